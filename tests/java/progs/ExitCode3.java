public class ExitCode3 {
    static class Res implements AutoCloseable {
        public void close() { System.out.println("close (never printed: exit does not unwind)"); }
    }

    public static void main(String[] args) {
        System.out.println("before exit");
        System.err.println("stderr before exit");
        StringBuilder buffered = new StringBuilder();
        for (int i = 0; i < 100; i++) buffered.append(i).append(i % 10 == 9 ? "\n" : " ");
        System.out.print(buffered);  // pending output must be flushed by exit
        try (Res r = new Res()) {
            try {
                helper(3);
            } finally {
                System.out.println("finally (never printed)");
            }
        }
        System.out.println("after exit (never printed)");
    }

    static void helper(int code) {
        System.out.print("exiting with " + code + " without newline");
        System.exit(code);
    }
}
