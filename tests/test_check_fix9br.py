"""Duty, permission, negation and stated acts read as the translation says them (issue 9 §2, false findings; fix9br,
tester 9ab session 21, tester 9z session 20).

1. A receipt negated (得不到, 不能…得到, 无法得到; "δεν μπορεί να λάβει") for the English's "does not receive" is no
   permission: 12C1(e)(ii) stated as done stays clean; "may (not) receive" (可不获补偿, "μπορεί να μη λάβει") is still
   one "a duty made a permission?" and "可以得到补偿" one negation missing.
2. Greek μη after the conjunction ή ("or", folded to the article η) negates: "πολλές ή μη προφανείς" is "numerous or
   not obvious" (12C1(d)), no negation missing; "ή προφανείς" still is one.  Chinese 不明显 / 并非显而易见 stay read.
3. "If time permits" worded without a verb that permits ("Αν υπάρχει χρόνος", 如有时间) leaves the sentence's "may"
   (μπορεί … να, 可以) counted: no "stated as a fact" (tester 9z G8); the "may" dropped is still one.
4. A duty on a recipient ("The offending side shall receive") is kept by the receipt stated (违规方得到, λαμβάνει;
   tester 9z Z25, the lead's judgement); an actor's duty dropped (裁判应判给 -> 裁判判给) is still one warning.
5. Findings named as the reviewer sees them: "in the absence of" said as "παρουσία" (in the presence of) is the
   condition reversed, not missing (tester 9ab Ce-9); "leave out --nos" said as 请给出 --nos / "δώστε το --nos" is
   the instruction reversed, not a "not, no, unless" missing (tester 9ab Cmzh-4, Cmel-28), in the reviewer's UI.
"""

from __future__ import annotations

from helper.catalog.checks import check_pair
from helper.catalog.checks.negation import dropped_obligations
from tests.support import edit_findings, findings, law_texts

STATED = ("the English states what is done in 'The non-offending side does not receive relief for such par…', the "
          "translation only allows it: a duty made a permission?")
RELIEF_NOT = ("a negation of the English (not, no, unless) is missing in the translation of 'The non-offending side "
              "does not receive relief for such par…': a prohibition made a permission, or a condition reversed?")
OBVIOUS_NOT = ("a negation of the English (not, no, unless) is missing in the translation of 'If the possibilities "
               "are numerous or not obvious, the Direc…': a prohibition made a permission, or a condition reversed?")
FACT = ("the English says what may be ('may be played instead'), the translation states it as a fact: a possibility "
        "made certain?")
SUBSTITUTE = "If time permits, a substitute board may be played instead (Law {law})."
NOS = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."


def duty_warning(words: str, lang: str) -> list[tuple[str, str, str]]:
    """The one warning of an actor's duty dropped: "the English obliges ('{words}') … no word of duty"."""
    named = "应, 须, 必须" if lang == "zh" else "θα, πρέπει να, οφείλει να"
    return [("terminology", "warning", f"the English obliges ('{words}'), the translation has no word of duty "
                                       f"({named}): is it still read as a duty?")]


def law(lang: str, paragraph: str, text: str) -> list[tuple[str, str, str]]:
    """The findings on ``text`` as the ``lang`` translation of 2017 Law ``paragraph``."""
    return findings(law_texts(lang, paragraph)[0], text, lang, paragraph)


# ---------------------------------------------------------------- 1. a receipt negated is no permission

def test_a_receipt_negated_is_no_permission():
    """得不到 (B1-13), 不能…得到 (B1b-14) and other wordings of "does not receive" are no duty made a permission; a
    receipt allowed (可不获, 可以得到, "μπορεί να μη λάβει") is still one finding."""
    for text in ("对于自己造成的那部分损害，非违规方得不到补偿。",  # tester 9ab B1-13
                 "非违规方不能就其自己造成的那部分损害得到补偿。",  # tester 9ab B1b-14
                 "非违规方无法就其自己造成的那部分损害得到补偿。",
                 "对于自己造成的那部分损害，非违规方未能得到补偿。",
                 "非违规方不得就其自己造成的那部分损害获得补偿。"):
        assert law("zh", "12C1(e)(ii)", text) == [], text
    text = "Ο αναίτιος άξονας δεν μπορεί να λάβει αποζημίωση για το μέρος της ζημιάς του, που προκάλεσε μόνος του."
    assert law("el", "12C1(e)(ii)", text) == []
    # "may receive" / "may go without" where the English states the act is still one finding each
    assert law("zh", "12C1(e)(ii)", "对于自己造成的那部分损害，非违规方可不获补偿。") == [
        ("terminology", "error", STATED)]
    assert law("zh", "12C1(e)(ii)", "对于自己造成的那部分损害，非违规方可以得不到补偿。") == [
        ("terminology", "error", STATED)]
    assert law("zh", "12C1(e)(ii)", "非违规方可以得到补偿。") == [("negation", "error", RELIEF_NOT)]
    text = "Ο αναίτιος άξονας μπορεί να μη λάβει αποζημίωση για το μέρος της ζημιάς του, που προκάλεσε μόνος του."
    assert law("el", "12C1(e)(ii)", text) == [("terminology", "error", STATED)]


