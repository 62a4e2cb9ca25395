package java.time;

/** A clock giving the current instant and a zone (written for jpor from the Java SE API docs). */
public abstract class Clock {
  protected Clock() {
  }

  public static Clock systemUTC() {
    return new SystemClock(ZoneOffset.UTC);
  }

  public static Clock systemDefaultZone() {
    return new SystemClock(ZoneId.systemDefault());
  }

  public static Clock system(ZoneId zone) {
    if (zone == null) throw new NullPointerException("zone");
    return new SystemClock(zone);
  }

  public static Clock fixed(Instant fixedInstant, ZoneId zone) {
    if (fixedInstant == null) throw new NullPointerException("fixedInstant");
    if (zone == null) throw new NullPointerException("zone");
    return new FixedClock(fixedInstant, zone);
  }

  public static Clock offset(Clock baseClock, Duration offsetDuration) {
    if (baseClock == null) throw new NullPointerException("baseClock");
    if (offsetDuration == null) throw new NullPointerException("offsetDuration");
    if (offsetDuration.isZero()) return baseClock;
    return new OffsetClock(baseClock, offsetDuration);
  }

  public abstract ZoneId getZone();

  public abstract Clock withZone(ZoneId zone);

  public long millis() {
    return instant().toEpochMilli();
  }

  public abstract Instant instant();

  public boolean equals(Object obj) {
    return super.equals(obj);
  }

  public int hashCode() {
    return super.hashCode();
  }

  static final class SystemClock extends Clock {
    private final ZoneId zone;

    SystemClock(ZoneId zone) {
      this.zone = zone;
    }

    public ZoneId getZone() {
      return zone;
    }

    public Clock withZone(ZoneId zone) {
      return zone.equals(this.zone) ? this : new SystemClock(zone);
    }

    public long millis() {
      return System.currentTimeMillis();
    }

    public Instant instant() {
      return Instant.ofEpochMilli(System.currentTimeMillis());
    }

    public boolean equals(Object obj) {
      return obj instanceof SystemClock && zone.equals(((SystemClock) obj).zone);
    }

    public int hashCode() {
      return zone.hashCode() + 1;
    }

    public String toString() {
      return "SystemClock[" + zone + "]";
    }
  }

  static final class FixedClock extends Clock {
    private final Instant instant;
    private final ZoneId zone;

    FixedClock(Instant instant, ZoneId zone) {
      this.instant = instant;
      this.zone = zone;
    }

    public ZoneId getZone() {
      return zone;
    }

    public Clock withZone(ZoneId zone) {
      return zone.equals(this.zone) ? this : new FixedClock(instant, zone);
    }

    public Instant instant() {
      return instant;
    }

    public boolean equals(Object obj) {
      return obj instanceof FixedClock && instant.equals(((FixedClock) obj).instant) && zone.equals(((FixedClock) obj).zone);
    }

    public int hashCode() {
      return instant.hashCode() ^ zone.hashCode();
    }

    public String toString() {
      return "FixedClock[" + instant + "," + zone + "]";
    }
  }

  static final class OffsetClock extends Clock {
    private final Clock base;
    private final Duration offset;

    OffsetClock(Clock base, Duration offset) {
      this.base = base;
      this.offset = offset;
    }

    public ZoneId getZone() {
      return base.getZone();
    }

    public Clock withZone(ZoneId zone) {
      return zone.equals(base.getZone()) ? this : new OffsetClock(base.withZone(zone), offset);
    }

    public long millis() {
      return Math.addExact(base.millis(), offset.toMillis());
    }

    public Instant instant() {
      return base.instant().plus(offset);
    }

    public boolean equals(Object obj) {
      return obj instanceof OffsetClock && base.equals(((OffsetClock) obj).base) && offset.equals(((OffsetClock) obj).offset);
    }

    public int hashCode() {
      return base.hashCode() ^ offset.hashCode();
    }

    public String toString() {
      return "OffsetClock[" + base + "," + offset + "]";
    }
  }
}
