/* main.c -- the jpor command line.
 *
 *   jpor run [-cp PATH] [-ea] [-Xss SIZE] [-Xmx SIZE] Main [args...]
 *   jpor run [options] -jar app.jar [args...]
 *
 * Exit status: what the program gives (0, System.exit(n), 1 for an uncaught
 * exception or a missing main class, as java), 2 for a usage or input error. */
#include <ctype.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "checker/checker.h"
#include "classfile/classpath.h"
#include "vm/sched.h"
#include "vm/vm_api.h"

#define JPOR_VERSION "0.1.0"

static _Noreturn void usage_error(const char *fmt, const char *arg) {
  fputs("jpor: error: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs(" (see jpor --help)\n", stderr);
  exit(EXIT_HOST_ERROR);
}

/* A host error that ended a run or a check: one line, after the program's own output. */
static int host_error(const char *msg) {
  vm_flush_output();
  fprintf(stderr, "jpor: error: %s\n", msg);
  return EXIT_HOST_ERROR;
}

/* jpor check, one configuration (also a portfolio's). */
static int check(const CheckOptions *co) {
  char *err;
  int status = chk_check(co, &err);
  if (err) status = host_error(err);
  free(err);
  return status;
}

static int replay(const CheckOptions *co, const char *file) {
  char *err;
  int status = chk_replay(co, file, &err);
  if (err) status = host_error(err);
  free(err);
  return status;
}

/* jpor run */
static int run(const VMOptions *opt, const char *main_class, int argc, char **argv) {
  VM *vm = vm_new(opt);
  int status = vm ? vm_run_main(vm, main_class, argc, argv) : EXIT_HOST_ERROR;
  vm_flush_output();
  if (vm_error(vm)) status = host_error(vm_error(vm));
  vm_free(vm);
  return status;
}

static void print_help(void) {
  fputs("usage: jpor run [options] MainClass [args...]      run a program, like java\n"
        "       jpor run [options] -jar app.jar [args...]   run the jar's Main-Class\n"
        "       jpor check [options] MainClass [args...]    explore its interleavings\n"
        "       jpor replay [options] TRACE                 re-execute a trace from check --trace\n"
        "\n"
        "options of run and check:\n"
        "  -cp, -classpath, --class-path PATH   directories and jars, ':'-separated (default .)\n"
        "  -ea, -enableassertions               enable assert statements\n"
        "  -da, -disableassertions              disable them (the default)\n"
        "  -DNAME=VALUE                         set a system property\n"
        "  -XssSIZE                             Java stack size per thread (default 1m)\n"
        "  -XmxSIZE                             heap limit (default 1g)\n"
        "  -Xverify:none|remote|all             no bytecode verification; the program's classes\n"
        "                                       (default); every class, jlib's too\n"
        "  --schedule=rr|random:SEED            thread switching: round robin with a fixed\n"
        "                                       quantum (default), or seeded random at every\n"
        "                                       visible action\n"
        "  --quantum=N                          round-robin slice in branches and calls (10000)\n"
        "  --trace-actions                      print every visible action on stderr\n"
        "  --fixed-clock                        run: the clock starts at 2023-11-14T22:13:20Z\n"
        "                                       (as under check), not at the real time\n"
        "  --sched-stats                        print the number of thread switches at the end\n"
        "\n"
        "\n"
        "options of check:\n"
        "  --por=NAME                           the search strategy (default dl-spor; odpor when "
        "stateless):\n",
        stdout);
  chk_list_strategies(stdout, "                                         ");
  fputs(
      "  --list-por                           list the strategies, one per line\n"
      "  --stateless                          no state matching (bound it with --depth)\n"
      "  --stateful                           match states with a strategy that is stateless\n"
      "                                       by default (--por=dpor-graph: Yang et al. 2008)\n"
      "  --depth=N                            bound the search depth\n"
      "  --max-executions=N                   stop (exit 3) after N complete executions\n"
      "  --max-states=N                       stop (exit 3) after N stored states\n"
      "  --memory=SIZE                        budget of the state store (default 1g)\n"
      "  --stop-at-first | --all-errors       stop at the first error (default) or go on\n"
      "  --trace=FILE                         write the first error's trace for jpor replay\n"
      "  --trace-all                          traces list thread-local actions too\n"
      "  --show-output                        let the program print (once per path explored)\n"
      "  --time-limit=SECONDS                 stop (exit 3) after this long\n"
      "  --enumerate-random                   Random.nextInt(n) and nextBoolean() are data\n"
      "                                       choices: every value is explored, and a Random\n"
      "                                       does not change (JPF's cg.enumerate_random)\n"
      "  --json                               print the result as one JSON object\n"
      "  --shared-classes=A,B                 only objects of these classes are shared\n"
      "                                       (default: objects reachable from two threads)\n"
      "  --visibility=sync|shared             which plain accesses to shared objects are\n"
      "                                       scheduling points: those no lock protects (sync,\n"
      "                                       the default: a lockset analysis; the search runs\n"
      "                                       again when it finds an unprotected location), or\n"
      "                                       all (shared)\n"
      "  --races=report|error|ignore          data races: listed after the search (report),\n"
      "                                       an error with its trace (error), not looked for\n"
      "                                       (ignore)\n"
      "  --order=seq[:PERM]|random:SEED       order of the transitions explored (seq:2,0,1\n"
      "                                       tries T2 first, then T0, T1)\n"
      "  --final-states                       list the distinct final states (static fields)\n"
      "  --graph=FILE                         write the explored graph of stored states and\n"
      "                                       transitions (L_r) as Graphviz dot\n"
      "  --no-visited-first                   do not try transitions to visited states first\n"
      "  --check-probes                       self-check what the search reuses: hash again\n"
      "                                       every state whose fingerprint a probe of\n"
      "                                       visited-first gave, walk the heap again wherever\n"
      "                                       shared-object marks stood over a transition's\n"
      "                                       stretches; an internal error (exit 2) if\n"
      "                                       they differ\n"
      "  --search=dfs|bfs                     depth first (default) or breadth first, level by\n"
      "                                       level, as JPF's BFSHeuristic (--por=spor, jpf or\n"
      "                                       none; default spor): the first error has a\n"
      "                                       shortest path\n"
      "  --portfolio[=N]                      N configurations in parallel processes (default 2:\n"
      "                                       spor and dl-spor; up to 8 with random orders);\n"
      "                                       the first verdict wins, the others are stopped\n"
      "  --por-log                            source-set strategies: print each irreducible\n"
      "                                       state's done, backtrack and current sets\n"
      "  --step-limit=N                       branches and calls in one transition (10000000)\n"
      "  --marker=NAME                        --por=dpor-graph's instruction marker, one of:\n",
      stdout);
  chk_list_markers(stdout, "                                         ");
  puts("  --replay=paper|point                 --por=dpor-graph: when a Maybe node needs a\n"
       "                                       schedule, flag the nearest Replay node and run\n"
       "                                       all below it again (paper, Algorithm 2, the\n"
       "                                       default), or run its transition again up to it\n"
       "                                       and schedule only the missing threads (point)\n"
       "  --list-markers                       list the instruction markers, one per line\n"
       "  --dpor-graph=DIR                     --por=dpor-graph: the DPOR graph as Graphviz dot\n"
       "                                       in DIR, a file per execution and graph.dot (SVG\n"
       "                                       too when dot is installed)\n"
       "\n"
       "exit status of run: the program's (0, System.exit, 1 for an uncaught exception),\n"
       "2 for a usage error or bad input (malformed class file, missing class),\n"
       "4 when every live thread is blocked for good (deadlock; reported on stderr).\n"
       "exit status of check: 0 no error, 1 error found, 2 usage or input error,\n"
       "3 a limit (memory, depth, executions, states, time) was reached before the search "
       "completed.");
}

/* "64m" -> bytes; 0 on a malformed size */
static size_t parse_size(const char *s) {
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  if (end == s) return 0;
  switch (*end) {
  case 'k':
  case 'K':
    v <<= 10;
    end++;
    break;
  case 'm':
  case 'M':
    v <<= 20;
    end++;
    break;
  case 'g':
  case 'G':
    v <<= 30;
    end++;
    break;
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

enum { CMD_RUN, CMD_CHECK, CMD_REPLAY };

/* --search=bfs runs the strategies whose choices depend on the state alone:
 * a stored state, never a stack of them (checker/search.c). */
static void check_bfs(CheckOptions *co) {
  if (!co->por) co->por = chk_find_strategy("spor");
  if (co->por != chk_find_strategy("spor") && co->por != chk_find_strategy("jpf") &&
      co->por != chk_find_strategy("none"))
    usage_error("%s", "--search=bfs works with --por=spor, jpf or none");
  if (co->stateless) usage_error("%s", "--search=bfs matches states: not with --stateless");
  if (co->portfolio) usage_error("%s", "--search=bfs and --portfolio exclude each other");
  if (co->graph_file) usage_error("%s", "--search=bfs keeps no graph (--graph)");
}

/* Options of the checker; false when a is not one of them. */
static bool check_option(const char *a, CheckOptions *co) {
  if (!strncmp(a, "--por=", 6)) {
    if (!(co->por = chk_find_strategy(a + 6)))
      usage_error("unknown strategy '%s' (jpor check --list-por lists them)", a + 6);
  } else if (!strncmp(a, "--max-executions=", 17)) {
    char *end;
    co->max_executions = strtoull(a + 17, &end, 10);
    if (*end || !co->max_executions) usage_error("bad number of executions '%s'", a);
  } else if (!strncmp(a, "--max-states=", 13)) {
    char *end;
    co->max_states = strtoull(a + 13, &end, 10);
    if (!isdigit((unsigned char)a[13]) || *end || !co->max_states)
      usage_error("bad number of states '%s'", a + 13);
  } else if (!strcmp(a, "--stateless")) {
    co->stateless = true;
  } else if (!strcmp(a, "--stateful")) {
    co->stateful = true;
  } else if (!strncmp(a, "--depth=", 8)) {
    char *end;
    co->max_depth = (uint32_t)strtoul(a + 8, &end, 10);
    if (*end || !co->max_depth) usage_error("bad depth '%s'", a);
  } else if (!strncmp(a, "--memory=", 9)) {
    if (!(co->memory = parse_size(a + 9))) usage_error("bad memory size '%s'", a);
  } else if (!strcmp(a, "--stop-at-first")) {
    co->all_errors = false;
  } else if (!strcmp(a, "--all-errors")) {
    co->all_errors = true;
  } else if (!strncmp(a, "--trace=", 8)) {
    co->trace_file = a + 8;
  } else if (!strcmp(a, "--json")) {
    co->json = true;
  } else if (!strncmp(a, "--visibility=", 13)) {
    if (!strcmp(a + 13, "sync"))
      co->visibility = VIS_SYNC;
    else if (!strcmp(a + 13, "shared"))
      co->visibility = VIS_SHARED;
    else
      usage_error("unknown visibility '%s' (shared or sync)", a + 13);
  } else if (!strncmp(a, "--races=", 8)) {
    if (!strcmp(a + 8, "report"))
      co->races = RACES_REPORT;
    else if (!strcmp(a + 8, "error"))
      co->races = RACES_ERROR;
    else if (!strcmp(a + 8, "ignore"))
      co->races = RACES_IGNORE;
    else
      usage_error("unknown race policy '%s' (report, error or ignore)", a + 8);
  } else if (!strncmp(a, "--shared-classes=", 17)) {
    co->shared_classes = a + 17;
  } else if (!strncmp(a, "--time-limit=", 13)) {
    co->time_limit = atof(a + 13);
    if (co->time_limit <= 0) usage_error("bad time limit '%s'", a);
  } else if (!strcmp(a, "--show-output")) {
    co->show_output = true;
  } else if (!strncmp(a, "--graph=", 8)) {
    if (!a[8]) usage_error("--graph needs a file name (%s)", a);
    co->graph_file = a + 8;
    co->keep_graph = true;
  } else if (!strcmp(a, "--search=bfs") || !strcmp(a, "--search=dfs")) {
    co->bfs = a[9] == 'b';
  } else if (!strncmp(a, "--search=", 9)) {
    usage_error("unknown search '%s' (dfs or bfs)", a + 9);
  } else if (!strcmp(a, "--no-visited-first")) {
    co->no_visited_first = true;
  } else if (!strcmp(a, "--check-probes")) {
    co->check_probes = true;
  } else if (!strcmp(a, "--portfolio")) {
    co->portfolio = 2;
  } else if (!strncmp(a, "--portfolio=", 12)) {
    char *end;
    co->portfolio = (uint32_t)strtoul(a + 12, &end, 10);
    if (*end || co->portfolio < 1) usage_error("bad portfolio size '%s'", a);
  } else if (!strncmp(a, "--marker=", 9)) {
    if (!chk_marker_exists(a + 9))
      usage_error("unknown instruction marker '%s' (jpor check --list-markers lists them)", a + 9);
    co->marker = a + 9;
  } else if (!strncmp(a, "--replay=", 9)) {
    if (!strcmp(a + 9, "paper"))
      co->replay_point = false;
    else if (!strcmp(a + 9, "point"))
      co->replay_point = true;
    else
      usage_error("unknown replay '%s' (point or paper)", a + 9);
  } else if (!strncmp(a, "--dpor-graph=", 13)) {
    if (!a[13]) usage_error("--dpor-graph needs a directory (%s)", a);
    co->dpor_graph_dir = a + 13;
  } else if (!strcmp(a, "--por-log")) {
    co->por_log = true;
  } else if (!strcmp(a, "--trace-all")) {
    co->trace_all = true;
  } else if (!strcmp(a, "--final-states")) {
    co->final_states = true;
  } else if (!strncmp(a, "--step-limit=", 13)) {
    co->step_limit = strtoull(a + 13, NULL, 10);
    if (!co->step_limit) usage_error("bad step limit '%s'", a);
  } else if (!strncmp(a, "--order=", 8)) {
    const char *p = a + 8;
    if (!strcmp(p, "seq"))
      co->order = ORDER_SEQ;
    else if (!strncmp(p, "seq:", 4) && p[4]) {
      co->order = ORDER_SEQ;
      co->order_perm = p + 4;
      for (const char *q = p + 4; *q; q++)
        if (!(*q >= '0' && *q <= '9') && *q != ',')
          usage_error("bad permutation in '%s' (e.g. seq:2,0,1)", a);
    } else if (!strncmp(p, "random:", 7) && p[7]) {
      char *end;
      co->order = ORDER_RANDOM;
      co->order_seed = strtoull(p + 7, &end, 10);
      if (*end) usage_error("bad seed in '%s'", a);
    } else
      usage_error("bad order '%s' (seq or random:SEED)", a);
  } else {
    return false;
  }
  return true;
}

/* java -jar: the main class from the jar's manifest, or java's message and exit status 1. */
static int jar_main_class(const char *jar, char *cls, size_t len) {
  char err[512];
  int r = access(jar, R_OK) != 0 ? -2 : cp_jar_main_class(jar, cls, len, err, sizeof err);
  if (r == -2) fprintf(stderr, "Error: Unable to access jarfile %s\n", jar);
  if (r == -1) fprintf(stderr, "Error: Invalid or corrupt jarfile %s\n", jar);
  if (r == 0) fprintf(stderr, "no main manifest attribute, in %s\n", jar);
  return r == 1 ? 0 : 1;
}

static int cmd_main(int cmd, int argc, char **argv) {
  VMOptions opt = {.classpath = NULL, .max_heap = (size_t)1 << 30, .stack_bytes = (size_t)1 << 20};
  CheckOptions co = {
      .por = NULL, .memory = (size_t)1 << 30, .step_limit = 10000000, .visibility = VIS_SYNC};
  const char *env_cp = getenv("CLASSPATH");
  if (env_cp && *env_cp) opt.classpath = env_cp;
  int i = 0;
  const char *jar = NULL;
  char jar_main[1024];
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
    } else if (!strncmp(a, "-D", 2) && a[2] && a[2] != '=') { /* as java: -Dname=value, -Dname */
      const char **p = realloc(opt.props, (size_t)(opt.nprops + 1) * sizeof *p);
      if (!p) usage_error("%s", "out of memory");
      opt.props = p;
      opt.props[opt.nprops++] = a + 2;
    } else if (!strncmp(a, "-Xss", 4)) {
      if (!(opt.stack_bytes = parse_size(a + 4))) usage_error("bad stack size '%s'", a);
    } else if (!strcmp(a, "-Xverify:none") || !strcmp(a, "-Xverify:all") ||
               !strcmp(a, "-Xverify:remote")) { /* as java; read by vm/verify.c */
      setenv("JPOR_VERIFY", a[9] == 'n' ? "none" : a[9] == 'a' ? "all" : "", 1);
    } else if (!strncmp(a, "-Xmx", 4)) {
      if (!(opt.max_heap = parse_size(a + 4))) usage_error("bad heap size '%s'", a);
    } else if (cmd == CMD_RUN && !strncmp(a, "--schedule=", 11)) {
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
    } else if (cmd == CMD_RUN && !strncmp(a, "--quantum=", 10)) {
      opt.quantum = atoll(a + 10);
      if (opt.quantum <= 0) usage_error("bad quantum '%s'", a);
    } else if (cmd == CMD_RUN && !strcmp(a, "--fixed-clock")) {
      opt.fixed_clock = true;
    } else if (cmd == CMD_RUN && !strcmp(a, "--sched-stats")) {
      opt.sched_stats = true;
    } else if (cmd == CMD_RUN && !strcmp(a, "--trace-actions")) {
      opt.trace_actions = true;
    } else if (cmd != CMD_RUN && !strcmp(a, "--enumerate-random")) {
      opt.enumerate_random = true;
    } else if (cmd != CMD_RUN && check_option(a, &co)) {
      /* taken */
    } else if (cmd != CMD_RUN && !strcmp(a, "--list-por")) {
      chk_list_strategies(stdout, "");
      return 0;
    } else if (cmd != CMD_RUN && !strcmp(a, "--list-markers")) {
      chk_list_markers(stdout, "");
      return 0;
    } else if (!strcmp(a, "-jar") && cmd != CMD_REPLAY) { /* as java: the rest are the program's */
      if (++i >= argc) usage_error("%s needs a jar file", a);
      jar = argv[i];
      break;
    } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      print_help();
      return 0;
    } else {
      usage_error("unknown option '%s'", a);
    }
  }
  if (jar) { /* argv[i] is the jar: it stands for the class path and the main class */
    int st = jar_main_class(jar, jar_main, sizeof jar_main);
    if (st) return st;
    opt.classpath = jar;
    argv[i] = jar_main;
  }
  if (i >= argc) usage_error("%s", cmd == CMD_REPLAY ? "missing trace file" : "missing main class");
  if (co.stateless && co.stateful)
    usage_error("%s", "--stateless and --stateful exclude each other");
  if (co.stateless && !co.max_depth) co.max_depth = 10000;
  if (co.bfs) check_bfs(&co);
  opt.jlib = find_jlib();
  if (access(opt.jlib, R_OK) != 0) usage_error("class library %s not found", opt.jlib);
  if (cmd != CMD_RUN) {
    co.vm = opt;
    co.main_class = argv[i];
    co.argc = argc - i - 1;
    co.argv = argv + i + 1;
    int status = cmd == CMD_REPLAY ? replay(&co, argv[i])
                 : co.portfolio    ? chk_portfolio(&co, check)
                                   : check(&co);
    vm_flush_output();
    return status;
  }
  return run(&opt, argv[i], argc - i - 1, argv + i + 1);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    print_help();
    return EXIT_HOST_ERROR;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "run")) return cmd_main(CMD_RUN, argc - 2, argv + 2);
  if (!strcmp(cmd, "check")) return cmd_main(CMD_CHECK, argc - 2, argv + 2);
  if (!strcmp(cmd, "replay")) return cmd_main(CMD_REPLAY, argc - 2, argv + 2);
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
