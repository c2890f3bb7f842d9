"""No false finding on correct rewordings of the shipped interface translations (issue 9 §2, fix9nb): 194 rewordings
of the Greek and Chinese messages (locales/{el,zh_Hans}/LC_MESSAGES/messages.po) over 103 msgids, of the kinds a
careful translator uses - word order (a list, a condition or a key moved), synonyms, idioms ("as usual", "not yet",
"unless" as "except if", "no longer" as "ceased to"), sentences split or merged, placeholders moved, half-width
punctuation in Chinese, options and keys kept with other words around them, numbers in words or digits, plural
forms.  Each gives no finding.  Eleven of them had one on m32 (efe63cf), of eight kinds, each fixed by a general
rule with real defects of the same place still found, one finding each:

1. A negation the English says in a bracket, said in a clause of its own ("fix it, then rebuild (nothing was
   written)" as 未写入任何内容，请修正后重新构建): no negation added - the negations are counted with the
   parentheses' (negation._clause_negation_added).
2. "each side gets …" as 双方各得 / 双方各自得到 / 双方都得到: the sides are the subject, not the scores six characters
   on (quantifiers._kind); 一方 ("one side") still is another count.
3. An instruction's other way said "，也可以用 …" ("type … or move with ↑ ↓" as 请输入…，也可以用 ↑ ↓ 移动): an
   alternative (condition_words "or").
4. A count bounded in digits or with its noun between ("three or more" as 3个或以上, "3 ή περισσότερες"; "one or more
   tables" as "ένα τραπέζι ή περισσότερα"): the count with its bound (alternatives.dropped_count_bounds,
   numbers._QUANTITY); the count alone (3个版本) still drops "or more".
5. "at most 24" as "να μην ξεπερνά τα 24" (must not exceed): the subjunctive's μη(ν) negates the comparison, an
   "at most" (meaning._BOUNDS); "να μην είναι κάτω από 24" (not below: "at least") is now found.
6. "IMPs on one board" as 每副牌的 IMP: any one board, said "each" (interface_terms.PER_ONE_EN); 所有牌 ("all the
   boards") still is another count.
7. The Chinese "by" label written with the catalogue's space ("amended … by {name}" as 已由 {name} 修订): 由 {name}
   tells {name} apart, the placeholders in another order no warning (placeholder_roles.LABELS "by"); 由 at another
   placeholder is a swap.
8. "no longer responds" as "έπαψε να αποκρίνεται", 停止响应 (ceased to): the negation said by the verb
   (negation._CEASED); "αποκρίνεται πλέον", 仍在响应 still drop it.

And fix9mb's leftover: the time check counted the English "then" as an "after", so a "before" widened to "before or
after" (之前或之后, "πριν ή μετά") in a text that also says "then" went unfound when the translation said the "then"
without an "after" word (请先阅读问题，再作答; "και απαντήστε"): a "before" and an "after" joined by "or" are the
widening whatever else the English says (opposites.before_limit_changed).
"""

from __future__ import annotations

import pytest

from tests.support import findings, findings_test, limit_widened, shipped_message

M00 = '{value} is not one of the answers: type 1-{count} or words of an answer, or move with ↑ ↓, then Enter.'
M01 = 'While this form was open, these details of ruling {id} were changed elsewhere to other values:'
M02 = 'If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average plus)'
M03 = 'This ruling was finished as ruling {id}; another, started at {time} (UTC), resumes here.'
M04 = 'Enter: next field, on the last one save · ↑ ↓: move · F4: save · Esc: close without saving'
M05 = 'This is the official text of the source document ({file}): it is not edited here. Press n to propose a correction in a note.'
M06 = 'Choose an answer: type its number (1-{count}) or move with ↑ ↓, then Enter.'
M07 = 'Not saved: this entry was changed in the file since it was shown (another review screen or an editor); it is shown again as the file holds it now.'
M08 = '{path}: not UTF-8 ({reason} at byte {byte}); fix it, then rebuild'
M09 = '{path}, {fault} ({text}); fix it, then rebuild (nothing was written)'
M10 = "a reviewer's translation not approved yet: check it against the English, then approve it"
M11 = 'the English changed after a reviewer translated it: check the translation against the new English (the review screen shows the words that changed), correct it if need be, then approve it'
M12 = "only this language's catalogues: zh or el (default: both); the messages' language too, unless --ui-lang"
M13 = "the reported language: zh or el (the report's language too, unless --ui-lang)"
M14 = '--amount: victory points must be above 0 and at most 25, not {value}.'
M15 = 'A result was obtained, but an infraction may have damaged the non-offending side'
M16 = 'No: every table played the same version (it is scored as usual)'
M17 = 'Yes: in three or more versions (the results of each are asked in turn)'
M18 = "Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; the scores of the other three players do not change."
M19 = 'If time permits, a substitute board may be played instead (Law {law}).'
M20 = 'No damage: the table result is worth at least as much to the non-offending side (Law {law}).'
M21 = 'Knockout match: the two scores balance, so Law {law} changes nothing.'
M22 = '{field}: IMPs on one board must be from -24 to 24, not {value}.'
M23 = '{field}: vulnerability must be none, ns, ew or both, not {value}.'
M24 = '{field}: the board cannot have been due fewer times than the results given: {value}.'
M25 = 'The ruling record cannot be opened ({path}: {reason}): the rulings made in this window are not recorded.'
M26 = 'The ruling record cannot be written ({path}: {reason}); the ruling itself is not affected.'
M27 = 'No adjusted score: the Director may not award one because the rectification in the Laws seems unduly severe or advantageous to either side. Apply the rectification the Laws prescribe.'
M28 = 'Law 86A does not prevent a redeal here: the match result without this board could not be known to a contestant. The Director may order the board redealt under Law 6.'
M29 = '2: two per score beaten, one per tie; 1: one per score beaten, a half per tie (default: the settings)'
M30 = 'To read a paragraph this terminal cannot show: helper laws show ID --output FILE, or start GNU screen with: LANG=C.UTF-8 screen -U'
M31 = "East-West's score comes from these outcomes (60 4SN=; 40 4SN-1)"
M32 = '{field}: responsibility must be none, partly or direct, not {value}.'
M33 = '{count} recorded ruling cannot be read and is left out: {ids}'
M34 = '{count} recorded rulings cannot be read and are left out: {ids}'
M35 = 'The players may appeal this ruling (Law {law83}): the right to appeal expires {minutes} minute after the official score is made available (Law {law92}).'
M36 = 'The players may appeal this ruling (Law {law83}): the right to appeal expires {minutes} minutes after the official score is made available (Law {law92}).'
M37 = 'Note: the source document {files} changed since the paragraphs were made from it: the catalogues do not have the change. Run python laws_text/build_paragraphs.py, then helper catalog build.'
M38 = 'Note: the source documents {files} changed since the paragraphs were made from them: the catalogues do not have the change. Run python laws_text/build_paragraphs.py, then helper catalog build.'
M39 = 'Convention: a version played fewer than {count} time gets artificial scores (Law {law}).'
M40 = 'Convention: a version played fewer than {count} times gets artificial scores (Law {law}).'
M41 = '{results} result, none dropped (fewer than {min}): the datum is the {method} of all {results}'
M42 = '{count} more rulings of yours are open in other logins: n asks about the next.'
M43 = '{count} more ruling of yours is open in another login: n asks about it next.'
M44 = 'The scores do not balance (NS and EW together {total} IMP): Law {law} allows it.'
M45 = 'The scores do not balance (NS and EW together {total} IMPs): Law {law} allows it.'
M46 = "Each side's score comes from its own outcomes (Law {law}); here the two scores balance."
M47 = '--amount: a penalty in IMPs must be above 0 and at most 24, not {value}.'
M48 = '--amount: a penalty in percent of a top must be above 0 and at most 100, not {value}.'
M49 = '{field}: weights must be percentages above 0 that add up to 100: {value}.'
M50 = 'Source 001 line 33: a Greek-only note on national regulation; deliberate, no English counterpart.'

