"""The screen's parsed CSS kept between starts (helper/tui/css_cache.py, issue 10 section 2).

A start after the first parses no CSS and draws exactly the bytes a start without the cache
draws (the whole screen as written to the terminal, colours included) at 80x24, 60x16 and
110x30 in English, Chinese and Greek; an entry made with other CSS variables (another theme)
or a damaged one is not used; the rules read back are equal to the ones parsed.
"""

from __future__ import annotations

import pickle

import pytest
import textual.css.stylesheet as textual_stylesheet

from helper.tui import css_cache
from helper.tui.app import HelperApp

SIZES = ((80, 24), (60, 16), (110, 30))


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """Where each CSS text Textual parses from now on came from (its class variable or file)."""
    seen: list[str] = []
    parse = textual_stylesheet.parse

    def counted(scope, css, read_from, *args, **kwargs):
        seen.append(read_from[1] or read_from[0])
        return parse(scope, css, read_from, *args, **kwargs)

    monkeypatch.setattr(textual_stylesheet, "parse", counted)
    return seen


def described(rules) -> list[tuple]:
    """Each rule's selectors, precedence and declarations, comparable: a layout (``layout:
    vertical``) is an object without equality, named here by its class."""
    from textual.layout import Layout

    return [(rule.selector_set, rule.is_default_rules, rule.tie_breaker, rule.selector_names, rule.pseudo_classes,
             rule.errors, {name: type(value).__name__ if isinstance(value, Layout) else value
                           for name, value in rule.styles.get_rules().items()})
            for rule in rules]


async def screen_bytes(lang: str, size: tuple[int, int]) -> tuple[str, list]:
    """What the first screen writes to the terminal (the whole screen, escape codes and all),
    and the app's CSS rules, once the start has settled."""
    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        for _ in range(3):
            await pilot.pause()
        assert app.start_drawn
        update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
        return update.render_segments(app.console), described(app.stylesheet.rules)


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_a_cached_start_parses_nothing_and_draws_the_same_screen(lang, tmp_path, monkeypatch, parses):
    monkeypatch.setenv("HELPER_CACHE_DIR", "")  # no cache: every start parses, as before session 12
    without = {size: await screen_bytes(lang, size) for size in SIZES}
    assert "helper.tcss" in " ".join(parses) and "Input.DEFAULT_CSS" in parses
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    await screen_bytes(lang, (80, 24))  # the first start parses and stores
    assert (tmp_path / "cache" / "css.pickle").is_file()
    for size in SIZES:
        parses.clear()
        drawn, rules = await screen_bytes(lang, size)
        assert parses == []
        assert drawn == without[size][0]
        assert rules == without[size][1]
        assert "\x1b[" in drawn and len(rules) > 60  # colours in the bytes compared; the rules of 14 style sheets


async def test_an_entry_made_with_other_css_variables_is_not_used(tmp_path, monkeypatch, parses):
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    first, _ = await screen_bytes("en", (80, 24))
    entry = tmp_path / "cache" / "css.pickle"
    key, (variables, rules) = pickle.loads(entry.read_bytes())
    assert variables["primary"] == "#0178D4"  # Textual's dark theme, written into the rules
    entry.write_bytes(pickle.dumps((key, ({**variables, "primary": "#FF0000"}, rules))))
    parses.clear()
    again, _ = await screen_bytes("en", (80, 24))
    assert "helper.tcss" in " ".join(parses)  # parsed again ...
    assert again == first
    key, (variables, _) = pickle.loads(entry.read_bytes())
    assert variables["primary"] == "#0178D4"  # ... and stored again with the variables in use


async def test_a_damaged_entry_is_parsed_again_and_replaced(tmp_path, monkeypatch, parses):
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    first, _ = await screen_bytes("el", (80, 24))
    entry = tmp_path / "cache" / "css.pickle"
    entry.write_bytes(entry.read_bytes()[:1000])
    parses.clear()
    assert (await screen_bytes("el", (80, 24)))[0] == first
    assert "Input.DEFAULT_CSS" in parses
    parses.clear()
    assert (await screen_bytes("el", (80, 24)))[0] == first
    assert parses == []


def test_keep_stores_only_what_was_parsed_in_this_start(tmp_path, monkeypatch):
    """Nothing is written when every rule came from the entry (no write at each start)."""
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    stylesheet = textual_stylesheet.Stylesheet(variables={"primary": "#0178D4"})
    path = tmp_path / "screen.tcss"
    path.write_text("#title { height: 1; }\n", encoding="utf-8")
    assert css_cache.keep(stylesheet, css_cache.prime(stylesheet, path)) is False  # nothing parsed
    stylesheet.read(path)
    assert len(stylesheet.rules) == 1
    assert css_cache.keep(stylesheet, css_cache.prime(stylesheet, path)) is True
    fresh = textual_stylesheet.Stylesheet(variables={"primary": "#0178D4"})
    primed = css_cache.prime(fresh, path)
    assert len(primed.keys) == 1
    fresh.read(path)
    assert described(fresh.rules) == described(stylesheet.rules)
    assert css_cache.keep(fresh, primed) is False
    path.write_text("#title { height: 20; }\n", encoding="utf-8")  # the style sheet changed: the entry is stale
    assert len(css_cache.prime(textual_stylesheet.Stylesheet(variables={"primary": "#0178D4"}), path).keys) == 0


def test_no_cache_directory_means_no_priming(monkeypatch, tmp_path):
    monkeypatch.setenv("HELPER_CACHE_DIR", "")
    stylesheet = textual_stylesheet.Stylesheet(variables={})
    primed = css_cache.prime(stylesheet, tmp_path / "screen.tcss")
    assert primed is not None and primed.keys == frozenset()
    assert len(stylesheet._parse_cache) == 0
