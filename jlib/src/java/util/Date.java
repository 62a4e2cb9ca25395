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

  // Through getTime(), as the JDK does, so that a subclass's own time (java.sql.Timestamp's milliseconds) counts.
  public boolean before(Date when) {
    return getTime() < when.getTime();
  }

  public boolean after(Date when) {
    return getTime() > when.getTime();
  }

  public int compareTo(Date other) {
    return Long.compare(getTime(), other.getTime());
  }

  public boolean equals(Object o) {
    return o instanceof Date && ((Date) o).getTime() == getTime();
  }

  public int hashCode() {
    long t = getTime();
    return (int) t ^ (int) (t >> 32);
  }

  public Object clone() {
    try {
      return super.clone();
    } catch (CloneNotSupportedException e) {
      throw new InternalError(e);
    }
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
    sb.append(c.getTimeZone().getDisplayName(c.get(Calendar.DST_OFFSET) != 0, TimeZone.SHORT, Locale.US)).append(' ');
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

  /** The year of the era minus 1900, as java gives it (1200 BC is -700). */
  @Deprecated
  public int getYear() {
    return calendar().get(Calendar.YEAR) - 1900;
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

  private void set(int field, int value) {
    GregorianCalendar c = calendar();
    c.set(field, value);
    time = c.getTimeInMillis();
  }

  @Deprecated
  public void setYear(int year) {
    set(Calendar.YEAR, year + 1900);
  }

  @Deprecated
  public void setMonth(int month) {
    set(Calendar.MONTH, month);
  }

  @Deprecated
  public void setDate(int date) {
    set(Calendar.DAY_OF_MONTH, date);
  }

  @Deprecated
  public void setHours(int hours) {
    set(Calendar.HOUR_OF_DAY, hours);
  }

  @Deprecated
  public void setMinutes(int minutes) {
    set(Calendar.MINUTE, minutes);
  }

  @Deprecated
  public void setSeconds(int seconds) {
    set(Calendar.SECOND, seconds);
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
