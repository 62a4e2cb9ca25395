import java.util.*;

public class EnumMapSet {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Perm { READ, WRITE, EXECUTE, DELETE, ADMIN }

    public static void main(String[] args) {
        EnumMap<Day, Integer> hours = new EnumMap<Day, Integer>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, 7);
        hours.put(Day.SUN, 0);
        System.out.println(hours + " size " + hours.size());
        System.out.println(hours.get(Day.MON) + " " + hours.get(Day.TUE) + " " + hours.containsKey(Day.WED) + " " + hours.containsValue(0));
        hours.put(Day.MON, 9);
        hours.remove(Day.SUN);
        for (Map.Entry<Day, Integer> e : hours.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue());
        }
        System.out.println(hours.keySet() + " " + hours.values());
        int total = 0;
        for (int h : hours.values()) total += h;
        System.out.println("total " + total);
        EnumMap<Day, Integer> copy = new EnumMap<Day, Integer>(hours);
        copy.put(Day.TUE, 1);
        System.out.println(copy + " equals " + copy.equals(hours) + " " + new EnumMap<Day, Integer>(hours).equals(hours));
        Map<Day, List<String>> tasks = new EnumMap<Day, List<String>>(Day.class);
        String[] items = {"THU:gym", "MON:work", "THU:read", "SAT:hike", "MON:email", "TUE:call"};
        for (String it : items) {
            String[] p = it.split(":");
            Day d = Day.valueOf(p[0]);
            List<String> l = tasks.get(d);
            if (l == null) {
                l = new ArrayList<String>();
                tasks.put(d, l);
            }
            l.add(p[1]);
        }
        System.out.println(tasks);

        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        EnumSet<Day> all = EnumSet.allOf(Day.class);
        EnumSet<Day> none = EnumSet.noneOf(Day.class);
        EnumSet<Day> mid = EnumSet.range(Day.TUE, Day.THU);
        System.out.println(weekend + " " + weekdays + " " + all + " " + none + " " + mid);
        System.out.println(weekdays.contains(Day.MON) + " " + weekdays.contains(Day.SAT) + " " + all.size() + " " + none.isEmpty());
        none.add(Day.FRI);
        none.add(Day.MON);
        none.add(Day.FRI);
        System.out.println(none + " " + none.size());
        none.addAll(mid);
        System.out.println(none);
        none.removeAll(EnumSet.of(Day.WED, Day.MON));
        System.out.println(none);
        none.retainAll(weekdays);
        System.out.println(none + " containsAll " + weekdays.containsAll(none));
        Iterator<Day> it = all.iterator();
        while (it.hasNext()) {
            Day d = it.next();
            if (d.ordinal() % 2 == 0) it.remove();
        }
        System.out.println(all);
        EnumSet<Perm> perms = EnumSet.noneOf(Perm.class);
        String[] grants = {"READ", "EXECUTE", "ADMIN", "READ"};
        for (String g : grants) perms.add(Perm.valueOf(g));
        System.out.println(perms + " " + perms.contains(Perm.WRITE));
        EnumSet<Perm> copyPerms = EnumSet.copyOf(perms);
        copyPerms.add(Perm.WRITE);
        System.out.println(copyPerms + " vs " + perms + " equal " + copyPerms.equals(perms));
        for (Perm p : EnumSet.complementOf(copyPerms)) System.out.println("missing " + p);
        EnumMap<Perm, Boolean> flags = new EnumMap<Perm, Boolean>(Perm.class);
        for (Perm p : Perm.values()) flags.put(p, perms.contains(p));
        System.out.println(flags);
        Set<Day> hs = new TreeSet<Day>(Arrays.asList(Day.SUN, Day.MON, Day.THU));
        System.out.println(hs);
    }
}
