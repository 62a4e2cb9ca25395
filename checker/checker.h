/* checker.h -- `jpor check`: exploration of a program's interleavings.
 *
 * The checker sees the VM only through vm/explore.h and vm/action.h (CMake
 * gives it no other VM header).  The search loop is search.c; which
 * transitions it explores at each state is a strategy (strategy.h), one file
 * each, listed in strategies.c. */
#ifndef JPOR_CHECKER_H
#define JPOR_CHECKER_H

#include <stdio.h>

#include "vm/value.h"

struct Strategy;
struct ExLocation;

/* exit statuses of jpor check */
enum { CHK_OK = 0, CHK_ERROR = 1, CHK_USAGE = 2, CHK_LIMIT = 3 };

typedef struct CheckOptions {
  VMOptions vm;
  const char *main_class;
  int argc;
  char **argv;
  const struct Strategy *por; /* the strategy (--por) */
  bool stateless;             /* no state matching (bounded by max_depth) */
  bool stateful;              /* --stateful: match states even for a stateless strategy */
  uint32_t max_depth;         /* 0: unbounded (stateful only) */
  uint64_t max_executions;    /* stop after this many complete executions (0: no bound) */
  uint64_t max_states;        /* stop after this many stored states (0: no bound) */
  size_t memory;              /* budget for all the search keeps (srch_bytes) */
  bool all_errors;            /* go on after the first error */
  const char *trace_file;     /* write the first error's trace here */
  bool json;
  const char *shared_classes;          /* comma-separated class names, or NULL for automatic */
  int visibility;                      /* VIS_* (visibility.h): --visibility */
  int races;                           /* RACES_* (race.h): --races */
  const struct ExLocation *sched_locs; /* --visibility=sync: locations that are scheduling */
  uint32_t nsched_locs;                /* points from the start (an earlier run, a trace) */
  bool final_states;                   /* print the distinct final states (static fields) */
  int order;                           /* ORDER_* */
  uint64_t order_seed;
  const char *order_perm;     /* "2,0,1" */
  uint64_t step_limit;        /* instructions in one transition before giving up */
  bool trace_all;             /* traces list thread-local actions too */
  bool show_output;           /* let the program print (on every path it runs) */
  double time_limit;          /* seconds; 0: none */
  const char *graph_file;     /* write the explored graph L_r here (Graphviz dot) */
  bool keep_graph;            /* record L_r (a strategy asks for it, or graph_file) */
  bool no_visited_first;      /* do not probe for transitions to visited states first */
  bool check_probes; /* hash again each state a probe's fingerprint stands for (a self-check) */
  bool bfs;                   /* --search=bfs: breadth first (none, jpf, spor) */
  bool por_log;               /* the source-set strategies print each state's sets when done */
  const char *marker;         /* --marker: dpor-graph's instruction marker (NULL: drb) */
  const char *dpor_graph_dir; /* --dpor-graph=DIR: pictures of the DPOR graph */
  bool replay_point;          /* --replay=point: dpor-graph replays a transition up to a point */
  uint32_t portfolio;         /* --portfolio=N: N configurations in parallel processes */
  volatile const int *stop;   /* set (by a signal) when a portfolio no longer needs this search */
} CheckOptions;

enum { ORDER_SEQ, ORDER_RANDOM };
/* --visibility: which plain accesses to shared objects are scheduling points */
enum {
  VIS_SHARED, /* all of them */
  VIS_SYNC    /* those the lockset analysis did not find protected by a lock (lockset.h) */
};
/* --races: what a data race (race.h) is */
enum { RACES_REPORT, RACES_ERROR, RACES_IGNORE };

/* The default strategy, and the one named (NULL: no such strategy). */
const struct Strategy *chk_default_strategy(bool stateless);
const struct Strategy *chk_find_strategy(const char *name);
/* Is there an instruction marker of this name (--marker)?  And the list of them. */
bool chk_marker_exists(const char *name);
void chk_list_markers(FILE *out, const char *indent);
/* "name  help" lines of every strategy (--list-por, --help). */
void chk_list_strategies(FILE *out, const char *indent);

/* Explore o's program and report.  Returns the exit status; after a host error
 * (a bad class met during the search, no memory) CHK_USAGE, with its one-line
 * message in *host_error (malloc'd) for the caller to print; else NULL. */
int chk_check(const CheckOptions *o, char **host_error);
/* --portfolio: o->portfolio configurations of o (strategies and orders) in
 * parallel processes, each run by check (chk_check and the caller's report
 * of a host error); the first verdict wins and the others are stopped. */
int chk_portfolio(const CheckOptions *o, int (*check)(const CheckOptions *o));
/* Re-execute a trace written with --trace and report what it leads to
 * (*host_error as for chk_check). */
int chk_replay(const CheckOptions *o, const char *trace_file, char **host_error);
#endif
