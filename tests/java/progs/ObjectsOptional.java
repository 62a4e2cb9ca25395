import java.util.*;

public class ObjectsOptional {
    static class Item {
        final String name;
        final int qty;
        Item(String n, int q) { name = n; qty = q; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Item)) return false;
            Item i = (Item) o;
            return qty == i.qty && Objects.equals(name, i.name);
        }
        @Override public int hashCode() { return Objects.hash(name, qty); }
        @Override public String toString() { return "Item(" + name + "," + qty + ")"; }
    }

    static Optional<Item> find(List<Item> items, String name) {
        for (Item i : items) if (i.name.equals(name)) return Optional.of(i);
        return Optional.empty();
    }

    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals(null, "a") + " " + Objects.equals("a", "a")
                + " " + Objects.deepEquals(new int[] {1}, new int[] {1}) + " " + Objects.equals(new int[] {1}, new int[] {1}));
        System.out.println(Objects.hashCode(null) + " " + Objects.hashCode("abc") + " " + Objects.hash() + " " + Objects.hash((Object) null) + " " + Objects.hash(1, "a", null, 2.5)
                + " " + Objects.hash("x") + " " + Objects.hash(new Object[] {1, 2}));
        System.out.println(Objects.toString(null) + " " + Objects.toString(null, "default") + " " + Objects.toString(42, "default") + " " + Objects.isNull(null) + " " + Objects.nonNull(null));
        System.out.println(Objects.compare("a", "b", Comparator.<String>naturalOrder()) + " " + Objects.compare(null, null, Comparator.<String>naturalOrder()));
        System.out.println(Objects.requireNonNull("ok") + " " + Objects.requireNonNull("ok", "msg"));
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: NPE message=" + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "supplied message");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull supplier: " + e.getMessage());
        }
        Item a = new Item("bolt", 3), b = new Item("bolt", 3), c = new Item(null, 3);
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode() + " " + c.hashCode() + " " + c.equals(new Item(null, 3)));
        List<Item> items = Arrays.asList(new Item("nut", 10), new Item("bolt", 3), new Item("gear", 0));
        Optional<Item> nut = find(items, "nut");
        Optional<Item> none = find(items, "spring");
        System.out.println(nut + " " + none + " " + nut.isPresent() + " " + none.isPresent() + " " + nut.get());
        System.out.println(nut.map(i -> i.qty).orElse(-1) + " " + none.map(i -> i.qty).orElse(-1) + " " + none.map(i -> i.name).orElseGet(() -> "computed"));
        System.out.println(nut.filter(i -> i.qty > 5).isPresent() + " " + nut.filter(i -> i.qty > 50).isPresent());
        System.out.println(nut.flatMap(i -> find(items, "gear")).map(i -> i.name).orElse("?") + " " + none.flatMap(i -> find(items, "gear")).isPresent());
        nut.ifPresent(i -> System.out.println("ifPresent " + i));
        none.ifPresent(i -> System.out.println("should not print"));
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom missing"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null): NPE");
        }
        Optional<String> on = Optional.ofNullable(null);
        Optional<String> os = Optional.ofNullable("s");
        System.out.println(on + " " + os + " " + on.equals(Optional.empty()) + " " + os.equals(Optional.of("s")) + " " + os.hashCode() + " " + on.hashCode());
        OptionalInt oi = OptionalInt.of(5);
        OptionalDouble od = OptionalDouble.empty();
        OptionalLong ol = OptionalLong.of(7L);
        System.out.println(oi + " " + oi.getAsInt() + " " + od + " " + od.orElse(1.5) + " " + ol.isPresent() + " " + ol.getAsLong() + " " + OptionalInt.empty().orElse(-1));
        System.out.println(Optional.of("chain").map(String::toUpperCase).filter(s -> s.startsWith("C")).map(s -> s + "!").orElse("none"));
    }
}
