import java.util.*;

public class JoinerJoin {
    public static void main(String[] args) {
        StringJoiner sj = new StringJoiner(", ");
        System.out.println("[" + sj + "] length " + sj.length());
        sj.add("a").add("b").add("c");
        System.out.println(sj + " length " + sj.length());
        StringJoiner br = new StringJoiner(" | ", "{", "}");
        System.out.println(br + " " + br.length());
        br.setEmptyValue("EMPTY");
        System.out.println(br + " " + br.length());
        br.add("x");
        System.out.println(br);
        br.add("").add("z");
        System.out.println(br);
        StringJoiner other = new StringJoiner("-", "<", ">");
        other.add("p").add("q");
        br.merge(other);
        System.out.println(br + " merged length " + br.length());
        StringJoiner emptyMerge = new StringJoiner(",");
        emptyMerge.merge(new StringJoiner("+"));
        System.out.println("[" + emptyMerge + "]");
        StringJoiner nulls = new StringJoiner("/");
        nulls.add(null).add("after-null");
        System.out.println(nulls);
        System.out.println(String.join(", ", "one", "two", "three") + " | " + String.join("", "x", "y") + " | " + String.join("-", new ArrayList<String>()) + " | "
                + String.join("::", Arrays.asList("a", null, "c")));
        Set<String> ts = new TreeSet<String>(Arrays.asList("pear", "apple", "fig"));
        System.out.println(String.join(" < ", ts));
        StringBuilder sb = new StringBuilder();
        List<Integer> nums = Arrays.asList(3, 1, 4, 1, 5, 9, 2, 6);
        StringJoiner nj = new StringJoiner(" + ", "", " = ");
        int sum = 0;
        for (int n : nums) {
            nj.add(String.valueOf(n));
            sum += n;
        }
        sb.append(nj).append(sum);
        System.out.println(sb);
        StringJoiner csv = new StringJoiner("\n");
        for (int r = 0; r < 3; r++) {
            StringJoiner row = new StringJoiner(",");
            for (int c = 0; c < 4; c++) row.add(Integer.toString(r * 4 + c));
            csv.add(row.toString());
        }
        System.out.println(csv);
        System.out.println(String.join(",", args) + " (" + args.length + " args)");
    }
}
