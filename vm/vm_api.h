/* vm_api.h -- creating a VM and running a program on it (used by cli/). */
#ifndef JPOR_VM_API_H
#define JPOR_VM_API_H

#include "vm/vm.h"

/* Exit statuses of `jpor run` (README): the program's own status (0, System.exit(n),
 * 1 for an uncaught exception as java does), or 2 for a host error. */
enum { EXIT_HOST_ERROR = 2 };

/* A new VM with jlib loaded; NULL only when there is no memory for it.  After
 * a host error while booting, vm_error(vm) says what (and the VM is dead). */
VM *vm_new(const VMOptions *opt);
/* Load main_class and set up the main thread about to run main(args) (and the
 * class's <clinit>).  False, with *status, if it cannot: 1 with java's message
 * on stderr, or EXIT_HOST_ERROR with vm_error(vm) set. */
bool vm_prepare_main(VM *vm, const char *main_class, int argc, char **argv, int *status);
/* Run main_class.main(args) and every thread to the end; returns the exit
 * status (EXIT_HOST_ERROR with vm_error(vm) set after a host error). */
int vm_run_main(VM *vm, const char *main_class, int argc, char **argv);
/* The protected call (Lua's lua_pcall): run fn(vm, data); a host error inside
 * (vm_fatal) ends it there.  False after a host error, now or before: the VM
 * is then dead, and only vm_free may be called on it. */
bool vm_pcall(VM *vm, void (*fn)(VM *vm, void *data), void *data);
/* The message of the host error that killed vm, or NULL; "out of memory" for
 * a NULL vm (vm_new could not make one).  cli/ prints it as "jpor: error: ...". */
const char *vm_error(const VM *vm);
void vm_free(VM *vm);
/* Tell fn of every action a thread performs from now on (at most VM_MAX_LISTENERS). */
void vm_listen(VM *vm, void (*fn)(void *data, VM *vm, JThread *t, const struct Action *a), void *data);
/* Flush the program's buffered stdout (natives write through it). */
void vm_flush_output(void);
#endif
