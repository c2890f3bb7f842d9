"""Engineer fizn, session 44 (issue 9 §2): tester t9bt's brackets inputs - two false findings and one miss.

- An English parenthetical closing its text, said as a clause of its own after a semicolon, a colon, a Greek ano
  teleia or a dash where its opening bracket stood ("Fix the file (helper catalog check lists the faults)." as
  "请修正该文件；helper catalog check 会列出错误。", "Διορθώστε το αρχείο· το helper catalog check παραθέτει τα σφάλματα.";
  bt-rew21, bt-rew46): a rewording, no finding (:func:`helper.catalog.checks.pair._own_clause_after`), as fizf's
  ", ενώ …" / "，而…" is.  After a comma or nothing its words still run on (test_check_fixya, test_check_fizf).
- A closing bracket moved before the examples the English's parenthetical ends with ("(επίπεδο 1-7 και χρώμα C, D,
  H, S ή NT), π.χ. 4S, 3NT, 4♠X." for "(a level 1-7 and a strain C, D, H, S or NT, e.g. 4S, 3NT, 4♠X).", bt-bra20):
  one brackets warning, the bracket closes too early
  (:func:`helper.catalog.checks.brackets.closing_moved_before_kept`), the mirror of fize's closing_moved_over_join.
"""

from __future__ import annotations

from tests.support import fresh_inputs, interface_gained, one_finding_tests, one_gained

INPUTS = fresh_inputs("t9bt")

CONTRACT = "{field}: not a contract: {value} (a level 1-7 and a strain C, D, H, S or NT, e.g. 4S, 3NT, 4♠X)."
RESULT = "{field}: no result yet: {value} (give the declarer and the result, e.g. 4SN=, 4SN-1)."
SCORE = "{field}: not a bridge score: {value} (no contract and result gives it under Law 77; e.g. +420 or -50)."
NUMBER = ("{file}, line {line}: {number} is not written as the helper reads numbers (plain digits with a decimal "
          "point if needed, e.g. 65)")
BUILD = "This entry is not in the {language} catalogue (helper catalog build adds it)."
FIX = ("The {language} catalogue cannot be read exactly ({where}): it is not shown and nothing is saved into it. "
       "Fix the file (helper catalog check lists the faults).")

CLOSES_EARLY = ("the bracket closes too early", "of the English's parenthetical stands after it in the translation")
KEPT_WORDS = "are missing in the translation: its words are kept, no longer set apart?"


def _early(words: str) -> tuple[str, ...]:
    return (f"'{words}'",) + CLOSES_EARLY


def test_tester_rewordings():
    for key in ("bt-rew21", "bt-rew46"):
        item = INPUTS[key]
        assert [f.message for f in interface_gained(item["lang"], item["entry"], item["msgstr"])] == [], key


def test_tester_defect():
    found = one_gained(INPUTS["bt-bra20"], "brackets", _early("π.χ. 4S, 3NT, 4♠X"))
    assert found.fragment == "π.χ. 4S, 3NT, 4♠X"


