/* monitor.c -- Java monitors: owner and recursion count live in the object
 * header, so they are part of the heap state. */
#include "vm/exception.h"
#include "vm/sched.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/juclock.h"

bool mon_enter(VM *vm, JThread *t, Ref obj) {
  Object *o = heap_obj(vm, obj);
  heap_touch(vm, obj);
  if (o->lock_owner == 0) {
    o->lock_owner = t->id + 1;
    o->lock_count = 1;
    mon_note_taken(vm, t, obj);
    return true;
  }
  if (o->lock_owner == t->id + 1) {
    o->lock_count++;
    return true;
  }
  t->state = TS_BLOCKED; /* owned by another thread: the scheduler retries when it is free */
  t->blocked_on = obj;
  t->lock_mode = 0;
  return false;
}

bool mon_exit(VM *vm, JThread *t, Ref obj) {
  Object *o = heap_obj(vm, obj);
  if (o->lock_owner != t->id + 1)
    return exc_throw_new(vm, t, "java/lang/IllegalMonitorStateException", NULL);
  heap_touch(vm, obj);
  if (--o->lock_count == 0) o->lock_owner = 0;
  return true;
}

bool mon_held(VM *vm, const JThread *t, Ref lock, bool *exclusive) {
  if (!lock || lock >= vm->heap.count || !heap_obj(vm, lock)) return false; /* collected */
  *exclusive = true;
  if (heap_obj(vm, lock)->lock_owner == t->id + 1) return true;
  if (!jl_is_lock(vm, lock)) return false;
  if (jl_holds(vm, t, lock, false)) return true;
  *exclusive = false;
  return jl_holds(vm, t, lock, true) != 0;
}

void mon_note_taken(VM *vm, JThread *t, Ref lock) {
  uint32_t n = 0;
  bool excl;
  for (uint32_t i = 0; i < t->nheld; i++) /* drop the locks given back since */
    if (t->held[i] != lock && mon_held(vm, t, t->held[i], &excl)) t->held[n++] = t->held[i];
  t->nheld = (uint8_t)n;
  if (n == sizeof t->held / sizeof t->held[0])
    t->held_lost = true;
  else
    t->held[t->nheld++] = lock;
}
