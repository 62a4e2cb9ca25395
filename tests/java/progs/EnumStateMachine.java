import java.util.*;

/** State machines with enums: a vending machine, a traffic light with timing, and a regex-like tokenizer DFA. */
public class EnumStateMachine {
    enum Coin {
        NICKEL(5), DIME(10), QUARTER(25), DOLLAR(100);
        final int cents;
        Coin(int c) { cents = c; }
    }

    enum Product {
        GUM(35), CHIPS(60), SODA(125);
        final int price;
        Product(int p) { price = p; }
    }

    enum VendState {
        IDLE {
            VendState onCoin(VendingMachine m, Coin c) { m.credit += c.cents; return HAS_CREDIT; }
            VendState onSelect(VendingMachine m, Product p) { m.say("insert coins first"); return this; }
        },
        HAS_CREDIT {
            VendState onCoin(VendingMachine m, Coin c) {
                m.credit += c.cents;
                if (m.credit > 300) { m.say("credit limit, returning " + c); m.credit -= c.cents; }
                return this;
            }
            VendState onSelect(VendingMachine m, Product p) {
                Integer left = m.stock.get(p);
                if (left == null || left == 0) { m.say(p + " sold out"); return this; }
                if (m.credit < p.price) { m.say("need " + (p.price - m.credit) + " more cents for " + p); return this; }
                m.stock.put(p, left - 1);
                m.credit -= p.price;
                m.sales += p.price;
                m.say("vend " + p);
                return m.credit > 0 ? DISPENSING_CHANGE : IDLE;
            }
            VendState onCancel(VendingMachine m) { return DISPENSING_CHANGE; }
        },
        DISPENSING_CHANGE {
            @Override VendState onEnter(VendingMachine m) {
                m.say("change: " + m.makeChange(m.credit));
                m.credit = 0;
                return IDLE;
            }
        },
        OUT_OF_ORDER {
            VendState onCoin(VendingMachine m, Coin c) { m.say("out of order, returning " + c); return this; }
            VendState onService(VendingMachine m) { return IDLE; }
        };

        VendState onCoin(VendingMachine m, Coin c) { throw new IllegalStateException("coin not accepted in " + this); }
        VendState onSelect(VendingMachine m, Product p) { m.say("ignored selection in " + this); return this; }
        VendState onCancel(VendingMachine m) { return this; }
        VendState onService(VendingMachine m) { return OUT_OF_ORDER; }
        VendState onEnter(VendingMachine m) { return this; }
    }

    static final class VendingMachine {
        VendState state = VendState.IDLE;
        int credit, sales;
        final EnumMap<Product, Integer> stock = new EnumMap<Product, Integer>(Product.class);
        final EnumMap<VendState, Integer> visits = new EnumMap<VendState, Integer>(VendState.class);
        final List<String> log = new ArrayList<String>();

        VendingMachine() {
            stock.put(Product.GUM, 2);
            stock.put(Product.CHIPS, 5);
            stock.put(Product.SODA, 1);
        }

        void say(String s) { log.add("  " + s); }

        String makeChange(int amount) {
            StringBuilder sb = new StringBuilder();
            Coin[] coins = Coin.values();
            for (int i = coins.length - 1; i >= 0; i--) {
                int n = amount / coins[i].cents;
                amount %= coins[i].cents;
                if (n > 0) sb.append(n).append('x').append(coins[i]).append(' ');
            }
            return sb.length() == 0 ? "none" : sb.toString().trim();
        }

        void transition(VendState next) {
            while (next != state) {
                state = next;
                Integer v = visits.get(state);
                visits.put(state, v == null ? 1 : v + 1);
                next = state.onEnter(this);
            }
        }

        void handle(String event) {
            log.add(state + " <- " + event);
            String[] p = event.split(" ");
            try {
                switch (p[0]) {
                    case "coin": transition(state.onCoin(this, Coin.valueOf(p[1]))); break;
                    case "select": transition(state.onSelect(this, Product.valueOf(p[1]))); break;
                    case "cancel": transition(state.onCancel(this)); break;
                    case "service": transition(state.onService(this)); break;
                    default: say("unknown event");
                }
            } catch (IllegalStateException e) {
                say("error: " + e.getMessage());
            } catch (IllegalArgumentException e) {
                say("bad input: " + e.getMessage());
            }
        }
    }

