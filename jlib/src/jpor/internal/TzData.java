package jpor.internal;

import java.io.FileInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;

/**
 * A region's time-zone history, read from the host's TZif files (/usr/share/zoneinfo, RFC 8536): java
 * ships its own copy of the same IANA database (tzdb.dat), so the host's files give the offsets java
 * gives for every region it knows. Only changes of the wall offset are kept (as in java's rules); the
 * POSIX rule at the end of a file is expanded into explicit transitions up to LAST_YEAR, so no rule is
 * evaluated at lookup time.
 */
public final class TzData {
    private static final String DIR = "/usr/share/zoneinfo/";
    private static final int LAST_YEAR = 2100;
    private static final HashMap<String, TzData> cache = new HashMap<String, TzData>();

    /** Epoch seconds of the wall-offset changes, ascending. */
    public final long[] trans;
    /** wall[i] holds before trans[i] (wall[trans.length] after the last); seconds east of UTC. */
    public final int[] wall;
    /** The abbreviation in force with wall[i] (EST, CEST; "+04" where the database has no letters). */
    public final String[] abbrev;
    /** The standard offset (wall minus daylight saving) changes: as trans/wall. */
    public final long[] stdTrans;
    public final int[] std;
    /**
     * How many of trans java lists in ZoneRules.getTransitions(): its data keeps explicit transitions up to
     * the year after the final rules began and computes the later ones from those rules.
     */
    public final int explicitCount;

    private TzData(long[] trans, int[] wall, String[] abbrev, long[] stdTrans, int[] std, int explicitCount) {
        this.explicitCount = explicitCount;
        this.trans = trans;
        this.wall = wall;
        this.abbrev = abbrev;
        this.stdTrans = stdTrans;
        this.std = std;
    }

    /** The data of a region id, or null when the host has no such zone. */
    public static TzData load(String id) {
        synchronized (cache) {
            if (cache.containsKey(id)) return cache.get(id);
            TzData d = null;
            if (acceptable(id)) {
                try {
                    d = parse(read(DIR + id));
                } catch (IOException e) {
                    d = null;
                } catch (RuntimeException e) {
                    d = null; // not a TZif file (zone.tab, a directory, ...)
                }
            }
            cache.put(id, d);
            return d;
        }
    }

    /** Region ids java knows: no path tricks, none of the host's extra trees and files. */
    private static boolean acceptable(String id) {
        if (id.contains("..") || id.startsWith("/") || id.endsWith("/") || id.contains("//")) return false;
        if (id.startsWith("posix/") || id.startsWith("right/") || id.startsWith("SystemV/")) return false;
        if (id.indexOf('.') >= 0 || id.isEmpty() || !Character.isUpperCase(id.charAt(0))) return false;
        for (String s : NOT_JAVA)
            if (s.equals(id)) return false;
        return true;
    }

    /** Host files that are not region ids in java's database (EST, HST and MST are only short ids there). */
    private static final String[] NOT_JAVA = {"Factory", "EST", "HST", "MST", "ROC", "GMT+0", "GMT-0"};

    /** The region ids of the host's files. */
    public static java.util.List<String> availableIds() {
        java.util.List<String> out = new ArrayList<String>();
        walk(new java.io.File(DIR), "", out);
        return out;
    }

    private static void walk(java.io.File dir, String prefix, java.util.List<String> out) {
        String[] names = dir.list();
        if (names == null) return;
        for (String n : names) {
            String id = prefix + n;
            java.io.File f = new java.io.File(dir, n);
            if (f.isDirectory()) {
                if (acceptable(id + "/x")) walk(f, id + "/", out);
            } else if (acceptable(id)) {
                out.add(id);
            }
        }
    }

