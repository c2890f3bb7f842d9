"""The words of conditions and alternatives the conditions check (:mod:`conditions`) reads in a translation, one table
per language, as data (issue 9 §2, fix9ai): a reviewer of a new language adds a table here, not code.

Each table maps an entry's name to a regular expression (a raw string), compiled by :mod:`conditions` with the
table's ``flags`` (Greek: case-insensitive, on the text as written, accents kept: έγκρισ and εγκρισ both listed).  The
English side stays in :mod:`conditions` (the source language of every catalogue).  The entries:

``condition``
    What opens a condition: 如果, 若 (not 若干 "several", fix9af), 如 (not 如下, 例如), 除非, 只要, 即使, 一旦, 当…时,
    在…时, 须经, 经…批准, 在…情况下, 如无, and the condition said as a premise, 前提是, 前提条件是, 条件是, 以…为前提
    (fix9bk); 如果时间允许 is one; a condition said with a noun or an adverb of chance, (在)…情况下/情形下, 万一, 倘使,
    的话, 一经 (fix9ca).  αν, εάν, εφόσον, όταν, εκτός αν, ακόμη κι αν, υπό την
    αίρεση/επιφύλαξη/προϋπόθεση, υπό/με τον όρο (ότι), με την προϋπόθεση (fix9by), σε περίπτωση (που), a condition said with a noun (σε περίπτωση αποτυχίας, εν
    περιπτώσει, στην περίπτωση που; fix9ca), μόλις ("as soon as") opening a clause (fixwc) or mid-clause before an
    article or a subjunctive (μόλις κρίνει, μόλις ο Διαιτητής…; not έχει μόλις, μόλις χτίστηκαν, μόλις 5: fixyd),
    "whenever" as όποτε or κάθε φορά που (fix9fb), ελλείψει ("in
    the absence of", 86B3), and a condition said as a presence, παρουσία with no article ("in the presence of"), με
    την ύπαρξη, δεδομένης/δεδομένου ("given"): "ελλείψει" made "παρουσία σχετικού κανονισμού" is a condition
    reversed, not one missing (fix9br, tester 9ab Ce-9; Chinese says it with its condition words, 如有, 在有…的情况下).
    86B2(a) "if time permits" as 如时间允许 counts one.
``kept``
    ``{English word: the translation's word}``: the words of a condition a translation keeps in its own words, read to
    name which condition is missing (:data:`conditions._SIGNATURES_EN` holds the English): "time" 时间 / χρόν;
    "approval" 批准, 同意 / έγκριση; "absence" 无, 没有 / ελλείψει, χωρίς; "unsuccessful" 失败 / ανεπιτυχής.
``or``
    The words of an alternative: 或 (not 或多, 或更少: a count), 还是, 要么, 不是…就是 (fixyd), and "如…，也可" ("or, if time permits, play
    …" as 如时间允许，也可以打…, fix9ad); ή, είτε (not "ή περισσότερα").
``if_more``
    A condition of an interface string besides ``condition``: 时 alone (文件已存在时替换它, 必要时), and the "if"
    that asks "whether" (是否, 能否: 检查文件是否存在 for "check if the file exists"); Greek says it with αν, a
    ``condition`` already (``(?!)``: nothing more).
``definition``
    A condition said as a definition: "Damage exists when, because of an infraction, …" as 损害是指：由于违规，…
    (是指, 指的是, 系指); Greek says υπάρχει ζημία όταν (όταν a ``condition`` already: ``(?!)``) (fix9ak).
``cause``
    The cause a condition of a definition names ("when, because of an infraction"): 由于, 因为, 鉴于; λόγω, εξαιτίας,
    επειδή, αφού, διότι (fixyd): the definition keeps the condition only with it.
``concession``
    A condition said as a concession ("even if", "even though": the rule applies whatever the condition): 即使, 即便,
    哪怕, 纵使, 就算, 尽管; ακόμη κι αν, ακόμα και αν, παρόλο που, έστω κι αν (not αν και:
    also "if both", αν και οι δύο).  "if" made "even if" (86B3
    如无 -> 即使有) is a condition reversed (fix9aw, fresh tester 9s).
``absent``
    A condition on an absence ("in the absence of a relevant regulation", 86B3) kept as one: the condition word and an
    absence within its clause (如无, 若没有, 在没有…的情况下, 除非; ελλείψει, απουσία, αν δεν υπάρχει, εκτός αν,
    χωρίς), or an absence whose clause ends as a condition (没有…时, 没有…的话, 不存在…的情况下: 86B3 "但没有相关规程时";
    fixyd).  Made a presence (如有, 即使有; ακόμη κι αν υπάρχει) it is a condition reversed (fix9aw).
``if`` / ``when``
    A condition said "if" (αν, εάν, εφόσον; not "εκτός αν", unless, nor "ακόμη κι αν", even if, nor "αν και", although)
    and a time said "when" (όταν): "If time permits" as "Όταν το επιτρέπει ο χρόνος" says it will (fixzl, tester t9bg
    bg-con12; :func:`conditions.condition_made_time`).  Chinese says an "if" with 时 as well (时间允许时, 如时间允许):
    its "when" not read (``(?!)``); its "if" (如果, 假如, 倘若, 若, 要是, 万一, not a purpose, 如果要) is read for a
    fact said as a condition (:func:`conditions.fact_made_condition`, tester t9bg bg-con10).
``flags``
    The :mod:`re` flags the table's expressions are compiled with.
"""

