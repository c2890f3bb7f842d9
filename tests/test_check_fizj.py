"""A condition reversed and a circumstance said as a condition (issue 9 §2, engineer fizj; tester t9bt bt-con08,
bt-rew37).

- "With --director-error (Law 82C) both sides are non-offending: …" as 除非使用 --director-error…, "Εκτός αν δοθεί το
  --director-error …": the option's leading condition ("with" = when it is given) made "unless", the rule now said for
  every ruling but those with the option.  One `negation` finding naming the condition made an exception, as for "if"
  made 除非 (fixwc); "unless" made "if" / "when" stays the negation check's one finding.  Said 使用 … 时, 如使用 …,
  "Με το …", "Όταν δίνεται το …" it is clean.
- "This takes a few seconds, longer on a busy machine." as "…, περισσότερα αν το μηχάνημα είναι φορτωμένο": a
  prepositional circumstance ("on a busy machine") said as "if the machine is busy" in its clause is a correct
  rewording, not a fact made a condition; an "if" put on the clause that states the fact still is one.
"""

from tests.support import fresh_inputs, gained_or_paired, interface_item, one_gained_tests

W1 = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
W2 = "With --director-error (Law 82C) give each side's outcomes: --ns-outcome and --ew-outcome."
JSON = "With --json the report is written as JSON."
UNLESS = "the reported language: zh or el (the report's language too, unless --ui-lang)"
TIME = "If time permits, a substitute board may be played instead (Law {law})."
BUSY = ("Reading and checking the catalogues… This takes a few seconds, longer on a busy machine. Esc closes this "
        "screen; other keys typed meanwhile are kept and act, in order, once the checks end.")
BUSY_EL = ("Διαβάζονται και ελέγχονται οι κατάλογοι… {} Με το Esc κλείνει αυτή η οθόνη· τα άλλα πλήκτρα που "
           "πατιούνται στο μεταξύ κρατούνται και ενεργούν με τη σειρά μόλις τελειώσει ο έλεγχος.")
BUSY_ZH = "正在读取并检查翻译目录…{}按 Esc 关闭此画面；其间按下的其他键会保留，检查结束后依次生效。"
LOAD = "Loading takes a moment, longer with a large catalogue."
RULING = "The ruling is recorded, and the board is closed."
EXCEPTION = ("is an exception in the translation", "the condition reversed")
FACT = ("where the English states a fact", "a fact made a condition")

TESTER = fresh_inputs("t9bt")

