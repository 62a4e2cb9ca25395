/* descriptor.c -- syntax of names and descriptors (JVMS 4.2, 4.3).
 *
 * All functions take NUL-terminated modified UTF-8 as stored by cf_parse.
 * Modified UTF-8 has no NUL byte, so the terminator is the true end. */
#include "classfile/classfile.h"

#include <string.h>

/* A binary name in internal form: '/'-separated identifiers, each non-empty
 * and free of '.', ';' and '['.  n bytes starting at s. */
static int valid_internal_name(const char *s, size_t n) {
  if (n == 0) return 0;
  int seglen = 0;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (c == '.' || c == ';' || c == '[') return 0;
    if (c == '/') {
      if (seglen == 0) return 0; /* leading '/' or "//" */
      seglen = 0;
    } else {
      seglen++;
    }
  }
  return seglen > 0; /* no trailing '/' */
}

/* Returns the end of the field type that starts at d, or NULL. */
static const char *skip_field_type(const char *d) {
  int dims = 0;
  while (*d == '[') {
    if (++dims > 255) return NULL; /* JVMS 4.3.2: at most 255 dimensions */
    d++;
  }
  switch (*d) {
  case 'B':
  case 'C':
  case 'D':
  case 'F':
  case 'I':
  case 'J':
  case 'S':
  case 'Z': return d + 1;
  case 'L': {
    const char *semi = strchr(d + 1, ';');
    if (!semi || !valid_internal_name(d + 1, (size_t)(semi - d - 1))) return NULL;
    return semi + 1;
  }
  default: return NULL;
  }
}

int cf_valid_field_desc(const char *d) {
  const char *e = skip_field_type(d);
  return e && *e == '\0';
}

int cf_valid_method_desc(const char *d) {
  if (*d++ != '(') return 0;
  while (*d != ')') {
    d = skip_field_type(d);
    if (!d) return 0;
  }
  d++;
  if (*d == 'V') return d[1] == '\0';
  return cf_valid_field_desc(d);
}

int cf_arg_slots(const char *md) {
  if (!cf_valid_method_desc(md)) return -1;
  int n = 0;
  const char *d = md + 1;
  while (*d != ')') {
    n += (*d == 'J' || *d == 'D') ? 2 : 1;
    d = skip_field_type(d);
  }
  return n;
}

int cf_field_slots(const char *fd) { return (fd[0] == 'J' || fd[0] == 'D') ? 2 : 1; }

int cf_ret_slots(const char *md) {
  const char *r = strchr(md, ')');
  if (!r || r[1] == 'V') return 0;
  return cf_field_slots(r + 1);
}

int cf_valid_class_name(const char *n) {
  if (n[0] == '[') return cf_valid_field_desc(n);
  return valid_internal_name(n, strlen(n));
}

int cf_valid_unqualified_name(const char *n, int is_method) {
  if (is_method && (strcmp(n, "<init>") == 0 || strcmp(n, "<clinit>") == 0)) return 1;
  if (*n == '\0') return 0;
  for (; *n; n++) {
    if (*n == '.' || *n == ';' || *n == '[' || *n == '/') return 0;
    if (is_method && (*n == '<' || *n == '>')) return 0;
  }
  return 1;
}