from __future__ import annotations

import re

_CHU_WORDS = "消排删解免去扣剔清废拆根切割移摒祛破革戒开铲驱拔"
ZH_UNLESS = f"(?:(?<![{_CHU_WORDS}])除非|除非(?!违规|違規|犯规|犯規))"
"""除非 ("unless") read as one word (fix9oa, tester t9ax's zh_laws067): not where its 除 ends a word (消除, 排除, 删除,
解除 …) and its 非 begins a term (非违规方, 非犯规方): 消除非违规方通过… ("take away from the non-offending side") is
消除 + 非违规方, no exception the English lacks. 除非违规方同意 ("unless the offending side agrees") keeps its 除非.
Read by the condition, absence and exception tables here and by the negation words."""

ZH = {
    # "in the absence of" / "failing" (86B3 "in the absence of a relevant regulation", fix9ae): 如无, 若无,
    # 在没有…的情况下
    "condition": (r"(?:如果|若)?时间(?:允许|许可)|(?<![应相适担正恰妥每便])当[^，。；：]*?时(?!间)"
                  r"|(?<![应相适担正恰妥每便])当(?!前|时|中|然|局|事)|在[^，。；：在]{1,20}?时(?![间刻])"
                  # a clause ending in 时 / 时候 / 的时候 ("when …"), a bracket of its own before the comma (12C2(a)
                  # 因违规而不能取得结果时〔另见上文C1(d)〕，…: fixwa)
                  r"|(?<![同及随暂临有小按准届])时候?(?=\s*(?:[〔（(\[【][^，。；,;〔【]{0,40}?[〕）)\]】]\s*)?[，,：:])"
                  r"|如果|假如|倘若|假若|要是|若(?!干)|" + ZH_UNLESS + r"|只要|一旦|即使|即便|哪怕"
                  r"|虽然|虽|尽管|须经"
                  r"|经(?=[^，。；]{0,12}(?:批准|同意|认可|许可))|在[^，。；]{0,20}(?:情况下|前提下|条件下|情形下)"
                  # a condition said with a noun or an adverb of chance (fix9ca: 12C1(e) "which if unsuccessful" as
                  # 失败的情况下 / 不成功的情形下 without 在, 万一失败, 倘使失败, 失败的话, 一经失败)
                  r"|(?<![这此该那种])(?:情况|情形)下|万一|倘使|的话|一经"
                  # the condition said as its premise (12A "when these Laws empower him" as 前提是本规则授权他这样做,
                  # fix9bk, tester 9z): 前提是, 前提条件是, 条件是, 以…为前提/为条件
                  r"|前提(?:条件)?(?:是|为)|(?<![无先])条件(?:是|为)(?![了])|以[^，。；]{1,20}?为(?:前提|条件)"
                  # (not 如 giving an example of Latin letters or digits up to a bracket's end or a list's comma,
                  # "（可省略，如 7NTXN=）" "e.g. 7NTXN=", "条款编号，如 12C2(a)、…": tester t9ay ZM-064, fix9ra)
                  r"|(?<![例比诸譬不])如(?![下上此同何前后实今])(?!\s*[0-9A-Za-z][^\u4e00-\u9fff，。；]*(?:[）)、]|$))"
                  # 凡…的 ("whoever/whenever …": 12C1(a) 凡本规则授权裁判调整得分…的，裁判即…), 于…时 ("at the time
                  # when": 12A 于本规则授权时判给) (fix9ak, fresh testers 9o/9p)
                  r"|(?<![平非超])凡(?=[^。；]{1,60}?(?:的|者)[，,])"
                  r"|(?:^|(?<=[，,；;：:\s可应须得即并均将]))于[^，。；：于]{1,20}?时(?![间刻])"),
    "kept": {"time": "时间", "approval": "批准|同意|认可|许可", "absence": "无|没有|缺|未有|不存在",
             "unsuccessful": "失败|不成功|未成功|没有成功"},
    # (and "or, if time permits, play …" as 如时间允许，也可以打…: "if …, may also", fix9ad)
    # (时间允许时，也可以改打…, fix9ak)
    # (不是…就是 / 便是 "either … or", 12B2 不是过分严厉就是过分有利: one "or", fixyd)
    "or": ("或(?!更?[多少])|还是|要么|不是(?=[^，。；：]{1,20}?(?:就是|便是))|(?:(?:如果|如|若|倘若|假如)[^，。；,;]{1,12}|[^，。；,;]{1,12}(?:时|的话|情况下))"
           "[，,]\\s*(?:也|亦|还)可"
           # (an instruction's other way, "type … or move with ↑ ↓" as 请输入…，也可以用 ↑ ↓ 移动: fix9nb)
           "|[，,]\\s*(?:也|亦)可以?(?=用|按|输入|键入|通过)"),
    # (or-words of a count, 相同或多个 "the same or multiple"; and of a negated alternative, "not A or B" as 不…也不;
    # "either" as 要么 … 要么: fix9jb)
    # "only if" (只有…才, 仅当, 只在…时) and the concessions of "although" (虽然, 固然): fix9jb
    "only_if": "(?:只有|唯有|只在|仅在)(?=[^。；]{0,40}?才)|仅当",
    "and": "并且|而且|以及|同时|和|与|及|且",
    "although": "虽然|虽|固然",
    "or_more": "或(?=更?[多少])|也(?:不|未|没有?|无)|亦(?:不|未|无)",
    "either": "要么",
    "definition": "是指|指的是|系指|乃指|即指",
    "cause": "由于|因为|基于|鉴于|因(?!此|而)",
    # a conjunction of cause that opens a clause ("because", "since"): a condition said so is a fact (t9ba con17)
    "because": "由于|因为|鉴于|既然",
    "if_more": r"(?<![同及随暂临有小按准届平当即实过超])时(?![间刻候代期段])|是否|能否|是不是|有没有",
    "concession": r"即使|即便|哪怕|纵使|纵然|就算|尽管",
    # (an "if" said with 时 is Chinese: no "if" made "when" read; its "if"s, 如果, 假如, 倘若, 若, 要是, 万一, are read
    # for a fact made a condition: not 若干 "several", nor a purpose, 若要 / 如果要 / 如果想 "to …")
    "if": r"(?:如果|假如|倘若|假若|要是|万一|若(?!干))(?!要|想)",
    "when": r"(?!)",
    # (缺少/缺乏…时 "when … is lacking": 86B3 "in the absence of a relevant regulation" as 缺少相关规程时, fix9ib)
    "absent": (r"(?:如果|假如|倘若|假若|要是|若|如|在)[^，。；：,;]{0,4}?(?:无|没有|未有|不存在|缺)|" + ZH_UNLESS
               # (a clause of absence ending in 时 / 的话 / 情况下 with no condition word before it, 86B3 "但没有相关规程时",
               # 没有…的情况下, 不存在…时, 未有…时: an absence stated as a condition, kept; fixyd)
               + r"|(?:无|没有|未有|不存在|缺少|缺乏|欠缺)[^，。；]{0,20}?(?:时|的话|情况下)"),
    "flags": 0,
}
"""Chinese."""

