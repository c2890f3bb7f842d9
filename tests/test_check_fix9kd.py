"""Time limits widened, qualifiers made "any", possibilities made certain, conditions made "even if … not": each found
once (issue 9 §2, fix9kd; tester t9av v011, v224, v026, v159, v166, v503).

1. A time limit of the English widened or dropped (Law 12A "within the period established under Law 92B": a player's
   application after that period is not admitted): "και μετά το πέρας της περιόδου", "εντός ή εκπρόθεσμα",
   在…期限内或期限之后, 期限内或逾期 (widened: the English's limit and the translation's words after it), the limit
   left out ("της περιόδου", 期限): one finding; "μέσα στην περίοδο", "εντός του χρονικού διαστήματος", 时限之内 none.
   The limit said by its opposite (期限届满后) stays the pair "within / after it expires"'s one finding.
2. A qualifier of the English made "any" (12A2 "no rectification … that will permit normal play" as "οποιοδήποτε
   παίξιμο", 12C1(b) "the probable outcome" as "οποιοδήποτε αποτέλεσμα", 出现的任何结果): the limit loosened, one
   finding; 任何…都不 (12A2's shipped 任何判罚后都不能, "no rectification") is a "none", not an "any".  "between the same
   contestants" dropped (86B1, 86B2: v166, v333) is the restriction dropped - not the term 'contestant' missing.
3. A possibility said as a certainty (86A "could be known" as "είναι σίγουρα γνωστό", 肯定知道; 12C3 "may be
   responsible" as 必定…负有责任; 12C1(e) "might have hoped" as οπωσδήποτε, 必然): one finding; in a law text the
   possibility "could be" left out ("είναι γνωστό", 知道) too; ενδέχεται, 有可能, 或许 none, nor 12C3's "may be
   responsible" without its "may" (a concession says it: fix9p, fix9hf).  In an interface string, "may be" said as a fact or a duty stays :mod:`interface_modality`'s one finding.
4. A condition made a concession that negates its clause ("only if that ruling is still at the question" as "ακόμη
   κι αν εκείνη η απόφαση δεν βρίσκεται", 86B2(a) "if time permits" as 即使时间不允许): the concession's one finding,
   not also a negation added; and "only if" made "even if" without a negation is not also "the English restricts
   ('only if …')".
"""

from __future__ import annotations

from tests.support import (edits_test, findings_test, limit_missing, limit_widened, made_certain,
                           restriction_dropped, shipped_message, stated_as_fact)


def _concession(english: str, found: str) -> tuple[str, str, str]:
    return ("negation", "error", f"the English's condition '{english}' is a concession in the translation ('{found}': "
                                 "even if): the condition reversed?")


PERIOD = "within the period"

test_time_limits = edits_test([
    # the tester's inputs (t9av v011, v224)
    ("el", "12A", "εντός της περιόδου", "και μετά το πέρας της περιόδου", [limit_widened(PERIOD, "και μετά το πέρας")]),
    ("zh", "12A", "在第92条B款规定的期限内，", "在第92条B款规定的期限内或期限之后，", [limit_widened(PERIOD, "期限之后")]),
    # new: widened with the limit kept, late, dropped
    ("el", "12A", "εντός της περιόδου", "εντός και μετά το πέρας της περιόδου", [limit_widened(PERIOD, "και μετά το πέρας")]),
    ("el", "12A", "εντός της περιόδου", "εντός ή εκπρόθεσμα της περιόδου", [limit_widened(PERIOD, "εκπρόθεσμα")]),
    ("el", "12A", "εντός της περιόδου", "της περιόδου", [limit_missing(PERIOD)]),
    ("zh", "12A", "期限内", "期限内或逾期", [limit_widened(PERIOD, "逾期")]),
    ("zh", "12A", "期限内", "期限内及期满后", [limit_widened(PERIOD, "期满后")]),
    ("zh", "12A", "期限内", "期限", [limit_missing(PERIOD)]),
    # the limit and its law reference dropped: the reference missing is the one finding
    ("zh", "12A", "在第92条B款规定的期限内，", "", [("law-reference", "error",
                                                "law reference '92B' of the English is missing in the translation")]),
    # said by its opposite: that pair's one finding (fix9fd), not also widened
    ("zh", "12A", "期限内", "期限届满后", [("terminology", "error", "the English says 'within', the translation its "
                                                                   "opposite '届满': the meaning reversed?")]),
    # correct rewordings
    ("el", "12A", "εντός της περιόδου", "μέσα στην περίοδο"),
    ("el", "12A", "εντός της περιόδου", "εντός του χρονικού διαστήματος"),
    ("zh", "12A", "在第92条B款规定的期限内，", "在第92条B款规定的时限之内，"),
], doc="A time limit of the English widened or dropped: one finding; the limit in other words none.")