# ---------------------------------------------------------------- 2. μη after ή negates

def test_mh_after_or_is_a_negation():
    """"πολλές ή μη προφανείς" (B2-1) keeps the English's "not obvious"; ή (or) is no article."""
    assert law("el", "12C1(d)", "Αν οι πιθανότητες είναι πολλές ή μη προφανείς, ο Διαιτητής μπορεί να επιδικάσει "
                                "τεχνητή επανορθωτική βαθμολογία (βλέπε την παράγραφο Γ2 παρακάτω).") == []
    assert edit_findings("el", "12C1(d)", "ή όχι προφανείς", "ή μη εμφανείς") == []
    assert edit_findings("el", "12C1(d)", "ή όχι προφανείς", "ή μη σαφείς") == []
    # the negation dropped is still found once
    assert edit_findings("el", "12C1(d)", "ή όχι προφανείς", "ή προφανείς") == [("negation", "error", OBVIOUS_NOT)]
    # Chinese: 不 / 非 before an adjective is read (不明显, 并非显而易见)
    for said in ("不明显", "并非显而易见", "并不明显", "非显而易见"):
        assert edit_findings("zh", "12C1(d)", "不明显", said) == [], said
    assert edit_findings("zh", "12C1(d)", "不明显", "明显") == [("negation", "error", OBVIOUS_NOT)]


# ---------------------------------------------------------------- 3. "If time permits" without a verb that permits

def test_may_kept_when_time_permits_is_worded_without_permit():
    """G8: "Αν υπάρχει χρόνος, μπορεί αντί γι' αυτό να παιχτεί" keeps "may be played instead"; so do other words
    between μπορεί and its να and 如有时间，可以…; the "may" dropped there is still one finding."""
    for text in ("Αν υπάρχει χρόνος, μπορεί αντί γι' αυτό να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
                 "Αν υπάρχει χρόνος, μπορεί επίσης να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
                 "Αν το επιτρέπει ο χρόνος, μπορεί αντί γι' αυτό να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."):
        assert findings(SUBSTITUTE, text, "el") == [], text
    for text in ("如有时间，可以改打一副替补牌（第 {law} 条）。", "如果时间充裕，可改打一副替补牌（第 {law} 条）。"):
        assert findings(SUBSTITUTE, text, "zh") == [], text
    assert findings(SUBSTITUTE, "Αν υπάρχει χρόνος, παίζεται αντί γι' αυτό μια διανομή αντικατάστασης "
                                "(Νόμος {law}).", "el") == [("terminology", "error", FACT)]
    assert findings(SUBSTITUTE, "如有时间，改打一副替补牌（第 {law} 条）。", "zh") == [("terminology", "error", FACT)]


# ---------------------------------------------------------------- 4. a recipient's duty kept by a receipt stated

def test_a_recipients_duty_is_kept_by_a_receipt_stated():
    """Z25: 86B2(b) "The offending side shall receive the complement" as 违规方得到… / λαμβάνει: no duty warning; an
    actor's duty dropped is still one."""
    for lang, old, new in (("zh", "违规方应得到", "违规方得到"),  # tester 9z Z25
                           ("zh", "违规方应得到", "违规方获得"),
                           ("el", "θα λάβει", "λαμβάνει"),
                           ("el", "θα λάβει", "παίρνει"),
                           ("el", "Ο υπαίτιος άξονας θα λάβει", "Στον υπαίτιο άξονα επιδικάζεται")):
        assert edit_findings(lang, "86B2(b)", old, new) == [], (lang, new)
    assert dropped_obligations("The offending side shall be awarded average minus.", "违规方获得平均负分。", "zh") == []
    # an actor's duty dropped (裁判应判给 -> 裁判判给, "ο Διαιτητής θα επιδικάσει" -> the past "επιδίκασε") is still one
    # warning; the Greek legal present "επιδικάζει" states the duty (fix9fb: tests/test_check_fix9fb.py)
    assert edit_findings("zh", "86B2(b)", "裁判应对", "裁判对") == duty_warning("shall award to the non-offending", "zh")
    assert edit_findings("el", "86B2(b)", "ο Διαιτητής θα επιδικάσει", "ο Διαιτητής επιδίκασε") == duty_warning(
        "shall award to the non-offending", "el")
    assert edit_findings("zh", "86B2(c)", "裁判应取消", "裁判取消") == duty_warning("shall cancel the board(s) and", "zh")
    # a sentence with a duty on a recipient and one of an actor: the actor's dropped is still said
    english = "The Director shall award average plus and the offending side shall receive average minus."
    assert dropped_obligations(english, "裁判判给平均正分，违规方得到平均负分。", "zh") == [
        (english, "shall award average plus and")]


