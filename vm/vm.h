/* vm.h -- the runtime's data: values, objects, classes, methods, threads, the VM.
 *
 * Every piece of execution state is explicit data owned by the VM struct:
 * objects live in a handle table (a Ref is an index, 0 is null), static fields
 * live in the class mirror objects, and each Java thread has its own frame array
 * and value stack.  No Java call recurses on the C stack. */
#ifndef JPOR_VM_H
#define JPOR_VM_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "classfile/classfile.h"
#include "classfile/classpath.h"
#include "vm/value.h"


struct Class;
struct Method;
struct JThread;
struct Action;
struct VM;


typedef struct Object {
  struct Class *cls;
  uint32_t hash;       /* identity hash, 0 until first asked */
  uint32_t length;     /* arrays only */
  uint32_t lock_owner; /* thread id + 1 of the monitor owner, 0 when free */
  uint32_t lock_count; /* recursion count */
  uint32_t size;       /* bytes of this allocation (for the heap limit) */
  uint32_t name_seq;   /* canonical name: the name_tid-th thread's name_seq-th allocation */
  uint16_t name_tid;   /* allocating thread id + 1; 0 for objects the VM made itself,
                        * NAME_PERM for permanent ones */
  uint8_t mark;        /* GC mark */
  uint8_t perm;        /* never dropped by a state restore: class mirrors, interned strings */
  uint8_t was_shared;  /* seen shared on this path (ex_shared_objects sticky): state */
  uint8_t pad_[3];
  /* instance fields (one Value each) or packed array elements follow */
  Value data[];
} Object;

enum { NAME_PERM = 0xffff };

typedef struct Field {
  struct Class *cls;
  const char *name, *desc; /* interned */
  uint16_t flags;
  char type;               /* TY_* */
  uint32_t slot;           /* instance: index in Object.data; static: index in mirror */
  uint16_t const_value;    /* ConstantValue cp index for static finals */
  struct Class *reflect;   /* reflection's accessor class, made on demand (natives/reflect.c) */
} Field;

typedef struct JThread JThread;
typedef struct VM VM;

/* A native method: reads its arguments from args (slot layout as in the JVM:
 * receiver first for instance methods) and writes the result to *ret.
 * Returns NAT_OK, or NAT_THROW with t->exception set. */
typedef int (*NativeFn)(VM *vm, JThread *t, Value *args, Value *ret);
enum {
  NAT_OK = 0,    /* result in *ret */
  NAT_THROW = 1, /* t->exception is set */
  NAT_INVOKE = 2,/* the native pushed frames (e.g. a <clinit>): re-execute the call after them */
  NAT_BLOCK = 3  /* the thread blocked: re-execute the call when it is woken */
};

typedef struct Method {
  struct Class *cls;
  const char *name, *desc; /* interned */
  uint16_t flags;
  uint16_t max_stack, max_locals;
  uint16_t arg_slots;      /* including the receiver for instance methods */
  char ret_type;           /* TY_* or TY_VOID */
  int32_t vtable_index;    /* -1 when not virtual */
  uint32_t id;             /* index in vm->methods, for backtraces */
  uint64_t fp_hash;        /* class, name and descriptor hashed (fingerprints); 0 until needed */
  const CfCode *code;      /* NULL for abstract and native methods */
  const uint8_t *bytecode;
  NativeFn native;         /* resolved on first call */
  int8_t native_kind;      /* the action the native performs (ActionKind), -1 for none:
                            * from its NativeEntry, once resolved */
  bool native_untracked;   /* its writes are not stamped (heap_touch): restores copy all */
  uint64_t native_ref_args; /* bit i: argument slot i holds a reference (stamped per call) */
  bool native_keeps_refs;   /* writes no reference into the heap and returns none
                             * another thread may hold (natives.c): no reach_events */
  bool code_checked;
  struct TypeMap *typemap; /* slot types per pc, made on demand (typemap.c) */
  struct Method *reflect;  /* reflection's accessor method, made on demand (natives/reflect.c) */
  struct Method *poly_of;  /* an invoker of this signature polymorphic method (JVMS 2.9.3),
                            * with a call site's descriptor (class.c) */
} Method;

