// Rules of Luffarschack in our own words (Swedish, English, Danish), from
// shared/rules/luffarschack.md. Blocks: {h} heading, {p} paragraph, {ul} list,
// {decision} a rule we settled ourselves (the rules file's **Decision** lines).

const luffarschack = {
  sv: [
    { p: 'Fritt fem i rad med kryss och ringar på rutat papper, spelet som alla svenska skolbarn kan. Två spelare: den som börjar ritar kryss (källan kallar den Svart), den andra ringar (Vit).' },
    { h: 'Pappret' },
    { decision: 'Pappret har ingen kant. Källan säger att när pappret är fullt fortsätter partiet på ett nytt ark med samma turordning, så partiet tar aldrig slut för att platsen tar slut. Appen visar ett fönster mot ett oändligt rutnät som du flyttar (dra, eller Skift och pilar) och zoomar (hjul, nyp, + och −); rutnätet växer åt alla håll när märkena sätts ut. Rutorna har hela tal som koordinater, x åt höger och y uppåt, och partiets första märke sätts i origo, 0,0.' },
    { decision: 'Inställningen Papper: oändligt (standard) eller ett begränsat bräde på 15 × 15 eller 19 × 19 rutor, turneringsbrädena i gomoku. På ett begränsat bräde blir det oavgjort om brädet blir fullt.' },
    { h: 'Spelet' },
    { ul: [
      'Spelarna sätter i tur och ordning ett märke var i en tom ruta. Ingen ruta och inget drag är förbjudet, inte heller det första (utöver att det sätts i origo på det oändliga pappret).',
      'Den som får fem eller fler egna märken i en obruten rak linje – vågrätt, lodrätt eller diagonalt – vinner, var som helst på pappret. Partiet slutar i samma ögonblick. Fullbordar ett drag flera linjer på en gång ändrar det ingenting.',
      'En linje bryts av en tom ruta eller av motståndarens märke.',
    ] },
    { p: 'På pappret: klicka i en ruta så sätts ditt märke där; ett genomskinligt märke visar var. På en mobil visar första trycket märket och andra trycket (eller knappen Sätt här) sätter det. Senaste märket är markerat med överstrykningspenna, och den vinnande linjen stryks över. Visa hot ringar in rutor där någon har en fyra eller en öppen trea.' },
    { h: 'Inställningar' },
    { ul: [
      'Exakt fem (gomoku): bara en linje med precis fem vinner. Sex eller fler i rad vinner inte men är inte heller förbjudet. Ett drag som ger exakt fem någonstans vinner även om det samtidigt ger sex eller fler på en annan linje.',
      'Rysk öppning: första krysset sätts i mitten (origo på det oändliga pappret, mittrutan på ett bräde), och det tredje draget, Kryss andra märke, måste ligga utanför 5 × 5-rutan kring mitten, alltså minst tre rutor bort åt sidan eller uppåt/nedåt.',
    ] },
    { h: 'Notation' },
    { p: 'På det oändliga pappret skrivs ett drag x,y med heltal med tecken, till exempel 0,0 eller 1,-1. På ett bräde skrivs kolumnen som en bokstav a… från vänster och raden som ett tal 1… nerifrån, till exempel h8 (mitten på 15 × 15). Ett parti är dragen i ordning, åtskilda av mellanslag.' },
  ],
  en: [
    { p: 'Free five-in-a-row with crosses and rings on squared paper, the game every Swedish schoolchild knows. Two players: the one who starts draws crosses (the source calls them Black), the other draws rings (White).' },
    { h: 'The paper' },
    { decision: 'The paper has no edge. The source says that when the paper is full the game carries on on a new sheet with the same turn order, so a game never ends for lack of room. The app shows a window onto an endless grid that you move (drag, or Shift and arrows) and zoom (wheel, pinch, + and −); the grid grows in every direction as marks are placed. Cells have whole-number coordinates, x to the right and y upwards, and the first mark of a game goes at the origin, 0,0.' },
    { decision: 'The Paper setting: endless (the default) or a bounded board of 15 × 15 or 19 × 19 cells, the tournament boards of gomoku. On a bounded board a full board is a draw.' },
    { h: 'Play' },
    { ul: [
      'The players take turns placing one mark each on an empty cell. No cell and no move is forbidden, the first one included (beyond its going at the origin on the endless paper).',
      'Five or more of your marks in an unbroken straight line – horizontal, vertical or diagonal – anywhere on the paper win. The game ends that very moment. A move completing several lines at once changes nothing.',
      'A line is broken by an empty cell or by the opponent’s mark.',
    ] },
    { p: 'On the paper: click a cell to place your mark there; a see-through mark shows where. On a phone the first tap shows the mark and a second tap (or the Place here button) places it. The last mark is highlighted, and the winning line is struck through. Show threats rings the cells where someone has a four or an open three.' },
    { h: 'Settings' },
    { ul: [
      'Exactly five (gomoku): only a line of exactly five wins. Six or more in a row do not win but are not forbidden either. A move that makes an exact five somewhere wins even if it also makes six or more on another line.',
      'Russian opening: the first cross goes in the centre (the origin on the endless paper, the middle cell of a board), and the third move, Cross’s second mark, must lie outside the 5 × 5 square round the centre, that is at least three cells away across or up and down.',
    ] },
    { h: 'Notation' },
    { p: 'On the endless paper a move is written x,y with signed whole numbers, such as 0,0 or 1,-1. On a board the column is a letter a… from the left and the row a number 1… from the bottom, such as h8 (the centre of 15 × 15). A game is the moves in order, separated by spaces.' },
  ],
  da: [
    { p: 'Frit fem på stribe med kryds og boller på ternet papir – det svenske luffarschack, som alle svenske skolebørn kender. To spillere: den, der begynder, tegner kryds (kilden kalder den Sort), den anden tegner boller (Hvid).' },
    { h: 'Papiret' },
    { decision: 'Papiret har ingen kant. Kilden siger, at når papiret er fuldt, fortsætter partiet på et nyt ark med samme turrækkefølge, så et parti slutter aldrig af mangel på plads. Appen viser et vindue mod et uendeligt gitter, som du flytter (træk, eller Skift og pile) og zoomer (hjul, knib, + og −); gitteret vokser i alle retninger, efterhånden som mærkerne sættes. Felterne har hele tal som koordinater, x mod højre og y opad, og partiets første mærke sættes i origo, 0,0.' },
    { decision: 'Indstillingen Papir: uendeligt (standard) eller et afgrænset bræt på 15 × 15 eller 19 × 19 felter, turneringsbrætterne i gomoku. På et afgrænset bræt bliver det uafgjort, hvis brættet bliver fuldt.' },
    { h: 'Spillet' },
    { ul: [
      'Spillerne sætter på skift ét mærke hver i et tomt felt. Intet felt og intet træk er forbudt, heller ikke det første (ud over at det sættes i origo på det uendelige papir).',
      'Den, der får fem eller flere af sine mærker i en ubrudt lige linje – vandret, lodret eller diagonalt – vinder, hvor som helst på papiret. Partiet slutter i samme øjeblik. Fuldender ét træk flere linjer på én gang, ændrer det intet.',
      'En linje brydes af et tomt felt eller af modstanderens mærke.',
    ] },
    { p: 'På papiret: klik i et felt, så sættes dit mærke der; et gennemsigtigt mærke viser hvor. På en mobil viser første tryk mærket, og andet tryk (eller knappen Sæt her) sætter det. Det seneste mærke er markeret med overstregningstusch, og den vindende linje streges over. Vis trusler ringer de felter ind, hvor nogen har en fire eller en åben tre.' },
    { h: 'Indstillinger' },
    { ul: [
      'Præcis fem (gomoku): kun en linje med præcis fem vinder. Seks eller flere på stribe vinder ikke, men er heller ikke forbudt. Et træk, der giver præcis fem et sted, vinder, selv om det samtidig giver seks eller flere på en anden linje.',
      'Russisk åbning: det første kryds sættes i midten (origo på det uendelige papir, midterfeltet på et bræt), og det tredje træk, Kryds’ andet mærke, skal ligge uden for 5 × 5-firkanten omkring midten, altså mindst tre felter væk til siden eller op/ned.',
    ] },
    { h: 'Notation' },
    { p: 'På det uendelige papir skrives et træk x,y med hele tal med fortegn, for eksempel 0,0 eller 1,-1. På et bræt skrives kolonnen som et bogstav a… fra venstre og rækken som et tal 1… nedefra, for eksempel h8 (midten af 15 × 15). Et parti er trækkene i rækkefølge, adskilt af mellemrum.' },
  ],
};

// The rules page of each game of the family, by language.
export default { luffarschack };
