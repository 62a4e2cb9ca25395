package java.util;

/** An error while ServiceLoader locates, loads or instantiates a provider (written for jpor from the Java SE API docs). */
public class ServiceConfigurationError extends Error {
    private static final long serialVersionUID = 74132770414881L;

    public ServiceConfigurationError(String msg) {
        super(msg);
    }

    public ServiceConfigurationError(String msg, Throwable cause) {
        super(msg, cause);
    }
}
