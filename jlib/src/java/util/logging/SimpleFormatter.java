package java.util.logging;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Formats a record with String.format and the format of the system property
 * java.util.logging.SimpleFormatter.format (the default otherwise, or when the property's
 * is not valid).  The arguments: 1 the time (here a java.util.Date), 2 the source (class
 * and method, else the logger's name), 3 the logger's name, 4 the level, 5 the message,
 * 6 the thrown exception's stack trace after a line break ("" without one).
 */
public class SimpleFormatter extends Formatter {
    static final String DEFAULT_FORMAT = "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n";

    private final String format = formatFor(System.getProperty("java.util.logging.SimpleFormatter.format"));

    public SimpleFormatter() {
    }

    static String formatFor(String f) {
        if (f == null)
            return DEFAULT_FORMAT;
        try {
            String.format(f, new java.util.Date(), "", "", "", "", "");
            return f;
        } catch (IllegalArgumentException e) {
            return DEFAULT_FORMAT;
        }
    }

    public String format(LogRecord record) {
        java.util.Date date = new java.util.Date(record.getMillis());
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null)
                source += " " + record.getSourceMethodName();
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            pw.println();
            record.getThrown().printStackTrace(pw);
            pw.close();
            throwable = sw.toString();
        }
        return String.format(format, date, source, record.getLoggerName(), record.getLevel().getLocalizedName(),
                message, throwable);
    }
}
