import java.time.*;
import java.time.format.*;

/**
 * Stack traces of date-time parse errors: the DateTimeParseException is made in the parse
 * method the program called and wraps what resolving threw, so its trace and its cause's
 * share the program's frames ("... n more", compared on stderr).
 */
public class UncaughtDateParse {
    static LocalDate strict(String s) {
        return LocalDate.parse(s, DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT));
    }

    public static void main(String[] args) {
        try {
            LocalDateTime.parse("2023-02-28T25:00");
        } catch (DateTimeParseException e) {
            e.printStackTrace();
        }
        try {
            strict("2023-02-29");
        } catch (DateTimeParseException e) {
            e.printStackTrace();
        }
        try {
            DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT).parse("2023-04-31");
        } catch (DateTimeParseException e) {
            e.printStackTrace();
        }
        try {
            LocalDate.parse("10:15", DateTimeFormatter.ofPattern("HH:mm"));
        } catch (DateTimeParseException e) {
            e.printStackTrace();
        }
        try {
            LocalTime.parse("12:60");
        } catch (DateTimeParseException e) {
            e.printStackTrace();
        }
        try {
            LocalDate.parse("2024/01/01");
        } catch (DateTimeParseException e) {
            e.printStackTrace();
        }
        System.out.println(LocalDate.parse("2024-02-29") + " " + LocalTime.parse("23:59:59"));
        LocalDate.parse("2024-13-01");
    }
}
