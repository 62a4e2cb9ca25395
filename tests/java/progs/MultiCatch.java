import java.io.IOException;

public class MultiCatch {
    static class MyChecked extends Exception {
        MyChecked(String m) { super(m); }
    }

    static void thrower(int i) throws IOException, MyChecked {
        switch (i) {
            case 0: throw new IOException("io");
            case 1: throw new MyChecked("mine");
            case 2: throw new IllegalArgumentException("iae");
            case 3: throw new ArithmeticException("arith");
            case 4: throw new UnsupportedOperationException("unsupported");
            case 5: int[] a = new int[1]; a[2] = 0; break;
            case 6: Object o = "s"; Integer x = (Integer) o; break;
            default: System.out.println("no throw for " + i);
        }
    }

    static void rethrow(int i) throws IOException, MyChecked {
        try {
            thrower(i);
        } catch (final Exception e) {
            System.out.println("  precise rethrow of " + e.getClass().getSimpleName());
            throw e;
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 7; i++) {
            try {
                thrower(i);
            } catch (IOException | MyChecked e) {
                System.out.println(i + " checked: " + e.getClass().getSimpleName() + " " + e.getMessage());
            } catch (IllegalArgumentException | ArithmeticException | UnsupportedOperationException e) {
                System.out.println(i + " runtime group: " + e.getClass().getSimpleName() + " " + e.getMessage());
            } catch (IndexOutOfBoundsException | ClassCastException e) {
                System.out.println(i + " other group: " + e.getClass().getName());
            }
        }
        for (int i = 0; i < 3; i++) {
            try {
                rethrow(i);
            } catch (IOException e) {
                System.out.println(i + " outer IOException");
            } catch (MyChecked e) {
                System.out.println(i + " outer MyChecked");
            } catch (RuntimeException e) {
                System.out.println(i + " outer RuntimeException " + e.getMessage());
            }
        }
        int handled = 0;
        for (int i = 0; i < 100; i++) {
            try {
                if (i % 3 == 0) throw new IllegalStateException();
                if (i % 5 == 0) throw new NumberFormatException();
                if (i % 7 == 0) throw new NegativeArraySizeException();
            } catch (IllegalStateException | NumberFormatException e) {
                handled += 2;
            } catch (NegativeArraySizeException e) {
                handled += 1;
            }
        }
        System.out.println("handled " + handled);
    }
}
