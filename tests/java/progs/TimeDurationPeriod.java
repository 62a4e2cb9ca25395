// release: 17
import java.time.*;
import java.time.temporal.*;
import java.util.*;

public class TimeDurationPeriod {
  interface Action { Object run(); }

  static void t(String label, Action a) {
    try {
      System.out.println(label + " = " + a.run());
    } catch (RuntimeException e) {
      System.out.println(label + " threw " + e);
    }
  }

  public static void main(String[] args) {
    Duration[] ds = {Duration.ZERO, Duration.ofHours(1).plusMinutes(2).plusSeconds(3).plusMillis(500), Duration.ofMillis(-500),
        Duration.ofSeconds(-1, 1), Duration.ofSeconds(-61, -1), Duration.ofDays(2), Duration.ofMinutes(-90), Duration.ofNanos(1),
        Duration.ofNanos(-1), Duration.ofSeconds(3661, 120000000), Duration.ofSeconds(Long.MAX_VALUE, 999999999),
        Duration.ofSeconds(Long.MIN_VALUE), Duration.of(3, ChronoUnit.HALF_DAYS), Duration.of(1500, ChronoUnit.MICROS),
        Duration.ofSeconds(59, 999999999), Duration.ofSeconds(-59, -999999999)};
    for (Duration d : ds) {
      System.out.println(d + " s=" + d.getSeconds() + " n=" + d.getNano() + " neg=" + d.isNegative() + " zero=" + d.isZero()
          + " hash=" + d.hashCode() + " days=" + d.toDays() + " hours=" + d.toHours() + " min=" + d.toMinutes()
          + " parts=" + d.toDaysPart() + "/" + d.toHoursPart() + "/" + d.toMinutesPart() + "/" + d.toSecondsPart() + "/"
          + d.toMillisPart() + "/" + d.toNanosPart());
      t("  millis", () -> d.toMillis());
      t("  nanos", () -> d.toNanos());
      t("  negated", () -> d.negated());
      t("  abs", () -> d.abs());
      t("  parse(toString)", () -> Duration.parse(d.toString()).equals(d));
    }
    Duration x = Duration.ofMinutes(100);
    System.out.println(x.multipliedBy(3) + " " + x.dividedBy(7) + " " + x.dividedBy(Duration.ofMinutes(7)) + " " + x.plusDays(1)
        + " " + x.minusHours(3) + " " + x.minus(Duration.ofSeconds(1, 5)) + " " + x.plus(90, ChronoUnit.SECONDS)
        + " " + x.withSeconds(5) + " " + x.withNanos(7) + " " + x.truncatedTo(ChronoUnit.HOURS) + " " + x.getUnits()
        + " " + x.get(ChronoUnit.SECONDS) + " " + Integer.signum(x.compareTo(Duration.ofHours(2))));
    for (String s : new String[] {"PT20.345S", "PT15M", "PT10H", "P2D", "P2DT3H4M", "PT-6H3M", "-PT6H3M", "-PT-6H+3M", "pt1h",
        "PT0.5S", "PT-0.5S", "P-1DT1H", "PT1,5S", "PT", "P", "PT1.S", "P1H", "PT1D", "1H", "PT1.1234567891S", "", "PT1S2M"})
      t("Duration.parse(" + s + ")", () -> Duration.parse(s));
    Period[] ps = {Period.ZERO, Period.of(1, 2, 3), Period.ofYears(-2), Period.ofMonths(14), Period.ofWeeks(3), Period.ofDays(-10),
        Period.of(0, -13, 45), Period.parse("P1Y2M3W4D"), Period.parse("-P1Y2M"), Period.parse("P-1Y+2M")};
    for (Period p : ps)
      System.out.println(p + " y=" + p.getYears() + " m=" + p.getMonths() + " d=" + p.getDays() + " total=" + p.toTotalMonths()
          + " norm=" + p.normalized() + " neg=" + p.isNegative() + " x3=" + p.multipliedBy(3) + " -=" + p.negated()
          + " hash=" + p.hashCode() + " units=" + p.getUnits() + " days=" + p.get(ChronoUnit.DAYS));
    Period p = Period.of(1, 6, 10);
    System.out.println(p.plusDays(5) + " " + p.minusMonths(7) + " " + p.plus(Period.ofWeeks(1)) + " " + p.minus(Period.of(1, 1, 1))
        + " " + p.withYears(0) + " " + p.equals(Period.of(1, 6, 10)) + " " + LocalDate.of(2020, 8, 31).plus(p)
        + " " + LocalDate.of(2020, 8, 31).minus(p) + " " + p.addTo(LocalDate.of(2019, 12, 31)) + " " + Period.from(Period.ofDays(3)));
    for (String s : new String[] {"P1Y", "P2M", "P3W", "P4D", "p1y2m", "P", "P1", "P1D2Y", "PT1H", "P1.5Y", "P2147483648D", "+P1D"})
      t("Period.parse(" + s + ")", () -> Period.parse(s));
    t("Period.from(Duration)", () -> Period.from(Duration.ofHours(1)));
    t("Duration.from(Period)", () -> Duration.from(Period.ofDays(1)));
    t("Duration.of months", () -> Duration.of(1, ChronoUnit.MONTHS));
    t("Duration overflow", () -> Duration.ofSeconds(Long.MAX_VALUE).plusSeconds(1));
    t("Duration div zero", () -> Duration.ofSeconds(1).dividedBy(0));
    t("Duration toNanos overflow", () -> Duration.ofDays(365 * 300).toNanos());
    t("Duration get MINUTES", () -> Duration.ofSeconds(1).get(ChronoUnit.MINUTES));
    t("Period get HOURS", () -> Period.ofDays(1).get(ChronoUnit.HOURS));
    t("Period.ofWeeks overflow", () -> Period.ofWeeks(Integer.MAX_VALUE));
    t("LocalTime+Period", () -> LocalTime.NOON.plus(Period.ofDays(1)));
    t("LocalTime+Period0", () -> LocalTime.NOON.plus(Period.ZERO));
    List<Duration> list = new ArrayList<>(Arrays.asList(Duration.ofMinutes(3), Duration.ofSeconds(-5), Duration.ZERO, Duration.ofMillis(2500)));
    Collections.sort(list);
    System.out.println(list + " " + Collections.max(list));
    Set<Duration> set = new HashSet<>();
    for (int i = 0; i < 12; i++) set.add(Duration.ofMillis(i * 750L));
    System.out.println(set);
    Map<Period, Integer> pm = new HashMap<>();
    for (int i = 0; i < 12; i++) pm.put(Period.of(i % 3, i % 5, i), i);
    System.out.println(pm);
  }
}
