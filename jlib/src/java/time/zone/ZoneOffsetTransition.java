package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * A change of a zone's wall offset at one instant (written for jpor from the Java SE API docs): a gap when the
 * clocks jump forward, an overlap when they go back.
 */
public final class ZoneOffsetTransition implements Comparable<ZoneOffsetTransition>, java.io.Serializable {
  private static final long serialVersionUID = -6946044323557704546L;

  private final long epochSecond;
  private final LocalDateTime transition; // the local date-time just before, in offsetBefore
  private final ZoneOffset offsetBefore;
  private final ZoneOffset offsetAfter;

  ZoneOffsetTransition(long epochSecond, ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
    this.epochSecond = epochSecond;
    this.transition = LocalDateTime.ofEpochSecond(epochSecond, 0, offsetBefore);
    this.offsetBefore = offsetBefore;
    this.offsetAfter = offsetAfter;
  }

  public static ZoneOffsetTransition of(LocalDateTime transition, ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
    if (transition == null) throw new NullPointerException("transition");
    if (offsetBefore == null) throw new NullPointerException("offsetBefore");
    if (offsetAfter == null) throw new NullPointerException("offsetAfter");
    if (offsetBefore.equals(offsetAfter)) throw new IllegalArgumentException("Offsets must not be equal");
    if (transition.getNano() != 0) throw new IllegalArgumentException("Nano-of-second must be zero");
    return new ZoneOffsetTransition(transition.toEpochSecond(offsetBefore), offsetBefore, offsetAfter);
  }

  public Instant getInstant() {
    return Instant.ofEpochSecond(epochSecond);
  }

  public long toEpochSecond() {
    return epochSecond;
  }

  public LocalDateTime getDateTimeBefore() {
    return transition;
  }

  public LocalDateTime getDateTimeAfter() {
    return transition.plusSeconds(durationSeconds());
  }

  public ZoneOffset getOffsetBefore() {
    return offsetBefore;
  }

  public ZoneOffset getOffsetAfter() {
    return offsetAfter;
  }

  public Duration getDuration() {
    return Duration.ofSeconds(durationSeconds());
  }

  private int durationSeconds() {
    return offsetAfter.getTotalSeconds() - offsetBefore.getTotalSeconds();
  }

  public boolean isGap() {
    return offsetAfter.getTotalSeconds() > offsetBefore.getTotalSeconds();
  }

  public boolean isOverlap() {
    return offsetAfter.getTotalSeconds() < offsetBefore.getTotalSeconds();
  }

  public boolean isValidOffset(ZoneOffset offset) {
    return isGap() ? false : (offsetBefore.equals(offset) || offsetAfter.equals(offset));
  }

  public int compareTo(ZoneOffsetTransition other) {
    return Long.compare(epochSecond, other.epochSecond);
  }

  public boolean equals(Object other) {
    if (other == this) return true;
    if (!(other instanceof ZoneOffsetTransition)) return false;
    ZoneOffsetTransition d = (ZoneOffsetTransition) other;
    return epochSecond == d.epochSecond && offsetBefore.equals(d.offsetBefore) && offsetAfter.equals(d.offsetAfter);
  }

  public int hashCode() {
    return transition.hashCode() ^ offsetBefore.hashCode() ^ Integer.rotateLeft(offsetAfter.hashCode(), 16);
  }

  public String toString() {
    return "Transition[" + (isGap() ? "Gap" : "Overlap") + " at " + transition + offsetBefore + " to " + offsetAfter + "]";
  }
}
