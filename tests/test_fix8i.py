"""Issue 8, faults found by fresh tester 8f (engineer fix8i), with real SQLite records in tmp dirs.

1. Two helpers of one Director started at once: the one that lost the hold said so, then still
   took answers (shown as given, a score shown, "recorded by the other" said falsely) and ^O threw
   them all away. An answer in a helper that does not hold the ruling is now not applied: it stays
   on the line, the screen says why, and after ^O Enter gives it (tmux: the same steps by hand).
"""

from __future__ import annotations

import os

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen

from tests.support import press, squash


async def test_an_answer_in_a_helper_that_has_seen_it_lost_the_hold_is_not_applied(tmp_path):
    """A starts; B of the same Director starts and takes the holding (A has nothing in progress).
    A says so; an answer typed in A then stays on the line, not given, nothing saved or recorded;
    ^O takes the ruling back and Enter gives the answer, saved."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as a_store, RulingStore.open(path) as b_store:
        a = HelperApp(lang="en", store=a_store, heartbeat_seconds=3600)
        async with a.run_test(size=(80, 24)) as a_pilot:
            await a_pilot.pause()
            b = HelperApp(lang="en", store=b_store, heartbeat_seconds=3600)
            async with b.run_test(size=(80, 24)) as b_pilot:
                await b_pilot.pause()
                assert b.owns_draft and not isinstance(b.screen, TakeOverScreen)
                for _ in range(80):  # the early checks at 0.5, 1.5 and 3 s
                    await a_pilot.pause(0.05)
                    if a.record_problem is not None:
                        break
                assert not a.owns_draft and a._lost_to == os.getpid()  # seen before the answer
                for keys in (["1", "enter"], ["1", "enter"]):  # a second Enter neither
                    a.query_one("#answer").value = ""
                    await press(a_pilot, keys)
                    assert a.dialogue.answers == [] and a.query_one("#answer").value == "1"
                assert squash(a.error) == squash(
                    f"Not applied: another helper (process {os.getpid()}) holds this Director's ruling in "
                    "progress, so this answer would not be saved. It is kept on the line: ^O takes the ruling "
                    "back here, then Enter gives it; ^N starts a new ruling here.")
                draft = b_store.load_draft()
                assert draft is None or not draft.answers  # nothing of A's went anywhere
                await press(a_pilot, ["ctrl+o"])
                await a_pilot.pause(0.1)
                assert a.owns_draft and a.query_one("#answer").value == "1"
                await press(a_pilot, ["enter"])
                assert [(x.node, x.value) for x in a.dialogue.answers] == [("situation", "no_result")]
                assert a.error is None
        assert list(map(tuple, a_store.load_draft().answers)) == [("situation", "no_result")]  # saved
        assert a_store.rulings() == []  # nothing recorded by either helper
