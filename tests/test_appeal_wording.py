"""Appeal outcomes as a fresh tester read them (issue 8, second pass): scores given in
matchpoints shown with their percent as those given in percent are, and outcomes numbered
within their own ruling in the CLI's answer, not across the whole log."""

from __future__ import annotations

from helper.rulings import RulingStore
from tests import support
from tests.support import run

from tests.test_log import _three, records

data = support.log_data  # a data directory of its own and the default settings

# The rulings of _three: pairs, 13 results, so a top of 2 x (13 - 1) = 24 MP (Law 78A).


def test_an_appeal_in_matchpoints_shows_the_percent_beside(data, capsys):
    _three(data, capsys)
    # 18 MP of 24 = 75%; 6 MP of 24 = 25% (by hand: 18 x 100 / 24, 6 x 100 / 24).
    assert run(capsys, "rulings", "appeal", "1", "--outcome", "changed", "--unit", "matchpoints", "--ns", "18",
               "--ew", "6")[0] == 0
    code, out, err = run(capsys, "rulings", "show", "1")
    assert "the ruling is changed: NS 75% = 18 MP, EW 25% = 6 MP." in out
    # 1 MP of 24 = 4.1666...% (4.17% to two decimals); 23 MP = 95.8333...% (95.83%); 24 MP the top = 100%.
    assert run(capsys, "rulings", "appeal", "2", "--outcome", "changed", "--unit", "matchpoints", "--ns", "1",
               "--ew", "23")[0] == 0
    assert run(capsys, "rulings", "appeal", "3", "--outcome", "changed", "--unit", "matchpoints", "--ns", "24",
               "--ew", "0")[0] == 0
    code, out, err = run(capsys, "rulings", "show", "2")
    assert "the ruling is changed: NS 4.17% = 1 MP, EW 95.83% = 23 MP." in out
    code, out, err = run(capsys, "rulings", "show", "3")
    assert "the ruling is changed: NS 100% = 24 MP, EW 0% = 0 MP." in out
    # An exact half: 3 MP of 24 = 12.5% (one decimal: no rounding); 15.5 MP = 64.58333...% -> 64.58%.
    assert run(capsys, "rulings", "appeal", "1", "--outcome", "changed", "--unit", "matchpoints", "--ns", "15.5",
               "--ew", "3")[0] == 0
    code, out, err = run(capsys, "rulings", "show", "1")
    assert "NS 64.58% = 15.5 MP, EW 12.5% = 3 MP." in out


def test_appeal_outcomes_are_numbered_within_their_ruling(data, capsys):
    _three(data, capsys)
    code, out, err = run(capsys, "rulings", "appeal", "1", "--outcome", "upheld")
    assert (code, err) == (0, "Appeal outcome 1 of ruling 1 added; the ruling is kept as it was.\n")
    code, out, err = run(capsys, "rulings", "appeal", "2", "--outcome", "withdrawn")
    assert (code, err) == (0, "Appeal outcome 1 of ruling 2 added; the ruling is kept as it was.\n")  # not 2
    code, out, err = run(capsys, "rulings", "appeal", "1", "--outcome", "withdrawn")
    assert (code, err) == (0, "Appeal outcome 2 of ruling 1 added; the ruling is kept as it was.\n")  # not 3
    code, out, err = run(capsys, "--lang", "zh", "rulings", "appeal", "2", "--outcome", "upheld")
    assert (code, err) == (0, "申诉结果 2（第 2 号裁决）已添加；原裁决保留不变。\n")
    code, out, err = run(capsys, "--lang", "el", "rulings", "appeal", "1", "--outcome", "upheld")
    assert (code, err) == (0, "Η έκβαση έφεσης 3 της απόφασης 1 προστέθηκε· η απόφαση διατηρείται όπως ήταν.\n")
    assert [len(r.appeals) for r in records(data)] == [3, 2, 0]
    with RulingStore.open(data / "data" / "rulings.sqlite3") as store:
        assert [store.appeal_number(a.id) for r in store.rulings() for a in r.appeals] == [1, 2, 3, 1, 2]
