/* strategies.c -- the registry: one line per strategy.  It drives --por,
 * --help, --list-por, and through --list-por the tests and benchmarks. */
#include <string.h>

#include "checker/strategy.h"

extern const Strategy por_none, por_jpf, por_spor, por_dl_spor, por_dl_jpf, por_de_spor, por_de_jpf,
    por_spor_sleep, por_odpor, por_dpor_graph;

// clang-format off
const Strategy *const chk_strategies[] = {
    &por_none,
    &por_jpf,
    &por_spor,
    &por_dl_spor,
    &por_dl_jpf,
    &por_de_spor,
    &por_de_jpf,
    &por_spor_sleep,
    &por_odpor,
    &por_dpor_graph,
    NULL,
};
// clang-format on

const Strategy *chk_strategy(const char *name) {
  for (const Strategy *const *p = chk_strategies; *p; p++)
    if (!strcmp((*p)->name, name)) return *p;
  return NULL;
}
