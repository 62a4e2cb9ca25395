// java's launcher initialises the main class before running main, even when
// main is inherited from a superclass: the superclass first, then the
// superinterfaces with default methods, then the main class itself.
public class InheritedMainInit extends InheritedMainInitBase implements InheritedMainInitIface {
    static int own = InheritedMainInitBase.trace("InheritedMainInit.own");

    static {
        System.out.println("InheritedMainInit static block, base count " + count);
    }
}

interface InheritedMainInitIface {
    int X = InheritedMainInitBase.trace("InheritedMainInitIface.X");

    default String hello() {
        return "hello";
    }
}

class InheritedMainInitRoot {
    static {
        System.out.println("InheritedMainInitRoot static block");
    }
}

class InheritedMainInitBase extends InheritedMainInitRoot {
    static int count;

    static int trace(String s) {
        count++;
        System.out.println("init " + s);
        return count;
    }

    static {
        System.out.println("InheritedMainInitBase static block");
    }

    public static void main(String[] args) {
        System.out.println("main, " + args.length + " args, count " + count);
        System.out.println(new InheritedMainInit().hello() + " " + InheritedMainInit.own);
    }
}
