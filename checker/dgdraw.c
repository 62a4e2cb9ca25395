/* dgdraw.c -- pictures of the DPOR graph (--dpor-graph=DIR): Graphviz dot,
 * one file per complete execution (the graph so far, as the paper's engine
 * emits one whenever an execution ends) and graph.dot at the end, with an
 * SVG of it when dot is installed.  Shapes as in the paper's Figure 1's
 * legend: Yes a box, Maybe a diamond, Replay a double octagon. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "checker/dporgraph.h"
#include "util/util.h"

/* Pictures of single executions stop after this many (the final one is always written). */
#define MAX_EXECUTION_FILES 1000

typedef struct DrawNode {
  int32_t parent;
  uint8_t kind;
  bool replay;
  uint16_t tid;
  uint64_t runnable, choices;
  char *label;
} DrawNode;

struct DgDraw {
  char *dir;
  DrawNode *v;
  uint32_t n, cap;
  bool failed; /* a file could not be written: said once */
};

DgDraw *dgd_open(const char *dir) {
  DgDraw *d = calloc(1, sizeof *d);
  if (!d || !(d->dir = strdup(dir))) {
    free(d);
    return NULL;
  }
  if (mkdir(dir, 0777) && errno != EEXIST)
    fprintf(stderr, "jpor: warning: cannot make directory %s: %s\n", dir, strerror(errno));
  return d;
}

void dgd_node(DgDraw *d, uint32_t id, int32_t parent, int kind, uint16_t tid, const char *label,
              uint64_t runnable, uint64_t choices) {
  if (!d) return;
  if (id < d->n) { /* a node made again for another choice: the same node */
    d->v[id].choices |= choices;
    return;
  }
  if (id != d->n || !GROW(d->v, d->n + 1, d->cap, 64)) return;
  d->v[d->n++] = (DrawNode){parent, (uint8_t)kind, false, tid, runnable, choices, strdup(label)};
}

void dgd_choices(DgDraw *d, uint32_t id, uint64_t choices) {
  if (d && id < d->n) d->v[id].choices |= choices;
}

void dgd_replay_flag(DgDraw *d, uint32_t id) {
  if (d && id < d->n) d->v[id].replay = true;
}

static void put_threads(FILE *f, const char *what, uint64_t m) {
  fprintf(f, "\\n%s {", what);
  const char *sep = "";
  for (int t = 0; t < 64; t++)
    if (m >> t & 1) {
      fprintf(f, "%sT%d", sep, t);
      sep = ",";
    }
  fputc('}', f);
}

static void put_escaped(FILE *f, const char *s) {
  for (; s && *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    fputc(*s, f);
  }
}

static const char *const kind_name[] = {"No", "Yes", "Maybe", "Replay"};
static const char *const kind_shape[] = {"plain", "box", "diamond", "doubleoctagon"};

static void write_dot(DgDraw *d, const char *file) {
  FILE *f = fopen(file, "w");
  if (!f) {
    if (!d->failed) fprintf(stderr, "jpor: warning: cannot write %s: %s\n", file, strerror(errno));
    d->failed = true;
    return;
  }
  fputs("digraph dpor {\n  node [fontname=\"monospace\", fontsize=10];\n", f);
  for (uint32_t i = 0; i < d->n; i++) {
    const DrawNode *v = &d->v[i];
    fprintf(f, "  n%u [shape=%s, label=\"%u %s T%u\\n", i, kind_shape[v->kind], i,
            kind_name[v->kind], v->tid);
    put_escaped(f, v->label);
    put_threads(f, "runnable", v->runnable);
    put_threads(f, "choices", v->choices);
    if (v->replay) fputs("\\nreplay", f);
    fprintf(f, "\"%s];\n", v->replay ? ", style=bold" : "");
    if (v->parent >= 0) fprintf(f, "  n%d -> n%u;\n", v->parent, i);
  }
  fputs("}\n", f);
  fclose(f);
}

void dgd_execution(DgDraw *d, uint64_t n) {
  if (!d || n > MAX_EXECUTION_FILES) return;
  char file[4096];
  snprintf(file, sizeof file, "%s/graph-%04llu.dot", d->dir, (unsigned long long)n);
  write_dot(d, file);
}

void dgd_close(DgDraw *d) {
  if (!d) return;
  char file[4096];
  snprintf(file, sizeof file, "%s/graph.dot", d->dir);
  write_dot(d, file);
  if (!d->failed && !system("command -v dot >/dev/null 2>&1")) {
    char cmd[8400];
    snprintf(cmd, sizeof cmd, "dot -Tsvg '%s/graph.dot' -o '%s/graph.svg'", d->dir, d->dir);
    if (system(cmd)) fprintf(stderr, "jpor: warning: dot could not draw %s/graph.svg\n", d->dir);
  }
  for (uint32_t i = 0; i < d->n; i++)
    free(d->v[i].label);
  free(d->v);
  free(d->dir);
  free(d);
}
