package java.util;

/** A time zone with a fixed raw offset (written for jpor from the Java SE API docs; no daylight-saving rules). */
public class SimpleTimeZone extends TimeZone {
  private int rawOffset;

  public SimpleTimeZone(int rawOffset, String ID) {
    this.rawOffset = rawOffset;
    setID(ID);
  }

  public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
    if (era != GregorianCalendar.AD && era != GregorianCalendar.BC) throw new IllegalArgumentException("Illegal era " + era);
    if (month < Calendar.JANUARY || month > Calendar.DECEMBER) throw new IllegalArgumentException("Illegal month " + month);
    if (dayOfWeek < Calendar.SUNDAY || dayOfWeek > Calendar.SATURDAY)
      throw new IllegalArgumentException("Illegal day of week " + dayOfWeek);
    if (millis < 0 || millis >= 86400000) throw new IllegalArgumentException("Illegal millis " + millis);
    return rawOffset;
  }

  public int getOffset(long date) {
    return rawOffset;
  }

  public void setRawOffset(int offsetMillis) {
    rawOffset = offsetMillis;
  }

  public int getRawOffset() {
    return rawOffset;
  }

  public boolean useDaylightTime() {
    return false;
  }

  public boolean observesDaylightTime() {
    return false;
  }

  public boolean inDaylightTime(Date date) {
    return false;
  }

  public int getDSTSavings() {
    return 0;
  }

  public boolean hasSameRules(TimeZone other) {
    return other instanceof SimpleTimeZone && rawOffset == other.getRawOffset();
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof SimpleTimeZone)) return false;
    SimpleTimeZone that = (SimpleTimeZone) obj;
    return getID().equals(that.getID()) && hasSameRules(that);
  }

  public int hashCode() {
    return rawOffset;
  }

  public String toString() {
    return getClass().getName() + "[id=" + getID() + ",offset=" + rawOffset
        + ",dstSavings=3600000,useDaylight=false,startYear=0,startMode=0,startMonth=0,startDay=0,startDayOfWeek=0,"
        + "startTime=0,startTimeMode=0,endMode=0,endMonth=0,endDay=0,endDayOfWeek=0,endTime=0,endTimeMode=0]";
  }
}
