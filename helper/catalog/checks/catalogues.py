"""Running the checks over the real catalogues; faults of a catalogue file as a whole."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from helper.catalog.checks.brackets import bracket_problems
from helper.catalog.checks.common import ERROR, WARNING, Finding, _, _say, entry_name, text_key
from helper.catalog.checks.pair import check_pair, keyed
from helper.catalog.checks.single import check_single
from helper.i18n.po import nplurals, plural_ok

BASELINE_REASON = "the reason a known defect is accepted"
"""The extracted comment of a baseline reason in the messages catalogue (see
:func:`helper.catalog.extract.extract_baseline`)."""

QUOTED_DEFECT_CHECKS = frozenset({"brackets", "one-language", "terminology", "doubled", "number", "encoding", "negation",
                                  "markers", "law-reference"})
"""Checks not made on a baseline reason's translation: a reason quotes the defect it accepts
(an unclosed '[', '的的', '自已', a national note, a term the official text lacks), which these
checks would report again. Placeholders, line breaks, sentences and untranslated runs are still
checked; so are the reason's own words, its quotes blanked (:func:`_reason_own_words`: its numbers,
"may", negations, broken brackets and characters written twice)."""


def check_catalogues(root: Path | str | None = None, langs: Iterable[str] = ("el", "zh"),
                     domains: Iterable[str] = ("laws", "messages"), *, ui_lang: str = "en",
                     pairs: bool | None = None, laws_1997: bool | None = None,
                     memo: dict | None = None) -> list[Finding]:
    """Run every check over the real texts.

    ``root``: the checkout (default: the running checkout or installed data).
    For each language in ``langs`` and domain in ``domains``: every entry of
    its ``.po`` (laws: paragraph = msgctxt; messages: paragraph = msgid).  When
    ``"zh"`` is in ``langs`` and ``pairs`` / ``laws_1997`` are true (default:
    when ``"laws"`` is in ``domains``), also the
    sentence pairs of ``laws_text/`` (domain ``"pairs"``, paragraph ``"pair
    S4"``) and the 1997 Chinese paragraphs and their titles (domain
    ``"laws-1997"``, paragraph ``"1997|81A"``, ``"1997|81A|title"``).
    A missing catalogue file is skipped.

    ``memo``: the findings of entries already checked, by what they depend on (:func:`entry_memo_key`):
    an entry found there is not checked again, one checked is added to it (the review screen keeps one
    between its readings: only what an edit changed is checked again, issue 9). None: every entry is checked.
    """
    from helper.catalog.build import catalog_path

    base = _data_root(root)
    findings: list[Finding] = []
    langs, domains = tuple(langs), tuple(domains)
    pairs = "laws" in domains if pairs is None else pairs
    laws_1997 = "laws" in domains if laws_1997 is None else laws_1997
    for lang in langs:
        for domain in domains:
            path = catalog_path(base, lang, domain)
            problems = catalogue_problems(path, catalog_path(base, None, domain), domain, ui_lang)
            findings.extend(Finding(lang, f"{domain}.po", "catalogue", ERROR, message, fragment, domain)
                            for message, fragment in problems)
            po = _readable(path)
            if po is None:  # missing or unreadable: said above
                continue
            expected = nplurals(po.metadata)
            official = _official_texts(base, lang) if domain == "laws" else {}
            start = len(findings)
            for entry in po:
                if entry.obsolete or not entry.msgid:
                    continue
                if memo is None:
                    findings.extend(check_entry(entry, lang, domain, ui_lang=ui_lang, nplurals=expected,
                                                official=official.get(entry.msgctxt)))
                    continue
                key = entry_memo_key(entry, lang, domain, ui_lang, expected, official.get(entry.msgctxt))
                if key not in memo:
                    memo[key] = tuple(check_entry(entry, lang, domain, ui_lang=ui_lang, nplurals=expected,
                                                  official=official.get(entry.msgctxt)))
                findings.extend(memo[key])
            findings[start:] = not_used_once(findings[start:], lang, domain, ui_lang)
    if "zh" in langs and (pairs or laws_1997):
        from helper.laws.loader import read_book
        from helper.laws.model import LawBook

        book = LawBook(**read_book(base / "laws_text")) if root is not None else LawBook.load()
        if pairs:
            for pair in book.pairs:
                findings.extend(check_pair(pair.en.text, pair.zh.text, "zh", f"pair {pair.id}", "pairs",
                                           ui_lang=ui_lang))
        if laws_1997:
            for paragraph in book.paragraphs("1997"):
                for key, texts in (("", paragraph.texts), ("|title", paragraph.headings)):
                    if "zh" in texts:
                        text = texts["zh"].text
                        findings.extend(replace(f, text_key=text_key(text)) for f in check_single(
                            text, "zh", f"1997|{paragraph.id}{key}", "laws-1997", ui_lang=ui_lang))
    return findings


def entry_memo_key(entry, lang: str, domain: str, ui_lang: str, nplurals: int | None,
                   official: str | None) -> tuple:
    """All that :func:`check_entry`'s findings on ``entry`` depend on (its texts, flags and comments, the
    catalogue's language and number of plural forms, the official text, the messages' language), as a
    key of :func:`check_catalogues`' ``memo``: an entry with the same key has the same findings."""
    return (lang, domain, ui_lang, nplurals, official, entry.msgctxt, entry.msgid, entry.msgid_plural, entry.msgstr,
            tuple(sorted(entry.msgstr_plural.items())), tuple(entry.flags), entry.comment, entry.tcomment)


