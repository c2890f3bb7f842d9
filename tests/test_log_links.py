"""Every record linked to an earlier one is labelled for what really happened (issue 8, a
fresh tester: a procedural penalty added after an appeal was listed as "Corrects ruling 3
(changed after Back)" though nobody went Back): on the screen, in ``rulings list``/``show``
(text and --json), the CSV and JSON exports and the ruling sheet (MD, HTML).

Real SQLite files; the TUI through Textual's pilot. The ruling is tests.support.PAIRS_TO_SCORE
(top 24, Law 78A: NS 65% = 15.6 MP, EW 40% = 9.6 MP), recorded at its score; its penalty
question (Law 90A) answered "3, Enter, Enter": on EW, the standard penalty (25% of a top of
24 = 6 MP).
"""

from __future__ import annotations

import csv
import json


from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from tests.support import PAIRS_TO_SCORE, run, squash
from tests import support


press = support.press
data = support.log_data  # the log tests' data directory and default settings


async def penalty_after_appeal(path):
    """Ruling 1 recorded at its score, an appeal outcome added to it (upheld, another shell),
    then its penalty answered on the screen: recorded as ruling 2, which completes ruling 1."""
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, PAIRS_TO_SCORE)
            [first] = store.rulings()
            assert app.dialogue.after_question.id == "penalty"
            with RulingStore.open(path) as other:
                other.add_appeal(first.id, "upheld")
            await press(pilot, ["3", "enter"])  # on EW: recorded at once (ruling 1 is not changed)
            assert [r.id for r in store.rulings()] == [1, 2]
            assert squash(app.notice) == squash(
                "Ruling 1 has an appeal outcome or a correction, so it is not changed: the answer after its score "
                "is recorded as ruling 2, which completes it.")
            assert "Back" not in app.notice
            await press(pilot, ["enter"])  # the standard size: completes ruling 2 in place
            assert [r.id for r in store.rulings()] == [1, 2]


async def test_a_penalty_after_an_appeal_is_not_called_a_change_after_back(data, capsys):
    path = data / "data" / "rulings.sqlite3"
    await penalty_after_appeal(path)
    with RulingStore.open(path) as store:
        first, second = store.rulings()
    assert (second.corrects, second.link, first.corrected_by, first.corrected_link) == (1, "penalty", 2, "penalty")
    assert second.score["penalty"]["matchpoints"] == "6" and "penalty" not in first.score

    code, out, err = run(capsys, "rulings", "list")
    assert code == 0 and "changed after Back" not in out
    lines = out.splitlines()
    assert "[Completed by ruling 2 (its procedural penalty, Law 90A, answered later).]" in lines[0]
    assert ("[Completes ruling 1: the questions after its score (procedural penalty, Law 90A) "
            "answered after ruling 1 had an appeal outcome or a correction.]") in lines[1]
    # The appeal outcome recorded against ruling 1 stands for ruling 2, which follows it (fix8e).
    assert lines[1].endswith("): the ruling is upheld.]") and "[Appeal 1 of ruling 1 (" in lines[1]
    code, out, err = run(capsys, "rulings", "show", "2")
    assert code == 0 and "changed after Back" not in out and "Completes ruling 1:" in out
    code, out, err = run(capsys, "rulings", "show", "2", "--json")
    shown = json.loads(out)
    assert (shown["corrects"], shown["corrects_why"], shown["corrected_by"], shown["corrected_by_why"]) == (
        1, "penalty", None, None)
    code, out, err = run(capsys, "rulings", "show", "1", "--json")
    assert (json.loads(out)["corrected_by"], json.loads(out)["corrected_by_why"]) == (2, "penalty")

    export = data / "log.csv"
    assert run(capsys, "rulings", "export", str(export))[0] == 0
    rows = list(csv.DictReader(export.read_text(encoding="utf-8-sig").splitlines()))
    assert [(r["id"], r["corrects"], r["corrects_why"], r["corrected_by"], r["corrected_by_why"]) for r in rows] == [
        ("1", "", "", "2", "penalty"), ("2", "1", "penalty", "", "")]
    export = data / "log.json"
    assert run(capsys, "rulings", "export", str(export))[0] == 0
    assert [r["corrects_why"] for r in json.loads(export.read_text(encoding="utf-8"))] == [None, "penalty"]

    sheet = data / "sheet.md"
    assert run(capsys, "rulings", "export", "2", str(sheet), "--lang", "en,zh")[0] == 0
    text = sheet.read_text(encoding="utf-8")
    assert "changed after Back" not in text and "Completes ruling 1:" in text
    sheet = data / "sheet.html"
    assert run(capsys, "rulings", "export", "1", str(sheet), "--lang", "en")[0] == 0
    assert "Completed by ruling 2 (its procedural penalty, Law 90A, answered later)." in sheet.read_text(
        encoding="utf-8")


async def test_a_change_after_back_is_labelled_so(data, capsys):
    path = data / "data" / "rulings.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, PAIRS_TO_SCORE)
            # Back to NS's session score (the penalty question, EW's skipped session score, NS's),
            # 70 instead of 65: NS 70% = 16.8 MP, another ruling, a correction of ruling 1.
            for _ in range(3):
                if app.dialogue.asking.id != "ns_session_pct":
                    await press(pilot, ["ctrl+p"])
            assert app.dialogue.asking.id == "ns_session_pct"
            app.query_one("#answer").value = ""
            await press(pilot, ["7", "0", "enter", "enter"])
            assert [r.id for r in store.rulings()] == [1, 2]
    with RulingStore.open(path) as store:
        first, second = store.rulings()
    assert (second.corrects, second.link, first.corrected_link) == (1, "back", "back")
    code, out, err = run(capsys, "rulings", "list")
    assert out.splitlines()[1].endswith("[Corrects ruling 1 (changed after Back).]")
    assert out.splitlines()[0].endswith("[Corrected by ruling 2 (changed after Back).]")


def test_a_record_made_before_the_reason_was_kept_names_none(data, capsys):
    from tests.test_log import SESSION_65, answers_file

    path = answers_file(data, SESSION_65)
    assert run(capsys, "rule", "--answers", str(path), "--record")[0] == 0
    assert run(capsys, "rule", "--answers", str(path), "--record", "--corrects", "1")[0] == 0
    import sqlite3

    with sqlite3.connect(data / "data" / "rulings.sqlite3") as connection:
        connection.execute("UPDATE ruling SET link = NULL")
    code, out, err = run(capsys, "rulings", "list")
    assert out.splitlines()[1].endswith("[Corrects ruling 1.]") and "Back" not in out
    assert json.loads(run(capsys, "rulings", "show", "2", "--json")[1])["corrects_why"] is None
