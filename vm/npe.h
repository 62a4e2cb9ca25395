/* npe.h -- JDK 17's "helpful NullPointerException" messages (JEP 358).
 *
 * When the interpreter finds a null reference where an instruction needs an
 * object, the NullPointerException it raises carries the message HotSpot would
 * print, e.g.
 *   Cannot invoke "String.length()" because "<local1>" is null
 *   Cannot load from int array because the return value of "A.f()" is null
 * Exceptions thrown by Java code (`throw new NullPointerException()`) and by
 * natives have no such message, as in the JDK. */
#ifndef JPOR_NPE_H
#define JPOR_NPE_H

#include <stddef.h>
#include <stdint.h>

#include "vm/vm.h"

/* Write into buf (n bytes, always NUL-terminated) the message for an NPE raised
 * by the instruction at pc of m.  Empty when HotSpot gives none: the
 * instruction does not dereference a reference, it is a constructor call, or m
 * belongs to a class hidden from stack traces. */
void npe_message(VM *vm, Method *m, uint32_t pc, char *buf, size_t n);

/* Create and throw in t the NullPointerException for the instruction at pc of
 * m, with the message above (none when it is empty).  Returns false, like
 * exc_throw_new. */
bool npe_throw(VM *vm, JThread *t, Method *m, uint32_t pc);

#endif
