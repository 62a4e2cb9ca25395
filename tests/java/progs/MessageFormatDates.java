import java.text.*;
import java.util.*;

/**
 * MessageFormat's date and time arguments ({0,date}, {0,date,short|medium|long|full},
 * {0,date,pattern}, the same with time) and a Date argument without a format type
 * (DateFormat's SHORT date and time).
 */
public class MessageFormatDates {
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Date d = new Date(1700000000000L);
        String[] patterns = {"{0,date}", "{0,date,short}", "{0,date,medium}", "{0,date,long}", "{0,date,full}", "{0,date,yyyy-MM-dd}",
            "{0,time}", "{0,time,short}", "{0,time,medium}", "{0,time,long}", "{0,time,HH:mm:ss.SSS}", "{0}", "{0,date,EEE d MMM ''yy}",
            "At {0,time,h:mm a} on {0,date,EEEE}, {1} said ''{2}''.", "{1,number,#.#} at {0,date,short} {0,time,short}"};
        for (String p : patterns) {
            System.out.println(p + " -> " + MessageFormat.format(p, d, 3.25, "hi"));
        }
        MessageFormat mf = new MessageFormat("{0,date,dd.MM.yyyy} {0,time,HH:mm}", Locale.GERMANY);
        System.out.println(mf.format(new Object[] {new Date(0L)}));
        System.out.println(MessageFormat.format("{0} / {1}", new Date(86400000L * 366), new Date(-1000L)));
        try {
            MessageFormat.format("{0,date}", "not a date");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            MessageFormat.format("{0,date,yyyy-MM-dd", d);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }
}
