# Helpful NullPointerException messages (JEP 358, vm/npe.c): every
# tests/npe/progs/NAME.java is compiled with javac --release 17 twice, without
# debug information and with -g (which adds the LocalVariableTable, so local
# names appear in the messages).  At build time (target npe-tests, part of ALL)
# build-expected.sh records the host java's stdout and exit status; ctest then
# runs jpor on the same classes (difftest.sh) and compares both exactly.
# Test names: npe.plain.NAME and npe.g.NAME.

set(NPE_DIR ${CMAKE_CURRENT_LIST_DIR})
file(GLOB NPE_SOURCES CONFIGURE_DEPENDS ${NPE_DIR}/progs/*.java)
list(SORT NPE_SOURCES)

if(NOT Java_JAVA_EXECUTABLE)
  find_program(Java_JAVA_EXECUTABLE java REQUIRED)
endif()

set(NPE_NAMES)
foreach(src ${NPE_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  list(APPEND NPE_NAMES ${name})
endforeach()

set(NPE_STAMPS)
foreach(variant plain g)
  set(out ${CMAKE_BINARY_DIR}/npe-${variant})
  add_custom_command(
    OUTPUT ${out}/expected.stamp
    COMMAND ${NPE_DIR}/build-expected.sh ${Java_JAVAC_EXECUTABLE} ${Java_JAVA_EXECUTABLE}
            ${variant} ${NPE_DIR}/progs ${out} ${NPE_NAMES}
    DEPENDS ${NPE_SOURCES} ${NPE_DIR}/build-expected.sh
    COMMENT "NPE message tests (${variant}): compiling and recording host java output"
    VERBATIM)
  list(APPEND NPE_STAMPS ${out}/expected.stamp)
  foreach(name ${NPE_NAMES})
    add_test(NAME npe.${variant}.${name}
             COMMAND ${NPE_DIR}/difftest.sh ${JPOR} ${out} ${name})
    set_tests_properties(npe.${variant}.${name} PROPERTIES TIMEOUT 120 LABELS "npe;asan")
  endforeach()
endforeach()
add_custom_target(npe-tests ALL DEPENDS ${NPE_STAMPS})
