<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>Choose players and rules, and deal a new game</source>
        <translation>Vybrat hráče a pravidla a rozdat novou partii</translation>
    </message>
    <message>
        <source>&amp;Replay deal #…</source>
        <translation>&amp;Zopakovat rozdání…</translation>
    </message>
    <message>
        <source>Play a numbered deal again with the same players and rules</source>
        <translation>Zahrát očíslované rozdání znovu se stejnými hráči a pravidly</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <source>Your results over all games</source>
        <translation>Vaše výsledky ze všech partií</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <source>Name, cards, table colour, animations, language</source>
        <translation>Jméno, karty, barva stolu, animace, jazyk</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Draw from stock</source>
        <translation>&amp;Líznout z balíčku</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Líznout si vrchní kartu z balíčku</translation>
    </message>
    <message>
        <source>&amp;Take upcard</source>
        <translation>&amp;Vzít otočenou kartu</translation>
    </message>
    <message>
        <source>Take the upcard (the top card of the discard pile)</source>
        <translation>Vzít otočenou kartu (vrchní kartu odhazovací hromádky)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Nebrat</translation>
    </message>
    <message>
        <source>Pass the upcard offered on the first turn</source>
        <translation>Nebrat otočenou kartu nabídnutou v prvním tahu</translation>
    </message>
    <message>
        <source>&amp;Knock…</source>
        <translation>&amp;Klepnout…</translation>
    </message>
    <message>
        <source>Knock (or go gin): then choose the card to discard face down</source>
        <translation>Klepnout (nebo ohlásit gin): pak vyberte kartu, kterou odhodíte lícem dolů</translation>
    </message>
    <message>
        <source>Declare &amp;big gin</source>
        <translation>Ohlásit velký &amp;gin</translation>
    </message>
    <message>
        <source>All eleven cards are in melds: end the hand with big gin</source>
        <translation>Všech jedenáct karet je v kombinacích: ukončit kolo velkým ginem</translation>
    </message>
    <message>
        <source>&amp;Let the captain decide</source>
        <translation>Nechat rozhodnout k&amp;apitána</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no advice this turn</source>
        <translation>Tři hráči, sedíte venku: v tomto tahu neradit</translation>
    </message>
    <message>
        <source>Let the captain pla&amp;y this hand</source>
        <translation>Nechat kap&amp;itána dohrát toto kolo</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no more advice this hand; the captain plays it to its end</source>
        <translation>Tři hráči, sedíte venku: v tomto kole už neradit; kapitán ho dohraje sám</translation>
    </message>
    <message>
        <source>&amp;Follow hint or advice</source>
        <translation>Ř&amp;ídit se radou</translation>
    </message>
    <message>
        <source>Make the move the Hint names; in three-hand, as captain, the move the player sitting out suggests</source>
        <translation>Zahrát tah, který ukazuje Rada; ve hře tří hráčů, když jste kapitánem, tah, který navrhuje hráč sedící venku</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Další kolo</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Rozdat další kolo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <source>What would a strong player do now?</source>
        <translation>Co by teď udělal silný hráč?</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Řadit podle &amp;hodnoty</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Seřadit karty v ruce podle hodnoty</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Řadit podle &amp;barvy</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Seřadit karty v ruce podle barvy</translation>
    </message>
    <message>
        <source>Sort by &amp;melds</source>
        <translation>Řadit podle k&amp;ombinací</translation>
    </message>
    <message>
        <source>Group your melds together, deadwood last</source>
        <translation>Seskupit kombinace, volné karty nakonec</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;O hře Gin Rummy</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Gin Rummy</source>
        <translation>O hře Gin Rummy</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gin Rummy&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Offline Gin Rummy against computer opponents: the two-player game, the three-hand “box” game, and the Oklahoma, Hollywood and Straight variants.&lt;/p&gt;&lt;p&gt;The computer players see only what a player at a real table could see.&lt;/p&gt;&lt;p&gt;Card art: original, public domain ({licence}).&lt;br&gt;Built with Qt {qt} and PySide6 {pyside}.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gin Rummy&lt;/h2&gt;&lt;p&gt;Verze {version}&lt;/p&gt;&lt;p&gt;Gin Rummy bez připojení k síti proti počítačovým soupeřům: hra dvou hráčů, hra tří hráčů „s krabicí“ a varianty Oklahoma, Hollywood a Straight.&lt;/p&gt;&lt;p&gt;Počítačoví hráči vidí jen to, co by viděl hráč u skutečného stolu.&lt;/p&gt;&lt;p&gt;Vzhled karet: původní, volné dílo ({licence}).&lt;br&gt;Vytvořeno pomocí Qt {qt} a PySide6 {pyside}.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>, </source>
        <comment>separator between list items</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>in a run</source>
        <translation>v postupce</translation>
    </message>
    <message>
        <source>in a set</source>
        <translation>ve skupině</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>volná karta</translation>
    </message>
    <message>
        <source>card {n} of {count}</source>
        <translation>karta {n} z {count}</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta lícem dolů</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>Take the {card}: with it you can go gin at once</source>
        <extracomment>Taking the upcard offered on the first turn, which lets the player go gin in the same turn. {card}: a card, e.g. &quot;7♥&quot;.</extracomment>
        <translation>Vezměte {card:acc}: s ní můžete hned ohlásit gin</translation>
    </message>
    <message>
        <source>Pick up the {card}: with it you can go gin at once</source>
        <extracomment>Taking the top card of the discard pile, which lets the player go gin this turn.</extracomment>
        <translation>Vezměte z hromádky {card:acc}: s ní můžete hned ohlásit gin</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a set {meld}</source>
        <extracomment>Taking the upcard offered on the first turn. {card}: a card, e.g. &quot;7♥&quot;; {meld}: the meld&apos;s cards, e.g. &quot;7♣ 7♦ 7♥&quot;.</extracomment>
        <translation>Vezměte {card:acc}: tvoří skupinu ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a run {meld}</source>
        <translation>Vezměte {card:acc}: tvoří postupku ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: it extends a meld to {meld}</source>
        <extracomment>{meld}: the meld with the card, e.g. &quot;3♥ 4♥ 5♥ 6♥&quot;, whose other cards were a meld already.</extracomment>
        <translation>Vezměte {card:acc}: rozšíří kombinaci ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: it goes with cards you hold</source>
        <translation>Vezměte {card:acc}: hodí se ke kartám, které držíte</translation>
    </message>
    <message>
        <source>Take the {card}: a low card that brings your deadwood down to {left}</source>
        <extracomment>{left}: the points of deadwood left, a number.</extracomment>
        <translation>Vezměte {card:acc}: je to nízká karta, díky které budete mít volné karty jen za {left}</translation>
    </message>
    <message>
        <source>Take the {card}: it improves your hand</source>
        <translation>Vezměte {card:acc}: zlepší vaši ruku</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a set {meld}</source>
        <extracomment>Taking the top card of the discard pile (after the first turn).</extracomment>
        <translation>Vezměte z hromádky {card:acc}: tvoří skupinu ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a run {meld}</source>
        <translation>Vezměte z hromádky {card:acc}: tvoří postupku ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: it extends a meld to {meld}</source>
        <translation>Vezměte z hromádky {card:acc}: rozšíří kombinaci ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: it goes with cards you hold</source>
        <translation>Vezměte z hromádky {card:acc}: hodí se ke kartám, které držíte</translation>
    </message>
    <message>
        <source>Pick up the {card}: a low card that brings your deadwood down to {left}</source>
        <translation>Vezměte z hromádky {card:acc}: je to nízká karta, díky které budete mít volné karty jen za {left}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it improves your hand</source>
        <translation>Vezměte z hromádky {card:acc}: zlepší vaši ruku</translation>
    </message>
    <message>
        <source>Pass: there is nothing to pick up</source>
        <translation>Neberte nic: není co vzít</translation>
    </message>
    <message>
        <source>Draw from the stock: there is nothing to pick up</source>
        <translation>Lízněte si z balíčku: není co vzít</translation>
    </message>
    <message>
        <source>Pass the {card}: it does not fit your hand well enough</source>
        <translation>Neberte {card:acc}: do vaší ruky se dost nehodí</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} does not fit your hand well enough</source>
        <translation>Lízněte si z balíčku: {card} se do vaší ruky dost nehodí</translation>
    </message>
    <message>
        <source>Pass the {card}: it would go in a meld, but your hand has better chances without it</source>
        <extracomment>Leaving the face-up card {card} though it would go in a meld with cards of the hand.</extracomment>
        <translation>Neberte {card:acc}: hodí se sice do kombinace, ale vaše ruka má bez této karty lepší šance</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would go in a meld, but your hand has better chances without it</source>
        <translation>Lízněte si z balíčku: {card} se sice hodí do kombinace, ale vaše ruka má bez této karty lepší šance</translation>
    </message>
    <message>
        <source>Draw from the stock: both players passed the {card}, so the stock is the only draw</source>
        <extracomment>The first draw after both players passed the upcard {card}: it may not be picked up.</extracomment>
        <translation>Lízněte si z balíčku: oba hráči nechali {card:acc} ležet, takže zbývá jen balíček</translation>
    </message>
    <message>
        <source>Pass the {card}: all your cards are in melds already, so you can go gin after your next draw</source>
        <extracomment>Leaving the face-up card {card} with every card of the hand in a meld: gin comes after the next draw, whatever it brings.</extracomment>
        <translation>Neberte {card:acc}: všechny vaše karty už jsou v kombinacích, takže po příštím líznutí můžete ohlásit gin</translation>
    </message>
    <message>
        <source>Draw from the stock: all your cards are in melds already, so any card you draw lets you go gin</source>
        <translation>Lízněte si z balíčku: všechny vaše karty už jsou v kombinacích, takže ať si líznete cokoli, můžete ohlásit gin</translation>
    </message>
    <message>
        <source>Call big gin: all eleven cards are in melds</source>
        <translation>Ohlaste velký gin: všech jedenáct karet je v kombinacích</translation>
    </message>
    <message>
        <source>Go gin, discarding the {card}: every other card is in a meld</source>
        <translation>Ohlaste gin a odhoďte {card:acc}: všechny ostatní karty jsou v kombinacích</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood is low enough to win the hand</source>
        <translation>Klepněte a odhoďte {card:acc}: s volnými kartami za {left} můžete kolo vyhrát</translation>
    </message>
    <message>
        <source>Discard the {card}: a high card in no meld, leaving {left} deadwood</source>
        <translation>Odhoďte {card:acc}: vysoká karta mimo kombinace; zůstanou vám volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card}: it fits nothing and leaves {left} deadwood</source>
        <translation>Odhoďte {card:acc}: k ničemu se nehodí a zůstanou vám volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card}: it keeps your best chances, leaving {left} deadwood</source>
        <translation>Odhoďte {card:acc}: zachováte si nejlepší šance a zůstanou vám volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a high card in no meld, leaving {left} deadwood</source>
        <translation>Odhoďte {card:acc} a místo klepnutí hrajte dál: vysoká karta mimo kombinace; zůstanou vám volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it fits nothing and leaves {left} deadwood</source>
        <translation>Odhoďte {card:acc} a místo klepnutí hrajte dál: k ničemu se nehodí a zůstanou vám volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it keeps your best chances, leaving {left} deadwood</source>
        <translation>Odhoďte {card:acc} a místo klepnutí hrajte dál: zachováte si nejlepší šance a zůstanou vám volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a knock now risks an undercut</source>
        <extracomment>The hint discards where the player could knock: why not knock. &quot;Undercut&quot;: the other player ends with as little deadwood as the knocker, or less, and wins the hand.</extracomment>
        <translation>Odhoďte {card:acc} a místo klepnutí hrajte dál: klepnutí by teď mohlo být podříznuto</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood should win the hand, though the chance of an undercut is about {chance}%</source>
        <extracomment>The hint&apos;s knock, with the chance of an undercut the hint reckons from the cards seen. {left}: points of deadwood; {chance}: a whole percentage, e.g. 15.</extracomment>
        <translation>Klepněte a odhoďte {card:acc}: s volnými kartami za {left} byste měli kolo vyhrát, i když pravděpodobnost podříznutí je asi {chance} %</translation>
    </message>
    <message>
        <source>go gin, discarding the {card}</source>
        <extracomment>A move in words, as after &quot;I&apos;ll&quot; or &quot;suggests:&quot;, like &quot;knock, discarding the {card}&quot; (the game&apos;s words for a knock): going gin. {card}: the card discarded face down.</extracomment>
        <translation>ohlásit gin a odhodit {card:acc}</translation>
    </message>
    <message>
        <source>{move}: the best move here</source>
        <extracomment>{move}: the move in words, e.g. &quot;deal the next hand&quot;.</extracomment>
        <translation>{move}: tady je to nejlepší tah</translation>
    </message>
    <message>
        <source>it makes a set {meld}</source>
        <extracomment>The computer captain&apos;s reason for its move, said to the player who advises it; it follows &quot;because&quot; in the captain&apos;s reply, e.g. &quot;I&apos;ll follow your advice and take the upcard because it makes a set 7♣ 7♦ 7♥&quot;. &quot;I&quot;, &quot;my&quot;: the captain.</extracomment>
        <translation>tvoří skupinu ({meld})</translation>
    </message>
    <message>
        <source>it makes a run {meld}</source>
        <translation>tvoří postupku ({meld})</translation>
    </message>
    <message>
        <source>with the {card} I can go gin at once</source>
        <translation>{card} mi hned umožní ohlásit gin</translation>
    </message>
    <message>
        <source>it extends a meld to {meld}</source>
        <translation>rozšíří kombinaci ({meld})</translation>
    </message>
    <message>
        <source>the {card} goes with cards I hold</source>
        <translation>{card} se hodí ke kartám, které držím</translation>
    </message>
    <message>
        <source>the {card} is a low card that brings my deadwood down to {left}</source>
        <translation>karta {card} je nízká a díky ní budu mít volné karty jen za {left}</translation>
    </message>
    <message>
        <source>the {card} improves my hand</source>
        <translation>{card} zlepší mou ruku</translation>
    </message>
    <message>
        <source>it makes {meld}</source>
        <extracomment>Said to a screen-reader player. {meld}: the meld in words as a player says it, a set &quot;four sevens&quot; or &quot;sevens of clubs, hearts and spades&quot;, a run &quot;ten to queen of clubs&quot;.</extracomment>
        <translation>tvoří skupinu ({meld})</translation>
    </message>
    <message>
        <source>it makes a run from {meld}</source>
        <extracomment>Said to a screen-reader player. {meld}: a run in words, &quot;ten to queen of clubs&quot;.</extracomment>
        <translation>tvoří postupku ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: it makes {meld}</source>
        <translation>Vezměte {card:acc}: tvoří skupinu ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a run from {meld}</source>
        <translation>Vezměte {card:acc}: tvoří postupku ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes {meld}</source>
        <translation>Vezměte z hromádky {card:acc}: tvoří skupinu ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a run from {meld}</source>
        <translation>Vezměte z hromádky {card:acc}: tvoří postupku ({meld})</translation>
    </message>
    <message>
        <source>there is nothing to pick up</source>
        <translation>není co vzít</translation>
    </message>
    <message>
        <source>the {card} does not fit my hand well enough</source>
        <translation>{card} se do mé ruky dost nehodí</translation>
    </message>
    <message>
        <source>the {card} would go in a meld, but my hand has better chances without it</source>
        <translation>{card} se sice hodí do kombinace, ale má ruka má bez této karty lepší šance</translation>
    </message>
    <message>
        <source>all my cards are in melds already, so I can go gin after my next draw</source>
        <translation>všechny mé karty už jsou v kombinacích, takže po příštím líznutí můžu ohlásit gin</translation>
    </message>
    <message>
        <source>all my cards are in melds already, so any card I draw lets me go gin</source>
        <translation>všechny mé karty už jsou v kombinacích, takže ať si líznu cokoli, můžu ohlásit gin</translation>
    </message>
    <message>
        <source>both players passed the {card}</source>
        <translation>oba hráči nechali {card:acc} ležet</translation>
    </message>
    <message>
        <source>all eleven cards are in melds</source>
        <translation>všech jedenáct karet je v kombinacích</translation>
    </message>
    <message>
        <source>every other card is in a meld</source>
        <translation>všechny ostatní karty jsou v kombinacích</translation>
    </message>
    <message>
        <source>{left} deadwood is low enough to win the hand</source>
        <translation>s volnými kartami za {left} mohu kolo vyhrát</translation>
    </message>
    <message>
        <source>it is a high card in no meld, leaving {left} deadwood</source>
        <translation>je to vysoká karta mimo kombinace a zůstanou mi volné karty za {left}</translation>
    </message>
    <message>
        <source>it fits nothing and leaves {left} deadwood</source>
        <translation>k ničemu se nehodí a zůstanou mi volné karty za {left}</translation>
    </message>
    <message>
        <source>it keeps my best chances, leaving {left} deadwood</source>
        <translation>zachovám si tak nejlepší šance a zůstanou mi volné karty za {left}</translation>
    </message>
    <message>
        <source>it is a high card in no meld, leaving {left} deadwood, and I would rather hold on than knock</source>
        <translation>je to vysoká karta mimo kombinace, zůstanou mi volné karty za {left} a hrát dál je lepší než klepnout</translation>
    </message>
    <message>
        <source>it fits nothing and leaves {left} deadwood, and I would rather hold on than knock</source>
        <translation>k ničemu se nehodí, zůstanou mi volné karty za {left} a hrát dál je lepší než klepnout</translation>
    </message>
    <message>
        <source>it keeps my best chances, leaving {left} deadwood, and I would rather hold on than knock</source>
        <translation>zachovám si tak nejlepší šance, zůstanou mi volné karty za {left} a hrát dál je lepší než klepnout</translation>
    </message>
    <message>
        <source>it is the best move here</source>
        <translation>je to tu nejlepší tah</translation>
    </message>
    <message>
        <source>Take the {card}: with it the captain can go gin at once</source>
        <extracomment>A hint for the player who sits out (three-hand) about the move to suggest to the captain, whose hand it is: &quot;the captain&apos;s hand&quot;, &quot;the captain holds&quot;. {card}: a card, e.g. &quot;7♥&quot;.</extracomment>
        <translation>Vezměte {card:acc}: kapitán s ní může hned ohlásit gin</translation>
    </message>
    <message>
        <source>Pick up the {card}: with it the captain can go gin at once</source>
        <translation>Vezměte z hromádky {card:acc}: kapitán s ní může hned ohlásit gin</translation>
    </message>
    <message>
        <source>Take the {card}: it goes with cards the captain holds</source>
        <translation>Vezměte {card:acc}: hodí se ke kartám, které kapitán drží</translation>
    </message>
    <message>
        <source>Take the {card}: a low card that brings the captain&apos;s deadwood down to {left}</source>
        <translation>Vezměte {card:acc}: je to nízká karta, díky které bude mít kapitán volné karty jen za {left}</translation>
    </message>
    <message>
        <source>Take the {card}: it improves the captain&apos;s hand</source>
        <translation>Vezměte {card:acc}: zlepší kapitánovu ruku</translation>
    </message>
    <message>
        <source>Pick up the {card}: it goes with cards the captain holds</source>
        <translation>Vezměte z hromádky {card:acc}: hodí se ke kartám, které kapitán drží</translation>
    </message>
    <message>
        <source>Pick up the {card}: a low card that brings the captain&apos;s deadwood down to {left}</source>
        <translation>Vezměte z hromádky {card:acc}: je to nízká karta, díky které bude mít kapitán volné karty jen za {left}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it improves the captain&apos;s hand</source>
        <translation>Vezměte z hromádky {card:acc}: zlepší kapitánovu ruku</translation>
    </message>
    <message>
        <source>Pass the {card}: it does not fit the captain&apos;s hand well enough</source>
        <translation>Neberte {card:acc}: do kapitánovy ruky se dost nehodí</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} does not fit the captain&apos;s hand well enough</source>
        <translation>Lízněte si z balíčku: {card} se do kapitánovy ruky dost nehodí</translation>
    </message>
    <message>
        <source>Pass the {card}: it would go in a meld, but the captain&apos;s hand has better chances without it</source>
        <translation>Neberte {card:acc}: hodí se sice do kombinace, ale kapitánova ruka má bez této karty lepší šance</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would go in a meld, but the captain&apos;s hand has better chances without it</source>
        <translation>Lízněte si z balíčku: {card} se sice hodí do kombinace, ale kapitánova ruka má bez této karty lepší šance</translation>
    </message>
    <message>
        <source>Pass the {card}: all the captain&apos;s cards are in melds already, so the captain can go gin after the next draw</source>
        <translation>Neberte {card:acc}: všechny kapitánovy karty už jsou v kombinacích, takže po příštím líznutí může ohlásit gin</translation>
    </message>
    <message>
        <source>Draw from the stock: all the captain&apos;s cards are in melds already, so any card drawn lets the captain go gin</source>
        <translation>Lízněte si z balíčku: všechny kapitánovy karty už jsou v kombinacích, takže ať si lízne cokoli, může ohlásit gin</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood is low enough for the captain to win the hand</source>
        <translation>Klepněte a odhoďte {card:acc}: s volnými kartami za {left} může kapitán kolo vyhrát</translation>
    </message>
    <message>
        <source>Discard the {card}: a high card in no meld, leaving the captain {left} deadwood</source>
        <translation>Odhoďte {card:acc}: vysoká karta mimo kombinace; kapitánovi zůstanou volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card}: it fits nothing and leaves the captain {left} deadwood</source>
        <translation>Odhoďte {card:acc}: k ničemu se nehodí a kapitánovi zůstanou volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card}: it keeps the captain&apos;s best chances, leaving {left} deadwood</source>
        <translation>Odhoďte {card:acc}: kapitán si zachová nejlepší šance a zůstanou mu volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a high card in no meld, leaving the captain {left} deadwood</source>
        <translation>Odhoďte {card:acc} a místo klepnutí hrajte dál: vysoká karta mimo kombinace; kapitánovi zůstanou volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it fits nothing and leaves the captain {left} deadwood</source>
        <translation>Odhoďte {card:acc} a místo klepnutí hrajte dál: k ničemu se nehodí a kapitánovi zůstanou volné karty za {left}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it keeps the captain&apos;s best chances, leaving {left} deadwood</source>
        <translation>Odhoďte {card:acc} a místo klepnutí hrajte dál: kapitán si zachová nejlepší šance a zůstanou mu volné karty za {left}</translation>
    </message>
    <message>
        <source>Take the {card}: it gives you gin</source>
        <extracomment>A review of the person&apos;s move. {card}: a card, e.g. &quot;7♥&quot;; {meld}: a meld&apos;s cards.</extracomment>
        <translation>Vezměte {card:acc}: tím máte gin</translation>
    </message>
    <message>
        <source>Take the {card}: it makes the meld {meld}</source>
        <translation>Vezměte {card:acc}: tvoří kombinaci ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: your hand is better with it than with a card you cannot see</source>
        <translation>Vezměte {card:acc}: s ní na tom budete lépe než s kartou, kterou nevidíte</translation>
    </message>
    <message>
        <source>Pick up the {card}: it gives you gin</source>
        <translation>Vezměte z hromádky {card:acc}: tím máte gin</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes the meld {meld}</source>
        <translation>Vezměte z hromádky {card:acc}: tvoří kombinaci ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: your hand is better with it than with a card from the stock</source>
        <translation>Vezměte z hromádky {card:acc}: s ní na tom budete lépe než s kartou z balíčku</translation>
    </message>
    <message>
        <source>Pass the {card}: in the games played out from here, your hand scored more when you let it go than when you took it</source>
        <translation>Neberte {card:acc}: ve hrách dohraných odsud jste získali víc, když jste ji nechali být, než když jste ji vzali</translation>
    </message>
    <message>
        <source>Draw from the stock: in the games played out from here, your hand scored more with an unknown card from the stock than with the {card}</source>
        <translation>Lízněte si z balíčku: ve hrách dohraných odsud jste získali víc s kartou z balíčku, kterou nevidíte, než když jste vzali {card:acc}</translation>
    </message>
    <message>
        <source>Go gin, discarding the {card}: every other card is melded</source>
        <translation>Ohlaste gin a odhoďte {card:acc}: všechny ostatní karty jsou v kombinacích</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: with {left} deadwood you were likely to win the hand now</source>
        <extracomment>{left}: points of deadwood, a number.</extracomment>
        <translation>Klepněte a odhoďte {card:acc}: s volnými kartami za {left} jste kolo nejspíš vyhráli hned</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on: a knock with {left} deadwood was likely to be undercut</source>
        <translation>Odhoďte {card:acc} a hrajte dál: klepnutí s volnými kartami za {left} by nejspíš bylo podříznuto</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} was part of the meld {meld}</source>
        <extracomment>{chosen}: the card the player discarded.</extracomment>
        <translation>Odhoďte raději {card:acc}: karta {chosen} patřila do kombinace ({meld})</translation>
    </message>
    <message>
        <source>Discard the {card} instead: it leaves {left} deadwood, not {chosen_left}</source>
        <extracomment>{left}, {chosen_left}: deadwood after the better and after the played discard.</extracomment>
        <translation>Odhoďte raději {card:acc}: zůstanou vám volné karty za {left}, ne za {chosen_left}</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards your opponent took from the pile</source>
        <translation>Odhoďte raději {card:acc}: {chosen} se hodí ke kartám, které si soupeř vzal z hromádky</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards the captain took from the pile</source>
        <translation>Odhoďte raději {card:acc}: {chosen} se hodí ke kartám, které si kapitán vzal z hromádky</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards the box took from the pile</source>
        <translation>Odhoďte raději {card:acc}: {chosen} se hodí ke kartám, které si z hromádky vzal hráč v krabici</translation>
    </message>
    <message>
        <source>Discard the {card} instead: it keeps better chances of new melds</source>
        <translation>Odhoďte raději {card:acc}: zachováte si lepší šance na nové kombinace</translation>
    </message>
    <message>
        <source>No decision cost you points worth mentioning</source>
        <translation>Žádné rozhodnutí vás nestálo body, které by stály za zmínku</translation>
    </message>
    <message>
        <source>No decision cost you points against the hint&apos;s advice, though the table, which tries each move in many simulated games, found a better move at {count} of your decisions</source>
        <extracomment>Judged against the hint&apos;s moves, none cost points, but the table of simulated games puts another move clearly ahead at {count} decisions (1 or more): said, so that the heading and the table below it do not read as a contradiction.</extracomment>
        <translation>Žádné rozhodnutí vás oproti radě nestálo body, i když tabulka, která každý tah vyzkouší v mnoha simulovaných hrách, našla lepší tah u {count} z vašich rozhodnutí</translation>
    </message>
    <message>
        <source>1 decision cost you about {points} points</source>
        <translation>1 rozhodnutí vás stálo asi {points:bod|body|bodů}</translation>
    </message>
    <message>
        <source>Your knock won this hand, but on average it costs about {points} points</source>
        <extracomment>The one costly decision was the knock that won the hand (weighed blind to the defender&apos;s cards, it costs points on average).</extracomment>
        <translation>Vaše klepnutí tohle kolo vyhrálo, ale v průměru stojí asi {points:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{count} decisions cost you about {points} points</source>
        <extracomment>{count}: a number of decisions (2 or more).</extracomment>
        <translation>{count:rozhodnutí vás stálo|rozhodnutí vás stála|rozhodnutí vás stálo} asi {points:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{count} decisions cost you about {points} points on average, among them your knock, which won this hand</source>
        <extracomment>{count}: a number of costly decisions (2 or more), one of them the knock that won the hand (weighed blind to the defender&apos;s cards, it costs points on average).</extracomment>
        <translation>{count:rozhodnutí vás stálo|rozhodnutí vás stála|rozhodnutí vás stálo} v průměru asi {points:bod|body|bodů}, mezi nimi i vaše klepnutí, které tohle kolo vyhrálo</translation>
    </message>
    <message>
        <source>I&apos;ll follow your advice and {move} because {reason}</source>
        <extracomment>The computer captain&apos;s reply to your suggestion, in the captain&apos;s voice. {move}: the move in words, as after &quot;I&apos;ll&quot;, e.g. &quot;discard the 9♠&quot;; {reason}: why, in the captain&apos;s words (&quot;I&quot;, &quot;my hand&quot;: the captain&apos;s), as after &quot;because&quot;, e.g. &quot;it makes a set 9♣ 9♦ 9♠&quot;.</extracomment>
        <translation>Poslechnu vaši radu a rozhodnu se {move}, protože {reason}</translation>
    </message>
    <message>
        <source>I&apos;d rather {move} than {suggestion} because {reason}</source>
        <extracomment>The captain rejects your suggestion ({suggestion}, e.g. &quot;discard the 9♠&quot;) and makes its own move ({move}), because {reason}.</extracomment>
        <translation>Bude lepší {move} než {suggestion}, protože {reason}</translation>
    </message>
    <message>
        <source>I&apos;ll {move} because {reason}</source>
        <extracomment>The captain decides alone, the advisor having let it: its move ({move}) and why.</extracomment>
        <translation>Rozhodnu se {move}, protože {reason}</translation>
    </message>
    <message>
        <source>I can&apos;t {suggestion} now, so I&apos;ll {move} because {reason}</source>
        <extracomment>{suggestion}: the move you suggested, which the rules do not allow now, e.g. &quot;discard the 9♠&quot;; {move}: the captain&apos;s own move instead; {reason}: why, in the captain&apos;s words.</extracomment>
        <translation>Teď nemohu {suggestion}, a tak se rozhodnu {move}, protože {reason}</translation>
    </message>
    <message>
        <source>both leave {left} deadwood and my opponent is more likely to use the {card}</source>
        <extracomment>The captain&apos;s reason for throwing its own card, not the one you suggested ({card}), which it keeps; {left}: the deadwood either discard leaves, a number.</extracomment>
        <translation>obě možnosti mi nechají volné karty za {left} a {card:acc} spíš využije soupeř</translation>
    </message>
    <message>
        <source>both leave {left} deadwood and keeping the {card} gives me better chances of a meld</source>
        <translation>obě možnosti mi nechají volné karty za {left} a když si nechám {card:acc}, mám větší šanci na kombinaci</translation>
    </message>
    <message>
        <source>my opponent is more likely to use the {card}, though that discard would leave me less deadwood</source>
        <extracomment>The card suggested ({card}) would leave less deadwood than the captain&apos;s own discard, but the captain keeps it: the opponent may meld it if thrown.</extracomment>
        <translation>soupeř spíš využije {card:acc}, i když by mi tento odhoz nechal méně volných bodů</translation>
    </message>
    <message>
        <source>keeping the {card} gives me better chances of a meld, though that discard would leave me less deadwood</source>
        <translation>když si nechám {card:acc}, mám větší šanci na kombinaci, i když by mi tento odhoz nechal méně volných bodů</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dvojka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trojka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>čtyřka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>pětka</translation>
    </message>
    <message>
        <source>six</source>
        <translation>šestka</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sedma</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>osma</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>devítka</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>desítka</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>kluk</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>křížů</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>kár</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdcí</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>ace … king, accusative</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the accusative (the direct object: &quot;take the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>eso|dvojku|trojku|čtyřku|pětku|šestku|sedmu|osmu|devítku|desítku|kluka|dámu|krále</translation>
    </message>
    <message>
        <source>{rank} of {suit}, accusative</source>
        <extracomment>A card&apos;s name in the accusative, &quot;{rank}&quot; being its rank word in the accusative; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>ace … king, genitive</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the genitive (&quot;without the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>esa|dvojky|trojky|čtyřky|pětky|šestky|sedmy|osmy|devítky|desítky|kluka|dámy|krále</translation>
    </message>
    <message>
        <source>{rank} of {suit}, genitive</source>
        <extracomment>A card&apos;s name in the genitive, &quot;{rank}&quot; being its rank word in the genitive; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>ace … king, dative</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the dative (&quot;next to the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>esu|dvojce|trojce|čtyřce|pětce|šestce|sedmě|osmě|devítce|desítce|klukovi|dámě|králi</translation>
    </message>
    <message>
        <source>{rank} of {suit}, dative</source>
        <extracomment>A card&apos;s name in the dative, &quot;{rank}&quot; being its rank word in the dative; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>ace … king, locative</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the locative (&quot;about the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>esu|dvojce|trojce|čtyřce|pětce|šestce|sedmě|osmě|devítce|desítce|klukovi|dámě|králi</translation>
    </message>
    <message>
        <source>{rank} of {suit}, locative</source>
        <extracomment>A card&apos;s name in the locative, &quot;{rank}&quot; being its rank word in the locative; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>ace … king, instrumental</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the instrumental (&quot;with the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>esem|dvojkou|trojkou|čtyřkou|pětkou|šestkou|sedmou|osmou|devítkou|desítkou|klukem|dámou|králem</translation>
    </message>
    <message>
        <source>{rank} of {suit}, instrumental</source>
        <extracomment>A card&apos;s name in the instrumental, &quot;{rank}&quot; being its rank word in the instrumental; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>feminine ranks</source>
        <extracomment>The ranks whose card names are feminine in your language, as numbers (1 = ace, 11 = jack, 12 = queen, 13 = king), space-separated; &quot;-&quot; if none. A template writes &quot;{card:el|la}&quot; to give a card the article of its gender.</extracomment>
        <translation>2 3 4 5 6 7 8 9 10 12</translation>
    </message>
    <message>
        <source>{low} to {high} of {suit}</source>
        <extracomment>A run said as a player says it: &quot;five to eight of hearts&quot;. {low}, {high}: its lowest and highest rank words (a template may give them an article, &quot;{low:del|de la}&quot;, or a case, &quot;{low:gen}&quot;); {suit}: the suit as a card&apos;s name ends with it. The words stand as they are wherever a sentence puts the run, in any case.</extracomment>
        <translation>od {low:gen} do {high:gen} {suit}</translation>
    </message>
    <message>
        <source>aces|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|jacks|queens|kings</source>
        <extracomment>The rank words ace ... king in the plural (&quot;three sevens&quot;), in this order, separated by &quot;|&quot;.</extracomment>
        <translation>esa|dvojky|trojky|čtyřky|pětky|šestky|sedmy|osmy|devítky|desítky|kluci|dámy|králové</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <extracomment>A set of all four cards of a rank: &quot;four sevens&quot;. {ranks}: the rank in the plural.</extracomment>
        <translation>čtyři {ranks}</translation>
    </message>
    <message>
        <source>{ranks} of {suits}</source>
        <extracomment>A set of three cards of a rank, by their suits: &quot;sevens of hearts, spades and clubs&quot;. {ranks}: the rank in the plural; {suits}: the suits as a card&apos;s name ends with them.</extracomment>
        <translation>{ranks} {suits}</translation>
    </message>
</context>
<context>
    <name>GinDesktop</name>
    <message>
        <source>Start a new game first</source>
        <translation>Nejdřív začněte novou partii</translation>
    </message>
    <message>
        <source>The match is over: press {key} to start a new game</source>
        <translation>Partie skončila: novou partii začnete klávesami {key}</translation>
    </message>
    <message>
        <source>Computers are playing every seat: you are watching</source>
        <translation>Na všech místech hraje počítač: jen se díváte</translation>
    </message>
    <message>
        <source>Please wait: {name} is thinking</source>
        <translation>Počkejte: {name} přemýšlí</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand ({key})</source>
        <translation>Kolo skončilo: stiskněte Další kolo (klávesa {key})</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>Kolo se ještě hraje</translation>
    </message>
    <message>
        <source>The captain cannot do that: {reason}</source>
        <translation>Kapitán to udělat nemůže: {reason}</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to play</source>
        <translation>Nejste na tahu: hraje {name}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nelze: {reason}</translation>
    </message>
    <message>
        <source>Only the player who sits out gives advice</source>
        <translation>Radit může jen hráč, který sedí venku</translation>
    </message>
    <message>
        <source>There is no captain to advise in a two-player game</source>
        <translation>Ve hře dvou hráčů není kapitán, kterému byste mohli radit</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Partie skončila</translation>
    </message>
    <message>
        <source>Wait for the captain&apos;s turn to give advice</source>
        <translation>S radou počkejte, až bude na tahu kapitán</translation>
    </message>
    <message>
        <source>The captain plays this hand on its own, as you asked</source>
        <translation>Kapitán hraje toto kolo sám, jak jste chtěli</translation>
    </message>
    <message>
        <source>No hint now: it is not your turn</source>
        <translation>Teď žádná rada: nejste na tahu</translation>
    </message>
    <message>
        <source>The rest of the deck is shown once the hand is over</source>
        <translation>Zbytek balíčku uvidíte, až kolo skončí</translation>
    </message>
    <message>
        <source>{name}&apos;s cards are shown once the hand is over</source>
        <translation>Karty {name:hráče|gen} uvidíte, až kolo skončí</translation>
    </message>
    <message>
        <source>No hint between hands: there is nothing to decide</source>
        <translation>Mezi koly žádná rada: není o čem rozhodovat</translation>
    </message>
    <message>
        <source>Press New game ({key})</source>
        <translation>Stiskněte Nová partie (klávesy {key})</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>partie skončila</translation>
    </message>
    <message>
        <source>the hand is over, so deal the next hand</source>
        <translation>kolo skončilo, takže rozdejte další</translation>
    </message>
    <message>
        <source>both players passed the upcard, so draw from the stock</source>
        <translation>oba hráči otočenou kartu nechali, takže si lízněte z balíčku</translation>
    </message>
    <message>
        <source>you have drawn already, so discard a card</source>
        <translation>už jste si lízli, takže odhoďte kartu</translation>
    </message>
    <message>
        <source>only gin may end this hand, so a knock needs zero deadwood</source>
        <translation>toto kolo může ukončit jen gin, takže klepnout lze jen bez volných karet</translation>
    </message>
    <message>
        <source>the captain must first take or pass the upcard</source>
        <translation>kapitán musí nejdřív otočenou kartu vzít, nebo ji nechat ležet</translation>
    </message>
    <message>
        <source>both players passed the upcard, so the captain must draw from the stock</source>
        <translation>oba hráči otočenou kartu nechali, takže si kapitán musí líznout z balíčku</translation>
    </message>
    <message>
        <source>the captain must draw a card first, from the stock or the discard pile</source>
        <translation>kapitán si musí nejdřív vzít kartu z balíčku nebo z odhazovací hromádky</translation>
    </message>
    <message>
        <source>the captain has drawn already, so suggest a discard</source>
        <translation>kapitán už si lízl, takže navrhněte, co má odhodit</translation>
    </message>
    <message>
        <source>the {card} is not in the captain&apos;s hand</source>
        <translation>{card:acc} kapitán nemá v ruce</translation>
    </message>
    <message>
        <source>the hand is still being played</source>
        <translation>kolo se ještě hraje</translation>
    </message>
    <message>
        <source>it is {name}&apos;s turn</source>
        <translation>na tahu je {name}</translation>
    </message>
    <message>
        <source>first take or pass the upcard</source>
        <translation>nejdřív vezměte otočenou kartu, nebo ji nechte ležet</translation>
    </message>
    <message>
        <source>draw a card first, from the stock or the discard pile</source>
        <translation>nejdřív si vezměte kartu z balíčku nebo z odhazovací hromádky</translation>
    </message>
    <message>
        <source>the {card} is not in your hand</source>
        <translation>{card:acc} nemáte v ruce</translation>
    </message>
    <message>
        <source>the {card} was just taken from the pile and may not be discarded this turn</source>
        <translation>karta {card} byla právě vzata z hromádky a v tomto tahu ji nesmíte odhodit</translation>
    </message>
    <message>
        <source>a knock needs deadwood of at most {limit} after the discard</source>
        <translation>klepnout lze jen s volnými kartami nejvýš za {limit} po odhození</translation>
    </message>
    <message>
        <source>big gin is not played under these rules</source>
        <translation>podle těchto pravidel se velký gin nehraje</translation>
    </message>
    <message>
        <source>big gin needs all eleven cards in melds</source>
        <translation>velký gin potřebuje všech jedenáct karet v kombinacích</translation>
    </message>
    <message>
        <source>that is not allowed now</source>
        <translation>to teď není dovoleno</translation>
    </message>
    <message>
        <source>#</source>
        <translation>č.</translation>
    </message>
    <message>
        <source># Is the computer cheating?

This page is missing from this installation.</source>
        <translation># Podvádí počítač?

Tato stránka v této instalaci chybí.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyzovat</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>&amp;Kopírovat kód rozdání</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Kolo:</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Další ▶</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 bod</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 b.</translation>
    </message>
    <message>
        <source>; doubled (Oklahoma: spade upcard) = {points}</source>
        <translation>; zdvojnásobeno (Oklahoma: piková otočená karta) = {points}</translation>
    </message>
    <message>
        <source>A good choice: within {points} points of the best.</source>
        <translation>Dobrá volba: od nejlepší ji dělí nanejvýš {points:bod|body|bodů|bodu}.</translation>
    </message>
    <message>
        <source>A tie: nobody scores</source>
        <translation>Remíza: nikdo nezískává body</translation>
    </message>
    <message>
        <source>Advise {name}</source>
        <translation>Poraďte {name:hráči|dat}</translation>
    </message>
    <message>
        <source>At the end of a hand: the stock and the opponent&apos;s whole hand, face up</source>
        <translation>Na konci kola: balíček a celá ruka soupeře, lícem nahoru</translation>
    </message>
    <message>
        <source>Best match:</source>
        <translation>Nejlepší partie:</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Velký gin</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Velký gin!</translation>
    </message>
    <message>
        <source>Big gin! You score {pts}</source>
        <translation>Velký gin! Získáváte {pts}</translation>
    </message>
    <message>
        <source>Big gin! {name} scores {pts}</source>
        <translation>Velký gin! {name} získává {pts}</translation>
    </message>
    <message>
        <source>Big gin: {deadwood} deadwood + {bonus} big-gin bonus = {points}</source>
        <translation>Velký gin: volné body {deadwood} + bonus za velký gin {bonus} = {points}</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrý</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Krabice</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitán</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
    <message>
        <source>Cards in the stock: {n}</source>
        <translation>Karet v balíčku: {n}</translation>
    </message>
    <message>
        <source>Changed: {changes}</source>
        <translation>Změny: {changes}</translation>
    </message>
    <message>
        <source>Chart of points lost per decision</source>
        <translation>Graf ztracených bodů na rozhodnutí</translation>
    </message>
    <message>
        <source>Chart of recent matches</source>
        <translation>Graf posledních partií</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasická</translation>
    </message>
    <message>
        <source>Classic, with line bonus and shutout</source>
        <translation>Klasická, s bonusem za kola a výhrou do nuly</translation>
    </message>
    <message>
        <source>Click it: it only lifts, it is not discarded</source>
        <translation>Klikněte na ni: jen se nadzvedne, neodhodí se</translation>
    </message>
    <message>
        <source>Click the discard pile, or drag its card to your hand</source>
        <translation>Klikněte na odhazovací hromádku, nebo přetáhněte její kartu do ruky</translation>
    </message>
    <message>
        <source>Click the stock</source>
        <translation>Klikněte na balíček</translation>
    </message>
    <message>
        <source>Click the stock, the pile or a card to suggest a move, or let the captain decide.</source>
        <translation>Klikněte na balíček, hromádku nebo kartu a navrhněte tah, nebo nechte rozhodnout kapitána.</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Soutěžní</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Copied: paste it into Game ▸ Replay deal.</source>
        <translation>Zkopírováno: vložte ho do Hra ▸ Zopakovat rozdání.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Vlastní pravidla</translation>
    </message>
    <message>
        <source>Deadwood after the knock {n}</source>
        <translation>Volné po klepnutí: {n}</translation>
    </message>
    <message>
        <source>Deadwood {n}</source>
        <translation>Volné: {n}</translation>
    </message>
    <message>
        <source>Deadwood {n} · lays off {k}</source>
        <translation>Volné: {n} · přiloží {k}</translation>
    </message>
    <message>
        <source>Deadwood, {points}: {cards}</source>
        <translation>Volné karty, {points}: {cards}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of your cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: you may knock when it is low enough.</source>
        <translation>Volné karty: součet bodů vašich karet, které nejsou v žádné kombinaci (kombinace je skupina tří nebo čtyř karet stejné hodnoty, nebo postupka tří či více karet jedné barvy). Eso 1, obrázkové karty 10. Čím méně, tím lépe: když je součet dost nízký, můžete klepnout.</translation>
    </message>
    <message>
        <source>Deal #{deal} · code {code}</source>
        <translation>Rozdání č. {deal} · kód {code}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdávající</translation>
    </message>
    <message>
        <source>Decision {done} of {total}</source>
        <translation>Rozhodnutí {done} z {total}</translation>
    </message>
    <message>
        <source>Decision {number} of {count}: {what}</source>
        <translation>Rozhodnutí {number} z {count}: {what}</translation>
    </message>
    <message>
        <source>Difference: {dd} − {kd} = {pts}.</source>
        <translation>Rozdíl: {dd} − {kd} = {pts}.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odhodit</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Odhoďte kartu</translation>
    </message>
    <message>
        <source>Discard a card other than the {card}</source>
        <translation>Odhoďte kteroukoli kartu kromě {card:gen}</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or declare big gin</source>
        <translation>Odhoďte kteroukoli kartu kromě {card:gen}, nebo ohlaste velký gin</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or knock: your deadwood would be {deadwood}</source>
        <translation>Odhoďte kteroukoli kartu kromě {card:gen}, nebo klepněte: volné karty by byly za {deadwood}</translation>
    </message>
    <message>
        <source>Discard a card — or declare big gin</source>
        <translation>Odhoďte kartu, nebo ohlaste velký gin</translation>
    </message>
    <message>
        <source>Discard a card — or knock: your deadwood would be {deadwood}</source>
        <translation>Odhoďte kartu, nebo klepněte: volné karty by byly za {deadwood}</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Odhazovací hromádka</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Odhazovací hromádka, prázdná</translation>
    </message>
    <message>
        <source>Discard pile, oldest first ({n})</source>
        <translation>Odhazovací hromádka, od nejstarší karty ({n})</translation>
    </message>
    <message>
        <source>Discard pile, oldest first: {cards}</source>
        <translation>Odhazovací hromádka, od nejstarší karty: {cards}</translation>
    </message>
    <message>
        <source>Discard pile: the {card} on top, {count}</source>
        <translation>Odhazovací hromádka: nahoře {card}, {count}</translation>
    </message>
    <message>
        <source>Discard, or knock</source>
        <translation>Odhodit, nebo klepnout</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>Zavřít oznámení</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Bez výsledku</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Kolo bez výsledku</translation>
    </message>
    <message>
        <source>Drawn hand: the stock ran down with nobody knocking; no score</source>
        <translation>Kolo bez výsledku: balíček došel a nikdo neklepl; bez bodů</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to discard it</source>
        <translation>Pusťte kartu na odhazovací hromádku a odhodíte ji</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it</source>
        <translation>Pusťte kartu do své ruky a vezmete si ji</translation>
    </message>
    <message>
        <source>End the match?</source>
        <translation>Ukončit partii?</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Export statistik</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Exportovat do CSV…</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlé</translation>
    </message>
    <message>
        <source>Final total</source>
        <translation>Konečný součet</translation>
    </message>
    <message>
        <source>Final totals: {totals}.</source>
        <translation>Konečný stav: {totals}.</translation>
    </message>
    <message>
        <source>First to {target} wins</source>
        <translation>Vyhrává, kdo první dosáhne {target}</translation>
    </message>
    <message>
        <source>Follow advice</source>
        <translation>Řídit se radou</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Čtyři barvy</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus za partii</translation>
    </message>
    <message>
        <source>Game bonus for {name}, the winner: {points}</source>
        <translation>Bonus za partii pro vítěze ({name}): {points}</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Stav partie</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Hra {game}
{name}</translation>
    </message>
    <message>
        <source>Game {game}: {scores} (to {target}).</source>
        <translation>Hra {game}: {scores} (do {target}).</translation>
    </message>
    <message>
        <source>Game {game}: {scores}, won by you.</source>
        <translation>Hra {game}: {scores}, vítězem jste vy.</translation>
    </message>
    <message>
        <source>Game {game}: {scores}, won by {name}.</source>
        <translation>Hra {game}: {scores}, vítězem je {name}.</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Gin! You score {pts}</source>
        <translation>Gin! Získáváte {pts}</translation>
    </message>
    <message>
        <source>Gin! {name} scores {pts}</source>
        <translation>Gin! {name} získává {pts}</translation>
    </message>
    <message>
        <source>Gin: no deadwood</source>
        <translation>Gin: žádné volné karty</translation>
    </message>
    <message>
        <source>Gin: {deadwood} deadwood + {bonus} gin bonus = {points}</source>
        <translation>Gin: volné body {deadwood} + bonus za gin {bonus} = {points}</translation>
    </message>
    <message>
        <source>Gins:</source>
        <translation>Giny:</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelený</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Číslo kola</translation>
    </message>
    <message>
        <source>Hand over: a tie, no score</source>
        <translation>Konec kola: remíza, bez bodů</translation>
    </message>
    <message>
        <source>Hand over: you won {points} ({how})</source>
        <translation>Konec kola: vyhráváte {points} ({how})</translation>
    </message>
    <message>
        <source>Hand over: {name} won {points} ({how})</source>
        <translation>Konec kola: {name} vyhrává {points} ({how})</translation>
    </message>
    <message>
        <source>Hand {n}: {dealer} dealt; the upcard is the {card}.</source>
        <translation>Kolo {n}, rozdávající: {dealer}; otočená karta: {card}.</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Kola:</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Rada: {why}</translation>
    </message>
    <message>
        <source>Hollywood Gin</source>
        <translation>Hollywood Gin</translation>
    </message>
    <message>
        <source>Hollywood: scored in game {games}.</source>
        <translation>Hollywood: započteno do hry {games}.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Okamžité</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klepnutí</translation>
    </message>
    <message>
        <source>Drag a card to another place in your hand</source>
        <translation>Přetáhněte kartu na jiné místo v ruce</translation>
    </message>
    <message>
        <source>Drag the card onto the discard pile, or double-click it</source>
        <translation>Přetáhněte kartu na odhazovací hromádku, nebo na ni dvakrát klikněte</translation>
    </message>
    <message>
        <source>Drag the card onto the knock spot, or press Knock and then discard it</source>
        <translation>Přetáhněte kartu na místo pro klepnutí, nebo stiskněte Klepnout a pak ji odhoďte</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Líznout si z balíčku</translation>
    </message>
    <message>
        <source>Draw from the stock or the pile</source>
        <translation>Líznout si z balíčku, nebo z hromádky</translation>
    </message>
    <message>
        <source>Drawn by repetition</source>
        <translation>Kolo bez výsledku opakováním</translation>
    </message>
    <message>
        <source>Drawn by repetition: the same position came up a third time; no score</source>
        <translation>Kolo bez výsledku opakováním: stejná pozice nastala potřetí; bez bodů</translation>
    </message>
    <message>
        <source>Drop the card on the captain&apos;s hand to suggest taking it</source>
        <translation>Pusťte kartu do kapitánovy ruky a navrhnete, aby si ji vzal</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to knock with it</source>
        <translation>Pusťte kartu na místo pro klepnutí a klepnete s ní</translation>
    </message>
    <message>
        <source>Drop the card on your hand to take it</source>
        <translation>Pusťte kartu do své ruky a vezmete si ji</translation>
    </message>
    <message>
        <source>Equal deadwood: no score.</source>
        <translation>Stejný počet volných bodů: nikdo nic nezískává.</translation>
    </message>
    <message>
        <source>Every deal is shuffled from its number alone, before anyone plays, and the computer decides from its own cards only.</source>
        <translation>Každé rozdání se zamíchá jen podle svého čísla, ještě než kdokoli začne hrát, a počítač se rozhoduje jen podle svých vlastních karet.</translation>
    </message>
    <message>
        <source>Every move you could make</source>
        <translation>Všechny tahy, které jste mohli zahrát</translation>
    </message>
    <message>
        <source>Every score of this hand is doubled: the first upcard was a spade</source>
        <translation>Všechny body tohoto kola se zdvojnásobují: první otočená karta byla piková</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Očekávané body</translation>
    </message>
    <message>
        <source>Game {game}</source>
        <translation>Hra {game}</translation>
    </message>
    <message>
        <source>Game {n}: {list}</source>
        <translation>Hra {n}: {list}</translation>
    </message>
    <message>
        <source>Game ▸ Replay deal accepts the code and deals these very cards again</source>
        <translation>Hra ▸ Zopakovat rozdání přijme tento kód a rozdá přesně tyto karty znovu</translation>
    </message>
    <message>
        <source>Games won: {games}.</source>
        <translation>Vyhrané hry: {games}.</translation>
    </message>
    <message>
        <source>Gin: end the hand with no deadwood at all. You then discard face down; you score your opponent&apos;s deadwood plus the gin bonus, and nothing can be laid off.</source>
        <translation>Gin: ukončete kolo bez jediné volné karty. Pak odhodíte kartu lícem dolů; získáte volné body soupeře a k tomu bonus za gin a nic se nedá přiložit.</translation>
    </message>
    <message>
        <source>Gin: now discard a card face down</source>
        <translation>Gin: teď odhoďte kartu lícem dolů</translation>
    </message>
    <message>
        <source>Give no advice this turn. {key} lets the captain play the rest of the hand without asking you again.</source>
        <translation>V tomto tahu neradit. Klávesou {key} necháte kapitána dohrát zbytek kola, aniž by se vás znovu ptal.</translation>
    </message>
    <message>
        <source>G{game}</source>
        <translation>H{game}</translation>
    </message>
    <message>
        <source>Hand number; a dash in a player&apos;s scores: that player sat the hand out</source>
        <translation>Číslo kola; pomlčka ve skóre hráče znamená, že v tom kole seděl venku</translation>
    </message>
    <message>
        <source>Hand over: only {n:card is|cards are} left in the stock, no score</source>
        <translation>Konec kola: balíček se zmenšil na {n:kartu|karty|karet}, bez bodů</translation>
    </message>
    <message>
        <source>Hand sorted by melds, deadwood last</source>
        <translation>Karty seřazeny podle kombinací, volné karty nakonec</translation>
    </message>
    <message>
        <source>Hand sorted by rank</source>
        <translation>Karty seřazeny podle hodnoty</translation>
    </message>
    <message>
        <source>Hand sorted by suit</source>
        <translation>Karty seřazeny podle barvy</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Kolo {hand}</translation>
    </message>
    <message>
        <source>Hand {hand} · deal #{deal}</source>
        <translation>Kolo {hand} · rozdání č. {deal}</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood: scored in all three games.</source>
        <translation>Hollywood: započteno do všech tří her.</translation>
    </message>
    <message>
        <source>Hollywood: scored in games {a} and {b}.</source>
        <translation>Hollywood: započteno do her {a} a {b}.</translation>
    </message>
    <message>
        <source>How deals are made, and how you can check the computer</source>
        <translation>Jak vznikají rozdání a jak si můžete počítač ověřit</translation>
    </message>
    <message>
        <source>In the match you are playing, none of your decisions has cost you points so far.</source>
        <translation>V partii, kterou právě hrajete, vás zatím žádné rozhodnutí nestálo ani bod.</translation>
    </message>
    <message>
        <source>In the match you are playing, your decisions have cost you {value} points each so far.</source>
        <translation>V partii, kterou právě hrajete, vás zatím každé rozhodnutí stálo průměrně {value:bod|body|bodů|bodu}.</translation>
    </message>
    <message>
        <source>In your one reviewed match, none of your decisions cost you points.</source>
        <translation>Ve vaší jediné rozebrané partii vás žádné rozhodnutí nestálo ani bod.</translation>
    </message>
    <message>
        <source>In your one reviewed match, your decisions cost you {value} points each.</source>
        <translation>Ve vaší jediné rozebrané partii vás každé rozhodnutí stálo průměrně {value:bod|body|bodů|bodu}.</translation>
    </message>
    <message>
        <source>Is the computer &amp;cheating?</source>
        <translation>Po&amp;dvádí počítač?</translation>
    </message>
    <message>
        <source>Is the computer cheating?</source>
        <translation>Podvádí počítač?</translation>
    </message>
    <message>
        <source>It cannot be kept: saving games is not available.</source>
        <translation>Nelze ji uchovat: ukládání partií není k dispozici.</translation>
    </message>
    <message>
        <source>It is kept in the archive of saved games as an abandoned match.</source>
        <translation>Uchová se v archivu uložených partií jako opuštěná partie.</translation>
    </message>
    <message>
        <source>Just drawn: the {card}</source>
        <translation>Právě líznutá karta: {card}</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Hrát dál</translation>
    </message>
    <message>
        <source>Knock here</source>
        <translation>Klepněte sem</translation>
    </message>
    <message>
        <source>Knock limit this hand: {limit}</source>
        <translation>Limit pro klepnutí v tomto kole: {limit}</translation>
    </message>
    <message>
        <source>Knock spot</source>
        <translation>Místo pro klepnutí</translation>
    </message>
    <message>
        <source>Knock with a card</source>
        <translation>Klepnout a odhodit kartu</translation>
    </message>
    <message>
        <source>Knock, gin, big gin, undercut, tie or drawn; ♠×2: doubled</source>
        <translation>Klepnutí, gin, velký gin, podříznutí, remíza nebo bez výsledku; ♠×2: zdvojnásobeno</translation>
    </message>
    <message>
        <source>Knock: drop a card here</source>
        <translation>Klepnutí: pusťte sem kartu</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with as much deadwood as you or less, they undercut you and score a bonus as well.</source>
        <translation>Klepnutí: ukončete kolo hned teď. Pak odhodíte kartu lícem dolů, karty obou hráčů se ukážou, soupeř smí přiložit karty k vašim kombinacím a kdo má méně volných bodů, získá rozdíl. Má-li soupeř nakonec stejně nebo méně volných bodů než vy, podřízne vás a získá navíc bonus.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with less deadwood, they undercut you and score a bonus as well; with the same deadwood, nobody scores.</source>
        <translation>Klepnutí: ukončete kolo hned teď. Pak odhodíte kartu lícem dolů, karty obou hráčů se ukážou, soupeř smí přiložit karty k vašim kombinacím a kdo má méně volných bodů, získá rozdíl. Skončí-li soupeř s méně volnými body, podřízne vás a získá navíc bonus; se stejným počtem volných bodů nikdo nic nezíská.</translation>
    </message>
    <message>
        <source>Knock: now discard a card face down</source>
        <translation>Klepnutí: teď odhoďte kartu lícem dolů</translation>
    </message>
    <message>
        <source>Knock: {defender} − {knocker} = {points}</source>
        <translation>Klepnutí: {defender} − {knocker} = {points}</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Klepající</translation>
    </message>
    <message>
        <source>Known in {name}&apos;s hand: {cards}</source>
        <translation>Známé karty {name:hráče|gen}: {cards}</translation>
    </message>
    <message>
        <source>Known: {cards}</source>
        <translation>Známé: {cards}</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Velké znaky</translation>
    </message>
    <message>
        <source>Last answer: {reason}</source>
        <translation>Poslední odpověď: {reason}</translation>
    </message>
    <message>
        <source>Last matches:</source>
        <translation>Poslední partie:</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Poslední tahy</translation>
    </message>
    <message>
        <source>Let the captain decide</source>
        <translation>Nechat rozhodnout kapitána</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonus za kola</translation>
    </message>
    <message>
        <source>Look at a card</source>
        <translation>Prohlédnout si kartu</translation>
    </message>
    <message>
        <source>Margin of each of your last {count} matches: your points minus your opponent&apos;s</source>
        <translation>Rozdíl v každé z vašich posledních {count} partií: vaše body minus body soupeře</translation>
    </message>
    <message>
        <source>Margin: your points minus your opponent&apos;s</source>
        <translation>Rozdíl: vaše body minus body soupeře</translation>
    </message>
    <message>
        <source>Match over: you won with {points}</source>
        <translation>Konec partie: vyhráli jste se ziskem {points}</translation>
    </message>
    <message>
        <source>Match over: {name} won with {points}</source>
        <translation>Konec partie: vítězí {name} se ziskem {points}</translation>
    </message>
    <message>
        <source>Match {number}: {match}</source>
        <translation>Partie {number}: {match}</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Matches under changed rules, recorded before the game kept the rules of each match</source>
        <translation>Partie se změněnými pravidly, zaznamenané dřív, než si hra začala ukládat pravidla každé partie</translation>
    </message>
    <message>
        <source>Matches, oldest to newest</source>
        <translation>Partie, od nejstarší po nejnovější</translation>
    </message>
    <message>
        <source>Matches, oldest to newest; the hollow point is the match you are playing</source>
        <translation>Partie, od nejstarší po nejnovější; prázdný bod je partie, kterou právě hrajete</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Partie:</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinace</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Zpráva</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Záznam tahů</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Tahy tohoto kola</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Další kolo</translation>
    </message>
    <message>
        <source>Next hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>Další kolo: vy jste v krabici, {captain} je kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>Další kolo: {box} je v krabici, vy jste kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>Další kolo: {box} je v krabici, {captain} je kapitánem a vy sedíte venku.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>Další kolo: {box} je v krabici, {captain} je kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>No deadwood</source>
        <translation>Žádné volné karty</translation>
    </message>
    <message>
        <source>No finished matches yet: your wins by variant and opponent appear here after your first match.</source>
        <translation>Zatím nemáte žádnou dohranou partii: vaše výhry podle varianty a soupeře se tu objeví, až dohrajete první partii.</translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation>Teď žádná rada</translation>
    </message>
    <message>
        <source>No knock now: knock after drawing, when you are to discard</source>
        <translation>Teď klepat nelze: klepe se po líznutí, při odhazování</translation>
    </message>
    <message>
        <source>No knock now: only gin ends this hand, and your deadwood would be {n}</source>
        <translation>Teď klepat nelze: toto kolo ukončí jen gin a volné karty by byly za {n}</translation>
    </message>
    <message>
        <source>No knock now: your deadwood would be {n}, more than the knock limit of {limit}</source>
        <translation>Teď klepat nelze: volné karty by byly za {n}, víc, než dovoluje limit pro klepnutí ({limit})</translation>
    </message>
    <message>
        <source>No layoffs against gin.</source>
        <translation>Ke ginu se nepřikládá.</translation>
    </message>
    <message>
        <source>No moves yet in this hand.</source>
        <translation>V tomto kole zatím nikdo netáhl.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Nothing reviewed yet: after each hand you play, the game checks your decisions, and this chart shows how many points they cost you, match by match.</source>
        <translation>Zatím nebylo nic rozebráno: po každém kole, které odehrajete, hra zkontroluje vaše rozhodnutí a tento graf ukáže, kolik bodů vás stála, partii po partii.</translation>
    </message>
    <message>
        <source>Notice dismissed</source>
        <translation>Oznámení zavřeno</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Oznámení</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>Oklahoma Gin</source>
        <translation>Oklahoma Gin</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard was a spade, so the score is doubled to {pts}.</source>
        <translation>Oklahoma: první otočená karta byla piková, takže se body zdvojnásobují na {pts}.</translation>
    </message>
    <message>
        <source>Only gin could end this hand</source>
        <translation>Toto kolo mohl ukončit jen gin</translation>
    </message>
    <message>
        <source>Only gin ends this hand</source>
        <translation>Toto kolo ukončí jen gin</translation>
    </message>
    <message>
        <source>Only match:</source>
        <translation>Jediná partie:</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Mimo hru</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Nebrat</translation>
    </message>
    <message>
        <source>Pile {n} ▾</source>
        <translation>Hromádka {n} ▾</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Hra z klávesnice</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Hra myší</translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation>Počkejte</translation>
    </message>
    <message>
        <source>Points lost per decision in each of your last {count} reviewed matches; the last: {value}</source>
        <translation>Ztracené body na rozhodnutí v každé z vašich posledních rozebraných partií (počet: {count}); v poslední: {value}</translation>
    </message>
    <message>
        <source>Points lost per decision so far in the match you are playing: {value}</source>
        <translation>Ztracené body na rozhodnutí zatím v partii, kterou právě hrajete: {value}</translation>
    </message>
    <message>
        <source>Press Analyse to weigh your decisions in this hand.</source>
        <translation>Stiskněte Analyzovat a vaše rozhodnutí v tomto kole se vyhodnotí.</translation>
    </message>
    <message>
        <source>Press Next hand ({key})</source>
        <translation>Stiskněte Další kolo (klávesa {key})</translation>
    </message>
    <message>
        <source>Press to draw its top card</source>
        <translation>Stiskem líznete vrchní kartu</translation>
    </message>
    <message>
        <source>Press to take the top card</source>
        <translation>Stiskem vezmete vrchní kartu</translation>
    </message>
    <message>
        <source>Press, then choose the card to discard face down</source>
        <translation>Stiskněte a pak vyberte kartu, kterou odhodíte lícem dolů</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Re&amp;view hand…</source>
        <translation>&amp;Rozebrat kolo…</translation>
    </message>
    <message>
        <source>Rearrange your hand</source>
        <translation>Přeskládat karty v ruce</translation>
    </message>
    <message>
        <source>Recent form:</source>
        <translation>Aktuální forma:</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Červený</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Review a saved &amp;match…</source>
        <translation>Rozebrat uloženou &amp;partii…</translation>
    </message>
    <message>
        <source>Review a saved match</source>
        <translation>Rozebrat uloženou partii</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Rozebrat kolo</translation>
    </message>
    <message>
        <source>Review hand — {name}</source>
        <translation>Rozbor kola — {name}</translation>
    </message>
    <message>
        <source>Review the hands of a saved or finished match</source>
        <translation>Rozebrat kola uložené nebo dohrané partie</translation>
    </message>
    <message>
        <source>Saved matches (*.json)</source>
        <translation>Uložené partie (*.json)</translation>
    </message>
    <message>
        <source>Line bonus for {name}: {hands:hand|hands} won × {each} = {points}</source>
        <translation>Bonus za kola pro {name:hráče|gen}: {hands:vyhrané kolo|vyhraná kola|vyhraných kol} × {each} = {points}</translation>
    </message>
    <message>
        <source>Hand {n}: You dealt; the upcard is the {card}.</source>
        <translation>Kolo {n}, rozdáváte vy; otočená karta: {card}.</translation>
    </message>
    <message>
        <source>Another program is using the statistics file, so this game&apos;s statistics will be written as soon as it is free.</source>
        <translation>Soubor se statistikami používá jiný program, proto se statistiky této partie zapíší, jakmile se uvolní.</translation>
    </message>
    <message>
        <source>As good as the hint&apos;s move or better, though {points} points behind the best move in the table.</source>
        <translation>Stejně dobrý tah jako ten z rady, nebo lepší, ale za nejlepším tahem v tabulce zaostává o {points:bod|body|bodů|bodu}.</translation>
    </message>
    <message>
        <source>Gin Rummy is already open in another window. Playing in two windows at once would mix up the saved match, so this one closes: switch to the open window to go on playing.</source>
        <translation>Gin Rummy je už otevřený v jiném okně. Hraní ve dvou oknech najednou by uloženou partii popletlo, proto se toto okno zavře: přepněte do otevřeného okna a hrajte dál.</translation>
    </message>
    <message>
        <source>Big gin: {deadwood} deadwood</source>
        <translation>Velký gin: volné body {deadwood}</translation>
    </message>
    <message>
        <source>&amp;Discard this card</source>
        <translation>O&amp;dhodit tuto kartu</translation>
    </message>
    <message>
        <source>&amp;Knock with this card</source>
        <translation>&amp;Klepnout s touto kartou</translation>
    </message>
    <message>
        <source>Deadwood: the total value of your cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: you go gin when it is none at all.</source>
        <translation>Volné karty: součet bodů vašich karet, které nejsou v žádné kombinaci (kombinace je skupina tří nebo čtyř karet stejné hodnoty, nebo postupka tří či více karet jedné barvy). Eso 1, obrázkové karty 10. Toto kolo ukončí jen gin: ohlásíte ho, když vám žádné volné karty nezbudou.</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or go gin</source>
        <translation>Odhoďte kteroukoli kartu kromě {card:gen}, nebo ohlaste gin</translation>
    </message>
    <message>
        <source>Discard a card — or go gin</source>
        <translation>Odhoďte kartu, nebo ohlaste gin</translation>
    </message>
    <message>
        <source>Discard, or go gin</source>
        <translation>Odhodit, nebo ohlásit gin</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to go gin with it</source>
        <translation>Pusťte kartu na místo pro klepnutí a ohlásíte s ní gin</translation>
    </message>
    <message>
        <source>Every finished hand and match counted so far will be removed, with the win rates and the charts drawn from them. This cannot be undone: to keep a copy, export them first.

A match you are playing goes on; its hands are counted again from the next one you finish.</source>
        <translation>Odstraní se všechna dohraná kola a partie, které se dosud započítaly, i podíly výher a grafy z nich. Tuto akci nelze vrátit zpět: chcete-li si ponechat kopii, nejdříve je exportujte.

Rozehraná partie pokračuje; její kola se znovu počítají od příštího, které dohrajete.</translation>
    </message>
    <message>
        <source>Export first…</source>
        <translation>Nejdřív exportovat…</translation>
    </message>
    <message>
        <source>Gin here</source>
        <translation>Sem pro gin</translation>
    </message>
    <message>
        <source>Gin: drop a card here</source>
        <translation>Gin: pusťte sem kartu</translation>
    </message>
    <message>
        <source>Gin: end the hand with no deadwood at all. You then discard face down; you score your opponent&apos;s deadwood, and nothing can be laid off.</source>
        <translation>Gin: ukončete kolo bez jediné volné karty. Pak odhodíte kartu lícem dolů; získáte volné body soupeře a nic se nedá přiložit.</translation>
    </message>
    <message>
        <source>Gin: {deadwood} deadwood</source>
        <translation>Gin: volné body {deadwood}</translation>
    </message>
    <message>
        <source>Hands ended by a knock with deadwood, whoever won them, undercut knocks included. Gins are counted in their own row, not here.</source>
        <translation>Kola ukončená klepnutím s volnými kartami, ať je vyhrál kdokoli, včetně podříznutých klepnutí. Giny se počítají ve vlastním řádku, ne zde.</translation>
    </message>
    <message>
        <source>Hands won by going gin, big gin included. A gin is not counted again as a knock.</source>
        <translation>Kola vyhraná ginem, včetně velkého ginu. Gin se znovu nepočítá jako klepnutí.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with as much deadwood as you or less, they undercut you and score the difference.</source>
        <translation>Klepnutí: ukončete kolo hned teď. Pak odhodíte kartu lícem dolů, karty obou hráčů se ukážou, soupeř smí přiložit karty k vašim kombinacím a kdo má méně volných bodů, získá rozdíl. Má-li soupeř nakonec stejně nebo méně volných bodů než vy, podřízne vás a získá rozdíl.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with less deadwood, they undercut you and score the difference; with the same deadwood, nobody scores.</source>
        <translation>Klepnutí: ukončete kolo hned teď. Pak odhodíte kartu lícem dolů, karty obou hráčů se ukážou, soupeř smí přiložit karty k vašim kombinacím a kdo má méně volných bodů, získá rozdíl. Skončí-li soupeř s méně volnými body, podřízne vás a získá rozdíl; se stejným počtem volných bodů nikdo nic nezíská.</translation>
    </message>
    <message>
        <source>Knocks without gin:</source>
        <translation>Klepnutí bez ginu:</translation>
    </message>
    <message>
        <source>More games won wins the match; the sum breaks a tie of games.</source>
        <translation>Partii vyhrává, kdo vyhrál víc her; při stejném počtu her rozhoduje součet.</translation>
    </message>
    <message>
        <source>Nobody changes role: you stay in the box, {captain} stays captain and {out} still sits out.</source>
        <translation>Nikdo nemění roli: vy zůstáváte v krabici, {captain} zůstává kapitánem a {out} dál sedí venku.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, you stay captain and {out} still sits out.</source>
        <translation>Nikdo nemění roli: {box} zůstává v krabici, vy zůstáváte kapitánem a {out} dál sedí venku.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, {captain} stays captain and you still sit out.</source>
        <translation>Nikdo nemění roli: {box} zůstává v krabici, {captain} zůstává kapitánem a vy dál sedíte venku.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, {captain} stays captain and {out} still sits out.</source>
        <translation>Nikdo nemění roli: {box} zůstává v krabici, {captain} zůstává kapitánem a {out} dál sedí venku.</translation>
    </message>
    <message>
        <source>Oklahoma: only gin can end this hand.</source>
        <translation>Oklahoma: toto kolo může ukončit jen gin.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard is a spade, so every score of this hand is doubled.</source>
        <translation>Oklahoma: první otočená karta je piková, takže se všechny body tohoto kola zdvojnásobují.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard is an ace, so only gin ends this hand.</source>
        <translation>Oklahoma: první otočená karta je eso, takže toto kolo ukončí jen gin.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: you may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: první otočená karta určuje limit pro klepnutí v tomto kole: {n}. Klepnout smíte, když součet vašich volných bodů není vyšší než {n}.</translation>
    </message>
    <message>
        <source>Oklahoma: the knock limit of this hand is {limit}.</source>
        <translation>Oklahoma: limit pro klepnutí v tomto kole je {limit}.</translation>
    </message>
    <message>
        <source>Only {n:card is|cards are} left in the stock and nobody knocked: no score. The same dealer deals again.</source>
        <translation>Balíček se zmenšil na {n:kartu|karty|karet} a nikdo neklepl: kolo se nepočítá. Stejný hráč rozdává znovu.</translation>
    </message>
    <message>
        <source>Only {n:card is|cards are} left in the stock and nobody went gin: no score. The same dealer deals again.</source>
        <translation>Balíček se zmenšil na {n:kartu|karty|karet} a nikdo neudělal gin: kolo se nepočítá. Stejný hráč rozdává znovu.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Vynulovat statistiky…</translation>
    </message>
    <message>
        <source>Cards were drawn for the roles: the highest card goes into the box, the next is captain and the lowest sits out (king high, ace low).</source>
        <translation>O rolích rozhodly tažené karty: s nejvyšší kartou se jde do krabice, s druhou se hraje jako kapitán a s nejnižší se sedí venku (král je nejvyšší, eso nejnižší).</translation>
    </message>
    <message>
        <source>A player&apos;s name in your saved match could not be read; that player is now called {name}.</source>
        <translation>Jméno jednoho z hráčů ve vaší uložené partii se nepodařilo přečíst; nyní se jmenuje {name}.</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} · {after} after discard</source>
        <translation>Kapitánovy volné: {n} · po odhozu {after}</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} · {after} after the best discard</source>
        <translation>Kapitánovy volné: {n} · po nejlepším odhození {after:bod|body|bodů}</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} → {after}</source>
        <translation>Kapitánovy volné: {n} → {after}</translation>
    </message>
    <message>
        <source>Click the count under it (▾), or rest the pointer on the pile</source>
        <translation>Klikněte na počet karet pod ní (▾), nebo nechte ukazatel chvíli na hromádce</translation>
    </message>
    <message>
        <source>Captain&apos;s {n} → {after}</source>
        <translation>Volné kapitána: {n} → {after}</translation>
    </message>
    <message>
        <source>Closest win:</source>
        <translation>Nejtěsnější výhra:</translation>
    </message>
    <message>
        <source>Comp.</source>
        <translation>Poč.</translation>
    </message>
    <message>
        <source>Comp. {number}</source>
        <translation>Poč. {number}</translation>
    </message>
    <message>
        <source>Competition (25-point bonuses)</source>
        <translation>Soutěžní (bonusy po 25 bodech)</translation>
    </message>
    <message>
        <source>Copied: paste it into the Replay deal command in the Game menu.</source>
        <translation>Zkopírováno: vložte ho do příkazu Zopakovat rozdání v menu Hra.</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after discard</source>
        <translation>Volné: {n} · po odhozu {after}</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after your best discard</source>
        <translation>Volné: {n} · po nejlepším odhození {after:bod|body|bodů}</translation>
    </message>
    <message>
        <source>Deadwood {n} → {after}</source>
        <translation>Volné: {n} → {after}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of the captain&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: the captain goes gin when it is none at all.</source>
        <translation>Volné karty: součet bodů kapitánových karet, které nejsou v žádné kombinaci (kombinace je skupina tří nebo čtyř karet stejné hodnoty, nebo postupka tří či více karet jedné barvy). Eso 1, obrázkové karty 10. Toto kolo ukončí jen gin: kapitán ho ohlásí, když mu žádné volné karty nezbudou.</translation>
    </message>
    <message>
        <source>Deadwood: the total value of the captain&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: the captain may knock when it is low enough.</source>
        <translation>Volné karty: součet bodů kapitánových karet, které nejsou v žádné kombinaci (kombinace je skupina tří nebo čtyř karet stejné hodnoty, nebo postupka tří či více karet jedné barvy). Eso 1, obrázkové karty 10. Čím méně, tím lépe: když je součet dost nízký, může kapitán klepnout.</translation>
    </message>
    <message>
        <source>Drawn hand: the stock ran down with nobody going gin; no score</source>
        <translation>Kolo bez výsledku: balíček došel a nikdo neudělal gin; bez bodů</translation>
    </message>
    <message>
        <source>Drop the card on the captain&apos;s hand to suggest drawing it</source>
        <translation>Pusťte kartu do kapitánovy ruky a navrhnete, aby si ji vzal</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to suggest discarding it</source>
        <translation>Pusťte kartu na odhazovací hromádku a navrhnete její odhození</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to suggest going gin with it</source>
        <translation>Pusťte kartu na místo pro klepnutí a navrhnete, aby s ní ohlásil gin</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to suggest knocking with it</source>
        <translation>Pusťte kartu na místo pro klepnutí a navrhnete, aby s ní klepl</translation>
    </message>
    <message>
        <source>First hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>První kolo: vy jste v krabici, {captain} je kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>První kolo: {box} je v krabici, vy jste kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>První kolo: {box} je v krabici, {captain} je kapitánem a vy sedíte venku.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>První kolo: {box} je v krabici, {captain} je kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>Game {game}: {n}</source>
        <translation>Hra {game}: {n}</translation>
    </message>
    <message>
        <source>Games: {scores}</source>
        <translation>Hry: {scores}</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy ({variants})</source>
        <translation>Gin Rummy ({variants})</translation>
    </message>
    <message>
        <source>Gin: choose the card to discard face down ({key} or Gin! again: cancel)</source>
        <translation>Gin: vyberte kartu, kterou odhodíte lícem dolů ({key} nebo znovu Gin!: zrušit)</translation>
    </message>
    <message>
        <source>Go &amp;gin with this card</source>
        <translation>Ohlásit gin s &amp;touto kartou</translation>
    </message>
    <message>
        <source>Hand over: the same position came up a third time, no score</source>
        <translation>Konec kola: stejná pozice nastala potřetí, bez bodů</translation>
    </message>
    <message>
        <source>Hand over: the stock is empty, no score</source>
        <translation>Konec kola: balíček je prázdný, bez bodů</translation>
    </message>
    <message>
        <source>Hand over: you won {points} ({how}), but this hand counts in no game</source>
        <translation>Konec kola: vyhráváte {points} ({how}), ale toto kolo se nezapočítává do žádné hry</translation>
    </message>
    <message>
        <source>Hand over: {name} won {points} ({how}), but this hand counts in no game</source>
        <translation>Konec kola: {name} vyhrává {points} ({how}), ale toto kolo se nezapočítává do žádné hry</translation>
    </message>
    <message>
        <source>Hollywood: scored in no game, since every game this hand could count in is already decided.</source>
        <translation>Hollywood: nezapočteno do žádné hry, protože všechny hry, do kterých se toto kolo mohlo počítat, už jsou rozhodnuté.</translation>
    </message>
    <message>
        <source>Hollywood: three games are scored at once. A player&apos;s first won hand scores in game 1, the second in games 1 and 2, the third and later in all three; a game that has been won is no longer scored into.</source>
        <translation>Hollywood: počítají se tři hry zároveň. První kolo, které hráč vyhraje, se započte do hry 1, druhé do her 1 a 2, třetí a další do všech tří; do hry, která už je vyhraná, se dál nezapočítává.</translation>
    </message>
    <message>
        <source>Knock: choose the card to discard face down ({key} or Knock again: cancel)</source>
        <translation>Klepnutí: vyberte kartu, kterou odhodíte lícem dolů ({key} nebo znovu Klepnout: zrušit)</translation>
    </message>
    <message>
        <source>Leave the upcard. Only the first card turned up is offered this way: if both players pass it, play begins with a draw from the stock.</source>
        <translation>Nechte otočenou kartu ležet. Takto se nabízí jen první otočená karta: když ji oba hráči nevezmou, hra začne líznutím z balíčku.</translation>
    </message>
    <message>
        <source>Margin of each of your last {count} matches, your points minus your opponent&apos;s, oldest to newest: {margins}</source>
        <translation>Rozdíl v každé z vašich posledních {count} partií, vaše body minus body soupeře, od nejstarší po nejnovější: {margins}</translation>
    </message>
    <message>
        <source>Margin of your one finished match, your points minus your opponent&apos;s: {margins}</source>
        <translation>Rozdíl ve vaší jediné dohrané partii, vaše body minus body soupeře: {margins}</translation>
    </message>
    <message>
        <source>Match over: you won all three games</source>
        <translation>Konec partie: vyhráli jste všechny tři hry</translation>
    </message>
    <message>
        <source>Match over: you won two of the three games</source>
        <translation>Konec partie: vyhráli jste dvě ze tří her</translation>
    </message>
    <message>
        <source>Match over: {name} won all three games</source>
        <translation>Konec partie: {name} vyhrává všechny tři hry</translation>
    </message>
    <message>
        <source>Match over: {name} won two of the three games</source>
        <translation>Konec partie: {name} vyhrává dvě ze tří her</translation>
    </message>
    <message>
        <source>Matches you left for a new game before they were over, with the points you and your opponents scored in them. They are not counted as played, nor in the win rates, the best and worst match or the charts; their finished hands are counted with all the others.</source>
        <translation>Partie, které jste opustili kvůli nové partii dřív, než skončily, s body, které v nich získali vy a vaši soupeři. Nepočítají se mezi dohrané partie, do podílů výher, do nejlepší a nejhorší partie ani do grafů; jejich dohraná kola se počítají spolu se všemi ostatními.</translation>
    </message>
    <message>
        <source>Nothing to follow yet: first choose {hint} ({hint_key}), then {follow} ({follow_key}) to make its move</source>
        <translation>Zatím není čím se řídit: nejprve zvolte příkaz {hint} ({hint_key}) a potom {follow} ({follow_key}) pro zahrání jejího tahu</translation>
    </message>
    <message>
        <source>Nothing to follow yet: press {hint} for a hint, then {follow} to make its move</source>
        <translation>Zatím není čím se řídit: stiskněte {hint} pro radu a potom {follow} pro zahrání jejího tahu</translation>
    </message>
    <message>
        <source>Open the menu of the focused card</source>
        <translation>Otevřít nabídku vybrané karty</translation>
    </message>
    <message>
        <source>One of the best choices: another move in the table expects as many points.</source>
        <translation>Jedna z nejlepších voleb: jiný tah v tabulce má stejný počet očekávaných bodů.</translation>
    </message>
    <message>
        <source>A frame round a player&apos;s scores: that player was in the box that hand</source>
        <translation>Rámeček kolem skóre hráče znamená, že byl v tom kole v krabici</translation>
    </message>
    <message>
        <source>All three drew the same rank; the cards went back, the deck was shuffled and all three drew again:</source>
        <translation>Všichni tři mají stejnou hodnotu: karty se vrátily do balíčku, ten se zamíchal a všichni tři táhnou znovu:</translation>
    </message>
    <message>
        <source>B</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Box: {box} · captain: {captain} · sitting out: {out}</source>
        <translation>Krabice: {box} · kapitán: {captain} · venku: {out}</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it, or {knock} to suggest a knock; {captain} lets the captain decide.</source>
        <translation>Vyberte kartu šipkami a stiskněte klávesu {discard}, chcete-li navrhnout její odhození, nebo klávesu {knock}, chcete-li navrhnout klepnutí; klávesou {captain} necháte rozhodnout kapitána.</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it, or {knock} to suggest gin; {captain} lets the captain decide.</source>
        <translation>Vyberte kartu šipkami a stiskněte klávesu {discard}, chcete-li navrhnout její odhození, nebo klávesu {knock}, chcete-li navrhnout gin; klávesou {captain} necháte rozhodnout kapitána.</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it; {captain} lets the captain decide.</source>
        <translation>Vyberte kartu šipkami a stiskněte klávesu {discard}, chcete-li navrhnout její odhození; klávesou {captain} necháte rozhodnout kapitána.</translation>
    </message>
    <message>
        <source>Close to the hint&apos;s move ({behind} points behind it), though {points} points behind the best move in the table.</source>
        <translation>Blízko tahu z rady (zaostává za ním o {behind:bod|body|bodů|bodu}), ale za nejlepším tahem v tabulce zaostává o {points:bod|body|bodů|bodu}.</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after the best discard</source>
        <translation>Volné: {n} · po nejlepším odhození {after:bod|body|bodů}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of a player&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: a player goes gin when it is none at all.</source>
        <translation>Volné karty: součet bodů karet hráče, které nejsou v žádné kombinaci (kombinace je skupina tří nebo čtyř karet stejné hodnoty, nebo postupka tří či více karet jedné barvy). Eso 1, obrázkové karty 10. Toto kolo ukončí jen gin: hráč ho ohlásí, když mu žádné volné karty nezbudou.</translation>
    </message>
    <message>
        <source>Deadwood: the total value of a player&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: a player may knock when it is low enough.</source>
        <translation>Volné karty: součet bodů karet hráče, které nejsou v žádné kombinaci (kombinace je skupina tří nebo čtyř karet stejné hodnoty, nebo postupka tří či více karet jedné barvy). Eso 1, obrázkové karty 10. Čím méně, tím lépe: když je součet dost nízký, může hráč klepnout.</translation>
    </message>
    <message>
        <source>Double-click or press Enter to review this hand.</source>
        <translation>Rozbor tohoto kola otevřete dvojím kliknutím nebo klávesou Enter.</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Statistiky byly uloženy do souboru {path}</translation>
    </message>
    <message>
        <source>Games (to {target}): {scores}.</source>
        <translation>Hry (do {target}): {scores}.</translation>
    </message>
    <message>
        <source>Give no more advice this hand: the captain plays it to its end ({key}).</source>
        <translation>V tomto kole už neradit: kapitán ho dohraje sám ({key}).</translation>
    </message>
    <message>
        <source>Hand {hand} (deal #{deal}), seat {seat}: {samples} simulated games per choice</source>
        <translation>Kolo {hand} (rozdání č. {deal}), místo {seat}: {samples:simulovaná hra|simulované hry|simulovaných her} na každou možnost</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal})</source>
        <translation>Kolo {number} (rozdání č. {deal})</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), box: {name}</source>
        <translation>Kolo {number} (rozdání č. {deal}), krabice: {name}</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), dealt by {name}</source>
        <translation>Kolo {number} (rozdání č. {deal}), rozdává {name}</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), you dealt</source>
        <translation>Kolo {number} (rozdání č. {deal}), rozdávali jste vy</translation>
    </message>
    <message>
        <source>Hollywood: scored in game 2 only, since game 1 is already decided.</source>
        <translation>Hollywood: započteno jen do hry 2, protože hra 1 už je rozhodnutá.</translation>
    </message>
    <message>
        <source>Hollywood: scored in game 3 only, since games 1 and 2 are already decided.</source>
        <translation>Hollywood: započteno jen do hry 3, protože hry 1 a 2 už jsou rozhodnuté.</translation>
    </message>
    <message>
        <source>Hollywood: scored in games 2 and 3, since game 1 is already decided.</source>
        <translation>Hollywood: započteno do her 2 a 3, protože hra 1 už je rozhodnutá.</translation>
    </message>
    <message>
        <source>In this hand a player may knock with {limit} or less, counted after the discard.</source>
        <translation>V tomto kole smí hráč klepnout s volnými kartami nejvýš za {limit}, počítáno po odhození.</translation>
    </message>
    <message>
        <source>In this hand the captain may knock with {limit} or less, counted after the discard.</source>
        <translation>V tomto kole smí kapitán klepnout s volnými kartami nejvýš za {limit}, počítáno po odhození.</translation>
    </message>
    <message>
        <source>In this hand you may knock with {limit} or less, counted after your discard.</source>
        <translation>V tomto kole smíte klepnout s volnými kartami nejvýš za {limit}, počítáno po odhození.</translation>
    </message>
    <message>
        <source>Let the captain play this hand</source>
        <translation>Nechat kapitána dohrát kolo</translation>
    </message>
    <message>
        <source>Level: {level}</source>
        <translation>Úroveň: {level}</translation>
    </message>
    <message>
        <source>No knock to suggest now: the captain may knock only after drawing, when discarding</source>
        <translation>Teď nelze navrhnout klepnutí: kapitán smí klepnout až po líznutí, při odhazování</translation>
    </message>
    <message>
        <source>No knock to suggest: only gin ends this hand, and the captain&apos;s deadwood would be {n}</source>
        <translation>Klepnutí navrhnout nelze: toto kolo ukončí jen gin a kapitánovy volné karty by byly za {n}</translation>
    </message>
    <message>
        <source>No knock to suggest: the captain&apos;s deadwood would be {n}, more than the knock limit of {limit}</source>
        <translation>Klepnutí navrhnout nelze: kapitánovy volné karty by byly za {n}, víc, než dovoluje limit pro klepnutí ({limit})</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: the box and the captain may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: první otočená karta určuje limit pro klepnutí v tomto kole: {n}. Krabice i kapitán smějí klepnout, když součet jejich volných bodů není vyšší než {n}.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: {first} and {second} may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: první otočená karta určuje limit pro klepnutí v tomto kole: {n}. {first} a {second} smějí klepnout, když součet jejich volných bodů není vyšší než {n}.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Otevřít složku</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Venku</translation>
    </message>
    <message>
        <source>Points lost per decision (lower is better):</source>
        <translation>Ztracené body na rozhodnutí (čím méně, tím lépe):</translation>
    </message>
    <message>
        <source>Points lost per decision in each of your last {count} reviewed matches, oldest to newest: {values}</source>
        <translation>Ztracené body na rozhodnutí v každé z vašich posledních {count} rozebraných partií, od nejstarší po nejnovější: {values}</translation>
    </message>
    <message>
        <source>Press to suggest that the captain draws its top card</source>
        <translation>Stiskem navrhnete kapitánovi, ať si lízne vrchní kartu</translation>
    </message>
    <message>
        <source>Press to suggest that the captain takes the top card</source>
        <translation>Stiskem navrhnete kapitánovi, ať si vezme vrchní kartu</translation>
    </message>
    <message>
        <source>Press {follow} to follow the advice.</source>
        <translation>Stiskněte klávesu {follow}, chcete-li se řídit radou.</translation>
    </message>
    <message>
        <source>Press {stock} to suggest the stock or {pile} the pile; {captain} lets the captain decide.</source>
        <translation>Stiskněte klávesu {stock} a navrhněte balíček, nebo klávesu {pile} a navrhněte hromádku; klávesou {captain} necháte rozhodnout kapitána.</translation>
    </message>
    <message>
        <source>Press {take} to suggest taking the upcard or {leave} to suggest passing; {captain} lets the captain decide.</source>
        <translation>Stiskněte klávesu {take} a navrhněte vzít otočenou kartu, nebo klávesu {leave} a navrhněte ji nechat; klávesou {captain} necháte rozhodnout kapitána.</translation>
    </message>
    <message>
        <source>Press, then choose the card for the captain to discard face down</source>
        <translation>Stiskněte a pak vyberte kartu, kterou kapitán odhodí lícem dolů</translation>
    </message>
    <message>
        <source>Quit and lose the match</source>
        <translation>Ukončit a přijít o partii</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <translation>Ukončit bez uložení?</translation>
    </message>
    <message>
        <source>Review hand — the match in progress</source>
        <translation>Rozbor kola — rozehraná partie</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Rozebrat toto kolo</translation>
    </message>
    <message>
        <source>Right-click it</source>
        <translation>Klikněte tam pravým tlačítkem</translation>
    </message>
    <message>
        <source>Saving works again: the match is saved as it stands now.</source>
        <translation>Ukládání opět funguje: partie je uložena tak, jak právě stojí.</translation>
    </message>
    <message>
        <source>Scored in all three games</source>
        <translation>Započteno do všech tří her</translation>
    </message>
    <message>
        <source>Scored in game {game}</source>
        <translation>Započteno do hry {game}</translation>
    </message>
    <message>
        <source>Scored in games {a} and {b}</source>
        <translation>Započteno do her {a} a {b}</translation>
    </message>
    <message>
        <source>Scored in no game: every game this hand could count in was already decided</source>
        <translation>Nezapočteno do žádné hry: všechny hry, do kterých se toto kolo mohlo počítat, už byly rozhodnuté</translation>
    </message>
    <message>
        <source>Scores, playing to {target}: {list}</source>
        <translation>Skóre, hraje se do {target}: {list}</translation>
    </message>
    <message>
        <source>Scores, three games, each to {target}</source>
        <translation>Skóre, tři hry, každá do {target}</translation>
    </message>
    <message>
        <source>Scores: {scores} (game to {target}).</source>
        <translation>Stav: {scores} (hraje se do {target}).</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Místo {number}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Místo {n}</translation>
    </message>
    <message>
        <source>See the whole discard pile</source>
        <translation>Zobrazit celou odhazovací hromádku</translation>
    </message>
    <message>
        <source>Show the &amp;whole discard pile</source>
        <translation>Ukázat &amp;celou odhazovací hromádku</translation>
    </message>
    <message>
        <source>Show the rest of the &amp;deck…</source>
        <translation>Ukázat zbytek &amp;balíčku…</translation>
    </message>
    <message>
        <source>Show the rest of the deck</source>
        <translation>Ukázat zbytek balíčku</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Vyložení karet</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Výhra do nuly</translation>
    </message>
    <message>
        <source>Shutout: neither of the other players scored, so {name}&apos;s score is doubled (+{points})</source>
        <translation>Výhra do nuly: ani jeden z ostatních hráčů nezískal žádný bod, body {name:hráče|gen} se zdvojnásobují (+{points})</translation>
    </message>
    <message>
        <source>Shutout: the opponent scored nothing, so {name}&apos;s score is doubled (+{points})</source>
        <translation>Výhra do nuly: soupeř nezískal žádný bod, body {name:hráče|gen} se zdvojnásobují (+{points})</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Venku</translation>
    </message>
    <message>
        <source>Sitting out this hand: {name}</source>
        <translation>V tomto kole venku: {name}</translation>
    </message>
    <message>
        <source>Sitting out: holds no cards this hand, sees the captain&apos;s hand and may advise; never scores.</source>
        <translation>Venku: v tomto kole nemá karty, vidí kapitánovy karty a může radit; nikdy nezískává body.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalé</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Seřadit</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Řadit podle kombinací</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Řadit podle hodnoty</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Řadit podle barvy</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds</source>
        <translation>Řadit karty v ruce podle hodnoty, barvy nebo kombinací</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by melds now</source>
        <translation>Řadit karty v ruce podle hodnoty, barvy nebo kombinací: teď jsou seřazené podle kombinací</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by rank now</source>
        <translation>Řadit karty v ruce podle hodnoty, barvy nebo kombinací: teď jsou seřazené podle hodnoty</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by suit now</source>
        <translation>Řadit karty v ruce podle hodnoty, barvy nebo kombinací: teď jsou seřazené podle barvy</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>Standard (the rulebook)</source>
        <translation>Standardní (podle pravidel)</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Začněte novou partii</translation>
    </message>
    <message>
        <source>Start your statistics afresh?</source>
        <translation>Začít statistiky znovu od nuly?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Statistics started afresh.</source>
        <translation>Statistiky začínají znovu od nuly.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation>Balíček {n}</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <translation>Balíček, prázdný</translation>
    </message>
    <message>
        <source>Stock, {count}</source>
        <translation>Balíček, {count}</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Straight (gin only)</source>
        <translation>Straight (jen gin)</translation>
    </message>
    <message>
        <source>Straight Gin</source>
        <translation>Straight Gin</translation>
    </message>
    <message>
        <source>Straight Gin: there is no knocking; only gin ends a hand.</source>
        <translation>Straight Gin: klepat se nesmí; kolo ukončí jen gin.</translation>
    </message>
    <message>
        <source>Suggest a knock here</source>
        <translation>Sem pro návrh klepnutí</translation>
    </message>
    <message>
        <source>Suggest big gin</source>
        <translation>Navrhnout velký gin</translation>
    </message>
    <message>
        <source>Suggest gin here</source>
        <translation>Sem pro návrh ginu</translation>
    </message>
    <message>
        <source>Suggest going gin</source>
        <translation>Navrhnout gin</translation>
    </message>
    <message>
        <source>Suggest going gin: drop a card here</source>
        <translation>Navrhnout gin: pusťte sem kartu</translation>
    </message>
    <message>
        <source>Suggest going gin: now choose the card for the captain to discard face down</source>
        <translation>Navrhnout gin: teď vyberte kartu, kterou kapitán odhodí lícem dolů</translation>
    </message>
    <message>
        <source>Suggest knocking</source>
        <translation>Navrhnout klepnout</translation>
    </message>
    <message>
        <source>Suggest knocking: drop a card here</source>
        <translation>Navrhnout klepnout: pusťte sem kartu</translation>
    </message>
    <message>
        <source>Suggest knocking: now choose the card for the captain to discard face down</source>
        <translation>Navrhnout klepnout: teď vyberte kartu, kterou kapitán odhodí lícem dolů</translation>
    </message>
    <message>
        <source>Suggest passing</source>
        <translation>Navrhnout nechat</translation>
    </message>
    <message>
        <source>Suggest taking {card}</source>
        <translation>Navrhnout vzít {card:acc}</translation>
    </message>
    <message>
        <source>Suggest that the captain declares big gin; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať ohlásí velký gin; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain goes gin with the card you choose, discarded face down; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať ohlásí gin a lícem dolů odhodí kartu, kterou vyberete; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain knocks with the card you choose, discarded face down; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať klepne a lícem dolů odhodí kartu, kterou vyberete; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain leaves the upcard; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať otočenou kartu nechá ležet; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain takes the upcard; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať si otočenou kartu vezme; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Sum of the three games: {totals}.</source>
        <translation>Součet všech tří her: {totals}.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Vzít</translation>
    </message>
    <message>
        <source>Take or pass the upcard</source>
        <translation>Vzít, nebo nechat otočenou kartu</translation>
    </message>
    <message>
        <source>Take the upcard into your hand; you then discard a card to end your turn.</source>
        <translation>Vezměte otočenou kartu do ruky; pak odhoďte jednu kartu a tím tah ukončíte.</translation>
    </message>
    <message>
        <source>Take the upcard or the top of the discard pile</source>
        <translation>Vzít otočenou kartu nebo vrchní kartu z odhazovací hromádky</translation>
    </message>
    <message>
        <source>Take the upcard {card} or pass</source>
        <translation>Vezměte otočenou kartu, {card:acc}, nebo ji nechte ležet</translation>
    </message>
    <message>
        <source>Take the upcard, the {card}, or pass</source>
        <translation>Vezměte otočenou kartu, {card:acc}, nebo ji nechte ležet</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Vzít {card:acc}</translation>
    </message>
    <message>
        <source>Taken from the discard pile during the hand: {cards}.</source>
        <translation>Vzato z odhazovací hromádky během kola: {cards}.</translation>
    </message>
    <message>
        <source>That choice of the upcard cost you about {points} points. Better: {reason}.</source>
        <translation>Toto rozhodnutí o otočené kartě vás stálo asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>That discard cost you about {points} points. Better: {reason}.</source>
        <translation>Toto odhození vás stálo asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>That draw cost you about {points} points. Better: {reason}.</source>
        <translation>Toto líznutí vás stálo asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>That gin cost you about {points} points. Better: {reason}.</source>
        <translation>Tento gin vás stál asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>That knock cost you about {points} points. Better: {reason}.</source>
        <translation>Toto klepnutí vás stálo asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>That knock won this hand, but on average it costs about {points} points. Better: {reason}.</source>
        <translation>Toto klepnutí tohle kolo vyhrálo, ale v průměru stojí asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>The Replay deal command in the Game menu accepts the code and deals these very cards again</source>
        <translation>Příkaz Zopakovat rozdání v menu Hra přijme tento kód a rozdá přesně tyto karty znovu</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Analýza byla zrušena.</translation>
    </message>
    <message>
        <source>The best choice, {points} points ahead of the hint&apos;s move.</source>
        <translation>Nejlepší volba, o {points:bod|body|bodů|bodu} lepší než tah z rady.</translation>
    </message>
    <message>
        <source>The best choice.</source>
        <translation>Nejlepší volba.</translation>
    </message>
    <message>
        <source>The box deals and plays alone against the captain; it stays in the box while it wins.</source>
        <translation>Krabice rozdává a hraje sama proti kapitánovi; v krabici zůstává, dokud vyhrává.</translation>
    </message>
    <message>
        <source>The captain could knock with {deadwood} deadwood. {why}</source>
        <translation>Kapitán by mohl klepnout s volnými kartami za {deadwood}. {why}</translation>
    </message>
    <message>
        <source>The captain plays this hand against the box, advised by the player sitting out, and scores for both.</source>
        <translation>Kapitán hraje toto kolo proti krabici, radí mu hráč, který sedí venku, a boduje za oba.</translation>
    </message>
    <message>
        <source>The deal number could not be read from your saved match&apos;s choices; the match keeps its own record of its deals, so it goes on as saved.</source>
        <translation>Z voleb vaší uložené partie se nepodařilo přečíst číslo rozdání; partie si rozdání pamatuje sama, takže pokračuje tak, jak byla uložena.</translation>
    </message>
    <message>
        <source>The discard pile changed while you were dragging, so the card was not taken</source>
        <translation>Odhazovací hromádka se během tažení změnila, a tak jste kartu nevzali</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Odhazovací hromádka je prázdná</translation>
    </message>
    <message>
        <source>The expert weighs each of your decisions in a hand</source>
        <translation>Expert vyhodnotí každé vaše rozhodnutí v kole</translation>
    </message>
    <message>
        <source>The first upcard was a spade: every score of this hand is doubled, the expected points too.</source>
        <translation>První otočená karta byla piková: všechny body tohoto kola se zdvojnásobují, očekávané body také.</translation>
    </message>
    <message>
        <source>The folder could not be opened. The file is in {folder}.</source>
        <translation>Složku nelze otevřít. Soubor je ve složce {folder}.</translation>
    </message>
    <message>
        <source>The game met an unexpected error: {error}</source>
        <translation>Ve hře došlo k nečekané chybě: {error}</translation>
    </message>
    <message>
        <source>The game tries to save it again after every move.</source>
        <translation>Hra se ji po každém tahu pokusí uložit znovu.</translation>
    </message>
    <message>
        <source>The hand could not be analysed ({reason}).</source>
        <translation>Kolo se nepodařilo analyzovat ({reason}).</translation>
    </message>
    <message>
        <source>The hand is drawn: the same position came up a third time</source>
        <translation>Kolo bez výsledku: stejná pozice nastala potřetí</translation>
    </message>
    <message>
        <source>The hand is drawn: the stock is empty</source>
        <translation>Kolo bez výsledku: balíček je prázdný</translation>
    </message>
    <message>
        <source>The hand is laid down: its cards stay where they lie.</source>
        <translation>Karty jsou vyložené: zůstávají tam, kde leží.</translation>
    </message>
    <message>
        <source>The hand is over. You sat it out: there is nothing of yours to review.</source>
        <translation>Kolo skončilo. Seděli jste venku: nemáte co rozebírat.</translation>
    </message>
    <message>
        <source>The knocker&apos;s face-down discard</source>
        <translation>Karta, kterou klepající hráč odhodil lícem dolů</translation>
    </message>
    <message>
        <source>The knocker&apos;s face-down discard, now face up: the {card}</source>
        <translation>Karta, kterou klepající hráč odhodil lícem dolů, teď lícem nahoru: {card:nom}</translation>
    </message>
    <message>
        <source>The match in progress ({summary}) will end.</source>
        <translation>Rozehraná partie ({summary}) skončí.</translation>
    </message>
    <message>
        <source>The match in progress, after hand {hand}, will end:
{games}</source>
        <translation>Rozehraná partie po kole {hand} skončí:
{games}</translation>
    </message>
    <message>
        <source>The match in progress, at hand {hand}, will end:
{games}</source>
        <translation>Rozehraná partie v kole {hand} skončí:
{games}</translation>
    </message>
    <message>
        <source>The match is over: Review hand goes through your decisions, and New game starts another match.</source>
        <translation>Partie skončila: „Rozebrat kolo“ projde vaše rozhodnutí a „Nová partie“ začne další partii.</translation>
    </message>
    <message>
        <source>The match you are playing (not finished yet)</source>
        <translation>Partie, kterou právě hrajete (ještě nedohraná)</translation>
    </message>
    <message>
        <source>The move the hint recommends.</source>
        <translation>Tah, který doporučuje rada.</translation>
    </message>
    <message>
        <source>The next hand follows</source>
        <translation>Následuje další kolo</translation>
    </message>
    <message>
        <source>The player in the box, who deals every hand</source>
        <translation>Hráč v krabici, který rozdává každé kolo</translation>
    </message>
    <message>
        <source>The players&apos; names in your saved match could not be read; default names are used.</source>
        <translation>Jména hráčů ve vaší uložené partii se nepodařilo přečíst; použijí se výchozí jména.</translation>
    </message>
    <message>
        <source>The rest of the deck</source>
        <translation>Zbytek balíčku</translation>
    </message>
    <message>
        <source>The rules could not be read from your saved match&apos;s choices; the match keeps its own copy of its rules, so it goes on as saved.</source>
        <translation>Z voleb vaší uložené partie se nepodařilo přečíst pravidla; partie má svá pravidla uložená zvlášť, takže pokračuje tak, jak byla uložena.</translation>
    </message>
    <message>
        <source>The rules of a research competition between computer players: gin and undercut bonuses of 25, equal deadwood is an undercut, the players deal in turn, and a card just taken from the pile may not be discarded.</source>
        <translation>Pravidla výzkumné soutěže počítačových hráčů: bonus 25 bodů za gin i za podříznutí, stejný počet volných bodů je podříznutí, hráči se v rozdávání střídají a kartu právě vzatou z hromádky nelze odhodit.</translation>
    </message>
    <message>
        <source>The same position came up for the third time: the hand is drawn, no score. The same dealer deals again.</source>
        <translation>Stejná pozice nastala potřetí: kolo je bez výsledku a nikdo nebere body. Rozdává znovu stejný hráč.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}).</source>
        <translation>Statistiky nelze načíst ({reason}).</translation>
    </message>
    <message>
        <source>The statistics could not be read, so the points your decisions cost cannot be shown.</source>
        <translation>Statistiky nelze načíst, a proto nelze zobrazit, kolik bodů vás stála vaše rozhodnutí.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so your matches cannot be shown.</source>
        <translation>Statistiky nelze načíst, a proto nelze zobrazit vaše partie.</translation>
    </message>
    <message>
        <source>The statistics could not be updated ({reason}).</source>
        <translation>Statistiky nelze aktualizovat ({reason}).</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); it was kept as {name} and a new one was started.</source>
        <translation>Soubor se statistikami nelze načíst ({reason}); byl ponechán jako {name} a začal se vést nový.</translation>
    </message>
    <message>
        <source>The statistics file could not be used ({reason}); statistics are kept for this session only.</source>
        <translation>Soubor se statistikami nelze použít ({reason}); statistiky se vedou jen pro toto spuštění.</translation>
    </message>
    <message>
        <source>The stock and the opponent&apos;s whole hand, face up ({key})</source>
        <translation>Balíček a celá ruka soupeře, lícem nahoru ({key})</translation>
    </message>
    <message>
        <source>The stock is empty and nobody knocked: no score. The same dealer deals again.</source>
        <translation>Balíček je prázdný a nikdo neklepl: kolo se nepočítá. Stejný hráč rozdává znovu.</translation>
    </message>
    <message>
        <source>The stock is empty and nobody went gin: no score. The same dealer deals again.</source>
        <translation>Balíček je prázdný a nikdo neudělal gin: kolo se nepočítá. Stejný hráč rozdává znovu.</translation>
    </message>
    <message>
        <source>The stock, the next card to be drawn first ({count} cards)</source>
        <translation>Balíček, od karty, která se lízne jako další (karet: {count})</translation>
    </message>
    <message>
        <source>The top card of the discard pile</source>
        <translation>Vrchní karta odhazovací hromádky</translation>
    </message>
    <message>
        <source>The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>Nečitelný soubor byl ponechán jako {name} ve složce {folder}.</translation>
    </message>
    <message>
        <source>The {cards} went onto the run {meld}.</source>
        <translation>K postupce {meld:dat} se přikládají {cards:nom}.</translation>
    </message>
    <message>
        <source>The {cards} went onto the set {meld}.</source>
        <translation>Ke skupině ({meld}) se přikládají {cards:nom}.</translation>
    </message>
    <message>
        <source>The {card} went onto the run {meld}.</source>
        <translation>K postupce {meld:dat} se přikládá {card:nom}.</translation>
    </message>
    <message>
        <source>The {card} went onto the set {meld}.</source>
        <translation>Ke skupině ({meld}) se přikládá {card:nom}.</translation>
    </message>
    <message>
        <source>There is nothing to reset yet: no hand has been recorded.</source>
        <translation>Zatím není co vynulovat: ještě nebylo zaznamenáno žádné kolo.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Přemýšlí…</translation>
    </message>
    <message>
        <source>This chart shows each finished match: its first bar appears when your first match is over</source>
        <translation>Tento graf ukazuje každou dohranou partii: první sloupec se objeví, až dohrajete svou první partii</translation>
    </message>
    <message>
        <source>This cost you about {points} points. Better: {reason}.</source>
        <translation>Tohle vás stálo asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>This hand: in the box, {box}; captain, {captain}; sitting out, {out}</source>
        <translation>Role v tomto kole – v krabici: {box}; kapitán: {captain}; venku: {out}</translation>
    </message>
    <message>
        <source>This hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>Toto kolo: vy jste v krabici, {captain} je kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>Toto kolo: {box} je v krabici, vy jste kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>Toto kolo: {box} je v krabici, {captain} je kapitánem a vy sedíte venku.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>Toto kolo: {box} je v krabici, {captain} je kapitánem a {out} sedí venku.</translation>
    </message>
    <message>
        <source>Three games at once, each to {target}</source>
        <translation>Tři hry najednou, každá do {target}</translation>
    </message>
    <message>
        <source>Three-hand</source>
        <translation>Tři hráči</translation>
    </message>
    <message>
        <source>To discard, drag a card onto the discard pile or double-click it</source>
        <translation>Kartu odhodíte přetažením na odhazovací hromádku nebo dvojitým kliknutím</translation>
    </message>
    <message>
        <source>Undercut: {knocker} − {defender} = {points}</source>
        <translation>Podříznutí: {knocker} − {defender} = {points}</translation>
    </message>
    <message>
        <source>Unfinished:</source>
        <translation>Nedohrané:</translation>
    </message>
    <message>
        <source>Unknown strength</source>
        <translation>Neznámá síla</translation>
    </message>
    <message>
        <source>Went gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Whether training was on could not be read from your saved match&apos;s choices; training is off.</source>
        <translation>Z voleb vaší uložené partie se nepodařilo přečíst, zda byl zapnutý trénink; trénink je vypnutý.</translation>
    </message>
    <message>
        <source>Who deals first could not be read from your saved match&apos;s choices; the match keeps its own record of its deals, so it goes on as saved.</source>
        <translation>Z voleb vaší uložené partie se nepodařilo přečíst, kdo rozdává první; partie si rozdání pamatuje sama, takže pokračuje tak, jak byla uložena.</translation>
    </message>
    <message>
        <source>Who went gin: in Straight gin no one may knock</source>
        <translation>Kdo udělal gin: ve Straight Gin nikdo nesmí klepat</translation>
    </message>
    <message>
        <source>Win rate over them: {rate}.</source>
        <translation>Podíl výher v nich: {rate}.</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Průběžný podíl výher</translation>
    </message>
    <message>
        <source>You could knock with {deadwood} deadwood. {why}</source>
        <translation>Mohli byste klepnout s volnými kartami za {deadwood}. {why}</translation>
    </message>
    <message>
        <source>You drew the {card}</source>
        <translation>Táhnete si {card:acc}</translation>
    </message>
    <message>
        <source>You had {dd} deadwood and nothing to lay off.</source>
        <translation>Zbývají vám volné karty za {dd} a není co přiložit.</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}, in the middle of hand {hand} (score {scores}). Resume it?</source>
        <translation>Máte nedohranou partii hry {game}, uprostřed kola {hand} (stav {scores}). Chcete v ní pokračovat?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}, in the middle of hand {hand}:
{games}
Resume it?</source>
        <translation>Máte nedohranou partii hry {game}, uprostřed kola {hand}:
{games}
Chcete v ní pokračovat?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is dealt and nobody has played in it yet (score {scores}). Resume it?</source>
        <translation>Máte nedohranou partii hry {game}: kolo {hand} je rozdané a ještě v něm nikdo nehrál (stav {scores}). Chcete v ní pokračovat?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is dealt and nobody has played in it yet:
{games}
Resume it?</source>
        <translation>Máte nedohranou partii hry {game}: kolo {hand} je rozdané a ještě v něm nikdo nehrál:
{games}
Chcete v ní pokračovat?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is over and the next hand is not dealt yet (score {scores}). Resume it?</source>
        <translation>Máte nedohranou partii hry {game}: kolo {hand} skončilo a další kolo ještě není rozdané (stav {scores}). Chcete v ní pokračovat?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is over and the next hand is not dealt yet.
{games}
Resume it?</source>
        <translation>Máte nedohranou partii hry {game}: kolo {hand} skončilo a další kolo ještě není rozdané.
{games}
Chcete v ní pokračovat?</translation>
    </message>
    <message>
        <source>You have made no decisions in the hand being played yet, so this is the last hand finished.</source>
        <translation>V rozehraném kole jste zatím nic nerozhodovali, proto je zde poslední dohrané kolo.</translation>
    </message>
    <message>
        <source>You have made no decisions in this hand yet.</source>
        <translation>V tomto kole jste zatím nic nerozhodovali.</translation>
    </message>
    <message>
        <source>You have made no decisions in this hand yet. To review an earlier hand, choose it in the Hand list.</source>
        <translation>V tomto kole jste zatím nic nerozhodovali. Chcete-li rozebrat dřívější kolo, vyberte ho v seznamu Kolo.</translation>
    </message>
    <message>
        <source>You knocked with the {card}</source>
        <translation>Klepete, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood, but {name} had only {dd}.</source>
        <translation>Klepete s volnými kartami za {kd}, ale {name} má jen {dd}.</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood, but {name} had {dd} too.</source>
        <translation>Klepete s volnými kartami za {kd}, ale {name} má také {dd}.</translation>
    </message>
    <message>
        <source>You knocked, discarding the {card} face down</source>
        <translation>Klepete a lícem dolů odhazujete {card:acc}</translation>
    </message>
    <message>
        <source>You laid off {cards:the|the} on {name}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Přikládáte {cards:acc} ke kombinacím {name:hráče|gen} a zůstávají vám volné karty za {dd}.</translation>
    </message>
    <message>
        <source>You laid off {cards} on {name}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Přikládáte {cards:acc} ke kombinacím {name:hráče|gen} a zůstávají vám volné karty za {dd}.</translation>
    </message>
    <message>
        <source>You laid off {layoffs}, leaving {dd} deadwood.</source>
        <translation>Po přiložení {layoffs} vám zůstávají volné karty za {dd}.</translation>
    </message>
    <message>
        <source>You lay off {cards:the|the}</source>
        <translation>Přikládáte {cards:acc}</translation>
    </message>
    <message>
        <source>You sat out this hand: the points go to the captain.</source>
        <translation>V tomto kole sedíte venku: body získává kapitán.</translation>
    </message>
    <message>
        <source>You sat out this hand: there are no decisions of yours to review</source>
        <translation>V tomto kole jste seděli venku: nemáte tu žádná svá rozhodnutí k rozboru</translation>
    </message>
    <message>
        <source>You score {points}</source>
        <translation>Získáváte {points}</translation>
    </message>
    <message>
        <source>You went gin with the {card}</source>
        <translation>Máte gin, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>You went gin, discarding the {card} face down</source>
        <translation>Máte gin a lícem dolů odhazujete {card:acc}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Vyhráli jste partii!</translation>
    </message>
    <message>
        <source>You won game {game}</source>
        <translation>Vítězem hry {game} jste vy</translation>
    </message>
    <message>
        <source>You won the match</source>
        <translation>Vyhráli jste partii</translation>
    </message>
    <message>
        <source>Your cards out of play, {count}</source>
        <translation>Vaše karty mimo hru, {count}</translation>
    </message>
    <message>
        <source>Your cards, out of play this hand ({n})</source>
        <translation>Vaše karty, v tomto kole mimo hru ({n})</translation>
    </message>
    <message>
        <source>Your cards, out of play this hand: click them to see them larger</source>
        <translation>Vaše karty, v tomto kole mimo hru: kliknutím na ně je zvětšíte</translation>
    </message>
    <message>
        <source>Your cards: {cards}. In the stock: {stock} cards.</source>
        <translation>Vaše karty: {cards}. Karet v balíčku: {stock}.</translation>
    </message>
    <message>
        <source>Your cards: {cards}. On the pile: {card}. In the stock: {stock} cards.</source>
        <translation>Vaše karty: {cards}. Na hromádce: {card}. Karet v balíčku: {stock}.</translation>
    </message>
    <message>
        <source>Your last move was about as good as the hint&apos;s: {move}.</source>
        <translation>Váš poslední tah byl skoro stejně dobrý jako tah z rady: {move}.</translation>
    </message>
    <message>
        <source>Your last save could not be read; this is the copy saved just before it, so your last move may be missing.</source>
        <translation>Vaše poslední uložení nelze načíst; toto je kopie uložená těsně před ním, takže může chybět váš poslední tah.</translation>
    </message>
    <message>
        <source>Your matches, oldest to newest</source>
        <translation>Vaše partie, od nejstarší po nejnovější</translation>
    </message>
    <message>
        <source>Your name in your saved match could not be read; in this match the table shows you as “{name}”.</source>
        <translation>Vaše jméno v uložené partii se nepodařilo přečíst; v této partii vás stůl uvádí jako „{name}“.</translation>
    </message>
    <message>
        <source>Your running total (to {target})</source>
        <translation>Váš průběžný součet (do {target})</translation>
    </message>
    <message>
        <source>Your running total in game {game} (to {target})</source>
        <translation>Váš průběžný součet ve hře {game} (do {target})</translation>
    </message>
    <message>
        <source>Your saved match could not be read ({reason}); it was resumed from the copy saved just before it, so your last move may be missing. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>Vaši uloženou partii nelze načíst ({reason}); pokračuje se v ní z kopie uložené těsně před ní, takže může chybět váš poslední tah. Nečitelný soubor byl ponechán jako {name} ve složce {folder}.</translation>
    </message>
    <message>
        <source>Your saved match could not be read ({reason}); the copy saved just before it was used in its place. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>Vaši uloženou partii nelze načíst ({reason}); místo ní byla použita kopie uložená těsně před ní. Nečitelný soubor byl ponechán jako {name} ve složce {folder}.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Gin Desktop, so this version cannot open it. It is left as it is, for the newer version to find; this version keeps its own match in a separate file, so neither match is lost.</source>
        <translation>Vaši uloženou partii vytvořila novější verze Gin Desktop, proto ji tato verze nemůže otevřít. Zůstává tak, jak je, aby ji novější verze znovu našla; tato verze ukládá svou vlastní partii do zvláštního souboru, takže se neztratí ani jedna z nich.</translation>
    </message>
    <message>
        <source>Your saved matches were made by a newer version of Gin Desktop, so this version cannot open them and will not write over them: the match you play now will not be saved. To continue your saved matches, and to have your games saved, use the newer version.</source>
        <translation>Vaše uložené partie vytvořila novější verze Gin Desktop, proto je tato verze nemůže otevřít a nebude je přepisovat: partie, kterou teď budete hrát, se neuloží. Chcete-li pokračovat v uložených partiích a ukládat své hry, použijte novější verzi.</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>Jste na tahu: vezměte otočenou kartu, nebo ji nechte ležet</translation>
    </message>
    <message>
        <source>Yours: hands where you undercut the player who knocked. Against you: hands where you knocked and were undercut.</source>
        <translation>Vaše: kola, ve kterých jste podřízli hráče, který klepl. Proti vám: kola, ve kterých jste klepli a byli jste podříznuti.</translation>
    </message>
    <message>
        <source>a draw when the stock is empty</source>
        <translation>kolo bez výsledku při prázdném balíčku</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>už existuje složka stejného jména</translation>
    </message>
    <message>
        <source>a shutout doubles the score</source>
        <translation>výhra do nuly zdvojnásobí skóre</translation>
    </message>
    <message>
        <source>a shutout is not doubled</source>
        <translation>výhra do nuly skóre nezdvojnásobí</translation>
    </message>
    <message>
        <source>after hand {hand}, {scores}</source>
        <translation>po kole {hand}, {scores}</translation>
    </message>
    <message>
        <source>and knocked with the {card}</source>
        <translation>a klepe, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>and went gin with the {card}</source>
        <translation>a má gin, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>and you knocked with the {card}</source>
        <translation>a klepete, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>and you went gin with the {card}</source>
        <translation>a máte gin, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>another player won {points} ({how})</source>
        <translation>jiný hráč vyhrál {points} ({how})</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>používá ho jiný program</translation>
    </message>
    <message>
        <source>best</source>
        <translation>nejlepší</translation>
    </message>
    <message>
        <source>better</source>
        <translation>lepší</translation>
    </message>
    <message>
        <source>big gin bonus {points}</source>
        <translation>bonus za velký gin {points}</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>zvolená</translation>
    </message>
    <message>
        <source>equal deadwood is an undercut</source>
        <translation>stejný počet volných bodů je podříznutí</translation>
    </message>
    <message>
        <source>equal deadwood is not an undercut</source>
        <translation>stejný počet volných bodů není podříznutí</translation>
    </message>
    <message>
        <source>first-start welcome</source>
        <translation>uvítání při prvním spuštění</translation>
    </message>
    <message>
        <source>game bonus {points}</source>
        <translation>bonus za partii {points}</translation>
    </message>
    <message>
        <source>gin bonus {points}</source>
        <translation>bonus za gin {points}</translation>
    </message>
    <message>
        <source>gin-statistics</source>
        <translation>statistiky-gin</translation>
    </message>
    <message>
        <source>in the box this hand</source>
        <translation>v tomto kole v krabici</translation>
    </message>
    <message>
        <source>it is damaged or is not this game&apos;s statistics</source>
        <translation>je poškozený nebo neobsahuje statistiky této hry</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>není to běžný soubor</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the game</source>
        <translation>pochází z novější verze hry</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game</source>
        <translation>pochází z novější verze hry</translation>
    </message>
    <message>
        <source>its moves cannot be replayed</source>
        <translation>zaznamenané tahy nelze přehrát</translation>
    </message>
    <message>
        <source>knock by discarding it face down: press {key}</source>
        <translation>klepnete jejím odhozením lícem dolů: stiskněte {key}</translation>
    </message>
    <message>
        <source>knock limit {points}</source>
        <translation>limit pro klepnutí {points}</translation>
    </message>
    <message>
        <source>line bonus {n} ({hands:hand|hands} × {each})</source>
        <translation>bonus za kola {n} ({hands:kolo|kola|kol} × {each})</translation>
    </message>
    <message>
        <source>line bonus {points}</source>
        <translation>bonus za kola {points}</translation>
    </message>
    <message>
        <source>lost the last match</source>
        <translation>poslední partii jste prohráli</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>bez velkého ginu</translation>
    </message>
    <message>
        <source>no game bonus</source>
        <translation>bez bonusu za partii</translation>
    </message>
    <message>
        <source>no line bonus</source>
        <translation>bez bonusu za kola</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>bez bodů</translation>
    </message>
    <message>
        <source>not choices this version of the game can use</source>
        <translation>nejsou to volby, které tato verze hry umí použít</translation>
    </message>
    <message>
        <source>not over yet</source>
        <translation>ještě neskončilo</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>není ano ani ne</translation>
    </message>
    <message>
        <source>passed on {card}</source>
        <translation>nebere {card:acc}</translation>
    </message>
    <message>
        <source>playing by keys</source>
        <translation>hraní klávesami</translation>
    </message>
    <message>
        <source>score pad width</source>
        <translation>šířka zápisu bodů</translation>
    </message>
    <message>
        <source>sees the captain&apos;s cards</source>
        <translation>vidí kapitánovy karty</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>vzatá</translation>
    </message>
    <message>
        <source>the better choice</source>
        <translation>lepší volba</translation>
    </message>
    <message>
        <source>the captain can go gin with it</source>
        <translation>kapitán s ní může ohlásit gin</translation>
    </message>
    <message>
        <source>the captain can knock with it</source>
        <translation>kapitán s ní může klepnout</translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation>líznutá karta</translation>
    </message>
    <message>
        <source>the card taken from the pile</source>
        <translation>karta vzatá z hromádky</translation>
    </message>
    <message>
        <source>the deal alternates</source>
        <translation>rozdává se střídavě</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk je jen pro čtení</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>soubor nelze otevřít</translation>
    </message>
    <message>
        <source>the file is damaged or is not a saved match</source>
        <translation>soubor je poškozený nebo to není uložená partie</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>soubor je prázdný</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>soubor je příliš velký</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>složka neexistuje</translation>
    </message>
    <message>
        <source>the game may not write there</source>
        <translation>hra tam nesmí zapisovat</translation>
    </message>
    <message>
        <source>the game may not write to it</source>
        <translation>hra do něj nesmí zapisovat</translation>
    </message>
    <message>
        <source>the hint&apos;s move</source>
        <translation>tah z rady</translation>
    </message>
    <message>
        <source>the loser deals next</source>
        <translation>rozdává poražený</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>název je příliš dlouhý</translation>
    </message>
    <message>
        <source>the system reported an error</source>
        <translation>systém ohlásil chybu</translation>
    </message>
    <message>
        <source>the winner deals next</source>
        <translation>rozdává vítěz</translation>
    </message>
    <message>
        <source>three-hand {game}</source>
        <translation>{game} pro tři hráče</translation>
    </message>
    <message>
        <source>to {points}</source>
        <translation>do {points}</translation>
    </message>
    <message>
        <source>two-player {game}</source>
        <translation>{game} pro dva hráče</translation>
    </message>
    <message>
        <source>undercut bonus {points}</source>
        <translation>bonus za podříznutí {points}</translation>
    </message>
    <message>
        <source>with Hollywood scoring</source>
        <translation>s počítáním Hollywood</translation>
    </message>
    <message>
        <source>with Oklahoma</source>
        <translation>s pravidlem Oklahoma</translation>
    </message>
    <message>
        <source>without Hollywood scoring</source>
        <translation>bez počítání Hollywood</translation>
    </message>
    <message>
        <source>without Oklahoma</source>
        <translation>bez pravidla Oklahoma</translation>
    </message>
    <message>
        <source>without Straight</source>
        <translation>bez pravidla Straight</translation>
    </message>
    <message>
        <source>won the last match</source>
        <translation>poslední partii jste vyhráli</translation>
    </message>
    <message>
        <source>you can go gin with it</source>
        <translation>můžete s ní ohlásit gin</translation>
    </message>
    <message>
        <source>you won {points} ({how})</source>
        <translation>vyhráli jste {points} ({how})</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>vaše volba</translation>
    </message>
    <message>
        <source>{cards:the|the} on the run of {meld}</source>
        <translation>{cards:gen} k postupce {meld:dat}</translation>
    </message>
    <message>
        <source>{cards:the|the} on the set of {meld}</source>
        <translation>{cards:gen} ke skupině ({meld})</translation>
    </message>
    <message>
        <source>{cards} and {last}</source>
        <translation>{cards} a {last}</translation>
    </message>
    <message>
        <source>{card} ({mark})</source>
        <translation>{card} ({mark})</translation>
    </message>
    <message>
        <source>{code}: game {game} of the three</source>
        <translation>{code}: hra {game} ze tří</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after the captain&apos;s best discard</source>
        <translation>{count}, volné karty za {points}, po kapitánově nejlepším odhození {after:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after your best discard</source>
        <translation>{count}, volné karty za {points}, po nejlepším odhození {after:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after {name}&apos;s best discard</source>
        <translation>{count}, volné karty za {points}, po nejlepším odhození {name:hráče|gen}: {after:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{defender} laid off {cards:the|the} on {knocker}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Po přiložení {cards:gen} ke kombinacím {knocker:hráče|gen} zůstávají {defender:hráči|dat} volné karty za {dd}.</translation>
    </message>
    <message>
        <source>{defender} laid off {cards} on {knocker}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Po přiložení {cards:gen} ke kombinacím {knocker:hráče|gen} zůstávají {defender:hráči|dat} volné karty za {dd}.</translation>
    </message>
    <message>
        <source>{draw}, {end}</source>
        <translation>{draw} {end}</translation>
    </message>
    <message>
        <source>{hands} played, {won} won, {sat} sat out</source>
        <translation>dohráno {hands}, vyhráno {won}, {sat:kolo|kola|kol} jste seděli venku</translation>
    </message>
    <message>
        <source>{knocker} knocked with {kd} deadwood, but {defender} had only {dd}.</source>
        <translation>{knocker} klepe s volnými kartami za {kd}, ale {defender} má jen {dd}.</translation>
    </message>
    <message>
        <source>{knocker} knocked with {kd} deadwood, but {defender} had {dd} too.</source>
        <translation>{knocker} klepe s volnými kartami za {kd}, ale {defender} má také {dd}.</translation>
    </message>
    <message>
        <source>{mark} by a player&apos;s score: that player was in the box that hand</source>
        <translation>{mark} u skóre hráče znamená, že byl v tom kole v krabici</translation>
    </message>
    <message>
        <source>{n:loss|losses} in a row</source>
        <translation>{n:prohra|prohry|proher} v řadě</translation>
    </message>
    <message>
        <source>{n:match|matches}, {mine} points for you and {theirs} against you
a match left for a new game is not counted in the win rates</source>
        <translation>{n:partie|partie|partií}, pro vás {mine:bod|body|bodů} a proti vám {theirs}
partie opuštěné kvůli nové partii se do podílů výher nepočítají</translation>
    </message>
    <message>
        <source>{n:win|wins} in a row</source>
        <translation>{n:výhra|výhry|výher} v řadě</translation>
    </message>
    <message>
        <source>{name} drew the {card}</source>
        <translation>{name} si táhne {card:acc}</translation>
    </message>
    <message>
        <source>{name} had {dd} deadwood and nothing to lay off.</source>
        <translation>{name} má volné karty za {dd} a nemá co přiložit.</translation>
    </message>
    <message>
        <source>{name} is deciding without your advice…</source>
        <translation>{name} se rozhoduje bez vaší rady…</translation>
    </message>
    <message>
        <source>{name} knocked with the {card}</source>
        <translation>{name} klepe, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood, but you had only {dd}.</source>
        <translation>{name} klepe s volnými kartami za {kd}, ale vy máte jen {dd}.</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood, but you had {dd} too.</source>
        <translation>{name} klepe s volnými kartami za {kd}, ale vy máte také {dd}.</translation>
    </message>
    <message>
        <source>{name} knocked, discarding the {card} face down</source>
        <translation>{name} klepe a lícem dolů odhazuje {card:acc}</translation>
    </message>
    <message>
        <source>{name} laid off {cards:the|the} on your melds, leaving {dd} deadwood.</source>
        <translation>Po přiložení {cards:gen} k vašim kombinacím zůstávají {name:hráči|dat} volné karty za {dd}.</translation>
    </message>
    <message>
        <source>{name} lays off {cards:the|the}</source>
        <translation>{name} přikládá {cards:acc}</translation>
    </message>
    <message>
        <source>{name} plays without advice</source>
        <translation>{name} hraje bez rad</translation>
    </message>
    <message>
        <source>{name} went gin with the {card}</source>
        <translation>{name} má gin, odhozená karta: {card:nom}</translation>
    </message>
    <message>
        <source>{name} went gin, discarding the {card} face down</source>
        <translation>{name} má gin a lícem dolů odhazuje {card:acc}</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>Partii vyhrává {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s face-down discard: the {card}</source>
        <translation>Lícem dolů odhodil {name:hráč|} {card:acc}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, the captain you advise</source>
        <translation>Karty {name:hráče|gen}, kapitána, kterému radíte</translation>
    </message>
    <message>
        <source>{name}&apos;s strength in your saved match could not be read; {name} now plays at the {level} level.</source>
        <translation>Sílu {name:hráče|gen} ve vaší uložené partii se nepodařilo přečíst; {name} nyní hraje na úrovni „{level}“.</translation>
    </message>
    <message>
        <source>{name}, game {game}: total {total}</source>
        <translation>{name}, hra {game}: celkem {total}</translation>
    </message>
    <message>
        <source>{name}, game {game}: {points} points, total {total}</source>
        <translation>{name}, hra {game}: {points} b., celkem {total}</translation>
    </message>
    <message>
        <source>{name}: total {total}</source>
        <translation>{name}: celkem {total}</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number}&#xa0;%</translation>
    </message>
    <message>
        <source>{number}. {move} — the table found a better move</source>
        <translation>{number}. {move}: tabulka našla lepší tah</translation>
    </message>
    <message>
        <source>{number}. {move} — won the hand, on average costs about {points} points</source>
        <translation>{number}. {move}: kolo vyhrálo, ale v průměru stojí asi {points:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{outcome} {mine} to {theirs} against {opponent}</source>
        <translation>{outcome} {mine} ku {theirs}, soupeř: {opponent}</translation>
    </message>
    <message>
        <source>{places}, and {last}</source>
        <translation>{places} a {last}</translation>
    </message>
    <message>
        <source>{prompt} (key {stock})</source>
        <translation>{prompt} (klávesa {stock})</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}</source>
        <translation>{prompt}. Vyberte ji šipkami a stiskněte {key}</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}, or press {knock} to go gin</source>
        <translation>{prompt}. Vyberte ji šipkami a stiskněte {key}, nebo ohlaste gin klávesou {knock}</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}, or press {knock} to knock</source>
        <translation>{prompt}. Vyberte ji šipkami a stiskněte {key}, nebo klepněte klávesou {knock}</translation>
    </message>
    <message>
        <source>{prompt}. Drag one onto the discard pile or double-click it</source>
        <translation>{prompt}. Přetáhněte ji na odhazovací hromádku nebo na ni dvakrát klikněte</translation>
    </message>
    <message>
        <source>{prompt}. Press {stock} for the stock or {pile} for the pile</source>
        <translation>{prompt}. Klávesou {stock} si líznete z balíčku, klávesou {pile} vezmete kartu z hromádky</translation>
    </message>
    <message>
        <source>{prompt}. Press {take} to take it or {leave} to pass</source>
        <translation>{prompt}. Klávesou {take} ji vezmete, klávesou {leave} ji necháte ležet</translation>
    </message>
    <message>
        <source>{settings} (written after a quotation mark that is never closed)</source>
        <translation>{settings} (stojí v souboru za uvozovkami, které se nikde neuzavírají)</translation>
    </message>
    <message>
        <source>{setting} (its quotation mark is never closed)</source>
        <translation>{setting} (uvozovky se nikde neuzavírají)</translation>
    </message>
    <message>
        <source>{setting} (its quotation mark is never closed, and the settings written after it were lost with it: {settings})</source>
        <translation>{setting} (uvozovky se nikde neuzavírají, a tak se ztratila i nastavení zapsaná za nimi: {settings})</translation>
    </message>
    <message>
        <source>{streak} (you won {wins} of the last {count})</source>
        <translation>{streak} (vyhráli jste {wins} z posledních {count})</translation>
    </message>
    <message>
        <source>{title}: {cards}</source>
        <translation>{title}: {cards}</translation>
    </message>
    <message>
        <source>{value} in the match you are playing</source>
        <translation>{value} v partii, kterou právě hrajete</translation>
    </message>
    <message>
        <source>“{value}” is not one of the choices</source>
        <translation>„{value}“ není žádná z nabízených možností</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on your melds, leaving {dd} deadwood.</source>
        <translation>Po přiložení {cards:gen} k vašim kombinacím zůstávají {name:hráči|dat} volné karty za {dd}.</translation>
    </message>
    <message>
        <source>The chart draws a line from your next match on.</source>
        <translation>Od vaší příští partie bude graf kreslit čáru.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: their file could not be changed ({reason}). Nothing was removed.</source>
        <translation>Statistiky nelze vynulovat: jejich soubor nelze změnit ({reason}). Nic nebylo odstraněno.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, the captain you advise: {count}</source>
        <translation>Karty {name:hráče|gen}, kapitána, kterému radíte: {count}</translation>
    </message>
    <message>
        <source>{outcome} {mine}–{theirs} against {opponent}
{variant} · {date}</source>
        <translation>{outcome} {mine}–{theirs}, soupeř: {opponent}
{variant} · {date}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>Tie: both hands have {deadwood} deadwood; no score</source>
        <translation>Remíza: oba hráči mají volné karty za {deadwood}; bez bodů</translation>
    </message>
    <message>
        <source>To discard, choose a card with the arrow keys and press {key}</source>
        <translation>Kartu odhodíte tak, že ji vyberete šipkami a stisknete {key}</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>Navrchu odhazovací hromádky: {card}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trénink</translation>
    </message>
    <message>
        <source>Training hint</source>
        <translation>Tréninková rada</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dva hráči</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Podříznutí</translation>
    </message>
    <message>
        <source>Undercut! You score {pts}</source>
        <translation>Podříznutí! Získáváte {pts}</translation>
    </message>
    <message>
        <source>Undercut! {name} scores {pts}</source>
        <translation>Podříznutí! {name} získává {pts}</translation>
    </message>
    <message>
        <source>Undercut: {knocker} − {defender} = {difference}, + {bonus} undercut bonus = {points}</source>
        <translation>Podříznutí: {knocker} − {defender} = {difference}, + {bonus} bonus za podříznutí = {points}</translation>
    </message>
    <message>
        <source>Undercuts:</source>
        <translation>Podříznutí:</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Nedohraná partie</translation>
    </message>
    <message>
        <source>Upcard: the {card}; discard pile: {count}</source>
        <translation>Otočená karta: {card}; odhazovací hromádka: {count}</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>Watch the other players; the hint comes on your turn.</source>
        <translation>Sledujte ostatní hráče; rada přijde, až budete na tahu.</translation>
    </message>
    <message>
        <source>Weighing your decisions…</source>
        <translation>Vyhodnocuji vaše rozhodnutí…</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Kdo kolo rozdával</translation>
    </message>
    <message>
        <source>Who knocked (or went gin)</source>
        <translation>Kdo klepl (nebo udělal gin)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <source>Win rate by variant and opponent</source>
        <translation>Podíl výher podle varianty a soupeře</translation>
    </message>
    <message>
        <source>Win rate by variant and opponent:</source>
        <translation>Podíl výher podle varianty a soupeře:</translation>
    </message>
    <message>
        <source>Worst match:</source>
        <translation>Nejhorší partie:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>You and {name} drew the same rank; the cards went back, the deck was shuffled and you both drew again:</source>
        <translation>Vy a {name} máte stejnou hodnotu: karty se vrátily do balíčku, ten se zamíchal a oba táhnete znovu:</translation>
    </message>
    <message>
        <source>You declared big gin</source>
        <translation>Ohlašujete velký gin</translation>
    </message>
    <message>
        <source>You discarded the {card}</source>
        <translation>Odhazujete {card:acc}</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Lížete si z balíčku</translation>
    </message>
    <message>
        <source>You drew the {card} from the stock</source>
        <translation>Z balíčku si lížete {card:acc}</translation>
    </message>
    <message>
        <source>You had {dd} after laying off.</source>
        <translation>Po přiložení vám zbývá {dd}.</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Klepete</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood.</source>
        <translation>Klepete s volnými kartami za {kd}.</translation>
    </message>
    <message>
        <source>You made no decisions in this hand.</source>
        <translation>V tomto kole jste nic nerozhodovali.</translation>
    </message>
    <message>
        <source>You passed the upcard {card}</source>
        <translation>Necháváte ležet otočenou kartu {card:acc}</translation>
    </message>
    <message>
        <source>You passed the upcard, the {card}</source>
        <translation>Necháváte ležet {card:acc} (otočenou kartu)</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Vy ukazujete</translation>
    </message>
    <message>
        <source>You sit out: suggest a move for the captain, {name}, or let them decide</source>
        <translation>Sedíte venku: navrhněte tah kapitánovi ({name}), nebo ho nechte rozhodnout</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Berete si otočenou kartu {card:acc}</translation>
    </message>
    <message>
        <source>You took the upcard, the {card}</source>
        <translation>Berete si {card:acc} (otočenou kartu)</translation>
    </message>
    <message>
        <source>You took the {card} from the pile</source>
        <translation>Z hromádky si berete {card:acc}</translation>
    </message>
    <message>
        <source>You took {owner}&apos;s {card} from the pile</source>
        <translation>Berete si z hromádky kartu {card:acc}, kterou odhodil {owner:soupeř|}</translation>
    </message>
    <message>
        <source>You went gin</source>
        <translation>Máte gin</translation>
    </message>
    <message>
        <source>You were caught with {dd} deadwood.</source>
        <translation>Zbývají vám volné karty za {dd}.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vyhráli jste partii!</translation>
    </message>
    <message>
        <source>You win the hand: {pts}</source>
        <translation>Vyhráváte kolo: {pts}</translation>
    </message>
    <message>
        <source>Your cards laid down</source>
        <translation>Vaše vyložené karty</translation>
    </message>
    <message>
        <source>Your cards. In the stock: {stock} cards.</source>
        <translation>Vaše karty. Karet v balíčku: {stock}.</translation>
    </message>
    <message>
        <source>Your cards. On the pile: {card}. In the stock: {stock} cards.</source>
        <translation>Vaše karty. Na hromádce: {card}. Karet v balíčku: {stock}.</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Vaše rozhodnutí</translation>
    </message>
    <message>
        <source>Your game is saved after every move, so nothing is lost. You can go on playing; if the table misbehaves, quit and start again: the game will offer to resume where you were.</source>
        <translation>Partie se ukládá po každém tahu, takže se nic neztratí. Můžete hrát dál; pokud se stůl chová divně, ukončete hru a spusťte ji znovu: nabídne pokračování tam, kde jste skončili.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Vaše karty</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Nemáte žádné karty</translation>
    </message>
    <message>
        <source>Your hand, {count}</source>
        <translation>Vaše karty, {count}</translation>
    </message>
    <message>
        <source>Your last move</source>
        <translation>Váš poslední tah</translation>
    </message>
    <message>
        <source>Your last move was a good one.</source>
        <translation>Váš poslední tah byl dobrý.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Váš tah</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock</source>
        <translation>Jste na tahu: lízněte si z balíčku</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the {card} from the pile</source>
        <translation>Jste na tahu: lízněte si z balíčku, nebo vezměte z hromádky {card:acc}</translation>
    </message>
    <message>
        <source>a draw with {cards} left in the stock</source>
        <translation>kolo bez výsledku při {cards:kartě|kartách|kartách} v balíčku</translation>
    </message>
    <message>
        <source>a taken upcard may be discarded</source>
        <translation>vzatou kartu lze hned odhodit</translation>
    </message>
    <message>
        <source>a taken upcard may not be discarded</source>
        <translation>vzatou kartu nelze hned odhodit</translation>
    </message>
    <message>
        <source>and discarded the {card}</source>
        <translation>a odhazuje {card:acc}</translation>
    </message>
    <message>
        <source>and knocked</source>
        <translation>a klepe</translation>
    </message>
    <message>
        <source>and went gin</source>
        <translation>a má gin</translation>
    </message>
    <message>
        <source>and you discarded the {card}</source>
        <translation>a odhazujete {card:acc}</translation>
    </message>
    <message>
        <source>and you knocked</source>
        <translation>a klepete</translation>
    </message>
    <message>
        <source>and you went gin</source>
        <translation>a máte gin</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>rychlost animací</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>velký gin</translation>
    </message>
    <message>
        <source>big gin bonus</source>
        <translation>bonus za velký gin</translation>
    </message>
    <message>
        <source>big gin!</source>
        <translation>velký gin!</translation>
    </message>
    <message>
        <source>cannot be discarded this turn</source>
        <translation>v tomto tahu ji nelze odhodit</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>rub karet</translation>
    </message>
    <message>
        <source>contains control characters</source>
        <translation>obsahuje řídicí znaky</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>volná karta</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>rozdat další kolo</translation>
    </message>
    <message>
        <source>deck style</source>
        <translation>vzhled karet</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>ohlásit velký gin</translation>
    </message>
    <message>
        <source>discard the {card}</source>
        <translation>odhodit {card:acc}</translation>
    </message>
    <message>
        <source>discarded {card}</source>
        <translation>odhazuje {card:acc}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>líznout si z balíčku</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>líznutá</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>líže z balíčku</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <source>from the pile</source>
        <translation>z hromádky</translation>
    </message>
    <message>
        <source>game bonus {n}</source>
        <translation>bonus za partii {n}</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>gin bonus</source>
        <translation>bonus za gin</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>jen gin</translation>
    </message>
    <message>
        <source>gin!</source>
        <translation>gin!</translation>
    </message>
    <message>
        <source>go gin by discarding it face down: press {key}</source>
        <translation>ohlásíte gin jejím odhozením lícem dolů: stiskněte {key}</translation>
    </message>
    <message>
        <source>hand {hand}, {scores}</source>
        <translation>kolo {hand}, {scores}</translation>
    </message>
    <message>
        <source>in a run</source>
        <translation>v postupce</translation>
    </message>
    <message>
        <source>in a set</source>
        <translation>ve skupině</translation>
    </message>
    <message>
        <source>it could not be resumed</source>
        <translation>nelze v ní pokračovat</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>nově v ruce</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>klepnutí</translation>
    </message>
    <message>
        <source>knock ≤ {n}</source>
        <translation>klepnutí ≤ {n}</translation>
    </message>
    <message>
        <source>knock, discarding the {card}</source>
        <translation>klepnout a odhodit {card:acc}</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>klepe</translation>
    </message>
    <message>
        <source>laid off</source>
        <translation>přiložená karta</translation>
    </message>
    <message>
        <source>language</source>
        <translation>jazyk</translation>
    </message>
    <message>
        <source>line bonus {n}</source>
        <translation>bonus za kola {n}</translation>
    </message>
    <message>
        <source>longer than {count} characters</source>
        <translation>delší než {count} znaků</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>prohra</translation>
    </message>
    <message>
        <source>new game choices</source>
        <translation>volby nové partie</translation>
    </message>
    <message>
        <source>no finished matches yet</source>
        <translation>zatím žádné dohrané partie</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatím žádná</translation>
    </message>
    <message>
        <source>not a colour</source>
        <translation>není barva</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>není číslo</translation>
    </message>
    <message>
        <source>not a text</source>
        <translation>není text</translation>
    </message>
    <message>
        <source>not saved window data</source>
        <translation>nejsou uložená data okna</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>není platný JSON</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>nebrat otočenou kartu</translation>
    </message>
    <message>
        <source>player name</source>
        <translation>jméno hráče</translation>
    </message>
    <message>
        <source>shutout: doubled (+{n})</source>
        <translation>výhra do nuly: dvojnásobek (+{n})</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>piková otočená karta: dvojnásobné body</translation>
    </message>
    <message>
        <source>suggest going gin with it: press {key}</source>
        <translation>navrhněte s ní ohlásit gin: stiskněte {key}</translation>
    </message>
    <message>
        <source>suggest knocking with it: press {key}</source>
        <translation>navrhněte s ní klepnout: stiskněte {key}</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>barva stolu</translation>
    </message>
    <message>
        <source>take the top card of the discard pile</source>
        <translation>vzít vrchní kartu z odhazovací hromádky</translation>
    </message>
    <message>
        <source>take the upcard</source>
        <translation>vzít otočenou kartu</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
    <message>
        <source>took your {card} from the pile</source>
        <translation>bere vaši kartu {card:acc} z hromádky</translation>
    </message>
    <message>
        <source>took {card}</source>
        <translation>bere {card:acc}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <translation>bere z hromádky {card:acc}</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>podříznutí</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nečitelné</translation>
    </message>
    <message>
        <source>window layout</source>
        <translation>rozvržení okna</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>velikost okna</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vítěz</translation>
    </message>
    <message>
        <source>won</source>
        <translation>výhra</translation>
    </message>
    <message>
        <source>you can knock with it</source>
        <translation>můžete s ní klepnout</translation>
    </message>
    <message>
        <source>you see the captain&apos;s cards</source>
        <translation>vidíte kapitánovy karty</translation>
    </message>
    <message>
        <source>{bonus}, game {game}</source>
        <translation>{bonus}, hra {game}</translation>
    </message>
    <message>
        <source>{bonus}: {name}</source>
        <translation>{bonus}: {name}</translation>
    </message>
    <message>
        <source>{cards} on the run {meld}</source>
        <translation>{cards:gen} k postupce {meld:dat}</translation>
    </message>
    <message>
        <source>{cards} on the set {meld}</source>
        <translation>{cards:gen} ke skupině {meld:dat}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}</source>
        <translation>{count}, volné karty za {points}</translation>
    </message>
    <message>
        <source>{dd} + {bonus} {what} = {total}.</source>
        <translation>{dd} + {bonus} {what} = {total}.</translation>
    </message>
    <message>
        <source>{draw} {end}</source>
        <translation>{draw} {end}</translation>
    </message>
    <message>
        <source>{first} and {second} drew the same rank; the cards went back, the deck was shuffled and both drew again:</source>
        <translation>{first} a {second} mají stejnou hodnotu: karty se vrátily do balíčku, ten se zamíchal a oba táhnou znovu:</translation>
    </message>
    <message>
        <source>{hands} played, {won} won</source>
        <translation>dohráno {hands}, vyhráno {won}</translation>
    </message>
    <message>
        <source>{kd} − {dd} + {bonus} undercut bonus = {total}.</source>
        <translation>{kd} − {dd} + {bonus} bonus za podříznutí = {total}.</translation>
    </message>
    <message>
        <source>{matches} played, {wins} won ({rate})</source>
        <translation>dohráno {matches}, vyhráno {wins} ({rate})</translation>
    </message>
    <message>
        <source>{mine} by you, {theirs} by your opponents</source>
        <translation>vaše: {mine}, soupeřů: {theirs}</translation>
    </message>
    <message>
        <source>{mine} yours, {theirs} against you</source>
        <translation>vaše: {mine}, proti vám: {theirs}</translation>
    </message>
    <message>
        <source>{name} answers</source>
        <translation>{name} odpovídá</translation>
    </message>
    <message>
        <source>{name} could not be read ({reason}).</source>
        <translation>Soubor {name} se nepodařilo přečíst ({reason}).</translation>
    </message>
    <message>
        <source>{name} declared big gin</source>
        <translation>{name} ohlašuje velký gin</translation>
    </message>
    <message>
        <source>{name} discarded the {card}</source>
        <translation>{name} odhazuje {card:acc}</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name} si líže z balíčku</translation>
    </message>
    <message>
        <source>{name} drew the {card} from the stock</source>
        <translation>{name} si z balíčku líže {card:acc}</translation>
    </message>
    <message>
        <source>{name} had {dd} after laying off.</source>
        <translation>Po přiložení zbývá {name:hráči|dat} {dd}.</translation>
    </message>
    <message>
        <source>{name} holds {count}</source>
        <translation>{name} drží {count}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <source>{name} is weighing your advice…</source>
        <translation>{name} zvažuje vaši radu…</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name} klepe</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood.</source>
        <translation>{name} klepe s volnými kartami za {kd}.</translation>
    </message>
    <message>
        <source>{name} laid off {layoffs}, leaving {dd} deadwood.</source>
        <translation>Po přiložení {layoffs} zůstávají {name:hráči|dat} volné karty za {dd}.</translation>
    </message>
    <message>
        <source>{name} passed the upcard {card}</source>
        <translation>{name} nechává ležet otočenou kartu {card:acc}</translation>
    </message>
    <message>
        <source>{name} passed the upcard, the {card}</source>
        <translation>{name} nechává ležet {card:acc} (otočenou kartu)</translation>
    </message>
    <message>
        <source>{name} scores {points}</source>
        <translation>{name} získává {points}</translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation>{name} ukazuje</translation>
    </message>
    <message>
        <source>{name} suggests: {move}</source>
        <translation>{name} navrhuje: {move}</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Na tahu: {name}</translation>
    </message>
    <message>
        <source>{name} took nothing from the discard pile.</source>
        <translation>{name:Hráč|} si z odhazovací hromádky nic nevzal.</translation>
    </message>
    <message>
        <source>{name} took the upcard {card}</source>
        <translation>{name} si bere otočenou kartu {card:acc}</translation>
    </message>
    <message>
        <source>{name} took the upcard, the {card}</source>
        <translation>{name} si bere {card:acc} (otočenou kartu)</translation>
    </message>
    <message>
        <source>{name} took the {card} from the pile</source>
        <translation>{name} si z hromádky bere {card:acc}</translation>
    </message>
    <message>
        <source>{name} took your {card} from the pile</source>
        <translation>{name} si z hromádky bere vaši kartu {card:acc}</translation>
    </message>
    <message>
        <source>{name} took {owner}&apos;s {card} from the pile</source>
        <translation>{name} si z hromádky bere kartu {card:acc}, kterou odhodil {owner:hráč|}</translation>
    </message>
    <message>
        <source>{name} was caught with {dd} deadwood.</source>
        <translation>{name} má volné karty za {dd}.</translation>
    </message>
    <message>
        <source>{name} went gin</source>
        <translation>{name} má gin</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>Partii vyhrává {name}</translation>
    </message>
    <message>
        <source>{name} wins the hand: {pts}</source>
        <translation>{name} vyhrává kolo: {pts}</translation>
    </message>
    <message>
        <source>{name} won game {game}</source>
        <translation>Vítězem hry {game} je {name}</translation>
    </message>
    <message>
        <source>{name} won the match</source>
        <translation>Partii vyhrává {name}</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name}&apos;s cards laid down</source>
        <translation>Vyložené karty {name:hráče|gen}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Karty {name:hráče|gen}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, {count}</source>
        <translation>Karty {name:hráče|gen}, {count}</translation>
    </message>
    <message>
        <source>{name}, sitting out, suggests another move; {key} plays that one, not this hint.</source>
        <translation>{name} (sedí venku) navrhuje jiný tah; klávesa {key} zahraje navržený tah, ne tuto radu.</translation>
    </message>
    <message>
        <source>{name}: running total (to {target})</source>
        <translation>Průběžný součet: {name} (do {target})</translation>
    </message>
    <message>
        <source>{name}: running total in game {game} (to {target})</source>
        <translation>Průběžný součet ve hře {game}: {name} (do {target})</translation>
    </message>
    <message>
        <source>{name}, game {game}: {bonus}</source>
        <translation>{name}, hra {game}: {bonus}</translation>
    </message>
    <message>
        <source>Run: {meld}</source>
        <translation>Postupka: {meld}</translation>
    </message>
    <message>
        <source>See what you can do with a card, the stock, the discard pile or the table</source>
        <translation>Zjistit, co můžete udělat s kartou, balíčkem, odhazovací hromádkou nebo stolem</translation>
    </message>
    <message>
        <source>Set: {meld}</source>
        <translation>Skupina: {meld}</translation>
    </message>
    <message>
        <source>Suggest going gin with which card? ({key} or Suggest going gin again: cancel)</source>
        <translation>S kterou kartou navrhnout gin? ({key} nebo znovu Navrhnout gin: zrušit)</translation>
    </message>
    <message>
        <source>Suggest knocking with which card? ({key} or Suggest knocking again: cancel)</source>
        <translation>S kterou kartou navrhnout klepnout? ({key} nebo znovu Navrhnout klepnout: zrušit)</translation>
    </message>
    <message>
        <source>The data folder {folder} could not be created ({reason}); this game will not be saved.</source>
        <translation>Složku pro data {folder} nelze vytvořit ({reason}); tato partie se neuloží.</translation>
    </message>
    <message>
        <source>The game could not be saved in the folder {folder} ({reason}). You can play on: it tries again after every move.</source>
        <translation>Partii nelze uložit do složky {folder} ({reason}). Můžete hrát dál: hra to po každém tahu zkusí znovu.</translation>
    </message>
    <message>
        <source>The hand is drawn: only {n:card is|cards are} left in the stock</source>
        <translation>Kolo bez výsledku: balíček se zmenšil na {n:kartu|karty|karet}</translation>
    </message>
    <message>
        <source>The hand is over: Review hand goes through your decisions, and Next hand deals the next one.</source>
        <translation>Kolo skončilo: „Rozebrat kolo“ projde vaše rozhodnutí a „Další kolo“ rozdá další.</translation>
    </message>
    <message>
        <source>The hint plays as the Strong computer would; the table tries each move in many simulated games on random deals, so the two can disagree.</source>
        <translation>Rada hraje jako počítač na úrovni Silný; tabulka každý tah vyzkouší v mnoha simulovaných hrách s náhodným rozdáním, takže se mohou rozcházet.</translation>
    </message>
    <message>
        <source>The points you could expect from this hand after each move (+ won, − lost), averaged over many simulated games with the cards you could not see dealt at random.</source>
        <translation>Body, které jste mohli od tohoto kola čekat po každém tahu (+ získané, − ztracené), v průměru z mnoha simulovaných her, v nichž byly karty, které jste neviděli, rozdány náhodně.</translation>
    </message>
    <message>
        <source>The saved match could not be read ({reason}), so a new match has been dealt.</source>
        <translation>Uloženou partii nelze načíst ({reason}), proto byla rozdána nová.</translation>
    </message>
    <message>
        <source>The saved match could not be read ({reason}), so a new match has been dealt. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>Uloženou partii nelze načíst ({reason}), proto byla rozdána nová. Nečitelný soubor byl ponechán jako {name} ve složce {folder}.</translation>
    </message>
    <message>
        <source>The statistics could not be exported to {path} ({reason}).</source>
        <translation>Statistiky nelze exportovat do {path} ({reason}).</translation>
    </message>
    <message>
        <source>This knock won the hand, but on average it costs about {points} points. Better: {reason}.</source>
        <translation>Toto klepnutí kolo vyhrálo, ale v průměru stojí asi {points:bod|body|bodů}. Lépe: {reason}.</translation>
    </message>
    <message>
        <source>This match could not be saved ({reason}), so it is lost if you quit now.</source>
        <translation>Tuto partii nelze uložit ({reason}), takže pokud hru teď ukončíte, o partii přijdete.</translation>
    </message>
    <message>
        <source>This match has no hand {hand}: its hands are numbered 1 to {last}.</source>
        <translation>Tato partie nemá kolo {hand}: její kola jsou číslována od 1 do {last}.</translation>
    </message>
    <message>
        <source>This match has no seat {seat}: its seats are numbered {first} to {last}.</source>
        <translation>Tato partie nemá místo {seat}: její místa jsou číslována od {first} do {last}.</translation>
    </message>
    <message>
        <source>sitting out this hand</source>
        <translation>v tomto kole venku</translation>
    </message>
    <message>
        <source>{name}: {points} points, total {total}</source>
        <translation>{name}: {points} b., celkem {total}</translation>
    </message>
    <message>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation>{number}. {move}</translation>
    </message>
    <message>
        <source>{number}. {move} — cost about {points} points</source>
        <translation>{number}. {move}: stálo asi {points:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n:karta|karty|karet}</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} b.</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points:bod|body|bodů}</translation>
    </message>
    <message>
        <source>{rules} and {count} more</source>
        <translation>{rules} a {count:další|další|dalších}</translation>
    </message>
    <message>
        <source>{setting} ({why})</source>
        <translation>{setting} ({why})</translation>
    </message>
    <message>
        <source>{value} is not one of {options}</source>
        <translation>{value} není žádná z hodnot {options}</translation>
    </message>
    <message>
        <source>{what}. {then}</source>
        <translation>{what}. {then}</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Předchozí</translation>
    </message>
    <message>
        <source>◀ your choice</source>
        <translation>◀ vaše volba</translation>
    </message>
    <message>
        <source>♠×2</source>
        <translation>♠×2</translation>
    </message>
    <message>
        <source>Knock</source>
        <comment>button</comment>
        <translation>Klepnout</translation>
    </message>
    <message>
        <source>{prog}: no display found (DISPLAY/WAYLAND_DISPLAY unset); run it from a desktop session, or set QT_QPA_PLATFORM=offscreen</source>
        <translation>{prog}: nebyl nalezen žádný displej (DISPLAY/WAYLAND_DISPLAY nejsou nastaveny); spusťte hru v grafickém prostředí, nebo nastavte QT_QPA_PLATFORM=offscreen</translation>
    </message>
    <message>
        <source>{prog}: cannot reach the display {display} (no display server answers there); run it from a desktop session, or check DISPLAY/WAYLAND_DISPLAY</source>
        <translation>{prog}: k displeji {display} se nelze připojit (neodpovídá na něm žádný grafický server); spusťte hru v grafickém prostředí, nebo zkontrolujte DISPLAY/WAYLAND_DISPLAY</translation>
    </message>
    <message>
        <source>{prog}: the display {display} refused the connection (no access to its X server, as after sudo); run it as the desktop session&apos;s user, or check XAUTHORITY and xhost</source>
        <translation>{prog}: displej {display} odmítl spojení (chybí přístup k jeho X serveru, jako po sudo); spusťte hru jako uživatel grafického prostředí, nebo zkontrolujte XAUTHORITY a xhost</translation>
    </message>
    <message>
        <source>{prog}: QT_QPA_PLATFORM asks for a display that {variable} names, and {variable} is not set; run it from a desktop session that sets it, or unset QT_QPA_PLATFORM</source>
        <translation>{prog}: QT_QPA_PLATFORM žádá displej, který určuje proměnná {variable}, ale proměnná {variable} není nastavena; spusťte hru v grafickém prostředí, které ji nastavuje, nebo zrušte QT_QPA_PLATFORM</translation>
    </message>
    <message>
        <source>Offline Gin Rummy against computer opponents.</source>
        <translation>Gin Rummy bez připojení k síti proti počítačovým soupeřům.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>volby</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>zobrazí tuto nápovědu a skončí</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>vypíše verzi a skončí</translation>
    </message>
    <message>
        <source>check that the installation works, print the result and exit</source>
        <translation>ověří, že instalace funguje, vypíše výsledek a skončí</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>KÓD</translation>
    </message>
    <message>
        <source>interface language, e.g. es (default: the system&apos;s)</source>
        <translation>jazyk rozhraní, například cs (výchozí: jazyk systému)</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>použití: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>poziční argumenty</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: chyba: %(message)s
