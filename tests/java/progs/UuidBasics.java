import java.nio.charset.StandardCharsets;
import java.util.*;

/** java.util.UUID: name-based (MD5) UUIDs, parsing, printing, ordering, hashing, version/variant. */
public class UuidBasics {
    public static void main(String[] args) {
        String[] names = {"", "hello", "jpor", "https://example.com/a/b?c=d", "\u00fcber"};
        List<UUID> ids = new ArrayList<>();
        for (String n : names) {
            UUID u = UUID.nameUUIDFromBytes(n.getBytes(StandardCharsets.UTF_8));
            ids.add(u);
            System.out.println(u + " v" + u.version() + " var" + u.variant() + " h=" + u.hashCode() + " " + u.getMostSignificantBits() + " " + u.getLeastSignificantBits());
        }
        Collections.sort(ids);
        System.out.println(ids);
        UUID p = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println(p + " v" + p.version() + " var" + p.variant() + " ts=" + p.timestamp() + " cs=" + p.clockSequence() + " node=" + p.node());
        System.out.println(UUID.fromString("1-2-3-4-5") + " " + UUID.fromString("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"));
        UUID a = new UUID(-1L, 5L), b = new UUID(1L, 5L);
        System.out.println(a + " " + b + " " + a.compareTo(b) + " " + a.equals(new UUID(-1L, 5L)) + " " + new UUID(0, 0));
        for (String bad : new String[] {"nope", "1-2-3-4", "1-2-3-4-5-6", "123e4567-e89b-12d3-a456-4266141740001", "zz-2-3-4-5"}) {
            try {
                System.out.println(UUID.fromString(bad));
            } catch (IllegalArgumentException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            UUID.nameUUIDFromBytes("x".getBytes()).timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
        UUID r = UUID.randomUUID();
        System.out.println(r.version() + " " + r.variant() + " " + r.toString().length() + " " + UUID.fromString(r.toString()).equals(r));
        Map<UUID, String> m = new HashMap<>();
        for (String n : names) m.put(UUID.nameUUIDFromBytes(n.getBytes(StandardCharsets.UTF_8)), n);
        System.out.println(m);
    }
}
