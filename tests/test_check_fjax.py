"""Engineer fjax, session 48 (issue 9 §2): "must" said "shall", "cannot" said "should not", and "one more Esc" for
"Esc again" (tester t9cb).

The Laws' own scale (their Introduction): "must" is the strongest word, "shall" strong, "should" weaker still; "must
not" the strongest prohibition, "may not" just short of it, "shall not" strong.

- "{field}: the side must be ns or ew, not {value}." as "方位应当是 ns 或 ew" (cb-mod08): 应当 (and 理应, 理当) is the
  Chinese "shall"; for an English "must" with no 必须 / 须 / 务必 / 一定要 left it weakens the rule: one modal finding
  naming "must" and 应当 (:data:`helper.catalog.checks.interface_modality._SHALL_FOR_MUST`).  A bare 应 for "must" (the
  shipped 应两者都有 for "both must, or neither") and 必须 / 须 / 务必 stay clean, and so does a law's "shall" said 应当 (the
  laws' modality reads no such scale: 86A, 86B1, 86B2, 12C1(b)'s "should").  This reverses fixzk's judgement of the
  same defect (t9bi bi-mod25, t9bl bl-mod12 "no defect"; t9br br-mod18, t9bt bt-mod05, t9bu bu-mod08 left by
  decision): those lines now expect the finding.
- "{field}: the board cannot have been due fewer times than the results given" as "不应少于" (cb-mod09): "cannot",
  "can't" or "must not" said 不应 / 不应该 / 不应当 ("should not") with no 不能 / 不得 / 不可 / 无法 ... left is
  a prohibition made advice, the "advise" finding Greek "δεν θα έπρεπε" already had
  (:data:`helper.catalog.checks.modality._SHOULD_NOT`); "shall not" said 不应 (86A) stays clean, and "may not" (12B2,
  held clean by tests/test_check_fix9s.py, though the Laws put it just short of "must not"), and an inability said
  不应 ("cannot be read" as 不应读取) stays the one "unable" finding.
- "Esc again closes" as "με ένα ακόμη Esc … κλείνει" (cb-rew46, a false finding): "ένα ακόμη", "ακόμη μία φορά", "άλλο
  ένα", "για δεύτερη φορά", Chinese 第二次 say "again" (:data:`helper.catalog.checks.conditions._REPEAT`); the "again"
  dropped is still found.
"""

from __future__ import annotations

from tests.support import edits_test, fresh_inputs, one_finding_tests, one_gained

SIDE = "{field}: the side must be ns or ew, not {value}."
TOP = "{field}: the top must be greater than 0, not {value}."
AMOUNT = "--amount: victory points must be above 0 and at most 25, not {value}."
WEIGHTS = "{field}: weights must be percentages above 0 that add up to 100: {value}."
LINE = "only one of the English and the translation begins with a line break (\\n): both must, or neither (msgfmt -c)"
DUE = "{field}: the board cannot have been due fewer times than the results given: {value}."
PERCENT = "{option}: a score in percent cannot be below 0: {value}"
POINTS = "{option}: a score in matchpoints cannot be below 0: {value}"
AWARD = ("No adjusted score: the Director may not award one because the rectification in the Laws seems unduly severe "
         "or advantageous to either side. Apply the rectification the Laws prescribe.")
READ = "Ruling {id} cannot be read: {problem}"
DETAILS = "The details were changed and not saved: F4 saves them, Esc again closes without saving them."

ZH_AWARD_END = "以规则规定的纠正对任何一方过重或过于有利为由判给调整分。请执行规则规定的纠正。"
EL_DETAILS = "Τα στοιχεία άλλαξαν και δεν αποθηκεύτηκαν: F4 για αποθήκευση, "
ZH_DETAILS = "详情已更改但尚未保存：按 F4 保存，"


def shall(words: str, found: str = "应当") -> tuple[str, str]:
    return (f"the English obliges with 'must' in '{words}'", f"the translation says '{found}' ('shall')")


