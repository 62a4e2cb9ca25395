# Checker tests: programs with known verdicts under every strategy, stateful and
# stateless; the soundness cross-check on generated programs.
set(CHK_DIR ${CMAKE_CURRENT_SOURCE_DIR}/checker)
file(GLOB CHK_PROGS CONFIGURE_DEPENDS ${CHK_DIR}/progs/*.java)
file(GLOB CHK_FIGURES CONFIGURE_DEPENDS ${CHK_DIR}/figures/*.java ${CHK_DIR}/dpor/*.java
     ${CHK_DIR}/verify/*.java ${CHK_DIR}/stateless/*.java ${CHK_DIR}/timeouts/*.java
     ${CHK_DIR}/spin/*.java ${CHK_DIR}/daemons/*.java ${CHK_DIR}/bulk/*.java
     ${CHK_DIR}/escape/*.java ${CHK_DIR}/finals/*.java ${CHK_DIR}/orders/*.java
     ${CHK_DIR}/jlib/*.java)
set(CHK_CLASSES ${CMAKE_BINARY_DIR}/checker-classes)
add_custom_command(
  OUTPUT ${CHK_CLASSES}/.stamp
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CHK_CLASSES}
  COMMAND ${Java_JAVAC_EXECUTABLE} --release 17 -nowarn -cp ${CMAKE_BINARY_DIR}/jlib.jar -d ${CHK_CLASSES} ${CHK_PROGS} ${CHK_FIGURES}
  COMMAND ${CMAKE_COMMAND} -E touch ${CHK_CLASSES}/.stamp
  DEPENDS ${CHK_PROGS} ${CHK_FIGURES} ${CMAKE_BINARY_DIR}/jlib.jar
  COMMENT "Compiling the checker's test programs")
add_custom_target(checker-progs ALL DEPENDS ${CHK_CLASSES}/.stamp)
# The strategies, from the registry (the &por_NAME entries of chk_strategies[]
# in checker/strategies.c, NAME spelled with '_' for '-').
file(READ ${CMAKE_SOURCE_DIR}/checker/strategies.c CHK_REG_TEXT)
string(REGEX MATCH "chk_strategies\\[\\] = {[^}]*}" CHK_REG_TABLE "${CHK_REG_TEXT}")
string(REGEX MATCHALL "&por_[a-z_0-9]+" CHK_REG "${CHK_REG_TABLE}")
set(CHK_STRATEGIES)
foreach(entry ${CHK_REG})
  string(REGEX REPLACE "^&por_" "" n "${entry}")
  string(REPLACE "_" "-" n "${n}")
  list(APPEND CHK_STRATEGIES ${n})
endforeach()
if(NOT CHK_STRATEGIES)
  message(FATAL_ERROR "no strategies found in checker/strategies.c")
endif()
# dpor-graph runs once per marker, stateless (its default) and --stateful
set(CHK_MARKERS ea jpf maybe)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/checker/strategies.c)
# Each program runs under every configuration (verdicts.py: one process a
# configuration, one ctest test for many): checker.NAME.asan holds the
# configurations the AddressSanitizer build runs too (spor, dl-spor and
# dpor-graph stateful), checker.NAME.rest the others (every
# strategy stateful and stateless, dpor-graph's markers, spor breadth first,
# spor and dl-spor with --visibility=shared).
foreach(src ${CHK_PROGS})
  get_filename_component(name ${src} NAME_WE)
  file(READ ${src} head LIMIT 400)
  # "// stateless: skip" (every strategy) or "// stateless: skip none jpf" (those)
  set(skip_stateless "")
  if(head MATCHES "// stateless: skip (([a-z-]+)( [a-z-]+)*) \\(")
    string(REPLACE " " ";" skip_stateless "${CMAKE_MATCH_1}")
  elseif(head MATCHES "// stateless: skip")
    set(skip_stateless ${CHK_STRATEGIES})
  endif()
  set(pors ${CHK_STRATEGIES})
  foreach(m ${CHK_MARKERS})
    list(APPEND pors dpor-graph:${m})
  endforeach()
  set(asan_configs)
  set(rest_configs)
  foreach(por ${pors})
    set(modes stateful stateless)
    string(REGEX REPLACE ":.*" "" base ${por})
    if(por IN_LIST skip_stateless OR base IN_LIST skip_stateless)
      set(modes stateful)
    endif()
    foreach(mode ${modes})
      if((por STREQUAL "spor" OR por STREQUAL "dl-spor" OR por STREQUAL "dpor-graph")
         AND mode STREQUAL "stateful")
        list(APPEND asan_configs ${por}/${mode})
      else()
        list(APPEND rest_configs ${por}/${mode})
      endif()
    endforeach()
  endforeach()
  # breadth first: spor's verdicts; the default visibility is sync, and every
  # program also runs with shared
  list(APPEND rest_configs spor/bfs spor/stateful/shared dl-spor/stateful/shared)
  foreach(part asan rest)
    add_test(NAME checker.${name}.${part}
             COMMAND python3 ${CHK_DIR}/verdicts.py ${JPOR} ${CHK_CLASSES} ${name} ${${part}_configs})
    if(head MATCHES "// pending:")
      set_tests_properties(checker.${name}.${part} PROPERTIES LABELS "pending")
    elseif(part STREQUAL "asan")
      set_tests_properties(checker.${name}.${part} PROPERTIES LABELS "asan")
    endif()
  endforeach()
endforeach()
# --visibility=sync against shared, the race report, --races, sync traces
add_test(NAME checker.races
         COMMAND ${CHK_DIR}/races_test.sh ${JPOR} ${CHK_CLASSES} ${CMAKE_BINARY_DIR}/races-tmp)
set_tests_properties(checker.races PROPERTIES LABELS asan)
# --memory bounds the store, the path's snapshots and the explored graph
add_test(NAME checker.memory
         COMMAND ${CHK_DIR}/memory_test.sh ${JPOR} ${CHK_CLASSES})
set_tests_properties(checker.memory PROPERTIES LABELS asan)
# --max-states: a bound on the stored states, exit 3 when reached
add_test(NAME checker.bounds COMMAND ${CHK_DIR}/bounds_test.sh ${JPOR} ${CHK_CLASSES})
# timed waits of the class library and of programs' own loops may time out,
# and the clock shows it (timeouts/*.java)
add_test(NAME checker.timeouts COMMAND ${CHK_DIR}/timeouts_test.sh ${JPOR} ${CHK_CLASSES})
add_test(NAME checker.bfs COMMAND ${CHK_DIR}/bfs_test.sh ${JPOR} ${CHK_CLASSES})
set_tests_properties(checker.timeouts PROPERTIES LABELS asan)
# a trace hides thread-local steps under every kind of strategy
add_test(NAME checker.trace COMMAND ${CHK_DIR}/trace_test.sh ${JPOR} ${CHK_CLASSES})
# the lazy source-set strategies' walks of L_r stop once they have their answer
add_test(NAME checker.walks COMMAND ${CHK_DIR}/walks_test.sh ${JPOR} ${CHK_CLASSES})
# the default strategy: dl-spor, odpor when stateless
add_test(NAME checker.default_por
         COMMAND ${CHK_DIR}/default_por_test.sh ${JPOR} ${CHK_CLASSES})
# the explored graph (--graph) and the visited-first order
add_test(NAME checker.graph
         COMMAND python3 ${CHK_DIR}/graph_test.py ${JPOR} ${CHK_CLASSES} LostUpdate RWLockCorrect
                 ProducerConsumerBounded LockOrderDeadlock VerifyChoice CheckThenAct MissedNotify)
# --all-errors: every stateful strategy finds the errors none finds, those
# behind an error that ends the path included
add_test(NAME checker.all_errors
         COMMAND python3 ${CHK_DIR}/allerrors_test.py ${JPOR} ${CHK_CLASSES} AllErrorsBehind
                 LostUpdate CheckThenAct LockOrderDeadlock LockHeldByWaiter ClinitMutualTwoThreads)
add_test(NAME checker.all_errors.stateless
         COMMAND python3 ${CHK_DIR}/allerrors_test.py ${JPOR} ${CHK_CLASSES} --stateless
                 AllErrorsBehind LockOrderDeadlock LockHeldByWaiter ClinitMutualTwoThreads)
# threads that spin for ever unless another runs first: the default finds the errors
add_test(NAME checker.spin COMMAND ${CHK_DIR}/spin_test.sh ${JPOR} ${CHK_CLASSES})
add_test(NAME checker.jlib COMMAND ${CHK_DIR}/jlib_test.sh ${JPOR} ${CHK_CLASSES})
# programs that end with a daemon able to run: every strategy lists none's final states
add_test(NAME checker.daemons COMMAND python3 ${CHK_DIR}/daemons_test.py ${JPOR} ${CHK_CLASSES})
add_test(NAME checker.finals COMMAND python3 ${CHK_DIR}/finals_test.py ${JPOR} ${CHK_CLASSES})
# interrupts against sleep and wait(), in three orders: none's final states
add_test(NAME checker.orders COMMAND python3 ${CHK_DIR}/orders_test.py ${JPOR} ${CHK_CLASSES})
# arraycopy and clone as actions on each element or field (natives/lang.c)
add_test(NAME checker.bulk COMMAND python3 ${CHK_DIR}/bulk_test.py ${JPOR} ${CHK_CLASSES})
# a final field written after 'this' escaped: the early read is found
add_test(NAME checker.escape COMMAND python3 ${CHK_DIR}/escape_test.py ${JPOR} ${CHK_CLASSES})
# Verify.beginAtomic as a thread's first step: the orders before the block are found
add_test(NAME checker.atomic COMMAND python3 ${CHK_DIR}/atomic_test.py ${JPOR} ${CHK_CLASSES})
# the class library's executor keeps a pool's states few (jlib's ThreadPoolExecutor, FutureTask)
add_test(NAME checker.pool_states COMMAND ${CHK_DIR}/pool_states_test.sh ${JPOR} ${CHK_CLASSES})
# no memory a search lost (LeakSanitizer, in the ASan build)
add_test(NAME checker.leaks COMMAND ${CHK_DIR}/leaks_test.sh ${JPOR} ${CHK_CLASSES})
set_tests_properties(checker.leaks PROPERTIES LABELS asan)
# Soundness cross-check (crosscheck.py): a sample of 60 generated programs in
# three groups (1-20, 31-50 and 30001-30020), under every strategy, stateless
# runs bounded by 3000 executions -- the first and third groups with
# --visibility=sync (the default), the second with shared; the third has
# static initialisers run by the first of several threads to use their
# class; `make soundness` runs thousands, with both.
foreach(group 0 1 2)
  math(EXPR first "${group} * 30 + 1")
  set(vis sync)
  if(group EQUAL 1)
    set(vis shared)
  elseif(group EQUAL 2)
    set(first 30001)
  endif()
  add_test(NAME checker.crosscheck.${group}
           COMMAND python3 ${CHK_DIR}/crosscheck.py ${JPOR} ${first} 20 ${CMAKE_BINARY_DIR}/crosscheck-${group}
                   --executions=3000 --visibility=${vis})
  set_tests_properties(checker.crosscheck.${group} PROPERTIES TIMEOUT 1500)
endforeach()
# The paper's Figures 3 and 4: the source sets at the figures' state.
add_test(NAME checker.figures COMMAND ${CHK_DIR}/figures_test.sh ${JPOR} ${CHK_CLASSES})
set_tests_properties(checker.figures PROPERTIES LABELS asan)
# --portfolio: configurations in parallel processes, the first verdict wins.
add_test(NAME checker.portfolio COMMAND ${CHK_DIR}/portfolio_test.sh ${JPOR} ${CHK_CLASSES})
# The checker includes no VM header but vm/explore.h, vm/action.h, vm/value.h.
add_test(NAME checker.boundary COMMAND python3 ${CHK_DIR}/boundary_test.py ${CMAKE_SOURCE_DIR})
# Host errors (a missing class, a bad superclass, a heap too small to start):
# one line and exit 2 under run, check (each search) and a portfolio.
add_test(NAME checker.host_error
         COMMAND ${CHK_DIR}/host_error_test.sh ${JPOR} ${Java_JAVAC_EXECUTABLE} ${CMAKE_BINARY_DIR}/host-error)
set_tests_properties(checker.host_error PROPERTIES LABELS asan)
# The DPOR engine (--por=dpor-graph): the paper's Figure 1, Table 1's
# analogues under every marker, a marker that answers Maybe for ever, traces.
add_test(NAME checker.dpor_graph
         COMMAND python3 ${CHK_DIR}/dporgraph_test.py ${JPOR} ${CHK_CLASSES} ${CMAKE_BINARY_DIR}/dpor-graph-tmp)
# --por=odpor: one execution per trace on lock-only programs, fewer than the
# others on a CAS counter, stateful proofs, errors with traces that replay.
# (the sanitizer build leaves out the largest searches: --quick)
if(JPOR_SANITIZE)
  set(CHK_ODPOR_QUICK --quick)
else()
  set(CHK_ODPOR_QUICK)
endif()
add_test(NAME checker.odpor
         COMMAND python3 ${CHK_DIR}/odpor_test.py ${JPOR} ${CHK_CLASSES} ${CMAKE_BINARY_DIR}/odpor-tmp
                 ${CHK_ODPOR_QUICK})
set_tests_properties(checker.odpor PROPERTIES LABELS asan)
# JPF's Verify API beyond data choices: storeTrace, terminateSearch, print helpers.
add_test(NAME checker.verify_api
         COMMAND python3 ${CHK_DIR}/verify_api_test.py ${JPOR} ${CHK_CLASSES} ${CMAKE_BINARY_DIR}/verify-api-tmp)
set_tests_properties(checker.verify_api PROPERTIES LABELS asan)
