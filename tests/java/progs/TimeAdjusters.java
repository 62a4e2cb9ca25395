import java.time.*;
import java.time.temporal.*;
import static java.time.temporal.TemporalAdjusters.*;

public class TimeAdjusters {
  public static void main(String[] args) {
    LocalDate[] dates = {LocalDate.of(2024, 2, 14), LocalDate.of(2023, 12, 31), LocalDate.of(2021, 3, 1), LocalDate.of(2020, 2, 29),
        LocalDate.of(2025, 6, 15)};
    for (LocalDate d : dates) {
      System.out.println(d + " " + d.getDayOfWeek() + ": first=" + d.with(firstDayOfMonth()) + " last=" + d.with(lastDayOfMonth())
          + " nextMonth=" + d.with(firstDayOfNextMonth()) + " firstYear=" + d.with(firstDayOfYear()) + " lastYear="
          + d.with(lastDayOfYear()) + " nextYear=" + d.with(firstDayOfNextYear()));
      for (DayOfWeek w : DayOfWeek.values())
        System.out.println("  " + w + " next=" + d.with(next(w)) + " nextOrSame=" + d.with(nextOrSame(w)) + " prev="
            + d.with(previous(w)) + " prevOrSame=" + d.with(previousOrSame(w)) + " first=" + d.with(firstInMonth(w))
            + " last=" + d.with(lastInMonth(w)) + " 2nd=" + d.with(dayOfWeekInMonth(2, w)) + " -2nd="
            + d.with(dayOfWeekInMonth(-2, w)) + " 5th=" + d.with(dayOfWeekInMonth(5, w)) + " 0th=" + d.with(dayOfWeekInMonth(0, w)));
    }
    LocalDateTime dt = LocalDateTime.of(2024, 5, 17, 14, 45);
    System.out.println(dt.with(lastDayOfMonth()) + " " + dt.with(next(DayOfWeek.MONDAY)) + " " + dt.with(DayOfWeek.SUNDAY)
        + " " + dt.with(Month.FEBRUARY) + " " + LocalDate.of(2024, 3, 31).with(Month.FEBRUARY) + " " + dt.with(LocalTime.of(9, 0)));
    ZonedDateTime z = dt.atZone(ZoneId.of("UTC"));
    System.out.println(z.with(firstDayOfNextMonth()) + " " + z.with(previousOrSame(DayOfWeek.FRIDAY)));
    TemporalAdjuster nextWorkingDay = ofDateAdjuster(d -> {
      DayOfWeek w = d.getDayOfWeek();
      int add = w == DayOfWeek.FRIDAY ? 3 : w == DayOfWeek.SATURDAY ? 2 : 1;
      return d.plusDays(add);
    });
    LocalDate d = LocalDate.of(2024, 5, 16);
    for (int i = 0; i < 6; i++) {
      d = d.with(nextWorkingDay);
      System.out.print(d + " " + d.getDayOfWeek() + "; ");
    }
    System.out.println();
    TemporalAdjuster payday = t -> {
      LocalDate last = LocalDate.from(t).with(lastDayOfMonth());
      while (last.getDayOfWeek() == DayOfWeek.SATURDAY || last.getDayOfWeek() == DayOfWeek.SUNDAY) last = last.minusDays(1);
      return t.with(last);
    };
    for (int m = 1; m <= 12; m++) System.out.print(LocalDate.of(2024, m, 1).with(payday) + " ");
    System.out.println();
    int fridays13 = 0;
    for (LocalDate x = LocalDate.of(2000, 1, 13); x.getYear() < 2030; x = x.plusMonths(1))
      if (x.getDayOfWeek() == DayOfWeek.FRIDAY) fridays13++;
    System.out.println("Friday 13ths 2000-2029: " + fridays13);
    LocalTime t = LocalTime.of(10, 20);
    System.out.println(t.with(ChronoField.HOUR_OF_DAY, 23) + " " + LocalDate.of(2024, 1, 1).with(ChronoField.ALIGNED_WEEK_OF_YEAR, 10)
        + " " + LocalDate.of(2024, 1, 15).with(ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH, 1) + " "
        + LocalDate.of(2024, 1, 15).get(ChronoField.ALIGNED_WEEK_OF_MONTH) + " " + LocalDate.of(2023, 2, 15).range(ChronoField.ALIGNED_WEEK_OF_MONTH));
    try {
      LocalTime.NOON.with(lastDayOfMonth());
    } catch (DateTimeException e) {
      System.out.println(e);
    }
    try {
      LocalTime.NOON.with(next(DayOfWeek.MONDAY));
    } catch (DateTimeException e) {
      System.out.println(e);
    }
  }
}