EL = {
    # "whenever": όποτε (accented on its first syllable: οπότε is "so, therefore"), κάθε φορά που ("every time that";
    # fix9fb)
    # "as soon as": μόλις opening a clause (at the start, after a punctuation mark or "και"; not "μόλις 5 λεπτά", "has
    # just": fixwc)
    "condition": (r"(?<!\w)(?:εκτός\s+(?:αν|εάν)|αν|εάν|εφόσον|όταν|οποτεδήποτε|όποτε|κάθε\s+φορά\s+που"
                  r"|(?:(?<=[,;:·.(]\s)|(?<=[,;:·.(])|(?<![\s\S])|(?<=και\s)|(?<=Και\s))μόλις"
                  # (and mid-clause before its subject's article or a verb of the subjunctive, "επιδικάζει βαθμολογία
                  # μόλις κρίνει", "μόλις ο Διαιτητής διαπιστώσει", "μόλις ολοκληρωθεί"; not "has just", "έχει μόλις
                  # διαπραχθεί", nor before a past tense, "που μόλις χτίστηκαν", nor a number, "μόλις 5 λεπτά": fixyd)
                  r"|(?<!έχει\s)(?<!είχε\s)(?<!έχουν\s)(?<!είχαν\s)(?<!έχουμε\s)(?<!είχαμε\s)(?<!έχω\s)(?<!είχα\s)"
                  r"μόλις(?=\s+(?:(?:ο|η|το|οι|τα|τον|την|τη|τις|τους)\s+(?!\d)[^\W\d]"
                  r"|(?:να\s+|δεν\s+|θα\s+)?[^\W\d]+(?:ει|εί|ουν|ούν)(?!\w)))"
                  r"|ακόμ[ηα]\s+κι?\s+(?:αν|εάν)"
                  r"|υπό\s+την\s+(?:προϋπόθεση|επιφύλαξη|αίρεση|έγκριση)|με\s+την\s+(?:επιφύλαξη|έγκριση|προϋπόθεση)"
                  # "provided that" (12A "when these Laws empower him" as υπό τον όρο ότι ο παρών Κώδικας του το
                  # επιτρέπει: fix9by, tester 9ad)
                  r"|(?:υπό|με)\s+τον\s+όρον?"
                  # a condition said with a noun (fix9ca: 12C1(e) "which if unsuccessful" as σε περίπτωση αποτυχίας,
                  # εν περιπτώσει αποτυχίας, στην περίπτωση που / στην περίπτωση αποτυχίας; not "σε κάθε περίπτωση",
                  # "στην περίπτωση αυτή", "στην περίπτωση του Νόμου", a case named)
                  r"|σε\s+περ[ίι]πτωση|εν\s+περιπτ[ώω]σει"
                  r"|(?:στην|για\s+την)\s+περ[ίι]πτωση\s+(?:που|κατά\s+την\s+οποία|(?!(?:του|της|των|τους)\s)\w+(?:ας|ης|ους|ου|ων))"
                  r"|ελλείψει|ελλειψει|απουσία|απουσια"
                  # a presence (fix9br): παρουσία not after an article (η παρουσία του Διαιτητή is a noun)
                  r"|(?<!η\s)(?<!τη\s)(?<!την\s)(?<!της\s)(?<!στη\s)(?<!στην\s)(?:εν\s+)?παρουσ[ίι]α"
                  r"|με\s+την\s+ύπαρξη|δεδομένης|δεδομένου)(?!\w)"),
    "kept": {"time": r"χρόν", "approval": r"έγκρισ|εγκρισ|αίρεσ|αιρεσ",
             "absence": r"ελλείψ|ελλειψ|απουσ|χωρίς|χωρις|δεν\s+υπάρχ|δεν\s+υπαρχ",
             "unsuccessful": r"ανεπιτυχ|αποτυχ"},
    # (and "Εναλλακτικά," opening the alternative's own sentence, 86B2(a) "…[βλέπε Νόμο 12Γ2]. Εναλλακτικά, αν το
    # επιτρέπει ο χρόνος, …": fix9na)
    "or": r"(?<!\w)(?:ή|είτε|εναλλακτικά|εναλλακτικα)(?!\w)(?!\s+(?:περισσότερ|λιγότερ))",
    # ("not A or B" as ούτε A ούτε B / μήτε; "either … or" as είτε … είτε: fix9jb)
    # "only if" (μόνο αν, μόνο όταν) and the concessions of "although" (αν και, παρότι, μολονότι, καίτοι): fix9jb
    "only_if": r"(?<!\w)μόνο\s+(?:αν|εάν|όταν|εφόσον|στην\s+περίπτωση\s+που)(?!\w)",
    # (not αν και "if both", "αν και οι δύο άξονες", "αν και τα δύο μέλη": fixwc)
    "although": (r"(?<!\w)(?:αν\s+και(?!\s+(?:(?:οι|τα|τις|τους)\s+)?(?:δύο|δυο|αμφότερ\w*)(?!\w))"
                 r"|παρ[οό]τι|μολον[οό]τι|κα[ίι]τοι|παρά\s+το\s+(?:ότι|γεγονός))(?!\w)"),
    "or_more": r"(?<!\w)(?:ή\s+(?=περισσότερ|λιγότερ)|ούτε|μήτε|ουδέ)(?!\w)",
    "either": r"(?<!\w)είτε(?!\w)",
    "and": r"(?<!\w)(?:και|κι)(?!\w)",
    "if_more": r"(?!)",
    "definition": r"(?!)",
    # (and αφού / διότι "since, because": 12B1 "when, because of an infraction," as "όταν, αφού υπήρξε παράβαση,";
    # fixyd)
    "cause": r"λόγω|εξαιτίας|εξ\s+αιτίας|επειδή|ένεκα|(?<!\w)(?:αφού|αφου|διότι|διοτι)(?!\w)",
    # ("αφού" is "since" and "after": the English's "after"s keep theirs, :func:`conditions.condition_made_cause`)
    "because": r"(?<!\w)(?:επειδή|αφού|διότι|καθώς|δεδομένου\s+ότι)(?!\w)",
    # (not αν και "although": also "if both", Αν και οι δύο άξονες έσφαλαν)
    "concession": (r"(?<!\w)(?:ακόμ[ηα]\s+(?:κι?|και)\s+(?:αν|εάν|όταν)|παρόλο\s+που|παρ'\s*όλο\s+που"
                   r"|έστω\s+(?:κι?|και)\s+(?:αν|εάν))(?!\w)"),
    # "if" (not "εκτός αν" unless, "ακόμη κι αν" even if, "αν και" although) and "when": fixzl
    "if": (r"(?<!εκτός\s)(?<!εκτος\s)(?<!κι\s)(?<!ακόμη\sκαι\s)(?<!ακόμα\sκαι\s)(?<!\w)(?:αν|εάν|εαν|εφόσον|εφοσον)(?!\w)"
           r"(?!\s+(?:και|κι)(?!\w))"),
    "when": r"(?<!\w)(?:όταν|οταν)(?!\w)",
    "absent": (r"(?<!\w)(?:ελλείψει|ελλειψει|απουσί\w*|απουσι\w*|εκτός\s+(?:αν|εάν)|χωρίς|χωρις"
               r"|(?:αν|εάν|όταν|εφόσον)\s+(?:\w+\s+){0,2}?(?:δεν|μην?|κανέν|κανεν))(?!\w)"),
    "flags": re.IGNORECASE,
}
"""Greek."""

