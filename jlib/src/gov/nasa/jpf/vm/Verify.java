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

  /** One of the values: the checker explores every one. */
  public static long getLongFromList(long... values) {
    return values[getInt(0, values.length - 1)];
  }

  /** One of the values: the checker explores every one. */
  public static double getDoubleFromList(double... values) {
    return values[getInt(0, values.length - 1)];
  }

  /** One of the values: the checker explores every one. */
  public static float getFloatFromList(float... values) {
    return values[getInt(0, values.length - 1)];
  }

  /** JPF's name for getBoolean. */
  public static boolean randomBool() {
    return getBoolean();
  }

  /**
   * Counter id (from 0): the counters are not part of the program's state, so a search does not
   * reset them when it backtracks: they count over all the paths explored, as in JPF.
   */
  public static native int getCounter(int id);

  public static native void setCounter(int id, int val);

  /** Adds one to counter id; returns the new value. */
  public static native int incrementCounter(int id);

  public static void resetCounter(int id) {
    setCounter(id, 0);
  }

  /** true under jpor check, false under jpor run (as on a JVM without JPF). */
  public static native boolean isRunningInJPF();

  /** true or false as getBoolean; JPF's form with a default for plain runs. */
  public static boolean getBoolean(boolean falseFirst) {
    return getBoolean();
  }
}
