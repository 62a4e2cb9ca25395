import java.util.*;

public class RandomSeeded {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder("nextInt:");
        for (int i = 0; i < 10; i++) sb.append(' ').append(r.nextInt());
        System.out.println(sb);
        sb = new StringBuilder("nextInt(100):");
        for (int i = 0; i < 20; i++) sb.append(' ').append(r.nextInt(100));
        System.out.println(sb);
        sb = new StringBuilder("nextInt(bounds):");
        int[] bounds = {1, 2, 3, 7, 16, 1000, 1 << 30, Integer.MAX_VALUE, (1 << 30) + 1};
        for (int b : bounds) sb.append(' ').append(r.nextInt(b));
        System.out.println(sb);
        sb = new StringBuilder("nextLong:");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextLong());
        System.out.println(sb);
        sb = new StringBuilder("nextDouble:");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextDouble());
        System.out.println(sb);
        sb = new StringBuilder("nextFloat:");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextFloat());
        System.out.println(sb);
        sb = new StringBuilder("nextBoolean:");
        for (int i = 0; i < 16; i++) sb.append(r.nextBoolean() ? '1' : '0');
        System.out.println(sb);
        sb = new StringBuilder("nextGaussian:");
        for (int i = 0; i < 8; i++) sb.append(' ').append(String.format("%.10f", r.nextGaussian()));
        System.out.println(sb);
        byte[] bytes = new byte[12];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + Arrays.toString(bytes));
        // same seed gives same sequence
        Random a = new Random(123), b = new Random(123);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (a.nextInt() != b.nextInt()) same = false;
        System.out.println("same sequence: " + same);
        // setSeed resets, including the gaussian cache
        Random c = new Random(0);
        int first = c.nextInt();
        c.nextGaussian();
        c.setSeed(0);
        System.out.println("after setSeed: " + (c.nextInt() == first));
        // distribution checks
        Random d = new Random(2023);
        int[] hist = new int[10];
        for (int i = 0; i < 100000; i++) hist[d.nextInt(10)]++;
        System.out.println("hist " + Arrays.toString(hist));
        double sum = 0, sumSq = 0;
        for (int i = 0; i < 10000; i++) {
            double g = d.nextGaussian();
            sum += g;
            sumSq += g * g;
        }
        System.out.println(String.format("gaussian mean %.4f var %.4f", sum / 10000, sumSq / 10000 - (sum / 10000) * (sum / 10000)));
        long seeds[] = {0L, 1L, -1L, Long.MAX_VALUE, 0x5DEECE66DL, 987654321987654321L};
        for (long s : seeds) {
            Random x = new Random(s);
            System.out.println("seed " + s + ": " + x.nextInt() + " " + x.nextInt(50) + " " + x.nextLong() + " " + x.nextDouble() + " " + x.nextBoolean() + " " + x.nextFloat());
        }
        // Monte Carlo pi with fixed seed
        Random mc = new Random(31337);
        int inside = 0;
        for (int i = 0; i < 200000; i++) {
            double x = mc.nextDouble(), y = mc.nextDouble();
            if (x * x + y * y <= 1) inside++;
        }
        System.out.println("pi estimate " + (4.0 * inside / 200000) + " inside " + inside);
        // shuffle with Random and Collections.shuffle
        List<Character> letters = new ArrayList<Character>();
        for (char ch = 'a'; ch <= 'p'; ch++) letters.add(ch);
        Collections.shuffle(letters, new Random(99));
        System.out.println(letters);
        try {
            new Random(1).nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            new Random(1).nextInt(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(-5): " + e.getClass().getSimpleName());
        }
    }
}
