package java.time.format;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.WeekFields;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/** The result of parsing: field values and, once resolved, a date, a time and a zone. */
final class Parsed implements TemporalAccessor {
  final Map<TemporalField, Long> fieldValues = new HashMap<TemporalField, Long>();
  ZoneId zone;
  LocalDate date;
  LocalTime time;
  java.util.Locale locale = java.util.Locale.getDefault(java.util.Locale.Category.FORMAT); // the formatter's, for its weeks

  Parsed copy() {
    Parsed p = new Parsed();
    p.fieldValues.putAll(fieldValues);
    p.zone = zone;
    p.locale = locale;
    return p;
  }

  /** Stores a parsed value; false if the field already has another value. */
  boolean set(TemporalField field, long value) {
    Long old = fieldValues.get(field);
    if (old != null && old.longValue() != value) return false;
    fieldValues.put(field, value);
    return true;
  }

  public boolean isSupported(TemporalField field) {
    if (fieldValues.containsKey(field) || (date != null && date.isSupported(field)) || (time != null && time.isSupported(field)))
      return true;
    if (field == ChronoField.INSTANT_SECONDS) return date != null && time != null && (zone != null || fieldValues.containsKey(ChronoField.OFFSET_SECONDS));
    return false;
  }

  public long getLong(TemporalField field) {
    Long v = fieldValues.get(field);
    if (v != null) return v.longValue();
    if (date != null && date.isSupported(field)) return date.getLong(field);
    if (time != null && time.isSupported(field)) return time.getLong(field);
    if (field == ChronoField.INSTANT_SECONDS && isSupported(field)) {
      ZoneOffset off = fieldValues.containsKey(ChronoField.OFFSET_SECONDS)
          ? ZoneOffset.ofTotalSeconds(fieldValues.get(ChronoField.OFFSET_SECONDS).intValue())
          : date.atTime(time).atZone(zone).getOffset();
      return date.toEpochSecond(time, off);
    }
    throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
  }

  @SuppressWarnings("unchecked")
  public <R> R query(TemporalQuery<R> query) {
    if (query == TemporalQueries.zoneId()) return (R) zone;
    if (query == TemporalQueries.localDate()) return (R) date;
    if (query == TemporalQueries.localTime()) return (R) time;
    if (query == TemporalQueries.offset()) {
      Long off = fieldValues.get(ChronoField.OFFSET_SECONDS);
      if (off != null) return (R) ZoneOffset.ofTotalSeconds(off.intValue());
      if (zone instanceof ZoneOffset) return (R) zone;
      return null;
    }
    if (query == TemporalQueries.zone()) {
      if (zone != null) return (R) zone;
      return (R) query(TemporalQueries.offset());
    }
    return query.queryFrom(this);
  }

  private Long take(ChronoField f) {
    return fieldValues.remove(f);
  }

  private boolean has(ChronoField f) {
    return fieldValues.containsKey(f);
  }

