package gov.nasa.jpf.vm;

/** Data choices and search control for model checking (natives/verify.c). */
public final class Verify {
  private Verify() {}

  /** A value in [min, max]: the checker explores every one. */
  public static native int getInt(int min, int max);

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

  /** A value in [0, n]: the checker explores every one. */
  public static int random(int n) {
    return getInt(0, n);
  }

  /** One of the values: the checker explores every one. */
  public static int getIntFromList(int... values) {
    return values[getInt(0, values.length - 1)];
  }

  /** true or false as getBoolean; JPF's form with a default for plain runs. */
  public static boolean getBoolean(boolean falseFirst) {
    return getBoolean();
  }
}
