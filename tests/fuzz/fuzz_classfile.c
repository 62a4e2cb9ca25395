/* fuzz_classfile.c -- libFuzzer target: parse, check every method, list it.
 *
 * Any input must end in success or in one clean error: sanitizers report
 * every out-of-bounds read, leak or undefined operation along the way.  The
 * same entry point is driven by replay.c for the regression test. */
#include "classfile/classfile.h"

#include <stdio.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *sink(void) {
  static FILE *devnull;
  if (!devnull) devnull = fopen("/dev/null", "w");
  return devnull;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char err[256];
  ClassFile *cf;
  if (cf_parse(data, size, "fuzz.class", &cf, err, sizeof err) < 0) {
    /* the contract: one line naming the origin */
    if (strncmp(err, "fuzz.class: ", 12) != 0 || strchr(err, '\n')) __builtin_trap();
    return 0;
  }
  for (unsigned i = 0; i < cf->nmethods; i++) {
    const CfMember *m = &cf->methods[i];
    int ok = cf_check_code(cf, m, err, sizeof err) == 0;
    if (!ok && (strncmp(err, "fuzz.class: method ", 19) != 0 || strchr(err, '\n')))
      __builtin_trap();
    /* the disassembler must cope with unchecked code too */
    if (sink()) cf_disasm_method(sink(), cf, m);
    if (m->code) cf_line_for_pc(m->code, m->code->code_len / 2);
  }
  cf_free(cf);
  return 0;
}
