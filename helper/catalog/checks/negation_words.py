"""The words the negation, modality and bound checks (:mod:`negation`) read in a translation, one table per language,
as data (issue 9 §2, fix9ai): a reviewer of a new language adds a table here, not code.

Each table maps an entry's name to a regular expression (a raw string, compiled by :mod:`negation` without flags).
Greek is matched on folded text (:func:`modality._fold_same_length`: no accents, lower case, final sigma as σ), so its
words are written so (δεν, μπορει, οχι).  The English side of each comparison stays in :mod:`negation` (the source
language of every catalogue).  The entries:

``negation``
    A word that negates: 不, 没, 无, 未, 除非, 禁止; δεν, μη, όχι, ούτε, εκτός αν, απαγορεύεται.  Not 不如 ("less than"),
    无辜 (innocent), 无论 (whatever), nor the 非 of a term (非违规方); not the Greek prefix μη- before a hyphen
    (μη-συμπληρωματικές).  12B2 "may not award" as 不得判给 counts one.  μη before any adjective counts (μη νόμιμη,
    μη τεχνική as μη αποδεκτή: fix9ca; "legal" as "μη νόμιμη" is a negation added, "not legal" so none missing).
``prefix_adjective`` (fix9ca)
    μη before an adjective or participle (μη αποδεκτή, μη νόμιμη): the prefix "non-"/"un-".  One that renders an
    English "un-"/"non-"/"il-" word (:mod:`prefixed`) is left out of the negations that keep the English's "not":
    "illegal and is not scored" as "μη νόμιμη και βαθμολογείται" dropped the "not".
``not_a_negation``
    Words holding a negation word that negate no modal or verb of the rule (fix9l): 不计 ("without": 86A 不计该副牌),
    不论, 不仅, 不同, 不足 (not 不足以), A-not-A questions (是不是, 有没有); Greek μη after an article (ο μη υπαίτιος
    άξονας: a prefix of the adjective); the δεν of "δεν … παρά (μόνο)", "only" (fix9ha); the particle δε, "and",
    "but" (ο δε Διαιτητής, fix9ib).
``or_not_article`` (Greek only, fix9br)
    The conjunction ή ("or") as written, which folds to the article η: a ``not_a_negation`` match that starts with it
    is no noun phrase, its μη negates ("πολλές ή μη προφανείς", "numerous or not obvious", tester 9ab B2-1).  Read on
    the text as written (accents kept), the one entry that is.
``join``
    Negation words at most this many characters apart are one negation (Chinese 1: 不无; Greek 16: "δεν ... ούτε").
``own_verb`` (Greek only, fix9ay)
    The negations that each negate a verb of their own (δεν, δε, μη, μην): two of them are two negations however
    near ("δεν ελήφθησαν, δεν καταγράφηκε τίποτα", "they were not taken and nothing was recorded"); ``join`` joins
    one of them only with another word (ούτε, όχι, εκτός αν).
``without``
    "Without" (χωρίς, άνευ; 缺少, 除去): an English verb negated may be rendered so ("do not name its origin" as "χωρίς
    αναφορά προέλευσης").
``lack``
    A word of lack or failure that renders the English "lacks" / "fails to" with no negation word (fix9as): 缺少, 失败;
    λείπει, στερείται, αποτυγχάνει ("each character it lacks" as 缺少的每个字符 / κάθε χαρακτήρας που λείπει).  In an
    interface string it renders a plain verb negated too (fix9bb): "a string is not closed with a quote" as "λείπουν
    τα εισαγωγικά", "is not named in the translation" as "λείπει από τη μετάφραση", απουσιάζει.
``omit`` (fix9bm)
    A verb of omission that renders the English "leave out", "omit", "skip" with no negation word: 跳过, 省略, 略过, 忽略,
    放弃 (fix9ca);
    舍去, 舍弃, 剔除, 不计入 (a result left out of a computation, fix9fb); παραλείψτε, "για παράλειψη", παρακάμψτε,
    αγνοήθηκαν (fix9fb).  The English verb said as "give" (请给出 --nos, "δώστε το --nos") drops a
    negation of the interface string (tester 9z N25, H22).
``give`` (fix9br)
    An imperative to give: 给出, 提供, 指定, 输入, 加上; δώστε, ορίστε, εισαγάγετε, προσθέστε, βάλτε.  The English's
    "leave out --nos" said so (请给出 --nos, "δώστε το --nos", tester 9ab Cmzh-4, Cmel-28) is the instruction reversed,
    said so by its finding.  输入 ("type") stays: "Enter to skip" as 按 Enter 输入 is one; it is read only in the
    omission's bracket and clause (fix9ca: 请输入…的 IMP（…） renders "enter it").  So is a word that confirms or accepts
    (确认, 确定, 接受; επιβεβαίωση, επιβεβαιώστε, αποδοχή, αποδεχτείτε): "Enter to skip" as 按 Enter 确认 / "Enter για
    επιβεβαίωση" makes the key confirm the answer the English lets it leave out (fixzq, tester t9bh bh-con10, bh-con23).
``condition_clause`` (fix9bm)
    A condition to the end of its clause: 如果/如/若/一旦 …，; αν/εάν/εφόσον/όταν … ,.  A negation inside it where the
    English's conditions negate nothing reverses the condition ("If time permits" as 如时间不允许, "Αν δεν το
    επιτρέπει ο χρόνος").
``without_any`` (Greek only, fix9bb)
    "Without any" (χωρίς κανένα σφάλμα, χωρίς καμία ευθύνη): carries a "no" of the English ("in no way at fault",
    "no result") with no negation word; counted for as many of the English's "no" as the translation has of them.
``contrast`` (fix9bb)
    The negation of a contrast the English makes with "not" ("an assigned adjusted score, not an artificial one"),
    before the other term's distinguishing word: 而不是, 而非, 不是; "και όχι", ", όχι".
``negated_modal``
    A modal negated: 不得, 不可, 不能, 无须, 无权, 勿, 禁止; δεν μπορεί, δεν πρέπει, να μην, αδύνατο, απαγορεύεται.
``not_added``
    Negated words that render an English adjective, no negation of what the rule does (不正确, 不当, 无效, 不利, 不良; μη
    παραβάτης "non-offending"); a side named by what it did not do (:data:`sides.SIDE_NAMES`) is added to it by
    :mod:`negation`.
``difference``
    The negation that restates an English "varied from", "instead of", "other than" (12C2(d) as 而不采用上述(a)项;
    "και όχι").
``possible``
    A possibility (可能, 也许; μπορεί, ίσως): what renders an epistemic "may" ("only one of them may be responsible").
``concession`` (Chinese only)
    A concession naming a responsibility (即使仅其中一人应对违规负责): it renders "may be responsible".
``obligation``
    A word of duty: 应 (not 相应, 应用), 必须, 须; θα, πρέπει, οφείλει.
``may_de`` (Chinese only)
    得 as the modal "may" (裁判得判给调整分), not 不得, 得到, 得分, 所得, 应得, 可得比赛分, nor 得 "gets" before a
    score, a number or a pronoun (得正的平均分, 得 3 IMP, 得其补数): read word by word from the lists above ``ZH``
    (fix9bm).
``permission``
    A word of permission: 可 (not 可能, 不可, 许可), 得以, 得 (``may_de``); μπορεί, δύναται, επιτρέπεται.
``ability`` (fix9be)
    A word of ability or leave besides ``permission``: 能, 能够, 不能, 无法 (not 可能, 能力), 授权, 有权; δικαίωμα,
    δικαιούται, εξουσιοδοτεί (the Greek μπορεί is ``permission``).  Counted with ``permission`` against the English's
    words of ability and leave ("is able to", "can", "empowered") in a sentence that states what is done (12C1(a)
    "he does so" as 裁判就可以这样做: one permission more than the English's "empowered" and "able").
``leave`` (fixyd, moved from :mod:`conditions`)
    A verb that gives or refuses leave: 允许, 准许, 准予, 许可, 禁止, 不准, 不许; επιτρέπει, απαγορεύει (any form).  Counted
    with ``permission`` and ``ability`` where a condition's second part gives leave ("is empowered … and is able to
    award": "επιτρέπει στον Διαιτητή", 禁止裁判 say it; :func:`conditions.missing_parts`).
``or_if``
    Where a translation says "or, if" (86B2(a) "shall cancel … or, if time permits, play …"): 或者如果, ；如; ή αν.
``only``
    A restriction: 只, 仅, 唯 (not 仅部分); μόνο, απλώς, αποκλειστικά (12C1(c) "only outcomes that could have been
    achieved in a legal manner").
``part`` (fix9cd)
    A restriction to a part, the translation of "such part of its damage as is self-inflicted" (12C1(e)(ii)), "in so
    far as", "to the extent that": 部分 (自己造成的那部分损害, 其中…的部分), 仅, 只, 限度, 范围内; το μέρος/μέρους (not
    εκ μέρους, "on behalf of"), τμήμα, μόνο, στο/κατά το μέτρο, στον βαθμό, εφόσον.
``whole`` (fix9cd)
    A universal that says the whole where the English restricts to a part: 全部, 所有, 一切, 整个, 均, 都; όλη/όλο/
    όλες/όλα, ολόκληρη, κάθε, συνολική (the first found is named by the finding).
``none_but``
    "Only X" said as "none but X", its negation part of it: 除违规者外，其他人都不受罚; "κανείς εκτός από τον παραβάτη
    δεν τιμωρείται".
``modal``
    A modal of any kind (allows, may be, obliges): 可, 能, 不得, 允许, 应, 须; μπορεί, δυνατό, επιτρέπεται, θα, πρέπει.
``duty_more``
    What keeps a duty besides ``obligation`` and ``permission`` (fix9o): 要 (not 要求, 只要), 务必, 一律, 将 of a rule
    (裁判将判给; not 将其); υποχρεούται, δέον, καλείται, the να of an injunction (not για να, ώστε να).
``receipt`` (fix9br)
    What states a receipt: 得到, 获得, 取得, 获, 得 (not 不得), 收到; λαμβάνει, παίρνει, "του επιδικάζεται", αποδίδεται.
    A duty on a recipient ("The offending side shall receive the complement", 86B2(b)) is kept by a receipt stated
    (违规方得到…, "Ο υπαίτιος άξονας λαμβάνει"): no word of duty is missing (the lead's judgement, session 22).
``duty_words``
    The words of duty a finding names for a text of the language (应, 须, 必须; θα, πρέπει να, οφείλει να).
``never_implied``
    ``(negation, English licence or None)`` pairs for interface strings: a negation no English word implies unless
    the licence (English, case-insensitive) is in the English: "is kept" as 不保留 / δεν διατηρείται (no licence);
    "Give at least one" as 请不要给出 / μην δώσετε (licence "leave out", "omit", "skip").
``failure`` (fix9ha, tester 9ao mc01)
    A failure or an absence said with a negation of its own: a Chinese potential complement, V不C (找不到 "cannot find",
    看不到, 打不开), a finding or existence negated (没有找到, 未找到, 无法打开, 不存在; "δεν βρέθηκε", "δεν υπάρχει").  Where the
    English states a failure or an absence ("missing", "absent", "not found", "cannot", "unable", "fails to") it is
    no negation added ("the catalogue file is missing" as 找不到翻译目录文件); where it does not ("was opened" as 打不开)
    it still is.
``no_noun`` (fix9aw)
    Words besides ``negation`` that render the English determiner "no" ("No damage: …", "no result"): 零, 毫无; κανένας,
    καμία, κανένα, μηδέν (folded).  A translation with fewer negations than the English's "no <noun>" dropped one
    ("No damage" as 有损害 / 存在损害 / Υπάρχει ζημιά, fresh tester 9s).
``restated``
    ``{English word: negation}``: a negation restating a one-word English restriction (:data:`negation._RESTATED_EN`):
    "read-only" as 只能读取，不能写入 / "δεν μπορεί να γραφτεί".
``no_option`` (fix9aq)
    The "no" option of a yes/no choice said as the negation of the "yes" option's action ("Press y to take it over, or
    n to leave it there" as 按 n 不接管 / "n για να μην την αναλάβετε"): the key n and the negation right after it.  A
    negation on the y option is still one added.
``gloss`` (fix9aq)
    A short bracketed gloss a translation adds after a word where the English has no brackets ("Enter a whole
    number." as 请输入整数（不带小数）: "whole" restated as "without decimals"): its negation restates a word, no rule.
``implied_said`` (fix9ib)
    ``{kind: words}``: the words that say an English word of implied negation (:data:`negation._IMPLIED_KINDS_EN`:
    "in the absence of", "without", "except", "instead", "otherwise", "differently", "fails", "refuses", "deprives")
    with no negation word of their own: 缺少, 除去, 除…外, 改为, 否则, 失败, 拒绝; ελλείψει, απουσία, χωρίς, εκτός από,
    αντί, διαφορετικά, διαφοροποιείται, αποτυγχάνει, αρνείται.  Said so, the English's implied negation is spent: it
    licenses no negation the translation adds elsewhere in the sentence (86B3 "in the absence of a relevant
    regulation, the Director proceeds as above" as "ελλείψει σχετικού κανονισμού, ο Διαιτητής δεν πράττει όπως
    παραπάνω", tester t9as EL30).
``not_otherwise`` (fix9ib)
    A negation of "otherwise", "differently" that states the same positively (litotes): "ο Διαιτητής δεν πράττει
    διαφορετικά" for "the Director proceeds as above", 不另行…; no negation added where the English states it.
``negated_be``
    The negation before a comparison of a value: 不得, 不能, 不应, 并不; "δεν πρέπει να είναι", όχι, ούτε.
``article`` (Greek only)
    An article before a value (το, τον, την …: "μικρότερο από το 0").
``negated_bound``
    A comparison negated before a value (``negated_be`` + the comparison + the value, :data:`negation._VALUE`),
    named groups ``min``/``max``: 不小于 1 (bounded from below), 不得超过 {high} (from above); "όχι μικρότερος από 1",
    "ούτε πάνω από {high}".  Written after ``negated_be``, before the value.
``positive_bound``
    A bound said positively, with the value (``{value}`` stands for :data:`negation._VALUE`, ``{value_named}`` for it
    as the group ``value``): 至少为 0, 0 或以上 (``min``/``min2``), 至多 {high}, {high} 以下 (``max``/``max2``);
    τουλάχιστον 0, μηδέν ή μεγαλύτερη, το πολύ {high}.
``complement``
    The bound that restates a comparison negated with no value (fix9ab): "cannot be fewer" as 至少, 大于或等于,
    τουλάχιστον (``min``); "cannot be more" as 至多, 小于或等于, το πολύ (``max``).
``strict_bound``
    A strict bound said as the other comparison negated with "or equal", after ``negated_be`` and before the value
    (fix9ab): "greater than 0" as 不能小于或等于 0 (``min``), "δεν πρέπει να είναι μικρότερο ή ίσο με 0".
``zero``
    The number 0 in words (零; μηδέν folded): "cannot be below 0" as "μηδέν ή μεγαλύτερη".
"""

