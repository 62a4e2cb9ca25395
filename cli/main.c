/* main.c -- the jpor command line.
 *
 *   jpor run [-cp PATH] [-ea] [-Xss SIZE] [-Xmx SIZE] Main [args...]
 *
 * Exit status: what the program gives (0, System.exit(n), 1 for an uncaught
 * exception or a missing main class, as java), 2 for a usage or input error. */
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vm/vm_api.h"
#include "vm/sched.h"

#define JPOR_VERSION "0.1.0"

static _Noreturn void usage_error(const char *fmt, const char *arg) {
  fputs("jpor: error: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs(" (see jpor --help)\n", stderr);
  exit(EXIT_HOST_ERROR);
}

static void print_help(void) {
  puts("usage: jpor run [options] MainClass [args...]\n"
       "\n"
       "options:\n"
       "  -cp, -classpath, --class-path PATH   directories and jars, ':'-separated (default .)\n"
       "  -ea, -enableassertions               enable assert statements\n"
       "  -da, -disableassertions              disable them (the default)\n"
       "  -XssSIZE                             Java stack size per thread (default 1m)\n"
       "  -XmxSIZE                             heap limit (default 1g)\n"
       "  --schedule=rr|random:SEED            thread switching: round robin with a fixed\n"
       "                                       quantum (default), or seeded random at every\n"
       "                                       visible action\n"
       "  --quantum=N                          round-robin slice in branches and calls (10000)\n"
       "  --trace-actions                      print every visible action on stderr\n"
       "\n"
       "exit status: the program's (0, System.exit, 1 for an uncaught exception),\n"
       "2 for a usage error or bad input (malformed class file, missing class),\n"
       "4 when every live thread is blocked for good (deadlock; reported on stderr).");
}

/* "64m" -> bytes; 0 on a malformed size */
static size_t parse_size(const char *s) {
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  if (end == s) return 0;
  switch (*end) {
  case 'k': case 'K': v <<= 10; end++; break;
  case 'm': case 'M': v <<= 20; end++; break;
  case 'g': case 'G': v <<= 30; end++; break;
  default: break;
  }
  return *end ? 0 : (size_t)v;
}

/* jlib.jar sits next to the binary unless JPOR_JLIB says otherwise. */
static const char *find_jlib(void) {
  const char *env = getenv("JPOR_JLIB");
  if (env && *env) return env;
  static char path[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", path, sizeof path - 16);
  if (n <= 0) return "jlib.jar";
  path[n] = 0;
  char *dir = dirname(path);
  memmove(path, dir, strlen(dir) + 1);
  strcat(path, "/jlib.jar");
  return path;
}

static int cmd_run(int argc, char **argv) {
  VMOptions opt = {.classpath = NULL, .max_heap = (size_t)1 << 30, .stack_bytes = (size_t)1 << 20};
  const char *env_cp = getenv("CLASSPATH");
  if (env_cp && *env_cp) opt.classpath = env_cp;
  int i = 0;
  for (; i < argc && argv[i][0] == '-'; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path")) {
      if (++i >= argc) usage_error("%s needs a class path", a);
      opt.classpath = argv[i];
    } else if (!strncmp(a, "--class-path=", 13)) {
      opt.classpath = a + 13;
    } else if (!strcmp(a, "-ea") || !strcmp(a, "-enableassertions")) {
      opt.assertions = true;
    } else if (!strcmp(a, "-da") || !strcmp(a, "-disableassertions")) {
      opt.assertions = false;
    } else if (!strncmp(a, "-Xss", 4)) {
      if (!(opt.stack_bytes = parse_size(a + 4))) usage_error("bad stack size '%s'", a);
    } else if (!strncmp(a, "-Xmx", 4)) {
      if (!(opt.max_heap = parse_size(a + 4))) usage_error("bad heap size '%s'", a);
    } else if (!strncmp(a, "--schedule=", 11)) {
      const char *p = a + 11;
      if (!strcmp(p, "rr")) {
        opt.sched_policy = SCHED_ROUND_ROBIN;
      } else if (!strncmp(p, "random:", 7) && p[7]) {
        char *end;
        opt.sched_policy = SCHED_RANDOM;
        opt.sched_seed = strtoull(p + 7, &end, 10);
        if (*end) usage_error("bad seed in '%s'", a);
      } else {
        usage_error("bad schedule '%s' (rr or random:SEED)", a);
      }
    } else if (!strncmp(a, "--quantum=", 10)) {
      opt.quantum = atoll(a + 10);
      if (opt.quantum <= 0) usage_error("bad quantum '%s'", a);
    } else if (!strcmp(a, "--trace-actions")) {
      opt.trace_actions = true;
    } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      print_help();
      return 0;
    } else {
      usage_error("unknown option '%s'", a);
    }
  }
  if (i >= argc) usage_error("%s", "missing main class");
  opt.jlib = find_jlib();
  if (access(opt.jlib, R_OK) != 0) usage_error("class library %s not found", opt.jlib);
  VM *vm = vm_new(&opt);
  int status = vm_run_main(vm, argv[i], argc - i - 1, argv + i + 1);
  vm_flush_output();
  vm_free(vm);
  return status;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    print_help();
    return EXIT_HOST_ERROR;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "run")) return cmd_run(argc - 2, argv + 2);
  if (!strcmp(cmd, "--help") || !strcmp(cmd, "help") || !strcmp(cmd, "-h")) {
    print_help();
    return 0;
  }
  if (!strcmp(cmd, "--version")) {
    printf("jpor %s\n", JPOR_VERSION);
    return 0;
  }
  usage_error("unknown command '%s'", cmd);
}
