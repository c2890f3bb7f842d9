"""Tester t9ax's first double findings in interface strings (issue 9 §2, fix9ob), each a kind: the tester's input and
other wordings, each defect one finding, each correct wording none.

1. A restricted "with" said "without" ("recorded only with --record" as "καταγράφονται και χωρίς --record", tester
   t9ax el_msgs057): the reversal is the one negation finding; the "only" whose words are the reversed ones gives
   way (it was also "the English restricts …: the rule widened?").  "μόνο όταν δοθεί το --record", 只有加上 --record
   时才记录 none.
2. The other pair of seats added beside the English's ("an outcome for NS only", Law 12C1(e), as "αποτέλεσμα για ΒΝ
   και ΑΔ", 用于南北和东西的结果, tester t9ax el_msgs061, zh_msgs060): North-South still named, so no swap; the one
   finding is the restriction dropped (the outcome now for both pairs).  A real swap ("μόνο για ΑΔ", 仅用于东西) is
   still one swap finding; "μόνο για τον άξονα ΒΝ", 只用于南北 none.
3. One-letter keys given as letters of the translation's script ("y: discard and quit, n: go on editing" as "ν:
   απόρριψη και έξοδος, ο: συνέχεια", tester t9ax el_msgs012; 是：… 否：…): pressing ν does nothing; one keys finding
   naming them, and the sentences, whose anchors the keys are, still pair (it was three sentences findings).
"""

from __future__ import annotations

from tests.support import findings, findings_test, shipped_message

RECORD = "Ruling details are recorded only with --record, ignored: {names}"
NS = "an outcome for NS only (Law 12C1(e))"
EW = "an outcome for EW only (Law 12C1(e))"
QUIT = ("The translation was changed and not saved. Discard the changes and quit? y: discard and quit, n: go on "
        "editing")
DISCARD = "The translation was changed and not saved. Discard the changes? y: discard, n: go on editing"
RESTORE = "y: restore it into the editor   n: discard it   Esc: decide at the next review   PgUp/PgDn: scroll"


def edited(msgid: str, lang: str, old: str, new: str) -> str:
    """The shipped ``lang`` translation of ``msgid`` with ``old`` (which it must hold) made ``new``."""
    text = shipped_message(lang, msgid)
    assert old in text
    return text.replace(old, new, 1)


WITHOUT = [("negation", "error", "the English says 'with --record', the translation 'χωρίς --record': 'with' and "
                                 "'without' reversed?")]
ONLY_DROPPED = [("terminology", "error", "the English restricts ('only (Law 12C1(e))'), the translation does not: the "
                                         "rule widened?")]


def keys_translated(found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English's keys (y, n) are given as letters of the translation's own script "
                              f"({found}): keys are never translated, a Director told keys that do nothing?")]


def swapped(found: str, english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' where the English says '{english}': North-South and East-West "
                                     "swapped?")]


EL_RECORD = "καταγράφονται μόνο με --record"
ZH_RECORD = "仅在使用 --record 时记录"

test_a_restricted_with_said_without_is_one_finding = findings_test([
    (RECORD, edited(RECORD, "el", EL_RECORD, "καταγράφονται και χωρίς --record"), "el", WITHOUT),  # t9ax el_msgs057
    (RECORD, edited(RECORD, "el", EL_RECORD, "καταγράφονται μόνο χωρίς --record"), "el", WITHOUT),
    (RECORD, edited(RECORD, "el", EL_RECORD, "καταγράφονται χωρίς --record"), "el", WITHOUT),
    # the shipped translations and correct rewordings: no finding
    (RECORD, shipped_message("el", RECORD), "el"),
    (RECORD, shipped_message("zh", RECORD), "zh"),
    (RECORD, edited(RECORD, "el", EL_RECORD, "καταγράφονται μόνο όταν δοθεί το --record"), "el"),
    (RECORD, edited(RECORD, "el", EL_RECORD, "καταγράφονται μόνο με την επιλογή --record"), "el"),
    (RECORD, edited(RECORD, "zh", ZH_RECORD, "只有加上 --record 时才记录"), "zh"),
    (RECORD, edited(RECORD, "zh", ZH_RECORD, "仅在带 --record 时记录"), "zh"),
], doc="A restricted 'with' said 'without': the reversal is the one finding, not also the restriction dropped.")


def test_the_chinese_without_of_a_restricted_with_is_one_negation_finding():
    """zh: "仅在使用 --record 时" made 在不使用 --record 时也 / 仅在不使用 / 即使没有: one negation finding (the
    negation the translation adds), no restriction finding beside it."""
    for new in ("在不使用 --record 时也记录", "仅在不使用 --record 时记录", "即使没有 --record 也记录"):
        found = findings(RECORD, edited(RECORD, "zh", ZH_RECORD, new), "zh")
        assert [(check, severity) for check, severity, _m in found] == [("negation", "error")], new
        assert found[0][2].startswith("the translation negates 'Ruling details are recorded only with --record")


