import java.util.*;

public class ScannerString {
    public static void main(String[] args) {
        Scanner sc = new Scanner("42 -7 3.5 true hello 9999999999\nsecond line here\n  third   line  \n100");
        System.out.println(sc.hasNextInt() + " " + sc.nextInt() + " " + sc.nextInt() + " " + sc.hasNextInt() + " " + sc.hasNextDouble() + " " + sc.nextDouble()
                + " " + sc.nextBoolean() + " " + sc.next() + " " + sc.hasNextInt() + " " + sc.hasNextLong() + " " + sc.nextLong());
        System.out.println("[" + sc.nextLine() + "]");
        System.out.println("[" + sc.nextLine() + "]");
        System.out.println("[" + sc.nextLine() + "]");
        System.out.println(sc.hasNextLine() + " " + sc.nextInt() + " " + sc.hasNext() + " " + sc.hasNextLine());
        try {
            sc.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getClass().getSimpleName());
        }
        Scanner csv = new Scanner("a,b,,c");
        csv.useDelimiter(",");
        List<String> parts = new ArrayList<String>();
        while (csv.hasNext()) parts.add(csv.next());
        System.out.println(parts);
        Scanner bad = new Scanner("abc 12");
        try {
            bad.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch: " + e.getClass().getSimpleName() + ", token still there: " + bad.next());
        }
        System.out.println(bad.nextInt());
        Scanner nums = new Scanner("1 2 3 4 5 6 7 8 9 10");
        int sum = 0;
        while (nums.hasNextInt()) sum += nums.nextInt();
        System.out.println("sum " + sum);
        Scanner lines = new Scanner("x=1\ny=22\nz=333\n");
        Map<String, Integer> vars = new TreeMap<String, Integer>();
        while (lines.hasNextLine()) {
            String l = lines.nextLine();
            if (l.isEmpty()) continue;
            String[] kv = l.split("=");
            vars.put(kv[0], Integer.parseInt(kv[1]));
        }
        System.out.println(vars);
        Scanner words = new Scanner("The rain in Spain stays mainly in the plain");
        int count = 0;
        StringBuilder ain = new StringBuilder();
        while (words.hasNext()) {
            String w = words.next();
            count++;
            if (w.endsWith("ain")) ain.append(w).append(' ');
        }
        System.out.println(count + " words, -ain: " + ain);
        Scanner mixed = new Scanner("10 0x1F 1e3 -0.5 +3");
        System.out.println(mixed.nextInt() + " " + mixed.hasNextInt() + " " + mixed.next() + " " + mixed.nextDouble() + " " + mixed.nextDouble() + " " + mixed.nextInt());
        Scanner radix = new Scanner("ff 101");
        System.out.println(radix.nextInt(16) + " " + radix.nextInt(2));
        sc.close();
    }
}
