package jpor.internal;

import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.GenericSignatureFormatError;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Generic reflection from the Signature attribute (JVMS 4.7.9.1): the grammar's class, method and
 * field signatures are parsed here into Class objects where a type is not generic, else into the
 * ParameterizedType, TypeVariable, WildcardType and GenericArrayType below, whose toString,
 * getTypeName, equals and hashCode are JDK 17's. Type variables are looked up by name in the
 * declaring method or constructor, then in the class and the classes it is nested in.
 */
public final class Generics {
    private Generics() {
    }

    private static final Type[] NO_TYPES = new Type[0];

    // ---- what a declaration has ----

    /** A class's parsed signature: type parameters, superclass, superinterfaces. */
    public static final class ClassInfo {
        public final TypeVariable<?>[] typeParameters;
        public final Type superclass;
        public final Type[] interfaces;

        ClassInfo(TypeVariable<?>[] typeParameters, Type superclass, Type[] interfaces) {
            this.typeParameters = typeParameters;
            this.superclass = superclass;
            this.interfaces = interfaces;
        }
    }

    /** A method's or constructor's: type parameters, parameter, return and exception types. */
    public static final class MethodInfo {
        public final TypeVariable<?>[] typeParameters;
        public final Type[] parameters;
        public final Type result;
        public final Type[] exceptions;

        MethodInfo(TypeVariable<?>[] typeParameters, Type[] parameters, Type result, Type[] exceptions) {
            this.typeParameters = typeParameters;
            this.parameters = parameters;
            this.result = result;
            this.exceptions = exceptions;
        }
    }

    private static final Map<Class<?>, ClassInfo> classes = new HashMap<Class<?>, ClassInfo>();

    /** The class's generic information, or null when it has no Signature attribute. */
    public static ClassInfo ofClass(Class<?> c) {
        synchronized (classes) {
            if (classes.containsKey(c)) {
                return classes.get(c);
            }
            String sig = Reflection.genericSignature0(c, Reflection.A_CLASS, 0);
            ClassInfo info = null;
            if (sig != null) {
                Parser p = new Parser(sig, c, c);
                TypeVariable<?>[] vars = p.typeParameters(c);
                Type sup = p.classType();
                List<Type> ifs = new ArrayList<Type>();
                while (!p.atEnd()) {
                    ifs.add(p.classType());
                }
                info = new ClassInfo(vars, c.isInterface() ? null : sup, ifs.toArray(NO_TYPES));
            }
            classes.put(c, info);
            return info;
        }
    }

    /**
     * A method's or constructor's generic information (decl is the Method or Constructor), or null
     * without a Signature attribute.
     */
    public static MethodInfo ofMethod(Class<?> c, int slot, GenericDeclaration decl) {
        String sig = Reflection.genericSignature0(c, Reflection.A_METHOD, slot);
        if (sig == null) {
            return null;
        }
        Parser p = new Parser(sig, c, decl);
        TypeVariable<?>[] vars = p.typeParameters(decl);
        p.expect('(');
        List<Type> params = new ArrayList<Type>();
        while (!p.peek(')')) {
            params.add(p.type());
        }
        p.expect(')');
        Type result = p.peek('V') ? p.voidType() : p.type();
        List<Type> exceptions = new ArrayList<Type>();
        while (!p.atEnd()) {
            p.expect('^');
            exceptions.add(p.type());
        }
        return new MethodInfo(vars, params.toArray(NO_TYPES), result, exceptions.toArray(NO_TYPES));
    }

    /** A field's or record component's (kind) generic type, or null without a Signature attribute. */
    public static Type ofField(Class<?> c, int kind, int slot) {
        String sig = Reflection.genericSignature0(c, kind, slot);
        return sig == null ? null : new Parser(sig, c, c).type();
    }

    // ---- the parser ----

