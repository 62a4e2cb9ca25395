import java.util.ArrayList;
import java.util.List;

public class OutOfMemory {
    public static void main(String[] args) {
        List<long[]> hog = new ArrayList<long[]>();
        try {
            while (true) {
                hog.add(new long[1 << 17]);  // 1 MiB each
            }
        } catch (OutOfMemoryError e) {
            int n = hog.size();
            hog = null;
            System.out.println("caught OOME");
            System.out.println("allocated at least 8 MiB before: " + (n >= 8));
        }
        // memory is reclaimable afterwards
        List<int[]> again = new ArrayList<int[]>();
        for (int i = 0; i < 8; i++) again.add(new int[1 << 18]);
        System.out.println("allocation works again: " + again.size());
        again = null;
        try {
            long[] huge = new long[Integer.MAX_VALUE - 8];
            System.out.println("huge allocated?! " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught OOME for huge array");
        }
        StringBuilder sb = new StringBuilder();
        try {
            while (true) sb.append("0123456789abcdef0123456789abcdef");
        } catch (OutOfMemoryError e) {
            int len = sb.length();
            sb = null;
            System.out.println("caught OOME from StringBuilder growth, long enough: " + (len > 1000000));
        }
        System.out.println("done");
    }
}
