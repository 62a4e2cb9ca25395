// Matrix product computed by row bands in 4 threads; result checked against
// the sequential product and printed.
public class MatrixMultiplyThreads {
    public static void main(String[] args) throws Exception {
        int n = 24;
        long[][] a = new long[n][n], b = new long[n][n], c = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i][j] = (i * 3 + j * 7) % 11 - 5;
                b[i][j] = (i * 5 + j * 2) % 13 - 6;
            }
        int threads = 4;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int lo = t * n / threads, hi = (t + 1) * n / threads;
            ts[t] = new Thread(() -> {
                for (int i = lo; i < hi; i++)
                    for (int j = 0; j < n; j++) {
                        long s = 0;
                        for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
                        c[i][j] = s;
                    }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        boolean same = true;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                long s = 0;
                for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
                if (s != c[i][j]) same = false;
            }
        System.out.println("matches sequential: " + same);
        for (int i = 0; i < n; i += 3) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < n; j += 2) sb.append(String.format("%5d", c[i][j]));
            System.out.println(sb);
        }
        long trace = 0;
        for (int i = 0; i < n; i++) trace += c[i][i];
        System.out.println("trace " + trace);
    }
}
