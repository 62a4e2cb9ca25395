// release: 17
import java.util.*;
import java.util.function.*;

public class VarKeyword {
    public static void main(String[] args) {
        var i = 10;
        var l = 10L;
        var d = 1.5;
        var f = 2.5f;
        var c = 'x';
        var b = true;
        var s = "text";
        var list = new ArrayList<String>();
        var map = new TreeMap<String, List<Integer>>();
        var arr = new int[] {3, 1, 2};
        System.out.println(i + l + " " + (d + f) + " " + (char) (c + 1) + " " + !b + " " + s.length());
        list.add("one");
        list.add("two");
        for (var item : list) {
            map.computeIfAbsent(item, k -> new ArrayList<>()).add(item.length());
        }
        for (var e : map.entrySet()) {
            var key = e.getKey();
            var vals = e.getValue();
            System.out.println(key + " -> " + vals);
        }
        Arrays.sort(arr);
        for (var k = 0; k < arr.length; k++) System.out.print(arr[k] + " ");
        System.out.println();
        var anon = new Object() {
            int counter = 0;
            int bump() { return ++counter; }
        };
        anon.bump();
        anon.bump();
        System.out.println("anon counter " + anon.counter);
        BiFunction<Integer, Integer, Integer> add = (var x, var y) -> x + y;
        System.out.println(add.apply(3, 4));
        var sum = 0L;
        for (var n = 1; n <= 100; n++) sum += n;
        System.out.println("sum " + sum);
        var nested = List.of(List.of(1, 2), List.of(3), List.<Integer>of());
        var total = 0;
        for (var inner : nested) for (var v : inner) total += v;
        System.out.println("nested " + nested + " total " + total);
        var sb = new StringBuilder();
        var it = list.listIterator();
        while (it.hasNext()) {
            var idx = it.nextIndex();
            sb.append(idx).append('=').append(it.next()).append(' ');
        }
        System.out.println(sb.toString().strip());
        var text = "  padded  ";
        System.out.println("[" + text.strip() + "][" + text.stripLeading() + "][" + text.stripTrailing() + "] blank=" + "   ".isBlank() + " " + "ab".repeat(3));
        var opt = Optional.of("v");
        System.out.println(opt.isEmpty() + " " + Optional.empty().isEmpty() + " " + opt.orElseThrow());
    }
}
