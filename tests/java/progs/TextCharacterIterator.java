import java.text.*;

public class TextCharacterIterator {
    static String escapeJson(String s) {
        StringBuilder b = new StringBuilder("\"");
        CharacterIterator it = new StringCharacterIterator(s);
        for (char c = it.first(); c != CharacterIterator.DONE; c = it.next()) {
            switch (c) {
            case '"':
                b.append("\\\"");
                break;
            case '\\':
                b.append("\\\\");
                break;
            case '\n':
                b.append("\\n");
                break;
            default:
                if (c < 0x20)
                    b.append(String.format("\\u%04x", (int) c));
                else
                    b.append(c);
            }
        }
        return b.append('"').toString();
    }

    public static void main(String[] args) {
        System.out.println(escapeJson("say \"hi\"\n\tpath\\x"));
        StringCharacterIterator it = new StringCharacterIterator("abcdef", 1, 4, 2);
        System.out.println(it.current() + " " + it.getBeginIndex() + " " + it.getEndIndex() + " " + it.getIndex());
        StringBuilder rev = new StringBuilder();
        for (char c = it.last(); c != CharacterIterator.DONE; c = it.previous())
            rev.append(c);
        System.out.println(rev + " " + it.getIndex() + " " + (int) it.previous());
        System.out.println(it.next() + "" + it.next() + it.next() + " " + (it.next() == CharacterIterator.DONE) + " " + it.getIndex() + " " + (it.current() == CharacterIterator.DONE));
        System.out.println(it.setIndex(1) + " " + (it.setIndex(4) == CharacterIterator.DONE));
        StringCharacterIterator copy = (StringCharacterIterator) it.clone();
        System.out.println(copy.equals(it) + " " + (copy.hashCode() == it.hashCode()) + " " + copy.first() + " " + copy.equals(it));
        StringCharacterIterator empty = new StringCharacterIterator("");
        System.out.println((empty.first() == CharacterIterator.DONE) + " " + (empty.last() == CharacterIterator.DONE) + " " + empty.getIndex());
        it.setText("xyz");
        System.out.println(it.current() + " " + it.getEndIndex());
        String[] bad = {"index", "range", "position"};
        for (String b : bad) {
            try {
                if (b.equals("index"))
                    it.setIndex(9);
                else if (b.equals("range"))
                    new StringCharacterIterator("abc", 2, 1, 1);
                else
                    new StringCharacterIterator("abc", 5);
            } catch (IllegalArgumentException e) {
                System.out.println(b + ": " + e.getMessage());
            }
        }
    }
}
