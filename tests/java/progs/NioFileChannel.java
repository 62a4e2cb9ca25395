import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

public class NioFileChannel {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("jpor-niofc");
        Path f = dir.resolve("data.bin");
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            System.out.println("open " + ch.isOpen() + " size " + ch.size() + " pos " + ch.position());
            ByteBuffer b = ByteBuffer.allocate(16);
            b.putInt(42).putLong(-7L).put((byte) 'x');
            b.flip();
            int n = ch.write(b);
            System.out.println("wrote " + n + " pos " + ch.position() + " size " + ch.size() + " " + b);
            ch.position(2);
            n = ch.write(ByteBuffer.wrap(new byte[] {9, 9}));
            System.out.println("wrote " + n + " pos " + ch.position() + " size " + ch.size());
            n = ch.write(ByteBuffer.wrap("abc".getBytes(StandardCharsets.US_ASCII)), 20);
            System.out.println("pwrite " + n + " pos " + ch.position() + " size " + ch.size());
            ch.position(0);
            ByteBuffer r = ByteBuffer.allocate(8);
            n = ch.read(r);
            System.out.println("read " + n + " " + Arrays.toString(r.array()) + " pos " + ch.position());
            r.clear();
            n = ch.read(r, 20);
            System.out.println("pread " + n + " " + r + " pos " + ch.position());
            ch.position(100);
            r.clear();
            System.out.println("read at end " + ch.read(r) + " pos " + ch.position());
            ch.truncate(10);
            System.out.println("truncated size " + ch.size() + " pos " + ch.position());
            ch.force(true);
            ByteBuffer[] bufs = {ByteBuffer.allocate(3), ByteBuffer.allocate(4)};
            ch.position(0);
            long m = ch.read(bufs);
            System.out.println("scatter " + m + " " + bufs[0] + " " + bufs[1] + " " + Arrays.toString(bufs[1].array()));
        }
        System.out.println(Files.size(f));
        try (FileChannel ch = FileChannel.open(f)) {
            try {
                ch.write(ByteBuffer.wrap(new byte[1]));
            } catch (NonWritableChannelException e) {
                System.out.println("write on read: " + e);
            }
            ch.close();
            System.out.println("open " + ch.isOpen());
            try {
                ch.size();
            } catch (ClosedChannelException e) {
                System.out.println("closed: " + e);
            }
        }
        try {
            FileChannel.open(dir.resolve("missing"));
        } catch (NoSuchFileException e) {
            System.out.println("missing: " + e.getClass().getName());
        }
        try (FileOutputStream out = new FileOutputStream(f.toFile())) {
            FileChannel ch = out.getChannel();
            ch.write(ByteBuffer.wrap("hello channel\n".getBytes(StandardCharsets.UTF_8)));
            System.out.println("fos pos " + ch.position() + " size " + ch.size());
            out.write('!');
            System.out.println("fos pos after stream write " + ch.position());
        }
        try (FileInputStream in = new FileInputStream(f.toFile())) {
            FileChannel ch = in.getChannel();
            ByteBuffer b = ByteBuffer.allocate(5);
            ch.read(b);
            b.flip();
            System.out.println("fis read [" + StandardCharsets.UTF_8.decode(b) + "] pos " + ch.position());
            System.out.println("stream read after channel: " + (char) in.read());
            System.out.println("pos " + ch.position());
        }
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            FileChannel ch = raf.getChannel();
            raf.seek(6);
            System.out.println("raf ch pos " + ch.position());
            ByteBuffer b = ByteBuffer.allocate(7);
            ch.read(b);
            System.out.println("[" + new String(b.array(), StandardCharsets.UTF_8) + "] raf pointer " + raf.getFilePointer());
            ch.position(0);
            ch.write(ByteBuffer.wrap("J".getBytes(StandardCharsets.UTF_8)));
            System.out.println("raf pointer " + raf.getFilePointer() + " len " + raf.length());
        }
        System.out.println(new String(Files.readAllBytes(f), StandardCharsets.UTF_8).trim());
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.APPEND)) {
            ch.write(ByteBuffer.wrap("++".getBytes(StandardCharsets.UTF_8)));
            System.out.println("append size " + ch.size());
        }
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            System.out.println("truncated on open " + ch.size());
        }
        try {
            FileChannel.open(f, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            System.out.println("exists: " + e.getClass().getName());
        }
        Files.delete(f);
        Files.delete(dir);
        ByteBuffer dd = ByteBuffer.allocateDirect(4);
        System.out.println("direct hasArray " + dd.hasArray());
        try { dd.array(); } catch (UnsupportedOperationException e) { System.out.println("direct array " + e); }
        try { dd.arrayOffset(); } catch (UnsupportedOperationException e) { System.out.println("direct arrayOffset " + e); }
        System.out.println("done " + Files.exists(dir));
    }
}
