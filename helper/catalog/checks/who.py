"""Who acts (issue 9 §2, fix9ja): a person or body of the English (Director, Regulating Authority, Tournament
Organizer, contestant, player, captain, committee) said in the translation as another, paired by aligned sentence
and place. Apart from :mod:`terminology` (whose glossary it reads) because it pairs sentences as the negation checks
do (:func:`negation._sentence_pairs`), and :mod:`negation` reads :mod:`terminology` through :mod:`polarity`: in one
module they were an import cycle."""

from __future__ import annotations

import re
from collections import Counter
from typing import NamedTuple

from helper.catalog.checks.negation import _sentence_pairs
from helper.catalog.checks.terminology import (PERSON_PRONOUNS, _APPROVAL_BEFORE, _APPROVAL_EN, _who_members,
                                               approver_in_translation)


class WhoReplaced(NamedTuple):
    """One person or body of the family "who" said in the place of another: the translation's words (as written),
    the member they render (its label) and the member the English names at that place (its label)."""

    found: str
    other: str
    english: str


def _who_places(text: str, patterns: list[tuple[str, list[re.Pattern]]], start: int = 0,
                end: int | None = None) -> list[tuple[int, int, str]]:
    """``(start, end, label)`` of every place ``text`` (between ``start`` and ``end``) names a member of the family
    "who", the longest form first where two overlap (Διοργανωτής Αγώνων, not also its regular expression)."""
    end = len(text) if end is None else end
    found = sorted(((m.start(), m.end(), label) for label, forms in patterns for form in forms
                    for m in form.finditer(text, start, end) if m.end() > m.start()),
                   key=lambda p: (p[0], p[0] - p[1]))
    kept: list[tuple[int, int, str]] = []
    for place in found:
        if not any(place[0] < stop and begin < place[1] for begin, stop, _label in kept):
            kept.append(place)
    return sorted(kept)


