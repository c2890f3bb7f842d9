"""fiyn (issue 9 §2, tester t9bo): conditions the run missed (bo-con08, bo-con11, bo-con12).

Kinds fixed, each one finding of the right check, correct rewordings clean:

1. A condition said as a fact with what follows it as its consequence ("where a player … has more than 60% …, give
   that player his own percentage" as …超过60%…，因此改按…给分; 所以, "επομένως"): sentences, "is a fact in the
   translation, what follows it its consequence".
2. A condition said as a subject with its value whose value is dropped ("the file - writes to standard output" as
   输出到标准输出): sentences, "the condition 'the file -' of the English is missing in the translation".
3. The values of a condition and its "else" swapped ("Default: zh when the interface language is Chinese, else el"
   as 界面语言为中文时为 el，否则为 zh): negation, "the values swapped?".
"""

from __future__ import annotations

from tests.support import fresh_inputs, gained_or_paired, interface_item as messages, one_gained_tests

T9BO = fresh_inputs("t9bo")

CONSEQUENCE = "is a fact in the translation, what follows it its consequence"
SUBJECT = "the condition 'the file -' of the English is missing in the translation"
VALUES = "the values swapped?"

PLAYER = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of the "
          "session, or one directly at fault less than 40%, give that player his own percentage instead (Law {law}).")
PLAYER_EL = ("Κάθε παίκτης είναι αγωνιζόμενος: {} παίκτης που δεν έσφαλε κατά κανένα τρόπο έχει πάνω από 60% στις "
             "υπόλοιπες διανομές της ημερίδας, ή παίκτης που έσφαλε σαφώς κάτω από 40%, {}δώστε σε αυτόν το δικό του "
             "ποσοστό (Νόμος {{law}}).")
TIME = "If time permits, a substitute board may be played instead (Law {law})."
FORMAT = "csv or json (default: from the file name's ending, else csv); the file - writes to standard output"
FORMAT_EL = "csv ή json (προεπιλογή: από την κατάληξη του αρχείου, αλλιώς csv)· {}γράφει στην τυπική έξοδο"
LANG = T9BO["bo-con12"]["entry"]
LANG_ZH = T9BO["bo-con12"]["msgstr"]
LANG_EL = ("η γλώσσα που ελέγχεται: zh ή el (και η γλώσσα της οθόνης, εκτός αν δοθεί --ui-lang). Προεπιλογή: {} "
           "(το l αλλάζει γλώσσα στην οθόνη)· η γλώσσα διεπαφής λαμβάνεται από το περιβάλλον: η τοπική ρύθμιση είναι "
           "η πρώτη από τις LC_ALL, LC_MESSAGES και LANG που έχει τιμή· C ή POSIX σημαίνει αγγλικά (τότε η LANGUAGE "
           "αγνοείται)· αλλιώς δοκιμάζεται πρώτα η LANGUAGE, μετά η τοπική ρύθμιση")
CLEARS = "the value 'none' clears the field"
SO = "If the file exists, it is replaced, so back it up first"
OUTPUT = "output format: json when the file name ends in .json, otherwise csv"