  /** Resolves the fields into a date and a time (ISO rules, as the API documents them). */
  void resolve(ResolverStyle style, ZoneId overrideZone) {
    if (zone == null && overrideZone != null) zone = overrideZone;
    // ---- date
    if (has(ChronoField.YEAR_OF_ERA)) {
      long yoe = take(ChronoField.YEAR_OF_ERA);
      if (style != ResolverStyle.LENIENT) ChronoField.YEAR_OF_ERA.checkValidValue(yoe);
      Long era = take(ChronoField.ERA);
      if (era != null) {
        ChronoField.ERA.checkValidValue(era);
        set(ChronoField.YEAR, era == 1 ? yoe : 1 - yoe);
      } else if (style == ResolverStyle.STRICT && !has(ChronoField.YEAR)) {
        fieldValues.put(ChronoField.YEAR_OF_ERA, yoe);
      } else {
        Long y = fieldValues.get(ChronoField.YEAR);
        long year = y == null || y > 0 ? yoe : 1 - yoe;
        if (!set(ChronoField.YEAR, year))
          throw new DateTimeException("Conflict found: Year " + y + " differs from Year " + year);
      }
    }
    if (has(ChronoField.EPOCH_DAY)) {
      date = LocalDate.ofEpochDay(take(ChronoField.EPOCH_DAY));
    } else if (has(ChronoField.YEAR)) {
      if (style == ResolverStyle.LENIENT && has(ChronoField.MONTH_OF_YEAR) && has(ChronoField.DAY_OF_MONTH)) {
        // lenient: months and days past their ranges carry over (Feb 31 is Mar 3)
        int y = ChronoField.YEAR.checkValidIntValue(take(ChronoField.YEAR));
        long m = take(ChronoField.MONTH_OF_YEAR);
        long d = take(ChronoField.DAY_OF_MONTH);
        date = LocalDate.of(y, 1, 1).plusMonths(Math.subtractExact(m, 1)).plusDays(Math.subtractExact(d, 1));
      } else if (style == ResolverStyle.LENIENT && has(ChronoField.DAY_OF_YEAR)) {
        int y = ChronoField.YEAR.checkValidIntValue(take(ChronoField.YEAR));
        date = LocalDate.ofYearDay(y, 1).plusDays(Math.subtractExact(take(ChronoField.DAY_OF_YEAR), 1));
      } else if (has(ChronoField.MONTH_OF_YEAR) && has(ChronoField.DAY_OF_MONTH)) {
        int y = ChronoField.YEAR.checkValidIntValue(fieldValues.get(ChronoField.YEAR));
        int m = ChronoField.MONTH_OF_YEAR.checkValidIntValue(fieldValues.get(ChronoField.MONTH_OF_YEAR));
        int d = ChronoField.DAY_OF_MONTH.checkValidIntValue(fieldValues.get(ChronoField.DAY_OF_MONTH));
        if (style == ResolverStyle.SMART && d > 28) d = Math.min(d, java.time.Month.of(m).length(java.time.Year.isLeap(y)));
        date = LocalDate.of(y, m, d);
        take(ChronoField.YEAR);
        take(ChronoField.MONTH_OF_YEAR);
        take(ChronoField.DAY_OF_MONTH);
      } else if (has(ChronoField.DAY_OF_YEAR)) {
        int y = ChronoField.YEAR.checkValidIntValue(fieldValues.get(ChronoField.YEAR));
        int doy = ChronoField.DAY_OF_YEAR.checkValidIntValue(fieldValues.get(ChronoField.DAY_OF_YEAR));
        date = LocalDate.ofYearDay(y, doy);
        take(ChronoField.YEAR);
        take(ChronoField.DAY_OF_YEAR);
      }
    }
    if (date == null) resolveWeeks(style);
    // ---- time
    if (has(ChronoField.CLOCK_HOUR_OF_DAY)) {
      long ch = take(ChronoField.CLOCK_HOUR_OF_DAY);
      if (style != ResolverStyle.LENIENT) ChronoField.CLOCK_HOUR_OF_DAY.checkValidValue(ch);
      setOrConflict(ChronoField.HOUR_OF_DAY, ch == 24 ? 0 : ch);
    }
    if (has(ChronoField.CLOCK_HOUR_OF_AMPM)) {
      long ch = take(ChronoField.CLOCK_HOUR_OF_AMPM);
      if (style != ResolverStyle.LENIENT) ChronoField.CLOCK_HOUR_OF_AMPM.checkValidValue(ch);
      setOrConflict(ChronoField.HOUR_OF_AMPM, ch == 12 ? 0 : ch);
    }
    if (has(ChronoField.AMPM_OF_DAY) && has(ChronoField.HOUR_OF_AMPM)) {
      long ap = take(ChronoField.AMPM_OF_DAY);
      long hap = take(ChronoField.HOUR_OF_AMPM);
      if (style != ResolverStyle.LENIENT) {
        ChronoField.AMPM_OF_DAY.checkValidValue(ap);
        ChronoField.HOUR_OF_AMPM.checkValidValue(hap);
      }
      setOrConflict(ChronoField.HOUR_OF_DAY, ap * 12 + hap);
    }
    if (has(ChronoField.MILLI_OF_DAY)) {
      long v = take(ChronoField.MILLI_OF_DAY);
      ChronoField.MILLI_OF_DAY.checkValidValue(v);
      time = LocalTime.ofNanoOfDay(v * 1000000L);
    } else if (has(ChronoField.NANO_OF_DAY)) {
      time = LocalTime.ofNanoOfDay(take(ChronoField.NANO_OF_DAY));
    } else if (has(ChronoField.HOUR_OF_DAY)) {
      if (has(ChronoField.MILLI_OF_SECOND) && !has(ChronoField.NANO_OF_SECOND)) {
        long ms = take(ChronoField.MILLI_OF_SECOND);
        ChronoField.MILLI_OF_SECOND.checkValidValue(ms);
        fieldValues.put(ChronoField.NANO_OF_SECOND, ms * 1000000L);
      }
      boolean hasM = has(ChronoField.MINUTE_OF_HOUR), hasS = has(ChronoField.SECOND_OF_MINUTE);
      boolean hasN = has(ChronoField.NANO_OF_SECOND);
      if ((hasM || !hasS) && (hasS || !hasN)) {
        long h = take(ChronoField.HOUR_OF_DAY);
        long m = hasM ? take(ChronoField.MINUTE_OF_HOUR) : 0;
        long s = hasS ? take(ChronoField.SECOND_OF_MINUTE) : 0;
        long n = hasN ? take(ChronoField.NANO_OF_SECOND) : 0;
        resolveTime(style, h, m, s, n);
      }
    }
    // ---- cross checks of the remaining fields against the date and time
    if (date != null) {
      Long dow = fieldValues.get(ChronoField.DAY_OF_WEEK);
      if (dow != null) {
        long actual = date.getDayOfWeek().getValue();
        if (dow != actual)
          throw new DateTimeException("Conflict found: Field DayOfWeek " + actual + " differs from DayOfWeek " + dow
              + " derived from " + date);
        take(ChronoField.DAY_OF_WEEK);
      }
      crossCheck(ChronoField.YEAR, date);
      crossCheck(ChronoField.MONTH_OF_YEAR, date);
      crossCheck(ChronoField.DAY_OF_MONTH, date);
      crossCheck(ChronoField.DAY_OF_YEAR, date);
    }
    if (time != null) {
      crossCheck(ChronoField.AMPM_OF_DAY, time);
      crossCheck(ChronoField.HOUR_OF_AMPM, time);
    }
    // java adds the time's excess days after the cross checks (its resolvePeriod)
    if (date != null && time != null && excessDays != 0) {
      date = date.plusDays(excessDays);
      excessDays = 0;
    }
    if (date != null && time != null) {
      Long off = fieldValues.get(ChronoField.OFFSET_SECONDS);
      if (off != null) {
        fieldValues.put(ChronoField.INSTANT_SECONDS, date.toEpochSecond(time, ZoneOffset.ofTotalSeconds(off.intValue())));
      } else if (zone != null) {
        fieldValues.put(ChronoField.INSTANT_SECONDS, date.atTime(time).atZone(zone).toEpochSecond());
      }
    }
    if (has(ChronoField.INSTANT_SECONDS) && date == null && (zone != null || has(ChronoField.OFFSET_SECONDS))) {
      ZoneId z = zone != null ? zone : ZoneOffset.ofTotalSeconds(fieldValues.get(ChronoField.OFFSET_SECONDS).intValue());
      long secs = fieldValues.get(ChronoField.INSTANT_SECONDS);
      Long nos = fieldValues.get(ChronoField.NANO_OF_SECOND);
      java.time.LocalDateTime ldt = java.time.LocalDateTime.ofInstant(Instant.ofEpochSecond(secs, nos == null ? 0 : nos), z);
      date = ldt.toLocalDate();
      time = ldt.toLocalTime();
    }
  }

