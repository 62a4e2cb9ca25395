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

  /**
   * Under jpor check, the search ends here: the report shows the path to this point (exit 0 when
   * no error was found before). Under jpor run, nothing happens.
   */
  public static native void terminateSearch();

  /**
   * Under jpor check, the path to here is written to fileName as a trace for jpor replay (null:
   * the report shows the path). comment is not kept. Under jpor run, nothing happens.
   */
  public static native void storeTrace(String fileName, String comment);

  public static void storeTraceIf(boolean cond, String fileName, String comment) {
    if (cond) storeTrace(fileName, comment);
  }

  public static void storeTraceAndTerminate(String fileName, String comment) {
    storeTrace(fileName, comment);
    terminateSearch();
  }

  public static void storeTraceAndTerminateIf(boolean cond, String fileName, String comment) {
    if (cond) storeTraceAndTerminate(fileName, comment);
  }

  /** false: jpor replays traces with jpor replay, not inside the program. */
  public static boolean isTraceReplay() {
    return false;
  }

  /**
   * JPF prints the output of the path so far. jpor keeps no output per path: under check the
   * program's output is muted (--show-output shows it as it comes; jpor replay shows a trace's).
   */
  public static native void printPathOutput(String msg);

  public static native void printPathOutput(boolean cond, String msg);

  /** A failed property: an AssertionError with message s. */
  public static void assertTrue(String s, boolean cond) {
    if (!cond) throw new AssertionError(s);
  }

  public static void assertTrue(boolean cond) {
    if (!cond) throw new AssertionError();
  }

  /** JPF's testing aid: -1 (no choice is made). */
  public static int breakTransition(String reason, int min, int max) {
    return -1;
  }

  public static void print(String s) {
    System.out.print(s);
  }

  public static void println(String s) {
    System.out.println(s);
  }

  public static void print(String s, int i) {
    System.out.print(s + " : " + i);
  }

  public static void print(String s, boolean b) {
    System.out.print(s + " : " + b);
  }

  public static void println() {
    System.out.println();
  }

  public static void print(String... args) {
    for (String s : args) System.out.print(s);
  }

  /** s after the current thread's name and ": ". */
  public static void threadPrint(String s) {
    System.out.print(Thread.currentThread().getName() + ": " + s);
  }

  public static void threadPrintln(String s) {
    threadPrint(s);
    System.out.println();
  }
}
