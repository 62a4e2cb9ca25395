# Differential tests: every tests/java/progs/NAME.java is compiled with
# javac --release 8 (unless its first line is "// release: 17") and --release 17.
# At build time (target java-tests, part of ALL) each release's programs are
# compiled with one javac call into ${CMAKE_BINARY_DIR}/java-R/classes and the
# host java's stdout/stderr/exit status are recorded in java-R/expected/.
# ctest then only runs jpor: test java.R.NAME runs difftest.sh.
#
# Per-program files: NAME.in (stdin), NAME.opts (JVM options for java and jpor).

set(JT_DIR ${CMAKE_CURRENT_LIST_DIR})
file(GLOB JT_SOURCES CONFIGURE_DEPENDS ${JT_DIR}/progs/*.java)
file(GLOB JT_AUX CONFIGURE_DEPENDS ${JT_DIR}/progs/*.in ${JT_DIR}/progs/*.opts)
list(SORT JT_SOURCES)

if(NOT Java_JAVA_EXECUTABLE)
  find_program(Java_JAVA_EXECUTABLE java REQUIRED)
endif()

# Fast programs that also run in the ASan+UBSan build (label "asan").
set(JT_ASAN_PROGS
  Hello IntArith LongArith Shifts FloatDouble Conversions CharArith
  DoubleToString StringMethods StringBuilderOps StringSwitch EnumBasics
  InterfaceDefaults InnerClasses Lambdas MethodRefs Autoboxing InstanceofCast
  ArrayExceptions FinallyReturns TryWithResources StaticInitOrder
  HashMapOrder TreeMapNav FormatPrintf UncaughtCause ExitCode3 ClassNewInstance NonStaticMain
  ProxyDispatch AnnotationValues GenericReflection MethodHandleBasics MethodHandleErrors
  UncaughtMethodHandle)

# jpor's own time limit per run (difftest.sh) and ctest's hard limit; the
# sanitizer build is several times slower.
if(JPOR_SANITIZE)
  set(JT_RUN_TIMEOUT 240)
else()
  set(JT_RUN_TIMEOUT 60)
endif()
math(EXPR JT_CTEST_TIMEOUT "${JT_RUN_TIMEOUT} + 60")

set(JT_STAMPS)
foreach(rel 8 17)
  set(names)
  set(srcs)
  foreach(src ${JT_SOURCES})
    get_filename_component(name ${src} NAME_WE)
    file(STRINGS ${src} first_line LIMIT_COUNT 1)
    if(rel EQUAL 8 AND first_line MATCHES "^// release: 17")
      continue()
    endif()
    # the sanitizer build runs the "asan" programs only: it records no other
    if(JPOR_SANITIZE AND NOT name IN_LIST JT_ASAN_PROGS)
      continue()
    endif()
    list(APPEND names ${name})
    list(APPEND srcs ${src})
  endforeach()
  set(out ${CMAKE_BINARY_DIR}/java-${rel})
  add_custom_command(
    OUTPUT ${out}/expected.stamp
    COMMAND ${JT_DIR}/build-expected.sh ${Java_JAVAC_EXECUTABLE} ${Java_JAVA_EXECUTABLE}
            ${rel} ${JT_DIR}/progs ${out} ${names}
    DEPENDS ${srcs} ${JT_AUX} ${JT_DIR}/build-expected.sh
    COMMENT "Java tests: compiling release ${rel} and recording host java output"
    VERBATIM)
  list(APPEND JT_STAMPS ${out}/expected.stamp)
  foreach(name ${names})
    add_test(NAME java.${rel}.${name}
             COMMAND ${JT_DIR}/difftest.sh ${JPOR} ${CMAKE_BINARY_DIR} ${name} ${rel})
    set_tests_properties(java.${rel}.${name} PROPERTIES
      TIMEOUT ${JT_CTEST_TIMEOUT}
      ENVIRONMENT "JPOR_TEST_TIMEOUT=${JT_RUN_TIMEOUT}")
    if(name IN_LIST JT_ASAN_PROGS)
      set_tests_properties(java.${rel}.${name} PROPERTIES LABELS "java;asan")
    else()
      set_tests_properties(java.${rel}.${name} PROPERTIES LABELS "java")
    endif()
  endforeach()
endforeach()
add_custom_target(java-tests ALL DEPENDS ${JT_STAMPS})

# Math's intrinsic functions (sin cos tan exp log log10 pow) against the host java: special
# cases exactly, 2 x 20,000 random arguments within 1 % per function (mathnear.sh).
add_test(NAME java.math.hotspot
         COMMAND ${JT_DIR}/mathnear.sh ${JPOR} ${CMAKE_BINARY_DIR}/java-math)
set_tests_properties(java.math.hotspot PROPERTIES LABELS "java" TIMEOUT 300
  PASS_REGULAR_EXPRESSION "[0-9]+ passed, 0 failed")
