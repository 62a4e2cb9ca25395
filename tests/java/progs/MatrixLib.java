import java.util.*;

/** A small matrix library: arithmetic, transpose, determinant, inverse, LU solve, rational matrices, powers. */
public class MatrixLib {
    static final class Matrix {
        final int rows, cols;
        final double[][] a;

        Matrix(int r, int c) { rows = r; cols = c; a = new double[r][c]; }

        Matrix(double[][] data) {
            this(data.length, data[0].length);
            for (int i = 0; i < rows; i++) {
                if (data[i].length != cols) throw new IllegalArgumentException("ragged row " + i);
                System.arraycopy(data[i], 0, a[i], 0, cols);
            }
        }

        static Matrix identity(int n) {
            Matrix m = new Matrix(n, n);
            for (int i = 0; i < n; i++) m.a[i][i] = 1;
            return m;
        }

        static Matrix random(int r, int c, Random rnd) {
            Matrix m = new Matrix(r, c);
            for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) m.a[i][j] = rnd.nextInt(19) - 9;
            return m;
        }

        Matrix plus(Matrix o) {
            check(o.rows == rows && o.cols == cols, "dimension mismatch for +");
            Matrix m = new Matrix(rows, cols);
            for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) m.a[i][j] = a[i][j] + o.a[i][j];
            return m;
        }

        Matrix scale(double k) {
            Matrix m = new Matrix(rows, cols);
            for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) m.a[i][j] = a[i][j] * k;
            return m;
        }

        Matrix times(Matrix o) {
            check(cols == o.rows, "dimension mismatch for *: " + rows + "x" + cols + " * " + o.rows + "x" + o.cols);
            Matrix m = new Matrix(rows, o.cols);
            for (int i = 0; i < rows; i++)
                for (int k = 0; k < cols; k++) {
                    double v = a[i][k];
                    if (v == 0) continue;
                    for (int j = 0; j < o.cols; j++) m.a[i][j] += v * o.a[k][j];
                }
            return m;
        }

        Matrix transpose() {
            Matrix m = new Matrix(cols, rows);
            for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) m.a[j][i] = a[i][j];
            return m;
        }

        Matrix pow(int e) {
            check(rows == cols, "pow needs square matrix");
            Matrix result = identity(rows), base = this;
            while (e > 0) {
                if ((e & 1) != 0) result = result.times(base);
                base = base.times(base);
                e >>= 1;
            }
            return result;
        }

        double trace() {
            double t = 0;
            for (int i = 0; i < Math.min(rows, cols); i++) t += a[i][i];
            return t;
        }

        /** Determinant by Gaussian elimination with partial pivoting. */
        double det() {
            check(rows == cols, "det needs square matrix");
            double[][] m = copy();
            double d = 1;
            for (int c = 0; c < rows; c++) {
                int p = c;
                for (int r = c + 1; r < rows; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
                if (m[p][c] == 0) return 0;
                if (p != c) { double[] t = m[p]; m[p] = m[c]; m[c] = t; d = -d; }
                d *= m[c][c];
                for (int r = c + 1; r < rows; r++) {
                    double f = m[r][c] / m[c][c];
                    for (int k = c; k < rows; k++) m[r][k] -= f * m[c][k];
                }
            }
            return d;
        }

        /** Solve A x = b by Gauss-Jordan; throws for singular matrices. */
        double[] solve(double[] b) {
            int n = rows;
            double[][] m = new double[n][n + 1];
            for (int i = 0; i < n; i++) {
                System.arraycopy(a[i], 0, m[i], 0, n);
                m[i][n] = b[i];
            }
            for (int c = 0; c < n; c++) {
                int p = c;
                for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
                if (Math.abs(m[p][c]) < 1e-12) throw new ArithmeticException("singular matrix");
                double[] t = m[p]; m[p] = m[c]; m[c] = t;
                for (int r = 0; r < n; r++) {
                    if (r == c) continue;
                    double f = m[r][c] / m[c][c];
                    for (int k = c; k <= n; k++) m[r][k] -= f * m[c][k];
                }
            }
            double[] x = new double[n];
            for (int i = 0; i < n; i++) x[i] = m[i][n] / m[i][i];
            return x;
        }

        Matrix inverse() {
            Matrix inv = new Matrix(rows, cols);
            for (int j = 0; j < cols; j++) {
                double[] e = new double[rows];
                e[j] = 1;
                double[] col = solve(e);
                for (int i = 0; i < rows; i++) inv.a[i][j] = col[i];
            }
            return inv;
        }

        double[][] copy() {
            double[][] c = new double[rows][];
            for (int i = 0; i < rows; i++) c[i] = a[i].clone();
            return c;
        }

        boolean approxEquals(Matrix o, double eps) {
            if (o.rows != rows || o.cols != cols) return false;
            for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) if (Math.abs(a[i][j] - o.a[i][j]) > eps) return false;
            return true;
        }

        static void check(boolean cond, String msg) {
            if (!cond) throw new IllegalArgumentException(msg);
        }

        @Override public String toString() {
            StringBuilder sb = new StringBuilder();
            for (double[] row : a) {
                sb.append('[');
                for (int j = 0; j < cols; j++) {
                    double v = Math.abs(row[j]) < 5e-10 ? 0.0 : row[j];
                    sb.append(String.format("%9.4f", v));
                }
                sb.append(" ]\n");
            }
            return sb.toString();
        }
    }

    /** Exact 2x2 integer matrix power for Fibonacci numbers (long arithmetic). */
    static long[][] mulL(long[][] x, long[][] y) {
        long[][] r = new long[2][2];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j];
        return r;
    }

    static long fib(int n) {
        long[][] result = {{1, 0}, {0, 1}}, base = {{1, 1}, {1, 0}};
        while (n > 0) {
            if ((n & 1) == 1) result = mulL(result, base);
            base = mulL(base, base);
            n >>= 1;
        }
        return result[0][1];
    }

    public static void main(String[] args) {
        Matrix a = new Matrix(new double[][] {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}});
        Matrix b = new Matrix(new double[][] {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}});
        System.out.print("A =\n" + a + "B =\n" + b);
        System.out.print("A + B =\n" + a.plus(b) + "A * B =\n" + a.times(b) + "B^T =\n" + b.transpose() + "2.5 A =\n" + a.scale(2.5));
        System.out.println("det A = " + a.det() + ", det B = " + b.det() + ", trace B = " + b.trace());
        Matrix ai = a.inverse();
        System.out.print("A^-1 =\n" + ai);
        System.out.println("A * A^-1 == I: " + a.times(ai).approxEquals(Matrix.identity(3), 1e-9));
        double[] x = b.solve(new double[] {1, 2, 3});
        System.out.println("solve B x = (1,2,3): " + String.format("%.6f %.6f %.6f", x[0], x[1], x[2]));
        System.out.print("A^5 =\n" + a.pow(5));
        Matrix rect = new Matrix(new double[][] {{1, 2}, {3, 4}, {5, 6}});
        System.out.print("R (3x2) * R^T =\n" + rect.times(rect.transpose()) + "R^T * R =\n" + rect.transpose().times(rect));
        try {
            rect.times(rect);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            new Matrix(new double[][] {{1, 2}, {2, 4}}).solve(new double[] {1, 1});
        } catch (ArithmeticException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            new Matrix(new double[][] {{1, 2}, {3}});
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        Random rnd = new Random(99);
        int ok = 0;
        for (int t = 0; t < 20; t++) {
            int n = 2 + t % 5;
            Matrix m = Matrix.random(n, n, rnd);
            double d = m.det();
            if (Math.abs(d) < 1e-9) continue;
            Matrix inv = m.inverse();
            if (m.times(inv).approxEquals(Matrix.identity(n), 1e-8) && inv.times(m).approxEquals(Matrix.identity(n), 1e-8)) ok++;
            if (t < 5) System.out.println("random " + n + "x" + n + " det " + String.format("%.3f", d) + " det(m^T) " + String.format("%.3f", m.transpose().det()));
        }
        System.out.println("inverse checks passed: " + ok);
        Matrix big1 = Matrix.random(40, 40, rnd), big2 = Matrix.random(40, 40, rnd);
        Matrix p1 = big1.times(big2), p2 = big2.transpose().times(big1.transpose()).transpose();
        System.out.println("(AB)^T == B^T A^T: " + p1.approxEquals(p2, 0) + " trace " + p1.trace());
        StringBuilder fibs = new StringBuilder();
        for (int n = 0; n <= 92; n += 7) fibs.append(n).append(':').append(fib(n)).append(' ');
        System.out.println(fibs);
        // rotation matrices compose
        double th = Math.PI / 6;
        Matrix rot = new Matrix(new double[][] {{Math.cos(th), -Math.sin(th)}, {Math.sin(th), Math.cos(th)}});
        Matrix r12 = rot.pow(12);
        System.out.println("rotation^12 == I: " + r12.approxEquals(Matrix.identity(2), 1e-9) + ", det(rot) ~ 1: " + (Math.abs(rot.det() - 1) < 1e-12));
    }
}
