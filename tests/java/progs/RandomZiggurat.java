// release: 17
import java.util.Random;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** RandomGenerator's ziggurat defaults: nextExponential, nextGaussian() and nextGaussian(mean, stddev). */
public class RandomZiggurat {
    /** A xorshift generator that makes every other value's low byte 0xff, so the slow paths run often. */
    static final class Harsh implements RandomGenerator {
        long s;
        int n;
        Harsh(long seed) { s = seed; }
        public long nextLong() {
            s ^= s << 13; s ^= s >>> 7; s ^= s << 17;
            return (n++ & 1) == 0 ? s | 0xff : s;
        }
    }

    static long mix(long h, double d) {
        return (h ^ Double.doubleToRawLongBits(d)) * 0x9E3779B97F4A7C15L + 1;
    }

    public static void main(String[] args) {
        Random r = new Random(42);
        for (int i = 0; i < 5; i++)
            System.out.println(r.nextExponential() + " " + r.nextGaussian(0, 1) + " " + r.nextGaussian(10, 2.5) + " " + r.nextGaussian());
        long h = 0;
        double min = 0, max = 0, sum = 0;
        for (int i = 0; i < 40000; i++) {
            double e = r.nextExponential(), g = r.nextGaussian(0, 1);
            h = mix(mix(h, e), g);
            sum += e;
            min = Math.min(min, g);
            max = Math.max(max, Math.max(e, g));
        }
        System.out.println("Random: " + Long.toHexString(h) + " " + min + " " + max + " " + sum);

        SplittableRandom sr = new SplittableRandom(7);
        System.out.println(sr.nextGaussian() + " " + sr.nextExponential() + " " + sr.nextGaussian(1, 3));
        h = 0;
        for (int i = 0; i < 20000; i++) h = mix(mix(h, sr.nextGaussian()), sr.nextExponential());
        System.out.println("SplittableRandom: " + Long.toHexString(h));

        Harsh hr = new Harsh(0x123456789L);
        h = 0;
        int tails = 0;
        for (int i = 0; i < 40000; i++) {
            double e = hr.nextExponential(), g = hr.nextGaussian();
            if (e > 7.569274694148063) tails++;
            if (Math.abs(g) > 3.6360066255009458) tails++;
            h = mix(mix(h, e), g);
        }
        System.out.println("slow paths: " + Long.toHexString(h) + " tails " + tails + " calls " + hr.n);

        try {
            r.nextGaussian(0, -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(r.nextGaussian(Double.NaN, 1) + " " + r.nextGaussian(0, Double.POSITIVE_INFINITY) + " " + r.nextGaussian(3, 0));
    }
}