    private static final class Parser {
        final String s;
        final Class<?> cls;
        /** Where type variables are looked up first (the method, or the class). */
        final GenericDeclaration scope;
        int pos;
        /** The type variables the signature declares (their bounds may name each other). */
        final List<TypeVariable<?>> declaring;

        Parser(String s, Class<?> cls, GenericDeclaration scope) {
            this(s, cls, scope, new ArrayList<TypeVariable<?>>());
        }

        Parser(String s, Class<?> cls, GenericDeclaration scope, List<TypeVariable<?>> declaring) {
            this.s = s;
            this.cls = cls;
            this.scope = scope;
            this.declaring = declaring;
        }

        GenericSignatureFormatError error() {
            return new GenericSignatureFormatError("Signature Parse error: Unexpected character at " + pos + " in " + s);
        }

        boolean atEnd() {
            return pos >= s.length();
        }

        boolean peek(char c) {
            return pos < s.length() && s.charAt(pos) == c;
        }

        char next() {
            if (atEnd()) {
                throw error();
            }
            return s.charAt(pos++);
        }

        void expect(char c) {
            if (next() != c) {
                pos--;
                throw error();
            }
        }

        /** An identifier up to one of the delimiters given. */
        String identifier(String stops) {
            int start = pos;
            while (!atEnd() && stops.indexOf(s.charAt(pos)) < 0) {
                pos++;
            }
            if (pos == start || atEnd()) {
                throw error();
            }
            return s.substring(start, pos);
        }

        /** {@code <T:bound:bound...>} (bounds are parsed when asked for), or none. */
        TypeVariable<?>[] typeParameters(GenericDeclaration decl) {
            if (!peek('<')) {
                return new TypeVariable<?>[0];
            }
            pos++;
            List<TypeVar> vars = new ArrayList<TypeVar>();
            while (!peek('>')) {
                String name = identifier(":>");
                List<String> bounds = new ArrayList<String>();
                expect(':');
                if (!peek(':')) { // the class bound, if any
                    bounds.add(boundText());
                }
                while (peek(':')) {
                    pos++;
                    bounds.add(boundText());
                }
                TypeVar v = new TypeVar(decl, name, cls, bounds.toArray(new String[bounds.size()]), declaring);
                vars.add(v);
                declaring.add(v);
            }
            pos++;
            return vars.toArray(new TypeVariable<?>[vars.size()]);
        }

        /** The text of one bound: a reference type signature, skipped. */
        String boundText() {
            int start = pos;
            skipType();
            return s.substring(start, pos);
        }

        void skipType() {
            char c = next();
            if (c == '[') {
                skipType();
            } else if (c == 'T') {
                identifier(";");
                pos++;
            } else if (c == 'L') {
                int depth = 0;
                while (true) {
                    char d = next();
                    if (d == '<') {
                        depth++;
                    } else if (d == '>') {
                        depth--;
                    } else if (d == ';' && depth == 0) {
                        return;
                    }
                }
            } else if ("BCDFIJSZ".indexOf(c) < 0) {
                pos--;
                throw error();
            }
        }

        Type voidType() {
            pos++;
            return void.class;
        }

        /** A type: base type, class type, type variable or array. */
        Type type() {
            char c = next();
            switch (c) {
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'D': return double.class;
            case 'F': return float.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'S': return short.class;
            case 'Z': return boolean.class;
            case '[': {
                Type t = type();
                if (t instanceof Class) {
                    return java.lang.reflect.Array.newInstance((Class<?>) t, 0).getClass();
                }
                return new ArrayType(t);
            }
            case 'T': {
                String name = identifier(";");
                pos++;
                return variable(name);
            }
            case 'L':
                pos--;
                return classType();
            default:
                pos--;
                throw error();
            }
        }

