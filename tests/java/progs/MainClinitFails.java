/** The main class's static initialiser throws: java's launcher initialises the
 * class before main runs, so the ExceptionInInitializerError has no Java frame
 * and its cause's trace ends at <clinit>; exit status 1. */
public class MainClinitFails {
    static int x = parse("oops");

    static int parse(String s) {
        new Throwable("in clinit").printStackTrace();
        return Integer.parseInt(s);
    }

    public static void main(String[] args) {
        try {
            System.out.println(x);
        } catch (ExceptionInInitializerError e) {
            System.out.println("main caught it, java's main never does");
        }
    }
}
