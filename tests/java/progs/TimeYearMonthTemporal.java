// release: 17
import java.time.*;
import java.time.temporal.*;

public class TimeYearMonthTemporal {
    interface Op {
        Object run();
    }

    static void t(String name, Op op) {
        try {
            System.out.println(name + " = " + op.run());
        } catch (RuntimeException e) {
            System.out.println(name + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        YearMonth ym = YearMonth.of(2024, 11);
        t("plus months", () -> ym.plus(3, ChronoUnit.MONTHS));
        t("plus decades", () -> ym.plus(2, ChronoUnit.DECADES));
        t("minus years", () -> ym.minus(30, ChronoUnit.YEARS));
        t("plus period", () -> ym.plus(Period.ofMonths(14)));
        t("minus period", () -> ym.minus(Period.of(1, 2, 0)));
        t("plus period days", () -> ym.plus(Period.ofDays(3)));
        t("plus days", () -> ym.plus(1, ChronoUnit.DAYS));
        t("with month", () -> ym.with(ChronoField.MONTH_OF_YEAR, 2));
        t("with year", () -> ym.with(ChronoField.YEAR, 1999));
        t("with proleptic", () -> ym.with(ChronoField.PROLEPTIC_MONTH, 0));
        t("with era", () -> ym.with(ChronoField.ERA, 0));
        t("with bad", () -> ym.with(ChronoField.MONTH_OF_YEAR, 13));
        t("with day", () -> ym.with(ChronoField.DAY_OF_MONTH, 1));
        t("with adjuster", () -> ym.with(Year.of(2030)));
        t("until months", () -> ym.until(YearMonth.of(2026, 2), ChronoUnit.MONTHS));
        t("until years", () -> ym.until(LocalDate.of(2030, 10, 5), ChronoUnit.YEARS));
        t("until between", () -> ChronoUnit.MONTHS.between(YearMonth.of(2020, 1), ym));
        t("until days", () -> ym.until(YearMonth.of(2026, 2), ChronoUnit.DAYS));
        t("supported", () -> ym.isSupported(ChronoUnit.MONTHS) + " " + ym.isSupported(ChronoUnit.DAYS) + " " + ym.isSupported(ChronoUnit.ERAS));
        t("adjust date", () -> LocalDate.of(2021, 3, 31).with(YearMonth.of(2023, 2)));
        t("adjust date2", () -> ym.adjustInto(LocalDate.of(2000, 1, 15)));
        Year y = Year.of(2024);
        t("year plus", () -> y.plus(5, ChronoUnit.YEARS) + " " + y.plus(1, ChronoUnit.CENTURIES) + " " + y.minus(Period.ofYears(24)) + " " + y.plus(Period.ofMonths(24)));
        t("year plus months", () -> y.plus(1, ChronoUnit.MONTHS));
        t("year with", () -> y.with(ChronoField.YEAR_OF_ERA, 5) + " " + y.with(ChronoField.ERA, 0) + " " + Year.of(-3).with(ChronoField.YEAR_OF_ERA, 10));
        t("year until", () -> y.until(Year.of(1900), ChronoUnit.DECADES) + " " + ChronoUnit.YEARS.between(y, Year.of(2100)) + " " + y.until(LocalDate.of(2031, 1, 1), ChronoUnit.YEARS));
        t("year adjust", () -> LocalDate.of(2021, 2, 28).with(Year.of(2020)) + " " + YearMonth.of(2001, 5).with(Year.of(1990)));
        t("year supported", () -> y.isSupported(ChronoUnit.YEARS) + " " + y.isSupported(ChronoUnit.MONTHS));
        t("temporal generic", () -> {
            Temporal tt = ym;
            return tt.plus(1, ChronoUnit.YEARS) + " " + tt.minus(Period.ofMonths(1)) + " " + tt.with(TemporalAdjusters.ofDateAdjuster(d -> d));
        });
    }
}
