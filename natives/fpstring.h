/* fpstring.h -- Double.toString and Float.toString text, as JDK 17 prints it. */
#ifndef JPOR_FPSTRING_H
#define JPOR_FPSTRING_H

#include <stdbool.h>

/* out needs 32 bytes.  is_float: d holds a float's value, print it as Float.toString. */
void fp_java_string(double d, bool is_float, char *out);
#endif
