"""fiye (issue 9 §2, session 41): brackets, alternatives, placeholders and a unit tester t9bl's run missed or said
twice; each kind: the tester's input, other defects of the kind (one finding each, both languages where the kind
applies) and correct rewordings (none).

- the sentence's end mark moved inside the last bracket ("（第90条？）" for "(Law 90)?"):
  :func:`brackets.end_mark_moved_in`, one brackets warning, no end mark said lost besides (bl-brk06);
- a bracket pair written the wrong way round ("）…（"): :func:`brackets.reversed_pair`, one brackets error, not a
  stray closing bracket and one never closed (bl-brk11);
- an "or" said as "and" right before the same option the English's "or" stands before, other "or"s kept ("，和
  --player"): :func:`opposites._anchored`, the "or / and" terminology error (bl-alt13);
- an alternative dropped with its bracket ("or vps (a match in victory points)"): the sentences error alone, the
  pairs left all kept, no parenthetical said unbracketed (pair._short_parenthetical_unbracketed; bl-alt25), nor a
  unit counted inside the Latin word "ximps" (numbers.UNITS);
- a law placeholder written out as its reference ("(Νόμος 92)" for "(Law {law92})"): one placeholders error naming
  the reference, no law reference "not in the English" besides (bl-plh21);
- the English's "IMPs or VPs" said as one other unit (比赛分, "βαθμούς αγώνα"): one terminology error naming the unit,
  no alternative "or VPs" said missing besides (pair._unit_pair_replaced; bl-sco02).
"""

from tests.support import fresh_inputs, interface_item as _item, one_gained_tests

_T9BL = fresh_inputs("t9bl")

_PEN = "Is there also a procedural penalty (Law 90)?"
_CROSS = "How many results does the board have at cross-IMPs (tables that played it)?"
_KO = "--knockout is for team play at IMPs (Law 12C4)."
_OTHER = "--other-table goes with --assigned-result (Law 86B1)."
_QUIT = "To quit, press Ctrl+X or F10 (the ruling in progress is kept)."
_OFFENDER = ("Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an "
             "individual).")
_REPORT = "A report is for one language: add --lang el or --lang zh."
_UNIT = ("Ruling {id} was scored in matchpoints: give the appeal's scores in percent or matchpoints (--unit percent or "
         "--unit matchpoints).")
_NOS = "The damage test (--table-result) needs --nos ns or --nos ew."
_NS_EW = "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."
_TOP_RESULTS = "Give --top or --results, not both."
_METHODS = "mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)"
_APPEAL = ("The players may appeal this ruling (Law {law83}): the right to appeal expires {minutes} minute after the "
           "official score is made available (Law {law92}).")
_PENALTY = ("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; the scores of the other "
            "three players do not change.")
_SUBSTITUTE = "If time permits, a substitute board may be played instead (Law {law})."
_TOP = "--top is for matchpoints: a penalty at IMPs or VPs is given in IMPs or VPs."
_APPEAL_EL = ("Οι παίκτες μπορούν να εφεσιβάλουν αυτή την απόφαση (Νόμος 83): το δικαίωμα έφεσης λήγει {minutes} "
              "{unit} μετά τη δημοσίευση της επίσημης βαθμολογίας (Νόμος {law92}).")

_END_INSIDE = "stands inside the bracket"
_REVERSED = "brackets written the wrong way round in the translation"
_OR_AND = "alternatives made all required"
_LAW_WRITTEN = "is written out as the law reference"

