"""fixzd (issue 9 §2, session 38): conditions and alternatives of tester t9be left unfound.

- a "before" the English does not say ("when" made "before": 以 IMP 或 VP 计分前, "πριν τερματιστεί"):
  :func:`opposites.before_added`, one terminology error (be-condzh03, be-condzh04, be-condzh08, be-condzh11);
- an "unless" in a bracket of its own said as "if", the text negating or excepting elsewhere
  ("（如果按第二句予以变更，…）", "(…, αν μεταβληθεί …)"): :func:`conditions.unless_reversed`, the negation
  missing (be-condzh09, be-condzh10, be-condel15);
- a condition made an exception: "when finished" as "εκτός αν ολοκληρωθεί" (the English clause read to its first
  comma), "had the infraction not occurred" as "εκτός αν δεν είχε συμβεί" (a condition by inversion):
  :func:`conditions.reversed_conditions` (be-condel07, be-condel17);
- an alternative inside an English bracket dropped ("(the connection was lost or the helper was told to end)" as
  "(χάθηκε η σύνδεση …)"): :func:`conditions._bracketed_alternatives_missing` (be-alteel07);
- "and" made "or" in a sentence whose English "or"s are all negated ("took over … and has ended since: this one no
  longer saves or records it" as "ανέλαβε … ή έχει τερματιστεί"): :func:`opposites._together_made_alternatives`
  (be-alteel08).

be-alteel11 ("both must, or neither" as "πρέπει ή τα δύο ή κανένα", "either both or neither") says the English's
meaning: no defect, left.
"""

from tests.support import fresh_inputs, interface_item as _item, one_gained_tests

_T9BE = fresh_inputs("t9be")

_DIRECTOR = "With --director-error (Law 82C) give each side's outcomes: --ns-outcome and --ew-outcome."
_DETAILS = ("The details form had unsaved text when the helper ended: F4 shows it again (F4 there saves it, Esc drops "
            "it).")
_NOT_SAVED = "Not saved: {reviewer} was saving this text when it was changed: {text}"
_REPORTED = "the reported language: zh or el (the report's language too, unless --ui-lang)"
_ESTIMATE = "Can you estimate the probable outcome had the infraction not occurred?"
_ENDED = ("The last review ended from outside (the connection was lost or the helper was told to end) before your "
          "note on {entry} was saved ({time}); it was kept:")
_ENDED_TRANSLATION = ("The last review ended from outside (the connection was lost or the helper was told to end) "
                      "before your translation of {entry} was saved ({time}); it was kept:")
_NOT_APPROVED = "Not approved: {reviewer} was approving this text when it was changed: {text}"
_TOOK_OVER = ("Another helper took over the ruling in progress and has ended since: this one no longer saves or "
              "records it, so that the newer answers are kept. ^N starts a new ruling here (recorded); ^O takes it "
              "back.")

_DEFECTS = [
    # a "before" added
    (_T9BE["be-condzh03"], "terminology", "'使用 --director-error（第82条C款）前' (before): the rule applies at another time"),
    (_T9BE["be-condzh08"], "terminology", "'以 IMP 或 VP 计分前' (before)"),
    (_item("zh", _DETAILS, "helper 结束前，详情表中有未保存的内容：按 F4 再次显示（在表中按 F4 保存，Esc 放弃）。"),
     "terminology", "'helper 结束前' (before): the rule applies at another time"),
    (_item("el", _NOT_APPROVED, "Δεν εγκρίθηκε: ο/η {reviewer} ενέκρινε αυτό το κείμενο πριν αλλάξει: {text}"),
     "terminology", "'πριν αλλάξει' (before)"),
    (_item("el", _NOT_SAVED, "Δεν αποθηκεύτηκε: ο/η {reviewer} αποθήκευε αυτό το κείμενο πριν αλλάξει η καταχώριση: "
                             "{text}"),
     "terminology", "the English says 'when it was changed', the translation 'πριν αλλάξει η καταχώριση' (before)"),
    # an "unless" said as "if"
    (_T9BE["be-condzh09"], "negation", "missing in the translation of 'unless --ui-lang'"),
    (_T9BE["be-condel15"], "negation", "missing in the translation of 'unless varied as the second sentence allows'"),
    (_T9BE["be-condzh10"], "negation", "missing in the translation of 'unless varied as the second sentence allows'"),
    (_item("zh", _REPORTED, "报告所审查的语言：zh 或 el（如果用 --ui-lang 另行指定，也是报告的语言）"),
     "negation", "missing in the translation of 'unless --ui-lang'"),
    # a condition made an exception
    (_T9BE["be-condel07"], "negation", "the English's condition 'when' is an exception in the translation"),
    (_T9BE["be-condel17"], "negation",
     "the English's condition 'had the infraction not occurred' is an exception in the translation"),
    (_item("zh", _ESTIMATE, "除非没有发生违规，能否估计可能出现的结果？"),
     "negation", "the English's condition 'had the infraction not occurred' is an exception in the translation"),
    (_item("zh", _DETAILS, "除非 helper 结束，详情表中有未保存的内容：按 F4 再次显示（在表中按 F4 保存，Esc 放弃）。"),
     "negation", "the English's condition 'when' is an exception in the translation"),
    # an alternative in a bracket dropped
    (_T9BE["be-alteel07"], "sentences", "the alternative 'or the helper was told' of the English is missing"),
    (_item("zh", _ENDED_TRANSLATION, "上次审校在您对{entry}的译文保存之前从外部结束（连接中断）（{time}）；该译文已保留："),
     "sentences", "the alternative 'or the helper was told' of the English is missing"),
    (_item("el", _ENDED_TRANSLATION, "Ο τελευταίος έλεγχος τερματίστηκε από έξω (χάθηκε η σύνδεση) πριν αποθηκευτεί η "
                                     "μετάφρασή σας για {entry} ({time})· κρατήθηκε:"),
     "sentences", "the alternative 'or the helper was told' of the English is missing"),
    # "and" made "or", the English's own "or" negated
    (_T9BE["be-alteel08"], "terminology", "the English says 'and', the translation 'ή': 'and' made 'or'"),
    (_item("zh", _TOOK_OVER, "另一个 helper 窗口接管了进行中的裁决或者已经结束：本窗口不再保存或记录它，以保留较新的答案。按 ^N "
                             "在此开始新的裁决（会被记录）；按 ^O 收回。"),
     "terminology", "the English says 'and', the translation '或': 'and' made 'or'"),
]

