package java.time.temporal;

/** A strategy that adjusts a temporal (written for jpor from the Java SE API docs). */
@FunctionalInterface
public interface TemporalAdjuster {
  Temporal adjustInto(Temporal temporal);
}
