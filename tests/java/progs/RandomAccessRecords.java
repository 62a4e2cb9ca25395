import java.io.*;
import java.nio.file.*;

/** RandomAccessFile as a table of fixed-size records: append, seek, update in place, read back,
 *  length/setLength, readLine, the file pointer, EOF and mode errors. */
public class RandomAccessRecords {
    static final int NAME = 12; // chars
    static final int RECORD = 4 + 2 * NAME + 8 + 1; // id, name, balance, active

    static void write(RandomAccessFile f, int id, String name, double balance, boolean active) throws IOException {
        f.writeInt(id);
        StringBuilder sb = new StringBuilder(name);
        while (sb.length() < NAME) {
            sb.append(' ');
        }
        f.writeChars(sb.substring(0, NAME));
        f.writeDouble(balance);
        f.writeBoolean(active);
    }

    static String read(RandomAccessFile f) throws IOException {
        int id = f.readInt();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < NAME; i++) {
            sb.append(f.readChar());
        }
        double bal = f.readDouble();
        boolean active = f.readBoolean();
        return id + " " + sb.toString().trim() + " " + bal + (active ? "" : " (closed)");
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jpor-RandomAccessRecords");
        File file = dir.resolve("accounts.db").toFile();
        String[] names = { "alice", "bob", "carol", "dave", "eve", "mallory" };
        try (RandomAccessFile f = new RandomAccessFile(file, "rw")) {
            System.out.println("new: length " + f.length() + " pointer " + f.getFilePointer());
            for (int i = 0; i < names.length; i++) {
                write(f, 100 + i, names[i], 10.0 * (i + 1), true);
            }
            System.out.println("records " + f.length() / RECORD + " length " + f.length() + " pointer " + f.getFilePointer());
            // update record 2 and 4 in place
            f.seek(2L * RECORD + 4 + 2 * NAME);
            f.writeDouble(99.5);
            f.seek(4L * RECORD);
            write(f, 104, "eve-renamed", -3.25, false);
            // read every other record backwards
            for (int i = names.length - 1; i >= 0; i -= 2) {
                f.seek((long) i * RECORD);
                System.out.println("record " + i + ": " + read(f));
            }
            f.seek(0);
            double sum = 0;
            while (f.getFilePointer() < f.length()) {
                f.skipBytes(4 + 2 * NAME);
                sum += f.readDouble();
                f.skipBytes(1);
            }
            System.out.println("sum " + sum);
            try {
                f.readInt();
            } catch (EOFException e) {
                System.out.println("EOF at " + f.getFilePointer());
            }
            System.out.println("read at end " + f.read() + " " + f.read(new byte[4]) + " skipBytes " + f.skipBytes(10));
            // shrink to 3 records, then grow with a gap
            f.setLength(3L * RECORD);
            System.out.println("after setLength: " + f.length() + " pointer " + f.getFilePointer());
            f.seek(5L * RECORD);
            write(f, 200, "far", 1, true);
            System.out.println("with gap: " + f.length() / RECORD + " records");
            f.seek(4L * RECORD);
            System.out.println("gap record: " + read(f).replace('\u0000', '_'));
            try {
                f.seek(-1);
            } catch (IOException e) {
                System.out.println("seek(-1): " + e.getMessage());
            }
        }
        try (RandomAccessFile f = new RandomAccessFile(file.getPath(), "r")) {
            f.seek(RECORD);
            System.out.println("read-only: " + read(f));
            try {
                f.write(1);
            } catch (IOException e) {
                System.out.println("write on r: " + e.getMessage());
            }
        }
        // text lines with readLine, bytes with writeBytes and writeUTF
        File text = dir.resolve("lines.txt").toFile();
        try (RandomAccessFile f = new RandomAccessFile(text, "rw")) {
            f.writeBytes("first line\nsecond\r\nthird\rfourth");
            f.seek(0);
            String l;
            while ((l = f.readLine()) != null) {
                System.out.println("line [" + l + "] at " + f.getFilePointer());
            }
            f.seek(f.length());
            f.writeUTF("π≈3.14");
            f.seek(f.length() - 11);
            System.out.println("utf " + f.readUTF());
            f.seek(0);
            byte[] b = new byte[5];
            f.readFully(b);
            System.out.println("readFully " + new String(b) + " read() " + (char) f.read());
        }
        try {
            new RandomAccessFile(file, "rx");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new RandomAccessFile(dir.resolve("missing.db").toFile(), "r");
        } catch (FileNotFoundException e) {
            System.out.println("missing: " + e.getMessage().substring(dir.toString().length()));
        }
        RandomAccessFile closed = new RandomAccessFile(file, "r");
        closed.close();
        try {
            closed.length();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        file.delete();
        text.delete();
        System.out.println("cleaned " + dir.toFile().delete());
    }
}
