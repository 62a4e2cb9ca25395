/* fingerprint.c -- canonical state hashing and the shared-object analysis.
 *
 * The canonical form: threads in id order (status, then each frame's method,
 * pc and typed slots), then the statics of every class in name order; objects
 * are numbered in the order this traversal first meets them and are then
 * emitted in that order, each as its class, header and typed contents with
 * references replaced by numbers.  Two states get the same words iff their
 * reachable parts are isomorphic. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#if defined(__x86_64__) || defined(__i386__)
/* libxxhash's dispatching entries pick the widest vector unit the machine
 * has (AVX2, AVX-512) at run time: the same hash, two to three times fewer
 * instructions than its SSE2 default on a state of a few KB */
#include <xxh_x86dispatch.h>
#define hash128 XXH3_128bits_dispatch
#define hash128_update XXH3_128bits_update_dispatch
#else
#define hash128 XXH3_128bits
#define hash128_update XXH3_128bits_update
#endif

#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exrun.h"
#include "vm/frozen.h"
#include "vm/heap.h"
#include "vm/state.h"
#include "util/util.h"
#include "vm/typemap.h"

#define BUF_WORDS 4096

/* One load for both: a number is looked up once per reference. */
typedef struct CanonNum {
  uint32_t stamp, num;
} CanonNum;

/* The words of one thread's frames as last emitted, for the version of its
 * frames they were made of (JThread.frames_version): most threads did not
 * run since the last fingerprint, and copying their words saves a type-map
 * lookup and a test per slot.  The references in them are numbered again
 * each time, in the same order: the word offset and the stack slot of each
 * of the frames' reference slots (refs). */
/* Versions kept per thread: a search comes back to a state (the thread's
 * version restored) after running the thread from it. */
enum { FW_WAYS = 4 };

typedef struct FrameRef {
  uint32_t at, slot;
} FrameRef;

typedef struct FrameWords {
  uint64_t version; /* 0: none */
  uint64_t used;    /* Canon.fw_clock when recorded */
  uint64_t *words;
  uint32_t nwords, words_cap;
  FrameRef *refs;
  uint32_t nrefs, refs_cap;
} FrameWords;

typedef struct Canon {
  VM *vm;
  CanonNum *num; /* canonical number per Ref, valid when its stamp is epoch */
  uint32_t cap, epoch;
  Ref *queue; /* objects in numbering order */
  uint32_t nqueue, qcap;
  /* The state's words, hashed at once at the end: XXH3's one-shot hash is
   * faster than its streaming one for the few KB of most states.  A larger
   * state streams (the same hash) through xx by BUF_WORDS. */
  uint64_t buf[BUF_WORDS];
  uint32_t nbuf;
  XXH3_state_t *xx;
  bool streaming;
  Frozen *frozen;    /* the root copy (frozen.h); NULL until taken */
  const Frozen *use; /* frozen, when this fingerprint names deep-frozen objects by slot */
  bool names;        /* the explorer asks for objects' names (names_in_fingerprint) */
  FrameWords *fw;    /* FW_WAYS per thread index */
  uint32_t nfw;
  uint64_t fw_clock;
  FrameWords *rec;       /* being recorded: the frames of the thread emitted now */
  const Value *rec_base; /* that thread's stack */
  uint32_t rec_start;    /* where its words begin in buf */
  uint64_t flushes;      /* buffers hashed so far (a recording across one is dropped) */
  bool walked;       /* a sticky shared-object analysis has marked objects */
  bool no_root;      /* the root copy could not be made */
  uint32_t *owner;   /* the shared-object analysis' working memory, kept between walks */
  uint32_t owner_cap;
  Ref *reach_stack;
  uint32_t reach_cap;
  /* The non-sticky analysis' template (static_template): the objects the
   * statics of deep-frozen classes reach, marked OWN_SHARED, for the slots
   * of the root; the classes whose closures it holds; and the classes left
   * out because their statics changed once (walked every time after). */
  uint32_t *tmpl;
  uint32_t tmpl_slots;
  uint32_t *tmpl_classes;
  uint32_t ntmpl_classes;
  bool tmpl_valid;
  uint8_t *class_changed;
  uint32_t class_changed_cap;
  /* classes_to_emit's list: the classes (in sorted_classes' order) with a
   * mirror that is not deep-frozen, less those never initialised, and the
   * number left out, for deep[] as of deep_version of list_of, nclasses,
   * perm_seq and init_changes */
  Class **emit_list;
  uint32_t nemit_list, emit_list_cap, list_left_out, list_nclasses, list_perm_seq;
  uint64_t list_version, list_init_changes;
  const Frozen *list_of;
} Canon;

