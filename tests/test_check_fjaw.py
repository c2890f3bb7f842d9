"""Engineer fjaw, session 48 (issue 9 §2): one defect said by two or three findings (open points of session 47).

1. The first alternative of a pair dropped, the second kept: "in percent or matchpoints (--unit percent or --unit
   matchpoints)" as 以比赛分给出（--unit matchpoints） was said as "or matchpoints" missing (the one kept), a term
   changed and "--unit" not named.  Where the alternative after the "or" is a word to type the translation still
   writes as often as the English (a value, "json"; an option's value, "--unit matchpoints") and the member before
   the "or" is written less often, that member is the one gone
   (:func:`helper.catalog.checks.alternatives.dropped_member_spelled`): one finding, "the alternative 'percent' …
   with what it carried: '--unit percent'".  Its "or" went with it: no "or" said as "and" besides.
2. "needs --nos ns or --nos ew" without either spelling: "'--nos' not named" though --nos is still there.  One
   option's spellings joined by "or", one dropped, another kept, is that alternative gone
   (:func:`helper.catalog.checks.keys.option_alternative_dropped`): one finding naming "--nos ew" (or "--nos ns");
   "--nos ns 或 ew" (the option written once before both values) is no defect.  An option written once before its
   two values ("--side ns or ew") with one dropped likewise
   (:func:`helper.catalog.checks.keys.option_last_value_dropped`: "or ew", "--side ns"); "--side ns 或 --side ew"
   spells the list out (:func:`helper.catalog.checks.keys.own_list_spelled`).
3. "csv or json (…, else csv)" as "json（…，否则为 csv）": "or json" said missing and the value csv: one finding naming
   csv, the alternative dropped (item 1's rule: csv written once of twice, json as often as the English).
4. "1997 Laws (Chinese)" as "Laws 1997 (κινεζικά)": read as Law 19 and a number 97.  A longer number after "Laws" is no
   law's (:func:`helper.catalog.checks.references._word_list`): no law reference; the year changed is one number
   finding; "Laws" left in English before the English's year is one untranslated finding
   (:func:`helper.catalog.checks.untranslated._prose_word`).
"""

from __future__ import annotations

from tests.support import one_finding_tests

UNIT = ("Ruling {id} was scored in matchpoints: give the appeal's scores in percent or matchpoints (--unit percent or "
        "--unit matchpoints).")
NOS = "The damage test (--table-result) needs --nos ns or --nos ew."
LANG = "A report is for one language: add --lang el or --lang zh."
CSV = "csv or json (default: from the file name's ending, else csv); the file - writes to standard output"
CATALOGUES = "only this language's catalogues: zh or el (default: both); the messages' language too, unless --ui-lang"
REPORTED = "the reported language: zh or el (the report's language too, unless --ui-lang)"
SIDE = "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)."
CHINESE = "1997 Laws (Chinese), not the 2017 text."
LAW = "1997 Laws, Law {number} (Chinese)"
SHOWN = "The sources hold no 2017 text of {id}: the 1997 Laws (Chinese) are shown."
CHINESE_LAWS = "1997 Chinese Laws"

ZH_UNIT = "第 {id} 号裁决以比赛分计分：申诉的分数请以"
EL_UNIT = "Η απόφαση {id} βαθμολογήθηκε σε βαθμούς αγώνα: δώστε τις βαθμολογίες της έφεσης σε "
ZH_PLAYER = "，或 --player n、e、s 或 w（个人赛）。"
EL_PLAYER = " ή --player n, e, s ή w (ατομικός αγώνας)."
ZH_CSV = "（默认：按文件扩展名，否则为 csv）；文件名为 - 时输出到标准输出"
EL_CSV = " (προεπιλογή: από την κατάληξη του αρχείου, αλλιώς csv)· το αρχείο - γράφει στην τυπική έξοδο"


def narrowed(text):
    return f"the alternative '{text}' of the English is missing in the translation: the rule narrowed?"


def carried(text, spelling):
    return f"the alternative '{text}' of the English is missing in the translation, with what it carried: '{spelling}'"


