package java.time.temporal;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.OffsetDateTime;

/** Common queries (written for jpor from the Java SE API docs). */
public final class TemporalQueries {
  private TemporalQueries() {
  }

  private static final int ZONE_ID = 0, OFFSET = 1, ZONE = 2, LOCAL_DATE = 3, LOCAL_TIME = 4, PRECISION = 5, CHRONO = 6;

  private static final class Q<R> implements TemporalQuery<R> {
    private final int kind;
    private final String name;

    Q(int kind, String name) {
      this.kind = kind;
      this.name = name;
    }

    @SuppressWarnings("unchecked")
    public R queryFrom(TemporalAccessor t) {
      switch (kind) {
        case ZONE_ID:
          if (t instanceof ZoneId && !(t instanceof ZoneOffset)) return (R) t;
          if (t instanceof ZoneOffset) return (R) t;
          if (t instanceof ZonedDateTime) return (R) ((ZonedDateTime) t).getZone();
          return null;
        case OFFSET:
          if (t.isSupported(ChronoField.OFFSET_SECONDS))
            return (R) ZoneOffset.ofTotalSeconds(t.get(ChronoField.OFFSET_SECONDS));
          return null;
        case ZONE: {
          Object z = ZONE_ID_Q.queryFrom(t);
          return (R) (z != null ? z : OFFSET_Q.queryFrom(t));
        }
        case LOCAL_DATE:
          if (t.isSupported(ChronoField.EPOCH_DAY)) return (R) LocalDate.ofEpochDay(t.getLong(ChronoField.EPOCH_DAY));
          return null;
        case CHRONO:
          // every date jlib has is an ISO date; a time, an offset or an instant has no calendar
          if (t instanceof java.time.chrono.ChronoLocalDate || t instanceof java.time.chrono.ChronoLocalDateTime
              || t instanceof java.time.chrono.ChronoZonedDateTime || t instanceof java.time.OffsetDateTime
              || t instanceof java.time.YearMonth || t instanceof java.time.Year || t instanceof java.time.MonthDay
              || t instanceof java.time.Month)
            return (R) java.time.chrono.IsoChronology.INSTANCE;
          if (t.isSupported(ChronoField.EPOCH_DAY)) return (R) java.time.chrono.IsoChronology.INSTANCE;
          return null;
        case LOCAL_TIME:
          if (t.isSupported(ChronoField.NANO_OF_DAY)) return (R) LocalTime.ofNanoOfDay(t.getLong(ChronoField.NANO_OF_DAY));
          return null;
        default:
          for (ChronoUnit u : new ChronoUnit[] {ChronoUnit.NANOS, ChronoUnit.DAYS}) {
            if (u == ChronoUnit.NANOS && t.isSupported(ChronoField.NANO_OF_SECOND)) return (R) u;
            if (u == ChronoUnit.DAYS && t.isSupported(ChronoField.EPOCH_DAY)) return (R) u;
          }
          return null;
      }
    }

    public String toString() {
      return name;
    }
  }

  static final Q<ZoneId> ZONE_ID_Q = new Q<ZoneId>(ZONE_ID, "ZoneId");
  static final Q<ZoneOffset> OFFSET_Q = new Q<ZoneOffset>(OFFSET, "ZoneOffset");
  static final Q<ZoneId> ZONE_Q = new Q<ZoneId>(ZONE, "Zone");
  static final Q<LocalDate> LOCAL_DATE_Q = new Q<LocalDate>(LOCAL_DATE, "LocalDate");
  static final Q<LocalTime> LOCAL_TIME_Q = new Q<LocalTime>(LOCAL_TIME, "LocalTime");
  static final Q<java.time.chrono.Chronology> CHRONO_Q = new Q<java.time.chrono.Chronology>(CHRONO, "Chronology");
  static final Q<TemporalUnit> PRECISION_Q = new Q<TemporalUnit>(PRECISION, "Precision");

  public static TemporalQuery<ZoneId> zoneId() {
    return ZONE_ID_Q;
  }

  public static TemporalQuery<ZoneOffset> offset() {
    return OFFSET_Q;
  }

  public static TemporalQuery<ZoneId> zone() {
    return ZONE_Q;
  }

  public static TemporalQuery<LocalDate> localDate() {
    return LOCAL_DATE_Q;
  }

  public static TemporalQuery<LocalTime> localTime() {
    return LOCAL_TIME_Q;
  }

  public static TemporalQuery<java.time.chrono.Chronology> chronology() {
    return CHRONO_Q;
  }

  public static TemporalQuery<TemporalUnit> precision() {
    return PRECISION_Q;
  }
}
