import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class FormatterTargets {
    public static void main(String[] args) throws IOException {
        Formatter out = new Formatter(System.out);
        out.format("%-6s|%5.2f|%n", "stdout", Math.E);
        out.flush();
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        Formatter f = new Formatter(bo);
        f.format("%s %d %c", "caf\u00e9", 42, 'x');
        System.out.println("before flush " + bo.size());
        f.flush();
        System.out.println("after flush " + bo.size() + " " + new String(bo.toByteArray(), StandardCharsets.UTF_8));
        ByteArrayOutputStream latin = new ByteArrayOutputStream();
        Formatter fl = new Formatter(latin, "ISO-8859-1", Locale.GERMANY);
        fl.format("%,.2f \u00e9", 1234.5);
        fl.close();
        System.out.println(Arrays.toString(latin.toByteArray()));
        File tmp = File.createTempFile("fmt", ".txt");
        Formatter ff = new Formatter(tmp);
        ff.format("line %d%n", 1).format("line %d%n", 2);
        ff.close();
        Formatter fs = new Formatter(tmp.getPath(), "UTF-8");
        fs.format("only %s", "this");
        fs.close();
        BufferedReader r = new BufferedReader(new FileReader(tmp));
        System.out.println(r.readLine() + " " + r.readLine());
        r.close();
        try {
            new Formatter(tmp.getPath(), "no-such-charset");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UEE " + e.getMessage());
        }
        tmp.delete();
        try {
            new Formatter(new File(tmp.getParentFile(), "no/such/dir/x.txt"));
        } catch (FileNotFoundException e) {
            System.out.println("FNFE");
        }
        try {
            ff.format("closed");
        } catch (FormatterClosedException e) {
            System.out.println("closed");
        }
    }
}
