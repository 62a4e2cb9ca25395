/* classpath.h -- finding class bytes on a class path of directories and jars.
 * Jars are read with libzip.  The path is a ':'-separated list as with java -cp. */
#ifndef JPOR_CLASSPATH_H
#define JPOR_CLASSPATH_H

#include <stddef.h>
#include <stdint.h>

typedef struct ClassPath ClassPath;

/* Open every entry of spec (':'-separated).  A directory or jar that does not
 * exist is skipped, as java does.  A jar that exists but cannot be opened as a
 * zip is an error: returns NULL and one line in err ("x.jar: not a zip archive"). */
ClassPath *cp_open(const char *spec, char *err, size_t errlen);

/* Append one more entry (used to put jlib.jar first).  Same errors as cp_open. */
int cp_prepend(ClassPath *cp, const char *entry, char *err, size_t errlen);

/* Look up "java/lang/String" (internal name, no ".class").
 * Returns 1 when found: *data (malloc'd, caller frees) and *len are set and
 * origin gets a printable name ("Foo.class", "lib.jar!/p/Foo.class").
 * Returns 0 when not found.  Returns -1 on a read error (damaged jar entry),
 * with one line in err. */
int cp_find(ClassPath *cp, const char *internal_name, uint8_t **data, size_t *len,
            char *origin, size_t originlen, char *err, size_t errlen);

/* The Main-Class attribute of a jar's manifest (java -jar): 1 with the class name in cls; 0 when
 * the jar has no manifest or no Main-Class; -1 when it is not a readable jar (one line in err). */
int cp_jar_main_class(const char *jar, char *cls, size_t clslen, char *err, size_t errlen);

void cp_close(ClassPath *cp);
#endif
