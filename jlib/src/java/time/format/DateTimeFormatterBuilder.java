package java.time.format;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.WeekFields;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Builds date-time formatters (written for jpor from the Java SE API docs; English text only). */
public final class DateTimeFormatterBuilder {
  private final DateTimeFormatterBuilder parent;
  private final boolean optional;
  private final List<P> list = new ArrayList<P>();
  private DateTimeFormatterBuilder active = this;
  private int lastValue = -1; // index in active.list of the value element adjacent parsing extends

  public DateTimeFormatterBuilder() {
    this(null, false);
  }

  private DateTimeFormatterBuilder(DateTimeFormatterBuilder parent, boolean optional) {
    this.parent = parent;
    this.optional = optional;
  }

  // ================= elements =================

  /** One printer-parser: format returns false when an optional section lacks a field. */
  abstract static class P {
    abstract boolean format(Ctx ctx, StringBuilder sb);

    /** Returns the new position, or ~errorIndex. */
    abstract int parse(PCtx ctx, CharSequence text, int pos);
  }

  static final class Ctx {
    final TemporalAccessor t;
    int optional;
    Locale locale = Locale.getDefault(Locale.Category.FORMAT); // the formatter's: its weeks (pattern letters Y w W e c)

    Ctx(TemporalAccessor t) {
      this.t = t;
    }

    Long value(TemporalField f) {
      if (optional > 0 && !t.isSupported(f)) return null;
      return t.getLong(f);
    }
  }

  static final class PCtx {
    Parsed parsed = new Parsed();
    Locale locale = Locale.getDefault(Locale.Category.FORMAT);
    boolean caseSensitive = true;
    boolean strict = true;
  }

  static final class Composite extends P {
    final P[] items;
    final boolean optional;

    Composite(List<P> items, boolean optional) {
      this.items = items.toArray(new P[0]);
      this.optional = optional;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      int len = sb.length();
      if (optional) ctx.optional++;
      try {
        for (P p : items) {
          if (!p.format(ctx, sb)) {
            sb.setLength(len);
            return true;
          }
        }
      } finally {
        if (optional) ctx.optional--;
      }
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      if (optional) {
        Parsed saved = ctx.parsed.copy();
        boolean cs = ctx.caseSensitive;
        int p = pos;
        for (P item : items) {
          p = item.parse(ctx, text, p);
          if (p < 0) {
            ctx.parsed = saved;
            ctx.caseSensitive = cs;
            return pos;
          }
        }
        ctx.caseSensitive = cs;
        return p;
      }
      for (P item : items) {
        pos = item.parse(ctx, text, pos);
        if (pos < 0) break;
      }
      return pos;
    }

    public String toString() {
      StringBuilder sb = new StringBuilder();
      sb.append(optional ? "[" : "(");
      for (P p : items) sb.append(p);
      return sb.append(optional ? "]" : ")").toString();
    }
  }

  static final class CaseSetting extends P {
    final boolean sensitive;

    CaseSetting(boolean sensitive) {
      this.sensitive = sensitive;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      ctx.caseSensitive = sensitive;
      return pos;
    }

    public String toString() {
      return "ParseCaseSensitive(" + sensitive + ")";
    }
  }

  static final class Literal extends P {
    final String s;

    Literal(String s) {
      this.s = s;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      sb.append(s);
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      if (pos > text.length() || pos < 0) throw new IndexOutOfBoundsException();
      if (pos + s.length() > text.length()) return ~pos;
      for (int i = 0; i < s.length(); i++) {
        char a = text.charAt(pos + i), b = s.charAt(i);
        if (a != b && (ctx.caseSensitive || (Character.toUpperCase(a) != Character.toUpperCase(b)
            && Character.toLowerCase(a) != Character.toLowerCase(b))))
          return ~pos;
      }
      return pos + s.length();
    }

    public String toString() {
      if (s.length() == 1) return s.equals("'") ? "''" : "'" + s + "'";
      return "'" + s.replace("'", "''") + "'";
    }
  }

  static class Value extends P {
    final TemporalField field;
    final int minWidth, maxWidth;
    final SignStyle sign;
    int subsequentWidth;

    Value(TemporalField field, int minWidth, int maxWidth, SignStyle sign) {
      this.field = field;
      this.minWidth = minWidth;
      this.maxWidth = maxWidth;
      this.sign = sign;
    }

    boolean fixed() {
      return minWidth == maxWidth && sign == SignStyle.NOT_NEGATIVE;
    }

