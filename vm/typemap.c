/* typemap.c -- slot types per instruction, by abstract interpretation (the
 * type inference of the JVMS 4.10.2 verifier, with only the distinctions jpor
 * needs: reference or not, and the width of numbers).  The code has passed
 * cf_check_code, so every pc, local index and stack depth is valid. */
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/typemap.h"
#include "util/util.h"

typedef struct Walk {
  VM *vm;
  Method *m;
  TypeMap *tm;
  uint32_t *work;
  uint32_t nwork, work_cap;
  uint8_t *in;     /* scratch: the state being transformed */
  int32_t depth;
} Walk;

static uint8_t desc_type(char c) {
  switch (c) {
  case 'J': return TM_LONG;
  case 'D': return TM_DOUBLE;
  case 'F': return TM_FLOAT;
  case 'L':
  case '[': return TM_REF;
  case 'V': return TM_TOP;
  default: return TM_INT;
  }
}

/* ---- the state being transformed: locals then stack ---- */
#define LOC(w) ((w)->in)
#define STK(w) ((w)->in + (w)->tm->nlocals)

static void push(Walk *w, uint8_t t) {
  STK(w)[w->depth++] = t;
  if (t == TM_LONG || t == TM_DOUBLE) STK(w)[w->depth++] = TM_HIGH;
}
static void pop(Walk *w, int n) { w->depth -= n; }
static void push_desc(Walk *w, char c) {
  uint8_t t = desc_type(c);
  if (c != 'V') push(w, t);
}

static void set_local(Walk *w, uint32_t i, uint8_t t) {
  /* overwriting half of a long/double kills the other half */
  if (i > 0 && (LOC(w)[i - 1] == TM_LONG || LOC(w)[i - 1] == TM_DOUBLE)) LOC(w)[i - 1] = TM_TOP;
  LOC(w)[i] = t;
  if (t == TM_LONG || t == TM_DOUBLE) LOC(w)[i + 1] = TM_HIGH;
  else if (i + 1 < w->tm->nlocals && LOC(w)[i + 1] == TM_HIGH) LOC(w)[i + 1] = TM_TOP;
}

/* Merge the scratch state into pc's entry state; queue pc when it changed. */
static void flow_to(Walk *w, uint32_t pc, const uint8_t *state, int32_t depth) {
  TypeMap *tm = w->tm;
  size_t n = (size_t)tm->nlocals + tm->max_stack;
  uint8_t *dst = tm->types + (size_t)pc * n;
  bool changed = false;
  if (tm->depth[pc] < 0) {
    memcpy(dst, state, n);
    tm->depth[pc] = depth;
    changed = true;
  } else {
    for (size_t i = 0; i < (size_t)tm->nlocals + (size_t)depth; i++)
      if (dst[i] != state[i] && dst[i] != TM_TOP) {
        dst[i] = TM_TOP;
        changed = true;
      }
  }
  if (!changed) return;
  if (!GROW(w->work, w->nwork + 1, w->work_cap, 64)) vm_fatal(w->vm, "out of memory (type map)");
  w->work[w->nwork++] = pc;
}

static void field_op(Walk *w, const ClassFile *cf, uint32_t idx, bool get, bool is_static) {
  const char *d = cf_nat_desc(cf, cf->cp[idx].u.ref.nat);
  int slots = (d[0] == 'J' || d[0] == 'D') ? 2 : 1;
  if (get) {
    if (!is_static) pop(w, 1);
    push_desc(w, d[0]);
  } else {
    pop(w, slots + !is_static);
  }
}

static void invoke_op(Walk *w, const char *desc, bool has_receiver) {
  pop(w, cf_arg_slots(desc) + has_receiver);
  push_desc(w, strchr(desc, ')')[1]);
}

static void ldc_op(Walk *w, const ClassFile *cf, uint32_t idx) {
  switch (cf->cp[idx].tag) {
  case CF_Integer: push(w, TM_INT); break;
  case CF_Float: push(w, TM_FLOAT); break;
  case CF_Long: push(w, TM_LONG); break;
  case CF_Double: push(w, TM_DOUBLE); break;
  case CF_Dynamic: push_desc(w, cf_nat_desc(cf, cf->cp[idx].u.dyn.nat)[0]); break;
  default: push(w, TM_REF); break;
  }
}

