package java.sql;

/**
 * An SQL DATE: a java.util.Date at midnight in the default time zone (written for jpor from the Java SE
 * API docs).  The time-of-day accessors throw IllegalArgumentException.
 */
public class Date extends java.util.Date {
  private static final long serialVersionUID = 1511598038487230103L;

  @Deprecated
  public Date(int year, int month, int day) {
    super(year, month, day);
  }

  public Date(long date) {
    super(date);
  }

  public void setTime(long date) {
    super.setTime(date);
  }

  /** yyyy-[m]m-[d]d: a four-digit year, month 1-12 and day 1-31 of one or two digits (lenient otherwise). */
  public static Date valueOf(String s) {
    if (s == null) throw new IllegalArgumentException();
    int[] ymd = parse(s);
    if (ymd == null) throw new IllegalArgumentException();
    return new Date(ymd[0] - 1900, ymd[1] - 1, ymd[2]);
  }

  /** {year, month, day} of yyyy-[m]m-[d]d, or null (also Timestamp.valueOf's date part). */
  static int[] parse(String s) {
    int firstDash = s.indexOf('-');
    int secondDash = s.indexOf('-', firstDash + 1);
    int len = s.length();
    if (firstDash == 4 && secondDash - firstDash > 1 && secondDash - firstDash <= 3 && len - secondDash > 1
        && len - secondDash <= 3) {
      int year = Integer.parseInt(s, 0, firstDash, 10);
      int month = Integer.parseInt(s, firstDash + 1, secondDash, 10);
      int day = Integer.parseInt(s, secondDash + 1, len, 10);
      if (month >= 1 && month <= 12 && day >= 1 && day <= 31) return new int[] {year, month, day};
    }
    return null;
  }

  /** yyyy-mm-dd (the year's last four digits). */
  @SuppressWarnings("deprecation")
  public String toString() {
    StringBuilder sb = new StringBuilder(10);
    Timestamp.pad(sb, (getYear() + 1900) % 10000, 4).append('-');
    Timestamp.pad(sb, getMonth() + 1, 2).append('-');
    return Timestamp.pad(sb, getDate(), 2).toString();
  }

  @Deprecated
  public int getHours() {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public int getMinutes() {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public int getSeconds() {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public void setHours(int i) {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public void setMinutes(int i) {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public void setSeconds(int i) {
    throw new IllegalArgumentException();
  }

  @SuppressWarnings("deprecation")
  public static Date valueOf(java.time.LocalDate date) {
    return new Date(date.getYear() - 1900, date.getMonthValue() - 1, date.getDayOfMonth());
  }

  @SuppressWarnings("deprecation")
  public java.time.LocalDate toLocalDate() {
    return java.time.LocalDate.of(getYear() + 1900, getMonth() + 1, getDate());
  }

  public java.time.Instant toInstant() {
    throw new UnsupportedOperationException();
  }
}
