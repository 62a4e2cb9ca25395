package java.time;

/** Thrown for errors in calculating dates and times (written for jpor from the Java SE API docs). */
public class DateTimeException extends RuntimeException {
  public DateTimeException(String message) {
    super(message);
  }

  public DateTimeException(String message, Throwable cause) {
    super(message, cause);
  }
}
