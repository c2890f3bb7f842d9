"""The dialogue engine remembers the answers taken back (issue 7 A2): the question gone back
to offers its earlier answer, and the later ones stay on offer while each is given again."""

from __future__ import annotations

from decimal import Decimal

from helper.dialogue.engine import Answer, Dialogue

# The fouled board: no result, no Director's error, pairs, NS in no way at fault, EW directly at
# fault, 13 results (top 24), NS session 65%, EW session skipped.
FOULED = ["no_result", "no", "pairs", "none", "direct", 13, 65, None]


def fouled() -> Dialogue:
    dialogue = Dialogue()
    for value in FOULED:
        dialogue.answer(value)
    return dialogue


def test_no_earlier_answer_on_a_fresh_walk():
    dialogue = Dialogue()
    assert dialogue.earlier_answer is None
    dialogue.answer("no_result")
    assert dialogue.earlier_answer is None


def test_back_offers_each_earlier_answer_in_turn_and_the_same_answers_give_the_same_ruling():
    dialogue = fouled()
    answers, score = list(dialogue.answers), dialogue.ruling().score
    for _ in range(4):
        dialogue.back()
    assert dialogue.current.id == "ew_fault"
    assert dialogue.earlier_answer == Answer("ew_fault", "direct")
    offered = []
    while not dialogue.finished:
        earlier = dialogue.earlier_answer
        offered.append((earlier.node, earlier.value))
        dialogue.answer(earlier.value)
    assert offered == [("ew_fault", "direct"), ("board_results", Decimal(13)), ("ns_session_pct", Decimal(65)),
                       ("ew_session_pct", None)]
    assert dialogue.answers == answers
    assert dialogue.ruling().score == score
    assert dialogue.taken_back == []


def test_a_different_answer_forgets_the_later_ones():
    dialogue = fouled()
    for _ in range(4):
        dialogue.back()
    dialogue.answer("partly")  # EW partly at fault instead of directly
    assert dialogue.current.id == "board_results"
    assert dialogue.earlier_answer is None
    assert dialogue.taken_back == []


def test_restart_and_restore_forget_the_answers_taken_back():
    dialogue = fouled()
    dialogue.back()
    dialogue.restart()
    assert dialogue.taken_back == [] and dialogue.earlier_answer is None
    dialogue = fouled()
    dialogue.back()
    dialogue.restore([("situation", "no_result")])
    assert dialogue.taken_back == []


def test_the_offer_belongs_to_its_own_question_only():
    dialogue = fouled()
    dialogue.back()
    dialogue.back()  # at ns_session_pct; ew_session_pct's skip is further down
    assert dialogue.earlier_answer == Answer("ns_session_pct", Decimal(65))
    dialogue.back()
    assert dialogue.earlier_answer == Answer("board_results", Decimal(13))