    /**
     * java's (CLDR's) names of common regions: id, standard short and long name, daylight short and long
     * name, as java 17 prints them. Other regions use the abbreviation of the host's time-zone files.
     */
    private static final String[] NAMES = {
      "America/New_York", "EST", "Eastern Standard Time", "EDT", "Eastern Daylight Time",
      "America/Chicago", "CST", "Central Standard Time", "CDT", "Central Daylight Time",
      "America/Denver", "MST", "Mountain Standard Time", "MDT", "Mountain Daylight Time",
      "America/Phoenix", "MST", "Mountain Standard Time", "MST", "Mountain Standard Time",
      "America/Los_Angeles", "PST", "Pacific Standard Time", "PDT", "Pacific Daylight Time",
      "America/Anchorage", "AKST", "Alaska Standard Time", "AKDT", "Alaska Daylight Time",
      "Pacific/Honolulu", "HST", "Hawaii-Aleutian Standard Time", "HST", "Hawaii-Aleutian Standard Time",
      "Europe/London", "GMT", "Greenwich Mean Time", "BST", "British Summer Time",
      "Europe/Dublin", "GMT", "Greenwich Mean Time", "IST", "Irish Standard Time",
      "Europe/Paris", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
      "Europe/Berlin", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
      "Europe/Moscow", "MSK", "Moscow Standard Time", "MSK", "Moscow Standard Time",
      "Europe/Athens", "EET", "Eastern European Standard Time", "EEST", "Eastern European Summer Time",
      "Europe/Lisbon", "WET", "Western European Standard Time", "WEST", "Western European Summer Time",
      "Asia/Tokyo", "JST", "Japan Standard Time", "JST", "Japan Standard Time",
      "Asia/Kolkata", "IST", "India Standard Time", "IST", "India Standard Time",
      "Asia/Shanghai", "CST", "China Standard Time", "CST", "China Standard Time",
      "Asia/Singapore", "SGT", "Singapore Standard Time", "SGT", "Singapore Standard Time",
      "Asia/Dubai", "GST", "Gulf Standard Time", "GST", "Gulf Standard Time",
      "Asia/Hong_Kong", "HKT", "Hong Kong Standard Time", "HKT", "Hong Kong Standard Time",
      "Asia/Seoul", "KST", "Korean Standard Time", "KST", "Korean Standard Time",
      "Australia/Sydney", "AEST", "Australian Eastern Standard Time", "AEDT", "Australian Eastern Daylight Time",
      "Australia/Perth", "AWST", "Australian Western Standard Time", "AWST", "Australian Western Standard Time",
      "Pacific/Auckland", "NZST", "New Zealand Standard Time", "NZDT", "New Zealand Daylight Time",
      "America/Sao_Paulo", "BRT", "Brasilia Standard Time", "BRT", "Brasilia Standard Time",
      "America/Toronto", "EST", "Eastern Standard Time", "EDT", "Eastern Daylight Time",
      "America/Mexico_City", "CST", "Central Standard Time", "CST", "Central Standard Time",
      "Africa/Cairo", "EET", "Eastern European Standard Time", "EEST", "Eastern European Summer Time",
      "Africa/Johannesburg", "SAST", "South Africa Standard Time", "SAST", "South Africa Standard Time",
      "Asia/Jerusalem", "IST", "Israel Standard Time", "IDT", "Israel Daylight Time",
      "America/Argentina/Buenos_Aires", "ART", "Argentina Standard Time", "ART", "Argentina Standard Time",
      "Asia/Karachi", "PKT", "Pakistan Standard Time", "PKT", "Pakistan Standard Time",
      "Asia/Jakarta", "WIB", "Western Indonesia Time", "WIB", "Western Indonesia Time",
      "Europe/Istanbul", "TRT", "Turkey Time", "TRT", "Turkey Time",
      "Asia/Kathmandu", "NPT", "Nepal Time", "NPT", "Nepal Time",
      "Europe/Amsterdam", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
      "Europe/Madrid", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
      "Europe/Rome", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
      "Europe/Zurich", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
      "Europe/Stockholm", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
      "America/Vancouver", "PST", "Pacific Standard Time", "PDT", "Pacific Daylight Time",
      "America/Halifax", "AST", "Atlantic Standard Time", "ADT", "Atlantic Daylight Time",
      "Asia/Manila", "PST", "Philippine Standard Time", "PST", "Philippine Standard Time",
      "Asia/Bangkok", "ICT", "Indochina Time", "ICT", "Indochina Time",
      "Africa/Lagos", "WAT", "West Africa Standard Time", "WAT", "West Africa Standard Time",
      "Africa/Nairobi", "EAT", "East Africa Time", "EAT", "East Africa Time",
      "US/Pacific", "PST", "Pacific Standard Time", "PDT", "Pacific Daylight Time",
      "US/Eastern", "EST", "Eastern Standard Time", "EDT", "Eastern Daylight Time",
      "Asia/Calcutta", "IST", "India Standard Time", "IST", "India Standard Time",
      "Europe/Kiev", "EET", "Eastern European Standard Time", "EEST", "Eastern European Summer Time",
      "Asia/Tehran", "IRST", "Iran Standard Time", "IRST", "Iran Standard Time",
      "America/Bogota", "COT", "Colombia Standard Time", "COT", "Colombia Standard Time",
      "America/Lima", "PET", "Peru Standard Time", "PET", "Peru Standard Time",
      "Atlantic/Reykjavik", "GMT", "Greenwich Mean Time", "GMT", "Greenwich Mean Time",
    };

