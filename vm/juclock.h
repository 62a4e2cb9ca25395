/* juclock.h -- java.util.concurrent locks as VM primitives.
 *
 * ReentrantLock and ReentrantReadWriteLock (jlib) keep their state in the
 * fields of jpor.internal.SyncLock: the exclusive owner and its hold count,
 * the number of read holds and the read holds by thread id.  Taking,
 * releasing and waiting are natives, so each is ONE visible action on the
 * lock object -- the paper's "lock and unlock are writes of the lock"
 * (papers/stateful-por-source-sets.md, section 5) -- instead of the dozen
 * CAS and park steps of a queued synchroniser.  A thread that cannot take the
 * lock is BLOCKED with phase PH_LOCKING; it is enabled again exactly when
 * jl_available() holds, the way a thread blocked on a monitor is. */
#ifndef JPOR_JUCLOCK_H
#define JPOR_JUCLOCK_H

#include "vm/vm.h"

typedef struct JucLockInfo {
  Class *cls;                                       /* jpor/internal/SyncLock */
  uint32_t owner, holds, readers, read_holds, fair; /* instance slots */
  /* jl_queue_seen's last answer: the class it looked up, and whether that is
   * a ReentrantReadWriteLock (classes are never freed) */
  const Class *rw_seen;
  bool rw_seen_is;
} JucLockInfo;

/* The lock information, resolved from lock's class on first use. */
JucLockInfo *jl_info(VM *vm, Ref lock);
/* Is obj an instance of jpor.internal.SyncLock (false before any exists)? */
bool jl_is_lock(VM *vm, Ref obj);

/* Could t take the lock now (exclusive, or a read hold when shared)?  A fair
 * lock also makes t wait for the threads queued before it, an unfair one a
 * reader for a writer first in the queue. */
bool jl_available(VM *vm, const JThread *t, Ref lock, bool shared);
/* Does a thread's place in lock's queue decide what others may do: is lock
 * fair, or a ReentrantReadWriteLock (readers wait for a writer first in the
 * queue)?  Then under check an acquire that lock refuses is enabled and
 * queues its thread (act_would_block), as lock() in the JDK does: stopped
 * before it, the thread would be in no queue, and a thread that came later
 * but queued (a timed tryLock) would always go first.  An unfair
 * ReentrantLock lets anybody barge in: there the place does not count. */
bool jl_queue_seen(VM *vm, Ref lock);
/* The same, ignoring fairness (tryLock() barges in). */
bool jl_free(VM *vm, const JThread *t, Ref lock, bool shared);
/* Take count holds; the lock must be free.  False: out of memory, with
 * OutOfMemoryError pending in t. */
bool jl_take(VM *vm, JThread *t, Ref lock, bool shared, uint32_t count);
/* Give back one hold; false when t holds none of that kind. */
bool jl_release(VM *vm, JThread *t, Ref lock, bool shared);
/* Give back every exclusive hold (Condition.await); returns how many. */
uint32_t jl_release_all(VM *vm, JThread *t, Ref lock);
/* t's holds of the kind */
uint32_t jl_holds(VM *vm, const JThread *t, Ref lock, bool shared);
/* The exclusive owner's thread id + 1, or 0; all read holds. */
uint32_t jl_owner(VM *vm, Ref lock);
uint32_t jl_readers(VM *vm, Ref lock);
#endif
