// Rules of Färg och form (the rules of Qwirkle) in our own words, from
// shared/rules/farg-och-form.md. Blocks: {h} heading, {p} paragraph, {ul} list,
// {decision} a rule we settled ourselves.

const rules = {
  sv: [
    { p: 'Färg och form spelas efter reglerna för Qwirkle. Qwirkle är ett varumärke, så här heter spelet Färg och form. Två till fyra spelare, människor eller datorn, lägger brickor i linjer där allt har samma färg eller samma form.' },
    { decision: 'Spelet heter Färg och form (färg och form är just vad en linje delar) eftersom Qwirkle är ett skyddat namn.' },
    { h: 'Brickorna' },
    { ul: [
      '108 brickor: sex färger gånger sex former, tre av varje bricka. Färgerna är röd, orange, gul, grön, blå och lila; formerna cirkel, kryss, ruter, kvadrat, stjärna och klöver.',
      'Brickorna ligger dolda i en påse. Var och en drar sex: sin hand, som de andra inte får se.',
    ] },
    { h: 'Linjer' },
    { ul: [
      'Brickorna läggs på ett bord utan kanter. En linje är en obruten rad av brickor som ligger intill varandra, vågrätt eller lodrätt.',
      'Alla brickor i en linje har samma färg och olika former, eller samma form och olika färger. Därför finns aldrig två likadana brickor i en linje, och ingen linje är längre än sex.',
    ] },
    { h: 'Vem börjar' },
    { p: 'Var och en säger hur många brickor på handen som har samma färg eller samma form (likadana brickor räknas en gång). Den med flest börjar och måste lägga just så många brickor i första draget. Sedan går turen runt i sittordning.' },
    { decision: 'Är det lika avgör lotten (partiets slumpfrö), inte åldern.' },
    { h: 'Ett drag' },
    { p: 'På din tur gör du ett av följande:' },
    { ul: [
      'Lägg en eller flera brickor från handen. De har samma färg eller samma form, ligger i en rad eller en kolumn och bildar tillsammans med brickorna som redan ligger där en obruten linje. Efter första draget måste minst en av dem ligga intill en bricka på bordet. Varje linje du bildar eller förlänger ska följa reglerna ovan. Dra sedan upp till sex brickor igen så länge påsen räcker.',
      'Byt: lägg undan en eller flera brickor från handen, dra lika många nya ur påsen och blanda sedan ner de undanlagda i påsen. Ett byte ger inga poäng.',
    ] },
    { decision: 'Du kan bara byta så många brickor som det finns i påsen.' },
    { decision: 'Den som varken kan lägga eller byta står över (passar).' },
    { h: 'Poäng' },
    { ul: [
      'Varje linje som innehåller en bricka du lade i draget och är minst två brickor lång ger en poäng per bricka i linjen, också de som låg där förut. En bricka som ingår i två sådana linjer räknas i båda.',
      'Fullbordar du en linje med sex brickor får du sex extra poäng utöver de sex.',
      'Ett första drag med en enda bricka ger en poäng.',
    ] },
    { h: 'Slutet' },
    { p: 'När påsen är tom och någon gör slut på alla sina brickor får den spelaren sex extra poäng och partiet är slut. Högst poäng vinner; delar flera på högsta poängen delar de på segern.' },
    { decision: 'Partiet tar också slut om alla spelare passar i följd.' },
    { decision: 'Partiet tar också slut när ingen bricka som finns kvar, i påsen eller på någon hand, går att lägga någonstans på bordet. Då kan ingen någonsin lägga igen, och byten skulle kunna fortsätta i all evighet.' },
    { h: 'Dolda händer' },
    { p: 'Spelar flera människor vid samma skärm döljs handen mellan deras drag tills nästa spelare trycker på Klar, så att ingen ser någon annans hand. Datorspelare ser bara det en människa på deras plats skulle se: sin egen hand, bordet, poängen och hur många brickor som finns kvar i påsen.' },
    { h: 'Notation' },
    { p: 'En bricka skrivs med färgens bokstav och formens: färgerna R O Y G B P (röd, orange, gul, grön, blå, lila), formerna o cirkel, x kryss, d ruter, s kvadrat, * stjärna, c klöver; Gd är en grön ruter. Ett drag skrivs med brickor och platser: Gd@0,0 Gs@1,0. Partiets första bricka ligger på 0,0, x växer åt höger och y uppåt. Ett byte skrivs trade Gd Ro och ett pass pass.' },
  ],
  en: [
    { p: 'Färg och form ("colour and shape") is played by the rules of Qwirkle. Qwirkle is a trademark, so here the game is called Färg och form. Two to four players, people or the computer, place tiles in lines where everything shares a colour or a shape.' },
    { decision: 'The game is called Färg och form (colour and shape are just what a line shares) because Qwirkle is a protected name.' },
    { h: 'The tiles' },
    { ul: [
      '108 tiles: six colours times six shapes, three of each tile. The colours are red, orange, yellow, green, blue and purple; the shapes circle, cross, diamond, square, star and clover.',
      'The tiles start hidden in a bag. Each player draws six: their hand, which the others may not see.',
    ] },
    { h: 'Lines' },
    { ul: [
      'Tiles go on a table without edges. A line is an unbroken run of tiles side by side, across or up and down.',
      'All tiles in a line have the same colour and different shapes, or the same shape and different colours. So a line never holds two identical tiles, and no line is longer than six.',
    ] },
    { h: 'Who starts' },
    { p: 'Everyone says how many tiles in their hand share a colour or a shape (identical tiles count once). The highest number starts and must place exactly that many tiles as the first move. Then play goes round in seat order.' },
    { decision: 'A tie is settled by lot (the game\'s seed), not by age.' },
    { h: 'A turn' },
    { p: 'On your turn you do one of these:' },
    { ul: [
      'Place one or more tiles from your hand. They share a colour or a shape, lie in one row or one column, and together with the tiles already there form one unbroken line. After the first move at least one of them touches a tile on the table. Every line you form or extend must follow the rules above. Then draw back up to six tiles while the bag lasts.',
      'Trade: put one or more tiles from your hand aside, draw as many new ones from the bag, then mix the ones put aside into the bag. A trade scores nothing.',
    ] },
    { decision: 'You can only trade as many tiles as the bag holds.' },
    { decision: 'A player who can neither place nor trade passes.' },
    { h: 'Scoring' },
    { ul: [
      'Each line that holds a tile you placed this turn and is at least two tiles long scores one point per tile in it, the old tiles included. A tile in two such lines counts in both.',
      'Completing a line of six scores six bonus points on top of its six.',
      'A first move of a single tile scores one point.',
    ] },
    { h: 'The end' },
    { p: 'When the bag is empty and a player uses up all their tiles, that player scores six extra points and the game is over. The highest score wins; players sharing the highest score share the win.' },
    { decision: 'The game also ends when every player passes in a row.' },
    { decision: 'The game also ends when no tile left, in the bag or in any hand, fits anywhere on the table. Then nobody can ever place again, and trades could go on for ever.' },
    { h: 'Hidden hands' },
    { p: 'When several people play at one screen, the hand is covered between their turns until the next player taps Ready, so nobody sees another\'s hand. Computer players see only what a person in their seat would see: their own hand, the table, the scores and how many tiles are left in the bag.' },
    { h: 'Notation' },
    { p: 'A tile is its colour letter and its shape letter: colours R O Y G B P (red, orange, yellow, green, blue, purple), shapes o circle, x cross, d diamond, s square, * star, c clover; Gd is a green diamond. A placement is tiles with cells: Gd@0,0 Gs@1,0. The first tile of the game is at 0,0, x grows to the right and y upwards. A trade is written trade Gd Ro, a pass pass.' },
  ],
};

// The rules page of each game of the family, by language.
export default { 'farg-och-form': rules };
