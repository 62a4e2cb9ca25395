/* search.h -- the search's data, shared by search.c (the loop), graph.c (the
 * explored graph L_r) and report.c (what is printed after the search). */
#ifndef JPOR_SEARCH_H
#define JPOR_SEARCH_H

#include "checker/checker.h"
#include "checker/race.h"
#include "checker/store.h"
#include "checker/strategy.h"
#include "checker/visibility.h"

/* One state on the DFS path. */
/* An edge of the explored graph L_r (papers/stateful-por-source-sets.md,
 * section 3): from a stored state, the transition taken there, to the next
 * stored state reached (states a safe set passes through alone are not
 * stored, so the edge spans them), or to 0, the end of an execution. */
typedef struct Edge {
  GraphEdge g;
  int64_t next; /* the next edge out of g.src, or -1 */
} Edge;

typedef struct Level {
  VMState *snap; /* to come back for the 2nd, 3rd, ... choice (NULL: one choice) */
  ChoiceList choices;
  uint32_t next;     /* choices[0..next) were taken */
  bool stored;       /* its fingerprint went into the store */
  bool resume;       /* a choice was taken: tell the strategy when the search is back */
  bool probed;       /* its choices were run once to find those that lead to visited states */
  uint32_t id;       /* its number in the store (with keep_graph), 0 if not stored */
  void *data;        /* the strategy's per-level data */
  GraphEdge start;   /* a stored level: the edge its last choice started */
  char *start_text;  /* and its description, with --graph */
  uint32_t eff_mark; /* effects of the edge being walked when this level was reached */
  uint32_t nruns;    /* its last choice's transition ran in this many stretches (ExStep) */
  /* visited_first's fingerprints of the states its choices lead to, by
   * place in choices (NULL: none kept): the state a choice reaches when it
   * is taken is the one its probe reached, and needs no second hash */
  struct ProbedFp *probed_fp;
  uint32_t nprobed_fp; /* entries of probed_fp */
} Level;

typedef struct ProbedFp {
  Fingerprint fp;
  bool known;
} ProbedFp;

enum { ERR_NONE, ERR_EXCEPTION, ERR_DEADLOCK, ERR_LIMIT_STEPS, ERR_RACE };
/* Paths the program asked to see (Found.kind of Search.shown): not errors. */
enum { SHOWN_STORED = 100, SHOWN_TERMINATED };
#define SHOWN_MAX 10 /* Verify.storeTrace paths kept to show, the first ones */

/* An error found: what and the path that leads to it; described after the search. */
typedef struct Found {
  int kind;     /* ERR_* */
  uint32_t tid; /* the thread (exception, step limit) */
  Choice *path;
  uint32_t npath;
  Action race[2]; /* ERR_RACE: the two accesses */
} Found;

typedef struct Stats {
  uint64_t stored, matched, transitions, final_states, pruned, executions;
  uint32_t max_depth;
  double seconds;
  size_t peak_snapshot_bytes, snapshot_bytes;
  size_t graph_effect_bytes; /* the explored graph's effect lists and texts */
  size_t peak_bytes;         /* the most the search kept at once (srch_bytes) */
} Stats;

/* Errors kept with their paths, and shown: the first ERRORS_KEPT, then
 * uncaught exceptions unlike every one kept, up to ERRORS_KEPT_DISTINCT. */
enum { ERRORS_KEPT = 100, ERRORS_KEPT_DISTINCT = 10000 };

