// release: 17
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.TimeUnit;

public class TimeUnitChrono {
    public static void main(String[] args) {
        for (TimeUnit u : TimeUnit.values())
            System.out.println(u + " " + u.toChronoUnit() + " " + TimeUnit.of(u.toChronoUnit()));
        Duration[] ds = {Duration.ofSeconds(90, 500_000_000), Duration.ofMillis(-1500), Duration.ofNanos(-1), Duration.ofDays(3).plusHours(5),
            Duration.ofSeconds(Long.MAX_VALUE), Duration.ofSeconds(Long.MIN_VALUE), Duration.ofSeconds(-59, 999_999_999), Duration.ZERO};
        for (Duration d : ds) {
            StringBuilder b = new StringBuilder(d.toString());
            for (TimeUnit u : TimeUnit.values())
                b.append(' ').append(u.convert(d));
            System.out.println(b);
        }
        for (ChronoUnit c : new ChronoUnit[] {ChronoUnit.WEEKS, ChronoUnit.HALF_DAYS, ChronoUnit.FOREVER}) {
            try {
                TimeUnit.of(c);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            TimeUnit.of(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
    }
}
