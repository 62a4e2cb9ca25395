import java.util.*;

public class BitSetTest {
    public static void main(String[] args) {
        BitSet bs = new BitSet();
        System.out.println(bs + " " + bs.length() + " " + bs.cardinality() + " " + bs.isEmpty());
        bs.set(1);
        bs.set(5);
        bs.set(64);
        bs.set(100, 105);
        System.out.println(bs + " length " + bs.length() + " card " + bs.cardinality() + " get(5) " + bs.get(5) + " get(6) " + bs.get(6));
        bs.clear(102);
        bs.flip(0, 3);
        System.out.println(bs);
        System.out.println("nextSetBit(6) " + bs.nextSetBit(6) + " nextClearBit(100) " + bs.nextClearBit(100) + " previousSetBit(99) " + bs.previousSetBit(99) + " nextSetBit(200) " + bs.nextSetBit(200));
        StringBuilder sb = new StringBuilder();
        for (int i = bs.nextSetBit(0); i >= 0; i = bs.nextSetBit(i + 1)) sb.append(i).append(' ');
        System.out.println("iterate " + sb);
        BitSet a = new BitSet();
        BitSet b = new BitSet();
        for (int i = 0; i < 20; i += 2) a.set(i);
        for (int i = 0; i < 20; i += 3) b.set(i);
        BitSet and = (BitSet) a.clone(); and.and(b);
        BitSet or = (BitSet) a.clone(); or.or(b);
        BitSet xor = (BitSet) a.clone(); xor.xor(b);
        BitSet andNot = (BitSet) a.clone(); andNot.andNot(b);
        System.out.println("a " + a + " b " + b);
        System.out.println("and " + and + " or " + or + " xor " + xor + " andNot " + andNot + " intersects " + a.intersects(b));
        System.out.println("equals " + a.equals(a.clone()) + " " + a.equals(b) + " hash " + a.hashCode() + " " + new BitSet().hashCode());
        System.out.println("toLongArray " + Arrays.toString(bs.toLongArray()) + " valueOf " + BitSet.valueOf(new long[] {5L, 1L}) + " toByteArray " + Arrays.toString(a.toByteArray()));
        BitSet get = bs.get(100, 110);
        System.out.println("get range " + get);
        // sieve of Eratosthenes with BitSet
        int n = 300;
        BitSet composite = new BitSet(n + 1);
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite.get(i)) for (int j = i * i; j <= n; j += i) composite.set(j);
        }
        BitSet primes = new BitSet();
        primes.set(2, n + 1);
        primes.andNot(composite);
        System.out.println("primes <= 300: " + primes.cardinality() + " " + primes);
        bs.clear();
        System.out.println("cleared " + bs + " " + bs.isEmpty());
        BitSet big = new BitSet();
        big.set(1000000);
        big.set(999999, false);
        System.out.println(big.length() + " " + big.cardinality() + " " + big.nextSetBit(0));
        try {
            new BitSet().set(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("negative index: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }
}
