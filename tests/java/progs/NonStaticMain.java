/** An instance main: java's launcher refuses it with "Main method is not static", exit 1. */
public class NonStaticMain {
    public void main(String[] args) {
        System.out.println("never printed");
    }
}
