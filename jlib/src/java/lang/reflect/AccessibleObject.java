package java.lang.reflect;

import java.lang.annotation.Annotation;
import jpor.internal.Annotations;
import jpor.internal.Reflection;

/**
 * The common superclass of Field, Method and Constructor: the flag that suppresses the Java
 * language's access checks. Classes of jlib stand for the JDK's module java.base, which opens
 * none of its packages: their non-public members (and the members of their non-public classes)
 * cannot be made accessible from the program's classes.
 */
public class AccessibleObject implements AnnotatedElement {
    static {
        Reflection.setFactory(new ReflectFactory());
    }

    /** True once setAccessible(true) succeeded: access checks are suppressed. */
    boolean override;

    @Deprecated
    protected AccessibleObject() {
    }

    public void setAccessible(boolean flag) {
        if (flag) {
            checkCanSetAccessible(Reflection.callerClass0(), true);
        }
        override = flag;
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        if (flag) {
            Class<?> caller = Reflection.callerClass0();
            for (AccessibleObject ao : array) {
                ao.checkCanSetAccessible(caller, true);
            }
        }
        for (AccessibleObject ao : array) {
            ao.override = flag;
        }
    }

    public final boolean trySetAccessible() {
        if (override) {
            return true;
        }
        if (!checkCanSetAccessible(Reflection.callerClass0(), false)) {
            return false;
        }
        override = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    /**
     * Can the caller access this member (on obj, for an instance member) with the Java language's
     * access checks, or are they suppressed?
     */
    public final boolean canAccess(Object obj) {
        Member m = (Member) this;
        Class<?> decl = m.getDeclaringClass();
        int mods = m.getModifiers();
        Class<?> target = null;
        if (Modifier.isStatic(mods) || this instanceof Constructor) {
            if (obj != null) {
                throw new IllegalArgumentException("non-null object for " + this);
            }
            if (this instanceof Constructor) {
                target = decl;
            }
        } else {
            if (obj == null) {
                throw new IllegalArgumentException("null object for " + this);
            }
            if (!decl.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of " + decl.getName());
            }
            target = obj.getClass();
        }
        if (override) {
            return true;
        }
        return Reflection.verifyAccess(Reflection.callerClass0(), decl, target, mods);
    }

    /** The member's annotations, parsed once (readAnnotations). */
    private transient Annotation[] declaredAnnotations;

    /** The annotations declared on the member (Field and Executable read their attribute). */
    Annotation[] readAnnotations() {
        throw new AssertionError("All subclasses should override this method");
    }

    private Annotation[] declaredAnnotations() {
        if (declaredAnnotations == null) {
            declaredAnnotations = readAnnotations();
        }
        return declaredAnnotations;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return Annotations.find(declaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return declaredAnnotations().clone();
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return Annotations.byType(declaredAnnotations(), annotationClass);
    }

    /** May caller suppress the access checks of this member? Throws when not, if told to. */
    boolean checkCanSetAccessible(Class<?> caller, boolean raise) {
        Member m = (Member) this;
        Class<?> decl = m.getDeclaringClass();
        if (!Reflection.inJavaBase(decl) || Reflection.inJavaBase(caller)) {
            return true;
        }
        int mods = m.getModifiers();
        boolean exported = decl.getName().startsWith("java.");
        boolean publicClass = Modifier.isPublic(decl.getModifiers());
        if (exported && publicClass) {
            if (Modifier.isPublic(mods)) {
                return true;
            }
            if (Modifier.isProtected(mods) && Modifier.isStatic(mods) && decl.isAssignableFrom(caller)) {
                return true;
            }
        }
        if (raise) {
            String pkg = decl.getPackageName();
            throw new InaccessibleObjectException("Unable to make " + (this instanceof Field ? "field " : "") + this
                    + " accessible: module java.base does not \"" + (exported ? "opens" : "exports") + " " + pkg
                    + "\" to unnamed module @" + Integer.toHexString(System.identityHashCode(ClassLoaderStandIn.UNNAMED)));
        }
        return false;
    }

    /** An object whose identity names the program's unnamed module in messages. */
    private static final class ClassLoaderStandIn {
        static final Object UNNAMED = new Object();
    }
}
