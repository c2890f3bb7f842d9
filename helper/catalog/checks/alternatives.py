"""Alternatives dropped (issue 9 §2): a list of the English's alternatives ("A, B or C", "either A or B") whose
translation names fewer (:func:`dropped_alternatives`, :func:`dropped_either_or`), or more
(:func:`added_alternatives`).  Apart from :mod:`opposites`
(where they were) because :mod:`conditions` reads them for its alternatives inside a clause (fix9jb) and
:mod:`opposites` reads :mod:`conditions`'s words of a condition: in one module they were an import cycle."""

from __future__ import annotations

import re

from helper.catalog.checks.brackets import parentheticals
from helper.catalog.checks.brackets import unbracketed as _unbracketed
from helper.catalog.checks.negation import _sentence_pairs


_OR_WORDS = {"en": re.compile(r"\bor\b(?!\s+(?:more|less|fewer)\b)", re.IGNORECASE),
             "zh": re.compile(r"或者|或是|或|还是"),
             "el": re.compile(r"(?<!\w)(?:ή|Ή)(?!\w)")}
_LIST_CUT = re.compile(r"([,;:.!?()\[\]（）［］〔〕。；：！？、，])")
_LIST_SEPARATORS = {"en": {","}, "zh": {"、", "，", ","}, "el": {","}}
_DOUBLED_SEPARATOR = {lang: re.compile("([" + "".join(sorted(seps)) + r"])(?:\s*\1)+")
                      for lang, seps in _LIST_SEPARATORS.items()}
"""A list separator written twice, blank between (:func:`_list_sizes`)."""
# a clause or a phrase that opens a sentence ("If …,", "To quit,", "In pairs,"), no item of a list
_NOT_AN_ITEM_EN = re.compile(r"^\s*(?:if|when|unless|because|so|but|and|which|that|then|where|while|as|since|though"
                             r"|to|in|on|at|for|with|by|from|after|before|during|under|here|now)\b", re.IGNORECASE)
_NOT_AN_ITEM_EL = re.compile(r"^\s*(?:αν|εάν|όταν|επειδή|αλλά|και|που|ενώ|όπου|αφού|οπότε|για|σε|στο|στη|στην|με|από"
                             r"|μετά|πριν|εδώ|τώρα)(?!\w)", re.IGNORECASE)


def _short_item(segment: str, lang: str) -> bool:
    """Whether ``segment`` (the text between two list separators) can be an item of a list: a few words (four in
    English and Greek, ten characters in Chinese), not a clause opened by a conjunction ("if …", "so …")."""
    if _OR_WORDS[lang].search(segment):
        return False  # a list of its own ("--side ns or ew, or --player n, e, s or w")
    if lang == "zh":
        return 0 < len(segment.strip()) <= 10 and not _opens_clause(segment, lang)
    words = segment.split()
    if not 1 <= len(words) <= 4:
        return False
    return not (_NOT_AN_ITEM_EN if lang == "en" else _NOT_AN_ITEM_EL).match(segment)


# a Greek sentence opened by a phrase of a preposition with no comma after it, the list's opening words and its first
# item following ("Για κλείσιμο πατήστε Escape, Enter, F1 ή q." for "Press Escape, Enter, F1 or q to close.": fix9la,
# tester t9aw el_msgs119): at least two words after the preposition's own word
_OPENING_PHRASE_EL = re.compile(r"^\s*(?:για|σε|στο|στη|στην|με|από|μετά|πριν)\s+\S+(?:\s+\S+){2,}\s*$", re.IGNORECASE)
# and an English one ("To close press Escape, Enter, F1 or q." for "Press Escape, Enter, F1 or q to close.": fix9ma):
# the phrase, a verb and the first item, with no comma between
_OPENING_PHRASE_EN = re.compile(r"^\s*(?:to|in|on|at|for|with|by|from|after|before|during|under)\s+\S+"
                                r"(?:\s+\S+){0,2}?\s+(?:press|type|choose|enter|use|select|give|add|pick)\s+\S+(?:\s+\S+)?\s*$",
                                re.IGNORECASE)


def _opens_clause(segment: str, lang: str) -> bool:
    """Whether ``segment`` starts with a conjunction: a clause, no item of a list (Chinese: 如果, 若, 当 …).  A Greek
    segment opened by a phrase of a preposition and going on to the list's opening words and first item ("Για
    κλείσιμο πατήστε Escape": :data:`_OPENING_PHRASE_EL`, fix9la) opens none; the phrase alone ("Για κλείσιμο,") does.
    An English one likewise ("To close press Escape": :data:`_OPENING_PHRASE_EN`, fix9ma)."""
    if lang == "zh":
        # (例如, 比如: examples, no item of the list before them: "C、D、H、S，例如 4S、3NT"; 而是 "but rather" opens
        # the list's first item: "（而是设备、FIFO 或套接字）"; fix9vd)
        return bool(re.match(r"\s*(?:如果|若|假如|当|因为|由于|但|而(?!是)|所以|因此|虽然|例如|比如|譬如)", segment))
    if (_OPENING_PHRASE_EL if lang == "el" else _OPENING_PHRASE_EN).match(segment):
        return False
    return bool((_NOT_AN_ITEM_EN if lang == "en" else _NOT_AN_ITEM_EL).match(segment))


def _list_sizes(text: str, lang: str) -> list[tuple[int, int]]:
    """``(items, start)`` per "or" of ``text`` (``en``, ``zh``, ``el``): how many alternatives the list it closes
    names ("A, B or C": three; "A or B": two) and where that list starts; items are the short segments
    (:func:`_short_item`) separated by commas (、 too) right before it, an Oxford comma passed over."""
    found = []
    # a separator written twice ("Escape、Enter、、F1 或 q") closes no empty item: the second is blanked, the list keeps
    # its four keys (the doubled check's one finding; fizc, tester t9bs bs-dou05)
    text = _DOUBLED_SEPARATOR[lang].sub(lambda m: m.group(1) + " " * (len(m.group()) - 1), text)
    for match in _OR_WORDS[lang].finditer(text):
        parts = _LIST_CUT.split(text[:match.start()])
        i = len(parts) - 1
        if i >= 2 and not parts[i].strip() and parts[i - 1] in _LIST_SEPARATORS[lang]:
            i -= 2  # "A, B, or C": the Oxford comma
        size = 2
        # the first item may follow the words that open the list ("may award an assigned adjusted score, …"): only
        # a clause opened by a conjunction is none
        while i >= 2 and parts[i - 1] in _LIST_SEPARATORS[lang] and _short_item(parts[i], lang) \
                and (_short_item(parts[i - 2], lang) or ((i == 2 or parts[i - 3] not in _LIST_SEPARATORS[lang])
                                                         and not _opens_clause(parts[i - 2], lang)
                                                         and not _OR_WORDS[lang].search(parts[i - 2]))):
            size += 1
            i -= 2
        start = sum(len(part) for part in parts[:i])
        first = _after_or(parts[i - 2], lang) if i >= 2 and parts[i - 1] in _LIST_SEPARATORS[lang] \
            and _short_item(parts[i], lang) else None
        if first is not None:  # the first item after another list's "or" ("missing or not N, E, S or W": fixwd)
            size += 1
            start -= len(first) + len(parts[i - 1])
        found.append((size, start))
    return found


