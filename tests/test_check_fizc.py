"""Engineer fizc, session 44 (issue 9 §2): Chinese lists of alternatives fresh tester t9bs's run read wrong.

- A Chinese list "A、B 或 C" is an "or" list: its 、 joins items of the list the final 或 / 或者 closes
  (:func:`helper.catalog.checks.choices._joined_otherwise`). "Ctrl+X or F10" as "Ctrl+X、F10 或 Esc" (bs-alt07) adds
  a key, the keys check's one finding, no "or" made "and" besides; "Ctrl+X 以及 F10", "Ctrl+X 和 F10" still are.
- A list separator written twice closes no empty item (:func:`helper.catalog.checks.alternatives._list_sizes`):
  "Escape、Enter、、F1 或 q" (bs-dou05) still lists four keys, the doubled check's one finding, no alternative
  dropped besides.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

INPUTS = fresh_inputs("t9bs")

QUIT = "To quit, press Ctrl+X or F10."
QUIT_KEPT = "To quit, press Ctrl+X or F10 (the ruling in progress is kept)."
CLOSE = "Press Escape, Enter, F1 or q to close."
PLAYER = "{field}: the player must be n, e, s or w, not {value}."
VULNERABILITY = "vulnerability: none, ns, ew or both"
VULNERABILITY_FIELD = "{field}: vulnerability must be none, ns, ew or both, not {value}."
RESPONSIBILITY = "{field}: responsibility must be none, partly or direct, not {value}."

TWICE = "punctuation written twice"
MADE_AND = ("('and')", "alternatives made all required")


def test_tester_inputs():
    """tester t9bs bs-alt07 (a key added to a 、 list closed by 或), bs-dou05 (、、 in a list of four keys)."""
    found = one_gained(INPUTS["bs-alt07"], "keys", "the key 'Esc' in the translation is not named in the English")
    assert found.fragment == "Esc"
    found = one_gained(INPUTS["bs-dou05"], "doubled", TWICE)
    assert found.fragment == "Enter、、F1 或"


test_defect, test_rewording = one_finding_tests([
    # a key added to a list the final 或 / 或者 closes: the key's one finding
    ("zh", QUIT, "要退出，请按 Ctrl+X、F10 或 Esc。", "keys", "Esc", "the key 'Esc'"),
    ("zh", QUIT, "要退出，请按 Ctrl+X、F10 或者 F1。", "keys", "F1", "the key 'F1'"),
    ("zh", QUIT_KEPT, "要退出，请按 Ctrl+X、F10 或者 Enter（进行中的裁决会保留）。", "keys", "Enter", "the key 'Enter'"),
    ("el", QUIT, "Για έξοδο, πατήστε Ctrl+X, F10 ή Esc.", "keys", "Esc", "the key 'Esc'"),
    # a separator doubled in a list of keys, values, sides: the doubled one finding, no alternative dropped
    ("zh", CLOSE, "按 Escape、、Enter、F1 或 q 关闭。", "doubled", "Escape、、Enter", TWICE),
    ("zh", CLOSE, "按 Escape、Enter、F1、、或 q 关闭。", "doubled", "Enter、F1、、或 q", TWICE),
    ("zh", PLAYER, "{field}：牌手必须是 n、、e、s 或 w，而不是 {value}。", "doubled", "须是 n、、e、s", TWICE),
    ("zh", VULNERABILITY, "局况：none（双方无局）、ns、、ew 或 both（双方有局）", "doubled", "）、ns、、ew 或", TWICE),
    ("zh", VULNERABILITY_FIELD, "{field}：局况必须是 none、ns、ew、、或 both，不能是 {value}。", "doubled",
     "ns、ew、、或 both", TWICE),
    ("zh", RESPONSIBILITY, "{field}：责任必须是 none、、partly 或 direct，不能是 {value}。", "doubled",
     "none、、partly", TWICE),
    ("el", CLOSE, "Πατήστε Escape, Enter,, F1 ή q για κλείσιμο.", "doubled", "Enter,, F1", TWICE),
    ("el", PLAYER, "{field}: ο παίκτης πρέπει να είναι n, e,, s ή w, όχι {value}.", "doubled", "n, e,, s ή", TWICE),
    # a real "or" made "and" stays found: no 或 closes the list
    ("zh", QUIT, "要退出，请按 Ctrl+X 和 F10。", "terminology", "Ctrl+X 和 F10", MADE_AND),
    ("zh", QUIT_KEPT, "要退出，请按 Ctrl+X 以及 F10（进行中的裁决会保留）。", "terminology", "Ctrl+X 以及 F10", MADE_AND),
    ("zh", CLOSE, "按 Escape、Enter、F1 和 q 关闭。", "terminology", "和", MADE_AND),
    ("zh", CLOSE, "按 Escape、Enter、F1 以及 q 关闭。", "terminology", "以及", MADE_AND),
    ("el", QUIT, "Για έξοδο, πατήστε Ctrl+X και F10.", "terminology", "Ctrl+X και F10", MADE_AND),
], [
    ("zh", QUIT, "要退出，请按 Ctrl+X 或者 F10。"),
    ("zh", CLOSE, "按 Escape、Enter、F1 或者 q 关闭。"),
    ("zh", CLOSE, "按 Escape 或 Enter 或 F1 或 q 关闭。"),
    ("zh", CLOSE, "按 Escape、Enter、F1 或是 q 即可关闭。"),
    ("zh", PLAYER, "{field}：牌手必须是 n、e、s 或者 w，而不是 {value}。"),
    ("zh", VULNERABILITY, "局况：none（双方无局）、ns、ew 或者 both（双方有局）"),
    ("zh", VULNERABILITY_FIELD, "{field}：局况必须是 none 或 ns 或 ew 或 both，不能是 {value}。"),
])
