#!/usr/bin/env bash
# A UCI test engine that plays its first legal move only after two seconds (it oversteps a
# one-second clock). It asks Nereid, in UCI, for a legal move of the position it is given.
nereid="$1"
position="position startpos"
while read -r line; do
  case "$line" in
    uci) echo "id name Slow"; echo "uciok" ;;
    isready) echo "readyok" ;;
    setoption*) variant_line="$line" ;;
    position*) position="$line" ;;
    go*)
      sleep 2
      move=$(printf '%s\n%s\ngo depth 1\n' "${variant_line:-uci}" "$position" | "$nereid" uci | awk '/^bestmove/ {print $2; exit}')
      echo "bestmove $move" ;;
    quit) exit 0 ;;
  esac
done
