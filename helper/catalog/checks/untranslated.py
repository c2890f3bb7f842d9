"""English words left inside a Chinese or Greek text, whatever their case (issue 9 §2, fix9e item 2).

``structure.english_runs`` finds long runs (three English words or more); this module finds the rest
and joins neighbouring words into one run, so "innocent side" left in a Chinese sentence is one
finding, not two.  In a law text (``laws``/``pairs`` domains) every word of the English counts,
capitalised ones too ("如果Director对违规的纠正不正确": the Director is a glossary term, 裁判), except
what the English also has verbatim and a translation keeps: all-capital ids and tokens written the
same way in the English (NT, MP, IMP), the project's fixed tokens and proper names (``KEPT_NAMES``).
Interface strings keep English on purpose (option values, commands, glosses, the English a baseline reason
quotes), so there a word of the English counts only where it stands in the prose, not in brackets, lists of
Latin words or commands, nor capitalised (fix9l: "仅用于南北的 outcome", "哪一方是 non-offending？").
"""

from __future__ import annotations

import bisect
import functools
import re

from helper.catalog.checks.kept_latin import INTERFACE_TOKENS, KEPT_BY, KEPT_NAMES as _KEPT_NAMES, QUOTING
from helper.catalog.checks.structure import _CODE_SPANS, _FIXED_TOKENS

KEPT_NAMES = frozenset(_KEPT_NAMES)
"""Proper names a translation keeps in Latin script (scoring methods, movements, programs; :mod:`kept_latin`)."""

_WORD = re.compile(r"(?<![0-9A-Za-z_'’-])(?<![\u00c0-\u024f\u0370-\u03ff])[A-Za-z][A-Za-z'’-]*[A-Za-z]"
                   r"(?![0-9A-Za-z_'’-])(?![\u00c0-\u024f\u0370-\u03ff])")
_JOIN = re.compile(r"[ \u00a0-]*")


# what keeps an interface string's English word (an option value, a command, a gloss) in Latin script: the tokens
# the helper's options take and units (ximps, vps, byte); the script names (kana); bridge words Greek keeps (top,
# datum): :mod:`kept_latin`, each with its reason
_INTERFACE_TOKENS = frozenset(INTERFACE_TOKENS)
_KEPT_BY = {lang: frozenset(words) for lang, words in KEPT_BY.items()}
_BRACKETS = {"(": ")", "（": "）", "[": "]", "【": "】", "〔": "〕", "<": ">", "《": "》", "『": "』", "「": "」"}
_LIST_GLUE = re.compile(r"[\s、,，/·;；:]*(?:(?:或者|或是|或|和|及|与|ή|και|or|and)[\s、,，/]*)?")
_GLUE_BEFORE = re.compile(r"(?:[ \u00a0、,，/·;；:或和及与ήκαιorand]|或者|或是)*\Z")
"""The glue of a list before an item: its separators and its "or" or "and" (或者 and 或是 as 或: "none、ns、ew 或者
both" lists the English's values as typed, fizo)."""
_CODE_NEXT = re.compile(r"[A-Za-z0-9\-.$~*%`{]")


_FUNCTION_WORDS = frozenset({"it", "its", "then", "the", "a", "an", "to", "of", "is", "are", "was", "were", "be", "and",
                            "or", "not", "no", "this", "that", "these", "there", "them", "they", "you", "your", "we",
                            "in", "on", "at", "by", "for", "with", "from", "as", "if", "so", "but", "has", "have"})
"""English words of prose, never of a command or a list of option values: a run of Latin words of the English that
holds one is English left ("fix it", "then rebuild"; fix9am, tester 9o)."""
_PHRASE = re.compile(r"[A-Za-z][A-Za-z'’-]*(?: [A-Za-z][A-Za-z'’-]*)+")

_WINDOW = 400
"""How far around a word its brackets, glosses and neighbours are looked for (a long text stays linear)."""


@functools.lru_cache(maxsize=1024)
def _program_name(word: str, source: str) -> bool:
    """Whether the English ``source`` writes ``word`` after an all-capital name or before an option (GNU screen,
    screen -U)."""
    # (not after a bridge abbreviation: "NS responsibility" names the side, no program; fixyb)
    return any(m.group(1) not in _BRIDGE_CAPITALS for m in re.finditer(rf"\b([A-Z]{{2,}}) {re.escape(word)}\b", source)) \
        or re.search(rf"\b{re.escape(word)} -\w", source) is not None


_BRIDGE_CAPITALS = frozenset(("NS", "EW", "NOS", "OS", "IMP", "IMPs", "MP", "MPs", "WBF", "EBL", "UTC", "TD"))
"""All-capital bridge abbreviations: a word after one ("NS responsibility", "EW names") is no program's name."""


_SENTENCE_START = re.compile(r"(?:^|[.?!:;]\s+|\n\s*)$")


@functools.lru_cache(maxsize=1024)
def _sentence_case(word: str, source: str) -> bool:
    """Whether ``word`` (capitalised, the rest in lower case: "Started") is an ordinary word of the English ``source``
    capitalised only because a sentence of the English begins with it ("Started {date} (UTC)"), not a name the
    English capitalises mid-sentence (Butler, Neuberg) nor a key (Enter, Esc, Tab: :func:`keys.key_names`): left in
    a translation's prose it is English left untranslated (fix9bo, tester 9z N12: the capital had made it a name).
    Acronyms and names with inner capitals (UTC, KiB, PgDn) are never sentence case; a word the English writes only
    in lower case is one the translation capitalised."""
    from helper.catalog.checks.keys import key_names

    if not (word[:1].isupper() and word[1:].islower()) or key_names(word):
        return False
    places = [m.start() for m in re.finditer(rf"(?<![A-Za-z'’-]){re.escape(word)}(?![A-Za-z'’-])", source)]
    return all(_SENTENCE_START.search(source[:at]) for at in places)  # none: the English writes it in lower case


def _inside_brackets(text: str, start: int) -> bool:
    """Whether ``start`` lies inside a bracketed or quoted stretch of ``text`` (a gloss, a command, a quotation)."""
    return _opening_bracket(text, start) is not None


def _opening_bracket(text: str, start: int) -> int | None:
    """Where the bracket of ``text`` that holds ``start`` opens (:data:`_BRACKETS`, within :data:`_WINDOW`), else
    ``None``."""
    depth = 0
    for at in range(start - 1, max(0, start - _WINDOW) - 1, -1):
        char = text[at]
        if char in _BRACKETS.values():
            depth += 1
        elif char in _BRACKETS:
            if depth == 0:
                return at
            depth -= 1
    return None


