/* juclock.c -- the state of java.util.concurrent locks (see juclock.h). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/juclock.h"

static uint32_t slot_of(VM *vm, Class *c, const char *name, const char *desc) {
  Field *f = cls_find_field(c, sym_intern(vm, name), sym_intern(vm, desc));
  if (!f || (f->flags & ACC_STATIC))
    vm_fatal(vm, "jlib: jpor.internal.SyncLock has no field %s %s", name, desc);
  return f->slot;
}

JucLockInfo *jl_info(VM *vm, Ref lock) {
  if (vm->jl) return vm->jl;
  Class *c = heap_obj(vm, lock)->cls;
  while (c && strcmp(c->name, "jpor/internal/SyncLock") != 0)
    c = c->super;
  if (!c) vm_panic("jl_info: %s is not a SyncLock", heap_obj(vm, lock)->cls->name);
  JucLockInfo *jl = calloc(1, sizeof *jl);
  if (!jl) vm_fatal(vm, "out of memory (locks)");
  jl->cls = c;
  jl->owner = slot_of(vm, c, "owner", "I");
  jl->holds = slot_of(vm, c, "holds", "I");
  jl->readers = slot_of(vm, c, "readers", "I");
  jl->read_holds = slot_of(vm, c, "readHolds", "[I");
  jl->fair = slot_of(vm, c, "fair", "Z");
  vm->jl = jl;
  return jl;
}

bool jl_is_lock(VM *vm, Ref obj) {
  return obj && vm->jl && heap_obj(vm, obj)->cls->kind == CK_INSTANCE &&
         cls_is_subclass(heap_obj(vm, obj)->cls, vm->jl->cls);
}

static Value *field(VM *vm, Ref lock, uint32_t slot) { return &heap_obj(vm, lock)->data[slot]; }

uint32_t jl_owner(VM *vm, Ref lock) {
  return (uint32_t)field(vm, lock, jl_info(vm, lock)->owner)->i;
}
uint32_t jl_readers(VM *vm, Ref lock) {
  return (uint32_t)field(vm, lock, jl_info(vm, lock)->readers)->i;
}

/* t's entry in the read-holds array, or NULL when the array does not reach it */
static int32_t *read_hold(VM *vm, const JThread *t, Ref lock) {
  Ref arr = field(vm, lock, jl_info(vm, lock)->read_holds)->r;
  if (!arr || heap_obj(vm, arr)->length <= t->id) return NULL;
  return &ARR(heap_obj(vm, arr), int32_t)[t->id];
}

/* Stamp the read-holds array (heap_touch): its entries are written in place. */
static void touch_read_holds(VM *vm, Ref lock) {
  Ref arr = field(vm, lock, jl_info(vm, lock)->read_holds)->r;
  if (arr) heap_touch(vm, arr);
}

uint32_t jl_holds(VM *vm, const JThread *t, Ref lock, bool shared) {
  JucLockInfo *jl = jl_info(vm, lock);
  if (shared) {
    int32_t *h = read_hold(vm, t, lock);
    return h ? (uint32_t)*h : 0;
  }
  return field(vm, lock, jl->owner)->i == (int32_t)t->id + 1
             ? (uint32_t)field(vm, lock, jl->holds)->i
             : 0;
}

/* (a Condition waiter an interrupt woke stands in the queue once it ran: LM_UNQUEUED) */
static bool is_queued(const JThread *t) {
  return t->phase == PH_LOCKING || (t->phase == PH_REACQUIRE && !(t->lock_mode & LM_UNQUEUED));
}

static bool queued_on(const JThread *w, Ref lock) {
  return is_queued(w) && (w->lock_mode & LM_JUC) && w->blocked_on == lock;
}

/* The thread other than t queued for lock longest (NULL: none). */
static const JThread *first_queued(VM *vm, const JThread *t, Ref lock) {
  const JThread *first = NULL;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    const JThread *w = vm->threads[i];
    if (w != t && queued_on(w, lock) && (!first || w->wait_seq < first->wait_seq)) first = w;
  }
  return first;
}

/* Is k (a subclass of) ReentrantReadWriteLock?  Asked at every acquire a
 * lock refuses: the last class's answer is kept. */
static bool rw_lock_class(JucLockInfo *jl, const Class *k) {
  if (jl->rw_seen == k) return jl->rw_seen_is;
  bool is = false;
  for (const Class *c = k; c && !is; c = c->super)
    is = !strcmp(c->name, "java/util/concurrent/locks/ReentrantReadWriteLock");
  jl->rw_seen = k;
  jl->rw_seen_is = is;
  return is;
}

