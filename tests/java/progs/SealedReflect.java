// release: 17
/** Class.isSealed, getPermittedSubclasses; SequenceInputStream. */
public class SealedReflect { sealed interface Shape permits Circle, Square {} record Circle(double r) implements Shape {} record Square(double s) implements Shape {}
 public static void main(String[] a) throws Exception {
  System.out.println(Shape.class.isSealed() + " " + Circle.class.isSealed() + " " + String.class.isSealed() + " " + int[].class.isSealed());
  for (Class<?> c : Shape.class.getPermittedSubclasses()) System.out.println(c.getName());
  System.out.println(Circle.class.getPermittedSubclasses());
  java.io.SequenceInputStream s = new java.io.SequenceInputStream(new java.io.ByteArrayInputStream("ab".getBytes()), new java.io.ByteArrayInputStream("cd".getBytes()));
  int c; StringBuilder sb = new StringBuilder(); while ((c = s.read()) != -1) sb.append((char) c); System.out.println(sb);
 }}
