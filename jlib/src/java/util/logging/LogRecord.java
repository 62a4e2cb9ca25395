package java.util.logging;

/** One logging request: level, message, parameters, thrown exception, source and time. */
public class LogRecord implements java.io.Serializable {
    private static long globalSequenceNumber;

    private static synchronized long nextSequenceNumber() {
        return globalSequenceNumber++;
    }

    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private String message;
    private long threadID;
    private long millis;
    private Throwable thrown;
    private String loggerName;
    private String resourceBundleName;
    private Object[] parameters;
    private transient boolean needToInferCaller;

    public LogRecord(Level level, String msg) {
        if (level == null)
            throw new NullPointerException();
        this.level = level;
        this.message = msg;
        this.sequenceNumber = nextSequenceNumber();
        this.threadID = Thread.currentThread().getId();
        this.millis = System.currentTimeMillis();
        this.needToInferCaller = true;
    }

    public String getLoggerName() {
        return loggerName;
    }

    public void setLoggerName(String name) {
        loggerName = name;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public void setResourceBundleName(String name) {
        resourceBundleName = name;
    }

    public Level getLevel() {
        return level;
    }

    public void setLevel(Level level) {
        if (level == null)
            throw new NullPointerException();
        this.level = level;
    }

    public long getSequenceNumber() {
        return sequenceNumber;
    }

    public void setSequenceNumber(long seq) {
        sequenceNumber = seq;
    }

    public String getSourceClassName() {
        if (needToInferCaller)
            inferCaller();
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        this.sourceClassName = sourceClassName;
        needToInferCaller = false;
    }

    public String getSourceMethodName() {
        if (needToInferCaller)
            inferCaller();
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        this.sourceMethodName = sourceMethodName;
        needToInferCaller = false;
    }

    public String getMessage() {
        return message;
    }

    public void setMessage(String message) {
        this.message = message;
    }

    public Object[] getParameters() {
        return parameters;
    }

    public void setParameters(Object[] parameters) {
        this.parameters = parameters;
    }

    public int getThreadID() {
        return (int) threadID;
    }

    public void setThreadID(int threadID) {
        this.threadID = threadID;
    }

    public long getLongThreadID() {
        return threadID;
    }

    public LogRecord setLongThreadID(long longThreadID) {
        this.threadID = longThreadID;
        return this;
    }

    public long getMillis() {
        return millis;
    }

    public void setMillis(long millis) {
        this.millis = millis;
    }

    public Throwable getThrown() {
        return thrown;
    }

    public void setThrown(Throwable thrown) {
        this.thrown = thrown;
    }

    /**
     * The caller is the first frame, after the logging classes' own frames, of a class
     * that is not part of the logging framework (as the JDK, from a stack trace taken now).
     */
    private void inferCaller() {
        needToInferCaller = false;
        StackTraceElement[] st = new Throwable().getStackTrace();
        boolean lookingForLogger = true;
        for (int i = 0; i < st.length; i++) {
            String cname = st[i].getClassName();
            boolean isLoggerImpl = cname.equals("java.util.logging.Logger")
                    || cname.startsWith("java.util.logging.LoggingProxyImpl")
                    || cname.startsWith("sun.util.logging.");
            if (lookingForLogger) {
                if (isLoggerImpl)
                    lookingForLogger = false;
            } else if (!isLoggerImpl && !cname.startsWith("java.util.logging.")
                    && !cname.startsWith("jdk.internal.") && !cname.startsWith("java.lang.reflect.")) {
                sourceClassName = cname;
                sourceMethodName = st[i].getMethodName();
                return;
            }
        }
    }
}
