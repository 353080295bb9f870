<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>Choose players and rules, and deal a new game</source>
        <translation>Escolha jogadores e regras e dê as cartas de uma nova partida</translation>
    </message>
    <message>
        <source>&amp;Replay deal #…</source>
        <translation>&amp;Repetir distribuição nº…</translation>
    </message>
    <message>
        <source>Play a numbered deal again with the same players and rules</source>
        <translation>Jogue de novo uma distribuição numerada com os mesmos jogadores e regras</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Your results over all games</source>
        <translation>Seus resultados em todas as partidas</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>Name, cards, table colour, animations, language</source>
        <translation>Nome, cartas, cor da mesa, animações, idioma</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Draw from stock</source>
        <translation>&amp;Comprar do monte</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Compre a carta de cima do monte</translation>
    </message>
    <message>
        <source>&amp;Take upcard</source>
        <translation>&amp;Pegar a carta virada</translation>
    </message>
    <message>
        <source>Take the upcard (the top card of the discard pile)</source>
        <translation>Pegue a carta virada (a de cima da pilha de descarte)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;ssar</translation>
    </message>
    <message>
        <source>Pass the upcard offered on the first turn</source>
        <translation>Passe a carta virada oferecida no primeiro turno</translation>
    </message>
    <message>
        <source>&amp;Knock…</source>
        <translation>&amp;Bater…</translation>
    </message>
    <message>
        <source>Knock (or go gin): then choose the card to discard face down</source>
        <translation>Bata (ou faça gin): depois escolha a carta que vai descartar virada para baixo</translation>
    </message>
    <message>
        <source>Declare &amp;big gin</source>
        <translation>Declarar &amp;gin grande</translation>
    </message>
    <message>
        <source>All eleven cards are in melds: end the hand with big gin</source>
        <translation>As onze cartas estão em combinações: encerre a mão com gin grande</translation>
    </message>
    <message>
        <source>&amp;Let the captain decide</source>
        <translation>&amp;Deixar o capitão decidir</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no advice this turn</source>
        <translation>Jogo para três, de fora: não dar conselho neste turno</translation>
    </message>
    <message>
        <source>Let the captain pla&amp;y this hand</source>
        <translation>Deixar o capitão &amp;jogar esta mão</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no more advice this hand; the captain plays it to its end</source>
        <translation>Jogo para três, de fora: não dar mais conselhos nesta mão; o capitão a joga até o fim</translation>
    </message>
    <message>
        <source>&amp;Follow hint or advice</source>
        <translation>Seguir a dica ou o consel&amp;ho</translation>
    </message>
    <message>
        <source>Make the move the Hint names; in three-hand, as captain, the move the player sitting out suggests</source>
        <translation>Fazer a jogada que a Dica indica; no jogo para três, como capitão, a jogada que o jogador de fora sugere</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Próxima &amp;mão</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Dê as cartas da próxima mão</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>What would a strong player do now?</source>
        <translation>O que um bom jogador faria agora?</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;valor</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Ordene a sua mão por valor</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Ordenar por &amp;naipe</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Ordene a sua mão por naipe</translation>
    </message>
    <message>
        <source>Sort by &amp;melds</source>
        <translation>Ordenar por c&amp;ombinações</translation>
    </message>
    <message>
        <source>Group your melds together, deadwood last</source>
        <translation>Agrupe as suas combinações, com as cartas soltas no fim</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;Sobre o Gin Rummy</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Gin Rummy</source>
        <translation>Sobre o Gin Rummy</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gin Rummy&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Offline Gin Rummy against computer opponents: the two-player game, the three-hand “box” game, and the Oklahoma, Hollywood and Straight variants.&lt;/p&gt;&lt;p&gt;The computer players see only what a player at a real table could see.&lt;/p&gt;&lt;p&gt;Card art: original, public domain ({licence}).&lt;br&gt;Built with Qt {qt} and PySide6 {pyside}.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gin Rummy&lt;/h2&gt;&lt;p&gt;Versão {version}&lt;/p&gt;&lt;p&gt;Gin Rummy offline contra adversários do computador: o jogo para dois, o jogo para três “da caixa” e as variantes Oklahoma, Hollywood e Straight.&lt;/p&gt;&lt;p&gt;Os jogadores do computador veem só o que um jogador veria numa mesa de verdade.&lt;/p&gt;&lt;p&gt;Arte das cartas: original, em domínio público ({licence}).&lt;br&gt;Feito com Qt {qt} e PySide6 {pyside}.&lt;/p&gt;</translation>
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
        <translation>numa sequência</translation>
    </message>
    <message>
        <source>in a set</source>
        <translation>numa trinca</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>carta solta</translation>
    </message>
    <message>
        <source>card {n} of {count}</source>
        <translation>carta {n} de {count}</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta virada para baixo</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>Take the {card}: with it you can go gin at once</source>
        <extracomment>Taking the upcard offered on the first turn, which lets the player go gin in the same turn. {card}: a card, e.g. &quot;7♥&quot;.</extracomment>
        <translation>Pegue {card:o|a}: com essa carta você pode fazer gin agora mesmo</translation>
    </message>
    <message>
        <source>Pick up the {card}: with it you can go gin at once</source>
        <extracomment>Taking the top card of the discard pile, which lets the player go gin this turn.</extracomment>
        <translation>Pegue {card:o|a} da pilha: com essa carta você pode fazer gin agora mesmo</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a set {meld}</source>
        <extracomment>Taking the upcard offered on the first turn. {card}: a card, e.g. &quot;7♥&quot;; {meld}: the meld&apos;s cards, e.g. &quot;7♣ 7♦ 7♥&quot;.</extracomment>
        <translation>Pegue {card:o|a}: forma uma trinca de {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a run {meld}</source>
        <translation>Pegue {card:o|a}: forma uma sequência {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it extends a meld to {meld}</source>
        <extracomment>{meld}: the meld with the card, e.g. &quot;3♥ 4♥ 5♥ 6♥&quot;, whose other cards were a meld already.</extracomment>
        <translation>Pegue {card:o|a}: aumenta uma combinação, que fica assim: {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it goes with cards you hold</source>
        <translation>Pegue {card:o|a}: combina com cartas que você tem</translation>
    </message>
    <message>
        <source>Take the {card}: a low card that brings your deadwood down to {left}</source>
        <extracomment>{left}: the points of deadwood left, a number.</extracomment>
        <translation>Pegue {card:o|a}: uma carta baixa que reduz os seus pontos soltos para {left}</translation>
    </message>
    <message>
        <source>Take the {card}: it improves your hand</source>
        <translation>Pegue {card:o|a}: melhora a sua mão</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a set {meld}</source>
        <extracomment>Taking the top card of the discard pile (after the first turn).</extracomment>
        <translation>Pegue {card:o|a} da pilha: forma uma trinca de {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a run {meld}</source>
        <translation>Pegue {card:o|a} da pilha: forma uma sequência {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it extends a meld to {meld}</source>
        <translation>Pegue {card:o|a} da pilha: aumenta uma combinação, que fica assim: {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it goes with cards you hold</source>
        <translation>Pegue {card:o|a} da pilha: combina com cartas que você tem</translation>
    </message>
    <message>
        <source>Pick up the {card}: a low card that brings your deadwood down to {left}</source>
        <translation>Pegue {card:o|a} da pilha: uma carta baixa que reduz os seus pontos soltos para {left}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it improves your hand</source>
        <translation>Pegue {card:o|a} da pilha: melhora a sua mão</translation>
    </message>
    <message>
        <source>Pass: there is nothing to pick up</source>
        <translation>Passe: não há nada para pegar</translation>
    </message>
    <message>
        <source>Draw from the stock: there is nothing to pick up</source>
        <translation>Compre do monte: não há nada para pegar</translation>
    </message>
    <message>
        <source>Pass the {card}: it does not fit your hand well enough</source>
        <translation>Passe {card:o|a}: não se encaixa bem o bastante na sua mão</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} does not fit your hand well enough</source>
        <translation>Compre do monte: {card:o|a} não se encaixa bem o bastante na sua mão</translation>
    </message>
    <message>
        <source>Pass the {card}: it would go in a meld, but your hand has better chances without it</source>
        <extracomment>Leaving the face-up card {card} though it would go in a meld with cards of the hand.</extracomment>
        <translation>Passe {card:o|a}: entraria em uma combinação, mas sua mão tem chances melhores sem essa carta</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would go in a meld, but your hand has better chances without it</source>
        <translation>Compre do monte: {card:o|a} entraria em uma combinação, mas sua mão tem chances melhores sem essa carta</translation>
    </message>
    <message>
        <source>Draw from the stock: both players passed the {card}, so the stock is the only draw</source>
        <extracomment>The first draw after both players passed the upcard {card}: it may not be picked up.</extracomment>
        <translation>Compre do monte: os dois jogadores passaram {card:o|a}, então só se pode comprar do monte</translation>
    </message>
    <message>
        <source>Pass the {card}: all your cards are in melds already, so you can go gin after your next draw</source>
        <extracomment>Leaving the face-up card {card} with every card of the hand in a meld: gin comes after the next draw, whatever it brings.</extracomment>
        <translation>Passe {card:o|a}: todas as suas cartas já estão em combinações, então você pode fazer gin depois da sua próxima compra</translation>
    </message>
    <message>
        <source>Draw from the stock: all your cards are in melds already, so any card you draw lets you go gin</source>
        <translation>Compre do monte: todas as suas cartas já estão em combinações, então qualquer carta que você comprar permite fazer gin</translation>
    </message>
    <message>
        <source>Call big gin: all eleven cards are in melds</source>
        <translation>Declare gin grande: as onze cartas estão em combinações</translation>
    </message>
    <message>
        <source>Go gin, discarding the {card}: every other card is in a meld</source>
        <translation>Faça gin descartando {card:o|a}: todas as outras cartas estão em combinações</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood is low enough to win the hand</source>
        <translation>Bata descartando {card:o|a}: com {left:ponto solto|pontos soltos} você pode ganhar a mão</translation>
    </message>
    <message>
        <source>Discard the {card}: a high card in no meld, leaving {left} deadwood</source>
        <translation>Descarte {card:o|a}: uma carta alta fora das combinações; você fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card}: it fits nothing and leaves {left} deadwood</source>
        <translation>Descarte {card:o|a}: não combina com nada e você fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card}: it keeps your best chances, leaving {left} deadwood</source>
        <translation>Descarte {card:o|a}: assim mantém as suas melhores chances; você fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a high card in no meld, leaving {left} deadwood</source>
        <translation>Descarte {card:o|a} e continue jogando em vez de bater: uma carta alta fora das combinações; você fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it fits nothing and leaves {left} deadwood</source>
        <translation>Descarte {card:o|a} e continue jogando em vez de bater: não combina com nada e você fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it keeps your best chances, leaving {left} deadwood</source>
        <translation>Descarte {card:o|a} e continue jogando em vez de bater: assim mantém as suas melhores chances; você fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a knock now risks an undercut</source>
        <extracomment>The hint discards where the player could knock: why not knock. &quot;Undercut&quot;: the other player ends with as little deadwood as the knocker, or less, and wins the hand.</extracomment>
        <translation>Descarte {card:o|a} e continue jogando em vez de bater: uma batida agora corre o risco de levar um corte</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood should win the hand, though the chance of an undercut is about {chance}%</source>
        <extracomment>The hint&apos;s knock, with the chance of an undercut the hint reckons from the cards seen. {left}: points of deadwood; {chance}: a whole percentage, e.g. 15.</extracomment>
        <translation>Bata descartando {card:o|a}: com {left:ponto solto|pontos soltos} você deve ganhar a mão, embora a chance de levar um corte seja de cerca de {chance}%</translation>
    </message>
    <message>
        <source>go gin, discarding the {card}</source>
        <extracomment>A move in words, as after &quot;I&apos;ll&quot; or &quot;suggests:&quot;, like &quot;knock, discarding the {card}&quot; (the game&apos;s words for a knock): going gin. {card}: the card discarded face down.</extracomment>
        <translation>fazer gin descartando {card:o|a}</translation>
    </message>
    <message>
        <source>{move}: the best move here</source>
        <extracomment>{move}: the move in words, e.g. &quot;deal the next hand&quot;.</extracomment>
        <translation>{move}: a melhor jogada aqui</translation>
    </message>
    <message>
        <source>it makes a set {meld}</source>
        <extracomment>The computer captain&apos;s reason for its move, said to the player who advises it; it follows &quot;because&quot; in the captain&apos;s reply, e.g. &quot;I&apos;ll follow your advice and take the upcard because it makes a set 7♣ 7♦ 7♥&quot;. &quot;I&quot;, &quot;my&quot;: the captain.</extracomment>
        <translation>forma uma trinca de {meld}</translation>
    </message>
    <message>
        <source>it makes a run {meld}</source>
        <translation>forma uma sequência {meld}</translation>
    </message>
    <message>
        <source>with the {card} I can go gin at once</source>
        <translation>com {card:o|a} posso fazer gin agora mesmo</translation>
    </message>
    <message>
        <source>it extends a meld to {meld}</source>
        <translation>aumenta uma combinação, que fica assim: {meld}</translation>
    </message>
    <message>
        <source>the {card} goes with cards I hold</source>
        <translation>{card:o|a} combina com cartas que eu tenho</translation>
    </message>
    <message>
        <source>the {card} is a low card that brings my deadwood down to {left}</source>
        <translation>{card:o|a} é uma carta baixa que reduz os meus pontos soltos para {left}</translation>
    </message>
    <message>
        <source>the {card} improves my hand</source>
        <translation>{card:o|a} melhora a minha mão</translation>
    </message>
    <message>
        <source>it makes {meld}</source>
        <extracomment>Said to a screen-reader player. {meld}: the meld in words as a player says it, a set &quot;four sevens&quot; or &quot;sevens of clubs, hearts and spades&quot;, a run &quot;ten to queen of clubs&quot;.</extracomment>
        <translation>forma {meld}</translation>
    </message>
    <message>
        <source>it makes a run from {meld}</source>
        <extracomment>Said to a screen-reader player. {meld}: a run in words, &quot;ten to queen of clubs&quot;.</extracomment>
        <translation>forma uma sequência {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it makes {meld}</source>
        <translation>Pegue {card:o|a}: forma {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a run from {meld}</source>
        <translation>Pegue {card:o|a}: forma uma sequência {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes {meld}</source>
        <translation>Pegue {card:o|a} da pilha: forma {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a run from {meld}</source>
        <translation>Pegue {card:o|a} da pilha: forma uma sequência {meld}</translation>
    </message>
    <message>
        <source>there is nothing to pick up</source>
        <translation>não há nada para pegar</translation>
    </message>
    <message>
        <source>the {card} does not fit my hand well enough</source>
        <translation>{card:o|a} não se encaixa bem o bastante na minha mão</translation>
    </message>
    <message>
        <source>the {card} would go in a meld, but my hand has better chances without it</source>
        <translation>{card:o|a} entraria em uma combinação, mas minha mão tem chances melhores sem essa carta</translation>
    </message>
    <message>
        <source>all my cards are in melds already, so I can go gin after my next draw</source>
        <translation>todas as minhas cartas já estão em combinações, então posso fazer gin depois da minha próxima compra</translation>
    </message>
    <message>
        <source>all my cards are in melds already, so any card I draw lets me go gin</source>
        <translation>todas as minhas cartas já estão em combinações, então qualquer carta que eu comprar me permite fazer gin</translation>
    </message>
    <message>
        <source>both players passed the {card}</source>
        <translation>os dois jogadores passaram {card:o|a}</translation>
    </message>
    <message>
        <source>all eleven cards are in melds</source>
        <translation>as onze cartas estão em combinações</translation>
    </message>
    <message>
        <source>every other card is in a meld</source>
        <translation>todas as outras cartas estão em combinações</translation>
    </message>
    <message>
        <source>{left} deadwood is low enough to win the hand</source>
        <translation>com {left:ponto solto|pontos soltos} posso ganhar a mão</translation>
    </message>
    <message>
        <source>it is a high card in no meld, leaving {left} deadwood</source>
        <translation>é uma carta alta fora das combinações e fico com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>it fits nothing and leaves {left} deadwood</source>
        <translation>não combina com nada e fico com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>it keeps my best chances, leaving {left} deadwood</source>
        <translation>assim mantenho as minhas melhores chances e fico com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>it is a high card in no meld, leaving {left} deadwood, and I would rather hold on than knock</source>
        <translation>é uma carta alta fora das combinações, fico com {left:ponto solto|pontos soltos} e prefiro continuar jogando em vez de bater</translation>
    </message>
    <message>
        <source>it fits nothing and leaves {left} deadwood, and I would rather hold on than knock</source>
        <translation>não combina com nada, fico com {left:ponto solto|pontos soltos} e prefiro continuar jogando em vez de bater</translation>
    </message>
    <message>
        <source>it keeps my best chances, leaving {left} deadwood, and I would rather hold on than knock</source>
        <translation>assim mantenho as minhas melhores chances, fico com {left:ponto solto|pontos soltos} e prefiro continuar jogando em vez de bater</translation>
    </message>
    <message>
        <source>it is the best move here</source>
        <translation>é a melhor jogada agora</translation>
    </message>
    <message>
        <source>Take the {card}: with it the captain can go gin at once</source>
        <extracomment>A hint for the player who sits out (three-hand) about the move to suggest to the captain, whose hand it is: &quot;the captain&apos;s hand&quot;, &quot;the captain holds&quot;. {card}: a card, e.g. &quot;7♥&quot;.</extracomment>
        <translation>Pegue {card:o|a}: com essa carta o capitão pode fazer gin agora mesmo</translation>
    </message>
    <message>
        <source>Pick up the {card}: with it the captain can go gin at once</source>
        <translation>Pegue {card:o|a} da pilha: com essa carta o capitão pode fazer gin agora mesmo</translation>
    </message>
    <message>
        <source>Take the {card}: it goes with cards the captain holds</source>
        <translation>Pegue {card:o|a}: combina com cartas que o capitão tem</translation>
    </message>
    <message>
        <source>Take the {card}: a low card that brings the captain&apos;s deadwood down to {left}</source>
        <translation>Pegue {card:o|a}: uma carta baixa que reduz os pontos soltos do capitão para {left}</translation>
    </message>
    <message>
        <source>Take the {card}: it improves the captain&apos;s hand</source>
        <translation>Pegue {card:o|a}: melhora a mão do capitão</translation>
    </message>
    <message>
        <source>Pick up the {card}: it goes with cards the captain holds</source>
        <translation>Pegue {card:o|a} da pilha: combina com cartas que o capitão tem</translation>
    </message>
    <message>
        <source>Pick up the {card}: a low card that brings the captain&apos;s deadwood down to {left}</source>
        <translation>Pegue {card:o|a} da pilha: uma carta baixa que reduz os pontos soltos do capitão para {left}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it improves the captain&apos;s hand</source>
        <translation>Pegue {card:o|a} da pilha: melhora a mão do capitão</translation>
    </message>
    <message>
        <source>Pass the {card}: it does not fit the captain&apos;s hand well enough</source>
        <translation>Passe {card:o|a}: não se encaixa bem o bastante na mão do capitão</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} does not fit the captain&apos;s hand well enough</source>
        <translation>Compre do monte: {card:o|a} não se encaixa bem o bastante na mão do capitão</translation>
    </message>
    <message>
        <source>Pass the {card}: it would go in a meld, but the captain&apos;s hand has better chances without it</source>
        <translation>Passe {card:o|a}: entraria em uma combinação, mas a mão do capitão tem chances melhores sem essa carta</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would go in a meld, but the captain&apos;s hand has better chances without it</source>
        <translation>Compre do monte: {card:o|a} entraria em uma combinação, mas a mão do capitão tem chances melhores sem essa carta</translation>
    </message>
    <message>
        <source>Pass the {card}: all the captain&apos;s cards are in melds already, so the captain can go gin after the next draw</source>
        <translation>Passe {card:o|a}: todas as cartas do capitão já estão em combinações, então ele pode fazer gin depois da próxima compra</translation>
    </message>
    <message>
        <source>Draw from the stock: all the captain&apos;s cards are in melds already, so any card drawn lets the captain go gin</source>
        <translation>Compre do monte: todas as cartas do capitão já estão em combinações, então qualquer carta comprada permite que ele faça gin</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood is low enough for the captain to win the hand</source>
        <translation>Bata descartando {card:o|a}: com {left:ponto solto|pontos soltos} o capitão pode ganhar a mão</translation>
    </message>
    <message>
        <source>Discard the {card}: a high card in no meld, leaving the captain {left} deadwood</source>
        <translation>Descarte {card:o|a}: uma carta alta fora das combinações; o capitão fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card}: it fits nothing and leaves the captain {left} deadwood</source>
        <translation>Descarte {card:o|a}: não combina com nada e o capitão fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card}: it keeps the captain&apos;s best chances, leaving {left} deadwood</source>
        <translation>Descarte {card:o|a}: assim o capitão mantém as melhores chances e fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a high card in no meld, leaving the captain {left} deadwood</source>
        <translation>Descarte {card:o|a} e continue jogando em vez de bater: uma carta alta fora das combinações; o capitão fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it fits nothing and leaves the captain {left} deadwood</source>
        <translation>Descarte {card:o|a} e continue jogando em vez de bater: não combina com nada e o capitão fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it keeps the captain&apos;s best chances, leaving {left} deadwood</source>
        <translation>Descarte {card:o|a} e continue jogando em vez de bater: assim o capitão mantém as melhores chances e fica com {left:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Take the {card}: it gives you gin</source>
        <extracomment>A review of the person&apos;s move. {card}: a card, e.g. &quot;7♥&quot;; {meld}: a meld&apos;s cards.</extracomment>
        <translation>Pegue {card:o|a}: com essa carta você faz gin</translation>
    </message>
    <message>
        <source>Take the {card}: it makes the meld {meld}</source>
        <translation>Pegue {card:o|a}: forma a combinação ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: your hand is better with it than with a card you cannot see</source>
        <translation>Pegue {card:o|a}: a sua mão fica melhor com essa carta do que com uma carta que você não vê</translation>
    </message>
    <message>
        <source>Pick up the {card}: it gives you gin</source>
        <translation>Pegue {card:o|a} da pilha: com essa carta você faz gin</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes the meld {meld}</source>
        <translation>Pegue {card:o|a} da pilha: forma a combinação ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: your hand is better with it than with a card from the stock</source>
        <translation>Pegue {card:o|a} da pilha: a sua mão fica melhor com essa carta do que com uma carta do monte</translation>
    </message>
    <message>
        <source>Pass the {card}: in the games played out from here, your hand scored more when you let it go than when you took it</source>
        <translation>Passe {card:o|a}: nas partidas jogadas a partir daqui, a sua mão somou mais deixando essa carta passar do que pegando-a</translation>
    </message>
    <message>
        <source>Draw from the stock: in the games played out from here, your hand scored more with an unknown card from the stock than with the {card}</source>
        <translation>Compre do monte: nas partidas jogadas a partir daqui, a sua mão somou mais com uma carta do monte que você não vê do que com {card:o|a}</translation>
    </message>
    <message>
        <source>Go gin, discarding the {card}: every other card is melded</source>
        <translation>Faça gin descartando {card:o|a}: todas as outras cartas estão combinadas</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: with {left} deadwood you were likely to win the hand now</source>
        <extracomment>{left}: points of deadwood, a number.</extracomment>
        <translation>Bata descartando {card:o|a}: com {left:ponto solto|pontos soltos} você provavelmente ganharia a mão agora</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on: a knock with {left} deadwood was likely to be undercut</source>
        <translation>Descarte {card:o|a} e continue jogando: uma batida com {left:ponto solto|pontos soltos} provavelmente levaria um corte</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} was part of the meld {meld}</source>
        <extracomment>{chosen}: the card the player discarded.</extracomment>
        <translation>Descarte {card:o|a} em vez disso: {chosen:o|a} fazia parte da combinação ({meld})</translation>
    </message>
    <message>
        <source>Discard the {card} instead: it leaves {left} deadwood, not {chosen_left}</source>
        <extracomment>{left}, {chosen_left}: deadwood after the better and after the played discard.</extracomment>
        <translation>Descarte {card:o|a} em vez disso: você fica com {left:ponto solto|pontos soltos}, não {chosen_left}</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards your opponent took from the pile</source>
        <translation>Descarte {card:o|a} em vez disso: {chosen:o|a} combina com cartas que o adversário pegou da pilha</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards the captain took from the pile</source>
        <translation>Descarte {card:o|a} em vez disso: {chosen:o|a} combina com cartas que o capitão pegou da pilha</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards the box took from the pile</source>
        <translation>Descarte {card:o|a} em vez disso: {chosen:o|a} combina com cartas que a caixa pegou da pilha</translation>
    </message>
    <message>
        <source>Discard the {card} instead: it keeps better chances of new melds</source>
        <translation>Descarte {card:o|a} em vez disso: assim mantém melhores chances de novas combinações</translation>
    </message>
    <message>
        <source>No decision cost you points worth mentioning</source>
        <translation>Nenhuma decisão lhe custou pontos que valha a pena mencionar</translation>
    </message>
    <message>
        <source>No decision cost you points against the hint&apos;s advice, though the table, which tries each move in many simulated games, found a better move at {count} of your decisions</source>
        <extracomment>Judged against the hint&apos;s moves, none cost points, but the table of simulated games puts another move clearly ahead at {count} decisions (1 or more): said, so that the heading and the table below it do not read as a contradiction.</extracomment>
        <translation>Nenhuma decisão lhe custou pontos em relação à dica, embora a tabela, que testa cada jogada em muitas simulações, tenha encontrado uma melhor em {count} das suas decisões</translation>
    </message>
    <message>
        <source>1 decision cost you about {points} points</source>
        <translation>1 decisão lhe custou cerca de {points:ponto|pontos}</translation>
    </message>
    <message>
        <source>Your knock won this hand, but on average it costs about {points} points</source>
        <extracomment>The one costly decision was the knock that won the hand (weighed blind to the defender&apos;s cards, it costs points on average).</extracomment>
        <translation>Sua batida ganhou esta mão, mas em média custa cerca de {points:ponto|pontos}</translation>
    </message>
    <message>
        <source>{count} decisions cost you about {points} points</source>
        <extracomment>{count}: a number of decisions (2 or more).</extracomment>
        <translation>{count} decisões lhe custaram cerca de {points:ponto|pontos}</translation>
    </message>
    <message>
        <source>{count} decisions cost you about {points} points on average, among them your knock, which won this hand</source>
        <extracomment>{count}: a number of costly decisions (2 or more), one of them the knock that won the hand (weighed blind to the defender&apos;s cards, it costs points on average).</extracomment>
        <translation>{count} decisões lhe custaram em média cerca de {points:ponto|pontos}, entre elas sua batida, que ganhou esta mão</translation>
    </message>
    <message>
        <source>I&apos;ll follow your advice and {move} because {reason}</source>
        <extracomment>The computer captain&apos;s reply to your suggestion, in the captain&apos;s voice. {move}: the move in words, as after &quot;I&apos;ll&quot;, e.g. &quot;discard the 9♠&quot;; {reason}: why, in the captain&apos;s words (&quot;I&quot;, &quot;my hand&quot;: the captain&apos;s), as after &quot;because&quot;, e.g. &quot;it makes a set 9♣ 9♦ 9♠&quot;.</extracomment>
        <translation>Vou seguir o seu conselho e {move}, porque {reason}</translation>
    </message>
    <message>
        <source>I&apos;d rather {move} than {suggestion} because {reason}</source>
        <extracomment>The captain rejects your suggestion ({suggestion}, e.g. &quot;discard the 9♠&quot;) and makes its own move ({move}), because {reason}.</extracomment>
        <translation>Prefiro {move} em vez de {suggestion}, porque {reason}</translation>
    </message>
    <message>
        <source>I&apos;ll {move} because {reason}</source>
        <extracomment>The captain decides alone, the advisor having let it: its move ({move}) and why.</extracomment>
        <translation>Vou {move}, porque {reason}</translation>
    </message>
    <message>
        <source>I can&apos;t {suggestion} now, so I&apos;ll {move} because {reason}</source>
        <extracomment>{suggestion}: the move you suggested, which the rules do not allow now, e.g. &quot;discard the 9♠&quot;; {move}: the captain&apos;s own move instead; {reason}: why, in the captain&apos;s words.</extracomment>
        <translation>Agora não posso {suggestion}, então vou {move}, porque {reason}</translation>
    </message>
    <message>
        <source>both leave {left} deadwood and my opponent is more likely to use the {card}</source>
        <extracomment>The captain&apos;s reason for throwing its own card, not the one you suggested ({card}), which it keeps; {left}: the deadwood either discard leaves, a number.</extracomment>
        <translation>as duas opções me deixam com {left:ponto solto|pontos soltos} e é mais provável que o meu adversário aproveite {card:o|a}</translation>
    </message>
    <message>
        <source>both leave {left} deadwood and keeping the {card} gives me better chances of a meld</source>
        <translation>as duas opções me deixam com {left:ponto solto|pontos soltos} e, ficando com {card:o|a}, tenho mais chances de formar uma combinação</translation>
    </message>
    <message>
        <source>my opponent is more likely to use the {card}, though that discard would leave me less deadwood</source>
        <extracomment>The card suggested ({card}) would leave less deadwood than the captain&apos;s own discard, but the captain keeps it: the opponent may meld it if thrown.</extracomment>
        <translation>é mais provável que o meu adversário aproveite {card:o|a}, embora esse descarte me deixasse com menos pontos soltos</translation>
    </message>
    <message>
        <source>keeping the {card} gives me better chances of a meld, though that discard would leave me less deadwood</source>
        <translation>ficando com {card:o|a}, tenho mais chances de formar uma combinação, embora esse descarte me deixasse com menos pontos soltos</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>ás</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>oito</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>ace … king, accusative</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the accusative (the direct object: &quot;take the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>{rank} of {suit}, accusative</source>
        <extracomment>A card&apos;s name in the accusative, &quot;{rank}&quot; being its rank word in the accusative; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>ace … king, genitive</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the genitive (&quot;without the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>{rank} of {suit}, genitive</source>
        <extracomment>A card&apos;s name in the genitive, &quot;{rank}&quot; being its rank word in the genitive; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>ace … king, dative</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the dative (&quot;next to the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>{rank} of {suit}, dative</source>
        <extracomment>A card&apos;s name in the dative, &quot;{rank}&quot; being its rank word in the dative; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>ace … king, locative</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the locative (&quot;about the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>{rank} of {suit}, locative</source>
        <extracomment>A card&apos;s name in the locative, &quot;{rank}&quot; being its rank word in the locative; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>ace … king, instrumental</source>
        <extracomment>The rank words ace, two, three ... ten, jack, queen, king, in this order, in the instrumental (&quot;with the seven&quot;), separated by &quot;|&quot;; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>{rank} of {suit}, instrumental</source>
        <extracomment>A card&apos;s name in the instrumental, &quot;{rank}&quot; being its rank word in the instrumental; the same as &quot;{rank} of {suit}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>feminine ranks</source>
        <extracomment>The ranks whose card names are feminine in your language, as numbers (1 = ace, 11 = jack, 12 = queen, 13 = king), space-separated; &quot;-&quot; if none. A template writes &quot;{card:el|la}&quot; to give a card the article of its gender.</extracomment>
        <translation>12</translation>
    </message>
    <message>
        <source>{low} to {high} of {suit}</source>
        <extracomment>A run said as a player says it: &quot;five to eight of hearts&quot;. {low}, {high}: its lowest and highest rank words (a template may give them an article, &quot;{low:del|de la}&quot;, or a case, &quot;{low:gen}&quot;); {suit}: the suit as a card&apos;s name ends with it. The words stand as they are wherever a sentence puts the run, in any case.</extracomment>
        <translation>{low:do|da} {high:ao|à} de {suit}</translation>
    </message>
    <message>
        <source>aces|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|jacks|queens|kings</source>
        <extracomment>The rank words ace ... king in the plural (&quot;three sevens&quot;), in this order, separated by &quot;|&quot;.</extracomment>
        <translation>ases|dois|três|quatros|cincos|seis|setes|oitos|noves|dez|valetes|damas|reis</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <extracomment>A set of all four cards of a rank: &quot;four sevens&quot;. {ranks}: the rank in the plural.</extracomment>
        <translation>quatro {ranks}</translation>
    </message>
    <message>
        <source>{ranks} of {suits}</source>
        <extracomment>A set of three cards of a rank, by their suits: &quot;sevens of hearts, spades and clubs&quot;. {ranks}: the rank in the plural; {suits}: the suits as a card&apos;s name ends with them.</extracomment>
        <translation>{ranks} de {suits}</translation>
    </message>
</context>
<context>
    <name>GinDesktop</name>
    <message>
        <source>Start a new game first</source>
        <translation>Comece uma nova partida primeiro</translation>
    </message>
    <message>
        <source>The match is over: press {key} to start a new game</source>
        <translation>A partida terminou: pressione {key} para começar uma nova partida</translation>
    </message>
    <message>
        <source>Computers are playing every seat: you are watching</source>
        <translation>O computador ocupa todos os lugares: você está só assistindo</translation>
    </message>
    <message>
        <source>Please wait: {name} is thinking</source>
        <translation>Aguarde: {name:|o} está pensando</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand ({key})</source>
        <translation>A mão terminou: clique em Próxima mão ou pressione {key}</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>A mão ainda está sendo jogada</translation>
    </message>
    <message>
        <source>The captain cannot do that: {reason}</source>
        <translation>O capitão não pode fazer isso: {reason}</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to play</source>
        <translation>Não é a sua vez: é a vez {name:de|do}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Não permitido: {reason}</translation>
    </message>
    <message>
        <source>Only the player who sits out gives advice</source>
        <translation>Só quem fica de fora dá conselhos</translation>
    </message>
    <message>
        <source>There is no captain to advise in a two-player game</source>
        <translation>Em uma partida de dois jogadores não há capitão para aconselhar</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>A partida terminou</translation>
    </message>
    <message>
        <source>Wait for the captain&apos;s turn to give advice</source>
        <translation>Espere a vez do capitão para dar conselhos</translation>
    </message>
    <message>
        <source>The captain plays this hand on its own, as you asked</source>
        <translation>O capitão joga esta mão sozinho, como você pediu</translation>
    </message>
    <message>
        <source>No hint now: it is not your turn</source>
        <translation>Sem dica agora: não é a sua vez</translation>
    </message>
    <message>
        <source>The rest of the deck is shown once the hand is over</source>
        <translation>O resto do baralho pode ser visto quando a mão terminar</translation>
    </message>
    <message>
        <source>{name}&apos;s cards are shown once the hand is over</source>
        <translation>As cartas {name:de|do} podem ser vistas quando a mão terminar</translation>
    </message>
    <message>
        <source>No hint between hands: there is nothing to decide</source>
        <translation>Sem dica entre mãos: não há nada a decidir</translation>
    </message>
    <message>
        <source>Press New game ({key})</source>
        <translation>Clique em Nova partida ou pressione {key}</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>a partida terminou</translation>
    </message>
    <message>
        <source>the hand is over, so deal the next hand</source>
        <translation>a mão terminou, então dê as cartas da próxima mão</translation>
    </message>
    <message>
        <source>both players passed the upcard, so draw from the stock</source>
        <translation>os dois passaram a carta virada, então compre do monte</translation>
    </message>
    <message>
        <source>you have drawn already, so discard a card</source>
        <translation>você já comprou, então descarte uma carta</translation>
    </message>
    <message>
        <source>only gin may end this hand, so a knock needs zero deadwood</source>
        <translation>só gin pode encerrar esta mão, então para bater não pode sobrar nenhum ponto solto</translation>
    </message>
    <message>
        <source>the captain must first take or pass the upcard</source>
        <translation>primeiro o capitão precisa pegar ou passar a carta virada</translation>
    </message>
    <message>
        <source>both players passed the upcard, so the captain must draw from the stock</source>
        <translation>os dois passaram a carta virada, então o capitão precisa comprar do monte</translation>
    </message>
    <message>
        <source>the captain must draw a card first, from the stock or the discard pile</source>
        <translation>primeiro o capitão precisa comprar uma carta, do monte ou da pilha de descarte</translation>
    </message>
    <message>
        <source>the captain has drawn already, so suggest a discard</source>
        <translation>o capitão já comprou, então sugira um descarte</translation>
    </message>
    <message>
        <source>the {card} is not in the captain&apos;s hand</source>
        <translation>{card:o|a} não está na mão do capitão</translation>
    </message>
    <message>
        <source>the hand is still being played</source>
        <translation>a mão ainda está sendo jogada</translation>
    </message>
    <message>
        <source>it is {name}&apos;s turn</source>
        <translation>é a vez {name:de|do}</translation>
    </message>
    <message>
        <source>first take or pass the upcard</source>
        <translation>primeiro pegue ou passe a carta virada</translation>
    </message>
    <message>
        <source>draw a card first, from the stock or the discard pile</source>
        <translation>primeiro compre uma carta, do monte ou da pilha de descarte</translation>
    </message>
    <message>
        <source>the {card} is not in your hand</source>
        <translation>{card:o|a} não está na sua mão</translation>
    </message>
    <message>
        <source>the {card} was just taken from the pile and may not be discarded this turn</source>
        <translation>você acabou de pegar {card:o|a} da pilha e não pode descartar essa carta neste turno</translation>
    </message>
    <message>
        <source>a knock needs deadwood of at most {limit} after the discard</source>
        <translation>para bater, depois do descarte os pontos soltos não podem passar de {limit}</translation>
    </message>
    <message>
        <source>big gin is not played under these rules</source>
        <translation>com estas regras não se joga gin grande</translation>
    </message>
    <message>
        <source>big gin needs all eleven cards in melds</source>
        <translation>o gin grande precisa das onze cartas em combinações</translation>
    </message>
    <message>
        <source>that is not allowed now</source>
        <translation>isso não é permitido agora</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nº</translation>
    </message>
    <message>
        <source># Is the computer cheating?

This page is missing from this installation.</source>
        <translation># O computador trapaceia?

Esta página está faltando nesta instalação.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analisar</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>&amp;Copiar código da distribuição</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mão:</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Próxima ▶</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 ponto</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 pt</translation>
    </message>
    <message>
        <source>; doubled (Oklahoma: spade upcard) = {points}</source>
        <translation>; em dobro (Oklahoma: carta virada de espadas) = {points}</translation>
    </message>
    <message>
        <source>A good choice: within {points} points of the best.</source>
        <translation>Uma boa escolha: a menos de {points:ponto|pontos} da melhor.</translation>
    </message>
    <message>
        <source>A tie: nobody scores</source>
        <translation>Empate: ninguém marca pontos</translation>
    </message>
    <message>
        <source>Advise {name}</source>
        <translation>Aconselhe {name:|o}</translation>
    </message>
    <message>
        <source>At the end of a hand: the stock and the opponent&apos;s whole hand, face up</source>
        <translation>No fim de uma mão: o monte e a mão inteira do adversário, virados para cima</translation>
    </message>
    <message>
        <source>Best match:</source>
        <translation>Melhor partida:</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gin grande</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Gin grande!</translation>
    </message>
    <message>
        <source>Big gin! You score {pts}</source>
        <translation>Gin grande! Você marca {pts}</translation>
    </message>
    <message>
        <source>Big gin! {name} scores {pts}</source>
        <translation>Gin grande! {name:|O} marca {pts}</translation>
    </message>
    <message>
        <source>Big gin: {deadwood} deadwood + {bonus} big-gin bonus = {points}</source>
        <translation>Gin grande: {deadwood:ponto solto|pontos soltos} + {bonus} de bônus de gin grande = {points}</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Caixa</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitão</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Cards in the stock: {n}</source>
        <translation>Cartas no monte: {n}</translation>
    </message>
    <message>
        <source>Changed: {changes}</source>
        <translation>Alterações: {changes}</translation>
    </message>
    <message>
        <source>Chart of points lost per decision</source>
        <translation>Gráfico de pontos perdidos por decisão</translation>
    </message>
    <message>
        <source>Chart of recent matches</source>
        <translation>Gráfico das últimas partidas</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Classic, with line bonus and shutout</source>
        <translation>Clássico, com bônus por mãos e capote</translation>
    </message>
    <message>
        <source>Click it: it only lifts, it is not discarded</source>
        <translation>Clique nela: a carta só é levantada, não é descartada</translation>
    </message>
    <message>
        <source>Click the discard pile, or drag its card to your hand</source>
        <translation>Clique na pilha de descarte ou arraste a carta dela para a sua mão</translation>
    </message>
    <message>
        <source>Click the stock</source>
        <translation>Clique no monte</translation>
    </message>
    <message>
        <source>Click the stock, the pile or a card to suggest a move, or let the captain decide.</source>
        <translation>Clique no monte, na pilha ou numa carta para sugerir uma jogada, ou deixe o capitão decidir.</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competição</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computador {number}</translation>
    </message>
    <message>
        <source>Copied: paste it into Game ▸ Replay deal.</source>
        <translation>Copiado: cole-o em Jogo ▸ Repetir distribuição.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Regras personalizadas</translation>
    </message>
    <message>
        <source>Deadwood after the knock {n}</source>
        <translation>Soltos depois da batida: {n}</translation>
    </message>
    <message>
        <source>Deadwood {n}</source>
        <translation>Soltos: {n}</translation>
    </message>
    <message>
        <source>Deadwood {n} · lays off {k}</source>
        <translation>Soltos: {n} · encaixa {k}</translation>
    </message>
    <message>
        <source>Deadwood, {points}: {cards}</source>
        <translation>Cartas soltas, {points}: {cards}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of your cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: you may knock when it is low enough.</source>
        <translation>Cartas soltas: o valor total das suas cartas que não estão em nenhuma combinação (uma trinca de três ou quatro cartas do mesmo valor, ou uma sequência de três ou mais cartas do mesmo naipe). O ás vale 1 e as figuras 10. Quanto menor, melhor: você pode bater quando o total estiver baixo o bastante.</translation>
    </message>
    <message>
        <source>Deal #{deal} · code {code}</source>
        <translation>Distribuição nº {deal} · código {code}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Carteador</translation>
    </message>
    <message>
        <source>Decision {done} of {total}</source>
        <translation>Decisão {done} de {total}</translation>
    </message>
    <message>
        <source>Decision {number} of {count}: {what}</source>
        <translation>Decisão {number} de {count}: {what}</translation>
    </message>
    <message>
        <source>Difference: {dd} − {kd} = {pts}.</source>
        <translation>Diferença: {dd} − {kd} = {pts}.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Descarte uma carta</translation>
    </message>
    <message>
        <source>Discard a card other than the {card}</source>
        <translation>Descarte uma carta que não seja {card:o|a}</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or declare big gin</source>
        <translation>Descarte uma carta que não seja {card:o|a}, ou declare gin grande</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or knock: your deadwood would be {deadwood}</source>
        <translation>Descarte uma carta que não seja {card:o|a}, ou bata: você ficaria com {deadwood:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard a card — or declare big gin</source>
        <translation>Descarte uma carta, ou declare gin grande</translation>
    </message>
    <message>
        <source>Discard a card — or knock: your deadwood would be {deadwood}</source>
        <translation>Descarte uma carta, ou bata: você ficaria com {deadwood:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Pilha de descarte, vazia</translation>
    </message>
    <message>
        <source>Discard pile, oldest first ({n})</source>
        <translation>Pilha de descarte, da mais antiga para a mais recente ({n})</translation>
    </message>
    <message>
        <source>Discard pile, oldest first: {cards}</source>
        <translation>Pilha de descarte, da mais antiga para a mais recente: {cards}</translation>
    </message>
    <message>
        <source>Discard pile: the {card} on top, {count}</source>
        <translation>Pilha de descarte: {card:o|a} no topo, {count}</translation>
    </message>
    <message>
        <source>Discard, or knock</source>
        <translation>Descartar ou bater</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>Fechar o aviso</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Anulada</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Mão anulada</translation>
    </message>
    <message>
        <source>Drawn hand: the stock ran down with nobody knocking; no score</source>
        <translation>Mão anulada: o monte acabou sem ninguém bater; ninguém marca</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to discard it</source>
        <translation>Solte a carta na pilha de descarte para descartá-la</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it</source>
        <translation>Solte a carta na sua mão para comprá-la</translation>
    </message>
    <message>
        <source>End the match?</source>
        <translation>Terminar a partida?</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estatísticas</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Exportar para CSV…</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Final total</source>
        <translation>Total final</translation>
    </message>
    <message>
        <source>Final totals: {totals}.</source>
        <translation>Totais finais: {totals}.</translation>
    </message>
    <message>
        <source>First to {target} wins</source>
        <translation>Vence quem chegar primeiro a {target}</translation>
    </message>
    <message>
        <source>Follow advice</source>
        <translation>Seguir o conselho</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quatro cores</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bônus de partida</translation>
    </message>
    <message>
        <source>Game bonus for {name}, the winner: {points}</source>
        <translation>Bônus por vencer a partida {name:para|para o}: {points}</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Situação da partida</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Jogo {game}
{name}</translation>
    </message>
    <message>
        <source>Game {game}: {scores} (to {target}).</source>
        <translation>Jogo {game}: {scores} (até {target}).</translation>
    </message>
    <message>
        <source>Game {game}: {scores}, won by you.</source>
        <translation>Jogo {game}: {scores}, vencido por você.</translation>
    </message>
    <message>
        <source>Game {game}: {scores}, won by {name}.</source>
        <translation>Jogo {game}: {scores}, vencido {name:por|pelo}.</translation>
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
        <translation>Gin! Você marca {pts}</translation>
    </message>
    <message>
        <source>Gin! {name} scores {pts}</source>
        <translation>Gin! {name:|O} marca {pts}</translation>
    </message>
    <message>
        <source>Gin: no deadwood</source>
        <translation>Gin: nenhuma carta solta</translation>
    </message>
    <message>
        <source>Gin: {deadwood} deadwood + {bonus} gin bonus = {points}</source>
        <translation>Gin: {deadwood:ponto solto|pontos soltos} + {bonus} de bônus de gin = {points}</translation>
    </message>
    <message>
        <source>Gins:</source>
        <translation>Gins:</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Número da mão</translation>
    </message>
    <message>
        <source>Hand over: a tie, no score</source>
        <translation>Fim da mão: empate, ninguém marca</translation>
    </message>
    <message>
        <source>Hand over: you won {points} ({how})</source>
        <translation>Fim da mão: você ganhou {points} ({how})</translation>
    </message>
    <message>
        <source>Hand over: {name} won {points} ({how})</source>
        <translation>Fim da mão: {name:|o} ganhou {points} ({how})</translation>
    </message>
    <message>
        <source>Hand {n}: {dealer} dealt; the upcard is the {card}.</source>
        <translation>Mão {n}: {dealer:|o} deu as cartas; a carta virada é {card:o|a}.</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Mãos:</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Dica: {why}</translation>
    </message>
    <message>
        <source>Hollywood Gin</source>
        <translation>Hollywood Gin</translation>
    </message>
    <message>
        <source>Hollywood: scored in game {games}.</source>
        <translation>Hollywood: marcado no jogo {games}.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantâneas</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Drag a card to another place in your hand</source>
        <translation>Arraste uma carta para outro lugar da sua mão</translation>
    </message>
    <message>
        <source>Drag the card onto the discard pile, or double-click it</source>
        <translation>Arraste a carta até a pilha de descarte ou dê um clique duplo nela</translation>
    </message>
    <message>
        <source>Drag the card onto the knock spot, or press Knock and then discard it</source>
        <translation>Arraste a carta até o lugar de bater, ou clique em Bater e depois descarte-a</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <source>Draw from the stock or the pile</source>
        <translation>Comprar do monte ou da pilha</translation>
    </message>
    <message>
        <source>Drawn by repetition</source>
        <translation>Mão anulada por repetição</translation>
    </message>
    <message>
        <source>Drawn by repetition: the same position came up a third time; no score</source>
        <translation>Mão anulada por repetição: a mesma posição surgiu pela terceira vez; ninguém marca</translation>
    </message>
    <message>
        <source>Drop the card on the captain&apos;s hand to suggest taking it</source>
        <translation>Solte a carta na mão do capitão para sugerir que ele a pegue</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to knock with it</source>
        <translation>Solte a carta no lugar da batida para bater com ela</translation>
    </message>
    <message>
        <source>Drop the card on your hand to take it</source>
        <translation>Solte a carta na sua mão para pegá-la</translation>
    </message>
    <message>
        <source>Equal deadwood: no score.</source>
        <translation>Empate nos pontos soltos: ninguém marca.</translation>
    </message>
    <message>
        <source>Every deal is shuffled from its number alone, before anyone plays, and the computer decides from its own cards only.</source>
        <translation>Cada distribuição é embaralhada apenas a partir do seu número, antes de alguém jogar, e o computador decide só com as próprias cartas.</translation>
    </message>
    <message>
        <source>Every move you could make</source>
        <translation>Todas as jogadas que você podia fazer</translation>
    </message>
    <message>
        <source>Every score of this hand is doubled: the first upcard was a spade</source>
        <translation>Nesta mão todas as pontuações dobram: a primeira carta virada era de espadas</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Pontos esperados</translation>
    </message>
    <message>
        <source>Game {game}</source>
        <translation>Jogo {game}</translation>
    </message>
    <message>
        <source>Game {n}: {list}</source>
        <translation>Jogo {n}: {list}</translation>
    </message>
    <message>
        <source>Game ▸ Replay deal accepts the code and deals these very cards again</source>
        <translation>Jogo ▸ Repetir distribuição aceita o código e distribui exatamente estas cartas de novo</translation>
    </message>
    <message>
        <source>Games won: {games}.</source>
        <translation>Jogos vencidos: {games}.</translation>
    </message>
    <message>
        <source>Gin: end the hand with no deadwood at all. You then discard face down; you score your opponent&apos;s deadwood plus the gin bonus, and nothing can be laid off.</source>
        <translation>Gin: termine a mão sem nenhuma carta solta. Depois você descarta virada para baixo; você marca os pontos soltos do adversário mais o bônus de gin, e nenhuma carta pode ser encaixada.</translation>
    </message>
    <message>
        <source>Gin: now discard a card face down</source>
        <translation>Gin: agora descarte uma carta virada para baixo</translation>
    </message>
    <message>
        <source>Give no advice this turn. {key} lets the captain play the rest of the hand without asking you again.</source>
        <translation>Não dar conselho neste turno. Com {key}, o capitão joga o resto da mão sem perguntar de novo.</translation>
    </message>
    <message>
        <source>G{game}</source>
        <translation>J{game}</translation>
    </message>
    <message>
        <source>Hand number; a dash in a player&apos;s scores: that player sat the hand out</source>
        <translation>Número da mão; um traço nas pontuações de um jogador indica que ele ficou de fora nessa mão</translation>
    </message>
    <message>
        <source>Hand over: only {n:card is|cards are} left in the stock, no score</source>
        <translation>Fim da mão: no monte só há {n:carta|cartas}, ninguém marca</translation>
    </message>
    <message>
        <source>Hand sorted by melds, deadwood last</source>
        <translation>Mão ordenada por combinações, as cartas soltas no fim</translation>
    </message>
    <message>
        <source>Hand sorted by rank</source>
        <translation>Mão ordenada por valor</translation>
    </message>
    <message>
        <source>Hand sorted by suit</source>
        <translation>Mão ordenada por naipe</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Mão {hand}</translation>
    </message>
    <message>
        <source>Hand {hand} · deal #{deal}</source>
        <translation>Mão {hand} · distribuição nº {deal}</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood: scored in all three games.</source>
        <translation>Hollywood: marcado nos três jogos.</translation>
    </message>
    <message>
        <source>Hollywood: scored in games {a} and {b}.</source>
        <translation>Hollywood: marcado nos jogos {a} e {b}.</translation>
    </message>
    <message>
        <source>How deals are made, and how you can check the computer</source>
        <translation>Como as cartas são distribuídas e como você pode conferir o computador</translation>
    </message>
    <message>
        <source>In the match you are playing, none of your decisions has cost you points so far.</source>
        <translation>Na partida que você está jogando, nenhuma das suas decisões lhe custou pontos até agora.</translation>
    </message>
    <message>
        <source>In the match you are playing, your decisions have cost you {value} points each so far.</source>
        <translation>Na partida que você está jogando, as suas decisões custaram até agora {value:ponto|pontos} cada uma.</translation>
    </message>
    <message>
        <source>In your one reviewed match, none of your decisions cost you points.</source>
        <translation>Na sua única partida revisada, nenhuma das suas decisões custou pontos.</translation>
    </message>
    <message>
        <source>In your one reviewed match, your decisions cost you {value} points each.</source>
        <translation>Na sua única partida revisada, as suas decisões custaram {value:ponto|pontos} cada uma.</translation>
    </message>
    <message>
        <source>Is the computer &amp;cheating?</source>
        <translation>O computador &amp;trapaceia?</translation>
    </message>
    <message>
        <source>Is the computer cheating?</source>
        <translation>O computador trapaceia?</translation>
    </message>
    <message>
        <source>It cannot be kept: saving games is not available.</source>
        <translation>Ela não pode ser guardada: não é possível salvar partidas.</translation>
    </message>
    <message>
        <source>It is kept in the archive of saved games as an abandoned match.</source>
        <translation>Ela fica guardada entre as partidas salvas, como partida abandonada.</translation>
    </message>
    <message>
        <source>Just drawn: the {card}</source>
        <translation>Acabou de ser comprada: {card:o|a}</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar jogando</translation>
    </message>
    <message>
        <source>Knock here</source>
        <translation>Bata aqui</translation>
    </message>
    <message>
        <source>Knock limit this hand: {limit}</source>
        <translation>Limite para bater nesta mão: {limit}</translation>
    </message>
    <message>
        <source>Knock spot</source>
        <translation>Lugar para bater</translation>
    </message>
    <message>
        <source>Knock with a card</source>
        <translation>Bater com uma carta</translation>
    </message>
    <message>
        <source>Knock, gin, big gin, undercut, tie or drawn; ♠×2: doubled</source>
        <translation>Batida, gin, gin grande, corte, empate ou anulada; ♠×2: em dobro</translation>
    </message>
    <message>
        <source>Knock: drop a card here</source>
        <translation>Batida: solte uma carta aqui</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with as much deadwood as you or less, they undercut you and score a bonus as well.</source>
        <translation>Batida: termine a mão agora. Depois você descarta virada para baixo, as duas mãos são mostradas, o adversário pode encaixar cartas nas combinações que você baixar e quem tiver menos pontos soltos marca a diferença. Se o adversário terminar com tantos pontos soltos quanto você ou menos, ele corta você: marca a diferença e também um bônus.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with less deadwood, they undercut you and score a bonus as well; with the same deadwood, nobody scores.</source>
        <translation>Batida: termine a mão agora. Depois você descarta virada para baixo, as duas mãos são mostradas, o adversário pode encaixar cartas nas combinações que você baixar e quem tiver menos pontos soltos marca a diferença. Se o adversário terminar com menos pontos soltos, ele corta você: marca a diferença e também um bônus; com os mesmos pontos soltos, ninguém marca.</translation>
    </message>
    <message>
        <source>Knock: now discard a card face down</source>
        <translation>Batida: agora descarte uma carta virada para baixo</translation>
    </message>
    <message>
        <source>Knock: {defender} − {knocker} = {points}</source>
        <translation>Batida: {defender} − {knocker} = {points}</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Bateu</translation>
    </message>
    <message>
        <source>Known in {name}&apos;s hand: {cards}</source>
        <translation>Cartas conhecidas {name:de|do}: {cards}</translation>
    </message>
    <message>
        <source>Known: {cards}</source>
        <translation>Conhecidas: {cards}</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Índices grandes</translation>
    </message>
    <message>
        <source>Last answer: {reason}</source>
        <translation>Última resposta: {reason}</translation>
    </message>
    <message>
        <source>Last matches:</source>
        <translation>Últimas partidas:</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Últimas jogadas</translation>
    </message>
    <message>
        <source>Let the captain decide</source>
        <translation>Deixar o capitão decidir</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bônus por mãos</translation>
    </message>
    <message>
        <source>Look at a card</source>
        <translation>Olhar uma carta</translation>
    </message>
    <message>
        <source>Margin of each of your last {count} matches: your points minus your opponent&apos;s</source>
        <translation>Diferença de cada uma das suas últimas {count} partidas: os seus pontos menos os do adversário</translation>
    </message>
    <message>
        <source>Margin: your points minus your opponent&apos;s</source>
        <translation>Diferença: os seus pontos menos os do adversário</translation>
    </message>
    <message>
        <source>Match over: you won with {points}</source>
        <translation>Fim da partida: você venceu com {points}</translation>
    </message>
    <message>
        <source>Match over: {name} won with {points}</source>
        <translation>Fim da partida: {name:|o} venceu com {points}</translation>
    </message>
    <message>
        <source>Match {number}: {match}</source>
        <translation>Partida {number}: {match}</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Matches under changed rules, recorded before the game kept the rules of each match</source>
        <translation>Partidas com regras alteradas, registradas antes de o jogo guardar as regras de cada partida</translation>
    </message>
    <message>
        <source>Matches, oldest to newest</source>
        <translation>Partidas, da mais antiga à mais recente</translation>
    </message>
    <message>
        <source>Matches, oldest to newest; the hollow point is the match you are playing</source>
        <translation>Partidas, da mais antiga à mais recente; o ponto vazado é a partida que você está jogando</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinações</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registro de jogadas</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Jogadas desta mão</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>Next hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>Próxima mão: você está na caixa, {captain:|o} é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>Próxima mão: {box:|o} está na caixa, você é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>Próxima mão: {box:|o} está na caixa, {captain:|o} é o capitão e você fica de fora.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>Próxima mão: {box:|o} está na caixa, {captain:|o} é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>No deadwood</source>
        <translation>Nenhuma carta solta</translation>
    </message>
    <message>
        <source>No finished matches yet: your wins by variant and opponent appear here after your first match.</source>
        <translation>Ainda não há partidas terminadas: as suas vitórias por variante e adversário aparecem aqui depois da sua primeira partida.</translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation>Sem dica agora</translation>
    </message>
    <message>
        <source>No knock now: knock after drawing, when you are to discard</source>
        <translation>Agora você não pode bater: só se bate depois de comprar, na hora de descartar</translation>
    </message>
    <message>
        <source>No knock now: only gin ends this hand, and your deadwood would be {n}</source>
        <translation>Agora você não pode bater: só o gin termina esta mão e você ficaria com {n:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>No knock now: your deadwood would be {n}, more than the knock limit of {limit}</source>
        <translation>Agora você não pode bater: você ficaria com {n:ponto solto|pontos soltos}, acima do limite para bater, que é {limit}</translation>
    </message>
    <message>
        <source>No layoffs against gin.</source>
        <translation>Num gin, não é permitido encaixar cartas.</translation>
    </message>
    <message>
        <source>No moves yet in this hand.</source>
        <translation>Ainda não há jogadas nesta mão.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normais</translation>
    </message>
    <message>
        <source>Nothing reviewed yet: after each hand you play, the game checks your decisions, and this chart shows how many points they cost you, match by match.</source>
        <translation>Nada revisado ainda: depois de cada mão que você jogar, o jogo confere as suas decisões, e este gráfico mostra quantos pontos elas custaram, partida a partida.</translation>
    </message>
    <message>
        <source>Notice dismissed</source>
        <translation>Aviso fechado</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Avisos</translation>
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
        <translation>Oklahoma: a primeira carta virada era de espadas, então a pontuação dobra para {pts}.</translation>
    </message>
    <message>
        <source>Only gin could end this hand</source>
        <translation>Só gin podia encerrar esta mão</translation>
    </message>
    <message>
        <source>Only gin ends this hand</source>
        <translation>Só o gin termina esta mão</translation>
    </message>
    <message>
        <source>Only match:</source>
        <translation>Única partida:</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Fora de jogo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Pile {n} ▾</source>
        <translation>Pilha {n} ▾</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Jogar com o teclado</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Jogar com o mouse</translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation>Aguarde</translation>
    </message>
    <message>
        <source>Points lost per decision in each of your last {count} reviewed matches; the last: {value}</source>
        <translation>Pontos perdidos por decisão em cada uma das suas últimas {count} partidas revisadas; a última: {value}</translation>
    </message>
    <message>
        <source>Points lost per decision so far in the match you are playing: {value}</source>
        <translation>Pontos perdidos por decisão até agora na partida que você está jogando: {value}</translation>
    </message>
    <message>
        <source>Press Analyse to weigh your decisions in this hand.</source>
        <translation>Clique em Analisar para avaliar as suas decisões nesta mão.</translation>
    </message>
    <message>
        <source>Press Next hand ({key})</source>
        <translation>Clique em Próxima mão ou pressione {key}</translation>
    </message>
    <message>
        <source>Press to draw its top card</source>
        <translation>Pressione para comprar a carta do topo</translation>
    </message>
    <message>
        <source>Press to take the top card</source>
        <translation>Pressione para pegar a carta do topo</translation>
    </message>
    <message>
        <source>Press, then choose the card to discard face down</source>
        <translation>Pressione e escolha a carta que vai descartar virada para baixo</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Re&amp;view hand…</source>
        <translation>Re&amp;ver mão…</translation>
    </message>
    <message>
        <source>Rearrange your hand</source>
        <translation>Reorganizar a sua mão</translation>
    </message>
    <message>
        <source>Recent form:</source>
        <translation>Fase recente:</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Review a saved &amp;match…</source>
        <translation>Rever uma &amp;partida salva…</translation>
    </message>
    <message>
        <source>Review a saved match</source>
        <translation>Rever uma partida salva</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Rever mão</translation>
    </message>
    <message>
        <source>Review hand — {name}</source>
        <translation>Rever mão — {name}</translation>
    </message>
    <message>
        <source>Review the hands of a saved or finished match</source>
        <translation>Rever as mãos de uma partida salva ou terminada</translation>
    </message>
    <message>
        <source>Saved matches (*.json)</source>
        <translation>Partidas salvas (*.json)</translation>
    </message>
    <message>
        <source>See what you can do with a card, the stock, the discard pile or the table</source>
        <translation>Ver o que você pode fazer com uma carta, o monte, a pilha de descarte ou a mesa</translation>
    </message>
    <message>
        <source>Set: {meld}</source>
        <translation>Trinca: {meld}</translation>
    </message>
    <message>
        <source>Suggest going gin with which card? ({key} or Suggest going gin again: cancel)</source>
        <translation>Sugerir fazer gin com qual carta? ({key} ou Sugerir fazer gin de novo: cancelar)</translation>
    </message>
    <message>
        <source>Suggest knocking with which card? ({key} or Suggest knocking again: cancel)</source>
        <translation>Sugerir bater com qual carta? ({key} ou Sugerir bater de novo: cancelar)</translation>
    </message>
    <message>
        <source>The chart draws a line from your next match on.</source>
        <translation>O gráfico desenha uma linha a partir da sua próxima partida.</translation>
    </message>
    <message>
        <source>The data folder {folder} could not be created ({reason}); this game will not be saved.</source>
        <translation>Não foi possível criar a pasta de dados {folder} ({reason}); esta partida não será salva.</translation>
    </message>
    <message>
        <source>The game could not be saved in the folder {folder} ({reason}). You can play on: it tries again after every move.</source>
        <translation>Não foi possível salvar a partida na pasta {folder} ({reason}). Você pode continuar jogando: o jogo tenta de novo após cada jogada.</translation>
    </message>
    <message>
        <source>The hand is drawn: only {n:card is|cards are} left in the stock</source>
        <translation>Mão anulada: no monte só há {n:carta|cartas}</translation>
    </message>
    <message>
        <source>The hand is over: Review hand goes through your decisions, and Next hand deals the next one.</source>
        <translation>A mão terminou: “Rever mão” percorre as suas decisões e “Próxima mão” distribui a próxima.</translation>
    </message>
    <message>
        <source>The hint plays as the Strong computer would; the table tries each move in many simulated games on random deals, so the two can disagree.</source>
        <translation>A dica joga como jogaria o computador no nível Forte; a tabela testa cada jogada em muitas simulações com distribuições aleatórias, por isso as duas podem discordar.</translation>
    </message>
    <message>
        <source>The points you could expect from this hand after each move (+ won, − lost), averaged over many simulated games with the cards you could not see dealt at random.</source>
        <translation>Os pontos que você podia esperar desta mão depois de cada jogada (+ ganhos, − perdidos), em média sobre muitas simulações com as cartas que você não podia ver distribuídas ao acaso.</translation>
    </message>
    <message>
        <source>The saved match could not be read ({reason}), so a new match has been dealt.</source>
        <translation>Não foi possível ler a partida salva ({reason}), por isso uma nova partida foi iniciada.</translation>
    </message>
    <message>
        <source>The saved match could not be read ({reason}), so a new match has been dealt. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>Não foi possível ler a partida salva ({reason}), por isso uma nova partida foi iniciada. O arquivo ilegível foi guardado como {name} na pasta {folder}.</translation>
    </message>
    <message>
        <source>The statistics could not be exported to {path} ({reason}).</source>
        <translation>Não foi possível exportar as estatísticas para {path} ({reason}).</translation>
    </message>
    <message>
        <source>The statistics could not be reset: their file could not be changed ({reason}). Nothing was removed.</source>
        <translation>Não foi possível zerar as estatísticas: o arquivo delas não pôde ser alterado ({reason}). Nada foi apagado.</translation>
    </message>
    <message>
        <source>Line bonus for {name}: {hands:hand|hands} won × {each} = {points}</source>
        <translation>Bônus por mãos {name:para|para o}: {hands:mão vencida|mãos vencidas} × {each} = {points}</translation>
    </message>
    <message>
        <source>Hand {n}: You dealt; the upcard is the {card}.</source>
        <translation>Mão {n}: você deu as cartas; a carta virada é {card:o|a}.</translation>
    </message>
    <message>
        <source>Another program is using the statistics file, so this game&apos;s statistics will be written as soon as it is free.</source>
        <translation>Outro programa está usando o arquivo de estatísticas, por isso as estatísticas desta partida serão gravadas assim que ele ficar livre.</translation>
    </message>
    <message>
        <source>As good as the hint&apos;s move or better, though {points} points behind the best move in the table.</source>
        <translation>Tão boa quanto a jogada da dica ou melhor, embora fique {points:ponto|pontos} atrás da melhor jogada da tabela.</translation>
    </message>
    <message>
        <source>Gin Rummy is already open in another window. Playing in two windows at once would mix up the saved match, so this one closes: switch to the open window to go on playing.</source>
        <translation>O Gin Rummy já está aberto em outra janela. Jogar em duas janelas ao mesmo tempo misturaria a partida salva, por isso esta se fecha: mude para a janela aberta para continuar jogando.</translation>
    </message>
    <message>
        <source>Big gin: {deadwood} deadwood</source>
        <translation>Gin grande: {deadwood:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>&amp;Discard this card</source>
        <translation>&amp;Descartar esta carta</translation>
    </message>
    <message>
        <source>&amp;Knock with this card</source>
        <translation>&amp;Bater com esta carta</translation>
    </message>
    <message>
        <source>Deadwood: the total value of your cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: you go gin when it is none at all.</source>
        <translation>Cartas soltas: o valor total das suas cartas que não estão em nenhuma combinação (uma trinca de três ou quatro cartas do mesmo valor, ou uma sequência de três ou mais cartas do mesmo naipe). O ás vale 1 e as figuras 10. Só o gin termina esta mão: você faz gin quando não sobra nenhuma.</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or go gin</source>
        <translation>Descarte uma carta que não seja {card:o|a}, ou faça gin</translation>
    </message>
    <message>
        <source>Discard a card — or go gin</source>
        <translation>Descarte uma carta, ou faça gin</translation>
    </message>
    <message>
        <source>Discard, or go gin</source>
        <translation>Descartar ou fazer gin</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to go gin with it</source>
        <translation>Solte a carta no lugar da batida para fazer gin com ela</translation>
    </message>
    <message>
        <source>Every finished hand and match counted so far will be removed, with the win rates and the charts drawn from them. This cannot be undone: to keep a copy, export them first.

A match you are playing goes on; its hands are counted again from the next one you finish.</source>
        <translation>Todas as mãos e partidas terminadas contadas até agora serão apagadas, junto com as taxas de vitórias e os gráficos feitos a partir delas. Isso não pode ser desfeito: para guardar uma cópia, exporte-as antes.

A partida que você está jogando continua; as mãos dela voltam a ser contadas a partir da próxima que você terminar.</translation>
    </message>
    <message>
        <source>Export first…</source>
        <translation>Exportar antes…</translation>
    </message>
    <message>
        <source>Gin here</source>
        <translation>Gin aqui</translation>
    </message>
    <message>
        <source>Gin: drop a card here</source>
        <translation>Gin: solte uma carta aqui</translation>
    </message>
    <message>
        <source>Gin: end the hand with no deadwood at all. You then discard face down; you score your opponent&apos;s deadwood, and nothing can be laid off.</source>
        <translation>Gin: termine a mão sem nenhuma carta solta. Depois você descarta virada para baixo; você marca os pontos soltos do adversário, e nenhuma carta pode ser encaixada.</translation>
    </message>
    <message>
        <source>Gin: {deadwood} deadwood</source>
        <translation>Gin: {deadwood:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>Hands ended by a knock with deadwood, whoever won them, undercut knocks included. Gins are counted in their own row, not here.</source>
        <translation>Mãos encerradas por uma batida com cartas soltas, seja quem for que as ganhou, incluindo as batidas que levaram corte. Os gins são contados na sua própria linha, não aqui.</translation>
    </message>
    <message>
        <source>Hands won by going gin, big gin included. A gin is not counted again as a knock.</source>
        <translation>Mãos ganhas com gin, incluindo o gin grande. Um gin não é contado de novo como batida.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with as much deadwood as you or less, they undercut you and score the difference.</source>
        <translation>Batida: termine a mão agora. Depois você descarta virada para baixo, as duas mãos são mostradas, o adversário pode encaixar cartas nas combinações que você baixar e quem tiver menos pontos soltos marca a diferença. Se o adversário terminar com tantos pontos soltos quanto você ou menos, ele corta você e marca a diferença.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with less deadwood, they undercut you and score the difference; with the same deadwood, nobody scores.</source>
        <translation>Batida: termine a mão agora. Depois você descarta virada para baixo, as duas mãos são mostradas, o adversário pode encaixar cartas nas combinações que você baixar e quem tiver menos pontos soltos marca a diferença. Se o adversário terminar com menos pontos soltos, ele corta você e marca a diferença; com os mesmos pontos soltos, ninguém marca.</translation>
    </message>
    <message>
        <source>Knocks without gin:</source>
        <translation>Batidas sem gin:</translation>
    </message>
    <message>
        <source>More games won wins the match; the sum breaks a tie of games.</source>
        <translation>Vence a partida quem ganhar mais jogos; num empate de jogos, decide a soma.</translation>
    </message>
    <message>
        <source>Nobody changes role: you stay in the box, {captain} stays captain and {out} still sits out.</source>
        <translation>Ninguém muda de papel: você continua na caixa, {captain:|o} continua como capitão e {out:|o} continua de fora.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, you stay captain and {out} still sits out.</source>
        <translation>Ninguém muda de papel: {box:|o} continua na caixa, você continua como capitão e {out:|o} continua de fora.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, {captain} stays captain and you still sit out.</source>
        <translation>Ninguém muda de papel: {box:|o} continua na caixa, {captain:|o} continua como capitão e você continua de fora.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, {captain} stays captain and {out} still sits out.</source>
        <translation>Ninguém muda de papel: {box:|o} continua na caixa, {captain:|o} continua como capitão e {out:|o} continua de fora.</translation>
    </message>
    <message>
        <source>Oklahoma: only gin can end this hand.</source>
        <translation>Oklahoma: só gin pode encerrar esta mão.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard is a spade, so every score of this hand is doubled.</source>
        <translation>Oklahoma: a primeira carta virada é de espadas, então todas as pontuações desta mão dobram.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard is an ace, so only gin ends this hand.</source>
        <translation>Oklahoma: a primeira carta virada é um ás, então só o gin termina esta mão.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: you may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: a primeira carta virada fixa em {n} o limite para bater nesta mão: você pode bater se os seus pontos soltos não passarem de {n}.</translation>
    </message>
    <message>
        <source>Oklahoma: the knock limit of this hand is {limit}.</source>
        <translation>Oklahoma: o limite para bater nesta mão é {limit}.</translation>
    </message>
    <message>
        <source>Only {n:card is|cards are} left in the stock and nobody knocked: no score. The same dealer deals again.</source>
        <translation>No monte só há {n:carta|cartas} e ninguém bateu: ninguém marca. O mesmo jogador volta a dar as cartas.</translation>
    </message>
    <message>
        <source>Only {n:card is|cards are} left in the stock and nobody went gin: no score. The same dealer deals again.</source>
        <translation>No monte só há {n:carta|cartas} e ninguém fez gin: ninguém marca. O mesmo jogador volta a dar as cartas.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Zerar estatísticas…</translation>
    </message>
    <message>
        <source>Cards were drawn for the roles: the highest card goes into the box, the next is captain and the lowest sits out (king high, ace low).</source>
        <translation>Foram tiradas cartas para decidir os papéis: a carta mais alta vai para a caixa, a seguinte é o capitão e a mais baixa fica de fora (o rei é a mais alta e o ás a mais baixa).</translation>
    </message>
    <message>
        <source>A player&apos;s name in your saved match could not be read; that player is now called {name}.</source>
        <translation>Não foi possível ler o nome de um jogador da sua partida salva; esse jogador agora se chama {name}.</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} · {after} after discard</source>
        <translation>Soltos do capitão: {n} · {after} após descartar</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} · {after} after the best discard</source>
        <translation>Soltos do capitão: {n} · com o melhor descarte, {after:ponto|pontos}</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} → {after}</source>
        <translation>Soltos do capitão: {n} → {after}</translation>
    </message>
    <message>
        <source>Click the count under it (▾), or rest the pointer on the pile</source>
        <translation>Clique na contagem embaixo dela (▾) ou deixe o ponteiro parado sobre a pilha</translation>
    </message>
    <message>
        <source>Captain&apos;s {n} → {after}</source>
        <translation>Do capitão {n} → {after}</translation>
    </message>
    <message>
        <source>Closest win:</source>
        <translation>Vitória mais apertada:</translation>
    </message>
    <message>
        <source>Comp.</source>
        <translation>Comp.</translation>
    </message>
    <message>
        <source>Comp. {number}</source>
        <translation>Comp. {number}</translation>
    </message>
    <message>
        <source>Competition (25-point bonuses)</source>
        <translation>Competição (bônus de 25 pontos)</translation>
    </message>
    <message>
        <source>Copied: paste it into the Replay deal command in the Game menu.</source>
        <translation>Copiado: cole-o no comando Repetir distribuição do menu Jogo.</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after discard</source>
        <translation>Soltos: {n} · {after} após descartar</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after your best discard</source>
        <translation>Soltos: {n} · com o melhor descarte, {after:ponto|pontos}</translation>
    </message>
    <message>
        <source>Deadwood {n} → {after}</source>
        <translation>Soltos: {n} → {after}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of the captain&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: the captain goes gin when it is none at all.</source>
        <translation>Cartas soltas: o valor total das cartas do capitão que não estão em nenhuma combinação (uma trinca de três ou quatro cartas do mesmo valor, ou uma sequência de três ou mais cartas do mesmo naipe). O ás vale 1 e as figuras 10. Só o gin termina esta mão: o capitão faz gin quando não sobra nenhuma.</translation>
    </message>
    <message>
        <source>Deadwood: the total value of the captain&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: the captain may knock when it is low enough.</source>
        <translation>Cartas soltas: o valor total das cartas do capitão que não estão em nenhuma combinação (uma trinca de três ou quatro cartas do mesmo valor, ou uma sequência de três ou mais cartas do mesmo naipe). O ás vale 1 e as figuras 10. Quanto menor, melhor: o capitão pode bater quando o total estiver baixo o bastante.</translation>
    </message>
    <message>
        <source>Drawn hand: the stock ran down with nobody going gin; no score</source>
        <translation>Mão anulada: o monte acabou sem ninguém fazer gin; ninguém marca</translation>
    </message>
    <message>
        <source>Drop the card on the captain&apos;s hand to suggest drawing it</source>
        <translation>Solte a carta na mão do capitão para sugerir que ele a compre</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to suggest discarding it</source>
        <translation>Solte a carta na pilha de descarte para sugerir descartá-la</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to suggest going gin with it</source>
        <translation>Solte a carta no lugar da batida para sugerir fazer gin com ela</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to suggest knocking with it</source>
        <translation>Solte a carta no lugar da batida para sugerir bater com ela</translation>
    </message>
    <message>
        <source>First hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>Primeira mão: você está na caixa, {captain:|o} é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>Primeira mão: {box:|o} está na caixa, você é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>Primeira mão: {box:|o} está na caixa, {captain:|o} é o capitão e você fica de fora.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>Primeira mão: {box:|o} está na caixa, {captain:|o} é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>Game {game}: {n}</source>
        <translation>Jogo {game}: {n}</translation>
    </message>
    <message>
        <source>Games: {scores}</source>
        <translation>Jogos: {scores}</translation>
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
        <translation>Gin: escolha a carta que vai descartar virada para baixo ({key} ou Gin! de novo: cancelar)</translation>
    </message>
    <message>
        <source>Go &amp;gin with this card</source>
        <translation>&amp;Fazer gin com esta carta</translation>
    </message>
    <message>
        <source>Hand over: the same position came up a third time, no score</source>
        <translation>Fim da mão: a mesma posição surgiu pela terceira vez, ninguém marca</translation>
    </message>
    <message>
        <source>Hand over: the stock is empty, no score</source>
        <translation>Fim da mão: o monte acabou, ninguém marca</translation>
    </message>
    <message>
        <source>Hand over: you won {points} ({how}), but this hand counts in no game</source>
        <translation>Fim da mão: você ganhou {points} ({how}), mas esta mão não conta em nenhum jogo</translation>
    </message>
    <message>
        <source>Hand over: {name} won {points} ({how}), but this hand counts in no game</source>
        <translation>Fim da mão: {name:|o} ganhou {points} ({how}), mas esta mão não conta em nenhum jogo</translation>
    </message>
    <message>
        <source>Hollywood: scored in no game, since every game this hand could count in is already decided.</source>
        <translation>Hollywood: não marcado em nenhum jogo, pois todos os jogos em que esta mão podia contar já estão decididos.</translation>
    </message>
    <message>
        <source>Hollywood: three games are scored at once. A player&apos;s first won hand scores in game 1, the second in games 1 and 2, the third and later in all three; a game that has been won is no longer scored into.</source>
        <translation>Hollywood: três jogos são marcados ao mesmo tempo. A primeira mão que um jogador vence é marcada no jogo 1, a segunda nos jogos 1 e 2, a terceira e as seguintes nos três; um jogo já vencido não recebe mais pontos.</translation>
    </message>
    <message>
        <source>Knock: choose the card to discard face down ({key} or Knock again: cancel)</source>
        <translation>Bater: escolha a carta que vai descartar virada para baixo ({key} ou Bater de novo: cancelar)</translation>
    </message>
    <message>
        <source>Leave the upcard. Only the first card turned up is offered this way: if both players pass it, play begins with a draw from the stock.</source>
        <translation>Deixe a carta virada. Só a primeira carta virada é oferecida assim: se os dois jogadores passarem, o jogo começa com uma compra do monte.</translation>
    </message>
    <message>
        <source>Margin of each of your last {count} matches, your points minus your opponent&apos;s, oldest to newest: {margins}</source>
        <translation>Diferença de cada uma das suas últimas {count} partidas, os seus pontos menos os do adversário, da mais antiga à mais recente: {margins}</translation>
    </message>
    <message>
        <source>Margin of your one finished match, your points minus your opponent&apos;s: {margins}</source>
        <translation>Diferença da sua única partida terminada, os seus pontos menos os do adversário: {margins}</translation>
    </message>
    <message>
        <source>Match over: you won all three games</source>
        <translation>Fim da partida: você venceu os três jogos</translation>
    </message>
    <message>
        <source>Match over: you won two of the three games</source>
        <translation>Fim da partida: você venceu dois dos três jogos</translation>
    </message>
    <message>
        <source>Match over: {name} won all three games</source>
        <translation>Fim da partida: {name:|o} venceu os três jogos</translation>
    </message>
    <message>
        <source>Match over: {name} won two of the three games</source>
        <translation>Fim da partida: {name:|o} venceu dois dos três jogos</translation>
    </message>
    <message>
        <source>Matches you left for a new game before they were over, with the points you and your opponents scored in them. They are not counted as played, nor in the win rates, the best and worst match or the charts; their finished hands are counted with all the others.</source>
        <translation>Partidas que você deixou por uma nova antes de terminarem, com os pontos que você e os seus adversários marcaram nelas. Não contam como jogadas, nem nas taxas de vitórias, nem na melhor e na pior partida, nem nos gráficos; as mãos terminadas delas contam junto com todas as outras.</translation>
    </message>
    <message>
        <source>Nothing to follow yet: first choose {hint} ({hint_key}), then {follow} ({follow_key}) to make its move</source>
        <translation>Ainda não há nada a seguir: primeiro escolha {hint} ({hint_key}) e depois {follow} ({follow_key}) para fazer a jogada dela</translation>
    </message>
    <message>
        <source>Nothing to follow yet: press {hint} for a hint, then {follow} to make its move</source>
        <translation>Ainda não há nada a seguir: pressione {hint} para pedir uma dica e depois {follow} para fazer a jogada dela</translation>
    </message>
    <message>
        <source>Open the menu of the focused card</source>
        <translation>Abrir o menu da carta selecionada</translation>
    </message>
    <message>
        <source>One of the best choices: another move in the table expects as many points.</source>
        <translation>Uma das melhores escolhas: outra jogada da tabela tem os mesmos pontos esperados.</translation>
    </message>
    <message>
        <source>A frame round a player&apos;s scores: that player was in the box that hand</source>
        <translation>Uma moldura em volta das pontuações de um jogador indica que ele estava na caixa nessa mão</translation>
    </message>
    <message>
        <source>All three drew the same rank; the cards went back, the deck was shuffled and all three drew again:</source>
        <translation>Empate entre os três: as cartas voltaram ao baralho, que foi embaralhado, e os três tiraram de novo:</translation>
    </message>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Box: {box} · captain: {captain} · sitting out: {out}</source>
        <translation>Caixa: {box} · capitão: {captain} · de fora: {out}</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it, or {knock} to suggest a knock; {captain} lets the captain decide.</source>
        <translation>Escolha uma carta com as setas e pressione a tecla {discard} para sugerir descartá-la, ou a tecla {knock} para sugerir bater; com a tecla {captain} o capitão decide.</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it, or {knock} to suggest gin; {captain} lets the captain decide.</source>
        <translation>Escolha uma carta com as setas e pressione a tecla {discard} para sugerir descartá-la, ou a tecla {knock} para sugerir fazer gin; com a tecla {captain} o capitão decide.</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it; {captain} lets the captain decide.</source>
        <translation>Escolha uma carta com as setas e pressione a tecla {discard} para sugerir descartá-la; com a tecla {captain} o capitão decide.</translation>
    </message>
    <message>
        <source>Close to the hint&apos;s move ({behind} points behind it), though {points} points behind the best move in the table.</source>
        <translation>Perto da jogada da dica ({behind:ponto|pontos} atrás dela), embora fique {points:ponto|pontos} atrás da melhor jogada da tabela.</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after the best discard</source>
        <translation>Soltos: {n} · com o melhor descarte, {after:ponto|pontos}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of a player&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: a player goes gin when it is none at all.</source>
        <translation>Cartas soltas: o valor total das cartas de um jogador que não estão em nenhuma combinação (uma trinca de três ou quatro cartas do mesmo valor, ou uma sequência de três ou mais cartas do mesmo naipe). O ás vale 1 e as figuras 10. Só o gin termina esta mão: um jogador faz gin quando não lhe sobra nenhuma.</translation>
    </message>
    <message>
        <source>Deadwood: the total value of a player&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: a player may knock when it is low enough.</source>
        <translation>Cartas soltas: o valor total das cartas de um jogador que não estão em nenhuma combinação (uma trinca de três ou quatro cartas do mesmo valor, ou uma sequência de três ou mais cartas do mesmo naipe). O ás vale 1 e as figuras 10. Quanto menor, melhor: um jogador pode bater quando o total estiver baixo o bastante.</translation>
    </message>
    <message>
        <source>Double-click or press Enter to review this hand.</source>
        <translation>Dê um clique duplo ou pressione Enter para rever esta mão.</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Estatísticas exportadas para {path}</translation>
    </message>
    <message>
        <source>Games (to {target}): {scores}.</source>
        <translation>Jogos (até {target}): {scores}.</translation>
    </message>
    <message>
        <source>Give no more advice this hand: the captain plays it to its end ({key}).</source>
        <translation>Não dar mais conselhos nesta mão: o capitão a joga até o fim ({key}).</translation>
    </message>
    <message>
        <source>Hand {hand} (deal #{deal}), seat {seat}: {samples} simulated games per choice</source>
        <translation>Mão {hand} (distribuição nº {deal}), lugar {seat}: {samples:partida simulada|partidas simuladas} por opção</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal})</source>
        <translation>Mão {number} (distribuição nº {deal})</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), box: {name}</source>
        <translation>Mão {number} (distribuição nº {deal}), caixa: {name}</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), dealt by {name}</source>
        <translation>Mão {number} (distribuição nº {deal}), {name:|o} deu as cartas</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), you dealt</source>
        <translation>Mão {number} (distribuição nº {deal}), você deu as cartas</translation>
    </message>
    <message>
        <source>Hollywood: scored in game 2 only, since game 1 is already decided.</source>
        <translation>Hollywood: marcado só no jogo 2, pois o jogo 1 já está decidido.</translation>
    </message>
    <message>
        <source>Hollywood: scored in game 3 only, since games 1 and 2 are already decided.</source>
        <translation>Hollywood: marcado só no jogo 3, pois os jogos 1 e 2 já estão decididos.</translation>
    </message>
    <message>
        <source>Hollywood: scored in games 2 and 3, since game 1 is already decided.</source>
        <translation>Hollywood: marcado nos jogos 2 e 3, pois o jogo 1 já está decidido.</translation>
    </message>
    <message>
        <source>In this hand a player may knock with {limit} or less, counted after the discard.</source>
        <translation>Nesta mão um jogador pode bater com um total de {limit} ou menos, contado depois do descarte.</translation>
    </message>
    <message>
        <source>In this hand the captain may knock with {limit} or less, counted after the discard.</source>
        <translation>Nesta mão o capitão pode bater com um total de {limit} ou menos, contado depois do descarte.</translation>
    </message>
    <message>
        <source>In this hand you may knock with {limit} or less, counted after your discard.</source>
        <translation>Nesta mão você pode bater com um total de {limit} ou menos, contado depois do seu descarte.</translation>
    </message>
    <message>
        <source>Let the captain play this hand</source>
        <translation>Deixar o capitão jogar esta mão</translation>
    </message>
    <message>
        <source>Level: {level}</source>
        <translation>Nível: {level}</translation>
    </message>
    <message>
        <source>No knock to suggest now: the captain may knock only after drawing, when discarding</source>
        <translation>Agora não há batida para sugerir: o capitão só pode bater depois de comprar, na hora de descartar</translation>
    </message>
    <message>
        <source>No knock to suggest: only gin ends this hand, and the captain&apos;s deadwood would be {n}</source>
        <translation>Não há batida para sugerir: só o gin termina esta mão e o capitão ficaria com {n:ponto solto|pontos soltos}</translation>
    </message>
    <message>
        <source>No knock to suggest: the captain&apos;s deadwood would be {n}, more than the knock limit of {limit}</source>
        <translation>Não há batida para sugerir: o capitão ficaria com {n:ponto solto|pontos soltos}, acima do limite para bater, que é {limit}</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: the box and the captain may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: a primeira carta virada fixa em {n} o limite para bater nesta mão: a caixa e o capitão podem bater se os seus pontos soltos não passarem de {n}.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: {first} and {second} may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: a primeira carta virada fixa em {n} o limite para bater nesta mão: {first} e {second} podem bater se os seus pontos soltos não passarem de {n}.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir pasta</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Fora</translation>
    </message>
    <message>
        <source>Points lost per decision (lower is better):</source>
        <translation>Pontos perdidos por decisão (quanto menos, melhor):</translation>
    </message>
    <message>
        <source>Points lost per decision in each of your last {count} reviewed matches, oldest to newest: {values}</source>
        <translation>Pontos perdidos por decisão em cada uma das suas últimas {count} partidas revisadas, da mais antiga à mais recente: {values}</translation>
    </message>
    <message>
        <source>Press to suggest that the captain draws its top card</source>
        <translation>Pressione para sugerir ao capitão que compre a carta do topo</translation>
    </message>
    <message>
        <source>Press to suggest that the captain takes the top card</source>
        <translation>Pressione para sugerir ao capitão que pegue a carta do topo</translation>
    </message>
    <message>
        <source>Press {follow} to follow the advice.</source>
        <translation>Pressione a tecla {follow} para seguir o conselho.</translation>
    </message>
    <message>
        <source>Press {stock} to suggest the stock or {pile} the pile; {captain} lets the captain decide.</source>
        <translation>Pressione a tecla {stock} para sugerir o monte ou a tecla {pile} para sugerir a pilha; com a tecla {captain} o capitão decide.</translation>
    </message>
    <message>
        <source>Press {take} to suggest taking the upcard or {leave} to suggest passing; {captain} lets the captain decide.</source>
        <translation>Pressione a tecla {take} para sugerir pegar a carta virada ou a tecla {leave} para sugerir passar; com a tecla {captain} o capitão decide.</translation>
    </message>
    <message>
        <source>Press, then choose the card for the captain to discard face down</source>
        <translation>Pressione e escolha a carta que o capitão vai descartar virada para baixo</translation>
    </message>
    <message>
        <source>Quit and lose the match</source>
        <translation>Sair e perder a partida</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <translation>Sair sem salvar?</translation>
    </message>
    <message>
        <source>Review hand — the match in progress</source>
        <translation>Rever mão — a partida em andamento</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Rever esta mão</translation>
    </message>
    <message>
        <source>Right-click it</source>
        <translation>Clique ali com o botão direito</translation>
    </message>
    <message>
        <source>Run: {meld}</source>
        <translation>Sequência {meld}</translation>
    </message>
    <message>
        <source>Saving works again: the match is saved as it stands now.</source>
        <translation>O salvamento voltou a funcionar: a partida está salva como está agora.</translation>
    </message>
    <message>
        <source>Scored in all three games</source>
        <translation>Marcado nos três jogos</translation>
    </message>
    <message>
        <source>Scored in game {game}</source>
        <translation>Marcado no jogo {game}</translation>
    </message>
    <message>
        <source>Scored in games {a} and {b}</source>
        <translation>Marcado nos jogos {a} e {b}</translation>
    </message>
    <message>
        <source>Scored in no game: every game this hand could count in was already decided</source>
        <translation>Não marcado em nenhum jogo: todos os jogos em que esta mão podia contar já estavam decididos</translation>
    </message>
    <message>
        <source>Scores, playing to {target}: {list}</source>
        <translation>Pontuação, até {target}: {list}</translation>
    </message>
    <message>
        <source>Scores, three games, each to {target}</source>
        <translation>Pontuação, três jogos, cada um até {target}</translation>
    </message>
    <message>
        <source>Scores: {scores} (game to {target}).</source>
        <translation>Placar: {scores} (partida até {target}).</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Lugar {number}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>See the whole discard pile</source>
        <translation>Ver toda a pilha de descarte</translation>
    </message>
    <message>
        <source>Show the &amp;whole discard pile</source>
        <translation>&amp;Mostrar toda a pilha de descarte</translation>
    </message>
    <message>
        <source>Show the rest of the &amp;deck…</source>
        <translation>Mostrar o resto do &amp;baralho…</translation>
    </message>
    <message>
        <source>Show the rest of the deck</source>
        <translation>Mostrar o resto do baralho</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Cartas na mesa</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Capote</translation>
    </message>
    <message>
        <source>Shutout: neither of the other players scored, so {name}&apos;s score is doubled (+{points})</source>
        <translation>Capote: nenhum dos outros dois jogadores marcou, então os pontos {name:de|do} dobram (+{points})</translation>
    </message>
    <message>
        <source>Shutout: the opponent scored nothing, so {name}&apos;s score is doubled (+{points})</source>
        <translation>Capote: o adversário não marcou nada, então os pontos {name:de|do} dobram (+{points})</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>De fora</translation>
    </message>
    <message>
        <source>Sitting out this hand: {name}</source>
        <translation>De fora nesta mão: {name}</translation>
    </message>
    <message>
        <source>Sitting out: holds no cards this hand, sees the captain&apos;s hand and may advise; never scores.</source>
        <translation>De fora: não tem cartas nesta mão, vê a mão do capitão e pode aconselhar; nunca pontua.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Ordenar</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Ordenar por combinações</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por naipe</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds</source>
        <translation>Ordenar a mão por valor, naipe ou combinações</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by melds now</source>
        <translation>Ordenar a mão por valor, naipe ou combinações: agora está ordenada por combinações</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by rank now</source>
        <translation>Ordenar a mão por valor, naipe ou combinações: agora está ordenada por valor</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by suit now</source>
        <translation>Ordenar a mão por valor, naipe ou combinações: agora está ordenada por naipe</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Standard (the rulebook)</source>
        <translation>Padrão (o livro de regras)</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Comece uma nova partida</translation>
    </message>
    <message>
        <source>Start your statistics afresh?</source>
        <translation>Começar suas estatísticas do zero?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Statistics started afresh.</source>
        <translation>As estatísticas recomeçaram do zero.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation>Monte {n}</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <translation>Monte, vazio</translation>
    </message>
    <message>
        <source>Stock, {count}</source>
        <translation>Monte, {count}</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Straight (gin only)</source>
        <translation>Straight (só gin)</translation>
    </message>
    <message>
        <source>Straight Gin</source>
        <translation>Straight Gin</translation>
    </message>
    <message>
        <source>Straight Gin: there is no knocking; only gin ends a hand.</source>
        <translation>Straight Gin: não se pode bater; só o gin termina uma mão.</translation>
    </message>
    <message>
        <source>Suggest a knock here</source>
        <translation>Sugerir batida aqui</translation>
    </message>
    <message>
        <source>Suggest big gin</source>
        <translation>Sugerir gin grande</translation>
    </message>
    <message>
        <source>Suggest gin here</source>
        <translation>Sugerir gin aqui</translation>
    </message>
    <message>
        <source>Suggest going gin</source>
        <translation>Sugerir fazer gin</translation>
    </message>
    <message>
        <source>Suggest going gin: drop a card here</source>
        <translation>Sugerir fazer gin: solte uma carta aqui</translation>
    </message>
    <message>
        <source>Suggest going gin: now choose the card for the captain to discard face down</source>
        <translation>Sugerir fazer gin: agora escolha a carta que o capitão vai descartar virada para baixo</translation>
    </message>
    <message>
        <source>Suggest knocking</source>
        <translation>Sugerir bater</translation>
    </message>
    <message>
        <source>Suggest knocking: drop a card here</source>
        <translation>Sugerir bater: solte uma carta aqui</translation>
    </message>
    <message>
        <source>Suggest knocking: now choose the card for the captain to discard face down</source>
        <translation>Sugerir bater: agora escolha a carta que o capitão vai descartar virada para baixo</translation>
    </message>
    <message>
        <source>Suggest passing</source>
        <translation>Sugerir passar</translation>
    </message>
    <message>
        <source>Suggest taking {card}</source>
        <translation>Sugerir pegar {card}</translation>
    </message>
    <message>
        <source>Suggest that the captain declares big gin; the captain has the final say.</source>
        <translation>Sugira ao capitão que declare gin grande; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suggest that the captain goes gin with the card you choose, discarded face down; the captain has the final say.</source>
        <translation>Sugira ao capitão que faça gin com a carta que você escolher, descartada virada para baixo; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suggest that the captain knocks with the card you choose, discarded face down; the captain has the final say.</source>
        <translation>Sugira ao capitão que bata com a carta que você escolher, descartada virada para baixo; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suggest that the captain leaves the upcard; the captain has the final say.</source>
        <translation>Sugira ao capitão que deixe a carta virada; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suggest that the captain takes the upcard; the captain has the final say.</source>
        <translation>Sugira ao capitão que pegue a carta virada; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Naipe</translation>
    </message>
    <message>
        <source>Sum of the three games: {totals}.</source>
        <translation>Soma dos três jogos: {totals}.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Take or pass the upcard</source>
        <translation>Pegar ou passar a carta virada</translation>
    </message>
    <message>
        <source>Take the upcard into your hand; you then discard a card to end your turn.</source>
        <translation>Ponha a carta virada na sua mão; depois descarte uma carta para terminar a sua vez.</translation>
    </message>
    <message>
        <source>Take the upcard or the top of the discard pile</source>
        <translation>Pegar a carta virada ou a de cima da pilha de descarte</translation>
    </message>
    <message>
        <source>Take the upcard {card} or pass</source>
        <translation>Pegue a carta virada {card} ou passe</translation>
    </message>
    <message>
        <source>Take the upcard, the {card}, or pass</source>
        <translation>Pegue a carta virada, {card:o|a}, ou passe</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Pegar {card}</translation>
    </message>
    <message>
        <source>Taken from the discard pile during the hand: {cards}.</source>
        <translation>Pegou da pilha de descarte durante a mão: {cards}.</translation>
    </message>
    <message>
        <source>That choice of the upcard cost you about {points} points. Better: {reason}.</source>
        <translation>Essa decisão sobre a carta virada lhe custou cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>That discard cost you about {points} points. Better: {reason}.</source>
        <translation>Esse descarte lhe custou cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>That draw cost you about {points} points. Better: {reason}.</source>
        <translation>Essa compra lhe custou cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>That gin cost you about {points} points. Better: {reason}.</source>
        <translation>Esse gin lhe custou cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>That knock cost you about {points} points. Better: {reason}.</source>
        <translation>Essa batida lhe custou cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>That knock won this hand, but on average it costs about {points} points. Better: {reason}.</source>
        <translation>Essa batida ganhou esta mão, mas em média custa cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>The Replay deal command in the Game menu accepts the code and deals these very cards again</source>
        <translation>O comando Repetir distribuição do menu Jogo aceita o código e distribui exatamente estas cartas de novo</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>A análise foi cancelada.</translation>
    </message>
    <message>
        <source>The best choice, {points} points ahead of the hint&apos;s move.</source>
        <translation>A melhor escolha, {points:ponto|pontos} à frente da jogada da dica.</translation>
    </message>
    <message>
        <source>The best choice.</source>
        <translation>A melhor escolha.</translation>
    </message>
    <message>
        <source>The box deals and plays alone against the captain; it stays in the box while it wins.</source>
        <translation>A caixa distribui e joga sozinha contra o capitão; fica na caixa enquanto ganhar.</translation>
    </message>
    <message>
        <source>The captain could knock with {deadwood} deadwood. {why}</source>
        <translation>O capitão poderia bater com {deadwood:ponto solto|pontos soltos}. {why}</translation>
    </message>
    <message>
        <source>The captain plays this hand against the box, advised by the player sitting out, and scores for both.</source>
        <translation>O capitão joga esta mão contra a caixa, aconselhado por quem está de fora, e pontua pelos dois.</translation>
    </message>
    <message>
        <source>The deal number could not be read from your saved match&apos;s choices; the match keeps its own record of its deals, so it goes on as saved.</source>
        <translation>Não foi possível ler o número de distribuição nas opções da sua partida salva; a partida guarda o próprio registro das distribuições, então continua como foi salva.</translation>
    </message>
    <message>
        <source>The discard pile changed while you were dragging, so the card was not taken</source>
        <translation>A pilha de descarte mudou enquanto você arrastava, então a carta não foi pega</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>A pilha de descarte está vazia</translation>
    </message>
    <message>
        <source>The expert weighs each of your decisions in a hand</source>
        <translation>O especialista avalia cada uma das suas decisões numa mão</translation>
    </message>
    <message>
        <source>The first upcard was a spade: every score of this hand is doubled, the expected points too.</source>
        <translation>A primeira carta virada foi de espadas: todos os pontos desta mão valem o dobro, também os pontos esperados.</translation>
    </message>
    <message>
        <source>The folder could not be opened. The file is in {folder}.</source>
        <translation>Não foi possível abrir a pasta. O arquivo está na pasta {folder}.</translation>
    </message>
    <message>
        <source>The game met an unexpected error: {error}</source>
        <translation>O jogo encontrou um erro inesperado: {error}</translation>
    </message>
    <message>
        <source>The game tries to save it again after every move.</source>
        <translation>O jogo tenta salvá-la de novo após cada jogada.</translation>
    </message>
    <message>
        <source>The hand could not be analysed ({reason}).</source>
        <translation>Não foi possível analisar a mão ({reason}).</translation>
    </message>
    <message>
        <source>The hand is drawn: the same position came up a third time</source>
        <translation>Mão anulada: a mesma posição surgiu pela terceira vez</translation>
    </message>
    <message>
        <source>The hand is drawn: the stock is empty</source>
        <translation>Mão anulada: o monte acabou</translation>
    </message>
    <message>
        <source>The hand is laid down: its cards stay where they lie.</source>
        <translation>A mão está na mesa: as cartas ficam onde estão.</translation>
    </message>
    <message>
        <source>The hand is over. You sat it out: there is nothing of yours to review.</source>
        <translation>A mão terminou. Você ficou de fora: não há nada seu para revisar.</translation>
    </message>
    <message>
        <source>The knocker&apos;s face-down discard</source>
        <translation>O descarte virado para baixo de quem bateu</translation>
    </message>
    <message>
        <source>The knocker&apos;s face-down discard, now face up: the {card}</source>
        <translation>O descarte virado para baixo de quem bateu, agora virado para cima: {card:o|a}</translation>
    </message>
    <message>
        <source>The match in progress ({summary}) will end.</source>
        <translation>A partida em andamento ({summary}) vai terminar.</translation>
    </message>
    <message>
        <source>The match in progress, after hand {hand}, will end:
{games}</source>
        <translation>A partida em andamento, depois da mão {hand}, vai terminar:
{games}</translation>
    </message>
    <message>
        <source>The match in progress, at hand {hand}, will end:
{games}</source>
        <translation>A partida em andamento, na mão {hand}, vai terminar:
{games}</translation>
    </message>
    <message>
        <source>The match is over: Review hand goes through your decisions, and New game starts another match.</source>
        <translation>A partida terminou: “Rever mão” percorre as suas decisões e “Nova partida” começa outra.</translation>
    </message>
    <message>
        <source>The match you are playing (not finished yet)</source>
        <translation>A partida que você está jogando (ainda não terminada)</translation>
    </message>
    <message>
        <source>The move the hint recommends.</source>
        <translation>A jogada que a dica recomenda.</translation>
    </message>
    <message>
        <source>The next hand follows</source>
        <translation>A próxima mão vem a seguir</translation>
    </message>
    <message>
        <source>The player in the box, who deals every hand</source>
        <translation>O jogador na caixa, que dá as cartas em todas as mãos</translation>
    </message>
    <message>
        <source>The players&apos; names in your saved match could not be read; default names are used.</source>
        <translation>Não foi possível ler os nomes dos jogadores da sua partida salva; são usados os nomes padrão.</translation>
    </message>
    <message>
        <source>The rest of the deck</source>
        <translation>O resto do baralho</translation>
    </message>
    <message>
        <source>The rules could not be read from your saved match&apos;s choices; the match keeps its own copy of its rules, so it goes on as saved.</source>
        <translation>Não foi possível ler as regras nas opções da sua partida salva; a partida guarda a própria cópia das regras, então continua como foi salva.</translation>
    </message>
    <message>
        <source>The rules of a research competition between computer players: gin and undercut bonuses of 25, equal deadwood is an undercut, the players deal in turn, and a card just taken from the pile may not be discarded.</source>
        <translation>As regras de uma competição de pesquisa entre jogadores do computador: bônus de 25 pelo gin e pelo corte, empate nos pontos soltos é corte, as cartas são dadas em rodízio e a carta recém-tirada da pilha não pode ser descartada.</translation>
    </message>
    <message>
        <source>The same position came up for the third time: the hand is drawn, no score. The same dealer deals again.</source>
        <translation>A mesma posição surgiu pela terceira vez: a mão é anulada e ninguém marca. O mesmo jogador volta a dar as cartas.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}).</source>
        <translation>Não foi possível ler as estatísticas ({reason}).</translation>
    </message>
    <message>
        <source>The statistics could not be read, so the points your decisions cost cannot be shown.</source>
        <translation>Não foi possível ler as estatísticas, por isso os pontos que as suas decisões custaram não podem ser mostrados.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so your matches cannot be shown.</source>
        <translation>Não foi possível ler as estatísticas, por isso as suas partidas não podem ser mostradas.</translation>
    </message>
    <message>
        <source>The statistics could not be updated ({reason}).</source>
        <translation>Não foi possível atualizar as estatísticas ({reason}).</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); it was kept as {name} and a new one was started.</source>
        <translation>Não foi possível ler o arquivo de estatísticas ({reason}); ele foi guardado como {name} e um novo foi iniciado.</translation>
    </message>
    <message>
        <source>The statistics file could not be used ({reason}); statistics are kept for this session only.</source>
        <translation>Não foi possível usar o arquivo de estatísticas ({reason}); as estatísticas valem só para esta sessão.</translation>
    </message>
    <message>
        <source>The stock and the opponent&apos;s whole hand, face up ({key})</source>
        <translation>O monte e a mão inteira do adversário, virados para cima ({key})</translation>
    </message>
    <message>
        <source>The stock is empty and nobody knocked: no score. The same dealer deals again.</source>
        <translation>O monte acabou e ninguém bateu: ninguém marca. O mesmo jogador volta a dar as cartas.</translation>
    </message>
    <message>
        <source>The stock is empty and nobody went gin: no score. The same dealer deals again.</source>
        <translation>O monte acabou e ninguém fez gin: ninguém marca. O mesmo jogador volta a dar as cartas.</translation>
    </message>
    <message>
        <source>The stock, the next card to be drawn first ({count} cards)</source>
        <translation>O monte, começando pela próxima carta a ser comprada ({count:carta|cartas})</translation>
    </message>
    <message>
        <source>The top card of the discard pile</source>
        <translation>A carta de cima da pilha de descarte</translation>
    </message>
    <message>
        <source>The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>O arquivo ilegível foi guardado como {name} na pasta {folder}.</translation>
    </message>
    <message>
        <source>The {cards} went onto the run {meld}.</source>
        <translation>A sequência {meld} recebeu {cards:o|a}.</translation>
    </message>
    <message>
        <source>The {cards} went onto the set {meld}.</source>
        <translation>A trinca de {meld} recebeu {cards:o|a}.</translation>
    </message>
    <message>
        <source>The {card} went onto the run {meld}.</source>
        <translation>A sequência {meld} recebeu {card:o|a}.</translation>
    </message>
    <message>
        <source>The {card} went onto the set {meld}.</source>
        <translation>A trinca de {meld} recebeu {card:o|a}.</translation>
    </message>
    <message>
        <source>There is nothing to reset yet: no hand has been recorded.</source>
        <translation>Ainda não há nada para zerar: nenhuma mão foi registrada.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>This chart shows each finished match: its first bar appears when your first match is over</source>
        <translation>Este gráfico mostra cada partida terminada: a primeira barra aparece quando a sua primeira partida terminar</translation>
    </message>
    <message>
        <source>This cost you about {points} points. Better: {reason}.</source>
        <translation>Isto lhe custou cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>This hand: in the box, {box}; captain, {captain}; sitting out, {out}</source>
        <translation>Nesta mão: na caixa, {box:|o}; de capitão, {captain:|o}; de fora, {out:|o}</translation>
    </message>
    <message>
        <source>This knock won the hand, but on average it costs about {points} points. Better: {reason}.</source>
        <translation>Esta batida ganhou a mão, mas em média custa cerca de {points:ponto|pontos}. Melhor: {reason}.</translation>
    </message>
    <message>
        <source>This match could not be saved ({reason}), so it is lost if you quit now.</source>
        <translation>Não foi possível salvar esta partida ({reason}), por isso ela será perdida se você sair agora.</translation>
    </message>
    <message>
        <source>This hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>Nesta mão, você está na caixa, {captain:|o} é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>Nesta mão, {box:|o} está na caixa, você é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>Nesta mão, {box:|o} está na caixa, {captain:|o} é o capitão e você fica de fora.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>Nesta mão, {box:|o} está na caixa, {captain:|o} é o capitão e {out:|o} fica de fora.</translation>
    </message>
    <message>
        <source>This match has no hand {hand}: its hands are numbered 1 to {last}.</source>
        <translation>Esta partida não tem mão {hand}: suas mãos são numeradas de 1 a {last}.</translation>
    </message>
    <message>
        <source>This match has no seat {seat}: its seats are numbered {first} to {last}.</source>
        <translation>Esta partida não tem lugar {seat}: seus lugares são numerados de {first} a {last}.</translation>
    </message>
    <message>
        <source>Three games at once, each to {target}</source>
        <translation>Três jogos ao mesmo tempo, cada um até {target}</translation>
    </message>
    <message>
        <source>Three-hand</source>
        <translation>Três jogadores</translation>
    </message>
    <message>
        <source>To discard, drag a card onto the discard pile or double-click it</source>
        <translation>Arraste uma carta até a pilha de descarte ou dê um clique duplo nela</translation>
    </message>
    <message>
        <source>Undercut: {knocker} − {defender} = {points}</source>
        <translation>Corte: {knocker} − {defender} = {points}</translation>
    </message>
    <message>
        <source>Unfinished:</source>
        <translation>Não terminadas:</translation>
    </message>
    <message>
        <source>Unknown strength</source>
        <translation>Força desconhecida</translation>
    </message>
    <message>
        <source>Went gin</source>
        <translation>Fez gin</translation>
    </message>
    <message>
        <source>Whether training was on could not be read from your saved match&apos;s choices; training is off.</source>
        <translation>Não foi possível ler nas opções da sua partida salva se o treino estava ativado; o treino fica desativado.</translation>
    </message>
    <message>
        <source>Who deals first could not be read from your saved match&apos;s choices; the match keeps its own record of its deals, so it goes on as saved.</source>
        <translation>Não foi possível ler quem dá as cartas primeiro nas opções da sua partida salva; a partida guarda o próprio registro das distribuições, então continua como foi salva.</translation>
    </message>
    <message>
        <source>Who went gin: in Straight gin no one may knock</source>
        <translation>Quem fez gin: no Straight Gin ninguém pode bater</translation>
    </message>
    <message>
        <source>Win rate over them: {rate}.</source>
        <translation>Taxa de vitórias nelas: {rate}.</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Taxa de vitórias acumulada</translation>
    </message>
    <message>
        <source>You could knock with {deadwood} deadwood. {why}</source>
        <translation>Você poderia bater com {deadwood:ponto solto|pontos soltos}. {why}</translation>
    </message>
    <message>
        <source>You drew the {card}</source>
        <translation>Você tirou {card:o|a}</translation>
    </message>
    <message>
        <source>You had {dd} deadwood and nothing to lay off.</source>
        <translation>Você ficou com {dd:ponto solto|pontos soltos} e nada para encaixar.</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is dealt and nobody has played in it yet (score {scores}). Resume it?</source>
        <translation>Você tem uma partida de {game} não terminada: a mão {hand} foi distribuída e ninguém jogou nela ainda (placar {scores}). Quer retomá-la?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is dealt and nobody has played in it yet:
{games}
Resume it?</source>
        <translation>Você tem uma partida de {game} não terminada: a mão {hand} foi distribuída e ninguém jogou nela ainda:
{games}
Quer retomá-la?</translation>
    </message>
    <message>
        <source>You have made no decisions in the hand being played yet, so this is the last hand finished.</source>
        <translation>Você ainda não tomou nenhuma decisão na mão em jogo, por isso esta é a última mão terminada.</translation>
    </message>
    <message>
        <source>You have made no decisions in this hand yet.</source>
        <translation>Você ainda não tomou nenhuma decisão nesta mão.</translation>
    </message>
    <message>
        <source>You have made no decisions in this hand yet. To review an earlier hand, choose it in the Hand list.</source>
        <translation>Você ainda não tomou nenhuma decisão nesta mão. Para rever uma mão anterior, escolha-a na lista Mão.</translation>
    </message>
    <message>
        <source>You knocked with the {card}</source>
        <translation>Você bateu com {card:o|a}</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood, but {name} had only {dd}.</source>
        <translation>Você bateu com {kd:ponto solto|pontos soltos}, mas {name:|o} tinha só {dd}.</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood, but {name} had {dd} too.</source>
        <translation>Você bateu com {kd:ponto solto|pontos soltos}, mas {name:|o} também tinha {dd}.</translation>
    </message>
    <message>
        <source>You knocked, discarding the {card} face down</source>
        <translation>Você bateu e descartou {card:o|a} com a face para baixo</translation>
    </message>
    <message>
        <source>You laid off {cards:the|the} on {name}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Você encaixou {cards:o|a} nas combinações {name:de|do} e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>You laid off {cards} on {name}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Você encaixou {cards:o|a} nas combinações {name:de|do} e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>You laid off {layoffs}, leaving {dd} deadwood.</source>
        <translation>Você encaixou {layoffs} e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>You lay off {cards:the|the}</source>
        <translation>Você encaixa {cards:o|a}</translation>
    </message>
    <message>
        <source>You sat out this hand: the points go to the captain.</source>
        <translation>Você ficou de fora nesta mão: os pontos vão para o capitão.</translation>
    </message>
    <message>
        <source>You sat out this hand: there are no decisions of yours to review</source>
        <translation>Você ficou de fora nesta mão: não há decisões suas para rever</translation>
    </message>
    <message>
        <source>You score {points}</source>
        <translation>Você marca {points}</translation>
    </message>
    <message>
        <source>You went gin with the {card}</source>
        <translation>Você fez gin com {card:o|a}</translation>
    </message>
    <message>
        <source>You went gin, discarding the {card} face down</source>
        <translation>Você fez gin e descartou {card:o|a} com a face para baixo</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Você venceu a partida!</translation>
    </message>
    <message>
        <source>You won game {game}</source>
        <translation>Você venceu o jogo {game}</translation>
    </message>
    <message>
        <source>You won the match</source>
        <translation>Você venceu a partida</translation>
    </message>
    <message>
        <source>Your cards out of play, {count}</source>
        <translation>Suas cartas fora de jogo, {count}</translation>
    </message>
    <message>
        <source>Your cards, out of play this hand ({n})</source>
        <translation>Suas cartas, fora de jogo nesta mão ({n})</translation>
    </message>
    <message>
        <source>Your cards, out of play this hand: click them to see them larger</source>
        <translation>Suas cartas, fora de jogo nesta mão: clique nelas para vê-las maiores</translation>
    </message>
    <message>
        <source>Your cards: {cards}. In the stock: {stock} cards.</source>
        <translation>Suas cartas: {cards}. No monte: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your cards: {cards}. On the pile: {card}. In the stock: {stock} cards.</source>
        <translation>Suas cartas: {cards}. Na pilha: {card}. No monte: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your last move was about as good as the hint&apos;s: {move}.</source>
        <translation>Sua última jogada foi quase tão boa quanto a da dica: {move}.</translation>
    </message>
    <message>
        <source>Your last save could not be read; this is the copy saved just before it, so your last move may be missing.</source>
        <translation>Não foi possível ler seu último salvamento; esta é a cópia salva logo antes, por isso sua última jogada pode estar faltando.</translation>
    </message>
    <message>
        <source>Your matches, oldest to newest</source>
        <translation>As suas partidas, da mais antiga à mais recente</translation>
    </message>
    <message>
        <source>Your name in your saved match could not be read; in this match the table shows you as “{name}”.</source>
        <translation>Não foi possível ler o seu nome na partida salva; nesta partida a mesa mostra você como “{name}”.</translation>
    </message>
    <message>
        <source>Your running total (to {target})</source>
        <translation>Seu total acumulado (até {target})</translation>
    </message>
    <message>
        <source>Your running total in game {game} (to {target})</source>
        <translation>Seu total acumulado no jogo {game} (até {target})</translation>
    </message>
    <message>
        <source>Your saved match could not be read ({reason}); it was resumed from the copy saved just before it, so your last move may be missing. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>Não foi possível ler sua partida salva ({reason}); ela foi retomada a partir da cópia salva logo antes, por isso sua última jogada pode estar faltando. O arquivo ilegível foi guardado como {name} na pasta {folder}.</translation>
    </message>
    <message>
        <source>Your saved match could not be read ({reason}); the copy saved just before it was used in its place. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>Não foi possível ler sua partida salva ({reason}); em seu lugar foi usada a cópia salva logo antes. O arquivo ilegível foi guardado como {name} na pasta {folder}.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Gin Desktop, so this version cannot open it. It is left as it is, for the newer version to find; this version keeps its own match in a separate file, so neither match is lost.</source>
        <translation>Sua partida salva foi feita por uma versão mais recente do Gin Desktop, por isso esta versão não consegue abri-la. Ela fica como está, para que a versão mais recente a encontre; esta versão guarda a própria partida em um arquivo separado, por isso nenhuma das duas se perde.</translation>
    </message>
    <message>
        <source>Your saved matches were made by a newer version of Gin Desktop, so this version cannot open them and will not write over them: the match you play now will not be saved. To continue your saved matches, and to have your games saved, use the newer version.</source>
        <translation>Suas partidas salvas foram feitas por uma versão mais recente do Gin Desktop, por isso esta versão não consegue abri-las e não vai gravar por cima delas: a partida que você jogar agora não será salva. Para continuar suas partidas salvas e ter seus jogos salvos, use a versão mais recente.</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>Sua vez: pegue a carta virada ou passe</translation>
    </message>
    <message>
        <source>Yours: hands where you undercut the player who knocked. Against you: hands where you knocked and were undercut.</source>
        <translation>Seus: mãos em que você cortou o jogador que bateu. Contra você: mãos em que você bateu e foi cortado.</translation>
    </message>
    <message>
        <source>a draw when the stock is empty</source>
        <translation>mão anulada quando o monte acaba</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>já existe uma pasta com esse nome</translation>
    </message>
    <message>
        <source>a shutout doubles the score</source>
        <translation>o capote dobra a pontuação</translation>
    </message>
    <message>
        <source>a shutout is not doubled</source>
        <translation>o capote não dobra a pontuação</translation>
    </message>
    <message>
        <source>after hand {hand}, {scores}</source>
        <translation>depois da mão {hand}, {scores}</translation>
    </message>
    <message>
        <source>and knocked with the {card}</source>
        <translation>e bateu com {card:o|a}</translation>
    </message>
    <message>
        <source>and went gin with the {card}</source>
        <translation>e fez gin com {card:o|a}</translation>
    </message>
    <message>
        <source>and you knocked with the {card}</source>
        <translation>e bateu com {card:o|a}</translation>
    </message>
    <message>
        <source>and you went gin with the {card}</source>
        <translation>e fez gin com {card:o|a}</translation>
    </message>
    <message>
        <source>another player won {points} ({how})</source>
        <translation>outro jogador ganhou {points} ({how})</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>outro programa está usando o arquivo</translation>
    </message>
    <message>
        <source>best</source>
        <translation>a melhor</translation>
    </message>
    <message>
        <source>better</source>
        <translation>melhor</translation>
    </message>
    <message>
        <source>big gin bonus {points}</source>
        <translation>bônus de gin grande {points}</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>escolhida</translation>
    </message>
    <message>
        <source>equal deadwood is an undercut</source>
        <translation>empate nos pontos soltos é corte</translation>
    </message>
    <message>
        <source>equal deadwood is not an undercut</source>
        <translation>empate nos pontos soltos não é corte</translation>
    </message>
    <message>
        <source>first-start welcome</source>
        <translation>boas-vindas do primeiro início</translation>
    </message>
    <message>
        <source>game bonus {points}</source>
        <translation>bônus de partida {points}</translation>
    </message>
    <message>
        <source>gin bonus {points}</source>
        <translation>bônus de gin {points}</translation>
    </message>
    <message>
        <source>gin-statistics</source>
        <translation>estatísticas-gin</translation>
    </message>
    <message>
        <source>in the box this hand</source>
        <translation>na caixa nesta mão</translation>
    </message>
    <message>
        <source>it is damaged or is not this game&apos;s statistics</source>
        <translation>está danificado ou não contém estatísticas deste jogo</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the game</source>
        <translation>vem de uma versão mais nova do jogo</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game</source>
        <translation>vem de uma versão mais nova do jogo</translation>
    </message>
    <message>
        <source>its moves cannot be replayed</source>
        <translation>as jogadas registradas não podem ser reproduzidas</translation>
    </message>
    <message>
        <source>knock by discarding it face down: press {key}</source>
        <translation>bata descartando-a virada para baixo: pressione {key}</translation>
    </message>
    <message>
        <source>knock limit {points}</source>
        <translation>limite para bater {points}</translation>
    </message>
    <message>
        <source>line bonus {n} ({hands:hand|hands} × {each})</source>
        <translation>bônus por mãos {n} ({hands:mão|mãos} × {each})</translation>
    </message>
    <message>
        <source>line bonus {points}</source>
        <translation>bônus por mãos {points}</translation>
    </message>
    <message>
        <source>lost the last match</source>
        <translation>você perdeu a última partida</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>sem gin grande</translation>
    </message>
    <message>
        <source>no game bonus</source>
        <translation>sem bônus de partida</translation>
    </message>
    <message>
        <source>no line bonus</source>
        <translation>sem bônus por mãos</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>ninguém marcou</translation>
    </message>
    <message>
        <source>not choices this version of the game can use</source>
        <translation>não são opções que esta versão do jogo possa usar</translation>
    </message>
    <message>
        <source>not over yet</source>
        <translation>ainda não terminou</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>não é verdadeiro nem falso</translation>
    </message>
    <message>
        <source>passed on {card}</source>
        <translation>não pegou {card}</translation>
    </message>
    <message>
        <source>playing by keys</source>
        <translation>jogar pelo teclado</translation>
    </message>
    <message>
        <source>score pad width</source>
        <translation>largura do placar</translation>
    </message>
    <message>
        <source>sees the captain&apos;s cards</source>
        <translation>vê as cartas do capitão</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>tirada</translation>
    </message>
    <message>
        <source>the better choice</source>
        <translation>melhor escolha</translation>
    </message>
    <message>
        <source>the captain can go gin with it</source>
        <translation>o capitão pode fazer gin com ela</translation>
    </message>
    <message>
        <source>the captain can knock with it</source>
        <translation>o capitão pode bater com ela</translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation>carta comprada</translation>
    </message>
    <message>
        <source>the card taken from the pile</source>
        <translation>a carta tirada da pilha</translation>
    </message>
    <message>
        <source>the deal alternates</source>
        <translation>as cartas são dadas em rodízio</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>o disco é somente leitura</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>não foi possível abrir o arquivo</translation>
    </message>
    <message>
        <source>the file is damaged or is not a saved match</source>
        <translation>o arquivo está danificado ou não é uma partida salva</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>o arquivo é grande demais</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>a pasta não existe</translation>
    </message>
    <message>
        <source>the game may not write there</source>
        <translation>o jogo não tem permissão para gravar ali</translation>
    </message>
    <message>
        <source>the game may not write to it</source>
        <translation>o jogo não tem permissão para gravar nele</translation>
    </message>
    <message>
        <source>the hint&apos;s move</source>
        <translation>a jogada da dica</translation>
    </message>
    <message>
        <source>the loser deals next</source>
        <translation>quem perde dá as cartas</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>o nome é longo demais</translation>
    </message>
    <message>
        <source>the system reported an error</source>
        <translation>o sistema informou um erro</translation>
    </message>
    <message>
        <source>the winner deals next</source>
        <translation>quem vence dá as cartas</translation>
    </message>
    <message>
        <source>three-hand {game}</source>
        <translation>{game} para três jogadores</translation>
    </message>
    <message>
        <source>to {points}</source>
        <translation>até {points}</translation>
    </message>
    <message>
        <source>two-player {game}</source>
        <translation>{game} para dois jogadores</translation>
    </message>
    <message>
        <source>undercut bonus {points}</source>
        <translation>bônus de corte {points}</translation>
    </message>
    <message>
        <source>with Hollywood scoring</source>
        <translation>com pontuação Hollywood</translation>
    </message>
    <message>
        <source>with Oklahoma</source>
        <translation>com Oklahoma</translation>
    </message>
    <message>
        <source>without Hollywood scoring</source>
        <translation>sem pontuação Hollywood</translation>
    </message>
    <message>
        <source>without Oklahoma</source>
        <translation>sem Oklahoma</translation>
    </message>
    <message>
        <source>without Straight</source>
        <translation>sem Straight</translation>
    </message>
    <message>
        <source>won the last match</source>
        <translation>você venceu a última partida</translation>
    </message>
    <message>
        <source>you can go gin with it</source>
        <translation>você pode fazer gin com ela</translation>
    </message>
    <message>
        <source>you won {points} ({how})</source>
        <translation>você ganhou {points} ({how})</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>sua escolha</translation>
    </message>
    <message>
        <source>{cards:the|the} on the run of {meld}</source>
        <translation>{cards:o|a} na sequência {meld}</translation>
    </message>
    <message>
        <source>{cards:the|the} on the set of {meld}</source>
        <translation>{cards:o|a} na trinca de {meld}</translation>
    </message>
    <message>
        <source>{cards} and {last}</source>
        <translation>{cards} e {last}</translation>
    </message>
    <message>
        <source>{card} ({mark})</source>
        <translation>{card} ({mark})</translation>
    </message>
    <message>
        <source>{code}: game {game} of the three</source>
        <translation>{code}: jogo {game} dos três</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after the captain&apos;s best discard</source>
        <translation>{count}, pontos soltos: {points}, com o melhor descarte do capitão, {after:ponto|pontos}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after your best discard</source>
        <translation>{count}, pontos soltos: {points}, com o melhor descarte, {after:ponto|pontos}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after {name}&apos;s best discard</source>
        <translation>{count}, pontos soltos: {points}, com o melhor descarte {name:de|do}, {after:ponto|pontos}</translation>
    </message>
    <message>
        <source>{defender} laid off {cards:the|the} on {knocker}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>{defender:|O} encaixou {cards:o|a} nas combinações {knocker:de|do} e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{defender} laid off {cards} on {knocker}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>{defender:|O} encaixou {cards:o|a} nas combinações {knocker:de|do} e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{draw}, {end}</source>
        <translation>{draw}, {end}</translation>
    </message>
    <message>
        <source>{hands} played, {won} won, {sat} sat out</source>
        <translation>{hands:jogada|jogadas}, {won:vencida|vencidas}, {sat} em que você ficou de fora</translation>
    </message>
    <message>
        <source>{knocker} knocked with {kd} deadwood, but {defender} had only {dd}.</source>
        <translation>{knocker:|O} bateu com {kd:ponto solto|pontos soltos}, mas {defender:|o} tinha só {dd}.</translation>
    </message>
    <message>
        <source>{knocker} knocked with {kd} deadwood, but {defender} had {dd} too.</source>
        <translation>{knocker:|O} bateu com {kd:ponto solto|pontos soltos}, mas {defender:|o} também tinha {dd}.</translation>
    </message>
    <message>
        <source>{mark} by a player&apos;s score: that player was in the box that hand</source>
        <translation>{mark} junto à pontuação de um jogador indica que ele estava na caixa nessa mão</translation>
    </message>
    <message>
        <source>{n:loss|losses} in a row</source>
        <translation>{n:derrota|derrotas} seguidas</translation>
    </message>
    <message>
        <source>{n:match|matches}, {mine} points for you and {theirs} against you
a match left for a new game is not counted in the win rates</source>
        <translation>{n:partida|partidas}, {mine:ponto|pontos} a seu favor e {theirs} contra você
uma partida deixada por outra nova não conta na taxa de vitórias</translation>
    </message>
    <message>
        <source>{n:win|wins} in a row</source>
        <translation>{n:vitória|vitórias} seguidas</translation>
    </message>
    <message>
        <source>{name} drew the {card}</source>
        <translation>{name:|O} tirou {card:o|a}</translation>
    </message>
    <message>
        <source>{name} had {dd} deadwood and nothing to lay off.</source>
        <translation>{name:|O} ficou com {dd:ponto solto|pontos soltos} e nada para encaixar.</translation>
    </message>
    <message>
        <source>{name} is deciding without your advice…</source>
        <translation>{name:|O} está decidindo sem o seu conselho…</translation>
    </message>
    <message>
        <source>{name} knocked with the {card}</source>
        <translation>{name:|O} bateu com {card:o|a}</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood, but you had only {dd}.</source>
        <translation>{name:|O} bateu com {kd:ponto solto|pontos soltos}, mas você tinha só {dd}.</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood, but you had {dd} too.</source>
        <translation>{name:|O} bateu com {kd:ponto solto|pontos soltos}, mas você também tinha {dd}.</translation>
    </message>
    <message>
        <source>{name} knocked, discarding the {card} face down</source>
        <translation>{name:|O} bateu e descartou {card:o|a} com a face para baixo</translation>
    </message>
    <message>
        <source>{name} laid off {cards:the|the} on your melds, leaving {dd} deadwood.</source>
        <translation>{name:|O} encaixou {cards:o|a} nas combinações que você baixou e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on your melds, leaving {dd} deadwood.</source>
        <translation>{name:|O} encaixou {cards:o|a} nas combinações que você baixou e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{name} lays off {cards:the|the}</source>
        <translation>{name:|O} encaixa {cards:o|a}</translation>
    </message>
    <message>
        <source>{name} plays without advice</source>
        <translation>{name} joga sem conselhos</translation>
    </message>
    <message>
        <source>{name} went gin with the {card}</source>
        <translation>{name:|O} fez gin com {card:o|a}</translation>
    </message>
    <message>
        <source>{name} went gin, discarding the {card} face down</source>
        <translation>{name:|O} fez gin e descartou {card:o|a} com a face para baixo</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name:|O} vence a partida</translation>
    </message>
    <message>
        <source>{name}&apos;s face-down discard: the {card}</source>
        <translation>Descarte com a face para baixo {name:de|do}: {card:o|a}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, the captain you advise</source>
        <translation>Mão {name:de|do}, o capitão que você aconselha</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, the captain you advise: {count}</source>
        <translation>Mão {name:de|do}, o capitão que você aconselha: {count}</translation>
    </message>
    <message>
        <source>{name}&apos;s strength in your saved match could not be read; {name} now plays at the {level} level.</source>
        <translation>Não foi possível ler a força {name:de|do} na sua partida salva; agora {name:|o} joga no nível {level}.</translation>
    </message>
    <message>
        <source>{name}, game {game}: total {total}</source>
        <translation>{name}, jogo {game}: total {total}</translation>
    </message>
    <message>
        <source>{name}, game {game}: {bonus}</source>
        <translation>{name}, jogo {game}: {bonus}</translation>
    </message>
    <message>
        <source>{name}, game {game}: {points} points, total {total}</source>
        <translation>{name}, jogo {game}: {points:ponto|pontos}, total {total}</translation>
    </message>
    <message>
        <source>{name}: total {total}</source>
        <translation>{name}: total {total}</translation>
    </message>
    <message>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
    <message>
        <source>{number}. {move} — the table found a better move</source>
        <translation>{number}. {move}: a tabela encontrou uma jogada melhor</translation>
    </message>
    <message>
        <source>{number}. {move} — won the hand, on average costs about {points} points</source>
        <translation>{number}. {move}: ganhou a mão, mas em média custa cerca de {points:ponto|pontos}</translation>
    </message>
    <message>
        <source>{outcome} {mine} to {theirs} against {opponent}</source>
        <translation>{outcome} por {mine} a {theirs}, adversário: {opponent}</translation>
    </message>
    <message>
        <source>{outcome} {mine}–{theirs} against {opponent}
{variant} · {date}</source>
        <translation>{outcome} {mine}–{theirs}, adversário: {opponent}
{variant} · {date}</translation>
    </message>
    <message>
        <source>{places}, and {last}</source>
        <translation>{places}, e {last}</translation>
    </message>
    <message>
        <source>{prompt} (key {stock})</source>
        <translation>{prompt} (tecla {stock})</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}</source>
        <translation>{prompt}. Escolha com as setas a carta que vai jogar fora e pressione {key}</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}, or press {knock} to go gin</source>
        <translation>{prompt}. Escolha com as setas a carta que vai jogar fora e pressione {key}, ou pressione {knock} para fazer gin</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}, or press {knock} to knock</source>
        <translation>{prompt}. Escolha com as setas a carta que vai jogar fora e pressione {key}, ou pressione {knock} para bater</translation>
    </message>
    <message>
        <source>{prompt}. Drag one onto the discard pile or double-click it</source>
        <translation>{prompt}. Arraste-a até a pilha de descarte ou dê um clique duplo nela</translation>
    </message>
    <message>
        <source>{prompt}. Press {stock} for the stock or {pile} for the pile</source>
        <translation>{prompt}. Pressione {stock} para o monte ou {pile} para a pilha</translation>
    </message>
    <message>
        <source>{prompt}. Press {take} to take it or {leave} to pass</source>
        <translation>{prompt}. Pressione {take} para pegar ou {leave} para passar</translation>
    </message>
    <message>
        <source>{settings} (written after a quotation mark that is never closed)</source>
        <translation>{settings} (vêm depois de aspas que nunca se fecham)</translation>
    </message>
    <message>
        <source>{setting} (its quotation mark is never closed)</source>
        <translation>{setting} (as aspas nunca se fecham)</translation>
    </message>
    <message>
        <source>{setting} (its quotation mark is never closed, and the settings written after it were lost with it: {settings})</source>
        <translation>{setting} (as aspas nunca se fecham, e com elas se perderam as configurações escritas depois: {settings})</translation>
    </message>
    <message>
        <source>{streak} (you won {wins} of the last {count})</source>
        <translation>{streak} (venceu {wins} das últimas {count})</translation>
    </message>
    <message>
        <source>{title}: {cards}</source>
        <translation>{title}: {cards}</translation>
    </message>
    <message>
        <source>{value} in the match you are playing</source>
        <translation>{value} na partida que você está jogando</translation>
    </message>
    <message>
        <source>“{value}” is not one of the choices</source>
        <translation>“{value}” não é nenhuma das opções</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Tie: both hands have {deadwood} deadwood; no score</source>
        <translation>Empate: as duas mãos têm {deadwood:ponto solto|pontos soltos}; ninguém marca</translation>
    </message>
    <message>
        <source>To discard, choose a card with the arrow keys and press {key}</source>
        <translation>Escolha com as setas a carta que vai jogar fora e pressione {key}</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>No topo da pilha de descarte: {card}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totais</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Treino</translation>
    </message>
    <message>
        <source>Training hint</source>
        <translation>Dica de treino</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dois jogadores</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Corte</translation>
    </message>
    <message>
        <source>Undercut! You score {pts}</source>
        <translation>Corte! Você marca {pts}</translation>
    </message>
    <message>
        <source>Undercut! {name} scores {pts}</source>
        <translation>Corte! {name:|O} marca {pts}</translation>
    </message>
    <message>
        <source>Undercut: {knocker} − {defender} = {difference}, + {bonus} undercut bonus = {points}</source>
        <translation>Corte: {knocker} − {defender} = {difference}, + {bonus} de bônus de corte = {points}</translation>
    </message>
    <message>
        <source>Undercuts:</source>
        <translation>Cortes:</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Partida não terminada</translation>
    </message>
    <message>
        <source>Upcard: the {card}; discard pile: {count}</source>
        <translation>Carta virada: {card:o|a}; pilha de descarte: {count}</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Watch the other players; the hint comes on your turn.</source>
        <translation>Observe os outros jogadores; a dica vem na sua vez.</translation>
    </message>
    <message>
        <source>Weighing your decisions…</source>
        <translation>Avaliando as suas decisões…</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Quem deu as cartas</translation>
    </message>
    <message>
        <source>Who knocked (or went gin)</source>
        <translation>Quem bateu (ou fez gin)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Win rate by variant and opponent</source>
        <translation>Taxa de vitórias por variante e adversário</translation>
    </message>
    <message>
        <source>Win rate by variant and opponent:</source>
        <translation>Taxa de vitórias por variante e adversário:</translation>
    </message>
    <message>
        <source>Worst match:</source>
        <translation>Pior partida:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>You and {name} drew the same rank; the cards went back, the deck was shuffled and you both drew again:</source>
        <translation>Empate entre você e {name:|o}: as cartas voltaram ao baralho, que foi embaralhado, e vocês tiraram de novo:</translation>
    </message>
    <message>
        <source>You declared big gin</source>
        <translation>Você declarou gin grande</translation>
    </message>
    <message>
        <source>You discarded the {card}</source>
        <translation>Você descartou {card:o|a}</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Você comprou do monte</translation>
    </message>
    <message>
        <source>You drew the {card} from the stock</source>
        <translation>Você comprou {card:o|a} do monte</translation>
    </message>
    <message>
        <source>You had {dd} after laying off.</source>
        <translation>Depois de encaixar cartas, você ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}, in the middle of hand {hand} (score {scores}). Resume it?</source>
        <translation>Você tem uma partida de {game} não terminada, no meio da mão {hand} (placar {scores}). Quer retomá-la?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}, in the middle of hand {hand}:
{games}
Resume it?</source>
        <translation>Você tem uma partida de {game} não terminada, no meio da mão {hand}:
{games}
Quer retomá-la?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is over and the next hand is not dealt yet (score {scores}). Resume it?</source>
        <translation>Você tem uma partida de {game} não terminada: a mão {hand} terminou e a próxima ainda não foi distribuída (placar {scores}). Quer retomá-la?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is over and the next hand is not dealt yet.
{games}
Resume it?</source>
        <translation>Você tem uma partida de {game} não terminada: a mão {hand} terminou e a próxima ainda não foi distribuída.
{games}
Quer retomá-la?</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Você bateu</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood.</source>
        <translation>Você bateu com {kd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>You made no decisions in this hand.</source>
        <translation>Você não tomou nenhuma decisão nesta mão.</translation>
    </message>
    <message>
        <source>You passed the upcard {card}</source>
        <translation>Você passou a carta virada {card}</translation>
    </message>
    <message>
        <source>You passed the upcard, the {card}</source>
        <translation>Você passou a carta virada, {card:o|a}</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Você mostra</translation>
    </message>
    <message>
        <source>You sit out: suggest a move for the captain, {name}, or let them decide</source>
        <translation>Você fica de fora: sugira uma jogada ao capitão, {name:|o}, ou deixe-o decidir</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Você pegou a carta virada {card}</translation>
    </message>
    <message>
        <source>You took the upcard, the {card}</source>
        <translation>Você pegou a carta virada, {card:o|a}</translation>
    </message>
    <message>
        <source>You took the {card} from the pile</source>
        <translation>Você pegou {card:o|a} da pilha</translation>
    </message>
    <message>
        <source>You took {owner}&apos;s {card} from the pile</source>
        <translation>Você pegou da pilha {card:o|a} que {owner:|o} descartou</translation>
    </message>
    <message>
        <source>You went gin</source>
        <translation>Você fez gin</translation>
    </message>
    <message>
        <source>You were caught with {dd} deadwood.</source>
        <translation>Você ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Você venceu a partida!</translation>
    </message>
    <message>
        <source>You win the hand: {pts}</source>
        <translation>Você vence a mão: {pts}</translation>
    </message>
    <message>
        <source>Your cards laid down</source>
        <translation>Suas cartas na mesa</translation>
    </message>
    <message>
        <source>Your cards. In the stock: {stock} cards.</source>
        <translation>Suas cartas. No monte: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your cards. On the pile: {card}. In the stock: {stock} cards.</source>
        <translation>Suas cartas. Na pilha: {card}. No monte: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Suas decisões</translation>
    </message>
    <message>
        <source>Your game is saved after every move, so nothing is lost. You can go on playing; if the table misbehaves, quit and start again: the game will offer to resume where you were.</source>
        <translation>A sua partida é salva depois de cada jogada, então nada se perde. Você pode continuar jogando; se a mesa apresentar algum problema, saia e abra o jogo de novo: ele vai oferecer continuar de onde você parou.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Sua mão</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Sua mão está vazia</translation>
    </message>
    <message>
        <source>Your hand, {count}</source>
        <translation>Sua mão, {count}</translation>
    </message>
    <message>
        <source>Your last move</source>
        <translation>Sua última jogada</translation>
    </message>
    <message>
        <source>Your last move was a good one.</source>
        <translation>Sua última jogada foi boa.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Sua jogada</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock</source>
        <translation>Sua vez: compre do monte</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the {card} from the pile</source>
        <translation>Sua vez: compre do monte ou pegue {card:o|a} da pilha</translation>
    </message>
    <message>
        <source>a draw with {cards} left in the stock</source>
        <translation>mão anulada com {cards:carta|cartas} no monte</translation>
    </message>
    <message>
        <source>a taken upcard may be discarded</source>
        <translation>a carta recém-tirada da pilha pode ser descartada</translation>
    </message>
    <message>
        <source>a taken upcard may not be discarded</source>
        <translation>a carta recém-tirada da pilha não pode ser descartada</translation>
    </message>
    <message>
        <source>and discarded the {card}</source>
        <translation>e descartou {card:o|a}</translation>
    </message>
    <message>
        <source>and knocked</source>
        <translation>e bateu</translation>
    </message>
    <message>
        <source>and went gin</source>
        <translation>e fez gin</translation>
    </message>
    <message>
        <source>and you discarded the {card}</source>
        <translation>e descartou {card:o|a}</translation>
    </message>
    <message>
        <source>and you knocked</source>
        <translation>e bateu</translation>
    </message>
    <message>
        <source>and you went gin</source>
        <translation>e fez gin</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>velocidade das animações</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>gin grande</translation>
    </message>
    <message>
        <source>big gin bonus</source>
        <translation>bônus de gin grande</translation>
    </message>
    <message>
        <source>big gin!</source>
        <translation>gin grande!</translation>
    </message>
    <message>
        <source>cannot be discarded this turn</source>
        <translation>não pode ser descartada neste turno</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>verso das cartas</translation>
    </message>
    <message>
        <source>contains control characters</source>
        <translation>contém caracteres de controle</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>carta solta</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>dar as cartas da próxima mão</translation>
    </message>
    <message>
        <source>deck style</source>
        <translation>estilo do baralho</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>declarar gin grande</translation>
    </message>
    <message>
        <source>discard the {card}</source>
        <translation>descartar {card:o|a}</translation>
    </message>
    <message>
        <source>discarded {card}</source>
        <translation>descartou {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>comprar do monte</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>comprada</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>comprou do monte</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>from the pile</source>
        <translation>da pilha</translation>
    </message>
    <message>
        <source>game bonus {n}</source>
        <translation>bônus de partida {n}</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>gin bonus</source>
        <translation>bônus de gin</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>só gin</translation>
    </message>
    <message>
        <source>gin!</source>
        <translation>gin!</translation>
    </message>
    <message>
        <source>go gin by discarding it face down: press {key}</source>
        <translation>faça gin descartando-a virada para baixo: pressione {key}</translation>
    </message>
    <message>
        <source>hand {hand}, {scores}</source>
        <translation>mão {hand}, {scores}</translation>
    </message>
    <message>
        <source>in a run</source>
        <translation>numa sequência</translation>
    </message>
    <message>
        <source>in a set</source>
        <translation>numa trinca</translation>
    </message>
    <message>
        <source>it could not be resumed</source>
        <translation>não foi possível retomá-la</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>acabou de entrar na mão</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>batida</translation>
    </message>
    <message>
        <source>knock ≤ {n}</source>
        <translation>batida ≤ {n}</translation>
    </message>
    <message>
        <source>knock, discarding the {card}</source>
        <translation>bater descartando {card:o|a}</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>bateu</translation>
    </message>
    <message>
        <source>laid off</source>
        <translation>carta encaixada</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>line bonus {n}</source>
        <translation>bônus por mãos {n}</translation>
    </message>
    <message>
        <source>longer than {count} characters</source>
        <translation>mais de {count} caracteres</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>new game choices</source>
        <translation>opções de nova partida</translation>
    </message>
    <message>
        <source>no finished matches yet</source>
        <translation>ainda não há partidas terminadas</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhuma ainda</translation>
    </message>
    <message>
        <source>not a colour</source>
        <translation>não é uma cor</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>não é um número</translation>
    </message>
    <message>
        <source>not a text</source>
        <translation>não é um texto</translation>
    </message>
    <message>
        <source>not saved window data</source>
        <translation>não são dados de janela salvos</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>não é um JSON válido</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>passar a carta virada</translation>
    </message>
    <message>
        <source>player name</source>
        <translation>nome do jogador</translation>
    </message>
    <message>
        <source>shutout: doubled (+{n})</source>
        <translation>capote: em dobro (+{n})</translation>
    </message>
    <message>
        <source>sitting out this hand</source>
        <translation>de fora nesta mão</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>carta virada de espadas: pontos em dobro</translation>
    </message>
    <message>
        <source>suggest going gin with it: press {key}</source>
        <translation>sugira fazer gin com ela: pressione {key}</translation>
    </message>
    <message>
        <source>suggest knocking with it: press {key}</source>
        <translation>sugira bater com ela: pressione {key}</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>cor da mesa</translation>
    </message>
    <message>
        <source>take the top card of the discard pile</source>
        <translation>pegar a carta de cima da pilha de descarte</translation>
    </message>
    <message>
        <source>take the upcard</source>
        <translation>pegar a carta virada</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>took your {card} from the pile</source>
        <translation>pegou da pilha {card:o|a} que você descartou</translation>
    </message>
    <message>
        <source>took {card}</source>
        <translation>pegou {card}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <translation>pegou {card} da pilha</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>corte</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <source>window layout</source>
        <translation>disposição da janela</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>tamanho da janela</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vencedor</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vitória</translation>
    </message>
    <message>
        <source>you can knock with it</source>
        <translation>você pode bater com ela</translation>
    </message>
    <message>
        <source>you see the captain&apos;s cards</source>
        <translation>você vê as cartas do capitão</translation>
    </message>
    <message>
        <source>{bonus}, game {game}</source>
        <translation>{bonus}, jogo {game}</translation>
    </message>
    <message>
        <source>{bonus}: {name}</source>
        <translation>{bonus}: {name}</translation>
    </message>
    <message>
        <source>{cards} on the run {meld}</source>
        <translation>{cards:o|a} na sequência {meld}</translation>
    </message>
    <message>
        <source>{cards} on the set {meld}</source>
        <translation>{cards:o|a} na trinca {meld}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}</source>
        <translation>{count}, pontos soltos: {points}</translation>
    </message>
    <message>
        <source>{dd} + {bonus} {what} = {total}.</source>
        <translation>{dd} + {bonus} de {what} = {total}.</translation>
    </message>
    <message>
        <source>{draw} {end}</source>
        <translation>{draw} {end}</translation>
    </message>
    <message>
        <source>{first} and {second} drew the same rank; the cards went back, the deck was shuffled and both drew again:</source>
        <translation>Empate entre {first:|o} e {second:|o}: as cartas voltaram ao baralho, que foi embaralhado, e os dois tiraram de novo:</translation>
    </message>
    <message>
        <source>{hands} played, {won} won</source>
        <translation>{hands:jogada|jogadas}, {won:vencida|vencidas}</translation>
    </message>
    <message>
        <source>{kd} − {dd} + {bonus} undercut bonus = {total}.</source>
        <translation>{kd} − {dd} + {bonus} de bônus de corte = {total}.</translation>
    </message>
    <message>
        <source>{matches} played, {wins} won ({rate})</source>
        <translation>{matches:jogada|jogadas}, {wins:vencida|vencidas} ({rate})</translation>
    </message>
    <message>
        <source>{mine} by you, {theirs} by your opponents</source>
        <translation>{mine:sua|suas}, {theirs} dos adversários</translation>
    </message>
    <message>
        <source>{mine} yours, {theirs} against you</source>
        <translation>{mine:seu|seus}, {theirs} contra você</translation>
    </message>
    <message>
        <source>{name} answers</source>
        <translation>{name:|O} responde</translation>
    </message>
    <message>
        <source>{name} could not be read ({reason}).</source>
        <translation>Não foi possível ler {name} ({reason}).</translation>
    </message>
    <message>
        <source>{name} declared big gin</source>
        <translation>{name:|O} declarou gin grande</translation>
    </message>
    <message>
        <source>{name} discarded the {card}</source>
        <translation>{name:|O} descartou {card:o|a}</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name:|O} comprou do monte</translation>
    </message>
    <message>
        <source>{name} drew the {card} from the stock</source>
        <translation>{name:|O} comprou {card:o|a} do monte</translation>
    </message>
    <message>
        <source>{name} had {dd} after laying off.</source>
        <translation>Depois de encaixar cartas, {name:|o} ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{name} holds {count}</source>
        <translation>{name:|O} tem {count}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name:|O} está pensando…</translation>
    </message>
    <message>
        <source>{name} is weighing your advice…</source>
        <translation>{name:|O} está considerando o seu conselho…</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name:|O} bateu</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood.</source>
        <translation>{name:|O} bateu com {kd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{name} laid off {layoffs}, leaving {dd} deadwood.</source>
        <translation>{name:|O} encaixou {layoffs} e ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{name} passed the upcard {card}</source>
        <translation>{name:|O} passou a carta virada {card}</translation>
    </message>
    <message>
        <source>{name} passed the upcard, the {card}</source>
        <translation>{name:|O} passou a carta virada, {card:o|a}</translation>
    </message>
    <message>
        <source>{name} scores {points}</source>
        <translation>{name:|O} marca {points}</translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation>{name:|O} mostra</translation>
    </message>
    <message>
        <source>{name} suggests: {move}</source>
        <translation>{name:|O} sugere: {move}</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Vez {name:de|do}</translation>
    </message>
    <message>
        <source>{name} took nothing from the discard pile.</source>
        <translation>{name:|O} não pegou nada da pilha de descarte.</translation>
    </message>
    <message>
        <source>{name} took the upcard {card}</source>
        <translation>{name:|O} pegou a carta virada {card}</translation>
    </message>
    <message>
        <source>{name} took the upcard, the {card}</source>
        <translation>{name:|O} pegou a carta virada, {card:o|a}</translation>
    </message>
    <message>
        <source>{name} took the {card} from the pile</source>
        <translation>{name:|O} pegou {card:o|a} da pilha</translation>
    </message>
    <message>
        <source>{name} took your {card} from the pile</source>
        <translation>{name:|O} pegou da pilha {card:o|a} que você descartou</translation>
    </message>
    <message>
        <source>{name} took {owner}&apos;s {card} from the pile</source>
        <translation>{name:|O} pegou da pilha {card:o|a} que {owner:|o} descartou</translation>
    </message>
    <message>
        <source>{name} was caught with {dd} deadwood.</source>
        <translation>{name:|O} ficou com {dd:ponto solto|pontos soltos}.</translation>
    </message>
    <message>
        <source>{name} went gin</source>
        <translation>{name:|O} fez gin</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name:|O} vence a partida</translation>
    </message>
    <message>
        <source>{name} wins the hand: {pts}</source>
        <translation>{name:|O} vence a mão: {pts}</translation>
    </message>
    <message>
        <source>{name} won game {game}</source>
        <translation>{name:|O} venceu o jogo {game}</translation>
    </message>
    <message>
        <source>{name} won the match</source>
        <translation>{name:|O} venceu a partida</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name}&apos;s cards laid down</source>
        <translation>Cartas {name:de|do} na mesa</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>A mão {name:de|do}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, {count}</source>
        <translation>Mão {name:de|do}, {count}</translation>
    </message>
    <message>
        <source>{name}, sitting out, suggests another move; {key} plays that one, not this hint.</source>
        <translation>{name}, de fora, sugere outra jogada; a tecla {key} faz essa jogada, não a desta dica.</translation>
    </message>
    <message>
        <source>{name}: running total (to {target})</source>
        <translation>Total acumulado {name:de|do} (até {target})</translation>
    </message>
    <message>
        <source>{name}: running total in game {game} (to {target})</source>
        <translation>Total acumulado {name:de|do} no jogo {game} (até {target})</translation>
    </message>
    <message>
        <source>{name}: {points} points, total {total}</source>
        <translation>{name}: {points:ponto|pontos}, total {total}</translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation>{number}. {move}</translation>
    </message>
    <message>
        <source>{number}. {move} — cost about {points} points</source>
        <translation>{number}. {move}: custou cerca de {points:ponto|pontos}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartas</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} pontos</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} pts</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} pontos</translation>
    </message>
    <message>
        <source>{rules} and {count} more</source>
        <translation>{rules} e mais {count}</translation>
    </message>
    <message>
        <source>{setting} ({why})</source>
        <translation>{setting} ({why})</translation>
    </message>
    <message>
        <source>{value} is not one of {options}</source>
        <translation>{value} não está entre {options}</translation>
    </message>
    <message>
        <source>{what}. {then}</source>
        <translation>{what}. {then}</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Anterior</translation>
    </message>
    <message>
        <source>◀ your choice</source>
        <translation>◀ sua escolha</translation>
    </message>
    <message>
        <source>♠×2</source>
        <translation>♠×2</translation>
    </message>
    <message>
        <source>Knock</source>
        <comment>button</comment>
        <translation>Bater</translation>
    </message>
    <message>
        <source>{prog}: no display found (DISPLAY/WAYLAND_DISPLAY unset); run it from a desktop session, or set QT_QPA_PLATFORM=offscreen</source>
        <translation>{prog}: nenhuma tela encontrada (DISPLAY/WAYLAND_DISPLAY não definidas); execute-o em uma sessão gráfica ou defina QT_QPA_PLATFORM=offscreen</translation>
    </message>
    <message>
        <source>{prog}: cannot reach the display {display} (no display server answers there); run it from a desktop session, or check DISPLAY/WAYLAND_DISPLAY</source>
        <translation>{prog}: não foi possível conectar à tela {display} (nenhum servidor gráfico responde nela); execute-o em uma sessão gráfica ou verifique DISPLAY/WAYLAND_DISPLAY</translation>
    </message>
    <message>
        <source>{prog}: the display {display} refused the connection (no access to its X server, as after sudo); run it as the desktop session&apos;s user, or check XAUTHORITY and xhost</source>
        <translation>{prog}: a tela {display} recusou a conexão (sem acesso ao seu servidor X, como após sudo); execute-o como o usuário da sessão gráfica ou verifique XAUTHORITY e xhost</translation>
    </message>
    <message>
        <source>{prog}: QT_QPA_PLATFORM asks for a display that {variable} names, and {variable} is not set; run it from a desktop session that sets it, or unset QT_QPA_PLATFORM</source>
        <translation>{prog}: QT_QPA_PLATFORM pede uma tela indicada por {variable}, mas {variable} não está definida; execute-o em uma sessão gráfica que a defina ou remova QT_QPA_PLATFORM</translation>
    </message>
    <message>
        <source>Offline Gin Rummy against computer opponents.</source>
        <translation>Gin Rummy offline contra adversários do computador.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opções</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>mostra esta ajuda e sai</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>mostra a versão e sai</translation>
    </message>
    <message>
        <source>check that the installation works, print the result and exit</source>
        <translation>verifica se a instalação funciona, mostra o resultado e sai</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CÓDIGO</translation>
    </message>
    <message>
        <source>interface language, e.g. es (default: the system&apos;s)</source>
        <translation>idioma da interface, por exemplo pt (padrão: o do sistema)</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionais</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: erro: %(message)s
