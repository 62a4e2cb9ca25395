import java.util.Arrays;
import java.util.SplittableRandom;

// SplittableRandom: a seeded generator and its splits give the JDK's sequences.
public class SplittableSeq {
    public static void main(String[] args) {
        SplittableRandom r = new SplittableRandom(42);
        System.out.println(r.nextInt() + " " + r.nextLong() + " " + r.nextBoolean());
        for (int b : new int[] {1, 7, 16, 1000, Integer.MAX_VALUE})
            System.out.print(r.nextInt(b) + " ");
        System.out.println();
        System.out.println(r.nextInt(-5, 5) + " " + r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE) + " "
                + r.nextLong(1L << 40) + " " + r.nextLong(-3, 1L << 62) + " " + r.nextLong(1000));
        System.out.println(r.nextDouble() + " " + r.nextDouble(2.5) + " " + r.nextDouble(-1, 1));
        SplittableRandom s = r.split(), t = s.split();
        System.out.println(s.nextLong() + " " + t.nextLong() + " " + r.nextLong());
        System.out.println(Arrays.toString(r.ints(6, 0, 10).toArray()) + " "
                + r.longs(3, 5, 9).sum() + " " + r.doubles(4).map(d -> Math.floor(d * 100)).sum());
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            r.nextInt(3, 3);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        SplittableRandom u = new SplittableRandom();
        int v = u.nextInt(10);
        System.out.println(v >= 0 && v < 10);
    }
}
