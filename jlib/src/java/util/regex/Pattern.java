package java.util.regex;

import java.util.ArrayList;
import java.util.HashMap;

/**
 * A compiled regular expression (jpor's own implementation, written from the
 * Java SE API specification).
 *
 * The pattern is parsed by recursive descent into a chain of nodes; each node
 * matches its own piece and then calls {@code next.match(...)}, so that
 * backtracking follows the Java call stack.  Greedy repetition of single
 * characters ({@code .*}, {@code [a-z]+}, ...) is done with a loop, not with
 * recursion.
 */
public final class Pattern {

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private static final int ALL_FLAGS = 0x1FF;

    static final int MAX_REPS = 0x7FFFFFFF;

    // quantifier kinds
    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;
    static final int INDEPENDENT = 3;

    private final String pattern;
    private int flags;
    private transient int flags0;

    transient Node root;
    transient Node matchRoot;
    transient int capturingGroupCount;
    transient int localCount;
    transient int localTCNCount;
    transient boolean hasGroupRef;
    private transient HashMap<String, Integer> namedGroups;
    private transient boolean hasSupplementary;

    // --- parsing state (released after compilation) ---
    private transient int[] temp;
    private transient int cursor;
    private transient int patternLength;
    private transient int[] buffer;
    private transient Node dr;                 // "double return" of a node
    private transient CharPredicate predicate; // double return of escape()
    private transient ArrayList<Node> topClosureNodes;

    static final Node accept = new Node();
    static final Node lastAccept = new LastNode();

