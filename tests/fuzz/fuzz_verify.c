/* fuzz_verify.c -- libFuzzer target for the bytecode verifier (vm/verify.c).
 *
 * The input is not a class file but a patch of one: its first byte picks one
 * of the seed classes (valid javac output, loaded once from the directory
 * $FUZZ_VERIFY_SEEDS or the build's tests/verify/seeds; low six bits) and the
 * class file version (top bits 10: 49, verified by type inference; 11: 50,
 * type checking with failover to inference; else javac's), and every following
 * three bytes (offset hi, offset lo, value) overwrite one byte of the seed's
 * "mutable region" -- the code arrays, exception tables and StackMapTables of
 * its methods -- so the mutations land on opcodes, operands and stack maps
 * while the class stays well formed around them.  A value byte whose top bits
 * are 111 instead adds its low bits to the byte there (small operand nudges).
 *
 * Each patched class is parsed, every method verified standalone (no class
 * loading), then the class is put on a VM's class path and verified there (with
 * class loading for assignability).  What the VM's verifier accepts and the code
 * checker accepts is run: its main, if any, for a bounded number of steps.
 * A verified class must never crash the interpreter (ASan/UBSan) or trip a VM
 * invariant; host errors (vm_fatal) end the VM's protected call (vm_pcall).
 *
 * replay.c drives the same entry point from a plain main for the regression test. */
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "classfile/classfile.h"
#include "vm/class.h"
#include "vm/interp.h"
#include "vm/verify.h"
#include "vm/vm_api.h"
#include "util/util.h"

#ifndef FUZZ_SEEDS_DIR
#define FUZZ_SEEDS_DIR "tests/verify/seeds"
#endif
#ifndef FUZZ_JLIB
#define FUZZ_JLIB "jlib.jar"
#endif

typedef struct Seed {
  char name[256]; /* internal class name */
  uint8_t *data;
  size_t len;
  uint32_t *region; /* file offsets of the mutable bytes */
  uint32_t nregion;
} Seed;

static Seed *seeds;
static size_t nseeds;
static char workdir[256];

static void add_region(Seed *s, uint32_t from, uint32_t to) {
  s->region = realloc(s->region, (s->nregion + (to - from)) * sizeof(uint32_t));
  for (uint32_t i = from; i < to; i++)
    s->region[s->nregion++] = i;
}

/* Walk the raw class file (already known valid) to find the code parts. */
static void find_region(Seed *s, const ClassFile *cf) {
  const uint8_t *d = s->data;
  size_t pos = 10;
  for (unsigned i = 1; i < cf->cp_count; i++) {
    uint8_t tag = d[pos];
    switch (tag) {
    case 1: pos += 3 + be_u2(d + pos + 1); break;
    case 3:
    case 4: pos += 5; break;
    case 5:
    case 6:
      pos += 9;
      i++;
      break;
    case 7:
    case 8:
    case 16:
    case 19:
    case 20: pos += 3; break;
    case 15: pos += 4; break;
    default: pos += 5; break;
    }
  }
  pos += 6;
  pos += 2 + 2 * be_u2(d + pos);
  for (int kind = 0; kind < 2; kind++) { /* fields, then methods */
    unsigned n = be_u2(d + pos);
    pos += 2;
    for (unsigned m = 0; m < n; m++) {
      pos += 6;
      unsigned na = be_u2(d + pos);
      pos += 2;
      for (unsigned a = 0; a < na; a++) {
        unsigned ni = be_u2(d + pos);
        uint32_t len = be_u4(d + pos + 2);
        size_t body = pos + 6;
        const char *an = cf_utf8(cf, (uint16_t)ni);
        if (kind == 1 && strcmp(an, "Code") == 0) {
          uint32_t clen = be_u4(d + body + 4);
          add_region(s, (uint32_t)body + 8, (uint32_t)(body + 8 + clen));
          size_t ex = body + 8 + clen;
          unsigned nex = be_u2(d + ex);
          add_region(s, (uint32_t)ex + 2, (uint32_t)(ex + 2 + 8 * nex));
          size_t sub = ex + 2 + 8 * nex;
          unsigned nsub = be_u2(d + sub);
          sub += 2;
          for (unsigned k = 0; k < nsub; k++) {
            uint32_t sl = be_u4(d + sub + 2);
            if (strcmp(cf_utf8(cf, (uint16_t)be_u2(d + sub)), "StackMapTable") == 0)
              add_region(s, (uint32_t)sub + 6, (uint32_t)(sub + 6 + sl));
            sub += 6 + sl;
          }
        }
        pos = body + len;
      }
    }
  }
}

/* The class path of the VM runs holds every seed, so that they find each other. */
static void write_class(const Seed *s, const uint8_t *bytes, size_t len) {
  char path[600];
  snprintf(path, sizeof path, "%s/%s.class", workdir, s->name);
  FILE *f = fopen(path, "wb");
  if (!f) return;
  fwrite(bytes, 1, len, f);
  fclose(f);
}