void state_canon_free(VM *vm) {
  Canon *c = vm->canon;
  if (!c) return;
  free(c->num);
  free(c->queue);
  if (c->xx) XXH3_freeState(c->xx);
  frozen_free(c->frozen);
  free(c->owner);
  free(c->reach_stack);
  free(c->tmpl);
  free(c->tmpl_classes);
  free(c->class_changed);
  free(c->emit_list);
  for (size_t i = 0; i < (size_t)c->nfw * FW_WAYS; i++) {
    free(c->fw[i].words);
    free(c->fw[i].refs);
  }
  free(c->fw);
  free(c);
  vm->canon = NULL;
}

/* The buffer's words so far into the streaming hash (a state of more than
 * BUF_WORDS words): the same hash as one shot over the concatenation. */
static __attribute__((noinline)) void flush(Canon *c) {
  assert(c->nbuf <= BUF_WORDS); /* (a word written past the end lands on nbuf) */
  if (!c->streaming) {
    if (!c->xx && !(c->xx = XXH3_createState())) vm_fatal(c->vm, "out of memory (fingerprint)");
    XXH3_128bits_reset(c->xx);
    c->streaming = true;
  }
  hash128_update(c->xx, c->buf, c->nbuf * sizeof(uint64_t));
  c->nbuf = 0;
  c->flushes++;
}

/* The buffer may be left full (reserve fills it to the end): flushed before
 * a word goes past it. */
static inline __attribute__((always_inline)) void emit(Canon *c, uint64_t w) {
  if (__builtin_expect(c->nbuf == BUF_WORDS, 0)) flush(c);
  c->buf[c->nbuf++] = w;
}

/* Room for n more words (n <= BUF_WORDS), written by the caller through the
 * pointer returned: a word at a time through emit() stored the count back
 * to memory after every word.  Streaming earlier than a full buffer gives
 * the same hash (XXH3 hashes the concatenation). */
static inline __attribute__((always_inline)) uint64_t *reserve(Canon *c, uint32_t n) {
  assert(n <= BUF_WORDS);
  if (__builtin_expect(c->nbuf + n > BUF_WORDS, 0)) flush(c);
  uint64_t *p = c->buf + c->nbuf;
  c->nbuf += n;
  return p;
}

/* r seen for the first time: numbered next, queued to be emitted. */
static uint64_t number_new(Canon *c, Ref r) {
  if (r >= c->vm->heap.count || !c->vm->heap.objs[r])
    vm_panic("fingerprint: slot typed as a reference holds %u", r);
  assert(c->nqueue < c->qcap); /* prepare made room for every object */
  c->queue[c->nqueue++] = r;
  /* emitted after what is queued before it: its header is on its way by then */
  __builtin_prefetch(c->vm->heap.objs[r]);
  c->num[r] = (CanonNum){c->epoch, c->nqueue};
  return c->nqueue;
}

/* The canonical number of r (0 for null), numbering it on first sight; a
 * deep-frozen object is named by its slot instead (bit 61: never a number).
 * A reference seen before is the common case, and inline. */
static inline uint64_t ref_word(Canon *c, Ref r) {
  if (!r) return 0;
  if (r < c->cap && c->num[r].stamp == c->epoch) return c->num[r].num; /* never deep-frozen */
  if (c->use && frozen_deep(c->use, r)) return 1ull << 61 | r;
  return number_new(c, r);
}

static void prepare(Canon *c, VM *vm) {
  c->vm = vm;
  if (c->cap < vm->heap.cap) {
    free(c->num);
    c->cap = vm->heap.cap;
    c->num = calloc(c->cap, sizeof(CanonNum));
    if (!c->num) vm_fatal(vm, "out of memory (fingerprint)");
    c->epoch = 0;
  }
  if (++c->epoch == 0) { /* wrapped: clear the stamps */
    memset(c->num, 0, c->cap * sizeof(CanonNum));
    c->epoch = 1;
  }
  /* each object is queued once at most: room for all, no test per object */
  if (!GROW(c->queue, vm->heap.count + 1, c->qcap, 4096))
    vm_fatal(vm, "out of memory (fingerprint)");
  c->nqueue = 0;
  c->nbuf = 0;
  c->streaming = false;
}

/* Recording a thread's frames: the reference slot v went to buf[at]. */
static void record_ref(Canon *c, uint32_t at, const Value *v) {
  FrameWords *w = c->rec;
  if (!GROW(w->refs, w->nrefs + 1, w->refs_cap, 64)) {
    c->rec = NULL; /* no memory: this thread's words are not kept */
    return;
  }
  w->refs[w->nrefs++] = (FrameRef){at - c->rec_start, (uint32_t)(v - c->rec_base)};
}

