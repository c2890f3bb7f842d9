"""Session 47 (issue 9 §2), fresh tester t9bz's conditions, alternatives and doubled words not met (fjaq):

- a time relation of a condition reversed (bz-con10, bz-con19): "since you opened the editor" said "before you
  opened it" (πριν ανοίξετε, 在您打开编辑器之前).  "since" (of a time, not a cause), "once" opening a clause and "until"
  are words of the "before / after" pair of :data:`helper.catalog.checks.opposites.OPPOSITES`, with Chinese 以来,
  自从, 直到 and Greek αφότου, μέχρι να, έως ότου: one terminology finding.
- "with" an option made "without" (bz-con16): "With --director-error" as 使用 …时, made 不使用 / 未使用 …时 -
  :func:`helper.catalog.checks.interface_modality.with_without` reads 使用 before an option as its "with".
- a key hint's condition "(empty: …)" dropped (bz-con20): "Enter (empty: the same again)" as 按 Enter（重复上一次）
  (:func:`helper.catalog.checks.conditions._empty_conditions_missing`): one sentences finding naming "empty".
- an "or" of what a "no" denies made "and" (bz-alt15): "no such file or directory" as 没有这个文件和目录; the "or" was
  read as negated, counting for neither side (:func:`helper.catalog.checks.opposites._denied_or`).
- a word of a list written twice with a comma between, before the list's "and" (bz-dbl08): "δημιουργία, έλεγχος,
  έλεγχος και αναφορά", 生成、检查、检查; a repetition the English writes itself stays clean.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, one_finding_tests, one_gained

INPUTS = fresh_inputs("t9bz")

OPENED = ("This entry was changed in the file since you opened the editor (another reviewer or an editor saved it). "
          "Your text is not saved yet.")
SHOWN = ("This entry was changed in the file since it was shown (another reviewer or an editor saved it). Your approval "
         "is not saved yet.")
KEYS = "Esc closes this screen; other keys typed meanwhile are kept and act, in order, once the checks end."
ERROR = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
OUTCOMES = "With --director-error (Law 82C) give each side's outcomes: --ns-outcome and --ew-outcome."
SEARCH = "words of the English or the translation; Enter (empty: the same again)"
PENALTY = "Number, then Enter (empty Enter: the standard penalty)"
LINE = "The penalty in IMPs (Enter on an empty line: the standard penalty of the regulations)"
NO_FILE = "no such file or directory"
BUILD = "build, check and report on the translation catalogues"
LAST = ("It has no ruling in progress; this Director's last ruling, ruling {id}, started at {time}, recorded at {at} "
        "(UTC), is shown as recorded. ^P back corrects it; ^N starts a new ruling.")

REVERSED = "the translation its opposite"
WITHOUT = "'with' and 'without' reversed?"
CONDITION = "of the English is missing in the translation: the rule made unconditional?"
AND = "alternatives made all required"
TWICE = "word written twice"

TESTER = [("bz-con10", "terminology", "πριν", ("'since'", REVERSED)),
          ("bz-con19", "terminology", "之前", ("'since'", REVERSED)),
          ("bz-con16", "negation", "不使用 --director-error", WITHOUT),
          ("bz-con20", "sentences", "empty", ("'empty'", CONDITION)),
          ("bz-alt15", "terminology", "和", ("'or'", AND)),
          ("bz-dbl08", "doubled", "έλεγχος, έλεγχος", TWICE)]


@pytest.mark.parametrize("name,check,fragment,words", TESTER)
def test_tester_inputs(name, check, fragment, words):
    """The tester's inputs, as its file has them: one finding each, naming the defect."""
    assert one_gained(INPUTS[name], check, words).fragment == fragment