# (lang, msgid, the English of the form when not the msgid (a plural form), the rewording)
REWORDINGS = [
    ('zh', 'HELPER_SETTINGS names {file}, which does not exist', None,
     'HELPER_SETTINGS 所指定的文件 {file} 并不存在'),
    ('el', 'HELPER_SETTINGS names {file}, which does not exist', None,
     'το {file}, που ορίζει το HELPER_SETTINGS, δεν υπάρχει'),
    ('zh', 'build, check and report on the translation catalogues', None,
     '对翻译目录进行生成和检查，并出具报告'),
    ('el', 'build, check and report on the translation catalogues', None,
     "δημιουργεί και ελέγχει τους καταλόγους μετάφρασης και αναφέρει γι' αυτούς"),
    ('zh', M00, None,
     '可选答案中没有 {value}：请输入 1-{count} 或某个答案中的文字，也可以用 ↑ ↓ 移动，再按 Enter。'),
    ('el', M00, None,
     'Το {value} δεν είναι απάντηση: γράψτε 1-{count} ή λέξεις από μια απάντηση, ή κινηθείτε με ↑ ↓ και έπειτα πατήστε Enter.'),
    ('zh', 'Give the details to add or change: {options}', None,
     '{options}：请给出要补充或修改的详情'),
    ('el', 'Give the details to add or change: {options}', None,
     'Δώστε όσα στοιχεία θέλετε να προσθέσετε ή να αλλάξετε: {options}'),
    ('zh', '{setting} must be a whole number from {low} to {high}', None,
     '{setting} 必须为介于 {low} 与 {high} 之间的整数'),
    ('el', '{setting} must be a whole number from {low} to {high}', None,
     'το {setting} πρέπει να είναι ακέραιος από {low} ως {high}'),
    ('zh', 'Ruling {id}, made {date} (UTC) in {language}', None,
     '第 {id} 号裁决，{date}（UTC）以{language}作出'),
    ('el', 'Ruling {id}, made {date} (UTC) in {language}', None,
     'Απόφαση {id}, που εκδόθηκε στις {date} (UTC) στα {language}'),
    ('zh', "The players' view: the ruling in two languages", None,
     '牌手视图：裁决以两种语言显示'),
    ('el', "The players' view: the ruling in two languages", None,
     'Για τους παίκτες: η απόφαση σε δύο γλώσσες'),
    ('zh', 'Knockout: the board would have to be redealt', None,
     '淘汰赛：须对这副牌重新发牌'),
    ('el', 'Knockout: the board would have to be redealt', None,
     'Αγώνες knock out: η διανομή θα έπρεπε να ξαναμοιραστεί'),
    ('zh', M01, None,
     '在此表单打开期间，第 {id} 号裁决的下列详情已在别处被改成了其他值：'),
    ('el', M01, None,
     'Ενώ ήταν ανοιχτή η φόρμα, τα παρακάτω στοιχεία της απόφασης {id} άλλαξαν σε άλλες τιμές από αλλού:'),
    ('zh', M02, None,
     '如果能给出裁定调整分，请以 IMP 输入非违规方的分数（按 Enter 跳过：平均正分）'),
    ('el', M02, None,
     "Δώστε σε IMPs για τον αναίτιο άξονα την κατ' εκτίμηση επανορθωτική βαθμολογία, αν μπορείτε να την επιδικάσετε (Enter για παράλειψη: μέσος όρος συν)"),
    ('zh', 'Other tables, NS IMPs recomputed: {values}', None,
     '其他牌桌，重新计算后的南北 IMP：{values}'),
    ('el', 'Other tables, NS IMPs recomputed: {values}', None,
     'Άλλα τραπέζια, τα IMPs ΒΝ ξαναϋπολογισμένα: {values}'),
    ('zh', M03, None,
     '此裁决已作为第 {id} 号裁决完成；在此继续的是另一项于 {time}（UTC）开始的裁决。'),
    ('el', M03, None,
     'Η απόφαση αυτή ολοκληρώθηκε ως απόφαση {id}. Εδώ συνεχίζεται μια άλλη, που άρχισε στις {time} (UTC).'),
    ('zh', M04, None,
     'Enter：下一项（在最后一项上则保存） · ↑ ↓：移动 · F4：保存 · Esc：关闭，不保存'),
    ('el', M04, None,
     'Enter: επόμενο πεδίο (στο τελευταίο, αποθήκευση) · ↑ ↓: μετακίνηση · F4: αποθήκευση · Esc: κλείσιμο χωρίς να αποθηκευτεί τίποτα'),
    ('zh', 'declarer (needed unless the contract names it: 7NTXN=)', None,
     '庄家（除非定约中已写明，如 7NTXN=，否则必须给出）'),
    ('el', 'declarer (needed unless the contract names it: 7NTXN=)', None,
     'εκτελεστής (χρειάζεται, εκτός εάν το συμβόλαιο τον αναφέρει: 7NTXN=)'),
    ('el', 'declarer (needed unless the contract names it: 7NTXN=)', None,
     'εκτελεστής (απαιτείται, εκτός κι αν τον ονομάζει το συμβόλαιο: 7NTXN=)'),
    ('zh', M05, None,
     '这是来源文件（{file}）的正式文本，不在此处编辑。如要在备注中提出更正，请按 n。'),
    ('el', M05, None,
     'Αυτό είναι το επίσημο κείμενο του εγγράφου-πηγής ({file}) και δεν επεξεργάζεται εδώ. Για να προτείνετε διόρθωση σε σημείωση, πατήστε n.'),
    ('zh', 'Reads and saves {file} (current directory)', None,
     '读取并保存 {file}（当前目录）'),
    ('el', 'Reads and saves {file} (current directory)', None,
     'Διαβάζει το {file} (τρέχων φάκελος) και το αποθηκεύει'),
    ('zh', "the NS contestant's number (pair or team)", None,
     '南北参赛者（对或队）的编号'),
    ('el', "the NS contestant's number (pair or team)", None,
     'ο αριθμός του αγωνιζόμενου ΒΝ (ζευγαριού ή ομάδας)'),
    ('zh', M06, None,
     '请选择答案：输入编号（1-{count}），或用 ↑ ↓ 移动后按 Enter。'),
    ('el', M06, None,
     'Διαλέξτε απάντηση: γράψτε τον αριθμό της (1-{count}) ή μετακινηθείτε με ↑ ↓ και πατήστε Enter.'),
    ('zh', M07, None,
     '未保存：自显示以来，此条目已在文件中被更改（另一个审校屏幕或编辑器）。现按文件当前的内容重新显示。'),
    ('el', M07, None,
     'Δεν αποθηκεύτηκε: η καταχώριση άλλαξε στο αρχείο μετά την εμφάνισή της (από άλλη οθόνη αναθεώρησης ή από επεξεργαστή)· εμφανίζεται ξανά όπως είναι τώρα στο αρχείο.'),
    ('zh', M08, None,
     '{path}：非 UTF-8 编码（第 {byte} 字节处{reason}）；修正后请重新构建'),
    ('el', M08, None,
     '{path}: δεν είναι UTF-8 ({reason} στο byte {byte})· διορθώστε το πρώτα και μετά ξαναχτίστε'),
    ('zh', M09, None,
     '{path}，{fault}（{text}）；未写入任何内容，请修正后重新构建'),
    ('el', M09, None,
     '{path}, {fault} ({text})· δεν γράφτηκε τίποτα: διορθώστε το και έπειτα ξαναχτίστε'),
    ('zh', M10, None,
     '审校人员的译文还未审定：请先对照英文检查，再审定'),
    ('el', M10, None,
     'μετάφραση αναθεωρητή που δεν έχει ακόμη εγκριθεί: ελέγξτε την σε σχέση με το αγγλικό και έπειτα εγκρίνετέ την'),
    ('zh', M11, None,
     '审校人员翻译后英文有了改动：请对照新英文检查译文（审校界面会显示改动的词语），如有必要加以修改，然后审定'),
    ('el', M11, None,
     'το αγγλικό άλλαξε μετά τη μετάφραση του αναθεωρητή: ελέγξτε τη μετάφραση με το νέο αγγλικό (η οθόνη ελέγχου δείχνει τις λέξεις που άλλαξαν), διορθώστε την αν χρειαστεί και έπειτα εγκρίνετέ την'),
    ('zh', M12, None,
     '只检查此语言的翻译目录：zh 或 el（默认：两者都检查）；也是消息的语言，除非另用 --ui-lang 指定'),
    ('el', M12, None,
     'μόνο οι κατάλογοι αυτής της γλώσσας: zh ή el (προεπιλογή: και οι δύο)· εκτός αν δοθεί --ui-lang, και η γλώσσα των μηνυμάτων'),
    ('zh', M13, None,
     '报告所审查的语言：zh 或 el（也是报告的语言，除非另用 --ui-lang 指定）'),
    ('el', M13, None,
     'η γλώσσα της αναφοράς: zh ή el (και η γλώσσα στην οποία γράφεται η αναφορά, εκτός αν δοθεί --ui-lang)'),
    ('zh', 'must be at most {high}: {value}', None,
     '最多为 {high}：{value}'),
    ('el', 'must be at most {high}: {value}', None,
     'δεν πρέπει να ξεπερνά το {high}: {value}'),
    ('zh', 'must be at least {low}: {value}', None,
     '至少须为 {low}：{value}'),
    ('el', 'must be at least {low}: {value}', None,
     'δεν πρέπει να είναι κάτω από {low}: {value}'),
    ('zh', 'must be greater than 0: {value}', None,
     '必须大于零：{value}'),
    ('el', 'must be greater than 0: {value}', None,
     'πρέπει να είναι πάνω από 0: {value}'),
    ('zh', '--limit must be between 1 and 100, not {limit}.', None,
     '--limit 不能是 {limit}，必须在 1 到 100 之间。'),
    ('el', '--limit must be between 1 and 100, not {limit}.', None,
     'Το --limit δεν μπορεί να είναι {limit}· πρέπει να είναι από 1 έως 100.'),
    ('zh', 'Give at least one --outcome W:R.', None,
     '请给出至少一个 --outcome W:R。'),
    ('el', 'Give at least one --outcome W:R.', None,
     'Δώστε ένα τουλάχιστον --outcome W:R.'),
    ('zh', '--expected must be at least the number of results ({count}).', None,
     '--expected 至少要等于结果数（{count}）。'),
    ('el', '--expected must be at least the number of results ({count}).', None,
     'Το --expected δεν μπορεί να είναι μικρότερο από τον αριθμό των αποτελεσμάτων ({count}).'),
    ('zh', M14, None,
     '--amount：胜利分不能是 {value}，必须大于 0 且最多为 25。'),
    ('el', M14, None,
     '--amount: οι βαθμοί νίκης δεν μπορεί να είναι {value}· πρέπει να είναι πάνω από 0 και το πολύ 25.'),
    ('zh', M15, None,
     '有结果，但违规可能给非违规方造成了损害'),
    ('el', M15, None,
     'Υπάρχει αποτέλεσμα, όμως μια παράβαση ίσως ζημίωσε τον αναίτιο άξονα'),
    ('zh', 'Yes: each side gets the average of the two scores (Law 12C4)', None,
     '是：双方各得两个得分的平均数（第12条C款4项）'),
    ('el', 'Yes: each side gets the average of the two scores (Law 12C4)', None,
     'Ναι: ο κάθε άξονας παίρνει τον μέσο όρο των δύο βαθμολογιών (Νόμος 12Γ4)'),
    ('zh', 'Was the fouled board played in more than one version?', None,
     '这副错牌是否被以不止一个版本打过？'),
    ('el', 'Was the fouled board played in more than one version?', None,
     'Παίχτηκε η αλλοιωμένη διανομή σε πάνω από μία εκδοχή;'),
    ('zh', 'Yes: in two versions, each by one or more tables', None,
     '是：2个版本，每个版本由一桌或多桌打过'),
    ('el', 'Yes: in two versions, each by one or more tables', None,
     'Ναι: σε 2 εκδοχές, την καθεμία από ένα τραπέζι ή περισσότερα'),
    ('zh', M16, None,
     '否：所有牌桌打的都是同一版本（按通常方式计分）'),
    ('el', M16, None,
     'Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (βαθμολογείται όπως συνήθως)'),
    ('zh', M17, None,
     '是：3个或以上版本（将逐一询问每个版本的结果）'),
    ('el', M17, None,
     'Ναι: σε 3 ή περισσότερες εκδοχές (τα αποτελέσματα της καθεμιάς ζητούνται διαδοχικά)'),
    ('zh', M18, None,
     '程序性罚分（{law}），{kind}：{amount}，不计入这副牌的得分；其余三位牌手的得分不变。'),
    ('el', M18, None,
     'Διαδικαστική ποινή (Νόμος {law}), {kind}: {amount}, ανεξάρτητα από τη βαθμολογία της διανομής. Οι βαθμολογίες των υπόλοιπων τριών παικτών μένουν ίδιες.'),
    ('zh', M19, None,
     '时间允许的话，可以改打一副替代牌（{law}）。'),
    ('el', M19, None,
     'Μπορεί να παιχτεί στη θέση της μια διανομή αντικατάστασης, αν το επιτρέπει ο χρόνος (Νόμος {law}).'),
    ('zh', M20, None,
     '没有损害：对非违规方而言，牌桌结果至少同样有利（{law}）。'),
    ('el', M20, None,
     'Καμία ζημιά: για τον αναίτιο άξονα το αποτέλεσμα του τραπεζιού αξίζει τουλάχιστον το ίδιο (Νόμος {law}).'),
    ('zh', M21, None,
     '淘汰赛：两个得分平衡，所以{law}不改变任何分数。'),
    ('el', M21, None,
     'Αγώνας knock out: ο Νόμος {law} δεν αλλάζει τίποτα, αφού οι δύο βαθμολογίες είναι συμπληρωματικές.'),
    ('zh', '{field}: a percentage must be from 0 to 100, not {value}.', None,
     '{field}：百分比不能是 {value}，必须在 0 到 100 之间。'),
    ('el', M22, None,
     '{field}: τα IMPs μιας διανομής δεν μπορεί να είναι {value}· πρέπει να είναι από -24 έως 24.'),
    ('zh', M23, None,
     '{field}：局况不能是 {value}，只能是 none、ns、ew 或 both。'),
    ('el', '{field}: the side must be ns or ew, not {value}.', None,
     '{field}: ο άξονας δεν μπορεί να είναι {value}, μόνο ns ή ew.'),
    ('zh', '{field}: the player must be n, e, s or w, not {value}.', None,
     '{field}：牌手不能是 {value}，须为 n、e、s、w 之一。'),
    ('el', '{field}: a number of more than 30 digits: {value}.', None,
     '{field}: αριθμός με πάνω από τριάντα ψηφία: {value}.'),
    ('zh', '{field}: a number of more than 30 digits: {value}.', None,
     '{field}：数字多于三十位：{value}。'),
    ('zh', M24, None,
     '{field}：这副牌应打的次数不可能少于已给出的结果数：{value}。'),
    ('el', M25, None,
     'Δεν ανοίγει το αρχείο αποφάσεων ({path}: {reason}): όσες αποφάσεις γίνουν σε αυτό το παράθυρο δεν καταγράφονται.'),
    ('zh', M26, None,
     '裁决记录无法写入（{path}：{reason}）；这不影响裁决本身。'),
    ('zh', M27, None,
     '不判调整分：规则规定的纠正即使看来对任何一方过重或过于有利，裁判也不得因此判给调整分。请执行规则规定的纠正。'),
    ('el', M28, None,
     'Ο Νόμος 86Α δεν εμποδίζει εδώ νέο ανακάτεμα, αφού κανένας αγωνιζόμενος δεν μπορούσε να γνωρίζει το αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή. Ο Διαιτητής μπορεί να διατάξει νέο ανακάτεμα της διανομής σύμφωνα με τον Νόμο 6.'),
    ('zh', M29, None,
     '2：每胜过一个得分计两分，每打平一个计一分；1：每胜过一个得分计一分，每打平一个计半分（默认：按设置）'),
    ('zh', M30, None,
     '此终端无法显示的条文，可用 helper laws show ID --output FILE 阅读，或这样启动 GNU screen：LANG=C.UTF-8 screen -U'),
    ('el', M30, None,
     'Για να διαβάσετε παράγραφο που δεν εμφανίζεται σε αυτό το τερματικό: ξεκινήστε το GNU screen με: LANG=C.UTF-8 screen -U, ή helper laws show ID --output FILE'),
    ('zh', M31, None,
     '东西的得分来自这些结果（60 4SN=；40 4SN-1）'),
    ('el', M32, None,
     '{field}: η ευθύνη δεν μπορεί να είναι {value}· μόνο none, partly ή direct.'),
    ('zh', '{count} entry', None,
     '{count} 个条目'),
    ('el', '{count} entry', '{count} entries',
     'καταχωρίσεις: {count}'),
    ('zh', '{count} error', None,
     '错误 {count} 个'),
    ('el', '{count} error', '{count} errors',
     'σφάλματα: {count}'),
    ('zh', '{count} ruling written to {file}', None,
     '{count} 条裁决已写入 {file}'),
    ('el', '{count} ruling written to {file}', '{count} rulings written to {file}',
     'γράφτηκαν {count} αποφάσεις στο {file}'),
    ('zh', M33, None,
     '有 {count} 条已记录的裁决无法读取，已略去：{ids}'),
    ('el', M33, M34,
     '{count} καταγεγραμμένες αποφάσεις παραλείπονται, γιατί δεν διαβάζονται: {ids}'),
    ('zh', M35, None,
     '牌手可对本裁决提出申诉（{law83}）：正式成绩公布后 {minutes} 分钟，申诉权即届满（{law92}）。'),
    ('el', M35, M36,
     'Οι παίκτες έχουν δικαίωμα έφεσης κατά της απόφασης (Νόμος {law83}): το δικαίωμα λήγει {minutes} λεπτά αφότου δημοσιευτεί η επίσημη βαθμολογία (Νόμος {law92}).'),
    ('zh', M37, None,
     '注意：据源文档 {files} 生成条文段落之后，该文档已有更改，翻译目录中尚无此更改。请运行 python laws_text/build_paragraphs.py，然后运行 helper catalog build。'),
    ('el', M37, M38,
     'Σημείωση: τα έγγραφα πηγής {files} άλλαξαν μετά τη δημιουργία των παραγράφων από αυτά, και οι κατάλογοι δεν έχουν την αλλαγή. Εκτελέστε πρώτα python laws_text/build_paragraphs.py και έπειτα helper catalog build.'),
    ('zh', M39, None,
     '计分惯例：打过的次数少于 {count} 次的版本，判给人为调整分（{law}）。'),
    ('el', M39, M40,
     'Σύμβαση: εκδοχή που παίχτηκε λιγότερες από {count} φορές λαμβάνει τεχνητή βαθμολογία (Νόμος {law}).'),
    ('zh', '{count} result dropped at each end', None,
     '每端各去掉 {count} 个结果'),
    ('el', '{count} result dropped at each end', '{count} results dropped at each end',
     'σε κάθε άκρο αφαιρούνται {count} αποτελέσματα'),
    ('zh', M41, None,
     '共 {results} 个结果（少于 {min} 个），一个也不去掉：基准取全部 {results} 个结果的{method}'),
    ('el', M43, M42,
     'Άλλες {count} αποφάσεις σας είναι ανοιχτές σε άλλες συνδέσεις. Το n ρωτά για την επόμενη.'),
    ('zh', M44, None,
     '{law}允许分数不平衡（南北与东西合计 {total} IMP）。'),
    ('el', M44, M45,
     'Οι βαθμολογίες δεν είναι συμπληρωματικές (ΒΝ μαζί με ΑΔ {total} IMPs), κάτι που επιτρέπει ο Νόμος {law}.'),
    ('zh', 'Other tables, NS IMPs recomputed: {values}', None,
     '其他牌桌重新计算的南北 IMP: {values}'),
    ('zh', 'Ruling {id} cannot be read: {problem}', None,
     '第 {id} 号裁决无法读取: {problem}'),
    ('zh', 'must be from {low} to {high}: {value}', None,
     '必须介于 {low} 和 {high} 之间: {value}'),
    ('zh', '{field}: the side must be ns or ew, not {value}.', None,
     '{field}: 方位必须是 ns 或 ew，不能是 {value}.'),
    ('zh', 'Knockout: the board would have to be redealt', None,
     '淘汰赛: 这副牌需要重新发牌'),
    ('zh', 'The ruling record cannot be read ({path}: {reason}).', None,
     '无法读取裁决记录 ({path}: {reason})。'),
    ('zh', M25, None,
     '无法打开裁决记录（{path}：{reason}）。本窗口中作出的裁决将不会被记录。'),
    ('el', M20, None,
     'Δεν υπάρχει ζημιά. Για τον αναίτιο άξονα, το αποτέλεσμα του τραπεζιού αξίζει τουλάχιστον το ίδιο (Νόμος {law}).'),
    ('zh', M28, None,
     '第86条A款不妨碍此处重新发牌，因为参赛者不可能知道除去这副牌后的比赛结果；裁判可根据第6条命令重新发牌。'),
    ('el', M03, None,
     'Αυτή η απόφαση ολοκληρώθηκε ως απόφαση {id}, και εδώ συνεχίζεται μια άλλη, που ξεκίνησε στις {time} (UTC).'),
    ('zh', M46, None,
     '每一方的得分都来自其自己的结果（{law}）。此处两个得分平衡。'),
    ('el', M46, None,
     'Κάθε άξονας βαθμολογείται από τα δικά του αποτελέσματα (Νόμος {law}). Εδώ οι δύο βαθμολογίες είναι συμπληρωματικές.'),
    ('zh', 'Give at least one --outcome W:R.', None,
     '--outcome W:R 至少要给出一个。'),
    ('el', '{option}: a score in percent cannot be below 0: {value}', None,
     '{option}: βαθμολογία σε ποσοστό δεν επιτρέπεται να είναι κάτω από 0: {value}'),
    ('zh', '{option}: a score in matchpoints cannot be below 0: {value}', None,
     '{option}：比赛分形式的分数不可小于 0：{value}'),
    ('el', '{option}: must be from {low} to {high} IMPs: {value}', None,
     '{option}: πρέπει να είναι μεταξύ {low} και {high} IMPs: {value}'),
    ('zh', '{option}: must be from {low} to {high} percent: {value}', None,
     '{option}：须在 {low}% 至 {high}% 之间：{value}'),
    ('el', M47, None,
     '--amount: η ποινή σε IMPs πρέπει να είναι μεγαλύτερη από 0 και να μην ξεπερνά τα 24, όχι {value}.'),
    ('zh', M48, None,
     '--amount：按满分百分比计的罚分应大于 0、不超过 100，不能是 {value}。'),
    ('el', '{field}: the top must be greater than 0, not {value}.', None,
     '{field}: το top πρέπει να υπερβαίνει το 0, όχι {value}.'),
    ('zh', M49, None,
     '{field}：权重须为大于0的百分比，且总和为100：{value}。'),
    ('el', '{field}: the matchpoint scale must be 2 or 1, not {value}.', None,
     '{field}: η κλίμακα βαθμών αγώνα δεν μπορεί να είναι {value}· πρέπει να είναι 2 ή 1.'),
    ('zh', M16, None,
     '否：每张牌桌打的都是同一版本（照常计分）'),
    ('el', M10, None,
     'μετάφραση αναθεωρητή, ακόμη χωρίς έγκριση: ελέγξτε την με το αγγλικό και ύστερα εγκρίνετέ την'),
    ('zh', M50, None,
     '来源 001 第33行：只有希腊文的一条本国规定注释；有意为之，没有对应的英文。'),
    ('el', M50, None,
     'Πηγή 001 γραμμή 33: σημείωση για την εθνική ρύθμιση, μόνο στα ελληνικά· σκόπιμη, χωρίς αντίστοιχο αγγλικό.'),
    ('zh', M13, None,
     '报告所审查的语言：zh 或 el（若未用 --ui-lang 另行指定，也是报告的语言）'),
    ('el', 'declarer (needed unless the contract names it: 7NTXN=)', None,
     'εκτελεστής (απαιτείται, εκτός εάν το συμβόλαιο τον περιέχει ήδη: 7NTXN=)'),
    ('zh', M15, None,
     '已经有了结果，但非违规方可能因违规而受到损害'),
    ('el', M19, None,
     "Εφόσον το επιτρέπει ο χρόνος, μπορεί να παιχτεί αντί γι' αυτήν διανομή αντικατάστασης (Νόμος {law})."),
    ('zh', M19, None,
     '如果时间允许，也可以改打一副替代牌（{law}）。'),
    ('zh', M22, None,
     '{field}：每副牌的 IMP 必须在 -24 到 24 之间，不能是 {value}。'),
    ('zh', '{setting} must be from {low} to {high}', None,
     '{setting} 须介于 {low} 与 {high} 之间'),
    ('el', '{setting} must be from {low} to {high}', None,
     'το {setting} πρέπει να κυμαίνεται από {low} ως {high}'),
    ('zh', 'Not one of the choices: {value}. Type its number or the start of its text.', None,
     '{value} 不在可选答案中。请输入编号，或输入答案开头的文字。'),
    ('el', 'Not one of the choices: {value}. Type its number or the start of its text.', None,
     'Το {value} δεν είναι επιλογή. Γράψτε τον αριθμό ή την αρχή του κειμένου της.'),
    ('zh', 'helper: the standard error is closed; nothing was done.', None,
     'helper：标准错误输出已关闭，因此什么也没有做。'),
    ('el', 'helper: the standard error is closed; nothing was done.', None,
     "helper: η τυπική έξοδος σφαλμάτων έκλεισε, γι' αυτό δεν έγινε τίποτα."),
    ('zh', 'Not applied: another helper (process {pid}) has taken this ruling over and records its penalty. ^O takes it back here; ^N starts a new ruling.', None,
     '未采用：此裁决已被另一个 helper 窗口（进程 {pid}）接管，罚分由它记录。要在此取回请按 ^O，要开始新的裁决请按 ^N。'),
    ('el', 'Not applied: another helper (process {pid}) has taken this ruling over and records its penalty. ^O takes it back here; ^N starts a new ruling.', None,
     'Δεν εφαρμόστηκε: την απόφαση ανέλαβε άλλο παράθυρο του helper (διεργασία {pid}), που καταγράφει και την ποινή της. Με ^O την παίρνετε πίσω εδώ· με ^N ξεκινά νέα απόφαση.'),
    ('zh', 'A ruling sheet ({file}) is for one ruling: give its number, helper rulings export ID {file}. The whole log is written as .csv or .json.', None,
     '一份裁决单（{file}）只对应一项裁决，请给出其编号：helper rulings export ID {file}。整个记录可写成 .csv 或 .json。'),
    ('el', 'A ruling sheet ({file}) is for one ruling: give its number, helper rulings export ID {file}. The whole log is written as .csv or .json.', None,
     'Κάθε φύλλο απόφασης ({file}) αφορά μία μόνο απόφαση· δώστε τον αριθμό της: helper rulings export ID {file}. Όλο το αρχείο γράφεται σε .csv ή .json.'),
    ('zh', "Their text is kept, not approved; the text you were approving is in the entry's note.", None,
     '对方的文本已保留，但未审定；您当时正在审定的文本在此条目的备注中。'),
    ('el', "Their text is kept, not approved; the text you were approving is in the entry's note.", None,
     'Διατηρήθηκε το κείμενό τους, όχι εγκεκριμένο. Το κείμενο που εγκρίνατε είναι στη σημείωση της καταχώρισης.'),
    ('zh', 'interface language: en, zh or el (default: from the environment)', None,
     '界面语言：en、zh、el 之一（默认：取自环境）'),
    ('el', 'interface language: en, zh or el (default: from the environment)', None,
     'η γλώσσα της διεπαφής: en, zh ή el (προεπιλογή: όπως ορίζει το περιβάλλον)'),
    ('zh', 'Details of ruling {id} amended (amendment {number}, by {name}); the ruling as recorded is kept.', None,
     '第 {id} 号裁决的详情已由 {name} 修订（第 {number} 次修订）；已记录的裁决保持不变。'),
    ('el', 'Details of ruling {id} amended (amendment {number}, by {name}); the ruling as recorded is kept.', None,
     'Τα στοιχεία της απόφασης {id} τροποποιήθηκαν από {name} (τροποποίηση {number}). Η απόφαση μένει όπως καταγράφηκε.'),
    ('zh', 'Taken back from process {pid}, which no longer responds.', None,
     '进程 {pid} 已不再响应，已从它那里收回。'),
    ('el', 'Taken back from process {pid}, which no longer responds.', None,
     'Ανακτήθηκε από τη διεργασία {pid}, η οποία έπαψε να αποκρίνεται.'),
    ('zh', "{file}: the translation of '{msgid}' is not used ({reason}); English is shown.", None,
     '{file}：不使用“{msgid}”的译文（{reason}），而显示英文。'),
    ('el', "{file}: the translation of '{msgid}' is not used ({reason}); English is shown.", None,
     '{file}: η μετάφραση του «{msgid}» δεν χρησιμοποιείται ({reason}) και εμφανίζεται στα αγγλικά.'),
    ('zh', 'No recorded ruling has the number {id} (helper rulings list shows them).', None,
     '已记录的裁决中没有 {id} 号（可用 helper rulings list 查看）。'),
    ('el', 'No recorded ruling has the number {id} (helper rulings list shows them).', None,
     'Δεν υπάρχει καταγεγραμμένη απόφαση με αριθμό {id} (δείτε τις με helper rulings list).'),
    ('zh', 'Law finder, Law {id}: every answer leads on to it. Choose what happened at the table.', None,
     '查找规则，{id}：无论如何回答都会通向该条款。请选择牌桌上的情况。'),
    ('el', 'Law finder, Law {id}: every answer leads on to it. Choose what happened at the table.', None,
     'Εύρεση νόμου, Νόμος {id}: όποια απάντηση κι αν δώσετε οδηγεί σε αυτόν. Διαλέξτε τι έγινε στο τραπέζι.'),
    ('zh', "{field}: matchpoints outside the board's top: {value}.", None,
     '{field}：比赛分超出了这副牌的满分：{value}。'),
    ('el', "{field}: matchpoints outside the board's top: {value}.", None,
     '{field}: βαθμοί αγώνα έξω από το μέγιστο (top) της διανομής: {value}.'),
    ('zh', 'After the infraction, did the non-offending side contribute to its own damage by an extremely serious error (unrelated to the infraction) or a gambling action?', None,
     '违规发生后，非违规方是否由于极其严重的错误（与违规无关）或者冒险行为，促成了自身所受的损害？'),
    ('el', 'After the infraction, did the non-offending side contribute to its own damage by an extremely serious error (unrelated to the infraction) or a gambling action?', None,
     'Συνέβαλε ο αναίτιος άξονας, μετά την παράβαση, στη ζημιά του με ένα εξαιρετικά σοβαρό λάθος (άσχετο με την παράβαση) ή με τυχοδιωκτική ενέργεια;'),
    ('zh', '{file}: {key} is answered twice; give each question one answer', None,
     '{file}：{key} 有两个回答；每个问题只能回答一次'),
    ('el', '{file}: {key} is answered twice; give each question one answer', None,
     '{file}: το {key} έχει δύο απαντήσεις· κάθε ερώτηση θέλει μία απάντηση'),
    ('zh', "North-South's average IMPs per comparison on the other boards of this session (Enter to skip)", None,
     '本节其他牌上，南北每次比较的平均 IMP（按 Enter 跳过）'),
    ('el', "North-South's average IMPs per comparison on the other boards of this session (Enter to skip)", None,
     'Ο μέσος όρος IMPs του άξονα Βορρά-Νότου ανά σύγκριση στις άλλες διανομές της ημερίδας (Enter για παράλειψη)'),
    ('zh', '{value} holds {count} results: this question takes one (the result at this table).', None,
     '{value} 中有 {count} 个结果，而此问题只接受一个（本桌的结果）。'),
    ('el', '{value} holds {count} results: this question takes one (the result at this table).', None,
     'Το {value} έχει {count} αποτελέσματα, ενώ η ερώτηση δέχεται ένα μόνο (το αποτέλεσμα αυτού του τραπεζιού).'),
    ('zh', '{side}: the average of the two separately computed scores', None,
     '{side}：分别计算出的两个得分的平均数'),
    ('el', '{side}: the average of the two separately computed scores', None,
     '{side}: ο μέσος όρος των δύο βαθμολογιών που υπολογίστηκαν χωριστά'),
    ('zh', 'helper: cannot write to the standard error: {reason}.', None,
     'helper：标准错误输出不可写入：{reason}。'),
    ('el', 'the number of an earlier record that this ruling corrects', None,
     'ο αριθμός της προηγούμενης καταγραφής την οποία διορθώνει αυτή η απόφαση'),
    ('zh', 'Ruling complete: ^P back, ^N new ruling', None,
     '裁决已完成：^N 新裁决，^P 返回'),
    ('el', 'Ruling complete: ^P back, ^N new ruling', None,
     'Η απόφαση ολοκληρώθηκε: ^N νέα απόφαση, ^P επιστροφή'),
]