enum { CK_INSTANCE, CK_ARRAY, CK_PRIMITIVE };

/* Class initialisation state, kept in the mirror (so it is part of the heap state). */
enum { INIT_NONE = 0, INIT_RUNNING = 1, INIT_DONE = 2, INIT_FAILED = 3 };
/* Mirror layout: init state, initialising thread, the class's id, the error
 * its failed initialisation left (the cause of each NoClassDefFoundError
 * after it, as java 17 has it), then statics. */
enum {
  MIRROR_INIT_STATE = 0,
  MIRROR_INIT_THREAD = 1,
  MIRROR_CLASS_ID = 2,
  MIRROR_INIT_ERROR = 3,
  MIRROR_STATICS = 4
};

typedef struct Class {
  const char *name;          /* interned, internal form ("java/lang/String", "[I") */
  ClassFile *cf;             /* NULL for array and primitive classes */
  struct Class *super;
  struct Class **ifaces;
  uint16_t nifaces;
  uint16_t flags;
  uint8_t kind;              /* CK_* */
  bool library;              /* from jlib.jar or synthesized: traces show the caller instead */
  char elem_type;            /* arrays: TY_* of the elements; primitives: their TY_* */
  uint8_t elem_size;         /* arrays: bytes per element */
  bool linked;
  bool is_throwable;
  uint8_t init_watch;        /* init_watched's answer: 0 not asked yet, 1 no, 2 yes */
  Field *fields;
  uint16_t nfields;
  Method *methods;
  uint16_t nmethods;
  Method **vtable;
  uint32_t vtable_len;
  uint32_t ninst_slots;      /* instance Value slots, superclasses' included */
  uint32_t nstatic_slots;
  Ref mirror;                /* the java.lang.Class object; statics live in it */
  void **cpcache;            /* resolved constant-pool entries, by cp index */
  struct Class *component;   /* arrays */
  struct Class *array_class; /* the class of arrays of this, once made */
  Method *clinit;
  uint32_t id;               /* load order */
  struct Class *nest_host;   /* resolved lazily */
  struct Class *hash_next;   /* class table chain */
  uint32_t *ref_slots;       /* instance slots holding references, for the collector */
  uint32_t nref_slots;
  uint32_t *static_ref_slots;/* mirror slots holding references */
  uint32_t nstatic_ref_slots;
  uint64_t name_hash;        /* stable across runs: used in state fingerprints */
  uint8_t verify_state;      /* 0 not yet, 1 passed (or trusted), 2 failed (vm/verify.c) */
  char *verify_error;        /* the VerifyError message when it failed */
} Class;

/* A frame of a Java method.  locals and sp point into the thread's value stack. */
typedef struct Frame {
  Method *m;
  uint32_t pc;     /* caller frames: pc of the invoke being executed */
  int32_t user;    /* the innermost frame of the program's own code (not jlib) at or
                      below this one, -1 if none: an action's place in O(1) */
  Value *locals;
  Value *sp;       /* next free operand slot */
  Class *clinit_of;/* set when this frame runs <clinit> of that class */
} Frame;

/* Thread states, numbered as java.lang.Thread.State's constants. */
enum { TS_NEW, TS_RUNNABLE, TS_BLOCKED, TS_WAITING, TS_TIMED_WAITING, TS_TERMINATED };

