import java.util.ArrayList;
import java.util.List;

public class AbstractClasses {
    static abstract class Animal {
        private static int count;
        protected final String name;
        private final int id;

        Animal(String name) {
            this.name = name;
            this.id = ++count;
        }

        abstract String sound();
        abstract int legs();

        String describe() {
            return "#" + id + " " + name + " the " + kind() + " says " + sound() + " and has " + legs() + " legs";
        }

        String kind() { return getClass().getSimpleName().toLowerCase(); }

        static int count() { return count; }
    }

    static abstract class Bird extends Animal {
        Bird(String name) { super(name); }
        int legs() { return 2; }
        abstract boolean canFly();
        @Override String describe() { return super.describe() + (canFly() ? " (flies)" : " (walks)"); }
    }

    static class Dog extends Animal {
        Dog(String n) { super(n); }
        String sound() { return "woof"; }
        int legs() { return 4; }
    }

    static class Cat extends Animal {
        Cat(String n) { super(n); }
        String sound() { return "meow"; }
        int legs() { return 4; }
        @Override String kind() { return "feline"; }
    }

    static class Parrot extends Bird {
        Parrot(String n) { super(n); }
        String sound() { return "hello"; }
        boolean canFly() { return true; }
    }

    static class Penguin extends Bird {
        Penguin(String n) { super(n); }
        String sound() { return "squawk"; }
        boolean canFly() { return false; }
    }

    static abstract class Template {
        final String run() {
            StringBuilder sb = new StringBuilder();
            sb.append(begin());
            for (int i = 0; i < steps(); i++) sb.append(step(i));
            sb.append(end());
            return sb.toString();
        }
        String begin() { return "["; }
        String end() { return "]"; }
        abstract int steps();
        abstract String step(int i);
    }

    static abstract class Account {
        protected double balance;
        abstract double interestRate();
        void accrue() { balance += balance * interestRate(); }
    }

    static class Savings extends Account {
        Savings(double b) { balance = b; }
        double interestRate() { return 0.05; }
    }

    static class Checking extends Account {
        Checking(double b) { balance = b; }
        double interestRate() { return balance > 1000 ? 0.01 : 0.0; }
    }

    public static void main(String[] args) {
        List<Animal> zoo = new ArrayList<Animal>();
        zoo.add(new Dog("Rex"));
        zoo.add(new Cat("Tom"));
        zoo.add(new Parrot("Polly"));
        zoo.add(new Penguin("Pingu"));
        zoo.add(new Dog("Fido"));
        for (Animal a : zoo) System.out.println(a.describe());
        System.out.println("count " + Animal.count());
        int legs = 0;
        for (Animal a : zoo) legs += a.legs();
        System.out.println("legs " + legs);
        Template squares = new Template() {
            int steps() { return 6; }
            String step(int i) { return (i > 0 ? "," : "") + i * i; }
        };
        Template letters = new Template() {
            int steps() { return 4; }
            String step(int i) { return String.valueOf((char) ('a' + i)); }
            String begin() { return "<"; }
            String end() { return ">"; }
        };
        System.out.println(squares.run() + " " + letters.run());
        Account[] accts = {new Savings(100), new Checking(500), new Checking(2000), new Savings(1e6)};
        for (int year = 0; year < 3; year++) {
            for (Account a : accts) a.accrue();
        }
        for (Account a : accts) System.out.println(a.getClass().getSimpleName() + " " + String.format("%.4f", a.balance));
        System.out.println(zoo.get(2) instanceof Bird);
        System.out.println(zoo.get(0) instanceof Bird);
        Bird b = (Bird) zoo.get(3);
        System.out.println(b.canFly() + " " + b.kind() + " " + b.name);
    }
}
