"""fizp (issue 9 §2): a miss of the scores kind, fiyv's :func:`helper.catalog.checks.opposites.qualifier_moved`.

fiyv read a scoring unit's bracketed qualifier given to another unit of a list where the units are swapped (tester t9bq
bq-sco07: "matchpoints, IMPs (teams), …" as "IMP、比赛分（队式赛）…"); the units kept in order while their qualifiers
are swapped gave nothing: "mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)" as
"mp（队式赛）、imps（满分的百分比）、…", "mp, imps (teams), ximps (cross-IMPs) or butler" as "mp、imps（交叉 IMP）、ximps
（队式赛）或 butler".  Now one "another scoring unit" finding naming the English's unit and bracket whose qualifier
moved and the translation's unit that took it (:func:`helper.catalog.checks.opposites._qualifiers_swapped`).  No
tester line: the brief's inputs and their variants are recorded here.
"""

from tests.support import one_finding_tests

TOP = "mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)"
CROSS = "mp, imps (teams), ximps (cross-IMPs) or butler"
UNITS = "matchpoints, IMPs (teams), pairs at cross-IMPs or at Butler"
UNIT = "another scoring unit"

test_defects, test_rewordings = one_finding_tests([
    # the brief's inputs: the qualifiers swapped, the units in their order
    ("zh", TOP, "mp（队式赛）、imps（满分的百分比）、ximps、butler 或 vps（以胜利分计的比赛）", "terminology", "mp（队式赛）",
     ("'imps (teams)'", UNIT)),
    ("el", TOP, "mp (ομάδες), imps (ποσοστό του top), ximps, butler ή vps (αγώνας σε βαθμούς νίκης, VP)", "terminology",
     "mp (ομάδες)", ("'imps (teams)'", UNIT)),
    ("zh", CROSS, "mp、imps（交叉 IMP）、ximps（队式赛）或 butler", "terminology", "imps（交叉 IMP）",
     ("'ximps (cross-IMPs)'", UNIT)),
    # variants: other units' qualifiers swapped, both languages
    ("el", CROSS, "mp, imps (cross-IMPs), ximps (ομάδες) ή butler", "terminology", "imps (cross-IMPs)",
     ("'ximps (cross-IMPs)'", UNIT)),
    ("el", CROSS, "mp, imps (cross-IMPs), ximps (αγώνες ομάδων) ή butler", "terminology", "imps (cross-IMPs)",
     ("'ximps (cross-IMPs)'", UNIT)),
    ("zh", CROSS, "mp、imps（交叉 IMP 计分）、ximps（团体赛）或 butler", "terminology", "imps（交叉 IMP 计分）",
     ("'ximps (cross-IMPs)'", UNIT)),
    ("zh", TOP, "mp（以胜利分计的比赛）、imps（队式赛）、ximps、butler 或 vps（满分的百分比）", "terminology",
     "mp（以胜利分计的比赛）", ("'vps (a match in victory points)'", UNIT)),
    ("zh", TOP, "mp（满分的百分比）、imps（以胜利分 VP 计的比赛）、ximps、butler 或 vps（队式赛）", "terminology",
     "imps（以胜利分 VP 计的比赛）", ("'vps (a match in victory points)'", UNIT)),
    ("el", TOP, "mp (ποσοστό του top), imps (αγώνας σε βαθμούς νίκης, VP), ximps, butler ή vps (αγώνες ομάδων)",
     "terminology", "imps (αγώνας σε βαθμούς νίκης, VP)", ("'vps (a match in victory points)'", UNIT)),
    ("el", TOP, "mp (αγώνες ομάδων), imps (ποσοστό του top), ximps, butler ή vps (αγώνας σε βαθμούς νίκης, VP)",
     "terminology", "mp (αγώνες ομάδων)", ("'imps (teams)'", UNIT)),
    # a qualifier moved to a unit the English leaves unqualified
    ("zh", CROSS, "mp（队式赛）、imps、ximps（交叉 IMP）或 butler", "terminology", "mp（队式赛）", ("'imps (teams)'", UNIT)),
    ("el", CROSS, "mp (ομάδες), imps, ximps (cross-IMPs) ή butler", "terminology", "mp (ομάδες)",
     ("'imps (teams)'", UNIT)),
], [
    # the shipped translations and qualifiers reworded
    ("zh", TOP, "mp（满分的百分比）、imps（队式赛）、ximps、butler 或 vps（以胜利分 VP 计的比赛）"),
    ("zh", TOP, "mp（满分的百分比）、imps（团体赛）、ximps、butler 或 vps（以胜利分计的比赛）"),
    ("el", TOP, "mp (ποσοστό του top), imps (ομαδικά), ximps, butler ή vps (αγώνας σε βαθμούς νίκης, VP)"),
    ("el", TOP, "mp (ποσοστό του top), imps (ομαδικοί αγώνες), ximps, vps (αγώνας σε βαθμούς νίκης) ή butler"),
    ("zh", CROSS, "mp、imps（团体赛）、ximps（交叉 IMP）或 butler"),
    ("el", CROSS, "mp, imps (ομαδικά), ximps (cross-IMPs) ή butler"),
    ("el", CROSS, "mp, imps (ομαδικοί αγώνες), ximps (διασταυρούμενα IMPs) ή butler"),
    # units in another order, each with its own qualifier
    ("zh", TOP, "imps（队式赛）、mp（满分的百分比）、ximps、butler 或 vps（以胜利分计的比赛）"),
    ("zh", TOP, "mp（满分的百分比）、imps（队式赛）、ximps、vps（以胜利分计的比赛）或 butler"),
    ("el", TOP, "imps (ομαδικά), mp (ποσοστό του top), ximps, butler ή vps (αγώνας σε VP)"),
    ("zh", CROSS, "mp、ximps（交叉 IMP）、imps（队式赛）或 butler"),
    ("el", CROSS, "mp, ximps (cross-IMPs), imps (ομαδικά) ή butler"),
    # fiyv's list, units reworded (its own rule reads it)
    ("zh", UNITS, "比赛分、IMP（团体赛）、双人赛交叉 IMP 或 Butler"),
])
