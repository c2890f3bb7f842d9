"""Key names of an interface string and its translation (fix9ac, fresh tester 9m; issue 9 §2).

A Director reads "press Enter" and presses it: a translation naming another key (``按 Esc 选定`` for "Enter
chooses it", ``… F1 ή x για κλείσιμο`` for "… F1 or q to close") or giving two keys each the other's action
(``^N 返回可更正；^P 开始新的裁决`` for "^P back corrects it; ^N starts a new ruling") sends him to the wrong key.

- :func:`key_names` reads the keys a text names: Enter (Chinese 回车, 回车键), Esc / Escape (one key), Tab,
  Space (空格键), Backspace (退格键), F1-F12, ``^X`` / ``Ctrl+X`` / ``Ctrl-X`` (one key; ``^0`` too, a digit for the
  letter O: fix9vb), PgUp / PgDn, the arrows
  (← → ↑ ↓), a single lower-case letter standing alone as a key (``y / n``, ``q``), and a digit range
  (``1-{count}``; ``1-9`` after "type", "press", 按: fix9vb).  Placeholders are no keys (``{n}``).
- :func:`key_differences` compares them as multisets: ``(english_key, translated_key)`` pairs, one side ``""``
  when a key is only missing or only added.
- :func:`option_differences` compares the command-line options (``--force``, ``--ns-outcome``) the same way: a
  Director types the option the message names, so ``请加 --output`` for "add --force to replace it" or ``δώστε --ns
  και --nos`` for "give --ns and --ew" is an error (fix9bx, fresh tester 9ad).
- :func:`swapped_keys` finds two keys that kept their places while their actions changed places, as a placeholder
  and its label (:func:`structure.placeholder_swaps`): each key's clause is read for the action words of
  :data:`ACTIONS` (back, new, close, choose, next, previous, move, keep, discard, take over, ...), in the
  translation's own words.  A key labelling its action with a colon ("Enter: next · F4: save") has the words after
  the colon; keys joined by "or", a slash or a space ("e or Esc: back", "↑ ↓: move") share their clause (fix9ah:
  of the 298 pairs of keys of the shipped strings exchanged in their translations, 23 were found, now 139; the
  rest are keys of one role, "y / n", "n, e, s or w", "Escape, Enter, F1 or q to close").
"""

from __future__ import annotations

import re
from collections import Counter

from helper.catalog.checks.modality import _fold_same_length

_KEY = re.compile(
    r"(?P<ctrl>(?:\^|(?<![A-Za-z])Ctrl\s*[+-]\s*)(?P<ctrl_key>[A-Za-z]|(?<=\^)[0-9]))(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9{])(?P<f>F(?:1[0-2]|[1-9]))(?![0-9A-Za-z])"
    r"|(?<![A-Za-z])(?P<esc>Esc(?:ape)?)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?P<named>Enter(?!\s+(?:(?:a|an|the|it|its|them|your|his|her|their|each|one|any|this|that|these"
    r"|those|what|how|which|some|all|no|every|both|here)(?![\w}])|\{))|Tab|Space|Backspace|PgUp|PgDn)(?![A-Za-z])"
    r"|(?P<zh_enter>回车(?:键)?)|(?P<zh_space>空格键)|(?P<zh_back>退格键)"
    r"|(?P<arrow>[←→↑↓])"
    r"|(?<![\w{/.-])(?P<range>1\s*[-–]\s*(?:\{\w+\}|[2-9]))(?![\w}])"
    r"|(?<![\w'’{}./\\%)-])(?P<letter>[a-z])(?![\w'’}/\\-])(?!\.\w)")
"""A key name; see the module's docstring."""

_NOT_A_KEY_LETTER = re.compile(r"\b(?:a|i)\b")
"""English single letters that are words, not keys ("a", "I")."""

_MARKED_BEFORE = re.compile(r"(?:(?<![^\W\d_])(?:press|key|πατ[^\W\d_]*|πλ[ήη]κτρο)\s+(?:(?:again|ξαν[άα]|π[άα]λι)\s+)?|按\s*)\Z",
                            re.IGNORECASE)
_MARKED_AFTER = re.compile(r"\s*(?::(?:\s|\Z)|：)|\s+again\b", re.IGNORECASE)
_NO_NOUN_AFTER = re.compile(r"\s+(?:again|to|or|and|for|ξαν[άα]|για|ή|και)(?![^\W\d_])|\s*[^\w\s]|\s*\Z|\s*[\u4e00-\u9fff]",
                            re.IGNORECASE)
"""What marks a single letter that is also a word ("a", "I") as a key (fix9fc): "Press a again", "press a to", "the
key a", 再按 a, "Πατήστε ξανά a για" ("Πατήστε πάλι a", πάλι the other Greek "again": tester t9be rewoel51, rewoel52)
before it with no noun after it ("Press a key" is the article), or a label's colon or "again" after it ("a: approve
their text", ``a：审定``)."""

_RANGE_MARKED = re.compile(r"(?:(?<![^\W\d_])(?:press|type|keys?|πατ[^\W\d_]*|πληκτρολογ[^\W\d_]*|πλ[ήη]κτρ[^\W\d_]*)\s+"
                           r"|(?:按|输入|键入)\s*)\Z", re.IGNORECASE)
"""What marks a range of two written numbers as keys ("type 1-9", 按 1-9): unmarked ("a level 1-7") it is a range of
numbers, the numbers check's (fix9vb, tester t9ba num38, rew117); a range up to a placeholder (``1-{count}``) is a
key."""

_NAMES = {"zh_enter": "Enter", "zh_space": "Space", "zh_back": "Backspace"}
ANSWER_KEYS = re.compile(r"[(（]\s*[a-z](?:\s*/\s*[a-z])+\s*[)）]")
"""Answer keys: a bracket whose whole content is single letters joined by slashes, with or without spaces ("(y / n)",
"(y/n)", "（y/n）"); not "n/a" in prose.  The one pattern of the English's answer keys (:func:`answer_keys`, the
negation check's) and of those :func:`key_names` reads (fix9ub: no second pattern for "(y/n)")."""


