"""Engineer fjay, session 48 (issue 9 §2): a form of scoring said as another, and a short string left in English
with its punctuation made Chinese (tester t9cb).

- "At cross-IMPs give --results: …" as "Σε Butler δώστε --results: …" (cb-con19): the scoring method made another,
  no finding (the conditions rule left it to the terminology check, which knew only IMPs, matchpoints and VPs).  The
  scoring units of :data:`helper.catalog.checks.numbers.UNITS` name the other forms of scoring too (cross-IMPs,
  Butler, board-a-match, total points, each as the shipped catalogues and the usual words say it: 交叉 IMP, 跨场
  IMP, ximps; Butler, 巴特勒; 总分), the IMPs of "cross-IMPs" and of "Butler IMPs" being theirs: one form said in
  another's place is one finding naming both (:func:`helper.catalog.checks.numbers.unit_changed`).
- "{appeal} ({date}): withdrawn." as "{appeal}（{date}）：withdrawn." (cb-unt04): one English word as the whole text,
  beside placeholders and full-width marks, no finding: the whole entry left was read only where the translation
  is the English itself, spaces aside.  Punctuation aside too, with no Chinese or Greek letter in it
  (:func:`helper.catalog.checks.untranslated.whole_entry_left`): one untranslated finding naming the words.
- Session 47's open point: the untranslated rule's dictionary of ordinary words is read from ``locales/*.pot``; an
  installed wheel carries them (pyproject's force-include), and where none can be read the msgids of the ``.po``
  files are read instead.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from tests.support import fresh_inputs, one_finding_tests, one_gained

REPO = Path(__file__).resolve().parents[1]

RESULTS = "At cross-IMPs give --results: artificial IMPs are on the scale of the comparisons."
FIELD = "{field}: at cross-IMPs give the number of results on the board."
HOW_MANY = "How many results does the board have at cross-IMPs (tables that played it)?"
BUTLER_PAIRS = "Pairs, Butler IMPs"
CROSS_PAIRS = "Pairs, cross-IMPs"
DATUM = "Convention: Butler datum: {rule}; {rounding}."
SUMMED = "Convention: cross-IMPs summed over the comparisons."
AMOUNT = "--amount: victory points must be above 0 and at most 25, not {value}."
LIST = "matchpoints, IMPs (teams), pairs at cross-IMPs or at Butler"
TIMES = "times the board was due to be played: the full top (Law 78A) at mp, the comparisons at ximps"
VALUES = "mp, imps (teams), ximps (cross-IMPs) or butler"

SCORING = "another scoring unit, another score?"

SWAPS = [
    # the tester's input, its Chinese (Butler, 巴特勒, 比赛分) and Greek (βαθμοί αγώνα) variants
    ("el", RESULTS, "Σε Butler δώστε --results: τα τεχνητά IMPs είναι στην κλίμακα των συγκρίσεων.", "Butler",
     "cross-IMPs"),
    ("zh", RESULTS, "Butler 计分时请给出 --results：人为调整分的 IMP 按比较次数换算。", "Butler", "cross-IMPs"),
    ("zh", RESULTS, "巴特勒计分时请给出 --results：人为调整分的 IMP 按比较次数换算。", "巴特勒", "cross-IMPs"),
    ("zh", RESULTS, "比赛分计分时请给出 --results：人为调整分的 IMP 按比较次数换算。", "比赛分", "cross-IMPs"),
    ("el", RESULTS, "Σε βαθμούς αγώνα δώστε --results: τα τεχνητά IMPs είναι στην κλίμακα των συγκρίσεων.",
     "βαθμούς αγώνα", "cross-IMPs"),
    # the other entries naming cross-IMPs, Butler, victory points
    ("zh", FIELD, "{field}：Butler 计分时请给出这副牌的结果数。", "Butler", "cross-IMPs"),
    ("el", FIELD, "{field}: σε Butler δώστε τον αριθμό των αποτελεσμάτων της διανομής.", "Butler", "cross-IMPs"),
    ("el", HOW_MANY, "Πόσα αποτελέσματα έχει η διανομή σε Butler (τραπέζια που την έπαιξαν);", "Butler", "cross-IMPs"),
    ("zh", HOW_MANY, "按巴特勒计分，这副牌有多少个结果（打过它的牌桌数）？", "巴特勒", "cross-IMPs"),
    ("el", BUTLER_PAIRS, "Αγώνες ζευγών, cross-IMPs", "cross-IMPs", "Butler"),
    ("zh", BUTLER_PAIRS, "双人赛，交叉 IMP", "交叉 IMP", "Butler"),
    ("zh", CROSS_PAIRS, "双人赛，Butler IMP", "Butler", "cross-IMPs"),
    ("el", CROSS_PAIRS, "Αγώνες ζευγών, IMPs Butler", "Butler", "cross-IMPs"),
    ("zh", DATUM, "计分惯例：交叉 IMP 基准：{rule}；{rounding}。", "交叉 IMP", "Butler"),
    ("el", SUMMED, "Σύμβαση: τα IMPs Butler αθροίζονται σε όλες τις συγκρίσεις.", "Butler", "cross-IMPs"),
    ("zh", SUMMED, "计分惯例：Butler IMP 为各次比较之和。", "Butler", "cross-IMPs"),
    ("zh", SUMMED, "计分惯例：IMP 为各次比较之和。", "IMP", "cross-IMPs"),
    ("zh", AMOUNT, "--amount：IMP 必须大于 0 且不超过 25，而不是 {value}。", "IMP", "victory points"),
    ("el", AMOUNT, "--amount: τα IMPs πρέπει να είναι πάνω από 0 και το πολύ 25, όχι {value}.", "IMPs",
     "victory points"),
    ("zh", AMOUNT, "--amount：总分必须大于 0 且不超过 25，而不是 {value}。", "总分", "victory points"),
    # a --scoring value of a scoring condition made another ("the comparisons at ximps" as "σε butler")
    ("el", TIMES, "πόσες φορές έπρεπε να παιχτεί η διανομή: το πλήρες top (Νόμος 78Α) σε mp, οι συγκρίσεις σε butler",
     "butler", "ximps"),
    ("zh", TIMES, "这副牌应打的次数：mp 时据此得出满分（第78条A款），butler 时得出比较次数", "butler", "ximps"),
    # one of a list made another of the list
    ("el", LIST, "βαθμοί αγώνα, IMPs (ομάδες), ζεύγη σε Butler ή σε Butler", "Butler", "cross-IMPs"),
    ("zh", LIST, "比赛分、IMP（队式赛）、双人赛 Butler 或 Butler", "Butler", "cross-IMPs"),
]

WITHDRAWN = "{appeal} ({date}): withdrawn."

LEFT = [
    # the tester's input, with a Chinese full stop, with the Greek ano teleia, beside 已
    ("zh", WITHDRAWN, "{appeal}（{date}）：withdrawn.", "withdrawn"),
    ("zh", WITHDRAWN, "{appeal}（{date}）：withdrawn。", "withdrawn"),
    ("el", WITHDRAWN, "{appeal} ({date})· withdrawn.", "withdrawn"),
    ("zh", WITHDRAWN, "{appeal}（{date}）：已 withdrawn。", "withdrawn"),
    # other short strings of one to three words beside placeholders and marks
    ("zh", "{laws}: no adjusted score", "{laws}：no adjusted score", "no adjusted score"),
    ("zh", "{file}: cannot be read", "{file}：cannot be read", "cannot be read"),
    ("zh", "(skipped)", "（skipped）", "skipped"),
    ("zh", "(empty)", "（empty）", "empty"),
    ("zh", "Not a number: {value}", "Not a number：{value}", "Not a number"),
    ("zh", "{field}: not accepted: {value}.", "{field}：not accepted：{value}。", "not accepted"),
    ("zh", "None.", "None。", "None"),
    ("zh", "note: {note}", "note：{note}", "note"),
    ("zh", "Accepted: {reason}", "Accepted：{reason}", "Accepted"),
]

CLEAN = [
    # the English's method in another accepted word (跨场 IMP, 交叉IMP, διασταυρούμενα IMPs, cross IMPs, 巴特勒,
    # Μπάτλερ, 胜利分), and the IMPs of "artificial IMPs" kept
    ("zh", RESULTS, "按跨场IMP计分时请给出 --results：人为调整分的 IMP 按比较次数换算。"),
    ("zh", RESULTS, "交叉IMP计分时，请给出 --results：人为调整分的 IMP 与比较次数同一尺度。"),
    ("el", RESULTS, "Σε διασταυρούμενα IMPs δώστε --results: τα τεχνητά IMPs είναι στην κλίμακα των συγκρίσεων."),
    ("el", RESULTS, "Στα cross IMPs δώστε --results: τα τεχνητά IMPs είναι στην κλίμακα των συγκρίσεων."),
    ("el", BUTLER_PAIRS, "Αγώνες ζευγών, Butler IMPs"),
    ("zh", BUTLER_PAIRS, "双人赛，巴特勒 IMP"),
    ("zh", CROSS_PAIRS, "双人赛，跨场 IMP"),
    ("el", DATUM, "Σύμβαση: datum Μπάτλερ: {rule}· {rounding}."),
    ("zh", AMOUNT, "--amount：胜利分（VP）必须大于 0 且不超过 25，而不是 {value}。"),
    ("el", AMOUNT, "--amount: τα VP πρέπει να είναι πάνω από 0 και το πολύ 25, όχι {value}."),
    # translated, or what the English itself keeps (a program's name, the sides, a unit, datum)
    ("zh", WITHDRAWN, "{appeal}（{date}）：已撤回。"),
    ("el", WITHDRAWN, "{appeal} ({date}): αποσύρθηκε."),
    ("zh", "translate-toolkit {check}: {detail}", "translate-toolkit {check}：{detail}"),
    ("zh", "{laws}: NS {ns}, EW {ew}", "{laws}：NS {ns}，EW {ew}"),
    ("zh", "{result}: NS {ns}, EW {ew} (Law 77)", "{result}：NS {ns}，EW {ew}（第77条）"),
    ("zh", DATUM, "计分惯例：Butler 基准：{rule}；{rounding}。"),
    ("zh", "{file}: not valid TOML", "{file}：TOML 无效"),
]

# Each defect gives one finding naming it (tester t9cb cb-con19, cb-unt04 and variants); each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, "terminology", found, (f"'{english}'", f"'{found}'", SCORING))
     for lang, entry, msgstr, found, english in SWAPS]
    + [(lang, entry, msgstr, "untranslated-run", words, f"English left untranslated in the translation: '{words}'")
       for lang, entry, msgstr, words in LEFT], CLEAN)


def test_listed_value_made_another_is_the_options_finding():
    """A --scoring value of a list of values ("… or butler") made another value: the options check's one finding, no
    form of scoring said besides (as testers t9bt bt-alt16, t9bw bw-alt16: "butler" dropped beside a VP gloss)."""
    item = {"lang": "zh", "domain": "messages", "entry": VALUES, "msgstr": "mp、imps（队式赛）、ximps（交叉 IMP）或 ximps"}
    found = one_gained(item, "options", "'butler'")
    assert found.fragment == "butler / ximps"


def test_tester_inputs():
    """The tester's two inputs, as its file has them: one finding each, naming the defect."""
    inputs = fresh_inputs("t9cb")
    found = one_gained(inputs["cb-con19"], "terminology", ("'cross-IMPs'", "'Butler'"))
    assert found.fragment == "Butler"
    found = one_gained(inputs["cb-unt04"], "untranslated-run", "'withdrawn'")
    assert found.fragment == "withdrawn"


