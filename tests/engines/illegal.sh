#!/usr/bin/env bash
# A UCI test engine that answers every search with an illegal move.
while read -r line; do
  case "$line" in
    uci) echo "id name Illegal"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) echo "bestmove a1a8" ;;
    quit) exit 0 ;;
  esac
done
