"""fizk (issue 9 §2, tester t9bt bt-alt10, bt-alt18): an "or" of two things said as "and … both" in Chinese (记录文件及其
目录均为只读: 及其 / 与其 with 均 / 都 after it, :data:`opposites.OPPOSITES` "or / and"), and a list of alternatives
given one item more by a chained "or" ("… ή αποσύρεται ή αναβάλλεται": :func:`alternatives._chained_sizes`, read by
:func:`alternatives.added_list_items`): one finding each; the "or" repeated for style between the same items none."""

from tests.support import fresh_inputs, interface_item, one_gained_tests

T9BT = fresh_inputs("t9bt")

RECORD = "the record or its directory is read-only"
KEY = "{file}, line {line}, column {column}: a key or table is given twice"
APPEAL = "upheld, changed (give the new scores) or withdrawn"
CHANGED = "The text is the same; its reviewed mark, fuzzy flag or note changed."
NAMES = "a placeholder the English does not have: {names} (a misspelt name, or a dot, bracket or colon in it)"
MADE_AND = ("the English says 'or', the translation", "('and'): alternatives made all required")
ADDED = "an alternative added, a choice the English does not give?"

test_defect, test_rewording = one_gained_tests(
    [
        # the tester's inputs
        (T9BT["bt-alt10"], "terminology", ("the translation '及其' ('and')", "alternatives made all required")),
        (T9BT["bt-alt18"], "terminology", ("names 3 alternatives", "the translation 4", "ή αναβάλλεται", ADDED)),
        # "or" made "and … both": other strings, 与其, 都
        (interface_item("zh", RECORD, "记录文件与其所在目录均为只读"), "terminology", ("'与其'",) + MADE_AND),
        (interface_item("zh", KEY, "{file}，第 {line} 行第 {column} 列：键及其所在的表都重复出现"), "terminology",
         ("'及其'",) + MADE_AND),
        (interface_item("zh", KEY, "{file}，第 {line} 行第 {column} 列：键与其表均重复出现"), "terminology",
         ("'与其'",) + MADE_AND),
        (interface_item("el", RECORD, "και το αρχείο και ο κατάλογός του είναι μόνο για ανάγνωση"), "terminology",
         ("'και'",) + MADE_AND),
        (interface_item("el", KEY, "{file}, γραμμή {line}, στήλη {column}: και ένα κλειδί και ένας πίνακας δίνονται "
                                   "δύο φορές"), "terminology", ("'και'",) + MADE_AND),
        # an item chained by one more "or"
        (interface_item("zh", APPEAL, "维持、变更（给出新的分数）或撤回或暂缓"), "terminology",
         ("the translation 4", "或暂缓", ADDED)),
        (interface_item("zh", CHANGED, "文本相同；改变的是其审校标记、模糊标志或备注或译文。"), "terminology",
         ("names 3 alternatives", "the translation 4", "或译文", ADDED)),
        (interface_item("el", CHANGED, "Το κείμενο είναι το ίδιο· άλλαξε το σημάδι ελέγχου, η ένδειξη ασαφούς ή η "
                                       "σημείωσή του ή η μετάφραση."), "terminology",
         ("the translation 4", "ή η μετάφραση", ADDED)),
        (interface_item("el", NAMES, "μια θέση αντικατάστασης που δεν υπάρχει στο αγγλικό: {names} (όνομα με "
                                     "ορθογραφικό λάθος, ή με τελεία, αγκύλη ή άνω και κάτω τελεία ή κενό μέσα της)"),
         "terminology", ("names 3 alternatives", "the translation 4", "ή κενό", ADDED)),
    ],
    [
        interface_item("zh", RECORD, "记录文件或其目录为只读"),
        interface_item("zh", RECORD, "记录或其所在目录是只读的"),
        interface_item("zh", KEY, "{file}，第 {line} 行第 {column} 列：某个键或其所在的表重复出现"),
        interface_item("el", RECORD, "το αρχείο ή ο κατάλογος όπου βρίσκεται είναι μόνο για ανάγνωση"),
        # "or" repeated for style between the same items
        interface_item("el", APPEAL, "επικυρώνεται ή μεταβάλλεται (δώστε τις νέες βαθμολογίες) ή αποσύρεται"),
        interface_item("el", APPEAL, "επικυρώνεται, ή μεταβάλλεται (δώστε τις νέες βαθμολογίες), ή αποσύρεται"),
        interface_item("zh", APPEAL, "维持或变更（给出新的分数）或撤回"),
        interface_item("zh", CHANGED, "文本相同；改变的是其审校标记或模糊标志或备注。"),
        interface_item("el", CHANGED, "Το κείμενο είναι το ίδιο· άλλαξε το σημάδι ελέγχου ή η ένδειξη ασαφούς ή η "
                                      "σημείωσή του."),
        interface_item("el", NAMES, "μια θέση αντικατάστασης που δεν υπάρχει στο αγγλικό: {names} (όνομα με "
                                    "ορθογραφικό λάθος, ή με τελεία ή αγκύλη ή άνω και κάτω τελεία μέσα της)"),
    ],
)
