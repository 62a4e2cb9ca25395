/* zip.c -- natives of java.util.zip.Deflater and Inflater: thin calls of the system zlib.
 *
 * A Java object cannot hold a C pointer (the checker saves and restores the Java heap, not
 * zlib's memory).  So the z_streams live here, in a table keyed by the VM and the Ref of the
 * Deflater's or Inflater's `zs` array (a long[6]): zs[0] names the state of the stream (0: no
 * stream yet), zs[1] is the level given to the constructor, zs[2] nowrap; zs[3..5] receive a
 * call's results (bytes read, bytes written, ZF_ flags).  A stream is made on the first call
 * and freed by end0 (or when its array has been collected, or at exit).
 *
 * Under `jpor run` zs[0] is a number unique to the stream.  Under `jpor check` it is a hash of
 * the stream's history: the constructor's arguments and every zlib call since, with what the
 * call read.  zlib reads its input from the front and never past what it reports consumed,
 * so a call is determined by the state before it, the bytes it consumed, avail_in, avail_out,
 * the flush mode and the parameters.  Every step of every history is kept, hash-consed, so
 * that when the checker has restored an earlier heap, a call whose zs[0] is not the present
 * state of the stream rebuilds that state: a new stream and the recorded calls replayed into
 * scratch buffers.  The Java state thus determines zlib's state, as it determines the rest of
 * the VM's. */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include <zlib.h>

#include "natives/natives.h"
#include "vm/exception.h"
#include "vm/heap.h"

enum { ZS_HIST, ZS_LEVEL, ZS_NOWRAP, ZS_READ, ZS_WRITTEN, ZS_FLAGS, ZS_LEN };
/* zs[ZS_FLAGS]: the stream ended; it needs a dictionary; deflateParams set the new parameters */
enum { ZF_FINISHED = 1, ZF_NEEDDICT = 2, ZF_PARAMS = 4 };

typedef struct ZStream {
  VM *vm;
  Ref key; /* the zs array */
  bool inflater;
  bool live; /* s is initialised */
  z_stream s;
  uint64_t hist; /* the state s is in (zs[0] of the Java side) */
} ZStream;

static ZStream **streams;
static size_t nstreams, capstreams, sweep_at = 16;
static uint64_t next_id; /* under run: the names of states */

/* ---- histories (under check) ---- */

enum { OP_INIT, OP_DEFLATE, OP_INFLATE, OP_DICT, OP_RESET };

/* One step: OP_INIT (a level, b nowrap, c inflater) starts a history; OP_DEFLATE (a set the
 * parameters, b level, c strategy, d flush, e avail_in, f avail_out, bytes the input consumed);
 * OP_INFLATE (e avail_in, f avail_out, bytes consumed); OP_DICT (bytes the dictionary);
 * OP_RESET. */
typedef struct ZNode {
  uint64_t h, parent; /* parent 0: OP_INIT */
  int32_t op, a, b, c, d, e, f;
  uint32_t n;
  uint8_t bytes[];
} ZNode;

static ZNode **nodes; /* open addressing on h (never 0) */
static size_t nnodes, capnodes;

static void zip_free_all(void) {
  for (size_t i = 0; i < nstreams; i++) {
    ZStream *st = streams[i];
    if (st->live) st->inflater ? inflateEnd(&st->s) : deflateEnd(&st->s);
    free(st);
  }
  free(streams);
  streams = NULL;
  nstreams = capstreams = 0;
  for (size_t i = 0; i < capnodes; i++)
    free(nodes[i]);
  free(nodes);
  nodes = NULL;
  nnodes = capnodes = 0;
}

static bool registered;
static void register_free(void) {
  if (!registered) atexit(zip_free_all), registered = true;
}

static ZNode *node_find(uint64_t h) {
  if (!capnodes) return NULL;
  for (size_t i = (size_t)h & (capnodes - 1);; i = (i + 1) & (capnodes - 1)) {
    if (!nodes[i]) return NULL;
    if (nodes[i]->h == h) return nodes[i];
  }
}

