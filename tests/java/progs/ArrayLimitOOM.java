/** An array longer than the VM's largest fails with its own message. */
public class ArrayLimitOOM {
    public static void main(String[] args) {
        int[] lengths = {Integer.MAX_VALUE, Integer.MAX_VALUE - 1};
        for (int n : lengths) {
            try {
                int[] a = new int[n];
                System.out.println(a.length);
            } catch (OutOfMemoryError e) {
                System.out.println("int[" + n + "]: " + e.getMessage());
            }
            try {
                Object[] a = new Object[n];
                System.out.println(a.length);
            } catch (OutOfMemoryError e) {
                System.out.println("Object[" + n + "]: " + e.getMessage());
            }
            try {
                byte[] a = new byte[n];
                System.out.println(a.length);
            } catch (OutOfMemoryError e) {
                System.out.println("byte[" + n + "]: " + e.getMessage());
            }
        }
    }
}
