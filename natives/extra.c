/* extra.c -- natives added for jlib's class-library gaps (issue 13).
 *
 * java.lang.ThreadGroup.liveThreads0(): the Thread objects of every live
 * (started, not terminated) thread, in start order.  Thread groups keep no
 * list of their threads (that would be shared state touched by every thread
 * creation); they filter this list by each thread's group field instead.
 * Reading every thread's liveness is a visible action, like isAlive(). */
#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/exception.h"
#include "vm/heap.h"

static int ThreadGroup_liveThreads0(VM *vm, JThread *t, Value *args, Value *ret) {
  (void)args;
  int32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (w->obj && w->state != TS_NEW && w->state != TS_TERMINATED) n++;
  }
  Ref a = heap_new_ref_array(vm, vm->c_thread, n);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  int32_t k = 0;
  for (uint32_t i = 0; i < vm->nthreads && k < n; i++) {
    JThread *w = vm->threads[i];
    if (w->obj && w->state != TS_NEW && w->state != TS_TERMINATED) ARR(heap_obj(vm, a), Ref)[k++] = w->obj;
  }
  /* every thread's life, a thread not started yet's too (which another
   * thread's start() changes): an action that conflicts with every other */
  act_emit(vm, t, ACT_JOIN, 0, NULL, ACT_INDEX_ANY, NULL, 0);
  RET_R(a);
  return NAT_OK;
}

const NativeEntry nat_extra[] = {
    {"java/lang/ThreadGroup", "liveThreads0", "()[Ljava/lang/Thread;", ThreadGroup_liveThreads0, NAT_ACT(ACT_JOIN)},
    {NULL},
};
