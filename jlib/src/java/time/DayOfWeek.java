package java.time;

import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/** A day of the week (written for jpor from the Java SE API docs). */
public enum DayOfWeek implements TemporalAccessor, TemporalAdjuster {
  MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY;

  static final String[] NAMES = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

  public static DayOfWeek of(int dayOfWeek) {
    if (dayOfWeek < 1 || dayOfWeek > 7) throw new DateTimeException("Invalid value for DayOfWeek: " + dayOfWeek);
    return values()[dayOfWeek - 1];
  }

  public static DayOfWeek from(TemporalAccessor temporal) {
    if (temporal instanceof DayOfWeek) return (DayOfWeek) temporal;
    try {
      return of(temporal.get(ChronoField.DAY_OF_WEEK));
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain DayOfWeek from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public int getValue() {
    return ordinal() + 1;
  }

  public String getDisplayName(TextStyle style, java.util.Locale locale) {
    String local = Month.localName(locale, false, ordinal(), style);
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
    if (field instanceof ChronoField) return field == ChronoField.DAY_OF_WEEK;
    return field != null && field.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    if (field == ChronoField.DAY_OF_WEEK) return field.range();
    return TemporalAccessor.super.range(field);
  }

  public int get(TemporalField field) {
    if (field == ChronoField.DAY_OF_WEEK) return getValue();
    return TemporalAccessor.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.DAY_OF_WEEK) return getValue();
    if (field instanceof ChronoField) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    return field.getFrom(this);
  }

  public DayOfWeek plus(long days) {
    int amount = (int) (days % 7);
    return values()[(ordinal() + (amount + 7)) % 7];
  }

  public DayOfWeek minus(long days) {
    return plus(-(days % 7));
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.DAY_OF_WEEK, getValue());
  }
}
