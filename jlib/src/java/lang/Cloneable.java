package java.lang;

/** Marks classes whose instances Object.clone may copy field for field. */
public interface Cloneable {
}
