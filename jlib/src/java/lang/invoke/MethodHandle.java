package java.lang.invoke;

import java.util.Arrays;
import java.util.List;
import jpor.internal.Reflection;

/**
 * A typed reference to a method, constructor, field access or adaptation of
 * another handle.
 *
 * jpor: invokeExact and invoke are signature polymorphic (JVMS 2.9.3): a call
 * site calls one native made for its descriptor (vm/class.c), which
 * natives/methodhandle.c runs by calling invokeSite with the arguments boxed;
 * the result is unboxed there to the site's return type.  Every handle does
 * its work in invokeBoxed, on arguments already of its parameter types
 * (boxed), returning its result boxed (null for void).  Direct handles call
 * jpor.internal.Reflection's accessors, so exceptions of the target
 * propagate unchanged.  No varargs collectors, no access checks.
 */
public abstract class MethodHandle {
    private final MethodType type;

    MethodHandle(MethodType type) {
        if (type == null)
            throw new NullPointerException();
        this.type = type;
    }

    public final native Object invokeExact(Object... args) throws Throwable;

    public final native Object invoke(Object... args) throws Throwable;

    /* The arguments are of this handle's parameter types, boxed. */
    abstract Object invokeBoxed(Object[] args) throws Throwable;

    /* Called by natives/methodhandle.c's adapters: desc is the call site's descriptor. */
    final Object invokeSite(String desc, boolean exact, Object[] args) throws Throwable {
        if (desc.equals(type.descriptor))
            return invokeBoxed(args);
        MethodType site = MethodType.fromMethodDescriptorString(desc, null);
        if (exact)
            throw new WrongMethodTypeException("expected " + type + " but found " + site);
        return asType(site).invokeBoxed(args);
    }

    public MethodType type() {
        return type;
    }

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] args = arguments == null ? new Object[0] : arguments.clone();
        return asType(MethodType.genericMethodType(args.length)).invokeBoxed(args);
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type))
            return this;
        boolean ok = newType.parameterCount() == type.parameterCount()
                && Conversions.canConvert(type.returnType(), newType.returnType());
        for (int i = 0; ok && i < type.parameterCount(); i++)
            ok = Conversions.canConvert(newType.parameterType(i), type.parameterType(i));
        if (!ok)
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        return new Adapted(newType, this);
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive())
            throw new IllegalArgumentException("no leading reference parameter");
        Object v = Conversions.convert(x, Object.class, type.parameterType(0));
        return new Bound(type.dropParameterTypes(0, 1), this, v);
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public String toString() {
        return "MethodHandle" + type;
    }

    /* ---- the kinds of handles ---- */

    /** A method or constructor, called through Reflection.invoke0. */
    static final class Direct extends MethodHandle {
        private final Class<?> holder;
        private final int slot;
        private final boolean hasReceiver;

        Direct(MethodType type, Class<?> holder, int slot, boolean hasReceiver) {
            super(type);
            this.holder = holder;
            this.slot = slot;
            this.hasReceiver = hasReceiver;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            if (!hasReceiver)
                return Reflection.invoke0(holder, slot, null, args);
            if (args[0] == null)
                throw new NullPointerException();
            return Reflection.invoke0(holder, slot, args[0], Arrays.copyOfRange(args, 1, args.length));
        }
    }

    /** A field read or write, through Reflection.get0 and set0. */
    static final class FieldAccess extends MethodHandle {
        private final Class<?> holder;
        private final int slot;
        private final boolean isStatic, setter;

        FieldAccess(MethodType type, Class<?> holder, int slot, boolean isStatic, boolean setter) {
            super(type);
            this.holder = holder;
            this.slot = slot;
            this.isStatic = isStatic;
            this.setter = setter;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object recv = isStatic ? null : args[0];
            if (!isStatic && recv == null)
                throw new NullPointerException();
            if (!setter)
                return Reflection.get0(holder, slot, recv);
            Reflection.set0(holder, slot, recv, args[isStatic ? 0 : 1]);
            return null;
        }
    }

    /** asType: converts the arguments to the target's types and its result back. */
    static final class Adapted extends MethodHandle {
        private final MethodHandle target;

        Adapted(MethodType type, MethodHandle target) {
            super(type);
            this.target = target;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            MethodType from = type(), to = target.type();
            for (int i = 0; i < args.length; i++)
                args[i] = Conversions.convert(args[i], from.parameterType(i), to.parameterType(i));
            Object r = target.invokeBoxed(args);
            return Conversions.convert(r, to.returnType(), from.returnType());
        }
    }

    /** bindTo: the first argument fixed. */
    static final class Bound extends MethodHandle {
        private final MethodHandle target;
        private final Object value;

        Bound(MethodType type, MethodHandle target, Object value) {
            super(type);
            this.target = target;
            this.value = value;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] all = new Object[args.length + 1];
            all[0] = value;
            System.arraycopy(args, 0, all, 1, args.length);
            return target.invokeBoxed(all);
        }
    }

    /** MethodHandles.constant and identity. */
    static final class Simple extends MethodHandle {
        private final Object value;
        private final boolean identity;

        Simple(MethodType type, Object value, boolean identity) {
            super(type);
            this.value = value;
            this.identity = identity;
        }

        Object invokeBoxed(Object[] args) {
            return identity ? args[0] : value;
        }
    }

    /** MethodHandles.arrayElementGetter and arrayElementSetter. */
    static final class ArrayElement extends MethodHandle {
        private final boolean setter;

        ArrayElement(MethodType type, boolean setter) {
            super(type);
            this.setter = setter;
        }

        Object invokeBoxed(Object[] args) {
            Object a = args[0];
            int i = ((Integer) args[1]).intValue();
            if (setter) {
                set(a, i, args[2]);
                return null;
            }
            if (a instanceof Object[])
                return ((Object[]) a)[i];
            if (a instanceof int[])
                return Integer.valueOf(((int[]) a)[i]);
            if (a instanceof long[])
                return Long.valueOf(((long[]) a)[i]);
            if (a instanceof double[])
                return Double.valueOf(((double[]) a)[i]);
            if (a instanceof float[])
                return Float.valueOf(((float[]) a)[i]);
            if (a instanceof byte[])
                return Byte.valueOf(((byte[]) a)[i]);
            if (a instanceof short[])
                return Short.valueOf(((short[]) a)[i]);
            if (a instanceof char[])
                return Character.valueOf(((char[]) a)[i]);
            if (a instanceof boolean[])
                return Boolean.valueOf(((boolean[]) a)[i]);
            throw new NullPointerException();
        }

        private static void set(Object a, int i, Object v) {
            if (a instanceof Object[])
                ((Object[]) a)[i] = v;
            else if (a instanceof int[])
                ((int[]) a)[i] = ((Integer) v).intValue();
            else if (a instanceof long[])
                ((long[]) a)[i] = ((Long) v).longValue();
            else if (a instanceof double[])
                ((double[]) a)[i] = ((Double) v).doubleValue();
            else if (a instanceof float[])
                ((float[]) a)[i] = ((Float) v).floatValue();
            else if (a instanceof byte[])
                ((byte[]) a)[i] = ((Byte) v).byteValue();
            else if (a instanceof short[])
                ((short[]) a)[i] = ((Short) v).shortValue();
            else if (a instanceof char[])
                ((char[]) a)[i] = ((Character) v).charValue();
            else if (a instanceof boolean[])
                ((boolean[]) a)[i] = ((Boolean) v).booleanValue();
            else
                throw new NullPointerException();
        }
    }
}
