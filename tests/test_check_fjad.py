"""Engineer fjad, session 46 (issue 9 §2): one miss and two false findings of fresh tester t9bw.

- "…, give that player his own percentage instead (Law {law})." as "…, μπορείτε να δώσετε σε αυτόν το δικό του
  ποσοστό" (bw-mod17): an instruction of the English (an imperative at a clause's start) said as what the Director may
  do ("you may give", 可改按…给分) is a duty made a "may" (:func:`helper.catalog.checks.interface_modality.
  _instruction_allowed`, the kind "instructed", the "allowed" message).  An instruction that offers a way ("see",
  "start the ruling there", "go back or start over", "press n to propose") stays free to say "may".
- "Law 86A does not prevent a redeal here: …" as "此处重新发牌不受第86条A款妨碍：…" (bw-rew02): a passive negated with its
  agent between (不受…妨碍, 不会受到…阻止, 不被…禁止) negates the word, as 不妨碍 does
  (:data:`helper.catalog.checks.opposites._NEGATED`): no opposite of "not prevent".
- "an assigned adjusted score, not an artificial one" as "κατ' εκτίμηση, και όχι τεχνητή, επανορθωτική βαθμολογία"
  (bw-rew30): the glossary term split by the contrast set as an aside (between commas, dashes or brackets; 裁定的、而非
  人为的调整分) is the term (:func:`helper.catalog.checks.pair.without_contrast`); a term with a real word changed is
  still not.
"""

from __future__ import annotations

from tests.support import fresh_inputs, interface_item, one_finding_tests, one_gained

PCT = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of the "
       "session, or one directly at fault less than 40%, give that player his own percentage instead (Law {law}).")
PCT_EL = ("Κάθε παίκτης είναι αγωνιζόμενος: όταν παίκτης που δεν έσφαλε κατά κανένα τρόπο έχει πάνω από 60% στις "
          "υπόλοιπες διανομές της ημερίδας, ή παίκτης που έσφαλε σαφώς κάτω από 40%, ")
PCT_ZH = "每名牌手都是参赛者：毫无过错的牌手在本节其他牌上的得分超过60%，或直接过错的牌手低于40%时，"
IMPS = "Ruling {id} was scored in IMPs: give the appeal's scores in IMPs (--unit imps)."
TOP = "Ruling {id} has no known top: give the appeal's scores in percent (--unit percent)."
YES = "Yes: award an assigned adjusted score (Law 86B1)"
REMOVE = "The {name} field holds an invisible text-direction character ({code}); remove it."
DONE = "The ruling is complete: go back or start over."
FIND = "Find the law: paragraphs by words in any language or by id; start the ruling there"
REDEAL = ("Law 86A does not prevent a redeal here: the match result without this board could not be known to a "
          "contestant. The Director may order the board redealt under Law 6.")
REDEAL_ZH = "参赛者不可能知道除去这副牌后的比赛结果。裁判可根据第6条命令重新发牌。"
REDEAL_EL = ("το αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή δεν μπορούσε να είναι γνωστό σε αγωνιζόμενο. Ο Διαιτητής "
             "μπορεί να διατάξει νέο ανακάτεμα της διανομής σύμφωνα με τον Νόμο 6.")
OTHER = ("The result at the other table between the same contestants is clearly favourable to one side: an assigned "
         "adjusted score, not an artificial one (Law {law}).")
OTHER_EL = ("Στο άλλο τραπέζι, το αποτέλεσμα μεταξύ των ίδιων αγωνιζόμενων είναι φανερά ευνοϊκό για έναν άξονα: "
            "επιδικάζεται ")
OTHER_ZH = "相同参赛者之间另一桌的结果明显有利于一方：判给"

ALLOWED = "the English states it or says it is due, with no 'may', the translation only allows it"
OPPOSITE = "the English says 'not prevent', the translation its opposite"

