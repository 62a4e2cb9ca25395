package java.time.temporal;

/** A field of date-time (written for jpor from the Java SE API docs). */
public interface TemporalField {
  default String getDisplayName(java.util.Locale locale) {
    return toString();
  }

  TemporalUnit getBaseUnit();

  TemporalUnit getRangeUnit();

  ValueRange range();

  boolean isDateBased();

  boolean isTimeBased();

  boolean isSupportedBy(TemporalAccessor temporal);

  ValueRange rangeRefinedBy(TemporalAccessor temporal);

  long getFrom(TemporalAccessor temporal);

  <R extends Temporal> R adjustInto(R temporal, long newValue);

  String toString();
}