def key_names(text: str) -> list[tuple[str, int, int]]:
    """The keys ``text`` names, as ``(key, start, end)`` in order; ``key`` as the English writes it, one form per
    key ("Escape" and "Esc" are "Esc", "Ctrl+X" and "^X" are "^X", 回车 is "Enter").  A single letter is a key only
    when it stands alone between spaces, brackets, slashes or punctuation, is not the English word "a" (unless marked
    as a key, :data:`_MARKED_BEFORE`, :data:`_MARKED_AFTER`: "Press a again", "a: approve"), not a
    list item "(e)" and not the conversion of a printf placeholder (``%s``, ``%d``, ``%(name)s``: the full run of
    the merged code, tests/test_fix9h.py); "Enter" before "a", "the", "it", ... is the verb ("Enter a whole number"), no key."""
    found = []
    # (answer keys written without spaces in a bracket, "(y/n)", "（y/n）", are the keys of "(y / n)": fix9rb)
    # (the slash read as a space, the length kept)
    text = ANSWER_KEYS.sub(lambda m: m.group().replace("/", " "), text)
    for match in _KEY.finditer(text):
        kind = match.lastgroup
        if kind == "ctrl_key" or match.group("ctrl"):
            key = "^" + match.group("ctrl_key").upper()
        elif kind == "esc":
            key = "Esc"
        elif kind in _NAMES:
            key = _NAMES[kind]
        elif kind == "range":
            if "{" not in match.group() and not _RANGE_MARKED.search(text, 0, match.start()):
                continue  # "a level 1-7": numbers of a range, said in words as well (1 至 7); no key (fix9vb)
            key = re.sub(r"\s+", "", match.group()).replace("–", "-")
        elif kind == "letter":
            marked = (_MARKED_BEFORE.search(text, 0, match.start()) and _NO_NOUN_AFTER.match(text, match.end())
                      or _MARKED_AFTER.match(text, match.end()))
            if (_NOT_A_KEY_LETTER.fullmatch(match.group()) and not marked) or (
                    text[match.start() - 1:match.start()] == "(" and text[match.end():match.end() + 1] == ")"):
                continue  # "a" (unless marked as a key: "Press a again", "a: approve"), a list item "(e)"
            key = match.group()
        else:
            key = match.group()
        found.append((key, match.start(), match.end()))
    return found


_QUOTED_LETTER = re.compile("['‘“«「]([a-z])['’”»」]")
"""A single letter in quotation marks ('y', “n”, «y», 「n」): a key the translation quotes as typed (fixyb)."""


def key_differences(source: str, target: str) -> list[tuple[str, str]]:
    """The keys of the English ``source`` its translation ``target`` names otherwise, as multisets: ``(english,
    translated)`` when one key is changed into one other (``("Enter", "Esc")``), else ``(english, "")`` for each
    key missing and ``("", translated)`` for each key added.  A single letter counts only when both texts name
    keys beside it (a lone "x" in a Greek sentence is no key the English named)."""
    mine = Counter(k for k, _s, _e in key_names(source))
    # a key of the English quoted as a value to type ("（'y' 或者 'n'）", "('y' ή 'n')": fixyb) names that key
    target = _QUOTED_LETTER.sub(lambda m: f" {m.group(1)} " if m.group(1) in mine else m.group(), target)
    theirs = Counter(k for k, _s, _e in key_names(target))
    # (a bracket of one key of the English's answer keys, "(y)" for "(y / n)", names that key: no list item "(e)")
    theirs.update(m.group("key") for m in _LONE_KEY.finditer(target) if m.group("key") in answer_keys(source))
    if not mine and not theirs:
        return []
    lost, gained = list((mine - theirs).elements()), list((theirs - mine).elements())
    if not mine:  # no key in the English: a letter of the translation is a word of it, not a key
        return []
    if len(lost) == 1 and len(gained) == 1:
        return [(lost[0], gained[0])]
    group_lost, group_gained = _group_of(source, lost), _group_of(target, gained)
    if group_lost and group_gained and len(lost) == len(gained):
        return [(group_lost, group_gained)]  # "↑ ↓: move" as "← →：移动": one group for another (fix9vb)
    return [(k, "") for k in lost] + [("", k) for k in gained]


def _group_of(text: str, keys: list[str]) -> str:
    """The keys ``keys`` (two or more) as ``text`` writes them (``"↑ ↓"``), when they are all its keys of one group
    (each named once, side by side with only a joining word between them, :data:`_JOINED`: "↑ ↓: move",
    ``PgUp/PgDn``); ``""`` else.  A group of the English given as another group is one key changed (fix9vb, tester
    t9ba pla51), not each key missing and each added."""
    named = key_names(text)
    found = [(s, e) for k, s, e in named if k in keys]
    if len(keys) < 2 or len(found) != len(keys) or sorted(k for k, _s, _e in named if k in keys) != sorted(keys):
        return ""
    if any(not _JOINED.fullmatch(text, end, start) for (_s, end), (start, _e) in zip(found, found[1:])):
        return ""
    return text[found[0][0]:found[-1][1]]


_LONE_KEY = re.compile(r"\((?P<key>[a-z])\)")
_BRACKET = re.compile(r"[(（](?P<inside>[^()（）]*)[)）]")
_LETTER = re.compile(r"(?<![A-Za-z])[a-z](?![A-Za-z])")
_EXPLAINED = re.compile(r"[\s=:：,，;；/、-]*")
"""What a bracket of answer keys may have beside its keys and the translation's own words: "(y = ναι, n = όχι)",
"（y=是，n=否）"."""


def answer_keys(source: str) -> list[str]:
    """The letters of the English ``source``'s first bracket of answer keys (:data:`ANSWER_KEYS`): ``["y", "n"]``
    for "… take it over? (y / n)"; ``[]`` when it has none."""
    match = ANSWER_KEYS.search(source)
    return _LETTER.findall(match.group()) if match else []


