# Double.toString / Float.toString digits against the host JDK, on random values.
add_executable(fpstring_test ${CMAKE_CURRENT_SOURCE_DIR}/fp/fpstring_test.c ${CMAKE_SOURCE_DIR}/natives/fpstring.c)
target_link_libraries(fpstring_test m)
target_include_directories(fpstring_test PRIVATE ${CMAKE_SOURCE_DIR})
set(FP_DIR ${CMAKE_BINARY_DIR}/fp)
add_custom_command(
  OUTPUT ${FP_DIR}/doubles.txt ${FP_DIR}/floats.txt
  COMMAND ${CMAKE_COMMAND} -E make_directory ${FP_DIR}
  COMMAND ${Java_JAVAC_EXECUTABLE} -d ${FP_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/fp/FpGen.java
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/fp/record.sh ${FP_DIR}
  DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/fp/FpGen.java
  COMMENT "Recording the host JDK's Double/Float.toString"
  VERBATIM)
add_custom_target(fp-data ALL DEPENDS ${FP_DIR}/doubles.txt ${FP_DIR}/floats.txt)
add_test(NAME fp.doubles COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/fp/compare.sh $<TARGET_FILE:fpstring_test> ${FP_DIR}/doubles.txt)
add_test(NAME fp.floats COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/fp/compare.sh $<TARGET_FILE:fpstring_test> ${FP_DIR}/floats.txt f)
set_tests_properties(fp.doubles fp.floats PROPERTIES LABELS "asan")
