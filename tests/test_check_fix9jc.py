"""Sentences, untranslated runs, brackets and doubled words (issue 9 §2, fix9jc): tester t9at's misses and
duplicates on 6338134, each fixed as a kind, one defect one finding, in both languages and both domains.

1. The terms of an English sentence with no translation are that sentence's finding, not looked for in the
   sentences kept: el 12C2(c) without its second sentence said 'βαθμοί αγώνα' where IMP is expected (the IMPs were
   in the sentence dropped; the matchpoints kept are right); el 12C2(d) without its first sentence said
   'contestant', 'session' and 'Regulating Authority' missing, its national note "(στην Ελλάδα …)" having been
   counted as a sentence that rendered the first.
2. A short run of English in an interface string, function words ("is", "are", "was", "of") with a word of the
   English ("is not usable" for "not usable", tester t9at EM-en1): English left untranslated, though the English
   has not the function word.
3. The brackets of English left ("will cancel the board(s)" for "θα ακυρώσει τη διανομή(ες)", el and zh 86B2(c)):
   the untranslated run's one finding, no brackets kind of their own.
4. A bracket never closed ("（双人赛中为50%" in zh 12C2(a)) or never opened: the brackets check's one finding; the
   English parenthetical it stands for (paired as if closed at its clause's end) is not said missing too.
5. Greek words said twice: only a closed list of real reduplications ("σιγά σιγά", "λίγο λίγο") and the
   distributive numerals ("ένα ένα", "μία μία": one by one, where the English says so or nothing but punctuation
   or an article follows) are no finding; "μια μια τεχνητή" (12C1(d)) is the article written twice (tester t9at
   E-dbl2), and a number word written twice ("δύο δύο", 86B3) is that finding alone, no number more.
6. The not-used term warning says what the translation does (tester t9at read "'违例' (domain.md) is not used" as
   the text wrong, on fills that use 违例).

Correct texts: sentences joined (；, ·, a comma) or split at the English's own colon, semicolon or linking word;
IMP, VP, N-S kept in Latin script; 〔〕 and 【】 for square brackets; "(s)" rendered as διανομή(ες) or 一副或多副;
σιγά σιγά, λίγο λίγο, "μία μία" for one by one.
"""

from __future__ import annotations

from tests.support import edits_test, findings, findings_test, law_texts


# ---------------------------------------------------------------- 1 a sentence with no translation: its terms


def no_translation(text: str, carried: str, english: int = 2, translation: int = 1) -> list[tuple[str, str, str]]:
    """The one finding of an English sentence dropped: its first 60 characters and what it carried."""
    return [("sentences", "error", f"{english} in the English, {translation} in the translation; this English sentence "
                                   f"seems to have no translation: '{text}…'; it carries {carried}")]


SUCH = no_translation("Such contestants are awarded the percentage obtained (or th",
                      "'contestant', 'IMP', 'board', 'session'")
PROVIDE = no_translation("The Regulating Authority may provide for circumstances wher",
                         "'Regulating Authority', 'contestant', 'board', 'session'")
DIFFERENTLY = no_translation("The Regulating Authority may provide differently for circum",
                             "'Regulating Authority', 'board', 'contestant'")
DAMAGE = no_translation("Damage exists when, because of an infraction, an innocent s", "'infraction', 'non-offending'")

