# invokedynamic tests (vm/indy.c): string concatenation, lambdas and method
# references, record methods.  Every tests/indy/progs/NAME.java is compiled with
# javac --release 17, and with --release 8 too unless its first line is
# "// release: 17".  At build time (target indy-tests, part of ALL) the host
# java's output is recorded in ${CMAKE_BINARY_DIR}/indy-R/expected; test
# indy.R.NAME runs jpor and compares (indytest.sh).  All are fast enough for
# the ASan build (label "asan").

set(INDY_DIR ${CMAKE_CURRENT_LIST_DIR})
file(GLOB INDY_SOURCES CONFIGURE_DEPENDS ${INDY_DIR}/progs/*.java)
list(SORT INDY_SOURCES)

if(NOT Java_JAVA_EXECUTABLE)
  find_program(Java_JAVA_EXECUTABLE java REQUIRED)
endif()

set(INDY_STAMPS)
foreach(rel 8 17)
  set(names)
  set(srcs)
  foreach(src ${INDY_SOURCES})
    get_filename_component(name ${src} NAME_WE)
    file(STRINGS ${src} first_line LIMIT_COUNT 1)
    if(rel EQUAL 8 AND first_line MATCHES "^// release: 17")
      continue()
    endif()
    list(APPEND names ${name})
    list(APPEND srcs ${src})
  endforeach()
  set(out ${CMAKE_BINARY_DIR}/indy-${rel})
  add_custom_command(
    OUTPUT ${out}/expected.stamp
    COMMAND ${INDY_DIR}/indytest.sh expect ${Java_JAVAC_EXECUTABLE} ${Java_JAVA_EXECUTABLE}
            ${rel} ${INDY_DIR}/progs ${out} ${names}
    DEPENDS ${srcs} ${INDY_DIR}/indytest.sh
    COMMENT "indy tests: compiling release ${rel} and recording host java output"
    VERBATIM)
  list(APPEND INDY_STAMPS ${out}/expected.stamp)
  foreach(name ${names})
    add_test(NAME indy.${rel}.${name} COMMAND ${INDY_DIR}/indytest.sh run ${JPOR} ${out} ${name})
    set_tests_properties(indy.${rel}.${name} PROPERTIES TIMEOUT 150 LABELS "indy;asan")
  endforeach()
endforeach()
add_custom_target(indy-tests ALL DEPENDS ${INDY_STAMPS})
