// Rules of backgammon in our own words, from shared/rules/backgammon.md and the first
// part of the Danish source rule sheet. Blocks: {h} heading, {p} paragraph, {ul} list,
// {decision} a rule we settled ourselves.

const rules = {
  sv: [
    { p: 'Backgammon spelas av två, Svart och Vit, med femton brickor var och två tärningar. Den som först har fört hem alla sina brickor och burit av dem från brädet vinner.' },
    { h: 'Bräde och uppställning' },
    { ul: [
      'Brädet har 24 punkter (spetsar) i fyra fjärdedelar; mellan vänster och höger halva ligger baren.',
      'Var och en numrerar punkterna från sitt eget håll: det egna inre hemmabordet är 1–6, det yttre 7–12, motspelarens yttre bord 13–18 och hans inre bord 19–24. Svart flyttar från 24 mot 1, Vit åt andra hållet.',
      'Från början står, i var och ens egen numrering, två brickor på 24-punkten, fem på 13-punkten, tre på 8-punkten och fem på 6-punkten.',
    ] },
    { decision: 'Regelbladet låter hemmabordet ligga till höger eller vänster. Hos oss ligger det till höger; knappen "Hemmabordet till vänster" spegelvänder brädet. Det är bara en visningsinställning: spelet och notationen är desamma.' },
    { h: 'Öppningsslaget' },
    { ul: [
      'Båda slår en tärning var. Den som får högst börjar och spelar de två talen: sin egen tärning och motspelarens. Blir det lika slår man om.',
      'Sedan slår spelarna växelvis med båda tärningarna.',
    ] },
    { h: 'Att flytta' },
    { ul: [
      'Brickorna går alltid framåt, till lägre nummer i den egna numreringen.',
      'En bricka får bara landa på en öppen punkt: en tom, en med egna brickor (hur många som helst) eller en med exakt en motståndarbricka.',
      'Tärningarna är två skilda förflyttningar: en bricka kan ta båda (via en öppen mellanpunkt) eller två brickor en var. Slaget 5-4 kan alltså spelas 24/15 eller 24/20 13/8.',
      'Dubbletter (till exempel 3-3) spelas fyra gånger.',
      'Båda tärningarna ska användas om det alls går. Går bara den ena, ska den spelas; går vilken som helst men inte båda, ska den högre spelas. Går ingen, går turen över.',
    ] },
    { decision: 'Spelbord låter dig inte göra ett otillåtet drag: brädet tänder bara de landningspunkter som leder till ett lagligt drag, och klickar du på något annat förklaras varför steget inte går.' },
    { h: 'Att slå och att komma in' },
    { ul: [
      'Landar du på en punkt med en ensam motståndarbricka (en blotta) slås den ut på baren, vare sig det sker i slutet av draget eller på en mellanpunkt.',
      'Har du brickor på baren måste alla komma in innan du får flytta någon annan. En bricka kommer in på den punkt i motspelarens inre bord som motsvarar tärningen (tärningen 3 ger din 22-punkt).',
      'Är punkten stängd går den tärningen förlorad; kommer bara några brickor in förloras resten av turen.',
    ] },
    { h: 'Att bära av' },
    { ul: [
      'Du får bära av först när alla femton brickor står i ditt inre bord. Blir en bricka slagen under tiden måste den runt hela vägen hem innan du fortsätter.',
      'En tärning tar bort en bricka från punkten med samma nummer. En tärning som är högre än din högsta besatta punkt tar en bricka från den högsta punkten.',
      'Du får i stället använda tärningen till att flytta inne i hemmabordet.',
    ] },
    { h: 'Vinst' },
    { ul: [
      'Den som först har burit av alla brickor vinner 1 poäng.',
      'Har förloraren inte burit av någon bricka blir det gammon: 2 poäng.',
      'Har förloraren inte burit av någon och har kvar en bricka på baren eller i vinnarens inre bord blir det backgammon: 3 poäng.',
    ] },
    { h: 'Matcher och dubblingskuben' },
    { decision: 'Utöver regelbladet erbjuder vi det som backgammonspelare väntar sig, allt som bordsinställningar: matcher till ett visst antal poäng, dubblingskuben (dubbla, ta, ge upp; ingen "beaver"), Crawfordregeln i matcher och Jacobyregeln i enstaka partier. Utan inställningar spelas ett enstaka parti utan kub.' },
    { ul: [
      'Med kuben får spelaren som står på tur, innan han slår, erbjuda att dubbla insatsen. Motspelaren tar (kuben dubblas och blir hans; bara han får dubbla nästa gång) eller ger upp och förlorar partiet till kubens gamla värde.',
      'Crawfordregeln: i partiet efter att en spelare först kommit till en poäng från matchvinst får ingen dubbla.',
      'Jacobyregeln: i enstaka partier räknas gammon och backgammon bara som 1 om kuben inte har vänts.',
    ] },
    { decision: 'Egna tärningar: med inställningen "Egna tärningar" frågar sidan efter varje slag, så att ni kan spela med riktiga tärningar vid bordet och låta Spelbord hålla reda på brädet och reglerna.' },
    { h: 'Notation' },
    { p: 'Ett drag skrivs som varje brickas steg sett från den som flyttar: 24/18 13/8, bar/22 för att komma in, 6/off för att bära av, * efter en punkt där en bricka slogs (13/7*) och (2) för upprepade lika steg (8/5(2)). Kubens beslut skrivs double, take och drop.' },
    { decision: 'Ställningar och matcher går att flytta till och från GNU Backgammon: klistra in ett Position ID (och gärna Match ID) för att börja från en ställning, och spara partiet eller matchen som en .mat-fil.' },
  ],
  en: [
    { p: 'Backgammon is played by two, Black and White, with fifteen checkers each and two dice. The first to bring all their checkers home and bear them off the board wins.' },
    { h: 'Board and setup' },
    { ul: [
      'The board has 24 points in four quarters; the bar lies between the left and right halves.',
      'Each player numbers the points from their own side: their inner home board is 1–6, their outer board 7–12, the opponent\'s outer board 13–18 and inner board 19–24. Black moves from 24 towards 1, White the other way.',
      'At the start, in each player\'s own numbering, there are two checkers on the 24-point, five on the 13-point, three on the 8-point and five on the 6-point.',
    ] },
    { decision: 'The rule sheet allows the home board on either the right or the left. Ours is on the right; the button "Home board on the left" mirrors the board. It is only a display setting: the game and its notation stay the same.' },
    { h: 'The opening roll' },
    { ul: [
      'Each player throws one die. The higher starts and plays both numbers: their own die and the opponent\'s. Equal numbers are thrown again.',
      'After that the players take turns throwing both dice.',
    ] },
    { h: 'Moving' },
    { ul: [
      'Checkers always move forward, to lower numbers in the mover\'s own numbering.',
      'A checker may land only on an open point: an empty one, one with the mover\'s own checkers (any number), or one with exactly one opposing checker.',
      'The two dice are separate moves: one checker may take both (via an open intermediate point), or two checkers one each. A 5-4 may be played 24/15 or 24/20 13/8.',
      'Doubles (3-3, say) are played four times.',
      'Both dice must be used if at all possible. If only one can be used, it must be; if either but not both can, the higher must be. If neither can, the turn passes.',
    ] },
    { decision: 'Spelbord never lets an illegal move through: the board lights up only landing points that lead to a legal turn, and a click anywhere else explains why the step is refused.' },
    { h: 'Hitting and entering' },
    { ul: [
      'Landing on a point with a single opposing checker (a blot) sends it to the bar, whether at the end of a move or on an intermediate stop.',
      'With checkers on the bar you must enter them all before moving any other. A checker enters on the point of the opponent\'s inner board that matches the die (a 3 enters on your 22-point).',
      'If that point is closed the die is lost; if only some checkers can enter, the rest of the turn is lost.',
    ] },
    { h: 'Bearing off' },
    { ul: [
      'You may bear off only when all fifteen checkers are in your inner board. A checker hit meanwhile must come all the way round before you continue.',
      'A die removes a checker from the point of the same number. A die higher than your highest occupied point removes a checker from that highest point.',
      'You may instead use the die to move inside the home board.',
    ] },
    { h: 'Winning' },
    { ul: [
      'The first to bear off all checkers wins 1 point.',
      'If the loser has borne off none, it is a gammon: 2 points.',
      'If the loser has borne off none and still has a checker on the bar or in the winner\'s inner board, it is a backgammon: 3 points.',
    ] },
    { h: 'Matches and the doubling cube' },
    { decision: 'Beyond the rule sheet we offer what backgammon players expect, all as table settings: matches to a number of points, the doubling cube (double, take, drop; no beavers), the Crawford rule in matches and the Jacoby rule in single games. Without settings a single game without the cube is played.' },
    { ul: [
      'With the cube, the player on turn may, before rolling, offer to double the stake. The opponent takes (the cube doubles and becomes theirs; only they may double next) or drops and loses the game at the cube\'s old value.',
      'Crawford rule: in the game after a player first reaches one point from winning the match, nobody may double.',
      'Jacoby rule: in single games, gammons and backgammons count as 1 unless the cube has been turned.',
    ] },
    { decision: 'Own dice: with the setting "Own dice" the page asks for every roll, so you can play with real dice at the table and let Spelbord keep the board and the rules.' },
    { h: 'Notation' },
    { p: 'A move is written as each checker\'s step seen from the mover: 24/18 13/8, bar/22 to enter, 6/off to bear off, * after a point where a checker was hit (13/7*) and (2) for repeated equal steps (8/5(2)). Cube decisions are written double, take and drop.' },
    { decision: 'Positions and matches travel to and from GNU Backgammon: paste a Position ID (and preferably the Match ID) to start from a position, and save the game or match as a .mat file.' },
  ],
};

// The rules page of each game of the family, by language.
export default { 'backgammon': rules };