    enum Light {
        RED(4), GREEN(3), YELLOW(1);
        final int duration;
        Light(int d) { duration = d; }
        Light next() {
            switch (this) {
                case RED: return GREEN;
                case GREEN: return YELLOW;
                default: return RED;
            }
        }
    }

    enum CharClass { DIGIT, LETTER, DOT, SPACE, OTHER;
        static CharClass of(char c) {
            if (Character.isDigit(c)) return DIGIT;
            if (Character.isLetter(c)) return LETTER;
            if (c == '.') return DOT;
            if (c == ' ') return SPACE;
            return OTHER;
        }
    }

    enum Lex { START, INT, FRAC_START, FRAC, IDENT, ERROR }

    static final Map<Lex, Map<CharClass, Lex>> DFA = new EnumMap<Lex, Map<CharClass, Lex>>(Lex.class);
    static {
        for (Lex s : Lex.values()) DFA.put(s, new EnumMap<CharClass, Lex>(CharClass.class));
        DFA.get(Lex.START).put(CharClass.DIGIT, Lex.INT);
        DFA.get(Lex.START).put(CharClass.LETTER, Lex.IDENT);
        DFA.get(Lex.INT).put(CharClass.DIGIT, Lex.INT);
        DFA.get(Lex.INT).put(CharClass.DOT, Lex.FRAC_START);
        DFA.get(Lex.FRAC_START).put(CharClass.DIGIT, Lex.FRAC);
        DFA.get(Lex.FRAC).put(CharClass.DIGIT, Lex.FRAC);
        DFA.get(Lex.IDENT).put(CharClass.LETTER, Lex.IDENT);
        DFA.get(Lex.IDENT).put(CharClass.DIGIT, Lex.IDENT);
    }

    static String classify(String token) {
        Lex s = Lex.START;
        for (char c : token.toCharArray()) {
            Lex n = DFA.get(s).get(CharClass.of(c));
            s = n == null ? Lex.ERROR : n;
            if (s == Lex.ERROR) break;
        }
        switch (s) {
            case INT: return "integer";
            case FRAC: return "decimal";
            case IDENT: return "identifier";
            default: return "invalid(" + s + ")";
        }
    }

    public static void main(String[] args) {
        VendingMachine vm = new VendingMachine();
        String[] events = {"select GUM", "coin QUARTER", "select GUM", "coin DIME", "select GUM", "coin DOLLAR", "coin DOLLAR",
            "select SODA", "coin DOLLAR", "select SODA", "coin QUARTER", "coin QUARTER", "coin QUARTER", "coin DOLLAR", "coin DOLLAR",
            "cancel", "coin NICKEL", "select CHIPS", "coin PENNY", "coin DOLLAR", "select GUM", "coin QUARTER", "coin DIME",
            "select GUM", "select GUM", "cancel", "service", "coin DIME", "select CHIPS", "service", "coin QUARTER", "cancel", "dance"};
        for (String e : events) vm.handle(e);
        for (String line : vm.log) System.out.println(line);
        System.out.println("final state " + vm.state + ", sales " + vm.sales + " cents, stock " + vm.stock + ", visits " + vm.visits);
        // traffic light simulation
        Light light = Light.RED;
        int remaining = light.duration;
        StringBuilder timeline = new StringBuilder();
        EnumMap<Light, Integer> ticks = new EnumMap<Light, Integer>(Light.class);
        for (int t = 0; t < 30; t++) {
            timeline.append(light.name().charAt(0));
            Integer c = ticks.get(light);
            ticks.put(light, c == null ? 1 : c + 1);
            if (--remaining == 0) {
                light = light.next();
                remaining = light.duration;
            }
        }
        System.out.println("traffic " + timeline + " " + ticks);
        String[] tokens = {"42", "3.14", "x1", "abc", "1.", ".5", "12a", "a.b", "007", "", "9.99.9"};
        for (String tok : tokens) System.out.println("'" + tok + "' -> " + classify(tok));
        StringBuilder table = new StringBuilder("transitions:");
        for (Map.Entry<Lex, Map<CharClass, Lex>> e : DFA.entrySet()) if (!e.getValue().isEmpty()) table.append(' ').append(e.getKey()).append(e.getValue());
        System.out.println(table);
        System.out.println(VendState.valueOf("IDLE").getClass() == VendState.class ? "IDLE has no body" : "IDLE has a body: " + VendState.IDLE.getDeclaringClass().getSimpleName());
    }
}
