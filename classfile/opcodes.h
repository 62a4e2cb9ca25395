/* opcodes.h -- the JVM instruction set as one X-macro table (JVMS chapter 6).
 * X(NAME, opcode, length, pops, pushes, stop): length in bytes including the opcode,
 * 0 when it is variable (tableswitch, lookupswitch, wide); pops and pushes are
 * the operand-stack slots the instruction takes and leaves (long and double
 * count two), OPV when they depend on the operands (field instructions,
 * invokes, multianewarray, wide).  The dup/swap family lists the slots it
 * reads and writes back (dup: 1 -> 2).  stop is 1 for the instructions before
 * which a thread may stop at a scheduling point under exploration (field and
 * array accesses, monitors, returns of synchronized methods, calls of
 * synchronized methods and of natives that act, and the instructions that
 * may start a class's initialisation: new, the static accesses and calls): the interpreter's POINT()
 * asserts it and the checker's peek reads nothing else.  The table drives the opcode enum, the
 * interpreter's dispatch table, the code checker, the type map, the helpful
 * NPE analysis, the verifier and the disassembler. */
#ifndef JPOR_OPCODES_H
#define JPOR_OPCODES_H

#include <stdbool.h>

#define OPV (-1) /* stack effect depends on the operands */

#define JPOR_OPCODES(X) \
  X(NOP, 0x00, 1, 0, 0, 0) \
  X(ACONST_NULL, 0x01, 1, 0, 1, 0) \
  X(ICONST_M1, 0x02, 1, 0, 1, 0) \
  X(ICONST_0, 0x03, 1, 0, 1, 0) \
  X(ICONST_1, 0x04, 1, 0, 1, 0) \
  X(ICONST_2, 0x05, 1, 0, 1, 0) \
  X(ICONST_3, 0x06, 1, 0, 1, 0) \
  X(ICONST_4, 0x07, 1, 0, 1, 0) \
  X(ICONST_5, 0x08, 1, 0, 1, 0) \
  X(LCONST_0, 0x09, 1, 0, 2, 0) \
  X(LCONST_1, 0x0a, 1, 0, 2, 0) \
  X(FCONST_0, 0x0b, 1, 0, 1, 0) \
  X(FCONST_1, 0x0c, 1, 0, 1, 0) \
  X(FCONST_2, 0x0d, 1, 0, 1, 0) \
  X(DCONST_0, 0x0e, 1, 0, 2, 0) \
  X(DCONST_1, 0x0f, 1, 0, 2, 0) \
  X(BIPUSH, 0x10, 2, 0, 1, 0) \
  X(SIPUSH, 0x11, 3, 0, 1, 0) \
  X(LDC, 0x12, 2, 0, 1, 0) \
  X(LDC_W, 0x13, 3, 0, 1, 0) \
  X(LDC2_W, 0x14, 3, 0, 2, 0) \
  X(ILOAD, 0x15, 2, 0, 1, 0) \
  X(LLOAD, 0x16, 2, 0, 2, 0) \
  X(FLOAD, 0x17, 2, 0, 1, 0) \
  X(DLOAD, 0x18, 2, 0, 2, 0) \
  X(ALOAD, 0x19, 2, 0, 1, 0) \
  X(ILOAD_0, 0x1a, 1, 0, 1, 0) \
  X(ILOAD_1, 0x1b, 1, 0, 1, 0) \
  X(ILOAD_2, 0x1c, 1, 0, 1, 0) \
  X(ILOAD_3, 0x1d, 1, 0, 1, 0) \
  X(LLOAD_0, 0x1e, 1, 0, 2, 0) \
  X(LLOAD_1, 0x1f, 1, 0, 2, 0) \
  X(LLOAD_2, 0x20, 1, 0, 2, 0) \
  X(LLOAD_3, 0x21, 1, 0, 2, 0) \
  X(FLOAD_0, 0x22, 1, 0, 1, 0) \
  X(FLOAD_1, 0x23, 1, 0, 1, 0) \
  X(FLOAD_2, 0x24, 1, 0, 1, 0) \
  X(FLOAD_3, 0x25, 1, 0, 1, 0) \
  X(DLOAD_0, 0x26, 1, 0, 2, 0) \
  X(DLOAD_1, 0x27, 1, 0, 2, 0) \
  X(DLOAD_2, 0x28, 1, 0, 2, 0) \
  X(DLOAD_3, 0x29, 1, 0, 2, 0) \
  X(ALOAD_0, 0x2a, 1, 0, 1, 0) \
  X(ALOAD_1, 0x2b, 1, 0, 1, 0) \
  X(ALOAD_2, 0x2c, 1, 0, 1, 0) \
  X(ALOAD_3, 0x2d, 1, 0, 1, 0) \
  X(IALOAD, 0x2e, 1, 2, 1, 1) \
  X(LALOAD, 0x2f, 1, 2, 2, 1) \
  X(FALOAD, 0x30, 1, 2, 1, 1) \
  X(DALOAD, 0x31, 1, 2, 2, 1) \
  X(AALOAD, 0x32, 1, 2, 1, 1) \
  X(BALOAD, 0x33, 1, 2, 1, 1) \
  X(CALOAD, 0x34, 1, 2, 1, 1) \
  X(SALOAD, 0x35, 1, 2, 1, 1) \
  X(ISTORE, 0x36, 2, 1, 0, 0) \
  X(LSTORE, 0x37, 2, 2, 0, 0) \
  X(FSTORE, 0x38, 2, 1, 0, 0) \
  X(DSTORE, 0x39, 2, 2, 0, 0) \
  X(ASTORE, 0x3a, 2, 1, 0, 0) \
  X(ISTORE_0, 0x3b, 1, 1, 0, 0) \
  X(ISTORE_1, 0x3c, 1, 1, 0, 0) \
  X(ISTORE_2, 0x3d, 1, 1, 0, 0) \
  X(ISTORE_3, 0x3e, 1, 1, 0, 0) \
  X(LSTORE_0, 0x3f, 1, 2, 0, 0) \
  X(LSTORE_1, 0x40, 1, 2, 0, 0) \
  X(LSTORE_2, 0x41, 1, 2, 0, 0) \
  X(LSTORE_3, 0x42, 1, 2, 0, 0) \
  X(FSTORE_0, 0x43, 1, 1, 0, 0) \
  X(FSTORE_1, 0x44, 1, 1, 0, 0) \
  X(FSTORE_2, 0x45, 1, 1, 0, 0) \
  X(FSTORE_3, 0x46, 1, 1, 0, 0) \
  X(DSTORE_0, 0x47, 1, 2, 0, 0) \
  X(DSTORE_1, 0x48, 1, 2, 0, 0) \
  X(DSTORE_2, 0x49, 1, 2, 0, 0) \
  X(DSTORE_3, 0x4a, 1, 2, 0, 0) \
  X(ASTORE_0, 0x4b, 1, 1, 0, 0) \
  X(ASTORE_1, 0x4c, 1, 1, 0, 0) \
  X(ASTORE_2, 0x4d, 1, 1, 0, 0) \
  X(ASTORE_3, 0x4e, 1, 1, 0, 0) \
  X(IASTORE, 0x4f, 1, 3, 0, 1) \
  X(LASTORE, 0x50, 1, 4, 0, 1) \
  X(FASTORE, 0x51, 1, 3, 0, 1) \
  X(DASTORE, 0x52, 1, 4, 0, 1) \
  X(AASTORE, 0x53, 1, 3, 0, 1) \
  X(BASTORE, 0x54, 1, 3, 0, 1) \
  X(CASTORE, 0x55, 1, 3, 0, 1) \
  X(SASTORE, 0x56, 1, 3, 0, 1) \
  X(POP, 0x57, 1, 1, 0, 0) \
  X(POP2, 0x58, 1, 2, 0, 0) \
  X(DUP, 0x59, 1, 1, 2, 0) \
  X(DUP_X1, 0x5a, 1, 2, 3, 0) \
  X(DUP_X2, 0x5b, 1, 3, 4, 0) \
  X(DUP2, 0x5c, 1, 2, 4, 0) \
  X(DUP2_X1, 0x5d, 1, 3, 5, 0) \
  X(DUP2_X2, 0x5e, 1, 4, 6, 0) \
  X(SWAP, 0x5f, 1, 2, 2, 0) \
  X(IADD, 0x60, 1, 2, 1, 0) \
  X(LADD, 0x61, 1, 4, 2, 0) \
  X(FADD, 0x62, 1, 2, 1, 0) \
  X(DADD, 0x63, 1, 4, 2, 0) \
  X(ISUB, 0x64, 1, 2, 1, 0) \
  X(LSUB, 0x65, 1, 4, 2, 0) \
  X(FSUB, 0x66, 1, 2, 1, 0) \
  X(DSUB, 0x67, 1, 4, 2, 0) \
  X(IMUL, 0x68, 1, 2, 1, 0) \
  X(LMUL, 0x69, 1, 4, 2, 0) \
  X(FMUL, 0x6a, 1, 2, 1, 0) \
  X(DMUL, 0x6b, 1, 4, 2, 0) \
  X(IDIV, 0x6c, 1, 2, 1, 0) \
  X(LDIV, 0x6d, 1, 4, 2, 0) \
  X(FDIV, 0x6e, 1, 2, 1, 0) \
  X(DDIV, 0x6f, 1, 4, 2, 0) \
  X(IREM, 0x70, 1, 2, 1, 0) \
  X(LREM, 0x71, 1, 4, 2, 0) \
  X(FREM, 0x72, 1, 2, 1, 0) \
  X(DREM, 0x73, 1, 4, 2, 0) \
  X(INEG, 0x74, 1, 1, 1, 0) \
  X(LNEG, 0x75, 1, 2, 2, 0) \
  X(FNEG, 0x76, 1, 1, 1, 0) \
  X(DNEG, 0x77, 1, 2, 2, 0) \
  X(ISHL, 0x78, 1, 2, 1, 0) \
  X(LSHL, 0x79, 1, 3, 2, 0) \
  X(ISHR, 0x7a, 1, 2, 1, 0) \
  X(LSHR, 0x7b, 1, 3, 2, 0) \
  X(IUSHR, 0x7c, 1, 2, 1, 0) \
  X(LUSHR, 0x7d, 1, 3, 2, 0) \
  X(IAND, 0x7e, 1, 2, 1, 0) \
  X(LAND, 0x7f, 1, 4, 2, 0) \
  X(IOR, 0x80, 1, 2, 1, 0) \
  X(LOR, 0x81, 1, 4, 2, 0) \
  X(IXOR, 0x82, 1, 2, 1, 0) \
  X(LXOR, 0x83, 1, 4, 2, 0) \
  X(IINC, 0x84, 3, 0, 0, 0) \
  X(I2L, 0x85, 1, 1, 2, 0) \
  X(I2F, 0x86, 1, 1, 1, 0) \
  X(I2D, 0x87, 1, 1, 2, 0) \
  X(L2I, 0x88, 1, 2, 1, 0) \
  X(L2F, 0x89, 1, 2, 1, 0) \
  X(L2D, 0x8a, 1, 2, 2, 0) \
  X(F2I, 0x8b, 1, 1, 1, 0) \
  X(F2L, 0x8c, 1, 1, 2, 0) \
  X(F2D, 0x8d, 1, 1, 2, 0) \
  X(D2I, 0x8e, 1, 2, 1, 0) \
  X(D2L, 0x8f, 1, 2, 2, 0) \
  X(D2F, 0x90, 1, 2, 1, 0) \
  X(I2B, 0x91, 1, 1, 1, 0) \
  X(I2C, 0x92, 1, 1, 1, 0) \
  X(I2S, 0x93, 1, 1, 1, 0) \
  X(LCMP, 0x94, 1, 4, 1, 0) \
  X(FCMPL, 0x95, 1, 2, 1, 0) \
  X(FCMPG, 0x96, 1, 2, 1, 0) \
  X(DCMPL, 0x97, 1, 4, 1, 0) \
  X(DCMPG, 0x98, 1, 4, 1, 0) \
  X(IFEQ, 0x99, 3, 1, 0, 0) \
  X(IFNE, 0x9a, 3, 1, 0, 0) \
  X(IFLT, 0x9b, 3, 1, 0, 0) \
  X(IFGE, 0x9c, 3, 1, 0, 0) \
  X(IFGT, 0x9d, 3, 1, 0, 0) \
  X(IFLE, 0x9e, 3, 1, 0, 0) \
  X(IF_ICMPEQ, 0x9f, 3, 2, 0, 0) \
  X(IF_ICMPNE, 0xa0, 3, 2, 0, 0) \
  X(IF_ICMPLT, 0xa1, 3, 2, 0, 0) \
  X(IF_ICMPGE, 0xa2, 3, 2, 0, 0) \
  X(IF_ICMPGT, 0xa3, 3, 2, 0, 0) \
  X(IF_ICMPLE, 0xa4, 3, 2, 0, 0) \
  X(IF_ACMPEQ, 0xa5, 3, 2, 0, 0) \
  X(IF_ACMPNE, 0xa6, 3, 2, 0, 0) \
  X(GOTO, 0xa7, 3, 0, 0, 0) \
  X(JSR, 0xa8, 3, 0, 1, 0) \
  X(RET, 0xa9, 2, 0, 0, 0) \
  X(TABLESWITCH, 0xaa, 0, 1, 0, 0) \
  X(LOOKUPSWITCH, 0xab, 0, 1, 0, 0) \
  X(IRETURN, 0xac, 1, 1, 0, 1) \
  X(LRETURN, 0xad, 1, 2, 0, 1) \
  X(FRETURN, 0xae, 1, 1, 0, 1) \
  X(DRETURN, 0xaf, 1, 2, 0, 1) \
  X(ARETURN, 0xb0, 1, 1, 0, 1) \
  X(RETURN, 0xb1, 1, 0, 0, 1) \
  X(GETSTATIC, 0xb2, 3, OPV, OPV, 1) \
  X(PUTSTATIC, 0xb3, 3, OPV, OPV, 1) \
  X(GETFIELD, 0xb4, 3, OPV, OPV, 1) \
  X(PUTFIELD, 0xb5, 3, OPV, OPV, 1) \
  X(INVOKEVIRTUAL, 0xb6, 3, OPV, OPV, 1) \
  X(INVOKESPECIAL, 0xb7, 3, OPV, OPV, 1) \
  X(INVOKESTATIC, 0xb8, 3, OPV, OPV, 1) \
  X(INVOKEINTERFACE, 0xb9, 5, OPV, OPV, 1) \
  X(INVOKEDYNAMIC, 0xba, 5, OPV, OPV, 0) \
  X(NEW, 0xbb, 3, 0, 1, 1) \
  X(NEWARRAY, 0xbc, 2, 1, 1, 0) \
  X(ANEWARRAY, 0xbd, 3, 1, 1, 0) \
  X(ARRAYLENGTH, 0xbe, 1, 1, 1, 0) \
  X(ATHROW, 0xbf, 1, 1, 0, 0) \
  X(CHECKCAST, 0xc0, 3, 1, 1, 0) \
  X(INSTANCEOF, 0xc1, 3, 1, 1, 0) \
  X(MONITORENTER, 0xc2, 1, 1, 0, 1) \
  X(MONITOREXIT, 0xc3, 1, 1, 0, 1) \
  X(WIDE, 0xc4, 0, OPV, OPV, 0) \
  X(MULTIANEWARRAY, 0xc5, 4, OPV, OPV, 0) \
  X(IFNULL, 0xc6, 3, 1, 0, 0) \
  X(IFNONNULL, 0xc7, 3, 1, 0, 0) \
  X(GOTO_W, 0xc8, 5, 0, 0, 0) \
  X(JSR_W, 0xc9, 5, 0, 1, 0)

enum {
#define X(name, code, len, pops, pushes, stop) OP_##name = code,
  JPOR_OPCODES(X)
#undef X
  OP_COUNT_ = 0xca
};

/* name of an opcode ("iadd"), or NULL for an unassigned byte */
const char *cf_opcode_name(unsigned op);
/* fixed length of an opcode, 0 when variable, -1 when unassigned */
int cf_opcode_len(unsigned op);
/* Operand-stack slots taken and left by an opcode: OPV when they depend on
 * the operands, -2 when the byte is unassigned. */
int cf_opcode_pops(unsigned op);
int cf_opcode_pushes(unsigned op);
/* May a thread stop before this instruction at a scheduling point? */
bool cf_opcode_stops(unsigned op);

#endif
