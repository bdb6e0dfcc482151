// Rules of Fyra i rad and Fem i rad in our own words (Swedish, English, Danish), from
// shared/rules/fyra-i-rad.md.
// Blocks: {h} heading, {p} paragraph, {ul} list, {decision} a rule we settled ourselves.

const popoutSv = [
  { h: 'PopOut (tillval)' },
  { p: 'Med PopOut får du i stället för att släppa en bricka knuffa ut en av dina egna brickor ur nedersta raden i en spelbar kolumn. Allt ovanför faller ett steg.' },
  { ul: ['Ett fullt bräde avslutar inte partiet: den som inte kan släppa måste knuffa ut.', 'Kantbrickorna i Fem i rad kan aldrig knuffas ut.'] },
  { decision: 'Ger ett drag (släpp eller utknuffning) rader åt båda färgerna samtidigt vinner den som gjorde draget.' },
  { decision: 'Återkommer samma ställning för tredje gången med samma spelare vid draget blir partiet oavgjort (annars kunde PopOut fortsätta i evighet).' },
];
const popoutEn = [
  { h: 'PopOut (optional)' },
  { p: 'With PopOut you may, instead of dropping a disc, pop one of your own discs out of the bottom row of a playable column. Everything above it falls one cell.' },
  { ul: ['A full grid does not end the game: a player who cannot drop must pop.', 'The edge discs of Fem i rad can never be popped.'] },
  { decision: 'If one move (drop or pop) completes lines for both colours at once, the player who made the move wins.' },
  { decision: 'A position that occurs for the third time with the same player to move ends the game in a draw (PopOut could otherwise go on forever).' },
];
const notationSv = [{ h: 'Notation' }, { p: 'Kolumnerna numreras 1–7 från vänster bland de spelbara kolumnerna. Ett släpp skrivs med siffran (4), en utknuffning med p och siffran (p4). Ett parti är dragen i ordning: 4 4 3 5 p4.' }];
const notationEn = [{ h: 'Notation' }, { p: 'Columns are numbered 1–7 from the left among the playable columns. A drop is the digit (4), a pop is p and the digit (p4). A game is the moves in order: 4 4 3 5 p4.' }];

const popoutDa = [
  { h: 'PopOut (tilvalg)' },
  { p: 'Med PopOut må du i stedet for at slippe en brik skubbe en af dine egne brikker ud af nederste række i en spilbar kolonne. Alt ovenover falder et felt ned.' },
  { ul: ['Et fyldt bræt afslutter ikke partiet: den, der ikke kan slippe, må skubbe ud.', 'Kantbrikkerne i Fem i rad kan aldrig skubbes ud.'] },
  { decision: 'Giver et træk (slip eller udskubning) rækker til begge farver på én gang, vinder den, der lavede trækket.' },
  { decision: 'Opstår den samme stilling for tredje gang med den samme spiller i trækket, bliver partiet uafgjort (ellers kunne PopOut fortsætte i det uendelige).' },
];
const notationDa = [{ h: 'Notation' }, { p: 'Kolonnerne nummereres 1–7 fra venstre blandt de spilbare kolonner. Et slip skrives med tallet (4), en udskubning med p og tallet (p4). Et parti er trækkene i rækkefølge: 4 4 3 5 p4.' }];

const fyra = {
  sv: [
    { p: 'Två spelare, Röd och Gul. Röd börjar. Brädet står upprätt: en bricka som släpps i en kolumn faller till den lägsta lediga rutan.' },
    { h: 'Bräde och drag' },
    { ul: ['Rutnätet har 7 kolumner och 6 rader och är tomt från början.', 'På din tur släpper du en bricka i en kolumn som inte är full.'] },
    { h: 'Vinst och oavgjort' },
    { ul: ['Den som får fyra eller fler egna brickor i rad – vågrätt, lodrätt eller diagonalt – vinner i samma ögonblick.', 'Är alla 42 rutor fyllda utan att någon har fyra i rad blir det oavgjort.'] },
    ...popoutSv, ...notationSv,
  ],
  en: [
    { p: 'Two players, Red and Yellow. Red starts. The grid stands upright: a disc dropped into a column falls to the lowest empty cell.' },
    { h: 'Grid and moves' },
    { ul: ['The grid has 7 columns and 6 rows and starts empty.', 'On your turn you drop a disc into any column that is not full.'] },
    { h: 'Winning and drawing' },
    { ul: ['Four or more of your discs in a line – horizontally, vertically or diagonally – win the moment the move is made.', 'When all 42 cells are full and nobody has four in a line, the game is drawn.'] },
    ...popoutEn, ...notationEn,
  ],
  da: [
    { p: 'To spillere, Rød og Gul. Rød begynder. Brættet står lodret: en brik, der slippes i en kolonne, falder ned i det laveste ledige felt.' },
    { h: 'Bræt og træk' },
    { ul: ['Gitteret har 7 kolonner og 6 rækker og er tomt fra start.', 'I din tur slipper du en brik i en kolonne, der ikke er fuld.'] },
    { h: 'Gevinst og uafgjort' },
    { ul: ['Den, der får fire eller flere egne brikker på stribe – vandret, lodret eller diagonalt – vinder i samme øjeblik.', 'Er alle 42 felter fyldt, uden at nogen har fire på stribe, bliver det uafgjort.'] },
    ...popoutDa, ...notationDa,
  ],
};

