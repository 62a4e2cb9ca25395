/* npe.c -- "helpful NullPointerException" messages, as JDK 17 prints them.
 *
 * JEP 358 (Helpful NullPointerExceptions) describes the message in two parts:
 * what could not be done ("Cannot invoke \"String.length()\"") and, when the
 * VM can tell, which expression was null ("because \"<local1>.next\" is
 * null").  The second part comes from a data-flow analysis over the method's
 * bytecode that records, for every operand-stack slot, the instruction that
 * pushed it.  Programs print these messages (getMessage, uncaught exception
 * traces), so jpor must reproduce HotSpot's text exactly, including the places
 * where its analysis is deliberately approximate:
 *
 *  - The analysis is not a fixpoint.  It sweeps the code in address order,
 *    propagating a simulated stack to successors, and sweeps again only while
 *    some instruction has not been reached yet.  Merging into a stack that is
 *    already there does not make its successors be revisited.  It also stops as
 *    soon as the failing instruction has a stack.
 *  - Where two paths meet with different producers for a slot, the slot
 *    becomes unknown.  The stack handed on to a branch target is the one
 *    already merged with the fall-through successor's.
 *  - A switch also falls through to the next instruction.
 *  - Exception handlers start with just the exception on the stack and no
 *    knowledge of stored locals.
 *  - Without a LocalVariableTable, a local that is a parameter and has not
 *    been stored to on the analysed paths prints as "this" or
 *    "<parameterN>"; any other as "<localN>".
 *  - Descriptions nest at most five levels deep.
 *
 * The tests in tests/npe/ compare all of this with the host JDK. */
#include "vm/npe.h"
#include "util/util.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/exception.h"
#include "vm/synth.h"

enum {
  NPE_NO_BCI = 0xFFFFFFFFu, /* slot pushed by different instructions on different paths */
  NPE_MAX_DETAIL = 5,       /* nesting depth of a description */
  NPE_NO_SLOT = -1,         /* the instruction does not dereference */
  NPE_CONSTRUCTOR = -2,     /* an <init> call: never an implicit NPE, so no message */
};
/* Give up on huge methods, as HotSpot does: stacks summed over all
 * instructions. */
#define NPE_MAX_ENTRIES 1000000L

/* ---- output ---- */

typedef struct NpeOut {
  char *buf;
  size_t cap, len; /* len may exceed cap - 1: the text is then truncated */
} NpeOut;

static void npe_printf(NpeOut *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void npe_printf(NpeOut *o, const char *fmt, ...) {
  size_t room = o->len < o->cap ? o->cap - o->len : 0;
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(room ? o->buf + o->len : NULL, room, fmt, ap);
  va_end(ap);
  if (k > 0) o->len += (size_t)k;
}

static void npe_puts(NpeOut *o, const char *s) { npe_printf(o, "%s", s); }

/* ---- reading the code ---- */

/* Length of the instruction at pc, or 0 if it does not fit in the code. */
static uint32_t npe_insn_len(const uint8_t *bc, uint32_t len, uint32_t pc) {
  uint8_t op = bc[pc];
  uint64_t n;
  if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
    uint32_t p = (pc + 4) & ~3u;
    if ((uint64_t)p + 12 > len) return 0;
    if (op == OP_TABLESWITCH)
      n = (uint64_t)p + 12 + 4 * ((int64_t)be_s4(bc + p + 8) - be_s4(bc + p + 4) + 1) - pc;
    else
      n = (uint64_t)p + 8 + 8 * (uint64_t)(uint32_t)be_s4(bc + p + 4) - pc;
  } else if (op == OP_WIDE) {
    if (pc + 1 >= len) return 0;
    n = bc[pc + 1] == OP_IINC ? 6 : 4;
  } else {
    int k = cf_opcode_len(op);
    n = k > 0 ? (uint64_t)k : 0;
  }
  return n && pc + n <= len ? (uint32_t)n : 0;
}

/* Name and descriptor of a Fieldref/Methodref/InterfaceMethodref/InvokeDynamic. */
static const char *npe_ref_name(const ClassFile *cf, uint16_t idx) {
  const CfConst *k = &cf->cp[idx];
  return cf_nat_name(cf, k->tag == CF_InvokeDynamic ? k->u.dyn.nat : k->u.ref.nat);
}
static const char *npe_ref_desc(const ClassFile *cf, uint16_t idx) {
  const CfConst *k = &cf->cp[idx];
  return cf_nat_desc(cf, k->tag == CF_InvokeDynamic ? k->u.dyn.nat : k->u.ref.nat);
}
static const char *npe_ref_class(const ClassFile *cf, uint16_t idx) {
  return cf_class_name(cf, cf->cp[idx].u.ref.cls);
}