def _bracket_around(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Where the bracket of ``text`` that holds ``text[start:end]`` opens (:func:`_opening_bracket`) and closes (its
    closing mark after ``end``), else ``None``: the one lookup of :func:`_english_bracket` and :func:`english_bracket`
    (fixwe)."""
    opening = _opening_bracket(text, start)
    closing = text.find(_BRACKETS[text[opening]], end) if opening is not None else -1
    return (opening, closing) if closing >= 0 else None


_TRANSLATED = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff\u3400-\u9fff]")
"""A Greek letter or a Chinese character: a bracket holding one is translated text, not a gloss of Latin words."""


def _in_translated_bracket(text: str, start: int, end: int) -> bool:
    """Whether the quotation at ``start``-``end`` of ``text`` stands outside any bracket, or in one that holds
    translated words besides it ("(Enter για παράλειψη: «average plus»)"), rather than in a bracket of its own, a
    gloss of the term before it (非违规方（“non-offending side”）)."""
    opening = _opening_bracket(text, start)
    if opening is None:
        return True
    closing = text.find(_BRACKETS[text[opening]], end)
    rest = text[opening + 1:start] + text[end:closing if closing >= 0 else end + _WINDOW]
    return _TRANSLATED.search(rest) is not None


def _english_bracket(text: str, start: int, end: int, source: str) -> bool:
    """Whether the word ``text[start:end]`` stands in a bracket and is a phrase of the English's prose of three words
    or more (a count the English has after it one of them: "(Enter for 1)") (:func:`_english_phrase`, a word of prose in it):
    "(Enter to skip)" left in a Greek or Chinese message, not a gloss ("μέγιστο (top)", 非违规方（"non-offending
    side"）) nor a list of tokens ("(y / n)")."""
    around = _bracket_around(text, start, end)
    if around is None:
        return False
    closing = around[1]
    phrase = _english_phrase(text, start, end, source)
    if phrase is None:
        return False
    said = text[phrase[0]:phrase[1]]
    # (the English's count after its phrase, "(Enter for 1)" left whole, is a word of it: fix9rb)
    number = re.match(r" \d+(?![\d.,])", text[phrase[1]:closing])
    if number and said + number.group() in source:
        said += number.group()
    # (a bracket that holds translated words too, "（按 Enter to skip）", holds the English's phrase of three words all
    # the same: no gloss is three words of prose; fix9rb)
    return len(said.split()) >= 3


_LANGUAGE_NAMES = frozenset({"English", "Greek", "Chinese"})
"""Words English capitalises as the names of languages, no names a translation keeps: the translations say 英文,
希腊文, 中文 / αγγλικό, ελληνικό, κινεζικό; left in a Chinese or Greek sentence ("而 English 是禁止", "όπου το
English απαγορεύει") they are English left untranslated (tester t9be untrzh01, untrel06, untrel17)."""


_BOOLEAN_VALUES = re.compile(r"\btrue (?:or|and|/) false\b|\bfalse (?:or|and|/) true\b")
"""The two values of a boolean setting as the English names them together ("must be true or false"): literal values
the translation writes as they are, no English prose left."""


def _prose_word(text: str, start: int, end: int, source: str = "", lang: str = "") -> bool:
    """Whether the English word ``text[start:end]`` of an interface translation stands in its prose (fix9l: "仅用于南北的
    outcome", "哪一方是 non-offending？", "outcome μόνο για ΒΝ": left untranslated), rather than as what interface
    strings keep in English on purpose: a capitalised name (GNU screen, PgDn, KiB), a token of the helper's options
    (none, partly, direct, ximps), a word in brackets or glossed by one (``none（无过错）``, ``μέγιστο (top)``,
    ``[adjusted]``), one of a list or command of Latin words (``text、md 或 html``, ``true 或 false``, ``none、ns、ew
    或者 both`` whatever the word for "or", engineer fizc's input, fizo; ``rule --corrects``, ``export LANG=C.UTF-8``),
    a file suffix (``.txt``), a program's name the English writes after a
    capitalised name or before an option (``GNU screen``, ``screen -U``), a boolean's value where the English names
    both (:data:`_BOOLEAN_VALUES`: 必须是 true for "must be true or false", tester t9bk bk-alt25); Greek keeps "top" and
    "datum".
    ``source``: the English; ``lang``: the translation's language."""
    word = text[start:end]
    if word.casefold() in _INTERFACE_TOKENS or word.casefold() in _KEPT_BY.get(lang, ()):
        return False  # case-folded, as every kept word is: "Top" as "top" (fix9fb)
    if word in ("true", "false") and _BOOLEAN_VALUES.search(source):
        return False  # a literal value of a setting the English names ("{setting} must be true or false"): written
        # as the English writes it, even where its other value is dropped (必须是 true: the alternative's one finding,
        # tester t9bk bk-alt25, fixzw)
    if word in _LANGUAGE_NAMES and not _quoting_english(text, start, lang):
        return True  # "而 English 是禁止", "το English απαγορεύει": a word of prose (tester t9be untrzh01, untrel06)
    # (a term's possessive too: "Director's error" left in "από Director's error;", tester t9bf unt07; fixzh)
    # (an ordinary word the English capitalises by convention, "the 1997 Laws", is read as its lower case is:
    # :func:`_ordinary_word`; tester t9by by-unt07, fjao)
    capitalised_word = False
    if word != word.lower() and not (re.sub(r"['’]s?\Z", "", word.casefold()) in _glossary_words()
                                     and word[1:] == word[1:].lower()
                                     and not _quoting_english(text, start, lang)) and not _sentence_case(word, source):
        if not _ordinary_word(word) or _quoting_english(text, start, lang):
            return False  # a name (GNU, PgDn, KiB), not a term of the glossary ("Director", fix9as) nor one quoted,
            # nor a word of the English capitalised only as its sentence's first ("Started 于 {date}", fix9bo)
        capitalised_word = True
    if _program_name(word, source):
        return False  # GNU screen, screen -U: a program
    if _inside_brackets(text, start) and _english_bracket(text, start, end, source):
        return True  # "(Enter to skip)" left whole: a phrase of the English's prose, no gloss (tester t9ay EM-097)
    if _inside_brackets(text, start) and _TRANSLATED.search(text) and after_key_colon(text, start):
        return True  # "(Escape: cancel)": a key hint's prose, no gloss nor command (tester t9bu bu-unt19, fizs; a
        # text with no translated word is the whole entry left, its one finding: tester t9bn bn-unt22)
    if word == word.lower() and (before_key_colon(text, end) is not None or after_key_in_bracket(text, start)):
        return True  # "(empty Enter: η τυπική ποινή)", "（直接按 Enter skips）": the key hint's condition or what the key
        # does left in English (tester t9cc cc-unt20's kind), not a gloss nor a command
    if _inside_brackets(text, start) or text[start - 1:start] in (".", "-", "*", "%", "$", "_", "/", "\\"):
        return False
    if word != word.lower() and not capitalised_word:
        return True  # a term of the glossary ("Director", "Director: {name}"): no option value, field name nor command
        # (an ordinary word capitalised, "Laws", is read as its lower case is: glossed, in a list; fjao)
    if _english_phrase(text, start, end, source) is not None:
        return True  # "fix it", "then rebuild": words of the English's prose, not a list nor a command
    if _english_phrase(text, start, end, source, any_words=True) is not None:
        return True  # "rebuild catalogue", "fuzzy entries": a phrase of the English, no list nor command (fix9as)
    after = text[end:end + _WINDOW]
    gloss = re.match(r"\s*[(（]([^()（）]*)[)）]", after)
    if gloss and not re.search(r"\d", gloss.group(1)) \
            and not (capitalised_word and re.search(rf"\b{re.escape(word)}\s*\(", source)):
        return False  # none（无过错）: a value glossed; (第12条C款1项(e)) is a citation, no gloss; nor the English's own
        # bracket after an ordinary word capitalised ("1997 Laws (Chinese)" as "1997年版 Laws（中文）"; fjao)
    if after[:1] == ":" and re.match(r":\s", after) and not _field_name(word, source):
        return True  # one word of the English's prose before a colon of the translation ("Το {root} δεν είναι
        # checkout: …" for "… is not a source checkout: …"): no field name the English writes so (fix9kc)
    if after[:1] in ("=", ":", "(", "_") or re.match(r"\s*--?\w", after):
        return False  # event:, LANG=, rule --corrects
    following = after[_LIST_GLUE.match(after).end():]
    if capitalised_word and re.match(r"[ \u00a0]?(?:19|20)\d\d(?!\d)", after) and after.lstrip()[:4] in source:
        return True  # an ordinary word capitalised before the English's year, "Laws 1997 (κινεζικά)" for "1997 Laws
        # (Chinese)": the edition's English name left, no command nor list going on with a number (fjaw)
    before = text[max(0, start - _WINDOW):start]
    preceding = before[:_GLUE_BEFORE.search(before).start()]
    glue = before[len(preceding):]
    if _translated_list(text, start, end, source):
        return True  # "event、session、牌号、桌号": items of the English's list, the others translated (t9ba unt44)
    if following[:1].isascii() and _CODE_NEXT.match(following[:1]) and not following[:1] == "{" \
            and not (_SENTENCE_STOP.match(following) and _TRANSLATED.search(text)) \
            and not key_name_at(text, end + len(after) - len(following)):
        return False  # one of a list or a command of Latin words (not a full stop ending a sentence of translated
        # words: "ακόμη rulings." for "No rulings recorded yet.", tester t9bo bo-unt22, fiyo; ".txt", "1.5" go on; a
        # text with no translated word is the whole entry left, :func:`whole_entry_left`, tester t9bn bn-unt24; not
        # before a key's name: "details F4", "press Ctrl+X" are prose of a key hint, fizd)
    last = start - len(glue) - len(_LAST_WORD.search(preceding).group())
    if preceding[-1:].isascii() and re.match(r"[A-Za-z0-9\-.]", preceding[-1:]) and _LIST_GLUE.fullmatch(glue) \
            and not (glue == " " and kept_before_prose(text, last, start - len(glue))) \
            and not key_name_at(text, last, start - len(glue)):
        return False  # (not after a key or a side kept in Latin script: "NS matchpoints" is English left; fiyg; nor
        # after a key's name and its list's glue: "F4 details", "^N, details", "F4: save", tester t9bs bs-unt06, fizd)
    return True


_SENTENCE_STOP = re.compile(r"\.(?:\s|[)）\]」』”\"'»]|\Z)")
"""A full stop that ends a sentence (then a space, a closing mark or the text's end): no file suffix nor number."""


_LIST_BOUND = re.compile(r"[:：;；。!！?？()（）\[\]【】〔〕«»“”\"\n]")
"""What ends a list of items parted by commas: a colon, a sentence's end, a bracket or a quotation mark."""


@functools.lru_cache(maxsize=256)
def _list_bounds(text: str) -> tuple[int, ...]:
    """Where the marks that end a list (:data:`_LIST_BOUND`, one character each) stand in ``text``, in order: read
    once per text, not again for each of its Latin words (fixwe)."""
    return tuple(m.start() for m in _LIST_BOUND.finditer(text))


@functools.lru_cache(maxsize=1024)
def _clause_items(clause: str) -> tuple[tuple[int, str], ...]:
    """The items of ``clause`` parted by ``、``, ``,`` or ``，``: ``(where it starts, the item as written)`` each."""
    found, at = [], 0
    for item in re.split(r"[、,，]", clause):
        found.append((at, item))
        at += len(item) + 1
    return tuple(found)


def _list_items(text: str, start: int, end: int) -> tuple[list[str], str]:
    """The items (stripped) of the list around ``text[start:end]`` (parted by ``、``, ``,`` or ``，`` between
    :data:`_LIST_BOUND` marks, within :data:`_WINDOW` of it) and the item that holds it."""
    marks, lower = _list_bounds(text), max(0, start - _WINDOW)
    before = bisect.bisect_left(marks, start)  # (the marks before the word: those at lower or after end its list)
    bound = marks[before - 1] + 1 if before and marks[before - 1] >= lower else lower
    after = bisect.bisect_left(marks, end)
    stop = marks[after] if after < len(marks) and marks[after] < end + _WINDOW else end + _WINDOW
    offset = start - bound
    items = _clause_items(text[bound:stop])
    mine = next((item.strip() for at, item in items if at <= offset <= at + len(item)), "")
    return [item.strip() for _at, item in items], mine


def _translated_list(text: str, start: int, end: int, source: str) -> bool:
    """Whether the Latin word ``text[start:end]`` of an interface translation is an item of the English's list left
    among translated ones: a whole item of a list of the translation (:func:`_list_items`) of which another item is
    translated words only (:data:`_TRANSLATED`, no Latin letter), and a whole item of a list of the English
    ``source`` of which another item (of a word or two) is not in the translation ("裁决详情：event、session、牌号、桌号" for "details:
    event, session, board, table", tester t9ba unt44).  A list of tokens the translation keeps ("text, md ή html,
    στις γλώσσες του --lang" for "text, md or html, in the languages of --lang") is none."""
    word = text[start:end]
    items, mine = _list_items(text, start, end)
    if len(items) < 2 or mine != word or not any(_TRANSLATED.search(i) and not re.search("[A-Za-z]", i)
                                                 for i in items):
        return False
    found = re.search(rf"(?<![A-Za-z'’-]){re.escape(word)}(?![A-Za-z'’-])", source)
    if found is None:
        return False
    english, own = _list_items(source, found.start(), found.end())
    # (the English's items of a word or two, "or html" and "md or html" parted at their "or")
    others = [part for item in english if item != own for part in re.split(r"(?:^|\s+)(?:or|and)\s+", item)
              if re.fullmatch(r"[A-Za-z][A-Za-z'’-]*(?: [A-Za-z][A-Za-z'’-]*)?", part)]
    return own == word and any(part.casefold() not in text.casefold() for part in others)


@functools.lru_cache(maxsize=1024)
def _field_name(word: str, source: str) -> bool:
    """Whether the English ``source`` writes ``word`` as a field name right before a colon: after no other word
    ("(event: {value})") or before a placeholder or a number ("Field event: {event}", "top: 24"), and never after a
    word of prose (:data:`_FUNCTION_WORDS`: "is written: {file}"); not the last word of a clause ("is not a source
    checkout: missing {missing}")."""
    for match in re.finditer(rf"(?<![A-Za-z'’-]){re.escape(word)}:", source, re.IGNORECASE):
        before = re.search(r"([A-Za-z'’-]+) $", source[:match.start()])
        if before and before.group(1).casefold() in _FUNCTION_WORDS:
            continue
        if not before or re.match(r"\s*(?:\{|\d)", source[match.end():]):
            return True
    return False


_LAST_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’-]*$|.?$")
_KEY_CHORD_BEFORE = re.compile(r"(?:\^|(?<![A-Za-z])(?:Ctrl|Alt|Shift)\s*[+-]\s*)\Z")


def key_name_at(text: str, start: int, end: int | None = None) -> bool:
    """Whether a key's name of more than one letter (:func:`keys.key_names`: F4, Esc, Enter, PgDn, Ctrl+X, ^N) begins
    at ``start`` of ``text`` (and ends at ``end``, when given), or ``text[start:end]`` is a key chord's letter.  A key hint's words beside it are the translation's
    prose, never a key nor an item of a list of Latin words (keys are capitalised or single letters): an English word
    left next to it ("^P πίσω, ^N νέα, F4 details" for "^P back, ^N new, F4 details", tester t9bs bs-unt06; "请
    press Ctrl+X 或 F10") is English left untranslated (fizd).  A single letter (q, y) is no such key: "y / n", "Ctrl+B
    d" are lists and commands of Latin letters."""
    from helper.catalog.checks.keys import key_names

    if end == start + 1 and text[start:end].isalpha() and _KEY_CHORD_BEFORE.search(text, 0, start):
        return True  # a key chord's letter (the N of ^N, Ctrl+N)
    if start < 0 or (start and re.match(r"[A-Za-z0-9]", text[start - 1])):
        return False
    found = key_names(text[start:start + 24])
    return any(at == 0 and stop > 1 and (end is None or stop == end - start) for _key, at, stop in found)


_KEY_COLON_BEFORE = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z^][A-Za-z0-9+^-]*)[ \u00a0]?[:：][ \u00a0]*"
                               r"(?:[A-Za-z][A-Za-z'’-]*[ \u00a0]+)*\Z")
