"""False findings on correct translations (issue 9 §2, fix9fb, brief E3), each a kind: the input, other correct
wordings, and the defect the check exists for (still found).

1. "It can be expected" worded in full (可以预期, 可以预料, 能够预见: 12B1's expectation) is a possibility, no "may"
   given: no "duty made a permission"; 裁判可以判给 for "the Director awards" still is one.
2. Greek "whenever" (όποτε, κάθε φορά που) opens a condition: no "condition missing"; the condition dropped, or said
   with οπότε ("so"), still is one.
10. 违例 (a word the project chose not to use for 违规) in two or more entries of a catalogue is one catalogue-wide
    warning (on messages.po, counting the entries and naming the first), not one per entry; in one entry it stays that
    entry's warning (tests/test_review_translations.py's test_glossary_flags_the_old_terms).
11. "innocent side" as αθώος άξονας / αθώα πλευρά where the English says "innocent" (12B1's second sentence) is
    the English's word rendered: no "not used" warning; αθώος άξονας where the English says "non-offending" still is
    one.
"""

from __future__ import annotations

import polib

from helper.catalog.checks import check_catalogues
from tests.support import copy_checkout, edits_test, findings_test

STATED_12B1 = [("terminology", "error", "the English states what is done in 'Damage exists when, because of an "
                                        "infraction, an innocent s…', the translation only allows it: a duty made a "
                                        "permission?")]
STATED_12C2A = [("terminology", "error", "the English states what is done in 'When owing to an irregularity no "
                                         "result can be obtained [se…', the translation only allows it: a duty made "
                                         "a permission?")]

test_it_can_be_expected_is_no_permission = edits_test([
    ("zh", "12B1", "本可预期", "可以预期"),
    ("zh", "12B1", "本可预期", "可以预料"),
    ("zh", "12B1", "本可预期", "能够预见"),
    ("zh", "12B1", "本可预期", "可预期"),
    # a permission given where the English states what is done: still found
    ("zh", "12C2(a)", "裁判根据对违规的责任判给", "裁判可以根据对违规的责任判给", STATED_12C2A),
    ("zh", "12B1", "无辜一方所得的牌桌结果", "无辜一方可以得到的牌桌结果", STATED_12B1),
], doc="可以预期 ('it can be expected') is a possibility, not the modal 'may'.")

WHENEVER = "Whenever the Director awards an adjusted score, he must explain it."
SAVED = "The ruling is saved whenever a score is entered."


def _condition_missing(words: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{words}' of the English is missing in the translation: the rule "
                                   "made unconditional?")]


test_greek_whenever_is_a_condition = findings_test([
    (WHENEVER, "Όποτε ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία, πρέπει να την εξηγεί.", "el"),
    (WHENEVER, "Κάθε φορά που ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία, πρέπει να την εξηγεί.", "el"),
    (SAVED, "Η απόφαση αποθηκεύεται όποτε καταχωρίζεται βαθμολογία.", "el"),
    (SAVED, "Η απόφαση αποθηκεύεται κάθε φορά που καταχωρίζεται βαθμολογία.", "el"),
    # the condition dropped, or "whenever" as οπότε ("so, therefore"): still found
    (WHENEVER, "Ο Διαιτητής πρέπει να εξηγεί την επανορθωτική βαθμολογία που επιδικάζει.", "el",
     _condition_missing("Whenever the Director awards an adjusted score")),
    (WHENEVER, "Οπότε ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία και πρέπει να την εξηγεί.", "el",
     _condition_missing("Whenever the Director awards an adjusted score")),
    (SAVED, "Η απόφαση αποθηκεύεται.", "el", _condition_missing("whenever a score is entered")),
], doc="όποτε / κάθε φορά που say 'whenever'.")

LEAVE_OUT = "Leave out --nos when --score gives an artificial score."


def _reversed(found: str, given: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the English says 'Leave out --nos when --score gives an artificial score', the "
                                  f"translation '{found}': the instruction reversed ('leave out' became '{given}')?")]


