import java.beans.*;
import java.util.*;

public class BeansPropertyChange {
    static class Person {
        private final PropertyChangeSupport pcs = new PropertyChangeSupport(this);
        private String name = "anon";
        private int age;
        private boolean active;
        private final String[] tags = {"a", "b"};

        void addListener(PropertyChangeListener l) {
            pcs.addPropertyChangeListener(l);
        }

        void addListener(String p, PropertyChangeListener l) {
            pcs.addPropertyChangeListener(p, l);
        }

        void setName(String n) {
            String old = name;
            name = n;
            pcs.firePropertyChange("name", old, n);
        }

        void setAge(int a) {
            int old = age;
            age = a;
            pcs.firePropertyChange("age", old, a);
        }

        void setActive(boolean b) {
            boolean old = active;
            active = b;
            pcs.firePropertyChange("active", old, b);
        }

        void setTag(int i, String t) {
            String old = tags[i];
            tags[i] = t;
            pcs.fireIndexedPropertyChange("tags", i, old, t);
        }

        public String toString() {
            return "Person(" + name + ")";
        }
    }

    static class Logger implements PropertyChangeListener {
        final String id;

        Logger(String id) {
            this.id = id;
        }

        public void propertyChange(PropertyChangeEvent e) {
            String idx = e instanceof IndexedPropertyChangeEvent ? "[" + ((IndexedPropertyChangeEvent) e).getIndex() + "]" : "";
            System.out.println(id + ": " + e.getPropertyName() + idx + " " + e.getOldValue() + " -> " + e.getNewValue() + " from " + e.getSource());
        }

        public String toString() {
            return "Logger " + id;
        }
    }

    public static void main(String[] args) {
        Person p = new Person();
        Logger all = new Logger("all");
        p.addListener(all);
        p.addListener("age", new Logger("age-only"));
        p.addListener("name", new Logger("name-only"));
        p.addListener("zeta", new Logger("z"));
        p.addListener("alpha", new Logger("al"));
        p.setName("Ann");
        p.setName("Ann");
        p.setName(null);
        p.setAge(30);
        p.setAge(30);
        p.setActive(true);
        p.setTag(1, "c");
        p.setTag(0, "a");
        PropertyChangeSupport pcs = new PropertyChangeSupport("src");
        pcs.addPropertyChangeListener(all);
        pcs.addPropertyChangeListener(all);
        pcs.addPropertyChangeListener("x", new PropertyChangeListenerProxy("x", all));
        pcs.addPropertyChangeListener(new PropertyChangeListenerProxy("y", all));
        System.out.println(pcs.getPropertyChangeListeners().length + " " + pcs.getPropertyChangeListeners("x").length + " " + pcs.hasListeners("q"));
        for (PropertyChangeListener l : pcs.getPropertyChangeListeners())
            System.out.println("  " + (l instanceof PropertyChangeListenerProxy ? ((PropertyChangeListenerProxy) l).getPropertyName() + "->" + ((PropertyChangeListenerProxy) l).getListener() : l.toString()));
        pcs.firePropertyChange("x", 1, 2);
        pcs.removePropertyChangeListener(all);
        pcs.removePropertyChangeListener("x", all);
        System.out.println(pcs.getPropertyChangeListeners().length + " " + pcs.hasListeners("x") + " " + pcs.hasListeners("y"));
        PropertyChangeEvent ev = new PropertyChangeEvent("bean", "prop", 1, "two");
        ev.setPropagationId("pid");
        System.out.println(ev);
        System.out.println(new IndexedPropertyChangeEvent("bean", null, null, 3.5, 7));
        try {
            new PropertyChangeSupport(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        try {
            new PropertyChangeEvent(null, "p", 1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Map<String, Integer> counts = new TreeMap<String, Integer>();
        PropertyChangeSupport many = new PropertyChangeSupport(counts);
        for (String n : new String[] {"width", "height", "depth", "color", "weight", "label"})
            many.addPropertyChangeListener(n, all);
        StringBuilder order = new StringBuilder();
        for (PropertyChangeListener l : many.getPropertyChangeListeners())
            order.append(((PropertyChangeListenerProxy) l).getPropertyName()).append(' ');
        System.out.println(order);
    }
}
