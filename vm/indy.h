/* indy.h -- invokedynamic: string concatenation, lambdas, record methods. */
#ifndef JPOR_INDY_H
#define JPOR_INDY_H

#include "vm/vm.h"

/* Execute the invokedynamic at cp index idx of class c for t, whose top frame's
 * sp holds the arguments.  Returns 1 when the result was pushed (frame sp
 * updated), 0 when a frame was pushed whose return value is the result, -1 on
 * exception. */
int indy_invoke(VM *vm, JThread *t, Class *c, uint16_t idx);
#endif
