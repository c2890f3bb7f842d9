"""Tester t9bb's may/must and negation inputs (issue 9 §2, task fixwb), each a kind: the input, other defects of the
kind (one finding each) and correct rewordings (none), in both languages where the kind has a Greek form.

1. A prohibition said as advice (t9bb may084: zh 12B2 不得 as 不宜, "should not"): one terminology error, "the
   prohibition made a recommendation" (:func:`helper.catalog.checks.modality.weakened_prohibitions`, kind "advise").
2. A prohibition said by two negations that cancel (t9bb neg462: zh 12B2 不得 as 并非不得, "not forbidden"; 不得不,
   "cannot but"): one terminology error, "two negations that cancel" (kind "double"); not also a negation added
   ("δεν μπορεί να μην"), nor a doubled word's (不得不得).
3. A negation dropped beside a degree of fault said missing (t9bb neg101: zh 12C3, the 1997 text, 可不对其做 as
   可对其做): its 不应负违规责任, which says "in no way to blame" otherwise, no longer stands in for the "shall not"
   (:func:`helper.catalog.checks.negation.without_blame_negations`): one negation error besides the degree's own.
4. A short negated sentence dropped where length joins it to its neighbour (t9bb sen187: "… then build again. Nothing
   was written." without 未写入任何内容。): one sentences error naming the sentence
   (:func:`helper.catalog.checks.structure.negated_left_out`), no negation error; a translation that joins the two
   sentences and keeps the negation, none.
5. An interface string's rule of the Laws made a permission (t9bb may454: "apply equally" as 可以适用): one terminology
   error, "the translation only allows it" (:func:`helper.catalog.checks.negation.stated_made_possible`, Chinese
   read where the English names a score, a rectification, a side or the Director).
6. A duty added to an interface statement (t9bb may095: "F4 shows it again" as 须按 F4 再次显示): one terminology error,
   "a duty added" (:func:`helper.catalog.checks.interface_modality.interface_modality`, kind "obliged"); not 应, nor
   where the English instructs or says "needed".
7. "without doing" said as two actions joined beside another negation (t9bb neg111: "quits without saving it" as
   保存而退出, beside 尚未保存): one negation error, "'with' and 'without' reversed"
   (:func:`helper.catalog.checks.interface_modality.with_without`).
8. What the sweep found: "no ruling in progress" as 有未完成的裁决 (its 未 is the "in progress"'s), "with no end mark" as
   "με σημείο στίξης" (the with/without finding alone).  (A contrast "not" with no verb dropped, "Not the 2017 text."
   as 是2017年版文本, is left: counted, it made a second finding where the contrast's term is said changed,
   test_check_fix9bb.)

The vocabulary the rules cover, as a grammar lists it (Greek folded by the checks):

- Chinese modals of prohibition kept (no finding for "may not", "shall not", "cannot"): 不得, 不可, 不可以, 不能, 不应,
  不准, 不许, 禁止, 绝不能; weakened: advice 不宜, 最好不要 / 最好别 / 最好不, 尽量不要 / 尽可能不 / 尽量避免, 不建议,
  不提倡, 不鼓励, 不推荐, 不主张; a permission not to 可不, 可以不; no duty 不必, 不须, 不需要, 无须, 无需, 毋须, 不用;
  two negations 并非不得, 并不是不可, 不是不可以, 未必不能, 非不得, 不禁止, 没有禁止, 并未禁止, 不得不, 不能不, 不可不.
- Greek: kept δεν μπορεί, δεν επιτρέπεται, απαγορεύεται, δεν πρέπει, δεν δικαιούται, δεν θα (future); weakened:
  advice "δεν συνιστάται", "δεν ενδείκνυται", "δεν είναι σκόπιμο", "δεν θα έπρεπε", "καλύτερα να μη(ν)", "καλό θα ήταν
  να μη", "συνιστάται να μη", αποφεύγεται; "μπορεί να μη(ν)"; "δεν χρειάζεται", "δεν είναι απαραίτητο"; two negations
  "δεν απαγορεύεται", "δεν (του) απαγορεύεται", "δεν είναι απαγορευμένο", "δεν ισχύει ότι δεν", "δεν μπορεί να μη(ν)".
- A duty added to a statement: 必须, 务必, 必需, 须, 一定要, 得要, 有义务 (not 应); πρέπει, οφείλει / οφείλουν, υποχρεούται,
  υποχρεωτικά.  A permission added to a rule stated: 可以, 可, 能够, 允许, 得以, 有权; "μπορεί να" (third person).
- Negations counted (:mod:`helper.catalog.checks.negation_words`): 不, 没, 没有, 未, 无, 非 (not 非违规方), 并非, 不必, 无须,
  不得, 除非, 禁止, 勿; δεν, δε, μη, μην, όχι, ούτε, "εκτός αν", απαγορεύεται; κανένας and χωρίς as the English's "no"
  and "without" only.
"""

