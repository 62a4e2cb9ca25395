package java.lang;

import java.io.IOException;

/** An object to which char sequences and values can be appended. */
public interface Appendable {
    Appendable append(CharSequence csq) throws IOException;

    Appendable append(CharSequence csq, int start, int end) throws IOException;

    Appendable append(char c) throws IOException;
}
