public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        System.out.println("[" + sb + "] len " + sb.length());
        sb.append("abc").append(1).append('x').append(2L).append(1.5f).append(2.5).append(true).append((Object) null).append((String) null);
        System.out.println(sb + " len " + sb.length());
        sb.append(new char[] {'y', 'z'}).append(new char[] {'p', 'q', 'r', 's'}, 1, 2).append("0123456789", 3, 6);
        System.out.println(sb);
        sb.insert(0, "START").insert(5, '-').insert(sb.length(), 99).insert(3, 1.25).insert(0, false);
        System.out.println(sb);
        sb.delete(0, 5);
        System.out.println(sb);
        sb.deleteCharAt(0);
        System.out.println(sb);
        sb.replace(0, 4, "REPLACED");
        System.out.println(sb);
        sb.setCharAt(0, 'r');
        System.out.println(sb + " charAt(3)=" + sb.charAt(3));
        System.out.println("indexOf " + sb.indexOf("null") + " lastIndexOf " + sb.lastIndexOf("null") + " indexOf from " + sb.indexOf("null", 30));
        sb.reverse();
        System.out.println(sb);
        sb.setLength(10);
        System.out.println(sb + " len " + sb.length());
        sb.setLength(12);
        System.out.println(sb.toString().replace('\0', '#') + " len " + sb.length());
        System.out.println("substring " + sb.substring(2) + " " + sb.substring(1, 4));
        StringBuilder rev = new StringBuilder("Hello World").reverse();
        System.out.println(rev);
        StringBuilder big = new StringBuilder(4);
        for (int i = 0; i < 200; i++) {
            big.append(i % 10);
        }
        System.out.println(big.length() + " " + big.substring(190));
        System.out.println(big.capacity() >= 200);
        StringBuilder cmp = new StringBuilder("same");
        System.out.println(cmp.toString().equals("same") + " " + "same".contentEquals(cmp));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append('!').insert(0, ">>").reverse();
        System.out.println(buf + " " + buf.length());
        // building a table
        StringBuilder table = new StringBuilder();
        for (int r = 1; r <= 5; r++) {
            for (int c = 1; c <= 5; c++) {
                String cell = String.valueOf(r * c);
                for (int p = cell.length(); p < 4; p++) table.append(' ');
                table.append(cell);
            }
            table.append('\n');
        }
        System.out.print(table);
        StringBuilder chained = new StringBuilder("x");
        for (int i = 0; i < 5; i++) chained.append(chained);
        System.out.println(chained.length());
        StringBuilder unicode = new StringBuilder();
        unicode.appendCodePoint(65).appendCodePoint(0x62);
        System.out.println(unicode);
        try {
            new StringBuilder("abc").charAt(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            new StringBuilder("abc").delete(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        CharSequence cs = new StringBuilder("sequence");
        System.out.println(cs.length() + " " + cs.charAt(2) + " " + cs.subSequence(2, 5));
    }
}
