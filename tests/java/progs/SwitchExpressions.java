// release: 17
public class SwitchExpressions {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    sealed interface Expr permits Num, Add, Mul, Neg { }
    record Num(int v) implements Expr { }
    record Add(Expr l, Expr r) implements Expr { }
    record Mul(Expr l, Expr r) implements Expr { }
    record Neg(Expr e) implements Expr { }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        if (e instanceof Mul m) return eval(m.l()) * eval(m.r());
        if (e instanceof Neg n) return -eval(n.e());
        throw new AssertionError();
    }

    static String kind(Day d) {
        return switch (d) {
            case SAT, SUN -> "weekend";
            case FRI -> {
                String s = "almost";
                yield s + " weekend";
            }
            default -> "weekday";
        };
    }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> 9;
        };
    }

    static String classify(int n) {
        return switch (n % 5) {
            case 0 -> "fizzish";
            case 1, 2 -> "low";
            case -1, -2 -> "negative low";
            default -> {
                if (n > 100) yield "big";
                yield "other " + n;
            }
        };
    }

    static int oldStyleYield(String s) {
        return switch (s) {
            case "one":
                yield 1;
            case "two":
            case "deux":
                yield 2;
            default:
                int len = s.length();
                yield len * 100;
        };
    }

    static String charKind(char c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            case ' ' -> "space";
            default -> Character.isDigit(c) ? "digit" : "consonant";
        };
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) System.out.println(d + " " + kind(d) + " " + letters(d));
        for (int n : new int[] {0, 1, 2, 3, 4, 5, -1, -2, -3, 104, 7}) System.out.println(n + " -> " + classify(n));
        for (String s : new String[] {"one", "two", "deux", "three", ""}) System.out.println(s + " -> " + oldStyleYield(s));
        StringBuilder sb = new StringBuilder();
        for (char c : "hi 2u".toCharArray()) sb.append(charKind(c)).append(',');
        System.out.println(sb);
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Neg(new Num(4))));
        System.out.println(e + " = " + eval(e));
        int total = 0;
        for (int i = 0; i < 20; i++) {
            total += switch (i % 4) {
                case 0 -> i;
                case 1 -> -i;
                case 2 -> i * i;
                default -> 0;
            };
        }
        System.out.println("total " + total);
        Day nul = null;
        try {
            System.out.println(kind(nul));
        } catch (NullPointerException ex) {
            System.out.println("switch expression on null: NPE");
        }
        Object o = 42L;
        String desc = switch (o.getClass().getSimpleName()) {
            case "Integer" -> "int";
            case "Long" -> "long";
            default -> "?";
        };
        System.out.println(desc);
    }
}
