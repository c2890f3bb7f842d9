"""Engineer fjas, session 47 (issue 9 §2): two false findings of fresh tester t9bz on correct rewordings.

- "… before your translation of {entry} was saved ({time}); it was kept:" as "… τερματίστηκε από έξω ({time}) πριν
  αποθηκευτεί η μετάφρασή σας για {entry} (…)· κρατήθηκε:" (bz-rew17): the aside "({time})" moved before {entry}, so
  the two placeholders stand in another order, each with its own neighbours; the placeholder-order warning said
  they might be swapped.  The one placeholder the English sets in a bracket of its own, set so in the translation
  too, is in its place wherever the sentence puts it (:func:`helper.catalog.checks.structure._aside`): the bracket
  is its label, written alike in every language.  Swapped, the other stands in the bracket: still said.
- "This paragraph's text is in Chinese, which this terminal cannot show." as "此终端无法显示本条文的中文文本。"
  (bz-rew18): the relative clause made the main clause, the English's main clause its object, shorter than the
  English with both; the clause was said missing.  A relative whose negation or glossary term the rest of its
  sentence lacks and the translation has is said (:func:`helper.catalog.checks.structure._relative_said`).  A
  relative really dropped stays one finding: the clause's, its negation gone with it no second finding.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

SAVED = ("The last review ended from outside (the connection was lost or the helper was told to end) before your "
         "translation of {entry} was saved ({time}); it was kept:")
NOTE = ("The last review ended from outside (the connection was lost or the helper was told to end) before your note "
        "on {entry} was saved ({time}); it was kept:")
ENCODING = ("helper: this terminal's encoding ({encoding}) cannot show {language}: English is used. For it, set a "
            "UTF-8 locale (export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.")
CHINESE = ("This paragraph's text is in Chinese, which this terminal cannot show. To read it, start GNU screen with: "
           "LANG=C.UTF-8 screen -U, or write it to a file: helper laws show {command} --output FILE.")
PROCESS = "Taken over from process {pid}, which no longer responds."
BACK = "Taken back from process {pid}, which no longer responds."
SETTINGS = "HELPER_SETTINGS names {file}, which does not exist"

ORDER = ("placeholder-order", "check they are not swapped")
CLAUSE = ("sentences", "of the English is missing in the translation")

EL_REST = " (χάθηκε η σύνδεση ή δόθηκε στο πρόγραμμα εντολή τερματισμού)"
ZH_REST = "（连接中断或本程序被要求结束）"
ZH_SCREEN = "要阅读它，可用 LANG=C.UTF-8 screen -U 启动 GNU screen，或用 helper laws show {command} --output FILE 将其写入文件。"
EL_SCREEN = ("Για να το διαβάσετε, ξεκινήστε το GNU screen με: LANG=C.UTF-8 screen -U, ή γράψτε το σε αρχείο: "
             "helper laws show {command} --output FILE.")

SWAPS = [
    # the placeholders swapped, the aside where the English has it: the order's warning, as before
    ("el", SAVED, f"Ο τελευταίος έλεγχος τερματίστηκε από έξω{EL_REST} πριν αποθηκευτεί η μετάφρασή σας για {{time}} "
                  "({entry})· κρατήθηκε:", "{time} {entry}"),
    ("zh", SAVED, f"上次审校在您对{{time}}的译文保存之前从外部结束{ZH_REST}（{{entry}}）；该译文已保留：", "{time} {entry}"),
    ("el", ENCODING, "helper: η κωδικοποίηση αυτού του τερματικού ({language}) δεν μπορεί να εμφανίσει {encoding}: "
                     "χρησιμοποιούνται αγγλικά. Για να εμφανιστούν, ορίστε τοπικές ρυθμίσεις UTF-8 (export "
                     "LANG=C.UTF-8) και αφήστε το PYTHONIOENCODING χωρίς τιμή.", "{language} {encoding}"),
]

DROPPED = [
    # a relative clause dropped, its negation with it: the clause's one finding
    ("el", CHINESE, f"Το κείμενο αυτής της παραγράφου είναι στα κινέζικα. {EL_SCREEN}", "which this terminal cannot show"),
    ("zh", PROCESS, "已从进程 {pid} 接管。", "which no longer responds"),
    ("el", PROCESS, "Αναλήφθηκε από τη διεργασία {pid}.", "which no longer responds"),
    ("el", BACK, "Ανακτήθηκε από τη διεργασία {pid}.", "which no longer responds"),
    ("zh", SETTINGS, "HELPER_SETTINGS 指定了 {file}", "which does not exist"),
    ("el", SETTINGS, "το HELPER_SETTINGS ορίζει το {file}", "which does not exist"),
]

CLEAN = [
    # the tester's inputs
    ("el", SAVED, f"Ο τελευταίος έλεγχος τερματίστηκε από έξω ({{time}}) πριν αποθηκευτεί η μετάφρασή σας για {{entry}}"
                  f"{EL_REST}· κρατήθηκε:"),
    ("zh", CHINESE, f"此终端无法显示本条文的中文文本。{ZH_SCREEN}"),
    # the aside moved elsewhere, other entries, Chinese brackets, an aside with words
    ("el", NOTE, f"Ο τελευταίος έλεγχος ({{time}}) τερματίστηκε από έξω{EL_REST} πριν αποθηκευτεί η σημείωσή σας για "
                 "{entry}· κρατήθηκε:"),
    ("zh", SAVED, f"上次审校从外部结束（{{time}}）{ZH_REST}，当时您对{{entry}}的译文尚未保存；该译文已保留："),
    ("zh", NOTE, f"（{{time}}）上次审校在您对{{entry}}的备注保存之前从外部结束{ZH_REST}；该备注已保留："),
    ("zh", ENCODING, "helper：此终端无法显示{language}（其编码为 {encoding}），现用英文。如需显示，请设置 UTF-8 语言环境"
                     "（export LANG=C.UTF-8），并不要设置 PYTHONIOENCODING。"),
    ("el", ENCODING, "helper: αυτό το τερματικό δεν μπορεί να εμφανίσει {language} (κωδικοποίηση {encoding}): "
                     "χρησιμοποιούνται αγγλικά. Για να εμφανιστούν, ορίστε τοπικές ρυθμίσεις UTF-8 (export "
                     "LANG=C.UTF-8) και αφήστε το PYTHONIOENCODING χωρίς τιμή."),
    # the relative made the main clause, at the sentence's start (zh, el), other entries
    ("zh", CHINESE, f"本终端显示不了这段条文的中文。{ZH_SCREEN}"),
    ("el", CHINESE, f"Αυτό το τερματικό δεν μπορεί να δείξει το κινεζικό κείμενο αυτής της παραγράφου. {EL_SCREEN}"),
    ("zh", PROCESS, "进程 {pid} 不再响应，已从其接管。"),
    ("el", PROCESS, "Η διεργασία {pid} δεν αποκρίνεται πλέον· αναλήφθηκε από αυτήν."),
    ("zh", BACK, "进程 {pid} 已不再响应，已从其收回。"),
    ("zh", SETTINGS, "{file} 不存在，但 HELPER_SETTINGS 指定了它"),
    ("el", SETTINGS, "Το {file} δεν υπάρχει, αλλά το ορίζει το HELPER_SETTINGS"),
]

# Each defect gives one finding naming it (tester t9bz bz-rew17, bz-rew18 and variants); each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, ORDER[0], fragment, ORDER[1]) for lang, entry, msgstr, fragment in SWAPS]
    + [(lang, entry, msgstr, CLAUSE[0], clause, (CLAUSE[1], f"'{clause}'")) for lang, entry, msgstr, clause
       in DROPPED], CLEAN)


def test_tester_inputs():
    """The tester's two inputs, as its file has them: no finding."""
    from tests.testers.measure import gained

    inputs = fresh_inputs("t9bz")
    for key in ("bz-rew17", "bz-rew18"):
        assert [f"{f.check}: {f.message}" for f in gained(inputs[key])] == [], key


def test_chinese_relative_dropped_is_one_finding():
    """"…为中文。" for "…is in Chinese, which this terminal cannot show.": the clause dropped with its negation is one
    finding, the negation's, naming the sentence (the Chinese sentence's length alone does not tell the sentences
    check that the clause is gone)."""
    from tests.support import interface_item

    one_gained(interface_item("zh", CHINESE, f"本条文为中文。{ZH_SCREEN}"), "negation",
               "This paragraph's text is in Chin")
