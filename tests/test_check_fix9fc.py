"""One defect, one finding (issue 9 §2 "a message a reviewer understands", fix9fc): single defects that gave 2-3
findings, each a kind, with the input that showed it, other wordings of it and correct wordings that give none.

1. A count in words changed ("One or More Tables" as 两张或更多桌): one "number differs" naming both counts, not also
   the English's count missing and 多个 (of 多个结果, "Multiple Results") a count not in the English (3 findings).
   86B2(a)'s second "one or more" changed (两副或更多) names the English's count too.
2. The two terms of a contrast exchanged ("an assigned adjusted score, not an artificial one" as "τεχνητή …, όχι κατ'
   εκτίμηση", 人为调整分，而非裁定调整分): the one "exchanged" finding, not also the term said wrong.
3. A number the English says twice changed once ("from -24 to 24": -24 as 0, -1, ένα, "μείον ένα"): one "number
   differs" quoting both numbers as written, sign included ("-24"), not "0 in the translation is not in the English"
   (no number of the English named) nor "1" for -1; a -24 made the word ένα was no finding at all.
4. A Chinese text read as GBK: one mojibake finding; the U+FFFD of bytes GBK could not read and the Traditional-looking
   characters (級, 紝) inside the misread text are its own.  A U+FFFD in a correct text is still its finding.
5. The same defect in both forms of a plural entry, its finding quoting each form's words: one finding "(in both
   forms)"; a defect of one form still names that form; findings that quote no translation stay as they were.
6. A placeholder replaced by a number ({count} as 3): one placeholders finding naming the number; two placeholders
   exchanged ({ns} … {ew} as {ew} … {ns}) was already one finding (kept as a test).
7. "if" made "even if" (即使, 哪怕, "ακόμη κι αν"): already one finding (kept as a test).
8. A key letter that is also a word ("a") changed ("a: approve" as "b: …", "Press a again" as 再按 b): one "the
   English names the key 'a', the translation 'b'" (was "the key 'b' … not named in the English": 'a' was never a
   key); "a" marked as a key by "press" or a label's colon, not "Press a key".
"""

from __future__ import annotations

import polib

from helper.catalog.checks.catalogues import check_entry
from tests.support import edits_test, findings, findings_test, law_texts


def number_differs(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


# ---------------------------------------------------------------- 1

TITLE = "Multiple Results Obtained at One or More Tables²⁾"

test_a_count_in_words_changed_is_one_number_finding = findings_test([
    (TITLE, "在两张或更多桌得到多个结果²⁾", "zh", number_differs("One or More", "两张或更多桌")),
    (TITLE, "在两张或更多张桌上得到多个结果²⁾", "zh", number_differs("One or More", "两张或更多张")),
    (TITLE, "在三桌或更多桌得到多个结果²⁾", "zh", number_differs("One or More", "三桌或更多桌")),
    # correct: one or more tables
    (TITLE, "在一桌或多桌得到多个结果²⁾", "zh"),
    (TITLE, "在一张或多张桌上得到多个结果²⁾", "zh"),
], doc="'One or More Tables' as two or three or more: one number finding; one or more, none.")

test_the_second_one_or_more_changed_is_named = edits_test([
    ("zh", "86B2(a)", "改打一副或多副", "改打两副或更多", number_differs("one or more", "两副或更多")),
    ("zh", "86B2(a)", "判给一个或多个", "判给三个或更多", number_differs("one or more", "三个或更多")),
    ("zh", "86B2(a)", "改打一副或多副", "改打一副或几副"),
], doc="86B2(a) says 'one or more' twice: the one changed is 'number differs', naming the English's count.")

# ---------------------------------------------------------------- 2

FAVOURABLE = ("The result at the other table between the same contestants is clearly favourable to one side: an "
              "assigned adjusted score, not an artificial one (Law {law}).")
FAVOURABLE_EL = ("Το αποτέλεσμα στο άλλο τραπέζι, μεταξύ των ίδιων αγωνιζόμενων, είναι φανερά ευνοϊκό για έναν "
                 "άξονα: επιδικάζεται {terms} (Νόμος {{law}}).")
FAVOURABLE_ZH = "相同参赛者之间另一桌的结果明显有利于一方：判给{terms}（{{law}}）。"


def exchanged(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", "the English says 'assigned adjusted score, not an artificial one', the "
                                     f"translation negates the term it affirms ('{found}'): the two terms of the "
                                     "contrast exchanged?")]


