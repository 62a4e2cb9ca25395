import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

/** A realistic program: generate sales data as CSV, read it back, aggregate per region and
 *  product, write a report file and a binary summary, then check and print them. */
public class CsvReportToFile {
    static final class Sale {
        final String region, product;
        final int quantity;
        final long cents;

        Sale(String region, String product, int quantity, long cents) {
            this.region = region;
            this.product = product;
            this.quantity = quantity;
            this.cents = cents;
        }
    }

    static String money(long cents) {
        return String.format("%d.%02d", cents / 100, cents % 100);
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jpor-CsvReportToFile");
        Path data = dir.resolve("in/sales.csv");
        Files.createDirectories(data.getParent());
        String[] regions = { "North", "South", "East", "West" };
        String[] products = { "widget", "gadget", "gizmo", "doohickey \"deluxe\"" };
        Random rnd = new Random(42);
        try (BufferedWriter w = Files.newBufferedWriter(data, StandardCharsets.UTF_8)) {
            w.write("id,region,product,quantity,unit_price");
            w.newLine();
            for (int i = 1; i <= 200; i++) {
                String product = products[rnd.nextInt(products.length)];
                String quoted = product.contains("\"") ? "\"" + product.replace("\"", "\"\"") + "\"" : product;
                w.write(i + "," + regions[rnd.nextInt(regions.length)] + "," + quoted + "," + (1 + rnd.nextInt(20)) + ","
                        + money(100 + rnd.nextInt(9900)));
                w.newLine();
            }
        }
        System.out.println("csv lines " + Files.readAllLines(data).size() + ", bytes " + Files.size(data));

        List<Sale> sales = new ArrayList<>();
        int lineNo = 0;
        try (BufferedReader r = new BufferedReader(new FileReader(data.toFile()))) {
            String line = r.readLine(); // header
            while ((line = r.readLine()) != null) {
                lineNo++;
                List<String> f = parse(line);
                String[] price = f.get(4).split("\\.");
                sales.add(new Sale(f.get(1), f.get(2), Integer.parseInt(f.get(3)),
                        Long.parseLong(price[0]) * 100 + Long.parseLong(price[1])));
            }
        }
        System.out.println("parsed " + lineNo + " sales");

        Map<String, Long> byRegion = new TreeMap<>();
        Map<String, int[]> qtyByProduct = new TreeMap<>();
        for (Sale s : sales) {
            byRegion.merge(s.region, s.cents * s.quantity, Long::sum);
            qtyByProduct.computeIfAbsent(s.product, k -> new int[1])[0] += s.quantity;
        }
        Path report = dir.resolve("out/report.txt");
        Files.createDirectories(report.getParent());
        try (PrintWriter out = new PrintWriter(new BufferedWriter(new FileWriter(report.toFile())))) {
            out.println("Revenue by region");
            long total = 0;
            for (Map.Entry<String, Long> e : byRegion.entrySet()) {
                out.printf("  %-6s %12s%n", e.getKey(), money(e.getValue()));
                total += e.getValue();
            }
            out.printf("  %-6s %12s%n", "TOTAL", money(total));
            out.println("Units by product");
            for (Map.Entry<String, int[]> e : qtyByProduct.entrySet()) {
                out.printf("  %-20s %5d%n", e.getKey(), e.getValue()[0]);
            }
            Sale best = Collections.max(sales, Comparator.comparingLong(s -> s.cents * s.quantity));
            out.println("Largest sale: " + best.quantity + " x " + best.product + " in " + best.region + " = "
                    + money(best.cents * best.quantity));
        }
        for (String l : Files.readAllLines(report)) {
            System.out.println(l);
        }

        // binary summary: region count, then (name, cents) pairs
        File summary = dir.resolve("out/summary.bin").toFile();
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(summary)))) {
            out.writeInt(byRegion.size());
            for (Map.Entry<String, Long> e : byRegion.entrySet()) {
                out.writeUTF(e.getKey());
                out.writeLong(e.getValue());
            }
        }
        long check = 0;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(summary)))) {
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                in.readUTF();
                check += in.readLong();
            }
        }
        System.out.println("summary bytes " + summary.length() + ", total again " + money(check));

        // the top 3 lines by quantity, straight from the file with a stream
        try (Stream<String> lines = Files.lines(data)) {
            System.out.println(lines.skip(1).map(CsvReportToFile::parse)
                    .sorted(Comparator.comparingInt((List<String> f) -> Integer.parseInt(f.get(3))).reversed()
                            .thenComparing(f -> Integer.parseInt(f.get(0))))
                    .limit(3).map(f -> f.get(0) + ":" + f.get(3)).collect(Collectors.joining(" ")));
        }

        // clean up: delete the tree bottom-up
        Deque<File> stack = new ArrayDeque<>();
        List<File> order = new ArrayList<>();
        stack.push(dir.toFile());
        while (!stack.isEmpty()) {
            File f = stack.pop();
            order.add(f);
            File[] kids = f.listFiles();
            if (kids != null) {
                for (File k : kids) {
                    stack.push(k);
                }
            }
        }
        Collections.reverse(order);
        int deleted = 0;
        for (File f : order) {
            if (f.delete()) {
                deleted++;
            }
        }
        System.out.println("deleted " + deleted + " entries, dir exists " + dir.toFile().exists());
    }

    /** Splits one CSV line, with "quoted ""fields""". */
    static List<String> parse(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
