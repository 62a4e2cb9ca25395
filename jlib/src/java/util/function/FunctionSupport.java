package java.util.function;

/** Shared stateless instances (the JDK returns the same non-capturing lambda each time). */
final class FunctionSupport {
    private FunctionSupport() {
    }

    static final UnaryOperator<Object> IDENTITY = new UnaryOperator<Object>() {
        public Object apply(Object t) {
            return t;
        }
    };

    static final UnaryOperator<Object> UNARY_IDENTITY = new UnaryOperator<Object>() {
        public Object apply(Object t) {
            return t;
        }
    };

    static final IntUnaryOperator INT_IDENTITY = new IntUnaryOperator() {
        public int applyAsInt(int t) {
            return t;
        }
    };

    static final LongUnaryOperator LONG_IDENTITY = new LongUnaryOperator() {
        public long applyAsLong(long t) {
            return t;
        }
    };

    static final DoubleUnaryOperator DOUBLE_IDENTITY = new DoubleUnaryOperator() {
        public double applyAsDouble(double t) {
            return t;
        }
    };
}
