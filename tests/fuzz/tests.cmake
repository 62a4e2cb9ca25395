# Fuzzing the class file parser and code checker.
#
# fuzz_replay (any compiler; ASan in build-asan) runs the crash-regression
# inputs in regressions/, the checked-in corpus and every class and damaged
# case the other tests generate through the fuzz target.  The libFuzzer binary
# itself is built only with -DJPOR_FUZZ=ON and clang; see tests/fuzz/README.md.
option(JPOR_FUZZ "build the libFuzzer target fuzz_classfile (needs CMAKE_C_COMPILER=clang)" OFF)

set(FZ_DIR ${CMAKE_CURRENT_LIST_DIR})
add_executable(fuzz_replay ${FZ_DIR}/replay.c ${FZ_DIR}/fuzz_classfile.c)
target_link_libraries(fuzz_replay PRIVATE jpor_classfile)
add_test(NAME fuzz.replay
         COMMAND fuzz_replay ${FZ_DIR}/regressions ${FZ_DIR}/corpus
                 ${CMAKE_BINARY_DIR}/tests/malformed/cases
                 ${CMAKE_BINARY_DIR}/tests/malformed/classes8
                 ${CMAKE_BINARY_DIR}/tests/malformed/classes17)
set_tests_properties(fuzz.replay PROPERTIES LABELS asan)

if(JPOR_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "JPOR_FUZZ needs clang: cmake -DCMAKE_C_COMPILER=clang -DJPOR_FUZZ=ON")
  endif()
  # The classfile sources are compiled into the target (not linked from
  # jpor_classfile) so that libFuzzer's coverage instrumentation covers them.
  add_executable(fuzz_classfile ${FZ_DIR}/fuzz_classfile.c ${CLASSFILE_SRC})
  target_compile_options(fuzz_classfile PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  target_link_options(fuzz_classfile PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_libraries(fuzz_classfile PRIVATE PkgConfig::LIBZIP)
  target_include_directories(fuzz_classfile PRIVATE ${CMAKE_SOURCE_DIR})
  set_target_properties(fuzz_classfile PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
endif()
