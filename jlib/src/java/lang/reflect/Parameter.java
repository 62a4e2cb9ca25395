package java.lang.reflect;

/**
 * A parameter of a method or constructor. Its name comes from the MethodParameters attribute
 * (javac -parameters, records' canonical constructors), else it is arg0, arg1, ...
 */
public final class Parameter {
    private final String name;
    private final boolean namePresent;
    private final int modifiers;
    private final Executable executable;
    private final int index;

    Parameter(String name, boolean namePresent, int modifiers, Executable executable, int index) {
        this.name = name;
        this.namePresent = namePresent;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
    }

    public String getName() {
        return name;
    }

    public boolean isNamePresent() {
        return namePresent;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public Class<?> getType() {
        return executable.parameterTypes[index];
    }

    public boolean isImplicit() {
        return (modifiers & 0x8000) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.parameterTypes.length - 1;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Parameter)) {
            return false;
        }
        Parameter p = (Parameter) obj;
        return p.executable.equals(executable) && p.index == index;
    }

    @Override
    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    /** Modifiers, the type (with ... for a variable arity parameter), the name. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        String mods = Modifier.toString(modifiers & Modifier.parameterModifiers());
        if (!mods.isEmpty()) {
            sb.append(mods).append(' ');
        }
        Class<?> type = getType();
        if (isVarArgs()) {
            sb.append(type.getComponentType().getTypeName()).append("...");
        } else {
            sb.append(type.getTypeName());
        }
        return sb.append(' ').append(name).toString();
    }
}
