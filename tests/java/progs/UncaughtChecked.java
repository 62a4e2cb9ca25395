public class UncaughtChecked {
    static class ConfigException extends Exception {
        final String key;
        ConfigException(String key, String message) {
            super(message + " (key=" + key + ")");
            this.key = key;
        }
    }

    static String lookup(String key) throws ConfigException {
        if (!key.startsWith("app.")) {
            throw new ConfigException(key, "unknown configuration key");
        }
        return "value-of-" + key;
    }

    public static void main(String[] args) throws ConfigException {
        System.out.println(lookup("app.name"));
        System.out.println(lookup("db.password"));
    }
}
