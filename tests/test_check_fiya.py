"""Engineer fiya, session 41 (issue 9 §2): modal and negation changes tester t9bl's run missed, and one false negation.

- A permission made a duty: "Law {law} allows it" as {law}要求如此 / "το απαιτεί ο Νόμος {law}" (bl-mod11, bl-mod26):
  :func:`helper.catalog.checks.interface_modality._permission_required`, the "permission made a duty" message.
- A statement beside a condition made a permission: "stays there for Enter only if …" as "μπορεί να μείνει εκεί …
  μόνο αν …" (bl-mod23): :func:`helper.catalog.checks.interface_modality._allowed_beside_condition`.
- "no longer" made "not yet" / "still not": "is no longer open" as 仍未完成 (bl-neg13):
  :func:`helper.catalog.checks.negation._no_longer_made_not_yet`.
- A yes/no question negated beside a "without": "Could … be known …?" as "Δεν θα μπορούσε …;" (bl-neg20):
  :func:`helper.catalog.checks.negation._question_negated`.
- "the ruling is upheld" as 原裁决维持不变 (bl-rew25): a sameness, no negation (:data:`negation._EN_STANDS`).
"""

from __future__ import annotations

from tests.support import interface_item, one_gained_tests

BALANCE = "The scores do not balance (NS and EW together {total}): Law {law} allows it."
BALANCE_IMP = "The scores do not balance (NS and EW together {total} IMP): Law {law} allows it."
KEPT = ("The answer kept on the line ({answer}) stays there for Enter only if that ruling is still at the question it "
        "was typed at; otherwise the screen says it was not given.")
REPLACE = "replace the file if it exists (its mode is kept)"
LEFT = "The ruling left in the other login is no longer open there (finished, or taken over by another helper)."
ENTRY = "The entry of the kept text is no longer in the catalogue; the text is kept for the next review: {text}"
COULD = "Could the final result of the match without this board be known to a contestant?"
UPHELD = "{appeal} ({date}): the ruling is upheld."

MADE_DUTY = ("terminology", "a permission made a duty")
MADE_MAY = ("terminology", "a statement or a duty made a 'may'")
NEG_MISSING = ("negation", "is missing in the translation")
NEG_ADDED = ("negation", "the translation negates")

CASES = [
    # a permission made a duty: the tester's inputs, then other wordings and the other entry (no shipped translation)
    ("zh", BALANCE, "分数不平衡（南北与东西合计 {total}）：{law}要求如此。", MADE_DUTY, "allows it"),
    ("el", BALANCE, "Οι βαθμολογίες δεν είναι συμπληρωματικές (ΒΝ και ΑΔ μαζί {total}): το απαιτεί ο Νόμος {law}.",
     MADE_DUTY, "allows it"),
    ("zh", BALANCE, "分数不平衡（南北与东西合计 {total}）：{law}规定必须如此。", MADE_DUTY, "allows it"),
    ("el", BALANCE, "Οι βαθμολογίες δεν είναι συμπληρωματικές (ΒΝ και ΑΔ μαζί {total}): το επιβάλλει ο Νόμος {law}.",
     MADE_DUTY, "allows it"),
    ("zh", BALANCE_IMP, "分数不平衡（南北与东西合计 {total} IMP）：{law}强制要求如此。", MADE_DUTY, "allows it"),
    ("el", BALANCE_IMP, ["Οι βαθμολογίες δεν είναι συμπληρωματικές (ΒΝ και ΑΔ μαζί {total} IMP): ο Νόμος {law} "
                         "υποχρεώνει σε αυτό."] * 2, MADE_DUTY, "allows it"),  # (a plural entry: both forms)
    # a statement beside a condition made a "may"
    ("el", KEPT, "Η απάντηση που έμεινε στη γραμμή ({answer}) μπορεί να μείνει εκεί για το Enter μόνο αν εκείνη η "
                 "απόφαση βρίσκεται ακόμη στην ερώτηση όπου πληκτρολογήθηκε· αλλιώς η οθόνη λέει ότι δεν δόθηκε.",
     MADE_MAY, "μπορεί να μείνει εκεί"),
    ("el", KEPT, "Η απάντηση που έμεινε στη γραμμή ({answer}) μπορεί να παραμείνει εκεί για το Enter μόνο αν εκείνη η "
                 "απόφαση βρίσκεται ακόμη στην ερώτηση όπου πληκτρολογήθηκε· αλλιώς η οθόνη λέει ότι δεν δόθηκε.",
     MADE_MAY, "μπορεί να παραμείνει εκεί"),
    ("zh", KEPT, "答案行上保留的答案（{answer}）只有在该裁决仍处于输入它时的那个问题时，才可留在行上供按 Enter 给出；"
                 "否则屏幕会说明它未被给出。", MADE_MAY, "可留在"),
    # (an option's description: the instruction made a "may" is the older check's one finding, its own words)
    ("el", REPLACE, "μπορεί να αντικατασταθεί το αρχείο αν υπάρχει (τα δικαιώματά του διατηρούνται)",
     ("terminology", "the translation only allows it"), "replace the file"),
    ("zh", REPLACE, "文件已存在时可以替换它（保留其权限模式）", MADE_MAY, "可以替换"),
    # "no longer" made "not yet"
    ("zh", LEFT, "留在另一个登录中的裁决仍未完成（已在那里完成，或已被另一个 helper 接管）。", NEG_MISSING,
     "no longer open"),
    ("el", LEFT, "Η απόφαση που έμεινε στην άλλη σύνδεση δεν έχει ολοκληρωθεί ακόμη εκεί (ολοκληρώθηκε ή την ανέλαβε "
                 "άλλο παράθυρο του helper).", NEG_MISSING, "no longer open"),
    ("zh", ENTRY, "保留文本所属的条目尚未在目录中；该文本留待下次审校：{text}", NEG_MISSING, "no longer in the catalogue"),
    ("el", ENTRY, "Η καταχώριση του κειμένου που κρατήθηκε δεν είναι ακόμη στον κατάλογο· το κείμενο κρατιέται για τον "
                  "επόμενο έλεγχο: {text}", NEG_MISSING, "no longer in the catalogue"),
    # a yes/no question negated
    ("el", COULD, "Δεν θα μπορούσε ένας αγωνιζόμενος να γνωρίζει το τελικό αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή;",
     NEG_ADDED, "Could the final result"),
    ("el", COULD, "Μήπως δεν θα μπορούσε ένας αγωνιζόμενος να γνωρίζει το τελικό αποτέλεσμα του αγώνα χωρίς αυτή τη "
                  "διανομή;", NEG_ADDED, "Could the final result"),
    ("zh", COULD, "参赛者难道不能知道除去这副牌后的比赛最终结果吗？", NEG_ADDED, "Could the final result"),
    # a sameness restated is none, a negation of the upholding still is one
    ("zh", UPHELD, "{appeal}（{date}）：原裁决不予维持。", NEG_ADDED, "the ruling is upheld"),
    ("el", UPHELD, "{appeal} ({date}): η απόφαση δεν επικυρώνεται.", NEG_ADDED, "the ruling is upheld"),
]

