package java.nio.file.attribute;

/** A view of a file's attributes. */
public interface FileAttributeView extends AttributeView {
}
