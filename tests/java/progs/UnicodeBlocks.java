// Character.UnicodeBlock: of() over every code point (printed as ranges), of(char), forName with
// constant names, canonical names, names without spaces, old names, any case; equals/toString.
import java.util.ArrayList;
import java.util.List;

public class UnicodeBlocks {
    public static void main(String[] args) {
        List<Character.UnicodeBlock> seen = new ArrayList<>();
        Character.UnicodeBlock prev = null;
        int start = 0;
        for (int cp = 0; cp <= 0x110000; cp++) {
            Character.UnicodeBlock b = cp <= 0x10FFFF ? Character.UnicodeBlock.of(cp) : null;
            if (cp == 0x110000 || b != prev) {
                if (cp > 0) {
                    System.out.println(Integer.toHexString(start) + ".." + Integer.toHexString(cp - 1) + " " + prev);
                }
                if (b != null && !seen.contains(b)) {
                    seen.add(b);
                }
                prev = b;
                start = cp;
            }
        }
        System.out.println(seen.size() + " blocks");
        for (Character.UnicodeBlock b : seen) {
            String n = b.toString();
            if (Character.UnicodeBlock.forName(n) != b || Character.UnicodeBlock.forName(n.toLowerCase()) != b
                    || Character.UnicodeBlock.forName(n.replace('_', ' ')) != b) {
                System.out.println("forName differs: " + n);
            }
        }
        System.out.println(Character.UnicodeBlock.of('a') + " " + Character.UnicodeBlock.of('\u03b1') + " "
            + Character.UnicodeBlock.of('\u0416') + " " + Character.UnicodeBlock.of('\u4e2d') + " " + Character.UnicodeBlock.of('\u3042')
            + " " + Character.UnicodeBlock.of('\u30a2') + " " + Character.UnicodeBlock.of('\uac00') + " " + Character.UnicodeBlock.of('\ud83d')
            + " " + Character.UnicodeBlock.of('\uffff') + " " + Character.UnicodeBlock.of(0x1F600));
        System.out.println(Character.UnicodeBlock.BASIC_LATIN + " " + Character.UnicodeBlock.LATIN_1_SUPPLEMENT + " "
            + Character.UnicodeBlock.GREEK + " " + Character.UnicodeBlock.CYRILLIC + " " + Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS
            + " " + Character.UnicodeBlock.HIRAGANA + " " + Character.UnicodeBlock.KATAKANA + " " + Character.UnicodeBlock.SURROGATES_AREA
            + " " + Character.UnicodeBlock.EMOTICONS + " " + Character.UnicodeBlock.HANGUL_SYLLABLES);
        System.out.println(Character.UnicodeBlock.of('x') == Character.UnicodeBlock.BASIC_LATIN);
        System.out.println(Character.UnicodeBlock.GREEK.equals(Character.UnicodeBlock.forName("Greek and Coptic")));
        String[] bs = {"BASIC_LATIN", "Basic Latin", "BasicLatin", "basic latin", "basic_latin", "BASICLATIN",
            "Latin-1 Supplement", "LATIN_1_SUPPLEMENT", "Latin1Supplement", "LATIN-1 SUPPLEMENT", "Latin-1Supplement",
            "Greek", "GREEK", "Greek and Coptic", "GreekandCoptic", "Greek And Coptic", "GREEK_AND_COPTIC",
            "CJK Unified Ideographs", "CJKUnifiedIdeographs", "CJK Unified Ideographs Extension A", "SURROGATES_AREA",
            "Surrogates Area", "High Surrogates", "HIGH_SURROGATES", "High Private Use Surrogates", "Combining Marks for Symbols",
            "COMBINING_MARKS_FOR_SYMBOLS", "CombiningMarksforSymbols", "Combining Diacritical Marks for Symbols",
            "COMBINING_DIACRITICAL_MARKS_FOR_SYMBOLS", "CombiningDiacriticalMarksforSymbols", "Cyrillic Supplementary",
            "CYRILLIC_SUPPLEMENTARY", "CyrillicSupplementary", "Cyrillic Supplement", "CYRILLIC_SUPPLEMENT",
            "CyrillicSupplement", "Arabic Extended-B", "Vithkuqi", "Hiragana", "Emoticons", "Private Use Area",
            "Supplementary Private Use Area-A", "SUPPLEMENTARY_PRIVATE_USE_AREA_A", "nope", "", " BASIC_LATIN",
            "Basic  Latin", "Basic_Latin", "basic-latin"};
        for (String s : bs) {
            try {
                System.out.println("{" + s + "} " + Character.UnicodeBlock.forName(s));
            } catch (IllegalArgumentException e) {
                System.out.println("{" + s + "} " + e);
            }
        }
        int[] badCps = {-1, 0x110000};
        for (int cp : badCps) {
            try {
                Character.UnicodeBlock.of(cp);
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        try {
            Character.UnicodeBlock.forName(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
    }
}
