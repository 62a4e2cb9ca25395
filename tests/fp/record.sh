#!/bin/sh
# record.sh DIR -- the host JDK's Double/Float.toString of random values
set -e
java -cp "$1" FpGen 11 100000 > "$1/doubles.txt"
java -cp "$1" FpGen 12 100000 f > "$1/floats.txt"
