package java.util.zip;

import java.util.TimeZone;

/** A file entry of a ZIP archive (PKWARE APPNOTE). */
public class ZipEntry implements Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    /* the DOS date and time of 1980-01-01 00:00, the earliest there is */
    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);
    /* 2107-12-31T23:59:59Z, the last DOS time in UTC */
    private static final long UPPER_DOSTIME_BOUND = 4354819199000L;
    static final long NO_MTIME = Long.MIN_VALUE;
    static final int EXTID_ZIP64 = 0x0001;
    static final int EXTID_EXTT = 0x5455; // Info-ZIP extended timestamp ("UT")

    String name;
    /* the DOS time and date in the low 32 bits; above, the milliseconds past the even second */
    long xdostime = -1;
    /* the modification time in ms from an extended timestamp (a time DOS cannot hold) */
    long mtime = NO_MTIME;
    long crc = -1;
    long size = -1;
    long csize = -1;
    int method = -1;
    int flag;
    byte[] extra;
    String comment;

    public ZipEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        if (name.length() > 0xFFFF) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        if (e == null) {
            throw new NullPointerException("entry");
        }
        name = e.name;
        xdostime = e.xdostime;
        mtime = e.mtime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
    }

    ZipEntry() {
    }

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        xdostime = extendedDosTime(time);
        if (xdostime != DOSTIME_BEFORE_1980 && time <= UPPER_DOSTIME_BOUND) {
            mtime = NO_MTIME;
        } else {
            int year = civil(localMillis(time))[0];
            mtime = year >= 1980 && year <= 2099 ? NO_MTIME : time;
        }
    }

    public long getTime() {
        if (mtime != NO_MTIME) {
            return mtime;
        }
        return xdostime != -1 ? extendedDosToJavaTime(xdostime) : -1;
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        setExtra0(extra);
    }

    /* Keeps the extra field; an extended timestamp in it gives the modification time. */
    void setExtra0(byte[] extra) {
        if (extra != null) {
            if (extra.length > 0xFFFF) {
                throw new IllegalArgumentException("invalid extra field length");
            }
            int off = 0;
            while (off + 4 < extra.length) {
                int tag = u16(extra, off);
                int sz = u16(extra, off + 2);
                off += 4;
                if (off + sz > extra.length) {
                    break;
                }
                if (tag == EXTID_EXTT && sz >= 5 && (extra[off] & 1) != 0) {
                    mtime = 1000L * ((extra[off + 1] & 0xff) | (extra[off + 2] & 0xff) << 8
                            | (extra[off + 3] & 0xff) << 16 | extra[off + 4] << 24);
                }
                off += sz;
            }
        }
        this.extra = extra;
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    @Override
    public String toString() {
        return getName();
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            e.extra = extra == null ? null : extra.clone();
            return e;
        } catch (CloneNotSupportedException x) {
            throw new InternalError(x);
        }
    }

    static int u16(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8;
    }

    /* ---- DOS times (local time: the default time zone) ---- */

    private static long localMillis(long time) {
        return time + TimeZone.getDefault().getOffset(time);
    }

    /* {year, month, day} of a day count from 1970-01-01 (proleptic Gregorian) */
    private static int[] civil(long localMs) {
        long z = Math.floorDiv(localMs, 86400000L) + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
        return new int[] {(int) y, m, d};
    }

    /* days from 1970-01-01 of a date (month and day may be out of their ranges) */
    private static long epochDay(long y, long m, long d) {
        y += Math.floorDiv(m - 1, 12);
        m = Math.floorMod(m - 1, 12) + 1;
        long yy = m <= 2 ? y - 1 : y;
        long era = Math.floorDiv(yy, 400);
        long yoe = yy - era * 400;
        long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468 + (d - 1);
    }

    static long extendedDosTime(long time) {
        long local = localMillis(time);
        int[] ymd = civil(local);
        if (ymd[0] < 1980) {
            return DOSTIME_BEFORE_1980;
        }
        long ms = Math.floorMod(local, 86400000L);
        int hour = (int) (ms / 3600000), minute = (int) (ms / 60000 % 60), second = (int) (ms / 1000 % 60);
        long dos = ((long) (ymd[0] - 1980) << 25 | ymd[1] << 21 | ymd[2] << 16 | hour << 11 | minute << 5
                | second >> 1) & 0xffffffffL;
        return dos + ((time % 2000) << 32);
    }

    static long extendedDosToJavaTime(long xdostime) {
        long d = xdostime;
        long day = epochDay(((d >> 25) & 0x7f) + 1980, (d >> 21) & 0x0f, (d >> 16) & 0x1f);
        long local = day * 86400000L + ((d >> 11) & 0x1f) * 3600000L + ((d >> 5) & 0x3f) * 60000L
                + ((d << 1) & 0x3e) * 1000L;
        long time = local - TimeZone.getDefault().getRawOffset();
        return time + (xdostime >> 32);
    }
}
