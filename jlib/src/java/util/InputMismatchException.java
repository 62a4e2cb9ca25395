package java.util;

public class InputMismatchException extends NoSuchElementException {
    public InputMismatchException() {
    }

    public InputMismatchException(String s) {
        super(s);
    }
}
