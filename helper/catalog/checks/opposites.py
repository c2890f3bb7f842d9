"""A word of the English translated by its opposite (issue 9 §2, fix9az).

"Enter a whole number." as 请输入小数。 (a decimal), Law 12C1(e) "has contributed to its own damage" as 减轻了自己所受
的损害 (lessened it), "changed after Back" as 返回前修改 (before), "the maximum" as 最小值: each keeps every number,
term and reference and says the opposite.  :data:`OPPOSITES` lists pairs of opposite words, per language the words
of each side (the English words, and the words each translates them by); :func:`opposite_words` pairs the sentences
(:func:`negation._sentence_pairs`) and finds where the English says one side and not the other while the
translation says the other and not the first.  A word negated in its clause ("not less than" is "at least": 不少于,
όχι λιγότερο) counts for neither side; the negated forms that are a side's own words (不少于 for "at least") are
listed there.  Greek is matched on folded text (:func:`modality._fold_same_length`: no accents, lower case, final
sigma as σ).  "without" said as "with" (86A) and "or" as "and" (12C1(d), one way only: :data:`ONE_WAY`) are pairs too
(fix9bm).  "or" as "and" is read by place where the English sentence says "and" too (:data:`BY_PLACE`), the members of a
choice joined by "and" ("ένα από τα A και B") are no "and" (:data:`NEUTRAL`) (fix9bs).  The content words of Laws 12
and 86 and of the interface strings whose opposite or looser word changes a ruling are pairs too (fix9ia, tester t9as:
86B2 "cancel" as "θα διατηρήσει" / 保留, 12B2 "severe" as επιεικής / 宽松, 12C2(a) "according to" as "ανεξάρτητα από" /
不论, 12C1(c) "legal" as "οποιαδήποτε μέσα" / 任何方式, 12C1(b) "as nearly as possible" as "πιο ελεύθερα", ...); a
negated word said by its contradictory ("not accepted" as απορρίπτεται: :data:`CONTRADICTORY`) is no negation dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from helper.catalog.checks.choices import CHOICE_MEMBERS
from helper.catalog.checks.condition_words import BEFORE_EN
from helper.catalog.checks.helper_states import STATES
from helper.catalog.checks.modality import _fold_same_length

OPPOSITES = (
    # (name, {lang: (words of the first side, words of the second side)})
    ("whole number / decimal", {
        "en": (r"\bwhole\s+numbers?\b|\bintegers?\b|\bintegral\b", r"\bdecimals?\b|\bfractions?\b|\bfractional\b"),
        "zh": (r"整数", r"小数"),
        "el": (r"(?<!\w)ακεραι\w*", r"(?<!\w)δεκαδικ\w*|(?<!\w)κλασματ\w*")}),
    # Law 12C1(e) "has contributed to its own damage": 加重了 (made worse), συνέβαλε; made 减轻了, μείωσε
    ("increase / reduce", {
        "en": (r"\bincreas\w*|\baggravat\w*|\bcontribut\w*\s+to\b|\bworsen\w*",
               r"\breduc\w*|\bdecreas\w*|\blessen\w*|\bmitigat\w*|\bdiminish\w*"),
        "zh": (r"增加|提高|加重|增大|加大|增多|加剧|促成|扩大", r"减少|降低|减轻|减小|削减|减弱|缓解|缩小"),
        "el": (r"(?<!\w)αυξ\w*|(?<!\w)επαυξ\w*|(?<!\w)επιβαρ\w*|(?<!\w)συνεβαλ\w*|(?<!\w)συμβαλ\w*|(?<!\w)συνεισφερ\w*"
               r"|(?<!\w)επιδειν\w*",
               r"(?<!\w)μειω\w*|(?<!\w)μειων\w*|(?<!\w)ελαττων\w*|(?<!\w)ελαττωσ\w*|(?<!\w)μετριασ\w*"
               r"|(?<!\w)αμβλυν\w*")}),
    # the time relation of a condition too (tester t9bz bz-con10, bz-con19, fjaq): "since you opened the editor" said
    # "before you opened it" (πριν ανοίξετε, 在您打开编辑器之前), "once the checks end" as 检查结束前;
    # "since" of a time, not of a cause ("since it is", "since you have", "since the file names": a present after its
    # subject), "once" opening a clause (not "at once", "given once more"; not "until": "until … ends" as "μέχρι και μετά" is
    # :func:`before_limit_changed`'s one finding, test_check_fix9mb); Chinese 以来, 自从
    # (since), 直到 (until); Greek αφότου (since), μέχρι να, έως ότου, ωσότου (until: not μέχρι alone, "up to" a number)
    ("before / after", {
        "en": (r"\bbefore\b|\bprior\s+to\b|\bearlier\s+than\b|\bbeforehand\b|\bin\s+advance\b",
               r"\bafter\b|\bafterwards\b|\bsubsequent(?:ly)?\b|\blater\s+than\b"
               # 12C1(e)(i) "as the consequence of rectifying" said 纠正…后 (after), made 纠正…前 (tester t9at Z-cond18)
               r"|\b(?:the\s+|a\s+)?consequences?\s+of\b|\bas\s+a\s+result\s+of\b"
               r"|\bsince\b(?!\s+(?:(?:it|this|that|these|those|they|he|she|we|you|there|the\s+\w+)\s+)"
               r"(?:is|are|has|have|does|do|can(?:not)?|must|may|will|would|should|says?|names?|holds?)\b)"
               r"|(?:^|(?<=[,;:.(]\s)|(?<=[,;:.(]))once\b(?!\s+(?:more|again)\b)"),
        # words, then 前 / 后 standing alone after what they date (离开前, 返回后); the words that only hold the
        # character (前提, 最后, 然后 ...) are :data:`NEUTRAL`'s
        "zh": (r"之前|以前|此前|先前|事先|预先|早于|先于|前一|直到|前",
               r"之后|以后|此后|其后|事后|随后|晚于|后一|以来|自从|后"),
        "el": (r"(?<!\w)πριν(?!\w)|(?<!\w)προτου(?!\w)|(?<!\w)νωριτερα(?!\w)|(?<!\w)εκ\s+των\s+προτερων"
               r"|(?<!\w)μεχρι\s+να(?!\w)|(?<!\w)(?:μεχρισ|εωσ)\s+οτου(?!\w)|(?<!\w)ωσοτου(?!\w)",
               r"(?<!\w)μετα(?!\w)|(?<!\w)επειτα(?!\w)|(?<!\w)αφου(?!\w)|(?<!\w)κατοπιν(?!\w)|(?<!\w)υστερα(?!\w)"
               r"|(?<!\w)μεταγενεστερ\w*|(?<!\w)αφοτου(?!\w)")}),
    ("higher / lower", {
        "en": (r"\b(?:higher|highest|greater|greatest|larger|largest|above)\b",
               r"\b(?:lower|lowest|smaller|smallest|below)\b"),
        "zh": (r"较高|更高|最高|高于|较大|更大|大于|以上", r"较低|更低|最低|低于|较小|更小|小于|以下"),
        "el": (r"(?<!\w)(?:υψηλοτερ|μεγαλυτερ|ανωτερ)\w*|(?<!\w)ανω\s+του",
               r"(?<!\w)(?:χαμηλοτερ|μικροτερ|κατωτερ)\w*|(?<!\w)κατω\s+του")}),
    ("maximum / minimum", {
        "en": (r"\bmaximum\b|\bmax\b|\bupper\s+limit\b", r"\bminimum\b|\bmin\b|\blower\s+limit\b"),
        "zh": (r"最大值|最大|最高|上限", r"最小值|最小|最低|下限"),
        "el": (r"(?<!\w)μεγιστ\w*|(?<!\w)ανωτατ\w*|(?<!\w)ανωτερο\s+οριο", r"(?<!\w)ελαχιστ\w*|(?<!\w)κατωτατ\w*")}),
    ("at least / at most", {
        "en": (r"\bat\s+least\b|\bno\s+(?:less|fewer)\s+than\b|\bor\s+more\b",
               r"\bat\s+most\b|\bno\s+more\s+than\b|\bor\s+(?:less|fewer)\b"
               # "add up to 100" is a total, not a bound (fix9fd: "adds up to / at most" below)
               r"|(?<!\badd\s)(?<!\badds\s)(?<!\badded\s)(?<!\badding\s)\bup\s+to\b"),
        "zh": (r"至少|最少|不少于|不低于|不小于", r"至多|最多|不超过|不多于|不大于|不高于"),
        "el": (r"(?<!\w)τουλαχιστον(?!\w)|(?<!\w)(?:οχι|ουχι)\s+(?:λιγοτερ|μικροτερ|χαμηλοτερ)\w*",
               r"(?<!\w)το\s+πολυ(?!\w)|(?<!\w)κατ.?\s*ανωτατο(?!\w)|(?<!\w)(?:οχι|ουχι)\s+(?:περισσοτερ|μεγαλυτερ)\w*"
               r"|(?<!\w)δεν\s+υπερβαιν\w*")}),
    ("more favourable / less favourable", {
        "en": (r"\bmore\s+favou?rable\b|(?<!less\s)(?<!least\s)(?<!un)\bfavou?rabl[ey]\b|\bbetter\b|(?<!less\s)\badvantageous\b",
               r"\bless\s+favou?rable\b|\bleast\s+favou?rable\b|\bunfavou?rable\b|\bworse\b|\bworst\b"
               r"|\bdisadvantageous\b|\bless\s+advantageous\b"),
        # (and the smaller or lower of two scores, "whichever is": 86B2(b) "όποιο είναι μικρότερο", 取其中较小者;
        # fix9vd, tester t9ba sco58)
        "zh": (r"(?<![不])有利|优于|较好|更好|好于", r"不利|劣于|较差|更差|差于|不如|(?:较|更)(?:小|低)者"),
        "el": (r"(?<!λιγοτερο\s)(?<!\w)ευνοικ\w*|(?<!\w)καλυτερ\w*|(?<!\w)πλεονεκτικ\w*",
               r"(?<!\w)(?:λιγοτερο|ολιγοτερο)\s+ευνοικ\w*|(?<!\w)δυσμεν\w*|(?<!\w)χειροτερ\w*|(?<!\w)μειονεκτικ\w*"
               r"|(?<!\w)οποι(?:ο|α|οσ)\s+(?:ειναι\s+)?(?:το\s+|η\s+|ο\s+)?(?:μικροτερ|χαμηλοτερ)\w*")}),
    # Law 86A "the final result of a match without that board" as 连同该副牌 ("together with") / "με αυτή τη διανομή"
    # (fix9bm, tester 9z): what is left out made part of it.  "without" / "except" / "excluding" against "with" /
    # "including" / "plus"; Chinese 除去, 不计, 不包括 (a word of its own, not 不 + 包括 negated) against 连同, 包括,
    # 加上 (not 和 / 与, which also join two nouns: "and"); Greek χωρίς, εκτός από against μαζί με, συμπεριλαμβάνει and
    # a με before the thing counted with (με αυτή τη διανομή; not με βάση, σύμφωνα με: "by", "according to")
    ("without / with", {
        "en": (r"\bwithout\b|\bexcept(?:\s+for)?\b|\bexcluding\b|\bwith\s+no\b",
               r"\bwith\b(?!\s+no\b)|\bincluding\b|\bplus\b"),
        "zh": (r"除去|除掉|除了|除(?=[^，。；]{1,20}(?:之?外|以外))|不计|不算|不包括|不包含|不含|排除|扣除|去掉|剔除",
               r"连同|(?<!不)包括|(?<!不)包含|加上|算上|计入|连带|外加"),
        "el": (r"(?<!\w)(?:χωρισ|ανευ|διχωσ|πλην)(?!\w)|(?<!\w)εκτοσ\s+απο(?!\w)|(?<!\w)εξαιρ\w*",
               r"(?<!\w)μαζι\s+με(?!\w)|(?<!\w)συμπεριλαμβαν\w*|(?<!\w)(?:επιπλεον|συν)(?!\w)"
               r"|(?<!\w)με(?=\s+(?:αυτ\w*|τη|την|το|τα|τισ|τουσ|τον|ολ\w*)\s+(?!βαση|χρηση|τροπο|βοηθεια)\w)")}),
    # "at least / at most (the number itself included)" as （不含该数本身） / (χωρίς τον ίδιο τον αριθμό) (fix9cc): the
    # bound's own number left out, or put in.  The participles and adjectives only ("excluding", "including" are
    # "without" / "with" above); Chinese 含 / 包括 not negated (不含 is the second side's word) and 在内; Greek
    # συμπεριλαμβάνεται, μαζί με against χωρίς, εξαιρουμένου, εκτός
    ("included / excluded", {
        # (fix9ia: 12A "This includes:" as 这排除, 12C1(c) "may be included" as "αποκλειστούν")
        # "counting this one" (12C2(d)'s question: the board in hand counted) as "Χωρίς αυτήν" / 不计这副牌 (tester t9at
        # EM-cond2, ZM-cond2)
        "en": (r"\b(?:included|inclusive|includes?|including|(?<!not\s)counting)\b",
               r"\b(?:excluded|exclusive|excludes|excluding)\b|\bnot\s+counting\b"),
        "zh": (r"(?<![不未])(?:包含|包括|含)|在内|算在内|计入|连同|算上",
               r"不含|不包含|不包括|不计|除外|排除|不算"),
        "el": (r"(?<!\w)συμπεριλαμβαν\w*|(?<!\w)μαζι\s+με(?!\w)|(?<!\w)περιλαμβαν\w*",
               r"(?<!\w)(?:χωρισ|πλην)(?!\w)|(?<!\w)εξαιρ\w*|(?<!\w)εκτοσ(?!\w)|(?<!\w)αποκλει\w*")}),
    # 12C1(d) "If the possibilities are numerous or not obvious" as 为数众多并且不明显 (fix9bm, tester 9z ZD71): two
    # alternatives made both required, the rule narrowed.  Not "or more" / "or less" (a count); 和 / 与 / 及 are read
    # too where the translation has no "or" word left (fixwd, tester t9bb alt148, alt504; they were left out as
    # saying "or" in a list too, but an English "or" said only by them is a choice made both); an "or" under a negation ("not numerous or obvious": 不多并且不明显,
    # "neither … nor") counts for neither side (:data:`_NEGATED`).  Greek is matched as written (:data:`AS_WRITTEN`):
    # folded, "ή" would be the article η.  One way only (:data:`ONE_WAY`): "and" said as 或 is a list a translation may
    # word either way ("no longer saves or records it", "both … or")
    ("or / and", {
        "en": (r"\bor\b(?!\s+(?:more|less|fewer)\b)|\beither\b", r"\band\b"),
        # (及其 "and its" says "with their": "a few results with their likelihood" as 几个结果及其可能性, tester t9bk
        # bk-alt21, fixzy)
        # (和, 与, 及 joining two things: t9bb alt148, alt504 "serious error or gambling action" as 错误和冒险行为; fixwd;
        # not 总和, 缓和, 和解, 参与, 与否, 与其, "与…无关" (unrelated to), 及时, 涉及, 不及)
        # (and "both … and", 既…又 / 既…也: 12B2 "either unduly severe or advantageous" as 既过于严厉又过于有利; fixyd)
        "zh": (r"或|还是|要么|抑或", r"并且|而且|(?<![暂况尚])且|同时|以及|既(?!然|往|定|得|成|有)(?=[^，。；：]{1,15}?[又也])"
               r"|(?<![总之暖温缓讲求调附共柔平])和(?![解局谐气善蔼平])"
               r"|(?<![参给赋授])与(?![否其])(?![^，。；：、（）()]{0,12}?(?:无关|有关|相关|相同|一致|不同|一起|相比|比较"
               r"|相符|对应|联系|合作|协商|沟通|交流))"
               r"|(?<![涉提顾危波企触普来不以])及(?![时格早其])"
               # (及其 / 与其 "and its" with 均 / 都 "both … are" after it in its clause: the two things joined, both
               # said, "the record or its directory is read-only" as 记录文件及其目录均为只读; tester t9bt bt-alt10, fizk)
               r"|(?:(?<![涉提顾危波企触普来不以])及|(?<![参给赋授])与)其"
               r"(?=[^，。；：,;（）()]{0,15}?(?:(?<!平)均|都(?!市|城)))"),
        "el": (r"(?<!\w)(?:ή|Ή|είτε|Είτε)(?!\w)",
               r"(?<!\w)[κΚ](?:αι|ι)(?!\w)")}),  # (κι: "and" before a vowel, "IMPs κι VP": fixyc)
    # "{count} appeal outcome, the latest: {latest}" as 最早一项 (fix9ch, tester 9ag M-zh-m-def-85): the order in time
    # reversed, another item shown
    ("latest / earliest", {
        "en": (r"\blatest\b|\bmost\s+recent\b|\bnewest\b", r"\bearliest\b|\boldest\b|\bfirst\b"),
        "zh": (r"最近|最新|最晚", r"最早|最旧|最老|最初|首个|第一"),
        "el": (r"(?<!\w)πιο\s+προσφατ\w*|(?<!\w)προσφατοτερ\w*|(?<!\w)τελευται\w*|(?<!\w)νεοτερ\w*",
               r"(?<!\w)πρωτ(?:ο|η|οσ|ου|ησ|ων|α|εσ|ουσ)(?!\w)|(?<!\w)(?:παλαιοτερ|παλιοτερ|αρχαιοτερ)\w*")}),
    # "--knockout is for team play at IMPs" as "με βαθμούς αγώνα" (fix9ch, tester 9ag M-el-m-def-101): the scoring
    # unit changed, another score (the terms of domain.md: IMP, matchpoint βαθμός αγώνα).  Greek only: Chinese 比赛分
    # for "IMPs" is the terminology check's ("'比赛分' where the term for 'IMP' is expected")
    ("IMPs / matchpoints", {
        "en": (r"\bIMPs?\b|\bInternational\s+Match\s+Points?\b", r"\bmatch\s*-?points?\b|\bmatchpoint\w*|\bMPs?\b"),
        # (Chinese read by count only, :data:`COUNTED`: 12C2(c)'s "60% of the available matchpoints … (or the
        # equivalent in IMPs)" as 可得IMP的60%, fix9vd, tester t9ba sco21)
        "zh": (r"IMPs?|国际比赛分", r"(?<!国际)比赛分|比赛点"),
        "el": (r"(?<![a-z])imps?(?![a-z])|(?<!\w)ιμπσ?(?!\w)|(?<!\w)διεθν\w*\s+βαθμ\w*",
               r"(?<!\w)βαθμ(?:οσ|οι|ου|ουσ|ων|ο)\s+αγωνα(?!\w)|(?<!\w)ματσ\s*-?ποιντ\w*"
               r"|(?<![a-z])(?:mps?|matchpoints?)(?![a-z])")}),
    # 12C2(c) "Such contestants are awarded the percentage obtained" as 所得的比赛分 (fix9vd, tester t9ba sco54): the
    # percentage of the session made the matchpoints, another score.  One way (:data:`ONE_WAY`)
    ("percentage / matchpoints", {
        "en": (r"\bpercentages?\b", r"\bmatch\s*-?points?\b|\bmatchpoint\w*|\bMPs?\b"),
        "zh": (r"百分比|百分", r"(?<!国际)比赛分"),
        "el": (r"(?<!\w)ποσοστ\w*", r"(?<!\w)βαθμ(?:οσ|οι|ου|ουσ|ων|ο)\s+αγωνα(?!\w)")}),
    # "mp (percent of a top)" as mp（满分的IMP） (fixze, tester t9be scorzh11): the percentage made IMPs, another score.
    # One way (:data:`ONE_WAY`), read by count where the English names IMPs too (:data:`COUNTED`, its option value
    # "imps (teams)" beside the percent)
    ("percentage / IMPs", {
        "en": (r"\bpercent(?:ages?)?\b|\bper\s+cent\b", r"(?<!\w)IMPs?\b"),
        "zh": (r"百分比|百分", r"(?<![A-Za-z])(?i:imps?)(?![A-Za-z])|国际比赛分"),
        "el": (r"(?<!\w)ποσοστ\w*|(?<!\w)τοισ\s+εκατο(?!\w)", r"(?<![a-z])imps?(?![a-z])|(?<!\w)ιμπσ?(?!\w)")}),
    # "within the period" as 期限届满后 (after it expires; fix9fd, issue 9 §2 E5): what must be done in time made what is
    # done late.  The English's "within" against "after … expires", "late"; Chinese …内 of a time against 届满, 期满,
    # 逾期, 过期; Greek εντός, μέσα σε against μετά τη λήξη, εκπρόθεσμα
    ("within / after it expires", {
        "en": (r"\bwithin\b", r"\bexpir\w*|\bexpiry\b|\blapsed?\b|\bout\s+of\s+time\b|\btoo\s+late\b"),
        "zh": (r"(?:期限|时限|时间|期间|时段|以|之)内", r"届满|期满|到期|逾期|过期|超过期限|超出期限|超过时限|超出时限"),
        "el": (r"(?<!\w)εντοσ(?!\w)|(?<!\w)μεσα\s+σ(?:ε|την|τη|το|τισ|τουσ)(?!\w)",
               r"(?<!\w)ληξ\w*|(?<!\w)εκπροθεσμ\w*|(?<!\w)εκπνο\w*|(?<!\w)εκπνευσ\w*")}),
    # "the possibilities are numerous" as 很少 (few; fix9fd): a count said by its opposite
    ("many / few", {
        "en": (r"\bmany\b|\bnumerous\b|\ba\s+lot\s+of\b|\blots\s+of\b", r"(?<!a\s)\bfew\b|\bscarce\b|\bhardly\s+any\b"),
        "zh": (r"很多|许多|众多|繁多|大量|诸多|多种|多个|甚多|较多|非常多", r"很少|极少|甚少|较少|寥寥|稀少|少量|少数"),
        "el": (r"(?<!\w)πολλ(?:α|οι|εσ|ων|ουσ|η|ησ)(?!\w)|(?<!\w)πολυαριθμ\w*|(?<!\w)αρκετ\w*",
               r"(?<!\w)λιγ(?:α|οι|εσ|ων|ουσ|η|ησ)(?!\w)|(?<!\w)ελαχιστ(?:α|οι|εσ)(?!\w)|(?<!\w)ελαχιστων(?!\w)")}),
    # 12C4 "each contestant's score … calculated separately" as 合并计算, "από κοινού" (combined, jointly; fix9fd): two
    # scores made one
    ("separately / combined", {
        "en": (r"\bseparate(?:ly)?\b|\bindividually\b|\bapart\b|\beach\s+on\s+its\s+own\b",
               r"\bcombined?\b|\bjointly\b|\btogether\b|\bin\s+common\b|\bpooled\b|\bmerged?\b"),
        "zh": (r"分别|单独|各自|分开|独立", r"合并|合起来|合在一起|一并|共同|联合|综合|合计|汇总"),
        "el": (r"(?<!\w)(?:ξε)?χωριστ\w*|(?<!\w)μεμονωμεν\w*|(?<!\w)ατομικ\w*|(?<!\w)καθε\s+μια?\s+χωρ\w*",
               r"(?<!\w)απο\s+κοινου(?!\w)|(?<!\w)συνδυαστ\w*|(?<!\w)συνδυασμεν\w*|(?<!\w)συγχωνευ\w*"
               r"|(?<!\w)ενιαι\w*|(?<!\w)μαζι(?!\s+με\b)(?!\w)")}),
    # "does not prevent the Director from …" as 禁止 (forbids; fix9fd): a permission left open made a prohibition.  The
    # English's negated "prevent" / "preclude" / "prohibit" / "forbid" against those words not negated; a word of the
    # second side after a negation is the first side's (the negation window of :data:`_NEGATED`)
    ("does not prevent / forbids", {
        "en": (r"\b(?:not|never)\s+(?:\w+\s+)?(?:prevent|preclude|prohibit|forbid|bar|stop)\w*",
               r"\b(?:prevent|preclude|prohibit|forbid|bar|stop)(?:s|ed|ing|ped|red)?\b"),
        "zh": (r"(?:不|并不|并未|不会|未)(?:妨碍|排除|阻止|禁止|影响|妨害|限制)",
               r"(?<![不未并])(?:禁止|妨碍|阻止|排除|不得|不允许|不准|不许|严禁)"),
        "el": (r"(?<!\w)(?:δεν|δε|ουτε|μη|μην)\s+(?:\w+\s+)?(?:εμποδιζ|αποκλει|απαγορευ|κωλυ)\w*",
               r"(?<!\w)(?:εμποδιζ|αποκλει|απαγορευ|κωλυ)\w*")}),
    # "at least the same" as "λιγότερη" (less; fix9fd): a floor said as a value below it.  "at least" against "less",
    # "fewer", "lower" not negated ("όχι λιγότερη", 不少于 say "at least": :data:`_NEGATED` leaves them out)
    ("at least / less", {
        "en": (r"\bat\s+least\b|\bno\s+(?:less|fewer|lower)\s+than\b|\bor\s+more\b",
               r"(?<!no\s)\b(?:less|fewer|lower|smaller)\b"),
        # (zh: "worth at least as much" as 更不利 / 较差, "less favourable", as the Greek "αξίζει λιγότερο" is found:
        # fix9mb, tester t9aw zh_msgs057)
        "zh": (r"至少|最少|不少于|不低于|不小于",
               r"(?<![不至最])(?:少于|低于|小于|更少|较少|更低|较低|更小|较小|不足)|(?:更|较)(?:为)?(?:不利|差)"),
        "el": (r"(?<!\w)τουλαχιστον(?!\w)|(?<!\w)(?:οχι|ουχι)\s+(?:λιγοτερ|μικροτερ|χαμηλοτερ)\w*",
               r"(?<!\w)(?:λιγοτερ|μικροτερ|χαμηλοτερ|κατωτερ|ολιγοτερ)\w*")}),
    # "weights … that add up to 100" as 不超过100 (fix9fd): a total the parts must make said as a bound they may stay
    # under.  The English's "add up to", "total", "equal to" against the words of "at most"
    # 12C1(e)(ii) "such part of its damage as is self-inflicted" as 对方造成的部分 / "που προκάλεσαν οι αντίπαλοι"
    # (fix9ga, tester 9am): what the side did to itself made what its opponents did, relief given for it
    ("self / opponents", {
        "en": (r"\bself-\w+|\b(?:its|their|his|her)\s+own\b|(?<='s\s)own\b|(?<=s'\s)own\b"
               r"|\b(?:itself|themselves|himself|herself)\b",
               r"\bopponents?\b|\bopposing\s+(?:side|pair|team)s?\b|\bthe\s+other\s+side\b"),
        # (and the side's own, 本方 / 己方 / 我方: "the complement of the opponents' score" as 本方得分的补数, tester
        # t9bq bq-sid09, fiyv: the opponents' score said as the side's own; "της δικής του πλευράς" is the Greek's;
        # and the other way "NS's own … score" as 南北…对方得分, the English's "own" after a name's 's)
        "zh": (r"自己|自身|自行|本身|自我|自找|自招|本方|己方|我方", r"对方|对手|敌方"),
        "el": (r"(?<!\w)μον(?:οσ|η|οι|ου|ων)\s+(?:του|τησ|τουσ)(?!\w)|(?<!\w)εαυτ\w*|(?<!\w)αυτοπροκλ\w*"
               r"|(?<!\w)δικ(?:ο|η|α|οσ|ου|ησ|ων|ουσ|εσ)\s+(?:του|τησ|τουσ)(?!\w)",
               r"(?<!\w)αντιπαλ\w*")}),
    # Law 12C3 "equally against both members" as 不同的调整分 (fix9hd, tester 9ao z42): what the English applies the
    # same to each made different for each.  Not "varied" said as διαφορετικές (12C2(d)'s second sentence: that is
    # the second side's word in both); 同一 / "ίδια" said of a session are the same side's
    ("same / different", {
        "en": (r"\bsame\b|\bequally\b|\bidentical(?:ly)?\b|\balike\b",
               r"\bdifferent(?:ly)?\b|\bunequal(?:ly)?\b|\bvar(?:y|ies|ied)\b|\bdistinct\b|\bdiffer(?:s|ent)?\b"),
        "zh": (r"相同|同等|同样|一样|同一|一致",
               r"(?<!各)不同|不一样|有别|区别|差别|各异|不一致|不等"),
        "el": (r"(?<!\w)ιδι(?:οσ|ου|ο|ον|α|ασ|η|ησ|ην|οι|ων|εσ|ουσ)(?!\w)|(?<!\w)εξ\s+ισου(?!\w)|(?<!\w)εξισου(?!\w)"
               r"|(?<!\w)ομοι\w*|(?<!\w)ισοτιμ\w*",
               r"(?<!\w)διαφορετικ\w*|(?<!\w)διαφερ\w*|(?<!\w)ανισ\w*|(?<!\w)ποικιλ\w*")}),
    # Law 12C3 "the partner of the offender" as "στον αντίπαλο του υπαιτίου" / 违规者的对手 (tester t9at E-who7, Z-who6):
    # the score of another player.  One way: "opponents" said as the partner is :data:`"self / opponents"`' kind
    ("partner / opponent", {
        "en": (r"\bpartners?\b|\bpartnership\b", r"\bopponents?\b|\bopposing\b"),
        "zh": (r"同伴|搭档|队友|伙伴", r"对手|敌方"),
        "el": (r"(?<!\w)συμπαικτ\w*|(?<!\w)συνεταιρ\w*", r"(?<!\w)αντιπαλ\w*")}),
    # the declarer (庄家, ο εκτελεστής) made the defenders (防守方, οι αμυνόμενοι): "contract, declarer and result" as
    # 定约、防守方和结果, "declarer takes 0 to 13 tricks" as 防守方只能赢得0到13墩 (tester t9be sidezh03, sidezh14;
    # fixze): the other side of the play.  One way, read as persons (:data:`PERSONS`): the defenders may be said as
    # the declarer's opponents (庄家的对手), and 缺少防守方或庄家不是 keeps a 庄家 (sidezh06)
    ("declarer / defenders", {
        "en": (r"\bdeclar(?:er|ers|er's|ing)\b", r"\bdefenders?\b|\bdefending\b|\bdefence\b|\bdefense\b"),
        "zh": (r"庄家|定约人|定约方", r"防守方|防守者|防守一方|防家|防守人"),
        "el": (r"(?<!\w)εκτελεστ\w*", r"(?<!\w)αμυνομεν\w*|(?<!\w)αμυνα(?!\w)|(?<!\w)αμυνασ(?!\w)")}),
    # Law 12C2(d) "during the same session" as "οποιασδήποτε ημερίδας" / 在任何一节比赛中 (tester t9at E-cond15,
    # Z-cond11): one period of play made any; one way (the English's "any" said as "the same" is a narrowing the
    # quantifiers read)
    ("same / any", {
        "en": (r"\bsame\b|\bidentical\b", r"\bany\b|\bwhichever\b|\bevery\b"),
        "zh": (r"同一|相同|同样的", r"任何|任一|任意|无论哪|每一"),
        "el": (r"(?<!\w)ιδι(?:οσ|ου|ο|ον|α|ασ|η|ησ|ην|οι|ων|εσ|ουσ)(?!\w)",
               r"(?<!\w)οποιο(?:σ|υ|ν)?δηποτε(?!\w)|(?<!\w)οποια(?:σ|ν)?δηποτε(?!\w)|(?<!\w)οποιεσδηποτε(?!\w)"
               r"|(?<!\w)οποιωνδηποτε(?!\w)|(?<!\w)οποιουσδηποτε(?!\w)|(?<!\w)καθε(?!\w)")}),
    # and the other way, Law 12B1 "any advantage gained by an offending side" as "το ίδιο πλεονέκτημα" / 相同利益
    # (fix9jb): every advantage made one particular one.  One way, with the English's "any" not negated ("not …
    # any", 不…任何 is a "none": the quantifiers')
    ("any / same", {
        "en": (r"(?<!\bnot\s)(?<!\bno\s)\bany\b", r"\bsame\b|\bidentical\b"),
        "zh": (r"任何|任一|任意", r"同一|相同|同样的"),
        "el": (r"(?<!\w)οποιο(?:σ|υ|ν)?δηποτε(?!\w)|(?<!\w)οποια(?:σ|ν)?δηποτε(?!\w)|(?<!\w)οποιεσδηποτε(?!\w)"
               r"|(?<!\w)οποιωνδηποτε(?!\w)|(?<!\w)οποιουσδηποτε(?!\w)",
               r"(?<!\w)ιδι(?:οσ|ου|ο|ον|α|ασ|η|ησ|ην|οι|ων|εσ|ουσ)(?!\w)")}),
    # Law 12C1(b) "the probable outcome of the board" as "το καλύτερο αποτέλεσμα" (fix9hd, tester 9ao e63): the
    # outcome that was likely made the best one, another score.  One way: the English's best or most favourable result
    # said as the likely one is a comparison's (:mod:`comparison`)
    ("probable / best", {
        "en": (r"\bprobabl[ey]\b|\blikely\b|\bprobabilit\w*",
               r"\bbest\b|\bbetter\b|\bworst\b|\bworse\b|\bfavou?rabl\w*|\boptim\w*"),
        "zh": (r"可能|或然|大概|很可能|概率",
               r"最好|最佳|更好|较好|最优|最有利|最不利|最差|更差|较差"),
        "el": (r"(?<!\w)πιθαν\w*|(?<!\w)ενδεχομεν\w*",
               r"(?<!\w)καλυτερ\w*|(?<!\w)βελτιστ\w*|(?<!\w)χειροτερ\w*|(?<!\w)ευνοικοτερ\w*|(?<!\w)δυσμενεστερ\w*"
               r"|(?<!\w)ιδανικ\w*")}),
    # 12C2(a) "average (50% in pairs)" as （团体赛中为50%） / "(50% στις ομάδες)" (fix9hd, tester 9ao e62, z51): the
    # number given for another form of contest.  Read by count (:data:`COUNTED`): the sentence says "in pairs" three
    # times, one of them made "in teams"
    ("pairs / teams", {
        "en": (r"\bpairs?\b", r"\bteams?\b"),
        "zh": (r"双人赛|双人|对式赛|搭档赛", r"团体赛|队式赛|队式|团体|(?<![一两二三四各每])队(?![员长])"),
        "el": (r"(?<!\w)ζευγ(?:οσ|ουσ|η|ων|αρι\w*)(?!\w)", r"(?<!\w)ομαδ\w*")}),
    ("adds up to / at most", {
        "en": (r"\b(?:add|adds|added|adding|sum|sums|summing|total|totals|totalling|totaling)\s+(?:up\s+)?to\b"
               r"|\bequal(?:s|ling|\s+to)?\b|\bexactly\b",
               r"\bat\s+most\b|\bno\s+more\s+than\b|\bor\s+(?:less|fewer)\b|\bexceed\w*|\bmaximum\b"),
        "zh": (r"等于|恰好|正好|刚好|恰为|共计|总计为|合计为|相加为|加起来为|总和为",
               r"至多|最多|不超过|不多于|不大于|不高于|上限"),
        "el": (r"(?<!\w)αθροιζ\w*\s+(?:σε|στο|στα)(?!\w)|(?<!\w)ισ(?:ο|α|η|ουται|ουνται)(?!\w)|(?<!\w)ακριβωσ(?!\w)"
               r"|(?<!\w)συνολο\s+(?:το\s+)?\d",
               r"(?<!\w)το\s+πολυ(?!\w)|(?<!\w)κατ.?\s*ανωτατο(?!\w)|(?<!\w)δεν\s+υπερβαιν\w*"
               r"|(?<!\w)(?:οχι|ουχι)\s+(?:περισσοτερ|μεγαλυτερ)\w*")}),
    # Law 86A "to order one board redealt" as 下令取消该副牌 / "την ακύρωση μίας διανομής" (cancelled; fix9gb, tester
    # 9am): another act of the Director, no opposite; one way (86B2(a) cancels the boards and plays substitutes)
    ("redeal / cancel", {
        "en": (r"\bre-?deal\w*", r"\bcancel\w*|\bannul\w*|\bvoid\b"),
        "zh": (r"重新发|重发", r"取消|作废|撤销"),
        "el": (r"(?<!\w)ανακατεμ\w*|(?<!\w)ξαναμοιρασ\w*|(?<!\w)επαναδιανομ\w*", r"(?<!\w)ακυρ\w*")}),
    # Law 12C1(a) "Such a score replaces the score obtained in play" as "προστίθεται στο αποτέλεσμα" / 加到…上 (fix9hc,
    # tester 9ao e54): the adjusted score counted on top of the table's, not instead of it; one way ("add" is a common
    # word of the interface strings)
    ("replaces / is added to", {
        # (fix9ia: 86B2(a) "play one or more substitute boards" as 加打…额外的牌, "επιπλέον": boards played on top)
        "en": (r"\breplac\w*|\bsubstitut\w*|\binstead\s+of\b|\bin\s+place\s+of\b",
               r"\badd(?:s|ed|ing)?\s+to\b|\bin\s+addition\s+to\b|\bon\s+top\s+of\b|\badditional\b|\bextra\b"),
        "zh": (r"取代|代替|替代|替换|顶替|取而代之",
               r"加到|加上|加在|加入|累加|叠加|附加|外加|追加|额外|另加|加打|增打"),
        "el": (r"(?<!\w)αντικα(?:θιστ|τεστ|τασταθ|ταστ)\w*|(?<!\w)αντι\s+(?:για|του|τησ|των)(?!\w)"
               r"|(?<!\w)στη\s+θεση(?!\w)",
               r"(?<!\w)προστι?θ\w*|(?<!\w)προσθ\w*|(?<!\w)προστεθ\w*|(?<!\w)επιπροσθετ\w*|(?<!\w)επιπλεον(?!\w)")}),
    # "Enter: next field, on the last one save" as "στο πρώτο" (on the first; tester t9bk bk-con13, fixzx): the place of
    # a list made its other end, another item acted on.  One way (:data:`ONE_WAY`): "first" is a common word ("first
    # do X"), the English's "last" (not "at last") said as a first
    ("last / first", {
        "en": (r"(?<!\bat\s)\blast\b", r"\bfirst\b"),
        "zh": (r"最后|最末|末尾|末一", r"第一|首个|首项|最前"),
        "el": (r"(?<!\w)τελευται\w*", r"(?<!\w)πρωτ(?:ο|η|οσ|ου|ησ|ων|εσ|ουσ)(?!\w)")}),
    # Law 86A "when the final result of a match … could be known" as "το αρχικό αποτέλεσμα" / 最初结果 (fix9hc, tester
    # 9ao e46, z41): the result at the end of the match made one at its start; one way ("first" is a common word)
    ("final / initial", {
        "en": (r"\bfinal(?:ly)?\b|\bultimate(?:ly)?\b|\beventual(?:ly)?\b",
               r"\binitial(?:ly)?\b|\boriginal(?:ly)?\b|\bprovisional(?:ly)?\b|\binterim\b|\bintermediate\b"),
        "zh": (r"最后|最终|终局|最末", r"最初|初始|起初|原始|原先|起始|当初|临时|中途|中间|初步"),
        "el": (r"(?<!\w)τελικ\w*|(?<!\w)οριστικ\w*", r"(?<!\w)αρχικ\w*|(?<!\w)προσωριν\w*|(?<!\w)ενδιαμεσ\w*")}),
    # Law 86B1's title "Single Result Obtained" as 取得多个结果 / "Ελήφθησαν Πολλαπλά Αποτελέσματα" (fix9hc, tester 9ao
    # z47): the case of one result made the case of several (86B2's); one way ("multiple contestants" of 86B3)
    ("single / multiple", {
        "en": (r"\bsingle\b|\bsole\b|\bonly\s+one\b|\bone\s+only\b",
               r"\bmultiple\b|\bseveral\b|\bmore\s+than\s+one\b|\btwo\s+or\s+more\b|\bplural\b"),
        "zh": (r"单一|唯一|单个|只有一|只取得一|仅有一|仅一|只一",
               r"多个|多项|多种|若干|数个|几个|不止一|一个以上|两个或(?:两个)?以上|两个或更多"),
        "el": (r"(?<!\w)μοναδικ\w*|(?<!\w)μονο\s+(?:ενα|μια|μιασ|ενοσ)(?!\w)|(?<!\w)(?:ενα|μια|μιασ|ενοσ)\s+μονο(?!\w)",
               r"(?<!\w)πολλαπλ\w*|(?<!\w)περισσοτερ\w*\s+απο\s+(?:ενα|μια)(?!\w)|(?<!\w)αρκετ\w*"
               r"|(?<!\w)διαφορ(?:α|οι|εσ|ων)(?!\w)|(?<!\w)πολλ(?:α|οι|εσ|ων)(?!\w)")}),
    # Law 12C2(a) "according to responsibility for the irregularity" as 根据违规造成的损害 / "ανάλογα με τη ζημιά"
    # (fix9gb, tester 9am): the score graded by the damage, not by who was at fault; one way (12C1(e) speaks of damage)
    ("responsibility / damage", {
        "en": (r"\bresponsib\w*", r"\bdamag\w*|\bharm\w*|\bloss\w*"),
        "zh": (r"责任|负责", r"损害|损失|伤害"),
        "el": (r"(?<!\w)(?:υπ)?ευθυν\w*", r"(?<!\w)ζημι\w*|(?<!\w)βλαβ\w*")}),
    # fix9ia (tester t9as, issue 9 §2): the content words of the 2017 Laws 12 and 86 (and the interface strings) whose
    # opposite, or a looser word, changes a ruling, read as the pairs above.  Each side lists the English's words and
    # the Chinese and Greek (folded) words the shipped and a correct translation use for it
    # 86B2(a), (c) "the Director shall cancel the board(s)" as "θα διατηρήσει τη διανομή(ες)" / 裁判应保留 (t9as EL55,
    # ZL53); 12B1 "to take away any advantage" as 保留 (keep).  (86A's "redeal" said as a cancel is "redeal / cancel")
    ("cancel / keep", {
        "en": (r"\bcancel\w*|\bannul\w*|\btake\s+away\b|\btakes\s+away\b|\bremov\w*|\bdelet\w*|\bdiscard\w*",
               r"\bkeep\w*|\bkept\b|\bretain\w*|\bmaintain\w*|\bpreserv\w*"),
        "zh": (r"取消|撤销|作废|废除|注销|删除|删去|去除|去掉|移除|剥夺|消除|放弃", r"(?<![不未])(?:保留|维持|保持|留下|留存|沿用)"),
        "el": (r"(?<!\w)ακυρ\w*|(?<!\w)αφαιρ\w*|(?<!\w)διαγραφ\w*|(?<!\w)διαγραψ\w*",
               r"(?<!\w)διατηρ\w*|(?<!\w)κρατ(?:α|ω|ει|ησ|ουν|ουμε|ηθ|ημεν|ωντασ)\w*")}),
    # 12B2 "either unduly severe or advantageous" as "υπερβολικά επιεικής" / 过于宽松 (t9as EL56, ZL54)
    ("severe / lenient", {
        "en": (r"\bsever(?:e|ely|ity)\b|\bharsh\w*|\bstrict(?:ly)?\b", r"\blenien\w*|\bmild\w*|\blax\b|\bsoft\w*"),
        "zh": (r"严厉|严格|苛刻|严苛|过重|严酷", r"宽松|宽大|宽容|宽厚|从轻|过轻|温和|轻微|宽泛"),
        "el": (r"(?<!\w)αυστηρ\w*|(?<!\w)σκληρ\w*|(?<!\w)βαρι(?:α|εσ|ασ)(?!\w)",
               r"(?<!\w)επιεικ\w*|(?<!\w)ηπι(?:α|οσ|ο|ασ|εσ|ων)(?!\w)|(?<!\w)χαλαρ\w*|(?<!\w)μαλακ\w*"
               r"|(?<!\w)ελαφρ(?:ια|υ|ιασ|ιεσ)(?!\w)")}),
    # 12C2(a) "according to responsibility for the irregularity" as "ανεξάρτητα από την ευθύνη" / 不论对违规所负的责任
    # (t9as EL60, ZL57): the score no longer graded by fault
    ("according to / regardless of", {
        "en": (r"\baccording\s+to\b|\bin\s+proportion\s+to\b|\bdepending\s+on\b|\bbased\s+on\b|\bin\s+accordance\s+with\b",
               r"\bregardless\s+of\b|\birrespective\s+of\b|\bindependent(?:ly)?\s+of\b|\bno\s+matter\b"),
        "zh": (r"根据|按照|依据|依照|视(?=[^，。；]{1,20}而定)|取决于"
               r"|(?<![不无])[按依](?=[^，。；照据]{0,8}(?:责任|过错))",
               r"不论|不管|无论|不问|不考虑|不取决于|与[^，。；]{1,12}无关"),
        "el": (r"(?<!\w)αναλογ(?:α|ωσ)(?!\w)|(?<!\w)συμφωνα\s+με(?!\w)|(?<!\w)με\s+βαση(?!\w)"
               r"|(?<!\w)ανταποκρ\w*",
               r"(?<!\w)ανεξαρτητ(?:α|ωσ)\s+(?:απο|με)(?!\w)|(?<!\w)ασχετ(?:α|ωσ)\s+(?:απο|με)(?!\w)"
               r"|(?<!\w)αδιαφορ\w*")}),
    # 12C1(c) "could have been achieved in a legal manner" as "με οποιαδήποτε μέσα" / 以任何方式 (t9as EL41, ZL24): a
    # limit made no limit, or its opposite (illegal); one way (a looser word has no opposite to say back)
    ("legal / any means", {
        "en": (r"(?<!il)\blegal(?:ly)?\b|\blawful(?:ly)?\b|\blegitimate(?:ly)?\b",
               r"\billegal\w*|\bunlawful\w*|\billegitimate\w*|\bby\s+any\s+means\b|\bin\s+any\s+(?:manner|way)\b"),
        "zh": (r"(?<![不非违])(?:合法|正当|依法|合规)", r"非法|不合法|违法|不正当|任何方式|任意方式|任何手段|任何途径|任何方法"
                                                    r"|一切手段|一切方式|任何形式"),
        "el": (r"(?<!\w)νομιμ\w*|(?<!\w)θεμιτ\w*|(?<!\w)συννομ\w*",
               r"(?<!\w)παρανομ\w*|(?<!\w)αθεμιτ\w*|(?<!\w)(?:οποιαδηποτε|οποιοδηποτε|οποιονδηποτε|οποιασδηποτε|καθε)"
               r"\s+(?:μεσ|τροπ|μεθοδ)\w*")}),
    # 12A2 "no rectification … that will permit normal play of the board" as "οποιοδήποτε παίξιμο" (fix9kd, tester t9av
    # v026): a qualifier of the English (normal, reasonable, usual, proper, likely, probable) made "any", the rule
    # widened; one way (the English's "any" said as "the same" is "any / same"'s).  "legal" made "any" is "legal / any
    # means"'s; "same" made "any" is "same / any"'s
    ("qualified / any", {
        "en": (r"\bnormal(?:ly)?\b|\breasonabl[ey]\b|\busual(?:ly)?\b|\bordinar(?:y|ily)\b|\bproper(?:ly)?\b"
               r"|\blikely\b|\bprobabl[ey]\b",
               r"(?<!\bnot\s)(?<!\bno\s)\bany\b|\bwhatever\b|\bwhichever\b"),
        "zh": (r"正常|合理|通常|一般的|正当|适当|可能的?|很可能",
               # (not 任何…都不, a "none": 12A2 "no rectification" as 任何判罚后都不能)
               r"(?:任何|任一|任意|无论何种|无论什么|不论何种)(?![^，。；,;]*?(?:都|均|也)(?:不|没|无|未))"),
        "el": (r"(?<!\w)κανονικ\w*|(?<!\w)ευλογ\w*|(?<!\w)λογικ\w*|(?<!\w)συνηθ\w*|(?<!\w)ομαλ\w*|(?<!\w)προσηκ\w*"
               r"|(?<!\w)πιθαν\w*|(?<!\w)ενδεχομεν\w*",
               r"(?<!\w)οποιο(?:σ|υ|ν)?δηποτε(?!\w)|(?<!\w)οποια(?:σ|ν)?δηποτε(?!\w)|(?<!\w)οποιεσδηποτε(?!\w)"
               r"|(?<!\w)οποιωνδηποτε(?!\w)|(?<!\w)οποιουσδηποτε(?!\w)")}),
    # 12C1(b) "to recover as nearly as possible the probable outcome" as "πιο ελεύθερα" (t9as EL59), 尽可能自由地: the
    # outcome reconstructed loosely; one way
    ("closely / freely", {
        "en": (r"\bclosely\b|\bnearly\b|\bfaithfully\b|\baccurately\b|\bprecisely\b",
               r"\bfreely\b|\bloosely\b|\broughly\b|\bapproximately\b|\barbitrarily\b|\bat\s+will\b"),
        "zh": (r"接近|精确|准确|忠实|如实|确切|贴近", r"随意|自由|大致|粗略|宽松|大体"),
        "el": (r"(?<!\w)πιστ(?:α|ωσ|οτερα|οτατα)(?!\w)|(?<!\w)ακριβεστερ\w*|(?<!\w)ακριβ(?:ωσ|εια|ειασ)(?!\w)"
               r"|(?<!\w)κοντ(?:α|υτερα)(?!\w)|(?<!\w)επακριβ\w*",
               r"(?<!\w)ελευθερ\w*|(?<!\w)χαλαρ\w*|(?<!\w)προσεγγιστικ\w*|(?<!\w)κατα\s+προσεγγιση(?!\w)"
               r"|(?<!\w)αυθαιρετ\w*|(?<!\w)κατα\s+βουληση(?!\w)")}),
    # 12C1(e) "an extremely serious error (unrelated to the infraction)" as "σχετικό με την παράβαση" / 与违规有关: the
    # error caused by the infraction, relief given; one way (86B3 "a relevant regulation")
    ("unrelated / related", {
        "en": (r"\bunrelated\b|\birrelevant\b|\bunconnected\b|\bnot\s+related\b",
               r"(?<!un)\brelated\b|\bconnected\b|\blinked\b|\bcaused\s+by\b|\bdue\s+to\b|\bresulting\s+from\b"),
        "zh": (r"无关|不相关|没有关系|毫无关系", r"(?<![无不])(?:有关|相关|关联)|由[^，。；（）()]{1,8}(?:引起|导致|造成)"),
        "el": (r"(?<!\w)ασχετ\w*|(?<!\w)ανεξαρτητ\w*|(?<!\w)αλλοτρι\w*",
               r"(?<!\w)σχετ(?:ικ|ιζ)\w*|(?<!\w)συνδε(?:ε|ο|δ|θ)\w*")}),
    # 12C1(e) "a gambling action, which if unsuccessful" as "αν ήταν επιτυχής" / 若成功; 12C2(d) "fails to obtain a
    # result" as "καταφέρνει" / 成功取得
    ("unsuccessful / successful", {
        "en": (r"\bunsuccessful\w*|\bfail(?:s|ed|ing|ure)?\b", r"(?<!un)\bsuccessful\w*|\bsucceed\w*|\bsuccess\b"),
        "zh": (r"不成功|失败|未能|未成功|没能|没有成功", r"(?<![不未])成功|得逞|奏效"),
        "el": (r"(?<!\w)ανεπιτυχ\w*|(?<!\w)αποτυ(?:χ|γχαν)\w*|(?<!\w)αστοχ\w*|(?<!\w)(?:δεν|δε)\s+(?:καταφερ|πετυχ|επιτυγχαν)\w*",
               r"(?<!\w)επιτυχ\w*|(?<!\w)καταφερ\w*|(?<!\w)πετυχ\w*|(?<!\w)επιτυγχαν\w*")}),
    # 12A3 "an incorrect rectification" as "σωστή επανόρθωση" / 纠正正确: the adjustment given for a right ruling
    ("incorrect / correct", {
        "en": (r"\bincorrect\w*|\bwrong\w*|\berroneous\w*|\bmistaken\w*|\bfaulty\b",
               r"(?<!in)\bcorrect(?:ly)?\b|\bright(?:ly)?\b|\bproper(?:ly)?\b|\bvalid\b"),
        "zh": (r"有误|错误|不正确|不当|不对|误", r"(?<![不])(?:正确|恰当|适当|无误|妥当)"),
        "el": (r"(?<!\w)εσφαλμεν\w*|(?<!\w)λανθασμεν\w*|(?<!\w)λαθ\w*|(?<!\w)εσφαλ\w*",
               r"(?<!\w)σωστ\w*|(?<!\w)ορθ(?:η|ο|ησ|ου|α|εσ|ων|ωσ)(?!\w)|(?<!\w)ενδεδειγμεν\w*")}),
    # 12C1(b) "the probable outcome" as "το απίθανο αποτέλεσμα" / 不太可能的结果 (the likely said unlikely)
    ("likely / unlikely", {
        "en": (r"(?<!im)\bprobabl[ey]\b|(?<!un)\blikely\b|\bprobabilit\w*", r"\bimprobabl\w*|\bunlikely\b"),
        "zh": (r"(?<![不])可能(?!性很小|性不大)|概率|或然", r"不可能|不大可能|不太可能|未必|可能性很小|可能性不大"),
        "el": (r"(?<!\w)πιθαν\w*", r"(?<!\w)απιθαν\w*")}),
    # 12C2(b) "Subject to approval by the Regulating Authority" as 经主管单位否决 / "απόρριψη"; one way
    ("approve / reject", {
        "en": (r"\bapprov\w*|\baccept\w*|\bconsent\w*", r"\breject\w*|\brefus\w*|\bdisapprov\w*|\bveto\w*"),
        "zh": (r"(?<![不未])(?:批准|同意|认可|核准|接受|许可)", r"否决|拒绝|驳回|不予批准|不批准|不同意|不接受"),
        "el": (r"(?<!\w)εγκρι\w*|(?<!\w)εγκρ\w*|(?<!\w)αποδοχ\w*|(?<!\w)αποδε(?:χ|κτ)\w*|(?<!\w)αιρεσ\w*|(?<!\w)συναιν\w*",
               r"(?<!\w)απορρι\w*|(?<!\w)αρνησ\w*|(?<!\w)αρνει\w*|(?<!\w)αρνηθ\w*|(?<!\w)βετο(?!\w)")}),
    # 86B2(a) "if time permits"; 12A, 12C1(a) "these Laws empower him" as "απαγορεύει" / 禁止
    ("permits / forbids", {
        "en": (r"\bpermit\w*|\ballow\w*|\bempower\w*|\bauthori[sz]\w*|\bentitle\w*",
               r"\bforbid\w*|\bprohibit\w*|\bdisallow\w*"),
        "zh": (r"(?<![不])(?:允许|准许|容许|许可|授权|有权)", r"禁止|不允许|不准|不许|严禁|不容许|无权|不授权"),
        "el": (r"(?<!\w)επιτρ(?:επ|απ|εψ)\w*|(?<!\w)εξουσιοδοτ\w*|(?<!\w)δικαιωμα\w*|(?<!\w)εξουσια\w*",
               r"(?<!\w)απαγορευ\w*|(?<!\w)(?:δεν|δε)\s+(?:\w+\s+)?(?:επιτρ(?:επ|αψ|εψ)|εξουσιοδοτ)\w*")}),
    # 12B1 "any advantage gained by an offending side" as "που έχασε", 所失去的: what the offender won made what it lost
    ("gained / lost", {
        "en": (r"\bgain(?:s|ed|ing)?\b|\bwon\b|\bwins?\b", r"\blos(?:e|es|t|ing)\b|\bforfeit\w*"),
        "zh": (r"(?<![不未没])(?:获得|获取|赢得|取得|得到|占得)", r"失去|丧失|输掉|丢失"),
        "el": (r"(?<!\w)κερδ\w*|(?<!\w)αποκτ\w*|(?<!\w)αποκομ\w*|(?<!\w)εξασφαλ\w*",
               r"(?<!\w)εχασ\w*|(?<!\w)χαν(?:ει|ουν|οντασ|εται)(?!\w)|(?<!\w)χασ(?:ει|ουν|ιμο)\w*|(?<!\w)απωλ\w*")}),
    # 12A1 "in favour of a non-offending contestant" as "εις βάρος του αναίτιου άξονα", 不利于: the score given against
    # the side it is for; one way ("against both members", 12C3, is no disfavour)
    ("in favour of / against", {
        "en": (r"\bin\s+(?:the\s+)?favou?r\s+of\b|\bfor\s+the\s+benefit\s+of\b|\bto\s+the\s+advantage\s+of\b",
               r"\bto\s+the\s+detriment\s+of\b|\bat\s+the\s+expense\s+of\b|\bto\s+the\s+disadvantage\s+of\b"),
        "zh": (r"(?<![不])有利于|对[^，。；]{1,12}有利|为了?[^，。；]{1,12}的?(?:利益|好处)|偏向|(?<![不])利于",
               r"不利于|对[^，。；]{1,12}不利|损害[^，。；]{1,12}(?:利益|权益)|以[^，。；]{1,12}为代价"),
        "el": (r"(?<!\w)προσ\s+οφελοσ(?!\w)|(?<!\w)υπερ(?!\w)|(?<!\w)υπεραπιζ\w*|(?<!\w)ευνο(?:ει|ουν|ησ)\w*",
               r"(?<!\w)(?:εισ|σε)\s+βαροσ(?!\w)|(?<!\w)εναντι(?:ον)?(?!\w)|(?<!\w)κατα(?=\s+(?:του|τησ|των)\s)"
               r"|(?<!\w)προσ\s+ζημια(?!\w)|(?<!\w)σε\s+βλαβη(?!\w)")}),
    # 12B1 "to redress damage to a non-offending side" as "να επιδεινώσει τη ζημιά", 加重…损害: the damage made worse;
    # one way ("increase / reduce" reads the English's own "aggravate")
    ("redress / worsen", {
        "en": (r"\bredress\w*|\bremed(?:y|ies|ied|ying)\b|\bmake\s+good\b|\bcompensat\w*",
               r"\baggravat\w*|\bworsen\w*|\bincreas\w*|\bcompound\w*"),
        "zh": (r"弥补|补救|补偿|挽回|赔偿|恢复", r"加重|加剧|扩大|增加|恶化|加深"),
        "el": (r"(?<!\w)αποκατ\w*|(?<!\w)αποκαθιστ\w*|(?<!\w)αποζημι\w*|(?<!\w)επανορθωσει(?!\w)",
               r"(?<!\w)επιδειν\w*|(?<!\w)επιβαρ\w*|(?<!\w)αυξ\w*|(?<!\w)χειροτερευ\w*")}),
    # 12A2 "that will permit normal play of the board" as "το ακανόνιστο παίξιμο", 异常的打牌; one way (an English
    # sentence that also names the irregularity holds both sides)
    ("normal / abnormal", {
        "en": (r"(?<!ab)\bnormal(?:ly)?\b|\bregular(?:ly)?\b|\busual\b", r"\babnormal\w*|\birregular\w*|\bunusual\b"),
        "zh": (r"(?<![不非])正常|常规", r"不正常|非正常|异常|反常|不规则"),
        "el": (r"(?<!\w)κανονικ\w*|(?<!\w)συνηθισμεν\w*|(?<!\w)ομαλ\w*",
               r"(?<!\w)ακανον\w*|(?<!\w)ανωμαλ\w*|(?<!\w)μη\s+κανονικ\w*|(?<!\w)ασυνηθ\w*")}),
    # a state said by its opposite: "The ruling stays open in the other login" as 该裁决仍在另一个登录中已完成 (finished;
    # tester t9bn bn-neg05, fiym), "is still open" as "έχει ολοκληρωθεί", "finished" as 未完成 / "σε εξέλιξη": no
    # negation word moved, the state reversed.  The English's "open" of a state only (after stays, remains, is, still,
    # left, kept), not the verb ("Open the file"); a side's word negated ("no longer open", 不再未完成, "μη
    # ολοκληρωμένη") counts for neither; nor the verb "close" (关闭, "κλείστε": "close it (Esc)"), only the state
    # (已关闭, κλειστή); "has ended" (已结束) is the second side's too ("left open …, whose helper has ended")
    # (the words: :data:`helper_states.STATES`, fizg)
    ("open / finished", {lang: ("|".join(STATES[state][lang] for state in ("in progress", "open")),
                                "|".join(STATES[state][lang] for state in ("finished", "closed")))
                         for lang in ("en", "zh", "el")}),
    # the time of an act said by its opposite: "recorded when finished" as 开始时记录 (when started), "όταν ξεκινήσει"
    # (tester t9br br-con16, fiyz): the ruling recorded at its start, not its end; one way (the English's "when
    # finished" only: "starts" is a common verb); the words are :data:`helper_states.STATES`' (fizg)
    ("when finished / when started", {lang: (STATES["when finished"][lang], STATES["when started"][lang])
                                      for lang in ("en", "zh", "el")}),
    # a helper's state said by its opposite: "at once when it has ended" as 它仍在运行时立即接管 (while it still runs;
    # tester t9bx bx-con07, fjah), "όσο τρέχει ακόμη": the case of the rule reversed with no negation word.  Read by
    # count too (:data:`COUNTED_BOTH`): the English names both states ("asks first while that helper runs …; at once
    # when it has ended") and the translation says one of them twice, the other never; a state negated ("no longer
    # running", 不再运行) counts for neither (the words: :data:`helper_states.STATES`)
    ("running / ended", {lang: (STATES["running"][lang], STATES["ended"][lang]) for lang in ("en", "zh", "el")}),
    # "award" said as "withhold": 12C1(e)(i) "The offending side is awarded the score" as 被拒绝给予, "στερείται"
    ("award / withhold", {
        "en": (r"\bawards?\b|\bawarded\b|\bawarding\b|\bgrant\w*", r"\bwithh[oe]ld\w*|\bden(?:y|ies|ied)\b|\bdepriv\w*"),
        "zh": (r"判给|(?<!拒绝)给予|授予|判予", r"拒绝给予|不予|拒给|扣留|剥夺"),
        "el": (r"(?<!\w)επιδικ\w*|(?<!\w)απονεμ\w*|(?<!\w)λαμβαν\w*", r"(?<!\w)στερ(?:ει|ειται|ουνται|ησ|ηθ|ουν)\w*"
               r"|(?<!\w)παρακρατ\w*|(?<!\w)αρνει\w*|(?<!\w)αρνηθ\w*")}),
)
"""Pairs of opposite words: ``(name, {lang: (first side's pattern, second side's pattern)})``; the English's words,
and the Chinese and Greek (folded) words that translate each side.  A side's list holds its negated synonyms
(不少于, "no less than": at least); any other word of a side negated in its clause counts for neither."""

NEUTRAL = {
    "before / after": {
        # 前 / 后 in a word of place, order, rank or time that is neither side: 前提 (premise), 前往 (go to), 前面 /
        # 后面 (above, below), 前述 (aforesaid), 前者 / 后者 (the former, the latter), 目前 / 当前 (now), 提前 (ahead of
        # time: early, not "before" a named event), 前台 / 后台, 前缀 / 后缀, 前后 / 先后 (around, in turn), 最后 (last),
        # 然后 (then), 后果 (consequence), 皇后 (queen), 落后 / 背后; 前 / 后 before a count: the first / last N
        "zh": r"前提|前往|前进|前面|前述|前者|前缀|前台|前方|前景|前途|前任|前言|前后|目前|当前|面前|眼前|跟前|向前"
              r"|空前|提前|先后|后果|后面|后者|最后|然后|落后|背后|后缀|后台|后端|后退|后悔|后方|皇后"
              r"|[前后](?=\s*(?:\d|\{|[二三四五六七八九十两几])|\s{3,})",
    },    # the members of a choice joined by "and" ("ένα από τα --top και --results", "one of A and B") and the Greek "και
    # τα δύο" ("both"): no "and" said for an "or" (fix9bs, tester 9ab B3e-5; :data:`choices.CHOICE_MEMBERS`)
    "or / and": CHOICE_MEMBERS,
    # 尽可能 ("as … as possible": 12C1(b) 尽可能接近地恢复) says no likelihood (fix9hd)
    "probable / best": {"zh": r"尽可能|尽量"},
    "qualified / any": {"zh": r"尽可能|尽量"},
}
"""``{pair's name: {language: pattern}}``: words that hold a word of a side of :data:`OPPOSITES` without saying that
side; a side's word inside one of them counts for neither side (fix9bf: Chinese 前 / 后 are read as words)."""

ONE_WAY = {"or / and": 0, "without / with": 0, "at least / less": 0, "does not prevent / forbids": 0,
           "adds up to / at most": 0, "redeal / cancel": 0, "responsibility / damage": 0,
           "replaces / is added to": 0, "final / initial": 0, "single / multiple": 0, "probable / best": 0,
           # fix9ia: a looser word or a word of another act has no opposite to say back
           "legal / any means": 0, "closely / freely": 0, "qualified / any": 0, "unrelated / related": 0,
           "incorrect / correct": 0, "approve / reject": 0, "permits / forbids": 0, "award / withhold": 0,
           "in favour of / against": 0, "redress / worsen": 0, "normal / abnormal": 0,
           # the lead, s29 (tester t9at): another player, any period of play
           "partner / opponent": 0, "same / any": 0,
           "any / same": 0, "percentage / matchpoints": 0, "declarer / defenders": 0,
           "percentage / IMPs": 0, "last / first": 0,
           "when finished / when started": 0}
"""``{pair's name: side}``: the pairs found only where the English says that side (0 the first, 1 the second).
"without" said as "with" leaves in what the English leaves out; "with" is so common a word of the English ("with
--director-error", "with its score") and its Greek με so many things ("by", "at") that "with" said as "without" is
not read here (fix9bs; an interface string's option condition reversed is :func:`interface_modality.with_without`'s).
"at least" said as "less", "does not prevent" as "forbids", "add up to" as "at most" (fix9fd) are read one way only:
the English's "less than 40%" said as 至少 (12C2(c)'s older Chinese text, another rule) is the English's bound said
otherwise, "prevents" and "at most" have their own checks (:mod:`comparison`, :func:`quantifiers.exact_for_bound`)."""

COUNTED = {"pairs / teams", "IMPs / matchpoints", "percentage / IMPs", "running / ended"}
"""The pairs read by count (fix9hd): the translation's sentence has fewer words of the side the English says than the
English, and more words of the other side than the English (none: fix9hd; "IMPs / matchpoints", fix9vd: 12C2(c)
names both, "60% of the available matchpoints" as "των διαθέσιμων IMPs", tester t9ba sco07) - where a sentence says a
side more than once (12C2(a)'s three "in pairs") and one of them is said by the other side."""

COUNTED_BOTH = {"IMPs / matchpoints", "percentage / IMPs", "running / ended"}
"""The pairs of :data:`COUNTED` read by count only where the English names both sides (12C2(c)'s "matchpoints ... or
the equivalent in IMPs", tester t9ba sco07, sco21); the others only where the English names one side (fix9hd).  Where
the English names IMPs alone, matchpoints for one of them is the terminology check's (fix9i, fix9j, fix9ga; fixg2).
A helper "runs" and "has ended" both named, the translation saying "runs" twice, "ended" never (tester t9bx bx-con07,
fjah)."""

COUNTED_ONLY = {"IMPs / matchpoints": {"zh"}}
"""``{pair's name: languages}``: the pairs of :data:`COUNTED` read by count only in a language (Chinese 比赛分 for
"IMPs" where the English names no matchpoints is the terminology check's), and there only the second side said
as the first (matchpoints as IMP, sco21): 比赛分 for IMPs is the terminology check's wherever (fix9i "Settings in
force" IMP） as 比赛分）; fixg2)."""

COUNTED_BACK = {"percentage / IMPs"}
"""The pairs of :data:`ONE_WAY` read the other way too, by count only, where the English names only the side
:data:`ONE_WAY` does not read and the translation names the other and that side fewer times than the English: the
English's IMPs said as a percentage, another scoring unit ("give the appeal's scores in IMPs" as "σε ποσοστό", tester
t9bk bk-sco11; fixzx)."""

PERSONS = {"partner / opponent", "declarer / defenders"}
"""The pairs of persons (fix9ja, tester t9at Z-who6): a person of the other side named in a sentence whose English
names only the first side's is someone else, whatever else the translation says - 12C3 "the offender's partner … he is
in no way to blame" as 违规者的对手毫无过错，则不得对该同伴…: the partner is still named (该同伴, "that partner", for the
English's "he"), the one first named is the opponent.  One way (:data:`ONE_WAY`)."""

BY_PLACE = {"or / and"}
"""The pairs read word by word where the English sentence says both sides or the translation keeps some words of the
side said (fix9bs): "if A or B, and C" as "A 并且 B …", "average plus or average minus … plus 3 IMPs or minus 3 IMPs"
with one ή made και - the translation has fewer words of the side said than the English (one "or" not said as "or";
"either … or" one) and a word of the other side standing nearest (as shares of the two sentences) to an English word
of the side said."""

LIST_AND = {"or / and": ("和", "与", "及")}
"""``{pair's name: words}``: the words of a list's "and" (Chinese 和, 与, 及) a pair reads only where the translation's
sentence has no word of the side the English says left (no "or" at all: t9bb alt148 错误和冒险行为), not by place
(:data:`BY_PLACE`), nor where the English says "respectively" (:data:`_RESPECTIVELY`: "plus 3 IMPs or minus 3 IMPs
respectively" as "+3 IMP和-3 IMP"; fixwd)."""

_RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)

