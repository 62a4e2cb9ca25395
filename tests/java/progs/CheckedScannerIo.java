/** Collections.checked*, Scanner big numbers, CharArrayWriter, System.console() off a terminal. */
import java.util.*;
public class CheckedScannerIo { public static void main(String[] a) {
  System.out.println(System.console() == null ? "no console" : "console");
  List<String> l = Collections.checkedList(new ArrayList<>(), String.class);
  l.add("x");
  List raw = l;
  try { raw.add(1); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
  Map m = Collections.checkedMap(new HashMap<String,Integer>(), String.class, Integer.class);
  try { m.put("a", "b"); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
  try { m.put(1, 2); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
  System.out.println(l + " " + m);
  Scanner sc = new Scanner("123456789012345678901234567890 -3.14159e2 NaN 12,345");
  System.out.println(sc.hasNextBigInteger() + " " + sc.nextBigInteger());
  System.out.println(sc.hasNextBigInteger() + " " + sc.hasNextBigDecimal() + " " + sc.nextBigDecimal());
  System.out.println(sc.hasNextBigDecimal() + " " + sc.next());
  System.out.println(sc.nextBigInteger());
  java.io.CharArrayWriter w = new java.io.CharArrayWriter(); w.write("hello", 0, 5); w.append(',').append("world", 0, 3); System.out.println(w + " " + w.size() + " " + w.toCharArray().length);
}}
