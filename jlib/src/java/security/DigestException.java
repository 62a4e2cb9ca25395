package java.security;

/** Generic message digest exception. */
public class DigestException extends GeneralSecurityException {
    public DigestException() {
    }

    public DigestException(String msg) {
        super(msg);
    }
}
