import java.util.*;

/** String processing: word frequencies with TreeMap, anagram classes, n-grams, palindromes, caesar, run-length encoding. */
public class WordStats {
    static final String TEXT =
        "Listen, silent night: the enlist of stone and notes. A tone, an onset, the seton of tones. "
        + "Evil lives in a vile veil, said Levi. Dusty study, night thing; the cat acts and the dog is a god. "
        + "Madam Anna saw a racecar at noon; level heads refer to civic rotors. Stressed desserts were drawn reward. "
        + "It was the best of times and the worst of times; the times they are a-changing, the times are tough.";

    static List<String> tokenize(String text) {
        List<String> out = new ArrayList<String>();
        for (String w : text.toLowerCase().split("[^a-z-]+")) if (!w.isEmpty()) out.add(w);
        return out;
    }

    static String sortedLetters(String w) {
        char[] c = w.replace("-", "").toCharArray();
        Arrays.sort(c);
        return new String(c);
    }

    static boolean isPalindrome(String s) {
        int i = 0, j = s.length() - 1;
        while (i < j) if (s.charAt(i++) != s.charAt(j--)) return false;
        return true;
    }

    static String caesar(String s, int shift) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) sb.append((char) ('A' + ((c - 'A' + shift) % 26 + 26) % 26));
            else if (Character.isLowerCase(c)) sb.append((char) ('a' + ((c - 'a' + shift) % 26 + 26) % 26));
            else sb.append(c);
        }
        return sb.toString();
    }

    static String rle(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            sb.append(j - i).append(s.charAt(i));
            i = j;
        }
        return sb.toString();
    }

    static String unrle(String s) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) n = n * 10 + (c - '0');
            else {
                for (int k = 0; k < n; k++) sb.append(c);
                n = 0;
            }
        }
        return sb.toString();
    }

    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
        return d[a.length()][b.length()];
    }

    static String longestCommonSubstring(String a, String b) {
        int best = 0, end = 0;
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                if (a.charAt(i - 1) == b.charAt(j - 1)) {
                    dp[i][j] = dp[i - 1][j - 1] + 1;
                    if (dp[i][j] > best) { best = dp[i][j]; end = i; }
                }
        return a.substring(end - best, end);
    }

    public static void main(String[] args) {
        List<String> words = tokenize(TEXT);
        System.out.println("tokens: " + words.size());
        TreeMap<String, Integer> freq = new TreeMap<String, Integer>();
        for (String w : words) {
            Integer c = freq.get(w);
            freq.put(w, c == null ? 1 : c + 1);
        }
        System.out.println("distinct: " + freq.size());
        System.out.println("first 10: " + new ArrayList<String>(freq.keySet()).subList(0, 10));
        System.out.println("range [m, p): " + freq.subMap("m", "p"));
        List<Map.Entry<String, Integer>> entries = new ArrayList<Map.Entry<String, Integer>>(freq.entrySet());
        Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
            public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                int c = b.getValue().compareTo(a.getValue());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        System.out.println("top 8: " + entries.subList(0, 8));
        TreeMap<Integer, TreeSet<String>> byLength = new TreeMap<Integer, TreeSet<String>>(Collections.reverseOrder());
        for (String w : freq.keySet()) {
            if (!byLength.containsKey(w.length())) byLength.put(w.length(), new TreeSet<String>());
            byLength.get(w.length()).add(w);
        }
        System.out.println("longest words: " + byLength.firstEntry() + " shortest: " + byLength.lastEntry());
        Map<String, TreeSet<String>> anagrams = new TreeMap<String, TreeSet<String>>();
        for (String w : freq.keySet()) {
            String key = sortedLetters(w);
            if (!anagrams.containsKey(key)) anagrams.put(key, new TreeSet<String>());
            anagrams.get(key).add(w);
        }
        System.out.println("anagram classes:");
        for (Map.Entry<String, TreeSet<String>> e : anagrams.entrySet()) if (e.getValue().size() > 1) System.out.println("  " + e.getKey() + " -> " + e.getValue());
        TreeSet<String> pals = new TreeSet<String>();
        for (String w : freq.keySet()) if (w.length() > 2 && isPalindrome(w)) pals.add(w);
        System.out.println("palindromes: " + pals);
        Map<String, Integer> bigrams = new TreeMap<String, Integer>();
        for (int i = 0; i + 1 < words.size(); i++) {
            String bg = words.get(i) + " " + words.get(i + 1);
            Integer c = bigrams.get(bg);
            bigrams.put(bg, c == null ? 1 : c + 1);
        }
        StringBuilder rep = new StringBuilder();
        for (Map.Entry<String, Integer> e : bigrams.entrySet()) if (e.getValue() > 1) rep.append(e.getKey()).append('=').append(e.getValue()).append("; ");
        System.out.println("repeated bigrams: " + rep);
        int[] letters = new int[26];
        for (char c : TEXT.toLowerCase().toCharArray()) if (c >= 'a' && c <= 'z') letters[c - 'a']++;
        StringBuilder lf = new StringBuilder();
        for (int i = 0; i < 26; i++) if (letters[i] > 0) lf.append((char) ('a' + i)).append(letters[i]).append(' ');
        System.out.println("letters: " + lf);
        String secret = caesar("The Quick Brown Fox Jumps Over The Lazy Dog!", 13);
        System.out.println(secret + " | " + caesar(secret, -13) + " | " + caesar("xyz ABC", 3) + " | " + caesar("abc", -29));
        String[] rleTests = {"aaabccddddde", "abc", "", "zzzzzzzzzzzz", "aabbaabb"};
        for (String t : rleTests) System.out.println("rle(" + t + ") = " + rle(t) + " -> " + unrle(rle(t)) + " " + unrle(rle(t)).equals(t));
        String[][] pairs = {{"kitten", "sitting"}, {"flaw", "lawn"}, {"stressed", "desserts"}, {"", "abc"}, {"same", "same"}};
        for (String[] p : pairs) System.out.println("edit(" + p[0] + ", " + p[1] + ") = " + editDistance(p[0], p[1]) + ", lcs = '" + longestCommonSubstring(p[0], p[1]) + "'");
        StringBuilder acronym = new StringBuilder();
        for (String w : "portable network graphics and joint photographic experts group".split(" ")) if (w.length() > 3) acronym.append(Character.toUpperCase(w.charAt(0)));
        System.out.println("acronym " + acronym + ", reversed words: " + reverseWords("one two three four"));
    }

    static String reverseWords(String s) {
        String[] parts = s.split(" ");
        StringBuilder sb = new StringBuilder();
        for (int i = parts.length - 1; i >= 0; i--) sb.append(parts[i]).append(i > 0 ? " " : "");
        return sb.toString();
    }
}
