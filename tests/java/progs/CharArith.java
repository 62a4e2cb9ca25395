public class CharArith {
    public static void main(String[] args) {
        char c = 'A';
        c++;
        System.out.println(c);
        c += 2;
        System.out.println(c);
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        System.out.println('a' + 'b');
        System.out.println("" + 'a' + 'b');
        System.out.println('a' + "b" + 'c');
        char z = 'z';
        System.out.println(z - 'a');
        StringBuilder alpha = new StringBuilder();
        for (char ch = 'a'; ch <= 'z'; ch++) {
            alpha.append(ch);
        }
        System.out.println(alpha);
        StringBuilder rot = new StringBuilder();
        String msg = "Hello, World! The quick brown fox.";
        for (int i = 0; i < msg.length(); i++) {
            char ch = msg.charAt(i);
            if (ch >= 'a' && ch <= 'z') ch = (char) ('a' + (ch - 'a' + 13) % 26);
            else if (ch >= 'A' && ch <= 'Z') ch = (char) ('A' + (ch - 'A' + 13) % 26);
            rot.append(ch);
        }
        System.out.println(rot);
        char max = Character.MAX_VALUE;
        max++;
        System.out.println((int) max);
        char min = Character.MIN_VALUE;
        min--;
        System.out.println((int) min);
        int[] counts = new int[26];
        String text = "the quick brown fox jumps over the lazy dog again and again";
        for (char ch : text.toCharArray()) {
            if (Character.isLetter(ch)) counts[ch - 'a']++;
        }
        for (int i = 0; i < 26; i++) {
            if (counts[i] > 0) System.out.print((char) ('a' + i) + "=" + counts[i] + " ");
        }
        System.out.println();
        char[] hex = "0123456789abcdef".toCharArray();
        int v = 0xCAFEBABE;
        char[] out = new char[8];
        for (int i = 7; i >= 0; i--) {
            out[i] = hex[v & 15];
            v >>>= 4;
        }
        System.out.println(new String(out));
        System.out.println(Character.toUpperCase('q') + " " + Character.toLowerCase('Q') + " " + Character.isDigit('7')
                + " " + Character.digit('f', 16) + " " + Character.forDigit(11, 16) + " " + Character.getNumericValue('9'));
        char ch1 = '\u0041', ch2 = '\101', ch3 = 65;
        System.out.println(ch1 == ch2 && ch2 == ch3);
        System.out.println((int) '\n' + " " + (int) '\t' + " " + (int) '\\' + " " + (int) '\'' + " " + (int) '"');
        char sw = 'm';
        switch (sw) {
            case 'a': System.out.println("a"); break;
            case 'm': System.out.println("found m"); // fall through
            case 'n': System.out.println("and n"); break;
            default: System.out.println("default");
        }
        Character boxed = 'k';
        char unboxed = boxed;
        System.out.println(boxed + " " + (unboxed + 1) + " " + boxed.compareTo('a') + " " + Character.valueOf('k').equals(boxed));
        System.out.println(Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + (int) Character.MAX_VALUE);
        int total = 0;
        for (char x = 0; x < 1000; x++) total += x;
        System.out.println(total);
        char ternary = true ? 'y' : 0;
        System.out.println(ternary);
        Object o = false ? 1 : 'c';
        System.out.println(o + " " + o.getClass().getName());
        int i = 'A';
        System.out.println(i);
        System.out.println((char) 0x263A == '\u263A');
        char[] arr = {'d', 'a', 'c', 'b'};
        java.util.Arrays.sort(arr);
        System.out.println(arr);
        System.out.println(String.valueOf(arr, 1, 2));
    }
}
