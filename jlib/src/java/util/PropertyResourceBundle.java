package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/** A resource bundle read from a properties stream (UTF-8, or ISO-8859-1 if it is not UTF-8). */
public class PropertyResourceBundle extends ResourceBundle {
    private final Map<String, Object> lookup;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public PropertyResourceBundle(InputStream stream) throws IOException {
        java.io.ByteArrayOutputStream bo = new java.io.ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = stream.read(buf)) > 0)
            bo.write(buf, 0, n);
        byte[] bytes = bo.toByteArray();
        String text;
        try {
            text = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        Properties properties = new Properties();
        properties.load(new java.io.StringReader(text));
        lookup = new HashMap(properties);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public PropertyResourceBundle(Reader reader) throws IOException {
        Properties properties = new Properties();
        properties.load(reader);
        lookup = new HashMap(properties);
    }

    public Object handleGetObject(String key) {
        if (key == null)
            throw new NullPointerException();
        return lookup.get(key);
    }

    public Enumeration<String> getKeys() {
        return ResourceBundle.keys(lookup.keySet(), parent != null ? parent.getKeys() : null);
    }

    protected Set<String> handleKeySet() {
        return lookup.keySet();
    }
}
