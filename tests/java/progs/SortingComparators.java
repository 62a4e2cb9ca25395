import java.util.*;

public class SortingComparators {
    static class Employee {
        final String name;
        final String dept;
        final int salary;
        final Integer age;  // may be null
        Employee(String n, String d, int s, Integer a) { name = n; dept = d; salary = s; age = a; }
        String getName() { return name; }
        String getDept() { return dept; }
        int getSalary() { return salary; }
        Integer getAge() { return age; }
        @Override public String toString() { return name + "/" + dept + "/" + salary + "/" + age; }
    }

    public static void main(String[] args) {
        List<Employee> staff = new ArrayList<Employee>();
        staff.add(new Employee("Zed", "eng", 120, 40));
        staff.add(new Employee("amy", "ops", 90, 29));
        staff.add(new Employee("Bob", "eng", 120, null));
        staff.add(new Employee("carl", "sales", 70, 51));
        staff.add(new Employee("Dana", "ops", 95, 33));
        staff.add(new Employee("eve", "eng", 150, 29));
        staff.add(new Employee("Finn", "sales", 70, 45));
        List<Employee> l = new ArrayList<Employee>(staff);
        Collections.sort(l, Comparator.comparing(Employee::getName));
        System.out.println("by name: " + l);
        l.sort(Comparator.comparing(Employee::getName, String.CASE_INSENSITIVE_ORDER));
        System.out.println("by name ci: " + l);
        l.sort(Comparator.comparingInt(Employee::getSalary).reversed());
        System.out.println("by salary desc (stable): " + l);
        l.sort(Comparator.comparing(Employee::getDept).thenComparing(Employee::getSalary, Comparator.reverseOrder()).thenComparing(Employee::getName));
        System.out.println("by dept, salary desc, name: " + l);
        l.sort(Comparator.comparing(Employee::getAge, Comparator.nullsFirst(Comparator.<Integer>naturalOrder())));
        System.out.println("by age nulls first: " + l);
        l.sort(Comparator.comparing(Employee::getAge, Comparator.nullsLast(Comparator.<Integer>reverseOrder())));
        System.out.println("by age desc nulls last: " + l);
        l.sort(Comparator.comparingInt(Employee::getSalary).thenComparingInt(e -> e.name.length()).thenComparing(Comparator.comparing(Employee::getName).reversed()));
        System.out.println("salary, name length, name desc: " + l);
        // Collections.sort natural, reverse, custom anonymous comparator
        List<String> words = new ArrayList<String>(Arrays.asList("banana", "Apple", "cherry", "apple", "Banana", "date", "", "Cherry"));
        Collections.sort(words);
        System.out.println(words);
        Collections.sort(words, Collections.reverseOrder());
        System.out.println(words);
        Collections.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println(words);
        Collections.sort(words, Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
        System.out.println(words);
        words.sort(null);
        System.out.println(words);
        words.sort(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()));
        System.out.println(words);
        // sorting stability on large data: sort by key, check stability via index
        Random r = new Random(11);
        List<int[]> pairs = new ArrayList<int[]>();
        for (int i = 0; i < 500; i++) pairs.add(new int[] {r.nextInt(10), i});
        pairs.sort(new Comparator<int[]>() {
            public int compare(int[] a, int[] b) { return Integer.compare(a[0], b[0]); }
        });
        boolean stable = true;
        for (int i = 1; i < pairs.size(); i++) {
            if (pairs.get(i)[0] == pairs.get(i - 1)[0] && pairs.get(i)[1] < pairs.get(i - 1)[1]) stable = false;
        }
        System.out.println("stable " + stable + " first " + Arrays.toString(pairs.get(0)) + " last " + Arrays.toString(pairs.get(499)));
        Integer[] boxed = new Integer[30];
        for (int i = 0; i < boxed.length; i++) boxed[i] = r.nextInt(100) - 50;
        Arrays.sort(boxed, Comparator.comparing(Math::abs));
        System.out.println(Arrays.toString(boxed));
        Arrays.sort(boxed, 5, 15, Collections.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        Comparator<String> cmp = Comparator.comparing(String::length);
        System.out.println(cmp.compare("aa", "b") + " " + cmp.reversed().compare("aa", "b") + " " + Comparator.<String>naturalOrder().compare("a", "b")
                + " " + Comparator.<String>reverseOrder().compare("a", "b") + " " + Collections.<Integer>reverseOrder().compare(1, 2));
        List<Double> ds = new ArrayList<Double>(Arrays.asList(3.0, -0.0, 0.0, Double.NaN, -1e9, Double.POSITIVE_INFINITY, 2.5));
        Collections.sort(ds);
        System.out.println(ds);
        System.out.println("min " + Collections.min(staff, Comparator.comparing(Employee::getName)) + " max " + Collections.max(staff, Comparator.comparingInt(Employee::getSalary)));
    }
}