static bool node_insert(ZNode *n) {
  if (2 * (nnodes + 1) > capnodes) {
    size_t cap = capnodes ? 2 * capnodes : 256;
    ZNode **nn = calloc(cap, sizeof *nn);
    if (!nn) return false;
    for (size_t i = 0; i < capnodes; i++)
      if (nodes[i]) {
        size_t j = (size_t)nodes[i]->h & (cap - 1);
        while (nn[j])
          j = (j + 1) & (cap - 1);
        nn[j] = nodes[i];
      }
    free(nodes);
    nodes = nn;
    capnodes = cap;
  }
  size_t j = (size_t)n->h & (capnodes - 1);
  while (nodes[j])
    j = (j + 1) & (capnodes - 1);
  nodes[j] = n;
  nnodes++;
  register_free();
  return true;
}

/* The state after step {op, a..f, bytes[0..n)} from state parent: its hash, the step recorded
 * (once); 0 without memory. */
static uint64_t node_add(uint64_t parent, int32_t op, int32_t a, int32_t b, int32_t c, int32_t d,
                         int32_t e, int32_t f, const uint8_t *bytes, uint32_t n) {
  int64_t hdr[9] = {(int64_t)parent, op, a, b, c, d, e, f, n};
  uint64_t h = XXH64(bytes ? (const void *)bytes : "", n, XXH64(hdr, sizeof hdr, 0x7a6c6962));
  if (!h) h = 1;
  if (node_find(h)) return h;
  ZNode *z = malloc(sizeof *z + n);
  if (!z) return 0;
  *z = (ZNode){h, parent, op, a, b, c, d, e, f, n};
  if (n) memcpy(z->bytes, bytes, n);
  if (!node_insert(z)) return free(z), 0;
  return h;
}

/* ---- the streams ---- */

static int stream_init(ZStream *st, int level, bool nowrap) {
  memset(&st->s, 0, sizeof st->s);
  int r = st->inflater ? inflateInit2(&st->s, nowrap ? -MAX_WBITS : MAX_WBITS)
                       : deflateInit2(&st->s, level, Z_DEFLATED, nowrap ? -MAX_WBITS : MAX_WBITS, 8,
                                      Z_DEFAULT_STRATEGY);
  st->live = r == Z_OK;
  return r;
}

static void stream_end(ZStream *st) {
  if (st->live) st->inflater ? inflateEnd(&st->s) : deflateEnd(&st->s);
  st->live = false;
}

/* One deflate call as Deflater.deflate makes it: deflateParams when the level or strategy
 * changed, else deflate with the flush mode. */
static int run_deflate(z_stream *s, int set_params, int level, int strategy, int flush) {
  return set_params ? deflateParams(s, level, strategy) : deflate(s, flush);
}

/* Replay step z on st (under check).  False when zlib does not do what it did before. */
static bool replay(ZStream *st, const ZNode *z) {
  if (z->op == OP_INIT) {
    stream_end(st);
    return stream_init(st, z->a, z->b) == Z_OK;
  }
  if (!st->live) return false;
  if (z->op == OP_RESET)
    return (st->inflater ? inflateReset(&st->s) : deflateReset(&st->s)) == Z_OK;
  if (z->op == OP_DICT)
    return (st->inflater ? inflateSetDictionary(&st->s, z->bytes, z->n)
                         : deflateSetDictionary(&st->s, z->bytes, z->n)) == Z_OK;
  /* input: the bytes consumed, then bytes zlib will not read */
  uint8_t *in = calloc((size_t)z->e + 1, 1), *out = malloc((size_t)z->f + 1);
  bool ok = in && out;
  if (ok) {
    memcpy(in, z->bytes, z->n);
    st->s.next_in = in;
    st->s.avail_in = (uInt)z->e;
    st->s.next_out = out;
    st->s.avail_out = (uInt)z->f;
    if (z->op == OP_DEFLATE)
      run_deflate(&st->s, z->a, z->b, z->c, z->d);
    else
      inflate(&st->s, Z_PARTIAL_FLUSH);
    ok = (uint32_t)z->e - st->s.avail_in == z->n;
  }
  free(in);
  free(out);
  return ok;
}

