/* verify.h -- the bytecode verifier (JVMS 4.10), run when a class is linked.
 *
 * Class files of version 50 and later are type checked against their
 * StackMapTable (4.10.1; a version 50 file that fails falls back to
 * inference); older ones are verified by type inference (4.10.2).  A class
 * that fails throws java.lang.VerifyError with HotSpot's message layout:
 *
 *   Bad type on operand stack
 *   Exception Details:
 *     Location:
 *       Foo.bar()V @3: iadd
 *     Reason:
 *       Type 'java/lang/String' (current frame, stack[1]) is not assignable to integer
 *
 * The class library's classes (Class.library) are trusted unless the
 * environment variable JPOR_VERIFY is "all"; JPOR_VERIFY=none turns the
 * verifier off (java's -Xverify:none); JPOR_VERIFY=all-infer verifies every
 * class by type inference, ignoring StackMapTables (a test of inference). */
#ifndef JPOR_VERIFY_H
#define JPOR_VERIFY_H

#include "vm/vm.h"

/* Verify c and its superclasses (once; the result is kept on the class).
 * Returns NULL when c may be used, else the VerifyError message (owned by
 * the class).  Code that fails the structural checks of cf_check_code is left
 * to them (a host error when the method first runs), as before. */
const char *verify_class(VM *vm, Class *c);

/* The error verify_class's message stands for (internal name: VerifyError,
 * or NoClassDefFoundError when a class needed to check assignability is
 * missing) and the message to give it. */
const char *verify_error_class(const char *e, const char **msg);

/* verify_class, then on failure throw that error in t: false. */
bool verify_linked(VM *vm, JThread *t, Class *c);

/* Verify one method of a parsed class file without a VM (the fuzz target):
 * class loading for assignability is replaced by the rules for unknown
 * classes (only identical names and java/lang/Object).  Returns 0 or -1 with
 * the message in err. */
int verify_method_standalone(const ClassFile *cf, const CfMember *m, char *err, size_t errlen);

#endif