bool jl_queue_seen(VM *vm, Ref lock) {
  JucLockInfo *jl = jl_info(vm, lock);
  return field(vm, lock, jl->fair)->i || rw_lock_class(jl, heap_obj(vm, lock)->cls);
}

/* The owner may take read holds too (downgrading); a reader that asks for the
 * write lock waits for every reader, itself included: as in the JDK, it
 * deadlocks.  Reentrant holds never wait for the queue. */
bool jl_free(VM *vm, const JThread *t, Ref lock, bool shared) {
  JucLockInfo *jl = jl_info(vm, lock);
  int32_t owner = field(vm, lock, jl->owner)->i;
  if (owner == (int32_t)t->id + 1) return true;
  if (owner) return false;
  return shared || field(vm, lock, jl->readers)->i == 0;
}

/* A fair lock goes to the longest-waiting thread: t waits for every thread
 * queued before it (before anybody, when t is not queued yet).  An unfair
 * one lets a thread barge in, but not a reader past a writer first in the
 * queue (the JDK's readerShouldBlock, apparentlyFirstQueuedIsExclusive).
 * A queued reader waits for every thread queued before it, on either: AQS
 * lets a queued node try only when it is first, and a reader that gets in
 * wakes the next one only when that one reads too.  Reentrant holds never
 * wait for the queue. */
bool jl_available(VM *vm, const JThread *t, Ref lock, bool shared) {
  if (!jl_free(vm, t, lock, shared)) return false;
  if (jl_holds(vm, t, lock, false) || (shared && jl_holds(vm, t, lock, true))) return true;
  bool fair = field(vm, lock, jl_info(vm, lock)->fair)->i != 0;
  if (!fair && !shared) return true;
  const JThread *f = first_queued(vm, t, lock);
  if (is_queued(t)) return !f || f->wait_seq > t->wait_seq;
  return !f || (!fair && (f->lock_mode & LM_SHARED));
}

/* Make the read-holds array long enough for thread id tid. */
static bool grow_read_holds(VM *vm, JThread *t, Ref lock, uint32_t tid) {
  uint32_t slot = jl_info(vm, lock)->read_holds;
  Ref old = field(vm, lock, slot)->r;
  uint32_t len = old ? heap_obj(vm, old)->length : 0;
  if (len > tid) return true;
  uint32_t n = len * 2 > tid + 1 ? len * 2 : tid + 4;
  uint32_t pins = vm->heap.ntemp;
  heap_pin(vm, lock);
  Ref arr = heap_new_prim_array(vm, TY_INT, (int32_t)n);
  vm->heap.ntemp = pins;
  if (!arr) {
    exc_oom(vm, t);
    return false;
  }
  if (old)
    memcpy(arr_data(heap_obj(vm, arr)), arr_data(heap_obj(vm, old)),
           heap_obj(vm, old)->length * sizeof(int32_t));
  field(vm, lock, slot)->r = arr;
  return true;
}

bool jl_take(VM *vm, JThread *t, Ref lock, bool shared, uint32_t count) {
  JucLockInfo *jl = jl_info(vm, lock);
  assert(jl_free(vm, t, lock, shared));
  heap_touch(vm, lock);
  if (shared) {
    if (!grow_read_holds(vm, t, lock, t->id)) return false;
    touch_read_holds(vm, lock);
    *read_hold(vm, t, lock) += (int32_t)count;
    field(vm, lock, jl->readers)->i += (int32_t)count;
    mon_note_taken(vm, t, lock);
    return true;
  }
  field(vm, lock, jl->owner)->i = (int32_t)t->id + 1;
  field(vm, lock, jl->holds)->i += (int32_t)count;
  mon_note_taken(vm, t, lock);
  return true;
}

bool jl_release(VM *vm, JThread *t, Ref lock, bool shared) {
  JucLockInfo *jl = jl_info(vm, lock);
  heap_touch(vm, lock);
  if (shared) {
    touch_read_holds(vm, lock);
    int32_t *h = read_hold(vm, t, lock);
    if (!h || *h == 0) return false;
    (*h)--;
    field(vm, lock, jl->readers)->i--;
    return true;
  }
  if (field(vm, lock, jl->owner)->i != (int32_t)t->id + 1) return false;
  if (--field(vm, lock, jl->holds)->i == 0) field(vm, lock, jl->owner)->i = 0;
  return true;
}

uint32_t jl_release_all(VM *vm, JThread *t, Ref lock) {
  JucLockInfo *jl = jl_info(vm, lock);
  uint32_t n = jl_holds(vm, t, lock, false);
  heap_touch(vm, lock);
  field(vm, lock, jl->owner)->i = 0;
  field(vm, lock, jl->holds)->i = 0;
  return n;
}