test_qualifiers = edits_test([
    # the tester's inputs (t9av v026, v166; v333's defect on the test's Chinese 86B1)
    ("el", "12A2", "που θα επιτρέψει το κανονικό παίξιμο", "που θα επιτρέψει οποιοδήποτε παίξιμο",
     [limit_widened("normal", "οποιοδήποτε")]),
    ("el", "86B1", ", μεταξύ των ίδιων αγωνιζόμενων,", ",", [restriction_dropped("the same contestants")]),
    ("zh", "86B1", "同样的参赛者", "参赛者", [restriction_dropped("the same contestants")]),
    # new: "probable" made "any", "the same contestants" dropped from 86B2, "that session" made "any session"
    ("el", "12C1(b)", "το πιθανό αποτέλεσμα", "οποιοδήποτε αποτέλεσμα", [limit_widened("probable", "οποιοδήποτε")]),
    ("zh", "12C1(b)", "可能出现的结果", "出现的任何结果", [limit_widened("probable", "任何")]),
    ("el", "86B2", "μεταξύ των ίδιων αγωνιζόμενων, ", "", [restriction_dropped("the same contestants")]),
    ("zh", "86B2", "同样的参赛者之间", "参赛者之间", [restriction_dropped("the same contestants")]),
    ("el", "12C2(c)", "υπόλοιπες διανομές αυτής της ημερίδας", "υπόλοιπες διανομές οποιασδήποτε ημερίδας",
     [("terminology", "error", "the English says 'that session', the translation 'οποιασδήποτε ημερίδας': the score of "
                               "another period of play?")]),
    ("zh", "12C2(c)", "该节其他各副牌", "任何一节的其他各副牌",
     [("terminology", "error", "the English says 'that session', the translation '任何一节': the score of another "
                               "period of play?")]),
    # "the same" made "any": the pair "same / any"'s one finding (s29), not also the restriction dropped
    ("el", "86B2", "των ίδιων αγωνιζόμενων", "οποιωνδήποτε αγωνιζόμενων",
     [("terminology", "error", "the English says 'same', the translation its opposite 'οποιωνδήποτε': the meaning "
                               "reversed?")]),
    # correct rewordings (尽可能 of 12C1(b) is no "probable": it stays, 可能 too)
    ("el", "12A2", "το κανονικό παίξιμο", "το ομαλό παίξιμο"),
    ("el", "12A2", "το κανονικό παίξιμο", "το κανονικό παίξιμο οποιασδήποτε μορφής"),
    ("el", "12C1(b)", "το πιθανό αποτέλεσμα", "το πιθανότερο αποτέλεσμα"),
    ("zh", "12C1(b)", "可能出现的结果", "可能会出现的结果"),
    ("zh", "86B1", "同样的参赛者", "相同的参赛者"),
    ("zh", "12C2(c)", "该节其他各副牌", "该节的其他各副牌"),
], doc="A qualifier of the English made 'any', or 'the same …' dropped: one finding naming the limit.")

ENGLISH_12A2 = ("The Director awards an artificial adjusted score if no rectification can be made that will permit "
                "normal play of the board (see C2 below).")
TOKENISED = ("encoding", "warning", "tokenisation damage (full-width punctuation spacing, 1×) in the translation")

test_any_of_none = findings_test([
    # the shipped Chinese 12A2: 任何判罚后都不能 says "no rectification", 正常 kept negated; one more without 正常 is
    # the qualifier dropped where 任何 stands
    (ENGLISH_12A2, "当一副牌局任何判罚后都不能正常继续进行时（参见本条c2 ） ，裁判将判人为调整分。", "zh", [TOKENISED]),
    (ENGLISH_12A2, "当一副牌局无法作出任何可使该副牌正常进行的纠正时（参见本条c2 ） ，裁判将判人为调整分。", "zh",
     [TOKENISED]),
    (ENGLISH_12A2, "当一副牌局无法作出任何可使该副牌进行的纠正时（参见本条c2 ） ，裁判将判人为调整分。", "zh",
     [TOKENISED, limit_widened("normal", "任何")]),
], doc="任何…都不 is a 'none': no 'any' for a qualifier.", paragraph="12A2")

