"""Tester t9az's law-text and interface inputs on mojibake, doubled words and 非常 (issue 9 §2, fix9ta), each a
kind: the tester's input, other defects of the kind (one finding each) and correct texts (none).

1. Question marks in a row stand for a word's characters lost, also before punctuation or at the text's end
   ('να ?????????,' for ανακτήσει, 'ο υπαίτιος ????????????', 'Η διανομή ??????????.'; t9az z166, z640, z644,
   z648): one encoding finding, not the term it hides missing.
2. A Latin-1 letter touching a Greek letter is one Greek character mis-decoded ('διαπÏάττοντας': ρ is CF 81 in
   UTF-8, CF read as cp1252 Ï, 81 undefined and dropped; t9az y012): mojibake.
3. 锟斤拷 is two U+FFFD written in UTF-8 and read as GBK (t9az z647, z345): mojibake, not the word it replaced missing.
4. A character doubled at a word of the laws whose second copy starts no word while a word starts after it
   (该副牌牌取消: 副牌 + 牌 + 取消; t9az z566): a character written twice.
5. A side's name written twice (非违规方违规方; t9az z570) is the doubled finding, not also the sides swapped.
6. 非常 ("very") is no negation (极其严重的错误 as 非常严重的错误; t9az y110).
7. The best or the worst of the scores is another score than their average (Law 12C4 "the average of them" as "η
   καλύτερη από τις βαθμολογίες"; t9az y005): "καλύτερ-" / "χειρότερ-", 最佳 / 最差 are the maximum and the minimum.
"""

from __future__ import annotations

from tests.support import edit_findings, edits_test, findings_test

def lost(chars: str, context: str) -> list[tuple[str, str, str]]:
    """A word's characters lost as question marks (fixyb: the message names them and what they stand for)."""
    return [("encoding", "error", f"'{chars}' in '{context}': characters lost in conversion (each '?' one the encoding "
                                  "could not write) in the translation")]


def cp1252(chars: str) -> list[tuple[str, str, str]]:
    return [("encoding", "error", f"mojibake '{chars}' (UTF-8 read as Latin-1 or cp1252) in the translation")]


def gbk(chars: str, repaired: str) -> list[tuple[str, str, str]]:
    return [("encoding", "error", f"mojibake '{chars}' (UTF-8 read as GBK; it reads '{repaired}') in the translation")]


def doubled(kind: str, chars: str) -> list[tuple[str, str, str]]:
    return [("doubled", "error", f"{kind} written twice: '{chars}' in the translation")]


def computed(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English computes by 'average', the translation by '{found}': another score "
                                     "computed?")]


test_interface_texts = findings_test([
    # kind 1: the tester's inputs (z640, z648), others
    ("the offending contestant", "ο υπαίτιος ????????????", "el", lost("????????????", "υπαίτιος ????????????")),
    ("The board is cancelled.", "Η διανομή ??????????.", "el", lost("??????????", "διανομή ??????????.")),
    ("The board is cancelled.", "该副牌??。", "zh", lost("??", "该副牌??。")),
    ("What happened on this board?", "这副牌发生了什么????", "zh", lost("????", "生了什么????")),
    # kind 2
    ("The board is cancelled.", "Η διανομή ακυÏώνεται.", "el", cp1252("ακυÏώνεται")),
    ("The board is cancelled.", "Η διανομή ακυρώνεται.", "el"),
    # kind 3: the tester's input (z647), another
    ("a penalty set by the Director", "裁判确定的锟斤拷", "zh", gbk("锟斤拷", "\ufffd\ufffd")),
    ("The board is cancelled.", "该副牌锟斤拷锟斤拷。", "zh", gbk("锟斤拷锟斤拷", "\ufffd" * 4)),
    # kind 4: the tester's input (z566), the correct text
    ("The board is cancelled.", "该副牌牌取消。", "zh", doubled("character", "牌牌")),
    ("The board is cancelled.", "该副牌取消。", "zh"),
    # kind 5: the tester's input (z570), the correct text
    ("Which side is non-offending?", "哪一方是非违规方违规方？", "zh", doubled("word", "违规方违规方")),
    ("Which side is non-offending?", "哪一方是非违规方？", "zh"),
], "Interface texts: one finding per defect, none on the correct text.")


test_law_texts = edits_test([
    # kind 1: the tester's input (z166), another
    ("el", "12C1(b)", "ανακτήσει", "?????????", lost("?????????", "να ?????????, όσο")),
    ("zh", "12C1(b)", "恢复", "??", lost("??", "能接近地??如果违")),
    # kind 2: the tester's input (y012), another
    ("el", "12C1(e)", "διαπράττοντας", "διαπÏάττοντας", cp1252("διαπÏάττοντας")),
    ("el", "12C1(e)", "σοβαρό", "σοβαÏό", cp1252("σοβαÏό")),
    # kind 3: the tester's input (z345: not the 'team play' restriction dropped), another
    ("zh", "86B1", "队式赛", "锟斤拷", gbk("锟斤拷", "\ufffd\ufffd")),
    ("zh", "12C1(b)", "这副牌", "这副锟斤拷", gbk("锟斤拷", "\ufffd\ufffd")),
    # kind 4
    ("zh", "12C1(b)", "这副牌可能", "这副牌牌可能", doubled("character", "牌牌")),
    ("zh", "86A", "该副牌后", "该副牌牌后", doubled("character", "牌牌")),
    # kind 5 (12B1 also not the sentences check's)
    ("zh", "12B1", "弥补非违规方", "弥补非违规方违规方", doubled("word", "违规方违规方")),
    ("zh", "86B2(b)", "判给非违规方", "判给非违规方违规方", doubled("word", "违规方违规方")),
    # kind 6: 非 still negates where it is no 非常
    ("zh", "12C1(e)", "极其严重", "并非严重",
     [("negation", "error", "the translation negates 'If, subsequent to the irregularity, the non-offending side …' "
                            "where the English does not: a permission or a duty made a prohibition, or a condition "
                            "reversed?")]),
    ("zh", "12C1(e)", "极其严重", "非常严重"),
    # kind 7: the tester's input (y005), others, correct rewordings
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών", "η καλύτερη από τις βαθμολογίες", computed("καλύτερη")),
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών", "η χειρότερη από τις βαθμολογίες", computed("χειρότερη")),
    ("zh", "12C4", "平均值", "最佳值", computed("最佳")),
    ("zh", "12C4", "平均值", "最差者", computed("最差")),
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών", "η μέση τιμή των βαθμολογιών"),
    ("zh", "12C4", "平均值", "平均数"),
], "Law texts: the findings one edit brings, one per defect, none on a correct rewording.")

Y110 = ("如果在违规之后，非违规方因一个极其严重的错误（与违规无关）或因一个赌博性的行动而造成自己的损害，而该行动如果不成功，"
        "它可能指望通过纠正得到弥补，那么：")


def test_very_is_no_negation_in_the_testers_fill():
    """t9az y110: its own fill of 12C1(e), 极其严重的错误 reworded 非常严重的错误 ("very serious"): none."""
    assert edit_findings("zh", "12C1(e)", "极其严重的错误", "非常严重的错误", clean=Y110) == []
