#pragma once
#include <x86intrin.h>
