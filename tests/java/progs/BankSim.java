import java.util.*;

/** Bank simulation: accounts, transactions, overdraft exceptions, interest, audit log. */
public class BankSim {
    static class BankException extends Exception {
        BankException(String msg) { super(msg); }
    }

    static class InsufficientFundsException extends BankException {
        final long shortBy;
        InsufficientFundsException(String acct, long shortBy) {
            super("insufficient funds in " + acct + ": short by " + money(shortBy));
            this.shortBy = shortBy;
        }
    }

    static class AccountNotFoundException extends BankException {
        AccountNotFoundException(String id) { super("no such account: " + id); }
    }

    static class FrozenAccountException extends BankException {
        FrozenAccountException(String id) { super("account frozen: " + id); }
    }

    enum TxType { DEPOSIT, WITHDRAW, TRANSFER_IN, TRANSFER_OUT, INTEREST, FEE }

    static final class Tx {
        final int seq;
        final TxType type;
        final long amount;
        final long balanceAfter;
        final String memo;
        Tx(int seq, TxType type, long amount, long balanceAfter, String memo) {
            this.seq = seq; this.type = type; this.amount = amount; this.balanceAfter = balanceAfter; this.memo = memo;
        }
        @Override public String toString() {
            return String.format("#%03d %-12s %10s -> %10s %s", seq, type, money(amount), money(balanceAfter), memo);
        }
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        return String.format("%s$%d.%02d", sign, abs / 100, abs % 100);
    }

    static abstract class Account {
        final String id;
        final String owner;
        protected long balance;
        boolean frozen;
        final List<Tx> history = new ArrayList<Tx>();

        Account(String id, String owner) { this.id = id; this.owner = owner; }

        abstract long overdraftLimit();
        abstract long monthlyInterestBasisPoints();
        abstract String kind();

        void record(Bank bank, TxType type, long amount, String memo) {
            history.add(new Tx(bank.nextSeq(), type, amount, balance, memo));
        }

        void deposit(Bank bank, long amount, String memo) throws BankException {
            if (amount <= 0) throw new IllegalArgumentException("deposit must be positive: " + amount);
            if (frozen) throw new FrozenAccountException(id);
            balance += amount;
            record(bank, TxType.DEPOSIT, amount, memo);
        }

        void withdraw(Bank bank, long amount, TxType type, String memo) throws BankException {
            if (amount <= 0) throw new IllegalArgumentException("withdrawal must be positive: " + amount);
            if (frozen) throw new FrozenAccountException(id);
            if (balance - amount < -overdraftLimit()) throw new InsufficientFundsException(id, amount - balance - overdraftLimit());
            balance -= amount;
            record(bank, type, amount, memo);
        }

        void monthEnd(Bank bank) {
            if (balance > 0) {
                long interest = balance * monthlyInterestBasisPoints() / 10000;
                if (interest > 0) {
                    balance += interest;
                    record(bank, TxType.INTEREST, interest, "monthly interest");
                }
            } else if (balance < 0) {
                long fee = 2500 + (-balance) / 100;
                balance -= fee;
                record(bank, TxType.FEE, fee, "overdraft fee");
            }
        }

        @Override public String toString() {
            return String.format("%-6s %-8s %-10s %12s%s", id, kind(), owner, money(balance), frozen ? " [FROZEN]" : "");
        }
    }

    static class Checking extends Account {
        Checking(String id, String owner) { super(id, owner); }
        long overdraftLimit() { return 50000; }
        long monthlyInterestBasisPoints() { return 1; }
        String kind() { return "checking"; }
    }

    static class Savings extends Account {
        int withdrawalsThisMonth;
        Savings(String id, String owner) { super(id, owner); }
        long overdraftLimit() { return 0; }
        long monthlyInterestBasisPoints() { return 35; }
        String kind() { return "savings"; }
        @Override void withdraw(Bank bank, long amount, TxType type, String memo) throws BankException {
            if (++withdrawalsThisMonth > 3) throw new BankException("savings withdrawal limit reached for " + id);
            super.withdraw(bank, amount, type, memo);
        }
        @Override void monthEnd(Bank bank) {
            super.monthEnd(bank);
            withdrawalsThisMonth = 0;
        }
    }

    static class Bank {
        private final Map<String, Account> accounts = new LinkedHashMap<String, Account>();
        private int seq;
        int failures;
        final Map<String, Integer> failureKinds = new TreeMap<String, Integer>();

        int nextSeq() { return ++seq; }

        Account open(Account a) { accounts.put(a.id, a); return a; }

        Account get(String id) throws AccountNotFoundException {
            Account a = accounts.get(id);
            if (a == null) throw new AccountNotFoundException(id);
            return a;
        }