def _after_or(segment: str, lang: str) -> str | None:
    """What follows the last "or" of ``segment`` (the text between two list separators) when it is an item of a list
    (:func:`_short_item`, no clause): the first item of a list that starts after another list's "or" ("declarer
    missing or not N, E, S or W": "not N"; 缺少庄家或庄家不是 N、E、S: 庄家不是 N; fixwd, tester t9bb alt146), in Chinese
    the option that opens the list not counted in its length ("或 --player（个人赛）n", engineer fizh's input, fizo).
    ``None`` when ``segment`` has no "or" or that is no item."""
    last = None
    for last in _OR_WORDS[lang].finditer(segment):
        pass
    if last is None:
        return None
    tail = segment[last.end():]
    if lang == "zh":
        # (an option before its first value opens the list, as a gloss blanked between them does: "或 --player（个人赛）
        # n、e、s 或 w" lists four values, fizo)
        return tail if _short_item(_OPTION_FIRST.sub("", tail), lang) else None
    # (an item after "or" may open with its preposition, "ή με τελεία, αγκύλη ή …": only a conjunction opens a clause)
    return tail if 1 <= len(tail.split()) <= 4 and not _CONJUNCTION[lang].match(tail) else None


_OPTION_FIRST = re.compile(r"^\s*--?[A-Za-z][\w-]*\s+(?=\S)")
"""An option's name (and the blank of a gloss bracket after it) before the first value of its list: no words of
that item (:func:`_after_or`)."""


_CONJUNCTION = {"en": re.compile(r"\s*(?:if|when|unless|because|so|but|and|which|that|then|where|while|as|since|though)\b",
                                 re.IGNORECASE),
                "el": re.compile(r"\s*(?:αν|εάν|όταν|επειδή|αλλά|και|που|ενώ|όπου|αφού|οπότε)(?!\w)", re.IGNORECASE)}
"""A conjunction opening an English or Greek clause, no item of a list (:func:`_after_or`)."""


