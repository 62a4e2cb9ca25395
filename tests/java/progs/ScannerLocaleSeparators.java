import java.util.*;

public class ScannerLocaleSeparators {
    public static void main(String[] args) {
        Scanner de = new Scanner("1.5 2,5 1.234.567 1.234,5 12,5e3 3,25").useLocale(Locale.GERMANY);
        System.out.println(de.hasNextDouble() + " " + de.hasNextInt() + " " + de.next());
        System.out.println(de.nextDouble());
        System.out.println(de.hasNextInt() + " " + de.nextInt());
        System.out.println(de.nextDouble() + " " + de.nextDouble());
        System.out.println(de.nextBigDecimal());
        Scanner us = new Scanner("1,234 1,234.5 2,5").useLocale(Locale.US);
        System.out.println(us.nextInt() + " " + us.nextDouble() + " " + us.hasNextDouble() + " " + us.hasNextInt());
        Scanner sw = new Scanner("7,5 1.5").useLocale(Locale.GERMANY);
        System.out.println(sw.nextDouble());
        sw.useLocale(Locale.US);
        System.out.println(sw.nextDouble());
        for (Locale l : new Locale[] {Locale.US, Locale.GERMANY, Locale.FRANCE, new Locale("de", "CH")}) {
            String t = new Scanner("x").useLocale(l).toString();
            System.out.println(t.substring(t.indexOf("[group"), t.indexOf("[positive")));
        }
        try {
            new Scanner("1.5").useLocale(Locale.ITALY).nextDouble();
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage());
        }
    }
}
