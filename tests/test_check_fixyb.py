"""Garbled characters and English left untranslated (issue 9 §2, fixyb), each a kind: defects written by hand (one
finding each, its check and a word of its message) and correct texts (none), in both languages where it applies.

1. A Latin-1 or Latin Extended letter inside Chinese (裁Ȩ判, 比赛Ã分, 责ñ, 主ß单位, 责Œ, 单é位, 判ü给): a Chinese
   character garbled or lost in conversion.  Covered: every letter of U+00C0-U+024F but × and ÷ (À-ÿ, Ā-ž, Ș, Ȩ, ƒ)
   touching a Chinese character on either side; one `encoding` finding, "Latin letter 'Ȩ' inside Chinese text".  A
   '©' or '®' right after a Chinese character (裁判©) likewise, once; a '©' after a law reference (C1©) is '(c)'
   damaged, one finding, the reference not said changed too.
2. Latin words typed with Greek look-alike letters: Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ (and ο, Ϲ, Ϳ) read as A B E Z H I K M
   N O P T Y X.  In Chinese a word of two such letters or more, alone or beside Latin ones (ΙΜΡ, ΝS, ΕW); in Greek a
   word mixing them with Latin letters (ΙΜΡs, ΝS, ΕW, --ΝS), or one of Greek capitals only that reads as a word the
   English writes in capitals (ΙΜΡ for IMP).  One `script` finding: "'ΙΜΡs' reads 'IMPs' but is typed with Greek
   letters that look like the Latin ones".  Greek's own capitals (ΒΝ, ΑΔ, a paragraph's Β2, ΕΟΜ) are none.
3. '?' standing for a lost letter: inside a word (裁?判, σαφ?ς), before a word (?在), at a word's end before its
   ending in brackets (διανομ?(ες)), or ending a word where the English asks no question (αποτέλεσμ?, αντίστοιχ?.,
   主管单?，).  One `encoding` finding naming the '?' and what it stands for ("lost letter").  A question mark the
   English has (要接管吗?, να αναληφθεί;) is no lost letter.
4. English left (partly) untranslated: one `untranslated-run` finding; the numbers ("at most 40%"), references and '©'
   inside the English left are not compared again, nor is a clause of the translation beside an English sentence left
   said added ("The Director may award … contestant，当他认为…"); a word after a bridge abbreviation of the English
   ("NS responsibility" left as responsibility ΒΝ, 南北 responsibility) is English left, no program's name (GNU screen).
5. A typed value or an answer key of the English quoted in the translation after 或者 / 或 / 以及 / ή / και ('direct',
   “direct”, 'both', 'y' 或者 'n'): that value, no finding; 以及 / και for the English's "or" stays the one
   `terminology` finding, a value quoted but changed ('all' for both) the one `options` finding.
6. The messages say what was found: the character and what it stands for ("a lost dash ('–')", "lost letter or
   character", "characters lost in conversion"), not "a dash or other character".
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import shipped_message

EN_12C2A = ("When owing to an irregularity no result can be obtained [see also C1(d)] the Director awards an artificial "
            "adjusted score according to responsibility for the irregularity: average minus (at most 40% of the "
            "available matchpoints in pairs) to a contestant directly at fault, average (50% in pairs) to a contestant "
            "only partly at fault, and average plus (at least 60% in pairs) to a contestant in no way at fault.")
EN_12C2B = ("When the Director chooses to award an artificial adjusted score of average plus or average minus at IMP "
            "play, that score is plus 3 IMPs or minus 3 IMPs respectively. Subject to approval by the Regulating "
            "Authority, this may be varied by the Tournament Organizer as provided for by Laws 78D, 86B3 and (d) "
            "hereunder.")
ZH_12C2A = ("因违规而不能取得结果时〔另见上文C1(d)〕，裁判按照对违规的责任判给人为调整分：毫无过错的参赛者得平均正分（双人赛中至少为"
            "百分之六十），仅有部分过错的参赛者得平均分（双人赛中为百分之五十），有直接过错的参赛者得平均负分（双人赛中至多为可得比赛分"
            "的百分之四十）。")
ZH_12C2B = ("当裁判选择在IMP赛中判给平均正分或平均负分的人为调整分时，该分分别为正3 IMP或负3 IMP。经主管单位批准，主办单位可按第"
            "78D条、第86B3条及下文(d)款的规定予以变更。")
EL_12C2A = ("Όταν, εξαιτίας μιας ανωμαλίας, δεν μπορεί να υπάρξει αποτέλεσμα σε μια διανομή [βλέπε επίσης την παράγραφο "
            "Γ1(δ)], ο Διαιτητής επιδικάζει τεχνητή επανορθωτική βαθμολογία, ανάλογα με την ευθύνη πρόκλησης της "
            "ανωμαλίας ως εξής: τον μέσο όρο μείον (το πολύ 40% των διαθέσιμων βαθμών αγώνα στα ζεύγη) για τον "
            "αγωνιζόμενο που έσφαλε σαφώς, τον μέσο όρο (50% στα ζεύγη) για τον αγωνιζόμενο που έσφαλε μερικώς και τον "
            "μέσο όρο συν (τουλάχιστον 60% στα ζεύγη) για τον αγωνιζόμενο που δεν έσφαλε κατά κανένα τρόπο.")

RESP = "NS responsibility: none, partly or direct"
VUL = "vulnerability: none, ns, ew or both"
TAKE = "A ruling saved at {time} (UTC) in another login ({terminal}) is still open: take it over? (y / n)"
UNIT = "the unit of --ns and --ew (default: percent, IMPs for a ruling scored in IMPs)"
EN_12A1 = ("The Director may award an adjusted score in favour of a non-offending contestant when he judges that these "
           "Laws do not prescribe a rectification for the particular type of violation committed.")
TEXTS = {"12C2(a)": EN_12C2A, "12C2(b)": EN_12C2B, "12A1": EN_12A1}


def found(english: str, text: str, lang: str) -> list[tuple[str, str]]:
    """``(check, message)`` of each finding on ``text``, the ``lang`` translation of ``english`` (a 2017 law paragraph
    named by its id, or an interface string)."""
    if english in TEXTS:
        return [(f.check, f.message) for f in check_pair(TEXTS[english], text, lang, f"2017|{english}", "laws")]
    return [(f.check, f.message) for f in check_pair(english, text, lang, None, "messages")]


def assert_one(result: list[tuple[str, str]], check: str, *words: str) -> None:
    assert len(result) == 1, result
    assert result[0][0] == check and all(w in result[0][1] for w in words), result


def test_the_correct_texts_have_no_finding():
    assert found("12C2(a)", ZH_12C2A, "zh") == []
    assert found("12C2(b)", ZH_12C2B, "zh") == []
    assert found("12C2(a)", EL_12C2A, "el") == []
    for msgid in (RESP, VUL, TAKE, UNIT):
        for lang in ("zh", "el"):
            assert found(msgid, shipped_message(lang, msgid), lang) == [], (msgid, lang)


# ---------------------------------------------------------------- 1. a Latin letter inside Chinese

@pytest.mark.parametrize("english, text, letter", [
    ("12C2(a)", ZH_12C2A.replace("裁判", "裁Ȩ判", 1), "Ȩ"),
    ("12C2(a)", ZH_12C2A.replace("比赛分", "比赛Ã分"), "Ã"),
    ("12C2(a)", ZH_12C2A.replace("责任", "责ñ"), "ñ"),
    ("12C2(a)", ZH_12C2A.replace("判给人为", "判ü给人为"), "ü"),
    ("12C2(b)", ZH_12C2B.replace("主管单位", "主ß单位"), "ß"),
    (RESP, shipped_message("zh", RESP).replace("责任", "责Œ"), "Œ"),
    (UNIT, shipped_message("zh", UNIT).replace("单位", "单é位"), "é"),
    (VUL, shipped_message("zh", VUL).replace("局况", "局Ș"), "Ș"),
])
def test_a_latin_letter_inside_chinese_is_one_encoding_finding(english, text, letter):
    assert_one(found(english, text, "zh"), "encoding", f"Latin letter '{letter}'", "conversion")


@pytest.mark.parametrize("english, text, check, word", [
    ("12C2(a)", ZH_12C2A.replace("裁判按照", "裁判©按照"), "encoding", "'©' right after Chinese text"),
    ("12C2(a)", ZH_12C2A.replace("有直接过错", "有直接过错®"), "encoding", "'®' right after Chinese text"),
    ("12C2(a)", ZH_12C2A.replace("C1(d)", "C1©"), "encoding", "'(c)' damaged"),
])
def test_a_stray_copyright_sign_is_one_encoding_finding(english, text, check, word):
    assert_one(found(english, text, "zh"), check, word)


# ---------------------------------------------------------------- 2. Greek look-alikes of Latin letters

@pytest.mark.parametrize("english, text, lang, word, reads", [
    ("12C2(b)", ZH_12C2B.replace("IMP赛", "ΙΜΡ赛"), "zh", "ΙΜΡ", "IMP"),
    ("12C2(b)", ZH_12C2B.replace("正3 IMP", "正3 ΙΜΡ"), "zh", "ΙΜΡ", "IMP"),
    ("12C2(b)", ZH_12C2B.replace("正3 IMP", "正3 ΙMΡ"), "zh", "ΙMΡ", "IMP"),
    (UNIT, shipped_message("zh", UNIT).replace("为 IMP", "为 ΙΜΡ"), "zh", "ΙΜΡ", "IMP"),
    (VUL, shipped_message("zh", VUL).replace("ns、ew", "ns、ΕW"), "zh", "ΕW", "EW"),
    (UNIT, shipped_message("el", UNIT).replace("IMPs για", "ΙΜΡs για"), "el", "ΙΜΡs", "IMPs"),
    (VUL, shipped_message("el", VUL).replace("ns, ew", "ΝS, ew"), "el", "ΝS", "NS"),
    (VUL, shipped_message("el", VUL).replace("ns, ew", "ns, ΕW"), "el", "ΕW", "EW"),
    (UNIT, shipped_message("el", UNIT).replace("--ns", "--ΝS"), "el", "ΝS", "NS"),
    (UNIT, shipped_message("el", UNIT).replace("IMPs για", "ΙΜΡ για"), "el", "ΙΜΡ", "IMP"),
])
def test_greek_look_alikes_read_as_the_latin_word_are_one_finding(english, text, lang, word, reads):
    assert_one(found(english, text, lang), "script", f"'{word}' reads '{reads}'", "Greek letters that look like")


def test_greek_capitals_of_greek_words_are_no_look_alikes():
    # ΒΝ (North-South), a paragraph's Β2, the ΕΟΜ of a national note: Greek, no Latin word typed
    assert found(RESP, shipped_message("el", RESP), "el") == []
    assert found("the NS players' names", "ονόματα παικτών ΒΝ", "el") == []
    assert found("see B2 following", "βλέπε την παράγραφο Β2 παρακάτω", "el") == []


# ---------------------------------------------------------------- 3. a '?' for a lost letter

@pytest.mark.parametrize("english, text, lang, word", [
    ("12C2(a)", ZH_12C2A.replace("裁判", "裁?判", 1), "zh", "lost letter"),
    ("12C2(b)", ZH_12C2B.replace("主管单位批准", "主管单?批准"), "zh", "lost letter"),
    ("12C2(b)", ZH_12C2B.replace("主管单位批准", "主管单?，批准"), "zh", "lost letter"),
    ("12C2(a)", EL_12C2A.replace("διανομή", "διανομ?(ες)"), "el", "lost letter"),
    ("12C2(a)", EL_12C2A.replace("αποτέλεσμα", "αποτέλεσμ?"), "el", "lost letter"),
    ("12C2(a)", EL_12C2A.replace("κανένα τρόπο.", "κανένα τρόπ?."), "el", "lost letter"),
    (RESP, shipped_message("el", RESP).replace("σαφώς", "σαφ?ς"), "el", "lost letter"),
    (UNIT, shipped_message("zh", UNIT).replace("默认", "默?"), "zh", "lost letter"),
    (UNIT, shipped_message("el", UNIT).replace("ποσοστό", "ποσοστ?(ό)"), "el", "lost letter"),
    (RESP, shipped_message("el", RESP).replace("ΒΝ:", "ΒΝ ? none").replace(" none (", " (", 1), "el", "lost dash ('–')"),
])
def test_a_question_mark_for_a_lost_letter_is_one_finding(english, text, lang, word):
    assert_one(found(english, text, lang), "encoding", "'?", word)


def test_a_question_mark_the_english_has_is_no_lost_letter():
    assert found(TAKE, shipped_message("zh", TAKE).replace("接管吗？", "接管吗?"), "zh") == []
    assert found(TAKE, shipped_message("el", TAKE), "el") == []


# ---------------------------------------------------------------- 4. English left untranslated

ZH_CASES = ("：毫无过错的参赛者得平均正分（双人赛中至少为百分之六十），仅有部分过错的参赛者得平均分（双人赛中为百分之五十），"
            "有直接过错的参赛者得平均负分（双人赛中至多为可得比赛分的百分之四十）。")


@pytest.mark.parametrize("english, text, lang", [
    ("12C2(a)", EN_12C2A.replace("C1(d)", "C1©"), "zh"),
    ("12C2(a)", "因违规而不能取得结果时〔另见上文C1(d)〕，裁判按照对违规的责任判给人为调整分" + EN_12C2A[EN_12C2A.index(":"):],
     "zh"),
    ("12C2(a)", EN_12C2A[:EN_12C2A.index(":")].replace("C1(d)", "C1©") + ZH_CASES, "zh"),
    ("12C2(a)", ZH_12C2A.replace("裁判按照对违规的责任判给人为调整分", "the Director awards an artificial adjusted "
                                 "score according to responsibility for the irregularity"), "zh"),
    (UNIT, "--ns 和 --ew 的单位（default: percent, IMPs for a ruling scored in IMPs）", "zh"),
    (UNIT, "η μονάδα των --ns και --ew (default: percent, IMPs for a ruling scored in IMPs)", "el"),
    ("12A1", "The Director may award an adjusted score in favour of a non-offending contestant，当他认为本规则对所发生的"
             "特定违规类型并未规定判罚时。", "zh"),
    ("12A1", "裁判认为本规则对所发生的特定违规类型并未规定判罚时，the Director may award an adjusted score in favour of a "
             "non-offending contestant。", "zh"),
    (RESP, "responsibility ΒΝ: none (δεν έσφαλε), partly (έσφαλε μερικώς) ή direct (έσφαλε σαφώς)", "el"),
    (RESP, "南北 responsibility：none（无过错）、partly（部分过错）或 direct（直接过错）", "zh"),
    ("the translation adds '{found}' ('{other}'), whom the English does not name: someone else acts or decides?",
     "译文增加了英文未提及的 '{found}'（'{other}'）：someone else acts or decides?", "zh"),
])
def test_english_left_is_one_finding(english, text, lang):
    assert_one(found(english, text, lang), "untranslated-run", "English left untranslated")


# ---------------------------------------------------------------- 5. a typed value quoted

@pytest.mark.parametrize("english, text, lang", [
    (RESP, "南北的责任：none（无过错）、partly（部分过错）或者 'direct'（直接过错）", "zh"),
    (RESP, "南北的责任：'none'（无过错）、'partly'（部分过错）或 'direct'（直接过错）", "zh"),
    (RESP, "南北的责任：none（无过错）、partly（部分过错）或者 “direct”（直接过错）", "zh"),
    (VUL, "局况：none（双方无局）、ns、ew 或者 'both'（双方有局）", "zh"),
    (RESP, "ευθύνη ΒΝ: none (δεν έσφαλε), partly (έσφαλε μερικώς) ή 'direct' (έσφαλε σαφώς)", "el"),
    (VUL, "τρωτότητα: 'none' (κανείς), 'ns', 'ew' ή 'both' (όλοι)", "el"),
    (VUL, "τρωτότητα: none (κανείς), ns, ew ή «both» (όλοι)", "el"),
    (TAKE, "于 {time}（UTC）在另一个登录（{terminal}）中保存的裁决仍未完成：要接管吗？（'y' 或者 'n'）", "zh"),
    (TAKE, "Μια απόφαση που αποθηκεύτηκε στις {time} (UTC) σε άλλη σύνδεση ({terminal}) είναι ακόμη ανοιχτή: να "
           "αναληφθεί; ('y' ή 'n')", "el"),
])
def test_a_typed_value_quoted_is_no_finding(english, text, lang):
    assert found(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, check, word", [
    (VUL, "局况：'none'（双方无局）、'ns'、'ew' 以及 'both'（双方有局）", "zh", "terminology", "以及"),
    (VUL, "τρωτότητα: none (κανείς), ns, ew και 'both' (όλοι)", "el", "terminology", "και"),
    (VUL, "局况：none（双方无局）、ns、ew 或者 'all'（双方有局）", "zh", "options", "both"),
    (RESP, "ευθύνη ΒΝ: none (δεν έσφαλε), partly (έσφαλε μερικώς) ή 'full' (έσφαλε σαφώς)", "el", "options", "direct"),
])
def test_a_typed_value_quoted_but_changed_is_one_finding(english, text, lang, check, word):
    assert_one(found(english, text, lang), check, word)