_DEFECTS = [
    # the end mark moved inside the bracket
    (_T9BL["bl-brk06"], "brackets", "end mark '？' " + _END_INSIDE + " '第90条？'"),
    (_item("zh", _CROSS, "按交叉 IMP 计分，这副牌有多少个结果（打过它的牌桌数？）"), "brackets",
     "end mark '？' " + _END_INSIDE),
    (_item("zh", _KO, "--knockout 仅用于以 IMP 计分的队式赛（第12条C款4项。）"), "brackets", "end mark '。' " + _END_INSIDE),
    (_item("el", _PEN, "Υπάρχει και διαδικαστική ποινή (Νόμος 90;)"), "brackets", "end mark ';' " + _END_INSIDE),
    (_item("el", _CROSS, "Πόσα αποτελέσματα έχει η διανομή σε cross-IMPs (τραπέζια που την έπαιξαν;)"), "brackets",
     _END_INSIDE + " 'τραπέζια που την έπαιξαν;'"),
    # a pair written the wrong way round
    (_T9BL["bl-brk11"], "brackets", _REVERSED + ": '）' before '（'"),
    (_item("zh", _PEN, "是否另有程序性罚分）第90条（？"), "brackets", _REVERSED),
    (_item("el", _PEN, "Υπάρχει και διαδικαστική ποινή )Νόμος 90(;"), "brackets", _REVERSED + ": ')' before '('"),
    (_item("el", _OTHER, "Το --other-table δίνεται μαζί με το --assigned-result )Νόμος 86Β1(."), "brackets", _REVERSED),
    (_item("el", _QUIT, "Για έξοδο πατήστε Ctrl+X ή F10 )η απόφαση σε εξέλιξη διατηρείται(."), "brackets", _REVERSED),
    # "or" said as "and" before the English's option
    (_T9BL["bl-alt13"], "terminology", "the translation '和' ('and'): " + _OR_AND),
    (_item("el", _OFFENDER, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες) και --player n, e, s ή w "
                            "(ατομικός αγώνας)."), "terminology", "the translation 'και' ('and'): " + _OR_AND),
    (_item("zh", _UNIT, "第 {id} 号裁决以比赛分计分：申诉的分数请以百分比或比赛分给出（--unit percent 和 --unit matchpoints）。"),
     "terminology", "'和' ('and'): " + _OR_AND),
    (_item("el", _UNIT, "Η απόφαση {id} βαθμολογήθηκε σε βαθμούς αγώνα: δώστε τις βαθμολογίες της έφεσης σε ποσοστό ή σε "
                        "βαθμούς αγώνα (--unit percent και --unit matchpoints)."), "terminology", _OR_AND),
    (_item("zh", _REPORT, "报告只针对一种语言：请加上 --lang el 和 --lang zh。"), "terminology", _OR_AND),
    (_item("zh", _NOS, "判断损害（--table-result）需要 --nos ns 和 --nos ew。"), "terminology", _OR_AND),
    # an alternative dropped with its bracket: that finding alone
    (_T9BL["bl-alt25"], "sentences", "the alternative 'or vps (a match in victory points)' of the English is missing"),
    (_item("zh", _METHODS, "mp（满分的百分比）、imps（队式赛）、ximps 或 butler"), "sentences",
     "the alternative 'or vps (a match in victory points)'"),
    (_item("el", _METHODS, "mp (ποσοστό του top), imps (αγώνες ομάδων), ximps, butler"), "sentences",
     "the alternative 'or vps (a match in victory points)'"),
    # a law placeholder written out as its reference
    (_T9BL["bl-plh21"], "placeholders", "the placeholder {law92} of the English " + _LAW_WRITTEN + " '92'"),
    (_item("el", _PENALTY, "Διαδικαστική ποινή (Νόμος 90), {kind}: {amount}, χωριστά από τη βαθμολογία της διανομής· "
                           "οι βαθμολογίες των άλλων τριών παικτών δεν αλλάζουν."), "placeholders",
     "{law} of the English " + _LAW_WRITTEN + " '90'"),
    (_item("el", _SUBSTITUTE, "Αν το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος 86Γ)."),
     "placeholders", _LAW_WRITTEN + " '86Γ'"),
    (_item("zh", _SUBSTITUTE, "如时间允许，可改打一副替代牌（第86条C款）。"), "placeholders", _LAW_WRITTEN + " '第86条C款'"),
    (_item("zh", _APPEAL, ["牌手可对本裁决提出申诉（{law83}）：申诉的权利在正式成绩公布后 {minutes} 分钟届满（第92条）。"]),
     "placeholders", "{law92} of the English " + _LAW_WRITTEN + " '第92条'"),
    (_item("el", _APPEAL, [_APPEAL_EL.replace("{unit}", "λεπτό"), _APPEAL_EL.replace("{unit}", "λεπτά")]),
     "placeholders", "{law83} of the English " + _LAW_WRITTEN + " '83'"),
    # "IMPs or VPs" said as one other unit
    (_T9BL["bl-sco02"], "terminology", "'比赛分' ('matchpoint') where the English says 'IMPs or VPs'"),
    (_item("zh", _TOP, "--top 仅用于比赛分：以 IMP 或 VP 计分时，罚分也以比赛分给出。"), "terminology",
     "where the English says 'IMPs or VPs': the score or side changed?"),
    (_item("el", _TOP, "Το --top αφορά τους βαθμούς αγώνα: σε IMPs ή VP η ποινή δίνεται σε βαθμούς αγώνα."),
     "terminology", "the translation 'βαθμούς αγώνα': another scoring unit"),
]

_REWORDINGS = [
    _item("zh", _PEN, "是否还有程序性罚分（第90条）？"),
    _item("el", _PEN, "Υπάρχει επίσης διαδικαστική ποινή (Νόμος 90);"),
    _item("zh", _CROSS, "按交叉 IMP 计分时，这副牌共有几个结果（即打过这副牌的牌桌数）？"),
    _item("zh", _KO, "--knockout 只适用于以 IMP 计分的队式赛（第12条C款4项）。"),
    _item("zh", _QUIT, "按 Ctrl+X 或 F10 退出（进行中的裁决将会保留）。"),
    _item("el", _QUIT, "Για να βγείτε, πατήστε Ctrl+X ή F10 (η απόφαση σε εξέλιξη κρατιέται)."),
    _item("zh", _OFFENDER, "请给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或者 --player n、e、s 或 w（个人赛）。"),
    _item("el", _OFFENDER, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή ew (ζεύγη, ομάδες), ή --player n, e, s ή w "
                           "(ατομικό αγώνισμα)."),
    _item("zh", _NS_EW, "请给出 --ns 与 --ew（第86条B款2项），或者 --assigned-result 和 --other-table（第86条B款1项）。"),
    _item("zh", _TOP_RESULTS, "请给出 --top 和 --results 中的一个。"),
    _item("el", _METHODS, "mp (ποσοστό του top), imps (ομάδες), ximps, butler ή vps (αγώνας σε βαθμούς νίκης)"),
    _item("zh", _METHODS, "mp（满分的百分比）、imps（队式赛）、ximps、butler 或 vps（按胜利分计的比赛）"),
    _item("el", _SUBSTITUTE, "Αν ο χρόνος το επιτρέπει, μπορεί αντί γι' αυτό να παιχτεί μια διανομή αντικατάστασης "
                             "(Νόμος {law})."),
    _item("zh", _TOP, "--top 只用于比赛分：以 IMP 或 VP 计分时，罚分同样以 IMP 或 VP 给出。"),
    _item("el", _TOP, "Το --top αφορά μόνο τους βαθμούς αγώνα: σε IMPs ή VP η ποινή δίνεται επίσης σε IMPs ή VP."),
]


test_defect_one_finding, test_rewording_clean = one_gained_tests(_DEFECTS, _REWORDINGS)
