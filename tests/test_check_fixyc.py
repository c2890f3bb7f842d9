"""Keys and alternatives in interface strings (issue 9 §2, fixyc): the inputs, each a kind, in both languages.

1. A key sequence given as one key or otherwise: "Ctrl+B d" (tmux detach: Ctrl+B, then d) as "Ctrl+D", "^D",
   "Ctrl-B", "Ctrl+B+D", "Ctrl+B D", "d"; "Ctrl+B [" as "Ctrl+["; "^P then Enter" as "^P".  One
   `keys` finding naming the sequence and what the translation says in its place
   (:func:`helper.catalog.checks.keys.sequence_differences`).  Sequences read: a control key (^X, Ctrl+X, Ctrl-X)
   with a space and one more key (a lower-case letter, a digit, a mark); keys joined by "then", ", then", "and then",
   "followed by".  Kept whole in any wording: 先按 Ctrl+B，再按 d; Ctrl+B 然后 d; "Ctrl+B και μετά d", "Ctrl+B και
   έπειτα d".  "^O …, then Enter gives it" with words between, and a choice of keys before "then" ("1-{count} or ↑ ↓,
   then Enter", tests/test_check_fix9aw.py) are no sequence: their Enter dropped or changed is the key missing or
   changed.
2. y / n whose actions are exchanged: the action words of each key (:data:`helper.catalog.checks.keys.ACTIONS`) now
   with "restore" (恢复, 还原, 复原, 找回; επαναφορά, αποκατάσταση, ανάκτηση) and "leave it there" said "keep it
   there" (原处, 原位, 不接管; "τη διατηρείτε εκεί", "μένει εκεί", "παραμένει εκεί"); the keys given as Greek letters
   (ν, ο); "(y / n)" explained the other way round ("（y=否，n=是）", "(y = όχι, n = ναι)": 是, 是的, 对, 确定, 确认 /
   否, 不, 不是, 取消; ναι / όχι).  One `keys` finding.
3. "or" between typed values said "and" (和, 与, 及, 以及; και, κι, "καθώς και"): one `terminology` finding, "'or' …
   ('and')".  A sentence choosing one of the list stays clean: Chinese 其中之一, 三者之一, 以下之一 (its list with no
   或 is as long as the English's: "none、partly、direct 其中之一"); Greek "ένα από τα …", "μία από τις …",
   "οποιοδήποτε από …", "ένα από τα εξής: …" with a list of commas before its και, and a "then" said και in its
   sentence ("Διαβάστε την ερώτηση και πατήστε ένα από τα y και n").
4. An alternative the English does not have added (或, 或者, 或是; ή, with the words it brings, a preposition first:
   "ή σε βαθμούς αγώνα"): one `terminology` finding naming it ("Enter a whole number." as 请输入整数或分数); a key
   added that way ("Enter ή Esc", "Enter 或 Tab") is the keys finding alone.  An acronym spelled out as a list ("a
   CJK locale" as "κινεζικές, ιαπωνικές ή κορεατικές") is none.  Not covered: an "or" added in a sentence whose
   English has an "or" of its own ("the start or some words of …" as 英文或译文的开头或…): the sentence is not read.
Correct rewordings of each give no finding, and the shipped translations of every entry used give none.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import shipped_message


def found(english: str, text: str, lang: str) -> list[tuple[str, str]]:
    """``(check, message)`` of each finding on the interface string ``english``'s translation ``text``."""
    return [(f.check, f.message) for f in check_pair(english, text, lang, english, "messages")]