  /**
   * Dates given by week (ISO week dates, the weeks of the formatter's locale) or by quarter: the
   * week or day is checked against its year (STRICT), against every year (SMART: week 53 of a
   * year of 52 is the next year's first), or not at all (LENIENT).
   */
  private void resolveWeeks(ResolverStyle style) {
    WeekFields wf = WeekFields.of(locale);
    if (fieldValues.containsKey(IsoFields.WEEK_BASED_YEAR) && fieldValues.containsKey(IsoFields.WEEK_OF_WEEK_BASED_YEAR)
        && has(ChronoField.DAY_OF_WEEK)) {
      date = byWeek(style, IsoFields.WEEK_BASED_YEAR, IsoFields.WEEK_OF_WEEK_BASED_YEAR, WeekFields.ISO, 7, 1);
    } else if (fieldValues.containsKey(wf.weekBasedYear()) && fieldValues.containsKey(wf.weekOfWeekBasedYear())
        && has(ChronoField.DAY_OF_WEEK)) {
      date = byWeek(style, wf.weekBasedYear(), wf.weekOfWeekBasedYear(), wf, 7, 1);
    } else if (has(ChronoField.YEAR) && has(ChronoField.MONTH_OF_YEAR) && fieldValues.containsKey(wf.weekOfMonth())
        && has(ChronoField.DAY_OF_WEEK)) {
      int m = ChronoField.MONTH_OF_YEAR.checkValidIntValue(take(ChronoField.MONTH_OF_YEAR));
      date = byWeek(style, ChronoField.YEAR, wf.weekOfMonth(), wf, m, 15);
    } else if (has(ChronoField.YEAR) && fieldValues.containsKey(wf.weekOfYear()) && has(ChronoField.DAY_OF_WEEK)) {
      date = byWeek(style, ChronoField.YEAR, wf.weekOfYear(), wf, 7, 1);
    } else if (has(ChronoField.YEAR) && fieldValues.containsKey(IsoFields.QUARTER_OF_YEAR)
        && fieldValues.containsKey(IsoFields.DAY_OF_QUARTER)) {
      int y = ChronoField.YEAR.checkValidIntValue(take(ChronoField.YEAR));
      long qoy = fieldValues.remove(IsoFields.QUARTER_OF_YEAR);
      long doq = fieldValues.remove(IsoFields.DAY_OF_QUARTER);
      if (style == ResolverStyle.LENIENT) {
        date = LocalDate.of(y, 1, 1).plusMonths(Math.multiplyExact(Math.subtractExact(qoy, 1), 3)).plusDays(Math.subtractExact(doq, 1));
      } else {
        int q = IsoFields.QUARTER_OF_YEAR.range().checkValidIntValue(qoy, IsoFields.QUARTER_OF_YEAR);
        LocalDate first = LocalDate.of(y, (q - 1) * 3 + 1, 1);
        (style == ResolverStyle.STRICT ? first.range(IsoFields.DAY_OF_QUARTER) : IsoFields.DAY_OF_QUARTER.range())
            .checkValidValue(doq, IsoFields.DAY_OF_QUARTER);
        date = first.plusDays(doq - 1);
      }
    }
  }

