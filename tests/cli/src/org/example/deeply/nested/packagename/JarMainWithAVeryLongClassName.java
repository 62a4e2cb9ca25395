package org.example.deeply.nested.packagename;

/** The Main-Class of app.jar: its name is longer than a manifest line, so the jar tool wraps it. */
public class JarMainWithAVeryLongClassName {
    public static void main(String[] args) {
        System.out.println("main of " + JarMainWithAVeryLongClassName.class.getName() + ", " + args.length + " args: "
            + String.join(" ", args));
    }
}