    /** java's names of its old fixed-offset ids. */
    private static final String[] FIXED_NAMES = {
      "EST", "EST", "Eastern Standard Time", "EST", "Eastern Standard Time",
      "MST", "MST", "Mountain Standard Time", "MST", "Mountain Standard Time",
      "HST", "HST", "Hawaii Standard Time", "HST", "Hawaii Standard Time",
    };

    /** java's name of a region (standard or daylight, short or long), or null when it is not in NAMES. */
    public static String name(String id, boolean daylight, boolean full) {
        for (int i = 0; i < NAMES.length; i += 5)
            if (NAMES[i].equals(id)) return NAMES[i + (daylight ? 3 : 1) + (full ? 1 : 0)];
        for (int i = 0; i < FIXED_NAMES.length; i += 5)
            if (FIXED_NAMES[i].equals(id)) return FIXED_NAMES[i + (daylight ? 3 : 1) + (full ? 1 : 0)];
        return null;
    }

    /** Index into wall/abbrev of the offset in force at an epoch second. */
    public int indexAt(long epochSecond) {
        int lo = 0, hi = trans.length; // first transition after epochSecond
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (trans[mid] <= epochSecond) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    public int stdAt(long epochSecond) {
        int lo = 0, hi = stdTrans.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (stdTrans[mid] <= epochSecond) lo = mid + 1;
            else hi = mid;
        }
        return std[lo];
    }

