import java.util.*;

/** Tokenizer, recursive-descent parser, AST and evaluator for a small expression language. */
public class ExprInterpreter {
    enum TokType { NUM, IDENT, OP, LPAREN, RPAREN, COMMA, ASSIGN, EOF }

    static class Token {
        final TokType type;
        final String text;
        final int pos;
        Token(TokType t, String s, int p) { type = t; text = s; pos = p; }
        @Override public String toString() { return type + "(" + text + ")"; }
    }

    static class ParseException extends RuntimeException {
        ParseException(String msg, int pos) { super(msg + " at position " + pos); }
    }

    static class EvalException extends RuntimeException {
        EvalException(String msg) { super(msg); }
    }

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<Token>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            int start = i;
            if (Character.isDigit(c) || (c == '.' && i + 1 < src.length() && Character.isDigit(src.charAt(i + 1)))) {
                while (i < src.length() && (Character.isDigit(src.charAt(i)) || src.charAt(i) == '.')) i++;
                if (i < src.length() && (src.charAt(i) == 'e' || src.charAt(i) == 'E')) {
                    i++;
                    if (i < src.length() && (src.charAt(i) == '-' || src.charAt(i) == '+')) i++;
                    while (i < src.length() && Character.isDigit(src.charAt(i))) i++;
                }
                out.add(new Token(TokType.NUM, src.substring(start, i), start));
            } else if (Character.isLetter(c) || c == '_') {
                while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) i++;
                out.add(new Token(TokType.IDENT, src.substring(start, i), start));
            } else if (c == '(') { out.add(new Token(TokType.LPAREN, "(", i++)); }
            else if (c == ')') { out.add(new Token(TokType.RPAREN, ")", i++)); }
            else if (c == ',') { out.add(new Token(TokType.COMMA, ",", i++)); }
            else if (c == '=' && (i + 1 >= src.length() || src.charAt(i + 1) != '=')) { out.add(new Token(TokType.ASSIGN, "=", i++)); }
            else if ("+-*/%^<>!=&|".indexOf(c) >= 0) {
                String two = i + 1 < src.length() ? src.substring(i, i + 2) : "";
                if (two.equals("<=") || two.equals(">=") || two.equals("==") || two.equals("!=") || two.equals("&&") || two.equals("||")) {
                    out.add(new Token(TokType.OP, two, i));
                    i += 2;
                } else {
                    out.add(new Token(TokType.OP, String.valueOf(c), i++));
                }
            } else {
                throw new ParseException("unexpected character '" + c + "'", i);
            }
        }
        out.add(new Token(TokType.EOF, "<eof>", src.length()));
        return out;
    }

    interface Node {
        double eval(Env env);
        String show();
    }

    static class Env {
        final Map<String, Double> vars = new TreeMap<String, Double>();
        int calls;
    }

    static class Num implements Node {
        final double v;
        Num(double v) { this.v = v; }
        public double eval(Env env) { return v; }
        public String show() { return v == Math.floor(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v); }
    }

    static class Var implements Node {
        final String name;
        Var(String n) { name = n; }
        public double eval(Env env) {
            Double v = env.vars.get(name);
            if (v == null) throw new EvalException("undefined variable " + name);
            return v;
        }
        public String show() { return name; }
    }

    static class Unary implements Node {
        final String op;
        final Node e;
        Unary(String op, Node e) { this.op = op; this.e = e; }
        public double eval(Env env) {
            double v = e.eval(env);
            return op.equals("-") ? -v : (v == 0 ? 1 : 0);
        }
        public String show() { return "(" + op + e.show() + ")"; }
    }

    static class Binary implements Node {
        final String op;
        final Node l, r;
        Binary(String op, Node l, Node r) { this.op = op; this.l = l; this.r = r; }
        public double eval(Env env) {
            if (op.equals("&&")) return l.eval(env) != 0 && r.eval(env) != 0 ? 1 : 0;
            if (op.equals("||")) return l.eval(env) != 0 || r.eval(env) != 0 ? 1 : 0;
            double a = l.eval(env), b = r.eval(env);
            switch (op) {
                case "+": return a + b;
                case "-": return a - b;
                case "*": return a * b;
                case "/":
                    if (b == 0) throw new EvalException("division by zero");
                    return a / b;
                case "%": return a % b;
                case "^": return power(a, b);
                case "<": return a < b ? 1 : 0;
                case ">": return a > b ? 1 : 0;
                case "<=": return a <= b ? 1 : 0;
                case ">=": return a >= b ? 1 : 0;
                case "==": return a == b ? 1 : 0;
                case "!=": return a != b ? 1 : 0;
                default: throw new EvalException("bad operator " + op);
            }
        }
        public String show() { return "(" + l.show() + " " + op + " " + r.show() + ")"; }
    }

    /** Integer powers by repeated multiplication (exactly reproducible); others via Math.pow. */
    static double power(double a, double b) {
        if (b == Math.floor(b) && Math.abs(b) <= 64) {
            double r = 1;
            for (int i = 0; i < (int) Math.abs(b); i++) r *= a;
            return b < 0 ? 1 / r : r;
        }
        return Math.pow(a, b);
    }

    static class Call implements Node {
        final String fn;
        final List<Node> args;
        Call(String fn, List<Node> args) { this.fn = fn; this.args = args; }
        public double eval(Env env) {
            env.calls++;
            double[] v = new double[args.size()];
            for (int i = 0; i < v.length; i++) v[i] = args.get(i).eval(env);
            switch (fn + "/" + v.length) {
                case "sqrt/1": return Math.sqrt(v[0]);
                case "abs/1": return Math.abs(v[0]);
                case "max/2": return Math.max(v[0], v[1]);
                case "min/2": return Math.min(v[0], v[1]);
                case "floor/1": return Math.floor(v[0]);
                case "if/3": return v[0] != 0 ? v[1] : v[2];
                case "hypot/2": return Math.sqrt(v[0] * v[0] + v[1] * v[1]);
                case "fact/1": {
                    double r = 1;
                    for (int i = 2; i <= (int) v[0]; i++) r *= i;
                    return r;
                }
                default: throw new EvalException("unknown function " + fn + " with " + v.length + " args");
            }
        }
        public String show() {
            StringBuilder sb = new StringBuilder(fn).append('(');
            for (int i = 0; i < args.size(); i++) sb.append(i > 0 ? ", " : "").append(args.get(i).show());
            return sb.append(')').toString();
        }
    }

    static class Assign implements Node {
        final String name;
        final Node value;
        Assign(String n, Node v) { name = n; value = v; }
        public double eval(Env env) {
            double v = value.eval(env);
            env.vars.put(name, v);
            return v;
        }
        public String show() { return name + " = " + value.show(); }
    }

    static class Parser {
        final List<Token> toks;
        int p;
        Parser(List<Token> toks) { this.toks = toks; }

        Token peek() { return toks.get(p); }
        Token next() { return toks.get(p++); }
        boolean isOp(String... ops) {
            Token t = peek();
            if (t.type != TokType.OP) return false;
            for (String o : ops) if (t.text.equals(o)) return true;
            return false;
        }
        Token expect(TokType t) {
            Token tok = next();
            if (tok.type != t) throw new ParseException("expected " + t + " but found " + tok.text, tok.pos);
            return tok;
        }

        Node statement() {
            Node n;
            if (peek().type == TokType.IDENT && toks.get(p + 1).type == TokType.ASSIGN) {
                String name = next().text;
                next();
                n = new Assign(name, or());
            } else {
                n = or();
            }
            if (peek().type != TokType.EOF) throw new ParseException("unexpected " + peek().text, peek().pos);
            return n;
        }
        Node or() { Node n = and(); while (isOp("||")) n = new Binary(next().text, n, and()); return n; }
        Node and() { Node n = cmp(); while (isOp("&&")) n = new Binary(next().text, n, cmp()); return n; }
        Node cmp() {
            Node n = add();
            while (isOp("<", ">", "<=", ">=", "==", "!=")) n = new Binary(next().text, n, add());
            return n;
        }
        Node add() { Node n = mul(); while (isOp("+", "-")) n = new Binary(next().text, n, mul()); return n; }
        Node mul() { Node n = unary(); while (isOp("*", "/", "%")) n = new Binary(next().text, n, unary()); return n; }
        Node unary() {
            if (isOp("-", "!")) return new Unary(next().text, unary());
            if (isOp("+")) { next(); return unary(); }
            return power();
        }
        Node power() {
            Node base = primary();
            if (isOp("^")) { next(); return new Binary("^", base, unary()); }  // right associative
            return base;
        }
        Node primary() {
            Token t = next();
            switch (t.type) {
                case NUM: return new Num(Double.parseDouble(t.text));
                case IDENT:
                    if (peek().type == TokType.LPAREN) {
                        next();
                        List<Node> args = new ArrayList<Node>();
                        if (peek().type != TokType.RPAREN) {
                            args.add(or());
                            while (peek().type == TokType.COMMA) { next(); args.add(or()); }
                        }
                        expect(TokType.RPAREN);
                        return new Call(t.text, args);
                    }
                    return new Var(t.text);
                case LPAREN: {
                    Node n = or();
                    expect(TokType.RPAREN);
                    return n;
                }
                default:
                    throw new ParseException("unexpected token " + t.text, t.pos);
            }
        }
    }

    public static void main(String[] args) {
        String[] program = {
            "1 + 2 * 3",
            "(1 + 2) * 3",
            "2 ^ 3 ^ 2",
            "-2 ^ 2",
            "10 / 4",
            "10 % 4 + 7 % -3",
            "x = 5",
            "y = x * 2 + 1",
            "z = sqrt(x * x + y * y)",
            "hypot(3, 4) == 5",
            "max(x, y) - min(x, y)",
            "if(x > 3, 100, 200)",
            "if(x > 30 || y == 11, 1, 0) && !0",
            "fact(10) / fact(8)",
            "r = 1.5e2 + .25",
            "floor(r / 7) * 7",
            "abs(-3.75) + 0.1 + 0.2",
            "w = w + 1",
            "1 / (x - 5)",
            "foo(1)",
            "3 + * 4",
            "(1 + 2",
            "2 $ 3",
            "a = b = 3",
            "1e308 * 10",
            "0.1 * 3",
            "x >= 5 && x <= 5 && x != 4",
        };
        Env env = new Env();
        for (String line : program) {
            try {
                List<Token> toks = tokenize(line);
                Node ast = new Parser(toks).statement();
                double v = ast.eval(env);
                System.out.println(String.format("%-32s => %-40s = %s", line, ast.show(), v));
            } catch (ParseException e) {
                System.out.println(String.format("%-32s => parse error: %s", line, e.getMessage()));
            } catch (EvalException e) {
                System.out.println(String.format("%-32s => eval error: %s", line, e.getMessage()));
            }
        }
        System.out.println("variables: " + env.vars);
        System.out.println("function calls: " + env.calls);
        System.out.println("tokens: " + tokenize("a1 = (b_2 >= 3.5e-1) || !c"));
        // evaluate a polynomial for many x to exercise the evaluator in a loop
        Node poly = new Parser(tokenize("3*t^3 - 2*t^2 + t - 7")).statement();
        double sum = 0;
        for (int i = -50; i <= 50; i++) {
            env.vars.put("t", i / 10.0);
            sum += poly.eval(env);
        }
        System.out.println("polynomial sum " + sum);
    }
}
