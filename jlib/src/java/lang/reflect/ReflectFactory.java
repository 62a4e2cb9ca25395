package java.lang.reflect;

import jpor.internal.Reflection;

/** Lets java.lang.Class (through jpor.internal.Reflection) make the reflection objects. */
final class ReflectFactory extends Reflection.Factory {
    @Override
    public Field newField(Class<?> decl, int slot, String name, Class<?> type, int modifiers) {
        return new Field(decl, slot, name, type, modifiers);
    }

    @Override
    public Method newMethod(Class<?> decl, int slot, String name, Class<?>[] params, Class<?> ret, int modifiers) {
        return new Method(decl, slot, name, params, ret, modifiers);
    }

    @Override
    public <T> Constructor<T> newConstructor(Class<T> decl, int slot, Class<?>[] params, int modifiers) {
        return new Constructor<T>(decl, slot, params, modifiers);
    }

    @Override
    public RecordComponent newRecordComponent(Class<?> decl, int slot, String name, Class<?> type, Method accessor) {
        return new RecordComponent(decl, slot, name, type, accessor);
    }
}
