"""Merge fix-ups of session 21 (issue 9 §1 'nothing is lost', fresh tester 9ac).

An SSH drop without tmux delivered two hang-up signals to one review (SIGHUP, then SIGTERM): each wrote a
recovery file of the same unsaved text, and the next review offered the text back, then the one after it
offered it again. The kept text is written once per helper.
"""
from __future__ import annotations

import signal

from tests.test_review_fix9bi import hung_up_in_the_editor

TYPED = "如果对违规的纠正不正确，裁判可以判给调整分。"


async def test_two_hang_up_signals_keep_the_unsaved_text_once(checkout, state):
    _text, (first, second) = await hung_up_in_the_editor(checkout, "12A3", TYPED, (signal.SIGHUP, signal.SIGTERM))
    assert first is not None and second == first
    assert [p.name for p in state.iterdir()] == [first.name]  # one file, not two of the same text