/* Slots taken by one value of the type a descriptor starts with (0 for V). */
static int npe_type_slots(char c) { return c == 'J' || c == 'D' ? 2 : c == 'V' ? 0 : 1; }

/* ---- the simulated operand stacks ---- */

typedef struct NpeStack {
  uint32_t size;
  uint32_t pad_;
  uint64_t written; /* bit i: local i was stored to on some path here (i > 63: assumed) */
  uint32_t bci[];   /* producer of each slot, bottom first */
} NpeStack;

typedef struct NpeFlow {
  const Method *m;
  const ClassFile *cf;
  const uint8_t *bc;
  uint32_t len;
  uint32_t *at; /* stack before each instruction: offset in pool, 0 = not reached yet */
  char *pool;   /* all those stacks: one allocation, as an NPE may be raised often */
  size_t pool_used, pool_cap;
  NpeStack *cur; /* the instruction being simulated */
  uint32_t cap;  /* slots cur can hold */
  long entries;
  bool added;    /* this sweep reached a new instruction */
  bool all_done; /* every instruction had a stack in this sweep */
  bool bad;      /* the code does not simulate sensibly: no "because" clause */
} NpeFlow;

static NpeStack *npe_stack_new(uint32_t slots) {
  NpeStack *s = malloc(sizeof *s + (size_t)slots * sizeof(uint32_t));
  if (s) {
    s->size = 0;
    s->written = 0;
  }
  return s;
}

/* The stack before the instruction at bci, or NULL.  Valid until the next
 * npe_at_new. */
static NpeStack *npe_at(const NpeFlow *fl, uint32_t bci) {
  return fl->at[bci] ? (NpeStack *)(fl->pool + fl->at[bci]) : NULL;
}

/* Give the instruction at bci an empty stack with room for `slots`. */
static NpeStack *npe_at_new(NpeFlow *fl, uint32_t bci, uint32_t slots) {
  size_t need = (sizeof(NpeStack) + slots * sizeof(uint32_t) + 7) & ~(size_t)7;
  if (fl->pool_used + need > fl->pool_cap) {
    size_t cap =
        fl->pool_cap * 2 > fl->pool_used + need ? fl->pool_cap * 2 : (fl->pool_used + need) * 2;
    char *p = cap <= UINT32_MAX ? realloc(fl->pool, cap) : NULL;
    if (!p) {
      fl->bad = true;
      return NULL;
    }
    fl->pool = p;
    fl->pool_cap = cap;
  }
  fl->at[bci] = (uint32_t)fl->pool_used;
  fl->pool_used += need;
  NpeStack *s = npe_at(fl, bci);
  s->size = 0;
  s->written = 0;
  return s;
}

static void npe_push1(NpeFlow *fl, uint32_t bci) {
  if (fl->cur->size >= fl->cap) {
    fl->bad = true;
    return;
  }
  fl->cur->bci[fl->cur->size++] = bci;
}

/* Push a value of n slots (0, 1 or 2) produced at bci. */
static void npe_push(NpeFlow *fl, uint32_t bci, int n) {
  for (int i = 0; i < n; i++)
    npe_push1(fl, bci);
}

static void npe_pop(NpeFlow *fl, uint32_t n) {
  if (n > fl->cur->size) {
    fl->bad = true;
    return;
  }
  fl->cur->size -= n;
}

/* Slot i counted from the top (0 = top). */
static uint32_t npe_peek(NpeFlow *fl, uint32_t i) {
  if (i >= fl->cur->size) {
    fl->bad = true;
    return NPE_NO_BCI;
  }
  return fl->cur->bci[fl->cur->size - 1 - i];
}

static void npe_set_written(NpeFlow *fl, uint32_t local) {
  if (local < 64) fl->cur->written |= 1ull << local;
}

static bool npe_was_written(const NpeStack *s, uint32_t local) {
  return local >= 64 || (s->written >> local & 1);
}

/* Hand cur on to the instruction at target.  cur itself becomes the merge,
 * and the next successor receives that (HotSpot does the same). */
