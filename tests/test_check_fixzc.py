"""Modal and negation defects of interface strings the checks missed (fixzc; fresh tester t9be's MISS rows).

Kinds fixed, each with the tester's input, more defects of the same kind (other entries, the other language) and
correct rewordings that stay clean:

- an inability said as a prohibition ("The {language} catalogue cannot be read exactly" as "δεν πρέπει να
  διαβαστεί", "cannot show" as "δεν πρέπει να εμφανίσει"): t9be modael08, modael13, modael16; a constraint on a value
  ("cannot be below 0" as "δεν πρέπει να είναι κάτω από 0", modael07, modael14) stays clean;
- a statement or a duty said with no modal made a "may" (应为 as 可为: "the typo 'X' for 'Y'", "the first reads
  '{repaired}'"; "the appeal is against" as 申诉可针对; "due" as 可打; "both required" as 都可满足): t9be modazh01,
  modazh04, modazh05, modazh07, modazh11, modazh12;
- an instruction's "not both" said as "need not" (不可同时给出 as 不须同时给出): t9be modazh17;
- negations of interface strings not counted: "never opened" (negael12), "nothing recorded" (negael10), a bare
  "neither" (negazh07), "untranslated" beside "the translation" said 译文 (negazh09), ", not {value}" said as 而是
  {value} (negazh16).
"""

from __future__ import annotations

from tests.support import interface_item, one_gained_tests

