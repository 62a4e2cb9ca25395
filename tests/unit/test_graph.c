/* test_graph.c -- the summaries of what lies below the states of L_r
 * (checker/graph.c) on a graph with loops.
 *
 * A state's summary -- the places each thread touches and writes anywhere
 * after it -- lets a walk of L_r pass over it.  It is known once everything
 * the state reaches has been left; in a graph with a loop through the path
 * (a timed wait that times out and loops, a spin) that is when the loop's
 * strongly connected component is left.  Before session 14 a state whose
 * successor was on the path stayed unsummed for good, and so did every
 * state above it: on a thread pool with awaitTermination the walks covered
 * the graph below almost every state, ten times the work.  This drives
 * graph.c as the search does (enter a state, walk an edge, arrive, leave)
 * and checks which summaries are known when, and what they hold. */
#include <stdio.h>
#include <string.h>

#include "checker/search.h"
#include "unit_check.h"


static Search s;
static CheckOptions o;
static Strategy strat;

static void enter(uint32_t id) { graph_on_path(&s, id, true); }
static void leave(uint32_t id) { graph_on_path(&s, id, false); }

/* An edge src -> dst whose one access is thread tid's to field `field`. */
static void edge(uint32_t src, uint32_t dst, uint16_t tid, uint32_t field, bool write) {
  s.pending = (GraphEdge){.src = src, .choice = {tid, 0}};
  srch_note_effect(
      &s, (Effect){.oid = 7, .field = field, .index = -1, .tid = tid, .write = write, .first = 1});
  graph_arrive(&s, dst);
  s.npeff = 0;
  s.pending.src = 0;
}

/* Does the summary below id say thread tid may touch (write: write) field? */
static bool below_has(uint32_t id, uint16_t tid, uint32_t field, bool write) {
  const PlaceSet *below = srch_below(&s, id);
  if (!below) return false;
  Effect e = {.oid = 7, .field = field, .index = -1, .tid = tid, .write = write};
  PlaceSet p = {{0}};
  eff_place_wide(&e, &p);
  return place_in(&p, &below[2 * below_slot(tid) + (write ? 1 : 0)]);
}

static void reset(void) {
  graph_free(&s);
  memset(&s, 0, sizeof s);
  s.o = &o;
  s.strat = &strat;
}

int main(void) {
  o.keep_graph = true;
  strat.flags = STRAT_WANTS_GRAPH;
  reset();

  /* 1 -> 2 -> 1 (a loop through the path), 1 -> 3 -> 2 (into the loop),
   * 2 -> 4 (out of it, 4 leads nowhere), then 5 above all: 5 -> 1. */
  enter(5);
  edge(5, 1, 2, 50, true);
  enter(1);
  edge(1, 2, 0, 10, true);
  enter(2);
  edge(2, 4, 0, 40, false);
  enter(4);
  edge(4, 0, 1, 41, true); /* an end of an execution */
  leave(4);
  check(srch_below(&s, 4) != NULL, "a state with no loop below is summed when left");
  check(below_has(4, 1, 41, true), "its summary has its edge's write");
  edge(2, 1, 1, 20, false); /* back to 1: on the path */
  leave(2);
  check(srch_below(&s, 2) == NULL, "a state that reaches the path is not summed yet");
  edge(1, 3, 1, 30, true);
  enter(3);
  edge(3, 2, 2, 31, false); /* to 2: left, its component still open */
  leave(3);
  check(srch_below(&s, 3) == NULL, "a state that reaches an open component is not summed yet");
  check(!srch_on_path(&s, 2) && !srch_on_path(&s, 3), "left states are not on the path");
  leave(1);
  check(srch_below(&s, 1) && srch_below(&s, 2) && srch_below(&s, 3),
        "the whole component is summed when its first state is left");
  for (uint32_t id = 1; id <= 3; id++) {
    char what[96];
    snprintf(what, sizeof what, "state %u's summary has every access of the component", id);
    check(below_has(id, 0, 10, true) && below_has(id, 1, 20, false) && below_has(id, 1, 30, true) &&
              below_has(id, 2, 31, false),
          what);
    snprintf(what, sizeof what, "state %u's summary has what is below the component", id);
    check(below_has(id, 0, 40, false) && below_has(id, 1, 41, true), what);
  }
  check(!below_has(2, 2, 50, true), "a summary leaves out what comes before the state");
  check(!below_has(1, 1, 20, true), "a read is not summed as a write");
  leave(5);
  check(below_has(5, 2, 50, true) && below_has(5, 0, 10, true),
        "a state above the component is summed with it");

  /* A self-loop: 6 -> 6 (a timed wait that times out into the same state). */
  reset();
  enter(6);
  edge(6, 6, 0, 60, true);
  leave(6);
  check(below_has(6, 0, 60, true), "a state with a loop onto itself is summed when left");

  /* Two states with the same accesses below share one summary: 10 -> 11 ->
   * end and 12 -> 13 -> end, the same edges from 11 and 13. */
  reset();
  for (uint32_t top = 10; top <= 12; top += 2) {
    enter(top);
    edge(top, top + 1, 1, 70, true);
    enter(top + 1);
    edge(top + 1, 0, 2, 71, false);
    leave(top + 1);
    leave(top);
  }
  check(srch_below(&s, 11) == srch_below(&s, 13) && srch_below(&s, 10) == srch_below(&s, 12),
        "states with the same summary share it");
  check(srch_below(&s, 10) != srch_below(&s, 11) && s.nsums == 3,
        "two distinct summaries kept once each (number 0 stands for none)");
  check(below_has(12, 1, 70, true) && below_has(12, 2, 71, false) && !below_has(13, 1, 70, true),
        "a shared summary says what each of its states has below");
  /* Enough distinct summaries to grow the index: each still found. */
  reset();
  for (uint32_t i = 0; i < 3000; i++) {
    enter(100 + i);
    edge(100 + i, 0, i % 3, 1000 + i, i % 2);
    leave(100 + i);
  }
  bool all = true;
  for (uint32_t i = 0; i < 3000; i++)
    all &= below_has(100 + i, i % 3, 1000 + i, i % 2);
  uint32_t kept = s.nsums;
  for (uint32_t i = 0; i < 3000; i++) { /* the same summaries again: found, not kept twice */
    enter(5000 + i);
    edge(5000 + i, 0, i % 3, 1000 + i, i % 2);
    leave(5000 + i);
    all &= srch_below(&s, 5000 + i) == srch_below(&s, 100 + i);
  }
  check(all && kept <= 3001 && s.nsums == kept, "summaries found across the index's growth");

  /* Memory ran out: no summary is known any more, and leaving stays safe. */
  reset();
  enter(8);
  enter(9);
  edge(9, 8, 0, 90, true);
  s.graph_incomplete = true;
  leave(9);
  leave(8);
  check(srch_below(&s, 8) == NULL && srch_below(&s, 9) == NULL,
        "no summary once edges may be missing");
  graph_free(&s);

  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