EN1 = 'A tmux client in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and Greek, detach (Ctrl+B d) and attach with: {command}'
EN2 = 'A tmux client in a locale that is not UTF-8 shows only ASCII: a review of {language} cannot be shown here. To review, detach (Ctrl+B d) and attach with: {command}'
EN3 = "Not applied: another helper holds this Director's ruling in progress, so this answer would not be saved. It is kept on the line: ^O takes the ruling back here, then Enter gives it; ^N starts a new ruling here."
EN4 = 'y: restore it into the editor   n: discard it   Esc: decide at the next review   PgUp/PgDn: scroll'
EN5 = 'y: restore it onto the note line   n: discard it   Esc: decide at the next review   PgUp/PgDn: scroll'
EN6 = 'Press y to take it over, or n to leave it there (^O asks again later).'
EN7 = 'The translation was changed and not saved. Discard the changes? y: discard, n: go on editing'
EN8 = 'NS responsibility: none, partly or direct'
EN9 = '{field}: responsibility must be none, partly or direct, not {value}.'
EN10 = 'the penalty: percent of a top (mp), IMPs or VPs (default: the standard penalty of the settings)'
EN11 = '--top is for matchpoints: a penalty at IMPs or VPs is given in IMPs or VPs.'
EN12 = 'Too early: that key came before this question was shown; it was not taken. Read the question, then press y or n.'
EN13 = 'vulnerability: none, ns, ew or both'
EN14 = 'Enter a whole number.'
EN15 = 'Type it, then Enter'
EN16 = 'Your earlier answer is on the answer line: Enter keeps it.'
EN17 = "Ruling {id} was scored in IMPs: give the appeal's scores in IMPs (--unit imps)."
EN18 = 'Number, then Enter'
EN19 = 'Too early: Enter came before this question was shown; nothing recorded. Type 1-{count} or ↑ ↓, then Enter.'
EN20 = 'Choose an answer: type its number (1-{count}) or move with ↑ ↓, then Enter.'
EN21 = "Start over? This ruling's answers will be cleared. (y / n)"
EN22 = 'The translation was changed and not saved. Discard the changes and quit? y: discard and quit, n: go on editing'
EN23 = 'Move between answers; Enter chooses'
EN24 = "the start or some words of an interface string's English; Enter"
EN25 = 'Find the law: type words (English, Chinese or Greek) or a paragraph id'

