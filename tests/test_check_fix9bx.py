"""Command-line options of the interface strings (fix9bx, early fresh tester 9ad; issue 9 §2).

A Director types the option a message names: "it already exists; add --force to replace it" as 文件已存在；如要替换，
请加 --output sends him to type --output, and "give --ns and --ew" as "δώστε --ns και --nos" to give --nos.  Before
this change no check compared the options at all (9ad: both defects gave no finding).  The options of the English and
the translation are compared as multisets, as key names are (fix9ac): one changed into another is one `options`
error naming both; one missing or added is one error naming it; the same options in another order, or an English
sentence with no translation that carried the option (its `sentences` finding says it), give no `options` finding.
"""

from __future__ import annotations

from tests.support import findings, findings_test

FORCE = "it already exists; add --force to replace it"
SCORES = "A changed ruling needs the new scores: give --ns and --ew."
SPLIT = "A split score needs both --ns-outcome and --ew-outcome."
TOP = "Give --top or --results, not both."


def _changed(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("options", "error", f"the English names the option '{english}', the translation '{found}': a Director "
                                 "told to type another option?")]


test_options = findings_test([
    # the tester's defects
    (FORCE, "文件已存在；如要替换，请加 --output", "zh", _changed("--force", "--output")),
    (SCORES, "Η μεταβολή της απόφασης χρειάζεται τις νέες βαθμολογίες: δώστε --ns και --nos.", "el",
     _changed("--ew", "--nos")),
    # the same kind in the other language and as a lost or an added option
    (FORCE, "υπάρχει ήδη· προσθέστε --output για να αντικατασταθεί", "el", _changed("--force", "--output")),
    (SCORES, "变更裁决需要新的分数：请给出 --ns 和 --nos。", "zh", _changed("--ew", "--nos")),
    (FORCE, "文件已存在；如要替换，请加上该选项", "zh",
     [("options", "error", "the option '--force' of the English is not named in the translation")]),
    (SPLIT, "Η μη συμπληρωματική βαθμολογία χρειάζεται και --ns-outcome και --ew-outcome και --nos.", "el",
     [("options", "error", "the option '--nos' in the translation is not named in the English")]),
    # a longer option is not its prefix: --ns-outcome for --ns is a change, not --ns kept
    (SCORES, "变更裁决需要新的分数：请给出 --ns-outcome 和 --ew。", "zh", _changed("--ns", "--ns-outcome")),
    # correct: the shipped wordings, the options in another order
    (FORCE, "文件已存在；如要替换，请加 --force", "zh"),
    (SCORES, "Η μεταβολή της απόφασης χρειάζεται τις νέες βαθμολογίες: δώστε --ns και --ew.", "el"),
    (SPLIT, "不平衡的分数需要同时给出 --ew-outcome 和 --ns-outcome。", "zh"),
    (TOP, "Δώστε --results ή --top, όχι και τα δύο.", "el"),
], "An option changed, lost or added is one `options` error; the same options in any order are none.")


def test_an_option_in_a_dropped_sentence_is_said_by_that_sentence_only():
    """The English sentence carrying "--output FILE" has no translation: the one `sentences` finding says it; the
    option it carried is not reported again (as placeholders and keys are not, fix9aw)."""
    english = ("This paragraph's text is in Chinese, which this terminal cannot show. To read it, detach tmux and "
               "attach with: {attach}, or write it to a file: helper laws show {command} --output FILE.")
    checks = [check for check, _severity, _message in findings(english, "本条文的文本为中文，此终端无法显示。", "zh")]
    assert "options" not in checks
    assert "sentences" in checks
