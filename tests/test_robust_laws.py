"""Issue 10 §1: ``laws show`` for headings, 1997-only paragraphs, law numbers and Chinese numerals.

Expected texts are read from laws_text/ (the 1997 Chinese source, 002) by hand.
"""

from __future__ import annotations

import json

import pytest

from helper.laws.citation import CitationError, parse, zh_numeral
from tests.support import assert_user_error, run


def test_a_1997_heading_without_text_lists_its_parts(capsys):
    code, out, err = run(capsys, "laws", "show", "81B", "--edition", "1997")
    assert code == 0, err
    assert out.splitlines() == ["1997: 第81条B款 · 职责和权力", "裁判的责任与限制",
                                "81B is divided into paragraphs: 81B1, 81B2"]


@pytest.mark.parametrize("pid, start", [("87B", "?在对一副错牌进行记分时"), ("90A", "?裁判除按照本规则执行判罚外"),
                                        ("91A", "?为了执行维护比赛秩序和纪律的职责")])
def test_every_1997_only_paragraph_falls_back_with_a_note(capsys, pid, start):
    code, out, err = run(capsys, "laws", "show", pid)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[1].startswith(f"[The sources hold no 2017 text of {pid}: 1997 Laws, Law {pid} (Chinese) is shown (")
    assert "()" not in lines[1]
    assert lines[3].startswith(start)


def test_a_law_number_lists_its_parts_in_either_edition(capsys):
    code, out, err = run(capsys, "laws", "show", "90", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["edition"] == "1997" and data["law_title"] == "程序性判罚"
    assert data["parts"] == ["90A", "90B", "90B1", "90B2", "90B3", "90B4", "90B5", "90B6", "90B7", "90B8"]
    code, out, err = run(capsys, "laws", "show", "12C1", "--json")
    assert json.loads(out)["parts"] == ["12C1(a)", "12C1(b)", "12C1(c)", "12C1(d)", "12C1(e)", "12C1(e)(i)",
                                        "12C1(e)(ii)"]
    code, out, err = run(capsys, "laws", "show", "86B")  # 2017 86B: its parts, not 1997's 86B
    assert out.splitlines()[-1] == "86B is divided into paragraphs: 86B1, 86B2, 86B2(a), 86B2(b), 86B2(c), 86B3"


def test_1997_86A_says_what_it_corresponds_to_and_shows_its_heading(capsys):
    code, out, err = run(capsys, "laws", "show", "86A", "--edition", "1997")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "1997: 第86条A款 · 队式比赛"
    assert lines[2] == "国际比赛分制比赛中的平均分"
    assert lines[-1] == "Corresponds to 2017 Law 12C2(b) (certain)."


def test_2017_paragraph_titles_are_shown(capsys):
    code, out, err = run(capsys, "laws", "show", "86B1")
    assert out.splitlines()[1] == "Single Result Obtained"


@pytest.mark.parametrize("text, number", [("十", 10), ("十二", 12), ("八十六", 86), ("九十", 90), ("一百零一", 101)])
def test_chinese_numerals_by_hand(text, number):
    assert zh_numeral(text) == number


def test_chinese_numeral_law_numbers_are_understood(capsys):
    assert parse("第十二条").id == "12"
    assert parse("第八十六条A款").id == "86A"
    with pytest.raises(CitationError):
        parse("第十十条")
    code, out, err = run(capsys, "laws", "show", "第十二条")
    assert code == 0 and out.startswith("Law 12\n")


def test_nothing_of_that_id_is_still_an_error(capsys):
    code, out, err = run(capsys, "laws", "show", "12Z")
    assert_user_error(code, out, err)
