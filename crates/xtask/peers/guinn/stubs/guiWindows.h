// Replaces GuiNN's guiWindows.h: the engine core only needs these two display hooks.
#pragma once
void DisplayText(const char* text);
void RunningDisplay(SearchInfo& displayInfo, const Move& bestmove, bool bSearching);
