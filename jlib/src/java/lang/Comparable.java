package java.lang;

/** Imposes a total ordering on the objects of each class that implements it. */
public interface Comparable<T> {
    int compareTo(T o);
}