_ONE_OF = re.compile(r"[其之]一|中的?一[个项种]|其中一|任[一选]|择一|选一|哪一")
"""Chinese "one of" (其中一个, 中的一个, 之一, 任选其一, 择一): a sentence saying it makes the things its list's 和 / 与 / 及
(:data:`LIST_AND`) joins a choice, no "and" ("give --top or --results, not both" as "请给出 --top 和 --results 中的一个",
"--top 与 --results 只能给出其中一个": fix9bs rows, kept by fixwx1)."""

_ONE_OF_EL = re.compile(r"(?<!\w)(?:μονο\s+)?(?:ενα|εναν|μια|μιαν|καποιο|καποια|οποιοδηποτε|οποιαδηποτε)\s+(?:απο|εκ)\s+"
                        r"(?:τα|τουσ|τισ|των)(?!\w)")
"""Greek "one of" a list (folded: "ένα από τα", "μία από τις", "οποιοδήποτε από τα"): the Greek :data:`_ONE_OF` (fixyc)."""

AS_WRITTEN = {"or / and": {"el"}}
"""``{pair's name: languages}``: the pairs whose words of a language are matched on the text as written (accents kept),
not folded."""

_COMPILED = tuple((name, {lang: tuple(re.compile(p, re.IGNORECASE if lang == "en" else 0) for p in sides)
                          for lang, sides in words.items()}) for name, words in OPPOSITES)