def _sentences_and_brackets(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """The aligned sentences of ``source`` and its ``lang`` translation ``target`` (:func:`negation._sentence_pairs`),
    each pair followed by the contents of its brackets paired by order where both sentences have as many brackets:
    a bracket holding a list of its own ("{value} (a level 1-7 and a strain C, D, H, S or NT, e.g. 4S, 3NT)", tester
    t9ba alt31, alt32) is read as a text, the sentence's list readers blanking it (fix9vd)."""
    pairs = []
    for english, translation in _sentence_pairs(source, target, lang):
        pairs.append((english, translation))
        mine, theirs = parentheticals(english), parentheticals(translation)
        if len(mine) == len(theirs):
            pairs += [(ours.content, their.content) for ours, their in zip(mine, theirs)]
    return pairs


def _lists_dropped(source: str, target: str, lang: str, sizes, quote) -> list[tuple[str, int, int]]:
    """The one loop of :func:`dropped_alternatives` and :func:`dropped_last_alternative` (fix9ub: written once): per
    aligned sentence of ``source`` and its ``zh`` / ``el`` translation ``target``, and per pair of their brackets
    (:func:`_sentences_and_brackets`), the English lists ``sizes(english, translation)`` says the translation names
    with fewer items, as ``(items, start, the translation's items)``, each returned as ``(quote(english, start),
    items, the translation's)``; ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    return [(quote(english, start), size, theirs) for english, translation in _sentences_and_brackets(source, target, lang)
            for size, start, theirs in sizes(english, translation)]


def _list_stop(english: str, start: int) -> int:
    """Where the English list starting at ``start`` is quoted to: its "or" and up to four words after it (the end
    of ``english`` when it has no "or" there)."""
    last = _OR_WORDS["en"].search(english, start)
    tail = re.match(r"\s*or(?:\s+[\w'’{}=+-]+){1,4}", english[last.start():]) if last else None
    return last.start() + tail.end() if tail else len(english)


def dropped_alternatives(source: str, target: str, lang: str) -> list[tuple[str, int, int]]:
    """The English lists of alternatives ("A, B or C") its translation names with fewer items though it keeps each
    "or" ("A or C": one alternative dropped; fix9fd): ``(the English list's text, its items, the translation's)``
    per such list, in each aligned sentence (:func:`negation._sentence_pairs`) that has as many "or"s in both
    languages, and in the brackets of such a pair (:func:`_sentences_and_brackets`).  A list whose items the English
    writes long (a clause, more than three words) is read as two alternatives only, so a translation may list them as
    it likes, and lists given in another order, each as long, drop none (fiyr); ``[]`` for another language."""

    def sizes(english: str, translation: str) -> list[tuple[int, int, int]]:
        # glosses and references in brackets are no items: "none (no one), ns or ew" lists three
        mine, theirs = _list_sizes(_unbracketed(english), "en"), _list_sizes(_unbracketed(translation), lang)
        if not mine or len(mine) != len(theirs):
            return []
        # (the lists given in another order, each as long: "--side ns or ew (…), or --player n, e, s or w (…)" as
        # "--player n, e, s ή w (…) ή --side ns ή ew (…)" drops none; fiyr, beside tester t9bp bp-al08)
        if all(a <= b for a, b in zip(sorted(size for size, _s in mine), sorted(size for size, _s in theirs))):
            return []
        return [(size, start, their_size) for (size, start), (their_size, _s) in zip(mine, theirs)
                if size > their_size and size >= 3]

    return _lists_dropped(source, target, lang, sizes, _quoted_list)


def _chained_sizes(text: str, lang: str) -> tuple[list[tuple[int, int]], list[re.Match]]:
    """:func:`_list_sizes` of ``text`` with each "or" that only chains one more short item (:func:`_short_item`) to
    the list of the "or" before it ("A, B ή C ή D"; "A ή B ή C", the "or" repeated for style) read as that list's: one
    list, an item more.  ``(the lists as (items, start), the "or" closing each)`` (:func:`added_list_items`: "upheld,
    changed (give the new scores) or withdrawn" as "επικυρώνεται, μεταβάλλεται (…) ή αποσύρεται ή αναβάλλεται" names
    four; tester t9bt bt-alt18, fizk)."""
    sizes, ors = [], []
    for (size, start), match in zip(_list_sizes(text, lang), _OR_WORDS[lang].finditer(text)):
        between = text[ors[-1].end():match.start()].rstrip().rstrip("".join(_LIST_SEPARATORS[lang])) if ors else ""
        if ors and between.strip() and not _LIST_CUT.search(between) and _short_item(between, lang):
            sizes[-1] = (sizes[-1][0] + 1, sizes[-1][1])
            ors[-1] = match
            continue
        sizes.append((size, start))
        ors.append(match)
    return sizes, ors


def added_list_items(source: str, target: str, lang: str) -> list[tuple[str, int, int, str]]:
    """The English lists of three or more short alternatives ("upheld, changed (give the new scores) or withdrawn")
    its ``zh``/``el`` translation names with more items, keeping as many lists ("维持、暂缓、变更（给出新的分数）或撤回":
    an item added, 暂缓 "postponed"; tester t9bh bh-alt12, fixzo): a choice the English does not give, the reverse of
    :func:`dropped_alternatives`.  ``(the English list as :func:`dropped_alternatives` quotes it, its items, the
    translation's items, the translation's list as written)`` per such list, in each aligned sentence and its
    brackets (:func:`_sentences_and_brackets`); ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    found = []
    for english, translation in _sentences_and_brackets(source, target, lang):
        # (an "or" chaining one more item, "A, B ή C ή D", is its list's: :func:`_chained_sizes`, fizk)
        mine, theirs = _chained_sizes(_unbracketed(english), "en")[0], _chained_sizes(_unbracketed(translation), lang)[0]
        if not mine or len(mine) != len(theirs):
            continue
        # (the translation's lists again with its brackets blanked to their length: where each starts as written)
        blanked = re.sub(r"\([^()]*\)|（[^（）]*）|\[[^\[\]]*\]|〔[^〔〕]*〕|【[^【】]*】", lambda m: " " * len(m.group()),
                         translation)
        placed, ors = _chained_sizes(blanked, lang)
        if len(placed) != len(theirs) or len(ors) != len(theirs):
            continue
        for (size, start), (their_size, _s), (_size, at), match in zip(mine, theirs, placed, ors):
            if size >= 3 and their_size > size:
                tail = _ADDED_TAIL[lang].match(translation, match.end())
                said = translation[at:tail.end() if tail else match.end()].strip(" ,，、")
                if lang == "zh" and "、" in said:
                    # a Chinese list written with 、: a clause before its "，" is none of its items ("要关闭，请按
                    # Escape、Enter、F1 或 q" lists four keys; test_check_fix9la)
                    items = re.split(r"[，,：:]", said)[-1]
                    if items.count("、") + len(_OR_WORDS[lang].findall(items)) + 1 <= size:
                        continue
                found.append((_quoted_list(english, start), size, their_size, said))
    return found


def added_bracket_items(source: str, target: str, lang: str) -> list[tuple[str, int, int, str]]:
    """The English brackets that hold only a list of two or more short items with no "or" nor "and" ("No result can
    be obtained (cards mixed, board not played)": the cases it names) whose ``zh``/``el`` translation's bracket in
    its place holds only a list of more ("（牌张混乱、这副牌未打、牌手迟到）": a case added, "players late"; tester
    t9bj bj-alt09, fixzv): the reverse of a bracket's item dropped, what :func:`added_list_items` finds for a list
    with an "or".  The brackets of aligned sentences paired by order where both have as many (as
    :func:`_sentences_and_brackets` pairs them); items are the segments between commas (、 too) that :func:`_short_item`
    accepts; not where more of the translation's items than the English's hold a placeholder or a number (an item
    said in two parts).  ``(the English bracket's content, its items, the translation's items, the translation's
    content)``;
    ``[]`` for another language."""
    if lang not in ("zh", "el"):
        return []
    found = []
    brackets = []
    for english, translation in _sentence_pairs(source, target, lang):
        ours, their = parentheticals(english), parentheticals(translation)
        if len(ours) == len(their):
            brackets += [(a.content, b.content) for a, b in zip(ours, their)]
    for english, translation in brackets:
        mine = english.split(",")
        theirs = re.split(r"[,，、]", translation)
        if _OR_WORDS["en"].search(english) or re.search(r"\band\b", english, re.IGNORECASE) \
                or _OR_WORDS[lang].search(translation) or _AND_WORDS[lang].search(translation):
            continue
        if len(mine) < 2 or len(theirs) <= len(mine) or not all(_short_item(p, "en") for p in mine) \
                or not all(_short_item(p, lang) for p in theirs):
            continue
        # (an item said in two parts, each with a placeholder or number of the English's item: "({terminal}, process
        # {pid} on {host})" as "（{terminal}，进程 {pid}，主机 {host}）" names the same two things, no item added)
        carrying = lambda parts: sum(1 for part in parts if re.search(r"\{\w*\}|%\w|\d", part))
        if carrying(theirs) > carrying(mine):
            continue
        found.append((english.strip(), len(mine), len(theirs), translation.strip()))
    return found


def _quoted_list(english: str, start: int) -> str:
    """The English list starting at ``start`` as quoted: its first item's last four words to the "or" and up to four
    words after it (:func:`dropped_alternatives`, :func:`added_list_items`)."""
    stop = _list_stop(english, start)
    comma = english.find(",", start)
    head = english[start:comma].split()[-4:] if comma >= 0 else []
    return " ".join(head) + english[comma:stop] if head else english[start:stop].strip()


_AND_WORDS = {"zh": re.compile(r"和|及|与|并且|以及"), "el": re.compile(r"(?<!\w)(?:και|κι)(?!\w)", re.IGNORECASE)}


def _longest_list(text: str, lang: str) -> int:
    """The most items (:func:`_short_item`) of ``text`` (``zh``, ``el``) standing in a row, each two separated by a
    comma (、 too): 1 for a text with no such list."""
    parts = _LIST_CUT.split(text)
    best = run = 0
    for i in range(0, len(parts), 2):
        if _short_item(parts[i], lang) and (run and parts[i - 1] in _LIST_SEPARATORS[lang]):
            run += 1
        elif _OR_WORDS[lang].search(parts[i]):  # a list may start after another's "or" (缺少庄家或庄家不是 N、E、S)
            head = parts[i][:_OR_WORDS[lang].search(parts[i]).start()]
            if run and parts[i - 1] in _LIST_SEPARATORS[lang] and _short_item(head, lang):
                best = max(best, run + 2)  # a list ending in its own "or" ("N、E、S 或 W")
            run = 1 if _after_or(parts[i], lang) is not None else 0
        else:
            run = 1 if _short_item(parts[i], lang) else 0
        best = max(best, run)
    return max(best, 1)


# Chinese "one of" after a list ("none、partly、direct 其中之一", 三者之一, 中的一个, 任选一个): the list's own words, which
# made its last item too long to be read as one (fixyc)
_ONE_OF_ZH = re.compile(r"(?:[二两三四五六七八九]者|这些|以上|上述)?(?:中的?|之中|其中)?任?(?:之一|其一|选一个?|一个|一项|一种)"
                        r"(?=\s*(?:[，。；：,.;:!?！？)）]|$))")


def dropped_last_alternative(source: str, target: str, lang: str) -> list[tuple[str, int, int]]:
    """The English list of three or more alternatives ("upheld, changed (give the new scores) or withdrawn") whose
    ``zh`` or ``el`` translation dropped the "or" with the last item ("επικυρώνεται, μεταβάλλεται (…)", 维持、变更（…）;
    tester t9az z510, z511): in an aligned sentence whose English has one such list and whose translation fewer "or"s
    than the English (another list's kept: "missing or not N, E, S or W" as 缺少庄家或庄家不是 N、E、S, fixwd), the
    translation's longest list (:func:`_longest_list`) shorter.  ``(the English list, its items, the
    translation's)`` as :func:`dropped_alternatives` gives, in the brackets of a sentence too
    (:func:`_sentences_and_brackets`); ``[]`` for another language.  (An interface string's translation that keeps
    every item without an "or", "A、B、C", has as many.)"""

    def sizes(english: str, translation: str) -> list[tuple[int, int, int]]:
        lists, bare = _list_sizes(_unbracketed(english), "en"), _unbracketed(translation)
        if lang == "zh":
            bare = _ONE_OF_ZH.sub("", bare)  # "none、partly、direct 其中之一": the list's words, no item's (fixyc)
        mine = [(size, start) for size, start in lists if size >= 3]
        # as many "or" (a bracket holding the whole list: "(Για κλείσιμο πατήστε Escape, Enter, F1 ή q)"), or an
        # "and" in its place ("or" made "and": :mod:`opposites`' finding) is no "or" dropped with an item; another
        # list's "or" kept ("missing or not N, E, S or W" as 缺少庄家或庄家不是 N、E、S: fixwd, tester t9bb alt146) is
        if len(mine) != 1 or len(_OR_WORDS[lang].findall(translation)) >= len(lists) or _AND_WORDS[lang].search(bare):
            return []
        theirs = _longest_list(bare, lang)
        return [(mine[0][0], mine[0][1], theirs)] if theirs < mine[0][0] else []

    def quote(english: str, start: int) -> str:
        return re.sub(r"\s+", " ", english[start:_list_stop(english, start)]).strip()

    return _lists_dropped(source, target, lang, sizes, quote)


# the lists of two alternatives (fix9hc, tester 9ao e65, z49): "either A or B" whose "or" the translation dropped with
# B, Law 12B2 "either unduly severe or advantageous to either side" as "υπερβολικά αυστηρή" / 过于严厉: one case of the
# two left out of the rule.  "either side", "either of", "either way" are no list
_EITHER_LIST = re.compile(r"\beither\b(?!\s+(?:side|sides|of|way|pair|team|contestant|player|one)\b)", re.IGNORECASE)
# the translation's words of an alternative: each "or" one list, "είτε … είτε" and 要么…要么 one (a lone είτε none)
_PAIRED_OR = {"zh": re.compile(r"要么"), "el": re.compile(r"(?<!\w)(?:είτε|Είτε)(?!\w)")}
# and Chinese 不是…就是 / 不是…便是 ("if not A then B": either A or B), one list (12B2 不是过分严厉就是过分有利; fixyd)
_EITHER_OR = {"zh": re.compile(r"不是[^，。；：]{1,20}?(?:就是|便是)"), "el": re.compile(r"(?!)")}


def _or_lists(text: str, lang: str) -> int:
    """How many lists of alternatives the ``zh``/``el`` ``text`` words with an "or" (:data:`_OR_WORDS`; a paired
    "either … or" word, :data:`_PAIRED_OR`, counts one for two; 不是…就是, :data:`_EITHER_OR`, one)."""
    return len(_OR_WORDS[lang].findall(text)) + len(_PAIRED_OR[lang].findall(text)) // 2 + len(
        _EITHER_OR[lang].findall(text))


