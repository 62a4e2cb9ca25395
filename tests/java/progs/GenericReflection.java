import java.io.IOException;
import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;

/** Generic reflection from Signature attributes: types, type variables, toGenericString, equality. */
public class GenericReflection {
    interface Shape<S extends Number> extends Comparable<Shape<S>>, Serializable {
        <R> R visit(Map<? super S, ? extends R> m);

        default List<S> all() {
            return null;
        }
    }

    static abstract class Base<K, V extends Comparable<? super V>> implements Shape<Integer> {
        public Map<K, List<V>> map;
    }

    public static class Box<T extends Number & Comparable<T>, U> extends Base<String, T> implements Iterable<U> {
        public List<? extends U>[] lists;
        public Map.Entry<String, int[]> entry;
        public Inner<String> inner;
        public Box<Integer, String>.Inner<Long> otherInner;
        public U[][] grid;
        public T single;
        public int plain;
        public int[][] matrix;
        public List<?> any;
        public List<? super Integer> lower;
        public List<String>[] stringLists;
        public Comparable<? extends Comparable<?>> nested;
        public static Box<?, ?> raw;

        public class Inner<W> {
            public W w;
            public T fromOuter;

            public Inner(List<W> ws, T t) {
            }
        }

        public static class Nested<N> {
            public Nested<N> self;
        }

        public <X extends Exception, Y> Y method(List<X> a, T b, U... c) throws X, IOException {
            return null;
        }

        public static <E extends Enum<E>> EnumSet<E> enums(Class<E> type, E... values) {
            return null;
        }

        public <Z extends T> Z narrower(Z z) {
            return z;
        }

        public int compareTo(Shape<Integer> o) {
            return 0;
        }

        public <R> R visit(Map<? super Integer, ? extends R> m) {
            return null;
        }

        public Iterator<U> iterator() {
            return null;
        }

        public void nothing(String s) throws IllegalStateException {
        }

        public <Q> Box(Q q, List<? extends Q> qs) throws RuntimeException {
        }

        protected Box() {
        }
    }

    enum Planet {
        EARTH
    }

    static void type(String label, Type t) {
        String kind = t instanceof Class ? "Class" : t instanceof ParameterizedType ? "ParameterizedType"
                : t instanceof TypeVariable ? "TypeVariable" : t instanceof WildcardType ? "WildcardType"
                : t instanceof GenericArrayType ? "GenericArrayType" : "?";
        System.out.println(label + ": " + kind + " " + t.getTypeName() + " | " + t);
    }

    static String names(Type[] ts) {
        StringBuilder sb = new StringBuilder("[");
        for (Type t : ts) {
            sb.append(sb.length() > 1 ? ", " : "").append(t.getTypeName());
        }
        return sb.append(']').toString();
    }

