package java.time.temporal;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.Year;

/**
 * Quarters and ISO-8601 week-based years (written for jpor from the Java SE API docs): a
 * week-based year's weeks start on Monday, and its week 1 is the week holding its first
 * Thursday (so January 4th), which makes 52 or 53 weeks.
 */
public final class IsoFields {
  public static final TemporalField DAY_OF_QUARTER = Field.DAY_OF_QUARTER;
  public static final TemporalField QUARTER_OF_YEAR = Field.QUARTER_OF_YEAR;
  public static final TemporalField WEEK_OF_WEEK_BASED_YEAR = Field.WEEK_OF_WEEK_BASED_YEAR;
  public static final TemporalField WEEK_BASED_YEAR = Field.WEEK_BASED_YEAR;
  public static final TemporalUnit WEEK_BASED_YEARS = Unit.WEEK_BASED_YEARS;
  public static final TemporalUnit QUARTER_YEARS = Unit.QUARTER_YEARS;

  private IsoFields() {
  }

  /** The Thursday of the (Monday to Sunday) week of the date: its year is the week-based year. */
  private static LocalDate thursday(LocalDate date) {
    return date.plusDays(4 - date.getDayOfWeek().getValue());
  }

  static int weekBasedYear(LocalDate date) {
    return thursday(date).getYear();
  }

  static int week(LocalDate date) {
    return (thursday(date).getDayOfYear() - 1) / 7 + 1;
  }

  /** 53 when the year starts on a Thursday, or on a Wednesday in a leap year; else 52. */
  static int weeksIn(int weekBasedYear) {
    DayOfWeek jan1 = LocalDate.of(weekBasedYear, 1, 1).getDayOfWeek();
    return jan1 == DayOfWeek.THURSDAY || (jan1 == DayOfWeek.WEDNESDAY && Year.isLeap(weekBasedYear)) ? 53 : 52;
  }

  /** The date of a week and day (1 Monday .. 7 Sunday) of a week-based year; weeks past the last run on. */
  static LocalDate dateOf(int weekBasedYear, long week, long dayOfWeek) {
    LocalDate jan4 = LocalDate.of(weekBasedYear, 1, 4);
    LocalDate monday1 = jan4.minusDays(jan4.getDayOfWeek().getValue() - 1);
    return monday1.plusDays(Math.addExact(Math.multiplyExact(Math.subtractExact(week, 1), 7), dayOfWeek - 1));
  }

  /** Days of the year before the quarter (1 to 4) begins. */
  private static int daysBefore(int quarter, boolean leap) {
    int leapDay = leap && quarter > 1 ? 1 : 0;
    switch (quarter) {
      case 1:
        return 0;
      case 2:
        return 90 + leapDay;
      case 3:
        return 181 + leapDay;
      default:
        return 273 + leapDay;
    }
  }

  private enum Field implements TemporalField {
    DAY_OF_QUARTER("DayOfQuarter", ChronoUnit.DAYS, null, ValueRange.of(1, 90, 92)),
    QUARTER_OF_YEAR("QuarterOfYear", null, ChronoUnit.YEARS, ValueRange.of(1, 4)),
    WEEK_OF_WEEK_BASED_YEAR("WeekOfWeekBasedYear", ChronoUnit.WEEKS, null, ValueRange.of(1, 52, 53)),
    WEEK_BASED_YEAR("WeekBasedYear", null, ChronoUnit.FOREVER, ChronoField.YEAR.range());

    private final String name;
    private final ChronoUnit base, rangeUnit; // null: one of IsoFields' units (an enum cannot name them here)
    private final ValueRange range;

    Field(String name, ChronoUnit base, ChronoUnit rangeUnit, ValueRange range) {
      this.name = name;
      this.base = base;
      this.rangeUnit = rangeUnit;
      this.range = range;
    }

    public TemporalUnit getBaseUnit() {
      if (base != null) return base;
      return this == QUARTER_OF_YEAR ? Unit.QUARTER_YEARS : Unit.WEEK_BASED_YEARS;
    }

    public TemporalUnit getRangeUnit() {
      if (rangeUnit != null) return rangeUnit;
      return this == DAY_OF_QUARTER ? Unit.QUARTER_YEARS : Unit.WEEK_BASED_YEARS;
    }

    public ValueRange range() {
      return range;
    }

    public boolean isDateBased() {
      return true;
    }

    public boolean isTimeBased() {
      return false;
    }

    public boolean isSupportedBy(TemporalAccessor temporal) {
      switch (this) {
        case DAY_OF_QUARTER:
          return temporal.isSupported(ChronoField.DAY_OF_YEAR) && temporal.isSupported(ChronoField.MONTH_OF_YEAR)
              && temporal.isSupported(ChronoField.YEAR);
        case QUARTER_OF_YEAR:
          return temporal.isSupported(ChronoField.MONTH_OF_YEAR);
        default:
          return temporal.isSupported(ChronoField.EPOCH_DAY);
      }
    }

