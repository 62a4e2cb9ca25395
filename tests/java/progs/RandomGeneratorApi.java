// release: 17
import java.util.Arrays;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

/** java.util.random.RandomGenerator: Random and SplittableRandom through the interface give java's numbers; the
 *  default methods of a user generator that defines only nextLong(); the argument checks; RandomGenerator.of. */
public class RandomGeneratorApi {
    /** A 64-bit LCG: only nextLong() is its own. */
    static final class Lcg implements RandomGenerator {
        private long s;

        Lcg(long seed) {
            s = seed;
        }

        public long nextLong() {
            s = s * 6364136223846793005L + 1442695040888963407L;
            return s;
        }
    }

    static void exercise(String name, RandomGenerator g) {
        byte[] b = new byte[13];
        g.nextBytes(b);
        System.out.println(name + ": " + g.nextInt() + " " + g.nextInt(10) + " " + g.nextInt(1 << 20) + " " + g.nextInt(5, 9)
                + " " + g.nextInt(-2000000000, 2000000000) + " " + g.nextLong() + " " + g.nextLong(100) + " " + g.nextLong(-5, 5)
                + " " + g.nextLong(Long.MIN_VALUE, Long.MAX_VALUE) + " " + g.nextDouble() + " " + g.nextDouble(3) + " " + g.nextDouble(1, 2)
                + " " + g.nextBoolean() + " " + g.nextFloat() + " " + g.nextFloat(2f) + " " + g.nextFloat(1f, 3f) + " " + Arrays.toString(b)
                + " deprecated=" + g.isDeprecated());
        System.out.println("  streams " + g.ints(4).boxed().collect(Collectors.toList()) + " " + g.ints(3, 0, 100).boxed().collect(Collectors.toList())
                + " " + g.ints().limit(2).boxed().collect(Collectors.toList()) + " " + g.ints(-3, 3).limit(5).boxed().collect(Collectors.toList())
                + " " + g.longs(2).boxed().collect(Collectors.toList()) + " " + g.longs(3, 10, 20).boxed().collect(Collectors.toList())
                + " " + g.longs().limit(1).boxed().collect(Collectors.toList()) + " " + g.doubles(2).boxed().collect(Collectors.toList())
                + " " + g.doubles(2, 5, 6).boxed().collect(Collectors.toList()) + " " + g.doubles().limit(1).sum()
                + " " + g.doubles(-1, 1).limit(3).boxed().collect(Collectors.toList()));
        String[] bad = {"nextInt(0)", "nextInt(2,1)", "nextLong(0)", "nextLong(3,3)", "nextDouble(NaN)", "nextDouble(1,1)",
            "nextFloat(Inf)", "nextFloat(1,1)", "ints(-1)", "longs(-1,0,1)", "doubles(2,1)", "nextGaussian(0,-1)"};
        for (String s : bad) {
            try {
                switch (s) {
                    case "nextInt(0)" -> g.nextInt(0);
                    case "nextInt(2,1)" -> g.nextInt(2, 1);
                    case "nextLong(0)" -> g.nextLong(0);
                    case "nextLong(3,3)" -> g.nextLong(3, 3);
                    case "nextDouble(NaN)" -> g.nextDouble(Double.NaN);
                    case "nextDouble(1,1)" -> g.nextDouble(1, 1);
                    case "nextFloat(Inf)" -> g.nextFloat(Float.POSITIVE_INFINITY);
                    case "nextFloat(1,1)" -> g.nextFloat(1f, 1f);
                    case "ints(-1)" -> g.ints(-1);
                    case "longs(-1,0,1)" -> g.longs(-1, 0, 1);
                    case "doubles(2,1)" -> g.doubles(2, 1);
                    case "nextGaussian(0,-1)" -> g.nextGaussian(0, -1);
                    default -> throw new AssertionError(s);
                }
                System.out.println("  " + s + " ok");
            } catch (IllegalArgumentException e) {
                System.out.println("  " + s + " " + e);
            }
        }
    }

    public static void main(String[] args) {
        exercise("Random(42)", new Random(42));
        RandomGenerator r = new Random(7);
        System.out.println("gaussian " + r.nextGaussian() + " " + r.nextGaussian());
        exercise("SplittableRandom(42)", new SplittableRandom(42));
        exercise("Lcg(12345)", new Lcg(12345));
        exercise("Lcg(-1)", new Lcg(-1));
        for (String n : new String[] {"Random", "SplittableRandom", "ThreadLocalRandom", "Nope", "random"}) {
            try {
                RandomGenerator g = RandomGenerator.of(n);
                System.out.println(n + " -> " + g.getClass().getName() + " " + g.isDeprecated() + " " + (g.nextInt(1, 2) == 1));
            } catch (IllegalArgumentException e) {
                System.out.println(n + " " + e.getMessage());
            }
        }
        RandomGenerator x = new Random(1);
        System.out.println(x instanceof java.io.Serializable);
        System.out.println(Arrays.toString(Random.class.getInterfaces()));
    }
}
