// Force-included before every GuiNN source: MSVC spellings the core uses.
#pragma once
#include <cctype>
#include <cstring>
#include <cstdlib>
#define __cdecl
#define _strdup strdup
inline char* _strlwr(char* s) { for (char* p = s; *p; ++p) *p = (char)tolower((unsigned char)*p); return s; }