def advice(found: str, english: str = "cannot") -> str:
    return f"'{found}' (should not: advice) where the English forbids ('{english}')"


AGAIN = "the part 'again' of a condition of the English is missing in the translation"

DEFECTS = [
    # "must" said 应当 / 理应 (tester t9cb cb-mod08, and the earlier testers' same defect)
    ("zh", SIDE, "{field}：方位应当是 ns 或 ew，不能是 {value}。", "terminology", SIDE, shall("must be ns or ew")),
    ("zh", SIDE, "{field}：方位理应是 ns 或 ew，不能是 {value}。", "terminology", SIDE,
     shall("must be ns or ew", "理应")),
    ("zh", TOP, "{field}：满分应当大于 0，不能是 {value}。", "terminology", TOP, shall("must be greater than 0")),
    ("zh", AMOUNT, "--amount：胜利分应当大于 0 且不超过 25，而不是 {value}。", "terminology", AMOUNT,
     shall("must be above 0 and")),
    ("zh", WEIGHTS, "{field}：权重应当是大于0且合计为100的百分比：{value}。", "terminology", WEIGHTS,
     shall("must be percentages above 0")),
    # "cannot" said 不应 / 不应该 / 不应当 (tester t9cb cb-mod09); Greek "δεν θα έπρεπε" as before
    ("zh", DUE, "{field}：这副牌应打的次数不应少于已给出的结果数：{value}。", "terminology", "不应", advice("不应")),
    ("zh", DUE, "{field}：这副牌应打的次数不应该少于已给出的结果数：{value}。", "terminology", "不应该", advice("不应该")),
    ("zh", PERCENT, "{option}：以百分比表示的分数不应小于 0：{value}", "terminology", "不应", advice("不应")),
    ("zh", POINTS, "{option}：以比赛分表示的分数不应当小于 0：{value}", "terminology", "不应当", advice("不应当")),
    ("el", PERCENT, "{option}: η βαθμολογία σε ποσοστό δεν θα έπρεπε να είναι κάτω από 0: {value}", "terminology",
     "δεν θα έπρεπε", advice("δεν θα έπρεπε")),
    # an inability said 不应: the "unable" finding, one
    ("zh", READ, "第 {id} 号裁决不应读取：{problem}", "terminology", READ, "an inability made a prohibition"),
    # the "again" dropped: still found
    ("el", DETAILS, EL_DETAILS + "Esc για κλείσιμο χωρίς αποθήκευση.", "sentences", "again", AGAIN),
    ("el", DETAILS, "Τα στοιχεία άλλαξαν και δεν αποθηκεύτηκαν ακόμη: F4 για αποθήκευση, Esc για κλείσιμο χωρίς "
                    "αποθήκευση.", "sentences", "again", AGAIN),
    ("el", DETAILS, "Τα στοιχεία άλλαξαν χωρίς να αποθηκευτούν: με το F4 αποθηκεύονται, με το Esc το παράθυρο κλείνει "
                    "χωρίς αποθήκευση.", "sentences", "again", AGAIN),
    ("zh", DETAILS, ZH_DETAILS + "按 Esc 不保存并关闭。", "sentences", "again", AGAIN),
]

