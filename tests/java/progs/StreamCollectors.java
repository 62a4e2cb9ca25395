import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Collectors: toList/toSet/toMap/joining/groupingBy/partitioningBy/counting/summing/averaging/mapping/reducing/... */
public class StreamCollectors {
    static final class Person {
        final String name;
        final String city;
        final int age;
        final double salary;

        Person(String name, String city, int age, double salary) {
            this.name = name;
            this.city = city;
            this.age = age;
            this.salary = salary;
        }

        String name() { return name; }
        String city() { return city; }
        int age() { return age; }
        double salary() { return salary; }

        public String toString() { return name; }
    }

    public static void main(String[] args) {
        List<Person> people = Arrays.asList(
            new Person("Ann", "Oslo", 31, 5200.5), new Person("Bob", "Rome", 45, 6100.25), new Person("Cid", "Oslo", 23, 3100.0),
            new Person("Dee", "Lima", 38, 4800.75), new Person("Eve", "Rome", 29, 5500.0), new Person("Fay", "Oslo", 52, 7300.1),
            new Person("Gus", "Lima", 41, 3900.9), new Person("Hal", "Kiev", 35, 4100.0));
        System.out.println(people.stream().map(Person::name).collect(Collectors.toList()));
        System.out.println(people.stream().map(Person::city).collect(Collectors.toSet()));
        Object o1 = people.stream().map(Person::city).collect(Collectors.toCollection(TreeSet::new));
        System.out.println(o1);
        System.out.println(people.stream().collect(Collectors.toMap(Person::name, Person::age)));
        System.out.println(people.stream().collect(Collectors.toMap(Person::city, Person::age, Integer::sum)));
        Object o2 = people.stream().collect(Collectors.toMap(Person::city, Person::name, (a, b) -> a + "+" + b, TreeMap::new));
        System.out.println(o2);
        try {
            people.stream().collect(Collectors.toMap(Person::city, Person::name));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(people.stream().map(Person::name).collect(Collectors.joining()));
        System.out.println(people.stream().map(Person::name).collect(Collectors.joining(", ")));
        System.out.println(people.stream().map(Person::name).collect(Collectors.joining("|", "<", ">")));
        System.out.println(Stream.<String>empty().collect(Collectors.joining(",", "{", "}")));
        System.out.println(people.stream().collect(Collectors.groupingBy(Person::city)));
        System.out.println(people.stream().collect(Collectors.groupingBy(Person::city, Collectors.counting())));
        Object o3 = people.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.mapping(Person::name, Collectors.joining("/"))));
        System.out.println(o3);
        Object o4 = people.stream().collect(Collectors.groupingBy(p -> p.age / 10 * 10, TreeMap::new, Collectors.averagingInt(Person::age)));
        System.out.println(o4);
        Object o5 = people.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.summingDouble(Person::salary)));
        System.out.println(o5);
        Object o6 = people.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.maxBy(Comparator.comparingInt(Person::age))));
        System.out.println(o6);
        System.out.println(people.stream().collect(Collectors.partitioningBy(p -> p.age >= 35)));
        System.out.println(people.stream().collect(Collectors.partitioningBy(p -> p.salary > 5000, Collectors.counting())));
        System.out.println(people.stream().collect(Collectors.counting()) + " " + people.stream().collect(Collectors.summingInt(Person::age))
            + " " + people.stream().collect(Collectors.summingLong(Person::age)) + " " + people.stream().collect(Collectors.averagingInt(Person::age))
            + " " + people.stream().collect(Collectors.averagingDouble(Person::salary)) + " " + people.stream().collect(Collectors.averagingLong(Person::age)));
        IntSummaryStatistics st = people.stream().collect(Collectors.summarizingInt(Person::age));
        System.out.println(st);
        System.out.println(people.stream().collect(Collectors.summarizingDouble(Person::salary)));
        System.out.println(people.stream().collect(Collectors.summarizingLong(Person::age)).getMax());
        System.out.println(people.stream().map(Person::age).collect(Collectors.reducing(0, Integer::sum)) + " "
            + people.stream().map(Person::age).collect(Collectors.reducing(Integer::max)).get() + " "
            + people.stream().collect(Collectors.reducing(0, Person::age, Integer::sum)));
        System.out.println(people.stream().collect(Collectors.minBy(Comparator.comparingDouble(Person::salary))).get());
        System.out.println(people.stream().map(Person::name).collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList)).size());
        Map<String, Map<Boolean, List<String>>> nested = people.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new,
            Collectors.partitioningBy(p -> p.age > 30, Collectors.mapping(Person::name, Collectors.toList()))));
        System.out.println(nested);
        ArrayList<String> viaCollect = people.stream().map(Person::name).collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println(viaCollect);
        StringBuilder sb = Stream.of("a", "b", "c").collect(StringBuilder::new, StringBuilder::append, StringBuilder::append);
        System.out.println(sb);
        Collector<String, ?, TreeSet<String>> custom = Collector.of(TreeSet::new, TreeSet::add, (a, b) -> { a.addAll(b); return a; });
        System.out.println(Stream.of("z", "a", "m").collect(custom));
        Collector<Integer, int[], Integer> sumSq = Collector.of(() -> new int[1], (a, x) -> a[0] += x * x, (a, b) -> { a[0] += b[0]; return a; }, a -> a[0]);
        System.out.println(Stream.of(1, 2, 3).collect(sumSq));
        Map<Boolean, Long> parts = IntStream.rangeClosed(1, 10).boxed().collect(Collectors.partitioningBy(x -> x % 3 == 0, Collectors.counting()));
        System.out.println(parts.get(true) + " " + parts.get(false) + " " + parts.keySet());
        Map<Integer, List<String>> byLen = Stream.of("aa", "b", "cc", "ddd", "e").collect(Collectors.groupingBy(String::length));
        System.out.println(byLen);
        Map<Character, Integer> firstCharSum = Stream.of("apple", "avocado", "banana", "blueberry", "cherry")
            .collect(Collectors.groupingBy(s -> s.charAt(0), Collectors.summingInt(String::length)));
        System.out.println(firstCharSum);
    }
}
