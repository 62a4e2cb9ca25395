// Message passing through a volatile flag: if the reader sees ready, it sees data.
public class MessagePassingVolatile {
    static int data;
    static volatile boolean ready;
    public static void main(String[] args) throws Exception {
        String[] res = new String[1];
        Thread writer = new Thread(() -> { data = 42; ready = true; });
        Thread reader = new Thread(() -> { boolean r = ready; int d = data; res[0] = "ready=" + r + " data=" + d; });
        reader.start(); writer.start();
        reader.join(); writer.join();
        System.out.println(res[0]);
    }
}
