/* exception.c -- throwing, VM-raised exceptions, backtraces and unwinding. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/sched.h"
#include "vm/synth.h"

void exc_throw(VM *vm, JThread *t, Ref ex) { t->exception = ex; }

/* Frames of the classes invokedynamic synthesizes are left out, as the JDK
 * leaves out those of its hidden lambda classes. */
/* Is frame i of t main's frame waiting, not yet started, while java's launcher
 * initialises the main class?  In java no Java frame is below that <clinit>. */
static bool launch_frame(VM *vm, const JThread *t, uint32_t i) {
  const Frame *f = &t->frames[i];
  return i == 0 && t->id == 0 && f->pc == 0 && f->m->name == sym_intern(vm, "main") &&
         vm->main_class && cls_init_state(vm, vm->main_class) != INIT_DONE;
}

/* A method handle's own frames (jlib's MethodHandle and its nested kinds,
 * the asType conversions), as the JDK hides its LambdaForm frames. */
static bool handle_frame(const Class *c) {
  static const char mh[] = "java/lang/invoke/MethodHandle";
  size_t n = sizeof mh - 1;
  return (!strncmp(c->name, mh, n) && (c->name[n] == '\0' || c->name[n] == '$')) ||
         !strcmp(c->name, "java/lang/invoke/Conversions");
}

static bool frame_hidden(VM *vm, const JThread *t, uint32_t i) {
  const Class *c = t->frames[i].m->cls;
  return synth_is_hidden(c) || handle_frame(c) || launch_frame(vm, t, i);
}

Ref exc_backtrace(VM *vm, JThread *t, uint32_t skip) {
  uint32_t total = t->nframes > skip ? t->nframes - skip : 0, n = 0;
  for (uint32_t i = 0; i < total; i++) n += !frame_hidden(vm, t, i);
  if (n > EXC_MAX_TRACE_DEPTH) n = EXC_MAX_TRACE_DEPTH; /* the innermost, as HotSpot keeps */
  Ref bt = heap_new_prim_array(vm, TY_INT, (int32_t)(2 * n));
  if (!bt) return 0;
  int32_t *a = ARR(heap_obj(vm, bt), int32_t);
  for (uint32_t i = 0, k = 0; i < total && k < n; i++) {
    Frame *f = &t->frames[t->nframes - 1 - skip - i];
    if (frame_hidden(vm, t, t->nframes - 1 - skip - i)) continue;
    a[2 * k] = (int32_t)f->m->id;
    a[2 * k + 1] = (int32_t)f->pc;
    k++;
  }
  return bt;
}

/* Build a throwable of class c without running a constructor (jlib/README.md). */
static Ref make_throwable(VM *vm, JThread *t, Class *c, Ref msg, Ref cause) {
  heap_pin(vm, msg);
  heap_pin(vm, cause);
  Ref ex = heap_new_object(vm, c);
  if (!ex) return 0;
  heap_pin(vm, ex);
  Ref bt = exc_backtrace(vm, t, 0);
  Object *o = heap_obj(vm, ex);
  o->data[vm->f_thr_detail->slot].r = msg;
  o->data[vm->f_thr_cause->slot].r = cause ? cause : ex;
  o->data[vm->f_thr_backtrace->slot].r = bt;
  return ex;
}

static bool throw_newv(VM *vm, JThread *t, const char *cname, Ref cause, const char *fmt,
                       va_list ap) {
  Class *c = cls_require(vm, cname, "the VM");
  Ref msg = 0;
  if (fmt) {
    char buf[2048];
    vsnprintf(buf, sizeof buf, fmt, ap);
    msg = str_new_utf8(vm, buf);
    if (!msg) return exc_oom(vm, t);
  }
  Ref ex = make_throwable(vm, t, c, msg, cause);
  heap_unpin_all(vm);
  if (!ex) return exc_oom(vm, t);
  t->exception = ex;
  return false;
}

bool exc_throw_new(VM *vm, JThread *t, const char *cname, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  throw_newv(vm, t, cname, 0, fmt, ap);
  va_end(ap);
  return false;
}