# a negation before a word, at most four words before it in its clause (Greek folded): "must not be less than", 不能少于,
# "δεν πρέπει να είναι μικρότερο" (the window of :mod:`comparison`'s negated comparatives)
_NEGATED = {
    # (not past a conjunction that opens a clause of its own: the "not" of "not saved while in progress" negates
    # "saved", not "in progress"; tester t9br br-con16, fiyz)
    "en": re.compile(r"(?:\b(?:not|never|no|cannot)|n't)\s+(?:(?!(?:while|whilst|when|once|until|till|before|after|"
                     r"because|since|if|unless)\s)[a-z]+\s+){0,4}$", re.IGNORECASE),
    "zh": re.compile(r"(?:不|没有|没|未|无|非)(?:得|能|可以|可|应该|应|会|要|是|为|在)?(?:为|是)?$|"
                     # a passive negated, its agent between: 不受第86条A款妨碍 ("is not hindered by Law 86A"), 未被…阻止,
                     # 不会受到…限制 (tester t9bw bw-rew02)
                     r"(?:不|没有|没|未|并未|并不|不会|并不会)(?:受到?|被|遭到?)[^，。；：、,;:（）()]{0,14}$"),
    "el": re.compile(r"(?<!\w)(?:δεν|δε|οχι|ουχι|ουτε|μη|μην)\s+(?:[^\W\d]+\s+){0,4}$"),
}


