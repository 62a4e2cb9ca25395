package java.time.format;

/** Styles of localized formatters (written for jpor from the Java SE API docs). */
public enum FormatStyle {
  FULL, LONG, MEDIUM, SHORT
}
