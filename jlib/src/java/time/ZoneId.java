package java.time;

import java.time.temporal.TemporalAccessor;
import java.time.zone.ZoneRulesException;

/**
 * A time-zone id (written for jpor from the Java SE API docs): offsets ("Z", "+02:00"), offset-prefixed ids
 * ("UTC+2", "GMT-05:30"), the region ids whose rules are a single fixed offset ("UTC", "GMT", "Etc/UTC",
 * "Etc/GMT+5", ...), and the other regions ("Europe/Paris") with the rules of the host's time-zone files
 * (java.time.zone.ZoneRulesProvider). An id the host does not know throws
 * {@code ZoneRulesException: Unknown time-zone ID}.
 */
public abstract class ZoneId implements java.io.Serializable {
  private static final long serialVersionUID = 8352817235686L;

  ZoneId() {
  }

  /** java's old three-letter ids and the zones they stand for (EST, MST and HST as fixed offsets). */
  public static final java.util.Map<String, String> SHORT_IDS = shortIds();

  private static java.util.Map<String, String> shortIds() {
    String[] kv = {"ACT", "Australia/Darwin", "AET", "Australia/Sydney", "AGT", "America/Argentina/Buenos_Aires",
        "ART", "Africa/Cairo", "AST", "America/Anchorage", "BET", "America/Sao_Paulo", "BST", "Asia/Dhaka", "CAT",
        "Africa/Harare", "CNT", "America/St_Johns", "CST", "America/Chicago", "CTT", "Asia/Shanghai", "EAT",
        "Africa/Addis_Ababa", "ECT", "Europe/Paris", "IET", "America/Indiana/Indianapolis", "IST", "Asia/Kolkata",
        "JST", "Asia/Tokyo", "MIT", "Pacific/Apia", "NET", "Asia/Yerevan", "NST", "Pacific/Auckland", "PLT",
        "Asia/Karachi", "PNT", "America/Phoenix", "PRT", "America/Puerto_Rico", "PST", "America/Los_Angeles", "SST",
        "Pacific/Guadalcanal", "VST", "Asia/Ho_Chi_Minh", "EST", "-05:00", "MST", "-07:00", "HST", "-10:00"};
    java.util.Map<String, String> m = new java.util.HashMap<String, String>();
    for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
    return java.util.Collections.unmodifiableMap(m);
  }

  public static ZoneId of(String zoneId, java.util.Map<String, String> aliasMap) {
    if (aliasMap == null) throw new NullPointerException("aliasMap");
    String id = aliasMap.get(zoneId);
    return of(id != null ? id : zoneId);
  }

  public static ZoneId systemDefault() {
    return java.util.TimeZone.getDefault().toZoneId();
  }

  public static java.util.Set<String> getAvailableZoneIds() {
    java.util.Set<String> set = new java.util.HashSet<String>();
    for (String s : Region.ZERO_IDS)
      if (!s.equals("UT")) set.add(s); // a prefix java accepts but does not list
    for (int i = 1; i <= 14; i++) {
      set.add("Etc/GMT-" + i);
      if (i <= 12) set.add("Etc/GMT+" + i);
    }
    set.addAll(jpor.internal.TzData.availableIds());
    return set;
  }

