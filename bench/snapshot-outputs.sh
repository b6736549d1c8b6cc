#!/usr/bin/env bash
# Extracts every page of the development sets with one build of the CLI, in the formats and cleaners that a
# speed change must leave byte-identical, so two builds are compared with `diff -r`:
#
#   bash bench/snapshot-outputs.sh ROOT OUT [SET…]    # ROOT: a checkout with bin/ and dist/ built
#   diff -r /tmp/before /tmp/after && echo identical
#
# SET is a set's name under ../shared/corpora (its input/ folder) or a folder of pages; by default every set.
# RUNS (environment) picks the formats and cleaners, default "json-auto json-none text-auto text-none"
# (json's `text` field is the text format's output, so json alone covers both on a large set). Niced, -j 1.
set -euo pipefail
root=$(cd "$1" && pwd); out=$2; shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
corpora=$here/../shared/corpora
if [ $# -eq 0 ]; then set -- cleaneval-dev readability-tests l3s-gn1 wcxb-dev dragnet; fi
for set in "$@"; do
  input=$corpora/$set/input; name=$set
  if [ -d "$set" ]; then input=$set; name=$(basename "$set"); fi
  for run in ${RUNS:-json-auto json-none text-auto text-none}; do
    fmt=${run%-*}; clean=${run#*-}
    dir=$out/$name/$fmt-$clean
    rm -rf "$dir"; mkdir -p "$dir"
    # exit 1 means some input failed (the failures are part of the snapshot, in the log): keep going
    nice -n 10 node "$root/bin/kitten.js" extract -j 1 -f "$fmt" -c "$clean" --log "$dir.log" \
      -o "$dir" "$input" 2>"$dir.stderr" || echo "$set $fmt $clean: exit $?" >>"$out/exits"
    # the log's order and timing may vary: keep it sorted, without durations
    sort "$dir.log" -o "$dir.log"
  done
done
