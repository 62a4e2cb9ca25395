/* bytecheck.c -- structural checks of one method's code (JVMS 4.9, 4.10).
 *
 * Three passes.  decode: every instruction fits in the code and has legal
 * operands (constant pool kinds, local indexes, switch layout).  targets:
 * every branch, switch and handler pc lands on an instruction.  flow: a
 * data-flow walk gives every reachable instruction one operand-stack depth,
 * counted in slots, that stays within [0, max_stack].  The interpreter can then
 * trust pcs, local indexes and stack bounds without checking them. */
#include "classfile/classfile.h"
#include "classfile/opcodes.h"
#include "util/util.h"

#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define BIT(tag) (1u << (tag))

typedef struct Checker {
  const ClassFile *cf;
  const CfMember *m;
  const CfCode *c;
  char *err;
  size_t errlen;
  jmp_buf jb;
  uint8_t *start; /* start[pc] != 0: an instruction begins at pc */
  int32_t *depth; /* stack depth on entry to pc, -1 while unreached */
  uint32_t *work; /* pcs whose depth is known but which are not yet walked */
  uint32_t nwork;
  uint32_t from;       /* pc of the instruction being walked, for messages */
  int32_t after;       /* stack depth after it: what its branch targets receive */
  bool structure_only; /* no flow pass, no return check: the verifier does them */
} Checker;

__attribute__((format(printf, 2, 3))) static _Noreturn void fail(Checker *k, const char *fmt, ...) {
  if (k->errlen) {
    int n = snprintf(k->err, k->errlen, "%s: method %.200s%.200s: ", k->cf->origin, k->m->name,
                     k->m->desc);
    if (n >= 0 && (size_t)n < k->errlen) {
      va_list ap;
      va_start(ap, fmt);
      vsnprintf(k->err + n, k->errlen - (size_t)n, fmt, ap);
      va_end(ap);
    }
    for (char *s = k->err; *s; s++) /* names may hold control characters */
      if ((unsigned char)*s < 0x20 || *s == 0x7f) *s = '?';
  }
  longjmp(k->jb, 1);
}

static const char *opname(unsigned op) {
  const char *s = cf_opcode_name(op);
  return s ? s : "?";
}

/* ---- decode: lengths and operands --------------------------------------------------- */

static int is_wide_local_op(unsigned op) {
  return (op >= OP_ILOAD && op <= OP_ALOAD) || (op >= OP_ISTORE && op <= OP_ASTORE) || op == OP_RET;
}

/* Operands of a switch start at the next multiple of 4 (JVMS 6.5 tableswitch). */
static uint32_t switch_base(uint32_t pc) { return (pc + 4) & ~3u; }

static uint32_t switch_len(Checker *k, uint32_t pc) {
  const uint8_t *c = k->c->code;
  unsigned op = c[pc];
  uint32_t n = k->c->code_len, base = switch_base(pc);
  int64_t hdr = op == OP_TABLESWITCH ? 12 : 8, len;
  if ((int64_t)base + hdr > n) fail(k, "%s at pc %u runs past the end of the code", opname(op), pc);
  /* HotSpot insists on zero padding from version 51 on */
  for (uint32_t i = pc + 1; i < base; i++)
    if (c[i] != 0 && k->cf->major >= 51)
      fail(k, "nonzero padding byte in %s at pc %u", opname(op), pc);
  if (op == OP_TABLESWITCH) {
    int32_t lo = be_s4(c + base + 4), hi = be_s4(c + base + 8);
    if (lo > hi) fail(k, "tableswitch at pc %u has low %d > high %d", pc, lo, hi);
    len = hdr + 4 * ((int64_t)hi - lo + 1);
  } else {
    int32_t npairs = be_s4(c + base + 4);
    if (npairs < 0) fail(k, "lookupswitch at pc %u has %d pairs", pc, npairs);
    len = hdr + 8 * (int64_t)npairs;
  }
  if ((int64_t)base + len > n) fail(k, "%s at pc %u runs past the end of the code", opname(op), pc);
  if (op == OP_LOOKUPSWITCH) {
    int32_t npairs = be_s4(c + base + 4);
    for (int32_t i = 1; i < npairs; i++)
      if (be_s4(c + base + 8 + 8 * i) <= be_s4(c + base + 8 + 8 * (i - 1)))
        fail(k, "lookupswitch keys at pc %u are not sorted", pc);
  }
  return (uint32_t)(base + len - pc);
}

