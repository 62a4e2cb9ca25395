/* monitor.c -- Java monitors: owner and recursion count live in the object
 * header, so they are part of the heap state. */
#include "vm/exception.h"
#include "vm/sched.h"
#include "vm/heap.h"
#include "vm/interp.h"

bool mon_enter(VM *vm, JThread *t, Ref obj) {
  Object *o = heap_obj(vm, obj);
  if (o->lock_owner == 0) {
    o->lock_owner = t->id + 1;
    o->lock_count = 1;
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
  if (--o->lock_count == 0) o->lock_owner = 0;
  return true;
}
