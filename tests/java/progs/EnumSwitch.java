public class EnumSwitch {
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }
    enum Rank { TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE }

    static String color(Suit s) {
        switch (s) {
            case HEARTS:
            case DIAMONDS:
                return "red";
            case CLUBS:
            case SPADES:
                return "black";
        }
        return "?";
    }

    static int value(Rank r) {
        switch (r) {
            case JACK: case QUEEN: case KING: return 10;
            case ACE: return 11;
            default: return r.ordinal() + 2;
        }
    }

    static char symbol(Suit s) {
        char c;
        switch (s) {
            case CLUBS: c = 'C'; break;
            case DIAMONDS: c = 'D'; break;
            case HEARTS: c = 'H'; break;
            default: c = 'S';
        }
        return c;
    }

    public static void main(String[] args) {
        int total = 0;
        for (Suit s : Suit.values()) {
            StringBuilder sb = new StringBuilder(s + " (" + color(s) + "):");
            for (Rank r : Rank.values()) {
                sb.append(' ').append(r.ordinal() < 9 ? String.valueOf(r.ordinal() + 2) : r.name().substring(0, 1)).append(symbol(s));
                total += value(r);
            }
            System.out.println(sb);
        }
        System.out.println("total value " + total);
        // simple blackjack hands from a deterministic shuffle
        java.util.List<String> deck = new java.util.ArrayList<String>();
        java.util.List<Integer> vals = new java.util.ArrayList<Integer>();
        for (Suit s : Suit.values()) {
            for (Rank r : Rank.values()) {
                deck.add(r + "-" + s);
                vals.add(value(r));
            }
        }
        long seed = 12345;
        for (int i = deck.size() - 1; i > 0; i--) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffff;
            int j = (int) (seed % (i + 1));
            java.util.Collections.swap(deck, i, j);
            java.util.Collections.swap(vals, i, j);
        }
        int pos = 0;
        for (int hand = 0; hand < 5; hand++) {
            int sum = 0;
            StringBuilder cards = new StringBuilder();
            while (sum < 17) {
                cards.append(deck.get(pos)).append(' ');
                sum += vals.get(pos);
                pos++;
            }
            System.out.println("hand " + hand + ": " + cards + "= " + sum + (sum > 21 ? " bust" : ""));
        }
        Suit nul = null;
        try {
            color(nul);
        } catch (NullPointerException e) {
            System.out.println("switch on null enum: " + e.getClass().getSimpleName());
        }
    }
}
