"""The words that say which placeholder is which: one table, one reading (issue 9 §2, fix9bf, fix9ba, fix9bl).

A translation may put placeholders in its own word order: "reviewed {date} by {reviewer}" as ``{reviewer} 已于 {date}
审校`` (who, then when), "The contract names declarer {named}, --declarer says {given}" as ``--declarer 给出的庄家是
{given}，但定约中的庄家是 {named}``.  A placeholder that stands at its own label (于 or στις before a date, 由 or από
before the reviewer, 第 … 条 around a number, --declarer or 定约 in its clause, 译文 or το αγγλικό naming the text it
quotes) is in its place wherever the sentence puts it; one that stands at another's label ("{date} 于 {reviewer}": 于
says a date) took the other's value.  Two placeholders that one label fits alike ({time} and {at}, both at 于) are
interchangeable: no label tells them apart, their order is the only witness (:func:`structure.placeholder_swaps`).

- :data:`KINDS`: the kind of a placeholder, from the words of its name (``{date}``, ``{started_at}``, ``{reviewer}``).
- :data:`LABELS`: per label, the kind of placeholder it binds (or none: its owner is the placeholder the English puts
  it at), how far it reaches (the words right before or after the placeholder, or its whole clause) and per language
  its words (Greek on folded text: accents off, lower case, final sigma as σ).
- :data:`SIDE_LABELS`: the sides (南北, ΑΔ, 非违规方) written before a placeholder.
- :func:`bound_labels` reads :data:`LABELS` (the placeholder-order check's labels); :func:`bindings` says which
  placeholders a translation's labels tell apart and which it swapped, whatever the order (a label at one placeholder)
  and where the order is kept (a label, or a glossary term, moved from some placeholders to others): one reading.
"""

from __future__ import annotations

import re

KINDS: dict[str, str] = {
    **dict.fromkeys(("date", "time", "at", "created", "started", "saved", "when", "day"), "time"),
    **dict.fromkeys(("number", "no", "id", "row", "line", "column", "position", "byte", "ruling", "board",
                     "page"), "number"),
    **dict.fromkeys(("count", "min", "max", "total", "chars", "digits", "entries"), "count"),
    **dict.fromkeys(("path", "file", "root"), "file"),
    **dict.fromkeys(("reviewer", "author", "editor", "director"), "person"),
    # words, not a number: "{drop}" ("the highest and lowest dropped"), "{method}" (mean, median), "{rounding}";
    # a count's label (个, 项) at one of them says it took the count's place (fix9fd: "{drop} from {min} result" as
    # "{drop} 个结果起{min}")
    **dict.fromkeys(("drop", "method", "rounding", "halves"), "words"),
    # where a ruling is held: a process, the machine it runs on, its terminal (t9bb rew650, fixwa)
    **dict.fromkeys(("pid", "process"), "process"),
    **dict.fromkeys(("host", "hostname", "machine", "computer"), "host"),
    **dict.fromkeys(("terminal", "tty"), "terminal"),
}
"""``{word of a placeholder's name: kind}``: a name holding one of these words (``{date}``, ``{row}``,
``{min}``, ``{reviewer}``) holds a value of that kind; a name with none (``{value}``, ``{reason}``) has no kind."""

_UTC = r"^\s*[(（]\s*UTC\s*[)）]"
_EITHER = "either"
"""A label's ``reach``: ``"near"`` (a pattern searched before the placeholder and one matched after it, each
``None`` when the language has none), ``"either"`` (one pattern, searched on both sides) or ``"clause"`` (anywhere in
the placeholder's clause, when the clause holds no other placeholder)."""

