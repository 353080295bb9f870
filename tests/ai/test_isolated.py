"""The arena's isolation (``--isolate``): views cross to a worker process as JSON and come
back unchanged; a strategy there cannot reach the match (a stack-walking, garbage-
collector-searching cheater finds nothing and wins no more than chance); late, illegal
and crashing answers lose the game and are reported; deal seeds never reach a strategy."""

from __future__ import annotations

import io
import itertools
import json
import os
import sys
import textwrap
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from gin_desktop.ai import StrategyLoadError, make_strategy
from gin_desktop.ai import isolated
from gin_desktop.ai.isolated import (
    COMPACT, COMPACT_FIRST, HAND_FIELDS, HistoryCache, IsolatedStrategy, SharedCpu,
    compact_first_message, compact_message, decide_message, read_request, serve,
    view_from_compact, view_from_json, view_to_json,
)
from gin_desktop.arena import main, match_seed, run_arena, wilson_interval
from gin_desktop.engine import RuleSet, SeatView, decisions, new_match
from tests.ai.selfplay import watched

PRESETS = ["eaai", "oklahoma", "hollywood", "straight", "seeds"]


def _views(preset: str, mode: str, seed: int, limit: int = 400) -> list[SeatView]:
    """Views of real play (every seat, forced moves too), a few hands deep; three-hand
    games deal the sitter its cards (they are in its view)."""
    rules = RuleSet.preset(preset)
    if mode == "three":
        rules = replace(rules, sitter_dealt=True)
    match = new_match(rules, seed=seed, mode=mode)
    bots = {s: make_strategy("strong", seed=s) for s in match.seats}
    out = []
    for view in watched(match, bots, limit):
        out.append(view)
        for seat in match.seats:  # the seats that wait see the table too
            if seat != view.seat:
                out.append(match.view(seat))
    return out


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("mode", ["two", "three"])
def test_a_view_survives_the_json_round_trip(preset: str, mode: str) -> None:
    views = _views(preset, mode, seed=11)
    rules = views[0].rules
    assert any(v.last_result is not None and v.last_result.knocker_layout for v in views)
    assert mode == "two" or any(v.sitter_cards for v in views)
    for view in views:
        text = json.dumps(view_to_json(view))
        assert view_from_json(json.loads(text), rules) == view
    # With the caches the two ends keep (one per seat, as in the arena), too.
    # And the arena's own writing of the request (the history's text kept between views)
    # says exactly what view_to_json says.
    for seat in sorted({v.seat for v in views}):
        sent, received, lines = HistoryCache(), HistoryCache(), HistoryCache()
        hand_number = None
        for view in (v for v in views if v.seat == seat):
            data = view_to_json(view, sent)
            text = json.dumps(data)
            assert view_from_json(json.loads(text), rules, received) == view
            line = decide_message(view, lines)
            assert line.endswith(b"\n") and line.count(b"\n") == 1
            request = json.loads(line)
            new_hand = view.hand_number != hand_number
            hand_number = view.hand_number
            assert request == {"type": "decide", "new_hand": new_hand,
                               "view": json.loads(text)}
            # A hand's first request holds every field; later ones only what changed.
            full = view_to_json(view)
            if new_hand:
                assert data == full
            else:
                assert "last_result" not in data and not set(HAND_FIELDS) & set(data)
                assert {k: v for k, v in data.items() if k != "history"} == {
                    k: v for k, v in full.items()
                    if k not in HAND_FIELDS and k not in ("history", "last_result")}
                assert data["history"] == full["history"][len(full["history"])
                                                          - len(data["history"]):]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("mode", ["two", "three"])
