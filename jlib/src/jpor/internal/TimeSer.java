package jpor.internal;

import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.StreamCorruptedException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

/**
 * The serial form of the java.time classes (their writeReplace returns one): an Externalizable
 * written under the JDK's class name {@code java.time.Ser} (java.io.ObjectStreamClass and
 * ObjectInputStream map the name) with the JDK's serialVersionUID. Its external data is a type
 * byte and the value's fields in the compact forms the java.time serialized-form documentation
 * gives; read back, it resolves to the value.
 */
public final class TimeSer implements Externalizable {
    private static final long serialVersionUID = -7683839454370182990L;

    /** The name of this class in streams. */
    public static final String STREAM_NAME = "java.time.Ser";

    public static final byte DURATION_TYPE = 1;
    public static final byte INSTANT_TYPE = 2;
    public static final byte LOCAL_DATE_TYPE = 3;
    public static final byte LOCAL_TIME_TYPE = 4;
    public static final byte LOCAL_DATE_TIME_TYPE = 5;
    public static final byte ZONE_DATE_TIME_TYPE = 6;
    public static final byte ZONE_REGION_TYPE = 7;
    public static final byte ZONE_OFFSET_TYPE = 8;
    public static final byte OFFSET_TIME_TYPE = 9;
    public static final byte OFFSET_DATE_TIME_TYPE = 10;
    public static final byte YEAR_TYPE = 11;
    public static final byte YEAR_MONTH_TYPE = 12;
    public static final byte MONTH_DAY_TYPE = 13;
    public static final byte PERIOD_TYPE = 14;

    private byte type;
    private Object object;

    /** For deserialization. */
    public TimeSer() {
    }

    public TimeSer(byte type, Object object) {
        this.type = type;
        this.object = object;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeByte(type);
        write(type, object, out);
    }

    private static void write(byte type, Object o, ObjectOutput out) throws IOException {
        switch (type) {
        case DURATION_TYPE: {
            Duration d = (Duration) o;
            out.writeLong(d.getSeconds());
            out.writeInt(d.getNano());
            break;
        }
        case INSTANT_TYPE: {
            Instant i = (Instant) o;
            out.writeLong(i.getEpochSecond());
            out.writeInt(i.getNano());
            break;
        }
        case LOCAL_DATE_TYPE:
            writeDate((LocalDate) o, out);
            break;
        case LOCAL_TIME_TYPE:
            writeTime((LocalTime) o, out);
            break;
        case LOCAL_DATE_TIME_TYPE:
            writeDateTime((LocalDateTime) o, out);
            break;
        case ZONE_DATE_TIME_TYPE: {
            ZonedDateTime z = (ZonedDateTime) o;
            writeDateTime(z.toLocalDateTime(), out);
            writeOffset(z.getOffset(), out);
            writeZone(z.getZone(), out);
            break;
        }
        case ZONE_REGION_TYPE:
            out.writeUTF(((ZoneId) o).getId());
            break;
        case ZONE_OFFSET_TYPE:
            writeOffset((ZoneOffset) o, out);
            break;
        case OFFSET_TIME_TYPE: {
            OffsetTime ot = (OffsetTime) o;
            writeTime(ot.toLocalTime(), out);
            writeOffset(ot.getOffset(), out);
            break;
        }
        case OFFSET_DATE_TIME_TYPE: {
            OffsetDateTime odt = (OffsetDateTime) o;
            writeDateTime(odt.toLocalDateTime(), out);
            writeOffset(odt.getOffset(), out);
            break;
        }
        case YEAR_TYPE:
            out.writeInt(((Year) o).getValue());
            break;
        case YEAR_MONTH_TYPE: {
            YearMonth ym = (YearMonth) o;
            out.writeInt(ym.getYear());
            out.writeByte(ym.getMonthValue());
            break;
        }
        case MONTH_DAY_TYPE: {
            MonthDay md = (MonthDay) o;
            out.writeByte(md.getMonthValue());
            out.writeByte(md.getDayOfMonth());
            break;
        }
        case PERIOD_TYPE: {
            Period p = (Period) o;
            out.writeInt(p.getYears());
            out.writeInt(p.getMonths());
            out.writeInt(p.getDays());
            break;
        }
        default:
            throw new java.io.InvalidClassException("Unknown serialized type");
        }
    }

    private static void writeDate(LocalDate d, ObjectOutput out) throws IOException {
        out.writeInt(d.getYear());
        out.writeByte(d.getMonthValue());
        out.writeByte(d.getDayOfMonth());
    }

