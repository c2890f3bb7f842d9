"""Small pieces the main screen and the review screen share."""

from __future__ import annotations

from rich.text import Text
from textual.dom import DOMNode
from textual.widgets import OptionList

from helper.tui.wrap import Wrapped


def keys_line(hints: list[tuple[str, str]]) -> Wrapped:
    """The footer: each key with its label, kept together (no-break space) when it wraps."""
    return Wrapped(Text("  ".join(f"{key}\u00a0{label}" for key, label in hints)))


def move_highlight(options: OptionList, step: int) -> None:
    """Move the highlighted option by ``step``, stopping at the first and last."""
    if options.display and options.option_count:
        current = options.highlighted or 0
        options.highlighted = max(0, min(options.option_count - 1, current + step))


def keyboard_only(node: DOMNode) -> None:
    """Make the option list and scrollers under ``node`` unfocusable: the keys
    belong to the answer line and the screen's bindings (no mouse, no Tab)."""
    from textual.containers import VerticalScroll

    for widget in (*node.query(OptionList), *node.query(VerticalScroll)):
        widget.can_focus = False
