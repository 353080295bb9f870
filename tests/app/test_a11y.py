"""The table for screen readers (issue "A blind player can play a whole match"): the cards,
piles and buttons as accessible objects with names, states and actions; the moves said in
words; the whole situation on a key. In-process, through Qt's own accessibility API (the
AT-SPI test drives the same objects from outside)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app import a11y
from gin_desktop.app.a11y import speech
from gin_desktop.app.a11y.bridge import TableAccessibility
from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.i18n import install_translators
from gin_desktop.app.keyboard import KeyboardController
from gin_desktop.app.model import GameModel
from gin_desktop.app.prompts import card_label, card_name
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.texts import Names
from gin_desktop.engine import Card, Phase, PublicMove, parse_cards

Name = QAccessible.Text.Name
Description = QAccessible.Text.Description


@pytest.fixture
def table(qtbot: QtBot, game_model: GameModel) -> Iterator[tuple[TableView, TableAccessibility]]:
    view = TableView(game_model)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    layer = a11y.attach(view)
    view.show()
    qtbot.waitExposed(view)
    yield view, layer


def children(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [interface.child(i) for i in range(interface.childCount())]


def named(interface: QAccessibleInterface, prefix: str) -> QAccessibleInterface:
    found = [c for c in children(interface) if c.text(Name).startswith(prefix)]
    assert found, [c.text(Name) for c in children(interface)]
    return found[0]


def press(interface: QAccessibleInterface) -> None:
    actions = interface.actionInterface()
    assert actions is not None
    actions.doAction(actions.pressAction())


def test_the_hand_is_a_list_of_named_cards_with_their_meld_role(
        table: tuple[TableView, TableAccessibility], game_model: GameModel) -> None:
    view, _layer = table
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    root = QAccessible.queryAccessibleInterface(view)
    assert root.text(Name) == "Card table"
    hand = named(root, "Your hand")
    assert hand.role() == QAccessible.Role.List
    cards = children(hand)
    assert [c.text(Name).lower() for c in cards] == [
        speech.accessibility.card_name(card) for card in view.hand_order()]
    for index, card in enumerate(cards):
        assert card.role() == QAccessible.Role.ListItem
        assert card.parent().text(Name) == "Your hand"
        assert hand.indexOfChild(card) == index
        description = card.text(Description)
        assert description.split(", ")[0] in ("in a run", "in a set", "deadwood")
        assert description.endswith(f"card {index + 1} of 10")
        assert card.actionInterface().actionNames() == ["Press", "SetFocus"]
    assert named(root, "Stock, 31 cards").role() == QAccessible.Role.Button
    assert named(root, "Discard pile: the ").role() == QAccessible.Role.Button
    assert named(root, "Computer's hand, 10 cards").role() == QAccessible.Role.List


def test_pressing_the_stock_and_a_card_plays_a_turn_and_the_computer_is_announced(
        table: tuple[TableView, TableAccessibility], game_model: GameModel) -> None:
    """Actions are the obvious moves: the stock draws, a hand card is discarded; every move
    is said in a sentence, the computer's turn in one ("... and discarded the ...")."""
    view, layer = table
    said: list[str] = []
    layer.spoken.connect(said.append)
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    root = QAccessible.queryAccessibleInterface(view)
    while game_model.human_view().phase is Phase.UPCARD_OFFER:
        press(named(root, "Pass"))
        assert game_model.wait_idle(5000)
    assert game_model.human_view().phase is Phase.DRAW
    press(named(root, "Stock"))
    drawn = game_model.human_view().drawn_card
    assert drawn is not None
    assert f"You drew the {speech.accessibility.card_name(drawn)} from the stock." in said
    hand = named(root, "Your hand")
    assert hand.childCount() == 11
    card = children(hand)[0]
    name = card.text(Name)
    press(card)
    assert game_model.wait_idle(5000)
    assert f"You discarded the {name.lower()}." in said
    computer = [s for s in said if s.startswith("Computer ") and " and " in s]
    assert computer, said
    assert " from the stock and " in computer[-1] or " from the pile and " in computer[-1]


