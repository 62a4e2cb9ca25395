// release: 17
import java.io.*;
import java.util.*;
import java.util.stream.*;

/**
 * Stream.toList() is java's immutable list that allows nulls: get out of range throws
 * ArrayIndexOutOfBoundsException, indexOf(null) and contains(null) answer, List.copyOf of it
 * throws for a null, and it serializes as java's compact form (tag IMM_LIST_NULLS).
 */
public class StreamToListImmutable {
    static void t(String name, java.util.concurrent.Callable<Object> r) {
        try {
            System.out.println(name + " = " + r.call());
        } catch (Exception e) {
            // class only: HotSpot drops the message of an exception thrown often in compiled code
            System.out.println(name + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        List<String> l = Stream.of("a", null, "c").toList();
        List<String> e = Stream.<String>empty().toList();
        List<Integer> one = Stream.of(7).toList();
        t("toString", () -> l + " " + e + " " + one + " " + l.size());
        t("get oob", () -> l.get(3));
        t("get neg", () -> one.get(-1));
        t("empty get", () -> e.get(0));
        t("indexOf null", () -> l.indexOf(null) + " " + l.lastIndexOf(null) + " " + l.contains(null) + " " + l.indexOf("c") + " " + l.contains("z")
            + " " + one.indexOf(null) + " " + e.contains(null));
        t("hashCode", () -> l.hashCode() + " " + e.hashCode() + " " + one.hashCode());
        t("equals", () -> l.equals(Arrays.asList("a", null, "c")) + " " + Arrays.asList("a", null, "c").equals(l) + " " + l.equals(new ArrayList<>(l))
            + " " + one.equals(List.of(7)) + " " + List.of(7).equals(one) + " " + e.equals(List.of()));
        t("add", () -> l.add("x"));
        t("set", () -> l.set(0, "x"));
        t("sort", () -> {
            l.sort(null);
            return "sorted";
        });
        t("clear", () -> {
            e.clear();
            return "cleared";
        });
        t("subList", () -> l.subList(1, 3) + " " + l.subList(1, 3).get(0) + " " + l.subList(0, 3).indexOf(null) + " " + l.subList(1, 2).lastIndexOf(null));
        t("subList oob", () -> l.subList(0, 2).get(2));
        t("iterator remove", () -> {
            Iterator<String> it = l.iterator();
            it.next();
            it.remove();
            return "removed";
        });
        t("listIterator", () -> {
            ListIterator<String> it = l.listIterator(3);
            return it.previous() + it.previousIndex();
        });
        t("listIterator bad", () -> l.listIterator(4));
        t("toArray", () -> Arrays.toString(l.toArray()) + " " + l.toArray(new String[0]).length);
        t("copyOf nulls", () -> List.copyOf(l));
        t("copyOf", () -> List.copyOf(one) + " " + (List.copyOf(one) == (Object) one));
        t("same empty", () -> e == (Object) Stream.empty().toList());
        t("serial", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (ObjectOutputStream oo = new ObjectOutputStream(bo)) {
                oo.writeObject(l);
                oo.writeObject(e);
                oo.writeObject(one);
            }
            ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));
            List<?> back = (List<?>) in.readObject();
            List<?> backEmpty = (List<?>) in.readObject();
            List<?> backOne = (List<?>) in.readObject();
            return back + " " + back.equals(l) + " " + back.indexOf(null) + " " + backEmpty + backOne + " " + bo.size();
        });
        t("collect toList", () -> {
            List<String> c = Stream.of("x").collect(Collectors.toList());
            c.add("y");
            return c;
        });
    }
}
