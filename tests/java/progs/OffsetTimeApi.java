// release: 17
import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.*;
import java.io.*;

/** java.time.OffsetTime: factories, parsing, formatting, fields, arithmetic, comparison, serialization. */
public class OffsetTimeApi {
    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) throws Exception {
        ZoneOffset plus2 = ZoneOffset.ofHours(2), minus5 = ZoneOffset.of("-05:30");
        OffsetTime a = OffsetTime.of(10, 15, 30, 123456789, plus2);
        OffsetTime b = OffsetTime.of(LocalTime.of(4, 0), minus5);
        p(a + " " + b + " " + OffsetTime.MIN + " " + OffsetTime.MAX);
        p(LocalTime.of(23, 59).atOffset(ZoneOffset.UTC) + " " + OffsetDateTime.of(2024, 2, 29, 7, 8, 9, 0, plus2).toOffsetTime());
        p(OffsetTime.parse("12:30+01:00") + " " + OffsetTime.parse("12:30:45.5Z") + " " + OffsetTime.parse("00:00:01-08:00"));
        p(OffsetTime.parse("9 h 05 +0300", DateTimeFormatter.ofPattern("H 'h' mm xx")));
        for (String bad : new String[] {"12:30", "25:00+01:00", "12:30+1:00", "12:30:61Z"}) {
            try {
                OffsetTime.parse(bad);
            } catch (DateTimeParseException e) {
                p(e.getMessage());
            }
        }
        p(a.format(DateTimeFormatter.ISO_OFFSET_TIME) + " " + a.format(DateTimeFormatter.ofPattern("hh:mm a XXX")) + " " + a.format(DateTimeFormatter.ISO_TIME));
        p(a.getHour() + " " + a.getMinute() + " " + a.getSecond() + " " + a.getNano() + " " + a.getOffset() + " " + a.toLocalTime());
        p(a.get(ChronoField.OFFSET_SECONDS) + " " + a.getLong(ChronoField.NANO_OF_DAY) + " " + a.get(ChronoField.AMPM_OF_DAY) + " " + a.range(ChronoField.OFFSET_SECONDS));
        p(a.isSupported(ChronoField.OFFSET_SECONDS) + " " + a.isSupported(ChronoField.DAY_OF_MONTH) + " " + a.isSupported(ChronoUnit.HOURS) + " " + a.isSupported(ChronoUnit.DAYS));
        try {
            a.getLong(ChronoField.YEAR);
        } catch (UnsupportedTemporalTypeException e) {
            p(e.getMessage());
        }
        p(a.withHour(1) + " " + a.withMinute(2) + " " + a.withSecond(3) + " " + a.withNano(4) + " " + a.with(LocalTime.NOON) + " " + a.with(minus5));
        p(a.with(ChronoField.OFFSET_SECONDS, 3600) + " " + a.with(ChronoField.HOUR_OF_DAY, 0) + " " + a.truncatedTo(ChronoUnit.MINUTES));
        p(a.withOffsetSameLocal(minus5) + " " + a.withOffsetSameInstant(minus5) + " " + a.withOffsetSameInstant(ZoneOffset.UTC));
        p(a.plusHours(20) + " " + a.plusMinutes(-30) + " " + a.plusSeconds(86401) + " " + a.plusNanos(1) + " " + a.plus(Duration.ofMinutes(90)) + " " + a.plus(3, ChronoUnit.HALF_DAYS));
        p(a.minusHours(11) + " " + a.minusMinutes(16) + " " + a.minusSeconds(31) + " " + a.minusNanos(123456790) + " " + a.minus(Duration.ofHours(1)) + " " + a.minus(1, ChronoUnit.MILLIS));
        try {
            a.plus(1, ChronoUnit.DAYS);
        } catch (UnsupportedTemporalTypeException e) {
            p(e.getMessage());
        }
        p(a.until(b, ChronoUnit.MINUTES) + " " + b.until(a, ChronoUnit.HOURS) + " " + a.until(a.plusNanos(5), ChronoUnit.NANOS) + " " + ChronoUnit.SECONDS.between(a, b));
        OffsetTime c = OffsetTime.of(9, 15, 30, 123456789, ZoneOffset.ofHours(1));
        p(a.compareTo(b) + " " + a.compareTo(c) + " " + c.compareTo(a) + " " + a.isEqual(c) + " " + a.equals(c) + " " + a.isBefore(b) + " " + a.isAfter(b));
        p(a.equals(OffsetTime.parse(a.toString())) + " " + (a.hashCode() == OffsetTime.parse(a.toString()).hashCode()));
        p(a.atDate(LocalDate.of(2020, 1, 1)) + " " + a.toEpochSecond(LocalDate.of(1970, 1, 1)) + " " + b.toEpochSecond(LocalDate.of(2000, 6, 15)));
        p(OffsetTime.ofInstant(Instant.ofEpochSecond(1700000000L, 5), plus2) + " " + OffsetTime.ofInstant(Instant.ofEpochSecond(-1), ZoneOffset.UTC));
        p(OffsetTime.from(OffsetDateTime.of(2021, 3, 4, 5, 6, 7, 8, minus5)) + " " + OffsetTime.from(ZonedDateTime.of(2021, 3, 4, 5, 6, 7, 8, ZoneOffset.UTC)));
        try {
            OffsetTime.from(LocalTime.NOON);
        } catch (DateTimeException e) {
            p(e.getMessage());
        }
        p(a.query(TemporalQueries.offset()) + " " + a.query(TemporalQueries.zone()) + " " + a.query(TemporalQueries.localTime()) + " " + a.query(TemporalQueries.localDate()) + " " + a.query(TemporalQueries.precision()));
        p(b.adjustInto(OffsetDateTime.of(2022, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC)));
        OffsetTime fixed = OffsetTime.now(Clock.fixed(Instant.parse("2023-11-14T22:13:20Z"), plus2));
        p(fixed + " " + (OffsetTime.now() != null) + " " + (OffsetTime.now(ZoneOffset.UTC).getOffset()));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream o = new ObjectOutputStream(bo)) {
            o.writeObject(a);
            o.writeObject(OffsetTime.of(1, 0, 0, 0, ZoneOffset.ofHoursMinutesSeconds(1, 0, 7)));
        }
        byte[] bytes = bo.toByteArray();
        StringBuilder hex = new StringBuilder();
        for (byte x : bytes) hex.append(String.format("%02x", x));
        p(hex);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            p(in.readObject() + " " + in.readObject());
        }
    }
}