def _two_item_lists(english: str) -> list[tuple[int, int, int]]:
    """``(start, or, end)`` of each list of two alternatives of the English sentence ``english`` (:func:`_list_sizes`):
    where its first item starts, where its "or" stands, where its second item ends (at most four words after the "or",
    not past a punctuation mark nor a preposition, a relative or a verb: "or average minus" of "or average minus at IMP
    play")."""
    found = []
    for (size, start), match in zip(_list_sizes(english, "en"), _OR_WORDS["en"].finditer(english)):
        if size == 2:
            tail = re.match(r"or(?:\s+(?!(?:at|in|on|to|for|by|with|from|under|that|which|who|is|are|was|were|when|if"
                            r"|unless|as|than)\b)[\w'’{}-]+){1,4}", english[match.start():], re.IGNORECASE)
            found.append((start, match.start(), match.start() + (tail.end() if tail else len(match.group()))))
    return found


def dropped_either_or(source: str, target: str, lang: str, term: str | None = None) -> list[tuple[str, int, int]]:
    """The English lists of two alternatives (:func:`_two_item_lists`) whose "or" its ``zh``/``el`` translation
    dropped, with one alternative: in an aligned sentence (:func:`negation._sentence_pairs`) whose translation
    has fewer lists of alternatives (:func:`_or_lists`) than the English, an "either A or B" list (Law 12B2 "either
    unduly severe or advantageous", :data:`_EITHER_LIST`), or, given ``term`` (an English glossary term the
    translation lacks), the list whose alternatives name it (12C2(b) "average plus or average minus" as 平均正分,
    "μέσου όρου συν", or as 平均负分: fix9hc).  ``(the English list's text from its "either" or its last four words
    before the "or", 2, 1)`` per list, as :func:`dropped_alternatives` gives; ``[]`` for another language."""

    if lang not in _PAIRED_OR:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        short = len(list(_OR_WORDS["en"].finditer(english))) - _or_lists(_unbracketed(translation), lang) - (
            len(_OR_WORDS["en"].findall(english)) - len(_OR_WORDS["en"].findall(_unbracketed(english))))
        if short <= 0:
            continue
        for start, at, end in _two_item_lists(english):
            either = _EITHER_LIST.search(english, start, at)
            # (the term in either alternative: the first, its last four words, dropped with the "or" as well)
            near = max(start, at - len(" ".join(english[start:at].split()[-4:])) - 1)
            named = term is not None and term.casefold() in english[near:end].casefold()
            if (either and term is None) or named:
                text = english[either.start():end] if either else " ".join(
                    english[start:at].split()[-4:] + [english[at:end]])
                found.append((" ".join(text.split()), 2, 1))
                short -= 1
                if not short:
                    break
    return found