test_defect, test_rewording = one_finding_tests([
    # a time relation reversed: since / once -> before, until -> after
    ("el", SHOWN, "Αυτή η καταχώριση άλλαξε στο αρχείο πριν εμφανιστεί (την αποθήκευσε άλλος ελεγκτής ή επεξεργαστής). "
     "Η έγκρισή σας δεν έχει αποθηκευτεί ακόμη.", "terminology", "πριν", ("'since'", REVERSED)),
    ("zh", SHOWN, "此条目在显示之前已在文件中被更改（另一位审校者或编辑器保存了它）。您的审定尚未保存。", "terminology", "之前",
     ("'since'", REVERSED)),
    ("zh", OPENED, "此条目在您打开编辑器以前已在文件中被更改（另一位审校者或编辑器保存了它）。您的文本尚未保存。", "terminology",
     "以前", ("'since'", REVERSED)),
    ("zh", KEYS, "Esc 关闭此画面；其间按下的其他键会保留，检查结束前按顺序生效。", "terminology", "前", ("'once'", REVERSED)),
    ("el", KEYS, "Το Esc κλείνει αυτή την οθόνη· τα άλλα πλήκτρα που πατιούνται στο μεταξύ κρατούνται και ενεργούν, "
     "με τη σειρά, πριν τελειώσει ο έλεγχος.", "terminology", "πριν", ("'once'", REVERSED)),
    # "with" an option made "without"
    ("zh", ERROR, "未使用 --director-error（第82条C款）时双方均为非违规方：请不要给出 --nos。", "negation",
     "未使用 --director-error", WITHOUT),
    ("zh", ERROR, "没有使用 --director-error（第82条C款）时双方均为非违规方：请不要给出 --nos。", "negation",
     "没有使用 --director-error", WITHOUT),
    ("el", ERROR, "Χωρίς το --director-error (Νόμος 82Γ) και οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos.",
     "negation", "Χωρίς το --director-error (Νόμος", WITHOUT),
    # the condition of an empty input dropped
    ("el", SEARCH, "λέξεις του αγγλικού ή της μετάφρασης· Enter (ξανά το ίδιο)", "sentences", "empty",
     ("'empty'", CONDITION)),
    ("zh", PENALTY, "输入数字后按 Enter（按 Enter：标准罚分）", "sentences", "empty Enter", ("'empty Enter'", CONDITION)),
    ("el", PENALTY, "Αριθμός και Enter (Enter: η τυπική ποινή)", "sentences", "empty Enter", ("'empty Enter'", CONDITION)),
    ("zh", LINE, "以 IMP 计的罚分（按 Enter：规程规定的标准罚分）", "sentences", "on an empty line",
     ("'on an empty line'", CONDITION)),
    # an "or" of what a "no" denies made "and"
    ("zh", NO_FILE, "不存在这样的文件与目录", "terminology", "与", ("'or'", AND)),
    ("el", NO_FILE, "δεν υπάρχει τέτοιο αρχείο και κατάλογος", "terminology", "και", ("'or'", AND)),
    # a list's item written twice, a comma between
    ("zh", BUILD, "生成、检查、检查和报告翻译目录", "doubled", "检查、检查", TWICE),
    ("el", BUILD, "δημιουργία, έλεγχος, έλεγχος, αναφορά για τους καταλόγους μετάφρασης", "doubled", "έλεγχος, έλεγχος",
     TWICE),
], [
    # the time said otherwise, kept
    ("zh", OPENED, "自您打开编辑器以来，此条目已在文件中被更改（另一位审校者或编辑器保存了它）。您的文本尚未保存。"),
    ("zh", OPENED, "自从您打开编辑器后，此条目已在文件中被更改（另一位审校者或编辑器保存了它）。您的文本尚未保存。"),
    ("el", OPENED, "Αυτή η καταχώριση άλλαξε στο αρχείο μετά το άνοιγμα του επεξεργαστή (την αποθήκευσε άλλος ελεγκτής ή "
     "επεξεργαστής). Το κείμενό σας δεν έχει αποθηκευτεί ακόμη."),
    ("el", OPENED, "Αυτή η καταχώριση άλλαξε στο αρχείο από τότε που ανοίξατε τον επεξεργαστή (την αποθήκευσε άλλος "
     "ελεγκτής ή επεξεργαστής). Το κείμενό σας δεν έχει αποθηκευτεί ακόμη."),
    ("zh", KEYS, "Esc 关闭此画面；其间按下的其他键会保留，待检查结束后按顺序生效。"),
    ("el", KEYS, "Το Esc κλείνει αυτή την οθόνη· τα άλλα πλήκτρα που πατιούνται στο μεταξύ κρατούνται και ενεργούν, "
     "με τη σειρά, αφού τελειώσει ο έλεγχος."),
    # the option's "with" said otherwise
    ("zh", ERROR, "若使用 --director-error（第82条C款），双方均为非违规方：请不要给出 --nos。"),
    ("zh", ERROR, "带 --director-error（第82条C款）时双方均为非违规方：请不要给出 --nos。"),
    ("el", ERROR, "Όταν δίνεται το --director-error (Νόμος 82Γ), και οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos."),
    ("zh", OUTCOMES, "使用 --director-error（第82条C款）时，请给出每一方的结果：--ns-outcome 和 --ew-outcome。"),
    # the empty input said otherwise
    ("zh", SEARCH, "英文或译文中的词语；按 Enter（空白时：重复上一次）"),
    ("zh", SEARCH, "英文或译文中的词语；按 Enter（空行时：重复上一次）"),
    ("el", SEARCH, "λέξεις του αγγλικού ή της μετάφρασης· Enter (χωρίς κείμενο: ξανά το ίδιο)"),
    ("el", SEARCH, "λέξεις του αγγλικού ή της μετάφρασης· Enter (κενή γραμμή: ξανά το ίδιο)"),
    ("zh", PENALTY, "输入数字后按 Enter（留空按 Enter：标准罚分）"),
    # the denial kept for each thing, or the "or" kept
    ("zh", NO_FILE, "没有此文件或目录"),
    ("zh", NO_FILE, "文件或目录不存在"),
    ("zh", NO_FILE, "文件和目录都不存在"),
    ("zh", NO_FILE, "没有这个文件，也没有这个目录"),
    ("el", NO_FILE, "δεν υπάρχει τέτοιο αρχείο ούτε κατάλογος"),
    ("el", NO_FILE, "δεν υπάρχει τέτοιο αρχείο και δεν υπάρχει κατάλογος"),
    # a word said again in another item, or as the English says it twice itself
    ("zh", BUILD, "生成、检查翻译目录，检查后出具报告"),
    ("el", BUILD, "δημιουργία και έλεγχος των καταλόγων μετάφρασης, και αναφορά για τον έλεγχο"),
    ("zh", LAST, "它没有未完成的裁决；本裁判的上一项：裁决，裁决 {id}（开始于 {time}，记录于 {at}，UTC）按记录显示。^P 返回可更正；"
     "^N 开始新的裁决。"),
])