def check_entry(entry, lang: str, domain: str, *, ui_lang: str = "en", nplurals: int | None = None,
                official: str | None = None) -> list[Finding]:
    """The findings of one live entry of ``lang``'s ``domain`` catalogue, as :func:`check_catalogues`
    gives them for it (the review screen checks again only the entry it saved: issue 9).

    Args:
        entry: a polib entry (not obsolete, with a msgid).
        lang: ``el`` or ``zh``; domain: ``laws`` or ``messages``; ui_lang: the messages' language.
        nplurals: the catalogue's number of plural forms (its ``Plural-Forms`` header; None: none given).
        official: the entry's official text from the source documents
            (:func:`helper.catalog.build.official_entries`; laws only), None when it has none.

    Returns:
        the findings (baseline not applied), in the order ``catalog check`` lists them.
    """
    findings: list[Finding] = []
    paragraph = entry_name(domain, entry.msgctxt, entry.msgid)
    edited = _edit(official, entry.msgstr)
    if edited is not None:
        message = _say(ui_lang, _("the official Greek text was edited here ('{source}' in the source "
                                  "document, '{target}' in the catalogue); the next build restores "
                                  "the source document's text") if lang == "el" else
                       _("the official Chinese text (a sentence pair whose English is the 2017 "
                         "English) was edited here ('{source}' in the source document, '{target}' in "
                         "the catalogue); the next build restores the source document's text"),
                       source=edited[0] or "-", target=edited[1] or "-")
        findings.append(Finding(lang, paragraph, "catalogue", ERROR, message,
                                f"{edited[0]} / {edited[1]}", domain, entry.msgid, text_key=text_key(entry.msgstr, entry.fuzzy)))
    if entry.msgid_plural and any(entry.msgstr_plural.values()) and not plural_ok(entry, nplurals):
        found = len(entry.msgstr_plural)
        message = _say(ui_lang, _("this language has {expected}, the entry has {found} "
                                  "(msgfmt -c refuses it); the helper shows the English for it"),
                       expected=nplurals, found=found)
        findings.append(Finding(lang, paragraph, "plural-forms", ERROR, message,
                                f"msgstr[0..{found - 1}]", domain, entry.msgid, text_key=text_key(entry.msgstr, entry.fuzzy)))
    comment = "\n".join(c for c in (entry.comment, entry.tcomment) if c)
    targets = ([entry.msgstr_plural[k] for k in sorted(entry.msgstr_plural)]
               if entry.msgid_plural else [entry.msgstr])
    sources = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
    quotes_defects = domain == "messages" and BASELINE_REASON in (entry.comment or "")
    said = {_once(f, entry.msgid) for f in findings}
    forms: list[tuple[int, list[Finding], str]] = []  # each form's findings, to name the form of one form's defect
    for index, target in enumerate(targets):
        source = sources[min(index, len(sources) - 1)]
        found = check_pair(source, target, lang, paragraph or "", domain, fuzzy=entry.fuzzy,
                           comment=comment, ui_lang=ui_lang, flags=entry.flags,
                           previous=entry.previous_msgid_plural if index and entry.msgid_plural else entry.previous_msgid)
        if quotes_defects:
            found = [f for f in found if f.check not in QUOTED_DEFECT_CHECKS] + keyed(_reason_own_words(
                source, target, lang, paragraph or "", comment, ui_lang, entry.flags), source, target, entry.fuzzy)
        # a plural entry's forms share their wording: the same finding in each is one finding of the entry (the
        # Greek appeal notice's placeholder-order warning was said once per form; fresh tester 9j)
        # a sentence missing quotes each form's English ("The ruling for board {count} …" / "The rulings for boards
        # {count} …"): the same sentence missing, said once (fresh tester 9k)
        forms.append((index, found, source))
    # a defect of one form of a plural entry names that form (fix9by, tester 9ad): "(only in the plural form,
    # msgstr[1])", in the messages' language; one of every form is the entry's, said once
    in_forms = [{_once(f, source) for f in found} for _index, found, source in forms]
    # the same defect in every form, its finding quoting each form's own words ("the translation 'περισσότερο'" and
    # "'περισσότερες'", "English left untranslated: 'ruling'" and "'rulings'"): one finding, "(in both forms)" (fix9fc)
    loose = [Counter(_loosely(f) for f in found) for _index, found, _source in forms]
    every = {key for key in loose[0] if all(counts[key] == 1 for counts in loose)} if len(forms) > 1 else set()
    for index, found, source in forms:
        for finding in found:
            key = _once(finding, source)
            if _loosely(finding) in every and not all(key in keys for keys in in_forms):
                if index == 0:
                    space = "" if ui_lang.startswith("zh") else " "
                    named = (_say(ui_lang, _("(in both forms)")) if len(forms) == 2 else
                             _say(ui_lang, _("(in every form)")))
                    findings.append(replace(finding, message=f"{finding.message}{space}{named}"))
                continue
            if index == 0 or key not in said:
                said.add(key)
                if len(forms) > 1 and not all(key in keys for keys in in_forms):
                    space = "" if ui_lang.startswith("zh") else " "
                    finding = replace(finding, message=f"{finding.message}{space}"
                                                         f"{_form_name(index, ui_lang, nplurals)}")
                findings.append(finding)
    # the Greek word next to the count in the other number than its form ("{count} μεταφρασμένη" in msgstr[1]: fix9cc)
    if lang == "el" and entry.msgid_plural and len(targets) == 2 and not entry.fuzzy:
        from helper.catalog.checks.plural_number import number_faults

        for index, word, field in number_faults(entry.msgid, entry.msgid_plural, targets):
            message = (_say(ui_lang, _("'{word}' after {field} is singular in the plural form (msgstr[1], every count "
                                       "but 1): write it in the plural?"), word=word, field=field) if index else
                       _say(ui_lang, _("'{word}' after {field} is plural in the singular form (msgstr[0], a count of "
                                       "one): write it in the singular?"), word=word, field=field))
            findings.append(Finding(lang, paragraph, "plural-forms", WARNING, message, word, domain, entry.msgid,
                                    text_key=text_key(entry.msgstr, entry.fuzzy)))
    if edited is not None and not entry.msgid_plural:
        findings = _official_own(findings, entry, official, lang, paragraph or "", domain, comment, ui_lang)
    return findings