/* Simple opcodes: they pop what the opcode table says (opcodes.h), then push
 * one value of the type given here: simple_push[op] is one plus that type
 * (1 + TM_TOP: nothing), 0 for the other opcodes. */
#define S(op, push) [op] = 1 + (push)
static const uint8_t simple_push[256] = {
    S(OP_IADD, TM_INT),         S(OP_ISUB, TM_INT),        S(OP_IMUL, TM_INT),
    S(OP_IDIV, TM_INT),         S(OP_IREM, TM_INT),        S(OP_ISHL, TM_INT),
    S(OP_ISHR, TM_INT),         S(OP_IUSHR, TM_INT),       S(OP_IAND, TM_INT),
    S(OP_IOR, TM_INT),          S(OP_IXOR, TM_INT),        S(OP_INEG, TM_INT),
    S(OP_LADD, TM_LONG),        S(OP_LSUB, TM_LONG),       S(OP_LMUL, TM_LONG),
    S(OP_LDIV, TM_LONG),        S(OP_LREM, TM_LONG),       S(OP_LAND, TM_LONG),
    S(OP_LOR, TM_LONG),         S(OP_LXOR, TM_LONG),       S(OP_LSHL, TM_LONG),
    S(OP_LSHR, TM_LONG),        S(OP_LUSHR, TM_LONG),      S(OP_LNEG, TM_LONG),
    S(OP_FADD, TM_FLOAT),       S(OP_FSUB, TM_FLOAT),      S(OP_FMUL, TM_FLOAT),
    S(OP_FDIV, TM_FLOAT),       S(OP_FREM, TM_FLOAT),      S(OP_FNEG, TM_FLOAT),
    S(OP_DADD, TM_DOUBLE),      S(OP_DSUB, TM_DOUBLE),     S(OP_DMUL, TM_DOUBLE),
    S(OP_DDIV, TM_DOUBLE),      S(OP_DREM, TM_DOUBLE),     S(OP_DNEG, TM_DOUBLE),
    S(OP_I2L, TM_LONG),         S(OP_I2F, TM_FLOAT),       S(OP_I2D, TM_DOUBLE),
    S(OP_L2I, TM_INT),          S(OP_L2F, TM_FLOAT),       S(OP_L2D, TM_DOUBLE),
    S(OP_F2I, TM_INT),          S(OP_F2L, TM_LONG),        S(OP_F2D, TM_DOUBLE),
    S(OP_D2I, TM_INT),          S(OP_D2L, TM_LONG),        S(OP_D2F, TM_FLOAT),
    S(OP_I2B, TM_INT),          S(OP_I2C, TM_INT),         S(OP_I2S, TM_INT),
    S(OP_LCMP, TM_INT),         S(OP_FCMPL, TM_INT),       S(OP_FCMPG, TM_INT),
    S(OP_DCMPL, TM_INT),        S(OP_DCMPG, TM_INT),       S(OP_IALOAD, TM_INT),
    S(OP_BALOAD, TM_INT),       S(OP_CALOAD, TM_INT),      S(OP_SALOAD, TM_INT),
    S(OP_LALOAD, TM_LONG),      S(OP_FALOAD, TM_FLOAT),    S(OP_DALOAD, TM_DOUBLE),
    S(OP_AALOAD, TM_REF),       S(OP_ARRAYLENGTH, TM_INT), S(OP_INSTANCEOF, TM_INT),
    S(OP_CHECKCAST, TM_REF),    S(OP_NEWARRAY, TM_REF),    S(OP_ANEWARRAY, TM_REF),
    S(OP_NEW, TM_REF),          S(OP_ACONST_NULL, TM_REF), S(OP_BIPUSH, TM_INT),
    S(OP_SIPUSH, TM_INT),       S(OP_IASTORE, TM_TOP),     S(OP_BASTORE, TM_TOP),
    S(OP_CASTORE, TM_TOP),      S(OP_SASTORE, TM_TOP),     S(OP_FASTORE, TM_TOP),
    S(OP_AASTORE, TM_TOP),      S(OP_LASTORE, TM_TOP),     S(OP_DASTORE, TM_TOP),
    S(OP_POP, TM_TOP),          S(OP_POP2, TM_TOP),        S(OP_MONITORENTER, TM_TOP),
    S(OP_MONITOREXIT, TM_TOP),  S(OP_IFEQ, TM_TOP),        S(OP_IFNE, TM_TOP),
    S(OP_IFLT, TM_TOP),         S(OP_IFGE, TM_TOP),        S(OP_IFGT, TM_TOP),
    S(OP_IFLE, TM_TOP),         S(OP_IFNULL, TM_TOP),      S(OP_IFNONNULL, TM_TOP),
    S(OP_IF_ICMPEQ, TM_TOP),    S(OP_IF_ICMPNE, TM_TOP),   S(OP_IF_ICMPLT, TM_TOP),
    S(OP_IF_ICMPGE, TM_TOP),    S(OP_IF_ICMPGT, TM_TOP),   S(OP_IF_ICMPLE, TM_TOP),
    S(OP_IF_ACMPEQ, TM_TOP),    S(OP_IF_ACMPNE, TM_TOP),   S(OP_TABLESWITCH, TM_TOP),
    S(OP_LOOKUPSWITCH, TM_TOP), S(OP_NOP, TM_TOP),         S(OP_GOTO, TM_TOP),
    S(OP_GOTO_W, TM_TOP),       S(OP_IINC, TM_TOP)};
