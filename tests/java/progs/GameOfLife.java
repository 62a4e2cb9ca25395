import java.util.*;

/** Conway's Game of Life on a toroidal grid and on an unbounded sparse set, with pattern detection. */
public class GameOfLife {
    static final class Grid {
        final int w, h;
        boolean[][] cells;
        int generation;

        Grid(int w, int h) {
            this.w = w;
            this.h = h;
            cells = new boolean[h][w];
        }

        void place(String[] pattern, int x0, int y0) {
            for (int y = 0; y < pattern.length; y++)
                for (int x = 0; x < pattern[y].length(); x++)
                    if (pattern[y].charAt(x) == 'O') cells[(y0 + y) % h][(x0 + x) % w] = true;
        }

        int neighbours(int x, int y) {
            int n = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    if (dx == 0 && dy == 0) continue;
                    if (cells[(y + dy + h) % h][(x + dx + w) % w]) n++;
                }
            return n;
        }

        void step() {
            boolean[][] next = new boolean[h][w];
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++) {
                    int n = neighbours(x, y);
                    next[y][x] = cells[y][x] ? (n == 2 || n == 3) : n == 3;
                }
            cells = next;
            generation++;
        }

        int population() {
            int p = 0;
            for (boolean[] row : cells) for (boolean c : row) if (c) p++;
            return p;
        }

        long signature() {
            long sig = 1125899906842597L;
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++)
                    sig = 31 * sig + (cells[y][x] ? 1 : 0) * (y * w + x + 1);
            return sig;
        }

        String render() {
            StringBuilder sb = new StringBuilder();
            for (boolean[] row : cells) {
                for (boolean c : row) sb.append(c ? '#' : '.');
                sb.append('\n');
            }
            return sb.toString();
        }
    }

    /** Unbounded life on a set of packed coordinates. */
    static Set<Long> stepSparse(Set<Long> live) {
        Map<Long, Integer> counts = new HashMap<Long, Integer>();
        for (long p : live) {
            int x = (int) (p >> 32), y = (int) p;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    if (dx == 0 && dy == 0) continue;
                    long q = ((long) (x + dx) << 32) | ((y + dy) & 0xFFFFFFFFL);
                    Integer c = counts.get(q);
                    counts.put(q, c == null ? 1 : c + 1);
                }
        }
        Set<Long> next = new HashSet<Long>();
        for (Map.Entry<Long, Integer> e : counts.entrySet()) {
            int n = e.getValue();
            if (n == 3 || (n == 2 && live.contains(e.getKey()))) next.add(e.getKey());
        }
        return next;
    }

    static Set<Long> toSparse(String[] pattern) {
        Set<Long> s = new HashSet<Long>();
        for (int y = 0; y < pattern.length; y++)
            for (int x = 0; x < pattern[y].length(); x++)
                if (pattern[y].charAt(x) == 'O') s.add(((long) x << 32) | (y & 0xFFFFFFFFL));
        return s;
    }

    static String bounds(Set<Long> live) {
        int minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, maxY = Integer.MIN_VALUE;
        for (long p : live) {
            int x = (int) (p >> 32), y = (int) p;
            minX = Math.min(minX, x); maxX = Math.max(maxX, x);
            minY = Math.min(minY, y); maxY = Math.max(maxY, y);
        }
        return live.isEmpty() ? "empty" : "x[" + minX + ".." + maxX + "] y[" + minY + ".." + maxY + "]";
    }

    static final String[] GLIDER = {".O.", "..O", "OOO"};
    static final String[] BLINKER = {"OOO"};
    static final String[] BLOCK = {"OO", "OO"};
    static final String[] TOAD = {".OOO", "OOO."};
    static final String[] BEACON = {"OO..", "OO..", "..OO", "..OO"};
    static final String[] R_PENTOMINO = {".OO", "OO.", ".O."};
    static final String[] LWSS = {".O..O", "O....", "O...O", "OOOO."};

    public static void main(String[] args) {
        Grid g = new Grid(20, 12);
        g.place(GLIDER, 1, 1);
        g.place(BLINKER, 12, 2);
        g.place(BLOCK, 16, 8);
        g.place(TOAD, 6, 8);
        System.out.print("generation 0, population " + g.population() + "\n" + g.render());
        for (int i = 1; i <= 8; i++) {
            g.step();
            if (i % 4 == 0) System.out.print("generation " + g.generation + ", population " + g.population() + "\n" + g.render());
        }
        // period detection for oscillators
        String[][] oscillators = {BLINKER, TOAD, BEACON, BLOCK};
        String[] names = {"blinker", "toad", "beacon", "block"};
        for (int k = 0; k < oscillators.length; k++) {
            Grid o = new Grid(10, 10);
            o.place(oscillators[k], 3, 3);
            Map<Long, Integer> seen = new HashMap<Long, Integer>();
            seen.put(o.signature(), 0);
            int period = -1;
            for (int i = 1; i <= 20; i++) {
                o.step();
                Integer prev = seen.put(o.signature(), i);
                if (prev != null) { period = i - prev; break; }
            }
            System.out.println(names[k] + " period " + period);
        }
        // glider wraps around the torus and returns after 4*w generations on a square board
        Grid t = new Grid(8, 8);
        t.place(GLIDER, 0, 0);
        long start = t.signature();
        int back = -1;
        for (int i = 1; i <= 100; i++) {
            t.step();
            if (t.signature() == start) { back = i; break; }
        }
        System.out.println("glider returns to start after " + back + " generations");
        // R-pentomino on an unbounded plane
        Set<Long> live = toSparse(R_PENTOMINO);
        StringBuilder pops = new StringBuilder();
        for (int i = 1; i <= 200; i++) {
            live = stepSparse(live);
            if (i % 25 == 0) pops.append(i).append(':').append(live.size()).append(' ');
        }
        System.out.println("r-pentomino populations " + pops);
        System.out.println("r-pentomino bounds after 200: " + bounds(live));
        Set<Long> ship = toSparse(LWSS);
        for (int i = 0; i < 40; i++) ship = stepSparse(ship);
        System.out.println("lwss after 40 generations: population " + ship.size() + " " + bounds(ship));
        // random soup with fixed seed
        Grid soup = new Grid(32, 16);
        Random r = new Random(1234);
        for (int y = 0; y < soup.h; y++) for (int x = 0; x < soup.w; x++) soup.cells[y][x] = r.nextInt(100) < 35;
        StringBuilder hist = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            if (i % 10 == 0) hist.append(soup.population()).append(' ');
            soup.step();
        }
        System.out.println("soup populations " + hist);
        System.out.print(soup.render());
    }
}
