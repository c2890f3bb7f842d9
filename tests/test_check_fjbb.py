"""Engineer fjbb, session 49 (issue 9 §2): two inputs of fresh tester t9cc not met.

- "…: an assigned adjusted score, not an artificial one (Law {law})." as "…：可判给裁定调整分，而非人为调整分" (cc-mod08):
  the rule's answer, stated, made "may award".  The check of a statement made a "may"
  (:func:`helper.catalog.checks.negation.stated_made_possible`) left out every English sentence with a negation; a
  contrast's "not" (", not an artificial one", ", not {value}": :data:`negation._CONTRASTED_EN`) negates no act, and
  now no longer hides the sentence.  Its words of leave also take 得 before a verb (得判给, law Chinese's "may") and,
  where the English has no word of a possibility, 可能 / "ενδέχεται να" (:data:`negation._MIGHT_STATED`).  A duty added
  (必须, 须; πρέπει) is interface_modality's "obliged" finding, as before.
- "Number, then Enter (empty Enter: the standard penalty)" with its bracket left in English (cc-unt20): the untranslated
  run named "the standard penalty" and the condition "empty Enter" was said missing besides.  A run standing in a
  bracket of English left is now the bracket (:func:`helper.catalog.checks.untranslated.runs_in_whole_brackets`): one
  finding, the condition with it.  So are the kind's other shapes: the key hint's condition alone left ("(empty Enter:
  η τυπική ποινή)": :func:`untranslated.before_key_colon`), what the key does after it with no colon ("（直接按 Enter
  skips）", "(F2 changes it)": :func:`untranslated.after_key_in_bracket`), and a bracket of English words and keys
  ("(empty Enter skips)": :func:`untranslated.prose_brackets_left`).
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

OTHER_TABLE = ("The result at the other table between the same contestants is clearly favourable to one side: an "
               "assigned adjusted score, not an artificial one (Law {law}).")
ZH_OTHER = "相同参赛者之间另一桌的结果明显有利于一方：{}裁定调整分，而非人为调整分（{{law}}）。"
EL_OTHER = ("Το αποτέλεσμα στο άλλο τραπέζι, μεταξύ των ίδιων αγωνιζόμενων, είναι φανερά ευνοϊκό για έναν άξονα: {} "
            "κατ' εκτίμηση επανορθωτική βαθμολογία, όχι τεχνητή (Νόμος {{law}}).")
KNOCKOUT = "Knockout: non-balancing adjusted scores were awarded"
VERSION = "Version {number}, too few results: average plus to both sides ({percent}) (Law {law}): {items}"
INDIVIDUAL = "Which player? In an individual each player is a contestant: only the offender is penalised."
AVERAGE = "Yes: each side gets the average of the two scores (Law 12C4)"
STANDARD = "Number, then Enter (empty Enter: the standard penalty)"
SKIPS = "Number, then Enter (empty Enter skips)"
IMPS = "The penalty in IMPs (Enter on an empty line: the standard penalty of the regulations)"
LANGUAGE = "It was in {language}; it is shown in the language asked for with --lang (F2 changes it)."

STATED = ("terminology", ("the English states what is done in", "the translation only allows it"))
OBLIGED = ("terminology", "the English states what is done, with no duty, the translation obliges")
LEFT = ("untranslated-run", "English left untranslated in the translation")

DEFECTS = [
    # (lang, entry, msgstr, check, fragment, words)
    # the rule's answer made a "may" or a possibility (可, 可以, 得, 可能; μπορεί να, ενδέχεται να), beside a contrast
    ("zh", OTHER_TABLE, ZH_OTHER.format("可以判给"), STATED[0], OTHER_TABLE, STATED[1]),
    ("zh", OTHER_TABLE, ZH_OTHER.format("得判给"), STATED[0], OTHER_TABLE, STATED[1]),
    ("zh", OTHER_TABLE, ZH_OTHER.format("可能判给"), STATED[0], OTHER_TABLE, STATED[1]),
    ("el", OTHER_TABLE, EL_OTHER.format("μπορεί να επιδικαστεί"), STATED[0], OTHER_TABLE, STATED[1]),
    ("el", OTHER_TABLE, EL_OTHER.format("ενδέχεται να επιδικαστεί"), STATED[0], OTHER_TABLE, STATED[1]),
    # ... or a duty (必须, 须; πρέπει να)
    ("zh", OTHER_TABLE, ZH_OTHER.format("必须判给"), OBLIGED[0], OTHER_TABLE, OBLIGED[1]),
    ("zh", OTHER_TABLE, ZH_OTHER.format("须判给"), OBLIGED[0], OTHER_TABLE, OBLIGED[1]),
    ("el", OTHER_TABLE, EL_OTHER.format("πρέπει να επιδικαστεί"), OBLIGED[0], OTHER_TABLE, OBLIGED[1]),
    # other statements made a possibility by 可能, 得, "ενδέχεται να"
    ("zh", KNOCKOUT, "淘汰赛：可能已判给不平衡的调整分", STATED[0], KNOCKOUT, STATED[1]),
    ("el", KNOCKOUT, "Αγώνες knock out: ενδέχεται να επιδικάστηκαν μη συμπληρωματικές επανορθωτικές βαθμολογίες",
     STATED[0], KNOCKOUT, STATED[1]),
    ("zh", VERSION, "版本 {number}，结果太少：双方可能得到平均正分（{percent}）（{law}）：{items}", STATED[0], VERSION,
     STATED[1]),
    ("el", VERSION, "Εκδοχή {number}, πολύ λίγα αποτελέσματα: ενδέχεται να δοθεί μέσος όρος συν και στους δύο άξονες "
     "({percent}) (Νόμος {law}): {items}", STATED[0], VERSION, STATED[1]),
    ("zh", INDIVIDUAL, "哪位牌手？个人赛中每位牌手都是参赛者：可能只罚违规者。", STATED[0],
     "In an individual each player is a contestant: only the offender is penalised.", STATED[1]),
    ("zh", INDIVIDUAL, "哪位牌手？个人赛中每位牌手都是参赛者：得只罚违规者。", STATED[0],
     "In an individual each player is a contestant: only the offender is penalised.", STATED[1]),
    # a key hint's bracket left in English, whole or in part: one run naming it, no condition missing besides
    ("zh", STANDARD, "输入数字后按 Enter（empty Enter: the standard penalty）", LEFT[0],
     "empty Enter: the standard penalty", LEFT[1]),
    ("zh", STANDARD, "输入数字后按 Enter（empty Enter：the standard penalty）", LEFT[0],
     "empty Enter：the standard penalty", LEFT[1]),
    ("el", STANDARD, "Αριθμός και Enter (empty Enter: η τυπική ποινή)", LEFT[0], "empty Enter", LEFT[1]),
    ("zh", STANDARD, "输入数字后按 Enter（empty Enter：标准罚分）", LEFT[0], "empty Enter", LEFT[1]),
    ("el", SKIPS, "Αριθμός και Enter (empty Enter skips)", LEFT[0], "empty Enter skips", LEFT[1]),
    ("zh", SKIPS, "输入数字后按 Enter（empty Enter skips）", LEFT[0], "empty Enter skips", LEFT[1]),
    ("el", SKIPS, "Αριθμός και Enter (empty Enter: skips)", LEFT[0], "empty Enter: skips", LEFT[1]),
    ("el", SKIPS, "Αριθμός και Enter (empty Enter: παράλειψη)", LEFT[0], "empty Enter", LEFT[1]),
    ("zh", SKIPS, "输入数字后按 Enter（直接按 Enter skips）", LEFT[0], "skips", LEFT[1]),
    ("el", SKIPS, "Αριθμός και Enter (κενό Enter skips)", LEFT[0], "skips", LEFT[1]),
    ("el", IMPS, "Η ποινή σε IMPs (Enter on an empty line: η τυπική ποινή των κανονισμών)", LEFT[0],
     "Enter on an empty line", LEFT[1]),
    ("zh", LANGUAGE, "原为{language}；按 --lang 所指定的语言显示（F2 changes it）。", LEFT[0], "F2 changes it", LEFT[1]),
    ("el", LANGUAGE, "Ήταν στα {language}· εμφανίζεται στη γλώσσα που ζητήθηκε με το --lang (F2 changes it).", LEFT[0],
     "F2 changes it", LEFT[1]),
]

CLEAN = [
    # the rule's answer stated, the contrast said otherwise
    ("zh", OTHER_TABLE, "同一对参赛者在另一桌的结果明显有利于一方：给予裁定调整分，而不是人为调整分（{law}）。"),
    ("zh", OTHER_TABLE, "同一对参赛者在另一桌的结果显然有利于一方：此时判给裁定调整分，不判人为调整分（{law}）。"),
    ("zh", OTHER_TABLE, "相同参赛者之间另一桌的结果明显对一方有利：判裁定调整分，而非人为调整分（{law}）。"),
    ("el", OTHER_TABLE, "Το αποτέλεσμα στο άλλο τραπέζι, μεταξύ των ίδιων αγωνιζόμενων, είναι σαφώς ευνοϊκό για τη μία "
     "πλευρά: επιδικάζεται κατ' εκτίμηση επανορθωτική βαθμολογία και όχι τεχνητή (Νόμος {law})."),
    ("el", OTHER_TABLE, EL_OTHER.format("δίνεται")),
    # 得 "gets" (before a count, 各得, 得其; 得到), not the modal
    ("zh", AVERAGE, "是：每一方得两个得分的平均数（第12条C款4项）"),
    ("zh", AVERAGE, "是：每一方各得两个得分的平均数（第12条C款4项）"),
    ("zh", VERSION, "版本 {number}，结果太少：双方各得平均正分（{percent}）（{law}）：{items}"),
    ("zh", KNOCKOUT, "淘汰赛：判给了不平衡的调整分"),
    ("zh", INDIVIDUAL, "哪位牌手？个人赛中每位牌手都是参赛者：只处罚违规者。"),
    # key hints translated, the key kept
    ("el", STANDARD, "Αριθμός και Enter (κενό Enter: η τυπική ποινή)"),
    ("el", STANDARD, "Αριθμός και μετά Enter (σκέτο Enter: η συνήθης ποινή)"),
    ("zh", STANDARD, "输入数字后按 Enter（直接按 Enter：标准罚分）"),
    ("zh", STANDARD, "输入数字，然后按 Enter（空 Enter：标准罚分）"),
    ("el", SKIPS, "Αριθμός και Enter (κενό Enter: παράλειψη)"),
    ("zh", SKIPS, "输入数字后按 Enter（直接按 Enter 跳过）"),
    ("el", LANGUAGE, "Ήταν στα {language}· εμφανίζεται στη γλώσσα που ζητήθηκε με --lang (το F2 την αλλάζει)."),
]

# Each defect gives one finding naming it; each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(DEFECTS, CLEAN)


def test_the_stated_award_made_may_is_one_finding():
    """cc-mod08: 可判给 for the stated "an assigned adjusted score" beside the contrast "not an artificial one"."""
    found = one_gained(fresh_inputs("t9cc")["cc-mod08"], *STATED)
    assert found.fragment == OTHER_TABLE


def test_the_bracket_left_in_english_is_one_finding():
    """cc-unt20: "(empty Enter: the standard penalty)" left whole: one run naming the bracket, its condition in it."""
    found = one_gained(fresh_inputs("t9cc")["cc-unt20"], *LEFT)
    assert found.fragment == "empty Enter: the standard penalty"