test_the_terms_of_a_sentence_with_no_translation_are_its_finding = edits_test([
    # tester t9at E-sent4: the IMPs were in the sentence dropped, not looked for in the first sentence's matchpoints
    ("el", "12C2(c)", " Σε αυτούς τους αγωνιζόμενους επιδικάζεται ως βαθμολογία το ποσοστό που έλαβαν (ή το αντίστοιχο "
                      "σε IMPs) στις υπόλοιπες διανομές αυτής της ημερίδας.", "", SUCH),
    ("zh", "12C2(c)", "这些参赛者得到其在该节其他各副牌上所得的百分比（或IMP的相应值）。", "", SUCH),
    # tester t9at E-sent8: the national note is no sentence rendering the English's first
    ("el", "12C2(d)", "Η Ρυθμιστική Αρχή μπορεί να ορίσει περιπτώσεις κατά τις οποίες ένας αγωνιζόμενος δεν καταφέρνει "
                      "να λάβει αποτέλεσμα σε πολλαπλές διανομές, κατά τη διάρκεια της ίδιας ημερίδας. ", "", PROVIDE),
    ("zh", "12C2(d)", "主管单位可以对参赛者在同一节比赛中多副牌未能得到结果的情况作出规定。", "", PROVIDE),
    ("el", "86B3", "Η Ρυθμιστική Αρχή μπορεί να διαφοροποιείται, για περιπτώσεις κατά τις οποίος διανομές έχουν "
                   "παιχτεί μόνο σε ένα τραπέζι, μεταξύ δύο ή περισσοτέρων αγωνιζόμενων. ", "", DIFFERENTLY),
    ("zh", "86B3", "对于仅在一张桌上、在相同或多个参赛者之间打过的牌，主管单位可以作出不同的规定。", "", DIFFERENTLY),
    ("el", "12B1", " Υπάρχει ζημιά όταν, λόγω κάποιας παράβασης, ένας αναίτιος άξονας λαμβάνει αποτέλεσμα στο τραπέζι "
                   "λιγότερο ευνοϊκό, από ό,τι θα ήταν αναμενόμενο, αν δεν είχε συμβεί η παράβαση.", "", DAMAGE),
    ("zh", "12B1", "损害是指由于违规，无辜一方所得的牌桌结果不如违规未发生时本可预期的结果有利。", "", DAMAGE),
    # correct: two sentences joined (at a semicolon, an ano teleia, a comma), one split at the English's own colon,
    # semicolon or linking word
    ("el", "12C2(c)", "(ή το αντίστοιχο σε IMPs). Σε αυτούς", "(ή το αντίστοιχο σε IMPs)· σε αυτούς"),
    ("zh", "12C2(c)", "上述规定予以修改。这些参赛者", "上述规定予以修改，这些参赛者"),
    ("zh", "12B1", "所获得的任何利益。损害是指", "所获得的任何利益；损害是指"),
    ("zh", "12C2(d)", "作出规定。其后每副牌", "作出规定；其后每副牌"),
    ("el", "12C2(d)", "της ίδιας ημερίδας. Μέσω κανονισμού, οι", "της ίδιας ημερίδας· μέσω κανονισμού, οι"),
    ("el", "12C2(a)", "ως εξής: τον μέσο όρο μείον", "ως εξής. Τον μέσο όρο μείον"),
    ("zh", "12C2(a)", "判给人为调整分：直接有过错", "判给人为调整分。直接有过错"),
    ("zh", "86B3", "不同于B2的规定；但如无相关规程", "不同于B2的规定。但如无相关规程"),
    ("el", "86B3", "στην παράγραφο Β2, αλλά, ελλείψει", "στην παράγραφο Β2. Ωστόσο, ελλείψει"),
], doc="A sentence with no translation: one finding naming what it carried; its terms are not looked for elsewhere.")


# ---------------------------------------------------------------- 2 short English runs in interface strings


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


SETTINGS = "Settings file not usable: {detail}"
CHECKOUT = "{root} is not a source checkout: missing {missing}"
TWICE = "entry written twice: {entry}"
KEY = "the key '{key}' of the English is not named in the translation"
PO = "not a valid PO file: {reason}"

test_a_short_english_run_of_function_words_and_a_word_of_the_english_is_found = findings_test([
    (SETTINGS, "Το αρχείο ρυθμίσεων is not usable: {detail}", "el", left("is not usable")),  # tester t9at EM-en1
    (SETTINGS, "设置文件 is not usable：{detail}", "zh", left("is not usable")),
    (CHECKOUT, "Το {root} δεν είναι αντίγραφο του πηγαίου κώδικα: are missing {missing}", "el", left("are missing")),
    (CHECKOUT, "{root} 不是源代码副本：are missing {missing}", "zh", left("are missing")),
    (TWICE, "καταχώριση is written twice: {entry}", "el", left("is written twice")),
    (TWICE, "条目 was written twice：{entry}", "zh", left("was written twice")),
    (KEY, "译文中 is not named 英文所说的按键“{key}”", "zh", left("is not named")),
    # correct: the shipped wordings; IMP, VP, N-S kept in Latin script
    (SETTINGS, "Το αρχείο ρυθμίσεων δεν μπορεί να χρησιμοποιηθεί: {detail}", "el"),
    (PO, "μη έγκυρο αρχείο PO: {reason}", "el"),
    (PO, "不是有效的 PO 文件：{reason}", "zh"),
    ("The score is 3 IMPs to N-S.", "Η βαθμολογία είναι 3 IMPs υπέρ του Β-Ν.", "el"),
    ("NS {ns} VP, EW {ew} VP", "ΒΝ {ns} VP, ΑΔ {ew} VP", "el"),
    ("NS {ns} VP, EW {ew} VP", "南北 {ns} VP，东西 {ew} VP", "zh"),
    ("Score in IMPs: {imps}", "以 IMP 计的分数：{imps}", "zh"),
    ("Score in IMPs: {imps}", "Βαθμολογία σε IMPs: {imps}", "el"),
], doc="'is not usable' for 'not usable': function words the English has not, with its word, are English left.")


