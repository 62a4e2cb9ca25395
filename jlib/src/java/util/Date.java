package java.util;

/** A point in time in milliseconds since the epoch (written for jpor from the Java SE API docs). */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
  private static final long serialVersionUID = 7523967970034938905L;

  private long time;

  public Date() {
    this(System.currentTimeMillis());
  }

  public Date(long time) {
    this.time = time;
  }

  public long getTime() {
    return time;
  }

  public void setTime(long time) {
    this.time = time;
  }

  public boolean before(Date when) {
    return time < when.time;
  }

  public boolean after(Date when) {
    return time > when.time;
  }

  public int compareTo(Date other) {
    return Long.compare(time, other.time);
  }

  public boolean equals(Object o) {
    return o instanceof Date && ((Date) o).time == time;
  }

  public int hashCode() {
    return (int) time ^ (int) (time >> 32);
  }

  public Object clone() {
    return new Date(time);
  }

  private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

  private GregorianCalendar calendar() {
    GregorianCalendar c = new GregorianCalendar(TimeZone.getDefaultRef());
    c.setTimeInMillis(time);
    return c;
  }

  /** "EEE MMM dd HH:mm:ss zzz yyyy" in the default time zone, as the JDK prints it. */
  public String toString() {
    GregorianCalendar c = calendar();
    StringBuilder sb = new StringBuilder(28);
    sb.append(DAYS[c.get(Calendar.DAY_OF_WEEK) - 1]).append(' ').append(MONTHS[c.get(Calendar.MONTH)]).append(' ');
    two(sb, c.get(Calendar.DAY_OF_MONTH)).append(' ');
    two(sb, c.get(Calendar.HOUR_OF_DAY)).append(':');
    two(sb, c.get(Calendar.MINUTE)).append(':');
    two(sb, c.get(Calendar.SECOND)).append(' ');
    sb.append(c.getTimeZone().getDisplayName(false, TimeZone.SHORT, Locale.US)).append(' ');
    return sb.append(c.get(Calendar.YEAR)).toString();
  }

  private static StringBuilder two(StringBuilder sb, int v) {
    return sb.append(v < 10 ? "0" : "").append(v);
  }

  @Deprecated
  public Date(int year, int month, int date) {
    this(year, month, date, 0, 0, 0);
  }

  @Deprecated
  public Date(int year, int month, int date, int hrs, int min) {
    this(year, month, date, hrs, min, 0);
  }

  @Deprecated
  public Date(int year, int month, int date, int hrs, int min, int sec) {
    GregorianCalendar c = new GregorianCalendar(TimeZone.getDefaultRef());
    c.clear();
    c.set(1900 + year, month, date, hrs, min, sec);
    this.time = c.getTimeInMillis();
  }

  @Deprecated
  public int getYear() {
    GregorianCalendar c = calendar();
    int y = c.get(Calendar.YEAR);
    return (c.get(Calendar.ERA) == GregorianCalendar.AD ? y : 1 - y) - 1900;
  }

  @Deprecated
  public int getMonth() {
    return calendar().get(Calendar.MONTH);
  }

  @Deprecated
  public int getDate() {
    return calendar().get(Calendar.DAY_OF_MONTH);
  }

  @Deprecated
  public int getDay() {
    return calendar().get(Calendar.DAY_OF_WEEK) - 1;
  }

  @Deprecated
  public int getHours() {
    return calendar().get(Calendar.HOUR_OF_DAY);
  }

  @Deprecated
  public int getMinutes() {
    return calendar().get(Calendar.MINUTE);
  }

  @Deprecated
  public int getSeconds() {
    return calendar().get(Calendar.SECOND);
  }

  @Deprecated
  public int getTimezoneOffset() {
    return -TimeZone.getDefaultRef().getOffset(time) / 60000;
  }

  public static Date from(java.time.Instant instant) {
    return new Date(instant.toEpochMilli());
  }

  public java.time.Instant toInstant() {
    return java.time.Instant.ofEpochMilli(time);
  }

  // ---- serialization (the JDK's serial form: no fields; the time in ms written as a long) ----

  private static final java.io.ObjectStreamField[] serialPersistentFields = {};

  private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
    s.defaultWriteObject();
    s.writeLong(time);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
    s.defaultReadObject();
    time = s.readLong();
  }
}