static void emit_slots(Canon *c, const Value *v, const uint8_t *types, uint32_t n) {
  while (n > BUF_WORDS) { /* (a frame of more than BUF_WORDS slots) */
    emit_slots(c, v, types, BUF_WORDS);
    v += BUF_WORDS, types += BUF_WORDS, n -= BUF_WORDS;
  }
  /* by type: the bits of the slot that count, and a constant or'ed in --
   * a 32-bit value's low half, a long's all, a dead slot (or a long's high
   * half) none, 0xdead; a reference its number, the one branch */
  static const uint64_t keep[8] = {[TM_INT] = 0xffffffffu,
                                   [TM_FLOAT] = 0xffffffffu,
                                   [TM_RET] = 0xffffffffu,
                                   [TM_LONG] = ~0ull,
                                   [TM_DOUBLE] = ~0ull};
  static const uint64_t put[8] = {[TM_TOP] = 0xdead, [TM_HIGH] = 0xdead};
  _Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "an int slot is raw's low half");
  uint64_t *p = reserve(c, n);
  for (uint32_t i = 0; i < n; i++) {
    uint8_t t = types[i] & 7;
    p[i] = t == TM_REF ? 1ull << 62 | ref_word(c, v[i].r) : (v[i].raw & keep[t]) | put[t];
    if (t == TM_REF && c->rec) record_ref(c, (uint32_t)(p + i - c->buf), v + i);
  }
}

static void emit_frame(Canon *c, JThread *t, uint32_t i) {
  Frame *f = &t->frames[i];
  Method *m = f->m;
  if (!m->fp_hash) { /* the same in every run, unlike the addresses of the names */
    uint64_t h = XXH3_64bits_withSeed(m->name, strlen(m->name), m->cls->name_hash);
    m->fp_hash = XXH3_64bits_withSeed(m->desc, strlen(m->desc), h) | 1;
  }
  emit(c, m->fp_hash);
  emit(c, (uint64_t)f->pc << 32 | (f->clinit_of ? f->clinit_of->name_hash & 0xffffffff : 0));
  if (!m->code) return;
  const TypeMap *tm = tmap_get(c->vm, m);
  if (tm->depth[f->pc] < 0)
    vm_panic("fingerprint: frame of %s.%s at unreachable pc %u", m->cls->name, m->name, f->pc);
  emit_slots(c, f->locals, tmap_locals(tm, f->pc), m->max_locals);
  /* operand stack: up to the next frame's locals (its arguments), or sp */
  Value *end = i + 1 < t->nframes ? t->frames[i + 1].locals : f->sp;
  Value *base = f->locals + m->max_locals;
  uint32_t depth = end > base ? (uint32_t)(end - base) : 0;
  if (depth > (uint32_t)tm->depth[f->pc]) depth = (uint32_t)tm->depth[f->pc];
  emit(c, depth);
  emit_slots(c, base, tmap_stack(tm, f->pc), depth);
}

static bool in_queue(const JThread *t) {
  return t->phase == PH_WAITING || t->phase == PH_LOCKING || t->phase == PH_REACQUIRE;
}

/* Order of arrival in wait sets and lock queues (notify and fair locks serve
 * the oldest): the rank, not the global counter, so equal orders match. */
static uint64_t queue_rank(VM *vm, const JThread *t) {
  if (!in_queue(t)) return ~0ull;
  uint64_t rank = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++)
    rank += in_queue(vm->threads[i]) && vm->threads[i]->wait_seq < t->wait_seq;
  return rank;
}

/* A Condition waiter an interrupt woke, not run since: where it stood in
 * the wait set among those still there (a signal may take it when it is
 * before the longest of them: sched_notify_choices).  ~0 for others. */
static uint64_t cond_rank(VM *vm, const JThread *t) {
  if (t->phase != PH_REACQUIRE || t->notified || !(t->lock_mode & LM_JUC) || !t->cond_seq)
    return ~0ull;
  uint64_t rank = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    const JThread *w = vm->threads[i];
    rank += w->phase == PH_WAITING && w->wait_obj == t->wait_obj && w->wait_seq < t->cond_seq;
  }
  return rank;
}

/* The words kept for the thread at index (FW_WAYS versions of them). */
static FrameWords *frame_words(Canon *c, uint32_t index) {
  if (index >= c->nfw) {
    uint32_t n = index + 8;
    FrameWords *fw = realloc(c->fw, (size_t)n * FW_WAYS * sizeof(FrameWords));
    if (!fw) return NULL;
    memset(fw + (size_t)c->nfw * FW_WAYS, 0, (size_t)(n - c->nfw) * FW_WAYS * sizeof(FrameWords));
    c->fw = fw;
    c->nfw = n;
  }
  return &c->fw[(size_t)index * FW_WAYS];
}

/* A thread's frames from the words kept for their version: copied, each
 * reference numbered in the order emit_frame meets them.  False when no
 * words are kept for it (or they do not fit the buffer). */
