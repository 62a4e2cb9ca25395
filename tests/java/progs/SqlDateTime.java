import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/** java.sql.Date, Time and Timestamp: parsing, printing, nanos, comparisons and java.time conversions. */
@SuppressWarnings("deprecation")
public class SqlDateTime {
    static void p(Object o) { System.out.println(o); }

    interface Parse { Object run(String s); }

    static void each(String what, Parse f, String... inputs) {
        for (String s : inputs) {
            try {
                p(what + " [" + s + "] " + f.run(s));
            } catch (RuntimeException e) {
                p(what + " [" + s + "] " + e);
            }
        }
    }

    public static void main(String[] args) {
        each("Timestamp", new Parse() { public Object run(String s) { return Timestamp.valueOf(s); } },
            "2020-01-02 03:04:05", "2020-1-2 3:4:5", "2020-01-02 03:04:05.", "2020-01-02 03:04:05.1", "2020-01-02 03:04:05.1234567891",
            "2020-01-02 03:04:05.000000001", "2020-01-02 03:04:05.120", "20201-01-02 03:04:05", "2020-13-02 03:04:05", "2020-02-30 03:04:05",
            "2020-01-02 25:04:05", "2020-01-02 03:61:05", "2020-01-02 03:04:61", "2020-01-02", " 2020-01-02 03:04:05 ", "2020-01-02  03:04:05",
            "2020-01-02 03:04:05.-1", "2020-01-02 03:04:05.12x", "0001-01-01 00:00:00", "9999-12-31 23:59:59.999999999", "0000-01-01 00:00:00",
            "2020-00-10 03:04:05", "2020-01-00 03:04:05", "abcd-01-02 03:04:05", "2020-13-02 0x:04:05", "2020-01-02 03::05", "2020-01-02 :04:05",
            "2020-01-02 03:04:", "2020-01-02 03:04:05.1.2", "2020-01-02 03:04:05.+1", "2020-01-02 03:04:+5", "2020-01-2 03:04:05", null);
        each("Date", new Parse() { public Object run(String s) { return java.sql.Date.valueOf(s); } },
            "2020-01-02", "2020-1-2", "2020-02-30", "2020-00-10", "2020-01-32", "202-01-02", "02020-01-02", "2020-001-02", "+2020-01-02",
            " 2020-01-02", "2020-01-02 ", "2020-0x-02", "abcd-01-02", "2020--01", "2020-01-", "2020-1-02x", "2020-01-02 03:04:05", null);
        each("Time", new Parse() { public Object run(String s) { return Time.valueOf(s); } },
            "03:04:05", "3:4:5", "24:00:00", "23:60:00", "03:04", "03:04:05.5", "-3:04:05", "0003:04:05", "03::05", ":04:05", "03:04:",
            "+3:04:05", "03:04:05:06", "2020-01-02 03:04:05", null);

        Timestamp t = new Timestamp(-1);
        p(t + " " + t.getTime() + " " + t.getNanos());
        p(new Timestamp(-99999999999999L) + " " + new Timestamp(253402300800000L) + " " + new java.sql.Date(-99999999999999L));
        Timestamp a = Timestamp.valueOf("2021-06-07 08:09:10.123456789");
        p(a.getTime() + " " + a.getNanos() + " " + a.toInstant() + " " + a.toLocalDateTime() + " " + a.hashCode());
        a.setNanos(5000);
        p(a + " " + a.getTime());
        try {
            a.setNanos(1000000000);
        } catch (IllegalArgumentException e) {
            p(e);
        }
        try {
            new Timestamp(120, 0, 1, 0, 0, 0, -1);
        } catch (IllegalArgumentException e) {
            p(e);
        }
        Timestamp b = new Timestamp(120, 0, 1, 10, 20, 30, 400);
        p(b + " " + b.getYear() + " " + b.getMonth() + " " + b.getHours());
        Timestamp c = (Timestamp) b.clone();
        c.setNanos(401);
        p(b.equals(c) + " " + b.compareTo(c) + " " + c.compareTo(b) + " " + b.before(c) + " " + b.after(c) + " " + b.equals((Object) c));
        c.setNanos(400);
        p(b.equals(c) + " " + b.compareTo(c) + " " + (b.hashCode() == c.hashCode()) + " " + b.equals(new java.util.Date(b.getTime())) + " " + new java.util.Date(b.getTime()).equals(b));
        p(b.compareTo(new java.util.Date(b.getTime())) + " " + b.compareTo(new java.util.Date(b.getTime() + 1)) + " " + new java.util.Date(b.getTime() - 1).compareTo(b));
        b.setTime(1700000000123L);
        p(b + " " + b.getNanos() + " " + b.getTime());
        p(Timestamp.valueOf(LocalDateTime.of(1999, 12, 31, 23, 59, 59, 999000000)) + " " + Timestamp.from(Instant.parse("2023-11-14T22:13:20.000000042Z")));
        p(Timestamp.from(Instant.ofEpochSecond(-1, 5)).toInstant() + " " + Timestamp.from(Instant.ofEpochSecond(-1, 5)).getTime());
        p(Timestamp.from(Instant.MAX) + " " + Timestamp.from(Instant.MIN).getTime());

        java.sql.Date d = java.sql.Date.valueOf(LocalDate.of(2024, 2, 29));
        p(d + " " + d.toLocalDate() + " " + d.getYear() + " " + d.getMonth() + " " + d.getDate() + " " + d.getDay() + " " + d.getTime());
        for (int y : new int[] {12345, 999, 5}) p(java.sql.Date.valueOf(LocalDate.of(y, 3, 4)) + " " + Timestamp.valueOf(LocalDateTime.of(y, 3, 4, 5, 6)));
        try {
            d.getHours();
        } catch (IllegalArgumentException e) {
            p(e);
        }
        try {
            d.setMinutes(3);
        } catch (IllegalArgumentException e) {
            p(e);
        }
        try {
            d.toInstant();
        } catch (UnsupportedOperationException e) {
            p(e);
        }
        java.sql.Date d2 = new java.sql.Date(120, 11, 31);
        d2.setTime(d2.getTime() + 86400000L);
        p(d2 + " " + d2.equals(java.sql.Date.valueOf("2021-01-01")) + " " + d2.compareTo(d));

        Time tm = Time.valueOf(LocalTime.of(13, 14, 15, 999));
        p(tm + " " + tm.toLocalTime() + " " + tm.getTime() + " " + tm.getHours() + " " + new Time(3723000L) + " " + new Time(1, 2, 3));
        try {
            tm.getYear();
        } catch (IllegalArgumentException e) {
            p(e);
        }
        try {
            tm.setDate(3);
        } catch (IllegalArgumentException e) {
            p(e);
        }
        try {
            tm.toInstant();
        } catch (UnsupportedOperationException e) {
            p(e);
        }
        java.util.Date u = new java.util.Date(0);
        u.setYear(121);
        u.setMonth(13);
        u.setDate(31);
        u.setHours(25);
        u.setMinutes(-1);
        u.setSeconds(61);
        p(u.getTime() + " " + u.getYear() + " " + new java.util.Date(-99999999999999L).getYear() + " " + new java.util.Date(-62135769600001L).getYear());
    }
}
