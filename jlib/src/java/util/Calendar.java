package java.util;

import java.time.Instant;

/**
 * An abstract calendar of fields over an instant (written for jpor from the Java SE API docs). The
 * computations live in GregorianCalendar, the only implementation.
 */
public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
  public static final int ERA = 0, YEAR = 1, MONTH = 2, WEEK_OF_YEAR = 3, WEEK_OF_MONTH = 4, DATE = 5, DAY_OF_MONTH = 5,
      DAY_OF_YEAR = 6, DAY_OF_WEEK = 7, DAY_OF_WEEK_IN_MONTH = 8, AM_PM = 9, HOUR = 10, HOUR_OF_DAY = 11, MINUTE = 12,
      SECOND = 13, MILLISECOND = 14, ZONE_OFFSET = 15, DST_OFFSET = 16, FIELD_COUNT = 17;
  public static final int SUNDAY = 1, MONDAY = 2, TUESDAY = 3, WEDNESDAY = 4, THURSDAY = 5, FRIDAY = 6, SATURDAY = 7;
  public static final int JANUARY = 0, FEBRUARY = 1, MARCH = 2, APRIL = 3, MAY = 4, JUNE = 5, JULY = 6, AUGUST = 7,
      SEPTEMBER = 8, OCTOBER = 9, NOVEMBER = 10, DECEMBER = 11, UNDECIMBER = 12;
  public static final int AM = 0, PM = 1;
  public static final int ALL_STYLES = 0, SHORT = 1, LONG = 2, NARROW_FORMAT = 4, NARROW_STANDALONE = 0x8004,
      SHORT_FORMAT = 1, LONG_FORMAT = 2, SHORT_STANDALONE = 0x8001, LONG_STANDALONE = 0x8002;

  static final String[] FIELD_NAMES = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH", "DAY_OF_YEAR",
      "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET",
      "DST_OFFSET"};

  static final int UNSET = 0, COMPUTED = 1, MINIMUM_USER_STAMP = 2;

  protected int[] fields = new int[FIELD_COUNT];
  protected boolean[] isSet = new boolean[FIELD_COUNT];
  protected long time;
  protected boolean isTimeSet;
  protected boolean areFieldsSet;
  int[] stamp = new int[FIELD_COUNT];
  int nextStamp = MINIMUM_USER_STAMP;
  private boolean lenient = true;
  private TimeZone zone;
  private int firstDayOfWeek = SUNDAY;
  private int minimalDaysInFirstWeek = 1;

  protected Calendar() {
    this(TimeZone.getDefaultRef(), Locale.getDefault());
  }

  protected Calendar(TimeZone zone, Locale aLocale) {
    this.zone = zone;
  }

  public static Calendar getInstance() {
    return new GregorianCalendar();
  }

  public static Calendar getInstance(TimeZone zone) {
    return new GregorianCalendar(zone);
  }

  public static Calendar getInstance(Locale aLocale) {
    return new GregorianCalendar(aLocale);
  }

  public static Calendar getInstance(TimeZone zone, Locale aLocale) {
    return new GregorianCalendar(zone, aLocale);
  }

  public static synchronized Locale[] getAvailableLocales() {
    return new Locale[] {Locale.US};
  }

  protected abstract void computeTime();

  protected abstract void computeFields();

  public final Date getTime() {
    return new Date(getTimeInMillis());
  }

  public final void setTime(Date date) {
    setTimeInMillis(date.getTime());
  }

  public long getTimeInMillis() {
    if (!isTimeSet) updateTime();
    return time;
  }

  public void setTimeInMillis(long millis) {
    time = millis;
    isTimeSet = true;
    computeFields();
    setFieldsComputed();
  }

  void setFieldsComputed() {
    for (int i = 0; i < FIELD_COUNT; i++) {
      stamp[i] = COMPUTED;
      isSet[i] = true;
    }
    areFieldsSet = true;
  }

  private void updateTime() {
    computeTime();
    isTimeSet = true;
  }

  public int get(int field) {
    complete();
    return internalGet(field);
  }

  protected final int internalGet(int field) {
    return fields[field];
  }

  final void internalSet(int field, int value) {
    fields[field] = value;
  }

  public void set(int field, int value) {
    if (isTimeSet && !areFieldsSet) complete();
    fields[field] = value;
    stamp[field] = nextStamp++;
    isSet[field] = true;
    isTimeSet = false;
    areFieldsSet = false;
    if (nextStamp == Integer.MAX_VALUE) nextStamp = MINIMUM_USER_STAMP;
  }

  public final void set(int year, int month, int date) {
    set(YEAR, year);
    set(MONTH, month);
    set(DATE, date);
  }

  public final void set(int year, int month, int date, int hourOfDay, int minute) {
    set(year, month, date);
    set(HOUR_OF_DAY, hourOfDay);
    set(MINUTE, minute);
  }

  public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
    set(year, month, date, hourOfDay, minute);
    set(SECOND, second);
  }

  public final void clear() {
    for (int i = 0; i < FIELD_COUNT; i++) {
      stamp[i] = UNSET;
      fields[i] = 0;
      isSet[i] = false;
    }
    areFieldsSet = false;
    isTimeSet = false;
  }

  public final void clear(int field) {
    fields[field] = 0;
    stamp[field] = UNSET;
    isSet[field] = false;
    areFieldsSet = false;
    isTimeSet = false;
  }

  public final boolean isSet(int field) {
    return stamp[field] != UNSET;
  }

  protected void complete() {
    if (!isTimeSet) updateTime();
    if (!areFieldsSet) {
      computeFields();
      setFieldsComputed();
    }
  }

  private static java.time.format.TextStyle textStyle(boolean full, boolean narrow) {
    return narrow ? java.time.format.TextStyle.NARROW : full ? java.time.format.TextStyle.FULL : java.time.format.TextStyle.SHORT;
  }

  public String getDisplayName(int field, int style, Locale locale) {
    if (style == ALL_STYLES) style = SHORT;
    boolean full = (style & 3) == LONG;
    boolean narrow = (style & 4) != 0;
    int v = get(field);
    String s;
    switch (field) {
      case MONTH:
        if (v > 11) return null;
        return java.time.Month.of(v + 1).getDisplayName(textStyle(full, narrow), locale);
      case DAY_OF_WEEK:
        return java.time.DayOfWeek.of(v == SUNDAY ? 7 : v - 1).getDisplayName(textStyle(full, narrow), locale);
      case AM_PM:
        s = v == AM ? "AM" : "PM";
        return narrow ? s.substring(0, 1).toLowerCase() : s;
      case ERA:
        s = v == 1 ? (full ? "Anno Domini" : "AD") : (full ? "Before Christ" : "BC");
        return narrow ? s.substring(0, 1) : s;
      default:
        return null;
    }
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof Calendar)) return false;
    Calendar that = (Calendar) obj;
    return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient && firstDayOfWeek == that.firstDayOfWeek
        && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek && zone.equals(that.zone);
  }

  public int hashCode() {
    int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4) | (zone.hashCode() << 7);
    long t = getTimeInMillis();
    return (int) t ^ (int) (t >> 32) ^ otheritems;
  }

  public boolean before(Object when) {
    return when instanceof Calendar && compareTo((Calendar) when) < 0;
  }

  public boolean after(Object when) {
    return when instanceof Calendar && compareTo((Calendar) when) > 0;
  }

  public int compareTo(Calendar anotherCalendar) {
    return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
  }

  public abstract void add(int field, int amount);

  public abstract void roll(int field, boolean up);

  public void roll(int field, int amount) {
    while (amount > 0) {
      roll(field, true);
      amount--;
    }
    while (amount < 0) {
      roll(field, false);
      amount++;
    }
  }

  public void setTimeZone(TimeZone value) {
    zone = value;
    areFieldsSet = false;
  }

  public TimeZone getTimeZone() {
    return zone;
  }

  public void setLenient(boolean lenient) {
    this.lenient = lenient;
  }

  public boolean isLenient() {
    return lenient;
  }

  public void setFirstDayOfWeek(int value) {
    if (firstDayOfWeek == value) return;
    firstDayOfWeek = value;
    areFieldsSet = false;
  }

  public int getFirstDayOfWeek() {
    return firstDayOfWeek;
  }

  public void setMinimalDaysInFirstWeek(int value) {
    if (minimalDaysInFirstWeek == value) return;
    minimalDaysInFirstWeek = value;
    areFieldsSet = false;
  }

  public int getMinimalDaysInFirstWeek() {
    return minimalDaysInFirstWeek;
  }

  public abstract int getMinimum(int field);

  public abstract int getMaximum(int field);

  public abstract int getGreatestMinimum(int field);

  public abstract int getLeastMaximum(int field);

  public int getActualMinimum(int field) {
    return getMinimum(field);
  }

  public int getActualMaximum(int field) {
    return getMaximum(field);
  }

  public String getCalendarType() {
    return "gregory";
  }

  public final Instant toInstant() {
    return Instant.ofEpochMilli(getTimeInMillis());
  }

  public Object clone() {
    try {
      Calendar other = (Calendar) super.clone();
      other.fields = fields.clone();
      other.isSet = isSet.clone();
      other.stamp = stamp.clone();
      other.zone = (TimeZone) zone.clone();
      return other;
    } catch (CloneNotSupportedException e) {
      throw new InternalError(e);
    }
  }

  static String getFieldName(int field) {
    return FIELD_NAMES[field];
  }

  public String toString() {
    StringBuilder buffer = new StringBuilder(800);
    buffer.append(getClass().getName()).append('[');
    buffer.append("time=").append(isTimeSet ? String.valueOf(time) : "?");
    buffer.append(",areFieldsSet=").append(areFieldsSet);
    buffer.append(",areAllFieldsSet=").append(areFieldsSet);
    buffer.append(",lenient=").append(lenient);
    buffer.append(",zone=").append(zone);
    buffer.append(",firstDayOfWeek=").append(firstDayOfWeek);
    buffer.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
    for (int i = 0; i < FIELD_COUNT; ++i) {
      buffer.append(',').append(FIELD_NAMES[i]).append('=');
      buffer.append(isSet(i) ? String.valueOf(fields[i]) : "?");
    }
    buffer.append(']');
    return buffer.toString();
  }

  public boolean isWeekDateSupported() {
    return false;
  }

  public int getWeekYear() {
    throw new UnsupportedOperationException();
  }
}
