/* futo-solver-prop.c: being written */
#include "futo-puzzle.h"
