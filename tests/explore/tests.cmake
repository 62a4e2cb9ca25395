# Property tests of the foundations: the state store, fingerprints under
# save/restore, garbage and allocation order, each strategy's expand
# (test_foundations.c).  Uses the checker's test programs.
add_executable(test_foundations ${CMAKE_CURRENT_LIST_DIR}/test_foundations.c)
target_include_directories(test_foundations PRIVATE ${CMAKE_SOURCE_DIR})
target_link_libraries(test_foundations PRIVATE jpor_checker jpor_vm)
add_dependencies(test_foundations jlib checker-progs)
add_test(NAME explore.foundations
         COMMAND test_foundations ${CMAKE_BINARY_DIR}/checker-classes LostUpdate RWLockCorrect
                 ProducerConsumerBounded LockOrderDeadlock CheckThenAct MissedNotify
                 PutIfAbsentRace Philosophers3Ordered DeepChain PublishThenFill)
set_tests_properties(explore.foundations PROPERTIES LABELS asan
                     ENVIRONMENT JPOR_JLIB=${CMAKE_BINARY_DIR}/jlib.jar)