test_defect, test_rewording = one_gained_tests([
    # the tester's input
    (TESTER["bt-con08"], "negation", ("'With --director-error'", "'除非使用 --director-error（第82条C款）'") + EXCEPTION),
    # the option's condition made "unless", other strings, both languages
    (interface_item("zh", W2, "除非使用 --director-error（第82条C款），请给出每一方的结果：--ns-outcome 和 --ew-outcome。"),
     "negation", ("'With --director-error'",) + EXCEPTION),
    (interface_item("zh", W2, "除非使用 --director-error（第82条C款），否则请给出每一方的结果：--ns-outcome 和 "
                              "--ew-outcome。"), "negation", ("'With --director-error'",) + EXCEPTION),
    (interface_item("el", W1, "Εκτός αν δοθεί το --director-error (Νόμος 82Γ), και οι δύο άξονες είναι αναίτιοι: "
                              "παραλείψτε το --nos."), "negation",
     ("'With --director-error'", "'Εκτός αν δοθεί το --director-error'") + EXCEPTION),
    (interface_item("el", W2, "Εκτός εάν δοθεί το --director-error (Νόμος 82Γ), δώστε τα αποτελέσματα κάθε άξονα: "
                              "--ns-outcome και --ew-outcome."), "negation", ("'With --director-error'",) + EXCEPTION),
    (interface_item("el", W1, "Παρά μόνο αν δοθεί το --director-error (Νόμος 82Γ), και οι δύο άξονες είναι "
                              "αναίτιοι: παραλείψτε το --nos."), "negation", ("'With --director-error'",) + EXCEPTION),
    (interface_item("zh", JSON, "除非使用 --json，报告以 JSON 格式写出。"), "negation", ("'With --json'",) + EXCEPTION),
    (interface_item("el", JSON, "Εκτός αν δοθεί το --json, η αναφορά γράφεται ως JSON."), "negation",
     ("'With --json'",) + EXCEPTION),
    # "if" made "unless" (fixwc) is still found
    (interface_item("zh", TIME, "除非时间允许，可改打一副替代牌（{law}）。"), "negation", ("'If'",) + EXCEPTION),
    # the other way: "unless" made "if" / "when", the negation check's one finding
    (interface_item("zh", UNLESS, "报告所审查的语言：zh 或 el（如果用 --ui-lang 另行指定，也是报告的语言）"), "negation",
     ("a negation of the English", "'unless --ui-lang'")),
    (interface_item("zh", UNLESS, "报告所审查的语言：zh 或 el（使用 --ui-lang 时，也是报告的语言）"), "negation",
     ("a negation of the English", "'unless --ui-lang'")),
    (interface_item("el", UNLESS, "η γλώσσα που εξετάζει η αναφορά: zh ή el (και η γλώσσα της αναφοράς, αν δοθεί "
                                  "--ui-lang)"), "negation", ("a negation of the English", "'unless --ui-lang'")),
    (interface_item("el", UNLESS, "η γλώσσα που εξετάζει η αναφορά: zh ή el (και η γλώσσα της αναφοράς, όταν δοθεί "
                                  "--ui-lang)"), "negation", ("a negation of the English", "'unless --ui-lang'")),
    # a fact made a condition: the "if" on the clause stating the fact, not on the circumstance
    (interface_item("el", BUSY, BUSY_EL.format("Αν χρειαστούν λίγα δευτερόλεπτα, περισσότερα σε φορτωμένο "
                                               "μηχάνημα.")), "sentences", ("'Αν χρειαστούν λίγα δευτερόλεπτα'",) + FACT),
    (interface_item("zh", BUSY, BUSY_ZH.format("如果这需要几秒钟，在繁忙的机器上更久。")), "sentences",
     ("'如果这需要几秒钟'",) + FACT),
    (interface_item("zh", LOAD, "如果加载需要片刻，目录很大时更久。"), "sentences", ("'如果加载需要片刻'",) + FACT),
    (interface_item("el", LOAD, "Αν η φόρτωση διαρκεί λίγο, περισσότερο με μεγάλο κατάλογο."), "sentences",
     ("'Αν η φόρτωση διαρκεί λίγο'",) + FACT),
    (interface_item("el", RULING, "Αν η απόφαση καταγραφεί, η διανομή κλείνει."), "sentences",
     ("'Αν η απόφαση καταγραφεί'",) + FACT),
    (interface_item("zh", RULING, "如果裁定已记录，这副牌即关闭。"), "sentences", ("'如果裁定已记录'",) + FACT),
], [
    # the option's condition said "when it is given", "if it is given", "with"
    interface_item("zh", W1, "使用 --director-error（第82条C款）时，双方均为非违规方：请不要给出 --nos。"),
    interface_item("zh", W1, "如使用 --director-error（第82条C款），双方均为非违规方：请不要给出 --nos。"),
    interface_item("zh", W2, "如使用 --director-error（第82条C款），请给出每一方的结果：--ns-outcome 和 --ew-outcome。"),
    interface_item("el", W1, "Με το --director-error (Νόμος 82Γ) και οι δύο άξονες είναι αναίτιοι: παραλείψτε το "
                             "--nos."),
    interface_item("el", W1, "Όταν δίνεται το --director-error (Νόμος 82Γ), και οι δύο άξονες είναι αναίτιοι: "
                             "παραλείψτε το --nos."),
    interface_item("el", W2, "Όταν δίνεται το --director-error (Νόμος 82Γ), δώστε τα αποτελέσματα κάθε άξονα: "
                             "--ns-outcome και --ew-outcome."),
    interface_item("zh", JSON, "使用 --json 时，报告以 JSON 格式写出。"),
    interface_item("el", JSON, "Με το --json η αναφορά γράφεται ως JSON."),
    # the tester's rewording, and others: the circumstance said as a condition in its clause
    TESTER["bt-rew37"],
    interface_item("el", BUSY, BUSY_EL.format("Αυτό διαρκεί λίγα δευτερόλεπτα, περισσότερο εάν το μηχάνημα είναι "
                                              "απασχολημένο.")),
    interface_item("zh", BUSY, BUSY_ZH.format("这需要几秒钟，如果机器繁忙则更久。")),
    interface_item("el", LOAD, "Η φόρτωση διαρκεί λίγο, περισσότερο αν ο κατάλογος είναι μεγάλος."),
    interface_item("zh", LOAD, "加载需要片刻，如果目录很大则更久。"),
    interface_item("el", RULING, "Η απόφαση καταγράφεται και η διανομή κλείνει."),
], measure=gained_or_paired)
