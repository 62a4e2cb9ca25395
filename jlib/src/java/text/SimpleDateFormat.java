package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Formats and parses dates with a pattern (written for jpor from the Java SE API docs); the names of months,
 * weekdays, eras and AM/PM come from its DateFormatSymbols.
 */
public class SimpleDateFormat extends DateFormat {
  private static final String LETTERS = "GyYMLwWDdFEuaHkKhmsSzZX";

  private String pattern;
  private DateFormatSymbols formatData;
  private Date defaultCenturyStart;
  private int defaultCenturyStartYear;

  public SimpleDateFormat() {
    this(dateTimePattern(SHORT, SHORT), Locale.getDefault());
  }

  public SimpleDateFormat(String pattern) {
    this(pattern, Locale.getDefault());
  }

  public SimpleDateFormat(String pattern, Locale locale) {
    if (pattern == null || locale == null) throw new NullPointerException();
    compile(pattern);
    this.pattern = pattern;
    calendar = newCalendar(locale);
    formatData = DateFormatSymbols.getInstance(locale);
    numberFormat = null;
    GregorianCalendar c = new GregorianCalendar();
    c.add(Calendar.YEAR, -80);
    defaultCenturyStart = c.getTime();
    defaultCenturyStartYear = c.get(Calendar.YEAR);
  }

