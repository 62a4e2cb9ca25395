/* typemap.h -- which local and operand-stack slots hold references at a pc.
 *
 * Slots carry no tags at run time, so the state fingerprint (and anything else
 * that must tell references from numbers) asks this module.  It runs a
 * verifier-style data-flow analysis over the method once, on first use, and
 * keeps the slot types of every instruction.  Slots whose type differs along
 * merging paths become TM_TOP: dead, as javac's verifiable code guarantees. */
#ifndef JPOR_TYPEMAP_H
#define JPOR_TYPEMAP_H

#include "vm/vm.h"

enum { TM_TOP = 0, TM_INT, TM_FLOAT, TM_REF, TM_LONG, TM_DOUBLE, TM_HIGH, TM_RET };

typedef struct TypeMap {
  uint32_t code_len;
  uint16_t nlocals, max_stack;
  int32_t *depth;  /* stack depth on entry to each pc, -1 if unreachable */
  uint8_t *types;  /* per pc: nlocals local types, then max_stack stack types */
} TypeMap;

/* The map of m (computed once, cached on the method).  m must have code. */
const TypeMap *tmap_get(VM *vm, Method *m);
static inline const uint8_t *tmap_locals(const TypeMap *tm, uint32_t pc) {
  return tm->types + (size_t)pc * (tm->nlocals + tm->max_stack);
}
static inline const uint8_t *tmap_stack(const TypeMap *tm, uint32_t pc) {
  return tmap_locals(tm, pc) + tm->nlocals;
}
#endif