DEFECTS = [
    (EN1, '语言环境不是 UTF-8 的 tmux 客户端只能显示 ASCII：现用英文。如需中文和希腊文，请先分离（Ctrl+D），再这样连接：{command}', 'zh', 'keys', 'key sequence'),  # k1z
    (EN1, 'Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: χρησιμοποιούνται αγγλικά. Για κινεζικά και ελληνικά, αποσυνδεθείτε (Ctrl+D) και συνδεθείτε ξανά με: {command}', 'el', 'keys', 'key sequence'),  # k1e
    (EN2, 'tmux 客户端的区域设置不是 UTF-8，只能显示 ASCII：无法在此显示{language}译文审校。要审校，请脱离（^D）后用以下命令重新连接：{command}', 'zh', 'keys', 'key sequence'),  # k2z
    (EN2, 'Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: έλεγχος για {language} δεν μπορεί να εμφανιστεί εδώ. Για έλεγχο, αποσυνδεθείτε (Ctrl-B) και συνδεθείτε με: {command}', 'el', 'keys', 'key sequence'),  # k2e
    (EN1, '语言环境不是 UTF-8 的 tmux 客户端只能显示 ASCII：现用英文。如需中文和希腊文，请先分离（按 d），再这样连接：{command}', 'zh', 'keys', 'key sequence'),  # k3z
    (EN2, 'Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: έλεγχος για {language} δεν μπορεί να εμφανιστεί εδώ. Για έλεγχο, αποσυνδεθείτε (Ctrl+B+D) και συνδεθείτε με: {command}', 'el', 'keys', 'key sequence'),  # k3e
    (EN3, '未采用：另一个 helper 窗口持有本裁判进行中的裁决，因此这个答案不会被保存。它保留在答案行上：按 ^O 在此收回裁决并给出它；按 ^N 在此开始新的裁决。', 'zh', 'keys', 'Enter'),  # k4z
    (EN3, 'Δεν εφαρμόστηκε: άλλο παράθυρο του helper κρατά την απόφαση σε εξέλιξη αυτού του Διαιτητή, οπότε αυτή η απάντηση δεν θα αποθηκευόταν. Μένει στη γραμμή: το ^O παίρνει πίσω την απόφαση εδώ και τη δίνει· το ^N αρχίζει νέα απόφαση εδώ.', 'el', 'keys', 'Enter'),  # k4e
    (EN4, 'ν: επαναφορά στον επεξεργαστή   ο: απόρριψη   Esc: απόφαση στον επόμενο έλεγχο   PgUp/PgDn: κύλιση', 'el', 'keys', 'own script'),  # y1e
    (EN4, 'y: απόρριψη   n: επαναφορά στον επεξεργαστή   Esc: απόφαση στον επόμενο έλεγχο   PgUp/PgDn: κύλιση', 'el', 'keys', "other's action"),  # y2e
    (EN4, 'y：放弃   n：恢复到编辑器中   Esc：下次审校时再决定   PgUp/PgDn：滚动', 'zh', 'keys', "other's action"),  # y2z
    (EN5, 'n: επαναφορά στη γραμμή σημείωσης   y: απόρριψη   Esc: απόφαση στον επόμενο έλεγχο   PgUp/PgDn: κύλιση', 'el', 'keys', "other's action"),  # y3e
    (EN5, 'n：恢复到备注行   y：放弃   Esc：下次审校时再决定   PgUp/PgDn：滚动', 'zh', 'keys', "other's action"),  # y3z
    (EN6, 'Πατήστε n για ανάληψη ή y για να την αφήσετε εκεί (το ^O ρωτά ξανά αργότερα).', 'el', 'keys', "other's action"),  # y4e
    (EN6, '按 n 接管，或按 y 将其留在原处（之后可按 ^O 再次询问）。', 'zh', 'keys', "other's action"),  # y4z
    (EN7, 'Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές; y: συνέχεια επεξεργασίας, n: απόρριψη', 'el', 'keys', "other's action"),  # y5e
    (EN7, '译文已修改但尚未保存。放弃修改吗？y：继续编辑，n：放弃', 'zh', 'keys', "other's action"),  # y5z
    (EN6, 'Με το y τη διατηρείτε εκεί, με το n την αναλαμβάνετε (το ^O ρωτά ξανά αργότερα).', 'el', 'keys', "other's action"),  # y6e
    (EN6, 'y 表示留在原处，n 表示接管（之后可按 ^O 再次询问）。', 'zh', 'keys', "other's action"),  # y6z
    (EN8, '南北的责任：none（无过错）、partly（部分过错）和 direct（直接过错）', 'zh', 'terminology', "('and')"),  # a1z
    (EN8, 'ευθύνη ΒΝ: none (δεν έσφαλε), partly (έσφαλε μερικώς) και direct (έσφαλε σαφώς)', 'el', 'terminology', "('and')"),  # a1e
    (EN9, '{field}：责任必须是 none、partly 与 direct，不能是 {value}。', 'zh', 'terminology', "('and')"),  # a2z
    (EN9, '{field}: η ευθύνη πρέπει να είναι none, partly και direct, όχι {value}.', 'el', 'terminology', "('and')"),  # a2e
    (EN10, '罚分：满分的百分比（mp）、IMP 和 VP（默认：设置中的标准罚分）', 'zh', 'terminology', "('and')"),  # a3z
    (EN10, 'η ποινή: ποσοστό του top (mp), IMPs και VP (προεπιλογή: η τυπική ποινή των ρυθμίσεων)', 'el', 'terminology', "('and')"),  # a3e
    (EN11, '--top 仅用于比赛分：以 IMP 及 VP 计分时，罚分直接以 IMP 及 VP 给出。', 'zh', 'terminology', "('and')"),  # a4z
    (EN11, 'Το --top αφορά τους βαθμούς αγώνα: σε IMPs και VP η ποινή δίνεται σε IMPs και VP.', 'el', 'terminology', "('and')"),  # a4e
    (EN12, '太早了：该按键在本问题显示之前到达，未被采用。请先阅读问题，再按 y 和 n。', 'zh', 'terminology', "('and')"),  # a5z
    (EN12, 'Πολύ νωρίς: το πλήκτρο ήρθε πριν φανεί η ερώτηση· δεν ελήφθη. Διαβάστε την ερώτηση και πατήστε y και n.', 'el', 'terminology', "('and')"),  # a5e
    (EN13, '局况：none（双方无局）、ns、ew 与 both（双方有局）', 'zh', 'terminology', "('and')"),  # a6z
    (EN13, 'τρωτότητα: none (κανείς), ns, ew και both (όλοι)', 'el', 'terminology', "('and')"),  # a6e
    (EN14, '请输入整数或分数。', 'zh', 'terminology', 'an alternative the English does not have'),  # n1z
    (EN14, 'Δώστε ακέραιο ή δεκαδικό αριθμό.', 'el', 'terminology', 'an alternative the English does not have'),  # n1e
    (EN15, '输入后按 Enter 或 Esc', 'zh', 'keys', 'not named in the English'),  # n2z
    (EN15, 'Πληκτρολογήστε και Enter ή Esc', 'el', 'keys', 'not named in the English'),  # n2e
    (EN16, '您之前的答案已在答案行中：按 Enter 或 Tab 保留。', 'zh', 'keys', 'not named in the English'),  # n3z
    (EN16, 'Η προηγούμενη απάντησή σας είναι στη γραμμή απάντησης: το Enter ή το Tab την κρατά.', 'el', 'keys', 'not named in the English'),  # n3e
    (EN17, '第 {id} 号裁决以 IMP 计分：申诉的分数请以 IMP 或比赛分给出（--unit imps）。', 'zh', 'terminology', 'an alternative the English does not have'),  # n4z
    (EN17, 'Η απόφαση {id} βαθμολογήθηκε σε IMP: δώστε τις βαθμολογίες της έφεσης σε IMP ή σε βαθμούς αγώνα (--unit imps).', 'el', 'terminology', 'an alternative the English does not have'),  # n4e
    (EN18, '输入数字或文字后按 Enter', 'zh', 'terminology', 'an alternative the English does not have'),  # n5z
    (EN18, 'Αριθμός ή λέξεις και Enter', 'el', 'terminology', 'an alternative the English does not have'),  # n5e
    (EN19, '太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。请输入 1-{count} 或用 ↑ ↓。', 'zh', 'keys', "'Enter'"),  # k7z
    (EN19, 'Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση· δεν καταγράφηκε. Γράψτε 1-{count} ή ↑ ↓.', 'el', 'keys', "'Enter'"),  # k7e
    (EN20, '请选择一个答案：输入其编号（1-{count}）或用 ↑ ↓ 移动，然后按 Tab。', 'zh', 'keys', "'Enter'"),  # k8z
    (EN20, 'Επιλέξτε μια απάντηση: πληκτρολογήστε τον αριθμό της (1-{count}) ή μετακινηθείτε με ↑ ↓, και μετά Esc.', 'el', 'keys', "'Enter'"),  # k8e
    (EN2, 'tmux 客户端的区域设置不是 UTF-8，只能显示 ASCII：无法在此显示{language}译文审校。要审校，请脱离（Ctrl+B）后用以下命令重新连接：{command}', 'zh', 'keys', 'key sequence'),  # k9z
    (EN1, 'Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: χρησιμοποιούνται αγγλικά. Για κινεζικά και ελληνικά, αποσυνδεθείτε (^B) και συνδεθείτε ξανά με: {command}', 'el', 'keys', 'key sequence'),  # k9e
    (EN1, '语言环境不是 UTF-8 的 tmux 客户端只能显示 ASCII：现用英文。如需中文和希腊文，请先分离（Ctrl+B D），再这样连接：{command}', 'zh', 'keys', 'key sequence'),  # k10z
    (EN2, 'Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: έλεγχος για {language} δεν μπορεί να εμφανιστεί εδώ. Για έλεγχο, αποσυνδεθείτε (Ctrl+D) και συνδεθείτε με: {command}', 'el', 'keys', 'key sequence'),  # k10e
    (EN4, 'ν: απόρριψη   ο: επαναφορά στον επεξεργαστή   Esc: απόφαση στον επόμενο έλεγχο   PgUp/PgDn: κύλιση', 'el', 'keys', 'own script'),  # y10e
    (EN5, 'y: διατήρηση ως έχει   n: επαναφορά στη γραμμή σημείωσης   Esc: απόφαση στον επόμενο έλεγχο   PgUp/PgDn: κύλιση', 'el', 'terminology', 'opposite'),  # y11e
    (EN21, '重新开始？本次裁决的答案将被清除。（y=否，n=是）', 'zh', 'keys', 'other way round'),  # y12z
    (EN21, 'Από την αρχή; Οι απαντήσεις αυτής της απόφασης θα διαγραφούν. (y = όχι, n = ναι)', 'el', 'keys', 'other way round'),  # y12e
    (EN22, '译文已修改但尚未保存。放弃修改并退出吗？n：放弃并退出，y：继续编辑', 'zh', 'keys', "other's action"),  # y13z
    (EN22, 'Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές και να γίνει έξοδος; y: συνέχεια επεξεργασίας, n: απόρριψη και έξοδος', 'el', 'keys', "other's action"),  # y13e
    (EN10, '罚分：满分的百分比（mp）、IMP 以及 VP（默认：设置中的标准罚分）', 'zh', 'terminology', "('and')"),  # a9z
    (EN11, 'Το --top αφορά τους βαθμούς αγώνα: σε IMPs κι VP η ποινή δίνεται σε IMPs ή VP.', 'el', 'terminology', "('and')"),  # a9e
    (EN12, '太早了：该按键在本问题显示之前到达，未被采用。请先阅读问题，再按 y 与 n。', 'zh', 'terminology', "('and')"),  # a10z
    (EN13, 'τρωτότητα: none (κανείς), ns, ew καθώς και both (όλοι)', 'el', 'terminology', "('and')"),  # a10e
    (EN23, '在答案之间移动；按 Enter 或空格选定', 'zh', 'terminology', 'an alternative the English does not have'),  # n7z
    (EN23, 'Μετακίνηση στις απαντήσεις· το Enter ή το Space επιλέγει', 'el', 'keys', 'not named in the English'),  # n7e
    (EN14, '请输入整数或小数。', 'zh', 'terminology', 'an alternative the English does not have'),  # n9z
    (EN17, 'Η απόφαση {id} βαθμολογήθηκε σε IMP: δώστε τις βαθμολογίες της έφεσης σε IMP ή VP (--unit imps).', 'el', 'terminology', 'an alternative the English does not have'),  # n9e
]