test_a_contrast_exchanged_is_one_finding = findings_test([
    (FAVOURABLE, FAVOURABLE_EL.format(terms="τεχνητή επανορθωτική βαθμολογία, όχι κατ' εκτίμηση"), "el",
     exchanged(", όχι κατ' εκτίμηση")),
    (FAVOURABLE, FAVOURABLE_EL.format(terms="τεχνητή επανορθωτική βαθμολογία και όχι κατ' εκτίμηση"), "el",
     exchanged("και όχι κατ' εκτίμηση")),
    (FAVOURABLE, FAVOURABLE_ZH.format(terms="人为调整分，而非裁定调整分"), "zh", exchanged("而非裁定")),
    (FAVOURABLE, FAVOURABLE_ZH.format(terms="人为调整分，不是裁定调整分"), "zh", exchanged("不是裁定")),
    # correct: the shipped wordings and the contrast inside the term
    (FAVOURABLE, FAVOURABLE_EL.format(terms="κατ' εκτίμηση επανορθωτική βαθμολογία, όχι τεχνητή"), "el"),
    (FAVOURABLE, FAVOURABLE_EL.format(terms="κατ' εκτίμηση και όχι τεχνητή επανορθωτική βαθμολογία"), "el"),
    (FAVOURABLE, FAVOURABLE_ZH.format(terms="裁定调整分，而非人为调整分"), "zh"),
], doc="assigned and artificial exchanged in one sentence: one finding, not also the term said wrong.")

# ---------------------------------------------------------------- 3

IMPS = "{field}: IMPs on one board must be from -24 to 24, not {value}."
IMPS_EL = "{{field}}: τα IMPs μιας διανομής πρέπει να είναι από {low} έως {high}, όχι {{value}}."
IMPS_ZH = "{{field}}：一副牌的 IMP 必须在 {low} 到 {high} 之间，不能是 {{value}}。"

test_a_number_said_twice_changed_once_is_quoted_as_written = findings_test([
    (IMPS, IMPS_EL.format(low="0", high="24"), "el", number_differs("-24", "0")),
    (IMPS, IMPS_ZH.format(low="0", high="24"), "zh", number_differs("-24", "0")),
    (IMPS, IMPS_EL.format(low="-1", high="24"), "el", number_differs("-24", "-1")),
    (IMPS, IMPS_ZH.format(low="-24", high="0"), "zh", number_differs("24", "0")),
    (IMPS, IMPS_EL.format(low="ένα", high="24"), "el", number_differs("-24", "ένα")),
    (IMPS, IMPS_EL.format(low="μείον ένα", high="24"), "el", number_differs("-24", "μείον ένα")),
    # correct: the shipped wordings
    (IMPS, IMPS_EL.format(low="-24", high="24"), "el"),
    (IMPS, IMPS_ZH.format(low="-24", high="24"), "zh"),
    (IMPS, IMPS_ZH.format(low="负24", high="24"), "zh"),
], doc="-24 of 'from -24 to 24' changed: one number finding quoting -24 and the new number as written.")

# ---------------------------------------------------------------- 4


def read_as_gbk(text: str) -> str:
    """``text`` written in UTF-8 and read as GBK, a byte GBK cannot read as U+FFFD."""
    return text.encode("utf-8").decode("gbk", errors="replace")


def test_a_text_read_as_gbk_is_one_finding():
    english, chinese = law_texts("zh", "12C2(a)")
    damaged = read_as_gbk(chinese)
    assert "\ufffd" in damaged and "紝" in damaged  # what used to be found again: a lost byte, a Traditional look-alike
    # 12C2(a) begins 当由于违规…: its first run reads that
    [(check, severity, message)] = findings(english, damaged, "zh", "12C2(a)")
    assert (check, severity) == ("encoding", "error")
    assert message.startswith("mojibake '褰撶敱浜庤繚' and ")
    assert message.endswith(" more (UTF-8 read as GBK; the first reads '当由于违') in the translation")
    for paragraph, first in (("86B3", "对于仅在"), ("86B2(a)", "如果没有参赛者有过错"), ("12C1(e)(i)", "得到的分数为因纠正其")):
        english, chinese = law_texts("zh", paragraph)
        [(check, _severity, message)] = findings(english, read_as_gbk(chinese), "zh", paragraph)
        assert check == "encoding" and f"the first reads '{first}'" in message, paragraph


