package java.util;

import java.time.Instant;
import java.time.zone.ZoneRules;

/**
 * A region's time zone for java.util (jpor's counterpart of java's sun.util.calendar.ZoneInfo): the
 * java.time rules of the region (the host's time-zone files) seen in milliseconds. The raw offset and the
 * DST amount are those in force now, as java's; conversions use the offsets of the instant.
 */
final class RegionTimeZone extends TimeZone {
  private final ZoneRules rules;
  private int rawDelta; // setRawOffset moves every offset, as java's ZoneInfo does

  RegionTimeZone(String id, ZoneRules rules) {
    this.rules = rules;
    setID(id);
  }

  private static Instant now() {
    return Instant.ofEpochMilli(System.currentTimeMillis());
  }

  public int getOffset(long date) {
    return rules.getOffset(Instant.ofEpochMilli(date)).getTotalSeconds() * 1000 + rawDelta;
  }

  /** The standard offset in force at an instant. */
  int rawOffsetAt(long date) {
    return rules.getStandardOffset(Instant.ofEpochMilli(date)).getTotalSeconds() * 1000 + rawDelta;
  }

  /**
   * The instant of a local wall time (milliseconds since the epoch at offset zero): in an overlap the
   * standard-time reading, in a gap the wall time read in the standard offset (later by the gap), as
   * java's calendars.
   */
  long wallToUtc(long local) {
    int std = rawOffsetAt(local - getOffset(local));
    long t = local - std;
    int o = getOffset(t);
    long millis = local - o;
    return getOffset(millis) == o ? millis : t;
  }

  public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
    if (era != GregorianCalendar.AD && era != GregorianCalendar.BC) throw new IllegalArgumentException("Illegal era " + era);
    if (month < Calendar.JANUARY || month > Calendar.DECEMBER) throw new IllegalArgumentException("Illegal month " + month);
    if (dayOfWeek < Calendar.SUNDAY || dayOfWeek > Calendar.SATURDAY)
      throw new IllegalArgumentException("Illegal day of week " + dayOfWeek);
    if (millis < 0 || millis >= 86400000) throw new IllegalArgumentException("Illegal millis " + millis);
    int y = era == GregorianCalendar.AD ? year : 1 - year;
    long local = java.time.LocalDate.of(y, month + 1, day).toEpochDay() * 86400000L + millis;
    // the date and time are local standard time
    return getOffset(local - rawOffsetAt(local - getRawOffset()));
  }

  public void setRawOffset(int offsetMillis) {
    rawDelta += offsetMillis - getRawOffset();
  }

  public int getRawOffset() {
    return rawOffsetAt(System.currentTimeMillis());
  }

  public boolean useDaylightTime() {
    Instant now = now();
    return rules.isDaylightSavings(now) || rules.nextTransition(now) != null;
  }

  public boolean observesDaylightTime() {
    return useDaylightTime();
  }

  public boolean inDaylightTime(Date date) {
    return rules.isDaylightSavings(Instant.ofEpochMilli(date.getTime()));
  }

  public int getDSTSavings() {
    if (!useDaylightTime()) return 0;
    Instant now = now();
    if (rules.isDaylightSavings(now)) return (int) rules.getDaylightSavings(now).toMillis();
    java.time.zone.ZoneOffsetTransition t = rules.nextTransition(now);
    for (int i = 0; i < 4 && t != null; i++) {
      if (rules.isDaylightSavings(t.getInstant())) return (int) rules.getDaylightSavings(t.getInstant()).toMillis();
      t = rules.nextTransition(t.getInstant());
    }
    return 3600000;
  }

  public String getDisplayName(boolean daylight, int style, Locale locale) {
    if (style != SHORT && style != LONG) throw new IllegalArgumentException("Illegal style: " + style);
    String id = getID();
    String n = jpor.internal.TzData.name(id, daylight, style == LONG);
    if (n == null) {
      String[] ids = {"PST", "America/Los_Angeles", "CST", "America/Chicago", "IST", "Asia/Kolkata", "JST", "Asia/Tokyo",
          "ECT", "Europe/Paris", "AET", "Australia/Sydney", "CTT", "Asia/Shanghai"};
      for (int i = 0; i < ids.length; i += 2)
        if (ids[i].equals(id)) n = jpor.internal.TzData.name(ids[i + 1], daylight, style == LONG);
    }
    if (n != null) return n;
    int off = getRawOffset() + (daylight ? getDSTSavings() : 0);
    return customId(off);
  }

  public boolean hasSameRules(TimeZone other) {
    return other instanceof RegionTimeZone && rules.equals(((RegionTimeZone) other).rules)
        && rawDelta == ((RegionTimeZone) other).rawDelta;
  }

  public java.time.ZoneId toZoneId() {
    String id = getID();
    return java.time.ZoneId.of(id, java.time.ZoneId.SHORT_IDS);
  }

  public boolean equals(Object obj) {
    return obj instanceof RegionTimeZone && getID().equals(((RegionTimeZone) obj).getID()) && hasSameRules((TimeZone) obj);
  }

  public int hashCode() {
    return getID().hashCode() ^ rules.hashCode();
  }

  public String toString() {
    return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + getRawOffset() + ",dstSavings=" + getDSTSavings()
        + ",useDaylight=" + useDaylightTime() + "]";
  }
}
