"""The states of a helper (a window, its process) and of its ruling, one vocabulary (issue 9 §2, fizg).

The interface strings say what a helper and its ruling are in: a helper runs, has ended, no longer responds; a ruling
is open, in progress, finished; an act happens when the ruling is finished (or, reversed, when it is started).  Each
check that reads these states reads them here (:data:`STATES`): :func:`conditions.state_condition_parts_missing` (a
condition on a helper's state dropped, fiyj), :func:`conditions.swapped_conditions` (the cases of a rule swapped,
fiyb), :func:`conditions._times_missing` (a "when finished" said by a noun, "με την ολοκλήρωσή της", kept: fizg) and
:data:`opposites.OPPOSITES`' "open / finished", "when finished / when started" and "running / ended" (a state or a
time said by its opposite, fiym, fiyz; "at once when it has ended" as 它仍在运行时, tester t9bx bx-con07, fjah).

The states of what a helper shows are here too, a text changed or saved, the screen garbled or restored: read by
:func:`conditions.condition_made_other` (a condition's state said as another, "when the text was changed" as
文本已保存时: tester t9by by-con05, by-con11, by-con17, fjam)."""

from __future__ import annotations

import re

STATES: dict[str, dict[str, str]] = {
    # a helper that runs: "while that helper runs", "is still open"; 运行, 未关闭; τρέχει, εκτελείται, είναι ανοιχτό
    "running": {
        "en": r"\bruns\b|\b(?:is\s+(?:still\s+)?)?running\b|\bis\s+(?:still\s+)?open\b",
        "zh": r"运行|未关闭",
        "el": r"(?<!\w)(?:τρεχ|εκτελειτ)\w*|(?<!\w)(?:ειναι\s+(?:ακομη\s+)?)?ανοιχτ\w*",
    },
    # a helper that has ended: "has ended", "has exited", "is closed"; 已结束, 已退出, 已关闭; τερματίστηκε, έκλεισε
    "ended": {
        "en": r"\b(?:has\s+)?ended\b|\bhas\s+exited\b|\bis\s+closed\b",
        "zh": r"结束|已?退出|已关闭",
        "el": r"(?<!\w)(?:τερματ|τελειωσ)\w*|(?<!\w)εκλεισ\w*",
    },
    # a helper that (no longer) responds: 不再响应; δεν αποκρίνεται
    "responding": {
        "en": r"\b(?:no\s+longer\s+)?respond(?:s|ing)\b",
        "zh": r"响应",
        "el": r"(?<!\w)αποκρ\w*",
    },
    # a ruling in progress: 进行中, 未完成; σε εξέλιξη, ημιτελής
    "in progress": {
        "en": r"\bin\s+progress\b|\bunfinished\b",
        "zh": r"进行中|未完成|未结束",
        "el": r"(?<!\w)σε\s+εξελιξη(?!\w)|(?<!\w)ημιτελ\w*",
    },
    # a ruling "not finished", said with a negation: "μη ολοκληρωμένη" (Greek only; counted as "in progress" by the
    # conditions on a helper's state, :func:`conditions.state_condition_parts_missing`; a negated word of a side
    # counts for neither side of :data:`opposites.OPPOSITES`)
    "not finished": {
        "el": r"(?<!\w)μη\s+ολοκληρωμεν\w*",
    },
    # a ruling (a state) left open: "stays open", "is still open", "unresolved"; 仍处于打开, 未结案; ανοιχτή, εκκρεμής
    "open": {
        "en": r"\b(?:stays?|remains?|is|are|was|were|still|left|kept|keeps?)\s+(?:still\s+)?open\b|\bincomplete\b"
              r"|\bunresolved\b",
        "zh": r"尚未完成|尚未结束|未关闭|未结案|(?:仍|仍然|保持|依然)(?:处于)?(?:打开|开着|开放)",
        "el": r"(?<!\w)ανοιχτ\w*|(?<!\w)ανοικτ\w*|(?<!\w)εκκρεμ\w*",
    },
    # a ruling finished: 已完成, 已结案; ολοκληρώθηκε, ολοκληρωμένη
    "finished": {
        "en": r"\bfinished\b|\bcompleted?\b",
        "zh": r"(?<![未没尚])完成|已结案",
        "el": r"(?<!\w)ολοκληρ\w*",
    },
    # a ruling (a state) closed or ended: "closed", "resolved", "has ended"; 已结束, 已关闭; κλειστή, τελείωσε
    "closed": {
        "en": r"\bclosed\b|\bresolved\b|\b(?:has|have|had)\s+ended\b",
        "zh": r"已完成|已结束|已关闭",
        "el": r"(?<!\w)τελειωσ\w*|(?<!\w)τελειωμεν\w*|(?<!\w)κλειστ(?!ε(?!\w))\w*|(?<!\w)εκλεισε(?!\w)"
              r"|(?<!\w)κλεισμεν\w*",
    },
    # the time of an act at the ruling's end: "recorded when finished", "once done", "on completion"; 完成时, 完成后,
    # 结束后; "όταν ολοκληρωθεί", "μόλις ολοκληρωθεί", and a noun, "με την ολοκλήρωσή της" (on its completion), "στο
    # τέλος" (tester t9br br-con16, fiyz; fizg)
    "when finished": {
        "en": r"\b(?:when|once|after|until|till|on\s+being|as\s+soon\s+as)\s+(?:it\s+is\s+|it's\s+|they\s+are\s+)?"
              r"(?:finished|completed|complete|done|over|ended)\b|\bat\s+the\s+end\b|\bon\s+completion\b",
        "zh": r"(?:完成|结束|做完|结案)(?:时|之时|后|之后|以后)|完成的时候|结束的时候",
        "el": r"(?<!\w)(?:οταν|μολισ|αφου|μετα\s+την|με\s+την)\s+(?:ολοκληρ\w*|τελει\w*)"
              r"|(?<!\w)(?:στο|με\s+το|μετα\s+το)\s+τελοσ(?!\w)",
    },
    # the same act at the ruling's start, the opposite time: 开始时, 开始后; "όταν ξεκινήσει", "με την έναρξή της"
    "when started": {
        "en": r"\b(?:when|once|after|as\s+soon\s+as)\s+(?:it\s+is\s+|it\s+|they\s+are\s+|they\s+)?(?:started|"
              r"begun|starts|begins|opened)\b|\bat\s+the\s+(?:start|beginning|outset)\b|\bon\s+starting\b",
        "zh": r"(?:开始|开启|启动|开局)(?:时|之时|后|之后|以后)|开始的时候|一开始|起初",
        "el": r"(?<!\w)(?:οταν|μολισ|αφου|μετα\s+την|με\s+την|κατα\s+την)\s+(?:ξεκιν\w*|αρχι\w*|αρχη|εναρξη)"
              r"|(?<!\w)στην\s+αρχη(?!\w)",
    },
    # the states of what a helper shows that its interface strings make conditions of (tester t9by by-con05, by-con11,
    # by-con17, fjam): a text changed (edited, not saved yet) or saved; the screen garbled (by a bad connection) or
    # restored (the connection back).  Each pair's other is "something else" (:data:`conditions.CONDITION_STATES`):
    # "asks first when the text was changed" said as 文本已保存时 / "όταν το κείμενο αποθηκεύτηκε" is another condition.
    # The correct renderings of each, synonyms included: 修改, 更改, 改动, 变更; άλλαξε, τροποποιήθηκε, αλλάχτηκε.  (A
    # text "not saved", 未保存, "δεν αποθηκεύτηκε", is a changed one: a state's word negated says no state, read by
    # :func:`conditions.condition_made_other`.)
    "changed": {
        "en": r"\b(?:changed|modified|edited|altered|unsaved)\b",
        "zh": r"修改|更改|改动|变更|改变|变动|更动|变化|变了|编辑过|改过|被改|已改",
        "el": r"(?<!\w)(?:αλλα[γξχζ]|τροποποι|μεταβ[αλ]λ|μεταβολ|επεξεργαστηκ|διαφοροποιηθ)\w*",
    },
    "saved": {
        "en": r"\b(?:sav|stor)(?:ed|es|e|ing)\b",
        "zh": r"(?<![未没不])(?<!尚未)(?<!没有)(?:保存|存盘|储存|存储)",
        "el": r"(?<!μη )(?<!δεν )(?<!δεν εχει )(?<!δεν εχουν )(?<!\w)(?:αποθηκευ|σωθηκ|σωσμεν)\w*",
    },
    # a text "not saved" (yet), said with a negation of "saved": 未保存, 尚未保存, 没有保存; "δεν (έχει) αποθηκευτεί",
    # "μη αποθηκευμένες (αλλαγές)": a changed one (its edits not kept yet), as said of the state a condition asks for
    # (:func:`negation.interface_negations`: "asks first when the text was changed" as 文本未保存时先询问, "αν υπάρχουν μη
    # αποθηκευμένες αλλαγές", no negation added; tester t9by's rewordings noted by fjam, fjau).  No English: the English
    # says "changed" (:data:`STATES`' "changed"), or "not saved" with its own negation.
    "not saved": {
        "zh": r"(?:尚未|还没有?|仍未|未|没有?)(?:被)?(?:保存|存盘|储存|存储)",
        "el": r"(?<!\w)(?:δεν|δε|μην?)\s+(?:(?:εχει|εχουν|ειχε|ειχαν)\s+)?(?:γινει\s+)?(?:αποθηκευ|σωθ|σωσμεν)\w*",
    },
    "garbled": {
        "en": r"\b(?:garbl|corrupt|scrambl|mangl|mess(?:ed)?\s+up|disrupt)\w*",
        "zh": r"错乱|乱码|花屏|混乱|乱掉|弄乱|搞乱|打乱|紊乱|显示异常|显示错误|损坏|破坏",
        "el": r"(?<!\w)(?:αλλοι[ωο]|χαλ(?:ασ|αει|ανε)|μπερδ|ανακατ|παραμορφ|κατεστρ|αναστατ)\w*",
    },
    "restored": {
        "en": r"\b(?:restor|recover|reconnect|resum)\w*|\bback\s+(?:up|again|online)\b",
        "zh": r"(?<![未没不])(?:恢复|复原|重连|重新连接|修复|连上|连接上|重新接通)",
        "el": r"(?<!\w)(?:αποκατ[αε]στ|επαναφ|επαν[ηε]λθ|επανερχ|επανασυνδ|ανακτ|ξανασυνδ)\w*",
    },
}
"""``{state: {lang: pattern}}``: the words of each state of a helper or its ruling, the English's (read case-blind),
the Chinese's and the Greek's (folded: :func:`modality._fold_same_length`, accents off, final ς as σ).  A check reads
the states it needs (:func:`words`), one pattern or several joined."""


def words(*states: str, lang: str) -> str:
    """The pattern of the words of ``states`` (names of :data:`STATES`) in ``lang`` (``en``, ``zh``, ``el``: Greek
    folded), their alternatives joined in the order given."""
    return "|".join(STATES[state][lang] for state in states)


def said(text: str, lang: str, *states: str) -> list[tuple[int, int]]:
    """The spans of ``text`` (a translation, ``zh``/``el``: Greek read folded, offsets the same) that say one of
    ``states`` ("when finished": 完成后, "με την ολοκλήρωσή της"; "when started": 开始时, "με την έναρξή της", tester
    t9br br-con16's kind), ``[]`` for another language: a "when finished" said by a noun is a time kept (fizg)."""
    from helper.catalog.checks.modality import _fold_same_length

    if lang not in ("zh", "el"):
        return []
    folded = _fold_same_length(text) if lang == "el" else text
    return [m.span() for m in re.finditer(words(*states, lang=lang), folded)]