#undef S

static bool simple_op(Walk *w, unsigned op) {
  if (!simple_push[op]) return false;
  pop(w, cf_opcode_pops(op));
  if (simple_push[op] - 1 != TM_TOP) push(w, (uint8_t)(simple_push[op] - 1));
  return true;
}
static void stack_op(Walk *w, unsigned op) {
  uint8_t *s = STK(w), a, b, c, d;
  int n = w->depth;
  switch (op) {
  case OP_DUP: s[n] = s[n - 1]; w->depth++; break;
  case OP_DUP_X1: a = s[n - 1]; b = s[n - 2]; s[n - 2] = a; s[n - 1] = b; s[n] = a; w->depth++; break;
  case OP_DUP_X2:
    a = s[n - 1]; b = s[n - 2]; c = s[n - 3];
    s[n - 3] = a; s[n - 2] = c; s[n - 1] = b; s[n] = a; w->depth++;
    break;
  case OP_DUP2: s[n] = s[n - 2]; s[n + 1] = s[n - 1]; w->depth += 2; break;
  case OP_DUP2_X1:
    a = s[n - 1]; b = s[n - 2]; c = s[n - 3];
    s[n - 3] = b; s[n - 2] = a; s[n - 1] = c; s[n] = b; s[n + 1] = a; w->depth += 2;
    break;
  case OP_DUP2_X2:
    a = s[n - 1]; b = s[n - 2]; c = s[n - 3]; d = s[n - 4];
    s[n - 4] = b; s[n - 3] = a; s[n - 2] = d; s[n - 1] = c; s[n] = b; s[n + 1] = a; w->depth += 2;
    break;
  case OP_SWAP: a = s[n - 1]; s[n - 1] = s[n - 2]; s[n - 2] = a; break;
  default: break;
  }
}

static void local_op(Walk *w, unsigned op, uint32_t idx) {
  switch (op) {
  case OP_ILOAD: push(w, TM_INT); break;
  case OP_FLOAD: push(w, TM_FLOAT); break;
  case OP_LLOAD: push(w, TM_LONG); break;
  case OP_DLOAD: push(w, TM_DOUBLE); break;
  case OP_ALOAD: push(w, LOC(w)[idx] == TM_RET ? TM_RET : TM_REF); break;
  case OP_ISTORE: pop(w, 1); set_local(w, idx, TM_INT); break;
  case OP_FSTORE: pop(w, 1); set_local(w, idx, TM_FLOAT); break;
  case OP_LSTORE: pop(w, 2); set_local(w, idx, TM_LONG); break;
  case OP_DSTORE: pop(w, 2); set_local(w, idx, TM_DOUBLE); break;
  case OP_ASTORE: {
    uint8_t t = STK(w)[w->depth - 1];
    pop(w, 1);
    set_local(w, idx, t == TM_RET ? TM_RET : TM_REF);
    break;
  }
  default: break;
  }
}

