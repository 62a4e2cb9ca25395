import java.text.Normalizer;
import java.util.zip.CRC32;

public class TextNormalizer {
    static String hex(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length();) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (b.length() > 0)
                b.append(' ');
            b.append(Integer.toHexString(cp));
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String[] samples = {"caf\u00e9", "cafe\u0301", "\u00c5ngstr\u00f6m \u212b", "\ufb01ne \u2460 x\u00b2", "\ud55c\uad6d\uc5b4",
            "\u1112\u1161\u11ab", "a\u0323\u0302", "a\u0302\u0323", "\u1e0b\u0323", "\u03d3 \u1f80", "\u00bd \u2167 \u3300",
            "e\u0301\u0301", "\u0344", "\u0958", "\ud834\udd5e", "\u0041\u030a\u0301", "\u00f1 \u01c4 \u2126", "plain ascii"};
        Normalizer.Form[] forms = Normalizer.Form.values();
        for (String s : samples) {
            StringBuilder line = new StringBuilder(hex(s)).append(" |");
            for (Normalizer.Form f : forms)
                line.append(' ').append(f).append('=').append(hex(Normalizer.normalize(s, f))).append(Normalizer.isNormalized(s, f) ? "*" : "");
            System.out.println(line);
        }
        String accents = "Cr\u00e8me Br\u00fbl\u00e9e \u00e0 la fa\u00e7on de Z\u00fcrich, \u0141\u00f3d\u017a";
        System.out.println(Normalizer.normalize(accents, Normalizer.Form.NFD).replaceAll("\\p{InCombiningDiacriticalMarks}+", ""));
        System.out.println(Normalizer.normalize(accents, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase().replaceAll("[^a-z0-9]+", "-"));
        // every BMP character (and the start of plane 1) in every form: a checksum of the results
        for (Normalizer.Form f : forms) {
            CRC32 crc = new CRC32();
            int changed = 0;
            for (int cp = 0xA0; cp < 0x1D800; cp++) {
                if (cp >= 0xD800 && cp < 0xF900 || !Character.isDefined(cp))
                    continue;
                String s = new String(Character.toChars(cp));
                String n = Normalizer.normalize(s, f);
                if (!n.equals(s)) {
                    changed++;
                    crc.update(n.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    crc.update(cp);
                }
            }
            System.out.println(f + " changes " + changed + " characters, crc " + Long.toHexString(crc.getValue()));
        }
        try {
            Normalizer.normalize(null, Normalizer.Form.NFC);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
