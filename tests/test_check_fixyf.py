"""Fresh tester t9bd's misses and double findings given to fixyf (issue 9 §2), each a kind: the input, other defects
of the kind (one finding each: its check and a word of its message) and correct translations (none), both languages.

1. A bracket inside mojibake (t9bd moj12: 12C1(e)'s closing full-width '）' read as cp1252, 'ï¼‰'): the bracket is the
   damaged word's, the encoding finding alone, not also "'（' is never closed".  Covered: any bracket whose UTF-8
   read as cp1252 or Latin-1 is in the damaged word: （ ） ［ ］ 【 】 〔 〕 ｛ ｝ 《 》 「 」 『 』 and ASCII ones.
2. A key holding a placeholder ("Type 1-{count}") lost with it (pla13 braces lost "1-count", pla15 "{count}" made
   "%d", pla32 "1-{count" a brace dropped; also "%(count)s", "{n}"): the placeholders finding alone, no keys finding
   on '1-{count}'.
3. Named printf placeholders in another order (pla18: "argument %(argument_name)s: %(message)s" as "参数
   %(message)s：%(argument_name)s"; likewise "%(option)s could match %(matches)s", "%(type)s … %(value)r"): one
   placeholder-order finding, "swapped", as brace placeholders get.  In order: none.
4. A score line's "MP" (matchpoints) said as another unit (sco38: "{mp} of {top} MP" as "{mp} / {top} IMP"): IMP,
   国际比赛分, VP, 胜利分; Greek IMP, "διεθνείς βαθμοί", VP, "βαθμοί νίκης": one terminology finding, "another scoring
   unit".  比赛分 / βαθμοί αγώνα: none.
5. A permission made a duty with 应 before 对 + object + verb (mod29: "may appeal" as 应对本裁决提出申诉): 应对 X
   提出 / 作出 / 做出 / 进行 / 予以 / 给予 / 采取 / 负责 / 执行 / 处以 / 施以 / 判给 / 申诉 / 上诉 is "shall"; 可对,
   可以对: none.
6. Greek "in no way at fault" with its δεν dropped (neg26: "Έσφαλε κατά κανένα τρόπο", "at fault in any way"):
   κατά / με κανένα(ν) τρόπο right after έσφαλε, ευθύνεται, ευθύνονται, είναι, ήταν with no δεν / δε / μη(ν) before
   it is no degree "in no way": one finding ("degree of fault … missing").  "Δεν έσφαλε κατά κανένα τρόπο", "Κατά
   κανένα τρόπο υπαίτιος", "Δεν ευθύνεται κατά κανένα τρόπο": none.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import shipped_message

TYPE_EN = "Too early: Enter came before this question was shown; nothing recorded. Type 1-{count} or ↑ ↓, then Enter."
CHOOSE_EN = "Choose an answer: type its number (1-{count}) or move with ↑ ↓, then Enter."
ARG_EN = "argument %(argument_name)s: %(message)s"
AMBIG_EN = "ambiguous option: %(option)s could match %(matches)s"
NS_EN = "NS {score}: {mp} of {top} MP ({percent}) (Law 78A)"
TOP_EN = "{percent} of a top = {matchpoints} MP"
APPEAL_EN = ("The players may appeal this ruling (Law {law83}): the right to appeal expires {minutes} minute after the "
             "official score is made available (Law {law92}).")
FAULT_EN = "In no way at fault"
EN_12C1E = ("If, subsequent to the irregularity, the non-offending side has contributed to its own damage by an extremely "
            "serious error (unrelated to the infraction) or by a gambling action that, if unsuccessful, it would have "
            "hoped to recover through rectification, then:")
ZH_12C1E = ("如果在违规之后，非违规方因极其严重的错误（与违规无关）或冒险行为而促成了自身的损害，而该行为如果失败，"
            "其本可希望通过纠正得到补偿，则：")


def checks(english, text, lang, paragraph=None, domain="messages"):
    return [(f.check, f.message) for f in check_pair(english, text, lang, paragraph, domain)]


def added(english, text, lang, paragraph=None, domain="messages"):
    """The findings ``text`` has that the clean translation (the shipped one) has not."""
    clean = shipped_message(lang, english) if domain == "messages" else ZH_12C1E
    before = set(checks(english, clean, lang, paragraph, domain))
    return [f for f in checks(english, text, lang, paragraph, domain) if f not in before]


@pytest.mark.parametrize("english, text, lang, paragraph, domain, check, word", [
    # 1. a bracket in mojibake
    (EN_12C1E, ZH_12C1E.replace("无关）", "无关ï¼‰"), "zh", "2017|12C1(e)", "laws", "encoding", "mojibake"),
    (EN_12C1E, ZH_12C1E.replace("错误（", "错误ï¼ˆ"), "zh", "2017|12C1(e)", "laws", "encoding", "mojibake"),
    # 2. a key holding a placeholder lost with it
    (TYPE_EN, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。请输入 1-count 或用 ↑ ↓，然后按 Enter。", "zh", None,
     "messages", "placeholders", "missing"),
    (CHOOSE_EN, "请选择一个答案：输入其编号（1-%d）或用 ↑ ↓ 移动，然后按 Enter。", "zh", None, "messages", "placeholders",
     "missing"),
    (TYPE_EN, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση· δεν καταγράφηκε. Γράψτε 1-{count ή ↑ ↓, και μετά Enter.",
     "el", None, "messages", "placeholders", "braces"),
    (CHOOSE_EN, "Επιλέξτε απάντηση: γράψτε τον αριθμό της (1-{n}) ή μετακινηθείτε με ↑ ↓, και μετά Enter.", "el", None,
     "messages", "placeholders", "{n}"),
    # 3. named printf placeholders swapped
    (ARG_EN, "参数 %(message)s：%(argument_name)s", "zh", None, "messages", "placeholder-order", "swapped"),
    (ARG_EN, "όρισμα %(message)s: %(argument_name)s", "el", None, "messages", "placeholder-order", "swapped"),
    (AMBIG_EN, "选项不明确：%(matches)s 可匹配 %(option)s", "zh", None, "messages", "placeholder-order", "swapped"),
    # 4. MP said as another unit
    (NS_EN, "南北 {score}：{mp} / {top} IMP（{percent}）（第78条A款）", "zh", None, "messages", "terminology", "unit"),
    (NS_EN, "南北 {score}：{mp} / {top} 国际比赛分（{percent}）（第78条A款）", "zh", None, "messages", "terminology", "unit"),
    (NS_EN, "ΒΝ {score}: {mp} από {top} IMP ({percent}) (Νόμος 78Α)", "el", None, "messages", "terminology", "unit"),
    (TOP_EN, "满分的 {percent} = {matchpoints} 胜利分", "zh", None, "messages", "terminology", "unit"),
    (TOP_EN, "{percent} της κορυφής = {matchpoints} διεθνείς βαθμοί", "el", None, "messages", "terminology", "unit"),
    # 5. may made shall with 应对 X + verb
    (APPEAL_EN, "牌手应对本裁决提出申诉（{law83}）：申诉的权利在正式成绩公布后 {minutes} 分钟届满（{law92}）。", "zh", None,
     "messages", "terminology", "duty"),
    (APPEAL_EN, "牌手应对本裁决进行上诉（{law83}）：申诉的权利在正式成绩公布后 {minutes} 分钟届满（{law92}）。", "zh", None,
     "messages", "terminology", "duty"),
    # 6. Greek "in no way" with its δεν dropped
    (FAULT_EN, "Έσφαλε κατά κανένα τρόπο", "el", None, "messages", "terminology", "degree"),
    (FAULT_EN, "Ευθύνεται κατά κανένα τρόπο", "el", None, "messages", "terminology", "degree"),
])
def test_each_defect_is_one_finding(english, text, lang, paragraph, domain, check, word):
    found = added(english, text, lang, paragraph, domain)
    assert len(found) == 1, found
    assert found[0][0] == check and word in found[0][1], found


@pytest.mark.parametrize("english, text, lang", [
    (ARG_EN, "参数 %(argument_name)s：%(message)s", "zh"),
    (AMBIG_EN, "选项不明确：%(option)s 可匹配 %(matches)s", "zh"),
    (NS_EN, "南北 {score}：{mp} / {top} 比赛分（{percent}）（第78条A款）", "zh"),
    (NS_EN, "ΒΝ {score}: {mp} από {top} βαθμούς αγώνα ({percent}) (Νόμος 78Α)", "el"),
    (APPEAL_EN, "牌手可对本裁决提出申诉（{law83}）：申诉的权利在正式成绩公布后 {minutes} 分钟届满（{law92}）。", "zh"),
    (APPEAL_EN, "牌手可以对本裁决提出申诉（{law83}）：申诉的权利在正式成绩公布后 {minutes} 分钟届满（{law92}）。", "zh"),
    (FAULT_EN, "Δεν έσφαλε κατά κανένα τρόπο", "el"),
    (FAULT_EN, "Κατά κανένα τρόπο υπαίτιος", "el"),
    (FAULT_EN, "Δεν ευθύνεται κατά κανένα τρόπο", "el"),
    (TYPE_EN, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。请输入 1-{count} 或用 ↑ ↓，然后按 Enter。", "zh"),
])
def test_correct_translations_are_no_finding(english, text, lang):
    assert checks(english, text, lang) == []


def test_the_mojibake_clean_12c1e_has_no_finding():
    assert checks(EN_12C1E, ZH_12C1E, "zh", "2017|12C1(e)", "laws") == []