test_a_verb_of_giving_in_a_condition_is_no_instruction = findings_test([
    (LEAVE_OUT, "当 --score 给出人为调整分时，无需 --nos。", "zh"),
    (LEAVE_OUT, "当 --score 给出人为调整分时，不要填写 --nos。", "zh"),
    (LEAVE_OUT, "如果 --score 给出人为调整分，无需 --nos。", "zh"),
    (LEAVE_OUT, "在 --score 给出人为调整分时，--nos 可以省略。", "zh"),
    (LEAVE_OUT, "Όταν το --score δίνει τεχνητή βαθμολογία, δεν χρειάζεται το --nos.", "el"),
    # the instruction itself said as "give": still found
    (LEAVE_OUT, "当 --score 给出人为调整分时，请给出 --nos。", "zh", _reversed("请给出 --nos", "给出")),
    (LEAVE_OUT, "Όταν το --score δίνει τεχνητή βαθμολογία, δώστε το --nos.", "el",
     _reversed("δώστε το --nos", "δώστε")),
], doc="给出 inside 当…时 / 如果… says when, not what to do.")

LEFT_EMPTY = "Leave the field empty if the vulnerability is unknown."
LEFT_EMPTY_2 = "Leave the vulnerability empty if unknown."
LEFT_OUT = "{count} results were left out."
LEFT_OUT_2 = "Results left out: {count}"
DROPPED = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of "
                                 "'{count} results were left out.': a prohibition made a permission, or a condition "
                                 "reversed?")]

test_left_empty_or_left_out_said_otherwise = findings_test([
    (LEFT_EMPTY, "如局况未知，该栏不填写。", "zh"),
    (LEFT_EMPTY, "如局况未知，该栏留作未知。", "zh"),
    (LEFT_EMPTY_2, "如未知，局况不填写。", "zh"),
    (LEFT_EMPTY_2, "如未知，局况留作未知。", "zh"),
    (LEFT_EMPTY, "Αν η τρωτότητα είναι άγνωστη, μη συμπληρώσετε το πεδίο.", "el"),
    (LEFT_OUT, "{count} 个结果被舍去。", "zh"),
    (LEFT_OUT, "{count} 个结果被剔除。", "zh"),
    (LEFT_OUT, "{count} αποτελέσματα αγνοήθηκαν.", "el"),
    (LEFT_OUT_2, "舍去的结果：{count}", "zh"),
    (LEFT_OUT_2, "Αποτελέσματα που αγνοήθηκαν: {count}", "el"),
    ("{count} results disregarded", "舍去 {count} 个结果", "zh"),
    # "left out" said as counted in: still a negation dropped; a negation with no such English word still added
    (LEFT_OUT, "{count} 个结果被计入。", "zh", DROPPED),
    (LEFT_OUT, "{count} αποτελέσματα υπολογίστηκαν.", "el", DROPPED),
    ("Enter the vulnerability.", "不填写局况。", "zh",
     [("negation", "error", "the translation negates 'Enter the vulnerability.' where the English does not: a "
                            "permission or a duty made a prohibition, or a condition reversed?")]),
], doc="不填写 / 留作未知 for 'leave … empty'; 舍去 / αγνοήθηκαν for 'left out', 'disregarded'.")

TOP = "Ruling {id} has no known top: give the appeal's scores in percent (--unit percent)."