    /** The hour, then the minute, second and nano while they are not all zero (the last written complemented). */
    private static void writeTime(LocalTime t, ObjectOutput out) throws IOException {
        int hour = t.getHour(), minute = t.getMinute(), second = t.getSecond(), nano = t.getNano();
        if (nano == 0) {
            if (second == 0) {
                if (minute == 0) {
                    out.writeByte(~hour);
                } else {
                    out.writeByte(hour);
                    out.writeByte(~minute);
                }
            } else {
                out.writeByte(hour);
                out.writeByte(minute);
                out.writeByte(~second);
            }
        } else {
            out.writeByte(hour);
            out.writeByte(minute);
            out.writeByte(second);
            out.writeInt(nano);
        }
    }

    private static void writeDateTime(LocalDateTime dt, ObjectOutput out) throws IOException {
        writeDate(dt.toLocalDate(), out);
        writeTime(dt.toLocalTime(), out);
    }

    /** Quarter hours in a byte, or 127 and the seconds. */
    private static void writeOffset(ZoneOffset offset, ObjectOutput out) throws IOException {
        int secs = offset.getTotalSeconds();
        int b = secs % 900 == 0 ? secs / 900 : 127;
        out.writeByte(b);
        if (b == 127) {
            out.writeInt(secs);
        }
    }

    private static void writeZone(ZoneId zone, ObjectOutput out) throws IOException {
        if (zone instanceof ZoneOffset) {
            out.writeByte(ZONE_OFFSET_TYPE);
            writeOffset((ZoneOffset) zone, out);
        } else {
            out.writeByte(ZONE_REGION_TYPE);
            out.writeUTF(zone.getId());
        }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        type = in.readByte();
        object = read(type, in);
    }

    private static Object read(byte type, ObjectInput in) throws IOException {
        switch (type) {
        case DURATION_TYPE: {
            long secs = in.readLong();
            int nanos = in.readInt();
            return Duration.ofSeconds(secs, nanos);
        }
        case INSTANT_TYPE: {
            long secs = in.readLong();
            int nanos = in.readInt();
            return Instant.ofEpochSecond(secs, nanos);
        }
        case LOCAL_DATE_TYPE:
            return readDate(in);
        case LOCAL_TIME_TYPE:
            return readTime(in);
        case LOCAL_DATE_TIME_TYPE:
            return readDateTime(in);
        case ZONE_DATE_TIME_TYPE: {
            LocalDateTime dt = readDateTime(in);
            ZoneOffset offset = readOffset(in);
            ZoneId zone = (ZoneId) read(in.readByte(), in);
            return ZonedDateTime.ofLocal(dt, zone, offset);
        }
        case ZONE_REGION_TYPE:
            return ZoneId.of(in.readUTF());
        case ZONE_OFFSET_TYPE:
            return readOffset(in);
        case OFFSET_TIME_TYPE: {
            LocalTime t = readTime(in);
            return OffsetTime.of(t, readOffset(in));
        }
        case OFFSET_DATE_TIME_TYPE: {
            LocalDateTime dt = readDateTime(in);
            return OffsetDateTime.of(dt, readOffset(in));
        }
        case YEAR_TYPE:
            return Year.of(in.readInt());
        case YEAR_MONTH_TYPE: {
            int year = in.readInt();
            return YearMonth.of(year, in.readByte());
        }
        case MONTH_DAY_TYPE: {
            int month = in.readByte();
            return MonthDay.of(month, in.readByte());
        }
        case PERIOD_TYPE: {
            int years = in.readInt();
            int months = in.readInt();
            return Period.of(years, months, in.readInt());
        }
        default:
            throw new StreamCorruptedException("Unknown serialized type");
        }
    }

    private static LocalDate readDate(ObjectInput in) throws IOException {
        int year = in.readInt();
        int month = in.readByte();
        int day = in.readByte();
        return LocalDate.of(year, month, day);
    }

    private static LocalTime readTime(ObjectInput in) throws IOException {
        int hour = in.readByte();
        int minute = 0, second = 0, nano = 0;
        if (hour < 0) {
            hour = ~hour;
        } else {
            minute = in.readByte();
            if (minute < 0) {
                minute = ~minute;
            } else {
                second = in.readByte();
                if (second < 0) {
                    second = ~second;
                } else {
                    nano = in.readInt();
                }
            }
        }
        return LocalTime.of(hour, minute, second, nano);
    }

    private static LocalDateTime readDateTime(ObjectInput in) throws IOException {
        LocalDate date = readDate(in);
        return LocalDateTime.of(date, readTime(in));
    }

    private static ZoneOffset readOffset(ObjectInput in) throws IOException {
        int b = in.readByte();
        return b == 127 ? ZoneOffset.ofTotalSeconds(in.readInt()) : ZoneOffset.ofTotalSeconds(b * 900);
    }

    private Object readResolve() {
        return object;
    }

    /** Thrown by the java.time classes' readObject: they are read through this proxy only. */
    public static InvalidObjectException delegateRequired() {
        return new InvalidObjectException("Deserialization via serialization delegate");
    }
}
