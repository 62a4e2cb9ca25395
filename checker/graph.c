/* graph.c -- the explored graph L_r (papers/stateful-por-source-sets.md,
 * section 3): stored states and the transitions between them, kept when a
 * strategy asks for it or --graph writes it as Graphviz dot. */
#include <stdlib.h>
#include <string.h>

#include "checker/search.h"

/* A stored state (new or matched) is reached: it ends the edge being walked. */
void graph_arrive(Search *s, uint32_t id) {
  if (!s->o->keep_graph) return;
  if (!s->init_id) s->init_id = id;
  if (!s->pending.src) return;
  if (s->nedges == s->edges_cap) {
    s->edges_cap = s->edges_cap ? s->edges_cap * 2 : 256;
    Edge *e = realloc(s->edges, s->edges_cap * sizeof(Edge));
    if (!e) { /* no room for more of the graph: the search goes on without it */
      free(s->pending.text);
      memset(&s->pending, 0, sizeof s->pending);
      s->edges_cap = s->nedges;
      return;
    }
    s->edges = e;
  }
  s->pending.dst = id;
  s->edges[s->nedges++] = s->pending;
  memset(&s->pending, 0, sizeof s->pending);
}

/* Leaving stored state l by choice c: the start of an edge. */
void graph_leave(Search *s, const Level *l, Choice c) {
  if (!s->o->keep_graph || !l->id) return;
  free(s->pending.text);
  memset(&s->pending, 0, sizeof s->pending);
  s->pending.src = l->id;
  s->pending.choice = c;
  bool has = ex_next_action(s->vm, c.tid, &s->pending.label);
  if (!s->o->graph_file) return;
  char buf[1200];
  if (has)
    act_format(s->vm, &s->pending.label, buf, sizeof buf);
  else
    snprintf(buf, sizeof buf, "T%u (local steps)", c.tid);
  s->pending.text = strdup(buf);
}

static void dot_escaped(FILE *f, const char *s) {
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    fputc(*s, f);
  }
}

void graph_write(Search *s, const char *file) {
  FILE *f = fopen(file, "w");
  if (!f) {
    fprintf(stderr, "jpor: error: cannot write graph file %s\n", file);
    return;
  }
  fprintf(f,
          "// jpor check: the explored graph L_r (%u states, %u edges)\ndigraph L_r {\n  node "
          "[shape=circle];\n",
          (unsigned)s->store.count, s->nedges);
  if (s->init_id) fprintf(f, "  %u [shape=doublecircle];\n", s->init_id);
  for (uint32_t i = 0; i < s->nedges; i++) {
    const Edge *g = &s->edges[i];
    fprintf(f, "  %u -> %u [label=\"", g->src, g->dst);
    dot_escaped(f, g->text ? g->text : "");
    fprintf(f, "\"];\n");
  }
  fprintf(f, "}\n");
  fclose(f);
}

void graph_free(Search *s) {
  for (uint32_t i = 0; i < s->nedges; i++)
    free(s->edges[i].text);
  free(s->edges);
  free(s->pending.text);
  s->edges = NULL;
  s->nedges = 0;
}