def answer_keys_reordered(source: str, target: str) -> tuple[str, str] | None:
    """The English ``source``'s bracket of answer keys (:data:`ANSWER_KEYS`) and the bracket of ``target`` (its
    translation) that names the same keys in another order: "(y / n)" as "（n / y）" (tester t9bb pla220, fixwe): the
    Director reads the keys in the order the English gives them, its first the answer the question asks for.
    ``(english, translated)`` as written, else ``None`` (no such bracket, or the keys in the English's order)."""
    english = ANSWER_KEYS.search(source)
    if not english:
        return None
    keys = _LETTER.findall(english.group())
    for match in ANSWER_KEYS.finditer(target):
        letters = _LETTER.findall(match.group())
        if letters != keys and sorted(letters) == sorted(keys):
            return english.group(), match.group()
    return None


def answer_keys_restored(source: str, text: str) -> str | None:
    """``text`` (a sentence of the translation) with its bracket of the English's answer keys, explained in its own
    words or with keys dropped, written as the English's bracket, when it has one: "(y = ναι, n = όχι)" and "(y)" for
    "(y / n)" (fix9sa, issue 9 §2), so that the sentence pairs with the English's and a key dropped is the keys
    check's one finding.  A bracket qualifies when its Latin letters are some of the English's keys, each once, and
    the rest is words of the translation's script and punctuation; ``None`` when there is no such bracket."""
    english = ANSWER_KEYS.search(source)
    if not english:
        return None
    keys = _LETTER.findall(english.group())
    for match in _BRACKET.finditer(text):
        inside = match.group("inside")
        letters = _LETTER.findall(inside)
        rest = _EXPLAINED.sub("", _LETTER.sub("", inside))
        if (letters and len(set(letters)) == len(letters) and set(letters) <= set(keys)
                and not re.search(r"[A-Za-z0-9{}]", rest) and match.group() != english.group()):
            return text[:match.start()] + english.group() + text[match.end():]
    return None


_OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w-])")
"""A command-line option of the helper as an interface string names it (``--force``, ``--ns-outcome``): two hyphens
and a lower-case name, not inside a longer word or option."""


def option_names(text: str) -> list[tuple[str, int, int]]:
    """The command-line options ``text`` names, as ``(option, start, end)`` in order (``--top``, ``--ns-outcome``)."""
    return [(m.group(), m.start(), m.end()) for m in _OPTION.finditer(text)]


def option_differences(source: str, target: str) -> list[tuple[str, str]]:
    """The options of the English ``source`` its translation ``target`` names otherwise, compared as multisets (a
    Director types them as they are written: an option is never translated): ``(english, translated)`` when one
    option is changed into one other (``("--force", "--output")``, ``("--ew", "--nos")``), else ``(english, "")`` for
    each option missing and ``("", translated)`` for each option added; ``[]`` when both name the same options.
    An option the English names, named more often by the translation with no value the English does not give it
    (:func:`option_value_added`), is said again, not added: "--side ns 或 --side ew" for "--side ns or ew", "请不要给出
    --nos，即省略 --nos" for "leave out --nos" (a translator repeating the option for clarity: fjav, session 47's fjar
    open point); one option lost and one named more often is still that option changed into the other ("--ns 和 --ns"
    for "--ns and --ew"), and so is one lost and another named in its place, twice ("请省略 --ns，即不要给出 --ns" for
    "leave out --nos")."""
    mine = Counter(o for o, _s, _e in option_names(source))
    theirs = Counter(o for o, _s, _e in option_names(target))
    lost, gained = list((mine - theirs).elements()), list((theirs - mine).elements())
    if len(lost) == 1 and len(set(gained)) == 1 and (len(gained) == 1 or not mine[gained[0]]):
        return [(lost[0], gained[0])]
    gained = [o for o in gained if not mine[o] or option_value_added(source, target, o) is not None]
    return [(o, "") for o in lost] + [("", o) for o in gained]


_OPTION_VALUE = re.compile(r"[ =](?P<value>[A-Za-z0-9](?:[\w.-]*\w)?)")
"""The value written after an option ("--lang el", "--top=100"; not the full stop after it)."""
_LISTED_VALUE = re.compile(r"(?:\s*,\s*(?:or\s+)?|\s+or\s+)(?P<value>[a-z0-9](?:[\w.-]*\w)?)(?![\w-])")
"""A further value the English lists after an option's value, the option not written again: "ew" of "--side ns or
ew", "e", "s", "w" of "--player n, e, s or w" (fjav)."""


def option_value_added(source: str, target: str, option: str) -> str | None:
    """An option the English names, said once more in the translation with a value the English never gives it: "add
    --lang el or --lang zh" as "--lang el、--lang en 或 --lang zh" (tester t9bh bh-alt10, fixzo): no option added but an
    alternative, a value the Director is offered that the helper does not give.  ``"--lang en"`` (the option and its
    value as the translation writes them) or None (the English does not name ``option``, or every value is the
    English's)."""
    if not any(o == option for o, _s, _e in option_names(source)):
        return None
    given = set()
    for o, _s, end in option_names(source):
        m = _OPTION_VALUE.match(source, end)
        while m is not None:  # (and the values listed after it, the option not written again: "--side ns or ew")
            given.add((o, m.group("value")))
            m = _LISTED_VALUE.match(source, m.end())  # (an own list "--side ns or ew" too: fjaw's case)
    for o, start, end in option_names(target):
        m = _OPTION_VALUE.match(target, end)
        if o == option and m is not None and (o, m.group("value")) not in given:
            return target[start:m.end()]
    return None


