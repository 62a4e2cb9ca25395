package java.util;

/** EnumSet implementation: one bit per enum constant, in words of 64 bits. */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 3411599620347842686L;

    private long[] elements;
    private int size;

    RegularEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        elements = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(), end = to.ordinal(); i <= end; i++)
            setBit(i);
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++)
            setBit(i);
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            if (testBit(i))
                clearBit(i);
            else
                setBit(i);
        }
    }

    private boolean testBit(int i) {
        return (elements[i >>> 6] & (1L << i)) != 0;
    }

    private boolean setBit(int i) {
        long old = elements[i >>> 6];
        elements[i >>> 6] = old | (1L << i);
        if (old != elements[i >>> 6]) {
            size++;
            return true;
        }
        return false;
    }

    private boolean clearBit(int i) {
        long old = elements[i >>> 6];
        elements[i >>> 6] = old & ~(1L << i);
        if (old != elements[i >>> 6]) {
            size--;
            return true;
        }
        return false;
    }

    public Iterator<E> iterator() {
        return new EnumSetIterator();
    }

    private class EnumSetIterator implements Iterator<E> {
        final long[] unseen = elements.clone();
        int next = 0;
        int lastReturned = -1;

        EnumSetIterator() {
            advance();
        }

        private void advance() {
            while (next < universe.length && (unseen[next >>> 6] & (1L << next)) == 0)
                next++;
        }

        public boolean hasNext() {
            return next < universe.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= universe.length)
                throw new NoSuchElementException();
            lastReturned = next;
            next++;
            advance();
            return (E) universe[lastReturned];
        }

        public void remove() {
            if (lastReturned < 0)
                throw new IllegalStateException();
            clearBit(lastReturned);
            lastReturned = -1;
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        if (e == null)
            return false;
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType)
            return false;
        return testBit(((Enum<?>) e).ordinal());
    }

    public boolean add(E e) {
        typeCheck(e);
        return setBit(e.ordinal());
    }

    public boolean remove(Object e) {
        if (e == null)
            return false;
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType)
            return false;
        return clearBit(((Enum<?>) e).ordinal());
    }

    public boolean containsAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet))
            return super.containsAll(c);
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType)
            return es.isEmpty();
        for (int i = 0; i < elements.length; i++)
            if ((es.elements[i] & ~elements[i]) != 0)
                return false;
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (!(c instanceof RegularEnumSet))
            return super.addAll(c);
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            if (es.isEmpty())
                return false;
            else
                throw new ClassCastException(es.elementType + " != " + elementType);
        }
        boolean changed = false;
        for (int i = 0; i < universe.length; i++)
            if (es.testBit(i))
                changed |= setBit(i);
        return changed;
    }

    public boolean removeAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet))
            return super.removeAll(c);
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType)
            return false;
        boolean changed = false;
        for (int i = 0; i < universe.length; i++)
            if (es.testBit(i))
                changed |= clearBit(i);
        return changed;
    }

    public boolean retainAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet))
            return super.retainAll(c);
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            boolean changed = (size != 0);
            clear();
            return changed;
        }
        boolean changed = false;
        for (int i = 0; i < universe.length; i++)
            if (!es.testBit(i))
                changed |= clearBit(i);
        return changed;
    }

    public void clear() {
        Arrays.fill(elements, 0L);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof RegularEnumSet))
            return super.equals(o);
        RegularEnumSet<?> es = (RegularEnumSet<?>) o;
        if (es.elementType != elementType)
            return size == 0 && es.size == 0;
        return Arrays.equals(es.elements, elements);
    }

    public EnumSet<E> clone() {
        RegularEnumSet<E> result = (RegularEnumSet<E>) super.clone();
        result.elements = result.elements.clone();
        return result;
    }
}
