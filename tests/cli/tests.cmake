# Command-line tests (tests/cli): a command run under the host java and under
# jpor run, stdout and stderr merged through one pipe, compared with the exit
# status (clitest.sh).  The classes and jars are built by build.sh.
set(CLI_DIR ${CMAKE_CURRENT_LIST_DIR})
set(CLI_BIN ${CMAKE_BINARY_DIR}/tests/cli)
file(GLOB_RECURSE CLI_SRC CONFIGURE_DEPENDS ${CLI_DIR}/src/*.java ${CLI_DIR}/linkage/*.java)
if(NOT Java_JAVA_EXECUTABLE)
  find_program(Java_JAVA_EXECUTABLE java REQUIRED)
endif()
add_custom_command(
  OUTPUT ${CLI_BIN}/stamp
  COMMAND ${CLI_DIR}/build.sh ${Java_JAVAC_EXECUTABLE} ${Java_JAR_EXECUTABLE} ${CLI_DIR}/src ${CLI_BIN}
  DEPENDS ${CLI_SRC} ${CLI_DIR}/build.sh
  COMMENT "Command-line tests: compiling and making jars"
  VERBATIM)
add_custom_target(cli-tests ALL DEPENDS ${CLI_BIN}/stamp)

# name, then the environment (VAR=VALUE...), --, and the arguments of java / jpor run,
# separated by '|'
set(CLI_CASES
  "jar|--|-jar|app.jar|one|two words"
  "jar_ignores_cp|--|-cp|nowhere|-jar|app.jar"
  "jar_nomain|--|-jar|nomain.jar"
  "jar_missing|--|-jar|missing.jar"
  "jar_corrupt|--|-jar|notajar.jar"
  "interleave|--|-cp|classes|Interleave"
  "missing_caught|--|-cp|classes|MissingCaught"
  "getenv|JPOR_CLI_VAR=a b=c|JPOR_CLI_EMPTY=|--|-cp|classes|Env|JPOR_CLI_VAR|JPOR_CLI_EMPTY|JPOR_CLI_UNSET"
  "classpath|--|-cp|nowhere:classes:./classes/|ClassPath"
  "classpath_env|CLASSPATH=classes|--|ClassPath"
  "classpath_set|--|-classpath|classes|ClassPath|elsewhere"
  "package_private_override|--|-cp|classes|PackagePrivateOverride"
  "main_inherited|--|-cp|classes|MainInherited"
  "main_private|--|-cp|classes|MainPrivate"
  "main_instance|--|-cp|classes|MainInstance"
  "main_int|--|-cp|classes|MainInt"
  "linkage|--|-cp|linkage|LinkageMain")
foreach(spec ${CLI_CASES})
  string(REPLACE "|" ";" case "${spec}")
  list(POP_FRONT case name)
  add_test(NAME cli.${name}
           COMMAND ${CLI_DIR}/clitest.sh ${JPOR} ${Java_JAVA_EXECUTABLE} ${CLI_BIN} ${case})
  set_tests_properties(cli.${name} PROPERTIES LABELS "cli;asan" TIMEOUT 120)
endforeach()
