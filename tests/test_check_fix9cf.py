"""The order of use of a term's forms without a file in the package (fix9cf, issue 9 §2; the order itself:
tests/test_check_fix9bw.py).

Kinds:
- a build: ``helper catalog build`` writes no file under ``helper/`` (fix9bw wrote helper/catalog/term_order.json,
  a reviewer's build changed the package), and its report has a line per catalogue only;
- a catalogue the order cannot be read from (missing, or not a catalogue): its text counts as empty, no error,
  the other catalogue of the language still counted;
- the start-up cache: two copies of the checkout keep their own orders (the entry is named by the directory).
"""

from __future__ import annotations

import polib

import helper.paths
from helper.catalog.build import build_all
from helper.catalog.checks import terminology
from helper.catalog.checks.terminology import load_glossary, term_orders
from tests.support import copy_checkout
from tests.test_check_fix9bw import ZH_LAWS, ZH_MESSAGES, _to_guoji


def _files(directory):
    return {path.relative_to(directory).as_posix(): path.read_bytes() for path in directory.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts}


def test_a_build_writes_nothing_under_helper(tmp_path):
    """A build after a reviewer's catalogue change (IMP written 国际比赛分 throughout) writes the catalogues and
    nothing under helper/: its report names the six catalogue files, each once."""
    root = copy_checkout(tmp_path / "checkout")
    _to_guoji(root)
    before = _files(root / "helper")
    lines = build_all(root)
    assert _files(root / "helper") == before
    assert not (root / "helper/catalog/term_order.json").exists()
    assert [line.split(":")[0] for line in lines] == [
        "locales/laws.pot", "locales/zh_Hans/LC_MESSAGES/laws.po", "locales/el/LC_MESSAGES/laws.po",
        "locales/messages.pot", "locales/zh_Hans/LC_MESSAGES/messages.po", "locales/el/LC_MESSAGES/messages.po"]


def test_a_catalogue_that_cannot_be_read_counts_as_empty(tmp_path):
    """The order from laws.po alone when messages.po is missing, or cannot be read (not UTF-8):
    no error (the catalogue check says what is wrong with the file)."""
    root = copy_checkout(tmp_path / "checkout")
    terms = load_glossary()
    laws_only = term_orders(terms, "zh", [root / ZH_LAWS])
    assert laws_only["IMP"][0] == tuple(next(t for t in terms if t.en_text == "IMP").forms["zh"])
    (root / ZH_MESSAGES).unlink()
    assert term_orders(terms, "zh", [root / ZH_LAWS, root / ZH_MESSAGES]) == laws_only
    (root / ZH_MESSAGES).write_bytes(b'msgid "\xff"\n')  # not UTF-8
    try:
        polib.pofile(str(root / ZH_MESSAGES))
    except (OSError, ValueError):
        pass
    else:  # pragma: no cover - the input must be one polib refuses
        raise AssertionError("polib read the damaged catalogue")
    assert term_orders(terms, "zh", [root / ZH_LAWS, root / ZH_MESSAGES]) == laws_only
    # no text at all: every form used equally often (never), each term's forms in the glossary's order
    assert term_orders(terms, "zh", []) == {
        term.en_text: (term.forms["zh"], term.shown["zh"]) for term in terms if term.forms.get("zh")}


def test_two_checkouts_keep_their_own_orders(tmp_path, monkeypatch):
    """Two copies of the checkout sharing one start-up cache: each process names IMP by its own catalogue's
    order, whichever ran last (an entry per locales directory, each checked against its files)."""
    first = copy_checkout(tmp_path / "first")
    second = copy_checkout(tmp_path / "second")
    _to_guoji(second)
    imp = next(term for term in load_glossary() if term.en_text == "IMP")
    try:
        for root, expected in ((first, "IMP"), (second, "国际比赛分"), (first, "IMP"), (second, "国际比赛分")):
            monkeypatch.setattr(helper.paths, "locales_dir", lambda root=root: root / "locales")
            terminology._term_orders.cache_clear()  # the next process
            assert terminology.forms_in_use(imp, "zh")[0] == expected
    finally:
        terminology._term_orders.cache_clear()
