package java.time;

import java.time.chrono.ChronoLocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/** A date in the proleptic Gregorian (ISO-8601) calendar (written for jpor from the Java SE API docs). */
public final class LocalDate implements Temporal, TemporalAdjuster, ChronoLocalDate, java.io.Serializable {
  private static final long serialVersionUID = 2942565459149668126L;

  public static final LocalDate MIN = new LocalDate(-999999999, 1, 1);
  public static final LocalDate MAX = new LocalDate(999999999, 12, 31);
  public static final LocalDate EPOCH = new LocalDate(1970, 1, 1);

  private final int year;
  private final short month;
  private final short day;

  private LocalDate(int year, int month, int day) {
    this.year = year;
    this.month = (short) month;
    this.day = (short) day;
  }

  public static LocalDate now() {
    return now(Clock.systemDefaultZone());
  }

  public static LocalDate now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public static LocalDate now(Clock clock) {
    return ofInstant(clock.instant(), clock.getZone());
  }

  public static LocalDate of(int year, Month month, int dayOfMonth) {
    if (month == null) throw new NullPointerException("month");
    return of(year, month.getValue(), dayOfMonth);
  }

  public static LocalDate of(int year, int month, int dayOfMonth) {
    ChronoField.YEAR.checkValidValue(year);
    ChronoField.MONTH_OF_YEAR.checkValidValue(month);
    ChronoField.DAY_OF_MONTH.checkValidValue(dayOfMonth);
    if (dayOfMonth > 28 && dayOfMonth > Month.of(month).length(Year.isLeap(year))) {
      if (dayOfMonth == 29)
        throw new DateTimeException("Invalid date 'February 29' as '" + year + "' is not a leap year");
      throw new DateTimeException("Invalid date '" + Month.of(month).name() + " " + dayOfMonth + "'");
    }
    return new LocalDate(year, month, dayOfMonth);
  }

  public static LocalDate ofYearDay(int year, int dayOfYear) {
    ChronoField.YEAR.checkValidValue(year);
    ChronoField.DAY_OF_YEAR.checkValidValue(dayOfYear);
    boolean leap = Year.isLeap(year);
    if (dayOfYear == 366 && !leap)
      throw new DateTimeException("Invalid date 'DayOfYear 366' as '" + year + "' is not a leap year");
    Month m = Month.JANUARY;
    while (m != Month.DECEMBER && dayOfYear >= m.plus(1).firstDayOfYear(leap)) m = m.plus(1);
    return new LocalDate(year, m.getValue(), dayOfYear - m.firstDayOfYear(leap) + 1);
  }

  public java.time.chrono.IsoChronology getChronology() {
    return java.time.chrono.IsoChronology.INSTANCE;
  }

  public static LocalDate ofInstant(Instant instant, ZoneId zone) {
    ZoneOffset offset = zone.offsetAt(instant);
    long local = instant.getEpochSecond() + offset.getTotalSeconds();
    return ofEpochDay(Math.floorDiv(local, 86400L));
  }

  public static LocalDate ofEpochDay(long epochDay) {
    ChronoField.EPOCH_DAY.checkValidValue(epochDay);
    // civil date from a day count: eras of 400 years (146097 days) starting on March 1st
    long z = epochDay + 719468;
    long era = Math.floorDiv(z, 146097L);
    long doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    int d = (int) (doy - (153 * mp + 2) / 5 + 1);
    int m = (int) (mp < 10 ? mp + 3 : mp - 9);
    long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    return new LocalDate((int) y, m, d);
  }

  public static LocalDate from(TemporalAccessor temporal) {
    if (temporal instanceof LocalDate) return (LocalDate) temporal;
    if (temporal instanceof LocalDateTime) return ((LocalDateTime) temporal).toLocalDate();
    if (temporal instanceof ZonedDateTime) return ((ZonedDateTime) temporal).toLocalDate();
    if (temporal instanceof OffsetDateTime) return ((OffsetDateTime) temporal).toLocalDate();
    if (temporal != null && temporal.isSupported(ChronoField.EPOCH_DAY))
      return ofEpochDay(temporal.getLong(ChronoField.EPOCH_DAY));
    throw new DateTimeException("Unable to obtain LocalDate from TemporalAccessor: " + temporal + " of type "
        + temporal.getClass().getName());
  }

