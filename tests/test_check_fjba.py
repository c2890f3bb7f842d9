"""Session 49 (issue 9 §2): doubled misses of fresh tester t9cc.

- "淘汰赛：已判给给不平衡的调整分" (cc-dbl05): 给 written twice after 判给 was read as 判给 + the preposition 给, two
  words meeting.  A word whose last character is the preposition or complement that already takes what follows (判给,
  交给, 关于, 对于, 属于, 针对, 视为, 作为 ...) has its object next, never that character alone again: doubled, unless
  the second copy starts a word (针对对方, 面对对手, 即使使用).  可以 + 以…为由, 行为 + 为 stay two words meeting.
- "(Νόμοι 12,, 86)" (cc-dbl20): the comma written twice ended the law list, so Law 86 read missing and 86 a number
  not in the English, beside the doubled finding.  A list mark written twice (",,", ", ,", "、、", "，，") or two
  marks in a row (", και") go on with the list, in Greek and in Chinese ("第12,, 86条"); the Chinese list of laws before
  one 条 may take commas too ("第12, 86条").
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

KNOCKOUT = "Knockout: non-balancing adjusted scores were awarded"
NOTE = "a note on the appeal (e.g. the committee's reasons)"
BOTH = "Yes: treat both sides as non-offending (Law 82C)"
ASSIGNED = "Yes: award an assigned adjusted score (Law 86B1)"
REPORT = "A report is for one language: add --lang el or --lang zh."
KEYS = "“{keys}” after a refused {key}: not run as commands."
AGAINST = "matchpoints of a score against a traveller (Law 78A)"
NO_ADJUSTED = ("No adjusted score: the Director may not award one because the rectification in the Laws seems unduly "
               "severe or advantageous to either side. Apply the rectification the Laws prescribe.")
LAWS = "helper - adjusted scores (Laws 12, 86)"
SCORES = "NS scores: 420, 450, -50"

CHAR = "character written twice"
MARK = "punctuation written twice"

DEFECTS = [
    # (lang, entry, msgstr, check, fragment, words)
    # a character ending a word that takes what follows, written again alone
    ("zh", KNOCKOUT, "淘汰赛：已判给给不平衡的调整分", "doubled", "给给", CHAR),
    ("zh", KNOCKOUT, "淘汰赛：已判给给予不平衡的调整分", "doubled", "给给", CHAR),  # two verbs of giving
    ("zh", ASSIGNED, "是：判给给裁定调整分（第86条B款1项）", "doubled", "给给", CHAR),
    ("zh", NOTE, "关于于申诉的备注（例如申诉委员会的理由）", "doubled", "于于", CHAR),
    ("zh", AGAINST, "某一得分相对于于记分单的比赛分（第78条A款）", "doubled", "于于", CHAR),
    ("zh", BOTH, "是：双方均视为为非违规方（第82条C款）", "doubled", "为为", CHAR),
    ("zh", KEYS, "“{keys}”（{key} 被拒绝后）未作为为命令执行。", "doubled", "为为", CHAR),
    ("zh", REPORT, "报告只针对对一种语言：请加上 --lang el 或 --lang zh。", "doubled", "对对", CHAR),
    # a list mark written twice inside a list of laws or numbers: the doubled finding only
    ("el", LAWS, "helper - επανορθωτικές βαθμολογίες (Νόμοι 12,, 86)", "doubled", "Νόμοι 12,, 86)", MARK),
    ("el", LAWS, "helper - επανορθωτικές βαθμολογίες (Νόμοι 12,,86)", "doubled", "Νόμοι 12,,86)", MARK),
    ("el", LAWS, "helper - επανορθωτικές βαθμολογίες (Νόμοι 12, , 86)", "doubled", "Νόμοι 12, , 86)", MARK),
    ("el", LAWS, "helper - επανορθωτικές βαθμολογίες (Νόμοι 12 και και 86)", "doubled", "και και",
     "word written twice"),
    ("zh", LAWS, "helper - 调整分（第12,, 86条）", "doubled", "（第12,, 86条", MARK),
    ("zh", LAWS, "helper - 调整分（第12、、86条）", "doubled", "（第12、、86条）", MARK),
    ("zh", LAWS, "helper - 调整分（第12，，86条）", "doubled", "（第12，，86条）", MARK),
    ("zh", LAWS, "helper - 调整分（第12条、、第86条）", "doubled", "第12条、、第86条", MARK),
    ("el", SCORES, "βαθμολογίες ΒΝ: 420,, 450, -50", "doubled", "420,, 450", MARK),
    ("el", SCORES, "βαθμολογίες ΒΝ: 420, 450,, -50", "doubled", "450,, -50", MARK),
    ("zh", SCORES, "南北得分：420,, 450, -50", "doubled", "：420,, 450", MARK),
]

CLEAN = [
    # the award said otherwise; 可以 + 以…为由 two words meeting
    ("zh", KNOCKOUT, "淘汰赛：已给予不平衡的调整分"),
    ("zh", KNOCKOUT, "淘汰赛：判给的调整分不平衡"),
    ("zh", BOTH, "是：将双方均视为非违规方（第82条C款）"),
    ("zh", NO_ADJUSTED, "不判调整分：裁判不可以以规则规定的纠正对任何一方过重或过于有利为由判给调整分。请执行规则规定的纠正。"),
    # the list of laws with its marks written once, in any of the usual ways
    ("zh", LAWS, "helper - 调整分（第12、86条）"),
    ("zh", LAWS, "helper - 调整分（第12, 86条）"),
    ("zh", LAWS, "helper - 调整分（第12，86条）"),
    ("zh", LAWS, "helper - 调整分（第12条和第86条）"),
    ("el", LAWS, "helper - επανορθωτικές βαθμολογίες (Νόμοι 12 και 86)"),
    ("el", LAWS, "helper - επανορθωτικές βαθμολογίες (Νόμοι 12, και 86)"),
]

# Each defect gives one finding naming it; each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(DEFECTS, CLEAN)


def test_tester_inputs():
    """The tester's own inputs, as its file has them: one doubled finding each."""
    cc = fresh_inputs("t9cc")
    assert one_gained(cc["cc-dbl05"], "doubled", CHAR).fragment == "给给"
    assert one_gained(cc["cc-dbl20"], "doubled", MARK).fragment == "Νόμοι 12,, 86)"


def test_words_meeting_stay_words():
    """The second copy starting a word, or a word after which the character stands as a word of its own: no
    character doubled (针对 + 对方, 即使 + 使用, 可以 + 以, 行为 + 为 "is", 理由 + 由 "by", 委员会 + 会)."""
    from helper.catalog.checks.structure import doubled_zh_characters

    for text in ("针对对方的违规", "面对对手", "即使使用电子记分", "所有有关的牌", "分给给定的队伍", "裁判可以以此为由",
                 "该行为为违规", "理由由裁判决定", "委员会会在赛后决定", "方向向右"):
        assert doubled_zh_characters(text) == [], text
    for text in ("把牌交给给裁判", "属于于违规方", "遵从从裁判的决定", "认为为违规"):
        assert doubled_zh_characters(text) != [], text
