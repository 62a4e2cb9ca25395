// release: 17
/** Runtime.version() and Runtime.Version.parse, compareTo (JEP 322); java 9+. */
// (the runtime's own version string is not printed: the host JDK's build may differ)
public class RuntimeVersionParse { public static void main(String[] a) {
  Runtime.Version v = Runtime.version();
  System.out.println(v.feature() + " " + v.version().get(0) + " " + v.build().isPresent());
  System.out.println(v.feature() >= 11);
  String[] s = {"9", "9.0.1", "11-ea+20", "17.0.2+8-LTS", "1.8", "9+", "10-ea", "9.1.2.3-pre+7-opt", "abc", "9.0"};
  for (String x : s) { try { Runtime.Version w = Runtime.Version.parse(x); System.out.println(x + " -> " + w + " " + w.version() + " " + w.pre() + " " + w.build() + " " + w.optional()); } catch (IllegalArgumentException e) { System.out.println(x + ": " + e.getMessage()); } }
  System.out.println(Runtime.Version.parse("9-ea").compareTo(Runtime.Version.parse("9")) + " " + Runtime.Version.parse("11.0.2").compareTo(Runtime.Version.parse("11.0.10")) + " " + Runtime.Version.parse("9+1").equals(Runtime.Version.parse("9+1")));
  String[] cs = {"9", "9.0.1", "9.1", "10", "9-ea", "9-1", "9-2", "9-b", "9+1", "9+2", "9+1-x", "9-ea+1", "11.0.2", "11.0.10", "9.0.1.2"};
  for (String x : cs) { StringBuilder b = new StringBuilder(x + ":"); for (String y : cs) { Runtime.Version vx = Runtime.Version.parse(x), vy = Runtime.Version.parse(y); b.append(' ').append(vx.compareTo(vy)).append('/').append(vx.compareToIgnoreOptional(vy)); } System.out.println(b); }
}}
