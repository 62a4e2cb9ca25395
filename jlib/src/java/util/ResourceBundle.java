package java.util;

import java.io.IOException;
import java.io.InputStream;

/**
 * Locale-specific resources (written for jpor from the Java SE API documentation). getBundle
 * looks, for each candidate locale of the requested one (language_COUNTRY_variant,
 * language_COUNTRY, language, then the base name), for a class baseName_suffix and then a
 * properties file baseName_suffix.properties on the class path, and chains what it finds from
 * the most specific to the base bundle.  When only the base bundle is found and the default
 * locale is another, the default locale's candidates are tried first, as java's
 * Control.getFallbackLocale says (at each call: the default may have changed).  Each bundle
 * found (or not) is cached by its name.
 */
public abstract class ResourceBundle {
    protected ResourceBundle parent = null;
    private Locale locale = null;
    private String name;
    private volatile Set<String> keySet;

    private static final ResourceBundle NONE = new ResourceBundle() {
        protected Object handleGetObject(String key) {
            return null;
        }

        public Enumeration<String> getKeys() {
            return Collections.emptyEnumeration();
        }
    };

    public ResourceBundle() {
    }

    public String getBaseBundleName() {
        return name;
    }

    public final String getString(String key) {
        return (String) getObject(key);
    }

    public final String[] getStringArray(String key) {
        return (String[]) getObject(key);
    }

    /** Missing everywhere: the exception names the last bundle of the chain, as java's. */
    public final Object getObject(String key) {
        Object obj = handleGetObject(key);
        if (obj == null) {
            if (parent != null)
                obj = parent.getObject(key);
            if (obj == null)
                throw new MissingResourceException("Can't find resource for bundle " + this.getClass().getName() + ", key " + key,
                        this.getClass().getName(), key);
        }
        return obj;
    }

    public Locale getLocale() {
        return locale;
    }

    protected void setParent(ResourceBundle parent) {
        this.parent = parent;
    }

    public static final ResourceBundle getBundle(String baseName) {
        return getBundle(baseName, Locale.getDefault());
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale, ClassLoader loader) {
        return getBundle(baseName, locale);
    }

    public static ResourceBundle getBundle(String baseName, Locale targetLocale) {
        if (baseName == null || targetLocale == null)
            throw new NullPointerException();
        synchronized (loaded) {
            ResourceBundle b = find(baseName, targetLocale);
            if (b == null) {
                Locale fallback = Locale.getDefault();
                if (!fallback.equals(targetLocale) && !targetLocale.equals(Locale.ROOT))
                    b = find(baseName, fallback);
                if (b == null)
                    b = bundleFor(baseName, Locale.ROOT);
            }
            if (b == null)
                throw new MissingResourceException("Can't find bundle for base name " + baseName + ", locale " + targetLocale,
                        baseName + "_" + targetLocale, "");
            return b;
        }
    }

    /** The chain for the locale's candidates, or null if none but the base bundle exists. */
    private static ResourceBundle find(String baseName, Locale locale) {
        List<Locale> candidates = candidates(locale);
        ResourceBundle first = null, last = null;
        for (Locale l : candidates) {
            if (l.equals(Locale.ROOT))
                break;
            ResourceBundle b = bundleFor(baseName, l);
            if (b == null)
                continue;
            if (first == null)
                first = b;
            else if (last.parent == null)
                last.setParent(b);
            last = b;
        }
        if (first == null)
            return null;
        ResourceBundle root = bundleFor(baseName, Locale.ROOT);
        if (root != null && last.parent == null && last != root)
            last.setParent(root);
        return first;
    }

    private static List<Locale> candidates(Locale locale) {
        List<Locale> l = new ArrayList<Locale>();
        String lang = locale.getLanguage(), country = locale.getCountry(), variant = locale.getVariant();
        if (!variant.isEmpty())
            l.add(locale);
        if (!country.isEmpty())
            l.add(new Locale(lang, country));
        if (!lang.isEmpty())
            l.add(new Locale(lang));
        l.add(Locale.ROOT);
        return l;
    }

    private static final Map<String, ResourceBundle> loaded = new HashMap<String, ResourceBundle>();

    /** The bundle of exactly this name and locale (a class, else a properties file), or null. */
    private static ResourceBundle bundleFor(String baseName, Locale locale) {
        String bundleName = locale.equals(Locale.ROOT) ? baseName : baseName + "_" + locale;
        if (loaded.containsKey(bundleName)) {
            ResourceBundle b = loaded.get(bundleName);
            return b == NONE ? null : b;
        }
        ResourceBundle b = null;
        try {
            Class<?> c = Class.forName(bundleName);
            if (ResourceBundle.class.isAssignableFrom(c))
                b = (ResourceBundle) c.getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            // no class: a properties file
        } catch (Exception e) {
            // not instantiable: as java, look no further for this name
        }
        if (b == null) {
            InputStream in = ClassLoader.getSystemResourceAsStream(bundleName.replace('.', '/') + ".properties");
            if (in != null) {
                try {
                    try {
                        b = new PropertyResourceBundle(in);
                    } finally {
                        in.close();
                    }
                } catch (IOException e) {
                    b = null;
                }
            }
        }
        if (b != null) {
            b.name = baseName;
            b.locale = locale;
        }
        loaded.put(bundleName, b == null ? NONE : b);
        return b;
    }

    public static final void clearCache() {
        synchronized (loaded) {
            loaded.clear();
        }
    }

    public static final void clearCache(ClassLoader loader) {
        clearCache();
    }

    /** The keys of set, then those of the parent's enumeration that set does not hold. */
    static Enumeration<String> keys(final Set<String> set, final Enumeration<String> parentKeys) {
        final Iterator<String> it = set.iterator();
        return new Enumeration<String>() {
            private String next;

            public boolean hasMoreElements() {
                if (next == null) {
                    if (it.hasNext()) {
                        next = it.next();
                    } else if (parentKeys != null) {
                        while (next == null && parentKeys.hasMoreElements()) {
                            next = parentKeys.nextElement();
                            if (set.contains(next))
                                next = null;
                        }
                    }
                }
                return next != null;
            }

            public String nextElement() {
                if (hasMoreElements()) {
                    String r = next;
                    next = null;
                    return r;
                }
                throw new NoSuchElementException();
            }
        };
    }

    protected abstract Object handleGetObject(String key);

    public abstract Enumeration<String> getKeys();

    public boolean containsKey(String key) {
        if (key == null)
            throw new NullPointerException();
        for (ResourceBundle rb = this; rb != null; rb = rb.parent)
            if (rb.handleKeySet().contains(key))
                return true;
        return false;
    }

    public Set<String> keySet() {
        Set<String> keys = new HashSet<String>();
        for (ResourceBundle rb = this; rb != null; rb = rb.parent)
            keys.addAll(rb.handleKeySet());
        return keys;
    }

    protected Set<String> handleKeySet() {
        if (keySet == null) {
            Set<String> keys = new HashSet<String>();
            Enumeration<String> enumKeys = getKeys();
            while (enumKeys.hasMoreElements()) {
                String key = enumKeys.nextElement();
                if (handleGetObject(key) != null)
                    keys.add(key);
            }
            keySet = keys;
        }
        return keySet;
    }
}