static bool frames_from_words(Canon *c, JThread *t, const FrameWords *ways) {
  const FrameWords *w = NULL;
  for (uint32_t i = 0; i < FW_WAYS && !w; i++)
    if (ways[i].version == t->frames_version) w = &ways[i];
  if (!w || w->nwords > BUF_WORDS) return false;
  uint64_t *p = reserve(c, w->nwords);
  if (w->nwords) memcpy(p, w->words, w->nwords * sizeof(uint64_t));
  for (uint32_t i = 0; i < w->nrefs; i++)
    p[w->refs[i].at] = 1ull << 62 | ref_word(c, t->stack[w->refs[i].slot].r);
  if (SLOW_CHECKS && c->nbuf + w->nwords <= BUF_WORDS) { /* the long way, compared */
    uint32_t again = c->nbuf;
    for (uint32_t i = 0; i < t->nframes; i++)
      emit_frame(c, t, i);
    if (c->nbuf - again != w->nwords ||
        memcmp(c->buf + again - w->nwords, c->buf + again, w->nwords * sizeof(uint64_t)))
      vm_panic("fingerprint: thread T%u's frames changed without thr_touch_frames", t->id);
    c->nbuf = again;
  }
  return true;
}

/* Emit t's frames, keeping their words for later fingerprints (in the way
 * used longest ago) when they went into the buffer in one piece.  The
 * self-checking builds emit kept words again the long way and compare. */
static void emit_frames(Canon *c, JThread *t, uint32_t index) {
  FrameWords *ways = t->frames_version ? frame_words(c, index) : NULL;
  if (ways && frames_from_words(c, t, ways)) return;
  uint32_t start = c->nbuf;
  uint64_t flushes = c->flushes;
  FrameWords *w = NULL;
  if (ways) {
    w = &ways[0];
    for (uint32_t i = 1; i < FW_WAYS; i++)
      if (ways[i].used < w->used) w = &ways[i];
    w->version = 0;
    w->nrefs = 0;
    c->rec = w;
    c->rec_base = t->stack;
    c->rec_start = start;
  }
  for (uint32_t i = 0; i < t->nframes; i++)
    emit_frame(c, t, i);
  if (c->rec && c->flushes == flushes) { /* in one piece: keep it */
    uint32_t n = c->nbuf - start;
    if (!n || GROW(w->words, n, w->words_cap, 64)) {
      if (n) memcpy(w->words, c->buf + start, n * sizeof(uint64_t));
      w->nwords = n;
      w->version = t->frames_version;
      w->used = ++c->fw_clock;
    }
  }
  c->rec = NULL;
}

static void emit_thread(Canon *c, JThread *t, uint32_t index) {
  VM *vm = c->vm;
  /* the words in this order (ref_word numbers the references as it goes) */
  uint64_t *p = reserve(c, 11);
  p[0] = (uint64_t)t->state | (uint64_t)t->phase << 8 | (uint64_t)t->interrupted << 16 |
         (uint64_t)t->park_permit << 17 | (uint64_t)t->daemon << 18 | (uint64_t)t->uncaught << 19 |
         (uint64_t)t->pass_point << 20 | (uint64_t)t->timed_out << 21 |
         (uint64_t)t->notified << 22 | (uint64_t)t->lock_mode << 24 | (uint64_t)t->nframes << 32;
  p[1] = ref_word(c, t->obj);
  p[2] = ref_word(c, t->exception);
  p[3] = ref_word(c, t->blocked_on);
  p[4] = ref_word(c, t->wait_obj);
  p[5] = ref_word(c, t->wait_lock);
  p[6] = t->wait_count;
  p[7] = t->joined;
  /* under exploration a timed wait may end at any moment: only that it is timed counts */
  p[8] = t->deadline < 0 ? ~0ull : vm->ex ? 0 : (uint64_t)(t->deadline - vm->now_ns);
  p[9] = queue_rank(vm, t);
  p[10] = cond_rank(vm, t);
  emit_frames(c, t, index);
}

/* The statics of class k, unless its mirror is deep-frozen: then they and all
 * they reach are the root's, and the caller counts k among the classes left
 * out (true) instead. */
static bool emit_statics(Canon *c, Class *k) {
  VM *vm = c->vm;
  if (!k->mirror) return false;
  if (c->use && frozen_deep(c->use, k->mirror)) return true;
  Object *m = heap_obj(vm, k->mirror);
  int state = m->data[MIRROR_INIT_STATE].i;
  if (state == INIT_NONE && k->kind == CK_INSTANCE) return false; /* nothing observable yet */
  /* Array and primitive classes have no statics; whether one is loaded yet
   * depends on the path, not on the state.  Only a lock on the mirror counts. */
  if (k->kind != CK_INSTANCE && !m->lock_owner) return false;
  emit(c, k->name_hash);
  /* the initialising thread, or which threads used a class initialised
   * racily since (vm/init.c): 0 for most */
  uint64_t init_word = (uint32_t)m->data[MIRROR_INIT_THREAD].i;
  emit(c, ((uint64_t)state | (uint64_t)m->lock_owner << 8 | (uint64_t)m->lock_count << 32) ^
              init_word * 0x9e3779b97f4a7c15ull);
  emit(c, ref_word(c, k->mirror));
  if (state == INIT_FAILED) emit(c, ref_word(c, m->data[MIRROR_INIT_ERROR].r));
  for (uint16_t i = 0; i < k->nfields; i++) {
    Field *f = &k->fields[i];
    if (!(f->flags & ACC_STATIC)) continue;
    Value v = m->data[MIRROR_STATICS + f->slot];
    emit(c, f->type == TY_REF ? 1ull << 62 | ref_word(c, v.r) : v.raw);
  }
  return false;
}

