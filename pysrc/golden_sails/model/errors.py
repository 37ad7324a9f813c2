"""The one base of every error a player, a link or a file can cause.

Each layer names its own faults (a bad move, a corrupt save, a link that is
not one, a name no player could have...), each a subclass of
:class:`InputError`, so a caller that answers people (the bridge, the command
line) catches this one class and knows the input was at fault and nothing
was changed; any other exception is a bug.
"""

from __future__ import annotations

import re

# The place a message begins with: a field's path ("config.seats[2]", "g.version",
# "step"), never translated; French puts a no-break space before the colon.
_PLACE = re.compile(r"([A-Za-z_][\w.\[\]-]*)\u00a0?: ")


class InputError(ValueError):
    """Input the game refuses: ``"<place>: <fault>"``; nothing was changed.

    ``place``: where the fault lies (a link's parameter, a field), for a caller
    to act on without reading the words (the page: a step a link names that a
    lesson does not have goes to its first step).  Given, or else the path the
    message begins with (every message names its place first, in every
    language: tests/test_errors.py); None for a message that names none."""

    def __init__(self, message: str, place: str | None = None) -> None:
        super().__init__(message)
        if place is None:
            found = _PLACE.match(message)
            place = found[1] if found else None
        self.place = place
