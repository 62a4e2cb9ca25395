package java.beans;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps a bean's property change listeners and fires events to them (written for jpor from
 * the Java SE API documentation). Listeners for every property are kept under the key null,
 * those of one property under its name, in a HashMap as in the JDK, so that
 * getPropertyChangeListeners() lists the named ones in the same order; each list keeps the
 * order of registration, which is the order they are told in: first the listeners of every
 * property, then those of the event's property. No event is fired when the old and the new
 * value are equal and not null.
 */
public class PropertyChangeSupport implements java.io.Serializable {
    private static final long serialVersionUID = 6401253773779951803L;

    private final Object source;
    private final Map<String, PropertyChangeListener[]> map = new HashMap<String, PropertyChangeListener[]>();

    public PropertyChangeSupport(Object sourceBean) {
        if (sourceBean == null)
            throw new NullPointerException();
        source = sourceBean;
    }

    private synchronized void add(String name, PropertyChangeListener l) {
        PropertyChangeListener[] array = map.get(name);
        int size = array == null ? 0 : array.length;
        PropertyChangeListener[] clone = new PropertyChangeListener[size + 1];
        if (array != null)
            System.arraycopy(array, 0, clone, 0, size);
        clone[size] = l;
        map.put(name, clone);
    }

    private synchronized void remove(String name, PropertyChangeListener l) {
        PropertyChangeListener[] array = map.get(name);
        if (array == null)
            return;
        for (int i = 0; i < array.length; i++) {
            if (l.equals(array[i])) {
                int size = array.length - 1;
                if (size > 0) {
                    PropertyChangeListener[] clone = new PropertyChangeListener[size];
                    System.arraycopy(array, 0, clone, 0, i);
                    System.arraycopy(array, i + 1, clone, i, size - i);
                    map.put(name, clone);
                } else {
                    map.remove(name);
                }
                return;
            }
        }
    }

    private synchronized PropertyChangeListener[] get(String name) {
        return map.get(name);
    }

    public void addPropertyChangeListener(PropertyChangeListener listener) {
        if (listener == null)
            return;
        if (listener instanceof PropertyChangeListenerProxy) {
            PropertyChangeListenerProxy proxy = (PropertyChangeListenerProxy) listener;
            addPropertyChangeListener(proxy.getPropertyName(), proxy.getListener());
        } else {
            add(null, listener);
        }
    }

    public void removePropertyChangeListener(PropertyChangeListener listener) {
        if (listener == null)
            return;
        if (listener instanceof PropertyChangeListenerProxy) {
            PropertyChangeListenerProxy proxy = (PropertyChangeListenerProxy) listener;
            removePropertyChangeListener(proxy.getPropertyName(), proxy.getListener());
        } else {
            remove(null, listener);
        }
    }

    /** The listeners of every property, then a proxy for each listener of one property. */
    public synchronized PropertyChangeListener[] getPropertyChangeListeners() {
        List<PropertyChangeListener> list = new ArrayList<PropertyChangeListener>();
        PropertyChangeListener[] common = map.get(null);
        if (common != null)
            for (PropertyChangeListener l : common)
                list.add(l);
        for (Map.Entry<String, PropertyChangeListener[]> e : map.entrySet()) {
            String name = e.getKey();
            if (name != null)
                for (PropertyChangeListener l : e.getValue())
                    list.add(new PropertyChangeListenerProxy(name, l));
        }
        return list.toArray(new PropertyChangeListener[0]);
    }

    public void addPropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        if (listener == null || propertyName == null)
            return;
        listener = unwrap(propertyName, listener);
        if (listener != null)
            add(propertyName, listener);
    }

    public void removePropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        if (listener == null || propertyName == null)
            return;
        listener = unwrap(propertyName, listener);
        if (listener != null)
            remove(propertyName, listener);
    }

    /** A proxy is taken off when it names the same property, else the listener is dropped. */
    private static PropertyChangeListener unwrap(String name, PropertyChangeListener l) {
        if (l instanceof PropertyChangeListenerProxy) {
            PropertyChangeListenerProxy proxy = (PropertyChangeListenerProxy) l;
            return name.equals(proxy.getPropertyName()) ? unwrap(name, proxy.getListener()) : null;
        }
        return l;
    }

    public PropertyChangeListener[] getPropertyChangeListeners(String propertyName) {
        if (propertyName != null) {
            PropertyChangeListener[] a = get(propertyName);
            if (a != null)
                return a.clone();
        }
        return new PropertyChangeListener[0];
    }

    public void firePropertyChange(String propertyName, Object oldValue, Object newValue) {
        if (oldValue == null || newValue == null || !oldValue.equals(newValue))
            firePropertyChange(new PropertyChangeEvent(this.source, propertyName, oldValue, newValue));
    }

    public void firePropertyChange(String propertyName, int oldValue, int newValue) {
        if (oldValue != newValue)
            firePropertyChange(propertyName, Integer.valueOf(oldValue), Integer.valueOf(newValue));
    }

    public void firePropertyChange(String propertyName, boolean oldValue, boolean newValue) {
        if (oldValue != newValue)
            firePropertyChange(propertyName, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
    }

    public void firePropertyChange(PropertyChangeEvent event) {
        Object oldValue = event.getOldValue();
        Object newValue = event.getNewValue();
        if (oldValue == null || newValue == null || !oldValue.equals(newValue)) {
            String name = event.getPropertyName();
            PropertyChangeListener[] common = get(null);
            PropertyChangeListener[] named = name != null ? get(name) : null;
            fire(common, event);
            fire(named, event);
        }
    }

    private static void fire(PropertyChangeListener[] listeners, PropertyChangeEvent event) {
        if (listeners != null)
            for (PropertyChangeListener l : listeners)
                l.propertyChange(event);
    }

    public void fireIndexedPropertyChange(String propertyName, int index, Object oldValue, Object newValue) {
        if (oldValue == null || newValue == null || !oldValue.equals(newValue))
            firePropertyChange(new IndexedPropertyChangeEvent(source, propertyName, oldValue, newValue, index));
    }

    public void fireIndexedPropertyChange(String propertyName, int index, int oldValue, int newValue) {
        if (oldValue != newValue)
            fireIndexedPropertyChange(propertyName, index, Integer.valueOf(oldValue), Integer.valueOf(newValue));
    }

    public void fireIndexedPropertyChange(String propertyName, int index, boolean oldValue, boolean newValue) {
        if (oldValue != newValue)
            fireIndexedPropertyChange(propertyName, index, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
    }

    public synchronized boolean hasListeners(String propertyName) {
        if (map.containsKey(null))
            return true;
        return propertyName != null && map.containsKey(propertyName);
    }
}
