# Malformed-input tests.  make_cases.py damages javac's output for
# src/Sample.java in many ways (and builds damaged jars); every case must make
# cfcheck print exactly one "jpor: error:" line with the expected fragment and
# exit 2 (expect.sh checks all of that).  The positive side: cfcheck accepts
# every class javac makes from src/ (--release 8 and 17) and src17/ (17 only).
#
# Cases are listed at configure time (make_cases.py --list needs no input) and
# generated at build time (target malformed_cases), since their offsets and
# expected messages come from parsing the real javac output.
find_package(Python3 REQUIRED COMPONENTS Interpreter)

set(MF_SRC_DIR ${CMAKE_CURRENT_LIST_DIR})
set(MF_BIN ${CMAKE_BINARY_DIR}/tests/malformed)
set(MF_GEN ${MF_SRC_DIR}/make_cases.py)
set(MF_EXPECT sh ${MF_SRC_DIR}/expect.sh)
file(GLOB MF_JAVA CONFIGURE_DEPENDS ${MF_SRC_DIR}/src/*.java)
file(GLOB MF_JAVA17 CONFIGURE_DEPENDS ${MF_SRC_DIR}/src17/*.java)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${MF_GEN})

add_custom_command(
  OUTPUT ${MF_BIN}/gen/Big.java
  COMMAND ${CMAKE_COMMAND} -E make_directory ${MF_BIN}/gen
  COMMAND ${Python3_EXECUTABLE} ${MF_GEN} --gen-big ${MF_BIN}/gen/Big.java
  DEPENDS ${MF_GEN}
  COMMENT "Generating Big.java (goto_w, wide)"
  VERBATIM)

# classes8/ and tests8.jar, classes17/ and tests17.jar (with -g, so that
# LocalVariableTable attributes are parsed too)
foreach(rel 8 17)
  set(srcs ${MF_JAVA} ${MF_BIN}/gen/Big.java)
  set(debug "")
  if(rel EQUAL 17)
    list(APPEND srcs ${MF_JAVA17})
    set(debug -g)
  endif()
  add_custom_command(
    OUTPUT ${MF_BIN}/tests${rel}.jar
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${MF_BIN}/classes${rel}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${MF_BIN}/classes${rel}
    COMMAND ${Java_JAVAC_EXECUTABLE} -nowarn -Xlint:-options --release ${rel} ${debug} -encoding UTF-8
            -d ${MF_BIN}/classes${rel} ${srcs}
    COMMAND ${Java_JAR_EXECUTABLE} cf ${MF_BIN}/tests${rel}.jar -C ${MF_BIN}/classes${rel} .
    DEPENDS ${srcs}
    COMMENT "Compiling the classfile test sources with --release ${rel}"
    VERBATIM)
endforeach()

add_custom_command(
  OUTPUT ${MF_BIN}/cases/stamp
  COMMAND ${Python3_EXECUTABLE} ${MF_GEN} --classes ${MF_BIN}/classes8 --out ${MF_BIN}/cases
  COMMAND ${CMAKE_COMMAND} -E touch ${MF_BIN}/cases/stamp
  DEPENDS ${MF_GEN} ${MF_BIN}/tests8.jar ${CMAKE_SOURCE_DIR}/classfile/opcodes.h
  COMMENT "Generating malformed class files and jars"
  VERBATIM)
add_custom_target(malformed_cases ALL DEPENDS ${MF_BIN}/cases/stamp ${MF_BIN}/tests17.jar)

execute_process(
  COMMAND ${Python3_EXECUTABLE} ${MF_GEN} --list
  OUTPUT_VARIABLE MF_LIST
  RESULT_VARIABLE MF_RC)
if(NOT MF_RC EQUAL 0)
  message(FATAL_ERROR "make_cases.py --list failed")
endif()
string(REPLACE "\n" ";" MF_LINES "${MF_LIST}")
set(MF_COUNT 0)
foreach(line IN LISTS MF_LINES)
  if(line STREQUAL "")
    continue()
  endif()
  string(REPLACE "\t" ";" f "${line}")
  list(GET f 0 name)
  list(GET f 1 exit_code)
  list(GET f 2 args)
  string(REPLACE "{dir}" "${MF_BIN}/cases" args "${args}")
  string(REPLACE "{classes}" "${MF_BIN}/classes8" args "${args}")
  separate_arguments(args UNIX_COMMAND "${args}")
  add_test(NAME malformed.${name}
           COMMAND ${MF_EXPECT} ${exit_code} @${MF_BIN}/cases/${name}.expect
                   $<TARGET_FILE:cfcheck> ${args})
  set_tests_properties(malformed.${name} PROPERTIES LABELS asan)
  math(EXPR MF_COUNT "${MF_COUNT} + 1")
endforeach()
if(MF_COUNT LESS 35)
  message(FATAL_ERROR "only ${MF_COUNT} malformed cases listed")
endif()

# Positive: everything javac made is accepted.  Jar mode also fails on a jar
# without classes, so these cannot pass vacuously.
add_test(NAME malformed.accept_release8 COMMAND ${MF_EXPECT} 0 "" $<TARGET_FILE:cfcheck> -v ${MF_BIN}/tests8.jar)
add_test(NAME malformed.accept_release17
         COMMAND ${MF_EXPECT} 0 "" $<TARGET_FILE:cfcheck> -v -d ${MF_BIN}/tests17.jar)
add_test(NAME malformed.accept_by_name
         COMMAND ${MF_EXPECT} 0 "" $<TARGET_FILE:cfcheck> -cp ${MF_BIN}/nonexistent:${MF_BIN}/classes17
                 Sample Shapes$Op$1 Flow Modern Modern$Point Modern$Expr Big)
set_tests_properties(malformed.accept_release8 malformed.accept_release17 malformed.accept_by_name
                     PROPERTIES LABELS asan)

# Strongest positive test: every class of the host JDK's java.base (the jmod is
# a zip behind a 4-byte header).
get_filename_component(MF_JDK ${Java_JAVAC_EXECUTABLE} REALPATH)
get_filename_component(MF_JDK ${MF_JDK} DIRECTORY)
set(MF_JMOD ${MF_JDK}/../jmods/java.base.jmod)
if(EXISTS ${MF_JMOD})
  add_custom_command(
    OUTPUT ${MF_BIN}/java.base.zip
    COMMAND ${CMAKE_COMMAND} -E make_directory ${MF_BIN}
    COMMAND sh -c "tail -c +5 \"$1\" > \"$2\"" sh ${MF_JMOD} ${MF_BIN}/java.base.zip
    DEPENDS ${MF_JMOD}
    VERBATIM)
  add_custom_target(malformed_jdk_zip ALL DEPENDS ${MF_BIN}/java.base.zip)
  add_test(NAME malformed.accept_java_base
           COMMAND ${MF_EXPECT} 0 "" $<TARGET_FILE:cfcheck> -v ${MF_BIN}/java.base.zip)
  set_tests_properties(malformed.accept_java_base PROPERTIES LABELS asan)
endif()
