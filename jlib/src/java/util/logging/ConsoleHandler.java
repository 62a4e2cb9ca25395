package java.util.logging;

/** A StreamHandler on System.err that flushes after every record; close() does not close System.err. */
public class ConsoleHandler extends StreamHandler {
    public ConsoleHandler() {
        super(System.err, new SimpleFormatter());
        setLevel(Level.INFO);
    }

    public void publish(LogRecord record) {
        super.publish(record);
        flush();
    }

    public void close() {
        flush();
    }
}
