package java.nio.charset;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.util.HashMap;

/** The state of a coder after a coding step: underflow, overflow, malformed or unmappable input. */
public class CoderResult {
    private static final int UNDER = 0, OVER = 1, MALFORMED = 2, UNMAPPABLE = 3;
    private final int type;
    private final int length;

    private CoderResult(int type, int length) {
        this.type = type;
        this.length = length;
    }

    public static final CoderResult UNDERFLOW = new CoderResult(UNDER, 0);
    public static final CoderResult OVERFLOW = new CoderResult(OVER, 0);

    private static final HashMap<Integer, CoderResult> MAL = new HashMap<Integer, CoderResult>();
    private static final HashMap<Integer, CoderResult> UNM = new HashMap<Integer, CoderResult>();

    private static CoderResult cached(HashMap<Integer, CoderResult> m, int type, int length) {
        if (length <= 0) {
            throw new IllegalArgumentException("Non-positive length");
        }
        synchronized (m) {
            CoderResult r = m.get(length);
            if (r == null) {
                r = new CoderResult(type, length);
                m.put(length, r);
            }
            return r;
        }
    }

    public static CoderResult malformedForLength(int length) {
        return cached(MAL, MALFORMED, length);
    }

    public static CoderResult unmappableForLength(int length) {
        return cached(UNM, UNMAPPABLE, length);
    }

    public boolean isUnderflow() {
        return type == UNDER;
    }

    public boolean isOverflow() {
        return type == OVER;
    }

    public boolean isError() {
        return type >= MALFORMED;
    }

    public boolean isMalformed() {
        return type == MALFORMED;
    }

    public boolean isUnmappable() {
        return type == UNMAPPABLE;
    }

    public int length() {
        if (!isError()) {
            throw new UnsupportedOperationException();
        }
        return length;
    }

    public void throwException() throws CharacterCodingException {
        switch (type) {
            case UNDER:
                throw new BufferUnderflowException();
            case OVER:
                throw new BufferOverflowException();
            case MALFORMED:
                throw new MalformedInputException(length);
            default:
                throw new UnmappableCharacterException(length);
        }
    }

    public String toString() {
        switch (type) {
            case UNDER:
                return "UNDERFLOW";
            case OVER:
                return "OVERFLOW";
            case MALFORMED:
                return "MALFORMED[" + length + "]";
            default:
                return "UNMAPPABLE[" + length + "]";
        }
    }
}
