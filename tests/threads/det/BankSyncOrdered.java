// Bank transfers between accounts; each transfer locks both accounts with
// synchronized in a global order (by account number), so it cannot deadlock.
// Transfers are unconditional, so the final balances do not depend on the order.
public class BankSyncOrdered {
    static final class Account {
        final int id;
        long balance;
        int ops;
        Account(int id, long balance) { this.id = id; this.balance = balance; }
    }

    static void transfer(Account from, Account to, long amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= amount;
                to.balance += amount;
                from.ops++;
                to.ops++;
            }
        }
    }

    static long total(Account[] accts) {
        long t = 0;
        for (Account a : accts) synchronized (a) { t += a.balance; }
        return t;
    }

    public static void main(String[] args) throws Exception {
        final Account[] accts = new Account[6];
        for (int i = 0; i < accts.length; i++) accts[i] = new Account(i, 1000 + 100 * i);
        System.out.println("total before " + total(accts));
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            final int seed = k;
            ts[k] = new Thread(() -> {
                int x = seed * 7 + 3;
                for (int i = 0; i < 300; i++) {
                    x = (x * 1103515245 + 12345) & 0x7fffffff;
                    int a = x % 6;
                    int b = (a + 1 + (x >> 8) % 5) % 6;
                    transfer(accts[a], accts[b], (x >> 4) % 50 + 1);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (Account a : accts) System.out.println("account " + a.id + ": balance " + a.balance + ", ops " + a.ops);
        System.out.println("total after " + total(accts));
        int ops = 0;
        for (Account a : accts) ops += a.ops;
        System.out.println("transfers " + ops / 2);
    }
}
