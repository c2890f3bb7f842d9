"""Issue 11 items 2, 4 and 6 on the law finder's screens (Pilot).

2. The reading view of a 1997 paragraph says which 2017 paragraph it corresponds to, as
   ``laws show --edition 1997`` does (laws_text/concordance.yaml: 1997 86A -> 2017 12C2(b),
   certain; read by hand).
"""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Static

from helper.tui.app import HelperApp
from helper.tui.search import SearchScreen
from tests.support import on_screen, squash


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()


def panel(app: HelperApp) -> str:
    return squash(on_screen(app.screen.query_one("#search-body", Static)))


CORRESPONDS = {
    "en": "Corresponds to 2017 Law 12C2(b) (certain).",
    "zh": "对应2017年版第12条C款2项(b)（确定）。",
    "el": "Αντιστοιχεί στον Κώδικα 2017: Νόμος 12Γ2(β) (βέβαιη αντιστοιχία).",  # not "στην Νόμος" (fix10c)
}


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_a_1997_paragraph_read_in_the_finder_names_its_2017_paragraph(lang):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+f")
        await settle(pilot)
        app.post_message(events.Paste("1997:86A"))
        await settle(pilot)
        assert isinstance(app.screen, SearchScreen)
        assert [(h.edition, h.id) for h in app.screen.hits][:1] == [("1997", "86A")]
        await pilot.press("enter")
        await settle(pilot)
        assert squash(CORRESPONDS[lang]) in panel(app)
        for other in ("en", "zh", "el"):  # F2 turns the text's language: the line follows it
            if other != lang:
                await pilot.press("f2")
                await settle(pilot)
                shown = app.screen.text_lang
                assert squash(CORRESPONDS[shown]) in panel(app)


async def test_a_2017_paragraph_has_no_1997_line_laws_show_does_not_give_either():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+f")
        await settle(pilot)
        app.post_message(events.Paste("12C2(b)"))
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert "Correspondsto" not in panel(app)


# Item 6: the finder's footer is one line at 60 columns (it wrapped in English and Greek).
FOOTERS = {
    ("en", 60): ["↑↓ Choose  Enter Read  ^G Start here  Esc Back",
                 "F2 ←→ Language  ^G Start here  PgUp PgDn Scroll  Esc List"],
    ("el", 60): ["↑↓ Επιλογή  Enter Ανάγνωση  ^G Έναρξη εδώ  Esc Πίσω",
                 "F2 ←→ Γλώσσα  ^G Έναρξη εδώ  PgUp PgDn Κύλιση  Esc Λίστα"],
    ("zh", 60): ["↑↓ 选择  Enter 阅读  ^G 从此处开始裁决  Esc 返回裁决",
                 "F2 ←→ 语言  ^G 从此处开始裁决  PgUp PgDn 滚动  Esc 结果列表"],
    ("en", 80): ["↑↓ Choose  Enter Read  ^G Start the ruling here  Esc Back to the ruling",
                 "F2 ←→ Language  ^G Start the ruling here  PgUp PgDn Scroll  Esc Results"],
}


@pytest.mark.parametrize("lang, width", list(FOOTERS), ids=lambda v: str(v))
async def test_the_finder_footer_is_one_line(lang, width):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(width, 20)) as pilot:
        await pilot.press("ctrl+f")
        await settle(pilot)
        app.post_message(events.Paste("12C2(a)"))
        await settle(pilot)
        keys = app.screen.query_one("#search-keys", Static)
        assert on_screen(keys).replace("\u00a0", " ") == FOOTERS[(lang, width)][0]
        await pilot.press("enter")
        await settle(pilot)
        assert on_screen(keys).replace("\u00a0", " ") == FOOTERS[(lang, width)][1]