DEFECTS = [
    # --- an inability made a prohibition
    ("modael08", "el", "The {language} catalogue cannot be read exactly ({where}).",
     "Ο κατάλογος ({language}) δεν πρέπει να διαβαστεί με ακρίβεια ({where}).",
     "terminology", "'cannot be read exactly'"),
    ("modael16", "el", "helper: this terminal (GNU screen) cannot show some of this text: it is left out and said so. "
     "To read it, write it to a file (--output FILE, or > FILE), or start GNU screen with: LANG=C.UTF-8 screen -U",
     "helper: αυτό το τερματικό (GNU screen) δεν πρέπει να εμφανίσει μέρος αυτού του κειμένου: παραλείπεται και "
     "αναφέρεται. Για να το διαβάσετε, γράψτε το σε αρχείο (--output FILE ή > FILE) ή ξεκινήστε το GNU screen με: "
     "LANG=C.UTF-8 screen -U", "terminology", "an inability made a prohibition"),
    ("unable-el", "el", "The ruling record cannot be written ({path}: {reason}); the ruling itself is not affected.",
     "Απαγορεύεται η εγγραφή στο αρχείο αποφάσεων ({path}: {reason})· η ίδια η απόφαση δεν επηρεάζεται.",
     "terminology", "'cannot be written'"),
    ("unable-zh", "zh", "The {language} catalogue cannot be read exactly ({where}).",
     "不得准确读取{language}翻译目录（{where}）。", "terminology", "an inability made a prohibition"),
    ("unable-zh2", "zh", "helper: cannot write to the standard output: {reason}.",
     "helper：禁止写入标准输出：{reason}。", "terminology", "'cannot write to the'"),
    # --- a statement or a duty made a "may"
    ("modazh01", "zh", "Source 003 line 17: the official Greek has the typo 'κατά τις οποίος' for 'κατά τις οποίες' "
     "(in which). Official text, kept as published.",
     "来源 003 第17行：官方希腊文有笔误 'κατά τις οποίος'，可为 'κατά τις οποίες'（据此）。官方文本，按原样保留。",
     "terminology", "('可为')"),
    ("modazh04", "zh", "mojibake '{chars}' and {count} more (Greek cp1253 read as Latin-1; the first reads '{repaired}') "
     "{where}", "乱码“{chars}”及另外 {count} 处（希腊文 cp1253 被当作 Latin-1 读取；第一处原文可为“{repaired}”）{where}",
     "terminology", "a statement or a duty made a 'may'"),
    ("modazh05", "zh", "{field}: the board cannot have been due fewer times than the results given: {value}.",
     "{field}：这副牌可打的次数不能少于已给出的结果数：{value}。", "terminology", "('可打的')"),
    ("modazh07", "zh", "the English joins two conditions by '{english}', the translation by '{found}' ('or'): both "
     "required made either one, the rule widened?",
     "英文以“{english}”连接两个条件（表示并列），译文以“{found}”连接（表示选择）：是否把两者都可满足变成了满足其一即可，规则变宽了？",
     "terminology", "('可满足')"),
    ("modazh11", "zh", "Ruling {id} was corrected by ruling {by}: the appeal is against ruling {by} (helper rulings "
     "appeal {by} ...). Nothing is recorded.",
     "第 {id} 号裁决已被第 {by} 号裁决更正：申诉可针对第 {by} 号裁决（helper rulings appeal {by} ...）。未记录任何内容。",
     "terminology", "('可针对')"),
    ("allowed-zh2", "zh", "Source 003 line 17: the official Greek has the typo 'κατά τις οποίος' for 'κατά τις οποίες' "
     "(in which). Official text, kept as published.",
     "来源 003 第17行：官方希腊文有笔误 'κατά τις οποίος'，应为 'κατά τις οποίες'（据此）。官方文本，可以按原样保留。",
     "terminology", "('可以按原')"),
    ("allowed-el", "el", "mojibake '{chars}' and {count} more (Greek cp1253 read as Latin-1; the first reads "
     "'{repaired}') {where}",
     "αλλοιωμένοι χαρακτήρες «{chars}» και {count} ακόμη σημεία (ελληνικό cp1253 διαβασμένο ως Latin-1· το πρώτο "
     "μπορεί να είναι «{repaired}») {where}", "terminology", "the translation only allows it"),
    ("allowed-zh", "zh", "Source 003 line 17: the official Greek has the typo 'κατά τις οποίος' for 'κατά τις οποίες' "
     "(in which). Official text, kept as published.",
     "来源 003 第17行：官方希腊文有笔误 'κατά τις οποίος'，可以是 'κατά τις οποίες'（据此）。官方文本，按原样保留。",
     "terminology", "('可以是')"),
    # --- "not both" made "need not"
    ("modazh17", "zh", "Give either --outcome, or --ns-outcome and --ew-outcome (Law 12C1(e)), not both.",
     "请给出 --outcome，或 --ns-outcome 和 --ew-outcome（第12条C款1项(e)），不须同时给出。",
     "terminology", "where the English forbids ('not both')"),
    ("need-zh", "zh", "Give --top or --results, not both.", "请给出 --top 或 --results，不必同时给出。",
     "terminology", "'不必' where the English forbids ('not both')"),
    ("need-el", "el", "Give --top or --results, not both.", "Δώστε --top ή --results· δεν χρειάζεται και τα δύο.",
     "terminology", "'δεν χρειάζεται' where the English forbids ('not both')"),
    # --- negations dropped
    ("negael12", "el", "'{char}' closes a bracket that was never opened {where}",
     "το «{char}» κλείνει παρένθεση που άνοιξε ποτέ {where}", "negation", "never opened"),
    ("never-zh", "zh", "'{char}' closes a bracket that was never opened {where}",
     "“{char}”闭合了一个曾经打开的括号{where}", "negation", "never opened"),
    ("negael10", "el", "Too early: Enter came before this question was shown; nothing recorded. Read the question and "
     "the answer line, then Enter.",
     "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση· καταγράφηκε. Δείτε την ερώτηση και τη γραμμή απάντησης, μετά "
     "Enter.", "negation", "'nothing recorded.'"),
    ("nothing-zh", "zh", "Ruling {id} already has these details: nothing recorded.",
     "第 {id} 号裁决已有这些详情：已记录修订。", "negation", "'nothing recorded.'"),
    ("negazh07", "zh", "only one of the English and the translation ends with a line break (\\n): both must, or neither "
     "(msgfmt -c)", "英文与译文中只有一方以换行符（\\n）结尾：应两者都有，或都有（msgfmt -c）", "negation", "neither"),
    ("neither-el", "el", "only one of the English and the translation begins with a line break (\\n): both must, or "
     "neither (msgfmt -c)", "μόνο ένα από το αγγλικό και τη μετάφραση αρχίζει με αλλαγή γραμμής (\\n): πρέπει και τα "
     "δύο ή και τα δύο (msgfmt -c)", "negation", "neither"),
    ("negazh09", "zh", "English left untranslated in the translation: '{text}'", "译文中留有已翻译的英文：“{text}”",
     "negation", "'untranslated' is negated by its prefix"),
    ("negazh16", "zh", "--amount: a penalty in percent of a top must be above 0 and at most 100, not {value}.",
     "--amount：以满分百分比计的罚分必须大于 0 且不超过 100，而是 {value}。", "negation", "'not {value}'"),
    ("contrast-zh", "zh", "{field}: the top must be greater than 0, not {value}.", "{field}：满分必须大于 0，而是 {value}。",
     "negation", "'not {value}'"),
    ("contrast-el", "el", "--amount: victory points must be above 0 and at most 25, not {value}.",
     "--amount: οι βαθμοί νίκης πρέπει να είναι πάνω από 0 και το πολύ 25, αλλά είναι {value}.", "negation",
     "'not {value}'"),
]

