"""The glossary (``helper/catalog/glossary.yaml``): accepted forms, near misses, confusables."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from helper.catalog.checks.common import GLOSSARY_PATH, _, _fold, _repair_tokens, halfwidth


class Term(NamedTuple):
    en: re.Pattern
    en_text: str
    accepted: dict[str, list[re.Pattern]]
    near_miss: dict[str, list[tuple[str, re.Pattern]]]
    confusable: dict[str, list[tuple[str, re.Pattern]]]
    expect: frozenset[str]
    # renderings a review marked wrong (平均加分 for 平均正分, διορθωτική for επανορθωτική), and the form to name
    # instead: the first accepted one (fix9u)
    wrong: dict[str, list[tuple[str, re.Pattern]]] = {}
    right: dict[str, str] = {}
    # the terms standing for one another's score or side ("average", "side", "unit"; fix9ac): see family_stand_in
    family: str = ""
    # the accepted forms as a reviewer reads them, per language (a regex's lookarounds dropped): every terminology
    # finding names them (fresh tester 9t: "the term for 'Regulating Authority'" did not say 主管单位); term_forms
    shown: dict[str, tuple[str, ...]] = {}
    # real words for the term the project chose not to use (违例 for "infraction": domain.md's, where the review made
    # the catalogue say 违规 as the 1997 laws; fix9av): (form, pattern, why, source) of :data:`NOT_USED_WHY`
    not_used: dict[str, list[tuple[str, re.Pattern, str, str]]] = {}
    # the accepted forms as the glossary writes them, per language, beside their patterns in ``accepted``: which one
    # the shipped catalogue uses, and how (IMP for the regex "imps?"), orders the forms a finding names (fix9bo)
    forms: dict[str, tuple[str, ...]] = {}
    # a not-used form that renders an English word of its own word for word ("innocent side" as αθώος άξονας, 12B1):
    # form -> that word's pattern; where the English says it the form is a correct rendering, no warning (fix9fb)
    not_used_en: dict[str, re.Pattern] = {}


class Member(NamedTuple):
    """A member of a family of terms that is no term of its own (the plain average): ``label`` as messages show
    it, ``en`` its English, ``forms`` its patterns per language (as a term's accepted forms)."""
    label: str
    en: re.Pattern
    forms: dict[str, list[re.Pattern]]
    # a word beside a form that makes it a paraphrase of the term, no stand-in ("θετικός μέσος όρος")
    not_near: dict[str, re.Pattern] = {}


NOT_USED_WHY = {
    "laws1997": _("as the 1997 laws"),
    "official-el": _("as the official Greek laws"),
}
"""Why the catalogue says its term and not another word (a glossary ``not_used`` entry's ``why``), as messages say
it."""


_GREEK_ENDINGS = ("ουσ", "εισ", "ων", "ου", "οσ", "ον", "οι", "ησ", "εσ", "ασ", "η", "α", "ο", "ε", "ι", "σ")
"""Greek inflection endings, accent-free and case-folded (final ς is folded to σ)."""


def _stem(word: str) -> str:
    for ending in _GREEK_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word


_GREEK_VERB_TAILS = ("θ", "ν", "μεν")
"""What follows the root of a Greek noun in -ση (folded: επανορθωση, root επανορθω) in its verb and participle:
επανορθώθηκε, επανορθώνει, επανορθωμένη are the term επανόρθωση said as a verb (fix9av, tester 9s: 12A3 "εάν μια
ανωμαλία επανορθώθηκε εσφαλμένα").  Not -τ-: the adjective επανορθωτική is another term's ("adjusted score")."""


def _greek_word(word: str) -> str:
    """The pattern of one folded Greek word of 4+ letters of a glossary form: its stem and any ending, or, for a
    noun in -ση, also its verb (:data:`_GREEK_VERB_TAILS`)."""
    stem = _stem(word)
    pattern = re.escape(stem) + r"\w*"
    if word.endswith("ση") and stem.endswith("σ") and len(stem) >= 6:
        root = re.escape(stem[:-1])
        pattern = f"(?:{pattern}|{root}(?:{'|'.join(_GREEK_VERB_TAILS)})\\w*)"
    return pattern


_EVENT_ZH = re.compile(r"(?<=[^比参])赛$")
"""A Chinese event word written with 赛 (个人赛, 淘汰赛, 队式赛): the same word with 比赛 ("match") spelt out is the
same term (个人比赛 for "individual events": the zh 12C3 candidate, fix9be)."""


def _form_pattern(form: str, lang: str, accepted: bool = False) -> re.Pattern:
    """The pattern of a glossary ``form`` of ``lang`` ("re:" a raw regex; a Chinese substring; Greek words by stem).
    ``accepted``: a form that renders the term, whose Chinese event word in 赛 accepts 比赛 too (:data:`_EVENT_ZH`)."""
    if form.startswith("re:"):
        return re.compile(form[3:], re.IGNORECASE)
    if lang == "zh":
        if accepted and _EVENT_ZH.search(form):
            return re.compile(re.escape(form[:-1]) + "(?:比)?赛")
        return re.compile(re.escape(form))
    words = _fold(form).split()
    parts = []
    for word in words:
        if len(word) >= 4 and word[-1].isalpha() and re.search(r"[\u0370-\u03ff]", word):
            parts.append(_greek_word(word))
        else:
            parts.append(re.escape(word))
    return re.compile(r"(?<!\w)" + r"\s+".join(parts) + r"(?!\w)")


def _en_pattern(term: str) -> re.Pattern:
    if term.startswith("re:"):
        return re.compile(term[3:] + r"(?:s|es)?(?!\w)", re.IGNORECASE)
    return re.compile(r"(?<![\w-])" + re.escape(_fold(term)) + r"(?:s|es)?(?!\w)")


def load_glossary(path: Path | str | None = None) -> list[Term]:
    """Read the glossary (default ``helper/catalog/glossary.yaml``) into compiled terms."""
    return list(_load_glossary(str(path or GLOSSARY_PATH)))


_LOOKAROUND = re.compile(r"\(\?<?[=!](?:[^()]|\([^()]*\))*\)|\\b")


def _shown_forms(forms: list[str]) -> tuple[str, ...]:
    """The glossary's accepted ``forms`` of one language as a reviewer reads them: a plain form as written, a
    regular expression ("re:(?<![非未没无])违规方") without its lookarounds when the rest is plain text (违规方);
    other expressions left out (one is named whenever a plain form exists)."""
    shown = []
    for form in forms:
        if form.startswith("re:"):
            form = _LOOKAROUND.sub("", form[3:])
            if re.search(r"[\\()\[\]{}?*+|^$.]", form):
                continue
        if form and form not in shown:
            shown.append(form)
    return tuple(shown)


def term_forms(term: Term, lang: str) -> str:
    """The glossary's term(s) for ``term`` in ``lang`` as a finding names them ("主管单位", "比赛主办机构 / 主办机构"),
    in order of use in the shipped catalogue (:func:`forms_in_use`: "IMP / 国际比赛分", the catalogue writing IMP),
    or its English name when the glossary gives no form to name."""
    return " / ".join(forms_in_use(term, lang)) or term.right.get(lang) or term.en_text


def term_used(term: Term, lang: str) -> str:
    """The one form a finding names as the term for ``term`` in ``lang`` ("the term is '违规'"): the accepted form the
    shipped catalogue uses most (:func:`forms_in_use`), else the glossary's first plain form, else the English."""
    return next(iter(forms_in_use(term, lang)), "") or term.right.get(lang) or term.en_text


TERM_ORDER_DOMAINS = ("laws", "messages")
"""The catalogues of a language whose translations give the order of use of its terms' forms."""


def forms_in_use(term: Term, lang: str) -> tuple[str, ...]:
    """The accepted forms of ``term`` in ``lang`` as a reviewer reads them, most used first in the shipped catalogue
    (tester 9z N30: "比赛分 where the term for 'IMP' is expected ('国际比赛分')", the zh catalogue writing IMP
    throughout): :func:`_term_orders`, computed at the first term message of a process.  A term whose forms are
    not the glossary's (one made or edited elsewhere) has its forms as it writes them, in its order
    (:attr:`Term.shown`).  Returns ``()`` for a language the term has no forms in."""
    recorded = _term_orders(lang).get(term.en_text)
    if recorded is not None and recorded[0] == term.forms.get(lang, ()):
        return recorded[1]
    return term.shown.get(lang, ())


@lru_cache(maxsize=4)
def _term_orders(lang: str) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """The order of use of the glossary's terms' forms in the shipped ``lang`` catalogues (:func:`term_orders` of
    the ``laws.po`` and ``messages.po`` of :func:`helper.paths.locales_dir`): ``{term: (its forms in the
    glossary, their order of use)}``.  Computed once per process, at its first term message, and kept in the
    start-up cache (:func:`helper.cache.cached`) while the two catalogues, the glossary and the modules that
    compute it are unchanged: a process after the first parses no catalogue, and an edited catalogue (a
    reviewer's save, a ``catalog build``) is read again with no file to rebuild (fix9cf; until then
    ``catalog build`` wrote the order into ``helper/catalog/term_order.json``, a file inside the package,
    stale at every catalogue change until the next build: fix9bw)."""
    import os

    from helper import cache
    from helper.i18n import CATALOG_DIRS
    from helper.paths import locales_dir

    directory = locales_dir() / CATALOG_DIRS.get(lang, lang) / "LC_MESSAGES"
    paths = [directory / f"{domain}.po" for domain in TERM_ORDER_DOMAINS]
    here = Path(__file__)
    sources = [*paths, GLOSSARY_PATH, here, here.with_name("common.py")]
    # The directory's hash in the name keeps apart the catalogues of two copies of the helper sharing one cache.
    name = f"term-order-{lang}-{cache.text_hash(os.path.realpath(directory)):08x}"
    return cache.cached(name, sources, lambda: term_orders(load_glossary(), lang, paths), plain=True)


def term_orders(terms, lang: str, paths: list[Path]) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """The order of use (:func:`order_of_use`) of the forms of each of ``terms`` in ``lang``, in the translations
    of the catalogues ``paths`` (:func:`_catalogue_text`: one missing or that cannot be read counts as empty):
    ``{term's English: (its forms as the glossary writes them, their order of use)}``; a term with no form in
    ``lang`` is left out."""
    text = _catalogue_text(paths, lang)
    return {term.en_text: (term.forms[lang], order_of_use(term, lang, *text))
            for term in terms if term.forms.get(lang)}


def order_of_use(term: Term, lang: str, raw: str, folded: str) -> tuple[str, ...]:
    """The accepted forms of ``term`` in ``lang`` as a reviewer reads them, most used first in the translations
    ``raw`` (one per line, as :func:`_catalogue_text` gives them) and ``folded`` (the same as the term checks read
    it): a form the catalogue uses is the one a finding must name.  A plain form is named as the glossary writes
    it; a regular expression by its lookarounds dropped (:func:`_shown_forms`), else by the text it matches most
    often in the catalogue ("re:(?<![a-z])imps?(?![a-z])": IMP in Chinese, IMPs in Greek), else not at all.  Forms
    used equally often, or not at all, keep the glossary's order."""
    named: dict[str, int] = {}
    for form, pattern in zip(term.forms.get(lang, ()), term.accepted.get(lang, [])):
        uses = len(pattern.findall(folded))
        shown = _shown_forms([form])
        if shown:
            name = shown[0]
        else:  # a regex said as the catalogue writes what it matches (IMP)
            surfaces = Counter(m.group() for m in pattern.finditer(raw))
            if not surfaces:
                continue
            name = surfaces.most_common(1)[0][0]
        named[name] = max(named.get(name, 0), uses)
    order = list(named)
    return tuple(sorted(order, key=lambda name: (-named[name], order.index(name))))


def _catalogue_text(paths: list[Path], lang: str) -> tuple[str, str]:
    """The translations of the catalogues ``paths`` of ``lang`` (live entries, not fuzzy ones), one per line:
    ``(text, term text)``, the text half-width with tokens repaired as :func:`_term_text` reads it, then folded for
    Greek.  A catalogue that is missing or cannot be read gives no text (the catalogue check says why)."""
    import polib

    texts = []
    for path in paths:
        if not path.is_file():
            continue  # polib reads a name that is no file as the catalogue's text
        try:
            catalogue = polib.pofile(str(path))
        except (OSError, ValueError):
            continue
        for entry in catalogue:
            if not entry.obsolete and "fuzzy" not in entry.flags:
                texts += list(entry.msgstr_plural.values()) if entry.msgstr_plural else [entry.msgstr]
    raw = _repair_tokens(halfwidth("\n".join(texts)))
    return raw, (raw if lang == "zh" else _fold(raw))


@lru_cache(maxsize=4)
def _load_glossary(path: str) -> tuple[Term, ...]:
    import yaml

    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    terms = []
    for entry in data["terms"]:
        langs = [lang for lang in ("zh", "el") if lang in entry]
        accepted, near, confusable, wrong, right, not_used, not_used_en = {}, {}, {}, {}, {}, {}, {}
        for lang in langs:
            spec = entry[lang] or {}
            accepted[lang] = [_form_pattern(f, lang, accepted=True) for f in spec.get("accepted", [])]
            near[lang] = [(f, _form_pattern(f, lang)) for f in spec.get("near_miss", [])]
            confusable[lang] = [(f, _form_pattern(f, lang)) for f in spec.get("confusable", [])]
            wrong[lang] = [(f, _form_pattern(f, lang)) for f in spec.get("wrong", [])]
            not_used[lang] = [(str(f["form"]), _form_pattern(str(f["form"]), lang), _not_used_why(f),
                               str(f.get("source") or "")) for f in spec.get("not_used", [])]
            not_used_en.update({str(f["form"]): _en_pattern(str(f["english"])) for f in spec.get("not_used", [])
                                if f.get("english")})
            right[lang] = next((f for f in spec.get("accepted", []) if not f.startswith("re:")), "")
        # "label": the term as a reviewer reads it, for a pattern ("re:(?<!non-)offending side")
        terms.append(Term(_en_pattern(entry["en"]), str(entry.get("label") or entry["en"].removeprefix("re:")),
                          accepted, near,
                          confusable, frozenset(entry.get("expect", langs)), wrong, right,
                          str(entry.get("family") or ""),
                          {lang: _shown_forms((entry[lang] or {}).get("accepted", [])) for lang in langs},
                          not_used, {lang: tuple(str(f) for f in (entry[lang] or {}).get("accepted", []))
                                     for lang in langs}, not_used_en))
    return tuple(terms)


def _not_used_why(spec: dict) -> str:
    """The ``why`` of a glossary ``not_used`` entry, checked: a key of :data:`NOT_USED_WHY` (ValueError else)."""
    why = str(spec.get("why") or "")
    if why not in NOT_USED_WHY:
        raise ValueError(f"glossary: not_used {spec.get('form')!r} has why {why!r}, not one of {sorted(NOT_USED_WHY)}")
    return why


@lru_cache(maxsize=4)
def _load_families(path: str) -> dict[str, tuple[Member, ...]]:
    import yaml

    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    return {name: tuple(Member(str(m["label"]), _en_pattern(m["en"]),
                               {lang: [_form_pattern(f, lang) for f in m.get(lang, [])] for lang in ("zh", "el")},
                               {lang: re.compile(p, re.IGNORECASE) for lang, p in (m.get("not_near") or {}).items()})
                        for m in members)
            for name, members in (data.get("families") or {}).items()}


def family_stand_in(term: Term, source: str, target: str, lang: str, original: str = "",
                    claimed: dict[str, int] | None = None) -> tuple[str, str] | None:
    """What the translation says in place of ``term`` when that is another member of its family (fix9ac, fresh
    tester 9m: "average plus" as "μέσος όρος", the plain average: the score changed).

    ``source``/``target``: the English and its ``lang`` translation, as :func:`_term_text` prepares them;
    ``original``: the translation as written, whose words are returned when the folding kept its length.  Returns
    ``(found, label)``: the translation's words and the member they render (another term of ``term.family`` or a
    member listed under ``families`` in the glossary), when the translation says that member more times than the
    English names it (never, or once where Law 12C2(a)'s 平均分 for the no-fault contestant's "average plus" makes
    two: a swap within the family, fix9bd, tester 9x); else ``None`` (no family, or the term merely paraphrased).
    ``claimed``: how many of each member's places earlier stand-ins took (by label): each place stands in for one
    term (el 12C2(b) with the Director also for the Regulating Authority: that new Director is the Authority's, the
    official text's Director the Tournament Organizer's, as before; fix9gb)."""
    if not term.family:
        return None
    members = [(other.en_text, other.en, other.accepted.get(lang, []), None) for other in load_glossary()
               if other.family == term.family and other is not term]
    members += [(m.label, m.en, m.forms.get(lang, []), m.not_near.get(lang))
                for m in _load_families(str(GLOSSARY_PATH)).get(term.family, ())]
    for label, english, forms, paraphrase in members:
        said: list[re.Match] = []
        for form in forms:
            said += [m for m in form.finditer(target) if (paraphrase is None
                     or not paraphrase.search(target[max(0, m.start() - 10):m.end() + 10]))
                     and not any(m.start() < other.end() and other.start() < m.end() for other in said)]
        named = len(english.findall(source)) + (claimed or {}).get(label, 0)
        if term.family == "who" and english.search(source):
            # the English's "he" may be said as the noun again (el 12A1 "όταν ο Διαιτητής κρίνει" for "when he judges":
            # no Director in the contestant's place, whom the official Greek says as the side; fix9ka)
            named += len(PERSON_PRONOUNS.findall(source))
        if len(said) > named:
            match = sorted(said, key=lambda m: m.start())[named]  # the first beyond the English's own
            written = original if len(original) == len(target) else target
            return written[match.start():match.end()], label
    return None


def who_stand_in_where_named_less(source: str, target: str, lang: str, original: str = "",
                                  claimed: dict[str, int] | None = None) -> tuple[str, str, str] | None:
    """Another person or body said in one of the places of a term of the family "who" the English names more often
    than the translation does (el 12C3 names the Director twice; "ο Διοργανωτής Αγώνων επιβάλλει" in the first place
    keeps him in the second: tester t9at E-who8, found when the term was gone everywhere, :func:`family_stand_in`,
    not so).  ``source``/``target``/``original``/``claimed`` as for :func:`family_stand_in`.  Returns ``(found,
    label, term's English)``: the translation's words, the member they render, the term whose place they took; else
    ``None``."""
    for term in load_glossary():
        if term.family != "who" or not term.accepted.get(lang):
            continue
        named = len(term.en.findall(source))
        if named < 2:
            continue  # named once and said: present; not said at all is the term loop's (family_stand_in)
        said: list[re.Match] = []
        for form in term.accepted[lang]:
            said += [m for m in form.finditer(target)
                     if not any(m.start() < other.end() and other.start() < m.end() for other in said)]
        if not said or len(said) >= named:
            continue
        stand_in = family_stand_in(term, source, target, lang, original, claimed)
        if stand_in is not None:
            return stand_in[0], stand_in[1], term.en_text
    return None


_MEMBER_VERB = {"average": re.compile(r"\baverag(?:ed|ing)\b", re.IGNORECASE)}
"""Per member of a family that is no term (glossary "families"), the English verb that names it: "non-balancing
adjusted scores are averaged" (12C4) gives them the plain average, which the member's own pattern (the noun) does not
read.  :func:`family_term_added` counts it: "averaged" said as "ο μέσος όρος συν" (average plus) changes the score
(tester t9bg bg-sco12)."""


def family_term_added(source: str, target: str, lang: str, original: str = "") -> tuple[str, str, str] | None:
    """A term of a family said where the English names a member of that family that is no term of its own, the
    plain average ("{side}: partly at fault, average" as "μέσος όρος συν" / 平均正分: average plus named where the
    English names the plain average, the score changed; fix9fg, tester 9am #335; the plain average named by its verb,
    "scores are averaged" as "αντικαθίστανται από τον μέσο όρο συν", :data:`_MEMBER_VERB`, tester t9bg bg-sco12): the
    reverse of
    :func:`family_stand_in`.  The translation says the term (never named by the English) and the member fewer times
    than the English names it.  The family "who" is left out: a person or body in another's place is its
    stand-in's finding.  ``source``/``target``/``original`` as for :func:`family_stand_in`.  Returns ``(found,
    term, member)``: the translation's words, the term they render and the member the English names; else ``None``."""
    families = _load_families(str(GLOSSARY_PATH))
    for term in load_glossary():
        if not term.family or term.family == "who" or term.en.search(source):
            continue
        said = [m for form in term.accepted.get(lang, []) for m in form.finditer(target)]
        if not said:
            continue
        for member in families.get(term.family, ()):
            named = len(member.en.findall(source))
            if member.label in _MEMBER_VERB and not any(other.family == term.family and other.en.search(source)
                                                        for other in load_glossary()):
                # "scores are averaged" names the plain average (tester t9bg bg-sco12), where the English names no term
                # of the family ("averaged over the results: average plus and minus" averages those)
                named += len(_MEMBER_VERB[member.label].findall(source))
            kept = sum(1 for form in member.forms.get(lang, []) for m in form.finditer(target)
                       if member.not_near.get(lang) is None
                       or not member.not_near[lang].search(target[max(0, m.start() - 10):m.end() + 10]))
            if named and kept < named:
                match = min(said, key=lambda m: m.start())
                written = original if len(original) == len(target) else target
                return written[match.start():match.end()], term.en_text, member.label
    return None


_FAMILY_GENERIC = {"average": (re.compile(r"\b(?:the\s+)?scores?\b|(?<![-{])\b(?:an?\s+|the\s+)?tops?\b(?!\s+of\b)",
                                          re.IGNORECASE),
                               re.compile(r"\baverag", re.IGNORECASE))}
"""Per family, the English's word for what its members are kinds of or are reckoned against ("the scores" for the
averages; "a top", the full score a percentage is of, not the option --top nor "on top of": tester t9bg bg-sco20,
"a percentage of a top" as "ποσοστό του μέσου όρου") and the stem of its members' words ("averaged" names the plain
average too, 12C4's "scores are averaged": fix9ua): where the English says only the first, a member named by the
translation is a kind the English does not name (:func:`family_member_added`)."""


def family_member_added(source: str, target: str, lang: str, original: str = "") -> tuple[str, str, str] | None:
    """A member of a family (:data:`_FAMILY_GENERIC`: the averages) said where the English names none of that family,
    only its generic word (12C2(d) "The scores assigned for each subsequent board" as 判给的平均正分 / "ο μέσος όρος
    συν": a score the English does not name; fix9ua, tester t9az y075).  The English naming any term or member of
    the family (12C2(a) "average plus", "the plain average") is never this: what it names is compared by
    :func:`family_stand_in` and :func:`family_term_added`.  ``source``/``target``/``original`` as for
    :func:`family_stand_in`.  Returns ``(found, term, english)``: the translation's words (the first place), the term
    or member they render (its label) and the English's generic words; else ``None``."""
    families = _load_families(str(GLOSSARY_PATH))
    for family, (generic, stem) in _FAMILY_GENERIC.items():
        said_generic = generic.search(source)
        terms = [term for term in load_glossary() if term.family == family]
        members = families.get(family, ())
        if said_generic is None or stem.search(source) or any(term.en.search(source) for term in terms) \
                or any(member.en.search(source) for member in members):
            continue
        said = [(m, term.en_text) for term in terms for form in term.accepted.get(lang, [])
                for m in form.finditer(target)]
        said += [(m, member.label) for member in members for form in member.forms.get(lang, [])
                 for m in form.finditer(target)]
        if said:
            match, label = min(said, key=lambda pair: (pair[0].start(), -pair[0].end()))
            written = original if len(original) == len(target) else target
            return written[match.start():match.end()], label, said_generic.group()
    return None


def _term_text(text: str, lang: str) -> str:
    text = _repair_tokens(halfwidth(text))
    return text if lang == "zh" else _fold(text)


def _terms_at(text: str, lang: str) -> list[tuple[int, int, str]]:
    """Glossary terms found in ``text`` as ``(start, end, English term)``, longest first at a place."""
    folded = _term_text(text, lang)
    found = []
    for term in load_glossary():
        patterns = [term.en] if lang == "en" else term.accepted.get(lang, [])
        for pattern in patterns:
            found.extend((m.start(), m.end(), term.en_text) for m in pattern.finditer(folded))
    found.sort(key=lambda f: (f[0], -(f[1] - f[0])))
    kept: list[tuple[int, int, str]] = []
    for item in found:  # "average plus" wins over "average" at the same place
        if not any(s <= item[0] < e for s, e, _t in kept):
            kept.append(item)
    return kept


def named_alone(text: str, lang: str) -> set[str]:
    """The English names of the glossary terms ``text`` names (``lang`` ``"en"``: their English) at some place not
    inside a longer form of another term: 违规 inside 非违规方 names the non-offending side, not "infraction"; a form two
    terms share (违规: "infraction" and "irregularity") names both, and so does the form of a term whose English holds the
    other's (调整分 inside 裁定调整分: an assigned adjusted score is an adjusted score; fix9fb)."""
    folded = _term_text(text, lang)
    found = []
    for term in load_glossary():
        patterns = [term.en] if lang == "en" else term.accepted.get(lang, [])
        found.extend((m.start(), m.end(), term.en_text) for pattern in patterns for m in pattern.finditer(folded)
                     if m.end() > m.start())
    # The forms found that hold a place start there or before, no further back than the longest form found: only those
    # are looked at (each against every other form found was quadratic: 20 s for a pasted text of 48,000 characters
    # in the review editor, fix9ie, benchmarks/check_paste.py).
    longest = max((end - start for start, end, _name in found), default=0)
    starting: dict[int, list[tuple[int, int, str]]] = {}
    for item in found:
        starting.setdefault(item[0], []).append(item)

    def inside_another(start: int, end: int, name: str) -> bool:
        return any(end <= b and b - a > end - start and name.casefold() not in other.casefold()
                   for a in range(max(end - longest, 0), start + 1) for _a, b, other in starting.get(a, ()))

    return {name for start, end, name in found if not inside_another(start, end, name)}


# who approves (Law 12C2(b) "Subject to approval by the Regulating Authority, this may be varied by the Tournament
# Organizer"): the English's words of approval before the approver, and per language those around it (Chinese 经…批准,
# Greek folded "υπό την αίρεση / με την έγκριση της …")
_APPROVAL_EN = re.compile(r"\b(?:approv\w*|consent|permission|authori[sz]ation|sanction)\s+(?:of|by|from)\s+(?:the\s+)?",
                          re.IGNORECASE)
_APPROVAL_BEFORE = {"zh": re.compile(r"(?:经|经过|由|得到|获得|征得|须经)$"),
                    "el": re.compile(r"(?<!\w)(?:εγκρισ\w*|αιρεσ\w*|συναινεσ\w*|αδει\w*|συγκαταθεσ\w*)\s+(?:τησ|του|των)\s+$")}
_APPROVAL_AFTER = {"zh": re.compile(r"^(?:的)?(?:批准|同意|许可|核准|认可)"), "el": re.compile(r"")}


# the English's pronouns of a person, subject or object ("he", "him"): said as the noun again (fix9ka); not the
# possessives, rendered by a pronoun (86A "his Law 6 authority" as "που του παρέχει"), nor "they" / "them", as often
# things (12C4 "the average of them", the scores)
PERSON_PRONOUNS = re.compile(r"\b(?:he|him|himself|she|herself)\b", re.IGNORECASE)


def _who_members(lang: str) -> list[tuple[str, re.Pattern, list[re.Pattern]]]:
    """``(label, English pattern, forms in lang)`` of every member of the family "who" (its glossary terms: the
    Director, the Regulating Authority, the Tournament Organizer; and the members listed under ``families``)."""
    members = [(term.en_text, term.en, term.accepted.get(lang, [])) for term in load_glossary() if term.family == "who"]
    members += [(m.label, m.en, m.forms.get(lang, [])) for m in _load_families(str(GLOSSARY_PATH)).get("who", ())]
    return members


def approver_changed(source: str, target: str, lang: str, original: str = "") -> tuple[str, str, str] | None:
    """Another of the family "who" named as the one who approves (fix9ga, tester 9am: 12C2(b)'s Regulating Authority
    and Tournament Organizer swapped, both still named: 经比赛主办机构批准，主管单位可…变更): the English names its
    approver after "approval by" (:data:`_APPROVAL_EN`), the translation another between its words of approval
    (:data:`_APPROVAL_BEFORE`, :data:`_APPROVAL_AFTER`).  ``source``/``target``/``original`` as for
    :func:`family_stand_in`.  Returns ``(found, label, english)``: the translation's words, the member they render and
    the English's approver; else ``None`` (no approver named on either side, or the same one)."""
    if lang not in _APPROVAL_BEFORE:
        return None
    members = _who_members(lang)
    english = [label for m in _APPROVAL_EN.finditer(source) for label, pattern, _f in members
               if pattern.match(source, m.end())]
    if not english:
        return None
    found = approver_in_translation(target, lang, members)
    if found is None or found[1] in english:
        return None
    match, label = found
    written = original if len(original) == len(target) else target
    return written[match.start():match.end()], label, english[0]


def approver_in_translation(target: str, lang: str, members) -> tuple[re.Match, str] | None:
    """The first member of the family "who" (``members``: :func:`_who_members`) ``target`` names between its words of
    approval (:data:`_APPROVAL_BEFORE`, :data:`_APPROVAL_AFTER`: 经…批准, «Υπό την αίρεση …»): ``(match, label)``;
    else ``None``.  ``lang`` must be a key of :data:`_APPROVAL_BEFORE`."""
    for label, _pattern, forms in members:
        for form in forms:
            for match in form.finditer(target):
                if _APPROVAL_BEFORE[lang].search(target[max(0, match.start() - 40):match.start()]) \
                        and _APPROVAL_AFTER[lang].search(target[match.end():match.end() + 6]):
                    return match, label
    return None
