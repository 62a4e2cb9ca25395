import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.temporal.*;
import java.util.Random;

/** Seeded random date-time arithmetic, printed as checksums with a few samples. */
public class TimeArithmeticGrid {
  public static void main(String[] args) {
    Random r = new Random(20240229L);
    DateTimeFormatter[] fs = {DateTimeFormatter.ISO_LOCAL_DATE_TIME, DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss.SSSSSS"),
        DateTimeFormatter.ofPattern("EEE d MMM uuuu h:mm:ss a"), DateTimeFormatter.ofPattern("uuuuDDD'T'HHmmss")};
    long sum = 0;
    for (int i = 0; i < 3000; i++) {
      LocalDateTime a = LocalDateTime.of(LocalDate.ofEpochDay(r.nextInt(2 * 800000) - 800000),
          LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_400_000_000_000L)));
      LocalDateTime b = a.plusSeconds(r.nextInt()).plusNanos(r.nextInt(2_000_000_000)).plusMonths(r.nextInt(600) - 300);
      Period p = Period.between(a.toLocalDate(), b.toLocalDate());
      Duration d = Duration.between(a, b);
      long months = ChronoUnit.MONTHS.between(a, b), days = ChronoUnit.DAYS.between(a, b), mins = ChronoUnit.MINUTES.between(b, a);
      long h = a.hashCode() * 31L + b.hashCode() + p.hashCode() * 7L + d.hashCode() + months * 13 + days * 17 + mins;
      LocalDate back = a.toLocalDate().plus(p);
      if (!back.equals(b.toLocalDate())) System.out.println("period does not add back (as in java, negative month ends) " + a + " " + b + " " + p + " " + back);
      if (!a.plus(d).equals(b)) System.out.println("duration mismatch " + a + " " + b + " " + d);
      DateTimeFormatter f = fs[i % fs.length];
      String s = a.format(f);
      if (i % 4 != 2) {
        LocalDateTime q = LocalDateTime.parse(s, f);
        LocalDateTime expect = i % 4 == 1 ? a.truncatedTo(ChronoUnit.MICROS) : i % 4 == 3 ? a.truncatedTo(ChronoUnit.SECONDS) : a;
        if (!q.equals(expect)) System.out.println("parse mismatch " + s + " " + q);
      }
      h = h * 31 + s.hashCode() + p.toString().hashCode() + d.toString().hashCode() + a.getDayOfWeek().ordinal()
          + a.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + a.toLocalDate().lengthOfMonth();
      Instant in = a.toInstant(ZoneOffset.ofTotalSeconds(r.nextInt(36 * 3600) - 18 * 3600));
      h = h * 31 + in.toString().hashCode() + Instant.parse(in.toString()).hashCode();
      sum = sum * 1_000_003L + h;
      if (i % 500 == 0) System.out.println(a + " " + b + " " + p + " " + d + " " + months + " " + days + " " + mins + " " + s + " " + in);
    }
    System.out.println("checksum " + sum);
  }
}
