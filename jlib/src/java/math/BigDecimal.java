package java.math;

/**
 * Immutable arbitrary-precision signed decimals: an unscaled BigInteger and a
 * 32-bit scale, value = unscaled * 10^-scale. Written for jpor from the Java SE
 * API specification.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    private final BigInteger intVal;
    private final int scale;
    private transient int precision; // 0 = not computed yet

    // ---------------------------------------------------------------- constructors

    public BigDecimal(BigInteger unscaledVal, int scale) {
        if (unscaledVal == null) throw new NullPointerException();
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = new BigDecimal(unscaledVal, scale).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(double val) {
        BigDecimal r = exactDouble(val);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(double val, MathContext mc) {
        BigDecimal r = exactDouble(val).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(String val) {
        BigDecimal r = parse(val);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(String val, MathContext mc) {
        BigDecimal r = parse(val).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(char[] in) {
        this(new String(in));
    }

    public BigDecimal(char[] in, int offset, int len) {
        this(new String(in, offset, len));
    }

    private static BigDecimal exactDouble(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) throw new NumberFormatException("Infinite or NaN");
        long bits = Double.doubleToLongBits(val);
        int sign = bits < 0 ? -1 : 1;
        int exp = (int) ((bits >> 52) & 0x7FF);
        long m = bits & ((1L << 52) - 1);
        if (exp == 0) exp = 1;
        else m |= 1L << 52;
        exp -= 1075;
        if (m == 0) return new BigDecimal(BigInteger.ZERO, 0);
        while ((m & 1) == 0) {
            m >>= 1;
            exp++;
        }
        BigInteger bm = BigInteger.valueOf(sign * m);
        if (exp >= 0) return new BigDecimal(bm.shiftLeft(exp), 0);
        return new BigDecimal(bm.multiply(BigInteger.valueOf(5).pow(-exp)), -exp);
    }

    private static BigDecimal parse(String s) {
        int len = s.length();
        if (len == 0) throw new NumberFormatException("Index 0 out of bounds for length 0");
        int i = 0;
        boolean neg = false;
        char c = s.charAt(0);
        if (c == '-' || c == '+') {
            neg = c == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder();
        int scale = 0;
        boolean dot = false;
        boolean any = false;
        for (; i < len; i++) {
            c = s.charAt(i);
            if (Character.isDigit(c)) { // any Unicode decimal digit, as java
                digits.append((char) ('0' + Character.digit(c, 10)));
                any = true;
                if (dot) scale++;
            } else if (c == '.') {
                if (dot) throw new NumberFormatException("Character array contains more than one decimal point.");
                dot = true;
            } else if (c == 'e' || c == 'E') {
                break;
            } else {
                throw new NumberFormatException("Character " + c
                        + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
        }
        if (!any) throw new NumberFormatException("No digits found.");
        if (i < len) {
            i++;
            if (i >= len) throw new NumberFormatException("No exponent digits.");
            long exp = 0;
            boolean eneg = false;
            c = s.charAt(i);
            if (c == '-' || c == '+') {
                eneg = c == '-';
                i++;
            }
            if (i >= len) throw new NumberFormatException("No exponent digits.");
            for (; i < len; i++) {
                c = s.charAt(i);
                if (!Character.isDigit(c)) throw new NumberFormatException("Exponent contains a non-digit.");
                exp = exp * 10 + Character.digit(c, 10);
                if (exp > 10000000000L) throw new NumberFormatException("Exponent overflow.");
            }
            long sc = scale - (eneg ? -exp : exp);
            if (sc > Integer.MAX_VALUE || sc < Integer.MIN_VALUE) throw new NumberFormatException("Scale out of range.");
            scale = (int) sc;
        }
        BigInteger v = new BigInteger(digits.toString());
        return new BigDecimal(neg ? v.negate() : v, scale);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        if (val == 0) return ZERO;
        if (val == 1) return ONE;
        if (val == 10) return TEN;
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---------------------------------------------------------------- helpers

    private static BigInteger ten(long n) {
        if (n > Integer.MAX_VALUE) throw new ArithmeticException("Overflow");
        return BigInteger.tenPow((int) n);
    }

    private static int checkScale(long s) {
        if (s > Integer.MAX_VALUE) throw new ArithmeticException("Underflow");
        if (s < Integer.MIN_VALUE) throw new ArithmeticException("Overflow");
        return (int) s;
    }

    /** num / den rounded to an integer with the given mode. */
    static BigInteger roundDiv(BigInteger num, BigInteger den, RoundingMode rm) {
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() == 0) return q;
        int sign = num.signum() * den.signum();
        int half = r.abs().shiftLeft(1).compareTo(den.abs());
        boolean inc;
        switch (rm) {
            case UP: inc = true; break;
            case DOWN: inc = false; break;
            case CEILING: inc = sign > 0; break;
            case FLOOR: inc = sign < 0; break;
            case HALF_UP: inc = half >= 0; break;
            case HALF_DOWN: inc = half > 0; break;
            case HALF_EVEN: inc = half > 0 || (half == 0 && q.testBit(0)); break;
            default: throw new ArithmeticException("Rounding necessary");
        }
        return inc ? q.add(BigInteger.valueOf(sign)) : q;
    }

    private BigInteger alignedTo(int s) {
        return s == scale ? intVal : intVal.multiply(ten((long) s - scale));
    }

    // ---------------------------------------------------------------- accessors

    public BigInteger unscaledValue() {
        return intVal;
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = intVal.decimalDigits();
            precision = p;
        }
        return p;
    }

    public int signum() {
        return intVal.signum();
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    // ---------------------------------------------------------------- arithmetic

    public BigDecimal add(BigDecimal augend) {
        int s = Math.max(scale, augend.scale);
        return new BigDecimal(alignedTo(s).add(augend.alignedTo(s)), s);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        return add(augend).round(mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        int s = Math.max(scale, subtrahend.scale);
        return new BigDecimal(alignedTo(s).subtract(subtrahend.alignedTo(s)), s);
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return subtract(subtrahend).round(mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal), checkScale((long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        return multiply(multiplicand).round(mc);
    }

    private void checkDivisor(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            if (signum() == 0) throw new ArithmeticException("Division undefined");
            throw new ArithmeticException("Division by zero");
        }
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        checkDivisor(divisor);
        // q = this.intVal * 10^(scale - this.scale + divisor.scale) / divisor.intVal
        long e = (long) scale - this.scale + divisor.scale;
        BigInteger num = intVal, den = divisor.intVal;
        if (e >= 0) num = num.multiply(ten(e));
        else den = den.multiply(ten(-e));
        return new BigDecimal(roundDiv(num, den, roundingMode), scale);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        BigInteger a = intVal, b = divisor.intVal;
        BigInteger g = a.gcd(b);
        BigInteger d = b.divide(g).abs();
        int twos = d.getLowestSetBit();
        d = d.shiftRight(twos);
        int fives = 0;
        BigInteger five = BigInteger.valueOf(5);
        while (true) {
            BigInteger[] qr = d.divideAndRemainder(five);
            if (qr[1].signum() != 0) break;
            d = qr[0];
            fives++;
        }
        if (!d.equals(BigInteger.ONE))
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        int k = Math.max(twos, fives);
        BigInteger q = a.multiply(ten(k)).divide(b);
        BigDecimal r = new BigDecimal(q, checkScale(preferred + k));
        return r.stripZerosTo(preferred);
    }

    private static int saturate(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    /** Removes trailing zeros while the scale stays above preferred. */
    private BigDecimal stripZerosTo(long preferred) {
        BigInteger v = intVal;
        int s = scale;
        if (v.signum() == 0) return this;
        while (s > preferred) {
            BigInteger[] qr = v.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) break;
            v = qr[0];
            s--;
        }
        return s == scale ? this : new BigDecimal(v, s);
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int p = mc.getPrecision();
        if (p == 0) return divide(divisor);
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        BigInteger a = intVal, b = divisor.intVal;
        long e = (long) p + 1 + b.decimalDigits() - a.decimalDigits();
        BigInteger num = a, den = b;
        if (e >= 0) num = num.multiply(ten(e));
        else den = den.multiply(ten(-e));
        BigInteger[] qr = num.divideAndRemainder(den);
        int sign = a.signum() * b.signum();
        BigInteger q = qr[0];
        long qs = preferred + e;
        boolean exact = qr[1].signum() == 0;
        BigDecimal unrounded = new BigDecimal(q, checkScale(qs));
        if (!exact) {
            q = q.multiply(BigInteger.TEN).add(BigInteger.valueOf(sign));
            qs++;
        }
        BigDecimal rounded = new BigDecimal(q, checkScale(qs)).round(mc);
        if (exact && rounded.compareTo(unrounded) == 0) return rounded.stripZerosTo(preferred);
        return rounded;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        int s = Math.max(scale, divisor.scale);
        BigInteger q = alignedTo(s).divide(divisor.alignedTo(s));
        BigDecimal r = new BigDecimal(q, 0);
        if (preferred > 0) return r.setScale((int) preferred);
        if (preferred < 0) return q.signum() == 0 ? new BigDecimal(q, saturate(preferred)) : r.stripZerosTo(preferred);
        return r;
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) throw new ArithmeticException("Invalid operation");
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.getPrecision() == 0 || n >= 0) return pow(n).round(mc);
        return ONE.divide(pow(-n), mc);
    }

    public BigDecimal sqrt(MathContext mc) {
        int sig = signum();
        if (sig < 0) throw new ArithmeticException("Attempted square root of negative BigDecimal");
        int p = mc.getPrecision();
        long preferred = scale / 2;
        if (sig == 0) return new BigDecimal(BigInteger.ZERO, (int) preferred);
        int work = (p == 0 ? precision() / 2 + 1 : p) + 2;
        // v = this * 10^s with s even (so that sqrt(v) = sqrt(this) * 10^(s/2)) and s >= scale (v an
        // integer), such that the integer sqrt has >= work digits
        long s = 2L * work - (precision() - scale);
        if ((s & 1) != 0) s++;
        if (s < scale) s = scale + (scale & 1);
        BigInteger v = intVal.multiply(ten(s - scale));
        BigInteger root = v.sqrt();
        long rs = s / 2;
        boolean exact = root.multiply(root).equals(v);
        if (!exact) {
            root = root.multiply(BigInteger.TEN).add(BigInteger.ONE);
            rs++;
        }
        BigDecimal r = new BigDecimal(root, checkScale(rs));
        if (p == 0) {
            if (!exact) throw new ArithmeticException("Computed square root not exact.");
            return r.stripZerosTo(preferred);
        }
        // exact or not, java then takes the scale nearest the preferred one within the precision:
        // trailing zeros stripped down to it, or zeros appended up to it
        BigDecimal z = r.round(mc).stripZerosTo(preferred);
        if (z.scale < preferred && z.precision() < p) {
            int up = (int) Math.min(preferred - z.scale, p - z.precision());
            z = z.setScale(z.scale + up);
        }
        return z;
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public BigDecimal round(MathContext mc) {
        int p = mc.getPrecision();
        if (p == 0) return this;
        BigDecimal r = this;
        while (true) {
            int drop = r.precision() - p;
            if (drop <= 0) return r;
            BigInteger v = roundDiv(r.intVal, ten(drop), mc.getRoundingMode());
            r = new BigDecimal(v, checkScale((long) r.scale - drop));
        }
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) return this;
        if (newScale > scale) return new BigDecimal(intVal.multiply(ten((long) newScale - scale)), newScale);
        return new BigDecimal(roundDiv(intVal, ten((long) scale - newScale), roundingMode), newScale);
    }

    @Deprecated
    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) return this;
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale + n));
        return r.scale < 0 ? r.setScale(0) : r;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) return this;
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale - n));
        return r.scale < 0 ? r.setScale(0) : r;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) return ZERO;
        return stripZerosTo(Long.MIN_VALUE);
    }

    // ---------------------------------------------------------------- comparison

    public int compareTo(BigDecimal val) {
        if (scale == val.scale) return intVal.compareTo(val.intVal);
        int s1 = signum(), s2 = val.signum();
        if (s1 != s2) return s1 < s2 ? -1 : 1;
        if (s1 == 0) return 0;
        int s = Math.max(scale, val.scale);
        return alignedTo(s).compareTo(val.alignedTo(s));
    }

    public boolean equals(Object x) {
        if (x == this) return true;
        if (!(x instanceof BigDecimal)) return false;
        BigDecimal o = (BigDecimal) x;
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ---------------------------------------------------------------- strings

    public String toString() {
        String coeff = intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (intVal.signum() < 0) sb.append('-');
        long adjusted = -(long) scale + (coeff.length() - 1);
        if (scale == 0) return sb.append(coeff).toString();
        if (scale > 0 && adjusted >= -6) {
            plain(sb, coeff, scale);
            return sb.toString();
        }
        sb.append(coeff.charAt(0));
        if (coeff.length() > 1) sb.append('.').append(coeff, 1, coeff.length());
        sb.append('E');
        if (adjusted >= 0) sb.append('+');
        sb.append(adjusted);
        return sb.toString();
    }

    private static void plain(StringBuilder sb, String coeff, int scale) {
        int len = coeff.length();
        if (len > scale) {
            sb.append(coeff, 0, len - scale).append('.').append(coeff, len - scale, len);
        } else {
            sb.append("0.");
            for (int i = len; i < scale; i++) sb.append('0');
            sb.append(coeff);
        }
    }

    public String toEngineeringString() {
        String coeff = intVal.abs().toString();
        long adjusted = -(long) scale + (coeff.length() - 1);
        if (scale == 0 || (scale > 0 && adjusted >= -6)) return toString();
        StringBuilder sb = new StringBuilder();
        if (intVal.signum() < 0) sb.append('-');
        int sig = (int) (adjusted % 3);
        if (sig < 0) sig += 3;
        adjusted -= sig;
        sig++;
        if (signum() == 0) {
            switch (sig) {
                case 1: sb.append('0'); break;
                case 2: sb.append("0.00"); adjusted += 3; break;
                default: sb.append("0.0"); adjusted += 3; break;
            }
        } else if (sig >= coeff.length()) {
            sb.append(coeff);
            for (int i = coeff.length(); i < sig; i++) sb.append('0');
        } else {
            sb.append(coeff, 0, sig).append('.').append(coeff, sig, coeff.length());
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) sb.append('+');
            sb.append(adjusted);
        }
        return sb.toString();
    }

    public String toPlainString() {
        StringBuilder sb = new StringBuilder();
        if (scale <= 0) {
            if (intVal.signum() == 0) return "0";
            String digits = intVal.toString();
            checkStringLength(digits.length() + -(long) scale);
            sb.append(digits);
            for (int i = 0; i < -scale; i++) sb.append('0');
            return sb.toString();
        }
        String coeff = intVal.abs().toString();
        int sign = intVal.signum() < 0 ? 1 : 0;
        checkStringLength(coeff.length() > scale ? sign + coeff.length() + 1L : sign + 2L + scale);
        if (sign != 0) sb.append('-');
        plain(sb, coeff, scale);
        return sb.toString();
    }

    /* java's error, before any allocation, for a text longer than a String can be (1E2147483647) */
    private static void checkStringLength(long length) {
        if (length > Integer.MAX_VALUE) throw new OutOfMemoryError("too large to fit in a String");
    }

    // ---------------------------------------------------------------- conversions

    public BigInteger toBigInteger() {
        if (scale <= 0) return intVal.multiply(ten(-(long) scale));
        return intVal.divide(ten(scale));
    }

    public BigInteger toBigIntegerExact() {
        if (scale <= 0) return intVal.multiply(ten(-(long) scale));
        BigInteger[] qr = intVal.divideAndRemainder(ten(scale));
        if (qr[1].signum() != 0) throw new ArithmeticException("Rounding necessary");
        return qr[0];
    }

    public int intValue() {
        return signum() == 0 ? 0 : toBigInteger().intValue();
    }

    public long longValue() {
        return signum() == 0 ? 0 : toBigInteger().longValue();
    }

    public long longValueExact() {
        BigInteger b = toBigIntegerExact();
        if (b.bitLength() > 63) throw new ArithmeticException("Overflow");
        return b.longValue();
    }

    public int intValueExact() {
        long v = longValueExact();
        if ((int) v != v) throw new ArithmeticException("Overflow");
        return (int) v;
    }

    public short shortValueExact() {
        long v = longValueExact();
        if ((short) v != v) throw new ArithmeticException("Overflow");
        return (short) v;
    }

    public byte byteValueExact() {
        long v = longValueExact();
        if ((byte) v != v) throw new ArithmeticException("Overflow");
        return (byte) v;
    }

    public float floatValue() {
        return Float.parseFloat(toString());
    }

    public double doubleValue() {
        return Double.parseDouble(toString());
    }

    // ---- serialization (the JDK's serial form: the scale and the unscaled value) ----

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (intVal == null) {
            throw new java.io.StreamCorruptedException("BigDecimal: null intVal - possible malicious stream");
        }
    }
}