</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>neznámé argumenty: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>volba %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>chybí její hodnota</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>nepřijímá hodnotu, ale dostala %r</translation>
    </message>
    <message>
        <source>passed on {card}</source>
        <comment>you</comment>
        <translation>neberete {card:acc}</translation>
    </message>
    <message>
        <source>took {card}</source>
        <comment>you</comment>
        <translation>berete {card:acc}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <comment>you</comment>
        <translation>berete z hromádky {card:acc}</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <comment>you</comment>
        <translation>lížete z balíčku</translation>
    </message>
    <message>
        <source>discarded {card}</source>
        <comment>you</comment>
        <translation>odhazujete {card:acc}</translation>
    </message>
    <message>
        <source>knocked</source>
        <comment>you</comment>
        <translation>klepete</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <comment>action in a list</comment>
        <translation>Odhodit kartu</translation>
    </message>
    <message>
        <source>none finished yet</source>
        <comment>matches</comment>
        <translation>zatím žádná dohraná</translation>
    </message>
    <message>
        <source>none finished yet</source>
        <comment>hands</comment>
        <translation>zatím žádné dohrané</translation>
    </message>
    <message>
        <source>A dark red table of your own</source>
        <translation>Vlastní tmavě červený stůl</translation>
    </message>
    <message>
        <source>A red table of your own</source>
        <translation>Vlastní červený stůl</translation>
    </message>
    <message>
        <source>A pink table of your own</source>
        <translation>Vlastní růžový stůl</translation>
    </message>
    <message>
        <source>A brown table of your own</source>
        <translation>Vlastní hnědý stůl</translation>
    </message>
    <message>
        <source>An orange table of your own</source>
        <translation>Vlastní oranžový stůl</translation>
    </message>
    <message>
        <source>A light orange table of your own</source>
        <translation>Vlastní světle oranžový stůl</translation>
    </message>
    <message>
        <source>An olive table of your own</source>
        <translation>Vlastní olivový stůl</translation>
    </message>
    <message>
        <source>A yellow table of your own</source>
        <translation>Vlastní žlutý stůl</translation>
    </message>
    <message>
        <source>A light yellow table of your own</source>
        <translation>Vlastní světle žlutý stůl</translation>
    </message>
    <message>
        <source>A dark green table of your own</source>
        <translation>Vlastní tmavě zelený stůl</translation>
    </message>
    <message>
        <source>A green table of your own</source>
        <translation>Vlastní zelený stůl</translation>
    </message>
    <message>
        <source>A light green table of your own</source>
        <translation>Vlastní světle zelený stůl</translation>
    </message>
    <message>
        <source>A dark teal table of your own</source>
        <translation>Vlastní tmavě modrozelený stůl</translation>
    </message>
    <message>
        <source>A teal table of your own</source>
        <translation>Vlastní modrozelený stůl</translation>
    </message>
    <message>
        <source>A light teal table of your own</source>
        <translation>Vlastní světle modrozelený stůl</translation>
    </message>
    <message>
        <source>A dark blue table of your own</source>
        <translation>Vlastní tmavě modrý stůl</translation>
    </message>
    <message>
        <source>A blue table of your own</source>
        <translation>Vlastní modrý stůl</translation>
    </message>
    <message>
        <source>A light blue table of your own</source>
        <translation>Vlastní světle modrý stůl</translation>
    </message>
    <message>
        <source>A dark purple table of your own</source>
        <translation>Vlastní tmavě fialový stůl</translation>
    </message>
    <message>
        <source>A purple table of your own</source>
        <translation>Vlastní fialový stůl</translation>
    </message>
    <message>
        <source>A light purple table of your own</source>
        <translation>Vlastní světle fialový stůl</translation>
    </message>
    <message>
        <source>A dark pink table of your own</source>
        <translation>Vlastní tmavě růžový stůl</translation>
    </message>
    <message>
        <source>A light pink table of your own</source>
        <translation>Vlastní světle růžový stůl</translation>
    </message>
    <message>
        <source>A black table of your own</source>
        <translation>Vlastní černý stůl</translation>
    </message>
    <message>
        <source>A dark grey table of your own</source>
        <translation>Vlastní tmavě šedý stůl</translation>
    </message>
    <message>
        <source>A grey table of your own</source>
        <translation>Vlastní šedý stůl</translation>
    </message>
    <message>
        <source>A light grey table of your own</source>
        <translation>Vlastní světle šedý stůl</translation>
    </message>
    <message>
        <source>A white table of your own</source>
        <translation>Vlastní bílý stůl</translation>
    </message>
    <message>
        <source>Computer, accusative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the accusative; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Computer {number}, accusative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the accusative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Computer, genitive</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the genitive (&quot;the Computer&apos;s cards&quot;); &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítače</translation>
    </message>
    <message>
        <source>Computer {number}, genitive</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the genitive; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítače {number}</translation>
    </message>
    <message>
        <source>Computer, dative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the dative (&quot;advise the Computer&quot;); &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítači</translation>
    </message>
    <message>
        <source>Computer {number}, dative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the dative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítači {number}</translation>
    </message>
    <message>
        <source>Computer, locative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the locative; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítači</translation>
    </message>
    <message>
        <source>Computer {number}, locative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the locative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítači {number}</translation>
    </message>
    <message>
        <source>Computer, instrumental</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the instrumental; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítačem</translation>
    </message>
    <message>
        <source>Computer {number}, instrumental</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the instrumental; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Počítačem {number}</translation>
    </message>
    <message>
        <source>{prog} self-test passed: {games} ({seconds} s)</source>
        <extracomment>The line `gin-desktop --self-test` prints when the installation works. {games}: the matches played, separated by &quot;; &quot;, e.g. &quot;two-player match: 11 hands, 299 moves, score 97-109&quot;; {seconds}: whole seconds.</extracomment>
        <translation>{prog}: kontrola instalace proběhla v pořádku: {games} ({seconds} s)</translation>
    </message>
    <message>
        <source>{prog} self-test failed: {reason}</source>
        <extracomment>{reason}: what went wrong, e.g. &quot;two-player match, hand 3, move 41: the status line is empty&quot;.</extracomment>
        <translation>{prog}: kontrola instalace selhala: {reason}</translation>
    </message>
    <message>
        <source>two-player match</source>
        <translation>partie dvou hráčů</translation>
    </message>
    <message>
        <source>three-hand match</source>
        <translation>partie tří hráčů</translation>
    </message>
    <message>
        <source>three-hand match with ten cards dealt to the player sitting out</source>
        <translation>partie tří hráčů, v níž dostává deset karet i hráč, který sedí venku</translation>
    </message>
    <message>
        <source>a Qt application without windows is already running</source>
        <translation>už běží aplikace Qt bez oken</translation>
    </message>
    <message>
        <source>the match did not finish within {seconds} s</source>
        <translation>partie neskončila do {seconds} s</translation>
    </message>
    <message>
        <source>the window could not be drawn</source>
        <translation>okno se nepodařilo vykreslit</translation>
    </message>
    <message>
        <source>{game}: {hands:hand|hands}, {moves:move|moves}, score {scores}</source>
        <translation>{game}: {hands:kolo|kola|kol}, {moves:tah|tahy|tahů}, skóre {scores}</translation>
    </message>
    <message>
        <source>{game}: {problem}</source>
        <translation>{game}: {problem}</translation>
    </message>
    <message>
        <source>{game}, hand {hand}, move {move}: {problem}</source>
        <translation>{game}, kolo {hand}, tah {move}: {problem}</translation>
    </message>
    <message>
        <source>{count:card|cards} on the table, {different} of them different</source>
        <translation>{count:karta|karty|karet} na stole, z toho {different:různá|různé|různých}</translation>
    </message>
    <message>
        <source>cards dealt to a seat that is not in the hand</source>
        <translation>karty byly rozdány místu, které v tomto kole nehraje</translation>
    </message>
    <message>
        <source>{count:card|cards} out of play instead of {expected}</source>
        <translation>{count:karta|karty|karet} mimo hru namísto {expected}</translation>
    </message>
    <message>
        <source>seat {seat} holds {count:card|cards} instead of {expected}</source>
        <translation>hráč na místě {seat} má {count:kartu|karty|karet} namísto {expected}</translation>
    </message>
    <message>
        <source>seat {seat} has {points:point|points}, but its hands add up to {earned}</source>
        <translation>hráč na místě {seat} má {points:bod|body|bodů}, ale jeho kola dávají dohromady {earned}</translation>
    </message>
    <message>
        <source>what seat {seat} sees shows the wrong cards</source>
        <translation>hráč na místě {seat} vidí nesprávné karty</translation>
    </message>
    <message>
        <source>the status line is empty</source>
        <translation>stavový řádek je prázdný</translation>
    </message>
    <message>
        <source>the table is still moving cards with animations off</source>
        <translation>stůl stále pohybuje kartami, přestože jsou animace vypnuté</translation>
    </message>
    <message>
        <source>the table shows no match</source>
        <translation>stůl nezobrazuje žádnou partii</translation>
    </message>
    <message>
        <source>the table shows the wrong cards for seat {seat}</source>
        <translation>stůl ukazuje nesprávné karty hráče na místě {seat}</translation>
    </message>
    <message>
        <source>the stock or the discard pile on the table differs from the match&apos;s</source>
        <translation>balíček nebo odhazovací hromádka na stole se liší od stavu partie</translation>
    </message>
    <message>
        <source>the cards out of play on the table differ from the match&apos;s</source>
        <translation>karty mimo hru na stole se liší od stavu partie</translation>
    </message>
    <message>
        <source>the cards of the player sitting out are shown face up, though no person sits out</source>
        <translation>karty hráče, který sedí venku, jsou lícem nahoru, ačkoli venku nesedí žádný člověk</translation>
    </message>
    <message>
        <source>the match stopped before its end</source>
        <translation>partie se zastavila před koncem</translation>
    </message>
    <message>
        <source>{shown:move|moves} shown, {played} played</source>
        <translation>{shown:zobrazený tah|zobrazené tahy|zobrazených tahů}, ale {played:odehraný tah|odehrané tahy|odehraných tahů}</translation>
    </message>
    <message>
        <source>the ends of the hands or of the match were not all announced</source>
        <translation>ne všechny konce kol nebo partie byly oznámeny</translation>
    </message>
    <message>
        <source>the winner has not reached the target</source>
        <translation>vítěz nedosáhl cílového počtu bodů</translation>
    </message>
    <message>
        <source>{prog}: no translation for --lang {asked}; the game speaks {languages}. Using English.</source>
        <extracomment>{asked}: what followed --lang, in quotes; {languages}: the codes, e.g. &quot;en, es, cs, pt&quot;.</extracomment>
        <translation>{prog}: pro --lang {asked} neexistuje překlad; hra umí jazyky {languages}. Použije se angličtina.</translation>
    </message>
    <message>
        <source>Review the person&apos;s decisions in one hand of a saved match: every legal choice weighed by simulation from their view, in expected points.</source>
        <translation>Rozebere rozhodnutí hráče v jednom kole uložené partie: každou povolenou možnost zváží simulací z toho, co hráč viděl, v očekávaných bodech.</translation>
    </message>
    <message>
        <source>SAVE</source>
        <translation>SOUBOR</translation>
    </message>
    <message>
        <source>a saved match (JSON)</source>
        <translation>uložená partie (JSON)</translation>
    </message>
    <message>
        <source>the hand to review (default: the last one finished)</source>
        <translation>kolo k rozboru (výchozí: poslední dohrané)</translation>
    </message>
    <message>
        <source>whose decisions (default: the person&apos;s seat in the save)</source>
        <translation>čí rozhodnutí (výchozí: místo hráče v uložené partii)</translation>
    </message>
    <message>
        <source>simulated games per choice (default %(default)s)</source>
        <translation>počet simulovaných her na každou možnost (výchozí %(default)s)</translation>
    </message>
    <message>
        <source>seed of the simulated games</source>
        <translation>semínko simulovaných her</translation>
    </message>
    <message>
        <source>points lost that make a mistake (default %(default)g)</source>
        <translation>ztracené body, od kterých je rozhodnutí chybou (výchozí %(default)g)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>vypíše JSON</translation>
    </message>
    <message>
        <source>the review&apos;s language, e.g. es (default: the game&apos;s)</source>
        <translation>jazyk rozboru, například cs (výchozí: jazyk hry)</translation>
    </message>
    <message>
        <source>--samples must be 1 or more</source>
        <translation>--samples musí být alespoň 1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Focus the card to the left</source>
        <translation>Přejít na kartu vlevo</translation>
    </message>
    <message>
        <source>Focus the card to the right</source>
        <translation>Přejít na kartu vpravo</translation>
    </message>
    <message>
        <source>Focus the first card</source>
        <translation>Přejít na první kartu</translation>
    </message>
    <message>
        <source>Focus the last card</source>
        <translation>Přejít na poslední kartu</translation>
    </message>
    <message>
        <source>Move the focused card left</source>
        <translation>Posunout vybranou kartu doleva</translation>
    </message>
    <message>
        <source>Move the focused card right</source>
        <translation>Posunout vybranou kartu doprava</translation>
    </message>
    <message>
        <source>Discard the focused card (knocks in knock mode); after a hint, make the hinted move</source>
        <translation>Odhodit vybranou kartu (v režimu klepání s ní klepnete); po radě zahrát navržený tah</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Líznout si z balíčku</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Vzít vrchní kartu z odhazovací hromádky</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Vzít otočenou kartu</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Nebrat otočenou kartu</translation>
    </message>
    <message>
        <source>Knock: then choose the card to discard face down</source>
        <translation>Klepnout: pak vyberte kartu, kterou odhodíte lícem dolů</translation>
    </message>
    <message>
        <source>Declare big gin</source>
        <translation>Ohlásit velký gin</translation>
    </message>
    <message>
        <source>Let the captain decide (three-hand, sitting out)</source>
        <translation>Nechat rozhodnout kapitána (ve hře tří hráčů, když sedíte venku)</translation>
    </message>
    <message>
        <source>Let the captain play the rest of the hand, asking no more advice (three-hand, sitting out)</source>
        <translation>Nechat kapitána dohrát zbytek kola bez dalších rad (ve hře tří hráčů, když sedíte venku)</translation>
    </message>
    <message>
        <source>Make the move a hint shows, or follow the advice of the player sitting out (captain)</source>
        <translation>Zahrát tah, který ukazuje rada, nebo se řídit radou hráče, který sedí venku (když jste kapitánem)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Další kolo</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Řadit podle hodnoty</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Řadit podle barvy</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Řadit podle kombinací</translation>
    </message>
    <message>
        <source>Show or hide the whole discard pile</source>
        <translation>Ukázat nebo skrýt celou odhazovací hromádku</translation>
    </message>
    <message>
        <source>Read out the game status and the focused card</source>
        <translation>Přečíst stav partie a vybranou kartu</translation>
    </message>
    <message>
        <source>Read out the whole table: your melds and deadwood, the upcard, the stock, the opponent&apos;s known cards, the scores</source>
        <translation>Přečíst celý stůl: vaše kombinace a volné karty, otočenou kartu, balíček, známé karty soupeře, skóre</translation>
    </message>
    <message>
        <source>Read out the last moves</source>
        <translation>Přečíst poslední tahy</translation>
    </message>
    <message>
        <source>Show the rest of the deck, once the hand is over</source>
        <translation>Ukázat zbytek balíčku, až kolo skončí</translation>
    </message>
    <message>
        <source>Leave knock mode, hide the discard pile or dismiss a notice</source>
        <translation>Zrušit klepání, skrýt odhazovací hromádku nebo zavřít oznámení</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language</source>
        <translation>Jazyk systému</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>A casual player: sees its own melds, grabs cards it does not need, sometimes throws the wrong card and is slow to knock.</source>
        <translation>Rekreační hráč: vidí své kombinace, bere karty, které nepotřebuje, občas odhodí špatnou kartu a s klepnutím otálí.</translation>
    </message>
    <message>
        <source>A steady player: takes a card only to make a meld, throws the card that leaves the least deadwood and knocks at the first chance.</source>
        <translation>Vyrovnaný hráč: bere kartu jen do kombinace, odhazuje kartu, po které zbude nejméně volných bodů, a klepe při první příležitosti.</translation>
    </message>
    <message>
        <source>A careful player: counts the unseen cards, reads the opponent&apos;s picks and discards, avoids feeding its melds and picks its moment to knock.</source>
        <translation>Pečlivý hráč: počítá neviděné karty, čte, co soupeř bere a odhazuje, nedává mu karty do kombinací a vybírá si chvíli ke klepnutí.</translation>
    </message>
    <message>
        <source>A deep thinker: imagines the hands you might hold, plays a knock out to the end of the hand before it commits, and learns your style as the match goes on.</source>
        <translation>Hloubavý hráč: představuje si karty, které můžete držet, a než se rozhodne klepnout, dohraje klepnutí v duchu až do konce kola; během partie se učí váš styl.</translation>
    </message>
    <message>
        <source>A cautious early knocker: knocks as soon as its deadwood allows unless it smells an undercut, and rarely waits for gin.</source>
        <translation>Opatrný hráč, který klepe brzy: klepne, jakmile mu to volné body dovolí, pokud nevětří podříznutí, a na gin čeká jen zřídka.</translation>
    </message>
    <message>
        <source>A gin hunter: holds out for gin, takes discards that build its melds, and knocks short of gin only when the stock runs low.</source>
        <translation>Lovec ginu: vydrží až do ginu, bere odhozené karty, které mu staví kombinace, a bez ginu klepne, jen když v balíčku zbývá málo karet.</translation>
    </message>
    <message>
        <source>A pile hoarder: snaps up discards that go with its cards and knocks at the first chance.</source>
        <translation>Sběrač odhozených karet: bere odhozené karty, které se hodí k jeho kartám, a klepe při první příležitosti.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Silný</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Cautious knocker</source>
        <translation>Opatrný klepač</translation>
    </message>
    <message>
        <source>Gin hunter</source>
        <translation>Lovec ginu</translation>
    </message>
    <message>
        <source>Pile hoarder</source>
        <translation>Sběrač odhozů</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Every deal has a number: Game ▸ Replay deal #… plays it again</source>
        <translation>Každé rozdání má číslo: Hra ▸ Zopakovat rozdání… ho zahraje znovu</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are in use. Nothing of your match or statistics was lost.</source>
        <translation>Soubor s nastavením nelze načíst, proto se používá výchozí nastavení. Z vaší partie ani ze statistik se nic neztratilo.</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are in use. It was kept as {path} for you to mend. Nothing of your match or statistics was lost.</source>
        <translation>Soubor s nastavením nelze načíst, proto se používá výchozí nastavení. Byl ponechán jako {path}, abyste ho mohli opravit. Z vaší partie ani ze statistik se nic neztratilo.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}</source>
        <translation>Některá nastavení nešla načíst a byla obnovena na výchozí: {list}</translation>
    </message>
    <message>
        <source>{reset}. The settings file as it was is kept as {path} for you to mend. Nothing of your match or statistics was lost.</source>
        <translation>{reset}. Soubor s nastavením v původní podobě byl ponechán jako {path}, abyste ho mohli opravit. Z vaší partie ani ze statistik se nic neztratilo.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Tahy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Score pad</source>
        <translation>&amp;Zápis bodů</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>Záznam &amp;tahů</translation>
    </message>
    <message>
        <source>Every move of this hand, in words</source>
        <translation>Všechny tahy tohoto kola slovy</translation>
    </message>
    <message>
        <source>Next &amp;panel</source>
        <translation>&amp;Další panel</translation>
    </message>
    <message>
        <source>Move the keyboard to the next panel: table, move log, score pad</source>
        <translation>Přepnout klávesnici na další panel: stůl, záznam tahů, zápis bodů</translation>
    </message>
    <message>
        <source>P&amp;revious panel</source>
        <translation>Př&amp;edchozí panel</translation>
    </message>
    <message>
        <source>Move the keyboard to the previous panel</source>
        <translation>Přepnout klávesnici na předchozí panel</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>Show the game on the whole screen (F11 again: back to a window)</source>
        <translation>Zobrazit hru přes celou obrazovku (znovu F11: zpět do okna)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Začínáme</translation>
    </message>
    <message>
        <source>Where to learn the game: the rules, the hint, the keys and training mode</source>
        <translation>Kde se naučit hru: pravidla, rada, klávesy a tréninkový režim</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Panel nástrojů</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Panel nástrojů</translation>
    </message>
    <message>
        <source>The saved game could not be resumed; a new game was dealt.</source>
        <translation>V uložené partii nelze pokračovat; byla rozdána nová.</translation>
    </message>
    <message>
        <source>Deal the new game</source>
        <translation>Rozdat novou partii</translation>
    </message>
    <message>
        <source>Replay the deal</source>
        <translation>Zopakovat rozdání</translation>
    </message>
    <message>
        <source>This deal code is from a two-player game, so it is dealt as a two-player game.</source>
        <translation>Tento kód rozdání je ze hry dvou hráčů, proto se rozdává jako hra dvou hráčů.</translation>
    </message>
    <message>
        <source>This deal code is from a three-hand game, so it is dealt as a three-hand game.</source>
        <translation>Tento kód rozdání je ze hry tří hráčů, proto se rozdává jako hra tří hráčů.</translation>
    </message>
    <message>
        <source>In the game this deal code is from, the player sitting out was dealt ten cards too, so they are dealt them again.</source>
        <translation>Ve hře, ze které je tento kód rozdání, dostal deset karet i hráč, který seděl venku, proto je dostane znovu.</translation>
    </message>
    <message>
        <source>In the game this deal code is from, the player sitting out was not dealt any cards, so they are not dealt any now.</source>
        <translation>Ve hře, ze které je tento kód rozdání, nedostal hráč, který seděl venku, žádné karty, proto je nedostane ani teď.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {file} (the game may not write there); they hold until the game is closed.</source>
        <translation>Vaše nastavení nelze uložit do {file} (hra tam nesmí zapisovat); platí, dokud hru nezavřete.</translation>
    </message>
    <message>
        <source>Hint for the captain: {why}</source>
        <translation>Rada pro kapitána: {why}</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Rada: {why}</translation>
    </message>
    <message>
        <source>To learn as you play, start a game in training mode: {menu} ▸ {new_game}.</source>
        <translation>Chcete-li se učit během hry, začněte partii v tréninkovém režimu: {menu} ▸ {new_game}.</translation>
    </message>
    <message>
        <source>New to Gin Rummy? {menu} ▸ {rules} ({rules_key}) explains the game and {hint} ({hint_key}) suggests a move.</source>
        <translation>Hrajete Gin Rummy poprvé? {menu} ▸ {rules} ({rules_key}) vysvětlí hru a {hint} ({hint_key}) poradí tah.</translation>
    </message>
    <message>
        <source>{shortcuts_key} lists every key; the keys {a}, {i} and {w} read out the table, what to do now and the last moves.</source>
        <translation>{shortcuts_key} ukáže všechny klávesy; klávesy {a}, {i} a {w} přečtou stůl, co máte udělat teď a poslední tahy.</translation>
    </message>
    <message>
        <source>Unfinished match: resume it, or start a new game?</source>
        <translation>Nedohraná partie: chcete v ní pokračovat, nebo začít novou?</translation>
    </message>
    <message>
        <source>Hand {hand} · deal #{deal}</source>
        <translation>Kolo {hand} · rozdání č. {deal}</translation>
    </message>
    <message>
        <source>&amp;Take from the pile</source>
        <translation>&amp;Vzít z hromádky</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Vzít vrchní kartu z odhazovací hromádky</translation>
    </message>
    <message>
        <source>Suggest &amp;taking the upcard</source>
        <translation>Navrhnout &amp;vzít otočenou kartu</translation>
    </message>
    <message>
        <source>Suggest &amp;taking from the pile</source>
        <translation>Navrhnout &amp;vzít z hromádky</translation>
    </message>
    <message>
        <source>Suggest that the captain takes the top card of the discard pile; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať si vezme vrchní kartu z odhazovací hromádky; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suggest &amp;drawing from the stock</source>
        <translation>Navrhnout &amp;líznout z balíčku</translation>
    </message>
    <message>
        <source>Suggest that the captain draws the top card of the stock; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať si lízne vrchní kartu z balíčku; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suggest &amp;passing</source>
        <translation>Navrhnout &amp;nebrat</translation>
    </message>
    <message>
        <source>Suggest &amp;knocking…</source>
        <translation>Navrhnout &amp;klepnout…</translation>
    </message>
    <message>
        <source>Suggest that the captain knocks (or goes gin): then choose the card for the captain to discard face down; the captain has the final say.</source>
        <translation>Navrhněte kapitánovi, ať klepne (nebo ohlásí gin): pak vyberte kartu, kterou kapitán odhodí lícem dolů; poslední slovo má kapitán.</translation>
    </message>
    <message>
        <source>Suggest &amp;big gin</source>
        <translation>Navrhnout velký &amp;gin</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;O hře Gin Rummy</translation>
    </message>
    <message>
        <source>&amp;Draw from stock</source>
        <translation>&amp;Líznout z balíčku</translation>
    </message>
    <message>
        <source>&amp;Follow hint or advice</source>
        <translation>Ř&amp;ídit se radou</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>&amp;Let the captain decide</source>
        <translation>Nechat rozhodnout k&amp;apitána</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Další kolo</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Nebrat</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Replay deal #…</source>
        <translation>&amp;Zopakovat rozdání…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <source>Let the captain pla&amp;y this hand</source>
        <translation>Nechat kap&amp;itána dohrát toto kolo</translation>
    </message>
    <message>
        <source>&amp;Take upcard</source>
        <translation>&amp;Vzít otočenou kartu</translation>
    </message>
    <message>
        <source>Choose players and rules, and deal a new game</source>
        <translation>Vybrat hráče a pravidla a rozdat novou partii</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Rozdat další kolo</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Líznout si vrchní kartu z balíčku</translation>
    </message>
    <message>
        <source>Group your melds together, deadwood last</source>
        <translation>Seskupit kombinace, volné karty nakonec</translation>
    </message>
    <message>
        <source>&amp;Knock…</source>
        <translation>&amp;Klepnout…</translation>
    </message>
    <message>
        <source>All eleven cards are in melds: end the hand with big gin</source>
        <translation>Všech jedenáct karet je v kombinacích: ukončit kolo velkým ginem</translation>
    </message>
    <message>
        <source>Declare &amp;big gin</source>
        <translation>Ohlásit velký &amp;gin</translation>
    </message>
    <message>
        <source>Knock (or go gin): then choose the card to discard face down</source>
        <translation>Klepnout (nebo ohlásit gin): pak vyberte kartu, kterou odhodíte lícem dolů</translation>
    </message>
    <message>
        <source>Make the move the Hint names; in three-hand, as captain, the move the player sitting out suggests</source>
        <translation>Zahrát tah, který ukazuje Rada; ve hře tří hráčů, když jste kapitánem, tah, který navrhuje hráč sedící venku</translation>
    </message>
    <message>
        <source>Name, cards, table colour, animations, language</source>
        <translation>Jméno, karty, barva stolu, animace, jazyk</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>Pass the upcard offered on the first turn</source>
        <translation>Nebrat otočenou kartu nabídnutou v prvním tahu</translation>
    </message>
    <message>
        <source>Play a numbered deal again with the same players and rules</source>
        <translation>Zahrát očíslované rozdání znovu se stejnými hráči a pravidly</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <source>Sort by &amp;melds</source>
        <translation>Řadit podle k&amp;ombinací</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Řadit podle &amp;hodnoty</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Řadit podle &amp;barvy</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Seřadit karty v ruce podle hodnoty</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Seřadit karty v ruce podle barvy</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Take the upcard (the top card of the discard pile)</source>
        <translation>Vzít otočenou kartu (vrchní kartu odhazovací hromádky)</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no advice this turn</source>
        <translation>Tři hráči, sedíte venku: v tomto tahu neradit</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no more advice this hand; the captain plays it to its end</source>
        <translation>Tři hráči, sedíte venku: v tomto kole už neradit; kapitán ho dohraje sám</translation>
    </message>
    <message>
        <source>What would a strong player do now?</source>
        <translation>Co by teď udělal silný hráč?</translation>
    </message>
    <message>
        <source>Your results over all games</source>
        <translation>Vaše výsledky ze všech partií</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Two players: &amp;you against the computer</source>
        <translation>Dva hráči: &amp;vy proti počítači</translation>
    </message>
    <message>
        <source>&amp;Three-hand (“the box”): roles are drawn</source>
        <translation>T&amp;ři hráči („krabice“): role se losují</translation>
    </message>
    <message>
        <source>Ten cards to each of the three players, as the rulebook&apos;s text says. The cards of the player sitting out are not played: only they see them (and may advise the captain knowing them), and the stock has 21 cards.</source>
        <translation>Deset karet každému ze tří hráčů, jak říká text pravidel. Karty hráče, který sedí venku, se nehrají: vidí je jen on (a může podle nich radit kapitánovi) a v balíčku je 21 karet.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <source>Tr&amp;aining mode: hints, mistakes marked, a review after each hand</source>
        <translation>Tré&amp;ninkový režim: rady, označené chyby a rozbor po každém kole</translation>
    </message>
    <message>
        <source>A hint before each of your moves, each costly move marked as you make it, and a review of your decisions after every hand</source>
        <translation>Rada před každým vaším tahem, označení každého tahu, který vás stojí body, hned jak ho zahrajete, a rozbor vašich rozhodnutí po každém kole</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <source>random</source>
        <translation>náhodné</translation>
    </message>
    <message>
        <source>Every deal has a number, shown at the bottom of the window. Enter one, or a deal code copied at the end of a hand, to replay that deal; leave empty for a new random deal.</source>
        <translation>Každé rozdání má číslo, které je vidět dole v okně. Zadejte ho, nebo kód rozdání zkopírovaný na konci kola, a rozdání se zopakuje; pro nové náhodné rozdání nechte pole prázdné.</translation>
    </message>
    <message>
        <source>Replay deal &amp;#:</source>
        <translation>Zopakovat rozdání &amp;č.:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (jen gin)</translation>
    </message>
    <message>
        <source>&amp;Big gin, bonus:</source>
        <translation>Velký &amp;gin, bonus:</translation>
    </message>
    <message>
        <source>&amp;Straight: no knocking, gin only</source>
        <translation>S&amp;traight: bez klepání, jen gin</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: tři hry najednou</translation>
    </message>
    <message>
        <source>the winner of the hand</source>
        <translation>vítěz kola</translation>
    </message>
    <message>
        <source>the loser of the hand</source>
        <translation>poražený v kole</translation>
    </message>
    <message>
        <source>the players in turn</source>
        <translation>hráči se střídají</translation>
    </message>
    <message>
        <source>the box, every hand</source>
        <translation>krabice, každé kolo</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s score</source>
        <translation>Výhr&amp;a do nuly zdvojnásobí body vítěze</translation>
    </message>
    <message>
        <source>Equal deadwood is an &amp;undercut</source>
        <translation>Stejný počet volných bodů je &amp;podříznutí</translation>
    </message>
    <message>
        <source>A &amp;card just taken from the pile may be discarded</source>
        <translation>Kartu právě vzatou z hromádky lze o&amp;dhodit</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>Př&amp;edvolba:</translation>
    </message>
    <message>
        <source>Ta&amp;rget:</source>
        <translation>&amp;Cíl:</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Limit pro klepnutí:</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>&amp;Bonus za gin:</translation>
    </message>
    <message>
        <source>Und&amp;ercut bonus:</source>
        <translation>Bon&amp;us za podříznutí:</translation>
    </message>
    <message>
        <source>&amp;Line bonus (per hand won):</source>
        <translation>Bonus za &amp;každé vyhrané kolo:</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Bonus za parti&amp;i:</translation>
    </message>
    <message>
        <source>Ne&amp;xt dealer:</source>
        <translation>Příště ro&amp;zdává:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Rozdat</translation>
    </message>
    <message>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <source>The target must be from {low} to {high} points, so it is now {value}.</source>
        <translation>Cíl musí být od {low} do {high} bodů, proto je teď {value}.</translation>
    </message>
    <message>
        <source>The knock limit must be from {low} to {high} points, so it is now {value}.</source>
        <translation>Limit pro klepnutí musí být od {low} do {high} bodů, proto je teď {value}.</translation>
    </message>
    <message>
        <source>The gin bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>Bonus za gin musí být od {low} do {high} bodů, proto je teď {value}.</translation>
    </message>
    <message>
        <source>The undercut bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>Bonus za podříznutí musí být od {low} do {high} bodů, proto je teď {value}.</translation>
    </message>
    <message>
        <source>The big gin bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>Bonus za velký gin musí být od {low} do {high} bodů, proto je teď {value}.</translation>
    </message>
    <message>
        <source>The line bonus must be from {low} (off) to {high} points, so it is now {value}.</source>
        <translation>Bonus za každé vyhrané kolo musí být od {low} (vypnuto) do {high} bodů, proto je teď {value}.</translation>
    </message>
    <message>
        <source>The game bonus must be from {low} (off) to {high} points, so it is now {value}.</source>
        <translation>Bonus za partii musí být od {low} (vypnuto) do {high} bodů, proto je teď {value}.</translation>
    </message>
    <message>
        <source>Nothing has been dealt yet: press Deal to play with it.</source>
        <translation>Zatím se nic nerozdalo: stiskněte Rozdat a hrajte s touto hodnotou.</translation>
    </message>
    <message>
        <source>In the three-hand game the box deals every hand.</source>
        <translation>Ve hře tří hráčů rozdává každé kolo krabice.</translation>
    </message>
    <message>
        <source>Your &amp;first role:</source>
        <translation>Vaše role v první&amp;m kole:</translation>
    </message>
    <message>
        <source>Who deals the first hand of this deal. Whoever deals gets the dealer&apos;s cards: choose the other dealer to play the other hand.</source>
        <translation>Kdo rozdává první kolo tohoto rozdání. Kdo rozdává, dostane karty rozdávajícího: zvolte druhého hráče a zahrajete si druhou ruku.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Vlastní pravidla</translation>
    </message>
    <message>
        <source>{name}, level:</source>
        <translation>Úroveň ({name}):</translation>
    </message>
    <message>
        <source>Deal the player s&amp;itting out ten cards too, kept out of play</source>
        <translation>Rozdat deset karet i hráči, který sedí venku (jeho kart&amp;y zůstanou mimo hru)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the upcard sets the knock limit; a spade doubles the score</source>
        <translation>&amp;Oklahoma: otočená karta určuje limit pro klepnutí; piková zdvojnásobí body</translation>
    </message>
    <message>
        <source>This bonus is not scored.</source>
        <translation>Tento bonus se nepočítá.</translation>
    </message>
    <message>
        <source>Computer, le&amp;vel:</source>
        <translation>Úroveň počítačového &amp;soupeře:</translation>
    </message>
    <message>
        <source>Computer &amp;{number}, level:</source>
        <translation>Úroveň počítače &amp;{number}:</translation>
    </message>
    <message>
        <source>Your role in the first hand of this deal: the deal code says who was in the box, who was captain and who sat out.</source>
        <translation>Vaše role v prvním kole tohoto rozdání: kód rozdání říká, kdo byl v krabici, kdo byl kapitánem a kdo seděl venku.</translation>
    </message>
    <message>
        <source>Your role in the first hand of this deal. The roles are drawn by cards, and the same deal always draws the same cards: choose another role to play the deal from another side of the table.</source>
        <translation>Vaše role v prvním kole tohoto rozdání. Role se losují kartami a stejné rozdání vylosuje vždy stejné karty: zvolte jinou roli a zahrajete si rozdání z jiného místa u stolu.</translation>
    </message>
    <message>
        <source>&amp;First dealer:</source>
        <translation>Rozdávající v první&amp;m kole:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>jen gin</translation>
    </message>
    <message>
        <source>by the upcard</source>
        <translation>podle otočené karty</translation>
    </message>
    <message>
        <source>Straight: only gin ends a hand, so Oklahoma&apos;s upcard sets no knock limit.</source>
        <translation>Straight: kolo končí jen ginem, takže otočená karta v Oklahomě neurčuje žádný limit pro klepnutí.</translation>
    </message>
    <message>
        <source>Oklahoma: the upcard sets the knock limit; Straight: gin only.</source>
        <translation>Oklahoma: otočená karta určuje limit pro klepnutí; Straight: jen gin.</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: a spade upcard doubles the score (under Straight the upcard sets no knock limit)</source>
        <translation>&amp;Oklahoma: piková otočená karta zdvojnásobí body (ve variantě Straight otočená karta neurčuje limit pro klepnutí)</translation>
    </message>
    <message>
        <source>Straight: only gin ends a hand, and a gin is never undercut.</source>
        <translation>Straight: kolo končí jen ginem a gin nelze nikdy podříznout.</translation>
    </message>
    <message>
        <source>This deal code is from a two-player game: choose “Two players” to replay it.</source>
        <translation>Tento kód rozdání je ze hry dvou hráčů: chcete-li ho zopakovat, zvolte „Dva hráči“.</translation>
    </message>
    <message>
        <source>This deal code is from a three-hand game: choose “Three-hand” to replay it.</source>
        <translation>Tento kód rozdání je ze hry tří hráčů: chcete-li ho zopakovat, zvolte „Tři hráči“.</translation>
    </message>
    <message>
        <source>This deal code is from a game in which the player sitting out was dealt ten cards too: tick “Deal the player sitting out ten cards too” to replay it.</source>
        <translation>Tento kód rozdání je ze hry, ve které dostal deset karet i hráč, který seděl venku: chcete-li ho zopakovat, zaškrtněte „Rozdat deset karet i hráči, který sedí venku“.</translation>
    </message>
    <message>
        <source>This deal code is from a game in which the player sitting out was not dealt any cards: clear “Deal the player sitting out ten cards too” to replay it.</source>
        <translation>Tento kód rozdání je ze hry, ve které hráč, který seděl venku, nedostal žádné karty: chcete-li ho zopakovat, zrušte zaškrtnutí „Rozdat deset karet i hráči, který sedí venku“.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Soubory &amp;typu:</translation>
    </message>
