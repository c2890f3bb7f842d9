"""Review screen: what a reviewer reads at 60x16 and 80x24, in the screen's language (issue 9 §3, tester 9ac, fix9bv).

1. ``--lang zh --ui-lang en``: the messages said 12A1, the list rows and pane headers kept 第12条C款1项(e): every id
   the screen draws (rows, headers, the recovery dialog) follows the screen's language.
2. Greek 60x16, first screen: the file line's long form took 2 rows and left the panes one text row.
3. ``e`` on an official text at 60x16 did not name its source file (the README says it does).
4. The title's ``[只看问题]`` was split over two rows at 60x16.
5. After ``a`` at 60x16 the status kept the full catalogue path over 3 rows.
6. The Chinese recovery and conflict dialogs said 你 where the screen says 您.
Real catalogue files in a private copy of the checkout; Textual's pilot; the screen's text as drawn."""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest

from helper.tui.review import ReviewApp
from tests.support import checked, review_checked as review, squash
from tests.test_review_faults import goto
from tests.test_review_fix9bi import question, review_screen
from tests.test_review_fix9q import drawn_rows

ROOT = Path(__file__).resolve().parent.parent


def screen_rows(app) -> list[str]:
    """Every row of the terminal as drawn, trailing blanks removed."""
    from textual.strip import Strip

    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    return [Strip.join(list(strip)).text.rstrip() for strip in update.strips]


def rows_of(app, screen, name: str) -> list[str]:
    return [row.strip() for row in drawn_rows(app, screen.query_one(name)) if row.strip()]


@pytest.fixture
def in_checkout(checkout, monkeypatch):
    """Tester 9ac's setting: an installed copy run inside the reviewer's checkout (the long file line)."""
    from helper.catalog import review as catalog_review

    monkeypatch.chdir(checkout)
    monkeypatch.setattr(catalog_review, "save_location", lambda _root, lang, domain, **_k: (
        checkout / "locales" / ("zh_Hans" if lang == "zh" else lang) / "LC_MESSAGES" / f"{domain}.po", "current"))
    return checkout


# ---------------------------------------------------------------- 1. ids in the screen's language

@pytest.mark.parametrize("size", [(80, 24), (60, 16)])
@pytest.mark.parametrize("ui_lang, target, ids, foreign", [
    ("en", "zh", ["12C1(e)", "12B2 - Chinese"], "第12条"),        # tester 9ac's
    ("el", "zh", ["12Γ1(ε)", "12Β2 - κινεζικά"], "第12条"),
    ("zh", "el", ["第12条C款1项(e)", "第12条B款2项 - 希腊文"], "12Γ"),
])
async def test_every_id_drawn_follows_the_screens_language(checkout, size, ui_lang, target, ids, foreign):
    async with review(checkout, size, ui_lang=ui_lang, target=target) as (app, pilot, screen):
        await goto(pilot, "12B2")
        head = " ".join(rows_of(app, screen, "#head-target"))
        assert head.startswith(ids[1]), head
        assert rows_of(app, screen, "#head-en")[0].startswith(ids[1].split(" - ")[0] + " - ")
        await goto(pilot, "12C1(e)")
        listed = [str(option.prompt) for option in screen.query_one("#review-list").options]
        assert any(row[2:].startswith(ids[0] + " ") for row in listed), listed
        drawn = "\n".join(screen_rows(app))
        assert ids[0] in drawn and foreign not in drawn, drawn


async def test_the_recovery_dialog_names_the_entry_as_the_screen_does(checkout, state):
    from helper.catalog.build import catalog_path
    from helper.catalog.recovery import keep

    # kept under the Chinese screen (its name 第12条A款3项), offered on the English screen reviewing Chinese
    keep(catalog_path(checkout, "zh", "laws"), {"lang": "zh", "domain": "laws", "msgctxt": "2017|12A3",
                                                 "name": "第12条A款3项", "kind": "text", "text": "裁判可以判给调整分。"})
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, review_screen(app))
        await pilot.pause()
        asked = question(app)
        assert squash("before your translation of 12A3 was saved") in asked and "第12条" not in asked, asked


# ---------------------------------------------------------------- 2. the first screen leaves the panes text rows

async def test_the_first_screen_leaves_the_panes_text_rows(in_checkout):
    # every UI language at both sizes (the Greek at 60x16 is tester 9ac's: 1 text row)
    for ui_lang in ("el", "zh", "en"):
        for size, wanted in (((60, 16), 3), ((80, 24), 2)):
            async with review(in_checkout, size, ui_lang=ui_lang, target="el") as (app, pilot, screen):
                await pilot.pause()
                for pane in ("en", "target"):
                    assert screen.query_one(f"#scroll-{pane}").size.height >= wanted, (ui_lang, size, pane)
                where = rows_of(app, screen, "#review-where")
                assert "laws.po" in "".join(where)
            if ui_lang == "el" and size == (60, 16):  # the file line's short form, on one row
                assert where == ["Διαβάζει και αποθηκεύει το …/el/…/laws.po (τρέχων φάκελος)"]


