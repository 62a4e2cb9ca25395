public class AssertEnabled {
    static int sideEffects = 0;

    static boolean bump() {
        sideEffects++;
        return true;
    }

    static int checkedDivide(int a, int b) {
        assert b != 0 : "divisor must not be zero (a=" + a + ")";
        return a / b;
    }

    static class Inner {
        void check(int v) {
            assert v > 0 : v;
        }
    }

    public static void main(String[] args) {
        boolean enabled = false;
        assert enabled = true;
        System.out.println("assertions enabled: " + enabled);
        assert bump();
        assert bump();
        System.out.println("side effects: " + sideEffects);
        System.out.println(checkedDivide(10, 2));
        try {
            checkedDivide(5, 0);
            System.out.println("no assertion error");
        } catch (AssertionError e) {
            System.out.println("AssertionError: " + e.getMessage());
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        try {
            assert 1 > 2;
            System.out.println("no assertion error");
        } catch (AssertionError e) {
            System.out.println("AssertionError without message: " + e.getMessage() + " / " + e);
        }
        try {
            new Inner().check(-5);
            System.out.println("no assertion error");
        } catch (AssertionError e) {
            System.out.println("nested class assertion: " + e.getMessage());
        }
        try {
            Object detail = new IllegalStateException("cause-like detail");
            assert false : detail;
        } catch (AssertionError e) {
            System.out.println("with Throwable detail: " + e.getMessage() + " cause=" + e.getCause());
        }
        System.out.println("desiredAssertionStatus " + AssertEnabled.class.desiredAssertionStatus());
    }
}