  public static LocalDate parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ISO_LOCAL_DATE);
  }

  public static LocalDate parse(CharSequence text, DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.parse(text, new java.time.temporal.TemporalQuery<LocalDate>() {
      public LocalDate queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  private static LocalDate resolvePreviousValid(int year, int month, int day) {
    int len = Month.of(month).length(Year.isLeap(year));
    return new LocalDate(year, month, Math.min(day, len));
  }

  // ---- accessors

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField) return field.isDateBased();
    return field != null && field.isSupportedBy(this);
  }

  public boolean isSupported(TemporalUnit unit) {
    if (unit instanceof ChronoUnit) return unit.isDateBased();
    return unit != null && unit.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    if (field instanceof ChronoField) {
      if (!field.isDateBased()) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
      switch ((ChronoField) field) {
        case DAY_OF_MONTH:
          return ValueRange.of(1, lengthOfMonth());
        case DAY_OF_YEAR:
          return ValueRange.of(1, lengthOfYear());
        case ALIGNED_WEEK_OF_MONTH:
          return ValueRange.of(1, month == 2 && !isLeapYear() ? 4 : 5);
        case YEAR_OF_ERA:
          return year <= 0 ? ValueRange.of(1, 1000000000L) : ValueRange.of(1, 999999999L);
        default:
          return field.range();
      }
    }
    return field.rangeRefinedBy(this);
  }

  public int get(TemporalField field) {
    if (field instanceof ChronoField && isSupported(field) && !field.range().isIntValue())
      throw new UnsupportedTemporalTypeException("Invalid field '" + field + "' for get() method, use getLong() instead");
    return ChronoLocalDate.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (!(field instanceof ChronoField)) return field.getFrom(this);
    switch ((ChronoField) field) {
      case DAY_OF_WEEK:
        return getDayOfWeek().getValue();
      case ALIGNED_DAY_OF_WEEK_IN_MONTH:
        return (day - 1) % 7 + 1;
      case ALIGNED_DAY_OF_WEEK_IN_YEAR:
        return (getDayOfYear() - 1) % 7 + 1;
      case DAY_OF_MONTH:
        return day;
      case DAY_OF_YEAR:
        return getDayOfYear();
      case EPOCH_DAY:
        return toEpochDay();
      case ALIGNED_WEEK_OF_MONTH:
        return (day - 1) / 7 + 1;
      case ALIGNED_WEEK_OF_YEAR:
        return (getDayOfYear() - 1) / 7 + 1;
      case MONTH_OF_YEAR:
        return month;
      case PROLEPTIC_MONTH:
        return prolepticMonth();
      case YEAR_OF_ERA:
        return year >= 1 ? year : 1 - year;
      case YEAR:
        return year;
      case ERA:
        return year >= 1 ? 1 : 0;
      default:
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }
  }

  private long prolepticMonth() {
    return year * 12L + month - 1;
  }

  /** CE from year 1 on, BCE before (the ISO calendar's year 0 is 1 BCE). */
  public java.time.chrono.IsoEra getEra() {
    return getYear() >= 1 ? java.time.chrono.IsoEra.CE : java.time.chrono.IsoEra.BCE;
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

  public int getDayOfMonth() {
    return day;
  }

  public int getDayOfYear() {
    return getMonth().firstDayOfYear(isLeapYear()) + day - 1;
  }

  public DayOfWeek getDayOfWeek() {
    return DayOfWeek.of((int) Math.floorMod(toEpochDay() + 3, 7L) + 1);
  }

  public boolean isLeapYear() {
    return Year.isLeap(year);
  }

  public int lengthOfMonth() {
    return getMonth().length(isLeapYear());
  }

  public int lengthOfYear() {
    return isLeapYear() ? 366 : 365;
  }

  // ---- with

  public LocalDate with(TemporalAdjuster adjuster) {
    if (adjuster instanceof LocalDate) return (LocalDate) adjuster;
    return (LocalDate) adjuster.adjustInto(this);
  }

  public LocalDate with(TemporalField field, long newValue) {
    if (!(field instanceof ChronoField)) return field.adjustInto(this, newValue);
    ChronoField f = (ChronoField) field;
    if (!f.isDateBased()) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    f.checkValidValue(newValue);
    switch (f) {
      case DAY_OF_WEEK:
        return plusDays(newValue - getDayOfWeek().getValue());
      case ALIGNED_DAY_OF_WEEK_IN_MONTH:
        return plusDays(newValue - getLong(ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH));
      case ALIGNED_DAY_OF_WEEK_IN_YEAR:
        return plusDays(newValue - getLong(ChronoField.ALIGNED_DAY_OF_WEEK_IN_YEAR));
      case DAY_OF_MONTH:
        return withDayOfMonth((int) newValue);
      case DAY_OF_YEAR:
        return withDayOfYear((int) newValue);
      case EPOCH_DAY:
        return ofEpochDay(newValue);
      case ALIGNED_WEEK_OF_MONTH:
        return plusWeeks(newValue - getLong(ChronoField.ALIGNED_WEEK_OF_MONTH));
      case ALIGNED_WEEK_OF_YEAR:
        return plusWeeks(newValue - getLong(ChronoField.ALIGNED_WEEK_OF_YEAR));
      case MONTH_OF_YEAR:
        return withMonth((int) newValue);
      case PROLEPTIC_MONTH:
        return plusMonths(newValue - prolepticMonth());
      case YEAR_OF_ERA:
        return withYear((int) (year >= 1 ? newValue : 1 - newValue));
      case YEAR:
        return withYear((int) newValue);
      case ERA:
        return getLong(ChronoField.ERA) == newValue ? this : withYear(1 - year);
      default:
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }
  }

  public LocalDate withYear(int year) {
    if (this.year == year) return this;
    ChronoField.YEAR.checkValidValue(year);
    return resolvePreviousValid(year, month, day);
  }

  public LocalDate withMonth(int month) {
    if (this.month == month) return this;
    ChronoField.MONTH_OF_YEAR.checkValidValue(month);
    return resolvePreviousValid(year, month, day);
  }

  public LocalDate withDayOfMonth(int dayOfMonth) {
    if (this.day == dayOfMonth) return this;
    return of(year, month, dayOfMonth);
  }

  public LocalDate withDayOfYear(int dayOfYear) {
    if (getDayOfYear() == dayOfYear) return this;
    return ofYearDay(year, dayOfYear);
  }

  // ---- plus / minus

  public LocalDate plus(TemporalAmount amount) {
    if (amount instanceof Period) {
      Period p = (Period) amount;
      return plusMonths(p.toTotalMonths()).plusDays(p.getDays());
    }
    if (amount == null) throw new NullPointerException("amountToAdd");
    return (LocalDate) amount.addTo(this);
  }

  public LocalDate plus(long amountToAdd, TemporalUnit unit) {
    if (!(unit instanceof ChronoUnit)) return unit.addTo(this, amountToAdd);
    switch ((ChronoUnit) unit) {
      case DAYS:
        return plusDays(amountToAdd);
      case WEEKS:
        return plusWeeks(amountToAdd);
      case MONTHS:
        return plusMonths(amountToAdd);
      case YEARS:
        return plusYears(amountToAdd);
      case DECADES:
        return plusYears(Math.multiplyExact(amountToAdd, 10L));
      case CENTURIES:
        return plusYears(Math.multiplyExact(amountToAdd, 100L));
      case MILLENNIA:
        return plusYears(Math.multiplyExact(amountToAdd, 1000L));
      case ERAS:
        return with(ChronoField.ERA, Math.addExact(getLong(ChronoField.ERA), amountToAdd));
      default:
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }
  }

  public LocalDate plusYears(long yearsToAdd) {
    if (yearsToAdd == 0) return this;
    int newYear = ChronoField.YEAR.checkValidIntValue(year + yearsToAdd);
    return resolvePreviousValid(newYear, month, day);
  }

  public LocalDate plusMonths(long monthsToAdd) {
    if (monthsToAdd == 0) return this;
    long calc = prolepticMonth() + monthsToAdd;
    int newYear = ChronoField.YEAR.checkValidIntValue(Math.floorDiv(calc, 12L));
    int newMonth = (int) Math.floorMod(calc, 12L) + 1;
    return resolvePreviousValid(newYear, newMonth, day);
  }

  public LocalDate plusWeeks(long weeksToAdd) {
    return plusDays(Math.multiplyExact(weeksToAdd, 7L));
  }

  public LocalDate plusDays(long daysToAdd) {
    if (daysToAdd == 0) return this;
    return ofEpochDay(Math.addExact(toEpochDay(), daysToAdd));
  }

  public LocalDate minus(TemporalAmount amount) {
    if (amount instanceof Period) {
      Period p = (Period) amount;
      return minusMonths(p.toTotalMonths()).minusDays(p.getDays());
    }
    if (amount == null) throw new NullPointerException("amountToSubtract");
    return (LocalDate) amount.subtractFrom(this);
  }

  public LocalDate minus(long amountToSubtract, TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public LocalDate minusYears(long years) {
    return years == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-years);
  }

  public LocalDate minusMonths(long months) {
    return months == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-months);
  }

  public LocalDate minusWeeks(long weeks) {
    return weeks == Long.MIN_VALUE ? plusWeeks(Long.MAX_VALUE).plusWeeks(1) : plusWeeks(-weeks);
  }

  public LocalDate minusDays(long days) {
    return days == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-days);
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.EPOCH_DAY, toEpochDay());
  }

  // ---- until

  public long until(Temporal endExclusive, TemporalUnit unit) {
    LocalDate end = from(endExclusive);
    if (!(unit instanceof ChronoUnit)) return unit.between(this, end);
    switch ((ChronoUnit) unit) {
      case DAYS:
        return daysUntil(end);
      case WEEKS:
        return daysUntil(end) / 7;
      case MONTHS:
        return monthsUntil(end);
      case YEARS:
        return monthsUntil(end) / 12;
      case DECADES:
        return monthsUntil(end) / 120;
      case CENTURIES:
        return monthsUntil(end) / 1200;
      case MILLENNIA:
        return monthsUntil(end) / 12000;
      case ERAS:
        return end.getLong(ChronoField.ERA) - getLong(ChronoField.ERA);
      default:
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }
  }

  long daysUntil(LocalDate end) {
    return end.toEpochDay() - toEpochDay();
  }

  private long monthsUntil(LocalDate end) {
    long packed1 = prolepticMonth() * 32L + day;
    long packed2 = end.prolepticMonth() * 32L + end.day;
    return (packed2 - packed1) / 32;
  }

  public Period until(ChronoLocalDate endDateExclusive) {
    LocalDate end = from(endDateExclusive);
    long totalMonths = end.prolepticMonth() - prolepticMonth();
    int days = end.day - day;
    if (totalMonths > 0 && days < 0) {
      totalMonths--;
      days = (int) (end.toEpochDay() - plusMonths(totalMonths).toEpochDay());
    } else if (totalMonths < 0 && days > 0) {
      totalMonths++;
      days -= end.lengthOfMonth();
    }
    return Period.of(Math.toIntExact(totalMonths / 12), (int) (totalMonths % 12), days);
  }

  public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive) {
    return datesUntil(endExclusive, Period.ofDays(1));
  }

  public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive, Period step) {
    if (step.isZero()) throw new IllegalArgumentException("step is zero");
    long span = endExclusive.toEpochDay() - toEpochDay();
    boolean forward = step.toTotalMonths() > 0 || (step.toTotalMonths() == 0 && step.getDays() > 0);
    java.util.ArrayList<LocalDate> list = new java.util.ArrayList<LocalDate>();
    if ((span < 0 && forward) || (span > 0 && !forward))
      throw new IllegalArgumentException(endExclusive + (forward ? " < " : " > ") + this);
    for (long i = 0;; i++) {
      LocalDate d = plusMonths(step.toTotalMonths() * i).plusDays(step.getDays() * i);
      if (forward ? !d.isBefore(endExclusive) : !d.isAfter(endExclusive)) break;
      list.add(d);
    }
    return list.stream();
  }

  public String format(DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.format(this);
  }

  // ---- combination

  public LocalDateTime atTime(LocalTime time) {
    return LocalDateTime.of(this, time);
  }

  public LocalDateTime atTime(int hour, int minute) {
    return atTime(LocalTime.of(hour, minute));
  }

  public LocalDateTime atTime(int hour, int minute, int second) {
    return atTime(LocalTime.of(hour, minute, second));
  }

  public LocalDateTime atTime(int hour, int minute, int second, int nanoOfSecond) {
    return atTime(LocalTime.of(hour, minute, second, nanoOfSecond));
  }

  public LocalDateTime atStartOfDay() {
    return LocalDateTime.of(this, LocalTime.MIDNIGHT);
  }

  public ZonedDateTime atStartOfDay(ZoneId zone) {
    if (zone == null) throw new NullPointerException("zone");
    LocalDateTime ldt = atStartOfDay();
    if (!(zone instanceof ZoneOffset)) {
      // midnight in a gap: the day starts where the gap ends
      java.time.zone.ZoneOffsetTransition t = zone.getRules().getTransition(ldt);
      if (t != null && t.isGap()) ldt = t.getDateTimeAfter();
    }
    return ZonedDateTime.of(ldt, zone);
  }

  public long toEpochDay() {
    long y = year, m = month;
    if (m <= 2) y--;
    long era = Math.floorDiv(y, 400L);
    long yoe = y - era * 400;
    long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + day - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
  }

  public long toEpochSecond(LocalTime time, ZoneOffset offset) {
    return toEpochDay() * 86400L + time.toSecondOfDay() - offset.getTotalSeconds();
  }

  // ---- comparison

  public int compareTo(ChronoLocalDate other) {
    if (other instanceof LocalDate) {
      LocalDate o = (LocalDate) other;
      int c = year - o.year;
      if (c == 0) {
        c = month - o.month;
        if (c == 0) c = day - o.day;
      }
      return c;
    }
    return Long.compare(toEpochDay(), other.toEpochDay());
  }

  public boolean isAfter(ChronoLocalDate other) {
    return compareTo(other) > 0;
  }

  public boolean isBefore(ChronoLocalDate other) {
    return compareTo(other) < 0;
  }

  public boolean isEqual(ChronoLocalDate other) {
    return compareTo(other) == 0;
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof LocalDate)) return false;
    LocalDate o = (LocalDate) obj;
    return year == o.year && month == o.month && day == o.day;
  }

  public int hashCode() {
    return (year & 0xFFFFF800) ^ ((year << 11) + (month << 6) + day);
  }

  public String toString() {
    StringBuilder sb = new StringBuilder(10);
    int abs = Math.abs(year);
    if (abs < 1000) {
      if (year < 0) sb.append('-');
      sb.append(abs + 10000).deleteCharAt(year < 0 ? 1 : 0);
    } else {
      if (year > 9999) sb.append('+');
      sb.append(year);
    }
    return sb.append(month < 10 ? "-0" : "-").append(month).append(day < 10 ? "-0" : "-").append(day).toString();
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.LOCAL_DATE_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