from __future__ import annotations

import pytest

from tests.support import findings, shipped_message

B2_EN = ("The Director may not award an adjusted score on the grounds that the rectification provided in these Laws is "
         "either unduly severe or advantageous to either side.")
B2_ZH = "裁判不得以本规则规定的纠正对任何一方过于严厉或过于有利为由判给调整分。"
B2_EL = ("Ο Διαιτητής δεν μπορεί να επιδικάσει επανορθωτική βαθμολογία, με το σκεπτικό ότι η επανόρθωση που προβλέπεται "
         "από τον παρόντα Κώδικα είναι είτε υπερβολικά αυστηρή, είτε ευνοϊκή για οποιονδήποτε άξονα.")
C3_EN = ("In individual events the Director enforces the rectifications in these Laws, and the provisions requiring the "
         "award of adjusted scores, equally against both members of the offending side even though only one of them may "
         "be responsible for the irregularity. But the Director shall not award a procedural penalty against the "
         "offender’s partner if of the opinion that he is in no way to blame.")
C3_ZH = ("在个人赛中，虽仅一人对违规负责，裁判应按照规则的判罚条款及调整分的规定，给予违规方两人以相同的调整分。"
         "但裁判如认为违规者的同伴，不应负违规责任时，则在判给调整分时，可不对其做程序性判罚。")
C3_EL = ("Σε ατομικό αγώνα, ο Διαιτητής επιβάλλει τις επανορθώσεις που αναφέρονται στον παρόντα Κώδικα και τις διατάξεις "
         "που αφορούν στην επιδίκαση επανορθωτικής βαθμολογίας εξ ίσου και στα δύο μέλη του υπαίτιου άξονα, ακόμα κι αν "
         "μπορεί να ευθύνεται μόνο ένα από αυτά για την ανωμαλία. Ωστόσο, ο Διαιτητής δεν θα επιβάλει διαδικαστικές "
         "ποινές στον συμπαίκτη του υπαιτίου, αν, κατά τη γνώμη του, δεν είναι με κανένα τρόπο υπεύθυνος για την "
         "παράβαση.")
REVIEW_EN = ("A review screen is open on the catalogues in {path}: close it (Esc), then build again. Nothing was "
             "written.")
FORM_EN = "The details form had unsaved text when the helper ended: F4 shows it again (F4 there saves it, Esc drops it)."
EQUALLY_EN = ("Individual event: the rectification and adjusted score apply equally to both members of the offending side "
              "(Law {law}).")
NOTE_EN = "The note was changed and not saved: Enter saves it; F10 again quits without saving it."
OLD_EN = "1997 Laws, Law {old} (Chinese): corresponds to 2017 {id} ({confidence}). Not the 2017 text."
PROGRESS_EN = "It had no ruling in progress: a new ruling begins here."
MARK_EN = "the English ends with '{mark}', the translation with no end mark: a character lost?"