</context>
<context>
    <name>ReplayDealDialog</name>
    <message>
        <source>Enter the number of a deal, shown at the bottom of the window while it is played, or a deal code copied at the end of a hand.</source>
        <translation>Zadejte číslo rozdání, které je vidět dole v okně, dokud se hraje, nebo kód rozdání zkopírovaný na konci kola.</translation>
    </message>
    <message>
        <source>Replay deal</source>
        <translation>Zopakovat rozdání</translation>
    </message>
    <message>
        <source>Type a deal number or code, such as {code}.</source>
        <translation>Napište číslo nebo kód rozdání, například {code}.</translation>
    </message>
    <message>
        <source>Deal the numbered deal again, with the same players and rules. The number of the deal being played is shown at the bottom of the window; a deal code copied at the end of a hand works too.</source>
        <translation>Zopakuje rozdání s tímto číslem, se stejnými hráči a pravidly. Číslo právě hraného rozdání je vidět dole v okně; funguje i kód rozdání zkopírovaný na konci kola.</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>&amp;Číslo rozdání:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Rozdat</translation>
    </message>
    <message>
        <source>This deal code needs a newer version of the game.</source>
        <translation>Tento kód rozdání vyžaduje novější verzi hry.</translation>
    </message>
    <message>
        <source>This deal code has a mistake in it: a character is wrong, missing or one too many. Copy it again, or check it character by character.</source>
        <translation>V tomto kódu rozdání je chyba: některý znak je špatně, chybí nebo přebývá. Zkopírujte ho znovu, nebo ho zkontrolujte znak po znaku.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># Rules