static void npe_flow_to(NpeFlow *fl, int64_t target) {
  if (target < 0 || target > fl->len) { /* len: past the end, harmless */
    fl->bad = true;
    return;
  }
  NpeStack *old = npe_at(fl, (uint32_t)target), *cur = fl->cur;
  if (old) {
    if (old->size != cur->size) {
      fl->bad = true;
      return;
    }
    for (uint32_t i = 0; i < cur->size; i++)
      if (cur->bci[i] != old->bci[i]) cur->bci[i] = NPE_NO_BCI;
    cur->written |= old->written;
  } else {
    if (!(old = npe_at_new(fl, (uint32_t)target, cur->size))) return;
    fl->entries += cur->size;
    fl->added = true;
  }
  old->size = cur->size;
  old->written = cur->written;
  memcpy(old->bci, cur->bci, cur->size * sizeof(uint32_t));
}

/* ldc: what a loadable constant pushes. */
static int npe_ldc_slots(const ClassFile *cf, uint16_t idx) {
  const CfConst *k = &cf->cp[idx];
  if (k->tag == CF_Long || k->tag == CF_Double) return 2;
  if (k->tag == CF_Dynamic) return npe_type_slots(cf_nat_desc(cf, k->u.dyn.nat)[0]);
  return 1;
}

/* The stack effect of dup_x1 .. dup2_x2 and swap: `take` slots are removed
 * and `order` says which of them (0 = the old top) are pushed back, bottom
 * first. */
static void npe_shuffle(NpeFlow *fl, uint32_t take, const char *order) {
  uint32_t v[4];
  for (uint32_t i = 0; i < take; i++)
    v[i] = npe_peek(fl, i);
  npe_pop(fl, take);
  for (const char *p = order; *p && !fl->bad; p++)
    npe_push1(fl, v[*p - '0']);
}

/* Branch targets of a switch: the default, then every case. */
static void npe_switch(NpeFlow *fl, uint32_t bci) {
  const uint8_t *bc = fl->bc;
  uint32_t p = (bci + 4) & ~3u;
  npe_flow_to(fl, (int64_t)bci + be_s4(bc + p));
  if (bc[bci] == OP_TABLESWITCH) {
    int64_t lo = be_s4(bc + p + 4), hi = be_s4(bc + p + 8);
    for (int64_t i = lo; i <= hi && !fl->bad; i++)
      npe_flow_to(fl, (int64_t)bci + be_s4(bc + p + 12 + 4 * (i - lo)));
  } else {
    uint32_t n = (uint32_t)be_s4(bc + p + 4);
    for (uint32_t i = 0; i < n && !fl->bad; i++)
      npe_flow_to(fl, (int64_t)bci + be_s4(bc + p + 12 + 8 * i));
  }
}

/* Field and method instructions: their stack effects come from descriptors. */
static void npe_member_op(NpeFlow *fl, uint32_t bci, uint8_t op) {
  uint16_t idx = (uint16_t)be_u2(fl->bc + bci + 1);
  const char *desc = npe_ref_desc(fl->cf, idx);
  switch (op) {
  case OP_GETSTATIC: npe_push(fl, bci, npe_type_slots(desc[0])); break;
  case OP_GETFIELD:
    npe_pop(fl, 1);
    npe_push(fl, bci, npe_type_slots(desc[0]));
    break;
  case OP_PUTSTATIC: npe_pop(fl, (uint32_t)npe_type_slots(desc[0])); break;
  case OP_PUTFIELD: npe_pop(fl, (uint32_t)npe_type_slots(desc[0]) + 1); break;
  default: /* invokes */
    if (op != OP_INVOKESTATIC && op != OP_INVOKEDYNAMIC) npe_pop(fl, 1);
    npe_pop(fl, (uint32_t)cf_arg_slots(desc));
    npe_push(fl, bci, cf_ret_slots(desc));
  }
}

/* Loads, stores and iinc after a wide prefix, or without one. */
static void npe_local_op(NpeFlow *fl, uint32_t bci, uint8_t op, uint32_t local) {
  switch (op) {
  case OP_ILOAD:
  case OP_FLOAD:
  case OP_ALOAD: npe_push(fl, bci, 1); break;
  case OP_LLOAD:
  case OP_DLOAD: npe_push(fl, bci, 2); break;
  case OP_ISTORE:
  case OP_FSTORE:
  case OP_ASTORE:
    npe_set_written(fl, local);
    npe_pop(fl, 1);
    break;
  case OP_LSTORE:
  case OP_DSTORE:
    npe_set_written(fl, local);
    npe_pop(fl, 2);
    break;
  default: break; /* iinc: nothing on the stack */
  }
}