/* Bring st to state h (under check): replay the steps after its present state when that is
 * an ancestor of h, else the whole history from its OP_INIT. */
static bool rebuild(ZStream *st, uint64_t h) {
  size_t n = 0, cap = 64;
  const ZNode **chain = malloc(cap * sizeof *chain);
  bool from_here = false;
  for (uint64_t x = h; chain;) {
    if (st->live && x == st->hist) {
      from_here = true;
      break;
    }
    const ZNode *z = node_find(x);
    if (!z) break;
    if (n == cap) {
      const ZNode **nc = realloc(chain, (cap *= 2) * sizeof *chain);
      if (!nc) break;
      chain = nc;
    }
    chain[n++] = z;
    if (z->op == OP_INIT) break;
    x = z->parent;
  }
  bool ok = chain && n && (from_here || chain[n - 1]->op == OP_INIT);
  if (ok && chain[n - 1]->op == OP_INIT && (bool)chain[n - 1]->c != st->inflater) ok = false;
  for (size_t i = n; ok && i-- > 0;)
    ok = replay(st, chain[i]);
  free(chain);
  if (!ok) stream_end(st);
  st->hist = ok ? h : 0;
  return ok;
}

static ZStream *stream_find(VM *vm, Ref key) {
  for (size_t i = 0; i < nstreams; i++)
    if (streams[i]->vm == vm && streams[i]->key == key) return streams[i];
  return NULL;
}

static void stream_remove(size_t i) {
  stream_end(streams[i]);
  free(streams[i]);
  streams[i] = streams[--nstreams];
}

static void stream_forget(ZStream *st) {
  for (size_t i = 0; i < nstreams; i++)
    if (streams[i] == st) return stream_remove(i);
}

/* Free the streams of this VM whose array is gone (collected, or dropped by a restore). */
static void sweep(VM *vm) {
  for (size_t i = nstreams; i-- > 0;) {
    ZStream *st = streams[i];
    if (st->vm != vm) continue;
    Object *o = st->key < vm->heap.count ? vm->heap.objs[st->key] : NULL;
    bool alive = o && o->cls->kind == CK_ARRAY && o->cls->elem_type == TY_LONG &&
                 o->length == ZS_LEN && (uint64_t)ARR(o, int64_t)[ZS_HIST] == st->hist;
    if (!alive) stream_remove(i);
  }
  sweep_at = nstreams * 2 > 16 ? nstreams * 2 : 16;
}

static int64_t *zs_of(VM *vm, Ref r) { return ARR(heap_obj(vm, r), int64_t); }

/* The stream of array zsr, in the state zsr[0] names (made when 0); NULL after throwing. */
static ZStream *stream_get(VM *vm, JThread *t, Ref zsr, bool inflater) {
  if (!zsr || heap_obj(vm, zsr)->length != ZS_LEN)
    return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NULL;
  int64_t *zs = zs_of(vm, zsr);
  uint64_t h = (uint64_t)zs[ZS_HIST];
  ZStream *st = stream_find(vm, zsr);
  if (st && st->live && h && st->hist == h && st->inflater == inflater) return st;
  if (!st) {
    if (nstreams >= sweep_at) sweep(vm);
    if (nstreams == capstreams) {
      size_t cap = capstreams ? 2 * capstreams : 16;
      ZStream **ns = realloc(streams, cap * sizeof *ns);
      if (!ns) return exc_oom(vm, t), NULL;
      streams = ns;
      capstreams = cap;
    }
    st = calloc(1, sizeof *st);
    if (!st) return exc_oom(vm, t), NULL;
    st->vm = vm;
    st->key = zsr;
    streams[nstreams++] = st;
    register_free();
  }
  if (st->inflater != inflater) stream_end(st);
  st->inflater = inflater;
  if (h == 0) {
    int level = (int)zs[ZS_LEVEL];
    bool nowrap = zs[ZS_NOWRAP] != 0;
    stream_end(st);
    int r = stream_init(st, level, nowrap);
    if (r != Z_OK) {
      stream_forget(st);
      if (r == Z_MEM_ERROR) return exc_oom(vm, t), NULL;
      return exc_throw_new(vm, t, "java/lang/InternalError",
                           "zlib: cannot initialise a stream (%d)", r),
             NULL;
    }
    st->hist = vm->ex ? node_add(0, OP_INIT, level, nowrap, inflater, 0, 0, 0, NULL, 0) : ++next_id;
    if (!st->hist) return stream_end(st), exc_oom(vm, t), NULL;
    zs[ZS_HIST] = (int64_t)st->hist;
    return st;
  }
  if (!vm->ex || !rebuild(st, h))
    return exc_throw_new(vm, t, "java/lang/InternalError", "zlib stream state lost"), NULL;
  return st;
}

