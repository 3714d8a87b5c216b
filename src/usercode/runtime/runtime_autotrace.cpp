#include "autotrace.h"
// Placeholder: the runtime behind autotrace.h, linked into every program compiled as written.