# ---------------------------------------------------------------- 3 brackets inside English left

# tester t9at's own correct Chinese of 86B2(c) (Z-en3's fill)
FILL_86B2C = "如果双方参赛者都有过错，裁判应取消该副（些）牌，并判给一个或多个人为调整分[参见第12条C款2项]。"
ENGLISH_86B2C = law_texts("el", "86B2(c)")[0]

test_the_brackets_of_english_left_are_the_runs_finding = edits_test([
    ("el", "86B2(c)", "θα ακυρώσει τη διανομή(ες)", "will cancel the board(s)", left("will cancel the board")),
    ("zh", "86B2(c)", "取消该（些）牌", "cancel the board(s)", left("cancel the board")),
    ("el", "86B2(a)", "θα ακυρώσει τη διανομή(ες)", "will cancel the board(s)", left("will cancel the board")),
    ("zh", "86B2(a)", "取消有关的牌", "cancel the board(s)", left("cancel the board")),
    ("el", "86B2(a)", "τη διανομή(ες)", "the board(s)", left("the board")),
    ("el", "12C1(d)", "(βλέπε παράγραφο Γ2 παρακάτω)", "(see C2 below)", left("see C2 below")),
    ("zh", "12C1(d)", "（见下文C2）", "(see C2 below)", left("see C2 below")),
    ("el", "12C2(c)", "(ή το αντίστοιχο σε IMPs) στις", "(or the equivalent in IMPs) στις",
     left("or the equivalent in IMPs")),
    # correct: Chinese square brackets 〔〕 and 【】 for the English's [ ] and ( )
    ("zh", "86B2(c)", "〔见第12条C款2项〕", "【见第12条C款2项】"),
    ("zh", "86B2(b)", "〔见第12条C款2项(b)〕", "【见第12条C款2项(b)】"),
    ("zh", "12C1(d)", "（见下文C2）", "〔见下文C2〕"),
], doc="'will cancel the board(s)': the '(s)' is the English left's, no brackets of a kind the English lacks.")

test_the_brackets_of_english_left_in_the_testers_fill = findings_test([
    (ENGLISH_86B2C, FILL_86B2C.replace("取消该副（些）牌", "cancel the board(s)"), "zh", left("cancel the board")),
    (ENGLISH_86B2C, FILL_86B2C, "zh"),
], paragraph="86B2(c)", doc="Tester t9at Z-en3 on its own correct fill.")

BOARDS = "Enter the board(s) to cancel."

test_the_brackets_of_english_left_in_an_interface_string = findings_test([
    (BOARDS, "Εισαγάγετε the board(s) προς ακύρωση.", "el", left("the board")),
    (BOARDS, "输入要取消的 the board(s)。", "zh", left("the board")),
    (BOARDS, "Εισαγάγετε τη διανομή(ες) προς ακύρωση.", "el"),
    (BOARDS, "输入要取消的牌（一副或多副）。", "zh"),
], doc="The same in an interface string.")


# ---------------------------------------------------------------- 4 a bracket never closed or never opened


def never(char: str, closed: bool = True) -> list[tuple[str, str, str]]:
    if closed:
        return [("brackets", "error", f"'{char}' is never closed in the translation")]
    return [("brackets", "error", f"'{char}' closes a bracket that was never opened in the translation")]


# tester t9at's own correct Chinese of 12C2(a) (Z-br6's fill)
FILL_12C2A = ("当由于违规而无法取得结果时[另见本条C款1项(d)]，裁判根据对违规所负的责任判给人为调整分：直接有过错的参赛者得"
              "平均负分（双人赛中至多为可得比赛分的40%），仅部分有过错的参赛者得平均分（双人赛中为50%），完全没有过错的参赛者"
              "得平均正分（双人赛中至少为60%）。")

test_a_bracket_never_closed_is_one_finding = edits_test([
    ("zh", "12C2(a)", "（双人赛中为50%）", "（双人赛中为50%", never("（")),
    ("el", "12C2(a)", "(50% στα ζεύγη)", "(50% στα ζεύγη", never("(")),
    ("el", "12C2(c)", "(ή το αντίστοιχο σε IMPs). ", "(ή το αντίστοιχο σε IMPs. ", never("(")),
    ("zh", "12C2(c)", "（或IMP的相应值），", "（或IMP的相应值，", never("（")),
    ("zh", "12C2(a)", "（双人赛中为50%）", "双人赛中为50%）", never("）", closed=False)),
    ("el", "12C2(a)", "(50% στα ζεύγη)", "50% στα ζεύγη)", never(")", closed=False)),
    ("el", "12C2(a)", "[βλέπε επίσης την παράγραφο Γ1(δ)]", "[βλέπε επίσης την παράγραφο Γ1(δ)", never("[")),
], doc="A bracket never closed or opened: its one finding, not also the English's parenthetical missing.")

