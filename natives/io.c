/* io.c -- natives of jpor.internal.Console: the program's stdin, stdout, stderr. */
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/utsname.h>
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

/* user.home, user.name and os.version as java finds them: the password entry of the
 * user (HOME and USER when it has none) and the kernel's release. */
static int Console_hostProperty(VM *vm, JThread *t, Value *args, Value *ret) {
  const struct passwd *pw = getpwuid(getuid());
  struct utsname un;
  const char *v = NULL;
  switch (args[0].i) {
  case 0: v = pw && pw->pw_dir ? pw->pw_dir : getenv("HOME"); break;
  case 1: v = pw && pw->pw_name ? pw->pw_name : getenv("USER"); break;
  case 2: v = uname(&un) == 0 ? un.release : NULL; break;
  }
  Ref s = 0;
  if (v && !(s = str_new_utf8(vm, v))) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

static int Console_interactive(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(isatty(0) && isatty(1));
  return NAT_OK;
}

const NativeEntry nat_io[] = {
    {"jpor/internal/Console", "write", "(I[BII)V", Console_write},
    {"jpor/internal/Console", "read", "(I)I", Console_read},
    {"jpor/internal/Console", "flush", "(I)V", Console_flush},
    {"jpor/internal/Console", "cwd", "()Ljava/lang/String;", Console_cwd},
    {"jpor/internal/Console", "classPath", "()Ljava/lang/String;", Console_classPath},
    {"jpor/internal/Console", "hostProperty", "(I)Ljava/lang/String;", Console_hostProperty},
    {"jpor/internal/Console", "interactive", "()Z", Console_interactive},
    {NULL, NULL, NULL, NULL}};
