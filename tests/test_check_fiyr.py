"""Fresh tester t9bp's alternatives not met (issue 9 §2, fiyr), each a kind: the tester's input, other defects of the
kind (one finding each: its check and words of its message) and correct rewordings (no finding), measured as the
tester does (:func:`tests.testers.measure.gained`; a string not shipped: :func:`tests.support.gained_or_paired`).

1. A whole alternative of an option with its keys dropped (t9bp bp-al08: "…, or --player n, e, s or w (an
   individual)." left out): its option, its keys and its parenthetical are parts of that one alternative, said by one
   ``sentences`` error "the alternative '…' of the English is missing in the translation, with what it carried"
   (:func:`helper.catalog.checks.pair._alternative_dropped`; the keys carried only with their option).  The
   alternatives given in another order: no finding (:func:`helper.catalog.checks.alternatives.dropped_alternatives`).
2. A literal item of a list dropped (t9bp bp-al11: "[adjusted], [scoring], [penalty] and [appeal]" without
   "[appeal]"): a table name in square brackets, a word in backquotes or single quotes, the others kept as written:
   one ``options`` error "the value '…' the English lists is not in the translation"
   (:func:`helper.catalog.checks.values.literal_differences`).  Reordered, joined with 、 or και, in full-width
   brackets: no finding.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, gained_or_paired, interface_item, one_gained, one_gained_tests

TESTER = fresh_inputs("t9bp")

GIVE = "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)."
SEAT = "Choose the seat: --table {number} (a team match), or --seat n, e, s or w (an individual)."
TABLES = "{file}: unknown setting or table {names} (the tables are [adjusted], [scoring], [penalty] and [appeal])"
FORMATS = "Formats: `csv`, `json` or `html`."
ANSWER = "Answer 'yes', 'no' or 'skip'."
SECTIONS = "Sections: [rounds] and [tables]."

PLAYER_GONE = ("the alternative 'or --player n, e, s or w (an individual)' of the English is missing in the translation, "
               "with what it carried: 'n, e, s or w', '--player', '(an individual)'")
SEAT_GONE = ("the alternative 'or --seat n, e, s or w (an individual)' of the English is missing in the translation, "
             "with what it carried: 'n, e, s or w', '--seat', '(an individual)'")
VALUE = "the value '{}' the English lists is not in the translation: a Director not told he may type it?"


@pytest.mark.parametrize("item_id, check, words, fragment", [
    ("bp-al08", "sentences", PLAYER_GONE, "or --player n, e, s or w (an individual)"),
    ("bp-al11", "options", VALUE.format("[appeal]"), "[appeal]"),
])
def test_the_testers_inputs_are_one_finding_naming_the_defect(item_id, check, words, fragment):
    found = one_gained(TESTER[item_id], check, words)
    assert found.fragment == fragment, found.fragment


test_a_dropped_alternative_or_item_is_one_finding, test_a_correct_rewording_is_none = one_gained_tests([
    # 1. the alternative of an option with its keys dropped whole
    (interface_item("zh", GIVE, "请给出违规的参赛者：--side ns 或 ew（双人赛、队式赛）。"), "sentences", PLAYER_GONE),
    (interface_item("el", SEAT, "Επιλέξτε τη θέση: --table {number} (αγώνας ομάδων)."), "sentences", SEAT_GONE),
    (interface_item("zh", SEAT, "选择座位：--table {number}（队式赛）。"), "sentences", SEAT_GONE),
    # 2. a literal item of a list dropped, the others kept as written
    (interface_item("el", TABLES, "{file}: άγνωστη ρύθμιση ή πίνακας {names} (οι πίνακες είναι [adjusted], [scoring] και "
                                  "[penalty])"), "options", VALUE.format("[appeal]")),
    (interface_item("zh", TABLES, "{file}：未知的设置或表 {names}（表为 [adjusted]、[penalty] 和 [appeal]）"), "options",
     VALUE.format("[scoring]")),
    (interface_item("el", TABLES, "{file}: άγνωστη ρύθμιση ή πίνακας {names} (οι πίνακες είναι [scoring], [penalty] και "
                                  "[appeal])"), "options", VALUE.format("[adjusted]")),
    (interface_item("el", FORMATS, "Μορφές: `csv` ή `html`."), "options", VALUE.format("`json`")),
    (interface_item("zh", FORMATS, "格式：`csv` 或 `html`。"), "options", VALUE.format("`json`")),
    (interface_item("el", ANSWER, "Απαντήστε 'yes' ή 'no'."), "options", VALUE.format("skip")),
    (interface_item("zh", ANSWER, "请回答 'yes' 或 'no'。"), "options", VALUE.format("skip")),
    (interface_item("el", SECTIONS, "Ενότητες: [tables]."), "options", VALUE.format("[rounds]")),
], [
    # 1. the alternatives given in another order, each whole
    interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --player n, e, s ή w (ατομικός αγώνας) ή --side ns ή ew "
                               "(ζεύγη, ομάδες)."),
    interface_item("zh", GIVE, "请给出违规的参赛者：--player n、e、s 或 w（个人赛），或 --side ns 或 ew（双人赛、队式赛）。"),
    interface_item("zh", SEAT, "选择座位：--seat n、e、s 或 w（个人赛），或 --table {number}（队式赛）。"),
    interface_item("el", SEAT, "Επιλέξτε τη θέση: --table {number} (αγώνας ομάδων) ή --seat n, e, s ή w (ατομικός αγώνας)."),
    # 2. the literals reordered, joined with 、 or και, in full-width brackets
    interface_item("zh", TABLES, "{file}：未知的设置或表 {names}（表为 [scoring]、[adjusted]、[appeal] 和 [penalty]）"),
    interface_item("zh", TABLES, "{file}：未知的设置或表 {names}（表为 [adjusted]、[scoring]、[penalty]、[appeal]）"),
    interface_item("el", TABLES, "{file}: άγνωστη ρύθμιση ή πίνακας {names} (οι πίνακες είναι [appeal], [penalty], "
                                 "[scoring] και [adjusted])"),
    interface_item("zh", TABLES, "{file}：未知的设置或表 {names}（表为［adjusted］、［scoring］、［penalty］和［appeal］）"),
    interface_item("zh", FORMATS, "格式：`html`、`csv` 或 `json`。"),
    interface_item("zh", ANSWER, "请回答 'skip'、'yes' 或 'no'。"),
    interface_item("el", ANSWER, "Απαντήστε 'no', 'skip' ή 'yes'."),
    interface_item("zh", SECTIONS, "节：[tables] 和 [rounds]。"),
], measure=gained_or_paired)


def test_keys_dropped_with_their_option_kept_are_no_alternative_dropped():
    """"--player n, e, s or w" as "--player": the keys dropped, the alternative kept (its option named)."""
    found = gained_or_paired(interface_item("zh", GIVE, "请给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或 --player（个人赛）。"))
    assert "sentences" not in [f.check for f in found], [f.message for f in found]