_REWORDINGS = [
    _item("zh", _DIRECTOR, "用 --director-error（第82条C款）的时候，请给出每一方的结果：--ns-outcome 和 --ew-outcome。"),
    _item("zh", _DETAILS, "helper 结束的时候，详情表中有未保存的内容：按 F4 再次显示（在表中按 F4 保存，Esc 放弃）。"),
    _item("el", _NOT_SAVED, "Δεν αποθηκεύτηκε: ο/η {reviewer} αποθήκευε αυτό το κείμενο τη στιγμή που άλλαξε η "
                            "καταχώριση: {text}"),
    _item("zh", _ENDED, "上次审校在您对{entry}的备注保存前从外部结束（连接中断或本程序被要求结束）（{time}）；该备注已保留："),
    dict(_T9BE["be-condzh09"], msgstr=_T9BE["be-condzh09"]["msgstr"].replace("如果用", "如未用")),
    dict(_T9BE["be-condel15"],
         msgstr=_T9BE["be-condel15"]["msgstr"].replace(", αν μεταβληθεί", ", εφόσον δεν μεταβληθεί")),
    dict(_T9BE["be-condzh10"], msgstr=_T9BE["be-condzh10"]["msgstr"].replace("如果按", "若未按")),
    dict(_T9BE["be-condel17"], msgstr="Μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα, εάν η παράβαση δεν είχε συμβεί;"),
    _item("zh", _ESTIMATE, "如果违规没有发生，能否估计可能出现的结果？"),
    dict(_T9BE["be-condel07"],
         msgstr=_T9BE["be-condel07"]["msgstr"].replace("εκτός αν ολοκληρωθεί", "μόλις ολοκληρωθεί")),
    dict(_T9BE["be-alteel07"], msgstr=_T9BE["be-alteel07"]["msgstr"].replace(
        "(χάθηκε η σύνδεση στο πρόγραμμα εντολή τερματισμού)",
        "(χάθηκε η σύνδεση ή ζητήθηκε από το πρόγραμμα να τερματιστεί)")),
    _item("zh", _ENDED_TRANSLATION, "上次审校在您对{entry}的译文保存之前从外部结束（连接断开，或者本程序被要求结束）（{time}）；该译文已保留："),
    dict(_T9BE["be-alteel08"], msgstr=_T9BE["be-alteel08"]["msgstr"].replace(
        "σε εξέλιξη ή έχει τερματιστεί στο μεταξύ: αυτό εδώ δεν την αποθηκεύει ούτε την καταγράφει",
        "σε εξέλιξη και στο μεταξύ τερματίστηκε: αυτό εδώ δεν την αποθηκεύει ή καταγράφει")),
    _item("zh", _TOOK_OVER, "另一个 helper 窗口接管了进行中的裁决，随后已结束：本窗口不再保存也不再记录它，以保留较新的答案。按 ^N "
                            "在此开始新的裁决（会被记录）；按 ^O 收回。"),
]


test_defect_one_finding, test_rewording_clean = one_gained_tests(_DEFECTS, _REWORDINGS)
