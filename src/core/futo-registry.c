/* futo-registry.c: being written */
#include "futo-puzzle.h"
