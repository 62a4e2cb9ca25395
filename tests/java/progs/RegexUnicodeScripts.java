import java.util.regex.*;

/**
 * Unicode scripts and blocks in regular expressions: \p{IsGreek}, \p{script=Cyrillic},
 * \p{sc=Han}, \p{InGreek}, \p{block=Arrows}, \p{blk=...}, \P{IsLatin} and in classes.
 */
public class RegexUnicodeScripts {
    public static void main(String[] args) {
        String[] pats = {"\\p{IsGreek}+", "\\p{InGreek}+", "\\p{IsLatin}+", "\\p{script=Cyrillic}+", "\\p{sc=Han}+", "\\p{IsHan}+",
            "\\p{InBasic_Latin}+", "\\p{InLatin-1 Supplement}", "\\p{block=Arrows}", "\\p{blk=CJK Unified Ideographs}+",
            "\\p{InMathematicalOperators}", "\\P{IsLatin}", "[\\p{IsCyrillic}\\d]+", "\\p{IsCommon}+", "\\p{InEmoticons}",
            "\\p{IsHiragana}", "\\p{IsArabic}", "\\p{InNoSuch}", "\\p{IsNoSuch}", "\\p{sc=Nope}", "\\p{blk=Nope}", "\\p{IsL}",
            "\\p{IsLu}", "\\p{IsAlphabetic}", "\\p{IsGREEK}+", "\\p{Isgreek}+", "\\p{InGREEK}+", "\\p{IsLatn}+", "\\p{sc=Grek}+",
            "[^\\p{IsLatin}\\s]+", "\\p{InCyrillic}+"};
        String[] ins = {"\u03b1\u03b2\u03b3", "abc", "\u0436\u0437", "\u4e2d\u6587", "\u2192", "\u2211", "\u00e9", "\ud83d\ude00",
            "\u3042", "\u0639", "1,2", "\u04169"};
        for (String p : pats) {
            StringBuilder sb = new StringBuilder(p + ":");
            try {
                Pattern c = Pattern.compile(p);
                for (String s : ins) sb.append(c.matcher(s).matches() ? '1' : '0');
            } catch (PatternSyntaxException e) {
                sb.append(' ').append(e.getDescription());
            }
            System.out.println(sb);
        }
        String mixed = "Hello \u041c\u0438\u0440 \u039a\u03cc\u03c3\u03bc\u03bf\u03c2 \u4e16\u754c world";
        System.out.println(mixed.replaceAll("\\p{IsCyrillic}", "C").replaceAll("\\p{IsGreek}", "G").replaceAll("\\p{IsHan}", "H"));
        Matcher m = Pattern.compile("\\p{IsLatin}+|\\p{IsGreek}+|\\p{IsCyrillic}+").matcher(mixed);
        StringBuilder words = new StringBuilder();
        while (m.find()) words.append(m.start()).append('-').append(m.end()).append(' ');
        System.out.println(words);
        System.out.println(Pattern.compile("(?i)\\p{IsGreek}+").matcher("\u0391\u03b2\u0393").matches() + " "
            + "a\u03b1b".split("\\p{InGreek}").length);
    }
}
