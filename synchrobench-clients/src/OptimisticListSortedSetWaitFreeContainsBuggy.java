/** Seeded bug: remove of an odd key skips the validation after locking. */
public class OptimisticListSortedSetWaitFreeContainsBuggy extends OptimisticListSortedSetWaitFreeContains {
  boolean skipValidation(int x) {
    return (x & 1) == 1;
  }
}
