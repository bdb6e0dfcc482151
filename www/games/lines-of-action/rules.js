// Rules of Lines of Action in our own words (Swedish, English, Danish), from
// shared/rules/lines-of-action.md. Blocks: {h} heading, {p} paragraph, {ul} list,
// {decision} a rule we settled ourselves (the rules file's **Decision** lines).

const loa = {
  sv: [
    { p: 'Två spelare, Svart och Vit, på ett bräde med 8 × 8 rutor. Svart börjar. Målet är att samla alla sina pjäser i en enda sammanhängande grupp.' },
    { h: 'Uppställning' },
    { decision: 'Standarduppställningen (källan ritar den inte): Svarts tolv pjäser står på b1–g1 och b8–g8, Vits tolv på a2–a7 och h2–h7. Hörnen är tomma. Kolumnerna a–h räknas från vänster, raderna 1–8 nerifrån.' },
    { h: 'Drag' },
    { ul: [
      'Du flyttar en egen pjäs vågrätt, lodrätt eller diagonalt.',
      'Den flyttar exakt lika många rutor som det står pjäser på hela linjen den flyttar längs – båda färgerna, pjäsen själv medräknad, och linjen räknas åt båda hållen ända ut till kanterna.',
      'Den får hoppa över egna pjäser men aldrig över motståndarens.',
      'Den får landa på en tom ruta eller på en motståndarpjäs, som då slås och tas bort. På en egen pjäs får den inte landa.',
    ] },
    { p: 'På brädet: välj en pjäs, så visar siffrorna runt den hur många pjäser som står på varje linje genom den, och de rutor den kan nå lyser upp.' },
    { h: 'Slut' },
    { ul: [
      'Den vars alla kvarvarande pjäser hänger ihop i en grupp vinner. Pjäser hänger ihop när de rör vid varandra vågrätt, lodrätt eller diagonalt. En ensam kvarvarande pjäs räknas som sammanhängande.',
      'Det kan ske genom ditt eget drag, men också genom motståndarens, till exempel när motståndaren slår din sista pjäs som stod för sig själv.',
      'Gör ett drag båda sidorna sammanhängande på en gång blir partiet oavgjort enligt källan. Vissa turneringar låter i stället den som drog vinna; det väljer du i bordsinställningarna.',
    ] },
    { decision: 'Den som inte har något tillåtet drag passar. Återkommer samma ställning för tredje gången, med samma spelare vid draget, blir partiet oavgjort.' },
    { h: 'Notation' },
    { p: 'Ett drag skrivs med start- och målrutan, b1-d3; ett slag med x, b1xd3. Ett parti är dragen i ordning, åtskilda av mellanslag.' },
  ],
  en: [
    { p: 'Two players, Black and White, on a board of 8 × 8 squares. Black moves first. The aim is to bring all your pieces together into one connected group.' },
    { h: 'Set-up' },
    { decision: 'The standard set-up (the source does not draw it): Black’s twelve pieces stand on b1–g1 and b8–g8, White’s twelve on a2–a7 and h2–h7. The corners are empty. Columns a–h run from the left, rows 1–8 from the bottom.' },
    { h: 'Moves' },
    { ul: [
      'You move one of your pieces horizontally, vertically or diagonally.',
      'It moves exactly as many squares as there are pieces on the whole line it moves along – both colours, the moving piece included, with the line counted in both directions right out to the edges.',
      'It may jump over its own pieces but never over the opponent’s.',
      'It may land on an empty square or on an opposing piece, which is captured and removed. It may not land on its own piece.',
    ] },
    { p: 'On the board: pick a piece and the numbers around it show how many pieces stand on each line through it, and the squares it can reach light up.' },
    { h: 'End' },
    { ul: [
      'A player whose remaining pieces are all connected into one group wins. Pieces are connected when they touch horizontally, vertically or diagonally. A single remaining piece counts as connected.',
      'This can happen by your own move, but also by your opponent’s – for example when they capture your last piece that stood apart.',
      'If one move leaves both sides connected at once, the game is drawn, as the source has it. Some tournaments give the win to the player who moved instead; choose which in the table settings.',
    ] },
    { decision: 'A player with no legal move passes. When the same position occurs for the third time with the same player to move, the game is drawn.' },
    { h: 'Notation' },
    { p: 'A move is written with its start and end squares, b1-d3; a capture with x, b1xd3. A game is the moves in order, separated by spaces.' },
  ],
  da: [
    { p: 'To spillere, Sort og Hvid, på et bræt med 8 × 8 felter. Sort begynder. Målet er at samle alle sine brikker i én sammenhængende gruppe.' },
    { h: 'Opstilling' },
    { decision: 'Standardopstillingen (kilden tegner den ikke): Sorts tolv brikker står på b1–g1 og b8–g8, Hvids tolv på a2–a7 og h2–h7. Hjørnerne er tomme. Kolonnerne a–h tælles fra venstre, rækkerne 1–8 nedefra.' },
    { h: 'Træk' },
    { ul: [
      'Du flytter en af dine brikker vandret, lodret eller diagonalt.',
      'Den flytter præcis lige så mange felter, som der står brikker på hele den linje, den flytter langs – begge farver, brikken selv medregnet, og linjen tælles i begge retninger helt ud til kanterne.',
      'Den må springe over egne brikker, men aldrig over modstanderens.',
      'Den må lande på et tomt felt eller på en modstanderbrik, som så bliver slået og fjernet. På en egen brik må den ikke lande.',
    ] },
    { p: 'På brættet: vælg en brik, så viser tallene rundt om den, hvor mange brikker der står på hver linje gennem den, og de felter, den kan nå, lyser op.' },
    { h: 'Slut' },
    { ul: [
      'Den, hvis tilbageværende brikker alle hænger sammen i én gruppe, vinder. Brikker hænger sammen, når de rører hinanden vandret, lodret eller diagonalt. En enkelt tilbageværende brik regnes som sammenhængende.',
      'Det kan ske ved dit eget træk, men også ved modstanderens – for eksempel når modstanderen slår din sidste brik, der stod for sig selv.',
      'Gør ét træk begge sider sammenhængende på én gang, bliver partiet uafgjort, som kilden siger. Nogle turneringer lader i stedet den, der trak, vinde; det vælger du i bordindstillingerne.',
    ] },
    { decision: 'Den, der ikke har noget lovligt træk, passer. Opstår den samme stilling for tredje gang med den samme spiller i trækket, bliver partiet uafgjort.' },
    { h: 'Notation' },
    { p: 'Et træk skrives med start- og slutfeltet, b1-d3; et slag med x, b1xd3. Et parti er trækkene i rækkefølge, adskilt af mellemrum.' },
  ],
};

// The rules page of each game of the family, by language.
export default { 'lines-of-action': loa };
