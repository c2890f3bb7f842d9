"""False findings and misses a fresh tester (9g) found in the translation checks, each kept as a kind (fix9p,
issue 9 §2).  The texts are the tester's; correct translations give no finding of the kind, the defects the one
finding named.

False findings
F1  Law 12C3 "even though only one of them may be responsible": a concession (即使/虽 … 应/须负责) renders the
    possibility; it is no permission made an obligation.
F2  A translation that splits an English sentence at its colon (…最多只能 {most} 个。请缩短。) adds no sentence.
F3  A Greek translation joining two English sentences with "και" loses none.
F4  Law 86B2(b) with the sides swapped: the sides finding only, no sentence lost and added too.
Misses
M5  "at most" / "at least" reversed in interface strings (至少 for "at most", 不能大于 for "at least"; 不能小于 is right).
M6  A count in words changed: "two or more" as 不止两个 / "περισσότερα από δύο" (more than two).
M7  A verb's negation dropped from an interface string ("are not recorded" as …会被记录 / καταγράφονται).
M8  A clause dropped (86B3 without "however … proceeds as above"; "…; the ruling itself is not affected." left out).
M9  A question that lost its question mark (Ποιος άξονας είναι ο αναίτιος, 哪一方是非违规方).
"""

from __future__ import annotations

import pytest

from tests.support import comparison_reversed, findings, findings_test, law_texts


# ---------------------------------------------------------------- F1

TESTER_12C3 = ("在个人赛中，即使仅其中一人应对违规负责，裁判也应对违规方的两名成员同等地执行本规则的纠正条款和要求判给调整分的条款。"
               "但裁判若认为违规者的同伴完全没有过错，则不应对其判给程序性罚分。")
OBLIGES = "the English allows ('may') in 'In individual events the Director enforces the rectificatio…', the " \
          "translation obliges: the Director's discretion taken away?"


@pytest.mark.parametrize("text", [
    TESTER_12C3,
    TESTER_12C3.replace("即使仅其中一人应对", "即使仅其中一人须对"),
    TESTER_12C3.replace("即使仅其中一人应对违规负责，裁判也应对", "即使其中只有一人须对违规负责，裁判对"),
    TESTER_12C3.replace("应对违规负责", "可能对违规负责"),
    # the concession after the duty
    "在个人赛中，裁判也应对违规方的两名成员同等地执行本规则的纠正条款和要求判给调整分的条款，即使仅其中一人须对违规负责。"
    "但裁判若认为违规者的同伴完全没有过错，则不应对其判给程序性罚分。",
])
def test_a_concession_is_no_permission_made_an_obligation(text):
    english, _clean = law_texts("zh", "12C3")
    assert [f for f in findings(english, text, "zh", "12C3") if f[0] == "terminology"] == []


def test_a_permission_made_an_obligation_outside_a_concession_is_still_found():
    english = "The Director may award an adjusted score."
    assert findings(english, "裁判应判给调整分。", "zh", "12C3") == [
        ("terminology", "error", "the English allows ('may') in 'The Director may award an adjusted score.', the "
                                 "translation obliges: the Director's discretion taken away?")]
    assert findings(english, "即使裁判应判给调整分。", "zh", "12C3")[0][2].startswith("the English allows")


# ---------------------------------------------------------------- F2, F3

SEARCH = "The search is {length} characters long; it takes at most {most}: shorten it."
CATALOGUE = ("helper: the interface catalogue of {language} cannot be read ({problem}): that interface is shown in "
             "English. `helper catalog check` lists the faults.")


