package java.io;

/** Marks classes whose instances may be serialized. */
public interface Serializable {
}
