package java.util.logging;

/** Turns LogRecords into strings. */
public abstract class Formatter {
    protected Formatter() {
    }

    public abstract String format(LogRecord record);

    public String getHead(Handler h) {
        return "";
    }

    public String getTail(Handler h) {
        return "";
    }

    /** The message with its parameters put in, by MessageFormat, when it has {0}..{3}. */
    public String formatMessage(LogRecord record) {
        String format = record.getMessage();
        Object[] parameters = record.getParameters();
        if (parameters == null || parameters.length == 0 || format == null)
            return format;
        try {
            if (format.indexOf("{0") >= 0 || format.indexOf("{1") >= 0 || format.indexOf("{2") >= 0
                    || format.indexOf("{3") >= 0)
                return java.text.MessageFormat.format(format, parameters);
            return format;
        } catch (Exception ex) {
            return format;
        }
    }
}
