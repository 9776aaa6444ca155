/* futo-format-native.c: being written */
#include "futo-puzzle.h"
