import java.io.*;
import java.nio.file.*;
import java.util.*;

/** DataOutputStream/DataInputStream through a file and a byte array: every primitive, big-endian
 *  layout, modified UTF-8 in writeUTF/readUTF, EOFException, malformed UTF data. */
public class DataStreamsRoundTrip {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    static void writeAll(DataOutput out) throws IOException {
        out.writeBoolean(true);
        out.writeBoolean(false);
        out.writeByte(-2);
        out.writeByte(200);
        out.writeShort(-12345);
        out.writeShort(54321);
        out.writeChar('\u00e9');
        out.writeInt(0x12345678);
        out.writeInt(Integer.MIN_VALUE);
        out.writeLong(0x0102030405060708L);
        out.writeLong(-1L);
        out.writeFloat(1.5f);
        out.writeFloat(Float.NaN);
        out.writeDouble(-0.0);
        out.writeDouble(Math.E);
        out.writeUTF("");
        out.writeUTF("plain");
        out.writeUTF("nul\u0000 é € \uD83D\uDE00");
        out.writeBytes("AB\u0141");
        out.writeChars("hi\u20ac");
    }

    static void readAll(DataInput in) throws IOException {
        System.out.println(in.readBoolean() + " " + in.readBoolean() + " " + in.readByte() + " " + in.readUnsignedByte());
        System.out.println(in.readShort() + " " + in.readUnsignedShort() + " " + in.readChar());
        System.out.println(Integer.toHexString(in.readInt()) + " " + in.readInt());
        System.out.println(Long.toHexString(in.readLong()) + " " + in.readLong());
        System.out.println(in.readFloat() + " " + in.readFloat() + " " + in.readDouble() + " " + in.readDouble());
        System.out.println("[" + in.readUTF() + "] [" + in.readUTF() + "] [" + in.readUTF().replace('\u0000', '0') + "]");
        byte[] three = new byte[3];
        in.readFully(three);
        System.out.println(hex(three) + " " + in.readChar() + in.readChar() + in.readChar());
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jpor-DataStreamsRoundTrip");
        File f = dir.resolve("data.bin").toFile();
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(f)))) {
            writeAll(out);
            System.out.println("size() " + out.size());
        }
        System.out.println("file length " + f.length());
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(f)))) {
            readAll(in);
            try {
                in.readByte();
            } catch (EOFException e) {
                System.out.println("EOF: " + e);
            }
            System.out.println("read at end: " + in.read());
        }

        // byte layout
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bo);
        d.writeInt(258);
        d.writeShort(-1);
        d.writeLong(1L << 40);
        d.writeUTF("a\u0000\u07ff\u0800");
        d.writeDouble(1.0);
        System.out.println(hex(bo.toByteArray()) + " size " + d.size());

        // readFully at the end, partial reads, skipBytes
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(new byte[] { 1, 2, 3, 4, 5 }));
        System.out.println("skip " + in.skipBytes(2) + " int? ");
        try {
            in.readInt();
        } catch (EOFException e) {
            System.out.println("readInt short: EOFException " + e.getMessage());
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 5, 'a', 'b' }));
        try {
            in.readUTF();
        } catch (EOFException e) {
            System.out.println("readUTF short: EOFException");
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 2, (byte) 0xc3, 'x' }));
        try {
            in.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTFDataFormatException: " + e.getMessage());
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 2, 'x', (byte) 0xe2 }));
        try {
            in.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTFDataFormatException: " + e.getMessage());
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 5, 'a', 'b', (byte) 0xe2, (byte) 0x82, 'c' }));
        try {
            in.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTFDataFormatException: " + e.getMessage());
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 1, (byte) 0xff }));
        try {
            in.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTFDataFormatException: " + e.getMessage());
        }
        char[] big = new char[30000];
        Arrays.fill(big, '\u00e9');
        try {
            new DataOutputStream(new ByteArrayOutputStream()).writeUTF(new String(big));
        } catch (UTFDataFormatException e) {
            System.out.println("too long: " + e.getMessage());
        }

        // a table of records: count, then (id, name, score) triples
        File table = dir.resolve("table.bin").toFile();
        String[] names = { "ada", "grace", "linus", "barbara" };
        try (DataOutputStream out = new DataOutputStream(new FileOutputStream(table))) {
            out.writeInt(names.length);
            for (int i = 0; i < names.length; i++) {
                out.writeLong(1000L + i);
                out.writeUTF(names[i]);
                out.writeDouble(names[i].length() * 1.25);
            }
        }
        double total = 0;
        try (DataInputStream tin = new DataInputStream(new FileInputStream(table))) {
            int n = tin.readInt();
            for (int i = 0; i < n; i++) {
                long id = tin.readLong();
                String name = tin.readUTF();
                double score = tin.readDouble();
                total += score;
                System.out.println(id + " " + name + " " + score);
            }
        }
        System.out.println("total " + total + " bytes " + table.length());
        f.delete();
        table.delete();
        System.out.println("cleaned " + dir.toFile().delete());
    }
}
