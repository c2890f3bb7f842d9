"""Review screen, issue 9 §1 and §3 (tester 9y, branch fix9bi).

1. Each ``d`` into the interface strings checked the whole messages catalogue again (25-45 s on a loaded
host): a reading is kept by the content of the files it read, and a changed file has only its changed
entries checked again (:func:`helper.tui.review.read_checked`, counted through its hook ``CHECK_HOOKS``).
2. An SSH drop (SIGHUP) while the editor or the note line held text not saved lost it silently: the app's
hang-up path keeps it in the user's state directory, and the next review of the catalogue offers it back.
3. The Director's screen's tmux note did not name the server's socket (``tmux -L NAME -u attach``).
4. A source document edited without ``laws_text/build_paragraphs.py`` run again: ``catalog build`` said only
"(unchanged)"; it says the source changed since the paragraphs were made from it (a SHA-256 in sources.yaml).
Real catalogue files in a private copy of the checkout; Textual's pilot."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import polib
import pytest

from helper.catalog.review import save_review
from helper.tui import review
from helper.tui.review import ReviewApp
from tests.support import checked, on_screen, po_entry, squash
from tests.test_review_faults import f2_all_the_same, goto, type_in

MESSAGES = {"el": "locales/el/LC_MESSAGES/messages.po", "zh": "locales/zh_Hans/LC_MESSAGES/messages.po"}


# ---------------------------------------------------------------- 1. d checks once

async def test_d_checks_the_interface_strings_once_then_only_the_entry_edited(checkout, monkeypatch):
    runs: list[tuple[str, int]] = []
    # A process of its own: nothing an earlier test read or checked is reused.
    monkeypatch.setattr(review, "_MEMO", {})
    monkeypatch.setattr(review, "_CHECKED", {})
    monkeypatch.setattr(review, "CHECK_HOOKS", [lambda domain, count: runs.append((domain, count))])
    live = sum(1 for path in MESSAGES.values() for e in polib.pofile(str(checkout / path))
               if e.msgid and not e.obsolete)
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert runs == [("laws", sum(1 for lang in ("el", "zh") for e in polib.pofile(
            str(checkout / f"locales/{'zh_Hans' if lang == 'zh' else lang}/LC_MESSAGES/laws.po"))
            if e.msgid and not e.obsolete))]
        runs.clear()
        for domain in ("messages", "laws", "messages", "laws", "messages"):
            await pilot.press("d")
            await checked(pilot, screen)
            assert screen.domain == domain and screen.entries
        # every interface string of both catalogues checked once, by the first d; the laws not again
        assert runs == [("messages", live)]
        assert len(screen.entries) == len(polib.pofile(str(checkout / "locales/messages.pot")))
        # Another screen saves one interface string, its placeholder dropped: only it is checked again, and
        # its finding is shown.
        await pilot.press("d")
        await checked(pilot, screen)
        runs.clear()
        save_review("zh", "Saved in {file}", text="已保存", root=checkout, reviewer="other", domain="messages")
        await pilot.press("d")
        await checked(pilot, screen)
        assert runs == [("messages", 1)]
        [saved] = [e for e in screen.entries if e.msgctxt == "Saved in {file}"]
        assert saved.langs["zh"].text == "已保存"
        assert [(f.check, f.severity) for f in saved.langs["zh"].findings] == [("placeholders", "error")]
        assert not [f for e in screen.entries if e is not saved for f in e.langs["zh"].findings
                    if f.check == "placeholders" and f.accepted is None]


# ---------------------------------------------------------------- 3. the Director's screen names the tmux socket

TMUX_NOTE = ("A tmux client in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and Greek, "
             "detach (Ctrl+B d) and attach with: ")


@pytest.mark.parametrize("server, command", [
    ("/tmp/tmux-0/fix9bi,4242,0", "tmux -L fix9bi -u attach"),  # tmux -L fix9bi (tester 9y's own socket)
    ("/run/shared/tmux sock,4242,0", "tmux -S '/run/shared/tmux sock' -u attach"),  # tmux -S PATH
])
async def test_the_directors_tmux_note_names_the_server_to_attach_to(monkeypatch, server, command):
    from helper.tui.app import HelperApp

    monkeypatch.setenv("TMUX", server)
    app = HelperApp(lang="zh")
    app.glyphs = "tmux"  # a client that is not UTF-8 shows the pane (helper.cli.ui.tmux_glyphs)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f2")  # the language: only English is shown, and the note says why
        await pilot.pause()
        assert app.notice == TMUX_NOTE + command
        # the law text the terminal cannot show (the 1997 Chinese of 90A) names the same command
        from helper.tui.glyphs import readable_law_text

        assert readable_law_text("裁判除按照", "tmux", "en", "90A") == (
            "This paragraph's text is in Chinese, which this terminal cannot show. To read it, detach tmux and "
            f"attach with: {command}, or write it to a file: helper laws show 90A --output FILE.")


# ---------------------------------------------------------------- 2. text kept across a hang-up

TYPED = "裁判可以判给调整分"
"""Tester 9y's text typed into the editor at 12C2(d) (zh) when the SSH connection dropped."""


