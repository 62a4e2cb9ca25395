import java.util.concurrent.locks.ReentrantLock;

// Bank transfers with one ReentrantLock per account, taken in a global order.
// Also audits (lock all accounts in order) run concurrently with transfers.
public class BankReentrantLock {
    static final class Account {
        final int id;
        final ReentrantLock lock = new ReentrantLock();
        long balance;
        Account(int id, long balance) { this.id = id; this.balance = balance; }
    }

    static final Account[] ACCTS = new Account[5];
    static volatile boolean auditOk = true;

    static void transfer(Account from, Account to, long amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        first.lock.lock();
        try {
            second.lock.lock();
            try {
                from.balance -= amount;
                to.balance += amount;
            } finally {
                second.lock.unlock();
            }
        } finally {
            first.lock.unlock();
        }
    }

    static long audit() {
        for (Account a : ACCTS) a.lock.lock();
        try {
            long t = 0;
            for (Account a : ACCTS) t += a.balance;
            return t;
        } finally {
            for (int i = ACCTS.length - 1; i >= 0; i--) ACCTS[i].lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < ACCTS.length; i++) ACCTS[i] = new Account(i, 500);
        final long initial = audit();
        System.out.println("initial total " + initial);
        Thread[] ts = new Thread[3];
        for (int k = 0; k < ts.length; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 250; i++) {
                    int a = (i + me) % 5, b = (i * 3 + me + 1) % 5;
                    if (a == b) b = (b + 1) % 5;
                    transfer(ACCTS[a], ACCTS[b], (i % 7) + me + 1);
                }
            });
        }
        Thread auditor = new Thread(() -> {
            for (int i = 0; i < 40; i++) if (audit() != initial) auditOk = false;
        });
        for (Thread t : ts) t.start();
        auditor.start();
        for (Thread t : ts) t.join();
        auditor.join();
        for (Account a : ACCTS) {
            System.out.println("account " + a.id + " = " + a.balance + " locked=" + a.lock.isLocked()
                + " queued=" + a.lock.hasQueuedThreads());
        }
        System.out.println("final total " + audit());
        System.out.println("audits consistent: " + auditOk);
    }
}
