"""A Chinese adverb said twice where the project's Chinese says it once (issue 9 §2, fresh tester t9cc cc-rw11).

"…which differ from those just built…" is shipped as 与刚构建的目录不同; a reviewer's 与刚刚构建的目录不同 says the same
("just built"): 刚刚 is the reduplicated adverb, no 刚 written twice, though 与刚构 is a run the project's Chinese writes
(structure._written_once_elsewhere, :data:`structure._ZH_ADVERBS_ALIKE`).  The other side: a run of three (刚刚刚) and a
character whose reduplication says something else (大大 "greatly" in 多大大责任) are still a character written twice.
"""

from __future__ import annotations

from tests.support import one_finding_tests

NOTE = ("Note: this helper is an installed copy; its screens show its own catalogues ({own}), which differ from those "
        "just built: to see your changes there, run python -m helper in {root}, or install it with pip install -e "
        "{root}.")
NOTE_ZH = ("注意：此 helper 是已安装的副本，界面上显示的是它自己的翻译目录（{own}），与{just}构建的目录不同。如要在界面上看到"
           "您的修改，请在 {root} 中运行 python -m helper，或者用 pip install -e {root} 进行安装。")
TWICE = "character written twice"

test_defect, test_rewording = one_finding_tests([
    ("zh", NOTE, NOTE_ZH.replace("{just}", "刚刚刚"), "doubled", "刚刚", TWICE),
], [
    # the tester's rewording, and the adverb said once as shipped
    ("zh", NOTE, NOTE_ZH.replace("{just}", "刚刚")),
    ("zh", NOTE, NOTE_ZH.replace("{just}", "刚")),
])