def test_a_refusal_is_announced(table: tuple[TableView, TableAccessibility],
                                game_model: GameModel) -> None:
    view, layer = table
    said: list[str] = []
    layer.spoken.connect(said.append)
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    root = QAccessible.queryAccessibleInterface(view)
    press(named(root, "Stock"))  # the upcard offer comes first: no stock draw yet
    assert said and said[-1] == "Not allowed: first take or pass the upcard"
    assert game_model.human_view().stock_count == 31


SUITS = "♣♦♥♠"


def test_texts_that_name_cards_are_said_with_the_cards_in_words(
        table: tuple[TableView, TableAccessibility], game_model: GameModel) -> None:
    """The status line, the Take button and a refusal are built with their cards named in
    words for the screen reader (prompts.card_name), not as the table writes them."""
    view, layer = table
    said: list[str] = []
    layer.spoken.connect(said.append)
    shown: list[str] = []
    game_model.action_refused.connect(shown.append)
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    root = QAccessible.queryAccessibleInterface(view)
    assert game_model.human_view().phase is Phase.UPCARD_OFFER
    upcard = game_model.human_view().upcard
    assert upcard is not None
    name = card_name(upcard)
    take = named(root, f"Take {name}")
    assert take.text(Name) == f"Take {name}" and take.role() == QAccessible.Role.Button
    assert named(root, "Take the upcard").text(Name) == f"Take the upcard, the {name}, or pass"
    press(take)
    assert game_model.wait_idle(5000)
    taken = [c for c in children(named(root, "Your hand")) if c.text(Name).lower() == name]
    press(taken[0])  # the card just taken from the pile may not be discarded this turn
    assert shown[-1] == (f"Not allowed: the {card_label(upcard)} was just taken from the "
                         "pile and may not be discarded this turn")
    assert said[-1] == (f"Not allowed: the {name} was just taken from the pile and may "
                        "not be discarded this turn")
    tree_words = [c.text(Name) for c in children(root)]
    assert not any(suit in words for words in tree_words for suit in SUITS), tree_words


def test_focus_moves_mark_the_card_focused_and_selected(
        table: tuple[TableView, TableAccessibility], game_model: GameModel) -> None:
    view, _layer = table
    KeyboardController(view)
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Home)
    QTest.keyClick(view, Qt.Key.Key_Right)
    root = QAccessible.queryAccessibleInterface(view)
    focused = root.focusChild()
    assert focused is not None
    assert focused.text(Name).lower() == speech.accessibility.card_name(view.hand_order()[1])
    state = focused.state()
    assert state.focused and state.selected


def test_turns_are_said_as_one_sentence() -> None:
    names = Names(["You", "Computer"], 0)
    nine, king = parse_cards("9H KS")
    history = [PublicMove(1, "pile", nine), PublicMove(1, "discard", king),
               PublicMove(0, "stock", None), PublicMove(0, "knock", None)]
    said = [speech.turn_sentence(t, names) for t in speech.turns(history)]
    assert said == ["Computer took the nine of hearts from the pile and discarded the king of "
                    "spades.", "You drew from the stock and you knocked."]


def test_advice_is_said_with_its_cards_in_words() -> None:
    """The advice bubble's words for the screen reader: the same sentence, cards named."""
    from gin_desktop.ai import Reason
    from gin_desktop.engine import Action, Meld

    ten = Card.from_text("TS")
    kings = Meld.from_cards(parse_cards("KD KC KS"))
    reason = Reason.of("Discard the {card}: {move} keeps {meld}", card=ten,
                       move=Action.discard(ten), meld=kings)
    assert advice_text(reason) == "Discard the 10♠: discard the 10♠ keeps K♣ K♦ K♠"
    assert advice_text(reason, card_name) == (
        "Discard the ten of spades: discard the ten of spades keeps kings of clubs, diamonds "
        "and spades")


