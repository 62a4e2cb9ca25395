import java.text.*;
import java.util.*;

/** DecimalFormat on seeded random doubles of many magnitudes, several patterns and rounding modes (digit-level agreement with java). */
public class DecimalFormatRandom {
    static final double[] POW10 = {1e-6, 1e-3, 1, 10, 1e3, 1e5, 1e7, 1e9, 1e12};

    public static void main(String[] args) {
        Random r = new Random(99);
        DecimalFormatSymbols us = DecimalFormatSymbols.getInstance(Locale.US);
        String[] pats = {"#,##0.###", "0.00", "#.####", "0.0##E0", "##0.##E0", "#,##0%"};
        DecimalFormat[] fs = new DecimalFormat[pats.length];
        for (int i = 0; i < pats.length; i++) fs[i] = new DecimalFormat(pats[i], us);
        java.math.RoundingMode[] modes = {java.math.RoundingMode.HALF_EVEN, java.math.RoundingMode.HALF_UP, java.math.RoundingMode.DOWN, java.math.RoundingMode.CEILING};
        for (int i = 0; i < 150; i++) {
            double v;
            switch (i % 5) {
                case 0: v = r.nextDouble(); break;
                case 1: v = (r.nextDouble() - 0.5) * POW10[r.nextInt(POW10.length)]; break;
                case 2: v = r.nextInt(100000) / 1000.0; break;
                case 3: v = r.nextInt(2000) / 8.0 - 100; break;
                default: v = (r.nextDouble() - 0.3) / POW10[r.nextInt(POW10.length)];
            }
            StringBuilder sb = new StringBuilder(Double.toString(v));
            java.math.RoundingMode rm = modes[i % modes.length];
            for (DecimalFormat f : fs) {
                f.setRoundingMode(rm);
                sb.append(" | ").append(f.format(v));
            }
            System.out.println(sb);
        }
        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        int bad = 0;
        for (int i = 0; i < 500; i++) {
            double v = Math.round(r.nextDouble() * 1e6) / 1e3;
            try {
                if (nf.parse(nf.format(v)).doubleValue() != v) bad++;
            } catch (ParseException e) {
                bad += 1000;
            }
        }
        System.out.println("roundtrip mismatches " + bad);
    }
}
