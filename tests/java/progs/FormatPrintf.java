import java.util.*;

public class FormatPrintf {
    public static void main(String[] args) {
        System.out.println(String.format("%d|%5d|%-5d|%05d|%+d|%+d|% d|%,d|%(d|%x|%X|%o|%08X|%#x|%#o", 42, 42, 42, 42, 42, -42, 42, 1234567, -5, 255, 255, 8, 0xBEEF, 255, 8));
        System.out.println(String.format("%d %d %d %d", (byte) -1, (short) 1000, 123456789012L, Integer.MIN_VALUE));
        System.out.println(String.format("%x %x %x %X", -1, (byte) -1, -1L, 0xCAFEBABEL));
        System.out.println(String.format("%,d %,d %,d", 0, -1000, Long.MAX_VALUE));
        System.out.println(String.format("%s|%10s|%-10s|%.3s|%10.2s|%S", "hello", "hi", "hi", "truncate", "abc", "upper"));
        System.out.println(String.format("%s %s %s %s", null, true, 'c', 1.5));
        System.out.println(String.format("%b %b %b %B", true, null, "x", false));
        System.out.println(String.format("%c %c %C %c", 'a', 65, 'b', (int) '\u00e9' > 0 ? 'Z' : 'Y'));
        System.out.println(String.format("%f|%.2f|%10.3f|%-10.1f|%010.2f|%+.1f|%.0f|%,.2f|%(.2f", Math.PI, Math.PI, Math.E, 2.5, -3.14159, 2.0, 2.5, 1234567.891, -42.5));
        System.out.println(String.format("%.0f %.0f %.0f %.0f %.1f %.1f %.2f %.2f %.3f", 0.5, 1.5, 2.5, -0.5, 0.05, 0.15, 1.005, 1.115, 2.0005));
        System.out.println(String.format("%e|%.2e|%E|%12.4e|%.0e", 12345.678, 0.000123, 1e100, -6.02e23, 5e-10));
        System.out.println(String.format("%g|%g|%g|%.3g|%g", 123.456, 0.0001234, 1e10, 99999.0, 0.0));
        System.out.println(String.format("%f %f %f %e", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0));
        System.out.println(String.format("%.3f %.3f %f", 1e-10, -0.0, 1e20));
        System.out.println(String.format("%.15f %.17f %.1f", 0.1, 0.1, 1e15 + 0.3));
        System.out.println(String.format("%5.1f%%|%n", 99.44).replace("\n", "\\n"));
        System.out.println(String.format("%2$s %1$s %2$s %3$d", "world", "hello", 3));
        System.out.println(String.format("%s %<s %s %<S", "a", "b"));
        System.out.println(String.format("%-8s|%8s|%-8d|%8.3f|", "left", "right", 17, 3.14159));
        System.out.println(String.format("[%6b] [%-6b] [%3c]", true, false, 'x'));
        System.out.println(String.format("%h %h %h", "hello", 42, null));
        System.out.println(String.format("100%% sure, %d%% done", 50));
        System.out.println(String.format("%s", new int[0].length) + String.format("%s", Arrays.asList(1, 2)) + String.format("%s", new TreeMap<String, Integer>()));
        System.out.printf("printf %s %d %.2f%n", "works", 10, 0.125);
        System.out.printf("%5s|%-5s|%5s%n", "a", "b", "toolong");
        System.out.println(String.format("%08.3f|%-+8d|%+08d|% 08d|%,010d", -1.5, 5, 5, 5, 1234567));
        System.out.println(String.format("%x %o %X", 0, 0, 4095L));
        System.out.println(String.format("%d items at $%.2f each = $%,.2f", 1250, 19.99, 1250 * 19.99));
        String[] names = {"Alice", "Bob", "Christopher"};
        int[] scores = {93, 78, 100};
        double[] ratios = {0.9312, 0.78, 1.0};
        for (int i = 0; i < names.length; i++) {
            System.out.println(String.format("%-12s%5d%8.1f%%%6s", names[i], scores[i], ratios[i] * 100, scores[i] >= 90 ? "A" : "B"));
        }
        String[] bad = {"%d", "%q", "%.2d", "%"};
        Object[] badArgs = {"string", 1, 5, 1};
        for (int i = 0; i < bad.length; i++) {
            try {
                System.out.println(String.format(bad[i], badArgs[i]));
            } catch (IllegalFormatException e) {
                System.out.println("format error: " + e.getClass().getSimpleName());
            }
        }
        try {
            System.out.println(String.format("%s %s", "only one"));
        } catch (MissingFormatArgumentException e) {
            System.out.println("missing: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        StringBuilder table = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            table.append(String.format("%3d %5d %8.4f %10.3e %6s%n", i, i * i * i, Math.sqrt(i), Math.pow(10, i) / 7, Integer.toBinaryString(i)));
        }
        System.out.print(table);
        long[] lv = {0L, 1L, -1L, 999999999999L};
        for (long v : lv) System.out.print(String.format("[%,15d|%-15x|%020d]", v, v, v));
        System.out.println();
        System.out.println(String.format("%.3f %.3f %.3f %.3f %.3f", 0.0005, 0.0015, 0.0025, 1.0005, 9.9995));
        System.out.println(String.format("%.1f %.1f %.1f %.1f", 0.25, 0.35, 0.45, 0.95));
        System.out.println(String.format("%s %.4s %s", 1.0f, 3.14159f, 100.0));
    }
}