/* What a blocked native is in the middle of (natives re-execute after a wake-up). */
enum {
  PH_NONE,      /* not inside a blocking native */
  PH_WAITING,   /* Object.wait: in the wait set */
  PH_REACQUIRE, /* Object.wait: notified or timed out, must re-take the monitor */
  PH_SLEEPING,  /* Thread.sleep */
  PH_PARKED,    /* LockSupport.park */
  PH_WOKEN,     /* sleep/park over: finish the native */
  PH_CLASSINIT, /* waiting for another thread to initialise a class (wait_obj: its mirror) */
  PH_LOCKING,   /* blocked taking a java.util.concurrent lock (vm/juclock.c) */
  PH_JOINING    /* Thread.join(): until the thread wait_obj ends */
};

/* JThread.lock_mode: how a blocked or waiting thread waits (vm/juclock.c) */
enum {
  LM_JUC = 1,      /* blocked_on / wait_lock is a j.u.c lock, not a monitor */
  LM_SHARED = 2,   /* it wants a read (shared) hold */
  LM_INTR = 4,     /* PH_LOCKING: an interrupt wakes it (lockInterruptibly, timed tryLock) */
  LM_UNINTR = 8,   /* PH_WAITING: an interrupt does not wake it (awaitUninterruptibly) */
  LM_LATE = 16,    /* PH_REACQUIRE: a notify chose it after an interrupt woke it, before it ran
                    * again (sched_notify_choices): its wait() returns, the flag kept */
  LM_UNQUEUED = 32 /* PH_REACQUIRE, under check: an interrupt woke it from a Condition of a
                    * lock whose queue others see (jl_queue_seen), and it has not run since:
                    * it takes its place in the lock's queue when it runs, as AQS's await */
};

struct JThread {
  uint32_t id;          /* 0 is main */
  Ref obj;              /* the java.lang.Thread object */
  int state;
  Frame *frames;
  uint32_t nframes, max_frames;
  Value *stack;         /* value stack, allocated once */
  size_t stack_slots;
  Ref exception;        /* being thrown */
  bool uncaught;        /* ended by an uncaught exception */
  bool in_stack_overflow;
  bool daemon;
  bool interrupted;
  bool park_permit;
  bool pass_point;      /* resuming at a scheduling point: execute it, don't stop again */
  uint8_t phase;        /* PH_*: progress of a blocking native */
  uint8_t lock_mode;    /* LM_* bits while blocked or waiting */
  Ref blocked_on;       /* BLOCKED: the monitor or j.u.c lock being taken */
  Ref wait_obj;         /* Object.wait: the object waited on; Condition.await: the condition */
  Ref wait_lock;        /* the monitor or lock to take back after the wait */
  uint32_t wait_count;  /* recursion count to restore after wait */
  uint64_t wait_seq;    /* order of arrival in the wait set (notify wakes the oldest) */
  uint64_t cond_seq;    /* PH_REACQUIRE, woken by an interrupt: its wait_seq in the wait set,
                         * where a signal may still find it (sched_notify_choices) */
  int64_t deadline;     /* virtual ns when a timed wait/sleep/park ends; -1 none */
  int64_t timed_start;  /* virtual ns when the last timed wait/sleep/park began */
  bool timed_out;       /* the last one ended because its time ran out (Timed.left) */
  bool notified;        /* taking its lock back: it left the wait set by a notify or signal */
  uint32_t alloc_seq;   /* allocations so far: canonical object names */
  uint64_t frames_version; /* names the content of its frames and stack (thr_touch_frames):
                            * new whenever they may change; saved and restored with them */
  /* Locks it took, some perhaps given back since: mon_held() checks each
   * against the lock's owner, so releases need no bookkeeping.  What the
   * race analysis of the checker asks (ex_held_locks). */
  uint64_t joined; /* bit i: it saw thread i end (isAlive false, join), or a thread that had */
  Ref held[8];
  uint8_t nheld;
  bool held_lost; /* it held more than held[] records at once: unknown from then on */
};


