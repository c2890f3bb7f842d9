"""Tester t9ay's non-ok interface inputs (issue 9 §2, fix9qa), each a kind: the tester's input and other wordings,
each defect one finding, each correct wording none.

1. A key name is no untranslated word (t9ay EM-126, ZM-121: "PgDn" as "PgUp"): the keys check's wrong key is the one
   finding, not also "a word in Latin script that is not in the English".
2. The keys of a question given as letters of the translation's script on either side of a slash ("(y / n)" as
   "(ν / ο)", t9ay EM-120; 是 / 否): one keys finding naming them (it was one "key not named" per key), as fix9ob's
   "ν: …, ο: …" was.
3. A requirement made a permission in an interface string: "X goes with Y" (Y needed with X) as 可与 (t9ay ZM-026),
   and "must be above 0 and at most 25" as 可以大于 0 且不超过 25 (t9ay ZM-027): a negation elsewhere in the
   sentence (不超过, "at most") no longer keeps the duty; only one negating the word that allows (不能, δεν μπορεί)
   does.
4. "A or B" said "可以 A，也可以 B" (you may A, you may also B) is the alternative kept (t9ay ZM-135, found as "or
   start over" missing).
5. "stands" (a result stands) may be said "unchanged" (不变), as "kept" / "stays" may (t9ay ZM-138, found as a
   negation added).
6. Two options given each other's value ("--player {player} … --side {side}" as "--side {player} … --player {side}",
   t9ay EM-113, no finding): the option before a placeholder is its label, a swap one placeholder-order finding.
"""

from __future__ import annotations

from tests.support import findings_test, shipped_message

SCROLL = "Scroll the law text (PgDn: down)"
CLOSE = "A review screen is open on the catalogues in {path}: close it (Esc), then build again. Nothing was written."
NEXT = "Enter: next · ↑ ↓: move · F4: save · Esc: close"
START = "Start over? This ruling's answers will be cleared. (y / n)"
TAKE = "A ruling saved at {time} (UTC) in another login ({terminal}) is still open: take it over? (y / n)"
OTHER = "--other-table goes with --assigned-result (Law 86B1)."
AMOUNT = "--amount: victory points must be above 0 and at most 25, not {value}."
LIMIT = "--limit must be between 1 and 100, not {limit}."
DONE = "The ruling is complete: go back or start over."
SIDE = "{side}: the table result stands"
LAWS = "{laws}: no adjustment, the table result stands: NS {ns}, EW {ew}"


def edited(msgid: str, lang: str, old: str, new: str) -> str:
    """The shipped ``lang`` translation of ``msgid`` with ``old`` (which it must hold) made ``new``."""
    text = shipped_message(lang, msgid)
    assert old in text
    return text.replace(old, new, 1)


def wrong_key(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English names the key '{english}', the translation '{found}': a Director told "
                              "the wrong key?")]


def keys_translated(found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English's keys (y, n) are given as letters of the translation's own script "
                              f"({found}): keys are never translated, a Director told keys that do nothing?")]


def weakened(words: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English obliges ('shall', 'must') in '{words}', the translation only "
                                     "allows: the rule weakened?")]


OR_START_OVER = [("sentences", "error", "the alternative 'or start over' of the English is missing in the "
                                        "translation: the rule narrowed?")]

test_a_key_name_is_no_untranslated_word = findings_test([
    (SCROLL, edited(SCROLL, "el", "(PgDn: κάτω)", "(PgUp: κάτω)"), "el", wrong_key("PgDn", "PgUp")),  # t9ay EM-126
    (SCROLL, edited(SCROLL, "zh", "（PgDn：向下）", "（PgUp：向下）"), "zh", wrong_key("PgDn", "PgUp")),  # t9ay ZM-121
    (CLOSE, edited(CLOSE, "el", "(Esc)", "(Enter)"), "el", wrong_key("Esc", "Enter")),
    (CLOSE, edited(CLOSE, "zh", "（Esc）", "（Tab）"), "zh", wrong_key("Esc", "Tab")),
    (NEXT, edited(NEXT, "el", "Esc έξοδος", "Tab έξοδος"), "el", wrong_key("Esc", "Tab")),
    (NEXT, edited(NEXT, "zh", "Esc：关闭", "Backspace：关闭"), "zh", wrong_key("Esc", "Backspace")),
    # the shipped translations and correct rewordings: no finding
    (SCROLL, shipped_message("el", SCROLL), "el"),
    (SCROLL, shipped_message("zh", SCROLL), "zh"),
    (SCROLL, edited(SCROLL, "el", "(PgDn: κάτω)", "(PgDn: προς τα κάτω)"), "el"),
    (SCROLL, edited(SCROLL, "zh", "（PgDn：向下）", "（PgDn：往下）"), "zh"),
], doc="A key name changed (PgDn as PgUp) is the keys check's one finding, no Latin word left untranslated.")

