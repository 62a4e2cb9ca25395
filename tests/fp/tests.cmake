# Double.toString / Float.toString digits against the host JDK, on random values.
add_executable(fpstring_test ${CMAKE_CURRENT_SOURCE_DIR}/fp/fpstring_test.c ${CMAKE_SOURCE_DIR}/natives/fpstring.c)
target_link_libraries(fpstring_test m)
set(FP_DIR ${CMAKE_BINARY_DIR}/fp)
add_custom_command(
  OUTPUT ${FP_DIR}/doubles.txt ${FP_DIR}/floats.txt
  COMMAND ${CMAKE_COMMAND} -E make_directory ${FP_DIR}
  COMMAND ${Java_JAVAC_EXECUTABLE} -d ${FP_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/fp/FpGen.java
  COMMAND sh -c "java -cp ${FP_DIR} FpGen 11 100000 > ${FP_DIR}/doubles.txt"
  COMMAND sh -c "java -cp ${FP_DIR} FpGen 12 100000 f > ${FP_DIR}/floats.txt"
  DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/fp/FpGen.java
  COMMENT "Recording the host JDK's Double/Float.toString")
add_custom_target(fp-data ALL DEPENDS ${FP_DIR}/doubles.txt ${FP_DIR}/floats.txt)
add_test(NAME fp.doubles COMMAND sh -c "$<TARGET_FILE:fpstring_test> < ${FP_DIR}/doubles.txt")
add_test(NAME fp.floats COMMAND sh -c "$<TARGET_FILE:fpstring_test> f < ${FP_DIR}/floats.txt")
set_tests_properties(fp.doubles fp.floats PROPERTIES LABELS "asan")