DEFECTS = [
    # (lang, entry, msgstr, check, fragment, words)
    # 1. the first of a pair dropped (the second kept), both languages; the second dropped stays fjap's finding
    ("zh", UNIT, ZH_UNIT + "比赛分给出（--unit matchpoints）。", "sentences", "percent", carried("percent", "--unit percent")),
    ("el", UNIT, EL_UNIT + "βαθμούς αγώνα (--unit matchpoints).", "sentences", "percent",
     carried("percent", "--unit percent")),
    ("zh", UNIT, ZH_UNIT + "百分比给出（--unit percent）。", "sentences", "or matchpoints",
     carried("or matchpoints", "--unit matchpoints")),
    ("el", UNIT, EL_UNIT + "ποσοστό (--unit percent).", "sentences", "or matchpoints",
     carried("or matchpoints", "--unit matchpoints")),
    # a pair of values, the first dropped: that value named, its "or" gone with it (no "or" said as "and": the Greek
    # bracket's "και" is "too")
    ("zh", CATALOGUES, "仅检查此语言的翻译目录：el（默认：两者）；除非用 --ui-lang 另行指定，也是消息的语言", "sentences", "zh",
     narrowed("zh")),
    ("el", REPORTED, "η γλώσσα που εξετάζει η αναφορά: el (και η γλώσσα της αναφοράς, εκτός αν δοθεί --ui-lang)",
     "sentences", "zh", narrowed("zh")),
    ("zh", CATALOGUES, "仅检查此语言的翻译目录：zh（默认：两者）；除非用 --ui-lang 另行指定，也是消息的语言", "sentences", "or el",
     narrowed("or el")),
    # 2. one option's spellings, one dropped: that spelling named, not the option
    ("zh", NOS, "判断损害（--table-result）需要 --nos ns。", "sentences", "--nos ew", narrowed("--nos ew")),
    ("zh", NOS, "判断损害（--table-result）需要 --nos ew。", "sentences", "--nos ns", narrowed("--nos ns")),
    ("el", NOS, "Ο έλεγχος ζημιάς (--table-result) χρειάζεται --nos ns.", "sentences", "--nos ew", narrowed("--nos ew")),
    ("el", NOS, "Ο έλεγχος ζημιάς (--table-result) χρειάζεται --nos ew.", "sentences", "--nos ns", narrowed("--nos ns")),
    ("zh", LANG, "报告只针对一种语言：请加上 --lang zh。", "sentences", "--lang el", narrowed("--lang el")),
    ("el", LANG, "Η αναφορά αφορά μία γλώσσα: προσθέστε --lang el.", "sentences", "--lang zh", narrowed("--lang zh")),
    # an option written once before its two values ("--side ns or ew"): the last dropped (the translation's "or"
    # before --player hid it: no finding before), the first dropped (said a value changed, or the option left
    # without one)
    ("zh", SIDE, "请给出违规的参赛者：--side ns（双人赛、队式赛）" + ZH_PLAYER, "sentences", "or ew", narrowed("or ew")),
    ("el", SIDE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns (ζεύγη, ομάδες)" + EL_PLAYER, "sentences", "or ew",
     narrowed("or ew")),
    ("zh", SIDE, "请给出违规的参赛者：--side ew（双人赛、队式赛）" + ZH_PLAYER, "sentences", "--side ns", narrowed("--side ns")),
    ("el", SIDE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ew (ζεύγη, ομάδες)" + EL_PLAYER, "sentences", "--side ns",
     narrowed("--side ns")),
    # the option's spelling dropped from the bracket, the alternative kept in words: that spelling
    ("zh", UNIT, ZH_UNIT + "百分比或比赛分给出（--unit matchpoints）。", "sentences", "--unit percent",
     narrowed("--unit percent")),
    # 3. the list's csv dropped, its "else csv" kept; and json dropped
    ("zh", CSV, "json" + ZH_CSV, "sentences", "csv", narrowed("csv")),
    ("el", CSV, "json" + EL_CSV, "sentences", "csv", narrowed("csv")),
    ("zh", CSV, "csv" + ZH_CSV, "sentences", "or json", narrowed("or json")),
    ("el", CSV, "csv" + EL_CSV, "sentences", "or json", narrowed("or json")),
    # 4. "Laws" left before the English's year: one untranslated finding, no law 19 nor number 97
    ("el", CHINESE, "Laws 1997 (κινεζικά), όχι το κείμενο του 2017.", "untranslated-run", "Laws",
     "English left untranslated in the translation: 'Laws'"),
    ("zh", CHINESE, "Laws 1997（中文），并非2017年版文本。", "untranslated-run", "Laws",
     "English left untranslated in the translation: 'Laws'"),
    ("el", LAW, "Laws 1997, Νόμος {number} (κινεζικά)", "untranslated-run", "Laws", "'Laws'"),
    ("zh", LAW, "Laws 1997 第{number}条（中文）", "untranslated-run", "Laws", "'Laws'"),
    ("el", SHOWN, "Οι πηγές δεν έχουν κείμενο του 2017 για την {id}: εμφανίζεται ο Laws 1997 (κινεζικά).",
     "untranslated-run", "Laws", "'Laws'"),
    # the year changed: one number finding
    ("el", CHINESE, "Κώδικας 2007 (κινεζικά), όχι το κείμενο του 2017.", "number", "1997 / 2007",
     "number differs: 1997 in the English, 2007 in the translation"),
    ("zh", CHINESE, "2007年版规则（中文），并非2017年版文本。", "number", "1997 / 2007", "2007"),
    ("el", CHINESE_LAWS, "Κινεζικοί Νόμοι 2007", "number", "1997 / 2007", "2007"),
]