# the English's words of an alternative or a choice, any ("or more", "nor", "either", "whether": fix9ua): where it has
# none, each "or" of the translation adds one (:func:`added_alternatives`)
_ANY_OR_EN = re.compile(r"\b(?:or|nor|either|whether|otherwise|alternatively)\b", re.IGNORECASE)
# the translation's "or", not inside another word (或许 "perhaps", 或多或少 "more or less", 或者说 "that is"; ήδη)
_ADDED_OR = {"zh": re.compile(r"或者|或是|或"), "el": re.compile(r"(?<!\w)(?:ή|Ή)(?!\w)")}
_NOT_OR_ZH = re.compile(r"或许|或多或少|或者说")
# an added "or" that bounds a count ("δύο ή περισσότερων", 两个或更多, 或以上): the count's own words, the number
# check's one finding (test_check_fix9cb's 12C4 "ο μέσος όρος των δύο ή περισσότερων βαθμολογιών"), no alternative
_OR_BOUND_ADDED = {"zh": re.compile(r"\s*(?:更多|更少|以上|以下|多于|少于|等于|相等|更大|更小|更高|更低)"),
                   # (and a comparison's "or equal", "or greater" of an interface string: 大于或等于, "μηδέν ή
                   # μεγαλύτερη", "μεγαλύτερη ή ίση με 0"; fixyc)
                   "el": re.compile(r"\s+(?:περισσότερ|λιγότερ|περισσοτερ|λιγοτερ|μεγαλύτερ|μικρότερ|μεγαλυτερ|μικροτερ"
                                    r"|ίσ[οηαε]|ισ[οηαε])\w*")}
# what the added "or" brings: up to the next mark (ten characters in Chinese; in Greek four words, not past a
# preposition or a relative: "ή ποινή" of "ή ποινή για το μέρος")
_ADDED_TAIL = {"zh": re.compile(r"[^，。；：、,.;:!?！？()（）\[\]〔〕]{1,10}"),
               # (a preposition right after ή opens the alternative: "ή σε βαθμούς αγώνα", fixyc)
               "el": re.compile(r"(?:\s+(?:σε|στο|στη|στην|στον|με|από|για)(?=\s))?(?:\s+(?!(?:για|σε|στο|στη|στην|στον|στους|στις|από|με|που|ως|όταν|αν|κατά)(?!\w))"
                                r"[^\s,.;:·!?()\[\]]+){1,4}")}


# an acronym of the English, its letters the words of a list ("CJK": Chinese, Japanese or Korean)
_ACRONYM = re.compile(r"\b[A-Z]{3,5}\b")


def added_alternatives(source: str, target: str, lang: str) -> list[str]:
    """The alternatives the ``zh``/``el`` translation adds: in an aligned sentence (:func:`negation._sentence_pairs`)
    whose English has no word of an alternative (:data:`_ANY_OR_EN`), each "or" of the translation outside brackets
    (:data:`_ADDED_OR`; not 或许, 或多或少, 或者说) with the words it brings ("ή της ποινής" of el 12C1(e)(i) "… της
    ανωμαλίας που διέπραξε ή της ποινής", "或调整分" of zh 12C1(e)(ii) "不能得到补偿或调整分": fix9ua, tester t9az
    y020): a choice the rule does not give, the reverse of :func:`dropped_alternatives`.  In a sentence whose English
    has an "or", the "or" said for its "then" (:func:`_then_made_or`, tester t9bg bg-con20).  The translation's words
    as written, in order; ``[]`` for another language."""
    if lang not in _ADDED_OR:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        if _ANY_OR_EN.search(english):
            then = _then_made_or(english, translation, lang)
            if then is not None:
                found.append(then)
            continue
        text = _unbracketed(translation)
        if lang == "zh":
            text = _NOT_OR_ZH.sub(lambda m: " " * len(m.group()), text)
        acronyms = {len(m.group()) for m in _ACRONYM.finditer(english)}
        for match in _ADDED_OR[lang].finditer(text):
            if _OR_BOUND_ADDED[lang].match(text, match.end()):
                continue
            sizes = _list_sizes(text[:match.end()], lang) if acronyms else []
            if sizes and sizes[-1][0] in acronyms:
                continue  # an acronym spelled out: "a CJK locale" as "κινεζικές, ιαπωνικές ή κορεατικές" (fixyc)
            tail = _ADDED_TAIL[lang].match(translation, match.end())
            found.append((match.group() + (tail.group() if tail else "")).strip())
    return found


# the English's "then" of a sequence ("Type 1-{count} or ↑ ↓, then Enter": first this, then that) and the translation's
# words that say it (然后, 再, 随后, 接着, 之后; "και μετά", "έπειτα", "ύστερα", "κατόπιν", μετά): fixzl
_THEN_EN = re.compile(r"\bthen\b", re.IGNORECASE)
_THEN_SAID = {"zh": re.compile(r"然后|随后|接着|之后|再(?!次)|并(?=按|输入|键入|回车)"),
              "el": re.compile(r"(?<!\w)(?:μετά|μετα|έπειτα|επειτα|ύστερα|υστερα|κατόπιν|κατοπιν)(?!\w)", re.IGNORECASE)}