    private void checkSupported(TemporalAccessor temporal) {
      if (!isSupportedBy(temporal)) throw new UnsupportedTemporalTypeException("Unsupported field: " + name);
    }

    public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
      checkSupported(temporal);
      switch (this) {
        case DAY_OF_QUARTER: {
          long quarter = (temporal.getLong(ChronoField.MONTH_OF_YEAR) + 2) / 3;
          if (quarter == 1) return Year.isLeap(temporal.getLong(ChronoField.YEAR)) ? ValueRange.of(1, 91) : ValueRange.of(1, 90);
          return quarter == 2 ? ValueRange.of(1, 91) : ValueRange.of(1, 92);
        }
        case WEEK_OF_WEEK_BASED_YEAR:
          return ValueRange.of(1, weeksIn(weekBasedYear(LocalDate.from(temporal))));
        default:
          return range;
      }
    }

    public long getFrom(TemporalAccessor temporal) {
      checkSupported(temporal);
      switch (this) {
        case DAY_OF_QUARTER: {
          int quarter = (int) ((temporal.getLong(ChronoField.MONTH_OF_YEAR) + 2) / 3);
          boolean leap = Year.isLeap(temporal.getLong(ChronoField.YEAR));
          return temporal.getLong(ChronoField.DAY_OF_YEAR) - daysBefore(quarter, leap);
        }
        case QUARTER_OF_YEAR:
          return (temporal.getLong(ChronoField.MONTH_OF_YEAR) + 2) / 3;
        case WEEK_OF_WEEK_BASED_YEAR:
          return week(LocalDate.from(temporal));
        default:
          return weekBasedYear(LocalDate.from(temporal));
      }
    }

    @SuppressWarnings("unchecked")
    public <R extends Temporal> R adjustInto(R temporal, long newValue) {
      long current = getFrom(temporal);
      switch (this) {
        case DAY_OF_QUARTER:
          range.checkValidValue(newValue, this);
          return (R) temporal.with(ChronoField.DAY_OF_YEAR,
              temporal.getLong(ChronoField.DAY_OF_YEAR) + (newValue - current));
        case QUARTER_OF_YEAR:
          range.checkValidValue(newValue, this);
          return (R) temporal.with(ChronoField.MONTH_OF_YEAR,
              temporal.getLong(ChronoField.MONTH_OF_YEAR) + (newValue - current) * 3);
        case WEEK_OF_WEEK_BASED_YEAR:
          range.checkValidValue(newValue, this);
          return (R) temporal.plus(Math.subtractExact(newValue, current), ChronoUnit.WEEKS);
        default: {
          // the same week and day of the week in the other year; week 53 becomes 52 where there is none
          int year = range.checkValidIntValue(newValue, this);
          LocalDate date = LocalDate.from(temporal);
          int week = Math.min(week(date), weeksIn(year));
          LocalDate target = dateOf(year, week, date.getDayOfWeek().getValue());
          return (R) temporal.with(ChronoField.EPOCH_DAY, target.toEpochDay());
        }
      }
    }

    public String toString() {
      return name;
    }
  }

  private enum Unit implements TemporalUnit {
    WEEK_BASED_YEARS("WeekBasedYears", Duration.ofSeconds(31556952L)),
    QUARTER_YEARS("QuarterYears", Duration.ofSeconds(31556952L / 4));

    private final String name;
    private final Duration duration;

    Unit(String name, Duration duration) {
      this.name = name;
      this.duration = duration;
    }

    public Duration getDuration() {
      return duration;
    }

    public boolean isDurationEstimated() {
      return true;
    }

    public boolean isDateBased() {
      return true;
    }

    public boolean isTimeBased() {
      return false;
    }

    public boolean isSupportedBy(Temporal temporal) {
      return temporal.isSupported(ChronoField.EPOCH_DAY);
    }

    @SuppressWarnings("unchecked")
    public <R extends Temporal> R addTo(R temporal, long amount) {
      if (this == WEEK_BASED_YEARS)
        return (R) temporal.with(WEEK_BASED_YEAR, Math.addExact(temporal.getLong(WEEK_BASED_YEAR), amount));
      return (R) temporal.plus(amount / 4, ChronoUnit.YEARS).plus((amount % 4) * 3, ChronoUnit.MONTHS);
    }

    public long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive) {
      if (temporal1Inclusive.getClass() != temporal2Exclusive.getClass())
        return temporal1Inclusive.until(temporal2Exclusive, this);
      if (this == WEEK_BASED_YEARS)
        return Math.subtractExact(temporal2Exclusive.getLong(WEEK_BASED_YEAR), temporal1Inclusive.getLong(WEEK_BASED_YEAR));
      return temporal1Inclusive.until(temporal2Exclusive, ChronoUnit.MONTHS) / 3;
    }

    public String toString() {
      return name;
    }
  }
}
