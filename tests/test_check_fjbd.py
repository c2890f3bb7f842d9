"""An interface string left in English inside quotation marks (issue 9 §2; open point of session 48).

"(empty)" as «empty» (Greek) or “empty” (Chinese) is the English word with the brackets made quotation marks: the
entry is untranslated, though a quoted word is elsewhere a name the Director types (a value, a key), ignored by the
check for English left.  A quotation counts as a name only where the English quotes it too.
"""

from __future__ import annotations

from tests.support import one_finding_tests

LEFT = "English left untranslated"

test_defect, test_rewording = one_finding_tests([
    ("el", "(empty)", "«empty»", "untranslated-run", "empty", LEFT),
    ("zh", "(empty)", "“empty”", "untranslated-run", "empty", LEFT),
    ("zh", "(empty)", "（empty）", "untranslated-run", "empty", LEFT),
    ("el", "unchanged", "«unchanged»", "untranslated-run", "unchanged", LEFT),
    ("zh", "written", "「written」", "untranslated-run", "written", LEFT),
], [
    ("el", "(empty)", "(κενό)"),
    ("zh", "written", "已写入"),
])
