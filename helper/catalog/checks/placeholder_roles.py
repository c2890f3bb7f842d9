"""What kind of value a named placeholder holds, and the words of each language that say it (issue 9 §2, fix9bf).

A translation may put placeholders of different kinds in its own word order: "reviewed {date} by {reviewer}" as
``{reviewer} 已于 {date} 审校`` (who, then when), "(no. {number} in the damaged_draft table of {path})" as
``（{path} 的 damaged_draft 表中第 {number} 条）``.  The placeholder that stands at a word of its own kind (于 before a
date or a time, 第 … 条 around a number, 个 after a count) is told apart by that word, wherever the sentence puts it:
its place says nothing (:func:`role_bound`).  Two placeholders of one kind ({time} and {at}, {low} and {high}, {id}
and {old}) are interchangeable: a word of their kind tells neither apart, so their order is the only witness and is
still compared (:func:`structure.placeholder_swaps`).

- :data:`KINDS`: the kind of a placeholder, from the words of its name (``{date}``, ``{started_at}``).
- :data:`ROLE_WORDS`: per kind and language, ``(before, after)`` patterns of the words that stand right before or
  right after a placeholder of that kind (Greek on folded text: accents off, lower case, final
  sigma as σ).
"""

from __future__ import annotations

import re

KINDS: dict[str, str] = {
    **dict.fromkeys(("date", "time", "at", "created", "started", "saved", "when", "day"), "time"),
    **dict.fromkeys(("number", "no", "id", "row", "line", "column", "position", "byte", "ruling", "board"), "number"),
    **dict.fromkeys(("count", "min", "max", "total", "chars", "digits", "entries"), "count"),
    **dict.fromkeys(("path", "file", "root"), "file"),
}
"""``{word of a placeholder's name: kind}``: a name holding one of these words (``{date}``, ``{row}``,
``{min}``) holds a value of that kind; a name with none (``{value}``, ``{reason}``) has no kind."""

_UTC = r"^\s*[(（]\s*UTC\s*[)）]"

ROLE_WORDS: dict[str, dict[str, tuple[str | None, str | None]]] = {
    "time": {
        "en": (r"\b(?:at|on|since)\s*$", _UTC),
        # 于 of time (已于, 开始于, 记录于), not of place (位于 located at, 对于, 关于, 至于, 由于, 等于, 属于, 用于, 基于)
        "zh": (r"(?<![位对关至由等属用基处])于\s*$", _UTC + r"|^\s*(?:时|之前|之后|以前|以后|起)"),
        "el": (r"(?<!\w)(?:στισ|στη|στην|στο|απο\s+τισ)\s*$", _UTC),
    },
    "number": {
        "en": (r"(?:\bno\.|#|\bnumber)\s*$", None),
        "zh": (r"第\s*$", r"^\s*号(?!码)"),
        "el": (r"(?<!\w)(?:αρ\.|αριθ\.|αριθμοσ|αριθμο|αριθμου)\s*$", None),
    },
    "count": {
        "zh": (None, r"^\s*(?:个|项|次|位|副|张|场|轮)"),
    },
    "file": {
        "en": (r"\bfile\s*$", None),
        "zh": (r"文件\s*$", r"^\s*文件"),
        "el": (r"(?<!\w)(?:αρχειο|αρχειου)\s*$", None),
    },
}
"""``{kind: {language: (before, after)}}``: a pattern searched in the text right before a placeholder (its clause,
at most 12 characters) and one matched right after it (8 characters); ``None`` where the language has none."""

_COMPILED = {kind: {lang: tuple(re.compile(p) if p else None for p in pair) for lang, pair in langs.items()}
             for kind, langs in ROLE_WORDS.items()}

_PLACEHOLDER = re.compile(r"\{[^{}\s]*\}")
_BEFORE_CUT, _AFTER_CUT = re.compile(r".*[,，;；·:：。}]", re.DOTALL), re.compile(r"[,，;；·:：。{].*", re.DOTALL)


def kind_of(field: str) -> str | None:
    """The kind (:data:`KINDS`: ``time``, ``number``, ``count``, ``file``) of placeholder ``field`` (``"{date}"``,
    ``"{started_at}"``) from the words of its name; ``None`` when it names none or two kinds."""
    kinds = {KINDS[word] for word in re.split(r"[\W\d_]+", field.strip("{}").casefold()) if word in KINDS}
    return kinds.pop() if len(kinds) == 1 else None


def role_words_at(text: str, lang: str) -> dict[str, set[str]]:
    """``{placeholder: {kind}}``: the kinds whose words (:data:`ROLE_WORDS` of ``lang``: ``en``, ``zh``, ``el``)
    stand right before or right after any occurrence of each placeholder of ``text``, in its clause; a placeholder
    at no such word is left out."""
    from helper.catalog.checks.modality import _fold_same_length

    folded = _fold_same_length(text) if lang == "el" else text
    found: dict[str, set[str]] = {}
    for match in _PLACEHOLDER.finditer(folded):
        before = _BEFORE_CUT.sub("", folded[max(0, match.start() - 12):match.start()])
        after = _AFTER_CUT.sub("", folded[match.end():match.end() + 8])
        for kind, langs in _COMPILED.items():
            first, last = langs.get(lang, (None, None))
            if (first and first.search(before)) or (last and last.search(after)):
                found.setdefault(match.group(), set()).add(kind)
    return found


def role_bound(text: str, lang: str, fields: list[str]) -> set[str]:
    """The placeholders among ``fields`` (those ``text`` shares with the English) that ``text`` tells apart by a
    word of their own kind (``于 {date}``, ``第 {number} 条``, ``{min} 个结果``): each the only one of its kind among
    ``fields`` (two of one kind are interchangeable: a word of the kind tells neither apart).  Empty when any
    placeholder stands at a word of another placeholder's kind (``{date} 已于 {reviewer}``: a swap may have put it
    there, so no word is trusted).  Raises nothing; ``lang`` without words gives an empty set."""
    kinds = {field: kind_of(field) for field in fields}
    at = role_words_at(text, lang)
    present = [kind for kind in kinds.values() if kind]
    if any(kind != kinds[field] and kind in present for field in fields for kind in at.get(field, ())):
        return set()
    return {field for field in fields
            if kinds[field] and kinds[field] in at.get(field, ()) and present.count(kinds[field]) == 1}
