package java.time.zone;

/** Thrown for a time-zone that has no rules (jpor knows only fixed-offset zones). */
public class ZoneRulesException extends java.time.DateTimeException {
  public ZoneRulesException(String message) {
    super(message);
  }

  public ZoneRulesException(String message, Throwable cause) {
    super(message, cause);
  }
}
