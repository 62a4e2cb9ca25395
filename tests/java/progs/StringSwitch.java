public class StringSwitch {
    static int classify(String s) {
        switch (s) {
            case "apple":
            case "banana":
            case "cherry":
                return 1;
            case "carrot":
                return 2;
            case "":
                return 3;
            case "Aa":
                return 4;
            case "BB": // same hashCode as "Aa"
                return 5;
            case "AaAa":
                return 6;
            case "BBBB":
                return 7;
            case "AaBB":
                return 8;
            default:
                return -1;
        }
    }

    static String day(String s) {
        String r;
        switch (s.toLowerCase()) {
            case "mon": r = "Monday"; break;
            case "tue": r = "Tuesday"; break;
            case "wed": r = "Wednesday"; break;
            case "thu": r = "Thursday"; break;
            case "fri": r = "Friday"; break;
            case "sat":
            case "sun":
                r = "Weekend";
                break;
            default:
                r = "Unknown(" + s + ")";
        }
        return r;
    }

    public static void main(String[] args) {
        String[] inputs = {"apple", "banana", "cherry", "carrot", "", "Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "APPLE", "durian"};
        for (String in : inputs) {
            System.out.println("'" + in + "' hash=" + in.hashCode() + " -> " + classify(in));
        }
        String[] days = {"Mon", "TUE", "wed", "Thu", "fri", "SAT", "sun", "xyz"};
        for (String d : days) {
            System.out.println(d + " -> " + day(d));
        }
        for (String a : args) {
            switch (a) {
                case "alpha": System.out.println("first greek letter"); break;
                case "beta": System.out.println("second greek letter"); break;
                default: System.out.println("other: " + a);
            }
        }
        try {
            String n = null;
            switch (n) {
                case "x": System.out.println("x"); break;
                default: System.out.println("default");
            }
        } catch (NullPointerException e) {
            System.out.println("switch on null: " + e.getClass().getName());
        }
        // fallthrough counting
        int count = 0;
        String key = "two";
        switch (key) {
            case "one": count += 1;
            case "two": count += 2;
            case "three": count += 3;
            default: count += 100;
        }
        System.out.println("count " + count);
        // int switch: tableswitch and lookupswitch
        for (int i = -2; i <= 12; i++) {
            String r;
            switch (i) {
                case 0: r = "zero"; break;
                case 1: r = "one"; break;
                case 2: r = "two"; break;
                case 3: r = "three"; break;
                case 4: r = "four"; break;
                case 5: r = "five"; break;
                default: r = "many";
            }
            String q;
            switch (i * 1000) {
                case -2000: q = "minus two thousand"; break;
                case 5000: q = "five thousand"; break;
                case 10000: q = "ten thousand"; break;
                case 12000: q = "twelve thousand"; break;
                default: q = "-";
            }
            System.out.println(i + " " + r + " " + q);
        }
        long sum = 0;
        for (int i = 0; i < 100000; i++) {
            switch (i % 7) {
                case 0: sum += 3; break;
                case 1: sum -= 1; break;
                case 2: sum *= 1; break;
                case 3: sum += i; break;
                case 6: sum ^= i; break;
                default: sum++;
            }
        }
        System.out.println("sum " + sum);
        switch (Integer.MIN_VALUE) {
            case Integer.MIN_VALUE: System.out.println("min"); break;
            case Integer.MAX_VALUE: System.out.println("max"); break;
        }
    }
}
