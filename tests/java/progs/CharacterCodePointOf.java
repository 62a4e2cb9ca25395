// release: 17
// Character.codePointOf: names in any case, surrounding spaces, the "BLOCK NAME HEX" form of
// characters without a name, round trips of sampled names, and the exception's message.
public class CharacterCodePointOf {
    public static void main(String[] args) {
        String[] ns = {"LATIN SMALL LETTER A", "latin small letter a", "Latin_Small_Letter_A", "  LATIN SMALL LETTER A",
            "LATIN  SMALL LETTER A", "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPHS 4E00", "cjk unified ideographs 4e00",
            "CJK UNIFIED IDEOGRAPHS 04E00", "HANGUL SYLLABLES AC00", "HANGUL SYLLABLE GA", "NULL", "NUL", "BEL", "BELL", "ALERT",
            "LINE FEED", "LINE FEED (LF)", "PADDING CHARACTER", "LATIN 1 SUPPLEMENT 84", "latin 1 supplement 84",
            "LATIN 1 SUPPLEMENT 0084", "CONTROL 0007", "BASIC LATIN 0041", "BASIC LATIN 41",
            "GREEK AND COPTIC 0378", "PRIVATE USE AREA E000", "HIGH SURROGATES D800", "HIGH PRIVATE USE SURROGATES DB80",
            "nonexistent", "", "   ", "BASIC LATIN 110000", "BASIC LATIN 0x41", "BASIC LATIN +0041", "BYTE ORDER MARK",
            "ZERO WIDTH NO-BREAK SPACE", "LATIN CAPITAL LETTER GHA", "LATIN SMALL LETTER A\t", "EMOJI COMPONENT RED HAIR",
            "SUPPLEMENTARY PRIVATE USE AREA A F0000", "SUPPLEMENTARY PRIVATE USE AREA-A F0000",
            "CJK UNIFIED IDEOGRAPHS EXTENSION B 20000", "CJK UNIFIED IDEOGRAPHS EXTENSION B 2A6DE", "TANGUT 17000",
            "TANGUT COMPONENT-001", "CJK COMPATIBILITY IDEOGRAPH-F900", "GRINNING FACE", "MELTING FACE",
            "ARABIC POUND MARK ABOVE", "TOTO LETTER PA", "BELL", "BASIC LATIN 0041 ", "BASIC LATIN  0041"};
        for (String s : ns) {
            try {
                System.out.println("[" + s + "] " + Integer.toHexString(Character.codePointOf(s)));
            } catch (IllegalArgumentException e) {
                System.out.println("[" + s + "] " + e);
            }
        }
        try {
            Character.codePointOf(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        int ok = 0;
        for (int cp = 0; cp <= 0x10FFFF; cp += 4099) {
            String n = Character.getName(cp);
            if (n == null) {
                continue;
            }
            int back = Character.codePointOf(n.toLowerCase());
            if (back == cp) {
                ok++;
            } else {
                System.out.println(Integer.toHexString(cp) + " " + n + " -> " + Integer.toHexString(back));
            }
        }
        System.out.println(ok + " round trips");
    }
}