def test_a_lost_character_in_a_correct_text_is_still_found():
    english, chinese = law_texts("zh", "12C2(a)")
    assert findings(english, chinese, "zh", "12C2(a)") == []
    assert findings(english, chinese.replace("违规", "违\ufffd", 1), "zh", "12C2(a)") == [
        ("encoding", "error", "replacement character U+FFFD (a character lost in conversion) in the translation")]


# ---------------------------------------------------------------- 5

FEWER = ("Convention: a version played fewer than {count} time gets artificial scores (Law {law}).",
         "Convention: a version played fewer than {count} times gets artificial scores (Law {law}).")
FEWER_EL = ["Σύμβαση: μια εκδοχή που παίχτηκε λιγότερο από {count} φορά παίρνει τεχνητή βαθμολογία (Νόμος {law}).",
            "Σύμβαση: μια εκδοχή που παίχτηκε λιγότερες από {count} φορές παίρνει τεχνητή βαθμολογία (Νόμος {law})."]
WRITTEN = ("{count} ruling written to {file}", "{count} rulings written to {file}")


def plural_findings(english: tuple[str, str], forms: list[str]) -> list[tuple[str, str, str]]:
    entry = polib.POEntry(msgid=english[0], msgid_plural=english[1], flags=["python-brace-format"],
                          msgstr_plural=dict(enumerate(forms)))
    return [(f.check, f.severity, f.message) for f in check_entry(entry, "el", "messages", nplurals=2)]


def test_the_same_defect_in_both_forms_is_one_finding():
    more = [FEWER_EL[0].replace("λιγότερο", "περισσότερο"), FEWER_EL[1].replace("λιγότερες", "περισσότερες")]
    assert plural_findings(FEWER, more) == [
        ("terminology", "error", "the English says 'fewer', the translation 'περισσότερο': the comparison reversed? "
                                 "(in both forms)")]
    left = ["{count} ruling γράφτηκε στο {file}", "{count} rulings γράφτηκαν στο {file}"]
    assert plural_findings(WRITTEN, left) == [
        ("untranslated-run", "error", "English left untranslated in the translation: 'ruling' (in both forms)")]
    # a defect of one form names that form
    assert plural_findings(FEWER, [FEWER_EL[0], more[1]]) == [
        ("terminology", "error", "the English says 'fewer', the translation 'περισσότερες': the comparison "
                                 "reversed? (only in the plural form, msgstr[1])")]
    # a finding quoting no translation, the same words in both forms: said once, as before (no form named)
    assert plural_findings(WRITTEN, ["{count} απόφαση γράφτηκε", "{count} αποφάσεις γράφτηκαν"]) == [
        ("placeholders", "error", "a placeholder of the English is missing: {file}; the helper shows the English "
                                  "instead")]
    assert plural_findings(FEWER, FEWER_EL) == []


# ---------------------------------------------------------------- 6

LONG = "Too long: the {name} field has more than {count} characters."
EXPECTED = "--expected must be at least the number of results ({count})."
BOARD = "Board {board}: {count} results"
SCORES = "{result}: NS {ns}, EW {ew} (Law 77)"


def replaced(name: str, number: str) -> list[tuple[str, str, str]]:
    return [("placeholders", "error", f"the placeholder {name} of the English is replaced by the number {number}; "
                                      "the helper shows the English instead")]


test_a_placeholder_replaced_by_a_number_is_one_finding = findings_test([
    (LONG, "太长：{name}一栏超过 3 个字符。", "zh", replaced("{count}", "3")),
    (LONG, "Πολύ μεγάλο: το πεδίο «{name}» έχει περισσότερους από 3 χαρακτήρες.", "el", replaced("{count}", "3")),
    (EXPECTED, "--expected 不能少于实际结果数（12）。", "zh", replaced("{count}", "12")),
    (BOARD, "Διανομή 7: {count} αποτελέσματα", "el", replaced("{board}", "7")),
    # exchanged placeholders: one finding already
    (SCORES, "{result}：南北 {ew}，东西 {ns}（第77条）", "zh",
     [("placeholder-order", "error", "labels or placeholders swapped: {ew} after EW in the English, after NS in the "
                                     "translation; {ns} after NS in the English, after EW in the translation")]),
    # correct
    (LONG, "太长：{name}一栏超过 {count} 个字符。", "zh"),
    (LONG, "Πολύ μεγάλο: το πεδίο «{name}» έχει περισσότερους από {count} χαρακτήρες.", "el"),
    (SCORES, "{result}：南北 {ns}，东西 {ew}（第77条）", "zh"),
], doc="{count} as 3: one finding naming the number; {ns}/{ew} exchanged: one finding.")

