public class IntegerParsing {
    static void tryParse(String s) {
        try {
            System.out.println("parseInt(\"" + s + "\") = " + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(\"" + s + "\") NFE: " + e.getMessage());
        }
    }

    static void tryParseLong(String s, int radix) {
        try {
            System.out.println("parseLong(\"" + s + "\", " + radix + ") = " + Long.parseLong(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseLong(\"" + s + "\", " + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] ints = {"0", "-0", "+5", "123", "-123", "2147483647", "-2147483648", "2147483648", "-2147483649", "", " 1", "1 ", "12a", "0x10", "007", "-", "+", "99999999999"};
        for (String s : ints) tryParse(s);
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null) NFE: " + e.getMessage());
        }
        tryParseLong("9223372036854775807", 10);
        tryParseLong("-9223372036854775808", 10);
        tryParseLong("9223372036854775808", 10);
        tryParseLong("7fffffffffffffff", 16);
        tryParseLong("-ZZZZ", 36);
        tryParseLong("1010", 2);
        tryParseLong("777", 8);
        tryParseLong("129", 8);
        tryParseLong("1L", 10);
        System.out.println(Integer.parseInt("-ff", 16) + " " + Integer.parseInt("zz", 36) + " " + Integer.parseInt("11111111", 2) + " " + Integer.valueOf("42") + " " + Integer.valueOf("7f", 16));
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("#ff") + " " + Integer.decode("010") + " " + Integer.decode("-0X10") + " " + Long.decode("123456789012"));
        System.out.println(Short.parseShort("-32768") + " " + Byte.parseByte("127") + " " + Byte.parseByte("-80", 16) + " " + Short.valueOf("123"));
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("Byte 128: " + e.getMessage());
        }
        try {
            Short.parseShort("40000");
        } catch (NumberFormatException e) {
            System.out.println("Short 40000: " + e.getMessage());
        }
        int[] vals = {0, 1, -1, 255, -255, 4096, 123456789, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vals) {
            System.out.println(v + ": hex " + Integer.toHexString(v) + " oct " + Integer.toOctalString(v) + " bin " + Integer.toBinaryString(v)
                    + " r36 " + Integer.toString(v, 36) + " r7 " + Integer.toString(v, 7) + " r2 " + Integer.toString(v, 2) + " unsigned " + Integer.toUnsignedString(v)
                    + " r99(->10) " + Integer.toString(v, 99));
        }
        long[] lvals = {0L, -1L, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, 0xDEADBEEFCAFEL};
        for (long v : lvals) {
            System.out.println(v + ": hex " + Long.toHexString(v) + " oct " + Long.toOctalString(v) + " bin " + Long.toBinaryString(v) + " r36 " + Long.toString(v, 36)
                    + " unsigned " + Long.toUnsignedString(v));
        }
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedLong(-1) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3)
                + " " + Integer.compareUnsigned(-1, 1) + " " + Long.compareUnsigned(1, -1) + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10)
                + " " + Long.parseUnsignedLong("18446744073709551615"));
        System.out.println(Integer.toString(42) + Long.toString(-42L) + String.valueOf(7) + Integer.valueOf(8).toString() + Short.toString((short) 9) + Byte.toString((byte) -1));
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE + " " + Short.MAX_VALUE + " " + Byte.MIN_VALUE
                + " " + Integer.SIZE + " " + Long.BYTES + " " + Character.BYTES + " " + Double.SIZE);
        System.out.println(Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Integer.min(3, 4) + " " + Long.sum(1L, 2L) + " " + Integer.signum(-99) + " " + Long.signum(0));
        System.out.println(Integer.valueOf(5).equals(5) + " " + Integer.valueOf(5).compareTo(9) + " " + Integer.valueOf(5).doubleValue() + " " + Long.valueOf(5).intValue()
                + " " + Integer.valueOf(300).byteValue() + " " + Integer.valueOf(70000).shortValue());
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.parseBoolean(null) + " " + Boolean.valueOf("true") + " " + Boolean.toString(false)
                + " " + Boolean.logicalXor(true, false) + " " + Boolean.compare(true, false));
        // manual parse vs library
        String digits = "9081726354";
        long manual = 0;
        for (char c : digits.toCharArray()) manual = manual * 10 + (c - '0');
        System.out.println(manual + " " + (manual == Long.parseLong(digits)));
    }
}
