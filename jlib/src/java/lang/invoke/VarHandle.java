package java.lang.invoke;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A typed reference to a variable: an instance field, a static field or the
 * elements of an array type (made by {@link MethodHandles}).
 *
 * jpor: the access-mode methods are signature polymorphic (JVMS 2.9.3): each
 * call site invokes one native made for its descriptor (vm/class.c), which
 * natives/varhandle.c runs, converting the arguments and the result as the
 * JDK's asType would and reporting the access as one action.  Every memory
 * order is sequentially consistent; weak compare-and-sets never fail
 * spuriously.  Handles are not access-checked and have no invokeExact
 * behaviour.
 */
public abstract class VarHandle {
    /* Read by natives/varhandle.c: these instance fields, first and in this order. */
    final int kind; /* FIELD, STATIC or ARRAY */
    final Class<?> holder; /* the class declaring the field; the array class */
    final int slot; /* the field's index among holder's declared fields */
    final Class<?> varType;
    final Class<?> coord; /* the receiver's or the array's type (coordinateTypes) */
    final boolean readOnly; /* a final field: only the get modes */

    static final int FIELD = 0, STATIC = 1, ARRAY = 2;

    VarHandle(int kind, Class<?> holder, int slot, Class<?> varType, Class<?> coord, boolean readOnly) {
        this.kind = kind;
        this.holder = holder;
        this.slot = slot;
        this.varType = varType;
        this.coord = coord;
        this.readOnly = readOnly;
    }

    /* The one kind of handle: the natives read the fields above. */
    static final class Impl extends VarHandle {
        Impl(int kind, Class<?> holder, int slot, Class<?> varType, Class<?> coord, boolean readOnly) {
            super(kind, holder, slot, varType, coord, readOnly);
        }
    }

    public final Class<?> varType() {
        return varType;
    }

    public final List<Class<?>> coordinateTypes() {
        List<Class<?>> l = new ArrayList<Class<?>>();
        if (kind != STATIC)
            l.add(coord);
        if (kind == ARRAY)
            l.add(int.class);
        return Collections.unmodifiableList(l);
    }

    public boolean hasInvokeExactBehavior() {
        return false;
    }

    public final String toString() {
        return "VarHandle[varType=" + varType.getName() + ", coord=" + coordinateTypes() + "]";
    }

    /* Fences: every access is sequentially consistent already. */
    public static void fullFence() {
    }

    public static void acquireFence() {
    }

    public static void releaseFence() {
    }

    public static void loadLoadFence() {
    }

    public static void storeStoreFence() {
    }

    /* The access modes, signature polymorphic (natives/varhandle.c). */
    public final native Object get(Object... args);

    public final native void set(Object... args);

    public final native Object getVolatile(Object... args);

    public final native void setVolatile(Object... args);

    public final native Object getOpaque(Object... args);

    public final native void setOpaque(Object... args);

    public final native Object getAcquire(Object... args);

    public final native void setRelease(Object... args);

    public final native boolean compareAndSet(Object... args);

    public final native Object compareAndExchange(Object... args);

    public final native Object compareAndExchangeAcquire(Object... args);

    public final native Object compareAndExchangeRelease(Object... args);

    public final native boolean weakCompareAndSetPlain(Object... args);

    public final native boolean weakCompareAndSet(Object... args);

    public final native boolean weakCompareAndSetAcquire(Object... args);

    public final native boolean weakCompareAndSetRelease(Object... args);

    public final native Object getAndSet(Object... args);

    public final native Object getAndSetAcquire(Object... args);

    public final native Object getAndSetRelease(Object... args);

    public final native Object getAndAdd(Object... args);

    public final native Object getAndAddAcquire(Object... args);

    public final native Object getAndAddRelease(Object... args);

    public final native Object getAndBitwiseOr(Object... args);

    public final native Object getAndBitwiseOrAcquire(Object... args);

    public final native Object getAndBitwiseOrRelease(Object... args);

    public final native Object getAndBitwiseAnd(Object... args);

    public final native Object getAndBitwiseAndAcquire(Object... args);

    public final native Object getAndBitwiseAndRelease(Object... args);

    public final native Object getAndBitwiseXor(Object... args);

    public final native Object getAndBitwiseXorAcquire(Object... args);

    public final native Object getAndBitwiseXorRelease(Object... args);
}