/* Apply one instruction to the scratch state; calls flow_to for successors. */
static void step(Walk *w, uint32_t pc) {
  const ClassFile *cf = w->m->cls->cf;
  const uint8_t *c = w->m->bytecode;
  unsigned op = c[pc];
  uint32_t len = (uint32_t)cf_opcode_len(op);
  bool falls = true;
  if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
    static const uint8_t base[] = {OP_ILOAD, OP_LLOAD, OP_FLOAD, OP_DLOAD, OP_ALOAD};
    local_op(w, base[(op - OP_ILOAD_0) / 4], (op - OP_ILOAD_0) % 4);
  } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
    static const uint8_t base[] = {OP_ISTORE, OP_LSTORE, OP_FSTORE, OP_DSTORE, OP_ASTORE};
    local_op(w, base[(op - OP_ISTORE_0) / 4], (op - OP_ISTORE_0) % 4);
  } else if ((op >= OP_ILOAD && op <= OP_ALOAD) || (op >= OP_ISTORE && op <= OP_ASTORE)) {
    local_op(w, op, c[pc + 1]);
  } else if (op >= OP_ICONST_M1 && op <= OP_ICONST_5) {
    push(w, TM_INT);
  } else if (op == OP_LCONST_0 || op == OP_LCONST_1) {
    push(w, TM_LONG);
  } else if (op >= OP_FCONST_0 && op <= OP_FCONST_2) {
    push(w, TM_FLOAT);
  } else if (op == OP_DCONST_0 || op == OP_DCONST_1) {
    push(w, TM_DOUBLE);
  } else if (op >= OP_DUP && op <= OP_SWAP) {
    stack_op(w, op);
  } else if (!simple_op(w, op)) {
    switch (op) {
    case OP_LDC: ldc_op(w, cf, c[pc + 1]); break;
    case OP_LDC_W:
    case OP_LDC2_W: ldc_op(w, cf, be_u2(c + pc + 1)); break;
    case OP_GETSTATIC: field_op(w, cf, be_u2(c + pc + 1), true, true); break;
    case OP_PUTSTATIC: field_op(w, cf, be_u2(c + pc + 1), false, true); break;
    case OP_GETFIELD: field_op(w, cf, be_u2(c + pc + 1), true, false); break;
    case OP_PUTFIELD: field_op(w, cf, be_u2(c + pc + 1), false, false); break;
    case OP_INVOKEVIRTUAL:
    case OP_INVOKESPECIAL:
    case OP_INVOKEINTERFACE: {
      const CfConst *e = &cf->cp[be_u2(c + pc + 1)];
      invoke_op(w, cf_nat_desc(cf, e->u.ref.nat), true);
      break;
    }
    case OP_INVOKESTATIC: {
      const CfConst *e = &cf->cp[be_u2(c + pc + 1)];
      invoke_op(w, cf_nat_desc(cf, e->u.ref.nat), false);
      break;
    }
    case OP_INVOKEDYNAMIC: {
      const CfConst *e = &cf->cp[be_u2(c + pc + 1)];
      invoke_op(w, cf_nat_desc(cf, e->u.dyn.nat), false);
      break;
    }
    case OP_MULTIANEWARRAY: pop(w, c[pc + 3]); push(w, TM_REF); break;
    case OP_JSR:
    case OP_JSR_W: push(w, TM_RET); break;
    case OP_WIDE: {
      unsigned op2 = c[pc + 1];
      len = op2 == OP_IINC ? 6 : 4;
      if (op2 == OP_RET) falls = false;
      else if (op2 != OP_IINC)
        local_op(w, op2, be_u2(c + pc + 2));
      break;
    }
    case OP_TABLESWITCH:
    case OP_LOOKUPSWITCH: break;
    default: falls = false; break; /* returns, athrow, ret */
    }
  }
  /* successors */
  uint32_t base = (pc + 4) & ~3u;
  switch (op) {
  case OP_GOTO: flow_to(w, (uint32_t)((int64_t)pc + be_s2(c + pc + 1)), w->in, w->depth); return;
  case OP_GOTO_W: flow_to(w, (uint32_t)((int64_t)pc + be_s4(c + pc + 1)), w->in, w->depth); return;
  case OP_JSR: flow_to(w, (uint32_t)((int64_t)pc + be_s2(c + pc + 1)), w->in, w->depth); break;
  case OP_JSR_W: flow_to(w, (uint32_t)((int64_t)pc + be_s4(c + pc + 1)), w->in, w->depth); break;
  case OP_TABLESWITCH: {
    int32_t lo = be_s4(c + base + 4), hi = be_s4(c + base + 8);
    flow_to(w, (uint32_t)((int64_t)pc + be_s4(c + base)), w->in, w->depth);
    for (int64_t k = 0; k <= (int64_t)hi - lo; k++)
      flow_to(w, (uint32_t)((int64_t)pc + be_s4(c + base + 12 + 4 * k)), w->in, w->depth);
    return;
  }
  case OP_LOOKUPSWITCH: {
    int32_t n = be_s4(c + base + 4);
    flow_to(w, (uint32_t)((int64_t)pc + be_s4(c + base)), w->in, w->depth);
    for (int32_t k = 0; k < n; k++)
      flow_to(w, (uint32_t)((int64_t)pc + be_s4(c + base + 12 + 8 * k)), w->in, w->depth);
    return;
  }
  default:
    if ((op >= OP_IFEQ && op <= OP_IF_ACMPNE) || op == OP_IFNULL || op == OP_IFNONNULL)
      flow_to(w, (uint32_t)((int64_t)pc + be_s2(c + pc + 1)), w->in, w->depth);
    break;
  }
  if (op == OP_JSR || op == OP_JSR_W) { /* the return point: continue after the call */
    w->depth--;
    falls = true;
  }
  if (falls) flow_to(w, pc + len, w->in, w->depth);
}

