"""Issue 9 section 3 as fresh tester 9g found it (fix9q): a Greek message joins its clauses with the Greek
ano teleia, never the ASCII ";" (the Greek question mark); the review list keeps its selected row in view
through every resize; every pane of the review screen leaves its text a blank column before its scroll bar.
Real catalogue files; the screen through Textual's pilot."""

from __future__ import annotations

import random
import re
from datetime import date
from pathlib import Path

import polib
import pytest

from helper.catalog.checks.pair import check_pair
from helper.catalog.review import save_review
from tests.support import REPO, copy_checkout
from tests.test_catalog_mutations import FILES, KINDS

# 1  a Greek message's clauses are joined by "·", never by ";" (the Greek question mark)

GREEK_QUESTION_MID_SENTENCE = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff}»)]\s*;\s+[\u03b1-\u03c9\u03ac-\u03ce\u1f00-\u1fff{«]")
"""A ";" between Greek words (or a placeholder) whose next word is in lower case: in Greek a question mark in
the middle of a sentence, i.e. an English semicolon left in a Greek message. A real question ends its sentence
(the next one starts in upper case: "Νέα απόφαση; Καταγράφεται ...") or a bracket ("(εθνική σημείωση;)")."""

LABELS = {"el": ("ΒΝ", "ΑΔ"), "zh": ("南北", "东西")}


def swap_labels(entry, rng, lang, others):
    """The two sides' labels exchanged in the translation, its placeholders left where they were
    (``ΒΝ {ns} - ΑΔ {ew}`` as ``ΑΔ {ns} - ΒΝ {ew}``): fresh tester 9g's Greek message."""
    first, second = LABELS[lang]
    if first not in entry.msgstr or second not in entry.msgstr or "{" not in entry.msgstr:
        return None
    text = entry.msgstr.replace(first, "\0").replace(second, first).replace("\0", second)
    return text, "placeholder-order", None


def greek_messages_of_the_checks(per_kind: int = 12) -> list[str]:
    """The findings' messages, in Greek, of every check on every catalogue (el and zh, laws and interface
    strings), each with each kind of defect of the mutation test and the labels swapped injected into a
    deterministic sample of its entries (``per_kind`` per kind and catalogue; every label swap)."""
    messages = []
    kinds = {**KINDS, "swap-labels": swap_labels}
    for (lang, domain), relative in FILES.items():
        po = polib.pofile(str(REPO / "locales" / relative), wrapwidth=0)
        entries = [e for e in po if e.msgid and not e.obsolete and not e.msgid_plural and e.msgstr]
        for kind, make in kinds.items():
            rng = random.Random(f"fix9q-{kind}")
            made = [(e, result) for e in entries if (result := make(e, rng, lang, ["Μια πρόταση εδώ.", "一句话。"]))]
            chosen = made if kind == "swap-labels" else rng.sample(made, min(per_kind, len(made)))
            for entry, (text, _check, _test) in chosen:
                found = check_pair(entry.msgid, text, lang, entry.msgctxt or "", domain, ui_lang="el",
                                   flags=entry.flags)
                messages += [f.message for f in found]
    return messages


def test_greek_messages_of_the_checks_join_their_clauses_with_the_ano_teleia():
    messages = greek_messages_of_the_checks()
    assert len(messages) > 300  # every kind gave findings
    assert [m for m in messages if GREEK_QUESTION_MID_SENTENCE.search(m)] == []
    # fresh tester 9g's message, whole: its two clauses joined by "·"
    found = check_pair("NS {ns} - EW {ew}", "ΒΝ {ew} - ΑΔ {ns}", "el", "", "messages", ui_lang="el")
    assert [f.message for f in found] == [
        "ετικέτες ή θέσεις αντικατάστασης αντιμετατέθηκαν: η θέση αντικατάστασης {ew} μετά το ΑΔ στο αγγλικό, "
        "μετά το ΒΝ στη μετάφραση· η θέση αντικατάστασης {ns} μετά το ΒΝ στο αγγλικό, μετά το ΑΔ στη μετάφραση"]


@pytest.mark.parametrize("ui_lang, details", [
    ("zh", "{ew} 在英文中位于东西之后，在译文中位于南北之后；{ns} 在英文中位于南北之后，在译文中位于东西之后"),
    ("en", "{ew} after EW in the English, after NS in the translation; {ns} after NS in the English, after EW in "
           "the translation"),
])
def test_the_swapped_labels_message_uses_each_languages_semicolon(ui_lang, details):
    found = check_pair("NS {ns} - EW {ew}", "ΒΝ {ew} - ΑΔ {ns}", "el", "", "messages", ui_lang=ui_lang)
    assert [f.message.split(": ", 1)[-1].split("：", 1)[-1] for f in found] == [details]


def test_greek_interface_strings_and_report_have_no_semicolon_between_greek_words(tmp_path: Path):
    from helper.catalog.report import report_markdown

    po = polib.pofile(str(REPO / "locales" / "el" / "LC_MESSAGES" / "messages.po"), wrapwidth=0)
    texts = [e.msgstr for e in po if e.msgstr] + [s for e in po for s in e.msgstr_plural.values()]
    assert [t for t in texts if GREEK_QUESTION_MID_SENTENCE.search(t)] == []
    checkout = copy_checkout(tmp_path / "checkout")
    # a line of each shape: a mark, "fuzzy again" and a note together
    save_review("el", "Saved in {file}", domain="messages", root=checkout, reviewed=True, reviewer="Ελένη",
                today=date(2026, 12, 2), note="όρος υπό εξέταση")
    report = report_markdown("el", ui_lang="el", root=checkout)
    assert "ελέγχθηκε 2026-12-02 από Ελένη· σημείωση: όρος υπό εξέταση" in report
    assert [line for line in report.splitlines() if GREEK_QUESTION_MID_SENTENCE.search(line)] == []


# 2  the selected entry's row stays in view through every resize (and every change of the list's height)

SIZES = [(80, 24), (60, 16), (110, 30), (60, 16), (80, 24), (110, 30), (80, 24)]


def drawn_rows(app, widget) -> list[str]:
    """The rows of ``widget``'s text as the terminal shows them (the screen's composed lines, cropped to the
    region its text is drawn in: no padding, no scroll bar)."""
    from textual.strip import Strip

    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    region = widget.scrollable_content_region
    return [Strip.join(list(update.strips[region.y + row])).crop(region.x, region.right).text
            for row in range(region.height)]


@pytest.mark.parametrize("ui_lang, domain, goto", [
    ("zh", "messages", "replace the file if it exists (its mode is kept)"),  # fresh tester 9g's entry
    ("el", "laws", None),
])
@pytest.mark.parametrize("where", ["top", "middle", "end"])
async def test_the_selected_row_stays_in_view_through_every_resize(ui_lang, domain, goto, where):
    from textual.widgets import OptionList

    from helper.tui.review import ReviewApp
    from tests.support import checked

    app = ReviewApp(ui_lang=ui_lang, target=ui_lang, reviewer="t", domain=domain)
    async with app.run_test(size=SIZES[0]) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        option_list = screen.query_one("#review-list", OptionList)
        count = option_list.option_count
        if goto and where == "middle":
            await pilot.press("g", *goto, "enter")
        else:
            await pilot.press({"top": "home", "middle": "down", "end": "end"}[where])
            if where == "middle":
                for _ in range(count // 2 - 1):
                    option_list.action_cursor_down()
        await pilot.pause()
        selected, entry = option_list.highlighted, screen.current
        if where == "middle":
            assert 0 < selected < count - 1 and (entry.id == goto or not goto)
        else:
            assert selected == {"top": 0, "end": count - 1}[where]
        for size in SIZES[1:]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert (option_list.highlighted, screen.current) == (selected, entry), size
            top, height = option_list.scroll_offset.y, option_list.scrollable_content_region.height
            assert top <= selected < top + height, (size, top, height, selected)
            # as drawn: the selected entry is one of the list's visible rows, the panes show that entry
            label = str(option_list.get_option_at_index(selected).prompt)  # fitted to the new width
            assert label.rstrip() in [row.rstrip() for row in drawn_rows(app, option_list)], size


# 3  every pane leaves its text a blank column before its scroll bar, its text wrapped to the width drawn

@pytest.mark.parametrize("ui_lang, target", [("en", "zh"), ("zh", "zh"), ("el", "el")])
async def test_every_pane_leaves_a_blank_column_before_its_scroll_bar(ui_lang, target):
    from rich.cells import cell_len
    from textual.strip import Strip

    from helper.tui.review import ReviewApp
    from tests.support import checked

    app = ReviewApp(ui_lang=ui_lang, target=target, reviewer="t")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        barred = 0
        for width, height in ((60, 16), (80, 24), (110, 30), (120, 30)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            await pilot.press("home")
            for _ in range(len(screen.visible())):
                await pilot.pause()
                update = screen._compositor.render_update(full=True, screen_stack=app._background_screens)
                for name in ("en", "target", "third"):
                    pane, text = screen.query_one(f"#scroll-{name}"), screen.query_one(f"#col-{name}")
                    if not pane.display or not pane.region.width or not pane.show_vertical_scrollbar:
                        continue
                    barred += 1
                    bar = pane.content_region.right - pane.scrollbar_size_vertical  # its first column
                    drawn = text.content_region.width  # the width the text is wrapped to
                    assert pane.scrollable_content_region.x + drawn == bar - 1, (width, name)
                    lines = [line.plain for line in text.content.lines(drawn)]
                    assert max(cell_len(line) for line in lines) <= drawn
                    first = pane.scroll_offset.y
                    for row in range(pane.region.height):
                        strip = Strip.join(list(update.strips[pane.region.y + row]))
                        where = (width, screen.current.id, name, row)
                        assert strip.crop(bar - 1, bar).text == " ", where  # the blank column
                        shown = strip.crop(pane.scrollable_content_region.x, bar - 1).text.rstrip()
                        assert shown == (lines[first + row] if first + row < len(lines) else ""), where
                await pilot.press("down")
        assert barred > 20  # long texts at every width: the scroll bar was there to test
