// The two field sports of the rule sheet (shared/rules/sports.md), in our own words in
// Swedish, English and Danish. They are played outdoors by teams, so they have a rules
// page in the library and nothing else: no board, no computer player. Blocks as in the
// games' rules.js: {h} heading, {p} paragraph, {ul} list, {note} the field-sport notice.

export const names = {
  raggboll: { sv: 'Raggboll', en: 'Raggboll (rag ball)', da: 'Raggboll (kludebold)' },
  kiltraug: { sv: 'Kiltraug', en: 'Kiltraug', da: 'Kiltraug' },
};

export const summary = {
  raggboll: {
    sv: 'Lagsport: en trasboll ska kastas genom hålet i motståndarnas plank.',
    en: 'Team sport: throw a rag ball through the hole in the other team\'s board.',
    da: 'Holdsport: en kludebold skal kastes gennem hullet i modstandernes plade.',
  },
  kiltraug: {
    sv: 'Lagsport på en äng, med ena benet uppbundet och armarna i kors på ryggen.',
    en: 'Team sport on a meadow, one leg tied up and the arms crossed behind the back.',
    da: 'Holdsport på en eng, med det ene ben bundet op og armene over kors på ryggen.',
  },
};

export const rules = {
  raggboll: {
    sv: [
      { note: 'Raggboll är en bollsport som spelas utomhus av två lag. Det finns inget att spela på skärmen: här står bara reglerna.' },
      { p: 'Påhittad av Olle Johansson, med idéer från sporter i vår tid och i forntiden.' },
      { h: 'Målet' },
      { p: 'Vid var kortsida står ett plank lodrätt, för enkelhetens skull en skiva på 1 × 1 meter med ett hål på 30 cm i mitten. Ett lag gör mål genom att kasta bollen, sydd av gamla trasor, genom hålet i motståndarnas plank.' },
      { h: 'Lagen' },
      { ul: ['I turnering har varje lag tre spelare.', 'I vänskapsmatcher får lagen vara hur stora som helst.'] },
      { h: 'Att spela' },
      { ul: [
        'Den som har bollen måste stå still där hon fick den och får bara passa den vidare till en lagkamrat.',
        'Bollen passas bara med händerna.',
        'Ingen får röra en motspelare. Det enda man får göra är att stjäla bollen, ur händerna eller genom att bryta en passning.',
        'Blir bollhållaren vidrörd får hon ett frikast från platsen där hon står.',
        'Runt varje plank finns en zon med en radie på ett steg (1 meter) där ingen får stå. Den som står där och träffas av bollen är utvisad till nästa mål.',
      ] },
      { h: 'Slutet' },
      { p: 'I turnering vinner det lag som först gör fem mål. En vänskapsmatch pågår tills spelarna tröttnar. I övrigt är spelet ganska fritt från regler.' },
    ],
    en: [
      { note: 'Raggboll is a ball game played outdoors by two teams. There is nothing to play on screen: this page only gives the rules.' },
      { p: 'Invented by Olle Johansson, drawing on sports of today and of ancient times.' },
      { h: 'The goal' },
      { p: 'At each short end of the field a board stands upright, most simply a 1 × 1 metre panel with a 30 cm hole in the middle. A team scores by throwing the ball, made of old rags, through the hole in the other team\'s board.' },
      { h: 'The teams' },
      { ul: ['In a tournament each team has three players.', 'In a friendly game the teams may be any size.'] },
      { h: 'Play' },
      { ul: [
        'Whoever holds the ball must stand still where they caught it and may only pass it on to a teammate.',
        'The ball is passed with the hands only.',
        'Nobody may touch an opponent. The only thing allowed is stealing the ball, out of the hands or by cutting off a pass.',
        'If the ball holder is touched, they get a free throw from where they stand.',
        'Round each board is a zone one step (1 metre) wide where nobody may stand. A player inside it who is hit by the ball is sent off until the next goal.',
      ] },
      { h: 'The end' },
      { p: 'In a tournament the first team to score five goals wins. A friendly game lasts until the players have had enough. Apart from this the game has few rules.' },
    ],
    da: [
      { note: 'Raggboll er et boldspil, som spilles udendørs af to hold. Der er intet at spille på skærmen: her står kun reglerne.' },
      { p: 'Fundet på af Olle Johansson med idéer fra sportsgrene i vore dage og i oldtiden.' },
      { h: 'Målet' },
      { p: 'Ved hver kortside står en plade lodret, for nemheds skyld en plade på 1 × 1 meter med et hul på 30 cm i midten. Et hold scorer ved at kaste bolden, syet af gamle klude, gennem hullet i modstandernes plade.' },
      { h: 'Holdene' },
      { ul: ['I en turnering har hvert hold tre spillere.', 'I venskabskampe må holdene være så store, man vil.'] },
      { h: 'Spillet' },
      { ul: [
        'Den, der har bolden, skal stå stille, hvor hun fik den, og må kun aflevere den videre til en holdkammerat.',
        'Bolden afleveres kun med hænderne.',
        'Ingen må røre en modspiller. Det eneste, man må, er at stjæle bolden, ud af hænderne eller ved at bryde en aflevering.',
        'Bliver boldholderen rørt, får hun et frikast fra det sted, hvor hun står.',
        'Rundt om hver plade er der en zone med en radius på ét skridt (1 meter), hvor ingen må stå. Den, der står der og bliver ramt af bolden, er udvist til næste mål.',
      ] },
      { h: 'Slutningen' },
      { p: 'I en turnering vinder det hold, der først scorer fem mål. En venskabskamp varer, til spillerne bliver trætte. Ellers har spillet ikke mange regler.' },
    ],
  },
  kiltraug: {
    sv: [
      { note: 'Kiltraug är en bollsport som spelas utomhus av två lag. Det finns inget att spela på skärmen: här står bara reglerna.' },
      { p: 'Skriven av Simon Malmberg för lajvgruppen Edfenheims klaner: ett påhittat ”Highland Game” där spelarna har ena benet uppbundet.' },
      { h: 'Planen' },
      { ul: [
        'En jämn gräsäng. I mitten ligger ett grovt rep i en cirkel, svinstian (foil). På var sida om den ligger ett rakt rep: målen (bair).',
        'Har lagen fyra till åtta spelare är stian två meter i diameter och målen ligger åtta meter från den åt vart håll. Med större lag dubblas måtten.',
        'Planen har ingen gräns åt sidorna.',
      ] },
      { h: 'Dynghögen (otrach)' },
      { p: 'Innan spelet delas raugarna ut, tre per lag. Ett lag i taget ställer sig i stian med ena benet uppbundet och armarna i kors på ryggen, och spelarna tacklar ut varandra utan armar, händer eller ben. De tre som står kvar får en raug var. Domaren (bairneachd) får avbryta om någon bryter mot reglerna.' },
      { h: 'Spelet' },
      { ul: [
        'Lagen ställer sig bakom sina mål. Bollen, feile, gjord av gamla kiltar, ligger mitt i stian.',
        'Alla har ena benet uppbundet och armarna i kors på ryggen. När domaren ropar ”Air!” (”På dem!”) hoppar lagen mot bollen.',
        'Den som når bollen får ta upp den med händerna och sedan hoppa iväg med den, eller passa den genom att sparka den med benstumpen.',
        'Den som tacklas så att han faller måste släppa bollen, och den som har fallit får inte göra något annat än att resa sig.',
        'Ingen får fälla någon med armar, händer eller ben.',
        'Mål görs genom att sparka bollen över motståndarnas mållinje med benstumpen.',
      ] },
      { h: 'Raug (envig)' },
      { p: 'En spelare med en raug (en tygbit fäst i kilten) får när som helst ropa ”Raug!”. Alla stannar där de står, och den motspelare som har bollen möter roparen i en envig i stian. Den som tacklar ut den andre får bollen. Bollen stannar där den var: vinner roparen byter han plats med motspelaren.' },
      { h: 'Tiden' },
      { p: 'Varje lag utser en drickare, som bara dricker medan spelet pågår. När den förste har druckit ur är det halvtid och paus; sedan dricker den andre, och när han är klar är spelet slut. Domaren kan ropa ”Tart!” (”Törst!”) för en dryckespaus. Publiken ropar ”Ait!” (”Hurra!”) och ”Olc!” (”Bu!”).' },
    ],
    en: [
      { note: 'Kiltraug is a ball game played outdoors by two teams. There is nothing to play on screen: this page only gives the rules.' },
      { p: 'Written by Simon Malmberg for the larp group Edfenheims klaner: an invented "Highland Game" in which the players have one leg tied up.' },
      { h: 'The field' },
      { ul: [
        'A level meadow. In the middle a thick rope lies in a circle, the pigsty (foil). On each side of it lies a straight rope: the goals (bair).',
        'With teams of four to eight players the sty is two metres across and the goals lie eight metres from it on either side. For larger teams the distances double.',
        'The field has no limit to the sides.',
      ] },
      { h: 'The dung heap (otrach)' },
      { p: 'Before the game the raugs are handed out, three per team. One team at a time stands in the sty with one leg tied up and arms crossed behind the back, and the players tackle each other out without arms, hands or legs. The three left standing get one raug each. The referee (bairneachd) may stop it if a rule is broken.' },
      { h: 'Play' },
      { ul: [
        'The teams line up behind their goals. The ball, the feile, made of old kilts, lies in the middle of the sty.',
        'Everyone has one leg tied up and the arms crossed behind the back. When the referee shouts "Air!" ("At them!") the teams hop towards the ball.',
        'A player who reaches the ball may pick it up with the hands and then hop off with it, or pass it by kicking it with the tied-up leg.',
        'A player tackled so that he falls must drop the ball, and a fallen player may do nothing but get up.',
        'Nobody may trip anyone with arms, hands or legs.',
        'A goal is scored by kicking the ball over the other team\'s goal line with the tied-up leg.',
      ] },
      { h: 'Raug (the duel)' },
      { p: 'A player holding a raug (a strip of cloth fixed to the kilt) may shout "Raug!" at any time. Everyone stops where they are, and the opponent holding the ball meets the caller in a duel in the sty. Whoever tackles the other out gets the ball. The ball stays where it was: if the caller wins, he changes places with the opponent.' },
      { h: 'Time' },
      { p: 'Each team appoints a drinker, who drinks only while play is on. When the first has emptied his cup it is half time; then the second drinks, and when he is done the game is over. The referee may shout "Tart!" ("Thirst!") for a drinks break. The crowd shouts "Ait!" ("Hurrah!") and "Olc!" ("Boo!").' },
    ],
    da: [
      { note: 'Kiltraug er et boldspil, som spilles udendørs af to hold. Der er intet at spille på skærmen: her står kun reglerne.' },
      { p: 'Skrevet af Simon Malmberg til rollespilsgruppen Edfenheims klaner: et opdigtet "Highland Game", hvor spillerne har det ene ben bundet op.' },
      { h: 'Banen' },
      { ul: [
        'En jævn græseng. I midten ligger et groft reb i en cirkel, svinestien (foil). På hver side af den ligger et lige reb: målene (bair).',
        'Har holdene fire til otte spillere, er stien to meter i diameter, og målene ligger otte meter fra den til hver side. Med større hold fordobles målene.',
        'Banen har ingen grænse til siderne.',
      ] },
      { h: 'Møddingen (otrach)' },
      { p: 'Før spillet deles raugerne ud, tre pr. hold. Ét hold ad gangen stiller sig i stien med det ene ben bundet op og armene over kors på ryggen, og spillerne tackler hinanden ud uden arme, hænder eller ben. De tre, der står tilbage, får en raug hver. Dommeren (bairneachd) må afbryde, hvis nogen bryder reglerne.' },
      { h: 'Spillet' },
      { ul: [
        'Holdene stiller sig bag deres mål. Bolden, feile, lavet af gamle kilte, ligger midt i stien.',
        'Alle har det ene ben bundet op og armene over kors på ryggen. Når dommeren råber "Air!" ("Løs på dem!"), hopper holdene mod bolden.',
        'Den, der når bolden, må samle den op med hænderne og derefter hoppe af sted med den eller aflevere den ved at sparke den med benstumpen.',
        'Den, der bliver tacklet, så han falder, skal slippe bolden, og den, der er faldet, må ikke gøre andet end at rejse sig.',
        'Ingen må fælde nogen med arme, hænder eller ben.',
        'Der scores ved at sparke bolden over modstandernes mållinje med benstumpen.',
      ] },
      { h: 'Raug (tvekamp)' },
      { p: 'En spiller med en raug (en stofstrimmel fæstet i kilten) må når som helst råbe "Raug!". Alle standser, hvor de er, og den modspiller, der har bolden, møder råberen i en tvekamp i stien. Den, der tackler den anden ud, får bolden. Bolden bliver, hvor den var: vinder råberen, bytter han plads med modspilleren.' },
      { h: 'Tiden' },
      { p: 'Hvert hold udpeger en drikker, som kun drikker, mens spillet er i gang. Når den første har drukket ud, er det halvleg og pause; så drikker den anden, og når han er færdig, er spillet slut. Dommeren kan råbe "Tart!" ("Tørst!") for en drikkepause. Publikum råber "Ait!" ("Hurra!") og "Olc!" ("Buh!").' },
    ],
  },
};

/** The library's own words (the shell's i18n holds only the shell's). */
export const words = {
  sv: { library: 'Regelbibliotek', boardGames: 'Brädspel', fieldSports: 'Fältsporter', fieldSport: 'Fältsport utomhus: inget bräde och ingen datorspelare.', embedHint: 'Bädda in en regelsida i en wiki:', fromSpelbord: 'Regler från Spelbord' },
  en: { library: 'Rules library', boardGames: 'Board games', fieldSports: 'Field sports', fieldSport: 'Outdoor field sport: no board and no computer player.', embedHint: 'Embed a rules page in a wiki:', fromSpelbord: 'Rules from Spelbord' },
  da: { library: 'Regelbibliotek', boardGames: 'Brætspil', fieldSports: 'Udendørssport', fieldSport: 'Udendørssport: intet bræt og ingen computerspiller.', embedHint: 'Indlejr en regelside i en wiki:', fromSpelbord: 'Regler fra Spelbord' },
};
