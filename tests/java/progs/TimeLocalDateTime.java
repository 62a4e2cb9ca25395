import java.time.*;
import java.time.temporal.*;

public class TimeLocalDateTime {
  interface Action { Object run(); }

  static void t(String label, Action a) {
    try {
      System.out.println(label + " = " + a.run());
    } catch (RuntimeException e) {
      System.out.println(label + " threw " + e);
    }
  }

  public static void main(String[] args) {
    LocalTime[] times = {LocalTime.of(0, 0), LocalTime.of(9, 5), LocalTime.of(23, 59, 59), LocalTime.of(12, 0, 0, 500000000),
        LocalTime.of(1, 2, 3, 4000), LocalTime.of(1, 2, 3, 4), LocalTime.of(1, 2, 0, 120000000), LocalTime.MAX, LocalTime.NOON,
        LocalTime.ofSecondOfDay(45296), LocalTime.ofNanoOfDay(1), LocalTime.parse("10:15"), LocalTime.parse("10:15:30.25")};
    for (LocalTime lt : times)
      System.out.println(lt + " sod=" + lt.toSecondOfDay() + " nod=" + lt.toNanoOfDay() + " h=" + lt.getHour() + " hash="
          + lt.hashCode() + " ampm=" + lt.get(ChronoField.AMPM_OF_DAY) + " ch=" + lt.get(ChronoField.CLOCK_HOUR_OF_AMPM)
          + " mod=" + lt.get(ChronoField.MINUTE_OF_DAY) + " milli=" + lt.get(ChronoField.MILLI_OF_SECOND));
    LocalTime t0 = LocalTime.of(22, 30);
    System.out.println(t0.plusHours(3) + " " + t0.plusMinutes(-1500) + " " + t0.plusSeconds(5400) + " " + t0.plusNanos(-1)
        + " " + t0.minusHours(25) + " " + t0.plus(Duration.ofMinutes(95)) + " " + t0.minus(90, ChronoUnit.MINUTES)
        + " " + t0.plus(3, ChronoUnit.HALF_DAYS) + " " + t0.withHour(1) + " " + t0.withMinute(7).withSecond(8).withNano(9));
    System.out.println(t0.with(ChronoField.AMPM_OF_DAY, 0) + " " + t0.with(ChronoField.CLOCK_HOUR_OF_AMPM, 12) + " "
        + t0.with(ChronoField.MINUTE_OF_DAY, 61) + " " + t0.with(ChronoField.MILLI_OF_SECOND, 7) + " "
        + LocalTime.of(13, 45, 20, 123456789).truncatedTo(ChronoUnit.MINUTES) + " "
        + LocalTime.of(13, 45, 20, 123456789).truncatedTo(ChronoUnit.MILLIS));
    LocalTime s = LocalTime.of(8, 15), e = LocalTime.of(17, 40, 30);
    System.out.println(s.until(e, ChronoUnit.MINUTES) + " " + ChronoUnit.HOURS.between(e, s) + " " + Duration.between(s, e)
        + " " + s.isBefore(e) + " " + Integer.signum(e.compareTo(s)) + " " + s.equals(LocalTime.of(8, 15, 0)));

    LocalDateTime dt = LocalDateTime.of(2023, 12, 31, 23, 30, 15);
    System.out.println(dt + " " + dt.plusMinutes(45) + " " + dt.plusHours(-24 * 365) + " " + dt.plusSeconds(1000000)
        + " " + dt.plusNanos(999999999L * 3) + " " + dt.minusDays(31) + " " + dt.plusMonths(2) + " " + dt.minusWeeks(1));
    System.out.println(dt.plus(Duration.ofDays(1).plusHours(2)) + " " + dt.plus(Period.ofMonths(2)) + " "
        + dt.plus(7, ChronoUnit.MILLIS) + " " + dt.minus(1, ChronoUnit.HALF_DAYS) + " " + dt.plus(100000, ChronoUnit.MICROS));
    System.out.println(dt.withDayOfMonth(1).withHour(0) + " " + dt.with(LocalTime.MIDNIGHT) + " " + dt.with(LocalDate.of(2000, 1, 1))
        + " " + dt.with(ChronoField.HOUR_OF_DAY, 5) + " " + dt.with(ChronoField.DAY_OF_MONTH, 2) + " " + dt.truncatedTo(ChronoUnit.HOURS)
        + " " + dt.truncatedTo(ChronoUnit.DAYS));
    LocalDateTime a = LocalDateTime.of(2020, 1, 1, 10, 0), b = LocalDateTime.of(2020, 3, 1, 9, 59, 59, 1);
    for (ChronoUnit u : new ChronoUnit[] {ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS, ChronoUnit.SECONDS,
        ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS, ChronoUnit.DAYS, ChronoUnit.WEEKS, ChronoUnit.MONTHS,
        ChronoUnit.YEARS})
      System.out.println("  " + u + " " + a.until(b, u) + " " + u.between(b, a) + " " + u.getDuration() + " "
          + u.isDateBased() + " " + u.isTimeBased() + " " + u.isDurationEstimated());
    System.out.println(Duration.between(a, b) + " " + Duration.between(b, a) + " " + a.toLocalDate() + " " + a.toLocalTime()
        + " " + a.getDayOfWeek() + " " + a.getDayOfYear() + " " + a.hashCode() + " " + b.hashCode());
    System.out.println(LocalDateTime.parse("2021-06-15T08:00") + " " + LocalDateTime.parse("2021-06-15T08:00:01.000100")
        + " " + LocalDateTime.ofEpochSecond(1700000000L, 5, ZoneOffset.UTC) + " " + LocalDateTime.ofEpochSecond(-1, 0, ZoneOffset.ofHours(2))
        + " " + a.toEpochSecond(ZoneOffset.UTC) + " " + a.toInstant(ZoneOffset.ofHours(-5)) + " " + a.atOffset(ZoneOffset.ofHoursMinutes(5, 30))
        + " " + LocalDateTime.of(LocalDate.of(2020, 2, 2), LocalTime.of(2, 2)) + " " + LocalDateTime.MIN + " " + LocalDateTime.MAX);
    System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.isEqual(a) + " " + Integer.signum(b.compareTo(a)));
    t("LocalTime.of(24,0)", () -> LocalTime.of(24, 0));
    t("LocalTime.of(1,60)", () -> LocalTime.of(1, 60));
    t("LocalTime.of(1,1,1,-1)", () -> LocalTime.of(1, 1, 1, -1));
    t("LocalTime plus days", () -> t0.plus(1, ChronoUnit.DAYS));
    t("LocalTime get year", () -> t0.get(ChronoField.YEAR));
    t("LocalTime get NanoOfDay", () -> t0.get(ChronoField.NANO_OF_DAY));
    t("truncate to days", () -> t0.truncatedTo(ChronoUnit.DAYS));
    t("truncate to weeks", () -> t0.truncatedTo(ChronoUnit.WEEKS));
    t("LDT of bad", () -> LocalDateTime.of(2020, 2, 30, 0, 0));
    t("LDT forever", () -> a.plus(1, ChronoUnit.FOREVER));
    t("LDT supported", () -> a.isSupported(ChronoField.INSTANT_SECONDS) + " " + a.isSupported(ChronoUnit.FOREVER) + " "
        + a.isSupported(ChronoField.OFFSET_SECONDS) + " " + a.isSupported(ChronoUnit.ERAS));
    t("LocalTime from date", () -> LocalTime.from(LocalDate.of(2020, 1, 1)));
    t("LocalDate from time", () -> LocalDate.from(LocalTime.NOON));
    t("LocalDateTime from date", () -> LocalDateTime.from(LocalDate.of(2020, 1, 1)));
    System.out.println(LocalDateTime.now().getYear() > 2020 && LocalTime.now() != null);
  }
}
