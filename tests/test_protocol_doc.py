"""docs/protocol.md names every field of the answer a seat gets (issue 33): a
field added to the declarations (golden_sails.game.seen, golden_sails.app.protocol)
without a word on that page fails here."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from golden_sails.app import protocol
from golden_sails.game import seen

DOC = Path(__file__).resolve().parents[1] / "docs" / "protocol.md"


def _declared() -> list[tuple[str, str]]:
    out = []
    for module in (seen, protocol):
        for name, value in vars(module).items():
            if (isinstance(value, type) and typing.is_typeddict(value)
                    and value.__module__ == module.__name__):
                out += [(name, key) for key in typing.get_type_hints(value)]
    return out


def test_the_declarations_are_found() -> None:
    names = {name for name, _ in _declared()}
    assert {"View", "Screen", "GameAnswer", "SceneAnswer", "ReplayAnswer", "Fault"} <= names


@pytest.mark.parametrize(("declared", "field"), _declared(), ids=lambda v: str(v))
def test_every_field_is_named_in_the_protocols_page(declared: str, field: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    assert re.search(rf"`{re.escape(field)}`|[{{\s,]{re.escape(field)}[,}}\s]", text), (
        f"{declared}.{field} is not named in docs/protocol.md"
    )


def test_the_page_states_the_version_it_documents() -> None:
    assert f"Version **{protocol.PROTOCOL}**" in DOC.read_text(encoding="utf-8")
