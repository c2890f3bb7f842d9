"""Engineer fiyk, session 42 (issue 9 §2): brackets that tester t9bn's run missed or said twice.

- An inner bracket's own closing dropped where an outer bracket of the other width closes it ("（第12条C款1项(e）",
  bn-brk04): one finding, the inner '(' never closed (:func:`helper.catalog.checks.brackets._closes_outer`), not '（'
  never closed plus a pair of mixed widths.
- A bracket moved onto another clause ("否：（各桌打的是同一版本）照常计分", bn-brk07):
  :func:`helper.catalog.checks.brackets.bracket_moved_to_clause`.
- A closing bracket moved past the clause mark the English sets after it ("{appeal}（{date}：维持原裁决。）",
  bn-brk09): :func:`helper.catalog.checks.brackets.closing_moved_past_mark`.
- Full-width brackets in a Greek text ("（Νόμος 87）", bn-brk25): one brackets warning (:mod:`single`).
"""

from __future__ import annotations

import pytest

from helper.catalog.checks.brackets import bracket_problems, mixed_widths
from tests.support import interface_gained

NS = "an outcome for NS only (Law 12C1(e))"
EW = "an outcome for EW only (Law 12C1(e))"
TOP = "--top is for matchpoints: at IMPs average plus and minus are IMPs (Law 12C2(b))."
SAME = "No: every table played the same version (it is scored as usual)"
TURN = "Yes: in three or more versions (the results of each are asked in turn)"
ART = "No: the possibilities are numerous or not obvious (artificial score)"
UPHELD = "{appeal} ({date}): the ruling is upheld."
WITHDRAWN = "{appeal} ({date}): withdrawn."
OFFICIAL = "Official text ({file}), not edited here: n adds a note."
INVISIBLE = "The {name} field holds an invisible text-direction character ({code}); remove it."
FOULED = "The board was fouled: cards misplaced, so tables played different deals (Law 87)"
CONVENTION = "Convention: matchpoints 2 per score beaten, 1 per tie (Law 78A)."
FINISHED = ("It finished this ruling: ruling {id}, started at {time}, recorded at {at} (UTC), is shown as recorded. "
            "^P back corrects it; ^N starts a new ruling.")
SHEET = "print the ruling sheet: text, md or html, in the languages of --lang (e.g. --lang en,zh)"

UNCLOSED = ("brackets", "is never closed")
LATE = ("brackets", "the bracket closes after")
HOLD = ("brackets", "the brackets hold")
FULL = ("brackets", "full-width bracket")

CASES = [
    # the inner bracket's closing dropped, the outer one of the other width closed: the inner one never closed
    ("zh", NS, "仅用于南北的结果（第12条C款1项(e）", UNCLOSED, "'('", "(e）"),
    ("zh", EW, "仅用于东西的结果（第12条C款1项(e）", UNCLOSED, "'('", "(e）"),
    ("zh", TOP, "--top 仅用于比赛分：IMP 计分时平均正分和平均负分以 IMP 计（第12条C款2项(b）。", UNCLOSED, "'('", "(b）。"),
    ("zh", EW, "仅用于东西的结果(第12条C款1项（e)", UNCLOSED, "'（'", "（e)"),
    # the closing bracket moved past the clause mark the English sets after it
    ("zh", UPHELD, "{appeal}（{date}：维持原裁决。）", LATE, "维持原裁决。", "维持原裁决。"),
    ("zh", WITHDRAWN, "{appeal}（{date}：已撤回。）", LATE, "已撤回。", "已撤回。"),
    ("zh", INVISIBLE, "{name}一栏含有不可见的文字方向控制字符（{code}；请删除它）。", LATE, "请删除它", "请删除它"),
    ("el", UPHELD, "{appeal} ({date}: η απόφαση επικυρώνεται.)", LATE, "η απόφαση επικυρώνεται.",
     "η απόφαση επικυρώνεται."),
    ("el", OFFICIAL, "Επίσημο κείμενο ({file}, δεν επεξεργάζεται εδώ): n για σημείωση.", LATE,
     "δεν επεξεργάζεται εδώ", "δεν επεξεργάζεται εδώ"),
    # the brackets moved onto another clause than the English's
    ("zh", SAME, "否：（各桌打的是同一版本）照常计分", HOLD, "各桌打的是同一版本", "各桌打的是同一版本"),
    ("zh", TURN, "是：（三个或更多版本）依次询问每个版本的结果", HOLD, "三个或更多版本", "三个或更多版本"),
    ("el", SAME, "Όχι: (όλα τα τραπέζια έπαιξαν την ίδια εκδοχή) βαθμολογείται κανονικά", HOLD,
     "όλα τα τραπέζια έπαιξαν την ίδια εκδοχή", "όλα τα τραπέζια έπαιξαν την ίδια εκδοχή"),
    ("el", ART, "Όχι: (οι πιθανότητες είναι πολλές ή όχι προφανείς) τεχνητή επανορθωτική βαθμολογία", HOLD,
     "οι πιθανότητες είναι πολλές ή όχι προφανείς", "οι πιθανότητες είναι πολλές ή όχι προφανείς"),
    # full-width brackets in a Greek text
    ("el", FOULED, "Αλλοιωμένη διανομή: φύλλα σε λάθος θέση, τα τραπέζια έπαιξαν διαφορετικές διανομές （Νόμος 87）",
     FULL, "'（'", "（Νόμος 87）"),
    ("el", CONVENTION, "Σύμβαση: 2 βαθμοί αγώνα ανά σκορ που ξεπερνιέται, 1 ανά ισοπαλία （Νόμος 78Α）.", FULL, "'（'",
     "（Νόμος 78Α）."),
    ("el", UPHELD, "{appeal} （{date}）: η απόφαση επικυρώνεται.", FULL, "'（'", "（{date}）: η απόφαση επικυρώνεται"),
]

