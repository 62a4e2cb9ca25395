/* natives.c -- lookup of native methods across the per-area tables. */
#include <string.h>

#include "natives/natives.h"

/* Write stamps (heap_touch): a native of a tracked table writes no object
 * made before the call but its reference arguments (the receiver included)
 * and what it stamps itself, so the call stamps those arguments.  The others
 * (reflection's field sets reach statics, files and zip streams write
 * arrays their arguments lead to) are untracked: after one ran, the next
 * restore copies every object, as if nothing were stamped. */
static const struct {
  const NativeEntry *entries;
  bool tracked;
} tables[] = {{nat_lang, true},   {nat_throw, true},     {nat_number, true},      {nat_io, true},
              {nat_thread, true}, {nat_unsafe, true},    {nat_verify, true},      {nat_locks, true},
              {nat_extra, true},  {nat_varhandle, true}, {nat_reflect, false},    {nat_file, false},
              {nat_zip, false},   {nat_proxy, false},    {nat_methodhandle, true}};

/* Bit i set: argument slot i of m holds a reference (slots past 63: none,
 * and m is untracked). */
static uint64_t ref_arg_slots(Method *m, bool *overflow) {
  uint64_t bits = 0;
  uint32_t slot = 0;
  if (!(m->flags & ACC_STATIC)) bits |= 1, slot = 1;
  for (const char *d = m->desc + 1; *d && *d != ')'; d++, slot++) {
    bool ref = *d == 'L' || *d == '[';
    while (*d == '[')
      d++;
    if (*d == 'L') d = strchr(d, ';');
    if (!d) break;
    if (ref && slot < 64) bits |= 1ull << slot;
    if (ref && slot >= 64) *overflow = true;
    if (*d == 'J' || *d == 'D') slot++;
  }
  return bits;
}

/* Natives with reference arguments that leave every reference in the heap
 * as it is and return no reference but a mirror: they read, or write an
 * identity hash (a header).  A stretch of a transition that calls them, or
 * natives without reference arguments or result, keeps its shared-object
 * analysis (ex_shared_generation); any other native ends that. */
static const char *const keeps_refs[][2] = {
    {"java/lang/Object", "getClass"},         {"java/lang/Object", "hashCode"},
    {"java/lang/System", "identityHashCode"}, {"java/lang/Class", "isInstance"},
    {"java/lang/Class", "isAssignableFrom"},
};

static bool listed_keeping_refs(const Method *m) {
  for (size_t i = 0; i < sizeof keeps_refs / sizeof keeps_refs[0]; i++)
    if (!strcmp(m->cls->name, keeps_refs[i][0]) && !strcmp(m->name, keeps_refs[i][1])) return true;
  return false;
}

NativeFn nat_lookup(VM *vm, Method *m) {
  (void)vm;
  for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
    for (const NativeEntry *e = tables[i].entries; e->cls; e++)
      if (strcmp(e->cls, m->cls->name) == 0 && strcmp(e->name, m->name) == 0 &&
          (!e->desc || strcmp(e->desc, m->desc) == 0)) {
        m->native_kind = (int8_t)(e->action - 1); /* -1: no action */
        bool overflow = false;
        m->native_ref_args = ref_arg_slots(m, &overflow);
        m->native_untracked = !tables[i].tracked || overflow;
        const char *ret = strchr(m->desc, ')');
        bool returns_ref = ret && (ret[1] == 'L' || ret[1] == '[');
        m->native_keeps_refs = listed_keeping_refs(m) || (!m->native_ref_args && !returns_ref);
        return e->fn;
      }
  return NULL;
}
