package java.util;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Finds service providers named in the class path's META-INF/services/ files (written for jpor from the Java SE API
 * docs; there are no modules, so only the class-path lookup).  Each file, from the class loader's getResources, is
 * read when the lookup reaches it: UTF-8 lines, '#' starting a comment, spaces and tabs around a name ignored;
 * a name seen before is skipped.  The iterator caches the instances it made (reload() forgets them); stream()
 * caches the providers, whose get() makes a new instance each time.  Errors are ServiceConfigurationErrors with
 * java's messages.
 */
public final class ServiceLoader<S> implements Iterable<S> {
    private static final String PREFIX = "META-INF/services/";

    /** A provider found by the lookup. */
    public static interface Provider<S> extends Supplier<S> {
        Class<? extends S> type();

        S get();
    }

    private final Class<S> service;
    private final ClassLoader loader;
    private Lookup lookup;
    private final List<S> instances = new ArrayList<S>();
    private Lookup streamLookup;
    private final List<Provider<S>> providers = new ArrayList<Provider<S>>();

    private ServiceLoader(Class<S> service, ClassLoader loader) {
        this.service = Objects.requireNonNull(service);
        this.loader = loader != null ? loader : ClassLoader.getSystemClassLoader();
        reload();
    }

    public static <S> ServiceLoader<S> load(Class<S> service, ClassLoader loader) {
        return new ServiceLoader<S>(service, loader);
    }

    public static <S> ServiceLoader<S> load(Class<S> service) {
        return new ServiceLoader<S>(service, Thread.currentThread().getContextClassLoader());
    }

    /** The platform class loader's providers: none here (jlib's classes name none). */
    public static <S> ServiceLoader<S> loadInstalled(Class<S> service) {
        return new ServiceLoader<S>(service, ClassLoader.getPlatformClassLoader());
    }

    public void reload() {
        lookup = new Lookup();
        instances.clear();
        streamLookup = null;
        providers.clear();
    }

    private ServiceConfigurationError fail(String msg, Throwable cause) {
        return new ServiceConfigurationError(service.getName() + ": " + msg, cause);
    }

    private ServiceConfigurationError fail(String msg) {
        return new ServiceConfigurationError(service.getName() + ": " + msg);
    }

    /** Walks the configuration files' names and loads their classes (checking that they are subtypes). */
    private final class Lookup {
        private Enumeration<URL> files;
        private Iterator<String> names = Collections.<String>emptyList().iterator();
        private final Set<String> seen = new HashSet<String>();
        private Class<?> next;
        private boolean failed;

        boolean hasNext() {
            if (next != null) return true;
            if (failed) return false;
            try {
                if (files == null) files = loader.getResources(PREFIX + service.getName());
                while (!names.hasNext()) {
                    if (!files.hasMoreElements()) return false;
                    names = parse(files.nextElement());
                }
            } catch (IOException e) {
                failed = true;
                throw fail("Error locating configuration files", e);
            } catch (ServiceConfigurationError e) {
                failed = true;
                throw e;
            }
            String cn = names.next();
            Class<?> c;
            try {
                c = Class.forName(cn, false, loader);
            } catch (ClassNotFoundException e) {
                throw fail("Provider " + cn + " not found");
            }
            if (!service.isAssignableFrom(c)) throw fail(cn + " not a subtype");
            next = c;
            return true;
        }

        Class<?> next() {
            if (!hasNext()) throw new NoSuchElementException();
            Class<?> c = next;
            next = null;
            return c;
        }

        private Iterator<String> parse(URL u) {
            List<String> result = new ArrayList<String>();
            try (InputStream in = u.openStream()) {
                BufferedReader r = new BufferedReader(new InputStreamReader(in, "UTF-8"));
                int lineNo = 0;
                for (String line; (line = r.readLine()) != null; ) {
                    lineNo++;
                    int hash = line.indexOf('#');
                    if (hash >= 0) line = line.substring(0, hash);
                    line = line.trim();
                    if (line.isEmpty()) continue;
                    if (line.indexOf(' ') >= 0 || line.indexOf('\t') >= 0)
                        throw fail(u + ":" + lineNo + ": Illegal configuration-file syntax");
                    int cp = line.codePointAt(0);
                    boolean ok = Character.isJavaIdentifierStart(cp);
                    for (int i = Character.charCount(cp); ok && i < line.length(); i += Character.charCount(cp)) {
                        cp = line.codePointAt(i);
                        ok = Character.isJavaIdentifierPart(cp) || cp == '.';
                    }
                    if (!ok) throw fail(u + ":" + lineNo + ": Illegal provider-class name: " + line);
                    if (seen.add(line)) result.add(line);
                }
            } catch (IOException e) {
                throw fail("Error reading configuration file", e);
            }
            return result.iterator();
        }
    }

    private S instantiate(Class<?> c) {
        Constructor<?> ctor;
        try {
            ctor = c.getConstructor();
        } catch (NoSuchMethodException e) {
            throw fail(c.getName() + " Unable to get public no-arg constructor", e);
        }
        try {
            return service.cast(ctor.newInstance());
        } catch (InvocationTargetException e) {
            throw fail("Provider " + c.getName() + " could not be instantiated", e.getCause());
        } catch (Throwable e) {
            throw fail("Provider " + c.getName() + " could not be instantiated", e);
        }
    }

    public Iterator<S> iterator() {
        return new Iterator<S>() {
            private final Lookup at = lookup;
            private int index;

            public boolean hasNext() {
                if (at != lookup) throw new ConcurrentModificationException();
                return index < instances.size() || lookup.hasNext();
            }

            public S next() {
                if (at != lookup) throw new ConcurrentModificationException();
                if (index < instances.size()) return instances.get(index++);
                S s = instantiate(lookup.next());
                instances.add(s);
                index++;
                return s;
            }

            public void remove() {
                throw new UnsupportedOperationException("remove");
            }
        };
    }

    public Optional<S> findFirst() {
        Iterator<S> it = iterator();
        return it.hasNext() ? Optional.of(it.next()) : Optional.<S>empty();
    }

    public Stream<Provider<S>> stream() {
        if (streamLookup == null) streamLookup = new Lookup();
        Spliterator<Provider<S>> sp = new Spliterators.AbstractSpliterator<Provider<S>>(Long.MAX_VALUE, Spliterator.ORDERED) {
            private int index;

            public boolean tryAdvance(Consumer<? super Provider<S>> action) {
                Provider<S> p;
                if (index < providers.size()) {
                    p = providers.get(index);
                } else if (streamLookup.hasNext()) {
                    final Class<?> c = streamLookup.next();
                    p = new Provider<S>() {
                        @SuppressWarnings("unchecked")
                        public Class<? extends S> type() {
                            return (Class<? extends S>) c;
                        }

                        public S get() {
                            return instantiate(c);
                        }
                    };
                    providers.add(p);
                } else {
                    return false;
                }
                index++;
                action.accept(p);
                return true;
            }
        };
        return StreamSupport.stream(sp, false);
    }

    public String toString() {
        return "java.util.ServiceLoader[" + service.getName() + "]";
    }
}