WORDS = {"zh": ZH, "el": EL}
"""The tables by language code (the translation languages of the catalogues)."""


LIMITS = {
    # an exception: "unless", "except where", "save", "other than", "only"
    # (not "otherwise" / διαφορετικά / 另有规定: "may provide differently", 86B3, says it too)
    "exception": {"en": re.compile(r"\b(?:unless|except|save\s+(?:where|when|as)|other\s+than|only|solely)\b",
                                   re.IGNORECASE),
                  "zh": re.compile(ZH_UNLESS + r"|除(?![去掉])[^，。；]{0,20}?(?:之?外|以外)|仅限|只限|仅适用|只适用"),
                  "el": re.compile(r"(?<!\w)(?:εκτός\s+(?:αν|εάν|όπου|όταν)|μόνο\s+(?:αν|εάν|όταν|σε|στ\w+|για)"
                                   r"|εφόσον\s+δεν)(?!\w)", re.IGNORECASE)},
    # a form of play: pairs, teams, individual events
    "form": {"en": re.compile(r"\b(?:pairs?|teams?|individual|knock-?out)\b", re.IGNORECASE),
             "zh": re.compile(r"双人赛|队式赛|团体赛|个人赛|淘汰赛"),
             "el": re.compile(r"(?<!\w)(?:ζε[υύ]γ\w*|ομάδ\w*|ομαδ\w*|ατομικ\w*|knock\s*-?out|νοκ\s*άουτ)", re.IGNORECASE)},
}
"""The words that limit a rule (fix9gb, tester 9am's "a clause added"): an exception or a condition of "only" (除非,
仅限, "εκτός αν", "μόνο σε") and a form of play (双人赛, "σε αγώνες ομάδων") - per kind, the English's words and each
translation's. Read by :func:`conditions.added_limits` and by the negation check (an exception the English does
not make is a limit added, not a negation added; fix9ib); here so that neither imports the other."""