def test_wheel_carries_the_templates():
    """The untranslated rule's dictionary (``locales/*.pot``) ships with an installed copy: pyproject force-includes
    the whole ``locales`` directory as ``helper/_data/locales``, where :func:`helper.paths.locales_dir` looks."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    include = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert include.get("locales") == "helper/_data/locales"
    assert sorted(p.name for p in (REPO / "locales").glob("*.pot")) == ["laws.pot", "messages.pot"]


def test_vocabulary_without_templates(tmp_path, monkeypatch):
    """With no template (a copy without ``locales/*.pot``), the msgids of the translated catalogues give the
    dictionary, nearly all the templates' words."""
    import shutil

    from helper import paths
    from helper.catalog.checks import untranslated

    shutil.copytree(REPO / "locales", tmp_path / "locales", ignore=shutil.ignore_patterns("*.pot"))
    monkeypatch.setattr(paths, "locales_dir", lambda: tmp_path / "locales")
    words = untranslated._english_vocabulary.__wrapped__()
    assert {"law", "ruling", "board", "withdrawn"} <= words
    monkeypatch.setattr(paths, "locales_dir", lambda: REPO / "locales")
    templates = untranslated._english_vocabulary.__wrapped__()
    assert len(words & templates) >= 0.95 * len(templates)  # (a template's newest msgids not merged yet aside)
