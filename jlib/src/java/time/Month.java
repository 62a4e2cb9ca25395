package java.time;

import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/** A month of the year (written for jpor from the Java SE API docs). */
public enum Month implements TemporalAccessor, TemporalAdjuster {
  JANUARY, FEBRUARY, MARCH, APRIL, MAY, JUNE, JULY, AUGUST, SEPTEMBER, OCTOBER, NOVEMBER, DECEMBER;

  static final String[] NAMES = {"January", "February", "March", "April", "May", "June", "July", "August",
      "September", "October", "November", "December"};

  public static Month of(int month) {
    if (month < 1 || month > 12) throw new DateTimeException("Invalid value for MonthOfYear: " + month);
    return values()[month - 1];
  }

  public static Month from(TemporalAccessor temporal) {
    if (temporal instanceof Month) return (Month) temporal;
    try {
      return of(temporal.get(ChronoField.MONTH_OF_YEAR));
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain Month from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public int getValue() {
    return ordinal() + 1;
  }

  /**
   * A month's (month true) or a day's (index 0 = Monday) name in a locale, from java.text.DateFormatSymbols
   * (java.time and java.text share CLDR's format forms in java 17; the root locale and languages java has
   * no names for give "Sep", "Tue" in both), or null without a locale. The stand-alone forms are taken to
   * be the format forms, and the narrow forms follow CLDR's patterns (numbers in ja and zh).
   */
  static String localName(java.util.Locale locale, boolean month, int index, TextStyle style) {
    if (locale == null) return null;
    String lang = locale.getLanguage();
    java.text.DateFormatSymbols dfs = java.text.DateFormatSymbols.getInstance(locale);
    TextStyle n = style.asNormal();
    int di = (index + 1) % 7 + 1; // DateFormatSymbols counts Sunday = 1
    if (n == TextStyle.SHORT) return month ? dfs.getShortMonths()[index] : dfs.getShortWeekdays()[di];
    String full = month ? dfs.getMonths()[index] : dfs.getWeekdays()[di];
    if (n == TextStyle.FULL) return full;
    if (month && (lang.equals("ja") || lang.equals("zh"))) return Integer.toString(index + 1);
    if (month && lang.equals("ko")) return (index + 1) + "\uC6D4";
    if (!month && lang.equals("zh")) return full.substring(full.length() - 1);
    if (!month && lang.equals("es") && index == 2) return "X";
    return full.substring(0, 1).toUpperCase(locale);
  }

  public String getDisplayName(TextStyle style, java.util.Locale locale) {
    String local = localName(locale, true, ordinal(), style);
    if (local != null) return local;
    String n = NAMES[ordinal()];
    switch (style) {
      case SHORT:
      case SHORT_STANDALONE:
        return n.substring(0, 3);
      case NARROW:
      case NARROW_STANDALONE:
        return n.substring(0, 1);
      default:
        return n;
    }
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField) return field == ChronoField.MONTH_OF_YEAR;
    return field != null && field.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    if (field == ChronoField.MONTH_OF_YEAR) return field.range();
    return TemporalAccessor.super.range(field);
  }

  public int get(TemporalField field) {
    if (field == ChronoField.MONTH_OF_YEAR) return getValue();
    return TemporalAccessor.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.MONTH_OF_YEAR) return getValue();
    if (field instanceof ChronoField) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    return field.getFrom(this);
  }

  public Month plus(long months) {
    int amount = (int) (months % 12);
    return values()[(ordinal() + (amount + 12)) % 12];
  }

  public Month minus(long months) {
    return plus(-(months % 12));
  }

  public int length(boolean leapYear) {
    switch (this) {
      case FEBRUARY:
        return leapYear ? 29 : 28;
      case APRIL:
      case JUNE:
      case SEPTEMBER:
      case NOVEMBER:
        return 30;
      default:
        return 31;
    }
  }

  public int minLength() {
    return this == FEBRUARY ? 28 : length(false);
  }

  public int maxLength() {
    return this == FEBRUARY ? 29 : length(false);
  }

  public int firstDayOfYear(boolean leapYear) {
    int day = 1;
    for (int m = 0; m < ordinal(); m++) day += values()[m].length(leapYear);
    return day;
  }

  public Month firstMonthOfQuarter() {
    return values()[(ordinal() / 3) * 3];
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.MONTH_OF_YEAR, getValue());
  }
}
