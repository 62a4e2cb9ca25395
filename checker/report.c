/* report.c -- what `jpor check` prints after the search: each error found,
 * with the interleaving that leads to it (the path is replayed from the
 * initial state and its action log turned into trace lines), the statistics,
 * the JSON form and trace files. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "checker/search.h"
#include "util/util.h"

/* ---- traces ---- */

struct TraceLines {
  char **v;
  uint32_t n, cap;
  int last_tid;
  uint32_t hidden; /* thread-local actions left out */
  /* the last line, while more actions of the same library call may join it */
  char where[800], kinds[400];
  Ref obj;
  bool mergeable;
};

static void add_line(TraceLines *tl, const char *s) {
  if (!GROW(tl->v, tl->n + 1, tl->cap, 64)) return; /* the trace loses a line, no more */
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

static void add_action(VM *vm, TraceLines *tl, const Action *a) {
  char buf[1200];
  if (tl->last_tid >= 0 && tl->last_tid != (int)a->tid) {
    char *name = ex_thread_name(vm, a->tid);
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

/* The trace lines of one transition's log.  Shown: its first action when
 * that was a scheduling point, starts and ends of threads, and every data
 * choice (Verify.getInt, getBoolean: the search branched there too); hidden:
 * steps inside a transition and everything while one thread runs alone (no
 * interleaving is involved) -- unless --trace-all. */
static void add_step(Search *s, TraceLines *tl, const ExStep *st, uint32_t unended) {
  for (uint32_t i = 0; i < st->nlog; i++) {
    const Action *a = &st->log[i];
    if (a->kind == ACT_START) unended++;
    if (a->kind == ACT_END) unended--;
    bool show =
        s->o->trace_all || a->kind == ACT_CHOICE ||
        ((unended >= 2 || a->kind == ACT_START) &&
         ((st->first_visible && i < st->nfirst) || a->kind == ACT_START || a->kind == ACT_END));
    if (show)
      add_action(s->vm, tl, a);
    else
      tl->hidden++;
  }
}

/* Replay path from the initial state, collecting its trace lines. */
static void replay_trace(Search *s, const Choice *path, uint32_t n, TraceLines *tl) {
  ex_restore(s->vm, s->init);
  for (uint32_t i = 0; i < n; i++) {
    if (!srch_can_run(s->vm, path[i].tid)) { /* a jpor bug: the replay left the search's path */
      char buf[160];
      snprintf(buf, sizeof buf,
               "(jpor could not replay the rest: T%u cannot run at transition %u; please report)",
               path[i].tid, i + 1);
      add_line(tl, buf);
      return;
    }
    uint32_t unended = ex_unended_threads(s->vm);
    ExStep st;
    srch_replay_step(s, path[i], &st);
    add_step(s, tl, &st, unended);
  }
}

TraceLines *rep_lines_new(void) {
  TraceLines *tl = calloc(1, sizeof *tl);
  if (tl) tl->last_tid = -1;
  return tl;
}

void rep_lines_add(Search *s, TraceLines *tl, const ExStep *st, uint32_t unended) {
  if (tl) add_step(s, tl, st, unended);
}

static void free_lines(TraceLines *tl);

void rep_lines_print(Search *s, FILE *out, TraceLines *tl, const char *file, uint32_t steps) {
  if (!tl) return;
  fprintf(out,
          "Replaying %s (%u transitions; %u actions shown, %u hidden: thread-local, or while one "
          "thread ran alone%s):\n",
          file, steps, tl->n, tl->hidden, s->o->trace_all ? "" : ", --trace-all shows them");
  fprintf(out, "  (objects are named #T.N: the N-th object thread T allocated)\n");
  for (uint32_t i = 0; i < tl->n; i++)
    fprintf(out, "  %s\n", tl->v[i]);
  free_lines(tl);
  free(tl);
}

/* The class path as the trace keeps it: each entry absolute (resolved when
 * it exists), so that the trace replays from any directory. */
static void write_classpath(FILE *f, const char *cp) {
  char cwd[PATH_MAX], entry[PATH_MAX], resolved[PATH_MAX];
  bool have_cwd = getcwd(cwd, sizeof cwd) != NULL;
  fputs("classpath ", f);
  for (const char *p = cp;;) {
    size_t n = strcspn(p, ":");
    if (p != cp) fputc(':', f);
    snprintf(entry, sizeof entry, "%.*s", (int)n, p);
    if (n && realpath(entry, resolved))
      fputs(resolved, f);
    else if (n && *p != '/' && have_cwd)
      fprintf(f, "%s/%s", cwd, entry);
    else
      fputs(entry, f);
    if (!p[n]) break;
    p += n + 1;
  }
  fputc('\n', f);
}

void rep_write_trace(Search *s, const char *file, const Choice *p, uint32_t n) {
  FILE *f = fopen(file, "w");
  if (!f) {
    fprintf(stderr, "jpor: error: cannot write trace file %s\n", file);
    return;
  }
  const CheckOptions *o = s->o;
  fprintf(f, "jpor-trace 1\nmain %s\n", o->main_class);
  for (int i = 0; i < o->argc; i++)
    fprintf(f, "arg %s\n", o->argv[i]);
  write_classpath(f, o->vm.classpath ? o->vm.classpath : ".");
  /* what cuts the path into transitions: the replay must cut it the same way */
  fprintf(f, "por %s\n", s->strat->name);
  if (o->shared_classes) fprintf(f, "shared-classes %s\n", o->shared_classes);
  if (o->visibility == VIS_SYNC) fprintf(f, "visibility sync\n");
  if (o->vm.enumerate_random) fprintf(f, "enumerate-random\n");
  for (uint32_t i = 0; i < o->nsched_locs; i++)
    fprintf(f, "schedule %llx %llx %d\n", (unsigned long long)o->sched_locs[i].field,
            (unsigned long long)o->sched_locs[i].oid, o->sched_locs[i].index);
  for (uint32_t i = 0; i < n; i++)
    fprintf(f, "step %u %d\n", p[i].tid, p[i].value);
  fclose(f);
}

static const char *error_title(int kind) {
  switch (kind) {
  case ERR_EXCEPTION: return "uncaught exception";
  case ERR_DEADLOCK: return "deadlock";
  case ERR_RACE: return "data race";
  default: return "a transition ran too long (a loop without visible actions?)";
  }
}

/* What the error is, in the state the path leads to (after its replay). */
static char *describe(Search *s, const Found *f) {
  char *what = NULL;
  size_t len = 0;
  FILE *w = open_memstream(&what, &len);
  if (f->kind == ERR_EXCEPTION) {
    char *name = ex_thread_name(s->vm, f->tid);
    fprintf(w, "Exception in thread \"%s\" (T%u):\n", name, f->tid);
    free(name);
    ex_print_exception(s->vm, f->tid, w, "  ");
  } else if (f->kind == ERR_DEADLOCK) {
    ex_settle(s->vm);
    ex_print_deadlock(s->vm, w);
  } else if (f->kind == ERR_RACE) {
    fprintf(w, "two threads can next access the same location, one of them writing:\n");
    for (int i = 0; i < 2; i++) {
      char buf[1200];
      act_format(s->vm, &f->race[i], buf, sizeof buf);
      fprintf(w, "  %s\n", buf);
    }
  } else {
    char *name = ex_thread_name(s->vm, f->tid);
    fprintf(w, "thread \"%s\" (T%u) ran %llu steps without a visible action\n", name, f->tid,
            (unsigned long long)s->o->step_limit);
    free(name);
  }
  fclose(w);
  return what;
}

static void free_lines(TraceLines *tl) {
  for (uint32_t i = 0; i < tl->n; i++)
    free(tl->v[i]);
  free(tl->v);
}

static void print_trace(Search *s, FILE *out, const Found *f, const TraceLines *tl) {
  fprintf(out,
          "Trace (%u transitions; %u actions shown, %u hidden: thread-local, or while one "
          "thread ran alone%s):\n",
          f->npath, tl->n, tl->hidden, s->o->trace_all ? "" : ", --trace-all shows them");
  fprintf(out, "  (objects are named #T.N: the N-th object thread T allocated)\n");
  for (uint32_t i = 0; i < tl->n; i++)
    fprintf(out, "  %s\n", tl->v[i]);
  fprintf(out, "\n");
}

/* The errors kept (record_error), each with its trace: a replay of its
 * path.  A search with --all-errors can find hundreds of thousands (every
 * path of a program that always fails); the rest are counted. */
void rep_errors(Search *s, FILE *out) {
  uint32_t shown = s->nkept;
  for (uint32_t k = 0; k < shown; k++) {
    const Found *f = &s->found[k];
    TraceLines tl = {.last_tid = -1};
    replay_trace(s, f->path, f->npath, &tl);
    char *what = describe(s, f);
    if (k == 0 && s->o->trace_file) rep_write_trace(s, s->o->trace_file, f->path, f->npath);
    fprintf(out, "Error %u: %s\n%s", k + 1, error_title(f->kind), what);
    print_trace(s, out, f, &tl);
    free(what);
    free_lines(&tl);
  }
  if (shown < s->nfound)
    fprintf(out,
            "%u more errors not shown: after the first %u, only uncaught exceptions unlike "
            "every one shown are\n\n",
            s->nfound - shown, ERRORS_KEPT);
}

void rep_shown(Search *s, FILE *out) {
  for (uint32_t k = 0; k < s->nshown; k++) {
    const Found *f = &s->shown[k];
    TraceLines tl = {.last_tid = -1};
    replay_trace(s, f->path, f->npath, &tl);
    char *name = ex_thread_name(s->vm, f->tid);
    if (f->kind == SHOWN_TERMINATED) {
      fprintf(out, "Search ended by the program: Verify.terminateSearch in thread \"%s\" (T%u)\n",
              name, f->tid);
      if (!s->nfound && s->o->trace_file) rep_write_trace(s, s->o->trace_file, f->path, f->npath);
    } else {
      fprintf(out, "Path stored by the program: Verify.storeTrace in thread \"%s\" (T%u)\n", name,
              f->tid);
    }
    free(name);
    print_trace(s, out, f, &tl);
    free_lines(&tl);
  }
}

/* ---- statistics ---- */

/* Peak resident size of this process: VmHWM (getrusage's ru_maxrss carries
 * the parent's over execve, so a large parent would count). */
static long peak_rss_kib(void) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kib = -1;
  while (f && fgets(line, sizeof line, f))
    if (sscanf(line, "VmHWM: %ld kB", &kib) == 1) break;
  if (f) fclose(f);
  if (kib >= 0) return kib;
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

void rep_stats(Search *s, FILE *out) {
  Stats *st = &s->st;
  fprintf(out, "states: %llu stored, %llu matched, %llu final; transitions: %llu; max depth: %u\n",
          (unsigned long long)st->stored, (unsigned long long)st->matched,
          (unsigned long long)st->final_states, (unsigned long long)st->transitions, st->max_depth);
  fprintf(out, "time: %.3f s (%.0f states/s, %.0f transitions/s)\n", st->seconds,
          st->stored / (st->seconds + 1e-9), st->transitions / (st->seconds + 1e-9));
  fprintf(out, "memory: state store %.2f MiB, snapshots peak %.2f MiB",
          store_bytes(&s->store) / 1048576.0, st->peak_snapshot_bytes / 1048576.0);
  if (s->o->keep_graph) fprintf(out, ", explored graph %.2f MiB", graph_bytes(s) / 1048576.0);
  fprintf(out, ", peak RSS %.1f MiB\n", peak_rss_kib() / 1024.0);
  if (s->o->stateless)
    fprintf(out, "executions: %llu\n", (unsigned long long)st->executions);
  else
    fprintf(out,
            "state store: %.1f bytes a state (64-bit keys, index %.0f%% full); "
            "collision probability %.1e (n^2/2^65 for n states)\n",
            s->store.count ? (double)store_bytes(&s->store) / (double)s->store.count : 0.0,
            100 * store_load(&s->store), store_collision_bound(&s->store));
  if (s->strat->report) s->strat->report(s, s->strat_data, out);
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

static void json_error(Search *s, FILE *out) {
  const Found *f = &s->found[0];
  TraceLines tl = {.last_tid = -1};
  replay_trace(s, f->path, f->npath, &tl);
  char *what = describe(s, f);
  if (s->o->trace_file) rep_write_trace(s, s->o->trace_file, f->path, f->npath);
  fprintf(out, ",\"error\":{\"kind\":");
  json_string(out, error_title(f->kind));
  fprintf(out, ",\"description\":");
  json_string(out, what);
  fprintf(out, ",\"trace\":[");
  for (uint32_t i = 0; i < tl.n; i++) {
    if (i) fputc(',', out);
    json_string(out, tl.v[i]);
  }
  fprintf(out, "]}");
  free(what);
  free_lines(&tl);
}

void rep_json(Search *s, FILE *out, int verdict) {
  Stats *st = &s->st;
  static const char *verdicts[] = {"no errors", "error", "usage error", "limit reached"};
  fprintf(out, "{\"verdict\":");
  json_string(out, verdicts[verdict]);
  fprintf(out, ",\"exit_status\":%d,\"errors\":%u,\"por\":", verdict, s->nfound);
  json_string(out, s->strat->name);
  if (s->nfound) json_error(s, out);
  if (s->limit_hit) {
    fprintf(out, ",\"limit\":");
    json_string(out, s->limit_what);
  }
  fprintf(out, ",\"terminated_by_program\":%s", s->terminated ? "true" : "false");
  fprintf(out,
          ",\"stats\":{\"states_stored\":%llu,\"states_matched\":%llu,\"final_states\":%llu,"
          "\"transitions\":%llu,\"executions\":%llu,\"max_depth\":%u,\"seconds\":%.3f,"
          "\"states_per_second\":%.0f,\"store_bytes\":%zu,\"peak_snapshot_bytes\":%zu,"
          "\"peak_search_bytes\":%zu,\"store_load\":%.3f,\"collision_probability\":%.3g,"
          "\"peak_rss_kib\":%ld}",
          (unsigned long long)st->stored, (unsigned long long)st->matched,
          (unsigned long long)st->final_states, (unsigned long long)st->transitions,
          (unsigned long long)st->executions, st->max_depth, st->seconds,
          st->stored / (st->seconds + 1e-9), store_bytes(&s->store), st->peak_snapshot_bytes,
          st->peak_bytes, store_load(&s->store), store_collision_bound(&s->store), peak_rss_kib());
  fprintf(out, ",\"runs\":%u,\"unprotected\":[", s->runs);
  for (uint32_t i = 0; i < s->nunprotected; i++) {
    if (i) fputc(',', out);
    json_string(out, s->unprotected[i]);
  }
  fputc(']', out);
  if (s->races.n) {
    fprintf(out, ",\"races\":[");
    for (uint32_t i = 0; i < s->races.n; i++) {
      if (i) fputc(',', out);
      json_string(out, s->races.v[i].text);
    }
    fputc(']', out);
  }
  if (s->o->final_states) {
    fprintf(out, ",\"final_states\":[");
    for (uint32_t i = 0; i < s->nfinals; i++) {
      if (i) fputc(',', out);
      json_string(out, s->finals[i]);
    }
    fputc(']', out);
  }
  fprintf(out, "}\n");
}
