import java.time.*;
import java.time.temporal.*;
import java.util.*;

public class TimeLocalDate {
  interface Action { Object run(); }

  static void t(String label, Action a) {
    try {
      System.out.println(label + " = " + a.run());
    } catch (RuntimeException e) {
      System.out.println(label + " threw " + e);
    }
  }

  public static void main(String[] args) {
    LocalDate d = LocalDate.of(2024, 2, 29);
    System.out.println(d + " " + d.getDayOfWeek() + " doy=" + d.getDayOfYear() + " leap=" + d.isLeapYear()
        + " len=" + d.lengthOfMonth() + "/" + d.lengthOfYear());
    System.out.println(d.plusYears(1) + " " + d.minusYears(4) + " " + d.plusMonths(1) + " " + d.plusMonths(-1)
        + " " + d.plusWeeks(2) + " " + d.plusDays(366) + " " + d.minusDays(60));
    System.out.println(d.withDayOfMonth(1) + " " + d.withMonth(4) + " " + d.withYear(2023) + " " + d.withDayOfYear(100));
    System.out.println(d.plus(3, ChronoUnit.DECADES) + " " + d.plus(1, ChronoUnit.CENTURIES) + " "
        + d.minus(Period.of(1, 2, 3)) + " " + d.plus(Period.ofWeeks(3)));
    System.out.println(d.with(ChronoField.DAY_OF_WEEK, 1) + " " + d.with(ChronoField.MONTH_OF_YEAR, 12) + " "
        + d.with(ChronoField.YEAR, 1999) + " " + d.with(ChronoField.EPOCH_DAY, 0) + " " + d.with(ChronoField.DAY_OF_YEAR, 1));
    for (ChronoField f : ChronoField.values()) {
      if (d.isSupported(f)) System.out.println("  " + f + " " + d.getLong(f) + " range " + d.range(f));
    }
    System.out.println(LocalDate.ofEpochDay(0) + " " + LocalDate.ofEpochDay(-1) + " " + LocalDate.ofEpochDay(19000) + " "
        + LocalDate.ofEpochDay(-719528) + " " + LocalDate.ofEpochDay(2932896));
    System.out.println(LocalDate.of(2000, 1, 1).toEpochDay() + " " + LocalDate.of(1600, 3, 1).toEpochDay() + " "
        + LocalDate.of(-1, 12, 31).toEpochDay());
    long check = 0;
    for (long e = -800000; e <= 800000; e += 997) {
      LocalDate x = LocalDate.ofEpochDay(e);
      if (x.toEpochDay() != e) System.out.println("mismatch " + e);
      check = check * 31 + x.getYear() * 400 + x.getMonthValue() * 32 + x.getDayOfMonth() + x.getDayOfWeek().getValue();
    }
    System.out.println("check " + check);
    System.out.println(LocalDate.of(-5, 1, 1) + " " + LocalDate.of(12345, 6, 7) + " " + LocalDate.of(999, 12, 31) + " "
        + LocalDate.of(0, 1, 1) + " " + LocalDate.MIN + " " + LocalDate.MAX + " " + LocalDate.of(2021, Month.MARCH, 5));
    LocalDate a = LocalDate.of(2020, 1, 31), b = LocalDate.of(2021, 3, 1);
    System.out.println(a.until(b) + " " + b.until(a) + " " + ChronoUnit.DAYS.between(a, b) + " " + ChronoUnit.MONTHS.between(a, b)
        + " " + ChronoUnit.WEEKS.between(a, b) + " " + ChronoUnit.YEARS.between(b, a) + " " + a.until(b, ChronoUnit.DAYS)
        + " " + Period.between(a, b) + " " + Period.between(LocalDate.of(2020, 5, 20), LocalDate.of(2020, 3, 25)));
    System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.isEqual(a) + " " + a.equals(LocalDate.of(2020, 1, 31))
        + " " + Integer.signum(a.compareTo(b)) + " " + a.hashCode() + " " + b.hashCode() + " " + LocalDate.of(-3, 4, 5).hashCode());
    List<LocalDate> list = new ArrayList<>(Arrays.asList(b, a, d, LocalDate.of(1999, 12, 31)));
    Collections.sort(list);
    System.out.println(list);
    Map<LocalDate, String> map = new HashMap<>();
    for (int i = 0; i < 20; i++) map.put(LocalDate.of(2020, 1 + i % 12, 1 + i), "v" + i);
    System.out.println(map);
    System.out.println(a.atStartOfDay() + " " + a.atTime(10, 30) + " " + a.atTime(LocalTime.NOON) + " " + a.atTime(1, 2, 3, 4));
    System.out.println(LocalDate.ofYearDay(2024, 60) + " " + LocalDate.ofYearDay(2023, 365) + " " + LocalDate.parse("2023-07-04")
        + " " + LocalDate.parse("+12345-01-02"));
    System.out.println(d.getMonth() + " " + d.getMonth().plus(11) + " " + Month.of(3).minus(5) + " " + Month.FEBRUARY.length(false)
        + " " + Month.AUGUST.firstDayOfYear(true) + " " + Month.NOVEMBER.firstMonthOfQuarter() + " " + DayOfWeek.SUNDAY.plus(8)
        + " " + DayOfWeek.MONDAY.minus(1) + " " + DayOfWeek.from(d) + " " + Month.from(d));
    System.out.println(YearMonth.of(2024, 2) + " " + YearMonth.of(2024, 2).lengthOfMonth() + " " + YearMonth.of(2023, 12).plusMonths(3)
        + " " + YearMonth.of(2024, 2).atEndOfMonth() + " " + YearMonth.parse("2020-11") + " " + YearMonth.from(d)
        + " " + Year.of(2100).isLeap() + " " + Year.isLeap(2000) + " " + Year.of(2024).atDay(256) + " " + Year.of(1900).length()
        + " " + MonthDay.of(12, 25) + " " + MonthDay.of(2, 29).isValidYear(2023) + " " + MonthDay.of(2, 29).atYear(2023)
        + " " + MonthDay.parse("--07-04") + " " + MonthDay.from(d));
    t("of(2023,2,29)", () -> LocalDate.of(2023, 2, 29));
    t("of(2023,4,31)", () -> LocalDate.of(2023, 4, 31));
    t("of(2023,13,1)", () -> LocalDate.of(2023, 13, 1));
    t("of(2023,1,0)", () -> LocalDate.of(2023, 1, 0));
    t("ofYearDay(2023,366)", () -> LocalDate.ofYearDay(2023, 366));
    t("withDayOfMonth(31)", () -> LocalDate.of(2023, 6, 1).withDayOfMonth(31));
    t("plus hours", () -> d.plus(1, ChronoUnit.HOURS));
    t("plus duration", () -> d.plus(Duration.ofHours(5)));
    t("get HourOfDay", () -> d.get(ChronoField.HOUR_OF_DAY));
    t("get EpochDay", () -> d.get(ChronoField.EPOCH_DAY));
    t("getLong EpochDay", () -> d.getLong(ChronoField.EPOCH_DAY));
    t("with MonthOfYear 13", () -> d.with(ChronoField.MONTH_OF_YEAR, 13));
    t("until seconds", () -> a.until(b, ChronoUnit.SECONDS));
    t("Month.of(0)", () -> Month.of(0));
    t("DayOfWeek.of(8)", () -> DayOfWeek.of(8));
    t("MonthDay.of(2,30)", () -> MonthDay.of(2, 30));
    t("ofEpochDay huge", () -> LocalDate.ofEpochDay(Long.MAX_VALUE));
    t("plusYears overflow", () -> LocalDate.MAX.plusYears(1));
    t("isSupported units", () -> d.isSupported(ChronoUnit.DAYS) + " " + d.isSupported(ChronoUnit.HOURS) + " "
        + d.isSupported(ChronoUnit.FOREVER) + " " + d.isSupported(ChronoField.NANO_OF_DAY));
    System.out.println(LocalDate.now().getYear() >= 2020);
  }
}
