package java.util.logging;

/** A logging level: a name and an integer value; the standard ones are constants. */
public class Level implements java.io.Serializable {
    public static final Level OFF = new Level("OFF", Integer.MAX_VALUE);
    public static final Level SEVERE = new Level("SEVERE", 1000);
    public static final Level WARNING = new Level("WARNING", 900);
    public static final Level INFO = new Level("INFO", 800);
    public static final Level CONFIG = new Level("CONFIG", 700);
    public static final Level FINE = new Level("FINE", 500);
    public static final Level FINER = new Level("FINER", 400);
    public static final Level FINEST = new Level("FINEST", 300);
    public static final Level ALL = new Level("ALL", Integer.MIN_VALUE);

    private static final Level[] KNOWN = { OFF, SEVERE, WARNING, INFO, CONFIG, FINE, FINER, FINEST, ALL };

    private final String name;
    private final int value;
    private final String resourceBundleName;

    protected Level(String name, int value) {
        this(name, value, null);
    }

    protected Level(String name, int value, String resourceBundleName) {
        if (name == null)
            throw new NullPointerException();
        this.name = name;
        this.value = value;
        this.resourceBundleName = resourceBundleName;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public String getName() {
        return name;
    }

    public String getLocalizedName() {
        return name;
    }

    public final String toString() {
        return name;
    }

    public final int intValue() {
        return value;
    }

    public static synchronized Level parse(String name) throws IllegalArgumentException {
        name.length(); // null check
        for (int i = 0; i < KNOWN.length; i++)
            if (KNOWN[i].name.equals(name))
                return KNOWN[i];
        try {
            int x = Integer.parseInt(name);
            for (int i = 0; i < KNOWN.length; i++)
                if (KNOWN[i].value == x)
                    return KNOWN[i];
            return new Level(name, x);
        } catch (NumberFormatException ex) {
            // not a number
        }
        throw new IllegalArgumentException("Bad level \"" + name + "\"");
    }

    public boolean equals(Object ox) {
        return ox instanceof Level && ((Level) ox).value == value;
    }

    public int hashCode() {
        return value;
    }
}
