package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The superclass of all errors and exceptions.
 *
 * The VM creates the exceptions it raises without running a constructor: it sets
 * detailMessage, sets cause to the object itself and fills backtrace. Everything here must
 * work for such an object (stackTrace == null, suppressedExceptions == null), even before
 * this class is initialized: the sentinels below are only compared with non-null values.
 */
public class Throwable implements java.io.Serializable {
    private static final long serialVersionUID = -3042686055658047285L;

    private String detailMessage;
    private Throwable cause = this;
    private StackTraceElement[] stackTrace;
    private transient Object backtrace;
    private List<Throwable> suppressedExceptions;

    /** stackTrace value of a throwable created with writableStackTrace == false. */
    private static final StackTraceElement[] NOT_WRITABLE = new StackTraceElement[0];
    /** suppressedExceptions value of a throwable created with enableSuppression == false. */
    private static final List<Throwable> SUPPRESSION_DISABLED = new ArrayList<Throwable>(0);

    private static final String NULL_CAUSE_MESSAGE = "Cannot suppress a null exception.";
    private static final String SELF_SUPPRESSION_MESSAGE = "Self-suppression not permitted";
    private static final String CAUSE_CAPTION = "Caused by: ";
    private static final String SUPPRESSED_CAPTION = "Suppressed: ";

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = NOT_WRITABLE;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressedExceptions = SUPPRESSION_DISABLED;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    @Override
    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    // ------------------------------------------------------------------ printing

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new WrappedPrintStream(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new WrappedPrintWriter(s));
    }

    private void printStackTrace(PrintStreamOrWriter s) {
        IdentitySet dejaVu = new IdentitySet();
        dejaVu.add(this);
        synchronized (s.lock()) {
            s.println(this);
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] suppressed = getSuppressed();
            for (int i = 0; i < suppressed.length; i++) {
                suppressed[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, "\t", dejaVu);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, "", dejaVu);
            }
        }
    }

    private void printEnclosedStackTrace(PrintStreamOrWriter s, StackTraceElement[] enclosingTrace,
            String caption, String prefix, IdentitySet dejaVu) {
        if (dejaVu.contains(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        dejaVu.add(this);
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] suppressed = getSuppressed();
        for (int i = 0; i < suppressed.length; i++) {
            suppressed[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, prefix + "\t", dejaVu);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, prefix, dejaVu);
        }
    }

    private abstract static class PrintStreamOrWriter {
        abstract Object lock();

        abstract void println(Object o);
    }

    private static class WrappedPrintStream extends PrintStreamOrWriter {
        private final PrintStream printStream;

        WrappedPrintStream(PrintStream printStream) {
            this.printStream = printStream;
        }

        Object lock() {
            return printStream;
        }

        void println(Object o) {
            printStream.println(o);
        }
    }

    private static class WrappedPrintWriter extends PrintStreamOrWriter {
        private final PrintWriter printWriter;

        WrappedPrintWriter(PrintWriter printWriter) {
            this.printWriter = printWriter;
        }

        Object lock() {
            return printWriter;
        }

        void println(Object o) {
            printWriter.println(o);
        }
    }

    /** A small set compared by identity. */
    private static final class IdentitySet {
        private Throwable[] items = new Throwable[4];
        private int size;

        boolean contains(Throwable t) {
            for (int i = 0; i < size; i++) {
                if (items[i] == t) {
                    return true;
                }
            }
            return false;
        }

        void add(Throwable t) {
            if (size == items.length) {
                Throwable[] n = new Throwable[size * 2];
                System.arraycopy(items, 0, n, 0, size);
                items = n;
            }
            items[size++] = t;
        }
    }

    // ------------------------------------------------------------------ stack trace

    public synchronized Throwable fillInStackTrace() {
        if (stackTrace == null || stackTrace != NOT_WRITABLE) {
            backtrace = fillInStackTrace0();
            stackTrace = null;
        }
        return this;
    }

    private native Object fillInStackTrace0();

    private static native StackTraceElement[] backtraceElements(Object backtrace);

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == null) {
            if (backtrace == null) {
                return new StackTraceElement[0];
            }
            StackTraceElement[] st = backtraceElements(backtrace);
            stackTrace = (st == null) ? new StackTraceElement[0] : st;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace != null && this.stackTrace == NOT_WRITABLE) {
                return;
            }
            this.stackTrace = defensiveCopy;
        }
    }

    // ------------------------------------------------------------------ suppression

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException(SELF_SUPPRESSION_MESSAGE, exception);
        }
        if (exception == null) {
            throw new NullPointerException(NULL_CAUSE_MESSAGE);
        }
        if (suppressedExceptions != null && suppressedExceptions == SUPPRESSION_DISABLED) {
            return;
        }
        if (suppressedExceptions == null) {
            suppressedExceptions = new ArrayList<Throwable>(1);
        }
        suppressedExceptions.add(exception);
    }

    public final synchronized Throwable[] getSuppressed() {
        List<Throwable> list = suppressedExceptions;
        if (list == null || list == SUPPRESSION_DISABLED || list.size() == 0) {
            return new Throwable[0];
        }
        int n = list.size();
        Throwable[] r = new Throwable[n];
        for (int i = 0; i < n; i++) {
            r[i] = list.get(i);
        }
        return r;
    }

    // ------------------------------------------------------------------ serialization

    /**
     * The JDK's serial form: detailMessage, cause (this when not set), stackTrace (computed
     * first; a one-element sentinel for an unwritable trace) and suppressedExceptions (an empty
     * list when there are none, null when suppression is disabled).
     */
    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        getOurStackTrace();
        StackTraceElement[] oldStackTrace = stackTrace;
        List<Throwable> oldSuppressed = suppressedExceptions;
        try {
            if (stackTrace == NOT_WRITABLE) {
                stackTrace = new StackTraceElement[] {new StackTraceElement("", "", null, Integer.MIN_VALUE)};
            }
            if (suppressedExceptions == null) {
                suppressedExceptions = java.util.Collections.emptyList();
            } else if (suppressedExceptions == SUPPRESSION_DISABLED) {
                suppressedExceptions = null;
            }
            s.defaultWriteObject();
        } finally {
            stackTrace = oldStackTrace;
            suppressedExceptions = oldSuppressed;
        }
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        List<Throwable> candidateSuppressed = suppressedExceptions;
        StackTraceElement[] candidateStackTrace = stackTrace;
        backtrace = null;
        if (candidateSuppressed == null) {
            suppressedExceptions = SUPPRESSION_DISABLED;
        } else if (candidateSuppressed.isEmpty()) {
            suppressedExceptions = null;
        } else {
            List<Throwable> list = new ArrayList<Throwable>(candidateSuppressed.size());
            for (Throwable t : candidateSuppressed) {
                if (t == null) {
                    throw new NullPointerException(NULL_CAUSE_MESSAGE);
                }
                if (t == this) {
                    throw new IllegalArgumentException(SELF_SUPPRESSION_MESSAGE);
                }
                list.add(t);
            }
            suppressedExceptions = list;
        }
        if (candidateStackTrace == null) {
            stackTrace = new StackTraceElement[0];
        } else if (candidateStackTrace.length == 1 && candidateStackTrace[0].getLineNumber() == Integer.MIN_VALUE
                && candidateStackTrace[0].getClassName().isEmpty() && candidateStackTrace[0].getMethodName().isEmpty()) {
            stackTrace = NOT_WRITABLE;
        } else {
            StackTraceElement[] st = candidateStackTrace.clone();
            for (int i = 0; i < st.length; i++) {
                if (st[i] == null) {
                    throw new NullPointerException("null StackTraceElement in serial stream.");
                }
            }
            stackTrace = st;
        }
    }
}