static uint32_t insn_len(Checker *k, uint32_t pc) {
  const uint8_t *c = k->c->code;
  uint32_t n = k->c->code_len;
  unsigned op = c[pc];
  int len = cf_opcode_len(op);
  if (len < 0) fail(k, "unknown opcode 0x%02x at pc %u", op, pc);
  if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) return switch_len(k, pc);
  if (op == OP_WIDE) {
    if (n - pc < 2) fail(k, "wide at pc %u runs past the end of the code", pc);
    if (c[pc + 1] == OP_IINC)
      len = 6;
    else if (is_wide_local_op(c[pc + 1]))
      len = 4;
    else
      fail(k, "wide at pc %u cannot modify %s", pc, opname(c[pc + 1]));
  }
  if (n - pc < (uint32_t)len) fail(k, "%s at pc %u runs past the end of the code", opname(op), pc);
  return (uint32_t)len;
}

static void local(Checker *k, uint32_t pc, unsigned idx, unsigned slots) {
  if (idx + slots > k->c->max_locals)
    fail(k, "local variable %u at pc %u is not below max_locals %u", idx + slots - 1, pc,
         k->c->max_locals);
}

/* cp index idx used by the instruction at pc must have a tag in mask. */
static const CfConst *operand(Checker *k, uint32_t pc, unsigned idx, unsigned mask) {
  const ClassFile *cf = k->cf;
  unsigned op = k->c->code[pc];
  if (idx == 0 || idx >= cf->cp_count)
    fail(k, "constant pool index %u of %s at pc %u out of range (count %u)", idx, opname(op), pc,
         cf->cp_count);
  unsigned tag = cf->cp[idx].tag;
  if (!(mask & BIT(tag)))
    fail(k, "constant pool entry %u of %s at pc %u is %s", idx, opname(op), pc,
         tag ? cf_tag_name(tag) : "unusable");
  return &cf->cp[idx];
}

static const char *ref_name(Checker *k, const CfConst *e) {
  return cf_nat_name(k->cf, e->u.ref.nat);
}
static const char *ref_desc(Checker *k, const CfConst *e) {
  return cf_nat_desc(k->cf, e->u.ref.nat);
}

static int array_dims(const char *name) {
  int d = 0;
  while (name[d] == '[')
    d++;
  return d;
}

static void check_ldc(Checker *k, uint32_t pc, unsigned idx, int wide2) {
  unsigned mask = wide2 ? BIT(CF_Long) | BIT(CF_Double) | BIT(CF_Dynamic)
                        : BIT(CF_Integer) | BIT(CF_Float) | BIT(CF_String) | BIT(CF_Class) |
                              BIT(CF_MethodType) | BIT(CF_MethodHandle) | BIT(CF_Dynamic);
  const CfConst *e = operand(k, pc, idx, mask);
  if (e->tag == CF_Class && k->cf->major < 49)
    fail(k, "ldc of a class at pc %u needs class file version 49", pc);
  if (e->tag == CF_Dynamic && (cf_field_slots(cf_nat_desc(k->cf, e->u.dyn.nat)) == 2) != wide2)
    fail(k, "%s at pc %u loads a dynamic constant of the wrong size", opname(k->c->code[pc]), pc);
}

