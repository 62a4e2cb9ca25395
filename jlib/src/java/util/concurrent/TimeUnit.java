package java.util.concurrent;

/** Time units; conversions truncate toward zero and saturate at Long.MIN_VALUE / Long.MAX_VALUE. */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(1000L * 1000L * 1000L * 60L),
    HOURS(1000L * 1000L * 1000L * 60L * 60L),
    DAYS(1000L * 1000L * 1000L * 60L * 60L * 24L);

    /** this unit in nanoseconds */
    private final long scale;

    TimeUnit(long scale) {
        this.scale = scale;
    }

    /** d in units of scale src converted to units of scale dst */
    private static long cvt(long d, long dst, long src) {
        if (src == dst)
            return d;
        if (src < dst)
            return d / (dst / src);
        long r = src / dst;
        long max = Long.MAX_VALUE / r;
        if (d > max)
            return Long.MAX_VALUE;
        if (d < -max)
            return Long.MIN_VALUE;
        return d * r;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return cvt(sourceDuration, scale, sourceUnit.scale);
    }

    /** The duration in this unit, truncated toward zero, saturated. */
    public long convert(java.time.Duration duration) {
        long secs = duration.getSeconds();
        int nano = duration.getNano();
        if (secs < 0 && nano > 0) {
            secs++;
            nano -= 1000000000;
        }
        long second = SECONDS.scale;
        if (scale >= second)
            return scale == second ? secs : secs / (scale / second);
        long ratio = second / scale;
        try {
            return Math.addExact(Math.multiplyExact(secs, ratio), nano / scale);
        } catch (ArithmeticException e) {
            return secs > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
        }
    }

    public java.time.temporal.ChronoUnit toChronoUnit() {
        switch (this) {
        case NANOSECONDS:
            return java.time.temporal.ChronoUnit.NANOS;
        case MICROSECONDS:
            return java.time.temporal.ChronoUnit.MICROS;
        case MILLISECONDS:
            return java.time.temporal.ChronoUnit.MILLIS;
        case SECONDS:
            return java.time.temporal.ChronoUnit.SECONDS;
        case MINUTES:
            return java.time.temporal.ChronoUnit.MINUTES;
        case HOURS:
            return java.time.temporal.ChronoUnit.HOURS;
        default:
            return java.time.temporal.ChronoUnit.DAYS;
        }
    }

    public static TimeUnit of(java.time.temporal.ChronoUnit chronoUnit) {
        if (chronoUnit == null)
            throw new NullPointerException("chronoUnit");
        switch (chronoUnit) {
        case NANOS:
            return NANOSECONDS;
        case MICROS:
            return MICROSECONDS;
        case MILLIS:
            return MILLISECONDS;
        case SECONDS:
            return SECONDS;
        case MINUTES:
            return MINUTES;
        case HOURS:
            return HOURS;
        case DAYS:
            return DAYS;
        default:
            throw new IllegalArgumentException("No TimeUnit equivalent for " + chronoUnit);
        }
    }

    public long toNanos(long duration) {
        return cvt(duration, NANOSECONDS.scale, scale);
    }

    public long toMicros(long duration) {
        return cvt(duration, MICROSECONDS.scale, scale);
    }

    public long toMillis(long duration) {
        return cvt(duration, MILLISECONDS.scale, scale);
    }

    public long toSeconds(long duration) {
        return cvt(duration, SECONDS.scale, scale);
    }

    public long toMinutes(long duration) {
        return cvt(duration, MINUTES.scale, scale);
    }

    public long toHours(long duration) {
        return cvt(duration, HOURS.scale, scale);
    }

    public long toDays(long duration) {
        return cvt(duration, DAYS.scale, scale);
    }

    /** milliseconds for a timed wait: whole ms, plus one if nanoseconds remain (as Thread.sleep(ms, ns)) */
    private long waitMillis(long timeout) {
        long ms = toMillis(timeout);
        if (scale < MILLISECONDS.scale && ms < Long.MAX_VALUE && toNanos(timeout) - ms * 1000000L > 0)
            ms++;
        return ms;
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0)
            obj.wait(waitMillis(timeout));
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0)
            thread.join(waitMillis(timeout));
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0)
            Thread.sleep(waitMillis(timeout));
    }
}
