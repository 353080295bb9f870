<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Choose players and rules, and deal a new game</source>
        <translation>Elige jugadores y reglas, y reparte una partida nueva</translation>
    </message>
    <message>
        <source>&amp;Replay deal #…</source>
        <translation>&amp;Repetir reparto n.º…</translation>
    </message>
    <message>
        <source>Play a numbered deal again with the same players and rules</source>
        <translation>Vuelve a jugar un reparto numerado con los mismos jugadores y reglas</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Your results over all games</source>
        <translation>Tus resultados en todas las partidas</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Name, cards, table colour, animations, language</source>
        <translation>Nombre, cartas, color del tapete, animaciones, idioma</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Draw from stock</source>
        <translation>&amp;Robar del mazo</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Roba la carta de arriba del mazo</translation>
    </message>
    <message>
        <source>&amp;Take upcard</source>
        <translation>&amp;Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Take the upcard (the top card of the discard pile)</source>
        <translation>Toma la carta descubierta (la de arriba de la pila de descarte)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasar</translation>
    </message>
    <message>
        <source>Pass the upcard offered on the first turn</source>
        <translation>Pasa la carta descubierta que se ofrece en el primer turno</translation>
    </message>
    <message>
        <source>&amp;Knock…</source>
        <translation>&amp;Golpear…</translation>
    </message>
    <message>
        <source>Knock (or go gin): then choose the card to discard face down</source>
        <translation>Golpea (o haz gin): después elige la carta que descartas boca abajo</translation>
    </message>
    <message>
        <source>Declare &amp;big gin</source>
        <translation>&amp;Cantar gran gin</translation>
    </message>
    <message>
        <source>All eleven cards are in melds: end the hand with big gin</source>
        <translation>Las once cartas están combinadas: termina la mano con gran gin</translation>
    </message>
    <message>
        <source>&amp;Let the captain decide</source>
        <translation>&amp;Dejar decidir al capitán</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no advice this turn</source>
        <translation>A tres manos, si te quedas fuera: no das consejo en este turno</translation>
    </message>
    <message>
        <source>Let the captain pla&amp;y this hand</source>
        <translation>Dejar al capitán &amp;jugar esta mano</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no more advice this hand; the captain plays it to its end</source>
        <translation>A tres manos, si te quedas fuera: no das más consejos en esta mano; el capitán la juega hasta el final</translation>
    </message>
    <message>
        <source>&amp;Follow hint or advice</source>
        <translation>Seguir la pista o el c&amp;onsejo</translation>
    </message>
    <message>
        <source>Make the move the Hint names; in three-hand, as captain, the move the player sitting out suggests</source>
        <translation>Hacer la jugada que indica la Pista; a tres manos, si eres el capitán, la jugada que sugiere quien se queda fuera</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Reparte la siguiente mano</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>What would a strong player do now?</source>
        <translation>¿Qué haría ahora un buen jugador?</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;valor</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Ordena tu mano por valor</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Ordenar por pa&amp;lo</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Ordena tu mano por palo</translation>
    </message>
    <message>
        <source>Sort by &amp;melds</source>
        <translation>Ordenar por co&amp;mbinaciones</translation>
    </message>
    <message>
        <source>Group your melds together, deadwood last</source>
        <translation>Agrupa tus combinaciones, con las cartas sin combinar al final</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>A&amp;cerca de Gin Rummy</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Gin Rummy</source>
        <translation>Acerca de Gin Rummy</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gin Rummy&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;Offline Gin Rummy against computer opponents: the two-player game, the three-hand “box” game, and the Oklahoma, Hollywood and Straight variants.&lt;/p&gt;&lt;p&gt;The computer players see only what a player at a real table could see.&lt;/p&gt;&lt;p&gt;Card art: original, public domain ({licence}).&lt;br&gt;Built with Qt {qt} and PySide6 {pyside}.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gin Rummy&lt;/h2&gt;&lt;p&gt;Versión {version}&lt;/p&gt;&lt;p&gt;Gin Rummy sin conexión contra rivales controlados por el ordenador: el juego de dos jugadores, el juego a tres manos «de la caja» y las variantes Oklahoma, Hollywood y Straight.&lt;/p&gt;&lt;p&gt;Los jugadores del ordenador solo ven lo que vería un jugador en una mesa de verdad.&lt;/p&gt;&lt;p&gt;Diseño de las cartas: original, de dominio público ({licence}).&lt;br&gt;Hecho con Qt {qt} y PySide6 {pyside}.&lt;/p&gt;</translation>
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
        <translation>en una escalera</translation>
    </message>
    <message>
        <source>in a set</source>
        <translation>en un grupo</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>sin combinar</translation>
    </message>
    <message>
        <source>card {n} of {count}</source>
        <translation>carta {n} de {count}</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>Take the {card}: with it you can go gin at once</source>
        <extracomment>Taking the upcard offered on the first turn, which lets the player go gin in the same turn. {card}: a card, e.g. &quot;7♥&quot;.</extracomment>
        <translation>Toma {card:el|la}: con esa carta puedes hacer gin ya mismo</translation>
    </message>
    <message>
        <source>Pick up the {card}: with it you can go gin at once</source>
        <extracomment>Taking the top card of the discard pile, which lets the player go gin this turn.</extracomment>
        <translation>Toma {card:el|la} de la pila: con esa carta puedes hacer gin ya mismo</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a set {meld}</source>
        <extracomment>Taking the upcard offered on the first turn. {card}: a card, e.g. &quot;7♥&quot;; {meld}: the meld&apos;s cards, e.g. &quot;7♣ 7♦ 7♥&quot;.</extracomment>
        <translation>Toma {card:el|la}: forma un grupo de {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a run {meld}</source>
        <translation>Toma {card:el|la}: forma una escalera {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it extends a meld to {meld}</source>
        <extracomment>{meld}: the meld with the card, e.g. &quot;3♥ 4♥ 5♥ 6♥&quot;, whose other cards were a meld already.</extracomment>
        <translation>Toma {card:el|la}: amplía una combinación, que queda así: {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it goes with cards you hold</source>
        <translation>Toma {card:el|la}: encaja con cartas que ya tienes</translation>
    </message>
    <message>
        <source>Take the {card}: a low card that brings your deadwood down to {left}</source>
        <extracomment>{left}: the points of deadwood left, a number.</extracomment>
        <translation>Toma {card:el|la}: una carta baja que reduce tus puntos sin combinar a {left}</translation>
    </message>
    <message>
        <source>Take the {card}: it improves your hand</source>
        <translation>Toma {card:el|la}: mejora tu mano</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a set {meld}</source>
        <extracomment>Taking the top card of the discard pile (after the first turn).</extracomment>
        <translation>Toma {card:el|la} de la pila: forma un grupo de {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a run {meld}</source>
        <translation>Toma {card:el|la} de la pila: forma una escalera {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it extends a meld to {meld}</source>
        <translation>Toma {card:el|la} de la pila: amplía una combinación, que queda así: {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it goes with cards you hold</source>
        <translation>Toma {card:el|la} de la pila: encaja con cartas que ya tienes</translation>
    </message>
    <message>
        <source>Pick up the {card}: a low card that brings your deadwood down to {left}</source>
        <translation>Toma {card:el|la} de la pila: una carta baja que reduce tus puntos sin combinar a {left}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it improves your hand</source>
        <translation>Toma {card:el|la} de la pila: mejora tu mano</translation>
    </message>
    <message>
        <source>Pass: there is nothing to pick up</source>
        <translation>Pasa: no hay nada que tomar</translation>
    </message>
    <message>
        <source>Draw from the stock: there is nothing to pick up</source>
        <translation>Roba del mazo: no hay nada que tomar</translation>
    </message>
    <message>
        <source>Pass the {card}: it does not fit your hand well enough</source>
        <translation>Pasa {card:el|la}: no encaja lo bastante en tu mano</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} does not fit your hand well enough</source>
        <translation>Roba del mazo: {card:el|la} no encaja lo bastante en tu mano</translation>
    </message>
    <message>
        <source>Pass the {card}: it would go in a meld, but your hand has better chances without it</source>
        <extracomment>Leaving the face-up card {card} though it would go in a meld with cards of the hand.</extracomment>
        <translation>Pasa {card:el|la}: entraría en una combinación, pero tu mano tiene mejores posibilidades sin esa carta</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would go in a meld, but your hand has better chances without it</source>
        <translation>Roba del mazo: {card:el|la} entraría en una combinación, pero tu mano tiene mejores posibilidades sin esa carta</translation>
    </message>
    <message>
        <source>Draw from the stock: both players passed the {card}, so the stock is the only draw</source>
        <extracomment>The first draw after both players passed the upcard {card}: it may not be picked up.</extracomment>
        <translation>Roba del mazo: los dos jugadores pasaron {card:el|la}, así que solo se puede robar del mazo</translation>
    </message>
    <message>
        <source>Pass the {card}: all your cards are in melds already, so you can go gin after your next draw</source>
        <extracomment>Leaving the face-up card {card} with every card of the hand in a meld: gin comes after the next draw, whatever it brings.</extracomment>
        <translation>Pasa {card:el|la}: todas tus cartas ya están combinadas, así que podrás hacer gin después de tu próximo robo</translation>
    </message>
    <message>
        <source>Draw from the stock: all your cards are in melds already, so any card you draw lets you go gin</source>
        <translation>Roba del mazo: todas tus cartas ya están combinadas, así que robes la carta que robes podrás hacer gin</translation>
    </message>
    <message>
        <source>Call big gin: all eleven cards are in melds</source>
        <translation>Canta gran gin: las once cartas están combinadas</translation>
    </message>
    <message>
        <source>Go gin, discarding the {card}: every other card is in a meld</source>
        <translation>Haz gin descartando {card:el|la}: todas las demás cartas están combinadas</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood is low enough to win the hand</source>
        <translation>Golpea descartando {card:el|la}: con {left:punto|puntos} sin combinar puedes ganar la mano</translation>
    </message>
    <message>
        <source>Discard the {card}: a high card in no meld, leaving {left} deadwood</source>
        <translation>Descarta {card:el|la}: una carta alta que no está en ninguna combinación; te quedas con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card}: it fits nothing and leaves {left} deadwood</source>
        <translation>Descarta {card:el|la}: no encaja con nada y te quedas con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card}: it keeps your best chances, leaving {left} deadwood</source>
        <translation>Descarta {card:el|la}: así conservas tus mejores opciones y te quedas con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a high card in no meld, leaving {left} deadwood</source>
        <translation>Descarta {card:el|la} y sigue jugando en vez de golpear: una carta alta que no está en ninguna combinación; te quedas con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it fits nothing and leaves {left} deadwood</source>
        <translation>Descarta {card:el|la} y sigue jugando en vez de golpear: no encaja con nada y te quedas con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it keeps your best chances, leaving {left} deadwood</source>
        <translation>Descarta {card:el|la} y sigue jugando en vez de golpear: así conservas tus mejores opciones y te quedas con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a knock now risks an undercut</source>
        <extracomment>The hint discards where the player could knock: why not knock. &quot;Undercut&quot;: the other player ends with as little deadwood as the knocker, or less, and wins the hand.</extracomment>
        <translation>Descarta {card:el|la} y sigue jugando en vez de golpear: golpear ahora conlleva el riesgo de un contragolpe</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood should win the hand, though the chance of an undercut is about {chance}%</source>
        <extracomment>The hint&apos;s knock, with the chance of an undercut the hint reckons from the cards seen. {left}: points of deadwood; {chance}: a whole percentage, e.g. 15.</extracomment>
        <translation>Golpea descartando {card:el|la}: con {left:punto|puntos} sin combinar deberías ganar la mano, aunque la probabilidad de un contragolpe ronda el {chance} %</translation>
    </message>
    <message>
        <source>go gin, discarding the {card}</source>
        <extracomment>A move in words, as after &quot;I&apos;ll&quot; or &quot;suggests:&quot;, like &quot;knock, discarding the {card}&quot; (the game&apos;s words for a knock): going gin. {card}: the card discarded face down.</extracomment>
        <translation>hacer gin descartando {card:el|la}</translation>
    </message>
    <message>
        <source>{move}: the best move here</source>
        <extracomment>{move}: the move in words, e.g. &quot;deal the next hand&quot;.</extracomment>
        <translation>{move}: la mejor jugada aquí</translation>
    </message>
    <message>
        <source>it makes a set {meld}</source>
        <extracomment>The computer captain&apos;s reason for its move, said to the player who advises it; it follows &quot;because&quot; in the captain&apos;s reply, e.g. &quot;I&apos;ll follow your advice and take the upcard because it makes a set 7♣ 7♦ 7♥&quot;. &quot;I&quot;, &quot;my&quot;: the captain.</extracomment>
        <translation>forma un grupo de {meld}</translation>
    </message>
    <message>
        <source>it makes a run {meld}</source>
        <translation>forma una escalera {meld}</translation>
    </message>
    <message>
        <source>with the {card} I can go gin at once</source>
        <translation>con {card:el|la} puedo hacer gin ya mismo</translation>
    </message>
    <message>
        <source>it extends a meld to {meld}</source>
        <translation>amplía una combinación, que queda así: {meld}</translation>
    </message>
    <message>
        <source>the {card} goes with cards I hold</source>
        <translation>{card:el|la} encaja con cartas que ya tengo</translation>
    </message>
    <message>
        <source>the {card} is a low card that brings my deadwood down to {left}</source>
        <translation>{card:el|la} es una carta baja que reduce mis puntos sin combinar a {left}</translation>
    </message>
    <message>
        <source>the {card} improves my hand</source>
        <translation>{card:el|la} mejora mi mano</translation>
    </message>
    <message>
        <source>it makes {meld}</source>
        <extracomment>Said to a screen-reader player. {meld}: the meld in words as a player says it, a set &quot;four sevens&quot; or &quot;sevens of clubs, hearts and spades&quot;, a run &quot;ten to queen of clubs&quot;.</extracomment>
        <translation>forma un grupo de {meld}</translation>
    </message>
    <message>
        <source>it makes a run from {meld}</source>
        <extracomment>Said to a screen-reader player. {meld}: a run in words, &quot;ten to queen of clubs&quot;.</extracomment>
        <translation>forma una escalera {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it makes {meld}</source>
        <translation>Toma {card:el|la}: forma un grupo de {meld}</translation>
    </message>
    <message>
        <source>Take the {card}: it makes a run from {meld}</source>
        <translation>Toma {card:el|la}: forma una escalera {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes {meld}</source>
        <translation>Toma {card:el|la} de la pila: forma un grupo de {meld}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes a run from {meld}</source>
        <translation>Toma {card:el|la} de la pila: forma una escalera {meld}</translation>
    </message>
    <message>
        <source>there is nothing to pick up</source>
        <translation>no hay nada que tomar</translation>
    </message>
    <message>
        <source>the {card} does not fit my hand well enough</source>
        <translation>{card:el|la} no encaja lo bastante en mi mano</translation>
    </message>
    <message>
        <source>the {card} would go in a meld, but my hand has better chances without it</source>
        <translation>{card:el|la} entraría en una combinación, pero mi mano tiene mejores posibilidades sin esa carta</translation>
    </message>
    <message>
        <source>all my cards are in melds already, so I can go gin after my next draw</source>
        <translation>todas mis cartas ya están combinadas, así que podré hacer gin después de mi próximo robo</translation>
    </message>
    <message>
        <source>all my cards are in melds already, so any card I draw lets me go gin</source>
        <translation>todas mis cartas ya están combinadas, así que robe la carta que robe podré hacer gin</translation>
    </message>
    <message>
        <source>both players passed the {card}</source>
        <translation>los dos jugadores pasaron {card:el|la}</translation>
    </message>
    <message>
        <source>all eleven cards are in melds</source>
        <translation>las once cartas están combinadas</translation>
    </message>
    <message>
        <source>every other card is in a meld</source>
        <translation>todas las demás cartas están combinadas</translation>
    </message>
    <message>
        <source>{left} deadwood is low enough to win the hand</source>
        <translation>con {left:punto|puntos} sin combinar puedo ganar la mano</translation>
    </message>
    <message>
        <source>it is a high card in no meld, leaving {left} deadwood</source>
        <translation>es una carta alta que no está en ninguna combinación y me quedo con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>it fits nothing and leaves {left} deadwood</source>
        <translation>no encaja con nada y me quedo con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>it keeps my best chances, leaving {left} deadwood</source>
        <translation>así conservo mis mejores opciones y me quedo con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>it is a high card in no meld, leaving {left} deadwood, and I would rather hold on than knock</source>
        <translation>es una carta alta que no está en ninguna combinación, me quedo con {left:punto|puntos} sin combinar y prefiero seguir jugando en vez de golpear</translation>
    </message>
    <message>
        <source>it fits nothing and leaves {left} deadwood, and I would rather hold on than knock</source>
        <translation>no encaja con nada, me quedo con {left:punto|puntos} sin combinar y prefiero seguir jugando en vez de golpear</translation>
    </message>
    <message>
        <source>it keeps my best chances, leaving {left} deadwood, and I would rather hold on than knock</source>
        <translation>así conservo mis mejores opciones, me quedo con {left:punto|puntos} sin combinar y prefiero seguir jugando en vez de golpear</translation>
    </message>
    <message>
        <source>it is the best move here</source>
        <translation>es la mejor jugada ahora</translation>
    </message>
    <message>
        <source>Take the {card}: with it the captain can go gin at once</source>
        <extracomment>A hint for the player who sits out (three-hand) about the move to suggest to the captain, whose hand it is: &quot;the captain&apos;s hand&quot;, &quot;the captain holds&quot;. {card}: a card, e.g. &quot;7♥&quot;.</extracomment>
        <translation>Toma {card:el|la}: con esa carta el capitán puede hacer gin ya mismo</translation>
    </message>
    <message>
        <source>Pick up the {card}: with it the captain can go gin at once</source>
        <translation>Toma {card:el|la} de la pila: con esa carta el capitán puede hacer gin ya mismo</translation>
    </message>
    <message>
        <source>Take the {card}: it goes with cards the captain holds</source>
        <translation>Toma {card:el|la}: encaja con cartas que ya tiene el capitán</translation>
    </message>
    <message>
        <source>Take the {card}: a low card that brings the captain&apos;s deadwood down to {left}</source>
        <translation>Toma {card:el|la}: una carta baja que reduce los puntos sin combinar del capitán a {left}</translation>
    </message>
    <message>
        <source>Take the {card}: it improves the captain&apos;s hand</source>
        <translation>Toma {card:el|la}: mejora la mano del capitán</translation>
    </message>
    <message>
        <source>Pick up the {card}: it goes with cards the captain holds</source>
        <translation>Toma {card:el|la} de la pila: encaja con cartas que ya tiene el capitán</translation>
    </message>
    <message>
        <source>Pick up the {card}: a low card that brings the captain&apos;s deadwood down to {left}</source>
        <translation>Toma {card:el|la} de la pila: una carta baja que reduce los puntos sin combinar del capitán a {left}</translation>
    </message>
    <message>
        <source>Pick up the {card}: it improves the captain&apos;s hand</source>
        <translation>Toma {card:el|la} de la pila: mejora la mano del capitán</translation>
    </message>
    <message>
        <source>Pass the {card}: it does not fit the captain&apos;s hand well enough</source>
        <translation>Pasa {card:el|la}: no encaja lo bastante en la mano del capitán</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} does not fit the captain&apos;s hand well enough</source>
        <translation>Roba del mazo: {card:el|la} no encaja lo bastante en la mano del capitán</translation>
    </message>
    <message>
        <source>Pass the {card}: it would go in a meld, but the captain&apos;s hand has better chances without it</source>
        <translation>Pasa {card:el|la}: entraría en una combinación, pero la mano del capitán tiene mejores posibilidades sin esa carta</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would go in a meld, but the captain&apos;s hand has better chances without it</source>
        <translation>Roba del mazo: {card:el|la} entraría en una combinación, pero la mano del capitán tiene mejores posibilidades sin esa carta</translation>
    </message>
    <message>
        <source>Pass the {card}: all the captain&apos;s cards are in melds already, so the captain can go gin after the next draw</source>
        <translation>Pasa {card:el|la}: todas las cartas del capitán ya están combinadas, así que podrá hacer gin después de su próximo robo</translation>
    </message>
    <message>
        <source>Draw from the stock: all the captain&apos;s cards are in melds already, so any card drawn lets the captain go gin</source>
        <translation>Roba del mazo: todas las cartas del capitán ya están combinadas, así que robe la carta que robe podrá hacer gin</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: {left} deadwood is low enough for the captain to win the hand</source>
        <translation>Golpea descartando {card:el|la}: con {left:punto|puntos} sin combinar el capitán puede ganar la mano</translation>
    </message>
    <message>
        <source>Discard the {card}: a high card in no meld, leaving the captain {left} deadwood</source>
        <translation>Descarta {card:el|la}: una carta alta que no está en ninguna combinación; el capitán se queda con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card}: it fits nothing and leaves the captain {left} deadwood</source>
        <translation>Descarta {card:el|la}: no encaja con nada y el capitán se queda con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card}: it keeps the captain&apos;s best chances, leaving {left} deadwood</source>
        <translation>Descarta {card:el|la}: así el capitán conserva sus mejores opciones y se queda con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: a high card in no meld, leaving the captain {left} deadwood</source>
        <translation>Descarta {card:el|la} y sigue jugando en vez de golpear: una carta alta que no está en ninguna combinación; el capitán se queda con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it fits nothing and leaves the captain {left} deadwood</source>
        <translation>Descarta {card:el|la} y sigue jugando en vez de golpear: no encaja con nada y el capitán se queda con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on rather than knock: it keeps the captain&apos;s best chances, leaving {left} deadwood</source>
        <translation>Descarta {card:el|la} y sigue jugando en vez de golpear: así el capitán conserva sus mejores opciones y se queda con {left:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Take the {card}: it gives you gin</source>
        <extracomment>A review of the person&apos;s move. {card}: a card, e.g. &quot;7♥&quot;; {meld}: a meld&apos;s cards.</extracomment>
        <translation>Toma {card:el|la}: te da gin</translation>
    </message>
    <message>
        <source>Take the {card}: it makes the meld {meld}</source>
        <translation>Toma {card:el|la}: forma la combinación ({meld})</translation>
    </message>
    <message>
        <source>Take the {card}: your hand is better with it than with a card you cannot see</source>
        <translation>Toma {card:el|la}: tu mano queda mejor con esa carta que con una carta que no ves</translation>
    </message>
    <message>
        <source>Pick up the {card}: it gives you gin</source>
        <translation>Toma {card:el|la} de la pila: te da gin</translation>
    </message>
    <message>
        <source>Pick up the {card}: it makes the meld {meld}</source>
        <translation>Toma {card:el|la} de la pila: forma la combinación ({meld})</translation>
    </message>
    <message>
        <source>Pick up the {card}: your hand is better with it than with a card from the stock</source>
        <translation>Toma {card:el|la} de la pila: tu mano queda mejor con esa carta que con una del mazo</translation>
    </message>
    <message>
        <source>Pass the {card}: in the games played out from here, your hand scored more when you let it go than when you took it</source>
        <translation>Pasa {card:el|la}: en las partidas jugadas desde aquí, tu mano sumó más dejándola pasar que tomándola</translation>
    </message>
    <message>
        <source>Draw from the stock: in the games played out from here, your hand scored more with an unknown card from the stock than with the {card}</source>
        <translation>Roba del mazo: en las partidas jugadas desde aquí, tu mano sumó más con una carta del mazo que no ves que con {card:el|la}</translation>
    </message>
    <message>
        <source>Go gin, discarding the {card}: every other card is melded</source>
        <translation>Haz gin descartando {card:el|la}: todas las demás cartas están combinadas</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}: with {left} deadwood you were likely to win the hand now</source>
        <extracomment>{left}: points of deadwood, a number.</extracomment>
        <translation>Golpea descartando {card:el|la}: con {left:punto|puntos} sin combinar lo más probable era ganar la mano ya</translation>
    </message>
    <message>
        <source>Discard the {card} and hold on: a knock with {left} deadwood was likely to be undercut</source>
        <translation>Descarta {card:el|la} y sigue jugando: si golpeabas con {left:punto|puntos} sin combinar, lo más probable era que te hicieran un contragolpe</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} was part of the meld {meld}</source>
        <extracomment>{chosen}: the card the player discarded.</extracomment>
        <translation>Descarta mejor {card:el|la}: {chosen:el|la} formaba parte de la combinación ({meld})</translation>
    </message>
    <message>
        <source>Discard the {card} instead: it leaves {left} deadwood, not {chosen_left}</source>
        <extracomment>{left}, {chosen_left}: deadwood after the better and after the played discard.</extracomment>
        <translation>Descarta mejor {card:el|la}: te quedas con {left:punto|puntos} sin combinar, no con {chosen_left}</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards your opponent took from the pile</source>
        <translation>Descarta mejor {card:el|la}: {chosen:el|la} va con cartas que tu rival tomó de la pila</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards the captain took from the pile</source>
        <translation>Descarta mejor {card:el|la}: {chosen:el|la} va con cartas que el capitán tomó de la pila</translation>
    </message>
    <message>
        <source>Discard the {card} instead: the {chosen} goes with cards the box took from the pile</source>
        <translation>Descarta mejor {card:el|la}: {chosen:el|la} va con cartas que tomó de la pila quien está en la caja</translation>
    </message>
    <message>
        <source>Discard the {card} instead: it keeps better chances of new melds</source>
        <translation>Descarta mejor {card:el|la}: así conservas más opciones de nuevas combinaciones</translation>
    </message>
    <message>
        <source>No decision cost you points worth mentioning</source>
        <translation>Ninguna decisión te costó puntos dignos de mención</translation>
    </message>
    <message>
        <source>No decision cost you points against the hint&apos;s advice, though the table, which tries each move in many simulated games, found a better move at {count} of your decisions</source>
        <extracomment>Judged against the hint&apos;s moves, none cost points, but the table of simulated games puts another move clearly ahead at {count} decisions (1 or more): said, so that the heading and the table below it do not read as a contradiction.</extracomment>
        <translation>Ninguna decisión te costó puntos frente a la pista, aunque la tabla, que prueba cada jugada en muchas simulaciones, encontró una mejor en {count} de tus decisiones</translation>
    </message>
    <message>
        <source>1 decision cost you about {points} points</source>
        <translation>1 decisión te costó unos {points:punto|puntos}</translation>
    </message>
    <message>
        <source>Your knock won this hand, but on average it costs about {points} points</source>
        <extracomment>The one costly decision was the knock that won the hand (weighed blind to the defender&apos;s cards, it costs points on average).</extracomment>
        <translation>Tu golpe ganó esta mano, pero de media cuesta unos {points:punto|puntos}</translation>
    </message>
    <message>
        <source>{count} decisions cost you about {points} points</source>
        <extracomment>{count}: a number of decisions (2 or more).</extracomment>
        <translation>{count} decisiones te costaron unos {points:punto|puntos}</translation>
    </message>
    <message>
        <source>{count} decisions cost you about {points} points on average, among them your knock, which won this hand</source>
        <extracomment>{count}: a number of costly decisions (2 or more), one of them the knock that won the hand (weighed blind to the defender&apos;s cards, it costs points on average).</extracomment>
        <translation>{count} decisiones te costaron de media unos {points:punto|puntos}, entre ellas tu golpe, que ganó esta mano</translation>
    </message>
    <message>
        <source>I&apos;ll follow your advice and {move} because {reason}</source>
        <extracomment>The computer captain&apos;s reply to your suggestion, in the captain&apos;s voice. {move}: the move in words, as after &quot;I&apos;ll&quot;, e.g. &quot;discard the 9♠&quot;; {reason}: why, in the captain&apos;s words (&quot;I&quot;, &quot;my hand&quot;: the captain&apos;s), as after &quot;because&quot;, e.g. &quot;it makes a set 9♣ 9♦ 9♠&quot;.</extracomment>
        <translation>Sigo tu consejo y voy a {move} porque {reason}</translation>
    </message>
    <message>
        <source>I&apos;d rather {move} than {suggestion} because {reason}</source>
        <extracomment>The captain rejects your suggestion ({suggestion}, e.g. &quot;discard the 9♠&quot;) and makes its own move ({move}), because {reason}.</extracomment>
        <translation>Prefiero {move} en lugar de {suggestion} porque {reason}</translation>
    </message>
    <message>
        <source>I&apos;ll {move} because {reason}</source>
        <extracomment>The captain decides alone, the advisor having let it: its move ({move}) and why.</extracomment>
        <translation>Voy a {move} porque {reason}</translation>
    </message>
    <message>
        <source>I can&apos;t {suggestion} now, so I&apos;ll {move} because {reason}</source>
        <extracomment>{suggestion}: the move you suggested, which the rules do not allow now, e.g. &quot;discard the 9♠&quot;; {move}: the captain&apos;s own move instead; {reason}: why, in the captain&apos;s words.</extracomment>
        <translation>Ahora no puedo {suggestion}, así que voy a {move} porque {reason}</translation>
    </message>
    <message>
        <source>both leave {left} deadwood and my opponent is more likely to use the {card}</source>
        <extracomment>The captain&apos;s reason for throwing its own card, not the one you suggested ({card}), which it keeps; {left}: the deadwood either discard leaves, a number.</extracomment>
        <translation>las dos opciones me dejan {left:punto|puntos} sin combinar y es más probable que mi rival aproveche {card:el|la}</translation>
    </message>
    <message>
        <source>both leave {left} deadwood and keeping the {card} gives me better chances of a meld</source>
        <translation>las dos opciones me dejan {left:punto|puntos} sin combinar y, si me quedo con {card:el|la}, tengo más opciones de formar una combinación</translation>
    </message>
    <message>
        <source>my opponent is more likely to use the {card}, though that discard would leave me less deadwood</source>
        <extracomment>The card suggested ({card}) would leave less deadwood than the captain&apos;s own discard, but the captain keeps it: the opponent may meld it if thrown.</extracomment>
        <translation>es más probable que mi rival aproveche {card:el|la}, aunque ese descarte me dejaría menos puntos sin combinar</translation>
    </message>
    <message>
        <source>keeping the {card} gives me better chances of a meld, though that discard would leave me less deadwood</source>
        <translation>si me quedo con {card:el|la}, tengo más opciones de formar una combinación, aunque ese descarte me dejaría menos puntos sin combinar</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
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
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
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
        <translation>11 12</translation>
    </message>
    <message>
        <source>{low} to {high} of {suit}</source>
        <extracomment>A run said as a player says it: &quot;five to eight of hearts&quot;. {low}, {high}: its lowest and highest rank words (a template may give them an article, &quot;{low:del|de la}&quot;, or a case, &quot;{low:gen}&quot;); {suit}: the suit as a card&apos;s name ends with it. The words stand as they are wherever a sentence puts the run, in any case.</extracomment>
        <translation>{low:del|de la} {high:al|a la} de {suit}</translation>
    </message>
    <message>
        <source>aces|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|jacks|queens|kings</source>
        <extracomment>The rank words ace ... king in the plural (&quot;three sevens&quot;), in this order, separated by &quot;|&quot;.</extracomment>
        <translation>ases|doses|treses|cuatros|cincos|seises|sietes|ochos|nueves|dieces|jotas|reinas|reyes</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <extracomment>A set of all four cards of a rank: &quot;four sevens&quot;. {ranks}: the rank in the plural.</extracomment>
        <translation>cuatro {ranks}</translation>
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
        <translation>Empieza antes una partida nueva</translation>
    </message>
    <message>
        <source>The match is over: press {key} to start a new game</source>
        <translation>La partida ha terminado: pulsa {key} para empezar una nueva</translation>
    </message>
    <message>
        <source>Computers are playing every seat: you are watching</source>
        <translation>El ordenador ocupa todos los asientos: estás de espectador</translation>
    </message>
    <message>
        <source>Please wait: {name} is thinking</source>
        <translation>Espera: {name:|el} está pensando</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand ({key})</source>
        <translation>La mano ha terminado: pulsa Siguiente mano ({key})</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>La mano todavía se está jugando</translation>
    </message>
    <message>
        <source>The captain cannot do that: {reason}</source>
        <translation>El capitán no puede hacer eso: {reason}</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to play</source>
        <translation>No es tu turno: le toca {name:a|al}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>No está permitido: {reason}</translation>
    </message>
    <message>
        <source>Only the player who sits out gives advice</source>
        <translation>Solo aconseja el jugador que se queda fuera</translation>
    </message>
    <message>
        <source>There is no captain to advise in a two-player game</source>
        <translation>En una partida de dos jugadores no hay capitán al que aconsejar</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Wait for the captain&apos;s turn to give advice</source>
        <translation>Espera al turno del capitán para aconsejarle</translation>
    </message>
    <message>
        <source>The captain plays this hand on its own, as you asked</source>
        <translation>El capitán juega esta mano por su cuenta, como pediste</translation>
    </message>
    <message>
        <source>No hint now: it is not your turn</source>
        <translation>Ahora no hay pista: no es tu turno</translation>
    </message>
    <message>
        <source>The rest of the deck is shown once the hand is over</source>
        <translation>El resto de la baraja se puede ver cuando termine la mano</translation>
    </message>
    <message>
        <source>{name}&apos;s cards are shown once the hand is over</source>
        <translation>Las cartas {name:de|del} se pueden ver cuando termine la mano</translation>
    </message>
    <message>
        <source>No hint between hands: there is nothing to decide</source>
        <translation>No hay pista entre manos: no hay nada que decidir</translation>
    </message>
    <message>
        <source>Press New game ({key})</source>
        <translation>Pulsa Nueva partida ({key})</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the hand is over, so deal the next hand</source>
        <translation>la mano ha terminado, así que reparte la siguiente</translation>
    </message>
    <message>
        <source>both players passed the upcard, so draw from the stock</source>
        <translation>los dos pasaron la carta descubierta, así que roba del mazo</translation>
    </message>
    <message>
        <source>you have drawn already, so discard a card</source>
        <translation>ya has robado, así que descarta una carta</translation>
    </message>
    <message>
        <source>only gin may end this hand, so a knock needs zero deadwood</source>
        <translation>solo el gin puede terminar esta mano, así que para golpear no pueden quedar puntos sin combinar</translation>
    </message>
    <message>
        <source>the captain must first take or pass the upcard</source>
        <translation>primero el capitán debe tomar o pasar la carta descubierta</translation>
    </message>
    <message>
        <source>both players passed the upcard, so the captain must draw from the stock</source>
        <translation>los dos pasaron la carta descubierta, así que el capitán debe robar del mazo</translation>
    </message>
    <message>
        <source>the captain must draw a card first, from the stock or the discard pile</source>
        <translation>primero el capitán debe robar una carta, del mazo o de la pila de descarte</translation>
    </message>
    <message>
        <source>the captain has drawn already, so suggest a discard</source>
        <translation>el capitán ya ha robado, así que sugiere un descarte</translation>
    </message>
    <message>
        <source>the {card} is not in the captain&apos;s hand</source>
        <translation>{card:el|la} no está en la mano del capitán</translation>
    </message>
    <message>
        <source>the hand is still being played</source>
        <translation>la mano todavía se está jugando</translation>
    </message>
    <message>
        <source>it is {name}&apos;s turn</source>
        <translation>le toca {name:a|al}</translation>
    </message>
    <message>
        <source>first take or pass the upcard</source>
        <translation>primero toma o pasa la carta descubierta</translation>
    </message>
    <message>
        <source>draw a card first, from the stock or the discard pile</source>
        <translation>primero roba una carta, del mazo o de la pila de descarte</translation>
    </message>
    <message>
        <source>the {card} is not in your hand</source>
        <translation>{card:el|la} no está en tu mano</translation>
    </message>
    <message>
        <source>the {card} was just taken from the pile and may not be discarded this turn</source>
        <translation>{card:el|la} se acaba de tomar de la pila y no se puede descartar en este turno</translation>
    </message>
    <message>
        <source>a knock needs deadwood of at most {limit} after the discard</source>
        <translation>para golpear, tras el descarte no puedes tener más de {limit:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>big gin is not played under these rules</source>
        <translation>con estas reglas no se juega el gran gin</translation>
    </message>
    <message>
        <source>big gin needs all eleven cards in melds</source>
        <translation>el gran gin necesita las once cartas en combinaciones</translation>
    </message>
    <message>
        <source>that is not allowed now</source>
        <translation>eso no está permitido ahora</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source># Is the computer cheating?

This page is missing from this installation.</source>
        <translation># ¿Hace trampa el ordenador?

Falta esta página en esta instalación.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>&amp;Copiar código del reparto</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Siguiente ▶</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 pto.</translation>
    </message>
    <message>
        <source>; doubled (Oklahoma: spade upcard) = {points}</source>
        <translation>; duplicado (Oklahoma: carta descubierta de picas) = {points}</translation>
    </message>
    <message>
        <source>A good choice: within {points} points of the best.</source>
        <translation>Una buena elección: a menos de {points:punto|puntos} de la mejor.</translation>
    </message>
    <message>
        <source>A tie: nobody scores</source>
        <translation>Empate: nadie puntúa</translation>
    </message>
    <message>
        <source>Advise {name}</source>
        <translation>Aconseja {name:a|al}</translation>
    </message>
    <message>
        <source>At the end of a hand: the stock and the opponent&apos;s whole hand, face up</source>
        <translation>Al final de una mano: el mazo y la mano entera del rival, boca arriba</translation>
    </message>
    <message>
        <source>Best match:</source>
        <translation>Mejor partida:</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gran gin</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>¡Gran gin!</translation>
    </message>
    <message>
        <source>Big gin! You score {pts}</source>
        <translation>¡Gran gin! Ganas {pts}</translation>
    </message>
    <message>
        <source>Big gin! {name} scores {pts}</source>
        <translation>¡Gran gin! {name:|El} gana {pts}</translation>
    </message>
    <message>
        <source>Big gin: {deadwood} deadwood + {bonus} big-gin bonus = {points}</source>
        <translation>Gran gin: {deadwood:punto|puntos} sin combinar + {bonus} de bonificación por gran gin = {points}</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Caja</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitán</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Cards in the stock: {n}</source>
        <translation>Cartas en el mazo: {n}</translation>
    </message>
    <message>
        <source>Changed: {changes}</source>
        <translation>Cambios: {changes}</translation>
    </message>
    <message>
        <source>Chart of points lost per decision</source>
        <translation>Gráfico de puntos perdidos por decisión</translation>
    </message>
    <message>
        <source>Chart of recent matches</source>
        <translation>Gráfico de las últimas partidas</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Classic, with line bonus and shutout</source>
        <translation>Clásico, con bonificación por manos y blanqueo</translation>
    </message>
    <message>
        <source>Click it: it only lifts, it is not discarded</source>
        <translation>Haz clic en ella: solo se levanta, no se descarta</translation>
    </message>
    <message>
        <source>Click the discard pile, or drag its card to your hand</source>
        <translation>Haz clic en la pila de descarte o arrastra su carta a tu mano</translation>
    </message>
    <message>
        <source>Click the stock</source>
        <translation>Haz clic en el mazo</translation>
    </message>
    <message>
        <source>Click the stock, the pile or a card to suggest a move, or let the captain decide.</source>
        <translation>Haz clic en el mazo, la pila o una carta para sugerir una jugada, o deja que decida el capitán.</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>Copied: paste it into Game ▸ Replay deal.</source>
        <translation>Copiado: pégalo en Partida ▸ Repetir reparto.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Reglas personalizadas</translation>
    </message>
    <message>
        <source>Deadwood after the knock {n}</source>
        <translation>Sin combinar tras el golpe: {n}</translation>
    </message>
    <message>
        <source>Deadwood {n}</source>
        <translation>Sin combinar: {n}</translation>
    </message>
    <message>
        <source>Deadwood {n} · lays off {k}</source>
        <translation>Sin combinar: {n} · coloca {k}</translation>
    </message>
    <message>
        <source>Deadwood, {points}: {cards}</source>
        <translation>Sin combinar, {points}: {cards}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of your cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: you may knock when it is low enough.</source>
        <translation>Cartas sin combinar: el valor total de tus cartas que no están en ninguna combinación (un grupo de tres o cuatro cartas del mismo valor, o una escalera de tres o más cartas del mismo palo). El as vale 1 y las figuras 10. Cuanto menos, mejor: puedes golpear cuando el total es lo bastante bajo.</translation>
    </message>
    <message>
        <source>Deal #{deal} · code {code}</source>
        <translation>Reparto n.º {deal} · código {code}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Decision {done} of {total}</source>
        <translation>Decisión {done} de {total}</translation>
    </message>
    <message>
        <source>Decision {number} of {count}: {what}</source>
        <translation>Decisión {number} de {count}: {what}</translation>
    </message>
    <message>
        <source>Difference: {dd} − {kd} = {pts}.</source>
        <translation>Diferencia: {dd} − {kd} = {pts}.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Descarta una carta</translation>
    </message>
    <message>
        <source>Discard a card other than the {card}</source>
        <translation>Descarta una carta que no sea {card:el|la}</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or declare big gin</source>
        <translation>Descarta una carta que no sea {card:el|la}, o canta gran gin</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or knock: your deadwood would be {deadwood}</source>
        <translation>Descarta una carta que no sea {card:el|la}, o golpea: te quedarías con {deadwood:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard a card — or declare big gin</source>
        <translation>Descarta una carta, o canta gran gin</translation>
    </message>
    <message>
        <source>Discard a card — or knock: your deadwood would be {deadwood}</source>
        <translation>Descarta una carta, o golpea: te quedarías con {deadwood:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descarte</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Pila de descarte, vacía</translation>
    </message>
    <message>
        <source>Discard pile, oldest first ({n})</source>
        <translation>Pila de descarte, de la más antigua a la más reciente ({n})</translation>
    </message>
    <message>
        <source>Discard pile, oldest first: {cards}</source>
        <translation>Pila de descarte, de la más antigua a la más reciente: {cards}</translation>
    </message>
    <message>
        <source>Discard pile: the {card} on top, {count}</source>
        <translation>Pila de descarte: {card:el|la} arriba, {count}</translation>
    </message>
    <message>
        <source>Discard, or knock</source>
        <translation>Descartar o golpear</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>Cerrar el aviso</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nula</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Mano nula</translation>
    </message>
    <message>
        <source>Drawn hand: the stock ran down with nobody knocking; no score</source>
        <translation>Mano nula: se agotó el mazo sin que nadie golpeara; no se puntúa</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to discard it</source>
        <translation>Suelta la carta en la pila de descarte para descartarla</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it</source>
        <translation>Suelta la carta en tu mano para robarla</translation>
    </message>
    <message>
        <source>End the match?</source>
        <translation>¿Terminar la partida?</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Exportar a CSV…</translation>
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
        <translation>Totales finales: {totals}.</translation>
    </message>
    <message>
        <source>First to {target} wins</source>
        <translation>Gana quien llegue antes a {target}</translation>
    </message>
    <message>
        <source>Follow advice</source>
        <translation>Seguir el consejo</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Cuatro colores</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonificación por partida</translation>
    </message>
    <message>
        <source>Game bonus for {name}, the winner: {points}</source>
        <translation>Bonificación por ganar la partida para {name:|el}: {points}</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Estado de la partida</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Juego {game}
{name}</translation>
    </message>
    <message>
        <source>Game {game}: {scores} (to {target}).</source>
        <translation>Juego {game}: {scores} (a {target}).</translation>
    </message>
    <message>
        <source>Game {game}: {scores}, won by you.</source>
        <translation>Juego {game}: {scores}, lo has ganado tú.</translation>
    </message>
    <message>
        <source>Game {game}: {scores}, won by {name}.</source>
        <translation>Juego {game}: {scores}, lo ha ganado {name:|el}.</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>¡Gin!</translation>
    </message>
    <message>
        <source>Gin! You score {pts}</source>
        <translation>¡Gin! Ganas {pts}</translation>
    </message>
    <message>
        <source>Gin! {name} scores {pts}</source>
        <translation>¡Gin! {name:|El} gana {pts}</translation>
    </message>
    <message>
        <source>Gin: no deadwood</source>
        <translation>Gin: todo combinado</translation>
    </message>
    <message>
        <source>Gin: {deadwood} deadwood + {bonus} gin bonus = {points}</source>
        <translation>Gin: {deadwood:punto|puntos} sin combinar + {bonus} de bonificación por gin = {points}</translation>
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
        <translation>Número de mano</translation>
    </message>
    <message>
        <source>Hand over: a tie, no score</source>
        <translation>Fin de la mano: empate, no se puntúa</translation>
    </message>
    <message>
        <source>Hand over: you won {points} ({how})</source>
        <translation>Fin de la mano: ganas {points} ({how})</translation>
    </message>
    <message>
        <source>Hand over: {name} won {points} ({how})</source>
        <translation>Fin de la mano: {name:|el} gana {points} ({how})</translation>
    </message>
    <message>
        <source>Hand {n}: {dealer} dealt; the upcard is the {card}.</source>
        <translation>Mano {n}: reparte {dealer:|el}; la carta descubierta es {card:el|la}.</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Manos:</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Pista: {why}</translation>
    </message>
    <message>
        <source>Hollywood Gin</source>
        <translation>Hollywood Gin</translation>
    </message>
    <message>
        <source>Hollywood: scored in game {games}.</source>
        <translation>Hollywood: se anota en el juego {games}.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantáneas</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Golpe</translation>
    </message>
    <message>
        <source>Drag a card to another place in your hand</source>
        <translation>Arrastra una carta a otro lugar de tu mano</translation>
    </message>
    <message>
        <source>Drag the card onto the discard pile, or double-click it</source>
        <translation>Arrastra la carta hasta la pila de descarte o haz doble clic en ella</translation>
    </message>
    <message>
        <source>Drag the card onto the knock spot, or press Knock and then discard it</source>
        <translation>Arrastra la carta hasta el lugar para golpear, o pulsa Golpear y después descártala</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Draw from the stock or the pile</source>
        <translation>Robar del mazo o de la pila</translation>
    </message>
    <message>
        <source>Drawn by repetition</source>
        <translation>Mano nula por repetición</translation>
    </message>
    <message>
        <source>Drawn by repetition: the same position came up a third time; no score</source>
        <translation>Mano nula por repetición: la misma posición se dio por tercera vez; no se puntúa</translation>
    </message>
    <message>
        <source>Drop the card on the captain&apos;s hand to suggest taking it</source>
        <translation>Suelta la carta en la mano del capitán para sugerir que la tome</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to knock with it</source>
        <translation>Para golpear con la carta, suéltala en el lugar para golpear</translation>
    </message>
    <message>
        <source>Drop the card on your hand to take it</source>
        <translation>Suelta la carta en tu mano para tomarla</translation>
    </message>
    <message>
        <source>Equal deadwood: no score.</source>
        <translation>Empate de puntos sin combinar: no se puntúa.</translation>
    </message>
    <message>
        <source>Every deal is shuffled from its number alone, before anyone plays, and the computer decides from its own cards only.</source>
        <translation>Cada reparto se baraja solo a partir de su número, antes de que nadie juegue, y el ordenador decide únicamente con sus propias cartas.</translation>
    </message>
    <message>
        <source>Every move you could make</source>
        <translation>Todas las jugadas que podías hacer</translation>
    </message>
    <message>
        <source>Every score of this hand is doubled: the first upcard was a spade</source>
        <translation>En esta mano todas las puntuaciones se duplican: la primera carta descubierta era de picas</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Puntos esperados</translation>
    </message>
    <message>
        <source>Game {game}</source>
        <translation>Juego {game}</translation>
    </message>
    <message>
        <source>Game {n}: {list}</source>
        <translation>Juego {n}: {list}</translation>
    </message>
    <message>
        <source>Game ▸ Replay deal accepts the code and deals these very cards again</source>
        <translation>Partida ▸ Repetir reparto acepta el código y vuelve a repartir exactamente estas cartas</translation>
    </message>
    <message>
        <source>Games won: {games}.</source>
        <translation>Juegos ganados: {games}.</translation>
    </message>
    <message>
        <source>Gin: end the hand with no deadwood at all. You then discard face down; you score your opponent&apos;s deadwood plus the gin bonus, and nothing can be laid off.</source>
        <translation>Gin: termina la mano sin ninguna carta sin combinar. Luego descartas boca abajo; sumas los puntos sin combinar del rival más la bonificación por gin, y no se puede colocar ninguna carta.</translation>
    </message>
    <message>
        <source>Gin: now discard a card face down</source>
        <translation>Gin: ahora descarta una carta boca abajo</translation>
    </message>
    <message>
        <source>Give no advice this turn. {key} lets the captain play the rest of the hand without asking you again.</source>
        <translation>No das consejo en este turno. Con {key}, el capitán juega el resto de la mano sin volver a preguntarte.</translation>
    </message>
    <message>
        <source>G{game}</source>
        <translation>J{game}</translation>
    </message>
    <message>
        <source>Hand number; a dash in a player&apos;s scores: that player sat the hand out</source>
        <translation>Número de mano; una raya en las puntuaciones de un jugador indica que se quedó fuera en esa mano</translation>
    </message>
    <message>
        <source>Hand over: only {n:card is|cards are} left in the stock, no score</source>
        <translation>Fin de la mano: en el mazo solo hay {n:carta|cartas}, no se puntúa</translation>
    </message>
    <message>
        <source>Hand sorted by melds, deadwood last</source>
        <translation>Mano ordenada por combinaciones, las cartas sin combinar al final</translation>
    </message>
    <message>
        <source>Hand sorted by rank</source>
        <translation>Mano ordenada por valor</translation>
    </message>
    <message>
        <source>Hand sorted by suit</source>
        <translation>Mano ordenada por palo</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Mano {hand}</translation>
    </message>
    <message>
        <source>Hand {hand} · deal #{deal}</source>
        <translation>Mano {hand} · reparto n.º {deal}</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood: scored in all three games.</source>
        <translation>Hollywood: se anota en los tres juegos.</translation>
    </message>
    <message>
        <source>Hollywood: scored in games {a} and {b}.</source>
        <translation>Hollywood: se anota en los juegos {a} y {b}.</translation>
    </message>
    <message>
        <source>How deals are made, and how you can check the computer</source>
        <translation>Cómo se reparte y cómo puedes comprobar al ordenador</translation>
    </message>
    <message>
        <source>In the match you are playing, none of your decisions has cost you points so far.</source>
        <translation>En la partida que estás jugando, ninguna de tus decisiones te ha costado puntos hasta ahora.</translation>
    </message>
    <message>
        <source>In the match you are playing, your decisions have cost you {value} points each so far.</source>
        <translation>En la partida que estás jugando, tus decisiones te han costado hasta ahora {value:punto|puntos} cada una.</translation>
    </message>
    <message>
        <source>In your one reviewed match, none of your decisions cost you points.</source>
        <translation>En tu única partida repasada, ninguna de tus decisiones te costó puntos.</translation>
    </message>
    <message>
        <source>In your one reviewed match, your decisions cost you {value} points each.</source>
        <translation>En tu única partida repasada, tus decisiones te costaron {value:punto|puntos} cada una.</translation>
    </message>
    <message>
        <source>Is the computer &amp;cheating?</source>
        <translation>¿Hace &amp;trampa el ordenador?</translation>
    </message>
    <message>
        <source>Is the computer cheating?</source>
        <translation>¿Hace trampa el ordenador?</translation>
    </message>
    <message>
        <source>It cannot be kept: saving games is not available.</source>
        <translation>No se puede conservar: no es posible guardar partidas.</translation>
    </message>
    <message>
        <source>It is kept in the archive of saved games as an abandoned match.</source>
        <translation>Se guarda en el archivo de partidas como partida abandonada.</translation>
    </message>
    <message>
        <source>Just drawn: the {card}</source>
        <translation>Recién robada: {card:el|la}</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Knock here</source>
        <translation>Golpea aquí</translation>
    </message>
    <message>
        <source>Knock limit this hand: {limit}</source>
        <translation>Límite para golpear en esta mano: {limit}</translation>
    </message>
    <message>
        <source>Knock spot</source>
        <translation>Lugar para golpear</translation>
    </message>
    <message>
        <source>Knock with a card</source>
        <translation>Golpear con una carta</translation>
    </message>
    <message>
        <source>Knock, gin, big gin, undercut, tie or drawn; ♠×2: doubled</source>
        <translation>Golpe, gin, gran gin, contragolpe, empate o nula; ♠×2: puntos dobles</translation>
    </message>
    <message>
        <source>Knock: drop a card here</source>
        <translation>Golpe: suelta aquí una carta</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with as much deadwood as you or less, they undercut you and score a bonus as well.</source>
        <translation>Golpe: termina la mano ahora. Luego descartas boca abajo, se muestran las dos manos, el rival puede colocar cartas en tus combinaciones y quien tenga menos puntos sin combinar suma la diferencia. Si el rival termina con tantos puntos sin combinar como tú o menos, te hace un contragolpe y suma además una bonificación.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with less deadwood, they undercut you and score a bonus as well; with the same deadwood, nobody scores.</source>
        <translation>Golpe: termina la mano ahora. Luego descartas boca abajo, se muestran las dos manos, el rival puede colocar cartas en tus combinaciones y quien tenga menos puntos sin combinar suma la diferencia. Si el rival termina con menos puntos sin combinar, te hace un contragolpe y suma además una bonificación; con los mismos puntos sin combinar, nadie puntúa.</translation>
    </message>
    <message>
        <source>Knock: now discard a card face down</source>
        <translation>Golpe: ahora descarta una carta boca abajo</translation>
    </message>
    <message>
        <source>Knock: {defender} − {knocker} = {points}</source>
        <translation>Golpe: {defender} − {knocker} = {points}</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Golpeó</translation>
    </message>
    <message>
        <source>Known in {name}&apos;s hand: {cards}</source>
        <translation>Se sabe que {name:|el} tiene: {cards}</translation>
    </message>
    <message>
        <source>Known: {cards}</source>
        <translation>Conocidas: {cards}</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Índices grandes</translation>
    </message>
    <message>
        <source>Last answer: {reason}</source>
        <translation>Última respuesta: {reason}</translation>
    </message>
    <message>
        <source>Last matches:</source>
        <translation>Últimas partidas:</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Últimas jugadas</translation>
    </message>
    <message>
        <source>Let the captain decide</source>
        <translation>Que decida el capitán</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonificación por manos</translation>
    </message>
    <message>
        <source>Look at a card</source>
        <translation>Mirar una carta</translation>
    </message>
    <message>
        <source>Margin of each of your last {count} matches: your points minus your opponent&apos;s</source>
        <translation>Diferencia de cada una de tus últimas {count} partidas: tus puntos menos los de tu rival</translation>
    </message>
    <message>
        <source>Margin: your points minus your opponent&apos;s</source>
        <translation>Diferencia: tus puntos menos los de tu rival</translation>
    </message>
    <message>
        <source>Match over: you won with {points}</source>
        <translation>Fin de la partida: ganas con {points}</translation>
    </message>
    <message>
        <source>Match over: {name} won with {points}</source>
        <translation>Fin de la partida: {name:|el} gana con {points}</translation>
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
        <translation>Partidas con reglas modificadas, registradas antes de que el juego guardara las reglas de cada partida</translation>
    </message>
    <message>
        <source>Matches, oldest to newest</source>
        <translation>Partidas, de la más antigua a la más reciente</translation>
    </message>
    <message>
        <source>Matches, oldest to newest; the hollow point is the match you are playing</source>
        <translation>Partidas, de la más antigua a la más reciente; el punto hueco es la partida que estás jugando</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registro de jugadas</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Jugadas de esta mano</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Next hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>Próxima mano: tú estás en la caja, {captain:|el} es el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>Próxima mano: {box:|el} está en la caja, tú eres el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>Próxima mano: {box:|el} está en la caja, {captain:|el} es el capitán y tú te quedas fuera.</translation>
    </message>
    <message>
        <source>Next hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>Próxima mano: {box:|el} está en la caja, {captain:|el} es el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>No deadwood</source>
        <translation>Todo combinado</translation>
    </message>
    <message>
        <source>No finished matches yet: your wins by variant and opponent appear here after your first match.</source>
        <translation>Todavía no hay partidas terminadas: tus victorias por variante y rival aparecerán aquí cuando termines tu primera partida.</translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation>Ahora no hay pista</translation>
    </message>
    <message>
        <source>No knock now: knock after drawing, when you are to discard</source>
        <translation>Ahora no puedes golpear: se golpea después de robar, al descartar</translation>
    </message>
    <message>
        <source>No knock now: only gin ends this hand, and your deadwood would be {n}</source>
        <translation>Ahora no puedes golpear: solo el gin termina esta mano y te quedarías con {n:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>No knock now: your deadwood would be {n}, more than the knock limit of {limit}</source>
        <translation>Ahora no puedes golpear: te quedarías con {n:punto|puntos} sin combinar, por encima del límite para golpear, que es {limit}</translation>
    </message>
    <message>
        <source>No layoffs against gin.</source>
        <translation>Contra un gin no se colocan cartas.</translation>
    </message>
    <message>
        <source>No moves yet in this hand.</source>
        <translation>Aún no hay jugadas en esta mano.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Nothing reviewed yet: after each hand you play, the game checks your decisions, and this chart shows how many points they cost you, match by match.</source>
        <translation>Todavía no se ha repasado nada: después de cada mano que juegues, el juego revisa tus decisiones, y este gráfico muestra cuántos puntos te cuestan, partida a partida.</translation>
    </message>
    <message>
        <source>Notice dismissed</source>
        <translation>Aviso cerrado</translation>
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
        <translation>Oklahoma: la primera carta descubierta era de picas, así que la puntuación se duplica: {pts}.</translation>
    </message>
    <message>
        <source>Only gin could end this hand</source>
        <translation>Esta mano solo podía terminar con gin</translation>
    </message>
    <message>
        <source>Only gin ends this hand</source>
        <translation>Solo el gin termina esta mano</translation>
    </message>
    <message>
        <source>Only match:</source>
        <translation>Única partida:</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Fuera de juego</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pile {n} ▾</source>
        <translation>Pila {n} ▾</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Jugar con el teclado</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Jugar con el ratón</translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation>Espera</translation>
    </message>
    <message>
        <source>Points lost per decision in each of your last {count} reviewed matches; the last: {value}</source>
        <translation>Puntos perdidos por decisión en cada una de tus últimas {count} partidas repasadas; la última: {value}</translation>
    </message>
    <message>
        <source>Points lost per decision so far in the match you are playing: {value}</source>
        <translation>Puntos perdidos por decisión hasta ahora en la partida que estás jugando: {value}</translation>
    </message>
    <message>
        <source>Press Analyse to weigh your decisions in this hand.</source>
        <translation>Pulsa Analizar para valorar tus decisiones en esta mano.</translation>
    </message>
    <message>
        <source>Press Next hand ({key})</source>
        <translation>Pulsa Siguiente mano ({key})</translation>
    </message>
    <message>
        <source>Press to draw its top card</source>
        <translation>Púlsalo para robar la carta de arriba</translation>
    </message>
    <message>
        <source>Press to take the top card</source>
        <translation>Púlsala para tomar la carta de arriba</translation>
    </message>
    <message>
        <source>Press, then choose the card to discard face down</source>
        <translation>Púlsalo y elige la carta que descartas boca abajo</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Re&amp;view hand…</source>
        <translation>Re&amp;pasar mano…</translation>
    </message>
    <message>
        <source>Rearrange your hand</source>
        <translation>Reordenar tu mano</translation>
    </message>
    <message>
        <source>Recent form:</source>
        <translation>Racha reciente:</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Review a saved &amp;match…</source>
        <translation>Repasar una partida &amp;guardada…</translation>
    </message>
    <message>
        <source>Review a saved match</source>
        <translation>Repasar una partida guardada</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Repasar mano</translation>
    </message>
    <message>
        <source>Review hand — {name}</source>
        <translation>Repasar mano — {name}</translation>
    </message>
    <message>
        <source>Review the hands of a saved or finished match</source>
        <translation>Repasa las manos de una partida guardada o terminada</translation>
    </message>
    <message>
        <source>Saved matches (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>See what you can do with a card, the stock, the discard pile or the table</source>
        <translation>Ver qué puedes hacer con una carta, el mazo, la pila de descarte o la mesa</translation>
    </message>
    <message>
        <source>Set: {meld}</source>
        <translation>Grupo de {meld}</translation>
    </message>
    <message>
        <source>Suggest going gin with which card? ({key} or Suggest going gin again: cancel)</source>
        <translation>¿Con qué carta sugerir hacer gin? ({key} o Sugerir hacer gin otra vez: cancelar)</translation>
    </message>
    <message>
        <source>Suggest knocking with which card? ({key} or Suggest knocking again: cancel)</source>
        <translation>¿Con qué carta sugerir golpear? ({key} o Sugerir golpear otra vez: cancelar)</translation>
    </message>
    <message>
        <source>The chart draws a line from your next match on.</source>
        <translation>El gráfico dibuja una línea a partir de tu próxima partida.</translation>
    </message>
    <message>
        <source>The data folder {folder} could not be created ({reason}); this game will not be saved.</source>
        <translation>No se pudo crear la carpeta de datos {folder} ({reason}); esta partida no se guardará.</translation>
    </message>
    <message>
        <source>The game could not be saved in the folder {folder} ({reason}). You can play on: it tries again after every move.</source>
        <translation>No se pudo guardar la partida en la carpeta {folder} ({reason}). Puedes seguir jugando: el juego vuelve a intentarlo después de cada jugada.</translation>
    </message>
    <message>
        <source>The hand is drawn: only {n:card is|cards are} left in the stock</source>
        <translation>Mano nula: en el mazo solo hay {n:carta|cartas}</translation>
    </message>
    <message>
        <source>The hand is over: Review hand goes through your decisions, and Next hand deals the next one.</source>
        <translation>La mano ha terminado: «Repasar mano» recorre tus decisiones y «Siguiente mano» reparte la siguiente.</translation>
    </message>
    <message>
        <source>The hint plays as the Strong computer would; the table tries each move in many simulated games on random deals, so the two can disagree.</source>
        <translation>La pista juega como lo haría el ordenador en el nivel Fuerte; la tabla prueba cada jugada en muchas simulaciones con repartos al azar, así que pueden no coincidir.</translation>
    </message>
    <message>
        <source>The points you could expect from this hand after each move (+ won, − lost), averaged over many simulated games with the cards you could not see dealt at random.</source>
        <translation>Los puntos que podías esperar de esta mano tras cada jugada (+ ganados, − perdidos), promediados en muchas simulaciones con las cartas que no podías ver repartidas al azar.</translation>
    </message>
    <message>
        <source>The saved match could not be read ({reason}), so a new match has been dealt.</source>
        <translation>No se pudo leer la partida guardada ({reason}), así que se ha repartido una nueva.</translation>
    </message>
    <message>
        <source>The saved match could not be read ({reason}), so a new match has been dealt. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>No se pudo leer la partida guardada ({reason}), así que se ha repartido una nueva. El archivo ilegible se ha conservado como {name} en la carpeta {folder}.</translation>
    </message>
    <message>
        <source>The statistics could not be exported to {path} ({reason}).</source>
        <translation>No se pudieron exportar las estadísticas a {path} ({reason}).</translation>
    </message>
    <message>
        <source>The statistics could not be reset: their file could not be changed ({reason}). Nothing was removed.</source>
        <translation>No se pudieron restablecer las estadísticas: no se pudo modificar su archivo ({reason}). No se ha borrado nada.</translation>
    </message>
    <message>
        <source>Line bonus for {name}: {hands:hand|hands} won × {each} = {points}</source>
        <translation>Bonificación por manos para {name:|el}: {hands:mano ganada|manos ganadas} × {each} = {points}</translation>
    </message>
    <message>
        <source>Hand {n}: You dealt; the upcard is the {card}.</source>
        <translation>Mano {n}: repartes tú; la carta descubierta es {card:el|la}.</translation>
    </message>
    <message>
        <source>Another program is using the statistics file, so this game&apos;s statistics will be written as soon as it is free.</source>
        <translation>Otro programa está usando el archivo de estadísticas, así que las estadísticas de esta partida se guardarán en cuanto quede libre.</translation>
    </message>
    <message>
        <source>As good as the hint&apos;s move or better, though {points} points behind the best move in the table.</source>
        <translation>Tan buena como la jugada de la pista o mejor, aunque a {points:punto|puntos} de la mejor jugada de la tabla.</translation>
    </message>
    <message>
        <source>Gin Rummy is already open in another window. Playing in two windows at once would mix up the saved match, so this one closes: switch to the open window to go on playing.</source>
        <translation>Gin Rummy ya está abierto en otra ventana. Jugar en dos ventanas a la vez mezclaría la partida guardada, así que esta se cierra: cambia a la ventana abierta para seguir jugando.</translation>
    </message>
    <message>
        <source>Big gin: {deadwood} deadwood</source>
        <translation>Gran gin: {deadwood:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>&amp;Discard this card</source>
        <translation>&amp;Descartar esta carta</translation>
    </message>
    <message>
        <source>&amp;Knock with this card</source>
        <translation>&amp;Golpear con esta carta</translation>
    </message>
    <message>
        <source>Deadwood: the total value of your cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: you go gin when it is none at all.</source>
        <translation>Cartas sin combinar: el valor total de tus cartas que no están en ninguna combinación (un grupo de tres o cuatro cartas del mismo valor, o una escalera de tres o más cartas del mismo palo). El as vale 1 y las figuras 10. Esta mano solo la termina un gin: haces gin cuando no te queda ninguna.</translation>
    </message>
    <message>
        <source>Discard a card other than the {card} — or go gin</source>
        <translation>Descarta una carta que no sea {card:el|la}, o haz gin</translation>
    </message>
    <message>
        <source>Discard a card — or go gin</source>
        <translation>Descarta una carta, o haz gin</translation>
    </message>
    <message>
        <source>Discard, or go gin</source>
        <translation>Descartar o hacer gin</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to go gin with it</source>
        <translation>Para hacer gin con la carta, suéltala en el lugar para golpear</translation>
    </message>
    <message>
        <source>Every finished hand and match counted so far will be removed, with the win rates and the charts drawn from them. This cannot be undone: to keep a copy, export them first.

A match you are playing goes on; its hands are counted again from the next one you finish.</source>
        <translation>Se borrarán todas las manos y partidas terminadas que se han contado hasta ahora, junto con los porcentajes de victorias y los gráficos que salen de ellas. No se puede deshacer: para guardar una copia, expórtalas antes.

La partida que estás jugando sigue; sus manos vuelven a contarse a partir de la próxima que termines.</translation>
    </message>
    <message>
        <source>Export first…</source>
        <translation>Exportar antes…</translation>
    </message>
    <message>
        <source>Gin here</source>
        <translation>Gin aquí</translation>
    </message>
    <message>
        <source>Gin: drop a card here</source>
        <translation>Gin: suelta aquí una carta</translation>
    </message>
    <message>
        <source>Gin: end the hand with no deadwood at all. You then discard face down; you score your opponent&apos;s deadwood, and nothing can be laid off.</source>
        <translation>Gin: termina la mano sin ninguna carta sin combinar. Luego descartas boca abajo; sumas los puntos sin combinar del rival, y no se puede colocar ninguna carta.</translation>
    </message>
    <message>
        <source>Gin: {deadwood} deadwood</source>
        <translation>Gin: {deadwood:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>Hands ended by a knock with deadwood, whoever won them, undercut knocks included. Gins are counted in their own row, not here.</source>
        <translation>Manos terminadas con un golpe con cartas sin combinar, ganara quien ganara, también las que acabaron en contragolpe. Los gins se cuentan en su propia fila, no aquí.</translation>
    </message>
    <message>
        <source>Hands won by going gin, big gin included. A gin is not counted again as a knock.</source>
        <translation>Manos ganadas con gin, incluido el gran gin. Un gin no se cuenta otra vez como golpe.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with as much deadwood as you or less, they undercut you and score the difference.</source>
        <translation>Golpe: termina la mano ahora. Luego descartas boca abajo, se muestran las dos manos, el rival puede colocar cartas en tus combinaciones y quien tenga menos puntos sin combinar suma la diferencia. Si el rival termina con tantos puntos sin combinar como tú o menos, te hace un contragolpe y suma la diferencia.</translation>
    </message>
    <message>
        <source>Knock: end the hand now. You then discard face down, both hands are shown, your opponent may lay off cards on your melds, and the lower deadwood scores the difference. If your opponent ends with less deadwood, they undercut you and score the difference; with the same deadwood, nobody scores.</source>
        <translation>Golpe: termina la mano ahora. Luego descartas boca abajo, se muestran las dos manos, el rival puede colocar cartas en tus combinaciones y quien tenga menos puntos sin combinar suma la diferencia. Si el rival termina con menos puntos sin combinar, te hace un contragolpe y suma la diferencia; con los mismos puntos sin combinar, nadie puntúa.</translation>
    </message>
    <message>
        <source>Knocks without gin:</source>
        <translation>Golpes sin gin:</translation>
    </message>
    <message>
        <source>More games won wins the match; the sum breaks a tie of games.</source>
        <translation>Gana la partida quien gane más juegos; si empatan en juegos, decide la suma.</translation>
    </message>
    <message>
        <source>Nobody changes role: you stay in the box, {captain} stays captain and {out} still sits out.</source>
        <translation>Nadie cambia de papel: tú sigues en la caja, {captain:|el} sigue de capitán y {out:|el} sigue fuera.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, you stay captain and {out} still sits out.</source>
        <translation>Nadie cambia de papel: {box:|el} sigue en la caja, tú sigues de capitán y {out:|el} sigue fuera.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, {captain} stays captain and you still sit out.</source>
        <translation>Nadie cambia de papel: {box:|el} sigue en la caja, {captain:|el} sigue de capitán y tú sigues fuera.</translation>
    </message>
    <message>
        <source>Nobody changes role: {box} stays in the box, {captain} stays captain and {out} still sits out.</source>
        <translation>Nadie cambia de papel: {box:|el} sigue en la caja, {captain:|el} sigue de capitán y {out:|el} sigue fuera.</translation>
    </message>
    <message>
        <source>Oklahoma: only gin can end this hand.</source>
        <translation>Oklahoma: esta mano solo puede terminar con gin.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard is a spade, so every score of this hand is doubled.</source>
        <translation>Oklahoma: la primera carta descubierta es de picas, así que todas las puntuaciones de esta mano se duplican.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard is an ace, so only gin ends this hand.</source>
        <translation>Oklahoma: la primera carta descubierta es un as, así que solo el gin termina esta mano.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: you may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: la primera carta descubierta fija en {n} el límite para golpear en esta mano: puedes golpear si tus puntos sin combinar no pasan de {n}.</translation>
    </message>
    <message>
        <source>Oklahoma: the knock limit of this hand is {limit}.</source>
        <translation>Oklahoma: el límite para golpear en esta mano es {limit}.</translation>
    </message>
    <message>
        <source>Only {n:card is|cards are} left in the stock and nobody knocked: no score. The same dealer deals again.</source>
        <translation>En el mazo solo hay {n:carta|cartas} y nadie ha golpeado: no se puntúa. Vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>Only {n:card is|cards are} left in the stock and nobody went gin: no score. The same dealer deals again.</source>
        <translation>En el mazo solo hay {n:carta|cartas} y nadie ha hecho gin: no se puntúa. Vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Restablecer estadísticas…</translation>
    </message>
    <message>
        <source>Cards were drawn for the roles: the highest card goes into the box, the next is captain and the lowest sits out (king high, ace low).</source>
        <translation>Se sacaron cartas para repartir los papeles: la carta más alta va a la caja, la siguiente es el capitán y la más baja se queda fuera (el rey es la más alta y el as la más baja).</translation>
    </message>
    <message>
        <source>A player&apos;s name in your saved match could not be read; that player is now called {name}.</source>
        <translation>No se pudo leer el nombre de un jugador de tu partida guardada; ahora se llama {name}.</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} · {after} after discard</source>
        <translation>Sin combinar del capitán: {n} · {after} tras descartar</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} · {after} after the best discard</source>
        <translation>Sin combinar del capitán: {n} · con el mejor descarte, {after:punto|puntos}</translation>
    </message>
    <message>
        <source>Captain&apos;s deadwood {n} → {after}</source>
        <translation>Sin combinar del capitán: {n} → {after}</translation>
    </message>
    <message>
        <source>Click the count under it (▾), or rest the pointer on the pile</source>
        <translation>Haz clic en el recuento que hay debajo (▾) o deja el puntero sobre la pila</translation>
    </message>
    <message>
        <source>Captain&apos;s {n} → {after}</source>
        <translation>Del capitán: {n} → {after}</translation>
    </message>
    <message>
        <source>Closest win:</source>
        <translation>Victoria más ajustada:</translation>
    </message>
    <message>
        <source>Comp.</source>
        <translation>Ord.</translation>
    </message>
    <message>
        <source>Comp. {number}</source>
        <translation>Ord. {number}</translation>
    </message>
    <message>
        <source>Competition (25-point bonuses)</source>
        <translation>Competición (bonificaciones de 25)</translation>
    </message>
    <message>
        <source>Copied: paste it into the Replay deal command in the Game menu.</source>
        <translation>Copiado: pégalo en el comando Repetir reparto del menú Partida.</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after discard</source>
        <translation>Sin combinar: {n} · {after} tras descartar</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after your best discard</source>
        <translation>Sin combinar: {n} · con el mejor descarte, {after:punto|puntos}</translation>
    </message>
    <message>
        <source>Deadwood {n} → {after}</source>
        <translation>Sin combinar: {n} → {after}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of the captain&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: the captain goes gin when it is none at all.</source>
        <translation>Cartas sin combinar: el valor total de las cartas del capitán que no están en ninguna combinación (un grupo de tres o cuatro cartas del mismo valor, o una escalera de tres o más cartas del mismo palo). El as vale 1 y las figuras 10. Esta mano solo la termina un gin: el capitán hace gin cuando no le queda ninguna.</translation>
    </message>
    <message>
        <source>Deadwood: the total value of the captain&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: the captain may knock when it is low enough.</source>
        <translation>Cartas sin combinar: el valor total de las cartas del capitán que no están en ninguna combinación (un grupo de tres o cuatro cartas del mismo valor, o una escalera de tres o más cartas del mismo palo). El as vale 1 y las figuras 10. Cuanto menos, mejor: el capitán puede golpear cuando el total es lo bastante bajo.</translation>
    </message>
    <message>
        <source>Drawn hand: the stock ran down with nobody going gin; no score</source>
        <translation>Mano nula: se agotó el mazo sin que nadie hiciera gin; no se puntúa</translation>
    </message>
    <message>
        <source>Drop the card on the captain&apos;s hand to suggest drawing it</source>
        <translation>Suelta la carta en la mano del capitán para sugerir que la robe</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to suggest discarding it</source>
        <translation>Suelta la carta en la pila de descarte para sugerir descartarla</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to suggest going gin with it</source>
        <translation>Para sugerir hacer gin con la carta, suéltala en el lugar para golpear</translation>
    </message>
    <message>
        <source>Drop the card on the knock spot to suggest knocking with it</source>
        <translation>Para sugerir golpear con la carta, suéltala en el lugar para golpear</translation>
    </message>
    <message>
        <source>First hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>Primera mano: tú estás en la caja, {captain:|el} es el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>Primera mano: {box:|el} está en la caja, tú eres el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>Primera mano: {box:|el} está en la caja, {captain:|el} es el capitán y tú te quedas fuera.</translation>
    </message>
    <message>
        <source>First hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>Primera mano: {box:|el} está en la caja, {captain:|el} es el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>Game {game}: {n}</source>
        <translation>Juego {game}: {n}</translation>
    </message>
    <message>
        <source>Games: {scores}</source>
        <translation>Juegos: {scores}</translation>
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
        <translation>Gin: elige la carta que descartas boca abajo ({key} o ¡Gin! otra vez: cancelar)</translation>
    </message>
    <message>
        <source>Go &amp;gin with this card</source>
        <translation>Hacer &amp;gin con esta carta</translation>
    </message>
    <message>
        <source>Hand over: the same position came up a third time, no score</source>
        <translation>Fin de la mano: la misma posición se dio por tercera vez, no se puntúa</translation>
    </message>
    <message>
        <source>Hand over: the stock is empty, no score</source>
        <translation>Fin de la mano: el mazo se ha agotado, no se puntúa</translation>
    </message>
    <message>
        <source>Hand over: you won {points} ({how}), but this hand counts in no game</source>
        <translation>Fin de la mano: ganas {points} ({how}), pero esta mano no cuenta en ningún juego</translation>
    </message>
    <message>
        <source>Hand over: {name} won {points} ({how}), but this hand counts in no game</source>
        <translation>Fin de la mano: {name:|el} gana {points} ({how}), pero esta mano no cuenta en ningún juego</translation>
    </message>
    <message>
        <source>Hollywood: scored in no game, since every game this hand could count in is already decided.</source>
        <translation>Hollywood: no se anota en ningún juego, porque todos los juegos en los que podía contar esta mano ya están decididos.</translation>
    </message>
    <message>
        <source>Hollywood: three games are scored at once. A player&apos;s first won hand scores in game 1, the second in games 1 and 2, the third and later in all three; a game that has been won is no longer scored into.</source>
        <translation>Hollywood: se anotan tres juegos a la vez. La primera mano que gana un jugador se anota en el juego 1, la segunda en los juegos 1 y 2, la tercera y las siguientes en los tres; en un juego ya ganado no se anota más.</translation>
    </message>
    <message>
        <source>Knock: choose the card to discard face down ({key} or Knock again: cancel)</source>
        <translation>Golpear: elige la carta que descartas boca abajo ({key} o Golpear otra vez: cancelar)</translation>
    </message>
    <message>
        <source>Leave the upcard. Only the first card turned up is offered this way: if both players pass it, play begins with a draw from the stock.</source>
        <translation>Deja la carta descubierta. Solo la primera carta descubierta se ofrece así: si ambos jugadores pasan, el juego empieza robando del mazo.</translation>
    </message>
    <message>
        <source>Margin of each of your last {count} matches, your points minus your opponent&apos;s, oldest to newest: {margins}</source>
        <translation>Diferencia de cada una de tus últimas {count} partidas, tus puntos menos los de tu rival, de la más antigua a la más reciente: {margins}</translation>
    </message>
    <message>
        <source>Margin of your one finished match, your points minus your opponent&apos;s: {margins}</source>
        <translation>Diferencia de tu única partida terminada, tus puntos menos los de tu rival: {margins}</translation>
    </message>
    <message>
        <source>Match over: you won all three games</source>
        <translation>Fin de la partida: ganas los tres juegos</translation>
    </message>
    <message>
        <source>Match over: you won two of the three games</source>
        <translation>Fin de la partida: ganas dos de los tres juegos</translation>
    </message>
    <message>
        <source>Match over: {name} won all three games</source>
        <translation>Fin de la partida: {name:|el} gana los tres juegos</translation>
    </message>
    <message>
        <source>Match over: {name} won two of the three games</source>
        <translation>Fin de la partida: {name:|el} gana dos de los tres juegos</translation>
    </message>
    <message>
        <source>Matches you left for a new game before they were over, with the points you and your opponents scored in them. They are not counted as played, nor in the win rates, the best and worst match or the charts; their finished hands are counted with all the others.</source>
        <translation>Partidas que dejaste por una nueva antes de que terminaran, con los puntos conseguidos en ellas por ti y por tus rivales. No cuentan como jugadas, ni en los porcentajes de victorias, ni en la mejor y la peor partida, ni en los gráficos; sus manos terminadas sí se cuentan con todas las demás.</translation>
    </message>
    <message>
        <source>Nothing to follow yet: first choose {hint} ({hint_key}), then {follow} ({follow_key}) to make its move</source>
        <translation>Todavía no hay nada que seguir: primero elige {hint} ({hint_key}) y luego {follow} ({follow_key}) para hacer su jugada</translation>
    </message>
    <message>
        <source>Nothing to follow yet: press {hint} for a hint, then {follow} to make its move</source>
        <translation>Todavía no hay nada que seguir: pulsa {hint} para pedir una pista y luego {follow} para hacer su jugada</translation>
    </message>
    <message>
        <source>Open the menu of the focused card</source>
        <translation>Abrir el menú de la carta seleccionada</translation>
    </message>
    <message>
        <source>One of the best choices: another move in the table expects as many points.</source>
        <translation>Una de las mejores elecciones: otra jugada de la tabla tiene los mismos puntos esperados.</translation>
    </message>
    <message>
        <source>A frame round a player&apos;s scores: that player was in the box that hand</source>
        <translation>Un marco alrededor de las puntuaciones de un jugador indica que estaba en la caja en esa mano</translation>
    </message>
    <message>
        <source>All three drew the same rank; the cards went back, the deck was shuffled and all three drew again:</source>
        <translation>Empate entre los tres; se devolvieron las cartas, se barajó y se volvió a sacar:</translation>
    </message>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Box: {box} · captain: {captain} · sitting out: {out}</source>
        <translation>Caja: {box} · capitán: {captain} · fuera: {out}</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it, or {knock} to suggest a knock; {captain} lets the captain decide.</source>
        <translation>Elige una carta con las flechas y pulsa la tecla {discard} para sugerir descartarla, o la tecla {knock} para sugerir golpear; con la tecla {captain} decide el capitán.</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it, or {knock} to suggest gin; {captain} lets the captain decide.</source>
        <translation>Elige una carta con las flechas y pulsa la tecla {discard} para sugerir descartarla, o la tecla {knock} para sugerir hacer gin; con la tecla {captain} decide el capitán.</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys and press {discard} to suggest discarding it; {captain} lets the captain decide.</source>
        <translation>Elige una carta con las flechas y pulsa la tecla {discard} para sugerir descartarla; con la tecla {captain} decide el capitán.</translation>
    </message>
    <message>
        <source>Close to the hint&apos;s move ({behind} points behind it), though {points} points behind the best move in the table.</source>
        <translation>Cerca de la jugada de la pista (a {behind:punto|puntos} de ella), aunque a {points:punto|puntos} de la mejor jugada de la tabla.</translation>
    </message>
    <message>
        <source>Deadwood {n} · {after} after the best discard</source>
        <translation>Sin combinar: {n} · con el mejor descarte, {after:punto|puntos}</translation>
    </message>
    <message>
        <source>Deadwood: the total value of a player&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. Only gin ends this hand: a player goes gin when it is none at all.</source>
        <translation>Cartas sin combinar: el valor total de las cartas de un jugador que no están en ninguna combinación (un grupo de tres o cuatro cartas del mismo valor, o una escalera de tres o más cartas del mismo palo). El as vale 1 y las figuras 10. Esta mano solo la termina un gin: un jugador hace gin cuando no le queda ninguna.</translation>
    </message>
    <message>
        <source>Deadwood: the total value of a player&apos;s cards that are in no meld (a set of three or four cards of one rank, or a run of three or more in one suit). Ace 1, face cards 10. The lower, the better: a player may knock when it is low enough.</source>
        <translation>Cartas sin combinar: el valor total de las cartas de un jugador que no están en ninguna combinación (un grupo de tres o cuatro cartas del mismo valor, o una escalera de tres o más cartas del mismo palo). El as vale 1 y las figuras 10. Cuanto menos, mejor: un jugador puede golpear cuando el total es lo bastante bajo.</translation>
    </message>
    <message>
        <source>Double-click or press Enter to review this hand.</source>
        <translation>Haz doble clic o pulsa Intro para repasar esta mano.</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Estadísticas exportadas a {path}</translation>
    </message>
    <message>
        <source>Games (to {target}): {scores}.</source>
        <translation>Juegos (a {target}): {scores}.</translation>
    </message>
    <message>
        <source>Give no more advice this hand: the captain plays it to its end ({key}).</source>
        <translation>No das más consejos en esta mano: el capitán la juega hasta el final ({key}).</translation>
    </message>
    <message>
        <source>Hand {hand} (deal #{deal}), seat {seat}: {samples} simulated games per choice</source>
        <translation>Mano {hand} (reparto n.º {deal}), asiento {seat}: {samples:partida simulada|partidas simuladas} por opción</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal})</source>
        <translation>Mano {number} (reparto n.º {deal})</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), box: {name}</source>
        <translation>Mano {number} (reparto n.º {deal}), caja: {name}</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), dealt by {name}</source>
        <translation>Mano {number} (reparto n.º {deal}), repartió {name:|el}</translation>
    </message>
    <message>
        <source>Hand {number} (deal #{deal}), you dealt</source>
        <translation>Mano {number} (reparto n.º {deal}), repartiste tú</translation>
    </message>
    <message>
        <source>Hollywood: scored in game 2 only, since game 1 is already decided.</source>
        <translation>Hollywood: se anota solo en el juego 2, porque el juego 1 ya está decidido.</translation>
    </message>
    <message>
        <source>Hollywood: scored in game 3 only, since games 1 and 2 are already decided.</source>
        <translation>Hollywood: se anota solo en el juego 3, porque los juegos 1 y 2 ya están decididos.</translation>
    </message>
    <message>
        <source>Hollywood: scored in games 2 and 3, since game 1 is already decided.</source>
        <translation>Hollywood: se anota en los juegos 2 y 3, porque el juego 1 ya está decidido.</translation>
    </message>
    <message>
        <source>In this hand a player may knock with {limit} or less, counted after the discard.</source>
        <translation>En esta mano se puede golpear con un total de {limit} o menos, contado después del descarte.</translation>
    </message>
    <message>
        <source>In this hand the captain may knock with {limit} or less, counted after the discard.</source>
        <translation>En esta mano el capitán puede golpear con un total de {limit} o menos, contado después del descarte.</translation>
    </message>
    <message>
        <source>In this hand you may knock with {limit} or less, counted after your discard.</source>
        <translation>En esta mano puedes golpear con un total de {limit} o menos, contado después de tu descarte.</translation>
    </message>
    <message>
        <source>Let the captain play this hand</source>
        <translation>Que el capitán juegue esta mano</translation>
    </message>
    <message>
        <source>Level: {level}</source>
        <translation>Nivel: {level}</translation>
    </message>
    <message>
        <source>No knock to suggest now: the captain may knock only after drawing, when discarding</source>
        <translation>Ahora no hay golpe que sugerir: el capitán solo puede golpear después de robar, al descartar</translation>
    </message>
    <message>
        <source>No knock to suggest: only gin ends this hand, and the captain&apos;s deadwood would be {n}</source>
        <translation>No hay golpe que sugerir: solo el gin termina esta mano y el capitán se quedaría con {n:punto|puntos} sin combinar</translation>
    </message>
    <message>
        <source>No knock to suggest: the captain&apos;s deadwood would be {n}, more than the knock limit of {limit}</source>
        <translation>No hay golpe que sugerir: el capitán se quedaría con {n:punto|puntos} sin combinar, por encima del límite para golpear, que es {limit}</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: the box and the captain may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: la primera carta descubierta fija en {n} el límite para golpear en esta mano: la caja y el capitán pueden golpear si sus puntos sin combinar no pasan de {n}.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets this hand&apos;s knock limit at {n}: {first} and {second} may knock with {n} deadwood or less.</source>
        <translation>Oklahoma: la primera carta descubierta fija en {n} el límite para golpear en esta mano: {first} y {second} pueden golpear si sus puntos sin combinar no pasan de {n}.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <source>Points lost per decision (lower is better):</source>
        <translation>Puntos perdidos por decisión (cuanto menos, mejor):</translation>
    </message>
    <message>
        <source>Points lost per decision in each of your last {count} reviewed matches, oldest to newest: {values}</source>
        <translation>Puntos perdidos por decisión en cada una de tus últimas {count} partidas repasadas, de la más antigua a la más reciente: {values}</translation>
    </message>
    <message>
        <source>Press to suggest that the captain draws its top card</source>
        <translation>Púlsalo para sugerir al capitán que robe la carta de arriba</translation>
    </message>
    <message>
        <source>Press to suggest that the captain takes the top card</source>
        <translation>Púlsala para sugerir al capitán que tome la carta de arriba</translation>
    </message>
    <message>
        <source>Press {follow} to follow the advice.</source>
        <translation>Pulsa la tecla {follow} para seguir el consejo.</translation>
    </message>
    <message>
        <source>Press {stock} to suggest the stock or {pile} the pile; {captain} lets the captain decide.</source>
        <translation>Pulsa la tecla {stock} para sugerir el mazo o la tecla {pile} para sugerir la pila; con la tecla {captain} decide el capitán.</translation>
    </message>
    <message>
        <source>Press {take} to suggest taking the upcard or {leave} to suggest passing; {captain} lets the captain decide.</source>
        <translation>Pulsa la tecla {take} para sugerir tomar la carta descubierta o la tecla {leave} para sugerir pasar; con la tecla {captain} decide el capitán.</translation>
    </message>
    <message>
        <source>Press, then choose the card for the captain to discard face down</source>
        <translation>Púlsalo y elige la carta que el capitán descartará boca abajo</translation>
    </message>
    <message>
        <source>Quit and lose the match</source>
        <translation>Salir y perder la partida</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <translation>¿Salir sin guardar?</translation>
    </message>
    <message>
        <source>Review hand — the match in progress</source>
        <translation>Repasar mano — la partida en curso</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Repasar esta mano</translation>
    </message>
    <message>
        <source>Right-click it</source>
        <translation>Haz clic ahí con el botón derecho</translation>
    </message>
    <message>
        <source>Run: {meld}</source>
        <translation>Escalera {meld}</translation>
    </message>
    <message>
        <source>Saving works again: the match is saved as it stands now.</source>
        <translation>Ya se puede guardar de nuevo: la partida queda guardada tal como está ahora.</translation>
    </message>
    <message>
        <source>Scored in all three games</source>
        <translation>Se anota en los tres juegos</translation>
    </message>
    <message>
        <source>Scored in game {game}</source>
        <translation>Se anota en el juego {game}</translation>
    </message>
    <message>
        <source>Scored in games {a} and {b}</source>
        <translation>Se anota en los juegos {a} y {b}</translation>
    </message>
    <message>
        <source>Scored in no game: every game this hand could count in was already decided</source>
        <translation>No se anota en ningún juego: todos los juegos en los que podía contar esta mano ya estaban decididos</translation>
    </message>
    <message>
        <source>Scores, playing to {target}: {list}</source>
        <translation>Puntuación, a {target}: {list}</translation>
    </message>
    <message>
        <source>Scores, three games, each to {target}</source>
        <translation>Puntuación, tres juegos, cada uno a {target}</translation>
    </message>
    <message>
        <source>Scores: {scores} (game to {target}).</source>
        <translation>Tanteo: {scores} (la partida es a {target}).</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Asiento {n}</translation>
    </message>
    <message>
        <source>See the whole discard pile</source>
        <translation>Ver toda la pila de descarte</translation>
    </message>
    <message>
        <source>Show the &amp;whole discard pile</source>
        <translation>&amp;Mostrar toda la pila de descarte</translation>
    </message>
    <message>
        <source>Show the rest of the &amp;deck…</source>
        <translation>Ver el resto de la &amp;baraja…</translation>
    </message>
    <message>
        <source>Show the rest of the deck</source>
        <translation>Ver el resto de la baraja</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Se muestran las cartas</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Blanqueo</translation>
    </message>
    <message>
        <source>Shutout: neither of the other players scored, so {name}&apos;s score is doubled (+{points})</source>
        <translation>Blanqueo: ninguno de los otros dos jugadores anotó, así que la puntuación {name:de|del} se duplica (+{points})</translation>
    </message>
    <message>
        <source>Shutout: the opponent scored nothing, so {name}&apos;s score is doubled (+{points})</source>
        <translation>Blanqueo: el rival no anotó nada, así que la puntuación {name:de|del} se duplica (+{points})</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <source>Sitting out this hand: {name}</source>
        <translation>Fuera en esta mano: {name}</translation>
    </message>
    <message>
        <source>Sitting out: holds no cards this hand, sees the captain&apos;s hand and may advise; never scores.</source>
        <translation>Fuera: no tiene cartas en esta mano, ve la mano del capitán y puede aconsejarle; nunca puntúa.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha fallado</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Ordenar</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Ordenar por combinaciones</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por palo</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds</source>
        <translation>Ordenar la mano por valor, palo o combinaciones</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by melds now</source>
        <translation>Ordenar la mano por valor, palo o combinaciones: ahora está ordenada por combinaciones</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by rank now</source>
        <translation>Ordenar la mano por valor, palo o combinaciones: ahora está ordenada por valor</translation>
    </message>
    <message>
        <source>Sort the hand by rank, suit or melds: it is sorted by suit now</source>
        <translation>Ordenar la mano por valor, palo o combinaciones: ahora está ordenada por palo</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Standard (the rulebook)</source>
        <translation>Estándar (el reglamento)</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empieza una partida nueva</translation>
    </message>
    <message>
        <source>Start your statistics afresh?</source>
        <translation>¿Empezar tus estadísticas de cero?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Statistics started afresh.</source>
        <translation>Las estadísticas empiezan de cero.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation>Mazo {n}</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <translation>Mazo, vacío</translation>
    </message>
    <message>
        <source>Stock, {count}</source>
        <translation>Mazo, {count}</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Straight (gin only)</source>
        <translation>Straight (solo gin)</translation>
    </message>
    <message>
        <source>Straight Gin</source>
        <translation>Straight Gin</translation>
    </message>
    <message>
        <source>Straight Gin: there is no knocking; only gin ends a hand.</source>
        <translation>Straight Gin: no se puede golpear; solo el gin termina una mano.</translation>
    </message>
    <message>
        <source>Suggest a knock here</source>
        <translation>Sugerir golpear aquí</translation>
    </message>
    <message>
        <source>Suggest big gin</source>
        <translation>Sugerir gran gin</translation>
    </message>
    <message>
        <source>Suggest gin here</source>
        <translation>Sugerir gin aquí</translation>
    </message>
    <message>
        <source>Suggest going gin</source>
        <translation>Sugerir hacer gin</translation>
    </message>
    <message>
        <source>Suggest going gin: drop a card here</source>
        <translation>Sugerir hacer gin: suelta aquí una carta</translation>
    </message>
    <message>
        <source>Suggest going gin: now choose the card for the captain to discard face down</source>
        <translation>Sugerir hacer gin: ahora elige la carta que el capitán descartará boca abajo</translation>
    </message>
    <message>
        <source>Suggest knocking</source>
        <translation>Sugerir golpear</translation>
    </message>
    <message>
        <source>Suggest knocking: drop a card here</source>
        <translation>Sugerir golpear: suelta aquí una carta</translation>
    </message>
    <message>
        <source>Suggest knocking: now choose the card for the captain to discard face down</source>
        <translation>Sugerir golpear: ahora elige la carta que el capitán descartará boca abajo</translation>
    </message>
    <message>
        <source>Suggest passing</source>
        <translation>Sugerir pasar</translation>
    </message>
    <message>
        <source>Suggest taking {card}</source>
        <translation>Sugerir tomar {card}</translation>
    </message>
    <message>
        <source>Suggest that the captain declares big gin; the captain has the final say.</source>
        <translation>Sugiere al capitán que declare gran gin; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain goes gin with the card you choose, discarded face down; the captain has the final say.</source>
        <translation>Sugiere al capitán que haga gin con la carta que elijas, descartada boca abajo; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain knocks with the card you choose, discarded face down; the captain has the final say.</source>
        <translation>Sugiere al capitán que golpee con la carta que elijas, descartada boca abajo; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain leaves the upcard; the captain has the final say.</source>
        <translation>Sugiere al capitán que deje la carta descubierta; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suggest that the captain takes the upcard; the captain has the final say.</source>
        <translation>Sugiere al capitán que tome la carta descubierta; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <source>Sum of the three games: {totals}.</source>
        <translation>Suma de los tres juegos: {totals}.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>Take or pass the upcard</source>
        <translation>Tomar o pasar la carta descubierta</translation>
    </message>
    <message>
        <source>Take the upcard into your hand; you then discard a card to end your turn.</source>
        <translation>Pon la carta descubierta en tu mano; después descarta una carta para terminar tu turno.</translation>
    </message>
    <message>
        <source>Take the upcard or the top of the discard pile</source>
        <translation>Tomar la carta descubierta o la de arriba de la pila de descarte</translation>
    </message>
    <message>
        <source>Take the upcard {card} or pass</source>
        <translation>Toma la carta descubierta {card} o pasa</translation>
    </message>
    <message>
        <source>Take the upcard, the {card}, or pass</source>
        <translation>Toma la carta descubierta, {card:el|la}, o pasa</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Tomar {card}</translation>
    </message>
    <message>
        <source>Taken from the discard pile during the hand: {cards}.</source>
        <translation>Tomadas de la pila de descarte durante la mano: {cards}.</translation>
    </message>
    <message>
        <source>That choice of the upcard cost you about {points} points. Better: {reason}.</source>
        <translation>Esa decisión con la carta descubierta te costó unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>That discard cost you about {points} points. Better: {reason}.</source>
        <translation>Ese descarte te costó unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>That draw cost you about {points} points. Better: {reason}.</source>
        <translation>Ese robo te costó unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>That gin cost you about {points} points. Better: {reason}.</source>
        <translation>Ese gin te costó unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>That knock cost you about {points} points. Better: {reason}.</source>
        <translation>Ese golpe te costó unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>That knock won this hand, but on average it costs about {points} points. Better: {reason}.</source>
        <translation>Ese golpe ganó esta mano, pero de media cuesta unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>The Replay deal command in the Game menu accepts the code and deals these very cards again</source>
        <translation>El comando Repetir reparto del menú Partida acepta el código y vuelve a repartir exactamente estas cartas</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Se canceló el análisis.</translation>
    </message>
    <message>
        <source>The best choice, {points} points ahead of the hint&apos;s move.</source>
        <translation>La mejor elección, {points:punto|puntos} por delante de la jugada de la pista.</translation>
    </message>
    <message>
        <source>The best choice.</source>
        <translation>La mejor elección.</translation>
    </message>
    <message>
        <source>The box deals and plays alone against the captain; it stays in the box while it wins.</source>
        <translation>La caja reparte y juega sola contra el capitán; sigue en la caja mientras gane.</translation>
    </message>
    <message>
        <source>The captain could knock with {deadwood} deadwood. {why}</source>
        <translation>El capitán podría golpear con {deadwood:punto|puntos} sin combinar. {why}</translation>
    </message>
    <message>
        <source>The captain plays this hand against the box, advised by the player sitting out, and scores for both.</source>
        <translation>El capitán juega esta mano contra la caja, aconsejado por quien está fuera, y puntúa por los dos.</translation>
    </message>
    <message>
        <source>The deal number could not be read from your saved match&apos;s choices; the match keeps its own record of its deals, so it goes on as saved.</source>
        <translation>No se pudo leer el número de reparto en las opciones de tu partida guardada; la partida guarda su propio registro de los repartos, así que sigue tal como se guardó.</translation>
    </message>
    <message>
        <source>The discard pile changed while you were dragging, so the card was not taken</source>
        <translation>La pila de descarte cambió mientras arrastrabas, así que la carta no se tomó</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>La pila de descarte está vacía</translation>
    </message>
    <message>
        <source>The expert weighs each of your decisions in a hand</source>
        <translation>El experto valora cada una de tus decisiones en una mano</translation>
    </message>
    <message>
        <source>The first upcard was a spade: every score of this hand is doubled, the expected points too.</source>
        <translation>La primera carta descubierta fue de picas: todos los puntos de esta mano valen el doble, también los puntos esperados.</translation>
    </message>
    <message>
        <source>The folder could not be opened. The file is in {folder}.</source>
        <translation>No se pudo abrir la carpeta. El archivo está en {folder}.</translation>
    </message>
    <message>
        <source>The game met an unexpected error: {error}</source>
        <translation>El juego ha tenido un error inesperado: {error}</translation>
    </message>
    <message>
        <source>The game tries to save it again after every move.</source>
        <translation>El juego vuelve a intentar guardarla después de cada jugada.</translation>
    </message>
    <message>
        <source>The hand could not be analysed ({reason}).</source>
        <translation>No se pudo analizar la mano ({reason}).</translation>
    </message>
    <message>
        <source>The hand is drawn: the same position came up a third time</source>
        <translation>Mano nula: la misma posición se dio por tercera vez</translation>
    </message>
    <message>
        <source>The hand is drawn: the stock is empty</source>
        <translation>Mano nula: el mazo se ha agotado</translation>
    </message>
    <message>
        <source>The hand is laid down: its cards stay where they lie.</source>
        <translation>La mano está sobre la mesa: sus cartas se quedan donde están.</translation>
    </message>
    <message>
        <source>The hand is over. You sat it out: there is nothing of yours to review.</source>
        <translation>La mano ha terminado. Te quedaste fuera: no hay nada tuyo que repasar.</translation>
    </message>
    <message>
        <source>The knocker&apos;s face-down discard</source>
        <translation>El descarte boca abajo de quien golpeó</translation>
    </message>
    <message>
        <source>The knocker&apos;s face-down discard, now face up: the {card}</source>
        <translation>El descarte boca abajo de quien golpeó, ahora boca arriba: {card:el|la}</translation>
    </message>
    <message>
        <source>The match in progress ({summary}) will end.</source>
        <translation>La partida en curso ({summary}) terminará.</translation>
    </message>
    <message>
        <source>The match in progress, after hand {hand}, will end:
{games}</source>
        <translation>La partida en curso, tras la mano {hand}, terminará:
{games}</translation>
    </message>
    <message>
        <source>The match in progress, at hand {hand}, will end:
{games}</source>
        <translation>La partida en curso, en la mano {hand}, terminará:
{games}</translation>
    </message>
    <message>
        <source>The match is over: Review hand goes through your decisions, and New game starts another match.</source>
        <translation>La partida ha terminado: «Repasar mano» recorre tus decisiones y «Nueva partida» empieza otra.</translation>
    </message>
    <message>
        <source>The match you are playing (not finished yet)</source>
        <translation>La partida que estás jugando (aún sin terminar)</translation>
    </message>
    <message>
        <source>The move the hint recommends.</source>
        <translation>La jugada que recomienda la pista.</translation>
    </message>
    <message>
        <source>The next hand follows</source>
        <translation>A continuación, la siguiente mano</translation>
    </message>
    <message>
        <source>The player in the box, who deals every hand</source>
        <translation>El jugador de la caja, que reparte todas las manos</translation>
    </message>
    <message>
        <source>The players&apos; names in your saved match could not be read; default names are used.</source>
        <translation>No se pudieron leer los nombres de los jugadores de tu partida guardada; se usan los nombres predeterminados.</translation>
    </message>
    <message>
        <source>The rest of the deck</source>
        <translation>El resto de la baraja</translation>
    </message>
    <message>
        <source>The rules could not be read from your saved match&apos;s choices; the match keeps its own copy of its rules, so it goes on as saved.</source>
        <translation>No se pudieron leer las reglas en las opciones de tu partida guardada; la partida guarda su propia copia de las reglas, así que sigue tal como se guardó.</translation>
    </message>
    <message>
        <source>The rules of a research competition between computer players: gin and undercut bonuses of 25, equal deadwood is an undercut, the players deal in turn, and a card just taken from the pile may not be discarded.</source>
        <translation>Las reglas de una competición de investigación entre jugadores del ordenador: bonificaciones de 25 por gin y por contragolpe, el empate en puntos sin combinar es contragolpe, se reparte por turnos y no se puede descartar la carta recién tomada de la pila.</translation>
    </message>
    <message>
        <source>The same position came up for the third time: the hand is drawn, no score. The same dealer deals again.</source>
        <translation>La misma posición se ha dado por tercera vez: la mano es nula y no se puntúa. Vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}).</source>
        <translation>No se pudieron leer las estadísticas ({reason}).</translation>
    </message>
    <message>
        <source>The statistics could not be read, so the points your decisions cost cannot be shown.</source>
        <translation>No se pudieron leer las estadísticas, así que no se pueden mostrar los puntos que te costaron tus decisiones.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so your matches cannot be shown.</source>
        <translation>No se pudieron leer las estadísticas, así que no se pueden mostrar tus partidas.</translation>
    </message>
    <message>
        <source>The statistics could not be updated ({reason}).</source>
        <translation>No se pudieron actualizar las estadísticas ({reason}).</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); it was kept as {name} and a new one was started.</source>
        <translation>No se pudo leer el archivo de estadísticas ({reason}); se ha conservado como {name} y se ha empezado uno nuevo.</translation>
    </message>
    <message>
        <source>The statistics file could not be used ({reason}); statistics are kept for this session only.</source>
        <translation>No se pudo usar el archivo de estadísticas ({reason}); las estadísticas solo se guardan durante esta sesión.</translation>
    </message>
    <message>
        <source>The stock and the opponent&apos;s whole hand, face up ({key})</source>
        <translation>El mazo y la mano entera del rival, boca arriba ({key})</translation>
    </message>
    <message>
        <source>The stock is empty and nobody knocked: no score. The same dealer deals again.</source>
        <translation>El mazo se ha agotado y nadie ha golpeado: no se puntúa. Vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>The stock is empty and nobody went gin: no score. The same dealer deals again.</source>
        <translation>El mazo se ha agotado y nadie ha hecho gin: no se puntúa. Vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>The stock, the next card to be drawn first ({count} cards)</source>
        <translation>El mazo, empezando por la próxima carta que se robaría ({count:carta|cartas})</translation>
    </message>
    <message>
        <source>The top card of the discard pile</source>
        <translation>La carta de arriba de la pila de descarte</translation>
    </message>
    <message>
        <source>The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>El archivo ilegible se ha conservado como {name} en la carpeta {folder}.</translation>
    </message>
    <message>
        <source>The {cards} went onto the run {meld}.</source>
        <translation>En la escalera {meld} se colocaron {cards:el|la}.</translation>
    </message>
    <message>
        <source>The {cards} went onto the set {meld}.</source>
        <translation>En el grupo de {meld} se colocaron {cards:el|la}.</translation>
    </message>
    <message>
        <source>The {card} went onto the run {meld}.</source>
        <translation>En la escalera {meld} se colocó {card:el|la}.</translation>
    </message>
    <message>
        <source>The {card} went onto the set {meld}.</source>
        <translation>En el grupo de {meld} se colocó {card:el|la}.</translation>
    </message>
    <message>
        <source>There is nothing to reset yet: no hand has been recorded.</source>
        <translation>Todavía no hay nada que restablecer: no se ha registrado ninguna mano.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>This chart shows each finished match: its first bar appears when your first match is over</source>
        <translation>Este gráfico muestra cada partida terminada: su primera barra aparece cuando termine tu primera partida</translation>
    </message>
    <message>
        <source>This cost you about {points} points. Better: {reason}.</source>
        <translation>Esto te costó unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>This hand: in the box, {box}; captain, {captain}; sitting out, {out}</source>
        <translation>En esta mano: en la caja, {box:|el}; de capitán, {captain:|el}; fuera, {out:|el}</translation>
    </message>
    <message>
        <source>This knock won the hand, but on average it costs about {points} points. Better: {reason}.</source>
        <translation>Este golpe ganó la mano, pero de media cuesta unos {points:punto|puntos}. Mejor: {reason}.</translation>
    </message>
    <message>
        <source>This match could not be saved ({reason}), so it is lost if you quit now.</source>
        <translation>No se pudo guardar esta partida ({reason}), así que se perderá si sales ahora.</translation>
    </message>
    <message>
        <source>This hand: you are in the box, {captain} is captain and {out} sits out.</source>
        <translation>En esta mano, tú estás en la caja, {captain:|el} es el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, you are captain and {out} sits out.</source>
        <translation>En esta mano, {box:|el} está en la caja, tú eres el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, {captain} is captain and you sit out.</source>
        <translation>En esta mano, {box:|el} está en la caja, {captain:|el} es el capitán y tú te quedas fuera.</translation>
    </message>
    <message>
        <source>This hand: {box} is in the box, {captain} is captain and {out} sits out.</source>
        <translation>En esta mano, {box:|el} está en la caja, {captain:|el} es el capitán y {out:|el} se queda fuera.</translation>
    </message>
    <message>
        <source>This match has no hand {hand}: its hands are numbered 1 to {last}.</source>
        <translation>Esta partida no tiene mano {hand}: sus manos van numeradas del 1 al {last}.</translation>
    </message>
    <message>
        <source>This match has no seat {seat}: its seats are numbered {first} to {last}.</source>
        <translation>Esta partida no tiene asiento {seat}: sus asientos van numerados del {first} al {last}.</translation>
    </message>
    <message>
        <source>Three games at once, each to {target}</source>
        <translation>Tres juegos a la vez, cada uno a {target}</translation>
    </message>
    <message>
        <source>Three-hand</source>
        <translation>Tres jugadores</translation>
    </message>
    <message>
        <source>To discard, drag a card onto the discard pile or double-click it</source>
        <translation>Arrastra una carta hasta la pila de descarte o haz doble clic en ella</translation>
    </message>
    <message>
        <source>Undercut: {knocker} − {defender} = {points}</source>
        <translation>Contragolpe: {knocker} − {defender} = {points}</translation>
    </message>
    <message>
        <source>Unfinished:</source>
        <translation>Sin terminar:</translation>
    </message>
    <message>
        <source>Unknown strength</source>
        <translation>Fuerza desconocida</translation>
    </message>
    <message>
        <source>Went gin</source>
        <translation>Hizo gin</translation>
    </message>
    <message>
        <source>Whether training was on could not be read from your saved match&apos;s choices; training is off.</source>
        <translation>No se pudo leer en las opciones de tu partida guardada si el entrenamiento estaba activado; el entrenamiento queda desactivado.</translation>
    </message>
    <message>
        <source>Who deals first could not be read from your saved match&apos;s choices; the match keeps its own record of its deals, so it goes on as saved.</source>
        <translation>No se pudo leer quién reparte primero en las opciones de tu partida guardada; la partida guarda su propio registro de los repartos, así que sigue tal como se guardó.</translation>
    </message>
    <message>
        <source>Who went gin: in Straight gin no one may knock</source>
        <translation>Quién hizo gin: en Straight Gin nadie puede golpear</translation>
    </message>
    <message>
        <source>Win rate over them: {rate}.</source>
        <translation>Porcentaje de victorias en ellas: {rate}.</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>% de victorias hasta ahora</translation>
    </message>
    <message>
        <source>You could knock with {deadwood} deadwood. {why}</source>
        <translation>Podrías golpear con {deadwood:punto|puntos} sin combinar. {why}</translation>
    </message>
    <message>
        <source>You drew the {card}</source>
        <translation>Sacaste {card:el|la}</translation>
    </message>
    <message>
        <source>You had {dd} deadwood and nothing to lay off.</source>
        <translation>Te quedaste con {dd:punto|puntos} sin combinar y sin nada que colocar.</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is dealt and nobody has played in it yet (score {scores}). Resume it?</source>
        <translation>Tienes una partida de {game} sin terminar: la mano {hand} está repartida y aún nadie ha jugado en ella (tanteo {scores}). ¿Quieres reanudarla?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is dealt and nobody has played in it yet:
{games}
Resume it?</source>
        <translation>Tienes una partida de {game} sin terminar: la mano {hand} está repartida y aún nadie ha jugado en ella:
{games}
¿Quieres reanudarla?</translation>
    </message>
    <message>
        <source>You have made no decisions in the hand being played yet, so this is the last hand finished.</source>
        <translation>Todavía no has tomado ninguna decisión en la mano que se está jugando, así que esta es la última mano terminada.</translation>
    </message>
    <message>
        <source>You have made no decisions in this hand yet.</source>
        <translation>Todavía no has tomado ninguna decisión en esta mano.</translation>
    </message>
    <message>
        <source>You have made no decisions in this hand yet. To review an earlier hand, choose it in the Hand list.</source>
        <translation>Todavía no has tomado ninguna decisión en esta mano. Para repasar una mano anterior, elígela en la lista Mano.</translation>
    </message>
    <message>
        <source>You knocked with the {card}</source>
        <translation>Golpeaste con {card:el|la}</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood, but {name} had only {dd}.</source>
        <translation>Golpeaste con {kd:punto|puntos} sin combinar, pero {name:|el} solo tenía {dd}.</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood, but {name} had {dd} too.</source>
        <translation>Golpeaste con {kd:punto|puntos} sin combinar, pero {name:|el} también tenía {dd}.</translation>
    </message>
    <message>
        <source>You knocked, discarding the {card} face down</source>
        <translation>Golpeaste y descartaste {card:el|la} boca abajo</translation>
    </message>
    <message>
        <source>You laid off {cards:the|the} on {name}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Colocaste {cards:el|la} en las combinaciones {name:de|del} y te quedaste con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>You laid off {cards} on {name}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>Colocaste {cards:el|la} en las combinaciones {name:de|del} y te quedaste con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>You laid off {layoffs}, leaving {dd} deadwood.</source>
        <translation>Colocaste {layoffs} y te quedaste con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>You lay off {cards:the|the}</source>
        <translation>Colocas {cards:el|la}</translation>
    </message>
    <message>
        <source>You sat out this hand: the points go to the captain.</source>
        <translation>En esta mano te has quedado fuera: los puntos son para el capitán.</translation>
    </message>
    <message>
        <source>You sat out this hand: there are no decisions of yours to review</source>
        <translation>En esta mano te has quedado fuera: no hay decisiones tuyas que repasar</translation>
    </message>
    <message>
        <source>You score {points}</source>
        <translation>Anotas {points}</translation>
    </message>
    <message>
        <source>You went gin with the {card}</source>
        <translation>Hiciste gin con {card:el|la}</translation>
    </message>
    <message>
        <source>You went gin, discarding the {card} face down</source>
        <translation>Hiciste gin y descartaste {card:el|la} boca abajo</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>You won game {game}</source>
        <translation>Ganaste el juego {game}</translation>
    </message>
    <message>
        <source>You won the match</source>
        <translation>Ganaste la partida</translation>
    </message>
    <message>
        <source>Your cards out of play, {count}</source>
        <translation>Tus cartas fuera de juego, {count}</translation>
    </message>
    <message>
        <source>Your cards, out of play this hand ({n})</source>
        <translation>Tus cartas, fuera de juego en esta mano ({n})</translation>
    </message>
    <message>
        <source>Your cards, out of play this hand: click them to see them larger</source>
        <translation>Tus cartas, fuera de juego en esta mano: haz clic en ellas para verlas más grandes</translation>
    </message>
    <message>
        <source>Your cards: {cards}. In the stock: {stock} cards.</source>
        <translation>Tus cartas: {cards}. En el mazo: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your cards: {cards}. On the pile: {card}. In the stock: {stock} cards.</source>
        <translation>Tus cartas: {cards}. En la pila: {card}. En el mazo: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your last move was about as good as the hint&apos;s: {move}.</source>
        <translation>Tu última jugada fue casi tan buena como la de la pista: {move}.</translation>
    </message>
    <message>
        <source>Your last save could not be read; this is the copy saved just before it, so your last move may be missing.</source>
        <translation>No se pudo leer tu último guardado; esta es la copia guardada justo antes, así que puede faltar tu última jugada.</translation>
    </message>
    <message>
        <source>Your matches, oldest to newest</source>
        <translation>Tus partidas, de la más antigua a la más reciente</translation>
    </message>
    <message>
        <source>Your name in your saved match could not be read; in this match the table shows you as “{name}”.</source>
        <translation>No se pudo leer tu nombre en la partida guardada; en esta partida la mesa te muestra como «{name}».</translation>
    </message>
    <message>
        <source>Your running total (to {target})</source>
        <translation>Tu total acumulado (a {target})</translation>
    </message>
    <message>
        <source>Your running total in game {game} (to {target})</source>
        <translation>Tu total acumulado en el juego {game} (a {target})</translation>
    </message>
    <message>
        <source>Your saved match could not be read ({reason}); it was resumed from the copy saved just before it, so your last move may be missing. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>No se pudo leer tu partida guardada ({reason}); se ha reanudado desde la copia guardada justo antes, así que puede faltar tu última jugada. El archivo ilegible se ha conservado como {name} en la carpeta {folder}.</translation>
    </message>
    <message>
        <source>Your saved match could not be read ({reason}); the copy saved just before it was used in its place. The unreadable file was kept as {name} in the folder {folder}.</source>
        <translation>No se pudo leer tu partida guardada ({reason}); en su lugar se ha usado la copia guardada justo antes. El archivo ilegible se ha conservado como {name} en la carpeta {folder}.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Gin Desktop, so this version cannot open it. It is left as it is, for the newer version to find; this version keeps its own match in a separate file, so neither match is lost.</source>
        <translation>Tu partida guardada la creó una versión más reciente de Gin Desktop, así que esta versión no puede abrirla. Se deja tal como está para que la versión más reciente la encuentre; esta versión guarda su propia partida en un archivo aparte, así que no se pierde ninguna de las dos.</translation>
    </message>
    <message>
        <source>Your saved matches were made by a newer version of Gin Desktop, so this version cannot open them and will not write over them: the match you play now will not be saved. To continue your saved matches, and to have your games saved, use the newer version.</source>
        <translation>Tus partidas guardadas las creó una versión más reciente de Gin Desktop, así que esta versión no puede abrirlas y no las va a sobrescribir: la partida que juegues ahora no se guardará. Para continuar tus partidas guardadas y que se guarde lo que juegues, usa la versión más reciente.</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>Tu turno: toma la carta descubierta o pasa</translation>
    </message>
    <message>
        <source>Yours: hands where you undercut the player who knocked. Against you: hands where you knocked and were undercut.</source>
        <translation>Tuyos: manos en las que hiciste un contragolpe al jugador que golpeó. En tu contra: manos en las que golpeaste y te hicieron un contragolpe.</translation>
    </message>
    <message>
        <source>a draw when the stock is empty</source>
        <translation>mano nula cuando se agota el mazo</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>ya hay una carpeta con ese nombre</translation>
    </message>
    <message>
        <source>a shutout doubles the score</source>
        <translation>el blanqueo duplica la puntuación</translation>
    </message>
    <message>
        <source>a shutout is not doubled</source>
        <translation>el blanqueo no duplica la puntuación</translation>
    </message>
    <message>
        <source>after hand {hand}, {scores}</source>
        <translation>tras la mano {hand}, {scores}</translation>
    </message>
    <message>
        <source>and knocked with the {card}</source>
        <translation>y golpeó con {card:el|la}</translation>
    </message>
    <message>
        <source>and went gin with the {card}</source>
        <translation>e hizo gin con {card:el|la}</translation>
    </message>
    <message>
        <source>and you knocked with the {card}</source>
        <translation>y golpeaste con {card:el|la}</translation>
    </message>
    <message>
        <source>and you went gin with the {card}</source>
        <translation>e hiciste gin con {card:el|la}</translation>
    </message>
    <message>
        <source>another player won {points} ({how})</source>
        <translation>otro jugador ganó {points} ({how})</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>otro programa lo está usando</translation>
    </message>
    <message>
        <source>best</source>
        <translation>la mejor</translation>
    </message>
    <message>
        <source>better</source>
        <translation>mejor</translation>
    </message>
    <message>
        <source>big gin bonus {points}</source>
        <translation>bonificación por gran gin {points}</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>elegida</translation>
    </message>
    <message>
        <source>equal deadwood is an undercut</source>
        <translation>empatar en puntos sin combinar es contragolpe</translation>
    </message>
    <message>
        <source>equal deadwood is not an undercut</source>
        <translation>empatar en puntos sin combinar no es contragolpe</translation>
    </message>
    <message>
        <source>first-start welcome</source>
        <translation>bienvenida del primer inicio</translation>
    </message>
    <message>
        <source>game bonus {points}</source>
        <translation>bonificación por partida {points}</translation>
    </message>
    <message>
        <source>gin bonus {points}</source>
        <translation>bonificación por gin {points}</translation>
    </message>
    <message>
        <source>gin-statistics</source>
        <translation>estadísticas-gin</translation>
    </message>
    <message>
        <source>in the box this hand</source>
        <translation>en la caja en esta mano</translation>
    </message>
    <message>
        <source>it is damaged or is not this game&apos;s statistics</source>
        <translation>está dañado o no contiene estadísticas de este juego</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the game</source>
        <translation>se guardó con una versión más reciente del juego</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game</source>
        <translation>lo escribió una versión más reciente del juego</translation>
    </message>
    <message>
        <source>its moves cannot be replayed</source>
        <translation>sus jugadas no se pueden reproducir</translation>
    </message>
    <message>
        <source>knock by discarding it face down: press {key}</source>
        <translation>golpea descartándola boca abajo: pulsa {key}</translation>
    </message>
    <message>
        <source>knock limit {points}</source>
        <translation>límite para golpear {points}</translation>
    </message>
    <message>
        <source>line bonus {n} ({hands:hand|hands} × {each})</source>
        <translation>bonificación por manos {n} ({hands:mano|manos} × {each})</translation>
    </message>
    <message>
        <source>line bonus {points}</source>
        <translation>bonificación por manos {points}</translation>
    </message>
    <message>
        <source>lost the last match</source>
        <translation>perdiste la última partida</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>sin gran gin</translation>
    </message>
    <message>
        <source>no game bonus</source>
        <translation>sin bonificación por partida</translation>
    </message>
    <message>
        <source>no line bonus</source>
        <translation>sin bonificación por manos</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>sin puntos</translation>
    </message>
    <message>
        <source>not choices this version of the game can use</source>
        <translation>no son opciones que esta versión del juego pueda usar</translation>
    </message>
    <message>
        <source>not over yet</source>
        <translation>aún sin terminar</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>no es verdadero ni falso</translation>
    </message>
    <message>
        <source>passed on {card}</source>
        <translation>no tomó {card}</translation>
    </message>
    <message>
        <source>playing by keys</source>
        <translation>jugar con el teclado</translation>
    </message>
    <message>
        <source>score pad width</source>
        <translation>ancho de la hoja de tanteo</translation>
    </message>
    <message>
        <source>sees the captain&apos;s cards</source>
        <translation>ve las cartas del capitán</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>tomada</translation>
    </message>
    <message>
        <source>the better choice</source>
        <translation>mejor elección</translation>
    </message>
    <message>
        <source>the captain can go gin with it</source>
        <translation>el capitán puede hacer gin con ella</translation>
    </message>
    <message>
        <source>the captain can knock with it</source>
        <translation>el capitán puede golpear con ella</translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation>carta robada</translation>
    </message>
    <message>
        <source>the card taken from the pile</source>
        <translation>la carta tomada de la pila</translation>
    </message>
    <message>
        <source>the deal alternates</source>
        <translation>el reparto se alterna</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>no se pudo abrir el archivo</translation>
    </message>
    <message>
        <source>the file is damaged or is not a saved match</source>
        <translation>el archivo está dañado o no es una partida guardada</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>el archivo es demasiado grande</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>the game may not write there</source>
        <translation>el juego no tiene permiso para escribir ahí</translation>
    </message>
    <message>
        <source>the game may not write to it</source>
        <translation>el juego no tiene permiso para escribir en él</translation>
    </message>
    <message>
        <source>the hint&apos;s move</source>
        <translation>la jugada de la pista</translation>
    </message>
    <message>
        <source>the loser deals next</source>
        <translation>reparte el perdedor</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>the system reported an error</source>
        <translation>el sistema informó de un error</translation>
    </message>
    <message>
        <source>the winner deals next</source>
        <translation>reparte el ganador</translation>
    </message>
    <message>
        <source>three-hand {game}</source>
        <translation>{game} para tres jugadores</translation>
    </message>
    <message>
        <source>to {points}</source>
        <translation>a {points}</translation>
    </message>
    <message>
        <source>two-player {game}</source>
        <translation>{game} para dos jugadores</translation>
    </message>
    <message>
        <source>undercut bonus {points}</source>
        <translation>bonificación por contragolpe {points}</translation>
    </message>
    <message>
        <source>with Hollywood scoring</source>
        <translation>con puntuación Hollywood</translation>
    </message>
    <message>
        <source>with Oklahoma</source>
        <translation>con Oklahoma</translation>
    </message>
    <message>
        <source>without Hollywood scoring</source>
        <translation>sin puntuación Hollywood</translation>
    </message>
    <message>
        <source>without Oklahoma</source>
        <translation>sin Oklahoma</translation>
    </message>
    <message>
        <source>without Straight</source>
        <translation>sin Straight</translation>
    </message>
    <message>
        <source>won the last match</source>
        <translation>ganaste la última partida</translation>
    </message>
    <message>
        <source>you can go gin with it</source>
        <translation>puedes hacer gin con ella</translation>
    </message>
    <message>
        <source>you won {points} ({how})</source>
        <translation>ganaste {points} ({how})</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>tu elección</translation>
    </message>
    <message>
        <source>{cards:the|the} on the run of {meld}</source>
        <translation>{cards:el|la} en la escalera {meld}</translation>
    </message>
    <message>
        <source>{cards:the|the} on the set of {meld}</source>
        <translation>{cards:el|la} en el grupo de {meld}</translation>
    </message>
    <message>
        <source>{cards} and {last}</source>
        <translation>{cards} y {last}</translation>
    </message>
    <message>
        <source>{card} ({mark})</source>
        <translation>{card} ({mark})</translation>
    </message>
    <message>
        <source>{code}: game {game} of the three</source>
        <translation>{code}: juego {game} de los tres</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after the captain&apos;s best discard</source>
        <translation>{count}, sin combinar {points}, con el mejor descarte del capitán, {after:punto|puntos}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after your best discard</source>
        <translation>{count}, sin combinar {points}, con el mejor descarte, {after:punto|puntos}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}, {after} after {name}&apos;s best discard</source>
        <translation>{count}, sin combinar {points}, con el mejor descarte {name:de|del}, {after:punto|puntos}</translation>
    </message>
    <message>
        <source>{defender} laid off {cards:the|the} on {knocker}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>{defender:|El} colocó {cards:el|la} en las combinaciones {knocker:de|del} y se quedó con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{defender} laid off {cards} on {knocker}&apos;s melds, leaving {dd} deadwood.</source>
        <translation>{defender:|El} colocó {cards:el|la} en las combinaciones {knocker:de|del} y se quedó con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{draw}, {end}</source>
        <translation>{draw}, {end}</translation>
    </message>
    <message>
        <source>{hands} played, {won} won, {sat} sat out</source>
        <translation>{hands:jugada|jugadas}, {won:ganada|ganadas}, {sat:en la que te quedaste fuera|en las que te quedaste fuera}</translation>
    </message>
    <message>
        <source>{knocker} knocked with {kd} deadwood, but {defender} had only {dd}.</source>
        <translation>{knocker:|El} golpeó con {kd:punto|puntos} sin combinar, pero {defender:|el} solo tenía {dd}.</translation>
    </message>
    <message>
        <source>{knocker} knocked with {kd} deadwood, but {defender} had {dd} too.</source>
        <translation>{knocker:|El} golpeó con {kd:punto|puntos} sin combinar, pero {defender:|el} también tenía {dd}.</translation>
    </message>
    <message>
        <source>{mark} by a player&apos;s score: that player was in the box that hand</source>
        <translation>{mark} junto a la puntuación de un jugador indica que estaba en la caja en esa mano</translation>
    </message>
    <message>
        <source>{n:loss|losses} in a row</source>
        <translation>{n:derrota|derrotas} seguidas</translation>
    </message>
    <message>
        <source>{n:match|matches}, {mine} points for you and {theirs} against you
