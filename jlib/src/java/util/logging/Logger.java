package java.util.logging;

import java.util.ArrayList;
import java.util.function.Supplier;

/**
 * A named logger.  A record is logged when its level is at least the logger's effective
 * level (its own, else its nearest ancestor's) and the filter accepts it; it then goes to
 * this logger's handlers and, while useParentHandlers holds, to its ancestors'.
 */
public class Logger {
    public static final String GLOBAL_LOGGER_NAME = "global";

    private static final Handler[] EMPTY = new Handler[0];
    private static Logger globalLogger;

    private final String name;
    private final String resourceBundleName;
    private volatile Logger parent;
    private volatile Level levelObject;
    private volatile boolean useParentHandlers = true;
    private volatile Filter filter;
    private final ArrayList<Handler> handlers = new ArrayList<Handler>();
    private final boolean anonymous;

    protected Logger(String name, String resourceBundleName) {
        this(name, resourceBundleName, false);
    }

    Logger(String name, String resourceBundleName, boolean internal) {
        this.name = name;
        this.resourceBundleName = resourceBundleName;
        this.anonymous = false;
    }

    private Logger(boolean anonymous) {
        this.name = null;
        this.resourceBundleName = null;
        this.anonymous = anonymous;
    }

    /** @deprecated kept as in the JDK; prefer getGlobal(). */
    @Deprecated
    public static final Logger global = getGlobal();

    public static final Logger getGlobal() {
        Logger g = globalInternal();
        LogManager.getLogManager();
        return g;
    }

    /** The global logger's object, made without touching the LogManager (which adds it). */
    static synchronized Logger globalInternal() {
        if (globalLogger == null)
            globalLogger = new Logger(GLOBAL_LOGGER_NAME, null, true);
        return globalLogger;
    }

    public static Logger getLogger(String name) {
        if (name == null)
            throw new NullPointerException();
        LogManager m = LogManager.getLogManager();
        synchronized (m) {
            Logger l = m.getLogger(name);
            if (l == null) {
                l = new Logger(name, null, true);
                m.addLogger(l);
            }
            return l;
        }
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        return getLogger(name);
    }

    public static Logger getAnonymousLogger() {
        Logger l = new Logger(true);
        l.parent = LogManager.getLogManager().rootLogger;
        return l;
    }

    public static Logger getAnonymousLogger(String resourceBundleName) {
        return getAnonymousLogger();
    }

    public String getName() {
        return name;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public Logger getParent() {
        return parent;
    }

    public void setParent(Logger parent) {
        if (parent == null)
            throw new NullPointerException();
        this.parent = parent;
    }

    void setParentInternal(Logger parent) {
        this.parent = parent;
    }

    public void setLevel(Level newLevel) {
        levelObject = newLevel;
    }

    public Level getLevel() {
        return levelObject;
    }

    private int effectiveLevel() {
        for (Logger l = this; l != null; l = l.parent) {
            Level v = l.levelObject;
            if (v != null)
                return v.intValue();
        }
        return Level.INFO.intValue();
    }

    public boolean isLoggable(Level level) {
        int lv = effectiveLevel();
        return level.intValue() >= lv && lv != Level.OFF.intValue();
    }

    public void setFilter(Filter newFilter) {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public void addHandler(Handler handler) {
        if (handler == null)
            throw new NullPointerException();
        synchronized (handlers) {
            handlers.add(handler);
        }
    }

    public void removeHandler(Handler handler) {
        if (handler == null)
            return;
        synchronized (handlers) {
            handlers.remove(handler);
        }
    }

    public Handler[] getHandlers() {
        synchronized (handlers) {
            return handlers.isEmpty() ? EMPTY : handlers.toArray(new Handler[handlers.size()]);
        }
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    // ------------------------------------------------------------------ logging

    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel()))
            return;
        Filter f = filter;
        if (f != null && !f.isLoggable(record))
            return;
        for (Logger l = this; l != null; l = l.parent) {
            Handler[] hs = l.getHandlers();
            for (int i = 0; i < hs.length; i++)
                hs[i].publish(record);
            if (!l.useParentHandlers)
                break;
        }
    }

    private void doLog(LogRecord lr) {
        lr.setLoggerName(name);
        log(lr);
    }

    public void log(Level level, String msg) {
        if (!isLoggable(level))
            return;
        doLog(new LogRecord(level, msg));
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (!isLoggable(level))
            return;
        doLog(new LogRecord(level, msgSupplier.get()));
    }

    public void log(Level level, String msg, Object param1) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[] { param1 });
        doLog(lr);
    }

    public void log(Level level, String msg, Object[] params) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        doLog(lr);
    }

    public void log(Level level, String msg, Throwable thrown) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        doLog(lr);
    }

    private LogRecord sourced(Level level, String sourceClass, String sourceMethod, String msg) {
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        return lr;
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        if (!isLoggable(level))
            return;
        doLog(sourced(level, sourceClass, sourceMethod, msg));
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Supplier<String> msgSupplier) {
        if (!isLoggable(level))
            return;
        doLog(sourced(level, sourceClass, sourceMethod, msgSupplier.get()));
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
        if (!isLoggable(level))
            return;
        LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
        lr.setParameters(new Object[] { param1 });
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object[] params) {
        if (!isLoggable(level))
            return;
        LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
        lr.setParameters(params);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
        if (!isLoggable(level))
            return;
        LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void entering(String sourceClass, String sourceMethod, Object param1) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY {0}", param1);
    }

    public void entering(String sourceClass, String sourceMethod, Object[] params) {
        if (!isLoggable(Level.FINER))
            return;
        StringBuilder msg = new StringBuilder("ENTRY");
        if (params != null)
            for (int i = 0; i < params.length; i++)
                msg.append(" {").append(i).append('}');
        logp(Level.FINER, sourceClass, sourceMethod, msg.toString(), params);
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void exiting(String sourceClass, String sourceMethod, Object result) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN {0}", result);
    }

    public void throwing(String sourceClass, String sourceMethod, Throwable thrown) {
        if (!isLoggable(Level.FINER))
            return;
        LogRecord lr = sourced(Level.FINER, sourceClass, sourceMethod, "THROW");
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void severe(String msg) {
        log(Level.SEVERE, msg);
    }

    public void warning(String msg) {
        log(Level.WARNING, msg);
    }

    public void info(String msg) {
        log(Level.INFO, msg);
    }

    public void config(String msg) {
        log(Level.CONFIG, msg);
    }

    public void fine(String msg) {
        log(Level.FINE, msg);
    }

    public void finer(String msg) {
        log(Level.FINER, msg);
    }

    public void finest(String msg) {
        log(Level.FINEST, msg);
    }

    public void severe(Supplier<String> msgSupplier) {
        log(Level.SEVERE, msgSupplier);
    }

    public void warning(Supplier<String> msgSupplier) {
        log(Level.WARNING, msgSupplier);
    }

    public void info(Supplier<String> msgSupplier) {
        log(Level.INFO, msgSupplier);
    }

    public void config(Supplier<String> msgSupplier) {
        log(Level.CONFIG, msgSupplier);
    }

    public void fine(Supplier<String> msgSupplier) {
        log(Level.FINE, msgSupplier);
    }

    public void finer(Supplier<String> msgSupplier) {
        log(Level.FINER, msgSupplier);
    }

    public void finest(Supplier<String> msgSupplier) {
        log(Level.FINEST, msgSupplier);
    }
}
