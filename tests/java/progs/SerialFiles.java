import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A typical student program: save records to a file with ObjectOutputStream, load them back
 * until EOFException; reset() and writeUnshared between writes of a changing object.
 */
public class SerialFiles {
    static class Student implements Serializable {
        private static final long serialVersionUID = 2024L;
        private final String name;
        private final int id;
        private double gpa;
        private transient String password;
        private final List<String> courses = new ArrayList<>();

        Student(String name, int id, double gpa, String password) {
            this.name = name;
            this.id = id;
            this.gpa = gpa;
            this.password = password;
        }

        @Override
        public String toString() {
            return String.format("%-6s #%d gpa=%.2f courses=%s password=%s", name, id, gpa, courses, password);
        }
    }

    static class Gradebook implements Serializable {
        private static final long serialVersionUID = 1L;
        final Map<Integer, Student> byId = new HashMap<>();
        final List<Student> ranking = new ArrayList<>();
        String term = "Fall";
    }

    public static void main(String[] args) throws Exception {
        File dir = File.createTempFile("serialfiles", "");
        dir.delete();
        dir.mkdir();
        File file = new File(dir, "students.ser");

        Student ann = new Student("Ann", 1, 3.9, "secret");
        ann.courses.add("Math");
        Student bo = new Student("Bo", 2, 3.1, "hunter2");
        bo.courses.add("Art");
        bo.courses.add("CS");
        Student cy = new Student("Cy", 3, 2.5, null);

        try (ObjectOutputStream out = new ObjectOutputStream(new FileOutputStream(file))) {
            out.writeObject(ann);
            out.writeObject(bo);
            out.writeObject(cy);
            out.writeObject(ann); // a back reference: the same object again
        }
        System.out.println("file size " + file.length());

        List<Student> loaded = new ArrayList<>();
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(file))) {
            while (true) {
                loaded.add((Student) in.readObject());
            }
        } catch (EOFException e) {
            System.out.println("end of file after " + loaded.size() + " objects");
        }
        for (Student s : loaded) {
            System.out.println(s);
        }
        System.out.println("first and last the same object: " + (loaded.get(0) == loaded.get(3)));

        // the same object written twice, changed in between: reset() or writeUnshared() write it again
        file = new File(dir, "changes.ser");
        try (ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(new FileOutputStream(file)))) {
            out.writeObject(bo);
            bo.gpa = 3.3;
            out.writeObject(bo);
            out.reset();
            out.writeObject(bo);
            bo.gpa = 3.5;
            out.writeUnshared(bo);
            out.writeInt(loaded.size());
            out.writeUTF("trailer");
        }
        System.out.println("file size " + file.length());
        try (ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(new FileInputStream(file)))) {
            Student a = (Student) in.readObject();
            Student b = (Student) in.readObject();
            Student c = (Student) in.readObject();
            Student d = (Student) in.readUnshared();
            System.out.println(a.gpa + " " + b.gpa + " " + c.gpa + " " + d.gpa + " " + (a == b) + " " + (b == c) + " "
                    + (c == d));
            System.out.println(in.readInt() + " " + in.readUTF() + " available " + in.available());
        }

        Gradebook book = new Gradebook();
        for (Student s : new Student[] {ann, bo, cy}) {
            book.byId.put(s.id, s);
            book.ranking.add(0, s);
        }
        file = new File(dir, "book.ser");
        try (ObjectOutputStream out = new ObjectOutputStream(new FileOutputStream(file))) {
            out.writeObject(book);
        }
        System.out.println("file size " + file.length());
        Gradebook copy;
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(file))) {
            copy = (Gradebook) in.readObject();
        }
        System.out.println(copy.term + " " + copy.byId.keySet() + " " + copy.ranking.get(0).name + " shared: "
                + (copy.byId.get(3) == copy.ranking.get(0)));

        File[] files = dir.listFiles();
        java.util.Arrays.sort(files);
        for (File f : files) {
            System.out.println(f.getName() + " deleted " + f.delete());
        }
        System.out.println("dir deleted " + dir.delete());
    }
}
