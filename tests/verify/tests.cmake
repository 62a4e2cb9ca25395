# The bytecode verifier (vm/verify.c).
#   verify.cases  type-confused class files made by patching javac output
#                 (make_cases.py), each run under host java and jpor: the same
#                 VerifyError (first lines and location) or the same output.
#   verify.jlib   every class of jlib.jar passes the verifier (verify.jlib.infer:
#                 by type inference too, JPOR_VERIFY=all-infer).
#   verify.fuzz.replay  the verifier fuzz target's seeds and regressions.
set(VF_DIR ${CMAKE_CURRENT_LIST_DIR})
set(VF_BIN ${CMAKE_BINARY_DIR}/tests/verify)
find_package(Python3 COMPONENTS Interpreter)

add_test(NAME verify.cases
         COMMAND sh -c "command -v java >/dev/null || exit 77; \
python3 '${VF_DIR}/make_cases.py' '${VF_BIN}/cases' >/dev/null && \
python3 '${VF_DIR}/run_cases.py' '$<TARGET_FILE:jpor>' '${VF_BIN}/cases'")
set_tests_properties(verify.cases PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600 LABELS verify)

# The stack-effect columns of classfile/opcodes.h (one table for the code
# checker, the type map, the helpful-NPE analysis and the verifier).
add_executable(opcode_effects ${VF_DIR}/opcode_effects.c)
target_link_libraries(opcode_effects PRIVATE jpor_classfile)
add_test(NAME verify.opcodes COMMAND opcode_effects)
set_tests_properties(verify.opcodes PROPERTIES LABELS "verify;asan")

add_executable(verify_classes ${VF_DIR}/verify_classes.c)
target_link_libraries(verify_classes PRIVATE jpor_vm)
add_test(NAME verify.jlib COMMAND ${VF_DIR}/jlib_test.sh $<TARGET_FILE:verify_classes> ${CMAKE_BINARY_DIR}/jlib.jar)
set_tests_properties(verify.jlib PROPERTIES LABELS "verify;asan")
add_test(NAME verify.jlib.infer
         COMMAND ${VF_DIR}/jlib_test.sh $<TARGET_FILE:verify_classes> ${CMAKE_BINARY_DIR}/jlib.jar all-infer)
set_tests_properties(verify.jlib.infer PROPERTIES LABELS "verify;asan")

# Seeds of the verifier fuzz target: the test sources compiled by javac.
file(GLOB_RECURSE VF_SRC CONFIGURE_DEPENDS ${VF_DIR}/src/*.java)
add_custom_command(OUTPUT ${VF_BIN}/seeds/stamp
  COMMAND ${CMAKE_COMMAND} -E make_directory ${VF_BIN}/seeds
  COMMAND javac --release 8 -nowarn -d ${VF_BIN}/seeds ${VF_SRC}
  COMMAND ${CMAKE_COMMAND} -E touch ${VF_BIN}/seeds/stamp
  DEPENDS ${VF_SRC} COMMENT "verifier fuzz seeds: javac tests/verify/src")
add_custom_target(verify_seeds ALL DEPENDS ${VF_BIN}/seeds/stamp)

# Replays tests/fuzz/regressions/verify (and the corpus) through the fuzz
# target built without libFuzzer; a host error ends the input's vm_pcall.
set(FZV ${CMAKE_SOURCE_DIR}/tests/fuzz)
add_executable(fuzz_verify_replay ${FZV}/replay.c ${FZV}/fuzz_verify.c)
target_compile_definitions(fuzz_verify_replay PRIVATE FUZZ_SEEDS_DIR="${VF_BIN}/seeds"
                           FUZZ_JLIB="${CMAKE_BINARY_DIR}/jlib.jar")
target_link_libraries(fuzz_verify_replay PRIVATE jpor_vm)
add_dependencies(fuzz_verify_replay verify_seeds)
add_test(NAME verify.fuzz.replay
         COMMAND fuzz_verify_replay ${FZV}/regressions/verify ${FZV}/corpus-verify)
# a host error inside a run (vm_fatal) abandons its VM: not a leak to report
set_tests_properties(verify.fuzz.replay PROPERTIES LABELS "verify;asan" ENVIRONMENT ASAN_OPTIONS=detect_leaks=0)

if(JPOR_FUZZ)
  # libFuzzer build: the VM's sources are compiled in for coverage.
  add_executable(fuzz_verify ${FZV}/fuzz_verify.c ${CLASSFILE_SRC} ${VM_SRC} ${NATIVES_SRC})
  target_compile_definitions(fuzz_verify PRIVATE FUZZ_SEEDS_DIR="${VF_BIN}/seeds"
                             FUZZ_JLIB="${CMAKE_BINARY_DIR}/jlib.jar")
  target_compile_options(fuzz_verify PRIVATE -fsanitize=fuzzer,address,undefined
                         -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  target_link_options(fuzz_verify PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_libraries(fuzz_verify PRIVATE PkgConfig::LIBZIP ${XXHASH_LIB} m)
  add_dependencies(fuzz_verify verify_seeds)
  set_target_properties(fuzz_verify PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
endif()
