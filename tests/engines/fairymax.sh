#!/bin/sh
# Fairy-Max 5.0b (Debian 5.0b-1+b1) segfaults at random, about one start in two, on kernels
# with full address-space layout randomisation; with randomisation off for this one process it
# is stable. The tests start it through this wrapper so that its crashes cannot fail them.
exec setarch "$(uname -m)" -R /usr/games/fairymax "$@"
