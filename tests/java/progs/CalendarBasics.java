import java.util.*;

public class CalendarBasics {
  static final String[] F = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH", "DAY_OF_YEAR", "DAY_OF_WEEK",
      "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

  static String fields(Calendar c) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < Calendar.FIELD_COUNT; i++) sb.append(i == 0 ? "" : " ").append(F[i]).append('=').append(c.get(i));
    return sb.toString();
  }

  public static void main(String[] args) {
    TimeZone utc = TimeZone.getTimeZone("UTC");
    long[] times = {0L, 951782400123L, 1704067199999L, 1704067200000L, -1L, 1735603200000L, 1609459200000L, 
        -62135769600000L, 253402300799000L, 1230768000000L, 1262217600000L};
    for (long t : times) {
      Calendar c = Calendar.getInstance(utc);
      c.setTimeInMillis(t);
      System.out.println(t + " " + c.getTime() + " | " + fields(c));
      System.out.println("   max dom=" + c.getActualMaximum(Calendar.DAY_OF_MONTH) + " doy=" + c.getActualMaximum(Calendar.DAY_OF_YEAR)
          + " woy=" + c.getActualMaximum(Calendar.WEEK_OF_YEAR) + " wom=" + c.getActualMaximum(Calendar.WEEK_OF_MONTH)
          + " dowim=" + c.getActualMaximum(Calendar.DAY_OF_WEEK_IN_MONTH));
    }
    GregorianCalendar g = new GregorianCalendar(2024, Calendar.JANUARY, 31, 22, 15, 30);
    g.setTimeZone(utc);
    System.out.println(g.getTime() + " " + g.getTimeInMillis() + " leap " + g.isLeapYear(2024) + " " + g.isLeapYear(1900) + " "
        + g.isLeapYear(1500) + " " + g.isLeapYear(2023));
    g.add(Calendar.MONTH, 1);
    System.out.println("+1 month " + g.getTime());
    g.add(Calendar.DAY_OF_MONTH, 1);
    System.out.println("+1 day " + g.getTime());
    g.add(Calendar.YEAR, -1);
    System.out.println("-1 year " + g.getTime());
    g.add(Calendar.HOUR_OF_DAY, 5);
    System.out.println("+5 h " + g.getTime());
    g.add(Calendar.MINUTE, -90);
    System.out.println("-90 min " + g.getTime());
    g.add(Calendar.WEEK_OF_YEAR, 3);
    System.out.println("+3 weeks " + g.getTime());
    g.add(Calendar.SECOND, 86400 * 400);
    System.out.println("+400 days in s " + g.getTime());
    g.add(Calendar.MILLISECOND, 1500);
    System.out.println("+1500 ms " + g.getTime() + " ms=" + g.get(Calendar.MILLISECOND));
    g.roll(Calendar.MONTH, 5);
    System.out.println("roll month +5 " + g.getTime());
    g.roll(Calendar.DAY_OF_MONTH, -10);
    System.out.println("roll day -10 " + g.getTime());
    g.roll(Calendar.HOUR_OF_DAY, true);
    System.out.println("roll hour up " + g.getTime());
    Calendar c = Calendar.getInstance(utc);
    c.clear();
    c.set(2023, Calendar.MARCH, 15);
    System.out.println("cleared+set " + c.getTime() + " " + c.getTimeInMillis());
    c.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
    System.out.println("set MONDAY " + c.getTime());
    c.set(Calendar.DAY_OF_MONTH, 40);
    System.out.println("dom 40 (lenient) " + c.getTime());
    c.set(Calendar.MONTH, -3);
    System.out.println("month -3 " + c.getTime());
    c.set(Calendar.HOUR, 5);
    c.set(Calendar.AM_PM, Calendar.PM);
    System.out.println("5 PM " + c.getTime());
    c.set(Calendar.DAY_OF_YEAR, 100);
    System.out.println("doy 100 " + c.getTime());
    c.set(Calendar.WEEK_OF_YEAR, 10);
    c.set(Calendar.DAY_OF_WEEK, Calendar.FRIDAY);
    System.out.println("week 10 friday " + c.getTime());
    c.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
    c.set(Calendar.DAY_OF_WEEK, Calendar.SUNDAY);
    System.out.println("last sunday " + c.getTime());
    c.clear();
    c.set(Calendar.YEAR, 2020);
    System.out.println("only year " + c.getTime() + " set? " + c.isSet(Calendar.MONTH));
    Calendar strict = Calendar.getInstance(utc);
    strict.setLenient(false);
    strict.clear();
    strict.set(2023, Calendar.FEBRUARY, 29);
    try {
      System.out.println(strict.getTime());
    } catch (IllegalArgumentException e) {
      System.out.println("strict: " + e);
    }
    strict.clear();
    strict.set(Calendar.HOUR_OF_DAY, 24);
    try {
      System.out.println(strict.getTime());
    } catch (IllegalArgumentException e) {
      System.out.println("strict: " + e);
    }
    Calendar a = Calendar.getInstance(utc), b = Calendar.getInstance(utc);
    a.setTimeInMillis(1000);
    b.setTimeInMillis(2000);
    System.out.println(a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + a.equals(b) + " " + a.equals(a.clone()) + " "
        + a.toInstant() + " " + a.getFirstDayOfWeek() + " " + a.getMinimalDaysInFirstWeek() + " " + a.isLenient() + " " + a.getCalendarType());
    System.out.println(a.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " " + a.getDisplayName(Calendar.MONTH, Calendar.SHORT, Locale.US)
        + " " + a.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.LONG, Locale.US) + " " + a.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US)
        + " " + a.getDisplayName(Calendar.AM_PM, Calendar.SHORT, Locale.US) + " " + a.getDisplayName(Calendar.ERA, Calendar.SHORT, Locale.US)
        + " " + a.getDisplayName(Calendar.YEAR, Calendar.SHORT, Locale.US));
    for (int f = 0; f < Calendar.FIELD_COUNT; f++)
      System.out.print(F[f] + "[" + a.getMinimum(f) + "," + a.getGreatestMinimum(f) + "," + a.getLeastMaximum(f) + "," + a.getMaximum(f) + "] ");
    System.out.println();
    Calendar iso = Calendar.getInstance(utc);
    iso.setFirstDayOfWeek(Calendar.MONDAY);
    iso.setMinimalDaysInFirstWeek(4);
    for (int y = 2019; y <= 2027; y++) {
      iso.clear();
      iso.set(y, Calendar.JANUARY, 1);
      int w1 = iso.get(Calendar.WEEK_OF_YEAR);
      iso.set(y, Calendar.DECEMBER, 31);
      System.out.print(y + ":" + w1 + "/" + iso.get(Calendar.WEEK_OF_YEAR) + "/" + iso.getActualMaximum(Calendar.WEEK_OF_YEAR) + " ");
    }
    System.out.println();
    TimeZone plus2 = TimeZone.getTimeZone("GMT+02:00");
    Calendar z = Calendar.getInstance(plus2);
    z.setTimeInMillis(1700000000000L);
    System.out.println(z.get(Calendar.HOUR_OF_DAY) + " " + z.get(Calendar.ZONE_OFFSET) + " " + z.getTimeZone().getID());
    z.setTimeZone(TimeZone.getTimeZone("GMT-0530"));
    System.out.println(z.get(Calendar.HOUR_OF_DAY) + ":" + z.get(Calendar.MINUTE) + " " + z.get(Calendar.ZONE_OFFSET));
    GregorianCalendar fromZdt = GregorianCalendar.from(java.time.ZonedDateTime.of(2024, 5, 6, 7, 8, 9, 0, java.time.ZoneId.of("UTC")));
    System.out.println(fromZdt.getTime() + " " + fromZdt.getFirstDayOfWeek() + " " + fromZdt.toZonedDateTime());
    for (String id : new String[] {"UTC", "GMT", "GMT+2", "GMT-0530", "GMT+02:30", "Etc/UTC", "Foo", "UTC+2", "GMT+25", "Etc/GMT+5", "Etc/GMT-14"}) {
      TimeZone tz = TimeZone.getTimeZone(id);
      System.out.println(id + " -> " + tz.getID() + " " + tz.getRawOffset() + " " + tz.getOffset(0L) + " [" + tz.getDisplayName() + "] ["
          + tz.getDisplayName(false, TimeZone.SHORT) + "] " + tz.useDaylightTime() + " " + tz.inDaylightTime(new Date(0)) + " "
          + tz.toZoneId() + " " + tz.getDSTSavings());
    }
    System.out.println(TimeZone.getTimeZone(java.time.ZoneId.of("+03:00")).getID() + " " + TimeZone.getTimeZone(java.time.ZoneOffset.UTC).getID()
        + " " + TimeZone.getTimeZone(java.time.ZoneId.of("UTC+03:00")).getID() + " " + TimeZone.getDefault().getID() + " "
        + TimeZone.getDefault().getDisplayName());
    System.out.println(new Date(0) + " | " + new Date(1700000000000L) + " | " + new Date(-1) + " | " + new Date(-62135769600001L));
    TimeZone.setDefault(TimeZone.getTimeZone("GMT+05:30"));
    System.out.println(new Date(0) + " | " + Calendar.getInstance().getTimeZone().getID() + " | " + new Date(1700000000000L).getHours());
    TimeZone.setDefault(null);
    System.out.println(new Date(0) + " " + (new Date().getTime() > 1600000000000L) + " " + (Calendar.getInstance().get(Calendar.YEAR) >= 2020));
  }
}
