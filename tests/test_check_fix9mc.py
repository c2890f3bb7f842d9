"""Sentences, brackets, placeholders and who acts (issue 9 §2, fix9mc): tester t9aw's misses, duplicates and wrong
findings on 19f68c2 and the engineers' leftovers of round 31, each fixed as a kind, one defect one finding, in both
languages.  The tester's inputs are /work/notes/s31/t9aw/in_*.jsonl; its Chinese fills of the empty zh law entries
(``pre``) are copied below where a row edits one.

1. A sentence added after one whose word reads as a negation ("μη συμπληρωματικές" for "non-balancing", Law 12C4)
   is the one named added, not its neighbour that names the English's terms (t9aw el_laws114: WRONG).
2. An alternative dropped whole with the condition inside it ("or, if time permits, play one or more substitute
   boards", Law 86B2(a)) is named as the alternative, an "or" the translation writes inside a bracket of its own
   ("该副（或该几副）牌" for "the board(s)") not counted for it (zh_laws099: WRONG, the condition was named).
3. The English's "non-comparable" is its negation (无法比较): 86B2 without "or when these Laws otherwise require …" is
   the alternative's one finding, no negation added (zh_laws098: DUP).
4. A clause appended after the bracket where the English sentence ends ("[see Law 12C2]." as
   "[参见第12条C款2项]，并对双方各处以程序性罚分。", 86B2(c)) is found (zh_laws117: MISS); a part of the English said
   after a bracket put earlier is none.
5. Brackets: Greek keeps the English's square brackets ("[βλέπε Νόμο 12Γ2(β)]" made round: one warning, el_laws146:
   MISS; Chinese writes 〔〕 or （） freely); a ")" lost does not hold the sentences after it (el_laws143: no "This
   includes:" untranslated, DUP); "（…]" ends the group there (zh_laws149: no parenthetical missing, DUP).
6. A placeholder the English names twice misspelt in one place ("Πατήστε ξανά {keys}." for "Press {key} again."):
   the placeholders finding alone, its sentence pairs when read with the English's name (el_msgs019: DUP).
7. One English sentence split before a condition or a relative clause with no comma (12A3 "… an adjusted score if
   there has been …", 12C1(b) "… of the board had the infraction not occurred") pairs: no sentence added.
8. A person added where the English sentence says "he" (12C1(a) "he does so", 86A "Instead, he awards") is said in
   the place of the one the pronoun names (the Director), not "whom the English does not name".
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, edits_test, findings_test, law_texts, someone_else


def fill_findings(paragraph: str, fill: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` adds to tester t9aw's own correct Chinese ``fill`` of Law
    ``paragraph``."""
    return edit_findings("zh", paragraph, old, new, clean=fill)


def added(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"1 in the English, 2 in the translation; this sentence of the translation is not "
                                   f"in the English: '{text}'")]


def alternative(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the alternative '{text}' of the English is missing in the translation: the rule "
                                   "narrowed?")]


def clause(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the translation goes on after the bracket where the English sentence ends: '{text}' "
                                   "is not in the English: a clause added?")]


SUBSTITUTE = "or, if time permits, play one or more substitute boards"
OTHERWISE = "or when these Laws otherwise require the Director to award …"

# tester t9aw's fills (field "pre" of in_zh_laws.jsonl)
FILL_86B2 = "在队式赛中，当相同参赛者之间取得了两个或更多无法比较的结果，或者本规则以其他方式要求裁判判给一个以上的调整分时："
FILL_86B2A = ("如果没有参赛者有过错，裁判应取消该副（或该几副）牌并判给一个或多个人为调整分[参见第12条C款2项]，或者，如时间允许，改打一副或多副替"
              "代牌（但参见上述A款）。")
FILL_86B2C = "如果双方参赛者都有过错，裁判应取消该副（或该几副）牌并判给一个或多个人为调整分[参见第12条C款2项]。"
FILL_12C1E = ("如果在违规之后，非违规方因极其严重的错误（与违规无关）或因冒险行为促成了自身的损害，而该冒险行为若不成功，非违规方本可期望通过纠正得到"
              "补偿，则：")


@pytest.mark.parametrize("paragraph, fill, old, new, expected", [
    ("86B2(a)", FILL_86B2A, "，或者，如时间允许，改打一副或多副替代牌", "", alternative(SUBSTITUTE)),  # t9aw zh_laws099
    ("86B2(a)", FILL_86B2A, "，或者，如时间允许，改打一副或多副替代牌", "，或者在时间允许时改打一副或多副替代牌", []),
    ("86B2", FILL_86B2, "，或者本规则以其他方式要求裁判判给一个以上的调整分时", "时", alternative(OTHERWISE)),  # zh_laws098
    ("86B2", FILL_86B2, "无法比较", "不可比较", []),
    ("86B2(c)", FILL_86B2C, "[参见第12条C款2项]。", "[参见第12条C款2项]，并对双方各处以程序性罚分。",  # zh_laws117
     clause("并对双方各处以程序性罚分")),
    ("12C1(e)", FILL_12C1E, "（与违规无关）", "（与违规无关]",  # zh_laws149
     [("brackets", "error", "'（' closed by ']' in the translation: brackets of two kinds")]),
])
def test_tester_t9aw_chinese_fills(paragraph, fill, old, new, expected):
    """The tester's Chinese inputs on its own fills: one finding naming the defect; a correct rewording none."""
    assert fill_findings(paragraph, fill, old, new) == expected


