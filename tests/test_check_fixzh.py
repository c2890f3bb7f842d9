"""fixzh (issue 9 §2, tester t9bf): interface strings.

Kinds fixed, each one finding of the right check, correct rewordings clean:

- a clause parenthetical at a sentence's end run on with its brackets dropped (bf-bra25: "F10 (the ruling in
  progress is kept)." as "F10 η απόφαση σε εξέλιξη διατηρείται."): brackets;
- a parenthetical list closed too early, its last item after the bracket (bf-bra07: "(cards mixed, board not
  played)" as "（牌张混乱）、这副牌未打"): brackets;
- an alternative of the English set in brackets (bf-bra14: ", or one directly at fault less than 40%," as "(ή
  παίκτης που έσφαλε σαφώς κάτω από 40%)"): brackets, "brackets around '…' that the English does not have";
- an "and" clause at a sentence's end dropped (bf-sen04) or a clause joined by 并 / ", και" added (bf-sen10):
  sentences;
- an English sentence left before a full-width bracket in Chinese ("No answers have been given yet.（y / n）",
  bf-unt12): untranslated-run only, "(y / n)" no longer said lost;
- a glossary term's possessive left in English ("Director's error", bf-unt07): untranslated-run, not the term
  missing.
"""

from tests.support import interface_item, one_gained_tests


QUIT = "To quit, press Ctrl+X or F10 (the ruling in progress is kept)."
NO_RESULT = "No result can be obtained (cards mixed, board not played)"
UNIT = "the unit of --ns and --ew (default: percent, IMPs for a ruling scored in IMPs)"
RECORDED = "Ruling {id} is recorded and stays in the record. Start a new ruling? (y / n)"
CANCELLED = "The board is cancelled."
DISCARDED = "The kept text was discarded."
NO_ANSWERS = "Start a new ruling? No answers have been given yet. (y / n)"
CONTESTANT = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of "
              "the session, or one directly at fault less than 40%, give that player his own percentage instead (Law "
              "{law}).")
NEGATES = ("the translation negates '{text}' where the English does not: a permission or a duty made a prohibition, "
           "or a condition reversed?")
DIRECTOR_ERROR = "Was the irregularity caused by a Director's error?"


DEFECTS = [
    # run on (bf-bra25 and more)
    ("el", QUIT, "Για έξοδο πατήστε Ctrl+X ή F10 η απόφαση σε εξέλιξη διατηρείται.", "brackets",
     "'(the ruling in progress is kept)' are missing"),
    ("zh", QUIT, "要退出，请按 Ctrl+X 或 F10进行中的裁决会保留。", "brackets",
     "'(the ruling in progress is kept)' are missing"),
    # closed too early (bf-bra07 and more)
    ("zh", NO_RESULT, "无法得出结果（牌张混乱）、这副牌未打", "brackets", "closes too early: '这副牌未打'"),
    ("el", NO_RESULT, "Δεν μπορεί να επιτευχθεί αποτέλεσμα (ανακατεμένα φύλλα), η διανομή δεν παίχτηκε", "brackets",
     "closes too early: 'η διανομή δεν παίχτηκε'"),
    ("zh", UNIT, "--ns 和 --ew 的单位（默认：百分比），以 IMPs 计分的裁决为 IMPs", "brackets",
     "closes too early: '以 IMPs 计分的裁决为 IMPs'"),
    # an alternative bracketed (bf-bra14 and more)
    ("el", CONTESTANT, "Κάθε παίκτης είναι αγωνιζόμενος: όταν παίκτης που δεν έσφαλε κατά κανένα τρόπο έχει πάνω από "
     "60% στις υπόλοιπες διανομές της ημερίδας (ή παίκτης που έσφαλε σαφώς κάτω από 40%), δώστε σε αυτόν το δικό του "
     "ποσοστό (Νόμος {law}).", "brackets", "brackets around 'ή παίκτης που έσφαλε σαφώς κάτω από 40%'"),
    ("zh", CONTESTANT, "每名牌手都是参赛者：毫无过错的牌手在本节其他牌上的得分超过60%（或直接过错的牌手低于40%）时，改按该牌手"
     "自己的百分比给分（{law}）。", "brackets", "brackets around '或直接过错的牌手低于40%'"),
    ("zh", NEGATES, "译文对“{text}”加了英文中没有的否定：是否把许可或义务变成了禁止（或把条件弄反了）？", "brackets",
     "brackets around '或把条件弄反了'"),
    # an "and" clause dropped (bf-sen04 and more)
    ("zh", RECORDED, "第 {id} 号裁决已记录。开始新的裁决？（y / n）", "sentences",
     "'and stays in the record' of the English is missing"),
    ("el", RECORDED, "Η απόφαση {id} καταγράφηκε. Νέα απόφαση; (y / n)", "sentences",
     "'and stays in the record' of the English is missing"),
    # a clause added (bf-sen10 and more)
    ("zh", CANCELLED, "该副牌取消，并重新发牌。", "sentences", "adds '并重新发牌'"),
    ("el", CANCELLED, "Η διανομή ακυρώνεται, και μοιράζεται ξανά.", "sentences", "adds 'και μοιράζεται ξανά'"),
    ("zh", DISCARDED, "保留的文本已放弃，并已重新载入。", "sentences", "adds '并已重新载入'"),
    ("el", DISCARDED, "Το κείμενο που κρατήθηκε απορρίφθηκε, και το αρχείο διαγράφηκε.", "sentences",
     "adds 'και το αρχείο διαγράφηκε'"),
    # English left before a full-width bracket (bf-unt12)
    ("zh", NO_ANSWERS, "开始新的裁决？No answers have been given yet.（y / n）", "untranslated-run",
     "'No answers have been given yet'"),
    # a term's possessive left in English (bf-unt07 and more)
    ("el", DIRECTOR_ERROR, "Προκλήθηκε η ανωμαλία από Director's error;", "untranslated-run", "'Director's error'"),
    ("zh", DIRECTOR_ERROR, "该违规是否由 Director's error 造成？", "untranslated-run", "'Director's error'"),
    ("el", "the Director's name", "το Director's name", "untranslated-run", "'Director's name'"),
]

