import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ArrayBlockingQueue;

// A three-stage pipeline (parse -> square -> format) connected by blocking
// queues, one thread per stage: output order equals input order.
public class PipelineStages {
    static final String EOF_MARK = "<eof>";

    public static void main(String[] args) throws Exception {
        BlockingQueue<String> q1 = new ArrayBlockingQueue<>(2);
        BlockingQueue<Long> q2 = new LinkedBlockingQueue<>(3);
        BlockingQueue<String> q3 = new LinkedBlockingQueue<>();
        Thread source = new Thread(() -> {
            try {
                for (int i = 0; i < 60; i++) q1.put(Integer.toString(i * 17 % 101));
                q1.put(EOF_MARK);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "source");
        Thread square = new Thread(() -> {
            try {
                for (String s; !(s = q1.take()).equals(EOF_MARK);) {
                    long v = Long.parseLong(s);
                    q2.put(v * v);
                }
                q2.put(-1L);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "square");
        Thread format = new Thread(() -> {
            try {
                int n = 0;
                for (long v; (v = q2.take()) >= 0;) q3.put(String.format("#%02d:%6d", n++, v));
                q3.put(EOF_MARK);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "format");
        format.start();
        square.start();
        source.start();
        StringBuilder line = new StringBuilder();
        int count = 0;
        for (String s; !(s = q3.take()).equals(EOF_MARK);) {
            line.append(s).append(' ');
            if (++count % 6 == 0) { System.out.println(line.toString().trim()); line.setLength(0); }
        }
        source.join(); square.join(); format.join();
        System.out.println("items " + count + ", queues empty " + q1.isEmpty() + q2.isEmpty() + q3.isEmpty());
    }
}
