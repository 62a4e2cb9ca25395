/* io.c -- natives of jpor.internal.Console: the program's stdin, stdout, stderr. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "natives/natives.h"
#include "vm/exception.h"
#include "vm/heap.h"

static int Console_write(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t fd = args[0].i, off = args[2].i, len = args[3].i;
  Ref b = args[1].r;
  if (!b) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Object *o = heap_obj(vm, b);
  if (off < 0 || len < 0 || (int64_t)off + len > o->length)
    return exc_throw_new(vm, t, "java/lang/IndexOutOfBoundsException", NULL), NAT_THROW;
  if (vm->opt.mute) return NAT_OK;
  FILE *f = fd == 2 ? stderr : stdout;
  fwrite(ARR(o, char) + off, 1, (size_t)len, f);
  return NAT_OK;
}

/* System.out's PrintStream flushes where java's does (each print, a write(int) of '\n'); the C
 * buffer must follow, or a 2>&1 capture would order stdout after stderr (which is unbuffered). */
static int Console_flush(VM *vm, JThread *t, Value *args, Value *ret) {
  if (args[0].i == 1 && !vm->opt.mute) fflush(stdout);
  return NAT_OK;
}

static int Console_read(VM *vm, JThread *t, Value *args, Value *ret) {
  fflush(stdout);
  int c = getchar();
  RET_I(c == EOF ? -1 : c);
  return NAT_OK;
}

static int Console_cwd(VM *vm, JThread *t, Value *args, Value *ret) {
  char buf[PATH_MAX];
  Ref s = str_new_utf8(vm, getcwd(buf, sizeof buf) ? buf : ".");
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* The user class path as java gives it in java.class.path: -cp's value, or
 * $CLASSPATH, or the jar of -jar; "." when none was given. */
static int Console_classPath(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref s = str_new_utf8(vm, vm->opt.classpath ? vm->opt.classpath : ".");
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

const NativeEntry nat_io[] = {
    {"jpor/internal/Console", "write", "(I[BII)V", Console_write},
    {"jpor/internal/Console", "read", "(I)I", Console_read},
    {"jpor/internal/Console", "flush", "(I)V", Console_flush},
    {"jpor/internal/Console", "cwd", "()Ljava/lang/String;", Console_cwd},
    {"jpor/internal/Console", "classPath", "()Ljava/lang/String;", Console_classPath},
    {NULL, NULL, NULL, NULL}};
