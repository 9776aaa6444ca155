/* futo-format-grid.c: being written */
#include "futo-puzzle.h"
