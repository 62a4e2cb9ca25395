/* init.c -- class initialisation (JVMS 5.5), driven from the interpreter.
 *
 * Initialisation never recurses on the C stack: init_class pushes the <clinit>
 * frame of the first class in the superclass chain that still needs it and
 * asks the interpreter to re-execute the triggering instruction when that
 * frame returns.  Repeating this walks the chain superclass-first. */
#include <assert.h>
#include <string.h>

#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/explore.h"
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

/* Does i or one of its superinterfaces declare default methods?  Those
 * are the interfaces a class's initialisation walks through (JVMS 5.5 step
 * 7: every superinterface, direct or not, with default methods). */
static bool defaults_below(Class *i) {
  if (has_defaults(i)) return true;
  for (uint16_t k = 0; k < i->nifaces; k++)
    if (defaults_below(i->ifaces[k])) return true;
  return false;
}

/* The superinterfaces of c a class's initialisation initialises, in JVMS
 * order: for each direct superinterface, its own superinterfaces first, then
 * itself; the first for which f answers non-NULL. */
static Class *walk_ifaces(VM *vm, const JThread *t, Class *c,
                          Class *(*f)(VM *, const JThread *, Class *)) {
  for (uint16_t k = 0; k < c->nifaces; k++) {
    Class *s = c->ifaces[k];
    if (!defaults_below(s)) continue;
    Class *r = walk_ifaces(vm, t, s, f);
    if (!r && has_defaults(s)) r = f(vm, t, s);
    if (r) return r;
  }
  return NULL;
}

/* ---- who initialises a class, as the checker sees it ----
 * Which thread runs a class's <clinit> is a choice of the schedule (JLS
 * 12.4.2: the first to take the class's initialisation lock), and it shows
 * when the initialiser reads what other threads write or asks which thread
 * it runs in.  A class's initialisation state is a place of its own (its
 * mirror, ACT_INDEX_INIT): the start and the end of the initialisation write
 * it (a compare-and-set that succeeds; the start at a scheduling point), and
 * when it ran while other threads could run, each thread's first use of the
 * class after it reads it (one that fails), at a scheduling point too.  The
 * dependence analysis then sees another thread's first use race with the
 * initialisation and runs that thread first; later uses by the same thread
 * come after its first in every order, so they race with nothing more.
 * Watched: the program's classes whose initialisation runs code (a <clinit>
 * of theirs or of a superclass); the class library's initialisers touch only
 * their own state, and a class without code is initialised in one step, by
 * whichever thread, to the same state.  Not seen: a use by reflection. */

/* MIRROR_INIT_THREAD: while the initialisation runs, the initialising
 * thread's id, with INIT_OTHERS when other threads could run; after it, of a
 * racy initialisation, INIT_OTHERS and a bit for each thread (below 30) that
 * has used the class since (0 for one that was not racy). */
enum { INIT_OTHERS = 1 << 30 };
_Static_assert(INIT_RUNNING == ACT_INIT_STARTS, "the action names the state it starts");

static int32_t init_word(VM *vm, Class *c) {
  return heap_obj(vm, c->mirror)->data[MIRROR_INIT_THREAD].i;
}
static uint32_t seen_bit(uint32_t tid) { return tid < 30 ? 1u << tid : 0; }

bool init_watched(Class *c) {
  if (c->init_watch) return c->init_watch > 1;
  bool w = false;
  if (c->kind == CK_INSTANCE && !c->library) {
    w = c->clinit || (c->super && init_watched(c->super));
    for (uint16_t i = 0; i < c->nifaces && !w; i++)
      w = init_watched(c->ifaces[i]);
  }
  c->init_watch = w ? 2 : 1;
  return w;
}

static uint32_t init_thread(VM *vm, Class *c) {
  return (uint32_t)init_word(vm, c) & ~(uint32_t)INIT_OTHERS;
}

static bool unseen(VM *vm, const JThread *t, Class *c) {
  int32_t w = init_word(vm, c);
  if (!(w & INIT_OTHERS) || (w & seen_bit(t->id))) return false;
  int state = cls_init_state(vm, c);
  return state == INIT_DONE || state == INIT_FAILED;
}

/* A use of c is one of its superclasses too (and of its superinterfaces
 * with default methods): c's initialisation needed theirs. */
Class *init_unseen(VM *vm, const JThread *t, Class *c) {
  if (!init_watched(c)) return NULL;
  if (unseen(vm, t, c)) return c;
  if (c->flags & ACC_INTERFACE) return NULL;
  Class *u = c->super ? init_unseen(vm, t, c->super) : NULL;
  return u ? u : walk_ifaces(vm, t, c, init_unseen);
}