# ---------------------------------------------------------------- 3. e on an official text names its source file

OFFICIAL = [
    ("el", (60, 16), "Επίσημο κείμενο (…/sources/{file}), δεν επεξεργάζεται εδώ: n για σημείωση."),  # tester 9ac's
    ("en", (60, 16), "Official text (…/sources/{file}), not edited here: n adds a note."),
    ("zh", (60, 16), "这是来源文件（laws_text/sources/{file}）中的正式文本：不在此处编辑。按 n 可在备注中提出更正。"),
    ("el", (80, 24), "Αυτό είναι το επίσημο κείμενο του εγγράφου-πηγής (…/{file}): δεν "
                     "επεξεργάζεται εδώ. Πατήστε n για να προτείνετε διόρθωση σε μια σημείωση."),
]


async def test_e_on_an_official_text_names_its_source_file(in_checkout):
    for ui_lang, size, said in OFFICIAL:
        async with review(in_checkout, size, ui_lang=ui_lang, target="el") as (app, pilot, screen):
            await goto(pilot, "12A1")
            await pilot.press("e")
            await pilot.pause()
            await pilot.pause()
            source = screen.current.langs["el"].source.split(",")[0]
            assert source == "laws_text/sources/001_8288f277c47d1c23.txt"
            status = rows_of(app, screen, "#review-status")
            assert len(status) <= 2 and squash("".join(status)) == squash(said.format(file=Path(source).name)), status
            for pane in ("en", "target"):
                assert screen.query_one(f"#scroll-{pane}").size.height >= 2, (ui_lang, size, pane)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "`e` says so, naming the source file" in readme


# ---------------------------------------------------------------- 4. the title's label is never split

async def test_the_titles_label_is_never_split(checkout):
    # tester 9ac's Chinese at 60x16 ("…24 条有发现  [只" / "看问题]"), and the same rule in Greek and English
    for ui_lang, label in (("zh", "[只看问题]"), ("el", "[μόνο προβλήματα]"), ("en", "[problems only]")):
        for size in ((60, 16), (80, 24)):
            async with review(checkout, size, ui_lang=ui_lang, target="zh") as (app, pilot, screen):
                await pilot.press("f")
                await pilot.pause()
                title = rows_of(app, screen, "#review-title")
                assert screen.only_problems and any(label in row for row in title) and len(title) <= 2, title


# ---------------------------------------------------------------- 5. the status after a: the short file form

MESSAGE = "已采用模糊译文（未标记为已审校）并保存到 {file}。第12条A款1项 已无问题，已移出列表（只看问题）。"
# the longest form of the path that keeps the message to 2 rows at 60 columns ("…/zh_Hans/…/laws.po" takes 3)
SHORT = MESSAGE.format(file="…laws.po")


async def test_the_status_after_saving_uses_the_short_file_form_at_60x16(in_checkout):
    async with review(in_checkout, (60, 16), ui_lang="zh", target="zh", reviewer="王伟") as (app, pilot, screen):
        await pilot.press("f")
        await pilot.pause()
        await goto(pilot, "12A1")
        await pilot.press("u")  # the fuzzy text used: it leaves the list (problems only), which is said too
        await pilot.pause()
        await pilot.pause()
        assert screen.message == MESSAGE.format(file="locales/zh_Hans/LC_MESSAGES/laws.po")
        status = rows_of(app, screen, "#review-status")
        assert len(status) <= 2 and "".join(status) == SHORT, status
    async with review(in_checkout, (80, 24), ui_lang="en", target="zh", reviewer="Wang") as (app, pilot, screen):
        await goto(pilot, "12A2")
        await pilot.press("r")  # the mark removed: the full path fits
        await pilot.pause()
        await pilot.pause()
        status = rows_of(app, screen, "#review-status")
        assert status == ["Marked reviewed by Wang and saved in locales/zh_Hans/LC_MESSAGES/laws.po"], status


# ---------------------------------------------------------------- 6. one form of address in Chinese

def test_the_chinese_interface_says_nin_never_ni():
    catalogue = polib.pofile(str(ROOT / "locales/zh_Hans/LC_MESSAGES/messages.po"))
    polite = [e for e in catalogue if "您" in e.msgstr]
    assert polite
    familiar = [e.msgid for e in catalogue if re.search("你", e.msgstr + "".join(e.msgstr_plural.values()))]
    assert familiar == []


def test_the_chinese_recovery_dialog_says_nin():
    from helper.tui.recovery import RecoveryScreen

    record = {"lang": "zh", "domain": "laws", "msgctxt": "2017|12A3", "name": "第12条A款3项", "kind": "text",
              "text": "译文", "time": "2026-12-03T11:00:00+00:00"}
    assert RecoveryScreen("zh", record).body().plain.startswith("上次审校在您对第12条A款3项的译文保存之前从外部结束")