  /** The date of a year, a week in it and a day of the week, from a day (month, day) that lies in that year. */
  private LocalDate byWeek(ResolverStyle style, TemporalField yearField, TemporalField weekField, WeekFields wf, int month, int day) {
    int year = yearField.range().checkValidIntValue(fieldValues.remove(yearField), yearField);
    long week = fieldValues.remove(weekField);
    long dow = take(ChronoField.DAY_OF_WEEK);
    LocalDate base = LocalDate.of(year, month, day);
    long ldow = Math.floorMod(dow - wf.getFirstDayOfWeek().getValue(), 7) + 1;
    if (style == ResolverStyle.LENIENT) {
      // days past the week's end carry over: day 9 of an ISO week is the next week's Tuesday
      ldow = dow - wf.getFirstDayOfWeek().getValue() + 1;
      if (ldow < 1 && dow >= 1) ldow += 7;
      return base.plusWeeks(Math.subtractExact(week, base.getLong(weekField))).plusDays(ldow - base.get(wf.dayOfWeek()));
    }
    ChronoField.DAY_OF_WEEK.checkValidValue(dow);
    if (style == ResolverStyle.STRICT) base.range(weekField).checkValidValue(week, weekField);
    return base.with(weekField, week).with(wf.dayOfWeek(), ldow);
  }

