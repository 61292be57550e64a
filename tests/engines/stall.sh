#!/usr/bin/env bash
# A UCI test engine that never answers a search.
while read -r line; do
  case "$line" in
    uci) echo "id name Stall"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
  esac
done
