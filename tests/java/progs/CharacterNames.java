// Character.getName over code points sampled across every plane: named characters, controls,
// unassigned (null), CJK and Hangul (block name + hex), surrogates, private use, Unicode 14 additions.
public class CharacterNames {
    static void show(int cp) {
        System.out.println(Integer.toHexString(cp) + " " + Character.getName(cp));
    }

    public static void main(String[] args) {
        for (int cp = 0; cp <= 0xA0; cp++) {
            show(cp);
        }
        for (int cp = 0xA1; cp <= 0x10FFFF; cp += 97) {
            show(cp);
        }
        int[] special = {0x4E00, 0x9FFC, 0x9FFD, 0x9FFF, 0x3400, 0x4DBF, 0x20000, 0x2A6DD, 0x2A6DE, 0x30000, 0x3134A,
            0xAC00, 0xD7A3, 0xD7A4, 0xD800, 0xDB7F, 0xDB80, 0xDC00, 0xDFFF, 0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000,
            0x10FFFD, 0x10FFFE, 0x10FFFF, 0xFDD0, 0xFFFE, 0xFFFF, 0xFEFF, 0xF900, 0x17000, 0x187F7, 0x18800, 0x18B00,
            0x18D00, 0x1B170, 0x1F600, 0x1FAE0, 0x1F514, 0x0870, 0x1E290, 0x11F00, 0x13430, 0x13439, 0x16FE2, 0x16FE3, 0xE0001,
            0xE01EF, 0x1D400, 0x2FA1D, 0x1F1E6};
        for (int cp : special) {
            show(cp);
        }
        int named = 0, unnamed = 0;
        for (int cp = 0; cp <= 0x10FFFF; cp += 13) {
            if (Character.getName(cp) != null) {
                named++;
            } else {
                unnamed++;
            }
        }
        System.out.println(named + " named, " + unnamed + " null");
        int[] bad = {-1, 0x110000, Integer.MIN_VALUE};
        for (int cp : bad) {
            try {
                System.out.println(Character.getName(cp));
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
    }
}
