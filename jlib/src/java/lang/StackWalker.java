package java.lang;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Walks the current thread's stack. jlib builds the frames from a Throwable's stack trace taken
 * when the walk starts (the frames of StackWalker itself left out), so a frame has no byte-code
 * index or method type.
 */
public final class StackWalker {
    public enum Option {
        RETAIN_CLASS_REFERENCE,
        SHOW_REFLECT_FRAMES,
        SHOW_HIDDEN_FRAMES
    }

    public interface StackFrame {
        String getClassName();

        String getMethodName();

        Class<?> getDeclaringClass();

        int getByteCodeIndex();

        String getFileName();

        int getLineNumber();

        boolean isNativeMethod();

        StackTraceElement toStackTraceElement();

        default String getDescriptor() {
            throw new UnsupportedOperationException();
        }
    }

    private static final class Frame implements StackFrame {
        private final StackTraceElement e;
        private final boolean retain;

        Frame(StackTraceElement e, boolean retain) {
            this.e = e;
            this.retain = retain;
        }

        @Override
        public String getClassName() {
            return e.getClassName();
        }

        @Override
        public String getMethodName() {
            return e.getMethodName();
        }

        @Override
        public Class<?> getDeclaringClass() {
            if (!retain) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
            return classOf(e.getClassName());
        }

        @Override
        public int getByteCodeIndex() {
            throw new UnsupportedOperationException("jpor: StackFrame.getByteCodeIndex is not supported");
        }

        @Override
        public String getFileName() {
            return e.getFileName();
        }

        @Override
        public int getLineNumber() {
            return e.getLineNumber();
        }

        @Override
        public boolean isNativeMethod() {
            return e.isNativeMethod();
        }

        @Override
        public StackTraceElement toStackTraceElement() {
            return e;
        }

        @Override
        public String toString() {
            return e.toString();
        }
    }

    private static Class<?> classOf(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException ex) {
            throw new NoClassDefFoundError(name);
        }
    }

    private final Set<Option> options;

    private StackWalker(Set<Option> options) {
        this.options = options;
    }

    public static StackWalker getInstance() {
        return new StackWalker(EnumSet.noneOf(Option.class));
    }

    public static StackWalker getInstance(Option option) {
        if (option == null) {
            throw new NullPointerException();
        }
        return new StackWalker(EnumSet.of(option));
    }

    public static StackWalker getInstance(Set<Option> options) {
        EnumSet<Option> s = EnumSet.noneOf(Option.class);
        for (Option o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            s.add(o);
        }
        return new StackWalker(s);
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0) {
            throw new IllegalArgumentException("estimateDepth must be > 0");
        }
        return getInstance(options);
    }

    private static boolean isReflection(String cls) {
        return cls.startsWith("java.lang.reflect.") || cls.startsWith("jdk.internal.reflect.")
            || cls.startsWith("jpor.internal.Reflection");
    }

    /** The frames below StackWalker's own, innermost first. */
    private List<StackFrame> frames(boolean reflect, boolean hidden) {
        StackTraceElement[] st = new Throwable().getStackTrace();
        boolean retain = options.contains(Option.RETAIN_CLASS_REFERENCE);
        List<StackFrame> l = new ArrayList<StackFrame>(st.length);
        int i = 0;
        while (i < st.length && st[i].getClassName().startsWith("java.lang.StackWalker")) {
            i++;
        }
        for (; i < st.length; i++) {
            String c = st[i].getClassName();
            if (!hidden && c.indexOf("$$Lambda") >= 0) {
                continue;
            }
            if (!reflect && isReflection(c)) {
                continue;
            }
            l.add(new Frame(st[i], retain));
        }
        return l;
    }

    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        boolean hidden = options.contains(Option.SHOW_HIDDEN_FRAMES);
        List<StackFrame> l = frames(hidden || options.contains(Option.SHOW_REFLECT_FRAMES), hidden);
        return function.apply(Collections.unmodifiableList(l).stream());
    }

    public void forEach(Consumer<? super StackFrame> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        boolean hidden = options.contains(Option.SHOW_HIDDEN_FRAMES);
        for (StackFrame f : frames(hidden || options.contains(Option.SHOW_REFLECT_FRAMES), hidden)) {
            action.accept(f);
        }
    }

    public Class<?> getCallerClass() {
        if (!options.contains(Option.RETAIN_CLASS_REFERENCE)) {
            throw new UnsupportedOperationException("This stack walker does not have RETAIN_CLASS_REFERENCE access");
        }
        List<StackFrame> l = frames(false, false);
        if (l.size() < 2) {
            throw new IllegalCallerException("no caller frame");
        }
        return l.get(1).getDeclaringClass();
    }
}
