// release: 17
import java.util.*;
import java.util.stream.Collectors;

// StackWalker: walk, forEach, getCallerClass, the frames' names, files and lines, options and
// their errors.
public class StackWalkerBasics {
    static final StackWalker PLAIN = StackWalker.getInstance();
    static final StackWalker RETAIN = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    static List<String> names() {
        return PLAIN.walk(s -> s.map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList()));
    }

    static void level3() {
        System.out.println("names " + names());
        System.out.println("top2 " + PLAIN.walk(s -> s.limit(2).map(StackWalker.StackFrame::getMethodName).collect(Collectors.toList())));
        System.out.println("depth " + PLAIN.walk(s -> s.count()));
        PLAIN.forEach(f -> System.out.println("  " + f.getClassName() + " " + f.getMethodName() + " " + f.getFileName() + ":"
                + f.getLineNumber() + " native " + f.isNativeMethod() + " | " + f + " | " + f.toStackTraceElement()));
        System.out.println("caller " + RETAIN.getCallerClass().getName());
        Optional<StackWalker.StackFrame> main = PLAIN.walk(s -> s.filter(f -> f.getMethodName().equals("main")).findFirst());
        System.out.println("main frame line " + main.get().getLineNumber());
        RETAIN.forEach(f -> System.out.println("  class " + f.getDeclaringClass().getSimpleName()));
    }

    static void level2() {
        level3();
    }

    static class Helper {
        void run() {
            System.out.println("helper's caller " + RETAIN.getCallerClass().getSimpleName());
            new Inner().go();
        }

        class Inner {
            void go() {
                System.out.println("inner's caller " + RETAIN.getCallerClass().getName() + " frames "
                        + RETAIN.walk(s -> s.map(f -> f.getDeclaringClass().getName()).collect(Collectors.toList())));
            }
        }
    }

    static class Who {
        static String ask() {
            return RETAIN.getCallerClass().getSimpleName();
        }
    }

    public static void main(String[] args) throws Exception {
        level2();
        new Helper().run();
        System.out.println("Who.ask from main: " + Who.ask());
        Runnable r = () -> System.out.println("in lambda: " + names());
        r.run();
        Thread t = new Thread(() -> System.out.println("in thread: " + names()), "worker");
        t.start();
        t.join();
        try {
            PLAIN.getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        try {
            PLAIN.walk(s -> s.findFirst().get().getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        try {
            StackWalker.getInstance(EnumSet.noneOf(StackWalker.Option.class), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        StackWalker w = StackWalker.getInstance(EnumSet.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_REFLECT_FRAMES), 8);
        boolean first = w.walk(s -> s.findFirst().map(f -> f.getDeclaringClass() == StackWalkerBasics.class).orElse(false));
        System.out.println(first);
        System.out.println(Arrays.toString(StackWalker.Option.values()));
        try {
            throw new IllegalStateException("x");
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            StackWalker.StackFrame f = PLAIN.walk(s -> s.findFirst().get());
            System.out.println(st[0].getMethodName().equals(f.getMethodName()) + " " + st[0].getClassName().equals(f.getClassName()));
        }
    }
}
