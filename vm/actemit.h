/* actemit.h -- making action records inside the VM: the interpreter and the
 * natives report each action they perform to the VM's listeners, and the
 * explorer peeks at the action a stopped thread performs next. */
#ifndef JPOR_ACTEMIT_H
#define JPOR_ACTEMIT_H

#include "vm/action.h"
#include "vm/vm.h"

/* The action thread t performs next, without performing it.  False when t is
 * not stopped before a visible action (it has not run yet, or it ended). */
bool act_peek(VM *vm, JThread *t, Action *a);
/* Would t, stopped before the lock action a (from act_peek), block on it now? */
bool act_would_block(VM *vm, JThread *t, const Action *a);
/* False when t's next step cannot be one that act_would_block stops: by its
 * opcode alone, before a peek (most of them are a field's or an element's
 * access) */
bool act_may_block_next(const JThread *t);
/* Is t, runnable, stopped before an action that would block now (into *a)?
 * Under check such a thread has not tried it yet (it is not enabled), but
 * to others it is a thread blocked there: getState(), getQueueLength(). */
bool act_stopped_blocked(VM *vm, JThread *t, Action *a);
/* The element and field accesses of a, when a is a peeked System.arraycopy
 * or Object.clone (whose own action names the whole object): the reads of
 * the source's elements and the writes of the destination's, or the reads of
 * every element or field cloned, each an action like a with its object,
 * field and index; at most cap of them.  More than cap: *whole, and the
 * parts name each array once (index 0), or are none for an object with more
 * fields.  0 for every other action. */
uint32_t act_bulk_parts(VM *vm, const Action *a, Action *parts, uint32_t cap, bool *whole);
/* Fill a->user_m, user_pc and via from t's frames. */
void act_user_frame(const JThread *t, Action *a);
/* The canonical name of obj as a number (Action.oid). */
uint64_t act_oid(VM *vm, Ref obj);
/* Report an action of t at its current frame/pc to every listener (no-op
 * without one).  The record also names the program's own frame that led to it. */
void act_emit(VM *vm, JThread *t, ActionKind kind, Ref obj, const Field *f, int32_t index,
              const Value *v, char vtype);
/* The same, with the CAS outcome or the other thread involved. */
void act_emit_full(VM *vm, JThread *t, ActionKind kind, Ref obj, const Field *f, int32_t index,
                   const Value *v, char vtype, bool ok, int32_t other);
/* A lock acquire (ACT_LOCK/ACT_RLOCK) of lock; reentrant: t held it before;
 * try_acquire: a tryLock, timed or not (Action.try_acquire); ok: it takes
 * the lock (not: the attempt fails or waits -- Action.ok). */
void act_emit_acquire(VM *vm, JThread *t, ActionKind kind, Ref lock, bool reentrant,
                      bool try_acquire, bool ok);
#endif
