import java.util.*;

@SuppressWarnings("deprecation")
public class ObservableObservers {
    static class Stock extends Observable {
        private double price;

        void setPrice(double p) {
            if (p != price) {
                price = p;
                setChanged();
            }
            notifyObservers(Double.valueOf(p));
        }

        void touch() {
            setChanged();
            System.out.println("changed " + hasChanged());
            clearChanged();
            System.out.println("changed " + hasChanged());
        }
    }

    static class Display implements Observer {
        final String name;

        Display(String name) {
            this.name = name;
        }

        public void update(Observable o, Object arg) {
            System.out.println(name + " got " + arg + " changed=" + o.hasChanged());
        }

        public boolean equals(Object other) {
            return other instanceof Display && ((Display) other).name.equals(name);
        }

        public int hashCode() {
            return name.hashCode();
        }
    }

    public static void main(String[] args) {
        final Stock s = new Stock();
        s.addObserver(new Display("first"));
        s.addObserver(new Display("second"));
        s.addObserver(new Display("third"));
        s.addObserver(new Display("second"));
        System.out.println("count " + s.countObservers());
        s.setPrice(10.5);
        s.setPrice(10.5);
        s.deleteObserver(new Display("first"));
        s.addObserver(new Observer() {
            public void update(Observable o, Object arg) {
                System.out.println("anon removes itself, got " + arg);
                o.deleteObserver(this);
            }
        });
        s.setPrice(12);
        s.setPrice(13);
        s.touch();
        s.deleteObservers();
        System.out.println("count " + s.countObservers());
        s.setPrice(1);
        try {
            s.addObserver(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        Observable plain = new Observable();
        plain.notifyObservers("ignored");
        System.out.println(plain.hasChanged() + " " + plain.countObservers());
    }
}
