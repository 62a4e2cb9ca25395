package java.nio.charset;

/** Thrown when an input sequence is not legal for a charset (jlib). */
public class MalformedInputException extends CharacterCodingException {
    private final int inputLength;

    public MalformedInputException(int inputLength) {
        this.inputLength = inputLength;
    }

    public int getInputLength() {
        return inputLength;
    }

    public String getMessage() {
        return "Input length = " + inputLength;
    }
}