CORRECT = [
    (EN1, '语言环境不是 UTF-8 的 tmux 客户端只能显示 ASCII：现用英文。如需中文和希腊文，请先分离（先按 Ctrl+B，再按 d），再这样连接：{command}', 'zh'),  # k5z
    (EN1, 'Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: χρησιμοποιούνται αγγλικά. Για κινεζικά και ελληνικά, αποσυνδεθείτε (Ctrl+B και μετά d) και συνδεθείτε ξανά με: {command}', 'el'),  # k5e
    (EN2, 'tmux 客户端的区域设置不是 UTF-8，只能显示 ASCII：无法在此显示{language}译文审校。要审校，请脱离（^B d）后用以下命令重新连接：{command}', 'zh'),  # k6z
    (EN4, 'n: απόρριψη   y: επαναφορά στον επεξεργαστή   Esc: απόφαση στον επόμενο έλεγχο   PgUp/PgDn: κύλιση', 'el'),  # y7e
    (EN6, '按 y 即可接管；按 n 则留在原处（之后可按 ^O 再次询问）。', 'zh'),  # y8z
    (EN7, 'Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές; y: να απορριφθούν, n: συνέχεια της επεξεργασίας', 'el'),  # y9e
    (EN9, '{field}：责任必须是 none、partly、direct 其中之一，不能是 {value}。', 'zh'),  # a7z
    (EN9, '{field}: η ευθύνη πρέπει να είναι ένα από τα none, partly και direct, όχι {value}.', 'el'),  # a7e
    (EN8, '南北的责任：none（无过错）、partly（部分过错）和 direct（直接过错）三者之一', 'zh'),  # a8z
    (EN13, 'τρωτότητα: ένα από τα none (κανείς), ns, ew και both (όλοι)', 'el'),  # a8e
    (EN15, '输入后按 Enter 键', 'zh'),  # n6z
    (EN18, 'Αριθμός, και μετά Enter', 'el'),  # n6e
    (EN19, '太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。请输入 1-{count} 或用 ↑ ↓ 选择，然后按 Enter。', 'zh'),  # k11z
    (EN20, 'Επιλέξτε απάντηση: γράψτε τον αριθμό της (1-{count}) ή κινηθείτε με ↑ ↓ και πατήστε μετά Enter.', 'el'),  # k11e
    (EN2, 'Ένας πελάτης tmux με τοπικές ρυθμίσεις που δεν είναι UTF-8 δείχνει μόνο ASCII: έλεγχος για {language} δεν μπορεί να εμφανιστεί εδώ. Για έλεγχο, αποσυνδεθείτε (πατήστε Ctrl+B και έπειτα d) και συνδεθείτε με: {command}', 'el'),  # k12e
    (EN4, 'y：还原到编辑器中   n：丢弃   Esc：下次审校时再决定   PgUp/PgDn：滚动', 'zh'),  # y14z
    (EN4, 'y: αποκατάσταση στον επεξεργαστή   n: διαγραφή   Esc: απόφαση στον επόμενο έλεγχο   PgUp/PgDn: κύλιση', 'el'),  # y14e
    (EN21, '重新开始？本次裁决的答案将被清除。（y=是，n=否）', 'zh'),  # y15z
    (EN6, 'Πατήστε y για να την αναλάβετε ή n για να μείνει εκεί (το ^O ρωτά ξανά αργότερα).', 'el'),  # y15e
    (EN13, '局况：以下之一：none（双方无局）、ns、ew 和 both（双方有局）', 'zh'),  # a11z
    (EN9, '{field}: η ευθύνη πρέπει να είναι ένα από τα εξής: none, partly και direct, όχι {value}.', 'el'),  # a11e
    (EN12, 'Πολύ νωρίς: το πλήκτρο ήρθε πριν φανεί η ερώτηση· δεν ελήφθη. Διαβάστε την ερώτηση και πατήστε ένα από τα y και n.', 'el'),  # a12e
    (EN14, '请输入一个整数。', 'zh'),  # n10z
    (EN14, 'Πληκτρολογήστε έναν ακέραιο αριθμό.', 'el'),  # n10e
]

