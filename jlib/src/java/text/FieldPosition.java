package java.text;

/** Identifies a field in formatted output (only the alignment fields are tracked by jpor). */
public class FieldPosition {
    int field;
    int beginIndex;
    int endIndex;

    public FieldPosition(int field) {
        this.field = field;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=null,beginIndex=" + beginIndex + ",endIndex=" + endIndex + ']';
    }
}
