/* cfcheck -- parse class files and check every method's code, as jpor will
 * when it loads and links them.  Used by the malformed-input and positive
 * tests while the VM itself is being written.
 *
 *   cfcheck [-v] [-d] [-cp PATH] ARG...
 *     ARG ending in .class   a class file
 *     ARG ending in .jar/.zip every class in the archive (read through ClassPath)
 *     other ARG              a class name looked up on -cp PATH ("a.b.C" or "a/b/C")
 *     -d                     print a disassembly of every method on stdout
 *     -v                     print a summary line on stdout
 *
 * On the first error: one line "jpor: error: MESSAGE" on stderr, exit 2. */
#include "classfile/classfile.h"
#include "classfile/classpath.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zip.h>

static int disasm, verbose;
static unsigned long nclasses, nmethods;

static _Noreturn void die(const char *msg) {
  fprintf(stderr, "jpor: error: %s\n", msg);
  exit(2);
}

static void check_bytes(const uint8_t *data, size_t len, const char *origin) {
  char err[1024];
  ClassFile *cf;
  if (cf_parse(data, len, origin, &cf, err, sizeof err) < 0) die(err);
  for (unsigned i = 0; i < cf->nmethods; i++) {
    const CfMember *m = &cf->methods[i];
    if (disasm) cf_disasm_method(stdout, cf, m);
    if (cf_check_code(cf, m, err, sizeof err) < 0) {
      cf_free(cf);
      die(err);
    }
    nmethods++;
  }
  nclasses++;
  cf_free(cf);
}

static void check_file(const char *path) {
  FILE *f = fopen(path, "rb");
  char msg[1100];
  if (!f) {
    snprintf(msg, sizeof msg, "%s: cannot open", path);
    die(msg);
  }
  size_t cap = 1 << 16, len = 0, n;
  uint8_t *buf = malloc(cap), *bigger;
  while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) {
      bigger = realloc(buf, cap *= 2);
      if (!bigger) free(buf);
      buf = bigger;
    }
  }
  fclose(f);
  if (!buf) die("out of memory");
  check_bytes(buf, len, path);
  free(buf);
}

/* Finds name on cp; names may use dots like java's command line. */
static void check_class(ClassPath *cp, const char *name) {
  char internal[1024], origin[1100], err[1100];
  snprintf(internal, sizeof internal, "%s", name);
  for (char *s = internal; *s; s++)
    if (*s == '.') *s = '/';
  uint8_t *data;
  size_t len;
  int r = cp_find(cp, internal, &data, &len, origin, sizeof origin, err, sizeof err);
  if (r < 0) die(err);
  if (r == 0) {
    snprintf(err, sizeof err, "class %s not found on the class path", name);
    die(err);
  }
  check_bytes(data, len, origin);
  free(data);
}

/* Every .class entry of the archive, each fetched through a ClassPath made of
 * just this archive, so the jar reading code is exercised too. */
static void check_jar(const char *path) {
  char err[1100];
  struct stat sb;
  if (stat(path, &sb) != 0) {
    snprintf(err, sizeof err, "%s: no such file", path);
    die(err);
  }
  ClassPath *cp = cp_open(path, err, sizeof err);
  if (!cp) die(err);
  int code;
  zip_t *z = zip_open(path, ZIP_RDONLY, &code);
  if (!z) die("jar opened as a class path but not as a zip");
  zip_int64_t n = zip_get_num_entries(z, 0);
  unsigned long before = nclasses;
  for (zip_int64_t i = 0; i < n; i++) {
    const char *name = zip_get_name(z, (zip_uint64_t)i, ZIP_FL_ENC_RAW);
    size_t l = name ? strlen(name) : 0;
    if (l <= 6 || strcmp(name + l - 6, ".class") != 0) continue;
    char internal[1024];
    snprintf(internal, sizeof internal, "%.*s", (int)(l - 6), name);
    uint8_t *data;
    size_t len;
    char origin[1100];
    int r = cp_find(cp, internal, &data, &len, origin, sizeof origin, err, sizeof err);
    if (r < 0) die(err);
    if (r == 0) {
      snprintf(err, sizeof err, "%s: entry %s is listed but cannot be found", path, name);
      die(err);
    }
    check_bytes(data, len, origin);
    free(data);
  }
  zip_discard(z);
  cp_close(cp);
  if (nclasses == before) {
    snprintf(err, sizeof err, "%s: no classes", path);
    die(err);
  }
}

static int ends_with(const char *s, const char *suffix) {
  size_t a = strlen(s), b = strlen(suffix);
  return a >= b && strcmp(s + a - b, suffix) == 0;
}

int main(int argc, char **argv) {
  const char *cpspec = NULL;
  int i = 1;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (strcmp(argv[i], "-d") == 0)
      disasm = 1;
    else if (strcmp(argv[i], "-v") == 0)
      verbose = 1;
    else if (strcmp(argv[i], "-cp") == 0 && i + 1 < argc)
      cpspec = argv[++i];
    else
      break;
  }
  if (i >= argc) {
    fprintf(stderr, "usage: cfcheck [-v] [-d] [-cp PATH] (FILE.class | FILE.jar | CLASS)...\n");
    return 1;
  }
  ClassPath *cp = NULL;
  char err[1100];
  if (cpspec && !(cp = cp_open(cpspec, err, sizeof err))) die(err);
  for (; i < argc; i++) {
    if (ends_with(argv[i], ".class"))
      check_file(argv[i]);
    else if (ends_with(argv[i], ".jar") || ends_with(argv[i], ".zip"))
      check_jar(argv[i]);
    else if (cp)
      check_class(cp, argv[i]);
    else
      die("a class name needs -cp");
  }
  cp_close(cp);
  if (verbose) printf("cfcheck: %lu classes, %lu methods ok\n", nclasses, nmethods);
  return 0;
}
