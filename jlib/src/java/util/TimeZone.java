package java.util;

import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A time zone (written for jpor from the Java SE API docs): UTC/GMT and their aliases, custom ids
 * "GMT+hh:mm" and "Etc/GMT+h" (SimpleTimeZones without daylight saving), the regions of the host's
 * time-zone files and java's old three-letter ids ("PST": RegionTimeZone over the java.time rules). As in
 * java, an id it does not know gives GMT.
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
  public static final int SHORT = 0;
  public static final int LONG = 1;

  private String ID;
  private static TimeZone defaultZone;

  public TimeZone() {
  }

  public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

  public int getOffset(long date) {
    return inDaylightTime(new Date(date)) ? getRawOffset() + getDSTSavings() : getRawOffset();
  }

  public abstract void setRawOffset(int offsetMillis);

  public abstract int getRawOffset();

  public String getID() {
    return ID;
  }

  public void setID(String ID) {
    if (ID == null) throw new NullPointerException();
    this.ID = ID;
  }

  public final String getDisplayName() {
    return getDisplayName(false, LONG, Locale.getDefault());
  }

  public final String getDisplayName(Locale locale) {
    return getDisplayName(false, LONG, locale);
  }

  public final String getDisplayName(boolean daylight, int style) {
    return getDisplayName(daylight, style, Locale.getDefault());
  }

  public String getDisplayName(boolean daylight, int style, Locale locale) {
    if (style != SHORT && style != LONG) throw new IllegalArgumentException("Illegal style: " + style);
    String id = getID();
    if (isUtcAlias(id)) return style == LONG ? "Coordinated Universal Time" : "UTC";
    if (isGmtAlias(id)) return style == LONG ? "Greenwich Mean Time" : "GMT";
    String n = jpor.internal.TzData.name(id, daylight, style == LONG);
    return n != null ? n : customId(getRawOffset());
  }

  static boolean isUtcAlias(String id) {
    return id.equals("UTC") || id.equals("Etc/UTC") || id.equals("Etc/UCT") || id.equals("UCT") || id.equals("Etc/Universal")
        || id.equals("Universal") || id.equals("Zulu") || id.equals("Etc/Zulu");
  }

  static boolean isGmtAlias(String id) {
    return id.equals("GMT") || id.equals("Etc/GMT") || id.equals("Greenwich") || id.equals("Etc/Greenwich") || id.equals("GMT0")
        || id.equals("Etc/GMT0") || id.equals("Etc/GMT+0") || id.equals("Etc/GMT-0");
  }

  /** "GMT+hh:mm" for an offset in milliseconds. */
  static String customId(int offsetMillis) {
    int minutes = offsetMillis / 60000;
    char sign = '+';
    if (minutes < 0) {
      sign = '-';
      minutes = -minutes;
    }
    int h = minutes / 60, m = minutes % 60;
    return "GMT" + sign + (h < 10 ? "0" : "") + h + (m < 10 ? ":0" : ":") + m;
  }

  public int getDSTSavings() {
    return useDaylightTime() ? 3600000 : 0;
  }

  public abstract boolean useDaylightTime();

  public boolean observesDaylightTime() {
    return useDaylightTime() || inDaylightTime(new Date());
  }

  public abstract boolean inDaylightTime(Date date);

  public static synchronized TimeZone getTimeZone(String ID) {
    if (ID == null) throw new NullPointerException();
    TimeZone tz = find(ID);
    return tz != null ? tz : new SimpleTimeZone(0, "GMT");
  }

  private static TimeZone find(String id) {
    if (isUtcAlias(id) || isGmtAlias(id) || id.equals("UT") || id.equals("Etc/UT")) return new SimpleTimeZone(0, id);
    if (id.startsWith("Etc/GMT+") || id.startsWith("Etc/GMT-")) {
      String n = id.substring(8);
      if (n.length() >= 1 && n.length() <= 2 && n.charAt(0) != '0' && allDigits(n)) {
        int h = Integer.parseInt(n);
        boolean plus = id.charAt(7) == '+';
        if (plus ? h <= 12 : h <= 14) return new SimpleTimeZone((plus ? -h : h) * 3600000, id);
      }
    }
    if (id.startsWith("GMT") && id.length() > 3) {
      int off = parseCustom(id.substring(3));
      if (off != Integer.MIN_VALUE) return new SimpleTimeZone(off, off == 0 ? "GMT" : customId(off));
      return null;
    }
    // a region of the host's time-zone files, or one of java's old three-letter ids; java gives GMT for others
    String region = ZoneId.SHORT_IDS.get(id);
    if (region != null && (region.startsWith("-") || region.startsWith("+")))
      return new SimpleTimeZone(ZoneOffset.of(region).getTotalSeconds() * 1000, id);
    if (region == null) region = id;
    if (jpor.internal.TzData.load(region) == null) return null;
    java.time.zone.ZoneRules rules = java.time.zone.ZoneRulesProvider.getRules(region, false);
    if (rules.isFixedOffset()) return new SimpleTimeZone(rules.getOffset(java.time.Instant.EPOCH).getTotalSeconds() * 1000, id);
    return new RegionTimeZone(id, rules);
  }

  private static boolean allDigits(String s) {
    for (int i = 0; i < s.length(); i++)
      if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
    return true;
  }

  private static boolean upperLetters(String s) {
    for (int i = 0; i < s.length(); i++)
      if (s.charAt(i) < 'A' || s.charAt(i) > 'Z') return false;
    return true;
  }

  /** "+h", "+hh", "+hhmm", "+h:mm", "+hh:mm" in milliseconds, or MIN_VALUE. */
  private static int parseCustom(String s) {
    if (s.length() < 2 || (s.charAt(0) != '+' && s.charAt(0) != '-')) return Integer.MIN_VALUE;
    int sign = s.charAt(0) == '-' ? -1 : 1;
    String r = s.substring(1);
    int h, m = 0;
    int colon = r.indexOf(':');
    if (colon >= 0) {
      String hs = r.substring(0, colon), ms = r.substring(colon + 1);
      if (hs.length() < 1 || hs.length() > 2 || ms.length() != 2 || !allDigits(hs) || !allDigits(ms)) return Integer.MIN_VALUE;
      h = Integer.parseInt(hs);
      m = Integer.parseInt(ms);
    } else {
      if (r.length() < 1 || r.length() > 4 || r.length() == 3 || !allDigits(r)) return Integer.MIN_VALUE;
      if (r.length() <= 2) {
        h = Integer.parseInt(r);
      } else {
        h = Integer.parseInt(r.substring(0, 2));
        m = Integer.parseInt(r.substring(2));
      }
    }
    if (h > 23 || m > 59) return Integer.MIN_VALUE;
    return sign * (h * 60 + m) * 60000;
  }

  public static TimeZone getTimeZone(ZoneId zoneId) {
    String tzid = zoneId.getId();
    char c = tzid.charAt(0);
    if (c == '+' || c == '-') tzid = "GMT" + tzid;
    else if (c == 'Z' && tzid.length() == 1) tzid = "UTC";
    return getTimeZone(tzid);
  }

  public ZoneId toZoneId() {
    return ZoneId.of(getID(), ZoneId.SHORT_IDS);
  }

  public static synchronized String[] getAvailableIDs() {
    return new String[] {"Etc/GMT", "Etc/UTC", "GMT", "UTC"};
  }

  public static TimeZone getDefault() {
    return (TimeZone) getDefaultRef().clone();
  }

  static synchronized TimeZone getDefaultRef() {
    if (defaultZone == null) {
      // java reads $TZ, then the system's configuration (/etc/timezone: Etc/UTC on the machines jpor is tested on)
      String tz = System.getenv("TZ");
      if (tz != null && tz.startsWith(":")) tz = tz.substring(1);
      TimeZone z = null;
      if (tz != null && tz.length() > 0) {
        try {
          z = find(tz);
        } catch (UnsupportedOperationException e) {
          z = null;
        }
        if (z == null) z = new SimpleTimeZone(0, "GMT");
      }
      defaultZone = z != null ? z : new SimpleTimeZone(0, "Etc/UTC");
    }
    return defaultZone;
  }

  public static synchronized void setDefault(TimeZone zone) {
    defaultZone = zone == null ? null : (TimeZone) zone.clone();
  }

  public boolean hasSameRules(TimeZone other) {
    return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
  }

  public Object clone() {
    try {
      return super.clone();
    } catch (CloneNotSupportedException e) {
      throw new InternalError(e);
    }
  }
}