def _sentence_ranges(source: str, target: str, lang: str, source_written: str,
                     target_written: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The aligned sentences (:func:`negation._sentence_pairs`, read on the texts as written) as ranges of
    ``source`` and ``target`` (the texts as the terms are read, of the same lengths); the whole texts as one pair
    where a sentence cannot be placed."""

    whole = [((0, len(source)), (0, len(target)))]
    if len(source_written) != len(source) or len(target_written) != len(target):
        return whole
    ranges, at_s, at_t = [], 0, 0
    for english, translation in _sentence_pairs(source_written, target_written, lang):
        start_s, start_t = source_written.find(english, at_s), target_written.find(translation, at_t)
        if start_s < 0 or start_t < 0:
            return whole
        at_s, at_t = start_s + len(english), start_t + len(translation)
        ranges.append(((start_s, at_s), (start_t, at_t)))
    return ranges or whole


def _pronoun_stands_for(source: str, en_patterns, ranges, place: tuple[int, int, str]) -> str | None:
    """The member the English's "he" or "him" (:data:`terminology.PERSON_PRONOUNS`) names in the English sentence
    aligned with the translation's ``place`` (``ranges``: :func:`_sentence_ranges`): the Director where the English
    names the Director in that sentence or before it (the Laws' "he" is the Director: 12A "when these Laws empower
    him", 12A1 "…a non-offending contestant when he judges", 86A "Instead, he awards"), else the first member the
    sentence names; ``None`` where that sentence has no such pronoun or names no one before it."""
    for (s_start, s_end), (t_start, t_end) in ranges:
        if not t_start <= place[0] < t_end:
            continue
        pronoun = PERSON_PRONOUNS.search(source, s_start, s_end)
        if pronoun is None:
            return None
        before = _who_places(source, en_patterns, 0, pronoun.start())
        if any(p[2] == "Director" for p in before):
            return "Director"
        here = [p for p in before if p[0] >= s_start]
        return here[0][2] if here else None
    return None


def _approver_places(source: str, target: str, lang: str, members) -> tuple[tuple, tuple] | None:
    """The places of the English's approver ("approval by the Regulating Authority") and the translation's (between
    its words of approval: :func:`approver_changed`), each ``(start, end, label)``; else ``None``."""
    if lang not in _APPROVAL_BEFORE:
        return None
    english = next(((m.end(), label, pattern.match(source, m.end())) for m in _APPROVAL_EN.finditer(source)
                    for label, pattern, _f in members if pattern.match(source, m.end())), None)
    if english is None:
        return None
    found = approver_in_translation(target, lang, members)
    if found is None:
        return None
    match, label = found
    return (english[0], english[2].end(), english[1]), (match.start(), match.end(), label)


# the English's words for contestants and players that are no member's (pair S8 "both members of the offending side"
# as 双方牌手, the zh messages' "Individual event: … both members of the offending side" as 违规方的两名牌手: fix9ka)
_CONTESTANTS_OTHERWISE = re.compile(r"\b(?:sides?|pairs?|teams?|partnerships?)\b", re.IGNORECASE)
_SIDE_WORDS = re.compile(r"方|(?<!\w)(?:αξον|πλευρ)\w*", re.IGNORECASE)
"""A side named by a translation (非违规方, αναίτιος άξονας; Greek as the terms are read, folded): a contestant said
(:func:`who_replaced`)."""

_SIDE_CONTESTANT_EN = re.compile(r"\boffending\s+(?:contestants?|sides?|pairs?)\Z", re.IGNORECASE)
"""An English contestant named as a side ("a non-offending contestant"), read up to its place."""
_SIDE_NAMED = re.compile(r"违规方|犯规方|(?<!\w)(?:αξον|πλευρ)\w*", re.IGNORECASE)
"""The translation's name of a side (非违规方, 违规方, "αναίτιου άξονα"; Greek as the terms are read, folded): an
offending or non-offending contestant said (:func:`who_replaced`)."""

_PLAYERS_OTHERWISE = re.compile(r"\b(?:members?|persons?|people|individuals?|everyone|anyone|someone|each\s+of\s+them)\b",
                                re.IGNORECASE)


# the members said added (``english`` empty) only where the English names them somewhere: the regulation is a
# document, and its Greek word is also the Laws' (οι Κανονισμοί: the messages' "2017 Laws"); it is read only in the
# place of a person or body the English names ("as the regulation sets" as "όπως ορίζει ο Διαιτητής": fix9ub, t9az
# z462); nor is the reviewer, whom an interface string names for its "the name recorded with an approval" (审校者姓名:
# fixze), read only in the place of another ("another reviewer" as 另一位裁判: tester t9be whozh07)
_NEVER_ADDED = frozenset({"regulation", "reviewer"})


def _named_in(source: str, places: list[tuple[int, int, str]], start: int = 0, end: int | None = None) -> set[str]:
    """The labels of the members the English (between ``start`` and ``end``) names: its ``places``, the player where
    it says "members" or "people" (:data:`_PLAYERS_OTHERWISE`), the contestant where it says a side, a pair or a team
    ("The offending side is awarded" as "Ο αγωνιζόμενος λαμβάνει": test_check_faults9), and the player where it names
    a side or a contestant, made of players (12B1's innocent side as "μια πλευρά της οποίας δεν ευθύνεται κανένας
    παίκτης": test_check_fix9be); never the partner (12C1(e)(i) 违规方的同伴: tester t9av v292)."""
    end = len(source) if end is None else end
    return {p[2] for p in places} | ({"player"} if _PLAYERS_OTHERWISE.search(source, start, end) else set()) \
        | ({"contestant", "player"} if _CONTESTANTS_OTHERWISE.search(source, start, end) else set()) \
        | ({"player"} if "contestant" in {p[2] for p in places} else set())


_YOU_EN = re.compile(r"\b(?:you|your|yourself)\b", re.IGNORECASE)
"""An interface string's "you": its user, the Director."""
_HIS_EN = re.compile(r"\b(?:he|him|his|himself)\b", re.IGNORECASE)
"""The Laws' "he", "his": the Director where the English names the Director (:func:`_pronoun_said_as_other`)."""


def _pronoun_said_as_other(source: str, src: list[tuple[int, int, str]], tgt: list[tuple[int, int, str]],
                           src_all: Counter, tgt_all: Counter,
                           s_range: tuple[int, int], t_range: tuple[int, int],
                           interface: bool) -> list[tuple[tuple, tuple]]:
    """The members of one aligned sentence pair (``s_range`` of ``source``, ``t_range`` of the translation; ``src`` /
    ``tgt`` their places, ``src_all`` / ``tgt_all`` the counts of each text's places by label) said in the place of
    the Director the English names by a pronoun: the Laws' "he", "his", "him" (:data:`_HIS_EN`) where the English
    names the Director in that sentence and the member nearest the pronoun there is the Director, an interface
    string's "you" (:data:`_YOU_EN`, ``interface``).  A member other
    than the Director the translation names more times than the English, while it names the Director no more than
    the English does (the pronoun not said as the Director), is in the pronoun's place: its place nearest a pronoun
    (as shares of the sentences), one per such pronoun.  Returns ``((start, end, label), place)`` pairs, the first a
    pronoun's span of the English, labelled "Director" (a glossary term, said expected) or "you" (said as the
    English's word) (fixwc, tester t9bb who430 12A "or on his own initiative" as 或由牌手主动;
    who440 "If you can assign" as 如牌手能给出)."""
    (s_start, s_end), (t_start, t_end) = s_range, t_range
    pronoun = _YOU_EN if interface else _HIS_EN
    if not interface and not src_all["Director"] or tgt_all["Director"] > src_all["Director"]:
        return []
    pronouns = [m.span() for m in pronoun.finditer(source, s_start, s_end)]
    if not interface:
        # (the Laws' pronoun stands for the member nearest it in its sentence, before or after: 12A "a player … or on
        # his own initiative the Director" the Director's, 12C3 "the offender's partner if of the opinion that he is
        # in no way to blame" the partner's; the Director's where it names no one nearby)
        def referent(a: tuple[int, int]) -> str:
            before = [p for p in src if p[1] <= a[0]]
            after = [p for p in src if p[0] >= a[1]]
            near = sorted(([(a[0] - before[-1][1], before[-1][2])] if before else [])
                          + ([(after[0][0] - a[1], after[0][2])] if after else []))
            return near[0][1] if near else "Director"

        pronouns = [a for a in pronouns if referent(a) == "Director"]
    extra = [p for p in tgt if p[2] != "Director" and tgt_all[p[2]] > src_all[p[2]]]
    if not pronouns or not extra:
        return []

    def share(start: int, end: int, begin: int, stop: int) -> float:
        return ((start + end) / 2 - begin) / max(stop - begin, 1)

    pairs = []
    left = Counter({label: tgt_all[label] - src_all[label] for label in {p[2] for p in extra}})
    for a in pronouns:
        at = share(*a, s_start, s_end)
        candidates = sorted((abs(share(b[0], b[1], t_start, t_end) - at), b) for b in extra if left[b[2]] > 0
                            and not any(b is q for _a, q in pairs))
        if candidates:
            b = candidates[0][1]
            left[b[2]] -= 1
            pairs.append(((a[0], a[1], "you" if interface else "Director"), b))
    return pairs


def who_replaced(source: str, target: str, lang: str, source_written: str = "",
                 target_written: str = "", english_whole: str | None = None,
                 interface: bool = False) -> list[WhoReplaced]:
    """The persons and bodies of the family "who" the translation names in the place of those the English names
    (issue 9, fix9ja; tester t9at E-who3 "Η Ρυθμιστική Αρχή μπορεί" for 12A1's Director, E-who4 12C2(b)'s
    Regulating Authority made the Tournament Organizer, E-who5 12A's player made the Authority).  Per pair of
    aligned sentences (:func:`_sentence_ranges`): the approvers first (12C2(b) "Subject to approval by the Regulating
    Authority" as "Υπό την αίρεση του Διοργανωτή Αγώνων": the Organizer in the Authority's place,
    :func:`_approver_places`), then by count - a member the English names more times than the translation with one
    the translation names and the English sentence does not, the nearest places (as shares of the sentences)
    paired first (12A1 "The Director may award … to a non-offending contestant" as "Η Ρυθμιστική Αρχή μπορεί … του
    αναίτιου άξονα": the Authority in the Director's place, not the contestant's, which the official Greek says as
    the side).  A member the English sentence names is never added (the noun said again for the English's "he"),
    the order within a sentence is free (Chinese names the contestants before the Regulating Authority in 86B3), and
    a person said fewer times with no one added (a pronoun for a repeated Director, ο ίδιος, 其) is no pair; a member
    the English sentence names said more often than there, its "he"/"him" aside, where another is missing stands in
    that one's place when nearer it, at less than half the distance, than any "he"/"him" or its own English places
    (12A's player as "αίτημα του Διαιτητή": fix9ve, tester t9ba who44).
    Since fix9ka (tester t9av) the partner and the opponent are members too, a member the English sentence names is
    said added beyond the English's count less its "he"/"him" (86B2(a)'s contestant as a second Director: 如果裁判没有
    过错), and a member the English names nowhere (:func:`_named_in`; the Director where it names no one at all) said
    in no one's place is returned with ``english`` empty: someone added (12C1(e)(i) "… που διέπραξε ο Διαιτητής").
    ``source``/``target``: the texts as the terms are read (:func:`_term_text`); ``source_written`` /
    ``target_written``: as written, of the same lengths (else the texts are read whole and ``target``'s words
    returned); ``english_whole``: the whole English where ``source`` leaves out parts said missing; ``interface``: an
    interface string's (its "you" the Director: :func:`_pronoun_said_as_other`, fixwc).  Returns
    ``WhoReplaced(found, other, english)`` in the English's order (one added by its place in the translation)."""
    members = _who_members(lang)
    en_patterns = [(label, [pattern]) for label, pattern, _forms in members]
    tgt_patterns = [(label, forms) for label, _pattern, forms in members]
    written = target_written if len(target_written) == len(target) else target
    if not _who_places(target, tgt_patterns):
        return []  # (no one named by the translation: no one in another's place nor added)
    approver = _approver_places(source, target, lang, members)
    found: list[tuple[tuple, tuple]] = []
    for (s_start, s_end), (t_start, t_end) in _sentence_ranges(source, target, lang, source_written or source,
                                                                  written):
        src = _who_places(source, en_patterns, s_start, s_end)
        tgt = _who_places(target, tgt_patterns, t_start, t_end)
        src_all, tgt_all = Counter(p[2] for p in src), Counter(p[2] for p in tgt)
        # (the approver too: the two of 12C2(b) swapped are one exchange, one error)
        named = _named_in(source, src, s_start, s_end)
        if approver is not None and approver[0] in src and approver[1] in tgt:
            src.remove(approver[0])
            tgt.remove(approver[1])
            if approver[0][2] != approver[1][2]:
                found.append(approver)
        src_count, tgt_count = Counter(p[2] for p in src), Counter(p[2] for p in tgt)
        missing = {label: count - tgt_count[label] for label, count in src_count.items() if count > tgt_count[label]}
        if missing.get("contestant"):
            # (an offending or non-offending contestant the translation names as a side, 非违规方, "αναίτιου άξονα", is
            # said, in no one else's place: 12A1 "The Director may award … to a non-offending contestant" as
            # "…，主办单位可判给非违规方" is the Director replaced, not the contestant; tester t9bf who20)
            sides = sum(1 for a in src if a[2] == "contestant" and _SIDE_CONTESTANT_EN.search(source, 0, a[1]))
            missing["contestant"] -= min(sides, len(_SIDE_NAMED.findall(target, t_start, t_end)))
            missing = {label: count for label, count in missing.items() if count > 0}
        # (one the English sentence names too is said added only beyond the English's count, and only where a member
        # is missing: "he" said as the noun again, 裁判…裁判可判给 for "The director may award … when he judges" in
        # the zh sentence pair S6, adds no one; 86B2(a) "If no contestant was at fault, the Director shall cancel" as
        # 如果裁判没有过错，裁判应取消 has the contestant's place taken by a second Director: fix9ka, tester t9av v348)
        pronouns = len(PERSON_PRONOUNS.findall(source, s_start, s_end))
        # (a member the English sentence names: its excess counted on the whole sentence, the approvers with the rest:
        # 12C2(b)'s approver and actor swapped, 经比赛主办机构批准，主管单位, is one exchange, one error)
        added = {label: (count if label not in named else tgt_all[label] - src_all[label] - pronouns)
                 for label, count in tgt_count.items()}
        added = {label: count for label, count in added.items() if count > 0}

        def share(place: tuple[int, int, str], start: int, end: int) -> float:
            return ((place[0] + place[1]) / 2 - start) / max(end - start, 1)

        if missing and not added:
            # (a member the English sentence names said more often than the English, its "he"/"him" aside, where one
            # is missing: an extra place nearer a missing one's than any pronoun's or its own member's in the English is
            # in that one's place: 12A "On the application of a player … the Director may award … empower him" as
            # "Μετά από αίτημα του Διαιτητή …": tester t9ba who44)
            # (at less than half the distance; not a contestant the translation names as a side, 非违规方 in the zh
            # sentence pair S6, whose second 裁判 is the English's "he", said after its clause)
            spoken = [(m.start(), m.end(), "") for m in PERSON_PRONOUNS.finditer(source, s_start, s_end)]
            gone = [a for a in src if a[2] in missing
                    and not (a[2] == "contestant" and _SIDE_WORDS.search(target, t_start, t_end))]
            for b in tgt if gone else []:
                if b[2] not in named or tgt_all[b[2]] <= src_all[b[2]]:
                    continue
                at = share(b, t_start, t_end)
                near = min(abs(share(a, s_start, s_end) - at) for a in gone)
                if all(2 * near < abs(share(p, s_start, s_end) - at)
                       for p in spoken + [a for a in src if a[2] == b[2]]):
                    added[b[2]] = 1
        if not missing:
            # (nobody missing: a member added beyond the English's count in the place of a "he"/"his" (the Laws'
            # Director) or an interface's "you" (its user, a Director) the translation does not say as that member:
            # 12A "or on his own initiative the Director" as 或由牌手主动，裁判; "If you can assign" as 如牌手能给出;
            # fixwc, tester t9bb who430, who440)
            found += _pronoun_said_as_other(source, src, tgt, src_all, tgt_all, (s_start, s_end), (t_start, t_end),
                                            interface)
            continue
        if not added:
            continue

        # (one the English sentence does not name at all paired first: a second Director beside the first may be
        # the English's "he")
        candidates = sorted((b[2] in named, abs(share(a, s_start, s_end) - share(b, t_start, t_end)), a, b)
                            for a in src if a[2] in missing for b in tgt if b[2] in added)
        used: set = set()
        for _named, _distance, a, b in candidates:
            if a in used or b in used or not missing[a[2]] or not added[b[2]]:
                continue
            used |= {a, b}
            missing[a[2]] -= 1
            added[b[2]] -= 1
            found.append((a, b))
    # a member the English does not name anywhere, said by the translation in no one's place: someone added who acts
    # or bears the score (fix9ka, tester t9av v089 12C1(e)(i) "της ανωμαλίας που διέπραξε ο Διαιτητής", the side's
    # own irregularity made the Director's; v292 违规方的同伴得到…, the offending side's score given to its partner;
    # v479 "the penalty is his alone" as 罚分由他的同伴承担): ``english`` empty, one per member, at its first place
    # (read on the whole English, ``english_whole``, where ``source`` leaves out the parts said missing: 86B3 "the
    # same or multiple contestants" as 相同参赛者 keeps its contestants, test_check_fix9jb)
    whole = source if english_whole is None else english_whole
    english_labels = _named_in(whole, _who_places(whole, en_patterns))
    if not english_labels:
        # the Director is the laws' agent where the English names no one ("shall award artificial adjusted scores"
        # as 裁判应判…: test_catalog_checks), not where it names a party (12C1(e)(i) "its infraction", the side's)
        english_labels.add("Director")
    if interface and _YOU_EN.search(whole):
        english_labels.add("Director")  # an interface's "you", its user, said as the Director (fixwc)
    # (where the English sentence aligned with its place says "he" or "him", the member added stands for the one the
    # pronoun names, said as that member's replacement: 12C1(a) "…, he does so" as "…, ο αρχηγός το κάνει" is the
    # captain where the Director is expected; fix9mc, fix9ka's leftover)
    paired = {b for _a, b in found}
    ranges = _sentence_ranges(source, target, lang, source_written or source, written)
    for place in _who_places(target, tgt_patterns):
        if place[2] not in english_labels and place[2] not in _NEVER_ADDED and place not in paired:
            english_labels.add(place[2])
            stood = _pronoun_stands_for(source, en_patterns, ranges, place)
            found.append(((place[0], place[1], stood or ""), place))
    return [WhoReplaced(written[b[0]:b[1]], b[2], a[2]) for a, b in sorted(found)]


# between a member and the words that complete its name: the Greek genitive after it, Chinese 的 (or nothing) before it
_COMPLEMENT = {"el": re.compile(r"\s+(?:τησ|του|των)\s+"), "zh": re.compile(r"(?:的)?")}
# (Chinese: a noun of a contest or a team before the member, 队式赛队长; not a word of exception, 除非比赛主办机构)
_ZH_COMPLEMENT_WORD = re.compile(r"(?:赛|队|队伍)$")


def names_a_member(target: str, lang: str, start: int, end: int) -> bool:
    """Whether the translation's words ``target[start:end]`` complete the name of a member of the family "who" said
    next to them ("ο αρχηγός της ομάδας", the team captain; 球队队长): part of the person named, no limit of the rule
    added (fix9ka, tester t9av v033: 12A3 "Ο Διαιτητής μπορεί" as "Ο αρχηγός της ομάδας μπορεί" gave "adds 'ομάδας', a
    limit" beside the missing Director; the captain in the Director's place is the one error)."""
    from helper.catalog.checks.terminology import _term_text

    folded = _term_text(target, lang)
    if lang not in _COMPLEMENT or len(folded) != len(target):
        return False
    for _label, _pattern, forms in _who_members(lang):
        for form in forms:
            for match in form.finditer(folded):
                if lang == "el" and match.end() <= start and _COMPLEMENT["el"].fullmatch(folded, match.end(), start):
                    return True
                if lang == "zh" and end <= match.start() and _COMPLEMENT["zh"].fullmatch(folded, end, match.start()) \
                        and _ZH_COMPLEMENT_WORD.search(folded, start, end):
                    return True
    return False


_TRAILING_CLAUSE = {
    "zh": re.compile(r"[，,]\s*(?=(?:并且?|而且|同时|然后|随后|再|并立即|且)[^，,。；;：:（(]*[。；;]?\s*$)"),
    # (on the folded text: no accents, final σ)
    "el": re.compile(r",\s*(?=(?:και|κι|ενω|αφου|επειτα|στη\s+συνεχεια)\s[^,;·:(]*[.;·]?\s*$)", re.IGNORECASE),
}
"""The last clause of a translated sentence, after its last comma and joined by "and" (και, κι, αφού; 并, 并且, 同时):
where :func:`who_clause_added` looks for an act of someone the English does not name."""


def who_clause_added(source: str, target: str, lang: str, parts: bool = False) -> tuple[int, int] | None:
    """``(start, end)`` in ``target`` of a clause the translation adds at the end of a sentence (after its last comma,
    joined by "and": :data:`_TRAILING_CLAUSE`) that names a person or body of the family "who" the English names
    nowhere (12A1 "… που έχει διαπραχθεί, και ενημερώνει αμέσως τον Διοργανωτή Αγώνων.", "… and informs the Tournament
    Organizer at once": a duty added; fix9pa, tester t9ax el_laws129, read as the Organizer in the contestant's place).
    ``source``/``target``: as the terms are read (:func:`terminology._term_text`); ``None`` where there is none.
    ``parts``: read each part of a sentence up to a colon or a semicolon as a sentence too (an interface string's
    "The ruling is complete: go back or start over." as "裁决已完成，并已通知牌手：可返回或重新开始。", "and the players
    notified" added before its colon: tester t9bj bj-sen24, fixzv)."""
    from helper.catalog.checks.structure import sentences

    if lang not in _TRAILING_CLAUSE:
        return None
    members = _who_members(lang)
    tgt_patterns = [(label, forms) for label, _pattern, forms in members]
    named = _named_in(source, _who_places(source, [(label, [pattern]) for label, pattern, _f in members]))
    pieces = [(s.start, s.text) for s in sentences(target, lang)]
    if parts:
        pieces = [(start + m.start(), m.group()) for start, text in pieces
                  for m in re.finditer(r"[^:：;；]+[:：;；]?", text)]
    for begin, piece in pieces:
        at = piece.rstrip().rstrip(":：") if parts else piece.rstrip()  # (a part's colon: where it ends)
        cut = _TRAILING_CLAUSE[lang].search(at)
        if cut is None:
            continue
        start = begin + cut.end()
        end = begin + len(at.rstrip(".。;；·"))
        places = _who_places(target, tgt_patterns, start, end)
        if places and all(label not in named for _a, _b, label in places):
            return start, end
    return None
