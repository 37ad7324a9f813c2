"""The command line (:mod:`.cli`, ``python -m golden_sails``) and self-play
(:mod:`.selfplay`: whole games between computer players, scored).

Layer: beside :mod:`golden_sails.teach`, which it must not know; may import app,
bots, game, scoring and model; only the bridge imports it (self-play's final
score), never the command line.
"""
