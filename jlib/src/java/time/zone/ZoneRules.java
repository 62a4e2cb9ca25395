package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;

/**
 * The rules of a time-zone (written for jpor from the Java SE API docs). Every zone jpor knows has a single
 * fixed offset, so these rules have no transitions.
 */
public final class ZoneRules implements java.io.Serializable {
  private final ZoneOffset offset;

  private ZoneRules(ZoneOffset offset) {
    this.offset = offset;
  }

  public static ZoneRules of(ZoneOffset offset) {
    if (offset == null) throw new NullPointerException("offset");
    return new ZoneRules(offset);
  }

  public boolean isFixedOffset() {
    return true;
  }

  public ZoneOffset getOffset(Instant instant) {
    return offset;
  }

  public ZoneOffset getOffset(LocalDateTime localDateTime) {
    return offset;
  }

  public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
    return Collections.singletonList(offset);
  }

  public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
    return this.offset.equals(offset);
  }

  public ZoneOffset getStandardOffset(Instant instant) {
    return offset;
  }

  public Duration getDaylightSavings(Instant instant) {
    return Duration.ZERO;
  }

  public boolean isDaylightSavings(Instant instant) {
    return false;
  }

  public List<Object> getTransitions() {
    return Collections.emptyList();
  }

  public List<Object> getTransitionRules() {
    return Collections.emptyList();
  }

  public boolean equals(Object otherRules) {
    return otherRules instanceof ZoneRules && offset.equals(((ZoneRules) otherRules).offset);
  }

  public int hashCode() {
    return 1; // java hashes the (empty) transition arrays only
  }

  public String toString() {
    return "ZoneRules[currentStandardOffset=" + offset + "]";
  }
}
