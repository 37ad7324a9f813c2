"""One base for every error a player, a link or a file can cause
(golden_sails.model.errors.InputError): the bridge catches that one class."""

from __future__ import annotations

import importlib
import inspect
import json
import pkgutil
from collections.abc import Callable

import pytest

import golden_sails
from golden_sails import InputError, bridge

# Not the input's fault, or never seen by a caller: the command line's own
# wrapper of a refusal, which it prints and exits with; a computer player's view
# that no game could have given (a bug: the view is always the engine's).
NOT_REFUSALS = {"golden_sails.tools.cli._BadInput", "golden_sails.bots.world.WorldError"}


def _error_classes() -> dict[str, type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(golden_sails.__path__, "golden_sails."):
        if info.name.endswith("__main__"):
            continue  # running it is the command line
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if (inspect.isclass(value) and issubclass(value, BaseException)
                    and value.__module__ == info.name):
                found[f"{info.name}.{name}"] = value
    return found


def test_every_error_class_of_the_core_is_an_input_error() -> None:
    classes = _error_classes()
    assert len(classes) > 15  # every layer's: moves, saves, links, names, the score pad...
    strays = [name for name, cls in classes.items()
              if name not in NOT_REFUSALS and not issubclass(cls, InputError)]
    assert strays == []
    assert issubclass(InputError, ValueError)  # DESIGN.md: domain errors are ValueErrors


@pytest.mark.parametrize(
    ("call", "fault"),
    [
        (lambda: bridge.start('{"names": ["Ann"]}', 1), "names"),
        (lambda: bridge.score('{"players": [}'), "invalid JSON"),
        (lambda: bridge.load('{"format": "golden-sails-save", "version": 99}', None), "version"),
        (lambda: bridge.replay("#/replay?g=zz", 0), "g"),
        (lambda: bridge.scene("chess", 1), "chess"),
    ],
)
def test_the_bridge_answers_each_refusal_by_its_place(
    call: Callable[[], str], fault: str
) -> None:
    answer = json.loads(call())
    assert answer["ok"] is False
    assert fault in answer["error"]
    assert not answer["error"].startswith("internal error")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "pl"])
@pytest.mark.parametrize(
    ("call", "place", "code"),
    [
        (("start", '{"names": ["Ann"]}', 1), "config.names", "ConfigError"),
        (("load", '{"format": "golden-sails-save", "version": 99}', None), "version", "SaveError"),
        (("replay", "#/replay?g=zz", 0), "g", "ReplayLinkError"),
        (("scene", "chess", 1), "name", "SceneError"),
        (("scene", "setup", 99), "step", "SceneError"),
        (("score", '{"players": [}'), None, "ScorePadError"),  # a place in the text, no field
    ],
)
def test_a_refusal_names_its_place_and_kind_the_same_in_every_language(
    lang: str, call: tuple[object, ...], place: str | None, code: str
) -> None:
    """The page acts on a fault's place and code (docs/protocol.md, "Faults"),
    never on its words, which are the player's language."""
    answer = json.loads(bridge.in_language(lang, *call))
    assert (answer["ok"], answer["place"], answer["code"]) == (False, place, code)
    if place is not None:
        assert answer["error"].startswith(place)
