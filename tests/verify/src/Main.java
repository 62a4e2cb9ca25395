// Uses V after some output: a VerifyError is thrown at V's linking and caught as a LinkageError.
public class Main {
    public static void main(String[] args) {
        System.out.println("start");
        try {
            V.run();
        } catch (LinkageError e) {
            String[] lines = String.valueOf(e.getMessage()).split("\n");
            System.out.println(e.getClass().getName() + ": " + lines[0]);
            for (String l : lines) if (l.trim().startsWith("V.")) System.out.println("at " + l.trim());
        }
        try {
            V.run();
        } catch (LinkageError e) {
            System.out.println("again " + e.getClass().getName());
        }
        System.out.println("end");
    }
}
