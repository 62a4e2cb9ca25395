// release: 17
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.time.zone.*;
import java.util.*;
public class TimeZoneRegions {
    public static void main(String[] args) {
        ZoneId ny = ZoneId.of("America/New_York"), paris = ZoneId.of("Europe/Paris"), tokyo = ZoneId.of("Asia/Tokyo");
        ZoneId[] zones = {ny, paris, tokyo, ZoneId.of("Europe/London"), ZoneId.of("Australia/Sydney"), ZoneId.of("Asia/Kolkata"), ZoneId.of("America/Los_Angeles"), ZoneId.of("UTC"), ZoneId.of("US/Eastern")};
        LocalDateTime ldt = LocalDateTime.of(2023, 7, 4, 12, 30);
        for (ZoneId z : zones) {
            ZonedDateTime zdt = ZonedDateTime.of(ldt, z);
            System.out.println(z + " " + zdt + " " + zdt.getOffset() + " " + zdt.toInstant() + " " + zdt.withZoneSameInstant(ny) + " " + z.getRules().isDaylightSavings(zdt.toInstant()) + " " + z.getRules().getStandardOffset(zdt.toInstant()));
        }
        ZonedDateTime before = ZonedDateTime.of(2023, 3, 12, 1, 30, 0, 0, ny);
        System.out.println(before + " -> " + before.plusHours(1) + " / " + before.plusDays(1) + " / " + before.plus(Duration.ofMinutes(60)));
        ZonedDateTime gap = ZonedDateTime.of(LocalDateTime.of(2023, 3, 12, 2, 30), ny);
        System.out.println("gap " + gap);
        ZonedDateTime overlap = ZonedDateTime.of(LocalDateTime.of(2023, 11, 5, 1, 30), ny);
        System.out.println("overlap " + overlap + " " + overlap.withLaterOffsetAtOverlap() + " " + overlap.withLaterOffsetAtOverlap().withEarlierOffsetAtOverlap() + " " + overlap.plusHours(1) + " " + overlap.withLaterOffsetAtOverlap().plusDays(1));
        ZoneRules r = ny.getRules();
        ZoneOffsetTransition t = r.getTransition(LocalDateTime.of(2023, 3, 12, 2, 30));
        System.out.println(t + " " + t.isGap() + " " + t.getDuration() + " " + t.getInstant() + " " + t.getDateTimeBefore() + " " + t.getDateTimeAfter());
        System.out.println(r.nextTransition(Instant.parse("2023-06-01T00:00:00Z")) + " " + r.previousTransition(Instant.parse("2023-06-01T00:00:00Z")));
        System.out.println(r.getValidOffsets(LocalDateTime.of(2023, 11, 5, 1, 30)) + " " + r.getValidOffsets(LocalDateTime.of(2023, 3, 12, 2, 30)) + " " + r.getOffset(LocalDateTime.of(2023, 3, 12, 2, 30)) + " " + r.isFixedOffset() + " " + r.getDaylightSavings(Instant.parse("2023-07-01T00:00:00Z")));
        System.out.println(ZonedDateTime.ofInstant(Instant.ofEpochSecond(0), ny) + " " + ZonedDateTime.ofInstant(Instant.parse("1900-01-01T00:00:00Z"), paris) + " " + ZonedDateTime.ofInstant(Instant.parse("2050-07-01T00:00:00Z"), ny) + " " + ZonedDateTime.ofInstant(Instant.parse("1850-07-01T00:00:00Z"), ny));
        System.out.println(LocalDateTime.ofInstant(Instant.parse("2024-01-15T10:00:00Z"), tokyo) + " " + LocalDate.ofInstant(Instant.parse("2024-01-15T20:00:00Z"), tokyo) + " " + OffsetDateTime.ofInstant(Instant.parse("2024-07-15T10:00:00Z"), paris) + " " + LocalTime.ofInstant(Instant.parse("2024-07-15T10:00:00Z"), ny));
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z VV xxx");
        for (ZoneId z : zones) System.out.println(ZonedDateTime.of(LocalDateTime.of(2023, 1, 10, 9, 0), z).format(f) + " | " + ZonedDateTime.of(ldt, z).format(f));
        System.out.println(ZonedDateTime.parse("2023-07-04T12:30-04:00[America/New_York]") + " " + ZonedDateTime.parse("2023-07-04T12:30:00+02:00[Europe/Paris]").withZoneSameInstant(tokyo) + " " + ZonedDateTime.parse("2023-07-04T12:30:00Z[UTC]"));
        ZonedDateTime dep = ZonedDateTime.of(2024, 3, 30, 22, 0, 0, 0, paris);
        ZonedDateTime arr = dep.plusHours(13).withZoneSameInstant(tokyo);
        System.out.println(dep + " -> " + arr + " " + Duration.between(dep, arr) + " " + ChronoUnit.HOURS.between(dep, dep.plusDays(1)) + " " + dep.until(dep.plusDays(1), ChronoUnit.MINUTES));
        System.out.println(ZonedDateTime.of(ldt, ny).truncatedTo(ChronoUnit.DAYS) + " " + ZonedDateTime.of(ldt, ny).with(TemporalAdjusters.firstDayOfNextMonth()) + " " + ZonedDateTime.of(ldt, ny).withMonth(12) + " " + ZonedDateTime.of(ldt, ny).toOffsetDateTime() + " " + ZonedDateTime.of(ldt, ny).toLocalDate() + " " + ZonedDateTime.of(ldt, ny).equals(ZonedDateTime.of(ldt, ZoneId.of("America/New_York"))) + " " + ny.normalized() + " " + ny.getClass().getSimpleName().isEmpty());
        try { ZoneId.of("Mars/Olympus"); } catch (ZoneRulesException e) { System.out.println(e.getMessage()); }
        try { ZoneId.of("America/New York"); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { ZonedDateTime.ofStrict(LocalDateTime.of(2023, 3, 12, 2, 30), ZoneOffset.ofHours(-5), ny); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { ZonedDateTime.ofStrict(LocalDateTime.of(2023, 7, 12, 2, 30), ZoneOffset.ofHours(-5), ny); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        System.out.println(ZonedDateTime.ofStrict(LocalDateTime.of(2023, 11, 5, 1, 30), ZoneOffset.ofHours(-5), ny) + " " + ZonedDateTime.ofLocal(LocalDateTime.of(2023, 11, 5, 1, 30), ny, ZoneOffset.ofHours(-5)) + " " + ZonedDateTime.ofInstant(LocalDateTime.of(2023, 11, 5, 1, 30), ZoneOffset.ofHours(-5), ny));
        System.out.println(ZonedDateTime.of(ldt, ny).with(ChronoField.OFFSET_SECONDS, -18000) + " " + ZonedDateTime.of(LocalDateTime.of(2023, 11, 5, 1, 30), ny).with(ChronoField.OFFSET_SECONDS, -18000));
        ZonedDateTime it = ZonedDateTime.of(2022, 1, 1, 0, 0, 0, 0, ZoneId.of("Europe/Berlin"));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) { sb.append(it.getOffset()).append(' '); it = it.plusMonths(1); }
        System.out.println(sb);
        System.out.println(ZoneId.of("Asia/Kathmandu").getRules().getOffset(Instant.EPOCH) + " " + ZoneId.of("Asia/Kathmandu").getRules().getOffset(Instant.parse("2020-01-01T00:00:00Z")) + " " + ZoneId.of("Australia/Lord_Howe").getRules().getOffset(Instant.parse("2020-01-01T00:00:00Z")) + " " + ZoneId.of("America/Sao_Paulo").getRules().getOffset(Instant.parse("2018-01-01T00:00:00Z")) + " " + ZoneId.of("America/Sao_Paulo").getRules().getOffset(Instant.parse("2023-01-01T00:00:00Z")));
        System.out.println(ZonedDateTime.of(ldt, ny).hashCode() == ZonedDateTime.of(ldt, ny).hashCode());
        // midnight in a gap starts the day where the gap ends; a local date-time keeps its offset in another zone's overlap
        System.out.println(LocalDate.of(2018, 11, 4).atStartOfDay(ZoneId.of("America/Sao_Paulo")) + " " + LocalDate.of(2011, 12, 30).atStartOfDay(ZoneId.of("Pacific/Apia"))
            + " " + overlap.withLaterOffsetAtOverlap().withZoneSameLocal(ZoneId.of("America/Toronto")) + " " + overlap.withZoneSameLocal(ZoneId.of("America/Toronto")));
        System.out.println(ZonedDateTime.of(ldt, paris).format(DateTimeFormatter.ISO_ZONED_DATE_TIME) + " " + ZonedDateTime.of(ldt, paris).format(DateTimeFormatter.RFC_1123_DATE_TIME) + " " + ZonedDateTime.of(ldt, paris).format(DateTimeFormatter.ISO_INSTANT) + " " + ZonedDateTime.of(ldt, paris).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        System.out.println(r.getTransitions().size() + " " + r.getTransitions().get(r.getTransitions().size() - 1) + " " + ZoneId.of("Europe/London").getRules().getTransitions().size() + " " + ZoneId.of("Australia/Sydney").getRules().getTransitions().size() + " " + ZoneId.of("Asia/Tokyo").getRules().getTransitions().size());
        // names of the zone at the instant (java's CLDR names for common regions)
        DateTimeFormatter names = DateTimeFormatter.ofPattern("HH:mm z (zzzz)");
        String[] ids = {"America/Chicago", "America/Denver", "America/Phoenix", "Pacific/Honolulu", "Europe/London", "Europe/Dublin",
            "Europe/Berlin", "Europe/Moscow", "Asia/Shanghai", "Asia/Singapore", "Asia/Dubai", "Australia/Sydney", "Pacific/Auckland",
            "America/Sao_Paulo", "Africa/Johannesburg", "Asia/Jerusalem", "Europe/Istanbul", "Asia/Kathmandu"};
        for (String id : ids) {
            ZoneId z = ZoneId.of(id);
            System.out.println(id + ": " + ZonedDateTime.of(2023, 1, 15, 12, 0, 0, 0, z).format(names) + ", "
                + ZonedDateTime.of(2023, 7, 15, 12, 0, 0, 0, z).format(names) + " " + z.getRules().isDaylightSavings(Instant.parse("2023-07-15T00:00:00Z"))
                + " " + z.getRules().getStandardOffset(Instant.parse("2023-01-15T00:00:00Z")));
        }
        // a meeting planner: the same instant around the world, and a local time repeated across a DST change
        ZonedDateTime meeting = ZonedDateTime.of(2024, 10, 25, 9, 0, 0, 0, ZoneId.of("America/Los_Angeles"));
        for (int week = 0; week < 3; week++) {
            ZonedDateTime m = meeting.plusWeeks(week);
            StringBuilder line = new StringBuilder(m.toLocalDate().toString());
            for (String id : new String[]{"America/Los_Angeles", "America/New_York", "Europe/London", "Europe/Paris", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney"})
                line.append(" | ").append(m.withZoneSameInstant(ZoneId.of(id)).format(DateTimeFormatter.ofPattern("EEE HH:mm")));
            System.out.println(line);
        }
        java.util.Set<String> avail = ZoneId.getAvailableZoneIds();
        System.out.println(avail.contains("Europe/Paris") + " " + avail.contains("America/Argentina/Buenos_Aires") + " " + avail.contains("UT") + " " + avail.contains("EST") + " " + avail.contains("posixrules"));
        for (String bad : new String[]{"EST", "ROC", "Factory", "posixrules", "America", "Europe/../UTC", "zone.tab"}) {
            try { ZoneId.of(bad); System.out.println(bad + " known"); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        }
    }
}
