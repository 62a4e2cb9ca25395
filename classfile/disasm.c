/* disasm.c -- a javap -c-like listing of a method, for traces and debugging.
 *
 * The code need not have passed cf_check_code(): every read is bounds-checked
 * and every constant-pool operand is range- and kind-checked before use (the
 * pool itself was validated by cf_parse). */
#include "classfile/classfile.h"
#include "classfile/opcodes.h"
#include "util/util.h"

#include <stdlib.h>
#include <string.h>

/* A string constant, quoted, shortened and with control characters escaped. */
static void print_string(FILE *out, const char *s) {
  fputc('"', out);
  for (int i = 0; s[i]; i++) {
    if (i == 60) {
      fputs("...", out);
      break;
    }
    unsigned char ch = (unsigned char)s[i];
    if (ch == '\n')
      fputs("\\n", out);
    else if (ch == '"' || ch == '\\')
      fprintf(out, "\\%c", ch);
    else if (ch < 0x20 || ch == 0x7f)
      fprintf(out, "\\x%02x", ch);
    else
      fputc(ch, out);
  }
  fputc('"', out);
}

/* "// Method java/lang/Object."<init>":()V" for constant-pool entry i */
static void print_cp_comment(FILE *out, const ClassFile *cf, unsigned i) {
  if (i == 0 || i >= cf->cp_count || cf->cp[i].tag == 0) {
    fputs("  // <bad constant pool index>", out);
    return;
  }
  const CfConst *e = &cf->cp[i];
  fputs("  // ", out);
  switch (e->tag) {
  case CF_Integer: fprintf(out, "int %d", e->u.i); break;
  case CF_Float: fprintf(out, "float %gf", (double)e->u.f); break;
  case CF_Long: fprintf(out, "long %lldl", (long long)e->u.j); break;
  case CF_Double: fprintf(out, "double %gd", e->u.d); break;
  case CF_String: fputs("String ", out), print_string(out, cf_utf8(cf, e->u.idx)); break;
  case CF_Class: fprintf(out, "class %s", cf_class_name(cf, (uint16_t)i)); break;
  case CF_MethodType: fprintf(out, "MethodType %s", cf_utf8(cf, e->u.idx)); break;
  case CF_MethodHandle: fprintf(out, "MethodHandle kind %u #%u", e->u.mh.kind, e->u.mh.ref); break;
  case CF_Fieldref:
  case CF_Methodref:
  case CF_InterfaceMethodref:
    fprintf(out, "%s %s.%s:%s",
            e->tag == CF_Fieldref    ? "Field"
            : e->tag == CF_Methodref ? "Method"
                                     : "InterfaceMethod",
            cf_class_name(cf, e->u.ref.cls), cf_nat_name(cf, e->u.ref.nat),
            cf_nat_desc(cf, e->u.ref.nat));
    break;
  case CF_Dynamic:
  case CF_InvokeDynamic:
    fprintf(out, "%s #%u:%s:%s", cf_tag_name(e->tag), e->u.dyn.bsm, cf_nat_name(cf, e->u.dyn.nat),
            cf_nat_desc(cf, e->u.dyn.nat));
    break;
  default: fputs(cf_tag_name(e->tag), out); break;
  }
}

static const char *const array_types[12] = {[4] = "boolean", "char",  "float", "double",
                                            "byte",          "short", "int",   "long"};

/* Length of the switch at pc, or 0 if it does not fit. */
static uint32_t print_switch(FILE *out, const CfCode *code, uint32_t pc) {
  const uint8_t *c = code->code;
  int table = c[pc] == OP_TABLESWITCH;
  uint32_t b = (pc + 4) & ~3u;
  if ((uint64_t)b + 12 > code->code_len) return 0;
  int64_t lo = be_s4(c + b + 4), n = table ? (int64_t)be_s4(c + b + 8) - lo + 1 : lo;
  int64_t each = table ? 4 : 8, len = (int64_t)b - pc + (table ? 12 : 8) + each * n;
  if (n < 0 || (int64_t)pc + len > code->code_len) return 0;
  fputs("{ ", out);
  for (int64_t i = 0; i < n; i++) {
    const uint8_t *e = c + b + (table ? 12 : 8) + each * i;
    int64_t key = table ? lo + i : be_s4(e), off = be_s4(table ? e : e + 4);
    fprintf(out, "%lld: %lld, ", (long long)key, (long long)(pc + off));
  }
  fprintf(out, "default: %lld }", (long long)(pc + be_s4(c + b)));
  return (uint32_t)len;
}