static void check_invoke(Checker *k, uint32_t pc, unsigned op) {
  const uint8_t *c = k->c->code + pc;
  unsigned mask = BIT(CF_Methodref);
  if (op == OP_INVOKEINTERFACE)
    mask = BIT(CF_InterfaceMethodref);
  else if (op != OP_INVOKEVIRTUAL && k->cf->major >= 52)
    mask |= BIT(CF_InterfaceMethodref);
  const CfConst *e = operand(k, pc, be_u2(c + 1), mask);
  const char *name = ref_name(k, e);
  /* only invokespecial may call <init>; the pool never names <clinit> */
  if (name[0] == '<' && op != OP_INVOKESPECIAL)
    fail(k, "%s at pc %u cannot call %s", opname(op), pc, name);
  if (op == OP_INVOKEINTERFACE) {
    if (c[3] == 0) fail(k, "invokeinterface at pc %u has count 0", pc);
    if (c[3] != cf_arg_slots(ref_desc(k, e)) + 1)
      fail(k, "invokeinterface at pc %u has count %u, expected %d", pc, c[3],
           cf_arg_slots(ref_desc(k, e)) + 1);
    if (c[4] != 0) fail(k, "invokeinterface at pc %u has nonzero fourth byte", pc);
  }
}

/* The return instruction must suit the method's return type. */
static void check_return(Checker *k, uint32_t pc, unsigned op) {
  char r = strchr(k->m->desc, ')')[1];
  unsigned want;
  switch (r) {
  case 'V': want = OP_RETURN; break;
  case 'J': want = OP_LRETURN; break;
  case 'F': want = OP_FRETURN; break;
  case 'D': want = OP_DRETURN; break;
  case 'L':
  case '[': want = OP_ARETURN; break;
  default: want = OP_IRETURN; break;
  }
  if (op != want)
    fail(k, "%s at pc %u does not match the return type of the method", opname(op), pc);
}

static void check_class_op(Checker *k, uint32_t pc, unsigned op) {
  const uint8_t *c = k->c->code + pc;
  const CfConst *e = operand(k, pc, be_u2(c + 1), BIT(CF_Class));
  const char *name = cf_utf8(k->cf, e->u.idx);
  if (op == OP_NEW && name[0] == '[') fail(k, "new at pc %u names array class %.200s", pc, name);
  if (op == OP_ANEWARRAY && array_dims(name) >= 255)
    fail(k, "anewarray at pc %u makes an array of more than 255 dimensions", pc);
  if (op == OP_MULTIANEWARRAY) {
    if (c[3] == 0) fail(k, "multianewarray at pc %u has 0 dimensions", pc);
    if (array_dims(name) < c[3])
      fail(k, "multianewarray at pc %u has %u dimensions but %.200s fewer", pc, c[3], name);
  }
}

