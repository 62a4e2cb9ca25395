package java.util.concurrent.locks;

/** A synchronizer that a thread may own exclusively.  The VM's deadlock report
 *  reads exclusiveOwnerThread (by that name) to tell who holds a lock that a
 *  thread is parked on. */
public abstract class AbstractOwnableSynchronizer {
    private transient Thread exclusiveOwnerThread;

    protected AbstractOwnableSynchronizer() {
    }

    protected final void setExclusiveOwnerThread(Thread thread) {
        exclusiveOwnerThread = thread;
    }

    protected final Thread getExclusiveOwnerThread() {
        return exclusiveOwnerThread;
    }
}