/* Simulate the instructions that only pop operands and push a result, grouped
 * by opcode ranges, with the slot counts of the opcode table (opcodes.h);
 * false for the others. */
static bool npe_simple_op(NpeFlow *fl, uint32_t bci, uint8_t op) {
  if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3)
    npe_set_written(fl, (uint32_t)(op - OP_ISTORE_0) % 4);
  else if (!((op >= OP_ACONST_NULL && op <= OP_SIPUSH) || (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) ||
             (op >= OP_IALOAD && op <= OP_SALOAD) || (op >= OP_IASTORE && op <= OP_SASTORE) ||
             (op >= OP_IADD && op <= OP_LXOR) || (op >= OP_I2L && op <= OP_DCMPG)))
    return false;
  npe_pop(fl, (uint32_t)cf_opcode_pops(op));
  npe_push(fl, bci, cf_opcode_pushes(op));
  return true;
}

/* Control transfers and the other instructions that neither only push and
 * pop nor take operands from the constant pool.  Sets *dest for a branch;
 * returns whether the next instruction may follow. */
static bool npe_other_op(NpeFlow *fl, uint32_t bci, uint8_t op, int64_t *dest) {
  const uint8_t *bc = fl->bc;
  switch (op) {
  case OP_NOP:
  case OP_IINC:
  case OP_CHECKCAST: return true; /* checkcast keeps the producer */
  case OP_LDC: npe_push(fl, bci, npe_ldc_slots(fl->cf, bc[bci + 1])); return true;
  case OP_LDC_W:
  case OP_LDC2_W:
    npe_push(fl, bci, npe_ldc_slots(fl->cf, (uint16_t)be_u2(bc + bci + 1)));
    return true;
  case OP_ILOAD:
  case OP_LLOAD:
  case OP_FLOAD:
  case OP_DLOAD:
  case OP_ALOAD:
  case OP_ISTORE:
  case OP_LSTORE:
  case OP_FSTORE:
  case OP_DSTORE:
  case OP_ASTORE: npe_local_op(fl, bci, op, bc[bci + 1]); return true;
  case OP_WIDE:
    if (bc[bci + 1] == OP_RET) return false;
    npe_local_op(fl, bci, bc[bci + 1], be_u2(bc + bci + 2));
    return true;
  case OP_POP:
  case OP_POP2:
  case OP_MONITORENTER:
  case OP_MONITOREXIT: npe_pop(fl, (uint32_t)cf_opcode_pops(op)); return true;
  case OP_DUP: npe_push1(fl, npe_peek(fl, 0)); return true;
  case OP_DUP_X1: npe_shuffle(fl, 2, "010"); return true;
  case OP_DUP_X2: npe_shuffle(fl, 3, "0210"); return true;
  case OP_DUP2: npe_shuffle(fl, 2, "1010"); return true;
  case OP_DUP2_X1: npe_shuffle(fl, 3, "10210"); return true;
  case OP_DUP2_X2: npe_shuffle(fl, 4, "103210"); return true;
  case OP_SWAP: npe_shuffle(fl, 2, "01"); return true;
  case OP_IFEQ:
  case OP_IFNE:
  case OP_IFLT:
  case OP_IFGE:
  case OP_IFGT:
  case OP_IFLE:
  case OP_IFNULL:
  case OP_IFNONNULL:
  case OP_IF_ICMPEQ:
  case OP_IF_ICMPNE:
  case OP_IF_ICMPLT:
  case OP_IF_ICMPGE:
  case OP_IF_ICMPGT:
  case OP_IF_ICMPLE:
  case OP_IF_ACMPEQ:
  case OP_IF_ACMPNE:
    npe_pop(fl, (uint32_t)cf_opcode_pops(op));
    *dest = (int64_t)bci + (int16_t)be_u2(bc + bci + 1);
    return true;
  case OP_JSR: npe_push(fl, bci, cf_opcode_pushes(op)); /* fall through */
  case OP_GOTO: *dest = (int64_t)bci + (int16_t)be_u2(bc + bci + 1); return false;
  case OP_JSR_W: npe_push(fl, bci, cf_opcode_pushes(op)); /* fall through */
  case OP_GOTO_W: *dest = (int64_t)bci + be_s4(bc + bci + 1); return false;
  case OP_RET: return false; /* the return address is not tracked */
  case OP_TABLESWITCH:
  case OP_LOOKUPSWITCH:
    npe_pop(fl, (uint32_t)cf_opcode_pops(op));
    return true; /* sic: falls through */
  case OP_IRETURN:
  case OP_FRETURN:
  case OP_ARETURN:
  case OP_ATHROW:
  case OP_LRETURN:
  case OP_DRETURN:
  case OP_RETURN: npe_pop(fl, (uint32_t)cf_opcode_pops(op)); return false;
  case OP_NEW:
  case OP_NEWARRAY:
  case OP_ANEWARRAY:
  case OP_INSTANCEOF:
  case OP_ARRAYLENGTH:
    npe_pop(fl, (uint32_t)cf_opcode_pops(op));
    npe_push(fl, bci, cf_opcode_pushes(op));
    return true;
  case OP_MULTIANEWARRAY:
    npe_pop(fl, bc[bci + 3]);
    npe_push(fl, bci, 1);
    return true;
  default: fl->bad = true; return false;
  }
}

