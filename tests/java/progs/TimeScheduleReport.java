import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.*;

/** A small invoicing / task schedule: due dates, business days, late fees and a monthly calendar. */
public class TimeScheduleReport {
  static final Set<LocalDate> HOLIDAYS = new TreeSet<>(Arrays.asList(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 5, 27),
      LocalDate.of(2024, 7, 4), LocalDate.of(2024, 9, 2), LocalDate.of(2024, 11, 28), LocalDate.of(2024, 12, 25)));

  static boolean businessDay(LocalDate d) {
    DayOfWeek w = d.getDayOfWeek();
    return w != DayOfWeek.SATURDAY && w != DayOfWeek.SUNDAY && !HOLIDAYS.contains(d);
  }

  static LocalDate addBusinessDays(LocalDate d, int n) {
    while (n > 0) {
      d = d.plusDays(1);
      if (businessDay(d)) n--;
    }
    return d;
  }

  static long businessDaysBetween(LocalDate a, LocalDate b) {
    long n = 0;
    for (LocalDate d = a; d.isBefore(b); d = d.plusDays(1))
      if (businessDay(d)) n++;
    return n;
  }

  static final class Invoice {
    final String id;
    final LocalDate issued;
    final int termDays;
    final LocalDate paid;
    final long cents;

    Invoice(String id, LocalDate issued, int termDays, LocalDate paid, long cents) {
      this.id = id;
      this.issued = issued;
      this.termDays = termDays;
      this.paid = paid;
      this.cents = cents;
    }

    LocalDate due() {
      LocalDate d = issued.plusDays(termDays);
      while (!businessDay(d)) d = d.plusDays(1);
      return d;
    }
  }

  public static void main(String[] args) {
    DateTimeFormatter day = DateTimeFormatter.ofPattern("EEE dd MMM yyyy");
    LocalDate asOf = LocalDate.of(2024, 12, 31);
    List<Invoice> invoices = Arrays.asList(new Invoice("INV-001", LocalDate.of(2024, 1, 15), 30, LocalDate.of(2024, 2, 10), 125000),
        new Invoice("INV-002", LocalDate.of(2024, 2, 28), 30, LocalDate.of(2024, 4, 15), 98050),
        new Invoice("INV-003", LocalDate.of(2024, 6, 4), 30, null, 4999),
        new Invoice("INV-004", LocalDate.of(2024, 10, 29), 30, LocalDate.of(2024, 11, 29), 777700),
        new Invoice("INV-005", LocalDate.of(2024, 12, 2), 14, null, 31415),
        new Invoice("INV-006", LocalDate.of(2024, 6, 20), 14, LocalDate.of(2024, 7, 5), 20000));
    System.out.printf("%-8s %-16s %-16s %-16s %5s %10s %10s%n", "id", "issued", "due", "paid", "late", "amount", "fee");
    long totalFees = 0;
    for (Invoice inv : invoices) {
      LocalDate due = inv.due();
      LocalDate end = inv.paid != null ? inv.paid : asOf;
      long late = Math.max(0, ChronoUnit.DAYS.between(due, end));
      long months = late == 0 ? 0 : ChronoUnit.MONTHS.between(due, end) + 1;
      long fee = inv.cents * months * 15 / 1000;
      totalFees += fee;
      System.out.printf("%-8s %-16s %-16s %-16s %5d %10.2f %10.2f%n", inv.id, inv.issued.format(day), due.format(day),
          inv.paid == null ? "(open)" : inv.paid.format(day), late, inv.cents / 100.0, fee / 100.0);
    }
    System.out.printf("total late fees: %.2f%n", totalFees / 100.0);

    System.out.println("business days in 2024: " + businessDaysBetween(LocalDate.of(2024, 1, 1), LocalDate.of(2025, 1, 1)));
    LocalDate start = LocalDate.of(2024, 11, 25);
    for (int n : new int[] {1, 3, 5, 10, 20})
      System.out.println("  " + start + " + " + n + " business days = " + addBusinessDays(start, n).format(day));

    // sprint plan: two-week sprints starting on the first Monday of the quarter
    LocalDate sprint = LocalDate.of(2024, 10, 1).with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY));
    for (int i = 1; sprint.getYear() == 2024; i++, sprint = sprint.plusWeeks(2)) {
      LocalDate last = sprint.plusDays(11);
      System.out.println("sprint " + i + ": " + sprint + " .. " + last + " (" + businessDaysBetween(sprint, last.plusDays(1))
          + " working days, ends " + last.getDayOfWeek() + ")");
    }

    // meeting slots in a fixed time zone, printed in two zones
    ZoneId office = ZoneId.of("UTC+01:00"), remote = ZoneId.of("UTC-05:00");
    DateTimeFormatter slot = DateTimeFormatter.ofPattern("MM/dd HH:mm xxx");
    ZonedDateTime meet = ZonedDateTime.of(LocalDate.of(2024, 12, 2).atTime(9, 30), office);
    for (int i = 0; i < 4; i++) {
      ZonedDateTime m = meet.plusDays(i * 2L).plusMinutes(i * 45L);
      System.out.println("meeting " + (i + 1) + ": " + m.format(slot) + " = " + m.withZoneSameInstant(remote).format(slot)
          + " (" + Duration.between(meet, m) + " after the first)");
    }

    // a month calendar
    YearMonth ym = YearMonth.of(2024, 2);
    System.out.println("      " + ym.format(DateTimeFormatter.ofPattern("MMMM yyyy")));
    System.out.println(" Mo Tu We Th Fr Sa Su");
    StringBuilder row = new StringBuilder();
    LocalDate first = ym.atDay(1);
    for (int i = 1; i < first.getDayOfWeek().getValue(); i++) row.append("   ");
    for (LocalDate d = first; !d.isAfter(ym.atEndOfMonth()); d = d.plusDays(1)) {
      row.append(String.format("%3d", d.getDayOfMonth()));
      if (d.getDayOfWeek() == DayOfWeek.SUNDAY) {
        System.out.println(row);
        row.setLength(0);
      }
    }
    if (row.length() > 0) System.out.println(row);

    // ages and anniversaries
    LocalDate[] births = {LocalDate.of(1990, 2, 28), LocalDate.of(2000, 2, 29), LocalDate.of(1985, 12, 31), LocalDate.of(2024, 1, 1)};
    for (LocalDate b : births) {
      Period age = Period.between(b, asOf);
      LocalDate next = b.withYear(asOf.getYear());
      if (!next.isAfter(asOf)) next = b.withYear(asOf.getYear() + 1);
      System.out.println(b + ": age " + age.getYears() + "y " + age.getMonths() + "m " + age.getDays() + "d, next birthday "
          + next + " in " + ChronoUnit.DAYS.between(asOf, next) + " days (" + next.getDayOfWeek() + ")");
    }
    // time sheet
    String[][] sheet = {{"08:55", "12:10"}, {"13:00", "17:42"}, {"22:30", "01:15"}};
    Duration total = Duration.ZERO;
    for (String[] s : sheet) {
      LocalTime in = LocalTime.parse(s[0]), out = LocalTime.parse(s[1]);
      Duration d = Duration.between(in, out);
      if (d.isNegative()) d = d.plusDays(1);
      total = total.plus(d);
      System.out.println(in + "-" + out + " " + d + " = " + d.toHours() + "h" + String.format("%02d", d.toMinutes() % 60));
    }
    System.out.println("total " + total + " (" + total.toMinutes() + " minutes)");
  }
}
