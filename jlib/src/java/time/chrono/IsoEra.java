package java.time.chrono;

/** The eras of the ISO calendar: before year 1 (proleptic year 0 and below) and from it on. */
public enum IsoEra implements Era {
  BCE,
  CE;

  public static IsoEra of(int isoEra) {
    switch (isoEra) {
    case 0:
      return BCE;
    case 1:
      return CE;
    default:
      throw new java.time.DateTimeException("Invalid era: " + isoEra);
    }
  }

  @Override
  public int getValue() {
    return ordinal();
  }
}
