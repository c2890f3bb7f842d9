"""Measure ``catalog check`` on a reviewer's injected defects (issue 9 §2), as the fresh testers do.

Each input is one entry of a shipped catalogue given another translation, with one defect in it (``defect``
true) or correct (a rewording, ``defect`` false).  :func:`gained` gives the findings the changed entry has that
the shipped entry has not (after the baseline): a defect should gain exactly one finding that names it, a
rewording none.

Run over a file of inputs (JSON lines: ``id``, ``lang`` zh|el, ``domain`` laws|messages, ``entry`` - the msgctxt
of a law paragraph such as ``2017|12C2(a)`` or the msgid of an interface string -, ``msgstr`` - a list for a
plural entry's forms -, ``kind``, ``defect``, ``what``)::

    python -m tests.testers.measure IN.jsonl OUT.json

OUT.json: the inputs with ``findings`` (check, severity, message, fragment) added; a summary per kind is printed
(ONE: one finding, MANY: more, MISS: none; rewordings OK or FALSE).
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from functools import cache
from pathlib import Path

import polib

from helper.catalog.build import catalog_path
from helper.catalog.checks import apply_baseline
from helper.catalog.checks.catalogues import _data_root, _official_texts, check_entry, nplurals, not_used_once
from helper.catalog.checks.common import entry_name


@cache
def _catalogue(lang: str, domain: str):
    base = _data_root(None)
    po = polib.pofile(str(catalog_path(base, lang, domain)))
    entries = {entry_name(domain, e.msgctxt, e.msgid): e for e in po if not e.obsolete and e.msgid}
    return entries, nplurals(po.metadata), (_official_texts(base, lang) if domain == "laws" else {})


def _findings(entry, lang: str, domain: str, expected, official) -> list:
    found = not_used_once(check_entry(entry, lang, domain, ui_lang="en", nplurals=expected, official=official),
                          lang, domain, "en")
    return apply_baseline(found)[0]


def gained(item: dict) -> list:
    """The findings (:class:`helper.catalog.checks.Finding`) that ``item``'s translation gains over the shipped
    entry's, in ``catalog check``'s order.  A fuzzy (older edition's) or empty shipped entry is no translation:
    the input is then the reviewer's own (not fuzzy) and all its findings are gained.

    Raises:
        KeyError: the entry is not in the shipped catalogue."""
    entries, expected, official = _catalogue(item["lang"], item["domain"])
    entry = entries[item["entry"]]
    off = official.get(entry.msgctxt)
    own = entry.fuzzy or not (entry.msgstr or any(entry.msgstr_plural.values()))
    before = [] if own else _findings(entry, item["lang"], item["domain"], expected, off)
    changed = polib.POEntry(msgid=entry.msgid, msgctxt=entry.msgctxt, msgid_plural=entry.msgid_plural,
                            flags=[f for f in entry.flags if f != "fuzzy"], comment=entry.comment,
                            tcomment=entry.tcomment, previous_msgid=None if own else entry.previous_msgid,
                            previous_msgid_plural=None if own else entry.previous_msgid_plural)
    if entry.msgid_plural:
        forms = item["msgstr"] if isinstance(item["msgstr"], list) else [item["msgstr"]]
        changed.msgstr_plural = dict(enumerate(forms))
    else:
        changed.msgstr = item["msgstr"]
    old = Counter((f.check, f.message) for f in before)
    new = []
    for finding in _findings(changed, item["lang"], item["domain"], expected, off):
        if old[finding.check, finding.message]:
            old[finding.check, finding.message] -= 1
        else:
            new.append(finding)
    return new


def unknown_entries(items: list[dict]) -> list[str]:
    """One line for each input of ``items`` whose entry is no live entry of the shipped catalogue it names (its
    ``lang``, ``domain``, ``entry``): an obsolete one (``#~``, kept by msgmerge for a string no longer used, tester
    t9bm) or none at all; ``[]`` when every input names a live entry."""
    said = []
    for item in items:
        if item["entry"] in _catalogue(item["lang"], item["domain"])[0]:
            continue
        po = polib.pofile(str(catalog_path(_data_root(None), item["lang"], item["domain"])))
        obsolete = any(entry_name(item["domain"], e.msgctxt, e.msgid) == item["entry"] for e in po if e.obsolete)
        said.append(f"{item.get('id', '?')}: {item['entry']!r} is " + (
            "an obsolete (#~) entry of" if obsolete else "no entry of") +
            f" the shipped {item['lang']} {item['domain']} catalogue: give a live entry's msgid (or msgctxt for laws)")
    return said


def main(argv: list[str]) -> int:
    """Measure the inputs of ``argv[0]`` (one JSON object a line), write them with their gained findings to
    ``argv[1]`` and print a table by kind.  Returns 0; 2 (nothing measured, each such input named) when an input
    names no live shipped entry."""
    inputs, out = Path(argv[0]), Path(argv[1])
    results, table = [], defaultdict(Counter)
    items = [json.loads(line) for line in inputs.read_text(encoding="utf-8").split("\n") if line.strip()]
    # (not splitlines: U+0085 inside a msgstr)
    if bad := unknown_entries(items):
        print("\n".join(bad), file=sys.stderr)
        return 2
    for item in items:
        found = gained(item)
        item["findings"] = [{"check": f.check, "severity": f.severity, "message": f.message,
                             "fragment": f.fragment} for f in found]
        results.append(item)
        if item.get("defect", True):
            table[item.get("kind", "?")]["ONE" if len(found) == 1 else "MANY" if found else "MISS"] += 1
        else:
            table[item.get("kind", "?")]["FALSE" if found else "OK"] += 1
    out.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    for kind, row in sorted(table.items()):
        defects = row["ONE"] + row["MANY"] + row["MISS"]
        share = f"  {100 * row['ONE'] / defects:.1f}% one finding" if defects else ""
        print(f"{kind:14} " + " ".join(f"{k}={v}" for k, v in sorted(row.items())) + share)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
