package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;

/** A year in the ISO calendar (written for jpor from the Java SE API docs). */
public final class Year implements java.time.temporal.Temporal, java.time.temporal.TemporalAdjuster, Comparable<Year>,
    java.io.Serializable {
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

  public static Year now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public boolean isSupported(java.time.temporal.TemporalUnit unit) {
    if (unit instanceof java.time.temporal.ChronoUnit)
      return unit == java.time.temporal.ChronoUnit.YEARS || unit == java.time.temporal.ChronoUnit.DECADES
          || unit == java.time.temporal.ChronoUnit.CENTURIES || unit == java.time.temporal.ChronoUnit.MILLENNIA
          || unit == java.time.temporal.ChronoUnit.ERAS;
    return unit != null && unit.isSupportedBy(this);
  }

  public Year with(java.time.temporal.TemporalAdjuster adjuster) {
    return (Year) adjuster.adjustInto(this);
  }

  public Year with(TemporalField field, long newValue) {
    if (field instanceof ChronoField) {
      ChronoField f = (ChronoField) field;
      f.checkValidValue(newValue);
      switch (f) {
        case YEAR_OF_ERA:
          return Year.of((int) (year < 1 ? 1 - newValue : newValue));
        case YEAR:
          return Year.of((int) newValue);
        case ERA:
          return getLong(ChronoField.ERA) == newValue ? this : Year.of(1 - year);
        default:
          throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
      }
    }
    return field.adjustInto(this, newValue);
  }

  public Year plus(java.time.temporal.TemporalAmount amountToAdd) {
    return (Year) amountToAdd.addTo(this);
  }

  public Year plus(long amountToAdd, java.time.temporal.TemporalUnit unit) {
    if (unit instanceof java.time.temporal.ChronoUnit) {
      switch ((java.time.temporal.ChronoUnit) unit) {
        case YEARS:
          return plusYears(amountToAdd);
        case DECADES:
          return plusYears(Math.multiplyExact(amountToAdd, 10));
        case CENTURIES:
          return plusYears(Math.multiplyExact(amountToAdd, 100));
        case MILLENNIA:
          return plusYears(Math.multiplyExact(amountToAdd, 1000));
        case ERAS:
          return with(ChronoField.ERA, Math.addExact(getLong(ChronoField.ERA), amountToAdd));
        default:
          throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
      }
    }
    return unit.addTo(this, amountToAdd);
  }

  public Year minus(java.time.temporal.TemporalAmount amountToSubtract) {
    return (Year) amountToSubtract.subtractFrom(this);
  }

  public Year minus(long amountToSubtract, java.time.temporal.TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public long until(java.time.temporal.Temporal endExclusive, java.time.temporal.TemporalUnit unit) {
    Year end = Year.from(endExclusive);
    if (unit instanceof java.time.temporal.ChronoUnit) {
      long yearsUntil = ((long) end.year) - year;
      switch ((java.time.temporal.ChronoUnit) unit) {
        case YEARS:
          return yearsUntil;
        case DECADES:
          return yearsUntil / 10;
        case CENTURIES:
          return yearsUntil / 100;
        case MILLENNIA:
          return yearsUntil / 1000;
        case ERAS:
          return end.getLong(ChronoField.ERA) - getLong(ChronoField.ERA);
        default:
          throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
      }
    }
    return unit.between(this, end);
  }

  public java.time.temporal.Temporal adjustInto(java.time.temporal.Temporal temporal) {
    return temporal.with(ChronoField.YEAR, year);
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