CLEAN = [
    # "must" kept: 必须, 须, 一定要; a bare 应 (the shipped 应两者都有)
    ("zh", SIDE, "{field}：方位必须是 ns 或 ew，不能是 {value}。"),
    ("zh", SIDE, "{field}：方位须为 ns 或 ew，不能是 {value}。"),
    ("zh", SIDE, "{field}：方位务必为 ns 或 ew，不能是 {value}。"),
    ("zh", SIDE, "{field}：方位应是 ns 或 ew，不能是 {value}。"),
    ("zh", TOP, "{field}：满分必须大于 0，不能是 {value}。"),
    ("zh", LINE, "英文与译文中只有一方以换行符（\\n）开头：应两者都有，或都没有（msgfmt -c）"),
    ("zh", LINE, "英文与译文中只有一方以换行符（\\n）开头：必须两者都有，或都没有（msgfmt -c）"),
    # "cannot", "may not" kept: 不能, 不得, 不可
    ("zh", DUE, "{field}：这副牌应打的次数不得少于已给出的结果数：{value}。"),
    ("zh", PERCENT, "{option}：以百分比表示的分数不可小于 0：{value}"),
    ("zh", PERCENT, "{option}：以百分比表示的分数不得低于 0：{value}"),
    ("zh", AWARD, "不判调整分：裁判不得" + ZH_AWARD_END),
    # "may not" said 不应: left clean, as tests/test_check_fix9s.py holds 12B2's
    ("zh", AWARD, "不判调整分：裁判不应" + ZH_AWARD_END),
    # "one more Esc", "another Esc", "a second time", ξανά, πάλι; 再按一次, 再次, 又, 第二次 (tester t9cb cb-rew46)
    ("el", DETAILS, "Τα στοιχεία άλλαξαν χωρίς να αποθηκευτούν: με το F4 αποθηκεύονται, με ένα ακόμη Esc το παράθυρο "
                    "κλείνει χωρίς αποθήκευση."),
    ("el", DETAILS, EL_DETAILS + "άλλο ένα Esc για κλείσιμο χωρίς αποθήκευση."),
    ("el", DETAILS, EL_DETAILS + "Esc για δεύτερη φορά για κλείσιμο χωρίς αποθήκευση."),
    ("el", DETAILS, EL_DETAILS + "Esc ακόμη μία φορά για κλείσιμο χωρίς αποθήκευση."),
    ("el", DETAILS, EL_DETAILS + "πάλι Esc για κλείσιμο χωρίς αποθήκευση."),
    ("el", DETAILS, EL_DETAILS + "Esc ξανά για κλείσιμο χωρίς αποθήκευση."),
    ("zh", DETAILS, ZH_DETAILS + "再按一次 Esc 不保存并关闭。"),
    ("zh", DETAILS, ZH_DETAILS + "再次按 Esc 不保存并关闭。"),
    ("zh", DETAILS, ZH_DETAILS + "又按 Esc 则不保存并关闭。"),
    ("zh", DETAILS, ZH_DETAILS + "第二次按 Esc 不保存并关闭。"),
]

# Each defect gives one finding naming it (tester t9cb cb-mod08, cb-mod09 and variants); each correct text none
# (cb-rew46 and variants).
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(DEFECTS, CLEAN)

test_a_laws_shall_said_yingdang_is_clean = edits_test([
    ("zh", "86A", "他应改为", "他应当改为"),
    ("zh", "86B1", "裁判应判给", "裁判应当判给"),
    ("zh", "86B2(a)", "裁判应取消", "裁判应当取消"),
    ("zh", "86B2(b)", "违规方应得到", "违规方应当得到"),
    ("zh", "86B2(c)", "裁判应取消", "裁判应当取消"),
    ("zh", "12C1(b)", "应力求", "应当力求"),
    # "shall not" said 不应: no weakening in the Laws' scale
    ("zh", "86A", "不得", "不应"),
], "a law's 'shall' (and 12C1(b)'s 'should') said 应当, 86A's 'shall not' said 不应: no finding")

def test_tester_inputs():
    """The tester's three inputs, as its file has them: one finding each for the two defects, none for the
    rewording."""
    from tests.testers.measure import gained

    inputs = fresh_inputs("t9cb")
    found = one_gained(inputs["cb-mod08"], "terminology", shall("must be ns or ew"))
    assert found.fragment == SIDE
    found = one_gained(inputs["cb-mod09"], "terminology", advice("不应"))
    assert found.fragment == "不应"
    assert gained(inputs["cb-rew46"]) == []
