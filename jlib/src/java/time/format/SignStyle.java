package java.time.format;

/** How the sign of a number is printed and parsed (written for jpor from the Java SE API docs). */
public enum SignStyle {
  NORMAL, ALWAYS, NEVER, NOT_NEGATIVE, EXCEEDS_PAD
}
