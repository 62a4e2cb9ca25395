/* exception.h -- throwing, VM-raised exceptions, backtraces, handler search. */
#ifndef JPOR_EXCEPTION_H
#define JPOR_EXCEPTION_H

#include "vm/vm.h"

/* Throw ex in t: the interpreter unwinds to a handler when it sees t->exception. */
void exc_throw(VM *vm, JThread *t, Ref ex);
/* Create and throw an exception of class cname (internal name) with a printf
 * message (fmt NULL = no message), without running a constructor
 * (jlib/README.md).  Returns false, so callers can `return exc_throw_new(...)`. */
bool exc_throw_new(VM *vm, JThread *t, const char *cname, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Same with an explicit cause. */
bool exc_throw_caused(VM *vm, JThread *t, const char *cname, Ref cause, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
bool exc_oom(VM *vm, JThread *t);
/* The OutOfMemoryError of an array of length elements that could not be made: past
 * HotSpot's largest array (two header words below 2^31) its message says so. */
#define EXC_MAX_ARRAY_LENGTH (INT32_MAX - 2)
bool exc_oom_array(VM *vm, JThread *t, int32_t length);

/* A backtrace of t's frames as an int[] {method id, pc, ...}, skipping the top
 * `skip` frames.  For Throwable.fillInStackTrace. */
/* A backtrace keeps at most this many frames, the innermost: HotSpot's default
 * MaxJavaStackTraceDepth, so a StackOverflowError prints as java's does. */
#define EXC_MAX_TRACE_DEPTH 1024
Ref exc_backtrace(VM *vm, JThread *t, uint32_t skip);

/* Find a handler for t->exception in the top frame; unwind frames until one is
 * found (true: the top frame's pc is at the handler, the exception pushed) or
 * none remain (false: t->exception stays set). */
bool exc_unwind(VM *vm, JThread *t);

/* Describe an exception on stderr as a last resort (when Java code cannot). */
void exc_describe_fallback(VM *vm, Ref ex);
#endif