/* Exception handlers see the locals of every instruction they cover. */
static void flow_handlers(Walk *w, uint32_t pc, const uint8_t *locals_state) {
  const CfCode *code = w->m->code;
  size_t n = (size_t)w->tm->nlocals + w->tm->max_stack;
  for (uint16_t i = 0; i < code->nhandlers; i++) {
    const CfHandler *h = &code->handlers[i];
    if (pc < h->start_pc || pc >= h->end_pc) continue;
    uint8_t *st = malloc(n ? n : 1);
    memcpy(st, locals_state, w->tm->nlocals);
    st[w->tm->nlocals] = TM_REF;
    flow_to(w, h->handler_pc, st, 1);
    free(st);
  }
}

static void entry_state(Walk *w, uint8_t *st) {
  Method *m = w->m;
  uint32_t i = 0;
  if (!(m->flags & ACC_STATIC)) st[i++] = TM_REF;
  for (const char *d = m->desc + 1; *d != ')';) {
    uint8_t t = desc_type(*d);
    st[i++] = t;
    if (t == TM_LONG || t == TM_DOUBLE) st[i++] = TM_HIGH;
    while (*d == '[') d++;
    if (*d == 'L') d = strchr(d, ';');
    d++;
  }
}

/* ---- live locals ----
 *
 * A local that no path reads before writing it again is dead: its value
 * cannot change what the method does, so the map types it TM_TOP and the
 * fingerprint and the shared-object analysis pass over it.  States that
 * differ only in a dead local (the objects of a loop's last round, a value
 * kept past its use) then match: the dead-variable reduction of explicit
 * model checkers.  Classic backward data flow over the instructions the
 * forward pass reached, an exception handler's live-in counting at every
 * instruction it covers.  Methods with jsr/ret keep every local live, as
 * does a synchronized method its receiver (the return releases the monitor
 * of local 0). */

typedef struct Live {
  const TypeMap *tm;
  const uint8_t *code;
  uint32_t words; /* per pc */
  uint64_t *in;   /* live-in: words per pc */
} Live;

static uint64_t *live_at(const Live *l, uint32_t pc) { return l->in + (size_t)pc * l->words; }