test_a_sentence_split_at_a_colon_or_joined_with_and_gives_no_finding = findings_test([
    (SEARCH, "搜索内容长 {length} 个字符，最多只能 {most} 个。请缩短。", "zh"),
    (SEARCH, "Η αναζήτηση έχει μήκος {length} χαρακτήρων, ενώ επιτρέπονται έως {most}. Συντομεύστε την.", "el"),
    (CATALOGUE, "helper: ο κατάλογος της διεπαφής ({language}) δεν μπορεί να διαβαστεί ({problem}), η διεπαφή αυτή "
                "εμφανίζεται στα αγγλικά και το `helper catalog check` παραθέτει τα σφάλματα.", "el"),
    (CATALOGUE, "helper：无法读取 {language} 的界面目录（{problem}），该界面以英文显示，并且 `helper catalog check` 会列出"
                "错误。", "zh"),
])


def test_a_sentence_added_after_a_colon_split_is_still_found():
    found = findings(SEARCH, "搜索内容长 {length} 个字符，最多只能 {most} 个。请缩短。本窗口中作出的裁决不会被记录。", "zh")
    assert ("sentences", "error", "1 in the English, 3 in the translation; this sentence of the translation is not in "
                                  "the English: '本窗口中作出的裁决不会被记录。'") in found


# ---------------------------------------------------------------- F4

EL_86B2B = ("Αν επρόκειτο για σφάλμα ενός μόνο αγωνιζόμενου, ο Διαιτητής θα επιδικάσει, για τον αναίτιο άξονα, για κάθε "
            "διανομή υπό εξέταση, είτε μία τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)], ή μία "
            "κατ' εκτίμηση επανορθωτική βαθμολογία, όποιο είναι καλύτερο. Ο υπαίτιος άξονας θα λάβει τη συμπληρωματική "
            "βαθμολογία αυτής που επιδικάστηκε στον αντίπαλό του.")


@pytest.mark.parametrize("lang, old, new, found, english", [
    ("el", "Ο υπαίτιος άξονας", "Ο αναίτιος άξονας", "αναίτιος", "offending side"),
    ("el", "τον αναίτιο άξονα", "τον υπαίτιο άξονα", "υπαίτιο", "non-offending side"),
    ("zh", "违规方应得到", "非违规方应得到", "非违规方", "offending side"),
])
def test_the_sides_swapped_are_one_finding(lang, old, new, found, english):
    source, clean = law_texts(lang, "86B2(b)")
    clean = EL_86B2B if lang == "el" else clean
    assert old in clean
    assert findings(source, clean, lang, "86B2(b)") == []
    assert findings(source, clean.replace(old, new), lang, "86B2(b)") == [
        ("terminology", "error", f"'{found}' where the English says '{english}': the offending and non-offending "
                                 f"sides swapped?")]


def test_both_sides_swapped_are_one_finding():
    source, clean = law_texts("zh", "86B2(b)")
    both = clean.replace("非违规方", "甲").replace("违规方应得到", "非违规方应得到").replace("甲", "违规方")
    assert findings(source, both, "zh", "86B2(b)") == [
        ("terminology", "error", "labels in another order: non-offending, offending in the English, offending, "
                                 "non-offending in the translation: swapped, so that each goes to the other contestant?")]


# ---------------------------------------------------------------- M5

test_at_least_and_at_most_reversed_are_found = findings_test([
    ("must be at most {high}: {value}", "至少应为 {high}：{value}", "zh", comparison_reversed("at most", "至少")),
    ("must be at least {low}: {value}", "不能大于 {low}：{value}", "zh", comparison_reversed("at least", "不能大于")),
    ("must be at most {high}: {value}", "πρέπει να είναι τουλάχιστον {high}: {value}", "el",
     comparison_reversed("at most", "τουλάχιστον")),
    ("must be at least {low}: {value}", "πρέπει να είναι το πολύ {low}: {value}", "el",
     comparison_reversed("at least", "το πολύ")),
    (SEARCH, "搜索内容长 {length} 个字符，最少要 {most} 个：请缩短。", "zh", comparison_reversed("at most", "最少")),
    (SEARCH, "Η αναζήτηση έχει {length} χαρακτήρες· δέχεται τουλάχιστον {most}: συντομεύστε την.", "el",
     comparison_reversed("at most", "τουλάχιστον")),
])

