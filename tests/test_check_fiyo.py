"""Tester t9bo's inputs met by fiyo (issue 9 §2): a whole interface string left in English ("No" as "No", bo-unt17),
one English word left before a sentence's full stop ("ακόμη rulings.", bo-unt22), and the alternative dropped named
rightly where a contrast follows it ("ns or ew, not {value}" as "ns，不能是 {value}": 'or ew', not 'be ns', bo-alt07).
Each defect gives exactly one finding; correct translations (codes, names and commands kept by design) give none."""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, one_finding_tests, one_gained

UNTRANSLATED = "English left untranslated in the translation"
ALTERNATIVE = "the alternative '{}' of the English is missing"

_TESTER = fresh_inputs("t9bo")


@pytest.mark.parametrize("key, check, words", [
    ("bo-unt17", "untranslated-run", (UNTRANSLATED, "'No'")),
    ("bo-unt22", "untranslated-run", (UNTRANSLATED, "'rulings'")),
    ("bo-alt07", "sentences", ALTERNATIVE.format("or ew")),
])
def test_tester_input(key, check, words):
    one_gained(_TESTER[key], check, words)


test_defect, test_rewording = one_finding_tests([
    # a whole entry left in English, its words of prose short or capitalised (bo-unt17's kind)
    ("zh", "No", "No", "untranslated-run", "No", (UNTRANSLATED, "'No'")),
    ("zh", "{date} by {name}", "{date} by {name}", "untranslated-run", "{date} by {name}", UNTRANSLATED),
    ("el", "{date} by {name}", "{date} by {name}", "untranslated-run", "{date} by {name}", UNTRANSLATED),
    # one English word of the source left before the sentence's full stop (bo-unt22's kind)
    ("el", "Choose a paragraph first.", "Επιλέξτε πρώτα μια paragraph.", "untranslated-run", "paragraph",
     (UNTRANSLATED, "'paragraph'")),
    ("el", "This question needs an answer.", "Η ερώτηση αυτή χρειάζεται answer.", "untranslated-run", "answer",
     (UNTRANSLATED, "'answer'")),
    ("zh", "No rulings recorded yet.", "尚无已记录的 rulings.", "untranslated-run", "rulings",
     (UNTRANSLATED, "'rulings'")),
    ("zh", "Enter a whole number.", "请输入整数 number.", "untranslated-run", "number", (UNTRANSLATED, "'number'")),
    # an alternative dropped before a contrast ", not {value}" (bo-alt07's kind): the one dropped named
    ("el", "{field}: the side must be ns or ew, not {value}.", "{field}: ο άξονας πρέπει να είναι ns, όχι {value}.",
     "sentences", "or ew", ALTERNATIVE.format("or ew")),
    ("zh", "{field}: the side must be ns or ew, not {value}.", "{field}：方位必须是 ns，而不是 {value}。", "sentences",
     "or ew", ALTERNATIVE.format("or ew")),
], [
    # the translations, and codes, names and commands kept by design
    ("el", "No", "Όχι"),
    ("zh", "No", "否"),
    ("el", "translate-toolkit {check}: {detail}", "translate-toolkit {check}: {detail}"),
    ("el", "(datum {datum})", "(datum {datum})"),
    ("zh", "translate-toolkit {check}: {detail}", "translate-toolkit {check}: {detail}"),
    ("el", "No rulings recorded yet.", "Δεν έχει καταγραφεί ακόμη καμία απόφαση."),
    ("el", "Corrects ruling {id}, which another helper had changed meanwhile.",
     "Διορθώνει την απόφαση {id}, που στο μεταξύ την είχε αλλάξει άλλο παράθυρο του helper."),
    ("el", "At {scoring} give --field.", "Σε {scoring} χρησιμοποιήστε --field."),
    ("zh", "{field}: the side must be ns or ew, not {value}.", "{field}：方位只能是 ns 或 ew，不能是 {value}。"),
    ("el", "{field}: the side must be ns or ew, not {value}.", "{field}: ο άξονας πρέπει να είναι ns ή ew και όχι {value}."),
])
