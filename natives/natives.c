/* natives.c -- lookup of native methods across the per-area tables. */
#include <string.h>

#include "natives/natives.h"

static const NativeEntry *const tables[] = {nat_lang,   nat_throw,  nat_number, nat_io,
                                            nat_thread, nat_unsafe, nat_verify, nat_locks,
                                            nat_extra,  nat_reflect, nat_file, nat_zip};

NativeFn nat_lookup(VM *vm, Method *m) {
  (void)vm;
  for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
    for (const NativeEntry *e = tables[i]; e->cls; e++)
      if (strcmp(e->cls, m->cls->name) == 0 && strcmp(e->name, m->name) == 0 &&
          (!e->desc || strcmp(e->desc, m->desc) == 0)) {
        m->native_kind = (int8_t)(e->action - 1); /* -1: no action */
        return e->fn;
      }
  return NULL;
}
