"""Fresh tester t9bn's inputs of session 42 (issue 9 §2, fiym), each a kind: the tester's input, other defects of
the kind (one finding each, its check and words checked) and correct renderings (no finding), measured as the
testers do (:func:`tests.support.interface_found`: what the check gains over the shipped entry).

1. A state said by its opposite, no negation word involved (:data:`helper.catalog.checks.opposites.OPPOSITES`'
   "open / finished"): "The ruling stays open in the other login" as 该裁决仍在另一个登录中已完成 (tester t9bn
   bn-neg05); "is still open" as "κλειστή", "in progress" as 已完成, "finished" as "σε εξέλιξη".
2. A placeholder that lost its braces next to the word of its name ("at byte {byte}" as "στο byte byte", tester t9bn
   bn-plh21): the placeholders finding alone, no word written twice.
3. An official text edited with a clause left in English (tester t9bn bn-unt11, 12C4): the catalogue error lists only
   what the edit brought, not a clause of the official text (unchanged) said added.
"""

from __future__ import annotations

import pytest

from tests.support import interface_found
from tests.testers.measure import _catalogue

STAYS = "The ruling stays open in the other login: ^O asks again whether to take it over."
SAVED = "A ruling saved at {time} (UTC) in another login ({terminal}) is still open: take it over? (y / n)"
MORE = "{count} more ruling of yours is open in another login: n asks about it next."
RESUMES = "Its ruling in progress, started at {time} (UTC), resumes here."
FINISHED = ("This ruling is finished: ruling {id}, started at {time}, recorded at {at} (UTC), is shown as recorded. "
            "^P back corrects it; ^N starts a new ruling.")
UTF8 = "{path}: not UTF-8 ({reason} at byte {byte}); fix it, then rebuild"
LINE = "line {line}: not a PO line"

REVERSED = "the translation its opposite"
UNBRACED = "has lost its braces"


