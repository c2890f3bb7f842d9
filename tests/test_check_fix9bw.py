"""The order of use of a term's forms, computed once by ``catalog build`` (issue 9 §2; fix9bw).

fix9bo's term messages name a term's accepted forms in their order of use in the shipped catalogue ("IMP / 国际比赛分":
the zh catalogue writes IMP).  That order was computed by parsing the shipped laws.po and messages.po again with
polib at the first term message of every process, whatever catalogue was being checked.  ``helper catalog build``
now writes it beside the glossary (``helper/catalog/term_order.json``, checked into git, naming the catalogues it
was computed from and their SHA-256), and the checks read that file.
"""

from __future__ import annotations

import hashlib
import json
import re

import polib

from helper.catalog.build import build_all
from helper.catalog.checks import terminology
from helper.catalog.checks.terminology import load_glossary, term_forms
from tests.support import REPO, copy_checkout, findings

ORDER = REPO / "helper" / "catalog" / "term_order.json"
ZH_MESSAGES = "locales/zh_Hans/LC_MESSAGES/messages.po"


def _term(name: str):
    return next(term for term in load_glossary() if term.en_text == name)


def test_a_term_message_parses_no_catalogue(monkeypatch):
    """The first term message of a process reads no catalogue: polib is never called, and the message names the
    forms in the catalogue's order of use all the same (fix9bo's N30)."""
    parsed = []
    monkeypatch.setattr(polib, "pofile", lambda *a, **k: parsed.append(a) or (_ for _ in ()).throw(AssertionError))
    for name in ("_IN_USE",):  # the caches of the code before fix9bw, emptied so the first message is first
        if hasattr(terminology, name):
            monkeypatch.setattr(terminology, name, {})
    for name in ("_shipped_text", "_term_orders"):
        if hasattr(terminology, name):
            getattr(terminology, name).cache_clear()
    assert findings("the score is 3 IMPs", "该分为3比赛分", "zh") == [
        ("terminology", "error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]
    assert term_forms(_term("IMP"), "el") == "IMPs"
    assert parsed == []


def test_the_checked_in_order_is_the_builds_of_the_checked_in_catalogues():
    """term_order.json is what the build computes from the catalogues in git, and names them with their digests."""
    data = json.loads(ORDER.read_text(encoding="utf-8"))
    assert "helper catalog build" in data["about"]
    assert data["sources"] == {name: hashlib.sha256((REPO / name).read_bytes()).hexdigest() for name in (
        "locales/el/LC_MESSAGES/laws.po", "locales/el/LC_MESSAGES/messages.po",
        "locales/zh_Hans/LC_MESSAGES/laws.po", ZH_MESSAGES)}
    assert ORDER.read_bytes() == terminology.term_order(REPO)
    imp = next(item for item in data["terms"] if item["term"] == "IMP")
    assert imp["langs"]["zh"]["order"] == ["IMP", "国际比赛分"] and imp["langs"]["el"]["order"] == ["IMPs"]


def test_the_build_writes_the_order_of_the_catalogues_it_built(tmp_path):
    """A catalogue that writes the term otherwise (国际比赛分 throughout, no IMP) gives another order at the next
    build, which says it wrote the file; a second build leaves it unchanged."""
    root = copy_checkout(tmp_path / "checkout")
    path = root / ZH_MESSAGES
    catalogue = polib.pofile(str(path))
    for entry in catalogue:
        entry.msgstr = re.sub(r"IMPs?", "国际比赛分", entry.msgstr)
        entry.msgstr_plural = {k: re.sub(r"IMPs?", "国际比赛分", v) for k, v in entry.msgstr_plural.items()}
    catalogue.save(str(path))
    laws = root / "locales/zh_Hans/LC_MESSAGES/laws.po"
    laws.write_text(re.sub(r'(msgstr ".*?)IMPs?', r"\1国际比赛分", laws.read_text(encoding="utf-8")),
                    encoding="utf-8")
    lines = build_all(root)
    assert lines[-1] == "helper/catalog/term_order.json: 23 entries (written)"
    data = json.loads((root / "helper/catalog/term_order.json").read_text(encoding="utf-8"))
    imp = next(item for item in data["terms"] if item["term"] == "IMP")
    assert imp["langs"]["zh"]["order"][0] == "国际比赛分" and imp["langs"]["el"]["order"] == ["IMPs"]
    assert data["sources"][ZH_MESSAGES] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert build_all(root)[-1] == "helper/catalog/term_order.json: 23 entries (unchanged)"


def test_a_term_the_record_does_not_know_keeps_the_glossarys_order():
    """A term whose forms were edited in the glossary since the last build (here IMP's two Chinese forms swapped:
    the record holds them in the other order) is named by its forms in the glossary's order, 国际比赛分 (IMP, a
    regular expression, has no written form to name), not by an order recorded for other forms."""
    imp = _term("IMP")
    assert len(imp.forms["zh"]) == 2 and imp.forms["zh"][1] == "国际比赛分"
    edited = imp._replace(forms={**imp.forms, "zh": imp.forms["zh"][::-1]},
                          accepted={**imp.accepted, "zh": imp.accepted["zh"][::-1]})
    assert term_forms(edited, "zh") == "国际比赛分"
    assert term_forms(imp, "zh") == "IMP / 国际比赛分"
