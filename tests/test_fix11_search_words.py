"""Issue 11 item 3: the second tester's Director words, each with the paragraph that answers it
first (read by hand: 12C1(e) is the split / non-balancing score the helper names "split score";
12C1(c) weights "a number of potential results"; 87A is the fouled (misboarded) board;
12C2(c) the session percentage; 86B2(b) the teams board with one contestant at fault)."""

from __future__ import annotations

import pytest

from helper.laws.search import LawIndex

CASES = [
    ("en", "split score", "2017|12C1(e)"),
    ("en", "share of each possible result", "2017|12C1(c)"),
    ("en", "misboarded", "1997|87A"),
    ("en", "the board was misboarded", "1997|87A"),
    ("en", "not sure what would have happened, give them a share of each possible result", "2017|12C1(c)"),
    ("en", "pair on 70 percent for the session, missed board through no fault", "2017|12C2(c)"),
    ("en", "different deals in the two rooms, one team to blame", "2017|86B2(b)"),
    ("en", "cards put back in the wrong pockets", "1997|87A"),
    ("zh", "给不平衡的分数，双方各按自己的结果", "2017|12C1(e)"),
    ("zh", "不确定会发生什么，每种可能结果各给一部分", "2017|12C1(c)"),
    ("el", "χωριστό σκορ για τους δύο άξονες", "2017|12C1(e)"),
    ("el", "δεν είμαι σίγουρος τι θα γινόταν, ένα μερίδιο από κάθε πιθανό αποτέλεσμα", "2017|12C1(c)"),
]


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    return LawIndex(tmp_path_factory.mktemp("index") / "law_index.sqlite3")


@pytest.mark.parametrize("lang, query, want", CASES, ids=[c[1][:30] for c in CASES])
def test_the_testers_words_find_the_paragraph_first(index, lang, query, want):
    hits = [f"{h.edition}|{h.id}" for h in index.search(query, lang, 10)]
    assert hits[0] == want, hits[:5]