LABELS: dict[str, dict] = {
    "time": {
        "binds": "time", "reach": "near",
        "en": (r"\b(?:at|on|since)\s*$", _UTC),
        # 于 of time (已于, 开始于, 记录于), not of place (位于 located at, 对于, 关于, 至于, 由于, 等于, 属于, 用于, 基于)
        "zh": (r"(?<![位对关至由等属用基处])于\s*$", _UTC + r"|^\s*(?:时|之前|之后|以前|以后|起)"),
        "el": (r"(?<!\w)(?:στισ|στη|στην|στο|απο\s+τισ)\s*$", _UTC),
    },
    "number": {
        "binds": "number", "reach": "near",
        "en": (r"(?:\bno\.|#|\bnumber)\s*$", None),
        "zh": (r"第\s*$", r"^\s*号(?!码)"),
        "el": (r"(?<!\w)(?:αρ\.|αριθ\.|αριθμοσ|αριθμο|αριθμου)\s*$", None),
    },
    "count": {
        "binds": "count", "reach": "near",
        "zh": (None, r"^\s*(?:个|项|次|位|副|张|场|轮)"),
    },
    "file": {
        "binds": "file", "reach": "near",
        "en": (r"\bfile\s*$", None),
        "zh": (r"文件\s*$", r"^\s*文件"),
        "el": (r"(?<!\w)(?:αρχειο|αρχειου)\s*$", None),
    },
    # the agent of a passive ("reviewed … by {reviewer}", 由 {reviewer}, από {reviewer}; "corrected by ruling {by}",
    # 被第 {by} 号, από την απόφαση {by}) - 从 … 起 or από τις (from a time) are not it
    "by": {
        "binds": "person", "reach": "near",
        "en": (r"\bby\s+(?:the\s+)?(?:ruling\s+)?(?:no\.\s*)?$", None),
        "zh": (r"(?:被|由)\s*(?:第\s*)?$", None),  # (由 {name}, the space the catalogue writes: fix9nb)
        # (and the agent said as the active sentence's subject, "Ο/Η {name} τροποποίησε …" for "amended … by {name}":
        # the article of either gender before it; fix9rb)
        "el": (r"(?<!\w)απο\s+(?:την\s+|τη\s+)?(?:αποφαση\s+)?(?:αρ\.\s*)?$|(?<!\w)ο\s*/\s*η\s*$", None),
    },
    # a noun that names the value, right before it or before a colon that introduces it ("Date: {date}", 日期：{date},
    # Ημερομηνία ελέγχου: {date}; 审校人：{reviewer}, Αναθεωρητής: {reviewer}; tester 9ab B3z-2, fix9bt)
    "date": {
        "binds": "time", "reach": "near",
        "en": (r"\b(?:date|time)(?:\s+[a-z]+)?\s*$", None),
        "zh": (r"(?:日期|时间|时刻)\s*$", None),
        "el": (r"(?<!\w)(?:ημερομηνι\w*|ωρα|ωρασ)(?:\s+\w+)?\s*$", None),
    },
    # the process, the machine and the terminal that hold a ruling, each named by its noun ("process {pid}" as 进程
    # {pid} / "διεργασία {pid}"; "on {host}" as {host} 上的 / 主机 {host} / "στον υπολογιστή {host}"; 终端 {terminal},
    # "τερματικό {terminal}"): each at its own placeholder wherever the sentence puts them (t9bb rew650, fixwa)
    "process": {
        "binds": "process", "reach": "near",
        "en": (r"\bprocess(?:\s+id)?\s*$", None),
        "zh": (r"进程\s*(?:号|ID|id)?\s*$", r"^\s*(?:号)?进程"),
        "el": (r"(?<!\w)διεργασι\w*\s*$", None),
    },
    "host": {
        "binds": "host", "reach": "near",
        "en": (r"\b(?:host|machine|computer)\s*$", None),
        "zh": (r"(?:主机|计算机|电脑|机器)\s*$", r"^\s*(?:主机|计算机|电脑|机器)?\s*上"),
        "el": (r"(?<!\w)(?:υπολογιστ|μηχανημα|κεντρικ\w*\s+υπολογιστ)\w*\s*$", None),
    },
    "terminal": {
        "binds": "terminal", "reach": "near",
        "en": (r"\b(?:terminal|tty)\s*$", None),
        "zh": (r"终端(?:机)?\s*$", None),
        "el": (r"(?<!\w)τερματικ\w*\s*$", None),
    },
    "person": {
        "binds": "person", "reach": "near",
        "en": (r"\b(?:reviewer|author|editor)\s*$", None),
        "zh": (r"(?:审校|审核|审阅|审查|校对|评审|审稿)(?:人|者|员)\s*$", None),
        "el": (r"(?<!\w)(?:αναθεωρητ|ελεγκτ|συντακτ|επιμελητ)\w*\s*$", None),
    },
    # the record a number names, by its noun: "ruling {id}" as 第 {id} 号裁决 / 裁决 {id} / "της απόφασης {id}", "appeal
    # (outcome) {number}" as 申诉结果 {number} / "έκβαση έφεσης {number}": the placeholder the English puts it at is its
    # owner, wherever the sentence puts the two ("已为第 {id} 号裁决添加申诉结果 {number}" for "Appeal outcome {number}
    # of ruling {id} added": tester t9bo bo-rew24, fiyq); "tells_only": at another placeholder they say no swap unless
    # the order is kept (as the glossary terms of :func:`bindings`' ``extra``): the order's warning says it
    "ruling": {
        "binds": None, "reach": "near", "tells_only": True,
        "en": (r"\bruling\s*$", None),
        "zh": (r"裁决\s*$", r"^\s*号?\s*裁决"),
        "el": (r"(?<!\w)αποφασ\w*\s*$", None),
    },
    "appeal": {
        "binds": None, "reach": "near", "tells_only": True,
        "en": (r"\b(?:appeal|outcome)\s*$", None),
        "zh": (r"(?:申诉|上诉)(?:结果)?\s*$", r"^\s*(?:号|次)?\s*(?:申诉|上诉)"),
        "el": (r"(?<!\w)(?:εφεσ|εκβασ)\w*\s*$", None),
    },
    # the law a number names ("Law {law}" as 第 {law} 条 / 法则第 {law} 条 / "Ο Νόμος {law}") and the total of a sum
    # ("NS and EW together {total}" as 南北与东西合计 {total} / "ΒΝ και ΑΔ μαζί {total}"): each at the placeholder the
    # English puts it at, wherever the sentence puts the two ("{law}允许分数不平衡（此处南北与东西合计 {total}）" for "The
    # scores do not balance (NS and EW together {total}): Law {law} allows it": tester t9bq bq-rew20, bq-rew38, fiyw);
    # "together" at the other placeholder says the two swapped; "Law" there says no swap unless the order is kept (as
    # "ruling"): the order's warning says it ("Νέα απόφαση από τον Νόμο {number};" for "… from Law {id}? Ruling
    # {number} …": tester t9bk bk-plh21)
    "law": {
        "binds": None, "reach": "near", "tells_only": True,
        "en": (r"\blaws?\s*$", None),
        "zh": (r"(?:法则|法律|规则)\s*第?\s*$", r"^\s*条"),
        "el": (r"(?<!\w)(?:νομοσ|νομου|νομο|νομων|νομουσ)\s*$", None),
    },
    "together": {
        "binds": None, "reach": "near",
        "en": (r"\b(?:together|combined|in\s+total)\s*$", None),
        "zh": (r"(?:合计|共计|总和|之和|加起来|加在一起)\s*(?:为|是)?\s*$", None),
        "el": (r"(?<!\w)(?:μαζι|συνολικα|αθροιστικα)\s*$", None),
    },
    # what a count counts, the word right after it or before it ("({added} added, {removed} removed)" as "{added} 为新增，
    # {removed} 为删除" / "新增 {added} 项，删除 {removed} 项" / "{added} προσθήκη, {removed} αφαίρεση"; "{won} won, {lost}
    # lost"): each at the placeholder the English puts it at, wherever the sentence puts the two; at the other the two
    # labels swapped, {added} called deleted (tester t9by by-pla12, fjao)
    "added": {
        "binds": None, "reach": "near", "pair": "removed",
        "en": (r"\b(?:added|new|inserted)\s*$", r"^\s*(?:added|new|inserted)\b"),
        "zh": (r"(?:新增|增加|添加|加入|插入)(?:了)?\s*$", r"^\s*(?:[个项处条行]\s*)?(?:为|是)?\s*(?:新增|增加|添加|加入|插入)"),
        "el": (r"(?<!\w)(?:προσθηκ|προστεθ|προστιθ|νε[οαεη])\w*\s*$", r"^\s*(?:προσθηκ|προστεθ|προστιθ|νε[οαεη])\w*"),
    },
    "removed": {
        "binds": None, "reach": "near", "pair": "added",
        "en": (r"\b(?:removed|deleted|dropped)\s*$", r"^\s*(?:removed|deleted|dropped)\b"),
        "zh": (r"(?:删除|删去|移除|去掉|删掉)(?:了)?\s*$", r"^\s*(?:[个项处条行]\s*)?(?:为|是)?\s*(?:删除|删去|移除|去掉|删掉)"),
        "el": (r"(?<!\w)(?:αφαιρ|διαγρα[φπμ])\w*\s*$", r"^\s*(?:αφαιρ|διαγρα[φπμ])\w*"),
    },
    "won": {
        "binds": None, "reach": "near", "pair": "lost",
        "en": (r"\bwon\s*$", r"^\s*won\b"),
        "zh": (r"(?:赢|胜|获胜)(?:了)?\s*$", r"^\s*(?:[场局副次]\s*)?(?:为|是)?\s*(?:赢|胜|获胜)"),
        "el": (r"(?<!\w)(?:κερδ|νικ)\w*\s*$", r"^\s*(?:κερδ|νικ)\w*"),
    },
    "lost": {
        "binds": None, "reach": "near", "pair": "won",
        "en": (r"\blost\s*$", r"^\s*lost\b"),
        "zh": (r"(?:输|负|失利)(?:了)?\s*$", r"^\s*(?:[场局副次]\s*)?(?:为|是)?\s*(?:输|负|失利)"),
        "el": (r"(?<!\w)(?:χαμεν|εχασ|ηττ)\w*\s*$", r"^\s*(?:χαμεν|εχασ|ηττ)\w*"),
    },
    # "the latest: {latest}" as 最新：{latest} / {latest}（最新）/ το πιο πρόσφατο: {latest} (fresh tester 9k)
    "latest": {
        "binds": None, "reach": _EITHER,
        "en": r"\b(?:latest|most\s+recent)\b", "zh": r"最新|最近", "el": r"(?<!\w)(?:πιο\s+)?(?:προσφατ|τελευται)\w*",
    },
    # the unit a number is counted in, right after it ("{top} MP", {top} 比赛分, {top} βαθμοί αγώνα; "{diff} IMPs"): the
    # placeholder the English puts it at is its owner; at another it took that one's value (fix9fd: "Top on this board:
    # {top} MP (Law {law})" as 满分：{law} 比赛分（{top}）)
    "unit": {
        "binds": None, "reach": "near",
        "en": (None, r"^\s*(?:MPs?|IMPs?|matchpoints?|points?)(?![\w-])"),
        "zh": (None, r"^\s*(?:比赛分|国际比赛分|IMP|MP)"),
        "el": (None, r"^\s*(?:mps?|imps?|βαθμ\w*)(?![\w-])"),
    },
    # the whole a part is counted of ("{mp} of {top} MP": {top} is the whole, after "of"; "{mp} από {top}", "{mp} επί
    # {top}", "σε σύνολο {top}"; "{mp} / {top}", 满分 {top}, 共 {top}, "{top} 比赛分中得 {mp}"): the placeholder the
    # English puts it at is the whole; at the other the part and the whole swapped (fixye, tester t9bd rew100: with
    # the unit after them both's, the whole is what tells the two apart)
    "whole": {
        "binds": None, "reach": "near",
        "en": (r"\b(?:out\s+)?of\s*$", None),
        "zh": (r"(?:/|满分|共|总分|总计)\s*$", r"^\s*(?:比赛分|分)?\s*(?:中|之中)"),
        # (not the agent's από after a passive verb, "ελέγχθηκε από {reviewer}": that is "by")
        "el": (r"(?<!\w)(?<!θηκε )(?<!θηκαν )(?<!ται )(?:απο|επι|σε\s+συνολο)(?:\s+τ(?:ουσ|α|ισ|ο))?\s*$", None),
    },
    # a byte's position: the word right before it, or in Chinese after it ("at byte {byte}", 第 {byte} 字节, στο byte
    # {byte}), so the next placeholder's "at byte" is not its label (fix9ba)
    "byte": {
        "binds": None, "reach": "near",
        "en": (r"\bbytes?\s*$", None),
        "zh": (r"字节\s*$", r"^\s*(?:个\s*)?字节"),
        "el": (r"(?<!\w)(?:byte|ψηφιολεξ\w*)\s*$", None),
    },
    # what states the declarer: the contract (定约, το συμβόλαιο) or an option (--declarer, read below), each in the
    # clause of its own placeholder (fix9bl: "The contract names declarer {named}, --declarer says {given}")
    "contract": {
        "binds": None, "reach": "clause",
        "en": r"\bcontracts?\b", "zh": r"定约|合约", "el": r"(?<!\w)συμβολαι\w*",
    },
    # the texts a finding's message compares, each named in the clause of its own placeholder ("the English names the
    # key '{english}', the translation '{found}'" as 译文写的按键是“{found}”，而英文是“{english}” / η μετάφραση γράφει το
    # πλήκτρο «{found}», ενώ το αγγλικό το «{english}»; "{source} in the English, {target} in the translation": fix9cc;
    # an adjective, "English-Chinese", names no text)
    "english": {
        "binds": None, "reach": "clause",
        "en": r"(?<![{\w])English\b(?![}-])", "zh": r"英文|英语|原文", "el": r"(?<!\w)αγγλικ\w*",
    },
    "translation": {
        "binds": None, "reach": "clause",
        "en": r"(?<![{\w])translation\b(?!})", "zh": r"译文|译本|翻译",
        "el": r"(?<!\w)μεταφρασ(?:η|ησ|εισ|εων)(?!\w)",
    },
}
"""``{label: {"binds": kind or None, "reach": "near" | "either" | "clause", language: pattern(s)}}``: for
``"near"`` a pair ``(before, after)`` of patterns, one searched in the text right before a placeholder (its clause, at
most 20 characters; a colon right before the placeholder is passed over: a label followed by a colon labels the
placeholder after it, 日期：{date}) and one matched right after it (8 characters), ``None`` where the language has
none; for ``"either"`` one pattern searched on both sides; for ``"clause"`` one pattern searched in the placeholder's clause.
A label with a kind binds the one placeholder of that kind (``于`` a ``{date}``); one without binds the placeholder
the English puts it at.  An option name (``--declarer``) in a placeholder's clause is a label of its own, written
alike in every language."""

