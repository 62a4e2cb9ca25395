/* check.c -- `jpor check` and `jpor replay`: set up a search, run it, report. */
#include <stdlib.h>
#include <string.h>

#include "checker/search.h"
#include "util/util.h"

/* The default: safe-set POR.  dl-spor proves the benchmark's clients faster
 * but is often slower to a bug (README, Benchmarks); --portfolio runs both. */
/* The best measured (README, Benchmarks): dl-spor with state matching,
 * odpor (sleep sets) without. */
const struct Strategy *chk_default_strategy(bool stateless) {
  return chk_strategy(stateless ? "odpor" : "dl-spor");
}
const struct Strategy *chk_find_strategy(const char *name) { return chk_strategy(name); }

void chk_list_strategies(FILE *out, const char *indent) {
  for (const Strategy *const *p = chk_strategies; *p; p++)
    fprintf(out, "%s%-10s %s\n", indent, (*p)->name, (*p)->help);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void add_stats(Stats *into, const Stats *from) {
  into->stored += from->stored;
  into->matched += from->matched;
  into->transitions += from->transitions;
  into->final_states += from->final_states;
  into->pruned += from->pruned;
  into->executions += from->executions;
  into->seconds += from->seconds;
  if (from->max_depth > into->max_depth) into->max_depth = from->max_depth;
  if (from->peak_snapshot_bytes > into->peak_snapshot_bytes)
    into->peak_snapshot_bytes = from->peak_snapshot_bytes;
  if (from->peak_bytes > into->peak_bytes) into->peak_bytes = from->peak_bytes;
}

/* Runs of --visibility=sync: the locations each run found unprotected. */
typedef struct SyncRuns {
  uint32_t runs;
  Stats earlier;    /* of the runs before the last */
  ExLocation *locs; /* scheduling points from the start of the next run */
  uint32_t nlocs;
  char **why; /* what made each of them one */
  uint32_t nwhy;
  bool fell_back; /* the analysis ran out of memory: every shared access became a point */
} SyncRuns;

/* The run just ended found locations unprotected: keep them for the next. */
static bool keep_flagged(SyncRuns *sr, const LockSet *ls) {
  ExLocation *locs = realloc(sr->locs, (sr->nlocs + ls->nflagged) * sizeof(ExLocation));
  char **why = realloc(sr->why, (sr->nwhy + ls->nflagged) * sizeof(char *));
  if (locs) sr->locs = locs;
  if (why) sr->why = why;
  if (!locs || !why) return false;
  for (uint32_t i = 0; i < ls->nflagged; i++) {
    sr->locs[sr->nlocs++] = ls->flagged_locs[i];
    sr->why[sr->nwhy++] = strdup(ls->flagged[i]);
  }
  return true;
}

static void sync_runs_free(SyncRuns *sr) {
  for (uint32_t i = 0; i < sr->nwhy; i++)
    free(sr->why[i]);
  free(sr->why);
  free(sr->locs);
}

static void print_sync_runs(const SyncRuns *sr, int visibility, FILE *out) {
  if (sr->fell_back)
    fprintf(out, "visibility: the lockset analysis ran out of memory; the last run scheduled "
                 "every shared access\n");
  if (!sr->nwhy) return;
  fprintf(out, "visibility %s: %u runs; scheduling points added at %u unprotected locations:\n",
          visibility == VIS_SYNC ? "sync" : "shared", sr->runs, sr->nwhy);
  for (uint32_t i = 0; i < sr->nwhy; i++)
    fprintf(out, "  %s\n", sr->why[i]);
}

static int report(Search *s, const CheckOptions *o, const SyncRuns *sr) {
  add_stats(&s->st, &sr->earlier);
  s->runs = sr->runs;
  s->unprotected = sr->why;
  s->nunprotected = sr->nwhy;
  int verdict = s->nfound ? CHK_ERROR : s->limit_hit ? CHK_LIMIT : CHK_OK;
  if (o->graph_file) graph_write(s, o->graph_file);
  if (o->final_states && !o->json) {
    qsort(s->finals, s->nfinals, sizeof(char *), cmp_str);
    printf("final states (%u distinct):\n", s->nfinals);
    for (uint32_t i = 0; i < s->nfinals; i++)
      printf("  %s\n", s->finals[i]);
  }
  if (o->json) {
    rep_json(s, stdout, verdict);
    return verdict;
  }
  rep_errors(s, stdout);
  rep_shown(s, stdout);
  if (!s->nfound)
    printf("%s\n", s->limit_hit ? "Search incomplete: limit reached before every state was explored"
                   : s->terminated ? "No errors found before the program ended the search."
                                   : "No errors found.");
  if (s->limit_hit) printf("limit: %s\n", s->limit_what);
  race_print(&s->races, stdout);
  print_sync_runs(sr, o->visibility, stdout);
  rep_stats(s, stdout);
  return verdict;
}

typedef struct Checking { /* one run of chk_check's search, through ex_protect */
  Search s;
  SyncRuns *sr;
  int verdict;
  bool again; /* --visibility=sync found locations unprotected: run again */
} Checking;

static void search_and_report(void *data) {
  Checking *c = data;
  Search *s = &c->s;
  if (s->o->bfs)
    srch_run_bfs(s);
  else
    srch_run(s);
  if (ex_error(s->vm)) return; /* a host error: cli/ reports it, nothing else */
  c->sr->runs++;
  const LockSet *ls = &s->vis.locks;
  /* under shared, only final fields written late are flagged (settled) */
  c->again = (!s->nfound || s->o->all_errors) &&
             (ls->nflagged || (s->vis.policy == VIS_SYNC && ls->out_of_memory));
  if (!c->again) c->verdict = report(s, s->o, c->sr);
}

/* With --visibility=sync a run stops when it finds a location unprotected
 * and the search runs again, from the start and with the new scheduling
 * points -- unless the run found an error first (an error any run finds is
 * real: every run executes the program; with --all-errors it runs again
 * anyway, and the last run finds them all). */
int chk_check(const CheckOptions *given, char **host_error) {
  CheckOptions o = *given;
  *host_error = NULL;
  if (!o.por) o.por = chk_default_strategy(o.stateless);
  if (o.por->flags & STRAT_STATELESS && !o.stateless && !o.stateful) {
    o.stateless = true;
    if (!o.max_depth) o.max_depth = 10000;
  }
  if (o.stateless && o.max_states) { /* no state is stored: the bound would never come */
    fprintf(stderr,
            "jpor: error: --max-states: a stateless search (--por=%s) stores no state; bound it "
            "with --max-executions\n",
            o.por->name);
    return CHK_USAGE;
  }
  if (o.por->flags & STRAT_WANTS_GRAPH || (o.por->flags & STRAT_GRAPH_STATEFUL && !o.stateless))
    o.keep_graph = true;
  SyncRuns sr = {0};
  if (given->nsched_locs) {
    sr.locs = malloc(given->nsched_locs * sizeof(ExLocation));
    if (sr.locs) memcpy(sr.locs, given->sched_locs, given->nsched_locs * sizeof(ExLocation));
    sr.nlocs = sr.locs ? given->nsched_locs : 0;
  }
  for (;;) {
    o.sched_locs = sr.locs;
    o.nsched_locs = sr.nlocs;
    Checking c = {.verdict = CHK_USAGE, .sr = &sr};
    int status = 0;
    if (srch_open(&c.s, &o, &status)) {
      ex_protect(c.s.vm, search_and_report, &c);
      if (c.again && o.visibility == VIS_SHARED && !keep_flagged(&sr, &c.s.vis.locks)) {
        c.s.limit_hit =
            true; /* the run stopped at a flag it cannot keep: nothing to fall back to */
        c.s.limit_what = "memory (the final-field analysis)";
        c.again = false;
        c.verdict = report(&c.s, &o, &sr);
      }
      if (c.again) {
        const LockSet *ls = &c.s.vis.locks;
        if (o.visibility == VIS_SYNC && (ls->out_of_memory || !keep_flagged(&sr, ls))) {
          o.visibility = VIS_SHARED;
          sr.fell_back = true;
        }
        add_stats(&sr.earlier, &c.s.st);
        srch_close(&c.s);
        continue;
      }
      srch_close(&c.s);
      status = c.verdict;
    }
    sync_runs_free(&sr);
    *host_error = c.s.host_error;
    return *host_error ? CHK_USAGE : status;
  }
}

/* ---- replay ---- */

typedef struct TraceFile {
  Choice *steps;
  uint32_t n, cap;
  char **args;
  int nargs;
  char *main_class, *classpath, *por, *shared_classes;
  bool sync, enumerate_random;
  ExLocation *locs; /* schedule lines */
  uint32_t nlocs;
} TraceFile;

static void trace_file_free(TraceFile *tf) {
  free(tf->steps);
  for (int i = 0; i < tf->nargs; i++)
    free(tf->args[i]);
  free(tf->args);
  free(tf->main_class);
  free(tf->classpath);
  free(tf->por);
  free(tf->shared_classes);
  free(tf->locs);
}

static bool add_location(TraceFile *tf, const char *line) {
  unsigned long long field, oid;
  int index;
  if (sscanf(line, "schedule %llx %llx %d", &field, &oid, &index) != 3) return false;
  ExLocation *v = realloc(tf->locs, (tf->nlocs + 1) * sizeof(ExLocation));
  if (!v) return false;
  tf->locs = v;
  tf->locs[tf->nlocs++] = (ExLocation){field, oid, index};
  return true;
}

/* A trace file: "jpor-trace 1", "main M", "arg A"..., "classpath P", "step T V"... */
static bool read_trace_file(const char *file, TraceFile *tf) {
  FILE *f = fopen(file, "r");
  if (!f) {
    fprintf(stderr, "jpor: error: cannot open trace file %s\n", file);
    return false;
  }
  char line[4096];
  int lineno = 0;
  bool ok = true;
  while (ok && fgets(line, sizeof line, f)) {
    lineno++;
    line[strcspn(line, "\n")] = 0;
    unsigned tid;
    int value;
    if (lineno == 1) {
      if (strcmp(line, "jpor-trace 1") != 0) {
        fprintf(stderr, "jpor: error: %s:1: not a jpor trace file\n", file);
        ok = false;
      }
    } else if (!strncmp(line, "main ", 5)) {
      free(tf->main_class);
      tf->main_class = strdup(line + 5);
    } else if (!strncmp(line, "arg ", 4)) {
      tf->args = realloc(tf->args, (tf->nargs + 1) * sizeof(char *));
      tf->args[tf->nargs++] = strdup(line + 4);
    } else if (!strncmp(line, "classpath ", 10)) {
      free(tf->classpath);
      tf->classpath = strdup(line + 10);
    } else if (!strncmp(line, "por ", 4)) {
      free(tf->por);
      tf->por = strdup(line + 4);
    } else if (!strncmp(line, "shared-classes ", 15)) {
      free(tf->shared_classes);
      tf->shared_classes = strdup(line + 15);
    } else if (!strcmp(line, "visibility sync")) {
      tf->sync = true;
    } else if (!strcmp(line, "enumerate-random")) {
      tf->enumerate_random = true;
    } else if (!strncmp(line, "schedule ", 9) && add_location(tf, line)) {
    } else if (sscanf(line, "step %u %d", &tid, &value) == 2 && tid < 65536) {
      if (!GROW(tf->steps, tf->n + 1, tf->cap, 256)) {
        fprintf(stderr, "jpor: error: %s:%d: out of memory\n", file, lineno);
        ok = false;
      } else {
        tf->steps[tf->n++] = (Choice){(uint16_t)tid, value};
      }
    } else if (line[0]) {
      fprintf(stderr, "jpor: error: %s:%d: cannot read '%s'\n", file, lineno, line);
      ok = false;
    }
  }
  fclose(f);
  if (ok && !tf->main_class) {
    fprintf(stderr, "jpor: error: %s: no main class in the trace\n", file);
    ok = false;
  }
  return ok;
}

/* Run the trace's steps; its lines printed before what ends it. */
static int replay_steps(Search *s, const TraceFile *tf, const char *file) {
  VM *vm = s->vm;
  TraceLines *tl = rep_lines_new();
  for (uint32_t i = 0; i < tf->n; i++) {
    Choice c = tf->steps[i];
    if (c.tid >= ex_nthreads(vm) || !srch_can_run(vm, c.tid)) {
      rep_lines_print(s, stdout, tl, file, i);
      fprintf(stderr,
              "jpor: error: %s: step %u: thread T%u cannot run here (the program or class path "
              "differs)\n",
              file, i + 1, c.tid);
      return CHK_USAGE;
    }
    uint32_t unended = ex_unended_threads(vm);
    ExStep st;
    srch_replay_step(s, c, &st);
    rep_lines_add(s, tl, &st, unended);
    if (st.end == EX_STEP_EXCEPTION) {
      rep_lines_print(s, stdout, tl, file, i + 1);
      char *name = ex_thread_name(vm, c.tid);
      printf("Error: uncaught exception in thread \"%s\" (T%u):\n", name, c.tid);
      free(name);
      ex_print_exception(vm, c.tid, stdout, "  ");
      return CHK_ERROR;
    }
    if (st.end == EX_STEP_TERMINATE) {
      rep_lines_print(s, stdout, tl, file, i + 1);
      printf("The trace ends where the program ended the search (Verify.terminateSearch).\n");
      return CHK_OK;
    }
  }
  rep_lines_print(s, stdout, tl, file, tf->n);
  if (ex_status(vm) == EX_DEADLOCK) {
    ex_settle(vm);
    printf("Error: deadlock\n");
    ex_print_deadlock(vm, stdout);
    return CHK_ERROR;
  }
  printf("The trace ends without an error.\n");
  return CHK_OK;
}

typedef struct Replaying { /* chk_replay's replay, through ex_protect */
  Search s;
  const TraceFile *tf;
  const char *file;
  int status;
} Replaying;

static void replay_protected(void *data) {
  Replaying *r = data;
  r->status = replay_steps(&r->s, r->tf, r->file);
}

int chk_replay(const CheckOptions *given, const char *file, char **host_error) {
  TraceFile tf = {0};
  *host_error = NULL;
  if (!read_trace_file(file, &tf)) {
    trace_file_free(&tf);
    return CHK_USAGE;
  }
  CheckOptions o = *given;
  if (tf.por && !(o.por = chk_strategy(tf.por))) {
    fprintf(stderr, "jpor: error: %s: unknown strategy '%s'\n", file, tf.por);
    trace_file_free(&tf);
    return CHK_USAGE;
  }
  if (!o.por) o.por = chk_default_strategy(o.stateless);
  if (tf.shared_classes) o.shared_classes = tf.shared_classes;
  o.visibility = tf.sync ? VIS_SYNC : VIS_SHARED;
  o.vm.enumerate_random = tf.enumerate_random;
  o.sched_locs = tf.locs;
  o.nsched_locs = tf.nlocs;
  o.main_class = tf.main_class;
  o.argc = tf.nargs;
  o.argv = tf.args;
  if (tf.classpath && !given->vm.classpath) o.vm.classpath = tf.classpath;
  Replaying r = {.tf = &tf, .file = file, .status = CHK_USAGE};
  int status = 0;
  if (srch_open(&r.s, &o, &status)) {
    ex_protect(r.s.vm, replay_protected, &r);
    srch_close(&r.s);
    status = r.status;
  }
  trace_file_free(&tf);
  *host_error = r.s.host_error;
  return *host_error ? CHK_USAGE : status;
}