from __future__ import annotations

from .condition_words import ZH_UNLESS

_EL_NOUN_PREFIX = (r"(?<!\w)σ?(?:ο|η|το|οι|τα|τον|την|τη|του|τησ|των|τουσ|τισ|ενα|ενασ|ενοσ|μια|μιασ)\s+"
                   r"μην?\s+(?=\w)")
"""μη / μην inside a noun phrase, after its article (ο μη υπαίτιος άξονας, τα μη συγκρίσιμα αποτελέσματα, στον μη
υπαίτιο): the negative prefix of the adjective or participle, no negated verb (a verb takes no article; "το να μην"
has its να between) (fix9aa)."""

_EL_PARTICLE_DE = (r"(?<!\w)(?:ο|η|το|οι|τα|τον|την|τη|του|τησ|των|τουσ|τισ)\s+δε(?!\w)|"
                   r"(?<!\w)δε(?=\s+(?!(?:του|τησ|των|μου|σου|μασ|σασ|τουσ)(?!\w))\w+(?:ου|ησ|ων)(?!\w))")
"""The particle δε ("and", "but": "ο δε Διαιτητής", "ελλείψει δε σχετικού κανονισμού"), no negation (fix9ib): after an
article (a negation never stands there), or before a noun or adjective in the genitive (-ου, -ης, -ων; not the
pronouns του, της, των … a negated verb takes: "δε του επιδικάζεται")."""

