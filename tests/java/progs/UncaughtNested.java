public class UncaughtNested {
    static void level3(int x) {
        if (x > 2) {
            throw new IllegalStateException("msg");
        }
    }

    static void level2(int x) {
        level3(x + 1);
    }

    void level1(int x) {
        level2(x + 1);
    }

    public static void main(String[] args) {
        System.out.println("about to fail");
        new UncaughtNested().level1(1);
        System.out.println("never printed");
    }
}
