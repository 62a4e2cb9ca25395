/* opcodes.c -- names and lengths of the instructions, from the X-macro table. */
#include "classfile/opcodes.h"

#include <ctype.h>
#include <pthread.h>

static const char *const upper_names[256] = {
#define X(name, code, len, pops, pushes, stop) [code] = #name,
    JPOR_OPCODES(X)
#undef X
};

static const signed char lengths[256] = {
#define X(name, code, len, pops, pushes, stop) [code] = len + 1,
    JPOR_OPCODES(X)
#undef X
};

/* pops + 2 and pushes + 2 (so that 0 means "unassigned" and 1 is OPV) */
static const signed char pops2[256] = {
#define X(name, code, len, pops, pushes, stop) [code] = pops + 2,
    JPOR_OPCODES(X)
#undef X
};
static const signed char pushes2[256] = {
#define X(name, code, len, pops, pushes, stop) [code] = pushes + 2,
    JPOR_OPCODES(X)
#undef X
};
static const bool stops[256] = {
#define X(name, code, len, pops, pushes, stop) [code] = stop,
    JPOR_OPCODES(X)
#undef X
};

bool cf_opcode_stops(unsigned op) { return op < 256 && stops[op]; }

/* The preprocessor cannot change case, so the lowercase names are derived from
 * the table once, on first use (pthread_once: callers may be threads). */
static char lower_names[256][20];
static pthread_once_t lower_once = PTHREAD_ONCE_INIT;

static void make_lower(void) {
  for (int op = 0; op < 256; op++) {
    const char *s = upper_names[op];
    if (!s) continue;
    for (int i = 0; s[i] && i < 19; i++)
      lower_names[op][i] = (char)tolower((unsigned char)s[i]);
  }
}

const char *cf_opcode_name(unsigned op) {
  if (op > 255 || !upper_names[op]) return NULL;
  pthread_once(&lower_once, make_lower);
  return lower_names[op];
}

/* lengths[] stores len+1 so that 0 can mean "unassigned". */
int cf_opcode_len(unsigned op) {
  if (op > 255 || lengths[op] == 0) return -1;
  return lengths[op] - 1;
}

int cf_opcode_pops(unsigned op) { return op > 255 ? -2 : pops2[op] - 2; }
int cf_opcode_pushes(unsigned op) { return op > 255 ? -2 : pushes2[op] - 2; }
