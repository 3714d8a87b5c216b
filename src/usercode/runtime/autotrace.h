#pragma once
// Placeholder: the hooks a program compiled as written is traced with (force-included; written elsewhere).
