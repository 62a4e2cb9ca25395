package java.io;

/** A callback that validates objects after a whole graph has been deserialized. */
public interface ObjectInputValidation {
    void validateObject() throws InvalidObjectException;
}