# ---------------------------------------------------------------- 5. findings named as the reviewer reads them

def test_an_absence_made_a_presence_is_a_condition_reversed():
    """Ce-9: 86B3 "in the absence of a relevant regulation" as "παρουσία σχετικού κανονισμού": the condition reversed
    (one finding), not missing; so for "με την ύπαρξη" and Chinese 在有…的情况下."""
    def reversed_(found: str) -> list[tuple[str, str, str]]:
        return [("negation", "error", f"the English's condition 'in the absence of' asks for an absence, the "
                                      f"translation's '{found}' for a presence: the condition reversed?")]

    assert edit_findings("el", "86B3", "ελλείψει σχετικού κανονισμού", "παρουσία σχετικού κανονισμού") == reversed_(
        "παρουσία σχετικού κανονισμού")
    assert edit_findings("el", "86B3", "ελλείψει σχετικού κανονισμού", "με την ύπαρξη σχετικού κανονισμού") == \
        reversed_("με την ύπαρξη σχετικού κανονισμού")
    assert edit_findings("zh", "86B3", "如无相关规程", "在有相关规程的情况下") == reversed_("在有相关规程的情况下")
    # the condition dropped whole is still "missing"
    assert [f[0] for f in edit_findings("el", "86B3", "αλλά, ελλείψει σχετικού κανονισμού, ", "αλλά ")] == [
        "sentences"]


def test_leave_out_made_give_is_the_instruction_reversed():
    """Cmzh-4, Cmel-28: "leave out --nos" as 请给出 --nos / "δώστε το --nos" is one negation error naming the
    instruction reversed and both verbs, in English, Chinese and Greek; a correct omission stays clean."""
    def reversed_(found: str, given: str) -> list[tuple[str, str, str]]:
        return [("negation", "error", f"the English says 'leave out --nos', the translation '{found}': the "
                                      f"instruction reversed ('leave out' became '{given}')?")]

    zh = "使用 --director-error（第82条C款）时双方均为非违规方：请给出 --nos。"  # tester 9ab Cmzh-4
    el = "Με το --director-error (Νόμος 82Γ) και οι δύο άξονες είναι αναίτιοι: δώστε το --nos."  # tester 9ab Cmel-28
    assert findings(NOS, zh, "zh") == reversed_("请给出 --nos", "给出")
    assert findings(NOS, el, "el") == reversed_("δώστε το --nos", "δώστε")
    assert findings(NOS, "使用 --director-error（第82条C款）时双方均为非违规方：请提供 --nos 参数。", "zh") == \
        reversed_("请提供 --nos 参数", "提供")
    assert findings(NOS, "Με το --director-error (Νόμος 82Γ) και οι δύο άξονες είναι αναίτιοι: ορίστε και το "
                         "--nos.", "el") == reversed_("ορίστε και το --nos", "ορίστε")
    for lang, text in (("zh", "使用 --director-error（第82条C款）时双方均为非违规方：请不要给出 --nos。"),
                       ("zh", "使用 --director-error（第82条C款）时双方均为非违规方：请省略 --nos。"),
                       ("el", "Με το --director-error (Νόμος 82Γ) και οι δύο άξονες είναι αναίτιοι: παραλείψτε το "
                              "--nos.")):
        assert findings(NOS, text, lang) == [], text
    assert [f.message for f in check_pair(NOS, zh, "zh", None, "messages", ui_lang="zh")] == [
        "英文为“leave out --nos”，译文为“请给出 --nos”：是否把指示弄反了（“leave out”变成了“给出”）？"]
    assert [f.message for f in check_pair(NOS, el, "el", None, "messages", ui_lang="el")] == [
        "το αγγλικό λέει «leave out --nos», η μετάφραση «δώστε το --nos»: μήπως αντιστράφηκε η οδηγία («leave out» "
        "έγινε «δώστε»);"]
    # "Enter to skip" as 按 Enter 输入 ("press Enter to enter it"): the same instruction reversed, its clause named
    english = "North-South's percentage on the other boards of this session (0-100; Enter to skip)"
    assert findings(english, "南北在本节其他牌上的得分百分比（0-100；按 Enter 输入）", "zh") == [
        ("negation", "error", "the English says 'Enter to skip', the translation '按 Enter 输入': the instruction "
                              "reversed ('skip' became '输入')?")]
