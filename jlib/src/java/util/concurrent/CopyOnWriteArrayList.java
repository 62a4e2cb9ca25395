package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A thread-safe ArrayList whose mutations copy the array: reads use the
 * current (volatile) array without locking, writes replace it while holding a
 * private monitor, iterators walk the array of their creation.  As the JDK's.
 */
public class CopyOnWriteArrayList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;

    final transient Object lock = new Object();
    private transient volatile Object[] array;

    final Object[] getArray() {
        return array;
    }

    final void setArray(Object[] a) {
        array = a;
    }

    public CopyOnWriteArrayList() {
        setArray(new Object[0]);
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        Object[] es;
        if (c.getClass() == CopyOnWriteArrayList.class) {
            es = ((CopyOnWriteArrayList<?>) c).getArray();
        } else {
            Object[] a = c.toArray();
            es = new Object[a.length];
            System.arraycopy(a, 0, es, 0, a.length);
        }
        setArray(es);
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        Object[] es = new Object[toCopyIn.length];
        System.arraycopy(toCopyIn, 0, es, 0, toCopyIn.length);
        setArray(es);
    }

    private static String outOfBounds(int index, int size) {
        return "Index: " + index + ", Size: " + size;
    }

    public int size() {
        return getArray().length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    private static int indexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = from; i < to; i++)
                if (es[i] == null)
                    return i;
        } else {
            for (int i = from; i < to; i++)
                if (o.equals(es[i]))
                    return i;
        }
        return -1;
    }

    private static int lastIndexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = to - 1; i >= from; i--)
                if (es[i] == null)
                    return i;
        } else {
            for (int i = to - 1; i >= from; i--)
                if (o.equals(es[i]))
                    return i;
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        Object[] es = getArray();
        return indexOfRange(o, es, 0, es.length);
    }

    public int indexOf(E e, int index) {
        Object[] es = getArray();
        return indexOfRange(e, es, index, es.length);
    }

    public int lastIndexOf(Object o) {
        Object[] es = getArray();
        return lastIndexOfRange(o, es, 0, es.length);
    }

    public int lastIndexOf(E e, int index) {
        Object[] es = getArray();
        return lastIndexOfRange(e, es, 0, index + 1);
    }

    public Object clone() {
        CopyOnWriteArrayList<E> clone = new CopyOnWriteArrayList<E>();
        clone.setArray(getArray());
        return clone;
    }

    public Object[] toArray() {
        return getArray().clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] es = getArray();
        int len = es.length;
        if (a.length < len)
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), len);
        System.arraycopy(es, 0, a, 0, len);
        if (a.length > len)
            a[len] = null;
        return a;
    }

    @SuppressWarnings("unchecked")
    static <E> E elementAt(Object[] a, int index) {
        return (E) a[index];
    }

    public E get(int index) {
        return elementAt(getArray(), index);
    }

    public E set(int index, E element) {
        synchronized (lock) {
            Object[] es = getArray();
            E oldValue = elementAt(es, index);
            if (oldValue != element) {
                es = es.clone();
                es[index] = element;
            }
            setArray(es);
            return oldValue;
        }
    }

    public boolean add(E e) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            Object[] n = new Object[len + 1];
            System.arraycopy(es, 0, n, 0, len);
            n[len] = e;
            setArray(n);
            return true;
        }
    }

    public void add(int index, E element) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (index > len || index < 0)
                throw new IndexOutOfBoundsException(outOfBounds(index, len));
            Object[] newElements = new Object[len + 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index, newElements, index + 1, len - index);
            newElements[index] = element;
            setArray(newElements);
        }
    }

    public E remove(int index) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            E oldValue = elementAt(es, index);
            Object[] newElements = new Object[len - 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index + 1, newElements, index, len - index - 1);
            setArray(newElements);
            return oldValue;
        }
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            Object[] es = getArray();
            int index = indexOfRange(o, es, 0, es.length);
            if (index < 0)
                return false;
            remove(index);
            return true;
        }
    }

    void removeRange(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (fromIndex < 0 || toIndex > len || toIndex < fromIndex)
                throw new IndexOutOfBoundsException();
            int newlen = len - (toIndex - fromIndex);
            Object[] newElements = new Object[newlen];
            System.arraycopy(es, 0, newElements, 0, fromIndex);
            System.arraycopy(es, toIndex, newElements, fromIndex, len - toIndex);
            setArray(newElements);
        }
    }

    public boolean addIfAbsent(E e) {
        synchronized (lock) {
            Object[] es = getArray();
            if (indexOfRange(e, es, 0, es.length) >= 0)
                return false;
            add(e);
            return true;
        }
    }

    public boolean containsAll(Collection<?> c) {
        Object[] es = getArray();
        int len = es.length;
        for (Object e : c) {
            if (indexOfRange(e, es, 0, len) < 0)
                return false;
        }
        return true;
    }

    public boolean removeAll(final Collection<?> c) {
        if (c == null)
            throw new NullPointerException();
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        if (c == null)
            throw new NullPointerException();
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    public int addAllAbsent(Collection<? extends E> c) {
        Object[] cs = c.toArray();
        if (cs.length == 0)
            return 0;
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            int added = 0;
            Object[] tmp = new Object[cs.length];
            for (int i = 0; i < cs.length; ++i) {
                Object e = cs[i];
                if (indexOfRange(e, es, 0, len) < 0 && indexOfRange(e, tmp, 0, added) < 0)
                    tmp[added++] = e;
            }
            if (added > 0) {
                Object[] newElements = new Object[len + added];
                System.arraycopy(es, 0, newElements, 0, len);
                System.arraycopy(tmp, 0, newElements, len, added);
                setArray(newElements);
            }
            return added;
        }
    }

    public void clear() {
        synchronized (lock) {
            setArray(new Object[0]);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] cs = (c.getClass() == CopyOnWriteArrayList.class)
                ? ((CopyOnWriteArrayList<?>) c).getArray() : c.toArray();
        if (cs.length == 0)
            return false;
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            Object[] newElements = new Object[len + cs.length];
            System.arraycopy(es, 0, newElements, 0, len);
            System.arraycopy(cs, 0, newElements, len, cs.length);
            setArray(newElements);
            return true;
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        Object[] cs = c.toArray();
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (index > len || index < 0)
                throw new IndexOutOfBoundsException(outOfBounds(index, len));
            if (cs.length == 0)
                return false;
            Object[] newElements = new Object[len + cs.length];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(cs, 0, newElements, index, cs.length);
            System.arraycopy(es, index, newElements, index + cs.length, len - index);
            setArray(newElements);
            return true;
        }
    }

    public void forEach(Consumer<? super E> action) {
        if (action == null)
            throw new NullPointerException();
        for (Object x : getArray()) {
            @SuppressWarnings("unchecked")
            E e = (E) x;
            action.accept(e);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        if (filter == null)
            throw new NullPointerException();
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            Object[] kept = new Object[len];
            int n = 0;
            for (int i = 0; i < len; i++) {
                @SuppressWarnings("unchecked")
                E e = (E) es[i];
                if (!filter.test(e))
                    kept[n++] = e;
            }
            if (n == len)
                return false;
            Object[] newElements = new Object[n];
            System.arraycopy(kept, 0, newElements, 0, n);
            setArray(newElements);
            return true;
        }
    }

    public void replaceAll(UnaryOperator<E> operator) {
        if (operator == null)
            throw new NullPointerException();
        synchronized (lock) {
            Object[] es = getArray().clone();
            for (int i = 0; i < es.length; i++) {
                @SuppressWarnings("unchecked")
                E e = (E) es[i];
                es[i] = operator.apply(e);
            }
            setArray(es);
        }
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        synchronized (lock) {
            Object[] es = getArray().clone();
            Arrays.sort(es, (Comparator<Object>) c);
            setArray(es);
        }
    }

    public String toString() {
        return Arrays.toString(getArray());
    }

    public boolean equals(Object o) {
        if (o == this)
            return true;
        if (!(o instanceof List))
            return false;
        List<?> list = (List<?>) o;
        Iterator<?> it = list.iterator();
        for (Object element : getArray()) {
            if (!it.hasNext())
                return false;
            Object x = it.next();
            if (!(element == null ? x == null : element.equals(x)))
                return false;
        }
        return !it.hasNext();
    }

    public int hashCode() {
        int hashCode = 1;
        for (Object x : getArray())
            hashCode = 31 * hashCode + (x == null ? 0 : x.hashCode());
        return hashCode;
    }

    public Iterator<E> iterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] es = getArray();
        int len = es.length;
        if (index < 0 || index > len)
            throw new IndexOutOfBoundsException(outOfBounds(index, len));
        return new COWIterator<E>(es, index);
    }

    static final class COWIterator<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        COWIterator(Object[] es, int initialCursor) {
            cursor = initialCursor;
            snapshot = es;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext())
                throw new NoSuchElementException();
            return (E) snapshot[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (!hasPrevious())
                throw new NoSuchElementException();
            return (E) snapshot[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super E> action) {
            if (action == null)
                throw new NullPointerException();
            final int size = snapshot.length;
            int i = cursor;
            cursor = size;
            for (; i < size; i++)
                action.accept((E) snapshot[i]);
        }
    }

    public List<E> subList(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (fromIndex < 0 || toIndex > len || fromIndex > toIndex)
                throw new IndexOutOfBoundsException();
            return new COWSubList(es, fromIndex, toIndex - fromIndex);
        }
    }

    /** A view of a range; any change of the list not made through it makes it throw ConcurrentModificationException. */
    private class COWSubList extends AbstractList<E> implements RandomAccess {
        private final int offset;
        private int size;
        private Object[] expectedArray;

        COWSubList(Object[] es, int offset, int size) {
            expectedArray = es;
            this.offset = offset;
            this.size = size;
        }

        private void checkForComodification() {
            if (getArray() != expectedArray)
                throw new ConcurrentModificationException();
        }

        private void rangeCheck(int index) {
            if (index < 0 || index >= size)
                throw new IndexOutOfBoundsException(outOfBounds(index, size));
        }

        private void rangeCheckForAdd(int index) {
            if (index < 0 || index > size)
                throw new IndexOutOfBoundsException(outOfBounds(index, size));
        }

        public E set(int index, E element) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                E x = CopyOnWriteArrayList.this.set(offset + index, element);
                expectedArray = getArray();
                return x;
            }
        }

        public E get(int index) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                return CopyOnWriteArrayList.this.get(offset + index);
            }
        }

        public int size() {
            synchronized (lock) {
                checkForComodification();
                return size;
            }
        }

        public boolean add(E element) {
            synchronized (lock) {
                checkForComodification();
                CopyOnWriteArrayList.this.add(offset + size, element);
                expectedArray = getArray();
                size++;
            }
            return true;
        }

        public void add(int index, E element) {
            synchronized (lock) {
                checkForComodification();
                rangeCheckForAdd(index);
                CopyOnWriteArrayList.this.add(offset + index, element);
                expectedArray = getArray();
                size++;
            }
        }

        public boolean addAll(Collection<? extends E> c) {
            synchronized (lock) {
                checkForComodification();
                int before = getArray().length;
                boolean modified = CopyOnWriteArrayList.this.addAll(offset + size, c);
                expectedArray = getArray();
                size += expectedArray.length - before;
                return modified;
            }
        }

        public void clear() {
            synchronized (lock) {
                checkForComodification();
                removeRange(offset, offset + size);
                expectedArray = getArray();
                size = 0;
            }
        }

        public E remove(int index) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                E result = CopyOnWriteArrayList.this.remove(offset + index);
                expectedArray = getArray();
                size--;
                return result;
            }
        }

        public boolean remove(Object o) {
            synchronized (lock) {
                checkForComodification();
                int index = indexOfRange(o, expectedArray, offset, offset + size);
                if (index < 0)
                    return false;
                CopyOnWriteArrayList.this.remove(index);
                expectedArray = getArray();
                size--;
                return true;
            }
        }

        public Iterator<E> iterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            synchronized (lock) {
                checkForComodification();
                rangeCheckForAdd(index);
                Object[] part = new Object[size];
                System.arraycopy(expectedArray, offset, part, 0, size);
                return new COWIterator<E>(part, index);
            }
        }

        public List<E> subList(int fromIndex, int toIndex) {
            synchronized (lock) {
                checkForComodification();
                if (fromIndex < 0 || toIndex > size || fromIndex > toIndex)
                    throw new IndexOutOfBoundsException();
                return new COWSubList(expectedArray, fromIndex + offset, toIndex - fromIndex);
            }
        }
    }

    // ---- serialization (the JDK's serial form: the length, then the elements) ----

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        Object[] es = getArray();
        s.writeInt(es.length);
        for (Object element : es) {
            s.writeObject(element);
        }
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        // a new lock (final: set as the constructor would)
        jpor.internal.Unsafe.putReference(this, jpor.internal.Unsafe.objectFieldOffset(CopyOnWriteArrayList.class, "lock"),
                new Object());
        int len = s.readInt();
        if (len < 0) {
            throw new java.io.StreamCorruptedException("Array length is negative");
        }
        Object[] es = new Object[len];
        for (int i = 0; i < len; i++) {
            es[i] = s.readObject();
        }
        setArray(es);
    }
}
