package java.text;

import java.util.Locale;

/**
 * Finds character, word, sentence and line boundaries in text (written for jpor from the Java SE API docs).  The
 * instances (TextBoundaries) follow java 17's rules as observed on Latin text: see that class for what they cover.
 */
public abstract class BreakIterator implements Cloneable {
    public static final int DONE = -1;

    protected BreakIterator() {
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public abstract int first();

    public abstract int last();

    public abstract int next(int n);

    public abstract int next();

    public abstract int previous();

    public abstract int following(int offset);

    public int preceding(int offset) {
        int pos = following(offset);
        while (pos >= offset && pos != DONE) pos = previous();
        return pos;
    }

    public boolean isBoundary(int offset) {
        if (offset == 0) return true;
        int boundary = following(offset - 1);
        if (boundary == DONE) throw new IllegalArgumentException();
        return boundary == offset;
    }

    public abstract int current();

    public abstract CharacterIterator getText();

    public void setText(String newText) {
        setText(new StringCharacterIterator(newText));
    }

    public abstract void setText(CharacterIterator newText);

    public static BreakIterator getWordInstance() {
        return getWordInstance(Locale.getDefault());
    }

    public static BreakIterator getWordInstance(Locale locale) {
        return new TextBoundaries(TextBoundaries.WORD, locale);
    }

    public static BreakIterator getLineInstance() {
        return getLineInstance(Locale.getDefault());
    }

    public static BreakIterator getLineInstance(Locale locale) {
        return new TextBoundaries(TextBoundaries.LINE, locale);
    }

    public static BreakIterator getCharacterInstance() {
        return getCharacterInstance(Locale.getDefault());
    }

    public static BreakIterator getCharacterInstance(Locale locale) {
        return new TextBoundaries(TextBoundaries.CHARACTER, locale);
    }

    public static BreakIterator getSentenceInstance() {
        return getSentenceInstance(Locale.getDefault());
    }

    public static BreakIterator getSentenceInstance(Locale locale) {
        return new TextBoundaries(TextBoundaries.SENTENCE, locale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }
}
