package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/** Formats and parses dates (written for jpor from the Java SE API docs; English (CLDR) styles). */
public abstract class DateFormat extends Format {
  public static final int FULL = 0, LONG = 1, MEDIUM = 2, SHORT = 3, DEFAULT = MEDIUM;
  public static final int ERA_FIELD = 0, YEAR_FIELD = 1, MONTH_FIELD = 2, DATE_FIELD = 3, HOUR_OF_DAY1_FIELD = 4,
      HOUR_OF_DAY0_FIELD = 5, MINUTE_FIELD = 6, SECOND_FIELD = 7, MILLISECOND_FIELD = 8, DAY_OF_WEEK_FIELD = 9,
      DAY_OF_YEAR_FIELD = 10, DAY_OF_WEEK_IN_MONTH_FIELD = 11, WEEK_OF_YEAR_FIELD = 12, WEEK_OF_MONTH_FIELD = 13,
      AM_PM_FIELD = 14, HOUR1_FIELD = 15, HOUR0_FIELD = 16, TIMEZONE_FIELD = 17;

  protected Calendar calendar;
  protected NumberFormat numberFormat;

  protected DateFormat() {
  }

  static final String[] DATE_STYLES = {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"};
  static final String[] TIME_STYLES = {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"};

  public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition fieldPosition) {
    if (obj instanceof Date) return format((Date) obj, toAppendTo, fieldPosition);
    if (obj instanceof Number) return format(new Date(((Number) obj).longValue()), toAppendTo, fieldPosition);
    throw new IllegalArgumentException("Cannot format given Object as a Date");
  }

  public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition fieldPosition);

  public final String format(Date date) {
    return format(date, new StringBuffer(), new FieldPosition(0)).toString();
  }

  public Date parse(String source) throws ParseException {
    ParsePosition pos = new ParsePosition(0);
    Date result = parse(source, pos);
    if (pos.getIndex() == 0) throw new ParseException("Unparseable date: \"" + source + "\"", pos.getErrorIndex());
    return result;
  }

  public abstract Date parse(String source, ParsePosition pos);

  public Object parseObject(String source, ParsePosition pos) {
    return parse(source, pos);
  }

  private static void checkStyle(int style, String what) {
    if (style < FULL || style > SHORT) throw new IllegalArgumentException("Illegal " + what + " style " + style);
  }

  public static final DateFormat getTimeInstance() {
    return getTimeInstance(DEFAULT);
  }

  public static final DateFormat getTimeInstance(int style) {
    return getTimeInstance(style, Locale.getDefault());
  }

  public static final DateFormat getTimeInstance(int style, Locale aLocale) {
    checkStyle(style, "time");
    String[] r = LocaleDateData.find(aLocale);
    return new SimpleDateFormat(r != null ? LocaleDateData.time(r, style) : TIME_STYLES[style], aLocale);
  }

  public static final DateFormat getDateInstance() {
    return getDateInstance(DEFAULT);
  }

  public static final DateFormat getDateInstance(int style) {
    return getDateInstance(style, Locale.getDefault());
  }

  public static final DateFormat getDateInstance(int style, Locale aLocale) {
    checkStyle(style, "date");
    String[] r = LocaleDateData.find(aLocale);
    return new SimpleDateFormat(r != null ? LocaleDateData.date(r, style) : DATE_STYLES[style], aLocale);
  }

  public static final DateFormat getDateTimeInstance() {
    return getDateTimeInstance(DEFAULT, DEFAULT);
  }

  public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
    return getDateTimeInstance(dateStyle, timeStyle, Locale.getDefault());
  }

  public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
    checkStyle(dateStyle, "date");
    checkStyle(timeStyle, "time");
    String[] r = LocaleDateData.find(aLocale);
    return new SimpleDateFormat(r != null ? LocaleDateData.dateTime(r, dateStyle, timeStyle) : dateTimePattern(dateStyle, timeStyle), aLocale);
  }

  static String dateTimePattern(int dateStyle, int timeStyle) {
    String sep = dateStyle <= LONG ? " 'at' " : ", ";
    return DATE_STYLES[dateStyle] + sep + TIME_STYLES[timeStyle];
  }

  public static final DateFormat getInstance() {
    return getDateTimeInstance(SHORT, SHORT);
  }

  public static Locale[] getAvailableLocales() {
    return new Locale[] {Locale.US};
  }

  public void setCalendar(Calendar newCalendar) {
    this.calendar = newCalendar;
  }

  public Calendar getCalendar() {
    return calendar;
  }

  public void setNumberFormat(NumberFormat newNumberFormat) {
    this.numberFormat = newNumberFormat;
  }

  public NumberFormat getNumberFormat() {
    return numberFormat;
  }

  public void setTimeZone(TimeZone zone) {
    calendar.setTimeZone(zone);
  }

  public TimeZone getTimeZone() {
    return calendar.getTimeZone();
  }

  public void setLenient(boolean lenient) {
    calendar.setLenient(lenient);
  }

  public boolean isLenient() {
    return calendar.isLenient();
  }

  public int hashCode() {
    return numberFormat == null ? 0 : numberFormat.hashCode();
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (obj == null || getClass() != obj.getClass()) return false;
    DateFormat other = (DateFormat) obj;
    return calendar.getFirstDayOfWeek() == other.calendar.getFirstDayOfWeek() && calendar.isLenient() == other.calendar.isLenient()
        && calendar.getTimeZone().equals(other.calendar.getTimeZone());
  }

  public Object clone() {
    DateFormat other = (DateFormat) super.clone();
    other.calendar = (Calendar) calendar.clone();
    return other;
  }

  static Calendar newCalendar(Locale locale) {
    return new GregorianCalendar(TimeZone.getDefault(), locale);
  }
}
