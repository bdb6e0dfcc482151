// Linux stand-in for <windows.h>: only the types and macros GuiNN's engine core names.
#pragma once
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <ctime>
typedef unsigned long DWORD;
typedef unsigned short WORD;
typedef void* HANDLE;
typedef void* HINSTANCE;
typedef void* HWND;
typedef void* HMENU;
typedef void* HDC;
typedef void* HBITMAP;
typedef long LRESULT;
typedef long INT_PTR;
typedef unsigned int UINT;
typedef unsigned long WPARAM;
typedef long LPARAM;
#define WINAPI
#define CALLBACK
#define __cdecl
#define __declspec(x)
typedef int INT;
