import java.io.*;

public class PipedStreams {
    public static void main(String[] args) throws Exception {
        final PipedOutputStream pos = new PipedOutputStream();
        final PipedInputStream pis = new PipedInputStream(pos, 16);
        Thread producer = new Thread(new Runnable() {
            public void run() {
                try {
                    DataOutputStream out = new DataOutputStream(pos);
                    for (int i = 0; i < 50; i++)
                        out.writeInt(i * i);
                    out.writeUTF("done");
                    out.close();
                } catch (IOException e) {
                    System.out.println("producer " + e);
                }
            }
        });
        producer.start();
        DataInputStream in = new DataInputStream(pis);
        long sum = 0;
        for (int i = 0; i < 50; i++)
            sum += in.readInt();
        System.out.println("sum " + sum + " " + in.readUTF() + " " + in.read());
        producer.join();

        final PipedWriter pw = new PipedWriter();
        PipedReader pr = new PipedReader(pw);
        Thread writer = new Thread(new Runnable() {
            public void run() {
                try (PrintWriter p = new PrintWriter(pw)) {
                    for (int i = 1; i <= 5; i++)
                        p.println("line " + i);
                }
            }
        });
        writer.start();
        BufferedReader br = new BufferedReader(pr);
        String line;
        while ((line = br.readLine()) != null)
            System.out.println("read: " + line);
        writer.join();

        PipedInputStream lone = new PipedInputStream();
        try {
            lone.read();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new PipedOutputStream().write(1);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        PipedOutputStream o2 = new PipedOutputStream(lone);
        try {
            o2.connect(new PipedInputStream());
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        o2.write(new byte[] {1, 2, 3});
        System.out.println("available " + lone.available());
        byte[] got = new byte[10];
        System.out.println("read " + lone.read(got, 0, 10) + " " + got[2] + " available " + lone.available());
        lone.close();
        try {
            o2.write(4);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new PipedInputStream(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        char[] chars = "hello, char array".toCharArray();
        CharArrayReader car = new CharArrayReader(chars, 7, 4);
        char[] cb = new char[8];
        int n = car.read(cb);
        System.out.println(n + " [" + new String(cb, 0, n) + "] " + car.read() + " " + car.ready());
        CharArrayReader c2 = new CharArrayReader(chars);
        c2.skip(3);
        c2.mark(0);
        System.out.println((char) c2.read() + "" + (char) c2.read());
        c2.reset();
        System.out.println((char) c2.read() + " " + c2.markSupported() + " " + c2.skip(100));
        c2.close();
        try {
            c2.read();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        StringWriter sw = new StringWriter();
        Writer upper = new FilterWriter(sw) {
            public void write(int c) throws IOException {
                super.write(Character.toUpperCase((char) c));
            }

            public void write(char[] b, int off, int len) throws IOException {
                for (int i = 0; i < len; i++)
                    write(b[off + i]);
            }

            public void write(String s, int off, int len) throws IOException {
                write(s.toCharArray(), off, len);
            }
        };
        upper.write("filtered text");
        upper.append('!');
        upper.flush();
        System.out.println(sw);
        InterruptedIOException iioe = new InterruptedIOException("timeout");
        System.out.println(iioe + " " + iioe.bytesTransferred);
    }
}
