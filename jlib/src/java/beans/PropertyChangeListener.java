package java.beans;

/** Told when a bean's bound property changes. */
public interface PropertyChangeListener extends java.util.EventListener {
    void propertyChange(PropertyChangeEvent evt);
}
