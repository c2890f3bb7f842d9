"""Option values in Chinese read as what they are (issue 9 §2, engineer fizo; found by engineers fizc and fizh).

- "{field}: vulnerability must be none, ns, ew or both, not {value}." as "…none、ns、ew 或者 both…" was an untranslated-run
  finding on 'both' ("或 both" was clean): a value of the English's list kept as typed is no English left, whatever
  the word for "or" (或, 或者, 或是; ή).
- "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)." as "… 或
  --player（个人赛）n、e、s 或 w。" was a terminology finding (4 alternatives, the translation 3): a gloss bracket between
  an option and its values splits no list, nor parts the option from its value.

Real defects stay one finding each: a value dropped, an English word left in the prose after the list, a key of the
list dropped, the option left with none of its values.
"""

from tests.support import gained_or_paired, interface_item, one_gained_tests

VUL = "{field}: vulnerability must be none, ns, ew or both, not {value}."
GIVE = "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)."
VUL_HELP = "vulnerability: none, ns, ew or both"
SCORING = "mp, imps (teams), ximps (cross-IMPs) or butler"
SCORING_VPS = "mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)"
SIDE = "{field}: the side must be ns or ew, not {value}."
EARLY = ("Too early: that key came before this question was shown; it was not taken. Read the question, then press y "
         "or n.")
FORMAT = "Write the report as --format csv, json or html."
NOT_LISTED = "the English lists is not in the translation"

test_defect, test_rewording = one_gained_tests([
    # a value of the list dropped, whatever the "or"
    (interface_item("zh", VUL, "{field}：局况必须是 none、ns 或者 both，不能是 {value}。"), "options", ("'ew'", NOT_LISTED)),
    (interface_item("el", VUL, "{field}: η τρωτότητα πρέπει να είναι none, ns ή both, όχι {value}."), "options",
     ("'ew'", NOT_LISTED)),
    (interface_item("zh", VUL_HELP, "局况：none、ns 或是 both"), "options", ("'ew'", NOT_LISTED)),
    (interface_item("zh", SCORING, "mp、imps（队式赛）或者 ximps（交叉 IMP）"), "options", ("'butler'", NOT_LISTED)),
    (interface_item("zh", FORMAT, "将报告写成 --format（格式）csv 或 html。"), "options", ("'json'", NOT_LISTED)),
    # an English word left in the prose after the list's last value
    (interface_item("zh", VUL, "{field}：局况必须是 none、ns、ew 或者 both sides，不能是 {value}。"), "untranslated-run",
     "'sides'"),
    (interface_item("el", VUL, "{field}: η τρωτότητα πρέπει να είναι none, ns, ew ή both sides, όχι {value}."),
     "untranslated-run", "'sides'"),
    (interface_item("zh", SCORING, "mp、imps（队式赛）、ximps（交叉 IMP）或者 butler scoring"), "untranslated-run",
     "'scoring'"),
    # a key of the glossed option's list dropped: the key's one finding, not an alternative nor the option's value
    (interface_item("zh", GIVE, "给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或 --player（个人赛）n、e 或 w。"), "keys",
     "'s'"),
    (interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες) ή --player (ατομικό) "
                                "n, e ή w."), "keys", "'s'"),
    # the glossed option left with none of its values
    (interface_item("zh", GIVE, "给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或 --player（个人赛）。"), "options",
     ("'--player'", "'n', 'e', 's', 'w'", "the translation none of them")),
    (interface_item("zh", FORMAT, "将报告写成 --format（格式）。"), "options", ("'--format'", "the translation none of them")),
], [
    # engineer fizc's input: 或者 before the last value
    interface_item("zh", VUL, "{field}：局况必须是 none、ns、ew 或者 both，不能是 {value}。"),
    interface_item("zh", VUL, "{field}：局况必须是 none、ns、ew 或是 both，不能是 {value}。"),
    interface_item("zh", VUL, "{field}：局况必须是 both、ns、ew 或者 none，不能是 {value}。"),
    interface_item("el", VUL, "{field}: η τρωτότητα πρέπει να είναι both, none, ns ή ew, όχι {value}."),
    interface_item("zh", VUL_HELP, "局况：none（双方无局）、ns、ew 或者 both（双方有局）"),
    interface_item("zh", VUL_HELP, "局况：none、ns、ew 或是 both"),
    interface_item("zh", SCORING, "mp、imps（队式赛）、ximps（交叉 IMP）或者 butler"),
    interface_item("zh", SCORING, "mp、imps（队式赛）、ximps（交叉 IMP）或是 butler"),
    interface_item("el", SCORING, "mp, imps (ομάδες), ximps (cross-IMPs) ή butler"),
    interface_item("zh", SCORING_VPS, "mp（满分的百分比）、imps（队式赛）、ximps、butler 或者 vps（以胜利分 VP 计的比赛）"),
    interface_item("zh", SIDE, "{field}：方位必须是 ns 或者 ew，不能是 {value}。"),
    interface_item("zh", EARLY, "太早了：该按键在本问题显示之前到达，未被采用。请先阅读问题，再按 y 或者 n。"),
    interface_item("zh", FORMAT, "将报告写成 --format csv、json 或者 html。"),
    # engineer fizh's input: the option's gloss between it and its values
    interface_item("zh", GIVE, "给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或 --player（个人赛）n、e、s 或 w。"),
    interface_item("zh", GIVE, "给出违规的参赛者：--side ns 或者 ew（双人赛、队式赛），或者 --player（个人赛）n、e、s 或者 w。"),
    interface_item("zh", GIVE, "给出违规的参赛者：--side（双人赛、队式赛）ns 或 ew，或 --player（个人赛）n、e、s 或 w。"),
    interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες) ή --player (ατομικό) "
                               "n, e, s ή w."),
    interface_item("zh", FORMAT, "将报告写成 --format（格式）csv、json 或 html。"),
    interface_item("el", FORMAT, "Γράψτε την αναφορά ως --format (μορφή) csv, json ή html."),
], measure=gained_or_paired)
