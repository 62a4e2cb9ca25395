/** user.home, user.name and os.version are the host's; a -D-less run. */
public class HostUserProps {
    public static void main(String[] args) {
        for (String k : new String[] {"user.home", "user.name", "os.version", "os.name"})
            System.out.println(k + "=" + System.getProperty(k));
        System.setProperty("user.name", "someone");
        System.out.println(System.getProperty("user.name"));
    }
}