_EL_ANSWER_NO = (r"(?<!\w)ναι\s*[/,|]\s*οχι(?!\w)|(?<![a-z])n\s*[:=]\s*οχι(?!\w)"
                 r"|(?<!\w)οχι\s*(?:[:=]\s*n|\(n\))(?![a-z])")
"""The answer "no" a key stands for, "(y / n: ναι / όχι)", "n = όχι", "όχι (n)" (folded): the keys explained, no
negation of the sentence (fix9ra, the lead's probe)."""

_EL_BUT_NOT_DESPITE = r"(?!(?:το\s+(?:οτι|γεγονοσ)|ταυτα|ολα|ολο|ολη|οτι|μονο|μοναχα)(?!\w))\w"
_EL_ONLY_IDIOM = (r"(?<!\w)(?:δεν|δε)(?=\s[^,;·.:()]{0,60}?(?<!\w)παρα\s+(?:μονο|μοναχα|"
                  + _EL_BUT_NOT_DESPITE + r"))")
"""The δεν of the idiom "δεν … παρά (μόνο)" ("not … but (only)" = "only": "δεν μπορούν να συμπεριληφθούν παρά (μόνο)
αποτελέσματα", 12C1(c)'s "only outcomes … may be included"; fix9ha, tester 9ao ec30): a restriction, no negation.  Its
παρά in the same clause, before μόνο or any word but those of the concession "despite" ("παρά το ότι", "παρά το
γεγονός", "παρά ταύτα", "παρ' όλα"), whose δεν negates."""

# 得 read word by word (fix9bm): the modal "may" (裁判得判给调整分) is 得 before the verb it allows; 得 "gets" is 得
# before what is got (a score, a number, a pronoun), and 得 inside a word of its own is neither.  Each list is words,
# not the next character: a score of any wording (得正的平均分, 得负的人为调整分, 得六成比赛分) is a score noun after
# its modifiers, so no wording needs an exception of its own (merge20 added 得正的/负的平均分 one by one).
_DE_ENDS = "不获取赢所使值记觉懂显变难晓心只应各"
"""Characters before 得 in a word ending in it (获得, 取得, 所得, 值得, 应得, 各得 "each receives": 12C4 每一方各得其平均值,
fix9ca; 不得 is a negation: :data:`ZH`'s "negation")."""
_DE_STARTS = ("到", "出", "知", "分", "益", "失", "悉", "票", "主", "以")
"""Characters after 得 in a word starting with it (得到, 得出, 得知, 得分, 得益, 得以 ...)."""
_DE_COMPLEMENT = ("的", "了", "很", "好", "多", "少")
"""得 of a complement or a particle (打得好, 得了): no modal."""
_DE_NEGATED = ("不[到出了着起]",)
"""得 "gets" negated by its complement (得不到 "does not get", 得不出 "cannot reach", fix9br, tester 9ab B1-13:
对于自己造成的那部分损害，非违规方得不到补偿 for "does not receive relief"): a receipt negated, no modal "may"."""
_GOT_WORDS = ("其", "该", "此", "这", "那", "IMP", r"[\s\d０-９]",
              r"[与和同跟][^，。；：,;:]{1,16}?(?:互补|相同|相等|一样|同样|等同|对应|相应)",
              # a score bounded, signed or counted in tenths (fix9fb: 得至少 60%, 得不超过 40%, 得 +3 IMP, 得负3 IMP,
              # 得六成以上)
              r"(?:至少|至多|最少|最多|起码|不少于|不多于|不低于|不高于|不超过|不到|约|大约)",
              r"[正负]?\s?[+＋\-−]?\s?[\d０-９]", r"[一二两三四五六七八九十]+成",
              # things counted (每一方得两个得分的平均数, "each side gets the average of the two scores": tester t9cc
              # cc-mod08's rewordings, fjbb)
              r"[一二两三四五六七八九十几]+[个项种]")
