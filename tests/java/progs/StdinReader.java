import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.*;

public class StdinReader {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int lineNo = 0;
        int totalWords = 0;
        long numberSum = 0;
        Map<String, Integer> freq = new TreeMap<String, Integer>();
        List<String> longest = new ArrayList<String>();
        int maxLen = -1;
        while ((line = in.readLine()) != null) {
            lineNo++;
            String trimmed = line.trim();
            System.out.println(String.format("%3d|%-40s|%d", lineNo, line.length() > 40 ? line.substring(0, 37) + "..." : line, line.length()));
            if (trimmed.isEmpty()) continue;
            if (trimmed.startsWith("#")) {
                System.out.println("    comment: " + trimmed.substring(1).trim());
                continue;
            }
            for (String tok : trimmed.split("\\s+")) {
                totalWords++;
                try {
                    numberSum += Long.parseLong(tok);
                } catch (NumberFormatException e) {
                    String w = tok.toLowerCase().replaceAll("[^a-z]", "");
                    if (!w.isEmpty()) {
                        Integer c = freq.get(w);
                        freq.put(w, c == null ? 1 : c + 1);
                        if (w.length() > maxLen) {
                            maxLen = w.length();
                            longest.clear();
                        }
                        if (w.length() == maxLen && !longest.contains(w)) longest.add(w);
                    }
                }
            }
        }
        System.out.println("lines " + lineNo + " words " + totalWords + " number sum " + numberSum);
        System.out.println("frequencies " + freq);
        System.out.println("longest " + longest + " (" + maxLen + ")");
        System.out.println("read after EOF: " + in.readLine() + " " + System.in.read());
    }
}