        void transfer(String from, String to, long amount) throws BankException {
            Account src = get(from);
            Account dst = get(to);
            if (src == dst) throw new BankException("cannot transfer to same account " + from);
            src.withdraw(this, amount, TxType.TRANSFER_OUT, "to " + to);
            try {
                dst.deposit(this, amount, "from " + from);
            } catch (BankException e) {
                // roll back
                src.balance += amount;
                src.record(this, TxType.DEPOSIT, amount, "rollback: " + e.getMessage());
                throw e;
            }
        }

        void execute(String command) {
            String[] p = command.split(" ");
            try {
                switch (p[0]) {
                    case "deposit": get(p[1]).deposit(this, Long.parseLong(p[2]), "cash"); break;
                    case "withdraw": get(p[1]).withdraw(this, Long.parseLong(p[2]), TxType.WITHDRAW, "atm"); break;
                    case "transfer": transfer(p[1], p[2], Long.parseLong(p[3])); break;
                    case "freeze": get(p[1]).frozen = true; break;
                    case "unfreeze": get(p[1]).frozen = false; break;
                    case "month": for (Account a : accounts.values()) a.monthEnd(this); break;
                    default: throw new UnsupportedOperationException("unknown command " + p[0]);
                }
                System.out.println("ok   " + command);
            } catch (BankException e) {
                failures++;
                String k = e.getClass().getSimpleName();
                Integer c = failureKinds.get(k);
                failureKinds.put(k, c == null ? 1 : c + 1);
                System.out.println("FAIL " + command + " -> " + k + ": " + e.getMessage());
            } catch (RuntimeException e) {
                failures++;
                System.out.println("ERR  " + command + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }

        long totalDeposits() {
            long t = 0;
            for (Account a : accounts.values()) t += a.balance;
            return t;
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        bank.open(new Checking("C-1", "alice"));
        bank.open(new Savings("S-1", "alice"));
        bank.open(new Checking("C-2", "bob"));
        bank.open(new Savings("S-2", "carol"));
        String[] script = {
            "deposit C-1 100000", "deposit S-1 500000", "deposit C-2 2500", "withdraw C-2 40000", "withdraw C-2 20000",
            "transfer S-1 C-2 30000", "transfer C-1 S-9 100", "withdraw S-2 1", "deposit S-2 -5", "deposit S-2 12345",
            "freeze C-2", "deposit C-2 100", "transfer C-1 C-2 5000", "unfreeze C-2", "transfer C-1 C-2 5000",
            "withdraw S-1 1000", "withdraw S-1 1000", "withdraw S-1 1000", "transfer C-1 C-1 5", "month",
            "withdraw S-1 1000", "withdraw C-1 99999999", "bogus C-1", "deposit C-1 abc", "month", "month",
        };
        for (String cmd : script) bank.execute(cmd);
        // pseudo-random activity
        Random r = new Random(77);
        String[] ids = {"C-1", "S-1", "C-2", "S-2"};
        for (int day = 0; day < 60; day++) {
            String a = ids[r.nextInt(ids.length)];
            String b = ids[r.nextInt(ids.length)];
            long amt = 100 + r.nextInt(50000);
            int op = r.nextInt(10);
            String cmd = op < 4 ? "deposit " + a + " " + amt : op < 7 ? "withdraw " + a + " " + amt : "transfer " + a + " " + b + " " + amt;
            bank.execute(cmd);
            if (day % 20 == 19) bank.execute("month");
        }
        System.out.println("--- accounts ---");
        for (Account a : bank.accounts.values()) System.out.println(a);
        System.out.println("total held: " + money(bank.totalDeposits()) + ", failures: " + bank.failures + " " + bank.failureKinds);
        System.out.println("--- history of C-2 ---");
        for (Tx t : bank.accounts.get("C-2").history) System.out.println(t);
        Map<TxType, Long> volume = new EnumMap<TxType, Long>(TxType.class);
        for (Account a : bank.accounts.values()) {
            for (Tx t : a.history) {
                Long v = volume.get(t.type);
                volume.put(t.type, (v == null ? 0 : v) + t.amount);
            }
        }
        System.out.println("--- volume by type ---");
        for (Map.Entry<TxType, Long> e : volume.entrySet()) System.out.println(String.format("%-12s %12s", e.getKey(), money(e.getValue())));
        List<Account> ranked = new ArrayList<Account>(bank.accounts.values());
        Collections.sort(ranked, new Comparator<Account>() {
            public int compare(Account x, Account y) { return Long.compare(y.balance, x.balance); }
        });
        StringBuilder sb = new StringBuilder("ranking:");
        for (Account a : ranked) sb.append(' ').append(a.id);
        System.out.println(sb);
    }
}
