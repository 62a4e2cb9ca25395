public class UncaughtDivZero {
    static int average(int[] xs) {
        int sum = 0;
        for (int x : xs) sum += x;
        return sum / xs.length;
    }

    public static void main(String[] args) {
        System.out.println("avg " + average(new int[] {1, 2, 3, 6}));
        System.out.println("avg " + average(new int[0]));
    }
}