/* Does class k's mirror go in the list (classes_to_emit)?  Counts it in
 * *left_out when deep-frozen. */
static bool listed(VM *vm, const Frozen *f, Class *k, uint32_t *left_out) {
  if (!k->mirror) return false;
  if (frozen_deep(f, k->mirror)) {
    ++*left_out;
    return false;
  }
  return k->kind != CK_INSTANCE || cls_init_state(vm, k) != INIT_NONE;
}

/* The self-checking builds: the list kept is the list made now. */
static bool list_holds(Canon *c, VM *vm, const Frozen *f) {
  uint32_t n = 0, left = 0;
  for (uint32_t i = 0; i < vm->nclasses; i++)
    if (listed(vm, f, vm->sorted_classes[i], &left) &&
        (n >= c->nemit_list || c->emit_list[n++] != vm->sorted_classes[i]))
      return false;
  return n == c->nemit_list && left == c->list_left_out;
}

/* The classes whose statics the fingerprint looks at: deep[] changes seldom
 * (frozen.h deep_version), and a loop over every loaded class at every
 * state went to memory for each class and its mirror to find most of them
 * left out again, or never initialised (classes that paths explored before
 * loaded).  A class loaded, a mirror made (perm_seq) or an initialisation
 * state changed (VM.init_changes) renews the list too.  NULL without a root
 * copy: then every class is looked at. */
static Class *const *classes_to_emit(Canon *c, VM *vm, uint32_t *n, uint32_t *left_out) {
  const Frozen *f = c->use;
  if (!f) return NULL;
  if (c->list_of != f || c->list_version != f->deep_version || c->list_nclasses != vm->nclasses ||
      c->list_perm_seq != vm->heap.perm_seq || c->list_init_changes != vm->init_changes) {
    if (!GROW(c->emit_list, vm->nclasses, c->emit_list_cap, 256)) return NULL;
    c->nemit_list = c->list_left_out = 0;
    for (uint32_t i = 0; i < vm->nclasses; i++)
      if (listed(vm, f, vm->sorted_classes[i], &c->list_left_out))
        c->emit_list[c->nemit_list++] = vm->sorted_classes[i];
    c->list_of = f;
    c->list_version = f->deep_version;
    c->list_nclasses = vm->nclasses;
    c->list_perm_seq = vm->heap.perm_seq;
    c->list_init_changes = vm->init_changes;
  } else if (SLOW_CHECKS && !list_holds(c, vm, f)) {
    vm_panic("fingerprint: a class's initialisation changed without VM.init_changes");
  }
  *n = c->nemit_list;
  *left_out = c->list_left_out;
  return c->emit_list;
}

static void emit_object(Canon *c, Ref r) {
  VM *vm = c->vm;
  Object *o = heap_obj(vm, r);
  Class *k = o->cls;
  uint64_t *head = reserve(c, 2 + c->names);
  head[0] = k->name_hash;
  /* the identity hash has 31 bits (heap_identity_hash) */
  head[1] = (uint64_t)o->lock_owner | (uint64_t)o->lock_count << 16 | (uint64_t)o->hash << 32 |
            (uint64_t)(o->was_shared != 0) << 63;
  /* The object's canonical name, when the explorer asks (dependence tracking
   * names objects by it).  Permanent objects are named in the order paths
   * first made them: not a property of the state. */
  if (c->names) head[2] = o->name_tid == NAME_PERM ? 0 : (uint64_t)o->name_tid << 32 | o->name_seq;
  if (k->kind == CK_ARRAY) {
    emit(c, o->length);
    if (k->elem_type == TY_REF) {
      const Ref *e = ARR(o, Ref);
      for (uint32_t done = 0, n; done < o->length; done += n) {
        n = o->length - done < BUF_WORDS ? o->length - done : BUF_WORDS;
        uint64_t *p = reserve(c, n);
        for (uint32_t i = 0; i < n; i++)
          p[i] = ref_word(c, e[done + i]);
      }
    } else {
      size_t bytes = (size_t)o->length * k->elem_size;
      XXH64_hash_t h = XXH3_64bits(arr_data(o), bytes);
      emit(c, h);
    }
    return;
  }
  if (k == vm->c_class) return; /* mirrors: statics were emitted with their class */
  /* instance fields: every slot raw, then the ref slots (the class's list)
   * overwritten by their numbers -- no test per slot */
  uint32_t n = k->ninst_slots;
  if (n > BUF_WORDS) { /* (a class of more than BUF_WORDS fields) */
    uint32_t next_ref = 0;
    for (uint32_t s = 0; s < n; s++)
      if (next_ref < k->nref_slots && k->ref_slots[next_ref] == s)
        emit(c, 1ull << 62 | ref_word(c, o->data[k->ref_slots[next_ref++]].r));
      else
        emit(c, o->data[s].raw);
    return;
  }
  uint64_t *p = reserve(c, n);
  for (uint32_t s = 0; s < n; s++)
    p[s] = o->data[s].raw;
  for (uint32_t i = 0; i < k->nref_slots; i++)
    p[k->ref_slots[i]] = 1ull << 62 | ref_word(c, o->data[k->ref_slots[i]].r);
}

