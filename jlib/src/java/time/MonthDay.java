package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;

/** A month and day in the ISO calendar (written for jpor from the Java SE API docs; a TemporalAccessor here). */
public final class MonthDay implements TemporalAccessor, Comparable<MonthDay>, java.io.Serializable {
  private static final long serialVersionUID = -939150713474957432L;

  private final int month;
  private final int day;

  private MonthDay(int month, int day) {
    this.month = month;
    this.day = day;
  }

  public static MonthDay now() {
    LocalDate d = LocalDate.now();
    return of(d.getMonthValue(), d.getDayOfMonth());
  }

  public static MonthDay of(Month month, int dayOfMonth) {
    ChronoField.DAY_OF_MONTH.checkValidValue(dayOfMonth);
    if (dayOfMonth > month.maxLength())
      throw new DateTimeException("Illegal value for DayOfMonth field, value " + dayOfMonth + " is not valid for month "
          + month.name());
    return new MonthDay(month.getValue(), dayOfMonth);
  }

  public static MonthDay of(int month, int dayOfMonth) {
    return of(Month.of(month), dayOfMonth);
  }

  public static MonthDay from(TemporalAccessor temporal) {
    if (temporal instanceof MonthDay) return (MonthDay) temporal;
    try {
      return of(temporal.get(ChronoField.MONTH_OF_YEAR), temporal.get(ChronoField.DAY_OF_MONTH));
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain MonthDay from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static MonthDay parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ofPattern("--MM-dd"));
  }

  public static MonthDay parse(CharSequence text, DateTimeFormatter formatter) {
    return formatter.parse(text, new java.time.temporal.TemporalQuery<MonthDay>() {
      public MonthDay queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField) return field == ChronoField.MONTH_OF_YEAR || field == ChronoField.DAY_OF_MONTH;
    return field != null && field.isSupportedBy(this);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.MONTH_OF_YEAR) return month;
    if (field == ChronoField.DAY_OF_MONTH) return day;
    if (field instanceof ChronoField) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    return field.getFrom(this);
  }

  public int getMonthValue() {
    return month;
  }

  public Month getMonth() {
    return Month.of(month);
  }

  public int getDayOfMonth() {
    return day;
  }

  public boolean isValidYear(int year) {
    return !(day == 29 && month == 2 && !Year.isLeap(year));
  }

  public MonthDay withMonth(int month) {
    Month m = Month.of(month);
    return of(m, Math.min(day, m.maxLength()));
  }

  public MonthDay withDayOfMonth(int dayOfMonth) {
    return of(month, dayOfMonth);
  }

  public String format(DateTimeFormatter formatter) {
    return formatter.format(this);
  }

  public LocalDate atYear(int year) {
    return LocalDate.of(year, month, isValidYear(year) ? day : 28);
  }

  public int compareTo(MonthDay other) {
    int c = month - other.month;
    return c != 0 ? c : day - other.day;
  }

  public boolean isAfter(MonthDay other) {
    return compareTo(other) > 0;
  }

  public boolean isBefore(MonthDay other) {
    return compareTo(other) < 0;
  }

  public boolean equals(Object obj) {
    return obj instanceof MonthDay && ((MonthDay) obj).month == month && ((MonthDay) obj).day == day;
  }

  public int hashCode() {
    return (month << 6) + day;
  }

  public String toString() {
    return (month < 10 ? "--0" : "--") + month + (day < 10 ? "-0" : "-") + day;
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.MONTH_DAY_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