"""A word (a key's name, if :func:`key_name_at` says so) and a colon, then Latin words of a run up to a place."""


def after_key_colon(text: str, start: int) -> bool:
    """Whether the Latin word at ``start`` of ``text`` stands, inside the bracket that holds it, in the run of Latin
    words right after a key's name of more than one letter and a colon (:func:`key_name_at`: "(Escape: cancel)",
    "(Esc: go back)", "（Enter：skip）"): what the key does, prose of a key hint the translation says in its own
    words, not a gloss nor a command kept in English (tester t9bu bu-unt19: "(Escape: cancel)" left in a Greek
    message; fizs).  A single letter before the colon ("(y: yes)") is no key's name."""
    opening = _opening_bracket(text, start)
    found = _KEY_COLON_BEFORE.search(text, (opening + 1) if opening is not None else max(0, start - _WINDOW), start)
    return found is not None and key_name_at(text, found.start(1), found.end(1))


_KEY_AND_COLON_AFTER = re.compile(r"[ \u00a0]+([A-Za-z^][A-Za-z0-9+^-]*)[ \u00a0]?[:：]")
"""Spaces, a word (a key's name, if :func:`key_name_at` says so) and a colon, right after a word."""


def before_key_colon(text: str, end: int) -> int | None:
    """Where the key's name ends when the Latin word ending at ``end`` of ``text`` stands right before a key's name of
    more than one letter and its colon (:func:`key_name_at`), inside a bracket of a translated text: "(empty
    Enter: η τυπική ποινή)", "（empty Enter：标准罚分）" - the English's condition of the key hint left in English, its
    key with it (tester t9cc cc-unt20's kind; :func:`after_key_colon` is the prose after the colon).  ``None`` else."""
    found = _KEY_AND_COLON_AFTER.match(text, end)
    if found is None or not key_name_at(text, found.start(1), found.end(1)):
        return None
    if _bracket_around(text, end - 1, found.end()) is None or not _TRANSLATED.search(text):
        return None
    return found.end(1)


