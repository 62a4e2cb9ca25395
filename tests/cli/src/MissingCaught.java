// A class the program needs is missing at run time (build.sh deletes
// MissingHelper.class): java throws NoClassDefFoundError, which the program
// catches and goes on; each use throws again.
public class MissingCaught {
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(MissingHelper.greet());
            } catch (NoClassDefFoundError e) {
                System.out.println("caught " + e);
            }
        }
        try {
            Object o = new MissingHelper();
            System.out.println(o);
        } catch (NoClassDefFoundError e) {
            System.out.println("new: caught " + e.getClass().getName());
        }
        System.out.println("still running");
    }
}

class MissingHelper {
    static String greet() {
        return "hello";
    }
}