SIDE_LABELS: dict[str, tuple[str, ...]] = {
    "NS": ("NS", "N-S", "南北", "ΒΝ", "Β-Ν"), "EW": ("EW", "E-W", "东西", "ΑΔ", "Α-Δ"),
    "NOS": ("NOS", "非违规方", "αναίτιος"), "OS": ("OS", "违规方", "υπαίτιος")}
"""``{side label: its forms in every language}``: the side written right before a placeholder (南北 {ns}, ΑΔ {ew},
ΒΝ {ns}); the English's side and the translation's must be the same (:func:`structure.placeholder_swaps` reads
them first: a side changed is its own finding, "placeholder {ns} follows NS in the English but EW ...")."""


def _compiled(pattern: str | None, lang: str) -> re.Pattern | None:
    return re.compile(pattern, re.IGNORECASE if lang == "en" else 0) if pattern else None


_COMPILED = {
    label: {lang: (tuple(_compiled(p, lang) for p in value) if isinstance(value, tuple) else _compiled(value, lang))
            for lang, value in entry.items() if lang not in ("binds", "reach", "tells_only", "pair")}
    for label, entry in LABELS.items()}

_PLACEHOLDER = re.compile(r"\{[^{}\s]*\}")
_BEFORE_CUT, _AFTER_CUT = re.compile(r".*[,，;；·。)）}]", re.DOTALL), re.compile(r"[,，;；·:：。{].*", re.DOTALL)
_COLON_END = re.compile(r"\s*[:：]\s*$")
"""A colon (and spaces) ending the text before a placeholder: "Ημερομηνία: {date}", 审校人：{reviewer}; the label
before it labels the placeholder (fix9bt)."""
_CLAUSE_END = re.compile(r"[,，;；·:：。!?！？\n]|\.(?=\s|$)")
_OPTION = re.compile(r"(?<![\w-])--[A-Za-z][\w-]*")