</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos não reconhecidos: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>opção %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>falta o valor</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>não aceita valor, mas recebeu %r</translation>
    </message>
    <message>
        <source>passed on {card}</source>
        <comment>you</comment>
        <translation>não pegou {card}</translation>
    </message>
    <message>
        <source>took {card}</source>
        <comment>you</comment>
        <translation>pegou {card}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <comment>you</comment>
        <translation>pegou {card} da pilha</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <comment>you</comment>
        <translation>comprou do monte</translation>
    </message>
    <message>
        <source>discarded {card}</source>
        <comment>you</comment>
        <translation>descartou {card}</translation>
    </message>
    <message>
        <source>knocked</source>
        <comment>you</comment>
        <translation>bateu</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <comment>action in a list</comment>
        <translation>Descartar uma carta</translation>
    </message>
    <message>
        <source>none finished yet</source>
        <comment>matches</comment>
        <translation>nenhuma terminada ainda</translation>
    </message>
    <message>
        <source>none finished yet</source>
        <comment>hands</comment>
        <translation>nenhuma terminada ainda</translation>
    </message>
    <message>
        <source>A dark red table of your own</source>
        <translation>Uma mesa na cor vermelho-escuro escolhida por você</translation>
    </message>
    <message>
        <source>A red table of your own</source>
        <translation>Uma mesa na cor vermelho escolhida por você</translation>
    </message>
    <message>
        <source>A pink table of your own</source>
        <translation>Uma mesa na cor rosa escolhida por você</translation>
    </message>
    <message>
        <source>A brown table of your own</source>
        <translation>Uma mesa na cor marrom escolhida por você</translation>
    </message>
    <message>
        <source>An orange table of your own</source>
        <translation>Uma mesa na cor laranja escolhida por você</translation>
    </message>
    <message>
        <source>A light orange table of your own</source>
        <translation>Uma mesa na cor laranja-claro escolhida por você</translation>
    </message>
    <message>
        <source>An olive table of your own</source>
        <translation>Uma mesa na cor verde-oliva escolhida por você</translation>
    </message>
    <message>
        <source>A yellow table of your own</source>
        <translation>Uma mesa na cor amarelo escolhida por você</translation>
    </message>
    <message>
        <source>A light yellow table of your own</source>
        <translation>Uma mesa na cor amarelo-claro escolhida por você</translation>
    </message>
    <message>
        <source>A dark green table of your own</source>
        <translation>Uma mesa na cor verde-escuro escolhida por você</translation>
    </message>
    <message>
        <source>A green table of your own</source>
        <translation>Uma mesa na cor verde escolhida por você</translation>
    </message>
    <message>
        <source>A light green table of your own</source>
        <translation>Uma mesa na cor verde-claro escolhida por você</translation>
    </message>
    <message>
        <source>A dark teal table of your own</source>
        <translation>Uma mesa na cor azul-petróleo escuro escolhida por você</translation>
    </message>
    <message>
        <source>A teal table of your own</source>
        <translation>Uma mesa na cor azul-petróleo escolhida por você</translation>
    </message>
    <message>
        <source>A light teal table of your own</source>
        <translation>Uma mesa na cor azul-petróleo claro escolhida por você</translation>
    </message>
    <message>
        <source>A dark blue table of your own</source>
        <translation>Uma mesa na cor azul-escuro escolhida por você</translation>
    </message>
    <message>
        <source>A blue table of your own</source>
        <translation>Uma mesa na cor azul escolhida por você</translation>
    </message>
    <message>
        <source>A light blue table of your own</source>
        <translation>Uma mesa na cor azul-claro escolhida por você</translation>
    </message>
    <message>
        <source>A dark purple table of your own</source>
        <translation>Uma mesa na cor roxo-escuro escolhida por você</translation>
    </message>
    <message>
        <source>A purple table of your own</source>
        <translation>Uma mesa na cor roxo escolhida por você</translation>
    </message>
    <message>
        <source>A light purple table of your own</source>
        <translation>Uma mesa na cor roxo-claro escolhida por você</translation>
    </message>
    <message>
        <source>A dark pink table of your own</source>
        <translation>Uma mesa na cor rosa-escuro escolhida por você</translation>
    </message>
    <message>
        <source>A light pink table of your own</source>
        <translation>Uma mesa na cor rosa-claro escolhida por você</translation>
    </message>
    <message>
        <source>A black table of your own</source>
        <translation>Uma mesa na cor preto escolhida por você</translation>
    </message>
    <message>
        <source>A dark grey table of your own</source>
        <translation>Uma mesa na cor cinza-escuro escolhida por você</translation>
    </message>
    <message>
        <source>A grey table of your own</source>
        <translation>Uma mesa na cor cinza escolhida por você</translation>
    </message>
    <message>
        <source>A light grey table of your own</source>
        <translation>Uma mesa na cor cinza-claro escolhida por você</translation>
    </message>
    <message>
        <source>A white table of your own</source>
        <translation>Uma mesa na cor branco escolhida por você</translation>
    </message>
    <message>
        <source>Computer, accusative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the accusative; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, accusative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the accusative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Computador {number}</translation>
    </message>
    <message>
        <source>Computer, genitive</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the genitive (&quot;the Computer&apos;s cards&quot;); &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, genitive</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the genitive; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Computador {number}</translation>
    </message>
    <message>
        <source>Computer, dative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the dative (&quot;advise the Computer&quot;); &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, dative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the dative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Computador {number}</translation>
    </message>
    <message>
        <source>Computer, locative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the locative; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, locative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the locative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Computador {number}</translation>
    </message>
    <message>
        <source>Computer, instrumental</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the instrumental; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, instrumental</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the instrumental; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Computador {number}</translation>
    </message>
    <message>
        <source>{prog} self-test passed: {games} ({seconds} s)</source>
        <extracomment>The line `gin-desktop --self-test` prints when the installation works. {games}: the matches played, separated by &quot;; &quot;, e.g. &quot;two-player match: 11 hands, 299 moves, score 97-109&quot;; {seconds}: whole seconds.</extracomment>
        <translation>{prog}: verificação da instalação bem-sucedida: {games} ({seconds} s)</translation>
    </message>
    <message>
        <source>{prog} self-test failed: {reason}</source>
        <extracomment>{reason}: what went wrong, e.g. &quot;two-player match, hand 3, move 41: the status line is empty&quot;.</extracomment>
        <translation>{prog}: a verificação da instalação falhou: {reason}</translation>
    </message>
    <message>
        <source>two-player match</source>
        <translation>partida de dois jogadores</translation>
    </message>
    <message>
        <source>three-hand match</source>
        <translation>partida de três jogadores</translation>
    </message>
    <message>
        <source>three-hand match with ten cards dealt to the player sitting out</source>
        <translation>partida de três jogadores em que o jogador de fora também recebe dez cartas</translation>
    </message>
    <message>
        <source>a Qt application without windows is already running</source>
        <translation>já está em execução um aplicativo Qt sem janelas</translation>
    </message>
    <message>
        <source>the match did not finish within {seconds} s</source>
        <translation>a partida não terminou em {seconds} s</translation>
    </message>
    <message>
        <source>the window could not be drawn</source>
        <translation>não foi possível desenhar a janela</translation>
    </message>
    <message>
        <source>{game}: {hands:hand|hands}, {moves:move|moves}, score {scores}</source>
        <translation>{game}: {hands:mão|mãos}, {moves:jogada|jogadas}, placar {scores}</translation>
    </message>
    <message>
        <source>{game}: {problem}</source>
        <translation>{game}: {problem}</translation>
    </message>
    <message>
        <source>{game}, hand {hand}, move {move}: {problem}</source>
        <translation>{game}, mão {hand}, jogada {move}: {problem}</translation>
    </message>
    <message>
        <source>{count:card|cards} on the table, {different} of them different</source>
        <translation>{count:carta|cartas} na mesa, {different:diferente|diferentes} entre si</translation>
    </message>
    <message>
        <source>cards dealt to a seat that is not in the hand</source>
        <translation>foram dadas cartas a um lugar que não joga esta mão</translation>
    </message>
    <message>
        <source>{count:card|cards} out of play instead of {expected}</source>
        <translation>{count:carta|cartas} fora de jogo em vez de {expected}</translation>
    </message>
    <message>
        <source>seat {seat} holds {count:card|cards} instead of {expected}</source>
        <translation>o lugar {seat} tem {count:carta|cartas} em vez de {expected}</translation>
    </message>
    <message>
        <source>seat {seat} has {points:point|points}, but its hands add up to {earned}</source>
        <translation>o lugar {seat} tem {points:ponto|pontos}, mas suas mãos somam {earned}</translation>
    </message>
    <message>
        <source>what seat {seat} sees shows the wrong cards</source>
        <translation>o que o lugar {seat} vê mostra as cartas erradas</translation>
    </message>
    <message>
        <source>the status line is empty</source>
        <translation>a linha de status está vazia</translation>
    </message>
    <message>
        <source>the table is still moving cards with animations off</source>
        <translation>a mesa ainda está movendo cartas com as animações desligadas</translation>
    </message>
    <message>
        <source>the table shows no match</source>
        <translation>a mesa não mostra nenhuma partida</translation>
    </message>
    <message>
        <source>the table shows the wrong cards for seat {seat}</source>
        <translation>a mesa mostra as cartas erradas para o lugar {seat}</translation>
    </message>
    <message>
        <source>the stock or the discard pile on the table differs from the match&apos;s</source>
        <translation>o monte ou a pilha de descarte na mesa não coincide com o da partida</translation>
    </message>
    <message>
        <source>the cards out of play on the table differ from the match&apos;s</source>
        <translation>as cartas fora de jogo na mesa não coincidem com as da partida</translation>
    </message>
    <message>
        <source>the cards of the player sitting out are shown face up, though no person sits out</source>
        <translation>as cartas do jogador de fora aparecem viradas para cima, embora nenhuma pessoa esteja de fora</translation>
    </message>
    <message>
        <source>the match stopped before its end</source>
        <translation>a partida parou antes do fim</translation>
    </message>
    <message>
        <source>{shown:move|moves} shown, {played} played</source>
        <translation>{shown:jogada mostrada|jogadas mostradas}, mas {played:jogada feita|jogadas feitas}</translation>
    </message>
    <message>
        <source>the ends of the hands or of the match were not all announced</source>
        <translation>nem todos os fins de mão ou de partida foram anunciados</translation>
    </message>
    <message>
        <source>the winner has not reached the target</source>
        <translation>o vencedor não chegou à pontuação da partida</translation>
    </message>
    <message>
        <source>{prog}: no translation for --lang {asked}; the game speaks {languages}. Using English.</source>
        <extracomment>{asked}: what followed --lang, in quotes; {languages}: the codes, e.g. &quot;en, es, cs, pt&quot;.</extracomment>
        <translation>{prog}: não há tradução para --lang {asked}; os idiomas do jogo são {languages}. Será usado o inglês.</translation>
    </message>
    <message>
        <source>Review the person&apos;s decisions in one hand of a saved match: every legal choice weighed by simulation from their view, in expected points.</source>
        <translation>Revê as decisões da pessoa em uma mão de uma partida salva: cada opção permitida é avaliada por simulação a partir do que ela via, em pontos esperados.</translation>
    </message>
    <message>
        <source>SAVE</source>
        <translation>ARQUIVO</translation>
    </message>
    <message>
        <source>a saved match (JSON)</source>
        <translation>uma partida salva (JSON)</translation>
    </message>
    <message>
        <source>the hand to review (default: the last one finished)</source>
        <translation>a mão a rever (padrão: a última terminada)</translation>
    </message>
    <message>
        <source>whose decisions (default: the person&apos;s seat in the save)</source>
        <translation>de quem são as decisões (padrão: o lugar da pessoa na partida salva)</translation>
    </message>
    <message>
        <source>simulated games per choice (default %(default)s)</source>
        <translation>partidas simuladas por opção (padrão %(default)s)</translation>
    </message>
    <message>
        <source>seed of the simulated games</source>
        <translation>semente das partidas simuladas</translation>
    </message>
    <message>
        <source>points lost that make a mistake (default %(default)g)</source>
        <translation>pontos perdidos a partir dos quais uma decisão é um erro (padrão %(default)g)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>imprime JSON</translation>
    </message>
    <message>
        <source>the review&apos;s language, e.g. es (default: the game&apos;s)</source>
        <translation>idioma da revisão, por exemplo pt (padrão: o do jogo)</translation>
    </message>
    <message>
        <source>--samples must be 1 or more</source>
        <translation>--samples deve ser 1 ou mais</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Focus the card to the left</source>
        <translation>Ir para a carta à esquerda</translation>
    </message>
    <message>
        <source>Focus the card to the right</source>
        <translation>Ir para a carta à direita</translation>
    </message>
    <message>
        <source>Focus the first card</source>
        <translation>Ir para a primeira carta</translation>
    </message>
    <message>
        <source>Focus the last card</source>
        <translation>Ir para a última carta</translation>
    </message>
    <message>
        <source>Move the focused card left</source>
        <translation>Mover a carta selecionada para a esquerda</translation>
    </message>
    <message>
        <source>Move the focused card right</source>
        <translation>Mover a carta selecionada para a direita</translation>
    </message>
    <message>
        <source>Discard the focused card (knocks in knock mode); after a hint, make the hinted move</source>
        <translation>Descartar a carta selecionada (bate no modo de batida); depois de uma dica, fazer a jogada sugerida</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Pegar a carta de cima da pilha de descarte</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Pegar a carta virada</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Passar a carta virada</translation>
    </message>
    <message>
        <source>Knock: then choose the card to discard face down</source>
        <translation>Bater: depois escolha a carta que vai descartar virada para baixo</translation>
    </message>
    <message>
        <source>Declare big gin</source>
        <translation>Declarar gin grande</translation>
    </message>
    <message>
        <source>Let the captain decide (three-hand, sitting out)</source>
        <translation>Deixar o capitão decidir (jogo para três, quando você está de fora)</translation>
    </message>
    <message>
        <source>Let the captain play the rest of the hand, asking no more advice (three-hand, sitting out)</source>
        <translation>Deixar o capitão jogar o resto da mão sem pedir mais conselhos (jogo para três, quando você está de fora)</translation>
    </message>
    <message>
        <source>Make the move a hint shows, or follow the advice of the player sitting out (captain)</source>
        <translation>Fazer a jogada que uma dica indica, ou seguir o conselho do jogador de fora (quando você é o capitão)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por naipe</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Ordenar por combinações</translation>
    </message>
    <message>
        <source>Show or hide the whole discard pile</source>
        <translation>Mostrar ou esconder toda a pilha de descarte</translation>
    </message>
    <message>
        <source>Read out the game status and the focused card</source>
        <translation>Ler a situação da partida e a carta selecionada</translation>
    </message>
    <message>
        <source>Read out the whole table: your melds and deadwood, the upcard, the stock, the opponent&apos;s known cards, the scores</source>
        <translation>Ler a mesa toda: suas combinações e cartas soltas, a carta virada, o monte, as cartas conhecidas do adversário, a pontuação</translation>
    </message>
    <message>
        <source>Read out the last moves</source>
        <translation>Ler as últimas jogadas</translation>
    </message>
    <message>
        <source>Show the rest of the deck, once the hand is over</source>
        <translation>Mostrar o resto do baralho depois que a mão terminar</translation>
    </message>
    <message>
        <source>Leave knock mode, hide the discard pile or dismiss a notice</source>
        <translation>Sair do modo de batida, esconder a pilha de descarte ou fechar um aviso</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>A casual player: sees its own melds, grabs cards it does not need, sometimes throws the wrong card and is slow to knock.</source>
        <translation>Um jogador casual: vê as próprias combinações, pega cartas de que não precisa, às vezes descarta a carta errada e demora a bater.</translation>
    </message>
    <message>
        <source>A steady player: takes a card only to make a meld, throws the card that leaves the least deadwood and knocks at the first chance.</source>
        <translation>Um jogador constante: pega uma carta só para formar uma combinação, descarta a que deixa menos pontos soltos e bate na primeira oportunidade.</translation>
    </message>
    <message>
        <source>A careful player: counts the unseen cards, reads the opponent&apos;s picks and discards, avoids feeding its melds and picks its moment to knock.</source>
        <translation>Um jogador cuidadoso: conta as cartas que não viu, lê o que o adversário pega e descarta, evita alimentar as combinações dele e escolhe o momento de bater.</translation>
    </message>
    <message>
        <source>A deep thinker: imagines the hands you might hold, plays a knock out to the end of the hand before it commits, and learns your style as the match goes on.</source>
        <translation>Um pensador profundo: imagina as mãos que você pode ter, joga mentalmente a mão até o fim antes de bater e aprende o seu estilo ao longo da partida.</translation>
    </message>
    <message>
        <source>A cautious early knocker: knocks as soon as its deadwood allows unless it smells an undercut, and rarely waits for gin.</source>
        <translation>Um batedor cauteloso e precoce: bate assim que os pontos soltos permitem, a menos que desconfie de um corte, e raramente espera pelo gin.</translation>
    </message>
    <message>
        <source>A gin hunter: holds out for gin, takes discards that build its melds, and knocks short of gin only when the stock runs low.</source>
        <translation>Um caçador de gin: espera pelo gin, pega descartes que formam suas combinações e só bate sem gin quando o monte está no fim.</translation>
    </message>
    <message>
        <source>A pile hoarder: snaps up discards that go with its cards and knocks at the first chance.</source>
        <translation>Um acumulador de descartes: pega os descartes que combinam com suas cartas e bate na primeira oportunidade.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Cautious knocker</source>
        <translation>Batedor cauteloso</translation>
    </message>
    <message>
        <source>Gin hunter</source>
        <translation>Caçador de gin</translation>
    </message>
    <message>
        <source>Pile hoarder</source>
        <translation>Acumulador de descartes</translation>
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
        <translation>Cada distribuição tem um número: Jogo ▸ Repetir distribuição nº… permite jogá-la de novo</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are in use. Nothing of your match or statistics was lost.</source>
        <translation>Não foi possível ler o arquivo de configurações, por isso as configurações padrão estão em uso. Nada da sua partida nem das suas estatísticas foi perdido.</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are in use. It was kept as {path} for you to mend. Nothing of your match or statistics was lost.</source>
        <translation>Não foi possível ler o arquivo de configurações, por isso as configurações padrão estão em uso. Ele foi guardado como {path} para que você possa corrigi-lo. Nada da sua partida nem das suas estatísticas foi perdido.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}</source>
        <translation>Algumas configurações não puderam ser lidas e foram redefinidas: {list}</translation>
    </message>
    <message>
        <source>{reset}. The settings file as it was is kept as {path} for you to mend. Nothing of your match or statistics was lost.</source>
        <translation>{reset}. O arquivo de configurações como estava foi guardado como {path} para que você possa corrigi-lo. Nada da sua partida nem das suas estatísticas foi perdido.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Jo&amp;gada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Score pad</source>
        <translation>&amp;Placar</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>&amp;Registro de jogadas</translation>
    </message>
    <message>
        <source>Every move of this hand, in words</source>
        <translation>Cada jogada desta mão, em palavras</translation>
    </message>
    <message>
        <source>Next &amp;panel</source>
        <translation>Pró&amp;ximo painel</translation>
    </message>
    <message>
        <source>Move the keyboard to the next panel: table, move log, score pad</source>
        <translation>Passa o foco do teclado para o próximo painel: mesa, registro de jogadas, placar</translation>
    </message>
    <message>
        <source>P&amp;revious panel</source>
        <translation>Painel a&amp;nterior</translation>
    </message>
    <message>
        <source>Move the keyboard to the previous panel</source>
        <translation>Passa o foco do teclado para o painel anterior</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>Show the game on the whole screen (F11 again: back to a window)</source>
        <translation>Mostra o jogo na tela inteira (F11 de novo: volta à janela)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeiros passos</translation>
    </message>
    <message>
        <source>Where to learn the game: the rules, the hint, the keys and training mode</source>
        <translation>Onde aprender o jogo: as regras, a dica, as teclas e o modo de treino</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barra de ferramentas</translation>
    </message>
    <message>
        <source>The saved game could not be resumed; a new game was dealt.</source>
        <translation>Não foi possível retomar a partida salva; uma nova partida foi iniciada.</translation>
    </message>
    <message>
        <source>Deal the new game</source>
        <translation>Começar a nova partida</translation>
    </message>
    <message>
        <source>Replay the deal</source>
        <translation>Repetir a distribuição</translation>
    </message>
    <message>
        <source>This deal code is from a two-player game, so it is dealt as a two-player game.</source>
        <translation>Este código de distribuição é de uma partida de dois jogadores, por isso é distribuído como uma partida de dois jogadores.</translation>
    </message>
    <message>
        <source>This deal code is from a three-hand game, so it is dealt as a three-hand game.</source>
        <translation>Este código de distribuição é de uma partida de três jogadores, por isso é distribuído como uma partida de três jogadores.</translation>
    </message>
    <message>
        <source>In the game this deal code is from, the player sitting out was dealt ten cards too, so they are dealt them again.</source>
        <translation>Na partida de onde vem este código de distribuição, o jogador de fora também recebeu dez cartas, por isso volta a recebê-las.</translation>
    </message>
    <message>
        <source>In the game this deal code is from, the player sitting out was not dealt any cards, so they are not dealt any now.</source>
        <translation>Na partida de onde vem este código de distribuição, o jogador de fora não recebeu cartas, por isso também não as recebe agora.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {file} (the game may not write there); they hold until the game is closed.</source>
        <translation>Não foi possível salvar suas configurações em {file} (o jogo não tem permissão para gravar ali); elas valem até o jogo ser fechado.</translation>
    </message>
    <message>
        <source>Hint for the captain: {why}</source>
        <translation>Dica para o capitão: {why}</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Dica: {why}</translation>
    </message>
    <message>
        <source>To learn as you play, start a game in training mode: {menu} ▸ {new_game}.</source>
        <translation>Para aprender enquanto joga, comece uma partida no modo de treino: {menu} ▸ {new_game}.</translation>
    </message>
    <message>
        <source>New to Gin Rummy? {menu} ▸ {rules} ({rules_key}) explains the game and {hint} ({hint_key}) suggests a move.</source>
        <translation>Novo no Gin Rummy? {menu} ▸ {rules} ({rules_key}) explica o jogo e {hint} ({hint_key}) sugere uma jogada.</translation>
    </message>
    <message>
        <source>{shortcuts_key} lists every key; the keys {a}, {i} and {w} read out the table, what to do now and the last moves.</source>
        <translation>{shortcuts_key} lista todas as teclas; as teclas {a}, {i} e {w} leem a mesa, o que fazer agora e as últimas jogadas.</translation>
    </message>
    <message>
        <source>Unfinished match: resume it, or start a new game?</source>
        <translation>Partida não terminada: quer retomá-la ou começar uma partida nova?</translation>
    </message>
    <message>
        <source>Hand {hand} · deal #{deal}</source>
        <translation>Mão {hand} · distribuição nº {deal}</translation>
    </message>
    <message>
        <source>&amp;Take from the pile</source>
        <translation>&amp;Pegar da pilha</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Pegue a carta de cima da pilha de descarte</translation>
    </message>
    <message>
        <source>Suggest &amp;taking the upcard</source>
        <translation>Sugerir &amp;pegar a carta virada</translation>
    </message>
    <message>
        <source>Suggest &amp;taking from the pile</source>
        <translation>Sugerir &amp;pegar da pilha</translation>
    </message>
    <message>
        <source>Suggest that the captain takes the top card of the discard pile; the captain has the final say.</source>
        <translation>Sugira ao capitão que pegue a carta de cima da pilha de descarte; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suggest &amp;drawing from the stock</source>
        <translation>Sugerir &amp;comprar do monte</translation>
    </message>
    <message>
        <source>Suggest that the captain draws the top card of the stock; the captain has the final say.</source>
        <translation>Sugira ao capitão que compre a carta de cima do monte; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suggest &amp;passing</source>
        <translation>Sugerir pa&amp;ssar</translation>
    </message>
    <message>
        <source>Suggest &amp;knocking…</source>
        <translation>Sugerir &amp;bater…</translation>
    </message>
    <message>
        <source>Suggest that the captain knocks (or goes gin): then choose the card for the captain to discard face down; the captain has the final say.</source>
        <translation>Sugira ao capitão que bata (ou faça gin): depois escolha a carta que o capitão vai descartar virada para baixo; a última palavra é do capitão.</translation>
    </message>
    <message>
        <source>Suggest &amp;big gin</source>
        <translation>Sugerir &amp;gin grande</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;Sobre o Gin Rummy</translation>
    </message>
    <message>
        <source>&amp;Draw from stock</source>
        <translation>&amp;Comprar do monte</translation>
    </message>
    <message>
        <source>&amp;Follow hint or advice</source>
        <translation>Seguir a dica ou o consel&amp;ho</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;Let the captain decide</source>
        <translation>&amp;Deixar o capitão decidir</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Próxima &amp;mão</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;ssar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Replay deal #…</source>
        <translation>&amp;Repetir distribuição nº…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>Let the captain pla&amp;y this hand</source>
        <translation>Deixar o capitão &amp;jogar esta mão</translation>
    </message>
    <message>
        <source>&amp;Take upcard</source>
        <translation>&amp;Pegar a carta virada</translation>
    </message>
    <message>
        <source>Choose players and rules, and deal a new game</source>
        <translation>Escolha jogadores e regras e dê as cartas de uma nova partida</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Dê as cartas da próxima mão</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Compre a carta de cima do monte</translation>
    </message>
    <message>
        <source>Group your melds together, deadwood last</source>
        <translation>Agrupe as suas combinações, com as cartas soltas no fim</translation>
    </message>
    <message>
        <source>&amp;Knock…</source>
        <translation>&amp;Bater…</translation>
    </message>
    <message>
        <source>All eleven cards are in melds: end the hand with big gin</source>
        <translation>As onze cartas estão em combinações: encerre a mão com gin grande</translation>
    </message>
    <message>
        <source>Declare &amp;big gin</source>
        <translation>Declarar &amp;gin grande</translation>
    </message>
    <message>
        <source>Knock (or go gin): then choose the card to discard face down</source>
        <translation>Bata (ou faça gin): depois escolha a carta que vai descartar virada para baixo</translation>
    </message>
    <message>
        <source>Make the move the Hint names; in three-hand, as captain, the move the player sitting out suggests</source>
        <translation>Fazer a jogada que a Dica indica; no jogo para três, como capitão, a jogada que o jogador de fora sugere</translation>
    </message>
    <message>
        <source>Name, cards, table colour, animations, language</source>
        <translation>Nome, cartas, cor da mesa, animações, idioma</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Pass the upcard offered on the first turn</source>
        <translation>Passe a carta virada oferecida no primeiro turno</translation>
    </message>
    <message>
        <source>Play a numbered deal again with the same players and rules</source>
        <translation>Jogue de novo uma distribuição numerada com os mesmos jogadores e regras</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Sort by &amp;melds</source>
        <translation>Ordenar por c&amp;ombinações</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;valor</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Ordenar por &amp;naipe</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Ordene a sua mão por valor</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Ordene a sua mão por naipe</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Take the upcard (the top card of the discard pile)</source>
        <translation>Pegue a carta virada (a de cima da pilha de descarte)</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no advice this turn</source>
        <translation>Jogo para três, de fora: não dar conselho neste turno</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no more advice this hand; the captain plays it to its end</source>
        <translation>Jogo para três, de fora: não dar mais conselhos nesta mão; o capitão a joga até o fim</translation>
    </message>
    <message>
        <source>What would a strong player do now?</source>
        <translation>O que um bom jogador faria agora?</translation>
    </message>
    <message>
        <source>Your results over all games</source>
        <translation>Seus resultados em todas as partidas</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Two players: &amp;you against the computer</source>
        <translation>Dois jogadores: &amp;você contra o computador</translation>
    </message>
    <message>
        <source>&amp;Three-hand (“the box”): roles are drawn</source>
        <translation>Três &amp;jogadores (“a caixa”): os papéis são sorteados</translation>
    </message>
    <message>
        <source>Ten cards to each of the three players, as the rulebook&apos;s text says. The cards of the player sitting out are not played: only they see them (and may advise the captain knowing them), and the stock has 21 cards.</source>
        <translation>Dez cartas para cada um dos três jogadores, como diz o texto do livro de regras. As cartas do jogador de fora não são jogadas: só ele as vê (e pode aconselhar o capitão conhecendo essas cartas), e o monte fica com 21 cartas.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <source>Tr&amp;aining mode: hints, mistakes marked, a review after each hand</source>
        <translation>&amp;Usar o modo de treino: dicas, erros marcados e uma revisão após cada mão</translation>
    </message>
    <message>
        <source>A hint before each of your moves, each costly move marked as you make it, and a review of your decisions after every hand</source>
        <translation>Uma dica antes de cada jogada sua, cada jogada que custa pontos marcada na hora e uma revisão das suas decisões após cada mão</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <source>Every deal has a number, shown at the bottom of the window. Enter one, or a deal code copied at the end of a hand, to replay that deal; leave empty for a new random deal.</source>
        <translation>Cada distribuição tem um número, que aparece na parte de baixo da janela. Digite um, ou um código de distribuição copiado no fim de uma mão, para jogar de novo essa distribuição; deixe vazio para uma nova distribuição aleatória.</translation>
    </message>
    <message>
        <source>Replay deal &amp;#:</source>
        <translation>Repetir distribui&amp;ção nº:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (só gin)</translation>
    </message>
    <message>
        <source>&amp;Big gin, bonus:</source>
        <translation>&amp;Gin grande, bônus:</translation>
    </message>
    <message>
        <source>&amp;Straight: no knocking, gin only</source>
        <translation>S&amp;traight: sem batida, só gin</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: três jogos ao mesmo tempo</translation>
    </message>
    <message>
        <source>the winner of the hand</source>
        <translation>quem venceu a mão</translation>
    </message>
    <message>
        <source>the loser of the hand</source>
        <translation>quem perdeu a mão</translation>
    </message>
    <message>
        <source>the players in turn</source>
        <translation>os jogadores em rodízio</translation>
    </message>
    <message>
        <source>the box, every hand</source>
        <translation>a caixa, em todas as mãos</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s score</source>
        <translation>&amp;O capote dobra os pontos do vencedor</translation>
    </message>
    <message>
        <source>Equal deadwood is an &amp;undercut</source>
        <translation>Empate nos pontos soltos é co&amp;rte</translation>
    </message>
    <message>
        <source>A &amp;card just taken from the pile may be discarded</source>
        <translation>&amp;A carta recém-tirada da pilha pode ser descartada</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>Pr&amp;edefinição:</translation>
    </message>
    <message>
        <source>Ta&amp;rget:</source>
        <translation>&amp;Meta:</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>Limite para &amp;bater:</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Bônus de g&amp;in:</translation>
    </message>
    <message>
        <source>Und&amp;ercut bonus:</source>
        <translation>Bônus de &amp;corte:</translation>
    </message>
    <message>
        <source>&amp;Line bonus (per hand won):</source>
        <translation>Bônu&amp;s por mão vencida:</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Bônus de &amp;partida:</translation>
    </message>
    <message>
        <source>Ne&amp;xt dealer:</source>
        <translation>Pró&amp;ximo a dar as cartas:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Dar as cartas</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desativado</translation>
    </message>
    <message>
        <source>The target must be from {low} to {high} points, so it is now {value}.</source>
        <translation>A meta deve ser de {low} a {high} pontos, por isso agora é {value}.</translation>
    </message>
    <message>
        <source>The knock limit must be from {low} to {high} points, so it is now {value}.</source>
        <translation>O limite para bater deve ser de {low} a {high} pontos, por isso agora é {value}.</translation>
    </message>
    <message>
        <source>The gin bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>O bônus de gin deve ser de {low} a {high} pontos, por isso agora é {value}.</translation>
    </message>
    <message>
        <source>The undercut bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>O bônus de corte deve ser de {low} a {high} pontos, por isso agora é {value}.</translation>
    </message>
    <message>
        <source>The big gin bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>O bônus de gin grande deve ser de {low} a {high} pontos, por isso agora é {value}.</translation>
    </message>
    <message>
        <source>The line bonus must be from {low} (off) to {high} points, so it is now {value}.</source>
        <translation>O bônus por mão vencida deve ser de {low} (desativado) a {high} pontos, por isso agora é {value}.</translation>
    </message>
    <message>
        <source>The game bonus must be from {low} (off) to {high} points, so it is now {value}.</source>
        <translation>O bônus de partida deve ser de {low} (desativado) a {high} pontos, por isso agora é {value}.</translation>
    </message>
    <message>
        <source>Nothing has been dealt yet: press Deal to play with it.</source>
        <translation>Nada foi dado ainda: pressione Dar as cartas para jogar com esse valor.</translation>
    </message>
    <message>
        <source>In the three-hand game the box deals every hand.</source>
        <translation>No jogo para três, a caixa dá as cartas em todas as mãos.</translation>
    </message>
    <message>
        <source>Your &amp;first role:</source>
        <translation>Seu primeiro pape&amp;l:</translation>
    </message>
    <message>
        <source>Who deals the first hand of this deal. Whoever deals gets the dealer&apos;s cards: choose the other dealer to play the other hand.</source>
        <translation>Quem dá as cartas na primeira mão desta distribuição. Quem dá as cartas fica com a mão do carteador: escolha o outro para jogar a outra mão.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Regras personalizadas</translation>
    </message>
    <message>
        <source>{name}, level:</source>
        <translation>{name}, nível:</translation>
    </message>
    <message>
        <source>Deal the player s&amp;itting out ten cards too, kept out of play</source>
        <translation>Dar também dez cartas ao jogador de &amp;fora, postas fora de jogo</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the upcard sets the knock limit; a spade doubles the score</source>
        <translation>O&amp;klahoma: a carta virada define o limite para bater; uma de espadas dobra os pontos</translation>
    </message>
    <message>
        <source>This bonus is not scored.</source>
        <translation>Este bônus não é contado.</translation>
    </message>
    <message>
        <source>Computer, le&amp;vel:</source>
        <translation>Níve&amp;l do computador:</translation>
    </message>
    <message>
        <source>Computer &amp;{number}, level:</source>
        <translation>Nível do computador &amp;{number}:</translation>
    </message>
    <message>
        <source>Your role in the first hand of this deal: the deal code says who was in the box, who was captain and who sat out.</source>
        <translation>Seu papel na primeira mão desta distribuição: o código de distribuição diz quem estava na caixa, quem era o capitão e quem ficava de fora.</translation>
    </message>
    <message>
        <source>Your role in the first hand of this deal. The roles are drawn by cards, and the same deal always draws the same cards: choose another role to play the deal from another side of the table.</source>
        <translation>Seu papel na primeira mão desta distribuição. Os papéis são sorteados com cartas, e a mesma distribuição tira sempre as mesmas cartas: escolha outro papel para jogar a distribuição de outro lugar da mesa.</translation>
    </message>
    <message>
        <source>&amp;First dealer:</source>
        <translation>&amp;Quem dá as cartas primeiro:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>só gin</translation>
    </message>
    <message>
        <source>by the upcard</source>
        <translation>pela carta virada</translation>
    </message>
    <message>
        <source>Straight: only gin ends a hand, so Oklahoma&apos;s upcard sets no knock limit.</source>
        <translation>Straight: só o gin termina uma mão, então a carta virada do Oklahoma não define limite para bater.</translation>
    </message>
    <message>
        <source>Oklahoma: the upcard sets the knock limit; Straight: gin only.</source>
        <translation>Oklahoma: a carta virada define o limite para bater; Straight: só gin.</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: a spade upcard doubles the score (under Straight the upcard sets no knock limit)</source>
        <translation>O&amp;klahoma: uma carta virada de espadas dobra os pontos (com Straight, a carta virada não define limite para bater)</translation>
    </message>
    <message>
        <source>Straight: only gin ends a hand, and a gin is never undercut.</source>
        <translation>Straight: só o gin termina uma mão, e contra um gin não há corte.</translation>
    </message>
    <message>
        <source>This deal code is from a two-player game: choose “Two players” to replay it.</source>
        <translation>Este código de distribuição é de uma partida de dois jogadores: escolha “Dois jogadores” para jogar essa distribuição de novo.</translation>
    </message>
    <message>
        <source>This deal code is from a three-hand game: choose “Three-hand” to replay it.</source>
        <translation>Este código de distribuição é de uma partida de três jogadores: escolha “Três jogadores” para jogar essa distribuição de novo.</translation>
    </message>
    <message>
        <source>This deal code is from a game in which the player sitting out was dealt ten cards too: tick “Deal the player sitting out ten cards too” to replay it.</source>
        <translation>Este código de distribuição é de uma partida em que o jogador de fora também recebeu dez cartas: marque “Dar também dez cartas ao jogador de fora” para jogar essa distribuição de novo.</translation>
    </message>
    <message>
        <source>This deal code is from a game in which the player sitting out was not dealt any cards: clear “Deal the player sitting out ten cards too” to replay it.</source>
        <translation>Este código de distribuição é de uma partida em que o jogador de fora não recebeu cartas: desmarque “Dar também dez cartas ao jogador de fora” para jogar essa distribuição de novo.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Procurar em:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Arquivos do &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ReplayDealDialog</name>
    <message>
        <source>Enter the number of a deal, shown at the bottom of the window while it is played, or a deal code copied at the end of a hand.</source>
        <translation>Digite o número de uma distribuição, que aparece na parte de baixo da janela enquanto ela é jogada, ou um código de distribuição copiado no fim de uma mão.</translation>
    </message>
    <message>
        <source>Replay deal</source>
        <translation>Repetir distribuição</translation>
    </message>
    <message>
        <source>Type a deal number or code, such as {code}.</source>
        <translation>Digite um número ou um código de distribuição, como {code}.</translation>
    </message>
    <message>
        <source>Deal the numbered deal again, with the same players and rules. The number of the deal being played is shown at the bottom of the window; a deal code copied at the end of a hand works too.</source>
        <translation>Dá de novo as cartas da distribuição com esse número, com os mesmos jogadores e regras. O número da distribuição em jogo aparece na parte de baixo da janela; um código de distribuição copiado no fim de uma mão também serve.</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>&amp;Número da distribuição:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Dar as cartas</translation>
    </message>
    <message>
        <source>This deal code needs a newer version of the game.</source>
        <translation>Este código de distribuição precisa de uma versão mais recente do jogo.</translation>
    </message>
    <message>
        <source>This deal code has a mistake in it: a character is wrong, missing or one too many. Copy it again, or check it character by character.</source>
        <translation>Este código de distribuição tem um erro: um caractere está errado, falta ou sobra. Copie-o de novo ou confira-o caractere por caractere.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># Rules