def option_spelling_dropped(source: str, target: str, option: str, alternative: str) -> str | None:
    """The English's spelling of the alternative ``alternative`` (an "or …" of ``source`` said missing in the
    translation ``target``) with the option ``option`` that the translation lacks: "--unit matchpoints" of "in percent
    or matchpoints (--unit percent or --unit matchpoints)" as 以百分比给出（--unit percent） (tester t9by by-alt17),
    the option written with a value that is a word of the alternative, or an option whose own name is one
    ("--matchpoints" for "or matchpoints").  The alternative dropped together with the option that spells it is one
    defect.  ``None`` when the option of ``source`` spells no word of ``alternative``, or the translation still
    writes that spelling."""
    words = {w.casefold() for w in re.findall(r"[A-Za-z0-9]+", alternative)} - {"or"}
    spelled = Counter()
    for o, start, end in option_names(source):
        m = _OPTION_VALUE.match(source, end)
        if o == option and m is not None and m.group("value").casefold() in words:
            spelled[source[start:m.end()]] += 1
        elif o == option and o.lstrip("-").casefold() in words:
            spelled[o] += 1
    kept = Counter()
    for o, start, end in option_names(target):
        m = _OPTION_VALUE.match(target, end)
        kept[o] += 1
        if m is not None:
            kept[target[start:m.end()]] += 1
    lost = [s for s in spelled if spelled[s] > kept[s]]
    return lost[0] if len(lost) == 1 else None


