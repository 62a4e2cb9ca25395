/** Prints java.class.path as the command line gave it (-cp, $CLASSPATH); with an
 *  argument, sets it first and reads it back. */
public class ClassPath {
    public static void main(String[] args) {
        if (args.length > 0) {
            System.out.println("was " + System.setProperty("java.class.path", args[0]));
        }
        String cp = System.getProperty("java.class.path");
        System.out.println("java.class.path=" + cp);
        for (String part : cp.split(System.getProperty("path.separator"))) {
            System.out.println("  " + part + (new java.io.File(part).isDirectory() ? " (directory)" : ""));
        }
    }
}
