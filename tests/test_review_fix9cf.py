"""The review screen's editor and Textual's private names (fix9cf; the editor's Chinese rows: fix9bp).

Kinds:
- the editor's use of Textual's private names: all named in helper.tui.edit.EDITOR_INTERNALS, each used only in
  set_rows / restart_blink / priority_binding (a static check of edit.py), each checked here for the shape used
  (Textual 8.2.8 is pinned: an upgrade that changes one fails here saying which);
- what replaced the private names that had a public equivalent: the text area's keys by BindingsMap (as Textual
  merges them), a paste through the public ``replace`` (in place of the selection, the cursor after it);
- a Textual without the internals: set_rows leaves Textual's rows, restart_blink and priority_binding do nothing.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from importlib.metadata import version

from textual.app import App
from textual.document._document import Document
from textual.geometry import Offset
from textual.widgets.text_area import WrappedDocument

from helper.tui import edit
from helper.tui.edit import BrokenDocument, TranslationArea, priority_binding, restart_blink, set_rows
from tests.support import REPO

PRIVATE_USERS = {"set_rows", "restart_blink", "priority_binding", "_has_internals"}
HELPERS_OWN = {"_held_keys"}  # helper.tui.holdkeys.HoldsKeys' keys held, which EditScreen.hold adds to


def test_the_internals_relied_upon_are_named_here_and_textual_is_the_pinned_one():
    assert edit.EDITOR_INTERNALS == (
        ("textual.document._wrapped_document", "WrappedDocument", "_wrap_offsets"),
        ("textual.document._wrapped_document", "WrappedDocument", "_offset_to_line_info"),
        ("textual.document._wrapped_document", "WrappedDocument", "_line_index_to_offsets"),
        ("textual.widgets._text_area", "TextArea", "_restart_blink"),
        ("textual.app", "App", "_check_bindings"),
    )
    pin = re.search(r'"textual==([^"]+)"', (REPO / "pyproject.toml").read_text(encoding="utf-8")).group(1)
    assert version("textual") == pin == "8.2.8", (
        "Textual is not 8.2.8: check helper.tui.edit.EDITOR_INTERNALS (this file) before moving the pin")
    document = WrappedDocument(Document("abc"), width=2)
    for module, owner, name in edit.EDITOR_INTERNALS:
        cls = getattr(importlib.import_module(module), owner)
        found = getattr(document, name, None) if owner == "WrappedDocument" else getattr(cls, name, None)
        assert found is not None, f"Textual changed: {owner}.{name} is gone (helper.tui.edit.EDITOR_INTERNALS)"


def test_edit_py_uses_no_other_private_name_of_textual():
    """Every name with a leading underscore that edit.py reads or writes on an object is its own (a method or an
    attribute it defines), else one of EDITOR_INTERNALS used inside the functions that isolate them."""
    tree = ast.parse((REPO / "helper/tui/edit.py").read_text(encoding="utf-8"))
    own = {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    own |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name) and node.value.id == "self"}
    own |= HELPERS_OWN
    internals = {name for _, _, name in edit.EDITOR_INTERNALS}
    outside = []
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) or function.name in PRIVATE_USERS:
            continue
        for node in ast.walk(function):
            name = node.attr if isinstance(node, ast.Attribute) else (
                node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else "")
            if re.fullmatch(r"_[a-z]\w*", name) and name not in own:
                outside.append((function.name, name))
    assert outside == []
    for name in PRIVATE_USERS - {"_has_internals"}:
        source = inspect.getsource(getattr(edit, name))
        assert any(internal in source for internal in internals), name


def test_set_rows_gives_textuals_public_reading_the_breaks():
    """Rows set by set_rows are the ones Textual's public reading gives (get_offsets, get_sections, lines,
    height, offset_to_location, location_to_offset); Textual's own breaks set again leave its maps as wrap made
    them."""
    document = WrappedDocument(Document("abcdefgh\nxy"), width=10)  # one row a line by width
    assert set_rows(document, [[3, 6], []]) is True
    assert document.get_offsets(0) == [3, 6] and document.get_offsets(1) == []
    assert document.get_sections(0) == ["abc", "def", "gh"] and document.lines == [["abc", "def", "gh"], ["xy"]]
    assert document.height == 4
    assert document.offset_to_location(Offset(1, 1)) == (0, 4)
    assert document.offset_to_location(Offset(1, 3)) == (1, 1)
    assert document.location_to_offset((1, 1)) == Offset(1, 3)
    assert document.location_to_offset((0, 7)) == Offset(1, 2)
    wrapped = WrappedDocument(Document("one two three\nfour five six seven"), width=6)
    maps = (wrapped._wrap_offsets, wrapped._offset_to_line_info, wrapped._line_index_to_offsets)
    assert set_rows(wrapped, [wrapped.get_offsets(0), wrapped.get_offsets(1)])
    assert (wrapped._wrap_offsets, wrapped._offset_to_line_info, wrapped._line_index_to_offsets) == maps


def test_the_chinese_rows_follow_the_rules_through_set_rows():
    """The editor's document breaks a Chinese line by the rules (no row begins with '。'), an English one as
    Textual does, read through the public API."""
    line = "字" * 10 + "。字字"  # 20 cells, then the full stop
    document = BrokenDocument(Document(line + "\nan english line of words"))
    document.wrap(20)
    textual = WrappedDocument(Document(line + "\nan english line of words"), width=20)
    assert textual.get_sections(0)[1].startswith("。")  # Textual alone: by width
    assert not any(section.startswith("。") for section in document.get_sections(0))
    assert "".join(document.get_sections(0)) == line
    assert document.get_sections(1) == textual.get_sections(1)
    assert document.height == sum(len(document.get_offsets(i)) + 1 for i in range(2))


def test_without_the_internals_textual_is_left_to_itself():
    class Plain:  # no wrapped-document maps, no blink, no binding check
        pass

    plain = Plain()
    assert set_rows(plain, [[1]]) is False and vars(plain) == {}
    restart_blink(plain)
    import asyncio

    assert asyncio.run(priority_binding(plain, "f2")) is False


def test_the_text_areas_keys_are_textuals_merged_bindings():
    """TranslationArea.KEY_BINDINGS (public BindingsMap) binds each key to the action Textual's merged bindings
    give the widget (Textual's private map, read here only to compare)."""
    area = TranslationArea()
    merged = area._bindings.key_to_bindings
    assert merged.keys() == TranslationArea.KEY_BINDINGS.key_to_bindings.keys()
    for key, bindings in merged.items():
        assert [b.action for b in bindings] == [b.action for b in TranslationArea.KEY_BINDINGS.key_to_bindings[key]]
    assert "ctrl+a" not in merged and "ctrl+z" not in merged  # FORBIDDEN_KEYS


async def test_a_paste_replaces_the_selection_the_cursor_after_it_and_blinks_shown():
    """A paste (public replace) goes in place of the selection, a tab as a space, the cursor after it; a key the
    area takes shows the cursor at once (restart_blink)."""
    from textual import events
    from textual.widgets.text_area import Selection

    class One(App):
        def compose(self):
            yield TranslationArea("abc xyz")

    app = One()
    async with app.run_test(size=(40, 6)) as pilot:
        area = app.query_one(TranslationArea)
        area.focus()
        area.selection = Selection((0, 4), (0, 7))
        await area.take_key(events.Paste("p\tq"))
        await pilot.pause()
        assert area.text == "abc p q" and area.cursor_location == (0, 7)
        area._cursor_visible = False
        await area.take_key(events.Key("z", "z"))
        assert area.text == "abc p qz" and area._cursor_visible is True
        await area.take_key(events.Key("backspace", None))
        assert area.text == "abc p q" and area.cursor_location == (0, 7)