def option_alternative_dropped(source: str, target: str, option: str) -> str | None:
    """The alternative of the English ``source`` its translation ``target`` dropped where the alternatives are one
    option written with two or more values ("needs --nos ns or --nos ew", "--lang el or --lang zh"): the spelling
    (option and value, "--nos ew") the translation no longer writes, where it keeps another of that list ("需要 --nos
    ns。", "需要 --nos ew。": either member gone; fjaw, session 47's open point).  The option said missing alone
    ("'--nos' not named") hid which alternative went, the first or the second.  ``None`` where no such list of
    ``option`` lost exactly one spelling, or the translation keeps none of it (the whole list gone: the option's own
    finding); ``""`` where the translation writes the option once before both values ("--nos ns 或 ew", "--nos ns ή
    ew"): the list said in short, nothing gone."""
    spelling = rf"{re.escape(option)}[ =][A-Za-z0-9](?:[\w.-]*\w)?"
    for match in re.finditer(rf"(?<![\w-]){spelling}(?:\s*,\s*{spelling})*,?\s+or\s+{spelling}", source):
        lost = option_spelling_dropped(source, target, option, match.group())
        if lost is None:
            continue
        listed = re.findall(spelling, match.group())
        kept = [s for s in listed if s != lost and re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", target)]
        if not kept:
            continue
        value = lost[len(option) + 1:]
        if any(re.search(rf"(?<![\w-]){re.escape(s)}\s*[,，、]?\s*(?:或者|或|还是|(?<!\w)ή(?!\w)|\bor\b)\s*"
                         rf"{re.escape(value)}(?![\w-])", target) for s in kept):
            return ""  # "--nos ns 或 ew": the option written once before both its values, no alternative gone
        return lost
    return None


_OWN_LIST = re.compile(r"(?<![\w-])(--[A-Za-z][\w-]*)[ =]([A-Za-z0-9]\w*)\s+or\s+"
                       r"(?!(?:more|less|fewer|not|so|the|a|an|any|its|his|her|their)\b)([A-Za-z0-9]\w*)(?![\w-])")
"""An option written once before its two values joined by "or" ("--side ns or ew"): option, first, last; not a count
("--top 100 or more") nor a phrase going on ("--ns none or the other")."""


def own_list_spelled(source: str, target: str, option: str) -> bool:
    """Whether the translation ``target`` writes ``option`` once per value of the English's own list of it ("--side ns
    or ew" as "--side ns 或 --side ew"): the list spelled out, no option added (fjaw)."""
    values = {v for m in _OWN_LIST.finditer(source) if m.group(1) == option for v in m.group(2, 3)}
    written = [m.group("value") for o, _s, end in option_names(target) if o == option
               and (m := _OPTION_VALUE.match(target, end)) is not None]
    return bool(values) and 1 < len(written) <= len(values) and set(written) <= values


def option_last_value_dropped(source: str, target: str) -> list[str]:
    """The alternatives "or VALUE" of the English ``source`` that end an option's own list of values ("--side ns or
    ew", the option written once) and that the translation ``target`` drops: it writes the option with the value before
    the "or" ("--side ns（双人赛、队式赛）") and the value after it nowhere as a word.  The Director is no longer told he may
    type "--side ew"; the translation's other "or"s (before "--player") hid it from the count of alternatives (fjaw,
    the kind of session 47's open point).  Each as "or ew", in the English's order; the first value dropped, the
    option written with the last ("--side ew（…）"), as "--side ns"."""
    result = []
    word = lambda w: re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", target) is not None
    for match in _OWN_LIST.finditer(source):
        option, first, last = match.groups()
        if word(f"{option} {first}") and not word(last):
            result.append(f"or {last}")
        elif word(f"{option} {last}") and not word(first):
            result.append(f"{option} {first}")  # the first dropped: "--side ew" written, ns nowhere
    return result


ACTIONS = {
    "back": (r"\bback\b|\breturn", "返回|后退|上一|取回|收回", r"πισω|επιστρ"),
    "new": (r"\bnew\b", "新", r"(?<!\w)νε(?:α|ο|οσ|εσ|ου|ων|ησ)(?!\w)"),
    "close": (r"\bclose", "关闭", r"κλεισ"),
    "choose": (r"\bchoos|\bselect|\bpick", "选", r"επιλ"),
    "skip": (r"\bskip", "跳过", r"παραλει|παρακαμ"),
    "help": (r"\bhelp\b", "帮助|说明", r"βοηθ"),  # not "helper" (fix9ah)
    "quit": (r"\bquit|\bexit|\bleave", "退出|离开", r"εξοδ|εξελθ|τερματ"),
    "save": (r"\bsave", "保存", r"αποθηκ"),
    "cancel": (r"\bcancel", "取消", r"ακυρ"),
    "correct": (r"\bcorrect|\bedit", "更正|修改|编辑", r"διορθ"),
    "yes": (r"\byes\b", "是|确认", r"(?<!\w)ναι(?!\w)"),
    "no": (r"\bno\b", "否", r"(?<!\w)οχι(?!\w)"),
    # fix9ah: the actions of the shipped strings with two or more keys the table missed
    "next": (r"\bnext\b", "下一", r"επομεν"),
    "previous": (r"\bprevious", "上一|前一", r"προηγουμ"),
    "move": (r"\bmov(?:e|es|ing)\b", "移动", r"κινη|μετακιν"),
    "discard": (r"\bdiscard|\bdrop", "放弃|丢弃|舍弃", r"απορρ"),
    "keep": (r"\bkeep", "保留", r"κρατ|διατηρ"),
    "approve": (r"\bapprov", "审定|批准|认可", r"εγκρ"),
    "scroll": (r"\bscroll", "滚动|翻页", r"κυλ"),
    "replace": (r"\breplac", "替换|取代", r"αντικα[θτ]"),
    "read": (r"\bread(?:s|ing)?\b", "阅读|查看", r"αναγνω(?!ρ)|διαβα"),
    "show": (r"\bshow", "显示", r"εμφαν|δειχν|δειξ"),
    "details": (r"\bdetail", "详情", r"στοιχει|λεπτομ"),
    "take over": (r"\btak(?:e|es|ing)\b(?:\s+\w+){0,2}\s+over\b", "接管", r"αναλ[αη]"),
    "continue": (r"\bgo(?:es)? on\b|\bcontinu", "继续", r"συνεχ"),
    "find": (r"\bfind|\bsearch", "查找|搜索", r"ευρεσ|αναζητ|βρ[εη]"),
    "hold": (r"\bhold", "持有", r"κρατ"),
    "ask": (r"\bask", "询问|提问", r"ρωτ"),
    "give": (r"\bgives?\b", "给出|提交", r"δινει|δωσ"),
    "type": (r"\btype\b", "输入", r"πληκτρολογ"),
    "resume": (r"\bresum", "继续|恢复", r"συνεχ|επαναφ"),
    # fix9ar (tester 9q): "n to leave it there" of "Press y to take it over, or n to leave it there"
    "leave": (r"\bleav(?:e|es|ing)\s+(?:it|them)\b", "留在|留下|搁置|原处|原位|不接管",
              # fixyc: "n to leave it there" said "keep it there" (τη διατηρείτε εκεί, μένει εκεί, παραμένει)
              r"αφη[νσ]|αφεθ|(?:διατηρ|κρατ|μεν|παραμεν)[^\W\d_]*\s+(?:[^\W\d_]+\s+)?εκει(?!\w)"),
    # fixyc: "y: restore it into the editor   n: discard it" as "y: απόρριψη   n: επαναφορά" (επαναφορά, αποκατάσταση,
    # ανάκτηση; 恢复, 还原, 复原, 找回, 取回)
    "restore": (r"\brestor", "恢复|还原|复原|找回", r"επαναφ|αποκατασ|ανακτ"),
}
"""Actions a key is given, per language: English, Chinese, Greek (accents off, lower case)."""

_ACTION_PATTERNS = {lang: {name: re.compile(forms[i], re.IGNORECASE) for name, forms in ACTIONS.items()}
                    for i, lang in enumerate(("en", "zh", "el"))}

OBJECTS = {
    "yours": (r"\byours\b|\byour\s+own\b", "您的|你的|自己的", r"(?<!\w)δικ[αοηεω]\w*\s+σας(?!\w)"),
    "recorded": (r"\brecorded\b", "记录|记下", r"καταγεγραμμ|καταγραφ"),
}
"""What two keys of one action act on, per language: English, Chinese, Greek (accents off, lower case).  Two keys
that "keep" (m: keep yours · t: keep those recorded now) are told apart by it: given each other's, they are swapped
(fix9la, tester t9aw el_msgs012, zh_msgs012: "t: κρατήστε τα δικά σας · m: κρατήστε τα καταγεγραμμένα τώρα")."""

_OBJECT_PATTERNS = {lang: {name: re.compile(forms[i], re.IGNORECASE) for name, forms in OBJECTS.items()}
                    for i, lang in enumerate(("en", "zh", "el"))}

_CLAUSE_END = re.compile(r"[;；·,，。:：!?！？\n]|\.(?:\s|$)")


_LABEL_COLON = re.compile(r"\s*[:：]")


_JOINED = re.compile(r"\s*(?:(?:or|and|ή|και|或|和)\s*|[/、,，]\s*)?")
"""What stands between two keys of one group ("e or Esc: back", "↑ ↓: move", ``PgUp/PgDn：滚动``)."""


_BETWEEN = re.compile(r"(?<![^\W\d_])(?:or|ή)(?![^\W\d_])|或者?", re.IGNORECASE)
"""An "or" between two keys each with its words ("Πατήστε n για ανάληψη ή y για να την αφήσετε εκεί"): the words before
it are the first key's, those after it the second's (fix9ar)."""


def _clause_of(text: str, start: int, end: int, keys: list[tuple[str, int, int]]) -> str:
    """The clause around the key at ``start``-``end``: from the previous clause end or key to the next; for a key
    labelling its action with a colon ("Enter: next · F4: save", ``F4：保存``), the words after the colon to the next
    clause end or key (fix9ah: those clauses were read empty).  Keys joined by "or", a slash or a space only ("e or
    Esc: back", "↑ ↓: move") share one clause (fix9ah).  Two keys with words between them and an "or" ("n για
    ανάληψη ή y για να την αφήσετε") share none: the words up to the "or" are the first key's, the rest the
    second's (fix9ar)."""
    group = [(s, e) for _k, s, e in keys]
    while True:  # the group the key is in: keys with only a joining word between them
        after_key = next(((s, e) for s, e in group if s >= end and _JOINED.fullmatch(text, end, s)), None)
        before_key = next(((s, e) for s, e in group if e <= start and _JOINED.fullmatch(text, e, start)), None)
        if after_key is None and before_key is None:
            break
        start, end = (before_key[0] if before_key else start), (after_key[1] if after_key else end)
    keys = [(k, s, e) for k, s, e in keys if e <= start or s >= end]
    colon = _LABEL_COLON.match(text, end)
    if colon:
        after_end = _CLAUSE_END.search(text, colon.end())
        after = min([after_end.start() if after_end else len(text)]
                    + [s for _k, s, _e in keys if s >= colon.end()])
        return " " + text[colon.end():after]
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, start)]
    before = max(ends + [e for _k, _s, e in keys if e <= start], default=0)
    if before not in ends and before > 0:  # after another key: its words reach to an "or" between them (fix9ar)
        before = max([m.end() for m in _BETWEEN.finditer(text, before, start)], default=before)
    after_end = _CLAUSE_END.search(text, end)
    after_end = after_end.start() if after_end else len(text)
    after = min([after_end] + [s for _k, s, _e in keys if s >= end])
    if after < after_end:  # before another key: to an "or" between them ("n για ανάληψη ή y για …", fix9ar)
        after = next((m.start() for m in _BETWEEN.finditer(text, end, after)), after)
    return text[before:start] + " " + text[end:after]


