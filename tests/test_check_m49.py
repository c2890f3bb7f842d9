"""A garbled word next to a placeholder is one mojibake, no placeholder order besides (issue 9 §2: one damaged word,
one finding; found by tests/test_catalog_mutations.py's mojibake kind on m49): 于 is the word that says which of
``{reviewer} 已于 {date}`` is the date, and once it is garbled nothing tells them apart, but the encoding error already
names the damage.  Placeholders in another order with no word garbled beside them are still a warning.
"""

from __future__ import annotations

from tests.support import one_finding_tests

REVIEWED = "reviewed {date} by {reviewer}"
GARBLED = "mojibake 'å·²äº\x8e' (UTF-8 read as Latin-1 or cp1252)"

test_defect, test_rewording = one_finding_tests(
    [
        # 已于 read as Latin-1 (its last byte 0x8e a control character), as the mutation test injects it
        ("zh", REVIEWED, "{reviewer} å·²äº\x8e {date} 审校", "encoding", "å·²äº\x8e", GARBLED),
        # the same text with no garbled word beside the placeholders and nothing telling them apart: still asked
        ("zh", REVIEWED, "{reviewer} {date} 审校", "placeholder-order", "{reviewer} {date}",
         "no word next to them tells which is which"),
    ],
    [("zh", REVIEWED, "{reviewer} 已于 {date} 审校")],
)
