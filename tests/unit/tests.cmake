# Unit tests of classfile/ and the cfcheck tool that the malformed-input tests
# drive (it parses and checks classes as jpor will, printing "jpor: error: ...").
add_executable(cfcheck ${CMAKE_CURRENT_LIST_DIR}/cfcheck.c)
target_link_libraries(cfcheck PRIVATE jpor_classfile)
set_target_properties(cfcheck PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

add_executable(test_classfile ${CMAKE_CURRENT_LIST_DIR}/test_classfile.c)
target_link_libraries(test_classfile PRIVATE jpor_classfile)
add_test(NAME unit.classfile COMMAND test_classfile ${CMAKE_BINARY_DIR}/tests/unit-tmp)
set_tests_properties(unit.classfile PROPERTIES LABELS asan)

# Every class of our own class library passes cf_check_code.  Skipped (not
# passed) while jlib.jar has not been built.
add_test(NAME unit.cfcheck_jlib
         COMMAND sh -c "if [ ! -f \"$1\" ]; then echo \"SKIP: $1 is not built\"; exit 77; fi
                        exec sh \"$2\" 0 '' \"$3\" -v \"$1\""
                 sh ${CMAKE_BINARY_DIR}/jlib.jar ${CMAKE_CURRENT_LIST_DIR}/../malformed/expect.sh
                 $<TARGET_FILE:cfcheck>)
set_tests_properties(unit.cfcheck_jlib PROPERTIES LABELS asan SKIP_RETURN_CODE 77)

# The checker's place summaries spread neighbouring objects (checker/strategy.h).
add_executable(test_places ${CMAKE_CURRENT_LIST_DIR}/test_places.c)
target_include_directories(test_places PRIVATE ${CHECKER_INCLUDE})
add_dependencies(test_places jpor_checker)
add_test(NAME unit.places COMMAND test_places)
set_tests_properties(unit.places PROPERTIES LABELS asan)

# The explored graph's below-summaries on graphs with loops (checker/graph.c).
add_executable(test_graph ${CMAKE_CURRENT_LIST_DIR}/test_graph.c)
target_include_directories(test_graph PRIVATE ${CHECKER_INCLUDE})
target_link_libraries(test_graph PRIVATE jpor_checker jpor_vm)
add_test(NAME unit.graph COMMAND test_graph)
set_tests_properties(unit.graph PROPERTIES LABELS asan)
