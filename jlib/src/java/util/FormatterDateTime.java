package java.util;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;

/** The %t / %T date-time conversions of Formatter (written for jpor from the Formatter API docs). */
final class FormatterDateTime {
  private FormatterDateTime() {
  }

  private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August",
      "September", "October", "November", "December"};
  private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

  /** The text of conversion c for a Long, Date, Calendar or TemporalAccessor (before case and justification). */
  /** The locale's names (java's Formatter takes DateFormatSymbols'), or null for English without a locale. */
  private static java.text.DateFormatSymbols symbols(Locale l) {
    return l == null ? null : java.text.DateFormatSymbols.getInstance(l);
  }

  static String format(char c, Object arg, Locale l) {
    if (arg instanceof Long || arg instanceof Date || arg instanceof Calendar) {
      Calendar cal;
      if (arg instanceof Calendar) {
        cal = (Calendar) ((Calendar) arg).clone();
        cal.setLenient(true);
      } else {
        cal = Calendar.getInstance(l == null ? Locale.US : l);
        cal.setTimeInMillis(arg instanceof Long ? ((Long) arg).longValue() : ((Date) arg).getTime());
      }
      StringBuilder sb = new StringBuilder();
      print(sb, new CalSource(cal), c, l);
      return sb.toString();
    }
    if (arg instanceof TemporalAccessor) {
      StringBuilder sb = new StringBuilder();
      print(sb, new TemporalSource((TemporalAccessor) arg), c, l);
      return sb.toString();
    }
    throw new IllegalFormatConversionException(c, arg.getClass());
  }

  /** Field access common to calendars and temporals. */
  abstract static class Source {
    abstract int hourOfDay();

    abstract int minute();

    abstract int second();

    abstract int milli();

    abstract long nano();

    abstract int year();

    abstract int month0();

    abstract int dayOfMonth();

    abstract int dayOfYear();

    abstract int dayOfWeek(); // 1 = Sunday

    abstract long epochMilli();

    abstract long epochSecond();

    abstract String offset(); // +HHMM

    abstract String zone(Locale l);
  }

  static final class CalSource extends Source {
    final Calendar c;

    CalSource(Calendar c) {
      this.c = c;
    }

    int hourOfDay() {
      return c.get(Calendar.HOUR_OF_DAY);
    }

    int minute() {
      return c.get(Calendar.MINUTE);
    }

    int second() {
      return c.get(Calendar.SECOND);
    }

    int milli() {
      return c.get(Calendar.MILLISECOND);
    }

    long nano() {
      return c.get(Calendar.MILLISECOND) * 1000000L;
    }

    int year() {
      return c.get(Calendar.YEAR);
    }

    int month0() {
      return c.get(Calendar.MONTH);
    }

    int dayOfMonth() {
      return c.get(Calendar.DAY_OF_MONTH);
    }

    int dayOfYear() {
      return c.get(Calendar.DAY_OF_YEAR);
    }

    int dayOfWeek() {
      return c.get(Calendar.DAY_OF_WEEK);
    }

    long epochMilli() {
      return c.getTimeInMillis();
    }

    long epochSecond() {
      return c.getTimeInMillis() / 1000L;
    }

    String offset() {
      return rfc822((c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000);
    }

    String zone(Locale l) {
      TimeZone tz = c.getTimeZone();
      return tz.getDisplayName(c.get(Calendar.DST_OFFSET) != 0, TimeZone.SHORT, l == null ? Locale.US : l);
    }
  }

  static final class TemporalSource extends Source {
    final TemporalAccessor t;

    TemporalSource(TemporalAccessor t) {
      this.t = t;
    }

    int hourOfDay() {
      return t.get(ChronoField.HOUR_OF_DAY);
    }

    int minute() {
      return t.get(ChronoField.MINUTE_OF_HOUR);
    }

    int second() {
      return t.get(ChronoField.SECOND_OF_MINUTE);
    }

    int milli() {
      return t.get(ChronoField.MILLI_OF_SECOND);
    }

    long nano() {
      return t.get(ChronoField.NANO_OF_SECOND);
    }

    int year() {
      return t.get(ChronoField.YEAR_OF_ERA);
    }

    int month0() {
      return t.get(ChronoField.MONTH_OF_YEAR) - 1;
    }

    int dayOfMonth() {
      return t.get(ChronoField.DAY_OF_MONTH);
    }

    int dayOfYear() {
      return t.get(ChronoField.DAY_OF_YEAR);
    }

    int dayOfWeek() {
      return t.get(ChronoField.DAY_OF_WEEK) % 7 + 1;
    }

    long epochMilli() {
      return t.getLong(ChronoField.INSTANT_SECONDS) * 1000L + t.getLong(ChronoField.MILLI_OF_SECOND);
    }

    long epochSecond() {
      return t.getLong(ChronoField.INSTANT_SECONDS);
    }

    String offset() {
      return rfc822(t.get(ChronoField.OFFSET_SECONDS) / 60);
    }

    String zone(Locale l) {
      ZoneId zid = t.query(TemporalQueries.zone());
      if (zid == null) throw new DateTimeException("no zone");
      if (zid instanceof ZoneOffset) return zid.getId();
      boolean dst = t.isSupported(ChronoField.INSTANT_SECONDS)
          && zid.getRules().isDaylightSavings(java.time.Instant.ofEpochSecond(t.getLong(ChronoField.INSTANT_SECONDS)));
      return TimeZone.getTimeZone(zid.getId()).getDisplayName(dst, TimeZone.SHORT, l == null ? Locale.US : l);
    }
  }

  static String rfc822(int minutes) {
    StringBuilder sb = new StringBuilder(5);
    sb.append(minutes < 0 ? '-' : '+');
    minutes = Math.abs(minutes);
    int v = minutes / 60 * 100 + minutes % 60;
    String s = Integer.toString(v);
    for (int i = s.length(); i < 4; i++) sb.append('0');
    return sb.append(s).toString();
  }

  private static StringBuilder pad(StringBuilder sb, long v, int width) {
    String s = Long.toString(v);
    for (int i = s.length(); i < width; i++) sb.append('0');
    return sb.append(s);
  }

  private static void print(StringBuilder sb, Source s, char c, Locale l) {
    try {
      print0(sb, s, c, l);
    } catch (DateTimeException e) {
      throw new IllegalFormatConversionException(c, ((TemporalSource) s).t.getClass());
    }
  }

  private static void print0(StringBuilder sb, Source s, char c, Locale l) {
    switch (c) {
      case 'H':
        pad(sb, s.hourOfDay(), 2);
        break;
      case 'I': {
        int h = s.hourOfDay() % 12;
        pad(sb, h == 0 ? 12 : h, 2);
        break;
      }
      case 'k':
        sb.append(s.hourOfDay());
        break;
      case 'l': {
        int h = s.hourOfDay() % 12;
        sb.append(h == 0 ? 12 : h);
        break;
      }
      case 'M':
        pad(sb, s.minute(), 2);
        break;
      case 'S':
        pad(sb, s.second(), 2);
        break;
      case 'L':
        pad(sb, s.milli(), 3);
        break;
      case 'N':
        pad(sb, s.nano(), 9);
        break;
      case 'p': {
        String[] ampm = symbols(l) != null ? symbols(l).getAmPmStrings() : new String[] {"AM", "PM"};
        sb.append(ampm[s.hourOfDay() < 12 ? 0 : 1].toLowerCase(l != null ? l : Locale.US));
        break;
      }
      case 'z':
        sb.append(s.offset());
        break;
      case 'Z':
        sb.append(s.zone(l));
        break;
      case 's':
        sb.append(s.epochSecond());
        break;
      case 'Q':
        sb.append(s.epochMilli());
        break;
      case 'B':
        sb.append(symbols(l) != null ? symbols(l).getMonths()[s.month0()] : MONTHS[s.month0()]);
        break;
      case 'b':
      case 'h':
        if (symbols(l) != null) sb.append(symbols(l).getShortMonths()[s.month0()]);
        else sb.append(MONTHS[s.month0()], 0, 3);
        break;
      case 'A':
        sb.append(symbols(l) != null ? symbols(l).getWeekdays()[s.dayOfWeek()] : DAYS[s.dayOfWeek() - 1]);
        break;
      case 'a':
        if (symbols(l) != null) sb.append(symbols(l).getShortWeekdays()[s.dayOfWeek()]);
        else sb.append(DAYS[s.dayOfWeek() - 1], 0, 3);
        break;
      case 'C':
        pad(sb, s.year() / 100, 2);
        break;
      case 'Y':
        pad(sb, s.year(), 4);
        break;
      case 'y':
        pad(sb, s.year() % 100, 2);
        break;
      case 'j':
        pad(sb, s.dayOfYear(), 3);
        break;
      case 'm':
        pad(sb, s.month0() + 1, 2);
        break;
      case 'd':
        pad(sb, s.dayOfMonth(), 2);
        break;
      case 'e':
        sb.append(s.dayOfMonth());
        break;
      case 'R':
        print(sb, s, 'H', l);
        sb.append(':');
        print(sb, s, 'M', l);
        break;
      case 'T':
        print(sb, s, 'H', l);
        sb.append(':');
        print(sb, s, 'M', l);
        sb.append(':');
        print(sb, s, 'S', l);
        break;
      case 'r':
        print(sb, s, 'I', l);
        sb.append(':');
        print(sb, s, 'M', l);
        sb.append(':');
        print(sb, s, 'S', l);
        sb.append(' ').append(s.hourOfDay() < 12 ? "AM" : "PM");
        break;
      case 'D':
        print(sb, s, 'm', l);
        sb.append('/');
        print(sb, s, 'd', l);
        sb.append('/');
        print(sb, s, 'y', l);
        break;
      case 'F':
        print(sb, s, 'Y', l);
        sb.append('-');
        print(sb, s, 'm', l);
        sb.append('-');
        print(sb, s, 'd', l);
        break;
      case 'c':
        print(sb, s, 'a', l);
        sb.append(' ');
        print(sb, s, 'b', l);
        sb.append(' ');
        print(sb, s, 'd', l);
        sb.append(' ');
        print(sb, s, 'T', l);
        sb.append(' ');
        print(sb, s, 'Z', l);
        sb.append(' ');
        print(sb, s, 'Y', l);
        break;
      default:
        throw new UnknownFormatConversionException("t" + c);
    }
  }
}
