"""Accepted known defects of the sources (``helper/catalog/baseline.yaml``)."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable

from helper.catalog.checks.common import ERROR, BASELINE_PATH, CHECKS, Finding


SOURCE_DOMAINS = frozenset({"laws-1997", "pairs"})
"""Domains whose texts are the source documents themselves (read from ``laws_text/``, never edited in a
catalogue): an acceptance there needs no ``text``."""


@dataclass(frozen=True)
class BaselineEntry:
    """An accepted known defect: ``lang`` and ``paragraph`` are shell patterns (``1997|*``);
    ``texts``: the fingerprints (:func:`common.text_key`) of the texts the defect was accepted in (the
    baseline's ``text``, one or a list), empty for a defect of the source documents' own paragraphs
    (:data:`SOURCE_DOMAINS`)."""

    lang: str
    paragraph: str
    check: str
    fragment: str
    reason: str
    texts: tuple[str, ...] = ()

    def matches(self, finding: Finding) -> bool:
        """Whether ``finding`` is this accepted defect: same check and fragment, lang and paragraph matching
        the patterns, and found in the very text accepted (a catalogue entry's text whose fingerprint is one
        of ``texts``; any text of :data:`SOURCE_DOMAINS` when ``texts`` is empty). A reviewer's new
        translation with the same kind of defect is another text: not accepted (fresh tester 9s)."""
        if self.texts:
            bound = finding.text_key in self.texts
        else:
            bound = finding.domain in SOURCE_DOMAINS
        return (bound and finding.check == self.check and finding.fragment == self.fragment
                and fnmatch.fnmatchcase(finding.lang, self.lang)
                and fnmatch.fnmatchcase(finding.paragraph, self.paragraph))


def load_baseline(path: Path | str | None = None) -> list[BaselineEntry]:
    """Read the baseline (default ``helper/catalog/baseline.yaml``); a missing file is empty.

    Raises ValueError for an entry without a reason or with an unknown check.

    A file read before and unchanged since (same modification time, size, inode and content:
    :func:`helper.catalog.locks.file_stamp`) is not parsed again (the review screen applies the baseline after
    each save: parsing the YAML took 0.2 s).
    """
    from helper.catalog.locks import file_stamp

    path = Path(path or BASELINE_PATH)
    if not path.is_file():
        return []
    try:
        key = (str(path.resolve()), *file_stamp(path))
    except OSError:
        return []
    if key not in _PARSED:
        _PARSED.clear()
        _PARSED[key] = _parse_baseline(path)
    return list(_PARSED[key])


_PARSED: dict[tuple, list[BaselineEntry]] = {}


def _parse_baseline(path: Path) -> list[BaselineEntry]:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    entries = []
    for item in data.get("accepted", []):
        texts = item.get("text") or ()
        entry = BaselineEntry(str(item["lang"]), str(item["paragraph"]), str(item["check"]),
                              str(item.get("fragment", "")), str(item.get("reason", "")).strip(),
                              tuple(str(t) for t in ([texts] if isinstance(texts, str) else texts)))
        if not entry.reason:
            raise ValueError(f"baseline entry without a reason: {item!r}")
        if entry.check not in CHECKS:
            raise ValueError(f"baseline entry with an unknown check {entry.check!r}: {item!r}")
        entries.append(entry)
    return entries


def apply_baseline(findings: Iterable[Finding], baseline: Path | str | list[BaselineEntry] | None = None
                   ) -> tuple[list[Finding], list[Finding]]:
    """Split ``findings`` into (new, accepted).

    A finding is accepted when a baseline entry matches its lang, paragraph
    (shell patterns), check and fragment (exactly) and the text it was found
    in (:meth:`BaselineEntry.matches`); accepted findings are copies whose
    ``accepted`` field holds the entry's reason.
    """
    entries = baseline if isinstance(baseline, list) else load_baseline(baseline)
    new, accepted = [], []
    for finding in findings:
        entry = next((e for e in entries if e.matches(finding)), None)
        if entry is None:
            new.append(finding)
        else:
            accepted.append(replace(finding, accepted=entry.reason))
    return new, accepted


def reason_text(reason: str, ui_lang: str) -> str:
    """An accepted defect's reason (English, as in ``baseline.yaml``) in ``ui_lang``.

    The reasons are extracted into the messages catalogue (see
    :func:`helper.catalog.extract.extract_baseline`); one not translated yet, or
    a catalogue that cannot be read, gives the English.
    """
    from helper.i18n import get_translator

    try:
        return get_translator(ui_lang).gettext(reason)
    except Exception:  # an unknown or unreadable catalogue: English
        return reason


def unused_baseline(findings: Iterable[Finding], baseline: Path | str | list[BaselineEntry] | None = None
                    ) -> list[BaselineEntry]:
    """Baseline entries that match none of ``findings`` (fixed defects: remove them)."""
    entries = baseline if isinstance(baseline, list) else load_baseline(baseline)
    findings = list(findings)
    return [e for e in entries if not any(e.matches(f) for f in findings)]


def errors(findings: Iterable[Finding]) -> list[Finding]:
    """The findings of severity error (for an exit code)."""
    return [f for f in findings if f.severity == ERROR]
