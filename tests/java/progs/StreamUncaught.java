import java.util.*;
import java.util.stream.*;

/** An exception thrown inside a stream lambda escapes main: stderr shows the user frames of the trace. */
public class StreamUncaught {
    static int parse(String s) {
        return Integer.parseInt(s.trim());
    }

    public static void main(String[] args) {
        List<String> in = Arrays.asList("1", " 2", "3 ", "four", "5");
        int sum = in.stream().limit(3).mapToInt(StreamUncaught::parse).sum();
        System.out.println("sum of first three = " + sum);
        List<Integer> out = in.stream().map(StreamUncaught::parse).collect(Collectors.toList());
        System.out.println("unreachable " + out);
    }
}
