// GuiNN includes this header under both spellings; one copy of the stubs.
#include "Windows.h"
