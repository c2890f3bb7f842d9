"""A number typed at a choice question is a number: out of range it answers nothing.

Session 34's last look (fresh clone, README's run command, ``helper --lang zh``): "8" then Enter at the first
question (7 answers) recorded the 7th, "错牌：…（第87条）", because "8" is in its label's "87" (word matching). A Director
who mistypes a number must get the refusal, never an answer he did not give (issue 5's kind).
"""
import pytest

from helper.dialogue.engine import Dialogue
from helper.dialogue.ruling import AnswerError
from helper.dialogue.render import interpret
from helper.tui.app import HelperApp

from tests.support import squash
from tests.test_tui_keys import highlighted, line, status


def _situation():
    dialogue = Dialogue()
    node = dialogue.current
    assert node.id == "situation" and len(node.choices) == 7  # the 7th: "… fouled … (Law 87)"
    return node


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("typed", ["8", "87", "0", "00", "８", "８７", "8.", " 87 ", "-8", "8 7", "0.8"])
def test_digits_out_of_range_answer_nothing(lang, typed):
    with pytest.raises(AnswerError) as caught:
        interpret(_situation(), typed, lang, values=False)
    assert caught.value.code == "choice"


@pytest.mark.parametrize("lang, typed, value", [
    ("en", "7", "fouled"), ("zh", "７", "fouled"), ("el", "07", "fouled"), ("en", "1", "no_result"),
    ("en", "fouled", "fouled"), ("zh", "错牌", "fouled"),  # words of the label still answer
])
def test_numbers_in_range_and_words_still_answer(lang, typed, value):
    assert interpret(_situation(), typed, lang, values=False) == value


@pytest.mark.parametrize("lang, message", [
    ("en", "8 is not one of the answers: type 1-7 or words of an answer, or move with ↑ ↓, then Enter."),
    ("zh", "8 不是可选答案之一：请输入 1-7 或答案中的文字，或用 ↑ ↓ 移动，然后按 Enter。"),
    ("el", "Το 8 δεν είναι μία από τις απαντήσεις: πληκτρολογήστε 1-7 ή λέξεις μιας απάντησης, "
           "ή μετακινηθείτε με ↑ ↓, και μετά Enter."),
])
async def test_eight_then_enter_at_seven_answers_records_nothing(lang, message):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("8")
        await pilot.pause()
        assert highlighted(app) is None  # nothing shown as the answer Enter would take
        await pilot.press("enter")
        await pilot.pause()
        assert app.dialogue.answers == []
        assert app.dialogue.current.id == "situation"
        assert squash(message) in squash(status(app))
        assert line(app).value == "8"  # kept, selected: the next key replaces it
        await pilot.press("7", "enter")
        await pilot.pause()
        assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "fouled")]