# ---------------------------------------------------------------- 1 the sentence added named

test_the_sentence_added_is_named = edits_test([
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών.",  # t9aw el_laws114
     "ο μέσος όρος των βαθμολογιών. Ο μέσος όρος στρογγυλοποιείται προς τα πάνω.",
     added("Ο μέσος όρος στρογγυλοποιείται προς τα πάνω.")),
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών.", "ο μέσος όρος των βαθμολογιών. Ο μέσος όρος δεν στρογγυλοποιείται.",
     added("Ο μέσος όρος δεν στρογγυλοποιείται.")),
    ("zh", "12C4", "并将其平均值判给每一方。", "并将其平均值判给每一方。平均值向上取整。", added("平均值向上取整。")),
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών.", "ο μέσος όρος των δύο βαθμολογιών."),
], doc="'μη συμπληρωματικές' is no negation that makes the first sentence the one added.")


# ---------------------------------------------------------------- 2, 3 an alternative dropped: its one finding

test_an_alternative_dropped_is_named = edits_test([
    ("el", "86B2(a)", ", ή, αν το επιτρέπει ο χρόνος, θα ζητήσει να παιχτούν μία ή περισσότερες διανομές, ως αντικατάσταση",
     "", alternative(SUBSTITUTE)),
    ("zh", "86B2(a)", "，或者如果时间允许，改打一副或多副替换牌", "", alternative(SUBSTITUTE)),
    ("zh", "86B2(a)", "有关的牌", "有关的牌（一副或几副）"),
    ("el", "86B2", ", ή όταν ο παρών Κώδικας απαιτεί από τον Διαιτητή να επιδικάσει περισσότερες από μία επανορθωτικές "
                   "βαθμολογίες", "", alternative(OTHERWISE)),
    ("el", "86B2", "ή όταν ο παρών Κώδικας", "ή όταν ο Κώδικας"),
], doc="The alternative, not its condition nor a negation added, is the one finding.")


# ---------------------------------------------------------------- 4 a clause added after the last bracket

test_a_clause_added_after_the_bracket = edits_test([
    ("el", "86B2(c)", "[βλέπε Νόμο 12Γ2].", "[βλέπε Νόμο 12Γ2], και επιβάλλει διαδικαστική ποινή και στους δύο.",
     clause("και επιβάλλει διαδικαστική ποινή και στους δύο")),
    ("zh", "86B2(a)", "（但见上文A款）。", "（但见上文A款），并将理由记录在案。", clause("并将理由记录在案")),
    # correct: the reference put before what the English says after it
    ("el", "86B2(c)", "θα επιδικάσει μία ή περισσότερες τεχνητές επανορθωτικές βαθμολογίες [βλέπε Νόμο 12Γ2].",
     "θα επιδικάσει [βλέπε Νόμο 12Γ2] μία ή περισσότερες τεχνητές επανορθωτικές βαθμολογίες."),
    ("zh", "86B2(c)", "牌并判给一个或多个人为调整分〔见第12条C款2项〕。", "牌〔见第12条C款2项〕，并判给一个或多个人为调整分。"),
], doc="A clause of the translator's own after the bracket that ends the English sentence: one error.")


# ---------------------------------------------------------------- 5 brackets

SQUARE = [("brackets", "warning", "brackets [] of the English are not in the translation")]

test_brackets = edits_test([
    ("el", "86B2(b)", "[βλέπε Νόμο 12Γ2(β)]", "(βλέπε Νόμο 12Γ2(β))", SQUARE),  # t9aw el_laws146
    ("el", "86B2(a)", "[βλέπε Νόμο 12Γ2]", "(βλέπε Νόμο 12Γ2)", SQUARE),
    ("el", "86B2(b)", "[βλέπε Νόμο 12Γ2(β)]", "[βλ. Νόμο 12Γ2(β)]"),
    ("zh", "86B2(b)", "〔见第12条C款2项(b)〕", "（见第12条C款2项(b)）"),  # Chinese: any shape (fix9k)
    ("el", "12A", "βλέπε Νόμο 86Β).", "βλέπε Νόμο 86Β.",  # t9aw el_laws143
     [("brackets", "error", "'(' is never closed in the translation")]),
    ("zh", "12A", "（队式赛见第86条B款）。", "（队式赛见第86条B款。", [("brackets", "error", "'（' is never closed in the translation")]),
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "(άσχετο με την παράβαση]",
     [("brackets", "error", "'(' closed by ']' in the translation: brackets of two kinds")]),
    ("zh", "12C1(e)", "（与违规无关）", "（与违规无关］",
     [("brackets", "error", "'（' closed by '］' in the translation: brackets of two kinds")]),
], doc="One bracket error is one finding: no sentence or parenthetical said missing beside it.")