test_question_keys_given_as_letters_of_the_translation_s_script_are_one_keys_finding = findings_test([
    (START, edited(START, "el", "(y / n)", "(ν / ο)"), "el", keys_translated("ν, ο")),  # t9ay EM-120
    (START, edited(START, "zh", "（y / n）", "（是 / 否）"), "zh", keys_translated("是, 否")),  # t9ay ZM-114
    (TAKE, edited(TAKE, "el", "(y / n)", "(ν/ο)"), "el", keys_translated("ν, ο")),
    (TAKE, edited(TAKE, "zh", "（y / n）", "（是 / 否）"), "zh", keys_translated("是, 否")),
    # the shipped translations and correct rewordings: no finding
    (START, shipped_message("el", START), "el"),
    (START, shipped_message("zh", START), "zh"),
    (START, edited(START, "el", "(y / n)", "(y ή n)"), "el"),
    (START, edited(START, "zh", "（y / n）", "（y 或 n）"), "zh"),
    (TAKE, edited(TAKE, "zh", "（y / n）", "（y / n：是 / 否）"), "zh"),
], doc="'(y / n)' as '(ν / ο)' / （是 / 否）: one keys finding naming the letters, not one per key.")

test_a_requirement_made_a_permission_is_one_finding = findings_test([
    (OTHER, edited(OTHER, "zh", "须与", "可与"), "zh", weakened("goes with --assigned-result")),  # t9ay ZM-026
    (OTHER, edited(OTHER, "zh", "须与", "可以与"), "zh", weakened("goes with --assigned-result")),
    # (the Greek "may" is the one finding of a statement made a permission, not also weakened)
    (OTHER, edited(OTHER, "el", "δίνεται μαζί με", "μπορεί να δοθεί μαζί με"), "el",
     [("terminology", "error", "the English states what is done in '--other-table goes with --assigned-result "
                               "(Law 86B1).', the translation only allows it: a duty made a permission?")]),
    (AMOUNT, edited(AMOUNT, "zh", "胜利分必须大于 0", "胜利分可以大于 0"), "zh",
     weakened("must be above 0 and")),  # t9ay ZM-027
    (AMOUNT, edited(AMOUNT, "zh", "胜利分必须大于 0 且不超过 25", "胜利分可以大于 0 且不大于 25"), "zh",
     weakened("must be above 0 and")),
    (AMOUNT, edited(AMOUNT, "el", "πρέπει να είναι πάνω από 0 και το πολύ 25",
                    "μπορούν να είναι πάνω από 0 και όχι πάνω από 25"), "el", weakened("must be above 0 and")),
    (AMOUNT, edited(AMOUNT, "el", "πρέπει να είναι", "μπορούν να είναι"), "el", weakened("must be above 0 and")),
    (LIMIT, edited(LIMIT, "zh", "--limit 必须在", "--limit 可以在"), "zh", weakened("must be between 1 and")),
    # the shipped translations and correct rewordings: no finding
    (OTHER, shipped_message("el", OTHER), "el"),
    (OTHER, shipped_message("zh", OTHER), "zh"),
    (AMOUNT, shipped_message("el", AMOUNT), "el"),
    (AMOUNT, shipped_message("zh", AMOUNT), "zh"),
    (OTHER, edited(OTHER, "zh", "须与", "需与"), "zh"),
    (OTHER, edited(OTHER, "zh", "须与 --assigned-result 一起使用", "只能与 --assigned-result 一起使用"), "zh"),
    (OTHER, edited(OTHER, "el", "δίνεται μαζί με το", "δίνεται πάντα μαζί με το"), "el"),
    (AMOUNT, edited(AMOUNT, "zh", "胜利分必须大于 0", "胜利分须大于 0"), "zh"),
    (AMOUNT, edited(AMOUNT, "zh", "胜利分必须大于 0 且不超过 25", "胜利分不能小于或等于 0，也不能超过 25"), "zh"),
], doc="'goes with' / 'must' made 'may': one weakened finding; a negation of another word keeps no duty.")

