package java.io;

import java.util.Formatter;
import java.util.Locale;

/**
 * Adds the ability to print representations of values to an output stream. Characters
 * are encoded (UTF-8 by default) and the bytes written through write(byte[], int, int);
 * I/O errors set an internal flag instead of being thrown.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble = false;
    private boolean closing = false;
    private final CharEncoder encoder;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
        this.encoder = new CharEncoder();
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
        this.encoder = new CharEncoder(requireNonNull(encoding, "charsetName"));
    }

    public PrintStream(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
        this.encoder = CharEncoder.of(requireNonNull(charset, "charset"));
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(checkedCsn(csn), new FileOutputStream(fileName));
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(checkedCsn(csn), new FileOutputStream(file));
    }

    /** csn checked before the file is opened, as the JDK does. */
    private static String checkedCsn(String csn) throws UnsupportedEncodingException {
        "a".getBytes(requireNonNull(csn, "charsetName"));
        return csn;
    }

    private PrintStream(String csn, OutputStream out) throws UnsupportedEncodingException {
        this(out, false, csn);
    }

    private static <T> T requireNonNull(T obj, String message) {
        if (obj == null) {
            throw new NullPointerException(message);
        }
        return obj;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    byte[] rest = encoder.flushLeftover();
                    if (rest.length > 0) {
                        write(rest, 0, rest.length);
                    }
                    out.close();
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            PrintStream ps = (PrintStream) out;
            return ps.checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ------------------------------------------------------------------ bytes

    @Override
    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    // ------------------------------------------------------------------ text

    private void writeChars(char[] c, int off, int len, boolean hasNewline) {
        try {
            synchronized (this) {
                ensureOpen();
                byte[] b = encoder.encode(c, off, len);
                if (b.length > 0) {
                    write(b, 0, b.length);
                }
                if (autoFlush && hasNewline) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void write(char[] buf) {
        boolean nl = false;
        for (int i = 0; i < buf.length; i++) {
            if (buf[i] == '\n') {
                nl = true;
                break;
            }
        }
        writeChars(buf, 0, buf.length, nl);
    }

    private void write(String s) {
        writeChars(s.toCharArray(), 0, s.length(), s.indexOf('\n') >= 0);
    }

    private void writeln(char[] buf) {
        char[] c = new char[buf.length + 1];
        System.arraycopy(buf, 0, c, 0, buf.length);
        c[buf.length] = '\n';
        writeChars(c, 0, c.length, true);
    }

    private void writeln(String s) {
        int n = s.length();
        char[] c = new char[n + 1];
        s.getChars(0, n, c, 0);
        c[n] = '\n';
        writeChars(c, 0, c.length, true);
    }

    private void newLine() {
        char[] c = { '\n' };
        writeChars(c, 0, 1, true);
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(String.valueOf(c));
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        write(s);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeln(x);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (getClass() == PrintStream.class) {
            writeln(s);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        synchronized (this) {
            if (out == null) {
                trouble = true;
                return this;
            }
            new Formatter((Appendable) this).format(format, args);
        }
        return this;
    }

    public PrintStream format(Locale l, String format, Object... args) {
        synchronized (this) {
            if (out == null) {
                trouble = true;
                return this;
            }
            new Formatter((Appendable) this, l).format(l, format, args);
        }
        return this;
    }

    @Override
    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    @Override
    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
