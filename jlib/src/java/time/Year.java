package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;

/** A year in the ISO calendar (written for jpor from the Java SE API docs; a TemporalAccessor here, not a Temporal). */
public final class Year implements TemporalAccessor, Comparable<Year>, java.io.Serializable {
  private static final long serialVersionUID = -23038383694477807L;

  public static final int MIN_VALUE = -999999999;
  public static final int MAX_VALUE = 999999999;

  private final int year;

  private Year(int year) {
    this.year = year;
  }

  public static Year now() {
    return of(LocalDate.now().getYear());
  }

  public static Year now(Clock clock) {
    return of(LocalDate.now(clock).getYear());
  }

  public static Year of(int isoYear) {
    ChronoField.YEAR.checkValidValue(isoYear);
    return new Year(isoYear);
  }

  public static Year from(TemporalAccessor temporal) {
    if (temporal instanceof Year) return (Year) temporal;
    try {
      return of(temporal.get(ChronoField.YEAR));
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain Year from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static Year parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ofPattern("u"));
  }

  public static Year parse(CharSequence text, DateTimeFormatter formatter) {
    return formatter.parse(text, new java.time.temporal.TemporalQuery<Year>() {
      public Year queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public static boolean isLeap(long year) {
    return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
  }

  public int getValue() {
    return year;
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField)
      return field == ChronoField.YEAR || field == ChronoField.YEAR_OF_ERA || field == ChronoField.ERA;
    return field != null && field.isSupportedBy(this);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.YEAR) return year;
    if (field == ChronoField.YEAR_OF_ERA) return year < 1 ? 1 - year : year;
    if (field == ChronoField.ERA) return year < 1 ? 0 : 1;
    if (field instanceof ChronoField) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    return field.getFrom(this);
  }

  public boolean isLeap() {
    return isLeap(year);
  }

  public boolean isValidMonthDay(MonthDay monthDay) {
    return monthDay != null && monthDay.isValidYear(year);
  }

  public int length() {
    return isLeap() ? 366 : 365;
  }

  public Year plusYears(long yearsToAdd) {
    return yearsToAdd == 0 ? this : of(ChronoField.YEAR.checkValidIntValue(year + yearsToAdd));
  }

  public Year minusYears(long yearsToSubtract) {
    return yearsToSubtract == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-yearsToSubtract);
  }

  public String format(DateTimeFormatter formatter) {
    return formatter.format(this);
  }

  public LocalDate atDay(int dayOfYear) {
    return LocalDate.ofYearDay(year, dayOfYear);
  }

  public YearMonth atMonth(Month month) {
    return YearMonth.of(year, month);
  }

  public YearMonth atMonth(int month) {
    return YearMonth.of(year, month);
  }

  public LocalDate atMonthDay(MonthDay monthDay) {
    return monthDay.atYear(year);
  }

  public int compareTo(Year other) {
    return year - other.year;
  }

  public boolean isAfter(Year other) {
    return year > other.year;
  }

  public boolean isBefore(Year other) {
    return year < other.year;
  }

  public boolean equals(Object obj) {
    return obj instanceof Year && ((Year) obj).year == year;
  }

  public int hashCode() {
    return year;
  }

  public String toString() {
    return Integer.toString(year);
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.YEAR_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