def test_every_view_arrives_equal_through_compact_requests(preset: str, mode: str) -> None:
    """The built-in levels' requests: a hand's later ones are compact lines, and every
    view the worker rebuilds from them is the arena's; the others are the JSON
    requests, unchanged."""
    views = _views(preset, mode, seed=11)
    rules = views[0].rules
    for seat in sorted({v.seat for v in views}):
        sent, plain, received = HistoryCache(), HistoryCache(), HistoryCache()
        kinds = []
        for view in (v for v in views if v.seat == seat):
            line = decide_message(view, sent, compact=True)
            json_line = decide_message(view, plain)
            assert line.endswith(b"\n") and line.count(b"\n") == 1
            if line.startswith(COMPACT):
                assert not json.loads(json_line)["new_hand"]
                assert not set(HAND_FIELDS) & set(json.loads(json_line)["view"])
                got = view_from_compact(line, received)
            elif line.startswith(COMPACT_FIRST):
                assert json.loads(json_line)["new_hand"]
                got = view_from_compact(line, received, rules)
            else:  # a fixed field changed during the hand
                assert line == json_line and not json.loads(line)["new_hand"]
                got = view_from_json(read_request(line)["view"], rules, received)
            assert got == view
            kinds.append(line[:1])
        assert kinds.count(COMPACT) > len(kinds) / 2 and COMPACT_FIRST in kinds


def test_a_compact_request_without_a_hand_is_refused() -> None:
    view = next(v for v in _views("eaai", "two", seed=3, limit=12)
                if v.seat == 0 and len(v.history) > 2)
    line = compact_message(view, view.history[-2:])
    with pytest.raises(ValueError):
        view_from_compact(line, HistoryCache())
    first = compact_first_message(view, view.history)
    assert first is not None and first.startswith(COMPACT_FIRST)
    with pytest.raises(ValueError):  # without the game's rules
        view_from_compact(first, HistoryCache())
    assert view_from_compact(first, HistoryCache(), view.rules) == view


def test_a_hand_whose_fields_do_not_fit_the_codes_begins_with_json() -> None:
    view = next(v for v in _views("eaai", "two", seed=3, limit=12) if v.seat == 0)
    odd = replace(view, game_scores=((), (3, 4)))
    assert compact_first_message(odd, odd.history) is None
    sent, received = HistoryCache(), HistoryCache()
    line = decide_message(odd, sent, compact=True)
    assert json.loads(line)["new_hand"]
    assert view_from_json(json.loads(line)["view"], odd.rules, received) == odd
    # The rest of that hand is sent as JSON too.
    later = next(v for v in _views("eaai", "two", seed=3, limit=12)
                 if v.seat == 0 and len(v.history) > len(odd.history))
    line = decide_message(replace(later, game_scores=odd.game_scores), sent, compact=True)
    assert line.startswith(b"{") and not json.loads(line)["new_hand"]