  public static ZoneId of(String zoneId) {
    if (zoneId == null) throw new NullPointerException("zoneId");
    if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) return ZoneOffset.of(zoneId);
    if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
      if (zoneId.length() > 3) return ofWithPrefix(zoneId, 3);
    } else if (zoneId.startsWith("UT")) {
      if (zoneId.length() > 2) return ofWithPrefix(zoneId, 2);
    }
    return Region.ofId(zoneId);
  }

  private static ZoneId ofWithPrefix(String zoneId, int prefixLength) {
    String prefix = zoneId.substring(0, prefixLength);
    char c = zoneId.charAt(prefixLength);
    if (c != '+' && c != '-') return Region.ofId(zoneId);
    try {
      ZoneOffset offset = ZoneOffset.of(zoneId.substring(prefixLength));
      return ofOffset(prefix, offset);
    } catch (DateTimeException ex) {
      throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
    }
  }

  public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
    if (prefix.isEmpty()) return offset;
    if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT"))
      throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
    if (offset.getTotalSeconds() != 0) prefix = prefix + offset.getId();
    return Region.fixed(prefix, offset);
  }

  public static ZoneId from(TemporalAccessor temporal) {
    if (temporal instanceof ZoneId) return (ZoneId) temporal;
    if (temporal instanceof ZonedDateTime) return ((ZonedDateTime) temporal).getZone();
    if (temporal instanceof OffsetDateTime) return ((OffsetDateTime) temporal).getOffset();
    throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: " + temporal + " of type "
        + temporal.getClass().getName());
  }

  public abstract String getId();

  /** The zone's one offset, or null when its offset changes over time (a region read from the host's files). */
  abstract ZoneOffset getOffset0();

  public java.time.zone.ZoneRules getRules() {
    return java.time.zone.ZoneRules.of(getOffset0());
  }

  /** The offset in force at an instant. */
  ZoneOffset offsetAt(Instant instant) {
    ZoneOffset o = getOffset0();
    return o != null ? o : getRules().getOffset(instant);
  }

  public String getDisplayName(java.time.format.TextStyle style, java.util.Locale locale) {
    return getId();
  }

  public ZoneId normalized() {
    return getOffset0() == null ? this : getOffset0();
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    return obj instanceof ZoneId && getId().equals(((ZoneId) obj).getId());
  }

  public int hashCode() {
    return getId().hashCode();
  }

  public String toString() {
    return getId();
  }

  /** A region id whose rules are one fixed offset. */
  static final class Region extends ZoneId {
    private static final long serialVersionUID = 8386373296231747096L;

    static final String[] ZERO_IDS = {"UTC", "GMT", "UT", "Etc/UTC", "Etc/GMT", "Etc/UCT", "Etc/Universal", "Etc/Zulu",
        "Etc/Greenwich", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0", "UCT", "Universal", "Zulu", "Greenwich", "GMT0"};

    private final String id;
    private final ZoneOffset offset; // null for a region with a history of offsets
    private final transient java.time.zone.ZoneRules rules;

    private Region(String id, ZoneOffset offset) {
      this.id = id;
      this.offset = offset;
      this.rules = null;
    }

    private Region(String id, java.time.zone.ZoneRules rules) {
      this.id = id;
      this.offset = rules.isFixedOffset() ? rules.getOffset(Instant.EPOCH) : null;
      this.rules = rules;
    }

    static Region fixed(String id, ZoneOffset offset) {
      return new Region(id, offset);
    }

    static ZoneId ofId(String zoneId) {
      if (!validFormat(zoneId))
        throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
      for (String s : ZERO_IDS)
        if (s.equals(zoneId)) return new Region(zoneId, ZoneOffset.UTC);
      if (zoneId.startsWith("Etc/GMT+") || zoneId.startsWith("Etc/GMT-")) {
        String n = zoneId.substring(8);
        if (n.length() >= 1 && n.length() <= 2 && n.charAt(0) != '0' && Character.isDigit(n.charAt(0))
            && Character.isDigit(n.charAt(n.length() - 1))) {
          int h = Integer.parseInt(n);
          boolean plus = zoneId.charAt(7) == '+';
          if (plus ? h <= 12 : h <= 14) return new Region(zoneId, ZoneOffset.ofHours(plus ? -h : h));
        }
      }
      return new Region(zoneId, java.time.zone.ZoneRulesProvider.getRules(zoneId, true));
    }

    private static boolean validFormat(String id) {
      int n = id.length();
      if (n < 2) return false;
      char c0 = id.charAt(0);
      if (!((c0 >= 'A' && c0 <= 'Z') || (c0 >= 'a' && c0 <= 'z'))) return false;
      for (int i = 1; i < n; i++) {
        char c = id.charAt(i);
        boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '~' || c == '/'
            || c == '.' || c == '_' || c == '+' || c == '-';
        if (!ok) return false;
      }
      return true;
    }

    public String getId() {
      return id;
    }

    ZoneOffset getOffset0() {
      return offset;
    }

    public java.time.zone.ZoneRules getRules() {
      return rules != null ? rules : java.time.zone.ZoneRules.of(offset);
    }

    public ZoneId normalized() {
      return offset != null ? offset : this;
    }

    // serialized as the JDK does: through the serial proxy java.time.Ser

    private Object writeReplace() {
      return new jpor.internal.TimeSer(jpor.internal.TimeSer.ZONE_REGION_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
      throw jpor.internal.TimeSer.delegateRequired();
    }
  }
}
