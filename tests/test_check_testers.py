"""Fresh testers' own inputs, kept (issue 9 §2): each a defect a reviewer injected into one shipped entry, or a
correct rewording, with the tester's verdict on what ``catalog check`` said.

``tests/testers/<tester>.jsonl``: one input a line (see :mod:`tests.testers.measure`), with

- ``verdict``: the tester's judgement of the run it made (FOUND: one finding naming the defect; DUP: named by more
  than one; MISS: none; WRONG: none names it; OK: a rewording with no finding; FALSE: a rewording with one);
- ``expect``: what the checks must give now, the check id of each finding gained, in order, and ``fragment``: the
  words the one finding quotes - set from the tester's judged run for FOUND and OK, and for an input fixed later
  from the run that fixed it, read and judged as the tester would (the commit says so);
- ``left``: for an input not met yet, why (the input is skipped with that reason, so it stays listed).

Every FOUND stays one finding quoting the same words, every OK stays clean: a later rule that adds a finding to a
correct rewording, or a second finding to a found defect, fails here with the tester's own input.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

HERE = Path(__file__).parent / "testers"
INPUTS = [json.loads(line) for path in sorted(HERE.glob("*.jsonl"))
          for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


@pytest.mark.parametrize("item", INPUTS, ids=[i["id"] for i in INPUTS])
def test_tester_input(item):
    if "expect" not in item:
        pytest.skip(f"{item['id']} ({item['verdict']}): {item['left']}")
    found = gained(item)
    assert [f.check for f in found] == item["expect"], [f"{f.check}: {f.message}" for f in found]
    if "fragment" in item:
        assert found[0].fragment == item["fragment"], found[0].message


def test_every_kind_and_both_languages_kept():
    """The kept inputs cover every kind of issue 9 §2 in both languages, and rewordings."""
    kinds = {(i["kind"], i["lang"]) for i in INPUTS}
    for kind in ("numbers", "scores", "side", "who", "modal", "negation", "conditions", "lawref", "sentences",
                 "alternatives", "untranslated", "placeholders", "doubled", "mojibake", "brackets", "rewording"):
        assert (kind, "zh") in kinds and (kind, "el") in kinds, kind


def test_an_input_on_an_obsolete_entry_is_named_not_a_traceback(tmp_path, capsys):
    """The harness names each input whose entry is an obsolete (#~) or unknown one and measures nothing (tester
    t9bm: a KeyError traceback on "Tell the players of their right to appeal.")."""
    from tests.testers.measure import main

    obsolete = "the translation adds a clause the English sentence does not have: '{text}'"
    inputs = tmp_path / "inputs.jsonl"
    inputs.write_text("\n".join(json.dumps(item, ensure_ascii=False) for item in [
        {"id": "x-1", "lang": "zh", "domain": "messages", "entry": "Reviewed", "msgstr": "已审校"},
        {"id": "x-2", "lang": "zh", "domain": "messages", "entry": obsolete, "msgstr": "译文"},
        {"id": "x-3", "lang": "el", "domain": "laws", "entry": "2017|12Z9", "msgstr": "κείμενο"},
    ]) + "\n", encoding="utf-8")
    assert main([str(inputs), str(tmp_path / "out.json")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [f"x-2: {obsolete!r} is an obsolete (#~) entry of the shipped zh messages catalogue: give a live "
                   "entry's msgid (or msgctxt for laws)",
                   "x-3: '2017|12Z9' is no entry of the shipped el laws catalogue: give a live entry's msgid (or "
                   "msgctxt for laws)"]
    assert not (tmp_path / "out.json").exists()
