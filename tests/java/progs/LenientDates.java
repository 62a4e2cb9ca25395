/** ResolverStyle.LENIENT: months and days past their ranges carry over; SMART clamps. */
import java.time.*; import java.time.format.*;
public class LenientDates { public static void main(String[] a) {
  DateTimeFormatter f = DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.LENIENT);
  for (String s : new String[]{"2023-02-31", "2024-02-30", "2023-13-01", "2023-00-10", "2023-12-00", "2023-01-15"}) {
    try { System.out.println(s + " -> " + LocalDate.parse(s, f)); } catch (Exception e) { System.out.println(s + ": " + e.getMessage()); } }
  DateTimeFormatter g = DateTimeFormatter.ofPattern("uuuu-DDD").withResolverStyle(ResolverStyle.LENIENT);
  System.out.println(LocalDate.parse("2023-366", g));
  DateTimeFormatter sm = DateTimeFormatter.ofPattern("uuuu-MM-dd");
  try { System.out.println(LocalDate.parse("2023-02-31", sm)); } catch (Exception e) { System.out.println(e.getMessage()); }
}}
