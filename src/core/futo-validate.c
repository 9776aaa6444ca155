/* futo-validate.c: being written */
#include "futo-puzzle.h"
