package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;

/** Common adjusters (written for jpor from the Java SE API docs). */
public final class TemporalAdjusters {
  private TemporalAdjusters() {
  }

  private static final int FIRST_DOM = 0, LAST_DOM = 1, FIRST_NEXT_MONTH = 2, FIRST_DOY = 3, LAST_DOY = 4, FIRST_NEXT_YEAR = 5;

  private static final class Simple implements TemporalAdjuster {
    private final int kind;

    Simple(int kind) {
      this.kind = kind;
    }

    public Temporal adjustInto(Temporal t) {
      switch (kind) {
        case FIRST_DOM:
          return t.with(ChronoField.DAY_OF_MONTH, 1);
        case LAST_DOM:
          return t.with(ChronoField.DAY_OF_MONTH, t.range(ChronoField.DAY_OF_MONTH).getMaximum());
        case FIRST_NEXT_MONTH:
          return t.with(ChronoField.DAY_OF_MONTH, 1).plus(1, ChronoUnit.MONTHS);
        case FIRST_DOY:
          return t.with(ChronoField.DAY_OF_YEAR, 1);
        case LAST_DOY:
          return t.with(ChronoField.DAY_OF_YEAR, t.range(ChronoField.DAY_OF_YEAR).getMaximum());
        default:
          return t.with(ChronoField.DAY_OF_YEAR, 1).plus(1, ChronoUnit.YEARS);
      }
    }
  }

  public static TemporalAdjuster ofDateAdjuster(final java.util.function.UnaryOperator<LocalDate> dateBasedAdjuster) {
    if (dateBasedAdjuster == null) throw new NullPointerException("dateBasedAdjuster");
    return new TemporalAdjuster() {
      public Temporal adjustInto(Temporal temporal) {
        LocalDate input = LocalDate.from(temporal);
        LocalDate output = dateBasedAdjuster.apply(input);
        return temporal.with(output);
      }
    };
  }

  public static TemporalAdjuster firstDayOfMonth() {
    return new Simple(FIRST_DOM);
  }

  public static TemporalAdjuster lastDayOfMonth() {
    return new Simple(LAST_DOM);
  }

  public static TemporalAdjuster firstDayOfNextMonth() {
    return new Simple(FIRST_NEXT_MONTH);
  }

  public static TemporalAdjuster firstDayOfYear() {
    return new Simple(FIRST_DOY);
  }

  public static TemporalAdjuster lastDayOfYear() {
    return new Simple(LAST_DOY);
  }

  public static TemporalAdjuster firstDayOfNextYear() {
    return new Simple(FIRST_NEXT_YEAR);
  }

  public static TemporalAdjuster firstInMonth(DayOfWeek dayOfWeek) {
    return dayOfWeekInMonth(1, dayOfWeek);
  }

  public static TemporalAdjuster lastInMonth(DayOfWeek dayOfWeek) {
    return dayOfWeekInMonth(-1, dayOfWeek);
  }

  public static TemporalAdjuster dayOfWeekInMonth(final int ordinal, DayOfWeek dayOfWeek) {
    final int dowValue = dayOfWeek.getValue();
    return new TemporalAdjuster() {
      public Temporal adjustInto(Temporal temporal) {
        if (ordinal >= 0) {
          Temporal temp = temporal.with(ChronoField.DAY_OF_MONTH, 1);
          int curDow = temp.get(ChronoField.DAY_OF_WEEK);
          int dowDiff = (dowValue - curDow + 7) % 7;
          dowDiff += (ordinal - 1L) * 7L;
          return temp.plus(dowDiff, ChronoUnit.DAYS);
        }
        Temporal temp = temporal.with(ChronoField.DAY_OF_MONTH, temporal.range(ChronoField.DAY_OF_MONTH).getMaximum());
        int curDow = temp.get(ChronoField.DAY_OF_WEEK);
        int daysDiff = dowValue - curDow;
        daysDiff = (daysDiff == 0 ? 0 : (daysDiff > 0 ? daysDiff - 7 : daysDiff));
        daysDiff -= (-ordinal - 1L) * 7L;
        return temp.plus(daysDiff, ChronoUnit.DAYS);
      }
    };
  }

  private static TemporalAdjuster relative(final int dowValue, final boolean forward, final boolean orSame) {
    return new TemporalAdjuster() {
      public Temporal adjustInto(Temporal temporal) {
        int calDow = temporal.get(ChronoField.DAY_OF_WEEK);
        if (orSame && calDow == dowValue) return temporal;
        if (forward) {
          int daysDiff = calDow - dowValue;
          return temporal.plus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
        }
        int daysDiff = dowValue - calDow;
        return temporal.minus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
      }
    };
  }

  public static TemporalAdjuster next(DayOfWeek dayOfWeek) {
    return relative(dayOfWeek.getValue(), true, false);
  }

  public static TemporalAdjuster nextOrSame(DayOfWeek dayOfWeek) {
    return relative(dayOfWeek.getValue(), true, true);
  }

  public static TemporalAdjuster previous(DayOfWeek dayOfWeek) {
    return relative(dayOfWeek.getValue(), false, false);
  }

  public static TemporalAdjuster previousOrSame(DayOfWeek dayOfWeek) {
    return relative(dayOfWeek.getValue(), false, true);
  }
}
