package java.time.temporal;

import java.time.DateTimeException;

/** The range of valid values of a field (written for jpor from the Java SE API docs). */
public final class ValueRange implements java.io.Serializable {
  private final long minSmallest, minLargest, maxSmallest, maxLargest;

  private ValueRange(long minSmallest, long minLargest, long maxSmallest, long maxLargest) {
    this.minSmallest = minSmallest;
    this.minLargest = minLargest;
    this.maxSmallest = maxSmallest;
    this.maxLargest = maxLargest;
  }

  public static ValueRange of(long min, long max) {
    if (min > max) throw new IllegalArgumentException("Minimum value must be less than maximum value");
    return new ValueRange(min, min, max, max);
  }

  public static ValueRange of(long min, long maxSmallest, long maxLargest) {
    if (min > maxSmallest) throw new IllegalArgumentException("Minimum value must be less than smallest maximum value");
    if (maxSmallest > maxLargest)
      throw new IllegalArgumentException("Smallest maximum value must be less than largest maximum value");
    return new ValueRange(min, min, maxSmallest, maxLargest);
  }

  public static ValueRange of(long minSmallest, long minLargest, long maxSmallest, long maxLargest) {
    if (minSmallest > minLargest)
      throw new IllegalArgumentException("Smallest minimum value must be less than largest minimum value");
    if (maxSmallest > maxLargest)
      throw new IllegalArgumentException("Smallest maximum value must be less than largest maximum value");
    if (minLargest > maxLargest) throw new IllegalArgumentException("Minimum value must be less than maximum value");
    return new ValueRange(minSmallest, minLargest, maxSmallest, maxLargest);
  }

  public boolean isFixed() {
    return minSmallest == minLargest && maxSmallest == maxLargest;
  }

  public long getMinimum() {
    return minSmallest;
  }

  public long getLargestMinimum() {
    return minLargest;
  }

  public long getSmallestMaximum() {
    return maxSmallest;
  }

  public long getMaximum() {
    return maxLargest;
  }

  public boolean isIntValue() {
    return minSmallest >= Integer.MIN_VALUE && maxLargest <= Integer.MAX_VALUE;
  }

  public boolean isValidValue(long value) {
    return value >= minSmallest && value <= maxLargest;
  }

  public boolean isValidIntValue(long value) {
    return isIntValue() && isValidValue(value);
  }

  public long checkValidValue(long value, TemporalField field) {
    if (!isValidValue(value)) throw new DateTimeException(message(field, value));
    return value;
  }

  public int checkValidIntValue(long value, TemporalField field) {
    if (!isValidIntValue(value)) throw new DateTimeException(message(field, value));
    return (int) value;
  }

  private String message(TemporalField field, long value) {
    return (field != null ? "Invalid value for " + field + " " : "Invalid value ") + "(valid values " + this + "): " + value;
  }

  public boolean equals(Object o) {
    if (o == this) return true;
    if (!(o instanceof ValueRange)) return false;
    ValueRange r = (ValueRange) o;
    return minSmallest == r.minSmallest && minLargest == r.minLargest && maxSmallest == r.maxSmallest && maxLargest == r.maxLargest;
  }

  public int hashCode() {
    long hash = minSmallest + (minLargest << 16) + (minLargest >> 48) + (maxSmallest << 32) + (maxSmallest >> 32)
        + (maxLargest << 48) + (maxLargest >> 16);
    return (int) (hash ^ (hash >>> 32));
  }

  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(minSmallest);
    if (minSmallest != minLargest) sb.append('/').append(minLargest);
    sb.append(" - ").append(maxSmallest);
    if (maxSmallest != maxLargest) sb.append('/').append(maxLargest);
    return sb.toString();
  }
}