static bool npe_is_member_op(uint8_t op) {
  return (op >= OP_GETSTATIC && op <= OP_PUTFIELD) ||
         (op >= OP_INVOKEVIRTUAL && op <= OP_INVOKEDYNAMIC);
}

/* Simulate the instruction at bci and hand its stack on to its successors.
 * Returns its length (0: malformed code). */
static uint32_t npe_step(NpeFlow *fl, uint32_t bci) {
  uint32_t n = npe_insn_len(fl->bc, fl->len, bci);
  if (!n) {
    fl->bad = true;
    return 0;
  }
  NpeStack *in = npe_at(fl, bci);
  if (!in) { /* not reached yet: another sweep is needed */
    fl->all_done = false;
    return n;
  }
  fl->cur->size = in->size;
  fl->cur->written = in->written;
  memcpy(fl->cur->bci, in->bci, in->size * sizeof(uint32_t));

  uint8_t op = fl->bc[bci];
  int64_t dest = -1; /* branch target */
  bool falls = true; /* the next instruction may follow */
  if (npe_is_member_op(op))
    npe_member_op(fl, bci, op);
  else if (!npe_simple_op(fl, bci, op))
    falls = npe_other_op(fl, bci, op, &dest);
  if (falls && !fl->bad) npe_flow_to(fl, (int64_t)bci + n);
  if (dest >= 0 && !fl->bad) npe_flow_to(fl, dest);
  if ((op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) && !fl->bad) npe_switch(fl, bci);
  return n;
}

/* Simulate the code until the instruction at target has a stack (see the
 * comment at the top for how this differs from a fixpoint). */
static void npe_analyse(NpeFlow *fl, uint32_t target) {
  if (!npe_at_new(fl, 0, 0)) return;
  const CfCode *code = fl->m->code;
  for (uint16_t i = 0; i < code->nhandlers; i++) {
    uint16_t h = code->handlers[i].handler_pc;
    if (h >= fl->len || fl->at[h]) continue;
    NpeStack *s = npe_at_new(fl, h, 1);
    if (!s) return;
    s->size = 1;
    s->bci[0] = h; /* the exception, "pushed" by the handler's first instruction */
  }
  fl->added = true;
  while (!fl->all_done && fl->added) {
    fl->all_done = true;
    fl->added = false;
    for (uint32_t i = 0; i < fl->len;) {
      uint32_t n = npe_step(fl, i);
      if (fl->bad) return;
      i += n;
      if (i == target && fl->at[i]) return;
      if (fl->entries > NPE_MAX_ENTRIES) return;
    }
  }
}

/* ---- names ---- */

/* A class name from the constant pool as HotSpot prints it: dots for
 * slashes, arrays left in descriptor form ("[I"), and java.lang.Object and
 * java.lang.String shortened. */
static void npe_class_name(NpeOut *o, const char *internal) {
  if (strcmp(internal, "java/lang/Object") == 0 || strcmp(internal, "java/lang/String") == 0) {
    npe_puts(o, internal + 10);
    return;
  }
  for (const char *p = internal; *p; p++)
    npe_printf(o, "%c", *p == '/' ? '.' : *p);
}