    long getValue(Ctx ctx, long v) {
      return v;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      Long vv = ctx.value(field);
      if (vv == null) return false;
      long value = getValue(ctx, vv);
      String str = value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value));
      if (str.length() > maxWidth)
        throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
            + " exceeds the maximum print width of " + maxWidth);
      if (value >= 0) {
        if (sign == SignStyle.EXCEEDS_PAD) {
          if (minWidth < 19 && str.length() > minWidth) sb.append('+');
        } else if (sign == SignStyle.ALWAYS) {
          sb.append('+');
        }
      } else {
        if (sign == SignStyle.NORMAL || sign == SignStyle.EXCEEDS_PAD || sign == SignStyle.ALWAYS) sb.append('-');
        else if (sign == SignStyle.NOT_NEGATIVE)
          throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
              + " cannot be negative according to the SignStyle");
      }
      for (int i = 0; i < minWidth - str.length(); i++) sb.append('0');
      sb.append(str);
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      int length = text.length();
      if (pos == length) return ~pos;
      char c = text.charAt(pos);
      boolean negative = false, positive = false;
      if (c == '+') {
        if (!(sign == SignStyle.ALWAYS || sign == SignStyle.EXCEEDS_PAD || (!ctx.strict && sign != SignStyle.NEVER)))
          return ~pos;
        positive = true;
        pos++;
      } else if (c == '-') {
        if (!(sign == SignStyle.ALWAYS || sign == SignStyle.EXCEEDS_PAD || sign == SignStyle.NORMAL
            || (!ctx.strict && sign != SignStyle.NEVER)))
          return ~pos;
        negative = true;
        pos++;
      } else if (sign == SignStyle.ALWAYS && ctx.strict) {
        return ~pos;
      }
      int effMin = (ctx.strict || positive || negative) ? minWidth : 1;
      int minEnd = pos + effMin;
      if (minEnd > length) return ~pos;
      int effMax = (ctx.strict ? maxWidth : 9) + Math.max(subsequentWidth, 0);
      long total = 0;
      java.math.BigInteger big = null;
      int p = pos;
      for (int pass = 0; pass < 2; pass++) {
        int maxEnd = Math.min(p + effMax, length);
        total = 0;
        big = null;
        pos = p;
        while (pos < maxEnd) {
          char ch = text.charAt(pos++);
          if (ch < '0' || ch > '9') {
            pos--;
            if (pos < minEnd) return ~p;
            break;
          }
          if (pos - p > 18) {
            if (big == null) big = java.math.BigInteger.valueOf(total);
            big = big.multiply(java.math.BigInteger.TEN).add(java.math.BigInteger.valueOf(ch - '0'));
          } else {
            total = total * 10 + (ch - '0');
          }
        }
        if (subsequentWidth > 0 && pass == 0) {
          int parseLen = pos - p;
          effMax = Math.max(effMin, parseLen - subsequentWidth);
        } else {
          break;
        }
      }
      if (negative) {
        if (big != null) {
          if (big.equals(java.math.BigInteger.ZERO) && ctx.strict) return ~(p - 1);
          big = big.negate();
        } else {
          if (total == 0 && ctx.strict) return ~(p - 1);
          total = -total;
        }
      } else if (sign == SignStyle.EXCEEDS_PAD && ctx.strict) {
        int parseLen = pos - p;
        if (positive) {
          if (parseLen <= minWidth) return ~(p - 1);
        } else if (parseLen > minWidth) {
          return ~p;
        }
      }
      if (big != null) {
        if (big.bitLength() > 63) {
          big = big.divide(java.math.BigInteger.TEN);
          pos--;
        }
        total = big.longValue();
      }
      return store(ctx, total, p, pos);
    }

    int store(PCtx ctx, long value, int errorPos, int successPos) {
      return ctx.parsed.set(field, value) ? successPos : ~errorPos;
    }

    public String toString() {
      if (minWidth == 1 && maxWidth == 19 && sign == SignStyle.NORMAL) return "Value(" + field + ")";
      if (minWidth == maxWidth && sign == SignStyle.NOT_NEGATIVE) return "Value(" + field + "," + minWidth + ")";
      return "Value(" + field + "," + minWidth + "," + maxWidth + "," + sign + ")";
    }
  }

  /** Two-digit years: printed modulo 100, parsed into 2000..2099. */
  static final class Reduced extends Value {
    Reduced(TemporalField field) {
      super(field, 2, 2, SignStyle.NOT_NEGATIVE);
    }

    long getValue(Ctx ctx, long v) {
      return Math.abs(v % 100);
    }

    int store(PCtx ctx, long value, int errorPos, int successPos) {
      if (successPos - errorPos == 2 && value >= 0) value += 2000;
      return super.store(ctx, value, errorPos, successPos);
    }

    public String toString() {
      return "ReducedValue(" + field + ",2,2,2000-01-01)";
    }
  }

  /** Localized day-of-week number: 1 is the first day of the locale's week (Sunday in the US, Monday in Europe). */
  static final class LocalizedDow extends Value {
    LocalizedDow(int width) {
      super(ChronoField.DAY_OF_WEEK, width, 2, SignStyle.NOT_NEGATIVE);
    }

    private static int firstDay(Locale locale) {
      return WeekFields.of(locale).getFirstDayOfWeek().getValue();
    }

    long getValue(Ctx ctx, long v) {
      return Math.floorMod(v - firstDay(ctx.locale), 7) + 1;
    }

    int store(PCtx ctx, long value, int errorPos, int successPos) {
      if (value < 1 || value > 7) return ~errorPos;
      return super.store(ctx, Math.floorMod(value - 2 + firstDay(ctx.locale), 7) + 1, errorPos, successPos);
    }

    public String toString() {
      return "Localized(DayOfWeek," + minWidth + ")";
    }
  }

  /**
   * A number of the week of the formatter's locale (pattern letters Y, w, W): the field, of
   * WeekFields.of(locale), is chosen when formatting or parsing.
   */
  static final class LocalizedWeek extends Value {
    final char letter;

    LocalizedWeek(char letter, int minWidth, int maxWidth, SignStyle sign) {
      super(IsoFields.WEEK_BASED_YEAR, minWidth, maxWidth, sign); // the field is a placeholder
      this.letter = letter;
    }

    private Value delegate(Locale locale) {
      WeekFields wf = WeekFields.of(locale);
      TemporalField f = letter == 'Y' ? wf.weekBasedYear() : letter == 'w' ? wf.weekOfWeekBasedYear() : wf.weekOfMonth();
      Value v = letter == 'Y' && minWidth == 2 && maxWidth == 2 ? new Reduced(f) : new Value(f, minWidth, maxWidth, sign);
      v.subsequentWidth = subsequentWidth;
      return v;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      return delegate(ctx.locale).format(ctx, sb);
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      return delegate(ctx.locale).parse(ctx, text, pos);
    }

    public String toString() {
      String name = letter == 'Y' ? "WeekBasedYear" : letter == 'w' ? "WeekOfWeekBasedYear" : "WeekOfMonth";
      if (letter != 'Y') return "Localized(" + name + "," + minWidth + ")";
      if (minWidth == 2 && maxWidth == 2) return "Localized(ReducedValue(" + name + ",2,2,2000-01-01))";
      if (minWidth == 1) return "Localized(" + name + ")";
      return "Localized(" + name + "," + minWidth + "," + maxWidth + "," + sign + ")";
    }
  }

  static final class Fraction extends P {
    final TemporalField field;
    final int minWidth, maxWidth;
    final boolean decimalPoint;

    Fraction(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
      this.field = field;
      this.minWidth = minWidth;
      this.maxWidth = maxWidth;
      this.decimalPoint = decimalPoint;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      Long v = ctx.value(field);
      if (v == null) return false;
      long nano = v;
      String digits = Long.toString(nano + 1000000000L).substring(1);
      int end = 9;
      while (end > minWidth && digits.charAt(end - 1) == '0') end--;
      if (end > maxWidth) end = maxWidth;
      if (end == 0) {
        if (minWidth > 0) {
          if (decimalPoint) sb.append('.');
        }
        return true;
      }
      if (decimalPoint) sb.append('.');
      sb.append(digits, 0, end);
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      int effMin = ctx.strict ? minWidth : 0;
      int effMax = ctx.strict ? maxWidth : 9;
      int length = text.length();
      if (pos == length) return effMin > 0 ? ~pos : pos;
      if (decimalPoint) {
        if (text.charAt(pos) != '.') return effMin > 0 ? ~pos : pos;
        pos++;
      }
      int minEnd = pos + effMin;
      if (minEnd > length) return ~pos;
      int maxEnd = Math.min(pos + effMax, length);
      long total = 0;
      int p = pos;
      while (p < maxEnd) {
        char ch = text.charAt(p);
        if (ch < '0' || ch > '9') {
          if (p < minEnd) return ~pos;
          break;
        }
        total = total * 10 + (ch - '0');
        p++;
      }
      for (int i = p - pos; i < 9; i++) total *= 10;
      return ctx.parsed.set(field, total) ? p : ~pos;
    }

    public String toString() {
      return "Fraction(" + field + "," + minWidth + "," + maxWidth + (decimalPoint ? ",DecimalPoint" : "") + ")";
    }
  }

  static final String[] AMPM = {"AM", "PM"};
  static final String[][] ERAS = {{"BC", "AD"}, {"Before Christ", "Anno Domini"}, {"B", "A"}};
  static final String[] QUARTERS = {"1st quarter", "2nd quarter", "3rd quarter", "4th quarter"};

  static final class Text extends P {
    final TemporalField field;
    final TextStyle style;

    Text(TemporalField field, TextStyle style) {
      this.field = field;
      this.style = style;
    }

    String text(long value, Locale locale) {
      if (field == ChronoField.MONTH_OF_YEAR) return Month.of((int) value).getDisplayName(style, locale);
      if (field == ChronoField.DAY_OF_WEEK) return DayOfWeek.of((int) value).getDisplayName(style, locale);
      if (field == ChronoField.AMPM_OF_DAY) {
        // java.time's am/pm markers are java.text's (CLDR's) in java 17: "pm" in en-GB, "午後" in ja
        String[] ampm = java.text.DateFormatSymbols.getInstance(locale).getAmPmStrings();
        return style.asNormal() == TextStyle.NARROW ? ampm[(int) value].substring(0, 1) : ampm[(int) value];
      }
      if (field == ChronoField.ERA) {
        TextStyle n = style.asNormal();
        return ERAS[n == TextStyle.SHORT ? 0 : n == TextStyle.FULL ? 1 : 2][(int) value];
      }
      if (field == IsoFields.QUARTER_OF_YEAR && value >= 1 && value <= 4) {
        TextStyle n = style.asNormal();
        return n == TextStyle.SHORT ? "Q" + value : n == TextStyle.FULL ? QUARTERS[(int) value - 1] : Long.toString(value);
      }
      return Long.toString(value);
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      Long v = ctx.value(field);
      if (v == null) return false;
      sb.append(text(v, ctx.locale));
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      int length = text.length();
      if (pos < 0 || pos > length) throw new IndexOutOfBoundsException();
      long[] range = field == ChronoField.MONTH_OF_YEAR ? new long[] {1, 12}
          : field == ChronoField.DAY_OF_WEEK ? new long[] {1, 7}
          : field == IsoFields.QUARTER_OF_YEAR ? new long[] {1, 4} : new long[] {0, 1};
      int best = -1;
      long bestValue = 0;
      for (long v = range[0]; v <= range[1]; v++) {
        String s = text(v, ctx.locale);
        if (s.length() <= best || pos + s.length() > length) continue;
        String sub = text.subSequence(pos, pos + s.length()).toString();
        if (ctx.caseSensitive ? sub.equals(s) : sub.equalsIgnoreCase(s)) {
          best = s.length();
          bestValue = v;
        }
      }
      if (best < 0) return ~pos;
      return ctx.parsed.set(field, bestValue) ? pos + best : ~pos;
    }

    public String toString() {
      return style == TextStyle.FULL ? "Text(" + field + ")" : "Text(" + field + "," + style + ")";
    }
  }

  /** Offsets in the "+HH:MM:ss" family of patterns. */
  static final class Offset extends P {
    static final String[] PATTERNS = {"+HH", "+HHmm", "+HH:mm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss", "+HHMMSS",
        "+HH:MM:SS", "+HHmmss", "+HH:mm:ss"};
    final String pattern;
    final String noOffsetText;
    final boolean colon;
    final int minutes, seconds; // 0 none, 1 optional, 2 required

    Offset(String pattern, String noOffsetText) {
      int i = -1;
      for (int k = 0; k < PATTERNS.length; k++)
        if (PATTERNS[k].equals(pattern)) i = k;
      if (i < 0) throw new IllegalArgumentException("Invalid zone offset pattern: " + pattern);
      this.pattern = pattern;
      this.noOffsetText = noOffsetText;
      this.colon = pattern.indexOf(':') >= 0;
      String rest = pattern.substring(3).replace(":", "");
      minutes = rest.length() < 2 ? 0 : rest.charAt(0) == 'M' ? 2 : 1;
      seconds = rest.length() < 4 ? 0 : rest.charAt(2) == 'S' ? 2 : 1;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      Long v = ctx.value(ChronoField.OFFSET_SECONDS);
      if (v == null) return false;
      int total = v.intValue();
      if (total == 0) {
        sb.append(noOffsetText);
        return true;
      }
      int abs = Math.abs(total);
      int h = abs / 3600, m = abs / 60 % 60, s = abs % 60;
      int start = sb.length();
      sb.append(total < 0 ? '-' : '+').append((char) ('0' + h / 10)).append((char) ('0' + h % 10));
      if (minutes == 2 || (minutes == 1 && (m > 0 || (seconds > 0 && s > 0)))) {
        if (colon) sb.append(':');
        sb.append((char) ('0' + m / 10)).append((char) ('0' + m % 10));
        if (seconds == 2 || (seconds == 1 && s > 0)) {
          if (colon) sb.append(':');
          sb.append((char) ('0' + s / 10)).append((char) ('0' + s % 10));
        }
      }
      if (sb.length() - start == 0) sb.append(noOffsetText);
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      int length = text.length();
      int noLen = noOffsetText.length();
      if (noLen == 0) {
        if (pos == length) return ctx.parsed.set(ChronoField.OFFSET_SECONDS, 0) ? pos : ~pos;
      } else {
        if (pos == length) return ~pos;
        String head = text.subSequence(pos, Math.min(length, pos + noLen)).toString();
        if (ctx.caseSensitive ? head.equals(noOffsetText) : head.equalsIgnoreCase(noOffsetText))
          return ctx.parsed.set(ChronoField.OFFSET_SECONDS, 0) ? pos + noLen : ~pos;
      }
      char sign = text.charAt(pos);
      if (sign == '+' || sign == '-') {
        int[] v = new int[3];
        int p = pos + 1;
        int q = two(text, p);
        if (q < 0) return noLen == 0 ? ctx.parsed.set(ChronoField.OFFSET_SECONDS, 0) ? pos : ~pos : ~pos;
        v[0] = q;
        p += 2;
        if (minutes > 0) {
          int save = p;
          if (colon) p = text.length() > p && text.charAt(p) == ':' ? p + 1 : -1;
          q = p < 0 ? -1 : two(text, p);
          if (q < 0) {
            if (minutes == 2) return ~pos;
            p = save;
          } else {
            v[1] = q;
            p += 2;
            if (seconds > 0) {
              int save2 = p;
              if (colon) p = text.length() > p && text.charAt(p) == ':' ? p + 1 : -1;
              q = p < 0 ? -1 : two(text, p);
              if (q < 0) {
                if (seconds == 2) return ~pos;
                p = save2;
              } else {
                v[2] = q;
                p += 2;
              }
            }
          }
        }
        if (v[0] > 18 || v[1] > 59 || v[2] > 59) return ~pos;
        long total = (v[0] * 3600L + v[1] * 60L + v[2]) * (sign == '-' ? -1 : 1);
        return ctx.parsed.set(ChronoField.OFFSET_SECONDS, total) ? p : ~pos;
      }
      if (noLen == 0) return ctx.parsed.set(ChronoField.OFFSET_SECONDS, 0) ? pos : ~pos;
      return ~pos;
    }

    private static int two(CharSequence text, int p) {
      if (p + 2 > text.length()) return -1;
      char a = text.charAt(p), b = text.charAt(p + 1);
      if (a < '0' || a > '9' || b < '0' || b > '9') return -1;
      return (a - '0') * 10 + (b - '0');
    }

    public String toString() {
      return "Offset(" + pattern + ",'" + noOffsetText.replace("'", "''") + "')";
    }
  }

  /** "GMT+8" (short) or "GMT+08:00" (full) localized offsets. */
  static final class LocalizedOffset extends P {
    final boolean full;

    LocalizedOffset(boolean full) {
      this.full = full;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      Long v = ctx.value(ChronoField.OFFSET_SECONDS);
      if (v == null) return false;
      sb.append("GMT");
      int total = v.intValue();
      if (total == 0) return true;
      int abs = Math.abs(total);
      int h = abs / 3600, m = abs / 60 % 60, s = abs % 60;
      sb.append(total < 0 ? '-' : '+');
      if (full) {
        sb.append(h < 10 ? "0" : "").append(h).append(m < 10 ? ":0" : ":").append(m);
        if (s != 0) sb.append(s < 10 ? ":0" : ":").append(s);
      } else {
        sb.append(h);
        if (m != 0 || s != 0) {
          sb.append(m < 10 ? ":0" : ":").append(m);
          if (s != 0) sb.append(s < 10 ? ":0" : ":").append(s);
        }
      }
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      String t = text.toString();
      if (!t.startsWith("GMT", pos)) return ~pos;
      int p = pos + 3;
      if (p >= t.length() || (t.charAt(p) != '+' && t.charAt(p) != '-'))
        return ctx.parsed.set(ChronoField.OFFSET_SECONDS, 0) ? p : ~pos;
      int sign = t.charAt(p) == '-' ? -1 : 1;
      p++;
      int[] v = new int[3];
      for (int k = 0; k < 3; k++) {
        if (k > 0) {
          if (p >= t.length() || t.charAt(p) != ':') break;
          p++;
        }
        int st = p;
        while (p < t.length() && p - st < 2 && Character.isDigit(t.charAt(p))) p++;
        if (p == st || (k > 0 && p - st != 2)) return ~pos;
        v[k] = Integer.parseInt(t.substring(st, p));
      }
      return ctx.parsed.set(ChronoField.OFFSET_SECONDS, sign * (v[0] * 3600L + v[1] * 60 + v[2])) ? p : ~pos;
    }

    public String toString() {
      return "LocalizedOffset(" + (full ? "FULL" : "SHORT") + ")";
    }
  }

  /** Zone ids (VV); regionOnly leaves offsets out when printing (ISO_ZONED_DATE_TIME's "[...]"). */
  static final class Zone extends P {
    final boolean regionOnly;
    final int text; // 0: id, 1: short name, 2: full name

    Zone(boolean regionOnly, int text) {
      this.regionOnly = regionOnly;
      this.text = text;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      ZoneId zone = ctx.t.query(TemporalQueries.zoneId());
      if (zone == null || (regionOnly && zone instanceof ZoneOffset)) {
        if (ctx.optional > 0) return false;
        throw new DateTimeException("Unable to extract ZoneId from temporal " + ctx.t);
      }
      sb.append(text == 0 ? zone.getId() : zoneText(zone, text == 2, ctx.t));
      return true;
    }


    /** The name of a region with changing offsets at the temporal's instant, or null. */
    static String regionText(ZoneId zone, boolean full, TemporalAccessor t) {
      if (zone.getRules().isFixedOffset() || !t.isSupported(ChronoField.INSTANT_SECONDS)) return null;
      java.time.Instant at = java.time.Instant.ofEpochSecond(t.getLong(ChronoField.INSTANT_SECONDS));
      boolean dst = zone.getRules().isDaylightSavings(at);
      String id = zone.getId();
      String name = jpor.internal.TzData.name(id, dst, full);
      if (name != null) return name;
      jpor.internal.TzData d = jpor.internal.TzData.load(id);
      if (d == null || full) return id;
      String abbr = d.abbrev[d.indexAt(at.getEpochSecond())];
      // the files say "-03" where CLDR has no name; java then prints the offset
      return abbr.isEmpty() || Character.isLetter(abbr.charAt(0)) ? abbr : "GMT" + zone.getRules().getOffset(at).getId();
    }

    static String zoneText(ZoneId zone, boolean full, TemporalAccessor t) {
      String r = regionText(zone, full, t);
      return r != null ? r : zoneText(zone, full);
    }

    static String zoneText(ZoneId zone, boolean full) {
      String id = zone.getId();
      String[] utc = {"UTC", "Etc/UTC", "Etc/UCT", "UCT", "Etc/Universal", "Universal", "Zulu", "Etc/Zulu"};
      String[] gmt = {"GMT", "Etc/GMT", "Greenwich", "Etc/Greenwich", "GMT0", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0"};
      for (String s : utc)
        if (s.equals(id)) return full ? "Coordinated Universal Time" : "UTC";
      for (String s : gmt)
        if (s.equals(id)) return full ? "Greenwich Mean Time" : "GMT";
      if (id.startsWith("Etc/GMT")) return "GMT" + zone.normalized().getId();
      return id;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      int length = text.length();
      int p = pos;
      while (p < length) {
        char c = text.charAt(p);
        boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '~' || c == '/'
            || c == '.' || c == '_' || c == '+' || c == '-' || c == ':';
        if (!ok) break;
        p++;
      }
      for (int end = p; end > pos; end--) {
        String id = text.subSequence(pos, end).toString();
        try {
          ZoneId z = ZoneId.of(id);
          ctx.parsed.zone = z;
          return end;
        } catch (DateTimeException e) {
          // try a shorter id
        }
      }
      return ~pos;
    }

    public String toString() {
      return text == 0 ? (regionOnly ? "ZoneRegionId()" : "ZoneId()") : "ZoneText(" + (text == 2 ? "FULL" : "SHORT") + ")";
    }
  }

  /** ISO_INSTANT: an instant printed in UTC, parsed with any offset. */
  static final class InstantP extends P {
    boolean format(Ctx ctx, StringBuilder sb) {
      Long secs = ctx.value(ChronoField.INSTANT_SECONDS);
      if (secs == null) return false;
      long nano = ctx.t.isSupported(ChronoField.NANO_OF_SECOND) ? ctx.t.getLong(ChronoField.NANO_OF_SECOND) : 0;
      long epochDay = Math.floorDiv(secs, 86400L);
      int sod = (int) Math.floorMod(secs, 86400L);
      // civil date of the day count (eras of 400 years from March 1st), for years beyond LocalDate's range too
      long z = epochDay + 719468;
      long era = Math.floorDiv(z, 146097L);
      long doe = z - era * 146097;
      long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
      long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
      long mp = (5 * doy + 2) / 153;
      long day = doy - (153 * mp + 2) / 5 + 1;
      long month = mp < 10 ? mp + 3 : mp - 9;
      long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
      if (Math.abs(year) < 10000) {
        if (year < 0) sb.append('-');
        sb.append(Long.toString(Math.abs(year) + 10000).substring(1));
      } else {
        sb.append(year > 0 ? "+" : "").append(year);
      }
      sb.append(month < 10 ? "-0" : "-").append(month).append(day < 10 ? "-0" : "-").append(day).append('T');
      int h = sod / 3600, m = sod / 60 % 60, s = sod % 60;
      sb.append(h < 10 ? "0" : "").append(h).append(m < 10 ? ":0" : ":").append(m).append(s < 10 ? ":0" : ":").append(s);
      if (nano > 0) {
        String d = Long.toString(nano + 1000000000L).substring(1);
        if (nano % 1000000 == 0) d = d.substring(0, 3);
        else if (nano % 1000 == 0) d = d.substring(0, 6);
        sb.append('.').append(d);
      }
      sb.append('Z');
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      PCtx sub = new PCtx();
      sub.caseSensitive = false;
      int p = DateTimeFormatter.ISO_INSTANT_PARSER.parse(sub, text, pos);
      if (p < 0) return p;
      Parsed r = sub.parsed;
      long y = r.fieldValues.get(ChronoField.YEAR), mo = r.fieldValues.get(ChronoField.MONTH_OF_YEAR);
      long d = r.fieldValues.get(ChronoField.DAY_OF_MONTH), h = r.fieldValues.get(ChronoField.HOUR_OF_DAY);
      long mi = r.fieldValues.get(ChronoField.MINUTE_OF_HOUR), s = r.fieldValues.get(ChronoField.SECOND_OF_MINUTE);
      Long nos = r.fieldValues.get(ChronoField.NANO_OF_SECOND);
      long off = r.fieldValues.get(ChronoField.OFFSET_SECONDS);
      long secs;
      try {
        LocalDate date = LocalDate.of((int) y, (int) mo, (int) d);
        int days = 0;
        if (h == 24 && mi == 0 && s == 0 && (nos == null || nos == 0)) {
          h = 0;
          days = 1;
        }
        if (h > 23 || mi > 59 || s > 59) return ~pos;
        secs = (date.toEpochDay() + days) * 86400L + h * 3600 + mi * 60 + s - off;
      } catch (DateTimeException e) {
        return ~pos;
      }
      if (!ctx.parsed.set(ChronoField.INSTANT_SECONDS, secs)) return ~pos;
      if (!ctx.parsed.set(ChronoField.NANO_OF_SECOND, nos == null ? 0 : nos)) return ~pos;
      return p;
    }

    public String toString() {
      return "Instant()";
    }
  }

  // ================= builder API =================

  private void add(P p) {
    DateTimeFormatterBuilder b = active;
    b.list.add(p);
    if (p instanceof Value && !(p instanceof Reduced) && b.lastValue >= 0 && ((Value) p).fixed()) {
      ((Value) b.list.get(b.lastValue)).subsequentWidth += ((Value) p).minWidth;
    } else if (p instanceof Fraction && b.lastValue >= 0 && !((Fraction) p).decimalPoint
        && ((Fraction) p).minWidth == ((Fraction) p).maxWidth) {
      ((Value) b.list.get(b.lastValue)).subsequentWidth += ((Fraction) p).minWidth;
      b.lastValue = -1;
    } else if (p instanceof Value) {
      b.lastValue = b.list.size() - 1;
    } else {
      b.lastValue = -1;
    }
  }

  public DateTimeFormatterBuilder parseCaseSensitive() {
    add(new CaseSetting(true));
    return this;
  }

  /**
   * ofLocalizedDate/Time/DateTime: the locale's pattern (java.text.DateFormat's, which are java's CLDR
   * patterns) chosen when formatting or parsing, as the formatter's locale can change (withLocale).
   */
  static final class LocalizedStyle extends P {
    final FormatStyle dateStyle, timeStyle;
    private final java.util.HashMap<Locale, Composite> cache = new java.util.HashMap<Locale, Composite>();

    LocalizedStyle(FormatStyle dateStyle, FormatStyle timeStyle) {
      this.dateStyle = dateStyle;
      this.timeStyle = timeStyle;
    }

    private Composite delegate(Locale locale) {
      synchronized (cache) {
        Composite c = cache.get(locale);
        if (c == null) {
          String pattern = getLocalizedDateTimePattern(dateStyle, timeStyle, null, locale);
          c = new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter(locale).printerParser(false);
          cache.put(locale, c);
        }
        return c;
      }
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      return delegate(ctx.locale).format(ctx, sb);
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      return delegate(ctx.locale).parse(ctx, text, pos);
    }

    public String toString() {
      return "Localized(" + (dateStyle != null ? dateStyle : "") + "," + (timeStyle != null ? timeStyle : "") + ")";
    }
  }

  public static String getLocalizedDateTimePattern(FormatStyle dateStyle, FormatStyle timeStyle,
      java.time.chrono.Chronology chrono, Locale locale) {
    if (locale == null) throw new NullPointerException("locale");
    if (dateStyle == null && timeStyle == null) throw new IllegalArgumentException("Either dateStyle or timeStyle must be non-null");
    java.text.DateFormat f = dateStyle == null ? java.text.DateFormat.getTimeInstance(timeStyle.ordinal(), locale)
        : timeStyle == null ? java.text.DateFormat.getDateInstance(dateStyle.ordinal(), locale)
        : java.text.DateFormat.getDateTimeInstance(dateStyle.ordinal(), timeStyle.ordinal(), locale);
    return ((java.text.SimpleDateFormat) f).toPattern();
  }

  public DateTimeFormatterBuilder appendLocalized(FormatStyle dateStyle, FormatStyle timeStyle) {
    if (dateStyle == null && timeStyle == null) throw new IllegalArgumentException("Either the date or time style must be non-null");
    add(new LocalizedStyle(dateStyle, timeStyle));
    return this;
  }

  /** Parsing only: the field takes the value where the text did not give it one by this point. */
  static final class DefaultValue extends P {
    final TemporalField field;
    final long value;

    DefaultValue(TemporalField field, long value) {
      this.field = field;
      this.value = value;
    }

    boolean format(Ctx ctx, StringBuilder sb) {
      return true;
    }

    int parse(PCtx ctx, CharSequence text, int pos) {
      if (!ctx.parsed.fieldValues.containsKey(field)) ctx.parsed.set(field, value);
      return pos;
    }

    public String toString() {
      return "DefaultValue(" + field + "," + value + ")";
    }
  }

  public DateTimeFormatterBuilder parseDefaulting(TemporalField field, long value) {
    if (field == null) throw new NullPointerException("field");
    add(new DefaultValue(field, value));
    return this;
  }

  public DateTimeFormatterBuilder parseCaseInsensitive() {
    add(new CaseSetting(false));
    return this;
  }

  public DateTimeFormatterBuilder appendValue(TemporalField field) {
    add(new Value(field, 1, 19, SignStyle.NORMAL));
    return this;
  }

  public DateTimeFormatterBuilder appendValue(TemporalField field, int width) {
    if (width < 1 || width > 19) throw new IllegalArgumentException("The width must be from 1 to 19 inclusive but was " + width);
    add(new Value(field, width, width, SignStyle.NOT_NEGATIVE));
    return this;
  }

  public DateTimeFormatterBuilder appendValue(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
    if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) return appendValue(field, maxWidth);
    if (minWidth < 1 || minWidth > 19)
      throw new IllegalArgumentException("The minimum width must be from 1 to 19 inclusive but was " + minWidth);
    if (maxWidth < 1 || maxWidth > 19)
      throw new IllegalArgumentException("The maximum width must be from 1 to 19 inclusive but was " + maxWidth);
    if (maxWidth < minWidth)
      throw new IllegalArgumentException("The maximum width must exceed or equal the minimum width but " + maxWidth
          + " < " + minWidth);
    add(new Value(field, minWidth, maxWidth, signStyle));
    return this;
  }

  public DateTimeFormatterBuilder appendFraction(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
    add(new Fraction(field, minWidth, maxWidth, decimalPoint));
    return this;
  }

  public DateTimeFormatterBuilder appendText(TemporalField field) {
    return appendText(field, TextStyle.FULL);
  }

  public DateTimeFormatterBuilder appendText(TemporalField field, TextStyle textStyle) {
    add(new Text(field, textStyle));
    return this;
  }

  public DateTimeFormatterBuilder appendInstant() {
    add(new InstantP());
    return this;
  }

  public DateTimeFormatterBuilder appendOffsetId() {
    add(new Offset("+HH:MM:ss", "Z"));
    return this;
  }

  public DateTimeFormatterBuilder appendOffset(String pattern, String noOffsetText) {
    add(new Offset(pattern, noOffsetText));
    return this;
  }

  public DateTimeFormatterBuilder appendZoneId() {
    add(new Zone(false, 0));
    return this;
  }

  public DateTimeFormatterBuilder appendZoneRegionId() {
    add(new Zone(true, 0));
    return this;
  }

  public DateTimeFormatterBuilder appendLiteral(char literal) {
    add(new Literal(String.valueOf(literal)));
    return this;
  }

  public DateTimeFormatterBuilder appendLiteral(String literal) {
    if (literal.length() > 0) add(new Literal(literal));
    return this;
  }

  public DateTimeFormatterBuilder append(DateTimeFormatter formatter) {
    add(formatter.printerParser(false));
    return this;
  }

  public DateTimeFormatterBuilder appendOptional(DateTimeFormatter formatter) {
    add(formatter.printerParser(true));
    return this;
  }

  public DateTimeFormatterBuilder appendPattern(String pattern) {
    parsePattern(pattern);
    return this;
  }

  public DateTimeFormatterBuilder optionalStart() {
    DateTimeFormatterBuilder child = new DateTimeFormatterBuilder(active, true);
    active.lastValue = -1;
    active = child;
    return this;
  }

  public DateTimeFormatterBuilder optionalEnd() {
    if (active.parent == null)
      throw new IllegalStateException("Cannot call optionalEnd() as there was no previous call to optionalStart()");
    DateTimeFormatterBuilder child = active;
    active = child.parent;
    if (child.list.size() > 0) add(new Composite(child.list, child.optional));
    return this;
  }

  public DateTimeFormatter toFormatter() {
    return toFormatter(Locale.getDefault());
  }

  public DateTimeFormatter toFormatter(Locale locale) {
    while (active.parent != null) optionalEnd();
    return new DateTimeFormatter(new Composite(list, false), locale, ResolverStyle.SMART, null);
  }

  DateTimeFormatter toFormatter(ResolverStyle style) {
    while (active.parent != null) optionalEnd();
    return new DateTimeFormatter(new Composite(list, false), Locale.getDefault(), style, null);
  }

  // ================= patterns =================

  private void parsePattern(String pattern) {
    for (int pos = 0; pos < pattern.length(); pos++) {
      char cur = pattern.charAt(pos);
      if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
        int start = pos++;
        while (pos < pattern.length() && pattern.charAt(pos) == cur) pos++;
        int count = pos - start;
        if (cur == 'p') throw new UnsupportedOperationException("jpor: pad modifier 'p' is not supported in DateTimeFormatter patterns");
        pos--;
        letter(cur, count);
      } else if (cur == '\'') {
        int start = pos++;
        for (; pos < pattern.length(); pos++) {
          if (pattern.charAt(pos) == '\'') {
            if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') pos++;
            else break;
          }
        }
        if (pos >= pattern.length()) throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
        String str = pattern.substring(start + 1, pos);
        if (str.isEmpty()) appendLiteral('\'');
        else appendLiteral(str.replace("''", "'"));
      } else if (cur == '[') {
        optionalStart();
      } else if (cur == ']') {
        if (active.parent == null) throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
        optionalEnd();
      } else if (cur == '{' || cur == '}' || cur == '#') {
        throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
      } else {
        appendLiteral(cur);
      }
    }
  }

  private static TextStyle textStyle(char c, int count) {
    if (count == 4) return TextStyle.FULL;
    if (count == 5) return TextStyle.NARROW;
    return TextStyle.SHORT;
  }

  private void letter(char cur, int count) {
    switch (cur) {
      case 'G':
        if (count > 5) throw tooMany(cur);
        appendText(ChronoField.ERA, textStyle(cur, count));
        return;
      case 'u':
      case 'y': {
        TemporalField f = cur == 'u' ? ChronoField.YEAR : ChronoField.YEAR_OF_ERA;
        if (count == 2) add(new Reduced(f));
        else if (count < 4) appendValue(f, count, 19, SignStyle.NORMAL);
        else appendValue(f, count, 19, SignStyle.EXCEEDS_PAD);
        return;
      }
      case 'M':
      case 'L':
        if (count == 1) appendValue(ChronoField.MONTH_OF_YEAR);
        else if (count == 2) appendValue(ChronoField.MONTH_OF_YEAR, 2);
        else if (count <= 5) {
          TextStyle st = textStyle(cur, count);
          appendText(ChronoField.MONTH_OF_YEAR, cur == 'L' ? st.asStandalone() : st);
        } else throw tooMany(cur);
        return;
      case 'd':
      case 'h':
      case 'H':
      case 'k':
      case 'K':
      case 'm':
      case 's': {
        TemporalField f = cur == 'd' ? ChronoField.DAY_OF_MONTH : cur == 'h' ? ChronoField.CLOCK_HOUR_OF_AMPM
            : cur == 'H' ? ChronoField.HOUR_OF_DAY : cur == 'k' ? ChronoField.CLOCK_HOUR_OF_DAY
            : cur == 'K' ? ChronoField.HOUR_OF_AMPM : cur == 'm' ? ChronoField.MINUTE_OF_HOUR : ChronoField.SECOND_OF_MINUTE;
        if (count == 1) appendValue(f);
        else if (count == 2) appendValue(f, 2);
        else throw tooMany(cur);
        return;
      }
      case 'D':
        if (count == 1) appendValue(ChronoField.DAY_OF_YEAR);
        else if (count == 2) appendValue(ChronoField.DAY_OF_YEAR, 2, 3, SignStyle.NOT_NEGATIVE);
        else if (count == 3) appendValue(ChronoField.DAY_OF_YEAR, 3);
        else throw tooMany(cur);
        return;
      case 'E':
        if (count > 5) throw tooMany(cur);
        appendText(ChronoField.DAY_OF_WEEK, textStyle(cur, count));
        return;
      case 'e':
      case 'c':
        if (cur == 'c' && count == 2) throw new IllegalArgumentException("Invalid pattern \"cc\"");
        if (count > 5) throw tooMany(cur);
        if (count <= 2) add(new LocalizedDow(count));
        else {
          TextStyle st = textStyle(cur, count);
          appendText(ChronoField.DAY_OF_WEEK, cur == 'c' ? st.asStandalone() : st);
        }
        return;
      case 'a':
        if (count > 1) throw tooMany(cur);
        appendText(ChronoField.AMPM_OF_DAY, TextStyle.SHORT);
        return;
      case 'S':
        appendFraction(ChronoField.NANO_OF_SECOND, count, count, false);
        return;
      case 'n':
      case 'N':
      case 'A': {
        TemporalField f = cur == 'n' ? ChronoField.NANO_OF_SECOND : cur == 'N' ? ChronoField.NANO_OF_DAY : ChronoField.MILLI_OF_DAY;
        if (count == 1) appendValue(f);
        else appendValue(f, count, 19, SignStyle.NOT_NEGATIVE);
        return;
      }
      case 'V':
        if (count != 2) throw new IllegalArgumentException("Pattern letter count must be 2: " + cur);
        appendZoneId();
        return;
      case 'z':
        if (count > 4) throw tooMany(cur);
        add(new Zone(false, count == 4 ? 2 : 1));
        return;
      case 'O':
        if (count == 1) add(new LocalizedOffset(false));
        else if (count == 4) add(new LocalizedOffset(true));
        else throw new IllegalArgumentException("Pattern letter count must be 1 or 4: " + cur);
        return;
      case 'X':
      case 'x': {
        if (count > 5) throw tooMany(cur);
        String[] pats = {"+HHmm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss"};
        String zero = cur == 'X' ? "Z" : count == 1 ? "+00" : count % 2 == 0 ? "+0000" : "+00:00";
        if (count == 1 && cur == 'X') appendOffset("+HHmm", "Z");
        else appendOffset(pats[count - 1], zero);
        return;
      }
      case 'Z':
        if (count < 4) appendOffset("+HHMM", "+0000");
        else if (count == 4) add(new LocalizedOffset(true));
        else if (count == 5) appendOffset("+HH:MM:ss", "Z");
        else throw tooMany(cur);
        return;
      case 'Q':
      case 'q':
        if (count == 1) appendValue(IsoFields.QUARTER_OF_YEAR);
        else if (count == 2) appendValue(IsoFields.QUARTER_OF_YEAR, 2);
        else if (count <= 5) {
          TextStyle st = textStyle(cur, count);
          appendText(IsoFields.QUARTER_OF_YEAR, cur == 'q' ? st.asStandalone() : st);
        } else throw tooMany(cur);
        return;
      case 'Y':
        if (count == 2) add(new LocalizedWeek(cur, 2, 2, SignStyle.NOT_NEGATIVE));
        else add(new LocalizedWeek(cur, count, 19, count < 4 ? SignStyle.NORMAL : SignStyle.EXCEEDS_PAD));
        return;
      case 'w':
        if (count > 2) throw tooMany(cur);
        add(new LocalizedWeek(cur, count, 2, SignStyle.NOT_NEGATIVE));
        return;
      case 'W':
        if (count > 1) throw tooMany(cur);
        add(new LocalizedWeek(cur, 1, 1, SignStyle.NOT_NEGATIVE));
        return;
      case 'F':
        if (count > 1) throw tooMany(cur);
        appendValue(ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH);
        return;
      case 'g':
      case 'B':
        throw new UnsupportedOperationException("jpor: pattern letter '" + cur + "' is not supported in DateTimeFormatter");
      default:
        throw new IllegalArgumentException("Unknown pattern letter: " + cur);
    }
  }

  private static IllegalArgumentException tooMany(char c) {
    return new IllegalArgumentException("Too many pattern letters: " + c);
  }
}