_NEGATED_ACTION = {
    "en": re.compile(r"(?:\b(?:without|not|never|no)|n't)\s+$", re.IGNORECASE),
    "zh": re.compile(r"(?:不|未|无|勿|别|不要|无需|无须|不必)$"),
    "el": re.compile(r"(?<!\w)(?:χωρισ|μην?|δεν|οχι)\s+(?:(?:θα|να|το|τα|τη|την|τον|τις|τους)\s+)*$"),
}
"""A negation just before an action word: "close without saving" (Esc: 不保存并关闭, κλείσιμο χωρίς αποθήκευση) gives
its key no "save" (fix9ar); Greek folded."""


def _actions(clause: str, lang: str) -> set[str]:
    """The actions (:data:`ACTIONS`) ``clause`` gives its key, in ``lang`` (``en``, ``zh``, ``el``): each action
    word not under a negation ("without saving", 不保存, χωρίς αποθήκευση are no "save", fix9ar)."""
    text = clause if lang != "el" else _fold_same_length(clause)
    negated = _NEGATED_ACTION[lang]
    return {name for name, pattern in _ACTION_PATTERNS[lang].items()
            if any(not negated.search(text, 0, m.start()) for m in pattern.finditer(text))}


def _objects(clause: str, lang: str) -> set[str]:
    """What ``clause`` says its key acts on (:data:`OBJECTS`), in ``lang`` (``en``, ``zh``, ``el``)."""
    text = clause if lang != "el" else _fold_same_length(clause)
    return {name for name, pattern in _OBJECT_PATTERNS[lang].items() if pattern.search(text)}


