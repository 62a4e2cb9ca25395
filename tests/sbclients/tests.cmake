# synchrobench-clients: for each structure, a small generated client (3 threads,
# one call each, specs/*.json) is proved by jpor check (exit 0) and the same
# client of the seeded-bug variant is caught (exit 1), under the default
# strategy with the paper's --shared-classes; and the generator's self-test.
set(SBC_DIR ${CMAKE_CURRENT_SOURCE_DIR}/sbclients)
set(SBC_SRC_DIR ${CMAKE_SOURCE_DIR}/synchrobench-clients/src)
file(GLOB SBC_SRCS CONFIGURE_DEPENDS ${SBC_SRC_DIR}/*.java)
file(GLOB SBC_SPECS CONFIGURE_DEPENDS ${SBC_DIR}/specs/*.json)
set(SBC_CLASSES ${CMAKE_BINARY_DIR}/sbclients-classes)
add_custom_command(
  OUTPUT ${SBC_CLASSES}/.stamp
  COMMAND ${CMAKE_COMMAND} -E make_directory ${SBC_CLASSES}
  COMMAND ${Java_JAVAC_EXECUTABLE} --release 17 -g -nowarn -cp ${CMAKE_BINARY_DIR}/jlib.jar -d ${SBC_CLASSES} ${SBC_SRCS}
  COMMAND ${CMAKE_COMMAND} -E touch ${SBC_CLASSES}/.stamp
  DEPENDS ${SBC_SRCS} ${CMAKE_BINARY_DIR}/jlib.jar
  COMMENT "Compiling the synchrobench-clients structures")
# every client the tests check, generated and compiled once
set(SBC_CLIENTS ${CMAKE_BINARY_DIR}/sbclients-clients)
add_custom_command(
  OUTPUT ${SBC_CLIENTS}/.stamp
  COMMAND python3 ${SBC_DIR}/run_client.py --prepare ${SBC_CLASSES} ${SBC_CLIENTS} ${SBC_SPECS}
  COMMAND ${CMAKE_COMMAND} -E touch ${SBC_CLIENTS}/.stamp
  DEPENDS ${SBC_SPECS} ${SBC_CLASSES}/.stamp ${SBC_DIR}/run_client.py
          ${CMAKE_SOURCE_DIR}/synchrobench-clients/gen_client.py
  COMMENT "Generating and compiling the synchrobench-clients test clients")
add_custom_target(sbclients-classes ALL DEPENDS ${SBC_CLASSES}/.stamp ${SBC_CLIENTS}/.stamp)
# quick enough (under 5 s in the ASan+UBSan build) to run there too
set(SBC_ASAN rwlock.buggy coarsemap.buggy chmmap.buggy)
foreach(spec ${SBC_SPECS})
  get_filename_component(name ${spec} NAME_WE)
  foreach(mode correct buggy)
    add_test(NAME sbclients.${name}.${mode}
             COMMAND python3 ${SBC_DIR}/run_client.py ${JPOR} ${SBC_CLASSES} ${spec} ${mode}
                     ${SBC_CLIENTS})
    set_tests_properties(sbclients.${name}.${mode} PROPERTIES TIMEOUT 150)
    if("${name}.${mode}" IN_LIST SBC_ASAN)
      set_tests_properties(sbclients.${name}.${mode} PROPERTIES LABELS "asan")
    endif()
  endforeach()
endforeach()
# The DPOR engine under every marker, on each spec's first two threads with
# the default visibility (stateless: three threads take minutes).  Left out:
# correct clients that take over 15 s (benchmarks/dporgraph.sh has them).
set(SBC_DPOR_SLOW bst.correct.ea harris.correct.drb harris.correct.ea harris.correct.jpf)
foreach(spec ${SBC_SPECS})
  get_filename_component(name ${spec} NAME_WE)
  foreach(mode correct buggy)
    foreach(marker drb ea jpf)
      if("${name}.${mode}.${marker}" IN_LIST SBC_DPOR_SLOW)
        continue()
      endif()
      add_test(NAME sbclients.${name}.${mode}.dpor-graph-${marker}
               COMMAND python3 ${SBC_DIR}/run_client.py ${JPOR} ${SBC_CLASSES} ${spec} ${mode}
                       ${SBC_CLIENTS}
                       --threads=2 --default-visibility --por=dpor-graph --marker=${marker})
      set_tests_properties(sbclients.${name}.${mode}.dpor-graph-${marker} PROPERTIES TIMEOUT 150)
    endforeach()
  endforeach()
endforeach()
# Stateful (--stateful, Yang et al. 2008): the whole client, every thread.
foreach(spec ${SBC_SPECS})
  get_filename_component(name ${spec} NAME_WE)
  foreach(mode correct buggy)
    add_test(NAME sbclients.${name}.${mode}.dpor-graph-stateful
             COMMAND python3 ${SBC_DIR}/run_client.py ${JPOR} ${SBC_CLASSES} ${spec} ${mode}
                     ${SBC_CLIENTS}
                     --default-visibility --por=dpor-graph --stateful)
    set_tests_properties(sbclients.${name}.${mode}.dpor-graph-stateful PROPERTIES TIMEOUT 300)
  endforeach()
endforeach()
add_test(NAME sbclients.gen_client.selftest
         COMMAND python3 ${CMAKE_SOURCE_DIR}/synchrobench-clients/gen_client.py --self-test)
set_tests_properties(sbclients.gen_client.selftest PROPERTIES
                     PASS_REGULAR_EXPRESSION "[0-9]+ passed, 0 failed" LABELS "asan")
# experiments.py's run list through GNU parallel over two (stand-in) hosts.
add_test(NAME sbclients.experiments.parallel
         COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/sbclients/parallel_test.sh ${JPOR}
                 ${CMAKE_BINARY_DIR}/sbclients-work/experiments-parallel)
set_tests_properties(sbclients.experiments.parallel PROPERTIES
                     PASS_REGULAR_EXPRESSION "[0-9]+ passed, 0 failed" SKIP_RETURN_CODE 77 TIMEOUT 900)
# benchmarks/compare.sh, the same build on both sides: the table and its agreement.
add_test(NAME sbclients.benchmarks.compare
         COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/sbclients/compare_test.sh ${CMAKE_BINARY_DIR})
set_tests_properties(sbclients.benchmarks.compare PROPERTIES
                     PASS_REGULAR_EXPRESSION "[0-9]+ passed, 0 failed" TIMEOUT 600)