CLEAN = [
    # Chinese brackets full-width or ASCII, nested or not
    ("zh", NS, "仅用于南北的结果（第12条C款1项(e)）"),
    ("zh", NS, "仅用于南北的结果(第12条C款1项(e))"),
    ("zh", EW, "仅用于东西的结果（第12条C款1项（e））"),
    # the bracket before the English's mark; the English's list set in brackets around its "(UTC)" (shipped)
    ("zh", UPHELD, "{appeal}（{date}）：维持原裁决。"),
    ("zh", UPHELD, "{appeal}（{date}）：原裁决予以维持。"),
    ("zh", UPHELD, "{appeal} ({date})：维持原裁决。"),
    ("el", UPHELD, "{appeal} ({date}): η απόφαση επικυρώνεται."),
    ("zh", FINISHED, "它已完成此裁决：按记录显示第 {id} 号裁决（开始于 {time}，记录于 {at}，UTC）。^P 返回可更正；"
                     "^N 开始新的裁决。"),
    # the parenthetical kept on the English's clause; a bracket moved with its word ("(e.g. --lang en,zh)")
    ("zh", SAME, "否：各桌打的是同一版本（照常计分）"),
    ("zh", SAME, "否：各桌打的都是同一版本（按常规计分）"),
    ("el", SAME, "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (βαθμολογείται κανονικά)"),
    ("zh", SHEET, "以 --lang 给出的语言（例如 --lang en,zh）打印裁决单：text、md 或 html"),
    # Greek with ASCII brackets
    ("el", FOULED, "Αλλοιωμένη διανομή: φύλλα σε λάθος θέση, τα τραπέζια έπαιξαν διαφορετικές διανομές (Νόμος 87)"),
]


@pytest.mark.parametrize("lang, entry, msgstr, want, words, fragment", CASES)
def test_one_finding_names_the_defect(lang, entry, msgstr, want, words, fragment):
    """Each defect gives one brackets finding naming it (tester t9bn bn-brk04, bn-brk07, bn-brk09, bn-brk25 and
    variants)."""
    found = interface_gained(lang, entry, msgstr)
    assert [f.check for f in found] == [want[0]], [f"{f.check}: {f.message}" for f in found]
    assert want[1] in found[0].message and words in found[0].message, found[0].message
    assert found[0].fragment == fragment, found[0].fragment


@pytest.mark.parametrize("lang, entry, msgstr", CLEAN)
def test_correct_text_is_clean(lang, entry, msgstr):
    """Correct texts give no finding: Chinese （） and () alike, a bracket kept where the English has it or moved with
    its word, Greek ASCII brackets."""
    found = interface_gained(lang, entry, msgstr)
    assert found == [], [f"{f.check}: {f.message}" for f in found]


def test_inner_bracket_never_closed():
    """The pairing itself: the inner bracket never closed where the outer one of the closing's width is closed by it
    and never later; a pair of mixed widths where the outer one is closed later, or where there is none."""
    assert [(p.char, p.kind) for p in bracket_problems("结果（第12条C款1项(e）")] == [("(", "unclosed")]
    assert mixed_widths("结果（第12条C款1项(e）") == []
    assert bracket_problems("（见(a）和(b)）") == [] and mixed_widths("（见(a）和(b)）") == [("(", "）", 4)]
    assert bracket_problems("（但参见上述A款)") == [] and mixed_widths("（但参见上述A款)") == [("（", ")", 8)]
