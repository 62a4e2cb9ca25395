package java.lang;

/**
 * One frame of a stack trace. The VM creates these for Throwable.getStackTrace without a
 * constructor, setting the first four fields; such frames are "in a module" (java.base for
 * java.* classes, the app loader otherwise) as in the JDK, while frames made with a public
 * constructor carry no module or loader (userCreated).
 */
public final class StackTraceElement implements java.io.Serializable {
    private static final long serialVersionUID = 6992337162326171013L;

    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;
    private boolean userCreated;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
            String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
        this.userCreated = true;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    private boolean isJavaBase() {
        return !userCreated && declaringClass.startsWith("java.");
    }

    public String getModuleName() {
        return isJavaBase() ? "java.base" : null;
    }

    public String getModuleVersion() {
        return isJavaBase() ? System.getProperty("java.version") : null;
    }

    public String getClassLoaderName() {
        return (userCreated || isJavaBase()) ? null : "app";
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        if (isJavaBase()) {
            sb.append("java.base/");
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        sb.append(')');
        return sb.toString();
    }

    private static boolean eq(Object a, Object b) {
        return a == b || (a != null && a.equals(b));
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber
                && e.userCreated == userCreated
                && eq(declaringClass, e.declaringClass)
                && eq(methodName, e.methodName)
                && eq(fileName, e.fileName);
    }

    private static int hash(Object o) {
        return o == null ? 0 : o.hashCode();
    }

    @Override
    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + hash(getClassLoaderName());
        result = 31 * result + hash(getModuleName());
        result = 31 * result + hash(getModuleVersion());
        result = 31 * result + hash(fileName);
        result = 31 * result + lineNumber;
        return result;
    }

    // ---- serialization (the JDK's serial fields; the loader and module are derived here) ----

    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("declaringClass", String.class),
        new java.io.ObjectStreamField("methodName", String.class),
        new java.io.ObjectStreamField("fileName", String.class),
        new java.io.ObjectStreamField("lineNumber", Integer.TYPE),
        new java.io.ObjectStreamField("classLoaderName", String.class),
        new java.io.ObjectStreamField("moduleName", String.class),
        new java.io.ObjectStreamField("moduleVersion", String.class),
        new java.io.ObjectStreamField("format", Byte.TYPE)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("declaringClass", declaringClass);
        f.put("methodName", methodName);
        f.put("fileName", fileName);
        f.put("lineNumber", lineNumber);
        f.put("classLoaderName", getClassLoaderName());
        f.put("moduleName", getModuleName());
        f.put("moduleVersion", getModuleVersion());
        f.put("format", (byte) (userCreated ? 0 : isJavaBase() ? 3 : 1));
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        declaringClass = (String) f.get("declaringClass", null);
        methodName = (String) f.get("methodName", null);
        fileName = (String) f.get("fileName", null);
        lineNumber = f.get("lineNumber", 0);
        userCreated = f.get("format", (byte) 0) == 0 && f.get("classLoaderName", null) == null
                && f.get("moduleName", null) == null;
    }
}
