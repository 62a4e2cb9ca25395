package java.time;

import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.List;

/** A date-based amount of years, months and days (written for jpor from the Java SE API docs). */
public final class Period implements TemporalAmount, java.io.Serializable {
  private static final long serialVersionUID = -3587258372562876L;

  public static final Period ZERO = new Period(0, 0, 0);

  private final int years;
  private final int months;
  private final int days;

  private Period(int years, int months, int days) {
    this.years = years;
    this.months = months;
    this.days = days;
  }

  private static Period create(int years, int months, int days) {
    return (years | months | days) == 0 ? ZERO : new Period(years, months, days);
  }

  public static Period ofYears(int years) {
    return create(years, 0, 0);
  }

  public static Period ofMonths(int months) {
    return create(0, months, 0);
  }

  public static Period ofWeeks(int weeks) {
    return create(0, 0, Math.multiplyExact(weeks, 7));
  }

  public static Period ofDays(int days) {
    return create(0, 0, days);
  }

  public static Period of(int years, int months, int days) {
    return create(years, months, days);
  }

  public static Period from(TemporalAmount amount) {
    if (amount instanceof Period) return (Period) amount;
    if (amount == null) throw new NullPointerException("amount");
    int y = 0, m = 0, d = 0;
    for (TemporalUnit unit : amount.getUnits()) {
      long v = amount.get(unit);
      if (unit == ChronoUnit.YEARS) y = Math.toIntExact(v);
      else if (unit == ChronoUnit.MONTHS) m = Math.toIntExact(v);
      else if (unit == ChronoUnit.DAYS) d = Math.toIntExact(v);
      else throw new DateTimeException("Unit must be Years, Months or Days, but was " + unit);
    }
    return create(y, m, d);
  }

  public static Period parse(CharSequence text) {
    String s = text.toString();
    int n = s.length(), i = 0;
    boolean negate = false;
    if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) negate = s.charAt(i++) == '-';
    if (i >= n || Character.toUpperCase(s.charAt(i)) != 'P') throw fail(s, null);
    i++;
    long[] v = new long[4];
    int last = -1;
    boolean any = false;
    try {
      while (i < n) {
        int start = i;
        if (s.charAt(i) == '-' || s.charAt(i) == '+') i++;
        int digits = i;
        while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
        if (i == digits || i >= n) throw fail(s, null);
        int unit = "YMWD".indexOf(Character.toUpperCase(s.charAt(i)));
        if (unit <= last) throw fail(s, null);
        String num = s.substring(s.charAt(start) == '+' ? start + 1 : start, i);
        v[unit] = Integer.parseInt(num);
        last = unit;
        any = true;
        i++;
      }
      if (!any) throw fail(s, null);
      int d = Math.addExact((int) v[3], Math.multiplyExact((int) v[2], 7));
      Period p = create((int) v[0], (int) v[1], d);
      return negate ? p.negated() : p;
    } catch (NumberFormatException e) {
      throw fail(s, e);
    } catch (ArithmeticException e) {
      throw fail(s, e);
    }
  }

  private static DateTimeParseException fail(String s, Throwable cause) {
    return new DateTimeParseException("Text cannot be parsed to a Period", s, 0, cause);
  }

  public static Period between(LocalDate startDateInclusive, LocalDate endDateExclusive) {
    return startDateInclusive.until(endDateExclusive);
  }

  public long get(TemporalUnit unit) {
    if (unit == ChronoUnit.YEARS) return years;
    if (unit == ChronoUnit.MONTHS) return months;
    if (unit == ChronoUnit.DAYS) return days;
    throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
  }

  public List<TemporalUnit> getUnits() {
    return java.util.Arrays.<TemporalUnit>asList(ChronoUnit.YEARS, ChronoUnit.MONTHS, ChronoUnit.DAYS);
  }

  public boolean isZero() {
    return this == ZERO || (years | months | days) == 0;
  }

  public boolean isNegative() {
    return years < 0 || months < 0 || days < 0;
  }

  public int getYears() {
    return years;
  }

  public int getMonths() {
    return months;
  }

  public int getDays() {
    return days;
  }

  public Period withYears(int years) {
    return years == this.years ? this : create(years, months, days);
  }

  public Period withMonths(int months) {
    return months == this.months ? this : create(years, months, days);
  }

  public Period withDays(int days) {
    return days == this.days ? this : create(years, months, days);
  }

  public Period plus(TemporalAmount amountToAdd) {
    Period p = from(amountToAdd);
    return create(Math.addExact(years, p.years), Math.addExact(months, p.months), Math.addExact(days, p.days));
  }

  public Period plusYears(long yearsToAdd) {
    return yearsToAdd == 0 ? this : create(Math.toIntExact(Math.addExact(years, yearsToAdd)), months, days);
  }

  public Period plusMonths(long monthsToAdd) {
    return monthsToAdd == 0 ? this : create(years, Math.toIntExact(Math.addExact(months, monthsToAdd)), days);
  }

  public Period plusDays(long daysToAdd) {
    return daysToAdd == 0 ? this : create(years, months, Math.toIntExact(Math.addExact(days, daysToAdd)));
  }

  public Period minus(TemporalAmount amountToSubtract) {
    Period p = from(amountToSubtract);
    return create(Math.subtractExact(years, p.years), Math.subtractExact(months, p.months),
        Math.subtractExact(days, p.days));
  }

  public Period minusYears(long y) {
    return y == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-y);
  }

  public Period minusMonths(long m) {
    return m == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-m);
  }

  public Period minusDays(long d) {
    return d == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-d);
  }

  public Period multipliedBy(int scalar) {
    if (this == ZERO || scalar == 1) return this;
    return create(Math.multiplyExact(years, scalar), Math.multiplyExact(months, scalar), Math.multiplyExact(days, scalar));
  }

  public Period negated() {
    return multipliedBy(-1);
  }

  public Period normalized() {
    long total = toTotalMonths();
    int y = (int) (total / 12), m = (int) (total % 12);
    if (y == years && m == months) return this;
    return create(Math.toIntExact(total / 12), m, days);
  }

  public long toTotalMonths() {
    return years * 12L + months;
  }

  public Temporal addTo(Temporal temporal) {
    if (years != 0 && months != 0) temporal = temporal.plus(toTotalMonths(), ChronoUnit.MONTHS);
    else if (years != 0) temporal = temporal.plus(years, ChronoUnit.YEARS);
    else if (months != 0) temporal = temporal.plus(months, ChronoUnit.MONTHS);
    if (days != 0) temporal = temporal.plus(days, ChronoUnit.DAYS);
    return temporal;
  }

  public Temporal subtractFrom(Temporal temporal) {
    if (years != 0 && months != 0) temporal = temporal.minus(toTotalMonths(), ChronoUnit.MONTHS);
    else if (years != 0) temporal = temporal.minus(years, ChronoUnit.YEARS);
    else if (months != 0) temporal = temporal.minus(months, ChronoUnit.MONTHS);
    if (days != 0) temporal = temporal.minus(days, ChronoUnit.DAYS);
    return temporal;
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof Period)) return false;
    Period p = (Period) obj;
    return years == p.years && months == p.months && days == p.days;
  }

  public int hashCode() {
    return years + Integer.rotateLeft(months, 8) + Integer.rotateLeft(days, 16);
  }

  public String toString() {
    if (isZero()) return "P0D";
    StringBuilder sb = new StringBuilder();
    sb.append('P');
    if (years != 0) sb.append(years).append('Y');
    if (months != 0) sb.append(months).append('M');
    if (days != 0) sb.append(days).append('D');
    return sb.toString();
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.PERIOD_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