COMPUTATIONS = {
    # Law 12C4 "the average of them is assigned to each" as 两者的总和 (fix9ch, tester 9ag L-zh-l-def-77)
    "average": {"en": r"\baverag\w*|\bmean\b",
                "zh": r"平均|均值",
                # ("η μέση βαθμολογία", the average score: 86B2(b)'s complement said so, tester t9ba sco12; fix9vd)
                "el": r"(?<!\w)μεσ(?:οσ|ου|ο|η|ησ)\s+(?:ορ|τιμ|βαθμολογι)\w*"},
    # (the verbs too: "cross-IMPs summed over the comparisons" as 各次比较的平均值 / "ο μέσος όρος", and the Greek verb
    # "αθροίζονται" the shipped text says; tester t9by by-sco03, fjao)
    "sum": {"en": r"\bsum(?:s|med|ming)?\b|\btotal(?:s|led|ed|ling|ing)?\b|\badd(?:s|ed|ing)?\s+(?:together|up)\b"
                  r"|\bcumulative(?:ly)?\b|\baccumulat\w*",
            "zh": r"总和|之和|总数|合计|总计|相加|加总|加起来|加在一起|累加|累计|求和",
            "el": r"(?<!\w)αθροι[σζ]\w*|(?<!\w)συνολ\w*|(?<!\w)σωρευτικ\w*"},
    # the Butler datum's method, "mean" as 中位数 / "διάμεσος": the middle result, another datum (fjao, tester t9by
    # by-sco03's kind)
    "median": {"en": r"\bmedians?\b",
               "zh": r"中位数|中位值|中值",
               "el": r"(?<!\w)διαμεσ\w*"},
    # a score rounded said truncated (its decimals cut off) or the other way: "adjusted scores rounded to {decimals}
    # decimals" as 截断到 / "αποκόπτονται" (fjao, tester t9by by-sco03's kind).  Chinese 取整 says rounding (the
    # shipped "按规程对分数取整"); 截断取整 says both, no finding
    "rounded": {"en": r"\bround(?:ed|ing)\b|\bround(?:s)?\s+(?:to|up|down|off|half)\b",
                "zh": r"四舍五入|舍入|取整|凑整",
                "el": r"(?<!\w)στρογγυλ\w*"},
    "truncated": {"en": r"\btruncat\w*|\bcut\s+off\b|\bchopp?(?:ed|ing)?\b",
                  "zh": r"截断|截尾|截去|去尾|舍去|舍弃|直接舍",
                  "el": r"(?<!\w)αποκο[πμ]\w*|(?<!\w)περικο[πμ]\w*"},
    "complement": {"en": r"\bcomplement\w*",
                   "zh": r"互补|补数",
                   "el": r"(?<!\w)συμπληρωμ\w*"},
    "difference": {"en": r"\bdifferences?\b|\bsubtract\w*",
                   "zh": r"差额|之差|差值|相减|减去",
                   "el": r"(?<!\w)διαφορ(?:α|ασ|εσ|ων)(?!\w)|(?<!\w)αφαιρ\w*"},
    # (and "percent", "percent of a top" as 满分的百分比, "ποσοστό του top": the same percentage; fixzq)
    "percentage": {"en": r"\bpercent(?:ages?)?\b|\bper\s+cent\b",
                   "zh": r"百分比|百分",
                   "el": r"(?<!\w)ποσοστ\w*|(?<!\w)τοισ\s+εκατο(?!\w)"},
    # Law 12C4 "the average of them is assigned to each" as 将其最大值判给每一方 / "ο μέγιστος" (fix9ga, tester 9am
    # item 7): the higher or the lower of the two scores is another score (最多 / 最少 are "at most" / "at least")
    # (the English's own words only: "the {drop} highest and {drop} lowest dropped" names results, computes none)
    # the top, a board's most matchpoints, is its maximum: "factored to the full top" as 换算到平均分 / "στον μέσο όρο"
    # computes another score (fixzq, tester t9bh bh-sco11, bh-sco24); 满分, "top" kept in Latin, "μέγιστο (top)".
    # Not "at the top" (of a folder), nor the option --top (code)
    "maximum": {"en": r"\bmaxim(?:um|a|al)\b|(?<!\bat\sthe\s)(?<!-)\b(?:full\s+)?tops?\b",
                "zh": r"最大值|最高值|最大|最高|最佳|(?:较|更)(?:高|大)者|满分|顶分|(?<![A-Za-z-])top(?![A-Za-z])",
                # (not a bound: "κατ' ανώτατο (όριο)", "ως ανώτατο όριο" say "at most"; nor a comparative, "από το
                # μεγαλύτερο στο μικρότερο" orders)
                # the best of them is the highest (12C4 "the average" as "η καλύτερη από τις βαθμολογίες", t9az y005)
                "el": r"(?<!κατ.\s)(?<!ωσ\s)(?<!\w)(?:μεγιστ|ανωτατ|καλυτερ)\w*|(?<![a-z-])top(?![a-z])"},
    "minimum": {"en": r"\bminim(?:um|a|al)\b",
                "zh": r"最小值|最低值|最小|最低|最差|(?:较|更)(?:低|小)者",
                "el": r"(?<!κατ.\s)(?<!ωσ\s)(?<!\w)(?:ελαχιστ|κατωτατ|χειροτερ)\w*"},
}
"""How a score is computed (fix9ch): ``{kind: {lang: pattern}}``, the English's words and the Chinese and Greek
(folded) words that say each kind.  A sentence whose English computes by one kind the translation does not say, the
translation by another the English does not say, computes another score (:func:`_computation_changed`)."""

