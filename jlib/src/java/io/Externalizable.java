package java.io;

/** A class whose instances save and restore their own contents (the stream holds only the class's identity). */
public interface Externalizable extends Serializable {
    void writeExternal(ObjectOutput out) throws IOException;

    void readExternal(ObjectInput in) throws IOException, ClassNotFoundException;
}