/* The byte range b[off..off+len) (b may be null when len is 0); NULL after throwing. */
static uint8_t *range(VM *vm, JThread *t, Ref b, int32_t off, int32_t len, bool *thrown) {
  *thrown = false;
  if (!b) {
    if (len == 0) return NULL;
    *thrown = true;
    return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NULL;
  }
  Object *o = heap_obj(vm, b);
  if (off < 0 || len < 0 || (int64_t)off + len > o->length) {
    *thrown = true;
    return exc_throw_new(vm, t, "java/lang/ArrayIndexOutOfBoundsException", NULL), NULL;
  }
  return ARR(o, uint8_t) + off;
}

/* A step done on st: under check, st and zs[0] move to the state after it. */
static bool record(VM *vm, JThread *t, ZStream *st, Ref zsr, int32_t op, int32_t a, int32_t b,
                   int32_t c, int32_t d, int32_t e, int32_t f, const uint8_t *bytes, uint32_t n) {
  if (!vm->ex) return true;
  uint64_t h = node_add(st->hist, op, a, b, c, d, e, f, bytes, n);
  if (!h) {
    stream_forget(st);
    return exc_oom(vm, t);
  }
  st->hist = h;
  zs_of(vm, zsr)[ZS_HIST] = (int64_t)h;
  return true;
}

static void results(VM *vm, Ref zsr, int64_t read, int64_t written, int64_t flags) {
  int64_t *zs = zs_of(vm, zsr);
  zs[ZS_READ] = read;
  zs[ZS_WRITTEN] = written;
  zs[ZS_FLAGS] = flags;
}

static int throw_zlib(VM *vm, JThread *t, int r, const char *msg) {
  if (r == Z_MEM_ERROR) return exc_oom(vm, t), NAT_THROW;
  if (msg) return exc_throw_new(vm, t, "java/lang/InternalError", "%s", msg), NAT_THROW;
  return exc_throw_new(vm, t, "java/lang/InternalError", NULL), NAT_THROW;
}

/* Deflater.deflate0(zs, in, off, len, out, ooff, olen, flush, setParams, level, strategy):
 * one deflate call (deflateParams instead when setParams); zs[3..5] = read, written,
 * ZF_FINISHED | ZF_PARAMS. */
