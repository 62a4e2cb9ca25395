import java.util.function.*;
public class IndyNpe {
  public static void main(String[] args) {
    Function<String, Integer> len = String::length;
    try { len.apply(null); } catch (NullPointerException e) { System.out.println("1 " + e.getMessage()); }
    ToIntFunction<Integer> unbox = Integer::intValue;
    try { unbox.applyAsInt(null); } catch (NullPointerException e) { System.out.println("2 " + e.getMessage()); }
    IntUnaryOperator abs = Math::abs;
    Function<Integer, Integer> babs = Math::abs;
    try { babs.apply(null); } catch (NullPointerException e) { System.out.println("3 " + e.getMessage()); }
    String s = null;
    try { Supplier<Integer> bound = s::length; } catch (NullPointerException e) { System.out.println("4 " + e.getMessage()); }
    Supplier<Integer> sup = () -> null;
    IntSupplier is = sup::get;
    try { is.getAsInt(); } catch (NullPointerException e) { System.out.println("5 " + e.getMessage()); }
    len.apply(null);
  }
}
