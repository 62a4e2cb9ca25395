package java.lang.constant;

/** A nominal descriptor of a loadable constant value (marker only in jpor). */
public interface ConstantDesc {
}