@pytest.mark.parametrize("lang, entry, msgstr, check, fragment, words", [
    # 1. a state reversed (the tester's, then others of the kind, both ways, both languages)
    ("zh", STAYS, "该裁决仍在另一个登录中已完成：按 ^O 会再次询问是否接管。", "terminology", "已完成",
     "the English says 'stays open', the translation its opposite '已完成'"),
    ("el", STAYS, "Η απόφαση έχει ολοκληρωθεί στην άλλη σύνδεση: το ^O ρωτά ξανά αν θα αναληφθεί.", "terminology",
     "ολοκληρωθεί", REVERSED),
    ("zh", SAVED, "于 {time}（UTC）在另一个登录（{terminal}）中保存的裁决已完成：要接管吗？（y / n）", "terminology", "已完成",
     "'is still open'"),
    ("el", SAVED, "Μια απόφαση που αποθηκεύτηκε στις {time} (UTC) σε άλλη σύνδεση ({terminal}) είναι ήδη κλειστή: "
                  "να αναληφθεί; (y / n)", "terminology", "κλειστή", REVERSED),
    ("zh", MORE, "您在其他登录中还有 {count} 个已完成的裁决：按 n 询问下一个。", "terminology", "已完成", REVERSED),
    ("zh", RESUMES, "其已完成的裁决（开始于 {time}（UTC））在此继续。", "terminology", "已完成", "'in progress'"),
    ("el", RESUMES, "Η ολοκληρωμένη απόφασή της, που ξεκίνησε στις {time} (UTC), συνεχίζεται εδώ.", "terminology",
     "ολοκληρωμένη", REVERSED),
    ("el", FINISHED, "Αυτή η απόφαση είναι ακόμη σε εξέλιξη: η απόφαση {id}, που ξεκίνησε στις {time} και καταγράφηκε "
                     "στις {at} (UTC), εμφανίζεται όπως καταγράφηκε. Το ^P (πίσω) τη διορθώνει· το ^N ξεκινά νέα "
                     "απόφαση.", "terminology", "σε εξέλιξη", "the English says 'finished'"),
    # 2. a placeholder's braces lost beside the word of its name: that placeholder's one finding
    ("el", UTF8, "{path}: δεν είναι UTF-8 ({reason} στο byte byte)· διορθώστε το και ξαναχτίστε", "placeholders",
     "{path}: δεν είναι UTF-8 ({reason} στο byte byte)· διορθώστε το και ξαναχτίστε", UNBRACED),
    ("el", UTF8, "{path}: δεν είναι UTF-8 ({reason} στο Byte byte)· διορθώστε το και ξαναχτίστε", "placeholders",
     "{path}: δεν είναι UTF-8 ({reason} στο Byte byte)· διορθώστε το και ξαναχτίστε", UNBRACED),
    ("zh", UTF8, "{path}：不是 UTF-8 编码（{reason}，位于 byte byte）；请修正后重新构建", "placeholders",
     "{path}：不是 UTF-8 编码（{reason}，位于 byte byte）；请修正后重新构建", UNBRACED),
    ("el", LINE, "line line: δεν είναι γραμμή PO", "placeholders", "line line: δεν είναι γραμμή PO", UNBRACED),
    ("zh", LINE, "line line：不是 PO 格式的行", "placeholders", "line line：不是 PO 格式的行", UNBRACED),
    # (a word written twice beside a placeholder kept is still the doubled word's)
    ("el", UTF8, "{path}: δεν είναι UTF-8 ({reason} στο στο byte {byte})· διορθώστε το και ξαναχτίστε", "doubled",
     "στο στο", "word written twice"),
])
def test_one_finding(lang, entry, msgstr, check, fragment, words):
    """Each defect gains exactly one finding, of ``check``, quoting ``fragment``, its message holding ``words``."""
    found = interface_found(lang, entry, msgstr)
    assert [(f[0], f[2]) for f in found] == [(check, fragment)], found
    assert words in found[0][1]


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", STAYS, "该裁决在另一个登录中仍然保持打开：按 ^O 会再次询问是否接管。"),
    ("zh", STAYS, "该裁决在另一个登录中尚未完成：按 ^O 会再次询问是否接管。"),
    ("el", STAYS, "Η απόφαση μένει ανοιχτή στην άλλη σύνδεση: το ^O ρωτά ξανά αν θα αναληφθεί."),
    ("el", STAYS, "Η απόφαση δεν έχει ολοκληρωθεί ακόμη στην άλλη σύνδεση: το ^O ρωτά ξανά αν θα αναληφθεί."),
    ("zh", SAVED, "于 {time}（UTC）在另一个登录（{terminal}）中保存的裁决尚未结束：要接管吗？（y / n）"),
    ("el", FINISHED, "Η απόφαση αυτή τελείωσε: η απόφαση {id}, που ξεκίνησε στις {time} και καταγράφηκε στις {at} "
                     "(UTC), εμφανίζεται όπως καταγράφηκε. Το ^P (πίσω) τη διορθώνει· το ^N ξεκινά νέα απόφαση."),
])
def test_rewording_clean(lang, entry, msgstr):
    """A correct rewording gains no finding."""
    assert interface_found(lang, entry, msgstr) == []


def _official(lang: str, paragraph: str) -> str:
    return _catalogue(lang, "laws")[2][paragraph]


@pytest.mark.parametrize("lang, paragraph, old, new, english", [
    # the tester's: 12C4's second clause left in English; its unchanged "并且给每一比赛方取计算均值" is no clause added
    ("zh", "2017|12C4", "此牌局各方分数分别计算", "each contestant’s score on the board is calculated separately",
     "each contestant’s score on the board is calculated separate…"),
    # the first clause: 淘汰赛, the official's own word, is no limit the edit added
    ("zh", "2017|12C4", "裁判判罚非平衡的调整分时",
     "When the Director awards non-balancing adjusted scores in knockout play",
     "When the Director awards non-balancing adjusted scores in k…"),
    # Greek 86B1: its unchanged "Σε αγώνες ομάδων" is no limit the edit added
    ("el", "2017|86B1", "όταν ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία και το αποτέλεσμα στο άλλο τραπέζι",
     "In team play when the Director awards an adjusted score and the result at the other table between the same "
     "contestants is clearly favourable to one side", "In team play when the Director awards an adjusted score and…"),
])
def test_official_edit_lists_only_its_own(lang, paragraph, old, new, english):
    """An official text edited with a clause left in English: one ``catalogue`` finding whose listed edit is the
    English left untranslated alone, no words of the official text said added."""
    official = _official(lang, paragraph)
    assert old in official
    found = interface_found(lang, paragraph, official.replace(old, new, 1), domain="laws")
    assert [f[0] for f in found] == ["catalogue"], found
    edit = found[0][1][found[0][1].index("The edit: "):]
    assert edit == f"The edit: English left untranslated in the translation: '{english}'"