static int Deflater_deflate0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref zsr = args[0].r;
  int32_t off = args[2].i, len = args[3].i, ooff = args[5].i, olen = args[6].i;
  int32_t flush = args[7].i, setp = args[8].i, level = args[9].i, strategy = args[10].i;
  ZStream *st = stream_get(vm, t, zsr, false);
  if (!st) return NAT_THROW;
  bool thrown;
  uint8_t *in = range(vm, t, args[1].r, off, len, &thrown);
  if (thrown) return NAT_THROW;
  uint8_t *out = range(vm, t, args[4].r, ooff, olen, &thrown);
  if (thrown) return NAT_THROW;
  static uint8_t none[1];
  st->s.next_in = in ? in : none;
  st->s.avail_in = (uInt)len;
  st->s.next_out = out ? out : none;
  st->s.avail_out = (uInt)olen;
  int r = run_deflate(&st->s, setp, level, strategy, flush);
  int32_t read = len - (int32_t)st->s.avail_in, written = olen - (int32_t)st->s.avail_out;
  st->s.next_in = st->s.next_out = NULL;
  int64_t flags = 0;
  if (setp) {
    if (r != Z_OK && r != Z_BUF_ERROR) return throw_zlib(vm, t, r, st->s.msg);
    if (r == Z_OK) flags |= ZF_PARAMS;
  } else {
    if (r != Z_OK && r != Z_STREAM_END && r != Z_BUF_ERROR) return throw_zlib(vm, t, r, st->s.msg);
    if (r == Z_STREAM_END) flags |= ZF_FINISHED;
  }
  if (!record(vm, t, st, zsr, OP_DEFLATE, setp, level, strategy, flush, len, olen, in,
              (uint32_t)read))
    return NAT_THROW;
  results(vm, zsr, read, written, flags);
  return NAT_OK;
}

/* Inflater.inflate0(zs, in, off, len, out, ooff, olen): one inflate call; zs[3..5] = read,
 * written, ZF_FINISHED | ZF_NEEDDICT; returns zlib's message when the data is bad, else null. */
static int Inflater_inflate0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref zsr = args[0].r;
  int32_t off = args[2].i, len = args[3].i, ooff = args[5].i, olen = args[6].i;
  ZStream *st = stream_get(vm, t, zsr, true);
  if (!st) return NAT_THROW;
  bool thrown;
  uint8_t *in = range(vm, t, args[1].r, off, len, &thrown);
  if (thrown) return NAT_THROW;
  uint8_t *out = range(vm, t, args[4].r, ooff, olen, &thrown);
  if (thrown) return NAT_THROW;
  static uint8_t none[1];
  st->s.next_in = in ? in : none;
  st->s.avail_in = (uInt)len;
  st->s.next_out = out ? out : none;
  st->s.avail_out = (uInt)olen;
  int r = inflate(&st->s, Z_PARTIAL_FLUSH);
  int32_t read = len - (int32_t)st->s.avail_in, written = olen - (int32_t)st->s.avail_out;
  st->s.next_in = st->s.next_out = NULL;
  int64_t flags = 0;
  switch (r) {
  case Z_STREAM_END: flags |= ZF_FINISHED; break;
  case Z_NEED_DICT: flags |= ZF_NEEDDICT; break;
  case Z_OK:
  case Z_BUF_ERROR:
  case Z_DATA_ERROR: break;
  default: return throw_zlib(vm, t, r, st->s.msg);
  }
  if (!record(vm, t, st, zsr, OP_INFLATE, 0, 0, 0, 0, len, olen, in, (uint32_t)read))
    return NAT_THROW;
  results(vm, zsr, read, written, flags);
  RET_R(0);
  if (r == Z_DATA_ERROR) {
    Ref m = str_new_utf8(vm, st->s.msg ? st->s.msg : "");
    if (!m) return exc_oom(vm, t), NAT_THROW;
    RET_R(st->s.msg ? m : 0);
  }
  return NAT_OK;
}

static int adler(VM *vm, JThread *t, Value *args, Value *ret, bool inflater) {
  ZStream *st = stream_get(vm, t, args[0].r, inflater);
  if (!st) return NAT_THROW;
  RET_I((int32_t)(uint32_t)st->s.adler);
  return NAT_OK;
}
static int Deflater_adler0(VM *vm, JThread *t, Value *args, Value *ret) {
  return adler(vm, t, args, ret, false);
}
static int Inflater_adler0(VM *vm, JThread *t, Value *args, Value *ret) {
  return adler(vm, t, args, ret, true);
}

/* setDictionary0(zs, b, off, len): IllegalArgumentException with zlib's message (if any) when
 * zlib refuses it. */
