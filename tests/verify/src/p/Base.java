package p;
public class Base {
    protected int pf = 1;
    protected int pm() { return 2; }
}
