/* engine.h -- the search engine's private data, shared by engine.c and report.c. */
#ifndef JPOR_ENGINE_H
#define JPOR_ENGINE_H

#include "checker/checker.h"
#include "checker/store.h"
#include "vm/action.h"
#include "vm/state.h"

typedef struct Choice {
  uint16_t tid;
  int32_t value; /* data choice value index, 0 for a plain thread step */
} Choice;

/* One state on the DFS path. */
typedef struct Level {
  VMState *snap;     /* to come back for the 2nd, 3rd, ... choice (NULL: one choice) */
  Choice *choices;
  uint32_t n, next;
  bool stored;       /* its fingerprint went into the store */
  uint32_t id;       /* its number in the store (with keep_graph), 0 if not stored */
} Level;

/* An edge of the explored graph L_r (papers/stateful-por-source-sets.md,
 * section 3): from a stored state, the transition taken there, to the next
 * stored state reached (states a safe set passes through alone are not
 * stored, so the edge spans them). */
typedef struct Edge {
  uint32_t src, dst;
  Choice choice;
  Action label;      /* the transition's first action, as peeked at src */
  char *text;        /* its description, for --graph */
} Edge;

enum { ERR_NONE, ERR_EXCEPTION, ERR_DEADLOCK, ERR_LIMIT_STEPS };

typedef struct Stats {
  uint64_t stored, matched, transitions, final_states, pruned;
  uint32_t max_depth;
  double seconds;
  size_t peak_snapshot_bytes, snapshot_bytes;
} Stats;

typedef struct Engine {
  const CheckOptions *o;
  VM *vm;
  VMState *init;
  Level *path;
  uint32_t depth, cap;
  FpStore store;
  uint8_t *shared;          /* shared-object marks, valid while shared_valid */
  size_t shared_cap;
  bool shared_valid;
  bool showing;             /* the action being run is visible: traces list it */
  char **shared_names;      /* --shared-classes */
  int nshared_names;
  int last_tid;             /* the thread that made the last step (jpf strategy) */
  Stats st;
  int errors;
  bool limit_hit;
  const char *limit_what;
  uint64_t rng;
  /* the first error, kept for --json */
  char *json_error;
  int json_kind;
  char **json_trace;
  uint32_t json_ntrace;
  /* the explored graph L_r, when o->keep_graph */
  Edge *edges;
  uint32_t nedges, edges_cap;
  Edge pending;             /* the edge being walked: src != 0 until its dst is known */
  uint32_t init_id;
  /* final states, as text, for --final-states */
  char **finals;
  uint32_t nfinals, finals_cap;
} Engine;

/* report.c */
void rep_error(Engine *e, int kind, JThread *t);
void rep_stats(Engine *e, FILE *out);
void rep_json(Engine *e, FILE *out, int verdict);
void rep_write_trace(Engine *e, const char *file);
/* Write L_r as a Graphviz digraph. */
void rep_write_graph(Engine *e, const char *file);
char *rep_final_state(Engine *e);
void rep_uncaught_text(VM *vm, Ref ex, FILE *out, const char *indent);

/* engine.c: is obj shared (visible) in the current state? */
bool eng_is_shared(Engine *e, Ref obj);
/* engine.c: is action a of t visible (a scheduling point) in the current state? */
bool eng_visible(Engine *e, JThread *t, const Action *a);
/* engine.c: run the choices path[0..n) from the initial state, reporting actions to hook */
int eng_replay_path(Engine *e, const Choice *path, uint32_t n,
                    void (*hook)(VM *, JThread *, const Action *), void *data);
#endif