# ---------------------------------------------------------------- 7

REPLACE = "replace the file if it exists (its mode is kept)"


def concession(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the English's condition '{english}' is a concession in the translation "
                                  f"('{found}': even if): the condition reversed?")]


test_if_made_even_if_is_one_finding = edits_test([
    ("zh", "86B2(c)", "如果", "即使", concession("If", "即使双方参赛者都有过错")),
    ("zh", "86B2(c)", "如果", "哪怕", concession("If", "哪怕双方参赛者都有过错")),
    ("el", "86B2(c)", "Αν επρόκειτο", "Ακόμη κι αν επρόκειτο", concession("If", "Ακόμη κι αν επρόκειτο για σφάλμα")),
    ("el", "86B2(a)", "Αν δεν", "Ακόμα και αν δεν", concession("If", "Ακόμα και αν δεν επρόκειτο για")),
    ("zh", "86B2(c)", "如果", "若"),
    ("el", "86B2(c)", "Αν επρόκειτο", "Εάν επρόκειτο"),
], doc="'If' as 'even if': one finding.")

test_if_made_even_if_in_an_interface_string_is_one_finding = findings_test([
    (REPLACE, "αντικατάσταση του αρχείου ακόμη κι αν υπάρχει (τα δικαιώματά του διατηρούνται)", "el",
     concession("if", "ακόμη κι αν υπάρχει (τα δικαιώματά")),
    (REPLACE, "αντικατάσταση του αρχείου αν υπάρχει (τα δικαιώματά του διατηρούνται)", "el"),
    (REPLACE, "文件已存在时替换它（保留其权限模式）", "zh"),
], doc="'if' as 'ακόμη κι αν' in an interface string: one finding.")

# ---------------------------------------------------------------- 8

KEYS = ("a: approve their text   k: keep their text, not approved (yours goes into the note)   Esc: cancel, nothing "
        "is saved   PgUp/PgDn: scroll")
KEYS_ZH = "{a}：审定对方的文本   k：保留对方的文本，不审定（您的文本写入备注）   Esc：取消，不保存任何内容   PgUp/PgDn：滚动"
KEYS_EL = ("{a}: έγκριση του δικού τους κειμένου   k: διατήρηση του δικού τους κειμένου χωρίς έγκριση (το δικό σας "
           "μπαίνει στη σημείωση)   Esc: ακύρωση, δεν αποθηκεύεται τίποτα   PgUp/PgDn: κύλιση")
AGAIN = ("This entry has {count} open error (see Findings). Press a again to approve it all the same; any other key "
         "cancels.")
AGAIN_ZH = "此条目有 {{count}} 个未解决的错误（见“发现”）。再按 {a} 仍予审定；按其他键取消。"
AGAIN_EL = ("Αυτή η καταχώριση έχει {{count}} ανοιχτό σφάλμα (βλ. Ευρήματα). Πατήστε ξανά {a} για να την εγκρίνετε "
            "παρ' όλα αυτά· οποιοδήποτε άλλο πλήκτρο ακυρώνει.")
PRESS_ANY = "Press a key to go on."


def wrong_key(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English names the key '{english}', the translation '{found}': a Director told "
                              "the wrong key?")]


test_a_key_letter_that_is_a_word_changed_is_one_keys_finding = findings_test([
    (KEYS, KEYS_ZH.format(a="b"), "zh", wrong_key("a", "b")),
    (KEYS, KEYS_EL.format(a="b"), "el", wrong_key("a", "b")),
    (AGAIN, AGAIN_ZH.format(a="b"), "zh", wrong_key("a", "b")),
    (AGAIN, AGAIN_EL.format(a="e"), "el", wrong_key("a", "e")),
    # correct: the shipped wordings; "a key" is no key a
    (KEYS, KEYS_ZH.format(a="a"), "zh"),
    (KEYS, KEYS_EL.format(a="a"), "el"),
    (AGAIN, AGAIN_ZH.format(a="a"), "zh"),
    (AGAIN, AGAIN_EL.format(a="a"), "el"),
    (PRESS_ANY, "按任意键继续。", "zh"),
], doc="'a' marked as a key (a label's colon, 'Press a again') changed: one finding naming a and the new key.")