def _official_own(findings: list[Finding], entry, official: str, lang: str, paragraph: str, domain: str,
                  comment: str, ui_lang: str) -> list[Finding]:
    """``findings`` of an entry whose official text (``official``) was edited, each that the official wording has too
    (same check, severity, message, fragment and side; as many as it has) keyed to the official text
    (``text_key``) rather than the edited one (fix9cd): the official Greek's national note, its 'ανωμαλία', its 'τις
    οποίος', accepted in the baseline for the official text, stay accepted after an edit elsewhere in the text; only
    what the edit brought is new, folded into the ``catalogue`` error that says the text was edited
    (:func:`_with_the_edit`, fixye).  A finding of the official wording whose fragment quotes words the edit touched
    (the same check, severity, message and side) is still the official's: it takes the official's fragment and key."""

    own = Counter()
    keys = {}
    fragments: dict[tuple, list[tuple[str, str | None]]] = {}
    loose = Counter()  # the same finding whose quoted neighbourhood the edit touched (its fragment 「（参见本条c2 ） ，裁判」
    # made 「… ，主管」 by an edit right after it): still the official wording's own, not the edit's (fixye)
    for finding in check_pair(entry.msgid, official, lang, paragraph, domain, fuzzy=entry.fuzzy, comment=comment,
                              ui_lang=ui_lang, flags=entry.flags, previous=entry.previous_msgid):
        key = (finding.check, finding.severity, finding.message, finding.fragment, finding.side)
        own[key] += 1
        keys[key] = finding.text_key
        loose[key[:3] + key[4:]] += 1
        fragments.setdefault(key[:3] + key[4:], []).append((finding.fragment, finding.text_key))
    kept, brought = [], []
    for finding in findings:
        key = (finding.check, finding.severity, finding.message, finding.fragment, finding.side)
        if finding.check != "catalogue" and own[key] > 0:
            own[key] -= 1
            loose[key[:3] + key[4:]] -= 1
            finding = replace(finding, text_key=keys[key])
        elif finding.check != "catalogue" and loose[key[:3] + key[4:]] > 0:
            loose[key[:3] + key[4:]] -= 1  # the official's finding, as the baseline accepted it
            fragment, official_key = fragments[key[:3] + key[4:]][-1]
            finding = replace(finding, fragment=fragment, text_key=official_key)
        elif finding.check != "catalogue":
            if not _added_untouched(finding, official, entry.msgstr):
                brought.append(finding)
            continue
        kept.append(finding)
    return _with_the_edit(kept, brought, ui_lang, edit_swap(official, entry.msgstr, lang),
                          named=edit_named(official, entry.msgstr, lang, ui_lang))


@lru_cache(maxsize=256)
def _edit_opcodes(official: str, text: str) -> tuple[tuple[str, int, int, int, int], ...]:
    """The character opcodes (:meth:`difflib.SequenceMatcher.get_opcodes`) turning the official text ``official`` into
    the catalogue's ``text``, computed once for a pair: :func:`_added_untouched`, :func:`edit_named` and
    :func:`edit_swap` each read the same edit."""
    import difflib

    return tuple(difflib.SequenceMatcher(None, official, text, autojunk=False).get_opcodes())


def _added_untouched(finding: Finding, official: str, text: str) -> bool:
    """Whether ``finding`` (of an edited official text ``text``, one the official wording has not) says the
    translation adds words (a ``sentences`` finding of the translation's side) that the edit did not touch: its
    fragment stands in ``text`` inside a stretch equal to the official text ``official``.  Those words are the
    official text's own, which its comparison with the English does not find added; the edit, elsewhere, only moved
    where the comparison pairs them (tester t9bn bn-unt11: 12C4 with "此牌局各方分数分别计算" left in English, its
    unchanged "并且给每一比赛方取计算均值" said added).  Not the edit's defect: left out of the listed edit (fiym)."""
    import unicodedata

    fragment = finding.fragment.strip()
    if finding.check != "sentences" or finding.side != "target" or not fragment or fragment not in official:
        return False
    text = unicodedata.normalize("NFC", text)
    equal = [(j1, j2) for tag, _i1, _i2, j1, j2 in _edit_opcodes(official, text) if tag == "equal"]
    at = text.find(fragment)
    while at >= 0:
        if any(j1 <= at and at + len(fragment) <= j2 for j1, j2 in equal):
            return True
        at = text.find(fragment, at + 1)
    return False