def compiled_kinds(table: dict[str, dict[str, str]]) -> dict[str, dict[str, re.Pattern]]:
    """A table of words by kind (``{kind: {lang: pattern}}``: :data:`COMPUTATIONS`, :data:`restrictions.RESTRICTIONS`,
    :data:`restrictions.DEGREES`) compiled: the English's case-blind, the Chinese and the Greek (folded) as written."""
    return {kind: {lang: re.compile(p, re.IGNORECASE if lang == "en" else 0) for lang, p in words.items()}
            for kind, words in table.items()}


def folded_pairs(source: str, target: str, lang: str) -> Iterator[tuple[str, str, str]]:
    """The aligned sentences of ``source`` and its translation ``target`` (:func:`negation._sentence_pairs`), each as
    ``(english, translation, folded)``: ``folded`` the translation as a table of :func:`compiled_kinds` reads it, the
    Greek folded (:func:`modality._fold_same_length`), the Chinese as written."""
    from helper.catalog.checks.negation import _sentence_pairs

    for english, translation in _sentence_pairs(source, target, lang):
        yield english, translation, _fold_same_length(translation) if lang == "el" else translation


_COMPUTATIONS = compiled_kinds(COMPUTATIONS)


def _computation_changed(english: str, translation: str, lang: str) -> Opposite | None:
    """The first word of a kind of :data:`COMPUTATIONS` the English sentence says and the translation does not,
    with the translation's word of a kind the English does not say standing nearest it ("average" / 总和, "μέσος όρος" /
    "άθροισμα"); ``None`` when the translation says every kind the English says, or no other."""
    said = {kind: _words(english, "en", words["en"]) for kind, words in _COMPUTATIONS.items()}
    found = {kind: _words(translation, lang, words[lang]) for kind, words in _COMPUTATIONS.items()}
    lost = [(spans[0], kind) for kind, spans in said.items() if spans and not found[kind]]
    gained = [(spans[0], kind) for kind, spans in found.items() if spans and not said[kind]]
    if not lost or not gained:
        return None
    # the translation's word standing nearest (as shares of the sentences) to the English's: 12C4's Greek says
    # "μη συμπληρωματικές" (non-balancing) before the average it computes
    mine = min(lost)[0]
    share = lambda span, text: (span[0] + span[1]) / 2 / max(len(text), 1)
    theirs = min((span for span, _k in gained), key=lambda span: abs(share(span, translation) - share(mine, english)))
    return Opposite("score computation", english[slice(*mine)], translation[slice(*theirs)])


class Opposite(NamedTuple):
    """A word of the English said by its opposite: the pair's name, the English's word, the translation's word."""

    pair: str
    english: str
    found: str


_NEUTRAL = {name: {lang: re.compile(pattern) for lang, pattern in words.items()} for name, words in NEUTRAL.items()}


def _words(text: str, lang: str, pattern: re.Pattern, neutral: re.Pattern | None = None,
           as_written: bool = False) -> list[tuple[int, int]]:
    """The spans of the words of ``pattern`` in ``text`` (Greek matched folded, of the same length, unless
    ``as_written``) not negated in their clause (:data:`_NEGATED`) nor inside a word of ``neutral`` (:data:`NEUTRAL`:
    最后 holds no "after")."""
    folded = _fold_same_length(text) if lang == "el" else text
    negated = _NEGATED[lang]
    inside = [m.span() for m in neutral.finditer(folded)] if neutral is not None else []
    return [m.span() for m in pattern.finditer(text if as_written else folded)
            if not negated.search(folded[max(0, m.start() - 40):m.start()])
            and not any(a <= m.start() and m.end() <= b for a, b in inside)]


_FIELD = re.compile(r"\{[^{}\s]*\}")


def _from_the_other_side(english: str, mine: tuple[int, int], translation: str, theirs: tuple[int, int]) -> bool:
    """Whether the translation states the English's relation from the other side: the placeholders before and after
    the English's word stand after and before the translation's opposite ("{top} is below {score}" as "{score} 高于
    {top}", "{a} before {b}" as "{b} 在 {a} 之后"): the same meaning (as :func:`comparison.stated_from_the_other_side`
    for its comparatives)."""
    def sides(text: str, span: tuple[int, int]) -> tuple[set, set]:
        return ({m.group() for m in _FIELD.finditer(text, 0, span[0])},
                {m.group() for m in _FIELD.finditer(text, span[1])})

    (before_s, after_s), (before_t, after_t) = sides(english, mine), sides(translation, theirs)
    return bool(before_s and after_s) and before_s == after_t and after_s == before_t


def _counted(text: str, spans: list[tuple[int, int]]) -> int:
    """How many of the words at ``spans`` of ``text`` count for a word said as often as the other text says it
    (:data:`COUNTED`): not an option's value, one lower-case word alone in brackets ("percent (mp)", "IMPs (imps)":
    the Director types it, it names no unit said; fixwe)."""
    return sum(1 for start, end in spans if not (text[start - 1:start] in ("(", "（") and text[end:end + 1] in (")", "）")
                                                 and text[start:end].islower()))


_LITERAL_AFTER = re.compile(r"\s*(-{1,2}[A-Za-z][\w-]*|[A-Za-z][\w+]*)")
"""An option or a word in Latin letters right after a joining word: what a translation keeps as the English writes it
(:func:`_anchored`)."""


