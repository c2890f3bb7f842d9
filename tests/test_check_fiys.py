"""Engineer fiys, session 43 (issue 9 §2): a bracket and a placeholder tester t9bp's run did not meet.

- A law-reference bracket that takes in a word of the sentence at its edge ("使用 --director-error（第82条C款时）" for
  "With --director-error (Law 82C)", bp-br03): the bracket moved, one brackets warning
  (:func:`helper.catalog.checks.brackets.ref_bracket_widened`, its edge words
  :data:`helper.catalog.checks.brackets._EDGE_WORDS`); "（见第82条C款）", "(βλέπε Νόμο 82Γ)" are the reference's own.
- A placeholder of the English renamed to another of its placeholders, given once more in a sentence of its own
  ("Ruling {number}" as "Η απόφαση {id}" beside "Law {id}?", bp-ph10): one placeholders finding naming the rename, not
  also a sentence replaced nor the value shown twice; a name doubled inside one sentence stays "missing"
  (test_check_fix9al).
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

INPUTS = fresh_inputs("t9bp")

NOS = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
OUTCOMES = "With --director-error (Law 82C) give each side's outcomes: --ns-outcome and --ew-outcome."
TOP = "times the board was due to be played: the full top (Law 78A) at mp, the comparisons at ximps"
GIVE = "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."
RULING = ("Start a new ruling from Law {id}? Ruling {number} stays recorded as it is; its answers leave the screen. "
          "(y / n)")
NOT_ID = "Not a law paragraph id: {id}. Type one as {examples}"
TMUX = ("A tmux client in a locale that is not UTF-8 shows only ASCII: a review of {language} cannot be shown here. "
        "To review, detach (Ctrl+B d) and attach with: {command}")

WIDENED = ("more words inside its brackets", "a bracket moved?")
RENAMED = "is missing and {other} is given once more in its place ({names} renamed {other})"


def _renamed(names: str, other: str) -> tuple[str, ...]:
    return (RENAMED.replace("{names}", names).replace("{other}", other),)


def test_tester_inputs():
    found = one_gained(INPUTS["bp-br03"], "brackets", ("'(Law 82C)'",) + WIDENED)
    assert found.fragment == "（第82条C款时）"
    one_gained(INPUTS["bp-ph10"], "placeholders", _renamed("{number}", "{id}"))


test_defect, test_rewording = one_finding_tests([
    # a reference bracket taking in a word of the sentence at its closing edge (时 "when", 中 "in", 或 "or") ...
    ("zh", OUTCOMES, "使用 --director-error（第82条C款时），请给出每一方的结果：--ns-outcome 和 --ew-outcome。", "brackets",
     "（第82条C款时）", WIDENED),
    ("zh", TOP, "这副牌应打的次数：mp 时据此得出满分（第78条A款中），ximps 时得出比较次数", "brackets", "（第78条A款中）",
     WIDENED),
    ("zh", GIVE, "请给出 --ns 和 --ew（第86条B款2项或）--assigned-result 和 --other-table（第86条B款1项）。", "brackets",
     "（第86条B款2项或）", WIDENED),
    # ... Greek: "και" (both), "σε" (at), "ή" (or) after the reference, "όταν" (when) before it
    ("el", NOS, "Με το --director-error (Νόμος 82Γ και) οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos.",
     "brackets", "(Νόμος 82Γ και)", WIDENED),
    ("el", TOP, "πόσες φορές έπρεπε να παιχτεί η διανομή: το πλήρες top (Νόμος 78Α σε) mp, οι συγκρίσεις σε ximps",
     "brackets", "(Νόμος 78Α σε)", WIDENED),
    ("el", GIVE, "Δώστε --ns και --ew (Νόμος 86Β2, ή) --assigned-result και --other-table (Νόμος 86Β1).", "brackets",
     "(Νόμος 86Β2, ή)", WIDENED),
    ("el", OUTCOMES, "Με το --director-error (όταν Νόμος 82Γ) δώστε τα αποτελέσματα κάθε άξονα: --ns-outcome και "
     "--ew-outcome.", "brackets", "(όταν Νόμος 82Γ)", WIDENED),
    # a placeholder renamed to another of the English's, in a sentence of its own
    ("zh", RULING, "从{id}开始新的裁决？第 {id} 号裁决保持原样记录；其回答将离开屏幕。(y / n)", "placeholders",
     "从{id}开始新的裁决？第 {id} 号裁决保持原样记录；其回答将离开屏幕。(y / n)", _renamed("{number}", "{id}")),
    ("el", RULING, "Νέα απόφαση από τον Νόμο {number}; Η απόφαση {number} μένει καταγεγραμμένη όπως είναι· οι "
     "απαντήσεις της φεύγουν από την οθόνη. (y / n)", "placeholders", "Νέα απόφαση από τον Νόμο {number}; Η απόφαση "
     "{number} μένει καταγεγραμμένη όπως είναι· οι απαντήσεις της φεύγουν από την οθόνη. (y / n)",
     _renamed("{id}", "{number}")),
    ("zh", NOT_ID, "不是规则条款编号：{id}。请这样输入：{id}", "placeholders", "不是规则条款编号：{id}。请这样输入：{id}",
     _renamed("{examples}", "{id}")),
    ("el", NOT_ID, "Δεν είναι αριθμός παραγράφου Νόμου: {examples}. Γράψτε τον όπως {examples}", "placeholders",
     "Δεν είναι αριθμός παραγράφου Νόμου: {examples}. Γράψτε τον όπως {examples}", _renamed("{id}", "{examples}")),
    ("el", TMUX, "Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: έλεγχος για "
     "{language} δεν μπορεί να εμφανιστεί εδώ. Για έλεγχο, αποσυνδεθείτε (Ctrl+B d) και συνδεθείτε με: {language}",
     "placeholders", "Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: έλεγχος για "
     "{language} δεν μπορεί να εμφανιστεί εδώ. Για έλεγχο, αποσυνδεθείτε (Ctrl+B d) και συνδεθείτε με: {language}",
     _renamed("{command}", "{language}")),
], [
    # the reference's own words in its bracket ("see"), the word of the sentence outside it
    ("zh", NOS, "使用 --director-error（见第82条C款）时双方均为非违规方：请不要给出 --nos。"),
    ("zh", OUTCOMES, "使用 --director-error（参见第82条C款）时，请给出每一方的结果：--ns-outcome 和 --ew-outcome。"),
    ("zh", NOS, "使用 --director-error（第82条C款）时，双方均为非违规方：请不要给出 --nos。"),
    ("el", NOS, "Με το --director-error (βλέπε Νόμο 82Γ) και οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos."),
    ("el", OUTCOMES, "Με το --director-error (βλ. Νόμο 82Γ) δώστε τα αποτελέσματα κάθε άξονα: --ns-outcome και "
                     "--ew-outcome."),
    ("el", GIVE, "Δώστε --ns και --ew (Νόμος 86Β2) ή --assigned-result και --other-table (Νόμος 86Β1)."),
    # each placeholder kept in its place, reworded around it
    ("el", RULING, "Νέα απόφαση από τον Νόμο {id}; Η απόφαση με αριθμό {number} μένει καταγεγραμμένη ως έχει· οι "
                   "απαντήσεις της φεύγουν από την οθόνη. (y / n)"),
    ("zh", RULING, "要从第{id}条开始新的裁决吗？第 {number} 号裁决按原样保留记录；其回答将从屏幕上移除。(y / n)"),
    ("zh", NOT_ID, "这不是规则条款编号：{id}。请按如下格式输入：{examples}"),
])