    private static byte[] read(String path) throws IOException {
        FileInputStream in = new FileInputStream(path);
        try {
            byte[] buf = new byte[4096];
            int n = 0;
            while (true) {
                if (n == buf.length) buf = java.util.Arrays.copyOf(buf, n * 2);
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) break;
                n += r;
            }
            return java.util.Arrays.copyOf(buf, n);
        } finally {
            in.close();
        }
    }

    private static int i32(byte[] b, int p) {
        return ((b[p] & 0xff) << 24) | ((b[p + 1] & 0xff) << 16) | ((b[p + 2] & 0xff) << 8) | (b[p + 3] & 0xff);
    }

    private static long i64(byte[] b, int p) {
        return ((long) i32(b, p) << 32) | (i32(b, p + 4) & 0xffffffffL);
    }

    /** One local time type of a file. */
    private static final class Type {
        int off;
        boolean dst;
        String abbr;
    }

    private static TzData parse(byte[] b) {
        if (b.length < 44 || b[0] != 'T' || b[1] != 'Z' || b[2] != 'i' || b[3] != 'f') throw new IllegalArgumentException();
        int p = 0;
        boolean v2 = b[4] != 0;
        if (v2) p = 44 + blockSize(b, 0, 4); // skip the 32-bit block: the 64-bit one follows
        int isutcnt = i32(b, p + 20), isstdcnt = i32(b, p + 24), leapcnt = i32(b, p + 28);
        int timecnt = i32(b, p + 32), typecnt = i32(b, p + 36), charcnt = i32(b, p + 40);
        int tsize = v2 ? 8 : 4;
        p += 44;
        long[] times = new long[timecnt];
        for (int i = 0; i < timecnt; i++) times[i] = v2 ? i64(b, p + 8 * i) : i32(b, p + 4 * i);
        p += timecnt * tsize;
        int[] idx = new int[timecnt];
        for (int i = 0; i < timecnt; i++) idx[i] = b[p + i] & 0xff;
        p += timecnt;
        Type[] types = new Type[typecnt];
        int chars = p + typecnt * 6;
        for (int i = 0; i < typecnt; i++) {
            Type t = new Type();
            t.off = i32(b, p + 6 * i);
            t.dst = b[p + 6 * i + 4] != 0;
            int a = chars + (b[p + 6 * i + 5] & 0xff), e = a;
            while (e < chars + charcnt && b[e] != 0) e++;
            t.abbr = new String(b, a, e - a, java.nio.charset.StandardCharsets.US_ASCII);
            types[i] = t;
        }
        p = chars + charcnt + leapcnt * (tsize + 4) + isstdcnt + isutcnt;
        String footer = null;
        if (v2 && p < b.length && b[p] == '\n') {
            int e = p + 1;
            while (e < b.length && b[e] != '\n') e++;
            footer = new String(b, p + 1, e - p - 1, java.nio.charset.StandardCharsets.US_ASCII);
        }

        // the wall offsets as a sequence; the first type is in force before the first transition
        ArrayList<long[]> seq = new ArrayList<long[]>(); // {epoch, type index}
        for (int i = 0; i < timecnt; i++) seq.add(new long[] {times[i], idx[i]});
        ArrayList<Type> all = new ArrayList<Type>();
        for (Type t : types) all.add(t);
        long lastExplicit = timecnt == 0 ? Long.MIN_VALUE : times[timecnt - 1];
        int rulesFrom = footer == null ? Integer.MAX_VALUE : expandFooter(footer, lastExplicit, times, seq, all);

        Type first = all.get(0);
        ArrayList<Long> tr = new ArrayList<Long>();
        ArrayList<Integer> wl = new ArrayList<Integer>();
        ArrayList<String> ab = new ArrayList<String>();
        ArrayList<Long> st = new ArrayList<Long>();
        ArrayList<Integer> so = new ArrayList<Integer>();
        wl.add(first.off);
        ab.add(first.abbr);
        int curStd = first.off;
        so.add(curStd);
        // Negative daylight saving (Europe/Dublin: IST +1 standard, GMT "daylight" in winter): java's data
        // (rearguard) has GMT as standard and IST as summer time; negDst is IST's offset while that holds.
        Integer negDst = null;
        for (long[] s : seq) {
            Type t = all.get((int) s[1]);
            // a daylight type keeps the standard offset of the last standard type before it
            int newStd;
            if (t.dst && t.off < curStd) {
                negDst = curStd;
                newStd = t.off;
            } else if (!t.dst && negDst != null && t.off == negDst) {
                newStd = curStd;
            } else {
                if (!t.dst) negDst = null;
                newStd = t.dst ? curStd : t.off;
            }
            if (newStd != curStd) {
                st.add(s[0]);
                so.add(newStd);
                curStd = newStd;
            }
            if (t.off != wl.get(wl.size() - 1)) {
                tr.add(s[0]);
                wl.add(t.off);
                ab.add(t.abbr);
            }
        }
        long[] trans = new long[tr.size()];
        for (int i = 0; i < trans.length; i++) trans[i] = tr.get(i);
        int[] wall = new int[wl.size()];
        for (int i = 0; i < wall.length; i++) wall[i] = wl.get(i);
        long[] stdTrans = new long[st.size()];
        for (int i = 0; i < stdTrans.length; i++) stdTrans[i] = st.get(i);
        int[] std = new int[so.size()];
        for (int i = 0; i < std.length; i++) std[i] = so.get(i);
        int explicit = 0;
        for (int i = 0; i < trans.length; i++) {
            boolean inFile = trans[i] <= lastExplicit;
            int year = java.time.LocalDateTime.ofEpochSecond(trans[i], 0, java.time.ZoneOffset.ofTotalSeconds(wall[i])).getYear();
            if (inFile && (rulesFrom == Integer.MAX_VALUE || year <= rulesFrom + 1)) explicit = i + 1;
        }
        return new TzData(trans, wall, ab.toArray(new String[0]), stdTrans, std, explicit);
    }

    private static int blockSize(byte[] b, int p, int tsize) {
        int isutcnt = i32(b, p + 20), isstdcnt = i32(b, p + 24), leapcnt = i32(b, p + 28);
        int timecnt = i32(b, p + 32), typecnt = i32(b, p + 36), charcnt = i32(b, p + 40);
        return timecnt * tsize + timecnt + typecnt * 6 + charcnt + leapcnt * (tsize + 4) + isstdcnt + isutcnt;
    }

    // ---- the POSIX TZ rule of the footer: STDoff[DST[off][,start[/time],end[/time]]]

    private static final class Posix {
        final String s;
        int p;

        Posix(String s) {
            this.s = s;
        }

        String name() {
            int a = p;
            if (p < s.length() && s.charAt(p) == '<') {
                int e = s.indexOf('>', p);
                p = e + 1;
                return s.substring(a + 1, e);
            }
            while (p < s.length() && Character.isLetter(s.charAt(p))) p++;
            return s.substring(a, p);
        }

        boolean more() {
            return p < s.length();
        }

        char peek() {
            return s.charAt(p);
        }

        /** [+-]hh[:mm[:ss]] as seconds. */
        int time() {
            int sign = 1;
            if (peek() == '+' || peek() == '-') {
                if (peek() == '-') sign = -1;
                p++;
            }
            int v = num() * 3600;
            if (more() && peek() == ':') {
                p++;
                v += num() * 60;
                if (more() && peek() == ':') {
                    p++;
                    v += num();
                }
            }
            return sign * v;
        }

        int num() {
            int a = p;
            while (p < s.length() && Character.isDigit(s.charAt(p))) p++;
            if (a == p) throw new IllegalArgumentException(s);
            return Integer.parseInt(s.substring(a, p));
        }
    }

    /** A rule date Mm.w.d: {month, week, weekday}; null for the Julian forms (not expanded). */
    private static int[] ruleDate(Posix ps) {
        if (ps.peek() != 'M') return null;
        ps.p++;
        int m = ps.num();
        ps.p++;
        int w = ps.num();
        ps.p++;
        int d = ps.num();
        return new int[] {m, w, d};
    }

    /**
     * Adds the footer rule's transitions after the file's last one; returns the first year of the run of
     * years, up to that last one, whose transitions the rule gives (MAX_VALUE when the footer has no rule).
     */
    private static int expandFooter(String footer, long after, long[] explicit, ArrayList<long[]> seq, ArrayList<Type> all) {
        final int NONE = Integer.MAX_VALUE;
        Posix ps = new Posix(footer);
        String stdName = ps.name();
        if (stdName.isEmpty() || !ps.more()) return NONE;
        int stdOff = -ps.time();
        if (!ps.more()) return NONE;
        String dstName = ps.name();
        int dstOff = stdOff + 3600;
        if (ps.more() && ps.peek() != ',') dstOff = -ps.time();
        if (!ps.more() || ps.peek() != ',') return NONE;
        ps.p++;
        int[] start = ruleDate(ps);
        if (start == null) return NONE;
        int startTime = 7200;
        if (ps.more() && ps.peek() == '/') {
            ps.p++;
            startTime = ps.time();
        }
        if (!ps.more() || ps.peek() != ',') return NONE;
        ps.p++;
        int[] end = ruleDate(ps);
        if (end == null) return NONE;
        int endTime = 7200;
        if (ps.more() && ps.peek() == '/') {
            ps.p++;
            endTime = ps.time();
        }
        Type std = new Type();
        std.off = stdOff;
        std.abbr = stdName;
        Type dst = new Type();
        dst.off = dstOff;
        dst.dst = true;
        dst.abbr = dstName;
        int stdIdx = all.size(), dstIdx = stdIdx + 1;
        all.add(std);
        all.add(dst);
        int firstYear = after == Long.MIN_VALUE ? 1970 : (int) java.time.LocalDateTime.ofEpochSecond(after, 0, java.time.ZoneOffset.UTC).getYear();
        for (int y = firstYear; y <= LAST_YEAR; y++) {
            long on = localSeconds(y, start) + startTime - stdOff; // the rule's times are in the offset before
            long off = localSeconds(y, end) + endTime - dstOff;
            long[] a = {on, dstIdx}, b = {off, stdIdx};
            if (on > off) {
                long[] t = a;
                a = b;
                b = t;
            }
            if (a[0] > after) seq.add(a);
            if (b[0] > after) seq.add(b);
        }
        if (after == Long.MIN_VALUE) return NONE;
        java.util.HashSet<Long> inFile = new java.util.HashSet<Long>();
        for (long t : explicit) inFile.add(t);
        int y = firstYear;
        // the file's last year may hold only part of the rule's (zic ends some files with a no-op at 2038-01-19)
        if (!(inFile.contains(localSeconds(y, start) + startTime - stdOff) && inFile.contains(localSeconds(y, end) + endTime - dstOff))) y--;
        int top = y;
        while (y > 1800 && inFile.contains(localSeconds(y, start) + startTime - stdOff)
            && inFile.contains(localSeconds(y, end) + endTime - dstOff)) y--;
        return y + 1 > top ? NONE : y + 1;
    }

    /** Local midnight (as epoch seconds at offset zero) of the rule day Mm.w.d in a year. */
    private static long localSeconds(int year, int[] r) {
        java.time.LocalDate first = java.time.LocalDate.of(year, r[0], 1);
        int dow = first.getDayOfWeek().getValue() % 7; // 0 = Sunday, as in POSIX
        int day = 1 + ((r[2] - dow) % 7 + 7) % 7 + 7 * (r[1] - 1);
        int len = first.lengthOfMonth();
        while (day > len) day -= 7; // week 5 is the last such weekday
        return first.withDayOfMonth(day).toEpochDay() * 86400L;
    }
}
