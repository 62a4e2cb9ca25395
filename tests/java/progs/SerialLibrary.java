import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Library classes in the JDK's serialized forms: strings, boxes, Date, BigInteger, BigDecimal,
 * the atomics, the Collections wrappers, Arrays.asList; exceptions read back.
 */
public class SerialLibrary {
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

    static Object deserialize(byte[] b) throws IOException, ClassNotFoundException {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    static Object roundTrip(String label, Object o) throws IOException, ClassNotFoundException {
        byte[] b = serialize(o);
        System.out.println(label + ": " + b.length + " bytes");
        System.out.println(hex(b));
        Object r = deserialize(b);
        System.out.println("  -> " + r.getClass().getName() + " " + r + " equal=" + r.equals(o));
        return r;
    }

    public static void main(String[] args) throws Exception {
        roundTrip("String", "hello");
        roundTrip("empty String", "");
        roundTrip("boxes", new ArrayList<Object>(Arrays.asList((byte) 1, (short) -2, 'c', 4, 5L, 6.5f, -7.25, true,
                Integer.MIN_VALUE, Double.NaN)));
        roundTrip("Date", new Date(1234567890123L));
        roundTrip("BigInteger", new BigInteger("-123456789012345678901234567890"));
        roundTrip("BigInteger zero", BigInteger.ZERO);
        roundTrip("BigInteger 128", BigInteger.valueOf(128));
        roundTrip("BigInteger 2^64", BigInteger.ONE.shiftLeft(64));
        BigInteger bi = (BigInteger) deserialize(serialize(new BigInteger("98765432109876543210")));
        System.out.println("  arithmetic after read: " + bi.multiply(bi).add(BigInteger.TEN) + " " + bi.bitLength());
        roundTrip("BigDecimal", new BigDecimal("3.14159265358979323846"));
        roundTrip("BigDecimal negative scale", new BigDecimal("-1.5E+10"));
        BigDecimal bd = (BigDecimal) deserialize(serialize(new BigDecimal("2.50")));
        System.out.println("  after read: " + bd.add(BigDecimal.ONE) + " scale " + bd.scale());
        AtomicInteger ai = (AtomicInteger) roundTrip("AtomicInteger", new AtomicInteger(7));
        System.out.println("  incrementAndGet " + ai.incrementAndGet());
        roundTrip("AtomicLong", new AtomicLong(-7));

        List<String> list = new ArrayList<>(Arrays.asList("x", "y"));
        roundTrip("emptyList", Collections.emptyList());
        System.out.println("  same instance: " + (deserialize(serialize(Collections.emptyList())) == Collections.emptyList()));
        roundTrip("emptySet", Collections.emptySet());
        roundTrip("emptyMap", Collections.emptyMap());
        Object ul = roundTrip("unmodifiableList", Collections.unmodifiableList(list));
        try {
            ((List<?>) ul).add(null);
        } catch (UnsupportedOperationException e) {
            System.out.println("  still unmodifiable");
        }
        roundTrip("unmodifiableList of LinkedList", Collections.unmodifiableList(new LinkedList<>(list)));
        roundTrip("unmodifiableSet", Collections.unmodifiableSet(new TreeSet<>(list)));
        roundTrip("unmodifiableMap", Collections.unmodifiableMap(new TreeMap<>(Collections.singletonMap("k", 1))));
        roundTrip("synchronizedList", Collections.synchronizedList(list));
        roundTrip("synchronizedMap", Collections.synchronizedMap(new TreeMap<>(Collections.singletonMap("k", 2))));
        roundTrip("singletonList", Collections.singletonList("s"));
        roundTrip("singleton", Collections.singleton(3));
        roundTrip("singletonMap", Collections.singletonMap("k", "v"));
        roundTrip("nCopies", Collections.nCopies(3, "c"));
        roundTrip("Arrays.asList", Arrays.asList("p", "q", "p"));
        roundTrip("Arrays.asList Integer", Arrays.asList(1, 2));
        for (Object cmp : new Object[] {Collections.reverseOrder(), Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER),
            String.CASE_INSENSITIVE_ORDER}) {
            byte[] b = serialize(cmp);
            System.out.println(cmp.getClass().getName() + ": " + hex(b));
            @SuppressWarnings("unchecked")
            java.util.Comparator<String> r = (java.util.Comparator<String>) deserialize(b);
            System.out.println("  -> " + r.getClass().getName() + " same=" + (r == cmp) + " compare(a,B)="
                    + Integer.signum(r.compare("a", "B")));
        }

        String[] names = {"java.lang.String", "java.lang.Integer", "java.lang.Number", "java.util.ArrayList",
            "java.util.HashMap", "java.util.LinkedList", "java.util.TreeMap", "java.util.HashSet", "java.util.Date",
            "java.math.BigInteger", "java.math.BigDecimal", "java.lang.Throwable", "java.lang.Exception",
            "java.lang.RuntimeException", "java.lang.IllegalArgumentException", "java.io.IOException",
            "java.util.concurrent.atomic.AtomicInteger", "java.lang.Enum", "java.util.Vector", "java.util.Hashtable"};
        for (String n : names) {
            ObjectStreamClass d = ObjectStreamClass.lookup(Class.forName(n));
            System.out.println(d + " " + Arrays.toString(d.getFields()));
        }

        // exceptions: the stack traces differ between VMs, so only what is read back is printed
        IllegalStateException ise = new IllegalStateException("bad state", new ArithmeticException("/ by zero"));
        ise.addSuppressed(new UnsupportedOperationException("closing"));
        Throwable t = (Throwable) deserialize(serialize(ise));
        System.out.println(t + " | cause: " + t.getCause() + " | suppressed: " + Arrays.toString(t.getSuppressed()));
        System.out.println("  top frame: " + t.getStackTrace()[0].getMethodName() + " in "
                + t.getStackTrace()[0].getClassName() + " line " + t.getStackTrace()[0].getLineNumber());
        System.out.println("  cause's cause: " + t.getCause().getCause());
        try {
            t.initCause(null);
        } catch (IllegalStateException e) {
            System.out.println("  " + e.getMessage());
        }
        Exception plain = (Exception) deserialize(serialize(new Exception()));
        System.out.println(plain + " " + plain.getMessage() + " " + plain.getCause() + " " + plain.getSuppressed().length);
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException npe) {
            Throwable n = (Throwable) deserialize(serialize(npe));
            System.out.println(n.getClass().getName() + " frames>0: " + (n.getStackTrace().length > 0));
        }
        Throwable custom = new RuntimeException("custom trace");
        custom.setStackTrace(new StackTraceElement[] {new StackTraceElement("Main", "run", "Main.java", 12),
            new StackTraceElement("Main", "main", null, -1)});
        Throwable c2 = (Throwable) deserialize(serialize(custom));
        System.out.println(Arrays.toString(c2.getStackTrace()));
        java.io.StringWriter sw = new java.io.StringWriter();
        c2.printStackTrace(new java.io.PrintWriter(sw, true));
        System.out.print(sw);
    }
}
