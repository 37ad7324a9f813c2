"""Guided scenes: the rulebook's worked examples of play, step by step.

A scene is a real game (a config and a seed) and a script of moves, each with
the rulebook's words for it.  Nothing is staged: every step is the engine's
own state after the script's moves, and a move the rules refuse would fail
the scene's test (tests/test_scenes.py).  The page draws a step with
:func:`scene_step`; the reader taps the one scripted move to go on.

The rulebook's scoring examples are score-pad tables instead
(web/static/js/ui/scorepad-examples.js): they need piles, not a round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .engine import GameConfig, GameError, Move, State, replay
from .screens import describe_move, seat_entries, seat_order, task
from .seats import HUMAN
from .view import view


class SceneError(GameError):
    """A scene or a step that does not exist."""


@dataclass(frozen=True)
class Beat:
    """One step of a scene: what the rulebook says, and the move it shows (None: words only)."""

    say: str
    move: Move | None = None


@dataclass(frozen=True)
class Scene:
    name: str
    title: str
    source: str  # where in the rulebook
    config: GameConfig
    seed: int
    beats: tuple[Beat, ...]

    def moves(self, upto: int) -> list[Move]:
        """The scripted moves played before step ``upto`` (0-based)."""
        return [beat.move for beat in self.beats[:upto] if beat.move is not None]


# The rulebook's examples under "2. Assign the Experts" and "3. Take the Goods":
# one round of a 3-player game, Andy first.  Cards are numbered from the left
# (card 1 is position 0), so "the central card" is position 1.  The seed only
# chooses which three cards lie there; the example names no card.
EXPERTS_ROUND: Final = Scene(
    name="experts",
    title="A round of Experts (3 players)",
    source='Rulebook, "2. Assign the Experts" and "3. Take the Goods"',
    config=GameConfig(names=("Andy", "Bob", "Cathy"), animal_reference="IV"),
    seed=2024,
    beats=(
        Beat(
            "Andy is the first player. He has revealed three Goods cards from the deck, "
            "one for each player. Every card has five Areas; the Expert put beside it "
            "decides which Good it is."
        ),
        Beat(
            "Andy places the Armourer card near the central Goods card; thus this Good "
            "becomes a Weapon.",
            {"type": "assign", "card": 1, "expert": "armourer"},
        ),
        Beat(
            "Then Bob, sitting to the left of Andy, plays his Hunter on the rightmost "
            "Goods card and turns it into an Animal.",
            {"type": "assign", "card": 2, "expert": "hunter"},
        ),
        Beat(
            "Finally, Cathy places her Cook near the last Goods card: from now on this "
            "Good is considered to be Spice.",
            {"type": "assign", "card": 0, "expert": "cook"},
        ),
        Beat(
            "Cathy was the last to play her Expert, so she is the first to choose a Goods "
            "card now. She takes the Weapon card and places it in front of herself "
            "with the Weapon Area up. Then she discards the Armourer played on it.",
            {"type": "take", "card": 1},
        ),
        Beat(
            "After that Bob takes the Animal card, and discards the Hunter played on it.",
            {"type": "take", "card": 2},
        ),
        Beat(
            "Andy has little choice: he can only take Spice. However he doesn't need it, "
            "so he uses his right to change the type of the Good. Andy takes the Cook "
            "to his supply and plays his Jeweler instead: the last Good is now a Gem. "
            "He takes it, announces its class, and places it face down. The Jeweler is "
            "discarded.",
            {"type": "take", "card": 0, "swap": "jeweler"},
        ),
        Beat(
            "The round is over. Each player holds four Experts; Andy's are two Cooks, a "
            "Hunter and a Sorcerer, as he took the Cook back. The First Player card passes "
            "clockwise to Bob, who reveals the next three cards. After four rounds "
            "the Experts come back."
        ),
    ),
)

SCENES: Final[dict[str, Scene]] = {scene.name: scene for scene in (EXPERTS_ROUND,)}


def get_scene(name: object) -> Scene:
    if not isinstance(name, str) or name not in SCENES:
        raise SceneError(f"name: {name!r} is not a scene (one of {', '.join(SCENES)})")
    return SCENES[name]


def scene_state(scene: Scene, step: int) -> State:
    """The game at ``step`` (0-based): the scene's moves before it, replayed."""
    return replay(scene.config, scene.seed, scene.moves(step))


def scene_step(name: object, step: object) -> dict[str, Any]:
    """What the page draws for step ``step`` (1-based, as the page and links count).

    The words, the table, and the one move to tap.

    The view is the table's (viewer None): a scene has no hidden hand to keep
    (R10 still holds: Andy's Gem shows only in its announcement, R8).  Its
    ``legal_moves`` is the scripted move alone, so the only button is the one
    the rulebook plays next.
    """
    scene = get_scene(name)
    count = len(scene.beats)
    if isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= count:
        raise SceneError(f"step: {step!r} is not a step of this scene (1-{count})")
    beat = scene.beats[step - 1]
    shown = view(scene_state(scene, step - 1), None)
    shown["legal_moves"] = [beat.move] if beat.move is not None else []
    return {
        "moves": [describe_move(shown, m) for m in shown["legal_moves"]],
        "task": task(shown),
        "seats": seat_entries(shown, (HUMAN,) * scene.config.players),
        "seat_order": seat_order(shown),
        "scene": {
            "name": scene.name,
            "title": scene.title,
            "source": scene.source,
            "steps": count,
            "config": scene.config.to_json(),
        },
        "step": step,
        "say": beat.say,
        "move": beat.move,
        "view": shown,
    }
