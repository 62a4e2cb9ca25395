package java.util;

import java.time.ZonedDateTime;

/**
 * The Gregorian calendar with the Julian calendar before 1582-10-15 (written for jpor from the Java SE API
 * docs). Zones have fixed offsets (see TimeZone), so DST_OFFSET is always 0.
 */
public class GregorianCalendar extends Calendar {
  public static final int BC = 0;
  public static final int AD = 1;

  private static final long DAY_MS = 86400000L;
  /** Epoch day of 1582-10-15 (Gregorian), the first day of the Gregorian calendar. */
  private static final long CUTOVER_DAY = -141427;
  private static final int[] MIN_VALUES = {BC, 1, JANUARY, 1, 0, 1, 1, SUNDAY, 1, AM, 0, 0, 0, 0, 0, -13 * 3600000, 0};
  private static final int[] LEAST_MAX_VALUES = {AD, 292269054, DECEMBER, 50, 3, 28, 355, SATURDAY, 3, PM, 11, 23, 59, 59, 999,
      14 * 3600000, 20 * 60000};
  private static final int[] MAX_VALUES = {AD, 292278994, DECEMBER, 53, 6, 31, 366, SATURDAY, 6, PM, 11, 23, 59, 59, 999,
      14 * 3600000, 2 * 3600000};

  public GregorianCalendar() {
    this(TimeZone.getDefaultRef(), Locale.getDefault());
  }

  public GregorianCalendar(TimeZone zone) {
    this(zone, Locale.getDefault());
  }

  public GregorianCalendar(Locale aLocale) {
    this(TimeZone.getDefaultRef(), aLocale);
  }

  public GregorianCalendar(TimeZone zone, Locale aLocale) {
    super(zone, aLocale);
    setTimeInMillis(System.currentTimeMillis());
  }

  public GregorianCalendar(int year, int month, int dayOfMonth) {
    this(year, month, dayOfMonth, 0, 0, 0, 0);
  }

