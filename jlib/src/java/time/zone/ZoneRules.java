package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The rules of a time-zone (written for jpor from the Java SE API docs): one fixed offset, or a region's
 * history of offsets read by jpor.internal.TzData from the host's time-zone files.
 */
public final class ZoneRules implements java.io.Serializable {
  private static final long serialVersionUID = 3044319355680032515L;

  private final ZoneOffset offset; // fixed rules
  private final transient jpor.internal.TzData tz; // a region's rules
  private final transient ZoneOffset[] walls; // tz.wall as offsets

  private ZoneRules(ZoneOffset offset) {
    this.offset = offset;
    this.tz = null;
    this.walls = null;
  }

  ZoneRules(jpor.internal.TzData tz) {
    this.offset = null;
    this.tz = tz;
    this.walls = new ZoneOffset[tz.wall.length];
    for (int i = 0; i < walls.length; i++) walls[i] = ZoneOffset.ofTotalSeconds(tz.wall[i]);
  }

  public static ZoneRules of(ZoneOffset offset) {
    if (offset == null) throw new NullPointerException("offset");
    return new ZoneRules(offset);
  }

  public boolean isFixedOffset() {
    return tz == null || tz.trans.length == 0;
  }

  public ZoneOffset getOffset(Instant instant) {
    if (tz == null) return offset;
    return walls[tz.indexAt(instant.getEpochSecond())];
  }

  public ZoneOffset getOffset(LocalDateTime localDateTime) {
    Object info = offsetInfo(localDateTime);
    if (info instanceof ZoneOffsetTransition) return ((ZoneOffsetTransition) info).getOffsetBefore();
    return (ZoneOffset) info;
  }

  public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
    Object info = offsetInfo(localDateTime);
    if (info instanceof ZoneOffset) return Collections.singletonList((ZoneOffset) info);
    ZoneOffsetTransition t = (ZoneOffsetTransition) info;
    if (t.isGap()) return Collections.emptyList();
    List<ZoneOffset> l = new ArrayList<ZoneOffset>(2);
    l.add(t.getOffsetBefore());
    l.add(t.getOffsetAfter());
    return Collections.unmodifiableList(l);
  }

  public ZoneOffsetTransition getTransition(LocalDateTime localDateTime) {
    Object info = offsetInfo(localDateTime);
    return info instanceof ZoneOffsetTransition ? (ZoneOffsetTransition) info : null;
  }

  /**
   * The one offset of a local date-time, or the transition whose gap or overlap contains it. A transition
   * at epoch t from offset b to a hides the local times [t+b, t+a) (gap) or doubles [t+a, t+b) (overlap);
   * offsets lie within 18 hours, so only transitions within two days of the local time can matter.
   */
  private Object offsetInfo(LocalDateTime ldt) {
    if (tz == null) return offset;
    long local = ldt.toEpochSecond(ZoneOffset.UTC);
    int i = tz.indexAt(local - 2 * 86400L);
    for (; i < tz.trans.length && tz.trans[i] <= local + 2 * 86400L; i++) {
      long t = tz.trans[i];
      int b = tz.wall[i], a = tz.wall[i + 1];
      long lo = t + Math.min(a, b), hi = t + Math.max(a, b);
      if (local >= lo && local < hi) return new ZoneOffsetTransition(t, walls[i], walls[i + 1]);
    }
    ZoneOffset o = walls[tz.indexAt(local)];
    for (int k = 0; k < 3; k++) {
      ZoneOffset n = walls[tz.indexAt(local - o.getTotalSeconds())];
      if (n.equals(o)) break;
      o = n;
    }
    return o;
  }

  public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
    return getValidOffsets(localDateTime).contains(offset);
  }

  public ZoneOffset getStandardOffset(Instant instant) {
    if (tz == null) return offset;
    return ZoneOffset.ofTotalSeconds(tz.stdAt(instant.getEpochSecond()));
  }

  public Duration getDaylightSavings(Instant instant) {
    if (tz == null) return Duration.ZERO;
    return Duration.ofSeconds(getOffset(instant).getTotalSeconds() - getStandardOffset(instant).getTotalSeconds());
  }

  public boolean isDaylightSavings(Instant instant) {
    return !getStandardOffset(instant).equals(getOffset(instant));
  }

  public ZoneOffsetTransition nextTransition(Instant instant) {
    if (tz == null) return null;
    int i = tz.indexAt(instant.getEpochSecond());
    return i < tz.trans.length ? transition(i) : null;
  }

  public ZoneOffsetTransition previousTransition(Instant instant) {
    if (tz == null) return null;
    long s = instant.getEpochSecond();
    if (instant.getNano() > 0 && s < Long.MAX_VALUE) s++; // a transition at the instant's second is before it
    int i = tz.indexAt(s - 1) - 1;
    return i >= 0 ? transition(i) : null;
  }

  private ZoneOffsetTransition transition(int i) {
    return new ZoneOffsetTransition(tz.trans[i], walls[i], walls[i + 1]);
  }

  public List<ZoneOffsetTransition> getTransitions() {
    if (tz == null) return Collections.emptyList();
    // java lists the transitions of its data, not those its final rules give (TzData.explicitCount)
    List<ZoneOffsetTransition> l = new ArrayList<ZoneOffsetTransition>(tz.explicitCount);
    for (int i = 0; i < tz.explicitCount; i++) l.add(transition(i));
    return Collections.unmodifiableList(l);
  }

  public List<Object> getTransitionRules() {
    return Collections.emptyList();
  }

  public boolean equals(Object otherRules) {
    if (this == otherRules) return true;
    if (!(otherRules instanceof ZoneRules)) return false;
    ZoneRules o = (ZoneRules) otherRules;
    if (tz == null || o.tz == null) return tz == o.tz && offset.equals(o.offset);
    return java.util.Arrays.equals(tz.trans, o.tz.trans) && java.util.Arrays.equals(tz.wall, o.tz.wall)
        && java.util.Arrays.equals(tz.stdTrans, o.tz.stdTrans) && java.util.Arrays.equals(tz.std, o.tz.std);
  }

  public int hashCode() {
    if (tz == null) return 1; // java hashes the (empty) transition arrays only
    return java.util.Arrays.hashCode(tz.trans) ^ java.util.Arrays.hashCode(tz.wall);
  }

  public String toString() {
    return "ZoneRules[currentStandardOffset=" + (tz == null ? offset : ZoneOffset.ofTotalSeconds(tz.std[tz.std.length - 1])) + "]";
  }
}
