package java.nio.file.attribute;

/** A named set of a file's attributes. */
public interface AttributeView {
    String name();
}
