#!/usr/bin/env bash
# Nereid's S-Chess strength check: Nereid against Fairy-Stockfish, Sjaak II and Fairy-Max,
# colours paired (each opening twice), refereed by `nereid match`, one table per opponent.
#
#   scripts/strength.sh [GAMES] [TC]        defaults: 200 games per opponent, 10+0.1
#
# Environment: FSF (a Fairy-Stockfish built from its public source; default
# `fairy-stockfish` on PATH, Debian's older and slower 11.1), SJAAK (default
# /usr/games/sjaakii), FAIRYMAX (default /usr/games/fairymax), CONCURRENCY (default 1: one
# game per core keeps the clocks honest), NEREID (default target/release/nereid), OUT
# (directory for the PGN files and game-by-game logs, default strength-results). One thread
# and Hash 64 MB each.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

games=${1:-200}
tc=${2:-10+0.1}
nereid=${NEREID:-target/release/nereid}
fsf=${FSF:-fairy-stockfish}
sjaak=${SJAAK:-/usr/games/sjaakii}
fairymax=${FAIRYMAX:-/usr/games/fairymax}
concurrency=${CONCURRENCY:-1}
out=${OUT:-strength-results}
mkdir -p "$out"
[[ -x $nereid ]] || cargo build --release

match() { # name, openings setting, then the opponent's -engine settings
    local name=$1 openings=$2
    shift 2
    echo "== Nereid vs $name: $games games at $tc"
    "$nereid" match --variant seirawan \
        -engine cmd="$nereid" name=Nereid option.Hash=64 option.Threads=1 \
        -engine "$@" \
        -each tc="$tc" -games "$games" -repeat -concurrency "$concurrency" \
        -openings "$openings" -pgnout "$out/$name.pgn" >"$out/$name.log"
    sed -n '/^Results of/,$p' "$out/$name.log"
}

book=file=scripts/seirawan-openings.epd
match Fairy-Stockfish "$book" cmd="$fsf" name=Fairy-Stockfish proto=uci option.Hash=64 option.Threads=1
match SjaakII "$book" cmd="$sjaak" name=SjaakII proto=xboard
# Fairy-Max has no setboard: openings of 4 random plies instead. `setarch -R`: Debian's
# Fairy-Max 5.0b crashes at random with address-space randomisation on.
match Fairy-Max plies=4 cmd=setarch arg="$(uname -m)" arg=-R arg="$fairymax" name=Fairy-Max \
    proto=xboard
