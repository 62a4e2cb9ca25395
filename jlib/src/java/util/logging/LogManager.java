package java.util.logging;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;

/**
 * Keeps the named loggers and their tree.  The configuration is the JDK's default one
 * (no configuration file is read): the root logger at INFO with a ConsoleHandler.
 */
public class LogManager {
    public static final String LOGGING_MXBEAN_NAME = "java.util.logging:type=Logging";

    private static LogManager manager;

    private final HashMap<String, Logger> loggers = new HashMap<String, Logger>();
    private final ArrayList<String> names = new ArrayList<String>();
    final Logger rootLogger;

    protected LogManager() {
        rootLogger = new Logger("", null, true);
        rootLogger.setLevel(Level.INFO);
        loggers.put("", rootLogger);
        names.add("");
    }

    public static LogManager getLogManager() {
        synchronized (LogManager.class) {
            if (manager == null) {
                manager = new LogManager();
                Logger root = manager.rootLogger;
                root.addHandler(new ConsoleHandler());
                manager.addLogger(Logger.globalInternal());
            }
            return manager;
        }
    }

    /** Adds a logger under its name, linking it to its nearest existing ancestor and descendants. */
    public synchronized boolean addLogger(Logger logger) {
        String name = logger.getName();
        if (name == null)
            throw new NullPointerException();
        if (loggers.containsKey(name))
            return false;
        loggers.put(name, logger);
        names.add(name);
        logger.setParentInternal(findParent(name));
        String prefix = name + ".";
        for (int i = 0; i < names.size(); i++) {
            String n = names.get(i);
            if (!n.startsWith(prefix))
                continue;
            Logger child = loggers.get(n);
            Logger p = child.getParent();
            if (p == null || p.getName().length() < name.length())
                child.setParentInternal(logger);
        }
        return true;
    }

    private Logger findParent(String name) {
        int dot = name.lastIndexOf('.');
        while (dot > 0) {
            Logger p = loggers.get(name.substring(0, dot));
            if (p != null)
                return p;
            dot = name.lastIndexOf('.', dot - 1);
        }
        return rootLogger;
    }

    public synchronized Logger getLogger(String name) {
        return loggers.get(name);
    }

    public synchronized Enumeration<String> getLoggerNames() {
        return Collections.enumeration(new ArrayList<String>(names));
    }

    /** Only the properties of the default configuration; none are set here. */
    public String getProperty(String name) {
        return null;
    }

    /** Closes and removes the handlers of every logger and sets the levels to the default. */
    public void reset() {
        ArrayList<Logger> all;
        synchronized (this) {
            all = new ArrayList<Logger>(loggers.values());
        }
        for (int i = 0; i < all.size(); i++) {
            Logger l = all.get(i);
            Handler[] hs = l.getHandlers();
            for (int j = 0; j < hs.length; j++) {
                l.removeHandler(hs[j]);
                try {
                    hs[j].close();
                } catch (Exception ex) {
                    // ignored, as the JDK
                }
            }
            l.setLevel(l == rootLogger ? Level.INFO : null);
        }
    }

    public void readConfiguration() {
    }

    public void checkAccess() {
    }
}
