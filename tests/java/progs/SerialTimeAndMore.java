import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * More library classes in the JDK's serialized forms: java.time values (through the serial proxy
 * java.time.Ser), Random, PriorityQueue, EnumMap, EnumSet (its serialization proxy), BitSet,
 * UUID, StringBuilder, StringBuffer, Properties, AtomicBoolean, AtomicReference, CopyOnWriteArrayList.
 */
public class SerialTimeAndMore {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
            if (i % 32 == 31) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject(o);
        oos.close();
        return bos.toByteArray();
    }

    static Object roundTrip(Object o) throws IOException, ClassNotFoundException {
        byte[] b = serialize(o);
        System.out.println(o.getClass().getSimpleName() + ": " + b.length + " bytes");
        System.out.println(hex(b));
        Object r = new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        System.out.println("  -> " + r + " equal=" + r.equals(o));
        return r;
    }

    enum Planet {
        MERCURY, VENUS, EARTH {
            @Override
            public String toString() {
                return "home";
            }
        },
        MARS
    }

    public static void main(String[] args) throws Exception {
        roundTrip(LocalDate.of(2024, 2, 29));
        roundTrip(LocalDate.of(-44, 3, 15));
        roundTrip(LocalTime.of(13, 0));
        roundTrip(LocalTime.of(13, 5));
        roundTrip(LocalTime.of(13, 5, 7));
        roundTrip(LocalTime.of(23, 59, 59, 999999999));
        roundTrip(LocalDateTime.of(2020, 1, 2, 3, 4, 5, 6000));
        roundTrip(Instant.ofEpochSecond(1700000000L, 123));
        roundTrip(Duration.ofMillis(-1500));
        roundTrip(Duration.ofDays(3).plusNanos(7));
        roundTrip(Period.of(1, -2, 3));
        roundTrip(Year.of(1999));
        roundTrip(YearMonth.of(2001, 9));
        roundTrip(MonthDay.of(2, 29));
        roundTrip(ZoneOffset.ofHours(5));
        roundTrip(ZoneOffset.ofHoursMinutesSeconds(-1, -2, -3));
        roundTrip(OffsetDateTime.of(2020, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHours(-7)));
        roundTrip(ZonedDateTime.of(2020, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHoursMinutes(5, 30)));
        roundTrip(DayOfWeek.FRIDAY);
        roundTrip(Month.MAY);
        System.out.println(ObjectStreamClass.lookup(LocalDate.class) + " " + ObjectStreamClass.lookup(Duration.class));

        Random rnd = new Random(42);
        rnd.nextInt();
        rnd.nextGaussian();
        byte[] b = serialize(rnd);
        System.out.println("Random: " + hex(b));
        Random copy = (Random) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        System.out.println("  same sequence: " + rnd.nextLong() + " " + copy.nextLong() + " " + rnd.nextGaussian() + " "
                + copy.nextGaussian());

        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int i : new int[] {5, 3, 8, 1, 9, 2, 7}) {
            pq.add(i);
        }
        pq.poll();
        @SuppressWarnings("unchecked")
        PriorityQueue<Integer> pq2 = (PriorityQueue<Integer>) roundTrip(pq);
        StringBuilder order = new StringBuilder();
        while (!pq2.isEmpty()) {
            order.append(pq2.poll()).append(' ');
        }
        System.out.println("  polled: " + order);

        EnumMap<Planet, String> em = new EnumMap<>(Planet.class);
        em.put(Planet.MARS, "red");
        em.put(Planet.EARTH, null);
        em.put(Planet.MERCURY, "hot");
        roundTrip(em);
        roundTrip(EnumSet.of(Planet.VENUS, Planet.EARTH));
        roundTrip(EnumSet.noneOf(Planet.class));
        @SuppressWarnings("unchecked")
        EnumSet<Planet> all = (EnumSet<Planet>) roundTrip(EnumSet.allOf(Planet.class));
        all.remove(Planet.MARS);
        System.out.println("  " + all + " " + all.contains(Planet.EARTH));

        BitSet bits = new BitSet();
        bits.set(3);
        bits.set(70, 75);
        BitSet bits2 = (BitSet) roundTrip(bits);
        bits2.set(200);
        System.out.println("  " + bits2 + " size " + bits2.size() + " length " + bits2.length());
        BitSet sized = new BitSet(500);
        sized.set(1);
        System.out.println("  size kept: " + ((BitSet) roundTrip(sized)).size());

        roundTrip(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));

        StringBuilder sb = new StringBuilder("abc");
        for (int i = 0; i < 20; i++) {
            sb.append(i);
        }
        b = serialize(sb);
        System.out.println("StringBuilder: " + hex(b));
        StringBuilder sb2 = (StringBuilder) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        sb2.append("\u00e9");
        System.out.println("  " + sb2 + " capacity " + sb2.capacity());
        StringBuffer sf = new StringBuffer("x\u4e2d");
        b = serialize(sf);
        System.out.println("StringBuffer: " + hex(b));
        StringBuffer sf2 = (StringBuffer) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        System.out.println("  " + sf2.append(1) + " capacity " + sf2.capacity());

        java.util.Properties defaults = new java.util.Properties();
        defaults.setProperty("color", "blue");
        java.util.Properties props = new java.util.Properties(defaults);
        for (int i = 0; i < 12; i++) {
            props.setProperty("key" + i, "v" + i);
        }
        b = serialize(props);
        System.out.println("Properties: " + hex(b));
        java.util.Properties props2 = (java.util.Properties) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        props2.setProperty("zz", "1");
        System.out.println("  " + props2 + " color=" + props2.getProperty("color"));
        System.out.println("  " + ((AtomicBoolean) roundTrip(new AtomicBoolean(true))).get());
        System.out.println("  " + ((AtomicReference<?>) roundTrip(new AtomicReference<>("ref"))).get());
        @SuppressWarnings("unchecked")
        CopyOnWriteArrayList<String> cow = (CopyOnWriteArrayList<String>) roundTrip(new CopyOnWriteArrayList<>(new String[] {"x", "y"}));
        cow.add("z");
        System.out.println("  " + cow);
    }
}
