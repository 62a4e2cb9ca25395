import java.io.*;

public class IoStreams {
    public static void main(String[] args) throws IOException {
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print("int ");
        pw.print(42);
        pw.print(' ');
        pw.print(3.5);
        pw.print(' ');
        pw.print(true);
        pw.print(' ');
        pw.print((Object) null);
        pw.println();
        pw.println("line two");
        pw.printf("%05d|%-4s|%.3f%n", 7, "ab", Math.E);
        pw.format("%s and %s%n", "format", "works");
        pw.write("written");
        pw.write('!');
        pw.write(new char[] {'\n', 'c', 'h'}, 0, 3);
        pw.append("appended").append('X').append("0123456789", 2, 5);
        pw.flush();
        System.out.println("StringWriter contents:\n" + sw);
        System.out.println("length " + sw.toString().length() + " buffer " + sw.getBuffer().length());
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bos);
        ps.println("to bytes");
        ps.print(12345L);
        ps.printf(" %x", 255);
        ps.write('!');
        ps.flush();
        byte[] bytes = bos.toByteArray();
        System.out.println("bytes " + bytes.length + " first " + bytes[0] + " text [" + bos.toString().replace("\n", "\\n") + "] size " + bos.size());
        bos.reset();
        bos.write(65);
        bos.write(new byte[] {66, 67, 68}, 1, 2);
        System.out.println("after reset: " + bos + " " + bos.size());
        ByteArrayOutputStream utf = new ByteArrayOutputStream();
        PrintStream ups = new PrintStream(utf, true);
        ups.print("caf\u00e9 \u20ac");
        byte[] ub = utf.toByteArray();
        StringBuilder hex = new StringBuilder();
        for (byte b : ub) hex.append(String.format("%02x ", b & 0xff));
        System.out.println("utf-8 bytes: " + hex.toString().trim() + " decoded back equals " + new String(ub, "UTF-8").equals("caf\u00e9 \u20ac"));
        byte[] enc = "h\u00e9llo".getBytes("UTF-8");
        System.out.println("getBytes UTF-8 length " + enc.length + " " + new String(enc, 0, 1, "UTF-8"));
        System.out.println("non-ASCII output is UTF-8 encoded: caf\u00e9 \u20ac \u4e2d");
        // System.out as PrintStream API
        PrintStream out = System.out;
        out.print('c');
        out.print(1);
        out.print(2L);
        out.print(1.5f);
        out.print(2.5);
        out.print(false);
        out.print(new char[] {'x', 'y'});
        out.print("s");
        out.print((String) null);
        out.println();
        out.println(new char[] {'a', 'r', 'r'});
        out.printf("%s %d%n", "printf", 1).printf("chained%n");
        out.format("format %b%n", true);
        out.append("append ").append('c').append("xyz", 1, 2).append('\n');
        out.write('W');
        out.write('\n');
        byte[] raw = "raw bytes\n".getBytes();
        out.write(raw, 0, raw.length);
        out.flush();
        System.err.print("err: ");
        System.err.println("stderr line");
        System.err.printf("err %d%n", 2);
        // PrintWriter wrapping System.out with autoflush
        PrintWriter stdout = new PrintWriter(System.out, true);
        stdout.println("via PrintWriter(System.out, true)");
        stdout.printf("%d%%%n", 100);
        StringBuilder sbOut = new StringBuilder();
        Writer w = new StringWriter() {
            @Override public void write(String str) { sbOut.append("<").append(str).append(">"); }
        };
        w.write("custom");
        System.out.println(sbOut);
    }
}
