import java.util.Arrays;

public class StringMethods {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.length() + " " + s.charAt(0) + " " + s.charAt(11) + " " + s.isEmpty() + " " + "".isEmpty());
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.lastIndexOf('o') + " " + s.lastIndexOf('o', 7)
                + " " + s.indexOf("World") + " " + s.indexOf("xyz") + " " + s.lastIndexOf("l") + " " + s.indexOf("") + " " + s.lastIndexOf(""));
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(12) + "|" + s.subSequence(1, 4));
        System.out.println(s.toUpperCase() + " " + s.toLowerCase() + " " + s.concat("!") + " " + s.replace('l', 'L') + " " + s.replace("World", "Java"));
        System.out.println(s.contains("lo, W") + " " + s.startsWith("Hell") + " " + s.startsWith("World", 7) + " " + s.endsWith("ld") + " " + s.endsWith(""));
        System.out.println(s.equals("Hello, World") + " " + s.equals("hello, world") + " " + s.equalsIgnoreCase("hello, world") + " " + s.equals(null));
        System.out.println(s.compareTo("Hello") + " " + "a".compareTo("b") + " " + "b".compareTo("a") + " " + "abc".compareTo("abd") + " " + "ABC".compareToIgnoreCase("abd") + " " + "apple".compareTo("apple"));
        System.out.println("[" + "  padded \t\n".trim() + "] [" + "   ".trim() + "] [" + "x".trim() + "]");
        System.out.println(Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("a,b,c".split(",", 2)));
        System.out.println(Arrays.toString("one  two three".split(" ")) + " " + Arrays.toString("one  two three".split("\\s+")) + " " + Arrays.toString("".split(",")));
        System.out.println(Arrays.toString("a1b22c333".split("\\d+")) + " " + Arrays.toString("x.y.z".split("\\.")) + " " + Arrays.toString("abc".split("")));
        System.out.println(String.valueOf(12) + String.valueOf(true) + String.valueOf('c') + String.valueOf(1.5) + String.valueOf(2L) + String.valueOf(1.25f) + String.valueOf((Object) null));
        char[] arr = s.toCharArray();
        Arrays.sort(arr);
        System.out.println(new String(arr) + "|" + new String(arr, 2, 4) + "|" + String.valueOf(arr).trim() + "|" + String.copyValueOf(arr, 0, 3));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("/", Arrays.asList("x", "y")) + " " + String.join(",", new String[0]));
        System.out.println("abc".hashCode() + " " + "".hashCode() + " " + s.hashCode() + " " + "The quick brown fox".hashCode() + " " + "polygenelubricants".hashCode());
        System.out.println("Mississippi".replaceAll("ss", "SS") + " " + "Mississippi".replaceFirst("i", "I") + " " + "Mississippi".matches("M(iss)+ippi") + " " + "a.b.c".replace(".", "::"));
        System.out.println("abcabc".indexOf("c", 3) + " " + "abcabc".lastIndexOf("ab", 2) + " " + "aaa".indexOf("aa", 1) + " " + "aaa".lastIndexOf("aa"));
        StringBuilder codes = new StringBuilder();
        for (char c : "AZaz09 ~".toCharArray()) codes.append((int) c).append(' ');
        System.out.println(codes);
        System.out.println("intern: " + (new String("lit") == "lit") + " " + (new String("lit").intern() == "lit") + " " + ("li" + "t" == "lit"));
        String a = "hel";
        String b = a + "lo";
        System.out.println((b == "hello") + " " + b.equals("hello") + " " + (b.intern() == "hello"));
        System.out.println("regionMatches: " + s.regionMatches(7, "World", 0, 5) + " " + s.regionMatches(true, 7, "WORLD", 0, 5) + " " + s.regionMatches(0, "xHello", 1, 5));
        System.out.println("contentEquals: " + s.contentEquals(new StringBuilder("Hello, World")) + " " + "abc".contentEquals("abd"));
        System.out.println("codePointAt: " + s.codePointAt(1) + " " + "abc".codePointCount(0, 3) + " " + "abc".codePointBefore(1));
        System.out.println("format: " + String.format("%s=%d", "x", 5) + " " + "%05.1f".length());
        System.out.println("chars via loop: " + countVowels("Programming in Java is fun"));
        System.out.println("toLowerCase non-ascii-free: " + "MiXeD CaSe 123 !@#".toLowerCase() + " " + "MiXeD CaSe 123 !@#".toUpperCase());
        System.out.println("empty compare: " + "".compareTo("a") + " " + "a".compareTo("") + " " + "abc".compareTo("ab"));
        String multi = "line1\nline2\r\nline3";
        System.out.println(Arrays.toString(multi.split("\r?\n")) + " " + multi.indexOf('\n') + " " + multi.length());
        try {
            "abc".charAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE caught: " + e.getClass().getName());
        }
        try {
            "abc".substring(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE caught: " + e.getClass().getSimpleName());
        }
        try {
            "abc".substring(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE caught: " + e.getClass().getSimpleName());
        }
        String built = "";
        for (int i = 0; i < 10; i++) built += i;
        System.out.println(built + " " + built.length());
        System.out.println(reverse("stressed") + " " + isPalindrome("A man, a plan, a canal: Panama") + " " + isPalindrome("nope"));
        System.out.println("toString on String: " + "same".toString() + " " + "CharSeq".subSequence(0, 4).length());
        System.out.println("chained: " + "  Some Text Here  ".trim().toLowerCase().replace(' ', '_').substring(2).toUpperCase());
        System.out.println(String.valueOf(new char[] {'o', 'k'}) + " " + "tab\there".indexOf('\t') + " " + "q\"uote".length());
    }

    static int countVowels(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if ("aeiouAEIOU".indexOf(s.charAt(i)) >= 0) n++;
        }
        return n;
    }

    static String reverse(String s) {
        return new StringBuilder(s).reverse().toString();
    }

    static boolean isPalindrome(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isLetterOrDigit(c)) sb.append(Character.toLowerCase(c));
        }
        String t = sb.toString();
        return t.equals(sb.reverse().toString());
    }
}