def _with_the_edit(findings: list[Finding], brought: list[Finding], ui_lang: str,
                   swap: tuple[str, str, str] | None = None, named: str | None = None) -> list[Finding]:
    """``findings`` of an edited official text with the findings the edit brought (``brought``: those the
    official wording has not, :func:`_official_own`) folded into the ``catalogue`` error as its explanation:
    "…; the next build restores the source document's text. The edit: number differs: 40% in the English, 45% in
    the translation" (two or more numbered "(1) …; (2) …"). One defect, one finding (fix9ye, fresh tester t9bd:
    each defect injected into the official Greek gave the catalogue error and the kind's own finding): the
    catalogue error already quotes the edit and is an error; the kind's message says what the edit did to the
    law, so nothing a reviewer needs is lost.  The finding keeps the catalogue error's fragment (the edit).

    An edit that only swapped one word or bracket for another (``swap``, :func:`edit_swap`) is said as that swap
    (fixzv): "or" made "and" ("αγωνιζόμενων, ή" as "αγωνιζόμενων, και": tester t9bj bj-alt05, bj-alt07, bj-alt08) is
    the or-made-and question, not an alternative of the English missing (its words are all there, joined by "and");
    round brackets made square ("(αλλά, …)" as "[αλλά, …]": tester t9bj bj-brk04) are "() written as []", not the
    English's () missing.

    An edit that brought no finding of its own (the pair's checks leave the official wording's doubled character or
    bracket to this error) is said as what the diff shows (``named``, :func:`edit_named`, fiyq): a word written twice,
    a bracket added, dropped or made another (tester t9bo bo-dou02, bo-bra02, bo-bra16, bo-bra19)."""
    if not brought and named is None:
        return findings
    brought = _said_as_swap(brought, swap, ui_lang) if swap is not None else brought
    messages = [f.message for f in brought] or [named]
    what = messages[0] if len(messages) == 1 else "; ".join(f"({n}) {m}" for n, m in enumerate(messages, 1))
    folded, told = [], False
    for finding in findings:
        if finding.check == "catalogue" and not told:
            finding = replace(finding, message=_say(ui_lang, _("{edited}. The edit: {what}"), edited=finding.message,
                                                    what=what))
            told, brought = True, []
        folded.append(finding)
    return folded + brought


def _said_as_swap(brought: list[Finding], swap: tuple[str, str, str], ui_lang: str) -> list[Finding]:
    """``brought`` (the findings an edit of the official text brought, :func:`_with_the_edit`) with those the edit's
    swap (:func:`edit_swap`) gives said as that swap, once: for "or" made "and", an alternative of the English said
    missing (a ``sentences`` finding of the English's side quoting words from its "or"; tester t9bj bj-alt05,
    bj-alt07, bj-alt08); for a bracket made another, the ``brackets`` findings (tester t9bj bj-brk04).  The others
    are kept as they are (fixzv)."""
    from helper.catalog.checks.pair import _OPPOSITE_MESSAGES, _short

    kind, english, found = swap
    if kind == "bracket closed early":
        ours = list(brought)  # (the edit moved one bracket alone: what it brought is that bracket's, the words left
        # after it said to have no words in the translation, a terminology finding: tester t9bk bk-brk12)
        message = _say(ui_lang, _("the bracket closes too early: '{words}' of the English's parenthetical stands after "
                                  "it in the translation (the bracket moved?)"), words=_short(found))
        check = "brackets"
    elif kind == "or / and":
        ours = [f for f in brought if f.check == "sentences" and f.side == "source" and f.fragment
                and re.match(r"(?:or|either)\b", f.fragment, re.IGNORECASE)]
        message = _say(ui_lang, _OPPOSITE_MESSAGES["or / and"], english=english, found=found)
        check = "terminology"
    else:
        ours = [f for f in brought if f.check == "brackets"]
        message = _say(ui_lang, _("brackets {kind} of the English written as {other} in the translation"),
                       kind=english, other=found)
        check = "brackets"
    if not ours:
        return brought
    said = any(f.message == message for f in brought)  # (the opposites' own "or" as "και" said already: be-alteel01)
    first = brought.index(ours[0])
    kept = [f for f in brought if f not in ours]
    if not said:
        kept.insert(min(first, len(kept)), replace(ours[0], check=check, message=message, fragment=found))
    return kept