a match left for a new game is not counted in the win rates</source>
        <translation>{n:partida|partidas}, {mine:punto|puntos} a tu favor y {theirs} en contra
una partida dejada por otra nueva no cuenta en el % de victorias</translation>
    </message>
    <message>
        <source>{n:win|wins} in a row</source>
        <translation>{n:victoria|victorias} seguidas</translation>
    </message>
    <message>
        <source>{name} drew the {card}</source>
        <translation>{name:|El} sacó {card:el|la}</translation>
    </message>
    <message>
        <source>{name} had {dd} deadwood and nothing to lay off.</source>
        <translation>{name:|El} se quedó con {dd:punto|puntos} sin combinar y sin nada que colocar.</translation>
    </message>
    <message>
        <source>{name} is deciding without your advice…</source>
        <translation>{name:|El} decide sin tu consejo…</translation>
    </message>
    <message>
        <source>{name} knocked with the {card}</source>
        <translation>{name:|El} golpeó con {card:el|la}</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood, but you had only {dd}.</source>
        <translation>{name:|El} golpeó con {kd:punto|puntos} sin combinar, pero tú solo tenías {dd}.</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood, but you had {dd} too.</source>
        <translation>{name:|El} golpeó con {kd:punto|puntos} sin combinar, pero tú también tenías {dd}.</translation>
    </message>
    <message>
        <source>{name} knocked, discarding the {card} face down</source>
        <translation>{name:|El} golpeó y descartó {card:el|la} boca abajo</translation>
    </message>
    <message>
        <source>{name} laid off {cards:the|the} on your melds, leaving {dd} deadwood.</source>
        <translation>{name:|El} colocó {cards:el|la} en tus combinaciones y se quedó con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on your melds, leaving {dd} deadwood.</source>
        <translation>{name:|El} colocó {cards:el|la} en tus combinaciones y se quedó con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{name} lays off {cards:the|the}</source>
        <translation>{name:|El} coloca {cards:el|la}</translation>
    </message>
    <message>
        <source>{name} plays without advice</source>
        <translation>{name} juega sin consejos</translation>
    </message>
    <message>
        <source>{name} went gin with the {card}</source>
        <translation>{name:|El} hizo gin con {card:el|la}</translation>
    </message>
    <message>
        <source>{name} went gin, discarding the {card} face down</source>
        <translation>{name:|El} hizo gin y descartó {card:el|la} boca abajo</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name:|El} gana la partida</translation>
    </message>
    <message>
        <source>{name}&apos;s face-down discard: the {card}</source>
        <translation>Descarte boca abajo {name:de|del}: {card:el|la}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, the captain you advise</source>
        <translation>Mano {name:de|del}, el capitán al que aconsejas</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, the captain you advise: {count}</source>
        <translation>Mano {name:de|del}, el capitán al que aconsejas: {count}</translation>
    </message>
    <message>
        <source>{name}&apos;s strength in your saved match could not be read; {name} now plays at the {level} level.</source>
        <translation>No se pudo leer la fuerza {name:de|del} en tu partida guardada; ahora {name:|el} juega en el nivel {level}.</translation>
    </message>
    <message>
        <source>{name}, game {game}: total {total}</source>
        <translation>{name}, juego {game}: total {total}</translation>
    </message>
    <message>
        <source>{name}, game {game}: {bonus}</source>
        <translation>{name}, juego {game}: {bonus}</translation>
    </message>
    <message>
        <source>{name}, game {game}: {points} points, total {total}</source>
        <translation>{name}, juego {game}: {points:punto|puntos}, total {total}</translation>
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
        <translation>{number}&#xa0;%</translation>
    </message>
    <message>
        <source>{number}. {move} — the table found a better move</source>
        <translation>{number}. {move}: la tabla encontró una jugada mejor</translation>
    </message>
    <message>
        <source>{number}. {move} — won the hand, on average costs about {points} points</source>
        <translation>{number}. {move}: ganó la mano, pero de media cuesta unos {points:punto|puntos}</translation>
    </message>
    <message>
        <source>{outcome} {mine} to {theirs} against {opponent}</source>
        <translation>{outcome} por {mine} a {theirs}, rival: {opponent}</translation>
    </message>
    <message>
        <source>{outcome} {mine}–{theirs} against {opponent}
{variant} · {date}</source>
        <translation>{outcome} {mine}–{theirs}, rival: {opponent}
{variant} · {date}</translation>
    </message>
    <message>
        <source>{places}, and {last}</source>
        <translation>{places}, y {last}</translation>
    </message>
    <message>
        <source>{prompt} (key {stock})</source>
        <translation>{prompt} (tecla {stock})</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}</source>
        <translation>{prompt}. Elige con las flechas la carta que vas a tirar y pulsa {key}</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}, or press {knock} to go gin</source>
        <translation>{prompt}. Elige con las flechas la carta que vas a tirar y pulsa {key}, o pulsa {knock} para hacer gin</translation>
    </message>
    <message>
        <source>{prompt}. Choose one with the arrow keys and press {key}, or press {knock} to knock</source>
        <translation>{prompt}. Elige con las flechas la carta que vas a tirar y pulsa {key}, o pulsa {knock} para golpear</translation>
    </message>
    <message>
        <source>{prompt}. Drag one onto the discard pile or double-click it</source>
        <translation>{prompt}. Arrástrala hasta la pila de descarte o haz doble clic en ella</translation>
    </message>
    <message>
        <source>{prompt}. Press {stock} for the stock or {pile} for the pile</source>
        <translation>{prompt}. Pulsa {stock} para el mazo o {pile} para la pila</translation>
    </message>
    <message>
        <source>{prompt}. Press {take} to take it or {leave} to pass</source>
        <translation>{prompt}. Pulsa {take} para tomarla o {leave} para pasar</translation>
    </message>
    <message>
        <source>{settings} (written after a quotation mark that is never closed)</source>
        <translation>{settings} (van detrás de unas comillas que nunca se cierran)</translation>
    </message>
    <message>
        <source>{setting} (its quotation mark is never closed)</source>
        <translation>{setting} (sus comillas nunca se cierran)</translation>
    </message>
    <message>
        <source>{setting} (its quotation mark is never closed, and the settings written after it were lost with it: {settings})</source>
        <translation>{setting} (sus comillas nunca se cierran, y con ellas se perdieron los ajustes escritos detrás: {settings})</translation>
    </message>
    <message>
        <source>{streak} (you won {wins} of the last {count})</source>
        <translation>{streak} (ganaste {wins} de las últimas {count})</translation>
    </message>
    <message>
        <source>{title}: {cards}</source>
        <translation>{title}: {cards}</translation>
    </message>
    <message>
        <source>{value} in the match you are playing</source>
        <translation>{value} en la partida que estás jugando</translation>
    </message>
    <message>
        <source>“{value}” is not one of the choices</source>
        <translation>«{value}» no es ninguna de las opciones</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Tie: both hands have {deadwood} deadwood; no score</source>
        <translation>Empate: las dos manos tienen {deadwood:punto|puntos} sin combinar; no se puntúa</translation>
    </message>
    <message>
        <source>To discard, choose a card with the arrow keys and press {key}</source>
        <translation>Elige con las flechas la carta que vas a tirar y pulsa {key}</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>Arriba de la pila de descarte: {card}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Training hint</source>
        <translation>Pista de entrenamiento</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dos jugadores</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Contragolpe</translation>
    </message>
    <message>
        <source>Undercut! You score {pts}</source>
        <translation>¡Contragolpe! Ganas {pts}</translation>
    </message>
    <message>
        <source>Undercut! {name} scores {pts}</source>
        <translation>¡Contragolpe! {name:|El} gana {pts}</translation>
    </message>
    <message>
        <source>Undercut: {knocker} − {defender} = {difference}, + {bonus} undercut bonus = {points}</source>
        <translation>Contragolpe: {knocker} − {defender} = {difference}, + {bonus} de bonificación por contragolpe = {points}</translation>
    </message>
    <message>
        <source>Undercuts:</source>
        <translation>Contragolpes:</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>Upcard: the {card}; discard pile: {count}</source>
        <translation>Carta descubierta: {card:el|la}; pila de descarte: {count}</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Watch the other players; the hint comes on your turn.</source>
        <translation>Observa a los demás jugadores; la pista llega en tu turno.</translation>
    </message>
    <message>
        <source>Weighing your decisions…</source>
        <translation>Valorando tus decisiones…</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Quién repartió la mano</translation>
    </message>
    <message>
        <source>Who knocked (or went gin)</source>
        <translation>Quién golpeó (o hizo gin)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Win rate by variant and opponent</source>
        <translation>% de victorias por variante y rival</translation>
    </message>
    <message>
        <source>Win rate by variant and opponent:</source>
        <translation>% de victorias por variante y rival:</translation>
    </message>
    <message>
        <source>Worst match:</source>
        <translation>Peor partida:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>You and {name} drew the same rank; the cards went back, the deck was shuffled and you both drew again:</source>
        <translation>Empate entre tú y {name:|el}; se devolvieron las cartas, se barajó y se volvió a sacar:</translation>
    </message>
    <message>
        <source>You declared big gin</source>
        <translation>Cantaste gran gin</translation>
    </message>
    <message>
        <source>You discarded the {card}</source>
        <translation>Descartaste {card:el|la}</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Robaste del mazo</translation>
    </message>
    <message>
        <source>You drew the {card} from the stock</source>
        <translation>Robaste {card:el|la} del mazo</translation>
    </message>
    <message>
        <source>You had {dd} after laying off.</source>
        <translation>Tras colocar cartas, te quedaste con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}, in the middle of hand {hand} (score {scores}). Resume it?</source>
        <translation>Tienes una partida de {game} sin terminar, en plena mano {hand} (tanteo {scores}). ¿Quieres reanudarla?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}, in the middle of hand {hand}:
{games}
Resume it?</source>
        <translation>Tienes una partida de {game} sin terminar, en plena mano {hand}:
{games}
¿Quieres reanudarla?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is over and the next hand is not dealt yet (score {scores}). Resume it?</source>
        <translation>Tienes una partida de {game} sin terminar: la mano {hand} ha terminado y la siguiente aún no se ha repartido (tanteo {scores}). ¿Quieres reanudarla?</translation>
    </message>
    <message>
        <source>You have an unfinished match of {game}: hand {hand} is over and the next hand is not dealt yet.
{games}
Resume it?</source>
        <translation>Tienes una partida de {game} sin terminar: la mano {hand} ha terminado y la siguiente aún no se ha repartido.
{games}
¿Quieres reanudarla?</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Golpeaste</translation>
    </message>
    <message>
        <source>You knocked with {kd} deadwood.</source>
        <translation>Golpeaste con {kd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>You made no decisions in this hand.</source>
        <translation>No tomaste ninguna decisión en esta mano.</translation>
    </message>
    <message>
        <source>You passed the upcard {card}</source>
        <translation>Pasaste la carta descubierta {card}</translation>
    </message>
    <message>
        <source>You passed the upcard, the {card}</source>
        <translation>Pasaste la carta descubierta, {card:el|la}</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Tú muestras</translation>
    </message>
    <message>
        <source>You sit out: suggest a move for the captain, {name}, or let them decide</source>
        <translation>Te quedas fuera: sugiere una jugada al capitán, {name:|el}, o deja que decida</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Tomaste la carta descubierta {card}</translation>
    </message>
    <message>
        <source>You took the upcard, the {card}</source>
        <translation>Tomaste la carta descubierta, {card:el|la}</translation>
    </message>
    <message>
        <source>You took the {card} from the pile</source>
        <translation>Tomaste {card:el|la} de la pila</translation>
    </message>
    <message>
        <source>You took {owner}&apos;s {card} from the pile</source>
        <translation>Tomaste de la pila {card:el|la} que descartó {owner:|el}</translation>
    </message>
    <message>
        <source>You went gin</source>
        <translation>Hiciste gin</translation>
    </message>
    <message>
        <source>You were caught with {dd} deadwood.</source>
        <translation>Te quedaste con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>You win the hand: {pts}</source>
        <translation>Ganas la mano: {pts}</translation>
    </message>
    <message>
        <source>Your cards laid down</source>
        <translation>Tus cartas sobre la mesa</translation>
    </message>
    <message>
        <source>Your cards. In the stock: {stock} cards.</source>
        <translation>Tus cartas. En el mazo: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your cards. On the pile: {card}. In the stock: {stock} cards.</source>
        <translation>Tus cartas. En la pila: {card}. En el mazo: {stock:carta|cartas}.</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Tus decisiones</translation>
    </message>
    <message>
        <source>Your game is saved after every move, so nothing is lost. You can go on playing; if the table misbehaves, quit and start again: the game will offer to resume where you were.</source>
        <translation>Tu partida se guarda después de cada jugada, así que no se pierde nada. Puedes seguir jugando; si la mesa se comporta de forma extraña, sal y vuelve a abrir el juego: te ofrecerá seguir donde lo dejaste.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Tu mano está vacía</translation>
    </message>
    <message>
        <source>Your hand, {count}</source>
        <translation>Tu mano, {count}</translation>
    </message>
    <message>
        <source>Your last move</source>
        <translation>Tu última jugada</translation>
    </message>
    <message>
        <source>Your last move was a good one.</source>
        <translation>Tu última jugada fue buena.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock</source>
        <translation>Tu turno: roba del mazo</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the {card} from the pile</source>
        <translation>Tu turno: roba del mazo o toma {card:el|la} de la pila</translation>
    </message>
    <message>
        <source>a draw with {cards} left in the stock</source>
        <translation>mano nula cuando quedan {cards:carta|cartas} en el mazo</translation>
    </message>
    <message>
        <source>a taken upcard may be discarded</source>
        <translation>se puede descartar la carta recién tomada de la pila</translation>
    </message>
    <message>
        <source>a taken upcard may not be discarded</source>
        <translation>no se puede descartar la carta recién tomada de la pila</translation>
    </message>
    <message>
        <source>and discarded the {card}</source>
        <translation>y descartó {card:el|la}</translation>
    </message>
    <message>
        <source>and knocked</source>
        <translation>y golpeó</translation>
    </message>
    <message>
        <source>and went gin</source>
        <translation>e hizo gin</translation>
    </message>
    <message>
        <source>and you discarded the {card}</source>
        <translation>y descartaste {card:el|la}</translation>
    </message>
    <message>
        <source>and you knocked</source>
        <translation>y golpeaste</translation>
    </message>
    <message>
        <source>and you went gin</source>
        <translation>e hiciste gin</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>velocidad de las animaciones</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>gran gin</translation>
    </message>
    <message>
        <source>big gin bonus</source>
        <translation>bonificación por gran gin</translation>
    </message>
    <message>
        <source>big gin!</source>
        <translation>¡gran gin!</translation>
    </message>
    <message>
        <source>cannot be discarded this turn</source>
        <translation>no se puede descartar en este turno</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>reverso de las cartas</translation>
    </message>
    <message>
        <source>contains control characters</source>
        <translation>contiene caracteres de control</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>sin combinar</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>repartir la siguiente mano</translation>
    </message>
    <message>
        <source>deck style</source>
        <translation>estilo de baraja</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>cantar gran gin</translation>
    </message>
    <message>
        <source>discard the {card}</source>
        <translation>descartar {card:el|la}</translation>
    </message>
    <message>
        <source>discarded {card}</source>
        <translation>descartó {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>robada</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>robó del mazo</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>from the pile</source>
        <translation>de la pila</translation>
    </message>
    <message>
        <source>game bonus {n}</source>
        <translation>bonificación por partida {n}</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>gin bonus</source>
        <translation>bonificación por gin</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>solo gin</translation>
    </message>
    <message>
        <source>gin!</source>
        <translation>¡gin!</translation>
    </message>
    <message>
        <source>go gin by discarding it face down: press {key}</source>
        <translation>haz gin descartándola boca abajo: pulsa {key}</translation>
    </message>
    <message>
        <source>hand {hand}, {scores}</source>
        <translation>mano {hand}, {scores}</translation>
    </message>
    <message>
        <source>in a run</source>
        <translation>en una escalera</translation>
    </message>
    <message>
        <source>in a set</source>
        <translation>en un grupo</translation>
    </message>
    <message>
        <source>it could not be resumed</source>
        <translation>no se pudo reanudar</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>acaba de entrar en la mano</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>golpe</translation>
    </message>
    <message>
        <source>knock ≤ {n}</source>
        <translation>golpe ≤ {n}</translation>
    </message>
    <message>
        <source>knock, discarding the {card}</source>
        <translation>golpear descartando {card:el|la}</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>golpeó</translation>
    </message>
    <message>
        <source>laid off</source>
        <translation>carta colocada</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>line bonus {n}</source>
        <translation>bonificación por manos {n}</translation>
    </message>
    <message>
        <source>longer than {count} characters</source>
        <translation>tiene más de {count} caracteres</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>new game choices</source>
        <translation>opciones de partida nueva</translation>
    </message>
    <message>
        <source>no finished matches yet</source>
        <translation>todavía no hay partidas terminadas</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguna todavía</translation>
    </message>
    <message>
        <source>not a colour</source>
        <translation>no es un color</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>not a text</source>
        <translation>no es un texto</translation>
    </message>
    <message>
        <source>not saved window data</source>
        <translation>no son datos de ventana guardados</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>no es JSON válido</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>pasar la carta descubierta</translation>
    </message>
    <message>
        <source>player name</source>
        <translation>nombre del jugador</translation>
    </message>
    <message>
        <source>shutout: doubled (+{n})</source>
        <translation>blanqueo: se duplica (+{n})</translation>
    </message>
    <message>
        <source>sitting out this hand</source>
        <translation>fuera en esta mano</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>carta descubierta de picas: puntos dobles</translation>
    </message>
    <message>
        <source>suggest going gin with it: press {key}</source>
        <translation>sugiere hacer gin con ella: pulsa {key}</translation>
    </message>
    <message>
        <source>suggest knocking with it: press {key}</source>
        <translation>sugiere golpear con ella: pulsa {key}</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>color del tapete</translation>
    </message>
    <message>
        <source>take the top card of the discard pile</source>
        <translation>tomar la carta de arriba de la pila de descarte</translation>
    </message>
    <message>
        <source>take the upcard</source>
        <translation>tomar la carta descubierta</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>took your {card} from the pile</source>
        <translation>tomó tu {card} de la pila</translation>
    </message>
    <message>
        <source>took {card}</source>
        <translation>tomó {card}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <translation>tomó {card} de la pila</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>contragolpe</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <source>window layout</source>
        <translation>disposición de la ventana</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>tamaño de la ventana</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>you can knock with it</source>
        <translation>puedes golpear con ella</translation>
    </message>
    <message>
        <source>you see the captain&apos;s cards</source>
        <translation>ves las cartas del capitán</translation>
    </message>
    <message>
        <source>{bonus}, game {game}</source>
        <translation>{bonus}, juego {game}</translation>
    </message>
    <message>
        <source>{bonus}: {name}</source>
        <translation>{bonus}: {name}</translation>
    </message>
    <message>
        <source>{cards} on the run {meld}</source>
        <translation>{cards:el|la} en la escalera {meld}</translation>
    </message>
    <message>
        <source>{cards} on the set {meld}</source>
        <translation>{cards:el|la} en el grupo {meld}</translation>
    </message>
    <message>
        <source>{count}, deadwood {points}</source>
        <translation>{count}, sin combinar {points}</translation>
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
        <translation>Empate entre {first:|el} y {second:|el}; se devolvieron las cartas, se barajó y se volvió a sacar:</translation>
    </message>
    <message>
        <source>{hands} played, {won} won</source>
        <translation>{hands:jugada|jugadas}, {won:ganada|ganadas}</translation>
    </message>
    <message>
        <source>{kd} − {dd} + {bonus} undercut bonus = {total}.</source>
        <translation>{kd} − {dd} + {bonus} de bonificación por contragolpe = {total}.</translation>
    </message>
    <message>
        <source>{matches} played, {wins} won ({rate})</source>
        <translation>{matches:jugada|jugadas}, {wins:ganada|ganadas} ({rate})</translation>
    </message>
    <message>
        <source>{mine} by you, {theirs} by your opponents</source>
        <translation>{mine:tuyo|tuyos}, {theirs} de tus rivales</translation>
    </message>
    <message>
        <source>{mine} yours, {theirs} against you</source>
        <translation>{mine:tuyo|tuyos}, {theirs} en tu contra</translation>
    </message>
    <message>
        <source>{name} answers</source>
        <translation>{name:|El} responde</translation>
    </message>
    <message>
        <source>{name} could not be read ({reason}).</source>
        <translation>No se pudo leer {name} ({reason}).</translation>
    </message>
    <message>
        <source>{name} declared big gin</source>
        <translation>{name:|El} cantó gran gin</translation>
    </message>
    <message>
        <source>{name} discarded the {card}</source>
        <translation>{name:|El} descartó {card:el|la}</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name:|El} robó del mazo</translation>
    </message>
    <message>
        <source>{name} drew the {card} from the stock</source>
        <translation>{name:|El} robó {card:el|la} del mazo</translation>
    </message>
    <message>
        <source>{name} had {dd} after laying off.</source>
        <translation>Tras colocar cartas, {name:|el} se quedó con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{name} holds {count}</source>
        <translation>{name:|El} tiene {count}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name:|El} está pensando…</translation>
    </message>
    <message>
        <source>{name} is weighing your advice…</source>
        <translation>{name:|El} está valorando tu consejo…</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name:|El} golpeó</translation>
    </message>
    <message>
        <source>{name} knocked with {kd} deadwood.</source>
        <translation>{name:|El} golpeó con {kd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{name} laid off {layoffs}, leaving {dd} deadwood.</source>
        <translation>{name:|El} colocó {layoffs} y se quedó con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{name} passed the upcard {card}</source>
        <translation>{name:|El} pasó la carta descubierta {card}</translation>
    </message>
    <message>
        <source>{name} passed the upcard, the {card}</source>
        <translation>{name:|El} pasó la carta descubierta, {card:el|la}</translation>
    </message>
    <message>
        <source>{name} scores {points}</source>
        <translation>{name:|El} anota {points}</translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation>{name:|El} muestra</translation>
    </message>
    <message>
        <source>{name} suggests: {move}</source>
        <translation>{name:|El} sugiere: {move}</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Le toca {name:a|al}</translation>
    </message>
    <message>
        <source>{name} took nothing from the discard pile.</source>
        <translation>{name:|El} no tomó nada de la pila de descarte.</translation>
    </message>
    <message>
        <source>{name} took the upcard {card}</source>
        <translation>{name:|El} tomó la carta descubierta {card}</translation>
    </message>
    <message>
        <source>{name} took the upcard, the {card}</source>
        <translation>{name:|El} tomó la carta descubierta, {card:el|la}</translation>
    </message>
    <message>
        <source>{name} took the {card} from the pile</source>
        <translation>{name:|El} tomó {card:el|la} de la pila</translation>
    </message>
    <message>
        <source>{name} took your {card} from the pile</source>
        <translation>{name:|El} tomó tu {card} de la pila</translation>
    </message>
    <message>
        <source>{name} took {owner}&apos;s {card} from the pile</source>
        <translation>{name:|El} tomó de la pila {card:el|la} que descartó {owner:|el}</translation>
    </message>
    <message>
        <source>{name} was caught with {dd} deadwood.</source>
        <translation>{name:|El} se quedó con {dd:punto|puntos} sin combinar.</translation>
    </message>
    <message>
        <source>{name} went gin</source>
        <translation>{name:|El} hizo gin</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name:|El} gana la partida</translation>
    </message>
    <message>
        <source>{name} wins the hand: {pts}</source>
        <translation>{name:|El} gana la mano: {pts}</translation>
    </message>
    <message>
        <source>{name} won game {game}</source>
        <translation>{name:|El} ganó el juego {game}</translation>
    </message>
    <message>
        <source>{name} won the match</source>
        <translation>{name:|El} ganó la partida</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name}&apos;s cards laid down</source>
        <translation>Cartas {name:de|del} sobre la mesa</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>La mano {name:de|del}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, {count}</source>
        <translation>Mano {name:de|del}, {count}</translation>
    </message>
    <message>
        <source>{name}, sitting out, suggests another move; {key} plays that one, not this hint.</source>
        <translation>{name}, que se queda fuera, sugiere otra jugada; la tecla {key} hace esa jugada, no la de esta pista.</translation>
    </message>
    <message>
        <source>{name}: running total (to {target})</source>
        <translation>Total acumulado {name:de|del} (a {target})</translation>
    </message>
    <message>
        <source>{name}: running total in game {game} (to {target})</source>
        <translation>Total acumulado {name:de|del} en el juego {game} (a {target})</translation>
    </message>
    <message>
        <source>{name}: {points} points, total {total}</source>
        <translation>{name}: {points:punto|puntos}, total {total}</translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation>{number}. {move}</translation>
    </message>
    <message>
        <source>{number}. {move} — cost about {points} points</source>
        <translation>{number}. {move}: costó unos {points:punto|puntos}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartas</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} puntos</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} ptos.</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
    </message>
    <message>
        <source>{rules} and {count} more</source>
        <translation>{rules} y {count} más</translation>
    </message>
    <message>
        <source>{setting} ({why})</source>
        <translation>{setting} ({why})</translation>
    </message>
    <message>
        <source>{value} is not one of {options}</source>
        <translation>{value} no está entre {options}</translation>
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
        <translation>◀ tu elección</translation>
    </message>
    <message>
        <source>♠×2</source>
        <translation>♠×2</translation>
    </message>
    <message>
        <source>Knock</source>
        <comment>button</comment>
        <translation>Golpear</translation>
    </message>
    <message>
        <source>{prog}: no display found (DISPLAY/WAYLAND_DISPLAY unset); run it from a desktop session, or set QT_QPA_PLATFORM=offscreen</source>
        <translation>{prog}: no se ha encontrado ninguna pantalla (DISPLAY/WAYLAND_DISPLAY sin definir); ejecútalo desde una sesión de escritorio o define QT_QPA_PLATFORM=offscreen</translation>
    </message>
    <message>
        <source>{prog}: cannot reach the display {display} (no display server answers there); run it from a desktop session, or check DISPLAY/WAYLAND_DISPLAY</source>
        <translation>{prog}: no se puede conectar con la pantalla {display} (ningún servidor gráfico responde en ella); ejecútalo desde una sesión de escritorio o revisa DISPLAY/WAYLAND_DISPLAY</translation>
    </message>
    <message>
        <source>{prog}: the display {display} refused the connection (no access to its X server, as after sudo); run it as the desktop session&apos;s user, or check XAUTHORITY and xhost</source>
        <translation>{prog}: la pantalla {display} ha rechazado la conexión (sin acceso a su servidor X, como tras sudo); ejecútalo como el usuario de la sesión de escritorio o revisa XAUTHORITY y xhost</translation>
    </message>
    <message>
        <source>{prog}: QT_QPA_PLATFORM asks for a display that {variable} names, and {variable} is not set; run it from a desktop session that sets it, or unset QT_QPA_PLATFORM</source>
        <translation>{prog}: QT_QPA_PLATFORM pide una pantalla que indica {variable}, pero {variable} no está definida; ejecútalo desde una sesión de escritorio que la defina o quita QT_QPA_PLATFORM</translation>
    </message>
    <message>
        <source>Offline Gin Rummy against computer opponents.</source>
        <translation>Gin Rummy sin conexión contra rivales controlados por el ordenador.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>muestra esta ayuda y sale</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>muestra la versión y sale</translation>
    </message>
    <message>
        <source>check that the installation works, print the result and exit</source>
        <translation>comprueba que la instalación funciona, muestra el resultado y sale</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CÓDIGO</translation>
    </message>
    <message>
        <source>interface language, e.g. es (default: the system&apos;s)</source>
        <translation>idioma de la interfaz, por ejemplo es (por defecto: el del sistema)</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>opción %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>falta su valor</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>no admite ningún valor, pero se le dio %r</translation>
    </message>
    <message>
        <source>passed on {card}</source>
        <comment>you</comment>
        <translation>no tomaste {card}</translation>
    </message>
    <message>
        <source>took {card}</source>
        <comment>you</comment>
        <translation>tomaste {card}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <comment>you</comment>
        <translation>tomaste {card} de la pila</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <comment>you</comment>
        <translation>robaste del mazo</translation>
    </message>
    <message>
        <source>discarded {card}</source>
        <comment>you</comment>
        <translation>descartaste {card}</translation>
    </message>
    <message>
        <source>knocked</source>
        <comment>you</comment>
        <translation>golpeaste</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <comment>action in a list</comment>
        <translation>Descartar una carta</translation>
    </message>
    <message>
        <source>none finished yet</source>
        <comment>matches</comment>
        <translation>ninguna terminada todavía</translation>
    </message>
    <message>
        <source>none finished yet</source>
        <comment>hands</comment>
        <translation>ninguna terminada todavía</translation>
    </message>
    <message>
        <source>A dark red table of your own</source>
        <translation>Una mesa propia de color rojo oscuro</translation>
    </message>
    <message>
        <source>A red table of your own</source>
        <translation>Una mesa propia de color rojo</translation>
    </message>
    <message>
        <source>A pink table of your own</source>
        <translation>Una mesa propia de color rosa</translation>
    </message>
    <message>
        <source>A brown table of your own</source>
        <translation>Una mesa propia de color marrón</translation>
    </message>
    <message>
        <source>An orange table of your own</source>
        <translation>Una mesa propia de color naranja</translation>
    </message>
    <message>
        <source>A light orange table of your own</source>
        <translation>Una mesa propia de color naranja claro</translation>
    </message>
    <message>
        <source>An olive table of your own</source>
        <translation>Una mesa propia de color verde oliva</translation>
    </message>
    <message>
        <source>A yellow table of your own</source>
        <translation>Una mesa propia de color amarillo</translation>
    </message>
    <message>
        <source>A light yellow table of your own</source>
        <translation>Una mesa propia de color amarillo claro</translation>
    </message>
    <message>
        <source>A dark green table of your own</source>
        <translation>Una mesa propia de color verde oscuro</translation>
    </message>
    <message>
        <source>A green table of your own</source>
        <translation>Una mesa propia de color verde</translation>
    </message>
    <message>
        <source>A light green table of your own</source>
        <translation>Una mesa propia de color verde claro</translation>
    </message>
    <message>
        <source>A dark teal table of your own</source>
        <translation>Una mesa propia de color verde azulado oscuro</translation>
    </message>
    <message>
        <source>A teal table of your own</source>
        <translation>Una mesa propia de color verde azulado</translation>
    </message>
    <message>
        <source>A light teal table of your own</source>
        <translation>Una mesa propia de color verde azulado claro</translation>
    </message>
    <message>
        <source>A dark blue table of your own</source>
        <translation>Una mesa propia de color azul oscuro</translation>
    </message>
    <message>
        <source>A blue table of your own</source>
        <translation>Una mesa propia de color azul</translation>
    </message>
    <message>
        <source>A light blue table of your own</source>
        <translation>Una mesa propia de color azul claro</translation>
    </message>
    <message>
        <source>A dark purple table of your own</source>
        <translation>Una mesa propia de color morado oscuro</translation>
    </message>
    <message>
        <source>A purple table of your own</source>
        <translation>Una mesa propia de color morado</translation>
    </message>
    <message>
        <source>A light purple table of your own</source>
        <translation>Una mesa propia de color morado claro</translation>
    </message>
    <message>
        <source>A dark pink table of your own</source>
        <translation>Una mesa propia de color rosa oscuro</translation>
    </message>
    <message>
        <source>A light pink table of your own</source>
        <translation>Una mesa propia de color rosa claro</translation>
    </message>
    <message>
        <source>A black table of your own</source>
        <translation>Una mesa propia de color negro</translation>
    </message>
    <message>
        <source>A dark grey table of your own</source>
        <translation>Una mesa propia de color gris oscuro</translation>
    </message>
    <message>
        <source>A grey table of your own</source>
        <translation>Una mesa propia de color gris</translation>
    </message>
    <message>
        <source>A light grey table of your own</source>
        <translation>Una mesa propia de color gris claro</translation>
    </message>
    <message>
        <source>A white table of your own</source>
        <translation>Una mesa propia de color blanco</translation>
    </message>
    <message>
        <source>Computer, accusative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the accusative; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, accusative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the accusative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>Computer, genitive</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the genitive (&quot;the Computer&apos;s cards&quot;); &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, genitive</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the genitive; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>Computer, dative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the dative (&quot;advise the Computer&quot;); &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, dative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the dative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>Computer, locative</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the locative; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, locative</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the locative; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>Computer, instrumental</source>
        <extracomment>The default computer name (&quot;Computer&quot;) in the instrumental; &quot;-&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>-</translation>
    </message>
    <message>
        <source>Computer {number}, instrumental</source>
        <extracomment>A default computer name with its number (&quot;Computer 2&quot;) in the instrumental; your &quot;Computer {number}&quot; if your language&apos;s nouns do not change with their case.</extracomment>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>{prog} self-test passed: {games} ({seconds} s)</source>
        <extracomment>The line `gin-desktop --self-test` prints when the installation works. {games}: the matches played, separated by &quot;; &quot;, e.g. &quot;two-player match: 11 hands, 299 moves, score 97-109&quot;; {seconds}: whole seconds.</extracomment>
        <translation>{prog}: comprobación de la instalación superada: {games} ({seconds} s)</translation>
    </message>
    <message>
        <source>{prog} self-test failed: {reason}</source>
        <extracomment>{reason}: what went wrong, e.g. &quot;two-player match, hand 3, move 41: the status line is empty&quot;.</extracomment>
        <translation>{prog}: la comprobación de la instalación ha fallado: {reason}</translation>
    </message>
    <message>
        <source>two-player match</source>
        <translation>partida de dos jugadores</translation>
    </message>
    <message>
        <source>three-hand match</source>
        <translation>partida de tres jugadores</translation>
    </message>
    <message>
        <source>three-hand match with ten cards dealt to the player sitting out</source>
        <translation>partida de tres jugadores en la que el jugador que está fuera también recibe diez cartas</translation>
    </message>
    <message>
        <source>a Qt application without windows is already running</source>
        <translation>ya se está ejecutando una aplicación Qt sin ventanas</translation>
    </message>
    <message>
        <source>the match did not finish within {seconds} s</source>
        <translation>la partida no terminó en {seconds} s</translation>
    </message>
    <message>
        <source>the window could not be drawn</source>
        <translation>no se pudo dibujar la ventana</translation>
    </message>
    <message>
        <source>{game}: {hands:hand|hands}, {moves:move|moves}, score {scores}</source>
        <translation>{game}: {hands:mano|manos}, {moves:jugada|jugadas}, tanteo {scores}</translation>
    </message>
    <message>
        <source>{game}: {problem}</source>
        <translation>{game}: {problem}</translation>
    </message>
    <message>
        <source>{game}, hand {hand}, move {move}: {problem}</source>
        <translation>{game}, mano {hand}, jugada {move}: {problem}</translation>
    </message>
    <message>
        <source>{count:card|cards} on the table, {different} of them different</source>
        <translation>{count:carta|cartas} en la mesa, de ellas {different:distinta|distintas}</translation>
    </message>
    <message>
        <source>cards dealt to a seat that is not in the hand</source>
        <translation>se repartieron cartas a un asiento que no juega esta mano</translation>
    </message>
    <message>
        <source>{count:card|cards} out of play instead of {expected}</source>
        <translation>{count:carta|cartas} fuera de juego en vez de {expected}</translation>
    </message>
    <message>
        <source>seat {seat} holds {count:card|cards} instead of {expected}</source>
        <translation>el asiento {seat} tiene {count:carta|cartas} en vez de {expected}</translation>
    </message>
    <message>
        <source>seat {seat} has {points:point|points}, but its hands add up to {earned}</source>
        <translation>el asiento {seat} tiene {points:punto|puntos}, pero sus manos suman {earned}</translation>
    </message>
    <message>
        <source>what seat {seat} sees shows the wrong cards</source>
        <translation>lo que ve el asiento {seat} muestra cartas equivocadas</translation>
    </message>
    <message>
        <source>the status line is empty</source>
        <translation>la línea de estado está vacía</translation>
    </message>
    <message>
        <source>the table is still moving cards with animations off</source>
        <translation>la mesa sigue moviendo cartas con las animaciones desactivadas</translation>
    </message>
    <message>
        <source>the table shows no match</source>
        <translation>la mesa no muestra ninguna partida</translation>
    </message>
    <message>
        <source>the table shows the wrong cards for seat {seat}</source>
        <translation>la mesa muestra cartas equivocadas para el asiento {seat}</translation>
    </message>
    <message>
        <source>the stock or the discard pile on the table differs from the match&apos;s</source>
        <translation>el mazo o la pila de descarte de la mesa no coinciden con los de la partida</translation>
    </message>
    <message>
        <source>the cards out of play on the table differ from the match&apos;s</source>
        <translation>las cartas fuera de juego de la mesa no coinciden con las de la partida</translation>
    </message>
    <message>
        <source>the cards of the player sitting out are shown face up, though no person sits out</source>
        <translation>las cartas del jugador que está fuera se muestran boca arriba, aunque no hay ninguna persona fuera</translation>
    </message>
    <message>
        <source>the match stopped before its end</source>
        <translation>la partida se detuvo antes de terminar</translation>
    </message>
    <message>
        <source>{shown:move|moves} shown, {played} played</source>
        <translation>{shown:jugada mostrada|jugadas mostradas}, pero {played:jugada hecha|jugadas hechas}</translation>
    </message>
    <message>
        <source>the ends of the hands or of the match were not all announced</source>
        <translation>no se anunciaron todos los finales de mano o de partida</translation>
    </message>
    <message>
        <source>the winner has not reached the target</source>
        <translation>el ganador no ha llegado a los puntos de la partida</translation>
    </message>
    <message>
        <source>{prog}: no translation for --lang {asked}; the game speaks {languages}. Using English.</source>
        <extracomment>{asked}: what followed --lang, in quotes; {languages}: the codes, e.g. &quot;en, es, cs, pt&quot;.</extracomment>
        <translation>{prog}: no hay traducción para --lang {asked}; los idiomas del juego son {languages}. Se usará el inglés.</translation>
    </message>
    <message>
        <source>Review the person&apos;s decisions in one hand of a saved match: every legal choice weighed by simulation from their view, in expected points.</source>
        <translation>Repasa las decisiones de la persona en una mano de una partida guardada: cada opción permitida se valora por simulación desde lo que ella veía, en puntos esperados.</translation>
    </message>
    <message>
        <source>SAVE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>a saved match (JSON)</source>
        <translation>una partida guardada (JSON)</translation>
    </message>
    <message>
        <source>the hand to review (default: the last one finished)</source>
        <translation>la mano que repasar (por defecto: la última terminada)</translation>
    </message>
    <message>
        <source>whose decisions (default: the person&apos;s seat in the save)</source>
        <translation>de quién son las decisiones (por defecto: el asiento de la persona en la partida guardada)</translation>
    </message>
    <message>
        <source>simulated games per choice (default %(default)s)</source>
        <translation>partidas simuladas por opción (por defecto %(default)s)</translation>
    </message>
    <message>
        <source>seed of the simulated games</source>
        <translation>semilla de las partidas simuladas</translation>
    </message>
    <message>
        <source>points lost that make a mistake (default %(default)g)</source>
        <translation>puntos perdidos a partir de los cuales una decisión es un error (por defecto %(default)g)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>imprime JSON</translation>
    </message>
    <message>
        <source>the review&apos;s language, e.g. es (default: the game&apos;s)</source>
        <translation>idioma del repaso, por ejemplo es (por defecto: el del juego)</translation>
    </message>
    <message>
        <source>--samples must be 1 or more</source>
        <translation>--samples debe ser 1 o más</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Focus the card to the left</source>
        <translation>Ir a la carta de la izquierda</translation>
    </message>
    <message>
        <source>Focus the card to the right</source>
        <translation>Ir a la carta de la derecha</translation>
    </message>
    <message>
        <source>Focus the first card</source>
        <translation>Ir a la primera carta</translation>
    </message>
    <message>
        <source>Focus the last card</source>
        <translation>Ir a la última carta</translation>
    </message>
    <message>
        <source>Move the focused card left</source>
        <translation>Mover la carta seleccionada a la izquierda</translation>
    </message>
    <message>
        <source>Move the focused card right</source>
        <translation>Mover la carta seleccionada a la derecha</translation>
    </message>
    <message>
        <source>Discard the focused card (knocks in knock mode); after a hint, make the hinted move</source>
        <translation>Descartar la carta seleccionada (o golpear con ella, tras pulsar Golpear); después de una pista, hacer la jugada sugerida</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Tomar la carta de arriba de la pila de descarte</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Pasar la carta descubierta</translation>
    </message>
    <message>
        <source>Knock: then choose the card to discard face down</source>
        <translation>Golpear: después elige la carta que descartas boca abajo</translation>
    </message>
    <message>
        <source>Declare big gin</source>
        <translation>Cantar gran gin</translation>
    </message>
    <message>
        <source>Let the captain decide (three-hand, sitting out)</source>
        <translation>Dejar decidir al capitán (a tres manos, si estás fuera)</translation>
    </message>
    <message>
        <source>Let the captain play the rest of the hand, asking no more advice (three-hand, sitting out)</source>
        <translation>Dejar al capitán jugar el resto de la mano sin pedir más consejos (a tres manos, si estás fuera)</translation>
    </message>
    <message>
        <source>Make the move a hint shows, or follow the advice of the player sitting out (captain)</source>
        <translation>Hacer la jugada que indica una pista, o seguir el consejo de quien se queda fuera (si eres el capitán)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por palo</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Ordenar por combinaciones</translation>
    </message>
    <message>
        <source>Show or hide the whole discard pile</source>
        <translation>Mostrar u ocultar toda la pila de descarte</translation>
    </message>
    <message>
        <source>Read out the game status and the focused card</source>
        <translation>Leer el estado de la partida y la carta seleccionada</translation>
    </message>
    <message>
        <source>Read out the whole table: your melds and deadwood, the upcard, the stock, the opponent&apos;s known cards, the scores</source>
        <translation>Leer toda la mesa: tus combinaciones y cartas sin combinar, la carta descubierta, el mazo, las cartas conocidas del rival, la puntuación</translation>
    </message>
    <message>
        <source>Read out the last moves</source>
        <translation>Leer las últimas jugadas</translation>
    </message>
    <message>
        <source>Show the rest of the deck, once the hand is over</source>
        <translation>Ver el resto de la baraja al terminar la mano</translation>
    </message>
    <message>
        <source>Leave knock mode, hide the discard pile or dismiss a notice</source>
        <translation>Cancelar el golpe, ocultar la pila de descarte o cerrar un aviso</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>A casual player: sees its own melds, grabs cards it does not need, sometimes throws the wrong card and is slow to knock.</source>
        <translation>Un jugador ocasional: ve sus propias combinaciones, se lleva cartas que no necesita, a veces descarta la carta equivocada y tarda en golpear.</translation>
    </message>
    <message>
        <source>A steady player: takes a card only to make a meld, throws the card that leaves the least deadwood and knocks at the first chance.</source>
        <translation>Un jugador constante: toma una carta solo para formar una combinación, descarta la que deja menos puntos sin combinar y golpea a la primera ocasión.</translation>
    </message>
    <message>
        <source>A careful player: counts the unseen cards, reads the opponent&apos;s picks and discards, avoids feeding its melds and picks its moment to knock.</source>
        <translation>Un jugador cuidadoso: cuenta las cartas que no ha visto, interpreta lo que toma y descarta el rival, evita darle cartas que le sirvan y elige el momento de golpear.</translation>
    </message>
    <message>
        <source>A deep thinker: imagines the hands you might hold, plays a knock out to the end of the hand before it commits, and learns your style as the match goes on.</source>
        <translation>Un pensador profundo: imagina las manos que podrías tener, juega mentalmente la mano hasta el final antes de golpear y aprende tu estilo a lo largo de la partida.</translation>
    </message>
    <message>
        <source>A cautious early knocker: knocks as soon as its deadwood allows unless it smells an undercut, and rarely waits for gin.</source>
        <translation>Un jugador prudente que golpea pronto: golpea en cuanto sus puntos sin combinar lo permiten, salvo que huela un contragolpe, y casi nunca espera al gin.</translation>
    </message>
    <message>
        <source>A gin hunter: holds out for gin, takes discards that build its melds, and knocks short of gin only when the stock runs low.</source>
        <translation>Un cazador de gin: aguanta hasta hacer gin, recoge descartes que completan sus combinaciones y solo golpea sin gin cuando queda poco mazo.</translation>
    </message>
    <message>
        <source>A pile hoarder: snaps up discards that go with its cards and knocks at the first chance.</source>
        <translation>Un acaparador de descartes: se lleva los descartes que encajan con sus cartas y golpea a la primera ocasión.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Cautious knocker</source>
        <translation>Golpeador prudente</translation>
    </message>
    <message>
        <source>Gin hunter</source>
        <translation>Cazador de gin</translation>
    </message>
    <message>
        <source>Pile hoarder</source>
        <translation>Acaparador de descartes</translation>
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
        <translation>Cada reparto tiene un número: Partida ▸ Repetir reparto n.º… lo vuelve a jugar</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are in use. Nothing of your match or statistics was lost.</source>
        <translation>No se pudo leer el archivo de ajustes, así que se usan los ajustes predeterminados. No se ha perdido nada de tu partida ni de tus estadísticas.</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are in use. It was kept as {path} for you to mend. Nothing of your match or statistics was lost.</source>
        <translation>No se pudo leer el archivo de ajustes, así que se usan los ajustes predeterminados. Se ha conservado como {path} para que puedas corregirlo. No se ha perdido nada de tu partida ni de tus estadísticas.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}</source>
        <translation>Algunos ajustes no se pudieron leer y se han restablecido: {list}</translation>
    </message>
    <message>
        <source>{reset}. The settings file as it was is kept as {path} for you to mend. Nothing of your match or statistics was lost.</source>
        <translation>{reset}. El archivo de ajustes tal como estaba se ha conservado como {path} para que puedas corregirlo. No se ha perdido nada de tu partida ni de tus estadísticas.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Score pad</source>
        <translation>&amp;Hoja de tanteo</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>&amp;Registro de jugadas</translation>
    </message>
    <message>
        <source>Every move of this hand, in words</source>
        <translation>Cada jugada de esta mano, en palabras</translation>
    </message>
    <message>
        <source>Next &amp;panel</source>
        <translation>&amp;Panel siguiente</translation>
    </message>
    <message>
        <source>Move the keyboard to the next panel: table, move log, score pad</source>
        <translation>Pasa el foco del teclado al panel siguiente: mesa, registro de jugadas, hoja de tanteo</translation>
    </message>
    <message>
        <source>P&amp;revious panel</source>
        <translation>Panel &amp;anterior</translation>
    </message>
    <message>
        <source>Move the keyboard to the previous panel</source>
        <translation>Pasa el foco del teclado al panel anterior</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>Show the game on the whole screen (F11 again: back to a window)</source>
        <translation>Muestra el juego en toda la pantalla (F11 otra vez: vuelve a la ventana)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <source>Where to learn the game: the rules, the hint, the keys and training mode</source>
        <translation>Dónde aprender el juego: las reglas, la pista, las teclas y el modo de entrenamiento</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barra de herramientas</translation>
    </message>
    <message>
        <source>The saved game could not be resumed; a new game was dealt.</source>
        <translation>No se pudo reanudar la partida guardada; se ha repartido una nueva.</translation>
    </message>
    <message>
        <source>Deal the new game</source>
        <translation>Repartir la partida nueva</translation>
    </message>
    <message>
        <source>Replay the deal</source>
        <translation>Repetir el reparto</translation>
    </message>
    <message>
        <source>This deal code is from a two-player game, so it is dealt as a two-player game.</source>
        <translation>Este código de reparto es de una partida de dos jugadores, así que se reparte como una partida de dos jugadores.</translation>
    </message>
    <message>
        <source>This deal code is from a three-hand game, so it is dealt as a three-hand game.</source>
        <translation>Este código de reparto es de una partida a tres manos, así que se reparte como una partida a tres manos.</translation>
    </message>
    <message>
        <source>In the game this deal code is from, the player sitting out was dealt ten cards too, so they are dealt them again.</source>
        <translation>En la partida de este código de reparto, el jugador que estaba fuera también recibió diez cartas, así que vuelve a recibirlas.</translation>
    </message>
    <message>
        <source>In the game this deal code is from, the player sitting out was not dealt any cards, so they are not dealt any now.</source>
        <translation>En la partida de este código de reparto, el jugador que estaba fuera no recibió cartas, así que ahora tampoco las recibe.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {file} (the game may not write there); they hold until the game is closed.</source>
        <translation>No se pudieron guardar tus ajustes en {file} (el juego no tiene permiso para escribir ahí); se mantienen hasta que cierres el juego.</translation>
    </message>
    <message>
        <source>Hint for the captain: {why}</source>
        <translation>Pista para el capitán: {why}</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Pista: {why}</translation>
    </message>
    <message>
        <source>To learn as you play, start a game in training mode: {menu} ▸ {new_game}.</source>
        <translation>Para aprender mientras juegas, empieza una partida en modo de entrenamiento: {menu} ▸ {new_game}.</translation>
    </message>
    <message>
        <source>New to Gin Rummy? {menu} ▸ {rules} ({rules_key}) explains the game and {hint} ({hint_key}) suggests a move.</source>
        <translation>¿Primera vez? {menu} ▸ {rules} ({rules_key}) explica el Gin Rummy y {hint} ({hint_key}) sugiere una jugada.</translation>
    </message>
    <message>
        <source>{shortcuts_key} lists every key; the keys {a}, {i} and {w} read out the table, what to do now and the last moves.</source>
        <translation>{shortcuts_key} muestra cada tecla; las teclas {a}, {i} y {w} leen la mesa, qué hacer y las últimas jugadas.</translation>
    </message>
    <message>
        <source>Unfinished match: resume it, or start a new game?</source>
        <translation>Partida sin terminar: ¿la reanudas o empiezas una partida nueva?</translation>
    </message>
    <message>
        <source>Hand {hand} · deal #{deal}</source>
        <translation>Mano {hand} · reparto n.º {deal}</translation>
    </message>
    <message>
        <source>&amp;Take from the pile</source>
        <translation>&amp;Tomar de la pila</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Toma la carta de arriba de la pila de descarte</translation>
    </message>
    <message>
        <source>Suggest &amp;taking the upcard</source>
        <translation>Sugerir &amp;tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Suggest &amp;taking from the pile</source>
        <translation>Sugerir &amp;tomar de la pila</translation>
    </message>
    <message>
        <source>Suggest that the captain takes the top card of the discard pile; the captain has the final say.</source>
        <translation>Sugiere al capitán que tome la carta de arriba de la pila de descarte; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suggest &amp;drawing from the stock</source>
        <translation>Sugerir &amp;robar del mazo</translation>
    </message>
    <message>
        <source>Suggest that the captain draws the top card of the stock; the captain has the final say.</source>
        <translation>Sugiere al capitán que robe la carta de arriba del mazo; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suggest &amp;passing</source>
        <translation>Sugerir &amp;pasar</translation>
    </message>
    <message>
        <source>Suggest &amp;knocking…</source>
        <translation>Sugerir &amp;golpear…</translation>
    </message>
    <message>
        <source>Suggest that the captain knocks (or goes gin): then choose the card for the captain to discard face down; the captain has the final say.</source>
        <translation>Sugiere al capitán que golpee (o haga gin): luego elige la carta que el capitán descartará boca abajo; la última palabra es del capitán.</translation>
    </message>
    <message>
        <source>Suggest &amp;big gin</source>
        <translation>Sugerir &amp;cantar gran gin</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>A&amp;cerca de Gin Rummy</translation>
    </message>
    <message>
        <source>&amp;Draw from stock</source>
        <translation>&amp;Robar del mazo</translation>
    </message>
    <message>
        <source>&amp;Follow hint or advice</source>
        <translation>Seguir la pista o el c&amp;onsejo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Let the captain decide</source>
        <translation>&amp;Dejar decidir al capitán</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Replay deal #…</source>
        <translation>&amp;Repetir reparto n.º…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Let the captain pla&amp;y this hand</source>
        <translation>Dejar al capitán &amp;jugar esta mano</translation>
    </message>
    <message>
        <source>&amp;Take upcard</source>
        <translation>&amp;Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Choose players and rules, and deal a new game</source>
        <translation>Elige jugadores y reglas, y reparte una partida nueva</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Reparte la siguiente mano</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Roba la carta de arriba del mazo</translation>
    </message>
    <message>
        <source>Group your melds together, deadwood last</source>
        <translation>Agrupa tus combinaciones, con las cartas sin combinar al final</translation>
    </message>
    <message>
        <source>&amp;Knock…</source>
        <translation>&amp;Golpear…</translation>
    </message>
    <message>
        <source>All eleven cards are in melds: end the hand with big gin</source>
        <translation>Las once cartas están combinadas: termina la mano con gran gin</translation>
    </message>
    <message>
        <source>Declare &amp;big gin</source>
        <translation>&amp;Cantar gran gin</translation>
    </message>
    <message>
        <source>Knock (or go gin): then choose the card to discard face down</source>
        <translation>Golpea (o haz gin): después elige la carta que descartas boca abajo</translation>
    </message>
    <message>
        <source>Make the move the Hint names; in three-hand, as captain, the move the player sitting out suggests</source>
        <translation>Hacer la jugada que indica la Pista; a tres manos, si eres el capitán, la jugada que sugiere quien se queda fuera</translation>
    </message>
    <message>
        <source>Name, cards, table colour, animations, language</source>
        <translation>Nombre, cartas, color del tapete, animaciones, idioma</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Pass the upcard offered on the first turn</source>
        <translation>Pasa la carta descubierta que se ofrece en el primer turno</translation>
    </message>
    <message>
        <source>Play a numbered deal again with the same players and rules</source>
        <translation>Vuelve a jugar un reparto numerado con los mismos jugadores y reglas</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Sort by &amp;melds</source>
        <translation>Ordenar por co&amp;mbinaciones</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;valor</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Ordenar por pa&amp;lo</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Ordena tu mano por valor</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Ordena tu mano por palo</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Take the upcard (the top card of the discard pile)</source>
        <translation>Toma la carta descubierta (la de arriba de la pila de descarte)</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no advice this turn</source>
        <translation>A tres manos, si te quedas fuera: no das consejo en este turno</translation>
    </message>
    <message>
        <source>Three-hand, sitting out: give no more advice this hand; the captain plays it to its end</source>
        <translation>A tres manos, si te quedas fuera: no das más consejos en esta mano; el capitán la juega hasta el final</translation>
    </message>
    <message>
        <source>What would a strong player do now?</source>
        <translation>¿Qué haría ahora un buen jugador?</translation>
    </message>
    <message>
        <source>Your results over all games</source>
        <translation>Tus resultados en todas las partidas</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Two players: &amp;you against the computer</source>
        <translation>Dos jugadores: tú contra el &amp;ordenador</translation>
    </message>
    <message>
        <source>&amp;Three-hand (“the box”): roles are drawn</source>
        <translation>Tres manos («&amp;la caja»): los papeles se sortean</translation>
    </message>
    <message>
        <source>Ten cards to each of the three players, as the rulebook&apos;s text says. The cards of the player sitting out are not played: only they see them (and may advise the captain knowing them), and the stock has 21 cards.</source>
        <translation>Diez cartas a cada uno de los tres jugadores, como dice el texto del reglamento. Las cartas del jugador que está fuera no se juegan: solo él las ve (y puede aconsejar al capitán conociéndolas), y el mazo tiene 21 cartas.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Tr&amp;aining mode: hints, mistakes marked, a review after each hand</source>
        <translation>Modo de &amp;entrenamiento: pistas, errores marcados y un repaso tras cada mano</translation>
    </message>
    <message>
        <source>A hint before each of your moves, each costly move marked as you make it, and a review of your decisions after every hand</source>
        <translation>Una pista antes de cada jugada tuya, cada jugada costosa marcada en el momento y un repaso de tus decisiones tras cada mano</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>Every deal has a number, shown at the bottom of the window. Enter one, or a deal code copied at the end of a hand, to replay that deal; leave empty for a new random deal.</source>
        <translation>Cada reparto tiene un número, que aparece en la parte inferior de la ventana. Escribe uno, o un código de reparto copiado al final de una mano, para volver a jugar ese reparto; déjalo vacío para un reparto nuevo al azar.</translation>
    </message>
    <message>
        <source>Replay deal &amp;#:</source>
        <translation>&amp;Volver a jugar el reparto n.º:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (solo gin)</translation>
    </message>
    <message>
        <source>&amp;Big gin, bonus:</source>
        <translation>&amp;Gran gin, bonificación:</translation>
    </message>
    <message>
        <source>&amp;Straight: no knocking, gin only</source>
        <translation>S&amp;traight: sin golpear, solo gin</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: tres juegos a la vez</translation>
    </message>
    <message>
        <source>the winner of the hand</source>
        <translation>el ganador de la mano</translation>
    </message>
    <message>
        <source>the loser of the hand</source>
        <translation>el perdedor de la mano</translation>
    </message>
    <message>
        <source>the players in turn</source>
        <translation>los jugadores por turnos</translation>
    </message>
    <message>
        <source>the box, every hand</source>
        <translation>la caja, en cada mano</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s score</source>
        <translation>El blanqueo duplica la p&amp;untuación del ganador</translation>
    </message>
    <message>
        <source>Equal deadwood is an &amp;undercut</source>
        <translation>&amp;Si se empata en puntos sin combinar, es contragolpe</translation>
    </message>
    <message>
        <source>A &amp;card just taken from the pile may be discarded</source>
        <translation>Se puede &amp;descartar la carta recién tomada de la pila</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Predefinido:</translation>
    </message>
    <message>
        <source>Ta&amp;rget:</source>
        <translation>&amp;Meta:</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>Límite má&amp;ximo para golpear:</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Bonificación por g&amp;in:</translation>
    </message>
    <message>
        <source>Und&amp;ercut bonus:</source>
        <translation>Bonificación por &amp;contragolpe:</translation>
    </message>
    <message>
        <source>&amp;Line bonus (per hand won):</source>
        <translation>Boni&amp;ficación por mano ganada:</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>&amp;Bonificación por partida:</translation>
    </message>
    <message>
        <source>Ne&amp;xt dealer:</source>
        <translation>&amp;Quién reparte después:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>The target must be from {low} to {high} points, so it is now {value}.</source>
        <translation>La meta debe ser un número de puntos entre {low} y {high}, así que ahora es {value}.</translation>
    </message>
    <message>
        <source>The knock limit must be from {low} to {high} points, so it is now {value}.</source>
        <translation>El límite máximo para golpear debe ser un número de puntos entre {low} y {high}, así que ahora es {value}.</translation>
    </message>
    <message>
        <source>The gin bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>La bonificación por gin debe ser un número de puntos entre {low} y {high}, así que ahora es {value}.</translation>
    </message>
    <message>
        <source>The undercut bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>La bonificación por contragolpe debe ser un número de puntos entre {low} y {high}, así que ahora es {value}.</translation>
    </message>
    <message>
        <source>The big gin bonus must be from {low} to {high} points, so it is now {value}.</source>
        <translation>La bonificación por gran gin debe ser un número de puntos entre {low} y {high}, así que ahora es {value}.</translation>
    </message>
    <message>
        <source>The line bonus must be from {low} (off) to {high} points, so it is now {value}.</source>
        <translation>La bonificación por mano ganada debe ser un número de puntos entre {low} (sin bonificación) y {high}, así que ahora es {value}.</translation>
    </message>
    <message>
        <source>The game bonus must be from {low} (off) to {high} points, so it is now {value}.</source>
        <translation>La bonificación por partida debe ser un número de puntos entre {low} (sin bonificación) y {high}, así que ahora es {value}.</translation>
    </message>
    <message>
        <source>Nothing has been dealt yet: press Deal to play with it.</source>
        <translation>Todavía no se ha repartido nada: pulsa Repartir para jugar con este valor.</translation>
    </message>
    <message>
        <source>In the three-hand game the box deals every hand.</source>
        <translation>En el juego a tres, la caja reparte todas las manos.</translation>
    </message>
    <message>
        <source>Your &amp;first role:</source>
        <translation>Tu primer p&amp;apel:</translation>
    </message>
    <message>
        <source>Who deals the first hand of this deal. Whoever deals gets the dealer&apos;s cards: choose the other dealer to play the other hand.</source>
        <translation>Quién reparte la primera mano de este reparto. Quien reparte recibe las cartas del repartidor: elige al otro para jugar la otra mano.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Reglas personalizadas</translation>
    </message>
    <message>
        <source>{name}, level:</source>
        <translation>{name}, nivel:</translation>
    </message>
    <message>
        <source>Deal the player s&amp;itting out ten cards too, kept out of play</source>
        <translation>Repartir también die&amp;z cartas al jugador que está fuera, apartadas del juego</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the upcard sets the knock limit; a spade doubles the score</source>
        <translation>O&amp;klahoma: la carta descubierta fija el límite para golpear; una de picas duplica los puntos</translation>
    </message>
    <message>
        <source>This bonus is not scored.</source>
        <translation>Esta bonificación no se cuenta.</translation>
    </message>
    <message>
        <source>Computer, le&amp;vel:</source>
        <translation>Ordenador, nivel de &amp;juego:</translation>
    </message>
    <message>
        <source>Computer &amp;{number}, level:</source>
        <translation>Ordenador &amp;{number}, nivel:</translation>
    </message>
    <message>
        <source>Your role in the first hand of this deal: the deal code says who was in the box, who was captain and who sat out.</source>
        <translation>Tu papel en la primera mano de este reparto: el código de reparto dice quién estaba en la caja, quién era el capitán y quién se quedaba fuera.</translation>
    </message>
    <message>
        <source>Your role in the first hand of this deal. The roles are drawn by cards, and the same deal always draws the same cards: choose another role to play the deal from another side of the table.</source>
        <translation>Tu papel en la primera mano de este reparto. Los papeles se sortean con cartas, y el mismo reparto saca siempre las mismas cartas: elige otro papel para jugar el reparto desde otro lado de la mesa.</translation>
    </message>
    <message>
        <source>&amp;First dealer:</source>
        <translation>Rep&amp;arte primero:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>solo gin</translation>
    </message>
    <message>
        <source>by the upcard</source>
        <translation>según la carta descubierta</translation>
    </message>
    <message>
        <source>Straight: only gin ends a hand, so Oklahoma&apos;s upcard sets no knock limit.</source>
        <translation>Straight: solo el gin termina una mano, así que la carta descubierta de Oklahoma no fija ningún límite para golpear.</translation>
    </message>
    <message>
        <source>Oklahoma: the upcard sets the knock limit; Straight: gin only.</source>
        <translation>Oklahoma: la carta descubierta fija el límite para golpear; Straight: solo gin.</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: a spade upcard doubles the score (under Straight the upcard sets no knock limit)</source>
        <translation>O&amp;klahoma: una carta descubierta de picas duplica los puntos (con Straight, la carta descubierta no fija ningún límite para golpear)</translation>
    </message>
    <message>
        <source>Straight: only gin ends a hand, and a gin is never undercut.</source>
        <translation>Straight: solo el gin termina una mano, y contra un gin no hay contragolpe.</translation>
    </message>
    <message>
        <source>This deal code is from a two-player game: choose “Two players” to replay it.</source>
        <translation>Este código de reparto es de una partida de dos jugadores: elige «Dos jugadores» para volver a jugarlo.</translation>
    </message>
    <message>
        <source>This deal code is from a three-hand game: choose “Three-hand” to replay it.</source>
        <translation>Este código de reparto es de una partida a tres manos: elige «Tres manos» para volver a jugarlo.</translation>
    </message>
    <message>
        <source>This deal code is from a game in which the player sitting out was dealt ten cards too: tick “Deal the player sitting out ten cards too” to replay it.</source>
        <translation>Este código de reparto es de una partida en la que al jugador que estaba fuera también se le repartieron diez cartas: marca «Repartir también diez cartas al jugador que está fuera» para volver a jugarlo.</translation>
    </message>
    <message>
        <source>This deal code is from a game in which the player sitting out was not dealt any cards: clear “Deal the player sitting out ten cards too” to replay it.</source>
        <translation>Este código de reparto es de una partida en la que al jugador que estaba fuera no se le repartieron cartas: desmarca «Repartir también diez cartas al jugador que está fuera» para volver a jugarlo.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ReplayDealDialog</name>
    <message>
        <source>Enter the number of a deal, shown at the bottom of the window while it is played, or a deal code copied at the end of a hand.</source>
        <translation>Escribe el número de un reparto, que aparece en la parte inferior de la ventana mientras se juega, o un código de reparto copiado al final de una mano.</translation>
    </message>
    <message>
        <source>Replay deal</source>
        <translation>Repetir reparto</translation>
    </message>
    <message>
        <source>Type a deal number or code, such as {code}.</source>
        <translation>Escribe un número o un código de reparto, como {code}.</translation>
    </message>
    <message>
        <source>Deal the numbered deal again, with the same players and rules. The number of the deal being played is shown at the bottom of the window; a deal code copied at the end of a hand works too.</source>
        <translation>Vuelve a jugar el reparto con ese número, con los mismos jugadores y reglas. El número del reparto en juego aparece en la parte inferior de la ventana; también sirve un código de reparto copiado al final de una mano.</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>&amp;Número de reparto:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <source>This deal code needs a newer version of the game.</source>
        <translation>Este código de reparto necesita una versión más reciente del juego.</translation>
    </message>
    <message>
        <source>This deal code has a mistake in it: a character is wrong, missing or one too many. Copy it again, or check it character by character.</source>
        <translation>Este código de reparto tiene un error: falta un carácter, sobra uno o alguno es incorrecto. Vuelve a copiarlo o revísalo carácter por carácter.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># Rules