CLEAN = [
    ("zh", UPHELD, "{appeal}（{date}）：原裁决维持不变。"),  # tester t9bl bl-rew25
    ("zh", UPHELD, "{appeal}（{date}）：原裁决保持不变。"),
    ("zh", UPHELD, "{appeal}（{date}）：原裁决不变。"),
    ("el", UPHELD, "{appeal} ({date}): η απόφαση μένει ως έχει και δεν αλλάζει."),
    ("zh", BALANCE, "分数不平衡（南北与东西合计 {total}）：{law}准许如此。"),
    ("zh", BALANCE, "分数不平衡（南北与东西合计 {total}）：{law}容许这种情况。"),
    ("el", BALANCE, "Οι βαθμολογίες δεν είναι συμπληρωματικές (ΒΝ και ΑΔ μαζί {total}): αυτό επιτρέπεται από τον "
                    "Νόμο {law}."),
    ("el", KEPT, "Η απάντηση που έμεινε στη γραμμή ({answer}) παραμένει εκεί για το Enter μόνο αν εκείνη η απόφαση "
                 "βρίσκεται ακόμη στην ερώτηση όπου πληκτρολογήθηκε· αλλιώς η οθόνη λέει ότι δεν δόθηκε."),
    ("zh", REPLACE, "文件已存在时替换它（保留其权限模式）"),
    ("zh", LEFT, "留在另一个登录中的裁决在那里已不再处于未完成状态（已在那里完成，或已被另一个 helper 接管）。"),
    ("el", LEFT, "Η απόφαση που έμεινε στην άλλη σύνδεση δεν είναι πλέον ανοιχτή εκεί (ολοκληρώθηκε ή την ανέλαβε άλλο "
                 "παράθυρο του helper)."),
    ("zh", ENTRY, "保留文本所属的条目已不再在目录中；该文本留待下次审校：{text}"),
    ("el", COULD, "Θα μπορούσε ένας αγωνιζόμενος να γνωρίζει το τελικό αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή;"),
    ("zh", COULD, "参赛者能否知道不含这副牌的比赛最终结果？"),
    ("zh", COULD, "参赛者能否知道除去这副牌后的比赛的最终结果？"),
]


# Each change gives one finding of its check, naming it (tester t9bl bl-mod11, bl-mod26, bl-mod23, bl-neg13,
# bl-neg20 and variants).
#
# Correct rewordings give no finding (tester t9bl bl-rew25: 原裁决维持不变 for "the ruling is upheld").
test_one_finding_names_the_change, test_correct_rewording_is_clean = one_gained_tests(
    [(interface_item(lang, entry, msgstr), check, (named, words)) for lang, entry, msgstr, (check, named), words
     in CASES],
    [interface_item(*row) for row in CLEAN])