_KEY_BEFORE = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z^][A-Za-z0-9+^-]*)[ \u00a0]\Z")
"""A word (a key's name, if :func:`key_name_at` says so) and a space, up to a place."""


def after_key_in_bracket(text: str, start: int) -> bool:
    """Whether the Latin word at ``start`` of ``text`` stands right after a key's name of more than one letter and a
    space (:func:`key_name_at`), inside a bracket of a translated text: "（直接按 Enter skips）", "(κενό Enter skips)",
    "（F2 changes it）" - what the key does, the key hint's prose left in English (tester t9cc cc-unt20's kind; the
    words after a key and a colon are :func:`after_key_colon`'s)."""
    found = _KEY_BEFORE.search(text, max(0, start - 24), start)
    if found is None or not key_name_at(text, found.start(1), found.end(1)):
        return False
    return _bracket_around(text, found.start(1), start + 1) is not None and _TRANSLATED.search(text) is not None


def key_opens_bracket(text: str, start: int) -> bool:
    """Whether the Latin word at ``start`` of ``text`` stands after a key's name and a colon (:func:`after_key_colon`)
    where that key is the first thing of its bracket: "(Escape: cancel)", "(Esc: go back)", "（Enter：skip）" - a key
    hint whose key the translation keeps, the prose after the colon alone English left (fizs).  Not where English
    words stand before the key ("(empty Enter: the standard penalty)" left whole: the bracket's condition "empty
    Enter" is English left with the rest, one run; tester t9cc cc-unt20)."""
    opening = _opening_bracket(text, start)
    if opening is None:
        return False
    found = _KEY_COLON_BEFORE.search(text, opening + 1, start)
    return found is not None and key_name_at(text, found.start(1), found.end(1)) \
        and not text[opening + 1:found.start(1)].strip()


