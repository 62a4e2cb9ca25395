// Uses V after some output and lets a VerifyError end the program.
public class MainUncaught {
    public static void main(String[] args) {
        System.out.println("start");
        V.run();
        System.out.println("end");
    }
}
