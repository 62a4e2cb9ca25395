package java.time.temporal;

/** An amount of time such as a Duration or a Period (written for jpor from the Java SE API docs). */
public interface TemporalAmount {
  long get(TemporalUnit unit);

  java.util.List<TemporalUnit> getUnits();

  Temporal addTo(Temporal temporal);

  Temporal subtractFrom(Temporal temporal);
}
