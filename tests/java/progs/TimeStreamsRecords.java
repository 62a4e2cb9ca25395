// release: 17
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;
import java.util.stream.*;

public class TimeStreamsRecords {
  record Task(String name, LocalDate due, Duration effort) {}

  public static void main(String[] args) {
    LocalDate start = LocalDate.of(2024, 2, 26);
    System.out.println(start.datesUntil(start.plusDays(7)).map(d -> d.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH))
        .collect(Collectors.joining(",")));
    System.out.println(start.datesUntil(LocalDate.of(2024, 12, 31), Period.ofMonths(2)).map(LocalDate::toString).toList());
    try {
      start.datesUntil(start.minusDays(1));
    } catch (IllegalArgumentException e) {
      System.out.println(e);
    }
    List<Task> tasks = List.of(new Task("report", LocalDate.of(2024, 3, 15), Duration.ofHours(6)),
        new Task("review", LocalDate.of(2024, 3, 1), Duration.ofMinutes(90)), new Task("deploy", LocalDate.of(2024, 2, 29), Duration.ofHours(2)),
        new Task("plan", LocalDate.of(2024, 3, 15), Duration.ofMinutes(45)));
    tasks.stream().sorted(Comparator.comparing(Task::due).thenComparing(Task::effort)).forEach(System.out::println);
    Map<Month, List<String>> byMonth = tasks.stream().collect(Collectors.groupingBy(t -> t.due().getMonth(), TreeMap::new,
        Collectors.mapping(Task::name, Collectors.toList())));
    System.out.println(byMonth);
    Duration total = tasks.stream().map(Task::effort).reduce(Duration.ZERO, Duration::plus);
    System.out.println(total + " " + total.toMinutes() + " " + tasks.stream().mapToLong(t -> ChronoUnit.DAYS.between(start, t.due())).summaryStatistics());
    Map<DayOfWeek, Long> dows = Stream.iterate(LocalDate.of(2024, 1, 1), d -> d.plusDays(1)).limit(366)
        .collect(Collectors.groupingBy(LocalDate::getDayOfWeek, () -> new EnumMap<>(DayOfWeek.class), Collectors.counting()));
    System.out.println(dows);
    for (DayOfWeek d : DayOfWeek.values()) {
      String kind = switch (d) {
        case SATURDAY, SUNDAY -> "weekend";
        default -> "weekday";
      };
      System.out.print(d + "=" + kind + " ");
    }
    System.out.println();
    System.out.println(DayOfWeek.valueOf("MONDAY").plus(3) + " " + Month.valueOf("JULY").getValue() + " " + Arrays.toString(Month.values()).length()
        + " " + ChronoUnit.valueOf("DAYS") + " " + ChronoField.valueOf("YEAR") + " " + EnumSet.range(ChronoUnit.SECONDS, ChronoUnit.DAYS));
    DateTimeFormatter f = DateTimeFormatter.ofPattern("dd-MMM-yyyy", Locale.ENGLISH);
    var parsed = Stream.of("01-Jan-2024", "15-Aug-2023", "29-Feb-2024").map(s -> LocalDate.parse(s, f)).sorted(Comparator.reverseOrder()).toList();
    System.out.println(parsed + " " + parsed.stream().max(Comparator.naturalOrder()).get().format(DateTimeFormatter.ISO_DATE));
    var instants = LongStream.rangeClosed(0, 4).mapToObj(i -> Instant.ofEpochSecond(1_700_000_000L + i * 86_399)).toList();
    System.out.println(instants + " " + instants.stream().map(i -> i.atZone(ZoneOffset.UTC).getDayOfWeek()).distinct().count());
    Object o = LocalTime.of(7, 30);
    if (o instanceof LocalTime t && t.isBefore(LocalTime.NOON)) System.out.println("morning " + t.format(DateTimeFormatter.ofPattern("h:mm a")));
    System.out.println(String.valueOf(Year.of(2024)) + " " + Objects.hash(LocalDate.EPOCH, LocalTime.MIDNIGHT) + " " + LocalDate.EPOCH
        + " " + LocalDate.ofInstant(Instant.ofEpochSecond(86400 * 365), ZoneOffset.UTC) + " " + LocalTime.ofInstant(Instant.ofEpochSecond(3661), ZoneId.of("UTC+1"))
        + " " + LocalDate.of(2024, 1, 1).toEpochSecond(LocalTime.NOON, ZoneOffset.ofHours(2)) + " " + Duration.ofMinutes(135).toHoursPart()
        + " " + Duration.ofSeconds(100).dividedBy(Duration.ofSeconds(30)));
  }
}