static Canon *canon_of(VM *vm) {
  if (!vm->canon && !(vm->canon = calloc(1, sizeof(Canon))))
    vm_fatal(vm, "out of memory (fingerprint)");
  return vm->canon;
}

static uint32_t running_threads(const VM *vm) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++)
    n += vm->threads[i]->state != TS_NEW && vm->threads[i]->state != TS_TERMINATED;
  return n;
}

/* A thread that runs alone is at a data choice (Verify.getBoolean): a
 * program whose search is its choices, often with one thread (JPF's). */
static bool alone_at_choice(VM *vm) {
  Action a;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *t = vm->threads[i];
    if (t->state != TS_NEW && t->state != TS_TERMINATED && act_peek(vm, t, &a) &&
        a.kind == ACT_CHOICE)
      return running_threads(vm) == 1;
  }
  return false;
}

/* The root is the first state fingerprinted under exploration with two
 * threads running: what the program built before its threads start is in
 * it, and no state before it comes again (its threads had not started).
 * When the host marks shared objects sticky, the root waits for the first
 * marks instead, so that setting them does not change the root's objects.
 * A program that makes data choices with one thread takes it at the first
 * (or every snapshot would copy the whole heap). */
static const Frozen *frozen_for(Canon *c, VM *vm) {
  if (!vm->ex) return NULL;
  if (!c->frozen && !c->no_root &&
      ((vm->ex->host.sticky_shared ? c->walked : running_threads(vm) >= 2) ||
       alone_at_choice(vm))) {
    c->frozen = frozen_take(vm);
    c->no_root = !c->frozen; /* out of memory: fingerprints hash everything */
  }
  if (c->frozen) frozen_update(c->frozen, vm);
  return c->frozen;
}

static Fingerprint fingerprint(VM *vm, bool frozen) {
  Canon *c = canon_of(vm);
  prepare(c, vm);
  c->use = frozen ? frozen_for(c, vm) : NULL;
  c->names = vm->ex && vm->ex->host.names_in_fingerprint;
  emit(c, vm->nthreads);
  for (uint32_t i = 0; i < vm->nthreads; i++)
    emit_thread(c, vm->threads[i], i);
  uint32_t left_out = 0, nlist; /* classes whose statics are all the root's */
  Class *const *list = classes_to_emit(c, vm, &nlist, &left_out);
  if (list) {
    for (uint32_t i = 0; i < nlist; i++) {
      bool out = emit_statics(c, list[i]);
      assert(!out);
      (void)out;
    }
  } else {
    for (uint32_t i = 0; i < vm->nclasses; i++)
      left_out += emit_statics(c, vm->sorted_classes[i]);
  }
  emit(c, left_out);
  emit(c, vm->exiting ? 1ull << 32 | (uint32_t)vm->exit_status : 0);
  emit(c, (uint32_t)vm->atomic_tid);
  for (uint32_t q = 0; q < c->nqueue; q++)
    emit_object(c, c->queue[q]);
  assert(c->nbuf <= BUF_WORDS);
  XXH128_hash_t h;
  if (c->streaming) {
    hash128_update(c->xx, c->buf, c->nbuf * sizeof(uint64_t));
    h = XXH3_128bits_digest(c->xx);
  } else {
    h = hash128(c->buf, c->nbuf * sizeof(uint64_t));
  }
  return (Fingerprint){h.low64, h.high64};
}

Fingerprint state_fingerprint(VM *vm) { return fingerprint(vm, true); }
Fingerprint state_fingerprint_whole(VM *vm) { return fingerprint(vm, false); }

/* ---- shared objects: reachable from a static field or from two threads ---- */

enum { OWN_NONE = 0, OWN_SHARED = 0xffffffffu };

