import java.io.File;
import java.nio.file.*;
import java.util.*;

/** Path operations (no file access): names, parents, roots, resolve, relativize, normalize,
 *  startsWith/endsWith, subpath, iteration, ordering, equality, File conversion. */
public class NioPathOps {
    static void show(String s) {
        Path p = Paths.get(s);
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < p.getNameCount(); i++) {
            names.append(i == 0 ? "" : ",").append(p.getName(i));
        }
        System.out.println("[" + s + "] -> " + p + " abs=" + p.isAbsolute() + " root=" + p.getRoot() + " name=" + p.getFileName()
                + " parent=" + p.getParent() + " count=" + p.getNameCount() + " names=" + names + " norm=" + p.normalize());
    }

    public static void main(String[] args) {
        for (String s : new String[] { "/", "/usr/local/bin", "a/b/c", "a//b/", "file.txt", "", ".", "..", "./a/../b",
                "/a/./b/../../c", "a/b/../../..", "/../x", "a/../b/./c/", "../../up" }) {
            show(s);
        }
        System.out.println(Paths.get("a", "b", "c") + " " + Paths.get("/", "x") + " " + Paths.get("", "y") + " " + Paths.get("p", "", "q"));

        Path base = Paths.get("/home/user/project");
        System.out.println(base.resolve("src/Main.java") + " " + base.resolve("/etc/hosts") + " " + base.resolve("")
                + " " + Paths.get("").resolve("x") + " " + Paths.get("/").resolve("x"));
        System.out.println(base.resolveSibling("other") + " " + Paths.get("single").resolveSibling("x") + " "
                + Paths.get("/top").resolveSibling(Paths.get("y")));
        String[][] rel = { { "/a/b", "/a/b/c/d" }, { "/a/b/c", "/a/x" }, { "/a", "/a" }, { "a/b", "c" }, { "/", "/x/y" },
                { "x/y", "x" }, { "", "q/r" } };
        for (String[] r : rel) {
            Path p = Paths.get(r[0]).relativize(Paths.get(r[1]));
            System.out.println("relativize " + r[0] + " -> " + r[1] + " = [" + p + "] back: "
                    + Paths.get(r[0]).resolve(p).normalize());
        }
        try {
            Paths.get("/abs").relativize(Paths.get("rel"));
        } catch (IllegalArgumentException e) {
            System.out.println("relativize mixed: " + e.getMessage());
        }

        Path p = Paths.get("/usr/local/share/doc");
        System.out.println(p.startsWith("/usr") + " " + p.startsWith("/usr/loc") + " " + p.startsWith("usr") + " "
                + p.startsWith("/") + " " + p.startsWith(p) + " " + Paths.get("a/b").startsWith("a"));
        System.out.println(p.endsWith("doc") + " " + p.endsWith("share/doc") + " " + p.endsWith("/share/doc") + " "
                + p.endsWith("/usr/local/share/doc") + " " + p.endsWith("c") + " " + Paths.get("a/b").endsWith("a/b"));
        System.out.println(p.subpath(1, 3) + " " + p.subpath(0, 4) + " " + Paths.get("a/b/c").subpath(2, 3));
        for (int[] bad : new int[][] { { -1, 2 }, { 2, 2 }, { 0, 5 } }) {
            try {
                p.subpath(bad[0], bad[1]);
            } catch (IllegalArgumentException e) {
                System.out.println("subpath(" + bad[0] + "," + bad[1] + ") IllegalArgumentException");
            }
        }
        try {
            p.getName(4);
        } catch (IllegalArgumentException e) {
            System.out.println("getName(4) IllegalArgumentException");
        }
        StringBuilder it = new StringBuilder();
        for (Path n : p) {
            it.append('<').append(n).append(n.isAbsolute() ? "!" : "").append('>');
        }
        System.out.println("iterate " + it);

        List<Path> list = new ArrayList<>();
        for (String s : new String[] { "b", "a/c", "/z", "a", "A", "a/b", "/a", "ab" }) {
            list.add(Paths.get(s));
        }
        Collections.sort(list);
        System.out.println("sorted " + list);
        Set<Path> set = new HashSet<>(list);
        set.add(Paths.get("a//c/"));
        System.out.println("set size " + set.size() + " contains " + set.contains(Paths.get("/z")));
        System.out.println("equals " + Paths.get("a/b").equals(Paths.get("a//b/")) + " " + Paths.get("a").equals(Paths.get("a/."))
                + " hash " + Paths.get("a/b").hashCode() + " " + Paths.get("/usr/bin").hashCode() + " " + Paths.get("").hashCode());
        System.out.println("compare " + Integer.signum(Paths.get("a").compareTo(Paths.get("b"))) + " "
                + Paths.get("abc").compareTo(Paths.get("ab")));

        File f = Paths.get("dir/sub/file.txt").toFile();
        System.out.println("toFile " + f + " " + f.getName() + " back " + f.toPath() + " " + f.toPath().equals(Paths.get("dir/sub/file.txt")));
        System.out.println("toAbsolutePath " + Paths.get("rel/x").toAbsolutePath().equals(Paths.get(System.getProperty("user.dir"), "rel/x"))
                + " " + Paths.get("/already").toAbsolutePath() + " " + Paths.get("").toAbsolutePath().toString().equals(System.getProperty("user.dir")));
        // relativize with "." and ".." in either path (they are resolved first)
        String[] ps = { "", ".", "..", "a", "a/b", "a/..", "../a", "a/./b", "x/../..", "/", "/a", "/a/..", "/a/b/../c" };
        for (String a : ps) {
            StringBuilder sb = new StringBuilder("[" + a + "]:");
            for (String b : ps) {
                try {
                    sb.append(" [").append(Paths.get(a).relativize(Paths.get(b))).append(']');
                } catch (IllegalArgumentException e) {
                    sb.append(e.getMessage().startsWith("Unable") ? " IAE" : " mixed");
                }
            }
            System.out.println(sb);
        }
        try {
            Paths.get("..").relativize(Paths.get("."));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Paths.get("bad\u0000name");
        } catch (InvalidPathException e) {
            System.out.println("InvalidPathException: " + e.getMessage().replace('\u0000', '0') + " index " + e.getIndex());
        }
    }
}
