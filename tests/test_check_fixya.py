"""Doubled characters, brackets and doubled punctuation (issue 9 §2, fixya), each a kind: the defect (one finding, its
check and a word of its message) and correct rewordings (none), in both languages where the kind applies.

1. A Chinese character doubled where no reduplication can stand (check ``doubled``, "written twice"), in
   :func:`helper.catalog.checks.structure.doubled_zh_characters`:
   - a measure word doubled after a demonstrative or a number other than 一, or after the 一 of a word (另一, 同一, 每一,
     第一, 这一): 另一桌桌, 同一副副牌, 该副副牌, 两桌桌, 每局局, 第一局局, 这场场 (the measure words 个 次 回 件 条 种 张 场
     局 轮 副 桌 家 户 层 句 片 步 样 位 节 页 项 款; the determiners 另 同 这 那 该 本 此 各 每 其 某 哪 几 第 唯 and the
     numbers 两 二 … 千, digits, a placeholder);
   - 整整, 足足, 区区 with no number after them (整整数 for 整数, "a whole number"); with one (整整两副, 足足 {count} 副,
     足足等了 3 分钟, 区区 3 分) they are the reduplication;
   - a character doubled right before punctuation, a bracket or the text's end (，。；：、（）「」“”？！): 队式赛赛，,
     队式赛赛）, 平均数数（, 调整分分 at the end;
   - a glossary term's last character written again before no word it starts (调整分分时, 罚分分) or its first written
     again after no word it ends (裁裁判, 调调整分, 违违规方, 参参赛者, 淘淘汰赛).
   Clean: the reduplications 整整两副, 一桌桌, 一副副, 一轮轮, 人人, 常常, 刚刚, 看看, 个个, 天天, 往往, 渐渐, 仅仅, 稍稍,
   等等, 谢谢; two words meeting: 每个个人赛, 一个个人赛, 三个个人赛 (a measure word and the term), 调整分分别, 得分分为,
   比赛分分差, 裁判判罚, 队式赛赛事, 违规方方可, 违规规定, 裁定定约.
2. Brackets (check ``brackets``) of an interface string:
   (a) a bracketed law reference said with its brackets dropped: "(Law 90)" as 第90条 / "Νόμος 90", "(Law 12C3)" as
       "，第12条C款3项" / ", Νόμος 12Γ3", "(Law 77)" as "，见第77条" / ", βλέπε Νόμο 77" ("dropped");
   (b) an English parenthetical ending the text said after a comma to the translation's end, its words kept ("(see
       helper rulings list)" as "，见 helper rulings list" / ", βλέπε helper rulings list": "brackets ... missing");
   (c) brackets the English has not opened right after a conjunction: Chinese 或, 或者, 或是, 和, 及, 以及, 与, 并, 并且,
       而且, 但, 但是 + （; Greek και, ή, αλλά, ούτε, είτε + ( ("added").  An item label ("(a) και (b)") or a reference
       in the bracket is none.
   Clean: （）, 〔〕 and 【】 around the reference, "(βλέπε Νόμο 12Γ3)", 或者 before an option.
3. Punctuation doubled with a space between (， ，, ", ,", 。 。, Greek ". ." but not a spaced ellipsis ". . ."): the
   ``doubled`` finding only, no tokenisation warning (``encoding``) beside it.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from helper.catalog.checks.single import _ZH_DOUBLED_RE
from helper.catalog.checks.structure import doubled_zh_characters
from tests.support import shipped_message


def found(english: str, target: str, lang: str) -> list[tuple[str, str]]:
    return [(f.check, f.message) for f in check_pair(english, target, lang, english, "messages")]


TABLE = "the NS score at the other table (teams)"
WHOLE = "must be a whole number: {value}"
TEAM = "team play, non-comparable results (Law 86B2)"
COMPUTE = "compute adjusted scores"
ARTIFICIAL = "artificial adjusted score (Law 12C2)"
ERROR_82C = "the Director's error: both sides non-offending (Law 82C)"
AVERAGE = "Yes: each side gets the average of the two scores (Law 12C4)"
PENALTY = "a procedural penalty on one contestant (Law 90)"
INDIVIDUAL = "individual event (Law 12C3)"
CONTRACT = "score a contract and its result (Law 77)"
RESULT = "{result}: NS {ns}, EW {ew} (Law 77)"
RULING = "No ruling {id} in the record (see helper rulings list)"
NUMBER = "{value} is not a ruling number (see helper rulings list)"
GIVE = "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."
OTHER = "--other-table goes with --assigned-result (Law 86B1)."
NS_ONLY = "an outcome for NS only (Law 12C1(e))"
SOURCE_003 = ("Source 003 line 23: the official English text has '©' for '(c)'; the reference is to 12C1(c) (Greek "
              "12Γ1(γ)). The law-reference check reads it as 12C1(c).")


@pytest.mark.parametrize("english, target, chars", [
    (TABLE, "另一桌桌的南北得分（队式赛）", "桌桌"),
    (WHOLE, "必须是整整数：{value}", "整整"),
    (TEAM, "队式赛赛，无法比较的结果（第86条B款2项）", "赛赛"),
    ("At IMPs (teams) give --other-table.", "IMP 计分（队式赛赛）请给出 --other-table。", "赛赛"),
    (COMPUTE, "计算调整分分", "分分"),
    (ARTIFICIAL, "人为调整分分（第12条C款2项）", "分分"),
    (ERROR_82C, "裁裁判的错误：双方均为非违规方（第82条C款）", "裁裁"),
    (AVERAGE, "是：每一方得到两个得分的平均数数（第12条C款4项）", "数数"),
    (TEAM, "队队式赛，无法比较的结果（第86条B款2项）", "队队"),
    ("matchpoints of a score against a traveller (Law 78A)", "对照记分单计算得分的比赛分分（第78条A款）", "分分"),
])
def test_doubled_character(english, target, chars):
    findings = found(english, target, "zh")
    assert len(findings) == 1, findings
    assert findings[0][0] == "doubled" and chars in findings[0][1] and "twice" in findings[0][1]


@pytest.mark.parametrize("text, chars", [
    ("同一副副牌", "副副"), ("该副副牌", "副副"), ("两桌桌", "桌桌"), ("每局局", "局局"), ("第一局局的结果", "局局"),
    ("这场场比赛", "场场"), ("整整数。", "整整"), ("调整分分时", "分分"), ("调调整分", "调调"), ("违违规方", "违违"),
    ("淘淘汰赛", "淘淘"), ("参参赛者", "参参"), ("罚分分", "分分"), ("判给双人赛赛，", "赛赛"), ("违规方方。", "方方"),
])
def test_doubled_character_kinds(text, chars):
    assert [text[a:b] for a, b in doubled_zh_characters(text, _ZH_DOUBLED_RE)] == [chars]


@pytest.mark.parametrize("text", [
    "该参赛者整整两副牌未能取得结果", "整整 {count} 副牌", "裁判足足等了 {count} 分钟", "区区 3 分", "一桌桌地核对记分单",
    "一副副地重新计分", "这是一轮轮的比赛", "人人都应遵守规则", "裁判常常需要判给调整分", "刚刚记录的裁决", "请看看记分单",
    "个个参赛者都得到平均分", "天天比赛", "往往难以判断", "渐渐形成惯例", "仅仅一副牌", "稍稍高于平均分", "等等。", "谢谢！",
    "每个个人赛的参赛者", "一个个人赛", "三个个人赛选手", "调整分分别计算", "得分分为三档", "比赛分分差较大", "裁判判罚",
    "队式赛赛事", "违规方方可获得", "违规规定", "裁定定约", "另一桌的得分", "同一副牌",
])
def test_reduplication_clean(text):
    assert doubled_zh_characters(text, _ZH_DOUBLED_RE) == []


@pytest.mark.parametrize("english, target", [
    (AVERAGE, "是：双方各得两个得分的平均数（第12条C款4项）"),
    (TABLE, "另一桌上南北的得分（队式赛）"),
    (WHOLE, "只能是整数：{value}"),
])
def test_doubled_rewording_clean(english, target):
    assert found(english, target, "zh") == []


@pytest.mark.parametrize("english, target, lang, word", [
    (PENALTY, "对一方参赛者的程序性罚分 第90条", "zh", "dropped"),
    (PENALTY, "διαδικαστική ποινή σε έναν αγωνιζόμενο Νόμος 90", "el", "dropped"),
    (INDIVIDUAL, "个人赛，第12条C款3项", "zh", "dropped"),
    (INDIVIDUAL, "ατομικός αγώνας, Νόμος 12Γ3", "el", "dropped"),
    (CONTRACT, "计算定约及其结果的得分，见第77条", "zh", "dropped"),
    (CONTRACT, "βαθμολογία συμβολαίου και αποτελέσματος, βλέπε Νόμο 77", "el", "dropped"),
    (RESULT, "{result}：南北 {ns}，东西 {ew}，第77条", "zh", "dropped"),
    (ERROR_82C, "σφάλμα του Διαιτητή: και οι δύο άξονες αναίτιοι, Νόμος 82Γ", "el", "dropped"),
    (NS_ONLY, "αποτέλεσμα μόνο για ΒΝ, Νόμος 12Γ1(ε)", "el", "dropped"),
    (NS_ONLY, "仅用于南北的结果 依第12条C款1项(e)", "zh", "dropped"),
    (GIVE, "请给出 --ns 和 --ew，第86条B款2项，或 --assigned-result 和 --other-table（第86条B款1项）。", "zh", "dropped"),
    (RULING, "记录中没有第 {id} 号裁决，见 helper rulings list", "zh", "missing"),
    (RULING, "Δεν υπάρχει απόφαση {id} στο αρχείο, βλέπε helper rulings list", "el", "missing"),
    (NUMBER, "Το {value} δεν είναι αριθμός απόφασης, βλέπε helper rulings list", "el", "missing"),
    (GIVE, "请给出 --ns 和 --ew（第86条B款2项），或（--assigned-result 和 --other-table）（第86条B款1项）。", "zh", "added"),
    (GIVE, "Δώστε --ns και --ew (Νόμος 86Β2), ή (--assigned-result και --other-table) (Νόμος 86Β1).", "el", "added"),
    (CONTRACT, "βαθμολογία συμβολαίου και (αποτελέσματος) (Νόμος 77)", "el", "added"),
    (CONTRACT, "计算定约及（其结果）的得分（第77条）", "zh", "added"),
    (OTHER, "--other-table 须与（--assigned-result）一起使用（第86条B款1项）。", "zh", "added"),
])
def test_brackets(english, target, lang, word):
    findings = found(english, target, lang)
    assert len(findings) == 1, findings
    assert findings[0][0] == "brackets" and word in findings[0][1]


@pytest.mark.parametrize("english, target, lang", [
    (PENALTY, "对一方参赛者的程序性罚分〔第90条〕", "zh"),
    (PENALTY, "对一方参赛者的程序性罚分【第90条】", "zh"),
    (INDIVIDUAL, "个人赛（见第12条C款3项）", "zh"),
    (INDIVIDUAL, "ατομικός αγώνας (βλέπε Νόμο 12Γ3)", "el"),
    (CONTRACT, "计算定约和结果的得分（第77条）", "zh"),
    (GIVE, "请给出 --ns 和 --ew（第86条B款2项），或者 --assigned-result 和 --other-table（第86条B款1项）。", "zh"),
    (NS_ONLY, "αποτέλεσμα μόνο για τον άξονα ΒΝ (Νόμος 12Γ1(ε))", "el"),
    (NS_ONLY, "只针对南北的结果〔第12条C款1项(e)〕", "zh"),
])
def test_brackets_clean(english, target, lang):
    assert found(english, target, lang) == []


@pytest.mark.parametrize("english, target, lang", [
    (RESULT, "{result}：南北 {ns}， ，东西 {ew}（第77条）", "zh"),
    (RESULT, "{result}: ΒΝ {ns}, , ΑΔ {ew} (Νόμος 77)", "el"),
    (OTHER, "--other-table 须与 --assigned-result 一起使用（第86条B款1项）。 。", "zh"),
    (TEAM, "队式赛， ，无法比较的结果（第86条B款2项）", "zh"),
    (GIVE, "Δώστε --ns και --ew (Νόμος 86Β2), , ή --assigned-result και --other-table (Νόμος 86Β1).", "el"),
    (RESULT, "{result}：南北 {ns}，，东西 {ew}（第77条）", "zh"),
    (SOURCE_003, "Πηγή 003 γραμμή 23: το επίσημο αγγλικό κείμενο έχει '©' αντί για '(c)'· η παραπομπή είναι στο 12C1(c) "
                 "(ελληνικά 12Γ1(γ)). . Ο έλεγχος παραπομπών το διαβάζει ως 12C1(c).", "el"),
])
def test_doubled_punctuation(english, target, lang):
    findings = found(english, target, lang)
    assert len(findings) == 1, findings
    assert findings[0][0] == "doubled" and "punctuation" in findings[0][1]


@pytest.mark.parametrize("english", [TABLE, WHOLE, TEAM, COMPUTE, ARTIFICIAL, ERROR_82C, AVERAGE, PENALTY, INDIVIDUAL,
                                     CONTRACT, RESULT, RULING, NUMBER, GIVE, OTHER, NS_ONLY])
@pytest.mark.parametrize("lang", ["zh", "el"])
def test_shipped_clean(english, lang):
    assert found(english, shipped_message(lang, english), lang) == [], (lang, english)