typedef struct Reach {
  VM *vm;
  Canon *canon;
  bool sticky; /* mark what the walk finds shared (Object.was_shared) as it goes */
  uint32_t *owner;
  Ref *stack;
  uint32_t n, cap;
  uint32_t cur_owner;  /* the thread being traversed (id + 1) */
  const Frozen *done;  /* sticky: objects whose closure is marked shared, not walked */
  Ref *pending_shared; /* objects a second thread reached: spread as shared at the end */
  uint32_t npending, pending_cap;
} Reach;

static void reach_push(Reach *r, Ref x) {
  if (!GROW(r->stack, r->n + 1, r->cap, 1024)) vm_fatal(r->vm, "out of memory (shared objects)");
  r->stack[r->n++] = x;
}

static void each_child(VM *vm, Ref x, Reach *r, void (*visit)(void *, Ref)) {
  heap_each_ref(vm, heap_obj(vm, x), visit, r);
}

/* Every object x reaches is marked shared already: the sticky result (the
 * mark) is the same whether or not the walk goes there. */
static bool walked_before(const Reach *r, Ref x) {
  return r->done && frozen_all_shared(r->done, x);
}

/* Once shared, shared for the rest of the path.  Marking an object changes
 * it, so it is no longer deep-frozen; no object the walk passes over
 * (walked_before) is among those, since everything they reach was marked. */
static void mark_sticky(Reach *r, Ref x) {
  Object *o = r->vm->heap.objs[x];
  if (!o || o->was_shared) return;
  o->was_shared = 1;
  heap_touch(r->vm, x);
  if (r->canon->frozen) frozen_changed(r->canon->frozen, x);
}

static void visit_shared(void *ctx, Ref x) {
  Reach *r = ctx;
  if (r->owner[x] == OWN_SHARED || walked_before(r, x)) return;
  r->owner[x] = OWN_SHARED;
  if (r->sticky) mark_sticky(r, x);
  reach_push(r, x);
}

static void spread_shared(Reach *r, Ref x) {
  visit_shared(r, x);
  while (r->n)
    each_child(r->vm, r->stack[--r->n], r, visit_shared);
}

static bool valid_ref(VM *vm, Ref x) { return x < vm->heap.count && vm->heap.objs[x]; }

static void visit_owned(void *ctx, Ref x) {
  Reach *r = ctx;
  if (!valid_ref(r->vm, x)) return; /* only when asked in the middle of an instruction */
  uint32_t o = r->owner[x];
  if (o == r->cur_owner || o == OWN_SHARED || walked_before(r, x)) return;
  if (o != OWN_NONE) { /* a second thread reaches it */
    if (!GROW(r->pending_shared, r->npending + 1, r->pending_cap, 256))
      vm_fatal(r->vm, "out of memory (shared objects)");
    r->pending_shared[r->npending++] = x;
    return;
  }
  r->owner[x] = r->cur_owner;
  reach_push(r, x);
}

static void thread_roots(VM *vm, JThread *t, Reach *r) {
  Ref roots[5] = {t->obj, t->exception, t->blocked_on, t->wait_obj, t->wait_lock};
  for (int i = 0; i < 5; i++)
    if (roots[i]) visit_owned(r, roots[i]);
  for (uint32_t i = 0; i < t->nframes; i++) {
    Frame *f = &t->frames[i];
    if (!f->m->code) continue;
    const TypeMap *tm = tmap_get(vm, f->m);
    const uint8_t *lt = tmap_locals(tm, f->pc);
    for (uint32_t k = 0; k < f->m->max_locals; k++)
      if (lt[k] == TM_REF && f->locals[k].r) visit_owned(r, f->locals[k].r);
    Value *end = i + 1 < t->nframes ? t->frames[i + 1].locals : f->sp;
    Value *base = f->locals + f->m->max_locals;
    const uint8_t *st = tmap_stack(tm, f->pc);
    for (Value *v = base; v < end && v - base < tm->depth[f->pc]; v++)
      if (st[v - base] == TM_REF && v->r) visit_owned(r, v->r);
  }
}

/* The statics of a class whose mirror is deep-frozen (it and all it reaches
 * unchanged since the root) reach now what they reached at the root: that
 * closure is shared in every state where the mirror stays deep-frozen.  The
 * non-sticky analysis starts from a copy of the union of those closures
 * instead of walking them again at every state: most of the class library's
 * statics.  The template holds while every class it covers is deep-frozen;
 * a class found changed is left out of the next template for good. */
static bool template_holds(Canon *c, VM *vm) {
  if (!c->tmpl_valid) return false;
  for (uint32_t i = 0; i < c->ntmpl_classes; i++) {
    uint32_t k = c->tmpl_classes[i];
    if (!frozen_deep(c->frozen, vm->classes[k]->mirror)) {
      c->class_changed[k] = 1;
      return false;
    }
  }
  return true;
}

