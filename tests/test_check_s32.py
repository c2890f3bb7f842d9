"""Lead, session 32 (issue 9 §2): "before X" said from the other side, "when X was not yet …" (在问题还没有显示时,
"όταν η ερώτηση δεν είχε ακόμη εμφανιστεί"), is a correct translation: its "not yet" is the English's "before", no
negation added (a false error on main, found by engineer fix9mb); a plain negation, the "before" made "after" or
dropped, and the English's own negation dropped are still found (:func:`helper.catalog.checks.negation.not_yet_for_before`)."""

from __future__ import annotations

from tests.support import findings_test, limit_missing

BURST = "{key} came in the same burst as the key that asked, before the question was shown: not taken. Press {key} again."
ZH = "{key} 与提出问题的按键在同一次连续按键中到达，%s：%s。请再按一次 {key}。"
EL = "{key} ήρθε στην ίδια ριπή με το πλήκτρο που ρώτησε, %s: %s. Πατήστε ξανά {key}."

NEGATES = [("negation", "error", "the translation negates '{key} came in the same burst as the key that asked, "
                                 "before …' where the English does not: a permission or a duty made a prohibition, "
                                 "or a condition reversed?")]
NOT_TAKEN = ("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'not "
                                  "taken.': a prohibition made a permission, or a condition reversed?")
NO_LIMIT = limit_missing("before the question was shown")

test_not_yet_says_before = findings_test([
    (BURST, ZH % ("当时问题还没有显示", "未采用"), "zh"),
    (BURST, ZH % ("当时问题尚未显示", "未采用"), "zh"),
    (BURST, ZH % ("在问题还没显示时", "未采用"), "zh"),
    (BURST, ZH % ("在问题显示之前", "未采用"), "zh"),
    (BURST, EL % ("όταν η ερώτηση δεν είχε ακόμη εμφανιστεί", "δεν λήφθηκε"), "el"),
    (BURST, EL % ("όταν η ερώτηση ακόμα δεν είχε εμφανιστεί", "δεν λήφθηκε"), "el"),
    (BURST, EL % ("πριν εμφανιστεί η ερώτηση", "δεν λήφθηκε"), "el"),
    # a plain negation is no "not yet": the question "not shown" at all
    (BURST, ZH % ("当时问题不显示", "未采用"), "zh", NEGATES),
    (BURST, EL % ("όταν η ερώτηση δεν είχε εμφανιστεί", "δεν λήφθηκε"), "el", NEGATES),
    # the "before" gone: "when the question had already been shown"
    (BURST, ZH % ("当时问题已经显示", "未采用"), "zh", [NO_LIMIT]),
    (BURST, EL % ("αφού εμφανίστηκε η ερώτηση", "δεν λήφθηκε"), "el",
     [("terminology", "error", "the English says 'before', the translation its opposite 'αφού': the meaning "
                               "reversed?")]),
    # the "not yet" kept for "before", the English's own "not taken" dropped: still found
    (BURST, ZH % ("当时问题尚未显示", "已采用"), "zh", [NOT_TAKEN]),
], doc="A 'not yet' for each English 'before' is that 'before'; no more.")