"""What 得 "gets" starts with, besides a score: a pronoun or determiner (得其补数, 得该分数), a number (得 3 IMP), a score
named by what it equals or complements (86B2(b) 违规方得与其对手所得分数互补的分数, fix9ca), a number bounded, signed or
in tenths (得至少 60%, 得不超过 40%, 得 +3 IMP, 得负3 IMP, 得六成以上: fix9fb), things counted (得两个得分的平均数: fjbb).  得 before any other
preposition is the modal "may" of law Chinese, its verb after the preposition's object (得与主办方协商, 得向…申请, 得将
其平均值判给每一方: fix9ca)."""
_SCORE_MODIFIERS = ("正", "负", "零", "满", "平均", "比赛", "人为", "裁定", "调整", "相应", "较高", "较低", "最高",
                    "最低", "一半", "的", "之", "两者", "二者", "双方", "各自", r"[一二两三四五六七八九十百半]+成?")
"""Words before a score noun (正的平均分, 人为调整分, 六成比赛分), any number of them in any order."""
_SCORE_NOUNS = ("分数", "分(?![配开别析担摊给为成])", "补数", "利益", "好处", "IMP", "均?值", "平?均数",
                r"平均[加减]?(?=[\s。，；、（(）)]|$)")
"""What 得 "gets": a score (分 not of a verb, 分配 "distribute"), a complement, an advantage, an average (平均值, 均值,
平均数, 二者之平均: 12C4 "the average of them is assigned to each", fix9ca; 平均加 / 平均减 / 平均 before its bracket,
12C2(a) 得平均减（…）, tester 9ah)."""

_MAY_DE = (f"(?<![{_DE_ENDS}])得(?!" + "|".join(_DE_STARTS + _DE_COMPLEMENT + _DE_NEGATED + _GOT_WORDS)
           + "|(?:" + "|".join(_SCORE_MODIFIERS) + "){0,4}(?:" + "|".join(_SCORE_NOUNS) + "))")