/* One parameter type of a method descriptor, as Java source would write it
 * ("int", "java.util.List", "String[][]" after trimming); returns the rest of
 * the descriptor. */
static const char *npe_param_type(NpeOut *o, const char *d) {
  static const char *const prims[] = {"B", "byte", "C", "char", "D", "double", "F", "float",
                                      "I", "int",  "J", "long", "S", "short",  "Z", "boolean"};
  int dims = 0;
  while (*d == '[')
    d++, dims++;
  if (*d == 'L') {
    for (d++; *d && *d != ';'; d++)
      npe_printf(o, "%c", *d == '/' ? '.' : *d);
    if (*d) d++;
  } else if (*d) {
    for (size_t i = 0; i < sizeof prims / sizeof *prims; i += 2)
      if (*d == prims[i][0]) npe_puts(o, prims[i + 1]);
    d++;
  }
  while (dims--)
    npe_puts(o, "[]");
  return d;
}

/* HotSpot shortens java.lang.Object and java.lang.String in parameter lists
 * by dropping "java.lang." wherever a parameter *starts* with either name, so
 * java.lang.StringBuilder becomes StringBuilder too. */
static void npe_trim_params(char *s) {
  char *w = s;
  for (char *r = s; *r;) {
    bool at_param = r == s || (r - s >= 2 && r[-2] == ',' && r[-1] == ' ');
    if (at_param &&
        (strncmp(r, "java.lang.Object", 16) == 0 || strncmp(r, "java.lang.String", 16) == 0))
      r += 10;
    *w++ = *r++;
  }
  *w = 0;
}

/* "Class.name(ParamTypes)" of the method an instruction refers to. */
static void npe_method_name(NpeOut *o, const ClassFile *cf, uint16_t idx) {
  npe_class_name(o, npe_ref_class(cf, idx));
  npe_printf(o, ".%s(", npe_ref_name(cf, idx));
  char params[1024] = "";
  NpeOut po = {params, sizeof params, 0};
  const char *first = npe_ref_desc(cf, idx) + 1, *d = first;
  while (*d && *d != ')') {
    if (d != first) npe_puts(&po, ", ");
    d = npe_param_type(&po, d);
  }
  npe_trim_params(params);
  npe_printf(o, "%s)", params);
}

/* A local variable: its name from the LocalVariableTable, else what HotSpot
 * can infer without one. */
static void npe_local_name(NpeOut *o, const Method *m, uint32_t bci, uint32_t slot,
                           bool unwritten) {
  const CfCode *code = m->code;
  for (uint32_t i = 0; i < code->nlocalvars; i++) {
    const CfLocalVar *v = &code->localvars[i];
    if (bci >= v->start_pc && bci < (uint32_t)v->start_pc + v->length && v->index == slot) {
      npe_puts(o, v->name);
      return;
    }
  }
  bool is_static = m->flags & ACC_STATIC;
  if (!is_static && slot == 0 && unwritten) {
    npe_puts(o, "this");
    return;
  }
  uint32_t at = is_static ? 0 : 1;
  int param = 1;
  const char *d = m->desc + 1;
  while (*d && *d != ')') {
    uint32_t size = (uint32_t)npe_type_slots(*d);
    if (slot >= at && slot < at + size) break;
    while (*d == '[')
      d++;
    d = *d == 'L' ? strchr(d, ';') + 1 : d + 1;
    param++;
    at += size;
  }
  if (*d && *d != ')' && unwritten)
    npe_printf(o, "<parameter%d>", param);
  else
    npe_printf(o, "<local%u>", slot);
}

/* ---- the message ---- */

static bool npe_is_invoke(uint8_t op) {
  return op == OP_INVOKEVIRTUAL || op == OP_INVOKESPECIAL || op == OP_INVOKESTATIC ||
         op == OP_INVOKEINTERFACE;
}

/* Describe the value in stack slot `slot` (0 = top) before the instruction at
 * bci, by describing the instruction that pushed it.  At the outermost level
 * (detail == NPE_MAX_DETAIL and prefix set) the prefix goes first, or the
 * "the return value of" form for calls.  inner: inside an array index, where
 * calls print only their name.  False when nothing could be said. */