REWORDINGS = [
    ("el", QUIT, "Για έξοδο πατήστε Ctrl+X ή F10, η απόφαση σε εξέλιξη διατηρείται."),
    ("el", QUIT, "Για έξοδο πατήστε Ctrl+X ή F10 και η απόφαση σε εξέλιξη διατηρείται."),
    ("zh", QUIT, "要退出，请按 Ctrl+X 或 F10，进行中的裁决会保留。"),
    ("zh", NO_RESULT, "无法得出结果（牌张混乱，这副牌未打）"),
    ("el", NO_RESULT, "Δεν μπορεί να επιτευχθεί αποτέλεσμα (τα φύλλα ανακατεύτηκαν και η διανομή δεν παίχτηκε)"),
    ("zh", UNIT, "--ns 和 --ew 的单位（默认：百分比；以 IMPs 计分的裁决为 IMPs）"),
    ("zh", CONTESTANT, "每名牌手都是参赛者：毫无过错的牌手在本节其他牌上的得分超过60%时，或直接过错的牌手低于40%时，改按该"
     "牌手自己的百分比给分（{law}）。"),
    ("zh", NEGATES, "译文对“{text}”加了英文中没有的否定：是否把许可或义务变成了禁止，抑或把条件弄反了？"),
    ("zh", RECORDED, "第 {id} 号裁决已记录并保留在记录中。开始新的裁决？（y / n）"),
    ("el", RECORDED, "Η απόφαση {id} καταγράφηκε, μένει στο αρχείο. Νέα απόφαση; (y / n)"),
    ("el", CANCELLED, "Ακυρώνεται η διανομή."),
    ("zh", CANCELLED, "这副牌被取消。"),
    ("zh", DISCARDED, "已放弃保留的文本。"),
    ("zh", NO_ANSWERS, "开始新的裁决？尚无任何回答。（y / n）"),
    ("el", DIRECTOR_ERROR, "Η ανωμαλία προκλήθηκε από λάθος του Διαιτητή;"),
    ("zh", DIRECTOR_ERROR, "该违规是否由裁判的错误造成？"),
]

# Each defect gives one finding of its check, its message holding the row's words; each rewording none.
test_defect_one_finding, test_rewording_clean = one_gained_tests(
    [(interface_item(lang, entry, msgstr), check, words) for lang, entry, msgstr, check, words in DEFECTS],
    [interface_item(*row) for row in REWORDINGS])