The rulebook file is missing from this installation.</source>
        <extracomment>RULES.md &quot;Extras&quot;: the line and game bonuses&apos; usual values, named while they are off.</extracomment>
        <translation># Pravidla

V této instalaci chybí soubor s pravidly.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>Pravidla hry Gin Rummy</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Text pravidel</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Obsah</translation>
    </message>
</context>
<context>
    <name>ScorePadDock</name>
    <message>
        <source>Score pad</source>
        <extracomment>A three-hand line&apos;s mark in the scores of the seat that sat the hand out. Whether a finished hand can be opened in the review window (set by the window&apos;s review features; None: no hand can): its line&apos;s tooltip then says how. The hand number whose review the person asked for. The dock&apos;s size changed (the window&apos;s layout applied a width asked for it).</extracomment>
        <translation>Zápis bodů</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Zatím žádná partie</translation>
    </message>
    <message>
        <source>Hollywood: three games, each to {target}</source>
        <translation>Hollywood: tři hry, každá do {target}</translation>
    </message>
    <message>
        <source>First to {target} wins</source>
        <translation>Vyhrává, kdo první dosáhne {target}</translation>
    </message>
    <message>
        <source>Oklahoma: ♠×2 marks a doubled hand</source>
        <translation>Oklahoma: ♠×2 značí zdvojnásobené kolo</translation>
    </message>
    <message>
        <source>Straight: gin only</source>
        <translation>Straight: jen gin</translation>
    </message>
    <message>
        <source>Rest the pointer on a line to see how it was scored.</source>
        <translation>Podržte ukazatel nad řádkem a uvidíte, jak se body počítaly.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Green table</source>
        <translation>Zelený stůl</translation>
    </message>
    <message>
        <source>Teal table</source>
        <translation>Modrozelený stůl</translation>
    </message>
    <message>
        <source>Burgundy table</source>
        <translation>Vínový stůl</translation>
    </message>
    <message>
        <source>Slate blue table</source>
        <translation>Břidlicově modrý stůl</translation>
    </message>
    <message>
        <source>Brown table</source>
        <translation>Hnědý stůl</translation>
    </message>
    <message>
        <source>&amp;Other colour…</source>
        <translation>Jiná &amp;barva…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Výchozí</translation>
    </message>
    <message>
        <source>The game switches to the new language when you press OK.</source>
        <translation>Hra se přepne do nového jazyka, jakmile stisknete OK.</translation>
    </message>
    <message>
        <source>Chosen on the command line (--lang) for this session only; your saved choice is still “{language}”.</source>
        <translation>Zvoleno na příkazovém řádku (--lang) jen pro toto spuštění; vaše uložená volba je stále „{language}“.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <source>Shown at the table and on the score pad, in the match being played too.</source>
        <translation>Zobrazuje se u stolu a v zápisu bodů, i v rozehrané partii.</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Karty:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Rub karet:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Barva &amp;stolu:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animace:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Ja&amp;zyk:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Barva stolu</translation>
    </message>
    <message>
        <source>Your name: {why}</source>
        <translation>Vaše jméno: {why}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Příkaz</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klávesa</translation>
    </message>
    <message>
        <source>Menus also open with Alt and the underlined letter.</source>
        <translation>Nabídky se otevírají také klávesou Alt a podtrženým písmenem.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
</context>
</TS>
