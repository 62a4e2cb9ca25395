import java.util.*;

public class StdinScanner {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        int[][] m = new int[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                m[i][j] = sc.nextInt();
        long trace = 0;
        for (int i = 0; i < n; i++) trace += m[i][i];
        System.out.println("matrix " + n + "x" + n + " trace " + trace);
        for (int[] row : m) System.out.println(Arrays.toString(row));
        sc.nextLine();
        String name = sc.nextLine();
        System.out.println("name: [" + name + "]");
        int q = sc.nextInt();
        for (int i = 0; i < q; i++) {
            String cmd = sc.next();
            switch (cmd) {
                case "add": {
                    int a = sc.nextInt(), b = sc.nextInt();
                    System.out.println(a + " + " + b + " = " + (a + b));
                    break;
                }
                case "mul": {
                    double a = sc.nextDouble(), b = sc.nextDouble();
                    System.out.println(a + " * " + b + " = " + (a * b));
                    break;
                }
                case "rev": {
                    String s = sc.next();
                    System.out.println(new StringBuilder(s).reverse());
                    break;
                }
                default:
                    System.out.println("unknown command " + cmd + ", rest of line: [" + sc.nextLine().trim() + "]");
            }
        }
        List<String> rest = new ArrayList<String>();
        while (sc.hasNextLine()) rest.add(sc.nextLine());
        System.out.println("remaining lines " + rest.size() + ": " + rest);
    }
}
