"""The ruling record: a real SQLite file, the draft autosave, list and export."""

from __future__ import annotations

import csv
import json

from helper.cli import main
from helper.dialogue.engine import Dialogue
from helper.dialogue.render import summary
from helper.rulings import RulingStore

FOULED = ["no_result", "no", "pairs", "none", "direct", "13", "65", None]  # due 13 times: top 24


def finished_dialogue() -> Dialogue:
    dialogue = Dialogue()
    for answer in FOULED:
        dialogue.answer(answer)
    return dialogue


def test_draft_is_replaced_then_cleared(tmp_path):
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        assert store.load_draft() is None
        store.save_draft("en", [("situation", "no_result")])
        store.save_draft("zh", [("situation", "no_result"), ("director_error", "no")])
        saved, lang, answers = store.load_draft()
        assert lang == "zh" and answers == [("situation", "no_result"), ("director_error", "no")]
        store.clear_draft()
        assert store.load_draft() is None


def test_restore_replays_and_stops_at_an_answer_that_no_longer_fits():
    dialogue = Dialogue()
    assert dialogue.restore([("situation", "no_result"), ("director_error", "no"), ("form", "pairs"),
                             ("ns_fault", "none"), ("ew_fault", "direct"), ("board_results", "13")]) == 6
    assert dialogue.current.id == "ns_session_pct"
    assert dialogue.restore([("situation", "no_result"), ("renamed_question", "x")]) == 1
    assert dialogue.restore([("situation", "no_result"), ("director_error", "maybe")]) == 1


def test_finished_ruling_recorded_exactly(tmp_path):
    dialogue = finished_dialogue()
    ruling = dialogue.ruling()
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        record_id = store.add(ruling, "zh", summary(ruling, "zh"))
        [record] = store.rulings()
    assert record.id == record_id
    assert record.laws == ("12C2(a)", "12C2(c)")
    assert record.score["ns"] == {"basis": "session", "percent": "65", "matchpoints": "78/5", "imps": None}
    assert record.score["ew"]["matchpoints"] == "48/5"
    assert record.summary == "第12条C款2项(a)、第12条C款2项(c)：南北 65% = 15.6 比赛分，东西 40% = 9.6 比赛分"
    assert dict(record.answers)["board_results"] == "13"


def test_cli_lists_and_exports_atomically(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    assert main(["rulings", "list"]) == 0
    assert "No rulings recorded yet." in capsys.readouterr().out
    ruling = finished_dialogue().ruling()
    with RulingStore.open(tmp_path / "data" / "rulings.sqlite3") as store:
        store.add(ruling, "en", summary(ruling, "en"))
    assert main(["rulings", "list", "--json"]) == 0
    [listed] = json.loads(capsys.readouterr().out)
    assert listed["laws"] == ["12C2(a)", "12C2(c)"]
    out = tmp_path / "out.csv"
    assert main(["rulings", "export", str(out)]) == 0
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert rows[0][:5] == ["id", "created", "lang", "kind", "laws"]
    assert rows[1][4] == "12C2(a) 12C2(c)"
    assert rows[1][5] == "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"
    assert main(["rulings", "export", str(tmp_path / "out.json"), "--format", "json"]) == 0
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))[0]["summary"] == rows[1][5]
    # A directory that does not exist: a clear error, exit 2, and no half-written file anywhere.
    capsys.readouterr()
    assert main(["rulings", "export", str(tmp_path / "missing" / "out.csv")]) == 2
    err = capsys.readouterr().err
    assert "Cannot write" in err and "Traceback" not in err
    assert not (tmp_path / "missing").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "out.csv", "out.json"]


def test_unwritable_record_is_a_clear_error(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("HELPER_DATA", str(blocker))
    assert main(["rulings", "list"]) == 2
    err = capsys.readouterr().err
    assert "cannot be read" in err and "Traceback" not in err


def test_only_one_helper_owns_the_ruling_in_progress(tmp_path):
    path = tmp_path / "r.sqlite3"
    first = RulingStore.open(path)
    second = RulingStore.open(path)
    try:
        assert first.claim_draft() is True
        assert second.claim_draft() is False  # a second helper on the same record
    finally:
        first.close()
    assert second.claim_draft() is True  # the first one has ended
    second.close()
