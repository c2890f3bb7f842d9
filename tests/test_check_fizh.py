"""An option kept with its list of values to choose from dropped (issue 9 §2, engineer fizh; tester t9bp bp-al08).

"Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)." translated
with "--player" kept and its values n, e, s, w gone ("… ή --player (ατομικό).") was two findings (the keys dropped,
and the option's first value dropped): one defect, now one `options` finding naming the option and its values.  The
values in another order, or with the translation's own separators ("n、e、s 或 w", "n, e, s ή w"), stay clean.
"""

from tests.support import fresh_inputs, gained_or_paired, interface_item, one_gained_tests

GIVE = "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)."
FORMAT = "Write the report as --format csv, json or html."
VUL = "Set the vulnerability with --vul none, ns, ew or both."
DROPPED = ("the English gives the option", "the translation none of them")

TESTER = fresh_inputs("t9bp")

test_defect, test_rewording = one_gained_tests([
    # the tester's input (the whole --player alternative dropped): still the one sentences finding
    (TESTER["bp-al08"], "sentences", "or --player n, e, s or w (an individual)"),
    # the keys of --player dropped, the option kept
    (interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες) ή --player "
                                "(ατομικό)."), "options", DROPPED + ("'--player'", "'n', 'e', 's', 'w'")),
    (interface_item("zh", GIVE, "给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或 --player（个人赛）。"),
     "options", DROPPED + ("'--player'", "'n', 'e', 's', 'w'")),
    # the values of --side dropped, the option kept
    (interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side (ζεύγη, ομάδες) ή --player n, e, s ή w "
                                "(ατομικό)."), "options", DROPPED + ("'--side'", "'ns', 'ew'")),
    (interface_item("zh", GIVE, "给出违规的参赛者：--side（双人赛、队式赛），或 --player n、e、s 或 w（个人赛）。"),
     "options", DROPPED + ("'--side'", "'ns', 'ew'")),
    # other strings (not shipped: the pair itself), a list of words as values
    (interface_item("zh", FORMAT, "将报告写成 --format。"), "options", DROPPED + ("'csv', 'json', 'html'",)),
    (interface_item("el", FORMAT, "Γράψτε την αναφορά ως --format."), "options", DROPPED + ("'--format'",)),
    (interface_item("zh", VUL, "用 --vul 设定局况。"), "options", DROPPED + ("'none', 'ns', 'ew', 'both'",)),
    (interface_item("el", VUL, "Ορίστε την τρωτότητα με --vul."), "options", DROPPED + ("'--vul'",)),
], [
    interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες) ή --player n, e, s ή "
                               "w (ατομικό)."),
    interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ew ή ns (ζεύγη, ομάδες) ή --player w, s, e ή "
                               "n (ατομικό)."),
    interface_item("el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ew ή ns (ζεύγη, ομάδες) ή --player n, e, s ή "
                               "w (ατομικό)."),
    interface_item("zh", GIVE, "给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或 --player n、e、s 或 w（个人赛）。"),
    interface_item("zh", GIVE, "给出违规的参赛者：--side ew 或 ns（双人赛、队式赛），或 --player n, e, s 或 w（个人赛）。"),
    interface_item("zh", FORMAT, "将报告写成 --format html、csv 或 json。"),
    interface_item("el", FORMAT, "Γράψτε την αναφορά ως --format json, html ή csv."),
    interface_item("el", VUL, "Ορίστε την τρωτότητα με --vul both, none, ns ή ew."),
    interface_item("zh", VUL, "用 --vul none、ns、ew 或 both 设定局况。"),
], measure=gained_or_paired)


def test_one_value_dropped_is_still_the_key():
    """One value of the list dropped ("--player n, e ή w"): the key's own finding, not the whole list's."""
    found = gained_or_paired(interface_item(
        "el", GIVE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες) ή --player n, e ή w (ατομικό)."))
    assert [(f.check, f.fragment) for f in found] == [("keys", "s")], [f.message for f in found]
