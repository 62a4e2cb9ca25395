package q;
// Touches Base's protected members through a Sub (legal); the patches make it a Base.
public class Sub extends p.Base {
    static int f(p.Base b, Sub s) { return s.pf; }
    static int g(p.Base b, Sub s) { return s.pm(); }
    public static void main(String[] args) { Sub s = new Sub(); System.out.println(f(s, s) + g(s, s)); }
}
