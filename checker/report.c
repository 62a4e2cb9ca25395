/* report.c -- what `jpor check` prints: the error and its interleaving, the
 * statistics, the JSON form, trace files and final states. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "checker/engine.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/sched.h"

/* ---- text of an uncaught exception, from its fields and backtrace ---- */

static void print_backtrace(VM *vm, Ref bt, FILE *out, const char *indent) {
  if (!bt) return;
  Object *a = heap_obj(vm, bt);
  for (uint32_t i = 0; i + 1 < a->length; i += 2) {
    Method *m = vm->methods[ARR(a, int32_t)[i]];
    int pc = ARR(a, int32_t)[i + 1];
    char jn[512];
    cls_java_name(m->cls->name, jn, sizeof jn);
    const char *src = cls_source_file(m->cls);
    int line = m->code ? cf_line_for_pc(m->code, (uint32_t)pc) : -1;
    if (src && line >= 0)
      fprintf(out, "%s\tat %s.%s(%s:%d)\n", indent, jn, m->name, src, line);
    else
      fprintf(out, "%s\tat %s.%s(%s)\n", indent, jn, m->name, src ? src : "Unknown Source");
  }
}

void rep_uncaught_text(VM *vm, Ref ex, FILE *out, const char *indent) {
  for (int depth = 0; ex && depth < 8; depth++) {
    char jn[512];
    cls_java_name(heap_obj(vm, ex)->cls->name, jn, sizeof jn);
    Ref msg = heap_obj(vm, ex)->data[vm->f_thr_detail->slot].r;
    char *m = msg ? str_to_utf8(vm, msg) : NULL;
    fprintf(out, "%s%s%s%s\n", depth ? "Caused by: " : indent, jn, m ? ": " : "", m ? m : "");
    free(m);
    print_backtrace(vm, heap_obj(vm, ex)->data[vm->f_thr_backtrace->slot].r, out, indent);
    Ref cause = heap_obj(vm, ex)->data[vm->f_thr_cause->slot].r;
    ex = cause == ex ? 0 : cause;
  }
}

/* ---- traces ---- */

typedef struct TraceLines {
  char **v;
  uint32_t n, cap;
  int last_tid;
  Engine *e;
  uint32_t hidden; /* thread-local actions left out */
  /* the last line, while more actions of the same library call may join it */
  char where[800], kinds[400];
  Ref obj;
  bool mergeable;
} TraceLines;

static void add_line(TraceLines *tl, const char *s) {
  if (tl->n == tl->cap) {
    tl->cap = tl->cap ? tl->cap * 2 : 64;
    tl->v = realloc(tl->v, tl->cap * sizeof(char *));
  }
  tl->v[tl->n++] = strdup(s);
}

/* Actions of one library call on one object share a line:
 * "T0  Main.java:9 main  Thread.start()  lock, start, unlock #1.23 (Worker = T1)" */
static bool merge_action(VM *vm, TraceLines *tl, const Action *a) {
  char target[700];
  act_target(vm, a, target, sizeof target);
  char where[800];
  bool mergeable =
      act_where(a, where, sizeof where) && !a->vtype && a->kind != ACT_READ && a->kind != ACT_WRITE;
  if (mergeable && tl->mergeable && tl->n && tl->last_tid == (int)a->tid &&
      !strcmp(where, tl->where) && a->obj == tl->obj && strlen(tl->kinds) + 32 < sizeof tl->kinds) {
    strcat(tl->kinds, ", ");
    strcat(tl->kinds, act_kind_name(a->kind));
    char line[2000];
    snprintf(line, sizeof line, "T%u  %s  %s %s", a->tid, where, tl->kinds, target);
    free(tl->v[tl->n - 1]);
    tl->v[tl->n - 1] = strdup(line);
    return true;
  }
  tl->mergeable = mergeable;
  snprintf(tl->where, sizeof tl->where, "%s", where);
  snprintf(tl->kinds, sizeof tl->kinds, "%s", act_kind_name(a->kind));
  tl->obj = a->obj;
  return false;
}

