package java.io;

import java.nio.charset.Charset;

/** The character console of an interactive run: System.console() (null otherwise). */
public final class Console implements Flushable {
    private final PrintWriter out;
    private final BufferedReader in;

    Console() {
        out = new PrintWriter(new OutputStreamWriter(System.out), true);
        in = new BufferedReader(new InputStreamReader(System.in));
    }

    public PrintWriter writer() {
        return out;
    }

    public Reader reader() {
        return in;
    }

    public Console format(String fmt, Object... args) {
        out.format(fmt, args).flush();
        return this;
    }

    public Console printf(String format, Object... args) {
        return format(format, args);
    }

    public String readLine(String fmt, Object... args) {
        format(fmt, args);
        return readLine();
    }

    public String readLine() {
        try {
            return in.readLine();
        } catch (IOException e) {
            throw new IOError(e);
        }
    }

    /** Reads a line; the terminal still echoes it (jpor does not switch echo off). */
    public char[] readPassword(String fmt, Object... args) {
        format(fmt, args);
        return readPassword();
    }

    public char[] readPassword() {
        String s = readLine();
        return s == null ? null : s.toCharArray();
    }

    @Override
    public void flush() {
        out.flush();
    }

    public Charset charset() {
        return Charset.defaultCharset();
    }
}
