"""The game itself: ``step(state, move) -> state`` (:mod:`.engine`), what happened
(:mod:`.events`), what one viewer may see (:mod:`.view`, :mod:`.log`) and the
words for it all (:mod:`.words`).

Layer: above :mod:`golden_sails.scoring` (the end of the game scores through it)
and :mod:`golden_sails.model`; may import those two only.
"""