  public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
    this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
  }

  public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
    this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
  }

  GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second, int millis) {
    super(TimeZone.getDefaultRef(), Locale.getDefault());
    clear();
    set(YEAR, year);
    set(MONTH, month);
    set(DAY_OF_MONTH, dayOfMonth);
    set(HOUR_OF_DAY, hourOfDay);
    set(MINUTE, minute);
    set(SECOND, second);
    set(MILLISECOND, millis);
  }

  public static GregorianCalendar from(ZonedDateTime zdt) {
    GregorianCalendar cal = new GregorianCalendar(TimeZone.getTimeZone(zdt.getZone()));
    cal.setFirstDayOfWeek(MONDAY);
    cal.setMinimalDaysInFirstWeek(4);
    cal.setTimeInMillis(Math.addExact(Math.multiplyExact(zdt.toEpochSecond(), 1000L), zdt.getNano() / 1000000));
    return cal;
  }

  public ZonedDateTime toZonedDateTime() {
    return ZonedDateTime.ofInstant(java.time.Instant.ofEpochMilli(getTimeInMillis()), getTimeZone().toZoneId());
  }

  public final Date getGregorianChange() {
    return new Date(CUTOVER_DAY * DAY_MS);
  }

  public boolean isWeekDateSupported() {
    return true;
  }

  /** The year WEEK_OF_YEAR belongs to: one less in a January week 52 or 53, one more in a December week 1. */
  public int getWeekYear() {
    int year = get(YEAR);
    if (get(ERA) == BC) year = 1 - year;
    int woy = get(WEEK_OF_YEAR);
    if (get(MONTH) == JANUARY) {
      if (woy >= 52) --year;
    } else if (woy == 1) {
      ++year;
    }
    return year;
  }

  public boolean isLeapYear(int year) {
    if ((year & 3) != 0) return false;
    if (year > 1582) return year % 100 != 0 || year % 400 == 0;
    return true;
  }

  // ---- day arithmetic (proleptic years: 0 is 1 BC)

  static long gregorianEpochDay(long y, long m, long d) {
    y += Math.floorDiv(m - 1, 12L);
    m = Math.floorMod(m - 1, 12L) + 1;
    long yy = m <= 2 ? y - 1 : y;
    long era = Math.floorDiv(yy, 400L);
    long yoe = yy - era * 400;
    long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468 + (d - 1);
  }

  static long julianEpochDay(long y, long m, long d) {
    y += Math.floorDiv(m - 1, 12L);
    m = Math.floorMod(m - 1, 12L) + 1;
    long yy = m <= 2 ? y - 1 : y;
    long era = Math.floorDiv(yy, 4L);
    long yoe = yy - era * 4;
    long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5;
    long doe = yoe * 365 + doy;
    // 1970-01-01 Gregorian is 1969-12-19 Julian; Julian 0000-03-01 is epoch day -719470
    return era * 1461 + doe - 719470 + (d - 1);
  }

  /** Epoch day of a date in the calendar in force at that date. */
  static long epochDay(long y, long m, long d) {
    long g = gregorianEpochDay(y, m, d);
    if (g >= CUTOVER_DAY) return g;
    return julianEpochDay(y, m, d);
  }

  /** {year, month (1-12), day} of an epoch day in the calendar in force at that day. */
  static long[] civil(long epochDay) {
    long z, era, doe, yoe, doy;
    if (epochDay >= CUTOVER_DAY) {
      z = epochDay + 719468;
      era = Math.floorDiv(z, 146097L);
      doe = z - era * 146097;
      yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
      doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
      yoe += era * 400;
    } else {
      z = epochDay + 719470;
      era = Math.floorDiv(z, 1461L);
      doe = z - era * 1461;
      yoe = (doe - doe / 1460) / 365;
      doy = doe - 365 * yoe;
      yoe += era * 4;
    }
    long mp = (5 * doy + 2) / 153;
    long d = doy - (153 * mp + 2) / 5 + 1;
    long m = mp < 10 ? mp + 3 : mp - 9;
    return new long[] {yoe + (m <= 2 ? 1 : 0), m, d};
  }

  private int monthLength(long year, int month0) {
    long first = epochDay(year, month0 + 1, 1);
    long next = epochDay(year, month0 + 2, 1);
    return (int) (next - first);
  }

  private int yearLength(long year) {
    return (int) (epochDay(year + 1, 1, 1) - epochDay(year, 1, 1));
  }

  /** Week number of a day (1-based day within a period) given its day of week, Calendar's rules. */
  private int weekNumber(int dayOfPeriod, int dayOfWeek) {
    int relDow = Math.floorMod(dayOfWeek - getFirstDayOfWeek(), 7);
    int relFirst = Math.floorMod(relDow - (dayOfPeriod - 1), 7);
    int week = (dayOfPeriod - 1 + relFirst) / 7;
    if (7 - relFirst >= getMinimalDaysInFirstWeek()) week++;
    return week;
  }

  // ---- fields from time

  protected void computeFields() {
    TimeZone tz = getTimeZone();
    int offset = tz.getOffset(time);
    long local = time + offset;
    long day = Math.floorDiv(local, DAY_MS);
    int msOfDay = (int) Math.floorMod(local, DAY_MS);
    long[] c = civil(day);
    long year = c[0];
    int month0 = (int) c[1] - 1, dom = (int) c[2];
    fields[ERA] = year > 0 ? AD : BC;
    fields[YEAR] = (int) (year > 0 ? year : 1 - year);
    fields[MONTH] = month0;
    fields[DAY_OF_MONTH] = dom;
    int dow = (int) Math.floorMod(day + 4, 7L) + 1;
    fields[DAY_OF_WEEK] = dow;
    int doy = (int) (day - epochDay(year, 1, 1)) + 1;
    fields[DAY_OF_YEAR] = doy;
    fields[DAY_OF_WEEK_IN_MONTH] = (dom - 1) / 7 + 1;
    fields[WEEK_OF_MONTH] = weekNumber(dom, dow);
    int woy = weekNumber(doy, dow);
    if (woy == 0) {
      long prevLast = epochDay(year, 1, 1) - 1;
      int prevDow = (int) Math.floorMod(prevLast + 4, 7L) + 1;
      woy = weekNumber(yearLength(year - 1), prevDow);
    } else {
      int relDow = Math.floorMod(dow - getFirstDayOfWeek(), 7);
      long weekEnd = day - relDow + 6;
      long nextJan1 = epochDay(year + 1, 1, 1);
      if (weekEnd >= nextJan1 && weekEnd - nextJan1 + 1 >= getMinimalDaysInFirstWeek()) woy = 1;
    }
    fields[WEEK_OF_YEAR] = woy;
    int hour = msOfDay / 3600000;
    fields[AM_PM] = hour / 12;
    fields[HOUR] = hour % 12;
    fields[HOUR_OF_DAY] = hour;
    fields[MINUTE] = msOfDay / 60000 % 60;
    fields[SECOND] = msOfDay / 1000 % 60;
    fields[MILLISECOND] = msOfDay % 1000;
    int raw = tz instanceof RegionTimeZone ? ((RegionTimeZone) tz).rawOffsetAt(time) : tz.getRawOffset();
    fields[ZONE_OFFSET] = raw;
    fields[DST_OFFSET] = offset - raw;
  }

  // ---- time from fields

  private int value(int field, int def) {
    return stamp[field] == UNSET ? def : fields[field];
  }

  private static int aggregate(int a, int b) {
    return a == UNSET || b == UNSET ? UNSET : Math.max(a, b);
  }

  /** Which fields fix the date: 0 month+day, 1 week of month, 2 day-of-week in month, 3 day of year, 4 week of year. */
  private int selectDateFields() {
    int dowStamp = stamp[DAY_OF_WEEK];
    int dom = stamp[DAY_OF_MONTH];
    int wom = aggregate(stamp[WEEK_OF_MONTH], dowStamp);
    int dowim = aggregate(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
    int doy = stamp[DAY_OF_YEAR];
    int woy = aggregate(stamp[WEEK_OF_YEAR], dowStamp);
    int best = Math.max(Math.max(dom, wom), Math.max(Math.max(dowim, doy), woy));
    if (best == UNSET) {
      wom = stamp[WEEK_OF_MONTH];
      dowim = Math.max(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
      woy = stamp[WEEK_OF_YEAR];
      best = Math.max(Math.max(wom, dowim), woy);
      if (best == UNSET) best = dom = stamp[MONTH];
    }
    if (best == dom || (best == wom && stamp[WEEK_OF_MONTH] >= stamp[WEEK_OF_YEAR])
        || (best == dowim && stamp[DAY_OF_WEEK_IN_MONTH] >= stamp[WEEK_OF_YEAR])) {
      if (best == dom) return 0;
      if (best == wom && best == dowim) return stamp[WEEK_OF_MONTH] >= stamp[DAY_OF_WEEK_IN_MONTH] ? 1 : 2;
      return best == wom ? 1 : 2;
    }
    return best == doy ? 3 : 4;
  }

  protected void computeTime() {
    if (!isLenient()) {
      for (int f = 0; f < FIELD_COUNT; f++) {
        if (stamp[f] < MINIMUM_USER_STAMP) continue;
        int v = fields[f];
        if (v < getMinimum(f) || v > getMaximum(f)) throw new IllegalArgumentException(getFieldName(f));
      }
    }
    int era = value(ERA, AD);
    long year = value(YEAR, 1970);
    if (era == BC) year = 1 - year;
    else if (era != AD) throw new IllegalArgumentException("Invalid era");
    int month0 = value(MONTH, JANUARY);
    int best = selectDateFields();
    long day;
    int dow = value(DAY_OF_WEEK, getFirstDayOfWeek());
    switch (best) {
      case 0:
        day = epochDay(year, month0 + 1, 1) + value(DAY_OF_MONTH, 1) - 1;
        break;
      case 1: {
        long first = epochDay(year, month0 + 1, 1);
        day = weekDay(first, value(WEEK_OF_MONTH, 1), dow);
        break;
      }
      case 2: {
        int n = value(DAY_OF_WEEK_IN_MONTH, 1);
        long first = epochDay(year, month0 + 1, 1);
        if (n > 0) {
          int firstDow = (int) Math.floorMod(first + 4, 7L) + 1;
          day = first + Math.floorMod(dow - firstDow, 7) + (n - 1) * 7L;
        } else {
          long last = epochDay(year, month0 + 2, 1) - 1;
          int lastDow = (int) Math.floorMod(last + 4, 7L) + 1;
          day = last - Math.floorMod(lastDow - dow, 7) + (n + 1) * 7L;
        }
        break;
      }
      case 3:
        day = epochDay(year, 1, 1) + value(DAY_OF_YEAR, 1) - 1;
        break;
      default:
        day = weekDay(epochDay(year, 1, 1), value(WEEK_OF_YEAR, 1), dow);
        break;
    }
    long hourOfDay;
    if (stamp[HOUR_OF_DAY] >= Math.max(stamp[HOUR], stamp[AM_PM]) && stamp[HOUR_OF_DAY] != UNSET) {
      hourOfDay = fields[HOUR_OF_DAY];
    } else {
      hourOfDay = value(HOUR, 0) + 12L * value(AM_PM, AM);
    }
    long ms = ((hourOfDay * 60 + value(MINUTE, 0)) * 60 + value(SECOND, 0)) * 1000 + value(MILLISECOND, 0);
    int offset;
    long millis;
    if (stamp[ZONE_OFFSET] >= MINIMUM_USER_STAMP) {
      offset = fields[ZONE_OFFSET] + value(DST_OFFSET, 0);
      millis = day * DAY_MS + ms - offset;
    } else if (getTimeZone() instanceof RegionTimeZone) {
      millis = ((RegionTimeZone) getTimeZone()).wallToUtc(day * DAY_MS + ms);
    } else {
      offset = getTimeZone().getRawOffset();
      millis = day * DAY_MS + ms - offset;
    }
    if (!isLenient()) {
      int[] saved = fields.clone();
      int[] savedStamp = stamp.clone();
      time = millis;
      computeFields();
      for (int f = 0; f < FIELD_COUNT; f++) {
        if (savedStamp[f] < MINIMUM_USER_STAMP) continue;
        if (saved[f] != fields[f]) {
          int computed = fields[f];
          System.arraycopy(saved, 0, fields, 0, FIELD_COUNT);
          throw new IllegalArgumentException(getFieldName(f) + ": " + saved[f] + " -> " + computed);
        }
      }
      System.arraycopy(saved, 0, fields, 0, FIELD_COUNT);
    }
    time = millis;
  }

  /** The day of week dow in week n of the period starting on epoch day periodStart. */
  private long weekDay(long periodStart, int n, int dow) {
    int startDow = (int) Math.floorMod(periodStart + 4, 7L) + 1;
    int relFirst = Math.floorMod(startDow - getFirstDayOfWeek(), 7);
    long weekStart = periodStart - relFirst;
    if (7 - relFirst < getMinimalDaysInFirstWeek()) weekStart += 7;
    return weekStart + (n - 1) * 7L + Math.floorMod(dow - getFirstDayOfWeek(), 7);
  }

  // ---- arithmetic

  public void add(int field, int amount) {
    if (amount == 0) return;
    if (field < 0 || field >= ZONE_OFFSET) throw new IllegalArgumentException();
    complete();
    switch (field) {
      case ERA: {
        int era = fields[ERA] + amount;
        set(ERA, era < BC ? BC : era > AD ? AD : era);
        complete();
        return;
      }
      case YEAR:
      case MONTH: {
        long year = fields[ERA] == AD ? fields[YEAR] : 1 - fields[YEAR];
        long months = year * 12 + fields[MONTH] + (field == YEAR ? (long) amount * 12 : amount);
        long ny = Math.floorDiv(months, 12L);
        int nm = (int) Math.floorMod(months, 12L);
        int dom = Math.min(fields[DAY_OF_MONTH], monthLength(ny, nm));
        long day = epochDay(ny, nm + 1, dom);
        setLocalDay(day);
        return;
      }
      case WEEK_OF_YEAR:
      case WEEK_OF_MONTH:
      case DAY_OF_WEEK_IN_MONTH:
        shiftKeepingWallTime(amount * 7L * DAY_MS);
        return;
      case DAY_OF_MONTH:
      case DAY_OF_YEAR:
      case DAY_OF_WEEK:
        shiftKeepingWallTime(amount * DAY_MS);
        return;
      case AM_PM:
        shiftKeepingWallTime(amount * 12L * 3600000);
        return;
      case HOUR:
      case HOUR_OF_DAY:
        shiftLocal(amount * 3600000L);
        return;
      case MINUTE:
        shiftLocal(amount * 60000L);
        return;
      case SECOND:
        shiftLocal(amount * 1000L);
        return;
      default:
        shiftLocal(amount);
    }
  }

  private void shiftLocal(long ms) {
    setTimeInMillis(getTimeInMillis() + ms);
  }

  private void setLocalDay(long day) {
    long cur = Math.floorDiv(getTimeInMillis() + getTimeZone().getOffset(time), DAY_MS);
    shiftKeepingWallTime((day - cur) * DAY_MS);
  }

  /**
   * Moves by whole days (or half days) keeping the wall-clock time where the zone's offset changed in
   * between (as java: the difference of the offsets is added back unless that changes the local date).
   */
  private void shiftKeepingWallTime(long ms) {
    int before = fields[ZONE_OFFSET] + fields[DST_OFFSET];
    long t = getTimeInMillis() + ms;
    setTimeInMillis(t);
    int adjust = before - (fields[ZONE_OFFSET] + fields[DST_OFFSET]);
    if (adjust != 0) {
      long day = Math.floorDiv(t + getTimeZone().getOffset(t), DAY_MS);
      setTimeInMillis(t + adjust);
      if (Math.floorDiv(t + adjust + getTimeZone().getOffset(t + adjust), DAY_MS) != day) setTimeInMillis(t);
    }
  }

  public void roll(int field, boolean up) {
    roll(field, up ? 1 : -1);
  }

  public void roll(int field, int amount) {
    if (amount == 0) return;
    if (field < 0 || field >= ZONE_OFFSET) throw new IllegalArgumentException();
    complete();
    int min = getActualMinimum(field), max = getActualMaximum(field);
    switch (field) {
      case YEAR:
      case MONTH: {
        long year = fields[ERA] == AD ? fields[YEAR] : 1 - fields[YEAR];
        int month0 = fields[MONTH];
        if (field == YEAR) {
          long y = fields[YEAR] + (long) amount;
          if (y < 1) y = 1;
          year = fields[ERA] == AD ? y : 1 - y;
        } else {
          month0 = Math.floorMod(month0 + amount, 12);
        }
        int dom = Math.min(fields[DAY_OF_MONTH], monthLength(year, month0));
        setLocalDay(epochDay(year, month0 + 1, dom));
        return;
      }
      case DAY_OF_MONTH:
      case DAY_OF_YEAR:
      case DAY_OF_WEEK: {
        int cur = fields[field];
        int range = max - min + 1;
        int nv = Math.floorMod(cur - min + amount, range) + min;
        shiftLocal((nv - cur) * DAY_MS);
        return;
      }
      case HOUR:
      case HOUR_OF_DAY:
      case MINUTE:
      case SECOND:
      case MILLISECOND:
      case AM_PM: {
        int cur = fields[field];
        int range = max - min + 1;
        int nv = Math.floorMod(cur - min + amount, range) + min;
        long unit = field == MINUTE ? 60000L : field == SECOND ? 1000L : field == MILLISECOND ? 1L
            : field == AM_PM ? 12 * 3600000L : 3600000L;
        shiftLocal((nv - cur) * unit);
        return;
      }
      case WEEK_OF_YEAR:
      case WEEK_OF_MONTH:
      case DAY_OF_WEEK_IN_MONTH: {
        int cur = fields[field];
        int range = max - min + 1;
        int nv = Math.floorMod(cur - min + amount, range) + min;
        shiftLocal((nv - cur) * 7L * DAY_MS);
        return;
      }
      default:
        throw new IllegalArgumentException();
    }
  }

  // ---- ranges

  public int getMinimum(int field) {
    return MIN_VALUES[field];
  }

  public int getMaximum(int field) {
    return MAX_VALUES[field];
  }

  public int getGreatestMinimum(int field) {
    return MIN_VALUES[field];
  }

  public int getLeastMaximum(int field) {
    return LEAST_MAX_VALUES[field];
  }

  public int getActualMinimum(int field) {
    return getMinimum(field);
  }

  public int getActualMaximum(int field) {
    complete();
    long year = fields[ERA] == AD ? fields[YEAR] : 1 - fields[YEAR];
    switch (field) {
      case DAY_OF_MONTH:
        return monthLength(year, fields[MONTH]);
      case DAY_OF_YEAR:
        return yearLength(year);
      case DAY_OF_WEEK_IN_MONTH:
        return (monthLength(year, fields[MONTH]) - 1) / 7 + 1;
      case WEEK_OF_MONTH: {
        int len = monthLength(year, fields[MONTH]);
        long last = epochDay(year, fields[MONTH] + 1, len);
        return weekNumber(len, (int) Math.floorMod(last + 4, 7L) + 1);
      }
      case WEEK_OF_YEAR: {
        long jan1 = epochDay(year, 1, 1);
        int dow = Math.floorMod((int) Math.floorMod(jan1 + 4, 7L) + 1 - getFirstDayOfWeek(), 7);
        int magic = dow + getMinimalDaysInFirstWeek() - 1;
        boolean leap = yearLength(year) == 366;
        return (magic == 6 || (leap && (magic == 5 || magic == 12))) ? 53 : 52;
      }
      case YEAR:
        return fields[ERA] == AD ? 292278994 : 292269055;
      default:
        return getMaximum(field);
    }
  }

  public boolean equals(Object obj) {
    return obj instanceof GregorianCalendar && super.equals(obj);
  }

  public int hashCode() {
    return super.hashCode() ^ (int) CUTOVER_DAY;
  }

  public Object clone() {
    return super.clone();
  }
}