def _then_made_or(english: str, translation: str, lang: str) -> str | None:
    """The "or" of the ``zh``/``el`` ``translation`` that stands for the English sentence's "then" of a sequence
    (:data:`_THEN_EN`): the translation has no word of "then" (:data:`_THEN_SAID`) and more "or"s outside brackets
    (:data:`_ADDED_OR`, not of a count) than the English: "Type 1-{count} or ↑ ↓, then Enter." as "请输入 1-{count}
    或用 ↑ ↓，或者按 Enter。" (tester t9bg bg-con20, fixzl) - one step after the other made a choice of one.  The
    translation's "or" nearest (as shares of the sentences) to the English "then", with the words it brings
    (:data:`_ADDED_TAIL`), else ``None``."""
    then = _THEN_EN.search(english)
    if then is None or _THEN_SAID[lang].search(translation):
        return None
    text = _unbracketed(translation)
    if lang == "zh":
        text = _NOT_OR_ZH.sub(lambda m: " " * len(m.group()), text)
    ors = [m for m in _ADDED_OR[lang].finditer(text) if not _OR_BOUND_ADDED[lang].match(text, m.end())]
    if len(ors) <= len(_OR_WORDS["en"].findall(_unbracketed(english))):
        return None
    at = then.start() / max(len(english), 1)
    match = min(ors, key=lambda m: abs(m.start() / max(len(text), 1) - at))
    tail = _ADDED_TAIL[lang].match(translation, match.end())
    return (match.group() + (tail.group() if tail else "")).strip()


# a count's bound dropped: "two or more" as "δύο" / 两个 (fix9kb, tester t9av v177, v342): "or more" is an alternative
# of the count (three, four …) the rule no longer covers
_OR_BOUND = re.compile(r"\bor\s+(?:more|fewer|less)\b", re.IGNORECASE)


