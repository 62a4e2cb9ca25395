/* indy.c -- invokedynamic.  Placeholder until the bootstraps are implemented. */
#include "vm/exception.h"
#include "vm/indy.h"

int indy_invoke(VM *vm, JThread *t, Class *c, uint16_t idx) {
  exc_throw_new(vm, t, "java/lang/BootstrapMethodError", "invokedynamic is not supported yet");
  return -1;
}
