/* portfolio.c -- `jpor check --portfolio[=N]`: N configurations of the search
 * in parallel processes (fork), as papers/stateful-por-source-sets.md's
 * section 5 recommends running S-POR and DL-S-POR side by side: which one is
 * faster depends on the program (the reduction's potential, the order in
 * which threads are tried).  The first configuration to give a verdict (no
 * error, or an error) answers; the others are stopped and report how far
 * they got. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "checker/search.h"
#include "util/util.h"

typedef struct Config {
  const char *por;
  int order;
  uint64_t seed;
} Config;

/* S-POR and DL-S-POR in thread order first, then the same and the JPF-like
 * and eager ones under random orders. */
static const Config configs[] = {
    {"spor", ORDER_SEQ, 0},       {"dl-spor", ORDER_SEQ, 0},    {"spor", ORDER_RANDOM, 1},
    {"dl-spor", ORDER_RANDOM, 2}, {"de-spor", ORDER_SEQ, 0},    {"jpf", ORDER_SEQ, 0},
    {"spor", ORDER_RANDOM, 3},    {"dl-spor", ORDER_RANDOM, 4},
};
enum { NCONFIGS = sizeof configs / sizeof configs[0] };

/* Set by SIGTERM in a configuration's process: stop and report.  (A signal
 * handler can only reach a static; it is the one piece of mutable static
 * state in the checker, and only a forked child writes it.) */
static volatile int stopped;
static void on_term(int sig) { stopped = sig; }

static void describe(const Config *c, char *buf, size_t n) {
  if (c->order == ORDER_RANDOM)
    snprintf(buf, n, "--por=%s --order=random:%llu", c->por, (unsigned long long)c->seed);
  else
    snprintf(buf, n, "--por=%s", c->por);
}

typedef struct Child {
  pid_t pid;
  FILE *out;  /* its standard output */
  int status; /* its exit status, -1 while it runs */
} Child;

/* A configuration's process ends with _exit: it must not return through
 * main(), which would run the exit handlers of the parent's copy of the
 * process (stdio buffers, LeakSanitizer over the parent's memory) once more. */
static void run_child(const CheckOptions *given, const Config *c, FILE *out,
                      int (*check)(const CheckOptions *o)) {
  CheckOptions o = *given;
  o.portfolio = 0;
  o.por = chk_strategy(c->por);
  o.order = c->order;
  o.order_seed = c->seed;
  o.stop = &stopped;
  if (c != &configs[0]) o.trace_file = NULL; /* one writer of the trace file */
  signal(SIGTERM, on_term);
  fflush(stdout);
  dup2(fileno(out), STDOUT_FILENO);
  int status = check(&o);
  fflush(stdout);
  fflush(stderr);
  _exit(status);
}

/* The statistics lines of a finished configuration's output. */
static void summary(Child *ch, const Config *c, bool winner) {
  char what[96], line[512];
  describe(c, what, sizeof what);
  const char *verdict = ch->status == CHK_OK      ? "no errors"
                        : ch->status == CHK_ERROR ? "error"
                        : ch->status == CHK_LIMIT ? "stopped or limit"
                                                  : "failed";
  printf("  %-32s %-16s", what, verdict);
  rewind(ch->out);
  while (fgets(line, sizeof line, ch->out))
    if (!strncmp(line, "states: ", 8)) {
      line[strcspn(line, "\n")] = 0;
      printf(" %s", line + 8);
    }
  printf("%s\n", winner ? "  <- answered" : "");
}

int chk_portfolio(const CheckOptions *o, int (*check)(const CheckOptions *o)) {
  uint32_t n = o->portfolio < NCONFIGS ? o->portfolio : NCONFIGS;
  Child ch[NCONFIGS];
  double start = util_seconds();
  for (uint32_t i = 0; i < n; i++) {
    ch[i].status = -1;
    ch[i].out = tmpfile();
    if (!ch[i].out) {
      fprintf(stderr, "jpor: error: cannot make a temporary file for the portfolio\n");
      return CHK_USAGE;
    }
    fflush(stdout);
    fflush(stderr);
    ch[i].pid = fork();
    if (ch[i].pid < 0) {
      fprintf(stderr, "jpor: error: cannot start the portfolio's process %u\n", i + 1);
      return CHK_USAGE;
    }
    if (ch[i].pid == 0) run_child(o, &configs[i], ch[i].out, check);
  }
  int winner = -1;
  for (uint32_t left = n; left > 0; left--) {
    int st;
    pid_t pid = wait(&st);
    if (pid < 0) break;
    for (uint32_t i = 0; i < n; i++)
      if (ch[i].pid == pid) {
        ch[i].status = WIFEXITED(st) ? WEXITSTATUS(st) : CHK_USAGE;
        if (winner < 0 && (ch[i].status == CHK_OK || ch[i].status == CHK_ERROR)) {
          winner = (int)i;
          for (uint32_t k = 0; k < n; k++)
            if (ch[k].status < 0) kill(ch[k].pid, SIGTERM);
        }
      }
  }
  double seconds = util_seconds() - start;
  int shown = winner >= 0 ? winner : 0; /* no verdict: the first one's report */
  char line[4096], what[96];
  rewind(ch[shown].out);
  while (fgets(line, sizeof line, ch[shown].out))
    fputs(line, stdout);
  describe(&configs[shown], what, sizeof what);
  printf("portfolio: %u configurations in %.3f s; %s %s\n", n, seconds,
         winner >= 0 ? "answered by" : "no verdict; shown:", what);
  for (uint32_t i = 0; i < n; i++)
    summary(&ch[i], &configs[i], (int)i == winner);
  int status = winner >= 0 ? ch[winner].status : ch[0].status;
  for (uint32_t i = 0; i < n; i++)
    fclose(ch[i].out);
  return status;
}
