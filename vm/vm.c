/* vm.c -- booting the VM, running main, ending the run. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "natives/natives.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/verify.h"
#include "vm/vm_api.h"
#include "vm/actemit.h"
#include "vm/state.h"
#include "vm/sched.h"
#include "vm/typemap.h"
#include "util/util.h"

void vm_flush_output(void) { fflush(stdout); }

_Noreturn void vm_fatal(VM *vm, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (!vm->error && vasprintf(&vm->error, fmt, ap) < 0) {
    vm->error = vm->error_buf; /* no memory for the whole message: its beginning */
    va_end(ap);
    va_start(ap, fmt);
    vsnprintf(vm->error_buf, sizeof vm->error_buf, fmt, ap);
  }
  va_end(ap);
  if (!vm->catch_jb) vm_panic("host error outside a protected call: %s", vm->error);
  longjmp(*vm->catch_jb, 1);
}

bool vm_pcall(VM *vm, void (*fn)(VM *vm, void *data), void *data) {
  if (vm->error) return false; /* dead */
  jmp_buf jb, *outer = vm->catch_jb;
  vm->catch_jb = &jb;
  if (setjmp(jb) == 0) fn(vm, data);
  vm->catch_jb = outer;
  return !vm->error;
}

void *vm_calloc(VM *vm, const char *what, size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size);
  if (!p) vm_fatal(vm, "out of memory (%s)", what);
  return p;
}

const char *vm_error(const VM *vm) { return vm ? vm->error : "out of memory"; }