test_certainty = edits_test([
    # the tester's input (t9av v159)
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "είναι σίγουρα γνωστό", [made_certain("could be", "σίγουρα")]),
    # new
    ("zh", "86A", "可能知道", "肯定知道", [made_certain("could be", "肯定")]),
    ("el", "12C3", "μπορεί να ευθύνεται", "σίγουρα ευθύνεται", [made_certain("may be", "σίγουρα")]),
    ("zh", "12C3", "可能对违规负有责任", "必定对违规负有责任", [made_certain("may be", "必定")]),
    ("el", "12C1(e)", "θα μπορούσε να ελπίζει", "θα ήλπιζε οπωσδήποτε", [made_certain("might have", "οπωσδήποτε")]),
    ("zh", "12C1(e)", "它原本可能希望", "它必然希望", [made_certain("might have", "必然")]),
    # the possibility left out, the thing stated (a law text's: an interface string's "could not be read" says none)
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "είναι γνωστό", [stated_as_fact("could be")]),
    ("zh", "86A", "可能知道", "知道", [stated_as_fact("could be")]),
    # (not 12C3's "may be responsible" in a concession: tests/test_check_fix9hf.py, fix9p)
    ("zh", "12C3", "可能对违规负有责任", "对违规负有责任"),
    # correct rewordings
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "ενδέχεται να είναι γνωστό"),
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "θα μπορούσε ενδεχομένως να είναι γνωστό"),
    ("zh", "86A", "可能知道", "有可能得知"),
    ("zh", "12C3", "即使其中只有一人可能对违规负有责任", "即使其中或许只有一人对违规负有责任"),
], doc="A possibility of the English said as a certainty: one finding.")

test_concessions = edits_test([
    # new: "if" made "even if … not" in laws: the concession the one finding
    ("el", "86B2(a)", "αν το επιτρέπει ο χρόνος", "ακόμη κι αν δεν το επιτρέπει ο χρόνος",
     [_concession("if", "ακόμη κι αν δεν το επιτρέπει ο")]),
    ("zh", "86B2(a)", "如果时间允许", "即使时间不允许", [_concession("if", "即使时间不允许")]),
    ("el", "12C1(d)", "Αν οι πιθανότητες είναι πολλές", "Ακόμη κι αν οι πιθανότητες δεν είναι πολλές",
     [_concession("If", "Ακόμη κι αν οι πιθανότητες δεν")]),
    ("zh", "12C1(d)", "如果可能性很多", "即使可能性不多", [_concession("If", "即使可能性不多或不明显")]),
], doc="A condition made a concession that negates its clause: one finding.")


ANSWER = ("The answer kept on the line ({answer}) stays there for Enter only if that ruling is still at the question "
          "it was typed at; otherwise the screen says it was not given.")
SUBSTITUTE = "If time permits, a substitute board may be played instead (Law {law})."
TAKE_OVER = ("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host} "
             "({terminal})? That helper still holds it (it may be stopped or hung); it will no longer save it. (y / n)")


def _edit(lang: str, msgid: str, old: str, new: str) -> tuple[str, str, str]:
    text = shipped_message(lang, msgid)
    assert old in text, (lang, old)
    return msgid, text.replace(old, new, 1), lang


test_interface = findings_test([
    # the tester's input (t9av v503): a concession and a negation added, one finding
    (*_edit("el", ANSWER, "μόνο αν εκείνη η απόφαση", "ακόμη κι αν εκείνη η απόφαση δεν"),
     [_concession("if", "ακόμη κι αν εκείνη η απόφαση δεν")]),
    # new: without the negation (was also "the English restricts ('only if that ruling is')"), in Chinese, another
    # string
    (*_edit("el", ANSWER, "μόνο αν εκείνη η απόφαση", "ακόμη κι αν εκείνη η απόφαση"),
     [_concession("if", "ακόμη κι αν εκείνη η απόφαση βρίσκεται")]),
    (*_edit("zh", ANSWER, "只有在该裁决仍处于输入它时的那个问题时，才留在行上", "即使该裁决不再处于输入它时的那个问题，也留在行上"),
     [_concession("if", "即使该裁决不再处于输入它时的那个问题")]),
    (*_edit("el", SUBSTITUTE, "Αν το επιτρέπει ο χρόνος", "Ακόμη κι αν δεν το επιτρέπει ο χρόνος"),
     [_concession("If", "Ακόμη κι αν δεν το επιτρέπει ο")]),
    (*_edit("zh", SUBSTITUTE, "如时间允许", "即使时间不允许"), [_concession("If", "即使时间不允许")]),
    # "may be" said as certain: the interface's own finding, once
    (*_edit("el", TAKE_OVER, "ίσως έχει σταματήσει", "σίγουρα έχει σταματήσει"),
     [("terminology", "error", "the English says what may be ('may be stopped or hung)'), the translation states it "
                               "as a fact: a possibility made certain?")]),
    # correct rewordings
    _edit("el", ANSWER, "μόνο αν εκείνη η απόφαση βρίσκεται", "μόνο εφόσον εκείνη η απόφαση βρίσκεται"),
    _edit("zh", ANSWER, "只有在该裁决仍处于", "仅当该裁决仍处于"),
    _edit("el", SUBSTITUTE, "Αν το επιτρέπει ο χρόνος", "Εφόσον το επιτρέπει ο χρόνος"),
    _edit("zh", TAKE_OVER, "它可能已停止", "它或许已停止"),
], doc="Interface strings: a condition made 'even if (not)', a possibility made certain: one finding each.")
