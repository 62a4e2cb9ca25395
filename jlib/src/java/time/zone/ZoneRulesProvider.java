package java.time.zone;

/**
 * Where zone rules come from (written for jpor from the Java SE API docs). jpor has one provider: the
 * host's TZif files, read through jpor.internal.TzData; providers cannot be registered.
 */
public abstract class ZoneRulesProvider {
  protected ZoneRulesProvider() {
  }

  public static ZoneRules getRules(String zoneId, boolean forCaching) {
    if (zoneId == null) throw new NullPointerException("zoneId");
    jpor.internal.TzData d = jpor.internal.TzData.load(zoneId);
    if (d == null) throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
    return new ZoneRules(d);
  }
}
