/* verify_classes.c -- loads the named classes (one internal name per line on
 * stdin) from a class path and runs the verifier on each, library classes
 * included (JPOR_VERIFY=all must be set: the test does).  Prints failures and
 * the closing line "N passed, M failed".
 *
 *   verify_classes JLIB_JAR [CLASSPATH] < names */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/verify.h"
#include "vm/vm_api.h"

typedef struct Tally {
  unsigned passed, failed;
} Tally;

/* Verify every class named on stdin (inside vm_pcall: a host error ends it). */
static void verify_names(VM *vm, void *data) {
  Tally *t = data;
  char line[1024];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = 0;
    if (!line[0]) continue;
    Class *c = cls_load(vm, line);
    const char *e = c ? verify_class(vm, c) : "not found";
    if (e) {
      t->failed++;
      printf("FAIL %s: %s\n", line, e);
    } else {
      t->passed++;
    }
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: verify_classes JLIB_JAR [CLASSPATH] < names\n");
    return 2;
  }
  VMOptions opt = {.classpath = argc > 2 ? argv[2] : ".",
                   .jlib = argv[1],
                   .max_heap = (size_t)1 << 28,
                   .stack_bytes = (size_t)1 << 20,
                   .quantum = 10000};
  VM *vm = vm_new(&opt);
  Tally tally = {0, 0};
  if (!vm || !vm_pcall(vm, verify_names, &tally)) { /* a host error, reported as jpor does */
    fprintf(stderr, "jpor: error: %s\n", vm_error(vm));
    vm_free(vm);
    return 2;
  }
  printf("%u passed, %u failed\n", tally.passed, tally.failed);
  vm_free(vm);
  return tally.failed ? 1 : 0;
}