test_may_a_and_may_also_b_is_the_alternative_kept = findings_test([
    (DONE, edited(DONE, "zh", "可返回或重新开始。", "可以返回。"), "zh", OR_START_OVER),
    (DONE, edited(DONE, "zh", "可返回或重新开始。", "可以重新开始。"), "zh", OR_START_OVER),
    (DONE, edited(DONE, "zh", "可返回或重新开始。", "可以返回，重新开始。"), "zh", OR_START_OVER),
    (DONE, edited(DONE, "el", "επιστρέψτε ή ξεκινήστε από την αρχή.", "επιστρέψτε."), "el", OR_START_OVER),
    # the shipped translations and correct rewordings: no finding
    (DONE, shipped_message("el", DONE), "el"),
    (DONE, shipped_message("zh", DONE), "zh"),
    (DONE, edited(DONE, "zh", "可返回或重新开始。", "可以返回，也可以重新开始。"), "zh"),  # t9ay ZM-135
    (DONE, edited(DONE, "zh", "可返回或重新开始。", "您可以返回，也可以重新开始。"), "zh"),
    (DONE, edited(DONE, "zh", "可返回或重新开始。", "可返回，也可重新开始。"), "zh"),
], doc="可以 A，也可以 B says 'A or B': no alternative missing; one dropped is still one finding.")

test_stands_said_unchanged_is_no_negation_added = findings_test([
    (SIDE, edited(SIDE, "zh", "维持牌桌结果", "不维持牌桌结果"), "zh",
     [("negation", "error", "the translation negates '{side}: the table result stands' where the English does not: a "
                            "permission or a duty made a prohibition, or a condition reversed?")]),
    (SIDE, edited(SIDE, "el", "ισχύει το", "δεν ισχύει το"), "el",
     [("negation", "error", "the translation negates '{side}: the table result stands' where the English does not: a "
                            "permission or a duty made a prohibition, or a condition reversed?")]),
    (SIDE, edited(SIDE, "zh", "维持牌桌结果", "牌桌结果不成立"), "zh",
     [("negation", "error", "the translation negates '{side}: the table result stands' where the English does not: a "
                            "permission or a duty made a prohibition, or a condition reversed?")]),
    # the shipped translations and correct rewordings: no finding
    (SIDE, shipped_message("el", SIDE), "el"),
    (SIDE, shipped_message("zh", SIDE), "zh"),
    (SIDE, edited(SIDE, "zh", "维持牌桌结果", "牌桌结果不变"), "zh"),  # t9ay ZM-138
    (LAWS, edited(LAWS, "zh", "维持牌桌结果", "牌桌结果不变"), "zh"),
    (SIDE, edited(SIDE, "el", "ισχύει το αποτέλεσμα του τραπεζιού", "το αποτέλεσμα του τραπεζιού μένει ως έχει"),
     "el"),
    (SIDE, edited(SIDE, "el", "ισχύει το αποτέλεσμα του τραπεζιού", "το αποτέλεσμα του τραπεζιού δεν αλλάζει"),
     "el"),
    (SIDE, edited(SIDE, "zh", "维持牌桌结果", "牌桌结果保持不变"), "zh"),
], doc="'the table result stands' as 牌桌结果不变: no negation added; 不维持 / δεν ισχύει still one finding.")


PLAYER = "--player {player} does not sit in --side {side}."


def options_swapped(first: str, second: str) -> list[tuple[str, str, str]]:
    """The one finding of two options each given the other's placeholder; ``first`` / ``second`` the placeholders
    in the translation's order."""
    label = {"{player}": "--player", "{side}": "--side"}
    return [("placeholder-order", "error", f"labels or placeholders swapped: {first} after {label[first]} in the "
                                           f"English, after {label[second]} in the translation; {second} after "
                                           f"{label[second]} in the English, after {label[first]} in the translation")]


test_two_options_given_each_other_s_value_are_one_swap = findings_test([
    (PLAYER, edited(PLAYER, "el", "Ο --player {player} δεν κάθεται στην πλευρά --side {side}",
                    "Ο --side {player} δεν κάθεται στην πλευρά --player {side}"), "el",
     options_swapped("{player}", "{side}")),  # t9ay EM-113
    (PLAYER, "--side {player} 不在 --player {side} 这一方。", "zh", options_swapped("{player}", "{side}")),
    (PLAYER, "Ο --player {side} δεν κάθεται στην πλευρά --side {player}.", "el", options_swapped("{side}", "{player}")),
    (PLAYER, "--player {side} 不在 --side {player} 这一方。", "zh", options_swapped("{side}", "{player}")),
    # the shipped translations and correct rewordings: no finding
    (PLAYER, shipped_message("el", PLAYER), "el"),
    (PLAYER, shipped_message("zh", PLAYER), "zh"),
    (PLAYER, "Ο παίκτης --player {player} δεν κάθεται στην πλευρά --side {side}.", "el"),
    (PLAYER, "Η πλευρά --side {side} δεν έχει τον --player {player}.", "el"),
    (PLAYER, "--player {player} 不属于 --side {side} 一方。", "zh"),
], doc="The option before a placeholder is its label: two options given each other's value, one swap finding.")
