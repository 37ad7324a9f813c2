"""Teaching: the lessons (:mod:`.lessons`), their scenes (:mod:`.scenes`), the
replays of a finished game (:mod:`.replays`), studies (a game's steps with
its author's notes and questions, as a link: :mod:`.study_link`,
:mod:`.studies`), the rules reference
(:mod:`.reference`), the rulebook's worked examples (:mod:`.examples`), and what
the build renders from them ahead of time (:mod:`.prebuilt`).

Layer: beside :mod:`golden_sails.tools`, which it must not know; may import app,
bots, game, scoring and model; only the bridge imports it.
"""
