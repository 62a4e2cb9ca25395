/* unit_check.h -- the counters and check() of the C unit tests, which end
 * with the suite's closing line "N passed, N failed". */
#ifndef JPOR_UNIT_CHECK_H
#define JPOR_UNIT_CHECK_H
#include <stdio.h>

static int failed, passed;

static void check(int ok, const char *what) {
  if (ok)
    passed++;
  else {
    failed++;
    printf("FAIL: %s\n", what);
  }
}
#endif
