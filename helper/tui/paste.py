"""Pastes with control characters and escape sequences (issue 11).

A bracketed paste is the text the terminal sends between ``ESC [200~`` and
``ESC [201~``. Textual's parser (``textual._xterm_parser``) ends its paste at
the first ESC inside it: an ``ESC [31m`` copied with a coloured line made the
rest of the paste arrive as key presses (its tab, its Enter among them), and
the paste's beginning after them, out of order (``a\\x07b\\x01\\x1b[31m12C2``
became ``^[31m12C2...a``). :class:`BracketedPasteFilter` takes the escape
sequences out of a paste before the parser sees it; :func:`clean_paste` then
drops the control characters where the paste goes on an input line.
"""

from __future__ import annotations

import re
import unicodedata

PASTE_START = "\x1b[200~"
PASTE_END = "\x1b[201~"

ESCAPE_SEQUENCE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"              # CSI: a colour (ESC [ 31 m), a cursor key
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC: a window title, a hyperlink (ends with BEL or ESC \)
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"       # DCS, SOS, PM, APC strings
    r"|\x1b[ -/]*[0-~]"                     # two- and three-character escapes (ESC ( B, ESC 7)
    r"|\x9b[0-?]*[ -/]*[@-~]")              # the 8-bit CSI
"""A terminal escape sequence, matched whole."""


def clean_paste(text: str) -> str:
    """Pasted ``text`` as it may go on an input line, its characters in their order.

    Terminal escape sequences (a colour ``ESC [31m`` copied from a terminal) are
    removed whole; tab, vertical tab and form feed become a space; every other
    control character (BEL, Ctrl+A, DEL, backspace, a lone ESC, the C1 controls)
    is dropped; line breaks (CR, LF, CR LF and the Unicode ones) are kept as
    ``\\n`` for the caller to join or refuse.

    Args:
        text: the paste as the terminal sent it.
    Returns:
        the text with printable characters, spaces and ``\\n`` only.
    """
    text = re.sub(r"[\t\v\f]", " ", ESCAPE_SEQUENCE.sub("", text))
    text = "\n".join(re.sub(r"[\x1c-\x1e]", "", text).splitlines())  # separators, not line breaks
    return "".join(char for char in text if char == "\n" or unicodedata.category(char) != "Cc")


def editor_paste(text: str) -> str:
    """Pasted ``text`` as it goes into the review's translation editor: as :func:`clean_paste` (a tab a
    space, other control characters dropped, line breaks kept as ``\\n``), but a tab (vertical tab, form
    feed) between two wide (Chinese) characters dropped, as Chinese takes no space there (issue 9, tester 9y:
    a pasted tab was kept and saved, "。\\t其中包括", where a typed one does nothing).

    Args:
        text: the paste as the terminal sent it.
    Returns:
        the text with printable characters, spaces and ``\\n`` only.
    """
    from helper.tui.wrap import WIDE_RANGES

    wide = "".join(f"{low}-{high}" for low, high in WIDE_RANGES)
    return clean_paste(re.sub(f"(?<=[{wide}])[\\t\\v\\f]+(?=[{wide}])", "", ESCAPE_SEQUENCE.sub("", text)))


class BracketedPasteFilter:
    """Terminal input on its way to Textual's parser, with every escape sequence (and lone
    ESC) inside a bracketed paste taken out, so that the parser sees the paste whole.

    :meth:`feed` takes the input as it is read (the markers and the paste may be cut
    anywhere between reads) and returns what the parser is to get: input outside a
    paste and the start marker ``ESC [200~`` unchanged, at once; the paste's text
    when its end marker ``ESC [201~`` has come, cleaned, with the end marker.
    """

    def __init__(self) -> None:
        self.pasting = False
        self.text = ""  # the paste so far, held until its end marker
        self.recent = ""  # the last characters passed on outside a paste: the start of a marker cut by a read

    def feed(self, data: str) -> str:
        """The input ``data`` (any length) as the parser is to get it (see the class)."""
        out: list[str] = []
        while data:
            if not self.pasting:
                combined = self.recent + data
                start = combined.find(PASTE_START)
                if start < 0:
                    out.append(data)
                    self.recent = combined[-(len(PASTE_START) - 1):]
                    break
                through = start + len(PASTE_START) - len(self.recent)  # the marker's end, in ``data``
                out.append(data[:through])
                data, self.pasting, self.recent, self.text = data[through:], True, "", ""
            self.text += data
            end = self.text.find(PASTE_END)
            if end < 0:
                break
            data = self.text[end + len(PASTE_END):]
            out.append(ESCAPE_SEQUENCE.sub("", self.text[:end]).replace("\x1b", "") + PASTE_END)
            self.pasting, self.text = False, ""
        return "".join(out)
