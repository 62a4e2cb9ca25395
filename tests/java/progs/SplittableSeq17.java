// release: 17
import java.util.Arrays;
import java.util.SplittableRandom;

// SplittableRandom's methods of JDK 17: nextFloat, nextBytes (8 bytes a long).
public class SplittableSeq17 {
    public static void main(String[] args) {
        SplittableRandom r = new SplittableRandom(-7);
        System.out.println(r.nextFloat() + " " + r.nextFloat());
        for (int n : new int[] {0, 3, 8, 13}) {
            byte[] bytes = new byte[n];
            r.split().nextBytes(bytes);
            System.out.println(Arrays.toString(bytes));
        }
    }
}