test_a_bracket_never_closed_in_the_testers_fill = findings_test([
    (law_texts("el", "12C2(a)")[0], FILL_12C2A.replace("（双人赛中为50%）", "（双人赛中为50%"), "zh", never("（")),
    (law_texts("el", "12C2(a)")[0], FILL_12C2A, "zh"),
], paragraph="12C2(a)", doc="Tester t9at Z-br6 on its own correct fill.")


# ---------------------------------------------------------------- 5 Greek words said twice


def twice(words: str) -> list[tuple[str, str, str]]:
    return [("doubled", "error", f"word written twice: '{words}' in the translation")]


test_a_greek_word_twice_outside_the_closed_list_is_found = edits_test([
    ("el", "12C1(d)", "μια τεχνητή", "μια μια τεχνητή", twice("μια μια")),  # tester t9at E-dbl2
    ("el", "86B2(b)", "είτε μία τεχνητή", "είτε μία μία τεχνητή", twice("μία μία")),
    ("el", "86B2(c)", "μία ή περισσότερες", "μία μία ή περισσότερες", twice("μία μία")),
    ("el", "12C2(a)", "σε μια διανομή", "σε μια μια διανομή", twice("μια μια")),
    ("el", "12C1(e)", "ένα εξαιρετικά", "ένα ένα εξαιρετικά", twice("ένα ένα")),
    ("el", "12B1", "ένας αναίτιος", "ένας ένας αναίτιος", twice("ένας ένας")),
    # a number word written twice: that finding alone, no number more
    ("el", "86B3", "μεταξύ δύο ή", "μεταξύ δύο δύο ή", twice("δύο δύο")),
    # correct: a reduplication of the closed list
    ("el", "12B1", "λαμβάνει αποτέλεσμα", "λαμβάνει σιγά σιγά αποτέλεσμα"),
], doc="Greek reduplication is a closed list: 'μια μια τεχνητή' is a word written twice.")

ONE_BY_ONE = "Enter the boards one by one."

test_greek_reduplications_and_distributives = findings_test([
    ("Enter a result for this board.", "Εισαγάγετε ένα ένα αποτέλεσμα για αυτή τη διανομή.", "el", twice("ένα ένα")),
    ("Give one score for each side.", "Δώστε μία μία βαθμολογία για κάθε άξονα.", "el", twice("μία μία")),
    ("Give one score for each side.", "Δώστε μία βαθμολογία για κάθε άξονα.", "el"),
    (ONE_BY_ONE, "Εισαγάγετε τις διανομές μία μία.", "el"),
    (ONE_BY_ONE, "Εισαγάγετε μία μία τις διανομές.", "el"),
    ("Enter the boards one at a time.", "Εισαγάγετε τις διανομές μία μία.", "el"),
    ("Little by little the list fills.", "Σιγά σιγά η λίστα γεμίζει.", "el"),
    ("The list fills little by little.", "Η λίστα γεμίζει λίγο λίγο.", "el"),
], doc="A distributive numeral where the English says one by one, or before an article or punctuation: none.")


# ---------------------------------------------------------------- 6 the not-used term warning


def uses_weili(term: str) -> list[tuple[str, str, str]]:
    """The one warning of 违例 (domain.md's term) in a text: said as what the translation does."""
    return [("terminology", "warning", f"this translation uses '违例' (domain.md's term) for '{term}' where the rest "
                                       "of the catalogue uses '违规', as the 1997 laws: keep one term across the "
                                       "catalogue")]


def test_the_not_used_warning_says_what_the_translation_uses():
    # tester t9at's own correct fills of 12C1(b) and 12C1(e)(i), each using 违例 for "infraction"
    fill_b = "裁判在判给裁定调整分时，应尽可能准确地恢复假如没有发生违例时这副牌的可能结果。"
    fill_e = "违规方得到的分数为纠正其违例后本应得到的分数。"
    assert findings(law_texts("zh", "12C1(b)")[0], fill_b, "zh", "12C1(b)") == uses_weili("infraction")
    assert findings(law_texts("zh", "12C1(e)(i)")[0], fill_e, "zh", "12C1(e)(i)") == uses_weili("infraction")
    assert findings(law_texts("zh", "12C1(b)")[0], fill_b.replace("违例", "违规"), "zh", "12C1(b)") == []
