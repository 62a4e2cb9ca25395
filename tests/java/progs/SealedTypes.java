// release: 17
import java.util.*;

public class SealedTypes {
    sealed interface Shape permits Circle, Rect, Triangle { }
    record Circle(double r) implements Shape { }
    record Rect(double w, double h) implements Shape { }
    static non-sealed class Triangle implements Shape {
        final double b, h;
        Triangle(double b, double h) { this.b = b; this.h = h; }
    }
    static class RightTriangle extends Triangle {
        RightTriangle(double a, double b) { super(a, b); }
    }

    sealed static abstract class Vehicle permits Car, Truck { abstract int wheels(); }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static final class Truck extends Vehicle {
        final int axles;
        Truck(int a) { axles = a; }
        int wheels() { return axles * 4 - 2; }
    }

    sealed interface Result<T> permits Ok, Err { }
    record Ok<T>(T value) implements Result<T> { }
    record Err<T>(String error) implements Result<T> { }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        if (s instanceof Triangle t) return 0.5 * t.b * t.h;
        throw new IllegalArgumentException();
    }

    static Result<Integer> parse(String s) {
        try {
            return new Ok<>(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return new Err<>("bad number: " + s);
        }
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 5), new Triangle(3, 4), new RightTriangle(6, 2));
        for (Shape s : shapes) {
            System.out.println(s.getClass().getSimpleName() + " " + String.format("%.3f", area(s)));
        }
        Vehicle[] vs = {new Car(), new Truck(3), new Truck(5)};
        int wheels = 0;
        for (Vehicle v : vs) wheels += v.wheels();
        System.out.println("wheels " + wheels);
        for (String s : new String[] {"12", "x", "-7"}) {
            Result<Integer> r = parse(s);
            String out;
            if (r instanceof Ok<Integer> ok) out = "ok " + (ok.value() * 2);
            else if (r instanceof Err<Integer> err) out = "err " + err.error();
            else out = "impossible";
            System.out.println(out + " / " + r);
        }
    }
}