test_a_bound_kept_is_no_finding = findings_test([
    ("must be at least {low}: {value}", "不能小于 {low}：{value}", "zh"),
    ("must be at most {high}: {value}", "不能大于 {high}：{value}", "zh"),
    ("must be at most {high}: {value}", "πρέπει να είναι το πολύ {high}: {value}", "el"),
    ("must be at least {low}: {value}", "πρέπει να είναι τουλάχιστον {low}: {value}", "el"),
    ("Note: no two bridge scores differ by {diff} points (every score is a multiple of 10, and no difference exceeds "
     "{most}); the IMPs are for the difference as given.",
     "注意：任何两个桥牌得分都不可能相差 {diff} 分（每个得分都是10的倍数，差额不超过 {most}）；以下IMP按所给差额计算。", "zh"),
])


# ---------------------------------------------------------------- M6

ZH_86B2 = "在队式赛中，当同样的参赛者之间得到{count}不可比较的结果时，或当本规则以其他方式要求裁判判给一个以上的调整分时："
EL_86B2 = ("Σε αγώνες ομάδων, όταν {count} μη-συγκρίσιμα αποτελέσματα έχουν ληφθεί, μεταξύ των ίδιων αγωνιζόμενων, ή όταν "
           "ο παρών Κώδικας απαιτεί από τον Διαιτητή να επιδικάσει περισσότερες από μία επανορθωτικές βαθμολογίες:")


@pytest.mark.parametrize("lang, count", [("zh", "两个或更多"), ("zh", "两个或两个以上"), ("zh", "两个及以上"),
                                         ("zh", "至少两个"), ("zh", "两个以上"), ("el", "δύο ή περισσότερα"),
                                         ("el", "τουλάχιστον δύο")])
def test_two_or_more_in_other_words_is_no_finding(lang, count):
    english, _clean = law_texts(lang, "86B2")
    text = (ZH_86B2 if lang == "zh" else EL_86B2).format(count=count)
    assert [f for f in findings(english, text, lang, "86B2") if f[0] == "number"] == []


@pytest.mark.parametrize("lang, count", [("zh", "不止两个"), ("zh", "多于两个"), ("zh", "超过两个"), ("zh", "三个或更多"),
                                         ("el", "περισσότερα από δύο"), ("el", "πάνω από δύο")])
def test_more_than_two_for_two_or_more_is_found(lang, count):
    english, _clean = law_texts(lang, "86B2")
    text = (ZH_86B2 if lang == "zh" else EL_86B2).format(count=count)
    assert [f for f in findings(english, text, lang, "86B2") if f[0] == "number"] == [
        ("number", "error", f"number differs: two or more in the English, {count} in the translation")]


# ---------------------------------------------------------------- M7

RECORD = ("The ruling record cannot be opened ({path}: {reason}): the rulings made in this window are not recorded.")
NOT_RECORDED = ("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'the "
                                     "rulings made in this window are not recorded.': a prohibition made a permission, "
                                     "or a condition reversed?")


@pytest.mark.parametrize("text, lang", [
    ("Το αρχείο αποφάσεων δεν ανοίγει ({path}: {reason}): οι αποφάσεις αυτού του παραθύρου καταγράφονται.", "el"),
    ("无法打开裁决记录（{path}：{reason}）：本窗口中作出的裁决会被记录。", "zh"),
])
def test_a_verb_negation_dropped_is_found(text, lang):
    assert findings(RECORD, text, lang) == [NOT_RECORDED]
    kept = text.replace("καταγράφονται", "δεν καταγράφονται").replace("会被记录", "不会被记录")
    assert findings(RECORD, kept, lang) == []


test_a_verb_negation_worded_otherwise_is_no_finding = findings_test([
    ("fuzzy entry whose comments do not name its origin or edition",
     "ασαφής καταχώριση χωρίς αναφορά προέλευσης ή έκδοσης στα σχόλια", "el"),
    ("Law 86A does not prevent a redeal here: the match result without this board could not be known to a contestant. "
     "The Director may order the board redealt under Law 6.",
     "第86条A款不妨碍此处重新发牌：参赛者不可能知道除去这副牌后的比赛结果。裁判可根据第6条命令重新发牌。", "zh"),
])


