package java.lang;

/** An unknown but serious exception in the VM. */
public class UnknownError extends VirtualMachineError {
    public UnknownError() {
        super();
    }

    public UnknownError(String message) {
        super(message);
    }
}
