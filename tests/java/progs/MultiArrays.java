import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][] grid = new int[4][5];
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < 5; c++)
                grid[r][c] = r * 10 + c;
        System.out.println(Arrays.deepToString(grid));
        int[][][] cube = new int[3][3][3];
        int n = 0;
        for (int[][] plane : cube)
            for (int[] row : plane)
                for (int k = 0; k < row.length; k++)
                    row[k] = n++;
        System.out.println(Arrays.deepToString(cube));
        System.out.println(cube[2][1][0] + " " + cube.length + " " + cube[0].length + " " + cube[0][0].length);
        // partial dims
        long[][][] partial = new long[2][3][];
        System.out.println(partial[1][2] + " " + partial[0].length);
        partial[1][2] = new long[] {7, 8};
        System.out.println(Arrays.deepToString(partial));
        // jagged
        int[][] tri = new int[6][];
        for (int r = 0; r < tri.length; r++) {
            tri[r] = new int[r + 1];
            tri[r][0] = tri[r][r] = 1;
            for (int c = 1; c < r; c++) tri[r][c] = tri[r - 1][c - 1] + tri[r - 1][c];
        }
        for (int[] row : tri) System.out.println(Arrays.toString(row));
        String[][] names = {{"a", "b"}, {"c"}, {}, {"d", "e", "f"}};
        System.out.println(Arrays.deepToString(names) + " " + names[3].length + " " + names[2].length);
        char[][] board = new char[3][3];
        for (char[] row : board) Arrays.fill(row, '.');
        board[1][1] = 'X';
        board[0][2] = 'O';
        for (char[] row : board) System.out.println(new String(row));
        double[][] m = {{1, 2}, {3, 4}};
        double[][] prod = new double[2][2];
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                for (int k = 0; k < 2; k++)
                    prod[i][j] += m[i][k] * m[k][j];
        System.out.println(Arrays.deepToString(prod));
        boolean[][] flags = new boolean[2][3];
        flags[1][2] = true;
        byte[][] bytes = new byte[2][2];
        bytes[0][1] = (byte) 255;
        short[][][] shorts = new short[1][2][3];
        shorts[0][1][2] = -5;
        float[][] floats = {{1.5f}, {2.5f, 3.5f}};
        Object[][] objs = new Object[2][];
        objs[0] = new String[] {"s"};
        objs[1] = new Integer[] {1, 2};
        System.out.println(Arrays.deepToString(flags) + Arrays.deepToString(bytes) + Arrays.deepToString(shorts) + Arrays.deepToString(floats) + Arrays.deepToString(objs));
        System.out.println(grid.getClass().getName() + " " + cube.getClass().getName() + " " + names.getClass().getName() + " " + objs[1].getClass().getName()
                + " " + grid.getClass().getComponentType().getName() + " " + partial.getClass().getSimpleName());
        // clone is shallow
        int[][] shallow = grid.clone();
        shallow[0][0] = -1;
        shallow[1] = new int[] {42};
        System.out.println(grid[0][0] + " " + grid[1].length + " " + shallow[1].length);
        // deep equality / hash
        int[][] g2 = new int[4][5];
        for (int r = 0; r < 4; r++) g2[r] = grid[r].clone();
        System.out.println(Arrays.deepEquals(grid, g2) + " " + Arrays.equals(grid, g2) + " " + (Arrays.deepHashCode(grid) == Arrays.deepHashCode(g2)) + " " + Arrays.deepHashCode(grid));
        // large-ish 2D
        int size = 200;
        long[][] big = new long[size][size];
        for (int i = 0; i < size; i++)
            for (int j = 0; j < size; j++)
                big[i][j] = (long) i * j % 97;
        long sum = 0;
        for (long[] row : big) for (long v : row) sum += v;
        System.out.println("sum " + sum);
        try {
            int[][] neg = new int[2][-1];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE: " + e.getMessage());
        }
        try {
            int[][] neg = new int[-3][2];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE: " + e.getMessage());
        }
        int[][] zero = new int[0][5];
        int[][] zero2 = new int[5][0];
        System.out.println(zero.length + " " + zero2.length + " " + zero2[4].length);
        try {
            System.out.println(grid[4][0]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE: " + e.getMessage());
        }
        try {
            System.out.println(tri[2][3]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE: " + e.getMessage());
        }
    }
}