int cf_disasm_insn(FILE *out, const ClassFile *cf, const CfCode *code, uint32_t pc) {
  if (pc >= code->code_len) return 0;
  const uint8_t *c = code->code + pc;
  uint32_t left = code->code_len - pc;
  unsigned op = c[0];
  int len = cf_opcode_len(op);
  fprintf(out, "%5u: ", pc);
  if (len < 0) {
    fprintf(out, "<unknown opcode 0x%02x>", op);
    return 0;
  }
  if (op == OP_WIDE) len = left >= 2 && c[1] == OP_IINC ? 6 : 4;
  if (op != OP_TABLESWITCH && op != OP_LOOKUPSWITCH && (uint32_t)len > left) {
    fprintf(out, "%s <truncated>", cf_opcode_name(op));
    return 0;
  }
  const char *name = cf_opcode_name(op);
  fputs(name, out);
  /* operands start in column 16; instructions without operands end at their name */
  int pad = 16 - (int)strlen(name);
  int has_operands = len != 1 || op == OP_WIDE;
  if (has_operands) fprintf(out, "%*s", pad, "");
  switch (op) {
  case OP_BIPUSH: fprintf(out, "%d", (int8_t)c[1]); break;
  case OP_SIPUSH: fprintf(out, "%d", (int16_t)be_u2(c + 1)); break;
  case OP_LDC: fprintf(out, "#%u", c[1]), print_cp_comment(out, cf, c[1]); break;
  case OP_ILOAD:
  case OP_LLOAD:
  case OP_FLOAD:
  case OP_DLOAD:
  case OP_ALOAD:
  case OP_ISTORE:
  case OP_LSTORE:
  case OP_FSTORE:
  case OP_DSTORE:
  case OP_ASTORE:
  case OP_RET: fprintf(out, "%u", c[1]); break;
  case OP_IINC: fprintf(out, "%u, %d", c[1], (int8_t)c[2]); break;
  case OP_WIDE:
    if (c[1] == OP_IINC)
      fprintf(out, "iinc %u, %d", be_u2(c + 2), (int16_t)be_u2(c + 4));
    else
      fprintf(out, "%s %u", cf_opcode_name(c[1]) ? cf_opcode_name(c[1]) : "?", be_u2(c + 2));
    break;
  case OP_NEWARRAY:
    fprintf(out, "%s", c[1] < 12 && array_types[c[1]] ? array_types[c[1]] : "?");
    break;
  case OP_INVOKEINTERFACE:
    fprintf(out, "#%u, %u", be_u2(c + 1), c[3]), print_cp_comment(out, cf, be_u2(c + 1));
    break;
  case OP_INVOKEDYNAMIC:
    fprintf(out, "#%u, 0", be_u2(c + 1)), print_cp_comment(out, cf, be_u2(c + 1));
    break;
  case OP_MULTIANEWARRAY:
    fprintf(out, "#%u, %u", be_u2(c + 1), c[3]), print_cp_comment(out, cf, be_u2(c + 1));
    break;
  case OP_GOTO_W:
  case OP_JSR_W: fprintf(out, "%lld", (long long)pc + be_s4(c + 1)); break;
  case OP_TABLESWITCH:
  case OP_LOOKUPSWITCH:
    len = (int)print_switch(out, code, pc);
    if (!len) fputs("<truncated>", out);
    break;
  default:
    if ((op >= OP_IFEQ && op <= OP_JSR) || op == OP_IFNULL || op == OP_IFNONNULL)
      fprintf(out, "%lld", (long long)pc + (int16_t)be_u2(c + 1));
    else if (len == 3) /* every other 3-byte instruction takes a cp index */
      fprintf(out, "#%u", be_u2(c + 1)), print_cp_comment(out, cf, be_u2(c + 1));
    break;
  }
  return len;
}

/* line_at[pc]: the line of the first LineNumberTable entry starting at pc, or
 * 0.  Built once, so a listing is linear in the code and the table (asking
 * cf_line_for_pc at every pc is quadratic: the fuzzer found that). */
static int32_t *line_starts(const CfCode *code) {
  int32_t *line_at = calloc(code->code_len, sizeof(int32_t));
  if (!line_at) return NULL;
  for (uint32_t i = code->nlines; i-- > 0;) /* backwards, so the first entry wins */
    if (code->lines[i].start_pc < code->code_len)
      line_at[code->lines[i].start_pc] = code->lines[i].line + 1;
  return line_at;
}

void cf_disasm_method(FILE *out, const ClassFile *cf, const CfMember *m) {
  fprintf(out, "%s%s", m->name, m->desc);
  const CfCode *code = m->code;
  if (!code) {
    fputs(" (no code)\n", out);
    return;
  }
  fprintf(out, "\n  stack=%u, locals=%u, code_len=%u\n", code->max_stack, code->max_locals,
          code->code_len);
  int32_t *line_at = line_starts(code);
  for (uint32_t pc = 0; pc < code->code_len;) {
    int len = cf_disasm_insn(out, cf, code, pc);
    if (len > 0 && line_at && line_at[pc]) fprintf(out, "  // line %d", line_at[pc] - 1);
    fputc('\n', out);
    if (len <= 0) break;
    pc += (uint32_t)len;
  }
  free(line_at);
  if (code->nhandlers) fputs("  Exception table:\n     from    to  target  type\n", out);
  for (unsigned i = 0; i < code->nhandlers; i++) {
    const CfHandler *h = &code->handlers[i];
    const char *type = "any";
    if (h->catch_type && h->catch_type < cf->cp_count && cf->cp[h->catch_type].tag == CF_Class)
      type = cf_class_name(cf, h->catch_type);
    fprintf(out, "    %5u %5u %7u  %s\n", h->start_pc, h->end_pc, h->handler_pc, type);
  }
}
