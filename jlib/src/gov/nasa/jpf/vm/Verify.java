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

  /** What getValue gives for a key never put. */
  public static final int NO_VALUE = -1;

  /**
   * A value under a key, kept outside the program's state as the counters are: what one path
   * puts, the paths explored after it read.
   */
  public static native void putValue(String key, int value);

  /** The value last put under key on any path, or NO_VALUE. */
  public static native int getValue(String key);

  /** Bit sets by id (from 0), outside the program's state as the counters are. */
  public static native void setBitInBitSet(int id, int bit, boolean value);

  public static native boolean getBitInBitSet(int id, int bit);

  /**
   * Can another thread reach o now (from a static field or from two threads' stacks and the
   * objects they reach)? false under `jpor run` and for null.
   */
  public static native boolean isShared(Object o);

  /**
   * Is the method that calls this one in refClassName or a subclass or implementation of it?
   */
  public static boolean isCalledFromClass(String refClassName) {
    StackTraceElement[] st = new Throwable().getStackTrace();
    if (st.length < 2) return false;
    try {
      Class<?> ref = Class.forName(refClassName);
      Class<?> caller = Class.forName(st[1].getClassName());
      return ref.isAssignableFrom(caller);
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  /** JPF needs this to stand in for a busy wait; a search explores the schedules anyway. */
  public static void busyWait(long duration) {}

  /** Ends the current transition: a scheduling point, as Thread.yield() is. */
  public static void breakTransition(String reason) {
    Thread.yield();
  }

  /** The host's time in milliseconds: under check, the checker's clock (it stands still). */
  public static long currentTimeMillis() {
    return System.currentTimeMillis();
  }

  /** JPF's configuration properties: jpor has no JPF configuration; they are ignored. */
  public static void setProperties(String... p) {}

  /** JPF's peer classes: jpor's natives are its own; ignored. */
  public static void setPeerClass(Class<?> cls) {}

  public static final int SEVERE = 1;
  public static final int WARNING = 2;
  public static final int INFO = 3;
  public static final int FINE = 4;
  public static final int FINER = 5;
  public static final int FINEST = 6;

  /** JPF's logging, off unless its configuration turns a logger on: prints nothing here. */
  public static void log(String loggerId, int logLevel, String msg) {}

  public static void log(String loggerId, int logLevel, String msg, String arg) {}

  public static void log(String loggerId, int logLevel, String format, Object... args) {}

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
