package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQuery;
import java.util.Locale;

/** Formats and parses date-times (written for jpor from the Java SE API docs; English text only). */
public final class DateTimeFormatter {
  private final DateTimeFormatterBuilder.Composite pp;
  private final Locale locale;
  private final ResolverStyle resolverStyle;
  private final ZoneId zone;

  DateTimeFormatter(DateTimeFormatterBuilder.Composite pp, Locale locale, ResolverStyle resolverStyle, ZoneId zone) {
    this.pp = pp;
    this.locale = locale;
    this.resolverStyle = resolverStyle;
    this.zone = zone;
  }

  public static final DateTimeFormatter ISO_LOCAL_DATE = new DateTimeFormatterBuilder()
      .appendValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD).appendLiteral('-')
      .appendValue(ChronoField.MONTH_OF_YEAR, 2).appendLiteral('-').appendValue(ChronoField.DAY_OF_MONTH, 2)
      .toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_OFFSET_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .append(ISO_LOCAL_DATE).appendOffsetId().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .append(ISO_LOCAL_DATE).optionalStart().appendOffsetId().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_LOCAL_TIME = new DateTimeFormatterBuilder()
      .appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':').appendValue(ChronoField.MINUTE_OF_HOUR, 2)
      .optionalStart().appendLiteral(':').appendValue(ChronoField.SECOND_OF_MINUTE, 2)
      .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true).toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_OFFSET_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .append(ISO_LOCAL_TIME).appendOffsetId().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .append(ISO_LOCAL_TIME).optionalStart().appendOffsetId().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .append(ISO_LOCAL_DATE).appendLiteral('T').append(ISO_LOCAL_TIME).toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_OFFSET_DATE_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .append(ISO_LOCAL_DATE_TIME).parseCaseSensitive().appendOffsetId().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_ZONED_DATE_TIME = new DateTimeFormatterBuilder()
      .append(ISO_OFFSET_DATE_TIME).optionalStart().appendLiteral('[').parseCaseSensitive().appendZoneRegionId()
      .appendLiteral(']').toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_DATE_TIME = new DateTimeFormatterBuilder().append(ISO_LOCAL_DATE_TIME)
      .optionalStart().appendOffsetId().optionalStart().appendLiteral('[').parseCaseSensitive().appendZoneRegionId()
      .appendLiteral(']').toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_ORDINAL_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .appendValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD).appendLiteral('-')
      .appendValue(ChronoField.DAY_OF_YEAR, 3).optionalStart().appendOffsetId().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_WEEK_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .appendValue(java.time.temporal.IsoFields.WEEK_BASED_YEAR, 4, 10, SignStyle.EXCEEDS_PAD).appendLiteral("-W")
      .appendValue(java.time.temporal.IsoFields.WEEK_OF_WEEK_BASED_YEAR, 2).appendLiteral('-')
      .appendValue(ChronoField.DAY_OF_WEEK, 1).optionalStart().appendOffsetId().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter ISO_INSTANT = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .appendInstant().toFormatter(ResolverStyle.STRICT);

  public static final DateTimeFormatter BASIC_ISO_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .appendValue(ChronoField.YEAR, 4).appendValue(ChronoField.MONTH_OF_YEAR, 2)
      .appendValue(ChronoField.DAY_OF_MONTH, 2).optionalStart().appendOffset("+HHMMss", "Z")
      .toFormatter(ResolverStyle.STRICT);

  /** RFC 1123 / RFC 822 date-times: "Tue, 3 Jun 2008 11:05:30 GMT" (English day and month names). */
  public static final DateTimeFormatter RFC_1123_DATE_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive()
      .optionalStart().appendText(ChronoField.DAY_OF_WEEK, TextStyle.SHORT).appendLiteral(", ").optionalEnd()
      .appendValue(ChronoField.DAY_OF_MONTH, 1, 2, SignStyle.NOT_NEGATIVE).appendLiteral(' ')
      .appendText(ChronoField.MONTH_OF_YEAR, TextStyle.SHORT).appendLiteral(' ').appendValue(ChronoField.YEAR, 4)
      .appendLiteral(' ').appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':')
      .appendValue(ChronoField.MINUTE_OF_HOUR, 2).optionalStart().appendLiteral(':')
      .appendValue(ChronoField.SECOND_OF_MINUTE, 2).optionalEnd().appendLiteral(' ').appendOffset("+HHMM", "GMT")
      .toFormatter(ResolverStyle.SMART);

  /** What ISO_INSTANT parses: a local date-time with seconds and an offset. */
  static final DateTimeFormatterBuilder.Composite ISO_INSTANT_PARSER = new DateTimeFormatterBuilder()
      .parseCaseInsensitive().append(ISO_LOCAL_DATE).appendLiteral('T')
      .appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':').appendValue(ChronoField.MINUTE_OF_HOUR, 2)
      .appendLiteral(':').appendValue(ChronoField.SECOND_OF_MINUTE, 2)
      .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true).appendOffsetId()
      .toFormatter(ResolverStyle.STRICT).pp;

  /** The days a parsed time ran past its day (24:00 in SMART, any overflow in LENIENT), Period.ZERO otherwise. */
  public static final TemporalQuery<java.time.Period> parsedExcessDays() {
    return new TemporalQuery<java.time.Period>() {
      public java.time.Period queryFrom(TemporalAccessor t) {
        return t instanceof Parsed ? ((Parsed) t).excessDays() : java.time.Period.ZERO;
      }
    };
  }

  /** Whether a leap second (23:59:60) was parsed: jpor's parsers take none, so false. */
  public static final TemporalQuery<Boolean> parsedLeapSecond() {
    return new TemporalQuery<Boolean>() {
      public Boolean queryFrom(TemporalAccessor t) {
        return Boolean.FALSE;
      }
    };
  }

  public static DateTimeFormatter ofPattern(String pattern) {
    return new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter();
  }

  public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
    return new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter(locale);
  }

  /** The locale's CLDR styles (java.text.DateFormat's patterns), chosen by the formatter's locale when used. */
  public static DateTimeFormatter ofLocalizedDate(FormatStyle dateStyle) {
    if (dateStyle == null) throw new NullPointerException("dateStyle");
    return new DateTimeFormatterBuilder().appendLocalized(dateStyle, null).toFormatter();
  }

  public static DateTimeFormatter ofLocalizedTime(FormatStyle timeStyle) {
    if (timeStyle == null) throw new NullPointerException("timeStyle");
    return new DateTimeFormatterBuilder().appendLocalized(null, timeStyle).toFormatter();
  }

  public static DateTimeFormatter ofLocalizedDateTime(FormatStyle style) {
    return ofLocalizedDateTime(style, style);
  }

  public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateStyle, FormatStyle timeStyle) {
    if (dateStyle == null) throw new NullPointerException("dateStyle");
    if (timeStyle == null) throw new NullPointerException("timeStyle");
    return new DateTimeFormatterBuilder().appendLocalized(dateStyle, timeStyle).toFormatter();
  }

  DateTimeFormatterBuilder.Composite printerParser(boolean optional) {
    if (!optional) return pp;
    return new DateTimeFormatterBuilder.Composite(java.util.Arrays.<DateTimeFormatterBuilder.P>asList(pp.items), true);
  }

  public Locale getLocale() {
    return locale;
  }

  public DateTimeFormatter withLocale(Locale locale) {
    return new DateTimeFormatter(pp, locale, resolverStyle, zone);
  }

  public ZoneId getZone() {
    return zone;
  }

  public DateTimeFormatter withZone(ZoneId zone) {
    return new DateTimeFormatter(pp, locale, resolverStyle, zone);
  }

  public ResolverStyle getResolverStyle() {
    return resolverStyle;
  }

  public DateTimeFormatter withResolverStyle(ResolverStyle resolverStyle) {
    if (resolverStyle == null) throw new NullPointerException("resolverStyle");
    return new DateTimeFormatter(pp, locale, resolverStyle, zone);
  }

  public String format(TemporalAccessor temporal) {
    StringBuilder sb = new StringBuilder(32);
    formatTo(temporal, sb);
    return sb.toString();
  }

  public void formatTo(TemporalAccessor temporal, Appendable appendable) {
    if (temporal == null) throw new NullPointerException("temporal");
    if (appendable == null) throw new NullPointerException("appendable");
    TemporalAccessor t = temporal;
    if (zone != null && t.isSupported(ChronoField.INSTANT_SECONDS)) {
      t = ZonedDateTime.ofInstant(Instant.from(t), zone);
    }
    StringBuilder sb = appendable instanceof StringBuilder ? (StringBuilder) appendable : new StringBuilder();
    DateTimeFormatterBuilder.Ctx ctx = new DateTimeFormatterBuilder.Ctx(t);
    ctx.locale = locale;
    pp.format(ctx, sb);
    if (sb != appendable) {
      try {
        appendable.append(sb);
      } catch (java.io.IOException ex) {
        throw new DateTimeException(ex.getMessage(), ex);
      }
    }
  }

  /*
   * The parse methods wrap what resolving or the query throws (java: every RuntimeException) in
   * a DateTimeParseException made here, in the method the program called, as java does: an
   * uncaught one's stack trace then shares as many frames with its cause ("... n more").
   */
  public TemporalAccessor parse(CharSequence text) {
    if (text == null) throw new NullPointerException("text");
    try {
      return parseResolved0(text);
    } catch (DateTimeParseException ex) {
      throw ex;
    } catch (RuntimeException ex) {
      throw createError(text, ex);
    }
  }

  public <T> T parse(CharSequence text, TemporalQuery<T> query) {
    if (text == null) throw new NullPointerException("text");
    if (query == null) throw new NullPointerException("query");
    try {
      return query.queryFrom(parseResolved0(text));
    } catch (DateTimeParseException ex) {
      throw ex;
    } catch (RuntimeException ex) {
      throw createError(text, ex);
    }
  }

  private DateTimeParseException createError(CharSequence text, RuntimeException ex) {
    return new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed: " + ex.getMessage(), text, 0, ex);
  }

  private static String abbreviate(CharSequence text) {
    return text.length() > 64 ? text.subSequence(0, 64).toString() + "..." : text.toString();
  }

  private Parsed parseResolved0(CharSequence text) {
    DateTimeFormatterBuilder.PCtx ctx = new DateTimeFormatterBuilder.PCtx();
    ctx.locale = locale;
    int pos = pp.parse(ctx, text, 0);
    if (pos < 0)
      throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed at index " + ~pos, text, ~pos);
    if (pos < text.length())
      throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed, unparsed text found at index "
          + pos, text, pos);
    ctx.parsed.locale = locale;
    ctx.parsed.resolve(resolverStyle, zone);
    return ctx.parsed;
  }

  public String toString() {
    String s = pp.toString();
    return s.substring(1, s.length() - 1);
  }
}
