import java.math.*;
import java.text.*;
import java.util.*;

/** An invoice with BigDecimal money arithmetic: line totals, discounts, tax per line with HALF_UP, currency formatting for US and GERMANY. */
public class BigDecimalInvoice {
    static final class Line {
        final String item;
        final BigDecimal price;
        final int qty;
        final BigDecimal discountPct;

        Line(String item, String price, int qty, String discountPct) {
            this.item = item;
            this.price = new BigDecimal(price);
            this.qty = qty;
            this.discountPct = new BigDecimal(discountPct);
        }
    }

    public static void main(String[] args) {
        List<Line> lines = Arrays.asList(new Line("Widget", "19.99", 3, "0"), new Line("Gadget", "249.50", 1, "12.5"),
            new Line("Cable", "4.35", 12, "5"), new Line("Adapter", "0.99", 7, "33.333"), new Line("Service", "1234.565", 1, "0"));
        BigDecimal taxRate = new BigDecimal("0.0825");
        NumberFormat usd = NumberFormat.getCurrencyInstance(Locale.US);
        NumberFormat eur = NumberFormat.getCurrencyInstance(Locale.GERMANY);
        BigDecimal net = BigDecimal.ZERO, tax = BigDecimal.ZERO;
        for (Line l : lines) {
            BigDecimal gross = l.price.multiply(BigDecimal.valueOf(l.qty));
            BigDecimal disc = gross.multiply(l.discountPct).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
            BigDecimal lineNet = gross.subtract(disc).setScale(2, RoundingMode.HALF_UP);
            BigDecimal lineTax = lineNet.multiply(taxRate).setScale(2, RoundingMode.HALF_UP);
            net = net.add(lineNet);
            tax = tax.add(lineTax);
            System.out.printf("%-8s %3d x %9s = %10s -%8s  net %10s tax %7s | %s%n", l.item, l.qty, l.price, gross, disc, lineNet, lineTax, usd.format(lineNet));
        }
        BigDecimal total = net.add(tax);
        System.out.println("net " + net + " tax " + tax + " total " + total + " " + usd.format(total) + " " + eur.format(total));
        BigDecimal[] split = total.divideAndRemainder(new BigDecimal("3"));
        BigDecimal share = total.divide(new BigDecimal("3"), 2, RoundingMode.DOWN);
        BigDecimal last = total.subtract(share.multiply(new BigDecimal("2")));
        System.out.println("split " + split[0] + " r " + split[1] + " shares " + share + " " + share + " " + last);
        BigDecimal monthly = total.multiply(new BigDecimal("0.01")).divide(BigDecimal.ONE.subtract(BigDecimal.ONE.divide(new BigDecimal("1.01").pow(12), MathContext.DECIMAL64)), 2, RoundingMode.HALF_EVEN);
        System.out.println("12 monthly payments at 1%: " + monthly + " " + usd.format(monthly) + " " + usd.format(monthly.negate()));
        System.out.println(total.compareTo(new BigDecimal("2000")) + " " + total.signum() + " " + total.precision() + " " + total.scale() + " " + total.stripTrailingZeros().toPlainString());
    }
}
