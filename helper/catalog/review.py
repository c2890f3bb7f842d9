"""What the review screen shows and saves (no Textual here).

Each 2017 law paragraph with its English, its Greek and Chinese entries
(status, the older text a fuzzy entry came from, the checks' findings), the
1997 Chinese paragraphs that correspond to it through the concordance, and
the reviewer's note and "reviewed" mark.

The note and the mark are translator comments of the ``laws.po`` entry
(``# reviewed: 2026-11-29`` and ``# note: ...`` lines), which
``helper catalog build`` keeps; other translator comments are left alone.
Saving rewrites the file with the build's own writer, atomically.
"""

from __future__ import annotations

import difflib
import os
import re
import tempfile
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

REVIEWED = "reviewed: "
NOTE = "note: "


@dataclass
class LangView:
    """One language's entry for a paragraph.

    ``status``: ``translated``, ``fuzzy`` (an older text awaiting review) or
    ``missing``; ``previous``: the English the fuzzy text was translated from
    (``#| msgid``), if known; ``origin``: the build's comment naming where the
    text comes from; ``reviewed``: the date of the reviewer's mark or None;
    ``note``: the reviewer's note; ``findings``: the checks' findings
    (accepted ones carry their baseline reason in ``accepted``).
    """

    lang: str
    text: str
    status: str
    previous: str | None
    origin: str
    reviewed: str | None
    note: str
    findings: list = field(default_factory=list)


@dataclass
class ReviewEntry:
    """A 2017 paragraph (or a paragraph's title) under review.

    ``msgctxt``: ``2017|12C2(a)`` or ``2017|86B1|title``; ``id``: the
    paragraph id (``12C2(a)``); ``title``: True for a title entry;
    ``english``: the msgid; ``langs``: by language code; ``older``: the 1997
    Chinese paragraphs corresponding to it, as (1997 id, confidence, text).
    """

    msgctxt: str
    id: str
    title: bool
    english: str
    langs: dict[str, LangView]
    older: list[tuple[str, str, str]]

    def problems(self, lang: str) -> bool:
        """True when ``lang``'s entry needs a look: not marked reviewed, and not
        translated, fuzzy, or with a finding not accepted by the baseline."""
        view = self.langs.get(lang)
        if view is None or view.reviewed:  # a reviewer has looked at it
            return False
        return view.status != "translated" or any(f.accepted is None for f in view.findings)


def _tcomment_parts(tcomment: str) -> tuple[str | None, str, list[str]]:
    reviewed, notes, other = None, [], []
    for line in (tcomment or "").splitlines():
        if line.startswith(REVIEWED):
            reviewed = line[len(REVIEWED):].strip()
        elif line.startswith(NOTE):
            notes.append(line[len(NOTE):])
        else:
            other.append(line)
    return reviewed, "\n".join(notes), other


def _status(entry) -> str:
    if entry.fuzzy:
        return "fuzzy"
    return "translated" if entry.msgstr else "missing"


def load_review(root: Path | None = None, langs: tuple[str, ...] = ("el", "zh"), ui_lang: str = "en") -> list[ReviewEntry]:
    """Every 2017 law entry with its translations, findings and concordance.

    Args:
        root: the checkout or installed data root (default: the running one).
        langs: the translation languages to load.
        ui_lang: the reviewer's language, for the findings' messages.
    """
    import polib

    from helper.catalog.build import WRAP_WIDTH, catalog_path
    from helper.catalog.checks import _data_root, apply_baseline, check_catalogues
    from helper.laws import LawBook

    base = _data_root(root)
    findings = check_catalogues(base, langs, ("laws",), ui_lang=ui_lang, pairs=False, laws_1997=False)
    new, accepted = apply_baseline(findings)
    by_key: dict[tuple[str, str], list] = {}
    for finding in [*new, *accepted]:
        by_key.setdefault((finding.lang, finding.paragraph), []).append(finding)
    po = {lang: {e.msgctxt: e for e in polib.pofile(str(catalog_path(base, lang, "laws")), wrapwidth=WRAP_WIDTH)}
          for lang in langs}
    book = LawBook.load()
    entries = []
    for template in polib.pofile(str(catalog_path(base, None, "laws")), wrapwidth=WRAP_WIDTH):
        parts = template.msgctxt.split("|")
        views = {}
        for lang in langs:
            entry = po[lang].get(template.msgctxt)
            if entry is None:
                continue
            reviewed, note, _other = _tcomment_parts(entry.tcomment)
            views[lang] = LangView(lang, entry.msgstr, _status(entry), entry.previous_msgid, entry.comment or "",
                                   reviewed, note, by_key.get((lang, template.msgctxt), []))
        older = [(p.id, row.confidence, p.texts["zh"].text) for p, row in book.older_for(parts[1])]
        entries.append(ReviewEntry(template.msgctxt, parts[1], len(parts) > 2, template.msgid, views, older))
    return entries


def save_review(lang: str, msgctxt: str, *, note: str | None = None, reviewed: bool | None = None,
                root: Path | None = None, today: date | None = None) -> None:
    """Save a reviewer's note and/or "reviewed" mark into ``lang``'s ``laws.po``.

    Args:
        lang: ``el`` or ``zh``.
        msgctxt: the entry (``2017|12C2(a)``).
        note: the new note (empty string removes it); None leaves it.
        reviewed: True marks the entry reviewed today, False removes the
            mark; None leaves it.
        root: the checkout (default: the running one; an installed copy has
            no catalogues to edit).

    Raises:
        helper.catalog.build.CatalogError: not a checkout.
        KeyError: no such entry.
        OSError: the file cannot be written (the old file is left intact).
    """
    import polib

    from helper.catalog.build import WRAP_WIDTH, _po_bytes, catalog_path, checkout_root

    path = catalog_path(checkout_root(root), lang, "laws")
    po = polib.pofile(str(path), wrapwidth=WRAP_WIDTH)
    entry = next((e for e in po if e.msgctxt == msgctxt), None)
    if entry is None:
        raise KeyError(msgctxt)
    old_reviewed, old_note, other = _tcomment_parts(entry.tcomment)
    mark = old_reviewed
    if reviewed is True:
        mark = (today or date.today()).isoformat()
    elif reviewed is False:
        mark = None
    text = old_note if note is None else note.strip()
    lines = list(other)
    if mark:
        lines.append(REVIEWED + mark)
    lines.extend(NOTE + line for line in text.splitlines() if line.strip())
    entry.tcomment = "\n".join(lines)
    data = _po_bytes(po)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temp, path)
    finally:
        if os.path.exists(temp):
            os.unlink(temp)


_TOKENS = re.compile(r"\s+|[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]|[^\s\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]+")


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """A word-level difference (a Chinese character counts as a word).

    Returns:
        ``(tag, text)`` pieces in order: ``equal``, ``delete`` (only in
        ``old``) or ``insert`` (only in ``new``).
    """
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    pieces: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("equal", "delete"):
            pieces.append((tag, "".join(a[i1:i2])))
        elif tag == "insert":
            pieces.append((tag, "".join(b[j1:j2])))
        else:
            pieces.append(("delete", "".join(a[i1:i2])))
            pieces.append(("insert", "".join(b[j1:j2])))
    return pieces
