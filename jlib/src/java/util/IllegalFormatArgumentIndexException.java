package java.util;

/**
 * Unchecked exception thrown when the argument index is not within the valid
 * range of supported argument index values.
 */
class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private static final long serialVersionUID = 4191767811181838112L;

    private final int illegalIndex;

    IllegalFormatArgumentIndexException(int index) {
        illegalIndex = index;
    }

    int getArgumentIndex() {
        return illegalIndex;
    }

    public String getMessage() {
        int index = getArgumentIndex();
        if (index == Integer.MIN_VALUE) {
            return "Format argument index: (not representable as int)";
        }
        return "Illegal format argument index = " + index;
    }
}