INSTRUCTIONS = [
    # the tester's input, then "may be given", Chinese 可 / 可以 / 您可以, other entries' instructions (the fragment: the
    # English sentence, or the answer of a label "Yes: …" where given)
    ("el", PCT, PCT_EL + "μπορείτε να δώσετε σε αυτόν το δικό του ποσοστό (Νόμος {law}).", "μπορείτε να δώσετε σε"),
    ("el", PCT, PCT_EL + "μπορεί να δοθεί σε αυτόν το δικό του ποσοστό (Νόμος {law}).", "μπορεί να δοθεί σε"),
    ("zh", PCT, PCT_ZH + "可改按该牌手自己的百分比给分（{law}）。", "可改按"),
    ("zh", PCT, PCT_ZH + "可以给该牌手他自己的百分比（{law}）。", "可以给该"),
    ("zh", PCT, PCT_ZH + "您可以改按该牌手自己的百分比给分（{law}）。", "可以改按"),
    ("el", IMPS, "Η απόφαση {id} βαθμολογήθηκε σε IMP: μπορείτε να δώσετε τις βαθμολογίες της έφεσης σε IMP "
                 "(--unit imps).", "μπορείτε να δώσετε τις"),
    ("el", TOP, "Η απόφαση {id} δεν έχει γνωστό μέγιστο (top): μπορείτε να δώσετε τις βαθμολογίες της έφεσης σε "
                "ποσοστό (--unit percent).", "μπορείτε να δώσετε τις"),
    ("zh", TOP, "第 {id} 号裁决的满分未知：申诉的分数可以百分比给出（--unit percent）。", "可以百分"),
    ("el", YES, "Ναι: μπορείτε να επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία (Νόμος 86Β1)",
     "μπορείτε να επιδικάσετε κατ'", "award an assigned adjusted score (Law 86B1)"),
    ("zh", REMOVE, "{name}一栏含有不可见的文字方向控制字符（{code}）；可以删除它。", "可以删除"),
    ("el", REMOVE, "Το πεδίο «{name}» περιέχει αόρατο χαρακτήρα κατεύθυνσης κειμένου ({code})· μπορείτε να τον "
                   "αφαιρέσετε.", "μπορείτε να τον αφαιρέσετε"),
]

PREVENTED = [
    # "does not prevent" said as "prevents", "is prevented by", "forbids": the opposite, still found
    ("zh", REDEAL, "此处重新发牌受第86条A款妨碍：" + REDEAL_ZH, "妨碍"),
    ("zh", REDEAL, "此处重新发牌被第86条A款阻止：" + REDEAL_ZH, "阻止"),
    ("zh", REDEAL, "第86条A款禁止此处重新发牌：" + REDEAL_ZH, "禁止"),
    ("el", REDEAL, "Ο Νόμος 86Α εμποδίζει εδώ νέο ανακάτεμα: " + REDEAL_EL, "εμποδίζει"),
    ("el", REDEAL, "Εδώ το νέο ανακάτεμα εμποδίζεται από τον Νόμο 86Α: " + REDEAL_EL, "εμποδίζεται"),
]