def test_the_situation_key_reads_melds_deadwood_upcard_stock_and_scores(
        table: tuple[TableView, TableAccessibility], game_model: GameModel) -> None:
    view, _layer = table
    controller = KeyboardController(view)
    said: list[str] = []
    controller.announced.connect(said.append)
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_A)
    text = said[-1]
    seen = game_model.human_view()
    assert text.startswith(game_model.status_text(card_name))
    assert not any(suit in text for suit in SUITS)
    assert "Your hand, 10 cards." in text and "Deadwood, " in text
    upcard = speech.accessibility.card_name(seen.discard_pile[-1])
    assert f"Upcard: the {upcard}; discard pile: 1 card." in text
    assert "Cards in the stock: 31." in text and "Computer holds 10 cards." in text
    assert "Scores, playing to 100: You 0 points, Computer 0 points." in text
    QTest.keyClick(view, Qt.Key.Key_W)
    assert said[-1] in ("No moves yet in this hand.",) or said[-1].startswith("Last moves.")


def test_the_table_speaks_spanish(table: tuple[TableView, TableAccessibility],
                                  game_model: GameModel, qapp: object) -> None:
    view, _layer = table
    try:
        install_translators(qapp, "es")  # type: ignore[arg-type]
        names = Names(["Tú", "Ordenador"], 0)
        nine, king = parse_cards("9H KS")
        said = speech.turn_sentence(speech.Turn(1, PublicMove(1, "pile", nine),
                                                PublicMove(1, "discard", king)), names)
        assert said == "El ordenador tomó el nueve de corazones de la pila y descartó el rey " \
            "de picas."
        game_model.start(GameSetup(seed=3))
        assert game_model.wait_idle(5000)
        view.table_scene().update()
        root = QAccessible.queryAccessibleInterface(view)
        layer_tree = _names(root)
        assert "Tu mano" in layer_tree and any(n.startswith("Mazo, 31 cartas") for n in layer_tree)
    finally:
        install_translators(qapp, "en")  # type: ignore[arg-type]


def _names(root: QAccessibleInterface) -> list[str]:
    return [c.text(Name) for c in children(root)]


def test_laid_off_cards_are_marked_at_the_showdown() -> None:
    from gin_desktop.engine import Arrangement, Layoff, Meld

    run = Meld.from_cards(parse_cards("5H 6H 7H"))
    knocker = Arrangement((run,), tuple(parse_cards("2C")))
    defender = Arrangement((), tuple(parse_cards("KC")), (Layoff(Card(8, 2), 0),))
    text = speech.showdown_sentences(0, knocker, 1, defender, Names(["You", "Computer"], 0))
    assert text.startswith("Showdown. You show. Run: five to seven of hearts. Deadwood, 2 "
                           "points: two of clubs. Computer shows.")
    assert text.endswith("Computer lays off the eight of hearts.")


def test_a_screen_reader_asking_before_the_window_built_the_layer_gets_it(
        qtbot: QtBot, game_model: GameModel) -> None:
    """The window builds the layer after its first paint; a screen reader that asks about
    the table sooner gets the table's cards, not Qt's opaque view (Qt keeps the first
    interface it is given)."""
    view = TableView(game_model)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    built: list[TableAccessibility] = []

    def build() -> TableAccessibility:
        built.append(a11y.attach(view))
        return built[-1]

    a11y.attach_when_asked(view, build)
    view.show()
    qtbot.waitExposed(view)
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    root = QAccessible.queryAccessibleInterface(view)
    assert len(built) == 1
    assert root.text(Name) == "Card table"
    assert children(named(root, "Your hand"))[0].role() == QAccessible.Role.ListItem
    assert QAccessible.queryAccessibleInterface(view).text(Name) == "Card table"
    assert len(built) == 1


def test_laid_off_cards_are_said_as_a_list_in_spanish(language: Callable[[str], None]) -> None:
    """Spanish gives each card laid off its article, as a card named alone has it
    ("coloca el ocho de corazones"): a bare list after a colon is not how it is said."""
    from gin_desktop.engine import Arrangement, Layoff, Meld

    language("es")
    run = Meld.from_cards(parse_cards("5H 6H 7H"))
    knocker = Arrangement((run,), tuple(parse_cards("2C")))
    defender = Arrangement((), tuple(parse_cards("KC")), (Layoff(Card(8, 2), 0),))
    text = speech.showdown_sentences(0, knocker, 1, defender, Names(["Tú", "Ordenador"], 0))
    assert text.endswith("El ordenador coloca el ocho de corazones."), text
    defender = Arrangement((), tuple(parse_cards("KC")),
                           (Layoff(Card(8, 2), 0), Layoff(Card(4, 2), 0)))
    text = speech.showdown_sentences(0, knocker, 1, defender, Names(["Tú", "Ordenador"], 1))
    assert text.endswith("Colocas el ocho de corazones y el cuatro de corazones."), text


