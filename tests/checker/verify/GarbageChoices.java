import gov.nasa.jpf.vm.Verify;

// Each round makes 8 KiB of garbage and a data choice whose two values lead
// to the same state: 200 rounds, a path of 200 stored states.  Were the
// garbage of the path copied into every snapshot (the collector alone runs
// only every 16 MiB), the snapshots would take 160 MiB.
public class GarbageChoices {
  public static void main(String[] args) {
    int sum = 0;
    for (int i = 0; i < 200; i++) {
      byte[] garbage = new byte[8192];
      garbage[i] = 1;
      sum += garbage[i];
      Verify.getBoolean();
    }
    assert sum == 200;
  }
}
