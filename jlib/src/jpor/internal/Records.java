package jpor.internal;

/**
 * The methods of records (toString, hashCode, equals), which javac implements
 * with invokedynamic and java.lang.runtime.ObjectMethods.bootstrap. The VM
 * (vm/indy.c) reads the component fields, boxes primitive ones, and calls these.
 * The results are those of the JDK's ObjectMethods.
 */
public final class Records {
  private Records() {}

  /** {@code Point[x=1, y=2]}: the simple name of the record class, then each component. */
  public static String toString(String simpleName, String[] names, Object[] values) {
    StringBuilder sb = new StringBuilder();
    sb.append(simpleName).append('[');
    for (int i = 0; i < values.length; i++) {
      if (i > 0) sb.append(", ");
      Object v = values[i];
      sb.append(names[i]).append('=').append(v == null ? "null" : v.toString());
    }
    return sb.append(']').toString();
  }

  /**
   * 31 * h + hash(c) over the components, starting from 0. A boxed primitive's
   * hashCode is its wrapper's static hashCode (Integer.hashCode(int), ...).
   */
  public static int hashCode(Object[] values) {
    int h = 0;
    for (int i = 0; i < values.length; i++) {
      Object v = values[i];
      h = 31 * h + (v == null ? 0 : v.hashCode());
    }
    return h;
  }

  /**
   * Objects.equals on each pair of components. The JDK tests the components
   * from the last to the first, which shows when an equals method has effects.
   * Boxed floats and doubles compare as Float.compare / Double.compare == 0.
   */
  public static boolean equals(Object[] a, Object[] b) {
    for (int i = a.length - 1; i >= 0; i--) {
      Object x = a[i], y = b[i];
      if (x != y && (x == null || !x.equals(y))) return false;
    }
    return true;
  }
}