DEFECTS = [
    # 1. a condition made a fact and its consequence
    (T9BO["bo-con08"], "sentences", CONSEQUENCE),
    (messages("zh", PLAYER, "每名牌手都是参赛者：毫无过错的牌手在本节其他牌上的得分超过60%，或直接过错的牌手低于40%，"
              "所以改按该牌手自己的百分比给分（{law}）。"), "sentences", (CONSEQUENCE, "所以")),
    (messages("el", PLAYER, PLAYER_EL.format("ένας", "επομένως ")), "sentences", (CONSEQUENCE, "επομένως")),
    (messages("zh", TIME, "时间充裕，因此可改打一副替代牌（{law}）。"), "sentences", (CONSEQUENCE, "'If'")),
    (messages("el", TIME, "Ο χρόνος επαρκεί, άρα μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."),
     "sentences", (CONSEQUENCE, "άρα")),
    # 2. a subject-condition's value dropped
    (T9BO["bo-con11"], "sentences", SUBJECT),
    (messages("el", FORMAT, FORMAT_EL.format("")), "sentences", SUBJECT),
    (messages("zh", FORMAT, "csv 或 json（默认：按文件扩展名，否则为 csv）；文件写到标准输出"), "sentences", SUBJECT),
    # 3. a condition's and its else's values swapped
    (T9BO["bo-con12"], "negation", (VALUES, "'zh' when its condition holds")),
    (messages("zh", LANG, LANG_ZH.replace("界面语言为中文时为 el，否则为 zh", "若界面语言是中文则用 el，不然用 zh")),
     "negation", VALUES),
    (messages("el", LANG, LANG_EL.format("el όταν η γλώσσα διεπαφής είναι τα κινεζικά, αλλιώς zh")), "negation",
     VALUES),
    (messages("el", LANG, LANG_EL.format("αν η γλώσσα διεπαφής είναι κινεζικά, el· διαφορετικά zh")), "negation",
     VALUES),
]

REWORDINGS = [
    messages("zh", PLAYER, "每名牌手都是参赛者：若毫无过错的牌手在本节其他牌上的得分超过60%，或直接过错的牌手低于40%，"
             "则改按该牌手自己的百分比给分（{law}）。"),
    messages("el", PLAYER, PLAYER_EL.format("αν", "")),
    messages("zh", TIME, "时间允许时，可改打一副替代牌（{law}）。"),
    messages("zh", FORMAT, "csv 或 json（默认：按文件扩展名，否则为 csv）；文件为 - 时写到标准输出"),
    messages("zh", FORMAT, "csv 或 json（默认：按文件扩展名，否则为 csv）；文件名为“-”则输出到标准输出"),
    messages("el", FORMAT, FORMAT_EL.format("με αρχείο «-» ")),
    messages("zh", LANG, LANG_ZH.replace("界面语言为中文时为 el，否则为 zh", "界面语言为中文时为 zh，否则为 el")),
    messages("zh", LANG, LANG_ZH.replace("界面语言为中文时为 el，否则为 zh", "界面语言不是中文时为 el，否则为 zh")),
    messages("el", LANG, LANG_EL.format("zh όταν η γλώσσα διεπαφής είναι τα κινεζικά, αλλιώς el")),
    messages("el", LANG, LANG_EL.format("zh αν η γλώσσα διεπαφής είναι τα κινεζικά, διαφορετικά el")),
]

test_defect, test_rewording = one_gained_tests(DEFECTS, REWORDINGS)

# strings not shipped (the pair itself: :func:`tests.support.gained_or_paired`)
OWN_DEFECTS = [
    (messages("zh", OUTPUT, "输出格式：文件名以 .json 结尾时为 csv，否则为 json"), "negation", VALUES),
    (messages("el", OUTPUT, "μορφή εξόδου: csv όταν το όνομα του αρχείου τελειώνει σε .json, αλλιώς json"), "negation",
     VALUES),
    (messages("zh", CLEARS, "清空该字段"), "sentences", "the condition 'the value 'none''"),
    (messages("el", CLEARS, "καθαρίζει το πεδίο"), "sentences", "the condition 'the value 'none''"),
]
OWN_REWORDINGS = [
    messages("zh", OUTPUT, "输出格式：文件名以 .json 结尾时为 json，否则为 csv"),
    messages("zh", OUTPUT, "输出格式：文件名不以 .json 结尾时为 csv，否则为 json"),
    messages("zh", CLEARS, "值为 'none' 时清空该字段"),
    messages("el", CLEARS, "η τιμή 'none' καθαρίζει το πεδίο"),
    messages("zh", SO, "如果文件已存在，会被替换，因此请先备份"),
]

test_own_defect, test_own_rewording = one_gained_tests(OWN_DEFECTS, OWN_REWORDINGS, gained_or_paired)
