// release: 17
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.Collectors;

/** RandomGenerator.getDefault() (L32X64MixRandom): seeded values, the factory and its properties. */
public class RandomDefaultLxm {
    public static void main(String[] args) {
        RandomGenerator d = RandomGenerator.getDefault();
        System.out.println(d.getClass().getName() + " " + d.isDeprecated() + " " + RandomGenerator.of("L32X64MixRandom").getClass().getName());
        RandomGeneratorFactory<RandomGenerator> f = RandomGeneratorFactory.getDefault();
        for (String n : new String[] {"L32X64MixRandom", "Random", "SplittableRandom", "SecureRandom"}) {
            RandomGeneratorFactory<RandomGenerator> g = RandomGeneratorFactory.of(n);
            System.out.println(g.name() + " " + g.group() + " " + g.stateBits() + " " + g.equidistribution() + " " + g.period() + " " + g.isStatistical() + " "
                + g.isStochastic() + " " + g.isHardware() + " " + g.isArbitrarilyJumpable() + " " + g.isJumpable() + " " + g.isLeapable() + " " + g.isSplittable()
                + " " + g.isStreamable() + " " + g.isDeprecated() + " " + g.create().getClass().getName() + " " + g.create(5L).getClass().getName());
        }
        for (long seed : new long[] {0, 1, 42, -1, Long.MIN_VALUE, 0x123456789abcdefL}) {
            RandomGenerator r = f.create(seed);
            System.out.println(seed + ": " + r.nextInt() + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextInt(1000) + " " + r.nextLong(-5, 5) + " "
                + r.nextBoolean() + " " + r.nextFloat() + " " + r.nextGaussian() + " " + r.nextExponential() + " " + r.ints(5, 0, 10).boxed().collect(Collectors.toList()));
        }
        RandomGenerator r = f.create(7);
        long h = 0;
        for (int i = 0; i < 100000; i++) h = h * 31 + r.nextLong();
        System.out.println(h);
        System.out.println(RandomGenerator.of("Random").getClass().getName() + " " + RandomGenerator.of("SplittableRandom").getClass().getName());
        try {
            RandomGeneratorFactory.of("Nope");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            RandomGenerator.of("Nope");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