bool exc_throw_caused(VM *vm, JThread *t, const char *cname, Ref cause, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  throw_newv(vm, t, cname, cause, fmt, ap);
  va_end(ap);
  return false;
}

/* OutOfMemoryError: made after a collection; if even that fails, a preallocated one. */
bool exc_oom(VM *vm, JThread *t) { return exc_oom_array(vm, t, 0); }

/* A static field of jlib's OutOfMemoryError (or Throwable) the VM keeps there
 * so that it is part of the state: searches restore it with the heap. */
static Value *oom_static(VM *vm, Class *c, const char *name, const char *desc) {
  Field *f = cls_find_field(c, sym_intern(vm, name), sym_intern(vm, desc));
  if (!f || !(f->flags & ACC_STATIC))
    vm_fatal(vm, "jlib: %s has no static field %s", c->name, name);
  return &cls_statics(vm, f->cls)[f->slot];
}

/* HotSpot throws its first two OutOfMemoryErrors with a stack trace (its
 * preallocated errors); every later one is the shared error of its message,
 * without a stack trace and with suppression disabled.  ex is that shared
 * error, made on first use (0 if even that finds no memory). */
static Ref oom_shared(VM *vm, JThread *t, Class *c, bool array_size, Ref msg) {
  Value *slot = oom_static(vm, c, array_size ? "jporArraySize" : "jporHeapSpace",
                           "Ljava/lang/OutOfMemoryError;");
  if (slot->r) return slot->r;
  Ref ex = make_throwable(vm, t, c, msg, 0);
  if (!ex) return 0;
  Object *o = heap_obj(vm, ex);
  o->data[vm->f_thr_backtrace->slot].r = 0;
  Field *sf = cls_find_field(vm->c_throwable, sym_intern(vm, "suppressedExceptions"),
                             sym_intern(vm, "Ljava/util/List;"));
  Ref off = oom_static(vm, vm->c_throwable, "SUPPRESSION_DISABLED", "Ljava/util/List;")->r;
  if (sf) o->data[sf->slot].r = off;
  heap_touch(vm, c->mirror);
  vm->reach_events++; /* a reference into a mirror, written without an action (keep_init_error) */
  oom_static(vm, c, array_size ? "jporArraySize" : "jporHeapSpace", "Ljava/lang/OutOfMemoryError;")
      ->r = ex;
  return ex;
}

bool exc_oom_array(VM *vm, JThread *t, int32_t length) {
  Class *c = cls_require(vm, "java/lang/OutOfMemoryError", "the VM");
  heap_collect(vm);
  bool array_size = length > EXC_MAX_ARRAY_LENGTH;
  Ref msg =
      str_new_utf8(vm, array_size ? "Requested array size exceeds VM limit" : "Java heap space");
  Value *traced = oom_static(vm, c, "jporTraced", "I");
  Ref ex = 0;
  if (msg && traced->i < 2) {
    ex = make_throwable(vm, t, c, msg, 0);
    if (ex) {
      heap_touch(vm, c->mirror);
      oom_static(vm, c, "jporTraced", "I")->i++;
    }
  } else if (msg) {
    ex = oom_shared(vm, t, c, array_size, msg);
  }
  heap_unpin_all(vm);
  if (!ex) ex = vm->oome;
  if (!ex) vm_fatal(vm, "out of memory: the Java heap limit (-Xmx) is too small to run at all");
  t->exception = ex;
  return false;
}

static bool handler_matches(VM *vm, JThread *t, Class *c, uint16_t catch_type, Class *ec) {
  if (catch_type == 0) return true;
  Class *k = cls_resolve_class(vm, t, c, catch_type);
  return k && cls_assignable(vm, ec, k);
}

/* What java 17 keeps of a failed initialisation for the NoClassDefFoundError
 * of each later use (init_class): an ExceptionInInitializerError saying
 * "Exception java.lang.X: msg [in thread "T"]", with ex's stack trace and
 * no cause.  Without memory, none: the error then has no cause. */
