#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "natives/fpstring.h"
/* Reads "hexbits java-text" lines made by FpGen.java on the host JVM and
 * compares fp_java_string with them. */
int main(int argc, char **argv) {
  int isf = argc > 1; char hex[64], want[128], got[64]; long bad = 0, n = 0;
  while (scanf("%63s %127s", hex, want) == 2) {
    double d; n++;
    if (isf) { uint32_t b = strtoul(hex, 0, 16); float f; memcpy(&f, &b, 4); d = f; }
    else { uint64_t b = strtoull(hex, 0, 16); memcpy(&d, &b, 8); }
    fp_java_string(d, isf, got);
    if (strcmp(got, want)) { if (bad++ < 10) printf("%s want %s got %s\n", hex, want, got); }
  }
  printf("%ld of %ld differ\n", bad, n);
  printf("%ld passed, %ld failed\n", n - bad, bad);
  return bad != 0 || n == 0;
}