    private Pattern(String p, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        pattern = p;
        flags = f;
        if ((flags & UNICODE_CHARACTER_CLASS) != 0)
            flags |= UNICODE_CASE;
        flags0 = flags;
        capturingGroupCount = 1;
        localCount = 0;
        localTCNCount = 0;
        if (!pattern.isEmpty()) {
            try {
                compile();
            } catch (StackOverflowError soe) {
                throw error("Stack overflow during pattern compilation");
            }
        } else {
            root = new Start(lastAccept);
            matchRoot = lastAccept;
        }
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public int flags() {
        return flags0;
    }

    public java.util.function.Predicate<String> asPredicate() {
        return new java.util.function.Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    public java.util.function.Predicate<String> asMatchPredicate() {
        return new java.util.function.Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    public static boolean matches(String regex, CharSequence input) {
        Pattern p = Pattern.compile(regex);
        Matcher m = p.matcher(input);
        return m.matches();
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> matchList = new ArrayList<String>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || matchList.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    // no empty leading substring for a zero-width match at the beginning
                    continue;
                }
                String match = input.subSequence(index, m.start()).toString();
                matchList.add(match);
                index = m.end();
            } else if (matchList.size() == limit - 1) { // last one
                String match = input.subSequence(index, input.length()).toString();
                matchList.add(match);
                index = m.end();
            }
        }
        if (index == 0)
            return new String[] { input.toString() };
        if (!matchLimited || matchList.size() < limit)
            matchList.add(input.subSequence(index, input.length()).toString());
        int resultSize = matchList.size();
        if (limit == 0) {
            while (resultSize > 0 && matchList.get(resultSize - 1).length() == 0)
                resultSize--;
        }
        String[] result = new String[resultSize];
        for (int i = 0; i < resultSize; i++)
            result[i] = matchList.get(i);
        return result;
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1)
            return "\\Q" + s + "\\E";
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        do {
            sb.append(s, current, slashEIndex).append("\\E\\\\E\\Q");
            current = slashEIndex + 2;
        } while ((slashEIndex = s.indexOf("\\E", current)) != -1);
        return sb.append(s, current, s.length()).append("\\E").toString();
    }

    HashMap<String, Integer> namedGroupsMap() {
        if (namedGroups == null)
            namedGroups = new HashMap<String, Integer>(2);
        return namedGroups;
    }

    // ------------------------------------------------------------------
    // Compilation
    // ------------------------------------------------------------------

    private boolean has(int f) {
        return (flags0 & f) != 0;
    }

    private void compile() {
        int len = pattern.length();
        temp = new int[len + 2];
        hasSupplementary = false;
        int count = 0;
        for (int x = 0; x < len; ) {
            int c = codePointAt(pattern, x);
            if (c >= 0x10000)
                hasSupplementary = true;
            temp[count++] = c;
            x += (c >= 0x10000) ? 2 : 1;
        }
        patternLength = count;

        if (!has(LITERAL))
            removeQEQuoting();

        buffer = new int[32];
        namedGroups = null;
        topClosureNodes = new ArrayList<Node>(10);

        if (has(LITERAL)) {
            matchRoot = newSlice(temp, patternLength, hasSupplementary);
            matchRoot.next = lastAccept;
        } else {
            matchRoot = expr(lastAccept);
            if (patternLength != cursor) {
                if (peek() == ')') {
                    throw error("Unmatched closing ')'");
                } else {
                    throw error("Unexpected internal error");
                }
            }
        }

        if (matchRoot instanceof Begin) {
            root = matchRoot;
        } else {
            root = hasSupplementary ? new StartS(matchRoot) : new Start(matchRoot);
        }

        if (!hasGroupRef) {
            for (int i = 0; i < topClosureNodes.size(); i++) {
                Node node = topClosureNodes.get(i);
                if (node instanceof Loop) {
                    ((Loop) node).posIndex = localTCNCount++;
                }
            }
        }

        temp = null;
        buffer = null;
        patternLength = 0;
        topClosureNodes = null;
        dr = null;
        predicate = null;
    }

    /** Replaces \Q...\E quoting by escaped characters. */
    private void removeQEQuoting() {
        final int pLen = patternLength;
        int i = 0;
        while (i < pLen - 1) {
            if (temp[i] != '\\')
                i += 1;
            else if (temp[i + 1] != 'Q')
                i += 2;
            else
                break;
        }
        if (i >= pLen - 1)
            return;
        int j = i;
        i += 2;
        int[] newtemp = new int[j + 4 * (pLen - i) + 2];
        System.arraycopy(temp, 0, newtemp, 0, j);

        boolean inQuote = true;
        boolean beginQuote = true;
        while (i < pLen) {
            int c = temp[i++];
            if (!ASCII.isAscii(c) || ASCII.isAlpha(c)) {
                newtemp[j++] = c;
            } else if (ASCII.isDigit(c)) {
                if (beginQuote) {
                    // keep a preceding escape from swallowing this digit
                    newtemp[j++] = '\\';
                    newtemp[j++] = 'x';
                    newtemp[j++] = '3';
                }
                newtemp[j++] = c;
            } else if (c != '\\') {
                if (inQuote)
                    newtemp[j++] = '\\';
                newtemp[j++] = c;
            } else if (inQuote) {
                if (i < pLen && temp[i] == 'E') {
                    i++;
                    inQuote = false;
                } else {
                    newtemp[j++] = '\\';
                    newtemp[j++] = '\\';
                }
            } else if (i < pLen && temp[i] == 'Q') {
                i++;
                inQuote = true;
                beginQuote = true;
                continue;
            } else {
                newtemp[j++] = c;
                if (i != pLen)
                    newtemp[j++] = temp[i++];
            }
            beginQuote = false;
        }
        patternLength = j;
        int[] t = new int[j + 2];
        System.arraycopy(newtemp, 0, t, 0, j);
        temp = t;
    }

    private PatternSyntaxException error(String s) {
        return new PatternSyntaxException(s, pattern, cursor - 1);
    }

    // --- low level reading ---

    private void accept(int ch, String s) {
        int testChar = temp[cursor++];
        if (has(COMMENTS))
            testChar = parsePastWhitespace(testChar);
        if (ch != testChar) {
            throw error(s);
        }
    }

    private void mark(int c) {
        temp[patternLength] = c;
    }

    private int peek() {
        int ch = temp[cursor];
        if (has(COMMENTS))
            ch = peekPastWhitespace(ch);
        return ch;
    }

    private int read() {
        int ch = temp[cursor++];
        if (has(COMMENTS))
            ch = parsePastWhitespace(ch);
        return ch;
    }

    private int next() {
        int ch = temp[++cursor];
        if (has(COMMENTS))
            ch = peekPastWhitespace(ch);
        return ch;
    }

    private int nextEscaped() {
        return temp[++cursor];
    }

    private int peekPastWhitespace(int ch) {
        while (ASCII.isSpace(ch) || ch == '#') {
            while (ASCII.isSpace(ch))
                ch = temp[++cursor];
            if (ch == '#') {
                ch = peekPastLine();
            }
        }
        return ch;
    }

    private int parsePastWhitespace(int ch) {
        while (ASCII.isSpace(ch) || ch == '#') {
            while (ASCII.isSpace(ch))
                ch = temp[cursor++];
            if (ch == '#')
                ch = parsePastLine();
        }
        return ch;
    }

    private int parsePastLine() {
        int ch = temp[cursor++];
        while (ch != 0 && !isLineSeparator(ch))
            ch = temp[cursor++];
        if (ch == 0 && cursor > patternLength) {
            cursor = patternLength;
            ch = temp[cursor++];
        }
        return ch;
    }

    private int peekPastLine() {
        int ch = temp[++cursor];
        while (ch != 0 && !isLineSeparator(ch))
            ch = temp[++cursor];
        if (ch == 0 && cursor > patternLength) {
            cursor = patternLength;
            ch = temp[cursor];
        }
        return ch;
    }

    private boolean isLineSeparator(int ch) {
        if (has(UNIX_LINES)) {
            return ch == '\n';
        } else {
            return (ch == '\n' || ch == '\r' || (ch | 1) == '\u2029' || ch == '\u0085');
        }
    }

    private int skip() {
        int i = cursor;
        int ch = temp[i + 1];
        cursor = i + 2;
        return ch;
    }

    private void unread() {
        cursor--;
    }

    // --- grammar ---

    /** expr := sequence ('|' sequence)* */
    private Node expr(Node end) {
        Node prev = null;
        Node firstTail = null;
        Branch branch = null;
        Node branchConn = null;

        for (;;) {
            Node node = sequence(end);
            Node nodeTail = dr;
            if (prev == null) {
                prev = node;
                firstTail = nodeTail;
            } else {
                if (branchConn == null) {
                    branchConn = new BranchConn();
                    branchConn.next = end;
                }
                if (node == end) {
                    node = null;
                } else {
                    nodeTail.next = branchConn;
                }
                if (prev == branch) {
                    branch.add(node);
                } else {
                    if (prev == end) {
                        prev = null;
                    } else {
                        firstTail.next = branchConn;
                    }
                    prev = branch = new Branch(prev, node, branchConn);
                }
            }
            if (peek() != '|') {
                return prev;
            }
            next();
        }
    }

    private Node sequence(Node end) {
        Node head = null;
        Node tail = null;
        Node node;
    LOOP:
        for (;;) {
            int ch = peek();
            switch (ch) {
            case '(':
                node = group0();
                if (node == null)
                    continue;
                if (head == null)
                    head = node;
                else
                    tail.next = node;
                tail = dr;
                continue;
            case '[':
                node = newCharProperty(clazz(true));
                break;
            case '\\':
                ch = nextEscaped();
                if (ch == 'p' || ch == 'P') {
                    boolean oneLetter = true;
                    boolean comp = (ch == 'P');
                    ch = next();
                    if (ch != '{') {
                        unread();
                    } else {
                        oneLetter = false;
                    }
                    node = newCharProperty(family(oneLetter, comp));
                } else {
                    unread();
                    node = atom();
                }
                break;
            case '^':
                next();
                if (has(MULTILINE)) {
                    if (has(UNIX_LINES))
                        node = new UnixCaret();
                    else
                        node = new Caret();
                } else {
                    node = new Begin();
                }
                break;
            case '$':
                next();
                if (has(UNIX_LINES))
                    node = new UnixDollar(has(MULTILINE));
                else
                    node = new Dollar(has(MULTILINE));
                break;
            case '.':
                next();
                if (has(DOTALL)) {
                    node = new CharProperty(new Pred(Pred.ALL, 0, 0));
                } else if (has(UNIX_LINES)) {
                    node = new CharProperty(new Pred(Pred.UNIXDOT, 0, 0));
                } else {
                    node = new CharProperty(new Pred(Pred.DOT, 0, 0));
                }
                break;
            case '|':
            case ')':
                break LOOP;
            case ']':
            case '}':
                node = atom();
                break;
            case '?':
            case '*':
            case '+':
                next();
                throw error("Dangling meta character '" + ((char) ch) + "'");
            case 0:
                if (cursor >= patternLength) {
                    break LOOP;
                }
                node = atom();
                break;
            default:
                node = atom();
                break;
            }

            node = closure(node);
            if (head == null) {
                head = tail = node;
            } else {
                tail.next = node;
                tail = node;
            }
        }
        if (head == null) {
            return end;
        }
        tail.next = end;
        dr = tail;
        return head;
    }

    private Node atom() {
        int first = 0;
        int prev = -1;
        boolean hasSupp = false;
        int ch = peek();
        for (;;) {
            switch (ch) {
            case '*':
            case '+':
            case '?':
            case '{':
                if (first > 1) {
                    cursor = prev;
                    first--;
                }
                break;
            case '$':
            case '.':
            case '^':
            case '(':
            case '[':
            case '|':
            case ')':
                break;
            case '\\':
                ch = nextEscaped();
                if (ch == 'p' || ch == 'P') {
                    if (first > 0) {
                        unread();
                        break;
                    } else {
                        boolean comp = (ch == 'P');
                        boolean oneLetter = true;
                        ch = next();
                        if (ch != '{')
                            unread();
                        else
                            oneLetter = false;
                        return newCharProperty(family(oneLetter, comp));
                    }
                }
                unread();
                prev = cursor;
                ch = escape(false, first == 0, false);
                if (ch >= 0) {
                    append(ch, first);
                    first++;
                    if (ch >= 0x10000)
                        hasSupp = true;
                    ch = peek();
                    continue;
                } else if (first == 0) {
                    return dr;
                }
                cursor = prev;
                break;
            case 0:
                if (cursor >= patternLength) {
                    break;
                }
                // fall through
            default:
                prev = cursor;
                append(ch, first);
                first++;
                if (ch >= 0x10000)
                    hasSupp = true;
                ch = next();
                continue;
            }
            break;
        }
        if (first == 1) {
            return newCharProperty(single(buffer[0]));
        } else {
            return newSlice(buffer, first, hasSupp);
        }
    }

    private void append(int ch, int index) {
        if (index >= buffer.length) {
            int[] tmp = new int[index + index];
            System.arraycopy(buffer, 0, tmp, 0, index);
            buffer = tmp;
        }
        buffer[index] = ch;
    }

    private Node ref(int refNum) {
        boolean done = false;
        while (!done) {
            int ch = peek();
            switch (ch) {
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
                int newRefNum = (refNum * 10) + (ch - '0');
                if (capturingGroupCount - 1 < newRefNum) {
                    done = true;
                    break;
                }
                refNum = newRefNum;
                read();
                break;
            default:
                done = true;
                break;
            }
        }
        hasGroupRef = true;
        if (has(CASE_INSENSITIVE))
            return new CIBackRef(refNum, has(UNICODE_CASE));
        else
            return new BackRef(refNum);
    }

    /**
     * Parses an escape sequence.  Returns the character, or -1 when the
     * escape is a node (left in dr) or a class (left in predicate).
     */
    private int escape(boolean inclass, boolean create, boolean isrange) {
        int ch = skip();
        switch (ch) {
        case '0':
            return o();
        case '1': case '2': case '3': case '4': case '5':
        case '6': case '7': case '8': case '9':
            if (inclass) break;
            if (create) {
                dr = ref((ch - '0'));
            }
            return -1;
        case 'A':
            if (inclass) break;
            if (create) dr = new Begin();
            return -1;
        case 'B':
            if (inclass) break;
            if (create) dr = new Bound(Bound.NONE, has(UNICODE_CHARACTER_CLASS));
            return -1;
        case 'C':
            break;
        case 'D':
            if (create) {
                predicate = has(UNICODE_CHARACTER_CLASS)
                    ? new Pred(Pred.UDIGIT, 0, 0) : new Pred(Pred.CTYPE, ASCII.DIGIT, 0);
                predicate = predicate.negate();
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'E':
        case 'F':
            break;
        case 'G':
            if (inclass) break;
            if (create) dr = new LastMatch();
            return -1;
        case 'H':
            if (create) {
                predicate = new Pred(Pred.HWS, 0, 0).negate();
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'I':
        case 'J':
        case 'K':
        case 'L':
        case 'M':
            break;
        case 'N':
            return nameEscape();
        case 'O':
        case 'P':
        case 'Q':
            break;
        case 'R':
            if (inclass) break;
            if (create) dr = new LineEnding();
            return -1;
        case 'S':
            if (create) {
                predicate = has(UNICODE_CHARACTER_CLASS)
                    ? new Pred(Pred.UWHITE, 0, 0) : new Pred(Pred.CTYPE, ASCII.SPACE, 0);
                predicate = predicate.negate();
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'T':
        case 'U':
            break;
        case 'V':
            if (create) {
                predicate = new Pred(Pred.VWS, 0, 0).negate();
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'W':
            if (create) {
                predicate = has(UNICODE_CHARACTER_CLASS)
                    ? new Pred(Pred.UWORD, 0, 0) : new Pred(Pred.CTYPE, ASCII.WORD, 0);
                predicate = predicate.negate();
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'X':
            if (inclass) break;
            if (create) {
                dr = new XGrapheme();
            }
            return -1;
        case 'Y':
            break;
        case 'Z':
            if (inclass) break;
            if (create) {
                if (has(UNIX_LINES))
                    dr = new UnixDollar(false);
                else
                    dr = new Dollar(false);
            }
            return -1;
        case 'a':
            return '\007';
        case 'b':
            if (inclass) break;
            if (create) {
                if (peek() == '{') {
                    if (skip() == 'g') {
                        if (read() == '}') {
                            dr = new GraphemeBound();
                            return -1;
                        }
                        break;
                    }
                    unread();
                    unread();
                }
                dr = new Bound(Bound.BOTH, has(UNICODE_CHARACTER_CLASS));
            }
            return -1;
        case 'c':
            return c();
        case 'd':
            if (create) {
                predicate = has(UNICODE_CHARACTER_CLASS)
                    ? new Pred(Pred.UDIGIT, 0, 0) : new Pred(Pred.CTYPE, ASCII.DIGIT, 0);
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'e':
            return '\033';
        case 'f':
            return '\f';
        case 'g':
            break;
        case 'h':
            if (create) {
                predicate = new Pred(Pred.HWS, 0, 0);
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'i':
        case 'j':
            break;
        case 'k':
            if (inclass)
                break;
            if (read() != '<')
                throw error("\\k is not followed by '<' for named capturing group");
            String name = groupname(read());
            if (!namedGroupsMap().containsKey(name))
                throw error("named capturing group <" + name + "> does not exist");
            if (create) {
                hasGroupRef = true;
                int gi = namedGroupsMap().get(name).intValue();
                if (has(CASE_INSENSITIVE))
                    dr = new CIBackRef(gi, has(UNICODE_CASE));
                else
                    dr = new BackRef(gi);
            }
            return -1;
        case 'l':
        case 'm':
            break;
        case 'n':
            return '\n';
        case 'o':
        case 'p':
        case 'q':
            break;
        case 'r':
            return '\r';
        case 's':
            if (create) {
                predicate = has(UNICODE_CHARACTER_CLASS)
                    ? new Pred(Pred.UWHITE, 0, 0) : new Pred(Pred.CTYPE, ASCII.SPACE, 0);
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 't':
            return '\t';
        case 'u':
            return u();
        case 'v':
            if (isrange)
                return '\013';
            if (create) {
                predicate = new Pred(Pred.VWS, 0, 0);
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'w':
            if (create) {
                predicate = has(UNICODE_CHARACTER_CLASS)
                    ? new Pred(Pred.UWORD, 0, 0) : new Pred(Pred.CTYPE, ASCII.WORD, 0);
                if (!inclass)
                    dr = newCharProperty(predicate);
            }
            return -1;
        case 'x':
            return x();
        case 'y':
            break;
        case 'z':
            if (inclass) break;
            if (create) dr = new End();
            return -1;
        default:
            return ch;
        }
        throw error("Illegal/unsupported escape sequence");
    }

    private int o() {
        int n = read();
        if (((n - '0') | ('7' - n)) >= 0) {
            int m = read();
            if (((m - '0') | ('7' - m)) >= 0) {
                int o = read();
                if ((((o - '0') | ('7' - o)) >= 0) && (((n - '0') | ('3' - n)) >= 0)) {
                    return (n - '0') * 64 + (m - '0') * 8 + (o - '0');
                }
                unread();
                return (n - '0') * 8 + (m - '0');
            }
            unread();
            return (n - '0');
        }
        throw error("Illegal octal escape sequence");
    }

    private int x() {
        int n = read();
        if (ASCII.isHexDigit(n)) {
            int m = read();
            if (ASCII.isHexDigit(m)) {
                return ASCII.toDigit(n) * 16 + ASCII.toDigit(m);
            }
        } else if (n == '{' && ASCII.isHexDigit(peek())) {
            int ch = 0;
            while (ASCII.isHexDigit(n = read())) {
                ch = (ch << 4) + ASCII.toDigit(n);
                if (ch > 0x10FFFF)
                    throw error("Hexadecimal codepoint is too big");
            }
            if (n != '}')
                throw error("Unclosed hexadecimal escape sequence");
            return ch;
        }
        throw error("Illegal hexadecimal escape sequence");
    }

    private int uxxxx() {
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int ch = read();
            if (!ASCII.isHexDigit(ch)) {
                throw error("Illegal Unicode escape sequence");
            }
            n = n * 16 + ASCII.toDigit(ch);
        }
        return n;
    }

    private int u() {
        int n = uxxxx();
        if (n >= 0xD800 && n <= 0xDBFF) {
            int cur = cursor;
            if (read() == '\\' && read() == 'u') {
                int n2 = uxxxx();
                if (n2 >= 0xDC00 && n2 <= 0xDFFF)
                    return ((n - 0xD800) << 10) + (n2 - 0xDC00) + 0x10000;
            }
            cursor = cur;
        }
        return n;
    }

    private int c() {
        if (cursor < patternLength) {
            return read() ^ 64;
        }
        throw error("Illegal control escape sequence");
    }

    private int nameEscape() {
        if (read() == '{') {
            int i = cursor;
            while (read() != '}') {
                if (cursor >= patternLength)
                    throw error("Unclosed character name escape sequence");
            }
            String name = cpString(temp, i, cursor - i - 1);
            // character names are not supported by this implementation
            throw error("Unknown character name [" + name + "]");
        }
        throw error("Illegal character name escape sequence");
    }

    private Node group0() {
        boolean capturingGroup = false;
        Node head;
        Node tail;
        int save = flags0;
        int saveTCNCount = topClosureNodes.size();
        dr = null;
        int ch = next();
        if (ch == '?') {
            ch = skip();
            switch (ch) {
            case ':':
                head = createGroup(true);
                tail = dr;
                head.next = expr(tail);
                break;
            case '=':
            case '!':
                head = createGroup(true);
                tail = dr;
                head.next = expr(tail);
                if (ch == '=') {
                    head = tail = new Pos(head);
                } else {
                    head = tail = new Neg(head);
                }
                break;
            case '>':
                head = createGroup(true);
                tail = dr;
                head.next = expr(tail);
                head = tail = new Ques(head, INDEPENDENT);
                break;
            case '<':
                ch = read();
                if (ch != '=' && ch != '!') {
                    String name = groupname(ch);
                    if (namedGroupsMap().containsKey(name))
                        throw error("Named capturing group <" + name + "> is already defined");
                    capturingGroup = true;
                    head = createGroup(false);
                    tail = dr;
                    namedGroupsMap().put(name, Integer.valueOf(capturingGroupCount - 1));
                    head.next = expr(tail);
                    break;
                }
                int start = cursor;
                head = createGroup(true);
                tail = dr;
                head.next = expr(tail);
                tail.next = LookBehindEndNode.INSTANCE;
                TreeInfo info = new TreeInfo();
                head.study(info);
                if (info.maxValid == false) {
                    throw error("Look-behind group does not have an obvious maximum length");
                }
                boolean hasSupp = findSupplementary(start, patternLength);
                if (ch == '=') {
                    head = tail = (hasSupp
                                   ? (Node) new BehindS(head, info.maxLength, info.minLength)
                                   : (Node) new Behind(head, info.maxLength, info.minLength));
                } else {
                    head = tail = (hasSupp
                                   ? (Node) new NotBehindS(head, info.maxLength, info.minLength)
                                   : (Node) new NotBehind(head, info.maxLength, info.minLength));
                }
                truncateTCN(saveTCNCount);
                break;
            case '$':
            case '@':
                throw error("Unknown group type");
            default:
                unread();
                addFlag();
                ch = read();
                if (ch == ')') {
                    return null;
                }
                if (ch != ':') {
                    throw error("Unknown inline modifier");
                }
                head = createGroup(true);
                tail = dr;
                head.next = expr(tail);
                break;
            }
        } else {
            capturingGroup = true;
            head = createGroup(false);
            tail = dr;
            head.next = expr(tail);
        }

        accept(')', "Unclosed group");
        flags0 = save;

        Node node = closure(head);
        if (node == head) {
            dr = tail;
            return node;
        }
        if (head == tail) {
            dr = node;
            return node;
        }

        truncateTCN(saveTCNCount);

        if (node instanceof Ques) {
            Ques ques = (Ques) node;
            if (ques.type == POSSESSIVE) {
                dr = node;
                return node;
            }
            BranchConn branchConn = new BranchConn();
            tail = tail.next = branchConn;
            if (ques.type == GREEDY) {
                head = new Branch(head, null, branchConn);
            } else {
                head = new Branch(null, head, branchConn);
            }
            dr = branchConn;
            return head;
        } else if (node instanceof Curly) {
            Curly curly = (Curly) node;
            if (curly.type == POSSESSIVE) {
                dr = node;
                return node;
            }
            TreeInfo info = new TreeInfo();
            if (head.study(info)) {
                GroupTail gt = (GroupTail) tail;
                head = new GroupCurly(head.next, curly.cmin, curly.cmax, curly.type,
                                      gt.localIndex, gt.groupIndex, capturingGroup);
                dr = head;
                return head;
            } else {
                int beginIndex = ((GroupHead) head).localIndex;
                Loop loop;
                if (curly.type == GREEDY) {
                    loop = new Loop(this.localCount, beginIndex);
                    if (curly.cmax == MAX_REPS)
                        topClosureNodes.add(loop);
                } else {
                    loop = new LazyLoop(this.localCount, beginIndex);
                }
                Prolog prolog = new Prolog(loop);
                this.localCount += 1;
                loop.cmin = curly.cmin;
                loop.cmax = curly.cmax;
                loop.body = head;
                tail.next = loop;
                dr = loop;
                return prolog;
            }
        }
        throw error("Internal logic error");
    }

    private void truncateTCN(int size) {
        while (topClosureNodes.size() > size)
            topClosureNodes.remove(topClosureNodes.size() - 1);
    }

    private boolean findSupplementary(int start, int end) {
        for (int i = start; i < end; i++) {
            if (temp[i] >= 0x10000)
                return true;
        }
        return false;
    }

    private Node createGroup(boolean anonymous) {
        int localIndex = localCount++;
        int groupIndex = 0;
        if (!anonymous)
            groupIndex = capturingGroupCount++;
        GroupHead head = new GroupHead(localIndex);
        dr = new GroupTail(localIndex, groupIndex);
        return head;
    }

    private String groupname(int ch) {
        StringBuilder sb = new StringBuilder();
        if (!ASCII.isAlpha(ch))
            throw error("capturing group name does not start with a Latin letter");
        do {
            sb.append((char) ch);
        } while (ASCII.isAlnum(ch = read()));
        if (ch != '>')
            throw error("named capturing group is missing trailing '>'");
        return sb.toString();
    }

    private void addFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
            case 'i':
                flags0 |= CASE_INSENSITIVE;
                break;
            case 'm':
                flags0 |= MULTILINE;
                break;
            case 's':
                flags0 |= DOTALL;
                break;
            case 'd':
                flags0 |= UNIX_LINES;
                break;
            case 'u':
                flags0 |= UNICODE_CASE;
                break;
            case 'c':
                flags0 |= CANON_EQ;
                break;
            case 'x':
                flags0 |= COMMENTS;
                break;
            case 'U':
                flags0 |= (UNICODE_CHARACTER_CLASS | UNICODE_CASE);
                break;
            case '-':
                ch = next();
                subFlag();
                return;
            default:
                return;
            }
            ch = next();
        }
    }

    private void subFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
            case 'i':
                flags0 &= ~CASE_INSENSITIVE;
                break;
            case 'm':
                flags0 &= ~MULTILINE;
                break;
            case 's':
                flags0 &= ~DOTALL;
                break;
            case 'd':
                flags0 &= ~UNIX_LINES;
                break;
            case 'u':
                flags0 &= ~UNICODE_CASE;
                break;
            case 'c':
                flags0 &= ~CANON_EQ;
                break;
            case 'x':
                flags0 &= ~COMMENTS;
                break;
            case 'U':
                flags0 &= ~(UNICODE_CHARACTER_CLASS | UNICODE_CASE);
                break;
            default:
                return;
            }
            ch = next();
        }
    }

    private Node closure(Node prev) {
        int ch = peek();
        switch (ch) {
        case '?':
            ch = next();
            if (ch == '?') {
                next();
                return new Ques(prev, LAZY);
            } else if (ch == '+') {
                next();
                return new Ques(prev, POSSESSIVE);
            }
            return new Ques(prev, GREEDY);
        case '*':
            return curly(prev, 0);
        case '+':
            return curly(prev, 1);
        case '{':
            ch = skip();
            if (ASCII.isDigit(ch)) {
                int cmin = 0;
                int cmax;
                do {
                    long v = (long) cmin * 10 + (ch - '0');
                    if (v > Integer.MAX_VALUE)
                        throw error("Illegal repetition range");
                    cmin = (int) v;
                } while (ASCII.isDigit(ch = read()));
                boolean open = false;
                if (ch == ',') {
                    ch = read();
                    if (ch == '}') {
                        open = true;
                        cmax = MAX_REPS;
                    } else {
                        cmax = 0;
                        while (ASCII.isDigit(ch)) {
                            long v = (long) cmax * 10 + (ch - '0');
                            if (v > Integer.MAX_VALUE)
                                throw error("Illegal repetition range");
                            cmax = (int) v;
                            ch = read();
                        }
                    }
                } else {
                    cmax = cmin;
                }
                if (ch != '}')
                    throw error("Unclosed counted closure");
                if (cmax < cmin)
                    throw error("Illegal repetition range");
                int type = GREEDY;
                ch = peek();
                if (ch == '?') {
                    next();
                    type = LAZY;
                } else if (ch == '+') {
                    next();
                    type = POSSESSIVE;
                }
                if (cmin == 0 && cmax == 1)
                    return new Ques(prev, type);
                if (open && type == GREEDY) {
                    if (prev instanceof BmpCharProperty)
                        return new BmpCharPropertyGreedy(((CharProperty) prev).predicate, cmin);
                    else if (prev instanceof CharProperty)
                        return new CharPropertyGreedy(((CharProperty) prev).predicate, cmin);
                }
                return new Curly(prev, cmin, cmax, type);
            } else {
                throw error("Illegal repetition");
            }
        default:
            return prev;
        }
    }

    private Node curly(Node prev, int cmin) {
        int ch = next();
        if (ch == '?') {
            next();
            return new Curly(prev, cmin, MAX_REPS, LAZY);
        } else if (ch == '+') {
            next();
            return new Curly(prev, cmin, MAX_REPS, POSSESSIVE);
        }
        if (prev instanceof BmpCharProperty) {
            return new BmpCharPropertyGreedy(((CharProperty) prev).predicate, cmin);
        } else if (prev instanceof CharProperty) {
            return new CharPropertyGreedy(((CharProperty) prev).predicate, cmin);
        }
        return new Curly(prev, cmin, MAX_REPS, GREEDY);
    }

    // --- character classes ---

    private CharPredicate clazz(boolean consume) {
        CharPredicate prev = null;
        CharPredicate curr = null;
        BitClass bits = new BitClass();

        boolean isNeg = false;
        boolean hasBits = false;
        int ch = next();

        if (ch == '^' && temp[cursor - 1] == '[') {
            ch = next();
            isNeg = true;
        }
        for (;;) {
            switch (ch) {
            case '[':
                curr = clazz(true);
                if (prev == null)
                    prev = curr;
                else
                    prev = prev.union(curr);
                ch = peek();
                continue;
            case '&':
                ch = next();
                if (ch == '&') {
                    ch = next();
                    CharPredicate right = null;
                    while (ch != ']' && ch != '&') {
                        if (ch == '[') {
                            if (right == null)
                                right = clazz(true);
                            else
                                right = right.union(clazz(true));
                        } else {
                            unread();
                            right = clazz(false);
                        }
                        ch = peek();
                    }
                    if (hasBits) {
                        if (prev == null) {
                            prev = curr = bits;
                        } else {
                            prev = prev.union(bits);
                        }
                        hasBits = false;
                    }
                    if (right != null)
                        curr = right;
                    if (prev == null) {
                        if (right == null)
                            throw error("Bad class syntax");
                        else
                            prev = right;
                    } else {
                        prev = prev.and(curr);
                    }
                } else {
                    unread();
                    break;
                }
                continue;
            case 0:
                if (cursor >= patternLength)
                    throw error("Unclosed character class");
                break;
            case ']':
                if (prev != null || hasBits) {
                    if (consume)
                        next();
                    if (prev == null)
                        prev = bits;
                    else if (hasBits)
                        prev = prev.union(bits);
                    if (isNeg)
                        return prev.negate();
                    return prev;
                }
                break;
            default:
                break;
            }
            curr = range(bits);
            if (curr == null) {
                hasBits = true;
            } else {
                if (prev == null)
                    prev = curr;
                else if (prev != curr)
                    prev = prev.union(curr);
            }
            ch = peek();
        }
    }

    private CharPredicate bitsOrSingle(BitClass bits, int ch) {
        if (ch < 256 &&
            !(has(CASE_INSENSITIVE) && has(UNICODE_CASE) &&
              (ch == 0xff || ch == 0xb5 ||
               ch == 0x49 || ch == 0x69 ||
               ch == 0x53 || ch == 0x73 ||
               ch == 0x4b || ch == 0x6b ||
               ch == 0xc5 || ch == 0xe5))) {
            bits.add(ch, flags0);
            return null;
        }
        return single(ch);
    }

    private CharPredicate single(final int ch) {
        if (has(CASE_INSENSITIVE)) {
            int lower, upper;
            if (has(UNICODE_CASE)) {
                upper = Character.toUpperCase(ch);
                lower = Character.toLowerCase(upper);
                if (upper != lower)
                    return new Pred(Pred.SINGLEU, lower, 0);
            } else if (ASCII.isAscii(ch) && ASCII.isAlpha(ch)) {
                lower = ASCII.toLower(ch);
                upper = ASCII.toUpper(ch);
                if (lower != upper)
                    return new Pred(Pred.SINGLEI, lower, upper);
            }
        }
        return new Pred(Pred.SINGLE, ch, 0);
    }

    private CharPredicate range(BitClass bits) {
        int ch = peek();
        if (ch == '\\') {
            ch = nextEscaped();
            if (ch == 'p' || ch == 'P') {
                boolean comp = (ch == 'P');
                boolean oneLetter = true;
                ch = next();
                if (ch != '{')
                    unread();
                else
                    oneLetter = false;
                return family(oneLetter, comp);
            } else {
                boolean isrange = temp[cursor + 1] == '-';
                unread();
                ch = escape(true, true, isrange);
                if (ch == -1)
                    return predicate;
            }
        } else {
            next();
        }
        if (ch >= 0) {
            if (peek() == '-') {
                int endRange = temp[cursor + 1];
                if (endRange == '[') {
                    return bitsOrSingle(bits, ch);
                }
                if (endRange != ']') {
                    next();
                    int m = peek();
                    if (m == '\\') {
                        m = escape(true, false, true);
                    } else {
                        next();
                    }
                    if (m < ch) {
                        throw error("Illegal character range");
                    }
                    if (has(CASE_INSENSITIVE)) {
                        if (has(UNICODE_CASE))
                            return new Pred(Pred.CIRANGEU, ch, m);
                        return new Pred(Pred.CIRANGE, ch, m);
                    } else {
                        return new Pred(Pred.RANGE, ch, m);
                    }
                }
            }
            return bitsOrSingle(bits, ch);
        }
        throw error("Unexpected character '" + ((char) ch) + "'");
    }

    private CharPredicate family(boolean singleLetter, boolean isComplement) {
        next();
        String name;
        CharPredicate p = null;

        if (singleLetter) {
            int c = temp[cursor];
            name = cpString(temp, cursor, 1);
            read();
        } else {
            int i = cursor;
            mark('}');
            while (read() != '}') {
            }
            mark('\000');
            int j = cursor;
            if (j > patternLength)
                throw error("Unclosed character family");
            if (i + 1 >= j)
                throw error("Empty character family");
            name = cpString(temp, i, j - i - 1);
        }

        int i = name.indexOf('=');
        if (i != -1) {
            String value = name.substring(i + 1);
            name = asciiLower(name.substring(0, i));
            if (name.equals("sc") || name.equals("script")) {
                p = forUnicodeScript(value);
            } else if (name.equals("blk") || name.equals("block")) {
                p = forUnicodeBlock(value);
            } else if (name.equals("gc") || name.equals("general_category")) {
                p = forProperty(value, has(CASE_INSENSITIVE));
            }
            if (p == null)
                throw error("Unknown Unicode property {name=<" + name + ">, value=<" + value + ">}");
        } else {
            if (name.startsWith("In")) {
                p = forUnicodeBlock(name.substring(2));
            } else if (name.startsWith("Is")) {
                String shortName = name.substring(2);
                p = forUnicodeProperty(shortName, has(CASE_INSENSITIVE));
                if (p == null)
                    p = forProperty(shortName, has(CASE_INSENSITIVE));
                if (p == null)
                    p = forUnicodeScript(shortName);
            } else {
                if (has(UNICODE_CHARACTER_CLASS)) {
                    p = forPOSIXName(name, has(CASE_INSENSITIVE));
                }
                if (p == null)
                    p = forProperty(name, has(CASE_INSENSITIVE));
            }
            if (p == null)
                throw error("Unknown character property name {" + name + "}");
        }
        if (isComplement) {
            hasSupplementary = true;
            p = p.negate();
        }
        return p;
    }

    private static String asciiLower(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z')
                c = (char) (c + 32);
            sb.append(c);
        }
        return sb.toString();
    }

    private static String asciiUpper(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z')
                c = (char) (c - 32);
            sb.append(c);
        }
        return sb.toString();
    }

    // Character.getType values
    static final int T_UNASSIGNED = 0, T_LU = 1, T_LL = 2, T_LT = 3, T_LM = 4, T_LO = 5,
        T_MN = 6, T_ME = 7, T_MC = 8, T_ND = 9, T_NL = 10, T_NO = 11, T_ZS = 12, T_ZL = 13,
        T_ZP = 14, T_CC = 15, T_CF = 16, T_CO = 18, T_CS = 19, T_PD = 20, T_PS = 21,
        T_PE = 22, T_PC = 23, T_PO = 24, T_SM = 25, T_SC = 26, T_SK = 27, T_SO = 28,
        T_PI = 29, T_PF = 30;

    private static CharPredicate category(int mask) {
        return new Pred(Pred.CATEGORY, mask, 0);
    }

    private static CharPredicate forProperty(String name, boolean caseIns) {
        final int CASEMASK = (1 << T_LL) | (1 << T_LU) | (1 << T_LT);
        if (name.equals("Cn")) return category(1 << T_UNASSIGNED);
        if (name.equals("Lu")) return category(caseIns ? CASEMASK : (1 << T_LU));
        if (name.equals("Ll")) return category(caseIns ? CASEMASK : (1 << T_LL));
        if (name.equals("Lt")) return category(caseIns ? CASEMASK : (1 << T_LT));
        if (name.equals("Lm")) return category(1 << T_LM);
        if (name.equals("Lo")) return category(1 << T_LO);
        if (name.equals("Mn")) return category(1 << T_MN);
        if (name.equals("Me")) return category(1 << T_ME);
        if (name.equals("Mc")) return category(1 << T_MC);
        if (name.equals("Nd")) return category(1 << T_ND);
        if (name.equals("Nl")) return category(1 << T_NL);
        if (name.equals("No")) return category(1 << T_NO);
        if (name.equals("Zs")) return category(1 << T_ZS);
        if (name.equals("Zl")) return category(1 << T_ZL);
        if (name.equals("Zp")) return category(1 << T_ZP);
        if (name.equals("Cc")) return category(1 << T_CC);
        if (name.equals("Cf")) return category(1 << T_CF);
        if (name.equals("Co")) return category(1 << T_CO);
        if (name.equals("Cs")) return category(1 << T_CS);
        if (name.equals("Pd")) return category(1 << T_PD);
        if (name.equals("Ps")) return category(1 << T_PS);
        if (name.equals("Pe")) return category(1 << T_PE);
        if (name.equals("Pc")) return category(1 << T_PC);
        if (name.equals("Po")) return category(1 << T_PO);
        if (name.equals("Sm")) return category(1 << T_SM);
        if (name.equals("Sc")) return category(1 << T_SC);
        if (name.equals("Sk")) return category(1 << T_SK);
        if (name.equals("So")) return category(1 << T_SO);
        if (name.equals("Pi")) return category(1 << T_PI);
        if (name.equals("Pf")) return category(1 << T_PF);
        if (name.equals("L")) return category((1 << T_LU) | (1 << T_LL) | (1 << T_LT)
                                              | (1 << T_LM) | (1 << T_LO));
        if (name.equals("M")) return category((1 << T_MN) | (1 << T_ME) | (1 << T_MC));
        if (name.equals("N")) return category((1 << T_ND) | (1 << T_NL) | (1 << T_NO));
        if (name.equals("Z")) return category((1 << T_ZS) | (1 << T_ZL) | (1 << T_ZP));
        if (name.equals("C")) return category((1 << T_CC) | (1 << T_CF) | (1 << T_CO)
                                              | (1 << T_CS) | (1 << T_UNASSIGNED));
        if (name.equals("P")) return category((1 << T_PD) | (1 << T_PS) | (1 << T_PE)
                                              | (1 << T_PC) | (1 << T_PO) | (1 << T_PI)
                                              | (1 << T_PF));
        if (name.equals("S")) return category((1 << T_SM) | (1 << T_SC) | (1 << T_SK)
                                              | (1 << T_SO));
        if (name.equals("LC")) return category((1 << T_LU) | (1 << T_LL) | (1 << T_LT));
        if (name.equals("LD")) return category((1 << T_LU) | (1 << T_LL) | (1 << T_LT)
                                               | (1 << T_LM) | (1 << T_LO) | (1 << T_ND));
        if (name.equals("L1")) return new Pred(Pred.RANGE, 0x00, 0xFF);
        if (name.equals("all")) return new Pred(Pred.ALL, 0, 0);
        if (name.equals("ASCII")) return new Pred(Pred.RANGE, 0x00, 0x7F);
        if (name.equals("Alnum")) return new Pred(Pred.CTYPE, ASCII.ALNUM, 0);
        if (name.equals("Alpha")) return new Pred(Pred.CTYPE, ASCII.ALPHA, 0);
        if (name.equals("Blank")) return new Pred(Pred.CTYPE, ASCII.BLANK, 0);
        if (name.equals("Cntrl")) return new Pred(Pred.CTYPE, ASCII.CNTRL, 0);
        if (name.equals("Digit")) return new Pred(Pred.RANGE, '0', '9');
        if (name.equals("Graph")) return new Pred(Pred.CTYPE, ASCII.GRAPH, 0);
        if (name.equals("Lower")) return caseIns ? new Pred(Pred.CTYPE, ASCII.ALPHA, 0)
                                                 : new Pred(Pred.RANGE, 'a', 'z');
        if (name.equals("Print")) return new Pred(Pred.RANGE, 0x20, 0x7E);
        if (name.equals("Punct")) return new Pred(Pred.CTYPE, ASCII.PUNCT, 0);
        if (name.equals("Space")) return new Pred(Pred.CTYPE, ASCII.SPACE, 0);
        if (name.equals("Upper")) return caseIns ? new Pred(Pred.CTYPE, ASCII.ALPHA, 0)
                                                 : new Pred(Pred.RANGE, 'A', 'Z');
        if (name.equals("XDigit")) return new Pred(Pred.CTYPE, ASCII.XDIGIT, 0);
        if (name.equals("javaLowerCase"))
            return new Pred(caseIns ? Pred.J_CASED : Pred.J_LOWER, 0, 0);
        if (name.equals("javaUpperCase"))
            return new Pred(caseIns ? Pred.J_CASED : Pred.J_UPPER, 0, 0);
        if (name.equals("javaAlphabetic")) return new Pred(Pred.J_ALPHABETIC, 0, 0);
        if (name.equals("javaIdeographic")) return new Pred(Pred.J_IDEOGRAPHIC, 0, 0);
        if (name.equals("javaTitleCase"))
            return new Pred(caseIns ? Pred.J_CASED : Pred.J_TITLE, 0, 0);
        if (name.equals("javaDigit")) return new Pred(Pred.J_DIGIT, 0, 0);
        if (name.equals("javaDefined")) return new Pred(Pred.J_DEFINED, 0, 0);
        if (name.equals("javaLetter")) return new Pred(Pred.J_LETTER, 0, 0);
        if (name.equals("javaLetterOrDigit")) return new Pred(Pred.J_LETTERORDIGIT, 0, 0);
        if (name.equals("javaJavaIdentifierStart")) return new Pred(Pred.J_JIS, 0, 0);
        if (name.equals("javaJavaIdentifierPart")) return new Pred(Pred.J_JIP, 0, 0);
        if (name.equals("javaUnicodeIdentifierStart")) return new Pred(Pred.J_UIS, 0, 0);
        if (name.equals("javaUnicodeIdentifierPart")) return new Pred(Pred.J_UIP, 0, 0);
        if (name.equals("javaIdentifierIgnorable")) return new Pred(Pred.J_IGNORABLE, 0, 0);
        if (name.equals("javaSpaceChar")) return new Pred(Pred.J_SPACECHAR, 0, 0);
        if (name.equals("javaWhitespace")) return new Pred(Pred.J_WHITESPACE, 0, 0);
        if (name.equals("javaISOControl")) return new Pred(Pred.J_ISOCONTROL, 0, 0);
        if (name.equals("javaMirrored")) return new Pred(Pred.J_MIRRORED, 0, 0);
        return null;
    }

    private static CharPredicate forUnicodeProperty(String name, boolean caseIns) {
        name = asciiUpper(name);
        if (name.equals("ALPHABETIC")) return new Pred(Pred.J_ALPHABETIC, 0, 0);
        if (name.equals("ASSIGNED")) return new Pred(Pred.U_ASSIGNED, 0, 0);
        if (name.equals("CONTROL")) return category(1 << T_CC);
        if (name.equals("HEXDIGIT") || name.equals("HEX_DIGIT")) return new Pred(Pred.U_HEXDIGIT, 0, 0);
        if (name.equals("IDEOGRAPHIC")) return new Pred(Pred.J_IDEOGRAPHIC, 0, 0);
        if (name.equals("JOINCONTROL") || name.equals("JOIN_CONTROL")) return new Pred(Pred.RANGE, 0x200C, 0x200D);
        if (name.equals("LETTER")) return new Pred(Pred.J_LETTER, 0, 0);
        if (name.equals("LOWERCASE")) return new Pred(caseIns ? Pred.J_CASED : Pred.J_LOWER, 0, 0);
        if (name.equals("UPPERCASE")) return new Pred(caseIns ? Pred.J_CASED : Pred.J_UPPER, 0, 0);
        if (name.equals("TITLECASE")) return new Pred(caseIns ? Pred.J_CASED : Pred.J_TITLE, 0, 0);
        if (name.equals("NONCHARACTERCODEPOINT") || name.equals("NONCHARACTER_CODE_POINT"))
            return new Pred(Pred.U_NONCHAR, 0, 0);
        if (name.equals("PUNCTUATION")) return category((1 << T_PD) | (1 << T_PS) | (1 << T_PE)
                                                        | (1 << T_PC) | (1 << T_PO) | (1 << T_PI)
                                                        | (1 << T_PF));
        if (name.equals("WHITESPACE") || name.equals("WHITE_SPACE")) return new Pred(Pred.UWHITE, 0, 0);
        if (name.equals("WORD")) return new Pred(Pred.UWORD, 0, 0);
        if (name.equals("ALNUM")) return new Pred(Pred.U_ALNUM, 0, 0);
        if (name.equals("BLANK")) return new Pred(Pred.U_BLANK, 0, 0);
        if (name.equals("GRAPH")) return new Pred(Pred.U_GRAPH, 0, 0);
        if (name.equals("PRINT")) return new Pred(Pred.U_PRINT, 0, 0);
        return null;
    }

    private static CharPredicate forPOSIXName(String name, boolean caseIns) {
        name = asciiUpper(name);
        if (name.equals("ALPHA")) return new Pred(Pred.J_ALPHABETIC, 0, 0);
        if (name.equals("LOWER")) return new Pred(caseIns ? Pred.J_CASED : Pred.J_LOWER, 0, 0);
        if (name.equals("UPPER")) return new Pred(caseIns ? Pred.J_CASED : Pred.J_UPPER, 0, 0);
        if (name.equals("SPACE")) return new Pred(Pred.UWHITE, 0, 0);
        if (name.equals("PUNCT")) return category((1 << T_PD) | (1 << T_PS) | (1 << T_PE)
                                                  | (1 << T_PC) | (1 << T_PO) | (1 << T_PI)
                                                  | (1 << T_PF));
        if (name.equals("XDIGIT")) return new Pred(Pred.U_HEXDIGIT, 0, 0);
        if (name.equals("ALNUM")) return new Pred(Pred.U_ALNUM, 0, 0);
        if (name.equals("CNTRL")) return category(1 << T_CC);
        if (name.equals("DIGIT")) return new Pred(Pred.UDIGIT, 0, 0);
        if (name.equals("BLANK")) return new Pred(Pred.U_BLANK, 0, 0);
        if (name.equals("GRAPH")) return new Pred(Pred.U_GRAPH, 0, 0);
        if (name.equals("PRINT")) return new Pred(Pred.U_PRINT, 0, 0);
        return null;
    }

    /** Unicode blocks: only a few common ones are known. */
    private static CharPredicate forUnicodeBlock(String name) {
        try {
            final Character.UnicodeBlock block = Character.UnicodeBlock.forName(name);
            return new CharPredicate() {
                boolean is(int ch) {
                    return Character.UnicodeBlock.of(ch) == block;
                }
            };
        } catch (IllegalArgumentException e) {
            // not a name Character.UnicodeBlock knows: the spellings below
        }
        String n = asciiLower(name);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            if (c != ' ' && c != '_' && c != '-')
                sb.append(c);
        }
        n = sb.toString();
        if (n.equals("basiclatin")) return new Pred(Pred.RANGE, 0x0000, 0x007F);
        if (n.equals("latin1supplement")) return new Pred(Pred.RANGE, 0x0080, 0x00FF);
        if (n.equals("latinextendeda")) return new Pred(Pred.RANGE, 0x0100, 0x017F);
        if (n.equals("latinextendedb")) return new Pred(Pred.RANGE, 0x0180, 0x024F);
        if (n.equals("greek") || n.equals("greekandcoptic")) return new Pred(Pred.RANGE, 0x0370, 0x03FF);
        if (n.equals("cyrillic")) return new Pred(Pred.RANGE, 0x0400, 0x04FF);
        if (n.equals("hebrew")) return new Pred(Pred.RANGE, 0x0590, 0x05FF);
        if (n.equals("arabic")) return new Pred(Pred.RANGE, 0x0600, 0x06FF);
        if (n.equals("generalpunctuation")) return new Pred(Pred.RANGE, 0x2000, 0x206F);
        if (n.equals("currencysymbols")) return new Pred(Pred.RANGE, 0x20A0, 0x20CF);
        if (n.equals("hiragana")) return new Pred(Pred.RANGE, 0x3040, 0x309F);
        if (n.equals("katakana")) return new Pred(Pred.RANGE, 0x30A0, 0x30FF);
        if (n.equals("cjkunifiedideographs")) return new Pred(Pred.RANGE, 0x4E00, 0x9FFF);
        return null;
    }

    /** \p{IsGreek}, \p{sc=Greek}, \p{script=Greek}: the code points Character.UnicodeScript.of puts in the script. */
    private static CharPredicate forUnicodeScript(String name) {
        final Character.UnicodeScript script;
        try {
            script = Character.UnicodeScript.forName(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return new CharPredicate() {
            boolean is(int ch) {
                return Character.UnicodeScript.of(ch) == script;
            }
        };
    }

    private CharProperty newCharProperty(CharPredicate p) {
        if (p == null)
            return null;
        if (p.isBmp()) {
            return new BmpCharProperty(p);
        } else {
            // the predicate may match supplementary characters: find() must
            // then step over surrogate pairs
            hasSupplementary = true;
            return new CharProperty(p);
        }
    }

    private Node newSlice(int[] buf, int count, boolean hasSupp) {
        int[] b = new int[count];
        if (has(CASE_INSENSITIVE)) {
            if (has(UNICODE_CASE)) {
                for (int i = 0; i < count; i++) {
                    b[i] = Character.toLowerCase(Character.toUpperCase(buf[i]));
                }
                return new SliceNode(b, hasSupp ? SliceNode.US : SliceNode.U);
            }
            for (int i = 0; i < count; i++) {
                b[i] = ASCII.toLower(buf[i]);
            }
            return new SliceNode(b, hasSupp ? SliceNode.IS : SliceNode.I);
        }
        for (int i = 0; i < count; i++) {
            b[i] = buf[i];
        }
        return new SliceNode(b, hasSupp ? SliceNode.S : SliceNode.PLAIN);
    }

    // ------------------------------------------------------------------
    // Helpers
    // ------------------------------------------------------------------

    static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (c1 >= '\uD800' && c1 <= '\uDBFF' && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (c2 >= '\uDC00' && c2 <= '\uDFFF')
                return ((c1 - 0xD800) << 10) + (c2 - 0xDC00) + 0x10000;
        }
        return c1;
    }

    static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (c2 >= '\uDC00' && c2 <= '\uDFFF' && index > 0) {
            char c1 = seq.charAt(--index);
            if (c1 >= '\uD800' && c1 <= '\uDBFF')
                return ((c1 - 0xD800) << 10) + (c2 - 0xDC00) + 0x10000;
        }
        return c2;
    }

    static int charCount(int cp) {
        return cp >= 0x10000 ? 2 : 1;
    }

    static void appendCodePoint(StringBuilder sb, int cp) {
        if (cp < 0x10000) {
            sb.append((char) cp);
        } else {
            int v = cp - 0x10000;
            sb.append((char) (0xD800 + (v >>> 10)));
            sb.append((char) (0xDC00 + (v & 0x3FF)));
        }
    }

    static String cpString(int[] cps, int off, int len) {
        StringBuilder sb = new StringBuilder(len);
        for (int i = off; i < off + len; i++)
            appendCodePoint(sb, cps[i]);
        return sb.toString();
    }

    /** Counts chars of countCodePoints code points from index (backwards if negative). */
    static int countChars(CharSequence seq, int index, int lengthInCodePoints) {
        if (lengthInCodePoints == 1 && index >= 0 && index < seq.length()
            && !isHigh(seq.charAt(index))) {
            return 1;
        }
        int length = seq.length();
        int x = index;
        if (lengthInCodePoints >= 0) {
            for (int i = 0; x < length && i < lengthInCodePoints; i++) {
                if (isHigh(seq.charAt(x++))) {
                    if (x < length && isLow(seq.charAt(x))) {
                        x++;
                    }
                }
            }
            return x - index;
        }
        if (index == 0) {
            return 0;
        }
        int len = -lengthInCodePoints;
        for (int i = 0; x > 0 && i < len; i++) {
            if (isLow(seq.charAt(--x))) {
                if (x > 0 && isHigh(seq.charAt(x - 1))) {
                    x--;
                }
            }
        }
        return index - x;
    }

    static boolean isHigh(char c) {
        return c >= '\uD800' && c <= '\uDBFF';
    }

    static boolean isLow(char c) {
        return c >= '\uDC00' && c <= '\uDFFF';
    }

    // ------------------------------------------------------------------
    // ASCII character types
    // ------------------------------------------------------------------

    static final class ASCII {
        static final int UPPER = 0x00000100;
        static final int LOWER = 0x00000200;
        static final int DIGIT = 0x00000400;
        static final int SPACE = 0x00000800;
        static final int PUNCT = 0x00001000;
        static final int CNTRL = 0x00002000;
        static final int BLANK = 0x00004000;
        static final int HEX = 0x00008000;
        static final int UNDER = 0x00010000;
        static final int ALPHA = (UPPER | LOWER);
        static final int ALNUM = (UPPER | LOWER | DIGIT);
        static final int GRAPH = (PUNCT | UPPER | LOWER | DIGIT);
        static final int WORD = (UPPER | LOWER | UNDER | DIGIT);
        static final int XDIGIT = (DIGIT | HEX);

        private static final int[] ctype = new int[128];

        static {
            for (int c = 0; c < 128; c++) {
                int t = 0;
                if (c >= 'A' && c <= 'Z') t |= UPPER;
                if (c >= 'a' && c <= 'z') t |= LOWER;
                if (c >= '0' && c <= '9') t |= DIGIT;
                if (c == ' ' || (c >= 9 && c <= 13)) t |= SPACE;
                if (c < 32 || c == 127) t |= CNTRL;
                if (c == ' ' || c == '\t') t |= BLANK;
                if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) t |= HEX;
                if (c == '_') t |= UNDER;
                if (c > 32 && c < 127 && (t & (UPPER | LOWER | DIGIT)) == 0) t |= PUNCT;
                ctype[c] = t;
            }
        }

        static boolean isType(int ch, int type) {
            return (ch & 0xFFFFFF80) == 0 && (ctype[ch] & type) != 0;
        }

        static boolean isAscii(int ch) {
            return ((ch & 0xFFFFFF80) == 0);
        }

        static boolean isAlpha(int ch) {
            return isType(ch, ALPHA);
        }

        static boolean isDigit(int ch) {
            return ((ch - '0') | ('9' - ch)) >= 0;
        }

        static boolean isAlnum(int ch) {
            return isType(ch, ALNUM);
        }

        static boolean isHexDigit(int ch) {
            return isType(ch, XDIGIT);
        }

        static boolean isSpace(int ch) {
            return isType(ch, SPACE);
        }

        static boolean isUpper(int ch) {
            return ((ch - 'A') | ('Z' - ch)) >= 0;
        }

        static boolean isLower(int ch) {
            return ((ch - 'a') | ('z' - ch)) >= 0;
        }

        static int toDigit(int ch) {
            if (ch <= '9') return ch - '0';
            if (ch <= 'F') return ch - 'A' + 10;
            return ch - 'a' + 10;
        }

        static int toLower(int ch) {
            return isUpper(ch) ? (ch + 0x20) : ch;
        }

        static int toUpper(int ch) {
            return isLower(ch) ? (ch - 0x20) : ch;
        }
    }

    // ------------------------------------------------------------------
    // Character predicates
    // ------------------------------------------------------------------

    abstract static class CharPredicate {
        abstract boolean is(int ch);

        /** True when the predicate is tested on single chars (BMP only). */
        boolean isBmp() {
            return false;
        }

        CharPredicate and(CharPredicate p) {
            return new Combo(Combo.AND, this, p, isBmp() && p.isBmp());
        }

        CharPredicate union(CharPredicate p) {
            return new Combo(Combo.OR, this, p, isBmp() && p.isBmp());
        }

        CharPredicate negate() {
            return new Combo(Combo.NOT, this, null, false);
        }
    }

    static final class Combo extends CharPredicate {
        static final int AND = 0, OR = 1, NOT = 2;
        final int kind;
        final CharPredicate a, b;
        final boolean bmp;

        Combo(int kind, CharPredicate a, CharPredicate b, boolean bmp) {
            this.kind = kind;
            this.a = a;
            this.b = b;
            this.bmp = bmp;
        }

        boolean isBmp() {
            return bmp;
        }

        boolean is(int ch) {
            switch (kind) {
            case AND:
                return a.is(ch) && b.is(ch);
            case OR:
                return a.is(ch) || b.is(ch);
            default:
                return !a.is(ch);
            }
        }
    }

    static final class BitClass extends CharPredicate {
        final boolean[] bits = new boolean[256];

        BitClass add(int c, int flags) {
            if ((flags & CASE_INSENSITIVE) != 0) {
                if (ASCII.isAscii(c)) {
                    bits[ASCII.toUpper(c)] = true;
                    bits[ASCII.toLower(c)] = true;
                } else if ((flags & UNICODE_CASE) != 0) {
                    bits[Character.toLowerCase(c)] = true;
                    bits[Character.toUpperCase(c)] = true;
                }
            }
            bits[c] = true;
            return this;
        }

        boolean is(int ch) {
            return ch < 256 && bits[ch];
        }

        boolean isBmp() {
            return true;
        }
    }

    static boolean inRange(int lower, int ch, int upper) {
        return lower <= ch && ch <= upper;
    }

    static boolean isUWord(int ch) {
        if (Character.isAlphabetic(ch))
            return true;
        int t = Character.getType(ch);
        if ((((1 << T_MN) | (1 << T_ME) | (1 << T_MC) | (1 << T_ND) | (1 << T_PC)) >> t & 1) != 0)
            return true;
        return ch == 0x200C || ch == 0x200D;
    }

    static boolean isUWhite(int ch) {
        return ((((1 << T_ZS) | (1 << T_ZL) | (1 << T_ZP)) >> Character.getType(ch)) & 1) != 0
            || (ch >= 0x9 && ch <= 0xd) || (ch == 0x85);
    }

    static final class Pred extends CharPredicate {
        static final int SINGLE = 0, SINGLEI = 1, SINGLEU = 2, RANGE = 3, CIRANGE = 4,
            CIRANGEU = 5, CTYPE = 6, CATEGORY = 7, ALL = 8, DOT = 9, UNIXDOT = 10,
            HWS = 11, VWS = 12, UDIGIT = 13, UWHITE = 14, UWORD = 15,
            J_LOWER = 16, J_UPPER = 17, J_TITLE = 18, J_CASED = 19, J_ALPHABETIC = 20,
            J_IDEOGRAPHIC = 21, J_DIGIT = 22, J_DEFINED = 23, J_LETTER = 24,
            J_LETTERORDIGIT = 25, J_JIS = 26, J_JIP = 27, J_UIS = 28, J_UIP = 29,
            J_IGNORABLE = 30, J_SPACECHAR = 31, J_WHITESPACE = 32, J_ISOCONTROL = 33,
            J_MIRRORED = 34, U_ASSIGNED = 35, U_HEXDIGIT = 36, U_NONCHAR = 37,
            U_ALNUM = 38, U_BLANK = 39, U_GRAPH = 40, U_PRINT = 41;

        final int kind;
        final int a, b;

        Pred(int kind, int a, int b) {
            this.kind = kind;
            this.a = a;
            this.b = b;
        }

        boolean isBmp() {
            switch (kind) {
            case SINGLE:
                return a < 0x10000;
            case SINGLEI:
            case CTYPE:
            case HWS:
            case VWS:
                return true;
            case RANGE:
                return b < 0xD800 || (a > 0xDFFF && b < 0x10000);
            default:
                return false;
            }
        }

        boolean is(int ch) {
            switch (kind) {
            case SINGLE:
                return ch == a;
            case SINGLEI:
                return ch == a || ch == b;
            case SINGLEU:
                return a == ch || a == Character.toLowerCase(Character.toUpperCase(ch));
            case RANGE:
                return inRange(a, ch, b);
            case CIRANGE:
                return inRange(a, ch, b)
                    || ASCII.isAscii(ch)
                       && (inRange(a, ASCII.toUpper(ch), b) || inRange(a, ASCII.toLower(ch), b));
            case CIRANGEU: {
                if (inRange(a, ch, b))
                    return true;
                int up = Character.toUpperCase(ch);
                return inRange(a, up, b) || inRange(a, Character.toLowerCase(up), b);
            }
            case CTYPE:
                return ch < 128 && ASCII.isType(ch, a);
            case CATEGORY:
                return ((a >> Character.getType(ch)) & 1) != 0;
            case ALL:
                return true;
            case DOT:
                return (ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085');
            case UNIXDOT:
                return ch != '\n';
            case HWS:
                return ch == 0x20 || ch == 0x09 || ch == 0xa0 || ch == 0x1680
                    || ch == 0x180e || (ch >= 0x2000 && ch <= 0x200a) || ch == 0x202f
                    || ch == 0x205f || ch == 0x3000;
            case VWS:
                return (ch >= 0x0A && ch <= 0x0D) || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
            case UDIGIT:
                return Character.getType(ch) == T_ND;
            case UWHITE:
                return isUWhite(ch);
            case UWORD:
                return isUWord(ch);
            case J_LOWER:
                return Character.isLowerCase(ch);
            case J_UPPER:
                return Character.isUpperCase(ch);
            case J_TITLE:
                return Character.isTitleCase(ch);
            case J_CASED:
                return Character.isLowerCase(ch) || Character.isUpperCase(ch)
                    || Character.isTitleCase(ch);
            case J_ALPHABETIC:
                return Character.isAlphabetic(ch);
            case J_IDEOGRAPHIC:
                return Character.isIdeographic(ch);
            case J_DIGIT:
                return Character.isDigit(ch);
            case J_DEFINED:
                return Character.isDefined(ch);
            case J_LETTER:
                return Character.isLetter(ch);
            case J_LETTERORDIGIT:
                return Character.isLetterOrDigit(ch);
            case J_JIS:
                return Character.isJavaIdentifierStart(ch);
            case J_JIP:
                return Character.isJavaIdentifierPart(ch);
            case J_UIS:
                return Character.isUnicodeIdentifierStart(ch);
            case J_UIP:
                return Character.isUnicodeIdentifierPart(ch);
            case J_IGNORABLE:
                return Character.isIdentifierIgnorable(ch);
            case J_SPACECHAR:
                return Character.isSpaceChar(ch);
            case J_WHITESPACE:
                return Character.isWhitespace(ch);
            case J_ISOCONTROL:
                return Character.isISOControl(ch);
            case J_MIRRORED:
                return Character.isMirrored(ch);
            case U_ASSIGNED:
                return Character.getType(ch) != T_UNASSIGNED;
            case U_HEXDIGIT:
                return Character.getType(ch) == T_ND
                    || (ch >= 0x0030 && ch <= 0x0039) || (ch >= 0x0041 && ch <= 0x0046)
                    || (ch >= 0x0061 && ch <= 0x0066) || (ch >= 0xFF10 && ch <= 0xFF19)
                    || (ch >= 0xFF21 && ch <= 0xFF26) || (ch >= 0xFF41 && ch <= 0xFF46);
            case U_NONCHAR:
                return (ch & 0xfffe) == 0xfffe || (ch >= 0xfdd0 && ch <= 0xfdef);
            case U_ALNUM:
                return Character.isAlphabetic(ch) || Character.getType(ch) == T_ND;
            case U_BLANK:
                return Character.getType(ch) == T_ZS || ch == 0x9;
            case U_GRAPH: {
                int t = Character.getType(ch);
                return ((((1 << T_ZS) | (1 << T_ZL) | (1 << T_ZP) | (1 << T_CC)
                          | (1 << T_CS) | (1 << T_UNASSIGNED)) >> t) & 1) == 0;
            }
            case U_PRINT: {
                int t = Character.getType(ch);
                boolean graph = ((((1 << T_ZS) | (1 << T_ZL) | (1 << T_ZP) | (1 << T_CC)
                                   | (1 << T_CS) | (1 << T_UNASSIGNED)) >> t) & 1) == 0;
                boolean blank = t == T_ZS || ch == 0x9;
                return (graph || blank) && t != T_CC;
            }
            default:
                return false;
            }
        }
    }

    // ------------------------------------------------------------------
    // Match tree
    // ------------------------------------------------------------------

    static final class TreeInfo {
        int minLength;
        int maxLength;
        boolean maxValid;
        boolean deterministic;

        TreeInfo() {
            reset();
        }

        void reset() {
            minLength = 0;
            maxLength = 0;
            maxValid = true;
            deterministic = true;
        }
    }

    /** Base node; as a node of its own it accepts (records the end of a match). */
    static class Node {
        Node next;

        Node() {
            next = Pattern.accept;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            matcher.last = i;
            matcher.groups[0] = matcher.first;
            matcher.groups[1] = i;
            matcher.requireEnd = false;
            return true;
        }

        boolean study(TreeInfo info) {
            if (next != null) {
                return next.study(info);
            } else {
                return info.deterministic;
            }
        }
    }

    static class LastNode extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (matcher.acceptMode == Matcher.ENDANCHOR && i != matcher.to)
                return false;
            matcher.last = i;
            matcher.groups[0] = matcher.first;
            matcher.groups[1] = i;
            return true;
        }
    }

    static class Start extends Node {
        int minLength;

        Start(Node node) {
            this.next = node;
            TreeInfo info = new TreeInfo();
            next.study(info);
            minLength = info.minLength;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i > matcher.to - minLength) {
                matcher.hitEnd = true;
                return false;
            }
            int guard = matcher.to - minLength;
            for (; i <= guard; i++) {
                if (next.match(matcher, i, seq)) {
                    matcher.first = i;
                    matcher.groups[0] = matcher.first;
                    matcher.groups[1] = matcher.last;
                    return true;
                }
            }
            matcher.hitEnd = true;
            return false;
        }

        boolean study(TreeInfo info) {
            next.study(info);
            info.maxValid = false;
            info.deterministic = false;
            return false;
        }
    }

    static final class StartS extends Start {
        StartS(Node node) {
            super(node);
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i > matcher.to - minLength) {
                matcher.hitEnd = true;
                return false;
            }
            int guard = matcher.to - minLength;
            while (i <= guard) {
                if (next.match(matcher, i, seq)) {
                    matcher.first = i;
                    matcher.groups[0] = matcher.first;
                    matcher.groups[1] = matcher.last;
                    return true;
                }
                if (i == guard)
                    break;
                if (isHigh(seq.charAt(i++))) {
                    if (i < seq.length() && isLow(seq.charAt(i))) {
                        i++;
                    }
                }
            }
            matcher.hitEnd = true;
            return false;
        }
    }

    static final class Begin extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            int fromIndex = (matcher.anchoringBounds) ? matcher.from : 0;
            if (i == fromIndex && next.match(matcher, i, seq)) {
                matcher.first = i;
                matcher.groups[0] = i;
                matcher.groups[1] = matcher.last;
                return true;
            } else {
                return false;
            }
        }
    }

    static final class End extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            int endIndex = (matcher.anchoringBounds) ? matcher.to : matcher.getTextLength();
            if (i == endIndex) {
                matcher.hitEnd = true;
                return next.match(matcher, i, seq);
            }
            return false;
        }
    }

    static final class Caret extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            int startIndex = matcher.from;
            int endIndex = matcher.to;
            if (!matcher.anchoringBounds) {
                startIndex = 0;
                endIndex = matcher.getTextLength();
            }
            if (i == endIndex) {
                matcher.hitEnd = true;
                return false;
            }
            if (i > startIndex) {
                char ch = seq.charAt(i - 1);
                if (ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085') {
                    return false;
                }
                if (ch == '\r' && seq.charAt(i) == '\n')
                    return false;
            }
            return next.match(matcher, i, seq);
        }
    }

    static final class UnixCaret extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            int startIndex = matcher.from;
            int endIndex = matcher.to;
            if (!matcher.anchoringBounds) {
                startIndex = 0;
                endIndex = matcher.getTextLength();
            }
            if (i == endIndex) {
                matcher.hitEnd = true;
                return false;
            }
            if (i > startIndex) {
                char ch = seq.charAt(i - 1);
                if (ch != '\n') {
                    return false;
                }
            }
            return next.match(matcher, i, seq);
        }
    }

    static final class LastMatch extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i != matcher.oldLast)
                return false;
            return next.match(matcher, i, seq);
        }
    }

    static final class Dollar extends Node {
        final boolean multiline;

        Dollar(boolean mul) {
            multiline = mul;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int endIndex = (matcher.anchoringBounds) ? matcher.to : matcher.getTextLength();
            if (!multiline) {
                if (i < endIndex - 2)
                    return false;
                if (i == endIndex - 2) {
                    char ch = seq.charAt(i);
                    if (ch != '\r')
                        return false;
                    ch = seq.charAt(i + 1);
                    if (ch != '\n')
                        return false;
                }
            }
            if (i < endIndex) {
                char ch = seq.charAt(i);
                if (ch == '\n') {
                    if (i > 0 && seq.charAt(i - 1) == '\r')
                        return false;
                    if (multiline)
                        return next.match(matcher, i, seq);
                } else if (ch == '\r' || ch == '\u0085' || (ch | 1) == '\u2029') {
                    if (multiline)
                        return next.match(matcher, i, seq);
                } else {
                    return false;
                }
            }
            matcher.hitEnd = true;
            matcher.requireEnd = true;
            return next.match(matcher, i, seq);
        }

        boolean study(TreeInfo info) {
            next.study(info);
            return info.deterministic;
        }
    }

    static final class UnixDollar extends Node {
        final boolean multiline;

        UnixDollar(boolean mul) {
            multiline = mul;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int endIndex = (matcher.anchoringBounds) ? matcher.to : matcher.getTextLength();
            if (i < endIndex) {
                char ch = seq.charAt(i);
                if (ch == '\n') {
                    if (multiline == false && i != endIndex - 1)
                        return false;
                    if (multiline)
                        return next.match(matcher, i, seq);
                } else {
                    return false;
                }
            }
            matcher.hitEnd = true;
            matcher.requireEnd = true;
            return next.match(matcher, i, seq);
        }

        boolean study(TreeInfo info) {
            next.study(info);
            return info.deterministic;
        }
    }

    static final class LineEnding extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i < matcher.to) {
                int ch = seq.charAt(i);
                if (ch == 0x0A || ch == 0x0B || ch == 0x0C || ch == 0x85 || ch == 0x2028
                    || ch == 0x2029)
                    return next.match(matcher, i + 1, seq);
                if (ch == 0x0D) {
                    i++;
                    if (i < matcher.to) {
                        if (seq.charAt(i) == 0x0A && next.match(matcher, i + 1, seq)) {
                            return true;
                        }
                    } else {
                        matcher.hitEnd = true;
                    }
                    return next.match(matcher, i, seq);
                }
            } else {
                matcher.hitEnd = true;
            }
            return false;
        }

        boolean study(TreeInfo info) {
            info.minLength++;
            info.maxLength += 2;
            return next.study(info);
        }
    }

    /** \X: a code point followed by combining marks (an approximation of a grapheme). */
    static final class XGrapheme extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i < matcher.to) {
                int ch = codePointAt(seq, i);
                i += charCount(ch);
                if (ch == '\r' && i < matcher.to && seq.charAt(i) == '\n')
                    return next.match(matcher, i + 1, seq);
                while (i < matcher.to) {
                    int c2 = codePointAt(seq, i);
                    int t = Character.getType(c2);
                    if (t == T_MN || t == T_ME || t == T_MC || c2 == 0x200D) {
                        i += charCount(c2);
                    } else {
                        break;
                    }
                }
                return next.match(matcher, i, seq);
            }
            matcher.hitEnd = true;
            return false;
        }

        boolean study(TreeInfo info) {
            info.minLength++;
            info.deterministic = false;
            return next.study(info);
        }
    }

    /** \b{g}: boundary between the approximated graphemes of XGrapheme. */
    static final class GraphemeBound extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            int startIndex = matcher.transparentBounds ? 0 : matcher.from;
            int endIndex = matcher.transparentBounds ? matcher.getTextLength() : matcher.to;
            if (i == startIndex || i == endIndex)
                return next.match(matcher, i, seq);
            int ch = codePointAt(seq, i);
            int t = Character.getType(ch);
            if (t == T_MN || t == T_ME || t == T_MC || ch == 0x200D)
                return false;
            if (ch == '\n' && seq.charAt(i - 1) == '\r')
                return false;
            return next.match(matcher, i, seq);
        }
    }

    static final class Bound extends Node {
        static final int LEFT = 0x1;
        static final int RIGHT = 0x2;
        static final int BOTH = 0x3;
        static final int NONE = 0x4;
        final int type;
        final boolean useUWORD;

        Bound(int n, boolean useUWORD) {
            type = n;
            this.useUWORD = useUWORD;
        }

        boolean isWord(int ch) {
            return useUWORD ? isUWord(ch) : (ch == '_' || Character.isLetterOrDigit(ch));
        }

        int check(Matcher matcher, int i, CharSequence seq) {
            int ch;
            boolean left = false;
            int startIndex = matcher.from;
            int endIndex = matcher.to;
            if (matcher.transparentBounds) {
                startIndex = 0;
                endIndex = matcher.getTextLength();
            }
            if (i > startIndex) {
                ch = codePointBefore(seq, i);
                left = (isWord(ch) || ((Character.getType(ch) == T_MN)
                                       && hasBaseCharacter(matcher, i - 1, seq)));
            }
            boolean right = false;
            if (i < endIndex) {
                ch = codePointAt(seq, i);
                right = (isWord(ch) || ((Character.getType(ch) == T_MN)
                                        && hasBaseCharacter(matcher, i, seq)));
            } else {
                matcher.hitEnd = true;
                matcher.requireEnd = true;
            }
            return ((left ^ right) ? (right ? LEFT : RIGHT) : NONE);
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            return (check(matcher, i, seq) & type) > 0 && next.match(matcher, i, seq);
        }
    }

    static boolean hasBaseCharacter(Matcher matcher, int i, CharSequence seq) {
        int start = (!matcher.transparentBounds) ? matcher.from : 0;
        for (int x = i; x >= start; x--) {
            int ch = codePointAt(seq, x);
            if (Character.isLetterOrDigit(ch))
                return true;
            if (Character.getType(ch) == T_MN)
                continue;
            return false;
        }
        return false;
    }

    static class CharProperty extends Node {
        final CharPredicate predicate;

        CharProperty(CharPredicate predicate) {
            this.predicate = predicate;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i < matcher.to) {
                int ch = codePointAt(seq, i);
                i += charCount(ch);
                if (i <= matcher.to) {
                    return predicate.is(ch) && next.match(matcher, i, seq);
                }
            }
            matcher.hitEnd = true;
            return false;
        }

        boolean study(TreeInfo info) {
            info.minLength++;
            info.maxLength++;
            return next.study(info);
        }
    }

    static final class BmpCharProperty extends CharProperty {
        BmpCharProperty(CharPredicate predicate) {
            super(predicate);
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i < matcher.to) {
                return predicate.is(seq.charAt(i)) && next.match(matcher, i + 1, seq);
            } else {
                matcher.hitEnd = true;
                return false;
            }
        }
    }

    /** Greedy X* or X+ of a single character class: iterative. */
    static class CharPropertyGreedy extends Node {
        final CharPredicate predicate;
        final int cmin;

        CharPropertyGreedy(CharPredicate p, int cmin) {
            this.predicate = p;
            this.cmin = cmin;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int n = 0;
            int to = matcher.to;
            while (i < to) {
                int ch = codePointAt(seq, i);
                int len = charCount(ch);
                if (i + len > to) {
                    // the end of the region splits a surrogate pair
                    matcher.hitEnd = true;
                    ch = seq.charAt(i);
                    len = 1;
                }
                if (!predicate.is(ch))
                    break;
                i += len;
                n++;
            }
            if (i >= to) {
                matcher.hitEnd = true;
            }
            while (n >= cmin) {
                if (next.match(matcher, i, seq))
                    return true;
                if (n == cmin)
                    return false;
                int ch = codePointBefore(seq, i);
                i -= charCount(ch);
                n--;
            }
            return false;
        }

        boolean study(TreeInfo info) {
            info.minLength += cmin;
            if (info.maxValid) {
                info.maxLength += MAX_REPS;
            }
            info.deterministic = false;
            return next.study(info);
        }
    }

    static final class BmpCharPropertyGreedy extends CharPropertyGreedy {
        BmpCharPropertyGreedy(CharPredicate p, int cmin) {
            super(p, cmin);
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int n = 0;
            int to = matcher.to;
            while (i < to && predicate.is(seq.charAt(i))) {
                i++;
                n++;
            }
            if (i >= to) {
                matcher.hitEnd = true;
            }
            while (n >= cmin) {
                if (next.match(matcher, i, seq))
                    return true;
                i--;
                n--;
            }
            return false;
        }
    }

    /** A literal string, in one of several case modes. */
    static final class SliceNode extends Node {
        static final int PLAIN = 0, I = 1, U = 2, S = 3, IS = 4, US = 5;
        final int[] buffer;
        final int mode;

        SliceNode(int[] buf, int mode) {
            buffer = buf;
            this.mode = mode;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int[] buf = buffer;
            int len = buf.length;
            switch (mode) {
            case PLAIN:
                for (int j = 0; j < len; j++) {
                    if ((i + j) >= matcher.to) {
                        matcher.hitEnd = true;
                        return false;
                    }
                    if (buf[j] != seq.charAt(i + j))
                        return false;
                }
                return next.match(matcher, i + len, seq);
            case I:
                for (int j = 0; j < len; j++) {
                    if ((i + j) >= matcher.to) {
                        matcher.hitEnd = true;
                        return false;
                    }
                    int c = seq.charAt(i + j);
                    if (buf[j] != c && buf[j] != ASCII.toLower(c))
                        return false;
                }
                return next.match(matcher, i + len, seq);
            case U:
                for (int j = 0; j < len; j++) {
                    if ((i + j) >= matcher.to) {
                        matcher.hitEnd = true;
                        return false;
                    }
                    int c = seq.charAt(i + j);
                    if (buf[j] != c && buf[j] != Character.toLowerCase(Character.toUpperCase(c)))
                        return false;
                }
                return next.match(matcher, i + len, seq);
            default: {
                int x = i;
                for (int j = 0; j < len; j++) {
                    if (x >= matcher.to) {
                        matcher.hitEnd = true;
                        return false;
                    }
                    int c = codePointAt(seq, x);
                    if (buf[j] != c) {
                        if (mode == S)
                            return false;
                        if (mode == IS) {
                            if (buf[j] != ASCII.toLower(c))
                                return false;
                        } else {
                            if (buf[j] != Character.toLowerCase(Character.toUpperCase(c)))
                                return false;
                        }
                    }
                    x += charCount(c);
                    if (x > matcher.to) {
                        matcher.hitEnd = true;
                        return false;
                    }
                }
                return next.match(matcher, x, seq);
            }
            }
        }

        boolean study(TreeInfo info) {
            info.minLength += buffer.length;
            info.maxLength += buffer.length;
            return next.study(info);
        }
    }

    static final class Branch extends Node {
        Node[] atoms = new Node[2];
        int size = 2;
        final Node conn;

        Branch(Node first, Node second, Node branchConn) {
            conn = branchConn;
            atoms[0] = first;
            atoms[1] = second;
        }

        void add(Node node) {
            if (size >= atoms.length) {
                Node[] tmp = new Node[atoms.length * 2];
                System.arraycopy(atoms, 0, tmp, 0, atoms.length);
                atoms = tmp;
            }
            atoms[size++] = node;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            for (int n = 0; n < size; n++) {
                if (atoms[n] == null) {
                    if (conn.next.match(matcher, i, seq))
                        return true;
                } else if (atoms[n].match(matcher, i, seq)) {
                    return true;
                }
            }
            return false;
        }

        boolean study(TreeInfo info) {
            int minL = info.minLength;
            int maxL = info.maxLength;
            boolean maxV = info.maxValid;

            int minL2 = Integer.MAX_VALUE;
            int maxL2 = -1;
            for (int n = 0; n < size; n++) {
                info.reset();
                if (atoms[n] != null)
                    atoms[n].study(info);
                minL2 = Math.min(minL2, info.minLength);
                maxL2 = Math.max(maxL2, info.maxLength);
                maxV = (maxV & info.maxValid);
            }

            minL += minL2;
            maxL += maxL2;

            info.reset();
            conn.next.study(info);

            info.minLength += minL;
            info.maxLength += maxL;
            info.maxValid &= maxV;
            info.deterministic = false;
            return false;
        }
    }

    static final class BranchConn extends Node {
        boolean match(Matcher matcher, int i, CharSequence seq) {
            return next.match(matcher, i, seq);
        }

        boolean study(TreeInfo info) {
            return info.deterministic;
        }
    }

    static final class GroupHead extends Node {
        final int localIndex;

        GroupHead(int localCount) {
            localIndex = localCount;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int save = matcher.locals[localIndex];
            matcher.locals[localIndex] = i;
            boolean ret = next.match(matcher, i, seq);
            matcher.locals[localIndex] = save;
            return ret;
        }
    }

    static final class GroupTail extends Node {
        final int localIndex;
        final int groupIndex;

        GroupTail(int localCount, int groupCount) {
            localIndex = localCount;
            groupIndex = groupCount + groupCount;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int tmp = matcher.locals[localIndex];
            if (tmp >= 0) {
                int groupStart = matcher.groups[groupIndex];
                int groupEnd = matcher.groups[groupIndex + 1];
                matcher.groups[groupIndex] = tmp;
                matcher.groups[groupIndex + 1] = i;
                if (next.match(matcher, i, seq)) {
                    return true;
                }
                matcher.groups[groupIndex] = groupStart;
                matcher.groups[groupIndex + 1] = groupEnd;
                return false;
            } else {
                // the group is being matched by GroupCurly: report its end
                matcher.last = i;
                return true;
            }
        }
    }

    static final class Ques extends Node {
        final Node atom;
        final int type;

        Ques(Node node, int type) {
            this.atom = node;
            this.type = type;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            switch (type) {
            case GREEDY:
                return (atom.match(matcher, i, seq) && next.match(matcher, matcher.last, seq))
                    || next.match(matcher, i, seq);
            case LAZY:
                return next.match(matcher, i, seq)
                    || (atom.match(matcher, i, seq) && next.match(matcher, matcher.last, seq));
            case POSSESSIVE:
                if (atom.match(matcher, i, seq))
                    i = matcher.last;
                return next.match(matcher, i, seq);
            default:
                return atom.match(matcher, i, seq) && next.match(matcher, matcher.last, seq);
            }
        }

        boolean study(TreeInfo info) {
            if (type != INDEPENDENT) {
                int minL = info.minLength;
                atom.study(info);
                info.minLength = minL;
                info.deterministic = false;
                return next.study(info);
            } else {
                atom.study(info);
                return next.study(info);
            }
        }
    }

    /** X{n,m} (and lazy/possessive forms) of an atom that is not a group. */
    static final class Curly extends Node {
        final Node atom;
        final int type;
        final int cmin;
        final int cmax;

        Curly(Node node, int cmin, int cmax, int type) {
            this.atom = node;
            this.type = type;
            this.cmin = cmin;
            this.cmax = cmax;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int j;
            for (j = 0; j < cmin; j++) {
                if (atom.match(matcher, i, seq)) {
                    i = matcher.last;
                    continue;
                }
                return false;
            }
            if (type == GREEDY)
                return match0(matcher, i, j, seq);
            else if (type == LAZY)
                return match1(matcher, i, j, seq);
            else
                return match2(matcher, i, j, seq);
        }

        boolean match0(Matcher matcher, int i, int j, CharSequence seq) {
            if (j >= cmax) {
                return next.match(matcher, i, seq);
            }
            int backLimit = j;
            while (atom.match(matcher, i, seq)) {
                int k = matcher.last - i;
                if (k == 0)
                    break;
                i = matcher.last;
                j++;
                while (j < cmax) {
                    if (!atom.match(matcher, i, seq))
                        break;
                    if (i + k != matcher.last) {
                        if (match0(matcher, matcher.last, j + 1, seq))
                            return true;
                        break;
                    }
                    i += k;
                    j++;
                }
                while (j >= backLimit) {
                    if (next.match(matcher, i, seq))
                        return true;
                    i -= k;
                    j--;
                }
                return false;
            }
            return next.match(matcher, i, seq);
        }

        boolean match1(Matcher matcher, int i, int j, CharSequence seq) {
            for (;;) {
                if (next.match(matcher, i, seq))
                    return true;
                if (j >= cmax)
                    return false;
                if (!atom.match(matcher, i, seq))
                    return false;
                if (i == matcher.last)
                    return false;
                i = matcher.last;
                j++;
            }
        }

        boolean match2(Matcher matcher, int i, int j, CharSequence seq) {
            for (; j < cmax; j++) {
                if (!atom.match(matcher, i, seq))
                    break;
                if (i == matcher.last)
                    break;
                i = matcher.last;
            }
            return next.match(matcher, i, seq);
        }

        boolean study(TreeInfo info) {
            int minL = info.minLength;
            int maxL = info.maxLength;
            boolean maxV = info.maxValid;
            boolean detm = info.deterministic;
            info.reset();

            atom.study(info);

            long lmin = (long) info.minLength * cmin + minL;
            info.minLength = (lmin > Integer.MAX_VALUE) ? 0xFFFFFFF : (int) lmin;

            if (maxV & info.maxValid) {
                int prod = info.maxLength * cmax;
                info.maxLength = maxL + prod;
                if (info.maxLength < maxL) {
                    info.maxValid = false;
                }
            } else {
                info.maxValid = false;
            }

            if (info.deterministic && cmin == cmax)
                info.deterministic = detm;
            else
                info.deterministic = false;
            return next.study(info);
        }
    }

    /** A deterministic group repeated: iterates the body and tracks the group. */
    static final class GroupCurly extends Node {
        final Node atom;
        final int type;
        final int cmin;
        final int cmax;
        final int localIndex;
        final int groupIndex;
        final boolean capture;

        GroupCurly(Node node, int cmin, int cmax, int type, int local, int group, boolean capture) {
            this.atom = node;
            this.type = type;
            this.cmin = cmin;
            this.cmax = cmax;
            this.localIndex = local;
            this.groupIndex = group;
            this.capture = capture;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int[] groups = matcher.groups;
            int[] locals = matcher.locals;
            int save0 = locals[localIndex];
            int save1 = 0;
            int save2 = 0;

            if (capture) {
                save1 = groups[groupIndex];
                save2 = groups[groupIndex + 1];
            }

            locals[localIndex] = -1;

            boolean ret = true;
            for (int j = 0; j < cmin; j++) {
                if (atom.match(matcher, i, seq)) {
                    if (capture) {
                        groups[groupIndex] = i;
                        groups[groupIndex + 1] = matcher.last;
                    }
                    i = matcher.last;
                } else {
                    ret = false;
                    break;
                }
            }
            if (ret) {
                if (type == GREEDY) {
                    ret = match0(matcher, i, cmin, seq);
                } else if (type == LAZY) {
                    ret = match1(matcher, i, cmin, seq);
                } else {
                    ret = match2(matcher, i, cmin, seq);
                }
            }
            if (!ret) {
                locals[localIndex] = save0;
                if (capture) {
                    groups[groupIndex] = save1;
                    groups[groupIndex + 1] = save2;
                }
            }
            return ret;
        }

        boolean match0(Matcher matcher, int i, int j, CharSequence seq) {
            int min = j;
            int[] groups = matcher.groups;
            int save0 = 0;
            int save1 = 0;
            if (capture) {
                save0 = groups[groupIndex];
                save1 = groups[groupIndex + 1];
            }
            for (;;) {
                if (j >= cmax)
                    break;
                if (!atom.match(matcher, i, seq))
                    break;
                int k = matcher.last - i;
                if (k <= 0) {
                    if (capture) {
                        groups[groupIndex] = i;
                        groups[groupIndex + 1] = i + k;
                    }
                    i = i + k;
                    break;
                }
                for (;;) {
                    if (capture) {
                        groups[groupIndex] = i;
                        groups[groupIndex + 1] = i + k;
                    }
                    i = i + k;
                    if (++j >= cmax)
                        break;
                    if (!atom.match(matcher, i, seq))
                        break;
                    if (i + k != matcher.last) {
                        if (match0(matcher, i, j, seq))
                            return true;
                        break;
                    }
                }
                while (j > min) {
                    if (next.match(matcher, i, seq)) {
                        if (capture) {
                            groups[groupIndex + 1] = i;
                            groups[groupIndex] = i - k;
                        }
                        return true;
                    }
                    i = i - k;
                    if (capture) {
                        groups[groupIndex + 1] = i;
                        groups[groupIndex] = i - k;
                    }
                    j--;
                }
                break;
            }
            if (capture) {
                groups[groupIndex] = save0;
                groups[groupIndex + 1] = save1;
            }
            return next.match(matcher, i, seq);
        }

        boolean match1(Matcher matcher, int i, int j, CharSequence seq) {
            for (;;) {
                if (next.match(matcher, i, seq))
                    return true;
                if (j >= cmax)
                    return false;
                if (!atom.match(matcher, i, seq))
                    return false;
                if (i == matcher.last)
                    return false;
                if (capture) {
                    matcher.groups[groupIndex] = i;
                    matcher.groups[groupIndex + 1] = matcher.last;
                }
                i = matcher.last;
                j++;
            }
        }

        boolean match2(Matcher matcher, int i, int j, CharSequence seq) {
            for (; j < cmax; j++) {
                if (!atom.match(matcher, i, seq)) {
                    break;
                }
                if (capture) {
                    matcher.groups[groupIndex] = i;
                    matcher.groups[groupIndex + 1] = matcher.last;
                }
                if (i == matcher.last) {
                    break;
                }
                i = matcher.last;
            }
            return next.match(matcher, i, seq);
        }

        boolean study(TreeInfo info) {
            int minL = info.minLength;
            int maxL = info.maxLength;
            boolean maxV = info.maxValid;
            boolean detm = info.deterministic;
            info.reset();

            atom.study(info);

            long lmin = (long) info.minLength * cmin + minL;
            info.minLength = (lmin > Integer.MAX_VALUE) ? 0xFFFFFFF : (int) lmin;

            if (maxV & info.maxValid) {
                int prod = info.maxLength * cmax;
                info.maxLength = maxL + prod;
                if (info.maxLength < maxL) {
                    info.maxValid = false;
                }
            } else {
                info.maxValid = false;
            }

            if (info.deterministic && cmin == cmax) {
                info.deterministic = detm;
            } else {
                info.deterministic = false;
            }
            return next.study(info);
        }
    }

    static final class Prolog extends Node {
        final Loop loop;

        Prolog(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            return loop.matchInit(matcher, i, seq);
        }

        boolean study(TreeInfo info) {
            return loop.study(info);
        }
    }

    /** A non-deterministic group repeated (greedy). */
    static class Loop extends Node {
        Node body;
        final int countIndex;
        final int beginIndex;
        int cmin, cmax;
        int posIndex = -1;

        Loop(int countIndex, int beginIndex) {
            this.countIndex = countIndex;
            this.beginIndex = beginIndex;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i > matcher.locals[beginIndex]) {
                int count = matcher.locals[countIndex];
                if (count < cmin) {
                    matcher.locals[countIndex] = count + 1;
                    boolean b = body.match(matcher, i, seq);
                    if (!b)
                        matcher.locals[countIndex] = count;
                    return b;
                }
                if (count < cmax) {
                    if (posIndex != -1 && matcher.localsPos[posIndex].contains(i)) {
                        return next.match(matcher, i, seq);
                    }
                    matcher.locals[countIndex] = count + 1;
                    boolean b = body.match(matcher, i, seq);
                    if (b)
                        return true;
                    matcher.locals[countIndex] = count;
                    if (posIndex != -1) {
                        matcher.localsPos[posIndex].add(i);
                    }
                }
            }
            return next.match(matcher, i, seq);
        }

        boolean matchInit(Matcher matcher, int i, CharSequence seq) {
            int save = matcher.locals[countIndex];
            boolean ret;
            if (posIndex != -1 && matcher.localsPos[posIndex] == null)
                matcher.localsPos[posIndex] = new IntHashSet();
            if (0 < cmin) {
                matcher.locals[countIndex] = 1;
                ret = body.match(matcher, i, seq);
            } else if (0 < cmax) {
                matcher.locals[countIndex] = 1;
                ret = body.match(matcher, i, seq);
                if (ret == false)
                    ret = next.match(matcher, i, seq);
            } else {
                ret = next.match(matcher, i, seq);
            }
            matcher.locals[countIndex] = save;
            return ret;
        }

        boolean study(TreeInfo info) {
            info.maxValid = false;
            info.deterministic = false;
            return false;
        }
    }

    static final class LazyLoop extends Loop {
        LazyLoop(int countIndex, int beginIndex) {
            super(countIndex, beginIndex);
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            if (i > matcher.locals[beginIndex]) {
                int count = matcher.locals[countIndex];
                if (count < cmin) {
                    matcher.locals[countIndex] = count + 1;
                    boolean result = body.match(matcher, i, seq);
                    if (!result)
                        matcher.locals[countIndex] = count;
                    return result;
                }
                if (next.match(matcher, i, seq))
                    return true;
                if (count < cmax) {
                    matcher.locals[countIndex] = count + 1;
                    boolean result = body.match(matcher, i, seq);
                    if (!result)
                        matcher.locals[countIndex] = count;
                    return result;
                }
                return false;
            }
            return next.match(matcher, i, seq);
        }

        boolean matchInit(Matcher matcher, int i, CharSequence seq) {
            int save = matcher.locals[countIndex];
            boolean ret = false;
            if (0 < cmin) {
                matcher.locals[countIndex] = 1;
                ret = body.match(matcher, i, seq);
            } else if (next.match(matcher, i, seq)) {
                ret = true;
            } else if (0 < cmax) {
                matcher.locals[countIndex] = 1;
                ret = body.match(matcher, i, seq);
            }
            matcher.locals[countIndex] = save;
            return ret;
        }
    }

    static class BackRef extends Node {
        final int groupIndex;

        BackRef(int groupCount) {
            groupIndex = groupCount + groupCount;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int j = matcher.groups[groupIndex];
            int k = matcher.groups[groupIndex + 1];
            int groupSize = k - j;
            if (j < 0)
                return false;
            if (i + groupSize > matcher.to) {
                matcher.hitEnd = true;
                return false;
            }
            for (int index = 0; index < groupSize; index++)
                if (seq.charAt(i + index) != seq.charAt(j + index))
                    return false;
            return next.match(matcher, i + groupSize, seq);
        }

        boolean study(TreeInfo info) {
            info.maxValid = false;
            return next.study(info);
        }
    }

    static final class CIBackRef extends Node {
        final int groupIndex;
        final boolean doUnicodeCase;

        CIBackRef(int groupCount, boolean doUnicodeCase) {
            groupIndex = groupCount + groupCount;
            this.doUnicodeCase = doUnicodeCase;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int j = matcher.groups[groupIndex];
            int k = matcher.groups[groupIndex + 1];
            int groupSize = k - j;
            if (j < 0)
                return false;
            if (i + groupSize > matcher.to) {
                matcher.hitEnd = true;
                return false;
            }
            int x = i;
            for (int index = 0; index < groupSize; index++) {
                int c1 = codePointAt(seq, x);
                int c2 = codePointAt(seq, j);
                if (c1 != c2) {
                    if (doUnicodeCase) {
                        int cc1 = Character.toUpperCase(c1);
                        int cc2 = Character.toUpperCase(c2);
                        if (cc1 != cc2 && Character.toLowerCase(cc1) != Character.toLowerCase(cc2))
                            return false;
                    } else {
                        if (ASCII.toLower(c1) != ASCII.toLower(c2))
                            return false;
                    }
                }
                x += charCount(c1);
                j += charCount(c2);
            }
            return next.match(matcher, i + groupSize, seq);
        }

        boolean study(TreeInfo info) {
            info.maxValid = false;
            return next.study(info);
        }
    }

    static final class Pos extends Node {
        final Node cond;

        Pos(Node cond) {
            this.cond = cond;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int savedTo = matcher.to;
            boolean conditionMatched;
            if (matcher.transparentBounds)
                matcher.to = matcher.getTextLength();
            try {
                conditionMatched = cond.match(matcher, i, seq);
            } finally {
                matcher.to = savedTo;
            }
            return conditionMatched && next.match(matcher, i, seq);
        }
    }

    static final class Neg extends Node {
        final Node cond;

        Neg(Node cond) {
            this.cond = cond;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int savedTo = matcher.to;
            boolean conditionMatched;
            if (matcher.transparentBounds)
                matcher.to = matcher.getTextLength();
            try {
                if (i < matcher.to) {
                    conditionMatched = !cond.match(matcher, i, seq);
                } else {
                    matcher.requireEnd = true;
                    conditionMatched = !cond.match(matcher, i, seq);
                }
            } finally {
                matcher.to = savedTo;
            }
            return conditionMatched && next.match(matcher, i, seq);
        }
    }

    static final class LookBehindEndNode extends Node {
        static final LookBehindEndNode INSTANCE = new LookBehindEndNode();

        boolean match(Matcher matcher, int i, CharSequence seq) {
            return i == matcher.lookbehindTo;
        }
    }

    static class Behind extends Node {
        final Node cond;
        final int rmax, rmin;

        Behind(Node cond, int rmax, int rmin) {
            this.cond = cond;
            this.rmax = rmax;
            this.rmin = rmin;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int savedFrom = matcher.from;
            boolean conditionMatched = false;
            int startIndex = (!matcher.transparentBounds) ? matcher.from : 0;
            int from = Math.max(i - rmax, startIndex);
            int savedLBT = matcher.lookbehindTo;
            matcher.lookbehindTo = i;
            if (matcher.transparentBounds)
                matcher.from = 0;
            for (int j = i - rmin; !conditionMatched && j >= from; j--) {
                conditionMatched = cond.match(matcher, j, seq);
            }
            matcher.from = savedFrom;
            matcher.lookbehindTo = savedLBT;
            return conditionMatched && next.match(matcher, i, seq);
        }
    }

    static final class BehindS extends Behind {
        BehindS(Node cond, int rmax, int rmin) {
            super(cond, rmax, rmin);
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int rmaxChars = countChars(seq, i, -rmax);
            int rminChars = countChars(seq, i, -rmin);
            int savedFrom = matcher.from;
            int startIndex = (!matcher.transparentBounds) ? matcher.from : 0;
            boolean conditionMatched = false;
            int from = Math.max(i - rmaxChars, startIndex);
            int savedLBT = matcher.lookbehindTo;
            matcher.lookbehindTo = i;
            if (matcher.transparentBounds)
                matcher.from = 0;
            for (int j = i - rminChars; !conditionMatched && j >= from;
                 j -= j > from ? countChars(seq, j, -1) : 1) {
                conditionMatched = cond.match(matcher, j, seq);
            }
            matcher.from = savedFrom;
            matcher.lookbehindTo = savedLBT;
            return conditionMatched && next.match(matcher, i, seq);
        }
    }

    static class NotBehind extends Node {
        final Node cond;
        final int rmax, rmin;

        NotBehind(Node cond, int rmax, int rmin) {
            this.cond = cond;
            this.rmax = rmax;
            this.rmin = rmin;
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int savedLBT = matcher.lookbehindTo;
            int savedFrom = matcher.from;
            boolean conditionMatched = false;
            int startIndex = (!matcher.transparentBounds) ? matcher.from : 0;
            int from = Math.max(i - rmax, startIndex);
            matcher.lookbehindTo = i;
            if (matcher.transparentBounds)
                matcher.from = 0;
            for (int j = i - rmin; !conditionMatched && j >= from; j--) {
                conditionMatched = cond.match(matcher, j, seq);
            }
            matcher.from = savedFrom;
            matcher.lookbehindTo = savedLBT;
            return !conditionMatched && next.match(matcher, i, seq);
        }
    }

    static final class NotBehindS extends NotBehind {
        NotBehindS(Node cond, int rmax, int rmin) {
            super(cond, rmax, rmin);
        }

        boolean match(Matcher matcher, int i, CharSequence seq) {
            int rmaxChars = countChars(seq, i, -rmax);
            int rminChars = countChars(seq, i, -rmin);
            int savedFrom = matcher.from;
            int savedLBT = matcher.lookbehindTo;
            boolean conditionMatched = false;
            int startIndex = (!matcher.transparentBounds) ? matcher.from : 0;
            int from = Math.max(i - rmaxChars, startIndex);
            matcher.lookbehindTo = i;
            if (matcher.transparentBounds)
                matcher.from = 0;
            for (int j = i - rminChars; !conditionMatched && j >= from;
                 j -= j > from ? countChars(seq, j, -1) : 1) {
                conditionMatched = cond.match(matcher, j, seq);
            }
            matcher.from = savedFrom;
            matcher.lookbehindTo = savedLBT;
            return !conditionMatched && next.match(matcher, i, seq);
        }
    }

    /** A small set of ints (failed loop positions). */
    static final class IntHashSet {
        private int[] table = new int[16]; // stores value + 1; 0 = empty
        private int size;

        boolean contains(int v) {
            int key = v + 1;
            int mask = table.length - 1;
            int h = (key * 0x9E3779B9) >>> 16 & mask;
            for (;;) {
                int t = table[h];
                if (t == 0)
                    return false;
                if (t == key)
                    return true;
                h = (h + 1) & mask;
            }
        }

        void add(int v) {
            if ((size + 1) * 2 > table.length) {
                int[] old = table;
                table = new int[old.length * 2];
                size = 0;
                for (int i = 0; i < old.length; i++) {
                    if (old[i] != 0)
                        add(old[i] - 1);
                }
            }
            int key = v + 1;
            int mask = table.length - 1;
            int h = (key * 0x9E3779B9) >>> 16 & mask;
            for (;;) {
                int t = table[h];
                if (t == 0) {
                    table[h] = key;
                    size++;
                    return;
                }
                if (t == key)
                    return;
                h = (h + 1) & mask;
            }
        }

        void clear() {
            if (size == 0)
                return;
            for (int i = 0; i < table.length; i++)
                table[i] = 0;
            size = 0;
        }
    }

    public java.util.stream.Stream<String> splitAsStream(CharSequence input) {
        return java.util.Arrays.stream(split(input));
    }
}
