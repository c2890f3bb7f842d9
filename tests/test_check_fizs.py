"""Engineer fizs, session 44 (issue 9 §2): two misses of fresh tester t9bu.

- "Press the number of the first language (Escape: cancel)." as "… (Escape: cancel)." (bu-unt19): the untranslated
  check skips bracketed text (glosses, commands), so "cancel" left in English was no finding.  Inside a bracket too,
  the Latin words right after a key's name of more than one letter and a colon ("Escape:", "PgDn:", "Esc：") say what
  the key does: prose to translate (:func:`helper.catalog.checks.untranslated.after_key_colon`).  The finding names
  the word, not the key kept before it.
- "Can you estimate the probable outcome had the infraction not occurred?" as "既然没有发生违规，…" (bu-con10): the
  counterfactual ("had … not occurred" = 假如/如果…没有, "Αν δεν είχε γίνει") made a fact (既然, αφού, επειδή: "since").
  A condition said by inversion counts among the English's conditions a word of cause may replace
  (:func:`helper.catalog.checks.conditions.condition_made_cause`): the one sentences finding "a cause in the
  translation".
"""

from __future__ import annotations

from tests.support import fresh_inputs, interface_item, one_finding_tests, one_gained

FIRST = "Press the number of the first language (Escape: cancel)."
ALONE = "Press 1 for {language} alone (Escape: cancel)."
SCROLL = "Scroll the law text (PgDn: down)"
HAD = "Can you estimate the probable outcome had the infraction not occurred?"

LEFT = ("untranslated-run", "English left untranslated in the translation")
CAUSE = ("sentences", "the English's condition 'had the infraction not occurred' is a cause in the translation")

KEY_HINTS = [
    # the tester's input, then other keys (Esc, PgDn), other entries, Chinese brackets and colons
    ("el", FIRST, "Πατήστε τον αριθμό της πρώτης γλώσσας (Escape: cancel).", "cancel"),
    ("zh", FIRST, "按第一种语言的编号（Escape：cancel）。", "cancel"),
    ("el", FIRST, "Πατήστε τον αριθμό της πρώτης γλώσσας (Esc: cancel).", "cancel"),
    ("zh", FIRST, "按第一种语言的编号（Esc：cancel）。", "cancel"),
    ("el", ALONE, "Πατήστε 1 για μόνο {language} (Escape: cancel).", "cancel"),
    ("zh", ALONE, "按 1 只用{language}（Escape: cancel）。", "cancel"),
    ("el", SCROLL, "Κύλιση του κειμένου του Νόμου (PgDn: down)", "down"),
    ("zh", SCROLL, "滚动规则条文（PgDn：down）", "down"),
]

CAUSES = [
    # the tester's input, then other words of cause (由于, 因为; αφού, επειδή), the clause first or last
    ("zh", HAD, "既然没有发生违规，能否估计可能出现的结果？", "既然没有发生违规"),
    ("zh", HAD, "既然违规没有发生，您能否估计出可能的结果？", "既然违规没有发生"),
    ("zh", HAD, "由于没有发生违规，能否估计可能出现的结果？", "由于没有发生违规"),
    ("zh", HAD, "因为违规没有发生，能否估计可能的结果？", "因为违规没有发生"),
    ("el", HAD, "Αφού δεν έγινε η παράβαση, μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα;", "Αφού δεν έγινε η παράβαση"),
    ("el", HAD, "Επειδή δεν έγινε η παράβαση, μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα;",
     "Επειδή δεν έγινε η παράβαση"),
    ("el", HAD, "Μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα, αφού δεν συνέβη η παράβαση;",
     "αφού δεν συνέβη η παράβαση"),
]

CLEAN = [
    # key hints translated, the key kept; the counterfactual said "if … had not" (假如, 如果, 若; αν, εάν)
    ("el", FIRST, "Πατήστε τον αριθμό της πρώτης γλώσσας (Escape: ακύρωση)."),
    ("zh", FIRST, "按第一种语言的编号（Escape：取消）。"),
    ("zh", FIRST, "按第一种语言的编号（Esc：取消）。"),
    ("el", FIRST, "Πατήστε τον αριθμό της πρώτης γλώσσας (Escape για ακύρωση)."),
    ("el", ALONE, "Πατήστε 1 για μόνο {language} (Escape: ακύρωση)."),
    ("zh", ALONE, "按 1 只用{language}（按 Escape 取消）。"),
    ("el", SCROLL, "Κύλιση του κειμένου του Νόμου (PgDn: κάτω)"),
    ("zh", SCROLL, "滚动规则条文（PgDn：向下）"),
    ("zh", HAD, "假如没有发生违规，能否估计可能出现的结果？"),
    ("zh", HAD, "如果没有发生违规，能否估计可能出现的结果？"),
    ("zh", HAD, "若没有发生违规，能否估计可能出现的结果？"),
    ("zh", HAD, "若违规未曾发生，能否估计可能的结果？"),
    ("el", HAD, "Αν δεν είχε γίνει η παράβαση, μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα;"),
    ("el", HAD, "Εάν δεν είχε συμβεί η παράβαση, μπορείτε να εκτιμήσετε ποιο θα ήταν το πιθανό αποτέλεσμα;"),
    ("el", HAD, "Μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα αν δεν είχε γίνει η παράβαση;"),
]

# Each defect gives one finding naming it (tester t9bu bu-unt19, bu-con10 and variants); each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, LEFT[0], words, (LEFT[1], f"'{words}'")) for lang, entry, msgstr, words in KEY_HINTS]
    + [(lang, entry, msgstr, CAUSE[0], found, (CAUSE[1], f"'{found}': because")) for lang, entry, msgstr, found
       in CAUSES], CLEAN)


def test_tester_inputs():
    """The tester's two inputs, as its file has them: one finding each."""
    inputs = fresh_inputs("t9bu")
    assert one_gained(inputs["bu-unt19"], *LEFT).fragment == "cancel"
    assert one_gained(inputs["bu-con10"], *CAUSE).fragment == "既然没有发生违规"


def test_cause_without_negation_is_the_negations():
    """"since it occurred" for "had it not occurred" drops the negation too: the negation's one finding, no cause
    besides (testers t9bk bk-con11, t9bg bg-con16), in Chinese too."""
    for lang, msgstr in (("el", "Μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα επειδή συνέβη η παράβαση;"),
                         ("el", "Αφού συνέβη η παράβαση, μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα;"),
                         ("zh", "既然发生了违规，能否估计可能出现的结果？")):
        one_gained(interface_item(lang, HAD, msgstr), "negation", "")


def test_whole_entry_left_is_one_finding():
    """A key hint of an entry left whole in English is that entry's one finding (tester t9bn bn-unt22)."""
    assert one_gained(interface_item("el", SCROLL, SCROLL), *LEFT).fragment == "Scroll the law text"