        /**
         * {@code Lpkg/Outer<args>.Inner<args>;}: a Class when no part has arguments, else a
         * ParameterizedType whose owner is the enclosing part (a Class when that has none).
         */
        Type classType() {
            expect('L');
            StringBuilder name = new StringBuilder();
            Type owner = null;
            boolean parameterized = false;
            while (true) {
                name.append(identifier("<.;"));
                Class<?> raw = load(name.toString());
                Type[] args = null;
                if (peek('<')) {
                    pos++;
                    List<Type> list = new ArrayList<Type>();
                    while (!peek('>')) {
                        list.add(argument());
                    }
                    pos++;
                    args = list.toArray(NO_TYPES);
                }
                Type t;
                if (args == null && !parameterized) {
                    t = raw;
                } else {
                    t = new ParamType(raw, args == null ? NO_TYPES : args, owner != null ? owner : raw.getDeclaringClass());
                    parameterized = true;
                }
                char c = next();
                if (c == ';') {
                    return t;
                }
                if (c != '.') {
                    pos--;
                    throw error();
                }
                owner = t;
                name.append('$');
            }
        }

        Type argument() {
            char c = next();
            switch (c) {
            case '*': return new Wildcard(new Type[] {Object.class}, NO_TYPES);
            case '+': return new Wildcard(new Type[] {type()}, NO_TYPES);
            case '-': return new Wildcard(new Type[] {Object.class}, new Type[] {type()});
            default:
                pos--;
                return type();
            }
        }

        Class<?> load(String internalName) {
            Class<?> c = Reflection.classFor0("L" + internalName + ";");
            if (c == null) {
                throw new TypeNotPresentException(internalName.replace('/', '.'),
                        new ClassNotFoundException(internalName.replace('/', '.')));
            }
            return c;
        }

        /** The type variable name: one being declared here, else in scope, innermost first. */
        TypeVariable<?> variable(String name) {
            for (TypeVariable<?> v : declaring) {
                if (v.getName().equals(name)) {
                    return v;
                }
            }
            TypeVariable<?> v = lookup(scope, name);
            return v != null ? v
                    : new TypeVar(cls, name, cls, new String[] {"Ljava/lang/Object;"}, new ArrayList<TypeVariable<?>>());
        }
    }

    /**
     * The type variable name of decl's class or a class it is nested in (the parser has looked at
     * decl's own), or null.
     */
    static TypeVariable<?> lookup(GenericDeclaration decl, String name) {
        Class<?> c = decl instanceof Class ? (Class<?>) decl
                : decl instanceof Method ? ((Method) decl).getDeclaringClass() : ((Constructor<?>) decl).getDeclaringClass();
        for (; c != null; c = c.getEnclosingClass()) {
            ClassInfo info = ofClass(c);
            if (info != null) {
                for (TypeVariable<?> v : info.typeParameters) {
                    if (v.getName().equals(name)) {
                        return v;
                    }
                }
            }
        }
        return null;
    }

    // ---- the types ----

