package java.util;

public interface SortedSet<E> extends Set<E> {
    default Spliterator<E> spliterator() {
        return new Spliterators.SortedSetSpliterator<E>(this,
            Spliterator.DISTINCT | Spliterator.SORTED | Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    Comparator<? super E> comparator();

    SortedSet<E> subSet(E fromElement, E toElement);

    SortedSet<E> headSet(E toElement);

    SortedSet<E> tailSet(E fromElement);

    E first();

    E last();
}
