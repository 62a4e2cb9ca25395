import gov.nasa.jpf.vm.Verify;
import java.util.ArrayList;

// Every step allocates and chooses: no state repeats and the path never
// ends, so the snapshots of the open path grow until --memory stops the
// search (exit 3), as JPF's Crossing does without a depth bound.
public class EndlessChoices {
  public static void main(String[] args) {
    ArrayList<int[]> kept = new ArrayList<>();
    int heads = 0;
    while (true) {
      kept.add(new int[64]);
      if (Verify.getBoolean()) heads++;
    }
  }
}