ZH = {
    # 非 only where it is no 非常 ("very", tester t9az y110) nor "non-" prefix of a term (非违规方, 非平衡; 非犯规方,
    # a word for the side the catalogue does not use: its terminology warning alone, fix9av)
    # 不如/不及 ("less than") compare, 无辜 (innocent) and 无论 (whatever) do not negate
    "negation": r"不(?![如及])|没|無|无(?![辜论])|未|" + ZH_UNLESS + r"|禁止|勿|莫|非(?!违规|違規|犯规|平衡|比较|比較|常)",
    # 不过 "however, but", 不妨 "might as well" and 不如 "less ... than", a comparison (fix9n); 不计 ("without": Law 86A
    # "the final result of a match without that board" as 不计该副牌时…), 不论/不管 ("whatever", "no matter"), 不仅/不但
    # ("not only"), 不同 (different), 不足 (less than; 不足以 "not enough to" negates), 不止 (more than), 不断
    # (continually), 不久 (soon): counted, they stood in for the 不 of a 不得 made 可以 (fix9l).  A-not-A questions
    # (是不是, 能不能, 会不会, 有没有: "is it ...?", fresh tester 9j) ask yes or no, as 是否 does: no negation
    # (not 裁判不判给: the 判 of 裁判, "the Director", before 判给 negated, no A-not-A 判不判; fix9ib)
    # (不是…就是 / 不是…便是 "either … or": 12B2 不是过分严厉就是过分有利, an alternative, no negation: fixyd)
    "not_a_negation": (r"(?<!裁)([\u4e00-\u9fff])[不没]\1|不是(?=[^，。；：]{1,20}?(?:就是|便是))|"
                       r"不计|不论|不管|不仅|不但|不同|不足(?!以)|不止|不断|不久|不过|不妨(?!碍)|不如"),
    "join": 1,
    "without": r"缺少|缺乏|除去",
    "contrast": r"(?:而|并)?(?:不是|非)",
    "lack": r"缺少|缺乏|欠缺|缺失|失败",
    # 舍去 / 舍弃 / 剔除 / 不计入: "left out" of a computation, a result set aside (fix9fb)
    "omit": r"跳过|略过|省略|略去|省去|免去|去掉|删去|留空|不填|忽略|放弃|舍去|舍弃|剔除|不计入?",
    "give": r"给出|给定|提供|指定|输入|加上|带上|填写|填入|写上|确认|确定|接受",
    "condition_clause": r"(?:如果|假如|倘若|假若|要是|若(?!干)|(?<![例比诸譬不])如(?![下上此同何前后实今])|一旦)[^，。；：,;:（）()]*",
    "negated_modal": r"不(?:得|可|能|应|准|许|必|需|须|宜)|无(?:须|需|权|法)|毋|勿|禁止",
    # 不利 (unfavourable) is a comparison (:mod:`comparison`: 较有利 made 较不利 is a comparison reversed);
    # 不正确/不当/不合法/不适当/不完整/不足/无效 render an English adjective ("incorrect", "improper", "illegal",
    # "insufficient", "invalid": 12A3's "an incorrect rectification" as 纠正不正确); 不良/不佳 render "bad", "poor"
    # ("a bad connection" as 连接不良, the run-on rendering of tester t9bo bo-bra10's "(when a bad connection garbled
    # it)": no negation of what the message does; fiyp)
    "not_added": r"不同|不论|不管|不利|不正确|不当|不合法|不恰当|不适当|不完整|不足|无效|不良|不佳",
    "difference": r"(?:而|并)?不(?:必|需|须|再|用)?(?:采用|采纳|按照?|依照|依据|适用|使用|沿用)",
    "possible": r"可能|也许|或许",
    # (fix9p, tester 9g): "even though only one of them may be responsible" as 即使仅其中一人应对违规负责 /
    # 虽仅一人对违规负责; its 应/须 says who is responsible, and grants nothing
    "concession": r"(?:即使|即便|虽然?|尽管|哪怕|纵使|纵然|就算)[^，。；,;]{0,40}?(?:负责|责任|过错)",
    # 应 (shall) but not 相应/对应/适应/供应/答应/反应 ("corresponding" ...) nor 应用
    "obligation": r"(?<![相对適适供答反])应(?!用)|必须|须|务必|一定要",
    "may_de": _MAY_DE,
    # not 可能 (possibly), 可得比赛分 (the available matchpoints), 可比 (comparable); 允许 is "permits" (if time permits);
    # not 不可 nor 不得 ("may not": a prohibition, no permission); nor the 可 of 许可/认可, "permits"/"approves" as
    # in 时间许可时 ("if time permits", 86B2(a), fix9v)
    # nor 本可 ("could have", a counterfactual: 12B1 本可预期的结果, "would have been the expectation") nor 可预期/可预见
    # ("foreseeable"): no leave is given (merge20, fix9be's stated-act check on 12B1); nor 可以预期 / 可以预见 / 能够预料
    # ("it can be expected", 12B1's expectation worded in full: a possibility, fix9fb)
    # (可得IMP, 可得国际比赛分: the available IMPs likewise, 12C2(c) with its matchpoints said as IMPs, tester t9ba
    # sco21; fix9vd)
    "permission": r"(?<![不许认本])可(?!能|得(?:比赛分|IMP|国际比赛分)|比|以?预[期见料计])|得以|" + _MAY_DE,
    # (or with no "or": the alternative's own condition before its "may also", ；时间允许时，也可以改打…, or that
    # condition dropped, ；也可以改打…: the condition's finding, not the duty's; fix9ak)
    "or_if": (r"(?:或者?|或是|；|;)[，,\s]*(?:如果|如|若|倘若|假如)|[，,；;](?=(?:(?:如果|如|若|倘若|假如)"
              r"[^，,。；;]{1,14}|[^，,。；;]{1,14}(?:时|的话|情况下|允许|许可))[，,]\s*(?:也|亦|还)(?:可|得))"
              r"|[；;]\s*(?=(?:也|亦|还)(?:可|得))"),
    "only": r"(?:只|仅|僅|唯|惟|单单)(?!部分)",
    "part": r"部分|仅|僅|只|唯|限度|范围内|程度内",
    "whole": r"全部|所有|一切|整个|全额|均|都",
    "none_but": (r"除了?[^，。；,;：:]{1,24}?(?:以外|之外|外)[，,]?\s*(?:其他|其余|其它|别的|任何)?[^。；;，,：:]{0,12}?"
                 r"(?:都|均|皆|也)?(?:不|没有?|无)"),
    "modal": r"可|能|得以|不得|" + _MAY_DE + r"|允许|准许|有权|应|必须|须",
    # 能/能够 "is able to" (12C1(a) 裁判能够判给: the English's "is able to award"), negated too (不能, 未能, 无法: 12C2(a)
    # "no result can be obtained" as 无法得到结果, the English's "can" counted whether negated or not); not 可能, 功能,
    # 能力; 授权/有权 "empowered", "entitled" (12C1(a) 本规则授权裁判)
    # (not 所能 "what could be": 12B1 所能预期的结果 renders "would have been the expectation", a counterfactual, no
    # leave; fix9bm)
    "ability": r"(?<![可功性所])能(?!力|量|源|够?预[期见料计])|无法|授权|有权",
    "leave": r"允许|准许|准予|许可|禁止|不准|不许",
    # an inability said of a thing, an adjective before 的 (fix9by, tester 9ad: 86B2 "non-comparable results" as
    # 无法比较的结果 / 不能比较的结果 / 无从比较的结果, as 不可比较的 is): a property, no ability nor leave of anyone
    # ... and what a thing enables (能使 / 可使 / 能让, "that will permit normal play of the board", 12A2's rectification:
    # fix9hc), no leave of the Director's; not 能使用 ("can use")
    "property": r"(?:无法|无从|不能|不可)[\u4e00-\u9fff]{1,2}的|(?:能够?|可以?)(?:使|让)(?!用)",
    "prefix_adjective": r"(?!)",  # (Chinese says "non-"/"un-" with 非, 不 in a word: :mod:`prefixed`)
    # "does not change" said as "stays as it was" with no negation (维持原状, 照旧; 保持不变 has its own 不) (fix9by)
    "unchanged": r"维持原[状样]|保持原[状样]|照旧|依旧|一如既往|原样保留",
    "duty_more": r"(?<![主重只])要(?![求么是])|务必|一律|将(?![其该此这那])",
    "receipt": r"得到|获得|取得|获|收到|领取|拿到|(?<!不)得",
    "duty_words": ("应", "须", "必须"),
    "legal_present": r"(?!)",  # (a Chinese statement with no 应 is :func:`negation.dropped_obligations`' warning)
    "never_implied": ((r"(?:不|未|没有?)(?:会|被|再)?(?:保留|保存|留下)", None),
                      # (not 不要 before a comparison, 不要少于 "not less than": "at least" restated, the bound's
                      # words; tester t9bi bi-mod11, fixzt)
                      (r"不要(?!少于|低于|小于|短于|多于|高于|大于|超过|长于)|请勿|切勿|千万别|请别",
                       r"\b(?:left\s+out|leave\s+out|omit\w*|skip\w*|(?:left|leave)\s+(?:\w+\s+)?(?:empty|blank))\b")),
    "no_noun": r"零|毫无|并无",
    # a failure said by a potential complement, V不C (找不到 "cannot find", 看不到, 打不开, 读不出, 载不入), or a finding or
    # existence negated (没有找到, 未找到, 无法打开, 不存在): what the English's "missing", "not found", "cannot" says (fix9ha)
    "failure": (r"[找看查搜寻读打载取听加]不(?:到|着|见|开|出|了|进|入)|"
                r"(?:没有?|未|并未|无法|不能)(?:能|够)?(?:找到|发现|看到|查到|搜到|打开|读取|读到|载入|加载)|不存在"),
    # a failure said as such: 读取失败 ("reading failed") says "cannot read" (fix9hh, tester t9aq zh-m-R-02, R-07);
    # 未能, 无法, 不能 hold a negation of their own, counted as one
    "failed": r"失败",
    # (a bare "instead" restated by what is not done: "shows the English instead" as 显示英文而不是译文; fix9ub)
    "restated": {"read-only": r"(?:不|无法|未)(?:能|可以|可|得|允许|被)?(?:被)?(?:写入|写|修改|更改|改动|编辑|保存)",
                 "instead": r"而(?:不是|非)"},
    "no_option": r"(?<![A-Za-z])[nN](?![A-Za-z])\s*(?:键)?\s*(?:则|就|即|表示)?\s*(?:不要|不|别|无需|没有)",
    "gloss": r"(?<=[\u4e00-\u9fff])[（(][^（()）]{1,12}[)）]",
    "not_otherwise": r"不(?:再|会)?(?:另行|另作|另外|以其他方式|以别的方式|作其他)",
    "implied_said": {"absence": r"缺少|缺乏|缺失|欠缺|缺席", "without": r"除去|除掉|去掉|扣除|不计",
                     "except": r"除了?[^，。；]{0,20}?(?:之?外|以外)|除外", "instead": r"改为|改而|转而|而是|代替|取代",
                     "otherwise": r"否则|另行", "differ": r"不同|差异|区别|有别|另行", "fail": r"失败",
                     "refuse": r"拒绝", "deprive": r"剥夺"},
    "negated_be": r"(?:不|不得|不能|不可|不可以|不应|不应该|不会|不宜|并不)",
    "negated_bound": r"(?:(?P<min>小于|低于|少于|短于)|(?P<max>大于|高于|多于|超过|超出|长于))\s*(?:为\s*)?",
    "positive_bound": (r"(?:(?P<min>至少|最少|起码|最低|(?:大于|多于|高于)(?:或者?)?等于|[≥≧]|>=)|"
                       r"(?P<max>至多|最多|最高|(?:小于|少于|低于)(?:或者?)?等于|[≤≦]|<=))\s*(?:为|是|应为|要)?\s*"
                       r"{value}|"
                       r"{value_named}\s*(?:个|分|张|副|桌)?\s*(?:或|及|或者)?\s*"
                       r"(?:(?P<min2>以上|更多|更大|更高)|(?P<max2>以下|更少|更小|更低))"),
    "complement": (r"(?P<min>至少|最少|起码|(?:大于|多于|高于)(?:或者?|及)?等于|[≥≧]|>=)|"
                   r"(?P<max>至多|最多|(?:小于|少于|低于)(?:或者?|及)?等于|[≤≦]|<=)"),
    "strict_bound": r"(?:为|是)?(?:(?P<min>小于|低于|少于)|(?P<max>大于|高于|多于))(?:或者?|及)等于\s*(?:为\s*)?",
    "zero": ("零",),
}
"""Chinese (Simplified; 無 and 違規 of a Traditional text too)."""

