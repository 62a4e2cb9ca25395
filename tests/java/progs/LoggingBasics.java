import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

public class LoggingBasics {
    /** Keeps the records it gets. */
    static final class Collecting extends Handler {
        final List<String> lines = new ArrayList<>();

        @Override
        public void publish(LogRecord r) {
            if (isLoggable(r))
                lines.add(r.getLevel() + " " + r.getLoggerName() + " " + getFormatter().formatMessage(r)
                        + (r.getThrown() != null ? " thrown=" + r.getThrown() : "")
                        + " src=" + r.getSourceClassName() + "." + r.getSourceMethodName());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    static final class Plain extends Formatter {
        @Override
        public String format(LogRecord r) {
            return r.getLevel().getName() + "|" + formatMessage(r) + "\n";
        }

        @Override
        public String getHead(Handler h) {
            return "<head>\n";
        }

        @Override
        public String getTail(Handler h) {
            return "<tail>\n";
        }
    }

    static void helper(Logger log) {
        log.info("from helper");
    }

    public static void main(String[] args) {
        Logger root = Logger.getLogger("");
        System.out.println("root: name='" + root.getName() + "' level=" + root.getLevel() + " parent=" + root.getParent()
                + " handlers=" + root.getHandlers().length + " " + root.getHandlers()[0].getClass().getName()
                + " handler level=" + root.getHandlers()[0].getLevel());
        Logger app = Logger.getLogger("com.example.app");
        System.out.println("app: level=" + app.getLevel() + " parent='" + app.getParent().getName() + "' same="
                + (app == Logger.getLogger("com.example.app")) + " useParent=" + app.getUseParentHandlers());
        Logger com = Logger.getLogger("com.example");
        System.out.println("after creating com.example: app parent='" + app.getParent().getName() + "' com parent='"
                + com.getParent().getName() + "'");
        System.out.println("global: " + Logger.getGlobal().getName() + " " + Logger.GLOBAL_LOGGER_NAME);

        // through the root's ConsoleHandler (stderr) with the -D format
        app.info("info message");
        app.warning("warning message");
        app.severe("severe message");
        app.fine("fine is below INFO");
        app.config("config is below INFO");
        app.log(Level.INFO, "params {0} and {1}", new Object[] { "x", 42 });
        app.log(Level.WARNING, "one param {0}", "p");
        app.log(Level.SEVERE, "with exception", new IllegalStateException("bad state"));
        app.info(() -> "from a supplier");
        System.out.println("isLoggable FINE=" + app.isLoggable(Level.FINE) + " INFO=" + app.isLoggable(Level.INFO));

        // levels and handlers
        Collecting coll = new Collecting();
        coll.setFormatter(new SimpleFormatter());
        com.addHandler(coll);
        com.setLevel(Level.FINE);
        app.fine("fine now passes com's level");
        app.finer("finer does not");
        helper(app);
        System.out.println("collected:");
        for (String l : coll.lines)
            System.out.println("  " + l);
        coll.lines.clear();

        com.setUseParentHandlers(false);
        app.info("only the collecting handler sees this");
        coll.setLevel(Level.WARNING);
        app.info("handler level filters this");
        app.warning("but not this");
        app.setFilter(r -> !r.getMessage().contains("secret"));
        app.warning("a secret");
        app.warning("no filter match");
        System.out.println("collected 2: " + coll.lines);
        app.setFilter(null);
        System.out.println("handlers of com: " + com.getHandlers().length);
        com.removeHandler(coll);
        System.out.println("after remove: " + com.getHandlers().length);

        // a StreamHandler buffers until flush/close
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bytes, new Plain());
        Logger s = Logger.getLogger("stream.test");
        s.setUseParentHandlers(false);
        s.addHandler(sh);
        s.info("first");
        s.fine("not logged");
        s.setLevel(Level.ALL);
        sh.setLevel(Level.ALL);
        s.fine("now logged");
        System.out.println("before flush: " + bytes.size() + " bytes");
        sh.flush();
        System.out.print("after flush:\n" + bytes);
        sh.close();
        System.out.print("after close:\n" + bytes);

        // Level
        System.out.println(Level.parse("WARNING") + " " + Level.parse("800") + " " + Level.parse("750").getName()
                + " " + Level.INFO.intValue() + " " + Level.OFF.intValue() + " " + Level.ALL.intValue());
        try {
            Level.parse("LOUD");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Logger off = Logger.getLogger("off");
        off.setLevel(Level.OFF);
        off.severe("never");
        System.out.println("OFF loggable SEVERE: " + off.isLoggable(Level.SEVERE));

        // LogRecord
        LogRecord r = new LogRecord(Level.INFO, "rec {0}");
        r.setParameters(new Object[] { 7 });
        r.setLoggerName("manual");
        System.out.println("record: " + new Plain().format(r).trim() + " seq>0=" + (r.getSequenceNumber() > 0));
        app.log(r);

        // a ConsoleHandler of our own, with a custom formatter
        Logger own = Logger.getLogger("own");
        own.setUseParentHandlers(false);
        ConsoleHandler ch = new ConsoleHandler();
        ch.setFormatter(new Plain());
        own.addHandler(ch);
        own.warning("through own console handler");
        System.out.println("done");
    }
}
