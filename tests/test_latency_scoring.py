"""Issue 10 §2: the fast scoring gives exactly what a plain pairwise count gives.

Every expected value here comes from a brute-force count written in this file
(each score compared with every other, Law 78A: 2 per score beaten, 1 per tie
on the 2/1 scale; a weighted table worth each outcome's weight, Law 12C1(c)),
never from the functions under test. Boundaries: one result, all equal, ties,
weights that are not whole percents.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from helper.scoring.errors import ScoringError
from helper.scoring.matchpoints import matchpoint_all, matchpoints, rank_scores
from helper.scoring.notation import parse_field
from helper.scoring.weighted import weighted_matchpoints


def brute_matchpoints(scores: list[int], scale: int = 2) -> list[Fraction]:
    """Law 78A by comparing every pair: per score beaten ``scale``, per tie ``scale / 2``."""
    result = []
    for i, score in enumerate(scores):
        total = Fraction(0)
        for j, other in enumerate(scores):
            if i != j:
                total += scale if score > other else Fraction(scale, 2) if score == other else 0
        result.append(total)
    return result


def brute_weighted(outcomes, field, scale=2):
    """Law 12C1(c) by hand: each outcome's matchpoints against the field, weighted; each
    other table against the rest of the field and against each outcome by its weight."""
    weights = [(Fraction(w), s) for w, s in outcomes]

    def versus(a, b):
        return scale if a > b else Fraction(scale, 2) if a == b else 0

    ns = sum(w * sum(versus(s, o) for o in field) for w, s in weights) / 100
    others = []
    for i, other in enumerate(field):
        rest = sum(versus(other, o) for j, o in enumerate(field) if j != i)
        others.append(rest + sum(w * versus(other, s) for w, s in weights) / 100)
    return ns, others


SCORES = (450, 420, 420, 170, 140, 650, -50, -100, -300, 0, 1430, -1460)


@pytest.mark.parametrize("scale", [2, 1])
@pytest.mark.parametrize("size", [1, 2, 3, 17, 400])
def test_matchpoint_all_is_the_pairwise_count(size, scale):
    rng = random.Random(size * 10 + scale)
    scores = [rng.choice(SCORES) for _ in range(size)]
    assert matchpoint_all(scores, scale) == brute_matchpoints(scores, scale)


def test_one_result_scores_zero_of_a_zero_top():
    assert matchpoint_all([420]) == [0]
    assert rank_scores([420]) == {420: (0, 1)}


@pytest.mark.parametrize("scale, each", [(2, 1999), (1, Fraction(1999, 2))])
def test_all_equal_is_one_tie_each_with_every_other(scale, each):
    # 2,000 equal results: each ties the other 1,999 (1 or 1/2 each): the exact half of the top.
    assert matchpoint_all([-50] * 2000, scale) == [each] * 2000


def test_a_big_traveller_equals_the_pairwise_count_of_its_distinct_scores():
    # 20,001 results of a few scores: the pairwise count over every pair, grouped by
    # score (each score's beaten/tied counts are the same for every table holding it).
    rng = random.Random(10)
    scores = [rng.choice(SCORES) for _ in range(20_001)]
    counts = {s: scores.count(s) for s in set(scores)}
    expected = {s: sum(2 * n for o, n in counts.items() if o < s) + (counts[s] - 1) for s in counts}
    assert matchpoint_all(scores) == [expected[s] for s in scores]
    assert sum(matchpoint_all(scores)) == Fraction(2 * 20_000 * 20_001, 2)  # top x tables / 2


def test_matchpoints_of_one_score_agrees_with_the_pairwise_count():
    rng = random.Random(3)
    field = [rng.choice(SCORES) for _ in range(300)]
    for score in (420, 421, -1460, -2000, 2000):
        assert matchpoints(score, field) == brute_matchpoints([score] + field)[0]


@pytest.mark.parametrize("scale", [2, 1])
def test_weighted_matchpoints_is_the_count_by_hand(scale):
    rng = random.Random(scale)
    for _ in range(60):
        field = [rng.choice(SCORES) for _ in range(rng.randint(1, 30))]
        outcomes = rng.choice([
            [(100, rng.choice(SCORES))],
            [(50, 420), (30, 450), (20, -50)],
            [(Fraction(100, 3), 420), (Fraction(100, 3), 450), (Fraction(100, 3), 170)],  # thirds
            [("33.3", 420), ("33.3", -50), ("33.4", 420)],
            [("12.5", rng.choice(SCORES)), ("87.5", rng.choice(SCORES))],
        ])
        detail = weighted_matchpoints(outcomes, field, scale)
        ns, others = brute_weighted(outcomes, field, scale)
        assert detail.ns_mp == ns
        assert [mp for _s, mp in detail.field] == others
        assert detail.board_total == Fraction(scale * len(field) * (len(field) + 1), 2)


def test_weighted_matchpoints_a_third_is_exact():
    # Field +420, +170; a third each of +450, +420, +170 (top 4):
    # +450 beats both (4), +420 beats one and ties one (3), +170 ties one (1): (4 + 3 + 1) / 3 = 8/3.
    detail = weighted_matchpoints([(Fraction(100, 3), 450), (Fraction(100, 3), 420), (Fraction(100, 3), 170)],
                                  [420, 170])
    assert detail.ns_mp == Fraction(8, 3)
    # +420 (other table): beats +170 (2); vs the table: a third tie (1/3), a third beaten (2/3): 3.
    # +170: vs the table: a third tie (1/3): 1/3.
    assert detail.field == ((420, 3), (170, Fraction(1, 3)))


def test_a_traveller_read_once_per_distinct_result_keeps_order_and_errors():
    assert parse_field("+420, 4SN=, -50, +420, 3NTS+1") == [420, 420, -50, 420, 430]
    with pytest.raises(ScoringError) as raised:
        parse_field("+420, +421, +420")
    assert getattr(raised.value, "value", None) == "+421"
