"""Review screen, issue 9 §1 and §3 (tester 9y, branch fix9bi).

1. Each ``d`` into the interface strings checked the whole messages catalogue again (25-45 s on a loaded
host): a reading is kept by the content of the files it read, and a changed file has only its changed
entries checked again (:func:`helper.tui.review.read_checked`, counted through its hook ``CHECK_HOOKS``).
Real catalogue files in a private copy of the checkout; Textual's pilot."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest

from helper.catalog.review import save_review
from helper.tui import review
from helper.tui.review import ReviewApp
from tests.support import checked, copy_checkout

MESSAGES = {"el": "locales/el/LC_MESSAGES/messages.po", "zh": "locales/zh_Hans/LC_MESSAGES/messages.po"}


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


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
