/* CPU-bound: array loops (sieve of Eratosthenes, repeated). */
public class BenchSieve {
  public static void main(String[] args) {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 2000000;
    int count = 0;
    for (int round = 0; round < 5; round++) {
      boolean[] composite = new boolean[n + 1];
      count = 0;
      for (int i = 2; i <= n; i++) {
        if (composite[i]) continue;
        count++;
        for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
      }
    }
    System.out.println("primes below " + n + ": " + count);
  }
}