static int set_dictionary(VM *vm, JThread *t, Value *args, Value *ret, bool inflater) {
  Ref zsr = args[0].r;
  int32_t off = args[2].i, len = args[3].i;
  ZStream *st = stream_get(vm, t, zsr, inflater);
  if (!st) return NAT_THROW;
  bool thrown;
  uint8_t *b = range(vm, t, args[1].r, off, len, &thrown);
  if (thrown) return NAT_THROW;
  static uint8_t none[1];
  if (!b) b = none;
  int r = inflater ? inflateSetDictionary(&st->s, b, (uInt)len)
                   : deflateSetDictionary(&st->s, b, (uInt)len);
  if (r == Z_OK)
    return record(vm, t, st, zsr, OP_DICT, 0, 0, 0, 0, 0, 0, b, (uint32_t)len) ? NAT_OK : NAT_THROW;
  if (r == Z_STREAM_ERROR || r == Z_DATA_ERROR) {
    if (st->s.msg)
      return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", "%s", st->s.msg), NAT_THROW;
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", NULL), NAT_THROW;
  }
  return throw_zlib(vm, t, r, st->s.msg);
}
static int Deflater_setDictionary0(VM *vm, JThread *t, Value *args, Value *ret) {
  return set_dictionary(vm, t, args, ret, false);
}
static int Inflater_setDictionary0(VM *vm, JThread *t, Value *args, Value *ret) {
  return set_dictionary(vm, t, args, ret, true);
}

/* reset0(zs): deflateReset / inflateReset (nothing to do before the stream exists). */
static int reset(VM *vm, JThread *t, Value *args, bool inflater) {
  Ref zsr = args[0].r;
  if (zsr && heap_obj(vm, zsr)->length == ZS_LEN && zs_of(vm, zsr)[ZS_HIST] == 0) return NAT_OK;
  ZStream *st = stream_get(vm, t, zsr, inflater);
  if (!st) return NAT_THROW;
  int r = inflater ? inflateReset(&st->s) : deflateReset(&st->s);
  if (r != Z_OK) return throw_zlib(vm, t, r, st->s.msg);
  return record(vm, t, st, zsr, OP_RESET, 0, 0, 0, 0, 0, 0, NULL, 0) ? NAT_OK : NAT_THROW;
}
static int Deflater_reset0(VM *vm, JThread *t, Value *args, Value *ret) {
  return reset(vm, t, args, false);
}
static int Inflater_reset0(VM *vm, JThread *t, Value *args, Value *ret) {
  return reset(vm, t, args, true);
}

/* end0(zs): free the stream (zs[0] is kept: under check a restored state may use it again). */
static int zip_end0(VM *vm, JThread *t, Value *args, Value *ret) {
  for (size_t i = 0; i < nstreams; i++)
    if (streams[i]->vm == vm && streams[i]->key == args[0].r) {
      stream_remove(i);
      break;
    }
  return NAT_OK;
}

const NativeEntry nat_zip[] = {
    {"java/util/zip/Deflater", "deflate0", "([J[BII[BIIIIII)V", Deflater_deflate0},
    {"java/util/zip/Deflater", "adler0", "([J)I", Deflater_adler0},
    {"java/util/zip/Deflater", "setDictionary0", "([J[BII)V", Deflater_setDictionary0},
    {"java/util/zip/Deflater", "reset0", "([J)V", Deflater_reset0},
    {"java/util/zip/Deflater", "end0", "([J)V", zip_end0},
    {"java/util/zip/Inflater", "inflate0", "([J[BII[BII)Ljava/lang/String;", Inflater_inflate0},
    {"java/util/zip/Inflater", "adler0", "([J)I", Inflater_adler0},
    {"java/util/zip/Inflater", "setDictionary0", "([J[BII)V", Inflater_setDictionary0},
    {"java/util/zip/Inflater", "reset0", "([J)V", Inflater_reset0},
    {"java/util/zip/Inflater", "end0", "([J)V", zip_end0},
    {NULL, NULL, NULL, NULL}};