static bool npe_describe(NpeFlow *fl, NpeOut *o, uint32_t bci, uint32_t slot, int detail,
                         bool inner, const char *prefix) {
  const NpeStack *st = detail > 0 ? npe_at(fl, bci) : NULL;
  if (!st) return false;
  if (slot >= st->size) return false;
  uint32_t src = st->bci[st->size - 1 - slot];
  if (src == NPE_NO_BCI) return false;
  const uint8_t *bc = fl->bc;
  uint8_t op = bc[src];
  bool wide = op == OP_WIDE;
  if (wide) op = bc[src + 1];
  if (detail == NPE_MAX_DETAIL && prefix && !npe_is_invoke(op)) npe_puts(o, prefix);

  switch (op) {
  case OP_ILOAD_0:
  case OP_ILOAD_1:
  case OP_ILOAD_2:
  case OP_ILOAD_3:
  case OP_ALOAD_0:
  case OP_ALOAD_1:
  case OP_ALOAD_2:
  case OP_ALOAD_3: {
    uint32_t local = (uint32_t)(op - (op >= OP_ALOAD_0 ? OP_ALOAD_0 : OP_ILOAD_0));
    npe_local_name(o, fl->m, src, local, !npe_was_written(st, local));
    return true;
  }
  case OP_ILOAD:
  case OP_ALOAD: {
    uint32_t local = wide ? be_u2(bc + src + 2) : bc[src + 1];
    npe_local_name(o, fl->m, src, local, !npe_was_written(st, local));
    return true;
  }
  case OP_ACONST_NULL: npe_puts(o, "null"); return true;
  case OP_ICONST_M1:
  case OP_ICONST_0:
  case OP_ICONST_1:
  case OP_ICONST_2:
  case OP_ICONST_3:
  case OP_ICONST_4:
  case OP_ICONST_5: npe_printf(o, "%d", op - OP_ICONST_0); return true;
  case OP_BIPUSH: npe_printf(o, "%d", (int8_t)bc[src + 1]); return true;
  case OP_SIPUSH: npe_printf(o, "%u", be_u2(bc + src + 1)); return true; /* sic: unsigned */
  case OP_IALOAD:
  case OP_AALOAD:
    if (!npe_describe(fl, o, src, 1, detail - 1, inner, NULL)) npe_puts(o, "<array>");
    npe_puts(o, "[");
    /* the index does not count towards the depth; calls there are named only */
    if (!npe_describe(fl, o, src, 0, detail, true, NULL)) npe_puts(o, "...");
    npe_puts(o, "]");
    return true;
  case OP_GETSTATIC: {
    uint16_t idx = (uint16_t)be_u2(bc + src + 1);
    npe_class_name(o, npe_ref_class(fl->cf, idx));
    npe_printf(o, ".%s", npe_ref_name(fl->cf, idx));
    return true;
  }
  case OP_GETFIELD:
    if (npe_describe(fl, o, src, 0, detail - 1, inner, NULL)) npe_puts(o, ".");
    npe_puts(o, npe_ref_name(fl->cf, (uint16_t)be_u2(bc + src + 1)));
    return true;
  case OP_INVOKEVIRTUAL:
  case OP_INVOKESPECIAL:
  case OP_INVOKESTATIC:
  case OP_INVOKEINTERFACE:
    if (detail == NPE_MAX_DETAIL && !inner) npe_puts(o, " because the return value of \"");
    npe_method_name(o, fl->cf, (uint16_t)be_u2(bc + src + 1));
    return true;
  default: return false;
  }
}

/* Which stack slot (0 = top) holds the reference the instruction at pc
 * dereferences, or NPE_NO_SLOT / NPE_CONSTRUCTOR. */
static int npe_null_slot(const ClassFile *cf, const uint8_t *bc, uint32_t pc) {
  uint8_t op = bc[pc];
  switch (op) {
  case OP_GETFIELD:
  case OP_ARRAYLENGTH:
  case OP_ATHROW:
  case OP_MONITORENTER:
  case OP_MONITOREXIT: return 0;
  case OP_IALOAD:
  case OP_LALOAD:
  case OP_FALOAD:
  case OP_DALOAD:
  case OP_AALOAD:
  case OP_BALOAD:
  case OP_CALOAD:
  case OP_SALOAD: return 1;
  case OP_IASTORE:
  case OP_FASTORE:
  case OP_AASTORE:
  case OP_BASTORE:
  case OP_CASTORE:
  case OP_SASTORE: return 2;
  case OP_LASTORE:
  case OP_DASTORE: return 3;
  case OP_PUTFIELD: return npe_type_slots(npe_ref_desc(cf, (uint16_t)be_u2(bc + pc + 1))[0]);
  case OP_INVOKEVIRTUAL:
  case OP_INVOKESPECIAL:
  case OP_INVOKEINTERFACE: {
    uint16_t idx = (uint16_t)be_u2(bc + pc + 1);
    /* javac never calls a constructor on null; such an NPE was made by hand */
    if (strcmp(npe_ref_name(cf, idx), "<init>") == 0) return NPE_CONSTRUCTOR;
    return cf_arg_slots(npe_ref_desc(cf, idx));
  }
  default: return NPE_NO_SLOT;
  }
}

