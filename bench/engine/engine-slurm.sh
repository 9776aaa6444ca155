#!/bin/bash
# One shard of the engine benchmark's balanced table as a task of a Slurm
# job array, run from the checkout (after ninja -C build engine-bench):
#   sbatch --array=1-16 bench/engine/engine-slurm.sh 16
# then, when all tasks are done:
#   build/bench/engine/futo-engine-bench --merge part-*.csv --csv balanced.csv
#   build/bench/engine/futo-engine-chart balanced.csv balanced.png
# The first argument is the number of shards (the array's size); the
# table's options may be changed below, but must be the same for every task.
# SPDX-License-Identifier: GPL-3.0-or-later
#SBATCH --job-name=futoshiki-engine
#SBATCH --cpus-per-task=2
#SBATCH --time=06:00:00
#SBATCH --output=engine-%A_%a.log
set -euo pipefail

SHARDS="${1:?the number of shards, as many as the array has tasks}"
BENCH="${FUTO_ENGINE_BENCH:-build/bench/engine/futo-engine-bench}"
# Issue 33's table: 10 s per run, 60 s from order 56 up; the engine's
# portfolio takes the task's two cores.
TABLE=(--balanced --seeds 5 --limit 10,56:60)

exec "$BENCH" "${TABLE[@]}" --shard "${SLURM_ARRAY_TASK_ID}/${SHARDS}" \
  --csv "part-${SLURM_ARRAY_TASK_ID}.csv"
