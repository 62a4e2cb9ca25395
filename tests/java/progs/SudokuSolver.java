import java.util.*;

/** Sudoku solver (constraint propagation + backtracking with bitmasks) and validation. */
public class SudokuSolver {
    final int[][] grid = new int[9][9];
    final int[] rowMask = new int[9], colMask = new int[9], boxMask = new int[9];
    long guesses, placements;

    SudokuSolver(String puzzle) {
        String p = puzzle.replaceAll("[^0-9.]", "");
        if (p.length() != 81) throw new IllegalArgumentException("puzzle must have 81 cells, got " + p.length());
        for (int i = 0; i < 81; i++) {
            char c = p.charAt(i);
            int v = c == '.' ? 0 : c - '0';
            if (v != 0 && !canPlace(i / 9, i % 9, v)) throw new IllegalArgumentException("conflict at r" + (i / 9 + 1) + "c" + (i % 9 + 1));
            if (v != 0) place(i / 9, i % 9, v);
        }
        placements = 0;
    }

    static int box(int r, int c) { return (r / 3) * 3 + c / 3; }

    boolean canPlace(int r, int c, int v) {
        int bit = 1 << v;
        return (rowMask[r] & bit) == 0 && (colMask[c] & bit) == 0 && (boxMask[box(r, c)] & bit) == 0;
    }

    void place(int r, int c, int v) {
        int bit = 1 << v;
        grid[r][c] = v;
        rowMask[r] |= bit;
        colMask[c] |= bit;
        boxMask[box(r, c)] |= bit;
        placements++;
    }

    void unplace(int r, int c) {
        int bit = ~(1 << grid[r][c]);
        rowMask[r] &= bit;
        colMask[c] &= bit;
        boxMask[box(r, c)] &= bit;
        grid[r][c] = 0;
    }

    int candidates(int r, int c) {
        return ~(rowMask[r] | colMask[c] | boxMask[box(r, c)]) & 0x3FE;
    }

    boolean solve() {
        int bestR = -1, bestC = -1, bestCount = 10;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (grid[r][c] != 0) continue;
                int n = Integer.bitCount(candidates(r, c));
                if (n < bestCount) {
                    bestCount = n;
                    bestR = r;
                    bestC = c;
                    if (n == 0) return false;
                }
            }
        }
        if (bestR < 0) return true;
        int cand = candidates(bestR, bestC);
        if (bestCount > 1) guesses += bestCount - 1;
        while (cand != 0) {
            int bit = Integer.lowestOneBit(cand);
            cand &= cand - 1;
            place(bestR, bestC, Integer.numberOfTrailingZeros(bit));
            if (solve()) return true;
            unplace(bestR, bestC);
        }
        return false;
    }

    int countSolutions(int limit) {
        int r = -1, c = -1;
        outer:
        for (int i = 0; i < 9; i++) for (int j = 0; j < 9; j++) if (grid[i][j] == 0) { r = i; c = j; break outer; }
        if (r < 0) return 1;
        int total = 0;
        for (int v = 1; v <= 9 && total < limit; v++) {
            if (canPlace(r, c, v)) {
                place(r, c, v);
                total += countSolutions(limit - total);
                unplace(r, c);
            }
        }
        return total;
    }

    boolean isValidSolution() {
        for (int i = 0; i < 9; i++) {
            Set<Integer> row = new HashSet<Integer>(), col = new HashSet<Integer>(), bx = new HashSet<Integer>();
            for (int j = 0; j < 9; j++) {
                row.add(grid[i][j]);
                col.add(grid[j][i]);
                bx.add(grid[(i / 3) * 3 + j / 3][(i % 3) * 3 + j % 3]);
            }
            if (row.size() != 9 || col.size() != 9 || bx.size() != 9 || row.contains(0)) return false;
        }
        return true;
    }

    String render() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0) sb.append("+-------+-------+-------+\n");
            for (int c = 0; c < 9; c++) {
                if (c % 3 == 0) sb.append("| ");
                sb.append(grid[r][c] == 0 ? "." : String.valueOf(grid[r][c])).append(' ');
            }
            sb.append("|\n");
        }
        return sb.append("+-------+-------+-------+").toString();
    }

    /** Pencil marks: the candidate digits of every empty cell in one row. */
    String pencilMarks(int r) {
        StringBuilder sb = new StringBuilder("row " + (r + 1) + ":");
        for (int c = 0; c < 9; c++) {
            sb.append(' ');
            if (grid[r][c] != 0) {
                sb.append('[').append(grid[r][c]).append(']');
                continue;
            }
            int cand = candidates(r, c);
            for (int v = 1; v <= 9; v++) if ((cand & (1 << v)) != 0) sb.append(v);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[][] puzzles = {
            {"easy", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
            {"medium", "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."},
            {"hard", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."},
            {"empty-ish", "1................................................................................"},
            {"unsolvable", "11..............................................................................."},
            {"impossible", "12345678.........9..............................................................."},
            {"short", "123"},
        };
        for (String[] p : puzzles) {
            System.out.println("== " + p[0] + " ==");
            try {
                SudokuSolver s = new SudokuSolver(p[1]);
                int given = 0;
                for (int[] row : s.grid) for (int v : row) if (v != 0) given++;
                System.out.println("givens: " + given);
                for (int r = 0; r < 9; r += 4) System.out.println(s.pencilMarks(r));
                boolean ok = s.solve();
                System.out.println("solved: " + ok + ", valid: " + (ok && s.isValidSolution()) + ", guesses: " + s.guesses + ", placements: " + s.placements);
                if (ok) System.out.println(s.render());
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        SudokuSolver multi = new SudokuSolver("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        System.out.println("solutions of classic puzzle (limit 5): " + multi.countSolutions(5));
        SudokuSolver loose = new SudokuSolver("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1....");
        System.out.println("solutions with 1 clue removed (limit 5): " + loose.countSolutions(5));
    }
}
