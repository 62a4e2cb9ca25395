import java.text.*;
import java.util.*;

public class SimpleDateFormatBasics {
  public static void main(String[] args) throws Exception {
    TimeZone utc = TimeZone.getTimeZone("UTC");
    long[] times = {0L, 1700000000123L, 951825600007L, 1704067199999L, -86400000L * 400, 1262304000000L, 1719792000000L};
    String[] patterns = {"yyyy-MM-dd HH:mm:ss.SSS", "dd/MM/yy", "MMM d, yyyy", "MMMM dd yyyy", "EEE, d MMM yyyy HH:mm:ss Z",
        "EEEE", "h:mm a", "hh 'o''clock' a, zzzz", "K k H h", "D w W F u", "yyyyMMddHHmmss", "G yyy y", "S SS SSS SSSS",
        "X XX XXX", "z zzzz", "Y-'W'ww-u", "''yyyy''", "M MM MMM MMMM L"};
    for (String p : patterns) {
      SimpleDateFormat f = new SimpleDateFormat(p);
      f.setTimeZone(utc);
      StringBuilder sb = new StringBuilder(p).append(" ->");
      for (long t : times) sb.append(" | ").append(f.format(new Date(t)));
      System.out.println(sb);
    }
    SimpleDateFormat off = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssXXX z Z");
    off.setTimeZone(TimeZone.getTimeZone("GMT-05:30"));
    System.out.println(off.format(new Date(1700000000000L)) + " " + off.getTimeZone().getID() + " " + off.toPattern());
    for (int s = DateFormat.FULL; s <= DateFormat.SHORT; s++) {
      DateFormat d = DateFormat.getDateInstance(s), t = DateFormat.getTimeInstance(s), dt = DateFormat.getDateTimeInstance(s, s);
      d.setTimeZone(utc);
      t.setTimeZone(utc);
      dt.setTimeZone(utc);
      Date x = new Date(1700000000000L);
      System.out.println(s + ": " + d.format(x) + " | " + t.format(x) + " | " + dt.format(x) + " | " + ((SimpleDateFormat) dt).toPattern());
    }
    DateFormat def = DateFormat.getInstance();
    def.setTimeZone(utc);
    System.out.println(def.format(new Date(0)) + " | " + new SimpleDateFormat().toPattern() + " | " + DateFormat.getDateInstance().format(new Date(0)));

    SimpleDateFormat p = new SimpleDateFormat("yyyy-MM-dd");
    p.setTimeZone(utc);
    String[] inputs = {"2023-07-04", "2023-7-4", "2023-02-30", "2023-13-01", "  2023-07-04", "2023-07-04 extra", "x2023", "2023/07/04",
        "-5-01-01", "99-01-01", "2023-07"};
    for (String in : inputs) {
      try {
        System.out.println("parse " + in + " -> " + p.parse(in).getTime());
      } catch (ParseException e) {
        System.out.println("parse " + in + " -> " + e + " at " + e.getErrorOffset());
      }
    }
    p.setLenient(false);
    for (String in : new String[] {"2023-02-30", "2024-02-29", "2023-13-01"}) {
      try {
        System.out.println("strict " + in + " -> " + p.parse(in).getTime());
      } catch (ParseException e) {
        System.out.println("strict " + in + " -> " + e + " at " + e.getErrorOffset());
      }
    }
    String[][] cases = {{"dd MMM yyyy HH:mm", "04 Jul 2023 18:30"}, {"dd MMMM yyyy", "4 july 2023"}, {"EEE, d MMM yyyy", "Tue, 4 Jul 2023"},
        {"EEEE dd.MM.yyyy", "Wednesday 04.07.2023"}, {"h:mm a", "6:30 PM"}, {"h:mm a", "12:05 am"}, {"hh:mm a", "12:00 PM"},
        {"yyyyMMddHHmmss", "20230704183000"}, {"yyyy-MM-dd'T'HH:mm:ssZ", "2023-07-04T18:30:00+0200"},
        {"yyyy-MM-dd'T'HH:mm:ssXXX", "2023-07-04T18:30:00-05:30"}, {"yyyy-MM-dd'T'HH:mm:ssX", "2023-07-04T18:30:00Z"},
        {"yyyy-MM-dd HH:mm z", "2023-07-04 18:30 GMT+01:00"}, {"yyyy-MM-dd HH:mm z", "2023-07-04 18:30 UTC"},
        {"dd/MM/yy", "04/07/23"}, {"dd/MM/yy", "04/07/71"}, {"yyyy-MM-dd HH:mm:ss.SSS", "2023-07-04 01:02:03.004"},
        {"yyyy-MM-dd", "2023-07-04T10:00"}, {"MMM yyyy", "Foo 2023"}, {"HH:mm", "25:61"}, {"D yyyy", "100 2024"}};
    for (String[] c : cases) {
      SimpleDateFormat f = new SimpleDateFormat(c[0]);
      f.setTimeZone(utc);
      ParsePosition pos = new ParsePosition(0);
      Date d = f.parse(c[1], pos);
      System.out.println(c[0] + " <- " + c[1] + " = " + (d == null ? "null" : d.getTime() + " " + d) + " index " + pos.getIndex()
          + " error " + pos.getErrorIndex());
    }
    for (String bad : new String[] {"yyyy-bb", "yyyy 'unterminated", "XXXX"}) {
      try {
        new SimpleDateFormat(bad);
        System.out.println("ok " + bad);
      } catch (IllegalArgumentException e) {
        System.out.println(bad + ": " + e);
      }
    }
    SimpleDateFormat a = new SimpleDateFormat("yyyy");
    a.applyPattern("MM/dd");
    System.out.println(a.toPattern() + " " + a.equals(new SimpleDateFormat("MM/dd")) + " " + (a.hashCode() == "MM/dd".hashCode())
        + " " + a.format(0L) + " " + ((SimpleDateFormat) a.clone()).toPattern());
    System.out.println(new SimpleDateFormat("yyyy-MM-dd").format(new Date(1700000000000L)) + " "
        + (new SimpleDateFormat("yyyy").format(new Date()).compareTo("2020") >= 0) + " " + new SimpleDateFormat("z").format(new Date(0)));
  }
}
