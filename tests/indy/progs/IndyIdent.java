// release: 17
public class IndyIdent {
  public static void main(String[] args) {
    String s = new String("abc");
    String t = "" + s;
    String u = s + "";
    Object o = s;
    String v = "" + o;
    String n = null;
    String w = "" + n;
    System.out.println((t == s) + " " + (u == s) + " " + (v == s) + " " + w + " " + (w == "null"));
    String e = "";
    String x = e + e;
    System.out.println((x == e) + " " + (x == ""));
    int i = 5;
    String y = "" + i;
    System.out.println(y + " " + ("" + 'c') + " " + (("" + true) == "true"));
    String z = s + s;
    System.out.println(z == s);
  }
}
