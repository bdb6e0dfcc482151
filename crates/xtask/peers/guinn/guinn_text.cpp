// A text main for GuiNN Checkers 2.06's engine core, speaking the line protocol of
// crates/xtask/src/checkers_match.rs. It stands in for GuiNN's engine.cpp (Windows GUI
// thread) and uses the same search entry point (ComputerMove), its neural nets
// (Nets206.gnn) and its 4-piece database (database.jef), one thread, no opening book.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "engine.h"

Engine engine;
CheckerboardInterface checkerBoard;

// The Zobrist table, copied verbatim from GuiNN's engine.cpp by build.sh.
#include "hash_table.inc"


int InitializeNeuralNets();
void InitBitTables();

static int g_lastDepth = 0;
void DisplayText(const char*) {}
void RunningDisplay(SearchInfo& info, const Move&, bool) { g_lastDepth = info.depth; }

static std::string MoveText(const Move& m)
{
	std::string s = std::to_string(StandardSquare(m.Src()));
	if (m.JumpLen() == 0) return s + "-" + std::to_string(StandardSquare(m.Dst()));
	int sq = m.Dst();
	s += "x" + std::to_string(StandardSquare(sq));
	for (int i = 0; i < m.JumpLen() - 1; i++) {
		sq += JumpAddDir[m.Dir(i)];
		s += "x" + std::to_string(StandardSquare(sq));
	}
	return s;
}

// "15x24x31" or "11-15": the first and the last square.
static bool ParseMove(const std::string& t, int& src, int& dst)
{
	std::vector<int> sq;
	int cur = -1;
	for (char c : t) {
		if (c >= '0' && c <= '9') { cur = (cur < 0 ? 0 : cur * 10) + (c - '0'); }
		else { if (cur >= 0) sq.push_back(cur); cur = -1; }
	}
	if (cur >= 0) sq.push_back(cur);
	if (sq.size() < 2) return false;
	src = sq.front();
	dst = sq.back();
	return true;
}

static void SetPosition(const std::string& line)
{
	std::istringstream in(line);
	std::string word, fen;
	in >> word; // position
	in >> word; // fen or startpos
	Board board = Board::StartPosition();
	if (word == "fen") {
		in >> fen;
		// GuiNN's FEN reader runs past a one-digit last square: close it with a period.
		if (fen.empty() || fen.back() != '.') fen += ".";
		std::vector<char> buf(fen.begin(), fen.end());
		buf.push_back(0);
		board.FromString(buf.data());
	}
	board.hashKey = board.CalcHashKey();
	engine.transcript.Init(board);
	Board cur = board;
	if (in >> word && word == "moves") {
		while (in >> word) {
			int s, d;
			if (!ParseMove(word, s, d) || !engine.transcript.MakeMovePDN(FlipSqX(s - 1), FlipSqX(d - 1), cur)) {
				fprintf(stderr, "guinn_text: cannot play %s\n", word.c_str());
				break;
			}
		}
	}
	engine.board = cur;
	engine.board.hashKey = engine.board.CalcHashKey();
}

int main()
{
	setvbuf(stdout, nullptr, _IOLBF, 0);
	InitBitTables();
	int nets = InitializeNeuralNets();
	TranspositionTable::CreateHashFunction();
	engine.openingBook = new COpeningBook;
	checkerBoard.useOpeningBook = CB_BOOK_NONE;
	engine.searchThreadData.historyTable.Clear();
	int firstLayer = 0;
	for (auto net : engine.evalNets)
		firstLayer = std::max(firstLayer, net->network.GetLayer(0)->outputCount);
	engine.searchThreadData.Alloc(firstLayer);
	srand(1);
	if (!engine.TTable.SetSizeMB(128)) engine.TTable.SetSizeMB(64);
	InitializeEdsDatabases(engine.dbInfo);
	if (!engine.dbInfo.loaded) InitializeGuiDatabases(engine.dbInfo);
	fprintf(stderr, "guinn_text: %d nets, database %s (%d pieces)\n", nets,
		engine.dbInfo.loaded ? "loaded" : "missing", engine.dbInfo.numPieces);
	engine.board = Board::StartPosition();
	engine.transcript.Init(engine.board);

	std::string line;
	while (std::getline(std::cin, line)) {
		if (line.rfind("isready", 0) == 0) { printf("readyok\n"); }
		else if (line.rfind("position", 0) == 0) { SetPosition(line); }
		else if (line.rfind("go", 0) == 0) {
			int ms = 1000, depth = 0;
			std::istringstream in(line);
			std::string w;
			while (in >> w) {
				if (w == "movetime") in >> ms;
				else if (w == "depth") in >> depth;
			}
			if (depth > 0) {
				// A fixed depth (even: GuiNN deepens by two), no clock: for labelling
				// positions with GuiNN's judgement (checkers-label in crates/xtask).
				engine.searchLimits.maxDepth = depth;
				engine.searchLimits.maxSeconds = 3600.0f;
				engine.searchLimits.bEndHard = true;
			} else {
				// Fixed time per move, hard end: as CheckerBoard's CB_EXACT_TIME mode.
				engine.searchLimits.maxDepth = EXPERT_DEPTH;
				engine.searchLimits.maxSeconds = (float)(ms / 1000.0) * .985f;
				engine.searchLimits.bEndHard = true;
			}
			engine.searchLimits.newIterationMaxTime = engine.searchLimits.maxSeconds;
			engine.bStopThinking = false;
			engine.bThinking = true;
			Board b = engine.board;
			BestMoveInfo best = ComputerMove(b, engine.searchThreadData);
			engine.bThinking = false;
			if (best.move == NO_MOVE) { printf("bestmove none\n"); continue; }
			printf("info score %d depth %d\n", best.eval, g_lastDepth);
			printf("bestmove %s\n", MoveText(best.move).c_str());
		}
		else if (line.rfind("quit", 0) == 0) { break; }
	}
	return 0;
}
