// release: 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Text statistics with streams: word frequencies, longest words, letter histogram, sentence lengths. */
public class StreamWordFrequency {
    static final String TEXT = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, "
        + "it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, "
        + "it was the spring of hope, it was the winter of despair. We had everything before us, we had nothing before us. "
        + "We were all going direct to Heaven, we were all going direct the other way!";

    public static void main(String[] args) {
        List<String> words = Arrays.stream(TEXT.toLowerCase().split("[^a-z]+")).filter(w -> !w.isEmpty()).collect(Collectors.toList());
        System.out.println(words.size() + " words, " + words.stream().distinct().count() + " distinct");
        Map<String, Long> freq = words.stream().collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        List<Map.Entry<String, Long>> top = freq.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(8).collect(Collectors.toList());
        for (Map.Entry<String, Long> e : top) System.out.println(String.format("%-8s %3d %s", e.getKey(), e.getValue(), "*".repeat(e.getValue().intValue())));
        System.out.println(words.stream().filter(w -> w.length() == words.stream().mapToInt(String::length).max().getAsInt()).distinct().collect(Collectors.toList()));
        TreeMap<Integer, List<String>> byLength = words.stream().distinct().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        byLength.forEach((k, v) -> System.out.println(k + " -> " + v));
        Map<Character, Long> letters = TEXT.toLowerCase().chars().filter(Character::isLetter).mapToObj(c -> (char) c)
            .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println(letters);
        String vowels = TEXT.chars().filter(c -> "aeiouAEIOU".indexOf(c) >= 0).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining());
        System.out.println(vowels.length() + " " + vowels.substring(0, 20));
        List<Integer> sentenceLengths = Arrays.stream(TEXT.split("[.!?]")).map(String::trim).filter(s -> !s.isEmpty())
            .map(s -> s.split("\\s+").length).collect(Collectors.toList());
        System.out.println(sentenceLengths + " avg " + sentenceLengths.stream().mapToInt(Integer::intValue).average().getAsDouble());
        System.out.println(words.stream().map(w -> w.substring(0, 1).toUpperCase() + w.substring(1)).distinct().sorted(Comparator.reverseOrder()).limit(5).collect(Collectors.joining(" ")));
        IntSummaryStatistics st = words.stream().mapToInt(String::length).summaryStatistics();
        System.out.println(st.getMin() + " " + st.getMax() + " " + st.getSum() + " " + st.getAverage());
    }
}