EL = {
    # "μη" before a hyphen or an adjective in -ικ-/-ιμ- is the prefix "non-"; κανένας/καμία ("no", "any") are not
    # counted: Greek negates the verb too ("δεν ... κανένα"), and without its δεν "έσφαλε κατά κανένα τρόπο" says "at
    # fault in any way"; απαγορεύεται ("is forbidden") says "shall not" as 禁止 does (fix9s)
    "negation": (r"(?<!\w)(?:δεν|δε|μην|μη(?![-\w])|οχι|ουτε|μηδε|ουδεποτε|"
                 r"εκτοσ\s+(?:αν|εαν|και\s+αν|εκεινου)|απαγορευ\w*)(?!\w)"),
    "not_a_negation": _EL_NOUN_PREFIX + "|" + _EL_ONLY_IDIOM + "|" + _EL_PARTICLE_DE + "|" + _EL_ANSWER_NO,
    # μη before an adjective or participle (μη αποδεκτή, μη νόμιμη, μη τεχνική, μη έγκυρη): the prefix "non-"/"un-"
    # (fix9ca); a negation still, as "not acceptable" is ("negation"), but one that renders an English "un-"/"non-"/
    # "il-" word keeps no "not" of the English (the negation dropped beside it is still dropped).  Not a pronoun or
    # a verb after it (να μη το δώσετε, να μην είναι)
    "prefix_adjective": (r"(?<!\w)μη\s+(?!(?:το|τα|τον|την|τη|τουσ|τισ|του|τησ|μου|σου|μασ|σασ|θα|να|και|ειναι|ηταν)"
                         r"(?!\w))\w{2,}(?:οσ|η|ο|οι|εσ|α|ου|ων|ουσ|ησ|ασ)(?!\w)"),
    "or_not_article": r"[ήΉ](?!\w)",
    "join": 16,
    "own_verb": r"δεν|δε|μην|μη",
    "without": r"(?<!\w)(?:χωρισ|ανευ)(?!\w)",
    "lack": r"(?<!\w)(?:λειπ|ελλειπ|ελλειψ|απουσιαζ|στερει|στερουν|αποτυγχαν|αποτυχ|απετυχ|αστοχ)\w*",
    # αγνοήθηκαν / αγνοείται / αγνοήστε ("disregarded", "left out" of a computation: fix9fb)
    "omit": (r"(?<!\w)(?:παραλει|παραλειψ|παρακαμπτ|παρακαμψ|προσπερ|αγνοη|αγνοει|αγνοου)\w*"
             r"|(?<!\w)αφηστε\s+(?:\w+\s+)?κεν\w*"),
    "give": (r"(?<!\w)(?:δωστε|δωσε|δινετε|δωσετε|ορισ(?:τε|ετε)|εισαγ(?:αγετε|ετε)|προσθεσ(?:τε|ετε)|βαλτε|"
             r"συμπληρωσ(?:τε|ετε)|χρησιμοποιησ(?:τε|ετε)|αναφερ(?:τε|ετε))(?!\w)|"
             r"(?<!\w)(?:επιβεβαιω(?:ση|σησ|στε|σετε|νει)|αποδοχη|αποδεχ(?:τειτε|θειτε))(?!\w)"),
    "condition_clause": r"(?<!\w)(?:αν|εαν|εφοσον|οταν)(?!\w)[^,;·.:()]*",
    "contrast": r"(?:(?<!\w)και\s+|,\s*)?(?<!\w)οχι(?!\w)",
    "without_any": r"(?<!\w)χωρισ\s+(?:κανεν\w*|καμια\w*|καμμια\w*)(?!\w)",
    "negated_modal": (r"(?<!\w)(?:δεν|δε|μην|μη)\s+(?:(?:θα|να)\s+)?(?:μπορ\w*|πρεπει|επιτρεπ\w*|χρειαζ\w*|"
                      r"δυνα\w*|οφειλ\w*|ειναι\s+δυνατ\w*|ειναι\s+αναγκ\w*)|(?<!\w)(?:αδυνατ|απαγορευ)\w*"),
    # μη παραβάτης ("non-offending", the other Greek name of the αναίτιος side) is no negation (fix9j)
    "not_added": r"(?<!\w)μη\s+(?=παραβατ)",
    "difference": r"(?<!\w)(?:και|αντι)\s+(?:οχι|δεν\s+(?:θα\s+)?(?:εφαρμοζ|χρησιμοποι|ισχυ)\w*)(?!\w)",
    "possible": r"(?<!\w)(?:μπορει|ισως|ενδεχεται|πιθανον|πιθανως)(?!\w)",
    "obligation": r"(?<!\w)(?:θα|πρεπει|οφειλ\w*|υποχρεου\w*|υποχρεωνεται)(?!\w)",
    "permission": r"(?<!\w)(?:μπορει|μπορουν|δυναται|δυνανται|επιτρεπεται)(?!\w)",
    "or_if": r"(?<!\w)η\s*,?\s*(?:αν|εαν|εφοσον)(?!\w)",
    # "merely" (απλώς επιτρέπει, "only allows"; fix9u); "the sole" (το μοναδικό τραπέζι for "only one table", as
    # the Chinese 唯一: fix9bu)
    # "δεν … παρά" with no μόνο says "only" by itself ("δεν μπορούν να συμπεριληφθούν παρά αποτελέσματα"; fix9ha)
    "only": (r"(?<!\w)(?:μονο|μονον|μοναχα|απλωσ|αποκλειστικ\w*|μοναδικ\w*)(?!\w)|"
             r"(?<!\w)(?:δεν|δε)(?=\s[^,;·.:()]{0,60}?(?<!\w)παρα\s+" + _EL_BUT_NOT_DESPITE + ")"),
    "part": (r"(?<!\w)(?:(?<!εκ )μερ(?:οσ|ουσ|η|ων)|τμημα\w*|μονο|μονον|αποκλειστικ\w*|(?:στο|κατα\s+το)\s+μετρο|"
             r"(?:στον|κατα\s+τον)\s+βαθμο|εφοσον)(?!\w)"),
    "whole": r"(?<!\w)(?:ολ(?:η|ο|εσ|α|ουσ|ων|ησ|ου)|ολοκληρ\w*|καθε|συνολικ\w*)(?!\w)",
    "none_but": (r"(?<!\w)(?:κανεισ|κανενασ|κανενα|καμια)(?:\s+αλλ\w*)?\s+(?:εκτοσ|περα)\s+απο[^.;·:]{0,60}?"
                 r"(?<!\w)(?:δεν|δε)(?!\w)|(?<!\w)(?:δεν|δε)\s+(?:\w+\s+){1,3}?(?:κανεισ|κανενασ|κανενα|καμια)"
                 r"(?:\s+αλλ\w*)?\s+(?:εκτοσ|περα)\s+απο(?!\w)"),
    # μπορεί says "is able to" too (12C1(a) "μπορεί να επιδικάσει" for "is able to award"): ``permission`` counts it;
    # "empowered", "entitled" (12C1(a) "δίνει το δικαίωμα στον Διαιτητή")
    "ability": r"(?<!\w)(?:δικαιωμα\w*|δικαιουται|δικαιουνται|εξουσιοδοτ\w*)(?!\w)",
    "leave": r"(?<!\w)(?:επιτρεπ\w*|απαγορευ\w*)(?!\w)",
    "property": r"(?!)",  # (Greek says "non-comparable" with an adjective: μη συγκρίσιμα)
    # "does not change" as "stays the same / unchanged" (μένει ίδια, παραμένει αμετάβλητη, μένει ως έχει) (fix9by)
    "unchanged": (r"(?<!\w)(?:(?:παρα)?μεν(?:ει|ουν)\s+(?:\w+\s+)?(?:ιδι\w*|ιδ\w*\s+οπωσ|σταθερ\w*|ωσ\s+(?:εχει|εχουν|ηταν))"
                  r"|αμεταβλητ\w*|αναλλοιωτ\w*)(?!\w)"),
    # "has the right / the discretion / the power to award" (έχει το δικαίωμα, την ευχέρεια, την εξουσία να
    # επιδικάσει) for "may award": a discretion kept (fix9ff, tester 9am)
    "modal": (r"(?<!\w)(?:μπορ\w*|δυνατ\w*|δυνα(?:ται|νται)|επιτρεπ\w*|ενδεχ\w*|δικαιου(?:ται|νται)|θα|πρεπει|"
              r"οφειλ\w*|δικαιωμα\w*|ευχερει\w*|εξουσια\w*|εξουσιοδοτ\w*)(?!\w)"),
    "duty_more": r"(?<!\w)(?:υποχρε\w*|δεον|καλειται|καλουνται)(?!\w)|(?<!για )(?<!ωστε )(?<!\w)να(?!\w)",
    "receipt": (r"(?<!\w)(?:λαμβαν\w*|λαβ\w*|ελαβ\w*|παιρν\w*|παρ(?:ει|ουν)|επιδικαζ(?:εται|ονται)|"
                r"αποδιδ(?:εται|ονται)|πιστωνε(?:ται|ονται))(?!\w)"),
    "duty_words": ("θα", "πρέπει να", "οφείλει να"),
    # the legal present (fix9fb): Greek law states a duty in the present indicative, "ο Διαιτητής ορίζει" / "επιδικάζει"
    # for "the Director shall assign / award", as the official Greek 12C2(a) "επιδικάζει" for "awards"; a verb of the
    # third person, active (-ει, -ουν) or passive (-εται, -ονται ...), not an aorist subjunctive (επιδικάσει, ληφθεί,
    # επιδικαστεί: -σει, -ξει, -ψει, -θει, -στει, -φτει, -χτει), nor after να (a subjunctive), nor εκεί ("there")
    "legal_present": (r"(?<!\w)(?<!να )(?!εκει(?!\w))[^\W\d_]{2,}(?:(?<![σξψθ])(?<!στ)(?<!φτ)(?<!χτ)ει|ουν|"
                      r"(?:ει|ε|α|ιε)ται|(?:ου|ο|α|ιου)νται)(?!\w)"),
    "never_implied": ((r"(?<!\w)(?:δεν|δε|μην?)\s+(?:θα\s+)?(?:\w+\s+)?(?:διατηρ|κρατ|φυλα|αποθηκευ)\w*", None),
                      (r"(?<!\w)μην?\s+(?!\w*(?:ικ|ιμ))\w+(?:ετε|τε)(?!\w)",
                       r"\b(?:left\s+out|leave\s+out|omit\w*|skip\w*|(?:left|leave)\s+(?:\w+\s+)?(?:empty|blank))\b")),
    "no_noun": r"(?<!\w)(?:κανεν\w*|κανεισ|καμια|καμμια|καμιασ|μηδεν\w*)(?!\w)",
    # a finding or existence negated ("δεν βρέθηκε", "δεν υπάρχει", "δεν μπορεί να ανοίξει"; fix9ha)
    "failure": (r"(?<!\w)(?:δεν|δε)\s+(?:(?:μπορει|μπορεσε|ηταν\s+δυνατ\w*)\s+(?:να\s+)?)?"
                r"(?:βρεθ\w*|βρισκ\w*|υπαρχ\w*|εντοπ\w*|ανοιξ\w*|ανοιγ\w*|διαβαστ\w*|φορτω\w*)"),
    # "η ανάγνωση απέτυχε", "αποτυχία ανάγνωσης" (reading failed): "cannot read" (fix9hh)
    "failed": r"(?<!\w)(?:αποτυγχαν|αποτυχ|απετυχ)\w*",
    "restated": {"read-only": (r"(?<!\w)(?:δεν|δε|μην?)\s+(?:(?:μπορει|μπορουν|επιτρεπεται|γινεται)\s+(?:να\s+)?)?"
                               r"(?:\w+\s+)?(?:γραφ|γραψ|εγγραφ|τροποποι|αλλαξ|αλλαζ|επεξεργ|αποθηκευ)\w*"),
                 # ("δείχνει το αγγλικό και όχι τη μετάφραση", ", όχι τη μετάφραση": fix9ub)
                 "instead": r"(?:(?<!\w)και\s+|,\s*)οχι(?!\w)"},
    "no_option": r"(?<!\w)n(?!\w)\s+(?:(?:για\s+)?να\s+)?(?:μην?|δεν|οχι)(?!\w)",
    "gloss": r"(?<=\w)\s?\([^()]{1,30}\)",
    "not_otherwise": r"(?<!\w)(?:δεν|δε)\s+(?:\w+\s+){0,3}?(?:διαφορετικ|αλλιωσ)\w*",
    "implied_said": {"absence": r"(?<!\w)(?:ελλειψ|ελλειπ|απουσ|λειπ)\w*", "without": r"(?<!\w)(?:χωρισ|ανευ|διχωσ)(?!\w)",
                     "except": r"(?<!\w)(?:εκτοσ\s+απο|πλην)(?!\w)|(?<!\w)εξαιρ\w*",
                     "instead": r"(?<!\w)(?:αντι|αντ'|αντιθετα)(?!\w)", "otherwise": r"(?<!\w)(?:διαφορετικ|αλλιωσ)\w*",
                     "differ": r"(?<!\w)(?:διαφορ|διαφερ)\w*", "fail": r"(?<!\w)(?:αποτυγχ|αποτυχ|απετυχ)\w*",
                     "refuse": r"(?<!\w)(?:αρνει|αρνουν|αρνηθ|απορριπτ)\w*", "deprive": r"(?<!\w)στερ\w*"},
    "negated_be": (r"(?<!\w)(?:οχι|ουτε|δεν|δε|μην?)\s+(?:(?:πρεπει|μπορει|επιτρεπεται|γινεται)\s+να\s+)?"
                   r"(?:(?:ειναι|ειν)\s+)?"),
    "article": r"(?:(?:το|τον|την|τα|τους|τις)\s+)?",
    "negated_bound": (r"(?:(?P<min>(?:μικροτερ|λιγοτερ|χαμηλοτερ|κατωτερ)\w*\s+απο|κατω\s+απο)|"
                      r"(?P<max>(?:μεγαλυτερ|περισσοτερ|υψηλοτερ|ανωτερ)\w*\s+απο|πανω\s+απο|(?:ξεπερν|υπερβαιν)\w*))"
                      r"\s+{article}"),
    "positive_bound": (r"(?<!\w)(?:(?P<min>τουλαχιστον|(?:μεγαλυτερ|περισσοτερ|ανωτερ)\w*\s+η\s+ισ\w*\s+(?:με|προσ))|"
                       r"(?P<max>το\s+πολυ|εωσ|μεχρι|(?:μικροτερ|λιγοτερ|κατωτερ)\w*\s+η\s+ισ\w*\s+(?:με|προσ)))\s+"
                       r"(?:(?:το|τον|την|τα)\s+)?"
                       r"{value}|{value_named}\s+η\s+(?:(?P<min2>(?:μεγαλυτερ|"
                       r"περισσοτερ|υψηλοτερ|ανωτερ)\w*)|(?P<max2>(?:μικροτερ|λιγοτερ|χαμηλοτερ|κατωτερ)\w*))"),
    "complement": (r"(?<!\w)(?:(?P<min>τουλαχιστον|(?:μεγαλυτερ|περισσοτερ|ανωτερ)\w*\s+η\s+ισ\w*)|"
                   r"(?P<max>το\s+πολυ|(?:μικροτερ|λιγοτερ|κατωτερ)\w*\s+η\s+ισ\w*))(?!\w)"),
    "strict_bound": (r"(?:(?P<min>(?:μικροτερ|λιγοτερ|χαμηλοτερ|κατωτερ)\w*)|"
                     r"(?P<max>(?:μεγαλυτερ|περισσοτερ|υψηλοτερ|ανωτερ)\w*))\s+η\s+ισ\w*\s+(?:με|προσ)\s+{article}"),
    "zero": ("μηδεν",),
}
"""Greek (on folded text)."""

HOLDERS = (
    (r"\bRegulating\s+Authorit(?:y|ies)\b|\bregulations?\b",
     {"en": "the Regulating Authority", "zh": "主管单位", "el": "της Ρυθμιστικής Αρχής"}),
    (r"\bTournament\s+Organi[sz]ers?\b",
     {"en": "the Tournament Organizer", "zh": "比赛主办机构", "el": "του Διοργανωτή Αγώνων"}),
    (r"\bDirector\b|\bhe\b", {"en": "the Director", "zh": "裁判", "el": "του Διαιτητή"}),
)
"""Who may do what a law's "may" allows (fix9be, tester 9x: 12C2(d) "The Regulating Authority may provide" made 主管单位
必须: the Regulating Authority's discretion, not the Director's): ``(English pattern, {messages' language: the name as
a discretion finding says it})``, the Greek in the genitive ("η διακριτική ευχέρεια της Ρυθμιστικής Αρχής"); "by
regulation" is the Regulating Authority's.  The last is the Director, whose discretion a "may" with no one named is
(12C1(c) "An assigned adjusted score may be weighted"): :func:`negation.discretion_holder`."""

WORDS = {"zh": ZH, "el": EL}
"""The tables by language code (the translation languages of the catalogues)."""
