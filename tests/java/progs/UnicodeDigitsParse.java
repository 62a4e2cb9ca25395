import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Scanner;

// Decimal digits of other scripts (Arabic-Indic, Devanagari, fullwidth):
// Integer/Long/BigInteger/BigDecimal parse them, Double.parseDouble does not,
// and Scanner reads them as numbers (ints, doubles, big decimals).
public class UnicodeDigitsParse {
    public static void main(String[] args) {
        String[] nums = {"\u0661\u0662", "\u0967\u0968\u0969", "\uFF14\uFF12", "-\u0665", "\u0661\u0662.\u0663",
            "\u0662E\u0663", "1\u0662.5"};
        for (String s : nums) {
            StringBuilder sb = new StringBuilder(s + ":");
            try { sb.append(" int=").append(Integer.parseInt(s)); } catch (NumberFormatException e) { sb.append(" int!"); }
            try { sb.append(" long=").append(Long.parseLong(s)); } catch (NumberFormatException e) { sb.append(" long!"); }
            try { sb.append(" big=").append(new BigInteger(s)); } catch (NumberFormatException e) { sb.append(" big!"); }
            try { sb.append(" dec=").append(new BigDecimal(s)); } catch (NumberFormatException e) { sb.append(" dec!"); }
            try { sb.append(" dbl=").append(Double.parseDouble(s)); } catch (NumberFormatException e) { sb.append(" dbl!"); }
            System.out.println(sb);
        }
        Scanner sc = new Scanner("\u0661\u0662 \u0663.5 \u0664\u0665 \uFF17.\uFF10\uFF15 \u0969e\u0968 \u0966.\u0967 x");
        System.out.println(sc.hasNextInt() + " " + sc.nextInt());
        System.out.println(sc.hasNextDouble() + " " + sc.nextDouble());
        System.out.println(sc.hasNextBigInteger() + " " + sc.nextBigInteger());
        System.out.println(sc.hasNextBigDecimal() + " " + sc.nextBigDecimal());
        System.out.println(sc.hasNextDouble() + " " + sc.nextDouble());
        System.out.println(sc.hasNextFloat() + " " + sc.nextFloat());
        System.out.println(sc.hasNextDouble() + " " + sc.next());
    }
}