def kept_before_prose(text: str, start: int, end: int) -> bool:
    """Whether the Latin word ``text[start:end]`` is one a translation keeps as it is and that ends any run of English
    words before the next one: a key chord's letter (``^N``, ``Ctrl-N``: a key is ``^N``, never "^N new ruling") or a
    bridge abbreviation (:data:`_BRIDGE_CAPITALS`: NS, EW, IMP).  The words after it are the translation's prose, so
    English left there ("裁决完成：^P 返回，^N new ruling", tester t9bm bm-unt18; "其他牌桌 NS matchpoints
    recomputed", tester t9bm bm-unt22) is English left untranslated, not a list or a command of Latin words (fiyg)."""
    word = text[start:end]
    if len(word) == 1 and word.isalpha() and _KEY_CHORD_BEFORE.search(text, 0, start):
        return True
    return word in _BRIDGE_CAPITALS


def _english_phrase(text: str, start: int, end: int, source: str, any_words: bool = False) -> tuple[int, int] | None:
    """Whether the word ``text[start:end]`` stands in a run of Latin words joined by single spaces that the English
    ``source`` has as a phrase, with a word of prose in it (:data:`_FUNCTION_WORDS`): "fix it" of "fix it, then
    rebuild" left in a Greek or Chinese text is English prose, though its words each look like one of a list.
    ``any_words`` (fix9as): any run of words of the English (not only its phrase) in lower case (or of a term of the
    glossary, "Director"), none kept in Latin script (:mod:`kept_latin`), that stands as prose: not before ``=``,
    ``:``, ``(`` or an option (``pip install -e``), not after a ``.``, ``-`` or ``/`` ("rebuild catalogue", "fuzzy
    entries").
    Returns the run's ``(start, end)`` in ``text``, else ``None``."""
    left = start
    while left > 1 and text[left - 1] == " " and re.match(r"[A-Za-z'’-]", text[left - 2]):
        before = re.search(r"[A-Za-z][A-Za-z'’-]*$", text[:left - 1]).start()
        if kept_before_prose(text, before, left - 1):
            break  # ("^N new ruling", "NS matchpoints recomputed": the run is the words after the key or the side)
        left = before
    match = _PHRASE.match(text, left)
    if match is None or match.end() < end:
        return None
    phrase = match.group()
    if any_words:
        words = phrase.split()
        after = text[match.end():match.end() + 8]
        # a word of prose (:data:`_FUNCTION_WORDS`) counts with the English's words though the English has it not:
        # "is not usable" for "not usable" (tester t9at EM-en1), beside a word of the English's of three letters or
        # more that is none (a run of function words alone is no phrase of the English)
        borrowed = [w for w in words if w.casefold() not in _source_words(source)]
        if (any(w.casefold() not in _FUNCTION_WORDS for w in borrowed)
                or (borrowed and not any(len(w) >= 3 and w.casefold() in _source_words(source)
                                         and w.casefold() not in _FUNCTION_WORDS for w in words))
                or any(w != w.lower() and re.sub(r"['’]s?\Z", "", w.casefold()) not in _glossary_words() for w in words)
                or any(w.casefold() in _FIXED_TOKENS or w.casefold() in KEPT_NAMES or w.casefold() in _INTERFACE_TOKENS
                       for w in words)
                or after[:1] in ("=", "(", "_", "-") or re.match(r"\s*--?\w", after)
                or (after[:1] == ":" and not _prose_before_colon(phrase, after, source))
                or text[left - 1:left] in (".", "-", "*", "%", "$", "_", "/", "\\")):
            return None
        return match.span()  # each a word of the English, in the translation's prose
    if not any(w.casefold() in _FUNCTION_WORDS for w in phrase.split()):
        return None
    found = re.search(r"(?<![A-Za-z])" + re.escape(phrase) + r"(?![A-Za-z])", source, re.IGNORECASE)
    return match.span() if found else None


def _prose_before_colon(phrase: str, after: str, source: str) -> bool:
    """Whether the run of English words ``phrase``, a colon and a space after it (``after``), is prose left before a
    colon of the translation's own ("Δεν βρέθηκε το settings file: {file}" for "Settings file not found: {file}":
    fix9by, tester 9ad) rather than a field name (``event:``): two words or more that the English ``source`` writes
    before no colon."""
    return (len(phrase.split()) > 1 and re.match(r":\s", after) is not None
            and re.search(r"(?<![A-Za-z])" + re.escape(phrase) + r"\s*:", source, re.IGNORECASE) is None)


def _english_prose(phrase: str) -> bool:
    """Whether ``phrase`` (Latin words joined by spaces, :data:`_PHRASE`) is English prose in a law text: it holds a
    word of prose (:data:`_FUNCTION_WORDS`: "Is that so") and a word of three letters or more, and no fixed token, name
    kept in Latin script or all-capital id ("IMP and NS" is no prose)."""
    words = phrase.split()
    return (any(w.casefold() in _FUNCTION_WORDS for w in words) and any(len(w) >= 3 for w in words)
            and not any(w.casefold() in _FIXED_TOKENS or w.casefold() in KEPT_NAMES or (len(w) > 1 and w.isupper())
                        for w in words))


@functools.lru_cache(maxsize=256)
def _source_words(source: str) -> frozenset[str]:
    """The words of the English ``source``, case-folded, with their parts (non-offending: non, offending) and their
    other number ("contestant" for "contestants"; "entries" for "entry" and back, fix9as)."""
    words = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", source)}
    words |= {part for word in list(words) for part in re.split(r"[-'’]", word) if part}
    words |= {word[:-1] for word in words if word.endswith("s")} | {word + "s" for word in words}
    words |= {word[:-3] + "y" for word in words if word.endswith("ies")} | {word[:-1] + "ies" for word in words
                                                                            if word.endswith("y")}
    return frozenset(words)


