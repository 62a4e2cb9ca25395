/** stdout and stderr written in turns: in a 2>&1 capture the lines must come as java orders them. */
public class Interleave {
    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            System.out.println("out " + i);
            System.err.println("err " + i);
        }
        System.err.print("err without newline; ");
        System.out.println("out line");
        System.out.print("out without newline; ");
        System.err.println("err line");
        System.out.write('w');
        System.err.println("err after a byte");
        System.out.write('\n');
        System.out.printf("printf %d%n", 42);
        System.err.printf("printf %s%n", "err");
        System.out.print("last, unterminated");
    }
}
