// The main class's superclass fails to initialise: java's launcher reports
// the ExceptionInInitializerError with no frame of the main class, and main
// (inherited) never runs.
public class InheritedMainInitFails extends InheritedMainInitFailsBase {
    static {
        System.out.println("InheritedMainInitFails static block: not reached");
    }
}

class InheritedMainInitFailsBase {
    static int[] table = new int[2];

    static {
        System.out.println("InheritedMainInitFailsBase static block");
        table[2] = 1;
    }

    public static void main(String[] args) {
        System.out.println("main: not reached");
    }
}
