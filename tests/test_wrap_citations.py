"""Line breaking never splits a law citation (issue 7, the last items, item 4): the
Chinese form 第12条C款2项(b) and a paragraph id such as 12C2(b) stay on one line."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from helper.laws import cite
from helper.tui.wrap import wrap

CITATIONS = ["第12条C款2项(b)", "第12条C款1项(e)(ii)", "第86条B款2项(a)", "第87条B款", "第12条C款4项", "第12条C款2项（b）"]
TEXTS = [
    "裁定：非违规方获得平均正分，依据{c}，违规方获得平均负分。",
    "这是一个很长的句子根据{c}裁定南北得分",
    "依据12C2(b)和{c}，东西获得调整分。",
]


def test_the_citations_are_the_helpers_own():
    assert [cite(law, "zh") for law in ("12C2(b)", "12C1(e)(ii)", "86B2(a)", "87B", "12C4")] == CITATIONS[:5]


@pytest.mark.parametrize("citation", CITATIONS)
@pytest.mark.parametrize("template", TEXTS)
def test_no_width_breaks_inside_a_citation(citation, template):
    text = template.format(c=citation)
    # From the citation and a closing mark after it (2 cells, kept with it) upwards.
    for width in range(cell_len(citation) + 2, cell_len(text) + 2):
        lines = wrap(text, width)
        assert "".join(lines) == text.replace(" ", "")  # nothing dropped (these texts have no spaces)
        assert any(citation in line for line in lines), (width, lines)
        assert any("12C2(b)" in line for line in lines) or "12C2(b)" not in text, (width, lines)
        assert all(cell_len(line) <= width for line in lines)


def test_the_citation_goes_down_whole_where_it_would_have_been_cut():
    # At 20 cells "这是一个很长的句子根据" (22 cells) does not fit: the line breaks before the
    # citation, which fills the next line (15 cells) and "裁定" follows it there.
    assert wrap("这是一个很长的句子根据第12条C款2项(b)裁定", 24) == ["这是一个很长的句子根据", "第12条C款2项(b)裁定"]
    assert wrap("这是一个很长的句子根据第12条C款2项(b)裁定", 16) == ["这是一个很长的句", "子根据", "第12条C款2项(b)", "裁定"]


@pytest.mark.parametrize("text", [
    "第 1 号裁决保持原样", "来源：第 3-5 行。", "第12行和第 7 x", "第 12 \n行", "第1第2条", "第 3-", "第 9 号",
    "第 10 ab 第 11 页", "第 1 号裁", "第 2 行第 3 行", "第 4 。", "第 5 ", "第 6 😀", "第 7 \u9fff", "第 8 \ua000",
    "第 9 \u4dff",
])
def test_an_ordinal_is_found_as_the_pattern_finds_it(text):
    # The ordinals joined into one token are those the pattern ORDINAL finds (compiled here, as the
    # helper did at every start until issue 10): the cheap candidate pattern with its last
    # character checked in Python gives the same spans, at the boundaries of the ideographs too.
    import re

    from helper.tui.wrap import ORDINAL, _ordinal_spans

    assert _ordinal_spans(text) == [match.span() for match in re.finditer(ORDINAL, text)]
