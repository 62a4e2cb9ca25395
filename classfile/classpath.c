/* classpath.c -- finding class bytes in directories and jars.
 *
 * Each jar is opened once with libzip and its entry names are put in an
 * open-addressing hash table, so a lookup costs one hash and (usually) one
 * string compare instead of libzip's linear name search. */
#include "classfile/classpath.h"
#include "util/util.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <strings.h>
#include <sys/stat.h>
#include <zip.h>

/* A class file larger than this is certainly damaged (a method's code is at
 * most 64 KiB and the pool at most 64 Ki entries). */
#define MAX_CLASS_BYTES (256u << 20)

typedef struct Entry {
  char *path;
  zip_t *zip;      /* NULL for a directory */
  uint32_t *slots; /* jar index: zip entry index + 1, 0 when empty */
  uint32_t mask;   /* number of slots - 1 (a power of two minus one) */
} Entry;

struct ClassPath {
  Entry *v;
  size_t n, cap;
};

static uint64_t hash_name(const char *s) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

static void set_err(char *err, size_t errlen, const char *fmt, const char *a, const char *b) {
  if (err && errlen) snprintf(err, errlen, fmt, a, b);
}

/* ---- jars -------------------------------------------------------------------- */

/* Names are raw bytes, as Java reads them (UTF-8), not libzip's CP437 guess. */
static const char *entry_name(zip_t *z, uint32_t i) { return zip_get_name(z, i, ZIP_FL_ENC_RAW); }

static int index_jar(Entry *e) {
  zip_int64_t n = zip_get_num_entries(e->zip, 0);
  if (n < 0 || n > (1 << 24)) return -1;
  uint32_t size = 16;
  while (size < 2 * (uint64_t)n)
    size *= 2;
  e->slots = calloc(size, sizeof(uint32_t));
  if (!e->slots) return -1;
  e->mask = size - 1;
  for (uint32_t i = 0; i < (uint32_t)n; i++) {
    const char *name = entry_name(e->zip, i);
    if (!name) continue;
    uint32_t s = (uint32_t)hash_name(name) & e->mask;
    /* the first of duplicate names wins, like java.util.zip */
    while (e->slots[s] && strcmp(entry_name(e->zip, e->slots[s] - 1), name) != 0)
      s = (s + 1) & e->mask;
    if (!e->slots[s]) e->slots[s] = i + 1;
  }
  return 0;
}

/* zip_open converts every entry's DOS time with mktime(), and glibc's
 * mktime stats /etc/localtime at each call when TZ is unset: for jlib.jar
 * 1,500 system calls, a third of the run of a small check.  The times are
 * not used, so the archive is opened with TZ set, and TZ is put back. */
static zip_t *open_zip_quickly(const char *path, int *code) {
  if (getenv("TZ")) return zip_open(path, ZIP_RDONLY, code);
  setenv("TZ", "UTC0", 1);
  tzset();
  zip_t *z = zip_open(path, ZIP_RDONLY, code);
  unsetenv("TZ");
  tzset();
  return z;
}

static int open_jar(Entry *e, char *err, size_t errlen) {
  int code = 0;
  e->zip = open_zip_quickly(e->path, &code);
  if (!e->zip) {
    zip_error_t ze;
    zip_error_init_with_code(&ze, code);
    if (code == ZIP_ER_NOZIP)
      set_err(err, errlen, "%s: not a zip archive%s", e->path, "");
    else
      set_err(err, errlen, "%s: damaged jar (%s)", e->path, zip_error_strerror(&ze));
    zip_error_fini(&ze);
    return -1;
  }
  if (index_jar(e) < 0) {
    set_err(err, errlen, "%s: cannot index jar%s", e->path, "");
    return -1;
  }
  return 0;
}

static long jar_lookup(const Entry *e, const char *name) {
  for (uint32_t s = (uint32_t)hash_name(name) & e->mask; e->slots[s]; s = (s + 1) & e->mask)
    if (strcmp(entry_name(e->zip, e->slots[s] - 1), name) == 0) return (long)e->slots[s] - 1;
  return -1;
}

/* Reads entry i whole.  libzip checks the CRC when the last byte is read, so
 * reading until end of file is what detects damaged data. */
static int jar_read(const Entry *e, long i, uint8_t **data, size_t *len, const char *origin,
                    char *err, size_t errlen) {
  zip_stat_t st;
  if (zip_stat_index(e->zip, (zip_uint64_t)i, 0, &st) < 0 || !(st.valid & ZIP_STAT_SIZE) ||
      st.size > MAX_CLASS_BYTES) {
    set_err(err, errlen, "%s: %s", origin, "damaged jar entry (bad size)");
    return -1;
  }
  zip_file_t *f = zip_fopen_index(e->zip, (zip_uint64_t)i, 0);
  if (!f) {
    set_err(err, errlen, "%s: damaged jar entry (%s)", origin, zip_strerror(e->zip));
    return -1;
  }
  uint8_t *buf = malloc(st.size + 1);
  zip_int64_t total = 0, got = 1;
  while (buf && got > 0 && (zip_uint64_t)total <= st.size) {
    got = zip_fread(f, buf + total, st.size + 1 - (zip_uint64_t)total);
    if (got > 0) total += got;
  }
  if (!buf || got < 0 || (zip_uint64_t)total != st.size) {
    set_err(err, errlen, "%s: damaged jar entry (%s)", origin,
            !buf      ? "out of memory"
            : got < 0 ? zip_file_strerror(f)
                      : "size mismatch");
    zip_fclose(f);
    free(buf);
    return -1;
  }
  zip_fclose(f);
  *data = buf;
  *len = (size_t)total;
  return 1;
}

