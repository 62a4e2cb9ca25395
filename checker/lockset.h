/* lockset.h -- which plain memory locations a lock protects (the sync
 * visibility policy of visibility.h).
 *
 * Scheduling only at synchronisation explores every behaviour of a program
 * whose shared locations are each protected by a lock (Stoller, "Model-
 * checking multi-threaded distributed Java programs", 2000: the locking
 * discipline checked on the reduced state space suffices; CHESS relies on the
 * same fact for data-race-free programs).  The analysis checks that
 * discipline on every plain access the search runs or peeks at, Eraser-style:
 * a location's lockset is the intersection of the locks held at its accesses
 * while its object is shared (a write counts only locks held exclusively).
 * A location written and accessed by two threads whose lockset became empty
 * is unprotected: the next run of the search makes it a scheduling point.
 *
 * Locations and locks are named canonically (ExLocation, object oids), so the
 * table holds across the executions of one search and across its runs. */
#ifndef JPOR_LOCKSET_H
#define JPOR_LOCKSET_H

#include "vm/explore.h"

#define LS_MAX_LOCKS 4

typedef struct LsEntry {
  ExLocation loc;
  bool used;
  bool scheduled; /* a scheduling point in this run (unprotected in an earlier one) */
  bool flagged;   /* found unprotected in this run */
  bool seen, written, multi;
  uint8_t nlocks;
  uint32_t first_tid;
  uint64_t locks[LS_MAX_LOCKS]; /* the lockset: oids */
  bool excl[LS_MAX_LOCKS];      /* held exclusively at every write so far */
  Action last;                  /* the last access seen, for the report, */
  Action other;                 /* and the last one before it by another thread */
  bool seen_last, seen_other;
  /* atomic accesses of the location (ls_atomic): by which threads (bit 63
   * for every thread from 63 on), and whether one wrote */
  uint64_t atomic_tids;
  bool atomic_written;
  Action atomic_last;
} LsEntry;

typedef struct LockSet {
  LsEntry *v;
  uint32_t cap, n;
  char **flagged; /* descriptions of the locations found unprotected in this run */
  ExLocation *flagged_locs;
  uint32_t nflagged;
  bool out_of_memory; /* the analysis lost track: the next run schedules every shared access */
} LockSet;

void ls_init(LockSet *ls);
void ls_free(LockSet *ls);
/* loc is a scheduling point in this run. */
void ls_schedule(LockSet *ls, ExLocation loc);
bool ls_scheduled(const LockSet *ls, ExLocation loc);
/* Thread a->tid performs (or stands before) the plain access a to loc on an
 * object that may be shared (shared: known to be).  True: the access is
 * protected so far (and need not be a scheduling point).  With !shared only
 * a lockset that stays non-empty is recorded; false then means "ask whether
 * the object is shared and call again with shared". */
bool ls_access(LockSet *ls, VM *vm, const Action *a, ExLocation loc, bool shared);
/* Thread a->tid performs (or stands before) the atomic access a to loc (a
 * compare-and-set, an atomic update, a VarHandle or Unsafe read or write):
 * a synchronisation of its own, but a plain access of loc by another thread
 * races with it whatever locks either holds -- as if it held none.  Such a
 * pair (one of them a write) makes loc unprotected. */
void ls_atomic(LockSet *ls, VM *vm, const Action *a, ExLocation loc);
/* a writes the final field loc after its object's constructor (reflection),
 * or in it while other threads can see the object (escaped: escaped):
 * reads of it are no longer settled (ex_settled_final) -- flag it. */
void ls_final_written(LockSet *ls, VM *vm, const Action *a, ExLocation loc, bool escaped);
/* a->tid copies or clones the array of loc whole (more elements than the
 * analysis follows one by one): flag it. */
void ls_whole(LockSet *ls, VM *vm, const Action *a, ExLocation loc);
/* a->tid spins on loc without reaching a scheduling point: flag it. */
void ls_spin(LockSet *ls, VM *vm, const Action *a, ExLocation loc);
#endif
