#!/usr/bin/env bash
# A UCI test engine that dies when asked to search.
while read -r line; do
  case "$line" in
    uci) echo "id name Crash"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) exit 3 ;;
    quit) exit 0 ;;
  esac
done
