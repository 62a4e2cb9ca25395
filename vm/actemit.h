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
/* A lock acquire (ACT_LOCK/ACT_RLOCK) of lock; reentrant: t held it before. */
void act_emit_acquire(VM *vm, JThread *t, ActionKind kind, Ref lock, bool reentrant);
#endif