/* "Cannot ..." for the instruction at pc. */
static void npe_action(NpeOut *o, const ClassFile *cf, const uint8_t *bc, uint32_t pc) {
  static const char *const elem[] = {"int",    "long",         "float", "double",
                                     "object", "byte/boolean", "char",  "short"};
  uint8_t op = bc[pc];
  uint16_t idx = (uint16_t)be_u2(bc + pc + 1);
  if (op >= OP_IALOAD && op <= OP_SALOAD)
    npe_printf(o, "Cannot load from %s array", elem[op - OP_IALOAD]);
  else if (op >= OP_IASTORE && op <= OP_SASTORE)
    npe_printf(o, "Cannot store to %s array", elem[op - OP_IASTORE]);
  else if (op == OP_ARRAYLENGTH)
    npe_puts(o, "Cannot read the array length");
  else if (op == OP_ATHROW)
    npe_puts(o, "Cannot throw exception");
  else if (op == OP_MONITORENTER)
    npe_puts(o, "Cannot enter synchronized block");
  else if (op == OP_MONITOREXIT)
    npe_puts(o, "Cannot exit synchronized block");
  else if (op == OP_GETFIELD)
    npe_printf(o, "Cannot read field \"%s\"", npe_ref_name(cf, idx));
  else if (op == OP_PUTFIELD)
    npe_printf(o, "Cannot assign field \"%s\"", npe_ref_name(cf, idx));
  else {
    npe_puts(o, "Cannot invoke \"");
    npe_method_name(o, cf, idx);
    npe_puts(o, "\"");
  }
}

/* The "because ..." clause, if the analysis can say what was null. */
static void npe_cause(NpeOut *o, const Method *m, uint32_t pc, int slot) {
  const CfCode *code = m->code;
  NpeFlow fl = {.m = m, .cf = m->cls->cf, .bc = code->code, .len = code->code_len};
  fl.cap = code->max_stack + 2u;
  fl.at = calloc((size_t)fl.len + 1, sizeof *fl.at);
  fl.cur = npe_stack_new(fl.cap);
  fl.pool_used = sizeof(NpeStack); /* offset 0 stands for "no stack" */
  fl.pool_cap = fl.pool_used + (size_t)fl.len * 8;
  fl.pool = malloc(fl.pool_cap);
  if (fl.at && fl.cur && fl.pool) {
    npe_analyse(&fl, pc);
    /* as in HotSpot, an indescribable source leaves the prefix alone: only
     * possible for a null from invokedynamic or a dynamic constant */
    if (!fl.bad && npe_describe(&fl, o, pc, (uint32_t)slot, NPE_MAX_DETAIL, false, " because \""))
      npe_puts(o, "\" is null");
  }
  free(fl.pool);
  free(fl.at);
  free(fl.cur);
}

void npe_message(VM *vm, Method *m, uint32_t pc, char *buf, size_t n) {
  (void)vm;
  if (!n) return;
  buf[0] = 0;
  /* the JDK computes no message when the NPE's top frame is hidden (lambda classes) */
  if (!m->code || !m->cls->cf || pc >= m->code->code_len || synth_is_hidden(m->cls)) return;
  const uint8_t *bc = m->code->code;
  if (!npe_insn_len(bc, m->code->code_len, pc)) return;
  int slot = npe_null_slot(m->cls->cf, bc, pc);
  if (slot < 0) return;
  NpeOut o = {buf, n, 0};
  npe_action(&o, m->cls->cf, bc, pc);
  npe_cause(&o, m, pc, slot);
}

bool npe_throw(VM *vm, JThread *t, Method *m, uint32_t pc) {
  char msg[2048];
  npe_message(vm, m, pc, msg, sizeof msg);
  if (!msg[0]) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL);
  return exc_throw_new(vm, t, "java/lang/NullPointerException", "%s", msg);
}