@functools.cache
def _glossary_words() -> frozenset[str]:
    """The words (case-folded) of the glossary's terms the English writes capitalised, but for all-capital tokens
    (Director, Tournament Organizer, Regulating Authority; not IMP): a term to translate, no name to keep (fix9as)."""
    from helper.catalog.checks.terminology import load_glossary

    return frozenset(word.casefold() for term in load_glossary() for word in re.findall(r"[A-Za-z]+", term.en_text)
                     if word[:1].isupper() and not word.isupper())


@functools.lru_cache(maxsize=1)
def _english_vocabulary() -> frozenset[str]:
    """The words the English of the shipped catalogues (``locales/*.pot``: the interface strings and the law
    paragraphs) writes in lower case somewhere: the project's dictionary of ordinary English words (law, ruling,
    board, score, source).  Read once per process.  An installed wheel carries the templates
    (``helper/_data/locales``: pyproject's force-include of ``locales``); where none can be read, the msgids of the
    translated catalogues (``locales/*/LC_MESSAGES/*.po``, the English the check compares with) are read instead, so
    the rule never silently loses its dictionary (session 47's open point, fjay); empty only when neither can be."""
    import polib

    from helper.paths import locales_dir

    words: set[str] = set()
    catalogues = []
    for pattern in ("*.pot", "*/LC_MESSAGES/*.po"):
        for path in sorted(locales_dir().glob(pattern)):
            try:
                catalogues.append(polib.pofile(str(path)))
            except (OSError, ValueError):
                continue
        if catalogues:
            break
    for catalogue in catalogues:
        for entry in catalogue:
            for text in (entry.msgid, entry.msgid_plural or ""):
                words.update(re.findall(r"(?<![A-Za-z'’-])[a-z][a-z]+(?![A-Za-z'’-])", text))
    return frozenset(words)


def _ordinary_word(word: str) -> bool:
    """Whether ``word``, capitalised ("Laws", "Ruling", "Board"; the rest in lower case), is an ordinary English word
    the English capitalises by convention ("the 1997 Laws"), not a name: the English of the catalogues writes it (or
    its singular) in lower case too (:func:`_english_vocabulary`), and it is no name a translation keeps
    (:data:`KEPT_NAMES`: Butler, Swiss, Python), no token of the helper's options, no key (Enter, Escape).  Left
    alone in a Chinese or Greek sentence ("1997 年 Laws 只有中文版", "οι Laws του 1997") it is English left
    untranslated, as its lower-case form is (tester t9by by-unt07, fjao); names (Neuberg, Howell, Markdown) are no
    words of the English's lower case."""
    from helper.catalog.checks.keys import key_names

    if not (len(word) > 2 and word[:1].isupper() and word[1:].islower() and word.isascii() and word.isalpha()):
        return False
    folded = word.casefold()
    if folded in KEPT_NAMES or folded in _INTERFACE_TOKENS or key_names(word):
        return False
    forms = {folded, folded[:-1] if folded.endswith("s") else folded,
             folded[:-2] if folded.endswith("es") else folded,
             folded[:-3] + "y" if folded.endswith("ies") else folded}
    return bool(forms & _english_vocabulary())


_FIGURE = r"[ \u00a0]?(?:\d|\{[^{}\s]*\})"
"""A figure right after a word: a number or a placeholder, after one space or none ("Law {law}", "Ruling 12")."""


def _figure_label(text: str, start: int, end: int, source: str, lang: str) -> bool:
    """Whether the word ``text[start:end]`` of an interface translation (as written, placeholders kept) is the English's
    label of a figure left: the English ``source`` writes the word right before a number or a placeholder (``Law
    {law}``, ``Ruling {id}``, ``board 5``) and so does the translation ("(Law {law})" in a Greek message, tester t9bb
    unt207; fixwe).  A figure's label is prose a translation says in its own words (Νόμος {law}, 第{law}条, 裁决
    {id}), whether the English capitalises it or not; a key (``Enter {x}``), a token kept in Latin script
    (:mod:`kept_latin`), the English quoted (:func:`_quoting_english`) and a word after another Latin word or a
    command's (``helper rulings appeal {by}``, a command to type) are none."""
    from helper.catalog.checks.keys import key_names

    word = text[start:end]
    if (not re.match(_FIGURE, text[end:end + 40]) or re.search(r"[A-Za-z0-9_.-]\s?$", text[max(0, start - 2):start])
            or key_names(word) or word.casefold() in _INTERFACE_TOKENS
            or word.casefold() in _KEPT_BY.get(lang, ()) or _quoting_english(text, start, lang)):
        return False
    return re.search(rf"(?<![A-Za-z'’-]){re.escape(word)}{_FIGURE}", source) is not None


def _quoting_english(text: str, start: int, lang: str) -> bool:
    """Whether the word at ``start`` of ``text`` follows words that say the English says it ("όπου το αγγλικό λέει
    Tournament Organizer", 英文为 …): quoted English, kept on purpose (:data:`kept_latin.QUOTING`)."""
    pattern = QUOTING.get(lang)
    before = re.sub(r"(?:[A-Za-z][A-Za-z'’-]*\s+)*$", "", text[max(0, start - 80):start])  # the quote's first word
    return pattern is not None and pattern.search(before) is not None


