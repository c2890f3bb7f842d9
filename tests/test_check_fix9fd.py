"""Defects `catalog check` missed (issue 9 §2, brief E5, fix9fd), each a kind: the injected input, other wordings of
its kind, and correct wordings that must give no finding.

1. "within" said as its expiry (期限内 as 期限届满后, 逾期; "εντός" as "μετά τη λήξη", "εκπρόθεσμα"): one finding.
2. "many" said as "few" (很多 as 很少, 极少; πολλές as λίγες): one finding.
3. "separately" said as "combined" (分别 as 合并; χωριστά as "από κοινού", συνδυασμένη; 12C4 in both): one finding.
4. A fact made a possibility in an interface string ("its assigned score comes from …" as "μπορεί να προκύπτει", "The
   Director assigns" as "μπορεί να επιδικάσει"): one finding; the English's "may" said "μπορεί να" none.
5. "does not prevent" said as "forbids" (并不妨碍 as 禁止, 阻止; "δεν εμποδίζει" as "απαγορεύει"): one finding.
6. A negation added to a clause of a sentence that negates another ("the two scores balance, so … changes nothing" as
   并不平衡, "δεν είναι συμπληρωματικές"): one finding.
7. A total said as a bound ("add up to 100" as 加起来不超过100, 最多, "δεν υπερβαίνουν"): one finding; 等于, 合计为,
   "με άθροισμα" none.
8. A restricting parenthesis dropped ("(unrelated to the infraction)"): one finding; said without brackets none.
9. "at least the same" said as less ("τουλάχιστον την ίδια" as λιγότερη, μικρότερη; 较少): one finding; "όχι
   λιγότερη" none.
10. Two placeholders swapped where a count or unit label tells them apart ({min}/{drop} at 个; {top}/{law} at 比赛分,
    βαθμός αγώνα): one finding each; a unit after a list of placeholders is every member's, no label.
11. An option's value dropped ("--lang zh" as "--lang"): one finding.
12. An alternative of a list dropped while an "or" stays ("A, B or C" as "A or C"): one finding.
13. "without" dropped in Greek (χωρίς left out): one finding; χωρίς, "εκτός από" kept none (Chinese, which words
    "without saving" as 放弃修改, is not read).
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

WITHIN = "Appeals lodged within the time limit are heard."
NUMEROUS = "No: the possibilities are numerous or not obvious (artificial score)"
SEPARATELY = "NS's own separately computed score, in IMPs"
ASSIGNED = ("North-South, treated as non-offending: its assigned score comes from these outcomes (60 4SN=; 40 "
            "4SN-1)")
ASSIGNS = "The Director assigns an adjusted score."
PREVENT = ("Law 86A does not prevent a redeal here: the match result without this board could not be known to a "
           "contestant. The Director may order the board redealt under Law 6.")
BALANCE = "Knockout match: the two scores balance, so Law {law} changes nothing."
WEIGHTS = "{field}: weights must be percentages above 0 that add up to 100: {value}."
SERIOUS = ("After the infraction, did the non-offending side contribute to its own damage by an extremely serious "
           "error (unrelated to the infraction) or a gambling action?")
LEAST = "The non-offending side must receive at least the same score."
BUTLER = "Convention: Butler datum the {method} ({drop} from {min} result), {rounding}."
TOP = "Top on this board: {top} MP (Law {law})."
NS_MP = "NS {score}: {mp} of {top} MP ({percent}) (Law 78A)"
LANG = "A report is for one language: add --lang el or --lang zh."
PENALTY = ("The Director may award an assigned adjusted score, an artificial adjusted score or a procedural "
           "penalty.")
SEATS = "Type N, E, S or W."
WITHOUT = "Could the final result of the match without this board be known to a contestant?"

PREVENT_ZH = "参赛者不可能知道除去这副牌后的比赛结果。裁判可根据第6条命令重新发牌。"
PREVENT_EL = ("το αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή δεν μπορούσε να είναι γνωστό σε αγωνιζόμενο. Ο "
              "Διαιτητής μπορεί να διατάξει νέο ανακάτεμα της διανομής σύμφωνα με τον Νόμο 6.")


def opposite(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                     "meaning reversed?")]


def stated(text: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English states what is done in '{text}', the translation only allows "
                                     "it: a duty made a permission?")]


def negated(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{text}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


def label_moved(word: str, field: str, other: str) -> list[tuple[str, str, str]]:
    return [("placeholder-order", "error", f"'{word}' goes with {field} in the English but with {other} in the "
                                           "translation: placeholders swapped?")]


def value_dropped(option: str, value: str) -> list[tuple[str, str, str]]:
    return [("options", "error", f"the English gives the option '{option}' the value '{value}', the translation does "
                                 "not: a Director told to type the option without its value?")]


def alternative_dropped(count: int, text: str, found: int) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English names {count} alternatives in '{text}', the translation {found}: "
                                     "an alternative dropped?")]


def without_dropped(english: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the English says '{english}', the translation has no word for 'without': what "
                                  "the English leaves out now counted in?")]


RESTRICTION_DROPPED = [("brackets", "error", "the English restricts by '(unrelated to the infraction)', the "
                                             "translation has no such words: the restriction dropped, the rule "
                                             "widened?")]

test_within_said_as_expired_is_one_finding = findings_test([
    (WITHIN, "在期限届满后提出的申诉会被审理。", "zh", opposite("within", "届满")),
    (WITHIN, "逾期提出的申诉会被审理。", "zh", opposite("within", "逾期")),
    (WITHIN, "Οι εφέσεις που υποβάλλονται μετά τη λήξη της προθεσμίας εξετάζονται.", "el", opposite("within", "λήξη")),
    (WITHIN, "在期限内提出的申诉会被审理。", "zh"),
    (WITHIN, "在规定时间内提出的申诉会被审理。", "zh"),
    (WITHIN, "Οι εφέσεις που υποβάλλονται εντός της προθεσμίας εξετάζονται.", "el"),
], doc="'within the time limit' said as after it expired: one finding.")

test_many_said_as_few_is_one_finding = findings_test([
    (NUMEROUS, "不能：可能性很少或不明显（人为调整分）", "zh", opposite("numerous", "很少")),
    (NUMEROUS, "不能：可能性极少或不明显（人为调整分）", "zh", opposite("numerous", "极少")),
    (NUMEROUS, "Όχι: οι πιθανότητες είναι λίγες ή όχι προφανείς (τεχνητή επανορθωτική βαθμολογία)", "el",
     opposite("numerous", "λίγες")),
    (NUMEROUS, "不能：可能性很多或不明显（人为调整分）", "zh"),
    (NUMEROUS, "不能：可能性为数众多或不明显（人为调整分）", "zh"),
    (NUMEROUS, "Όχι: οι πιθανότητες είναι πολλές ή όχι προφανείς (τεχνητή επανορθωτική βαθμολογία)", "el"),
], doc="'numerous' said as few: one finding.")

test_separately_said_as_combined_is_one_finding = findings_test([
    (SEPARATELY, "南北合并计算的本方得分（IMP）", "zh", opposite("separately", "合并")),
    (SEPARATELY, "η από κοινού υπολογισμένη βαθμολογία των ΒΝ, σε IMPs", "el", opposite("separately", "από κοινού")),
    (SEPARATELY, "η συνδυασμένη βαθμολογία των ΒΝ, σε IMPs", "el", opposite("separately", "συνδυασμένη")),
    (SEPARATELY, "南北分别计算的本方得分（IMP）", "zh"),
    (SEPARATELY, "南北单独计算的本方得分（IMP）", "zh"),
    (SEPARATELY, "η χωριστά υπολογισμένη βαθμολογία των ΒΝ, σε IMPs", "el"),
], doc="'separately' said as combined: one finding.")

test_separately_said_as_combined_in_12C4 = edits_test([
    ("zh", "12C4", "分别计算", "合并计算", opposite("separately", "合并")),
    ("el", "12C4", "υπολογίζεται ξεχωριστά", "υπολογίζεται από κοινού", opposite("separately", "από κοινού")),
    ("zh", "12C4", "分别计算", "单独计算"),
    ("el", "12C4", "υπολογίζεται ξεχωριστά", "υπολογίζεται χωριστά"),
], doc="Law 12C4's scores calculated separately said combined: one finding.")

test_a_fact_made_a_possibility_is_one_finding = findings_test([
    (ASSIGNED, "Βορράς-Νότος, ως αναίτιος άξονας: η κατ' εκτίμηση βαθμολογία του μπορεί να προκύπτει από αυτά τα "
               "αποτελέσματα (60 4SN=; 40 4SN-1)", "el",
     stated("North-South, treated as non-offending: its assigned score c…")),
    (ASSIGNS, "Ο Διαιτητής μπορεί να επιδικάσει επανορθωτική βαθμολογία.", "el", stated(ASSIGNS)),
    ("The scores are computed from these outcomes.", "Οι βαθμολογίες μπορούν να υπολογιστούν από αυτά τα "
                                                     "αποτελέσματα.", "el",
     stated("The scores are computed from these outcomes.")),
    (ASSIGNED, "Βορράς-Νότος, ως αναίτιος άξονας: η κατ' εκτίμηση βαθμολογία του προκύπτει από αυτά τα αποτελέσματα "
               "(60 4SN=; 40 4SN-1)", "el"),
    (ASSIGNS, "Ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία.", "el"),
    ("The Director may assign an adjusted score.", "Ο Διαιτητής μπορεί να επιδικάσει επανορθωτική βαθμολογία.", "el"),
    ("Cannot read {file}: {reason}", "Το {file} δεν μπορεί να διαβαστεί: {reason}", "el"),
], doc="What is done (no modal) said as what may be done, 'μπορεί να': one finding.")

test_does_not_prevent_said_as_forbids_is_one_finding = findings_test([
    (PREVENT, "第86条A款禁止此处重新发牌：" + PREVENT_ZH, "zh", opposite("not prevent", "禁止")),
    (PREVENT, "第86条A款阻止此处重新发牌：" + PREVENT_ZH, "zh", opposite("not prevent", "阻止")),
    (PREVENT, "Ο Νόμος 86Α απαγορεύει εδώ νέο ανακάτεμα: " + PREVENT_EL, "el", opposite("not prevent", "απαγορεύει")),
    (PREVENT, "第86条A款不妨碍此处重新发牌：" + PREVENT_ZH, "zh"),
    (PREVENT, "第86条A款并不排除此处重新发牌：" + PREVENT_ZH, "zh"),
    (PREVENT, "Ο Νόμος 86Α δεν εμποδίζει εδώ νέο ανακάτεμα: " + PREVENT_EL, "el"),
], doc="'does not prevent' said as forbids: one finding.")

test_a_negation_added_to_a_clause_is_one_finding = findings_test([
    (BALANCE, "淘汰赛：两个得分并不平衡，因此{law}不改变任何分数。", "zh",
     negated("Knockout match: the two scores balance, so Law {law} change…")),
    (BALANCE, "Αγώνας knock out: οι δύο βαθμολογίες δεν είναι συμπληρωματικές, οπότε ο Νόμος {law} δεν αλλάζει "
              "τίποτα.", "el", negated("Knockout match: the two scores balance, so Law {law} change…")),
    (BALANCE, "淘汰赛：两个得分是平衡的，因此{law}不改变任何分数。", "zh"),
    (BALANCE, "Αγώνας knock out: οι δύο βαθμολογίες είναι συμπληρωματικές, οπότε ο Νόμος {law} δεν αλλάζει τίποτα.",
     "el"),
    # a parenthesis is a gloss, worded freely: "hung" as 无响应
    ("That helper still holds it (it may be stopped or hung); it will no longer save it.",
     "该 helper 仍占用这一裁决（它可能已停止或无响应）；接管后它将不再保存这一裁决。", "zh"),
], doc="A fact negated in a sentence that negates something else: one finding.")

test_a_total_said_as_a_bound_is_one_finding = findings_test([
    (WEIGHTS, "{field}：权重必须是大于0且加起来不超过100的百分比：{value}。", "zh", opposite("add up to", "不超过")),
    (WEIGHTS, "{field}：权重必须是大于0且加起来最多为100的百分比：{value}。", "zh", opposite("add up to", "最多")),
    (WEIGHTS, "{field}: τα βάρη πρέπει να είναι ποσοστά πάνω από 0 που δεν υπερβαίνουν το 100: {value}.", "el",
     opposite("add up to", "δεν υπερβαίνουν")),
    (WEIGHTS, "{field}：权重必须是大于0且加起来等于100的百分比：{value}。", "zh"),
    (WEIGHTS, "{field}：权重必须是大于0且合计为100的百分比：{value}。", "zh"),
    (WEIGHTS, "{field}: τα βάρη πρέπει να είναι ποσοστά πάνω από 0 με άθροισμα 100: {value}.", "el"),
], doc="'add up to 100' (a total) said as at most 100: one finding.")

test_a_restricting_parenthesis_dropped_is_one_finding = findings_test([
    (SERIOUS, "违规之后，非违规方是否因极其严重的错误或冒险行为而促成了自身的损害？", "zh", RESTRICTION_DROPPED),
    (SERIOUS, "Μετά την παράβαση, συνέβαλε ο αναίτιος άξονας στη ζημιά του με εξαιρετικά σοβαρό λάθος ή με "
              "τυχοδιωκτική ενέργεια;", "el", RESTRICTION_DROPPED),
    (SERIOUS, "违规之后，非违规方是否因极其严重的错误（与违规无关）或冒险行为而促成了自身的损害？", "zh"),
    (SERIOUS, "违规之后，非违规方是否因与违规无关的极其严重的错误或冒险行为而促成了自身的损害？", "zh"),
    (SERIOUS, "Μετά την παράβαση, συνέβαλε ο αναίτιος άξονας στη ζημιά του με εξαιρετικά σοβαρό λάθος, άσχετο με την "
              "παράβαση, ή με τυχοδιωκτική ενέργεια;", "el"),
], doc="'(unrelated to the infraction)' dropped: one finding; said without brackets, none.")

test_at_least_said_as_less_is_one_finding = findings_test([
    (LEAST, "Ο αναίτιος άξονας πρέπει να λάβει λιγότερη βαθμολογία.", "el", opposite("at least", "λιγότερη")),
    (LEAST, "Ο αναίτιος άξονας πρέπει να λάβει μικρότερη βαθμολογία.", "el", opposite("at least", "μικρότερη")),
    (LEAST, "非违规方必须得到较少的分数。", "zh", opposite("at least", "较少")),
    (LEAST, "Ο αναίτιος άξονας πρέπει να λάβει τουλάχιστον την ίδια βαθμολογία.", "el"),
    (LEAST, "Ο αναίτιος άξονας πρέπει να λάβει όχι λιγότερη βαθμολογία.", "el"),
    (LEAST, "非违规方必须得到至少相同的分数。", "zh"),
], doc="'at least the same' said as less: one finding.")

test_placeholders_swapped_at_their_labels_are_one_finding = findings_test([
    (BUTLER, "计分惯例：Butler 基准取{method}（{drop} 个结果起{min}），{rounding}。", "zh",
     [("placeholder-order", "error", "in the translation '个' goes with {drop}, but it says {min}: {min} and {drop} "
                                     "swapped?")]),
    (TOP, "这副牌的满分：{law} 比赛分（{top}）。", "zh", label_moved("MP", "{top}", "{law}")),
    (TOP, "Μέγιστο (top) της διανομής: {law} βαθμός αγώνα (Νόμος {top}).", "el", label_moved("MP", "{top}", "{law}")),
    (BUTLER, "计分惯例：Butler 基准取{method}（{min} 个结果起{drop}），{rounding}。", "zh"),
    (TOP, "这副牌的满分：{top} 比赛分（{law}）。", "zh"),
    (TOP, "Μέγιστο (top) της διανομής: {top} βαθμός αγώνα (Νόμος {law}).", "el"),
    (NS_MP, "南北 {score}：{mp} / {top} 比赛分（{percent}）（第78条A款）", "zh"),
    # a unit after a list of placeholders is every member's: no label moved
    ("average plus {plus} / average minus {minus} ({plus_imps} / {minus_imps} IMPs)",
     "平均负分 {minus} / 平均正分 {plus}（{minus_imps} / {plus_imps} IMP）", "zh"),
], doc="A count's or a unit's label at another placeholder: the two swapped, one finding.")

test_an_option_value_dropped_is_one_finding = findings_test([
    (LANG, "报告只针对一种语言：请加上 --lang el 或 --lang。", "zh", value_dropped("--lang", "zh")),
    (LANG, "Η αναφορά αφορά μία γλώσσα: προσθέστε --lang el ή --lang.", "el", value_dropped("--lang", "zh")),
    (LANG, "报告只针对一种语言：请加上 --lang 或 --lang zh。", "zh", value_dropped("--lang", "el")),
    (LANG, "报告只针对一种语言：请加上 --lang el 或 --lang zh。", "zh"),
    (LANG, "Η αναφορά αφορά μία γλώσσα: προσθέστε --lang el ή --lang zh.", "el"),
    # a word after an option that is no value of it
    ("Use --force to overwrite it.", "使用 --force 覆盖它。", "zh"),
], doc="'--lang zh' said as '--lang': one finding.")

test_an_alternative_dropped_is_one_finding = findings_test([
    (PENALTY, "裁判可以判给裁定调整分或程序罚分。", "zh",
     alternative_dropped(3, "an assigned adjusted score, an artificial adjusted score or…", 2)),
    (SEATS, "Πληκτρολογήστε N ή W.", "el", alternative_dropped(4, "Type N, E, S or W", 2)),
    (PENALTY, "裁判可以判给裁定调整分、人为调整分或程序罚分。", "zh"),
    (PENALTY, "Ο Διαιτητής μπορεί να επιδικάσει κατ' εκτίμηση επανορθωτική βαθμολογία, τεχνητή επανορθωτική "
              "βαθμολογία ή διαδικαστική ποινή.", "el"),
    (SEATS, "Πληκτρολογήστε N, E, S ή W.", "el"),
    # a value the Director types dropped is the options check's one finding
    ("vulnerability: none, ns, ew or both", "局况：none、ns 或 both", "zh",
     [("options", "error", "the value 'ew' the English lists is not in the translation: a Director not told he may "
                           "type it?")]),
    # a phrase opening the sentence is no alternative
    ("To quit, press Ctrl+X or F10.", "Για έξοδο, πατήστε Ctrl+X ή F10.", "el"),
], doc="'A, B or C' said as 'A or C': one finding.")

test_without_dropped_is_one_finding = findings_test([
    (WITHOUT, "Θα μπορούσε ένας αγωνιζόμενος να γνωρίζει το τελικό αποτέλεσμα του αγώνα σε αυτή τη διανομή;", "el",
     without_dropped("without this board")),
    ("The option --top is given without a value: {value}.", "Η επιλογή --top δίνεται μια τιμή: {value}.", "el",
     without_dropped("without a value")),
    (WITHOUT, "Θα μπορούσε ένας αγωνιζόμενος να γνωρίζει το τελικό αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή;", "el"),
    (WITHOUT, "Θα μπορούσε ένας αγωνιζόμενος να γνωρίζει το τελικό αποτέλεσμα του αγώνα εκτός από αυτή τη "
              "διανομή;", "el"),
    ("F2 saves; Esc closes without saving", "F2: αποθήκευση· Esc: κλείσιμο χωρίς αποθήκευση", "el"),
], doc="'without' dropped in Greek: one finding.")

test_without_dropped_in_86A = edits_test([
    ("el", "86A", ", χωρίς αυτήν τη διανομή,", " αυτής της διανομής", without_dropped("without that board")),
    ("el", "86A", ", χωρίς αυτήν τη διανομή,", ", εκτός από αυτήν τη διανομή,"),
], doc="Law 86A's 'without that board' dropped, its other sentence's negation kept: one finding.")
