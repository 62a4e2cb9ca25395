/* value.h -- the VM's basic values, shared by the VM and its public headers
 * (explore.h, action.h): a reference is a handle, a slot is a union. */
#ifndef JPOR_VALUE_H
#define JPOR_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint32_t Ref; /* index into the object table; 0 is null */

/* One local-variable or operand-stack slot.  As in the JVM, long and double
 * take two slots (the value lives in the first), so dup2/pop2 need no types. */
typedef union Value {
  int32_t i;
  int64_t j;
  float f;
  double d;
  Ref r;
  uint64_t raw;
} Value;

/* Basic types use their descriptor letters: Z B C S I J F D, and L for any reference. */
enum {
  TY_BOOLEAN = 'Z',
  TY_BYTE = 'B',
  TY_CHAR = 'C',
  TY_SHORT = 'S',
  TY_INT = 'I',
  TY_LONG = 'J',
  TY_FLOAT = 'F',
  TY_DOUBLE = 'D',
  TY_REF = 'L',
  TY_VOID = 'V'
};

/* 128 bits of a state's canonical form (XXH3-128). */
typedef struct Fingerprint {
  uint64_t lo, hi;
} Fingerprint;

/* Options for a run, from the command line. */
typedef struct VMOptions {
  const char *classpath;
  const char *jlib;   /* path of jlib.jar */
  size_t max_heap;    /* -Xmx bytes */
  size_t stack_bytes; /* -Xss bytes */
  bool assertions;    /* -ea */
  int sched_policy;   /* SCHED_* (sched.h) */
  uint64_t sched_seed;
  int64_t quantum;
  bool trace_actions; /* print every visible action on stderr */
  bool sched_stats;   /* print thread switches at the end */
  bool mute;          /* drop the program's output (a search prints it once per path) */
  bool fixed_clock;   /* run: currentTimeMillis starts at 2023-11-14T22:13:20Z, not now */
  bool enumerate_random; /* check: Random.nextInt(n) and nextBoolean() are data choices
                          * (JPF's cg.enumerate_random) */
  int nprops;         /* -Dname=value options, in command-line order (System's properties) */
  const char **props; /* "name=value" (or "name"), pointing into argv */
} VMOptions;
#endif