# (not "before or after", "after or before": no limit, a place either way)
BEFORE_EN = re.compile(r"(?<!\bor\s)(?<!\band\s)\b(?:before|until|till|prior\s+to)\b(?!\s+(?:or|and)\s+after\b)"
                       r"(?:\s+(?!and\b|or\b)[\w{}'-]+){0,4}", re.IGNORECASE)
"""The English's "before" / "until" / "prior to" with the words of the time it names (fix9mb): read by
:func:`opposites.before_limit_changed` and by the negation check (a "not yet" said for it, 尚未, is no negation
added: :func:`negation.not_yet_for_before`); here so that neither imports the other."""


# a condition of the English, "when" / "if" / "where" / "provided" to the end of its clause, and the "and"s inside it
_EN_CONDITION = re.compile(r"\b(?:when|if|where|provided(?:\s+that)?)\b[^,.;:]*", re.IGNORECASE)
_EN_AND = re.compile(r"\band\b", re.IGNORECASE)
# a Chinese condition (当 / 如果 / 若 … 时 / 的情况下) and its clauses after the first joined by a conjunction (而, 且,
# 并且, 而且, 同时): "当裁判判给调整分，而……明显有利于其中一方时" is one condition of two parts
_ZH_CONDITION = re.compile(r"(?:当|如果|假如|倘若|若(?!干))[^。；：]*?(?:时|的情况下)(?=[，,])")
_ZH_JOINED = re.compile(r"[，,]\s*(?:而且|并且|且|而|同时)")


