/* string.c -- java.lang.String objects made by the VM, and the intern table.
 * A String is { char[] value; int hash; } (jlib/README.md). */
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/heap.h"

/* Decode modified UTF-8 (JVMS 4.4.7) into UTF-16; returns the number of chars. */
static uint32_t mutf8_decode(const char *s, uint16_t *out) {
  const uint8_t *p = (const uint8_t *)s;
  uint32_t n = 0;
  while (*p) {
    uint16_t c;
    if (p[0] < 0x80) {
      c = p[0];
      p += 1;
    } else if ((p[0] & 0xe0) == 0xc0 && p[1]) {
      c = (uint16_t)(((p[0] & 0x1f) << 6) | (p[1] & 0x3f));
      p += 2;
    } else if ((p[0] & 0xf0) == 0xe0 && p[1] && p[2]) {
      c = (uint16_t)(((p[0] & 0x0f) << 12) | ((p[1] & 0x3f) << 6) | (p[2] & 0x3f));
      p += 3;
    } else if ((p[0] & 0xf8) == 0xf0 && p[1] && p[2] && p[3]) { /* real UTF-8 from C callers */
      uint32_t cp = ((uint32_t)(p[0] & 7) << 18) | ((p[1] & 0x3f) << 12) | ((p[2] & 0x3f) << 6) |
                    (p[3] & 0x3f);
      cp -= 0x10000;
      if (out) out[n] = (uint16_t)(0xd800 + (cp >> 10));
      n++;
      c = (uint16_t)(0xdc00 + (cp & 0x3ff));
      p += 4;
    } else {
      c = 0xfffd;
      p += 1;
    }
    if (out) out[n] = c;
    n++;
  }
  return n;
}

Ref str_new_utf16(VM *vm, const uint16_t *chars, uint32_t len) {
  Ref arr = heap_new_prim_array(vm, TY_CHAR, (int32_t)len);
  if (!arr) return 0;
  memcpy(arr_data(heap_obj(vm, arr)), chars, (size_t)len * 2);
  heap_pin(vm, arr);
  Ref s = heap_new_object(vm, vm->c_string);
  vm->heap.ntemp--;
  if (!s) return 0;
  heap_obj(vm, s)->data[vm->f_string_value->slot].r = arr;
  return s;
}

Ref str_new_utf8(VM *vm, const char *s) {
  uint32_t n = mutf8_decode(s, NULL);
  uint16_t stackbuf[256];
  uint16_t *buf = n <= 256 ? stackbuf : malloc((size_t)n * 2);
  if (!buf) return 0;
  mutf8_decode(s, buf);
  Ref r = str_new_utf16(vm, buf, n);
  if (buf != stackbuf) free(buf);
  return r;
}

const uint16_t *str_chars(VM *vm, Ref s, uint32_t *len) {
  Ref arr = heap_obj(vm, s)->data[vm->f_string_value->slot].r;
  if (!arr) {
    *len = 0;
    return NULL;
  }
  Object *a = heap_obj(vm, arr);
  *len = a->length;
  return ARR(a, uint16_t);
}

char *str_to_utf8(VM *vm, Ref s) {
  uint32_t n;
  const uint16_t *c = str_chars(vm, s, &n);
  char *out = malloc((size_t)n * 4 + 1), *p = out;
  if (!out) vm_fatal(vm, "out of memory");
  for (uint32_t i = 0; i < n; i++) {
    uint32_t cp = c[i];
    if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < n && c[i + 1] >= 0xdc00 && c[i + 1] < 0xe000) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (c[i + 1] - 0xdc00);
      i++;
    }
    if (cp < 0x80) *p++ = (char)cp;
    else if (cp < 0x800) {
      *p++ = (char)(0xc0 | (cp >> 6));
      *p++ = (char)(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      *p++ = (char)(0xe0 | (cp >> 12));
      *p++ = (char)(0x80 | ((cp >> 6) & 0x3f));
      *p++ = (char)(0x80 | (cp & 0x3f));
    } else {
      *p++ = (char)(0xf0 | (cp >> 18));
      *p++ = (char)(0x80 | ((cp >> 12) & 0x3f));
      *p++ = (char)(0x80 | ((cp >> 6) & 0x3f));
      *p++ = (char)(0x80 | (cp & 0x3f));
    }
  }
  *p = 0;
  return out;
}

/* ---- intern table: open addressing on the String's Java hash ---- */

static uint32_t chars_hash(const uint16_t *c, uint32_t n) {
  uint32_t h = 0;
  for (uint32_t i = 0; i < n; i++) h = 31 * h + c[i];
  return h;
}

static bool str_equals_chars(VM *vm, Ref s, const uint16_t *c, uint32_t n) {
  uint32_t m;
  const uint16_t *sc = str_chars(vm, s, &m);
  return m == n && (n == 0 || memcmp(sc, c, (size_t)n * 2) == 0);
}

static void intern_grow(VM *vm) {
  StrTable *t = &vm->strings;
  uint32_t ncap = t->cap ? t->cap * 2 : 1024;
  Ref *ns = calloc(ncap, sizeof *ns);
  if (!ns) vm_fatal(vm, "out of memory (string table)");
  for (uint32_t i = 0; i < t->cap; i++) {
    if (!t->slots[i]) continue;
    uint32_t n;
    const uint16_t *c = str_chars(vm, t->slots[i], &n);
    uint32_t j = chars_hash(c, n) & (ncap - 1);
    while (ns[j]) j = (j + 1) & (ncap - 1);
    ns[j] = t->slots[i];
  }
  free(t->slots);
  t->slots = ns;
  t->cap = ncap;
}

/* Find the interned string with these chars, or add make() of them. */
static Ref intern_chars(VM *vm, const uint16_t *c, uint32_t n, Ref existing) {
  StrTable *t = &vm->strings;
  if (t->count * 2 >= t->cap) intern_grow(vm);
  uint32_t j = chars_hash(c, n) & (t->cap - 1);
  for (; t->slots[j]; j = (j + 1) & (t->cap - 1))
    if (str_equals_chars(vm, t->slots[j], c, n)) return t->slots[j];
  /* interned strings are permanent (cached in constant pools); a string
   * interned at run time is copied into a permanent one */
  (void)existing;
  vm->heap.alloc_perm = true;
  Ref s = str_new_utf16(vm, c, n);
  vm->heap.alloc_perm = false;
  if (!s) return 0;
  t->slots[j] = s;
  t->count++;
  return s;
}

Ref str_intern_utf8(VM *vm, const char *s) {
  uint32_t n = mutf8_decode(s, NULL);
  uint16_t stackbuf[256];
  uint16_t *buf = n <= 256 ? stackbuf : malloc((size_t)n * 2);
  if (!buf) return 0;
  mutf8_decode(s, buf);
  Ref r = intern_chars(vm, buf, n, 0);
  if (buf != stackbuf) free(buf);
  return r;
}

Ref str_intern(VM *vm, Ref s) {
  uint32_t n;
  const uint16_t *c = str_chars(vm, s, &n);
  return intern_chars(vm, c, n, s);
}
