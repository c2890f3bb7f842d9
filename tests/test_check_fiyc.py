"""fiyc (issue 9 §2, tester t9bl): correct free rewordings read as defects.

Kinds fixed, correct rewordings clean, the real defects of the same shape still one finding:

1. Sentences (or the parts of one, at its colons and semicolons) said in another order: "Start a new ruling? No answers
   have been given yet. (y / n)" with its two sentences the other way round (bl-rew27, bl-rew58), two sentences said as
   one, the second first at a colon (bl-rew14, bl-rew46), the part after a colon said after the next sentence
   (bl-rew34).  Each part pairs by what it says (:func:`structure.reordered`); a sentence replaced or dropped keeps
   its sentences finding, a negation added its negation finding (read part by part as they pair).
2. Values the English sets off by commas right after the words they detail ("…separately, NS {ns}, EW {ew};") set in
   brackets (bl-rew07, bl-rew39): the same apposition, no brackets finding; brackets around a translated word stay
   "brackets around '…' that the English does not have".
"""

from __future__ import annotations

from tests.support import fresh_inputs, interface_item, one_gained_tests

T9BL = fresh_inputs("t9bl")

RULING = "Start a new ruling? No answers have been given yet. (y / n)"
OVER = "Start over? This ruling's answers will be cleared. (y / n)"
CHANGED = ("This entry was changed in the file since you opened the editor (another reviewer or an editor saved it). "
           "Your text is not saved yet.")
APPROVAL = ("This entry was changed in the file since it was shown (another reviewer or an editor saved it). Your "
            "approval is not saved yet.")
KNOCKOUT = ("Knockout match (Law {law}): each side's score calculated separately, NS {ns}, EW {ew}; each side gets "
            "their average.")
TOML = "{file}, line {line}, column {column}: not valid TOML"
REVIEW = "Review of the interface strings: English and {language}, {entries}, {problems}"

NEGATES = "the translation negates '{}"
REPLACED = "but one does not pair"
MISSING = "this English sentence seems to have no translation: '{}'"
ADDED = "brackets around '{}' that the English does not have"


TESTER_REWORDINGS = ["bl-rew07", "bl-rew14", "bl-rew27", "bl-rew34", "bl-rew39", "bl-rew46", "bl-rew58"]

REWORDINGS = [
    # sentences in another order
    ("zh", OVER, "本次裁决的答案将被清除。要重新开始吗？（y / n）"),
    ("el", OVER, "Οι απαντήσεις αυτής της απόφασης θα διαγραφούν. Να ξεκινήσει από την αρχή; (y / n)"),
    # two sentences said as one, the second first, at a colon
    ("zh", APPROVAL, "您的审定尚未保存：此条目在显示后已在文件中被更改（另一位审校者或编辑器保存了它）。"),
    ("el", APPROVAL, "Η έγκρισή σας δεν έχει αποθηκευτεί ακόμη: η καταχώριση άλλαξε στο αρχείο αφότου εμφανίστηκε "
                     "(την αποθήκευσε άλλος ελεγκτής ή επεξεργαστής)."),
    ("zh", CHANGED, "您的文本还没有保存：此条目在您打开编辑器之后已在文件中被更改（另一位审校者或编辑器保存了它）。"),
    # the part after a colon said after the next sentence, in Chinese
    ("zh", "No adjusted score: the Director may not award one because the rectification in the Laws seems unduly "
           "severe or advantageous to either side. Apply the rectification the Laws prescribe.",
     "不判调整分。应执行法律规定的纠正：裁判不得以法律中的纠正对任何一方显得过于严厉或有利为由判给调整分。"),
    # values set off by commas, set in brackets
    ("zh", TOML, "{file}（第 {line} 行，第 {column} 列）：不是有效的 TOML"),
    ("el", TOML, "{file} (γραμμή {line}, στήλη {column}): μη έγκυρο TOML"),
    ("zh", REVIEW, "界面字符串审校：英文与{language}（{entries}，{problems}）"),
    ("el", REVIEW, "Έλεγχος κειμένων διεπαφής: αγγλικά και {language} ({entries}, {problems})"),
    ("zh", KNOCKOUT, "淘汰赛（第 {law} 条）：每一方的得分（南北 {ns}、东西 {ew}）分别计算；每一方都得到其平均数。"),
]