def edit_named(official: str | None, text: str, lang: str, ui_lang: str) -> str | None:
    """What the edit of the official text ``official`` into ``text`` did, said with the message the kind's own check
    gives, where the edit is one of these alone (fiyq): a word or character written twice (给 inserted beside 给:
    "character written twice: '给给' in the translation", tester t9bo bo-dou02), brackets added around words of the
    official text ("分别计算" as "（分别计算）": "brackets around '分别计算' that the English does not have", bo-bra02),
    one bracket dropped or added ("'(' is never closed in the translation"), one moved later or earlier ("(… σε IMPs)
    στις υπόλοιπες διανομές" as "(… σε IMPs στις υπόλοιπες διανομές)": "the bracket closes after 'στις υπόλοιπες
    διανομές' in the translation, before it in the English", bo-bra19),
    brackets made another kind or one moved (:func:`edit_swap`: "brackets () of the English written as [] in the
    translation", bo-bra16).  ``None`` for any other edit: the error's quote of the edit is then all it says."""
    import unicodedata

    from helper.catalog.checks.brackets import _CLOSE, _OPEN, closing_of
    from helper.catalog.checks.common import _where, halfwidth
    from helper.catalog.checks.pair import _short

    if not official or not text:
        return None
    text = unicodedata.normalize("NFC", text)
    official = unicodedata.normalize("NFC", official)
    where = _where(ui_lang, "target")
    swap = edit_swap(official, text, lang)
    if swap is not None and swap[0] == "brackets":
        return _say(ui_lang, _("brackets {kind} of the English written as {other} in the translation"),
                    kind=swap[1], other=swap[2])
    if swap is not None and swap[0] == "bracket closed early":
        return _say(ui_lang, _("the bracket closes too early: '{words}' of the English's parenthetical stands after "
                               "it in the translation (the bracket moved?)"), words=_short(swap[2]))
    ops = [op for op in _edit_opcodes(official, text) if op[0] != "equal"]
    if not ops or any(tag == "replace" for tag, *_r in ops):
        return None
    if [op[0] for op in ops] in (["delete", "insert"], ["insert", "delete"]):  # one bracket moved, nothing else
        first, second = ops
        moved = official[first[1]] if first[0] == "delete" else text[first[3]]
        other = text[second[3]:second[4]] if second[0] == "insert" else official[second[1]:second[2]]
        words = official[first[2]:second[1]].strip()
        if (first[2] - first[1]) + (first[4] - first[3]) == 1 and moved == other and words:
            if first[0] == "delete" and halfwidth(moved) in _CLOSE:  # closed later ("σε IMPs στις … διανομές)")
                return _say(ui_lang, _("the bracket closes after '{words}' in the translation, before it in the "
                                       "English (the bracket moved?)"), words=_short(words))
            if first[0] == "insert" and halfwidth(moved) in _OPEN:  # opened earlier
                return _say(ui_lang, _("the bracket opens too early: '{words}' stands inside it in the translation, "
                                       "before it in the English (the bracket moved?)"), words=_short(words))
    pieces = [(tag, official[i1:i2] if tag == "delete" else text[j1:j2], j1, j2) for tag, i1, i2, j1, j2 in ops]
    brackets = [(tag, piece, j1) for tag, piece, j1, _j2 in pieces
                if len(piece) == 1 and (halfwidth(piece) in _OPEN or halfwidth(piece) in _CLOSE)]
    if len(brackets) == len(pieces) == 1:  # one bracket dropped or added, nothing else
        tag, char, _at = brackets[0]
        opening = halfwidth(char) in _OPEN and halfwidth(char) not in _CLOSE
        if opening == (tag == "delete"):  # an opening dropped, a closing added: a closing never opened
            closing = char if not opening else closing_of(char)
            return _say(ui_lang, _("'{char}' closes a bracket that was never opened {where}"), char=closing,
                        where=where)
        opened = char if opening else next((o for o in _OPEN if closing_of(o) == char), char)
        return _say(ui_lang, _("'{char}' is never closed {where}"), char=opened, where=where)
    if (len(brackets) == len(pieces) == 2 and all(tag == "insert" for tag, _p, _a in brackets)
            and closing_of(brackets[0][1]) == brackets[1][1]):  # a pair of brackets added around words
        words = text[brackets[0][2] + 1:brackets[1][2]].strip()
        if words:
            return _say(ui_lang, _("brackets around '{words}' that the English does not have"), words=_short(words))
        return None
    if len(pieces) != 1 or pieces[0][0] != "insert":
        return None
    _tag, piece, j1, j2 = pieces[0]
    once = piece.strip()
    if not once or not re.fullmatch(r"\w+", once):
        return None
    # the inserted stretch beside the same stretch (给 beside 给; "του " beside "του "): written twice
    size = len(piece)
    if text[j2:j2 + size] == piece:
        doubled = text[j1:j2 + size]
    elif text[j1 - size:j1] == piece:
        doubled = text[j1 - size:j2]
    else:
        return None
    doubled = doubled.strip()
    if lang == "zh" and len(once) == 1:
        return _say(ui_lang, _("character written twice: '{chars}' {where}"), chars=doubled, where=where)
    if lang == "el" and len(once) == 1 and piece == once:  # a letter inside a word (Νόμουυ)
        return None
    return _say(ui_lang, _("word written twice: '{words}' {where}"), words=doubled, where=where)


_OR_AND_SWAP = {
    "el": (re.compile(r"ή|Ή|είτε|Είτε"), re.compile(r"και|Και|κι|Κι")),
    "zh": (re.compile(r"或者|或是|或"), re.compile(r"和|与|及|以及|并且|而且|且|同时")),
}
"""The words of "or" and of "and" an edit of the official text may swap (:func:`edit_swap`): a word alone (Greek) or
the characters changed (Chinese)."""


