// verdict: error
// main, alone for good again after joining w0, links a new Box into a static
// in a stretch whose accesses the search does not log, then starts t: its
// write b.v = 2 races with t's, which the search must see (the stretch
// stored a reference, so the shared-object marks are made anew).
public class AloneLinksThenStarts {
    static class Box {
        int v;
    }

    static Box shared;

    public static void main(String[] args) throws Exception {
        Box loaded = new Box(); /* so that the stretch below loads no class */
        Thread t = new Thread(() -> shared.v = 1);
        Thread w0 = new Thread(() -> {});
        w0.start();
        w0.join();
        Box b = new Box();
        shared = b;
        t.start();
        b.v = 2;
        t.join();
        assert shared.v != 2 : "main's write came last";
    }
}
