/* state.h -- saving and restoring the whole VM state, and its fingerprint.
 *
 * A state is everything a Java program can observe: the heap (statics live
 * in class mirrors, so they are heap too), every thread's frames and status,
 * virtual time.  Class metadata and resolution caches are not state: they only
 * grow, and mean the same in every state.  Objects made permanent (mirrors,
 * interned strings) survive a restore that predates them; a mirror is then
 * reset to "not initialised". */
#ifndef JPOR_STATE_H
#define JPOR_STATE_H

#include "vm/vm.h"

typedef struct VMState VMState;

/* share: the copies of objects unchanged since the last snapshot taken or
 * restored are that snapshot's (it then lives until this one is freed too):
 * for snapshots freed in the reverse order of their making, as a depth-first
 * search does.  Otherwise (a breadth-first queue) every copy is its own. */
VMState *state_save(VM *vm, bool share);
void state_restore(VM *vm, const VMState *s);
void state_free(VMState *s);
/* Free the blocks of freed snapshots kept for the next ones (Heap.spare). */
void state_free_spares(Heap *h);
/* For tests: does the heap hold exactly the snapshot's objects, byte for
 * byte (and, above its count, only permanent objects made since)? */
bool state_matches(VM *vm, const VMState *s);
size_t state_bytes(const VMState *s);

/* 128-bit XXH3 of the canonical form of the state: the heap reachable from the
 * threads and the statics (classes in name order), objects numbered in the
 * order a fixed traversal first meets them, so that states differing only in
 * object addresses, allocation order or garbage are equal. */
Fingerprint state_fingerprint(VM *vm);
/* The same canonical form with every reachable object hashed, deep-frozen ones
 * too (frozen.h): for tests, which compare the two. */
Fingerprint state_fingerprint_whole(VM *vm);

/* Mark which objects are reachable from more than one thread or from a static
 * field (shared[ref] = 1), into a buffer of vm->heap.count bytes.  Sticky:
 * also those marked before on this path, and mark these (Object.was_shared);
 * shared may then be NULL (the marks say it all). */
void state_shared_objects(VM *vm, uint8_t *shared, bool sticky);
/* The deep-frozen objects (frozen.h) as computed in the current state, or
 * NULL when none are known for it. */
const struct Frozen *state_frozen_now(VM *vm);
/* The same, walking deep-frozen objects too (frozen.h): for tests. */
void state_shared_objects_whole(VM *vm, uint8_t *shared, bool sticky);
/* How many objects the last fingerprint or analysis found deep-frozen. */
uint32_t state_frozen_objects(VM *vm);
/* Whether what that found holds in the current state (frozen_consistent). */
bool state_frozen_consistent(VM *vm);
/* Release the fingerprint's working memory (vm_free). */
void state_canon_free(VM *vm);
#endif