def kind_of(field: str) -> str | None:
    """The kind (:data:`KINDS`: ``time``, ``number``, ``count``, ``file``, ``person``) of placeholder ``field``
    (``"{date}"``, ``"{started_at}"``) from the words of its name; ``None`` when it names none or two kinds."""
    kinds = {KINDS[word] for word in re.split(r"[\W\d_]+", field.strip("{}").casefold()) if word in KINDS}
    return kinds.pop() if len(kinds) == 1 else None


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause around ``text[start:end]``: from the last clause end before it to the first after it."""
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, start)]
    after = _CLAUSE_END.search(text, end)
    return (ends[-1] if ends else 0), (after.start() if after else len(text))


_LISTED = re.compile(r"\}\s*(?:/|,|、|，|-|–|\bor\b|\bto\b|\bof\b|\bout\s+of\b|或|至|ή|και|εως|μεχρι|"
                     r"(?<!\w)απο(?:\s+τ(?:ουσ|α|ισ|ο))?(?!\w))\s*$")
"""A placeholder right after another and a separator ("{plus_imps} / {minus_imps}"): a member of a list; or a part
and its whole ("{mp} of {top} MP", "{mp} από {top} βαθμούς αγώνα", "{mp} out of {top}"): the unit after them is both's,
so "{mp} βαθμοί αγώνα από {top}" puts it at its place (fixye, tester t9bd rew100)."""


def label_words(text: str, lang: str) -> dict[str, dict[str, str]]:
    """``{placeholder: {label: word}}``: the labels of :data:`LABELS` (and option names) that stand at any
    occurrence of each placeholder of ``text`` in ``lang`` (``en``, ``zh``, ``el``), each with the words of ``text``
    that say it (``{"{date}": {"time": "于"}}``); a placeholder at no label is left out.  Raises nothing; a language
    without words gives only option names."""
    from helper.catalog.checks.modality import _fold_same_length

    folded = _fold_same_length(text) if lang == "el" else text
    found: dict[str, dict[str, str]] = {}
    fields = list(_PLACEHOLDER.finditer(folded))
    for match in fields:
        start, end = match.span()
        before_from = start - len(_BEFORE_CUT.sub("", folded[max(0, start - 20):start]))
        before = _COLON_END.sub("", folded[before_from:start])  # 日期：{date}: 日期 labels it (fix9bt)
        after = _AFTER_CUT.sub("", folded[end:end + 8])
        clause_from, clause_to = _clause(folded, start, end)
        alone = sum(1 for other in fields if clause_from <= other.start() < clause_to) == 1
        here = found.setdefault(match.group(), {})
        for label, patterns in _COMPILED.items():
            pattern, reach = patterns.get(lang), LABELS[label]["reach"]
            if pattern is None:
                continue
            if reach == "clause":
                near = pattern.search(folded, clause_from, clause_to) if alone else None
                span = near.span() if near else None
            else:
                first, last = (pattern, pattern) if reach == _EITHER else pattern
                near = first and first.search(before)
                span = (before_from + near.start(), before_from + near.end()) if near else None
                if span is None and last is not None and (near := last.search(after)):
                    span = (end + near.start(), end + near.end())
            if span is not None and label == "unit" and _LISTED.search(folded, max(0, start - 12), start):
                span = None  # "{plus_imps} / {minus_imps} IMPs": a unit after a list is every member's (fix9fd)
            if span is not None:
                here.setdefault(label, text[span[0]:span[1]].strip())
        if alone:
            clause = folded[clause_from:clause_to]
            for option in _OPTION.finditer(clause):
                here.setdefault(option.group(), option.group())
        if not here:
            del found[match.group()]
    # a label of a pair ("pair": added/removed, won/lost) tells a count apart only beside the other one's count: "{id}
    # added" alone is the sentence's verb, and "已为申诉 {id} 添加裁决结果 {number}" keeps its appeal/ruling swap
    # (test_check_fiyq; fjao's labels had let it pass)
    said = {label for labels in found.values() for label in labels}
    for field in list(found):
        found[field] = {label: word for label, word in found[field].items()
                        if LABELS.get(label, {}).get("pair", label) in said}
        if not found[field]:
            del found[field]
    return found


def bound_labels(text: str, lang: str) -> dict[str, set[str]]:
    """``{placeholder: {label}}``: the labels (:func:`label_words`) at each placeholder of ``text``; a placeholder
    at none is left out."""
    return {field: set(labels) for field, labels in label_words(text, lang).items()}


def bindings(source: str, target: str, lang: str, fields: list[str],
             extra: tuple[dict, dict] | None = None) -> tuple[set[str], list[tuple[str, str, str, bool]]]:
    """What the labels of translation ``target`` (``zh``, ``el``) say of the placeholders ``fields`` it shares with
    the English ``source``: ``(told, swapped)``.

    A label at one placeholder alone of the translation belongs to one placeholder: the one the English puts it at
    alone, else the one placeholder of the kind it binds (``于`` a ``{date}``, ``από`` the ``{reviewer}``).  At its
    owner it tells that placeholder apart (``told``, a set of fields); at another it says the two were swapped
    (a label owned by its kind only when that other's name says another kind: ``{results} 个结果`` may count too).
    Where the translation keeps the English's placeholders in the English's order, a label the English puts at some
    placeholders and the translation only at others says a swap too, the first of each (fix9y's
    "{count} appeal outcome, the latest: {latest}" as 最新：{count}，共 {latest} 项; a glossary term, "Board {board},
    session {session}" as "Ημερίδα {board}, διανομή {session}"): in another order, the sentence may have moved
    such a label with its placeholder (fix9bt: the one reading of the labels, no second rule beside it).
    ``swapped`` lists ``(word, owner, placeholder it stands at, in the English)``, once per pair of placeholders, in
    the English's order of the owners: ``word`` the English's words of the label and ``in the English`` true when
    the English put it at its owner (``"byte"``, ``"--declarer"``), else the translation's words (``于``) and
    false.  A label at two placeholders, or owned by none or two, tells nothing.  ``extra``: ``({placeholder:
    {label}}`` of the English, the same of the translation``)``, more labels (glossary terms) that tell a placeholder
    apart but never say a swap (a unit after a list, "{plus_imps} / {minus_imps} IMPs", is both's).  Raises
    nothing."""
    mine, theirs = label_words(source, "en"), label_words(target, lang)
    told_only = set()  # the extra labels: a glossary term after a list ("{plus_imps} / {minus_imps} IMPs") is both's
    told_only |= {label for label, entry in LABELS.items() if entry.get("tells_only")}  # (ruling, appeal: fiyq)
    if extra:
        for own, more in ((mine, extra[0]), (theirs, extra[1])):
            for field, labels in more.items():
                for label in labels:
                    if label not in own.get(field, {}):
                        own.setdefault(field, {})[label] = label
                        told_only.add(label)
    # the same placeholders in the same order: a label moved without its placeholder (fix9y, fix9ah)
    in_place = list(dict.fromkeys(_PLACEHOLDER.findall(source))) == list(dict.fromkeys(_PLACEHOLDER.findall(target)))
    owned = []  # (owner, placeholder it stands at, label)
    for label in dict.fromkeys(label for field in fields for label in theirs.get(field, {})):
        at = [f for f in fields if label in theirs.get(f, {})]
        owners = [f for f in fields if label in mine.get(f, {})]
        if len(at) != 1 or len(owners) > 1:  # next to several placeholders: the first of each, where the order is kept
            if in_place and owners and at and not set(owners) & set(at):
                owned.append((sorted(owners)[0], sorted(at)[0], label))
            continue
        kind = LABELS.get(label, {}).get("binds")
        if kind and len(owners) == 1 and kind_of(owners[0]) != kind:
            # the English's word at a placeholder of no such kind while the string holds one of that kind: a word of
            # another sense ("your note on {entry} was saved ({time})": 'on' no time), the label's owner is the
            # placeholder of its kind ("您于 {time} 对 {entry} 的备注", "στις {time} η σημείωσή σας για {entry}": no
            # swap; fjav)
            of_kind = [f for f in fields if kind_of(f) == kind]
            if len(of_kind) == 1:
                owners = of_kind
        if not owners and kind:
            owners = [f for f in fields if kind_of(f) == kind]
            if kind_of(at[0]) is None and owners != at:
                continue  # at a placeholder whose name says no kind ({results} 个结果): it may be of the kind too
        if len(owners) == 1:
            owned.append((owners[0], at[0], label))
    told = {at for owner, at, _l in owned if owner == at}
    swapped: list[tuple[str, str, str, bool]] = []
    for owner, at, label in sorted(owned, key=lambda one: fields.index(one[0])):  # in the English's order
        if owner != at and LABELS.get(label, {}).get("reach") == "clause" and {owner, at} <= told:
            continue  # a word anywhere in the clause, where words right at each of the two tell them apart in their
            # place: "Το προηγούμενο αγγλικό … ({removed} αφαίρεση, {added} προσθήκη)" has "αγγλικό" in {removed}'s
            # clause, and each count its own label (fjao, tester t9by by-pla12's rewordings)
        if owner != at and (label not in told_only or in_place) and not any({owner, at} == {a, b}
                                                                            for _w, a, b, _e in swapped):
            english = label in mine.get(owner, {})
            swapped.append((mine[owner][label] if english else theirs[at][label], owner, at, english))
    return told - {f for _w, a, b, _e in swapped for f in (a, b)}, swapped


# an English passive with its agent: "{a} was corrected by ruling {b}", "{a} is replaced by {b}" (the agent's
# placeholder within three words after "by")
_EN_PASSIVE_AGENT = re.compile(r"\{(\w+)\}[^{}.;:!?]*?\b(?:is|was|were|are|been|be|gets?|got)\s+(?:\w+\s+){0,2}?\w+ed"
                               r"\s+by\s+(?:[\w-]+\s+){0,3}?\{(\w+)\}", re.IGNORECASE)
# the translation's own marks of an agent: a passive kept (被, 由, 经; "από"), the agent then after the mark
_AGENT_MARKS = {"zh": re.compile(r"被|由|经|遭"), "el": re.compile(r"(?<![\w])(?:από|απο|υπό|υπο)(?![\w])", re.IGNORECASE)}


def passive_made_active(english: str, translation: str, lang: str) -> bool:
    """True where the English says ``{a} … was <verb>ed by … {b}`` and the translation puts ``{b}`` before ``{a}``
    with no agent mark (被, 由, 经; από) between them: the passive made active, its agent ``{b}`` kept with its own
    placeholder ("Ruling {id} was corrected by ruling {by}" as "第 {by} 号裁决已更正第 {id} 号裁决": tester t9bk bk-rw22,
    fixzy).  No swap: the order of the two follows the voice.  A passive kept with the two swapped ("第 {by} 号裁决已被第
    {id} 号裁决更正", "η απόφαση {by} διορθώθηκε από την απόφαση {id}") has its mark between them: not this."""
    marks = _AGENT_MARKS.get(lang)
    if marks is None:
        return False
    for m in _EN_PASSIVE_AGENT.finditer(english):
        a, b = "{" + m.group(1) + "}", "{" + m.group(2) + "}"
        if a == b or translation.count(a) < 1 or translation.count(b) < 1:
            continue
        first_b = translation.find(b)
        after = translation.find(a, first_b)
        if after < 0 or translation.find(a) < first_b:
            continue
        if not marks.search(translation[first_b + len(b):after]):
            return True
    return False