/* ---- the manifest (java -jar) ------------------------------------------------- */

/* Appends b[0..n) to out (capacity cap, NUL-terminated at *o), cutting what does not fit. */
static void append(char *out, size_t cap, size_t *o, const char *b, size_t n) {
  while (n-- && *o + 1 < cap)
    out[(*o)++] = *b++;
  out[*o] = 0;
}

/* The value of attribute name in a manifest's main section (up to its first blank line): lines
 * end in CR, LF or CRLF, and a line that starts with a space continues the one before (the
 * 72-byte wrap of jar tools).  1 when found with a nonempty value, else 0. */
static int manifest_attr(const char *mf, size_t len, const char *name, char *out, size_t cap) {
  size_t nl = strlen(name), o = 0;
  int in = 0;
  out[0] = 0;
  for (size_t p = 0; p < len;) {
    size_t e = p;
    while (e < len && mf[e] != '\r' && mf[e] != '\n')
      e++;
    if (e == p || (in && mf[p] != ' ')) break;
    if (in) {
      append(out, cap, &o, mf + p + 1, e - p - 1);
    } else if (e - p >= nl + 2 && !strncasecmp(mf + p, name, nl) && mf[p + nl] == ':' &&
               mf[p + nl + 1] == ' ') {
      in = 1;
      append(out, cap, &o, mf + p + nl + 2, e - p - nl - 2);
    }
    p = e + (e + 1 < len && mf[e] == '\r' && mf[e + 1] == '\n') + 1;
  }
  while (o && (out[o - 1] == ' ' || out[o - 1] == '\t'))
    out[--o] = 0;
  return o > 0;
}

int cp_jar_main_class(const char *jar, char *cls, size_t clslen, char *err, size_t errlen) {
  Entry e = {.path = (char *)jar};
  if (open_jar(&e, err, errlen) < 0) {
    if (e.zip) zip_discard(e.zip);
    free(e.slots);
    return -1;
  }
  long i = jar_lookup(&e, "META-INF/MANIFEST.MF");
  uint8_t *mf = NULL;
  size_t len = 0;
  int r = i < 0 ? 0 : jar_read(&e, i, &mf, &len, jar, err, errlen);
  if (r == 1) r = manifest_attr((const char *)mf, len, "Main-Class", cls, clslen);
  free(mf);
  free(e.slots);
  zip_discard(e.zip);
  return r;
}

/* ---- directories --------------------------------------------------------------- */

static int dir_read(const char *path, uint8_t **data, size_t *len, char *err, size_t errlen) {
  struct stat sb;
  if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) return 0;
  if ((uint64_t)sb.st_size > MAX_CLASS_BYTES) {
    set_err(err, errlen, "%s: %s", path, "file too large for a class file");
    return -1;
  }
  FILE *f = fopen(path, "rb");
  if (!f) {
    set_err(err, errlen, "%s: %s", path, strerror(errno));
    return -1;
  }
  size_t cap = (size_t)sb.st_size + 1, n = 0; /* +1 so a growing file shows as a short read */
  uint8_t *buf = malloc(cap);
  if (buf) n = fread(buf, 1, cap, f);
  int bad = !buf || ferror(f) || n != (size_t)sb.st_size;
  fclose(f);
  if (bad) {
    set_err(err, errlen, "%s: %s", path, buf ? "read error" : "out of memory");
    free(buf);
    return -1;
  }
  *data = buf;
  *len = n;
  return 1;
}

/* ---- the path ------------------------------------------------------------------ */

static int add_entry(ClassPath *cp, const char *path, int front, char *err, size_t errlen) {
  struct stat sb;
  if (stat(path, &sb) != 0) return 0; /* missing: skipped, as java does */
  if (!S_ISDIR(sb.st_mode) && !S_ISREG(sb.st_mode)) return 0;
  Entry e = {.path = strdup(path)};
  if (!e.path) return set_err(err, errlen, "%s: %s", path, "out of memory"), -1;
  if (S_ISREG(sb.st_mode) && open_jar(&e, err, errlen) < 0) {
    if (e.zip) zip_discard(e.zip);
    free(e.path);
    return -1;
  }
  if (!GROW(cp->v, cp->n + 1, cp->cap, 8)) {
    if (e.zip) zip_discard(e.zip);
    free(e.slots);
    free(e.path);
    return set_err(err, errlen, "%s: %s", path, "out of memory"), -1;
  }
  if (front) memmove(cp->v + 1, cp->v, cp->n * sizeof(Entry));
  cp->v[front ? 0 : cp->n] = e;
  cp->n++;
  return 0;
}

