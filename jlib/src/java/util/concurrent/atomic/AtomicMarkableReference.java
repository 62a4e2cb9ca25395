package java.util.concurrent.atomic;

import jpor.internal.Unsafe;

/** A reference and a boolean mark updated together (an immutable pair swapped by CAS). */
public class AtomicMarkableReference<V> {
    private static final class Pair<T> {
        final T reference;
        final boolean mark;

        Pair(T reference, boolean mark) {
            this.reference = reference;
            this.mark = mark;
        }
    }

    private static final long PAIR = Unsafe.objectFieldOffset(AtomicMarkableReference.class, "pair");

    private volatile Pair<V> pair;

    public AtomicMarkableReference(V initialRef, boolean initialMark) {
        pair = new Pair<V>(initialRef, initialMark);
    }

    public V getReference() {
        return pair.reference;
    }

    public boolean isMarked() {
        return pair.mark;
    }

    public V get(boolean[] markHolder) {
        Pair<V> p = pair;
        markHolder[0] = p.mark;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        return compareAndSet(expectedReference, newReference, expectedMark, newMark);
    }

    public boolean compareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        Pair<V> current = pair;
        return expectedReference == current.reference && expectedMark == current.mark
                && ((newReference == current.reference && newMark == current.mark)
                    || Unsafe.compareAndSetReference(this, PAIR, current, new Pair<V>(newReference, newMark)));
    }

    public void set(V newReference, boolean newMark) {
        Pair<V> current = pair;
        if (newReference != current.reference || newMark != current.mark)
            pair = new Pair<V>(newReference, newMark);
    }

    public boolean attemptMark(V expectedReference, boolean newMark) {
        Pair<V> current = pair;
        return expectedReference == current.reference
                && (newMark == current.mark
                    || Unsafe.compareAndSetReference(this, PAIR, current, new Pair<V>(expectedReference, newMark)));
    }
}
