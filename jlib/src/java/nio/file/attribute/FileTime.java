package java.nio.file.attribute;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/** A file's time stamp: a value in a time unit since 1970-01-01T00:00:00Z. */
public final class FileTime implements Comparable<FileTime> {
    private static final long MIN_SECOND = -31557014167219200L;
    private static final long MAX_SECOND = 31556889864403199L;
    private static final long SECONDS_0000_TO_1970 = 62167219200L;
    private static final long SECONDS_PER_10000_YEARS = 146097L * 25L * 86400L;

    /** value in unit, or (unit null) an Instant given to from(Instant). */
    private final long value;
    private final TimeUnit unit;
    /** Computed when first asked (toInstant, compareTo, hashCode), as the JDK: toString reads it. */
    private Instant instant;
    private String valueAsString;

    private FileTime(long value, TimeUnit unit, Instant instant) {
        this.value = value;
        this.unit = unit;
        this.instant = instant;
    }

    public static FileTime from(long value, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException("unit");
        }
        return new FileTime(value, unit, null);
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(value, TimeUnit.MILLISECONDS, null);
    }

    public static FileTime from(Instant instant) {
        if (instant == null) {
            throw new NullPointerException("instant");
        }
        return new FileTime(0, null, instant);
    }

    public long to(TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException("unit");
        }
        if (this.unit != null) {
            return unit.convert(value, this.unit);
        }
        long secs = unit.convert(instant.getEpochSecond(), TimeUnit.SECONDS);
        if (secs == Long.MIN_VALUE || secs == Long.MAX_VALUE) {
            return secs;
        }
        long nanos = unit.convert(instant.getNano(), TimeUnit.NANOSECONDS);
        long r = secs + nanos;
        if (((secs ^ r) & (nanos ^ r)) < 0) {
            return secs < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return r;
    }

    public long toMillis() {
        if (unit != null) {
            return unit.toMillis(value);
        }
        long secs = instant.getEpochSecond();
        long r = secs * 1000;
        if (((Math.abs(secs) | 1000) >>> 31) != 0 && r / 1000 != secs) {
            return secs < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return r + instant.getNano() / 1000000;
    }

    public Instant toInstant() {
        if (instant == null) {
            long secs;
            int nanos = 0;
            if (unit == TimeUnit.NANOSECONDS || unit == TimeUnit.MICROSECONDS || unit == TimeUnit.MILLISECONDS) {
                long per = unit == TimeUnit.NANOSECONDS ? 1000000000L : unit == TimeUnit.MICROSECONDS ? 1000000L : 1000L;
                secs = Math.floorDiv(value, per);
                nanos = (int) (Math.floorMod(value, per) * (1000000000L / per));
            } else {
                secs = unit.toSeconds(value);
            }
            if (secs <= MIN_SECOND) {
                instant = Instant.MIN;
            } else if (secs >= MAX_SECOND) {
                instant = Instant.MAX;
            } else {
                instant = Instant.ofEpochSecond(secs, nanos);
            }
        }
        return instant;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof FileTime && compareTo((FileTime) obj) == 0;
    }

    @Override
    public int hashCode() {
        return toInstant().hashCode();
    }

    private long toDays() {
        if (unit != null) {
            return unit.toDays(value);
        }
        return TimeUnit.SECONDS.toDays(toInstant().getEpochSecond());
    }

    private long toExcessNanos(long days) {
        if (unit != null) {
            return unit.toNanos(value - unit.convert(days, TimeUnit.DAYS));
        }
        return TimeUnit.SECONDS.toNanos(toInstant().getEpochSecond() - TimeUnit.DAYS.toSeconds(days));
    }

    @Override
    public int compareTo(FileTime other) {
        if (unit != null && unit == other.unit) {
            return Long.compare(value, other.value);
        }
        long secs = toInstant().getEpochSecond();
        long secsOther = other.toInstant().getEpochSecond();
        int c = Long.compare(secs, secsOther);
        if (c != 0) {
            return c;
        }
        c = Long.compare(toInstant().getNano(), other.toInstant().getNano());
        if (c != 0) {
            return c;
        }
        if (secs != MAX_SECOND && secs != MIN_SECOND) {
            return 0;
        }
        // both at Instant's limit: compare the values themselves
        long days = toDays();
        long daysOther = other.toDays();
        if (days == daysOther) {
            return Long.compare(toExcessNanos(days), other.toExcessNanos(daysOther));
        }
        return Long.compare(days, daysOther);
    }

    private static void two(StringBuilder sb, long v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    /**
     * ISO 8601 in UTC; the fraction without trailing zeros, years before 1 one less (1 BC is -0001).
     * A value in seconds or longer units not yet turned into an Instant prints unbounded (saturated
     * at Long's range), one that was prints Instant's range, as the JDK.
     */
    @Override
    public String toString() {
        if (valueAsString == null) {
            valueAsString = format();
        }
        return valueAsString;
    }

    private String format() {
        long secs;
        int nanos = 0;
        if (instant == null && unit.compareTo(TimeUnit.SECONDS) >= 0) {
            secs = unit.toSeconds(value);
        } else {
            secs = toInstant().getEpochSecond();
            nanos = toInstant().getNano();
        }
        long days = Math.floorDiv(secs, 86400L);
        long sod = Math.floorMod(secs, 86400L);
        // civil date from days since 1970-01-01 (proleptic Gregorian, 400-year eras)
        long z = days + 719468L;
        long era = Math.floorDiv(z, 146097L);
        long doe = z - era * 146097L;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long day = doy - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        long iso = yoe + era * 400 + (month <= 2 ? 1 : 0);
        // the JDK counts in 10000-year blocks and adds them in int arithmetic: far years wrap
        long zero = secs + SECONDS_0000_TO_1970;
        long hi = secs >= -SECONDS_0000_TO_1970 ? Math.floorDiv(zero, SECONDS_PER_10000_YEARS) : zero / SECONDS_PER_10000_YEARS;
        int year = (int) (iso - hi * 10000) + (int) hi * 10000;
        if (year <= 0) {
            year = year - 1;
        }
        StringBuilder sb = new StringBuilder(40);
        if (year < 0) {
            sb.append('-');
            year = -year;
        }
        if (year < 10000) {
            String y = Integer.toString(year);
            for (int i = y.length(); i < 4; i++) {
                sb.append('0');
            }
            sb.append(y);
        } else {
            sb.append(year);
        }
        sb.append('-');
        two(sb, month);
        sb.append('-');
        two(sb, day);
        sb.append('T');
        two(sb, sod / 3600);
        sb.append(':');
        two(sb, sod / 60 % 60);
        sb.append(':');
        two(sb, sod % 60);
        if (nanos != 0) {
            String f = Integer.toString(nanos + 1000000000).substring(1);
            int end = f.length();
            while (f.charAt(end - 1) == '0') {
                end--;
            }
            sb.append('.').append(f, 0, end);
        }
        return sb.append('Z').toString();
    }
}