EL_NS, ZH_NS = "αποτέλεσμα μόνο για ΒΝ", "仅用于南北的结果"
EL_EW, ZH_EW = "αποτέλεσμα μόνο για ΑΔ", "仅用于东西的结果"

test_the_other_pair_added_beside_the_english_s_is_no_swap = findings_test([
    (NS, edited(NS, "el", EL_NS, "αποτέλεσμα για ΒΝ και ΑΔ"), "el", ONLY_DROPPED),  # t9ax el_msgs061
    (NS, edited(NS, "el", EL_NS, "αποτέλεσμα για ΑΔ και ΒΝ"), "el", ONLY_DROPPED),
    (NS, edited(NS, "el", EL_NS, "αποτέλεσμα για ΒΝ και για ΑΔ"), "el", ONLY_DROPPED),
    (EW, edited(EW, "el", EL_EW, "αποτέλεσμα για ΑΔ και ΒΝ"), "el", ONLY_DROPPED),
    (NS, edited(NS, "zh", ZH_NS, "用于南北和东西的结果"), "zh", ONLY_DROPPED),  # t9ax zh_msgs060
    (NS, edited(NS, "zh", ZH_NS, "用于东西和南北的结果"), "zh", ONLY_DROPPED),
    (EW, edited(EW, "zh", ZH_EW, "用于东西及南北的结果"), "zh", ONLY_DROPPED),
    # the pair swapped is still the swap's one finding
    (NS, edited(NS, "el", EL_NS, "αποτέλεσμα μόνο για ΑΔ"), "el", swapped("ΑΔ", "NS")),
    (NS, edited(NS, "zh", ZH_NS, "仅用于东西的结果"), "zh", swapped("东西", "NS")),
    # the shipped translations and correct rewordings: no finding
    (NS, shipped_message("el", NS), "el"),
    (NS, shipped_message("zh", NS), "zh"),
    (EW, shipped_message("el", EW), "el"),
    (EW, shipped_message("zh", EW), "zh"),
    (NS, edited(NS, "el", EL_NS, "αποτέλεσμα μόνο για τον άξονα ΒΝ"), "el"),
    (NS, edited(NS, "el", EL_NS, "αποτέλεσμα για ΒΝ μόνο"), "el"),
    (NS, edited(NS, "zh", ZH_NS, "只用于南北的结果"), "zh"),
    (NS, edited(NS, "zh", ZH_NS, "只针对南北方的结果"), "zh"),
], doc="The other pair of seats added beside the English's (12C1(e)): the restriction dropped, one finding, no swap.")

test_keys_given_as_letters_of_the_translation_s_script_are_one_keys_finding = findings_test([
    (QUIT, edited(QUIT, "el", "y: απόρριψη και έξοδος, n: συνέχεια", "ν: απόρριψη και έξοδος, ο: συνέχεια"), "el",
     keys_translated("ν, ο")),  # t9ax el_msgs012
    (DISCARD, edited(DISCARD, "el", "y: απόρριψη, n: συνέχεια", "ν: απόρριψη, ο: συνέχεια"), "el",
     keys_translated("ν, ο")),
    (QUIT, edited(QUIT, "zh", "y：放弃并退出，n：继续编辑", "是：放弃并退出，否：继续编辑"), "zh",
     keys_translated("是, 否")),
    (RESTORE, edited(RESTORE, "el", "y: επαναφορά στον επεξεργαστή   n: απόρριψη",
                     "ν: επαναφορά στον επεξεργαστή   ο: απόρριψη"), "el", keys_translated("ν, ο")),
    (RESTORE, edited(RESTORE, "zh", "y：恢复到编辑器中   n：放弃", "是：恢复到编辑器中   否：放弃"), "zh",
     keys_translated("是, 否")),
    # the shipped translations and correct rewordings: no finding
    (QUIT, shipped_message("el", QUIT), "el"),
    (QUIT, shipped_message("zh", QUIT), "zh"),
    (DISCARD, shipped_message("el", DISCARD), "el"),
    (RESTORE, shipped_message("el", RESTORE), "el"),
    (RESTORE, shipped_message("zh", RESTORE), "zh"),
    (QUIT, edited(QUIT, "el", "y: απόρριψη και έξοδος, n: συνέχεια", "y: απόρριψη και έξοδος· n: συνέχεια"), "el"),
    (RESTORE, edited(RESTORE, "el", "y: επαναφορά στον επεξεργαστή", "y: επαναφορά στο πρόγραμμα επεξεργασίας"),
     "el"),
], doc="One-letter keys given as letters of the translation's script: one keys finding, the sentences still pair.")