static void check_operands(Checker *k, uint32_t pc, unsigned op) {
  const uint8_t *c = k->c->code + pc;
  if (op >= OP_ILOAD && op <= OP_ALOAD)
    local(k, pc, c[1], op == OP_LLOAD || op == OP_DLOAD ? 2 : 1);
  else if (op >= OP_ISTORE && op <= OP_ASTORE)
    local(k, pc, c[1], op == OP_LSTORE || op == OP_DSTORE ? 2 : 1);
  else if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
    unsigned t = (op - OP_ILOAD_0) / 4; /* i l f d a */
    local(k, pc, (op - OP_ILOAD_0) % 4, t == 1 || t == 3 ? 2 : 1);
  } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
    unsigned t = (op - OP_ISTORE_0) / 4;
    local(k, pc, (op - OP_ISTORE_0) % 4, t == 1 || t == 3 ? 2 : 1);
  } else if (op >= OP_IRETURN && op <= OP_RETURN) {
    if (!k->structure_only) check_return(k, pc, op);
  } else {
    switch (op) {
    case OP_IINC: local(k, pc, c[1], 1); break;
    case OP_WIDE: {
      unsigned sub = c[1];
      local(k, pc, be_u2(c + 2),
            sub == OP_LLOAD || sub == OP_DLOAD || sub == OP_LSTORE || sub == OP_DSTORE ? 2 : 1);
      if (sub == OP_RET) goto jsr;
      break;
    }
    case OP_LDC: check_ldc(k, pc, c[1], 0); break;
    case OP_LDC_W: check_ldc(k, pc, be_u2(c + 1), 0); break;
    case OP_LDC2_W: check_ldc(k, pc, be_u2(c + 1), 1); break;
    case OP_GETSTATIC:
    case OP_PUTSTATIC:
    case OP_GETFIELD:
    case OP_PUTFIELD: operand(k, pc, be_u2(c + 1), BIT(CF_Fieldref)); break;
    case OP_INVOKEVIRTUAL:
    case OP_INVOKESPECIAL:
    case OP_INVOKESTATIC:
    case OP_INVOKEINTERFACE: check_invoke(k, pc, op); break;
    case OP_INVOKEDYNAMIC:
      operand(k, pc, be_u2(c + 1), BIT(CF_InvokeDynamic));
      if (c[3] || c[4]) fail(k, "invokedynamic at pc %u has nonzero bytes 3 and 4", pc);
      break;
    case OP_NEW:
    case OP_ANEWARRAY:
    case OP_CHECKCAST:
    case OP_INSTANCEOF:
    case OP_MULTIANEWARRAY: check_class_op(k, pc, op); break;
    case OP_NEWARRAY:
      if (c[1] < 4 || c[1] > 11) fail(k, "newarray at pc %u has bad element type %u", pc, c[1]);
      break;
    case OP_JSR:
    case OP_JSR_W:
    case OP_RET:
    jsr:
      /* javac stopped emitting subroutines long before --release 8 */
      if (k->cf->major >= 51)
        fail(k, "%s at pc %u is not allowed in class file version %u", opname(op), pc,
             k->cf->major);
      fail(k, "%s at pc %u: subroutines are not supported", opname(op), pc);
    }
  }
}

static void decode(Checker *k) {
  for (uint32_t pc = 0; pc < k->c->code_len;) {
    uint32_t len = insn_len(k, pc);
    k->start[pc] = 1;
    check_operands(k, pc, k->c->code[pc]);
    pc += len;
  }
}

/* ---- targets -------------------------------------------------------------------------- */

typedef void (*TargetFn)(Checker *k, uint32_t pc, int64_t target);

/* Calls fn for every branch or switch target of the instruction at pc. */
static void each_target(Checker *k, uint32_t pc, TargetFn fn) {
  const uint8_t *c = k->c->code;
  unsigned op = c[pc];
  if ((op >= OP_IFEQ && op <= OP_JSR) || op == OP_IFNULL || op == OP_IFNONNULL) {
    fn(k, pc, (int64_t)pc + (int16_t)be_u2(c + pc + 1));
  } else if (op == OP_GOTO_W || op == OP_JSR_W) {
    fn(k, pc, (int64_t)pc + be_s4(c + pc + 1));
  } else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
    uint32_t b = switch_base(pc);
    fn(k, pc, (int64_t)pc + be_s4(c + b));
    int64_t n =
        op == OP_TABLESWITCH ? (int64_t)be_s4(c + b + 8) - be_s4(c + b + 4) + 1 : be_s4(c + b + 4);
    for (int64_t i = 0; i < n; i++)
      fn(k, pc,
         (int64_t)pc + be_s4(op == OP_TABLESWITCH ? c + b + 12 + 4 * i : c + b + 12 + 8 * i));
  }
}

static void check_target(Checker *k, uint32_t pc, int64_t t) {
  if (t < 0 || t >= k->c->code_len)
    fail(k, "branch target %lld at pc %u is outside the code (length %u)", (long long)t, pc,
         k->c->code_len);
  if (!k->start[t]) fail(k, "branch target %lld at pc %u is not an instruction", (long long)t, pc);
}

