import java.util.*;
import java.util.regex.*;

public class RegexMatcher {
    public static void main(String[] args) {
        Pattern p = Pattern.compile("(\\w+)@(\\w+)\\.(\\w+)");
        Matcher m = p.matcher("contact: alice@example.com, bob@test.org; invalid@nowhere");
        while (m.find()) {
            System.out.println("found '" + m.group() + "' at " + m.start() + "-" + m.end() + " user=" + m.group(1) + " domain=" + m.group(2)
                    + " tld=" + m.group(3) + " groups=" + m.groupCount() + " start(2)=" + m.start(2));
        }
        Pattern date = Pattern.compile("(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})");
        Matcher dm = date.matcher("Dates: 2023-12-25 and 2024-02-29.");
        List<String> found = new ArrayList<String>();
        while (dm.find()) found.add(dm.group("day") + "." + dm.group("month") + "." + dm.group("year"));
        System.out.println(found);
        Matcher full = date.matcher("2020-01-01");
        System.out.println("matches " + full.matches() + " " + full.group(1) + " lookingAt " + date.matcher("2020-01-01xyz").lookingAt() + " matches " + date.matcher("2020-01-01xyz").matches());
        Pattern num = Pattern.compile("-?\\d+");
        Matcher nm = num.matcher("a1b-22c333d-4444");
        int sum = 0;
        int count = 0;
        while (nm.find()) {
            sum += Integer.parseInt(nm.group());
            count++;
        }
        System.out.println("numbers " + count + " sum " + sum);
        nm.reset();
        System.out.println("after reset find " + nm.find() + " " + nm.group());
        nm.reset("x99y");
        System.out.println("reset with input " + nm.find() + " " + nm.group());
        Matcher opt = Pattern.compile("(a)(b)?(c)").matcher("ac");
        System.out.println("optional group " + opt.matches() + " g2=" + opt.group(2) + " start2=" + opt.start(2) + " g3=" + opt.group(3));
        // appendReplacement / appendTail
        Matcher cap = Pattern.compile("\\b([a-z])([a-z]*)").matcher("the quick brown fox");
        StringBuffer sb = new StringBuffer();
        while (cap.find()) cap.appendReplacement(sb, cap.group(1).toUpperCase() + cap.group(2));
        cap.appendTail(sb);
        System.out.println(sb);
        Matcher mr = Pattern.compile("(\\d+)").matcher("a1b22c333");
        System.out.println(mr.replaceAll("<$1>") + " " + mr.replaceFirst("#"));
        // flags
        Pattern ci = Pattern.compile("hello", Pattern.CASE_INSENSITIVE);
        System.out.println(ci.matcher("Say HeLLo").find() + " " + ci.pattern() + " " + ci.flags());
        Pattern ml = Pattern.compile("^\\w+$", Pattern.MULTILINE);
        Matcher mlm = ml.matcher("first\nsecond line\nthird");
        List<String> lines = new ArrayList<String>();
        while (mlm.find()) lines.add(mlm.group());
        System.out.println(lines);
        Pattern dot = Pattern.compile("a.b", Pattern.DOTALL);
        System.out.println(dot.matcher("a\nb").matches() + " " + Pattern.compile("a.b").matcher("a\nb").matches());
        // greedy vs reluctant vs possessive
        String html = "<b>bold</b> and <i>italic</i>";
        Matcher g = Pattern.compile("<.+>").matcher(html);
        Matcher r = Pattern.compile("<.+?>").matcher(html);
        g.find();
        List<String> tags = new ArrayList<String>();
        while (r.find()) tags.add(r.group());
        System.out.println("greedy: " + g.group() + " | reluctant: " + tags);
        System.out.println("possessive: " + Pattern.compile("a*+a").matcher("aaaa").find() + " " + Pattern.compile("a*a").matcher("aaaa").find());
        // lookahead / lookbehind
        Matcher la = Pattern.compile("\\w+(?=!)").matcher("hi! there wow!");
        List<String> las = new ArrayList<String>();
        while (la.find()) las.add(la.group());
        Matcher lb = Pattern.compile("(?<=\\$)\\d+").matcher("cost $45 or $100, not 7");
        List<String> lbs = new ArrayList<String>();
        while (lb.find()) lbs.add(lb.group());
        Matcher nla = Pattern.compile("\\b\\w+\\b(?!,)").matcher("a, b, c d");
        List<String> nlas = new ArrayList<String>();
        while (nla.find()) nlas.add(nla.group());
        System.out.println(las + " " + lbs + " " + nlas);
        // split via Pattern, quote, matches static
        System.out.println(Arrays.toString(Pattern.compile("\\s*,\\s*").split("a , b,c ,d")) + " " + Pattern.matches("[0-9a-f]+", "deadbeef") + " " + Pattern.quote("a.b"));
        System.out.println("a.b".matches(Pattern.quote("a.b")) + " " + "axb".matches(Pattern.quote("a.b")) + " " + Matcher.quoteReplacement("$1\\x"));
        // find(int), region, hitEnd-free usage
        Matcher fi = Pattern.compile("o").matcher("foo boo");
        System.out.println(fi.find(3) + " " + fi.start() + " " + fi.find() + " " + fi.start());
        // alternation and backreference
        Matcher dup = Pattern.compile("\\b(\\w+) \\1\\b").matcher("this is is a test test ok");
        while (dup.find()) System.out.println("duplicate: " + dup.group(1) + " at " + dup.start());
        // word tokenizer
        Matcher tok = Pattern.compile("\\d+\\.\\d+|\\d+|[A-Za-z_]\\w*|==|!=|<=|>=|[-+*/()=<>]").matcher("x1 = 3.14 * (y_2 + 42) >= z != 7");
        List<String> toks = new ArrayList<String>();
        while (tok.find()) toks.add(tok.group());
        System.out.println(toks);
        // counting with a non-trivial pattern on a larger text
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 200; i++) text.append("item").append(i).append(i % 3 == 0 ? "x " : " ");
        Matcher cm = Pattern.compile("item(\\d*[05])x").matcher(text);
        int n = 0;
        StringBuilder firstFew = new StringBuilder();
        while (cm.find()) {
            if (n < 6) firstFew.append(cm.group(1)).append(' ');
            n++;
        }
        System.out.println(n + " matches, first: " + firstFew);
        Matcher empty = Pattern.compile("").matcher("abc");
        int e = 0;
        while (empty.find()) e++;
        System.out.println("empty matches " + e);
        try {
            Matcher bad = Pattern.compile("a").matcher("b");
            bad.find();
            bad.group();
        } catch (IllegalStateException ex) {
            System.out.println("group without match: " + ex.getClass().getSimpleName());
        }
        Matcher unicode = Pattern.compile("[A-Z][a-z]+").matcher("Hello World Foo bar Baz");
        System.out.println(unicode.replaceAll("_"));
    }
}
