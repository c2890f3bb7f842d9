"""Three small screen defects from tester 9ap (issue 9, fix9ge).

1. After Back (Ctrl+P) to an answered question, the notice "Your earlier answer is on the answer
   line: Enter keeps it." stayed after the Director typed another answer over it (1, Ctrl+P, 2:
   Enter recorded 2, the status line still said Enter keeps 1). It is shown only while the line
   holds the earlier answer, and again when the earlier answer is typed back.
"""

from __future__ import annotations

from helper.tui.app import HelperApp
from tests.test_fix7f import EARLIER, press_each, recorded, typed
from tests.test_tui_keys import line, status


async def test_another_choice_typed_after_back_hides_the_earlier_answer_notice():
    """The tester's keys: 1 Enter, Ctrl+P, 2: the line holds 2, not the earlier 1, so the status
    line no longer says Enter keeps it; 1 typed back says it again; 2 Enter records the second
    choice of the first question (not the earlier first one)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.question_node
        values = [c.value for c in first.choices]
        await press_each(pilot, ["1", "enter"])
        assert recorded(app) == [(first.id, values[0])]
        await press_each(pilot, ["ctrl+p"])
        assert app.question_node.id == first.id and line(app).value == "1"
        assert EARLIER in status(app)
        await press_each(pilot, ["2"])
        assert line(app).value == "2"
        assert EARLIER not in status(app)
        await press_each(pilot, ["backspace", "1"])
        assert line(app).value == "1"
        assert EARLIER in status(app)  # the earlier answer typed back: Enter keeps it again
        await press_each(pilot, ["backspace", "2"])
        assert EARLIER not in status(app)
        await press_each(pilot, ["enter"])
        assert recorded(app) == [(first.id, values[1])]
        assert EARLIER not in status(app)


async def test_another_result_typed_after_back_hides_the_earlier_answer_notice():
    """A text question (the result at the table, Law 87B's fouled board): 4SN= answered, Ctrl+P,
    4SN-1 typed over it: the notice goes (the line reads as the new result); 4SN= typed back
    brings it again; 4SN-1 Enter records 4SN-1."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press_each(pilot, ["7", "enter", "1", "enter", "1", "enter"] + typed("4SN=") + ["enter"])
        assert recorded(app)[-1] == ("fouled_table", "4SN=")
        await press_each(pilot, ["ctrl+p"])
        assert line(app).value == "4SN=" and EARLIER in status(app)
        await press_each(pilot, typed("4SN-1"))
        assert line(app).value == "4SN-1"
        assert EARLIER not in status(app)
        await press_each(pilot, ["backspace", "backspace", "equals_sign"])
        assert line(app).value == "4SN="
        assert EARLIER in status(app)
        await press_each(pilot, ["backspace", "minus", "1", "enter"])
        assert recorded(app)[-1] == ("fouled_table", "4SN-1")
        assert EARLIER not in status(app)


async def test_a_number_emptied_after_back_hides_the_earlier_answer_notice():
    """A number question (the board due 13 times): 13 answered, Ctrl+P, the line emptied
    (Backspace on the selected 13): Enter would skip it, not keep 13, so the notice goes."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press_each(pilot, ["1", "enter"] * 5 + ["1", "3", "enter"])
        node = recorded(app)[-1][0]
        await press_each(pilot, ["ctrl+p"])
        assert app.question_node.id == node and line(app).value == "13" and EARLIER in status(app)
        await press_each(pilot, ["backspace"])
        assert line(app).value == ""
        assert EARLIER not in status(app)
        await press_each(pilot, ["1", "3"])
        assert EARLIER in status(app)
