/* vm_api.h -- creating a VM and running a program on it (used by cli/). */
#ifndef JPOR_VM_API_H
#define JPOR_VM_API_H

#include "vm/vm.h"

/* Exit statuses of `jpor run` (README): the program's own status (0, System.exit(n),
 * 1 for an uncaught exception as java does), or 2 for a host error. */
enum { EXIT_HOST_ERROR = 2 };

VM *vm_new(const VMOptions *opt);
/* Load main_class and set up the main thread about to run main(args) (and the
 * class's <clinit>).  False, with *status and a message on stderr, if it cannot. */
bool vm_prepare_main(VM *vm, const char *main_class, int argc, char **argv, int *status);
/* Run main_class.main(args) and every thread to the end; returns the exit status. */
int vm_run_main(VM *vm, const char *main_class, int argc, char **argv);
void vm_free(VM *vm);
/* Tell fn of every action a thread performs from now on (at most VM_MAX_LISTENERS). */
void vm_listen(VM *vm, void (*fn)(void *data, VM *vm, JThread *t, const struct Action *a), void *data);
/* Flush the program's buffered stdout (natives write through it). */
void vm_flush_output(void);
#endif
