package java.time.chrono;

/** An era of a calendar system; jlib has the ISO eras only ({@link IsoEra}). */
public interface Era {
  /** The era's number in its calendar system. */
  int getValue();
}
