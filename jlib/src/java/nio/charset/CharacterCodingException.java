package java.nio.charset;

/** Thrown when a character encoding or decoding error occurs. */
public class CharacterCodingException extends java.io.IOException {
    public CharacterCodingException() {
    }
}