def test_the_worker_answers_compact_requests_as_the_strategy_chooses() -> None:
    """``serve`` fed the arena's requests for a few hands (compact ones among them)
    answers each with the action the same strategy chooses in the arena's process."""
    rules = RuleSet.preset("oklahoma")
    match = new_match(rules, seed=6)
    bots = {0: make_strategy("standard", seed=2), 1: make_strategy("standard", seed=3)}
    cache = HistoryCache()
    requests = [json.dumps({"type": "new_game", "seed": 2, "rules": rules.to_dict()})
                .encode() + b"\n"]
    expected = []
    for view in itertools.islice(decisions(match), 300):
        legal = view.legal_actions
        action = legal[0] if len(legal) == 1 else bots[view.seat].choose(view)
        if len(legal) > 1 and view.seat == 0:
            requests.append(decide_message(view, cache, compact=True))
            expected.append(action.text())
        match.apply(action, view.seat)
    assert sum(r.startswith(COMPACT) for r in requests) > len(requests) / 2
    out = io.BytesIO()
    serve("standard", io.BytesIO(b"".join([*requests, b"v-bad\n"])), out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answers[0]["type"] == "ready"
    assert [a["action"] for a in answers[1:-1]] == expected
    assert answers[-1]["type"] == "error"  # a malformed line, answered, not fatal


def test_a_module_class_worker_is_sent_json_only(bots: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The documented protocol holds for ``module:Class`` strategies: every request they
    are sent is JSON; the built-in levels' are compact where they may be."""
    sent: dict[bool, list[bytes]] = {False: [], True: []}
    real = isolated.decide_message

    def spy(view: SeatView, cache: HistoryCache, compact: bool = False) -> bytes:
        line = real(view, cache, compact)
        sent[compact].append(line)
        return line

    monkeypatch.setattr(isolated, "decide_message", spy)
    run_arena("isolation_bots:SeedKeeper", "standard", games=1, seed=3,
              rules=RuleSet.preset("eaai"), isolate=True)
    assert sent[False] and all(line.startswith(b"{") for line in sent[False])
    assert any(line.startswith(COMPACT) for line in sent[True])


def test_a_field_that_changes_during_a_hand_is_sent_again() -> None:
    """The fields that stay the same for a hand are left out of its later requests only
    while they do stay the same."""
    views = [v for v in _views("eaai", "two", seed=3, limit=12) if v.seat == 0]
    rules = views[0].rules
    sent, received = HistoryCache(), HistoryCache()
    view_from_json(json.loads(decide_message(views[0], sent))["view"], rules, received)
    changed = replace(views[1], scores=(7, 0), match_winner=1)
    request = json.loads(decide_message(changed, sent))
    assert not request["new_hand"] and request["view"]["scores"] == [7, 0]
    assert view_from_json(request["view"], rules, received) == changed
    request = json.loads(decide_message(replace(views[2], scores=(7, 0), match_winner=1),
                                        sent))
    assert "scores" not in request["view"]
    assert view_from_json(request["view"], rules, received).scores == (7, 0)


def test_a_field_that_changes_during_a_hand_is_sent_again_between_compact_requests() -> None:
    views = [v for v in _views("eaai", "two", seed=3, limit=12) if v.seat == 0]
    rules = views[0].rules
    sent, received = HistoryCache(), HistoryCache()
    first = decide_message(views[0], sent, compact=True)
    assert first.startswith(COMPACT_FIRST)
    assert view_from_compact(first, received, rules) == views[0]
    changed = replace(views[1], scores=(7, 0), match_winner=1)
    request = json.loads(decide_message(changed, sent, compact=True))
    assert not request["new_hand"] and request["view"]["scores"] == [7, 0]
    assert view_from_json(request["view"], rules, received) == changed
    later = replace(views[2], scores=(7, 0), match_winner=1)
    line = decide_message(later, sent, compact=True)
    assert line.startswith(COMPACT)
    assert view_from_compact(line, received) == later


# ------------------------------------------------------------------ bots, as files
BOTS = '''
import gc
import json
import os
import sys
import time

from gin_desktop.ai import StrategyLoadError, make_strategy


def find_match():
    """Every way a strategy in the arena's process could reach the live match."""
    from gin_desktop.engine.match import Match
    frame = sys._getframe(1)
    while frame is not None:
        for value in list(frame.f_locals.values()):
            if isinstance(value, Match):
                return value
        frame = frame.f_back
    for obj in gc.get_objects():
        if isinstance(obj, Match):
            return obj
    return None


class Cheater:
    """Plays the baseline, but reads the opponent's hidden hand where it can find it:
    then it never knocks into an undercut, holds for gin against a weak hand, and
    takes whichever of the pile and the stock's real top card is better."""

    name = "cheater"

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)

    def _log(self, found):
        with open(os.environ["CHEATER_LOG"], "a") as log:
            log.write("found\\n" if found else "nothing\\n")

    def choose(self, view):
        from gin_desktop.engine import melds
        from gin_desktop.engine.actions import ActionKind
        match = find_match()
        self._log(match is not None)
        action = self.honest.choose(view)
        if match is None:
            return action
        hand = match.hand
        theirs = hand.hands[view.opponent]
        if action.kind is ActionKind.KNOCK:
            mine = [c for c in view.hand if c is not action.card]
            dw = melds.deadwood_points(mine)
            if dw and melds.deadwood_points(theirs) <= dw + 2:
                return next(a for a in view.legal_actions
                            if a.kind is ActionKind.DISCARD and a.card is action.card)
        if action.kind in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD) and hand.stock:
            top, nxt = view.upcard, hand.stock[-1]
            def after(card):
                cards = [*view.hand, card]
                return min(melds.deadwood_points([c for c in cards if c is not x])
                           for x in cards)
            wanted = ActionKind.DRAW_DISCARD if after(top) < after(nxt) else ActionKind.DRAW_STOCK
            return next((a for a in view.legal_actions if a.kind is wanted), action)
        return action


class SeedKeeper:
    """Writes down every number it is given, to show no deal seed is among them."""

    name = "seed-keeper"

    def __init__(self, seed=0):
        with open(os.environ["SEED_LOG"], "a") as log:
            log.write(f"{seed}\\n")
        self.honest = make_strategy("standard", seed=seed)

    def choose(self, view):
        return self.honest.choose(view)


class Sleeper:
    name = "sleeper"

    def choose(self, view):
        if len(view.history) > 6:
            time.sleep(2.0)
        return view.legal_actions[0]


class Liar:
    """Discards a card it does not hold."""

    name = "liar"

    def choose(self, view):
        from gin_desktop.engine.actions import Action, ActionKind
        from gin_desktop.engine.cards import FULL_DECK
        if len(view.hand) == 11:
            card = next(c for c in FULL_DECK if c not in view.hand)
            return Action(ActionKind.DISCARD, card)
        return view.legal_actions[0]


class Crasher:
    name = "crasher"

    def choose(self, view):
        raise RuntimeError("out of ideas")


class Shrugger:
    """Answers with something that is not an action: the text of one."""

    name = "shrugger"

    def choose(self, view):
        return view.legal_actions[0].text()


class Chatty:
    name = "chatty"

    def choose(self, view):
        print("thinking about", view.hand)
        print(json.dumps({"type": "action", "action": "stock"}))
        return view.legal_actions[-1]


class LowLevelChatty:
    """Writes past ``print``: straight to descriptor 1, through ``sys.__stdout__`` and
    from a child process, once each, then plays honestly."""

    name = "low-level-chatty"
    spoken = False

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)

    def choose(self, view):
        if not LowLevelChatty.spoken:
            LowLevelChatty.spoken = True
            os.write(1, b"progress\\n")
            sys.__stdout__.write("more progress\\n")
            sys.__stdout__.flush()
            os.system("echo from a child process")
        return self.honest.choose(view)


class Garbler:
    """Once in the whole run, writes a line that is not an answer into every pipe it has
    (the protocol's among them), then plays honestly."""

    name = "garbler"

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)

    def choose(self, view):
        import stat
        marker = os.environ["SEED_LOG"] + ".garbled"
        if not os.path.exists(marker):
            open(marker, "w").close()
            for fd in range(1, 20):
                try:
                    if stat.S_ISFIFO(os.fstat(fd).st_mode):
                        os.write(fd, b"garbage\\n")
                except OSError:
                    pass
        return self.honest.choose(view)


#: The first deal this process saw, kept at module level (a second game in the same
#: process, dealt the same cards as the first of its pair, would find it here).
REMEMBERED = []


class Rememberer:
    """Writes down, at each game's first decision, whether its process has already
    seen a game."""

    name = "rememberer"

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)
        self.first = True

    def choose(self, view):
        if self.first:
            self.first = False
            with open(os.environ["SEED_LOG"], "a") as log:
                log.write(f"{os.getpid()} {len(REMEMBERED)}\\n")
            REMEMBERED.append(tuple(view.hand))
        return self.honest.choose(view)


class HandRecorder:
    """Writes the cards it was dealt for the first hand of each game to a file, which
    outlives its process: the memory a new process per game does not take away."""

    name = "hand-recorder"

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)
        self.first = True

    def choose(self, view):
        if self.first:
            self.first = False
            with open(os.environ["SEED_LOG"], "a") as log:
                log.write(" ".join(sorted(map(str, view.hand))) + "\\n")
        return self.honest.choose(view)


class Spawner:
    """Starts a process that outlives its decision (and writes its id down)."""

    name = "spawner"

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)
        self.first = True

    def choose(self, view):
        import subprocess
        if self.first:
            self.first = False
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
            with open(os.environ["SEED_LOG"], "a") as log:
                log.write(f"{child.pid}\\n")
        return self.honest.choose(view)


class Reader:
    """Reads its standard input at its first decision."""

    name = "reader"

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)

    def choose(self, view):
        input()
        return self.honest.choose(view)


class Ponderer:
    """Keeps a thread ticking every millisecond, and writes down at each of its first
    ten decisions how many ticks came since its last answer."""

    name = "ponderer"
    ticks = 0

    def __init__(self, seed=0):
        import threading
        self.honest = make_strategy("standard", seed=seed)
        self.after = None
        self.decisions = 0
        threading.Thread(target=self.tick, daemon=True).start()

    @classmethod
    def tick(cls):
        while True:
            time.sleep(0.001)
            cls.ticks += 1

    def choose(self, view):
        self.decisions += 1
        if self.after is not None and self.decisions <= 10:
            with open(os.environ["SEED_LOG"], "a") as log:
                log.write(f"{Ponderer.ticks - self.after}\\n")
        self.after = Ponderer.ticks
        return self.honest.choose(view)


class SlowStarter:
    """Takes 50 ms over each of its first ten decisions."""

    name = "slow-starter"

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)
        self.decisions = 0

    def choose(self, view):
        self.decisions += 1
        if self.decisions <= 10:
            time.sleep(0.05)
        return self.honest.choose(view)


class Quitter:
    name = "quitter"

    def choose(self, view):
        sys.exit(3)


class Hog:
    """Plays the baseline, but keeps 64 MB more at every decision."""

    name = "hog"

    def __init__(self, seed=None):
        self.honest = make_strategy("standard", seed=seed)
        self.kept = []

    def choose(self, view):
        self.kept.append(bytearray(64 * 1024 * 1024))
        return self.honest.choose(view)
'''


@pytest.fixture
def bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "isolation_bots.py").write_text(BOTS)
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("CHEATER_LOG", "SEED_LOG"):
        monkeypatch.setenv(name, str(tmp_path / f"{name.lower()}.txt"))
    return tmp_path


def test_a_cheater_in_its_own_process_finds_no_match(bots: Path) -> None:
    rules = RuleSet.preset("eaai")
    log = bots / "cheater_log.txt"
    # Run in the arena's process, the same code finds the match and plays on it ...
    inside = run_arena("isolation_bots:Cheater", "standard", games=24, seed=5, rules=rules,
                       isolate=False)
    lines = log.read_text().split()
    assert lines and set(lines) == {"found"}
    log.unlink()
    # ... isolated (the default for module:Class), it finds nothing, every time.
    report = run_arena("isolation_bots:Cheater", "standard", games=60, seed=5, rules=rules)
    assert report["isolated"] == {"a": True, "b": False}
    lines = log.read_text().split()
    assert len(lines) > 500 and set(lines) == {"nothing"}
    assert report["forfeits"] == {"a": 0, "b": 0}
    # Isolated, it is the baseline against the baseline: no better than chance.
    lo, _hi = wilson_interval(report["wins"]["a"], report["games"])
    assert lo < 0.5
    assert inside["a_win_rate"] > report["a_win_rate"]


def test_no_deal_seed_reaches_a_strategy(bots: Path) -> None:
    for seed in (None, 7):
        report = run_arena("isolation_bots:SeedKeeper", "standard", games=6, seed=seed,
                           rules=RuleSet.preset("eaai"))
        assert report["seed_given"] is (seed is not None)
        run_seed = report["seed"]
        given = {int(x) for x in (bots / "seed_log.txt").read_text().split()}
        deals = {match_seed(run_seed, i, paired) for i in range(6) for paired in (True, False)}
        assert given and not given & (deals | {run_seed})
    # Without --seed, the run seed comes from os.urandom: two runs differ.
    one = run_arena("standard", "standard", games=2)
    two = run_arena("standard", "standard", games=2)
    assert one["seed"] != two["seed"] and one["seed"] > 2**32


@pytest.mark.parametrize(("bot", "why", "isolate"), [
    ("Sleeper", "late", True), ("Liar", "illegal", True), ("Shrugger", "illegal", True),
    ("Crasher", "crashed", True),
    # In the arena's process (``--no-isolate``) the same answers lose the same way, and
    # the run goes on to its last game.
    ("Liar", "illegal", False), ("Shrugger", "illegal", False), ("Crasher", "crashed", False)])
def test_a_late_illegal_or_crashing_answer_loses_the_game(bots: Path, why: str,
                                                          bot: str, isolate: bool) -> None:
    report = run_arena(f"isolation_bots:{bot}", "standard", games=3, seed=2,
                       rules=RuleSet.preset("eaai"), time_limit_ms=300,
                       isolate=None if isolate else False)
    assert report["forfeits"] == {"a": 3, "b": 0}
    assert report["wins"] == {"a": 0, "b": 3}
    details = report["forfeit_details"]
    assert [d["side"] for d in details] == ["a"] * 3
    assert all(d["why"].startswith(why) for d in details), details


@pytest.mark.skipif(sys.platform == "win32", reason="the bound is POSIX's RLIMIT_AS")
def test_a_strategy_over_its_memory_limit_loses_the_game(bots: Path) -> None:
    report = run_arena("isolation_bots:Hog", "standard", games=2, seed=2,
                       rules=RuleSet.preset("eaai"), memory_limit_mb=400)
    assert report["memory_limit_mb"] == 400
    assert report["forfeits"] == {"a": 2, "b": 0}
    assert all(d["why"] == "crashed: over its memory limit of 400 MB (MemoryError)"
               for d in report["forfeit_details"]), report["forfeit_details"]


def test_an_isolated_module_is_never_imported_by_the_arena(bots: Path) -> None:
    """Its module-level code could start a thread that reads the match later."""
    import sys

    (bots / "import_spy.py").write_text(
        "import os\n"
        "with open(os.environ['SEED_LOG'], 'a') as log:\n"
        "    log.write(str(os.getpid()) + '\\n')\n"
        "from gin_desktop.ai import StandardStrategy as Bot\n")
    run_arena("import_spy:Bot", "standard", games=2, seed=1, rules=RuleSet.preset("eaai"))
    assert "import_spy" not in sys.modules
    pids = (bots / "seed_log.txt").read_text().split()
    assert pids and str(os.getpid()) not in pids


def test_an_isolated_strategy_that_cannot_load_is_refused_clearly(bots: Path) -> None:
    with pytest.raises(StrategyLoadError, match="no class 'Nobody'"):
        run_arena("isolation_bots:Nobody", "standard", games=2, seed=1)
    with pytest.raises(StrategyLoadError, match="cannot import 'no_such_bots'"):
        run_arena("no_such_bots:Bot", "standard", games=2, seed=1)


def test_a_strategy_that_prints_does_not_disturb_the_protocol(bots: Path) -> None:
    report = run_arena("isolation_bots:Chatty", "standard", games=2, seed=3,
                       rules=RuleSet.preset("eaai"))
    assert report["forfeits"] == {"a": 0, "b": 0}


def test_output_written_past_print_does_not_disturb_the_protocol(bots: Path) -> None:
    """Descriptor 1 of the worker goes to stderr: a line written there by C code, by
    ``sys.__stdout__`` or by a child process is not taken for an answer."""
    report = run_arena("isolation_bots:LowLevelChatty", "standard", games=4, seed=3,
                       rules=RuleSet.preset("eaai"))
    assert report["forfeits"] == {"a": 0, "b": 0}


def test_a_lost_game_does_not_lose_the_next(bots: Path) -> None:
    """A line that is not an answer loses that game; the worker, out of step with the
    protocol, is replaced, so the next games start in step."""
    report = run_arena("isolation_bots:Garbler", "standard", games=3, seed=2,
                       rules=RuleSet.preset("eaai"))
    assert report["forfeits"] == {"a": 1, "b": 0}
    assert report["forfeit_details"][0]["game"] == 0


def test_every_game_of_a_module_class_strategy_has_a_process_of_its_own(bots: Path) -> None:
    """The two games of a pair are dealt the same cards: a strategy must not carry the
    first game's cards into the second in a module-level variable."""
    run_arena("isolation_bots:Rememberer", "standard", games=4, seed=5,
              rules=RuleSet.preset("eaai"))
    rows = [line.split() for line in (bots / "seed_log.txt").read_text().splitlines()]
    assert len(rows) == 4
    assert [seen for _pid, seen in rows] == ["0"] * 4
    assert len({pid for pid, _seen in rows}) == 4


def test_the_command_line_isolates_and_reports(bots: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standard", "isolation_bots:Sleeper", "--games", "2", "--seed", "1",
                 "--time-limit", "250", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["isolated"] == {"a": False, "b": True}
    assert report["forfeits"]["b"] == 2 and report["time_limit_ms"] == 250
    assert report["memory_limit_mb"] == 2048
    assert main(["standard", "standard", "--games", "2", "--isolate"]) == 0
    text = capsys.readouterr().out
    assert "forfeits standard 0" in text and "by repetition" in text
    assert main(["standard", "standard", "--time-limit", "0"]) == 2
    assert main(["standard", "standard", "--memory-limit", "-1"]) == 2


def test_the_documented_example_strategy_runs_isolated(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The example in docs/strategies.md, run as written, plays whole isolated games."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "strategies.md").read_text()
    marker = "<!-- example: my_bots.py -->"
    assert marker in doc
    code = doc.split(marker, 1)[1].split("```python", 1)[1].split("```", 1)[0]
    # Under a name of its own: the module is imported by the worker only, but other tests
    # write their own my_bots.py.
    (tmp_path / "documented_bots.py").write_text(textwrap.dedent(code))
    monkeypatch.syspath_prepend(str(tmp_path))
    report = run_arena("documented_bots:Sensible", "standard", games=4, seed=8,
                       rules=RuleSet.preset("eaai"))
    assert report["isolated"]["a"] and report["forfeits"] == {"a": 0, "b": 0}
    assert report["wins"]["a"] + report["wins"]["b"] == 4


def test_isolated_and_in_process_runs_agree() -> None:
    """The same seeds give the same games whether a level runs isolated or not."""
    rules = RuleSet.preset("eaai")
    here = run_arena("strong", "standard", games=2, seed=4, rules=rules, isolate=False)
    there = run_arena("strong", "standard", games=2, seed=4, rules=rules, isolate=True)
    keys = ("wins", "hands", "points", "gins", "undercuts", "knocks")
    assert {k: here[k] for k in keys} == {k: there[k] for k in keys}


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="needs two CPUs and a way to choose them")
def test_the_arena_and_its_workers_share_one_cpu_and_give_the_cpus_back() -> None:
    before = os.sched_getaffinity(0)
    worker = IsolatedStrategy("standard")
    worker.new_game(1, RuleSet.preset("eaai"))
    cpu = SharedCpu()
    try:
        cpu.place([worker.pid, None])
        mine = os.sched_getaffinity(0)
        assert len(mine) == 1 and mine <= before
        assert worker.pid is not None and os.sched_getaffinity(worker.pid) == mine
        # A worker started now runs there too, and plays as before.
        late = IsolatedStrategy("standard")
        try:
            late.new_game(2, RuleSet.preset("eaai"))
            assert late.pid is not None and os.sched_getaffinity(late.pid) == mine
        finally:
            late.close()
    finally:
        worker.close()
        cpu.release()
    assert os.sched_getaffinity(0) == before


@pytest.mark.parametrize("line", [
    b'{"type":"stop"}\n', b'{"type":"stop"}', b'{"type": "stop"} \r\n', b' {"type":"stop"}\n',
    b'{"a":[1,2.5,null,true,"\\u00e9\\ud800"]}\n', '{"é":"ü"}\n'.encode(),
    b'\xef\xbb\xbf{"type":"stop"}\n', '{"type":"stop"}'.encode("utf-16"),
    b'{"type":"stop"} x\n', b'{"type":"stop"\n', b'{"a":"\x01"}\n', b'{"a":"\xff"}\n', b'{}{}\n',
    b'', b'\n', b'[1]\n', b'{"a":NaN}\n',
])
def test_the_worker_reads_a_line_as_json_loads_does(line: bytes) -> None:
    def outcome(read: Any) -> Any:
        try:
            return ("value", read(line))
        except Exception as exc:
            return ("error", type(exc), str(exc))
    assert outcome(read_request) == outcome(json.loads)


def test_an_outside_strategy_never_meets_the_cards_it_was_dealt_before(bots: Path) -> None:
    """A strategy's files outlive its process: had the two games of a pair the same
    deals, in the second it would read its opponent's hand in what it wrote in the first.
    With an outside strategy isolated, every game is dealt its own cards."""
    report = run_arena("isolation_bots:HandRecorder", "isolation_bots:HandRecorder",
                       games=2, seed=5, rules=RuleSet.preset("eaai"))
    hands = (bots / "seed_log.txt").read_text().splitlines()
    assert len(hands) == 4 and len(set(hands)) == 4
    assert report["paired_deals"] is False and report["forfeits"] == {"a": 0, "b": 0}
    # Trusted strategies keep the pairs, which take the luck of the deal out.
    assert run_arena("standard", "standard", games=2, seed=5)["paired_deals"] is True
    assert run_arena("isolation_bots:HandRecorder", "standard", games=2, seed=5,
                     isolate=False)["paired_deals"] is True


def test_the_processes_a_strategy_starts_stop_with_its_worker(bots: Path) -> None:
    """A process left running could play on, or keep a CPU busy while the opponent
    thinks."""
    import time

    run_arena("isolation_bots:Spawner", "standard", games=2, seed=5,
              rules=RuleSet.preset("eaai"))
    pids = [int(p) for p in (bots / "seed_log.txt").read_text().split()]
    assert len(pids) == 2
    time.sleep(0.2)
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status") as status:
                state = next(line for line in status if line.startswith("State:"))
        except FileNotFoundError:
            continue  # gone
        assert "Z" in state.split()[1], f"{pid} still runs: {state}"


def test_a_strategy_that_reads_its_input_or_exits_is_told_clearly(bots: Path) -> None:
    """Standard input reads nothing (the requests arrive on a descriptor of their own), so
    ``input()`` fails at once; a worker that exits is reported with its exit code."""
    report = run_arena("isolation_bots:Reader", "standard", games=1, seed=5,
                       time_limit_ms=5000)
    assert [d["why"] for d in report["forfeit_details"]] == [
        "crashed: EOFError: EOF when reading a line"]
    report = run_arena("isolation_bots:Quitter", "standard", games=1, seed=5)
    assert [d["why"] for d in report["forfeit_details"]] == [
        "crashed: the worker has exited (exit code 3)"]


def test_nothing_of_an_outside_strategy_runs_in_its_opponents_time(bots: Path) -> None:
    """Its worker is stopped between its decisions: a thread it left running does not
    think (or take the CPU) while the opponent does."""
    report = run_arena("isolation_bots:Ponderer", "isolation_bots:SlowStarter", games=1,
                       seed=5, rules=RuleSet.preset("eaai"))
    assert report["forfeits"] == {"a": 0, "b": 0}
    gaps = [int(t) for t in (bots / "seed_log.txt").read_text().split()]
    # The opponent took 50 ms over each turn between: some 50 ticks had it run on.
    assert len(gaps) >= 5 and sum(gaps) / len(gaps) < 10, gaps
