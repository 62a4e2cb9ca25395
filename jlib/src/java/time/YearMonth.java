package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;

/** A year and month in the ISO calendar (written for jpor from the Java SE API docs; a TemporalAccessor here). */
public final class YearMonth implements java.time.temporal.Temporal, java.time.temporal.TemporalAdjuster, Comparable<YearMonth>,
    java.io.Serializable {
  private static final long serialVersionUID = 4183400860270640070L;

  private final int year;
  private final int month;

  private YearMonth(int year, int month) {
    this.year = year;
    this.month = month;
  }

  public static YearMonth now() {
    LocalDate d = LocalDate.now();
    return of(d.getYear(), d.getMonthValue());
  }

  public static YearMonth now(Clock clock) {
    LocalDate d = LocalDate.now(clock);
    return of(d.getYear(), d.getMonthValue());
  }

  public static YearMonth of(int year, Month month) {
    return of(year, month.getValue());
  }

  public static YearMonth of(int year, int month) {
    ChronoField.YEAR.checkValidValue(year);
    ChronoField.MONTH_OF_YEAR.checkValidValue(month);
    return new YearMonth(year, month);
  }

  public static YearMonth from(TemporalAccessor temporal) {
    if (temporal instanceof YearMonth) return (YearMonth) temporal;
    try {
      return of(temporal.get(ChronoField.YEAR), temporal.get(ChronoField.MONTH_OF_YEAR));
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain YearMonth from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static YearMonth parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ofPattern("uuuu-MM"));
  }

  public static YearMonth parse(CharSequence text, DateTimeFormatter formatter) {
    return formatter.parse(text, new java.time.temporal.TemporalQuery<YearMonth>() {
      public YearMonth queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField)
      return field == ChronoField.YEAR || field == ChronoField.MONTH_OF_YEAR || field == ChronoField.PROLEPTIC_MONTH
          || field == ChronoField.YEAR_OF_ERA || field == ChronoField.ERA;
    return field != null && field.isSupportedBy(this);
  }

  public int get(TemporalField field) {
    return range(field).checkValidIntValue(getLong(field), field);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.MONTH_OF_YEAR) return month;
    if (field == ChronoField.PROLEPTIC_MONTH) return year * 12L + month - 1;
    if (field == ChronoField.YEAR) return year;
    if (field == ChronoField.YEAR_OF_ERA) return year < 1 ? 1 - year : year;
    if (field == ChronoField.ERA) return year < 1 ? 0 : 1;
    if (field instanceof ChronoField) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    return field.getFrom(this);
  }

  public int getYear() {
    return year;
  }

  public int getMonthValue() {
    return month;
  }

  public Month getMonth() {
    return Month.of(month);
  }

  public boolean isLeapYear() {
    return Year.isLeap(year);
  }

  public boolean isValidDay(int dayOfMonth) {
    return dayOfMonth >= 1 && dayOfMonth <= lengthOfMonth();
  }

  public int lengthOfMonth() {
    return getMonth().length(isLeapYear());
  }

  public int lengthOfYear() {
    return isLeapYear() ? 366 : 365;
  }

  public YearMonth withYear(int year) {
    return of(year, month);
  }

  public YearMonth withMonth(int month) {
    return of(year, month);
  }

  public YearMonth plusYears(long yearsToAdd) {
    return yearsToAdd == 0 ? this : of(ChronoField.YEAR.checkValidIntValue(year + yearsToAdd), month);
  }

  public YearMonth plusMonths(long monthsToAdd) {
    if (monthsToAdd == 0) return this;
    long calc = year * 12L + (month - 1) + monthsToAdd;
    return of(ChronoField.YEAR.checkValidIntValue(Math.floorDiv(calc, 12L)), (int) Math.floorMod(calc, 12L) + 1);
  }

  public YearMonth minusYears(long y) {
    return y == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-y);
  }

  public YearMonth minusMonths(long m) {
    return m == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-m);
  }

  public long until(YearMonth end, ChronoUnit unit) {
    long months = (end.year * 12L + end.month) - (year * 12L + month);
    switch (unit) {
      case MONTHS:
        return months;
      case YEARS:
        return months / 12;
      case DECADES:
        return months / 120;
      case CENTURIES:
        return months / 1200;
      case MILLENNIA:
        return months / 12000;
      default:
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }
  }

  public static YearMonth now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public boolean isSupported(java.time.temporal.TemporalUnit unit) {
    if (unit instanceof ChronoUnit)
      return unit == ChronoUnit.MONTHS || unit == ChronoUnit.YEARS || unit == ChronoUnit.DECADES
          || unit == ChronoUnit.CENTURIES || unit == ChronoUnit.MILLENNIA || unit == ChronoUnit.ERAS;
    return unit != null && unit.isSupportedBy(this);
  }

  public YearMonth with(java.time.temporal.TemporalAdjuster adjuster) {
    return (YearMonth) adjuster.adjustInto(this);
  }

  public YearMonth with(TemporalField field, long newValue) {
    if (field instanceof ChronoField) {
      ChronoField f = (ChronoField) field;
      f.checkValidValue(newValue);
      switch (f) {
        case MONTH_OF_YEAR:
          return withMonth((int) newValue);
        case PROLEPTIC_MONTH:
          return plusMonths(newValue - getLong(ChronoField.PROLEPTIC_MONTH));
        case YEAR_OF_ERA:
          return withYear((int) (year < 1 ? 1 - newValue : newValue));
        case YEAR:
          return withYear((int) newValue);
        case ERA:
          return getLong(ChronoField.ERA) == newValue ? this : withYear(1 - year);
        default:
          throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
      }
    }
    return field.adjustInto(this, newValue);
  }

  public YearMonth plus(java.time.temporal.TemporalAmount amountToAdd) {
    return (YearMonth) amountToAdd.addTo(this);
  }

  public YearMonth plus(long amountToAdd, java.time.temporal.TemporalUnit unit) {
    if (unit instanceof ChronoUnit) {
      switch ((ChronoUnit) unit) {
        case MONTHS:
          return plusMonths(amountToAdd);
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

  public YearMonth minus(java.time.temporal.TemporalAmount amountToSubtract) {
    return (YearMonth) amountToSubtract.subtractFrom(this);
  }

  public YearMonth minus(long amountToSubtract, java.time.temporal.TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public long until(java.time.temporal.Temporal endExclusive, java.time.temporal.TemporalUnit unit) {
    YearMonth end = YearMonth.from(endExclusive);
    if (unit instanceof ChronoUnit) {
      if (unit == ChronoUnit.ERAS)
        return end.getLong(ChronoField.ERA) - getLong(ChronoField.ERA);
      return until(end, (ChronoUnit) unit);
    }
    return unit.between(this, end);
  }

  public java.time.temporal.Temporal adjustInto(java.time.temporal.Temporal temporal) {
    return temporal.with(ChronoField.PROLEPTIC_MONTH, getLong(ChronoField.PROLEPTIC_MONTH));
  }

  public String format(DateTimeFormatter formatter) {
    return formatter.format(this);
  }

  public LocalDate atDay(int dayOfMonth) {
    return LocalDate.of(year, month, dayOfMonth);
  }

  public LocalDate atEndOfMonth() {
    return LocalDate.of(year, month, lengthOfMonth());
  }

  public int compareTo(YearMonth other) {
    int c = year - other.year;
    return c != 0 ? c : month - other.month;
  }

  public boolean isAfter(YearMonth other) {
    return compareTo(other) > 0;
  }

  public boolean isBefore(YearMonth other) {
    return compareTo(other) < 0;
  }

  public boolean equals(Object obj) {
    return obj instanceof YearMonth && ((YearMonth) obj).year == year && ((YearMonth) obj).month == month;
  }

  public int hashCode() {
    return year ^ (month << 27);
  }

  public String toString() {
    String d = LocalDate.of(year, month, 1).toString();
    return d.substring(0, d.length() - 3);
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.YEAR_MONTH_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
