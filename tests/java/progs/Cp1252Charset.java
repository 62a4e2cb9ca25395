/** The windows-1252 charset: every byte decoded, characters with and without a byte encoded, a Reader. */
import java.nio.charset.*;
public class Cp1252Charset { public static void main(String[] a) throws Exception {
  Charset cs = Charset.forName("windows-1252");
  System.out.println(cs + " " + Charset.isSupported("Cp1252") + " " + Charset.forName("CP1252").name());
  byte[] all = new byte[256]; for (int i = 0; i < 256; i++) all[i] = (byte) i;
  String d = new String(all, cs); StringBuilder sb = new StringBuilder();
  for (int i = 0; i < d.length(); i++) sb.append(Integer.toHexString(d.charAt(i))).append(' ');
  System.out.println(d.length() + ": " + sb);
  String t = "\u20ac \u00e9 \u00fc \u2122 \u2014 \u0081 \u009f \u03a9 \ud83d\ude00 \u0151 x" + d;
  byte[] e = t.getBytes(cs); sb.setLength(0);
  for (byte b : e) sb.append(b & 0xff).append(' ');
  System.out.println(e.length + ": " + sb);
  System.out.println(new String("Gr\u00fc\u00dfe \u20ac5".getBytes("windows-1252"), "Cp1252"));
  java.io.Reader r = new java.io.InputStreamReader(new java.io.ByteArrayInputStream(new byte[]{(byte)0x80, 0x41, (byte)0x93, (byte)0xe9}), "windows-1252");
  int c; sb.setLength(0); while ((c = r.read()) >= 0) sb.append(Integer.toHexString(c)).append(' '); System.out.println(sb);
}}