# ---------------------------------------------------------------- M8

EL_86B3 = ("Η Ρυθμιστική Αρχή μπορεί να προβλέπει διαφορετικά για περιπτώσεις όπου διανομές έχουν παιχτεί σε ένα μόνο "
           "τραπέζι μεταξύ των ίδιων ή πολλών αγωνιζόμενων. Η βαθμολογία που επιδικάζεται για κάθε τέτοια διανομή μπορεί "
           "να διαφοροποιηθεί με κανονισμό από αυτήν που περιγράφεται στην παράγραφο Β2, όμως ελλείψει σχετικού κανονισμού, ο Διαιτητής "
           "ενεργεί όπως παραπάνω.")
WRITE = "The ruling record cannot be written ({path}: {reason}); the ruling itself is not affected."


@pytest.mark.parametrize("lang, cut", [("el", ", όμως ελλείψει σχετικού κανονισμού, ο Διαιτητής ενεργεί όπως παραπάνω"),
                                       ("zh", "；但如无相关规程，裁判按上述方法处理")])
def test_a_clause_dropped_is_named(lang, cut):
    english, clean = law_texts(lang, "86B3")
    clean = EL_86B3 if lang == "el" else clean
    assert cut in clean
    assert findings(english, clean, lang, "86B3") == []
    assert findings(english, clean.replace(cut, ""), lang, "86B3") == [
        ("sentences", "error", "this part of the English seems to have no translation: 'however in the absence of a "
                               "relevant regulation, the Direct…'")]


@pytest.mark.parametrize("lang, text, cut", [
    ("zh", "无法写入裁决记录（{path}：{reason}）；裁决本身不受影响。", "；裁决本身不受影响"),
    ("el", "Το αρχείο αποφάσεων δεν μπορεί να γραφτεί ({path}: {reason})· η ίδια η απόφαση δεν επηρεάζεται.",
     "· η ίδια η απόφαση δεν επηρεάζεται"),
])
def test_an_interface_clause_dropped_is_named(lang, text, cut):
    assert findings(WRITE, text, lang) == []
    assert findings(WRITE, text.replace(cut, ""), lang) == [
        ("sentences", "error", "this part of the English seems to have no translation: 'the ruling itself is not "
                               "affected.'")]


# ---------------------------------------------------------------- M9

QUESTION = "Which side is non-offending?"
NO_QUESTION = ("sentences", "error", "the English asks 'Which side is non-offending?', the translation has no question "
                                     "mark there: a question made a statement?")


@pytest.mark.parametrize("lang, text", [("el", "Ποιος άξονας είναι ο αναίτιος;"), ("zh", "哪一方是非违规方？")])
def test_a_question_that_lost_its_mark_is_found(lang, text):
    assert findings(QUESTION, text, lang) == []
    assert findings(QUESTION, text[:-1], lang) == [NO_QUESTION]


def test_a_question_inside_an_entry_and_a_full_stop_lost():
    english = "The translation was changed and not saved. Discard the changes? y: discard, n: go on editing"
    greek = ("Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές; y: απόρριψη, n: συνέχεια "
             "επεξεργασίας")
    assert findings(english, greek, "el") == []
    # the question joined to the next sentence: its question mark lost, not the sentence (fix9r, tester 9h)
    assert findings(english, greek.replace("αλλαγές;", "αλλαγές"), "el") == [
        ("sentences", "error", "the English asks 'Discard the changes?', the translation has no question mark there: "
                               "a question made a statement?")]
    assert findings("The file was saved.", "文件已保存", "zh") == [
        ("sentences", "warning", "the English ends with '.', the translation with no end mark: a character lost?")]
    assert findings("NS pair/team no.", "南北对/队号", "zh") == []
