package java.util.stream;

import java.util.*;
import java.util.function.*;

/** A mutable reduction operation (Java SE API). */
public interface Collector<T, A, R> {
    Supplier<A> supplier();

    BiConsumer<A, T> accumulator();

    BinaryOperator<A> combiner();

    Function<A, R> finisher();

    Set<Characteristics> characteristics();

    enum Characteristics {
        CONCURRENT,
        UNORDERED,
        IDENTITY_FINISH
    }

    static <T, R> Collector<T, R, R> of(Supplier<R> supplier, BiConsumer<R, T> accumulator, BinaryOperator<R> combiner,
            Characteristics... characteristics) {
        Set<Characteristics> cs = EnumSet.noneOf(Characteristics.class);
        Collections.addAll(cs, characteristics);
        cs.add(Characteristics.IDENTITY_FINISH);
        return new Collectors.Impl<T, R, R>(supplier, accumulator, combiner, null, Collections.unmodifiableSet(cs));
    }

    static <T, A, R> Collector<T, A, R> of(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
            Function<A, R> finisher, Characteristics... characteristics) {
        Set<Characteristics> cs = EnumSet.noneOf(Characteristics.class);
        Collections.addAll(cs, characteristics);
        return new Collectors.Impl<T, A, R>(supplier, accumulator, combiner, finisher, Collections.unmodifiableSet(cs));
    }
}
