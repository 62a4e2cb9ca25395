package java.lang;

/** A Java package, as Class.getPackage() answers it (no manifest information in jpor). */
public class Package {
    private final String name;

    Package(String name) {
        this.name = name;
    }

    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return null;
    }

    public String getSpecificationVersion() {
        return null;
    }

    public String getSpecificationVendor() {
        return null;
    }

    public String getImplementationTitle() {
        return null;
    }

    public String getImplementationVersion() {
        return null;
    }

    public String getImplementationVendor() {
        return null;
    }

    public boolean isSealed() {
        return false;
    }

    public int hashCode() {
        return name.hashCode();
    }

    public boolean equals(Object o) {
        return o instanceof Package && ((Package) o).name.equals(name);
    }

    public String toString() {
        return "package " + name;
    }
}