def _anchored(english: str, ors: list[tuple[int, int]], ands: list[tuple[int, int]], translation: str,
              theirs: list[tuple[int, int]]) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The English "or" (of ``ors``, spans of ``english``) that the translation says by an "and" (of ``theirs``,
    spans of ``translation``), both standing right before the same option or Latin word (:data:`_LITERAL_AFTER`):
    "--side ns or ew (…), or --player n" as "--side ns 或 ew（…），和 --player n" (tester t9bl bl-alt13, fiye).  None
    where an English "and" (``ands``) stands before that word too, or the word follows more than one English "or".
    ``(english span, translation span)`` or ``None``."""
    def after(text: str, span: tuple[int, int]) -> str:
        match = _LITERAL_AFTER.match(text, span[1])
        return match.group(1).casefold().rstrip("s") if match else ""

    for theirs_span in theirs:
        word = after(translation, theirs_span)
        if not word or any(after(english, span) == word for span in ands):
            continue
        mine = [span for span in ors if after(english, span) == word]
        if len(mine) == 1:
            return mine[0], theirs_span
    return None


def opposite_words(source: str, target: str, lang: str) -> list[Opposite]:
    """The words of English ``source`` that its ``zh`` or ``el`` translation ``target`` says by their opposites
    (:data:`OPPOSITES`): in a pair of aligned sentences, the English has a word of one side and none of the other,
    the translation a word of the other side and none of the first ("whole number" / 小数, "contributed to" /
    减轻了, "after" / 前), and does not state the relation from the other side (its placeholders swapped round the
    word: :func:`_from_the_other_side`).  Returns one :class:`Opposite` per pair and sentence, in the English's
    order; ``[]`` for another language."""
    from helper.catalog.checks.negation import _sentence_pairs
    from helper.catalog.checks.structure import sentences

    if lang not in ("zh", "el"):
        return []
    from helper.catalog.checks.numbers import without_placeholders

    found = []
    for written_en, written_tr in _sentence_pairs(source, target, lang):
        # (a placeholder's name is no word: "{minus_imps}" names no IMPs; fixwe, tester t9bb num019) but its
        # placeholders, as written, tell which side of a relation is which (:func:`_from_the_other_side`: "'top' {top}
        # is below 'score' {score}" as "'score' {score} 高于 … 'top' {top}", test_check_fix9ab F5; fixwx3)
        english, translation = without_placeholders(written_en), without_placeholders(written_tr)
        for name, words in _COMPILED:
            if lang not in words:
                continue
            mine = [_words(english, "en", side) for side in words["en"]]
            theirs = [_words(translation, lang, side, _NEUTRAL.get(name, {}).get(lang), lang in AS_WRITTEN.get(name, ()))
                      for side in words[lang]]
            if name in LIST_AND and lang == "zh" and _ONE_OF.search(translation):
                # (a list said "one of" is a choice: its 和 / 与 / 及 say no "and"; fixwx1)
                theirs = [[span for span in side if translation[slice(*span)] not in LIST_AND[name]] for side in theirs]
            elif name in LIST_AND and lang == "el" and _ONE_OF_EL.search(_fold_same_length(translation)):
                # (a Greek sentence choosing "one of" its list, "πατήστε ένα από τα y και n": its και are the list's
                # and "then" of its clauses, "Διαβάστε την ερώτηση και πατήστε", no "and" said for an "or"; fixyc)
                theirs = [[span for span in side if _fold_same_length(translation[slice(*span)]) not in ("και", "κι")]
                          for side in theirs]
            if name in LIST_AND and not mine[0] and not mine[1]:
                # (an "or" of the things a "no" denies, "no such file or directory" as 没有这个文件和目录, "δεν υπάρχει
                # τέτοιο αρχείο και κατάλογος": read as the English's "or" though negated; tester t9bz bz-alt15, fjaq)
                denied = _denied_or(english, translation, lang, theirs)
                if denied is not None:
                    found.append(Opposite(name, *denied))
                    continue
            for said, other in ((0, 1), (1, 0)):
                if ONE_WAY.get(name, said) != said:
                    # (the other way read by count alone, where the English names its side only: "give the
                    # appeal's scores in IMPs" as "σε ποσοστό", tester t9bk bk-sco11; fixzx)
                    if name in COUNTED_BACK and mine[said] and not mine[other] and theirs[other] \
                            and _counted(english, mine[said]) > _counted(translation, theirs[said]) \
                            and not _from_the_other_side(written_en, mine[said][0], written_tr, theirs[other][0]):
                        found.append(Opposite(name, english[slice(*mine[said][0])],
                                              translation[slice(*theirs[other][0])]))
                    continue
                # the English's word named: an "or" rather than the "either" before it
                first = next((s for s in mine[said] if english[s[0]:s[1]].casefold() != "either"),
                             mine[said][0] if mine[said] else None)
                if mine[said] and not mine[other] and theirs[other] and not theirs[said] \
                        and lang not in COUNTED_ONLY.get(name, ()) \
                        and not (name in LIST_AND and _RESPECTIVELY.search(english)) \
                        and not _from_the_other_side(written_en, mine[said][0], written_tr, theirs[other][0]):
                    found.append(Opposite(name, english[slice(*first)], translation[slice(*theirs[other][0])]))
                elif name in COUNTED and _counted(english, mine[said]) > _counted(translation, theirs[said]) \
                        and _counted(translation, theirs[other]) > _counted(english, mine[other]) \
                        and bool(mine[other]) == (name in COUNTED_BOTH) \
                        and not (said == 0 and lang in COUNTED_ONLY.get(name, ())):
                    # (the translation's word the English does not write as it is: "(mp)", an option's value both
                    # write, is no unit said in another's place; fixwe)
                    place = next((s for s in theirs[other] if not re.search(
                        rf"(?<!\w){re.escape(translation[slice(*s)])}(?!\w)", english)), theirs[other][0])
                    found.append(Opposite(name, english[slice(*first)], translation[slice(*place)]))
                elif name in PERSONS and mine[said] and not mine[other] and theirs[other]:
                    found.append(Opposite(name, english[slice(*first)], translation[slice(*theirs[other][0])]))
                elif name in BY_PLACE and mine[said] and theirs[other] and (mine[other] or theirs[said]) \
                        and len(sentences(english, "en")) == len(sentences(translation, lang)) == 1:
                    # one sentence each (texts whose sentences do not pair are read whole: an added sentence's και
                    # has no place in the English); a list's 和 / 与 / 及 (:data:`LIST_AND`) read only where no "or"
                    # is left (12C2(b) "plus 3 IMPs or minus 3 IMPs respectively" as "+3 IMP和-3 IMP", its 或 kept
                    # elsewhere; fixwd)
                    # (no "or" left at all, "either A, or B and C" as "A 和 B 和 C": its 和 are read too, the
                    # English "or" said by one of them; tester t9bg bg-alt09, fixzl)
                    placed = [span for span in theirs[other] if not theirs[said]
                              or translation[slice(*span)] not in LIST_AND.get(name, ())]
                    # (a list's 和 before the very option or term the English's "or" stands before, "，和 --player"
                    # for ", or --player": that "or", whatever "or"s are kept elsewhere; tester t9bl bl-alt13, fiye)
                    anchored = _anchored(english, mine[said], mine[other], translation, theirs[other]) \
                        if name in LIST_AND and not _RESPECTIVELY.search(english) else None
                    if anchored:
                        found.append(Opposite(name, english[slice(*anchored[0])], translation[slice(*anchored[1])]))
                        continue
                    spans = _by_place(english, mine[said], mine[other], translation, theirs[said], placed,
                                      lang) if placed else None
                    if spans:
                        found.append(Opposite(name, english[slice(*spans[0])], translation[slice(*spans[1])]))
        moved = qualifier_moved(english, translation, lang)
        if moved is not None and not any(o.english == moved.english or o.found == moved.found for o in found):
            found.append(moved)
        computed = _computation_changed(english, translation, lang)
        if computed is not None:
            found.append(computed)
        joined = _conditions_made_alternatives(english, translation, lang)
        if joined is None:
            joined = _together_made_alternatives(english, translation, lang)
        if joined is None:
            joined = _list_made_together(english, translation, lang)
        if joined is not None and not any(o.pair == "or / and" for o in found):
            found.append(joined)
    return found


QUALIFIED_UNITS = ("IMPs / matchpoints", "percentage / IMPs", "percentage / matchpoints")
"""The pairs of :data:`OPPOSITES` whose words are scoring units a list may qualify in brackets, each its own ("IMPs
(teams)"): :func:`qualifier_moved`."""

_BRACKET_AFTER = re.compile(r"\s*[(（]")
_BRACKET_CLOSE = re.compile(r"[^()（）]*[)）]")
_LIST_GAP = re.compile(r"\s*(?:\([^()]*\)|（[^（）]*）)?\s*"
                       r"(?:[,，、;；]|\bor\b|\band\b|或|和|及|(?<!\w)ή(?!\w)|(?<!\w)και(?!\w))\s*")
"""What stands between two items of one list: a list mark or "or"/"and" (或, 和, ή, και), after the first item's
bracket if it has one ("matchpoints, IMPs (teams)"; "IMP（队式赛）、比赛分")."""


_DENIED_OR_EN = re.compile(r"\bno\s+(?:(?!(?:is|are|was|were|be|been|has|have|had|can|could|may|might|must|shall|should"
                           r"|will|would|does|do|did|not|and|but|longer|more|less|one)\b)[\w'-]+\s+){1,3}?(?P<or>or)\b",
                           re.IGNORECASE)
"""An "or" joining the things a "no" denies, no verb between ("no such file or directory", "no note or comment"):
neither is there; not "no longer … or", "no more … or"."""
_AND_SAID = {"zh": re.compile(r"和|与|及|以及|并且|而且"), "el": re.compile(r"(?<!\w)(?:και|κι)(?!\w)")}
_DENIAL = {"zh": re.compile(r"没有|没|无|不存在|不|未|非"),
           "el": re.compile(r"(?<!\w)(?:δεν|δε|μη|μην|χωρισ|κανεν\w*|καμια|κανενα|ουτε)(?!\w)")}
"""A denial in the translation (Greek folded): before its "and", the things it joins denied together; after it, in its
clause, each denied on its own ("无文件且无目录", "δεν υπάρχει αρχείο και δεν υπάρχει κατάλογος": the "or" kept)."""


def _denied_or(english: str, translation: str, lang: str,
               theirs: list[list[tuple[int, int]]]) -> tuple[str, str] | None:
    """An "or" of the things a "no" of the English denies (:data:`_DENIED_OR_EN`, the sentence saying no other "or" nor
    "and") said by an "and" under one denial in the translation ("no such file or directory" as 没有这个文件和目录,
    "δεν υπάρχει τέτοιο αρχείο και κατάλογος"): "neither" made "not both" (tester t9bz bz-alt15, fjaq).  The
    translation has no word of an "or" (negated or not), its "and" (of :data:`OPPOSITES`' "or / and", ``theirs``' second
    side) stands after a denial of its clause (:data:`_DENIAL`) and none stands after it there (the denial said again
    for each thing keeps the "or").  ``(the English's "or", the translation's "and")`` or None."""
    from helper.catalog.checks.modality import _fold_same_length

    denied = _DENIED_OR_EN.search(english)
    if denied is None or lang not in _AND_SAID or re.search(r"\b(?:or|either|and)\b", english[:denied.start("or")]
                                                             + english[denied.end("or"):], re.IGNORECASE):
        return None
    folded = _fold_same_length(translation) if lang == "el" else translation
    pattern = dict(_COMPILED)["or / and"][lang][0]
    if pattern.search(translation if lang in AS_WRITTEN["or / and"] else folded):
        return None
    # (the words of "and" a denial before them hides in the pair's reading too: "δεν υπάρχει τέτοιο αρχείο και")
    ands = sorted(set(theirs[1]) | {m.span() for m in dict(_COMPILED)["or / and"][lang][1].finditer(
        translation if lang in AS_WRITTEN["or / and"] else folded)})
    for start, end in ands:
        if not _AND_SAID[lang].fullmatch(folded[start:end]):
            continue
        opening = max([m.end() for m in re.finditer(r"[,，;；:：。.·]", folded[:start])], default=0)
        closing = re.compile(r"[,，;；:：。.·]").search(folded, end)
        if _DENIAL[lang].search(folded, opening, start) and not _DENIAL[lang].search(
                folded, end, closing.start() if closing else len(folded)):
            return denied.group("or"), translation[start:end]
    return None


def _listed_together(text: str, first: list[tuple[int, int]], second: list[tuple[int, int]]) -> bool:
    """Whether a word of ``first`` and one of ``second`` (spans of ``text``) stand side by side as items of one list,
    either first (:data:`_LIST_GAP` between them)."""
    return any(_LIST_GAP.fullmatch(text, a[1], b[0]) for a in first + second for b in first + second
               if a[1] <= b[0] and (a in first) != (b in first))


_OPTION_VALUE = re.compile(r"\s*[a-z][a-z-]*\s*")
"""A bracket's content that is an option's value the Director types ("percent (mp)", "IMPs (imps)"), no qualifier."""


def _in_option_value(text: str, span: tuple[int, int]) -> bool:
    """Whether the word at ``span`` of ``text`` is an option's value alone in brackets ("percent (mp)":
    :data:`_OPTION_VALUE`)."""
    return text[span[0] - 1:span[0]] in ("(", "（") and text[span[1]:span[1] + 1] in (")", "）") \
        and bool(_OPTION_VALUE.fullmatch(text, *span))


def qualifier_moved(english: str, translation: str, lang: str) -> Opposite | None:
    """A scoring unit of a list whose bracketed qualifier the translation gives to another unit of the list (tester
    t9bq bq-sco07, fiyv: "matchpoints, IMPs (teams), pairs at cross-IMPs" as "IMP、比赛分（队式赛）、双人赛交叉 IMP":
    the units swapped, teams now scored in matchpoints).  In an English sentence naming both units of a pair of
    :data:`QUALIFIED_UNITS`, one unit of one side stands right before a bracket and none of the other side does; in
    its ``zh`` or ``el`` translation one unit of the other side stands before a bracket and none of the English's
    side: ``Opposite(pair, the English's unit and bracket, the translation's)``, else ``None``.  A list reordered
    with each unit keeping its bracket ("IMP（队式赛）、比赛分") or both units qualified (either side before a bracket
    in both texts) is no finding, nor a unit that is an option's value in brackets ("percent (mp)"), nor a unit the
    translation no longer names anywhere (a unit said by another: :func:`opposite_words`' or the terminology check's
    reading), nor units that are no items of one list in both texts (:func:`_listed_together`: 12C2(c)'s "60% of the
    available matchpoints … (or the equivalent in IMPs) … the percentage obtained (or the equivalent in IMPs)", whose
    Chinese brackets stand after other words, read as one sentence: test_check_fix9jc, m55's CI)."""
    def bracketed(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
        ends = []
        for start, end in spans:
            opened = _BRACKET_AFTER.match(text, end)
            closed = _BRACKET_CLOSE.match(text, opened.end()) if opened else None
            if closed:
                ends.append((start, closed.end()))
        return ends

    for name, words in _COMPILED:
        if name not in QUALIFIED_UNITS or lang not in words:
            continue
        said_en = [[s for s in _words(english, "en", side) if not _in_option_value(english, s)]
                   for side in words["en"]]
        if not (said_en[0] and said_en[1]):
            continue
        said_at = [_words(translation, lang, side) for side in words[lang]]
        mine = [bracketed(english, side) for side in said_en]
        theirs = [bracketed(translation, side) for side in said_at]
        for said, other in ((0, 1), (1, 0)):
            # (the English's unit said as often elsewhere in the list: moved, not made another, "average IMPs (imps)"
            # as 每副平均比赛分（imps）, tester t9bj bj-sco25, the terminology check's)
            if len(mine[said]) == 1 and not mine[other] and len(theirs[other]) == 1 and not theirs[said] \
                    and len(said_at[said]) >= len(said_en[said]) \
                    and _listed_together(english, *said_en) and _listed_together(translation, *said_at):
                return Opposite(name, english[slice(*mine[said][0])], translation[slice(*theirs[other][0])])
    return _qualifiers_swapped(english, translation, lang)


QUALIFIER_KINDS = {
    # (cross-IMPs read before the others: 交叉 IMP, "cross-IMPs" name no other kind)
    "cross-IMPs": {"en": r"\bcross-?\s*IMPs?\b", "zh": r"交叉", "el": r"cross-?\s*imps?|διασταυρ"},
    "teams": {"en": r"\bteams?\b", "zh": r"队式|团体|(?<![一两二三四各每])队(?![员长])", "el": r"(?<!\w)ομαδ"},
    "pairs": {"en": r"\bpairs?\b", "zh": r"双人|对式|搭档", "el": r"(?<!\w)ζευγ"},
    "percent": {"en": r"\bpercent(?:ages?)?\b|\bper\s+cent\b", "zh": r"百分", "el": r"(?<!\w)ποσοστ|τοισ\s+εκατο"},
    "victory points": {"en": r"\bvictory\s+points?\b|\bVPs?\b", "zh": r"胜利分|(?<![A-Za-z])VPs?(?![A-Za-z])",
                       "el": r"(?<!\w)νικ|victory\s+points?|(?<![a-z])vps?(?![a-z])"},
}
"""What a scoring unit's bracketed qualifier says ("imps (teams)", "mp (percent of a top)", "ximps (cross-IMPs)", "vps
(a match in victory points)"), per language (Greek folded): :func:`_qualifiers_swapped`."""
_KINDS = {lang: [(kind, re.compile(words[lang], re.IGNORECASE if lang == "en" else 0))
                 for kind, words in QUALIFIER_KINDS.items()] for lang in ("en", "zh", "el")}

_UNIT_WORD = {
    "en": r"(?<![\w-])(?!(?:or|and)\b)[A-Za-z][A-Za-z-]*(?![\w-])",
    "zh": r"国际比赛分|比赛分|(?<![\w-])[A-Za-z][A-Za-z-]*(?![\w-])",
    "el": r"(?<!\w)βαθμοι\s+αγωνα(?!\w)|(?<![\w-])(?!(?:or|and)\b)[a-z][a-z-]*(?![\w-])",
}
_UNIT_ITEM = {lang: re.compile(rf"({word})(?:\s*[(（]([^()（）]*)[)）])?") for lang, word in _UNIT_WORD.items()}
"""An item of a list of units: an option's value or a scoring unit's word, and its bracket if it has one ("imps
(teams)", 比赛分（队式赛）, "butler"; Greek folded)."""
_UNIT_KEY = {"matchpoints": "mp", "matchpoint": "mp", "mps": "mp", "比赛分": "mp", "βαθμοι αγωνα": "mp", "imp": "imps",
             "国际比赛分": "imps", "vp": "vps", "ximp": "ximps"}
"""A unit's words as one key, whatever the text writes (matchpoints, mp, 比赛分, "βαθμοί αγώνα")."""
_BETWEEN_ITEMS = re.compile(r"\s*(?:[,，、;；]\s*(?:(?:or|and|η|και)\s+)?|(?<!\w)(?:or|and|η|και)\s+|[或和及]\s*)")
"""What stands between two items of one list: a list mark, "or"/"and" (或, 和, 及, ή, και; Greek folded), or both
(", or")."""


def _unit_lists(text: str, lang: str) -> list[list[tuple[str, tuple[int, int], str | None]]]:
    """The lists of units of ``text``: runs of two items or more (:data:`_UNIT_ITEM`) with only
    :data:`_BETWEEN_ITEMS` between them, each item ``(key, span of unit and bracket, kind of its qualifier)``: the
    kind one of :data:`QUALIFIER_KINDS` where the item has a bracket saying exactly one (cross-IMPs first), else
    None."""
    folded = _fold_same_length(text) if lang == "el" else text
    runs: list[list] = []
    for m in _UNIT_ITEM[lang].finditer(folded):
        said = re.sub(r"\s+", " ", m.group(1).lower())
        kinds = []
        for kind, pattern in _KINDS[lang] if m.group(2) is not None else ():
            if pattern.search(m.group(2)):
                kinds.append(kind)
                if kind == "cross-IMPs":
                    break
        item = (_UNIT_KEY.get(said, said), m.span(), kinds[0] if len(kinds) == 1 else None)
        if runs and _BETWEEN_ITEMS.fullmatch(folded, runs[-1][-1][1][1], m.start()):
            runs[-1].append(item)
        else:
            runs.append([item])
    return [run for run in runs if len(run) > 1]


def _qualifiers_swapped(english: str, translation: str, lang: str) -> Opposite | None:
    """Units of one list keeping their order while their bracketed qualifiers are swapped (fizp, a miss of tester
    t9bq bq-sco07's kind, fiyv: "mp (percent of a top), imps (teams), ximps" as "mp（队式赛）、imps（满分的百分比）、ximps",
    "ximps (cross-IMPs)" as "imps（交叉 IMP）、ximps（队式赛）"): in a list of the English and one of its ``zh`` or ``el``
    translation (:func:`_unit_lists`), a unit the translation qualifies by what the English says of another unit of the
    list (:data:`QUALIFIER_KINDS`), the English not saying it of this one and the translation no longer saying it of the
    other, both units named in both lists.  ``Opposite("IMPs / matchpoints", the other unit and its bracket in the
    English, the unit and bracket of the translation)`` (another scoring unit for that qualifier), else ``None``.
    Qualifiers reworded (（团体赛）, "(ομαδικά)") or units reordered each with its own are no finding, nor a bracket
    that says no kind or two (an option's value, "percent (mp)"), nor brackets of no list (12C2(c)'s "(or the
    equivalent in IMPs)": test_check_fix9jc)."""
    if lang not in ("zh", "el"):
        return None
    for mine in _unit_lists(english, "en"):
        kinds_en = {key: kind for key, _span, kind in mine}
        for theirs in _unit_lists(translation, lang):
            kinds_at = {key: kind for key, _span, kind in theirs}
            for key, span, kind in theirs:
                if kind is None or key not in kinds_en or kinds_en[key] == kind:
                    continue
                owners = [(k, s) for k, s, q in mine if q == kind and k != key and k in kinds_at
                          and kinds_at[k] != kind]
                if len(owners) == 1:
                    return Opposite("IMPs / matchpoints", english[slice(*owners[0][1])], translation[slice(*span)])
    return None


_AND_EN = re.compile(r"\band\b", re.IGNORECASE)
_ANY_OR_EN = re.compile(r"\b(?:or|either|nor|neither)\b", re.IGNORECASE)
_ALTERNATIVE = {
    # 或 / 或者 / 抑或 / 要么, not 或许 ("perhaps"), 或多或少; not 还是 (also "still")
    "zh": re.compile(r"或(?!许|多或少)|要么"),
    "el": re.compile(r"(?<!\w)(?:ή|Ή|είτε|Είτε)(?!\w)"),
}
_AND_SAID = {"zh": re.compile(r"和|与|及|并且|而且|以及|同时|(?<![暂况尚])且"),
             "el": re.compile(r"(?<!\w)(?:και|κι)(?!\w)")}
"""The translation's "and"s (Greek folded), counted against the English's where it has a negated "or" of its own
(:func:`_together_made_alternatives`)."""
_CLAUSE_NEGATION = {"zh": re.compile(r"[不没未无非]"), "el": re.compile(r"(?<!\w)(?:δεν|δε|μη|μην|ουτε|χωρισ)(?!\w)")}
"""A negation anywhere before a word in its clause (Greek folded)."""
# an "or" of a count ("one or more": 一个或多个, "μία ή περισσότερες"), no alternative of the English's "and"
# (and a bound's "or equal": 小于或等于 0, "μικρότερο ή ίσο", fix9qa's --amount reworded; "60% ή και περισσότερο",
# fix9ff's 12C2(a) bound reworded; fixg2)
_COUNT_AFTER = {"zh": re.compile(r"^(?:者)?\s*(?:多|更多|以上|以下|少|更少|等于)"),
                "el": re.compile(r"^\s*(?:και\s+)?(?:περισσοτερ|λιγοτερ|περισσοτ|ανω|ισ(?:ο|η|οσ|ουσ|α|εσ)(?!\w))", re.IGNORECASE)}


def _together_made_alternatives(english: str, translation: str, lang: str) -> Opposite | None:
    """The English sentence's "and" joining two things required together (Law 12C3 "the rectifications in this Code
    and the provisions requiring the award of adjusted scores", 12B1 "to redress damage … and to take away any
    advantage") said by an "or" in its ``zh`` or ``el`` translation (或; "ή", "είτε"): either one made enough, the rule
    widened (fix9vd, tester t9ba alt10, alt11, alt22, alt23).  The mirror of "or" said as "and" (:data:`OPPOSITES`,
    read one way there), read only where the English sentence has an unnegated "and" and no unnegated "or", "either",
    "nor" (an "or" of its own the translation may move; all its "or"s negated, "no longer saves or records it", where
    the translation says fewer "and"s than it: tester t9be be-alteel08) and the translation an
    unnegated "or" (:func:`_words`) that is no count's ("one or more": 一个或多个, "μία ή περισσότερες").
    ``Opposite("and made or", "and", the "or")`` or None."""
    pattern = _ALTERNATIVE.get(lang)
    if pattern is None or _words(english, "en", _ANY_OR_EN):
        return None
    ands = _words(english, "en", _AND_EN)
    if not ands:
        return None
    folded = _fold_same_length(translation) if lang == "el" else translation
    ors = [span for span in _words(translation, lang, pattern, as_written=True)
           if not _COUNT_AFTER[lang].match(folded[span[1]:span[1] + 16])]
    if not ors:
        return None
    # (the English's "or"s all negated, "no longer saves or records it" as "ούτε … ούτε": read where the translation
    # says fewer "and"s than the English besides, one said by its "or": "took over the ruling and has ended since" as
    # "ανέλαβε … ή έχει τερματιστεί", tester t9be be-alteel08)
    if _ANY_OR_EN.search(english):
        # (and the translation's "or"s with no negation before them in their clause: 不再保存或记录它 keeps the
        # English's negated "or")
        ors = [span for span in ors
               if not _CLAUSE_NEGATION[lang].search(re.split(r"[,;:.·，；：。]", folded[:span[0]])[-1])]
        if not ors or len(_words(translation, lang, _AND_SAID[lang])) >= len(ands):
            return None
    return Opposite("and made or", english[slice(*ands[0])], translation[slice(*ors[0])])


_CASE_LIST_EN = re.compile(r"(?:\(|:\s)((?:[\w'-]+\s+){0,3}[\w'-]+(?:,\s+(?:[\w'-]+\s+){0,3}[\w'-]+)+)(?=\)|\.?$)")
"""A list of cases by commas alone, in a bracket or after a colon to the end: "(cards mixed, board not played)"."""
_TOGETHER = {"zh": re.compile(r"并且|而且|(?<![暂况尚姑])且(?!慢)|同时"),
             "el": re.compile(r"(?<!\w)(?:και\s+ταυτόχρονα|και\s+συγχρόνως|και\s+μαζί)(?!\w)", re.IGNORECASE)}
"""The translation's words joining two things both required (并且, 而且, 且, 同时; "και ταυτόχρονα"), not the "and" of
a list (和, 与, 及, και alone)."""


def _in_list_place(translation: str, at: int, bracketed: bool) -> bool:
    """Whether ``at`` of ``translation`` stands where a list of the English in a bracket (``bracketed``) or after a
    colon stands: inside a bracket left open before it, or after a colon (:func:`_list_made_together`)."""
    before = translation[:at]
    if bracketed:
        return max(before.rfind("("), before.rfind("（")) > max(before.rfind(")"), before.rfind("）"))
    return ":" in before or "：" in before


def _list_made_together(english: str, translation: str, lang: str) -> Opposite | None:
    """A list of cases the English sentence joins by commas alone, each case enough (:data:`_CASE_LIST_EN`: "No result
    can be obtained (cards mixed, board not played)"), said with a word of both required in its translation (牌张混乱且
    这副牌未打: :data:`_TOGETHER`), where the English sentence has no "and" (tester t9bf bf-alt25, fixzg).
    The word read is one inside the translation's bracket, or after its colon, where the English's list stands: a
    word of both joining a clause before the list ("需要终端，并且必须以管理员身份运行；脚本请使用：A、B、C", a clause
    added, no list made "and": tester t9bh bh-sen05, fixzo) is none.
    ``Opposite("or / and", the English list, the translation's clause)`` or None."""
    pattern = _TOGETHER.get(lang)
    listed = _CASE_LIST_EN.search(english)
    if pattern is None or listed is None or _AND_EN.search(english) or _ANY_OR_EN.search(english):
        return None
    bracketed = english[listed.start()] == "("
    joined = next((m for m in pattern.finditer(translation) if _in_list_place(translation, m.start(), bracketed)),
                  None)
    if joined is None:
        return None
    start = max(translation.rfind(mark, 0, joined.start()) for mark in "(（:：，,;；")
    ends = [at for at in (translation.find(mark, joined.end()) for mark in ")），,;；。.") if at >= 0]
    return Opposite("or / and", listed.group(1), translation[start + 1:min(ends, default=len(translation))].strip())


def _conditions_made_alternatives(english: str, translation: str, lang: str) -> Opposite | None:
    """The "and" joining two conditions of the English sentence (a second predicate or clause of an "if" / "when":
    :data:`conditions._CONJUNCT`; Law 86B1 "when the Director awards an adjusted score and the result at the other
    table … is clearly favourable to one side") said by an "or" in its translation (判给调整分，或同样参赛者…; "ή"): both
    conditions required made either one, the rule widened (fix9ib, tester t9as ZL59).  Read where the translation has
    more words of an alternative (:data:`conditions._OR`: 或, 还是, 要么; ή, είτε; not 一个或多个, "ή περισσότερα") than
    the English sentence has "or"s; the translation's "or" nearest (as shares of the sentences) to the English "and".
    "or" said as "and" is the pair "or / and" (:data:`OPPOSITES`), read one way there: an "and" of a list may be said
    with 或 (:data:`ONE_WAY`); the "and" of two conditions may not.  ``Opposite("and / or", "and", the "or")`` or
    None."""
    from helper.catalog.checks.conditions import _CONDITION, _CONJUNCT, _OR, _clause_end
    from helper.catalog.checks.conditions import _unbracketed as _blank_brackets

    if lang not in _OR:
        return None
    joints = [joint for m in _CONDITION["en"].finditer(english)
              for joint in _CONJUNCT.finditer(english, m.end(), _clause_end(english, m.start()))
              if joint.group().split()[0].casefold() == "and"]
    if not joints:
        return None
    bare = _blank_brackets(translation)
    ors = [m.span() for m in _OR[lang].finditer(bare)]
    if len(ors) <= len(_OR["en"].findall(_blank_brackets(english))):
        return None
    at = (joints[0].start() + 1) / max(len(english), 1)
    start, end = min(ors, key=lambda span: abs(span[0] / max(len(translation), 1) - at))
    return Opposite("and / or", joints[0].group().split()[0], translation[start:end])


_EITHER = ("είτε", "要么")
"""The translation's words of "either", which say an "or" only with another after them (:func:`_by_place`)."""

_CLAUSE_MARKS = {"en": re.compile(r"[,;:]"), "zh": re.compile(r"[，；：、,;:]"), "el": re.compile(r"[,;:·]")}


def _by_place(english: str, said: list[tuple[int, int]], other: list[tuple[int, int]], translation: str,
              theirs_said: list[tuple[int, int]], theirs_other: list[tuple[int, int]], lang: str
              ) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Where an English sentence says both sides of a pair (:data:`BY_PLACE`: ``said``, the spans of the side the
    pair is read for, "or"; ``other``, "and") or its translation keeps some words of ``said``, the English word of
    ``said`` the translation (in ``lang``) says by its opposite: the translation has fewer words of ``said``
    (``theirs_said``; "either … or" counts as one) and a word of ``other`` (``theirs_other``) whose English word is
    one of ``said``.  That word is read in the clause of the same rank when both sentences have as many clauses
    (commas, semicolons, colons; 、 too): the English clause's only side, or its word nearest as shares of the
    clauses; else the English word nearest as shares of the sentences.  Returns ``(english span, translation span)``,
    or ``None``."""
    wanted = len([s for s in said if english[s[0]:s[1]].casefold() != "either"]) or len(said)
    # likewise the translation's "either": "είτε A ή B", "είτε A είτε B" say one "or", "είτε A και B" none (fix9cb: 86B2(b)
    # "either an artificial … or an assigned adjusted score" with its ή made και)
    either = [s for s in theirs_said if translation[s[0]:s[1]].casefold() in _EITHER]
    if len(theirs_said) - len(either) + max(0, len(either) - 1) >= wanted:
        return None
    marks_en = [m.start() for m in _CLAUSE_MARKS["en"].finditer(english)]
    marks_t = [m.start() for m in _CLAUSE_MARKS[lang].finditer(translation)]
    bounds = lambda marks, text, at: (max([-1] + [m for m in marks if m < at]) + 1,
                                      min([len(text)] + [m for m in marks if m >= at]))
    rank = lambda marks, at: len([m for m in marks if m < at])
    share = lambda span, start, end: ((span[0] + span[1]) / 2 - start) / max(end - start, 1)
    for theirs in theirs_other:
        words = [(s, True) for s in said] + [(s, False) for s in other]
        clause_t = (0, len(translation))
        clause_en = (0, len(english))
        if len(marks_en) == len(marks_t):
            j = rank(marks_t, theirs[0])
            words = [w for w in words if rank(marks_en, w[0][0]) == j]
            if not words:
                continue
            clause_t = bounds(marks_t, translation, theirs[0])
            clause_en = bounds(marks_en, english, words[0][0][0])
        nearest, is_said = min(words, key=lambda w: abs(share(w[0], *clause_en) - share(theirs, *clause_t)))
        if is_said:
            return nearest, theirs
    return None


_WITHOUT_EN = re.compile(r"\bwithout\b(?:\s+[\w'’&-]+){0,2}", re.IGNORECASE)

WITHOUT_SAID = {
    "el": re.compile(r"(?<!\w)(?:χωρισ|ανευ|διχωσ|πλην|εκτοσ|μη|μην|δεν|δε|οχι|ουτε|ουδε|κανεν\w*|καμι\w*)(?!\w)"
                     r"|(?<!\w)(?:εξαιρ|ελλειψ|απουσ|ανευθυν|ανυπαιτ|στερ|απαγορευ|αδυνατ)\w*"),
    # Chinese: a negation (未取得结果, 没有结果, 无结果, 非, 禁止), a lack (缺), an exception (除, 不计, 扣除) or a word that leaves a
    # thing out (放弃, 略去, 去掉); read only for a "without" before a noun phrase (fix9ra, below)
    "zh": re.compile(r"不|没|無|无|未|非|缺|除|免|否|勿|别|禁|零|放弃|略|省去|舍|去掉|删"),
}
"""The words that can say an English "without" (fix9fd): Greek (folded) χωρίς, άνευ, δίχως, πλην, εκτός, a negation
(μη, δεν, όχι: "without saving" as "δεν αποθηκεύεται"; απαγορεύεται, which takes a "shall not", and αδύνατο, which
takes a "could not": 86A's "could not be known" as "ήταν αδύνατο να είναι γνωστό", fix9gb), εξαιρουμένου,
ελλείψει, απουσία.  A sentence whose translation has none dropped the English's "without" (:func:`without_dropped`).
Chinese only for a "without" before a determiner (:data:`_WITHOUT_NOUN_EN`: "a contestant without a result" as
参赛者…取得结果, tester t9ay ZM-065; fix9ra): "without saving" is said in words of its own (放弃修改, discard the
changes), with no word of a list to read."""
_WITHOUT_WORD = {"el": re.compile(r"(?<!\w)(?:χωρισ|ανευ|διχωσ)(?!\w)")}
"""The words that say an English "without" and nothing else (Greek, folded): χωρίς, άνευ, δίχως."""
_WITHOUT_NOUN_EN = re.compile(r"\bwithout\s+(?:a|an|any|the|this|that|these|those|its|their|his|her)\b"
                              r"(?:\s+[\w'’&-]+)?", re.IGNORECASE)


_EN_NEGATIONS = re.compile(r"\b(?:not|no|never|none|nor|neither|nothing|nobody|cannot|unless)\b|n't\b", re.IGNORECASE)


def without_dropped(source: str, target: str, lang: str) -> list[str]:
    """The English's "without …" (the word and up to two words after it) of each aligned sentence whose
    translation has no word that could say it (:data:`WITHOUT_SAID`; one more than the English's own negations, which
    take one each): "calculated without the dropped results" as
    "υπολογίζεται τα αποτελέσματα" (its χωρίς dropped), what the English leaves out now counted in (fix9fd).  A
    sentence whose translation says "with" instead is :data:`OPPOSITES`' "without / with"; in Chinese only a
    "without" before a noun phrase (fix9ra); ``[]`` for another language."""
    if lang not in WITHOUT_SAID:
        return []
    found = []
    for english, _translation, folded in folded_pairs(source, target, lang):
        said = (_WITHOUT_NOUN_EN if lang == "zh" else _WITHOUT_EN).search(english)
        if said is None:
            continue
        # the translation's own "without" (χωρίς, άνευ, δίχως), one per the English's: said, whatever negation else
        # it lost ("without a ruling record: there is nothing to take over" as "χωρίς αρχείο …: υπάρχει κάτι": the
        # "nothing" dropped is the negation's finding, not this one; tester t9bf neg12)
        if lang in _WITHOUT_WORD and len(_WITHOUT_WORD[lang].findall(folded)) >= len(_WITHOUT_EN.findall(english)):
            continue
        # a negation of the English's own ("shall not … without that board", 86A) takes one of them
        if len(WITHOUT_SAID[lang].findall(folded)) <= len(_EN_NEGATIONS.findall(english)):
            found.append(said.group())
    return found


_SESSION = {"en": re.compile(r"\bsessions?\b", re.IGNORECASE),
            "zh": re.compile(r"(?<=[一该同整每本此首末])节|节次"),
            "el": re.compile(r"(?<!\w)ημεριδ\w*|(?<!\w)συνεδρι\w*")}
_MATCH = {"en": re.compile(r"\bmatch(?:es)?\b(?!\s*-?points?)", re.IGNORECASE),
          # 比赛 alone, not 一节比赛 (a session), 比赛分 (matchpoints), 比赛主办机构 (the Tournament Organizer)
          "zh": re.compile(r"场比赛|(?<![节场])比赛(?![分主])"),
          # not βαθμοί αγώνα (matchpoints), Διοργανωτής Αγώνων, αγωνιζόμενος (contestant)
          "el": re.compile(r"(?<!\w)(?<!βαθμων\s)(?<!βαθμοι\s)(?<!βαθμουσ\s)(?<!βαθμοσ\s)(?<!βαθμου\s)(?<!διοργανωτησ\s)"
                           r"(?<!διοργανωτη\s)(?<!διοργανωτων\s)αγων(?:α|ασ|εσ|ων)?(?!\w)")}


def session_made_match(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """A session of the English said as a match (Law 12C2(c) "a session score exceeding 60%" as 在比赛中得分超过60%,
    "the other boards of that session" as "αυτού του αγώνα"; 12C2(d) "during the same session"; fix9gb, tester
    9am): the translation names the session fewer times than the English and a match more often - the score of
    another period of play.  Counted over the whole text (Greek folded): ``(the English's word, the translation's)``,
    or None."""
    if lang not in ("zh", "el"):
        return None
    folded = _fold_same_length(target) if lang == "el" else target
    sessions_en, matches_en = _SESSION["en"].findall(source), _MATCH["en"].findall(source)
    matches = list(_MATCH[lang].finditer(folded))
    if sessions_en and len(_SESSION[lang].findall(folded)) < len(sessions_en) and len(matches) > len(matches_en):
        return sessions_en[0], target[matches[-1].start():matches[-1].end()]
    return None


_THIS_SESSION_EN = re.compile(r"\b(?:that|this|the\s+same|the\s+current|the)\s+(?:same\s+)?sessions?\b", re.IGNORECASE)
_OTHER_SESSION_EN = re.compile(r"\b(?:previous|preceding|prior|next|following|subsequent|another|other|different|"
                               r"earlier|later|last|first|second)\s+sessions?\b", re.IGNORECASE)
_OTHER_SESSION = {
    # (and any session: 12C2(c) "the other boards of that session" as 任何一节的其他各副牌, "οποιασδήποτε ημερίδας":
    # fix9kd, the kind of tester t9av v026)
    "zh": re.compile(r"(?:上一|前一|下一|后一|另一|其他|其它|别的|不同|首|第一|最后一|上|下|任何一?|任一|任意一?|每一?)"
                     r"(?:个)?(?:节|场比赛)"),
    # (folded) "της προηγούμενης ημερίδας", "διαφορετικών ημερίδων", "άλλης ημερίδας", "την επόμενη ημερίδα"
    "el": re.compile(r"(?<!\w)(?:προηγουμεν|επομεν|αλλ|διαφορετικ|τελευται|πρωτ|δευτερ|προτερ|μεταγενεστερ"
                     r"|οποιασδηποτ|οποιωνδηποτ|οποιαδηποτ|καθε)\w*"
                     r"\s+(?:[^\W\d]+\s+)?(?:ημεριδ|συνεδρι)\w*"),
}


def session_made_another(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """The session the English speaks of (Law 12C2(c) "the other boards of that session", 12C2(d) "during the same
    session") said as another session in the translation ("της προηγούμενης ημερίδας", "διαφορετικών ημερίδων", 上一节;
    fix9hd, tester 9ao e51, e52): the score of another period of play.  The translation names a previous, next, other
    or different session the English does not (Greek folded): ``(the English's words, the translation's)``, or
    None."""
    if lang not in _OTHER_SESSION:
        return None
    said = _THIS_SESSION_EN.search(source)
    if said is None or _OTHER_SESSION_EN.search(source):
        return None
    folded = _fold_same_length(target) if lang == "el" else target
    other = _OTHER_SESSION[lang].search(folded)
    return (said.group(), target[other.start():other.end()]) if other else None


UNITS = {
    "board": {"en": r"boards?|deals?", "zh": r"副牌|副|牌", "el": r"διανομ\w*"},
    "comparison": {"en": r"comparisons?", "zh": r"次比较|比较", "el": r"συγκρισ\w*"},
    "session": {"en": r"sessions?", "zh": r"节", "el": r"ημεριδ\w*|συνεδρι\w*"},
    "match": {"en": r"match(?:es)?", "zh": r"场比赛|场", "el": r"αγων(?:α|ασ|εσ|ων)?(?!\w)"},
    "table": {"en": r"tables?", "zh": r"桌", "el": r"τραπεζ\w*"},
    "round": {"en": r"rounds?", "zh": r"轮", "el": r"γυρ(?:ο|οσ|ου|οι|ουσ|ων)(?!\w)"},
}
"""The units a figure is given per (fix9hd): ``{unit: {lang: pattern}}``, the English's and the Chinese and Greek
(folded) words."""

_PER = {"en": r"\bper\s+(?:each\s+)?", "zh": r"每(?:一)?(?:个|次(?=比较))?", "el": r"(?<!\w)(?:ανα|για\s+καθε)\s+(?:μια\s+|ενα\s+)?"}
_PER_UNIT = {lang: re.compile(_PER[lang] + "(?:" + "|".join(f"(?P<{unit}>{words[lang]})" for unit, words in UNITS.items())
                              + ")", re.IGNORECASE if lang == "en" else 0) for lang in _PER}


def _per_units(text: str, lang: str) -> list[tuple[str, str]]:
    """``(unit, words)`` of each "per <unit>" of ``text`` (:data:`UNITS`; Greek folded, its words as written)."""
    folded = _fold_same_length(text) if lang == "el" else text
    return [(m.lastgroup, text[m.start():m.end()]) for m in _PER_UNIT[lang].finditer(folded)]


def per_unit_changed(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """A figure of the English given per one unit said per another ("average IMPs per board" as "ανά σύγκριση", 每次
    比较; fix9hd, tester 9ao m23): the Director types or reads another figure.  The translation says "per" a unit the
    English does not and not "per" a unit the English does: ``(the English's words, the translation's)``, or None."""
    if lang not in ("zh", "el"):
        return None
    mine, theirs = _per_units(source, "en"), _per_units(target, lang)
    lost = [words for unit, words in mine if unit not in {u for u, _w in theirs}]
    gained = [words for unit, words in theirs if unit not in {u for u, _w in mine}]
    return (lost[0], gained[0]) if lost and gained else None


CONTRADICTORY = {"cancel / keep", "approve / reject", "permits / forbids", "award / withhold", "incorrect / correct",
                 "unrelated / related", "unsuccessful / successful", "likely / unlikely", "included / excluded",
                 "normal / abnormal"}
"""The pairs whose sides are contradictories (fix9ia): a word negated is the other side's ("not accepted" is
"rejected", "not included" "excluded"); not "severe" / "lenient", "many" / "few" (not severe need not be lenient)."""


def negation_said_by_opposite(english: str, target: str, lang: str) -> bool:
    """Whether the English's negated word ("not accepted", "does not keep") is said in the ``zh``/``el`` translation
    ``target`` by the other side of its pair of :data:`OPPOSITES`, not negated (απορρίπτεται, 取消; fix9ia): the same
    meaning, no negation dropped.  The English clause ``english`` has a word of a side negated in its clause
    (:data:`_NEGATED`) and none not negated; the translation a word of the other side not negated and none of the
    first.  Only the pairs of :data:`CONTRADICTORY` are read."""
    if lang not in ("zh", "el"):
        return False
    folded = _fold_same_length(target) if lang == "el" else target
    for name, words in _COMPILED:
        if lang not in words or name not in CONTRADICTORY:
            continue
        for said, other in ((0, 1), (1, 0)):
            matches = list(words["en"][said].finditer(english))
            if not matches or _words(english, "en", words["en"][said]) or _words(english, "en", words["en"][other]):
                continue  # no word of the side, or one not negated, or a word of the other side
            neutral = _NEUTRAL.get(name, {}).get(lang)
            if _words(target, lang, words[lang][other], neutral) and not _words(target, lang, words[lang][said], neutral) \
                    and not any(_NEGATED[lang].search(folded[max(0, m.start() - 40):m.start()])
                                for m in words[lang][other].finditer(folded)):
                return True
    return False


# (with "then": "Type the answer, then Enter" as "…, μετά Enter")
_AFTER_EN = re.compile(r"\b(?:after|afterwards|later|then|subsequent(?:ly)?)\b", re.IGNORECASE)
_BEFORE_AFTER = {
    # (Greek folded) πριν, προτού, μέχρι, έως, ώσπου / ώσοτου; after: μετά, αφού, έπειτα, ύστερα, αργότερα
    # (and "not yet", δεν … ακόμη / ακόμα: "όταν η ερώτηση δεν είχε ακόμη εμφανιστεί", as 尚未)
    "el": (re.compile(r"(?<!\w)(?:πριν|προτου|μεχρι|εωσ|ωσπου|ωσοτου)(?!\w)"
                      r"|(?<!\w)(?:δεν|δε|μην|μη|οχι)(?:\s+\w+){0,3}?\s+ακομ[ηα](?!\w)|(?<!\w)ακομ[ηα]\s+(?:δεν|μην|μη)(?!\w)"),
           re.compile(r"(?<!\w)(?:μετα|αφου|επειτα|υστερα|αργοτερα)(?!\w)")),
    # 之前, 以前, 前 (after what it dates), 尚未 / 还没 (not yet: "before it was shown"), 直到, 为止; after: 之后, 以后, 后
    # (not the words that only hold the character: 前提, 最后, 然后 …, :data:`NEUTRAL`'s)
    # (再 after a pause, 稍停片刻再输入: "pause a moment before the next command")
    "zh": (re.compile(r"之前|以前|此前|前|尚未|还没|还未|直到|为止|(?<=[刻会下])再"),
           re.compile(r"之后|以后|此后|其后|随后|后")),
}


_ZH_SEQUENCE = re.compile(r"然后|(?<!首)先(?![生后前])")
"""The Chinese order of two acts, 先 … (first …) and 然后 (and then): a "before" said by the order (fix9bf's texts)."""


_BEFORE_OR_AFTER = {
    "el": re.compile(r"(?<!\w)(?:πριν|προτου)\s+(?:η|και)\s+(?P<after>μετα|αφου)(?!\w)"),
    "zh": re.compile(r"(?:之前|以前)(?:或者|或|和|及)(?P<after>之后|以后)"),
}
"""A "before" and an "after" joined by "or" / "and" in a translation (Greek folded): "πριν ή μετά", 之前或之后 - the
time limit widened to either side (:func:`before_limit_changed`)."""
_BEFORE_OR_AFTER_EN = re.compile(r"\b(?:before|until)\s+(?:or|and)\s+after\b|\bafter\s+(?:or|and)\s+before\b",
                                 re.IGNORECASE)


def before_limit_changed(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """A "before" or "until" of the English (a time a thing must come before: "Enter came before this question was
    shown", "before your note … was saved") dropped or widened by its translation (fix9mb, t9aw's leftover):
    "πριν ή μετά", 之前或之后 (the translation says "after" more often than the English while keeping each "before":
    ``(the English's words, the translation's "after")``), or fewer words of "before" than the English and no more
    "after" (``(the English's words, "")``).  A "before" made "after" is :func:`opposite_words`' (one side fewer, the
    other more): None, as for a language without tables."""
    if lang not in _BEFORE_AFTER:
        return None
    limits = list(BEFORE_EN.finditer(source))
    if not limits:
        return None
    folded = _fold_same_length(target) if lang == "el" else target
    neutral = NEUTRAL.get("before / after", {}).get(lang)
    if neutral:
        folded = re.sub(neutral, lambda m: " " * len(m.group()), folded)
    before, after = _BEFORE_AFTER[lang]
    kept, later = list(before.finditer(folded)), list(after.finditer(folded))
    if lang == "zh":  # "press F4 before leaving" as 离开时先按 F4, "… before the Director rules" as …，然后由裁判裁决
        kept += list(_ZH_SEQUENCE.finditer(target))
    english_after = len(_AFTER_EN.findall(source))
    # "before or after" said outright (πριν ή μετά, 之前或之后) where the English has none: widened whatever else the
    # English says "then" or "after" of (a "then" counted an "after" hid it: "check it, then approve it before …";
    # fix9nb, fix9mb's leftover)
    both = _BEFORE_OR_AFTER[lang].search(folded)
    if both and not _BEFORE_OR_AFTER_EN.search(source) and len(kept) >= len(limits):
        return limits[0].group(), target[both.start("after"):both.end("after")]
    if len(later) > english_after and len(kept) >= len(limits):
        return limits[0].group(), target[later[0].start():later[0].end()]
    if len(kept) < len(limits) and len(later) <= english_after:
        return limits[len(kept)].group(), ""
    return None


_NO_BEFORE_EN = re.compile(r"\b(?:before|beforehand|prior|earlier|in\s+advance|until|till|first|yet|previous\w*"
                           r"|preceding|ahead|pending|ago|former|formerly|after|afterwards|later|following|since)\b"
                           r"|\bpre-|(?:^|(?<=[,;:.(]\s)|(?<=[,;:.(]))once\b(?!\s+(?:more|again)\b)", re.IGNORECASE)
"""The English's words of a time before (or of an order: "first", "not yet") a translation may say with "before"; and
of a time after ("changed after Back" as "πριν από το Πίσω", "once the checks end" as "πριν τελειώσει": tester t9bz's
kind, fjaq): the "before / after" pair's one finding (fix9az)."""
_BEFORE_CLAUSE = {
    # a clause ending in "before" (以 IMP 计分前，…; 之前, 以前), the Chinese time clause a "when" ends in 时
    "zh": re.compile(r"(?:之前|以前|前)(?=\s*[，,])"),
    # πριν / προτού (folded)
    "el": re.compile(r"(?<!\w)(?:πριν|προτου)(?!\w)"),
}
_EN_CLAUSE_CUT = re.compile(r"[,;:]\s|[.!?](?:\s|$)")
_EN_CONDITION_WORD = (re.compile(r"\b(?:when(?:ever)?|if|where|once|with|while|unless)\b", re.IGNORECASE),
                      re.compile(r"\bat\b", re.IGNORECASE))
"""The English's words of a condition or a time a "before" may stand for ("when", "if", "where", "with"), then "at" ("at
IMPs")."""


def before_added(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """A time "before" the translation says where its English sentence says no time before ("when" made "before",
    tester t9be be-condzh03, 04, 08, 11: "a penalty at IMPs or VPs is given in IMPs" as 以 IMP 或 VP 计分前，…, "before
    scoring at IMPs"; "where a player … has more than 60%" as …低于40%前, "With --director-error" as 使用 --director-error
    前): the rule applies at another time.  Read in aligned sentences (:func:`negation._sentence_pairs`) whose English
    has no word of a time before nor of an order (:data:`_NO_BEFORE_EN`: "before", "until", "first", "not yet", "pre-")
    and whose translation has a clause ending in 前 (之前, 以前; :data:`NEUTRAL`'s 目前, 提前 … left out) or a Greek
    πριν / προτού (:data:`_BEFORE_CLAUSE`).  ``(the English's clause at its place, preferring one with a word of a
    condition or a time: "when", "if", "where", "with", "at"; the translation's words to its "before")`` or None."""
    from helper.catalog.checks.negation import _sentence_pairs

    pattern = _BEFORE_CLAUSE.get(lang)
    if pattern is None:
        return None
    neutral = _NEUTRAL.get("before / after", {}).get(lang)
    for english, translation in _sentence_pairs(source, target, lang):
        if _NO_BEFORE_EN.search(english):
            continue
        folded = _fold_same_length(translation) if lang == "el" else translation
        if neutral is not None:
            folded = neutral.sub(lambda m: " " * len(m.group()), folded)
        said = next((m for m in pattern.finditer(folded) if not _NEGATED[lang].search(folded[max(0, m.start() - 40):
                                                                                               m.start()])), None)
        if said is None:
            continue
        if lang == "zh":
            opening = max(translation.rfind(c, 0, said.start()) for c in "，,；;：:。")
            found = translation[opening + 1:said.end()].strip()
            bracket = max(found.rfind(c) for c in "（(）)")
            if len(found) > 20 and len(found) - bracket > 4:  # (from a bracket before it: 答案（{answer}）只有在…前)
                found = found[bracket + 1:]
        else:
            cut = re.search(r"[,;:·.()]", translation[said.end():])
            found = translation[said.start():said.end() + (cut.start() if cut else 30)][:40].strip()
        clauses, at = [], 0
        for m in _EN_CLAUSE_CUT.finditer(english):
            clauses.append((at, m.start()))
            at = m.end()
        clauses.append((at, len(english.rstrip(". "))))
        clauses = [(a, b) for a, b in clauses if english[a:b].strip()]
        timed = next(([(a, b) for a, b in clauses if w.search(english, a, b)] for w in _EN_CONDITION_WORD
                      if any(w.search(english, a, b) for a, b in clauses)), clauses)
        share = (said.start() + said.end()) / 2 / max(len(translation), 1)
        a, b = min(timed, key=lambda span: abs((span[0] + span[1]) / 2 / max(len(english), 1) - share))
        word = next((m for m in (w.search(english, a, b) for w in _EN_CONDITION_WORD) if m is not None), None)
        start = word.start() if word is not None else a
        words = english[start:b].split()
        return " ".join(words[:8]) + (" …" if len(words) > 8 else ""), found
    return None