def test_after_the_showdown_a_says_nothing_of_known_cards() -> None:
    """The showdown showed the opponent's whole hand: once the hand is over, A does not
    read out the cards it took from the pile as "known in its hand"."""
    from gin_desktop.ai import make_strategy
    from gin_desktop.engine import RuleSet, decisions, new_match

    for seed in range(1, 50):
        match = new_match(RuleSet(), seed)
        players = [make_strategy("standard", 1), make_strategy("standard", 2)]
        for view in decisions(match):
            legal = view.legal_actions
            match.apply(legal[0] if len(legal) == 1 else players[view.seat].choose(view))
            if match.phase is Phase.HAND_OVER:
                break
        over = match.view(0)
        if over.opponent_known:
            break
    else:
        raise AssertionError("no hand ended with a pile card known")
    names = Names(["You", "Computer"], 0)
    assert "Known in Computer's hand" not in speech.situation(over, names, "Hand over")


@pytest.mark.parametrize(("code", "names", "told"), [
    ("es", ["Tú", "Ordenador"], "Descarte boca abajo del ordenador: la reina de corazones."),
    ("cs", ["Vy", "Počítač"], "Lícem dolů odhodil Počítač dámu srdcí."),
    ("pt", ["Você", "Computador"],
     "Descarte com a face para baixo do computador: a dama de copas."),
])
def test_the_showdown_names_the_computers_face_down_discard(
        language: Callable[[str], None], code: str, names: list[str], told: str) -> None:
    """The showdown turns the knock's face-down discard up: the ear hears which card it
    was, in the language's words, after the showdown's first word."""
    from gin_desktop.engine import Arrangement, Meld

    language(code)
    run = Meld.from_cards(parse_cards("5H 6H 7H"))
    knocker = Arrangement((run,), tuple(parse_cards("2C")))
    defender = Arrangement((), tuple(parse_cards("KC")))
    queen = Card.from_text("QH")
    text = speech.showdown_sentences(1, knocker, 0, defender, Names(names, 0), queen)
    assert text.split(". ", 1)[1].startswith(told), text
    # The person chose the card: not told back.
    mine = speech.showdown_sentences(0, knocker, 1, defender, Names(names, 0), queen)
    assert told not in mine and card_name(queen) not in mine, mine



def test_the_knock_spot_names_its_card_once_the_showdown_turns_it_up(
        qtbot: QtBot, game_model: GameModel, monkeypatch: pytest.MonkeyPatch) -> None:
    """Face up while the showdown lays the hands down, the knock spot's card is named (it
    lay there unnamed: "The knocker's face-down discard"), the person's own too: it is
    there to check. At the animations' own speed: the spot goes with the result."""
    from gin_desktop.app.a11y.port import SceneTable
    from gin_desktop.app.a11y.tree import build_tree
    from gin_desktop.engine import ActionKind

    from .test_table import human_can_knock, position

    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "1")
    view = TableView(game_model)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    game_model.resume(position(human_can_knock), GameSetup(names=("You", "Computer")))
    scene = view.table_scene()
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)
    knock = next(a for a in game_model.human_view().legal_actions
                 if a.kind is ActionKind.KNOCK)
    assert knock.card is not None
    game_model.play(knock)
    qtbot.waitUntil(lambda: scene.mirror is not None and scene.mirror.showdown is not None,
                    timeout=10_000)
    assert scene.mirror is not None and scene.mirror.result is None
    spot = build_tree(SceneTable(view))["knock"]
    assert spot.description == (
        f"The knocker's face-down discard, now face up: the {card_name(knock.card)}")
