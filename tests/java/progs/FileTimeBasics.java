import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.*;
import java.util.concurrent.TimeUnit;

// FileTime: toString over years before 1 and after 9999, units, saturation, from(Instant),
// compareTo/equals/hashCode across units.
public class FileTimeBasics {
    public static void main(String[] args) {
        long[] ms = {0, 1, -1, 10, 100, 1700000000123L, -62167219200000L, -62167219200001L, -62135596800000L,
            253402300800000L, 253402300799999L, -100000000000000L, 1000000000000000L, Long.MAX_VALUE, Long.MIN_VALUE, 951782400000L};
        for (long m : ms) {
            FileTime t = FileTime.fromMillis(m);
            System.out.println(m + " " + t + " " + t.toMillis() + " " + t.to(TimeUnit.SECONDS) + " " + t.toInstant());
        }
        for (TimeUnit u : TimeUnit.values()) {
            for (long v : new long[] {1, -1, 123456789, Long.MAX_VALUE, Long.MIN_VALUE}) {
                FileTime t = FileTime.from(v, u);
                System.out.println(u + " " + v + " " + t + " ms " + t.toMillis() + " ns " + t.to(TimeUnit.NANOSECONDS)
                        + " h " + t.to(TimeUnit.HOURS) + " " + t.toInstant() + " " + t.hashCode());
            }
        }
        Instant[] is = {Instant.EPOCH, Instant.parse("2020-05-06T07:08:09.5Z"), Instant.parse("1900-01-01T00:00:00.000000001Z"),
            Instant.MAX, Instant.MIN, Instant.ofEpochSecond(9223372036L, 1), Instant.ofEpochSecond(-9300000000L, 5000)};
        for (Instant i : is) {
            FileTime t = FileTime.from(i);
            System.out.println(i + " " + t + " " + t.toInstant().equals(i) + " " + t.to(TimeUnit.MILLISECONDS) + " " + t.hashCode()
                    + " " + t.to(TimeUnit.NANOSECONDS) + " " + t.to(TimeUnit.MICROSECONDS) + " " + t.to(TimeUnit.SECONDS));
        }
        FileTime a = FileTime.from(3, TimeUnit.DAYS), b = FileTime.from(72, TimeUnit.HOURS), c = FileTime.fromMillis(259200001L);
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.compareTo(b) + " " + a.compareTo(c) + " "
                + c.compareTo(a) + " " + a.equals(c) + " " + a.equals("x") + " " + a.equals(null));
        List<FileTime> l = new ArrayList<>(Arrays.asList(c, a, FileTime.fromMillis(-5), FileTime.from(1, TimeUnit.NANOSECONDS),
                FileTime.from(Long.MAX_VALUE, TimeUnit.DAYS), FileTime.from(Long.MIN_VALUE, TimeUnit.MINUTES), FileTime.from(0, TimeUnit.DAYS)));
        Collections.sort(l);
        System.out.println(l);
        try {
            FileTime.from(1, null);
        } catch (NullPointerException e) {
            System.out.println("from(1, null): NullPointerException");
        }
    }
}
