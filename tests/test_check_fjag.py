"""Engineer fjag, session 46 (issue 9 §2): numbers and untranslated inputs of fresh tester t9bx.

- Two numbers swapped, each item of a list keeping its place ("2: two per score beaten, one per tie" as "2: ένας για
  κάθε αποτέλεσμα που ξεπεράστηκε, δύο για κάθε ισοπαλία", bx-num15): :func:`helper.catalog.checks.numbers.
  swapped_in_order`, words and digits together (Chinese 计两分 / 得一分 read as numbers); items given in another order,
  each with its number, stay clean.
- Multipliers are numbers: διπλάσιο / τριπλάσιο / τετραπλάσιο, 两倍 / 三倍 ("more than twice" as "τριπλάσιο",
  bx-num20).
- A whole interface entry left in English whose runs leave an ordinary word that is an item of a comma list
  ("Pairs, matchpoints": "Pairs" found, "matchpoints" a list's item) is one untranslated-run quoting the whole entry, no terminology finding besides
  (bx-unt06, bx-unt16; :func:`helper.catalog.checks.untranslated.whole_entry_words`).
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, said

INPUTS = fresh_inputs("t9bx")

SCORE = "2: two per score beaten, one per tie; 1: one per score beaten, a half per tie (default: the settings)"
TWICE = "{setting} must be more than twice {other}"
EL_SCORE = ("2: {a} για κάθε αποτέλεσμα που ξεπεράστηκε, {b} για κάθε ισοπαλία· 1: {c} για κάθε αποτέλεσμα που "
            "ξεπεράστηκε, {d} για κάθε ισοπαλία (προεπιλογή: οι ρυθμίσεις)")
ZH_SCORE = "2：每胜过一个得分计{a}分，每打平一个计{b}分；1：每胜过一个得分计{c}分，每打平一个计{d}分（默认：按设置）"


def el(a, b, c="ένας", d="μισός"):
    return EL_SCORE.format(a=a, b=b, c=c, d=d)


def zh(a, b, c="1", d="半"):
    return ZH_SCORE.format(a=a, b=b, c=c, d=d)


def test_tester_inputs():
    for name, check, fragment in (
            ("bx-num15", "number", "ένας για κάθε αποτέλεσμα που ξεπεράστηκε, δύο"),
            ("bx-num20", "number", "twice / τριπλάσιο"),
            ("bx-unt06", "untranslated-run", "Pairs, matchpoints"),
            ("bx-unt16", "untranslated-run", "Individual, matchpoints")):
        found = said(INPUTS[name])
        assert [(c, f) for c, _m, f in found] == [(check, fragment)], (name, found)


test_defect, test_rewording = one_finding_tests([
    # number words (or digits) swapped between two items of a list
    ("el", SCORE, el("ένας", "δύο"), "number", "ένας για κάθε αποτέλεσμα που ξεπεράστηκε, δύο",
     ("'two' and 'one' swapped?",)),
    ("zh", SCORE, zh("1", "2"), "number", "1分，每打平一个计2", ("'two' and 'one' swapped?",)),
    ("zh", SCORE, zh("一", "两"), "number", "一分，每打平一个计两", ("'two' and 'one' swapped?",)),
    ("zh", SCORE, zh("两", "一", "半", "一"), "number", "半分，每打平一个计一", ("'one' and 'a half' swapped?",)),
    # multipliers changed
    ("el", TWICE, "το {setting} πρέπει να είναι μεγαλύτερο από το τριπλάσιο του {other}", "number",
     "twice / τριπλάσιο", ("number differs",)),
    ("el", TWICE, "το {setting} πρέπει να είναι μεγαλύτερο από το τετραπλάσιο του {other}", "number",
     "twice / τετραπλάσιο", ("number differs",)),
    ("zh", TWICE, "{setting} 必须大于 {other} 的三倍", "number", "twice / 三", ("number differs",)),
    # a whole entry left in English, a list of words
    ("zh", "Pairs, matchpoints", "Pairs, matchpoints", "untranslated-run", "Pairs, matchpoints",
     ("English left untranslated",)),
    ("el", "Pairs, matchpoints", "Pairs, matchpoints", "untranslated-run", "Pairs, matchpoints",
     ("English left untranslated",)),
    ("zh", "Individual, matchpoints", "Individual, matchpoints", "untranslated-run", "Individual, matchpoints",
     ("English left untranslated",)),
], [
    # the numbers in the English's order, in words or digits
    ("el", SCORE, el("δύο", "ένας")),
    ("zh", SCORE, zh("两", "一", "一")),
    ("zh", SCORE, zh("2", "1")),
    # items given in another order, each with its number
    ("el", SCORE, "2: ένας για κάθε ισοπαλία, δύο για κάθε αποτέλεσμα που ξεπεράστηκε· 1: ένας για κάθε αποτέλεσμα "
     "που ξεπεράστηκε, μισός για κάθε ισοπαλία (προεπιλογή: οι ρυθμίσεις)"),
    ("zh", SCORE, "2：每打平一个计一分，每胜过一个得分计两分；1：每胜过一个得分计一分，每打平一个计半分（默认：按设置）"),
    # multipliers kept
    ("el", TWICE, "το {setting} πρέπει να είναι μεγαλύτερο από το διπλάσιο του {other}"),
    ("el", TWICE, "το {setting} πρέπει να είναι πάνω από δύο φορές το {other}"),
    ("zh", TWICE, "{setting} 必须大于 {other} 的两倍"),
    ("zh", TWICE, "{setting} 必须大于 {other} 的2倍"),
])
