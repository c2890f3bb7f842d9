"""The interface-translation corrections (issue 9 §4) and the glossary terms that keep them.

The bilingual review (shared/review/interface-translations.md) asked for 违规, never 违例, for
"infraction" and μη συμπληρωματική, never διαιρεμένη, for a split score (Law 12C4). These tests
read the shipped catalogues and inject the old wording into a copy to see `catalog check` catch it.
"""

from __future__ import annotations

import polib

from helper.catalog.checks import check_catalogues
from helper.i18n import catalog_path, get_translator
from tests.support import copy_checkout


def test_corrections_are_in_the_shipped_catalogues():
    zh, el = get_translator("zh").gettext, get_translator("el").gettext
    assert zh("A result was obtained, but an infraction may have damaged the non-offending side") == \
        "已取得结果，但违规可能使非违规方受到损害"
    assert zh("Can you estimate the probable outcome had the infraction not occurred?") == \
        "假如没有发生违规，能否估计可能出现的结果？"
    assert zh("{side} outcome by outcome: {items}") == "{side}各结果：{items}"
    pair = zh("Sentence pair {pair} (older edition), its English {match} the 2017 text:")
    assert pair.format(pair="S4", match=zh("close to")) == "句对 S4（旧版），其英文与2017年版文本相近："
    assert el("Yes: split score, each side from its own outcomes") == \
        "Ναι: μη συμπληρωματική βαθμολογία, κάθε άξονας από τα δικά του αποτελέσματα"
    assert el("{id} is divided into paragraphs: {parts}").format(id="12", parts="12A, 12B") == \
        "Η παραπομπή 12 περιλαμβάνει τις παραγράφους: 12A, 12B"
    assert el("probable") == "πιθανή αντιστοιχία"
    assert el("a guessed translation awaiting review") == "εικαζόμενη μετάφραση που αναμένει έλεγχο"
    for lang in ("zh", "el"):
        po = polib.pofile(str(catalog_path(lang)))
        assert not [e.msgid for e in po if "违例" in e.msgstr or "διαιρεμένη" in e.msgstr or "baseline" in e.msgstr]


def _inject(root, lang_dir: str, msgid: str, old: str, new: str) -> None:
    path = root / "locales" / lang_dir / "LC_MESSAGES" / "messages.po"
    po = polib.pofile(str(path), wrapwidth=0)
    entry = next(e for e in po if e.msgid == msgid)
    assert old in entry.msgstr
    entry.msgstr = entry.msgstr.replace(old, new)
    po.save(str(path))


def test_glossary_flags_the_old_terms(tmp_path):
    root = copy_checkout(tmp_path / "checkout")
    infraction = "A result was obtained, but an infraction may have damaged the non-offending side"
    split = "Yes: split score, each side from its own outcomes"
    _inject(root, "zh_Hans", infraction, "违规可能", "违例可能")
    _inject(root, "el", split, "μη συμπληρωματική", "διαιρεμένη")
    findings = check_catalogues(root, domains=("messages",))
    hits = {(f.lang, f.paragraph, f.check, f.severity) for f in findings if f.check == "terminology"}
    # words the project chose not to use, no misspellings: a warning naming the term used (fix9av)
    assert ("zh", infraction, "terminology", "warning") in hits
    assert ("el", split, "terminology", "warning") in hits
    # The shipped catalogues: neither entry has a terminology finding.
    shipped = check_catalogues(None, domains=("messages",))
    assert not [f for f in shipped if f.paragraph in (infraction, split) and f.check == "terminology"]
