/* futo-format-tatham.c: being written */
#include "futo-puzzle.h"