CLEAN = [
    # both alternatives kept, in another order or wording
    ("zh", UNIT, ZH_UNIT + "比赛分或百分比给出（--unit matchpoints 或 --unit percent）。"),
    ("zh", UNIT, ZH_UNIT + "百分比或比赛分给出（--unit percent 或 --unit matchpoints）。"),
    ("el", UNIT, EL_UNIT + "βαθμούς αγώνα ή σε ποσοστό (--unit matchpoints ή --unit percent)."),
    ("zh", NOS, "判断损害（--table-result）需要 --nos ew 或 --nos ns。"),
    ("el", NOS, "Για τον έλεγχο ζημιάς (--table-result) δώστε --nos ns ή --nos ew."),
    # the option written once before both its values
    ("zh", NOS, "判断损害（--table-result）需要 --nos ns 或 ew。"),
    ("el", NOS, "Ο έλεγχος ζημιάς (--table-result) χρειάζεται --nos ns ή ew."),
    ("zh", LANG, "报告只针对一种语言：请加上 --lang el 或 zh。"),
    ("zh", SIDE, "请给出违规的参赛者：--side ew 或 ns（双人赛、队式赛）" + ZH_PLAYER),
    ("zh", SIDE, "请给出违规的参赛者：--side ns 或 --side ew（双人赛、队式赛）" + ZH_PLAYER),
    ("el", SIDE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή --side ew (ζεύγη, ομάδες)" + EL_PLAYER),
    ("zh", CSV, "json 或 csv" + ZH_CSV),
    ("zh", CSV, "csv 或 json（默认：根据文件名后缀判断，无法判断时用 csv）；文件名为 - 时写到标准输出"),
    ("el", CSV, "json ή csv" + EL_CSV),
    ("zh", CATALOGUES, "仅检查此语言的翻译目录：el 或 zh（默认：两者）；除非用 --ui-lang 另行指定，也是消息的语言"),
    # the edition's year after its name, as Greek writes it
    ("el", CHINESE, "Κώδικας του 1997 (στα κινεζικά), όχι το κείμενο του 2017."),
    ("el", CHINESE, "Νόμοι 1997 (κινεζικά), όχι το κείμενο του 2017."),
    ("el", CHINESE, "Κανονισμοί 1997 (κινεζικά), όχι το κείμενο του 2017."),
    ("zh", CHINESE, "1997 年版规则（中文），不是 2017 年版文本。"),
    ("el", LAW, "Νόμοι 1997, Νόμος {number} (κινεζικά)"),
    ("el", CHINESE_LAWS, "Κινεζικοί Νόμοι 1997"),
    ("el", CHINESE_LAWS, "Κινεζικοί Κανονισμοί του 1997"),
]

# Each defect gives one finding naming it; each correct text none (fjaw).
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(DEFECTS, CLEAN)


def test_no_law_read_in_a_year():
    """A year after "Laws" / "Νόμοι" is the edition: no law reference 19 of "Laws 1997"; "Laws 19 and 12" still cites two."""
    from helper.catalog.checks.references import extract_refs

    assert [r.key for r in extract_refs("Laws 1997 (Chinese)")] == []
    assert [r.key for r in extract_refs("Νόμοι 1997 (κινεζικά)")] == []
    assert [r.key for r in extract_refs("Laws 19 and 12 (Chinese)")] == ["19", "12"]


def test_the_first_member_found():
    from helper.catalog.checks.alternatives import dropped_member_spelled

    source = "csv or json (default: else csv)"
    at = source.index("or json")
    assert dropped_member_spelled(source, at, at + 7, (0, len(source)), "json（默认：否则为 csv）", "zh") == (0, 3)
    # the member after the "or" not written as the English does: not read
    assert dropped_member_spelled(source, at, at + 7, (0, len(source)), "csv（默认：否则为 csv）", "zh") is None

