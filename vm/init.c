/* init.c -- class initialisation (JVMS 5.5), driven from the interpreter.
 *
 * Initialisation never recurses on the C stack: init_class pushes the <clinit>
 * frame of the first class in the superclass chain that still needs it and
 * asks the interpreter to re-execute the triggering instruction when that
 * frame returns.  Repeating this walks the chain superclass-first. */
#include <string.h>

#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/verify.h"

/* Set static final fields that have a ConstantValue attribute. */
static bool set_constant_values(VM *vm, JThread *t, Class *c) {
  Value *st = cls_statics(vm, c);
  heap_touch(vm, c->mirror);
  for (uint16_t i = 0; i < c->nfields; i++) {
    Field *f = &c->fields[i];
    if (!(f->flags & ACC_STATIC) || !f->const_value) continue;
    const CfConst *k = &c->cf->cp[f->const_value];
    switch (k->tag) {
    case CF_Integer: st[f->slot].i = k->u.i; break;
    case CF_Float: st[f->slot].f = k->u.f; break;
    case CF_Long: st[f->slot].j = k->u.j; break;
    case CF_Double: st[f->slot].d = k->u.d; break;
    case CF_String: {
      vm->reach_events++; /* a reference into a mirror, written without an action */
      Ref s = str_intern_utf8(vm, cf_utf8(c->cf, k->u.idx));
      if (!s) return exc_oom(vm, t);
      st = cls_statics(vm, c);
      st[f->slot].r = s;
      break;
    }
    default: break;
    }
  }
  return true;
}

/* Interfaces are initialised with the class only if they declare default methods. */
static bool has_defaults(Class *i) {
  for (uint16_t k = 0; k < i->nmethods; k++)
    if (!(i->methods[k].flags & (ACC_ABSTRACT | ACC_STATIC)) && i->methods[k].name[0] != '<') return true;
  return false;
}

void init_wake_waiters(VM *vm, Class *c) {
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (w->phase != PH_CLASSINIT || w->wait_obj != c->mirror) continue;
    w->phase = PH_NONE;
    w->wait_obj = 0;
    w->state = TS_RUNNABLE;
  }
}

int init_class(VM *vm, JThread *t, Class *c) {
  switch (cls_init_state(vm, c)) {
  case INIT_DONE: return 1;
  case INIT_FAILED: {
    char jn[512];
    cls_java_name(c->name, jn, sizeof jn);
    exc_throw_new(vm, t, "java/lang/NoClassDefFoundError", "Could not initialize class %s", jn);
    return -1;
  }
  case INIT_RUNNING:
    /* the same thread asking again (a recursive request) proceeds (JVMS 5.5
     * step 3); another thread waits until the initialiser ends (step 2) */
    if ((uint32_t)heap_obj(vm, c->mirror)->data[MIRROR_INIT_THREAD].i == t->id) return 1;
    t->state = TS_WAITING;
    t->phase = PH_CLASSINIT;
    t->wait_obj = c->mirror;
    t->deadline = -1;
    return INIT_WAIT;
  default: break;
  }
  if (!verify_linked(vm, t, c)) return -1; /* linking (JVMS 5.4) precedes initialisation */
  if (!(c->flags & ACC_INTERFACE)) {
    if (c->super) {
      int r = init_class(vm, t, c->super);
      if (r != 1) return r;
    }
    for (uint16_t i = 0; i < c->nifaces; i++)
      if (has_defaults(c->ifaces[i])) {
        int r = init_class(vm, t, c->ifaces[i]);
        if (r != 1) return r;
      }
  }
  cls_set_init_state(vm, c, INIT_RUNNING, t->id);
  if (!set_constant_values(vm, t, c)) return -1;
  if (!c->clinit) {
    cls_set_init_state(vm, c, INIT_DONE, 0);
    return 1;
  }
  if (!interp_invoke(vm, t, c->clinit, NULL)) {
    cls_set_init_state(vm, c, INIT_FAILED, 0);
    return -1;
  }
  t->frames[t->nframes - 1].clinit_of = c;
  return 0;
}