static void check_handlers(Checker *k) {
  const CfCode *c = k->c;
  for (unsigned i = 0; i < c->nhandlers; i++) {
    const CfHandler *h = &c->handlers[i];
    if (h->start_pc >= h->end_pc || h->end_pc > c->code_len)
      fail(k, "exception handler %u has bad range %u..%u (code length %u)", i, h->start_pc,
           h->end_pc, c->code_len);
    if (!k->start[h->start_pc] || (h->end_pc < c->code_len && !k->start[h->end_pc]))
      fail(k, "exception handler %u range %u..%u does not start and end at instructions", i,
           h->start_pc, h->end_pc);
    if (h->handler_pc >= c->code_len || !k->start[h->handler_pc])
      fail(k, "exception handler %u at pc %u is not an instruction", i, h->handler_pc);
    if (h->catch_type &&
        (h->catch_type >= k->cf->cp_count || k->cf->cp[h->catch_type].tag != CF_Class))
      fail(k, "exception handler %u has catch type %u, which is not a Class", i, h->catch_type);
  }
}

static void targets(Checker *k) {
  for (uint32_t pc = 0; pc < k->c->code_len; pc++)
    if (k->start[pc]) each_target(k, pc, check_target);
  check_handlers(k);
}

/* ---- flow ----------------------------------------------------------------------------- */

/* Slots popped and pushed by the instruction at pc: the opcode table's
 * stack-effect columns, and the operands for the OPV opcodes. */
void cf_insn_effect(const ClassFile *cf, const uint8_t *c, int *pop, int *push) {
  const CfConst *cp = cf->cp;
  unsigned op = c[0];
  int po = cf_opcode_pops(op), pu = cf_opcode_pushes(op);
  if (po >= 0) {
    *pop = po;
    *push = pu;
    return;
  }
  po = pu = 0;
  switch (op) {
  case OP_GETSTATIC: pu = cf_field_slots(cf_nat_desc(cf, cp[be_u2(c + 1)].u.ref.nat)); break;
  case OP_PUTSTATIC: po = cf_field_slots(cf_nat_desc(cf, cp[be_u2(c + 1)].u.ref.nat)); break;
  case OP_GETFIELD: po = 1, pu = cf_field_slots(cf_nat_desc(cf, cp[be_u2(c + 1)].u.ref.nat)); break;
  case OP_PUTFIELD: po = 1 + cf_field_slots(cf_nat_desc(cf, cp[be_u2(c + 1)].u.ref.nat)); break;
  case OP_INVOKEVIRTUAL:
  case OP_INVOKESPECIAL:
  case OP_INVOKESTATIC:
  case OP_INVOKEINTERFACE:
  case OP_INVOKEDYNAMIC: {
    const CfConst *e = &cp[be_u2(c + 1)];
    const char *d = cf_nat_desc(cf, op == OP_INVOKEDYNAMIC ? e->u.dyn.nat : e->u.ref.nat);
    po = cf_arg_slots(d) + (op != OP_INVOKESTATIC && op != OP_INVOKEDYNAMIC);
    pu = cf_ret_slots(d);
    break;
  }
  case OP_MULTIANEWARRAY: po = c[3], pu = 1; break;
  case OP_WIDE:
    if (c[1] != OP_IINC && c[1] != OP_RET) {
      po = cf_opcode_pops(c[1]);
      pu = cf_opcode_pushes(c[1]);
    }
    break;
  default: break;
  }
  *pop = po;
  *push = pu;
}

static void effect(Checker *k, uint32_t pc, int *pop, int *push) {
  cf_insn_effect(k->cf, k->c->code + pc, pop, push);
}

