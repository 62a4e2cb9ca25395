public class UncaughtAioobe {
    public static void main(String[] args) {
        int[] data = {10, 20, 30};
        int total = 0;
        for (int i = 0; i <= data.length; i++) {
            System.out.println("adding data[" + i + "]");
            total += data[i];
        }
        System.out.println("total " + total);
    }
}
