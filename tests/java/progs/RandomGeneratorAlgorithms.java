// release: 17
// The seeded generators of java 17's RandomGeneratorFactory algorithms give java's sequences,
// and the factories report java's properties.
import java.util.random.*;
public class RandomGeneratorAlgorithms {
    public static void main(String[] args) {
        String[] names = {"L64X128MixRandom", "L64X128StarStarRandom", "L64X256MixRandom", "L64X1024MixRandom", "L128X128MixRandom", "L128X256MixRandom", "L128X1024MixRandom", "Xoroshiro128PlusPlus", "Xoshiro256PlusPlus", "L32X64MixRandom"};
        for (String n : names) {
            for (long seed : new long[]{42L, -7L, 0L}) {
                RandomGenerator g = RandomGeneratorFactory.of(n).create(seed);
                StringBuilder sb = new StringBuilder(n + " " + seed + ":");
                for (int i = 0; i < 4; i++) sb.append(' ').append(g.nextLong());
                sb.append(" | ").append(g.nextInt()).append(' ').append(g.nextInt(100)).append(' ').append(g.nextDouble()).append(' ').append(g.nextBoolean()).append(' ').append(g.nextFloat());
                System.out.println(sb);
            }
            RandomGeneratorFactory<RandomGenerator> f = RandomGeneratorFactory.of(n);
            System.out.println("  " + f.group() + " " + f.stateBits() + " " + f.equidistribution() + " " + f.period() + " " + f.isSplittable() + " " + f.isJumpable() + " " + f.isLeapable() + " " + f.isStreamable() + " " + f.isArbitrarilyJumpable() + " " + f.isStatistical() + " " + f.isStochastic());
        }
        System.out.println(RandomGeneratorFactory.all().map(RandomGeneratorFactory::name).sorted().collect(java.util.stream.Collectors.toList()));
        for (String n : names) {
            RandomGenerator u = RandomGenerator.of(n);
            int v = u.nextInt(5, 6);
            System.out.println(n + " unseeded " + v + " " + (u.nextDouble() < 1.0));
        }
        System.out.println(RandomGeneratorFactory.of("Xoshiro256PlusPlus").create(2024L).ints(8, 0, 10).boxed().collect(java.util.stream.Collectors.toList()));
        for (String n : new String[]{"Random", "SecureRandom", "SplittableRandom"}) {
            RandomGeneratorFactory<RandomGenerator> f = RandomGeneratorFactory.of(n);
            System.out.println(n + "  " + f.group() + " " + f.stateBits() + " " + f.equidistribution() + " " + f.period() + " " + f.isSplittable() + " " + f.isJumpable() + " " + f.isLeapable() + " " + f.isStreamable() + " " + f.isArbitrarilyJumpable() + " " + f.isStatistical() + " " + f.isStochastic());
        }
        RandomGenerator d = RandomGenerator.of("Xoshiro256PlusPlus");
    }
}