@pytest.mark.parametrize("lang, msgid, english, text", REWORDINGS,
                         ids=[f"{row[0]}-{row[3]}" for row in REWORDINGS])
def test_correct_rewordings_give_no_finding(lang, msgid, english, text):
    """A correct rewording of a shipped interface translation (of the msgid, or of its plural form's English
    ``english``) gives no finding; it is another wording than the shipped one."""
    assert text != shipped_message(lang, msgid)
    assert findings(english or msgid, text, lang) == []


def test_rewordings_spread_over_many_msgids():
    """The rewordings are spread over many interface strings, both languages (the brief: not one again and again)."""
    assert len(REWORDINGS) == 194
    assert len({msgid for _lang, msgid, _english, _text in REWORDINGS}) == 103
    assert {lang for lang, *_rest in REWORDINGS} == {"zh", "el"}


def _negation_added(text: str) -> tuple[str, str, str]:
    return ("negation", "error", f"the translation negates '{text}' where the English does not: a permission or a "
                                 "duty made a prohibition, or a condition reversed?")


def _alternative(english: str) -> tuple[str, str, str]:
    return ("sentences", "error", f"the alternative '{english}' of the English is missing in the translation: the "
                                  "rule narrowed?")


def _other(english: str, found: str, whom: str) -> tuple[str, str, str]:
    return ("terminology", "error", f"the English says '{english}', the translation '{found}': does the rule now "
                                    f"concern other {whom}?")


