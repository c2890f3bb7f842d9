"""The ruling sheet (helper/rulings/sheet.py) and ``helper rulings show ID
--lang en,zh`` / ``helper rulings export ID FILE.md|FILE.html``, against a
real SQLite record. HTML is read back with the standard library's parser.

The ruling: pairs, no result, NS in no way at fault with 65% on the other
boards, EW directly at fault, top 24: NS 65% = 15.6 MP, EW 40% = 9.6 MP, and
EW's standard procedural penalty, 25% of 24 = 6 MP.
"""

from __future__ import annotations

from dataclasses import replace
from html.parser import HTMLParser

import pytest

from helper.dialogue.engine import Dialogue
from helper.dialogue.render import summary
from helper.laws import LawBook
from helper.rulings import RulingStore
from helper.rulings.sheet import SheetError, render_sheet, replay
from tests.support import assert_user_error, run

ANSWERS = ["no_result", "no", "pairs", "none", "direct", 13, 65, None, "ew", None]
DECISION = {
    "en": "12C2(a), 12C2(c), 90A: NS 65% = 15.6 MP, EW 40% = 9.6 MP; procedural penalty: EW -25% of a top = -6 MP",
}
SCORES = {
    "en": "NS 65% = 15.6 MP, EW 40% = 9.6 MP",
    "zh": "南北 65% = 15.6 比赛分，东西 40% = 9.6 比赛分",
    "el": "ΒΝ 65% = 15,6 βαθμοί αγώνα, ΑΔ 40% = 9,6 βαθμοί αγώνα",
}


@pytest.fixture
def record(tmp_path, monkeypatch):
    monkeypatch.setenv("HELPER_DATA", str(tmp_path))
    dialogue = Dialogue()
    for value in ANSWERS:
        dialogue.answer(value)
    ruling = dialogue.ruling()
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        store.add(ruling, "en", summary(ruling, "en"))
        [stored] = store.rulings()
    return stored


