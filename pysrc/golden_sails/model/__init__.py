"""The game's things, before any rule moves them: the cards and the deck (R1-R3,
R19), the table's reference cards, the placements, the seeded random numbers,
the words' glossary, and the checks of what a person types (JSON text, seats,
player names).

Layer: the lowest.  May import nothing of golden_sails but :mod:`golden_sails.data`
(the checked-in JSON it loads); everything else may import it.
"""