def _bound(number: str) -> tuple[str, str, str]:
    return ("number", "error", f"{number} goes with 'at most / less than' in the English but with 'at least / more "
                               "than' in the translation")


def _number(english: str, found: str) -> tuple[str, str, str]:
    return ("number", "error", f"number differs: {english} in the English, {found} in the translation")


EACH_SIDE = "Yes: each side gets the average of the two scores (Law 12C4)"
ONE_OR_MORE = "Yes: in two versions, each by one or more tables"
KEYS_EARLY = ("Too early: keys came before this question was shown; they were not taken and nothing was recorded. "
              "Read the question, then answer it.")
NEGATED = "{path}, {fault} ({text}); fix it, then rebuild (nothing was…"
AMENDED = "Details of ruling {id} amended (amendment {number}, by {name}); the ruling as recorded is kept."
TAKEN_BACK = "Taken back from process {pid}, which no longer responds."


def _by_swapped(found: str) -> tuple[str, str, str]:
    return ("placeholder-order", "error", f"'by' goes with {{name}} in the English but with {found} in the "
                                          "translation: placeholders swapped?")


def _no_longer_dropped() -> tuple[str, str, str]:
    return ("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'no "
                                 "longer responds': a prohibition made a permission, or a condition reversed?")

test_defects_still_found = findings_test([
    # 1. a negation added beside the bracket's (both texts have the bracket's "nothing")
    (M09, "{path}，{fault}（{text}）；请修正，不要重新构建（未写入任何内容）", "zh", [_negation_added(NEGATED)]),
    (M09, "{path}，{fault}（{text}）；不要修正，然后重新构建（未写入任何内容）", "zh", [_negation_added(NEGATED)]),
    (M09, "{path}, {fault} ({text}); διορθώστε το, μην ξαναχτίσετε (δεν γράφτηκε τίποτα)", "el",
     [_negation_added(NEGATED)]),
    # 2. "each side" as one side
    (EACH_SIDE, "是：只有一方得到两个得分的平均数（第12条C款4项）", "zh", [_other("each side", "一方得到两个得分", "contestants")]),
    (EACH_SIDE, "是：仅一方得到两个得分的平均数（第12条C款4项）", "zh", [_other("each side", "一方得到两个得分", "contestants")]),
    (EACH_SIDE, "是：双方各得其中一个得分（第12条C款4项）", "zh",
     [("terminology", "error", "the English says 'the two scores', the translation '一个得分': another number of scores "
                               "or results?")]),
    # 3. the ↑ ↓ alternative dropped, with 也可以 or without
    (M00, "可选答案中没有 {value}：请输入 1-{count} 或某个答案中的文字，再按 Enter。", "zh", [_alternative("or move with ↑ ↓")]),
    (M00, "可选答案中没有 {value}：请输入 1-{count}，也可以输入答案中的文字，再按 Enter。", "zh", [_alternative("or move with ↑ ↓")]),
    # 4. the count in digits alone, or another count with its bound
    (M17, "是：3个版本（将逐一询问每个版本的结果）", "zh", [_alternative("three or more")]),
    (M17, "Ναι: σε 3 εκδοχές (τα αποτελέσματα της καθεμιάς ζητούνται διαδοχικά)", "el", [_alternative("three or more")]),
    # (the bound quoted with its count, as fix9na's reading of a digit count with its bound says it)
    (M17, "是：4个或以上版本（将逐一询问每个版本的结果）", "zh", [_number("three or more", "4个或以上")]),
    (M17, "Ναι: σε 4 ή περισσότερες εκδοχές (τα αποτελέσματα της καθεμιάς ζητούνται διαδοχικά)", "el",
     [_number("three", "4")]),
    (ONE_OR_MORE, "Ναι: σε δύο εκδοχές, την καθεμία από ένα τραπέζι", "el", [_alternative("one or more")]),
    (ONE_OR_MORE, "Ναι: σε δύο εκδοχές, την καθεμία από δύο τραπέζια ή περισσότερα", "el",
     [_number("one or more", "δύο τραπέζια ή περισσότερα")]),
    # 5. "at most 24" made "more than 24" (the μην dropped) or "not below 24"; "must not exceed 25" another number
    (M47, "--amount: η ποινή σε IMPs πρέπει να είναι μεγαλύτερη από 0 και να ξεπερνά τα 24, όχι {value}.", "el",
     [_bound("24")]),
    (M47, "--amount: η ποινή σε IMPs πρέπει να είναι μεγαλύτερη από 0 και να μην είναι κάτω από 24, όχι {value}.", "el",
     [_bound("24")]),
    (M47, "--amount: η ποινή σε IMPs πρέπει να είναι μεγαλύτερη από 0 και να μην ξεπερνά τα 25, όχι {value}.", "el",
     [_number("24", "25")]),
    # 6. "on one board" as all the boards, or two
    (M22, "{field}：所有牌的 IMP 合计必须在 -24 到 24 之间，不能是 {value}。", "zh", [_other("one board", "所有牌", "boards")]),
    (M22, "{field}: τα IMPs όλων των διανομών πρέπει να είναι από -24 έως 24, όχι {value}.", "el",
     [_other("one board", "όλων των διανομών", "boards")]),
    (M22, "{field}：两副牌的 IMP 必须在 -24 到 24 之间，不能是 {value}。", "zh", [_number("one", "两")]),
    # fix9mb's leftover: "before" widened to "before or after" where the English also says "then"
    (KEYS_EARLY, "太早了：这些按键在本问题显示之前或之后到达，未被采用，未记录任何内容。请先阅读问题，再作答。", "zh",
     [limit_widened("before this question was shown", "之后")]),
    (KEYS_EARLY, "太早了：这些按键在本问题显示以前或以后到达，未被采用，未记录任何内容。请先阅读问题，再作答。", "zh",
     [limit_widened("before this question was shown", "以后")]),
    (KEYS_EARLY, "Πολύ νωρίς: πλήκτρα ήρθαν πριν ή μετά φανεί η ερώτηση· δεν ελήφθησαν, δεν καταγράφηκε τίποτα. "
                 "Διαβάστε την ερώτηση και απαντήστε.", "el", [limit_widened("before this question was shown", "μετά")]),
    (KEYS_EARLY, "Πολύ νωρίς: πλήκτρα ήρθαν πριν ή μετά φανεί η ερώτηση· δεν ελήφθησαν, δεν καταγράφηκε τίποτα. "
                 "Διαβάστε την ερώτηση και μετά απαντήστε.", "el",
     [limit_widened("before this question was shown", "μετά")]),
    # 7. 由 at another placeholder than the English's "by"
    (AMENDED, "第 {name} 号裁决的详情已由 {id} 修订（第 {number} 次修订）；已记录的裁决保持不变。", "zh", [_by_swapped("{id}")]),
    (AMENDED, "第 {id} 号裁决的详情已由 {number} 修订（第 {name} 次修订）；已记录的裁决保持不变。", "zh", [_by_swapped("{number}")]),
    # 8. "no longer" said as "still" or "began to"
    (TAKEN_BACK, "Ανακτήθηκε από τη διεργασία {pid}, η οποία αποκρίνεται πλέον.", "el", [_no_longer_dropped()]),
    (TAKEN_BACK, "Ανακτήθηκε από τη διεργασία {pid}, η οποία άρχισε να αποκρίνεται.", "el", [_no_longer_dropped()]),
    (TAKEN_BACK, "已从仍在响应的进程 {pid} 收回。", "zh", [_no_longer_dropped()]),
    # and the "then" said "και μετά", the "before" kept: no finding
    (KEYS_EARLY, "Πολύ νωρίς: πλήκτρα ήρθαν πριν φανεί η ερώτηση· δεν ελήφθησαν, δεν καταγράφηκε τίποτα. "
                 "Διαβάστε την ερώτηση και μετά απαντήστε.", "el"),
    (KEYS_EARLY, "太早了：这些按键在本问题显示以前到达，未被采用，未记录任何内容。请先阅读问题，然后作答。", "zh"),
], doc="A real defect at each place a rule of fix9nb reads: exactly one finding.")
