#!/bin/sh
# compare.sh TEST DATA [f] -- run the fpstring test on recorded data
exec "$1" $3 < "$2"