static void live_or(const Live *l, uint64_t *dst, uint32_t pc) {
  if (pc >= l->tm->code_len || l->tm->depth[pc] < 0) return;
  const uint64_t *src = live_at(l, pc);
  for (uint32_t k = 0; k < l->words; k++)
    dst[k] |= src[k];
}

/* Local index an instruction reads (*use) or writes (*def), -1 for none;
 * *wide: a long or double (two slots).  *jsr: it is jsr or ret. */
static void local_access(const uint8_t *c, uint32_t pc, int32_t *use, int32_t *def, bool *wide,
                         bool *jsr) {
  unsigned op = c[pc];
  *use = *def = -1;
  *wide = *jsr = false;
  uint32_t idx = 0;
  if (op == OP_WIDE) {
    op = c[pc + 1];
    idx = be_u2(c + pc + 2);
  } else if ((op >= OP_ILOAD && op <= OP_ALOAD) || (op >= OP_ISTORE && op <= OP_ASTORE) ||
             op == OP_IINC || op == OP_RET) {
    idx = c[pc + 1];
  }
  if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
    *use = (op - OP_ILOAD_0) % 4;
    *wide = (op - OP_ILOAD_0) / 4 == 1 || (op - OP_ILOAD_0) / 4 == 3;
  } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
    *def = (op - OP_ISTORE_0) % 4;
    *wide = (op - OP_ISTORE_0) / 4 == 1 || (op - OP_ISTORE_0) / 4 == 3;
  } else if (op >= OP_ILOAD && op <= OP_ALOAD) {
    *use = (int32_t)idx;
    *wide = op == OP_LLOAD || op == OP_DLOAD;
  } else if (op >= OP_ISTORE && op <= OP_ASTORE) {
    *def = (int32_t)idx;
    *wide = op == OP_LSTORE || op == OP_DSTORE;
  } else if (op == OP_IINC) {
    *use = (int32_t)idx; /* read, then written: live before */
  } else if (op == OP_RET || op == OP_JSR || op == OP_JSR_W) {
    *jsr = true;
  }
}

/* Live-out of pc: the union of its successors' live-in (handlers apart). */
static void live_out(const Live *l, const Method *m, uint32_t pc, uint64_t *out) {
  const uint8_t *c = l->code;
  unsigned op = c[pc];
  memset(out, 0, l->words * sizeof *out);
  uint32_t base = (pc + 4) & ~3u;
  switch (op) {
  case OP_GOTO: live_or(l, out, (uint32_t)((int64_t)pc + be_s2(c + pc + 1))); return;
  case OP_GOTO_W: live_or(l, out, (uint32_t)((int64_t)pc + be_s4(c + pc + 1))); return;
  case OP_TABLESWITCH: {
    int32_t lo = be_s4(c + base + 4), hi = be_s4(c + base + 8);
    live_or(l, out, (uint32_t)((int64_t)pc + be_s4(c + base)));
    for (int64_t k = 0; k <= (int64_t)hi - lo; k++)
      live_or(l, out, (uint32_t)((int64_t)pc + be_s4(c + base + 12 + 4 * k)));
    return;
  }
  case OP_LOOKUPSWITCH: {
    int32_t n = be_s4(c + base + 4);
    live_or(l, out, (uint32_t)((int64_t)pc + be_s4(c + base)));
    for (int32_t k = 0; k < n; k++)
      live_or(l, out, (uint32_t)((int64_t)pc + be_s4(c + base + 12 + 8 * k)));
    return;
  }
  default: break;
  }
  if ((op >= OP_IRETURN && op <= OP_RETURN) || op == OP_ATHROW) return;
  if ((op >= OP_IFEQ && op <= OP_IF_ACMPNE) || op == OP_IFNULL || op == OP_IFNONNULL)
    live_or(l, out, (uint32_t)((int64_t)pc + be_s2(c + pc + 1)));
  uint32_t len = op == OP_WIDE ? (c[pc + 1] == OP_IINC ? 6 : 4) : (uint32_t)cf_opcode_len(op);
  (void)m;
  live_or(l, out, pc + len);
}

/* Compute live-in at every reached pc; false (nothing changed in the map)
 * for a method with jsr/ret or without memory. */
