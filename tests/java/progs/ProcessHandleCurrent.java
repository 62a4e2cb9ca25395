// release: 17
import java.util.Optional;

/** ProcessHandle.current(): what a program can print without the pid itself (which changes from run to run). */
public class ProcessHandleCurrent {
    public static void main(String[] args) {
        ProcessHandle me = ProcessHandle.current();
        long pid = me.pid();
        System.out.println("pid > 0: " + (pid > 0));
        System.out.println("alive: " + me.isAlive());
        System.out.println("same object: " + (ProcessHandle.current() == me) + ", equals: " + me.equals(ProcessHandle.current()));
        System.out.println("toString is the pid: " + me.toString().equals(Long.toString(pid)));
        System.out.println("hashCode: " + (me.hashCode() == Long.hashCode(pid)));
        Optional<ProcessHandle> again = ProcessHandle.of(pid);
        System.out.println("of(pid): " + again.isPresent() + " " + again.get().equals(me) + " " + (again.get().compareTo(me) == 0));
        System.out.println("supportsNormalTermination: " + me.supportsNormalTermination());
        Optional<ProcessHandle> parent = me.parent();
        System.out.println("parent: " + parent.isPresent() + " " + parent.map(p -> p.pid() != pid && p.isAlive()).orElse(false)
                + " " + parent.map(p -> Integer.signum(p.compareTo(me)) == Integer.signum(Long.compare(p.pid(), pid))).orElse(false));
        System.out.println("parent's children include me: " + parent.map(p -> p.children().anyMatch(me::equals)).orElse(false));
        System.out.println("my children: " + me.children().count() + ", descendants: " + me.descendants().count());
        System.out.println("listed among all: " + ProcessHandle.allProcesses().anyMatch(me::equals));
        System.out.println("info.user present: " + me.info().user().isPresent()
                + ", equals user.name: " + me.info().user().map(u -> u.equals(System.getProperty("user.name"))).orElse(false));
        try {
            me.destroy();
        } catch (IllegalStateException e) {
            System.out.println("destroy: " + e.getMessage());
        }
        try {
            me.destroyForcibly();
        } catch (IllegalStateException e) {
            System.out.println("destroyForcibly: " + e.getMessage());
        }
        try {
            me.onExit();
        } catch (IllegalStateException e) {
            System.out.println("onExit: " + e.getMessage());
        }
        System.out.println("of(Long.MAX_VALUE): " + ProcessHandle.of(Long.MAX_VALUE).isPresent());
    }
}
