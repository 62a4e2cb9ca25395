import java.text.ParseException;
import java.text.ParsePosition;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

// SimpleDateFormat.parse as java: the pattern's literal text must be there
// exactly (no white space leniency), a field skips spaces and tabs before
// it but a name (month, day, am/pm, era) must start at the field's start, a
// field right before another reads at most its count of characters counted
// from the field's start, numbers may be negative, 'h' and 'k' are range
// checked when not lenient; the error offsets of the ParseExceptions.
public class SimpleDateFormatParseRules {
    static void parse(String pattern, String text, boolean lenient) {
        SimpleDateFormat f = new SimpleDateFormat(pattern, Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        f.setLenient(lenient);
        StringBuilder sb = new StringBuilder(pattern + " '" + text + "' " + (lenient ? "lenient" : "strict") + ": ");
        try {
            Date d = f.parse(text);
            f.applyPattern("yyyy-MM-dd HH:mm:ss G");
            sb.append(f.format(d));
        } catch (ParseException e) {
            sb.append(e.getMessage()).append(" @").append(e.getErrorOffset());
        }
        ParsePosition pp = new ParsePosition(0);
        f.applyPattern(pattern);
        Date d = f.parse(text, pp);
        sb.append(" | index ").append(pp.getIndex()).append(" error ").append(pp.getErrorIndex()).append(d == null ? " null" : "");
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String[][] cases = {
            {"d MMM yyyy", "13Feb2013"}, {"d MMM yyyy", "13  Feb 2013"}, {"d MMM yyyy", "13 Feb  2013"},
            {"MMM d, yyyy", "Jul00 6, 2039"}, {"MMM d, yyyy", "May 25,0 2002"}, {"MMM d, yyyy", " February 3, 2001"},
            {"MMM d, yyyy", "Feb 3,2001"}, {"dd/MM/yyyy", "-0129"}, {"dd/MM/yyyy", "05/-3/2020"},
            {"h:mm a", "9:12024AM"}, {"h:mm a", "241:13 PM"}, {"h:mm a", "12:30 pm"}, {"h:mm a", "0:30 AM"},
            {"kk:mm", "24:00"}, {"kk:mm", "0:15"}, {"yyyyMMdd", "12"}, {"yyyyMMdd", "20240229"},
            {"yyyyMMdd", "  366"}, {"yyyyMMdd", "591 29130"}, {"yyyyMMdd", " 290229"}, {"yyyyMMdd", " 02131"},
            {"yyyy-MM-dd HH:mm:ss", "2017-12-11 -16:16:45"}, {"yyyy-MM-dd HH:mm:ss", "2017-12-11 16:16:45 trailing"},
            {"yyyy-MM-dd", "2023-02-29"}, {"yyyy-MM-dd", "2023-13-01"}, {"EEE, d MMM yyyy", "Sun,014 Aug 2019"},
            {"EEE, d MMM yyyy", "Wed, 14 Aug 2019"}, {"EEE, d MMM yyyy", " Wed, 14 Aug 2019"}, {"yy-MM-dd", "99-01-02"},
            {"yy-MM-dd", "-5-01-02"}, {"HH:mm", "\t7:05"}, {"'at' HH:mm", "at 7:05"}, {"'at' HH:mm", "At 7:05"}};
        for (String[] c : cases) {
            parse(c[0], c[1], true);
            parse(c[0], c[1], false);
        }
    }
}
