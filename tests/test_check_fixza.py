"""A short parenthetical of an interface string whose brackets the translation lost (issue 9 §2, fixza): "(teams)" of
"the NS score at the other table (teams)" written "另一桌的南北得分 队式赛", "… τραπέζι ομάδες", or dropped with its
word - one `brackets` warning naming the English's parenthetical.  A one-word parenthetical is no "substantive" one
(the rule for longer glosses), so nothing was said before (left by fixya; tester t9bd's "(teams)").

Not said: the brackets kept in any width or kind (（队式赛）, 【队式赛】 is the added-kind finding only), a name the
translation writes as the English does ("factored (Neuberg)" as "按 Neuberg 公式换算", shipped), an English that names
brackets itself, and a parenthetical lost with its sentence (that finding's)."""

from __future__ import annotations

import pytest

from tests.testers.measure import gained

SCORE = "the NS score at the other table (teams)"
GIVE = "At IMPs (teams) give --other-table."
NEUBERG = ("Fouled board: the results of each version are matchpointed among themselves and factored (Neuberg) to the "
           "results the board should have had (Law {law}, 1997 text: the sources hold no 2017 Law 87).")


def findings(lang, entry, msgstr):
    return [(f.check, f.message) for f in gained({"id": "t", "lang": lang, "domain": "messages", "entry": entry,
                                                   "msgstr": msgstr})]


WARNING = ("brackets", "the English's parenthetical '(teams)' has no brackets in the translation: its words run on, or "
                       "are dropped?")


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", SCORE, "另一桌的南北得分 队式赛"),
    ("zh", SCORE, "另一桌的南北得分队式赛"),
    ("zh", SCORE, "另一桌的南北得分"),  # the word dropped with its brackets
    ("el", SCORE, "η βαθμολογία ΒΝ στο άλλο τραπέζι ομάδες"),
    ("el", SCORE, "η βαθμολογία ΒΝ στο άλλο τραπέζι, ομάδες"),
    ("el", GIVE, "Σε IMPs ομάδες δώστε --other-table."),
    ("zh", GIVE, "IMP 计分队式赛请给出 --other-table。"),
])
def test_a_short_parenthetical_without_brackets_is_one_warning(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == [WARNING]


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", SCORE, "另一桌的南北得分（队式赛）"),
    ("zh", SCORE, "另一桌的南北得分(队式赛)"),
    ("el", GIVE, "Σε IMPs (ομάδες) δώστε --other-table."),
    ("zh", NEUBERG, "错牌：每个版本的结果在本版本内比较计比赛分，并按 Neuberg 公式换算到这副牌应有的结果数"
                    "（第{law}条；1997年版文本：资料中没有2017年版第87条）。"),
])
def test_brackets_kept_or_a_name_written_as_is_are_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


def test_another_kind_of_bracket_is_that_finding_only():
    assert [check for check, _m in findings("zh", GIVE, "IMP 计分【队式赛】请给出 --other-table。")] == ["brackets"]
    assert "【】" in findings("zh", GIVE, "IMP 计分【队式赛】请给出 --other-table。")[0][1]


# ---------------------------------------------------------------- a degree of fault said as "in no way" (known left)
MINUS = "{side}: directly at fault, average minus"


@pytest.mark.parametrize("lang, msgstr, found", [
    ("zh", "{side}：毫无过错，平均负分", "毫无过错"),
    ("el", "{side}: καθόλου υπαίτιος, μέσος όρος μείον", "καθόλου υπαίτιος"),
])
def test_directly_at_fault_said_in_no_way_is_the_degree_finding_only(lang, msgstr, found):
    assert findings(lang, MINUS, msgstr) == [
        ("terminology", f"the English says 'directly at fault', the translation '{found}' (in no way at fault): "
                        "another degree of fault, another score?")]


def test_a_negation_added_to_a_degree_kept_is_still_a_negation():
    assert [c for c, _m in findings("zh", MINUS, "{side}：不是直接过错，平均负分")] == ["negation"]


# ---------------------------------------------------------------- a fallback's condition dropped (t9bd con26, con35)
EXPORT = "csv or json (default: from the file name's ending, else csv); the file - writes to standard output"
AMEND = "who makes the amendment (default: $HELPER_DIRECTOR, else the login name)"