def review_screen(app):
    """The review screen of ``app`` (``helper review``), under the question a kept text asks."""
    from helper.tui.review import ReviewScreen

    return next(s for s in app.screen_stack if isinstance(s, ReviewScreen))


def question(app) -> str:
    """The question on the screen (title, text, keys) as drawn, whitespace removed."""
    return "".join(squash(on_screen(app.screen.query_one(f"#conflict-{part}"))) for part in ("title", "text", "keys"))


async def hung_up_in_the_editor(checkout: Path, paragraph: str, typed: str, signals: tuple[int, ...] = ()
                                ) -> tuple[str, list[Path | None]]:
    """A review (zh) with ``typed`` added to ``paragraph``'s translation in the editor, ended through the app's
    hang-up path by each of ``signals`` in turn (default SIGHUP alone; SIGHUP then SIGTERM: an SSH drop without
    tmux). Returns (the text in the editor, the file each signal's hang-up returned, in order); the app ends with
    the last signal's return code (128 + SIGHUP, 0 for SIGTERM)."""
    import signal

    signals = signals or (signal.SIGHUP,)
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, paragraph)
        await pilot.press("e")
        await pilot.pause()
        area = app.screen.query_one("#edit-area")
        area.move_cursor(area.document.end)
        await type_in(pilot, typed)
        text = area.text
        kept = [app.hang_up(number) for number in signals]
        await pilot.pause()
    assert app.return_code == (128 + signal.SIGHUP if signals[-1] == signal.SIGHUP else 0)
    return text, kept


async def test_a_hang_up_in_the_editor_keeps_the_text_and_the_next_review_restores_it(checkout, state):
    laws = checkout / "locales/zh_Hans/LC_MESSAGES/laws.po"
    before = laws.read_bytes()
    text, (kept,) = await hung_up_in_the_editor(checkout, "12C2(d)", TYPED)
    assert text.endswith(TYPED) and laws.read_bytes() == before  # nothing saved into the catalogue
    assert kept.parent == state and [p.name for p in state.iterdir()] == [kept.name]
    record = json.loads(kept.read_text(encoding="utf-8"))
    assert {k: record[k] for k in ("catalogue", "lang", "domain", "msgctxt", "kind", "text")} == {
        "catalogue": str(laws.resolve()), "lang": "zh", "domain": "laws", "msgctxt": "2017|12C2(d)",
        "kind": "text", "text": text}
    # The next review of the catalogue says so, in its language, and y opens the editor on the kept text.
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, review_screen(app))
        await pilot.pause()
        asked = question(app)
        # (the program named in Chinese, not "helper": fix9bq, fresh tester 9aa)
        assert squash("上次审校在您对第12条C款2项(d)的译文保存之前从外部结束（连接中断或本程序被要求结束）") in asked
        assert squash(TYPED) in asked and squash("y：恢复到编辑器中") in asked
        await pilot.press("y")
        await pilot.pause()
        assert type(app.screen).__name__ == "EditScreen"
        assert app.screen.query_one("#edit-area").text == text and app.screen.original != text
        assert not list(state.iterdir())  # restored: the file is gone (kept again if this review hangs up too)
        await f2_all_the_same(pilot)
        await checked(pilot, review_screen(app))
    assert po_entry(checkout, Path("locales/zh_Hans/LC_MESSAGES/laws.po"), "2017|12C2(d)").msgstr == text


