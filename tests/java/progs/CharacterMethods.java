public class CharacterMethods {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '!', '\u00e9', '\u00c9', '\u0394', '\u03b4', '\u4e2d', '\u0660', '\u2003', '\u00a0', '\u0000', '\u007f'};
        for (char c : cs) {
            System.out.println(String.format("U+%04X", (int) c) + " letter=" + Character.isLetter(c) + " digit=" + Character.isDigit(c) + " letterOrDigit=" + Character.isLetterOrDigit(c)
                    + " alpha=" + Character.isAlphabetic(c) + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c) + " ws=" + Character.isWhitespace(c)
                    + " space=" + Character.isSpaceChar(c) + " jstart=" + Character.isJavaIdentifierStart(c) + " jpart=" + Character.isJavaIdentifierPart(c)
                    + " iso=" + Character.isISOControl(c) + " toUpper=" + String.format("%04X", (int) Character.toUpperCase(c))
                    + " toLower=" + String.format("%04X", (int) Character.toLowerCase(c)) + " numeric=" + Character.getNumericValue(c) + " digit16=" + Character.digit(c, 16));
        }
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < 36; d++) sb.append(Character.forDigit(d, 36));
        System.out.println(sb + " " + (int) Character.forDigit(10, 10) + "|" + (int) Character.forDigit(5, 40));
        for (char c : "09afAFgz".toCharArray()) System.out.print(Character.digit(c, 10) + "/" + Character.digit(c, 16) + "/" + Character.digit(c, 36) + " ");
        System.out.println();
        System.out.println(Character.isDigit('7') + " " + Character.getNumericValue('Z') + " " + Character.toChars(65)[0] + " " + Character.charCount(0x1F600)
                + " " + Character.isSurrogate('\ud83d') + " " + Character.isHighSurrogate('\ud83d') + " " + Character.isLowSurrogate('\ude00') + " " + Character.toCodePoint('\ud83d', '\ude00')
                + " " + Character.isValidCodePoint(0x110000) + " " + Character.isSupplementaryCodePoint(0x1F600) + " " + Character.isBmpCodePoint(65));
        System.out.println(Character.compare('a', 'b') + " " + Character.valueOf('x').compareTo('a') + " " + Character.toString('q') + " " + Character.hashCode('A') + " " + (int) Character.MIN_SURROGATE
                + " " + Character.MIN_CODE_POINT + " " + Character.MAX_CODE_POINT + " " + Character.SIZE);
        String mixed = "Hello World 123 _x$ \u00e9t\u00e9";
        int letters = 0, digits = 0, upper = 0, spaces = 0;
        for (int i = 0; i < mixed.length(); i++) {
            char c = mixed.charAt(i);
            if (Character.isLetter(c)) letters++;
            if (Character.isDigit(c)) digits++;
            if (Character.isUpperCase(c)) upper++;
            if (Character.isWhitespace(c)) spaces++;
        }
        System.out.println("letters " + letters + " digits " + digits + " upper " + upper + " spaces " + spaces);
        StringBuilder swapped = new StringBuilder();
        for (char c : "Hello World".toCharArray()) swapped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        System.out.println(swapped);
        System.out.println(Character.toUpperCase((int) 'b') + " " + Character.toLowerCase(0x41) + " " + Character.isLetter(0x1F600) + " " + Character.isUpperCase(0x10400));
        System.out.println(Character.getType('a') + " " + Character.getType('A') + " " + Character.getType('1') + " " + Character.getType(' ') + " " + (Character.getType('a') == Character.LOWERCASE_LETTER));
    }
}
