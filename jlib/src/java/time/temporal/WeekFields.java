package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Locale;

/**
 * A definition of the week (written for jpor from the Java SE API docs): the day it starts on,
 * and how many days of a month or year the first week must have (1 to 7); the days before
 * week 1 are week 0 of the month or year, and belong to the last week of the previous
 * week-based year.
 */
public final class WeekFields implements java.io.Serializable {
  private static final long serialVersionUID = -1177360819670808121L;

  public static final WeekFields ISO = new WeekFields(DayOfWeek.MONDAY, 4);
  public static final WeekFields SUNDAY_START = new WeekFields(DayOfWeek.SUNDAY, 1);
  public static final TemporalUnit WEEK_BASED_YEARS = IsoFields.WEEK_BASED_YEARS;

  // the regions' first days and minimal days as Java 17's CLDR data has them; every other region: MONDAY, 1
  private static final String SUNDAY_REGIONS = " AG AS AU BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH"
      + " KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW ";
  private static final String SATURDAY_REGIONS = " AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY ";
  private static final String FRIDAY_REGIONS = " MV ";
  private static final String MIN4_REGIONS = " AD AT AX BE BG CH CZ DE DK EE ES FI FJ FO FR GB GF GG GI GP GR HU IE IM IS IT"
      + " JE LI LT LU MC MQ NL NO PL PT RE RU SE SJ SK SM VA ";

  private final DayOfWeek firstDayOfWeek;
  private final int minimalDays;
  private final transient TemporalField dayOfWeek, weekOfMonth, weekOfYear, weekOfWeekBasedYear, weekBasedYear;

  private WeekFields(DayOfWeek firstDayOfWeek, int minimalDays) {
    this.firstDayOfWeek = firstDayOfWeek;
    this.minimalDays = minimalDays;
    dayOfWeek = new Field(this, Field.DAY_OF_WEEK);
    weekOfMonth = new Field(this, Field.WEEK_OF_MONTH);
    weekOfYear = new Field(this, Field.WEEK_OF_YEAR);
    weekOfWeekBasedYear = new Field(this, Field.WEEK_OF_WEEK_BASED_YEAR);
    weekBasedYear = new Field(this, Field.WEEK_BASED_YEAR);
  }

  public static WeekFields of(Locale locale) {
    if (locale == null) throw new NullPointerException("locale");
    String region = locale.getCountry(); // java 17: a locale without a region (Locale.ENGLISH, ROOT) has SUNDAY, 1
    String key = " " + region + " ";
    DayOfWeek first = SUNDAY_REGIONS.contains(key) ? DayOfWeek.SUNDAY
        : SATURDAY_REGIONS.contains(key) ? DayOfWeek.SATURDAY
        : FRIDAY_REGIONS.contains(key) ? DayOfWeek.FRIDAY
        : region.isEmpty() ? DayOfWeek.SUNDAY : DayOfWeek.MONDAY;
    return of(first, MIN4_REGIONS.contains(key) ? 4 : 1);
  }

  public static WeekFields of(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
    if (firstDayOfWeek == null) throw new NullPointerException("firstDayOfWeek");
    if (minimalDaysInFirstWeek < 1 || minimalDaysInFirstWeek > 7)
      throw new IllegalArgumentException("Minimal number of days is invalid");
    if (minimalDaysInFirstWeek == 4 && firstDayOfWeek == DayOfWeek.MONDAY) return ISO;
    if (minimalDaysInFirstWeek == 1 && firstDayOfWeek == DayOfWeek.SUNDAY) return SUNDAY_START;
    return new WeekFields(firstDayOfWeek, minimalDaysInFirstWeek);
  }

  public DayOfWeek getFirstDayOfWeek() {
    return firstDayOfWeek;
  }

  public int getMinimalDaysInFirstWeek() {
    return minimalDays;
  }

  public TemporalField dayOfWeek() {
    return dayOfWeek;
  }

  public TemporalField weekOfMonth() {
    return weekOfMonth;
  }

  public TemporalField weekOfYear() {
    return weekOfYear;
  }

  public TemporalField weekOfWeekBasedYear() {
    return weekOfWeekBasedYear;
  }

