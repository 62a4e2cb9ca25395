package java.time.temporal;

/** Thrown for a field or unit a temporal does not support. */
public class UnsupportedTemporalTypeException extends java.time.DateTimeException {
  public UnsupportedTemporalTypeException(String message) {
    super(message);
  }

  public UnsupportedTemporalTypeException(String message, Throwable cause) {
    super(message, cause);
  }
}