test_defect, test_rewording = one_finding_tests([
    # the closing bracket moved before the examples the English's parenthetical ends with
    ("zh", CONTRACT, "{field}：不是定约：{value}（阶数 1-7 加花色 C、D、H、S 或无将 NT），例如 4S、3NT、4♠X。", "brackets",
     "例如 4S、3NT、4♠X", _early("例如 4S、3NT、4♠X")),
    ("zh", RESULT, "{field}：尚无结果：{value}（请给出庄家和结果），例如 4SN=、4SN-1。", "brackets", "例如 4SN=、4SN-1",
     _early("例如 4SN=、4SN-1")),
    ("el", RESULT, "{field}: δεν υπάρχει ακόμη αποτέλεσμα: {value} (δώστε εκτελεστή και αποτέλεσμα), π.χ. 4SN=, 4SN-1.",
     "brackets", "π.χ. 4SN=, 4SN-1", _early("π.χ. 4SN=, 4SN-1")),
    ("el", RESULT, "{field}: δεν υπάρχει ακόμη αποτέλεσμα: {value} (δώστε εκτελεστή και αποτέλεσμα), όπως 4SN=, 4SN-1.",
     "brackets", "όπως 4SN=, 4SN-1", _early("όπως 4SN=, 4SN-1")),
    ("zh", SCORE, "{field}：不是桥牌得分：{value}（按第77条，没有任何定约和结果能得到此分）；例如 +420 或 -50。", "brackets",
     "例如 +420 或 -50", _early("例如 +420 或 -50")),
    ("el", SCORE, "{field}: δεν είναι βαθμολογία μπριτζ: {value} (κανένα συμβόλαιο και αποτέλεσμα δεν τη δίνει κατά τον "
     "Νόμο 77), π.χ. +420 ή -50.", "brackets", "π.χ. +420 ή -50", _early("π.χ. +420 ή -50")),
    ("zh", NUMBER, "{file}，第 {line} 行：{number} 的写法不是本程序读取数字的方式（只用数字，必要时加小数点），例如 65",
     "brackets", "例如 65", _early("例如 65")),
    ("el", NUMBER, "{file}, γραμμή {line}: το {number} δεν είναι γραμμένο όπως διαβάζει τους αριθμούς το πρόγραμμα "
     "(απλά ψηφία, με υποδιαστολή αν χρειάζεται), π.χ. 65", "brackets", "π.χ. 65", _early("π.χ. 65")),
    # a closing parenthetical's words after a comma or after nothing: still run on, its brackets missing
    ("zh", BUILD, "此条目不在{language}翻译目录中，helper catalog build 会添加。", "brackets",
     "(helper catalog build adds it)", KEPT_WORDS),
    ("el", BUILD, "Αυτή η καταχώριση δεν υπάρχει στον κατάλογο ({language}) το helper catalog build την προσθέτει.",
     "brackets", "(helper catalog build adds it)", KEPT_WORDS),
], [
    # the examples kept inside the bracket, reworded
    ("zh", CONTRACT, "{field}：不是定约：{value}（由阶数 1-7 和花色 C、D、H、S 或 NT 组成，如 4S、3NT、4♠X）。"),
    ("el", CONTRACT, "{field}: δεν είναι συμβόλαιο: {value} (ένα επίπεδο 1-7 και ένα χρώμα C, D, H, S ή NT, όπως 4S, "
                     "3NT, 4♠X)."),
    ("el", RESULT, "{field}: δεν υπάρχει ακόμη αποτέλεσμα: {value} (δώστε τον εκτελεστή και το αποτέλεσμα, για "
                   "παράδειγμα 4SN=, 4SN-1)."),
    ("zh", RESULT, "{field}：尚无结果：{value}（请写出庄家和结果，如 4SN=、4SN-1）。"),
    # the closing parenthetical said as a clause of its own after ；: · — or a colon
    ("zh", BUILD, "此条目不在{language}翻译目录中；helper catalog build 会添加它。"),
    ("zh", BUILD, "此条目不在{language}翻译目录中：helper catalog build 会添加它。"),
    ("el", BUILD, "Αυτή η καταχώριση δεν υπάρχει στον κατάλογο ({language})· το helper catalog build την προσθέτει."),
    ("el", BUILD, "Αυτή η καταχώριση δεν υπάρχει στον κατάλογο ({language}) — το helper catalog build την προσθέτει."),
    ("zh", FIX, "无法准确读取{language}翻译目录（{where}）：不予显示，也不会向其中保存任何内容。请修正该文件——helper catalog check "
                "会列出错误。"),
    ("el", FIX, "Ο κατάλογος ({language}) δεν μπορεί να διαβαστεί με ακρίβεια ({where}): δεν εμφανίζεται και τίποτα δεν "
                "αποθηκεύεται σε αυτόν. Διορθώστε το αρχείο: το helper catalog check παραθέτει τα σφάλματα."),
])


def test_brackets_moved_around_other_words():
    # (no parts in the English's bracket: the brackets moved around other words, not closed too early; t9bq bq-brk07)
    item = fresh_inputs("t9bq")["bq-brk07"]
    found = one_gained(item, "brackets", KEPT_WORDS)
    assert found.fragment == "(default: $HELPER_DIRECTOR)"
