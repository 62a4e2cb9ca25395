import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

// The field updaters check their field when they are made: its type and that
// it is volatile (jpor accepted any field and then read and wrote the slot as
// the wrong kind of value -- a reference forged from an int crashed it).
public class FieldUpdaterChecks {
    static class Holder {
        volatile int i;
        volatile long l;
        volatile String s;
        volatile Object o;
        int plainInt;
        volatile Integer boxed;
    }

    static class Sub extends Holder {
        volatile int own;
    }

    interface Make {
        Object make() throws Exception;
    }

    static void tryMake(String what, Make m) {
        try {
            Object u = m.make();
            System.out.println(what + ": made " + (u != null));
        } catch (Throwable e) {
            System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage()
                    + (e.getCause() != null ? " cause " + e.getCause().getClass().getName() : ""));
        }
    }

    public static void main(String[] args) {
        tryMake("int on int", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "i"));
        tryMake("int on long", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "l"));
        tryMake("int on String", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "s"));
        tryMake("int on Integer", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "boxed"));
        tryMake("int on plain int", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "plainInt"));
        tryMake("int missing", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "nope"));
        tryMake("long on long", () -> AtomicLongFieldUpdater.newUpdater(Holder.class, "l"));
        tryMake("long on int", () -> AtomicLongFieldUpdater.newUpdater(Holder.class, "i"));
        tryMake("ref String on String", () -> AtomicReferenceFieldUpdater.newUpdater(Holder.class, String.class, "s"));
        tryMake("ref Object on String", () -> AtomicReferenceFieldUpdater.newUpdater(Holder.class, Object.class, "s"));
        tryMake("ref Object on Object", () -> AtomicReferenceFieldUpdater.newUpdater(Holder.class, Object.class, "o"));
        tryMake("ref int on int", () -> AtomicReferenceFieldUpdater.newUpdater(Holder.class, int.class, "i"));
        tryMake("ref Integer on int", () -> AtomicReferenceFieldUpdater.newUpdater(Holder.class, Integer.class, "i"));
        tryMake("int on own field", () -> AtomicIntegerFieldUpdater.newUpdater(Sub.class, "own"));
        AtomicIntegerFieldUpdater<Holder> u = AtomicIntegerFieldUpdater.newUpdater(Holder.class, "i");
        Holder h = new Holder();
        System.out.println(u.incrementAndGet(h) + " " + u.getAndAdd(h, 5) + " " + h.i);
    }
}