typedef struct Heap {
  Object **objs;        /* objs[ref]; objs[0] unused */
  uint32_t count, cap;  /* slots used (high water), capacity */
  uint32_t *free_list;
  uint32_t nfree, free_cap;
  size_t bytes, limit, next_gc;
  size_t live_bytes;    /* bytes after the last collection */
  Ref *temp_roots;      /* references held by C code across allocations */
  uint32_t ntemp, temp_cap;
  uint32_t next_hash;
  bool alloc_perm;      /* the next allocations are permanent (fresh slots, kept by restores) */
  uint32_t perm_seq;    /* permanent objects made so far (their names; never restored) */
  uint32_t saved_top;   /* the highest slot count a saved state has: permanent objects go above */
  char *block, *block_end; /* objects moved into one allocation (heap_into_block): not freed alone */
  Object **home;           /* per slot below nhome: its object's place in the block, or NULL */
  uint32_t nhome;
  /* Write stamps (heap_touch): per slot, the epoch of the last write to its
   * object, its allocation, or a restore that changed it.  A snapshot taken
   * at epoch E holds every object whose stamp is below E as it is now, so a
   * restore copies only the others (state.c), and the root's deep-frozen
   * analysis compares only those (frozen.c). */
  uint32_t *wstamp;     /* cap entries */
  uint32_t *gstamp;     /* per 64 slots: the newest of their stamps (or newer) */
  uint32_t epoch;       /* stamp of the writes happening now */
  uint32_t era;         /* bumped when the stamps wrap: older snapshots' epochs mean nothing */
  bool untracked;       /* a native without write stamps ran: the next restore copies all */
  struct VMState *last; /* the last snapshot taken or restored (state.c), while it lives */
  /* Snapshot blocks freed, kept for the next snapshots (state.c): the search
   * takes one and drops one at nearly every state, of nearly the same size */
  struct Spare *spare;
  uint32_t nspare, spare_cap;
  size_t spare_bytes;
} Heap;

typedef struct StrTable { /* interned java.lang.String objects */
  Ref *slots;
  uint32_t cap, count;
} StrTable;

typedef struct SymTable { /* interned C strings */
  char **slots;
  uint32_t cap, count;
} SymTable;

/* Someone told of every action a thread performs (--trace-actions, the explorer). */
typedef struct VMListener {
  void (*fn)(void *data, VM *vm, JThread *t, const struct Action *a);
  void *data;
} VMListener;
enum { VM_MAX_LISTENERS = 4 };