static void build_template(Canon *c, VM *vm, Reach *r) {
  c->tmpl_valid = false;
  uint32_t slots = c->frozen->count;
  if (!(c->tmpl_classes = realloc(c->tmpl_classes, (vm->nclasses + 1) * sizeof(uint32_t))) ||
      !(c->tmpl = realloc(c->tmpl, (slots + 1) * sizeof(uint32_t))))
    return; /* no template: every state walks every class */
  c->ntmpl_classes = 0;
  for (uint32_t k = 0; k < vm->nclasses; k++) {
    Ref m = vm->classes[k]->mirror;
    if (!m || c->class_changed[k] || !frozen_deep(c->frozen, m)) continue;
    spread_shared(r, m);
    c->tmpl_classes[c->ntmpl_classes++] = k;
  }
  memcpy(c->tmpl, r->owner, slots * sizeof(uint32_t));
  c->tmpl_slots = slots;
  c->tmpl_valid = true;
}

/* Before a non-sticky walk: owner[] starts from the template (built now if
 * it does not hold), or empty.  True when the template's classes need no
 * walk. */
static bool start_from_template(Canon *c, VM *vm, Reach *r, uint32_t slots) {
  if (c->class_changed_cap < vm->nclasses) {
    uint32_t old = c->class_changed_cap;
    if (!GROW(c->class_changed, vm->nclasses, c->class_changed_cap, 256)) return false;
    memset(c->class_changed + old, 0, c->class_changed_cap - old);
  }
  frozen_update(c->frozen, vm);
  if (!template_holds(c, vm)) {
    memset(c->owner, 0, slots * sizeof(uint32_t));
    build_template(c, vm, r);
    return c->tmpl_valid;
  }
  uint32_t n = c->tmpl_slots < slots ? c->tmpl_slots : slots;
  memcpy(c->owner, c->tmpl, n * sizeof(uint32_t));
  memset(c->owner + n, 0, (slots - n) * sizeof(uint32_t));
  return true;
}

static bool in_template(const Canon *c, uint32_t k, uint32_t *next) {
  if (*next < c->ntmpl_classes && c->tmpl_classes[*next] == k) {
    ++*next;
    return true;
  }
  return false;
}

static void shared_objects(VM *vm, uint8_t *shared, bool sticky, bool frozen) {
  Canon *c = canon_of(vm);
  uint32_t slots = vm->heap.count + 1;
  if (!GROW(c->owner, slots, c->owner_cap, 1024)) vm_fatal(vm, "out of memory (shared objects)");
  Reach r = {.vm = vm,
             .canon = c,
             .sticky = sticky,
             .owner = c->owner,
             .stack = c->reach_stack,
             .cap = c->reach_cap};
  bool templ = !sticky && frozen && c->frozen && start_from_template(c, vm, &r, slots);
  if (!templ) memset(c->owner, 0, slots * sizeof(uint32_t));
  if (sticky && frozen && c->frozen) {
    frozen_update(c->frozen, vm);
    r.done = c->frozen;
  }
  uint32_t next = 0;
  for (uint32_t i = 0; i < vm->nclasses; i++)
    if (vm->classes[i]->mirror && !(templ && in_template(c, i, &next)))
      spread_shared(&r, vm->classes[i]->mirror);
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    r.cur_owner = vm->threads[i]->id + 1;
    thread_roots(vm, vm->threads[i], &r);
    while (r.n)
      each_child(vm, r.stack[--r.n], &r, visit_owned);
  }
  for (uint32_t i = 0; i < r.npending; i++)
    spread_shared(&r, r.pending_shared[i]);
  /* sticky: every object found shared is marked now, and one passed over
   * (walked_before) was marked at the root and is unchanged */
  for (uint32_t x = 0; shared && x < vm->heap.count; x++)
    shared[x] =
        sticky ? vm->heap.objs[x] && vm->heap.objs[x]->was_shared : r.owner[x] == OWN_SHARED;
  c->reach_stack = r.stack; /* kept for the next walk */
  c->reach_cap = r.cap;
  free(r.pending_shared);
  if (sticky) c->walked = true;
}

void state_shared_objects(VM *vm, uint8_t *shared, bool sticky) {
  shared_objects(vm, shared, sticky, true);
}

void state_shared_objects_whole(VM *vm, uint8_t *shared, bool sticky) {
  shared_objects(vm, shared, sticky, false);
}

const Frozen *state_frozen_now(VM *vm) {
  const Frozen *f = vm->canon ? vm->canon->frozen : NULL;
  if (!f || !f->valid || !vm->ex || f->generation != vm->ex->generation) return NULL;
  return f;
}

uint32_t state_frozen_objects(VM *vm) {
  const Frozen *f = vm->canon ? vm->canon->frozen : NULL;
  uint32_t n = 0;
  for (uint32_t r = 0; f && r < f->count; r++)
    n += f->deep[r];
  return n;
}

bool state_frozen_consistent(VM *vm) {
  const Frozen *f = vm->canon ? vm->canon->frozen : NULL;
  return !f || frozen_consistent(f, vm);
}