REWORDINGS = [
    ("modael07", "el", "{option}: a score in percent cannot be below 0: {value}",
     "{option}: βαθμολογία σε ποσοστό δεν πρέπει να είναι κάτω από 0: {value}"),
    ("unable-ok-el", "el", "The {language} catalogue cannot be read exactly ({where}).",
     "Ο κατάλογος ({language}) δεν είναι δυνατό να διαβαστεί με ακρίβεια ({where})."),
    ("unable-ok-zh", "zh", "helper: cannot write to the standard output: {reason}.", "helper：写入标准输出失败：{reason}。"),
    ("allowed-ok-zh", "zh", "mojibake '{chars}' and {count} more (Greek cp1253 read as Latin-1; the first reads "
     "'{repaired}') {where}", "乱码“{chars}”及另外 {count} 处（希腊文 cp1253 被当作 Latin-1 读取；第一处原文为“{repaired}”）{where}"),
    ("allowed-ok-zh2", "zh", "Ruling {id} was corrected by ruling {by}: the appeal is against ruling {by} (helper "
     "rulings appeal {by} ...). Nothing is recorded.",
     "第 {id} 号裁决已被第 {by} 号裁决更正：申诉针对的是第 {by} 号裁决（helper rulings appeal {by} ...）。未记录任何内容。"),
    ("usable-zh", "zh", "{field}: not a usable Butler datum rule: {value}.", "{field}：不是可用的 Butler 基准规则：{value}。"),
    ("allowed-ok-key", "zh", "This is the official text of the source document ({file}): it is not edited here. Press n "
     "to propose a correction in a note.", "这是来源文件（{file}）中的正式文本：不在此处编辑。按 n 可以在备注中提出更正。"),
    ("need-ok-zh", "zh", "Give --top or --results, not both.", "请给出 --top 或 --results，不得同时给出。"),
    ("never-ok-el", "el", "'{char}' closes a bracket that was never opened {where}",
     "το «{char}» κλείνει παρένθεση που ποτέ δεν άνοιξε {where}"),
    ("nothing-ok-zh", "zh", "Too early: Enter came before this question was shown; nothing recorded. Read the question and "
     "the answer line, then Enter.", "太早了：这次 Enter 在本问题显示之前到达，没有记录。请查看问题和答案行，然后按 Enter。"),
    ("neither-ok-zh", "zh", "only one of the English and the translation ends with a line break (\\n): both must, or "
     "neither (msgfmt -c)", "英文与译文中只有一方以换行符（\\n）结尾：要么两者都有，要么都不要（msgfmt -c）"),
    ("untranslated-ok-zh", "zh", "English left untranslated in the translation: '{text}'", "译文里有未翻译的英文：“{text}”"),
    ("contrast-ok-zh", "zh", "{field}: the top must be greater than 0, not {value}.", "{field}：满分必须大于 0，而非 {value}。"),
    ("contrast-ok-el", "el", "--amount: victory points must be above 0 and at most 25, not {value}.",
     "--amount: οι βαθμοί νίκης πρέπει να είναι πάνω από 0 και το πολύ 25, και όχι {value}."),
]


# Each defect gives one finding of its check, its message holding the row's words; each rewording none (the rows'
# names say what each shows).
test_defect_one_finding, test_rewording_clean = one_gained_tests(
    [(interface_item(lang, entry, msgstr), check, words) for _name, lang, entry, msgstr, check, words in DEFECTS],
    [interface_item(lang, entry, msgstr) for _name, lang, entry, msgstr in REWORDINGS])
