import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.temporal.*;
import java.util.*;

public class TimeInstantEpoch {
  interface Action { Object run(); }

  static void t(String label, Action a) {
    try {
      System.out.println(label + " = " + a.run());
    } catch (RuntimeException e) {
      System.out.println(label + " threw " + e);
    }
  }

  public static void main(String[] args) {
    long[] millis = {0, 1, -1, 999, 1000, 1700000000123L, -86400000L * 365, 253402300799999L, 253402300800000L, -62135596800000L,
        951782400000L, 4102444800000L};
    for (long m : millis) {
      Instant i = Instant.ofEpochMilli(m);
      System.out.println(m + " -> " + i + " s=" + i.getEpochSecond() + " n=" + i.getNano() + " back=" + i.toEpochMilli()
          + " hash=" + i.hashCode() + " utc=" + LocalDateTime.ofInstant(i, ZoneOffset.UTC) + " +0530=" + i.atOffset(ZoneOffset.ofHoursMinutes(5, 30)));
    }
    Instant a = Instant.parse("2024-03-10T12:34:56.789Z"), b = Instant.ofEpochSecond(1710000000L, 5);
    System.out.println(a + " " + b + " " + a.plusSeconds(3600) + " " + a.plusMillis(-789) + " " + a.plusNanos(211000000) + " "
        + a.minus(Duration.ofDays(400)) + " " + a.plus(2, ChronoUnit.HALF_DAYS) + " " + a.truncatedTo(ChronoUnit.HOURS) + " "
        + a.truncatedTo(ChronoUnit.SECONDS) + " " + a.with(ChronoField.MILLI_OF_SECOND, 1) + " " + a.with(ChronoField.INSTANT_SECONDS, 5));
    System.out.println(a.until(b, ChronoUnit.SECONDS) + " " + a.until(b, ChronoUnit.MILLIS) + " " + ChronoUnit.DAYS.between(b, a) + " "
        + Duration.between(a, b) + " " + a.isBefore(b) + " " + a.isAfter(b) + " " + Integer.signum(a.compareTo(b)) + " "
        + a.get(ChronoField.MILLI_OF_SECOND) + " " + a.getLong(ChronoField.INSTANT_SECONDS) + " " + Instant.EPOCH + " " + Instant.MIN + " " + Instant.MAX);
    System.out.println(Instant.ofEpochSecond(-1, 1) + " " + Instant.ofEpochSecond(0, -1) + " " + Instant.ofEpochSecond(0, 1000)
        + " " + Instant.ofEpochSecond(0, 1000000) + " " + Instant.ofEpochSecond(0, 100000000) + " " + Instant.ofEpochSecond(1, 123456789)
        + " " + Instant.ofEpochSecond(-1, 999000000).toEpochMilli());
    ZoneId[] zones = {ZoneId.of("UTC"), ZoneId.of("Z"), ZoneId.of("+02:00"), ZoneId.of("-0330"), ZoneId.of("GMT"), ZoneId.of("UTC+2"),
        ZoneId.of("GMT-05:30"), ZoneId.of("UT+01"), ZoneId.of("Etc/UTC"), ZoneId.of("Etc/GMT+5"), ZoneId.of("+5"), ZoneId.of("UTC+00:00"),
        ZoneOffset.ofHoursMinutesSeconds(-1, -2, -3), ZoneOffset.ofTotalSeconds(3600)};
    for (ZoneId z : zones) {
      ZonedDateTime zdt = a.atZone(z);
      System.out.println(z + " " + z.getClass().getSimpleName().equals("ZoneOffset") + " norm=" + z.normalized() + " -> " + zdt
          + " local=" + zdt.toLocalDateTime() + " off=" + zdt.getOffset() + " back=" + zdt.toInstant() + " es=" + zdt.toEpochSecond()
          + " odt=" + zdt.toOffsetDateTime() + " hash=" + zdt.hashCode() + " eq=" + z.equals(ZoneId.of(z.getId())));
    }
    for (ZoneId z : zones)
      System.out.print(z.getRules() + " " + z.getRules().isFixedOffset() + " " + z.getRules().getOffset(a) + " "
          + z.getRules().getValidOffsets(LocalDateTime.of(2020, 1, 1, 0, 0)) + " " + z.getRules().isDaylightSavings(a) + " "
          + z.getRules().hashCode() + "; ");
    System.out.println();
    t("ZoneId.of(Europe/Nowhere)", () -> ZoneId.of("Europe/Nowhere"));
    t("ZoneId.of(bad id)", () -> ZoneId.of("bad id"));
    t("ZoneId.of(UTC+25)", () -> ZoneId.of("UTC+25"));
    t("ZoneId.of(+19)", () -> ZoneId.of("+19"));
    t("ZoneOffset.of(+05:3)", () -> ZoneOffset.of("+05:3"));
    t("ZoneOffset.of(05:00)", () -> ZoneOffset.of("05:00"));
    t("ZoneOffset.of(+0530)", () -> ZoneOffset.of("+0530"));
    t("ZoneOffset.of(+05:30:15)", () -> ZoneOffset.of("+05:30:15"));
    t("ZoneOffset.ofHours(19)", () -> ZoneOffset.ofHours(19));
    t("ZoneOffset.ofHoursMinutes(1,-1)", () -> ZoneOffset.ofHoursMinutes(1, -1));
    t("ZoneOffset.ofTotalSeconds", () -> ZoneOffset.ofTotalSeconds(-64800) + " " + ZoneOffset.MAX + " " + ZoneOffset.MIN + " " + ZoneOffset.UTC);
    List<ZoneOffset> offs = new ArrayList<>(Arrays.asList(ZoneOffset.ofHours(3), ZoneOffset.UTC, ZoneOffset.ofHours(-7)));
    Collections.sort(offs);
    System.out.println(offs);
    ZonedDateTime z1 = ZonedDateTime.of(2024, 1, 31, 22, 0, 0, 0, ZoneId.of("UTC+01:00"));
    System.out.println(z1 + " " + z1.plusMonths(1) + " " + z1.plusHours(3) + " " + z1.withZoneSameInstant(ZoneOffset.UTC) + " "
        + z1.withZoneSameLocal(ZoneId.of("UTC")) + " " + z1.getDayOfWeek() + " " + z1.getZone() + " " + z1.withFixedOffsetZone()
        + " " + z1.truncatedTo(ChronoUnit.DAYS) + " " + z1.with(ChronoField.OFFSET_SECONDS, 0) + " " + z1.get(ChronoField.OFFSET_SECONDS));
    ZonedDateTime z2 = z1.withZoneSameInstant(ZoneId.of("UTC"));
    System.out.println(z1.equals(z2) + " " + z1.isEqual(z2) + " " + z1.isBefore(z2) + " " + Integer.signum(z1.compareTo(z2)) + " "
        + z1.until(z2.plusDays(1), ChronoUnit.HOURS) + " " + ChronoUnit.DAYS.between(z1, z2.plusDays(3)) + " " + Duration.between(z1, z2));
    OffsetDateTime o1 = OffsetDateTime.of(2024, 6, 1, 12, 0, 0, 0, ZoneOffset.ofHours(2));
    OffsetDateTime o2 = OffsetDateTime.of(2024, 6, 1, 10, 0, 0, 0, ZoneOffset.UTC);
    System.out.println(o1 + " " + o2 + " " + o1.isEqual(o2) + " " + o1.equals(o2) + " " + Integer.signum(o1.compareTo(o2)) + " "
        + o1.withOffsetSameInstant(ZoneOffset.ofHours(-4)) + " " + o1.withOffsetSameLocal(ZoneOffset.UTC) + " " + o1.toInstant()
        + " " + o1.atZoneSameInstant(ZoneId.of("UTC")) + " " + o1.toZonedDateTime() + " " + o1.toEpochSecond() + " " + o1.hashCode()
        + " " + o1.plusDays(40).minusMinutes(5) + " " + o1.getOffset() + " " + OffsetDateTime.timeLineOrder().compare(o1, o2));
    Clock fixed = Clock.fixed(Instant.parse("2024-02-29T23:30:00Z"), ZoneId.of("UTC+01:00"));
    System.out.println(fixed + " " + fixed.instant() + " " + fixed.millis() + " " + fixed.getZone() + " " + LocalDate.now(fixed) + " "
        + LocalTime.now(fixed) + " " + LocalDateTime.now(fixed) + " " + ZonedDateTime.now(fixed) + " " + OffsetDateTime.now(fixed) + " "
        + Instant.now(fixed) + " " + Year.now(fixed) + " " + YearMonth.now(fixed));
    Clock later = Clock.offset(fixed, Duration.ofHours(5));
    System.out.println(later + " " + later.instant() + " " + LocalDateTime.now(later) + " " + later.withZone(ZoneOffset.UTC).instant()
        + " " + fixed.withZone(ZoneId.of("Z")) + " " + Clock.offset(fixed, Duration.ZERO).equals(fixed) + " " + fixed.equals(Clock.fixed(fixed.instant(), fixed.getZone())));
    System.out.println(Clock.systemUTC() + " " + Clock.systemUTC().getZone() + " " + (Clock.systemUTC().millis() > 1600000000000L)
        + " " + Instant.now().isAfter(Instant.parse("2020-01-01T00:00:00Z")) + " " + (ZonedDateTime.now(ZoneOffset.UTC).getYear() >= 2020)
        + " " + ZoneId.systemDefault() + " " + Clock.systemDefaultZone() + " " + (LocalDate.now(ZoneId.of("UTC")).getYear() > 2000));
    t("Instant too big", () -> Instant.ofEpochSecond(Long.MAX_VALUE));
    t("Instant plus months", () -> Instant.EPOCH.plus(1, ChronoUnit.MONTHS));
    t("Instant get year", () -> Instant.EPOCH.get(ChronoField.YEAR));
    t("Instant get instant seconds", () -> Instant.EPOCH.get(ChronoField.INSTANT_SECONDS));
    t("ZDT get instant seconds", () -> z1.get(ChronoField.INSTANT_SECONDS));
    t("Instant.from(LocalDateTime)", () -> Instant.from(LocalDateTime.of(2020, 1, 1, 0, 0)));
    t("Instant.from(ZonedDateTime)", () -> Instant.from(z1));
    t("ZonedDateTime.ofStrict bad", () -> ZonedDateTime.ofStrict(LocalDateTime.of(2020, 1, 1, 0, 0), ZoneOffset.ofHours(1), ZoneId.of("UTC")));
    t("format zdt", () -> z1.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm xxx '['VV']'")));
  }
}