static void keep_init_error(VM *vm, JThread *t, Class *c, Ref ex) {
  char jn[512], text[2048];
  cls_java_name(heap_obj(vm, ex)->cls->name, jn, sizeof jn);
  Ref detail = heap_obj(vm, ex)->data[vm->f_thr_detail->slot].r;
  char *msg = detail ? str_to_utf8(vm, detail) : NULL;
  char *name = sched_thread_name(vm, t);
  snprintf(text, sizeof text, "Exception %s%s%s [in thread \"%s\"]", jn, msg ? ": " : "",
           msg ? msg : "", name ? name : "?");
  free(msg);
  free(name);
  heap_pin(vm, ex);
  Ref s = str_new_utf8(vm, text);
  Ref saved =
      s ? make_throwable(vm, t, cls_require(vm, "java/lang/ExceptionInInitializerError", "the VM"),
                         s, 0)
        : 0;
  heap_unpin_all(vm);
  if (!saved) return;
  Object *o = heap_obj(vm, saved);
  o->data[vm->f_thr_cause->slot].r = 0;
  o->data[vm->f_thr_backtrace->slot].r = heap_obj(vm, ex)->data[vm->f_thr_backtrace->slot].r;
  heap_touch(vm, c->mirror);
  vm->reach_events++; /* a reference into a mirror, written without an action */
  heap_obj(vm, c->mirror)->data[MIRROR_INIT_ERROR].r = saved;
}

/* A frame is being popped by an exception: release what it holds. */
static void pop_frame(VM *vm, JThread *t) {
  Frame *f = &t->frames[t->nframes - 1];
  Ref ex = t->exception;
  if (f->m->flags & ACC_SYNCHRONIZED) {
    Ref lock = (f->m->flags & ACC_STATIC) ? f->m->cls->mirror : f->locals[0].r;
    Object *o = heap_obj(vm, lock);
    heap_touch(vm, lock);
    if (o->lock_owner == t->id + 1 && --o->lock_count == 0) o->lock_owner = 0;
  }
  Class *failed = f->clinit_of;
  t->nframes--;
  if (!failed) return;
  /* JVMS 5.5 step 11/12: the class is erroneous; non-Errors are wrapped */
  init_end(vm, t, failed, INIT_FAILED);
  keep_init_error(vm, t, failed, ex);
  Class *err = cls_require(vm, "java/lang/Error", "the VM");
  if (cls_is_subclass(heap_obj(vm, ex)->cls, err)) return;
  heap_pin(vm, ex);
  /* The main class is initialised by java's launcher before main runs: the
   * error has no Java frames, and main's handlers do not see it. */
  if (t->nframes == 1 && launch_frame(vm, t, 0)) t->nframes = 0;
  exc_throw_caused(vm, t, "java/lang/ExceptionInInitializerError", ex, NULL);
}

bool exc_unwind(VM *vm, JThread *t) {
  thr_touch_frames(vm, t);
  while (t->nframes) {
    Frame *f = &t->frames[t->nframes - 1];
    const CfCode *code = f->m->code;
    Class *ec = heap_obj(vm, t->exception)->cls;
    for (uint16_t i = 0; code && i < code->nhandlers; i++) {
      const CfHandler *h = &code->handlers[i];
      if (f->pc < h->start_pc || f->pc >= h->end_pc) continue;
      Ref ex = t->exception;
      t->exception = 0; /* resolving the catch type may itself throw */
      bool match = handler_matches(vm, t, f->m->cls, h->catch_type, ec);
      if (t->exception) break; /* that exception replaces this one */
      t->exception = ex;
      if (!match) continue;
      f->pc = h->handler_pc;
      f->sp = f->locals + f->m->max_locals;
      f->sp->raw = 0;
      f->sp->r = ex;
      f->sp++;
      t->exception = 0;
      return true;
    }
    pop_frame(vm, t);
  }
  return false;
}

void exc_describe_fallback(VM *vm, Ref ex) {
  Object *o = heap_obj(vm, ex);
  char jn[512];
  cls_java_name(o->cls->name, jn, sizeof jn);
  Ref msg = o->data[vm->f_thr_detail->slot].r;
  if (msg) {
    char *m = str_to_utf8(vm, msg);
    fprintf(stderr, "%s: %s\n", jn, m);
    free(m);
  } else {
    fprintf(stderr, "%s\n", jn);
  }
}
