// Rules of Alquerque in our own words (Swedish, English, Danish), from
// shared/rules/alquerque.md. Blocks: {h} heading, {p} paragraph, {ul} list, {decision} a
// rule we settled ourselves (the rules file's **Decision** lines).

const alquerque = {
  sv: [
    { p: 'Alquerque är ett gammalt spel som morerna tog med sig till Spanien och som är en tidig form av dam. Två spelare, Svart och Vit, har tolv pjäser var. Den som tar alla motståndarens pjäser vinner.' },
    { h: 'Brädet' },
    { p: 'Brädet har 5 × 5 punkter, kolumnerna a–e från vänster och raderna 1–5 nerifrån. Linjer förbinder varje punkt med grannarna till höger, vänster, uppåt och nedåt. Diagonala linjer går bara genom varannan punkt (a1, c1, e1, b2, d2, a3, c3 och så vidare), och bara de punkterna har diagonala grannar. Pjäserna flyttar alltid längs linjerna.' },
    { decision: 'Källans diagram saknas, så vi använder den traditionella uppställningen: Svart fyller rad 1 och 2 samt a3 och b3, Vit fyller rad 4 och 5 samt d3 och e3. Mittpunkten c3 är tom.' },
    { decision: 'Svart (nederst) börjar. Källan påpekar att den som börjar inte har någon fördel – fördelen ligger hos den andre spelaren.' },
    { h: 'Drag' },
    { ul: [
      'En pjäs flyttar ett steg längs en linje till en tom grannpunkt, åt vilket håll som helst – enligt de traditionella spanska reglerna även bakåt och åt sidan.',
      'Slag: står en motståndarpjäs bredvid din pjäs längs en linje och punkten bakom den är tom, får du hoppa över den. Den hoppade pjäsen tas bort från brädet.',
      'Samma pjäs får fortsätta hoppa i samma drag, i sicksack fram och tillbaka över brädet, så länge den kan.',
    ] },
    { decision: 'Slag är tvång i grundinställningen: kan du slå måste du slå, och pjäsen som slår måste hoppa vidare så länge den kan. Finns flera slagserier väljer du fritt vilken du tar – den behöver inte vara den längsta.' },
    { p: 'På brädet: pjäser som kan flytta har en ring (röd när slag är tvång). Klicka på pjäsen och sedan på punkterna den ska till, ett hopp i taget, så ritas vägen medan du bygger draget. Du kan också dra pjäsen.' },
    { h: 'Blåsning (inställning)' },
    { p: 'Källans egen regel: slag är inte tvång. Om en spelare kunde ha slagit men lät bli – eller avbröt en slagserie i förtid – får motspelaren, innan sitt eget drag, välja mellan tre saker:' },
    { ul: [
      'kräva slag: det felaktiga draget tas tillbaka och spelaren måste slå som reglerna kräver,',
      'låta draget stå,',
      'blåsa en pjäs: ta bort en av de pjäser som kunde ha slagit (eller pjäsen som slutade för tidigt). Att blåsa är inget drag – den som blåser gör sedan sitt vanliga drag.',
    ] },
    { p: 'Det fungerar precis som blåsningen i Dam. På brädet visas det felaktiga draget, slagen som missades streckade och de pjäser som får blåsas med röd ring.' },
    { h: 'Slut' },
    { ul: [
      'Den som förlorar alla sina pjäser har förlorat (källans vinstvillkor).',
    ] },
    { decision: 'Den som inte kan flytta när det är hens tur har förlorat.' },
    { decision: 'Partiet blir oavgjort när samma ställning kommer för tredje gången med samma spelare vid draget, och när 30 drag var (60 halvdrag) går utan slag. Två lika skickliga spelare spelar nästan alltid oavgjort, som källan säger.' },
    { h: 'Notation' },
    { p: 'Punkter skrivs som c3. Ett steg skrivs b2-c3, en slagserie med varje landningspunkt: a1xc3xe5.' },
  ],
  en: [
    { p: 'Alquerque is an old game the Moors brought to Spain, and an early form of draughts. Two players, Black and White, have twelve pieces each. Whoever takes all the opponent\'s pieces wins.' },
    { h: 'The board' },
    { p: 'The board has 5 × 5 points, columns a–e from the left and rows 1–5 from the bottom. Lines join every point to its neighbours left, right, up and down. Diagonal lines run only through every other point (a1, c1, e1, b2, d2, a3, c3 and so on), and only those points have diagonal neighbours. Pieces always move along the lines.' },
    { decision: 'The source\'s diagram is missing, so we use the traditional set-up: Black fills rows 1 and 2 and a3 and b3, White fills rows 4 and 5 and d3 and e3. The centre c3 is empty.' },
    { decision: 'Black (at the bottom) moves first. The source remarks that the first player has no advantage – the second one has.' },
    { h: 'Moves' },
    { ul: [
      'A piece moves one step along a line to an empty neighbouring point, in any direction – by the traditional Spanish rules backwards and sideways too.',
      'Capture: when an opposing piece stands next to yours along a line and the point beyond it is empty, you may jump over it. The jumped piece is removed from the board.',
      'The same piece may go on jumping in the same move, zigzagging back and forth across the board, for as long as it can.',
    ] },
    { decision: 'Captures are compulsory by default: if you can capture you must, and the capturing piece must go on jumping while it can. When several capture sequences are possible you choose any of them – it need not be the longest.' },
    { p: 'On the board: pieces that can move have a ring (red when a capture is compulsory). Click the piece and then the points it goes to, one hop at a time, and its path is drawn as you build the move. You can also drag the piece.' },
    { h: 'Huffing (a setting)' },
    { p: 'The source\'s own rule: captures are not forced. If a player could have captured and did not – or stopped a capture sequence early – the opponent, before their own move, chooses one of three things:' },
    { ul: [
      'insist: the faulty move is taken back and the player must capture as the rules require,',
      'let the move stand,',
      'huff a piece: remove one of the pieces that could have captured (or the piece that stopped early). Huffing is not a move – the huffer then makes their own move as usual.',
    ] },
    { p: 'It works exactly like huffing in Dam. The board shows the faulty move, the missed captures dashed, and the pieces that may be huffed ringed in red.' },
    { h: 'End' },
    { ul: [
      'A player who loses all their pieces has lost (the source\'s win condition).',
    ] },
    { decision: 'A player who cannot move on their turn has lost.' },
    { decision: 'The game is drawn when the same position occurs for the third time with the same player to move, and when 30 moves by each player (60 half-moves) pass without a capture. Two equally skilled players nearly always draw, as the source says.' },
    { h: 'Notation' },
    { p: 'Points are written like c3. A step is b2-c3, a capture sequence lists every landing point: a1xc3xe5.' },
  ],
  da: [
    { p: 'Alquerque er et gammelt spil, som maurerne bragte til Spanien, og en tidlig form for dam. To spillere, Sort og Hvid, har tolv brikker hver. Den, der tager alle modstanderens brikker, vinder.' },
    { h: 'Brættet' },
    { p: 'Brættet har 5 × 5 punkter, søjlerne a–e fra venstre og rækkerne 1–5 nedefra. Linjer forbinder hvert punkt med naboerne til højre, venstre, op og ned. Diagonale linjer går kun gennem hvert andet punkt (a1, c1, e1, b2, d2, a3, c3 og så videre), og kun de punkter har diagonale naboer. Brikkerne flytter altid langs linjerne.' },
    { decision: 'Kildens diagram mangler, så vi bruger den traditionelle opstilling: Sort fylder række 1 og 2 samt a3 og b3, Hvid fylder række 4 og 5 samt d3 og e3. Midtpunktet c3 er tomt.' },
    { decision: 'Sort (nederst) begynder. Kilden bemærker, at den, der begynder, ikke har nogen fordel – fordelen ligger hos den anden spiller.' },
    { h: 'Træk' },
    { ul: [
      'En brik flytter ét skridt langs en linje til et tomt nabopunkt, i en hvilken som helst retning – efter de traditionelle spanske regler også baglæns og til siden.',
      'Slag: står en modstanderbrik ved siden af din brik langs en linje, og punktet bag den er tomt, må du springe over den. Den overspringne brik fjernes fra brættet.',
      'Samme brik må springe videre i samme træk, i zigzag frem og tilbage over brættet, så længe den kan.',
    ] },
    { decision: 'Slag er tvungne i grundindstillingen: kan du slå, skal du slå, og brikken, der slår, skal springe videre, så længe den kan. Er flere slagserier mulige, vælger du frit – det behøver ikke være den længste.' },
    { p: 'På brættet: brikker, der kan flytte, har en ring (rød, når slag er tvunget). Klik på brikken og derefter på punkterne, den skal hen til, ét spring ad gangen, så tegnes vejen, mens du bygger trækket. Du kan også trække brikken.' },
    { h: 'Blæsning (indstilling)' },
    { p: 'Kildens egen regel: slag er ikke tvungne. Hvis en spiller kunne have slået, men lod være – eller afbrød en slagserie for tidligt – vælger modspilleren, før sit eget træk, en af tre ting:' },
    { ul: [
      'kræve slag: det fejlagtige træk tages tilbage, og spilleren skal slå, som reglerne kræver,',
      'lade trækket stå,',
      'blæse en brik: fjerne en af de brikker, der kunne have slået (eller brikken, der stoppede for tidligt). At blæse er ikke et træk – den, der blæser, laver derefter sit almindelige træk.',
    ] },
    { p: 'Det virker præcis som blæsning i Dam. Brættet viser det fejlagtige træk, de oversete slag stiplet og de brikker, der må blæses, med rød ring.' },
    { h: 'Slut' },
    { ul: [
      'Den, der mister alle sine brikker, har tabt (kildens sejrsbetingelse).',
    ] },
    { decision: 'Den, der ikke kan flytte, når det er vedkommendes tur, har tabt.' },
    { decision: 'Partiet bliver remis, når samme stilling opstår for tredje gang med samme spiller i trækket, og når der går 30 træk hver (60 halvtræk) uden slag. To lige dygtige spillere spiller næsten altid remis, som kilden siger.' },
    { h: 'Notation' },
    { p: 'Punkter skrives som c3. Et skridt skrives b2-c3, en slagserie med hvert landingspunkt: a1xc3xe5.' },
  ],
};

export default { alquerque };
