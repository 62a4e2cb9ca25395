// Publication without synchronization: the reader may see the flag before the
// data (the Java memory model allows data=0 when ready is seen).
public class PublicationRace {
    static int data;
    static boolean ready;
    public static void main(String[] args) throws Exception {
        String[] res = new String[1];
        Thread reader = new Thread(() -> res[0] = ready ? "data=" + data : "not ready");
        reader.start();
        data = 42;
        ready = true;
        reader.join();
        System.out.println(res[0]);
    }
}