static int name_cmp(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A wildcard element (dir, '/', '*') means every .jar and .JAR in dir, as
 * with java; taken in name order, so that runs are reproducible. */
static int add_wildcard(ClassPath *cp, const char *dir, char *err, size_t errlen) {
  DIR *d = opendir(dir);
  if (!d) return 0;
  char **names = NULL;
  size_t n = 0, cap = 0;
  int rc = 0;
  for (struct dirent *de; rc == 0 && (de = readdir(d));) {
    size_t l = strlen(de->d_name);
    if (l < 5 || (strcmp(de->d_name + l - 4, ".jar") && strcmp(de->d_name + l - 4, ".JAR")))
      continue;
    if (!GROW(names, n + 1, cap, 16)) rc = -1;
    if (rc == 0 && asprintf(&names[n], "%s/%s", dir, de->d_name) < 0) rc = -1;
    if (rc == 0) n++;
  }
  closedir(d);
  if (rc < 0) set_err(err, errlen, "%s: %s", dir, "out of memory");
  if (n) qsort(names, n, sizeof(char *), name_cmp);
  for (size_t i = 0; i < n; i++) {
    if (rc == 0) rc = add_entry(cp, names[i], 0, err, errlen);
    free(names[i]);
  }
  free(names);
  return rc;
}

ClassPath *cp_open(const char *spec, char *err, size_t errlen) {
  if (err && errlen) err[0] = '\0';
  ClassPath *cp = calloc(1, sizeof *cp);
  char *copy = strdup(spec ? spec : "");
  if (!cp || !copy) {
    free(cp);
    free(copy);
    set_err(err, errlen, "%s%s: out of memory", "class path", "");
    return NULL;
  }
  int rc = 0;
  for (char *s = copy, *next; rc == 0 && s; s = next) {
    next = strchr(s, ':');
    if (next) *next++ = '\0';
    size_t l = strlen(s);
    if (l == 0) s = "."; /* an empty element is the current directory */
    if (strcmp(s, "*") == 0)
      rc = add_wildcard(cp, ".", err, errlen);
    else if (l >= 2 && strcmp(s + l - 2, "/*") == 0) {
      s[l - 2] = '\0';
      rc = add_wildcard(cp, l == 2 ? "/" : s, err, errlen);
    } else {
      rc = add_entry(cp, s, 0, err, errlen);
    }
  }
  free(copy);
  if (rc < 0) {
    cp_close(cp);
    return NULL;
  }
  return cp;
}

int cp_prepend(ClassPath *cp, const char *entry, char *err, size_t errlen) {
  if (err && errlen) err[0] = '\0';
  return add_entry(cp, entry, 1, err, errlen);
}

/* Internal names never contain '.', so rejecting it also keeps "../" out of
 * the file system paths built from them. */
static int plausible_name(const char *n) {
  if (!n[0] || n[0] == '/' || strstr(n, "//") || n[strlen(n) - 1] == '/') return 0;
  return strchr(n, '.') == NULL && strchr(n, '\\') == NULL;
}

int cp_find(ClassPath *cp, const char *internal_name, uint8_t **data, size_t *len, char *origin,
            size_t originlen, char *err, size_t errlen) {
  if (err && errlen) err[0] = '\0';
  *data = NULL;
  *len = 0;
  if (!plausible_name(internal_name)) return 0;
  char *file = NULL;
  if (asprintf(&file, "%s.class", internal_name) < 0) {
    set_err(err, errlen, "%s%s: out of memory", internal_name, "");
    return -1;
  }
  int r = 0;
  char *path = NULL;
  for (size_t i = 0; i < cp->n && r == 0; i++) {
    const Entry *e = &cp->v[i];
    if (e->zip) {
      long idx = jar_lookup(e, file);
      if (idx < 0) continue;
      if (originlen) snprintf(origin, originlen, "%s!/%s", e->path, file);
      char where[4096];
      snprintf(where, sizeof where, "%s!/%s", e->path, file);
      r = jar_read(e, idx, data, len, where, err, errlen);
    } else {
      free(path);
      if (strcmp(e->path, ".") == 0)
        path = strdup(file);
      else if (asprintf(&path, "%s/%s", e->path, file) < 0)
        path = NULL;
      if (!path) {
        set_err(err, errlen, "%s%s: out of memory", file, "");
        r = -1;
        break;
      }
      r = dir_read(path, data, len, err, errlen);
      if (r > 0 && originlen) snprintf(origin, originlen, "%s", path);
    }
  }
  free(path);
  free(file);
  return r;
}

void cp_close(ClassPath *cp) {
  if (!cp) return;
  for (size_t i = 0; i < cp->n; i++) {
    if (cp->v[i].zip) zip_discard(cp->v[i].zip); /* read-only: nothing to write back */
    free(cp->v[i].slots);
    free(cp->v[i].path);
  }
  free(cp->v);
  free(cp);
}
