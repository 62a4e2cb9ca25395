import java.text.*;
import java.util.*;
import java.time.*;
public class TimeZoneCalendars {
    public static void main(String[] args) throws Exception {
        String[] ids = {"America/New_York", "Europe/London", "Asia/Tokyo", "Australia/Sydney", "PST", "EST", "IST", "Asia/Dubai", "America/Sao_Paulo", "GMT", "UTC", "Mars/Base", "Europe/Berlin"};
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss z (zzzz) Z", Locale.US);
        long[] times = {0L, 1_000_000_000_000L, 1_689_000_000_000L, 1_700_000_000_000L, 1_710_054_000_000L};
        for (String id : ids) {
            TimeZone tz = TimeZone.getTimeZone(id);
            f.setTimeZone(tz);
            StringBuilder sb = new StringBuilder(id + " -> " + tz.getID() + " raw=" + tz.getRawOffset() + " dst=" + tz.useDaylightTime() + " save=" + tz.getDSTSavings() + " " + tz.getDisplayName() + " " + tz.toZoneId());
            for (long t : times) sb.append("\n   ").append(f.format(new Date(t))).append(" off=").append(tz.getOffset(t)).append(" in=").append(tz.inDaylightTime(new Date(t)));
            System.out.println(sb);
        }
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("America/New_York"), Locale.US);
        c.clear();
        c.set(2023, Calendar.MARCH, 12, 2, 30, 0);
        System.out.println(c.getTimeInMillis() + " " + c.get(Calendar.HOUR_OF_DAY) + " " + c.get(Calendar.DST_OFFSET) + " " + c.get(Calendar.ZONE_OFFSET));
        c.clear();
        c.set(2023, Calendar.NOVEMBER, 5, 1, 30, 0);
        System.out.println(c.getTimeInMillis() + " " + c.get(Calendar.HOUR_OF_DAY) + " " + c.get(Calendar.DST_OFFSET));
        c.clear();
        c.set(2023, Calendar.JULY, 4, 12, 0, 0);
        System.out.println(c.getTimeInMillis() + " " + c.getTime().getTime() + " " + c.get(Calendar.DST_OFFSET));
        c.add(Calendar.MONTH, 5);
        System.out.println(c.getTimeInMillis() + " " + c.get(Calendar.HOUR_OF_DAY) + " " + c.get(Calendar.DST_OFFSET) + " " + c.get(Calendar.DAY_OF_MONTH));
        c.add(Calendar.HOUR_OF_DAY, 24 * 100);
        System.out.println(c.getTimeInMillis() + " " + c.get(Calendar.HOUR_OF_DAY));
        SimpleDateFormat p = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.US);
        p.setTimeZone(TimeZone.getTimeZone("Europe/Paris"));
        System.out.println(p.parse("2024-07-01 12:00").getTime() + " " + p.parse("2024-01-01 12:00").getTime() + " " + p.parse("2024-03-31 02:30").getTime());
        GregorianCalendar g = new GregorianCalendar(TimeZone.getTimeZone("Asia/Kolkata"));
        g.setTimeInMillis(1_700_000_000_000L);
        System.out.println(g.get(Calendar.HOUR_OF_DAY) + ":" + g.get(Calendar.MINUTE) + " " + g.toZonedDateTime());
        System.out.println(String.format(Locale.US, "%tZ %<tc", ZonedDateTime.of(2023, 7, 4, 12, 0, 0, 0, ZoneId.of("America/Chicago"))));
        Calendar cc = Calendar.getInstance(TimeZone.getTimeZone("Europe/Berlin"), Locale.US); cc.setTimeInMillis(1_689_000_000_000L);
        System.out.println(String.format(Locale.US, "%tZ %<tc %<tz", cc));
        System.out.println(TimeZone.getTimeZone("America/New_York").hasSameRules(TimeZone.getTimeZone("US/Eastern")) + " " + TimeZone.getTimeZone("Asia/Tokyo").getOffset(1, 2023, 6, 1, Calendar.SATURDAY, 0));
    }
}