_Noreturn void vm_panic(const char *fmt, ...) {
  va_list ap;
  vm_flush_output();
  fputs("jpor: internal error: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  abort();
}

static Field *need_field(VM *vm, Class *c, const char *name, const char *desc) {
  Field *f = cls_find_field(c, sym_intern(vm, name), sym_intern(vm, desc));
  if (!f) vm_fatal(vm, "jlib: %s has no field %s %s (see jlib/README.md)", c->name, name, desc);
  return f;
}

static void boot_classes(VM *vm) {
  vm->c_object = cls_require(vm, "java/lang/Object", "the VM");
  vm->c_cloneable = cls_require(vm, "java/lang/Cloneable", "the VM");
  vm->c_serializable = cls_require(vm, "java/io/Serializable", "the VM");
  Class *c = cls_require(vm, "java/lang/Class", "the VM");
  vm->c_class = c;
  if (c->ninst_slots != 0) vm_fatal(vm, "jlib: java.lang.Class must have no instance fields");
  for (uint32_t i = 0; i < vm->nclasses; i++)
    cls_make_mirror(vm, vm->classes[i]);
  vm->c_string = cls_require(vm, "java/lang/String", "the VM");
  vm->f_string_value = need_field(vm, vm->c_string, "value", "[C");
  vm->f_string_hash = need_field(vm, vm->c_string, "hash", "I");
  vm->c_throwable = cls_require(vm, "java/lang/Throwable", "the VM");
  vm->f_thr_detail = need_field(vm, vm->c_throwable, "detailMessage", "Ljava/lang/String;");
  vm->f_thr_cause = need_field(vm, vm->c_throwable, "cause", "Ljava/lang/Throwable;");
  vm->f_thr_backtrace = need_field(vm, vm->c_throwable, "backtrace", "Ljava/lang/Object;");
  vm->c_thread = cls_require(vm, "java/lang/Thread", "the VM");
  static const char prim_types[] = "ZBCSIJFDV";
  for (const char *p = prim_types; *p; p++)
    cls_prim(vm, *p);
}

static void preallocate_oome(VM *vm) {
  Class *c = cls_require(vm, "java/lang/OutOfMemoryError", "the VM");
  Ref msg = str_intern_utf8(vm, "Java heap space");
  Ref ex = msg ? heap_new_object(vm, c) : 0;
  if (!ex) vm_fatal(vm, "the Java heap limit (-Xmx) is too small to start");
  Object *o = heap_obj(vm, ex);
  o->data[vm->f_thr_detail->slot].r = msg;
  o->data[vm->f_thr_cause->slot].r = ex;
  vm->oome = ex;
}

static void boot(VM *vm, void *data) {
  const VMOptions *opt = data;
  heap_init(vm, opt->max_heap);
  char err[1200];
  vm->cp = cp_open(opt->classpath ? opt->classpath : ".", err, sizeof err);
  if (!vm->cp) vm_fatal(vm, "%s", err);
  if (cp_prepend(vm->cp, opt->jlib, err, sizeof err) != 0) vm_fatal(vm, "%s", err);
  boot_classes(vm);
  preallocate_oome(vm);
}

VM *vm_new(const VMOptions *opt) {
  VM *vm = calloc(1, sizeof *vm);
  if (!vm) return NULL;
  vm->opt = *opt;
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  vm->clock_base_ms = (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
  vm->atomic_tid = -1;
  vm_pcall(vm, boot, (void *)opt);
  return vm;
}

static void set_ref_field(VM *vm, Ref obj, Class *c, const char *name, const char *desc, Ref v) {
  heap_touch(vm, obj);
  heap_obj(vm, obj)->data[need_field(vm, c, name, desc)->slot].r = v;
}

/* The main thread's java.lang.Thread, made without a constructor (jlib/README.md). */
static JThread *make_main_thread(VM *vm) {
  JThread *t = thr_create(vm, vm->opt.stack_bytes);
  Ref obj = heap_new_object(vm, vm->c_thread);
  if (!obj) vm_fatal(vm, "the Java heap limit (-Xmx) is too small to start");
  t->obj = obj;
  Ref name = str_intern_utf8(vm, "main");
  set_ref_field(vm, obj, vm->c_thread, "name", "Ljava/lang/String;", name);
  heap_obj(vm, obj)->data[need_field(vm, vm->c_thread, "priority", "I")->slot].i = 5;
  heap_obj(vm, obj)->data[need_field(vm, vm->c_thread, "tid", "J")->slot].j = 1;
  t->state = TS_RUNNABLE;
  return t;
}

static Ref make_args(VM *vm, int argc, char **argv) {
  Ref arr = heap_new_ref_array(vm, vm->c_string, argc);
  if (!arr) vm_fatal(vm, "the Java heap limit (-Xmx) is too small to start");
  heap_pin(vm, arr);
  for (int i = 0; i < argc; i++) {
    Ref s = str_new_utf8(vm, argv[i]);
    if (!s) vm_fatal(vm, "the Java heap limit (-Xmx) is too small to start");
    ARR(heap_obj(vm, arr), Ref)[i] = s;
  }
  heap_unpin_all(vm);
  return arr;
}

static void print_action(void *data, VM *vm, JThread *t, const Action *a) {
  char buf[1024];
  act_format(vm, a, buf, sizeof buf);
  fprintf(stderr, "[action] %s\n", buf);
}

void vm_listen(VM *vm, void (*fn)(void *, VM *, JThread *, const Action *), void *data) {
  if (vm->nlisteners == VM_MAX_LISTENERS) vm_panic("too many action listeners");
  vm->listeners[vm->nlisteners++] = (VMListener){fn, data};
  vm->observe = true;
}

static Class *load_main_class(VM *vm, const char *main_class) {
  char name[1024];
  snprintf(name, sizeof name, "%s", main_class);
  for (char *p = name; *p; p++)
    if (*p == '.') *p = '/';
  Class *c = cls_load(vm, name);
  if (!c) {
    fprintf(stderr, "Error: Could not find or load main class %s\n", main_class);
    fprintf(stderr, "Caused by: java.lang.ClassNotFoundException: %s\n", main_class);
    return NULL;
  }
  return c;
}

/* The method java's launcher runs (Class.getMethod("main", String[].class)):
 * a public main(String[]) of c or of a superclass, whatever it returns and
 * whether static or not (the caller tells those apart). */
static Method *find_main(VM *vm, Class *c) {
  const char *name = sym_intern(vm, "main"), *args = "([Ljava/lang/String;)";
  for (Class *k = c; k; k = k->super)
    for (uint16_t i = 0; i < k->nmethods; i++) {
      Method *m = &k->methods[i];
      if (m->name == name && (m->flags & ACC_PUBLIC) && !strncmp(m->desc, args, strlen(args)))
        return m;
    }
  return NULL;
}

static bool prepare_main(VM *vm, const char *main_class, int argc, char **argv, int *status) {
  Class *c = load_main_class(vm, main_class);
  *status = 1;
  if (!c) return false;
  const char *verr = verify_class(vm, c);
  if (verr) { /* as java's launcher: linking the main class failed */
    const char *msg, *ecls = verify_error_class(verr, &msg);
    fprintf(stderr, "Error: Unable to initialize main class %s\nCaused by: java.lang.%s: %s\n",
            main_class, strrchr(ecls, '/') + 1, msg);
    return false;
  }
  Method *m = find_main(vm, c);
  char jn[512]; /* java's launcher's messages, exit 1 */
  cls_java_name(c->name, jn, sizeof jn);
  if (!m || !(m->flags & ACC_STATIC)) {
    fprintf(stderr,
            "Error: Main method %s in class %s, please define the main method as:\n"
            "   public static void main(String[] args)\n%s",
            m ? "is not static" : "not found", jn,
            m ? "" : "or a JavaFX application class must extend javafx.application.Application\n");
    return false;
  }
  if (m->ret_type != TY_VOID) {
    fprintf(stderr,
            "Error: Main method must return a value of type void in class %s, please \n"
            "define the main method as:\n   public static void main(String[] args)\n",
            jn);
    return false;
  }
  JThread *t = make_main_thread(vm);
  Value arg;
  arg.raw = 0;
  arg.r = make_args(vm, argc, argv);
  /* main's frame first, then the class's <clinit> above it: main starts after */
  vm->cur = t;
  vm->main_class = c;
  if (interp_invoke(vm, t, m, &arg)) init_class(vm, t, c);
  vm->cur = NULL;
  *status = 0;
  return true;
}

typedef struct MainCall { /* vm_prepare_main's and vm_run_main's arguments and result */
  const char *main_class;
  int argc;
  char **argv;
  int status;
  bool ok;
} MainCall;

static void prepare_call(VM *vm, void *data) {
  MainCall *mc = data;
  mc->ok = prepare_main(vm, mc->main_class, mc->argc, mc->argv, &mc->status);
}

bool vm_prepare_main(VM *vm, const char *main_class, int argc, char **argv, int *status) {
  MainCall mc = {main_class, argc, argv, EXIT_HOST_ERROR, false};
  vm_pcall(vm, prepare_call, &mc);
  *status = vm->error ? EXIT_HOST_ERROR : mc.status;
  return mc.ok && !vm->error;
}

static void run_call(VM *vm, void *data) {
  MainCall *mc = data;
  SchedOptions so = {vm->opt.sched_policy, vm->opt.sched_seed, vm->opt.quantum};
  mc->status = sched_run(vm, &so);
}

int vm_run_main(VM *vm, const char *main_class, int argc, char **argv) {
  MainCall mc = {main_class, argc, argv, EXIT_HOST_ERROR, false};
  if (!vm_prepare_main(vm, main_class, argc, argv, &mc.status)) return mc.status;
  if (vm->opt.trace_actions) vm_listen(vm, print_action, NULL);
  double t0 = util_seconds();
  if (!vm_pcall(vm, run_call, &mc)) return EXIT_HOST_ERROR;
  double s = util_seconds() - t0;
  if (vm->opt.sched_stats) {
    fprintf(stderr, "jpor: %llu thread switches in %.3f s (%.0f per second)\n",
            (unsigned long long)vm->switches, s, vm->switches / (s + 1e-9));
  }
  return mc.status;
}

static void free_class(Class *c) {
  for (uint16_t i = 0; i < c->nmethods; i++) {
    TypeMap *tm = c->methods[i].typemap;
    if (tm) {
      free(tm->depth);
      free(tm->types);
      free(tm);
    }
  }
  free(c->methods);
  free(c->fields);
  free(c->ifaces);
  if (c->kind != CK_ARRAY) free(c->vtable); /* arrays share Object's */
  free(c->cpcache);
  free(c->ref_slots);
  free(c->static_ref_slots);
  free(c->verify_error);
  if (c->cf) cf_free(c->cf);
  free(c);
}

void vm_free(VM *vm) {
  if (!vm) return;
  for (uint32_t i = 0; i < vm->nmissing; i++)
    free(vm->missing[i]);
  free(vm->missing);
  for (uint32_t i = 0; i < vm->nthreads; i++)
    thr_free(vm->threads[i]);
  free(vm->threads);
  heap_free_all(vm);
  cp_close(vm->cp);
  for (uint32_t i = 0; i < vm->nclasses; i++)
    free_class(vm->classes[i]);
  free(vm->classes);
  free(vm->sorted_classes);
  free(vm->class_table);
  free(vm->methods);
  for (uint32_t i = 0; i < vm->ninvokers; i++)
    free(vm->invokers[i]);
  free(vm->invokers);
  free(vm->itable);
  free(vm->jl);
  free(vm->counters);
  nat_verify_free(vm);
  state_canon_free(vm);
  free(vm->strings.slots);
  for (uint32_t i = 0; i < vm->syms.cap; i++)
    free(vm->syms.slots[i]);
  free(vm->syms.slots);
  if (vm->error != vm->error_buf) free(vm->error);
  free(vm);
}
