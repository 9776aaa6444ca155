#!/bin/bash
# One shard of a balanced-QWH sweep as a task of a Slurm job array:
#   sbatch --array=1-16 bench/sweep/sweep-slurm.sh 16
# then, when all tasks are done:
#   futoshiki bench sweep --merge part-*.runs --csv sweep.csv --plot sweep.svg
# The first argument is the number of shards (the array's size); the sweep's
# options may be changed below, but must be the same for every task.
# SPDX-License-Identifier: GPL-3.0-or-later
#SBATCH --job-name=futoshiki-sweep
#SBATCH --cpus-per-task=1
#SBATCH --time=12:00:00
#SBATCH --output=sweep-%A_%a.log
set -euo pipefail

SHARDS="${1:?the number of shards, as many as the array has tasks}"
FUTOSHIKI="${FUTOSHIKI:-futoshiki}"
SWEEP=(--size 50 --from 0.24 --to 0.40 --step 0.01 --instances 10 --algorithms lab
       --holes balanced --time-limit 60)

exec "$FUTOSHIKI" bench sweep "${SWEEP[@]}" --jobs 1 \
  --shard "${SLURM_ARRAY_TASK_ID}/${SHARDS}" --runs "part-${SLURM_ARRAY_TASK_ID}.runs"