# a sequence not in the shipped strings: "Ctrl+B [" (tmux copy mode); its lone "[" is the brackets check's in the
# English already, so only the keys findings are compared
SCROLL = "To scroll in tmux, press Ctrl+B [ and move with ↑ ↓."
CORRECTS = "The ruling is recorded: ^P then Enter corrects it."
SEQUENCES = [
    (SCROLL, "要在 tmux 中滚动，请按 Ctrl+[，再用 ↑ ↓ 移动。", "zh", "Ctrl+["),
    (SCROLL, "Για κύλιση στο tmux πατήστε Ctrl+[ και μετακινηθείτε με ↑ ↓.", "el", "Ctrl+["),
    (SCROLL, "Για κύλιση στο tmux πατήστε Ctrl+B και μετακινηθείτε με ↑ ↓.", "el", "Ctrl+B"),
    (CORRECTS, "裁决已记录：按 ^P 即可更正。", "zh", "'^P'"),
    (CORRECTS, "Η απόφαση καταγράφηκε: το ^P τη διορθώνει.", "el", "'^P'"),
    (CORRECTS, "裁决已记录：按 ^P 然后按 Esc 即可更正。", "zh", "Esc"),
]
SEQUENCES_KEPT = [
    (SCROLL, "要在 tmux 中滚动，请按 Ctrl+B [，再用 ↑ ↓ 移动。", "zh"),
    (SCROLL, "Για κύλιση στο tmux πατήστε Ctrl+B και μετά [, και μετακινηθείτε με ↑ ↓.", "el"),
    (CORRECTS, "裁决已记录：先按 ^P 再按 Enter 即可更正。", "zh"),
    (CORRECTS, "Η απόφαση καταγράφηκε: ^P και μετά Enter για διόρθωση.", "el"),
]


@pytest.mark.parametrize("english, text, lang, check, word", DEFECTS)
def test_each_defect_is_one_finding(english, text, lang, check, word):
    result = found(english, text, lang)
    assert len(result) == 1, result
    assert result[0][0] == check and word in result[0][1], result


@pytest.mark.parametrize("english, text, lang", CORRECT)
def test_each_correct_rewording_is_no_finding(english, text, lang):
    assert found(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, word", SEQUENCES)
def test_a_sequence_given_otherwise_is_one_keys_finding(english, text, lang, word):
    keys = [message for check, message in found(english, text, lang) if check == "keys"]
    assert len(keys) == 1 and "key sequence" in keys[0] and word in keys[0], keys


@pytest.mark.parametrize("english, text, lang", SEQUENCES_KEPT)
def test_a_sequence_kept_is_no_keys_finding(english, text, lang):
    assert [m for check, m in found(english, text, lang) if check == "keys"] == []


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_the_shipped_translations_have_no_finding(lang):
    for english in dict.fromkeys(row[0] for row in DEFECTS + CORRECT):
        assert found(english, shipped_message(lang, english), lang) == [], (lang, english)
