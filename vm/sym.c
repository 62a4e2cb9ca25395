/* sym.c -- interned C strings, so names and descriptors compare by pointer. */
#include <stdlib.h>
#include <string.h>

#include "vm/vm.h"

static uint32_t sym_hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
  return h;
}

static void sym_grow(VM *vm, SymTable *t) {
  uint32_t ncap = t->cap ? t->cap * 2 : 4096;
  char **ns = vm_calloc(vm, "symbol table", ncap, sizeof *ns);
  for (uint32_t i = 0; i < t->cap; i++) {
    char *s = t->slots[i];
    if (!s) continue;
    uint32_t j = sym_hash(s, strlen(s)) & (ncap - 1);
    while (ns[j]) j = (j + 1) & (ncap - 1);
    ns[j] = s;
  }
  free(t->slots);
  t->slots = ns;
  t->cap = ncap;
}

const char *sym_intern_n(VM *vm, const char *s, size_t n) {
  SymTable *t = &vm->syms;
  if (t->count * 2 >= t->cap) sym_grow(vm, t);
  uint32_t j = sym_hash(s, n) & (t->cap - 1);
  for (char *e; (e = t->slots[j]); j = (j + 1) & (t->cap - 1))
    if (strncmp(e, s, n) == 0 && e[n] == 0) return e;
  char *copy = malloc(n + 1);
  if (!copy) vm_fatal(vm, "out of memory (symbol table)");
  memcpy(copy, s, n);
  copy[n] = 0;
  t->slots[j] = copy;
  t->count++;
  return copy;
}

const char *sym_intern(VM *vm, const char *s) { return sym_intern_n(vm, s, strlen(s)); }