def _english_left(words: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{words}'")]


test_a_kept_bridge_word_is_kept_whatever_its_case = findings_test([
    ("Top: {top}", "Top: {top}", "el"),
    ("Top: {top}", "top: {top}", "el"),
    ("Top: {top}", "Μέγιστο (Top): {top}", "el"),
    (TOP, "Η απόφαση {id} δεν έχει γνωστό Top: δώστε τις βαθμολογίες της έφεσης σε ποσοστό (--unit percent).", "el"),
    (TOP, "Η απόφαση {id} δεν έχει γνωστό top: δώστε τις βαθμολογίες της έφεσης σε ποσοστό (--unit percent).", "el"),
    ("Datum: {datum}", "Datum: {datum}", "el"),
    # the English around it left, or kept in Chinese: still English left
    (TOP, "Η απόφαση {id} has no known top: δώστε τις βαθμολογίες της έφεσης σε ποσοστό (--unit percent).", "el",
     _english_left("has no known top")),
    (TOP, "裁决 {id} 没有已知的 Top：请以百分比给出申诉的分数（--unit percent）。", "zh", _english_left("Top")),
    (TOP, "裁决 {id} 没有已知的 top：请以百分比给出申诉的分数（--unit percent）。", "zh", _english_left("top")),
    (TOP, "裁决 {id} 没有已知的满分：请以百分比给出申诉的分数（--unit percent）。", "zh"),
], doc="'Top' kept in Greek as 'top' is.")


def _no_duty(words: str) -> list[tuple[str, str, str]]:
    return [("terminology", "warning", f"the English obliges ('{words}'), the translation has no word of duty (θα, "
                                       "πρέπει να, οφείλει να): is it still read as a duty?")]


test_the_greek_legal_present_is_a_duty = edits_test([
    ("el", "86B1", "ο Διαιτητής θα επιδικάσει κατ'", "ο Διαιτητής επιδικάζει κατ'"),
    ("el", "86B1", "ο Διαιτητής θα επιδικάσει κατ'", "ο Διαιτητής ορίζει κατ'"),
    ("el", "86B2(b)", "ο Διαιτητής θα επιδικάσει,", "ο Διαιτητής ορίζει,"),
    ("el", "86B2(b)", "ο Διαιτητής θα επιδικάσει,", "ο Διαιτητής επιδικάζει,"),
    # a past, or no verb: still a warning; a permission: the rule weakened
    ("el", "86B1", "ο Διαιτητής θα επιδικάσει κατ'", "ο Διαιτητής επιδίκασε κατ'",
     _no_duty("shall award an assigned adjusted")),
    ("el", "86B1", "ο Διαιτητής θα επιδικάσει κατ'", "ο Διαιτητής, κατ'", _no_duty("shall award an assigned adjusted")),
    ("el", "86B2(b)", "ο Διαιτητής θα επιδικάσει,", "ο Διαιτητής επιδίκασε,", _no_duty("shall award to the non-offending")),
    ("el", "86B2(b)", "ο Διαιτητής θα επιδικάσει,", "ο Διαιτητής μπορεί να επιδικάσει,",
     [("terminology", "error", "the English obliges ('shall', 'must') in 'If only one contestant was at fault, the "
                               "Director shall awa…', the translation only allows: the rule weakened?")]),
], doc="'ο Διαιτητής ορίζει' for 'the Director shall assign': the legal present.")


test_de_before_a_score_is_receives = edits_test([
    ("zh", "12C2(a)", "（双人赛中至少为60%）", "（双人赛中得至少60%）"),
    ("zh", "12C2(a)", "（双人赛中至少为60%）", "（双人赛中得不少于60%）"),
    ("zh", "12C2(a)", "（双人赛中至多为可得比赛分的40%）", "（双人赛中得至多为可得比赛分的40%）"),
    ("zh", "12C2(a)", "（双人赛中至多为可得比赛分的40%）", "（双人赛中得不超过可得比赛分的40%）"),
    ("zh", "12C2(a)", "（双人赛中为50%）", "（双人赛中得50%）"),
    ("zh", "12C2(b)", "该分数分别为+3 IMP和-3 IMP", "非违规方得+3 IMP，违规方得-3 IMP"),
    ("zh", "12C2(b)", "该分数分别为+3 IMP和-3 IMP", "分别得正3 IMP和负3 IMP"),
    # 得 before a verb, and 可得: "may", still a duty made a permission
    ("zh", "12C2(a)", "完全无过错的参赛者得平均正分", "完全无过错的参赛者可得平均正分", STATED_12C2A),
    ("zh", "12C2(a)", "完全无过错的参赛者得平均正分", "完全无过错的参赛者得判给平均正分", STATED_12C2A),
], doc="得 before a score, however bounded or signed, is 'receives'.")

INFRACTION = "The infraction damaged the non-offending side."
NO_INFRACTION = [("terminology", "warning", "the term for 'infraction' ('违规') is not in the translation")]

test_a_longer_term_is_read_first = findings_test([
    (INFRACTION, "违规损害了非违规方。", "zh"),
    (INFRACTION, "该违规行为损害了非违规方。", "zh"),
    (INFRACTION, "非违规方因违规而受到损害。", "zh"),
    ("If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average plus)",
     "如能给出裁定调整分，请输入非违规方的 IMP（按 Enter 跳过：平均正分）", "zh"),
    # the infraction said otherwise: 非违规方 does not name it
    (INFRACTION, "犯规损害了非违规方。", "zh", NO_INFRACTION),
    (INFRACTION, "该犯规行为损害了非违规方。", "zh", NO_INFRACTION),
], doc="违规 of 非违规方 is no 'infraction'.")

NON_OFFENDING = "The non-offending side receives average plus."

test_an_article_before_mh_negates_no_verb = findings_test([
    (NON_OFFENDING, "Η μη παραβατική πλευρά λαμβάνει μέσο όρο συν.", "el"),
    (NON_OFFENDING, "Ο μη υπαίτιος άξονας λαμβάνει μέσο όρο συν.", "el"),
    ("Ask the Director about the non-application of the rectification.",
     "Ρωτήστε τον Διαιτητή για τη μη εφαρμογή της επανόρθωσης.", "el"),
    # a verb negated: still a negation added
    (NON_OFFENDING, "Η μη παραβατική πλευρά δεν λαμβάνει μέσο όρο συν.", "el",
     [("negation", "error", "the translation negates 'The non-offending side receives average plus.' where the "
                            "English does not: a permission or a duty made a prohibition, or a condition reversed?")]),
], doc="η μη παραβατική πλευρά, τη μη εφαρμογή: an adjective's or a noun's negation.")

test_an_article_before_mh_in_a_law = edits_test([
    ("el", "12B1", "ο αναίτιος άξονας", "η μη παραβατική πλευρά"),
    ("el", "12A1", "του αναίτιου άξονα", "της μη παραβατικής πλευράς"),
    ("el", "12A1", "του αναίτιου άξονα", "του μη υπαίτιου άξονα"),
], doc="The non-offending side named with μη after its article in a law.")

NOT_USED_INNOCENT = [("terminology", "warning", "this translation uses 'αθώος άξονας' for 'non-offending side' where "
                                                "the rest of the catalogue uses 'αναίτιος άξονας', as the official "
                                                "Greek laws: keep one term across the catalogue")]

test_innocent_said_word_for_word = edits_test([
    ("el", "12B1", "ένας αναίτιος άξονας", "ένας αθώος άξονας"),
    ("el", "12B1", "ένας αναίτιος άξονας", "μια αθώα πλευρά"),
    ("el", "12B1", "ένας αναίτιος άξονας", "ένας αθώος αγωνιζόμενος"),
    # where the English says "non-offending" only: still the word not used
    ("el", "12A1", "του αναίτιου άξονα", "του αθώου άξονα", NOT_USED_INNOCENT),
], doc="αθώος for the English's own 'innocent'.")

test_innocent_said_word_for_word_in_the_interface = findings_test([
    ("An innocent side obtains a worse result.", "Ένας αθώος άξονας λαμβάνει χειρότερο αποτέλεσμα.", "el"),
    ("The innocent side: {side}", "Ο αθώος άξονας: {side}", "el"),
    ("The non-offending side obtains a worse result.", "Ο αθώος άξονας λαμβάνει χειρότερο αποτέλεσμα.", "el",
     NOT_USED_INNOCENT),
], doc="αθώος for the English's own 'innocent'.")

OFFENDING = "the offending contestant"
CAUSED = "Was the irregularity caused by a Director's error?"
GIVE_SIDE = ("Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w "
             "(an individual).")


def _use_weili(root, msgids: list[str]) -> None:
    """违规 made 违例 in the zh messages.po entries ``msgids`` of the checkout ``root``."""
    path = root / "locales" / "zh_Hans" / "LC_MESSAGES" / "messages.po"
    po = polib.pofile(str(path), wrapwidth=0)
    for msgid in msgids:
        entry = po.find(msgid)
        assert "违规" in entry.msgstr, msgid
        entry.msgstr = entry.msgstr.replace("违规", "违例")
    po.save(str(path))


def _weili(findings) -> list[tuple[str, str, str]]:
    return [(f.paragraph, f.severity, f.message) for f in findings if f.check == "terminology" and f.fragment == "违例"]


def test_a_word_not_used_in_many_entries_is_one_catalogue_warning(tmp_path):
    root = copy_checkout(tmp_path / "checkout")
    msgids = [OFFENDING, CAUSED, GIVE_SIDE]
    path = root / "locales" / "zh_Hans" / "LC_MESSAGES" / "messages.po"
    first = next(e.msgid for e in polib.pofile(str(path)) if e.msgid in msgids)  # the first of them in the file
    _use_weili(root, msgids)
    found = _weili(check_catalogues(root, langs=("zh",), domains=("messages",)))
    assert found == [("messages.po", "warning", "'违例' is used in 3 entries where the catalogue says '违规' for "
                                                f"'infraction', as the 1997 laws: keep one term (first: {first})")]

