#!/usr/bin/env bash
# A UCI test engine for hidden-mode refereeing: writes every `position` and `illegal` line it
# receives to the file named by its first argument, and answers each `go` (and each refusal)
# with its next argument as the move (`_` stands for a space, so one argument can carry
# `e4e11_alt_e4e9`); `0000` when they run out.
log="$1"
shift
moves=("$@")
next=0
: > "$log"
answer() {
  if ((next < ${#moves[@]})); then echo "bestmove ${moves[next]//_/ }"; else echo "bestmove 0000"; fi
  next=$((next + 1))
}
while read -r line; do
  case "$line" in
    uci) echo "id name Scripted"; echo "uciok" ;;
    isready) echo "readyok" ;;
    position*) echo "$line" >> "$log" ;;
    illegal*) echo "$line" >> "$log"; answer ;;
    go*) answer ;;
    quit) exit 0 ;;
  esac
done