async def test_a_hang_up_on_the_note_line_keeps_the_note_in_greek_and_n_discards_it(checkout, state):
    import signal

    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12A1")
        await pilot.press("n")
        await type_in(pilot, "δοκιμή σημείωσης")
        kept = app.hang_up(signal.SIGHUP)
    assert json.loads(kept.read_text(encoding="utf-8"))["kind"] == "note"
    for answer in ("escape", "y"):  # Esc: asked again at the next review; y: onto the note line
        app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="R")
        async with app.run_test(size=(80, 24)) as pilot:
            await checked(pilot, review_screen(app))
            await pilot.pause()
            asked = question(app)
            assert squash("πριν αποθηκευτεί η σημείωσή σας για") in asked and squash("δοκιμή σημείωσης") in asked
            assert squash("y: επαναφορά στη γραμμή σημείωσης") in asked
            await pilot.press(answer)
            await pilot.pause()
            if answer == "y":
                screen = app.screen
                assert screen.prompt_kind == "note" and screen.current.id == "12A1"
                assert screen.query_one("#review-input").value == "δοκιμή σημείωσης"
                kept = app.hang_up(signal.SIGHUP)  # dropped again before Enter: kept again
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, review_screen(app))
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert app.screen.message == "Το κείμενο που κρατήθηκε απορρίφθηκε."
        assert not list(state.iterdir()) and not app.screen.current.langs["el"].note


# ---------------------------------------------------------------- 4. a source edited, the paragraphs not made again

SOURCE_001 = "laws_text/sources/001_8288f277c47d1c23.txt"


def run(checkout: Path, *argv: str) -> subprocess.CompletedProcess:
    """``argv`` run in ``checkout`` by its own code (``python -m helper``, ``python laws_text/...``)."""
    env = {**os.environ, "PYTHONPATH": str(checkout), "HELPER_CACHE_DIR": ""}
    return subprocess.run([sys.executable, *argv], cwd=checkout, env=env, capture_output=True, text=True,
                          check=True)


@pytest.mark.parametrize("lang, note", [
    ("en", "Note: the source document laws_text/sources/001_8288f277c47d1c23.txt changed since the paragraphs were "
           "made from it: the catalogues do not have the change. Run python laws_text/build_paragraphs.py, then "
           "helper catalog build."),
    ("zh", "注意：源文档 laws_text/sources/001_8288f277c47d1c23.txt 在据其生成条文段落之后已更改：翻译目录中没有这一"
           "更改。请先运行 python laws_text/build_paragraphs.py，再运行 helper catalog build。"),
])
def test_catalog_build_says_when_a_source_changed_since_the_paragraphs_were_made(checkout, lang, note):
    """Tester 9y: 001 line 71 'multiple' -> 'two or more', then `catalog build` alone printed only
    '(unchanged)'. It says so, in the user's language; after build_paragraphs.py the build has the change."""
    source = checkout / SOURCE_001
    lines = source.read_text(encoding="utf-8").split("\n")
    assert "on multiple boards" in lines[70]
    lines[70] = lines[70].replace("on multiple boards", "on two or more boards")
    source.write_text("\n".join(lines), encoding="utf-8")
    built = run(checkout, "-m", "helper", "--lang", lang, "catalog", "build").stdout.splitlines()
    assert built[-1] == note and built.count(note) == 1
    assert "on two or more boards" not in (checkout / "locales/laws.pot").read_text(encoding="utf-8")  # not in the catalogues
    run(checkout, "laws_text/build_paragraphs.py")
    built = run(checkout, "-m", "helper", "--lang", lang, "catalog", "build").stdout
    assert "laws_text/sources/" not in built and "build_paragraphs" not in built
    assert po_entry(checkout, Path("locales/laws.pot"), "2017|12C2(d)").msgid == lines[70][len("(d) "):]
