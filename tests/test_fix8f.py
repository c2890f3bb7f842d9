"""Issue 8, what a fresh tester (8c) found after fix8e (session 11, fix8f).

1: details amended (``helper rulings details ID ...``) on a ruling that a later record follows
(completes with its penalty, corrects) are refused with a pointer to the ruling in force, inside
the store's write transaction - the same rule as appeal outcomes (Laws 92, 93; issue 8).

Real SQLite files; the TUI through Textual's pilot; the command line through main().
"""

from __future__ import annotations

import json

import pytest

from helper.rulings import RulingStore, Superseded
from tests.support import assert_user_error, run
from tests.test_fix8e import data, penalty_after, store_path  # noqa: F401 (the fixture)


async def test_an_amendment_of_a_followed_ruling_points_to_the_ruling_in_force(data, capsys):  # noqa: F811
    # Ruling 1 with its penalty open, amended (table 9) and appealed (upheld) from another shell;
    # the penalty answered: record 2 completes ruling 1 (Law 90A).
    await penalty_after(data, capsys, ["rulings", "details", "1", "--table", "9", "--by", "Chief"],
                        ["rulings", "appeal", "1", "--outcome", "upheld"])
    capsys.readouterr()
    code, out, err = run(capsys, "rulings", "details", "1", "--board", "11", "--by", "Chief2")
    assert_user_error(code, out, err, "Ruling 1 is followed by ruling 2",
                      "helper rulings details 2 ...", "Nothing is recorded.")
    with RulingStore.open(store_path(data)) as store:
        # The store refuses too (another helper may have completed the ruling meanwhile).
        with pytest.raises(Superseded) as refused:
            store.amend_details(1, {"board": "11"}, "Chief2")
        assert (refused.value.ruling, refused.value.by) == (1, 2)
        first, second = store.rulings()
    assert [a.by for a in first.amendments] == ["Chief"] and "board" not in first.details
    assert second.amendments == () and "board" not in second.details
    # On the ruling in force the amendment lands, and the log finds it by its board.
    code, out, err = run(capsys, "rulings", "details", "2", "--board", "11", "--by", "Chief2")
    assert code == 0 and "amended (amendment 1, by Chief2)" in err
    shown = json.loads(run(capsys, "rulings", "show", "2", "--json")[1])
    assert (shown["details"]["board"], shown["details"]["table"]) == (11, "9")
    listed = json.loads(run(capsys, "rulings", "list", "--board", "11", "--json")[1])
    assert [r["id"] for r in listed] == [2]
