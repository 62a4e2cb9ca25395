package java.lang.reflect;

/** What a proxy instance (see {@link Proxy}) hands each call of its interfaces' methods to. */
public interface InvocationHandler {
    /**
     * Handles a call of method (declared by Object for hashCode, equals and toString, else by the
     * foremost interface that has it) on proxy with args (boxed; null for no parameters). The
     * result is unboxed or cast to the method's return type.
     */
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;
}