/* Could a thread other than t run now, in some order of the same steps? */
static bool others_may_run(VM *vm, JThread *t) {
  return vm->observe && !ex_first_alone(vm, t->id) && !ex_joined_all(vm, t->id);
}

static void emit_init(VM *vm, JThread *t, Class *c, int state, bool ok) {
  if (!vm->observe || !vm->nlisteners || !init_watched(c)) return;
  Value v = {.i = state};
  act_emit_full(vm, t, ACT_CAS, c->mirror, NULL, ACT_INDEX_INIT, &v, TY_INT, ok, -1);
}

void init_used(VM *vm, JThread *t, Class *c) {
  for (Class *u; (u = init_unseen(vm, t, c));) {
    heap_touch(vm, u->mirror);
    heap_obj(vm, u->mirror)->data[MIRROR_INIT_THREAD].i |= (int32_t)seen_bit(t->id);
    emit_init(vm, t, u, cls_init_state(vm, u), false);
    if (!seen_bit(t->id)) break; /* a thread past the bits: each time, the first only */
  }
}

Class *init_pending(VM *vm, const JThread *t, Class *c) {
  switch (cls_init_state(vm, c)) {
  case INIT_DONE:
  case INIT_FAILED: return NULL;
  case INIT_RUNNING: return init_thread(vm, c) == t->id ? NULL : c;
  default: break;
  }
  if (!(c->flags & ACC_INTERFACE)) {
    Class *p = c->super ? init_pending(vm, t, c->super) : NULL;
    if (!p) p = walk_ifaces(vm, t, c, init_pending);
    if (p) return p;
  }
  /* one without code is initialised in a step, on the way to what follows */
  return c->clinit || init_watched(c) ? c : NULL;
}

bool init_point(VM *vm, const JThread *t, Class *c) {
  Class *p = init_pending(vm, t, c);
  return p ? init_watched(p) : init_unseen(vm, t, c) != NULL;
}

static void init_begin(VM *vm, JThread *t, Class *c) {
  /* c's initialisation needed its superclasses': a use of those */
  if (vm->observe) init_used(vm, t, c);
  bool others = init_watched(c) && others_may_run(vm, t);
  cls_set_init_state(vm, c, INIT_RUNNING, t->id | (others ? INIT_OTHERS : 0));
  emit_init(vm, t, c, INIT_RUNNING, true);
}

void init_end(VM *vm, JThread *t, Class *c, int state) {
  bool racy = init_watched(c) && ((init_word(vm, c) & INIT_OTHERS) || others_may_run(vm, t));
  cls_set_init_state(vm, c, state, racy ? INIT_OTHERS | seen_bit(t->id) : 0);
  init_wake_waiters(vm, c);
  emit_init(vm, t, c, state, true);
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

/* The initialisation of c's superinterfaces (walk_ifaces' order): 1 when
 * all are done, else init_class's answer for the first that is not. */
static int init_ifaces(VM *vm, JThread *t, Class *c) {
  for (uint16_t k = 0; k < c->nifaces; k++) {
    Class *s = c->ifaces[k];
    if (!defaults_below(s)) continue;
    int r = init_ifaces(vm, t, s);
    if (r == 1 && has_defaults(s)) r = init_class(vm, t, s);
    if (r != 1) return r;
  }
  return 1;
}

int init_class(VM *vm, JThread *t, Class *c) {
  switch (cls_init_state(vm, c)) {
  case INIT_DONE: return 1;
  case INIT_FAILED: {
    if (vm->observe) init_used(vm, t, c); /* the point before said so (init_point) */
    char jn[512];
    cls_java_name(c->name, jn, sizeof jn);
    exc_throw_caused(vm, t, "java/lang/NoClassDefFoundError",
                     heap_obj(vm, c->mirror)->data[MIRROR_INIT_ERROR].r,
                     "Could not initialize class %s", jn);
    return -1;
  }
  case INIT_RUNNING:
    /* the same thread asking again (a recursive request) proceeds (JVMS 5.5
     * step 3); another thread waits until the initialiser ends (step 2) */
    if (init_thread(vm, c) == t->id) return 1;
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
    int r = init_ifaces(vm, t, c);
    if (r != 1) return r;
  }
  init_begin(vm, t, c);
  if (!set_constant_values(vm, t, c)) return -1;
  if (!c->clinit) {
    init_end(vm, t, c, INIT_DONE);
    return 1;
  }
  if (!interp_invoke(vm, t, c->clinit, NULL)) {
    init_end(vm, t, c, INIT_FAILED);
    return -1;
  }
  t->frames[t->nframes - 1].clinit_of = c;
  return 0;
}