@pytest.mark.parametrize("lang, entry, msgstr, text", [
    ("el", EXPORT, "csv ή json (προεπιλογή: csv)· το αρχείο - γράφει στην τυπική έξοδο",
     "from the file name's ending, else csv"),
    ("zh", EXPORT, "csv 或 json（默认：csv）；文件名为 - 时输出到标准输出", "from the file name's ending, else csv"),
    ("zh", AMEND, "修订人（默认：$HELPER_DIRECTOR）", "$HELPER_DIRECTOR, else the login name"),
    ("el", AMEND, "ποιος κάνει την τροποποίηση (προεπιλογή: το όνομα σύνδεσης)", "$HELPER_DIRECTOR, else the login name"),
])
def test_a_fallback_dropped_is_one_missing_condition(lang, entry, msgstr, text):
    assert findings(lang, entry, msgstr) == [
        ("sentences", f"the condition '{text}' of the English is missing in the translation: the rule made "
                      "unconditional?")]


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", AMEND, "修订人（默认为 $HELPER_DIRECTOR；若未设定则为登录名）"),
    ("zh", EXPORT, "csv 或 json（默认按文件扩展名判断，无法判断时为 csv）；文件名为 - 时输出到标准输出"),
    ("el", AMEND, "ποιος κάνει την τροποποίηση (προεπιλογή: $HELPER_DIRECTOR, διαφορετικά το όνομα σύνδεσης)"),
    ("el", EXPORT, "csv ή json (προεπιλογή: από την κατάληξη του ονόματος, ειδάλλως csv)· το αρχείο - γράφει στην "
                   "τυπική έξοδο"),
])
def test_a_fallback_said_otherwise_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ---------------------------------------------------------------- fresh tester t9bf (session 38): three of its kinds
def test_a_lost_first_letter_is_a_lost_letter_not_a_bullet():
    # bf-moj04: "?σφαλε" for Έσφαλε; a '?' standing apart at a line's start is still a lost bullet
    assert findings("el", "Partly at fault", "?σφαλε μερικώς") == [
        ("encoding", "'?' in '?σφαλε' stands for a lost letter or character (one the conversion could not write) in "
                     "the translation")]
    assert findings("el", "Partly at fault", "? Έσφαλε μερικώς") == [
        ("encoding", "'?' at the start of a line (a lost bullet or space) in the translation")]


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", "the Director's error: both sides non-offending (Law 82C)", "裁判的错误：双方均为非违规方[第82条C款]"),
    ("el", "team play, non-comparable results (Law 86B2)", "αγώνες ομάδων, μη συγκρίσιμα αποτελέσματα [Νόμος 86Β2]"),
])
def test_square_brackets_for_a_round_reference_are_one_finding(lang, entry, msgstr):
    # bf-bra03, bf-bra04: the square brackets of a law text's cross-reference, not the English's round ones
    assert findings(lang, entry, msgstr) == [("brackets", "brackets [] in the translation are not in the English")]


def test_chinese_tortoise_shell_brackets_for_a_reference_stay_clean():
    assert findings("zh", "the Director's error: both sides non-offending (Law 82C)",
                    "裁判的错误：双方均为非违规方〔第82条C款〕") == []


START_OVER = "Start over? This ruling's answers will be cleared. (y / n)"


@pytest.mark.parametrize("lang, msgstr", [
    ("el", "Από την αρχή; Οι απαντήσεις αυτής της απόφασης θα διαγραφούν. y / n"),
    ("zh", "重新开始？此裁决的答案将被清除。y / n"),
])
def test_the_answer_keys_without_their_brackets_are_one_warning(lang, msgstr):
    # bf-bra12: "(y / n)" written "y / n"
    assert findings(lang, START_OVER, msgstr) == [
        ("brackets", "the English's parenthetical '(y / n)' has no brackets in the translation: its words run on, or "
                     "are dropped?")]
    assert findings(lang, START_OVER, msgstr.replace("y / n", "（y / n）" if lang == "zh" else "(y / n)")) == []