def swapped_keys(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """Two keys of the English (named as many times in each text) whose actions changed places in the translation
    (``zh``/``el``): the action words of each key's English clause (:data:`ACTIONS`) stand beside the other key
    in the translation, none beside its own; a key named twice is compared by each naming, the n-th of the English
    with the n-th of the translation (fix9vb).  Returns ``(key, other)`` pairs in the English's order; ``[]`` for
    another language or when the keys differ (:func:`key_differences` says that)."""
    if lang not in ("zh", "el"):
        return []
    mine, theirs = key_names(source), key_names(target)
    counts_s, counts_t = Counter(k for k, _s, _e in mine), Counter(k for k, _s, _e in theirs)
    if counts_s != counts_t:
        return []
    # each key by its place among the key's names (a key named twice, "F4 shows it again (F4 there saves it, Esc
    # drops it)", has two clauses: its second one's action given to Esc is a swap too: fix9vb, tester t9ba pla45)
    mine, theirs = _numbered(mine), _numbered(theirs)
    said_s = {k: _actions(_clause_of(source, s, e, mine), "en") | _objects(_clause_of(source, s, e, mine), "en")
              for k, s, e in mine}
    said_t = {k: _actions(_clause_of(target, s, e, theirs), lang) | _objects(_clause_of(target, s, e, theirs), lang)
              for k, s, e in theirs}
    # (keys of one action told apart by what they act on, :data:`OBJECTS`: fix9la)
    once = [k for k, _s, _e in mine]
    # keys of one group ("↑ ↓: move") are one key here: a swap of the group is said once, by its first key
    first, previous = {}, None
    for k, s, e in mine:
        first[k] = first.get(previous[0], previous[0]) if previous and _JOINED.fullmatch(source, previous[2], s) else k
        previous = (k, s, e)
    found, said = [], set()
    for i, a in enumerate(once):
        for b in once[i + 1:]:
            own_a, own_b = said_s[a] - said_s[b], said_s[b] - said_s[a]
            if a[0] != b[0] and own_a and own_b and not (own_a & said_t[a]) and not (own_b & said_t[b]) \
                    and own_a & said_t[b] and own_b & said_t[a] and (first[a], first[b]) not in said \
                    and (a[0], b[0]) not in found:
                found.append((a[0], b[0]))
                said.add((first[a], first[b]))
    return found


def _numbered(keys: list[tuple[str, int, int]]) -> list[tuple[tuple[str, int], int, int]]:
    """``keys`` (:func:`key_names`) each named by ``(key, n)``, its ``n``-th naming in the text (from 0)."""
    seen: Counter = Counter()
    numbered = []
    for k, s, e in keys:
        numbered.append(((k, seen[k]), s, e))
        seen[k] += 1
    return numbered


_NATIVE_KEY = re.compile(r"(?<![\w'’{}./\\%)-])(?P<letter>[α-ωά-ώ\u3400-\u9fff])\s*(?::(?=\s|\Z)|：)")
"""A single letter of the translation's own script labelling an action as a key does ("ν: απόρριψη", "是：放弃"):
a Greek lower-case letter or one Chinese character standing alone before a colon."""

_NATIVE_PAIR = re.compile(r"(?<![\w'’{}./\\%)-])(?P<first>[α-ωά-ώ\u3400-\u9fff])\s*/\s*"
                          r"(?P<second>[α-ωά-ώ\u3400-\u9fff])(?![\w'’}/\\-])")
"""Two single letters of the translation's own script standing alone on either side of a slash, as the keys of a
question are ("(y / n)" as "(ν / ο)": fix9qa, tester t9ay EM-120)."""


_NATIVE_WORDS = re.compile(r"(?<=[(（])\s*(?P<first>[α-ωά-ώΑ-ΩΆ-Ώ]+|[\u3400-\u9fff]{1,2})\s*/\s*"
                           r"(?P<second>[α-ωά-ώΑ-ΩΆ-Ώ]+|[\u3400-\u9fff]{1,2})\s*(?=[)）])")
"""A bracket of two words of the translation's own script joined by a slash, the whole bracket, where the English has
its answer keys: "(y / n)" as "(ναι / όχι)" (fix9sa): the keys replaced by the words of their answers."""


def native_key_letters(target: str, source: str = "") -> list[tuple[str, int, int]]:
    """The single letters of ``target``'s own script it writes as keys (:data:`_NATIVE_KEY`, :data:`_NATIVE_PAIR`),
    and, where the English ``source`` has a bracket of answer keys, the words of a bracket said in their place
    (:data:`_NATIVE_WORDS`), as ``(letter, start, end)`` in order."""
    found = [(m.group("letter"), m.start("letter"), m.end("letter")) for m in _NATIVE_KEY.finditer(target)]
    for m in _NATIVE_PAIR.finditer(target):
        found += [(m.group(g), m.start(g), m.end(g)) for g in ("first", "second")]
    if len(answer_keys(source)) == 2 and not _NATIVE_PAIR.search(target):
        for m in _NATIVE_WORDS.finditer(target):
            found += [(m.group(g), m.start(g), m.end(g)) for g in ("first", "second")]
    return sorted(set(found), key=lambda item: item[1])


def translated_keys(source: str, target: str) -> list[tuple[str, str]]:
    """The English's one-letter keys the translation gives as letters of its own script (fix9ob, tester t9ax
    el_msgs012: "y: discard and quit, n: go on editing" as "ν: απόρριψη και έξοδος, ο: συνέχεια"; fix9qa, tester t9ay
    EM-120: "(y / n)" as "(ν / ο)"): ``(english,
    found)`` in order, when every one-letter key the English names and the translation does not is so replaced, one
    for one in the same order; else ``[]``.  No such letter is a key: pressing ν does nothing."""
    english = [k for k, _s, _e in key_names(source) if len(k) == 1 and k.isalpha()]
    theirs = Counter(k for k, _s, _e in key_names(target))
    lost = list((Counter(english) - theirs).elements())
    if not lost:
        return []
    lost_in_order = [k for k in dict.fromkeys(english) if k in lost]
    native = [letter for letter, _s, _e in native_key_letters(target, source)]
    if len(native) != len(lost) or len(lost_in_order) != len(lost):
        return []
    return list(zip(lost_in_order, native))


_SEQUENCE_PREFIX = re.compile(r"(?:\^|(?<![A-Za-z])Ctrl\s*[+-]\s*)[A-Za-z](?![A-Za-z0-9])\s+"
                              r"(?P<second>[a-z0-9]|[\[\]%\"?!&:;,.\\'])(?=[\s)）,，.。;；]|\Z)")
"""A key sequence of a prefix key ("Ctrl+B d": tmux's detach, Ctrl+B then d; "Ctrl+B [", "^X k"): a control key, a space,
and one more key, a lower-case letter, a digit or a mark standing alone."""

_SEQUENCE_THEN = re.compile(r"\s*,?\s+(?:and\s+)?(?:then|followed\s+by)\s+(?:press\s+)?", re.IGNORECASE)
"""What joins two keys pressed one after the other ("^P then Enter", "↑ ↓, then Enter", "Esc followed by q")."""

_OTHER_KEY = re.compile(r"(?:\^|(?<![A-Za-z])Ctrl\s*[+-]\s*)[\[\]\\@](?![\w\[\]])")
"""A control key of a mark the key names do not read ("Ctrl+[", "^]")."""

_CHORD_TAIL = re.compile(r"(?:\s*\+\s*[A-Za-z0-9](?![A-Za-z0-9]))+|\s+[A-Z](?![\w+])")
"""More keys held with a key ("Ctrl+B+D"), or a capital letter after it ("Ctrl+B D"): part of what the translation
says in a sequence's place."""

_NOT_KEY_WORDS = {"a", "I"}


def key_sequences(source: str) -> list[tuple[str, list[str]]]:
    """The key sequences of the English ``source``: a prefix key and the key after it ("Ctrl+B d", "Ctrl+B [",
    :data:`_SEQUENCE_PREFIX`) and two keys joined by "then" ("^P then Enter"; not a choice of keys before it, "↑ ↓, then
    Enter").  ``(the sequence as written, its keys)``,
    a key as :func:`key_names` names it (a mark as written: "[")."""
    found = []
    for match in _SEQUENCE_PREFIX.finditer(source):
        first = key_names(match.group()[:match.start("second") - match.start()])
        if first and match.group("second") not in _NOT_KEY_WORDS:
            found.append((match.group(), [first[0][0], match.group("second")]))
    named = key_names(source)
    for i, (key, start, end) in enumerate(named[1:], 1):
        _k, _s, before_end = named[i - 1]
        if not _SEQUENCE_THEN.fullmatch(source, before_end, start):
            continue
        if i > 1 and _JOINED.fullmatch(source, named[i - 2][2], named[i - 1][1]):
            continue  # a choice of keys, then one to confirm it ("1-{count} or ↑ ↓, then Enter"): its Enter dropped is
            # the key missing (tests/test_check_fix9aw.py)
        found.append((source[named[i - 1][1]:end], [named[i - 1][0], key]))
    return found


def _named_with_marks(text: str) -> list[tuple[str, int, int]]:
    """:func:`key_names`, with the control keys of a mark (:data:`_OTHER_KEY`: "Ctrl+[") and a bracket standing alone
    (:data:`_LONE_MARK`: "Ctrl+B [")."""
    named = key_names(text)
    named += [("^" + m.group()[-1], m.start(), m.end()) for m in _OTHER_KEY.finditer(text)]
    named += [(m.group(), m.start(), m.end()) for m in _LONE_MARK.finditer(text)]
    return sorted(named, key=lambda item: item[1])


_LONE_MARK = re.compile(r"(?<![^\s(（])[\[\]](?=[\s,，.。;；)）]|\Z)")
"""A bracket standing alone as a key ("Ctrl+B [", "Ctrl+B και μετά [")."""


def sequence_differences(source: str, target: str) -> list[tuple[str, str, list[str], list[str]]]:
    """The English's key sequences (:func:`key_sequences`) the translation ``target`` does not give whole: a key of a
    sequence named fewer times in the translation than in the English ("Ctrl+B d" as "Ctrl+D", "Ctrl+B [" as
    "Ctrl+[", "^P then Enter" as "^P"; fixyc).  ``(the English's sequence, what the translation says in its place,
    the sequence's keys it lacks, the keys it names in its place that the English does not)``: in its place are the
    translation's keys the English has not and the sequence's keys it kept, standing together (at most twelve
    characters apart, no sentence end between), their group holding a key the English has not if one does;
    ``""`` when the translation names none of them."""
    sequences = key_sequences(source)
    if not sequences:
        return []
    mine, theirs = _named_with_marks(source), _named_with_marks(target)
    lost = Counter(k for k, _s, _e in mine) - Counter(k for k, _s, _e in theirs)
    gained = Counter(k for k, _s, _e in theirs) - Counter(k for k, _s, _e in mine)
    found = []
    for english, keys in sequences:
        missing = [k for k in keys if lost[k] > 0]
        if not missing:
            continue
        for k in missing:
            lost[k] -= 1
        candidates = [(k, s, e) for k, s, e in theirs if gained[k] > 0 or k in keys]
        groups: list[list[tuple[str, int, int]]] = []
        for item in candidates:
            if groups and item[1] - groups[-1][-1][2] <= 12 \
                    and not re.search(r"[.。;；!?！？]", target[groups[-1][-1][2]:item[1]]):
                groups[-1].append(item)
            else:
                groups.append([item])
        # (the group holding a key put in the sequence's place, else the one holding most of its keys: "1-{count} 或用
        # ↑ ↓", not an "Enter" named before it)
        group = next((g for g in groups if any(gained[k] > 0 for k, _s, _e in g)),
                     max(groups, key=len) if groups else [])
        added = [k for k, _s, _e in group if gained[k] > 0]
        for k in added:
            gained[k] -= 1
        if group:
            end = group[-1][2]
            tail = _CHORD_TAIL.match(target, end)
            said = target[group[0][1]:tail.end() if tail else end]
        else:
            said = ""
        found.append((english, said, missing, added))
    return found


_EXPLAINED_KEY = re.compile(r"(?<![A-Za-z/])(?<!/\s)(?P<key>[yn])(?!\s*/)\s*[=:：＝]\s*(?P<word>[^\W\d_]{1,4}?)(?=[\s,，;；、/)）]|\Z)")
_ANSWER_WORDS = {"zh": {"y": {"是", "是的", "对", "确定", "确认"}, "n": {"否", "不", "不是", "取消"}},
                 "el": {"y": {"ναι"}, "n": {"οχι"}}}
"""The words that explain the answer keys y (yes) and n (no), per language (Greek folded)."""


def answer_keys_exchanged(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """The English's bracket of answer keys y and n (:data:`ANSWER_KEYS`, "(y / n)") whose ``zh`` or ``el``
    translation explains a key by the other's answer ("（y=否，n=是）", "(y = όχι, n = ναι)": fixyc): the Director
    answers yes with n.  ``(the English's bracket, the translation's explanation)`` as written, else ``None``."""
    english = ANSWER_KEYS.search(source)
    words = _ANSWER_WORDS.get(lang)
    if not english or words is None or not {"y", "n"} <= set(_LETTER.findall(english.group())):
        return None
    said = list(_EXPLAINED_KEY.finditer(target))
    for match in said:
        word = _fold_same_length(match.group("word")) if lang == "el" else match.group("word")
        other = "n" if match.group("key") == "y" else "y"
        if word in words[other] and word not in words[match.group("key")]:
            return english.group(), target[said[0].start():said[-1].end()]
    return None


# what stands between two keys of one list of alternatives: a comma, "or", "and", a slash
_LIST_JOINT = re.compile(r"\s*(?:,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|/\s*)", re.IGNORECASE)


def listed_keys_dropped(english: str, missing: list[str]) -> list[list[str]]:
    """The keys of ``missing`` (keys of ``english`` the translation does not name) that stand next to each other in
    one list of alternatives of the English, two or more, each group in the English's order: "Press Escape, Enter, F1
    or q to close" as "按 Escape 或 q 关闭" drops ``["Enter", "F1"]`` together (tester t9bk bk-alt19, fixzy), one
    defect for one finding; keys apart (another key, or words, between them) are not grouped."""
    spans = []
    for key in dict.fromkeys(missing):
        m = re.search(rf"(?<![\w^-]){re.escape(key)}(?![\w-])", english)
        if m is None or missing.count(key) != 1:
            continue
        spans.append((m.start(), m.end(), key))
    spans.sort()
    groups: list[list[str]] = []
    run: list[tuple[int, int, str]] = []
    for span in spans:
        if run and _LIST_JOINT.fullmatch(english[run[-1][1]:span[0]]):
            run.append(span)
            continue
        if len(run) > 1:
            groups.append([k for _a, _b, k in run])
        run = [span]
    if len(run) > 1:
        groups.append([k for _a, _b, k in run])
    return groups


def listed_keys_span(english: str, group: list[str]) -> str:
    """The words of ``english`` from the first key of ``group`` (a list of alternatives dropped together,
    :func:`listed_keys_dropped`) to its last, each found as a key (no letter of another word): "n, e, s or w" of
    "Give the offending contestant: … or --player n, e, s or w", not "nding contestant: --side ns or ew" from the "n"
    of "offending" (tester t9bp bp-al08, fiyr); ``english`` itself where a key is not so found."""
    first = re.search(rf"(?<![\w^-]){re.escape(group[0])}(?![\w-])", english)
    if first is None:
        return english
    last = re.search(rf"(?<![\w^-]){re.escape(group[-1])}(?![\w-])", english[first.start():])
    if last is None:
        return english
    return english[first.start():first.start() + last.end()]