def untranslated_words(source: str, target: str, domain: str, runs: list[tuple[int, int]] = (), lang: str = "",
                       quoted: list[tuple[int, int]] = ()) -> list[tuple[int, int, bool]]:
    """English words of a Chinese or Greek ``target`` that ``runs`` (``english_runs``) does not cover.

    ``source``: the English; ``domain``: ``laws``, ``pairs`` or ``messages``.  Returns
    ``(start, end, in_english)`` spans of ``target``, neighbouring words (separated by spaces or a
    hyphen only) joined into one span: ``in_english`` when a counted word of the span is a word of the
    English (an error: English left untranslated), else the span is Latin-script words absent from
    the English (a warning).  Words of two letters count only in all-capital form absent from the
    English; code, options, quoted names and placeholders are ignored.  In interface strings
    (``messages``) a word of the English counts only where it stands in the translation's prose
    (:func:`_prose_word`; ``lang``, the translation's language, names the words it keeps), or inside one of the
    ``quoted`` spans (quotations holding English left, :func:`structure.quoted_english_spans`, their marks blanked
    in ``target``) outside brackets or in a bracket of translated words (:func:`_in_translated_bracket`, fix9bo).
    """
    source_words = _source_words(source)
    verbatim = set(re.findall(r"[A-Za-z][A-Za-z'’-]*", source))
    blanked = _CODE_SPANS.sub(lambda m: " " * len(m.group()), target)
    words: list[tuple[int, int, bool]] = []
    if domain in ("laws", "pairs"):
        # English prose not of the paragraph's English (fix9be, tester 9x: 12A3's "调整分。Is that so?"): a phrase of
        # Latin words holding a word of prose (:data:`_FUNCTION_WORDS`), none a fixed token, kept name or capital id
        prose = [m.span() for m in _PHRASE.finditer(blanked) if not any(a <= m.start() < b for a, b in runs)
                 and _english_prose(m.group())]
        words += [(a, b, True) for a, b in prose]
        runs = [*runs, *prose]
    for match in _WORD.finditer(blanked):
        word = match.group()
        folded = word.casefold()
        if folded in _FIXED_TOKENS or folded in KEPT_NAMES or any(a <= match.start() < b for a, b in runs):
            continue
        if len(word) < 3:
            continue
        if folded not in source_words:
            words.append((match.start(), match.end(), False))
        elif word.isupper() and word in verbatim:
            continue  # an id or token the English has in the same form (NT, MP)
        elif domain in ("laws", "pairs"):
            words.append((match.start(), match.end(), True))
        elif domain == "messages" and _figure_label(target, match.start(), match.end(), source, lang):
            words.append((match.start(), match.end(), True))
        elif domain == "messages" and any(a <= match.start() < b and _in_translated_bracket(blanked, a, b)
                                          for a, b in quoted):
            words.append((match.start(), match.end(), True))
        elif domain == "messages" and _prose_word(blanked, match.start(), match.end(), source, lang):
            # the whole phrase of the English ("fix it", its short "it" too), else the word
            phrase = (_english_phrase(blanked, match.start(), match.end(), source)
                      or _english_phrase(blanked, match.start(), match.end(), source, any_words=True))
            if phrase is None and (key_end := before_key_colon(blanked, match.end())) is not None:
                phrase = (match.start(), key_end)  # "empty Enter" of "(empty Enter: …)", the English's words (t9cc)
            words.append((*(phrase or (match.start(), match.end())), True))
    joined: list[tuple[int, int, bool]] = []
    for start, end, in_english in sorted(words):
        if joined and _JOIN.fullmatch(blanked[joined[-1][1]:start]):
            first, _last, before = joined[-1]
            joined[-1] = (first, end, before or in_english)
        else:
            joined.append((start, end, in_english))
    if domain == "messages":
        joined = _whole_brackets(blanked, joined, source)
    return joined


