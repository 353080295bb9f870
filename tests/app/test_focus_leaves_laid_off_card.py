"""A card the keyboard focused and the showdown laid off onto the knocker's melds takes no
focus ring with it: the Czech player sitting out at 800x600 saw the captain's 4♦ ringed in
the box's run at the end of the hand, as if a hint pointed at it, and the arrows stepped up
there too (QA session 39). RULES.md two-player 7: the defender lays off onto the knocker's
melds. Real keys on the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Card, Phase, RuleSet

from .test_hint_then_enter import keys

# Oklahoma, the person dealing: the computer passes the 10♦ upcard, the person passes it
# too (X), and the computer knocks at once; one of the person's cards lays off.
SETUP = GameSetup(rules=RuleSet.preset("oklahoma"), seed=36313, first_dealer=0)


def deal(window: MainWindow) -> None:
    window.model.start(SETUP)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()


def laid_off_by_passing(window: MainWindow) -> Card:
    """The person's card the computer's knock lays off once the person passes (X)."""
    deal(window)
    keys(window, Qt.Key.Key_X)
    result = window.model.match.last_result
    assert result is not None and result.defender == 0 and result.defender_layout is not None
    assert result.defender_layout.layoffs, "the deal no longer brings a layoff"
    return result.defender_layout.layoffs[0].card


def focused(window: MainWindow) -> Card | None:
    return getattr(window.table.table_scene().focusItem(), "card", None)


def test_a_focused_card_laid_off_keeps_no_focus(window: MainWindow) -> None:
    card = laid_off_by_passing(window)
    deal(window)
    keys(window, Qt.Key.Key_Right)
    for _ in range(11):
        if focused(window) == card:
            break
        keys(window, Qt.Key.Key_Right)
    assert focused(window) == card
    keys(window, Qt.Key.Key_X)
    assert window.model.human_view().phase is Phase.HAND_OVER
    assert focused(window) != card, "the laid-off card took the ring into the knocker's meld"
    bottom_row = set(window.model.match.hand_of(0)) - {card}
    assert focused(window) in bottom_row
    # The arrows go along the cards shown at the bottom, never up to the laid-off one.
    seen = set()
    for key in [Qt.Key.Key_Home] + [Qt.Key.Key_Right] * 10:
        keys(window, key)
        seen.add(focused(window))
    assert card not in seen and seen <= bottom_row


def test_the_arrows_go_left_to_right_along_the_hand_laid_down(window: MainWindow) -> None:
    """Sorted by rank in play (4♦ 4♥ 5♣ 5♦ …), the hand lies down as melds, then
    deadwood (5♣ 6♣ 7♣ 8♣, then 4♦ 4♥ …): the arrows followed the order of play, the ring
    hopping from the deadwood back to the run and out again."""
    deal(window)
    keys(window, Qt.Key.Key_R, Qt.Key.Key_X)
    assert window.model.human_view().phase is Phase.HAND_OVER
    scene = window.table.table_scene()
    keys(window, Qt.Key.Key_Home)
    xs = []
    for _ in range(len(window.keyboard.hand())):
        item = scene.focusItem()
        assert item is not None
        xs.append(item.pos().x())
        keys(window, Qt.Key.Key_Right)
    assert len(xs) == 9 and xs == sorted(xs), xs