const fem = {
  sv: [
    { p: 'Fem i rad är lådvarianten av Fyra i rad: samma upprätta bräde med en extra kolumn på var sida, och nu krävs fem i rad. Två spelare, Röd och Gul; Röd börjar.' },
    { h: 'Bräde och uppställning' },
    { ul: ['Rutnätet har 9 kolumner och 6 rader.', 'De två yttre kolumnerna är fyllda från början. Uppåt i varje kantkolumn växlar färgerna, och i varje rad är de två kantbrickorna olika.', 'Kantbrickorna står för brickor som redan spelats: de tillhör sin färg och räknas i rader, men ingen släpper brickor i kantkolumnerna.'] },
    { decision: 'I nedersta raden står Röd till vänster och Gul till höger, i raden ovanför Gul till vänster och Röd till höger, och så vidare uppåt. (Det spegelvända valet är samma spel spegelvänt.)' },
    { h: 'Drag, vinst och oavgjort' },
    { ul: ['På din tur släpper du en bricka i en av de sju mittersta kolumnerna som inte är full.', 'FEM eller fler egna brickor i rad vinner – kantbrickorna räknas med. Fyra i rad vinner ingenting.', 'Är de 42 öppna rutorna fyllda utan att någon har fem i rad blir det oavgjort.'] },
    ...popoutSv, ...notationSv,
  ],
  en: [
    { p: 'Fem i rad is the box variant of Four in a Row: the same upright grid with an extra column on each side, and now five in a row are needed. Two players, Red and Yellow; Red starts.' },
    { h: 'Grid and set-up' },
    { ul: ['The grid has 9 columns and 6 rows.', 'Both outer columns start full. Going up each outer column the colours alternate, and in every row the two edge discs differ.', 'The edge discs stand for discs already played: they belong to their colour and count in lines, but nobody drops into the outer columns.'] },
    { decision: 'The bottom row has Red on the left edge and Yellow on the right; the row above has Yellow left and Red right; and so on up. (The mirrored choice is the same game reflected.)' },
    { h: 'Moves, winning and drawing' },
    { ul: ['On your turn you drop a disc into one of the seven middle columns that is not full.', 'FIVE or more of your discs in a line win – edge discs count. Four in a row wins nothing.', 'When the 42 open cells are full and nobody has five, the game is drawn.'] },
    ...popoutEn, ...notationEn,
  ],
  da: [
    { p: 'Fem i rad er kasse-varianten af Fire på stribe: det samme lodrette bræt med en ekstra kolonne i hver side, og nu skal der fem på stribe til. To spillere, Rød og Gul; Rød begynder.' },
    { h: 'Bræt og opstilling' },
    { ul: ['Gitteret har 9 kolonner og 6 rækker.', 'De to yderste kolonner er fyldt fra start. Op gennem hver kantkolonne skifter farverne, og i hver række er de to kantbrikker forskellige.', 'Kantbrikkerne står for brikker, der allerede er spillet: de tilhører deres farve og tæller med i rækker, men ingen slipper brikker i kantkolonnerne.'] },
    { decision: 'I nederste række står Rød til venstre og Gul til højre, i rækken ovenover Gul til venstre og Rød til højre, og så videre opad. (Det spejlvendte valg er det samme spil spejlvendt.)' },
    { h: 'Træk, gevinst og uafgjort' },
    { ul: ['I din tur slipper du en brik i en af de syv midterste kolonner, der ikke er fuld.', 'FEM eller flere egne brikker på stribe vinder – kantbrikkerne tæller med. Fire på stribe vinder ingenting.', 'Er de 42 åbne felter fyldt, uden at nogen har fem på stribe, bliver det uafgjort.'] },
    ...popoutDa, ...notationDa,
  ],
};

// The rules page of each game of the family, by language.
export default { 'fyra-i-rad': fyra, 'fem-i-rad': fem };
