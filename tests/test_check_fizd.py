"""Engineer fizd, session 44 (issue 9 §2): one English word left beside a key's name in a key hint, that fresh tester
t9bs's run missed.

- "Ruling {id} recorded: ^P back, ^N new, F4 details" as "Η απόφαση {id} καταγράφηκε: ^P πίσω, ^N νέα, F4 details"
  (bs-unt06): "details" after F4 was read as an item of a list of Latin words.  A key's name of more than one letter
  (F4, Esc, Enter, PgDn, Ctrl+X) or a chord's letter (^N) is no word of a list: the words beside it, before or after,
  with or without a colon or a comma, are the translation's prose
  (:func:`helper.catalog.checks.untranslated.key_name_at`).  Single-letter keys (q, y / n, Ctrl+B d) stay lists.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

RULING = "Ruling {id} recorded: ^P back, ^N new, F4 details"
RECORDED = "{recorded}: ^P back, ^N new, F4 details"
FORM = "Enter: next · ↑ ↓: move · F4: save · Esc: close"
LONG_FORM = "Enter: next field, on the last one save · ↑ ↓: move · F4: save · Esc: close without saving"
SAVES = "F2 saves; Esc closes without saving"
QUIT = "To quit, press Ctrl+X or F10 (the ruling in progress is kept)."
SELECT = "{keys}; F7 selects all"
ALL_KEYS = "F2 saves; Esc closes; Ctrl/Alt+↑↓ scroll the English; F7 selects all"
CLOSE = "Press Escape, Enter, F1 or q to close."
TAKE = "Press y to take it over, or n to leave it there (^O asks again later)."
SKIPS = "Number, then Enter (empty Enter skips)"
TMUX = ("A tmux client in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and Greek, detach "
        "(Ctrl+B d) and attach with: {command}")
SIDE = "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)."

LEFT = ("untranslated-run", "English left untranslated in the translation")

CASES = [
    # the tester's input, then the word after other keys (F4, ^N, Esc, a colon or none), before a key, Chinese too
    ("el", RULING, "Η απόφαση {id} καταγράφηκε: ^P πίσω, ^N νέα, F4 details", "details"),
    ("zh", RULING, "第 {id} 号裁决已记录：^P 返回，^N 新裁决，F4 details", "details"),
    ("el", RECORDED, "{recorded}: ^P πίσω, ^N νέα, F4 details", "details"),
    ("zh", RECORDED, "{recorded}：^P 返回，^N new，F4 详情", "new"),
    ("el", RULING, "Η απόφαση {id} καταγράφηκε: ^P πίσω, ^N νέα, F4: details", "details"),
    ("el", RULING, "Η απόφαση {id} καταγράφηκε: πίσω ^P, νέα ^N, details F4", "details"),
    ("zh", RULING, "第 {id} 号裁决已记录：返回 ^P，新裁决 ^N，details F4", "details"),
    ("el", FORM, "Enter επόμενο · ↑↓ κίνηση · F4 αποθήκευση · Esc close", "close"),
    ("zh", FORM, "Enter：下一项 · ↑ ↓：移动 · F4 save · Esc：关闭", "save"),
    ("el", LONG_FORM, "Enter: επόμενο πεδίο, στο τελευταίο αποθήκευση · ↑ ↓: μετακίνηση · F4: save · Esc: κλείσιμο "
                      "χωρίς αποθήκευση", "save"),
    ("zh", SAVES, "F2 保存；Esc closes", "closes"),
    ("zh", QUIT, "要退出，请 press Ctrl+X 或 F10（进行中的裁决会保留）。", "press"),
    ("el", QUIT, "Για έξοδο press Ctrl+X ή F10 (η απόφαση σε εξέλιξη διατηρείται).", "press"),
    ("zh", SELECT, "{keys}；F7 selects 全部", "selects"),
    ("zh", ALL_KEYS, "F2 保存；Esc 关闭；Ctrl/Alt+↑↓ 滚动英文；F7 selects 全选", "selects"),
]

CLEAN = [
    # the shipped key hints and other correct ones: key names, y / n, q, Ctrl+B d, options and tokens kept
    ("el", RULING, "Η απόφαση {id} καταγράφηκε: ^P πίσω, ^N νέα, F4 στοιχεία"),
    ("zh", RULING, "第 {id} 号裁决已记录：^P 返回，^N 新裁决，F4 详情"),
    ("zh", RULING, "第 {id} 号裁决已记录：按 ^P 返回，按 ^N 新建，按 F4 查看详情"),
    ("el", RULING, "Η απόφαση {id} καταγράφηκε: πίσω ^P, νέα ^N, στοιχεία F4"),
    ("el", FORM, "Enter: επόμενο · ↑ ↓: μετακίνηση · F4: αποθήκευση · Esc: κλείσιμο"),
    ("zh", FORM, "Enter：下一项 · ↑ ↓：移动 · F4：保存 · Esc：关闭"),
    ("el", QUIT, "Για έξοδο πατήστε Ctrl+X ή F10 (η απόφαση σε εξέλιξη διατηρείται)."),
    ("zh", QUIT, "要退出，请按 Ctrl+X 或 F10（进行中的裁决保留）。"),
    ("el", CLOSE, "Πατήστε Escape, Enter, F1 ή q για κλείσιμο."),
    ("zh", CLOSE, "按 Esc、Enter、F1 或 q 关闭。"),
    ("el", TAKE, "Πατήστε y για ανάληψη ή n για να την αφήσετε εκεί (το ^O ρωτά ξανά αργότερα)."),
    ("zh", TAKE, "按 y 接管，或按 n 留在原处（稍后按 ^O 会再次询问）。"),
    ("el", SKIPS, "Αριθμός και Enter (κενό Enter: παράλειψη)"),
    ("zh", TMUX, "语言环境不是 UTF-8 的 tmux 客户端只能显示 ASCII：现用英文。如需中文和希腊文，请先分离（Ctrl+B d），"
                 "再用以下命令连接：{command}"),
    ("el", SIDE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες) ή --player n, e, s ή w (ατομικός "
                 "αγώνας)."),
    ("el", ALL_KEYS, "F2: αποθήκευση· Esc: κλείσιμο· Ctrl/Alt+↑↓: κύλιση αγγλικού· F7: επιλογή όλων"),
]


# Each defect gives one untranslated finding naming the English word left beside the key (tester t9bs bs-unt06 and
# variants); each correct key hint gives none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, LEFT[0], words, (LEFT[1], f"'{words}'")) for lang, entry, msgstr, words in CASES], CLEAN)


def test_tester_input():
    """Tester t9bs bs-unt06 itself, as its file writes it: one untranslated finding naming "details"."""
    found = one_gained(fresh_inputs("t9bs")["bs-unt06"], "untranslated-run", (LEFT[1], "'details'"))
    assert found.fragment == "details"