static void collect_action(VM *vm, JThread *t, const Action *a) {
  TraceLines *tl = vm->hook_data;
  char buf[1200];
  if (!tl->e->o->trace_all) { /* while one thread runs alone, no interleaving is involved */
    uint32_t live = 0;
    for (uint32_t i = 0; i < vm->nthreads; i++)
      live += vm->threads[i]->state != TS_TERMINATED;
    if (live < 2 && a->kind != ACT_START) {
      tl->hidden++;
      return;
    }
  }
  if (!tl->e->o->trace_all && !tl->e->showing && a->kind != ACT_START && a->kind != ACT_END) {
    tl->hidden++; /* a thread-local step inside a transition */
    return;
  }
  if (tl->last_tid >= 0 && tl->last_tid != (int)a->tid) {
    char *name = sched_thread_name(vm, t);
    snprintf(buf, sizeof buf, "------ switch to T%u (\"%s\")", a->tid, name);
    free(name);
    add_line(tl, buf);
    tl->mergeable = false;
  }
  if (merge_action(vm, tl, a)) return;
  tl->last_tid = (int)a->tid;
  act_format(vm, a, buf, sizeof buf);
  add_line(tl, buf);
}

static Choice *current_path(Engine *e, uint32_t *n) {
  Choice *p = malloc((e->depth + 1) * sizeof(Choice));
  for (uint32_t i = 0; i < e->depth; i++)
    p[i] = e->path[i].choices[e->path[i].next - 1];
  *n = e->depth;
  return p;
}

static void write_trace_file(Engine *e, const char *file, const Choice *p, uint32_t n) {
  FILE *f = fopen(file, "w");
  if (!f) {
    fprintf(stderr, "jpor: error: cannot write trace file %s\n", file);
    return;
  }
  const CheckOptions *o = e->o;
  fprintf(f, "jpor-trace 1\nmain %s\n", o->main_class);
  for (int i = 0; i < o->argc; i++)
    fprintf(f, "arg %s\n", o->argv[i]);
  if (o->vm.classpath) fprintf(f, "classpath %s\n", o->vm.classpath);
  for (uint32_t i = 0; i < n; i++)
    fprintf(f, "step %u %d\n", p[i].tid, p[i].value);
  fclose(f);
}

static const char *error_title(int kind) {
  switch (kind) {
  case ERR_EXCEPTION: return "uncaught exception";
  case ERR_DEADLOCK: return "deadlock";
  default: return "a transition ran too long (a loop without visible actions?)";
  }
}

/* An error in the current state: describe it, then replay the path from the
 * initial state to list the interleaving that leads here. */
void rep_error(Engine *e, int kind, JThread *t) {
  VM *vm = e->vm;
  e->errors++;
  char *what = NULL;
  size_t what_len = 0;
  FILE *w = open_memstream(&what, &what_len);
  if (kind == ERR_EXCEPTION) {
    char *name = sched_thread_name(vm, t);
    fprintf(w, "Exception in thread \"%s\" (T%u):\n", name, t->id);
    free(name);
    rep_uncaught_text(vm, t->exception, w, "  ");
  } else if (kind == ERR_DEADLOCK) {
    sched_report_deadlock(vm, w);
  } else {
    char *name = sched_thread_name(vm, t);
    fprintf(w, "thread \"%s\" (T%u) ran %llu steps without a visible action\n", name, t->id,
            (unsigned long long)e->o->step_limit);
    free(name);
  }
  fclose(w);
  uint32_t n;
  Choice *p = current_path(e, &n);
  TraceLines tl = {.last_tid = -1, .e = e};
  eng_replay_path(e, p, n, collect_action, &tl);
  e->shared_valid = false;
  if (e->o->trace_file && e->errors == 1) write_trace_file(e, e->o->trace_file, p, n);
  if (!e->o->json) {
    printf("Error %d: %s\n", e->errors, error_title(kind));
    printf("%s", what);
    printf("Trace (%u transitions; %u actions shown, %u hidden: thread-local, or while one thread "
           "ran alone%s):\n",
           n, tl.n, tl.hidden, e->o->trace_all ? "" : ", --trace-all shows them");
    printf("  (objects are named #T.N: the N-th object thread T allocated)\n");
    for (uint32_t i = 0; i < tl.n; i++)
      printf("  %s\n", tl.v[i]);
    printf("\n");
  } else if (e->errors == 1) {
    /* kept for the JSON object printed at the end */
    e->json_error = what;
    what = NULL;
    e->json_kind = kind;
    e->json_trace = tl.v;
    e->json_ntrace = tl.n;
    tl.v = NULL;
    tl.n = 0;
  }
  for (uint32_t i = 0; i < tl.n; i++)
    free(tl.v[i]);
  free(tl.v);
  free(what);
  free(p);
}

