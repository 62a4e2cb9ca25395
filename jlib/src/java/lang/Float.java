package java.lang;

/** The float box and float utilities. */
public final class Float extends Number
        implements Comparable<Float>, java.lang.constant.Constable, java.lang.constant.ConstantDesc {
    private static final long serialVersionUID = -2671257302660747028L;

    private final float value;

    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_NORMAL = 0x1.0p-126f;
    public static final float MIN_VALUE = 0x0.000002P-126f;
    public static final int MAX_EXPONENT = 127;
    public static final int MIN_EXPONENT = -126;
    public static final int SIZE = 32;
    public static final int BYTES = SIZE / Byte.SIZE;
    @SuppressWarnings("unchecked")
    public static final Class<Float> TYPE = (Class<Float>) Class.getPrimitiveClass("float");

    /** @deprecated use valueOf(float) */
    @Deprecated
    public Float(float value) {
        this.value = value;
    }

    /** @deprecated use valueOf((float) value) */
    @Deprecated
    public Float(double value) {
        this.value = (float) value;
    }

    /** @deprecated use parseFloat(String) */
    @Deprecated
    public Float(String s) throws NumberFormatException {
        value = parseFloat(s);
    }

    static native String toString0(float f);

    static native float parseFloat0(String s);

    public static native int floatToRawIntBits(float value);

    public static native float intBitsToFloat(int bits);

    public static String toString(float f) {
        return toString0(f);
    }

    public static String toHexString(float f) {
        if (Math.abs(f) < Float.MIN_NORMAL && f != 0.0f) {
            String s = Double.toHexString(Math.scalb((double) f, Double.MIN_EXPONENT - Float.MIN_EXPONENT));
            if (s.endsWith("p-1022")) {
                s = s.substring(0, s.length() - 6) + "p-126";
            }
            return s;
        }
        return Double.toHexString(f);
    }

    public static Float valueOf(String s) throws NumberFormatException {
        return new Float(parseFloat(s));
    }

    public static Float valueOf(float f) {
        return new Float(f);
    }

    public static float parseFloat(String s) throws NumberFormatException {
        String t = FloatingDecimal.readJavaFormatString(s);
        if (t == FloatingDecimal.NAN) {
            return NaN;
        }
        if (t == FloatingDecimal.INFINITY) {
            return POSITIVE_INFINITY;
        }
        if (t == FloatingDecimal.NEG_INFINITY) {
            return NEGATIVE_INFINITY;
        }
        return parseFloat0(t);
    }

    public static boolean isNaN(float v) {
        return (v != v);
    }

    public static boolean isInfinite(float v) {
        return (v == POSITIVE_INFINITY) || (v == NEGATIVE_INFINITY);
    }

    public static boolean isFinite(float f) {
        return Math.abs(f) <= Float.MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    @Override
    public String toString() {
        return Float.toString(value);
    }

    @Override
    public byte byteValue() {
        return (byte) value;
    }

    @Override
    public short shortValue() {
        return (short) value;
    }

    @Override
    public int intValue() {
        return (int) value;
    }

    @Override
    public long longValue() {
        return (long) value;
    }

    @Override
    public float floatValue() {
        return value;
    }

    @Override
    public double doubleValue() {
        return (double) value;
    }

    @Override
    public int hashCode() {
        return Float.hashCode(value);
    }

    public static int hashCode(float value) {
        return floatToIntBits(value);
    }

    @Override
    public boolean equals(Object obj) {
        return (obj instanceof Float)
                && (floatToIntBits(((Float) obj).value) == floatToIntBits(value));
    }

    public static int floatToIntBits(float value) {
        if (!isNaN(value)) {
            return floatToRawIntBits(value);
        }
        return 0x7fc00000;
    }

    @Override
    public int compareTo(Float anotherFloat) {
        return Float.compare(value, anotherFloat.value);
    }

    public static int compare(float f1, float f2) {
        if (f1 < f2) {
            return -1;
        }
        if (f1 > f2) {
            return 1;
        }
        int thisBits = Float.floatToIntBits(f1);
        int anotherBits = Float.floatToIntBits(f2);
        return (thisBits == anotherBits ? 0 : (thisBits < anotherBits ? -1 : 1));
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    @Override
    public java.util.Optional<Float> describeConstable() {
        return java.util.Optional.of(this);
    }
}
