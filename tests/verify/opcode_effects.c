/* opcode_effects.c -- the stack-effect columns of classfile/opcodes.h: every
 * assigned opcode has one, OPV exactly for the operand-dependent ones, and a
 * few spot values (the dup family, long shifts, compares) are right.  Prints
 * "N passed, M failed". */
#include <stdio.h>

#include "classfile/opcodes.h"

static int passed, failed;

static void expect(int cond, const char *what, unsigned op) {
  if (cond) {
    passed++;
  } else {
    failed++;
    printf("FAIL %s: opcode 0x%02x (%s)\n", what, op,
           cf_opcode_name(op) ? cf_opcode_name(op) : "?");
  }
}

int main(void) {
  static const unsigned var[] = {
      OP_GETSTATIC,     OP_PUTSTATIC,      OP_GETFIELD,     OP_PUTFIELD,
      OP_INVOKEVIRTUAL, OP_INVOKESPECIAL,  OP_INVOKESTATIC, OP_INVOKEINTERFACE,
      OP_INVOKEDYNAMIC, OP_MULTIANEWARRAY, OP_WIDE};
  for (unsigned op = 0; op < 256; op++) {
    int assigned = cf_opcode_len(op) >= 0;
    int pops = cf_opcode_pops(op), pushes = cf_opcode_pushes(op);
    if (!assigned) {
      expect(pops == -2 && pushes == -2, "unassigned byte has no effect", op);
      continue;
    }
    int is_var = 0;
    for (unsigned i = 0; i < sizeof var / sizeof var[0]; i++)
      is_var |= var[i] == op;
    if (is_var)
      expect(pops == OPV && pushes == OPV, "operand-dependent effect is OPV", op);
    else
      expect(pops >= 0 && pops <= 4 && pushes >= 0 && pushes <= 6, "fixed effect in range", op);
  }
  static const struct {
    unsigned op;
    int pops, pushes;
  } spot[] = {
      {OP_DUP, 1, 2},     {OP_DUP_X1, 2, 3},  {OP_DUP_X2, 3, 4},  {OP_DUP2, 2, 4},
      {OP_DUP2_X1, 3, 5}, {OP_DUP2_X2, 4, 6}, {OP_SWAP, 2, 2},    {OP_LSHL, 3, 2},
      {OP_LCMP, 4, 1},    {OP_FCMPG, 2, 1},   {OP_LASTORE, 4, 0}, {OP_LALOAD, 2, 2},
      {OP_I2L, 1, 2},     {OP_D2F, 2, 1},     {OP_LDC2_W, 0, 2},  {OP_JSR, 0, 1},
      {OP_LRETURN, 2, 0}, {OP_IINC, 0, 0},    {OP_NEW, 0, 1},     {OP_ATHROW, 1, 0},
  };
  for (unsigned i = 0; i < sizeof spot / sizeof spot[0]; i++)
    expect(cf_opcode_pops(spot[i].op) == spot[i].pops &&
               cf_opcode_pushes(spot[i].op) == spot[i].pushes,
           "spot value", spot[i].op);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
