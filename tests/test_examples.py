"""The rulebook's scoring examples, as the score pad offers them, score as the rulebook says."""

from __future__ import annotations

import json

import pytest

from golden_sails.app.scorepad import load_table
from golden_sails.scoring import score_table_json
from golden_sails.teach.examples import EXAMPLES, Example


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.key)
def test_each_example_scores_the_rulebooks_numbers(example: Example) -> None:
    sheet = score_table_json(load_table(json.dumps(example.table)))
    for seat, category, vp in example.checks:
        assert sheet["players"][seat][category] == vp, (seat, category)


def test_the_examples_have_unique_keys_and_words() -> None:
    keys = [e.key for e in EXAMPLES]
    assert len(set(keys)) == len(keys) >= 10
    assert all(e.title and e.text and e.checks for e in EXAMPLES)