DEFECTS = [
    # a sentence replaced by another, in another order: still replaced
    ("zh", RULING, "此操作无法撤销。要开始新的裁决吗？（y / n）", "sentences", REPLACED),
    ("el", RULING, "Δεν έχει δοθεί ακόμη καμία απάντηση. Να διαγραφεί το αρχείο; (y / n)", "sentences", REPLACED),
    ("zh", OVER, "本次裁决的答案将被清除。要删除该文件吗？（y / n）", "sentences", REPLACED),
    # a negation added to a sentence said in another order
    ("zh", RULING, "尚未回答任何问题。不要开始新的裁决吗？（y / n）", "negation", NEGATES.format("Start a new ruling?")),
    ("el", RULING, "Δεν έχει δοθεί ακόμη καμία απάντηση. Να μην ξεκινήσει νέα απόφαση; (y / n)", "negation",
     NEGATES.format("Start a new ruling?")),
    ("zh", OVER, "本次裁决的答案将被清除。不要重新开始吗？（y / n）", "negation", NEGATES.format("Start over?")),
    ("el", OVER, "Οι απαντήσεις αυτής της απόφασης δεν θα διαγραφούν. Να ξεκινήσει από την αρχή; (y / n)", "negation",
     NEGATES.format("This ruling's answers")),
    # a negation added to two sentences said as one, the second first
    ("zh", CHANGED, "您的文本尚未保存：自您打开编辑器以来，此条目未在文件中被更改（另一位审校者或编辑器保存了它）。",
     "negation", NEGATES.format("This entry was changed")),
    ("el", CHANGED, "Το κείμενό σας δεν έχει αποθηκευτεί ακόμη: αφότου ανοίξατε τον επεξεργαστή, η καταχώριση δεν άλλαξε "
                    "στο αρχείο (την αποθήκευσε άλλος ελεγκτής ή επεξεργαστής).", "negation",
     NEGATES.format("This entry was changed")),
    # a sentence dropped, or replaced where the other is said first
    ("zh", APPROVAL, "此条目在显示后已在文件中被更改（另一位审校者或编辑器保存了它）。", "sentences",
     MISSING.format("Your approval is not saved yet.")),
    ("zh", APPROVAL, "所有裁决已导出：此条目在显示后已在文件中被更改（另一位审校者或编辑器保存了它）。", "sentences",
     MISSING.format("Your approval is not saved yet.")),
    ("el", CHANGED, "Όλες οι αποφάσεις εξήχθησαν: αφότου ανοίξατε τον επεξεργαστή, η καταχώριση άλλαξε στο αρχείο (την "
                    "αποθήκευσε άλλος ελεγκτής ή επεξεργαστής).", "sentences",
     MISSING.format("Your text is not saved yet.")),
    # brackets around a translated word, not the values: still added
    ("zh", KNOCKOUT, "淘汰赛（{law}）：分别计算每一方（南北和东西）的得分，南北 {ns}，东西 {ew}；每一方都得到其平均数。",
     "brackets", ADDED.format("南北和东西")),
    ("zh", TOML, "{file}，第 {line} 行第 {column} 列：（格式）不是有效的 TOML", "brackets", ADDED.format("格式")),
    ("el", TOML, "{file}, γραμμή {line}, στήλη {column}: (μορφή) μη έγκυρο TOML", "brackets", ADDED.format("μορφή")),
]

# Each defect gives one finding of its check, its message holding the row's words; the tester's rewordings (as
# interface strings) and the others none.
test_defects_one_finding, test_rewordings_clean = one_gained_tests(
    [(interface_item(lang, entry, msgstr), check, words) for lang, entry, msgstr, check, words in DEFECTS],
    [interface_item(T9BL[i]["lang"], T9BL[i]["entry"], T9BL[i]["msgstr"]) for i in TESTER_REWORDINGS]
    + [interface_item(*row) for row in REWORDINGS])