static void merge(Checker *k, uint32_t pc, int32_t d) {
  if (d > k->c->max_stack)
    fail(k, "stack depth %d at pc %u exceeds max_stack %u", d, pc, k->c->max_stack);
  if (k->depth[pc] < 0) {
    k->depth[pc] = d;
    k->work[k->nwork++] = pc; /* at most once per pc, so work[] cannot overflow */
  } else if (k->depth[pc] != d) {
    fail(k, "stack depth at pc %u is %d from pc %u but %d on another path", pc, d, k->from,
         k->depth[pc]);
  }
}

static void flow_target(Checker *k, uint32_t pc, int64_t t) { merge(k, (uint32_t)t, k->after); }

static int ends_flow(unsigned op) {
  return op == OP_GOTO || op == OP_GOTO_W || op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH ||
         (op >= OP_IRETURN && op <= OP_RETURN) || op == OP_ATHROW;
}

static void walk(Checker *k, uint32_t pc) {
  unsigned op = k->c->code[pc];
  int pop, push;
  effect(k, pc, &pop, &push);
  int32_t d = k->depth[pc];
  k->from = pc;
  if (d < pop)
    fail(k, "stack underflow at pc %u: %s needs %d slots, the depth is %d", pc, opname(op), pop, d);
  int32_t nd = d - pop + push;
  if (nd > k->c->max_stack)
    fail(k, "stack overflow at pc %u: %s leaves depth %d, max_stack is %u", pc, opname(op), nd,
         k->c->max_stack);
  k->after = nd;
  each_target(k, pc, flow_target);
  if (!ends_flow(op)) {
    uint32_t next = pc + insn_len(k, pc);
    if (next >= k->c->code_len) fail(k, "execution falls off the end of the code at pc %u", pc);
    merge(k, next, nd);
  }
}

/* ---- driver --------------------------------------------------------------------------- */

static int check_guarded(Checker *k) {
  if (setjmp(k->jb)) return -1;
  const CfCode *c = k->c;
  int args = cf_arg_slots(k->m->desc) + !(k->m->flags & ACC_STATIC);
  if (c->max_locals < args)
    fail(k, "max_locals %u is less than the %d slots of the arguments", c->max_locals, args);
  decode(k);
  targets(k);
  if (k->structure_only) return 0;
  memset(k->depth, 0xff, c->code_len * sizeof(int32_t)); /* all -1 */
  merge(k, 0, 0);
  for (unsigned i = 0; i < c->nhandlers; i++)
    merge(k, c->handlers[i].handler_pc, 1);
  while (k->nwork)
    walk(k, k->work[--k->nwork]);
  return 0;
}

static int check_code(const ClassFile *cf, const CfMember *m, bool structure_only, char *err,
                      size_t errlen) {
  if (err && errlen)
    err[0] = '\0';
  else
    err = NULL, errlen = 0;
  if (!m->code) return 0; /* abstract or native: nothing to check */
  Checker k = {.cf = cf,
               .m = m,
               .c = m->code,
               .err = err,
               .errlen = errlen,
               .structure_only = structure_only};
  uint32_t n = m->code->code_len;
  if (n == 0 || n > 65535) {
    if (errlen)
      snprintf(err, errlen, "%s: method %.200s%.200s: code length %u is not in 1..65535",
               cf->origin, m->name, m->desc, n);
    return -1;
  }
  k.start = calloc(n, 1);
  k.depth = malloc(n * sizeof(int32_t));
  k.work = malloc(n * sizeof(uint32_t));
  int r = -1;
  if (k.start && k.depth && k.work)
    r = check_guarded(&k);
  else if (errlen)
    snprintf(err, errlen, "%s: out of memory", cf->origin);
  free(k.start);
  free(k.depth);
  free(k.work);
  return r;
}

int cf_check_code(const ClassFile *cf, const CfMember *m, char *err, size_t errlen) {
  return check_code(cf, m, false, err, errlen);
}

int cf_check_code_structure(const ClassFile *cf, const CfMember *m, char *err, size_t errlen) {
  return check_code(cf, m, true, err, errlen);
}