def dropped_count_bounds(source: str, target: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` in the English ``source`` of each "or more" / "or fewer" of a count ("two or more") whose
    ``zh``/``el`` translation says the count alone: the translation bounds fewer counts in words
    (:func:`numbers.quantity_numbers`, read as the English's by :func:`numbers.read_quantities`) than the English,
    none with this one's count, and names the count itself (δύο, 两个, 2).  Law 86B2 "two or more non-comparable
    results" as "δύο μη συγκρίσιμα αποτελέσματα", 两个不可比较的结果: the rule narrowed to exactly two; "περισσότερα από
    ένα", 两个以上 say it, and a count changed with its bound ("τρία ή περισσότερα") is the number check's, "one or
    more … scores" as "one" the quantifiers' (:mod:`quantifiers`).  "One or more" of another noun as the count alone
    ("each by one or more tables" as "από ένα τραπέζι", 一桌) or any count as its bound alone ("περισσότερες
    τεχνητές", 更多: the count itself dropped) is found too (fix9ma, tester t9aw el_msgs066, zh_msgs066, el_laws101).
    The span is the count with its bound ("two or more": the finding quotes it whole, fix9ma).  ``[]`` for another
    language."""
    from collections import Counter

    from helper.catalog.checks.numbers import counts_only, extract_numbers, quantity_numbers, read_quantities, \
        word_numbers

    from helper.catalog.checks.comparison import exact_for_count
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.quantifiers import changed_quantifiers

    if lang not in ("zh", "el"):
        return []
    if exact_for_count(source, target, lang):
        return []  # "ακριβώς δύο", 恰好两个: the count made exact, that one finding (fix9cb)
    mine = quantity_numbers(source, "en")
    # (a word of "many" rendering the English's own indefinite quantity bounds no count of the English's: 86B2's
    # title as "Πολλαπλά Αποτελέσματα Σε Ένα Τραπέζι", tester t9ay EL-129, fix9rb)
    theirs = read_quantities(mine, counts_only(source, quantity_numbers(_counts_in_words(target, lang), lang)))
    if len(theirs) >= len(mine):
        return []
    kept = Counter(n.key for n in theirs)
    plain = Counter(n.key for n in extract_numbers(target, lang) + word_numbers(target, lang))
    if lang == "el":  # ("από ένα τραπέζι" for "by one or more tables": the count said alone, fix9ma)
        plain["1"] += len(_EL_BY_ONE.findall(_fold_same_length(target)))
    more = len(_MORE_ALONE[lang].findall(_fold_same_length(target) if lang == "el" else target))
    # "one or more" as "one" of a score or a result is the quantifiers' "another number of scores or results"
    quantified = [english for english, _found in changed_quantifiers(source, target, lang)]
    found = []
    for n in mine:
        bound = _OR_BOUND.search(n.text)
        if bound is None:
            continue
        if kept[n.key] > 0:
            kept[n.key] -= 1
            continue
        if n.key == "1" and any(n.text.casefold() in english.casefold() for english in quantified):
            continue
        # the finding quotes the count with its bound ("one or more", "two or more": fix9ma)
        if plain[n.key] > 0:  # the count said alone ("one or more tables" as "ένα τραπέζι", 一桌: fix9ma)
            plain[n.key] -= 1
            found.append((n.start, n.end))
        elif more > 0:  # the bound said alone ("one or more scores" as "περισσότερες βαθμολογίες": fix9ma, t9aw
            more -= 1  # el_laws101): the count itself dropped, the one case no more covered
            found.append((n.start, n.end))
    return found


_ZH_DIGITS = {str(n): w for n, w in enumerate("一二三四五六七八九", 1)}
_EL_DIGITS = {"1": "ένα", "2": "δύο", "3": "τρία", "4": "τέσσερα", "5": "πέντε", "6": "έξι", "7": "επτά", "8": "οκτώ",
              "9": "εννέα"}


def _counts_in_words(text: str, lang: str) -> str:
    """``text`` with each one-digit count (a digit 1-9 standing alone, not in a longer number, a score or a law
    reference) written as its word (3 as 三, "τρία"), so that a count bounded in digits ("3个或以上", "3 ή
    περισσότερες" for "three or more") is read as the English's in words (:func:`dropped_count_bounds`, fix9nb)."""
    words = _ZH_DIGITS if lang == "zh" else _EL_DIGITS
    if lang not in ("zh", "el"):
        return text
    # (not "3η", the ordinal, nor 12C4's "4", a digit of a reference)
    return re.sub(r"(?<![A-Za-z0-9_.,\-/])([1-9])(?![A-Za-z0-9_.,\-/%α-ωά-ώΑ-Ω]|\s*[.,]\d)",
                  lambda m: words[m.group(1)], text)


_EL_BY_ONE = re.compile(r"(?<!\w)απο\s+(?:ενα|μια)(?!\w)(?!\s+(?:η|και)\s)")
"""Greek "από ένα" / "από μία" ("by one", folded), which :func:`numbers.word_numbers` does not read as a count."""
_MORE_ALONE = {
    # "περισσότερες βαθμολογίες" ("more scores", folded): no count before it, no "από" / "του" (than) after it
    "el": re.compile(r"(?<!\w)(?<!η\s)(?<!και\s)περισσοτερ\w*(?!\s+(?:απο|του|τησ|των)(?!\w))"),
    # 多个调整分, 多桌 ("more", several), not 一个或多个 (its count kept) nor 多于 (more than)
    "zh": re.compile(r"(?<![一二两三四五六七八九十或及])多(?=[个副桌张名位次种场轮项])|(?<![或及])更多"),
}


def dropped_first_member(source: str, at: int, end: int, sentence: tuple[int, int], translation: str,
                         lang: str) -> tuple[int, int] | None:
    """Where the alternative ``source[at:end]`` ("or not obvious", its "or" at ``at``) that a ``zh``/``el``
    translation lacks holds a negation which the translation of its English sentence (``sentence``: its start and end
    in ``source``) keeps (as many negations as the English sentence), the member before the "or" is the one gone:
    its span, as many words before the "or" as the alternative has besides "or" and its negation (one at least).  Law
    12C1(d) "numerous or not obvious" as "δεν είναι προφανείς", 不明显: "numerous" dropped, no "or not obvious" nor a
    negation added (fix9kb, tester t9av v072, v272).  ``None`` otherwise."""
    from helper.catalog.checks.modality import _fold_same_length
    from helper.catalog.checks.negation import _EN, _NEG, _count, _not_a_negation_blanked

    alternative = source[at:end]
    if lang not in _NEG or not _EN.search(alternative):
        return None
    folded = _fold_same_length(translation) if lang == "el" else translation
    if _count(_NEG[lang], _not_a_negation_blanked(folded, translation, lang), lang) < _count(
            _EN, source[sentence[0]:sentence[1]], "en"):
        return None
    words = [w for w in re.findall(r"[\w'’-]+", alternative)[1:] if not _EN.fullmatch(w)]
    before = list(re.finditer(r"[\w'’-]+", source[sentence[0]:at]))[-max(1, len(words)):]
    if not before:
        return None
    return sentence[0] + before[0].start(), sentence[0] + before[-1].end()


def dropped_member_holding_less(source: str, at: int, sentence: tuple[int, int], translation: str,
                                lang: str) -> tuple[int, int] | None:
    """Where the alternative opening with the "or" at ``at`` that a ``zh``/``el`` translation lacks carries a number,
    law reference, placeholder or code (:func:`structure._anchors`) the translation keeps, and the member before the
    "or" (from its clause's start, a colon, semicolon or comma, within ``sentence``: its start and end in ``source``;
    a clause set off by the comma before ", or") carries none: the member before is the one gone, its span.  "No paragraph found: try other words, or a paragraph
    id such as 12C2(a)." as "没有找到条款：请输入条款编号，如第12条C款2项(a)。": "try other words" dropped, the id kept (tester
    t9bg bg-alt25, fixzm).  ``None`` otherwise."""
    from helper.catalog.checks.structure import _EXACT, Sentence, _anchors

    exact = lambda text, text_lang: {a for a in _anchors(Sentence(0, len(text), text), text_lang) if a[0] in _EXACT}
    after = re.split(r"[;:]|,\s", source[at:sentence[1]])[0]
    mine = exact(after, "en")
    if not mine or not mine <= exact(translation, lang):
        return None
    head = source[sentence[0]:at]
    if not head.rstrip().endswith(","):
        return None  # "unknown setting or table {names}": the placeholder both members', no clause of its own
    cut = max((m.end() for m in re.finditer(r"[;:,]", head.rstrip(" ,"))), default=0)
    member = head[cut:].rstrip(" ,")
    lead = len(member) - len(member.lstrip())
    if not re.search(r"[^\W\d_]{2,}", member) or exact(member, "en"):
        return None
    return sentence[0] + cut + lead, sentence[0] + cut + len(member)


def dropped_member_counted_otherwise(source: str, at: int, sentence: tuple[int, int], translation: str,
                                     lang: str) -> tuple[int, int] | None:
    """Where the alternative opening with the "or" at ``at`` (after a comma: ", or") that a ``zh``/``el`` translation
    lacks holds a quantifier, and the translation counts as the English does without the member before that "or"
    (from its clause's start, a colon, semicolon or comma, within ``sentence``: its start and end in ``source``),
    not as it does with it (the groups of :func:`quantifiers.quantifiers`, the English's articles aside): the member
    before is the one gone, its span.  "Yes: one result, or a few results with their likelihood" as "Ναι: λίγα
    αποτελέσματα με την πιθανότητά τους": "one result" dropped, not "or a few results" (tester t9bi bi-alt04, fixzt).
    ``None`` otherwise."""
    from collections import Counter

    from helper.catalog.checks.quantifiers import quantifiers

    head = source[sentence[0]:at]
    after = re.match(r"or\s+", source[at:])
    if not head.rstrip().endswith(",") or after is None:
        return None
    cut = max((m.end() for m in re.finditer(r"[;:,]", head.rstrip(" ,"))), default=0)
    member = head[cut:].rstrip(" ,")
    lead = len(member) - len(member.lstrip())
    member = member.strip()
    if not re.search(r"[^\W\d_]{2,}", member):
        return None
    start = sentence[0] + cut + lead

    def groups(text: str, text_lang: str) -> Counter:
        return Counter(q.group for q in quantifiers(text, text_lang) if q.group != "article")

    alternative = re.split(r"[;:]|,\s", source[at:sentence[1]])[0]
    if not groups(alternative, "en") or not groups(member, "en"):
        return None
    theirs = groups(translation, lang)
    without = source[sentence[0]:start] + source[at + after.end():sentence[1]]
    if groups(without, "en") != theirs or groups(source[sentence[0]:sentence[1]], "en") == theirs:
        return None
    return start, start + len(member)


def _spelled(word: str, source: str) -> str:
    """How the English ``source`` writes ``word`` for the Director to type: with the option it is a value of ("--unit
    percent" for "percent"), else as it is (a value, "csv")."""
    option = re.search(rf"(?<![\w-])--?[A-Za-z][\w-]*[ =]{re.escape(word)}(?![\w-])", source)
    return option.group() if option else word


def _written(spelling: str, text: str) -> int:
    return len(re.findall(rf"(?<![\w-]){re.escape(spelling)}(?![\w-])", text))


def dropped_member_spelled(source: str, at: int, end: int, sentence: tuple[int, int], translation: str,
                           lang: str) -> tuple[int, int] | None:
    """Where the alternative ``source[at:end]`` ("or json", "or matchpoints", its "or" at ``at``) that a translation
    lacks is one word the English also writes as typed (a value, "json"; an option's value, "--unit matchpoints") and
    the translation writes it as often as the English, while the member right before the "or" (one word, within
    ``sentence``) is written so less often than the English writes it: the member before is the one gone, its span.
    "csv or json (…, else csv)" as "json（…，否则为 csv）" (csv once of twice), "in percent or matchpoints (--unit
    percent or --unit matchpoints)" as 以比赛分给出（--unit matchpoints） (fjaw, session 47's open point): "csv",
    "percent" dropped, not "or json" nor "or matchpoints".  ``None`` otherwise."""
    words = re.findall(r"[\w'’-]+", source[at:end])
    if len(words) != 2 or not re.fullmatch(r"[A-Za-z][\w-]*", words[1]):
        return None
    before = list(re.finditer(r"[A-Za-z][\w-]*", source[sentence[0]:at]))
    if not before or source[sentence[0] + before[-1].end():at].strip():
        return None  # no word right before the "or" ("(…) or json")
    member = before[-1]
    after_spelling, before_spelling = _spelled(words[1], source), _spelled(member.group(), source)
    if _written(after_spelling, translation) < _written(after_spelling, source) or not _written(after_spelling,
                                                                                                 translation):
        return None
    if _written(before_spelling, translation) >= _written(before_spelling, source):
        return None
    return sentence[0] + member.start(), sentence[0] + member.end()


def negations_dropped_with(source: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Of ``spans`` of the English ``source`` (parts the translation lacks: an alternative, a clause), those holding a
    negation ("not", "no") or a word its prefix negates ("unsuccessful"): a negation the translation keeps of such a
    part (12C1(e) without 或一个赌博性的行动, its 如不成功 kept) is no negation added to the rest of its sentence, the
    part's finding the one (fix9kb, tester t9av v279)."""
    from helper.catalog.checks.negation import _EN, _prefixed_spans

    prefixed = _prefixed_spans(source)
    return [(a, b) for a, b in spans if _EN.search(source[a:b]) or any(a <= x < b for x, _y in prefixed)]


# an English alternative set apart by a comma, "…, or a paragraph id", "one result, or a few results": not "or more",
# "or not", "or so", nor in a "whether" or "either" clause (said otherwise: 无论是否, 是否)
_COMMA_OR_EN = re.compile(r",\s*or\s+(?!(?:more|less|fewer|not|so|otherwise)\b)", re.IGNORECASE)
_WHETHER_EN = re.compile(r"\b(?:whether|either|neither|nor)\b", re.IGNORECASE)
# what says "or" in a translation, an alternative set apart too ("也可以是", "否则"; "είτε", "αλλιώς"), and a negated
# "or" said as "nor" ("does not start from or decide on" as "δεν ξεκινά … ούτε κρίνεται", 也不)
_OR_SAID = {"zh": re.compile(r"或|还是|要么|抑或|也可|亦可|否则|不然|也不|亦不|也没"),
            "el": re.compile(r"(?<!\w)(?:ή|Ή|είτε|Είτε|αλλιώς|διαφορετικά|ούτε|Ούτε|μήτε)(?!\w)")}
# an "and" said where the English's "or" stood (the words of :data:`_AND_WORDS` but 及其, "and its": "with their")
_AND_SAID = {"zh": re.compile(r"和|与|及(?!其)|以及|并且"), "el": re.compile(r"(?<!\w)(?:και|κι)(?!\w)", re.IGNORECASE)}


def dropped_comma_alternative(source: str, target: str, lang: str) -> list[tuple[str, str | None]]:
    """An English alternative set apart by ", or" ("words in English, Chinese or Greek, or a paragraph id"; "Yes: one
    result, or a few results with their likelihood") whose ``zh`` / ``el`` sentence says one "or" fewer than the
    English (:data:`_OR_SAID`): an alternative dropped ("λέξεις στα αγγλικά, κινεζικά ή ελληνικά", 能：几个结果及其可能性:
    tester t9bk bk-alt13, bk-alt21, fixzy), or made one more thing required where an "and" word stands after the
    translation's last "or" (英文、中文或希腊文词语和条款编号: tester t9bk bk-alt24).  ``[(the English's words around
    its ", or", the "and" word or None)]``; one sentence of the English with one ", or" only, no "whether", "either"
    there (said otherwise); ``[]`` for another language."""
    if lang not in _OR_SAID:
        return []
    found: list[tuple[str, str | None]] = []
    for english, translation in _sentence_pairs(source, target, lang):
        commas = list(_COMMA_OR_EN.finditer(english))
        if len(commas) != 1 or _WHETHER_EN.search(english):
            continue
        mine = len(_OR_WORDS["en"].findall(english))
        theirs = len(_OR_SAID[lang].findall(translation))
        if theirs != mine - 1:
            continue
        at = commas[0]
        first = re.match(r"[^\s,.;:!?()]+", english[at.end():])
        if first and re.search(rf"(?<![\w-]){re.escape(first.group())}(?![\w-])", translation):
            continue  # its first word, a key, an option, kept as written: the alternative said ("Press y to take it
            # over, or n to leave it there" as "按 y 接管；按 n 则…": tester t9bi bi-rw62)
        start = max(english.rfind(mark, 0, at.start()) for mark in ".:;!?(") + 1
        if not english[start:at.start()].strip():
            continue  # the alternative before it blanked: said missing already ("try other words", t9bg bg-alt25)
        stop = min([i for i in (english.find(mark, at.end()) for mark in ",.;:!?()") if i >= 0] or [len(english)])
        text = re.sub(r"\s+", " ", english[start:stop]).strip()
        last = None
        for last in _OR_SAID[lang].finditer(translation):
            pass
        joined = _AND_SAID[lang].search(translation, last.end() if last else 0)
        found.append((text, joined.group() if joined and last is not None else None))
    return found