static bool live_locals(Method *m, TypeMap *tm) {
  Live l = {tm, m->bytecode, (tm->nlocals + 63u) / 64u, NULL};
  if (!tm->nlocals) return false;
  for (uint32_t pc = 0; pc < tm->code_len; pc++) {
    if (tm->depth[pc] < 0) continue;
    int32_t use, def;
    bool wide, jsr;
    local_access(l.code, pc, &use, &def, &wide, &jsr);
    if (jsr) return false;
  }
  l.in = calloc((size_t)tm->code_len * l.words, sizeof(uint64_t));
  uint64_t *out = malloc(l.words * sizeof(uint64_t));
  if (!l.in || !out) {
    free(l.in);
    free(out);
    return false;
  }
  const CfCode *code = m->code;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t pc = tm->code_len; pc-- > 0;) {
      if (tm->depth[pc] < 0) continue;
      live_out(&l, m, pc, out);
      int32_t use, def;
      bool wide, jsr;
      local_access(l.code, pc, &use, &def, &wide, &jsr);
      if (def >= 0) { /* a store kills the slots it writes */
        out[def / 64] &= ~(1ull << (def % 64));
        if (wide && def + 1 < tm->nlocals) out[(def + 1) / 64] &= ~(1ull << ((def + 1) % 64));
      }
      if (use >= 0) {
        out[use / 64] |= 1ull << (use % 64);
        if (wide && use + 1 < tm->nlocals) out[(use + 1) / 64] |= 1ull << ((use + 1) % 64);
      }
      for (uint16_t i = 0; i < code->nhandlers; i++) /* the exception may come before the store */
        if (pc >= code->handlers[i].start_pc && pc < code->handlers[i].end_pc)
          live_or(&l, out, code->handlers[i].handler_pc);
      if ((m->flags & ACC_SYNCHRONIZED) && !(m->flags & ACC_STATIC)) out[0] |= 1;
      uint64_t *in = live_at(&l, pc);
      if (memcmp(in, out, l.words * sizeof *out)) {
        memcpy(in, out, l.words * sizeof *out);
        changed = true;
      }
    }
  }
  size_t n = (size_t)tm->nlocals + tm->max_stack;
  for (uint32_t pc = 0; pc < tm->code_len; pc++) {
    if (tm->depth[pc] < 0) continue;
    const uint64_t *in = live_at(&l, pc);
    uint8_t *types = tm->types + (size_t)pc * n;
    for (uint32_t i = 0; i < tm->nlocals; i++)
      if (!(in[i / 64] >> (i % 64) & 1)) types[i] = TM_TOP;
  }
  free(l.in);
  free(out);
  return true;
}

const TypeMap *tmap_get(VM *vm, Method *m) {
  if (m->typemap) return m->typemap;
  TypeMap *tm = calloc(1, sizeof *tm);
  if (!tm) vm_fatal(vm, "out of memory (type map)");
  tm->code_len = m->code->code_len;
  tm->nlocals = m->max_locals;
  tm->max_stack = (uint16_t)(m->max_stack + 2); /* dup2 of the scratch state may peek past */
  size_t n = (size_t)tm->nlocals + tm->max_stack;
  tm->depth = malloc(tm->code_len * sizeof *tm->depth);
  tm->types = calloc((size_t)tm->code_len * n, 1);
  Walk w = {vm, m, tm, malloc(64 * sizeof(uint32_t)), 0, 64, calloc(n, 1), 0};
  if (!tm->depth || !tm->types || !w.work || !w.in) vm_fatal(vm, "out of memory (type map)");
  for (uint32_t i = 0; i < tm->code_len; i++) tm->depth[i] = -1;
  entry_state(&w, w.in);
  flow_to(&w, 0, w.in, 0);
  while (w.nwork) {
    uint32_t pc = w.work[--w.nwork];
    memcpy(w.in, tmap_locals(tm, pc), n);
    w.depth = tm->depth[pc];
    flow_handlers(&w, pc, w.in);
    step(&w, pc);
    flow_handlers(&w, pc, w.in); /* the locals after the instruction too (stores) */
  }
  free(w.work);
  free(w.in);
  live_locals(m, tm);
  m->typemap = tm;
  return tm;
}