  public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
    this(pattern, Locale.getDefault(Locale.Category.FORMAT));
    if (formatSymbols == null) throw new NullPointerException();
    formatData = (DateFormatSymbols) formatSymbols.clone();
  }

  public DateFormatSymbols getDateFormatSymbols() {
    return (DateFormatSymbols) formatData.clone();
  }

  public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
    formatData = (DateFormatSymbols) newFormatSymbols.clone();
  }

  public void set2DigitYearStart(Date startDate) {
    defaultCenturyStart = new Date(startDate.getTime());
    GregorianCalendar c = new GregorianCalendar(calendar.getTimeZone());
    c.setTime(startDate);
    defaultCenturyStartYear = c.get(Calendar.YEAR);
  }

  public Date get2DigitYearStart() {
    return (Date) defaultCenturyStart.clone();
  }

  public String toPattern() {
    return pattern;
  }

  public String toLocalizedPattern() {
    return pattern;
  }

  public void applyPattern(String pattern) {
    compile(pattern);
    this.pattern = pattern;
  }

  public void applyLocalizedPattern(String pattern) {
    applyPattern(pattern);
  }

  // ---- compiled pattern: items are letters with counts or literal strings

  private Object[] items = new Object[0];

  private void compile(String p) {
    java.util.ArrayList<Object> list = new java.util.ArrayList<Object>();
    StringBuilder lit = new StringBuilder();
    int n = p.length();
    for (int i = 0; i < n; i++) {
      char c = p.charAt(i);
      if (c == '\'') {
        if (i + 1 < n && p.charAt(i + 1) == '\'') {
          lit.append('\'');
          i++;
          continue;
        }
        int j = i + 1;
        for (;; j++) {
          if (j >= n) throw new IllegalArgumentException("Unterminated quote");
          if (p.charAt(j) == '\'') {
            if (j + 1 < n && p.charAt(j + 1) == '\'') {
              lit.append('\'');
              j++;
              continue;
            }
            break;
          }
          lit.append(p.charAt(j));
        }
        i = j;
      } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        if (LETTERS.indexOf(c) < 0) throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
        int j = i;
        while (j < n && p.charAt(j) == c) j++;
        if (c == 'X' && j - i > 3) throw new IllegalArgumentException("invalid ISO 8601 format: length=" + (j - i));
        if (lit.length() > 0) {
          list.add(lit.toString());
          lit.setLength(0);
        }
        list.add(new int[] {c, j - i});
        i = j - 1;
      } else {
        lit.append(c);
      }
    }
    if (lit.length() > 0) list.add(lit.toString());
    items = list.toArray();
  }

  // ---- formatting

  public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
    calendar.setTime(date);
    for (Object item : items) {
      if (item instanceof String) {
        toAppendTo.append((String) item);
        continue;
      }
      int[] f = (int[]) item;
      formatField((char) f[0], f[1], toAppendTo);
    }
    return toAppendTo;
  }

  private static void pad(StringBuffer sb, long value, int count) {
    String s = Long.toString(value);
    for (int i = s.length(); i < count; i++) sb.append('0');
    sb.append(s);
  }

  private void formatField(char c, int count, StringBuffer sb) {
    Calendar cal = calendar;
    switch (c) {
      case 'G':
        sb.append(formatData.eras[cal.get(Calendar.ERA)]);
        return;
      case 'y':
      case 'Y': {
        int y = cal.get(Calendar.YEAR);
        if (c == 'Y') {
          int woy = cal.get(Calendar.WEEK_OF_YEAR), m = cal.get(Calendar.MONTH);
          if (woy == 1 && m == Calendar.DECEMBER) y++;
          else if (woy >= 52 && m == Calendar.JANUARY) y--;
        }
        if (count == 2) pad(sb, y % 100, 2);
        else pad(sb, y, count);
        return;
      }
      case 'M':
      case 'L': {
        int m = cal.get(Calendar.MONTH);
        if (count >= 3 && c == 'L') sb.append(formatData.standaloneMonth(m, count >= 4));
        else if (count >= 4) sb.append(formatData.months[m]);
        else if (count == 3) sb.append(formatData.shortMonths[m]);
        else pad(sb, m + 1, count);
        return;
      }
      case 'E': {
        int dow = cal.get(Calendar.DAY_OF_WEEK);
        sb.append(count >= 4 ? formatData.weekdays[dow] : formatData.shortWeekdays[dow]);
        return;
      }
      case 'u': {
        int dow = cal.get(Calendar.DAY_OF_WEEK);
        pad(sb, dow == Calendar.SUNDAY ? 7 : dow - 1, count);
        return;
      }
      case 'a':
        sb.append(formatData.ampms[cal.get(Calendar.AM_PM)]);
        return;
      case 'k': {
        int h = cal.get(Calendar.HOUR_OF_DAY);
        pad(sb, h == 0 ? 24 : h, count);
        return;
      }
      case 'h': {
        int h = cal.get(Calendar.HOUR);
        pad(sb, h == 0 ? 12 : h, count);
        return;
      }
      case 'z': {
        TimeZone tz = cal.getTimeZone();
        sb.append(tz.getDisplayName(cal.get(Calendar.DST_OFFSET) != 0, count >= 4 ? TimeZone.LONG : TimeZone.SHORT, Locale.US));
        return;
      }
      case 'Z':
      case 'X': {
        int off = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
        if (c == 'X' && off == 0) {
          sb.append('Z');
          return;
        }
        sb.append(off < 0 ? '-' : '+');
        off = Math.abs(off);
        pad(sb, off / 60, 2);
        if (c == 'X' && count == 1) return;
        if (c == 'X' && count == 3) sb.append(':');
        pad(sb, off % 60, 2);
        return;
      }
      default:
        pad(sb, cal.get(fieldOf(c)), count);
    }
  }

  private static int fieldOf(char c) {
    switch (c) {
      case 'w':
        return Calendar.WEEK_OF_YEAR;
      case 'W':
        return Calendar.WEEK_OF_MONTH;
      case 'D':
        return Calendar.DAY_OF_YEAR;
      case 'd':
        return Calendar.DAY_OF_MONTH;
      case 'F':
        return Calendar.DAY_OF_WEEK_IN_MONTH;
      case 'H':
        return Calendar.HOUR_OF_DAY;
      case 'K':
        return Calendar.HOUR;
      case 'm':
        return Calendar.MINUTE;
      case 's':
        return Calendar.SECOND;
      default:
        return Calendar.MILLISECOND;
    }
  }

  // ---- parsing

  public Date parse(String text, ParsePosition pos) {
    int start = pos.getIndex();
    int p = start;
    int n = text.length();
    int[] values = new int[Calendar.FIELD_COUNT];
    boolean[] has = new boolean[Calendar.FIELD_COUNT];
    final int none = Integer.MIN_VALUE; // a negative hour is a value (lenient calendars take it)
    int era = -1, pm = -1, hour12 = none, hour24 = none, tzOffset = Integer.MIN_VALUE;
    long year = Long.MIN_VALUE;
    boolean twoDigitYear = false;
    for (int k = 0; k < items.length; k++) {
      Object item = items[k];
      if (item instanceof String) {
        // as java: the pattern's literal text must be there, character for character
        String lit = (String) item;
        for (int i = 0; i < lit.length(); i++) {
          if (p >= n || text.charAt(p) != lit.charAt(i)) return fail(pos, start, p);
          p++;
        }
        continue;
      }
      int[] f = (int[]) item;
      char c = (char) f[0];
      int count = f[1];
      // a field right before another field reads at most count characters (java's obeyCount)
      boolean abut = k + 1 < items.length && items[k + 1] instanceof int[];
      int fieldStart = p;
      while (p < n && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) p++;
      if (p >= n) return fail(pos, start, fieldStart);
      // java matches names at the field's start: white space before a name fails there
      boolean named = ((c == 'M' || c == 'L') && count >= 3) || c == 'E' || c == 'a' || c == 'G';
      if (named && p != fieldStart) return fail(pos, start, p);
      if (c == 'M' || c == 'L') {
        if (count >= 3) {
          int m = matchText(text, p, formatData.months, formatData.shortMonths, 0);
          if (m < 0) return fail(pos, start, p);
          values[Calendar.MONTH] = m & 0xff;
          has[Calendar.MONTH] = true;
          p += m >> 8;
          continue;
        }
      } else if (c == 'E') {
        int d = matchText(text, p, formatData.weekdays, formatData.shortWeekdays, 1);
        if (d < 0) return fail(pos, start, p);
        values[Calendar.DAY_OF_WEEK] = d & 0xff;
        has[Calendar.DAY_OF_WEEK] = true;
        p += d >> 8;
        continue;
      } else if (c == 'a') {
        int a = matchText(text, p, formatData.ampms, null, 0);
        if (a < 0) return fail(pos, start, p);
        pm = a & 0xff;
        p += a >> 8;
        continue;
      } else if (c == 'G') {
        int g = matchText(text, p, formatData.eras, null, 0);
        if (g < 0) return fail(pos, start, p);
        era = g & 0xff;
        p += g >> 8;
        continue;
      } else if (c == 'z' || c == 'Z' || c == 'X') {
        int[] r = parseZone(text, p);
        if (r == null) return fail(pos, start, p);
        tzOffset = r[0];
        p = r[1];
        continue;
      }
      // a number, as java's integer DecimalFormat reads it (a minus sign, digits of any script)
      // the count is measured from the field's start, before any white space (as java)
      if (abut && fieldStart + count > n) return fail(pos, start, p);
      int limit = abut ? fieldStart + count : n;
      int q = p;
      boolean neg = false;
      if (text.charAt(q) == '-') {
        neg = true;
        q++;
      }
      long v = 0;
      int ds = q;
      while (q < limit && Character.isDigit(text.charAt(q)) && q - ds < 18) v = v * 10 + Character.digit(text.charAt(q++), 10);
      if (q == ds) return fail(pos, start, p);
      if (neg) v = -v;
      int digits = q - ds;
      p = q;
      // java checks only these ranges while parsing (when not lenient); the calendar the rest
      if (!isLenient() && ((c == 'h' && (v < 1 || v > 12)) || (c == 'k' && (v < 1 || v > 24)))) return fail(pos, start, p);
      switch (c) {
        case 'y':
        case 'Y':
          year = v;
          twoDigitYear = count <= 2 && digits == 2 && !neg;
          break;
        case 'M':
        case 'L':
          values[Calendar.MONTH] = (int) v - 1;
          has[Calendar.MONTH] = true;
          break;
        case 'u':
          values[Calendar.DAY_OF_WEEK] = v == 7 ? Calendar.SUNDAY : (int) v + 1;
          has[Calendar.DAY_OF_WEEK] = true;
          break;
        case 'H':
          hour24 = (int) v;
          break;
        case 'k':
          hour24 = v == 24 ? 0 : (int) v;
          break;
        case 'h':
          hour12 = v == 12 ? 0 : (int) v;
          break;
        case 'K':
          hour12 = (int) v;
          break;
        default: {
          int field = fieldOf(c);
          values[field] = (int) v;
          has[field] = true;
        }
      }
    }
    Calendar cal = calendar;
    cal.clear();
    if (year != Long.MIN_VALUE) {
      long y = year;
      if (twoDigitYear) {
        long base = defaultCenturyStartYear / 100 * 100 + year;
        if (base < defaultCenturyStartYear) base += 100;
        y = base;
      }
      cal.set(Calendar.YEAR, (int) y);
    }
    if (era >= 0) cal.set(Calendar.ERA, era);
    for (int f = 0; f < Calendar.FIELD_COUNT; f++)
      if (has[f]) cal.set(f, values[f]);
    if (hour24 != none) cal.set(Calendar.HOUR_OF_DAY, hour24);
    else if (hour12 != none) {
      cal.set(Calendar.HOUR, hour12);
      if (pm >= 0) cal.set(Calendar.AM_PM, pm);
    } else if (pm >= 0) {
      cal.set(Calendar.AM_PM, pm);
    }
    if (hour24 != none && hour24 >= 0 && pm >= 0 && hour24 < 12) cal.set(Calendar.HOUR_OF_DAY, hour24 + 12 * pm);
    if (tzOffset != Integer.MIN_VALUE) {
      cal.set(Calendar.ZONE_OFFSET, tzOffset);
      cal.set(Calendar.DST_OFFSET, 0);
    }
    Date result;
    try {
      result = cal.getTime();
    } catch (IllegalArgumentException e) {
      pos.setErrorIndex(p);
      pos.setIndex(start);
      return null;
    }
    if (tzOffset != Integer.MIN_VALUE) cal.setTimeZone(cal.getTimeZone());
    pos.setIndex(p);
    return result;
  }

  private static boolean numeric(int[] f) {
    char c = (char) f[0];
    if (c == 'M' || c == 'L') return f[1] <= 2;
    return "yYwWDdFuHkKhmsS".indexOf(c) >= 0;
  }

  private static Date fail(ParsePosition pos, int start, int at) {
    pos.setIndex(start);
    pos.setErrorIndex(at);
    return null;
  }

  /** Index of the longest matching name (full, then 3-letter), case-insensitive, with length << 8; -1 if none. */
  /** The index (from first) of the longest of the names or short names at p, or'd with its length << 8; -1 if none. */
  private static int matchText(String text, int p, String[] names, String[] shortNames, int first) {
    int best = -1, bestLen = 0;
    for (int i = first; i < names.length; i++) {
      for (int k = 0; k < 2; k++) {
        String s = k == 0 ? names[i] : shortNames == null ? "" : shortNames[i];
        if (s.length() > bestLen && text.regionMatches(true, p, s, 0, s.length())) {
          best = i;
          bestLen = s.length();
        }
      }
    }
    return best < 0 ? -1 : best | (bestLen << 8);
  }

  /** {offset millis, new position} of "GMT+hh:mm", "UTC", "+hhmm", "-hh:mm", "Z"; null if none. */
  private static int[] parseZone(String text, int p) {
    int n = text.length();
    if (text.startsWith("Z", p)) return new int[] {0, p + 1};
    if (text.regionMatches(true, p, "UTC", 0, 3) && !(p + 3 < n && (text.charAt(p + 3) == '+' || text.charAt(p + 3) == '-')))
      return new int[] {0, p + 3};
    int q = p;
    if (text.regionMatches(true, p, "GMT", 0, 3)) {
      q = p + 3;
      if (q >= n || (text.charAt(q) != '+' && text.charAt(q) != '-')) return new int[] {0, q};
    }
    if (q >= n || (text.charAt(q) != '+' && text.charAt(q) != '-')) return null;
    int sign = text.charAt(q) == '-' ? -1 : 1;
    q++;
    int ds = q;
    while (q < n && Character.isDigit(text.charAt(q)) && q - ds < 4) q++;
    int digits = q - ds;
    if (digits == 0) return null;
    int h, m = 0;
    if (digits <= 2) {
      h = Integer.parseInt(text.substring(ds, q));
      if (q + 2 < n + 1 && q < n && text.charAt(q) == ':') {
        if (q + 3 > n || !Character.isDigit(text.charAt(q + 1)) || !Character.isDigit(text.charAt(q + 2))) return null;
        m = Integer.parseInt(text.substring(q + 1, q + 3));
        q += 3;
      }
    } else if (digits == 4) {
      h = Integer.parseInt(text.substring(ds, ds + 2));
      m = Integer.parseInt(text.substring(ds + 2, q));
    } else {
      return null;
    }
    if (h > 23 || m > 59) return null;
    return new int[] {sign * (h * 60 + m) * 60000, q};
  }

  public int hashCode() {
    return pattern.hashCode();
  }

  public boolean equals(Object obj) {
    if (!super.equals(obj)) return false;
    SimpleDateFormat o = (SimpleDateFormat) obj;
    return pattern.equals(o.pattern) && formatData.equals(o.formatData);
  }

  public Object clone() {
    SimpleDateFormat c = (SimpleDateFormat) super.clone();
    c.formatData = (DateFormatSymbols) formatData.clone();
    return c;
  }
}
