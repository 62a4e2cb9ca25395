package java.util;

public interface Set<E> extends Collection<E> {
    default Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, Spliterator.DISTINCT);
    }

    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean retainAll(Collection<?> c);

    boolean removeAll(Collection<?> c);

    void clear();

    boolean equals(Object o);

    int hashCode();

    static <E> Set<E> of() {
        return ImmutableCollections.emptySet();
    }

    static <E> Set<E> of(E e1) {
        return new ImmutableCollections.Set12<E>(e1);
    }

    static <E> Set<E> of(E e1, E e2) {
        return new ImmutableCollections.Set12<E>(e1, e2);
    }

    static <E> Set<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    @SafeVarargs
    @SuppressWarnings("varargs")
    static <E> Set<E> of(E... elements) {
        switch (elements.length) {
            case 0:
                return ImmutableCollections.emptySet();
            case 1:
                return new ImmutableCollections.Set12<E>(elements[0]);
            case 2:
                return new ImmutableCollections.Set12<E>(elements[0], elements[1]);
            default:
                return ImmutableCollections.setOf(elements.clone());
        }
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.AbstractImmutableSet) {
            return (Set<E>) coll;
        } else {
            return ImmutableCollections.setCopy(coll);
        }
    }
}