void rep_write_trace(Engine *e, const char *file) {
  uint32_t n;
  Choice *p = current_path(e, &n);
  write_trace_file(e, file, p, n);
  free(p);
}

/* ---- statistics ---- */

static double collision_probability(uint64_t n) {
  /* TLC's estimate for n fingerprints of b bits: n^2 / 2^(b+1) */
  return (double)n * (double)n / ldexp(1.0, 129);
}

static long peak_rss_kib(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

void rep_stats(Engine *e, FILE *out) {
  Stats *s = &e->st;
  fprintf(out, "states: %llu stored, %llu matched, %llu final; transitions: %llu; max depth: %u\n",
          (unsigned long long)s->stored, (unsigned long long)s->matched,
          (unsigned long long)s->final_states, (unsigned long long)s->transitions, s->max_depth);
  fprintf(out, "time: %.3f s (%.0f states/s, %.0f transitions/s)\n", s->seconds,
          s->stored / (s->seconds + 1e-9), s->transitions / (s->seconds + 1e-9));
  fprintf(out, "memory: state store %.2f MiB, snapshots peak %.2f MiB, peak RSS %.1f MiB\n",
          store_bytes(&e->store) / 1048576.0, s->peak_snapshot_bytes / 1048576.0,
          peak_rss_kib() / 1024.0);
  if (!e->o->stateless)
    fprintf(out, "fingerprint collision probability: %.1e (n^2/2^129 for n states)\n",
            collision_probability(s->stored));
}

static void json_string(FILE *out, const char *s) {
  fputc('"', out);
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(out, "\\%c", c);
    else if (c == '\n')
      fputs("\\n", out);
    else if (c == '\t')
      fputs("\\t", out);
    else if (c < 0x20)
      fprintf(out, "\\u%04x", c);
    else
      fputc(c, out);
  }
  fputc('"', out);
}

void rep_json(Engine *e, FILE *out, int verdict) {
  Stats *s = &e->st;
  static const char *verdicts[] = {"no errors", "error", "usage error", "limit reached"};
  fprintf(out, "{\"verdict\":");
  json_string(out, verdicts[verdict]);
  fprintf(out, ",\"exit_status\":%d,\"errors\":%d", verdict, e->errors);
  if (e->json_error) {
    fprintf(out, ",\"error\":{\"kind\":");
    json_string(out, error_title(e->json_kind));
    fprintf(out, ",\"description\":");
    json_string(out, e->json_error);
    fprintf(out, ",\"trace\":[");
    for (uint32_t i = 0; i < e->json_ntrace; i++) {
      if (i) fputc(',', out);
      json_string(out, e->json_trace[i]);
    }
    fprintf(out, "]}");
  }
  if (e->limit_hit) {
    fprintf(out, ",\"limit\":");
    json_string(out, e->limit_what);
  }
  fprintf(out,
          ",\"stats\":{\"states_stored\":%llu,\"states_matched\":%llu,\"final_states\":%llu,"
          "\"transitions\":%llu,\"max_depth\":%u,\"seconds\":%.3f,\"states_per_second\":%.0f,"
          "\"store_bytes\":%zu,\"peak_snapshot_bytes\":%zu,\"peak_rss_kib\":%ld}",
          (unsigned long long)s->stored, (unsigned long long)s->matched,
          (unsigned long long)s->final_states, (unsigned long long)s->transitions, s->max_depth,
          s->seconds, s->stored / (s->seconds + 1e-9), store_bytes(&e->store),
          s->peak_snapshot_bytes, peak_rss_kib());
  if (e->o->final_states) {
    fprintf(out, ",\"final_states\":[");
    for (uint32_t i = 0; i < e->nfinals; i++) {
      if (i) fputc(',', out);
      json_string(out, e->finals[i]);
    }
    fputc(']', out);
  }
  fprintf(out, "}\n");
}

/* ---- final states: the static fields of the program's own classes ---- */

