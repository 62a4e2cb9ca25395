// release: 17
import java.util.*;

public class CollectionFactories {
    static <T extends Comparable<T>> List<T> sorted(Collection<T> c) {
        List<T> l = new ArrayList<>(c);
        Collections.sort(l);
        return l;
    }

    public static void main(String[] args) {
        List<Integer> l0 = List.of();
        List<String> l1 = List.of("a");
        List<String> l2 = List.of("a", "b");
        List<Integer> l12 = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        List<String> fromArray = List.of(new String[] {"x", "y", "z"});
        System.out.println(l0 + " " + l1 + " " + l2 + " " + l12 + " " + fromArray);
        System.out.println(l12.get(11) + " " + l12.indexOf(5) + " " + l12.contains(13) + " " + l12.subList(2, 5) + " " + l2.equals(Arrays.asList("a", "b")) + " " + l2.hashCode());
        for (String op : new String[] {"add", "set", "remove", "clear", "sort"}) {
            try {
                switch (op) {
                    case "add" -> l2.add("c");
                    case "set" -> l2.set(0, "z");
                    case "remove" -> l2.remove(0);
                    case "clear" -> l2.clear();
                    case "sort" -> l2.sort(null);
                }
                System.out.println(op + " allowed?!");
            } catch (UnsupportedOperationException e) {
                System.out.println("List.of " + op + ": UOE");
            }
        }
        try {
            List.of("a", null);
        } catch (NullPointerException e) {
            System.out.println("List.of null: NPE");
        }
        try {
            List.of(1).contains(null);
            System.out.println("contains(null) returned");
        } catch (NullPointerException e) {
            System.out.println("List.of contains(null): NPE");
        }
        Set<String> s = Set.of("delta", "alpha", "charlie", "bravo");
        System.out.println("Set.of sorted " + sorted(s) + " size " + s.size() + " contains " + s.contains("alpha") + " " + s.contains("zulu"));
        try {
            Set.of("a", "a");
        } catch (IllegalArgumentException e) {
            System.out.println("Set.of duplicate: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println("Map.of sorted " + new TreeMap<>(m) + " get " + m.get("two") + " " + m.get("four") + " " + m.getOrDefault("four", 4) + " size " + m.size());
        Map<Integer, String> me = Map.ofEntries(Map.entry(3, "c"), Map.entry(1, "a"), Map.entry(2, "b"));
        System.out.println(new TreeMap<>(me) + " " + Map.entry("k", "v") + " " + Map.entry("k", 1).getValue());
        try {
            Map.of("k", 1, "k", 2);
        } catch (IllegalArgumentException e) {
            System.out.println("Map.of duplicate: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            m.put("four", 4);
        } catch (UnsupportedOperationException e) {
            System.out.println("Map.of put: UOE");
        }
        List<String> copy = List.copyOf(new ArrayList<>(List.of("q", "r")));
        Set<Integer> scopy = Set.copyOf(List.of(3, 1, 3, 2));
        Map<String, Integer> mcopy = Map.copyOf(new HashMap<>(Map.of("x", 1)));
        System.out.println(copy + " " + sorted(scopy) + " " + mcopy);
        int sum = 0;
        for (int v : m.values()) sum += v;
        for (int v : Set.of(10, 20, 30)) sum += v;
        System.out.println("sum " + sum);
        System.out.println(Set.of(1, 2).equals(Set.of(2, 1)) + " " + Map.of("a", 1).equals(Map.of("a", 1)) + " " + Set.of("x", "y").hashCode() + " " + Map.of("a", 1, "b", 2).hashCode());
        Optional<String> first = Optional.of("v");
        first.ifPresentOrElse(v -> System.out.println("present " + v), () -> System.out.println("absent"));
        Optional.empty().ifPresentOrElse(v -> System.out.println("present " + v), () -> System.out.println("absent"));
        System.out.println(Optional.empty().or(() -> Optional.of("alt")).get() + " " + Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNullElseGet(null, () -> "get"));
        System.out.println(Objects.checkIndex(2, 5) + " " + Math.floorMod(-7L, 3) + " " + Character.toString(97) + " " + Integer.parseInt("+ff", 0, 3, 16) + " " + "ab".repeat(2));
    }
}
