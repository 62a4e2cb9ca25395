import java.util.*;

public class CalendarWeekYear {
    public static void main(String[] args) {
        int[][] configs = {{Calendar.SUNDAY, 1}, {Calendar.MONDAY, 4}, {Calendar.SATURDAY, 7}};
        for (int[] cfg : configs) {
            StringBuilder b = new StringBuilder("first=" + cfg[0] + " min=" + cfg[1] + ":");
            for (int year = 2019; year <= 2027; year++) {
                for (int[] md : new int[][] {{Calendar.JANUARY, 1}, {Calendar.JANUARY, 3}, {Calendar.DECEMBER, 29}, {Calendar.DECEMBER, 31}}) {
                    GregorianCalendar c = new GregorianCalendar(year, md[0], md[1]);
                    c.setFirstDayOfWeek(cfg[0]);
                    c.setMinimalDaysInFirstWeek(cfg[1]);
                    b.append(' ').append(c.get(Calendar.WEEK_OF_YEAR)).append('/').append(c.getWeekYear());
                }
            }
            System.out.println(b);
        }
        System.out.println(new GregorianCalendar().isWeekDateSupported());
    }
}
