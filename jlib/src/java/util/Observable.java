package java.util;

/**
 * An object with a list of observers, told of its changes (written for jpor from the
 * Java SE API documentation). As in the JDK, notifyObservers calls the observers in
 * the reverse order of their registration, from a copy of the list taken while the
 * changed flag is cleared.
 */
@Deprecated
public class Observable {
    private boolean changed;
    private final ArrayList<Observer> observers = new ArrayList<Observer>();

    public Observable() {
    }

    public synchronized void addObserver(Observer o) {
        if (o == null)
            throw new NullPointerException();
        if (!observers.contains(o))
            observers.add(o);
    }

    public synchronized void deleteObserver(Observer o) {
        observers.remove(o);
    }

    public void notifyObservers() {
        notifyObservers(null);
    }

    public void notifyObservers(Object arg) {
        Object[] copy;
        synchronized (this) {
            if (!changed)
                return;
            copy = observers.toArray();
            clearChanged();
        }
        for (int i = copy.length - 1; i >= 0; i--)
            ((Observer) copy[i]).update(this, arg);
    }

    public synchronized void deleteObservers() {
        observers.clear();
    }

    protected synchronized void setChanged() {
        changed = true;
    }

    protected synchronized void clearChanged() {
        changed = false;
    }

    public synchronized boolean hasChanged() {
        return changed;
    }

    public synchronized int countObservers() {
        return observers.size();
    }
}
