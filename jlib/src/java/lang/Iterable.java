package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** Implementing this interface allows an object to be the target of the enhanced for statement. */
public interface Iterable<T> {
    Iterator<T> iterator();

    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    default void forEach(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (T t : this) {
            action.accept(t);
        }
    }
}
