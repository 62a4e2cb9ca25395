package java.time.format;

/** How parsed fields are resolved (written for jpor from the Java SE API docs). */
public enum ResolverStyle {
  STRICT, SMART, LENIENT
}