# ---------------------------------------------------------------- 6 a placeholder misspelt where the English repeats it

BURST = "{key} came in the same burst as the key that asked, before the question was shown: not taken. Press {key} again."
UNKNOWN = [("placeholders", "error", "a placeholder the English does not have: {keys} (a misspelt name, or a dot, bracket or "
                                     "colon in it); the helper shows the English instead")]

test_a_placeholder_misspelt_once = findings_test([
    (BURST, "Το {key} ήρθε μαζί με το πλήκτρο που έκανε την ερώτηση, πριν εμφανιστεί η ερώτηση: δεν λήφθηκε υπόψη. "
            "Πατήστε ξανά {keys}.", "el", UNKNOWN),  # t9aw el_msgs019
    (BURST, "{key} 与提出问题的按键在同一次连续按键中到达（问题尚未显示）：未采用。请再按一次 {keys}。", "zh", UNKNOWN),
    (BURST, "{key} 与提出问题的按键在同一次连续按键中到达（问题尚未显示）：未采用。请再按一次 {key} 键。", "zh"),
], doc="'{keys}' for the second '{key}': the placeholders error alone.")


# ---------------------------------------------------------------- 7 a split before a condition or relative clause

test_a_split_before_a_condition_pairs = edits_test([
    ("el", "12A3", "επανορθωτική βαθμολογία, αν υπήρξε", "επανορθωτική βαθμολογία. Αυτό ισχύει αν υπήρξε"),
    ("zh", "12A3", "如果对违规的纠正有误，裁判可判给调整分。", "裁判可判给调整分。这适用于对违规的纠正有误的情况。"),
    ("zh", "12A3", "如果对违规的纠正有误，裁判可判给调整分。", "裁判可判给调整分。前提是对违规的纠正有误。"),
    ("el", "12C1(b)", "της διανομής, που θα είχε ληφθεί, αν δεν είχε συμβεί η ανωμαλία.",
     "της διανομής. Αυτό θα είχε ληφθεί, αν δεν είχε συμβεί η ανωμαλία."),
    ("el", "12C1(b)", "της διανομής, που θα είχε ληφθεί, αν δεν είχε συμβεί η ανωμαλία.",
     "της διανομής. Πρόκειται για το αποτέλεσμα, αν δεν είχε συμβεί η ανωμαλία."),
    ("zh", "12C1(b)", "应力求尽可能接近地恢复如果违规没有发生这副牌可能出现的结果。", "应力求尽可能接近地恢复这副牌可能出现的结果。前提是违规没有发生。"),
    # a sentence of the translator's own is still added
    ("el", "12A3", "κάποιας ανωμαλίας.", "κάποιας ανωμαλίας. Ο Διαιτητής δεν επιδικάζει ποινή.",
     added("Ο Διαιτητής δεν επιδικάζει ποινή.")),
    ("zh", "12A3", "裁判可判给调整分。", "裁判可判给调整分。双方各得60%。", added("双方各得60%。")),
    ("el", "12C1(b)", "αν δεν είχε συμβεί η ανωμαλία.", "αν δεν είχε συμβεί η ανωμαλία. Οι παίκτες δεν ενημερώνονται.",
     added("Οι παίκτες δεν ενημερώνονται.")),
], doc="One English sentence said as two at its 'if' or 'had': no sentence added.")


# ---------------------------------------------------------------- 8 a person in the place of the English's "he"

test_a_person_where_the_english_says_he = edits_test([
    ("el", "12C1(a)", "επανορθωτική βαθμολογία, το κάνει.", "επανορθωτική βαθμολογία, ο αρχηγός το κάνει.",
     someone_else("αρχηγός", "captain", "Director", "Διαιτητής")),
    ("el", "86A", "Αντ' αυτού, θα επιδικάσει", "Αντ' αυτού, η Ρυθμιστική Αρχή θα επιδικάσει",
     someone_else("Ρυθμιστική Αρχή", "Regulating Authority", "Director", "Διαιτητής")),
    ("zh", "86A", "他应改为判给调整分。", "比赛主办机构应改为判给调整分。",
     someone_else("比赛主办机构", "Tournament Organizer", "Director", "裁判")),
    # correct: the pronoun said as the noun
    ("el", "12C1(a)", "επανορθωτική βαθμολογία, το κάνει.", "επανορθωτική βαθμολογία, ο Διαιτητής το κάνει."),
    ("zh", "86A", "他应改为判给调整分。", "裁判应改为判给调整分。"),
], doc="The member added stands where the English's 'he' names the Director: said in the Director's place.")


def test_the_english_texts_of_the_rows():
    """The rows above edit these English sentences (2017): the pronoun, the bracket at the end, the condition."""
    assert law_texts("el", "12C1(a)")[0].endswith("assigned adjusted score, he does so. Such a score replaces the score "
                                                  "obtained in play.")
    assert law_texts("el", "86B2(c)")[0].endswith("artificial adjusted scores [see Law 12C2].")
    assert law_texts("el", "12A3")[0] == ("The Director may award an adjusted score if there has been an incorrect "
                                          "rectification of an irregularity.")