    static Method method(Class<?> c, String name) {
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(name) && !m.isBridge()) {
                return m;
            }
        }
        throw new AssertionError(name);
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Box.class;
        System.out.println(c.toGenericString());
        type("superclass", c.getGenericSuperclass());
        System.out.println("interfaces " + names(c.getGenericInterfaces()));
        for (TypeVariable<?> v : c.getTypeParameters()) {
            System.out.println("var " + v + " bounds " + names(v.getBounds()) + " of " + v.getGenericDeclaration()
                    + " annotations " + v.getAnnotations().length);
        }
        for (Field f : c.getFields()) {
            type("field " + f.getName(), f.getGenericType());
            System.out.println("  " + f.toGenericString());
            System.out.println("  " + f);
        }
        for (String m : new String[] {"method", "enums", "narrower", "compareTo", "visit", "iterator", "nothing"}) {
            Method mm = method(c, m);
            System.out.println(mm.toGenericString());
            System.out.println("  " + mm);
            type("  returns", mm.getGenericReturnType());
            System.out.println("  params " + names(mm.getGenericParameterTypes()) + " throws "
                    + names(mm.getGenericExceptionTypes()) + " vars " + names(mm.getTypeParameters()));
            for (TypeVariable<Method> v : mm.getTypeParameters()) {
                System.out.println("  var " + v.getName() + " bounds " + names(v.getBounds()) + " of "
                        + v.getGenericDeclaration().getName());
            }
            for (Parameter p : mm.getParameters()) {
                System.out.println("  parameter " + p.getParameterizedType().getTypeName() + " " + p.getType().getName());
            }
        }
        Constructor<?>[] ks = c.getDeclaredConstructors();
        Arrays.sort(ks, Comparator.comparingInt(Constructor::getParameterCount));
        for (Constructor<?> k : ks) {
            System.out.println(k.toGenericString() + " | " + k + " vars " + names(k.getTypeParameters()));
        }
        Constructor<?> ic = Box.Inner.class.getConstructors()[0];
        System.out.println(ic.toGenericString() + " | " + ic.getParameterCount() + " "
                + names(ic.getGenericParameterTypes()));
        System.out.println(Box.Inner.class.toGenericString() + " " + Box.Nested.class.toGenericString());
        type("inner field", Box.Inner.class.getField("fromOuter").getGenericType());
        TypeVariable<?> outerT = (TypeVariable<?>) Box.Inner.class.getField("fromOuter").getGenericType();
        System.out.println(outerT.getGenericDeclaration() + " " + outerT.equals(c.getTypeParameters()[0]));
        type("nested self", Box.Nested.class.getField("self").getGenericType());

        // parts of the types
        ParameterizedType entry = (ParameterizedType) c.getField("entry").getGenericType();
        System.out.println(entry.getRawType() + " owner " + entry.getOwnerType() + " args "
                + Arrays.toString(entry.getActualTypeArguments()));
        ParameterizedType other = (ParameterizedType) c.getField("otherInner").getGenericType();
        System.out.println(other.getRawType() + " owner " + other.getOwnerType() + " args "
                + Arrays.toString(other.getActualTypeArguments()));
        ParameterizedType inner = (ParameterizedType) c.getField("inner").getGenericType();
        System.out.println(inner.getOwnerType() + " " + ((ParameterizedType) inner.getOwnerType()).getRawType());
        GenericArrayType lists = (GenericArrayType) c.getField("lists").getGenericType();
        ParameterizedType list = (ParameterizedType) lists.getGenericComponentType();
        WildcardType w = (WildcardType) list.getActualTypeArguments()[0];
        System.out.println(Arrays.toString(w.getUpperBounds()) + " " + Arrays.toString(w.getLowerBounds()));
        WildcardType lower = (WildcardType) ((ParameterizedType) c.getField("lower").getGenericType()).getActualTypeArguments()[0];
        System.out.println(Arrays.toString(lower.getUpperBounds()) + " " + Arrays.toString(lower.getLowerBounds()));
        WildcardType any = (WildcardType) ((ParameterizedType) c.getField("any").getGenericType()).getActualTypeArguments()[0];
        System.out.println(Arrays.toString(any.getUpperBounds()) + " " + Arrays.toString(any.getLowerBounds()));

        // equality
        Type t1 = c.getField("entry").getGenericType(), t2 = c.getField("entry").getGenericType();
        System.out.println(t1.equals(t2) + " " + (t1.hashCode() == t2.hashCode()) + " " + t1.equals(c.getField("inner").getGenericType()));
        System.out.println(c.getField("lists").getGenericType().equals(c.getField("lists").getGenericType()) + " "
                + any.equals(((ParameterizedType) c.getField("any").getGenericType()).getActualTypeArguments()[0]) + " "
                + any.equals(w));
        TypeVariable<?> t = c.getTypeParameters()[0];
        System.out.println(t.equals(c.getField("single").getGenericType()) + " " + t.equals(c.getTypeParameters()[1]) + " "
                + (t.hashCode() == c.getField("single").getGenericType().hashCode()));
        Method m1 = method(c, "method"), m2 = method(c, "method");
        System.out.println(m1.getTypeParameters()[0].equals(m2.getTypeParameters()[0]) + " "
                + m1.getTypeParameters()[0].equals(method(c, "narrower").getTypeParameters()[0]));

        // classes without signatures, interfaces, arrays, primitives
        System.out.println(String.class.getGenericSuperclass() + " " + Runnable.class.getGenericSuperclass() + " "
                + Object.class.getGenericSuperclass() + " " + int[].class.getGenericSuperclass() + " "
                + int.class.getGenericSuperclass());
        System.out.println(names(Shape.class.getGenericInterfaces()) + " " + Shape.class.getGenericSuperclass());
        System.out.println(names(int[].class.getGenericInterfaces()) + " " + int.class.getTypeParameters().length + " "
                + GenericReflection.class.getTypeParameters().length);
        type("base", Base.class.getGenericSuperclass());
        System.out.println(names(Base.class.getGenericInterfaces()));
        System.out.println(Shape.class.toGenericString() + " | " + Base.class.toGenericString() + " | "
                + Planet.class.toGenericString() + " | " + Box[].class.toGenericString() + " | "
                + int[][].class.toGenericString() + " | " + int.class.toGenericString() + " | "
                + Deprecated.class.toGenericString() + " | " + GenericReflection.class.toGenericString());
        System.out.println(method(Shape.class, "visit").toGenericString());
        System.out.println(method(Shape.class, "all").toGenericString());
        Method plain = method(GenericReflection.class, "names");
        System.out.println(plain.toGenericString() + " " + names(plain.getGenericParameterTypes()) + " "
                + plain.getGenericReturnType() + " " + plain.getTypeParameters().length);

        // a local class in a generic method: its field's type variable is the method's
        class Local<L> {
            public L l;
        }
        type("local", Local.class.getField("l").getGenericType());
    }
}