  public TemporalField weekBasedYear() {
    return weekBasedYear;
  }

  public boolean equals(Object o) {
    if (this == o) return true;
    if (!(o instanceof WeekFields)) return false;
    WeekFields w = (WeekFields) o;
    return firstDayOfWeek == w.firstDayOfWeek && minimalDays == w.minimalDays;
  }

  public int hashCode() {
    return firstDayOfWeek.ordinal() * 7 + minimalDays;
  }

  public String toString() {
    return "WeekFields[" + firstDayOfWeek + ',' + minimalDays + ']';
  }

  private Object readResolve() {
    return of(firstDayOfWeek, minimalDays);
  }

  // ---- the week arithmetic

  /** The day of the week counted from the first day of this definition's week, 1 to 7. */
  int localizedDayOfWeek(LocalDate date) {
    return Math.floorMod(date.getDayOfWeek().getValue() - firstDayOfWeek.getValue(), 7) + 1;
  }

  /** The first day of week 1 of the month or year that starts on the given day. */
  private LocalDate startOfWeek1(LocalDate first) {
    int dow = localizedDayOfWeek(first);
    LocalDate weekStart = first.minusDays(dow - 1);
    return 8 - dow >= minimalDays ? weekStart : weekStart.plusDays(7);
  }

  private static long weekOf(LocalDate date, LocalDate week1) {
    return Math.floorDiv(date.toEpochDay() - week1.toEpochDay(), 7) + 1;
  }

  long weekOfMonth(LocalDate date) {
    return weekOf(date, startOfWeek1(date.withDayOfMonth(1)));
  }

  long weekOfYear(LocalDate date) {
    return weekOf(date, startOfWeek1(date.withDayOfYear(1)));
  }

  private LocalDate startOfWeekBasedYear(int year) {
    return startOfWeek1(LocalDate.of(year, 1, 1));
  }

  int weekBasedYear(LocalDate date) {
    int year = date.getYear();
    if (date.isBefore(startOfWeekBasedYear(year))) return year - 1;
    if (year < java.time.Year.MAX_VALUE && !date.isBefore(startOfWeekBasedYear(year + 1))) return year + 1;
    return year;
  }

  long weekOfWeekBasedYear(LocalDate date) {
    return weekOf(date, startOfWeekBasedYear(weekBasedYear(date)));
  }

  long weeksInWeekBasedYear(int year) {
    return (startOfWeekBasedYear(year + 1).toEpochDay() - startOfWeekBasedYear(year).toEpochDay()) / 7;
  }

  /** The date of a week and localized day of a week-based year. */
  LocalDate dateOf(int weekBasedYear, long week, long localizedDayOfWeek) {
    return startOfWeekBasedYear(weekBasedYear).plusDays((week - 1) * 7 + localizedDayOfWeek - 1);
  }

  /** One of the five fields of a WeekFields. */
  static final class Field implements TemporalField {
    static final int DAY_OF_WEEK = 0, WEEK_OF_MONTH = 1, WEEK_OF_YEAR = 2, WEEK_OF_WEEK_BASED_YEAR = 3, WEEK_BASED_YEAR = 4;
    private static final String[] NAMES = {"DayOfWeek", "WeekOfMonth", "WeekOfYear", "WeekOfWeekBasedYear", "WeekBasedYear"};
    private static final ValueRange[] RANGES = {ValueRange.of(1, 7), ValueRange.of(0, 1, 4, 6), ValueRange.of(0, 1, 52, 54),
        ValueRange.of(1, 52, 53), ChronoField.YEAR.range()};

    final WeekFields weekDef;
    final int kind;

    Field(WeekFields weekDef, int kind) {
      this.weekDef = weekDef;
      this.kind = kind;
    }

    public TemporalUnit getBaseUnit() {
      return kind == DAY_OF_WEEK ? ChronoUnit.DAYS : kind == WEEK_BASED_YEAR ? IsoFields.WEEK_BASED_YEARS : ChronoUnit.WEEKS;
    }