The rulebook file is missing from this installation.</source>
        <extracomment>RULES.md &quot;Extras&quot;: the line and game bonuses&apos; usual values, named while they are off.</extracomment>
        <translation># Reglas

Falta el archivo del reglamento en esta instalación.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>Reglas del Gin Rummy</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texto de las reglas</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
</context>
<context>
    <name>ScorePadDock</name>
    <message>
        <source>Score pad</source>
        <extracomment>A three-hand line&apos;s mark in the scores of the seat that sat the hand out. Whether a finished hand can be opened in the review window (set by the window&apos;s review features; None: no hand can): its line&apos;s tooltip then says how. The hand number whose review the person asked for. The dock&apos;s size changed (the window&apos;s layout applied a width asked for it).</extracomment>
        <translation>Hoja de tanteo</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aún no hay partida</translation>
    </message>
    <message>
        <source>Hollywood: three games, each to {target}</source>
        <translation>Hollywood: tres juegos, cada uno a {target}</translation>
    </message>
    <message>
        <source>First to {target} wins</source>
        <translation>Gana quien llegue antes a {target}</translation>
    </message>
    <message>
        <source>Oklahoma: ♠×2 marks a doubled hand</source>
        <translation>Oklahoma: ♠×2 indica una mano de puntos dobles</translation>
    </message>
    <message>
        <source>Straight: gin only</source>
        <translation>Straight: solo gin</translation>
    </message>
    <message>
        <source>Rest the pointer on a line to see how it was scored.</source>
        <translation>Deja el puntero sobre una línea para ver cómo se puntuó.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Green table</source>
        <translation>Mesa verde</translation>
    </message>
    <message>
        <source>Teal table</source>
        <translation>Mesa verde azulado</translation>
    </message>
    <message>
        <source>Burgundy table</source>
        <translation>Mesa granate</translation>
    </message>
    <message>
        <source>Slate blue table</source>
        <translation>Mesa azul pizarra</translation>
    </message>
    <message>
        <source>Brown table</source>
        <translation>Mesa marrón</translation>
    </message>
    <message>
        <source>&amp;Other colour…</source>
        <translation>&amp;Otro color…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>The game switches to the new language when you press OK.</source>
        <translation>El juego cambia al nuevo idioma al pulsar Aceptar.</translation>
    </message>
    <message>
        <source>Chosen on the command line (--lang) for this session only; your saved choice is still “{language}”.</source>
        <translation>Elegido en la línea de comandos (--lang) solo para esta sesión; tu elección guardada sigue siendo «{language}».</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Shown at the table and on the score pad, in the match being played too.</source>
        <translation>Se muestra en la mesa y en la hoja de tanteo, también en la partida en curso.</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Color del &amp;tapete:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animaciones:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color del tapete</translation>
    </message>
    <message>
        <source>Your name: {why}</source>
        <translation>Tu nombre: {why}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>Menus also open with Alt and the underlined letter.</source>
        <translation>Los menús también se abren con Alt y la letra subrayada.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
</TS>