class Blocks(HTMLParser):
    """Collects each <section>'s text under its lang attribute, and every tag seen."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.section: str | None = None
        self.text: dict[str, str] = {}
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        if tag == "section":
            self.section = attrs.get("lang")

    def handle_endtag(self, tag):
        if tag == "section":
            self.section = None

    def handle_data(self, data):
        if self.section is not None:
            self.text[self.section] = self.text.get(self.section, "") + data


def parse(html: str) -> Blocks:
    parser = Blocks()
    parser.feed(html)
    parser.close()
    return parser


def test_replay_gives_the_recorded_ruling(record):
    ruling = replay(record)
    assert summary(ruling, "en") == DECISION["en"] == record.summary
    assert ruling.penalty.matchpoints == 6


def test_text_sheet_in_english_and_chinese(record):
    book = LawBook.load()
    text = render_sheet(record, ("en", "zh"), "text")
    english, chinese = text.split("=" * 40)
    assert DECISION["en"] in english and SCORES["zh"] in chinese
    assert book.display("12C2(a)", "en").text in english
    assert book.display("90A", "zh").text in chinese
    assert "第90条A款" in chinese and "第83条" in chinese and "第92条B款" in chinese
    assert english.index("Decision") < english.index("Scores") < english.index("Laws") < english.index("Appeal")


def test_html_sheet_declares_each_language_and_renders_chinese_and_greek(record):
    html = render_sheet(record, ("zh", "el"), "html")
    blocks = parse(html)
    assert ("meta", {"charset": "utf-8"}) in blocks.tags
    assert blocks.tags[0] == ("html", {"lang": "zh-Hans"})
    sections = [attrs["lang"] for tag, attrs in blocks.tags if tag == "section"]
    assert sections == ["zh-Hans", "el"]
    assert SCORES["zh"] in blocks.text["zh-Hans"]
    assert SCORES["el"] in blocks.text["el"]
    # The Greek block's law text for 90A is the 1997 Chinese: its blockquote says so with lang="zh-Hans".
    quotes = [attrs.get("lang") for tag, attrs in blocks.tags if tag == "blockquote"]
    assert quotes.count("zh-Hans") >= 2 and "en" in quotes and "el" in quotes


def test_html_escapes_everything(record):
    hostile = replace(record, created="<i>&amp;</i>2026-12-01T10:00")  # the title shows 16 characters
    html = render_sheet(hostile, ("en", "el"), "html")
    blocks = parse(html)
    assert "i" not in [tag for tag, _ in blocks.tags]
    assert "<i>&amp;</i>2026" in blocks.text["en"]  # shown as text, after unescaping once
    assert "&lt;i&gt;&amp;amp;&lt;/i&gt;2026" in html


def test_markdown_sheet_escapes_brackets_and_quotes_the_law_text(record):
    md = render_sheet(record, ("en", "zh"), "md")
    assert "# Ruling 1," in md
    assert r"\[see also C1\(d\)\]" in md  # Law 12C2(a)'s own brackets are not a link
    assert any(line.startswith("> ") and "人为" not in line for line in md.splitlines())
    assert SCORES["zh"] in md.replace("\\", "")


def test_sheet_errors(record):
    with pytest.raises(SheetError) as caught:
        render_sheet(record, ("en",), "pdf")
    assert caught.value.code == "format"
    with pytest.raises(SheetError) as caught:
        render_sheet(record, ("en", "fr"), "text")
    assert caught.value.code == "lang"
    broken = replace(record, answers=(("situation", "no_result"), ("director_error", "maybe")))
    with pytest.raises(SheetError) as caught:
        render_sheet(broken, ("en",), "text")
    assert caught.value.code == "replay"


# ------------------------------------------------------------ command line

def test_cli_show_in_two_languages(record, capsys):
    code, out, err = run(capsys, "rulings", "show", "1", "--lang", "en,zh")
    assert code == 0, err
    assert DECISION["en"] in out and SCORES["zh"] in out
    code, out, err = run(capsys, "--lang", "el,en", "rulings", "show", "1", "--format", "html")
    assert code == 0
    assert [attrs["lang"] for tag, attrs in parse(out).tags if tag == "section"] == ["el", "en"]


def test_cli_export_html_and_md_atomically_and_force(record, capsys, tmp_path):
    target = tmp_path / "sheet.html"
    code, out, err = run(capsys, "rulings", "export", "1", str(target), "--lang", "en,zh")
    assert code == 0, err
    assert "sheet.html" in err
    html = target.read_text(encoding="utf-8")
    assert [attrs["lang"] for tag, attrs in parse(html).tags if tag == "section"] == ["en", "zh-Hans"]
    code, out, err = run(capsys, "rulings", "export", "1", str(target), "--lang", "en,zh")
    assert_user_error(code, out, err, "sheet.html")  # exists: --force needed
    assert target.read_text(encoding="utf-8") == html
    target.chmod(0o640)
    code, out, err = run(capsys, "rulings", "export", "1", str(target), "--lang", "zh,el", "--force")
    assert code == 0
    assert (target.stat().st_mode & 0o777) == 0o640
    assert SCORES["el"] in target.read_text(encoding="utf-8")
    md = tmp_path / "sheet.md"
    code, out, err = run(capsys, "rulings", "export", "1", str(md))
    assert code == 0 and md.read_text(encoding="utf-8").startswith("# Ruling 1,")
    # No temporary file left behind (the record's own WAL files aside).
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("rulings.sqlite3-")) == [
        "rulings.sqlite3", "sheet.html", "sheet.md"]


@pytest.mark.parametrize("argv, part", [
    (["rulings", "show", "7"], "7"),
    (["rulings", "show", "x1"], "x1"),
    (["rulings", "show", "١"], "١"),
    (["rulings", "export", "1", "sheet.pdf"], "sheet.pdf"),
    (["rulings", "show", "1", "--lang", "en,fr"], "fr"),
    (["rulings", "export", "1", "sheet.html", "--format", "csv"], "--format"),
])
def test_cli_sheet_bad_input(record, capsys, argv, part):
    assert_user_error(*run(capsys, *argv), part)


def test_cli_export_without_an_id_is_still_the_whole_log(record, capsys, tmp_path):
    target = tmp_path / "all.csv"
    code, out, err = run(capsys, "rulings", "export", str(target))
    assert code == 0
    assert target.read_text(encoding="utf-8-sig").startswith("id,created,lang")


@pytest.mark.parametrize("name, message", [
    ("sheet2.md", "A ruling sheet ({file}) is for one ruling: give its number, helper rulings export ID {file}. "
                  "The whole log is written as .csv or .json."),
    ("sheet2.html", "A ruling sheet ({file}) is for one ruling: give its number, helper rulings export ID {file}. "
                    "The whole log is written as .csv or .json."),
    ("r.xlsx", "The log is written as .csv or .json: {file} (a ruling sheet: helper rulings export ID FILE.md or "
               "FILE.html)."),
    ("log", "The log is written as .csv or .json: {file} (a ruling sheet: helper rulings export ID FILE.md or "
            "FILE.html)."),
])
def test_the_extension_decides_what_export_writes(record, capsys, tmp_path, name, message):
    """A fresh tester (issue 8): 'rulings export sheet2.md' (the ID forgotten) or 'export r.xlsx'
    silently wrote the whole log as CSV."""
    target = tmp_path / name
    code, out, err = run(capsys, "rulings", "export", str(target))
    assert (code, out, err) == (2, "", "helper: " + message.format(file=target) + "\n")
    assert not target.exists()
    code, out, err = run(capsys, "rulings", "export", str(tmp_path / "log.csv"), "--format", "json")
    assert (code, err) == (2, f"helper: --format json does not match the file's extension: {tmp_path / 'log.csv'}\n")
    assert run(capsys, "rulings", "export", str(tmp_path / "LOG.JSON"))[0] == 0
    assert (tmp_path / "LOG.JSON").read_text(encoding="utf-8").startswith("[")


def test_an_advice_ruling_has_a_sheet_too():
    from helper.rulings.sheet import sheet_sections, text_lines

    dialogue = Dialogue()
    dialogue.answer("rectification_unfair")
    sections = sheet_sections(dialogue.ruling(), "zh")
    assert sections.decision == "第12条B款2项：不判调整分"
    assert [law.citation for law in sections.laws] == ["第12条B款2项"]
    assert sections.appeal == "牌手可对本裁决提出申诉（第83条）：申诉的权利在正式成绩公布后 30 分钟届满（第92条B款）。"
    lines = text_lines(sections)
    assert lines[-1].strip() == sections.appeal and len(sections.scores) == 1


def test_the_sheet_names_where_the_ruling_was_made_and_each_appeal_outcome(tmp_path, monkeypatch, capsys):
    """A fresh tester (issue 8): the sheet for the appeals committee had no event, board, table,
    contestants or Director, and no appeal outcome."""
    monkeypatch.setenv("HELPER_DATA", str(tmp_path))
    dialogue = Dialogue()
    for value in ANSWERS:
        dialogue.answer(value)
    ruling = dialogue.ruling()
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        store.add(ruling, "en", summary(ruling, "en"), details={
            "event": "Spring <b>Pairs</b>", "board": 7, "table": "3", "ns": "4", "ew": "11",
            "ns_names": "Wang / Li", "director": "Anna"})
    assert run(capsys, "rulings", "appeal", "1", "--outcome", "changed", "--unit", "matchpoints", "--ns", "12",
               "--ew", "12", "--note", "Committee: 50% each")[0] == 0
    assert run(capsys, "rulings", "appeal", "1", "--outcome", "withdrawn")[0] == 0
    code, out, err = run(capsys, "rulings", "show", "1", "--lang", "en,zh")
    assert code == 0, err
    english, chinese = out.split("=" * 40)
    lines = [line.strip() for line in english.splitlines()]
    assert lines[2:10] == ["Details", "Event: Spring <b>Pairs</b>", "Board: 7", "Table: 3", "NS contestant: 4",
                           "EW contestant: 11", "NS names: Wang / Li", "Director: Anna"]
    outcomes = lines[lines.index("Appeal outcomes") + 1:]
    assert [line[:10] for line in outcomes if line] == ["Appeal 1 (", "Appeal 2 ("]  # numbered within the ruling
    assert outcomes[0].endswith("): the ruling is changed: NS 50% = 12 MP, EW 50% = 12 MP. Committee: 50% each")
    assert outcomes[1].endswith("): withdrawn.")
    zh = [line.strip() for line in chinese.splitlines()]
    assert zh[4:12] == ["详情", "比赛项目：Spring <b>Pairs</b>", "牌号：7", "桌号：3", "南北参赛者：4", "东西参赛者：11",
                        "南北姓名：Wang / Li", "裁判：Anna"]
    assert "申诉结果" in zh
    assert "南北 50% = 12 比赛分，东西 50% = 12 比赛分" in chinese
    code, out, err = run(capsys, "rulings", "show", "1", "--lang", "en", "--format", "html")
    blocks = parse(out)
    assert "b" not in [tag for tag, _ in blocks.tags]  # the event is text, escaped
    assert "Event: Spring <b>Pairs</b>" in blocks.text["en"] and "Spring &lt;b&gt;Pairs&lt;/b&gt;" in out
    assert "NS 50% = 12 MP, EW 50% = 12 MP" in blocks.text["en"]
    code, out, err = run(capsys, "rulings", "show", "1", "--lang", "el", "--format", "md")
    assert "- Διανομή: 7" in out and "- Διαιτητής: Anna" in out and "## Αποτελέσματα εφέσεων" in out
    assert r"Spring \<b\>Pairs\</b\>" in out