CLEAN = [
    # the instruction said as one (δώστε, 请, 则改按, 应), or as a duty; the ways offered said as "may"
    ("el", PCT, PCT_EL + "δώστε του το δικό του ποσοστό (Νόμος {law})."),
    ("el", PCT, PCT_EL + "του δίνετε αντί γι' αυτό το δικό του ποσοστό (Νόμος {law})."),
    ("el", PCT, PCT_EL + "δίνεται σε αυτόν το δικό του ποσοστό (Νόμος {law})."),
    ("el", PCT, PCT_EL + "πρέπει να του δώσετε το δικό του ποσοστό (Νόμος {law})."),
    ("zh", PCT, PCT_ZH + "则改按该牌手自己的百分比给分（{law}）。"),
    ("zh", PCT, PCT_ZH + "请改为给该牌手其本人的百分比（{law}）。"),
    ("zh", PCT, PCT_ZH + "应改按该牌手自己的百分比给分（{law}）。"),
    ("el", IMPS, "Η απόφαση {id} βαθμολογήθηκε σε IMP: δώστε τις βαθμολογίες της έφεσης σε IMP (--unit imps)."),
    ("zh", IMPS, "第 {id} 号裁决以 IMP 计分：请以 IMP 给出申诉的分数（--unit imps）。"),
    ("el", DONE, "Η απόφαση έχει ολοκληρωθεί: μπορείτε να επιστρέψετε ή να ξεκινήσετε από την αρχή."),
    ("zh", DONE, "裁决已经完成：您可以返回，也可以重新开始。"),
    ("zh", FIND, "查找规则：用任一语言的词语或条款编号查找条款，并可从该处开始裁决"),
    # a negation before the opposite word keeps "not prevent": 不受…妨碍, 不会受到…阻止, 并不阻止, 不被…禁止; "δεν
    # αποκλείει", "δεν εμποδίζεται"
    ("zh", REDEAL, "此处重新发牌不受第86条A款妨碍：因为参赛者不可能知道不计这副牌时的比赛结果。根据第6条，裁判可以命令重新发牌。"),
    ("zh", REDEAL, "此处重新发牌不会受到第86条A款的阻止：" + REDEAL_ZH),
    ("zh", REDEAL, "第86条A款并不阻止此处重新发牌：" + REDEAL_ZH),
    ("zh", REDEAL, "此处重新发牌不被第86条A款禁止：" + REDEAL_ZH),
    ("el", REDEAL, "Ο Νόμος 86Α δεν αποκλείει εδώ νέο ανακάτεμα: " + REDEAL_EL),
    ("el", REDEAL, "Εδώ το νέο ανακάτεμα δεν εμποδίζεται από τον Νόμο 86Α: " + REDEAL_EL),
    # the term split by the contrast as an aside: commas, brackets, dashes; Chinese 、
    ("el", OTHER, OTHER_EL + "κατ' εκτίμηση, και όχι τεχνητή, επανορθωτική βαθμολογία (Νόμος {law})."),
    ("el", OTHER, OTHER_EL + "κατ' εκτίμηση, όχι τεχνητή, επανορθωτική βαθμολογία (Νόμος {law})."),
    ("el", OTHER, OTHER_EL + "κατ' εκτίμηση (όχι τεχνητή) επανορθωτική βαθμολογία (Νόμος {law})."),
    ("el", OTHER, OTHER_EL + "κατ' εκτίμηση — και όχι τεχνητή — επανορθωτική βαθμολογία (Νόμος {law})."),
    ("el", OTHER, OTHER_EL + "κατ' εκτίμηση και όχι τεχνητή επανορθωτική βαθμολογία (Νόμος {law})."),
    ("zh", OTHER, OTHER_ZH + "裁定的、而非人为的调整分（{law}）。"),
]

# Each defect gives one finding naming it (tester t9bw bw-mod17 and variants; the opposite of "not prevent" still
# found beside bw-rew02's fix); each correct text none (bw-rew02, bw-rew30 and variants).
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, "terminology", (fragment or [entry])[0], (ALLOWED, f"'{said}'"))
     for lang, entry, msgstr, said, *fragment in INSTRUCTIONS]
    + [(lang, entry, msgstr, "terminology", found, (OPPOSITE, f"'{found}'")) for lang, entry, msgstr, found
       in PREVENTED], CLEAN)


def test_tester_inputs():
    """The tester's three inputs, as its file has them: one finding for the defect, none for the rewordings."""
    inputs = fresh_inputs("t9bw")
    found = one_gained(inputs["bw-mod17"], "terminology", (ALLOWED, "'μπορείτε να δώσετε σε'"))
    assert found.fragment == PCT
    from tests.testers.measure import gained

    assert gained(inputs["bw-rew02"]) == []
    assert gained(inputs["bw-rew30"]) == []


def test_term_with_a_word_changed_is_still_missing():
    """The aside taken out, the term must still be there: the kinds swapped round the contrast are the contrast's
    finding; the term's noun replaced by another (ποινή, 处罚) leaves the term missing."""
    one_gained(interface_item("el", OTHER, OTHER_EL + "τεχνητή, και όχι κατ' εκτίμηση, επανορθωτική βαθμολογία "
                                                      "(Νόμος {law})."), "terminology", "negates the term it affirms")
    one_gained(interface_item("zh", OTHER, OTHER_ZH + "人为的、而非裁定的调整分（{law}）。"), "terminology",
               "negates the term it affirms")
    from tests.testers.measure import gained

    for lang, msgstr in (("el", OTHER_EL + "κατ' εκτίμηση, και όχι τεχνητή, ποινή (Νόμος {law})."),
                         ("zh", OTHER_ZH + "裁定的、而非人为的处罚（{law}）。")):
        assert any(f.message.startswith("the term for 'assigned adjusted score'")
                   for f in gained(interface_item(lang, OTHER, msgstr))), msgstr
