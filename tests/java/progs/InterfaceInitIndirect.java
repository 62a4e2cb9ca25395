// release: 17
// A class's initialisation initialises every superinterface, direct or
// indirect, that declares a default (or private instance) method, each after
// its own superinterfaces (JVMS 5.5 step 7); one without such methods is not.
public class InterfaceInitIndirect {
    static int trace(String s) { System.out.println("init " + s); return 1; }

    interface A { int X = trace("A"); default void a() {} }
    interface B extends A { int X = trace("B"); }
    interface C { int X = trace("C"); private void helper() {} }
    interface D extends B, C { int X = trace("D"); default void d() {} }
    interface E { int X = trace("E"); }
    static class Impl implements D, E { static { System.out.println("init Impl"); } }

    interface F { int X = trace("F"); default void f() {} }
    interface G extends F { int X = trace("G"); }
    static class Base implements G { static { System.out.println("init Base"); } }
    static class Sub extends Base { static { System.out.println("init Sub"); } }

    interface H { int X = trace("H"); default void h() {} }
    interface K extends H { int X = trace("K"); static void s() { System.out.println("K.s"); } }

    public static void main(String[] args) {
        System.out.println("new Impl");
        new Impl();
        System.out.println("B.X " + B.X);
        System.out.println("E.X " + E.X);
        System.out.println("new Sub");
        new Sub();
        System.out.println("K.s()");
        K.s();
        System.out.println("end");
    }
}
