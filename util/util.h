/* util.h -- small helpers that classfile/, vm/, natives/ and checker/ share:
 * big-endian byte readers, growth of arrays by doubling, splitmix64, a
 * monotonic clock.
 * Header-only (static inline and macros) and knows about nothing else, so
 * that any folder may include it (the checker too: CMake copies it into the
 * checker's include path).  What to do when memory runs out is the caller's
 * business: the growth macro only says it did. */
#ifndef JPOR_UTIL_H
#define JPOR_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

/* The build with the self-checks that cost a pass over the heap (JPOR_SLOW_CHECKS:
 * the sanitizer build), as a constant that code can test like any other. */
#ifdef JPOR_SLOW_CHECKS
#define SLOW_CHECKS true
#else
#define SLOW_CHECKS false
#endif

/* ---- big-endian readers (class files are big-endian, JVMS 4.1) ---- */

static inline uint32_t be_u2(const uint8_t *p) { return (uint32_t)p[0] << 8 | p[1]; }
static inline int32_t be_s2(const uint8_t *p) { return (int16_t)(p[0] << 8 | p[1]); }
static inline uint32_t be_u4(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}
static inline int32_t be_s4(const uint8_t *p) { return (int32_t)be_u4(p); }

/* ---- growth of arrays ---- */

/* realloc(p, n * size), NULL when that overflows or fails (p is then left as it was). */
static inline void *util_reallocn(void *p, size_t n, size_t size) {
  if (size && n > SIZE_MAX / size) return NULL;
  size_t bytes = n * size;
  return realloc(p, bytes ? bytes : 1); /* realloc(p, 0) would free p */
}

/* Make room for at least need elements in the array p of capacity cap (any
 * integer lvalue), doubling cap from min: true when there is room; false when
 * memory ran out or cap would overflow, with p and cap unchanged.  The usual
 * use, before appending p[n]:
 *     if (!GROW(p, n + 1, cap, 16)) vm_fatal(vm, "out of memory (...)");
 * p and cap are evaluated more than once: give plain variables or fields. */
#define GROW(p, need, cap, min)                                                                    \
  ({                                                                                               \
    bool grow_ok_ = true;                                                                          \
    if ((size_t)(need) > (size_t)(cap)) {                                                          \
      __typeof__(cap) grow_cap_ = (cap) ? (cap) : (min);                                           \
      while (grow_ok_ && (size_t)grow_cap_ < (size_t)(need))                                       \
        grow_ok_ = grow_cap_ * 2 > grow_cap_ ? (grow_cap_ *= 2, true) : false;                     \
      void *grow_p_ = grow_ok_ ? util_reallocn((p), (size_t)grow_cap_, sizeof *(p)) : NULL;        \
      if (grow_p_) {                                                                               \
        (p) = grow_p_;                                                                             \
        (cap) = grow_cap_;                                                                         \
      } else {                                                                                     \
        grow_ok_ = false;                                                                          \
      }                                                                                            \
    }                                                                                              \
    grow_ok_;                                                                                      \
  })

/* ---- pseudo-random numbers ---- */

/* splitmix64 (Steele, Lea, Flood 2014): the next number of the sequence
 * seeded by *state; small, fast, and the same on every machine, so that a
 * seeded schedule or search order replays exactly. */
static inline uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ---- time ---- */

/* Seconds on the monotonic clock (for durations: limits, statistics). */
static inline double util_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

#endif
