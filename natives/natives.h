/* natives.h -- native methods: one table keyed by class, name and descriptor. */
#ifndef JPOR_NATIVES_H
#define JPOR_NATIVES_H

#include "vm/action.h"
#include "vm/vm.h"

/* NativeEntry.action: NAT_ACT(ACT_...) for a native that performs that
 * action (a scheduling point before it); NAT_PLAIN, or nothing, for one that
 * is no action of its own. */
#define NAT_ACT(kind) ((kind) + 1)
enum { NAT_PLAIN = 0 };

typedef struct NativeEntry {
  const char *cls, *name, *desc; /* internal class name; desc NULL matches any */
  NativeFn fn;
  int action;                    /* NAT_ACT(the ActionKind it performs) or NAT_PLAIN */
} NativeEntry;

/* The implementation of native method m, or NULL (the caller throws
 * UnsatisfiedLinkError naming it).  Sets m->native_kind. */
NativeFn nat_lookup(VM *vm, Method *m);

/* Tables, one per file, each ending with a {NULL} entry. */
extern const NativeEntry nat_lang[];    /* lang.c: Object, Class, System, Runtime, Thread, String */
extern const NativeEntry nat_throw[];   /* throwable.c */
extern const NativeEntry nat_number[];  /* number.c: Float, Double, StrictMath */
extern const NativeEntry nat_io[];      /* io.c: jpor.internal.Console */
extern const NativeEntry nat_thread[];  /* thread.c: Thread, Object.wait/notify, park */
extern const NativeEntry nat_unsafe[];  /* unsafe.c: jpor.internal.Unsafe atomics */
extern const NativeEntry nat_verify[];  /* verify.c: jpor.Verify, gov.nasa.jpf.vm.Verify */
extern const NativeEntry nat_locks[];   /* locks.c: jpor.internal.SyncLock (j.u.c locks) */
extern const NativeEntry nat_extra[];   /* extra.c: ThreadGroup (jlib gaps) */
extern const NativeEntry nat_reflect[]; /* reflect.c: jpor.internal.Reflection */
extern const NativeEntry nat_proxy[];   /* proxy.c: java.lang.reflect.Proxy's classes */
extern const NativeEntry nat_file[];    /* file.c: jpor.internal.FileIO (files) */
extern const NativeEntry nat_zip[];     /* zip.c: java.util.zip.Deflater, Inflater (zlib) */
extern const NativeEntry nat_varhandle[]; /* varhandle.c: VarHandle's access modes */
extern const NativeEntry nat_methodhandle[]; /* methodhandle.c: invokeExact, invoke */

/* The signature polymorphic invoker the innermost frame's invokevirtual
 * calls, or NULL when the varargs method itself was called (varhandle.c). */
const Method *nat_poly_invoker(const JThread *t);

/* The action of the VarHandle access-mode invoker m with these arguments,
 * before it runs (vm/peek.c): the kind, and what it touches (varhandle.c). */
ActionKind nat_varhandle_peek(VM *vm, const Method *m, const Value *args, Action *a);

/* Free Verify.putValue's values and the bit sets (verify.c), at the VM's end. */
void nat_verify_free(VM *vm);

/* helpers for natives */
#define NARG_R(i) (args[i].r)
#define RET_I(v) (ret->raw = 0, ret->i = (v))
#define RET_J(v) (ret->j = (v))
#define RET_F(v) (ret->raw = 0, ret->f = (v))
#define RET_D(v) (ret->d = (v))
#define RET_R(v) (ret->raw = 0, ret->r = (v))
#endif