def law_edited(english: str, paragraph: str, lang: str, text: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to ``text``, the ``lang`` translation of Law ``paragraph``."""
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang, paragraph)}
    return [f for f in findings(english, text.replace(old, new, 1), lang, paragraph) if (f[0], f[2]) not in before]


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of interface ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def one(found: list[tuple[str, str, str]], check: str, word: str) -> None:
    """Exactly one finding, of ``check``, its message holding ``word``."""
    assert len(found) == 1, found
    assert found[0][0] == check and word in found[0][2], found


# 1, 2: a prohibition said as advice or by two negations that cancel; the rewordings that keep it
@pytest.mark.parametrize("lang, text, old, new, word", [
    ("zh", B2_ZH, "不得", "不宜", "advice"),  # t9bb may084
    ("zh", B2_ZH, "不得", "最好不要", "advice"),
    ("zh", B2_ZH, "不得", "不建议", "advice"),
    ("el", B2_EL, "δεν μπορεί να", "δεν συνιστάται να", "advice"),
    ("el", B2_EL, "δεν μπορεί να", "καλύτερα να μην", "advice"),
    ("el", B2_EL, "δεν μπορεί να", "δεν θα έπρεπε να", "advice"),
    ("zh", B2_ZH, "不得", "并非不得", "cancel"),  # t9bb neg462
    ("zh", B2_ZH, "不得", "不是不可以", "cancel"),
    ("zh", B2_ZH, "不得", "不得不", "cancel"),
    ("el", B2_EL, "δεν μπορεί να", "δεν απαγορεύεται να", "cancel"),
    ("el", B2_EL, "δεν μπορεί να", "δεν μπορεί να μην", "cancel"),  # not also a negation added
])
def test_prohibition_weakened(lang, text, old, new, word):
    found = findings(B2_EN, text.replace(old, new, 1), lang, "12B2")
    one([f for f in found if f[0] != "catalogue"], "terminology", word)


@pytest.mark.parametrize("lang, text", [
    ("zh", B2_ZH), ("zh", B2_ZH.replace("不得", "不可")), ("zh", B2_ZH.replace("不得", "不能")),
    ("zh", B2_ZH.replace("不得", "不应")), ("zh", B2_ZH.replace("不得", "绝不能")),
    ("el", B2_EL.replace("δεν μπορεί να", "δεν επιτρέπεται να")), ("el", B2_EL.replace("δεν μπορεί να", "απαγορεύεται να")),
    ("el", B2_EL.replace("δεν μπορεί να", "δεν πρέπει να")),
])
def test_prohibition_kept(lang, text):
    assert [f for f in findings(B2_EN, text, lang, "12B2") if f[0] != "catalogue"] == []


def test_doubled_prohibition_is_the_doubled_finding():
    """不得不得 (a word written twice, t9ba dou15) is no double negation."""
    found = findings(B2_EN, B2_ZH.replace("不得", "不得不得"), "zh", "12B2")
    one(found, "doubled", "不得不得")


# 3: the negation of 12C3's second sentence dropped (t9bb neg101) beside the degree of fault said missing
@pytest.mark.parametrize("lang, text, old, new", [
    ("zh", C3_ZH, "可不对其做", "可对其做"),  # t9bb neg101
    ("zh", C3_ZH, "可不对其做", "应对其做"),
    ("el", C3_EL, "ο Διαιτητής δεν θα επιβάλει", "ο Διαιτητής θα επιβάλει"),
])
def test_negation_dropped_beside_a_degree(lang, text, old, new):
    one(law_edited(C3_EN, "12C3", lang, text, old, new), "negation", "shall not award")


@pytest.mark.parametrize("lang, text, old, new", [
    ("zh", C3_ZH, "可不对其做", "不得对其做"),
    ("zh", C3_ZH, "可不对其做", "不对其做"),
    ("el", C3_EL, "ο Διαιτητής δεν θα επιβάλει", "ο Διαιτητής δεν επιβάλλει"),
])
def test_negation_kept_beside_a_degree(lang, text, old, new):
    assert law_edited(C3_EN, "12C3", lang, text, old, new) == []


# 4: a short negated sentence dropped (t9bb sen187)
@pytest.mark.parametrize("lang, old", [
    ("zh", "未写入任何内容。"),  # t9bb sen187
    ("el", " Δεν γράφτηκε τίποτα."),
])
def test_negated_sentence_dropped(lang, old):
    found = edited(REVIEW_EN, lang, old, "")
    one(found, "sentences", "Nothing was written.")


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "再重新构建。未写入任何内容。", "再重新构建，未写入任何内容。"),  # joined, the negation kept
    ("el", "και ξαναχτίστε. Δεν γράφτηκε τίποτα.", "και ξαναχτίστε· δεν γράφτηκε τίποτα."),
])
def test_negated_sentence_joined(lang, old, new):
    assert edited(REVIEW_EN, lang, old, new) == []


# 5: a rule of the Laws stated made a permission (t9bb may454)
@pytest.mark.parametrize("lang, old, new", [
    ("zh", "同样适用于", "可以适用于"),  # t9bb may454
    ("zh", "同样适用于", "可适用于"),
    ("el", "ισχύουν εξ ίσου", "μπορεί να ισχύουν εξ ίσου"),
])
def test_rule_made_permission(lang, old, new):
    one(edited(EQUALLY_EN, lang, old, new), "terminology", "only allows")


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "同样适用于", "同等适用于"),
    ("zh", "同样适用于", "均适用于"),
    ("zh", "按 F4 再次显示", "按 F4 可再次显示"),  # an instruction's 可 (no rule of the Laws)
])
def test_statement_kept(lang, old, new):
    english = EQUALLY_EN if "适用" in old else FORM_EN
    assert edited(english, lang, old, new) == []


# 6: a duty added to a statement (t9bb may095)
@pytest.mark.parametrize("lang, old, new", [
    ("zh", "按 F4 再次显示", "须按 F4 再次显示"),  # t9bb may095
    ("zh", "按 F4 再次显示", "必须按 F4 再次显示"),
    ("el", "το F4 το δείχνει ξανά", "πρέπει να το δείξει ξανά το F4"),
])
def test_duty_added(lang, old, new):
    one(edited(FORM_EN, lang, old, new), "terminology", "a duty added")


# 7: "without saving" said as two actions joined (t9bb neg111)
@pytest.mark.parametrize("old, new", [
    ("不保存而退出", "保存而退出"),  # t9bb neg111
    ("不保存而退出", "保存后退出"),
    ("不保存而退出", "保存再退出"),
])
def test_without_made_joined(old, new):
    one(edited(NOTE_EN, "zh", old, new), "negation", "'with' and 'without' reversed")


@pytest.mark.parametrize("old, new", [("不保存而退出", "退出而不保存"), ("不保存而退出", "放弃修改并退出")])
def test_without_kept(old, new):
    assert edited(NOTE_EN, "zh", old, new) == []


# 8: what the sweep found
@pytest.mark.parametrize("english, lang, old, new, check, word", [
    (PROGRESS_EN, "zh", "它没有未完成的裁决", "它有未完成的裁决", "negation", "no ruling in progress"),
    (MARK_EN, "el", "η μετάφραση χωρίς σημείο", "η μετάφραση με σημείο", "negation", "'with' and 'without' reversed"),
])
def test_sweep_negations_dropped(english, lang, old, new, check, word):
    one(edited(english, lang, old, new), check, word)


@pytest.mark.parametrize("english, lang, old, new", [
    (OLD_EN, "zh", "并非2017年版文本", "不是2017年版文本"),
    (PROGRESS_EN, "zh", "它没有未完成的裁决", "它没有进行中的裁决"),
])
def test_sweep_negations_kept(english, lang, old, new):
    assert edited(english, lang, old, new) == []
