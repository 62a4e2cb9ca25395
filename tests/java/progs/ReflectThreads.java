import java.lang.reflect.Field;
import java.lang.reflect.Method;

/** Reflective calls and field accesses from several threads: synchronized methods, volatile fields, join. */
public class ReflectThreads {
    static class Account {
        private int balance;
        volatile boolean closed;

        synchronized void deposit(int amount) {
            balance += amount;
        }

        synchronized int balance() {
            return balance;
        }
    }

    public static void main(String[] args) throws Exception {
        Account acc = new Account();
        Method deposit = Account.class.getDeclaredMethod("deposit", int.class);
        Method balance = Account.class.getDeclaredMethod("balance");
        Field closed = Account.class.getDeclaredField("closed");
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            final int amount = i + 1;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 3; k++) {
                        deposit.invoke(acc, amount);
                    }
                } catch (ReflectiveOperationException e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        closed.setBoolean(acc, true);
        System.out.println("balance " + balance.invoke(acc) + " closed " + closed.get(acc));
        assert (Integer) balance.invoke(acc) == 9 : "lost update";
    }
}