    /** The names of types joined by sep ({@code Type.getTypeName}). */
    public static String join(Type[] types, String sep) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < types.length; i++) {
            sb.append(i == 0 ? "" : sep).append(types[i].getTypeName());
        }
        return sb.toString();
    }

    private static final class ParamType implements ParameterizedType {
        private final Class<?> raw;
        private final Type[] args;
        private final Type owner;

        ParamType(Class<?> raw, Type[] args, Type owner) {
            this.raw = raw;
            this.args = args;
            this.owner = owner;
        }

        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        public Type getRawType() {
            return raw;
        }

        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof ParameterizedType)) {
                return false;
            }
            ParameterizedType p = (ParameterizedType) o;
            return this == o || (Objects.equals(owner, p.getOwnerType()) && Objects.equals(raw, p.getRawType())
                    && Arrays.equals(args, p.getActualTypeArguments()));
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ Objects.hashCode(raw);
        }

        /** Outer$Inner<args>: an owner's name, $ and the rest of the raw name. */
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (owner != null) {
                sb.append(owner.getTypeName()).append('$');
                if (owner instanceof ParamType) {
                    sb.append(raw.getName().replace(((ParamType) owner).raw.getName() + "$", ""));
                } else {
                    sb.append(raw.getSimpleName());
                }
            } else {
                sb.append(raw.getName());
            }
            if (args.length > 0) {
                sb.append('<').append(join(args, ", ")).append('>');
            }
            return sb.toString();
        }
    }

    private static final class TypeVar implements TypeVariable<GenericDeclaration> {
        private final GenericDeclaration decl;
        private final String name;
        private final Class<?> cls;
        private final String[] boundTexts;
        /** The variables declared with this one, which its bounds may name. */
        private final List<TypeVariable<?>> siblings;
        private Type[] bounds;

        TypeVar(GenericDeclaration decl, String name, Class<?> cls, String[] boundTexts,
                List<TypeVariable<?>> siblings) {
            this.decl = decl;
            this.name = name;
            this.cls = cls;
            this.boundTexts = boundTexts;
            this.siblings = siblings;
        }

        public Type[] getBounds() {
            if (bounds == null) {
                Type[] b = new Type[boundTexts.length];
                for (int i = 0; i < b.length; i++) {
                    Parser p = new Parser(boundTexts[i], cls, decl, siblings);
                    b[i] = p.type();
                }
                bounds = b.length == 0 ? new Type[] {Object.class} : b;
            }
            return bounds.clone();
        }

        public GenericDeclaration getGenericDeclaration() {
            return decl;
        }

        public String getName() {
            return name;
        }

        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            if (annotationClass == null) {
                throw new NullPointerException();
            }
            return null;
        }

        public Annotation[] getAnnotations() {
            return new Annotation[0];
        }

        public Annotation[] getDeclaredAnnotations() {
            return new Annotation[0];
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof TypeVar)) {
                return false;
            }
            TypeVar v = (TypeVar) o;
            return decl.equals(v.decl) && name.equals(v.name);
        }

        @Override
        public int hashCode() {
            return decl.hashCode() ^ name.hashCode();
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static final class Wildcard implements WildcardType {
        private final Type[] upper, lower;

        Wildcard(Type[] upper, Type[] lower) {
            this.upper = upper;
            this.lower = lower;
        }

        public Type[] getUpperBounds() {
            return upper.clone();
        }

        public Type[] getLowerBounds() {
            return lower.clone();
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof WildcardType)) {
                return false;
            }
            WildcardType w = (WildcardType) o;
            return Arrays.equals(lower, w.getLowerBounds()) && Arrays.equals(upper, w.getUpperBounds());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(lower) ^ Arrays.hashCode(upper);
        }

        @Override
        public String toString() {
            if (lower.length > 0) {
                return "? super " + join(lower, " & ");
            }
            if (upper.length > 0 && !upper[0].equals(Object.class)) {
                return "? extends " + join(upper, " & ");
            }
            return "?";
        }
    }

    private static final class ArrayType implements GenericArrayType {
        private final Type component;

        ArrayType(Type component) {
            this.component = component;
        }

        public Type getGenericComponentType() {
            return component;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GenericArrayType && Objects.equals(component, ((GenericArrayType) o).getGenericComponentType());
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(component);
        }

        @Override
        public String toString() {
            return component.getTypeName() + "[]";
        }
    }

    // ---- toGenericString ----

    /** {@code <T extends A & B,U>} (with a trailing space when sep is "> "), or "". */
    public static String typeParameters(TypeVariable<?>[] vars, String close) {
        if (vars.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder("<");
        for (int i = 0; i < vars.length; i++) {
            sb.append(i == 0 ? "" : ",").append(vars[i].getName());
            Type[] b = vars[i].getBounds();
            if (!(b.length == 1 && b[0].equals(Object.class))) {
                sb.append(" extends ").append(join(b, " & "));
            }
        }
        return sb.append(close).toString();
    }
}
