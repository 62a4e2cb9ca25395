package jpor;

/** Data choices and search control for model checking (natives/verify.c). */
public final class Verify {
  private Verify() {}

  /** A value in [min, max]: the checker explores every one. */
  public static native int getInt(int min, int max);

  /**
   * Under {@code jpor check --enumerate-random}: java.util.Random's nextInt(n) and nextBoolean()
   * are data choices (getInt, getBoolean), as under JPF's cg.enumerate_random.
   */
  public static native boolean randomIsChoice();

  /** false or true: the checker explores both. */
  public static native boolean getBoolean();

  /** Cut the current path unless cond holds (not an error). */
  public static native void assume(boolean cond);

  /** Run the current thread alone until endAtomic. */
  public static native void beginAtomic();

  public static native void endAtomic();

  /** JPF's name for assume. */
  public static void ignoreIf(boolean cond) {
    assume(!cond);
  }
}
