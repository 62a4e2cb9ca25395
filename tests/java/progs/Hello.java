public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
        System.out.println("args.length = " + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("args[" + i + "] = " + args[i] + " (length " + args[i].length() + ")");
        }
        StringBuilder sb = new StringBuilder();
        for (String a : args) {
            sb.append(a.toUpperCase()).append(';');
        }
        System.out.println(sb);
        System.out.print("no newline then ");
        System.out.println();
        System.out.println((Object) null);
        System.out.println('x');
        System.out.println(42);
        System.out.println(42L);
        System.out.println(1.5f);
        System.out.println(2.25);
        System.out.println(true);
        System.out.println(new char[] {'c', 'h', 'a', 'r', 's'});
        System.err.println("this line goes to stderr");
        System.out.println("done");
    }
}
