package java.time.temporal;

/** A query of a temporal (written for jpor from the Java SE API docs). */
@FunctionalInterface
public interface TemporalQuery<R> {
  R queryFrom(TemporalAccessor temporal);
}