static void print_prim(FILE *f, char type, Value v) {
  switch (type) {
  case TY_LONG: fprintf(f, "%lld", (long long)v.j); break;
  case TY_DOUBLE: fprintf(f, "%g", v.d); break;
  case TY_FLOAT: fprintf(f, "%g", (double)v.f); break;
  default: fprintf(f, "%d", v.i); break;
  }
}

/* A referenced object, one level deep: "{value=3}" for its primitive fields
 * (an AtomicInteger, a small record), "[1,2]" for a small primitive array. */
static void print_object(VM *vm, FILE *f, Ref r) {
  Object *o = heap_obj(vm, r);
  Class *c = o->cls;
  if (c->kind == CK_ARRAY && c->component->kind == CK_PRIMITIVE && o->length <= 16) {
    char ty = c->name[1];
    fputc('[', f);
    for (uint32_t i = 0; i < o->length; i++) {
      Value v = {.raw = 0};
      switch (ty) {
      case 'Z':
      case 'B': v.i = ARR(o, int8_t)[i]; break;
      case 'C': v.i = ARR(o, uint16_t)[i]; break;
      case 'S': v.i = ARR(o, int16_t)[i]; break;
      case 'I': v.i = ARR(o, int32_t)[i]; break;
      case 'F': v.f = ARR(o, float)[i]; break;
      case 'J': v.j = ARR(o, int64_t)[i]; break;
      case 'D': v.d = ARR(o, double)[i]; break;
      }
      if (i) fputc(',', f);
      print_prim(f, ty == 'Z' || ty == 'B' || ty == 'C' || ty == 'S' ? TY_INT : ty, v);
    }
    fputc(']', f);
    return;
  }
  if (c->kind != CK_INSTANCE || c == vm->c_string) {
    fputs("ref", f);
    return;
  }
  fputc('{', f);
  bool first = true;
  for (Class *k = c; k; k = k->super)
    for (uint16_t i = 0; i < k->nfields; i++) {
      Field *fd = &k->fields[i];
      if ((fd->flags & ACC_STATIC) || fd->type == TY_REF) continue;
      fprintf(f, "%s%s=", first ? "" : ",", fd->name);
      print_prim(f, fd->type, o->data[fd->slot]);
      first = false;
    }
  fputc('}', f);
}

char *rep_final_state(Engine *e) {
  VM *vm = e->vm;
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  for (uint32_t i = 0; i < vm->nclasses; i++) {
    Class *c = vm->sorted_classes[i];
    if (c->kind != CK_INSTANCE || !c->cf || !strncmp(c->name, "java/", 5) ||
        !strncmp(c->name, "jpor/", 5) || !strncmp(c->name, "gov/", 4))
      continue;
    Value *st = cls_statics(vm, c);
    for (uint16_t k = 0; k < c->nfields; k++) {
      Field *fd = &c->fields[k];
      if (!(fd->flags & ACC_STATIC)) continue;
      Value v = st[fd->slot];
      fprintf(f, "%s.%s=", c->name, fd->name);
      if (fd->type != TY_REF)
        print_prim(f, fd->type, v);
      else if (!v.r)
        fputs("null", f);
      else
        print_object(vm, f, v.r);
      fputc(' ', f);
    }
  }
  fclose(f);
  if (len && buf[len - 1] == ' ') buf[len - 1] = 0;
  return buf;
}

/* ---- the explored graph ---- */

static void dot_escaped(FILE *f, const char *s) {
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    fputc(*s, f);
  }
}

void rep_write_graph(Engine *e, const char *file) {
  FILE *f = fopen(file, "w");
  if (!f) {
    fprintf(stderr, "jpor: error: cannot write graph file %s\n", file);
    return;
  }
  fprintf(f,
          "// jpor check: the explored graph L_r (%u states, %u edges)\ndigraph L_r {\n  node "
          "[shape=circle];\n",
          (unsigned)e->store.count, e->nedges);
  if (e->init_id) fprintf(f, "  %u [shape=doublecircle];\n", e->init_id);
  for (uint32_t i = 0; i < e->nedges; i++) {
    const Edge *g = &e->edges[i];
    fprintf(f, "  %u -> %u [label=\"", g->src, g->dst);
    dot_escaped(f, g->text ? g->text : "");
    fprintf(f, "\"];\n");
  }
  fprintf(f, "}\n");
  fclose(f);
}
