import java.io.*;
import java.util.*;

public class ResourceBundles {
    public static class Msgs extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "Hello"}, {"farewell", "Goodbye"}, {"count", Integer.valueOf(3)}, {"colors", new String[] {"red", "green"}},
                {"only.base", "base value"}};
        }
    }

    public static class Msgs_fr extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "Bonjour"}, {"farewell", "Au revoir"}};
        }
    }

    public static class Msgs_fr_CA extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "Allo"}};
        }
    }

    public static class Msgs_de extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "Hallo"}};
        }
    }

    static String keys(ResourceBundle b) {
        List<String> l = Collections.list(b.getKeys());
        Collections.sort(l);
        return l.toString();
    }

    public static void main(String[] args) throws IOException {
        String base = "ResourceBundles$Msgs";
        Locale[] locales = {Locale.US, Locale.FRANCE, Locale.CANADA_FRENCH, Locale.GERMANY, new Locale("es"), Locale.ROOT};
        for (Locale l : locales) {
            ResourceBundle b = ResourceBundle.getBundle(base, l);
            System.out.println(l + " -> " + b.getLocale() + " " + b.getString("greeting") + " / " + b.getString("farewell") + " / " + b.getObject("count")
                    + " / " + Arrays.toString(b.getStringArray("colors")) + " / " + b.getString("only.base") + " " + keys(b) + " " + b.containsKey("count")
                    + " " + new TreeSet<String>(b.keySet()) + " " + b.getBaseBundleName());
        }
        System.out.println(ResourceBundle.getBundle(base, Locale.FRANCE) == ResourceBundle.getBundle(base, Locale.FRANCE));
        Locale.setDefault(Locale.GERMANY);
        System.out.println(ResourceBundle.getBundle(base, new Locale("es")).getString("greeting") + " " + ResourceBundle.getBundle(base).getLocale());
        Locale.setDefault(Locale.US);
        try {
            ResourceBundle.getBundle(base, Locale.FRANCE).getString("missing.key");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
        try {
            ResourceBundle.getBundle("no.such.Bundle", Locale.ITALY);
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
        try {
            ResourceBundle.getBundle(base).getString("count");
        } catch (ClassCastException e) {
            System.out.println("CCE");
        }
        String props = "title=Caf\u00e9 menu\nitems = 3\n# comment\nmulti=a\\\n  b\nk1=v1\nk2=v2\nk3=v3\nk4=v4\nk5=v5\nalpha=1\nbeta=2\ngamma=3\n";
        PropertyResourceBundle utf8 = new PropertyResourceBundle(new ByteArrayInputStream(props.getBytes("UTF-8")));
        PropertyResourceBundle latin = new PropertyResourceBundle(new ByteArrayInputStream(props.getBytes("ISO-8859-1")));
        PropertyResourceBundle reader = new PropertyResourceBundle(new StringReader(props));
        System.out.println(utf8.getString("title") + " " + latin.getString("title") + " " + reader.getString("multi") + " " + utf8.getString("items"));
        System.out.println(Collections.list(utf8.getKeys()));
        System.out.println(Collections.list(new Msgs().getKeys()));
    }
}
