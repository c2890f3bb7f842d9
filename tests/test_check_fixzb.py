"""Fresh tester t9be's misses of added or broken brackets and of things written twice (issue 9 §2, fixzb), each a
kind: the tester's input, other defects of the kind (one finding each: its check and words of its message) and
correct rewordings of the same entries (no finding), measured as the tester does (:func:`tests.testers.measure.gained`).

1. Brackets an interface string's translation adds that gloss no word (t9be braczh02, 04, 05, 06, 08, 11, 13, 14,
   18), the English having no round bracket: a round pair holding the whole of a label or phrase ("（桌号）" for "the
   table", "（跳转到）：" for "Go to:"; a sentence of the English may be set whole in brackets as a hint), one opening
   the text or a clause ("（占位符顺）序", "：（缺少） {missing}", "：（此处开始）新的裁决"), a full-width one after a
   space ("不是 UTF-8 （编码）").  One ``brackets`` warning "brackets around '…' that the English does not have".
   Glosses glued after the word they gloss (节（一节比赛）, 分差（分）, "κατάλογος (φάκελος)") stay clean.
2. A bracket of a baseline reason's own words never closed (t9be bracel13 "(κενά πριν από κόμματα."): the reason's
   quotes are not checked for brackets (they quote defects), its own words are; one ``brackets`` error.
3. A stray bracket that splits words other checks read (t9be bracel06 "μη (συγκρίσιμα", bracel07 "Δεν (έσφαλε"):
   the bracket's one finding; the negation or degree of fault it hides is not also said (the text is read without
   it).
4. Written twice (t9be doubzh05 1997年年版, doubzh09 必必须 in a baseline reason's own words, doubzh10 平均正正分,
   doubel11 "με:: LANG"): a unit of dates doubled after a number (not 1997年年底, nor 年年 "every year"); a character
   inside a glossary term written again (the term then not also said missing, nor 得 before it read as "may": t9bd
   dbl04 平均负负分); a Greek "::" before a space or the end; a character of a baseline reason's own words.  One
   ``doubled`` error each.
"""

from __future__ import annotations

from tests.support import interface_gained, interface_item, one_gained_tests

SCREEN = ("This terminal cannot show {language} (GNU screen in a locale that is not UTF-8): a review of {language} "
          "cannot be shown here. To review, start screen with: LANG=C.UTF-8 screen -U")
SCREEN_EL = ("Αυτό το τερματικό δεν μπορεί να δείξει {language} (GNU screen με τοπικές ρυθμίσεις που δεν είναι UTF-8): "
             "έλεγχος για {language} δεν μπορεί να εμφανιστεί εδώ. Για έλεγχο, ξεκινήστε το screen με: LANG=C.UTF-8 "
             "screen -U")
TOKENISED = "Source 000 line 15: tokenised English (spaces before commas)."
STARTED = "It finished this ruling as ruling {id}, then started over: a new ruling begins here."
CHECKOUT = "{root} is not a source checkout: missing {missing}"
FAULT = "In no way at fault"
TEAM = "Team play: non-comparable results between the same contestants"
LAWS97 = "1997 Laws, Law {number} (Chinese)"


