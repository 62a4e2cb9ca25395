import java.util.Arrays;

public class RegexBasics {
    static void m(String regex, String... inputs) {
        StringBuilder sb = new StringBuilder("/" + regex + "/:");
        for (String in : inputs) sb.append(' ').append(in).append('=').append(in.matches(regex));
        System.out.println(sb);
    }

    public static void main(String[] args) {
        m("abc", "abc", "abcd", "ab", "");
        m("a*b+c?", "b", "aab", "abbbc", "ac", "aabcc");
        m("[a-z]+[0-9]{2,3}", "abc12", "abc1", "abc1234", "ABC12", "x999");
        m("\\d+(\\.\\d+)?", "3", "3.14", "3.", ".5", "10.001");
        m("(cat|dog)s?", "cat", "dogs", "cats", "bird", "catdog");
        m("[^aeiou]*", "rhythm", "myth", "vowel", "");
        m("\\w+@\\w+\\.(com|org)", "me@site.com", "a_b@x.org", "bad@site", "x@y.net");
        m(".*\\bword\\b.*", "a word here", "swordfish", "word", "words");
        m("(?i)hello", "HELLO", "Hello", "hell");
        m("a{3}|b{2,}", "aaa", "aa", "bb", "bbbbb", "ab");
        m("\\s*\\S+\\s*", "  x  ", "x", " ", "two words");
        m("(\\w)\\1", "aa", "ab", "zz", "a");
        m("[\\p{Upper}][\\p{Lower}]*", "Hello", "hello", "HELLO", "H");
        m("\\p{Alpha}+\\p{Digit}*", "abc123", "123", "a");
        m("x?+y", "xy", "y", "xxy");
        m("[a-c[x-z]]+", "abxz", "abd");
        m("[a-z&&[^e]]+", "abc", "abe");
        m("\\Qa.b\\E", "a.b", "axb");
        System.out.println(Arrays.toString("a1b2c3".split("\\d")));
        System.out.println(Arrays.toString("key=value; k2=v2 ;k3=v3".split("\\s*;\\s*")));
        System.out.println(Arrays.toString("one,two;three four".split("[,; ]")));
        System.out.println(Arrays.toString("a||b".split("\\|")));
        System.out.println(Arrays.toString("2024-01-15T10:30:00".split("[-T:]")));
        System.out.println(Arrays.toString("boo:and:foo".split("o")) + " " + Arrays.toString("boo:and:foo".split("o", -1)) + " " + Arrays.toString("boo:and:foo".split("o", 2)));
        System.out.println(Arrays.toString("   leading spaces".split(" ")) + " " + Arrays.toString("CamelCaseString".split("(?=[A-Z])")));
        System.out.println("Hello World".replaceAll("o", "0") + " " + "Hello World".replaceAll("[aeiou]", "*") + " " + "Hello World".replaceFirst("l+", "L"));
        System.out.println("2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " " + "John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("a.b.c".replaceAll("\\.", "\\$") + " " + "tabs\tand  spaces".replaceAll("\\s+", "_") + " " + "xxx".replaceAll("x*", "-"));
        System.out.println("camelCaseToSnake".replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase());
        System.out.println("  trim   inner   spaces  ".trim().replaceAll(" +", " "));
        System.out.println("aaa".replace("aa", "b") + " " + "aaaa".replaceAll("aa", "b") + " " + "abab".replaceAll("(ab)+", "<$0>"));
        System.out.println("price: $5".replaceAll("\\$(\\d)", "USD$1") + " " + "no match".replaceAll("zzz", "y"));
        try {
            "x".matches("(unclosed");
        } catch (java.util.regex.PatternSyntaxException e) {
            System.out.println("bad pattern: " + e.getClass().getName() + " desc=" + e.getDescription() + " index=" + e.getIndex() + " pattern=" + e.getPattern());
        }
        try {
            "x".replaceAll("x", "$2");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad group ref: " + e.getClass().getName());
        }
    }
}
