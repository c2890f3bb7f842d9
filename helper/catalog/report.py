"""Catalogue statistics and the Markdown review report (``helper catalog stats|report``).

``catalog_stats_by_law(root)`` counts the ``laws`` catalogue per law number;
``full_stats(root)`` joins it with ``helper.catalog.build.catalog_stats``;
``stats_table(stats, ui_lang)`` renders either as a text table;
``report_markdown(lang, ui_lang, root)`` writes the review report of one
language: statistics, every new finding grouped by law, and the accepted
baseline with its reasons.  Headings and labels are worded in ``ui_lang``.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from pathlib import Path

from helper.catalog.checks import _, _say

COUNT_KEYS = ("translated", "fuzzy", "untranslated")
LANGUAGE_NAMES = {"en": "English", "zh": "中文", "el": "Ελληνικά"}


def ngettext(singular: str, plural: str, count: int, ui_lang: str) -> str:
    """``{count}`` in the plural form ``count`` takes in ``ui_lang`` (``1 error``, ``0 σφάλματα``).

    Named ``ngettext`` (first two arguments the msgids) so that ``catalog build`` extracts them.
    """
    from helper.i18n import get_translator

    try:
        message = get_translator(ui_lang).ngettext(singular, plural, count)
        return message.format(count=count)
    except Exception:  # an unknown language or a broken translation: English
        return (singular if count == 1 else plural).format(count=count)


def catalog_stats_by_law(root: Path | str | None = None) -> dict[str, dict[str, dict[str, int]]]:
    """``{lang: {"12": counts, "86": counts}}`` for the ``laws`` catalogues (titles included).

    ``counts`` as in ``catalog_stats``: translated, fuzzy, untranslated.  A
    missing file gives no laws.
    """
    from helper.catalog.build import TRANSLATED_LANGS, catalog_path
    from helper.catalog.checks import _data_root
    from helper.i18n.po import read_strict

    base = _data_root(root)
    result: dict[str, dict[str, dict[str, int]]] = {}
    for lang in TRANSLATED_LANGS:
        per_law: dict[str, dict[str, int]] = {}
        path = catalog_path(base, lang, "laws")
        if path.is_file():
            for entry in read_strict(path):  # a syntax fault: UnreadableCatalogue, said by the command
                if entry.obsolete or not entry.msgid:
                    continue
                law = law_number(entry.msgctxt or "") or "?"
                counts = per_law.setdefault(law, dict.fromkeys(COUNT_KEYS, 0))
                key = "fuzzy" if entry.fuzzy else ("translated" if entry.translated() else "untranslated")
                counts[key] += 1
        result[lang] = dict(sorted(per_law.items(), key=lambda item: _law_sort(item[0])))
    return result


def full_stats(root: Path | str | None = None) -> dict[str, dict]:
    """``catalog_stats`` plus ``"by_law"``: ``{lang: {"laws": c, "messages": c, "by_law": {"12": c}}}``.

    JSON-serialisable.
    """
    from helper.catalog.build import catalog_stats
    from helper.catalog.checks import _data_root

    stats = catalog_stats(_data_root(root))
    for lang, per_law in catalog_stats_by_law(root).items():
        stats.setdefault(lang, {})["by_law"] = per_law
    return stats


def law_number(paragraph: str) -> str | None:
    """The law number of a paragraph id or msgctxt: ``"2017|12C2(a)"`` -> ``"12"``."""
    match = re.match(r"(?:\d{4}\|)?(\d{1,2})(?!\d)", paragraph)
    return match.group(1) if match else None


def _law_sort(law: str) -> tuple[int, str]:
    return (int(law), "") if law.isdecimal() else (999, law)


# ---------------------------------------------------------------- text table

def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, width: int, right: bool = False) -> str:
    space = " " * max(0, width - _width(text))
    return space + text if right else text + space


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(_width(row[i]) for row in [header] + rows) for i in range(len(header))]
    lines = ["  ".join(_pad(cell, widths[i], right=i >= 2) for i, cell in enumerate(header)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(_pad(cell, widths[i], right=i >= 2) for i, cell in enumerate(row)).rstrip()
              for row in rows]
    return lines


def _stat_rows(stats: dict, ui_lang: str) -> tuple[list[str], list[list[str]]]:
    header = [_say(ui_lang, _("Language")), _say(ui_lang, _("Catalogue")),
              _say(ui_lang, _("Translated")), _say(ui_lang, _("Fuzzy (older edition)")),
              _say(ui_lang, _("Missing")), _say(ui_lang, _("Total"))]
    rows = []
    for lang, domains in stats.items():
        name = LANGUAGE_NAMES.get(lang, lang)
        for domain in ("laws", "messages"):
            if domain in domains:
                rows.append([name, _domain_label(domain, ui_lang)] + _cells(domains[domain]))
            if domain == "laws":
                for law, counts in (domains.get("by_law") or {}).items():
                    rows.append([name, "  " + _say(ui_lang, _("Law {number}"), number=law)] + _cells(counts))
    return header, rows


def _cells(counts: dict[str, int]) -> list[str]:
    values = [counts.get(key, 0) for key in COUNT_KEYS]
    return [str(v) for v in values] + [str(sum(values))]


def _domain_label(domain: str, ui_lang: str) -> str:
    return _say(ui_lang, {"laws": _("law texts"), "messages": _("interface")}.get(domain, domain))


def stats_table(stats: dict, ui_lang: str = "en") -> str:
    """Render ``catalog_stats`` / ``full_stats`` output as an aligned text table.

    One row per language and catalogue (law texts, interface) and, when
    ``stats[lang]["by_law"]`` is there, one per law number: translated, fuzzy
    (an older edition's text awaiting review), missing (untranslated), total.
    Column widths count CJK characters as two cells.
    """
    header, rows = _stat_rows(stats, ui_lang)
    return "\n".join(_table(header, rows)) + "\n"


# ---------------------------------------------------------------- Markdown report

def _group(finding, ui_lang: str) -> tuple[tuple, str]:
    """(sort key, heading) of the group a finding is reported under."""
    if finding.domain == "messages":
        return (3, 0, ""), _say(ui_lang, _("Interface strings"))
    if finding.domain == "pairs":
        return (2, 0, ""), _say(ui_lang, _("Sentence pairs (older edition)"))
    law = law_number(finding.paragraph) or "?"
    edition = finding.paragraph.split("|", 1)[0] if "|" in finding.paragraph else ""
    key = (0 if edition != "1997" else 1, *_law_sort(law))
    if edition == "1997":
        return key, _say(ui_lang, _("1997 Laws, Law {number} (Chinese)"), number=law)
    return key, _say(ui_lang, _("Law {number}"), number=law)


def _code(text: str) -> str:
    if not text:
        return "``"
    fence = "``" if "`" in text else "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _md_text(text: str) -> str:
    """Plain text for Markdown: escape what would start markup."""
    return re.sub(r"([\\`*_\[\]<>|])", r"\\\1", text)


def _finding_line(finding, ui_lang: str) -> str:
    severity = _say(ui_lang, _("error") if finding.severity == "error" else _("warning"))
    where = finding.paragraph if finding.domain != "messages" else _short(finding.paragraph)
    line = (f"- **{severity}** `{finding.check}` {_code(where)}: {_md_text(finding.message)}")
    if finding.fragment and finding.fragment not in finding.message:
        line += f" — {_code(finding.fragment)}"
    if finding.accepted:
        from helper.catalog.checks import reason_text

        line += "\n  " + _say(ui_lang, _("Accepted: {reason}"),
                               reason=_md_text(reason_text(finding.accepted, ui_lang)))
    return line


def _natural(text: str) -> list:
    """Sort key reading digit runs as numbers: 81C2 before 81C10."""
    return [(0, int(part), "") if part.isdecimal() else (1, 0, part) for part in re.split(r"(\d+)", text)]


def _short(text: str, limit: int = 70) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _grouped(findings, ui_lang: str) -> list[str]:
    groups: dict[tuple, list] = defaultdict(list)
    headings: dict[tuple, str] = {}
    for finding in findings:
        key, heading = _group(finding, ui_lang)
        groups[key].append(finding)
        headings[key] = heading
    lines: list[str] = []
    for key in sorted(groups):
        lines += ["", f"### {headings[key]}", ""]
        ordered = sorted(groups[key], key=lambda f: (_natural(f.paragraph), f.severity != "error", f.check))
        lines += [_finding_line(f, ui_lang) for f in ordered]
    return lines


def report_markdown(lang: str, ui_lang: str = "en", root: Path | str | None = None) -> str:
    """The Markdown review report of ``lang`` (``el`` or ``zh``), worded in ``ui_lang``.

    Sections: statistics (per catalogue and per law), new findings grouped by
    law (errors first within a paragraph), the accepted baseline (each with
    its reason) and baseline entries for this language that matched nothing.
    """
    from helper.catalog.checks import apply_baseline, check_catalogues, load_baseline, unused_baseline

    findings = check_catalogues(root, langs=(lang,), ui_lang=ui_lang)
    new, accepted = apply_baseline(findings)
    stats = {lang: full_stats(root).get(lang, {})}
    n_errors = sum(1 for f in new if f.severity == "error")
    n_warnings = len(new) - n_errors
    title = _say(ui_lang, _("Translation review report: {language}"), language=LANGUAGE_NAMES.get(lang, lang))
    lines = [f"# {title}", "", "## " + _say(ui_lang, _("Statistics")), ""]
    header, rows = _stat_rows(stats, ui_lang)
    lines.append("| " + " | ".join(header) + " |")
    lines.append("|" + "|".join(["---"] * 2 + ["---:"] * (len(header) - 2)) + "|")
    lines += ["| " + " | ".join(_md_text(cell.strip()) for cell in row) + " |" for row in rows]
    lines += ["", _say(ui_lang, _("New findings: {errors}, {warnings}; accepted known defects: {accepted}."),
                       errors=ngettext("{count} error", "{count} errors", n_errors, ui_lang),
                       warnings=ngettext("{count} warning", "{count} warnings", n_warnings, ui_lang),
                       accepted=len(accepted))]
    lines += ["", "## " + _say(ui_lang, _("Findings"))]
    lines += _grouped(new, ui_lang) if new else ["", _say(ui_lang, _("None."))]
    lines += ["", "## " + _say(ui_lang, _("Accepted known defects (baseline)"))]
    lines += _grouped(accepted, ui_lang) if accepted else ["", _say(ui_lang, _("None."))]
    stale = [e for e in unused_baseline(findings, load_baseline()) if _lang_matches(e.lang, lang)]
    if stale:
        lines += ["", "## " + _say(ui_lang, _("Baseline entries that matched nothing (remove them)")), ""]
        lines += [f"- `{e.check}` {_code(e.paragraph)}: {_code(e.fragment)}" for e in stale]
    lines += _reviews_section(lang, ui_lang, root)
    return "\n".join(lines) + "\n"


def _reviews_section(lang: str, ui_lang: str, root) -> list[str]:
    """The reviewers' marks and notes (saved by the review screen), one line per entry."""
    from helper.catalog.review import review_marks
    from helper.i18n import join_clauses

    marks = review_marks(root, (lang,))
    lines = ["", "## " + _say(ui_lang, _("Reviewed entries and notes")), ""]
    if not marks:
        return lines + [_say(ui_lang, _("None."))]
    for mark in marks:
        parts = []
        if mark["reviewed"]:
            parts.append(_say(ui_lang, _("reviewed {date} by {reviewer}"), date=mark["reviewed"],
                              reviewer=mark["reviewer"]) if mark["reviewer"]
                         else _say(ui_lang, _("reviewed {date}"), date=mark["reviewed"]))
        if mark["fuzzy"]:
            parts.append(_say(ui_lang, _("fuzzy again")))
        if mark["note"]:
            parts.append(_say(ui_lang, _("note: {note}"), note=_md_text(mark["note"].replace("\n", " "))))
        text = join_clauses(parts, ui_lang)  # the separator as the language writes it (zh ；, el ·): issue 9
        lines.append(f"- {mark['domain']} {_code(mark['entry'])}: " + text)
    return lines


def _lang_matches(pattern: str, lang: str) -> bool:
    import fnmatch

    return fnmatch.fnmatchcase(lang, pattern)
