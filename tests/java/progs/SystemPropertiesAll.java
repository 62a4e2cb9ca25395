import java.util.Properties;
import java.util.TreeSet;

/* System.getProperties() holds what getProperty answers, those made on
 * demand (user.dir) too; user.language is set. */
public class SystemPropertiesAll {
  public static void main(String[] args) {
    Properties p = System.getProperties();
    String[] wanted = {"file.encoding", "file.separator", "java.specification.version",
                       "line.separator", "os.name", "path.separator", "user.language"};
    for (String k : new TreeSet<>(p.stringPropertyNames())) {
      for (String w : wanted) {
        if (k.equals(w)) System.out.println(k + "=" + p.getProperty(k).replace("\n", "\\n"));
      }
    }
    System.out.println("user.dir agrees: " + p.getProperty("user.dir").equals(System.getProperty("user.dir")));
    System.out.println("java.home set: " + (p.getProperty("java.home") != null));
    System.out.println("language: " + System.getProperty("user.language"));
    System.setProperty("jpor.test.key", "v1");
    System.out.println("set then copied: " + System.getProperties().getProperty("jpor.test.key"));
  }
}