def added_condition_parts(source: str, target: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``target`` (a Chinese translation of ``source``) of the parts a condition has more than the
    English's conditions have: a clause joined with 且 / 并且 / 而且 to a condition when the translation's conditions
    join more clauses than the English's conditions have "and"s (Law 86B1 "when the Director awards an adjusted score
    and the result at the other table … is clearly favourable to one side" with "，且双方均无异议时" added, "and both
    sides raise no objection": t9ax zh_laws104, fix9pb).  A limit added (:func:`conditions.added_limits`), the rule
    narrowed - not a negation added by its 无.  The last such clauses, as many as the translation has more; ``[]``
    for another language (an English "and" may join nouns too: the count errs towards none)."""
    if lang == "el":
        return _added_greek_condition_parts(source, target)
    if lang != "zh":
        return []
    english = sum(len(_EN_AND.findall(m.group())) for m in _EN_CONDITION.finditer(source))
    joined = []
    for condition in _ZH_CONDITION.finditer(target):
        for m in _ZH_JOINED.finditer(target, condition.start(), condition.end()):
            stop = re.compile(r"[，,。；]").search(target, m.end(), condition.end())
            joined.append((m.start() + 1, stop.start() if stop else condition.end(), m.group()))
    extra = len(joined) - english
    return [(start, end) for start, end, word in joined[len(joined) - extra:] if word.lstrip("，, ") in (
        "而且", "并且", "且", "同时")] if extra > 0 else []


# a Greek condition joined with "και" to the clause before it ("…, και εφόσον κανείς δεν διαφωνεί": "and provided no one
# objects"), on folded text; not "κι αν" / "ακόμη και αν" (even if: a concession), nor "και όταν", which may say the
# English's own "and" inside its "when" clause (86B1 "when the Director awards … and the result …")
_EL_JOINED = re.compile(r"(?<!\w)(?<!ακομη\s)(?<!ακομα\s)και\s+(?:εφοσον|εαν|αν|υπο\s+την\s+προυποθεση)(?!\w)")
_EN_AND_CONDITION = re.compile(r"\band\s+(?:only\s+)?(?:if|provided|as\s+long\s+as)\b", re.IGNORECASE)


def _added_greek_condition_parts(source: str, target: str) -> list[tuple[int, int]]:
    """The spans of the Greek ``target`` of the conditions joined with "και" ("και εφόσον …", "και αν …", to the end
    of their clause) beyond the English ``source``'s "and if" / "and provided": a condition added, the rule
    narrowed (Law 86B1 with ", και εφόσον κανείς δεν διαφωνεί" added, as the zh "，且双方均无异议时" of t9ax
    zh_laws104; fix9rb) - not a negation added by its "δεν".  The last ones, as many as the translation has more."""
    from helper.catalog.checks.modality import _fold_same_length

    folded = _fold_same_length(target)
    joined = []
    for m in _EL_JOINED.finditer(folded):
        stop = re.compile(r"[,.;:·]").search(folded, m.end())
        joined.append((m.start(), stop.start() if stop else len(folded)))
    extra = len(joined) - len(_EN_AND_CONDITION.findall(source))
    return joined[len(joined) - extra:] if extra > 0 else []
