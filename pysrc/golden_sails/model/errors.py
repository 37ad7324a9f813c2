"""The one base of every error a player, a link or a file can cause.

Each layer names its own faults (a bad move, a corrupt save, a link that is
not one, a name no player could have...), each a subclass of
:class:`InputError`, so a caller that answers people (the bridge, the command
line) catches this one class and knows the input was at fault and nothing
was changed; any other exception is a bug.
"""

from __future__ import annotations


class InputError(ValueError):
    """Input the game refuses: ``"<place>: <fault>"``; nothing was changed."""
