package java.lang.constant;

/** A type whose values are constants representable in the constant pool. */
public interface Constable {
    /** The nominal descriptor of this value; jpor has no descriptors and answers empty. */
    default java.util.Optional<? extends ConstantDesc> describeConstable() {
        return java.util.Optional.empty();
    }
}
