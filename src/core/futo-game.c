/* futo-game.c: being written */
#include "futo-puzzle.h"
