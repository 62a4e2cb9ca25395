package java.lang;

/** The VM cannot allocate an object because it is out of memory. */
public class OutOfMemoryError extends VirtualMachineError {
    private static final long serialVersionUID = 8228564086184010517L;

    /* Written by the VM (vm/exception.c, exc_oom_array): how many errors it
     * threw with a stack trace (HotSpot's first two), and the shared errors
     * without one it throws after those. */
    private static int jporTraced;
    private static OutOfMemoryError jporHeapSpace;
    private static OutOfMemoryError jporArraySize;

    public OutOfMemoryError() {
        super();
    }

    public OutOfMemoryError(String message) {
        super(message);
    }
}