  /**
   * The time of day from its fields, as java: LENIENT lets each overflow into the next (26:00 is 02:00 and
   * a day more), SMART takes 24:00 as the next day's midnight; the days past the end go to the date.
   */
  private void resolveTime(ResolverStyle style, long h, long m, long s, long n) {
    if (style == ResolverStyle.LENIENT) {
      long total = Math.multiplyExact(h, 3600_000_000_000L);
      total = Math.addExact(total, Math.multiplyExact(m, 60_000_000_000L));
      total = Math.addExact(total, Math.multiplyExact(s, 1_000_000_000L));
      total = Math.addExact(total, n);
      excessDays = Math.floorDiv(total, 86400_000_000_000L);
      time = LocalTime.ofNanoOfDay(Math.floorMod(total, 86400_000_000_000L));
      return;
    }
    int mv = ChronoField.MINUTE_OF_HOUR.checkValidIntValue(m);
    int nv = ChronoField.NANO_OF_SECOND.checkValidIntValue(n);
    if (style == ResolverStyle.SMART && h == 24 && mv == 0 && s == 0 && nv == 0) {
      time = LocalTime.MIDNIGHT;
      excessDays = 1;
      return;
    }
    int hv = ChronoField.HOUR_OF_DAY.checkValidIntValue(h);
    int sv = ChronoField.SECOND_OF_MINUTE.checkValidIntValue(s);
    time = LocalTime.of(hv, mv, sv, nv);
  }

  /** Days the parsed time ran past its day (resolveTime), added to the date when there is one. */
  private long excessDays;

  java.time.Period excessDays() {
    return java.time.Period.ofDays((int) excessDays);
  }

  private void setOrConflict(ChronoField f, long v) {
    Long old = fieldValues.get(f);
    if (old != null && old.longValue() != v)
      throw new DateTimeException("Conflict found: " + f + " " + old + " differs from " + f + " " + v
          + " while resolving  " + f);
    fieldValues.put(f, v);
  }

  private void crossCheck(ChronoField f, TemporalAccessor target) {
    Long v = fieldValues.get(f);
    if (v == null) return;
    long actual = target.getLong(f);
    if (actual != v)
      throw new DateTimeException("Conflict found: Field " + f + " " + actual + " differs from " + f + " " + v
          + " derived from " + target);
    take(f);
  }

  public String toString() {
    StringBuilder sb = new StringBuilder(64);
    sb.append('{');
    Iterator<Map.Entry<TemporalField, Long>> it = fieldValues.entrySet().iterator();
    while (it.hasNext()) {
      Map.Entry<TemporalField, Long> e = it.next();
      sb.append(e.getKey()).append('=').append(e.getValue());
      if (it.hasNext()) sb.append(", ");
    }
    sb.append("},ISO");
    if (zone != null) sb.append(',').append(zone);
    if (date != null || time != null) {
      sb.append(" resolved to ");
      if (date != null) {
        sb.append(date);
        if (time != null) sb.append('T').append(time);
      } else {
        sb.append(time);
      }
    }
    return sb.toString();
  }
}