def edit_swap(official: str | None, text: str, lang: str) -> tuple[str, str, str] | None:
    """What the edit of the official text ``official`` into ``text`` is, where it only swapped one thing for another
    (fixzv): ``("or / and", "or", the "and" word)`` where one "or" word became an "and" word and nothing else changed
    ("αγωνιζόμενων, ή" as "αγωνιζόμενων, και": tester t9bj bj-alt05, bj-alt07, bj-alt08); ``("brackets", the
    official's kind, the kind written)`` where only brackets were changed, each into one of another kind, all of
    one kind into one other ("(αλλά, βλέπε παράγραφο Α παραπάνω)" as "[…]": tester t9bj bj-brk04); ``("bracket
    closed early", the bracket, the official's words now after it)`` where one closing bracket alone was moved
    earlier ("(το πολύ 40%) των διαθέσιμων βαθμών αγώνα στα ζεύγη": tester t9bk bk-brk12, fixzz).  ``None`` for
    any other edit, or none."""
    import difflib
    import unicodedata

    from helper.catalog.checks.brackets import _CLOSE, _KIND, closing_of
    from helper.catalog.checks.common import halfwidth

    if not official or not text or lang not in _OR_AND_SWAP:
        return None
    text = unicodedata.normalize("NFC", text)
    if text == official:
        return None
    ops = [op for op in _edit_opcodes(official, text) if op[0] != "equal"]
    # one closing bracket moved earlier, nothing else changed: ``("bracket closed early", the bracket, the official's
    # words now after it)`` ("(το πολύ 40%) των διαθέσιμων βαθμών αγώνα στα ζεύγη" for "(το πολύ 40% … στα ζεύγη)":
    # tester t9bk bk-brk12, fixzz)
    if [op[0] for op in ops] == ["insert", "delete"] and ops[0][4] - ops[0][3] == 1 and ops[1][2] - ops[1][1] == 1:
        inserted, deleted = text[ops[0][3]], official[ops[1][1]]
        if inserted == deleted and halfwidth(inserted) in _CLOSE and official[ops[0][1]:ops[1][1]].strip():
            return "bracket closed early", inserted, official[ops[0][1]:ops[1][1]].strip()
    kinds = set()
    for tag, i1, i2, j1, j2 in ops:
        if tag != "replace" or i2 - i1 != 1 or j2 - j1 != 1:
            kinds = set()
            break
        a, b = halfwidth(official[i1]), halfwidth(text[j1])
        a_kind, b_kind = _KIND.get(_CLOSE.get(a, a)), _KIND.get(_CLOSE.get(b, b))
        if a_kind is None or b_kind is None or a_kind == b_kind or (a in _CLOSE) != (b in _CLOSE):
            kinds = set()
            break
        kinds.add((a_kind, b_kind, text[j1] if b not in _CLOSE else None))
    if kinds and len({(a, b) for a, b, _w in kinds}) == 1:
        a_kind, b_kind = next(iter(kinds))[:2]
        opening = next((w for _a, _b, w in kinds if w), None)
        written = opening + closing_of(opening) if opening else b_kind
        return "brackets", a_kind, written
    # one "or" word made one "and" word, the rest as it was: a word alone (Greek), the characters (Chinese)
    words = lang == "el"
    a, b = (official.split(" "), text.split(" ")) if words else (official, text)
    ops = [op for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(ops) != 1 or ops[0][0] != "replace":
        return None
    _tag, i1, i2, j1, j2 = ops[0]
    before, after = ("".join(a[i1:i2]), "".join(b[j1:j2])) if not words else (" ".join(a[i1:i2]), " ".join(b[j1:j2]))
    if words:  # (the punctuation around the word kept: "ή," as "και,")
        edge = re.compile(r"^(\W*)(.*?)(\W*)$")
        mine, theirs = edge.match(before), edge.match(after)
        if mine.group(1, 3) != theirs.group(1, 3):
            return None
        before, after = mine.group(2), theirs.group(2)
    or_word, and_word = _OR_AND_SWAP[lang]
    if or_word.fullmatch(before) and and_word.fullmatch(after):
        return "or / and", "or", after
    return None


def _form_name(index: int, ui_lang: str, forms: int | None = None) -> str:
    """The plural form ``index`` of an entry named for a finding of that form alone, in the messages' language
    ``ui_lang``: "(only in the singular form, msgstr[0])", "(only in the plural form, msgstr[1])"; in a catalogue
    of one form (``forms``, the Chinese: an entry given two is a plural-forms error) no form is singular: "(only in
    msgstr[0], the one form of this language)", "(only in msgstr[1], a form this language does not have)" (fix9cc)."""
    if forms == 1:
        return (_say(ui_lang, _("(only in msgstr[0], the one form of this language)")) if index == 0 else
                _say(ui_lang, _("(only in msgstr[{index}], a form this language does not have)"), index=index))
    if index == 0:
        return _say(ui_lang, _("(only in the singular form, msgstr[0])"))
    return _say(ui_lang, _("(only in the plural form, msgstr[{index}])"), index=index)


_QUOTED = re.compile("'[^'\\n]*'|\u2018[^\u2019\\n]*\u2019|\u201c[^\u201d\\n]*\u201d|\u00ab[^\u00bb\\n]*\u00bb|"
                     "\u300c[^\u300d\\n]*\u300d")
"""A quoted fragment ('的的', «συνήθως», “…”, 「…」): the defect a baseline reason accepts."""


def _reason_own_words(source: str, target: str, lang: str, paragraph: str, comment: str, ui_lang: str,
                      flags) -> list[Finding]:
    """What a baseline reason's translation changed in the reason's own words, its quotes left out (fix9an, tester
    9o): its "may correct it" made πρέπει να το διορθώσει / 必须更正 (a ``terminology`` or ``negation`` error on the
    English's side; a term's warning is left to the reason's quotes, which name other editions' words), and a number
    of its own changed ("Source 003 line 23" as "Πηγή 003 γραμμή 32": a ``number`` error; fix9be, tester 9y), or a
    law reference (12C2(c) as 13C2(c): a ``law-reference`` error; fixze, tester t9be lawrzh17), or a person said as
    another ("a reviewer may correct it" as "ένας Διαιτητής μπορεί": a ``terminology`` error; fixze, t9be whoel06), and
    a bracket of its own words never closed ("(κενά πριν από κόμματα." for "(spaces before commas).": a ``brackets``
    error; fixzb, tester t9be bracel13) or a character written twice (审校者的译文必必须: a ``doubled`` error; fixzb,
    tester t9be doubzh09).  The
    quoted defects (:data:`QUOTED_DEFECT_CHECKS`) are blanked on both sides first, so they are not reported; the
    finding's fragment is the English as written."""
    from helper.catalog.checks.numbers import without_placeholders
    from helper.catalog.checks.terminology import _term_text
    from helper.catalog.checks.who import who_replaced

    blank = lambda m: "_" * len(m.group())
    bare, bare_target = _QUOTED.sub(blank, source), _QUOTED.sub(blank, target)
    # a person of the reason's own words said as another ("a reviewer may correct it" as "ένας Διαιτητής μπορεί":
    # tester t9be whoel06; fixze): the translation's words in another's place, as :func:`who.who_replaced` pairs them
    others = {pair.found for pair in who_replaced(_term_text(without_placeholders(bare), "en"),
                                                  _term_text(without_placeholders(bare_target), lang), lang, bare,
                                                  bare_target, interface=True) if pair.english}
    found = []
    for finding in check_pair(bare, bare_target, lang, paragraph, "messages", comment=comment,
                              ui_lang=ui_lang, flags=flags):
        if (finding.check == "brackets" and finding.severity == ERROR and finding.side == "target"
                and not bracket_problems(bare)):
            # a bracket of the reason's own words never closed or never opened, its quotes left out: "(κενά πριν
            # από κόμματα." for "(spaces before commas)." (fixzb, tester t9be bracel13), the English's own
            # brackets balanced there
            found.append(replace(finding, source_text=source))
        elif finding.check == "doubled" and finding.side == "target" and finding.fragment and finding.fragment in target:
            # a character or word of the reason's own words written twice, its quotes left out (必必须: fixzb, tester
            # t9be doubzh09)
            found.append(replace(finding, source_text=source))
        elif finding.severity == ERROR and (finding.check == "number" or (
                finding.check == "law-reference" and finding.side == "both")):
            # a number of the reason's own words changed ("Source 003 line 23" as "Πηγή 003 γραμμή 32", tester 9y):
            # the quoted defects are blanked, so a number left differing is the translation's, not the source's;
            # so is a law reference ("The fuzzy Chinese of 12C2(c) is 1997 Law 88" as 13C2(c) 的模糊中文: testers
            # t9be lawrzh17, lawrel17; fixze): one reference said as another (side "both"), not one the reason names
            # only in the translation ("τίτλος Β2", read as B2 where the English's "B2 title" is none)
            found.append(replace(finding, source_text=source))
        elif finding.check == "encoding" and finding.severity == ERROR and finding.side == "target":
            # a wrong encoding in the reason's own words ("两å¤\x84å°\x86" for 两处将, "1997骞寸増" for 1997年版:
            # tester t9be mojizh13, mojizh15) damages the translation, no defect the reason quotes
            found.append(replace(finding, source_text=source))
        elif (finding.check in ("terminology", "negation") and finding.severity == ERROR and finding.side == "source"
                and finding.fragment in bare):
            at = bare.index(finding.fragment)
            original = source[at:at + len(finding.fragment)]
            found.append(replace(finding, fragment=original, source_text=source,
                                 message=finding.message.replace(finding.fragment, original)))
        elif finding.check == "terminology" and finding.severity == ERROR and finding.fragment in others:
            found.append(replace(finding, source_text=source))
    return found


def not_used_once(findings: list[Finding], lang: str, domain: str, ui_lang: str = "en") -> list[Finding]:
    """The findings of one catalogue (``lang``, ``domain``) with a word the project chose not to use (a glossary
    ``not_used`` form: 违例 for 违规) said once for the catalogue when two or more entries use it: the catalogue
    keeps one term, so the choice is one thing to look at, not one per entry (fix9fb).  That finding, on the
    catalogue file (paragraph ``laws.po``), counts the entries and names the first; a form one entry uses stays that
    entry's warning."""
    from helper.catalog.checks.terminology import NOT_USED_WHY, load_glossary, term_used

    forms = {form: (term, why) for term in load_glossary() for form, _p, why, _s in term.not_used.get(lang, [])}
    found: dict[str, list[Finding]] = {}
    for f in findings:
        if f.check == "terminology" and f.severity == WARNING and f.fragment in forms:
            found.setdefault(f.fragment, []).append(f)
    many = {form: these for form, these in found.items() if len({f.paragraph for f in these}) > 1}
    if not many:
        return findings
    said = {id(f) for these in many.values() for f in these}
    kept = [f for f in findings if id(f) not in said]
    for form, these in many.items():
        term, why = forms[form]
        message = _say(ui_lang, _("'{found}' is used in {count} entries where the catalogue says '{right}' for "
                                  "'{term}', {why}: keep one term (first: {first})"),
                       found=form, count=len({f.paragraph for f in these}), right=term_used(term, lang),
                       term=term.en_text, why=_say(ui_lang, NOT_USED_WHY[why]), first=these[0].paragraph)
        kept.append(Finding(lang, f"{domain}.po", "terminology", WARNING, message, form, domain))
    return kept


def _loosely(finding: Finding) -> tuple[str, str, str]:
    """What makes a finding quoting a form's words the same as another form's quoting its own: its check, severity
    and message with the translation's words it quotes (its fragment) left out, and the other words it quotes taken
    without an English plural ending ("the English says 'VP'" in the singular form, "'VPs'" in the plural, each
    form's English: tester t9bv bv-sco09, one unit changed in both forms said twice); ``sentences``
    findings, which quote the English, are :func:`_once`'s (fix9fc)."""
    message = finding.message
    if finding.check != "sentences" and finding.side in ("target", "both") and finding.fragment \
            and f"'{finding.fragment}'" in message:
        message = message.replace(f"'{finding.fragment}'", "''")
        message = _QUOTED_WORDS.sub(lambda m: f"'{_PLURAL_END.sub('', m.group(1))}'", message)
    else:
        message = "\0" + message  # no quoted translation: never merged loosely
    return finding.check, finding.severity, message


_QUOTED_WORDS = re.compile("'([^'\\n]*)'")
"""Words quoted in a finding's message, read by :func:`_loosely`."""
_PLURAL_END = re.compile(r"(?<=[A-Za-z])(?:e?s)\b")
"""An English plural ending (VPs, boards, matches) dropped from a quoted English word by :func:`_loosely`."""


def _once(finding: Finding, source: str) -> tuple[str, str, str, int]:
    """What makes a finding of one form of a plural entry (English ``source``) the same as another form's: its
    check, severity and message; for a ``sentences`` finding, its message without the English sentence it quotes
    (its fragment) and that sentence's place among the English's sentences (0 when none)."""
    message, place = finding.message, 0
    if finding.check == "sentences" and finding.fragment and finding.fragment in source:
        message = message.replace(finding.fragment, "")
        place = 1 + source[:source.index(finding.fragment)].count(". ")
    return finding.check, finding.severity, message, place


def _official_texts(base: Path, lang: str = "el") -> dict[str, str]:
    """The official text of each law entry of ``lang`` (msgctxt -> text) as the build writes it from the
    source documents (:func:`helper.catalog.build.official_entries`: the Greek; the Chinese of an exact
    sentence pair); empty when the checkout has no ``laws_text``."""
    from helper.catalog.build import official_entries

    if not (base / "laws_text").is_dir():
        return {}
    try:
        entries = official_entries(base)
    except Exception:  # an unreadable laws_text is the build's and the loader's to report
        return {}
    return {context: entry.msgstr for context, entry in entries.get(lang, {}).items()}


_CLAUSE_ENDS = "，。；：、！？（）〔〕【】,.;:!?()[]"


def _edit(official: str | None, text: str) -> tuple[str, str] | None:
    """The first difference between an official text and the catalogue's, as (source words, catalogue
    words) with a word of context (Greek); the Chinese clauses from the first difference to the last, whole
    (the whole sentence when it was rewritten); None when they agree (after NFC) or there is no official text."""
    import difflib
    import unicodedata

    if not official or not text or unicodedata.normalize("NFC", text) == official:
        return None
    text = unicodedata.normalize("NFC", text)
    # Chinese (spaces or none) is compared character by character
    joiner = "" if re.search("[\u4e00-\u9fff]", official) else " "
    a, b = (official.split(" "), text.split(" ")) if joiner else (list(official), list(text))
    opcodes = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    changed = [op for op in opcodes if op[0] != "equal"]
    if not joiner and changed:
        # Chinese: the clauses (between ，。；：、 and brackets) from the first difference to the last, whole; the
        # whole sentence when it was rewritten throughout (12C4: not "汰赛" / "汰赛中", fix9k)
        def clause(text: str, start: int, end: int) -> str:
            while start > 0 and text[start - 1] not in _CLAUSE_ENDS:
                start -= 1
            while end < len(text) and text[end] not in _CLAUSE_ENDS:
                end += 1
            return text[start:end]

        return (clause(official, changed[0][1], changed[-1][2]) or "-",
                clause(text, changed[0][3], changed[-1][4]) or "-")
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal":
            before = a[max(0, i1 - (1 if joiner else 2)):i1]
            return joiner.join(before + a[i1:i2]), joiner.join(before + b[j1:j2])
    return official, text  # differs only in spacing the split cannot see


def catalogue_dir(root: Path | str | None = None) -> Path:
    """The ``locales`` directory :func:`check_catalogues` reads for ``root`` (default: the running checkout, else
    the checkout of the current directory for an installed copy, else the installed copy's own data)."""
    return _data_root(root) / "locales"


def _data_root(root: Path | str | None) -> Path:
    # The reviewer's checkout when there is one (see helper.paths.repo_root),
    # else the installed data.
    if root is not None:
        return Path(root)
    from helper.paths import locales_dir, repo_root

    return repo_root() or locales_dir().parent


def _readable(path: Path):
    """The polib file at ``path`` when its syntax is sound (:mod:`helper.i18n.po`), else None."""

    from helper.i18n.po import pofile, syntax_problems

    try:
        text = path.read_bytes().decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    if syntax_problems(text):
        return None
    try:
        return pofile(text)
    except (OSError, ValueError):
        return None




def catalogue_problems(path: Path, template: Path, domain: str, ui_lang: str = "en") -> list[tuple[str, str]]:
    """Faults of a catalogue file as a whole, as ``(message, fragment)`` pairs.

    Missing; not UTF-8; a syntax fault as GNU msgfmt sees it (:mod:`helper.i18n.po`:
    an unterminated string, a bad escape, a line that is no PO, keywords out
    of order; each is one problem naming its line, and the file cannot be
    used: the helper shows English and says so); or entries of the template
    missing or written twice.  Obsolete entries (``#~ msgid``, ``#~| msgid``)
    are valid PO and never a fault.
    """
    import polib

    from helper.catalog.build import SYNTAX_FAULTS
    from helper.i18n.po import pofile, syntax_problems

    if not path.is_file():
        return [(_say(ui_lang, _("the catalogue file is missing: {file}"), file=path.name), str(path))]
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as exc:
        return [(_say(ui_lang, _("not a valid PO file: {reason}"), reason=exc), str(path))]
    except UnicodeDecodeError:
        # in our words, in the reviewer's language (fix9i: "not UTF-8 (invalid start byte)" under zh)
        return [(_say(ui_lang, _("not a valid PO file: {reason}"), reason=_say(ui_lang, _("not UTF-8"))), str(path))]
    syntax = syntax_problems(text)
    if syntax:
        return [(_say(ui_lang, _("not a valid PO file: {reason}"),
                      reason=_say(ui_lang, SYNTAX_FAULTS[p.code], line=p.line)), p.detail.strip()) for p in syntax]
    try:
        entries = [e for e in pofile(text) if not e.obsolete and e.msgid]
    except (OSError, ValueError) as exc:
        return [(_say(ui_lang, _("not a valid PO file: {reason}"), reason=exc), str(path))]
    if not template.is_file():
        return []
    if not entries:  # empty or header only: one finding, not one per entry of the template (fix9i)
        return [(_say(ui_lang, _("the catalogue is empty: {file}"), file=path.name), str(path))]
    keys = [(e.msgctxt, e.msgid) for e in entries]
    expected = {(e.msgctxt, e.msgid) for e in polib.pofile(str(template)) if not e.obsolete and e.msgid}
    problems = []
    for context, msgid in sorted(expected - set(keys), key=str):
        name = context if domain == "laws" else msgid
        problems.append((_say(ui_lang, _("entry missing from the catalogue: {entry}"), entry=name), name))
    for key in sorted({k for k in keys if keys.count(k) > 1}, key=str):
        name = key[0] if domain == "laws" else key[1]
        problems.append((_say(ui_lang, _("entry written twice: {entry}"), entry=name), name))
    return problems
