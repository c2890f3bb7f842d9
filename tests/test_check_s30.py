"""Tester t9av's inputs (session 30) fixed by the lead after the report: each row the tester's edit, the findings
written by hand."""

from tests.support import findings

EN_86B3 = ("For boards played only at one table between the same or multiple contestants, the Regulating Authority "
           "may make different provisions.")


def test_utf8_read_as_gbk_with_lost_bytes_is_one_finding():
    # v382: 主管单位 as 涓荤�″崟浣� (two stretches of U+FFFD): one defect, one finding (it gave two identical ones)
    text = "对于相同或多个参赛者之间只在一张牌桌上打过的牌，涓荤�″崟浣�可以作出不同的规定。"
    assert findings(EN_86B3, text, "zh") == [
        ("encoding", "error", "replacement character U+FFFD (a character lost in conversion) in the translation")]


def test_two_lost_stretches_far_apart_are_still_one_finding():
    text = "对于相同或多个参赛�之间只在一张牌桌上打过的牌，主管单位可以作出不同的规�。"
    assert findings(EN_86B3, text, "zh") == [
        ("encoding", "error", "replacement character U+FFFD (a character lost in conversion) in the translation")]


def test_the_text_without_damage_has_no_finding():
    text = "对于相同或多个参赛者之间只在一张牌桌上打过的牌，主管单位可以作出不同的规定。"
    assert findings(EN_86B3, text, "zh") == []
