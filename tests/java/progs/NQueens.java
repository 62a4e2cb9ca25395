import java.util.*;

public class NQueens {
    static int solutions;
    static int[] first;

    static void solve(int n, int row, int cols, int d1, int d2, int[] pos) {
        if (row == n) {
            if (solutions++ == 0) first = pos.clone();
            return;
        }
        int avail = ~(cols | d1 | d2) & ((1 << n) - 1);
        while (avail != 0) {
            int bit = avail & -avail;
            avail -= bit;
            pos[row] = Integer.numberOfTrailingZeros(bit);
            solve(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1, pos);
        }
    }

    static boolean safe(List<Integer> placed, int col) {
        int row = placed.size();
        for (int r = 0; r < row; r++) {
            int c = placed.get(r);
            if (c == col || Math.abs(c - col) == row - r) return false;
        }
        return true;
    }

    static int countSimple(int n, List<Integer> placed) {
        if (placed.size() == n) return 1;
        int total = 0;
        for (int c = 0; c < n; c++) {
            if (safe(placed, c)) {
                placed.add(c);
                total += countSimple(n, placed);
                placed.remove(placed.size() - 1);
            }
        }
        return total;
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 11; n++) {
            solutions = 0;
            first = null;
            solve(n, 0, 0, 0, 0, new int[n]);
            int simple = n <= 8 ? countSimple(n, new ArrayList<Integer>()) : -1;
            System.out.println(n + " queens: " + solutions + " solutions" + (simple >= 0 ? " (simple " + simple + ")" : "") + " first " + Arrays.toString(first));
            if (n == 8) {
                for (int r = 0; r < n; r++) {
                    char[] row = new char[n];
                    Arrays.fill(row, '.');
                    row[first[r]] = 'Q';
                    System.out.println(new String(row));
                }
            }
        }
    }
}
