/* futo-runner.c: being written */
#include "futo-puzzle.h"
