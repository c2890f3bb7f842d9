"""Shared pieces of the checks: check ids, ``Finding``, message wording and text normalisation."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from functools import lru_cache
from typing import Iterable

ERROR, WARNING = "error", "warning"
CHECKS = ("catalogue", "law-reference", "number", "brackets", "markers", "encoding", "one-language",
          "terminology", "negation", "script", "doubled", "untranslated", "fuzzy", "plural-forms", "sentences", "untranslated-run",
          "placeholder-order", "keys", "options", "newlines", "printf", "python-brace-format", "placeholders",
          "escapes")
"""Every check id, in report order."""

GLOSSARY_PATH = Path(__file__).parent.parent.joinpath("glossary.yaml")
BASELINE_PATH = Path(__file__).parent.parent.joinpath("baseline.yaml")


def _(message: str) -> str:
    """Mark ``message`` for extraction into the ``messages`` catalogue; translated at use."""
    return message


@dataclass
class Finding:
    """One thing a reviewer should look at.

    ``lang``: the catalogue language (``el`` / ``zh``); ``paragraph``: the
    msgctxt (``"2017|12C2(a)"``), the msgid of an interface string, ``"pair S4"``
    or ``"1997|81A"``; ``check``: a check id (``CHECKS``); ``severity``:
    ``"error"`` / ``"warning"``; ``message``: in the reviewer's language;
    ``fragment``: the offending text (language-independent, matched by the
    baseline); ``domain``: ``laws``, ``messages``, ``pairs`` or ``laws-1997``;
    ``source_text``: the English text compared against (None for single-text
    checks); ``side``: where the fragment is, ``"source"`` (the English),
    ``"target"`` (the translation) or ``"both"``; ``accepted``: the baseline's
    reason when the finding is an accepted known defect, else None;
    ``text_key``: :func:`text_key` of the whole translation checked (the
    entry's msgstr; None for a finding on a catalogue file as a whole): a
    baseline acceptance holds only for the text it was accepted for.  It is
    not part of ``catalog check --json``.
    """

    lang: str
    paragraph: str
    check: str
    severity: str
    message: str
    fragment: str
    domain: str
    source_text: str | None = None
    side: str = "target"
    accepted: str | None = None
    text_key: str | None = field(default=None, repr=False, compare=False)


def entry_name(domain: str, msgctxt: str | None, msgid: str) -> str:
    """How ``catalog check`` and ``catalog build`` name an entry of a ``domain`` catalogue (:attr:`Finding.paragraph`):
    a law paragraph by its msgctxt (``2017|12A3``), an interface string by its msgid (its English, the singular of a
    plural entry). One name for both, so that an entry a build reports can be found in the check's list (fix9ie:
    the build named an interface string by its first 59 characters and ``…``)."""
    return msgctxt if domain == "laws" else msgid


def text_key(text: str, fuzzy: bool = False) -> str:
    """The fingerprint of a whole text: 16 hex digits of the SHA-256 of its NFC form (UTF-8), after
    ``fuzzy:`` for the text of a fuzzy entry (the build's candidate from a source document, an older
    edition's text, not yet a reviewer's translation).

    A baseline entry's ``text`` (``helper/catalog/baseline.yaml``) is the fingerprint of the
    catalogue text its defect was accepted in: another text of the entry (a reviewer's own
    translation with the same kind of defect), or the same text approved (fuzzy cleared: the
    reviewer's translation now), is not accepted.
    """
    import hashlib

    digest = hashlib.sha256(unicodedata.normalize("NFC", text).encode("utf-8")).hexdigest()[:16]
    return f"fuzzy:{digest}" if fuzzy else digest


def _say(ui_lang: str, message: str, **values) -> str:
    from helper.i18n import get_translator

    try:
        translated = get_translator(ui_lang).gettext(message)
    except Exception:  # an unknown or unreadable catalogue: English
        translated = message
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):  # a broken translation: fall back to English
        return message.format(**values)


def _where(ui_lang: str, side: str) -> str:
    return _say(ui_lang, {"source": _("in the English"), "target": _("in the translation"),
                          "both": _("in both texts")}.get(side, _("in the text")))


_FULLWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_FULLWIDTH[0x3000] = 0x20


def halfwidth(text: str) -> str:
    """Full-width ASCII forms (``６０％``, ``（）``) and U+3000 to ASCII; nothing else changes.

    (NFKC would also turn superscript markers such as ``²⁾`` into ``2)``.)
    """
    return unicodedata.normalize("NFC", text).translate(_FULLWIDTH)


def _fold(text: str) -> str:
    """Accents off, case folded, typographic apostrophes to ASCII (for term matching)."""
    text = unicodedata.normalize("NFD", text.replace("’", "'").replace("ʼ", "'"))
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def _repair_tokens(text: str) -> str:
    """Undo tokenisation spacing ("non - offending", "contestant ' s") for term matching."""
    text = re.sub(r"(\w) - (\w)", r"\1-\2", text)
    return re.sub(r"(\w) ' (\w)", r"\1'\2", text)


def _context(text: str, start: int, end: int, before: int = 6, after: int = 6) -> str:
    """``text[start:end]`` with about ``before`` / ``after`` characters around it, whole words."""
    first, last = max(0, start - before), min(len(text), end + after)
    while 0 < first < start and _in_word(text[first - 1]) and _in_word(text[first]):
        first -= 1
    while end < last < len(text) and _in_word(text[last - 1]) and _in_word(text[last]):
        last += 1
    return text[first:last].strip()


def _in_word(char: str) -> bool:
    return char.isalnum() and not _is_cjk(char)


def _is_cjk(char: str) -> bool:
    return "\u3400" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff"


def _spans_without(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` with ``spans`` blanked out (same length, so offsets stay valid)."""
    chars = list(text)
    for start, end in spans:
        for i in range(max(0, start), min(len(chars), end)):
            chars[i] = " "
    return "".join(chars)


