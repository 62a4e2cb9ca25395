public class LabeledLoops {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int n = 0;
        search:
        while (true) {
            n++;
            int k = 0;
            do {
                k++;
                if (n * k == 42) break search;
                if (k > n) continue search;
            } while (k < 10);
        }
        System.out.println("found n=" + n);
        block:
        {
            System.out.println("in block");
            if (n > 0) break block;
            System.out.println("never printed");
        }
        // do-while runs at least once
        int count = 0;
        do {
            count++;
        } while (count < 0);
        System.out.println("do-while count " + count);
        // complex for headers
        StringBuilder sb = new StringBuilder();
        for (int i = 0, j = 10; i < j; i += 2, j--) sb.append(i).append(':').append(j).append(' ');
        System.out.println(sb);
        // while with complex condition and side effects
        int a = 0, b = 100;
        while (a++ < b-- && a * 3 < b) { }
        System.out.println("a=" + a + " b=" + b);
        // nested ternaries and conditional evaluation
        for (int x = -2; x <= 2; x++) {
            String s = x < 0 ? (x < -1 ? "very negative" : "negative") : x == 0 ? "zero" : (x > 1 ? "very positive" : "positive");
            System.out.print(s + "; ");
        }
        System.out.println();
        // switch with fallthrough in a loop, continue inside switch
        int total = 0;
        for (int i = 0; i < 10; i++) {
            switch (i % 4) {
                case 0:
                    total += 1;
                case 1:
                    total += 10;
                    break;
                case 2:
                    continue;
                default:
                    total += 100;
            }
            total *= 2;
        }
        System.out.println("total " + total);
        // infinite for with break
        int steps = 0;
        for (long v = 27; ; steps++) {
            if (v == 1) break;
            v = (v % 2 == 0) ? v / 2 : 3 * v + 1;
        }
        System.out.println("collatz(27) steps " + steps);
        // labeled continue in nested while
        int primes = 0;
        int cand = 1;
        next:
        while (cand < 200) {
            cand++;
            int d = 2;
            while (d * d <= cand) {
                if (cand % d == 0) continue next;
                d++;
            }
            primes++;
        }
        System.out.println("primes below 200: " + primes);
        // compound boolean logic with short-circuit side effects
        int[] calls = new int[1];
        boolean r = check(calls, false) && check(calls, true) || check(calls, true) && !check(calls, false);
        System.out.println(r + " calls " + calls[0]);
        // long loop counter and overflow loop
        long lsum = 0;
        for (long L = Integer.MAX_VALUE - 3L; L <= Integer.MAX_VALUE + 3L; L++) lsum += L;
        System.out.println("lsum " + lsum);
        byte bcount = 0;
        int iterations = 0;
        for (byte bb = 120; bb > 0 && iterations < 20; bb++) iterations++;
        System.out.println("byte loop iterations " + iterations + " " + bcount);
        char ch = 'a';
        StringBuilder cs = new StringBuilder();
        while (ch <= 'z') {
            cs.append(ch);
            ch += 5;
        }
        System.out.println(cs);
    }

    static boolean check(int[] calls, boolean v) {
        calls[0]++;
        return v;
    }
}