struct VM {
  VMOptions opt;
  ClassPath *cp;
  SymTable syms;
  Class **class_table;       /* hash of loaded classes by interned name */
  uint32_t class_table_cap, nclasses;
  Class **classes;           /* in load order */
  Class **sorted_classes;    /* by name: a load-order-independent traversal order */
  uint32_t classes_cap;
  Method **methods;          /* by Method.id */
  uint32_t nmethods, methods_cap;
  Heap heap;
  StrTable strings;
  JThread **threads;
  uint32_t nthreads, threads_cap;
  int exit_status;
  bool exiting;
  JThread *cur;              /* the thread being run */
  int64_t now_ns;            /* virtual time: when every thread waits, and under run with work */
  int64_t clock_base_ms;     /* run: the real time at start (currentTimeMillis at now_ns 0) */
  uint64_t wait_seq;
  uint64_t frames_versions;  /* JThread.frames_version given out so far (never restored) */
  uint64_t switches;         /* thread switches made by the scheduler */
  uint32_t vm_alloc_seq;     /* canonical names of objects the VM makes outside any thread */
  bool preempt;              /* stop threads before every visible action (RUN_POINT) */
  bool observe;              /* preempt || listeners: the interpreter's slow path is on */
  /* Under exploration: how many field and array accesses the running thread
   * may pass without stopping (vm/explore.c sets it for a thread that runs
   * alone for good, when its host says such accesses are no scheduling
   * points).  Each one passed counts down; 0 outside such a stretch. */
  int64_t pass_accesses;
  /* The accesses of such a stretch are not reported (ExHost.
   * alone_accesses_unread); quiet_ref_write says one of them stored a
   * reference, which the explorer's check of what a stretch linked needs. */
  bool quiet_accesses;
  bool quiet_ref_write;
  /* Under exploration, what may link objects to what other threads reach,
   * or hand the running thread an object others hold without its reading
   * it from the heap: a native that may write its reference arguments or
   * returns a reference (Method.native_keeps_refs), an interned string of
   * ldc, an invokedynamic call site's object.  A stretch with none changed
   * references only through the actions it reported (vm/explore.c). */
  uint64_t reach_events;
  /* Changes of a class's initialisation state (its mirror's
   * MIRROR_INIT_STATE), a restore's included: the fingerprint's list of
   * the classes it looks at leaves out those never initialised. */
  uint64_t init_changes;
  VMListener listeners[VM_MAX_LISTENERS]; /* told of every action performed (act_emit) */
  uint32_t nlisteners;
  struct ExRun *ex;          /* exploration (vm/explore.c), NULL under `jpor run` */
  struct Canon *canon;       /* the fingerprint's working memory (vm/fingerprint.c) */
  int32_t atomic_tid;        /* Verify.beginAtomic: only this thread runs; -1 none (state) */
  int32_t *counters;         /* Verify.getCounter & co.: not state, they count across paths (JPF) */
  uint32_t ncounters;
  struct VerifyStore *verify_store; /* Verify.putValue & bit sets: not state either (natives/verify.c) */
  /* well-known classes, loaded at start */
  Class *c_object, *c_string, *c_class, *c_throwable, *c_thread, *c_cloneable, *c_serializable;
  Class *c_prim[128];        /* primitive classes by TY_ letter */
  Field *f_string_value, *f_string_hash;
  Field *f_thr_detail, *f_thr_cause, *f_thr_backtrace;
  Ref oome;                  /* preallocated OutOfMemoryError */
  struct Class *main_class;  /* the class java's launcher initialises before main */
  Ref main_thread_group;
  struct JucLockInfo *jl;    /* jpor.internal.SyncLock's class and field slots, once used */
  /* invokeinterface / miranda selection cache */
  struct ItableEntry *itable;
  uint32_t itable_cap, itable_count;
  Method **invokers; /* signature polymorphic invokers, one per method and descriptor (class.c) */
  uint32_t ninvokers, invokers_cap;
  char **missing; /* "Gone\tneeded-by" of each class found missing on resolution */
  uint32_t nmissing;
  /* host errors (vm_fatal), as Lua's error jump: where the innermost
   * protected call (vm_pcall) resumes, and the message once one happened */
  jmp_buf *catch_jb;
  char *error;         /* NULL, or the message: the VM is dead, only vm_free it */
  char error_buf[256]; /* the message when there is no memory to copy it */
};

/* t's frames or stack may change now (code runs on it, a frame is pushed, an
 * exception unwinds it): the fingerprint's words of its frames, kept by
 * version (vm/fingerprint.c), are no longer its. */
static inline void thr_touch_frames(VM *vm, JThread *t) {
  t->frames_version = ++vm->frames_versions;
}

/* ---- errors ---- */
/* A host error (bad input, missing class, out of memory): records the message
 * in vm and jumps to the innermost vm_pcall, which returns false; cli/ prints
 * "jpor: error: MESSAGE" and exits with status 2.  The VM is dead after it. */
_Noreturn void vm_fatal(VM *vm, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* calloc(n, size) (at least one element), or a host error "out of memory (what)" */
void *vm_calloc(VM *vm, const char *what, size_t n, size_t size);
/* internal invariant broken: a jpor bug, not the program's */
_Noreturn void vm_panic(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- symbols (sym.c) ---- */
const char *sym_intern(VM *vm, const char *s);
const char *sym_intern_n(VM *vm, const char *s, size_t n);

#endif
