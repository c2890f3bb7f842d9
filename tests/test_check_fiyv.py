"""fiyv (issue 9 §2): fresh tester t9bq's side and score inputs its run missed.

- bq-sid09: "{side}: the complement of the opponents' score" as "{side}：本方得分的补数": the opponents' score said as
  the side's own (本方, 己方, 我方; Greek "της δικής του πλευράς"), one "self / opponents" finding
  (:data:`helper.catalog.checks.opposites.OPPOSITES`).
- bq-sco07: "matchpoints, IMPs (teams), …" as "IMP、比赛分（队式赛）、…": the units of the list swapped, the bracketed
  "(teams)" now qualifying matchpoints, one "another scoring unit" finding
  (:func:`helper.catalog.checks.opposites.qualifier_moved`).
"""

from tests.support import fresh_inputs, one_finding_tests, one_gained

COMPLEMENT = "{side}: the complement of the opponents' score"
OWN = "NS's own separately computed score, in IMPs"
OWN_EW = "EW's own separately computed score, in IMPs"
OTHER_BOARDS = "NS score on the other boards of the session: percent (mp) or average IMPs (imps)"
UNITS = "matchpoints, IMPs (teams), pairs at cross-IMPs or at Butler"
REVERSED = "its opposite"
UNIT = "another scoring unit"


def test_tester_inputs_give_one_finding():
    """The tester's two inputs each gain exactly one finding naming the defect."""
    inputs = fresh_inputs("t9bq")
    found = one_gained(inputs["bq-sid09"], "terminology", ("'opponents'", "'本方'", REVERSED))
    assert found.fragment == "本方"
    found = one_gained(inputs["bq-sco07"], "terminology", ("'IMPs (teams)'", "'比赛分（队式赛）'", UNIT))
    assert found.fragment == "比赛分（队式赛）"


test_defects, test_rewordings = one_finding_tests([
    # the opponents' said as the side's own
    ("zh", COMPLEMENT, "{side}：己方得分的补数", "terminology", "己方", ("'opponents'", REVERSED)),
    ("zh", COMPLEMENT, "{side}：我方得分的补数", "terminology", "我方", ("'opponents'", REVERSED)),
    ("zh", COMPLEMENT, "{side}：取本方得分的补数", "terminology", "本方", ("'opponents'", REVERSED)),
    ("el", COMPLEMENT, "{side}: η συμπληρωματική της βαθμολογίας της δικής του πλευράς", "terminology",
     "δικής του", ("'opponents'", REVERSED)),
    ("el", COMPLEMENT, "{side}: η συμπληρωματική της δικής του βαθμολογίας", "terminology", "δικής του",
     ("'opponents'", REVERSED)),
    # ... and the other way, the side's own said as the opponents'
    ("zh", OWN, "南北分别计算的对方得分（IMP）", "terminology", "对方", ("'own'", REVERSED)),
    ("zh", OWN_EW, "东西分别计算的对手得分（IMP）", "terminology", "对手", ("'own'", REVERSED)),
    # a unit's bracketed qualifier given to another unit of the list
    ("zh", UNITS, "IMP、比赛分（团体赛）、双人赛交叉 IMP 或 Butler", "terminology", "比赛分（团体赛）",
     ("'IMPs (teams)'", UNIT)),
    ("el", UNITS, "IMPs, βαθμοί αγώνα (ομάδες), ζεύγη σε cross-IMPs ή σε Butler", "terminology",
     "βαθμοί αγώνα (ομάδες)", ("'IMPs (teams)'", UNIT)),
    ("el", UNITS, "IMPs, βαθμοί αγώνα (αγώνες ομάδων), ζεύγη σε cross-IMPs ή σε Butler", "terminology",
     "βαθμοί αγώνα (αγώνες ομάδων)", ("'IMPs (teams)'", UNIT)),
    # a unit made another, not moved (the English's IMPs no longer said): the terminology check's one finding, no
    # second (tester t9bj bj-sco25's kind)
    ("zh", OTHER_BOARDS, "南北在本节其他牌上的成绩：百分比（mp）或每副平均比赛分（imps）", "terminology", "比赛分",
     "term for 'IMP'"),
], [
    ("zh", COMPLEMENT, "{side}：对方得分的补数"),
    ("zh", COMPLEMENT, "{side}：对手得分的补数"),
    ("el", COMPLEMENT, "{side}: η συμπληρωματική της βαθμολογίας των αντιπάλων"),
    ("el", COMPLEMENT, "{side}: το συμπλήρωμα της βαθμολογίας της αντίπαλης πλευράς"),
    ("zh", OWN, "南北分别计算的本方得分（IMP）"),
    ("zh", OWN_EW, "东西分别计算的己方得分（IMP）"),
    ("zh", OWN_EW, "东西分别计算的自己的得分（IMP）"),
    # the list reordered, each unit keeping its bracket
    ("zh", UNITS, "比赛分、IMP（队式赛）、双人赛交叉 IMP 或 Butler"),
    ("zh", UNITS, "IMP（队式赛）、比赛分、双人赛交叉 IMP 或 Butler"),
    ("zh", UNITS, "比赛分、IMP（团体赛）、双人赛交叉 IMP 或 Butler"),
    ("el", UNITS, "βαθμοί αγώνα, IMPs (ομάδες), ζεύγη σε cross-IMPs ή σε Butler"),
    ("el", UNITS, "IMPs (ομάδες), βαθμοί αγώνα, ζεύγη σε cross-IMPs ή σε Butler"),
    ("zh", OTHER_BOARDS, "南北在本节其他牌上的成绩：百分比（mp）或每副平均 IMP（imps）"),
])
