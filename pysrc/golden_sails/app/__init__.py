"""The app around one game: the session the page keeps (:mod:`.session`), the
screen it shows next (:mod:`.screens`, :mod:`.explain`), saves and links
(:mod:`.saves`, :mod:`.links`, :mod:`.replay_link`), and the score pad's table
(:mod:`.scorepad`).

Layer: above :mod:`golden_sails.bots` (a session seats computer players); may
import bots, game, scoring and model, never teach, tools or the bridge.
"""