static void load_seeds(void) {
  const char *dir = getenv("FUZZ_VERIFY_SEEDS");
  if (!dir) dir = FUZZ_SEEDS_DIR;
  DIR *dp = opendir(dir);
  if (!dp) {
    fprintf(stderr, "fuzz_verify: no seed directory %s\n", dir);
    exit(1);
  }
  struct dirent *e;
  while ((e = readdir(dp))) {
    size_t n = strlen(e->d_name);
    if (n < 7 || strcmp(e->d_name + n - 6, ".class") != 0) continue;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    FILE *f = fopen(path, "rb");
    if (!f) continue;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    Seed s = {0};
    s.data = malloc((size_t)len);
    s.len = fread(s.data, 1, (size_t)len, f) == (size_t)len ? (size_t)len : 0;
    fclose(f);
    ClassFile *cf;
    char err[512];
    if (!s.len || cf_parse(s.data, s.len, path, &cf, err, sizeof err) != 0 ||
        strchr(cf->this_name, '/')) {
      free(s.data);
      continue;
    }
    snprintf(s.name, sizeof s.name, "%s", cf->this_name);
    find_region(&s, cf);
    cf_free(cf);
    seeds = realloc(seeds, (nseeds + 1) * sizeof *seeds);
    seeds[nseeds++] = s;
  }
  closedir(dp);
  /* a stable order, whatever readdir gives */
  for (size_t i = 0; i < nseeds; i++)
    for (size_t j = i + 1; j < nseeds; j++)
      if (strcmp(seeds[i].name, seeds[j].name) > 0) {
        Seed t = seeds[i];
        seeds[i] = seeds[j];
        seeds[j] = t;
      }
  if (!nseeds) {
    fprintf(stderr, "fuzz_verify: no usable seed classes in %s\n", dir);
    exit(1);
  }
  snprintf(workdir, sizeof workdir, "/tmp/fuzz_verify.%d", (int)getpid());
  mkdir(workdir, 0700);
  for (size_t i = 0; i < nseeds; i++)
    write_class(&seeds[i], seeds[i].data, seeds[i].len);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  load_seeds();
  return 0;
}

/* Load, verify and run the patched class (inside vm_pcall). */
static void verify_and_run(VM *vm, void *data) {
  const Seed *s = data;
  Class *c = cls_load(vm, s->name);
  if (!c || verify_class(vm, c)) return;
  /* the interpreter also needs the structural checks to pass */
  for (uint16_t i = 0; i < c->cf->nmethods; i++)
    if (cf_check_code(c->cf, &c->cf->methods[i], NULL, 0) != 0) return;
  int status;
  char *argv0[] = {NULL};
  if (vm_prepare_main(vm, s->name, 0, argv0, &status) && vm->nthreads)
    interp_run(vm, vm->threads[0], 20000);
}

static void run_in_vm(const Seed *s, const uint8_t *bytes, size_t len) {
  write_class(s, bytes, len);
  const char *jlib = getenv("FUZZ_VERIFY_JLIB");
  VMOptions opt = {.classpath = workdir,
                   .jlib = jlib ? jlib : FUZZ_JLIB,
                   .max_heap = (size_t)64 << 20,
                   .stack_bytes = (size_t)256 << 10,
                   .quantum = 10000,
                   .mute = true};
  VM *vm = vm_new(&opt);
  if (vm && !vm_pcall(vm, verify_and_run, (void *)s) && getenv("FUZZ_VERIFY_DEBUG"))
    fprintf(stderr, "vm_fatal: %s\n", vm_error(vm));
  vm_free(vm); /* dead or alive */
  write_class(s, s->data, s->len);
}

int LLVMFuzzerTestOneInput(const uint8_t *in, size_t n) {
  if (!seeds) load_seeds();
  if (n < 1) return 0;
  const Seed *s = &seeds[(in[0] & 0x3f) % nseeds];
  uint8_t *b = malloc(s->len);
  memcpy(b, s->data, s->len);
  if ((in[0] & 0xc0) >= 0x80) { /* major version, bytes 6 and 7 */
    b[6] = 0;
    b[7] = (in[0] & 0xc0) == 0x80 ? 49 : 50;
  }
  for (size_t i = 1; i + 3 <= n && s->nregion; i += 3) {
    uint32_t at = s->region[be_u2(in + i) % s->nregion];
    uint8_t v = in[i + 2];
    if ((v & 0xE0) == 0xE0)
      b[at] = (uint8_t)(b[at] + (v & 0x1F) - 16);
    else
      b[at] = v;
  }
  ClassFile *cf;
  char err[1024];
  if (cf_parse(b, s->len, s->name, &cf, err, sizeof err) == 0) {
    bool accepted = true;
    for (uint16_t i = 0; i < cf->nmethods; i++)
      if (verify_method_standalone(cf, &cf->methods[i], err, sizeof err) != 0) accepted = false;
    cf_free(cf);
    /* a VM per input is slow (jlib boots): every class the standalone verifier
     * accepts, and one in eight of the others (which the VM's verifier, with
     * class loading, may still accept) */
    uint32_t h = 0;
    for (size_t i = 0; i < n; i++)
      h = h * 31 + in[i];
    if (accepted || h % 8 == 0) run_in_vm(s, b, s->len);
  }
  free(b);
  return 0;
}
