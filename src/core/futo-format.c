/* futo-format.c: being written */
#include "futo-puzzle.h"
