"""The order of use of a term's forms, computed once per catalogue change (issue 9 §2; fix9bw, fix9cf).

fix9bo's term messages name a term's accepted forms in their order of use in the shipped catalogue ("IMP / 国际比赛分":
the zh catalogue writes IMP).  That order was computed by parsing the shipped laws.po and messages.po again with
polib at the first term message of every process.  fix9bw had ``catalog build`` write it into
``helper/catalog/term_order.json`` with the catalogues' digests; fix9cf computes it at the first term message of a
process and keeps it in the start-up cache (:mod:`helper.cache`) while the catalogues, the glossary and the code are
unchanged: a later process parses no catalogue, no file under ``helper/`` is written by a build, and an edited
catalogue needs no rebuild (terminology._term_orders).
"""

from __future__ import annotations

import re

import polib

import helper.paths
from helper.catalog.checks import terminology
from helper.catalog.checks.terminology import load_glossary, term_forms, term_orders
from tests.support import REPO, copy_checkout, findings

ZH_MESSAGES = "locales/zh_Hans/LC_MESSAGES/messages.po"
ZH_LAWS = "locales/zh_Hans/LC_MESSAGES/laws.po"


def _term(name: str):
    return next(term for term in load_glossary() if term.en_text == name)


def _to_guoji(root):
    """Write the copy ``root``'s Chinese catalogues with 国际比赛分 wherever they write IMP(s)."""
    path = root / ZH_MESSAGES
    catalogue = polib.pofile(str(path))
    for entry in catalogue:
        entry.msgstr = re.sub(r"IMPs?", "国际比赛分", entry.msgstr)
        entry.msgstr_plural = {k: re.sub(r"IMPs?", "国际比赛分", v) for k, v in entry.msgstr_plural.items()}
    catalogue.save(str(path))
    laws = root / ZH_LAWS
    laws.write_text(re.sub(r'(msgstr ".*?)IMPs?', r"\1国际比赛分", laws.read_text(encoding="utf-8")),
                    encoding="utf-8")


def test_a_term_message_parses_no_catalogue_once_the_cache_holds_the_order(monkeypatch):
    """A process's first term message parses the catalogues once, when the start-up cache does not hold their
    order yet; the next process's (the per-process cache emptied) parses none, and names the forms in the
    catalogue's order of use all the same (fix9bo's N30)."""
    terminology._term_orders.cache_clear()
    term_forms(_term("IMP"), "zh"), term_forms(_term("IMP"), "el")  # the cache filled, if it was not
    terminology._term_orders.cache_clear()
    parsed = []
    monkeypatch.setattr(polib, "pofile", lambda *a, **k: parsed.append(a) or (_ for _ in ()).throw(AssertionError))
    try:
        assert findings("the score is 3 IMPs", "该分为3比赛分", "zh") == [
            ("terminology", "error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]
        assert term_forms(_term("IMP"), "el") == "IMPs"
        assert parsed == []
    finally:
        terminology._term_orders.cache_clear()


def test_the_order_is_the_shipped_catalogues():
    """The order a process uses is the one computed from the shipped catalogues of the language, with the
    glossary's forms it was computed for."""
    terms = load_glossary()
    for lang, directory in (("zh", "zh_Hans"), ("el", "el")):
        paths = [REPO / "locales" / directory / "LC_MESSAGES" / f"{domain}.po" for domain in ("laws", "messages")]
        assert terminology._term_orders(lang) == term_orders(terms, lang, paths)
    imp = terminology._term_orders("zh")["IMP"]
    assert imp == (tuple(_term("IMP").forms["zh"]), ("IMP", "国际比赛分"))
    assert terminology._term_orders("el")["IMP"][1] == ("IMPs",)


def test_an_edited_catalogue_gives_its_order_with_no_build(tmp_path, monkeypatch):
    """A catalogue that writes the term otherwise (国际比赛分 throughout, no IMP) gives another order at the next
    process's term message, with no ``catalog build`` in between (国际比赛分 named first); the copy's original
    catalogue its own (IMP first)."""
    root = copy_checkout(tmp_path / "checkout")
    monkeypatch.setattr(helper.paths, "locales_dir", lambda: root / "locales")
    terminology._term_orders.cache_clear()
    try:
        assert term_forms(_term("IMP"), "zh") == "IMP / 国际比赛分"
        _to_guoji(root)
        terminology._term_orders.cache_clear()  # the next process
        assert terminology.forms_in_use(_term("IMP"), "zh")[0] == "国际比赛分"
        assert term_forms(_term("IMP"), "el") == "IMPs"
    finally:
        terminology._term_orders.cache_clear()


def test_a_term_the_record_does_not_know_keeps_the_glossarys_order():
    """A term whose forms are not the glossary's (here IMP's two Chinese forms swapped: the order was computed for
    them in the other order) is named by its forms in its own order, 国际比赛分 (IMP, a regular expression, has no
    written form to name), not by an order computed for other forms."""
    imp = _term("IMP")
    assert len(imp.forms["zh"]) == 2 and imp.forms["zh"][1] == "国际比赛分"
    edited = imp._replace(forms={**imp.forms, "zh": imp.forms["zh"][::-1]},
                          accepted={**imp.accepted, "zh": imp.accepted["zh"][::-1]})
    assert term_forms(edited, "zh") == "国际比赛分"
    assert term_forms(imp, "zh") == "IMP / 国际比赛分"