def english_bracket(text: str, start: int, end: int, source: str) -> tuple[int, int] | None:
    """The one rule of a bracket of English left untranslated in an interface translation: the span of the content
    (its spaces left out) of the bracket of ``text`` that holds ``text[start:end]``, where that content has no
    translated word (:data:`_TRANSLATED`) and nothing but the words of the English ``source``, numbers and
    punctuation ("(Enter to skip: average plus)", "(Enter for 1)": fix9rb; "(changed only)": fix9tb); else ``None``
    (no bracket, or one holding a Greek or Chinese word or a word the English does not have).  Read by
    :func:`_whole_brackets` and :func:`prose_brackets_left` (fix9ub: the rule once)."""
    around = _bracket_around(text, start, end)
    if around is None:
        return None
    opening, closing = around
    inner = text[opening + 1:closing]
    words = _source_words(source)
    if (_TRANSLATED.search(inner) or not all(w.casefold() in words for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", inner))
            or not re.fullmatch(r"[\sA-Za-z'’0-9:：,，;；.-]*", inner)):
        return None
    lead = len(inner) - len(inner.lstrip())
    return opening + 1 + lead, opening + 1 + len(inner.rstrip())


_PROSE_BRACKET = re.compile(r"[(（]([A-Za-z]+(?: [A-Za-z]+)+)[)）]")
"""A bracket of English prose, two lower-case words or more ("(changed only)"), and key names beside them ("(empty
Enter skips)", tester t9cc cc-unt20's kind: :func:`prose_brackets_left`): no command, value nor name."""


def _prose_with_keys(words: list[str], text: str, at: int) -> bool:
    """Whether ``words`` (of a bracket of ``text`` whose content starts at ``at``, one space apart) are two lower-case
    words or more, each other word a key's name (:func:`key_name_at`: "empty Enter skips")."""
    lower, place = 0, at
    for word in words:
        if word == word.lower():
            lower += 1
        elif not key_name_at(text, place, place + len(word)):
            return False
        place += len(word) + 1
    return lower >= 2


def prose_brackets_left(source: str, target: str) -> list[tuple[int, int]]:
    """The spans in ``target`` (an interface string's translation) of an English bracket of prose
    (:data:`_PROSE_BRACKET`) the English ``source`` has, left as it writes it (:func:`english_bracket`): "the new
    score of NS (changed only)" as 南北的新分数(changed only) (tester t9az z552, fix9tb), two words too few for
    :func:`_english_bracket`'s phrase; key names beside its words too, "(empty Enter skips)" left whole (tester t9cc
    cc-unt20's kind: that run, its condition "empty Enter" no condition missing besides).  A bracket of the helper's
    tokens (option values, units: :mod:`kept_latin`) is none."""
    said = {m.group(1) for m in _PROSE_BRACKET.finditer(source) if _prose_with_keys(m.group(1).split(" "), source,
                                                                                    m.start(1))}
    return [m.span(1) for m in _PROSE_BRACKET.finditer(target) if m.group(1) in said
            and not all(word in _INTERFACE_TOKENS for word in m.group(1).split())
            and english_bracket(target, m.start(1), m.end(1), source) == m.span(1)]


def runs_in_whole_brackets(source: str, target: str, runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``runs`` (spans of English left in the interface translation ``target``: :func:`structure.english_runs`) with
    each that stands in a bracket of English left (:func:`english_bracket`) made the bracket's whole content, as
    :func:`_whole_brackets` makes the shorter words': "(empty Enter: the standard penalty)" left in English is one run
    naming the bracket, its condition "empty Enter" with it - that run's one finding, no condition missing besides
    (tester t9cc cc-unt20).  A key hint's prose after the key that opens the bracket (:func:`key_opens_bracket`:
    "(Escape: cancel)") stays the run it is."""
    result: list[tuple[int, int]] = []
    for start, end in runs:
        whole = None if key_opens_bracket(target, start) else english_bracket(target, start, end, source)
        span = whole if whole is not None and whole[0] <= start and end <= whole[1] else (start, end)
        if span not in result:
            result.append(span)
    return result


def _whole_brackets(text: str, spans: list[tuple[int, int, bool]], source: str) -> list[tuple[int, int, bool]]:
    """``spans`` (of English left in the interface translation ``text``) with each that stands in a bracket of English
    left (:func:`english_bracket`) made the bracket's whole content: "(Enter to skip: average plus)" left whole is one
    English left, its "average plus" named with it (not a term missing besides), "(Enter for 1)" with its count
    (fix9rb)."""
    result: list[tuple[int, int, bool]] = []
    for start, end, in_english in spans:
        # (not the key before a key hint's prose: "(Escape: cancel)" names 'cancel', tester t9bu bu-unt19, fizs; but
        # "(empty Enter: skips)", English before the key too, is the bracket left whole: tester t9cc cc-unt20)
        whole = english_bracket(text, start, end, source) if in_english and not key_opens_bracket(text, start) \
            else None
        if whole is not None:
            start, end = whole
        if result and result[-1][0] <= start and end <= result[-1][1]:
            continue
        result = [r for r in result if not (start <= r[0] and r[1] <= end)]
        result.append((start, end, in_english))
    return result


def whole_entry_left(source: str, target: str, lang: str) -> tuple[int, int] | None:
    """The span of ``target`` (a Chinese or Greek interface translation, ``lang``) when it is its English ``source``
    itself, spaces aside, or but for its punctuation (:func:`_english_kept_whole`: then the span of its words,
    "withdrawn" of "{appeal}（{date}）：withdrawn."), and the English has an ordinary word: a lower-case word of three
    letters or more that is no token of the helper's options, no word ``lang`` keeps and no program's name
    (:mod:`kept_latin`), or a word of
    prose in any case (:data:`_FUNCTION_WORDS`: the answer "No" as "No", not Όχι / 否: tester t9bo bo-unt17, fiyo),
    or a word capitalised only as its sentence's first ("Cancel": :func:`_sentence_case`, no key nor name).  "print
    JSON" as "print JSON", "untranslated English" as itself (tester t9be untrel12, untrzh17): the whole entry left in
    English, one finding; "NS", "csv", "IMP", "Enter", "Butler" kept alone are codes, keys and names; "{imps} IMP", "(datum {datum})", "translate-toolkit {check}: {detail}" keep only names,
    units and codes.  ``None`` else."""
    words = whole_entry_words(source, target, lang)
    if not words:
        return None
    if " ".join(target.split()) != " ".join(source.split()):
        # the English's words left with the punctuation made Chinese ("{appeal}（{date}）：withdrawn."): the words
        # are what is left, the placeholders and marks around them no English (tester t9cb cb-unt04, fjay)
        latin = [m.span() for m in re.finditer(r"[A-Za-z][A-Za-z'’-]*", _blank_codes(source, target))]
        return min(a for a, _b in latin + words), max(b for _a, b in latin + words)
    start = len(target) - len(target.lstrip())
    return start, len(target.rstrip())


_ENTRY_TOKEN = re.compile(r"\{[^{}]*\}|[A-Za-z0-9][\w'’-]*")
"""What an interface string says but its punctuation and spaces: its placeholders, words and numbers."""


def _english_kept_whole(source: str, target: str) -> bool:
    """Whether ``target`` is its English ``source`` itself, spaces aside, or but for its punctuation: no Chinese or
    Greek letter in it, and the same placeholders, words and numbers in the same order ("{appeal} ({date}):
    withdrawn." as "{appeal}（{date}）：withdrawn.", the brackets and colon made full-width, the one word left in
    English; tester t9cb cb-unt04, fjay)."""
    if " ".join(target.split()) == " ".join(source.split()):
        return True
    return not _TRANSLATED.search(target) and _ENTRY_TOKEN.findall(target) == _ENTRY_TOKEN.findall(source) \
        and bool(_ENTRY_TOKEN.findall(target))


_QUOTES = {"«": "»", "“": "”", '"': '"', "'": "'", "「": "」"}
"""A quotation's opening and closing marks, as :data:`structure._CODE_SPANS` reads a quoted name."""


def _blank_codes(source: str, target: str) -> str:
    """``target`` with its code spans (options, placeholders, quoted names: :data:`structure._CODE_SPANS`) blanked,
    but for a quotation of words the English writes unquoted: "(empty)" as «empty» is the English word put in quotes,
    not a name the Director types (open point of session 48; fjbd).  A quotation the English has too ("«Cancel»" for
    '"Cancel"') stays a name."""
    def blank(m: re.Match) -> str:
        text = m.group()
        inner = text[1:-1]
        if text[0] in _QUOTES and text[-1] == _QUOTES[text[0]] and inner.strip() and inner in source \
                and not any(re.search(re.escape(o + inner + c), source) for o, c in _QUOTES.items()):
            return " " + inner + " "
        return " " * len(text)
    return _CODE_SPANS.sub(blank, target)


def whole_entry_words(source: str, target: str, lang: str) -> list[tuple[int, int]]:
    """The spans of the ordinary words of ``target`` (a Chinese or Greek interface translation, ``lang``) when it is
    its English ``source`` itself, spaces or punctuation aside (:func:`whole_entry_left`'s words: what makes the whole
    entry English left); empty else.  Where the runs found leave one of them that is an item of a comma list ("Pairs,
    matchpoints" left whole: "Pairs" found, "matchpoints" a list's item), the whole entry is the one finding
    (:func:`pair._structure`; tester t9bx bx-unt06, bx-unt16, fjag); "Law text" left still names "Law" alone."""
    if lang not in ("zh", "el") or not _english_kept_whole(source, target):
        return []
    blanked = _blank_codes(source, target)
    ordinary = [m.span() for m in re.finditer(r"(?<![A-Za-z'’-])[A-Za-z][A-Za-z'’-]*", blanked)
                if (m.group() == m.group().lower() and len(m.group()) >= 3 and _WORD.fullmatch(m.group()))
                or m.group().casefold() in _FUNCTION_WORDS or _sentence_case(m.group(), source)]
    return [(a, b) for a, b in ordinary if blanked[a:b].casefold() not in _INTERFACE_TOKENS
            and blanked[a:b].casefold() not in _KEPT_BY.get(lang, ()) and blanked[a:b].casefold() not in _FIXED_TOKENS
            and blanked[a:b].casefold() not in KEPT_NAMES]
