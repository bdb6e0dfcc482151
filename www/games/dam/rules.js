// Rules of Dam (English draughts) in our own words, from shared/rules/dam.md and the
// Dam section of the source rule sheet. Blocks: {h} heading, {p} paragraph, {ul} list,
// {decision} a rule we settled ourselves.

const rules = {
  sv: [
    { p: 'Dam är det engelska damspelet (Draughts, i USA Checkers): två spelare, Svart och Vit, med tolv pjäser var på ett schackbräde. Svart börjar. Målet är att ta alla motspelarens pjäser eller stänga in dem så att de inte kan flytta.' },
    { h: 'Bräde och uppställning' },
    { ul: [
      'Brädet har 8 × 8 rutor, och man spelar bara på de mörka. Varje spelare har en mörk hörnruta längst till vänster i raden närmast sig.',
      'Var och en ställer sina tolv pjäser ("gubbar") på de mörka rutorna i de tre rader som ligger närmast.',
      'De mörka rutorna numreras 1–32 som i all damlitteratur (PDN): med Vit nederst räknas de rad för rad uppifrån, från vänster till höger. Svart står på 1–12, Vit på 21–32.',
    ] },
    { decision: 'Vi följer den vedertagna numreringen exakt, så att partier kan flyttas mellan Spelbord och andra damprogram. Knappen "Rutnummer" visar numren på brädet.' },
    { h: 'Drag' },
    { ul: [
      'En vanlig pjäs flyttar ett steg snett framåt till en tom mörk ruta.',
      'Slag: en pjäs hoppar snett över en motståndarpjäs som står intill och landar på den tomma rutan direkt bakom. Den överhoppade pjäsen är slagen. En vanlig pjäs slår bara framåt.',
      'Kan samma pjäs slå igen från rutan där den landade, måste den fortsätta i samma drag (flerhopp) – i vilka tillåtna riktningar som helst.',
      'Slagna pjäser tas bort först när draget är klart, och ingen pjäs får hoppas över två gånger i samma drag.',
    ] },
    { h: 'Slagtvång' },
    { ul: [
      'Kan man slå måste man slå. Finns flera slag eller slagserier väljer man fritt – man behöver inte ta flest – men en påbörjad serie måste slutföras.',
    ] },
    { decision: 'Utan tillvalet blåsning vägrar spelet helt enkelt felaktiga drag: ett drag som struntar i ett möjligt slag eller stannar mitt i en serie går inte att göra.' },
    { h: 'Kung' },
    { ul: [
      'En pjäs som når motspelarens bortre rad blir krönt till kung: en pjäs av samma färg läggs ovanpå. Draget slutar där, även om fler slag hade varit möjliga.',
      'En kung flyttar ett steg snett åt vilket håll som helst och slår både framåt och bakåt. En kung kan slås av både vanliga pjäser och kungar.',
    ] },
    { h: 'Partiets slut' },
    { ul: [
      'Den som inte har några pjäser kvar, eller vars pjäser inte kan flytta, har förlorat.',
      'Remi efter överenskommelse: den som står på tur kan erbjuda remi (en gång per tur), och motspelaren godtar eller avböjer.',
      'Efter ett parti byter spelarna färg ("byter pjäser"): knappen Returmatch gör det.',
    ] },
    { decision: 'Spelet dömer också remi när samma ställning uppstår för tredje gången med samma spelare vid draget, och när 40 drag av vardera spelaren (80 halvdrag) har gjorts utan att någon pjäs slagits och utan att någon vanlig pjäs flyttats.' },
    { decision: 'Ett remianbud är ingen flyttning: den som bjöd flyttar sedan som vanligt om anbudet avböjs. Anbudet skrivs i partiet (offer, accept, decline) så att det går att spela upp igen.' },
    { h: 'Tillval: blåsning' },
    { p: 'Den äldre regeln från regelbladet. Med den är slag inte tvång i sig: man får göra ett drag utan att slå fast ett slag fanns, eller stanna en slagserie innan den är slut.' },
    { ul: [
      'Före sitt nästa drag väljer motspelaren då ett av tre: kräva slag – draget tas tillbaka och den som felade måste slå i stället; låta stå – draget gäller; eller blåsa – ta bort en av de pjäser som kunde ha slagit (eller den pjäs som stannade i förtid) från brädet.',
      'Att blåsa är inget drag: den som blåste gör sedan sitt eget drag som vanligt.',
    ] },
    { decision: 'Efter "kräv slag" måste den som felade göra ett fullständigt slag; det finns ingen ny chans att fela på samma drag.' },
    { decision: 'Kunde den pjäs som flyttade själv ha slagit, blåses den på sin nya ruta (liksom varje annan pjäs som kunde ha slagit). Slog pjäsen men stannade för tidigt, är det bara den pjäsen som kan blåsas.' },
    { decision: 'I Spelbord visas valet som en ruta över brädet, och de pjäser som kan blåsas är rödmarkerade: klicka på en av dem för att blåsa den.' },
    { h: 'Att spela på brädet' },
    { ul: [
      'Klicka på en pjäs (eller dra den) och sedan på rutan den ska till. Ett flerhopp görs hopp för hopp: varje landningsruta i tur och ordning.',
      'Med blåsning får en slagserie stanna tidigare: då visas "Sluta här" på pjäsen, och ett klick på pjäsen avslutar draget där.',
      'Tangentbord: piltangenterna flyttar markören, Enter tar upp och sätter ner, Escape släpper pjäsen.',
    ] },
    { h: 'Notation (PDN)' },
    { p: 'Ett drag skrivs med rutnumren: 11-15. Ett slag med x: 15x24, och ett flerhopp med varje landningsruta: 1x10x19. Ett parti skrivs 1. 11-15 23-19 2. 8-11 22-17 … med resultatet sist (1-0 vinst för Vit, 0-1 för Svart, 1/2-1/2 remi). Partier kan sparas och öppnas som PDN-filer.' },
    { decision: 'Med blåsning skrivs valen i partiet som insist, allow och huffN (N är rutan), och filen får taggen [Huffing "1"].' },
  ],
  en: [
    { p: 'Dam is English draughts (checkers in America): two players, Black and White, with twelve pieces each on a chessboard. Black moves first. The aim is to capture all of the opponent\'s pieces or to block them so they cannot move.' },
    { h: 'Board and set-up' },
    { ul: [
      'The board has 8 × 8 squares and only the dark ones are used. Each player has a dark corner square at the left end of the row nearest them.',
      'Each player puts twelve men on the dark squares of the three rows nearest them.',
      'The dark squares are numbered 1–32 as in all draughts literature (PDN): with White at the bottom they are counted row by row from the top, left to right. Black starts on 1–12, White on 21–32.',
    ] },
    { decision: 'We follow the standard numbering exactly, so games move freely between Spelbord and other draughts programs. The "Square numbers" button shows them on the board.' },
    { h: 'Moves' },
    { ul: [
      'A man moves one square diagonally forward onto an empty dark square.',
      'A capture: a piece jumps diagonally over an adjacent opposing piece onto the empty square just beyond it, and the jumped piece is captured. A man captures forward only.',
      'If the same piece can capture again from where it landed, it must go on in the same move (a multi-jump), in any order of allowed directions.',
      'Captured pieces leave the board when the move is complete, and no piece may be jumped twice in one move.',
    ] },
    { h: 'Compulsory capture' },
    { ul: [
      'If you can capture, you must. With several captures or sequences you choose freely – there is no rule to take the most – but a sequence once begun must be completed.',
    ] },
    { decision: 'Without the huffing option the game simply refuses faulty moves: a move that ignores a capture, or stops a sequence early, cannot be made.' },
    { h: 'Kings' },
    { ul: [
      'A man reaching the far row is crowned a king: a second piece of its colour goes on top. The move ends there even if more captures were possible.',
      'A king moves one square diagonally in any direction and captures forward and backward. A king can be captured by men and kings alike.',
    ] },
    { h: 'End of the game' },
    { ul: [
      'A player with no pieces left, or whose pieces cannot move, has lost.',
      'Draw by agreement: the player to move may offer a draw (once per turn), and the opponent accepts or declines.',
      'After a game the players swap colours: the Rematch button does that.',
    ] },
    { decision: 'The game also declares a draw when the same position occurs for the third time with the same player to move, and when 40 moves by each player (80 half-moves) pass with no capture and no man moved.' },
    { decision: 'A draw offer is not a move: if it is declined, the player who offered then moves as usual. The offer is written in the game record (offer, accept, decline) so the game replays exactly.' },
    { h: 'Option: huffing' },
    { p: 'The older rule of the source sheet. With it, a capture is not forced as such: you may make a move although a capture was available, or stop a jump sequence before its end.' },
    { ul: [
      'Before their next move, the opponent then chooses one of three: insist – the move is taken back and the offender must capture instead; let it stand – the move counts; or huff – remove from the board one of the pieces that could have captured (or the piece that stopped its sequence early).',
      'Huffing is not a move: the huffer then makes their own move as usual.',
    ] },
    { decision: 'After "insist" the offender must make a complete capture; there is no second chance to go wrong on the same move.' },
    { decision: 'If the piece that moved could itself have captured, it is huffed on its new square (as may any other piece that could have captured). If a piece captured but stopped early, only that piece may be huffed.' },
    { decision: 'In Spelbord the choice appears as a box over the board, and the pieces that may be huffed are marked red: click one to huff it.' },
    { h: 'Playing on the board' },
    { ul: [
      'Click a piece (or drag it) and then the square it goes to. A multi-jump is made hop by hop: each landing square in turn.',
      'With huffing a jump sequence may stop early: the piece then shows "Stop here", and a click on the piece ends the move there.',
      'Keyboard: the arrow keys move the cursor, Enter picks up and puts down, Escape drops the piece.',
    ] },
    { h: 'Notation (PDN)' },
    { p: 'A move is written with the square numbers: 11-15. A capture with x: 15x24, and a multi-jump with every landing square: 1x10x19. A game is written 1. 11-15 23-19 2. 8-11 22-17 … with the result last (1-0 White won, 0-1 Black won, 1/2-1/2 drawn). Games can be saved and opened as PDN files.' },
    { decision: 'Under huffing the choices are written in the game as insist, allow and huffN (N the square), and the file gets the tag [Huffing "1"].' },
  ],
};

// The rules page of each game of the family, by language.
export default { 'dam': rules };
