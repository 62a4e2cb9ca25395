# Concurrency suite (tests/threads/README.md).
#
# Build time (target threads-tests, part of ALL): build-expected.sh compiles
# every program of det/, sched/, deadlock/ and actions/ with one javac call
# (--release 17) into ${CMAKE_BINARY_DIR}/threads/classes and records the host
# java's stdout/stderr/exit status of every det program in threads/expected/.
#
# Tests:
#   threads.det.NAME        det/NAME.java under jpor's default round robin,
#   threads.det.NAME.r1/.r2 the same under --schedule=random:1 / random:2,
#                           all compared with the host java (difftest.sh);
#   threads.sched.NAME      sched/NAME.java under rr and random:1..20, every
#                           stdout must be listed in NAME.outcomes (schedtest.py);
#   threads.deadlock.NAME.rr/.r1/.r2/.r3
#                           deadlock/NAME.java must deadlock (status 4) with a
#                           report containing NAME.expect (dltest.sh);
#   threads.actions.rr/.r1/.r2
#                           the --trace-actions stream of actions/ActionsDemo
#                           (actions/check_actions.py).
set(TT_DIR ${CMAKE_CURRENT_LIST_DIR})
file(GLOB TT_DET CONFIGURE_DEPENDS ${TT_DIR}/det/*.java)
file(GLOB TT_SCHED CONFIGURE_DEPENDS ${TT_DIR}/sched/*.java)
file(GLOB TT_DEADLOCK CONFIGURE_DEPENDS ${TT_DIR}/deadlock/*.java)
file(GLOB TT_ACTIONS CONFIGURE_DEPENDS ${TT_DIR}/actions/*.java)
list(SORT TT_DET)
list(SORT TT_SCHED)
list(SORT TT_DEADLOCK)

if(NOT Java_JAVA_EXECUTABLE)
  find_program(Java_JAVA_EXECUTABLE java REQUIRED)
endif()

# Fast tests that also run in the ASan+UBSan build (label "asan").
set(TT_ASAN_TESTS
  threads.det.SemaphorePingPong threads.det.InterruptSleep threads.det.InterruptWait
  threads.det.InterruptJoin threads.det.JoinTimeout threads.det.IllegalMonitor
  threads.det.ThreadNamesStates threads.det.UncaughtInThread threads.det.WaitReleasesAll
  threads.det.SleepOrder
  threads.sched.LostUpdate2x2 threads.sched.DekkerVolatile
  threads.deadlock.DlMonitors.rr threads.deadlock.DlReentrantLock.rr
  threads.actions.rr)

# jpor's own time limit per run and ctest's hard limit; the sanitizer build
# is several times slower.  A sched test makes 21 runs.
if(JPOR_SANITIZE)
  set(TT_RUN_TIMEOUT 300)
else()
  set(TT_RUN_TIMEOUT 60)
endif()
math(EXPR TT_CTEST_TIMEOUT "${TT_RUN_TIMEOUT} + 60")
math(EXPR TT_SCHED_CTEST_TIMEOUT "${TT_RUN_TIMEOUT} * 8 + 60")

set(TT_OUT ${CMAKE_BINARY_DIR}/threads)
set(TT_CLASSES ${TT_OUT}/classes)
add_custom_command(
  OUTPUT ${TT_OUT}/expected.stamp
  COMMAND ${TT_DIR}/build-expected.sh ${Java_JAVAC_EXECUTABLE} ${Java_JAVA_EXECUTABLE} ${TT_DIR} ${TT_OUT}
  DEPENDS ${TT_DET} ${TT_SCHED} ${TT_DEADLOCK} ${TT_ACTIONS} ${TT_DIR}/build-expected.sh
  COMMENT "Thread tests: compiling and recording host java output"
  VERBATIM)
add_custom_target(threads-tests ALL DEPENDS ${TT_OUT}/expected.stamp)

# A program whose first 400 characters contain "// pending: REASON" gets the
# label "pending" (make test skips those), as in tests/checker.
function(tt_add name src timeout)
  add_test(NAME ${name} COMMAND ${ARGN})
  file(READ ${src} head LIMIT 400)
  set(labels "threads")
  if(head MATCHES "// pending:")
    set(labels "threads;pending")
  elseif(name IN_LIST TT_ASAN_TESTS)
    set(labels "threads;asan")
  endif()
  set_tests_properties(${name} PROPERTIES
    TIMEOUT ${timeout}
    LABELS "${labels}"
    ENVIRONMENT "JPOR_TEST_TIMEOUT=${TT_RUN_TIMEOUT}")
endfunction()

foreach(src ${TT_DET})
  get_filename_component(name ${src} NAME_WE)
  tt_add(threads.det.${name} ${src} ${TT_CTEST_TIMEOUT}
         ${TT_DIR}/difftest.sh ${JPOR} ${CMAKE_BINARY_DIR} ${name})
  foreach(seed 1 2)
    tt_add(threads.det.${name}.r${seed} ${src} ${TT_CTEST_TIMEOUT}
           ${TT_DIR}/difftest.sh ${JPOR} ${CMAKE_BINARY_DIR} ${name} random:${seed})
  endforeach()
endforeach()

foreach(src ${TT_SCHED})
  get_filename_component(name ${src} NAME_WE)
  tt_add(threads.sched.${name} ${src} ${TT_SCHED_CTEST_TIMEOUT}
         python3 ${TT_DIR}/schedtest.py ${JPOR} ${TT_CLASSES} ${name} ${TT_DIR}/sched/${name}.outcomes 20)
endforeach()

foreach(src ${TT_DEADLOCK})
  get_filename_component(name ${src} NAME_WE)
  tt_add(threads.deadlock.${name}.rr ${src} ${TT_CTEST_TIMEOUT}
         ${TT_DIR}/dltest.sh ${JPOR} ${TT_CLASSES} ${name} ${TT_DIR}/deadlock/${name}.expect)
  foreach(seed 1 2 3)
    tt_add(threads.deadlock.${name}.r${seed} ${src} ${TT_CTEST_TIMEOUT}
           ${TT_DIR}/dltest.sh ${JPOR} ${TT_CLASSES} ${name} ${TT_DIR}/deadlock/${name}.expect random:${seed})
  endforeach()
endforeach()

tt_add(threads.actions.rr ${TT_DIR}/actions/ActionsDemo.java ${TT_CTEST_TIMEOUT}
       python3 ${TT_DIR}/actions/check_actions.py ${JPOR} ${TT_CLASSES})
foreach(seed 1 2)
  tt_add(threads.actions.r${seed} ${TT_DIR}/actions/ActionsDemo.java ${TT_CTEST_TIMEOUT}
         python3 ${TT_DIR}/actions/check_actions.py ${JPOR} ${TT_CLASSES} random:${seed})
endforeach()