The rulebook file is missing from this installation.</source>
        <extracomment>RULES.md &quot;Extras&quot;: the line and game bonuses&apos; usual values, named while they are off.</extracomment>
        <translation># Regras

O arquivo do livro de regras não está nesta instalação.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>Regras do Gin Rummy</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texto das regras</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sumário</translation>
    </message>
</context>
<context>
    <name>ScorePadDock</name>
    <message>
        <source>Score pad</source>
        <extracomment>A three-hand line&apos;s mark in the scores of the seat that sat the hand out. Whether a finished hand can be opened in the review window (set by the window&apos;s review features; None: no hand can): its line&apos;s tooltip then says how. The hand number whose review the person asked for. The dock&apos;s size changed (the window&apos;s layout applied a width asked for it).</extracomment>
        <translation>Placar</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Nenhuma partida ainda</translation>
    </message>
    <message>
        <source>Hollywood: three games, each to {target}</source>
        <translation>Hollywood: três jogos, cada um até {target}</translation>
    </message>
    <message>
        <source>First to {target} wins</source>
        <translation>Vence quem chegar primeiro a {target}</translation>
    </message>
    <message>
        <source>Oklahoma: ♠×2 marks a doubled hand</source>
        <translation>Oklahoma: ♠×2 indica uma mão em dobro</translation>
    </message>
    <message>
        <source>Straight: gin only</source>
        <translation>Straight: só gin</translation>
    </message>
    <message>
        <source>Rest the pointer on a line to see how it was scored.</source>
        <translation>Passe o mouse sobre uma linha para ver como ela foi pontuada.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Green table</source>
        <translation>Mesa verde</translation>
    </message>
    <message>
        <source>Teal table</source>
        <translation>Mesa azul-petróleo</translation>
    </message>
    <message>
        <source>Burgundy table</source>
        <translation>Mesa bordô</translation>
    </message>
    <message>
        <source>Slate blue table</source>
        <translation>Mesa azul-ardósia</translation>
    </message>
    <message>
        <source>Brown table</source>
        <translation>Mesa marrom</translation>
    </message>
    <message>
        <source>&amp;Other colour…</source>
        <translation>&amp;Outra cor…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>The game switches to the new language when you press OK.</source>
        <translation>O jogo muda para o novo idioma quando você clicar em OK.</translation>
    </message>
    <message>
        <source>Chosen on the command line (--lang) for this session only; your saved choice is still “{language}”.</source>
        <translation>Escolhido na linha de comando (--lang) só para esta sessão; sua escolha salva continua sendo “{language}”.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <source>Shown at the table and on the score pad, in the match being played too.</source>
        <translation>Aparece na mesa e no placar, também na partida em andamento.</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Cor da &amp;mesa:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animações:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Cor da mesa</translation>
    </message>
    <message>
        <source>Your name: {why}</source>
        <translation>Seu nome: {why}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>Menus also open with Alt and the underlined letter.</source>
        <translation>Os menus também abrem com Alt e a letra sublinhada.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
</context>
</TS>