    public TemporalUnit getRangeUnit() {
      switch (kind) {
        case DAY_OF_WEEK:
          return ChronoUnit.WEEKS;
        case WEEK_OF_MONTH:
          return ChronoUnit.MONTHS;
        case WEEK_OF_YEAR:
          return ChronoUnit.YEARS;
        case WEEK_OF_WEEK_BASED_YEAR:
          return IsoFields.WEEK_BASED_YEARS;
        default:
          return ChronoUnit.FOREVER;
      }
    }

    public ValueRange range() {
      return RANGES[kind];
    }

    public boolean isDateBased() {
      return true;
    }

    public boolean isTimeBased() {
      return false;
    }

    public boolean isSupportedBy(TemporalAccessor temporal) {
      if (!temporal.isSupported(ChronoField.DAY_OF_WEEK)) return false;
      switch (kind) {
        case DAY_OF_WEEK:
          return true;
        case WEEK_OF_MONTH:
          return temporal.isSupported(ChronoField.DAY_OF_MONTH);
        case WEEK_OF_YEAR:
          return temporal.isSupported(ChronoField.DAY_OF_YEAR);
        default:
          return temporal.isSupported(ChronoField.EPOCH_DAY);
      }
    }

    private LocalDate date(TemporalAccessor temporal) {
      // java's message names the day of the week, the first thing every one of these fields needs
      if (!temporal.isSupported(ChronoField.DAY_OF_WEEK)) throw new UnsupportedTemporalTypeException("Unsupported field: DayOfWeek");
      if (!isSupportedBy(temporal)) throw new UnsupportedTemporalTypeException("Unsupported field: " + this);
      return LocalDate.from(temporal);
    }

    public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
      switch (kind) {
        case DAY_OF_WEEK:
        case WEEK_BASED_YEAR:
          return range();
        case WEEK_OF_MONTH: {
          LocalDate d = date(temporal);
          return ValueRange.of(weekDef.weekOfMonth(d.withDayOfMonth(1)), weekDef.weekOfMonth(d.withDayOfMonth(d.lengthOfMonth())));
        }
        case WEEK_OF_YEAR: {
          LocalDate d = date(temporal);
          return ValueRange.of(weekDef.weekOfYear(d.withDayOfYear(1)), weekDef.weekOfYear(d.withDayOfYear(d.lengthOfYear())));
        }
        default: {
          LocalDate d = date(temporal);
          return ValueRange.of(1, weekDef.weeksInWeekBasedYear(weekDef.weekBasedYear(d)));
        }
      }
    }

    public long getFrom(TemporalAccessor temporal) {
      LocalDate d = date(temporal);
      switch (kind) {
        case DAY_OF_WEEK:
          return weekDef.localizedDayOfWeek(d);
        case WEEK_OF_MONTH:
          return weekDef.weekOfMonth(d);
        case WEEK_OF_YEAR:
          return weekDef.weekOfYear(d);
        case WEEK_OF_WEEK_BASED_YEAR:
          return weekDef.weekOfWeekBasedYear(d);
        default:
          return weekDef.weekBasedYear(d);
      }
    }

    @SuppressWarnings("unchecked")
    public <R extends Temporal> R adjustInto(R temporal, long newValue) {
      int value = range().checkValidIntValue(newValue, this);
      long current = getFrom(temporal);
      if (value == current) return temporal;
      if (kind != WEEK_BASED_YEAR) return (R) temporal.plus(value - current, getBaseUnit());
      // the same week (the last, if that year has fewer) and day of the week in the other week-based year
      LocalDate d = LocalDate.from(temporal);
      long week = Math.min(weekDef.weekOfWeekBasedYear(d), weekDef.weeksInWeekBasedYear(value));
      LocalDate target = weekDef.dateOf(value, week, weekDef.localizedDayOfWeek(d));
      return (R) temporal.with(ChronoField.EPOCH_DAY, target.toEpochDay());
    }

    public boolean equals(Object o) {
      return o instanceof Field && ((Field) o).kind == kind && ((Field) o).weekDef.equals(weekDef);
    }

    public int hashCode() {
      return weekDef.hashCode() * 5 + kind;
    }

    public String toString() {
      return NAMES[kind] + "[" + weekDef + "]";
    }
  }
}