struct Search {
  const CheckOptions *o;
  const Strategy *strat;
  void *strat_data;
  VM *vm;
  VMState *init;
  Visibility vis;
  ExHost host; /* what the explorer was told (ex_set_host) */
  Races races;
  uint32_t runs;            /* --visibility=sync: runs of the search, this one included */
  char *const *unprotected; /* what made locations scheduling points in earlier runs */
  uint32_t nunprotected;
  Level *path;
  uint32_t depth, cap;
  FpStore store;
  Stats st;
  /* the errors found: nfound of them, the first nkept (ERRORS_KEPT at most)
   * with their paths, to be shown; spare is what record_error returns for
   * the others (--all-errors can find hundreds of thousands, and their
   * paths were what filled the memory) */
  Found *found;
  uint32_t nfound, nkept;
  Found spare;
  uint64_t *kept_keys; /* error_key of each kept uncaught exception */
  Found *shown; /* Verify.storeTrace without a file, Verify.terminateSearch */
  uint32_t nshown;
  bool terminated; /* Verify.terminateSearch ended the search */
  bool limit_hit;
  uint64_t clock_read_at; /* st.transitions when --time-limit last read the clock */
  const char *limit_what;
  char limit_buf[200]; /* limit_what when it needs numbers */
  uint64_t rng;
  bool want_snap; /* srch_keep_snapshot: the level being made keeps a snapshot */
  bool stepping;  /* a transition of the search runs (not a replay): strategies hear of it */
  const Fingerprint *known_fp; /* the fingerprint of the state just reached, if known (expand) */
  bool self_check; /* check what is reused again (--check-probes; always in JPOR_SLOW_CHECKS) */
  int32_t last_tid;
  /* the explored graph L_r, when o->keep_graph */
  Edge *edges;
  uint64_t nedges, edges_cap;
  char **edge_text; /* --graph: each edge's description, by its index (only then kept) */
  uint64_t edge_text_cap;
  GraphEdge pending;        /* the edge being walked: src != 0 until its dst is known */
  const char *pending_text; /* its description (owned by the level that started it) */
  Effect *peff;             /* the effects of the edge being walked so far */
  uint32_t npeff, peff_cap;
  uint64_t eff_threads;  /* bit min(tid, 63) of every effect pushed into the graph */
  Effect *eff_sort;      /* scratch: the pending effects sorted (peff keeps its order) */
  uint32_t eff_sort_cap;
  Effect **eff_chunks; /* where the edges' effects live: filled in turn, freed at the end */
  uint32_t neff_chunks, eff_chunks_cap;
  uint32_t eff_chunk_used; /* effects in the last chunk */
  int64_t *first_out;    /* by state id: its first edge, or -1 */
  uint8_t *on_path;      /* by state id: ON_PATH, IN_SCC, SUMMED (graph.c), or 0 */
  uint32_t *low;         /* by state id: Tarjan's lowlink, while on the SCC stack */
  uint32_t *scc;         /* Tarjan's stack: states entered whose SCC is still open */
  uint32_t nscc, scc_cap;
  uint32_t *below; /* by state id: its summary's number in sums (SUMMED) */
  PlaceSet *sums;  /* the distinct summaries, 2 * BELOW_SLOTS sets each (graph.c) */
  uint32_t nsums, sums_cap;
  /* the summaries by their hash, open addressing: the number in the low
   * half (0: free), the hash's high half above it, so that a probe
   * compares a summary only when that half matches */
  uint64_t *sum_index;
  uint32_t sum_index_cap;
  bool graph_incomplete; /* memory ran out: edges are missing from the graph */
  uint32_t ids_cap;
  uint32_t init_id;
  uint32_t tree_ids; /* stateless search with the graph: levels numbered as a tree */
  /* visited_first's working arrays, by choice, kept from level to level:
   * a malloc and free of each per level cost more than the rest of it */
  bool *vf_seen, *vf_ok;
  Choice *vf_choices;
  ProbedFp *vf_probed;
  uint32_t vf_cap;
  /* Small buffers of levels popped (a level's choices, its probes'
   * fingerprints), kept for the levels pushed next: a search pushes and
   * pops a level at nearly every state (search.c, SMALL_LEVEL) */
  struct SpareBufs {
    void **v;
    uint32_t n, cap;
  } spare_choices, spare_probed;
  /* --search=bfs: every state reached, as its parent and the choice that
   * led there (its path), and the states still to expand */
  uint32_t *bfs_parent, *bfs_depth;
  Choice *bfs_via;
  uint32_t bfs_nodes, bfs_nodes_cap;
  uint32_t bfs_cur; /* the state being reached: whose path an error has */
  struct BfsEntry *bfs_queue;
  uint32_t bfs_head, bfs_n, bfs_cap;
  /* final states, as text, for --final-states */
  char **finals;
  uint32_t nfinals, finals_cap;
  /* after srch_close (or a failed srch_open): the message of the host error
   * that ended the search, malloc'd, for the caller to report; else NULL */
  char *host_error;
};

/* search.c: boot the VM for o and set up the search (false: cannot start;
 * *status says why, with s->host_error after a host error) */
bool srch_open(Search *s, const CheckOptions *o, int *status);
void srch_close(Search *s);
/* The search itself: until every choice is explored, or an error or a limit stops it. */
void srch_run(Search *s);
/* --search=bfs: the same, level by level (bfs.c); the first error found
 * has a shortest path. */
void srch_run_bfs(Search *s);
/* Run a transition as the search does, but without its bookkeeping (replays);
 * a host error ends the replay at the innermost ex_protect. */
void srch_replay_step(Search *s, Choice c, ExStep *out);

/* graph.c */
void graph_arrive(Search *s, uint32_t id);
void graph_leave(Search *s, uint32_t level, Choice c);
void graph_on_path(Search *s, uint32_t id, bool on);
/* The execution ends with threads en[0..n) able to run: they conflict with all. */
void graph_cut(Search *s, const uint32_t *en, uint32_t n);
/* The transition just run (first: it is the choice that started the edge). */
void graph_effects(Search *s, const ExStep *st, bool first);
void graph_write(Search *s, const char *file);
void graph_free(Search *s);

/* report.c */
void rep_errors(Search *s, FILE *out);
/* The paths of Verify.storeTrace and Verify.terminateSearch. */
void rep_shown(Search *s, FILE *out);
/* A trace for jpor replay: the path p[0..n) of choices. */
void rep_write_trace(Search *s, const char *file, const Choice *p, uint32_t n);
/* The trace lines of a replay (jpor replay), made as an error's are: each
 * step added as it runs (unended: ex_unended_threads before it), then
 * printed and freed, under a heading naming file and the steps run. */
typedef struct TraceLines TraceLines;
TraceLines *rep_lines_new(void);
void rep_lines_add(Search *s, TraceLines *tl, const ExStep *st, uint32_t unended);
void rep_lines_print(Search *s, FILE *out, TraceLines *tl, const char *file, uint32_t steps);
void rep_stats(Search *s, FILE *out);
void rep_json(Search *s, FILE *out, int verdict);
/* What the search keeps: the state store, the snapshots of the open path and
 * the explored graph -- what --memory bounds. */
size_t srch_bytes(const Search *s);
size_t graph_bytes(const Search *s);
#endif