DEFECTS = [
    # 1. brackets added that gloss no word
    ("zh", "the table", "（桌号）", "brackets", "brackets around '桌号'"),  # t9be braczh02
    ("zh", "Go to:", "（跳转到）：", "brackets", "brackets around '跳转到'"),  # braczh04
    ("zh", "footnote markers", "（脚注标记）", "brackets", "'脚注标记' that the English does not have"),  # braczh05
    ("zh", "placeholder order", "（占位符顺）序", "brackets", "'占位符顺'"),  # braczh06
    ("zh", "the file name is too long", "（文件名太）长", "brackets", "'文件名太'"),  # braczh08
    ("zh", "{pct} of the results dropped at each end", "（两端各去）掉 {pct} 的结果", "brackets", "'两端各去'"),  # 11
    ("zh", "not UTF-8", "不是 UTF-8 （编码）", "brackets", "'编码'"),  # braczh13
    ("zh", CHECKOUT, "{root} 不是源代码副本：（缺少） {missing}", "brackets", "'缺少'"),  # braczh14
    ("zh", STARTED, "它已将此裁决完成为第 {id} 号裁决，随后重新开始：（此处开始）新的裁决。", "brackets", "'此处开始'"),  # 18
    # (more of the kind, both languages)
    ("el", "the table", "(το τραπέζι)", "brackets", "brackets around 'το τραπέζι'"),
    ("el", "Go to:", "(Μετάβαση):", "brackets", "'Μετάβαση'"),
    ("el", CHECKOUT, "Το {root} δεν είναι αντίγραφο του πηγαίου κώδικα: (λείπουν) {missing}", "brackets", "'λείπουν'"),
    ("zh", "footnote markers", "（脚注）标记", "brackets", "'脚注'"),
    # 2. a baseline reason's own bracket never closed
    ("el", TOKENISED, "Πηγή 000 γραμμή 15: αγγλικό χωρισμένο σε λεκτικές μονάδες (κενά πριν από κόμματα.",
     "brackets", "'(' is never closed"),  # t9be bracel13
    ("zh", TOKENISED, "来源 000 第15行：分词后的英文（逗号前有空格。", "brackets", "'（' is never closed"),
    ("el", TOKENISED, "Πηγή 000 γραμμή 15: αγγλικό χωρισμένο σε λεκτικές μονάδες κενά πριν από κόμματα).",
     "brackets", "never opened"),
    # 3. a stray bracket: its one finding
    ("el", TEAM, "Αγώνες ομάδων: μη (συγκρίσιμα αποτελέσματα μεταξύ των ίδιων αγωνιζόμενων", "brackets",
     "'(' is never closed"),  # t9be bracel06
    ("el", FAULT, "Δεν (έσφαλε κατά κανένα τρόπο", "brackets", "'(' is never closed"),  # t9be bracel07
    ("el", FAULT, "Δεν έσφαλε) κατά κανένα τρόπο", "brackets", "never opened"),
    ("el", TEAM, "Αγώνες (ομάδων: μη συγκρίσιμα αποτελέσματα μεταξύ των ίδιων αγωνιζόμενων", "brackets",
     "'(' is never closed"),
    # 4. written twice
    ("zh", LAWS97, "1997年年版规则第{number}条（中文）", "doubled", "'年年'"),  # t9be doubzh05
    ("zh", "average plus", "平均正正分", "doubled", "'正正'"),  # t9be doubzh10
    ("zh", "average minus", "平均负负分", "doubled", "'负负'"),
    ("zh", "In no way at fault", "毫无过过错", "doubled", "'过过'"),
    ("el", SCREEN, SCREEN_EL.replace("screen με: LANG", "screen με:: LANG"), "doubled", "'screen με:: LANG'"),  # 11
    ("el", "Go to:", "Μετάβαση::", "doubled", "punctuation written twice"),
    ("zh", TOKENISED, "来源 000 第15行：分词后的英文（逗号前前有空格）。", "doubled", "'前前'"),
]


def test_the_tester_doubzh09_reason_own_words():
    entry = ("The fuzzy Chinese of 12C3 is 1997 Law 89 (source 002 line 174): '可不对其做程序性判罚' says the Director "
             "'may not' (need not) penalise the partner, where the 2017 English says 'shall not'; a reviewer's "
             "translation must forbid (不得).")
    msgstr = ("12C3 的模糊中文是1997年版第89条（来源 002 第174行）：'可不对其做程序性判罚' 表示裁判“可以不”处罚同伴，而2017年"
              "英文为 'shall not'（不得）；审校者的译文必必须表达禁止（不得）。")
    assert [(f.check, f.message) for f in interface_gained("zh", entry, msgstr)] == [
        ("doubled", "character written twice: '必必' in the translation")]


REWORDINGS = [
    # glosses after their word, as the shipped catalogues write them
    ("zh", "the session", "节（一节比赛）"),
    ("zh", "score difference in points", "分差（分）"),
    ("zh", "not UTF-8", "不是 UTF-8（编码）"),
    ("zh", "the table", "桌号（牌桌）"),
    ("el", "{file} is a directory", "το {file} είναι κατάλογος (φάκελος)"),
    ("el", "the table", "το τραπέζι (η θέση)"),
    ("zh", CHECKOUT, "{root} 不是源代码副本（source checkout）：缺少 {missing}"),
    # rewordings
    ("zh", "Go to:", "转到："),
    ("el", TOKENISED, "Πηγή 000 γραμμή 15: αγγλικό σε λεκτικές μονάδες (κενά πριν από τα κόμματα)."),
    ("el", FAULT, "Δεν έσφαλε με κανέναν τρόπο"),
    ("zh", LAWS97, "1997 年版规则第{number}条（中文）"),
    ("zh", "average plus", "平均正分"),
    ("el", SCREEN, SCREEN_EL.replace("screen με: LANG", "screen ως εξής: LANG")),
]

# Each defect gives one finding of its check, its message holding the row's words; each rewording none.
test_a_defect_of_the_kind_is_one_finding, test_correct_rewordings_stay_clean = one_gained_tests(
    [(interface_item(lang, entry, msgstr), check, words) for lang, entry, msgstr, check, words in DEFECTS],
    [interface_item(*row) for row in REWORDINGS])


def test_date_units_doubled_only_after_a_number():
    from helper.catalog.checks.structure import doubled_zh_characters

    assert doubled_zh_characters("1997年年版") == [(4, 6)]
    assert doubled_zh_characters("3天天后") == [(1, 3)]
    assert doubled_zh_characters("1997年年底") == []
    assert doubled_zh_characters("年年如此") == []
    assert doubled_zh_characters("一年年过去") == []