@lru_cache(maxsize=1)
def _zh_known_text() -> str:
    """The runs of Chinese characters (two or more) that the project's Chinese writes, one a line: the Chinese texts
    of ``laws_text/`` and the glossary (as :func:`_zh_law_bigrams`) and the translations of the shipped Chinese
    catalogues (not fuzzy ones).  Read once per process; empty when none can be read."""
    import polib

    from helper.paths import laws_text_dir, locales_dir

    root = laws_text_dir()
    texts: list[str] = []
    for path in [*sorted(root.glob("*.yaml")), *sorted(root.glob("sources/*.txt")), GLOSSARY_PATH]:
        try:
            texts.append(path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            continue
    for path in sorted((locales_dir() / "zh_Hans" / "LC_MESSAGES").glob("*.po")):
        try:
            catalogue = polib.pofile(str(path))
        except (OSError, ValueError):
            continue
        texts += [text for entry in catalogue if not entry.obsolete and not entry.fuzzy
                  for text in (entry.msgstr, *entry.msgstr_plural.values()) if text]
    return "\n".join(dict.fromkeys(run for text in texts for run in re.findall(r"[\u4e00-\u9fff]{2,}", text)))


def zh_writes(run: str) -> bool:
    """Whether the project's Chinese (:func:`_zh_known_text`: the laws' texts, the glossary, the shipped catalogues'
    translations) writes the Chinese characters ``run`` (three or more) in a row: 重新发牌's 新发牌, 多大责任's 多大责,
    86B2's 出现无法.  A defect that cuts or stretches such a run (a character written twice in it, a bracket opened
    inside it) leaves a text the rest of the Chinese does not write (fixzj, tester t9bg)."""
    return len(run) >= 3 and bool(re.fullmatch(r"[\u4e00-\u9fff]+", run)) and run in _zh_known_text()
