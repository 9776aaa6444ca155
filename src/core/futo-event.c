/* futo-event.c: being written */
#include "futo-puzzle.h"
