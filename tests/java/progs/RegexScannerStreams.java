// release: 17
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** Java 9+ stream sources: Matcher.results, Scanner.tokens, Pattern.splitAsStream/asPredicate, String.lines, BufferedReader.lines, groupingByConcurrent. */
public class RegexScannerStreams {
    public static void main(String[] args) throws Exception {
        String log = "2026-11-26 ERROR disk full; 2026-11-25 WARN slow; 2026-11-26 ERROR net down; 2026-11-24 INFO ok";
        Matcher m = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2}) (ERROR|WARN|INFO) ([a-z ]+)").matcher(log);
        List<String> errors = m.results().filter(r -> r.group(4).equals("ERROR")).map(r -> r.group(3) + ":" + r.group(5).trim() + "@" + r.start()).collect(Collectors.toList());
        System.out.println(errors);
        System.out.println(Pattern.compile("\\d+").matcher("a1b22c333d").results().map(MatchResult::group).mapToInt(Integer::parseInt).sum());
        Matcher partial = Pattern.compile("[a-z]+").matcher("one two three four");
        partial.find();
        System.out.println(partial.group() + " then " + partial.results().map(MatchResult::group).collect(Collectors.joining(",")));
        Scanner sc = new Scanner("alpha 12 beta 7\ngamma 3");
        System.out.println(sc.tokens().map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(Pattern.compile("\\s*,\\s*").splitAsStream("a , b,c ,  d").collect(Collectors.toList()));
        System.out.println(Stream.of("apple", "b4n4n4", "cherry", "d8").filter(Pattern.compile("\\d").asPredicate()).collect(Collectors.toList()));
        System.out.println(Stream.of("apple", "b4n4n4", "12").filter(Pattern.compile("\\d+").asMatchPredicate()).collect(Collectors.toList()));
        System.out.println("l1\nl2\r\n\nl4".lines().map(l -> "[" + l + "]").collect(Collectors.joining()));
        java.io.BufferedReader br = new java.io.BufferedReader(new java.io.StringReader("x=1\ny=2\nz=3\n"));
        TreeMap<String, Integer> kv = br.lines().map(l -> l.split("=")).collect(Collectors.toMap(a -> a[0], a -> Integer.parseInt(a[1]), Integer::sum, TreeMap::new));
        System.out.println(kv);
        var conc = Stream.of("aa", "b", "cc", "d").collect(Collectors.groupingByConcurrent(String::length));
        System.out.println(new TreeMap<>(conc));
        var cm = Stream.of("aa", "b", "cc").collect(Collectors.toConcurrentMap(s -> s.charAt(0), String::length, Integer::sum));
        System.out.println(new TreeMap<>(cm));
        int[] squares = new int[6];
        Arrays.setAll(squares, i -> i * i);
        Arrays.parallelPrefix(squares, Integer::sum);
        System.out.println(Arrays.toString(squares));
    }
}
