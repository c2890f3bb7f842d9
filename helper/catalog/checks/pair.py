"""Checks comparing an English text with its translation."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import replace
from typing import Iterable

from helper.catalog.checks.comparison import (dropped_bounds, exact_for_bound, exact_for_count, reversed_comparisons,
                                              stated_from_the_other_side)
from helper.catalog.checks.brackets import (Parenthetical, added_parentheticals, bracket_kinds, bracket_pairs, bracket_problems,
                                            bracketed_alternatives, bracketed_comma_item, bracketed_comma_phrases, closed_at_clause, cut_outside,
                                            bracket_moved_to_clause, closed_before_its_clause, closed_before_its_word, closing_moved_before_kept, closing_moved_out, closing_moved_over_join, closing_moved_over_words, bracket_moved_over_join, closing_moved_past_mark, end_mark_moved_in, field_out_of_brackets,
                                            mended_labels, opening_moved_before_words, opening_moved_in, parentheticals, REF_ALONE, REF_WORDS, ref_bracket_widened,
                                            refs_unbracketed, same_content_reshaped, split_phrases, unbracketed, written_kind)
from helper.catalog.checks.common import (ERROR, WARNING, Finding, _, _context, _is_cjk, _say, _spans_without, _where,
                                          halfwidth, text_key)
from helper.catalog.checks.encoding import markers
from helper.catalog.checks.numbers import (EN_ARTICLES, EN_COUNT_WORDS, Num, article_made_count, both_made_count,
                                           el_two_named, extract_numbers, halves, indefinite_made_count, indefinite_named,
                                           items_reordered, note_numbers_swapped, pair_named,
                                           swapped_in_order,
                                           quantity_numbers, read_quantities, read_words, word_numbers, zero_as_sign,
                                           changed_in_order, contract_levels_changed, counts_only,
                                           without_placeholders)
from helper.catalog.checks.meaning import bindings as meaning_bindings, differences as meaning_differences
from helper.catalog.checks.meaning import bound_before, labels as meaning_labels, order_matters as meaning_order_matters
from helper.catalog.checks.meaning import same_comparison
from helper.catalog.checks.negation_words import WORDS as NEGATION_WORDS
from helper.catalog.checks.negation import (DUTY_WORDS, SIDE_NAMES, added_negations, changed_obligations, only_restated,
                                            answer_negation_dropped, negation_count,
                                            discretion_holder, dropped_negations, dropped_obligations,
                                            dropped_parts, dropped_qualifiers, interface_negations, negated_conditions,
                                            not_yet_for_before, prefix_negations_dropped, reversed_omissions,
                                            reversed_restated_blame, stated_made_possible,
                                            without_blame_negations)
from helper.catalog.checks.modality import (_fold_same_length, added_counts, added_hedges, forbidding_words,
                                            weakened_prohibitions)
from helper.catalog.checks.interface_modality import (_inability_forbidden, forbidden_allowed, interface_modality,
                                                      with_without)
from helper.catalog.checks.keys import (listed_keys_dropped, answer_keys, answer_keys_exchanged, answer_keys_reordered, answer_keys_restored,
                                        listed_keys_span,
                                        key_differences, key_names, option_alternative_dropped, option_differences,
                                        option_last_value_dropped, option_spelling_dropped, option_value_added,
                                        own_list_spelled,
                                        sequence_differences, swapped_keys, translated_keys)
from helper.catalog.checks.interface_terms import degree_replaced
from helper.catalog.checks.choices import (and_made_or, answer_agreed, answer_reversed, not_both_changed, or_made_and,
                                           terms_or_made_and)
from helper.catalog.checks.alternatives import (added_alternatives, dropped_alternatives, dropped_either_or,
                                                dropped_last_alternative, negations_dropped_with)
from helper.catalog.checks.opposites import (opposite_words, per_unit_changed, session_made_another, session_made_match,
                                             without_dropped)
from helper.catalog.checks.placeholder_roles import passive_made_active
from helper.catalog.checks.polarity import label_before, polar_labels, swapped_pairs
from helper.catalog.checks.quantifiers import (changed_quantifiers, changed_relations, concerns, degree_for_degree,
                                               dropped_degree_spans, dropped_degrees, neither_changed,
                                               neither_made, replaced_degrees)
from helper.catalog.checks.references import (back_references_missing, enclosing_bracket, excluded_sections,
                                               extract_refs, refs_moved_between, resolve_ref, same_family,
                                               see_made_exception)
from helper.catalog.checks.single import (_ends_english, _term_named, check_single, damaged_word_spans,
                                          doubled_copies, lost_character_spans)
from helper.catalog.checks.structure import (_ABBREVIATIONS, Sentence, _bracketless, added_named, align_sentences,
                                             clause_added_at_end, clause_added_saying, negated_left_out,
                                             alignment, english_joined, link_kind, english_runs, quoted_english,
                                             quoted_english_spans, clause_swaps, parallel_swaps,
                                             binding_verdict, sentences_bracket_mended,
                                             placeholder_swaps, same_but_sides, semicolon_clause_dropped, sentences,
                                             without_condition)
from helper.catalog.checks.untranslated import prose_brackets_left, runs_in_whole_brackets, untranslated_words, \
    whole_entry_left, whole_entry_words
from helper.catalog.checks.values import (command_differences, option_value_lists_dropped, option_values_changed,
                                          option_values_dropped, literal_differences, value_differences,
                                          value_still_written)
from helper.catalog.checks.terminology import (_term_text, _terms_at, approver_changed, family_member_added,
                                               family_stand_in, family_term_added, load_glossary, named_alone,
                                               term_forms, term_used, who_stand_in_where_named_less)
from helper.catalog.checks.who import names_a_member, who_replaced
from helper.catalog.checks.toolkit import _tt_checker, _tt_run, toolkit_message, toolkit_name


_NATIONAL_RE = re.compile(r"Ελλάδ|ΕΟΜ|ελληνικ|Greece|Greek|China|Chinese|中国|我国|桥牌协会|桥协|national|"
                          r"εθνικ|全国|国内|本国", re.IGNORECASE)


def _substantive(content: str, text: str) -> bool:
    """A parenthetical that says something (not "(s)", "(d)", "(Law 12C2)", "(TOML)")."""
    words, cjk = _residual(content)
    # a word of Latin letters and a two-character Chinese word say something too: （或相应IMP） as much as
    # （或相应的IMP）, "(or the equivalent in IMPs)" (fix9ad)
    return words >= 2 or cjk >= 3 or (words >= 1 and cjk >= 2)


def _residual(content: str) -> tuple[int, int]:
    """``(words, Chinese characters)`` of parenthetical ``content`` beyond its law references and the words that
    point to one ("see", "below", βλέπε, παρακάτω, 参见, 本条, 款, 项): how much it says of its own.  ``(0, 0)`` for
    "see C2 below" or 参见本条C款2项; ``(2, 0)`` for "βλέπε τις διατάξεις της παραγράφου Γ2 παρακάτω" (τις,
    διατάξεις)."""
    rest = _beside_references(content)
    words = re.findall(r"[^\W\d_]{2,}", rest)
    return len(words), sum(1 for c in rest if _is_cjk(c))


def _beside_references(content: str) -> str:
    """Parenthetical ``content`` with its law references and the words that point to one blanked (:func:`_residual`
    counts what is left)."""
    stripped = content.strip()
    refs = extract_refs(stripped)
    rest = _spans_without(stripped, [(r.start, r.end) for r in refs])
    return re.sub(r"\b(?:see|also|but|the|Laws?|above|below|following|hereunder|βλέπε|επίσης|αλλά|την|τον|"
                  r"το|τη|στην|της|του|Νόμ\w*|παρ[άα]γρ[άα]φ\w*|παρακάτω|παραπάνω|ανωτέρω|κατωτέρω|παρόντος|"
                  r"εδάφ\w*|και|ή)\b|参阅|参见|另见|见|本条|本款|前款|本项|前项|上述|下述|上文|下文|前文|后文|"
                  r"规则|但|另|款|项|和|及|或|、",
                  " ", rest, flags=re.IGNORECASE)


_FEW_WORDS = (2, 5)
"""At most how many words, and Chinese characters, a parenthetical may say beside a law reference and still be the
other language's bare reference ("(see C2 below)") said with words around it: "τις διατάξεις" (2 words), 的有关规定
(5 characters)."""

_MORE_WORDS = (6, 14)
"""As :data:`_FEW_WORDS`, when those words make no clause of their own (:data:`_CLAUSE_BESIDE`; fix9cd, fix9bt's LEFT):
"βλέπε ειδικότερα τις σχετικές διατάξεις της παραγράφου Γ2 παρακάτω" (3 words), 参见本条C款2项关于人为调整分的有关规定
(12 characters)."""

_CLAUSE_BESIDE = re.compile(
    r"[,;:，；：]|\b(?:if|unless|when|only|not|no|except|provided|may|shall|must|should|according)\b|"
    r"(?<!\w)(?:εφόσον|εφοσον|εάν|εαν|αν|εκτός|εκτος|όταν|οταν|μόνο|μονο|δεν|δε|μη|μην|ούτε|ουτε|πρέπει|πρεπει|"
    r"μπορεί|μπορει|θα|να|σύμφωνα|συμφωνα|βάσει|βασει|ισχύει|ισχυει|ισχύουν|ισχυουν)(?!\w)|"
    r"如果|如|若|除非|除|但|按|依|根据|时|不|未|无|非|应|须|可|得|只|仅|则|即", re.IGNORECASE)
"""What makes words beside a reference a clause of their own (a condition, a negation, a modal, a second clause after
a comma): "βλέπε Γ2 παρακάτω, εφόσον ισχύει κανονισμός", （参见本条C款2项，按主办单位的比例计算）.  (A number of its
own is the number check's one finding: "(βλέπε Γ2 παρακάτω για 3 IMP)", （参见本条C款2项规定的加减三个IMP）.)"""


def _same_reference(source: list[Parenthetical], target: list[Parenthetical],
                    paragraph: str | None) -> list[tuple[Parenthetical, Parenthetical]]:
    """``(English parenthetical, translation's parenthetical)`` pairs that carry the same law references (resolved in
    ``paragraph``: C2 = Γ2 = 本条C款2项 = 第12条C款2项 in Law 12), each parenthetical in one pair at most, in order:
    "(see C2 below)" and "(βλέπε τις διατάξεις της παραγράφου Γ2 παρακάτω)" / （参见本条C款2项的规定） (tester 9ab B2-6,
    fix9bt).  Where one of the two only points to its references (not :func:`_substantive`), the other says at most
    :data:`_FEW_WORDS` beside them, or :data:`_MORE_WORDS` that make no clause (fix9cd): a parenthetical that adds a
    clause to a reference ("(βλέπε Γ2, εκτός αν ο Διαιτητής κρίνει αλλιώς)") is no partner of a bare one; a national
    note is no one's partner."""
    def keys(p: Parenthetical) -> frozenset[str]:
        return frozenset(resolve_ref(r.key, paragraph or "") for r in extract_refs(p.content))

    def few(p: Parenthetical) -> bool:
        words, cjk = _residual(p.content)
        if words <= _FEW_WORDS[0] and cjk <= _FEW_WORDS[1]:
            return True
        return (words <= _MORE_WORDS[0] and cjk <= _MORE_WORDS[1]
                and not _CLAUSE_BESIDE.search(_beside_references(p.content)))

    def changed(mine: frozenset[str], theirs: frozenset[str]) -> bool:
        """Whether ``theirs`` are ``mine`` with references changed, as many, each in the same law (or both relative)
        as one it replaces ("(but see A above)" as （但 C 除外）, "(όμως βλ. Γ παραπάνω)"): the law-reference finding's,
        the parenthetical still the English one's (fix9fa)."""
        gone, come = mine - theirs, theirs - mine
        return len(mine) == len(theirs) and bool(gone) and all(any(same_family(a, b) for b in come) for a in gone)

    pairs, used, paired = [], set(), set()
    for same in (True, False):
        for j, t in enumerate(target):
            found = keys(t)
            if j in paired or not found or _NATIONAL_RE.search(t.content):
                continue
            for i, s in enumerate(source):
                if i in used or (keys(s) != found if same else not changed(keys(s), found)):
                    continue
                bare_s, bare_t = not _substantive(s.content, ""), not _substantive(t.content, "")
                if (bare_s and not few(t)) or (bare_t and not few(s)):
                    continue
                used.add(i)
                paired.add(j)
                pairs.append((s, t))
                break
    pairs.sort(key=lambda pair: pair[1].start)
    return pairs


_SENTENCE_STOP = re.compile(r"[.!?;。！？；](?=\s|$)|[。！？；]")


def _unopened_notes(text: str) -> list[Parenthetical]:
    """The national notes of ``text`` whose opening bracket was lost (el 12C2(b)'s "(στην Ελλάδα, …ΕΟΜ)" without its
    "(": fix9ua, tester t9az y053): for each round bracket never opened (:func:`brackets.bracket_problems`), the words
    from the start of its sentence to it, when they name the country or its federation (:data:`_NATIONAL_RE`) and
    another sentence stands before them, as a :class:`brackets.Parenthetical` ``(start, end, content)`` of ``text``.
    A note as its brackets' one finding: not also a sentence the English does not have (it is read as the notes
    are, left out of the comparisons)."""
    notes = []
    for problem in bracket_problems(text):
        if problem.kind != "unopened" or problem.char not in ")）":
            continue
        stops = [m.end() for m in _SENTENCE_STOP.finditer(text, 0, problem.position)]
        if not stops:
            continue
        start = stops[-1] + len(text[stops[-1]:problem.position]) - len(text[stops[-1]:problem.position].lstrip())
        content = text[start:problem.position]
        if _NATIONAL_RE.search(content) and not re.search(r"[(（]", content):
            notes.append(Parenthetical(start, problem.position + 1, content))
    return notes


def _unclosed(text: str, group: Parenthetical) -> bool:
    """Whether the bracketed ``group`` of ``text`` (:func:`brackets.parentheticals`) is one never closed: it runs to
    the text's end, and does not end with its closing bracket."""
    from helper.catalog.checks.common import halfwidth

    closing = {"(": ")", "[": "]", "〔": "〕", "【": "】"}
    clean = halfwidth(text)
    return group.end == len(text) and clean[group.end - 1] != closing.get(clean[group.start], "")


def _distance_from_span(parenthetical, place: float, length: int) -> float:
    """How far ``place`` (a share of the translation's length, 0 to 1) stands from the span of an English
    ``parenthetical`` (``start``, ``end`` in a text of ``length`` characters), as a share of the English: 0 inside it.
    A long parenthetical's closing bracket kept past its start is near it (86B1's "[see Law 12C1(c), but for multiple
    … B2 following]" without its 〔, tester t9bb bra573; fixwd)."""
    return max(0.0, parenthetical.start / max(length, 1) - place, place - parenthetical.end / max(length, 1))


def _one_language(source: str, target: str, paragraph: str | None = None) -> tuple[
        list[Parenthetical], list[Parenthetical]]:
    """Substantive parentheticals present on one side only: (extra in target, missing from target).

    A parenthetical of the translation carrying the law references of one of the English's is its partner
    (:func:`_same_reference`; relative references resolved in law ``paragraph``, a msgctxt); the others are
    matched in order by relative position (their start as a fraction of the text) and relative length; what has no
    partner is one-language.
    """
    whole_s, whole_t = parentheticals(source), parentheticals(target)
    pairs = _same_reference(whole_s, whole_t, paragraph)
    paired_s, paired_t = {s for s, _t in pairs}, {t for _s, t in pairs}
    src = [p for p in whole_s if p not in paired_s and _substantive(p.content, source)]
    tgt = [p for p in whole_t if p not in paired_t and _substantive(p.content, target)]
    if not src or not tgt:
        return tgt, src
    len_s, len_t = max(len(source), 1), max(len(target), 1)
    national_s = [bool(_NATIONAL_RE.search(p.content)) for p in src]
    national_t = [bool(_NATIONAL_RE.search(p.content)) for p in tgt]
    fewer = len(tgt) < len(src)
    digits_s, digits_t = ([set(re.findall(r"\d+(?:\.\d+)?", p.content)) for p in side] for side in (src, tgt))

    def cost(i: int, j: int) -> float:
        s, t = src[i], tgt[j]
        pos = abs(s.start / len_s - t.start / len_t)
        rs, rt = (s.end - s.start) / len_s, (t.end - t.start) / len_t
        ratio = max(rs, rt) / max(min(rs, rt), 1e-6)
        national = national_t[j] and not national_s[i]
        # two brackets that carry numbers, none the same, those of the translation's another English bracket's, are no
        # partners: 12C2(a) without "(at most 40% of the available matchpoints in pairs)" paired it with （双人赛中为
        # 50%） by place and said "(50% in pairs)" missing, then 40% and "matchpoint" too (issue 9, tester 9ao's
        # leftover); a number changed inside its bracket ("(55% in pairs)", or 60% as 50%, said once more: fix9bu)
        # keeps its partner: only where the translation has fewer brackets, one of them dropped
        other = fewer and digits_s[i] and digits_t[j] and not digits_s[i] & digits_t[j] \
            and any(digits_t[j] <= digits for k, digits in enumerate(digits_s) if k != i)
        return pos + 0.25 * (ratio - 1) + (10 if national else 0) + (2 if other else 0)

    # order-preserving alignment (edit distance), skipping costs 0.6; only cells near the diagonal
    # (structure._BAND): linear work however many parentheticals a long entry has
    from helper.catalog.checks.structure import band

    n, m = len(src), len(tgt)
    skip = 0.6
    width = band(n, m)
    best: dict[tuple[int, int], float] = {(0, 0): 0.0}
    move: dict[tuple[int, int], str] = {}
    for i in range(n + 1):
        centre = int(i * m / n)
        for j in range(max(0, centre - width), min(m, centre + width) + 1):
            if i == 0 and j == 0:
                continue
            options = []
            if i and j and (i - 1, j - 1) in best:
                options.append((best[(i - 1, j - 1)] + cost(i - 1, j - 1), "0pair"))
            if i and (i - 1, j) in best:
                options.append((best[(i - 1, j)] + skip, "missing"))
            if j and (i, j - 1) in best:
                options.append((best[(i, j - 1)] + skip, "extra"))
            if options:
                best[(i, j)], move[(i, j)] = min(options)
    extra, missing = [], []
    i, j = n, m
    while i or j:
        step = move[(i, j)]
        if step == "0pair":
            i, j = i - 1, j - 1
        elif step == "missing":
            missing.append(src[i - 1])
            i -= 1
        else:
            extra.append(tgt[j - 1])
            j -= 1
    return extra[::-1], missing[::-1]


_QUALIFIER_MESSAGES = {
    "only": _("the English restricts ('{text}'), the translation does not: the rule widened?"),
    "may": _("the English allows ('{text}'), the translation states it as done: {holder}'s discretion taken away?"),
    "must": _("the English allows or says what may be ('{text}'), the translation obliges: a permission made a duty?"),
    # "must be a whole number" as 可以是整数 (fix9ar): the laws' message, one wording for one defect
    "weakened": _("the English obliges ('shall', 'must') in '{text}', the translation only allows: the rule weakened?"),
    # "must be ns or ew" as 应当是 ("shall be"): weaker in the Laws' own scale (tester t9cb cb-mod08)
    "shall": _("the English obliges with 'must' in '{text}', the translation says '{found}' ('shall'), weaker than "
               "'must' in the Laws' own scale: the rule weakened?"),
    "fact": _("the English says what may be ('{text}'), the translation states it as a fact: a possibility made "
              "certain?"),
    # "need not balance" as 不得平衡 (t9ba may42, may43)
    "forbids": _("the English only says it is not required ('{text}'), the translation forbids it: a permission made "
                 "a prohibition?"),
    # "F4 shows it again" as 须按 F4 再次显示 (t9bb may095)
    "obliged": _("the English states what is done, with no duty, the translation obliges ('{text}'): a duty added?"),
    # "the first reads '{repaired}'" as 原文可为, "due" as 可打 (fixzc, tester t9be modazh04, modazh05)
    "allowed": _("the English states it or says it is due, with no 'may', the translation only allows it ('{text}'): "
                 "a statement or a duty made a 'may'?"),
    # "give that player …" as "μπορείτε να δώσετε": an instruction made a "may" (tester t9bw bw-mod17), the same message
    "instructed": _("the English states it or says it is due, with no 'may', the translation only allows it ('{text}'): "
                    "a statement or a duty made a 'may'?"),
    # "stays there … only if …" as "μπορεί να μείνει εκεί … μόνο αν …": a statement with a condition (fiya, t9bl
    # bl-mod23), the same message
    "stated": _("the English states it or says it is due, with no 'may', the translation only allows it ('{text}'): "
                "a statement or a duty made a 'may'?"),
    # "the catalogue cannot be read" as "δεν πρέπει να διαβαστεί" (fixzc, tester t9be modael08)
    "unable": _("the English says what cannot be done ('{text}'), the translation forbids it: an inability made a "
                "prohibition?"),
    "may-one-of": _("one of the {count} 'may' of the English ({text}) is stated as done in the translation (its "
                    "clauses do not tell which): {holder}'s discretion taken away?"),
}
"""What a qualifier of the English dropped or changed means (negation.dropped_qualifiers,
interface_modality.interface_modality), by kind."""

_ALTERNATIVE_MISSING = _("the alternative '{text}' of the English is missing in the translation: the rule narrowed?")
_ALTERNATIVE_CARRIED = _("the alternative '{text}' of the English is missing in the translation, with what it carried: "
                         "{parts}")
"""An alternative of the English dropped (:func:`conditions.missing_parts`,
:func:`conditions.missing_interface_conditions`), and dropped with what it carried (its option's spelling, law
reference, brackets: :func:`_alternative_dropped`)."""

_NAMED_SAID = {
    "keys": (_("the English names the key '{english}', the translation '{found}': a Director told the wrong key?"),
             _("the key '{key}' of the English is not named in the translation"),
             _("the key '{key}' in the translation is not named in the English")),
    "options": (_("the English names the option '{english}', the translation '{found}': a Director told to type "
                  "another option?"),
                _("the option '{option}' of the English is not named in the translation"),
                _("the option '{option}' in the translation is not named in the English")),
}
"""What the `keys` and `options` checks say of a key or a command-line option changed, missing or added
(``{english}``, ``{found}``; ``{key}`` / ``{option}``): see :func:`keys.key_differences`,
:func:`keys.option_differences`."""

_HIDDEN_BY_DAMAGE = frozenset({"law-reference", "number", "terminology", "negation", "sentences",
                               "one-language", "brackets", "markers", "keys", "options"})
"""Comparisons not made while the translation has a word damaged by a wrong encoding (``è£åˆ¤``):
the damaged word may be the reference, number or term compared, and the damage is reported once.
English left untranslated is still looked for, outside the damaged words (:func:`_structure`): a run of English
beside a lost character ("this may be varied ?在国际", 12C2(b) whose shipped text starts with a "?") is no part
of that damage (issue 9 §2, the mutation test's english-run)."""


def check_pair(source_en: str, target: str, lang: str, paragraph: str, domain: str, *,
               fuzzy: bool = False, comment: str = "", ui_lang: str = "en",
               flags: Iterable[str] = (), previous: str | None = None) -> list[Finding]:
    """Compare English ``source_en`` with its translation ``target`` in ``lang``: :func:`_check_pair`'s
    findings, each with ``text_key`` the fingerprint (:func:`common.text_key`) of the text it was found in
    (``source_en`` for a finding on the English's side, else ``target``, marked fuzzy when ``fuzzy``): the text a
    baseline acceptance is bound to (an accepted defect of one text is not accepted in another)."""
    found = _check_pair(source_en, target, lang, paragraph, domain, fuzzy=fuzzy, comment=comment, ui_lang=ui_lang,
                        flags=flags, previous=previous)
    stray = _stray_brackets(source_en, target)
    if stray and any(f.check == "brackets" for f in found):
        # a bracket never closed or never opened is the brackets check's one finding: what the other checks find
        # only because of it ("μη (συγκρίσιμα" no longer read as a negation, "Δεν (έσφαλε" no degree of fault:
        # fixzb, tester t9be bracel06, bracel07) is not said; they read the text without it
        bare = "".join(c for i, c in enumerate(target) if i not in stray)
        plain = lambda f: (f.check, f.side, "".join(c for c in f.message if c not in _STRAY))  # noqa: E731
        kept = Counter(plain(f) for f in _check_pair(source_en, bare, lang, paragraph, domain, fuzzy=fuzzy,
                                                    comment=comment, ui_lang=ui_lang, flags=flags,
                                                    previous=previous))
        # nor what only the bracket's wrong place makes of the text either way: read with the bracket closed where
        # its clause ends (:func:`brackets.closed_at_clause`) or its item (:func:`_closed_at_item`) too, "none
        # (κανείς), ns" for "none (κανείς, ns", the typed value 'none' glossed as the shipped text glosses it, no
        # English left (tester t9bm bm-brk13, fiyf)
        for mended in dict.fromkeys((closed_at_clause(target), _closed_at_item(target))):
            if mended != target and not _stray_brackets(source_en, mended):
                kept &= Counter(plain(f) for f in _check_pair(source_en, mended, lang, paragraph, domain,
                                                             fuzzy=fuzzy, comment=comment, ui_lang=ui_lang,
                                                             flags=flags, previous=previous))
        found = [f for f in found if f.check == "brackets" or kept[plain(f)]]
    return keyed(found, source_en, target, fuzzy)


_STRAY = "()[]（）［］"
_ITEM_END = re.compile(r"[、，,；;]")


def _closed_at_item(target: str) -> str:
    """``target`` with each round bracket never closed (:func:`brackets.bracket_problems`) closed, in its own width,
    right before the first item mark after it (、，, ；;) that comes before any other bracket: "none（双方无局）、ns" for
    "none（双方无局、ns", a gloss of a list's item (tester t9bm bm-brk13's Chinese twin, fiyf).  ``target`` itself when
    none is so closed, or where the text is not in NFC."""
    if len(halfwidth(target)) != len(target):
        return target
    inserts = []
    for problem in bracket_problems(target):
        if problem.kind != "unclosed" or halfwidth(problem.char) != "(":
            continue
        mark = _ITEM_END.search(target, problem.position + 1)
        if mark and not re.search(r"[()（）\[\]［］〔〕【】]", target[problem.position + 1:mark.start()]):
            inserts.append((mark.start(), ")" if problem.char == "(" else "）"))
    for at, char in sorted(inserts, reverse=True):
        target = target[:at] + char + target[at:]
    return target


def _stray_brackets(source_en: str, target: str) -> set[int]:
    """The places of the round and square brackets of ``target`` never closed or never opened
    (:func:`brackets.bracket_problems`), when the English ``source_en`` has none broken: "μη (συγκρίσιμα" for
    "non-comparable" (fixzb, tester t9be bracel06)."""
    if len(halfwidth(target)) != len(target) or bracket_problems(source_en):
        return set()
    return {p.position for p in bracket_problems(target) if p.kind in ("unclosed", "unopened")
            and p.char in _STRAY}


def _label_moved(ui_lang: str, word: str, field: str, other: str, english: bool) -> str:
    """The message of label ``word`` of placeholder ``field`` standing at ``other`` in the translation, in
    ``ui_lang``: the English's label (``english``: "'byte' goes with {byte} in the English but with {reason} ...",
    fix9y) or a word of the translation that says a kind (于 a date at {reviewer}, fix9bl)."""
    if english:
        return _say(ui_lang, _("'{word}' goes with {field} in the English but with {other} in the translation: "
                               "placeholders swapped?"), word=word, field=field, other=other)
    return _say(ui_lang, _("in the translation '{word}' goes with {other}, but it says {field}: {field} and {other} "
                           "swapped?"), word=word, field=field, other=other)


def _mended_refs(target: str, paragraph: str, english: set[str]) -> list:
    """The law references of ``target`` (resolved in law ``paragraph``), an item label whose bracket is broken read
    as the reference it is (``上述(a项和(b)项``, "α) και (β)": :func:`brackets.mended_labels`; fix9cd): the broken
    bracket is the brackets check's one finding, not "(a)" and "(b)" missing too.  The mended reading is taken only
    when it adds no reference the English (``english``, resolved keys) does not have ("(a new rule" stays as it is);
    the references' places are the text's as written."""
    plain = [r._replace(key=resolve_ref(r.key, paragraph)) for r in extract_refs(target)]
    mended, inserted = mended_labels(target)
    if not inserted:
        return plain
    refs = [r._replace(key=resolve_ref(r.key, paragraph)) for r in extract_refs(mended)]
    if {r.key for r in refs} - english - {r.key for r in plain}:
        return plain
    back = lambda at: at - sum(1 for i in inserted if i < at)  # noqa: E731 (a place in the mended text, as written)
    return [r._replace(start=back(r.start), end=back(r.end)) for r in refs]


_GREEK_SECTION_LETTER = re.compile("[ΑΒΓΔΕΖΗ]")


def _greek_cited(source_en: str, target: str, paragraph: str) -> list[tuple[int, int]]:
    """Spans of the Greek section letters in the Chinese ``target``'s law references (上文Γ款, 第12条Γ款2项) whose
    reference, the letter read by its place in the alphabet (Γ = C), is none of the English's (resolved in law
    ``paragraph``): a reference changed, not only a letter of the wrong script (fix9fa)."""
    english = {resolve_ref(r.key, paragraph) for r in extract_refs(source_en)}
    return [(r.start + m.start(), r.start + m.end()) for r in extract_refs(target)
            if resolve_ref(r.key, paragraph) not in english for m in _GREEK_SECTION_LETTER.finditer(r.text)]


def keyed(findings: Iterable[Finding], source_en: str, target: str, fuzzy: bool = False) -> list[Finding]:
    """``findings`` of the pair (``source_en``, ``target``), each with ``text_key`` the fingerprint of the text
    it was found in: ``source_en`` for ``side == "source"``, else ``target`` (of a fuzzy entry when ``fuzzy``)
    (copies; order kept)."""
    keys = {"source": text_key(source_en), "target": text_key(target, fuzzy)}
    return [replace(f, text_key=keys["source" if f.side == "source" else "target"]) for f in findings]


def _check_pair(source_en: str, target: str, lang: str, paragraph: str, domain: str, *,
                fuzzy: bool = False, comment: str = "", ui_lang: str = "en",
                flags: Iterable[str] = (), previous: str | None = None) -> list[Finding]:
    """Compare English ``source_en`` with its translation ``target`` in ``lang`` (``el``/``zh``).

    Runs the single-text checks on both texts (findings on the English are
    ``side="source"``), then the comparisons.  An empty ``target`` is one
    ``untranslated`` warning (the English is still checked).  ``fuzzy``: the
    entry is fuzzy (an older edition's text): a ``fuzzy`` warning, an error if
    ``comment`` (the entry's comments) does not name its origin, and every
    comparison is a warning.  ``flags``: the entry's PO flags; ``python-format``
    / ``python-brace-format`` switch on translate-toolkit's placeholder checks.  ``previous``: the English a
    fuzzy entry's translation was made for (its ``#| msgid``), if known: a reviewer's translation kept as
    fuzzy is said to await review because its English changed, or because it is not approved yet.
    """
    flags = set(flags)
    findings = [replace(f, lang=lang) for f in
                check_single(source_en, "en", paragraph, domain, ui_lang=ui_lang, side="source")]

    damaged: list[tuple[int, int]] = []  # words of the translation damaged by a wrong encoding
    qualifier_parts: list[str] = []  # the causes and times of conditions said missing (fix9oa)

    def add(check, severity, message, fragment, side="target"):
        if damaged and check in _HIDDEN_BY_DAMAGE:
            return  # what the damaged word hides is compared once it is repaired: one finding for it
        if fuzzy and severity == ERROR and check in ("law-reference", "number", "brackets", "markers",
                                                     "one-language", "terminology", "negation", "printf", "sentences",
                                                     "untranslated-run", "placeholder-order", "newlines", "keys", "options",
                                                     "python-brace-format", "escapes"):
            severity = WARNING
        findings.append(Finding(lang, paragraph, check, severity, message, fragment, domain,
                                source_en, side))

    if fuzzy and _REVIEWER_FUZZY in comment:
        # the build's own origin (build.REVIEWER_KEPT_FUZZY): a reviewer's translation kept as fuzzy, said to a
        # reviewer (what happened, what to do), not in PO terms (tester 9y: "#|", "or it awaits approval")
        if previous and previous != source_en:
            add("fuzzy", WARNING, _say(ui_lang, _(
                "the English changed after a reviewer translated it: check the translation against the new "
                "English (the review screen shows the words that changed), correct it if need be, then approve "
                "it")), "fuzzy")
        else:
            add("fuzzy", WARNING, _say(ui_lang, _(
                "a reviewer's translation not approved yet: check it against the English, then approve it")),
                "fuzzy")
    elif fuzzy:
        if domain == "messages" or re.search(r"\b(?:1997|2007)\b|edition|sentence pair|版", comment,
                                             re.IGNORECASE):
            # the message follows the check's label ("fuzzy: ..."), so it does not start with "fuzzy" again
            from helper.catalog.origin import origin_text

            origin = _origin(comment)
            add("fuzzy", WARNING, _say(ui_lang, _("an older text awaiting review ({origin})"),
                                       origin=origin_text(origin, ui_lang)) if origin else
                _say(ui_lang, _("a guessed translation awaiting review")), "fuzzy")
        else:
            findings.append(Finding(lang, paragraph, "fuzzy", ERROR, _say(
                ui_lang, _("fuzzy entry whose comments do not name its origin or edition")), "fuzzy",
                domain, source_en, "target"))
    if not target.strip():
        add("untranslated", WARNING, _say(ui_lang, _("no translation yet")), "")
        return findings

    # words damaged by a wrong encoding: reported once (below, by check_single), never compared
    mojibake = damaged_word_spans(target, gbk=lang == "zh")
    damaged.extend(mojibake)
    damaged_words = [target[a:b] for a, b in mojibake]
    damaged.extend(lost_character_spans(target, lang, source_en))  # likewise a lost or wrong-script character (fix9h)
    # a Greek section letter of a Chinese citation that makes it another reference than the English's (86B2(a)'s
    # （但见上文A款） as （但见上文Γ款）: Γ is C) is that reference changed, the law-reference finding, not a letter of
    # the wrong script too; one that reads as the English's (Α for A) is the wrong script only (fix9fa)
    cited = _greek_cited(source_en, target, paragraph) if lang == "zh" and damaged else []
    if cited:
        damaged[:] = [d for d in damaged if not any(a <= d[0] and d[1] <= b for a, b in cited)]
    cited_letters = {target[a:b] for a, b in cited}
    # a "?" of English left ("调整分。Is that so?") is that English's, the untranslated-run's one finding (fix9be)
    runs, words = _english_left(source_en, target, domain, lang)
    left = runs + [(a, b) for a, b, in_english in words if in_english]
    for finding in check_single(target, lang, paragraph, domain, ui_lang=ui_lang, side="target",
                                source_text=source_en, english_left=left):
        if fuzzy and finding.check in ("brackets",) and finding.severity == ERROR:
            finding.severity = WARNING
        if finding.check == "doubled" and any(finding.fragment and finding.fragment in word for word in damaged_words):
            continue  # "Î Î" inside a word damaged by a wrong encoding: the damage is the one finding
        if finding.check == "script" and finding.fragment in cited_letters:
            cited_letters.discard(finding.fragment)
            continue  # the reference changed is the one finding (fix9fa)
        findings.append(finding)

    # a percent sign written twice ("το πολύ 40%% των", tester t9bf pla24): a tool's printf escaping left in the text,
    # one finding; the numbers read it as the English's '%' (below), not "40% in the English, 40 in the translation"
    doubled_percents = _doubled_percents(source_en, target)
    if doubled_percents:
        start, end = doubled_percents[0]
        number = re.search(r"[\d.,]*\s?$", target[:start]).group()
        message = _say(ui_lang, _("'{text}' in the translation: the percent sign written twice ('{doubled}', a tool's "
                                  "printf escaping), the English writes '{single}'"),
                       text=number + target[start:end], doubled=target[start:end], single=number.strip() + target[start])
        add("printf", ERROR, message, number + target[start:end])
    # a percent sign after a placeholder the English writes alone, in an English with no '%' nor "percent" of its own:
    # "({percent}%)" for "({percent})", whose value shows its own sign ("45%"): it would show "45%%" (tester t9bg
    # bg-pla12; fixzj)
    for field, text in _percent_after_field(source_en, target)[:1]:
        message = _say(ui_lang, _("'{text}' in the translation: {field} already shows its percent sign (the English "
                                  "writes none after it): the sign would show twice"), text=text, field=field)
        add("placeholders", ERROR, message, text)

    # one-language text first: a national note is not compared again (references,
    # numbers and terms inside it are its own); other unmatched parentheticals are
    # warnings in law texts only (interface translations may gloss freely)
    extra, missing = _one_language(source_en, target, paragraph)
    mended_brackets = closed_at_clause(target)
    if mended_brackets != target:
        # a bracket never closed (or never opened) is the brackets check's one finding; the English parenthetical it
        # stands for is not also said missing: paired as if closed where its clause ends (zh 12C2(a)'s
        # （双人赛中为50% without its ）, tester t9at Z-br6)
        paired = _one_language(source_en, mended_brackets, paragraph)[1]
        missing = [p for p in missing if p in paired]
        # and one left open where Chinese glues the next parenthetical to its clause (zh 12C1(e)'s （与违规无关 left open
        # before 或者由于赌博性的行动（如果该行动失败…）: mended, it holds the alternative too and pairs with nothing):
        # the broken bracket stands for the English parenthetical missing nearest its place (tester t9ay ZL-150)
        for problem in bracket_problems(target):
            if problem.kind not in ("unclosed", "unopened") or problem.char not in "(（[［〔【)）]］〕】" or not missing:
                continue
            place = problem.position / max(len(target), 1)
            nearest = min(missing, key=lambda p: _distance_from_span(p, place, len(source_en)))
            if _distance_from_span(nearest, place, len(source_en)) < 0.2:
                missing = [p for p in missing if p is not nearest]
    plural_s, plural_t = _plural_marks(source_en, target)
    extra = [p for p in extra if (p.start, p.end) not in plural_t]
    national = [p for p in extra if _NATIONAL_RE.search(p.content)] + _unopened_notes(target)
    # a bracket holding what the English says in its sentence (12C1(e)'s relative clause, 86B3's "between the same
    # or multiple contestants" put in brackets): the translation without it falls short of the English (fix9w)
    rendered = [p for p in extra if p not in national and domain != "messages"
                and _renders_english(source_en, target, p, lang)]
    extra = [p for p in extra if p not in rendered]
    # a bracket the translator put around English left (（即“the score it would have been allotted”）): part of the
    # untranslated-run's one finding, no parenthetical or brackets of its own (fix9bd, tester 9x)
    glossed = _english_brackets(extra, target, _left_spans(source_en, _spans_without(target, damaged) if damaged
                                                           else target, domain, lang)) if lang in ("zh", "el") else []
    extra = [p for p in extra if p not in glossed]
    # a bracket never closed runs to the text's end (brackets.parentheticals): the brackets check's one finding ("'['
    # is never closed"), not a parenthetical only in the translation too (tester t9aq: el 86B2(a)'s "[βλέπε Νόμο 12Γ2"
    # without its ']')
    extra = [p for p in extra if not _unclosed(target, p)]
    for p in extra:
        if p in national:
            message = _say(ui_lang, _("parenthetical only in the translation (a national note?): '{text}'"),
                           text=_short(target[p.start:p.end]))
            add("one-language", ERROR, message, target[p.start:p.end])
        elif domain != "messages":
            message = _say(ui_lang, _("parenthetical only in the translation: '{text}'"),
                           text=_short(target[p.start:p.end]))
            add("one-language", WARNING, message, target[p.start:p.end])
    # what an English sentence with no translation at all carried (its parentheticals, numbers, terms) is
    # that sentence's one finding (the sentences check), not findings of their own (fix9j)
    # (read without the national notes, as the sentences check counts them: el 12C2(d)'s note "(στην Ελλάδα …)" is no
    # sentence rendering its first English sentence, whose terms are that sentence's finding; tester t9at E-sent8)
    gone_spans = _lost_sentence_spans(source_en, _spans_without(target, [(p.start, p.end) for p in national]), lang)
    # a translation that ends inside a sentence (with '，' or ',' where the English ends with '.'): its end cut off;
    # the English sentences past the translation's count, and the cases of a list at its end with no translation, are
    # one finding naming them (below), what they carry not said missing again (tester 9ao z53: 12C2(c)'s 1997 Chinese
    # without its last clause gave a score computed otherwise and 'session' missing, neither saying a clause is lost)
    cut = _cut_end(source_en, target, lang) if domain != "messages" else None
    if cut is not None:
        src_sentences_all, tgt_sentences_all = sentences(source_en, "en"), sentences(target, lang)
        cut_spans = [(s.start, s.end) for s in src_sentences_all[max(1, len(tgt_sentences_all)):]
                     if not any(a <= s.start < b for a, b in gone_spans)]
        gone_spans += cut_spans
    else:
        cut_spans = []
    # likewise a clause with no translation (12C2(a) cut at its colon): one finding listing what it carried (fix9k)
    lost_clauses = _lost_clauses(source_en, target, lang, paragraph) if domain != "messages" and not fuzzy else []
    # and a part of a parenthetical with no translation, the bracket kept ("(Law {law}, 1997 text: the sources hold no
    # 2017 Law 87)" as "（{law}）": tester t9bb sen535, fixwe)
    lost_clauses += [part for part in (_lost_bracket_parts(source_en, target, lang, paragraph) if not fuzzy else [])
                     if not any(a <= part[0] < b for a, b, _c in lost_clauses)]
    # and a bracket's clause after its colon, the bracket kept with the other ("(Enter to skip: give the top instead)"
    # as "（按 Enter 跳过）": tester t9bg bg-con08, fixzl)
    lost_clauses += [part for part in (_lost_bracket_clauses(source_en, target, lang) if not fuzzy else [])
                     if not any(a <= part[0] < b for a, b, _c in lost_clauses)]
    # and an item of a parenthetical's list, the translated bracket one item short ("(cards mixed, board not played)"
    # as "（牌张混乱）": tester t9bg bg-alt15, fixzm)
    lost_clauses += [part for part in (_lost_bracket_items(source_en, target, lang) if not fuzzy else [])
                     if not any(a <= part[0] < b for a, b, _c in lost_clauses)]
    # and a clause with no translation that carried no number (86B3 without ", however in the absence of a relevant
    # regulation, the Director proceeds as above"; "…({path}: {reason}); the ruling itself is not affected." as
    # 无法写入裁决记录（{path}：{reason}）。): the translation is as long as the rest, and lacks what the clause carried
    # (fix9p)
    clauses_dropped: list[tuple[int, int]] = []
    if not fuzzy and not damaged:
        clauses_dropped = [(a, b) for a, b in _dropped_clauses(source_en, target, lang, domain)
                           if not any(x <= a < y for x, y, _c in lost_clauses)]
        # (and an interface sentence's last part after a colon, words alone, "…: give one." as "…{given}。": tester
        # t9bg bg-sen12, fixzm)
        if domain == "messages":
            from helper.catalog.checks.structure import colon_tail_dropped

            clauses_dropped += [(a, b) for a, b in colon_tail_dropped(source_en, target, lang)
                                if not any(x <= a < y or a <= x < b for x, y in clauses_dropped)
                                and not any(x <= a < y for x, y, _c in lost_clauses)]
        lost_clauses += [(a, b, []) for a, b in clauses_dropped]
    # and an item of a list with no translation (12C2(a) without one of its three cases: tester 9ao e50, z36)
    items = _lost_items(source_en, target, lang, paragraph, gone_spans + [(a, b) for a, b, _c in lost_clauses]) \
        if domain == "laws" and not fuzzy and not damaged else []
    lost_clauses += items
    if cut is not None and any(c not in items and not source_en[c[1]:].strip(_CLOSERS + ".") for c in lost_clauses):
        cut = None  # a whole clause lost at the end (12C2(a) cut at its colon, fix9k): that clause's finding says it
    if cut is not None:
        # the parts with no translation at the English's end (12C2(a) cut after its first case) are what the cut
        # lost: its one finding lists what they carried, not a finding each
        trailing, after = [], len(source_en.rstrip(_CLOSERS + "."))
        for start, end, carried in sorted(lost_clauses, reverse=True):
            between = source_en[end:after].strip(_CLOSERS + ".,;: ")
            if between not in ("", "and", "or") or any(a <= start < b for a, b in gone_spans):
                break
            trailing.insert(0, (start, end, carried))
            after = start
        lost_clauses = [c for c in lost_clauses if c not in trailing]
        gone_spans += [(a, b) for a, b, _c in trailing]
        cut_spans += [(a, b) for a, b, _c in trailing]
        lost_carried = [item for _a, _b, carried in trailing for item in carried]
        if cut_spans:  # one finding naming the English the cut lost (as a clause lost: fix9k), what it carried
            text = _short(source_en[min(a for a, _b in cut_spans):max(b for _a, b in cut_spans)].strip())
            if lost_carried:
                message = _say(ui_lang, _("this part of the English seems to have no translation: '{text}' (it carried "
                                          "{items})"), text=text,
                               items=("、" if ui_lang.startswith("zh") else ", ").join(dict.fromkeys(lost_carried)))
            else:
                message = _say(ui_lang, _("this part of the English seems to have no translation: '{text}'"),
                               text=text)
            add("sentences", ERROR, message, source_en[min(a for a, _b in cut_spans):max(b for _a, b in cut_spans)]
                .strip(), "source")
    for start, end, carried in lost_clauses:
        if any(a <= start < b for a, b in gone_spans):
            continue  # inside a lost sentence: that sentence is the finding
        gone_spans.append((start, end))
        separator = "、" if ui_lang.startswith("zh") else ", "
        if carried:
            message = _say(ui_lang, _("this part of the English seems to have no translation: '{text}' (it carried "
                                      "{items})"), text=_short(source_en[start:end].strip()),
                           items=separator.join(carried))
        else:
            message = _say(ui_lang, _("this part of the English seems to have no translation: '{text}'"),
                           text=_short(source_en[start:end].strip()))
        add("sentences", ERROR, message, source_en[start:end].strip(), "source")
    # a condition, an alternative or a "(but see A above)" with no translation (fix9w, tester 9i): one finding
    # naming it; its references, brackets and terms are not said again
    dropped_conditions: list[tuple[int, int]] = []
    # a condition changed in kind, one finding naming it (the first of these that holds): said as a cause ("If" as
    # 由于, "Επειδή", "Αφού": t9ba con04, con17, con40; no condition of it said missing besides, it is there as a fact),
    # a question made a rule ("If you can assign …" as "Όποτε επιδικάζετε …": tester t9bf bf-con25, fixzg), an "if"
    # made "when" ("If time permits" as "Όταν το επιτρέπει ο χρόνος": tester t9bg bg-con12, fixzl), a fact made a
    # condition ("A result was obtained, but …" as 如果已取得结果，…: tester t9bg bg-con10, fixzl)
    from helper.catalog.checks.conditions import (condition_made_cause, condition_made_consequence,
                                                  condition_made_other, condition_made_rule, condition_made_time,
                                                  fact_made_condition)

    # (or a fact with its consequence, "where a player … has more than 60%, give …" as …超过60%…，因此改按…给分: tester
    # t9bo bo-con08, fiyn)
    caused = (condition_made_cause(source_en, target, lang) or condition_made_consequence(source_en, target, lang)) \
        if not fuzzy and not damaged else None
    changed_kind = (
        (lambda *_a: caused if caused is not None and caused.kind == "cause" else None,
         _("the English's condition '{english}' is a cause in the translation ('{found}': because): the rule applied "
           "always, as if the condition were a fact?")),
        (lambda *_a: caused if caused is not None and caused.kind == "consequence" else None,
         _("the English's condition '{english}' is a fact in the translation, what follows it its consequence "
           "('{found}': therefore): the rule applied always?")),
        (condition_made_rule, _("the English's condition '{english}' asks whether it can be done, the translation "
                                "says '{found}' (whenever): a question made a rule?")),
        (condition_made_time, _("the English's condition '{english}' is a time in the translation ('{found}': when): "
                                "what may not happen said as what will?")),
        # a condition's state said as another of its thing ("when the text was changed" as 文本已保存时, "όταν το
        # κείμενο αποθηκεύτηκε"; "when a bad connection garbled it" as 连接恢复后: tester t9by by-con05, by-con11,
        # by-con17, fjam)
        (condition_made_other, _("the English's condition '{english}' is another condition in the translation "
                                 "('{found}'): the rule applies in other cases?")),
        (fact_made_condition, _("the translation says '{found}' (if) where the English states a fact: a fact made a "
                                "condition, what follows said only for then?")),
    )
    for finder, text in changed_kind if not fuzzy and not damaged else ():
        if finder is fact_made_condition and domain != "messages":
            continue  # (a law text's condition added is a limit of the rule added: 86A's "εφόσον δεν …", its finding)
        changed = finder(source_en, target, lang)
        if changed is None:
            continue
        # (a fact made a condition gives the translation's words alone; the others the English's and the translation's)
        found = changed if isinstance(changed, str) else changed.found
        values = {"found": found} if isinstance(changed, str) else {"english": changed.english, "found": found}
        add("sentences", ERROR, _say(ui_lang, text, **values), found)
        break
    if domain != "messages" and not damaged:
        from helper.catalog.checks.conditions import missing_parts

        # (what a sentence or clause already said to have no translation carried is not counted again)
        from helper.catalog.checks.restrictions import dropped_member_before

        for part in missing_parts(_spans_without(source_en, gone_spans), target, lang, paragraph):
            # (the member before an "or" clause gone where its restricting words are nowhere: 12C1(e) without "by an
            # extremely serious error (unrelated to the infraction) or", tester t9ay ZL-110, EL-130; fix9qb)
            before = dropped_member_before(source_en, part.start, target, lang) if part.kind == "alternative" \
                and re.match(r"or\s", source_en[part.start:]) else None
            if before is not None:
                part = part._replace(start=before[0], end=before[1])
            if any(a <= part.start < b or part.start <= a < part.end for a, b in gone_spans) or (
                    caused is not None and part.kind == "condition"):
                continue  # inside (or holding) a part already said to have no translation, or made a cause
            if fuzzy and not part.kind.startswith("condition"):
                # a fuzzy entry (an older edition's text) is read for its conditions too, a condition dropped in its
                # middle found as in a current text (86A's 1997 text without 如果某参赛者可能知道…时, 12A1's sentence
                # pair without 当裁判认定…时; fix9id), a warning as its other findings; not for the alternatives and
                # clauses the later edition added (1997 Law 88 has no offending contestant's case: its 40% missing
                # is the one finding of the shipped 12C2(c))
                continue
            if _left_in_english(source_en[part.start:part.end], target, left):
                # the condition left in English in the translation ("in the absence of a relevant regulation" for
                # 在没有相关规定的情况下, t9ax zh_laws140): the untranslated-run's one finding, not also missing (fix9pb)
                gone_spans.append((part.start, part.end))
                continue
            gone_spans.append((part.start, part.end))
            lost_clauses.append((part.start, part.end, []))
            text = source_en[part.start:part.end].strip()
            if part.kind.startswith("condition"):
                dropped_conditions.append((part.start, part.end))
            if part.kind == "condition":
                message = _say(ui_lang, _("the condition '{text}' of the English is missing in the translation: "
                                          "the rule made unconditional?"), text=_short(text))
            elif part.kind in ("condition-and", "condition-cause"):  # the rest of the condition kept: it asks less
                # (fix9ai; its cause or time, "because of an infraction", dropped: fix9oa)
                if part.kind == "condition-cause":
                    qualifier_parts.append(text)
                message = _say(ui_lang, _("the part '{text}' of a condition of the English is missing in the "
                                          "translation: the rule applies in more cases?"), text=_short(text))
            elif part.kind == "condition-or":  # the rest of the condition kept: fewer cases meet it (fix9ai)
                message = _say(ui_lang, _("the part '{text}' of a condition of the English is missing in the "
                                          "translation: the rule applies in fewer cases?"), text=_short(text))
            elif part.kind == "alternative":
                message = _say(ui_lang, _("the alternative '{text}' of the English is missing in the translation: "
                                          "the rule narrowed?"), text=_short(text))
            else:
                message = _say(ui_lang, _("the clause '{text}' of the English is missing in the translation"),
                               text=_short(text))
            add("sentences", ERROR, message, text, "source")
    # and of an interface string, its condition (fix9ac, tester 9m: "If you can assign an adjusted score, enter it
    # …" as a plain order): the same finding
    if domain == "messages" and not fuzzy and not damaged:
        from helper.catalog.checks.conditions import missing_interface_conditions

        from helper.catalog.checks.conditions import _phrase_alternatives_missing

        # and its alternatives, "or" inside a clause ("bracket or quote" as "παρένθεσης"; fix9jb)
        for part in missing_interface_conditions(source_en, target, lang) + _phrase_alternatives_missing(
                source_en, target, lang, []):
            if any(a <= part.start < b or part.start <= a < part.end for a, b in gone_spans) or (
                    caused is not None and part.kind == "condition"):
                continue
            if gone_spans and re.match(r"when\b", source_en[part.start:part.end], re.IGNORECASE):
                continue  # a "when" of a string a part of which is said lost: the sentences no longer aligned, that
                # part may hold it (tester t9be be-sentzh04: "Start a new ruling …? It is recorded here when finished"
                # dropped; fixzg)
            if part.kind == "condition" and _left_in_english(source_en[part.start:part.end], target, left):
                gone_spans.append((part.start, part.end))
                continue  # the condition left in English ("had the infraction not occurred" as itself, tester unt26):
                # the untranslated-run's one finding, as a law text's (fixzx)
            gone_spans.append((part.start, part.end))
            text = source_en[part.start:part.end].strip()
            if part.kind == "alternative":
                message = _say(ui_lang, _("the alternative '{text}' of the English is missing in the translation: "
                                          "the rule narrowed?"), text=_short(text))
                add("sentences", ERROR, message, text, "source")
                # its words ("or not obvious"): this finding's, no negation missing besides (tester t9bg bg-alt19,
                # fixzm)
                lost_clauses.append((part.start, part.end, []))
                continue
            if part.kind == "condition-and":  # a key's "again" ("F10 again quits" as 按 F10 仍然退出: tester t9bl
                # bl-con12, fiyb), the rest of the condition kept: it asks less, as a law text's part of a condition
                message = _say(ui_lang, _("the part '{text}' of a condition of the English is missing in the "
                                          "translation: the rule applies in more cases?"), text=_short(text))
            else:
                message = _say(ui_lang, _("the condition '{text}' of the English is missing in the translation: "
                                          "the rule made unconditional?"), text=_short(text))
            add("sentences", ERROR, message, text, "source")
            # its words ("no other table"): this finding's, no negation nor "other" missing besides (t9ba con30)
            lost_clauses.append((part.start, part.end, []))

    def all_gone(spans) -> bool:
        spans = list(spans)
        return bool(gone_spans) and bool(spans) and all(any(a <= start < b for a, b in gone_spans)
                                                        for start, _e in spans)

    # an English parenthetical said as a clause of the translation, outside brackets ("(at most 40% of the available
    # matchpoints in pairs)" as "，在双人赛中至多为可得比赛分的四成"): no one-language text, and its brackets are not
    # missing (fix9al)
    as_clauses = [p for p in missing if domain != "messages" and _said_unbracketed(p.content, source_en, target, lang)]
    said_missing: list[tuple[int, int]] = []
    words_kept: list[tuple[int, int]] = []  # those said missing whose words the translation keeps, unbracketed
    missing_said_at: list[tuple[int, int, int]] = []  # (start, end, index in findings) of each such finding
    if missing:
        for p in missing:
            if any(a < b <= p.start and not source_en[b:p.start].strip() for a, b in gone_spans):
                gone_spans.append((p.start, p.end))  # what it says is the lost part's too (its IMPs)
                continue
            if any(a <= p.start < b for a, b in gone_spans) or any(
                    q is not p and q not in missing and q.content == p.content and any(a <= q.start < b for a, b in
                                                                                       gone_spans)
                    for q in parentheticals(source_en)):
                continue  # the lost sentence's parenthetical, or the one right after a lost part (12C2(c)'s "or for
                # an offending contestant … 40% …" dropped with its "(or the equivalent in IMPs)", tester t9bb alt143;
                # fixwd), or its twin, matched to the kept one; both twins
                # missing, the kept sentence's is (z53: 12C2(c)'s "(or the equivalent in IMPs)", its end cut off)
            if _numbers_bracketed(p.content, target) or p in as_clauses:
                continue  # "(50% in pairs)" as （50%） with 双人赛中 said once before the cases (fix9w)
            if (_terms_unbracketed(p.content, source_en, target, lang) and (
                    domain != "messages" or _run_on(p, source_en, target, lang)
                    or _commas_for_brackets(p, source_en, target, lang))) or (
                    domain == "messages" and _clause_run_on(p, source_en, target, lang)):
                # its words kept, its brackets dropped (el 12C1(e) "άσχετο με την παράβαση" without its brackets,
                # tester t9ba bra04): said so, not the words missing (fix9vb)
                message = _say(ui_lang, _("the brackets of the English's parenthetical '{text}' are missing in the "
                                          "translation: its words are kept, no longer set apart?"),
                               text=_short(source_en[p.start:p.end]))
                outside = field_out_of_brackets(source_en, target) if domain == "messages" else None
                if outside is not None and outside[2] and outside[1] == p:
                    # (its brackets kept, one closed before its placeholder: "(προεπιλογή): $HELPER_DIRECTOR" for
                    # "(default: $HELPER_DIRECTOR)", a bracket moved; tester t9bh bh-brk11's kind, fixzn)
                    message = _say(ui_lang, _("'{field}' stands inside the English's brackets '{text}' but outside "
                                              "the translation's: a bracket moved?"), field=outside[0],
                                   text=_short(source_en[p.start:p.end]))
                moved = closing_moved_before_kept(source_en, target, lang) if domain == "messages" and (
                    outside is None or not outside[2] or outside[1] != p) else None
                if moved is not None:
                    # (its brackets kept, closed before the examples it ends with: "(δώστε εκτελεστή και αποτέλεσμα),
                    # π.χ. 4SN=, 4SN-1" for "(give the declarer and the result, e.g. 4SN=, 4SN-1)", a bracket moved:
                    # tester t9bt bt-bra20's kind, fizn)
                    add("brackets", WARNING, _say(ui_lang, _CLOSES_EARLY, words=_short(moved)), moved)
                else:
                    add("brackets", WARNING, message, source_en[p.start:p.end], side="source")
                said_missing.append((p.start, p.end))
                words_kept.append((p.start, p.end))
                continue
            if domain == "messages":
                continue  # an interface translation may gloss freely: only its brackets dropped, words kept, are
                # said (tester t9bb bra245, bra587, bra588: "(pair or team)" as "ζεύγος ή ομάδα"; fixwd)
            message = _say(ui_lang, _("parenthetical of the English missing in the translation: '{text}'"),
                           text=_short(source_en[p.start:p.end]))
            before = len(findings)
            add("one-language", WARNING, message, source_en[p.start:p.end], side="source")
            if len(findings) > before:
                missing_said_at.append((p.start, p.end, before))
            # its brackets and the terms only it names are that finding's (el 12C1(e) without "(άσχετο με την
            # παράβαση)" also said its brackets missing and ανωμαλία where the term for "infraction" is expected,
            # "infraction" being named only inside it; fix9gb)
            said_missing.append((p.start, p.end))
    if domain == "messages" and not said_missing and not missing_said_at and not bracket_problems(target):
        # "(teams)" of "the NS score at the other table (teams)" with no bracket left in its place: its word run on
        # or dropped, the gloss no longer set apart (a one-word parenthetical is no substantive one; fixza); a
        # bracket of the translation left unopened or unclosed ("跳过）" for "(skipped)") is that finding's alone
        # (tester t9bi bi-brk13)
        lost = _short_parenthetical_unbracketed(source_en, target, gone_spans + _lost_values_glosses(source_en,
                                                                                                   target), lang)
        if lost is not None:
            message = _say(ui_lang, _("the English's parenthetical '{text}' has no brackets in the translation: its "
                                      "words run on, or are dropped?"), text=_short(source_en[lost.start:lost.end]))
            add("brackets", WARNING, message, source_en[lost.start:lost.end], side="source")
            said_missing.append((lost.start, lost.end))
    if domain == "messages" and not said_missing and not missing_said_at and not any(
            f.check == "brackets" for f in findings):
        # a placeholder the English sets inside brackets, outside the translation's: "internal error ({kind}:
        # {detail})" as 内部错误（{kind}）：{detail} (its closing bracket moved, tester t9bg bg-bra07), "(Law {law})" as
        # "…牌手{law}。" (its brackets dropped, the placeholder kept: tester t9bg bg-bra20); fixzj
        outside = field_out_of_brackets(source_en, target)
        if outside is not None and not outside[2] and not re.search(
                r"[^\W\d_]", re.sub(r"\{[^{}]*\}", "", source_en[outside[1].start + 1:outside[1].end - 1])) \
                and (_field_set_apart(source_en, target, outside[0], outside[1])
                     and not _field_run_on_at_end(source_en, target, outside[0], outside[1])
                     or _field_said_by_kind(target, outside[0], lang)):
            # a bracket of the placeholder alone, "({terminal})", rendered set apart otherwise: a clause of its own with
            # a label (终端 {terminal}，…), after a colon, a comma or a dash (“{value}”符合多个答案：{numbers}；…): no
            # words of the English's set apart, no brackets dropped (tester t9bb's reordering, test_check_fixwa; fjan);
            # "{appeal} {date}" for "{appeal} ({date})" still is, and so is one run into the sentence, "答案行上保留的
            # 答案{answer}是…", "απαντήσεις {numbers}: …" (tester t9by by-bra04, by-bra17, by-bra18; fjan) or run on
            # at the end where the English's bracket stood, "待审校的旧版文本{origin}" (tester t9bo bo-bra11, fiyp:
            # :func:`_field_run_on_at_end`); nor one said with the word of its kind, "… για {entry} στις {time}" for
            # "… of {entry} was saved ({time})" (:func:`_field_said_by_kind`, fjav)
            outside = None
        if outside is not None:
            field, group, moved = outside
            text, early = source_en[group.start:group.end], None
            if moved:
                message = _say(ui_lang, _("'{field}' stands inside the English's brackets '{text}' but outside the "
                                          "translation's: a bracket moved?"), field=field, text=_short(text))
            elif (early := closing_moved_before_kept(source_en, target, lang)) is not None:
                # (its brackets kept, closed before the examples it ends with, "（请给出庄家和结果），例如 4SN=、4SN-1" for
                # "(give the declarer and the result, e.g. 4SN=, 4SN-1)": a bracket moved, tester t9bt bt-bra20's
                # kind, fizn)
                message = _say(ui_lang, _CLOSES_EARLY, words=_short(early))
            else:
                message = _say(ui_lang, _("the brackets of the English's parenthetical '{text}' are missing in the "
                                          "translation: its words are kept, no longer set apart?"), text=_short(text))
            if early is not None and not moved:
                add("brackets", WARNING, message, early)
            else:
                add("brackets", WARNING, message, text, side="source")
            said_missing.append((group.start, group.end))
    # national notes and damaged words are not compared again (the damage is one finding)
    target_cmp = _spans_without(target, [(p.start, p.end) for p in national])
    if damaged:  # filled with a capital letter: a damaged first word still starts a sentence
        filled = list(target_cmp)  # each span filled at once (each character against every span was quadratic)
        for s, e in damaged:
            s, e = max(s, 0), min(e, len(filled))
            if s < e:
                filled[s:e] = "X" * (e - s)
        target_cmp = "".join(filled)
    for start, end in doubled_percents:  # (its second sign blanked: the number is the English's percentage)
        target_cmp = target_cmp[:start + 1] + " " + target_cmp[start + 2:]
    source_cmp = source_en

    # law references
    # relative references resolved in the law paragraph ("see also C1(d)" in 12C2(a) is 12C1(d), however cited)
    src_refs = [r._replace(key=resolve_ref(r.key, paragraph)) for r in extract_refs(source_cmp)]
    tgt_refs = _mended_refs(target_cmp, paragraph, {r.key for r in src_refs})
    src_keys, tgt_keys = Counter(r.key for r in src_refs), Counter(r.key for r in tgt_refs)
    missing_keys = [k for k in src_keys if k not in tgt_keys]
    added_keys = [k for k in tgt_keys if k not in src_keys]
    first = {}
    for side, r in [("s", r) for r in src_refs] + [("t", r) for r in tgt_refs]:
        # "12C1©" is a mis-decoded "(c)" (the encoding check's one finding): quoted as "12C1(c)" (fix9ad); the side
        # from the list it came from ("r in src_refs" for each made thousands of references quadratic: fix9bf)
        first.setdefault((side, r.key), r.text.replace("©", "(c)"))
    differs: list[tuple[str, str]] = []  # (English key, translation key) of each reference said to differ
    for key in list(missing_keys):
        partner = next((a for a in added_keys if _same_family(key, a)), None)
        if partner is not None:
            missing_keys.remove(key)
            added_keys.remove(partner)
            differs.append((key, partner))
            message = _say(ui_lang, _("law reference differs: '{source}' in the English, '{target}' in the translation"),
                           source=first[("s", key)], target=first[("t", partner)])
            add("law-reference", ERROR, message, f"{first[('s', key)]} / {first[('t', partner)]}", "both")
    if len(missing_keys) == 1 and len(added_keys) == 1:
        # one reference of the English, another in its place (第78条 as 第87条): one defect, one finding
        key, partner = missing_keys.pop(), added_keys.pop()
        differs.append((key, partner))
        message = _say(ui_lang, _("law reference differs: '{source}' in the English, '{target}' in the translation"),
                       source=first[("s", key)], target=first[("t", partner)])
        add("law-reference", ERROR, message, f"{first[('s', key)]} / {first[('t', partner)]}", "both")
    if domain == "messages" and not differs and not missing_keys and not added_keys:
        # a subparagraph letter standing alone, no law id before it, said as another ("'(c)' damaged" as
        # "αλλοιωμένο «(d)»": tester t9be lawrel10; fixze): each text's letters in brackets outside its references,
        # one of the English's missing and one other in its place (a Greek letter, (γ) for (c), is no Latin one)
        letters = lambda text, refs: Counter(m.group() for m in _LONE_LETTER.finditer(
            _spans_without(text, [(r.start, r.end) for r in refs])))
        lost_letters = letters(source_cmp, src_refs) - letters(target_cmp, tgt_refs)
        new_letters = letters(target_cmp, tgt_refs) - letters(source_cmp, src_refs)
        if sum(lost_letters.values()) == 1 and sum(new_letters.values()) == 1:
            key, partner = next(iter(lost_letters)), next(iter(new_letters))
            message = _say(ui_lang, _("law reference differs: '{source}' in the English, '{target}' in the translation"),
                           source=key, target=partner)
            add("law-reference", ERROR, message, f"{key} / {partner}", "both")
    if domain == "messages" and not differs and not missing_keys and not added_keys:
        # the references given to each other's options ("--ns and --ew (Law 86B2), or --assigned-result and
        # --other-table (Law 86B1)" with 86B1 and 86B2 swapped: tester t9bk bk-ref09; fixzx): compared by their
        # place, as placeholders are
        moved = refs_moved_between(source_cmp, target_cmp, src_refs, tgt_refs)
        if moved:
            from helper.i18n import join_clauses

            details = join_clauses((_say(ui_lang, _("'{ref}' after {expected} in the English, after {found} in the "
                                                    "translation"), ref=first[("s", key)], expected=mine,
                                         found=theirs) for key, mine, theirs in moved), ui_lang)
            add("law-reference", ERROR, _say(ui_lang, _("law references swapped: {details}"), details=details),
                " ".join(first[("t", key)] for key, _m, _t in moved), "both")
    # the references of an English sentence with no translation at all are that sentence's (the sentences
    # check's one finding: 12C2(d)'s second sentence dropped is not also its "(a)" and "(b)" missing; fix9i)
    src_sentences, tgt_sentences = sentences(source_cmp, "en"), sentences(target_cmp, lang)
    # the sentences aligned once: every comparison below that asks which sentence has no partner reads it here
    aligned = alignment(src_sentences, tgt_sentences, lang, substitutions=True)
    if (aligned.lost or aligned.extra) and len(src_sentences) == len(tgt_sentences) and (
            swapped_side(source_cmp, target_cmp, lang) is not None or swapped_pairs(source_cmp, target_cmp, lang)):
        # the sides swapped (86B2(b) "The offending side shall receive" as Ο αναίτιος άξονας θα λάβει): read again
        # with a side's labels and terms as one anchor; if every sentence pairs then, the swap is the sides' one
        # finding, not a sentence lost and one added too (fix9p)
        again = alignment(src_sentences, tgt_sentences, lang, substitutions=True, sides=False)
        unpaired = set(aligned.lost) | set(aligned.extra)
        if not again.lost and not again.extra and all(
                len(mine) == len(theirs) == 1 and same_but_sides(mine[0], theirs[0], lang)
                for mine, theirs in again.pairs if unpaired & set(mine + theirs)):
            aligned = again
    changed_key = key_differences(source_en, target) if domain == "messages" and (aligned.lost or aligned.extra) \
        else []
    if len(changed_key) == 1 and all(changed_key[0]) and len(changed_key[0][0]) == len(changed_key[0][1]):
        # a key changed ("Press a again" as 再按 b) is the keys check's one finding: its sentence, an anchor of which
        # is the key, is read again with the English's key and pairs (fix9fc: it was also "a sentence replaced?")
        english_key, found_key = changed_key[0]
        key_at = re.compile(rf"(?<![\w^]){re.escape(found_key)}(?!\w)")
        keyed = [Sentence(t.start, t.end, key_at.sub(english_key, t.text)) for t in tgt_sentences]
        again = alignment(src_sentences, keyed, lang, substitutions=True)
        if not again.lost and not again.extra:
            aligned = again
    native_keys = translated_keys(source_en, target) if domain == "messages" else []
    if native_keys and (aligned.lost or aligned.extra):
        # the one-letter keys given as letters of the translation's script ("y: discard, n: go on" as "ν: απόρριψη,
        # ο: συνέχεια"; fix9ob, tester t9ax el_msgs012) are the keys check's one finding: the sentences, anchored by
        # the keys, are read again with the English's keys and pair
        keyed = []
        for t in tgt_sentences:
            text = t.text
            for english_key, found_key in native_keys:
                text = re.sub(rf"(?<!\w){re.escape(found_key)}(?=\s*[:：/)）])", english_key, text, count=1)
            keyed.append(Sentence(t.start, t.end, text))
        again = alignment(src_sentences, keyed, lang, substitutions=True)
        if not again.lost and not again.extra:
            aligned = again
    if domain == "messages" and (aligned.lost or aligned.extra) and answer_keys(source_en):
        # the answer keys explained in the translation's words ("(y / n)" as "(y = ναι, n = όχι)", "（y=是，n=否）") or
        # with a key dropped ("(y)"): the sentence is read again with the English's bracket; a key dropped is then
        # the keys check's one finding, not a sentence replaced (fix9sa)
        keyed = [Sentence(t.start, t.end, answer_keys_restored(source_en, t.text) or t.text) for t in tgt_sentences]
        if any(k.text != t.text for k, t in zip(keyed, tgt_sentences)):
            again = alignment(src_sentences, keyed, lang, substitutions=True)
            if not again.lost and not again.extra:
                aligned = again
    renamings = _renamed_placeholder(source_en, target) if domain == "messages" and (aligned.lost or aligned.extra) \
        else []
    for english_field, found_field in renamings:
        # a placeholder renamed ("第 {id} 号裁决" as "第 {ruling} 号裁决") is the placeholders check's one finding: its
        # sentence, an anchor of which is the placeholder, is read again with the English's name and pairs (tester
        # t9av v423: it was also "one does not pair … a sentence replaced?"); a name the English uses twice misspelt
        # in one place ("Πατήστε ξανά {keys}." for "Press {key} again.", tester t9aw el_msgs019) likewise
        # (a name the English has too, "{id}" for "{number}" with the English's "{id}" kept, is read back in one
        # place at a time: tester t9bp bp-ph10, fiys)
        shared = found_field in source_en
        tries = [[Sentence(t.start, t.end, t.text.replace(found_field, english_field)) for t in tgt_sentences]] \
            if not shared else [
                [Sentence(t.start, t.end, t.text[:m.start()] + english_field + t.text[m.end():]) if j == i else t
                 for j, t in enumerate(tgt_sentences)]
                for i, sentence in enumerate(tgt_sentences) for m in re.finditer(re.escape(found_field), sentence.text)]
        again = next((a for a in (alignment(src_sentences, fielded, lang, substitutions=True) for fielded in tries)
                      if not a.lost and not a.extra), None)
        if again is not None:
            aligned = again
            break
    if domain == "messages" and (aligned.lost or aligned.extra) and len(src_sentences) == len(tgt_sentences):
        # two placeholders swapped ("Start a new ruling from Law {id}? Ruling {number} stays …" as "…Νόμο {number};
        # Η απόφαση {id} μένει …": tester t9bk bk-plh21, fixzy) are the placeholder-order check's one finding: the
        # sentences, anchored by their placeholders, are read again with the two swapped back and pair
        english_fields = [m.group() for m in _PLACEHOLDER.finditer(source_en)]
        found_fields = [m.group() for m in _PLACEHOLDER.finditer(target)]
        if len(set(english_fields)) == len(english_fields) and sorted(english_fields) == sorted(found_fields):
            for i, one in enumerate(english_fields):
                for other in english_fields[i + 1:]:
                    if found_fields.index(one) < found_fields.index(other):
                        continue
                    back = {one: other, other: one}  # (not "first": the references' dict of that name, read below)
                    fielded = [Sentence(t.start, t.end, _PLACEHOLDER.sub(lambda m: back.get(m.group(), m.group()),
                                                                          t.text)) for t in tgt_sentences]
                    again = alignment(src_sentences, fielded, lang, substitutions=True)
                    if not again.lost and not again.extra:
                        aligned = again
                        break
                if not (aligned.lost or aligned.extra):
                    break
    if (aligned.lost or aligned.extra) and lang in ("zh", "el"):
        # a bracket that lost its partner ("[The text is … lists it whole.]" as "… το παραθέτει ολόκληρο.]") is the
        # brackets check's one finding: the translation is read again with the bracket whole, from its start or to
        # its end, and if its sentences pair then, none is said added or lost (tester t9bt bt-bra18, fizl)
        mended = sentences_bracket_mended(target_cmp, lang)
        if mended is not None:
            again = alignment(src_sentences, mended, lang, substitutions=True)
            if not again.lost and not again.extra:
                aligned, tgt_sentences = again, mended
    if (aligned.lost or aligned.extra) and lang in ("zh", "el"):
        # English left inside a sentence is the untranslated-run's one finding, not sentences of its own: its "？"
        # ends no sentence of the translation, and English appended alone adds none (fix9bd, tester 9x: 如果 incorrect
        # rectification？裁判可以判给调整分。 gave three sentences findings beside it); read so when that pairs better
        left = _left_spans(source_en, _spans_without(target_cmp, damaged) if damaged else target_cmp, domain, lang)
        joined = english_joined(tgt_sentences, target_cmp, left)
        if joined is not tgt_sentences:
            again = alignment(src_sentences, joined, lang, substitutions=True)
            if len(again.lost) + len(again.extra) < len(aligned.lost) + len(aligned.extra):
                aligned, tgt_sentences = again, joined
    # a sentence whose condition is missing, translated without it, is that condition's finding (12C3; fix9ad)
    # (and likewise a sentence whose parenthetical is said to have no translation, _dropped_parenthetical: fix9bn,
    # tester 9z N22; not any lost clause: a sentence dropped and another added keeps its sentences findings)
    bracketed = [(a, b) for a, b, _c in lost_clauses if source_en[a] == "(" and source_en[b - 1] == ")"]
    # (and a sentence said to have lost a clause of no number, _dropped_clauses, read as that sentence without it:
    # tester t9av v237, zh 12B1 without "，并取消违规方…任何利益" was also "one does not pair … a sentence replaced?")
    # (law texts only: in an interface string a sentence dropped and another added hid behind a clause so read,
    # test_catalog_mutations' drop-and-add-sentence)
    # (but a part before a semicolon said dropped, its clause after the semicolon the translation: in an interface
    # string too, "Press F2 again to save it all the same; edit on to change it." as 继续编辑可修改。, tester t9be
    # sentzh06: that part's one finding, no sentence replaced)
    heads = [(a, b) for a, b in clauses_dropped if source_en[b - 1:b] == ";"]
    # (and a part before a colon said dropped whose sentence's rest carries what the translation says, all of it: "In
    # an individual each player is a contestant: only the offender is penalised." as 只罚违规者。, tester t9bj bj-sen16,
    # fixzt; a sentence dropped and another added carries other things)
    heads += [(a, b) for a, b in clauses_dropped if source_en[b - 1:b] == ":" and domain == "messages"
              and _rest_carried(source_en, b, target, lang)]
    aligned = without_condition(aligned, dropped_conditions + bracketed + (clauses_dropped if domain == "laws" else heads),
                                lang, _negations)
    # an added sentence named by what it carries, not its neighbour of the same length (fix9al)
    aligned = added_named(aligned, tgt_sentences, lang, _negations)
    # a short negated sentence with no translation, joined by length to its neighbour (t9bb sen187)
    aligned = negated_left_out(aligned, lang, _negations)
    # a condition replaced by a sentence of the translator's own (zh 12A3 "如果对违规的纠正有误，裁判可判给调整分。" as
    # "裁判可判给调整分。双方各得60%。"): the condition's one finding names the sentence said in its place, not a
    # sentence added too (fix9na)
    if dropped_conditions and aligned.extra and domain == "laws":
        aligned, replacing = _condition_replaced(aligned, tgt_sentences, dropped_conditions, source_en, lang, findings,
                                                 ui_lang)
    else:
        replacing = []

    def all_added(spans) -> bool:
        """Whether ``spans`` of the translation all lie in sentences the English has not, when it has more sentences
        than the English (their sentences finding names them: fix9cb)."""
        spans = list(spans)
        extra = aligned.extra + replacing if len(tgt_sentences) > len(src_sentences) else []
        return bool(extra) and bool(spans) and all(any(s.start <= a and b <= s.end for s in extra) for a, b in spans)
    if missing_keys and len(src_sentences) > len(tgt_sentences):
        gone = aligned.lost
        missing_keys = [k for k in missing_keys
                        if not all(any(g.start <= r.start < g.end for g in gone) for r in src_refs if r.key == k)]
    if missing_keys and lost_clauses:  # a lost clause's references are that clause's one finding (fix9k)
        missing_keys = [k for k in missing_keys if not all_gone((r.start, r.end) for r in src_refs if r.key == k)]
    # a reference only a missing parenthetical of the English held (12A "(in team play see Law 86B)" dropped whole):
    # that parenthetical's one finding names it, "(it carried 86B)", an error (fixye, tester t9bd law03; as its
    # numbers, fix9gd)
    carried_refs: dict[int, list[str]] = {}
    for key in list(missing_keys):
        spans = [(r.start, r.end) for r in src_refs if r.key == key]
        holder = next((index for a, b, index in missing_said_at if spans and all(a <= at < b for at, _e in spans)),
                      None)
        if holder is not None:
            carried_refs.setdefault(holder, []).append(first[("s", key)])
    missing_keys = [k for k in missing_keys if first[("s", k)] not in
                    {ref for refs in carried_refs.values() for ref in refs}]
    for key in missing_keys:
        message = _say(ui_lang, _("law reference '{ref}' of the English is missing in the translation"),
                       ref=first[("s", key)])
        add("law-reference", ERROR, message, first[("s", key)], "source")
    for key in added_keys:
        message = _say(ui_lang, _("law reference '{ref}' in the translation is not in the English"),
                       ref=first[("t", key)])
        add("law-reference", ERROR, message, first[("t", key)])
    # a reference with no letter ("proceeds as above", "The foregoing") the translation lacks: 86B3's second part
    # replaced by a sentence of the translator's own opening with the same "however" (不过, Ωστόσο) and keeping the
    # condition no longer proceeds as B2 does (fix9ai); inside a part already said to be lost, or in a sentence
    # whose condition is said to be missing (the sentence replaced whole: one finding), it is that finding's
    backs_missing = []  # (the references said missing: the words in their place are the translator's own rule)
    if domain != "messages" and not fuzzy and not damaged:
        for start, end in back_references_missing(source_cmp, target_cmp, lang):
            held = [(s.start, s.end) for s in src_sentences if s.start <= start < s.end]
            if re.search(rf"(?<!\w){re.escape(source_en[start:end])}(?!\w)", target, re.IGNORECASE):
                continue  # left in English ("… the Director proceeds as above." untranslated): that run's one
                # finding (fixye, tester t9bd unt09)
            if not all_gone([(start, end)]) and not any(a <= c < b for a, b in held for c, _e in dropped_conditions):
                backs_missing.append((start, end))
                message = _say(ui_lang, _("the reference '{text}' of the English (to what the law says before or "
                                          "after) is missing in the translation"), text=source_en[start:end])
                add("law-reference", ERROR, message, source_en[start:end], "source")

    # a reference the English refers the reader to said as an exception ("(but see A above)" as （但A款除外）, "(εκτός
    # από την Α)": what A says now left out of the rule; fix9id), one finding; not where the reference is said to
    # differ (its one finding)
    excepted = see_made_exception(source_cmp, target_cmp, src_refs, tgt_refs, lang) if not fuzzy else None
    if excepted is not None and not any(key == excepted[0].key for key, _p in differs):
        message = _say(ui_lang, _("the English refers the reader to {ref} ('{english}'), the translation makes it an "
                                  "exception ('{found}'): a cross-reference made an exclusion?"),
                       ref=excepted[0].text.replace("©", "(c)"), english=excepted[1].replace("©", "(c)"),
                       found=excepted[2])
        add("law-reference", ERROR, message, excepted[2], "both")

    # numbers (outside references)
    src_nums = extract_numbers(source_cmp, "en", [(r.start, r.end) for r in src_refs])
    tgt_nums = extract_numbers(target_cmp, lang, [(r.start, r.end) for r in tgt_refs])
    # a half in words where the other text writes 1/2 (每平一次得一半, "μισό"): the same number (fix9ch); or 0.5 ("a
    # half per tie" as 计0.5分, "0,5 για κάθε ισοπαλία": keyed as that text writes it; tester t9br br-num19, fiyz)
    half = lambda nums: next((n.key for n in nums if n.key in ("1/2", "0.5")), None)  # noqa: E731
    if (half(src_nums) is None) != (half(tgt_nums) is None):
        if half(src_nums) is not None:
            tgt_nums = sorted(tgt_nums + [n._replace(key=half(src_nums)) for n in halves(target_cmp, lang)],
                              key=lambda n: n.start)
        else:
            src_nums = sorted(src_nums + [n._replace(key=half(tgt_nums)) for n in halves(source_cmp, "en")],
                              key=lambda n: n.start)
    # counts in words bounding a quantity ("two or more" as 三个或更多, "more than one" as 不止两个) when both texts
    # have some: compared as numbers (fix9n)
    src_q = quantity_numbers(source_cmp, "en")
    # (not the translation's 多个 for the English's "Multiple": 86B2's title, fix9rb)
    said_q = quantity_numbers(target_cmp, lang)
    tgt_q = read_quantities(src_q, counts_only(source_cmp, said_q))
    src_all, tgt_all = (src_nums + src_q, tgt_nums + tgt_q) if src_q and tgt_q else (src_nums, tgt_nums)
    if src_q and said_q and not tgt_q and domain == "laws" and not fuzzy:
        # the translation's only count words render the English's "Multiple": a count of the English said nowhere
        # (86B2's title "… at One or More Tables" as "Σε Τραπέζια") is missing, unless its bound alone was dropped
        # (the alternative's finding: "Σε Ένα Τραπέζι")
        from helper.catalog.checks.alternatives import dropped_count_bounds

        if not dropped_count_bounds(source_cmp, target_cmp, lang):
            src_all = src_nums + src_q
    src_set, tgt_set = {n.key: n for n in src_all}, {n.key: n for n in tgt_all}
    lost = [k for k in src_set if k not in tgt_set]
    gained = [k for k in tgt_set if k not in src_set]
    lost_with_sentence = [k for k in lost if all_gone((n.start, n.end) for n in src_all if n.key == k)]
    lost = [k for k in lost if k not in lost_with_sentence]
    # a number only a missing parenthetical of the English said (12C2(a) without "(50% in pairs)"): that
    # parenthetical's one finding names it, an error as the number lost is, not "number 50% … missing" too (fix9gd)
    carried_by: dict[int, list[str]] = {index: list(refs) for index, refs in carried_refs.items()}
    for key in list(lost):
        spans = [(n.start, n.end) for n in src_all if n.key == key]
        holder = next((index for a, b, index in missing_said_at if all(a <= at < b for at, _e in spans)), None)
        if holder is not None:
            lost.remove(key)
            lost_with_sentence.append(key)
            carried_by.setdefault(holder, []).append(_written(source_cmp, src_set[key], "en"))
    for index, items in carried_by.items():
        finding = findings[index]
        separator = "、" if ui_lang.startswith("zh") else ", "
        findings[index] = replace(finding, severity=WARNING if fuzzy else ERROR, message=_say(
            ui_lang, _("parenthetical of the English missing in the translation: '{text}' (it carried {items})"),
            text=_short(finding.fragment), items=separator.join(items)))
    # likewise a number only in a sentence the English has not (an added sentence "Κάθε άξονας λαμβάνει 60%."): that
    # sentence's one finding names it, not "number 60% in the translation is not in the English" too (fix9cb)
    gained = [k for k in gained if not all_added((n.start, n.end) for n in tgt_all if n.key == k)]
    if "0" in lost and "0" not in tgt_set and zero_as_sign(source_cmp, target_cmp, lang):
        lost.remove("0")  # "cannot be below 0" as 不能为负数 / "δεν ... αρνητική" (fix9r)
    # every number said, one of them once more and another once less in its place ("one per tie" as 每打平一个计2分
    # beside the other 2s: fix9ma, tester t9aw zh_msgs026): that number changed, one "number differs", the numbers
    # in words read no more
    in_order = None
    if not lost and not gained and not lost_with_sentence and not fuzzy:
        spans = lambda refs, nums: [(r.start, r.end) for r in refs] + [(n.start, n.end) for n in nums]
        in_order = changed_in_order(source_cmp, target_cmp, lang, src_all, tgt_all, spans(src_refs, src_all),
                                    spans(tgt_refs, tgt_all))
        if in_order is not None and all_gone([(in_order[0].start, in_order[0].end)]):
            in_order = None
    # two numbers swapped, each item of a list in its place ("2: two per score beaten, one per tie" as "2: ένας για
    # κάθε αποτέλεσμα που ξεπεράστηκε, δύο για κάθε ισοπαλία": tester t9bx bx-num15, fjag): one finding naming both
    num_swap = None
    if in_order is None and not lost and not gained and not lost_with_sentence and not fuzzy:
        num_swap = swapped_in_order(source_cmp, target_cmp, lang, src_all, tgt_all, spans(src_refs, src_all),
                                spans(tgt_refs, tgt_all))
        if num_swap is not None and all_gone([(num_swap[0].start, num_swap[1].end)]):
            num_swap = None
    said_word = None
    if num_swap is not None:
        english, found = source_cmp[num_swap[0].start:num_swap[1].end], target_cmp[num_swap[2].start:num_swap[3].end]
        message = _say(ui_lang, _("'{english}' in the English is '{found}' in the translation: {number} and {other} "
                                  "swapped?"), english=_short(english), found=_short(found),
                       number=f"'{_written(source_cmp, num_swap[0], 'en')}'",
                       other=f"'{_written(source_cmp, num_swap[1], 'en')}'")
        add("number", ERROR, message, found, "both")
    elif in_order is not None:
        said_s, said_t = _written(source_cmp, in_order[0], "en"), _written(target_cmp, in_order[1], lang)
        message = _say(ui_lang, _("number differs: {source} in the English, {target} in the translation"),
                       source=said_s, target=said_t)
        add("number", ERROR, message, f"{said_s} / {said_t}", "both")
        said_word = in_order[1]
    else:
        # (a number word written twice, "μεταξύ δύο δύο ή" in el 86B3, is the doubled finding's: its second copy is
        # no number more; nor is one of a sentence the English has not, that sentence's finding: fix9ma, t9aw
        # el_laws112 "… στο πλησιέστερο δέκα." added)
        added = [(s.start, s.end) for s in aligned.extra] if len(tgt_sentences) > len(src_sentences) else []
        said_word = _word_numbers(source_cmp, _spans_without(target_cmp, doubled_copies(target_cmp, lang,
                                                                                        source_cmp) + added),
                                  lang, (src_refs, src_all), (tgt_refs, tgt_all), lost, gained, all_gone, ui_lang, add)
        if said_word is not None:
            # an alternative said missing whose indefinite quantity a number now says (86B3 "the same or multiple
            # contestants" as "δύο αγωνιζόμενων": "multiple in the English, δύο in the translation") is that
            # number's one finding (fix9kb)
            findings[:] = [f for f in findings if not (
                f.check == "sentences" and f.fragment and f.fragment.startswith("or ") and any(
                    indefinite_named(other.fragment.split(" / ")[0], f.fragment) for other in findings
                    if other.check == "number" and other.fragment and " / " in other.fragment))]
    changed = set()  # the translation's keys said to stand for another number of the English
    # a number replaced by another the text already has (12C2(a) 60% as 百分之五十 beside the 50% case, tester 9ab):
    # the translation says that other number once more than the English does; its partner (fix9bu)
    mine, theirs = Counter(n.key for n in src_all), Counter(n.key for n in tgt_all)
    surplus = [k for k in tgt_set if theirs[k] > mine[k] and k not in gained]
    renumbered = False
    for key in list(lost):
        partner = next((g for g in gained if g.rstrip("%") == key.rstrip("%")), None)
        if partner is None and len(lost) == 1 and len(gained) == 1 and (
                _same_place(src_all, tgt_all, key, gained[0])
                or all(re.fullmatch(r"(?:19|20)\d\d", k) for k in (key, gained[0]))):
            # (a year said as another, wherever the sentence puts it: "1997 Law 86A from source 002" as "来源 002 的1987
            # 年版第86条A款", another edition of the Laws; fixwe)
            partner = gained[0]
            # the new number bound as another number of the English is ("exceeding 60%" of 12C2(c) whose 1997 Chinese
            # lacks the "less than 40%", its 已超过60％ made 已超过70％; fix9ic, tester t9as ZL46): that number's
            # partner, the one missing still missing
            other = _bound_partner(src_nums, tgt_nums, source_cmp, target_cmp, lang, key, partner)
            if other is not None:
                gained.remove(partner)
                changed.add(partner)
                said_s = _written(source_cmp, src_set[other], "en")
                said_t = _written(target_cmp, tgt_set[partner], lang)
                message = _say(ui_lang, _("number differs: {source} in the English, {target} in the translation"),
                               source=said_s, target=said_t)
                add("number", ERROR, message, f"{said_s} / {said_t}", "both")
                break
        if partner is None and not gained and len(lost) == 1 and not fuzzy:  # (an older edition may say it twice)
            again = [k for k in surplus if k.endswith("%") == key.endswith("%")]
            if len(again) == 1:
                partner = again[0]
                renumbered = True  # the numbers then go with other labels: this one finding says why
        if partner is not None:
            lost.remove(key)
            if partner in gained:
                gained.remove(partner)
            changed.add(partner)
            shown = tgt_set[partner]
            if renumbered:  # the number said once more: as the translation writes it in digits where it does (fix9ch)
                shown = next((n for n in reversed(tgt_all) if n.key == partner and re.search(r"\d", n.text)), shown)
            message = _say(ui_lang, _("number differs: {source} in the English, {target} in the translation"),
                           source=src_set[key].text, target=shown.text)
            add("number", ERROR, message, f"{src_set[key].text} / {shown.text}", "both")
    # a number the English says twice changed once ("from -24 to 24" as "από 0 έως 24", 86B2(a)'s second "one or
    # more" as 两副或更多): the occurrence the translation says no more is the one changed, one "number differs"
    # quoting both as written, not "0 in the translation is not in the English" naming no number of the English
    # (fix9fc)
    if not lost and len(gained) == 1 and not fuzzy:
        new = tgt_set[gained[0]]
        short = _said_less(src_all, tgt_all, source_cmp, target_cmp, lang, new)
        if short is not None and not all_gone([(short.start, short.end)]):
            gained.clear()
            changed.add(new.key)
            said_s, said_t = _written(source_cmp, short, "en"), _written(target_cmp, new, lang)
            message = _say(ui_lang, _("number differs: {source} in the English, {target} in the translation"),
                           source=said_s, target=said_t)
            add("number", ERROR, message, f"{said_s} / {said_t}", "both")
    for key in lost:
        said_s = _written(source_cmp, src_set[key], "en")
        message = _say(ui_lang, _("number {number} of the English is missing in the translation"), number=said_s)
        add("number", ERROR, message, said_s, "source")
    for key in gained:
        said_t = _written(target_cmp, tgt_set[key], lang)
        message = _say(ui_lang, _("number {number} in the translation is not in the English"), number=said_t)
        add("number", ERROR, message, said_t)
    # a contract written with another level ("7NTXN=" as 6NTXN=: tester t9bb num020, fixwe): the level, a digit glued to
    # letters, is no number of the above, but the Director reads another contract
    for english, found in contract_levels_changed(source_cmp, target_cmp):
        message = _say(ui_lang, _("number differs: {source} in the English, {target} in the translation"),
                       source=english, target=found)
        add("number", ERROR, message, f"{english} / {found}", "both")
    # the offending and non-offending sides swapped (12C1(e)(i) 违规方 as 非违规方, 86B2(b) "The offending side shall
    # receive" as 非违规方应得到): one error, not the labels, numbers, sentences and terms it upsets (fix9j)
    # and North-South for East-West or back (fix9l: "an outcome for NS only" as 仅用于东西的结果, "για ΑΔ")
    # (a side's name written twice, 非违规方违规方, is the doubled finding, not a swap: its second copy is left out;
    # tester t9az z570)
    side_swap = swapped_side(source_cmp, _spans_without(target_cmp, doubled_copies(target_cmp, lang, source_cmp)), lang)
    if side_swap is not None and _only_in_added_sentences(side_swap[1], target_cmp, aligned.extra, lang):
        side_swap = None  # a side named in a sentence the English has not: that sentence's finding, not a swap
    # the English's side named as often, the other side too in a clause of its own (12C1(e)(ii) 非违规方得不到补救 as
    # "非违规方得不到补救，违规方也得不到"; fix9ic, tester t9as ZL48): a clause added about the other side, not a swap;
    # that clause is left out of the negations compared below (its own negation is part of it)
    side_clause = side_clause_added(source_cmp, target_cmp, lang) if side_swap is not None and not fuzzy else None
    if side_clause is not None:
        side_swap = None
        message = _say(ui_lang, _("the translation adds '{found}' about the other side, which the English does not "
                                  "name here: a clause added, the rule extended to that side?"),
                       found=target_cmp[side_clause[0]:side_clause[1]].strip())
        add("sentences", ERROR, message, target_cmp[side_clause[0]:side_clause[1]].strip())
    # a side named generally ("either side", 任何一方) said as a particular one (12B2 对非违规方…有利; fix9ao): one
    # error, the sides swap it may look like (a side the English never names) left unsaid
    general = particular_for_general(source_cmp, target_cmp, lang)
    if general is not None and _only_in_added_sentences(general[1], target_cmp, aligned.extra, lang):
        general = None  # a side named in a sentence the English has not: that sentence's finding
    if general is not None:
        side_swap = general
        add("terminology", ERROR, _say(ui_lang, _("'{found}' where the English says '{english}': one particular side "
                                                  "where the English names the sides generally?"),
                                       found=general[1], english=general[0]), general[1], "both")
    # the side labels whose swap is said here: the one placeholder after the label ("NS {score}" as "ΑΔ {score}") is
    # no placeholder moved, the placeholder-order finding below would say the same swap again (fixye, tester t9bd sid21)
    said_labels: set[str] = set()
    for swap, text, labels in ((side_swap if general is None else None,
                                _("'{found}' where the English says '{english}': the offending and non-offending "
                                  "sides swapped?"), ("NOS", "OS")),
                               (swapped_direction(source_cmp, target_cmp, lang),
                                _("'{found}' where the English says '{english}': North-South and East-West "
                                  "swapped?"), ("NS", "EW")),
                               # a seat for another ("South" as 北家, "Βορράς": fixzq, tester t9bh bh-sid11, bh-sid26)
                               (swapped_seat(source_cmp, target_cmp, lang),
                                _("'{found}' where the English says '{english}': another seat (North, South, East or "
                                  "West)?"), ("N", "S", "E", "W"))):
        if swap is not None:
            english, found = swap
            said_labels.update(labels)
            add("terminology", ERROR, _say(ui_lang, text, found=found, english=english), found, "both")
    # opposite labels (average plus/minus, non-offending/offending) in the order of the English, unless each
    # goes with the same numbers and labels as in the English, the cases given in another order (meaning.order_matters)
    reported = set()
    replaced: set[str] = set()  # labels of the English another label replaced (_number_bindings said so)
    for order_s, order_t in (swapped_pairs(source_cmp, target_cmp, lang) if side_swap is None else []):
        pair_name = next(l.pair for l in meaning_labels(source_cmp, "en") if l.label == order_s[0])
        if not meaning_order_matters(source_cmp, target_cmp, lang, src_nums, tgt_nums, pair_name):
            continue
        if _labels_keep_placeholders(source_cmp, target_cmp, lang, pair_name):
            continue  # 平均负分 {minus} / 平均正分 {plus}: each label with its own value, only the order differs
        if domain == "messages" and placeholder_swaps(source_en, target, lang, bound_before)[0]:
            continue  # labels swapped, their placeholders unmoved: one placeholder-order finding says it (fix9i)
        reported.add(pair_name)
        separator = "、" if ui_lang.startswith("zh") else ", "
        shown = lambda order: separator.join(_say(ui_lang, label) for label in order)
        message = _say(ui_lang, _("labels in another order: {source} in the English, {target} in the translation: "
                                  "swapped, so that each goes to the other contestant?"),
                       source=shown(order_s), target=shown(order_t))
        add("terminology", ERROR, message, " / ".join(order_t), "both")

    # what each number goes with, clause by clause, whatever the order of the cases (meaning.differences):
    # 至少为60% made 至多为60%, a degree of fault changed, the first fault label made "in no way"
    said = side_swap is not None or renumbered or in_order is not None or num_swap is not None
    # (a number missing is its own finding: the numbers both texts have are still compared, the 1997 Chinese of
    # 12C2(c) without 40% with its 已超过60% made 低于60%, the bound reversed; fix9hc, tester 9ao z04)
    if not gained and not said:
        said = _number_bindings(src_nums, tgt_nums, source_cmp, target_cmp, lang, ui_lang, add, reported, replaced)
    if not lost and not gained and not lost_with_sentence and not said and domain == "laws":
        # a bound dropped (Law 12C2(a) 至少为60% made 为60%): the minimum made a fixed score (fix9i)
        for number, bound in dropped_bounds(source_cmp, target_cmp, lang, src_nums, tgt_nums):
            message = _say(ui_lang, _("{number} is qualified by '{bound}' in the English, by nothing in the "
                                      "translation: a minimum or maximum made a fixed score?"),
                           number=number, bound=_say(ui_lang, bound))
            add("number", ERROR, message, number, "both")
            said = True
    bound_said = bool(said) or "fault" in reported  # a degree of fault bound to another label, or swapped
    if not lost and not gained and not lost_with_sentence and src_set.keys() == tgt_set.keys():
        # (the numbers of a clause said to have no translation are that finding's: the signs are compared without
        # them, "…; the English has no 'usually' (the score is 3 IMPs …)" dropped leaves one English 3 for 正3或负3, no
        # sign swapped; tester t9cc cc-sen17's kind, fjbc)
        kept_nums = [n for n in src_nums if not any(a <= n.start < b for a, b in gone_spans)]
        if not said and not reported:
            _number_order(src_nums, tgt_nums, source_cmp, target_cmp, lang, ui_lang, add)
        _number_signs(kept_nums, tgt_nums, source_cmp, target_cmp, lang, ui_lang, add)
        if not any(f.check == "number" for f in findings):  # ("-24" as ένα: that number differs, its one finding)
            _minus_dropped(kept_nums, tgt_nums, source_cmp, target_cmp, lang, ui_lang, add)

    # what the rule obliges, forbids or allows, and how many it concerns (modality)
    cancelling = []  # the double negations found (below: their second negation is no negation added too)
    for start, end, found, kind in weakened_prohibitions(source_cmp, target_cmp, lang):
        if kind == "double":
            cancelling.append(found)
        if kind == "advise" and domain == "messages" and not fuzzy \
                and _inability_forbidden(source_cmp, target_cmp, lang) is not None:
            continue  # "cannot be read" as 不应读取: the inability made a prohibition, interface_modality's one finding (fjax)
        if kind == "need" and forbidding_words(source_cmp) == "not both" and not_both_changed(source_cmp, target_cmp,
                                                                                               lang):
            continue  # "not both" said changed (无须同时给出: 同时) is the choice's one finding (_choices; fixzc)
        if kind == "need":  # 不须 / "δεν χρειάζεται να" for "shall not" (fix9s)
            message = _say(ui_lang, _("'{found}' where the English forbids ('{english}'): the English forbids, the "
                                      "translation only says it is not required: the rule weakened?"),
                           found=found, english=forbidding_words(source_cmp))
        elif kind == "advise":  # 不宜 / "δεν συνιστάται" for "may not" (t9bb may084)
            message = _say(ui_lang, _("'{found}' (should not: advice) where the English forbids ('{english}'): the "
                                      "prohibition made a recommendation, the rule weakened?"),
                           found=found, english=forbidding_words(source_cmp))
        elif kind == "double":  # 并非不得 / "δεν απαγορεύεται" for "may not" (t9bb neg462)
            message = _say(ui_lang, _("'{found}' (two negations that cancel: not forbidden) where the English forbids "
                                      "('{english}'): the prohibition made a permission or a duty?"),
                           found=found, english=forbidding_words(source_cmp))
        else:
            message = _say(ui_lang, _("'{found}' (may ... not: a permission) where the English forbids ('shall not', "
                                      "'must not'): the rule weakened?"), found=found)
        add("terminology", ERROR, message, found)
    quantified: list[tuple[str, str]] = []  # the quantifiers changed (below; read by the terminology too)
    conceded: list[str] = []  # the English's concession clauses made a condition (below; fix9jb)
    if domain in ("laws", "pairs", "messages"):
        # an English sentence with no translation at all is the sentences check's one finding: its
        # negation is not missing "in the translation of" another sentence (fix9h)
        lost_sentences = aligned.lost
        # an English sentence left whole in the translation is the untranslated-run's one finding (fix9i)
        left_whole = [s for s in src_sentences if len(s.text) > 20 and s.text.strip() in target_cmp]
        source_neg = _spans_without(source_cmp, [(s.start, s.end) for s in lost_sentences + left_whole]
                                    + [(a, b) for a, b, _c in lost_clauses]  # a lost clause: its one finding (fix9k)
                                    + cut_spans)  # and what a translation cut off at its end lost (z53)
        # a word written twice ('δε δε λαμβάνει', 不不得) is the doubled finding's: its second copy negates nothing
        # more (tester 9ao e37)
        target_neg = _spans_without(target_cmp, doubled_copies(target_cmp, lang, source_cmp))
        if side_clause is not None:  # (above: its one finding)
            target_neg = _spans_without(target_neg, [side_clause])
        for sentence in left_whole:
            at = target_neg.find(sentence.text.strip())
            target_neg = _spans_without(target_neg, [(at, at + len(sentence.text.strip()))])
        # a sentence of the translation the English has not is the sentences check's one finding (all_added): its
        # words are compared with nothing of the English ("放弃后无法恢复。" added: its 后 no "before" said as "after";
        # tester t9bh bh-sen12, fixzo)
        if len(tgt_sentences) > len(src_sentences):
            target_neg = _spans_without(target_neg, [(s.start, s.end) for s in aligned.extra])
        # likewise a part of a sentence left in English with its negation ("…可能结果 had the infraction not
        # occurred。"): the untranslated run is the one finding, its "not" is not missing too (fix9al)
        source_neg, target_neg = _without_left_runs(source_neg, target_neg, domain, lang)
        # an answer label reversed ("Yes: no redeal …" as "Όχι: …", "No: …" as 是：…; tester t9az z496, z497): the
        # Director picks the answer to the opposite question; one error, a word said by its opposite (as "Enter a
        # whole number." as 请输入小数。 below), its Όχι / 不是 no negation added too
        reversed_label = answer_reversed(source_neg, target_neg, lang) if domain == "messages" else None
        if reversed_label is not None:
            add("terminology", ERROR, _reversed_meaning(ui_lang, *reversed_label), reversed_label.found, "both")
            at, to = source_neg.find(reversed_label.english), target_neg.find(reversed_label.found)
            source_neg = _spans_without(source_neg, [(at, at + len(reversed_label.english))])
            target_neg = _spans_without(target_neg, [(to, to + len(reversed_label.found))])
        # the same answer (否：, "Όχι:" for "No:"): the label's own negation blanked, the rest of the answer compared
        # word for word (a "not obvious" made "obvious", "every table" made "not every table": t9ba neg37, neg60)
        agreed = answer_agreed(source_neg, target_neg, lang) if domain == "messages" and reversed_label is None \
            else None
        if agreed is not None:
            source_neg, target_neg = _spans_without(source_neg, [agreed[0]]), _spans_without(target_neg, [agreed[1]])
        # a bracketed remark whose reference is said to differ, its words changed with it ("(but see A above)" as
        # "(αλλά όχι Γ)", 86B2(a)): the reference's one finding, its "not" no negation added too (fix9gb)
        # (the English's bracket the reference alone, "(Law 12C2(d))": the translation's from the reference's clause,
        # "（含本副，第12条C款2项(b)）" keeps 含本副, "counting this one", the English says outside its bracket: tester
        # t9ba law57, fix9vb)
        for key, partner in differs:
            mine = [enclosing_bracket(source_cmp, r.start) for r in src_refs if r.key == key]
            alone = all(span and REF_ALONE.fullmatch(_spans_without(source_cmp[:span[1]], [(r.start, r.end) for r in
                                                                                           src_refs])[span[0]:])
                        for span in mine)
            theirs = [(_ref_clause if alone else enclosing_bracket)(target_cmp, r.start) for r in tgt_refs
                      if r.key == partner]
            if len(mine) == len(theirs) == 1 and mine[0] and theirs[0]:
                source_neg, target_neg = _spans_without(source_neg, mine), _spans_without(target_neg, theirs)
        # a bracket that leaves a section out ("(but not C)") said as one that leaves the same section out in other
        # words ("(εκτός από την παράγραφο Γ)", （但C款除外）): an exclusion of a reference, no negation of the rule
        # missing or added; a bracket that no longer leaves it out ("(και Γ)") keeps the English "not" (fix9gd)
        excluded_s = [(key, enclosing_bracket(source_cmp, at)) for key, at in excluded_sections(source_cmp)]
        excluded_t = [(key, enclosing_bracket(target_cmp, at)) for key, at in excluded_sections(target_cmp)]
        for key in {k for k, span in excluded_s if span} & {k for k, span in excluded_t if span}:
            source_neg = _spans_without(source_neg, [span for k, span in excluded_s if k == key and span])
            target_neg = _spans_without(target_neg, [span for k, span in excluded_t if k == key and span])
        if excepted is not None:
            # a reference said as an exception (（但不包括A款） for "(but see A above)"): its "not" is that finding's
            # (fix9id), no negation of the rule added
            target_neg = _spans_without(target_neg, [excepted[3]])
        # "before X" said as "when X was not yet …" (在问题还没有显示时, "όταν η ερώτηση δεν είχε ακόμη εμφανιστεί"):
        # the English's time said from the other side, no negation added (its "before" is still read where a time is)
        target_yet = _spans_without(target_neg, not_yet_for_before(source_neg, target_neg, lang))
        if domain == "messages":
            dropped, added_interface = interface_negations(source_neg, target_yet, lang) if not fuzzy else ([], [])
            if agreed is not None and not fuzzy and not dropped:
                dropped += answer_negation_dropped(source_neg, target_yet, lang)
            # "needed unless the contract names it" as "απαιτείται, αν τον αναφέρει" (no exception left) or as
            # 定约中未写明时可省略 (omitted, and the condition negated besides): the condition reversed (t9az z505, z506)
            from helper.catalog.checks.conditions import unless_reversed

            for kind, english in unless_reversed(source_neg, target_yet, lang) if not fuzzy else []:
                said = dropped if kind == "dropped" else added_interface
                if not any(english in other or other in english for other in dropped + added_interface):
                    said.append(english)
            # "not allowed with argument %s" as 可以与参数 %s 同时使用 / επιτρέπεται μαζί με … (fix9an, tester 9o)
            dropped += [english for english in (forbidden_allowed(source_neg, target_neg, lang) if not fuzzy else [])
                        if not any(clause in english or english in clause for clause in dropped)]
            # "does not prevent" said as 阻止 (prevents): the negated word said by its opposite is the one finding
            # (below), its "not" not also a negation dropped (fix9fd, kept by fix9fg's count of "without")
            negated_opposites = [o.english for o in (opposite_words(source_neg, target_neg, lang) if dropped else [])
                                 if o.pair == "does not prevent / forbids"]
            dropped = [english for english in dropped if not any(o in english for o in negated_opposites)]
        else:
            # a degree of fault the translation lacks ("in no way at fault" with its δεν dropped) is the degree's one
            # finding (_quantifiers, below), its "no" not also a negation missing; a negation elsewhere in the sentence
            # still counts (fix9bd, tester 9x)
            said_replaced = {label.casefold() for label in replaced}
            faults = [(a, b) for a, b, words in (dropped_degree_spans(source_neg, target_neg, lang)
                                                 if domain == "laws" and not fuzzy else [])
                      if words.casefold() not in said_replaced]
            # likewise a degree said as another of the English's ("in no way at fault" as 仅部分有过错), which the
            # number binding above names replaced (fix9bu, tester 9ab Cz-5): its "no" is that finding's
            swap = degree_for_degree(source_neg, target_neg, lang) if bound_said and not fuzzy else None
            if swap is not None and swap.expected.casefold() in said_replaced:
                faults.append((swap.start, swap.end))
            unfaulted = _spans_without(source_neg, faults) if faults else source_neg
            # (and the translation's liability negated that says such a degree otherwise, 不应负违规责任: t9bb neg101)
            unblamed = without_blame_negations(target_neg, lang, [source_neg[a:b] for a, b in faults])
            dropped = []
            for english, _e, _c in dropped_negations(unfaulted, unblamed, lang):
                at = unfaulted.find(english)
                dropped.append(source_neg[at:at + len(english)] if at >= 0 else english)
            added_interface = []
        # a negated word said by its opposite ("not accepted" as "απορρίπτεται", "not kept" as 取消: fix9ia): the same
        # meaning, no negation dropped
        from helper.catalog.checks.opposites import negation_said_by_opposite

        dropped = [english for english in dropped if not negation_said_by_opposite(english, target_neg, lang)]
        # the laws' quantifiers changed, computed once: the "neither" filter here, _quantifiers reports them and
        # _interface_terms leaves a count among them to it (clean18)
        quantified = changed_quantifiers(source_neg, target_neg, lang) if domain in ("laws", "messages") \
            and not fuzzy else []
        # "no contestant" as 一方参赛者, "both sides" as 双方都没有: the "neither"'s own negation, the quantifier's finding
        neither = neither_changed(source_neg, target_neg, lang, quantified) if not fuzzy else []
        dropped = [english for english in dropped if not any(q in english for q in neither)]
        # "leave out --nos" as 请给出 --nos / "δώστε το --nos": the instruction reversed, said so (fix9br, tester 9ab)
        omissions = reversed_omissions(source_neg, target_neg, lang) if domain == "messages" and not fuzzy else []
        # a word of the sentence said by its opposite too (12C1(d) "numerous or not obvious" as 很少或明显: fix9ia,
        # tester t9as ZL58): the one negation finding names it, the word's own finding (below) is not said again
        reversed_too = [o for o in (opposite_words(source_neg, target_neg, lang) if dropped and domain in (
            "laws", "messages") else []) if o.pair not in _OPPOSITE_MESSAGES and o.pair != "does not prevent / forbids"]
        # "with" made "without" or back in an interface string (fix9an, tester 9o: "not allowed with argument %s" as
        # δεν επιτρέπεται χωρίς το όρισμα %s): its one finding (below), not also a negation dropped ("with no end mark"
        # as "με σημείο στίξης": the "no" is the "with no"'s)
        with_reversed = (with_without(source_neg, target_neg, lang) if domain == "messages" and not fuzzy else [])
        dropped = [english for english in dropped
                   if not any(words in english or english in words for words, _f in with_reversed)]
        if _LOST_MARK.search(target):
            # a '?' standing for a lost character ("?有需要查看的内容" for 没有…): the negation may be the character
            # lost; the encoding finding names the place, one finding (tester t9bh bh-moj09's twin, fixzp/fixzq)
            dropped = []
        for english in dropped:
            turned = next((o for o in omissions if o[0] in english), None)
            both = next((o for o in reversed_too if re.search(r"\b" + re.escape(o.english) + r"\b", english)), None)
            if both is not None and turned is None:
                message = _say(ui_lang, _("a negation of the English (not, no, unless) is missing in the translation "
                                          "of '{text}', and '{english}' is said by its opposite '{found}': a condition "
                                          "reversed?"), text=_short(english), english=both.english, found=both.found)
            elif turned is not None:
                message = _say(ui_lang, _("the English says '{english}', the translation '{found}': the instruction "
                                          "reversed ('{verb}' became '{given}')?"),
                               english=turned[0], found=turned[2], verb=turned[1], given=turned[3])
            else:
                message = _say(ui_lang, _("a negation of the English (not, no, unless) is missing in the translation "
                                          "of '{text}': a prohibition made a permission, or a condition reversed?"),
                               text=_short(english))
            add("negation", ERROR, message, english, "source")
        for english, found in with_reversed:
            if any(english in other for other in added_interface):
                continue  # (an option's 使用 negated, 不使用 --record, in a sentence the negation added names below: that
                # one finding, test_check_fix9ob; tester t9bz bz-con16, fjaq)
            message = _say(ui_lang, _("the English says '{english}', the translation '{found}': 'with' and 'without' "
                                      "reversed?"), english=english, found=found)
            add("negation", ERROR, message, found, "both")
        # a condition reversed: "in the absence of" made a presence (如无 -> 即使有, ελλείψει -> ακόμη κι αν υπάρχει), "if"
        # made "even if" (fix9aw, fresh tester 9s): one negation finding naming both
        # (not said again where a negation of the English is said missing or 'with' and 'without' reversed: "unless")
        # the English's conditions made concessions, and those whose clause the translation negates too (fix9kd)
        made_concessions: list[str] = []
        conceded_negated: list[str] = []
        # the English's conditions made exceptions, the translation's words (fixwc): no limit nor negation added besides
        made_exceptions: list[tuple[str, str]] = []
        if not any(f.check == "negation" for f in findings):
            from helper.catalog.checks.conditions import reversed_conditions

            for turned in reversed_conditions(source_neg, target_neg, lang):
                if turned.kind == "absence":
                    message = _say(ui_lang, _("the English's condition '{english}' asks for an absence, the translation's "
                                              "'{found}' for a presence: the condition reversed?"),
                                   english=turned.english, found=turned.found)
                elif turned.kind == "made-condition":  # fix9jb
                    # its count changed with it ("only one of them" as 只有两人都…才: "one" / 两, "only one" as 两名) is
                    # this finding's: the counts of the English's concession clause are not compared again
                    from helper.catalog.checks.conditions import _clause_end as _condition_clause_end

                    at = source_neg.find(turned.english)
                    conceded.append(source_neg[at:_condition_clause_end(source_neg, at)])
                    findings[:] = [f for f in findings if not (
                        f.check == "number" and " / " in f.fragment
                        and re.search(r"\b" + re.escape(f.fragment.split(" / ", 1)[0]) + r"\b", conceded[-1]))]
                    message = _say(ui_lang, _("the English's concession '{english}' (the rule applies all the same) "
                                              "is a condition in the translation ('{found}'): the rule now applies "
                                              "only then?"), english=turned.english, found=turned.found)
                elif turned.kind == "exception":  # "if" as "εκτός αν", 除非 (t9bb con125, fixwc)
                    made_exceptions.append((turned.english, turned.found))
                    message = _say(ui_lang, _("the English's condition '{english}' is an exception in the translation "
                                              "('{found}': unless): the condition reversed?"),
                                   english=turned.english, found=turned.found)
                else:
                    from helper.catalog.checks.conditions import concession_negates

                    made_concessions.append(turned.english)
                    if concession_negates(target_neg, turned.found, lang):
                        conceded_negated.append(turned.english)
                    message = _say(ui_lang, _("the English's condition '{english}' is a concession in the translation "
                                              "('{found}': even if): the condition reversed?"),
                                   english=turned.english, found=turned.found)
                add("negation", ERROR, message, turned.found)
            # two conditions each given the other's action ("asks first while that helper runs …; at once when it has
            # ended" as …仍在运行…时立即接管；它已结束时先询问: tester t9bl bl-con05, bl-con24, t9bk bk-con22, fiyb)
            from helper.catalog.checks.conditions import swapped_conditions

            swapped = swapped_conditions(source_neg, target_neg, lang) if not any(
                f.check == "negation" for f in findings) else None
            if swapped is not None:
                message = _say(ui_lang, _("the English says '{english}', the translation '{found}': each of the two "
                                          "conditions has the other's action, the conditions swapped?"),
                               english=swapped[0], found=swapped[1])
                add("negation", ERROR, message, swapped[1])
            # the values of a condition and its "else" swapped ("Default: zh when the interface language is Chinese,
            # else el" as 界面语言为中文时为 el，否则为 zh: tester t9bo bo-con12, fiyn)
            from helper.catalog.checks.conditions import else_values_swapped

            exchanged = else_values_swapped(source_en, target, lang) if swapped is None and not any(
                f.check == "negation" for f in findings) else None
            if exchanged is not None:
                message = _say(ui_lang, _("the English gives '{first}' when its condition holds and '{second}' "
                                          "otherwise, the translation the other way round ('{found}'): the values "
                                          "swapped?"), first=exchanged[0], second=exchanged[1], found=exchanged[2])
                add("negation", ERROR, message, exchanged[2])

        # a word whose prefix negates it said without its negation: "unauthorised" as 授权的 (fix9y)
        prefix_said = []  # (the words said so: no modal of the sentence, 可以比较的结果 for "non-comparable results")
        for word, said in prefix_negations_dropped(source_neg, target_neg, lang):
            if any(word in english for english in dropped):
                continue  # "unable", "impossible": the interface's negated modal already says it (fix9ah)
            prefix_said.append(said)
            message = _say(ui_lang, _("'{word}' is negated by its prefix in the English, the translation says "
                                      "'{said}' without a negation: the negation dropped?"), word=word, said=said)
            add("negation", ERROR, message, word, "source")
        # a negation the English does not have (fix9i): "may award" as 不可以判给, "shall cancel" as 不取消; the
        # sentence's modal is then no further finding (不得判给 is a prohibition, not "stated as done")
        negated = set()
        # (law texts reviewed now, not the older sentence pairs nor a fuzzy older edition, worded otherwise)
        # interface strings too (fix9l): "the scores need not balance" without its δεν, "only the offender is
        # penalised" as 违规者不受罚
        added = [english for english, _e, _c in added_negations(source_neg, target_yet, lang)] \
            if domain == "laws" and not fuzzy else added_interface
        added = [english for english in added if not any(q in english for q in neither)]
        # the omission itself negated ("Enter to skip" as "Enter για να μην παραλειφθεί"): the instruction reversed,
        # said above, not also a negation added to its sentence (fix9oa)
        added = [english for english in added if not any(o[0] in english for o in omissions)]
        # a condition negated ("If time permits" as 如时间不允许 / "Αν δεν το επιτρέπει ο χρόνος"), in laws and interface
        # strings alike, whatever the rest of the sentence implies ("instead"): fix9bm, tester 9z N7, H4
        if domain in ("laws", "messages") and not fuzzy:
            added += [english for english in negated_conditions(source_neg, target_yet, lang)
                      if not any(english in other or other in english for other in added)
                      and not any(q in english for q in neither)]
        # not in the sentence of a part the translation lacks that carried a negation ("or by a gambling action,
        # which if unsuccessful …" dropped, its 如不成功 kept): that part's one finding (fix9kb, tester t9av v279)
        # (only where the part's negation accounts for it: the English with the part restored has it no more)
        carried = negations_dropped_with(source_cmp, [(a, b) for a, b, _c in lost_clauses])
        if carried and added and domain == "laws" and not fuzzy:
            restored = "".join(source_cmp[i] if any(a <= i < b for a, b in carried) else c
                               for i, c in enumerate(source_neg)) if len(source_neg) == len(source_cmp) else source_neg
            still = [english for english, _e, _c in added_negations(restored, target_yet, lang)] + \
                negated_conditions(restored, target_yet, lang)
            starts = {restored.find(english) for english in still}
            # (read by the English sentence holding it, the part's place included: 12C2(a)'s "When owing to an
            # irregularity no result can be obtained" taken for lost left ": average minus …" to stand for the
            # sentence, its 不能 of 因违规而不能取得结果时 then counted against the cases; fixwa)
            held = {english: _sentence_around(source_cmp, source_neg.find(english), len(english)) for english in added}
            added = [english for english in added if any(held[english][0] <= at < held[english][1] for at in starts)
                     or not any(held[english][0] <= a < held[english][1] for a, _b in carried)]
        for english in added:
            negated.add(english)
            # "only if" as "ακόμη κι αν … δεν" (fix9kd, tester t9av v503): the concession found above is the one finding
            if any(re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", english, re.IGNORECASE)
                   for word in conceded_negated):
                continue
            if cancelling:  # "may not" as "δεν μπορεί να μην" (cannot not): the double negation is the one finding
                continue
            # "if" as "εκτός αν", 除非 (the negation the exception says): that finding, above (fixwc)
            if any(re.search(r"\b" + re.escape(word) + r"\b", english, re.IGNORECASE) for word, _f in made_exceptions):
                continue
            # "directly at fault" said as "in no way at fault" (毫无过错, καθόλου υπαίτιος): the degree of fault said
            # as another is the one finding (:func:`_interface_terms`), its negation that degree's word (fixza)
            if domain == "messages" and _degree_negated(source_neg, target_neg, lang, english):
                continue
            # "else the login name" as 若未设定则为登录名, "αν δεν δοθεί": a fallback is "if not", its negation the
            # English's "else" (fixza)
            if domain == "messages" and _fallback_negated(english, target_neg, lang):
                continue
            message = _say(ui_lang, _("the translation negates '{text}' where the English does not: a permission or "
                                      "a duty made a prohibition, or a condition reversed?"), text=_short(english))
            add("negation", ERROR, message, english, "source")
        obliged = set()  # the English sentences whose "may" the translation made a duty: said here, once
        # (a word said without its prefix's negation is that finding's, not a modal of its sentence: 86B2 "non-
        # comparable results" as 可以比较的结果 is the negation dropped, not "a duty made a permission"; tester t9ay
        # ZL-043, fix9rb)
        target_modal = target_neg
        if lang == "zh":
            # (a character written twice left out, not blanked: 得平均负负分 read as 得平均负分, "gets average minus", not
            # 得 "may" before a blank; fixzb, tester t9bd dbl04)
            gone = {i for a, b in doubled_copies(target_cmp, lang, source_cmp) for i in range(a, b)}
            target_modal = "".join(c for i, c in enumerate(target_modal) if i not in gone)
        for said in prefix_said:
            target_modal = target_modal.replace(said, " " * len(said))
        for kind, english in (changed_obligations(source_neg, target_modal, lang) if domain != "messages" else []):
            if english in negated:
                continue
            if kind == "weakened":
                message = _say(ui_lang, _("the English obliges ('shall', 'must') in '{text}', the translation only "
                                          "allows: the rule weakened?"), text=_short(english))
            elif kind == "stated" and any(english in d or d in english for d in dropped):
                continue  # 不得 made 得: the negation dropped is the one finding (the mutation test's dropped negation)
            elif kind == "stated":  # 12C1(a) "he does so" as 裁判就可以这样做 (fix9be, tester 9x)
                message = _say(ui_lang, _("the English states what is done in '{text}', the translation only allows "
                                          "it: a duty made a permission?"), text=_short(english))
            else:
                obliged.add(english)
                # whoever the English says may (fix9be, tester 9x: 12C2(d)'s Regulating Authority)
                message = _say(ui_lang, _("the English allows ('may') in '{text}', the translation obliges: "
                                          "{holder}'s discretion taken away?"), text=_short(english),
                               holder=discretion_holder(english, ui_lang=ui_lang))
            add("terminology", ERROR, message, english, "source")
        # an interface string's fact made a possibility ("its assigned score comes from these outcomes" as "μπορεί να
        # προκύπτει", fix9fd): the message of the laws' "stated"
        stated_possible = set()  # (a "goes with" made "may" is said here once, not also weakened below: fix9qa)
        for english in (stated_made_possible(source_neg, target_neg, lang)
                        if domain == "messages" and not fuzzy else []):
            if english in negated:
                continue
            stated_possible.add(english)
            message = _say(ui_lang, _("the English states what is done in '{text}', the translation only allows "
                                      "it: a duty made a permission?"), text=_short(english))
            add("terminology", ERROR, message, english, "source")
        # (law texts reviewed now, as for a negation added: the official older sentence pairs and a fuzzy older
        # edition word their duties otherwise, 牌手随时准备接受 for "Players should be ready to accept")
        for english, words in (dropped_obligations(source_neg, target_neg, lang)
                               if domain == "laws" and not fuzzy else []):
            if english in negated:
                continue  # "shall cancel" as 不取消: the negation added is the one finding
            # the words of duty of the translation's language only (fix9s: no Greek words for a Chinese text)
            separator = "、" if ui_lang.startswith("zh") else ", "
            message = _say(ui_lang, _("the English obliges ('{text}'), the translation has no word of duty ({words}): "
                                      "is it still read as a duty?"), text=words, words=separator.join(DUTY_WORDS[lang]))
            add("terminology", WARNING, message, english, "source")
        # interface strings: "only" dropped (fix9u, tester 9j: "only the offender is penalised" as 违规者受罚); their
        # "may" is worded freely (a label, a question) ...
        # (a law's "may" said made a duty above is that one finding: 务必, a word of duty dropped_qualifiers counts as
        # no modal, was also "stated as done"; fix9bd, tester 9x)
        qualifiers = [(kind, english, words) for kind, english, words in dropped_qualifiers(source_neg, target_neg, lang)
                      if not (kind.startswith("may") and (english in negated or english in obliged
                                                          or domain == "messages"))
                      # "only the offender is penalised" as 违规者不受罚: the negation added is the one finding
                      and not (kind == "only" and any(english in n or n in english for n in negated))
                      # "only if that ruling is still …" dropped whole: the condition said missing is the one finding,
                      # its "only" with it (fixwc, tester t9bb con129)
                      and not (kind == "only" and _only_of_missing_condition(source_neg, english, gone_spans))
                      # "only one table" as "δύο τραπέζια": the count it restricts said changed is the one finding
                      and not (kind == "only" and _count_said(words, findings))
                      # "only one contestant" as "και των δύο αγωνιζόμενων" / 双方参赛者: the quantifier changed is the
                      # one finding (fix9cb)
                      and not (kind == "only" and any(q.casefold() in words.casefold() for q, _f in quantified))
                      # "only if" as "ακόμη κι αν" (even if): the condition made a concession is the one finding (fix9kd,
                      # tester t9av v503)
                      and not (kind == "only" and any(re.search(r"\bonly\s+" + re.escape(word) + r"\b", words,
                                                                re.IGNORECASE) for word in made_concessions))
                      # "only if" as "επειδή" (because): the condition made a cause is the one finding, its
                      # "only" with it (tester t9bf bf-con08, fixzg)
                      and not (kind == "only" and caused is not None and re.search(
                          r"\bonly\s+" + re.escape(caused.english) + r"\b", words, re.IGNORECASE))
                      # "recorded only with --record" as "και χωρίς --record" (fix9ob, tester t9ax el_msgs057): the
                      # "with" it restricts said "without" is the one finding, the restriction its words
                      and not (kind == "only" and any(re.search(r"\bonly\s+" + re.escape(english_with), words,
                                                                re.IGNORECASE) for english_with, _f in with_reversed))]
        # ... but not made "must" or a fact (fix9ac, tester 9m: "The players may appeal" as 牌手必须…提出申诉, "an
        # infraction may have damaged" as 违规使…受到了损害); the laws' are changed_obligations' (above)
        qualifiers += [found for found in (interface_modality(source_neg, target_neg, lang)
                                           if domain == "messages" and not fuzzy else [])
                       if found[1] not in negated and not (found[0] in ("weakened", "allowed", "stated", "instructed")
                                                           and found[1] in stated_possible)
                       # (a statement made "may" where the English says a condition: "needed unless the contract names
                       # it" as 可省略, the condition's one finding; test_check_fix9ra)
                       and not (found[0] == "allowed" and _english_has_condition(source_en, source_neg, found[1]))
                       # (nor where the English's "cannot" is said as "may" with its negation dropped: "the board cannot
                       # have been due" as "μπορεί να έπρεπε να": the "can" rendered, the negation missing the one
                       # finding; tester t9bj bj-neg25)
                       and not (found[0] in ("allowed", "stated", "instructed") and any(
                           _CANNOT_EN.search(english) and (english in found[1] or found[1] in english)
                           for english in dropped))]
        # a duty made a permission in a sentence whose bound is reversed too ("must be at least" as "μπορεί να είναι
        # μικρότερο από", its negation dropped: "may be less"): one reversal, the comparison's finding below, which
        # names the words (fix9cg, tester 9ag M-el-m-def-109)
        reversed_in = {english for kind, english, _w, _f in (reversed_comparisons(source_neg, target_neg, lang)
                                                             if domain in ("laws", "messages") and not fuzzy else [])
                       if kind == "reversed"}
        qualifiers = [(kind, english, words) for kind, english, words in qualifiers
                      if not (kind == "weakened" and any(english in other or other in english
                                                         for other in reversed_in))]
        for kind, english, words in qualifiers:
            # a "may" made a fact names whoever the English says may (fix9be): 12C2(d)'s Regulating Authority
            holder = " / ".join(dict.fromkeys(discretion_holder(english, english.find(one), ui_lang)
                                              for one in words.split(" / "))) if kind.startswith("may") else ""
            if kind == "may-one-of":  # which "may" was lost, its clause cannot tell (fix9aa); count: 2 or more
                quoted = [f"'{one}'" for one in words.split(" / ")]
                message = _say(ui_lang, _QUALIFIER_MESSAGES[kind], count=len(quoted), text=", ".join(quoted),
                               holder=holder)
            elif kind == "shall":  # the English's words and the translation's 应当 (tester t9cb cb-mod08)
                message = _say(ui_lang, _QUALIFIER_MESSAGES[kind], text=words[0], found=words[1])
            else:
                message = _say(ui_lang, _QUALIFIER_MESSAGES[kind], text=words, holder=holder)
            add("terminology", ERROR, message, english, "source")
        # a restriction to a part dropped or made a universal (fix9cd: 12C1(e)(ii) "for such part of its damage as is
        # self-inflicted" as 非违规方所受的全部损害，均不予补偿): no relief for all the damage; a negation added or dropped
        # in that sentence is its one finding
        for english, words, whole in dropped_parts(source_neg, target_neg, lang) if not fuzzy else []:
            if any(english in n or n in english for n in negated) or english in dropped:
                continue
            if whole:
                message = _say(ui_lang, _("the English restricts the rule to a part ('{text}'), the translation says "
                                          "'{found}': does it now cover the whole?"), text=words, found=whole)
            else:
                message = _say(ui_lang, _("the English restricts the rule to a part ('{text}'), the translation does "
                                          "not: does it now cover the whole?"), text=words)
            add("terminology", ERROR, message, english, "source")
    other_dropped: list[Finding] = []  # the findings of an "other" dropped, below (fix9pb)
    if domain in ("laws", "messages") and not fuzzy:
        # a comparison reversed (86B2(b) "whichever is more favourable" as 较不利者; 12B1 "less favourable" as
        # 更有利) or "other" dropped (12C2(c) "the other boards of that session" as 所有牌): comparison (fix9i);
        # in interface strings the comparison reversed ("each by one or more tables" as 一桌或更少桌, fix9n) and an
        # "other" of the boards, tables or contestants dropped ("on all other boards" as 在本节所有牌上 / "σε όλες τις
        # διανομές", fix9bb; not {other}, --other-table, "the other's action")
        for kind, english, words, found in reversed_comparisons(source_neg, target_neg, lang):
            if kind != "reversed" and domain == "messages" and not _OTHER_SCOPE_EN.search(english):
                continue
            if kind == "reversed" and any(re.search(r"\b" + re.escape(words) + r"\b", clause) for clause in dropped):
                # a comparison negated ("no difference exceeds {most}", "at most") said without its negation (差额超过
                # {most}): the negation dropped is the one finding, its comparison reversed with it (t9bw bw-rew19)
                continue
            if kind == "reversed":
                message = _say(ui_lang, _("the English says '{english}', the translation '{found}': the comparison "
                                          "reversed?"),
                               english=words, found=found)
                add("terminology", ERROR, message, found, "both")
            else:
                message = _say(ui_lang, _("'{english}' of the English is missing in the translation of '{text}': "
                                          "does it now cover all boards or contestants, this one included?"),
                               english=words, text=_short(english))
                add("terminology", ERROR, message, english, "source")
                other_dropped.append(findings[-1])
    if domain in ("laws", "messages") and not fuzzy and not any(
            f.check == "terminology" or (f.check == "number" and domain == "laws") for f in findings):
        # a bound said as an exact count ("Give at least one --outcome" as "Δώστε ακριβώς ένα", 恰好一个, 只能给出一个:
        # fix9by, tester 9ad), in the laws too, and a count bounded in words so (86B2 "two or more non-comparable
        # results" as "ακριβώς δύο", 恰好两个: fix9cb); a number finding of a law already names its count or bound
        # (a law's count named with its number, "two or more" / "ακριβώς δύο"; an interface string's bound as before)
        finders = (exact_for_count, exact_for_bound) if domain == "laws" else (exact_for_bound, exact_for_count)
        exact = next((found for found in (finder(source_neg, target_neg, lang) for finder in finders) if found), None)
        if exact is not None and domain == "laws" and any(exact[0] in english for english, _f in quantified):
            exact = None  # "one or more … scores" as "ακριβώς μία": the quantifier changed is the one finding
        if exact is not None:
            message = _say(ui_lang, _("the English says '{english}', the translation '{found}': a minimum or maximum "
                                      "made an exact count?"), english=exact[0], found=exact[1])
            add("terminology", ERROR, message, exact[1], "both")
    contest_forms: list[str] = []  # the English's "pairs" / "teams" said as the other form of contest (fix9hd)
    reversed_words: list[str] = []  # the English's words said by their opposites (fix9ic)
    reversed_blame: set[str] = set()  # the English's degrees of fault said as a liability affirmed (t9bf neg22)
    units_changed: list[str] = []  # the English's scoring units said as another (numbers.unit_changed; fixwe)
    limit_clauses: list[str] = []  # the clauses of the limits the translation adds (fix9ic)
    if domain in ("laws", "messages"):
        # a word said by its opposite ("Enter a whole number." as 请输入小数。, 12C1(e) 加重了 as 减轻了, "after" as 前,
        # fix9az): one error, unless a finding above already names the words (a comparison or a bound reversed);
        # in a fuzzy entry too, as a warning (fix9bm, tester 9z: 86A's 1997 text, fuzzy, with 除去 made 连同)
        if not fuzzy:
            _choices(source_neg, target_neg, lang, ui_lang, add)
        # a session said as a match (12C2(c), (d); fix9gb, tester 9am): the score of another period of play
        session = session_made_match(source_neg, target_neg, lang) if not fuzzy and domain == "laws" else None
        if session is not None and not any(_names(f, session[1]) for f in findings):
            message = _say(ui_lang, _("the English says '{english}', the translation '{found}': the score of another "
                                      "period of play?"), english=session[0], found=session[1])
            add("terminology", ERROR, message, session[1], "both")
            findings[:] = _other_of_session(findings, other_dropped, session[0])
        for opposite in opposite_words(source_neg, target_neg, lang):
            if any(_names(f, opposite.found) or _names(f, opposite.english, whole=True) for f in findings):
                continue
            if opposite.pair == "score computation" and (member := family_member_added(
                    _term_text(without_placeholders(source_cmp), "en"), _term_text(without_placeholders(target_cmp), lang),
                    lang, target_cmp)) is not None and (opposite.found in member[0] or member[0] in opposite.found) \
                    and (opposite.english in member[2] or member[2] in opposite.english):
                continue  # "the top" as 平均分: the average family's member in the top's place says it (below; fixzq,
                # tester t9bh bh-sco07, bh-sco11: one finding, "'平均分' ('average') where the English says 'top'");
                # not where the English's words it names are others than the computation's: "the complement of the
                # opponents' score" as 对方得分的平均数 computes by 'complement', not by 'score' (fixzv, tester t9bj
                # bj-sco23): the computation is the one finding, the member named inside it not again (below)
            if opposite.pair == "or / and" and any(f.check == "negation" and _NOT_BOTH_SAID.search(f.fragment)
                                                   for f in findings):
                continue  # "Give --top or --results, not both." as "Δώστε --top και --results.": "not both" the one
            if opposite.pair == "or / and" and any(_member_before_or(source_en, f, ui_lang) for f in findings):
                continue  # the member before an "or" said dropped ("zh or el" as "el"): its "or" went with it, the
                # alternative's finding the one, as where the "or …" after it is said dropped (fjaw)
            if _bound_moved_said(opposite.found, target_neg, lang, ui_lang, findings):
                continue
            if opposite.pair in ("included / excluded", "without / with") and only_restated(source_neg, target_neg, lang):
                continue  # "only … may be included" as "δεν μπορούν να συμπεριληφθούν άλλα …, εκτός από …" (fix9na)
            if opposite.pair in _OPPOSITE_MESSAGES:  # "or" as "and", "without" as "with": a question of their own
                message = _say(ui_lang, _OPPOSITE_MESSAGES[opposite.pair], english=opposite.english,
                               found=opposite.found)
            else:
                message = _reversed_meaning(ui_lang, opposite.english, opposite.found)
            add("terminology", ERROR, message, opposite.found, "both")
            if opposite.pair == "pairs / teams":
                contest_forms.append(opposite.english)
            reversed_words.append(opposite.english)
        # "average plus or average minus" as 平均正分和平均负分 (tester t9bf alt22, t9bd alt08): two terms, one to award,
        # both awarded - where the words above did not find it (their "or" said by place; a list's 和 beside an 或 kept
        # elsewhere in the sentence is not read there) nor a "not both" is said changed
        for english, found in terms_or_made_and(source_neg, target_neg, lang) if not fuzzy else []:
            if any(f.check == "terminology" and f.side == "both" and f.fragment and f.fragment in found
                   or f.check == "negation" and _NOT_BOTH_SAID.search(f.fragment) for f in findings):
                continue
            message = _say(ui_lang, _OPPOSITE_MESSAGES["or / and"], english=english, found=found)
            add("terminology", ERROR, message, found, "both")
        # "in no way to blame" said as the degree and then a liability affirmed (12C3 毫无过错、应负违规责任, the
        # restated 无须负 made 应负; fix9id): the degree reversed by its second part, the partner now to blame
        blame = reversed_restated_blame(source_neg, target_neg, lang) if not fuzzy else None
        if blame is not None and not any(_names(f, blame[1]) for f in findings):
            message = _reversed_meaning(ui_lang, blame[0], blame[1])
            add("terminology", ERROR, message, blame[1], "both")
            reversed_blame.add(blame[0])  # (the degree then not said missing too: this finding names it)
        # the session of the English said as another (12C2(c) "that session" as "της προηγούμενης ημερίδας", 12C2(d)
        # "the same session" as "διαφορετικών ημερίδων"; fix9hd, tester 9ao e51, e52): the score of another period
        # of play, one finding - not again where a word said by its opposite above names it
        other_session = session_made_another(source_neg, target_neg, lang) if not fuzzy and domain == "laws" else None
        if other_session is not None and session is None and not any(
                f.fragment and f.fragment in other_session[1] or _names(f, other_session[1]) for f in findings):
            message = _say(ui_lang, _("the English says '{english}', the translation '{found}': the score of another "
                                      "period of play?"), english=other_session[0], found=other_session[1])
            add("terminology", ERROR, message, other_session[1], "both")
            findings[:] = _other_of_session(findings, other_dropped, other_session[0])
        # a figure per one unit said per another ("average IMPs per board" as "ανά σύγκριση"; fix9hd, tester 9ao m23):
        # the Director types or reads another figure
        per_unit = per_unit_changed(source_neg, target_neg, lang) if not fuzzy else None
        if per_unit is not None and not any(_names(f, per_unit[1]) for f in findings):
            message = _say(ui_lang, _("the English says '{english}', the translation '{found}': a figure per another "
                                      "unit, another figure?"), english=per_unit[0], found=per_unit[1])
            add("terminology", ERROR, message, per_unit[1], "both")
        # a figure said in another scoring unit ("must be from {low} to {high} percent" as "… IMPs"; fix9ic, tester
        # t9as EM19): in an interface string as in a law, one error unless a finding names those words
        from helper.catalog.checks.numbers import unit_changed

        unit = unit_changed(source_neg, target_neg, lang) if not fuzzy else None
        if unit is not None and not any(_names(f, unit[1]) or f.fragment and unit[1] in f.fragment
                                        for f in findings):
            message = _say(ui_lang, _OPPOSITE_MESSAGES["IMPs / matchpoints"], english=unit[0], found=unit[1])
            add("terminology", ERROR, message, unit[1], "both")
            units_changed.append(unit[0])
        # a time limit of the English widened or dropped (12A "within the period established under Law 92B" as "και
        # μετά το πέρας της περιόδου", 在…期限内或期限之后; fix9kd, tester t9av v011, v224): the rule applies after it too
        _time_limit(source_neg, target_neg, lang, ui_lang, add, findings, fuzzy)
        # "without" dropped ("υπολογίζεται χωρίς τα αποτελέσματα" as "υπολογίζεται τα αποτελέσματα"; fix9fd): what the
        # English leaves out counted in, as "without" said "with" above; not said again where a finding names it
        # (nor where a negation or a word said by its opposite is found: "does not prevent" as 禁止 takes the
        # negation the "without" was counted against)
        for english in (without_dropped(source_neg, target_neg, lang) if not fuzzy else []):
            if any(f.check == "negation" or (f.check == "terminology" and f.side == "both") or (
                    f.check == "terminology" and (_names(f, english.split()[0], whole=True) or _names(f, english)))
                   for f in findings):
                continue
            message = _say(ui_lang, _("the English says '{english}', the translation has no word for 'without': what "
                                      "the English leaves out now counted in?"), english=english)
            add("negation", ERROR, message, english, "source")
    session = session if domain in ("laws", "messages") else None  # a session said as a match (above)
    added_choices: list[str] = []  # the alternatives said to be added (their words): a key of one is the keys check's
    alternatives: list[str] = []  # the lists said to have lost an alternative (their text): a value of one is `options`'
    if domain in ("laws", "messages") and not fuzzy:
        from helper.catalog.checks.restrictions import (dropped_beneficiaries, dropped_contest_forms, dropped_degrees,
                                                        dropped_restrictions)

        def restriction_dropped(check: str, text: str, fragment: str) -> None:
            """The one finding of a restriction of the English the translation has no words for: the rule widened."""
            message = _say(ui_lang, _("the English restricts by '{text}', the translation has no such words: the "
                                      "restriction dropped, the rule widened?"), text=text)
            add(check, ERROR, message, fragment, "source")

        # a restricting parenthesis dropped ("an extremely serious error (unrelated to the infraction)" as 极其严重的
        # 错误, fix9fd): the rule widened; its one finding, not also its brackets missing
        for english in dropped_restrictions(source_neg, target_neg, lang):
            if any(_names(f, english) or english in f.fragment for f in findings):
                continue
            restriction_dropped("brackets", _short(english), english)
            findings[:] = [f for f in findings if not (f.check == "brackets" and f.fragment == "()")]
        # a form of scoring that restricts the rule dropped (12C2(b) "at IMP play" without "σε αγώνες με IMPs", its 3
        # IMPs kept: tester t9ay EL-117): the rule widened to every form of scoring; an interface string's too
        # ("--knockout is for team play at IMPs" as "--knockout 仅用于队式赛": tester t9ay ZM-067, EM-070; fix9ra)
        from helper.catalog.checks.restrictions import dropped_scoring_forms

        for words in dropped_scoring_forms(source_neg, target_neg, lang):
            # (the form of contest it qualifies dropped with it, "for team play at IMPs" as 用于任何比赛: that form's
            # restriction dropped, below, is the one finding; tester t9av v502)
            before = source_neg[:source_neg.find(words)]
            contest_text = _fold_same_length(target_cmp) if lang == "el" else target_cmp  # (αγώνες ομάδων: accents off)
            if any(re.search(r"\b" + re.escape(form) + r"\s*$", before, re.IGNORECASE) and not any(
                    re.search(w, contest_text, re.IGNORECASE) for w in forms.get(lang, ()))
                   for form, forms in _CONTEST_WORDS.items()):
                continue
            if not any(_names(f, words) or words in f.fragment or (f.check == "terminology" and "IMP" in f.message)
                       for f in findings):  # (another unit in the IMPs' place, VP赛: that one finding, fix9ga)
                restriction_dropped("terminology", words, words)
        # a degree that narrows what counts dropped (12C1(e) "an extremely serious error" as 严重的错误, "σοβαρό
        # λάθος": any serious error counts; fix9ga, tester 9am)
        for english, words in dropped_degrees(source_neg, target_neg, lang):
            if any(word.casefold() in words.casefold() for word in reversed_words):
                continue  # 86B1 "clearly favourable" as 不利 (tester t9as ZL40): the word it qualifies reversed, that
                # finding the one (fix9ic)
            if any(f.check == "terminology" and f.severity == ERROR and _names(f, words.split()[-1])
                   for f in findings):
                continue  # 12C2(d) "during the same session" as 在比赛中: the session said as another (the match) is
                # the one finding (fix9mb)
            if not any(_names(f, words) or words in f.fragment for f in findings):
                restriction_dropped("terminology", words, words)
        # a phrase that limits whom the ruling favours dropped (12A1 "in favour of a non-offending contestant" left
        # out; fix9hd, tester 9ao e66): an adjusted score for either side; the other side named instead is the sides
        # swapped, its one finding
        for english, words, party in dropped_beneficiaries(source_neg, target_neg, lang):
            if not any(_names(f, words) or words in f.fragment or _names(f, party, whole=True) for f in findings):
                restriction_dropped("terminology", words, words)
        # a percentage's form of contest dropped from its bracket (12C2(a) "(50% in pairs)" as "(50%)"; fix9hd): the
        # number given for every form of contest
        for english, words in dropped_contest_forms(source_neg, target_neg, lang):
            if re.search(r"(?<![A-Za-z])" + re.escape(words) + r"(?![A-Za-z])", target, re.IGNORECASE):
                continue  # "(50% in pairs)" left in English: the untranslated-run's one finding (tester t9ba unt41)
            if not any(_names(f, words) or words in f.fragment or english in f.fragment for f in findings):
                restriction_dropped("terminology", english, english)
        # a phrase that counts the thing at hand in dropped ("Counting this one, on how many boards …" without 连同这副牌
        # 在内 / "Μαζί με αυτήν": tester t9ay ZM-068, EM-071; fix9ra): the count asked of the others only, one fewer;
        # or that gives the ruling board by board (86B2(b) without "for each board in question": fix9ua, t9az y050)
        from helper.catalog.checks.restrictions import dropped_phrases

        for english in dropped_phrases(source_neg, target_neg, lang):
            core = re.sub(r"^(?:for|on)\s+", "", english, flags=re.IGNORECASE).casefold()
            if any((core in said.casefold() or said.casefold() in core)
                   and any(term.en.search(said) and any(form.search(found) for form in term.accepted.get(lang, []))
                           for term in load_glossary()) for said, found in quantified):
                continue  # "each board" said "the first board" (the board still said): the quantifier changed is
                # the one finding (test_check_fix9ae, fix9ag, fix9bs: 86B2(b) 就第一副有关的牌, 12C2(d) "στην πρώτη
                # από αυτές"); the phrase dropped whole (t9az y050) is the clause's
            if not any(_names(f, english) or english in f.fragment for f in findings):
                add("sentences", ERROR, _say(ui_lang, _("the clause '{text}' of the English is missing in the "
                                                        "translation"), text=_short(english)), english, "source")
        # an alternative of a list dropped while its "or" stays ("an assigned adjusted score, an artificial adjusted
        # score or a procedural penalty" as 指定调整分或程序罚分, fix9fd): a choice the Director no longer has; a value
        # he types or a key is the options or keys check's one finding; and of two alternatives, "either A or B" with
        # its "or" and B dropped (12B2 "either unduly severe or advantageous" as "υπερβολικά αυστηρή" / 过于严厉; fix9hc,
        # tester 9ao e65, z49)
        # (an "or" said as "and" above, 12B2 "either unduly severe or advantageous" as 过于严厉和有利 / 既…又…, "και":
        # both alternatives there, joined; that finding is the one, no alternative dropped too: fixyd)
        said_and = reversed_words.count("or") + reversed_words.count("either")
        # (the words a bracket closed too early left after it, with an alternative's "or": "（而是设备、FIFO）或套接字" for
        # "(a device, FIFO or socket)", the brackets check's one finding, no alternative of the English's parenthetical
        # dropped; tester t9cb cb-brk06, fjaz)
        pushed_out = _closed_early_words(source_neg, target_neg, lang, domain) or ""
        bracketed_en = [p.content for p in parentheticals(source_neg)] if pushed_out else []
        for english, count, found in dropped_alternatives(source_neg, target_neg, lang) + (
                dropped_either_or(source_neg, target_neg, lang) if domain == "laws" else []):
            if any(f.check in ("options", "keys") and f.fragment and f.fragment in english for f in findings):
                continue
            if _pushed_out_alternative(english, bracketed_en, pushed_out):
                continue
            if said_and and found == count - 1 and re.search(r"\bor\b", english, re.IGNORECASE):
                said_and -= 1
                continue
            alternatives.append(english)
            message = _alternatives_dropped(ui_lang, count, _short(english), found)
            # a number only the dropped alternative said ("or +420" of "a result: 4SN=, 3NTS-1 or +420" dropped, its
            # "or" kept: 4SN= 或 3NTS-1) is that alternative's, said by this one finding, not "number 420 missing"
            # too (tester t9bk bk-alt22, fixzw)
            findings[:] = [f for f in findings if not (
                f.check == "number" and f.side == "source" and f.fragment and " / " not in f.fragment
                and re.search(rf"(?<![\w.]){re.escape(f.fragment)}(?![\w.])", english)
                and not re.search(rf"(?<![\w.]){re.escape(f.fragment)}(?![\w.])", target))]
            add("terminology", ERROR, message, english, "source")
        # an alternative the English does not have ("… της ανωμαλίας που διέπραξε ή της ποινής", 补偿或调整分: fix9ua,
        # tester t9az y020): a choice the rule does not give; one finding, unless another names those words (the laws
        # only: an interface string may spell a word out as alternatives, "a CJK locale" as "κινεζικές, ιαπωνικές ή
        # κορεατικές τοπικές ρυθμίσεις")
        # An interface string's added alternative ("Enter a whole number." as 请输入整数或分数, "Number, then Enter" as
        # "Αριθμός ή λέξεις και Enter": fixyc) offers the Director a choice the helper refuses; a key added is the
        # keys check's finding (its fragment in the words), an acronym spelled out as a list ("a CJK locale") none
        for words in added_alternatives(source_neg, target_neg, lang):
            if not any(f.fragment and f.side != "source" and (words in f.fragment or f.fragment in words)
                       for f in findings):
                said = _("the translation adds '{text}', an alternative the English does not have: the rule "
                         "widened?") if domain == "laws" else \
                    _("the translation adds '{text}', an alternative the English does not have: a Director offered "
                      "a choice the helper does not give?")
                add("terminology", ERROR, _say(ui_lang, said, text=_short(words)), words)
                added_choices.append(words)
        # a list of the English said with an item more ("upheld, changed (…) or withdrawn" as 维持、暂缓、变更（…）或撤回;
        # tester t9bh bh-alt12, fixzo): a choice the English does not give, one finding naming the translation's list
        from helper.catalog.checks.alternatives import added_list_items

        for english, count, found, said in added_list_items(source_neg, target_neg, lang):
            if any(f.fragment and f.side != "source" and (said in f.fragment or f.fragment in said) for f in findings):
                continue
            if any(not re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", source_en, re.IGNORECASE)
                   for word in re.findall(r"[A-Za-z][\w-]*", said)):
                continue  # an item in Latin script the English lacks ("none, ns, ew, all or both"): the
                # untranslated-run's one finding names it (tester t9bf bf-alt12)
            # (a list too long to quote whole quoted with its brackets' words left out, and then by its end, so that
            # its last item, the one a chained "or" adds, is named: "επικυρώνεται, μεταβάλλεται (…) ή αποσύρεται ή
            # αναβάλλεται"; tester t9bt bt-alt18, fizk)
            quoted = said if len(said) <= 60 else re.sub(r"([(（])[^()（）]+([)）])", r"\1…\2", said)
            quoted = quoted if len(quoted) <= 60 else "…" + quoted[-59:].lstrip()
            message = _say(ui_lang, _("the English names {count} alternatives in '{text}', the translation {found} "
                                      "('{said}'): an alternative added, a choice the English does not give?"),
                           count=count, text=_short(english), found=found, said=_short(quoted))
            add("terminology", ERROR, message, said)
            added_choices.append(said)
        # and a bracket's list with no "or" said with an item more ("(cards mixed, board not played)" as （牌张混乱、
        # 这副牌未打、牌手迟到）: tester t9bj bj-alt09, fixzv): a case the English does not name, the same finding, its
        # words (a person, 牌手) not again
        from helper.catalog.checks.alternatives import added_bracket_items

        for english, count, found, said in added_bracket_items(source_neg, target_neg, lang):
            if any(f.fragment and f.side != "source" and (said in f.fragment or f.fragment in said) for f in findings):
                continue
            message = _say(ui_lang, _("the English names {count} alternatives in '{text}', the translation {found} "
                                      "('{said}'): an alternative added, a choice the English does not give?"),
                           count=count, text=_short(english), found=found, said=_short(said))
            add("terminology", ERROR, message, said)
            added_choices.append(said)
        # an interface string's list whose "or" the translation dropped with the last item ("upheld, changed … or
        # withdrawn" as "επικυρώνεται, μεταβάλλεται (…)", 维持、变更（…）; t9az z510, z511): the same finding, unless an
        # item is said missing already (a value, "or at Butler", "+420" a number the translation lacks)
        for english, count, found in dropped_last_alternative(source_neg, target_neg, lang) if domain == "messages" \
                else []:
            if any(part and (part in english or english in part) for f in findings for part in f.fragment.split(" / ")):
                continue
            if _pushed_out_alternative(english, bracketed_en, pushed_out):
                continue  # (its last item said after a bracket closed too early: the brackets check's; fjaz)
            if said_and and found == count - 1 and re.search(r"\bor\b", english, re.IGNORECASE):
                said_and -= 1
                continue  # its "or" said as "and" above ("weighted or split" as 加权且不平衡: tester t9bj bj-alt24): both
                # alternatives there, joined; that finding is the one, as for the laws' lists above (fixyd)
            alternatives.append(english)
            message = _alternatives_dropped(ui_lang, count, _short(english), found)
            add("terminology", ERROR, message, english, "source")
        # two alternatives of a bracket said as one ("the NS contestant's number (pair or team)" as "(ζεύγος)";
        # fix9ic, tester t9as EM18): the lists above leave brackets out; the same finding, in the interface strings
        # as in the laws
        from helper.catalog.checks.restrictions import dropped_bracketed_alternatives

        # (not one said after a bracket closed too early, "（已损坏），或是其他类型的文件" for "(damaged, or another kind of
        # file)": those words are the brackets check's, its one finding; tester t9cb cb-brk06, fjaz)
        for english in dropped_bracketed_alternatives(source_neg, target_neg, lang, pushed_out):
            if any(english in f.fragment or f.fragment and f.fragment in english for f in findings):
                continue
            alternatives.append(english)
            message = _alternatives_dropped(ui_lang, 2, english, 1)
            add("terminology", ERROR, message, english, "source")
        # an alternative set apart by ", or" whose "or" the translation does not say ("…, or a paragraph id" dropped,
        # "one result, or a few results" as 几个结果: tester t9bk bk-alt13, bk-alt21, fixzy), or says as "and" after its
        # last "or" (…或希腊文词语和条款编号: bk-alt24): one finding, not where one names those words already
        if domain == "messages":
            from helper.catalog.checks.alternatives import dropped_comma_alternative

            for english, joined in dropped_comma_alternative(source_neg, target_neg, lang):
                if any(f.fragment and (f.fragment in english or english in f.fragment) for f in findings) \
                        or any(f.check == "terminology" and "'or'" in f.message for f in findings):
                    continue
                alternatives.append(english)
                if joined:
                    add("terminology", ERROR, _say(ui_lang, _OPPOSITE_MESSAGES["or / and"], english="or",
                                                   found=joined), joined)
                else:
                    add("terminology", ERROR, _say(ui_lang, _("the English gives '{text}' as alternatives, the "
                                                              "translation one of them fewer, its 'or' not said: an "
                                                              "alternative dropped?"), text=_short(english)),
                        english, "source")
        # a clause added that limits a law ("…, unless the Tournament Organizer provides otherwise" as 除非…, "in team
        # play" as 在队式赛中; fix9gb, tester 9am): the rule narrowed; not where a sentence added is said already
        if domain == "laws":
            from helper.catalog.checks.conditions import added_limits

            # (a limit of a condition said missing, its word kept: 12C4's "When the Director awards non-balancing
            # adjusted scores in knockout play" as 在淘汰赛中，…: the condition's one finding, 淘汰赛 no limit added;
            # t9ba con24)
            restored = list(source_neg)
            for a, b, _c in lost_clauses:
                restored[a:b] = source_cmp[a:b]
            english_limits = added_limits("".join(restored), target_neg, lang) if lost_clauses else None
            for found in added_limits(source_neg, target_neg, lang):
                if english_limits is not None and found not in english_limits:
                    continue
                if any(found in said or said in found for _english, said in made_exceptions):
                    continue  # a condition made an exception ("if" as "εκτός αν"): that finding (fixwc, t9bb con125)
                at = target_neg.find(found)
                if at >= 0 and names_a_member(target_neg, lang, at, at + len(found)):
                    continue  # "ο αρχηγός της ομάδας": the team captain named, no limit (who.names_a_member; fix9ka)
                if at >= 0:  # (the clause that holds it: a person named there is no stand-in, below)
                    cuts = [m.end() for m in _SIDE_CLAUSE_CUT.finditer(target_neg, 0, at)]
                    end = _SIDE_CLAUSE_CUT.search(target_neg, at + len(found))
                    limit_clauses.append(target_neg[cuts[-1] if cuts else 0:end.start() if end else len(target_neg)])
                if any(f.check == "sentences" and f.side != "source" and found in f.fragment for f in findings):
                    continue
                if len(tgt_sentences) > len(src_sentences) and _only_in_added_sentences(found, target_cmp,
                                                                                         aligned.extra, lang):
                    continue  # in a sentence the translation adds (86B2(c) "… [βλέπε Νόμο 12Γ2]. Ο Διαιτητής
                    # ενημερώνει γραπτώς και τις δύο ομάδες."): the sentence added is the one finding (fix9pa, t9ax
                    # el_laws131), said by _structure
                if general is not None and re.search(rf"{re.escape(found)}\s+(?:\w{{1,4}}\s+)?{re.escape(general[1])}",
                                                     target_neg):
                    continue  # the limit is the particular side said for the sides named generally: that finding
                    # (tester t9av v150: el 12C4 "σε κάθε άξονα" as "μόνο στον αναίτιο άξονα")
                message = _say(ui_lang, _("the translation adds '{found}', a limit of the rule the English does not "
                                          "have: a clause added, the rule narrowed?"), found=found)
                add("sentences", ERROR, message, found)
            # "the board(s)" said as one board only (86B2(a) 该副（或这些）牌 as 该副牌; fix9pa, tester t9ax zh_laws115)
            plural = plural_said_singular(source_neg, target_neg, lang) if not fuzzy else None
            if plural is not None:
                message = _say(ui_lang, _("the English says '{english}', a plural the translation says in the "
                                          "singular only: does the rule now concern a single one?"), english=plural)
                add("terminology", ERROR, message, plural, "source")
            # a clause added at a sentence's end about someone the English names nowhere (12A1 "…, και ενημερώνει
            # αμέσως τον Διοργανωτή Αγώνων."; fix9pa, tester t9ax el_laws129): one finding, its person no stand-in
            # for a term the translation lacks (limit_clauses)
            from helper.catalog.checks.who import who_clause_added

            added_clause = who_clause_added(_term_text(source_neg, "en"), _term_text(target_neg, lang), lang) \
                if lang in ("zh", "el") and not fuzzy else None
            if added_clause is not None:
                clause = target_neg[added_clause[0]:added_clause[1]]
                limit_clauses.append(clause)
                # (not one after a bracket where the English sentence ends: _structure's finding, clause_added_at_end)
                bracketed = [c for _s, c in clause_added_at_end(aligned, lang)] \
                    if not aligned.lost and not aligned.extra else []
                if not any(f.check == "sentences" and f.side != "source" and (clause in f.fragment or f.fragment
                                                                               and f.fragment in clause)
                           for f in findings) and not any(clause in c or c in clause for c in bracketed):
                    message = _say(ui_lang, _("the translation adds '{text}' at the end of a sentence, about someone "
                                              "the English does not name there: a clause added, a duty or an act "
                                              "added?"), text=_short(clause))
                    add("sentences", ERROR, message, clause)
    # a degree of fault or a count of an interface string said as another (fix9am); a degree whose label or number
    # binding was said above is not said again, nor a degree changed said dropped too
    # ``quantified``: computed once above (the negation block runs for every domain that reaches here)
    degrees_said = domain == "messages" and not fuzzy and _interface_terms(
        source_neg, target_neg, lang, ui_lang, add, quantified, degrees=not bound_said)
    if domain in ("laws", "messages") and not fuzzy:
        # a degree a number binding said replaced ("40% goes with 'directly at fault' in the English but with 'only
        # partly at fault'") is not said missing too (fix9ar, tester 9q: Law 12C2(a) 部分有过错的参赛者得平均负分)
        # a quantifier whose count a "number differs" names ("only one contestant" as "δύο αγωνιζόμενων": "one in the
        # English, δύο in the translation") is that one finding (fix9cb)
        # (or a count of the translation said not in the English: "两个及以上" for "one or more")
        # (nor one of a concession made a condition: that is the one finding, fix9jb)
        # (nor an "any" said by its opposite, "any advantage" as 相同利益: that is the one finding, fix9jb)
        quantified = [(english, found) for english, found in quantified if not _count_said(english, findings)
                      and not any(english in clause for clause in conceded)
                      and not any(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", english, re.IGNORECASE)
                                  for word in reversed_words)
                      and not any(f.check == "number" and f.side == "target" and f.fragment in found
                                  for f in findings if f.fragment)
                      # (nor one of a clause said missing, "for each board in question", fix9ua, tester t9az y050,
                      # nor one whose alternative is said missing, "one or more" as "περισσότερες", fix9vd, tester t9ba
                      # alt12, the quantifier then paired with another "μία ή περισσότερες" of the translation: that is
                      # the one finding)
                      and not any(f.check == "sentences" and f.side == "source" and f.fragment
                                  and (english in f.fragment or f.fragment in english) for f in findings)]
        _quantifiers(source_neg, target_neg, lang, ui_lang, add, quantified, degrees=not degrees_said,
                     replaced=replaced | reversed_blame, sides_said=general[0] if general else "")
    # an interface string's "no <noun>" said as another count ("no entry" as 只有一个条目) is the count's one finding,
    # not also a negation dropped (fix9aw)
    counted = [f.message.casefold() for f in findings if f.check == "terminology"]
    findings[:] = [f for f in findings if not (
        domain == "messages" and f.check == "negation" and f.side == "source" and f.fragment[:3].casefold() == "no "
        and any("'" + " ".join(f.fragment.split()[:2]).casefold() + "'" in message for message in counted))]
    # a possibility said as a certainty (86A "could be known" as "είναι σίγουρα γνωστό"; fix9kd, tester t9av v159)
    _certainty(source_cmp, target_cmp, lang, ui_lang, add, findings, fuzzy, domain == "laws")
    for start, end, found in added_hedges(source_cmp, target_cmp, lang):
        message = _say(ui_lang, _("'{found}' (usually, as a rule) where the English states the rule without "
                                  "it: the rule softened?"), found=found)
        add("terminology", WARNING, message, found)
    folded_target = _fold_same_length(target_cmp) if lang == "el" else target_cmp
    for start, end, found in added_counts(source_cmp, target_cmp, lang):
        if el_two_named(folded_target, start, end):
            continue  # not the two just named: "ο μέσος όρος των δύο" for "the average of them" (fix9cb)
        if any(n.start <= start and end <= n.end and n.key in src_set for n in tgt_q):
            continue  # "δύο ή περισσότερες" for "more than one": the English's count in other words (fix9r)
        if said_word is not None and said_word.start <= start < said_word.end:
            continue  # "δύο" for "one": the number said changed is the one finding (fix9bn, tester 9z EF6)
        if any(n.start <= start and end <= n.end and (n.key in changed or n.key in gained) for n in tgt_all):
            continue  # "τουλάχιστον δύο" for "at least one": that count said changed is the one finding (fix9bu)
        if all_added([(start, end)]):
            continue  # in a sentence the English has not: that sentence's one finding (fix9cb)
        if pair_named(source_cmp, target_cmp, lang, Num("2", start, end, found)):
            continue  # a pair the English names in the plural: "μεταξύ των ίδιων δύο αγωνιζόμενων" for 86B1 "between
            # the same contestants" (t9bb rew289's kind; fixwa)
        message = _say(ui_lang, _("'{found}' (two) where the English names no two: does the translation "
                                  "concern other cases than the English?"), found=found)
        add("number", WARNING, message, found)

    _structure(source_en, target, target_cmp, lang, domain, ui_lang, add, side_swap is not None, aligned,
               damaged=damaged, translated=tgt_sentences, mojibake=mojibake, said_labels=said_labels)
    # an English parenthetical inside a sentence or clause said to have no translation (or replaced) went with it: that
    # finding names it, not its brackets said missing besides ("^N starts a new ruling here (recorded); ^O takes it
    # back." as "^O: την παίρνει πίσω.": tester t9cc cc-sen17, fjbc)
    lost_parts = [f.fragment for f in findings if f.check == "sentences" and f.side == "source" and f.fragment]
    if lost_parts:
        findings[:] = [f for f in findings if not (
            f.check == "brackets" and f.side == "source" and f.fragment and f.fragment[:1] in "([（［"
            and any(f.fragment in part for part in lost_parts))]
    # the negation of a clause said dropped went with it ("…, which this terminal cannot show." as "…είναι στα κινέζικα."):
    # that clause's finding names it, not one more of the negation missing from its sentence (tester t9bz bz-rew18, fjas)
    from helper.catalog.checks.negation import negation_count

    negated = [f.fragment for f in findings if f.check == "sentences" and f.side == "source" and f.fragment
               and f.fragment.casefold().startswith(("which ", "who ", "whom ", "whose "))
               and negation_count(f.fragment, "en")]
    if negated:
        findings[:] = [f for f in findings if not (
            f.check == "negation" and f.side == "source" and f.fragment
            and any(clause in f.fragment or f.fragment in clause for clause in negated))]
    # a last clause saying a penalty, a rounding or an average the English says nowhere (12C4 "…, στρογγυλοποιημένος
    # στον πλησιέστερο ακέραιο.", 12C1(e)(i) "…，并处以程序性罚分。", "The board is cancelled." as 该副牌取消，双方均得平均分。:
    # tester t9ba sen14, sen27, sen41): a rule of its own added, one finding; not where a finding names that clause
    # already (a clause after a bracket, about someone, a limit)
    # (a sentence of the English left untranslated, "The Director may award … contestant，当他认为…": its clause in
    # Chinese translates the English's own, no rule added; the English left is the one finding, fixyb)
    english_left_run = any(f.check == "untranslated-run" and f.severity == ERROR and f.side == "target"
                           and len((f.fragment or "").split()) >= 3 for f in findings)
    if domain in ("laws", "messages") and not fuzzy and not damaged and not aligned.lost and not aligned.extra \
            and not english_left_run:
        # (an average said in the place of the top the English names, "factored to the full top" as 并换算到平均分: the
        # average family's member added, its one finding below; fixzq, tester t9bh bh-sco11, bh-sco24)
        in_place = None if backs_missing else family_member_added(
            _term_text(without_placeholders(source_cmp), "en"), _term_text(without_placeholders(target_cmp), lang), lang,
            target_cmp)
        for _sentence, clause, _word in clause_added_saying(aligned, source_en, lang):
            if in_place is not None and in_place[0] in clause:
                continue
            if backs_missing:
                continue  # 86B3's "the Director acts as above" as 裁判判给平均分: the reference missing is the one
                # finding, the words in its place the translator's own (test_check_fix9ai, test_check_fix9bk)
            if any(f.side != "source" and f.fragment and (f.fragment in clause or clause in f.fragment)
                   for f in findings):
                continue
            message = _say(ui_lang, _("the translation adds '{text}' at the end of a sentence, which the English "
                                      "does not say: a clause added, a rule of its own?"), text=_short(clause))
            add("sentences", ERROR, message, clause)
    # a piece negating what the English never negates, in a sentence's middle too ("…, δεν μετρά η διανομή, …":
    # tester t9bg bg-sen13, fixzm): a rule of the translator's own, one finding naming it; the negation said added to
    # the English sentence is this finding (its words named), not one more; not a piece a finding names already
    if domain == "messages" and not fuzzy and not damaged and not aligned.lost and not aligned.extra \
            and lang in ("zh", "el"):
        from helper.catalog.checks.negation import negated_piece_added

        for english, clause in negated_piece_added(aligned, lang):
            if any(f.side != "source" and f.fragment and (f.fragment in clause or clause in f.fragment)
                   for f in findings):
                continue
            findings[:] = [f for f in findings if not (f.check == "negation" and f.side == "source" and f.fragment
                                                       and f.fragment.strip() in english)]
            message = _say(ui_lang, _("the translation adds '{text}', which the English does not say: a clause added, "
                                      "a rule of its own?"), text=_short(clause))
            add("sentences", ERROR, message, clause)
        # a second thing needed, or a second duty, joined by "and" to the one the English needs ("needs a terminal"
        # as 需要终端，并且必须以管理员身份运行, "χρειάζεται τερματικό και σύνδεση στο διαδίκτυο": tester t9bh bh-sen05,
        # bh-sen24, fixzo): a clause added, one finding, not where a finding names its words already
        # a clause joined by "and" that says an act of someone the English names nowhere, at the end of a sentence or
        # of its part before a colon ("The ruling is complete: go back …" as "裁决已完成，并已通知牌手：…", and the
        # players notified: tester t9bj bj-sen24, fixzv): a clause added, one finding, its person not again
        from helper.catalog.checks.who import who_clause_added

        added_clause = who_clause_added(_term_text(source_cmp, "en"), _term_text(target_cmp, lang), lang, parts=True)
        if added_clause is not None:
            clause = target_cmp[added_clause[0]:added_clause[1]]
            if not any(f.side != "source" and f.fragment and (f.fragment in clause or clause in f.fragment)
                       for f in findings):
                message = _say(ui_lang, _("the translation adds '{text}', which the English does not say: a clause "
                                          "added, a rule of its own?"), text=_short(clause))
                add("sentences", ERROR, message, clause)
        from helper.catalog.checks.interface_modality import need_joined_added

        for _english, clause in need_joined_added(source_cmp, target_cmp, lang):
            if any(f.side != "source" and f.fragment and (f.fragment in clause or clause in f.fragment)
                   for f in findings):
                continue
            message = _say(ui_lang, _("the translation adds '{text}', which the English does not say: a clause added, "
                                      "a rule of its own?"), text=_short(clause))
            add("sentences", ERROR, message, clause)
    # a question that lost its question mark, a sentence its full stop (fix9p: "Ποιος άξονας είναι ο αναίτιος" for
    # "Which side is non-offending?")
    # a placeholder in a law text (the law texts have none: "{law}", "%s" pasted from an interface message; tester
    # 9al): one finding below, not also the end mark it stands after
    law_placeholders = [m.group() for m in _PLACEHOLDER.finditer(target)
                        if m.group() not in source_en] if domain == "laws" else []
    for kind, english, mark in _lost_end_marks(source_en, target, lang, left, domain == "messages"):
        if any(f.check == "sentences" and f.fragment == english for f in findings):
            continue  # that English sentence is already said to have no translation
        if law_placeholders and kind not in ("question", "asked") and target.rstrip().endswith(law_placeholders[-1]):
            continue
        if kind == "question":
            message = _say(ui_lang, _("the English asks '{text}', the translation has no question mark there: a "
                                      "question made a statement?"), text=_short(english))
            add("sentences", ERROR, message, english, "source")
        elif kind == "asked":  # here ``english`` is the translation's sentence
            message = _say(ui_lang, _("the translation asks '{text}' (with '{mark}') where the English has no "
                                      "question: a statement made a question?"), text=_short(english), mark=mark)
            add("sentences", ERROR, message, english)
        elif end_mark_moved_in(source_en, target, lang) is None:
            # (not where the mark stands inside the last bracket, "（第12条C款4项。）": the bracket's one finding,
            # tester t9bl bl-brk06's kind, fiye)
            message = _say(ui_lang, _("the English ends with '{mark}', the translation with no end mark: a "
                                      "character lost?"), mark=mark)
            add("sentences", WARNING, message, english, "source")

    # bracket kinds
    # bracket kinds, outside law references ("12Γ1(γ)" for "12C1©") and national notes;
    # interface translations may add glosses in ( ), so only [ ] is compared there
    # (the brackets of a lost clause are that clause's: fix9k)
    # (and those of an English sentence or part with no translation at all, its one finding: fix9cg, tester 9ag
    # L-el-l-def-123's kind, 86B2(b)'s first sentence dropped with its "[see Law 12C2(b)]")
    # (and those of a bracket holding only a reference said to be missing or added, "[see also C1(d)]" dropped,
    # "(Νόμος 78Β)" added: that reference's one finding, tester t9ba law54, law48, fix9vb)
    src_bare = _spans_without(source_cmp, [(r.start, r.end) for r in src_refs] + plural_s + list(gone_spans)
                              + said_missing + _holding_only(source_cmp, src_refs, missing_keys)
                              + [(a, b) for a, b, _c in lost_clauses] + [(p.start, p.end) for p in as_clauses])
    tgt_bare = _spans_without(target_cmp, [(r.start, r.end) for r in tgt_refs] + plural_t
                              + _holding_only(target_cmp, tgt_refs, added_keys)
                              + [(p.start, p.end) for p in rendered + glossed]
                              + _left_brackets(source_en, target_cmp, damaged, domain, lang))
    src_kinds, tgt_kinds = bracket_kinds(src_bare), bracket_kinds(tgt_bare)
    if domain == "messages":
        src_kinds, tgt_kinds = src_kinds & {"[]"}, tgt_kinds & {"[]"}
        if "[]" not in src_kinds and same_content_reshaped(source_cmp, target_cmp, src_refs, tgt_refs) and (
                lang == "zh" and not re.search(r"[\[\]［］]", target_cmp)):
            tgt_kinds = set()  # "(Law 12C3)" as 〔第12条C款3项〕: the English's bracket reshaped (fix9hh); not as
            # "[第82条C款]", "[Νόμος 86Β2]": the square brackets of a law text's cross-reference (tester t9bf bra03, 04)
    if any(p.char in "([〔【)]〕】（）［］" for p in bracket_problems(target_cmp)):
        # a round or square bracket never closed, never opened or closed by another kind ("〔另见C1(d)，…"): its
        # one finding (check_single's); the kinds it seems to leave out or add are that bracket's (fix9cg, tester
        # 9ag L-zh-l-def-96: an unclosed 〔 read to the end hid every () and [] after it)
        src_kinds = tgt_kinds = set()
    elif domain != "messages" and bracket_pairs(src_bare) == bracket_pairs(tgt_bare):
        # as many pairs as the English, in other shapes ((see also C1(d)) for [see also C1(d)]): each pair of
        # the translation renders one of the English (fix9k), in Chinese, whose texts write 〔〕, 【】 or （） for
        # them.  Greek writes the English's brackets as they are (the official Greek keeps each [see Law …]): a
        # square pair of the English made round ("[βλέπε Νόμο 12Γ2(β)]" as "(βλέπε Νόμο 12Γ2(β))", tester t9aw
        # el_laws146) is one warning, the English's kind missing; the kind in its place is that one's (fix9mc)
        if lang == "el":
            tgt_kinds = tgt_kinds & src_kinds
        else:
            src_kinds = tgt_kinds = set()
    for kind in sorted(src_kinds - tgt_kinds):
        add("brackets", WARNING, _say(ui_lang, _("brackets {kind} of the English are not in the translation"),
                                      kind=kind), kind, "source")
    # (a kind the English has only in a part with no translation is still the English's: 12C1(e) without "by an
    # extremely serious error (unrelated to the infraction) or" keeps the gambling action's bracket （如果该行动失败…）,
    # no bracket the English has not; tester t9ay ZL-110)
    gone_kinds = bracket_kinds(_spans_without(source_cmp, [(r.start, r.end) for r in src_refs] + plural_s)) \
        if tgt_kinds - src_kinds and (gone_spans or said_missing) else set()
    for kind in sorted(tgt_kinds - src_kinds - gone_kinds):
        written = written_kind(tgt_bare, kind)  # 〔〕 named as written, not as [] (fix9hh)
        add("brackets", WARNING, _say(ui_lang, _("brackets {kind} in the translation are not in the English"),
                                      kind=written), written)
    if domain == "messages" and lang in ("zh", "el") and not bracket_problems(target_cmp):
        # an interface string's "(Law 90)" said as 第90条 / "Νόμος 90" with no bracket around it (fixya)
        unbracketed = refs_unbracketed(source_cmp, target_cmp, src_refs, tgt_refs)
        after_conjunction = _bracketed_after_conjunction(source_cmp, target_cmp, lang)
        refless = [q for q in parentheticals(target_cmp) if not any(r.start < q.end and q.start < r.end for r in tgt_refs)
                   and lang in REF_WORDS and re.search(r"[^\W\d_]", REF_WORDS[lang].sub("", q.content))]
        # (a pair holding only "Νόμος" of its reference, "(Νόμος) 82Γ", is the reference's bracket closed early: the
        # older finding, tester t9bg bg-bra22)
        if len(unbracketed) == 1 and len(parentheticals(source_cmp)) == len(parentheticals(target_cmp)) and len(
                refless) == 1 and all(any(p.start < r.start < p.end for r in src_refs) for p in parentheticals(source_cmp)):
            # the English's pair around a reference, the translation's in its place around other words: one pair
            # moved ("Υπάρχει και (διαδικαστική ποινή) Νόμος 90;" for "… a procedural penalty (Law 90)?", tester t9bi
            # bi-brk12), one finding, not a pair dropped and a pair added
            english, bracket = unbracketed[0][1], target_cmp[refless[0].start:refless[0].end]
            add("brackets", WARNING, _say(ui_lang, _("the English's '{english}' has its brackets around other words "
                                                     "in the translation, '{text}': a bracket pair moved?"),
                                          english=english, text=_short(bracket)), bracket)
            unbracketed, after_conjunction = [], [c for c in after_conjunction if c[1] != bracket]
        for english, bracket in ref_bracket_widened(source_cmp, target_cmp, src_refs, tgt_refs, lang):
            if any(f.fragment == bracket for f in findings):
                continue  # what the bracket says instead is another finding's ("（第12条C款2项除外）" for "(see Law
                # 12C2)": a cross-reference made an exclusion, test_check_fix9id)
            # the English's bracket holds the reference alone, the translation's more words the English says outside
            # it ("是否另有（程序性罚分第90条）？" for "Is there also a procedural penalty (Law 90)?", tester t9bi bi-brk11)
            add("brackets", WARNING, _say(ui_lang, _("the English's '{english}' has more words inside its brackets in "
                                                     "the translation, '{text}': a bracket moved?"),
                                          english=english, text=_short(bracket)), bracket)
            before = source_cmp[:source_cmp.find(english)].rstrip()
            findings[:] = [f for f in findings if not (  # (the words it took in are kept, not lost: "（个人赛第12条C款
                # 3项）" for "individual event (Law 12C3)")
                f.check == "sentences" and f.side == "source" and f.fragment and before.endswith(f.fragment.strip()))]
        for key, english, said in unbracketed:
            add("brackets", WARNING, _say(ui_lang, _("the brackets around the law reference '{english}' were dropped "
                                                     "in the translation ('{found}')"), english=english, found=said),
                said)
        # brackets the English has not opened right after a conjunction (或（…）, "και (…)", fixya)
        for conjunction, bracket in after_conjunction:
            add("brackets", WARNING, _say(ui_lang, _("brackets added after '{conjunction}' that the English does not "
                                                     "have: '{text}'"), conjunction=conjunction, text=_short(bracket)),
                bracket)
    # (the brackets a translator put around words the English says in its sentence, rendered: added all the same)
    _added_or_moved_brackets(source_cmp, target_cmp, src_bare, _spans_without(
        target_cmp, [(r.start, r.end) for r in tgt_refs] + plural_t + [(p.start, p.end) for p in glossed]
        + _left_brackets(source_en, target_cmp, damaged, domain, lang)), lang, domain, ui_lang, findings, add)

    # markers
    src_marks, tgt_marks = markers(source_cmp), markers(target_cmp)
    if src_marks != tgt_marks:
        only_src = sorted((src_marks - tgt_marks).elements())
        only_tgt = sorted((tgt_marks - src_marks).elements())
        fragment = f"{' '.join(only_src) or '-'} / {' '.join(only_tgt) or '-'}"
        # a side with no marker is said "none" in the message's words, not a bare "-" (fix9ch, tester 9ag: 86B2's
        # title with ²⁾ dropped)
        if not only_tgt:
            template = _("footnote markers differ: '{source}' in the English, none in the translation")
        elif not only_src:
            template = _("footnote markers differ: none in the English, '{target}' in the translation")
        else:
            template = _("footnote markers differ: '{source}' in the English, '{target}' in the translation")
        message = _say(ui_lang, template, source=" ".join(only_src), target=" ".join(only_tgt))
        add("markers", ERROR, message, fragment, "both")

    # encoding: "©" or "?" on one side where the other has "(c)" or a dash
    for text_a, text_b, side in ((source_en, target, "source"), (target, source_en, "target")):
        for match in re.finditer("©", text_a):
            if side == "target" and any(a <= match.start() < b for a, b in damaged):
                continue  # a "©" inside a word damaged by a wrong encoding ("ç©"): the damage is the finding
            if "©" not in text_b and not re.match(r"[0-9A-Za-z\u0391-\u03a9]", text_a[match.start() - 1:match.start()]):
                fragment = _context(text_a, match.start(), match.end(), 5, 0)
                message = _say(ui_lang, _("'©' {where} where the other text has no ©: probably '(c)' damaged"),
                               where=_where(ui_lang, side))
                add("encoding", ERROR, message, fragment, side)

    # terminology (a placeholder's name is no term: "{minus_imps}" names no IMPs, "{matchpoints}" no matchpoints;
    # fixwe, tester t9bb num019)
    src_terms = _term_text(without_placeholders(source_cmp), "en")
    tgt_terms = _term_text(without_placeholders(target_cmp), lang)
    # (a parenthetical whose brackets alone are said missing keeps its persons: "(another reviewer or an editor saved
    # it)" run on is no reviewer in the place of the English's "you"; fiyq)
    blanked = gone_spans + [span for span in said_missing if span not in words_kept]
    kept_terms = _term_text(_spans_without(source_cmp, blanked), "en") if blanked else src_terms
    left = [_term_text(f.fragment, "en").casefold() for f in findings
            if f.check == "untranslated-run" and f.side == "target" and f.severity == ERROR]
    # the two terms of a contrast exchanged ("an assigned adjusted score, not an artificial one" as "τεχνητή και όχι
    # κατ' εκτίμηση"): one error, each term being found (fix9be, tester 9x)
    swapped = contrast_swapped(src_terms, tgt_terms, lang) if not damaged and domain in ("laws", "messages") else None
    if swapped is not None:
        english, start, end = swapped
        found = (target_cmp if len(target_cmp) == len(tgt_terms) else tgt_terms)[start:end]
        message = _say(ui_lang, _("the English says '{english}', the translation negates the term it affirms "
                                  "('{found}'): the two terms of the contrast exchanged?"), english=english,
                       found=found)
        add("terminology", ERROR, message, found)
    # an average level given to the other kind of adjusted score (86B2(b)'s artificial and assigned exchanged inside
    # "either … or": both terms still named; fix9gb): one error
    exchanged = score_kind_exchanged(source_cmp, target_cmp, lang) \
        if not damaged and swapped is None and domain in ("laws", "messages") else None
    if exchanged is not None:
        message = _say(ui_lang, _("the English says '{english}', the translation '{found}': the two kinds of adjusted "
                                  "score exchanged?"), english=exchanged[0], found=exchanged[1])
        add("terminology", ERROR, message, exchanged[1], "both")
    # the terms each text names, a longer term read first (:func:`terminology.named_alone`): 违规 inside 非违规方 is
    # the non-offending side, not the term for "infraction" (fix9fb)
    src_named = named_alone(source_cmp, "en")
    tgt_named = named_alone(target_cmp, lang) if lang != "en" else set()
    stand_ins: Counter = Counter()  # the places of each family member said to stand in for a term (fix9gb)
    # the translation's terms without the other side's name negated as part of this side's (ο μη υπαίτιος άξονας,
    # "που δεν είναι υπαίτιος": the non-offending side, :data:`sides.SIDE_NAMES`; fix9ay)
    unnamed = re.sub(SIDE_NAMES[lang][0], lambda m: " " * len(m.group()), tgt_terms) if lang in SIDE_NAMES \
        else tgt_terms

    who_added: list[str] = []  # the members of "who" the translation adds, the English naming none (fix9vb)

    def someone_else(found: str, other: str, english: str) -> None:
        """One error: ``found`` (the member ``other`` of the family "who") said where the English names the person
        or body ``english``."""
        term = next((t for t in load_glossary() if t.en_text == english), None)  # (a member of "families": none)
        if not english:  # a member the English names nowhere, added (who.who_replaced; fix9ka, tester t9av v089)
            message = _say(ui_lang, _("the translation adds '{found}' ('{other}'), whom the English does not name: "
                                      "someone else acts or decides?"), found=found, other=other)
            who_added.append(found)
        elif term is None:  # a player, a captain, a committee: no term of the glossary to name (fix9ja, t9at E-who5)
            message = _say(ui_lang, _("'{found}' ('{other}') where the English has '{english}': someone else acts or "
                                      "decides?"), found=found, other=other, english=english)
        else:
            message = _say(ui_lang, _("'{found}' ('{other}') where the term for '{term}' is expected ('{expected}'): "
                                      "someone else acts or decides?"), found=found, other=other, term=english,
                           expected=term_forms(term, lang))
        add("terminology", ERROR, message, found)

    # the persons and bodies said in another's place, aligned by place (:func:`who.who_replaced`; fix9ja,
    # tester t9at E-who3, E-who4, E-who5): a term of the family "who" missing takes its stand-in from these (12A1's
    # Director made the Regulating Authority: that Authority is the Director's, not the contestant's, whom the
    # official Greek says as the side), and those left (a member of the English still named elsewhere, 12C2(b)'s
    # Director in the Organizer's place beside the Organizer made the Authority's; a player, no term) are said after
    # the terms; none in a limit the translation adds (fix9ic) nor in an older edition's text
    # (the English's places in a part said missing are that finding's: 12C2(b) without "Subject to approval by the
    # Regulating Authority" keeps its Director for the Organizer, test_check_fix9w)
    who_pairs = [p for p in who_replaced(kept_terms, unnamed, lang, source_cmp, target_cmp, src_terms,
                                         interface=domain == "messages")
                 if not any(p.found in clause for clause in limit_clauses)] if not damaged and not fuzzy else []
    who_paired = Counter(p.other for p in who_pairs)  # their places: no stand-in for another term (family_stand_in)
    who_used: set[int] = set()  # the pairs a term's stand-in took (by index: two may read alike)

    def who_stand_in(term) -> tuple[str, str] | None:
        """The stand-in for ``term`` (missing from the translation): its aligned one, else one
        :func:`terminology.family_stand_in` finds among the places no aligned pair took; for a side with no other
        side in its place, a person or body the English names nowhere (a pair of ``who_pairs`` with no English).
        Returns ``(found, label)`` or None."""
        if term.family == "who":
            index = next((i for i, p in enumerate(who_pairs) if p.english == term.en_text and i not in who_used), None)
            if index is not None:
                who_used.add(index)
                return who_pairs[index].found, who_pairs[index].other
            return family_stand_in(term, src_terms, unnamed, lang, target_cmp, stand_ins + who_paired)
        found = family_stand_in(term, src_terms, unnamed, lang, target_cmp, stand_ins)
        if found is None and term.family == "side":
            # a side missing where the translation adds a person or body the English names nowhere (12C1(e)(i)'s
            # "违规方得到" as "主管单位给出"): that body in the side's place, one error (fix9ua, tester t9az y093)
            index = next((i for i, p in enumerate(who_pairs) if not p.english and i not in who_used), None)
            if index is not None:
                who_used.add(index)
                return who_pairs[index].found, who_pairs[index].other
        return found

    for term in load_glossary():
        if damaged:  # a damaged word may be the term: the damage is the one finding
            break
        # a rendering a review marked wrong (平均加分 for "average plus"): an error naming the term, whether or not
        # the term is found elsewhere in the text, or the English names it in those words ("average plus and minus",
        # "assigned score") (fix9u, tester 9j)
        wrong = [form for form, p in term.wrong.get(lang, []) if p.search(tgt_terms)]
        if wrong:
            message = _say(ui_lang, _("'{found}' is marked wrong for '{term}' in the glossary: the term is '{right}'"),
                           found=wrong[0], term=_term_named(term, load_glossary(), lang, source_cmp),
                           right=term_used(term, lang))
            add("terminology", ERROR, message, wrong[0])
            continue
        if lang not in term.accepted or not term.en.search(src_terms):
            continue
        if swapped is not None and term.en.search(swapped[0]):
            continue  # a term of the contrast exchanged: its one finding (above), not also each term said wrong (fix9fc)
        if (side_swap is not None or "offending" in reported) and "offending" in term.en_text:
            continue  # the sides swapped (or their labels, in both sentences of 86B2(b)): one finding (above)
        if session is not None and term.en.search(_term_text(session[0], "en")):
            continue  # the session said as a match: that finding names it (fix9gb)
        if any(term.en.search(_term_text(text, "en")) for text in alternatives):
            continue  # a term of a list said to have lost an alternative (Greek "κατ' εκτίμηση … ή διαδικαστική ποινή"
            # for "an assigned adjusted score, an artificial adjusted score or a procedural penalty"): that finding
            # names the list, not also a term said wrong or missing (fix9gb)
        if any(p.search(tgt_terms) for p in term.accepted[lang]) and not (
                term.en_text in src_named and term.en_text not in tgt_named):
            # found (not only inside a longer term: 违规 of 非违规方), but maybe not at every place: an IMP amount written 比赛分 beside an IMP kept elsewhere
            # (12C2(b) 正3比赛分 beside IMP制): compared per occurrence (fix9i)
            # counted in the English that has a translation (``kept_terms``): the IMPs of a sentence with no
            # translation are not looked for in the sentences kept, whose matchpoints are said right (el 12C2(c)
            # without its second sentence; tester t9at E-sent4)
            confused = _as_written(_confused_occurrences(term, kept_terms, tgt_terms, lang)
                                   or _confused_in_sentence(term, kept_terms, tgt_terms, lang, source_cmp, target_cmp),
                                   tgt_terms, target_cmp)
            pair_lost = _unit_pair_replaced(term, confused, source_cmp, lang, findings) if confused else None
            if pair_lost is not None and _unit_said(term, lang, findings):
                # (the unit said another already, "σε βαθμούς αγώνα" for "in IMPs or VPs": that finding is the one,
                # not also "or VPs" missing)
                findings.remove(pair_lost[0])
            elif pair_lost is not None:
                # "IMPs or VPs" said as 比赛分: the unit changed, one finding naming both, not also the alternative
                # "or VPs" missing (tester t9bl bl-sco02, fiye)
                lost_finding, english, unit = pair_lost
                findings.remove(lost_finding)
                message = _say(ui_lang, _("'{found}' ('{term}') where the English says '{english}': the score or side "
                                          "changed?"), found=confused, term=_say(ui_lang, unit), english=english)
                add("terminology", ERROR, message, confused)
            elif confused and not _unit_said(term, lang, findings):
                message = _say(ui_lang, _("'{found}' where the term for '{term}' is expected ('{expected}')"),
                               found=confused, term=term.en_text, expected=term_forms(term, lang))
                add("terminology", ERROR, message, confused)
            continue
        if any(term.en.search(text) or text in term.en_text.casefold() for text in left):
            continue  # the term (or part of it) left in English: that is the one finding (untranslated-run)
        if term.family and any(other.family == term.family and other is not term and other.en.search(text)
                               for other in load_glossary() for text in left):
            continue  # another of its family left in English in its place ("Director" where the official Greek
            # 12C2(b) names the Director for the Tournament Organizer): the untranslated-run finding is the one
            # (test_catalog_mutations, terms left in English)
        contrast_free = without_contrast(term, source_cmp, tgt_terms, lang)
        if contrast_free is not None and any(p.search(contrast_free) for p in term.accepted[lang]):
            continue  # "an assigned adjusted score, not an artificial one" as "κατ' εκτίμηση και όχι τεχνητή
            # επανορθωτική βαθμολογία": the term said with the English's own contrast inside it (fix9bb, tester 9x)
        if cut_spans and any(term.en.search(_term_text(source_cmp[a:b], "en")) for a, b in cut_spans):
            continue  # named where the translation was cut off: it may have said it in its lost end (z53)
        if not term.en.search(kept_terms):
            # the term only in an English sentence with no translation: that sentence is the finding, which names
            # the term it carries; another side's term in the sentences kept (86B2(b)'s "αναίτιο άξονα" with the
            # offending side's sentence dropped) is no confusion (fix9cg, tester 9ag L-el-l-def-123)
            continue
        # a confusable form that renders another term of the English is that term (比赛分 for the
        # matchpoints of a text that names IMPs too), no confusion, unless the translation says it more often than the
        # English names that term (:func:`_confused_occurrences`: "({plus_imps} / {minus_imps} IMPs); matchpoint
        # scale" with 比赛分 for both, fix9i; its placeholders no IMPs, fixwe)
        # nor is the other side's name negated as part of this side's (``unnamed``, above)
        occurred = _confused_occurrences(term, src_terms, unnamed, lang)
        confused = [_as_written(occurred, unnamed, target_cmp)] if occurred else []
        if confused and _unit_said(term, lang, findings):
            continue  # "at IMPs" as "με βαθμούς αγώνα": the scoring unit changed (opposites), its one finding
        if confused:
            message = _say(ui_lang, _("'{found}' where the term for '{term}' is expected ('{expected}')"),
                           found=confused[0], term=term.en_text, expected=term_forms(term, lang))
            add("terminology", ERROR, message, confused[0])
        elif term.en_text.casefold() == "director" and _agent_left_implicit(source_cmp, target_cmp, lang, term.en) \
                and family_stand_in(term, src_terms, unnamed, lang, target_cmp) is None \
                and not any(p.english == term.en_text for p in who_pairs):
            continue  # "the Director shall award to X" as "X 应获判" (passive, fix9w): the agent left implicit; not
            # when another who names itself in his place (86B3 "the Director proceeds" as "ο Διοργανωτής Αγώνων
            # πράττει" beside "η βαθμολογία που επιδικάζεται": someone else acts, below; fix9ga, tester 9am)
        elif term.en_text.casefold() in {label.casefold() for label in replaced}:
            continue  # another label stands in its place ("average minus" for "average plus"): that is the finding
        elif lang in term.expect and not any(p.search(tgt_terms) for _f, p in term.near_miss.get(lang, [])) \
                and not any(p.search(tgt_terms) for _f, p, _w, _s in term.not_used.get(lang, [])):
            if term.family == "contest" and any(re.search(r"\b" + re.escape(form) + r"\b", term.en_text, re.IGNORECASE)
                                                for form in contest_forms):
                continue  # "in team play" as 在双人赛中: the form of contest changed is the one finding (fix9hd)
            if any(term.en.search(_term_text(english, "en")) for english in units_changed):
                continue  # "matchpoint scale" as "κλίμακα βαθμών νίκης": the unit said as another is the one finding,
                # not also the term missing nor another of its family in its place (fixwe)
            stand_in = who_stand_in(term)
            if stand_in is not None and term.family == "who" and any(stand_in[0] in clause for clause in limit_clauses):
                stand_in = None  # 12A1 "…, εκτός αν ο Διοργανωτής ορίσει διαφορετικά": the Organizer named in the
                # limit added, that finding's, no one in the contestant's place (fix9ic)
            # (or a part of it: "percent of a top" as 平均分的百分比, the computation's finding named 平均; fixzq)
            if stand_in is not None and any(f.check == "terminology" and f.severity == ERROR and f.side == "both"
                                            and f.fragment and (f.fragment in stand_in[0] or stand_in[0] in f.fragment)
                                            for f in findings):
                continue  # the stand-in named by a word said by another ("Pairs, matchpoints" as "…, IMPs": another
                # scoring unit, :data:`opposites.OPPOSITES`; fix9vd, tester t9ba sco45): that is the one finding
            if stand_in is not None and any(f.check == "terminology" and f.severity == ERROR
                                            and f.fragment == stand_in[1] for f in findings):
                stand_in = None  # "'in no way at fault' goes with 'average plus' in the English but with 'average
                # minus' …" said it already: one defect, one error
            if stand_in is not None:
                # another score or side of the term's family in its place ("average plus" as "μέσος όρος", the
                # plain average; fix9ac, tester 9m): an error, where a term merely paraphrased is a warning
                found, other = stand_in
                stand_ins[other] += 1
                if term.family == "contest":  # 12C4 "knockout" as "αγώνες ζευγών" (fix9ic, tester t9as EL45): the
                    # words of 86B1's "team play" said as 双人赛 (an opposite, "pairs / teams"), the same error
                    message = _say(ui_lang, _OPPOSITE_MESSAGES["pairs / teams"], english=term.en_text, found=found)
                    add("terminology", ERROR, message, found, "both")
                    continue
                message = _say(ui_lang, _("'{found}' ('{other}') where the term for '{term}' is expected "
                                          "('{expected}'): someone else acts or decides?")
                               if term.family == "who" or any((p.found, p.other) == stand_in for p in who_pairs)
                               else _("'{found}' ('{other}') where the term for '{term}' is expected "
                                      "('{expected}'): the score or side changed?"), found=found, other=other,
                               term=term.en_text, expected=term_forms(term, lang))
                add("terminology", ERROR, message, found)
                continue
            # the glossary's term named (fresh tester 9t: "译文中没有“Regulating Authority”对应的术语" left the
            # reviewer to guess 主管单位)
            if any(term.en_text.casefold() in english.casefold() for english in alternatives):
                continue  # the term of an alternative said dropped: that finding's (fix9fd)
            if any(re.search(r"\b" + re.escape(form) + r"\b", term.en_text, re.IGNORECASE) for form in contest_forms):
                continue  # "in team play" as 在双人赛中: the form of contest changed is the one finding (fix9hd)
            # one of two alternatives dropped with their "or" (12C2(b) "average plus or average minus" as 平均正分): the
            # alternative missing, an error, not its term (fix9hc)
            pair_dropped = dropped_either_or(source_cmp, target_cmp, lang, term.en_text) \
                if domain == "laws" and not fuzzy else []
            if pair_dropped:
                english, count, found = pair_dropped[0]
                alternatives.append(english)
                message = _alternatives_dropped(ui_lang, count, _short(english), found)
                add("terminology", ERROR, message, english, "source")
                continue
            if _quantified_whole(term, source_cmp, quantified, findings):
                continue  # "both members of the offending side" as 仅对违规者 (only the offender): the quantifier changed
                # is the one finding, the side it counts the members of not also said missing (fix9ga, tester 9am)
            if term.family == "contest" and not fuzzy and not any(
                    re.search(words, target_cmp, re.IGNORECASE)
                    for words in _CONTEST_WORDS.get(term.en_text, {}).get(lang, ())):
                # a form of contest dropped (86B1 "In team play" left out; fix9ic, tester t9as ZL55): the rule for
                # every form of contest, an error as the form changed is (not a paraphrase's warning)
                message = _say(ui_lang, _("the English restricts by '{text}', the translation has no such words: the "
                                          "restriction dropped, the rule widened?"), text=term.en_text)
                add("terminology", ERROR, message, term.en_text, "source")
                continue
            if any(f.check in ("terminology", "sentences") and f.severity == ERROR and f.side == "source"
                   and len(f.fragment) <= 40 and re.search(r"\b" + re.escape(term.en_text), f.fragment, re.IGNORECASE)
                   for f in findings):
                continue  # "between the same contestants" dropped: the restriction dropped is the one finding (fix9kd,
                # tester t9av v166); likewise a clause dropped, "for each board in question" (fix9ua, t9az y050)
            if len(re.findall(r"\b" + re.escape(term.en_text), source_cmp, re.IGNORECASE)) == 1 and any(
                    f.check == "terminology" and f.severity == ERROR and f.side == "source" and f.fragment
                    and re.search(re.escape(f.fragment) + r"\s+(?:of|for|on|in)\s+(?:the|an?|this|each)\s+"
                                  + re.escape(term.en_text), source_cmp, re.IGNORECASE) for f in findings):
                continue  # 12A2 "normal play of the board" dropped whole: the restriction dropped is the one finding, its
                # board not also said missing (tester t9ba sen50)
            copies = doubled_copies(target_cmp, lang, source_cmp)
            if copies and any(p.search(_term_text(without_placeholders("".join(
                    c for i, c in enumerate(target_cmp) if not any(a <= i < b for a, b in copies))), lang))
                    for p in term.accepted[lang]):
                continue  # the term with a character written twice (平均正正分): the doubled finding's (fixzb, tester
                # t9be doubzh10), the term is there read once
            message = _say(ui_lang, _("the term for '{term}' ('{expected}') is not in the translation"),
                           term=term.en_text, expected=term_forms(term, lang))
            add("terminology", WARNING, message, term.en_text, "source")
    # the persons or bodies said in another's place the terms above did not say (:func:`who.who_replaced`;
    # fix9ja): one error each, unless a finding above names those words
    for index, pair in enumerate(who_pairs):
        if not pair.english and any(f.fragment and pair.found in f.fragment and f.side != "source"
                                    or f.check == "sentences" and pair.found in f.message for f in findings):
            continue  # one added inside a sentence or a note said added or replaced (the sentence quoted in the
            # message: 12C1(a)'s "Ο Διαιτητής ενημερώνει τους παίκτες." for its second sentence): that finding's (fix9ka)
        if index not in who_used and not any(f.check == "terminology" and f.severity == ERROR and f.fragment
                                            and (pair.found in f.fragment or f.fragment in pair.found)
                                            for f in findings):
            someone_else(pair.found, pair.other, pair.english)
    # another person or body in one of the places of a person the English names twice or more, still said in the
    # others (el 12C3 "ο Διοργανωτής Αγώνων επιβάλλει" for the first of its two Directors; tester t9at E-who8):
    # someone else acts, one error, unless a finding above names those words
    who_less = who_stand_in_where_named_less(src_terms, unnamed, lang, target_cmp, stand_ins) \
        if not damaged and not fuzzy else None
    if who_less is not None and not any(f.check == "terminology" and f.severity == ERROR
                                        and f.fragment and (who_less[0] in f.fragment or f.fragment in who_less[0])
                                        for f in findings):
        someone_else(*who_less)
    # another of the who family named as the one who approves, both still named (12C2(b) 经比赛主办机构批准，主管单位可…
    # 变更 for "Subject to approval by the Regulating Authority, this may be varied by the Tournament Organizer"; fix9ga,
    # tester 9am): someone else decides, one error, unless a finding above names those words
    approver = approver_changed(src_terms, tgt_terms, lang, target_cmp) if not damaged else None
    if approver is not None and not any(f.check == "terminology" and f.severity == ERROR and f.fragment == approver[0]
                                        for f in findings):
        someone_else(*approver)
    # a term of a family where the English names its plain member ("partly at fault, average" as "μέσος όρος συν":
    # average plus named, the score changed; fix9fg, tester 9am #335): one error, unless a finding names those words
    added_term = family_term_added(src_terms, tgt_terms, lang, target_cmp) if not damaged else None
    # likewise a member where the English says only "the scores" (12C2(d)'s 判给的平均正分, "ο μέσος όρος συν": a score
    # the English does not name; fix9ua, tester t9az y075)
    # (not where a reference back is said missing: 86B3's "acts as above" as 判给平均分, that finding's words)
    if added_term is None and not damaged and not backs_missing:
        added_term = family_member_added(src_terms, tgt_terms, lang, target_cmp)
    # (nor one inside a sentence said added or put in another's place, quoted by its finding: 12C1(d)'s condition
    # replaced by "双方各得平均分。", test_check_fix9na)
    if added_term is not None and not any(f.check in ("terminology", "number") and f.severity == ERROR
                                          and f.fragment and (added_term[0] in f.fragment or f.fragment in added_term[0])
                                          or f.check == "sentences" and added_term[0] in f.message
                                          for f in findings):
        found, term_name, member = added_term
        message = _say(ui_lang, _("'{found}' ('{term}') where the English says '{english}': the score or side "
                                  "changed?"), found=found, term=_say(ui_lang, term_name), english=member)
        add("terminology", ERROR, message, found)

    # placeholders exactly as the running helper judges them (helper.i18n): a
    # translation failing this is never shown, the English is (issue 7 C3)
    brace_said = False  # the placeholders a sentence with no translation carried: said by it (fix9aw)
    if domain == "messages":
        from helper.i18n import placeholder_fields, placeholder_problem

        problem = placeholder_problem(source_en, target)
        # an English sentence with no translation names its placeholders and keys ("it carries 1-{count}, ↑, ↓,
        # Enter"): they are not reported again (fix9aw, fresh tester 9s: one dropped sentence gave 6 findings)
        lost = [f.fragment for f in findings if f.check == "sentences" and f.side == "source" and f.fragment
                and f.fragment in source_en]
        if problem == "missing" and lost and all(
                any(m.group() in sentence for sentence in lost) or m.group() in target
                for m in _PLACEHOLDER.finditer(source_en)):
            problem = None
            brace_said = True
        if problem in ("missing", "unknown"):
            # a placeholder missing or not the English's ("ΑΔ {ns}" for "EW {ew}") is this finding alone, not also
            # placeholders out of order (fix9al): the order compared what the helper never shows
            findings[:] = [f for f in findings if f.check != "placeholder-order"]
        if problem:
            reasons = {
                "braces": _("its braces do not pair"),
                # named (t9bb rew650, fixwa): which one, as the "missing" names its own
                "unknown": _("a placeholder the English does not have: {names} (a misspelt name, or a dot, bracket or "
                             "colon in it)"),
                # named (fix9be, tester 9x: "Ruling {id} recorded" without {id}: which one, the reviewer had to find)
                "missing": _("a placeholder of the English is missing: {names}"),
                "percent": _("its % placeholders differ from the English"),
            }
            # (a placeholder written with doubled braces, "{{number}}", is literal text to str.format: named missing,
            # not an empty name; tester t9az z378)
            unescaped = target.replace("{{", "  ").replace("}}", "  ")
            names = ", ".join(dict.fromkeys(m.group() for m in _PLACEHOLDER.finditer(source_en)
                                            if m.group() not in unescaped))
            # a placeholder replaced by a number ("more than {count} characters" as 超过 3 个字符): one defect, this
            # finding naming the number, not also "number 3 in the translation is not in the English" (fix9fc)
            numbers = [f for f in findings if f.check == "number" and f.side == "target"]
            # (and a law's placeholder written out as a law reference, "(Νόμος {law92})" as "(Νόμος 92)", "（{law}）" as
            # "（第86条C款）": the one law reference "not in the English" is its value, one defect, this finding naming
            # it; tester t9bl bl-plh21, fiye)
            laws = [f for f in findings if f.check == "law-reference" and f.side == "target"] \
                if problem == "missing" and not numbers and re.fullmatch(r"\{law\w*\}", names) else []
            if len(laws) == 1:
                problem = "law written"
                reasons["law written"] = _("the placeholder {names} of the English is written out as the law "
                                           "reference '{number}'")
                numbers = laws
                findings.remove(laws[0])
            more = [field for field in _shown_more(source_en, target) if sum(
                1 for t in sentences(target, lang) if field in t.text) > 1] \
                if problem == "missing" and names and "," not in names else []
            if len(more) == 1 and not numbers:
                # one of the English's placeholders missing, another shown once more in its place, in a sentence of
                # its own ("Ruling {number}" as "Η απόφαση {id}" beside the English's own "Law {id}?": another ruling
                # named): the name changed, one finding naming both, not also the value shown twice nor a sentence
                # replaced (tester t9bp bp-ph10, fiys); a name doubled inside one sentence ("ΒΝ {ns}, ΑΔ {ns}")
                # stays the older "missing" (test_check_fix9al)
                problem = "renamed"
                reasons["renamed"] = _("the placeholder {names} of the English is missing and {other} is given once "
                                       "more in its place ({names} renamed {other})")
            if problem == "missing" and len(numbers) == 1 and names and "," not in names:
                problem = "replaced"
                reasons["replaced"] = _("the placeholder {names} of the English is replaced by the number {number}")
                findings.remove(numbers[0])
            if problem == "missing" and names and "," not in names:
                # a placeholder replaced by a person's word ("the score of {other}" as "η βαθμολογία του αντιπάλου",
                # tester t9ba pla48): this finding, not also the person added (fix9vb)
                findings[:] = [f for f in findings if not (f.check == "terminology" and f.fragment in who_added)]
            if problem == "missing" and any(re.search(re.escape(name) + r"[.,;:!?)]", source_en)
                                            for name in names.split(", ") if name):
                # the space a placeholder dropped before punctuation leaves ("όχι {limit}." as "όχι .", 而不是 。;
                # tester t9az z363) is this finding's, no tokenisation damage too
                findings[:] = [f for f in findings if not (
                    f.check == "encoding" and f.side == "target" and f.severity == WARNING
                    and re.search(r"\s[.,;:!?)。，；：！？）]", f.fragment))]
            if problem == "missing" and names:
                # a placeholder whose braces were lost ("第 {line} 行" as "第 line 行", tester t9bh bh-plc07): its name
                # left as a bare word is this finding, not also English left untranslated (fixzp)
                bare = [name for name in names.split(", ") if re.fullmatch(r"\{\w+\}", name)
                        and "{" + name + "}" not in target  # ({{number}}: its braces doubled, the older message)
                        and re.search(rf"(?<![\w{{-]){re.escape(name[1:-1])}(?![\w}}-])", unescaped)]
                findings[:] = [f for f in findings if not (
                    f.check == "untranslated-run" and f.side == "target"
                    and f.fragment.strip() in [name[1:-1] for name in bare])]
                # nor a word written twice where one copy is that bare name ("at byte {byte}" as "στο byte byte",
                # tester t9bn bn-plh21): the placeholder's defect, not a doubled word (fiym)
                bare_words = {name[1:-1].casefold() for name in bare}
                findings[:] = [f for f in findings if not (
                    f.check == "doubled" and f.side == "target"
                    and {w.casefold() for w in re.findall(r"\w+", f.fragment)} <= bare_words
                    and len(re.findall(r"\w+", f.fragment)) == 2)]
                if bare and "," not in names:
                    problem = "unbraced"
                    reasons["unbraced"] = _("the placeholder {names} of the English has lost its braces: its name "
                                            "'{word}' stands in the translation as a word")
            if problem == "unknown":
                names = ", ".join(placeholder_fields(source_en, target)[0])
            reason = _say(ui_lang, reasons[problem], names=names,
                          number=numbers[0].fragment if problem in ("replaced", "law written") else "",
                          word=names[1:-1], other=more[0] if problem == "renamed" else "")
            add("placeholders", ERROR, _say(ui_lang, _("{reason}; the helper shows the English instead"),
                                            reason=reason), target)
            if problem == "braces":
                # a broken placeholder ("{note} {note") is this finding alone: not also a brace never closed, nor
                # its name English left untranslated (fix9ch, tester 9ag: 3 findings)
                pieces = [m.group() for m in _BROKEN_FIELD.finditer(_PLACEHOLDER.sub(" ", target))]
                # a brace written as another bracket ("{top]", "(top}"; tester t9az z380): that bracket unpaired is
                # this finding too
                misbraced = "".join(m.group(1) or m.group(2)
                                    for m in _MISBRACED_FIELD.finditer(_PLACEHOLDER.sub(" ", target)))
                findings[:] = [f for f in findings if not (
                    (f.check == "brackets" and f.side == "target" and re.search(r"'[{}]'", f.message))
                    or (f.check == "brackets" and f.side == "target" and misbraced
                        and re.search("'[" + re.escape(misbraced) + "]'", f.message))
                    or (f.check == "untranslated-run" and f.side == "target"
                        and any(f.fragment.strip() in piece for piece in pieces)))]
        else:
            # a placeholder the English gives once given more often (placeholders are a set to the helper, which
            # shows it: "Cannot read {file}: {reason}" as "Το {file} δεν μπορεί να διαβαστεί: {file}: {reason}", fix9ch,
            # tester 9ag): the name or value said twice, a part repeated or put in another's place
            _repeated_placeholders(source_en, target, ui_lang, add, lang)
            if _broken_expressions(source_en, target, ui_lang, add):
                # (two placeholders of the expression in another order, "{total}/{count}", are that finding's)
                findings[:] = [f for f in findings if f.check != "placeholder-order"]

    elif law_placeholders:
        if any("(" in name for name in law_placeholders) and \
                _PLACEHOLDER.sub(" ", target).count("(") == source_en.count("("):
            # the brackets of "%(name)s" are the placeholder's: this finding alone
            findings[:] = [f for f in findings if not (f.check == "brackets" and f.side == "target"
                                                       and "()" in f.message)]
        add("placeholders", ERROR, _say(ui_lang, _("a placeholder in the law text ({names}), which the English has "
                                                   "not: text pasted from an interface message?"),
                                        names=", ".join(dict.fromkeys(law_placeholders))), law_placeholders[0])
    # key names (fix9ac, tester 9m) and command-line options (fix9bx, early fresh tester 9ad): a key or an option
    # changed ("Enter chooses it" as 按 Esc 选定, "add --force" as 请加 --output), missing or added sends the Director
    # to the wrong key or has him type another option; keys and options are never translated.  Two keys each given
    # the other's action (^N 返回可更正；^P 开始新的裁决) are a Director told the wrong key too
    if domain == "messages":
        if native_keys:
            separator = "、" if ui_lang.startswith("zh") else ", "
            if any(len(f) > 1 for _e, f in native_keys):
                # (the answer keys replaced by the words of the answers, "(y / n)" as "(ναι / όχι)": fix9sa)
                said = _("the English's keys ({english}) are replaced by words of the translation ({found}): the "
                         "Director is not told which key to press?")
            else:
                said = _("the English's keys ({english}) are given as letters of the translation's own script "
                         "({found}): keys are never translated, a Director told keys that do nothing?")
            message = _say(ui_lang, said, english=separator.join(e for e, _f in native_keys),
                           found=separator.join(f for _e, f in native_keys))
            add("keys", ERROR, message, " / ".join(f for _e, f in native_keys), "target")
        said_native = {e for e, _f in native_keys}
        # (a key written twice, "Escape, Escape,", is the doubled finding's: its copy names no other key, t9ba dou46)
        keyed = _spans_without(target, doubled_copies(target, lang, source_en))
        # a key sequence given otherwise ("Ctrl+B d" as "Ctrl+D", "^P then Enter" as "^P"; fixyc): one finding naming
        # the sequence and what stands in its place, not each of its keys missing and each key put there added
        in_sequences: Counter = Counter()
        for english, found, missing, put in sequence_differences(source_en, keyed):
            if any(english in sentence for sentence in lost):
                in_sequences.update(missing + put)
                continue  # named by the sentence with no translation that carried it
            if found:
                message = _say(ui_lang, _("the English's key sequence '{english}' (one key, then the next) is "
                                          "'{found}' in the translation: a Director told to press other keys?"),
                               english=english, found=found)
                add("keys", ERROR, message, f"{english} / {found}", "both")
            else:
                message = _say(ui_lang, _("the English's key sequence '{english}' (one key, then the next) is not "
                                          "in the translation: a Director not told which keys to press?"),
                               english=english)
                add("keys", ERROR, message, english, "source")
            in_sequences.update(missing + put)
        key_changes = []
        for e, f in key_differences(source_en, keyed):
            if e in said_native and not f:
                continue
            if in_sequences[e] > 0 or in_sequences[f] > 0:
                in_sequences[e] -= 1
                in_sequences[f] -= 1
                continue  # (said by the sequence's finding)
            key_changes.append((e, f))
        # the keys of one list of alternatives dropped together ("Press Escape, Enter, F1 or q" as 按 Escape 或 q:
        # tester t9bk bk-alt19, fixzy): one defect, one finding naming them all
        dropped_keys = listed_keys_dropped(source_en, [e for e, f in key_changes
                                                       if e and not f and not any(e in sentence for sentence in lost)])
        for check, differences in (("keys", key_changes),
                                   ("options", option_differences(source_en, target))):
            changed, missing, added = _NAMED_SAID[check]
            for english, found in differences:
                group = next((g for g in dropped_keys if english in g), None) if check == "keys" and not found \
                    else None
                if group is not None:
                    if english == group[0]:
                        findings[:] = [f for f in findings if not (
                            f.check == "terminology" and f.fragment in alternatives
                            and any(re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", f.fragment) for k in group))]
                        names = ", ".join(f"'{k}'" for k in group)
                        add("keys", ERROR, _say(ui_lang, _("the keys {keys} of the English are not named in the "
                                                           "translation: alternatives dropped?"), keys=names),
                            listed_keys_span(source_en, group), "source")
                    continue
                if english and re.search(r"[{}]|%[(\w]", english) and any(
                        f.check == "placeholders" and f.side == "target" for f in findings):
                    # a key holding a placeholder ("1-{count}") lost or changed with it (its braces lost, made
                    # %d, one brace dropped) is the placeholders finding's, one defect (tester t9bd pla13, pla15,
                    # pla32)
                    continue
                if english and not found and _key_number_changed(english, keyed, findings):
                    # a key range whose number changed ("(1-{count})" as "（0-{count}）", tester t9bh bh-num13) is the
                    # number finding's, one defect (fixzp)
                    continue
                if english and found:
                    add(check, ERROR, _say(ui_lang, changed, english=english, found=found), f"{english} / {found}",
                        "both")
                elif english:
                    if any(english in sentence for sentence in lost):
                        continue  # named by the sentence with no translation that carried it
                    # a key or option of a list said to have lost an alternative: this its one finding (fix9fd);
                    # a key by any of its names ("Esc" the list's "Escape", its first item: fix9ma)
                    findings[:] = [f for f in findings if not (
                        f.check == "terminology" and f.fragment in alternatives
                        and (re.search(rf"(?<![\w-]){re.escape(english)}(?![\w-])", f.fragment, re.IGNORECASE)
                             or check == "keys" and any(name == english for name, _a, _b in key_names(f.fragment))))]
                    # an option that spells an alternative said missing, dropped with it ("in percent or matchpoints
                    # (--unit percent or --unit matchpoints)" as 以百分比给出（--unit percent）: tester t9by by-alt17,
                    # fjap): one defect, the alternative's one finding naming the option's spelling it carried
                    spelled = next(((f, spelling) for f in findings if check == "options" and f.check == "sentences"
                                    and f.side == "source" and f.fragment and f.message == _say(
                                        ui_lang, _ALTERNATIVE_MISSING, text=_short(f.fragment))
                                    and (spelling := option_spelling_dropped(source_en, target, english,
                                                                             f.fragment)) is not None), None)
                    if spelled is not None:
                        alternative, spelling = spelled
                        findings.remove(alternative)
                        add("sentences", ERROR, _say(ui_lang, _ALTERNATIVE_CARRIED, text=_short(alternative.fragment),
                                                     parts=f"'{spelling}'"), alternative.fragment, "source")
                        continue
                    # one spelling of a list of the option's values dropped, another kept ("needs --nos ns or --nos
                    # ew" as 需要 --nos ns。 or 需要 --nos ew。; fjaw): the alternative gone, named, not the option
                    dropped = option_alternative_dropped(source_en, target, english) if check == "options" else None
                    if dropped == "":
                        continue  # (the option once before both its values, "--nos ns 或 ew": nothing gone)
                    if dropped is not None:
                        add("sentences", ERROR, _say(ui_lang, _ALTERNATIVE_MISSING, text=dropped), dropped, "source")
                        continue
                    add(check, ERROR, _say(ui_lang, missing, key=english, option=english), english, "source")
                else:
                    # (an alternative said added whose words hold this key, "按 Enter 或 Esc": this its one finding)
                    findings[:] = [f for f in findings if not (f.check == "terminology" and f.fragment in added_choices
                                                               and found in f.fragment)]
                    if check == "options" and own_list_spelled(source_en, target, found):
                        continue  # "--side ns or ew" as "--side ns 或 --side ew": the list spelled out (fjaw)
                    valued = option_value_added(source_en, target, found) if check == "options" else None
                    if valued is not None and any(
                            english_value and said == re.split(r"[ =]", valued)[-1]
                            for english_value, said in value_differences(source_en, target)):
                        continue  # the option said again with another value in place of one the English lists
                        # ("--side ns 或 --side all" for "--side ns or ew"): the value changed, its one finding (below;
                        # fjav)
                    if valued is not None:
                        # an option the English names, with a value it never gives ("--lang en" added to "--lang el
                        # or --lang zh"): an alternative added, not an option (tester t9bh bh-alt10, fixzo)
                        add(check, ERROR, _say(ui_lang, _("the translation adds '{text}', an alternative the English "
                                                          "does not have: a Director offered a choice the helper does "
                                                          "not give?"), text=valued), valued)
                        continue
                    add(check, ERROR, _say(ui_lang, added, key=found, option=found), found)
        # the values a Director types, listed by the English ("none, ns, ew or both"): one dropped or changed hides
        # a value or has him type one the helper refuses (fix9ch, tester 9ag); said under `options`, what he types
        # and the literals of a list of them ("the tables are [adjusted], [scoring], [penalty] and [appeal]" without
        # "[appeal]": tester t9bp bp-al11, fiyr), said alike
        literals = literal_differences(source_en, target)
        for english, found in value_differences(source_en, target) + literals:
            if (english, found) in literals:
                # (a literal in square brackets, "[rounds]" of "[rounds] and [tables]", is no parenthetical whose
                # brackets were lost: its item dropped is this one finding)
                findings[:] = [f for f in findings if not (f.check == "brackets" and f.side == "source"
                                                           and f.fragment == english)]
            if any(f.check in ("keys", "options") and english in f.fragment for f in findings):
                continue
            # a value the English writes twice, in its list and in a part the translation dropped ("csv or json
            # (default: from the file name's ending, else csv)" as "csv 或 json（默认：按文件扩展名）"), still listed by
            # the translation: the part's finding, naming it, is the one defect (tester t9ca ca-cond06, fjau)
            if not found and value_still_written(english, target) and any(
                    f.check == "sentences" and f.side == "source" and f.fragment
                    and re.search(rf"(?<![\w-]){re.escape(english)}(?![\w-])", f.fragment) for f in findings):
                continue
            # the list's alternative dropped is this value's one finding (fix9fd)
            findings[:] = [f for f in findings if not (f.check == "terminology" and f.fragment in alternatives
                                                       and re.search(rf"(?<![\w-]){re.escape(english)}(?![\w-])",
                                                                     f.fragment))]
            if found:
                message = _say(ui_lang, _("the English lists the value '{english}', the translation '{found}': a "
                                          "Director told to type another value?"), english=english, found=found)
                add("options", ERROR, message, f"{english} / {found}", "both")
                # the value put in its place is this finding, not also a Latin word the English does not have
                findings[:] = [f for f in findings if not (f.check == "untranslated-run" and f.fragment == found)]
            else:
                message = _say(ui_lang, _("the value '{value}' the English lists is not in the translation: a "
                                          "Director not told he may type it?"), value=english)
                add("options", ERROR, message, english, "source")
        # an option's value changed into another typed value ("--unit matchpoints" as "--unit imps", tester t9av
        # v405): the Director types a value the English does not give; said as a value changed, under `options`
        for option, english, found in option_values_changed(source_en, target):
            if any(f.check in ("options", "placeholders") and (english in f.fragment or found in f.fragment)
                   for f in findings):
                continue
            message = _say(ui_lang, _("the English lists the value '{english}', the translation '{found}': a "
                                      "Director told to type another value?"), english=f"{option} {english}",
                           found=f"{option} {found}")
            add("options", ERROR, message, f"{option} {english} / {option} {found}", "both")
            # (the value put in its place is this finding, not also a Latin word the English does not have)
            findings[:] = [f for f in findings if not (f.check == "untranslated-run" and f.fragment == found)]
        # a command or an environment setting the English gives to type, written otherwise or not at all ("helper
        # rulings export ID {file}" as "helper rulings export {file}", "export LANG=C.UTF-8" as "export LANG=C",
        # tester t9av v407, v424): commands are typed as written, never translated; one finding under `options`
        for english, found in command_differences(source_en, target):
            if any(all(word in sentence for word in english.split()) for sentence in lost):
                continue  # named by the sentence with no translation that carried it (test_check_fix9bx)
            if found:
                message = _say(ui_lang, _("the English gives the command '{english}', the translation '{found}': a "
                                          "Director told to type another command?"), english=english, found=found)
                add("options", ERROR, message, f"{english} / {found}", "both")
            else:
                message = _say(ui_lang, _("the command '{english}' of the English is not in the translation as "
                                          "written: a Director not told what to type?"), english=english)
                add("options", ERROR, message, english, "source")
            # (a number of the command, the 8 of "LANG=C.UTF-8", is this finding's, not a number missing too)
            findings[:] = [f for f in findings if not (f.check == "number" and f.fragment and f.fragment in english)]
        # an option kept with its list of values to choose from dropped ("--player n, e, s or w" as "--player
        # (ατομικό)", tester t9bp bp-al08, fizh): one finding naming the values, not the keys among them nor its first
        for option, words, values in option_value_lists_dropped(source_en, target):
            if any(f"{option} {words}" in sentence for sentence in lost):
                continue  # named by the sentence with no translation that carried it
            findings[:] = [f for f in findings if not (f.check == "keys" and f.side == "source" and f.fragment
                                                       and f.fragment in words
                                                       or f.check == "terminology" and f.fragment in alternatives
                                                       and f"{option} {words}" in f.fragment)]
            message = _say(ui_lang, _("the English gives the option '{option}' the values {values} to choose from, "
                                      "the translation none of them: a Director told to type the option without its "
                                      "value?"), option=option, values=", ".join(f"'{v}'" for v in values))
            add("options", ERROR, message, f"{option} {words}", "source")
        # an option's value dropped ("add --lang el or --lang zh" as 请加上 --lang el 或 --lang。, fix9fd): the Director
        # types the option alone, which the helper refuses or reads otherwise; said under `options`
        for option, value in option_values_dropped(source_en, target):
            if any(f.check in ("options", "placeholders") and (option in f.fragment or value in f.fragment)
                   for f in findings):
                continue
            message = _say(ui_lang, _("the English gives the option '{option}' the value '{value}', the translation "
                                      "does not: a Director told to type the option without its value?"),
                           option=option, value=value)
            add("options", ERROR, message, f"{option} {value}", "source")
        # the last value of an option's own list dropped ("--side ns or ew" as "--side ns（双人赛、队式赛）", fjaw): the
        # alternative gone, as where the option is written with each value ("--nos ns or --nos ew")
        # and its first ("--side ew（…）"): that spelling gone, not a value changed nor the option left without one
        for alternative in option_last_value_dropped(source_en, target):
            if alternative.startswith("--"):
                findings[:] = [f for f in findings if not (f.check == "options" and f.fragment.startswith(alternative))]
            value = alternative.split()[-1]
            if any(f.side in ("source", "both") and re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", f.fragment)
                   for f in findings):
                continue
            add("sentences", ERROR, _say(ui_lang, _ALTERNATIVE_MISSING, text=alternative), alternative, "source")
        # one swap is one defect: its first pair named (y / n; not also y / ^O, the pair a swapped action's
        # neighbour makes), and the negation the swap moved to the other key ("按 y 不接管") is this finding's
        for first, second in list(swapped_keys(source_en, target, lang))[:1]:
            findings[:] = [f for f in findings if f.check != "negation"]
            message = _say(ui_lang, _("the keys '{first}' and '{second}' each have the other's action in the "
                                      "translation: a Director told the wrong key?"), first=first, second=second)
            add("keys", ERROR, message, f"{first} / {second}", "both")
        exchanged = answer_keys_exchanged(source_en, target, lang)
        if exchanged is not None:
            # (the keys explained each by the other's answer, "(y / n)" as "（y=否，n=是）": fixyc; the answer word
            # όχι / 否 is the explanation's, no negation added)
            findings[:] = [f for f in findings if not (f.check == "negation" and exchanged[0] in f.message)]
            message = _say(ui_lang, _("the translation explains the answer keys '{english}' the other way round "
                                      "('{found}'): a Director told to press n for yes?"),
                           english=exchanged[0], found=exchanged[1])
            add("keys", ERROR, message, f"{exchanged[0]} / {exchanged[1]}", "both")
        reordered = answer_keys_reordered(source_en, target)
        if reordered is not None:
            message = _say(ui_lang, _("the answer keys '{english}' of the English are in another order in the "
                                      "translation ('{found}'): a Director told the wrong key?"),
                           english=reordered[0], found=reordered[1])
            add("keys", ERROR, message, f"{reordered[0]} / {reordered[1]}", "both")

    # translate-toolkit's generic checks
    checker = _tt_checker(lang)
    if checker is not None:
        wanted = []
        if "python-format" in flags:
            wanted.append(("printf", "printf"))
        if "python-brace-format" in flags or (domain == "messages" and "{" in source_en + target):
            wanted.append(("pythonbraceformat", "python-brace-format"))
        if domain == "messages":
            wanted.append(("escapes", "escapes"))
        if any(f.check == "placeholders" for f in findings) or brace_said:
            # the helper's own placeholder finding says the defect and what the helper does about it:
            # translate-toolkit's findings on the same placeholders would repeat it (fix9h)
            wanted = [(name, check) for name, check in wanted if check not in ("printf", "python-brace-format")]
        for name, check in wanted:
            for failure in _tt_run(checker, name, source_en, target):
                add(check, ERROR, _say(ui_lang, _("translate-toolkit {check}: {detail}"),
                                       check=toolkit_name(check, ui_lang), detail=toolkit_message(failure, ui_lang)),
                    failure)
    findings = _alternative_dropped(source_en, findings, ui_lang, add) if not fuzzy else findings
    findings = _clause_dropped_whole(source_en, target, lang, findings, ui_lang, add) \
        if domain == "messages" and not fuzzy else findings
    # a condition's cause or time said missing (fix9oa) inside a sentence another finding names whole (the sentence
    # dropped, left in English), or the rest of whose sentence another error finding names (a negation lost with it:
    # "When owing to an irregularity no result …" as 无论能否取得结果, t9ax zh_laws096; its fragment is the sentence
    # with the cause blanked, as the parts said missing are)
    findings = [f for f in findings if not (f.check == "sentences" and f.fragment in qualifier_parts and any(
        other is not f and (f.fragment in (other.fragment or "") or other.severity == ERROR
                            and _names_around(source_en, f.fragment, other.fragment or "")) for other in findings))]
    # a Latin word the English has not that an error names as what the translation says ("'VPs' where the term for
    # 'IMP' is expected": tester t9bb num019, fixwe) is that error's, not also a word in Latin script to look at
    named = {f.fragment for f in findings if f.severity == ERROR and f.side != "source" and f.fragment}
    findings = [f for f in findings if not (f.check == "untranslated-run" and f.severity == WARNING
                                            and f.fragment in named)]
    findings = _before_copyright(target, _inside_english_left(target, findings))
    findings = _english_left_once(findings, ui_lang)
    unique: dict[tuple, Finding] = {}
    for finding in findings:
        unique.setdefault((finding.check, finding.side, finding.fragment, finding.message), finding)
    return list(unique.values())


def _english_left_once(findings: list[Finding], ui_lang: str) -> list[Finding]:
    """``findings`` with the untranslated-run errors of one translation (English left in two places or more, Chinese or
    Greek between them) made one finding naming each run: English left untranslated in several places is one defect
    of the entry, the reviewer translates them together ("假如没有发生 infraction，能否估计 probable outcome？", tester t9bq
    bq-unt06; "另一个 helper 窗口（process {pid}）现持有本裁判的 ruling in progress。", bq-unt09: two findings, fiyx).  Its
    fragment is the runs joined by " / ", in the translation's order; one run keeps its own message.  Read last, when
    every other finding has read the runs' fragments (:func:`_inside_english_left`)."""
    left = [f for f in findings if f.check == "untranslated-run" and f.severity == ERROR and f.side == "target"
            and f.fragment]
    texts = list(dict.fromkeys(f.fragment for f in left))
    if len(texts) < 2:
        return findings
    # (each run quoted as the reader's language quotes one, as the one run's message does: “…”, «…», '…')
    separator, opening, closing = {"zh": ("、", "“", "”"), "el": (", ", "«", "»")}.get(ui_lang[:2], (", ", "'", "'"))
    message = _say(ui_lang, _("English left untranslated in the translation in {count} places: {text}"),
                   count=len(texts), text=separator.join(opening + _short(text) + closing for text in texts))
    first = left[0]
    one = Finding(first.lang, first.paragraph, first.check, ERROR, message, " / ".join(texts), first.domain,
                  first.source_text, first.side, first.accepted, first.text_key)
    merged = {id(f) for f in left}
    return [one if f is first else f for f in findings if id(f) not in merged or f is first]


def _inside_english_left(target: str, findings: list[Finding]) -> list[Finding]:
    """``findings`` without those whose words of the translation ``target`` all stand inside English left untranslated
    (an ``untranslated-run`` error's fragment): the "at most 40%", "C1©" or "someone else acts" of the English left is
    that run's one finding, not a number, a law reference or a '©' compared too (fixyb).  A finding's words are its
    fragment, or the part after " / " of a fragment naming both texts ("C1(d) / C1")."""
    runs = [f.fragment for f in findings if f.check == "untranslated-run" and f.side == "target"
            and f.severity == ERROR and f.fragment]
    spans = [(m.start(), m.end()) for run in runs for m in re.finditer(re.escape(run), target)]
    if not spans:
        return findings

    def inside(finding: Finding) -> bool:
        if finding.check == "untranslated-run" or finding.side == "source" or not finding.fragment:
            return False
        words = finding.fragment.split(" / ")[-1] if finding.side == "both" or " / " in finding.fragment \
            else finding.fragment
        places = [m.start() for m in re.finditer(re.escape(words.strip()), target)] if words.strip() else []
        return bool(places) and all(any(a <= at and at + len(words.strip()) <= b for a, b in spans) for at in places)
    return [f for f in findings if not inside(f)]


def _before_copyright(target: str, findings: list[Finding]) -> list[Finding]:
    """``findings`` without a law-reference error whose reference of the translation ``target`` stands only right before
    a '©' the encoding check names ("〔另见上文C1©〕": the '(c)' damaged, that one finding; fixyb)."""
    said = any(f.check == "encoding" and "©" in (f.fragment or "") for f in findings)

    def damaged(finding: Finding) -> bool:
        words = (finding.fragment or "").split(" / ")[-1].strip()
        places = [m.end() for m in re.finditer(re.escape(words), target)] if words else []
        return bool(places) and all(target[at:at + 1] == "©" for at in places)
    return [f for f in findings if not (said and f.check == "law-reference" and damaged(f))]


def _other_of_session(findings: list[Finding], other_dropped: list[Finding], session: str) -> list[Finding]:
    """``findings`` without those of ``other_dropped`` (an "other" of the English dropped) whose English says "other
    … of" the ``session`` said as another period of play: "the other boards of that session" as "όλες τις διανομές
    οποιασδήποτε ημερίδας" (12C2(c), t9ax el_laws097) is one phrase widened, the session's one finding (fix9pb)."""
    of_session = re.compile(r"\bother\s+\w+\s+of\s+" + re.escape(session) + r"\b", re.IGNORECASE)
    return [f for f in findings if not (f in other_dropped and of_session.search(f.fragment or ""))]


def _left_in_english(part: str, target: str, left: list[tuple[int, int]]) -> bool:
    """Whether the English ``part`` (a condition or clause of the English the translation seems to lack) is in
    ``target`` as English left untranslated (a span of ``left``, :func:`_english_left`'s): all its words inside one
    run of two words or more (t9ax zh_laws140, fix9pb)."""
    words = lambda text: " ".join(re.findall(r"[A-Za-z0-9]+", text)).casefold()  # noqa: E731
    mine = words(part)
    if not mine:
        return False
    for start, end in left:
        theirs = words(target[start:end])
        if len(theirs.split()) >= 2 and f" {mine} " in f" {theirs} ":
            return True
    return False


def _names_around(source: str, part: str, fragment: str) -> bool:
    """Whether ``fragment`` (another finding's quote of the English ``source``) spans the place of ``part`` with
    ``part`` blanked out (spaces of its length, as :func:`check_pair` blanks the parts it said missing before the
    later checks read the English): that finding names the sentence ``part`` was cut from."""
    at = source.find(part)
    if at < 0 or not fragment.strip():
        return False
    blanked = source[:at] + " " * len(part) + source[at + len(part):]
    where = blanked.find(fragment)
    return where >= 0 and where <= at < where + len(fragment)


# an alternative of a clause of its own: "or" after a comma or bracket, or before a comma ("[see Law 12C2] or, if time
# permits, play …", "(Law 86B2), or --assigned-result …"), not the "or" of "one or more"
_CLAUSE_OR = re.compile(r"(?:(?<=[,\])]\s)|(?<=[,\])]))or\b(?=\s)|\bor(?=,)")
# the findings that say a part of the English is missing (what a dropped alternative carried)
# (the keys of a list of alternatives too: "--player n, e, s or w (an individual)" dropped whole, tester t9bp bp-al08)
_CARRIED = frozenset({"sentences", "law-reference", "options", "number", "terminology", "negation", "brackets",
                      "one-language", "placeholders", "keys"})


def _alternative_end(english: str, start: int) -> int:
    """Where the English sentence that has the "or" at ``start`` ends: its full stop, semicolon, "?" or "!" outside
    brackets (followed by a space or the text's end), else the text's end; the stop itself left out."""
    depth = 0
    for i in range(start, len(english)):
        char = english[i]
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(depth - 1, 0)
        elif char in ".;?!" and not depth and (i + 1 == len(english) or english[i + 1].isspace()):
            return i
    return len(english)


_CLAUSE_STOP = {"en": re.compile(r"[:;.?!](?=\s|$)"), "el": re.compile(r"[:;.?!·\u0387](?=\s|$)"),
                "zh": re.compile(r"[：；。？！]|[:;.?!](?=\s|$)")}
"""What ends a clause of a sentence or a sentence, per language (a colon and a semicolon too), for
:func:`_clause_dropped_whole`."""


def _stopped_clauses(text: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``text``'s clauses cut at :data:`_CLAUSE_STOP` (outside brackets), each with its stop."""
    spans, start, depth = [], 0, 0
    for i, char in enumerate(text):
        if char in "([（〔【［":
            depth += 1
        elif char in ")]）〕】］":
            depth = max(depth - 1, 0)
        elif not depth and _CLAUSE_STOP[lang].match(text, i):
            if text[start:i].strip():
                spans.append((start, i + 1))
            start = i + 1
    if text[start:].strip():
        spans.append((start, len(text)))
    return spans


def _clause_dropped_whole(source_en: str, target: str, lang: str, findings: list[Finding], ui_lang: str,
                          add) -> list[Finding]:
    """``findings`` of an interface string with the alternative and the negation said missing in one clause of the
    English (cut at its colons, semicolons and full stops) made one "this part of the English seems to have no
    translation", where the translation has fewer such clauses and is shorter by about that clause: the clause was dropped whole, not its "or" and its "not" apart (fix9kb, tester
    t9av v438: the zh message "… took over the ruling in progress: this one no longer saves or records it, so that the
    newer answers are kept. …" without 本窗口不再保存或记录它，以保留较新的答案。 said 'or records it' and a negation
    missing).  A finding of the sentences check already naming that clause is the one kept."""
    if lang not in _CLAUSE_STOP:
        return findings
    mine, theirs = _stopped_clauses(source_en, "en"), _stopped_clauses(target, lang)
    if len(theirs) >= len(mine):
        return findings
    at = lambda f: source_en.find(" ".join(f.fragment.split())[:15])  # noqa: E731 (blanks of a fragment squeezed)
    for start, end in mine:
        inside = [f for f in findings if f.side == "source" and f.severity == ERROR and f.fragment
                  and f.check in ("sentences", "negation") and start <= at(f) < end]
        if not any(f.check == "negation" for f in inside):
            continue
        # (or its negation alone said missing, the translation's clauses each the English's other clauses', one for
        # one, by what they carry: keys, placeholders, numbers, terms; "…: answers typed here are not applied. ^O
        # takes …; ^N starts …" without that clause, tester t9bi bi-sen21, fixzt)
        if (len(inside) < 2 or not any(f.check == "sentences" for f in inside)) and not (
                len(inside) == 1 and _others_paired(source_en, target, lang, (start, end), mine, theirs)):
            continue
        # (the translation shorter by about the clause: nearer the English without it than the whole English)
        from helper.catalog.checks.structure import _RATIO, _weight

        whole, have, gone = (_weight(source_en) * _RATIO[lang], _weight(target),
                             _weight(source_en[start:end]) * _RATIO[lang])
        if abs(have - whole + gone) >= abs(have - whole):
            continue
        clause = source_en[start:end].strip()
        message = _say(ui_lang, _("this part of the English seems to have no translation: '{text}'"),
                       text=_short(clause))
        said = [f for f in inside if f.message == message]
        kept = [f for f in findings if f not in inside or f in said[:1]]
        if said:
            return kept
        before = len(findings)
        add("sentences", ERROR, message, clause, "source")
        return kept + findings[before:]
    return findings


def _others_paired(source_en: str, target: str, lang: str, dropped: tuple[int, int], mine: list[tuple[int, int]],
                   theirs: list[tuple[int, int]]) -> bool:
    """Whether the English's clauses (``mine``, spans of ``source_en`` cut at colons, semicolons and full stops) but
    ``dropped`` are as many as the translation's (``theirs``, of ``target``) and pair with them in order by what they
    carry (:func:`structure._anchors`: keys, placeholders, numbers, terms): each English clause that carries something
    has a translation clause carrying the same, and two at least do; the clause ``dropped`` is then the one with no
    translation (tester t9bi bi-sen21: "answers typed here are not applied" dropped between "…in progress:" and "^O
    takes …", fixzt)."""
    from helper.catalog.checks.structure import Sentence, _anchors

    rest = [span for span in mine if span != dropped]
    if len(rest) != len(theirs):
        return False

    def carried(text: str, text_lang: str) -> frozenset:
        return frozenset(a for a in _anchors(Sentence(0, len(text), text), text_lang) if a[0] != "shape")

    said = 0
    for (a, b), (c, d) in zip(rest, theirs):
        english = carried(source_en[a:b], "en")
        if english:
            if english != carried(target[c:d], lang):
                return False
            said += 1
    return said >= 2 and not carried(source_en[dropped[0]:dropped[1]], "en")


_COUNT_BOUND = re.compile(r"[A-Za-z]+\s+or\s+(?:more|fewer|less)", re.IGNORECASE)
"""A count with its bound ("one or more"), as :func:`alternatives.dropped_count_bounds` quotes it."""


def _alternative_dropped(source_en: str, findings: list[Finding], ui_lang: str, add) -> list[Finding]:
    """``findings`` with those that each say a part of one alternative of the English missing (a clause-level "or …"
    to its sentence's end, :data:`_CLAUSE_OR`) made one: where two or more errors on the English's side name words of
    the same alternative, it was dropped whole (tester t9aq: zh 86B2(a) without "or, if time permits, play one or
    more substitute boards (but see A above)" said its condition and its bracket missing; the zh message "Give --ns and
    --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)." without its second half said 86B1 and the two
    options missing).  The one finding names the alternative and what it carried (Law 86B2(a): cancel the board and
    award artificial scores, or play substitute boards; Law 86B1 and 86B2 are two ways to rule)."""
    best: tuple[int, int, list[Finding]] | None = None
    first: tuple[int, int] | None = None  # the first alternative of "either … or", where it is the one dropped
    for match in _CLAUSE_OR.finditer(source_en):
        start, end = match.start(), _alternative_end(source_en, match.end())
        inside = [f for f in findings if f.side == "source" and f.severity == ERROR and f.check in _CARRIED
                  and f.fragment and 0 <= source_en.find(f.fragment, start) < end
                  and source_en.find(f.fragment, start) + len(f.fragment) <= end]
        if not any(f.check == "options" and re.fullmatch(r"--[\w-]+", f.fragment) for f in inside):
            # its keys are carried only with the option they are values of ("--player n, e, s or w" as "--player":
            # the keys dropped, the alternative kept; fiyr)
            inside = [f for f in inside if f.check != "keys"]
        if len(inside) >= 2 and (best is None or len(inside) > len(best[2])):
            best, first = (start, end, inside), None
        # its "either" (86B2(b) "either an artificial adjusted score of average plus [see Law 12C2(b)] or an assigned
        # adjusted score, whichever is more favourable" as the assigned score alone, t9ax el_laws113 / zh_laws111):
        # the first alternative dropped, the "or" with it (its own finding, "the alternative 'or …' missing") - one
        # finding naming what the first carried (fix9pb)
        either = _EITHER_EN.search(source_en, max(0, source_en.rfind(".", 0, start)), start)
        if either is None or _CLAUSE_OR.search(source_en, either.end(), start):
            continue
        ahead = [f for f in findings if f.side == "source" and f.severity == ERROR and f.check in _CARRIED
                 and f.fragment and either.start() <= source_en.find(f.fragment, either.start()) < end
                 and source_en.find(f.fragment, either.start()) + len(f.fragment) <= end]
        before = [f for f in ahead if source_en.find(f.fragment, either.start()) < start]
        # (the words of the second alternative said missing other than its "or" itself: the second dropped)
        after = [f for f in ahead if source_en.find(f.fragment, either.start()) > start]
        if len(ahead) >= 2 and len(before) > len(after) and (best is None or len(ahead) > len(best[2])):
            best, first = (either.start(), end, ahead), (either.start(), start)
    if best is None:
        return findings
    start, end, inside = best
    if first is not None:
        return _first_alternative_dropped(source_en, findings, ui_lang, add, first, end, inside)
    # its "or" is gone with it: no "or" said as "and" either ("Δώστε --ns και --ew (Νόμος 86Β2)."), and the finding of
    # the alternative itself (conditions.missing_parts) is this one
    inside += [f for f in findings if f.check == "terminology" and f.message == _say(
        ui_lang, _OPPOSITE_MESSAGES["or / and"], english="or", found=f.fragment)]
    # a warning on what it carried inside it too ("(an individual)" said to have lost its brackets, the words in
    # them dropped with the alternative "or --player n, e, s or w (an individual)": tester t9bp bp-al08, fiyr)
    inside += [f for f in findings if f not in inside and f.side == "source" and f.severity != ERROR
               and f.check in _CARRIED and f.fragment and 0 <= source_en.find(f.fragment, start) < end
               and source_en.find(f.fragment, start) + len(f.fragment) <= end]
    kept = [f for f in findings if f not in inside]
    parts = [f.fragment for f in inside if f.side == "source" and source_en.find(f.fragment, start) != start
             # (a count's bound, "one or more" substitute boards, is the alternative's own wording: fix9ma)
             and not _COUNT_BOUND.fullmatch(f.fragment)]
    # the alternative's own condition ("if time permits") named too where the finding of the alternative held it
    from helper.catalog.checks.conditions import _CONDITION, _clause_end

    condition = _CONDITION["en"].search(source_en, start, end)
    if condition:
        said = source_en[condition.start():min(_clause_end(source_en, condition.start()), end)].strip()
        if said and not any(said in part or part in said for part in parts):
            parts = sorted(parts + [said], key=lambda part: source_en.find(part, start))
    # its own parentheticals went with it, whether or not the brackets check named them ("(an individual)" of "or
    # --player n, e, s or w (an individual)": its pair is no longer matched by place to a pair the translation keeps,
    # tester t9bp bp-al08, fiyr; fizf's _pairs_not_kept), unless a part named holds it or is held in it ("(Law 86B1)"
    # as its '86B1', fix9hi)
    for p in parentheticals(source_en):
        said = source_en[p.start:p.end]
        if start <= p.start and p.end <= end and not any(said in part or part in said for part in parts):
            parts.append(said)
    before = len(findings)
    add("sentences", ERROR, _say(ui_lang, _("the alternative '{text}' of the English is missing in the translation, "
                                            "with what it carried: {parts}"),
                                 text=_short(source_en[start:end]),
                                 parts=", ".join(f"'{part}'" for part in parts)), source_en[start:end], "source")
    return kept + findings[before:]


_EITHER_EN = re.compile(r"\beither\b", re.IGNORECASE)
_WHICHEVER_EN = re.compile(r"\bwhichever\b[^.;,]*", re.IGNORECASE)
_QUOTED = re.compile(r"'([^']{6,})'")


def _first_alternative_dropped(source_en: str, findings: list[Finding], ui_lang: str, add, first: tuple[int, int],
                               end: int, inside: list[Finding]) -> list[Finding]:
    """``findings`` with those on the first alternative of an English "either … or" (``first``, its span; ``end``:
    where the sentence ends) and the "or" of the second said missing (``inside``) made one finding: the first
    alternative dropped whole, naming what it carried (its law reference, brackets and terms, warnings too) and the
    choice between the two ("whichever is more favourable") that no longer has two to choose from (Law 86B2(b): the
    non-offending side gets the more favourable of an artificial score of average plus and an assigned one; t9ax
    el_laws113 / zh_laws111, fix9pb)."""
    start, stop = first
    text = source_en[start:stop].strip().rstrip(",")
    span = source_en[start:end].casefold()
    rest = (source_en[:start] + source_en[end:]).casefold()

    def carried(f: Finding) -> bool:
        if f.check not in _CARRIED or not f.fragment:
            return False
        if f.check == "brackets" and f.side == "source":  # "brackets [] of the English are not in the translation"
            return all(char in source_en[start:stop] for char in f.fragment.strip())
        if f.side == "source":
            at = source_en.find(f.fragment, start)
            return start <= at and at + len(f.fragment) <= end
        # a term of the alternative said wrong where the translation kept the other's ("κατ' εκτίμηση επανορθωτική"
        # where "artificial adjusted score" is expected): the term quoted is the dropped alternative's alone
        return f.check == "terminology" and any(
            quoted.casefold() in source_en[start:stop].casefold() and quoted.casefold() not in rest
            and quoted.casefold() in span for quoted in _QUOTED.findall(f.message))

    gone = inside + [f for f in findings if f not in inside and carried(f)]
    parts = [f.fragment for f in gone if f.side == "source" and f.check != "brackets"
             and source_en.find(f.fragment, start) < stop]
    parts += [f.fragment for f in gone if f.check == "brackets" and f.side == "source"]
    whichever = _WHICHEVER_EN.search(source_en, stop, end)
    if whichever:
        parts.append(whichever.group().strip())
    kept = [f for f in findings if f not in gone]
    before = len(findings)
    add("sentences", ERROR, _say(ui_lang, _("the alternative '{text}' of the English is missing in the translation, "
                                            "with what it carried: {parts}"),
                                 text=_short(text), parts=", ".join(f"'{part}'" for part in dict.fromkeys(parts))),
        text, "source")
    return kept + findings[before:]


_OTHER_SCOPE_EN = re.compile(r"\b(?:the|all(?:\s+the)?)\s+other\s+(?:boards?|tables?|contestants?|sessions?|pairs?|"
                             r"teams?|sides?|results?|scores?)\b", re.IGNORECASE)
"""An English "the / all other" of the boards, tables or contestants a score concerns ("on the other boards of this
session"; not "other contestants or boards", which a translation may say otherwise): in an interface string its
"other" dropped is a finding (fix9bb)."""

_CONTRAST = {lang: words["contrast"] for lang, words in NEGATION_WORDS.items() if "contrast" in words}
"""The negation of a contrast ("not an artificial one": και όχι, 而非; :mod:`negation_words`), for
:func:`without_contrast`."""

_SIDES = {
    # "the offender" is the offending side or contestant (Law 12C3 "the offender's partner"; fix9l)
    # "an innocent side" (Law 12B1) is the non-offending side, translated as such (αναίτιος άξονας)
    "en": (re.compile(r"\bnon\s*-?\s*offend(?:ing|ers?)\b|\binnocent\s+side\b|\bNOS\b"), re.compile(r"(?<!non-)\boffend(?:ing|ers?)\b|\bOS\b")),
    "zh": (re.compile(r"非违规(?:方|一方|参赛者|者|搭档)?|" + SIDE_NAMES["zh"][0] + r"|\bNOS\b"),
           re.compile(SIDE_NAMES["zh"][1] + r"|\bOS\b")),
    # ... and "the innocent side" word for word (η αθώα πλευρά, ο αθώος άξονας: fix9pa)
    "el": (re.compile(r"(?<!\w)(?:μη\s+(?:παραβατ|υπαιτι)\w*|αναιτι\w*|αθω\w*(?=\s+(?:πλευρ|αξον)))|"
                      + SIDE_NAMES["el"][0] + r"|\bNOS\b"),
           re.compile(r"(?<!μη )(?<!\w)(?:παραβατ\w*|υπαιτι\w*)|" + SIDE_NAMES["el"][1] + r"|\bOS\b")),
}
"""The non-offending and the offending side as each language names them (Greek on folded text), by a name or by
what the side did or did not do (ο άξονας που δεν παρέβη, 没有违规的一方: :data:`sides.SIDE_NAMES`)."""


def _side_sequence(text: str, lang: str) -> list[tuple[str, int, int]]:
    """``("NOS" | "OS", start, end)`` for each mention of a side in ``text``, in order."""
    folded = _fold_same_length(text) if lang == "el" else text
    nos, os_ = _SIDES[lang]
    spans = [("NOS", m.start(), m.end()) for m in nos.finditer(folded)]
    inside = {i for _k, a, b in spans for i in range(a, b)}  # (a set: thousands of mentions stay linear, fix9bf)
    spans += [("OS", m.start(), m.end()) for m in os_.finditer(folded) if m.start() not in inside]
    return sorted(spans, key=lambda s: s[1])


def _newline_faults(source: str, target: str) -> list[tuple[str, dict, str]]:
    """``(message, values, fragment)`` of the line breaks (``\\n``) the translation ``target`` has otherwise than its
    English ``source``, one per defect: the message in English (to translate and fill with ``values``), the fragment
    ``\\n`` or the two counts (``1 / 0``).  A break moved from one end to the other (``"…\\n"`` as ``"\\n…"``) is one;
    one lost or added at an end says which text ends (begins) with it (fix9av, tester 9s: "1 in the English, 0 in
    the translation" did not say where); one moved inside, as many in both, is what ``msgfmt -c`` refuses (fix9ar);
    another count with both ends alike, the counts."""
    ends = [(source[at:][:1] == "\n", target[at:][:1] == "\n") for at in (0, -1)]
    (src_begins, tgt_begins), (src_ends, tgt_ends) = ends
    if src_ends and tgt_begins and not src_begins and not tgt_ends:
        return [(_("the line break at the end of the English is at the start of the translation"), {}, "\\n")]
    if src_begins and tgt_ends and not src_ends and not tgt_begins:
        return [(_("the line break at the start of the English is at the end of the translation"), {}, "\\n")]
    src_breaks, tgt_breaks = source.count("\n"), target.count("\n")
    if src_breaks == tgt_breaks:
        return [(text, {}, "\\n") for (src, tgt), text in zip(ends, (
            _("only one of the English and the translation begins with a line break (\\n): both must, or neither "
              "(msgfmt -c)"),
            _("only one of the English and the translation ends with a line break (\\n): both must, or neither "
              "(msgfmt -c)"))) if src != tgt]
    said = {(True, False): (_("the English begins with a line break (\\n); the translation does not"),
                            _("the English ends with a line break (\\n); the translation does not")),
            (False, True): (_("the translation begins with a line break (\\n); the English does not"),
                            _("the translation ends with a line break (\\n); the English does not"))}
    found = [(said[pair][i], {}, "\\n") for i, pair in enumerate(ends) if pair[0] != pair[1]]
    # (not "line breaks (\\n): ...": the check's label says "line breaks" before it, test_catalog_fix9e)
    return found or [(_("\\n: {source} in the English, {target} in the translation"),
                      {"source": src_breaks, "target": tgt_breaks}, f"{src_breaks} / {tgt_breaks}")]


def _control_faults(source: str, target: str, mojibake: list[tuple[int, int]] | None = None
                    ) -> list[tuple[str, dict, str]]:
    """``(message, values, fragment)`` for the control characters other than the line break (a tab, a BEL, a
    Ctrl+A: Unicode category Cc) that the translation ``target`` has and its English ``source`` has none of: one
    for the entry, naming each (``\\t`` for a tab, else ``U+0007``) in the fragment; none when there are none (issue 9,
    tester 9y: a tab pasted into the review's editor was saved, "。\\t其中包括", with no finding, and the screen
    showed it as spaces). The message in English, to translate and fill with ``values``.  ``mojibake``: the spans of
    the words of ``target`` damaged by a wrong encoding as check_pair found them (:func:`single.damaged_word_spans`;
    None: found here); a Chinese word read as GBK among them holds no control character (none encodes to GBK)."""
    # (C1 controls, U+0080-U+009F, inside a wrong encoding's marks (Ã\x85) are the encoding check's one finding;
    # a C1 control alone, U+0085 NEL pasted from a Windows text, is one here: tester 9al)
    spans = damaged_word_spans(target) if mojibake is None else mojibake
    in_mojibake = {i for a, b in spans for i in range(a, b)}
    found = sorted({char for i, char in enumerate(target) if char != "\n" and unicodedata.category(char) == "Cc"
                    and i not in in_mojibake and char not in source})
    if not found:
        return []
    names = " ".join("\\t" if char == "\t" else f"U+{ord(char):04X}" for char in found)
    return [(_("control characters in the translation that the English has none of ({chars}): a terminal shows a "
               "tab as spaces or not at all; replace it with a space (nothing between Chinese characters)"),
             {"chars": names}, names)]


def _only_in_added_sentences(found: str, target: str, extra: list, lang: str = "") -> bool:
    """Whether every mention of ``found`` in ``target`` (``lang``) lies in a sentence of ``extra``, those the alignment
    of :func:`check_pair` finds no English for (an added sentence; the zh 12C3 with its first sentence dropped and
    12A1's sentence, which names 非违规方, added: the sentences check's two findings, not "sides swapped").  A mention
    inside a longer name of a side (违规方 in 非违规方) is none (fix9av: 12C1(e)(ii) with 违规方也不得到补偿。 added)."""
    if not extra:
        return False
    names = _side_sequence(target, lang) if lang in _SIDES else []
    at = [i for i in range(len(target)) if target.startswith(found, i)
          and not any(a <= i and i + len(found) <= b and b - a > len(found) for _k, a, b in names)]
    return bool(at) and all(any(s.start <= i and i + len(found) <= s.end for s in extra) for i in at)


def _distinct_words(form: str, own: list[str], lang: str) -> str:
    """What of the term form ``form`` (folded) no form of ``own`` has: the Greek words of none of them (τεχνητή of
    τεχνητή επανορθωτική βαθμολογία beside κατ' εκτίμηση επανορθωτική βαθμολογία), the Chinese characters before the
    longest ending it shares with one (人为 of 人为调整分 beside 裁定调整分)."""
    if lang != "zh":
        words = {w for other in own for w in other.split()}
        return " ".join(w for w in form.split() if w not in words)
    shared = max((next((n for n in range(min(len(form), len(o)), 0, -1) if form.endswith(o[-n:])), 0) for o in own),
                 default=0)
    return form[:len(form) - shared]


_ASIDE_OPEN = r"(?:[(（]|[—–]|\s-)"
_ASIDE_CLOSE = r"(?:[)）]|[—–]|-\s)"
"""The marks that open and close an aside in brackets or between dashes (:func:`without_contrast`)."""


def without_contrast(term, english: str, target: str, lang: str) -> str | None:
    """``target`` (``lang``, as :func:`terminology._term_text` leaves it) without the negated contrast the English
    ``english`` makes for the glossary ``term`` (a Term of :func:`terminology.load_glossary`), when it makes one:
    "an assigned adjusted score, not an artificial one" names another term's distinguishing word ("artificial")
    after "not", "rather than" or "instead of"; the translation's negation (:mod:`negation_words`' "contrast") and
    that term's distinguishing words (τεχνητή, 人为) are taken out, so "κατ' εκτίμηση και όχι τεχνητή επανορθωτική
    βαθμολογία" reads "κατ' εκτίμηση επανορθωτική βαθμολογία" (fix9bb).  ``None`` when the English makes no such
    contrast or the translation has no such negated words."""
    contrast = _CONTRAST.get(lang)
    if contrast is None:
        return None
    own_en = set(term.en_text.casefold().split())
    for other in load_glossary():
        words = [w for w in other.en_text.casefold().split() if w not in own_en and w.isalpha()]
        if other is term or not words or not re.search(
                r"\b(?:not|rather\s+than|instead\s+of)\s+(?:an?\s+|the\s+)?" + re.escape(words[0]) + r"\b",
                english, re.IGNORECASE):
            continue
        for shown in other.shown.get(lang, ()):
            distinct = _distinct_words(_term_text(shown, lang), [_term_text(t, lang) for t in term.shown.get(lang, ())],
                                       lang)
            if not distinct:
                continue
            # (an aside between commas, dashes or brackets: "κατ' εκτίμηση, και όχι τεχνητή, επανορθωτική
            # βαθμολογία", "κατ' εκτίμηση (όχι τεχνητή) επανορθωτική", 裁定的（而非人为的）调整分: the term read as said, the
            # aside out; tester t9bw bw-rew30)
            tail = r"\w*" if lang != "zh" else "的?"
            pattern = re.compile(f"\\s*(?:{_ASIDE_OPEN}\\s*(?:{contrast})\\s*{re.escape(distinct)}{tail}\\s*"
                                 f"{_ASIDE_CLOSE}|(?:[,，、]\\s*)?(?:{contrast})\\s*{re.escape(distinct)}{tail}\\s*"
                                 f"(?:[,，、]\\s*)?)")
            if pattern.search(target):
                return pattern.sub(" " if lang != "zh" else "", target, count=1)
    return None


_SCORE_KINDS = ("artificial adjusted score", "assigned adjusted score")
_SCORE_LEVELS = ("average plus", "average minus", "average")
_LEVEL_GAP = re.compile(r"\s*(?:of|的)?\s*$", re.IGNORECASE)


def _score_kind_levels(text: str, lang: str) -> list[tuple[str, str, int, int]]:
    """The adjusted scores ``text`` names with their level, "an artificial adjusted score of average plus" (Laws
    12C2(b), 86B2(b)), "τεχνητή επανορθωτική βαθμολογία μέσου όρου συν", 平均正分的人为调整分: ``(kind, level, start,
    end)`` for each kind of adjusted score (:data:`_SCORE_KINDS`) next to a level (:data:`_SCORE_LEVELS`), with at most
    "of" or 的 between them; offsets as :func:`terminology._terms_at` gives them."""
    terms = _terms_at(text, lang)
    folded = _term_text(text, lang)
    found = []
    for (a, b, first), (c, d, second) in zip(terms, terms[1:]):
        if not _LEVEL_GAP.match(folded[b:c]) or c - b > 4:
            continue
        if first in _SCORE_KINDS and second in _SCORE_LEVELS:
            found.append((first, second, a, d))
        elif first in _SCORE_LEVELS and second in _SCORE_KINDS:
            found.append((second, first, a, d))
    return found


def score_kind_exchanged(english: str, target: str, lang: str) -> tuple[str, str] | None:
    """An average level the English gives to one kind of adjusted score given to the other in the translation: 86B2(b)
    "either an artificial adjusted score of average plus … or an assigned adjusted score" as "είτε μία κατ' εκτίμηση
    επανορθωτική βαθμολογία μέσου όρου συν …, ή μία τεχνητή" (the two kinds exchanged: an average plus is an
    artificial score, Law 12C2(b); fix9gb).  ``(the English's words, the translation's)``, or None where each level
    goes with the kind the English gives it (or the translation names no kind next to it)."""
    if lang not in ("zh", "el"):
        return None
    said = {(level, kind): (a, b) for kind, level, a, b in _score_kind_levels(english, "en")}
    named = {t for _a, _b, t in _terms_at(target, lang)}
    for kind, level, start, end in _score_kind_levels(target, lang):
        if (level, kind) in said:
            continue
        if not all(k in named for k in _SCORE_KINDS):
            continue  # the one kind named for the other: the term said wrong is the terminology check's finding
        other = next(((level, k) for k in _SCORE_KINDS if k != kind and (level, k) in said), None)
        if other is not None:
            a, b = said[other]
            return english[a:b], target[start:end]
    return None


def contrast_swapped(english: str, target: str, lang: str) -> tuple[str, int, int] | None:
    """The two terms of the English's contrast exchanged in the translation (fix9be, tester 9x): "an assigned adjusted
    score, not an artificial one" as "τεχνητή και όχι κατ' εκτίμηση επανορθωτική βαθμολογία" (artificial, not
    assigned): the translation's negation of a contrast (:mod:`negation_words`' "contrast": και όχι, 而不是) stands
    before the distinguishing words of the term the English affirms (κατ' εκτίμηση, 裁定; :func:`_distinct_words`).
    ``english`` and ``target`` as :func:`terminology._term_text` leaves them.  Returns ``(the English's contrast,
    start, end)`` of the negated words in ``target``, or None."""
    contrast = _CONTRAST.get(lang)
    if contrast is None:
        return None
    glossary = load_glossary()
    for term in glossary:
        own_en = set(term.en_text.casefold().split())
        for said in term.en.finditer(english):
            for other in glossary:
                words = [w for w in other.en_text.casefold().split() if w not in own_en and w.isalpha()]
                if other is term or not words:
                    continue
                negated = re.compile(r"\s*[,;]?\s*(?:and\s+)?(?:not|rather\s+than|instead\s+of)\s+(?:an?\s+|the\s+)?"
                                     + re.escape(words[0]) + r"\b(?:\s+one\b)?", re.IGNORECASE)
                negated = negated.match(english, said.end())
                if negated is None:
                    continue
                others = [_term_text(t, lang) for t in other.shown.get(lang, ())]
                for shown in term.shown.get(lang, ()):
                    distinct = _distinct_words(_term_text(shown, lang), others, lang)
                    found = re.search(f"(?:{contrast})\\s*{re.escape(distinct)}", target) if distinct else None
                    if found:
                        return english[said.start():negated.end()], found.start(), found.end()
    return None


def swapped_side(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """The first place where ``target`` (``zh``/``el``) names the other side than the English ``source`` does
    (the offending for the non-offending side, or the reverse; Laws 12C1(e), 86B2(b)): ``(english, found)`` as
    written, when both texts name the sides as many times but one side more often than the English, or when the
    English names one side only and the translation (naming the sides more or less often) names the other too (Law
    12C3 "both members of the offending side" as 非违规方的两名成员); else None (the two exchanged is the labels
    check's finding).  Law texts and interface strings alike ("Which side is non-offending?" as 哪一方是违规方？)."""
    if lang not in _SIDES:
        return None
    found = _other_kind(_side_sequence(source, "en"), _side_sequence(target, lang))
    if found is None:
        return None
    (a, b), (c, d) = found
    end = b + (len(" side") if source[b:b + 5] == " side" else 0)
    return source[a:end], target[c:d]


_CONTEST_WORDS = {
    "team play": {"zh": (r"队式|团体|队赛|组队",), "el": (r"(?<!\w)[οό]μαδ\w*", r"(?<!\w)ΟΜΑΔ\w*")},
    "knockout": {"zh": (r"淘汰",), "el": (r"(?<!\w)αποκλεισμ\w*", r"knock|νοκ")},
    "individual event": {"zh": (r"个人",), "el": (r"(?<!\w)ατομικ\w*",)},
}
"""Per form of contest of the glossary, the words of the translation that still say it in another way (ομαδικοί
αγώνες, 团体比赛): a paraphrase, the term missing a warning; with none the form is dropped, an error (fix9ic)."""

_SIDE_CLAUSE_CUT = re.compile(r"[,;:.!?，；：。！？·]")
_OTHER_TOO = {"zh": re.compile(r"也|同样|亦|同理|一样"),
              "el": re.compile(r"(?<!\w)(?:ούτε|ουτε|επίσης|επισης|ομοίως|ομοιως|εξίσου|εξισου"
                               r"|το\s+ίδιο|το\s+ιδιο)(?!\w)", re.IGNORECASE)}
"""The words that say a clause applies the same to another ("违规方也得不到", "ούτε ο υπαίτιος άξονας"): what marks a
clause added about the other side (:func:`side_clause_added`)."""


def side_clause_added(source: str, target: str, lang: str) -> tuple[int, int] | None:
    """``(start, end)`` in ``target`` of a clause the translation adds about the other side (fix9ic, tester t9as
    ZL48: 12C1(e)(ii) "The non-offending side does not receive relief" as 非违规方得不到补救，违规方也得不到): the English
    names one side only, the translation names it at least as often and the other side too, each mention of the
    other side in a clause (between punctuation marks) that names no side of the English's; else ``None`` (the
    English's side named fewer times: a swap, :func:`swapped_side`)."""
    if lang not in _SIDES:
        return None
    mine = Counter(kind for kind, _a, _b in _side_sequence(source, "en"))
    theirs = _side_sequence(target, lang)
    if len(mine) != 1:
        return None
    (kind, count), = mine.items()
    if sum(1 for k, _a, _b in theirs if k == kind) < count:
        return None
    others = [(a, b) for k, a, b in theirs if k != kind]
    if not others:
        return None
    cuts = [0] + [m.end() for m in _SIDE_CLAUSE_CUT.finditer(target)] + [len(target) + 1]
    clauses = set()
    for a, _b in others:
        start = max(c for c in cuts if c <= a)
        end = min(c for c in cuts if c > a) - 1
        if any(k == kind and start <= x < end for k, x, _y in theirs):
            return None
        clauses.add((start, min(end, len(target))))
    if len(clauses) != 1:
        return None
    start, end = clauses.pop()
    # its "too" / "neither" said of that side (违规方也, "ούτε ο υπαίτιος"), not of another ("裁判也要对非违规方": a swap)
    near = [(max(start, a - 12), min(end, b + 12)) if lang == "el" else (b, min(end, b + 3)) for a, b in others]
    if not any(_OTHER_TOO[lang].search(target, a, b) for a, b in near):
        return None  # no "too" / "neither": the other side said in the place of the English's (a swap)
    while end > start and _SIDE_CLAUSE_CUT.match(target, end - 1):
        end -= 1
    return start, end


def _general_and_particular(text: str, lang: str) -> tuple[list[tuple[int, int]], list[tuple[str, int, int]]]:
    """``([(start, end)] of each side named generally, [(kind, start, end)] of each particular side)`` in ``text``
    (``lang`` ``en``/``zh``/``el``; Greek offsets as folded, the same): the particular ones the offending and
    non-offending side (:data:`_SIDES`), North-South and East-West (:data:`_DIRECTIONS`), declarer's side and the
    defenders (:data:`sides.PARTICULAR_SIDES`, kind ``"DECL"``); the general ones
    (:data:`sides.GENERAL_SIDES`) those no particular mention overlaps."""
    from helper.catalog.checks.sides import GENERAL_SIDES, PARTICULAR_SIDES

    folded = _fold_same_length(text) if lang == "el" else text
    particular = list(_side_sequence(text, lang))
    ns, ew = _DIRECTIONS[lang]
    particular += [("NS", m.start(), m.end()) for m in ns.finditer(text)]
    particular += [("EW", m.start(), m.end()) for m in ew.finditer(text)]
    particular += [("DECL", m.start(), m.end()) for m in re.finditer(PARTICULAR_SIDES[lang], folded)]
    general = [(m.start(), m.end()) for m in re.finditer(GENERAL_SIDES[lang], folded, re.IGNORECASE)
               if not any(a < m.end() and m.start() < b for _k, a, b in particular)]
    return general, sorted(particular, key=lambda s: s[1])


def particular_for_general(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """Where ``target`` (``zh``/``el``) names a particular side (the offending or non-offending side, North-South
    or East-West, declarer's side) where the English ``source`` names a side generally ("either side", "both
    sides", "any side", "a side", "neither side", "the sides"; fix9ao, Law 12B2 "advantageous to either side" as
    对非违规方…有利): ``(english, found)`` as written, the English's first general mention and the translation's
    first mention of a side named more often than in the English; else None.

    Found when the translation names the sides generally fewer times and particular sides more times than the
    English; a text that names sides of both kinds (86B2(b), 12C1(e)) is compared by these counts, so the sides it
    names particularly where the English does are no finding.  Both particular sides of a pair named in their place
    ("either side" as 违规方或非违规方, 南北或东西) spell the general side out: no finding."""
    if lang not in _SIDES:
        return None
    en_general, en_particular = _general_and_particular(source, "en")
    tr_general, tr_particular = _general_and_particular(target, lang)
    if not en_general or len(tr_general) >= len(en_general):
        return None
    before = Counter(kind for kind, _a, _b in en_particular)
    after = Counter(kind for kind, _a, _b in tr_particular)
    gained = after - before
    if not gained or {"NOS", "OS"} <= set(gained) or {"NS", "EW"} <= set(gained):
        return None
    c, d = next((a, b) for kind, a, b in tr_particular if kind in gained)
    a, b = en_general[0]
    return source[a:b], target[c:d]


def _other_kind(english: list[tuple[str, int, int]], translated: list[tuple[str, int, int]]):
    """``((start, end) in the English, (start, end) in the translation)`` of the first mention of the other kind
    (side, pair of seats) than the English names there, or None; sequences of ``(kind, start, end)`` in order.
    Both named as many times: compared when one kind is named more often than in the English (both named in
    another order is the labels check's finding, or a free order).  A translation that names them more or less
    often (Law 12C3's "only one of them" as 只有违规方的一名成员): a kind the English never names, when it names
    one only, is still the other (fix9l: 12C3's "both members of the offending side" as 非违规方的两名成员)."""
    if not english or not translated:
        return None
    if len(english) != len(translated):
        kinds = {k for k, _a, _b in english}
        if len(kinds) != 1:
            return None
        stray = next(((c, d) for kind, c, d in translated if kind not in kinds), None)
        return None if stray is None else (english[0][1:], stray)
    if sorted(k for k, _a, _b in english) == sorted(k for k, _a, _b in translated):
        return None
    return next(((s[1:], t[1:]) for s, t in zip(english, translated) if s[0] != t[0]), None)


_DIRECTIONS = {
    "en": (re.compile(r"\bNS\b|\bN-S\b|\bNorth[- ]South\b"), re.compile(r"\bEW\b|\bE-W\b|\bEast[- ]West\b")),
    "zh": (re.compile(r"南北"), re.compile(r"东西|東西")),
    "el": (re.compile(r"(?<!\w)(?:ΒΝ|Β-Ν|Βορρ\w*[-\s]+Ν[οό]τ\w*)(?!\w)"),
           re.compile(r"(?<!\w)(?:ΑΔ|Α-Δ|Ανατολ\w*[-\s]+Δ[υύ]σ\w*)(?!\w)")),
}
"""North-South and East-West as each language names them (placeholders such as ``{ns}`` and options such as
``--ns-outcome`` are lower case, so never matched)."""


def swapped_direction(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """The first place where ``target`` (``zh``/``el``) names North-South for the English's East-West or back: ``(english,
    found)`` as written, or None.

    Compared as :func:`swapped_side` compares the sides: when both texts name the pairs as many times, one pair
    more often than the English (both named in another order, ``东西 {ew}，南北 {ns}``, is no finding); when they
    name them a different number of times, a pair the English never names while naming the other."""
    if lang not in _DIRECTIONS:
        return None

    def sequence(text: str, which: str) -> list[tuple[str, int, int]]:
        ns, ew = _DIRECTIONS[which]
        return sorted([("NS", m.start(), m.end()) for m in ns.finditer(text)]
                      + [("EW", m.start(), m.end()) for m in ew.finditer(text)], key=lambda x: x[1])

    english, translated = sequence(source, "en"), sequence(target, lang)
    if len(translated) > len(english) and all(
            sum(k == kind for k, _a, _b in translated) >= sum(k == kind for k, _a, _b in english)
            for kind in {"NS", "EW"}):
        # each pair the English names still named as often, the other added beside it ("an outcome for NS only" as
        # "για ΒΝ και ΑΔ", 用于南北和东西; fix9ob, tester t9ax el_msgs061, zh_msgs060): no swap, the rule extended to
        # the other pair: the restriction dropped is the one finding (Law 12C1(e): an outcome for one side only)
        return None
    found = _other_kind(english, translated)
    return None if found is None else (source[slice(*found[0])], target[slice(*found[1])])


_SEATS = {
    "en": ((r"\bNorth\b", "N"), (r"\bSouth\b", "S"), (r"\bEast\b", "E"), (r"\bWest\b", "W")),
    # the seat's own word (北家) or the bare point of the compass standing alone, no Chinese letter beside it (a label
    # 北, "北 {x}"; not 西里尔 "Cyrillic", nor 东西 "thing", which is the pair's word)
    "zh": ((r"北家|(?<![\u3400-\u9fff])北(?![\u3400-\u9fff])", "N"),
           (r"南家|(?<![\u3400-\u9fff])南(?![\u3400-\u9fff])", "S"),
           (r"[东東]家|(?<![\u3400-\u9fff])[东東](?![\u3400-\u9fff])", "E"),
           (r"西家|(?<![\u3400-\u9fff])西(?![\u3400-\u9fff])", "W")),
    "el": ((r"(?<!\w)Βορρ[άα]\w*", "N"), (r"(?<!\w)Ν[όο]τ(?:ος|ου|ο)(?!\w)", "S"),
           (r"(?<!\w)Ανατολ(?:ή|η|ής|ης)(?!\w)", "E"), (r"(?<!\w)Δ[ύυ]σ(?:η|ης)(?!\w)", "W")),
}
"""The four seats, North, South, East and West, as each language names one of them alone: a point of the compass
inside a pair's name (North-South, 南北, Βορράς-Νότος: :data:`_DIRECTIONS`) is that pair's, no seat."""


def swapped_seat(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """The first place where ``target`` (``zh``/``el``) names another seat (North, South, East, West) than the English
    ``source`` names there: ``(english, found)`` as written, or None (fixzq, tester t9bh bh-sid11, bh-sid26: the
    interface's "South" as 北家 / "Βορράς").  Compared as :func:`swapped_direction` compares the pairs; a seat's
    point of the compass inside a pair's name (North-South, 南北, Βορρά-Νότου) is left to that function."""
    if lang not in _SEATS or lang not in _DIRECTIONS:
        return None

    def sequence(text: str, which: str) -> list[tuple[str, int, int]]:
        pairs = [m.span() for pattern in _DIRECTIONS[which] for m in pattern.finditer(text)]
        if which == "zh":
            pairs += [m.span() for m in re.finditer(r"[东東]西", text)]  # 东西 "thing", whichever the pattern reads
        return sorted([(kind, m.start(), m.end()) for pattern, kind in _SEATS[which]
                       for m in re.finditer(pattern, text)
                       if not any(a < m.end() and m.start() < b for a, b in pairs)], key=lambda x: x[1])

    found = _other_kind(sequence(source, "en"), sequence(target, lang))
    return None if found is None else (source[slice(*found[0])], target[slice(*found[1])])


_NATIVE_LETTER = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\u0370-\u03ff\u1f00-\u1fff]")


def _merge_latin(target: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``spans`` of ``target`` (English left untranslated), sorted, those with no Chinese or Greek letter between
    them merged into one."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and not _NATIVE_LETTER.search(target[merged[-1][1]:start]):
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _lost_sentence_spans(source: str, target: str, lang: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` spans of ``source``'s English sentences with no translation at all in ``target``
    (``lang`` ``zh``/``el``), when the translation has fewer sentences; else ``[]``."""
    src_sentences, tgt_sentences = sentences(source, "en"), sentences(target, lang)
    if len(src_sentences) <= len(tgt_sentences) or not tgt_sentences:
        return []  # (no sentence at all in the translation: nothing is aligned, each loss is said)
    return [(g.start, g.end) for g in align_sentences(src_sentences, tgt_sentences, lang, substitutions=True)[0]]


_CLAUSE_JOINT = re.compile(r"[;:](?=\s)|,\s+(?=(?:however|but|although|though|unless|except|whereas|otherwise|"
                           r"provided)\b)|,?\s+and\s+(?=to\s+[a-z]+\b)|"
                           r",?\s+and\s+(?=(?:the|each|he|she|it|they)\s+(?:[\w’']+\s+){0,4}?"
                           r"(?:is|are|shall|must|may|will)\s)", re.IGNORECASE)
"""Where a clause of an English sentence starts: a semicolon or colon, a contrast ("…, however …"), a second
infinitive of one purpose ("to redress damage … and to take away any advantage …", Law 12B1; tester t9av v039, v237:
the translation without it said only a term misused), or a second main clause with its own subject and verb ("…
is calculated separately and the average of them is assigned to each", Law 12C4: fix9pa, tester t9ax zh_laws127)."""
_CLAUSE_SHARE = 0.3
"""A clause counts as dropped only when it is at least this share of its sentence's length (``structure._weight``)."""
_MAIN_CLAUSE_SHARE = 0.15
"""... and a second main clause after "and" (:data:`_CLAUSE_JOINT`), a statement of its own: this share (12C4's "and
the average of them is assigned to each" is a fifth of its sentence; fix9pa)."""
_CLOSERS = " \t\n\"'”’»」』)]）"
_QUESTION_MARKS = {"en": re.compile(r"\?(?=[\s\"'”’»)\]]|$)"), "zh": re.compile("[?？]"),
                   "el": re.compile(r"[?;\u037e](?=[\s\"'”’»)\].]|$)")}
"""A question mark ending a sentence or a question (the Greek ``;`` too, where a space, a quote, a bracket, a full
stop or the end follows: not the ``;`` of an entity or of code; the ano teleia ``·`` is no question mark)."""


def _renders_english(source: str, target: str, p: Parenthetical, lang: str) -> bool:
    """Whether the translation's parenthetical ``p`` renders part of the English sentence: without it the
    translation is further from the English's length (:func:`structure._weight` times the language's ratio) than with
    it, by at least half its own length (an added note makes the translation longer than the English: it is not)."""
    from helper.catalog.checks.structure import _RATIO, _weight

    if lang not in _RATIO:
        return False
    whole, have, own = _weight(source) * _RATIO[lang], _weight(target), _weight(target[p.start:p.end])
    return abs(have - own - whole) - abs(have - whole) >= 0.5 * own


_BRACKETED = re.compile(r"[(（\[［〔【]([^()（）\[\]［］〔〕【】]*)[)）\]］〕】]")
_DIGITS = re.compile(r"\d+(?:[.,]\d+)?")


def _numbers_bracketed(content: str, target: str) -> bool:
    """Whether the numbers of an English parenthetical's ``content`` (at least one) all stand in one bracket of the
    translation: the parenthetical is there, its words said elsewhere ("(50% in pairs)" as 双人赛中…（50%）)."""
    wanted = set(_DIGITS.findall(content.translate(_FULL_WIDTH_DIGITS)))
    return bool(wanted) and any(wanted <= set(_DIGITS.findall(m.group(1).translate(_FULL_WIDTH_DIGITS)))
                                for m in _BRACKETED.finditer(target))


_FULL_WIDTH_DIGITS = {0xFF10 + i: 0x30 + i for i in range(10)}


def _english_left(source: str, target: str, domain: str, lang: str) -> tuple[list[tuple[int, int]],
                                                                             list[tuple[int, int, bool]]]:
    """The English left untranslated in ``target`` (a ``lang`` translation of ``source``; ``domain`` ``laws``,
    ``pairs`` or ``messages``), quotations of English opened first (:func:`structure.quoted_english`): ``(runs,
    words)``, ``runs`` the spans of :func:`structure.english_runs`, ``words`` the shorter ``(start, end, in_english)``
    spans of :func:`untranslated.untranslated_words` (``zh`` and ``el`` only, else ``[]``).  What the untranslated-run
    check reports, and what the checks that would read the same words leave to it."""
    latin = quoted_english(source, target, domain)
    runs = english_runs(source, latin)
    # a quotation holding English left: its words are that English in any domain, whether the paragraph's English says
    # them or not in a law text («scope», fix9be), in brackets or not in an interface string («average plus» inside
    # "(Enter για παράλειψη: …)", fix9bo)
    quoted = quoted_english_spans(source, target, domain)
    words = untranslated_words(source, latin, domain, runs, lang, quoted) if lang in ("zh", "el") else []
    if domain in ("laws", "pairs"):
        words = [(a, b, in_english or any(q <= a and b <= e for q, e in quoted)) for a, b, in_english in words]
    elif domain == "messages" and lang in ("zh", "el"):
        # (a run in a bracket left whole in English is the bracket: "(empty Enter: the standard penalty)", its
        # condition with it; tester t9cc cc-unt20)
        runs = runs_in_whole_brackets(source, target, runs)
        runs = runs + [span for span in prose_brackets_left(source, target)
                       if not any(a < span[1] and span[0] < b for a, b in runs)
                       and not any(a < span[1] and span[0] < b for a, b, _e in words)]
    return runs, words


def _left_spans(source: str, target: str, domain: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``target`` the untranslated-run check reports as English left (an error): :func:`_english_left`'s
    runs and its words of the English."""
    runs, words = _english_left(source, target, domain, lang)
    return runs + [(a, b) for a, b, in_english in words if in_english]


def _without_left_runs(source: str, target: str, domain: str = "laws", lang: str = "") -> tuple[str, str]:
    """``source`` (English) and ``target`` with each run of English left untranslated in ``target``
    (:func:`structure.english_runs`; and, for ``lang`` ``zh`` / ``el``, the shorter English words the untranslated-run
    check names, :func:`untranslated.untranslated_words`: 12A's "裁判 may award 调整分", fix9aw) that the English says
    word for word blanked out on both sides (offsets kept): their words are that check's one finding, not read by
    the negation and modality checks ("may" left in English is no permission made a duty); English inside a
    quotation too (:func:`structure.quoted_english`: «No damage» is that one finding, not also a negation dropped)."""
    runs, words = _english_left(source, target, domain, lang)
    for start, end in runs + [(a, b) for a, b, in_english in words if in_english]:
        run = target[start:end].strip(" ,")
        # whatever its first letter's case: a run that starts the English sentence ("The Director may award…")
        # begins a clause of the translation ("…，the Director may award…"; tester 9ao z35)
        found = re.search(re.escape(run), source, re.IGNORECASE) if run else None
        at = found.start() if found else -1
        if run and at >= 0:
            source = _spans_without(source, [(at, at + len(run))])
            target = _spans_without(target, [(start, end)])
        elif run:
            # a run that leaves words of the English out ("recover the probable outcome of the board had the
            # infraction not occurred" for "recover as nearly as possible the probable outcome …", tester t9aq, zh
            # 12C1(b)): its pieces of two words or more that the English says word for word, in order, blanked alike
            for (a, b), (c, d) in _run_pieces(target, start, end, source):
                source = _spans_without(source, [(c, d)])
                target = _spans_without(target, [(a, b)])
    return source, target


def _run_pieces(target: str, start: int, end: int, source: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The pieces of the English run ``target[start:end]`` that ``source`` says word for word (case aside), longest
    first from each word, each of two words or more and found in ``source`` after the piece before it: ``((start,
    end) in target, (start, end) in source)`` pairs."""
    words = [(m.start() + start, m.end() + start) for m in re.finditer(r"[A-Za-z][\w'-]*", target[start:end])]
    pieces, i, after = [], 0, 0
    while i < len(words):
        best = None
        for j in range(len(words) - 1, i, -1):
            piece = target[words[i][0]:words[j][1]]
            found = re.compile(re.escape(piece), re.IGNORECASE).search(source, after)
            if found:
                best = (j, found)
                break
        if best is None:
            i += 1
            continue
        j, found = best
        pieces.append(((words[i][0], words[j][1]), found.span()))
        after, i = found.end(), j + 1
    return pieces


_LOST_MARK = re.compile(r"\?(?=[\u4e00-\u9fff\u0370-\u03ff\u1f00-\u1fff])")
"""A '?' a Chinese character or a Greek letter follows: a character the conversion could not write (a question
mark ends its sentence: ？ in Chinese, ";" in Greek), which :mod:`single`'s encoding finding names."""


_LATIN_BRACKET = re.compile(r"[(（\[［]\s*[A-Za-z][A-Za-z'’\s,/-]*[)）\]］]")
"""A bracket holding Latin words only: the "(s)" of "board(s)", "(or boards)"."""


def _in_domains(rule, *domains: str):
    """``rule(source, target, lang)`` as a way of :data:`_BRACKET_MOVES`: read in an entry of one of ``domains``
    (``"messages"``: an interface string), in any entry where none is given; ``None`` elsewhere."""
    def read(source: str, target: str, lang: str, domain: str):
        return rule(source, target, lang) if not domains or domain in domains else None
    return read


def _phrase_split(source: str, target: str, lang: str, domain: str) -> str | None:
    """The first bracket of ``target`` opened inside a phrase (:func:`brackets.split_phrases`: 极其严重的（错误与违规
    无关）, tester t9bd brk08), with the words before it (its fragment); ``None`` where there is none."""
    moved = split_phrases(source, target, lang, domain)
    return _context(target, moved[0].start, moved[0].end, 4, 0) if moved else None


def _said_words(found: str) -> tuple[str, dict[str, str]]:
    """A way's words ``found`` as the finding's fragment and its message's ``{words}``."""
    return found, {"words": _short(found)}


_CLOSES_EARLY = _("the bracket closes too early: '{words}' of the English's parenthetical stands after it in the "
                  "translation (the bracket moved?)")


def _closed_early_words(source: str, target: str, lang: str, domain: str) -> str | None:
    """The words of the English's parenthetical that a bracket of the translation, closed too early, leaves after it:
    what the first closing way of :data:`_BRACKET_MOVES` (message :data:`_CLOSES_EARLY`) finds, the brackets check's
    finding, so that no other check reads them as lost ("（已损坏），或是其他类型的文件" for "(damaged, or another kind of
    file)": no alternative dropped, tester t9cb cb-brk06, fjaz); ``None`` where none is so."""
    for rule, message, values in _BRACKET_MOVES:
        if message is _CLOSES_EARLY and (found := rule(source, target, lang, domain)) is not None:
            return values(found)[0]
    return None


def _pushed_out_alternative(english: str, bracketed_en: list[str], pushed_out: str) -> bool:
    """Whether the English's list ``english`` (an alternative said dropped) stands in a parenthetical of the English
    (``bracketed_en``: their contents) and ``pushed_out``, the words a bracket of the translation closed too early left
    after it (:func:`_closed_early_words`), says an "or": "（而是设备、FIFO）或套接字" for "(a device, FIFO or socket)",
    the alternative said after the bracket, not dropped; the brackets check's one finding (tester t9cb cb-brk06,
    fjaz)."""
    return bool(pushed_out) and any(english in content for content in bracketed_en) and bool(
        re.search(r"或|还是|(?<![^\W\d_])(?:ή|είτε)(?![^\W\d_])", pushed_out, re.IGNORECASE))


_OPENS_EARLY = _("the bracket opens too early: '{words}' stands inside it in the translation, before it in the "
                 "English (the bracket moved?)")

_BRACKET_MOVES = (
    # closed too early, words of the English's parenthetical after it ("(cards mixed) board not played")
    (_in_domains(closing_moved_out), _CLOSES_EARLY, _said_words),
    # (or closed before the words the English's parenthetical ends with, placeholders, numbers, Latin words: "(επίπεδο
    # 1-7 και χρώμα C, D, H, S ή NT), π.χ. 4S, 3NT, 4♠X" for "(… or NT, e.g. 4S, 3NT, 4♠X)", tester t9bt bt-bra20, fizn)
    (_in_domains(closing_moved_before_kept), _CLOSES_EARLY, _said_words),
    # (or closed on a word that cannot end a phrase, its noun after it: "退出（保留进行中的）裁决", tester t9bk bk-brk23)
    (_in_domains(closed_before_its_word), _CLOSES_EARLY, _said_words),
    # (or closed after its subject, the Greek clause's verb after it: "Έξοδος (η απόφαση) σε εξέλιξη διατηρείται",
    # tester t9bo bo-bra24, fiyp)
    (_in_domains(closed_before_its_clause, "messages"), _CLOSES_EARLY, _said_words),
    # (or opened too early, taking in words the English says before its bracket: "(στο άλλο τραπέζι, ομάδες)" for
    # "at the other table (teams)", tester t9bm bm-brk12, fiyf)
    (_in_domains(opening_moved_in), _OPENS_EARLY, _said_words),
    # (or opened before words of the English's sentence, the bracket's own after them: "（结果人为调整分）" for "no result
    # … (artificial score)", "（已记录更正第 {old} 号裁决）" for "recorded (corrects ruling {old})": tester t9bx bx-brk05,
    # bx-brk08, bx-brk15, bx-brk18, fjaf)
    (_in_domains(opening_moved_before_words, "messages"), _OPENS_EARLY, _said_words),
    # (or closed past the clause mark the English sets after it: "（{date}：维持原裁决。）" for "({date}): the ruling is
    # upheld.", tester t9bn bn-brk09, fiyk)
    (_in_domains(closing_moved_past_mark), _("the bracket closes after '{words}' in the translation, before it in the "
                                             "English (the bracket moved?)"), _said_words),
    # (or closed past the "or" / "and" the English sets after it: "（与违规无关或冒险行为）" for "(unrelated to the
    # infraction) or a gambling action", tester t9bs bs-bra07, fize)
    (_in_domains(closing_moved_over_join), _("the bracket closes after '{words}' in the translation, before it in the "
                                             "English (the bracket moved?)"), _said_words),
    # (or the whole pair moved past the "or" / "and" the English sets after it, onto the alternative: "错误或冒险行为（与违规
    # 无关）" for "error (unrelated to the infraction) or a gambling action", tester t9ca ca-brac05, fjat)
    (_in_domains(bracket_moved_over_join), _("the bracket closes after '{words}' in the translation, before it in the "
                                             "English (the bracket moved?)"), _said_words),
    # (or closed past words of the English's sentence after it, an option, a placeholder, a number: "（队式赛请给出
    # --other-table）" for "(teams) give --other-table", tester t9bz bz-brk09, bz-brk10, fjar)
    (_in_domains(closing_moved_over_words, "messages"), _("the bracket closes after '{words}' in the translation, "
                                                          "before it in the English (the bracket moved?)"),
     _said_words),
    # (or moved onto another clause: "否：（各桌打的是同一版本）照常计分" for "No: every table played the same version (it
    # is scored as usual)", tester t9bn bn-brk07, fiyk): its words and the English's
    (_in_domains(bracket_moved_to_clause, "messages"),
     _("the brackets hold '{words}' in the translation, not what the English's '{text}' holds (the brackets moved?)"),
     lambda moved: (moved[0], {"words": _short(moved[0]), "text": _short(moved[1])})),
    # (or the sentence's end mark moved inside the closing bracket: "（第90条？）" for "(Law 90)?", tester t9bl bl-brk06):
    # the mark and the words
    (_in_domains(end_mark_moved_in), _("the sentence's end mark '{mark}' stands inside the bracket '{words}' in the "
                                       "translation, after it in the English (the bracket moved?)"),
     lambda inside: (inside, {"mark": inside[-1], "words": _short(inside)})),
    # (or opened inside a phrase, between a word and the one it goes with: tester t9bd brk08, brk10, brk22, brk32)
    (_phrase_split, _("bracket opened inside a phrase, between a word and the one it goes with: '{context}' (the "
                      "bracket moved?)"), lambda fragment: (fragment, {"context": _short(fragment)})),
)
"""The ways a bracket of the translation moved against the English's, in the order :func:`_added_or_moved_brackets`
tries them: ``(rule, message, values)``, ``rule(source, target, lang, domain)`` giving what it found or ``None``
(:func:`_in_domains` for a rule of three arguments), ``values(found)`` the finding's fragment and the message's
values.  A new way is one row."""


def _added_or_moved_brackets(source: str, target: str, src_bare: str, tgt_bare: str, lang: str, domain: str,
                             ui_lang: str, findings: list[Finding], add) -> None:
    """One finding for round brackets the English does not have around words of the translation
    (:func:`brackets.added_parentheticals`: "Πατήστε (Escape, Enter, F1 ή q)", （经主管单位批准）) or opened inside a
    phrase (:func:`brackets.split_phrases`: 极其严重的（错误与违规无关）): fixyg, tester t9bd brk08, brk10, brk22, brk32.
    The added one replaces the kind's "brackets () in the translation are not in the English" (one defect, one
    finding); nothing where a bracket is broken (that bracket's finding)."""
    if any(p.char in "([〔【)]〕】（）［］" for p in bracket_problems(target)):
        return
    said = [f.fragment for f in findings if f.side == "target" and f.fragment]  # (a national note's: its own)
    # only in an interface string whose English has no round bracket: in a law text a translator may bracket an
    # explanatory phrase (86B3's （无论是在相同参赛者之间还是在多个参赛者之间）, judged correct by tester 9w), and where the
    # English has brackets of its own which of the translation's render them is not read reliably yet (12C1(e)'s
    # （与违规无关） for "(unrelated to the infraction)" was said added; m45 merge); an interface string's English with
    # brackets of its own too, its pairs first rendered by the translation's other pairs (added_parentheticals:
    # "（裁判）调整分助手（第12条和第86条）。", tester t9bh bh-brk12, fixzn)
    # (not where a pair of the English is blanked as another finding's words, "At IMPs (teams)" said missing as a
    # condition: its translation's （队式赛） renders it, tester t9bf bf-con10's twin)
    blanked = len(parentheticals(source)) > len(parentheticals(src_bare))
    added = [] if domain != "messages" or blanked else [
        p for p in added_parentheticals(src_bare, tgt_bare, domain)
        if not any(tgt_bare[p.start:p.end] in fragment or fragment in tgt_bare[p.start:p.end] for fragment in said)]
    # (an alternative of the English set in brackets, "(ή παίκτης που έσφαλε σαφώς κάτω από 40%)": tester t9bf bra14)
    added = added or bracketed_alternatives(src_bare, tgt_bare, lang)
    # (a phrase the English sets apart by a comma set in brackets, "περιγράμματα ASCII (για τερματικά …)" for "ASCII
    # borders, for terminals …": tester t9bk bk-brk25, fixzz)
    added = added or (bracketed_comma_phrases(src_bare, tgt_bare, lang) if domain == "messages" else [])
    # (the English's last item after a comma set in brackets as a gloss: "双人赛（比赛分）" for "Pairs, matchpoints",
    # tester t9bm bm-brk11, bm-brk20, fiyf)
    item = bracketed_comma_item(src_bare, tgt_bare, lang) if domain == "messages" and not blanked else None
    added = added or ([item] if item is not None else [])
    added = [p for p in added if target[p.start:p.end] not in said]  # (a reference bracket widened: its own; fiys)
    if added:
        findings[:] = [f for f in findings if not (f.check == "brackets" and f.side == "target"
                                                   and f.fragment in ("()", "（）"))]
        group = added[0]
        add("brackets", WARNING, _say(ui_lang, _("brackets around '{words}' that the English does not have"),
                                      words=_short(tgt_bare[group.start + 1:group.end - 1].strip())),
            tgt_bare[group.start:group.end])
        return
    if any(f.check == "brackets" for f in findings):
        return
    # (or a bracket moved: the first way of :data:`_BRACKET_MOVES` that finds one gives the one finding)
    for rule, message, values in _BRACKET_MOVES:
        found = rule(source, target, lang, domain)
        if found is not None:
            fragment, words = values(found)
            theirs, mine = parentheticals(target), parentheticals(source)
            if message is _OPENS_EARLY and theirs and mine and not target[:theirs[0].start].strip() \
                    and source[:mine[0].start].strip():
                # (opened at the start, the whole sentence in it: "（第 {id} 号裁决已记录，更正第 {old} 号裁决）" for "Ruling
                # {id} recorded (corrects ruling {old})"; the English's words before its bracket are not missing, they
                # stand in the bracket: this finding alone, fjan)
                before = source[:mine[0].start]
                findings[:] = [f for f in findings if not (f.check == "sentences" and f.side == "source"
                                                           and f.fragment and f.fragment in before)]
            add("brackets", WARNING, _say(ui_lang, message, **words), fragment)
            return


def _left_brackets(source: str, target: str, damaged: list[tuple[int, int]], domain: str,
                   lang: str) -> list[tuple[int, int]]:
    """The brackets of ``target`` (a ``zh``/``el`` translation of ``source``) that belong to English left untranslated
    (:func:`_left_spans`): holding Latin words only, inside such a run or right after its last word ("will cancel the
    board(s)" for 86B2(c)'s "θα ακυρώσει τη διανομή(ες)", tester t9at E-en3, Z-en3). They are that run's one finding
    (untranslated-run), not brackets of a kind the English lacks too; ``damaged``: spans blanked first."""
    if lang not in ("zh", "el") or not _LATIN_BRACKET.search(target):
        return []
    left = _left_spans(source, _spans_without(target, damaged) if damaged else target, domain, lang)
    return [m.span() for m in _LATIN_BRACKET.finditer(target)
            if any(a <= m.start() < b or (b <= m.start() and not target[b:m.start()].strip()) for a, b in left)]


def _english_brackets(found: list[Parenthetical], target: str, left: list[tuple[int, int]]) -> list[Parenthetical]:
    """The parentheticals of ``found`` (of ``target``) that hold English left untranslated (``left``: spans of
    ``target``) and little else: the English's letters outweigh the rest of the bracket's (a CJK character three
    letters: 即, 英文, "δηλαδή" beside the English; :func:`structure._weight`).  （即平均正分，“average plus”）, a
    gloss of its own, is not one."""
    from helper.catalog.checks.structure import _weight

    held = []
    for p in found:
        inside = range(p.start + 1, p.end - 1)
        english = {i for i in inside if target[i].isalpha() and any(a <= i < b for a, b in left)}
        rest = "".join(target[i] for i in inside if (target[i].isalpha() or _is_cjk(target[i])) and i not in english)
        if english and (not rest or _weight(rest) < len(english)):
            held.append(p)
    return held


_CONJUNCTIONS = {"zh": re.compile(r"(或者|或是|或|以及|和|及|与|并且|并|而且|但是|但)\s*[（(]"),
                 "el": re.compile(r"(?<!\w)(και|ή|αλλά|ούτε|είτε)\s*\(", re.IGNORECASE)}
"""A conjunction right before an opening round bracket: Chinese 或, 或者, 或是, 和, 及, 以及, 与, 并, 并且, 而且, 但, 但是;
Greek και, ή, αλλά, ούτε, είτε (fixya)."""
_EN_CONJUNCTION_BRACKET = re.compile(r"\b(?:or|and|nor|but|either)\s*\(", re.IGNORECASE)


def _bracketed_after_conjunction(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """Brackets an interface translation ``target`` opens right after a conjunction (:data:`_CONJUNCTIONS`:
    "或（--assigned-result 和 --other-table）", "ή (--assigned-result ...)") more often than the English ``source``
    opens one after its "or", "and", "but": the alternative or item put in brackets, as a gloss it is not (fixya).  A
    bracket holding only an item label or a law reference ("(a) and (b)", 和（第90条）) is none.  Each as
    ``(conjunction, the bracket)``."""
    found = []
    for match in _CONJUNCTIONS[lang].finditer(target):
        span = enclosing_bracket(target, match.end())
        if span is None:
            continue
        inside = target[span[0] + 1:span[1] - 1]
        if re.fullmatch(r"\s*(?:[A-Za-z\u0370-\u03ff]{1,2}|\d{1,3}|[ivxIVX]{1,4})\s*", inside) or extract_refs(inside):
            continue  # an item label ("(b)", "(ii)") or a reference
        found.append((match.group(1), target[span[0]:span[1]]))
    return found[len(_EN_CONJUNCTION_BRACKET.findall(source)):]


def _said_unbracketed(content: str, source: str, target: str, lang: str) -> bool:
    """Whether an English parenthetical's ``content`` is said in the translation ``target`` (``zh``/``el``) outside any
    bracket: it has a number (:func:`numbers.extract_numbers`: 40%, 四成, 百分之五十 alike) and each of its numbers
    stands outside the translation's brackets at least as often as the whole English (``source``) says it, so the
    number is not another place's (fix9al: 12C2(a)'s "(at most 40% … in pairs)" as "，在双人赛中至多为…四成")."""
    wanted = Counter(n.key for n in extract_numbers(content, "en"))
    if not wanted:
        return False
    in_english = Counter(n.key for n in extract_numbers(source, "en"))
    outside = _spans_without(target, [(p.start, p.end) for p in parentheticals(target)])
    have = Counter(n.key for n in extract_numbers(outside, lang))
    return all(have[key] >= in_english[key] for key in wanted)


def _ref_clause(text: str, at: int) -> tuple[int, int] | None:
    """The span of the bracket around offset ``at`` of ``text`` (:func:`references.enclosing_bracket`) from the
    clause holding ``at``: after the bracket's last comma or semicolon before it ("（含本副，第12条C款2项(b)）" from
    第12条…, its 含本副 not the reference's; fix9vb); ``None`` outside brackets."""
    span = enclosing_bracket(text, at)
    if span is None:
        return None
    cut = max(text.rfind(mark, span[0], at) for mark in ",，;；")
    return (cut + 1, span[1]) if cut >= 0 else span


def _holding_only(text: str, refs, keys) -> list[tuple[int, int]]:
    """The spans of ``text``'s bracket pairs (:func:`brackets.parentheticals`) whose law references (``refs``, with
    ``start``, ``end``, ``key``) are all of ``keys`` (the references said missing, or added), at least one: "[see also
    C1(d)]", "(Νόμος 78Β)" (fix9vb)."""
    spans = []
    for p in parentheticals(text):
        inside = [r for r in refs if p.start < r.start and r.end <= p.end]
        if inside and all(r.key in keys for r in inside):
            spans.append((p.start, p.end))
    return spans


_SHORT_GLOSS = re.compile(r"[^\W\d_]+(?:[ -][^\W\d_]+)?|[a-z]\s*/\s*[a-z]")
"""A short English parenthetical, one or two words of letters ("teams", "cross-IMPs", "in pairs"), or the answer keys
of a question ("y / n": tester t9bf bra12)."""
_FORMULA = re.compile(r"[^\W_]+(?:\s*[-+×*/÷]\s*[^\W_]+)+")
"""An English parenthetical that is a formula, words and numbers joined by operators ("results - 1", "n + 1"): its
brackets group its terms, so a translation that says them without brackets ("比较次数结果数 - 1", comparisons results
minus one) changes the arithmetic (tester t9bv bv-bra13)."""
_NAMELY = re.compile(r"即|也就是|亦即|(?<![^\W\d_])(?:δηλαδή|ήτοι)(?![^\W\d_])", re.IGNORECASE)
""""Namely" (即, δηλαδή): a formula said after it ("των συγκρίσεων, δηλαδή αποτελέσματα - 1") is set apart as the
English's brackets set it."""


_SETS_APART = re.compile(r"[，,：:；;、—–·]")
"""The marks that set a word of a sentence apart from the words before it (a comma, a colon, a dash)."""


_CLAUSE_BOUNDS = re.compile(r"[，,：:；;、—–·。！？!?()（）\[\]［］〔〕【】]|\.(?=\s|\Z)")
"""What bounds the clause a placeholder stands in: the marks that set words apart (:data:`_SETS_APART`), the end of a
sentence, a bracket."""
_FIELD_LABEL = re.compile(r"\s*(?:[\u4e00-\u9fff]{1,4}|[A-Za-z\u0370-\u03ff\u1f00-\u1fff]+"
                          r"(?:\s+[A-Za-z\u0370-\u03ff\u1f00-\u1fff]+)?)?\s*")
"""What a placeholder's clause of its own may hold besides it: a label, up to four Chinese characters (终端) or two
words (τερματικό, στον υπολογιστή)."""


def _field_set_apart(source: str, target: str, field: str, group: Parenthetical) -> bool:
    """Whether the translation ``target`` sets apart otherwise the placeholder ``field`` that the interface string
    ``source`` sets alone in the brackets ``group`` ("answers ({numbers})"), writing it out of brackets: right after a
    mark that sets words apart (:data:`_SETS_APART`: a colon, a comma, a dash) where the English has none before its
    bracket ("符合多个答案：{numbers}；", "η απάντηση της γραμμής, {answer}, ήταν"), or in a clause of its own
    (:data:`_CLAUSE_BOUNDS`), with nothing but a label (:data:`_FIELD_LABEL`) beside it, set apart by a mark the English
    does not have ("终端 {terminal}，主机 {host} 上的进程 {pid}" for "process {pid} on {host} ({terminal})":
    test_check_fixwa).  A placeholder run into the sentence ("答案行上保留的答案{answer}是为…", "απαντήσεις {numbers}:
    πληκτρολογήστε" with the English's own colon after it: tester t9by by-bra04, by-bra17, by-bra18; fjan) or beside
    another placeholder ("{appeal} {date}：") is not: its brackets dropped.  Nor is a placeholder moved before words
    of the translation where the English's bracket ends its clause: a modifier set before its noun in the
    translation's word order ("保留的未保存{language}文本", "来源 {origin} 的待审校旧版文本" for "Unsaved text kept
    ({language})", "an older text awaiting review ({origin})": test_check_fiyp), no bracket run into the sentence."""
    at = target.find(field)
    if re.match(r"\s*(?:[^\w\s{]|\Z)", source[group.end:]) and re.match(r"\s*[^\W\d_]", target[at + len(field):]):
        return True
    before_en = source[:group.start].rstrip()
    before = target[:at].rstrip()
    if before and _SETS_APART.fullmatch(before[-1]) and not (before_en and _SETS_APART.fullmatch(before_en[-1])):
        return True
    starts = [m.end() for m in _CLAUSE_BOUNDS.finditer(target, 0, at)]
    start = starts[-1] if starts else 0
    end = _CLAUSE_BOUNDS.search(target, at + len(field))
    end = end.start() if end else len(target)
    if start == 0 and end == len(target):
        return False  # (the whole text: no clause set apart)
    if not _FIELD_LABEL.fullmatch(target[start:at]) or not _FIELD_LABEL.fullmatch(target[at + len(field):end]) \
            or not (target[start:at] + target[at + len(field):end]).strip():
        return False
    marks = lambda text: len(_SETS_APART.findall(text))  # noqa: E731
    return marks(target) > marks(source)


def _field_said_by_kind(target: str, field: str, lang: str) -> bool:
    """Whether the translation ``target`` writes the placeholder ``field``, which the English sets alone in brackets,
    after the word of its kind (:data:`placeholder_roles.LABELS` binding :func:`placeholder_roles.kind_of` of its
    name): "στις {time}", "于 {time}" for "({time})", the time said in the sentence (fjav): the aside said so, its
    value told apart by the word, no brackets dropped.  A placeholder of no kind ("{origin}"), or run on with no such
    word, is not."""
    from helper.catalog.checks.placeholder_roles import LABELS, kind_of, label_words

    # (the preposition of a time only: a noun before the value, "终端 {terminal}" run on at the end for "({terminal})",
    # still drops the brackets - tester t9bo bo-bra11's kind, test_check_fjan / test_check_fiyp on the merge m64)
    kind = kind_of(field)
    return kind == "time" and any(label == "time" and LABELS[label].get("binds") == kind
                                  for label in label_words(target, lang).get(field, {}))


def _field_run_on_at_end(source: str, target: str, field: str, group: Parenthetical) -> bool:
    """Whether the interface string ``source``'s closing bracket ``group``, around the placeholder ``field`` alone
    ("an older text awaiting review ({origin})"), ends the English (nothing but end marks after it) and its
    translation ``target`` ends with that placeholder out of brackets, run on after the words before it: no more
    marks setting words apart (:data:`_SETS_APART`) before it than the English has before its bracket.
    "待审校的旧版文本{origin}", "παλαιότερο κείμενο που αναμένει έλεγχο {origin}": the brackets dropped (tester t9bo
    bo-bra11, fiyp), not the placeholder given a label of its own elsewhere in the sentence ("终端 {terminal}，主机
    {host} 上的进程 {pid}") or set apart after a comma ("…进程 {pid}，终端 {terminal}")."""
    ends = " .。!！?？"
    if source[group.end:].strip(ends) or not target.rstrip(ends).endswith(field):
        return False
    before = target.rstrip(ends)[:-len(field)]
    return len(_SETS_APART.findall(before)) <= len(_SETS_APART.findall(source[:group.start]))


def _lost_values_glosses(source: str, target: str) -> list[tuple[int, int]]:
    """The spans of the English ``source``'s typed values its translation ``target`` drops (:func:`value_differences`,
    the options finding's) with the parenthetical glossing each: "ximps (cross-IMPs)" of "mp, imps (teams), ximps
    (cross-IMPs) or butler" as "mp、imps（队式赛）或 butler" went whole, its bracket with it, the options error the one
    finding, no bracket of "(teams)" said lost (tester t9bt bt-alt08, fizm)."""
    spans = []
    for english, found in value_differences(source, target):
        if found:
            continue  # a value changed into another: its gloss is still the translation's
        for match in re.finditer(rf"(?<![\w'./-]){re.escape(english)}\s*[(（][^()（）]*[)）]", source):
            spans.append(match.span())
    return spans


def _name_run_on_at_end(p: Parenthetical, source: str, target: str) -> bool:
    """Whether the English ``source``'s parenthetical ``p``, which ends it, is written as the English writes it at the
    end of the translation ``target``, after a space or nothing where its brackets stood ("regulation settings file
    (TOML)" as "规程设置文件 TOML", "αρχείο ρυθμίσεων κανονισμών TOML": its brackets dropped, tester t9bw bw-brk16).  A
    name woven into the sentence ("按 Neuberg 公式换算") is none."""
    if re.sub(r"[\s.!?:;]", "", source[p.end:]):
        return False
    words = p.content.strip()
    at = re.search(r"(?:^|(?<=[\s\u4e00-\u9fff\u0370-\u03ff\u1f00-\u1fff]))" + re.escape(words)
                   + r"[\s.。!?！？:：;；]*\Z", target)
    return at is not None and not _NAME_INTRODUCED.search(target[:at.start()])


_NAME_INTRODUCED = re.compile(r"(?:格式|为|是|用|采用|即|称|按|以|或|和|及)\s*\Z|(?<![^\W\d_])(?:σε|με|μορφή|μορφής|τύπου|ως|"
                              r"για|μέσω|κατά|το|τη|την|του|της|ή|και)\s+\Z", re.IGNORECASE)
"""Words that make a name the sentence's own ("σε μορφή TOML", "采用 TOML", "按 Neuberg"): it is woven in, not a
parenthetical's words run on (:func:`_name_run_on_at_end`)."""


def _short_parenthetical_unbracketed(source: str, target: str, gone: list[tuple[int, int]],
                                     lang: str) -> Parenthetical | None:
    """The interface string ``source``'s short parenthetical (:data:`_SHORT_GLOSS`: "(teams)") whose brackets its
    translation ``target`` lost: the translation has fewer bracket pairs (any width or kind) than the English, and
    of the English's short parentheticals outside the ``gone`` spans (a lost sentence's) the one standing farthest
    (as a share of the text) from every bracket of the translation; ``None`` when none is (fixza).  A formula
    (:data:`_FORMULA`, "(results - 1)") whose terms the ``zh``/``el`` translation keeps outside brackets, run on in
    its sentence (:func:`_run_on`; "，即结果数 - 1，" sets them apart), is one too.  An English that
    names brackets ("brackets opened ASCII ('(')") has none; a parenthetical the translation writes as the English
    does (a name, "(Neuberg)") is none, nor are the brackets of a ``%(name)s`` placeholder (tester t9bk bk-plh26).
    The English's pairs inside the ``gone`` spans are not counted: a lost alternative's bracket ("or vps (a match in
    victory points)" dropped) went with it, the pairs left all kept (tester t9bl bl-alt25, fiye).  A parenthetical
    the translation keeps in brackets (:func:`_pairs_not_kept`: "(y / n)" as "（y / n）", "(recorded)" as "（会被记录）"
    in its place) is none: the brackets dropped are another pair's (tester t9bs bs-rew30, fizf); when no short one is
    left, a prose parenthetical whose words run on in their sentence (:func:`_prose_run_on`) is the one named."""
    if bracket_pairs(target) >= bracket_pairs(_spans_without(source, gone)) \
            or re.search(r"bracket|parenthes", source, re.IGNORECASE):
        return None
    candidates = _pairs_not_kept(source, target, gone)
    short = [p for p in candidates if (_SHORT_GLOSS.fullmatch(p.content.strip()) or (
                 _FORMULA.fullmatch(p.content.strip()) and re.search(r"[-+×*/÷]\s*\d", p.content)
                 and _terms_unbracketed(p.content, source, target, lang) and _run_on(p, source, target, lang)
                 and not _NAMELY.search(target)))
             and not extract_refs(p.content) and not any(a <= p.start < b for a, b in gone)
             # (the brackets of a %(name)s placeholder are no parenthetical: "%(message)s" dropped is the
             # placeholders' one finding, tester t9bk bk-plh26, fixzw)
             and not re.match(r"%\(\w+\)[sdifr]", source[p.start - 1:p.end + 1])
             # (a name written as the English does, "factored (Neuberg)" as "按 Neuberg 公式换算": a gloss the
             # translation made part of its sentence)
             and (p.content.strip().casefold() not in target.casefold() or "/" in p.content
                  # (but one ending both texts, only a space where its brackets stood: "regulation settings file
                  # (TOML)" as "规程设置文件 TOML", tester t9bw bw-brk16)
                  or _name_run_on_at_end(p, source, target))]
    if not short:
        return next((p for p in candidates if _prose_run_on(p, source, target)), None)
    places = [(q.start + q.end) / 2 / max(len(target), 1) for q in parentheticals(target)]
    return max(short, key=lambda p: min((abs((p.start + p.end) / 2 / max(len(source), 1) - place)
                                         for place in places), default=1.0))


def _pairs_not_kept(source: str, target: str, gone: list[tuple[int, int]]) -> list[Parenthetical]:
    """The parentheticals of the English interface string ``source`` (outside the ``gone`` spans) that no bracket pair
    of its translation ``target`` renders: each pair of the translation is taken by the English pair of the same
    content ("(y / n)" as "（y / n）", :func:`_bare_content`), else by the English pair not yet taken nearest its place
    (as a share of the text: "(recorded)" as "（会被记录）").  "… cleared (its details are kept). (y / n)" as "…, ενώ
    τα στοιχεία της θα διατηρηθούν. (y / n)": the prose one is not kept, not "(y / n)" (tester t9bs bs-rew30, fizf)."""
    english = [p for p in parentheticals(source) if not any(a <= p.start < b for a, b in gone)]
    theirs = parentheticals(target)
    left = list(english)
    rest = []
    for q in theirs:
        same = next((p for p in left if _bare_content(p.content) == _bare_content(q.content)), None)
        if same is not None:
            left.remove(same)
        else:
            rest.append(q)
    middle = lambda p, text: (p.start + p.end) / 2 / max(len(text), 1)  # noqa: E731
    for q in rest:
        if not left:
            break
        left.remove(min(left, key=lambda p: abs(middle(p, source) - middle(q, target))))
    return left


def _bare_content(content: str) -> str:
    """A bracket's content compared between the English and a translation: its white space dropped, casefolded
    ("y / n" as "y/n")."""
    return re.sub(r"\s+", "", content).casefold()


_SENTENCE_CUT = re.compile(r"[.!?](?=\s|$)|[。！？;；·]")
"""Where a sentence (or a clause set off by a semicolon) of an interface string ends, in either language."""
_PROSE_JOINED = re.compile(r"[,，、：:—–]|(?<![^\W\d_])(?:και|ενώ|αλλά|όμως|ωστόσο|οπότε|αφού|επειδή|που|ότι|αν)"
                           r"(?![^\W\d_])|而|但|并|且|仍|也|还", re.IGNORECASE)
"""What joins a clause to the one before it in a sentence of a translation: a comma, a colon, a dash, a conjunction
(ενώ, αλλά; 而, 但, 并) or the "still" of a contrast (仍保留): a parenthetical said as a clause of the sentence."""


def _prose_run_on(p: Parenthetical, source: str, target: str) -> bool:
    """Whether the English interface string ``source``'s prose parenthetical ``p`` (a clause: three words or more, no
    law reference, placeholder or number), which ends its sentence, has its brackets dropped in the translation
    ``target`` with its words run on: the sentence of the translation in its place (the texts cut at their sentence
    ends outside brackets, :data:`_SENTENCE_CUT`, as many on each side) holds no bracket and nothing that joins a
    clause (:data:`_PROSE_JOINED`) where the English's sentence, its parenthetical left out, has none:
    "Οι απαντήσεις της ως τώρα θα διαγραφούν τα στοιχεία της διατηρούνται." for "Its answers so far will be cleared
    (its details are kept)." (tester t9bs bs-rew30's defect, fizf).  ", ενώ τα στοιχεία της θα διατηρηθούν",
    "，而其详情仍保留" say it as a clause of the sentence: a rewording; the parenthetical dropped whole is the
    sentences check's (no words left)."""
    if len(p.content.split()) < 3 or extract_refs(p.content) or re.search(r"[{}\d%$]", p.content) \
            or not re.match(r"\s*[.!?;]", source[p.end:]):
        return False
    def cuts(text: str) -> list[int]:
        bare = unbracketed(text)
        return [m.end() for m in _SENTENCE_CUT.finditer(bare)]
    mine, theirs = cuts(source), cuts(target)
    if len(mine) != len(theirs):
        return False
    index = next(i for i, end in enumerate(mine) if end > p.end)
    start_en = mine[index - 1] if index else 0
    start = theirs[index - 1] if index else 0
    sentence, english = target[start:theirs[index]], source[start_en:p.start]
    return not re.search(r"[(（\[【〔]", sentence) and not _PROSE_JOINED.search(sentence) \
        and not re.search(r"[,;:—–]", english) and bool(_WORDS_OF_TEXT_ZH_EL.search(sentence))


_WORDS_OF_TEXT_ZH_EL = re.compile(r"[\u4e00-\u9fff\u0370-\u03ff\u1f00-\u1fff]")


def _terms_unbracketed(content: str, source: str, target: str, lang: str) -> bool:
    """Whether the glossary terms of an English parenthetical's ``content`` (at least one) are said outside the
    translation ``target``'s brackets as often as the whole English ``source`` says them and the terms said there in
    the same words (违规 for "infraction" and for "irregularity" in Chinese): the parenthetical's words kept without
    its brackets ("(unrelated to the infraction)" as "άσχετο με την παράβαση", 与违规无关; fix9vb, tester t9ba bra04),
    as :func:`_said_unbracketed` reads its numbers.  A form inside a longer term's (违规 in 非违规方) is not counted."""
    wanted = {term for _s, _e, term in _terms_at(content, "en")}
    if lang not in ("zh", "el"):
        return False
    outside = _spans_without(target, [(p.start, p.end) for p in parentheticals(target)])
    if not wanted:
        return _tokens_unbracketed(content, source, target, outside, lang)
    in_english = Counter(term for _s, _e, term in _terms_at(source, "en"))
    said, places = _said_at(wanted, outside, lang)
    named = wanted | {term for s, e, term in places if (s, e) in said}
    return len(said) >= sum(in_english[term] for term in named)


def _said_at(wanted: set[str], text: str, lang: str) -> tuple[set[tuple[int, int]], list[tuple[int, int, str]]]:
    """Where the ``zh``/``el`` ``text`` says the glossary terms ``wanted`` (English terms), each in any of its accepted
    forms (违规 for "infraction" though it is "irregularity"'s too), not inside a longer term's (违规 in 非违规方):
    ``(their spans, every term of text as :func:`terminology._terms_at` gives them)``."""
    folded, places = _term_text(text, lang), _terms_at(text, lang)
    said: set[tuple[int, int]] = set()
    for term in (t for t in load_glossary() if t.en_text in wanted):
        for pattern in term.accepted.get(lang, []):
            said |= {(m.start(), m.end()) for m in pattern.finditer(folded)
                     if not any(s <= m.start() and m.end() <= e and e - s > m.end() - m.start() for s, e, _t in places)}
    return said, places


_KEPT_AS_WRITTEN = re.compile(r"\{[^{}\s]*\}|\d+(?:[.,]\d+)?%?|[A-Za-z][A-Za-z0-9+/_-]*")
"""What a translation writes as the English does: a placeholder, a number, a word in Latin letters (a key, an option,
UTC)."""


def _tokens_unbracketed(content: str, source: str, target: str, outside: str, lang: str) -> bool:
    """Whether an English parenthetical's ``content`` naming no glossary term is said outside the ``zh``/``el``
    translation ``target``'s brackets (``outside``: ``target`` with its bracket pairs blanked), by what it holds that
    a translation keeps, at least one of them: its "or" (:data:`alternatives._OR_WORDS`), its placeholders, numbers and
    words in Latin letters the translation writes as they are (:data:`_KEPT_AS_WRITTEN`), each said outside the
    brackets as often as the whole English ``source`` says it ("(pair or team)" as "ζεύγος ή ομάδα", "(Esc)" as "按
    Esc"; fixwd, tester t9bb bra245).  A parenthetical holding a law reference is none (references are compared as
    such)."""
    from helper.catalog.checks.alternatives import _OR_WORDS

    if extract_refs(content):
        return False
    kept = [m.group() for m in _KEPT_AS_WRITTEN.finditer(content) if m.group() in target]
    ors = len(_OR_WORDS["en"].findall(content))
    if not kept and not ors:
        return False
    if ors and len(_OR_WORDS[lang].findall(outside)) < len(_OR_WORDS["en"].findall(source)):
        return False
    # (a token stands alone by Latin letters and digits: Chinese runs on without a space, "- 1取平均" for "(results -
    # 1)"; tester t9bv bv-bra13)
    return all(len(re.findall(rf"(?<![A-Za-z0-9_{{]){re.escape(token)}(?![A-Za-z0-9_}}])", outside))
               >= len(re.findall(rf"(?<![A-Za-z0-9_{{]){re.escape(token)}(?![A-Za-z0-9_}}])", source))
               for token in set(kept))


def _run_on(p: Parenthetical, source: str, target: str, lang: str) -> bool:
    """Whether the words of the English parenthetical ``p`` of ``source``, said outside the brackets of the ``zh`` /
    ``el`` translation ``target`` (:func:`_terms_unbracketed`), run on in its sentence where they stand: no mark sets
    them apart before them (a comma, a colon, a dash) and, in Chinese, no 的 makes them a modifier after them.  They
    are placed by the word of theirs (a glossary term; else their "or", placeholders, numbers and Latin words,
    :data:`_KEPT_AS_WRITTEN`) nearest the parenthetical's place.  "error (unrelated to the infraction) or" as
    "错误与违规无关或", "λάθος άσχετο με την παράβαση ή" (tester t9bb bra587, bra588), "(pair or team)" as "ΒΝ ζεύγος ή
    ομάδα" (bra245) run on; "与违规无关的极其严重的错误", "λάθος, άσχετο με την παράβαση, ή" are an interface
    translation's rewording (fixwd), and so are its words said as a cause or an agent (:data:`_WOVEN`: "已被另一位审校者
    或编辑器保存", ", επειδή την αποθήκευσε άλλος ελεγκτής": tester t9bo bo-rew22, bo-rew59, fiyq)."""
    from helper.catalog.checks.alternatives import _OR_WORDS

    wanted = {term for _s, _e, term in _terms_at(p.content, "en")}
    if wanted:
        places = [start for start, _e in _said_at(wanted, target, lang)[0]]
    else:
        places = [m.start() for m in _OR_WORDS[lang].finditer(target)] if _OR_WORDS["en"].search(p.content) else []
        places += [m.start() for token in {m.group() for m in _KEPT_AS_WRITTEN.finditer(p.content)}
                   for m in re.finditer(re.escape(token), target)]
    if not places:
        return False
    share = (p.start + p.end) / 2 / max(len(source), 1)
    at = min(places, key=lambda place: abs(place / max(len(target), 1) - share))
    if lang in _WOVEN and _WOVEN[lang].search(target[:at]):
        return False  # said as the sentence's cause or agent, woven in (tester t9bo bo-rew22, bo-rew59; fiyq)
    if _agent_woven(target, at, lang):
        return False  # said as the passive's agent, 被/由, από (tester t9bu bu-rew17, bu-rew42; fizq)
    # (the parenthetical's own marks, "(a device, FIFO or socket)" as "συσκευή, FIFO ή υποδοχή", set nothing apart)
    own = len(re.findall(r"[,:;—–]", p.content))
    # (the English's last words, "… (see helper rulings list)", said after a comma to the translation's end, ", βλέπε
    # helper rulings list", "，见 helper rulings list": a comma where the opening bracket was, none closing; fixya)
    if not re.sub(r"[\s.!?:;]", "", source[p.end:]) and _own_clause_after(p, source, target, lang, at):
        return False  # (its own clause after a semicolon, a colon, an ano teleia: tester t9bt bt-rew21, bt-rew46)
    if not re.sub(r"[\s.!?:;]", "", source[p.end:]) and not re.search(r"[，,、：:；;—–·()（）]", target[at:]):
        return True
    if lang == "zh":
        return len(re.findall(r"[，,、：:；;—]", target[max(0, at - 8):at])) <= own \
            and not re.match(r"[^，。；：、？！,;:]{0,8}?的", target[at:])
    return len(re.findall(r"[,:;·—–]", target[max(0, at - 25):at])) <= own


_CLAUSE_MARKS = "；;：:·\u0387—–"
"""The marks that set a clause apart as a clause of its own (a semicolon, a colon, the Greek ano teleia, a dash), not
a comma: where the English's opening bracket stood, its aside said as a clause of the sentence."""


def _own_clause_after(p: Parenthetical, source: str, target: str, lang: str, at: int) -> bool:
    """Whether the ``zh``/``el`` translation ``target`` says the English ``source``'s parenthetical ``p`` (one closing
    its text, as :func:`_run_on` reads it), whose words it places at ``at``, as a clause of its own after a
    semicolon, a colon, a Greek ano teleia or a dash (:data:`_CLAUSE_MARKS`) standing where the English's opening
    bracket stood, the English setting no mark there: "Fix the file (helper catalog check lists the faults)." as
    "请修正该文件；helper catalog check 会列出错误。", "Διορθώστε το αρχείο· το helper catalog check παραθέτει τα
    σφάλματα." (tester t9bt bt-rew21, bt-rew46, fizn), a rewording as ", ενώ …" / "，而…" is (:data:`_WOVEN`).  A
    comma is no such mark (", βλέπε helper rulings list" for "(see helper rulings list)" runs on: test_check_fixya),
    nor is a mark the English has itself, nor a Greek ";" (its question mark)."""
    if re.search(r"[,;:.!?—–-]\s*\Z", source[:p.start]):
        return False
    mark = re.search(r"[，,、：:；;。.!?！？·\u0387—–()（）]", target[:at][::-1])
    if mark is None or mark.group() not in _CLAUSE_MARKS or (lang == "el" and mark.group() == ";"):
        return False
    # (a mark the English has before its parenthetical is its own, not one set where the bracket stood: "Convention:
    # cross-IMPs averaged over the comparisons (results - 1)." as "计分惯例：…比较次数结果数 - 1取平均", tester t9bv bv-bra13)
    # (each text's sentence holding it: "Not saved: … Fix the file (…)" as "未保存，…请修正该文件；…", tester t9bt bt-rew21)
    def marks(text: str, ends: str) -> int:
        text = re.split(ends, text)[-1]
        return sum(text.count(c) for c in _CLAUSE_MARKS if not (lang == "el" and c == ";"))
    return marks(target[:at], r"[。！？]|[.!?](?:\s|$)") > marks(source[:p.start], r"[.!?](?:\s|$)") \
        and bool(_WORDS_OF_TEXT_ZH_EL.search(target[:at - mark.end()]))


_WOVEN = {"zh": re.compile(r"(?:被|由于|因为)[^，。；：、,;:()（）]{0,6}\Z"),
          "el": re.compile(r"[,·;:]\s*(?:επειδή|γιατί|διότι|αφού|καθώς|ενώ|αλλά|όμως|ωστόσο)\s[^,·;:.()]{0,40}\Z",
                           re.IGNORECASE)}
"""The words of an English parenthetical said as the sentence's cause or its passive's agent, in a clause of their
own the translation opens before them: 被/由于/因为 right before them ("已被另一位审校者或编辑器保存" for "(another
reviewer or an editor saved it)"), or a Greek causal clause set off by a comma (", επειδή την αποθήκευσε άλλος
ελεγκτής"), or a Greek clause of contrast so set off (", ενώ ίσως έχει σταματήσει ή κολλήσει" for "(it may be
stopped or hung)": tester t9bs bs-rew30's kind, fizf): the aside woven into the sentence, a translator's choice, not
its words run on (:func:`_run_on`; tester t9bo bo-rew22, bo-rew59, fiyq)."""


_AGENT_OPENS = {"zh": re.compile(r"(?:被|由)(?:另|其他|其它|别的|别人|他人|某|一|这|那|该|本|您|你|他|她|它|各|每|任何|两)"
                                r"[^，。；：、,;:()（）]*\Z"),
                "el": re.compile(r"(?<![^\W\d_])(?:από|υπό)\s+(?:άλλ\w*|κάποι\w*|ένα|έναν|ενός|μια|μία|μιας)\s"
                                 r"[^,·;:.()]*\Z", re.IGNORECASE)}
"""The words of an English parenthetical said as the agent of the translation's passive, its marker (被/由, από) right
before them, in the same clause: the marker followed by a word that opens a noun phrase (另一, 某, 这, 您; άλλη, κάποιος,
ένας), which a verb right after 被 ("被更改另一个…", the parenthetical's words run on after an agentless passive) is
not: "已被另一个审校屏幕或编辑器在文件中更改", "άλλαξε στο αρχείο από άλλη οθόνη αναθεώρησης" for "(another review
screen or an editor)" (tester t9bu bu-rew17, bu-rew42; fizq)."""
_AGENT_AGAIN = {"zh": re.compile(r"(?:或者|或是|或|还是)(?:被|由)"),
                "el": re.compile(r"(?:ή|Ή|είτε)\s+(?:από|υπό)\s")}
"""The agent's marker said again after the "or" of its alternatives ("或由编辑器", "ή από επεξεργαστή"): each
alternative is the agent, the first opened by the same marker."""
_AGENT_MARK = {"zh": re.compile(r"(?:被|由)[^，。；：、,;:()（）]*\Z"),
               "el": re.compile(r"(?<![^\W\d_])(?:από|υπό)\s[^,·;:.()]*\Z", re.IGNORECASE)}


def _agent_woven(target: str, at: int, lang: str) -> bool:
    """Whether the ``zh``/``el`` translation ``target`` says the words of an English parenthetical, placed at ``at``
    (their "or", as :func:`_run_on` places them), as its passive's agent: 被/由, από opening them in their clause,
    followed by a word that opens a noun phrase (:data:`_AGENT_OPENS`), or said again after their "or"
    (:data:`_AGENT_AGAIN`: "από άλλη οθόνη αναθεώρησης ή από επεξεργαστή").  "Not saved: this entry was changed in the
    file since it was shown (another review screen or an editor); …" as "此条目已被另一个审校屏幕或编辑器在文件中更改",
    "η καταχώριση άλλαξε στο αρχείο από άλλη οθόνη αναθεώρησης ή από επεξεργαστή" (tester t9bu bu-rew17, bu-rew42;
    fizq): a rewording.  "此条目已被更改另一个审校屏幕或编辑器" (an agentless 被, the words run on after its verb) is none."""
    if lang not in _AGENT_OPENS:
        return False
    before = target[:at]
    return bool(_AGENT_OPENS[lang].search(before)) or (
        bool(_AGENT_AGAIN[lang].match(target, at)) and bool(_AGENT_MARK[lang].search(before)))


def _commas_for_brackets(p: Parenthetical, source: str, target: str, lang: str) -> bool:
    """Whether the Chinese ``target`` sets the words of the English parenthetical ``p`` of ``source`` (said outside
    its brackets, :func:`_terms_unbracketed`) between two commas standing where the English's brackets stood, one for
    each: no mark before the English's opening bracket and a comma right before the words, a comma right after them
    followed by what follows the English's closing bracket - a word ("error (unrelated to the infraction) or" as
    "错误，与违规无关，或": tester t9bi bi-brk07) or its mark kept after the comma ("player (each player is a
    contestant): the" as "牌手，每位牌手都是参赛者，：": tester t9bj bj-brk18).  Chinese sets no aside apart inside a phrase by
    commas: the brackets made commas.  (Greek does: "λάθος, άσχετο με την παράβαση, ή" is a rewording, test_check_fixwd;
    and "与违规无关的极其严重的错误", a modifier, is none.)  The words are placed as :func:`_run_on` places them."""
    if lang != "zh" or re.search(r"[,;:.!?—–-]\s*\Z", source[:p.start]):
        return False
    wanted = {term for _s, _e, term in _terms_at(p.content, "en")}
    if not wanted:
        return False
    outside = _spans_without(target, [(q.start, q.end) for q in parentheticals(target)])
    places = [start for start, _e in _said_at(wanted, outside, lang)[0]]
    if not places:
        return False
    share = (p.start + p.end) / 2 / max(len(source), 1)
    at = min(places, key=lambda place: abs(place / max(len(target), 1) - share))
    before = re.search(r"[，,、：:；;。！？!?（）()]", target[:at][::-1])
    after = re.search(r"[，,、：:；;。！？!?（）()]", target[at:])
    if before is None or after is None or target[at - before.end()] not in "，," \
            or target[at + after.start()] not in "，,":
        return False
    follows = source[p.end:].lstrip()
    rest = target[at + after.end():]
    if not follows or not rest:
        return False
    if re.match(r"[,;:.!?]", follows):  # the English's mark after its bracket, kept after the comma (，：)
        return rest[0] in _ZH_MARK.get(follows[0], "")
    return bool(re.match(r"[\u4e00-\u9fffA-Za-z0-9{]", rest))


_ZH_MARK = {",": "，,、", ";": "；;", ":": "：:", ".": "。.", "!": "！!", "?": "？?"}
"""The marks a Chinese text writes for an English one."""


_JOINED_ON = {"zh": re.compile(r"[，,、：:；;—–·()（）「」“”]|并|且|而|同时|以便|从而"),
              "el": re.compile(r"[,:;·—–()«»\"]|(?<!\w)(?:και|ενώ|αλλά|οπότε|ώστε)(?!\w)", re.IGNORECASE)}
"""What sets a clause apart or joins it to the one before (a mark, a bracket, a conjunction): no run-on."""


def _clause_run_on(p: Parenthetical, source: str, target: str, lang: str) -> bool:
    """Whether the English interface string ``source``'s parenthetical ``p``, a clause of three words or more at its
    sentence's end ("To quit, press Ctrl+X or F10 (the ruling in progress is kept)."), has its words run on in the
    ``zh`` / ``el`` translation ``target`` with its brackets dropped: the translation has fewer bracket pairs than
    the English; the word right before the parenthetical is found in the translation once (:func:`_anchor_end`: one
    a translation writes as it is, a key, a number, a placeholder, "F10"; or an action word the keys check reads,
    "Quit" as 退出, Έξοδος: tester t9bh bh-brk03, bh-brk15, fixzn), and after it words follow to the sentence's end
    with nothing setting them apart or joining them (:data:`_JOINED_ON`: a comma, a bracket, "και", 并): "πατήστε
    Ctrl+X ή F10 η απόφαση σε εξέλιξη διατηρείται." (tester t9bf bra25), "退出保留进行中的裁决".  Its words are not
    looked for (a clause's words are no glossary term): "F10, η απόφαση … διατηρείται", "F10 και η απόφαση …
    διατηρείται", "退出并保留…", the clause dropped, are none."""
    if lang not in _JOINED_ON or len(p.content.split()) < 3 or bracket_pairs(target) >= bracket_pairs(source):
        return False
    if not re.match(r"\s*(?:[.!?]|\Z)", source[p.end:]):
        return False  # (at its sentence's end)
    end = _anchor_end(source[:p.start].rstrip(), target, lang)
    named = end is None and _named_anchor_end(source[:p.start].rstrip(), target, lang) or None
    if end is None and named is None:
        return _time_clause_run_on(p, source, target, lang)
    after = re.split(r"[.!?。！？;；](?:\s|$)|[。！？]", target[(end or named):])[0]
    words = len(re.findall(r"[\u4e00-\u9fff]", after)) >= 3 if lang == "zh" else len(re.findall(r"[^\W\d_]+", after)) >= 2
    if named is not None:  # (placed by a named thing, not its last word: nothing joins two clauses in its whole
        # sentence, the parenthetical's words not said before it, "规则本身未规定取整，因此按规程对分数取整")
        after = re.split(r"[.!?。！？;；](?:\s|$)|[。！？]", target[:named])[-1] + after
    return words and not _JOINED_ON[lang].search(after)


_WHEN_OPENS_EN = re.compile(r"\s*(?:when|whenever|while|if)(?![^\W\d_])", re.IGNORECASE)
"""An English parenthetical that is a clause of time or condition: "(when a bad connection garbled it)"."""
_ZH_CLAUSE_CLOSES = re.compile(r"(?:时|的时候|之时|的话)\s*[。！？.!?]?\s*\Z")
"""How a Chinese clause of time or condition ends (…时, …的话): it stands before its main clause, or after it set
apart by a mark."""


def _time_clause_run_on(p: Parenthetical, source: str, target: str, lang: str) -> bool:
    """Whether the Chinese ``target`` runs the English ``source``'s closing parenthetical ``p``, a clause of time or
    condition (:data:`_WHEN_OPENS_EN`: "(when a bad connection garbled it)") after words of its own, on after its
    main clause with its brackets dropped: the translation (one sentence, fewer bracket pairs than the English, which
    :func:`_clause_run_on` has checked) ends with the clause's closing word (:data:`_ZH_CLAUSE_CLOSES`: …时, …的话) and
    nothing in it sets a clause apart or joins one (:data:`_JOINED_ON`): "重绘整个屏幕连接不良导致画面错乱时" (tester t9bo
    bo-bra10, fiyp).  Chinese sets such a clause before its main clause ("连接不良导致画面错乱时重绘整个屏幕", "当…时…",
    a rewording) or after it set apart ("重绘整个屏幕，连接不良…时"); Greek says it with a conjunction, όταν, αν, that joins it
    (none)."""
    if lang != "zh" or not _WHEN_OPENS_EN.match(p.content) or not re.search(r"[A-Za-z]{2}", source[:p.start]):
        return False
    body = target.strip()
    return bool(_ZH_CLAUSE_CLOSES.search(body)) and not _JOINED_ON[lang].search(body) \
        and not re.search(r"[。！？!?]", body.rstrip("。！？.!? "))


def _named_anchor_end(before: str, target: str, lang: str) -> int | None:
    """Where, in the ``zh`` / ``el`` ``target``, the last thing the English ``before`` (the text before a
    parenthetical) names ends, when no clause mark (a comma, a colon) follows it in ``before`` and the translation
    says it once: a glossary term or a member of a family of terms ("the regulation" as "ο κανονισμός", 规程): "Scores
    rounded as the regulation sets (the Laws set no rounding)." as "… όπως ορίζει ο κανονισμός ο Κώδικας δεν ορίζει
    στρογγυλοποίηση." (tester t9bk bk-brk22, fixzz), where :func:`_anchor_end` finds no word of its end.  ``None``
    when there is none so."""
    from helper.catalog.checks.terminology import GLOSSARY_PATH, _load_families, _term_text

    folded_en, folded = _term_text(before, "en"), _term_text(target, lang)
    if len(folded) != len(target) or len(folded_en) != len(before):
        return None
    named = [(e, [m.end() for pattern in member.forms.get(lang, []) for m in pattern.finditer(folded)])
             for members in _load_families(str(GLOSSARY_PATH)).values() for member in members
             for hit in member.en.finditer(folded_en) for e in (hit.end(),)]
    named += [(e, [end for _s, end in _said_at({term}, target, lang)[0]]) for _s, e, term in _terms_at(before, "en")]
    if not named:
        return None
    last, places = max(named, key=lambda n: n[0])
    if re.search(r"[,;:]", before[last:]) or len(set(places)) != 1:
        return None
    return places[0]


def _anchor_end(before: str, target: str, lang: str) -> int | None:
    """Where, in the ``zh`` / ``el`` ``target``, the last word of the English ``before`` (the text before a
    parenthetical) ends, when the translation says it once: a word it writes as it is (:data:`_KEPT_AS_WRITTEN`: a
    key, a number, a placeholder; an English word only when the translation keeps it), else an action word of the keys check (:data:`keys.ACTIONS`: "Quit" as 退出, "Έξοδος"
    to its word's end; fixzn, tester t9bh bh-brk03, bh-brk15).  ``None`` when it is neither, or is said more than once
    or not at all."""
    from helper.catalog.checks.keys import _ACTION_PATTERNS
    kept = list(_KEPT_AS_WRITTEN.finditer(before))
    if kept and kept[-1].end() == len(before):
        anchor = kept[-1].group()
        found = list(re.finditer(rf"(?<![A-Za-z0-9_{{]){re.escape(anchor)}(?![A-Za-z0-9_}}])", target))
        if found:
            return found[0].end() if len(found) == 1 else None
    word = re.search(r"[^\W\d_]+\Z", before)
    if word is None or lang not in _ACTION_PATTERNS:
        return None
    names = [name for name, pattern in _ACTION_PATTERNS["en"].items() if pattern.match(word.group())]
    if len(names) != 1:
        return None
    text = _fold_same_length(target) if lang == "el" else target
    found = list(_ACTION_PATTERNS[lang][names[0]].finditer(text))
    if len(found) != 1:
        return None
    end = found[0].end()
    if lang == "el":
        end += len(re.match(r"[^\W\d_]*", target[end:]).group())  # (the stem's word to its end)
    return end


_AGENTLESS = {"zh": re.compile("获判|获得|被判|得到|受到|予以"),
              "el": re.compile(r"(?<!\w)(?:επιδικάζ\w*(?:εται|ονται)|επιδικαστ\w*|θα\s+λάβ\w*|λαμβάν\w*)(?!\w)",
                               re.IGNORECASE)}
"""A passive (or a receiving verb) that names the one who receives a ruling and leaves the Director, its agent,
implicit (86B2(b) "the Director shall award to the non-offending side" as 非违规方应获判…)."""


def _agent_left_implicit(source: str, target: str, lang: str, agent) -> bool:
    """Whether every translated sentence whose English names ``agent`` (a compiled pattern: the Director) says it in
    the passive or with a receiving verb (:data:`_AGENTLESS`); sentences are paired in order, as many on each side
    (else the whole texts)."""
    pattern = _AGENTLESS.get(lang)
    if pattern is None:
        return False
    src, tgt = sentences(source, "en"), sentences(target, lang)
    pairs = list(zip(src, tgt)) if len(src) == len(tgt) else [(Sentence(0, len(source), source),
                                                                Sentence(0, len(target), target))]
    named = [t for s, t in pairs if agent.search(_term_text(s.text, "en"))]
    return bool(named) and all(pattern.search(t.text) for t in named)


_CLOSING_BRACKETS = ")]}）］｝】〕〗〙〛」』〉》"
"""The closing brackets a translation may end a sentence with (ASCII, full-width, CJK)."""


def _count_said(words: str, findings: list) -> bool:
    """Whether ``words`` (what an English "only" restricts: "only one table between the") hold the English number of
    a "number differs" finding among ``findings`` ("one / δύο"): the restriction's count changed, that one finding
    (fix9bn, tester 9z EF6)."""
    said = [f.fragment.split(" / ")[0] for f in findings if f.check == "number" and " / " in f.fragment]
    return any(re.search(rf"(?<!\w){re.escape(number)}(?!\w)", words, re.IGNORECASE) for number in said)


_GREEK_ASKED = re.compile(r"(?<=[\u0370-\u03ff\u1f00-\u1fff])[;\u037e](?=[\"'”’»)\].]|\s*$|\s+(?![a-z\u03ac-\u03ce]))"
                          r"|(?<=[)\]»”\"'’}\d])[;\u037e](?=\.?\s*$)|\u037e")
"""The Greek question mark (``;``, U+037E) after a Greek word, ending the text or followed by a full stop, a closing
quote or bracket, or a new sentence: not the ``;`` of code ("60 4SN=; 40 4SN-1"), one quoted ("με ';'"), nor a
semicolon joining two sentences ("της ίδιας ημερίδας; μέσω": :data:`structure._JOINT`, test_check_meaning9g).
After a closing bracket or quote, a number or a placeholder it asks where it ends the text ("… αναίτιοι (Νόμος
82Γ);", fix9bt, tester 9ab Cmel-38): a ``;`` joining two sentences never stands last."""


def _asked_marks(text: str, lang: str, english_left: list[tuple[int, int]] = (), english: str | None = None
                 ) -> list[tuple[int, str]]:
    """``(position, mark)`` of each question mark of the translation ``text`` (``zh``/``el``) that asks (fix9bn):
    Chinese ``？`` and ``?`` but for a ``?`` standing for a lost character (:func:`encoding._question_marks`: "?在国际",
    check_single's finding) or ending English left (a span of ``english_left``: "如果 incorrect rectification？", the
    untranslated-run's one finding); Greek ``;`` after a Greek word (:data:`_GREEK_ASKED`; a Greek word with an
    ASCII ``?`` is check_single's finding).  ``english``: the English of an interface string, as
    :func:`encoding._question_marks` takes it (a '?' glued inside a phrase the English asks nothing in is a lost
    character: tester t9bj bj-moj21)."""
    from helper.catalog.checks.encoding import _question_marks

    if lang == "el":
        return [(m.start(), m.group()) for m in _GREEK_ASKED.finditer(text)]
    lost = [(a, b) for a, b, _kind in _question_marks(text, lang, english)]
    return [(m.start(), m.group()) for m in re.finditer("[?？]+", text)  # "？？": one mark written twice (t9ba dou36)
            if not any(a <= m.start() < b for a, b in lost) and not _ends_english(text, m.start(), m.end(), english_left)]


_CUT_MARKS = {"zh": "，、；：,;:", "el": ",·:"}
"""What a translation (``zh``/``el``) ending inside a sentence ends with: a comma, a semicolon (the Greek ano teleia
``·``; the Greek ``;`` is a question mark), a colon."""


def _cut_end(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """``(the English's end mark, the translation's last mark)`` when the English ends with ``.`` or ``!`` and the
    translation (``zh``/``el``) with a mark that does not end a sentence (:data:`_CUT_MARKS`): its end cut off
    (tester 9ao z53); else None."""
    english, translation = source.rstrip(_CLOSERS), target.rstrip()
    if lang in _CUT_MARKS and english[-1:] in ".!" and translation[-1:] and translation[-1] in _CUT_MARKS[lang]:
        return english[-1], translation[-1]
    return None


_QUOTED_MARK = re.compile("(['‘“«「])[?？;](['’”»」])")
"""A question mark quoted as a character ('?', «;»): no question (:func:`_lost_end_marks`)."""


def _lost_end_marks(source: str, target: str, lang: str,
                    english_left: list[tuple[int, int]] = (), interface: bool = False) -> list[tuple[str, str, str]]:
    """``(kind, sentence, mark)`` for what the translation (``zh``/``el``) lost at a sentence's end (fix9p):
    ``"question"`` when it has fewer sentences ending with a question mark (?, ？; the Greek ``;``) than the English
    has questions (the first English question not matched is named, in order); ``"asked"`` when it has more
    (:func:`_asked_marks`: a statement made a question; the translation's sentence is named, ``mark`` its question
    mark; fix9bn); ``"end"`` when the English ends with ``.`` or ``!`` and the translation ends with a letter, a
    digit or a placeholder, no mark at all, or with a closing bracket where the English has its mark after one
    ("(see C2 below).").  ``english_left``: the spans of ``target`` that are English left untranslated.
    ``interface``: ``source`` is an interface string's English (:func:`_asked_marks` reads its '?' lost inside a
    phrase as check_single does, tester t9bj bj-moj21).  ``[]`` for another language."""
    if lang not in _QUESTION_MARKS:
        return []
    # (a question mark quoted as a character, "'?' at the start of content lines", asks nothing: tester t9be sentzh13)
    quoted = lambda text: _QUOTED_MARK.sub(lambda m: m.group(1) + "_" + m.group(2), text)
    asked = len(_QUESTION_MARKS["en"].findall(source))
    answered = len(_QUESTION_MARKS[lang].findall(target))
    found = []
    if len(_QUESTION_MARKS[lang].findall(quoted(target))) < len(_QUESTION_MARKS["en"].findall(quoted(source))):
        questions = [s.text for s in sentences(source, "en") if "?" in s.text] or [source]
        found.append(("question", questions[min(answered, len(questions) - 1)], "?"))
    elif len(marks := _asked_marks(target, lang, english_left, source if interface else None)) > asked:
        # a question mark the English has not (fix9bn, tester 9z: "…（见本条C款2项）？。", "…αποζημίωση;."): the
        # sentence of the first of the translation's marks past the English's count is named
        at, mark = marks[asked]
        named = next((s.text for s in sentences(target, lang) if s.start <= at < s.end + 1), target)
        found.append(("asked", named, mark))
    english, translation = source.rstrip(_CLOSERS), target.rstrip()
    word = re.search(r"([\w.]*)\.$", english)
    abbreviation = word is not None and word.group(1).casefold() in _ABBREVIATIONS  # "NS pair/team no."
    # "(see C2 below)." as "（见下文C2）" / "(βλ. Γ2 παρακάτω)": the mark after the bracket lost too (fix9r)
    # every closing bracket, 〕 included (fix9w, tester 9i: "…人为调整分〔参见下文C2〕")
    bracket = english[-2:-1] in ")]" and translation[-1:] in _CLOSING_BRACKETS
    if english[-1:] in ".!" and not abbreviation and translation and (translation[-1].isalnum() or bracket
                                                                      or translation[-1] == "}") and not found:
        last = sentences(source, "en")
        found.append(("end", last[-1].text if last else source, english[-1]))
    return found


def _question_mark_lost(src_sentences: list, target: str, lang: str, lost: list, extra: list, aligned) -> bool:
    """Whether the one English sentence ``lost`` (none ``extra``) is a question, or follows one, that the
    translation joined to its neighbour by losing the question mark (Greek ``;``, Chinese ？): the translation has
    fewer question marks than the English, and the translated sentence paired with the neighbour is nearer in
    length (:func:`structure._weight` times the language's ratio) to both English sentences than to the neighbour
    alone (fix9r, tester 9h: "Να απορριφθούν οι αλλαγές y: ..." read as a sentence dropped).  A question dropped
    whole leaves its neighbour's translation as long as the neighbour: a sentence lost, as before.  Translations are
    often shorter than their English, so the question is also found at the joint (fix9w, tester 9i): the neighbour's
    translation opens with an interrogative word (``Ποιος παίκτης Σε ατομικό αγώνα…``, ``哪位牌手个人赛中…``), or
    adds words before a neighbour of key names only ("Νέα απόφαση (y / n)"); and a question translated in its place
    but ended with a full stop (one ``extra`` sentence of about its length: "Νέα απόφαση. (y / n)") lost its mark."""
    from helper.catalog.checks.structure import _RATIO, _weight

    if len(lost) != 1 or len(extra) > 1 or lang not in ("zh", "el"):
        return False
    if len(_QUESTION_MARKS[lang].findall(target)) >= sum(1 for s in src_sentences if "?" in s.text):
        return False
    index = next((i for i, s in enumerate(src_sentences) if s == lost[0]), None)
    if index is None:
        return False
    if "?" in lost[0].text:
        neighbours = [i for i in (index + 1, index - 1) if 0 <= i < len(src_sentences)]
    elif index and "?" in src_sentences[index - 1].text:
        neighbours = [index - 1]
    else:
        return False
    ratio = _RATIO[lang]
    asked = _weight(lost[0].text) * ratio
    if extra:
        # "Νέα απόφαση. (y / n)" for "Start a new ruling? (y / n)": the question translated in its place, ended
        # with a full stop (fix9w, tester 9i): one sentence of the translation where the question stands, of
        # about its length
        at = src_sentences.index(lost[0])
        before = [t for p in aligned.pairs for s in p[0] if src_sentences.index(s) < at for t in p[1]]
        return ("?" in lost[0].text and all(t.start < extra[0].start for t in before)
                and 0.4 * asked <= _weight(extra[0].text) <= 2 * asked)
    for i in neighbours:
        pair = next((p for p in aligned.pairs if src_sentences[i] in p[0] and len(p[0]) == 1), None)
        if pair is None:
            continue
        translated = sum(_weight(t.text) for t in pair[1])
        alone = _weight(src_sentences[i].text) * ratio
        joined = alone + asked
        if abs(translated - joined) < abs(translated - alone):
            return True
        # translations are often shorter than their English: the question is found at the joint instead (fix9w,
        # tester 9i): the neighbour's translation starts with an interrogative word ("Ποιος παίκτης Σε ατομικό
        # αγώνα…", "哪位牌手个人赛中…"), or adds words before "(y / n)" that its English does not have
        if "?" in lost[0].text and i == index + 1 and _INTERROGATIVE[lang].match(pair[1][0].text):
            return True
        if i == index + 1 and translated - alone >= 0.4 * asked and _only_keys(src_sentences[i].text):
            return True
    return False


_INTERROGATIVE = {"zh": re.compile(r"\s*(?:哪|什么|谁|是否|何|多少|怎么|怎样|如何|几)"),
                  "el": re.compile(r"\s*(?:Ποι|ποι|Τι\b|τι\b|Πώς|πώς|Πού|πού|Πότε|πότε|Πόσ|πόσ|Γιατί|γιατί|Μήπως|μήπως)")}
"""Words that open a question (Chinese, Greek): a translation sentence opening with one asks."""


def _only_keys(text: str) -> bool:
    """Whether ``text`` holds nothing but key names and options in brackets ("(y / n)")."""
    return re.fullmatch(r"[\s(\[]*[A-Za-z]{1,3}(?:\s*/\s*[A-Za-z]{1,3})*[\s)\]]*", text) is not None


def _negations(text: str, lang: str) -> int:
    """How many negations ``text`` has (:mod:`negation`'s words: not, no, cannot; 不, 无, 未; δεν, μη)."""
    from helper.catalog.checks.negation import _EN, _NEG, _count

    pattern = _EN if lang == "en" else _NEG.get(lang)
    return _count(pattern, _fold_same_length(text) if lang == "el" else text, lang) if pattern else 0


_GROUP_FIT = 0.15
"""How far (``|a - b| / (a + b)``) a translated sentence's length may be from its English's, times the language's
ratio, and still fit it (:func:`_dropped_clauses`)."""

_TARGET_JOINTS = {"zh": re.compile(r"[;；:：]|但|然而|不过|可是|除非|否则"),
                  "el": re.compile(r"[;:·\u0387]|(?<!\w)(?:αλλα|αλλά|όμως|ομως|ωστόσο|ωστοσο|εκτός|εκτος|ενώ|ενω|παρά|παρα)(?!\w)",
                                   re.IGNORECASE)}


def _dropped_clauses(source: str, target: str, lang: str, domain: str = "laws") -> list[tuple[int, int]]:
    """``(start, end)`` in ``source`` of each English clause (cut at ``; :`` or before ", however / but / unless ...",
    outside brackets) whose sentence's translation renders only the rest of the sentence (fix9p): the sentences pair
    one to one, the translation's length (:func:`structure._weight`, times the language's ratio) is nearer the rest's
    than the whole sentence's and at most 80% of the whole, the clause is at least ``_CLAUSE_SHARE`` of the sentence,
    and it carries something of its own the translation lacks: a placeholder, a number, a glossary term, or a
    negation (the translation negating less than the whole English sentence); or, though it carries nothing of its
    own, the clause after the sentence's last semicolon the translation has no place for (where the translation ends
    against the English: :func:`structure.semicolon_clause_dropped`, fix9z).  ``[]`` for another language."""
    from helper.catalog.checks.structure import _RATIO, _anchors, _weight

    if lang not in _RATIO:
        return []
    src, tgt = sentences(source, "en"), sentences(target, lang)
    if len(src) != len(tgt):
        # (two English sentences said as one joined at a semicolon, the first's clause after its own semicolon
        # dropped: the joined sentence's parts are the two sentences' translations; tester t9bu bu-sen04, fizr)
        tgt = _joined_parts(src, tgt, lang)
    if len(src) != len(tgt):
        return []
    # sentences the alignment pairs across (one split at its colon, the next joined at a semicolon: fresh tester 9j)
    # are no one-to-one pair: their clauses are where the alignment put them
    aligned = alignment(src, tgt, lang, substitutions=True)
    crossed = {s.start for mine, theirs in aligned.pairs if len(mine) > 1 or len(theirs) > 1 for s in mine}
    # (but a group of as many sentences on each side where all but one pair fit by length, that one's translation the
    # shorter: the group is the sentences in order, one of them without a clause; tester t9av v039, el 12B1 without
    # its "and to take away any advantage …" paired its two sentences as one group)
    fit = lambda one, other: abs(_weight(one.text) * _RATIO[lang] - _weight(other.text)) / (
        _weight(one.text) * _RATIO[lang] + _weight(other.text) or 1) <= _GROUP_FIT
    for mine, theirs in aligned.pairs:
        if len(mine) == len(theirs) > 1:
            short = [k for k in range(len(mine)) if not fit(mine[k], theirs[k])]
            if len(short) == 1 and _weight(theirs[short[0]].text) < _weight(mine[short[0]].text) * _RATIO[lang]:
                crossed -= {s.start for s in mine}
    found = []
    for english, translation in _reordered(src, tgt, aligned, lang) or zip(src, tgt):
        if english.start in crossed:
            continue
        # a clause after the English's last semicolon with no place in the translation (fix9u, fix9z)
        # (unless the clause negates and the translation negates as often as the whole English: said somewhere)
        dropped = semicolon_clause_dropped(english.text, translation.text, lang)
        if dropped is not None and not (_negations(english.text[dropped[0]:], "en") and _negations(
                translation.text, lang) >= _negations(english.text, "en")):
            head = _head_dropped(english.text, translation, lang, dropped)
            found.append((english.start + head[0], english.start + head[1]) if head
                         else (english.start + dropped[0], english.start + dropped[1]))
            continue
        whole, have = _weight(english.text) * _RATIO[lang], _weight(translation.text)
        if have > 0.8 * whole:
            continue
        theirs = _anchors(translation, lang)
        text = english.text
        # (a parenthetical only where the alignment pairs the two, or leaves both unpaired in one place: not a
        # sentence of the translation paired with another English one, where a sentence was dropped and another added)
        related = ((english,), (translation,)) in aligned.pairs or (english in aligned.lost
                                                                    and translation in aligned.extra)
        bracketed = _dropped_parenthetical(english, translation, lang, whole, have, theirs,
                                           domain == "messages") if related else None
        if bracketed is not None:
            found.append(bracketed)
            continue
        joints = _TARGET_JOINTS[lang].findall(_bracketless(translation.text).rstrip(" .。"))
        # the English's own joints outside brackets (": " after "(Law {law})", "; " before the last clause)
        strong = [m for m in _CLAUSE_JOINT.finditer(_bracketless(text).rstrip(" .")) if m.group() in ";:"]
        fewer = len([j for j in joints if j in ";；:：·\u0387"]) < len(strong)
        for match in _CLAUSE_JOINT.finditer(text.rstrip(" .")):
            before = text[:match.start()]
            if sum(before.count(c) for c in "([") > sum(before.count(c) for c in ")]"):
                continue
            # the translation has its joint (；, 但, αλλά): the clause is there, worded otherwise; unless it has fewer
            # colons and semicolons than the English and this one is a semicolon (fix9u)
            if any(j in ";；:：·" or match.group().startswith(",") for j in joints) and not (
                    fewer and match.group() == ";"):
                continue
            spans = [(match.end(), len(text)), (0, match.start() + 1)]  # the tail dropped, or the head
            comma = _bracketless(text).rfind(",", 0, match.start())
            if match.group().strip(", ").lower() == "and" and comma > 0:
                # or a main clause before "and" after the sentence's opening clause ("When the Director awards …
                # in knockout play, each contestant's score on the board is calculated separately and …", Law 12C4,
                # without η βαθμολογία κάθε αγωνιζόμενου … υπολογίζεται ξεχωριστά: tester t9ay EL-145)
                spans.append((comma + 1, match.start()))
            for a, b in spans:
                clause, rest = text[a:b], text[:a] + text[b:]
                w_clause, w_rest = _weight(clause) * _RATIO[lang], _weight(rest) * _RATIO[lang]
                # (a main clause of its own, "and the average of them is assigned to each", a statement however
                # short: _MAIN_CLAUSE_SHARE)
                share = _MAIN_CLAUSE_SHARE if match.group().strip(", ").lower() == "and" and a else _CLAUSE_SHARE
                if abs(have - w_rest) >= abs(have - whole) or w_clause < share * whole:
                    continue
                part = Sentence(0, len(clause), clause)
                own = {x for x in _anchors(part, "en") - _anchors(Sentence(0, len(rest), rest), "en")
                       if x[0] in ("num", "field", "term", "ref", "code")}
                # ... or a member of a family of terms only the clause names, the plain average (12C4 "and the
                # average of them is assigned to each"), the translation naming it nowhere (fix9pa)
                own |= _members_only_in(clause, rest, translation.text, lang)
                negated = bool(_negations(clause, "en")) and _negations(text, "en") > _negations(translation.text,
                                                                                                    lang)
                # (in an interface string, a clause of three words or more after a colon or semicolon the
                # translation has none of, though it carries nothing of its own: "…: answer the questions first."
                # as 牌手视图只显示已完成的裁决。, tester t9ba sen38, sen39; as :func:`_dropped_parenthetical`'s plain)
                # (not one whose own placeholders, numbers or terms the translation has: "{score}: NS {ns}, EW {ew}" as
                # "ΒΝ {ns}, ΑΔ {ew}" dropped the head, {score}, not this clause; tester t9bb pla559, fixwe)
                # (nor one whose labels the translation says, "only the offender is penalised" as 只罚违规者 after
                # "In an individual each player is a contestant:", that head dropped: tester t9bj bj-sen16, fixzt)
                # (and the clause before a semicolon, the head, where the translation renders only the part after it:
                # "It is recorded here when finished; ^O takes this ruling back instead." as "το ^O παίρνει …",
                # tester t9bk bk-sen20, fiyl; not the head before a colon, a label or an introduction)
                carried = {x for x in _anchors(part, "en") if x[0] != "shape"}
                plain = domain == "messages" and fewer and match.group() in ";:" and (a or match.group() == ";") \
                    and len(clause.split()) >= 3 \
                    and not own & theirs and not (carried and carried <= theirs)
                if not re.search(r"[A-Za-z0-9]", _PLACEHOLDER.sub(" ", clause)):
                    continue  # a placeholder alone ("{score}:"): the placeholders check names it missing (pla559)
                if (own and not own & theirs) or negated or plain:
                    found.append((english.start + a, english.start + b))
                    break
            else:
                continue
            break
    return found


def _exact_anchors(sentence: Sentence, lang: str) -> frozenset:
    """The placeholders, numbers, codes and references of ``sentence`` (``lang``): what pins a sentence to its
    translation whatever their order (:func:`_reordered`)."""
    from helper.catalog.checks.structure import _anchors

    return frozenset(a for a in _anchors(sentence, lang) if a[0] in ("num", "field", "code", "ref"))


def _reordered(src: list[Sentence], tgt: list[Sentence], aligned, lang: str) -> list[tuple[Sentence, Sentence]]:
    """The English sentences ``src`` each with its translation among ``tgt`` (as many, ``lang``) when the translation gives them
    in another order: the alignment (``aligned``) pairs them one to one (it may pair across, "开始新的裁决？第 {id}
    号裁决…" for "Ruling {id} stays …. Start a new ruling?"), or it leaves each English sentence it cannot pair with
    exactly one unpaired translated sentence whose placeholders, numbers, codes and references are its own, none
    missing, none added (:func:`_exact_anchors`).  "Start a new ruling from Law {id}?
    Ruling {number} stays recorded as it is; …" as 第 {number} 号裁决按原样保留在记录中，…。要从{id}开始新的裁决吗？
    (tester t9bu bu-rew19, fizr): the question moved to the end is no clause dropped from the sentence zipped with
    it.  ``[]`` when the sentences are in order or their order cannot be told (:func:`_dropped_clauses` zips them)."""
    if len(aligned.lost) != len(aligned.extra):
        return []
    partner = {}
    for mine, theirs in aligned.pairs:
        if len(mine) != 1 or len(theirs) != 1:
            return []
        partner[mine[0].start] = theirs[0]
    for english in aligned.lost:
        own = _exact_anchors(english, "en")
        match = [t for t in aligned.extra if own and _exact_anchors(t, lang) == own]
        if len(match) != 1 or any(_exact_anchors(e, "en") == own for e in aligned.lost if e is not english):
            return []
        partner[english.start] = match[0]
    pairs = [(english, partner.get(english.start)) for english in src]
    if any(t is None for _e, t in pairs) or len({t.start for _e, t in pairs}) != len(tgt) \
            or [t.start for _e, t in pairs] == [t.start for t in tgt]:
        return []
    return pairs


def _joined_parts(src: list[Sentence], tgt: list[Sentence], lang: str) -> list[Sentence]:
    """``tgt`` (the translated sentences, ``lang``) with one that renders two English sentences of ``src`` joined at
    a semicolon (``；``, ``;`` in Chinese, ``·`` in Greek: :data:`structure._JOINT`) given as its two parts, the
    semicolon ending the first: the sentence has as many semicolons outside brackets as the first of the two English
    sentences (its own joint in their place, one of them dropped) and its part after the last one fits the second
    English sentence by length (``_GROUP_FIT``), the part before it being the shorter of the first.  "Ruling {id}
    stays in the record as it was recorded; the answers changed since are cleared. Start a new ruling?" as 第 {id}
    号裁决按记录时的内容保留在记录中；开始新的裁决？ (tester t9bu bu-sen04, fizr): the first sentence's clause after its
    semicolon is dropped, :func:`_dropped_clauses` finds it.  (A part that is a question where the second English
    sentence is one and the first is not fits it whatever its length.)  ``tgt`` itself when no sentence is such (the first
    one found is split)."""
    from helper.catalog.checks.structure import _EN_SEMICOLON, _RATIO, _weight

    if len(src) != len(tgt) + 1:
        return tgt
    joint = re.compile("[；;]" if lang == "zh" else "[·\u0387]")
    for k, (first, second) in enumerate(zip(src, src[1:])):
        if k >= len(tgt):
            break
        translation = tgt[k]
        bare = _bracketless(translation.text)
        cuts = list(joint.finditer(bare))
        if not cuts or len(cuts) != len(_EN_SEMICOLON.findall(_bracketless(first.text))):
            continue
        cut = cuts[-1].end()
        head, tail = translation.text[:cut], translation.text[cut:]
        if not tail.strip():
            continue
        whole_head, whole_tail = _weight(first.text) * _RATIO[lang], _weight(second.text) * _RATIO[lang]
        have_head, have_tail = _weight(head), _weight(tail.strip())
        # (the part a question where the second sentence is one and the first is not: "Η απόφαση {id} παραμένει στο
        # αρχείο όπως καταγράφηκε· νέα απόφαση;", the Greek's short "νέα απόφαση;" for "Start a new ruling?")
        asked = second.text.rstrip().endswith("?") and not first.text.rstrip().endswith("?") \
            and tail.rstrip().endswith(("?", "？") if lang == "zh" else ("?", ";", "\u037e"))
        fits = abs(whole_tail - have_tail) / (whole_tail + have_tail or 1) <= _GROUP_FIT
        # (not a part that reads as the first sentence's own clause after its semicolon, the next sentence dropped:
        # "…)· τίποτα δεν άλλαξε." for "…); nothing was changed. Please report it.", the part negating as the clause
        # does and the next sentence does not; tester t9bq bq-sen04, bq-sen16)
        clause = first.text[first.text.rfind(";") + 1:]
        own_clause = bool(_negations(tail, lang)) and bool(_negations(clause, "en")) and not _negations(second.text, "en")
        if not (fits or asked) or own_clause or have_head >= whole_head:
            continue
        # the rest of the sentences must pair in place: the same count after the split
        if [len(_exact_anchors(s, "en")) for s in src[k + 2:]] != [len(_exact_anchors(t, lang)) for t in tgt[k + 1:]]:
            continue
        lead = len(tail) - len(tail.lstrip())
        parts = [Sentence(translation.start, translation.start + cut - 1, head[:-1].rstrip()),
                 Sentence(translation.start + cut + lead, translation.end, tail.strip())]
        return tgt[:k] + parts + tgt[k + 1:]
    return tgt


def _rest_carried(source: str, at: int, target: str, lang: str) -> bool:
    """Whether the rest of the English sentence of ``source`` after ``at`` (a part before a colon said dropped) carries
    something (:func:`structure._anchors`: a label, a term, a key, a placeholder) and the translation ``target``
    carries all of it: the translation is that rest, the part its one finding (tester t9bj bj-sen16, fixzt)."""
    from helper.catalog.checks.structure import _anchors

    end = next((s.end for s in sentences(source, "en") if s.start <= at < s.end), len(source))
    rest = source[at:end]
    carried = {x for x in _anchors(Sentence(0, len(rest), rest), "en") if x[0] != "shape"}
    return bool(carried) and carried <= set(_anchors(Sentence(0, len(target), target), lang))


def _head_dropped(text: str, translation: Sentence, lang: str, dropped: tuple[int, int]) -> tuple[int, int] | None:
    """``(start, end)`` in the English sentence ``text`` of the part before its last semicolon when that part, not the
    clause after it (``dropped``, :func:`structure.semicolon_clause_dropped`'s), is what its ``translation`` lacks:
    the part carries a number, placeholder, code, reference or key of its own the translation has none of (and the
    clause's own ones, if any, are there), or it negates, the clause does not and the translation negates nothing.
    "Not approved: nothing was saved; the entry is shown as the file holds it now." as 此条目按文件中的当前内容显示。,
    "Source 002: '?' at the start …; kept in the text (laws_text/sources.yaml)." as 在文本中保留（laws_text/sources.yaml）。
    (tester t9be sentzh03, sentzh13, sentzh16): the translation renders the clause, the part before it is lost."""
    from helper.catalog.checks.structure import _anchors

    cut = text.rfind(";", 0, dropped[0] + 1)
    if cut <= 0:
        return None
    head, tail = text[:cut], text[cut + 1:]
    exact = lambda part: {a for a in _anchors(Sentence(0, len(part), part), "en") if a[0] in ("num", "field", "code", "ref")}
    own_head, own_tail = exact(head) - exact(tail), exact(tail) - exact(head)
    theirs = {a for a in _anchors(translation, lang) if a[0] in ("num", "field", "code", "ref")}
    lacks = bool(own_head) and not own_head & theirs and (not own_tail or own_tail <= theirs)
    negated = _negations(head, "en") and not _negations(tail, "en") and not _negations(translation.text, lang)
    return (0, cut + 1) if lacks or negated else None


def _members_only_in(clause: str, rest: str, translation: str, lang: str) -> set[tuple[str, str]]:
    """``("member", label)`` for each member of a family of terms that is no term of its own (the glossary's
    ``families``: the plain average) the English ``clause`` names, the rest of its sentence ``rest`` does not, and the
    ``lang`` ``translation`` of the sentence says nowhere (:func:`_dropped_clauses`)."""
    from helper.catalog.checks.opposites import _computation_changed, _fold_same_length
    from helper.catalog.checks.terminology import GLOSSARY_PATH, _load_families

    if _computation_changed(clause + " " + rest, _fold_same_length(translation) if lang == "el" else translation,
                            lang) is not None:
        return set()  # the average said as another computation (12C4's 均值 as 总和): that finding's (t9av v386)
    folded = _term_text(translation, lang)
    return {("member", member.label) for name, members in _load_families(str(GLOSSARY_PATH)).items()
            if name != "who" for member in members
            if member.en.search(clause) and not member.en.search(rest)
            and not any(form.search(folded) for form in member.forms.get(lang, []))}


def _dropped_parenthetical(english: Sentence, translation: Sentence, lang: str, whole: float, have: float,
                           theirs: frozenset, plain: bool = False) -> tuple[int, int] | None:
    """``(start, end)`` in the English text of the parenthetical of ``english`` (a :class:`Sentence` of the whole
    English) its translation ``translation`` renders the rest of the sentence without (fix9bn, tester 9z N22: "The
    full top is computed from it (Enter to skip: give the top instead)" as 据此计算满分): the translation has fewer
    bracket pairs than the sentence, the parenthetical is at least ``_CLAUSE_SHARE`` of the sentence and carries
    something of its own (a placeholder, a number, a term, a reference, a key name) the translation (its anchors
    ``theirs``) lacks, and the translation's length ``have`` is nearer the rest's than ``whole`` (the sentence's,
    times the language's ratio); with ``plain`` (an interface string) a parenthetical of three words or more carrying
    nothing of its own counts too, whatever its share where it closes its sentence and is its one parenthetical, the
    translation having none ("(finished rulings are still recorded)" of a long sentence: tester t9bl bl-sen13, fiyb).  ``None`` if there is none such (the first one found is given)."""
    from helper.catalog.checks.structure import _RATIO, _anchors, _weight

    groups = parentheticals(english.text)
    if len(parentheticals(translation.text)) >= len(groups):
        return None
    for group in groups:
        clause = english.text[group.start:group.end]
        rest = english.text[:group.start] + english.text[group.end:]
        if abs(have - _weight(rest) * _RATIO[lang]) >= abs(have - whole):
            continue
        # (the share asked of a parenthetical carrying something of its own, not of an interface string's clause
        # closing its sentence, below, where it is the sentence's one parenthetical and the translation has none:
        # "(finished rulings are still recorded)" is a statement however long its sentence's rest; tester t9bl
        # bl-sen13, fiyb. With two, the one dropped is not known: a gloss "(the irregularity it committed)" of a quoted
        # Greek phrase has no place in a Greek translation)
        shared = _weight(clause) * _RATIO[lang] >= _CLAUSE_SHARE * whole
        if not shared and (len(groups) > 1 or parentheticals(translation.text)):
            continue
        own = {x for x in _anchors(Sentence(0, len(clause), clause), "en") - _anchors(Sentence(0, len(rest), rest), "en")
               if x[0] in ("num", "field", "term", "ref", "code")}
        if shared and own and not own & theirs:
            return english.start + group.start, english.start + group.end
        # an interface string's parenthetical that is a clause of its own, a statement however plain ("^O resumes its
        # ruling in progress here (finished rulings are recorded meanwhile)" as 按 ^O 在此继续它的进行中裁决。, "^N
        # starts a new ruling here (recorded when finished, not saved while in progress)" without its bracket: tester
        # t9ay ZM-086, EM-090; fix9ra): what the Director is told about the ruling is lost, whatever it carries
        # (one that closes its sentence, a remark after it; one inside the sentence, "the reference '{text}' … (to what
        # the law says before or after) is missing", the translation may say in its words: 指向本条前后规定的引用)
        if plain and len(re.findall(r"[A-Za-z]{2,}", group.content)) >= 3 \
                and not english.text[group.end:].strip(_CLOSERS + ".;:!?"):
            return english.start + group.start, english.start + group.end
    return None


def _lost_clauses(source: str, target: str, lang: str, paragraph: str) -> list[tuple[int, int, list[str]]]:
    """English clauses (cut at ``: ;`` outside brackets, :func:`meaning.clauses`) of a sentence of two or more with
    no translation at all, as ``(start, end, what it carried)``: at least two numbers or law references, none of
    them anywhere in ``target``; what it carried lists them, then its glossary terms the translation lacks
    (Law 12C2(a) without the cases after its colon: 40%, 50%, 60%, average minus ...; fix9k)."""
    from helper.catalog.checks.meaning import clauses

    spans = clauses(source, "en", [])
    if len(spans) < 2 or len(sentences(source, "en")) >= len(spans):
        return []
    return _lost_spans(source, target, lang, paragraph, spans)


def _lost_bracket_parts(source: str, target: str, lang: str, paragraph: str) -> list[tuple[int, int, list[str]]]:
    """The parts of an English parenthetical (cut at its commas and semicolons) with no translation, the bracket
    itself kept with its other parts: "(Law {law}, 1997 text: the sources hold no 2017 Law 87)" as "（{law}）" (tester
    t9bb sen535, fixwe), as ``(start, end, what it carried)`` (:func:`_lost_spans`: two numbers or law references or
    more, none in ``target``), one finding naming the part, not a finding per number and reference it carried."""
    spans = []
    for group in parentheticals(source):
        parts, depth, first = [], 0, group.start + 1
        for at in range(group.start + 1, group.end - 1):
            char = source[at]
            if char in "([":
                depth += 1
            elif char in ")]":
                depth -= 1
            elif not depth and char in ",;":
                parts.append((first, at))
                first = at + 1
        parts.append((first, group.end - 1))
        parts = [(a + len(source[a:b]) - len(source[a:b].lstrip()), b) for a, b in parts if source[a:b].strip()]
        if len(parts) >= 2:
            lost = _lost_spans(source, target, lang, paragraph, parts)
            if len(lost) < len(parts):  # (the whole bracket gone: the parenthetical missing, its one finding)
                spans += lost
    return spans


_ANCHOR_EN = re.compile(r"\{[^{}\s]*\}|--?[\w-]+|\d+|\b[A-Z][\w+^-]*[A-Z0-9]\w*\b|\b(?:Enter|Escape|Esc|Tab|Space"
                        r"|Backspace|Delete)\b|[↑↓←→]")
"""What a translation writes as the English does inside a bracket: a placeholder, an option, a number, a key or an
acronym."""
_JOINED_CLAUSE = {"zh": re.compile(r"[：:，,；;、—]|并|然后|再|而|或|改为|即|以|后|则|就|便"),
                  "el": re.compile(r"[:,;·—]|(?<!\w)(?:και|κι|ή|μετά|έπειτα|δηλαδή|ώστε|οπότε|άρα|έτσι|για\s+να)(?!\w)",
                                   re.IGNORECASE)}
"""What joins two clauses of a translation's bracket: a mark, or a conjunction ("按 Enter 跳过并改为给出满分", "…跳过后直接
给出满分", "… και δώστε …").  A second clause said with none is read by :data:`_PHRASE_JOINED`."""
_PHRASE_JOINED = {"zh": re.compile(r"用|为|取|得到|给出|采用|按照"),
                  "el": re.compile(r"(?<![^\W\d_])(?:για|με|ως)(?![^\W\d_])", re.IGNORECASE)}
"""A bracket's "label: value" said as one phrase, the value joined to the label by a preposition ("(Enter σε κενή γραμμή
για την τυπική ποινή των κανονισμών)", "（空行按 Enter 用规章的标准罚分）" for "(Enter on an empty line: the standard
penalty of the regulations)": fjav, session 47's fjar open point): both parts said where the translation's bracket
is as long as the label's part and half the value's (:func:`structure._weight` times the language's ratio); shorter,
the preposition is the label's own ("(Enter για παράλειψη)" for "(Enter to skip: give the top instead)": the value
lost, tester t9bg bg-con08)."""


def _lost_bracket_clauses(source: str, target: str, lang: str) -> list[tuple[int, int, list[str]]]:
    """The clause after (or before) the colon of an English parenthetical that its paired bracket of the translation
    (brackets paired in order, both texts having as many) does not say: the translation's bracket joins no two clauses
    (:data:`_JOINED_CLAUSE`: no mark nor conjunction), and of the English's two parts (each of two words or more) one
    writes nothing that stands in the translation's bracket as written (:data:`_ANCHOR_EN`: a key, an option, a
    placeholder, a number), the other such words, all kept there.  "(Enter to skip: give the top instead)" as "（按
    Enter 跳过）" (tester t9bg bg-con08, fixzl): the Director no longer told what to give instead.  ``(start, end, [])``
    in ``source`` per part lost; ``[]`` for another language.  None where the translation says the part right after
    the bracket, closed before it ("（空行按 Enter）：规程规定的标准罚分" for "(Enter on an empty line: the standard penalty of
    the regulations)": the bracket moved, :func:`brackets.closing_moved_before_kept`'s one finding, tester t9bz
    bz-brk17, bz-brk18; fjar)."""
    if lang not in _JOINED_CLAUSE or closing_moved_before_kept(source, target, lang) is not None:
        return []
    mine, theirs = parentheticals(source), parentheticals(target)
    if len(mine) != len(theirs):
        return []
    spans = []
    for ours, their in zip(mine, theirs):
        colon = ours.content.find(": ")
        if colon < 0 or ours.content.count(":") != 1 or _JOINED_CLAUSE[lang].search(their.content):
            continue
        start = ours.start + 1
        parts = [(start, start + colon), (start + colon + 1, start + len(ours.content))]
        parts = [(a + len(source[a:b]) - len(source[a:b].lstrip()), b) for a, b in parts]
        if any(len(source[a:b].split()) < 2 for a, b in parts):
            continue
        written = [[m.group() for m in _ANCHOR_EN.finditer(source, a, b)] for a, b in parts]
        kept = [bool(words) and all(word in their.content for word in words) for words in written]
        lost = [part for part, words in zip(parts, written) if not words]
        if len(lost) == 1 and any(kept) and not _said_as_phrase(source, their.content, lang, parts, lost[0]):
            spans.append((*lost[0], []))
    return spans


def _said_as_phrase(source: str, content: str, lang: str, parts: list[tuple[int, int]],
                    lost: tuple[int, int]) -> bool:
    """Whether the translation's bracket ``content`` says the English parenthetical's ``parts`` (label, value) as one
    phrase, the ``lost`` one with them (:data:`_PHRASE_JOINED`): a preposition joins them, and the bracket is as long
    as the other part and half of ``lost``."""
    from helper.catalog.checks.structure import _RATIO, _weight

    if lang not in _PHRASE_JOINED or not _PHRASE_JOINED[lang].search(content):
        return False
    other = sum(_weight(source[a:b]) for a, b in parts if (a, b) != lost)
    return _weight(content) >= _RATIO[lang] * (other + _weight(source[slice(*lost)]) / 2)


_ITEM_CUT = {"en": re.compile(r"[,;]"), "zh": re.compile(r"[,，、;；]|和|及|与|并|或"),
             "el": re.compile(r"[,;·]|(?<![^\W\d_])(?:και|κι|ή)(?![^\W\d_])")}
"""Where a parenthetical's items part: commas and semicolons (and the Chinese enumeration comma 、), and in a
translation "and" / "or" too ("(κάθε σκορ … του 100 και καμία διαφορά …)" for "(every score …, and no difference …)")."""


def _bracket_items(text: str, start: int, end: int, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each item of ``text[start:end]`` (a bracket's content): its parts between the commas and
    semicolons of :data:`_ITEM_CUT` outside inner brackets, spaces stripped, empty parts left out."""
    return [(a + len(text[a:b]) - len(text[a:b].lstrip()), a + len(text[a:b].rstrip()))
            for a, b in cut_outside(text, _ITEM_CUT[lang], start, end, "([（", ")]）") if text[a:b].strip()]


def _lost_bracket_items(source: str, target: str, lang: str) -> list[tuple[int, int, list[str]]]:
    """The item of an English parenthetical listing two or more (cut at its commas and semicolons) that the
    translation's bracket in its place lacks, where it has one item fewer and what it lacks tells which: "No result
    can be obtained (cards mixed, board not played)" as "无法得出结果（牌张混乱）" (tester t9bg bg-alt15, fixzm): the
    only item holding a negation, the translated bracket none ("board not played" gone, not a negation dropped from
    the sentence), or the only item carrying a number, reference or placeholder (:func:`structure._anchors`) the
    translated bracket lacks.  The brackets paired by order where both texts have as many; ``(start, end, [])`` each,
    one finding naming the item (as :func:`_lost_bracket_parts`)."""
    from helper.catalog.checks.negation import _EN, _NEG, _count, _not_a_negation_blanked
    from helper.catalog.checks.structure import _EXACT, _anchors

    if lang not in _ITEM_CUT or lang not in _NEG:
        return []
    mine, theirs = parentheticals(source), parentheticals(target)
    if not mine or len(mine) != len(theirs):
        return []
    exact = lambda text, text_lang: {a for a in _anchors(Sentence(0, len(text), text), text_lang) if a[0] in _EXACT}
    lost = []
    for ours, their in zip(mine, theirs):
        items = _bracket_items(source, ours.start + 1, ours.end - 1, "en")
        said = _bracket_items(target, their.start + 1, their.end - 1, lang)
        if len(items) < 2 or len(said) != len(items) - 1:
            continue
        if not re.search(r"[^\W\d_]", source[ours.end:].split(".")[0]) and (
                re.search(r"[^\W\d_]", target[their.end:])):
            continue  # the English ends at its bracket, the translation goes on: the item moved out of the bracket
            # ("（牌张混乱）、这副牌未打"), the brackets check's one finding (tester t9bf bf-bra07)
        content = target[their.start + 1:their.end - 1]
        folded = _fold_same_length(content) if lang == "el" else content
        negated = [(a, b) for a, b in items if _EN.search(source[a:b])]
        if len(negated) == 1 and not _count(_NEG[lang], _not_a_negation_blanked(folded, content, lang), lang):
            lost.append((*negated[0], []))
            continue
        kept = exact(content, lang)
        anywhere = exact(target, lang)
        carrying = [(a, b) for a, b in items if exact(source[a:b], "en") - kept]
        if len(carrying) == 1 and exact(source[slice(*carrying[0])], "en") - kept <= anywhere:
            continue  # what it carries is said outside the bracket: the item moved, not lost ("已由 {name} 修订（第
            # {number} 次修订）" for "(amendment {number}, by {name})", test_check_fix9nb)
        if len(carrying) == 1 and all(exact(source[a:b], "en") <= kept for a, b in items if (a, b) != carrying[0]):
            lost.append((*carrying[0], []))
    return lost


def _lost_spans(source: str, target: str, lang: str, paragraph: str,
                spans: list[tuple[int, int]]) -> list[tuple[int, int, list[str]]]:
    """Of ``spans`` of the English ``source`` (clauses or parts), those with no translation as ``(start, end, what it
    carried)``: at least two numbers or law references, none of them anywhere in ``target`` (resolved in law
    ``paragraph``); what it carried lists them, then its glossary terms the translation lacks
    (:func:`_lost_clauses`, :func:`_lost_bracket_parts`)."""
    refs = [r._replace(key=resolve_ref(r.key, paragraph)) for r in extract_refs(source)]
    nums = extract_numbers(source, "en", [(r.start, r.end) for r in refs])
    tgt_refs = extract_refs(target)
    tgt_keys = {resolve_ref(r.key, paragraph) for r in tgt_refs}
    tgt_keys |= {n.key for n in extract_numbers(target, lang, [(r.start, r.end) for r in tgt_refs])}
    tgt_terms = {name for _s, _e, name in _terms_at(target, lang)}
    src_terms = _terms_at(source, "en")
    lost = []
    for start, end in spans:
        inside = [(x.start, x.key, x.text) for x in refs + nums if start <= x.start < end]
        if len(inside) < 2 or any(key in tgt_keys for _at, key, _text in inside):
            continue
        carried = [text.strip() for _at, _key, text in sorted(inside)]
        carried += list(dict.fromkeys(name for at, _e, name in src_terms if start <= at < end and name not in tgt_terms))
        lost.append((start, end, carried))
    return lost


_LIST_COMMA = re.compile(r"(?<!\d),|,(?!\d)")
"""A comma that parts list items: any but one between two digits (a thousands comma, "1,000")."""


def _list_items(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(start, end)`` of each item of the list the clause ``text[start:end]`` holds: its parts between commas (and a
    comma's "and" / "or") outside brackets; one item when it has no such comma."""
    return cut_outside(text, _LIST_COMMA, start, end, "([", ")]")


def _lost_items(source: str, target: str, lang: str, paragraph: str,
                taken: list[tuple[int, int]]) -> list[tuple[int, int, list[str]]]:
    """Items of an English list (:func:`_list_items`: the cases of Law 12C2(a) after its colon, "average minus (at
    most 40% …) to a contestant directly at fault, average (50% …) to …, and average plus (…) to …") with no
    translation at all, as ``(start, end, what it carried)``: each of its numbers absent from ``target``, and a
    glossary term only it names or a degree of fault the translation says fewer times than the English missing too.
    One finding lists them, as for a clause lost (:func:`_lost_clauses`), not a number, a term and a degree missing
    each (tester 9ao e50: 12C2(a) without its third case gave three findings; z36 without its second three).
    ``taken``: spans already said to have no translation."""
    from helper.catalog.checks.meaning import clauses
    from helper.catalog.checks.quantifiers import dropped_degree_spans

    if lang not in ("zh", "el"):
        return []
    refs = [r._replace(key=resolve_ref(r.key, paragraph)) for r in extract_refs(source)]
    nums = extract_numbers(source, "en", [(r.start, r.end) for r in refs])
    tgt_refs = extract_refs(target)
    tgt_keys = {n.key for n in extract_numbers(target, lang, [(r.start, r.end) for r in tgt_refs])}
    tgt_terms = {name for _s, _e, name in _terms_at(target, lang)}
    src_terms = _terms_at(source, "en")
    degrees = dropped_degree_spans(source, target, lang)
    if tgt_keys - {n.key for n in nums}:
        return []  # a number the English has not: an item's number changed, not the item dropped (fix9bd's 60% as 70%)
    lost = []
    for clause_start, clause_end in clauses(source, "en", []):
        items = _list_items(source, clause_start, clause_end)
        if len(items) < 2:
            continue
        for start, end in items:
            if any(a <= start < b or start <= a < end for a, b in taken):
                continue
            mine = [n for n in nums if start <= n.start < end]
            if not mine or any(n.key in tgt_keys for n in mine):
                continue
            own = [(at, name) for at, _e, name in src_terms if start <= at < end
                   and not any(other == name and not start <= at2 < end for at2, _e2, other in src_terms)]
            if any(name in tgt_terms for _at, name in own):
                continue  # a term only it names is said: the item is there, another of its words changed
            terms = own
            faults = [(a, words) for a, _b, words in degrees if start <= a < end]
            # what the item says outside its brackets missing too: else only a bracket of it is (the 40% case
            # without "(at most 40% of the available matchpoints in pairs)": that parenthetical's finding)
            brackets = [(m.start(), m.end()) for m in re.finditer(r"\([^()]*\)|\[[^\[\]]*\]", source[start:end])]
            if not any(not any(a <= at - start < b for a, b in brackets) for at, _w in terms + faults):
                continue
            terms, faults = [name for _at, name in terms], [words for _at, words in faults]
            start += re.match(r"[\s,]*(?:(?:and|or)\s+)?", source[start:end]).end()  # its own words only
            end = len(source[:end].rstrip(" .;:"))
            carried = [_written(source, n, "en") for n in mine] + list(dict.fromkeys(terms)) + faults
            lost.append((start, end, carried))
    return lost


def _label_placeholders(text: str, lang: str, pair: str) -> dict | None:
    """``{label: placeholder}`` for each label of ``pair`` in ``text`` followed by a placeholder (``{plus}``) with
    nothing but spaces, a colon or an equals sign between; None when a label has none or has two."""
    found: dict = {}
    for label in polar_labels(text, lang):
        if label.pair != pair:
            continue
        match = re.match(r"[\s:：=＝]*(\{[^{}]*\})", text[label.end:])
        if match is None or found.get(label.label, match.group(1)) != match.group(1):
            return None
        found[label.label] = match.group(1)
    return found or None


def _labels_keep_placeholders(source: str, target: str, lang: str, pair: str) -> bool:
    """Whether every label of ``pair`` (average plus/minus ...) is followed by the same placeholder in the
    translation as in the English ("average plus {plus} / average minus {minus}" as 平均负分 {minus} / 平均正分
    {plus}): labels in another order then say the same (fix9i); a label moved without its value is not."""
    mine = _label_placeholders(source, "en", pair)
    return mine is not None and mine == _label_placeholders(target, lang, pair)


def _unit_pair_replaced(term, confused: str, source: str, lang: str, findings: list) -> tuple | None:
    """Where the translation says a scoring unit (``confused``: 比赛分, "βαθμούς αγώνα") in the place of the English's
    "IMPs or VPs" (``term`` the first unit, IMPs; the second a unit too: a glossary term of the unit family or
    one of ``term``'s confusable forms, VP) and a finding says the alternative "or VPs" missing: one unit said for
    the English's two, the unit changed (tester t9bl bl-sco02, fiye).  ``(that finding, "IMPs or VPs", the English
    name of the unit said)``, or ``None`` where no such finding is, or ``confused`` is no unit's term of the
    glossary."""
    glossary = load_glossary()
    said = next((other for other in glossary if other is not term and other.family == "unit" and term.family == "unit"
                 and any(p.search(_term_text(confused, lang)) for p in other.accepted.get(lang, []))), None)
    if said is None:
        return None
    for finding in findings:
        alternative = re.fullmatch(r"or\s+([A-Za-z][\w-]*)", finding.fragment or "")
        if finding.check != "sentences" or finding.side != "source" or alternative is None:
            continue
        word = alternative.group(1)
        if not (any(other.family == "unit" and other.en.search(word) for other in glossary)
                or any(p.search(word.casefold()) for _f, p in term.confusable.get(lang, []))):
            continue
        pair = re.search(r"([A-Za-z][\w-]*)\s+" + re.escape(finding.fragment) + r"(?![\w-])", source)
        if pair is not None and term.en.search(pair.group(1)):
            return finding, pair.group(), said.en_text
    return None


def _unit_said(term, lang: str, findings: list) -> bool:
    """Whether an error already names a confusable form of ``term`` (the IMPs' βαθμούς αγώνα, said "another scoring
    unit" by :data:`opposites.OPPOSITES`): that confusion's one finding (fix9ga)."""
    return any(f.severity == ERROR and f.side == "both" and f.fragment
               and any(p.search(_term_text(f.fragment, lang)) for _form, p in term.confusable.get(lang, []))
               for f in findings)


def _quantified_whole(term, source: str, quantified: list[tuple[str, str]], findings: list) -> bool:
    """Whether the English ``source`` names ``term`` as the whole whose parts a quantifier said changed counts ("both
    members of the offending side": the quantifier's words, "of the", the term) and an error names that quantifier
    (:func:`_quantifiers`): the term said with the parts then goes with them (仅对违规者, "only the offender")."""
    for english, _found in quantified:
        if not any(f.severity == ERROR and f"'{english}'" in f.message for f in findings):
            continue
        for match in re.finditer(re.escape(english) + r"\s+of\s+(?:the\s+|its\s+|their\s+)?", source, re.IGNORECASE):
            if term.en.match(_term_text(source[match.end():], "en")):
                return True
    return False


def _as_written(found: str, folded: str, original: str) -> str:
    """``found``, words of the ``folded`` text (Greek: lower case, no accents), as ``original`` writes them when the
    folding kept its length ("ματσποιντσ" as "ματσπόιντς", "vp" as "VP"; fix9ga); else as found."""
    at = folded.find(found) if found and found not in original else -1
    return original[at:at + len(found)] if at >= 0 and len(folded) == len(original) else found


def _confused_occurrences(term, src_terms: str, tgt_terms: str, lang: str) -> str:
    """The confusable form of ``term`` (比赛分, matchpoints, for IMP) that stands, at some place, for the term:
    the translation has fewer of the term's accepted forms than the English has of the term, and more of the
    confusable form (outside those accepted forms: 国际比赛分 holds 比赛分) than the English has of the other term
    it renders (matchpoints).  Returns the form, or ``""`` (Law-independent: the glossary's terms)."""
    if not term.confusable.get(lang):
        return ""
    # placeholders ({plus_imps}) are no occurrence of a term
    src_terms, tgt_terms = (re.sub(r"\{[^{}]*\}", lambda m: " " * len(m.group()), text)
                            for text in (src_terms, tgt_terms))
    wanted = len(term.en.findall(src_terms))
    spans = sorted({m.span() for p in term.accepted[lang] for m in p.finditer(tgt_terms)})
    if len(spans) >= wanted:
        return ""
    for form, pattern in term.confusable[lang]:
        outside = [m for m in pattern.finditer(tgt_terms)
                   if not any(a <= m.start() and m.end() <= b for a, b in spans)]
        rendered = sum(len(other.en.findall(src_terms)) for other in load_glossary()
                       if other is not term and any(a.fullmatch(_term_text(form, lang))
                                                    for a in other.accepted.get(lang, [])))
        if len(outside) > rendered:
            inside = any(a <= m.start() and m.end() <= b for m in pattern.finditer(tgt_terms) for a, b in spans)
            if not inside:
                # a pattern's form named by the words it found ("VP", not its expression; fix9ga)
                return outside[0].group() if form.startswith("re:") else form
            # the form also inside an accepted one (比赛分 in 国际比赛分): the place named by the words around it
            # (fix9j); every candidate place when some of them render the other term
            places = outside if rendered else outside[:1]
            return "', '".join(_context(tgt_terms, m.start(), m.end(), 3, 3) for m in places[:3])
    return ""


def _confused_in_sentence(term, src_terms: str, tgt_terms: str, lang: str, source_written: str,
                          target_written: str) -> str:
    """The confusable form of ``term`` said in a sentence whose English names the term and not the other term that
    form renders, the term being said as often as the English says it in the whole text: counted per pair of aligned
    sentences (:func:`who._sentence_ranges`), as "who acts" is (fix9ka).  Law 12C1(a) "is able to award an assigned
    adjusted score, he does so" as 能够判给人为调整分，裁判就判给裁定调整分: the assigned score named again for "he
    does so", one place made the artificial score (fix9mb, tester t9aw zh_laws068).  Returns the form, or ``""``."""
    from helper.catalog.checks.who import _sentence_ranges

    if not term.confusable.get(lang) or term.en_text not in _SCORE_KINDS:
        return ""  # (the two kinds of adjusted score only: a word of another term may say more, "VPs" beside IMPs)
    src_terms, tgt_terms = (re.sub(r"\{[^{}]*\}", lambda m: " " * len(m.group()), text)
                            for text in (src_terms, tgt_terms))
    spans = sorted({m.span() for p in term.accepted[lang] for m in p.finditer(tgt_terms)})
    for (s_start, s_end), (t_start, t_end) in _sentence_ranges(src_terms, tgt_terms, lang, source_written,
                                                                  target_written):
        if not term.en.search(src_terms, s_start, s_end):
            continue
        # (a place inside a form of another term this English sentence names is that term's: 12C2(b)'s "an assigned
        # adjusted score, an artificial adjusted score or a procedural penalty" names both)
        theirs = [m.span() for other in load_glossary() if other is not term and lang in other.accepted
                  and other.en.search(src_terms, s_start, s_end)
                  for p in other.accepted[lang] for m in p.finditer(tgt_terms, t_start, t_end)]
        for form, pattern in term.confusable[lang]:
            outside = [m for m in pattern.finditer(tgt_terms, t_start, t_end)
                       if not any(a <= m.start() and m.end() <= b for a, b in spans + theirs)
                       and not _word_of_rendered(m.group(), term, src_terms[s_start:s_end], lang)]
            if outside:
                return outside[0].group() if form.startswith("re:") else form
    return ""


def _word_of_rendered(found: str, term, english: str, lang: str) -> bool:
    """Whether the English sentence ``english`` says the distinguishing word of another term that ``found`` renders
    ("an assigned adjusted score, not an artificial one" says 'artificial': 人为调整分 there is that term's)."""
    for other in load_glossary():
        if other is term or not any(p.fullmatch(found) or p.match(found) for p in other.accepted.get(lang, [])):
            continue
        first = other.en_text.split()[0]
        if re.search(r"\b" + re.escape(first) + r"\b", english, re.IGNORECASE):
            return True
    return False


_PLURAL_EN = re.compile(r"(?<=[A-Za-z])\((?:s|es)\)")
_GLOSS = re.compile(r"(?<=[^\W\d_])[(（]([^\W\d_A-Za-z]{1,5})[)）]")
_OR_GLOSS = re.compile(r"(?<=[^\W\d_] )[(]\s*[ήη]\s+(?:τις|των|τα|οι|στις)\s+[^\W\d_]+[)]|(?<=[^\W\d_])（或[^（）()]{1,6}）")


def _plural_marks(source: str, target: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The English plural markers ("board(s)") and, when there are any, the short glosses written right after
    a word of the translation that render them ("该（些）牌", "该副牌（或该几副）", "διανομή(ες)"), at most as many:
    ``(English spans, translation spans)``.  A plural marker is no parenthetical: neither a bracket kind to
    compare nor a parenthetical only in one text (fresh tester 9b)."""
    english = [m.span() for m in _PLURAL_EN.finditer(source)]
    if not english:
        return [], []
    # (a bracket holding a law reference is none: （但Γ） after 替换牌 is 86B2(a)'s "(but see A above)", fix9fa)
    # (or a bracket saying "or the boards" after the word: "τη διανομή (ή τις διανομές)", 该副牌（或多副牌）; fix9pa)
    glosses = sorted([m.span() for m in _GLOSS.finditer(target)] + [m.span() for m in _OR_GLOSS.finditer(target)])
    return english, [(a, b) for a, b in glosses if not extract_refs(target[a:b])][:len(english)]


_same_family = same_family


_ONE_OR_MORE_EN = re.compile(r"\bone\s+or\s+more\b", re.IGNORECASE)
_PLURAL_SAID = {
    # 该副（或这些）牌, 该（些）牌, 该副（或该几副）牌, 该副或多副牌, 该副或这些牌
    # (and with the noun before the "or": 该副牌或这些牌, 该牌或这些牌; fixyd)
    "zh": re.compile(r"[（(][^（）()]{0,8}?[些几多][^（）()]{0,4}[）)]"
                     r"|[该这此][个副块张份]?牌?或(?:该|这)?(?:多|几|这些|该些|些|更多)"),
    # "τη διανομή(ες)", "τη διανομή (ή τις διανομές)", "την ή τις διανομές" (folded: no accents, final σ)
    "el": re.compile(r"[(（](?:εσ|οι|α|ησ|ων)[)）]|(?<!\w)η\s+(?:τισ|των|οι|στισ|τα|στα)\s+[^\W\d_]+"),
}
_ONE_SAID_ZH = re.compile(r"[该这此一那]副(?![（(或])|(?<![一两二几多些每各])[该这此那](?=牌(?![（(]|或))")
"""One board said in Chinese: a measure word after a demonstrative or 一 (该副, 这副, 一副), or a demonstrative right
before the noun (该牌, 这牌, 此牌: "this board"; 这些牌 says several) - 86B2(a) 该牌（或这些牌） with its
（或这些牌） dropped says one board only (fixyd)."""
_ONE_SAID_EL = re.compile(r"(?<!\w)διανομ(?:η|ησ)(?!\w)")
"""One board said in Greek (folded): the noun in the singular ("τη διανομή"); "τις διανομές" alone says boards, not
one (fixyd: no "singular only" for a plural)."""
_ONE_OR_MORE = {"zh": re.compile(r"一[个副块张份]?或(?:多|几|更多)"),
                "el": re.compile(r"(?<!\w)(?:ενα|ενασ|μια|μιασ)\s+η\s+(?:περισσοτερ|πολλ)\w*")}
"""A plural of the English's "X(s)" (:data:`_PLURAL_SAID`) and its "one or more" (:data:`_ONE_OR_MORE`: 一副或多副,
"μία ή περισσότερες") as the translation says them, for :func:`plural_said_singular`."""


def plural_said_singular(source: str, target: str, lang: str) -> str | None:
    """The English's first "X(s)" (86B2(a), (c) "the Director shall cancel the board(s)": one or more boards) when the
    ``lang`` translation says fewer plurals of the kind (:data:`_PLURAL_SAID`: 该副（或这些）牌, "τη διανομή(ες)") than
    the English says "X(s)", and fewer with its "one or more" (一副或多副, "μία ή περισσότερες") than the English's
    together: one of them said as a single board (fix9pa, tester t9ax zh_laws115: 该副（或这些）牌 as 该副牌); else
    ``None``."""
    marks = list(_PLURAL_EN.finditer(source))
    if lang not in _PLURAL_SAID or not marks:
        return None
    text = _fold_same_length(target) if lang == "el" else target
    said = len(_PLURAL_SAID[lang].findall(text))
    # (fewer "one or more" said is :mod:`quantifiers`' finding: "one or more substitute boards" as 一副替换牌; a plural
    # said as "one or more", 该副或多副牌 as 一副或多副牌, is no fewer)
    if said >= len(marks) or said + len(_ONE_OR_MORE[lang].findall(text)) >= len(marks) + len(
            _ONE_OR_MORE_EN.findall(source)):
        return None
    if lang == "zh" and not _ONE_SAID_ZH.search(text):
        return None  # a Chinese noun says no number of its own (有关的牌): only "this (one) board" (该副牌, 该牌) is one
    if lang == "el" and not _ONE_SAID_EL.search(text):
        return None  # "τις διανομές": the boards, no single one said
    word = re.search(r"(?:\b(?:the|a|an|this|that|these|those)\s+)?[A-Za-z]+$", source[:marks[0].start()])
    return (word.group() if word else "") + marks[0].group()


_PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}|%\([A-Za-z_]\w*\)[sdr]|%[sdr]")
"""A placeholder of an interface string ({count}, %(prog)s, %s)."""

_FIELD_PERCENT = re.compile(r"(\{[A-Za-z_]\w*\})\s?[%％]")


def _percent_after_field(source: str, target: str) -> list[tuple[str, str]]:
    """``(placeholder, the text)`` of each placeholder ``target`` writes with a percent sign right after it ("{percent}%",
    "{share} ％") where the English ``source`` writes it alone and has no percent sign nor the word "percent" of its
    own (placeholders left out): the value stands as the English shows it, its sign included ("45%"), so the sign
    added shows twice (tester t9bg bg-pla12).  "from {low} to {high} percent" as "{low}%至{high}%" is the English's own
    percent."""
    bare = _PLACEHOLDER.sub(" ", source)
    if "%" in bare or "％" in bare or re.search(r"(?<![^\W\d_])per\s?cent", bare, re.IGNORECASE):
        return []
    return [(m.group(1), m.group()) for m in _FIELD_PERCENT.finditer(target)
            if m.group(1) in source and not _FIELD_PERCENT.search(source)]


_DOUBLED_PERCENT = re.compile(r"(?<=\d)\s?(?:%%|％％)(?![%％])")


def _doubled_percents(source: str, target: str) -> list[tuple[int, int]]:
    """The spans of the percent signs ``target`` writes twice after a number ("40%%" for the English's "40%",
    "40％％"), beyond those the English writes so: printf's escape of '%', left in a text that is no format string by
    a tool that escaped it (tester t9bf pla24).  The spans start at the first sign (a space before it left out)."""
    english = len(_DOUBLED_PERCENT.findall(source))
    spans = [(m.end() - 2, m.end()) for m in _DOUBLED_PERCENT.finditer(target)]
    return spans[english:]


_BROKEN_FIELD = re.compile(r"\{[A-Za-z_]\w*|[A-Za-z_]\w*\}")
"""What is left of a placeholder a brace of was lost ("{note", "note}"), read once the whole placeholders are gone."""
_MISBRACED_FIELD = re.compile(r"\{[A-Za-z_]\w*([\])）])|([\[(（])[A-Za-z_]\w*\}")
"""A placeholder one of whose braces is written as another bracket ("{top]", "(top}"): that bracket (fix9tb)."""


def _repeated_placeholders(source: str, target: str, ui_lang: str, add, lang: str = "") -> None:
    """One error per placeholder of ``source`` that ``target`` gives more often than the English (fix9ch): the
    helper fills both, so the value is shown twice where the English shows it once.  A placeholder the English
    itself repeats is counted as often as it gives it; one named again with its own word where the English says
    it by a pronoun is no repeat (:func:`_restated_placeholder`, tester t9br br-rew20, br-rew42)."""
    english = Counter(m.group() for m in _PLACEHOLDER.finditer(source))
    translated = Counter(m.group() for m in _PLACEHOLDER.finditer(target))
    for field, count in translated.items():
        if english[field] and count > english[field] and not _restated_placeholder(source, target, field, lang):
            message = _say(ui_lang, _("placeholder {field} appears {found}× in the translation, {expected}× in the "
                                      "English: its value shown twice?"),
                           field=field, found=count, expected=english[field])
            add("placeholders", ERROR, message, field)


_PRONOUN_EN = re.compile(r"\b(?:it|its|itself|which|that\s+one|this\s+one|them|they|their)\b", re.IGNORECASE)
"""The English pronouns that may refer back to a thing named by a placeholder ("ruling {id} …, which follows it")."""


def _placeholder_labels(target: str, field: str, lang: str) -> list[tuple[str, str]]:
    """``(word before, word after)`` of each place ``target`` gives ``field`` (spaces between left out): for Chinese
    the two Han characters nearest on each side (裁决 {id} 已: ``("裁决", "已")``; none before after an ordinal's 第),
    for Greek the nearest word (folded: no accents, lower case, final sigma as σ) when it has four letters or more;
    ``""`` where it is punctuation, a bracket, another placeholder or the text's edge."""
    labels = []
    for m in re.finditer(re.escape(field), target):
        before, after = target[:m.start()].rstrip(), target[m.end():].lstrip()
        if lang == "zh":
            # (an ordinal's 第 before it is no word of the thing: its noun follows, 第 {id} 号裁决, 第 {id} 条)
            left = re.search(r"[\u3400-\u9fff]{1,2}\Z", before) if not before.endswith("第") else None
            right = re.match(r"[\u3400-\u9fff]{1,2}", after)
        else:
            left = re.search(r"[^\W\d_]{4,}\Z", _fold_same_length(before))
            right = re.match(r"[^\W\d_]{4,}", _fold_same_length(after))
        labels.append((left.group() if left else "", right.group() if right else ""))
    return labels


def _same_word(words: list[str], lang: str) -> bool:
    """Whether ``words`` (labels of :func:`_placeholder_labels`) are all one word, none empty: equal in Chinese;
    in Greek equal but for an ending of a letter or two (απόφαση, απόφασης)."""
    if not words or not all(words):
        return False
    if lang == "zh":
        return len(set(words)) == 1
    stem = min(words, key=len)
    return all(word[:max(4, len(stem) - 1)] == stem[:max(4, len(stem) - 1)] and len(word) - len(stem) <= 2
               for word in words)


def _restated_placeholder(source: str, target: str, field: str, lang: str) -> bool:
    """Whether ``target`` (``zh``/``el``) gives ``field`` more often than the English ``source`` because it names the
    thing again where the English refers to it by a pronoun (it, its, which, that one, them) after it: each place of
    ``field`` in the translation has the same word beside it (第 {id} 号裁决 twice, "απόφαση {id}" and "απόφασης
    {id}"), and the extra places are no more than the English's pronouns after its first ``field``.  "The appeal
    outcomes of ruling {id} stand for this ruling, which follows it" as 本裁决是第 {id} 号裁决的后续，第 {id} 号裁决的
    申诉结果… (tester t9br br-rew20, br-rew42, fiza).  A copy beside another word or none (a renamed placeholder, "（{id}）"
    added) stays a value shown twice."""
    if lang not in ("zh", "el") or field not in source:
        return False
    extra = target.count(field) - source.count(field)
    pronouns = len(_PRONOUN_EN.findall(source, source.index(field) + len(field)))
    if extra < 1 or extra > pronouns:
        return False
    labels = _placeholder_labels(target, field, lang)
    return _same_word([b for b, _a in labels], lang) or _same_word([a for _b, a in labels], lang)


def _shown_more(source: str, target: str) -> list[str]:
    """The placeholders of the English ``source`` that ``target`` gives exactly once more than the English does."""
    english = Counter(m.group() for m in _PLACEHOLDER.finditer(source))
    translated = Counter(m.group() for m in _PLACEHOLDER.finditer(target))
    return [field for field, count in translated.items() if english[field] and count == english[field] + 1]


def _renamed_placeholder(source: str, target: str) -> list[tuple[str, str]]:
    """``[(english, translated)]``: where ``target`` names one placeholder the English ``source`` has not in the place
    of one it lacks (``{ruling}`` for ``{id}``), that one pair; where it lacks one and gives one other of the
    English's once more (``{number}`` renamed ``{id}``, tester t9bp bp-ph10), that pair; where it lacks none (the English names one twice,
    ``{key}`` … ``{key}`` as ``{key}`` … ``{keys}``: fix9mc), the one it names with each of the English's, the English's
    in order; else ``[]``."""
    mine = {m.group() for m in _PLACEHOLDER.finditer(source)}
    theirs = {m.group() for m in _PLACEHOLDER.finditer(target)}
    lost, gained = mine - theirs, theirs - mine
    if not gained and len(lost) == 1:
        # (one lost, one of the English's shown once more in its place: "{number}" renamed "{id}", the English's
        # own "{id}" kept; tester t9bp bp-ph10, fiys)
        more = _shown_more(source, target)
        return [(lost.pop(), more[0])] if len(more) == 1 else []
    if len(gained) != 1 or len(lost) > 1:
        return []
    found = gained.pop()
    return [(lost.pop(), found)] if lost else [(english, found) for english in sorted(mine)]


_EXPRESSION = re.compile(r"(?:\{\w+\}|\d+(?:\.\d+)?)(?:(?:/|\s*[×*÷]\s*)(?:\{\w+\}|\d+(?:\.\d+)?))+")
"""Placeholders and numbers joined by an operator (``{count}/{results}``, ``{imps} × 2``): one figure the helper shows;
a slash between spaces separates two figures ("{plus_imps} / {minus_imps} IMPs"), which a translation may reorder."""


def _broken_expressions(source: str, target: str, ui_lang: str, add) -> bool:
    """One error per expression of ``source`` (:data:`_EXPRESSION`, holding a placeholder) that ``target`` does not
    write (spaces and full-width operators aside): a placeholder of it dropped or moved though the English names it
    elsewhere too, so the helper fills every name (tester t9av v394: "times {count}/{results}" as "επί {count}",
    {results} kept in "over the {results} results").  Returns whether one was found."""
    from helper.catalog.checks.common import halfwidth as _halfwidth

    written = re.sub(r"\s+", "", _halfwidth(target))
    broken = False
    for match in _EXPRESSION.finditer(source):
        expression = match.group()
        if "{" in expression and re.sub(r"\s+", "", expression) not in written:
            message = _say(ui_lang, _("the English's '{expression}' is not in the translation as written: a part of "
                                      "the figure the helper shows dropped or changed?"), expression=expression)
            add("placeholders", ERROR, message, expression, "source")
            broken = True
    return broken


def _carried(text: str, interface: bool = False) -> str:
    """What the English sentence ``text`` carries that its translation must say too, for the finding of a sentence
    with no translation (issue 9 section 2): its law references and numbers as written, its glossary terms and
    opposite labels (:func:`polarity.polar_labels`: 'non-offending', 'average plus') by their English names, quoted;
    ``interface`` (an interface string): its keys (:func:`keys.key_names`: Enter, ^P, 1-{count}) and placeholders
    too, which are then not reported again (fix9aw); in order of place, each once, joined by ", ": "'board', (a),
    (b)".  ``""`` when it has none."""
    refs = extract_refs(text)
    items = [(r.start, r.text.replace("©", "(c)")) for r in refs]
    keys = key_names(text) if interface else []
    held = [(r.start, r.end) for r in refs] + [(start, end) for _key, start, end in keys]
    items += [(start, key) for key, start, _end in keys]
    if interface:
        items += [(m.start(), m.group()) for m in _PLACEHOLDER.finditer(text)
                  if not any(a <= m.start() < b for a, b in held)]
        held += [m.span() for m in _PLACEHOLDER.finditer(text)]
    items += [(n.start, n.text) for n in extract_numbers(text, "en", held)]
    terms = _terms_at(text, "en")
    items += [(start, f"'{term}'") for start, _end, term in terms]
    # a label inside a term ('offending' in 'offending side') is said by the term
    items += [(p.start, f"'{p.label}'") for p in polar_labels(text, "en")
              if not any(start <= p.start < end for start, end, _term in terms)]
    return ", ".join(dict.fromkeys(item for _start, item in sorted(items)))


def _key_number_changed(key: str, target: str, findings: list[Finding]) -> bool:
    """Whether the English's key ``key`` holding a number ("1-{count}", a range of answer numbers) is in the translation
    ``target`` with another number in its place ("0-{count}") that a number finding of ``findings`` already names (its
    fragment "1 / 0"): that changed number is the one defect, said by the number finding, not a key missing too
    (tester t9bh bh-num13, fixzp)."""
    numbers = re.findall(r"\d+", key)
    if not numbers:
        return False
    pattern = "".join(r"\d+" if re.fullmatch(r"\d+", piece) else re.escape(piece)
                      for piece in re.split(r"(\d+)", key) if piece)
    if not re.search(rf"(?<![\w-]){pattern}(?![\w-])", target):
        return False
    return any(f.check == "number" and f.fragment and f.fragment.split(" / ")[0].strip() in numbers
               for f in findings)


def _short(text: str, limit: int = 60) -> str:
    """``text`` quoted in a message: cut to ``limit`` characters with "…"; a mis-decoded "©" after a law id is
    quoted as the "(c)" it stands for (the encoding check names the damage; fix9ad); a part already said missing,
    blanked out of the English before the later checks read it, quoted as "…" ("When … no result can be obtained",
    not a run of spaces; t9ax zh_laws096)."""
    text = re.sub(r"(?<=\d)©", "(c)", text)
    text = re.sub(r"(?<=\S) {3,}(?=\S)", " … ", text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _sentence_around(english: str, at: int, length: int) -> tuple[int, int]:
    """``(start, end)`` in the English text ``english`` of its sentences (:func:`structure.sentences`) that hold the
    ``length`` characters at ``at`` (a text read with parts blanked out: its sentence whole, the blanked part's place
    included); ``(at, at + length)`` where none does or ``at`` is -1 (not found)."""
    held = [s for s in sentences(english, "en") if at >= 0 and s.start < at + length and at < s.end]
    return (min(s.start for s in held), max(s.end for s in held)) if held else (at, at + length)


_REVIEWER_FUZZY = "a reviewer's translation, kept by rebuilds as fuzzy"
"""The origin the build names for a reviewer's translation it kept as fuzzy (build.REVIEWER_KEPT_FUZZY)."""


def _origin(comment: str) -> str:
    """The comment line naming a fuzzy entry's origin ("sentence pair S6 (older edition ...)")."""
    for line in comment.splitlines():
        if re.search(r"\b(?:1997|2007)\b|edition|sentence pair|版", line, re.IGNORECASE):
            return line.removeprefix("zh: ").strip()
    return ""


def _term_of(number, terms: list[tuple[int, int, str]]) -> str | None:
    """The glossary term a number qualifies: the nearest one before it (at most 60 characters away)."""
    before = [t for t in terms if t[1] <= number.start and number.start - t[1] <= 60]
    return before[-1][2] if before else None


def _number_bindings(src_nums, tgt_nums, source, target, lang, ui_lang, add, reported, replaced=None) -> bool:
    """A number (or a label) that goes with another label in the translation than in the English, whatever the
    order of the cases (:func:`meaning.differences`): "at least 60%" made "at most 60%" (Law 12C2(a)), a degree
    of fault changed, 60% given to the offending contestant (Law 12C2(c)).  One finding, the first difference
    (numbers first); when the translation's number goes with all that another number of the English goes with,
    the two are named as swapped; when a degree of fault is said as another of the English's
    (:func:`quantifiers.degree_for_degree`), its number following it, the degree replaced is the one finding
    (fix9bu).  Pairs in ``reported`` (labels already found swapped) are not compared again.
    ``replaced`` (a set, when given) receives the English labels the finding says another label stands for (so
    that their terms are not said missing again, fix9ab).  Returns True when it said something."""
    reported_labels = {l.label for l in meaning_labels(source, "en") + meaning_labels(target, lang)
                       if l.pair in reported}
    found = [d for d in meaning_differences(source, target, lang, src_nums, tgt_nums)
             if d.pair not in reported and d.anchor[1] not in reported_labels]
    if not found:
        return False
    first = next((d for d in found if d.anchor[0] == "num"), found[0])
    expected, got = _say(ui_lang, first.expected), _say(ui_lang, first.found)
    if replaced is not None:
        replaced.update(first.expected.split(" / "))
    swap = degree_for_degree(source, target, lang)
    if swap is not None and any(d.pair == "fault" and (d.expected, d.found) == (swap.expected, swap.found)
                                for d in found):
        # a degree said as another of the English's (12C2(a) "in no way at fault" as 仅部分有过错, tester 9ab Cz-5):
        # its number follows it, so the degree replaced is the one finding, not "60% goes with ..." (fix9bu)
        anchor = next(d.anchor for d in found if d.pair == "fault" and d.expected == swap.expected)
        said = _degree_words(target, lang, tgt_nums, anchor, swap.found)
        message = _say(ui_lang, _DEGREE_CHANGED, english=swap.words, found=said, degree=_say(ui_lang, swap.found))
        add("terminology", ERROR, message, said, "both")
        return True
    if first.anchor[0] == "num":
        src_bound = meaning_bindings(source, "en", src_nums)[0]
        tgt_bound = meaning_bindings(target, lang, tgt_nums)[0]
        number = next(n for n in src_nums if n.key == first.anchor[1])
        shown_tgt = next(n for n in tgt_nums if n.key == first.anchor[1])
        mine = tgt_bound.get(first.anchor, {})
        other = next((n for n in src_nums if n.key != number.key and mine
                      and src_bound.get(("num", n.key), {}) == mine), None)
        if other is None:  # two numbers each in the other's case, with all its labels, their bounds moved with
            # them (12C2(a) reversed with "at least 60%" and "at most 40%" swapped: fix9ay)
            cases = lambda bound, key: {p: v for p, v in bound.get(("num", key), {}).items()
                                        if p not in ("bound", "strict")}
            other = next((n for n in src_nums if n.key != number.key and cases(src_bound, n.key)
                          and cases(tgt_bound, number.key) == cases(src_bound, n.key)
                          and cases(tgt_bound, n.key) == cases(src_bound, number.key)), None)
        if other is not None:
            message = _say(ui_lang, _("{number} goes with '{expected}' in the English but with '{found}' in the "
                                      "translation: {number} and {other} swapped?"),
                           number=number.text, expected=expected, found=got, other=other.text)
        else:
            message = _say(ui_lang, _("{what} goes with '{expected}' in the English but with '{found}' in the "
                                      "translation"), what=number.text, expected=expected, found=got)
        add("number", ERROR, message, shown_tgt.text, "both")
    else:
        degrees = degree_replaced(source, target, lang, first.expected, first.found)
        if degrees is not None:  # the English's degree said nowhere, another in its place: replaced (fix9bo, H24)
            message = _say(ui_lang, _DEGREE_CHANGED, english=degrees[0], found=degrees[1], degree=got)
            add("terminology", ERROR, message, degrees[1], "both")
            return True
        message = _say(ui_lang, _("{what} goes with '{expected}' in the English but with '{found}' in the "
                                  "translation"), what=f"'{_say(ui_lang, first.anchor[1])}'", expected=expected,
                       found=got)
        add("terminology", ERROR, message, first.found, "both")
    return True


def _degree_words(target: str, lang: str, tgt_nums: list, anchor: tuple[str, str], degree: str) -> str:
    """The words of the ``zh``/``el`` ``target`` that say the degree of fault ``degree`` (a name of
    :data:`interface_terms.DEGREES`) in the clause of ``anchor`` (``("num", key)`` or ``("label", name)``, as
    :func:`meaning.differences` gives it), else its last place: the label with its fault word
    (:func:`interface_terms.degree_at`), as a reviewer finds it in the translation."""
    from helper.catalog.checks.interface_terms import degree_at
    from helper.catalog.checks.meaning import clauses

    said = [p for p in polar_labels(target, lang) if p.pair == "fault" and p.label == degree]
    if anchor[0] == "num":
        at = [n.start for n in tgt_nums if n.key == anchor[1]]
    else:
        at = [p.start for p in polar_labels(target, lang) if p.label == anchor[1]]
    spans = clauses(target, lang, tgt_nums)
    inside = [p for p in said for a, b in spans if a <= p.start < b and any(a <= x < b for x in at)]
    label = (inside or said)[-1]
    start, end = degree_at(target, lang, label.start, label.end)
    return target[start:end]


_LONE_LETTER = re.compile(r"(?<![\w)\]])\((?:[a-z]|i{1,3}|iv|vi{0,3}|ix|x)\)")
"""A subparagraph letter in brackets standing alone, (c) or (iv), not glued to a word or a bracket before it (the
"(c)" of 12C1(c) is the reference's)."""


def _number_order(src_nums, tgt_nums, source, target, lang, ui_lang, add) -> None:
    """Numbers present on both sides in another order: an error when a number qualifies another
    label or glossary term than in the English, else a warning; nothing when each number goes with labels of
    the same kinds in its clause as in the English (:mod:`meaning`: the cases given in another order, each whole;
    a difference there is said by :func:`_number_bindings`).

    What a number qualifies here: the nearest opposite label before it (:mod:`polarity`), else the nearest
    glossary term.  The numbers of a source note are read first, each after its word whatever the order
    (:func:`numbers.note_numbers_swapped`: "Source 000 line 13" as "Πηγή 13 γραμμή 000", tester t9be numbel10; fixze):
    one swapped is an error."""
    src_order = list(dict.fromkeys(n.key for n in src_nums))
    tgt_order = list(dict.fromkeys(n.key for n in tgt_nums))
    swapped = note_numbers_swapped(source, target, lang, src_nums, tgt_nums)
    if swapped is not None:
        # the numbers of a source note, each after its word, whatever their order: "Source 000 line 13" as "Πηγή 13
        # γραμμή 000", "1997 Law 86A from source 002" as 来源 1997 的002年版 (testers t9be numbel10, numbzh05; fixze)
        english, found, number, other = swapped
        message = _say(ui_lang, _("'{english}' in the English is '{found}' in the translation: {number} and {other} "
                                  "swapped?"), english=english, found=found, number=number, other=other)
        add("number", ERROR, message, found, "both")
        return
    if len(src_order) < 2 or src_order == tgt_order:
        return
    if items_reordered(source, target, src_nums, tgt_nums):
        return  # the items of a list given in another order, each with its numbers (fix9vd, tester t9ba rew142)
    src_bound = meaning_bindings(source, "en", src_nums)[0]
    tgt_bound = meaning_bindings(target, lang, tgt_nums)[0]
    # a number whose every label of the English the translation leaves out (12C2(a) "only partly at fault" dropped
    # before its 50%) goes with nothing there: the label dropped is the defect, said by its own check (a degree of
    # fault missing), not also a number out of place (fix9bj, tester 9x B2-2)
    said = {label.label for label in meaning_labels(target, lang)}
    dropped = {key for key in src_order if ("num", key) not in tgt_bound and src_bound.get(("num", key))
               and not said & set().union(*src_bound[("num", key)].values())}
    if all(set(src_bound.get(("num", key), {})) & set(tgt_bound.get(("num", key), {}))
           for key in src_order if key not in dropped):
        return  # every number goes with the same labels as in the English (else _number_bindings said so)
    src_terms, tgt_terms = _terms_at(source, "en"), _terms_at(target, lang)
    src_polar, tgt_polar = polar_labels(source, "en"), polar_labels(target, lang)
    first_src = {n.key: n for n in reversed(src_nums)}
    first_tgt = {n.key: n for n in reversed(tgt_nums)}

    def qualified(number, polar, terms):
        return label_before(polar, number.start) or _term_of(number, terms)

    changed = False  # a number qualifies something else than in the English, its partner unknown
    for key in src_order:
        expected = qualified(first_src[key], src_polar, src_terms)
        found = qualified(first_tgt[key], tgt_polar, tgt_terms)
        if expected and found and expected != found:
            # the number of the English that went with what this one goes with in the translation
            other = next((k for k in src_order if k != key
                          and qualified(first_src[k], src_polar, src_terms) == found), None)
            if other is None:  # no number of the English goes with what this one goes with: said plainly below
                changed = True
                break
            message = _say(ui_lang, _("{number} goes with '{expected}' in the English but with '{found}' in the "
                                      "translation: {number} and {other} swapped?"),
                           number=first_src[key].text, expected=_say(ui_lang, expected),
                           found=_say(ui_lang, found),
                           other=first_src[other].text)
            add("number", ERROR, message, first_tgt[key].text, "both")
            return
    message = _say(ui_lang, _("numbers in another order: {source} in the English, {target} in the translation; "
                              "check each still qualifies the same thing"),
                   source=", ".join(first_src[k].text for k in src_order),
                   target=", ".join(first_tgt[k].text for k in tgt_order))
    add("number", ERROR if changed else WARNING, message, " ".join(first_tgt[k].text for k in tgt_order), "both")


_MINUS_BEFORE = {
    "en": re.compile(r"(?:(?<![0-9A-Za-z)])[-\u2212\u2013]\s*|\bminus\s+)$", re.IGNORECASE),
    "el": re.compile(r"(?:(?<![0-9A-Za-z\u0370-\u03ff)])[-\u2212\u2013]\s*|(?<!\w)μείον\s+|(?<!\w)πλην\s+)$", re.IGNORECASE),
    # a dash after 条/款/项 joins a range of laws (第81条-91条), it is no sign
    "zh": re.compile(r"(?:(?<![0-9A-Za-z)）条條款项項])[-\u2212\u2013\uff0d]\s*|[负減减]\s*)$"),
}


def _sign(text: str, number, lang: str) -> str:
    """``-`` when ``number`` (a :class:`Num`) is negative as written (``-3``, ``minus 3``, ``μείον 3``, ``负3``),
    else ``+``."""
    return "-" if _MINUS_BEFORE[lang].search(text[max(0, number.start - 12):number.start]) else "+"


def _same_place(src: list, tgt: list, lost: str, gained: str) -> bool:
    """Whether the number ``lost`` of the English and ``gained`` of the translation (keys of :class:`numbers.Num`
    items of ``src`` and ``tgt``) stand at one place: between the same numbers both texts say in order (their
    longest common sequence of keys); True when the numbers both say are in another order.  A number gained before a number both say and one lost after it are no
    replacement of each other (tester 9ao z03: 12C2(c)'s 1997 Chinese, which lacks the English's 40%, with its first
    60％ made 50％ was said '40% in the English, 50％ in the translation', its 40% then no longer said missing)."""
    a = [n.key for n in sorted(src, key=lambda n: n.start)]
    b = [n.key for n in sorted(tgt, key=lambda n: n.start)]
    if len(a) * len(b) > 10_000:
        return True  # (a text of hundreds of numbers: no order compared, quadratic)
    # longest common subsequence of keys, then the number of common keys before each number on either side
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if a[i] == b[j] else max(table[i + 1][j], table[i][j + 1])
    if table[0][0] < sum((Counter(a) & Counter(b)).values()):
        return True  # the numbers both say in another order (12C2(a)'s cases from the innocent one first, fix9av): no
        # place to compare
    before_a, before_b, i, j, common = [0] * len(a), [0] * len(b), 0, 0, 0
    while i < len(a) or j < len(b):
        if i < len(a) and j < len(b) and a[i] == b[j]:
            common += 1
            i, j = i + 1, j + 1
        elif j >= len(b) or (i < len(a) and table[i + 1][j] >= table[i][j + 1]):
            before_a[i] = common
            i += 1
        else:
            before_b[j] = common
            j += 1
    places_a = {before_a[i] for i in range(len(a)) if a[i] == lost}
    places_b = {before_b[j] for j in range(len(b)) if b[j] == gained}
    return not places_a or not places_b or bool(places_a & places_b)


def _written(text: str, number, lang: str) -> str:
    """``number`` (a :class:`Num` of ``text``) as ``text`` writes it, its sign included: "-24", "μείον 3", "负3" (a
    message quotes a number as the reviewer finds it in the text, not "24" for -24: fix9fc)."""
    pattern = _MINUS_BEFORE.get(lang, _MINUS_BEFORE["en"])
    window = max(0, number.start - 12)
    sign = pattern.search(text[window:number.start])
    return text[window + sign.start():number.start] + number.text if sign else number.text


def _bound_partner(src_nums, tgt_nums, source: str, target: str, lang: str, lost: str, gained: str) -> str | None:
    """The key of the English number a number ``gained`` by the translation stands for by its bound, where the number
    ``lost`` it would otherwise replace has another bound: of 12C2(c)'s "exceeding 60% … less than 40%" a translation
    "已超过70％" (more than) replaced the 60%, not the 40% (fix9ic, tester t9as ZL46).  The one English number, said
    in the translation too, whose bound (:func:`meaning.bindings`) is the gained number's; else ``None``."""
    from helper.catalog.checks.meaning import bindings

    src, tgt = bindings(source, "en", src_nums)[0], bindings(target, lang, tgt_nums)[0]
    bound = tgt.get(("num", gained), {}).get("bound")
    if not bound or src.get(("num", lost), {}).get("bound") == bound:
        return None
    said = {n.key for n in tgt_nums}
    others = {n.key for n in src_nums if n.key != lost and n.key in said
              and src.get(("num", n.key), {}).get("bound") == bound}
    return others.pop() if len(others) == 1 else None


def _said_less(src_nums, tgt_nums, source: str, target: str, lang: str, new):
    """The occurrence of a number of the English (among ``src_nums``) the translation says fewer times than the
    English, sign included, when exactly one number is said less (``None`` otherwise): of two, the one nearest the
    place of the translation's new number ``new`` (both as a share of their text's length).  A percentage is a
    percentage's partner, a count another count's (fix9fc)."""
    signed = lambda text, n, language: (_sign(text, n, language), n.key)
    theirs = Counter(signed(target, n, lang if lang in _MINUS_BEFORE else "en") for n in tgt_nums)
    mine = Counter(signed(source, n, "en") for n in src_nums)
    short = [n for n in src_nums if theirs[signed(source, n, "en")] < mine[signed(source, n, "en")]
             and n.key.endswith("%") == new.key.endswith("%") and "/" not in n.key]
    if len({signed(source, n, "en") for n in short}) != 1:
        return None
    place = new.start / max(1, len(target))
    return min(short, key=lambda n: abs(n.start / max(1, len(source)) - place))


def _word_numbers(source: str, target: str, lang: str, src: tuple, tgt: tuple, lost: list, gained: list, all_gone,
                  ui_lang: str, add) -> Num | None:
    """Numbers written as words (:func:`numbers.word_numbers`: "two", δύο, 两副, δεύτερη) read where the other text
    has the number (fix9aa): a digit of the English said in words by the translation ("2 boards" as δύο διανομές) or
    back is taken out of ``lost`` / ``gained`` (the numbers' keys, edited in place); a number changed where either
    side is a word ("two boards" as τρεις διανομές or 3 διανομές, "2 boards" as 三副牌) is one "number differs".  A
    number word with no partner is a wording ("two" as "both"), no finding.  ``src``/``tgt``: each text's references
    and numbers (digits and counts), whose spans words are not looked for in; ``all_gone``: whether spans of the
    English are all in a sentence or clause the translation lost.  Returns the translation's number word said
    changed, if one was (its warning "two where the English names no two" is then not said too), else ``None``.
    A one of the English ("one", "single") with no partner left only because the translation has ones of its own (ένας,
    μία, 一个 are also the article) is the partner of the translation's one other count, if it has exactly one and
    the English says no count otherwise (both, twice): "one board" as "δύο διανομών" beside "ενός αγώνα" (fix9bu)."""
    spans = lambda refs, nums: [(r.start, r.end) for r in refs] + [(n.start, n.end) for n in nums]
    src_w = word_numbers(source, "en", spans(*src))
    tgt_w = read_words(src[1] + src_w, word_numbers(target, lang, spans(*tgt)))
    if not src_w and not tgt_w:
        return None
    # as many of a number on each side, digits, counts and words together ("two versions, each by one or more
    # tables" as 两个版本，各由两桌或多桌: the English's two is the translation's 两个, not its 两桌或多)
    mine, theirs = Counter(n.key for n in src[1] + src_w), Counter(n.key for n in tgt[1] + tgt_w)
    lost[:] = [k for k in lost if theirs[k] < mine[k]]
    gained[:] = [k for k in gained if mine[k] < theirs[k]]
    word_lost = list({n.key: n for n in src_w if theirs[n.key] < mine[n.key] and n.key not in lost
                      and not all_gone([(n.start, n.end)])}.values())
    # the count of a quantity the English says in no number ("δύο ή περισσοτέρων" for "multiple": the "two where the
    # English names no two" warning's) is not the partner of the English's number, nor the word said changed
    # (fix9bn: 86B3 "only one table" as "σε τρία τραπέζια" beside the official Greek's "δύο ή περισσοτέρων")
    counted = [] if quantity_numbers(source, "en") else quantity_numbers(target, lang)
    in_count = lambda n: any(q.start <= n.start < q.end for q in counted)
    word_gained = list({n.key: n for n in sorted(tgt_w, key=in_count, reverse=True)
                        if mine[n.key] < theirs[n.key] and n.key not in gained}.values())
    if not word_lost and not word_gained:
        return None
    # a fraction ("1/2") is no count a number word stands for: its partner is a number (fix9ch)
    english = [("key", k) for k in lost if "/" not in k] + [("word", n) for n in word_lost]
    translation = [("key", k) for k in gained if "/" not in k] + [("word", n) for n in word_gained]
    if len(english) == 1 and len(translation) > 1:
        translation = [(kind, n) for kind, n in translation if kind != "word" or not in_count(n)]
    if len(translation) == 1 and all(kind == "word" for kind, _n in english):
        # a count with no partner where the English leaves the quantity indefinite ("multiple boards" as "τρεις
        # διανομές", 三副牌) or says "a" (12C1(e) "a very serious error" as 两个极其严重的错误): that word or article
        # is its partner, one "number differs" (fix9kb, tester t9av v134, v320, v287)
        kind, word = translation[0]
        if kind == "key":
            word = next(n for n in tgt[1] if n.key == word)
        # (before a number word of the English the translation lacks: "fits several answers … type more of one" as
        # 符合三个答案 is "several" said three, not "one")
        said = None if kind == "word" and in_count(word) else (
            indefinite_made_count(source, target, lang, word) or (
                None if english else article_made_count(source, target, lang, word)
                or both_made_count(source, target, lang, word)))
        if said is not None:
            english = [("number", said)]
    ones = [n for n in src_w if n.key == "1"]
    counts = [(kind, n) for kind, n in translation if kind == "key" or not (in_count(n) or n.key == "1")]
    if (not english and ones and [kind for kind, _n in counts] == ["word"] and not EN_COUNT_WORDS.search(source)
            and theirs["1"] <= len(EN_ARTICLES.findall(source))):
        # a one of the English said as another count ("order one board redealt" as "δύο διανομών", "single" as διπλό)
        # while the translation's ones may all render the English's "a" / "an": Greek ένας / μία and Chinese 一个 are
        # also the article ("ενός αγώνα", "a match"), so they need not be the English's one; the count in its place is
        # the English's one changed, an error in Greek as in Chinese (fix9bu, tester 9ab Ce-5); a one of the
        # translation no "a" of the English accounts for is the English's one kept ("one board" as 一副牌)
        # (unless a quantifier changed says it: "one board" as 两副牌 is that one finding, fix9ae)
        word = counts[0][1]
        # (not a two counting what the English names in the plural with no number: 86B1 "between the same
        # contestants" as 同样两个参赛者 beside its "one side", tester t9bb rew289; fixwa)
        if word.key.isdigit() and not pair_named(source, target, lang, word) and not any(
                word.text in found for _e, found in changed_quantifiers(source, target, lang)):
            english, translation = [("word", ones[0])], [("word", word)]
    if not english and [kind for kind, _n in translation] == ["word"]:
        # a number the English says twice changed once into a word ("from -24 to 24" as "από ένα έως 24"): the
        # occurrence the translation says no more (:func:`_said_less`), unless the word is a one the English's
        # "a" / "an" may account for (fix9fc)
        word = translation[0][1]
        short = _said_less(src[1], tgt[1], source, target, lang, word)
        if short is not None and not all_gone([(short.start, short.end)]) and (
                word.key != "1" or theirs["1"] > mine["1"] + len(EN_ARTICLES.findall(source))):
            english = [("number", short)]
    if len(english) != 1 or len(translation) != 1:
        return None
    (kind_s, one), (kind_t, other) = english[0], translation[0]
    if (kind_s == "key" and kind_t == "word" and other.key == "1"
            and theirs["1"] <= mine["1"] + len(EN_ARTICLES.findall(source))):
        return None  # a one of the translation the English's "a" / "an" accounts for (一个结果 for "a result", ένα
        # αποτέλεσμα) is that article, no partner of a number the translation lacks ("a result: 4SN=, 3NTS-1 or
        # +420" as 一个结果：4SN= 或 3NTS-1: "or +420" dropped, the alternative's one finding; tester t9bk bk-alt22)
    if kind_s == "key":
        lost.remove(one)
    if kind_t == "key":
        gained.remove(other)
    if kind_s == "number" and (kind_t == "key" or one.key in ("many", "1") and one.text[:1].isalpha()):
        pass  # an indefinite quantity or an article of the English (fix9kb): as written already
    elif kind_s == "number":  # both as written, signs included ("-24", "μείον ένα")
        one, other = one._replace(text=_written(source, one, "en")), other._replace(text=_written(target, other, lang))
    shown_s = next(n.text for n in src[1] if n.key == one) if kind_s == "key" else one.text
    shown_t = next(n.text for n in tgt[1] if n.key == other) if kind_t == "key" else other.text
    message = _say(ui_lang, _("number differs: {source} in the English, {target} in the translation"),
                   source=shown_s, target=shown_t)
    add("number", ERROR, message, f"{shown_s} / {shown_t}", "both")
    return other if kind_t == "word" else None


def _quantifiers(source: str, target: str, lang: str, ui_lang: str, add, quantified: list[tuple[str, str]],
                 degrees: bool = True, replaced: set[str] = frozenset(), sides_said: str = "") -> None:
    """A quantifier, a relation of one score to another or a degree of fault of the English changed or dropped in
    its translation (:mod:`quantifiers`, fix9ae): Law 86B2(c) "both contestants" as 一方参赛者, 86B2(b) "the
    complement" as 相同的分数, 12C2(a) "only partly at fault" as 部分有过错.  Each is one error; ``quantified``: the
    quantifiers changed, ``(english_words, translation_words)`` as :func:`quantifiers.changed_quantifiers` gives them
    for ``source`` and ``target`` (check_pair computes them once for this and :func:`_interface_terms`);
    ``degrees``: false when a degree said as another was reported (:func:`_interface_terms`), which is then no
    degree dropped too; ``replaced``: the English labels a number binding said another label stands for
    (:func:`_number_bindings`), whose degree is then not said missing too (fix9ar); ``sides_said``: the English's general side ("both sides")
    reported said as a particular one (:func:`particular_for_general`), whose quantifier is then not said changed
    too (fix9ao)."""
    for english, found in quantified:
        if sides_said and english.casefold() == sides_said.casefold():
            continue
        # the question names what the English's words count (fix9bs: 12B1 "any advantage" as 部分利益 asked about
        # "other contestants or boards")
        made = neither_made(english, found, lang)
        if made:  # "both contestants" as "κανενός από τους δύο": a negation added, not other contestants (fix9cb)
            add("negation", ERROR, _say(ui_lang, _NEITHER_MADE[made], english=english, found=found), found, "both")
            continue
        message = _say(ui_lang, _QUANTIFIER_CHANGED[concerns(english)], english=english, found=found)
        add("terminology", ERROR, message, found, "both")
    for english, found in changed_relations(source, target, lang):
        message = _say(ui_lang, _("the English relates the score as '{english}', the translation as '{found}': "
                                  "another score awarded?"), english=english, found=found)
        add("terminology", ERROR, message, found, "both")
    said = {label.casefold() for label in replaced}
    instead = replaced_degrees(source, target, lang) if degrees else {}
    for english in dropped_degrees(source, target, lang) if degrees else []:
        if english.casefold() in said:
            continue  # "40% goes with 'directly at fault' … but with 'only partly at fault'": that one finding
        if english in instead:  # another degree in its place (完全有过错 for "only partly at fault"): named (fix9bo)
            found, degree = instead[english]
            message = _say(ui_lang, _DEGREE_CHANGED, english=english, found=found, degree=_say(ui_lang, degree))
            add("terminology", ERROR, message, found, "both")
            continue
        message = _say(ui_lang, _("the degree of fault '{english}' of the English is missing in the translation: "
                                  "another category of fault, another score?"), english=english)
        add("terminology", ERROR, message, english, "source")


_QUOTED_WORDS = re.compile(r"'([^']*)'|“([^”]*)”|«([^»]*)»|‘([^’]*)’")


def _bound_moved_said(found: str, target: str, lang: str, ui_lang: str, findings: list[Finding]) -> bool:
    """Whether the translation's word ``found`` (an opposite of the English's: 小于 for "greater") stands in a bound
    of ``target`` (:data:`meaning._BOUNDS`: 小于, "μικρότερο από") and a number finding already says a number goes
    with the other bound ("0 goes with 'at least / more than' in the English but with 'at most / less than'"): one
    reversal, that finding (fix9cg, tester 9ag M-zh-m-def-86)."""
    from helper.catalog.checks.meaning import _AT_LEAST, _AT_MOST, _BOUNDS
    least, most = _say(ui_lang, _AT_LEAST), _say(ui_lang, _AT_MOST)
    if lang not in _BOUNDS or not any(f.check == "number" and f.severity == ERROR and least in f.message
                                      and most in f.message for f in findings):
        return False
    folded = _fold_same_length(target) if lang == "el" else target
    word = _fold_same_length(found) if lang == "el" else found
    return any(word in m.group() or m.group() in word for m in _BOUNDS[lang].finditer(folded))


def _certainty(source: str, target: str, lang: str, ui_lang: str, add, findings: list[Finding], fuzzy: bool,
               fact: bool) -> None:
    """A possibility of the English said as a certainty (:func:`modality.certainty_for_possibility`; fix9kd, tester
    t9av v159: 86A "could be known" as "είναι σίγουρα γνωστό"): one error, unless a finding above names its words."""
    from helper.catalog.checks.modality import certainty_for_possibility

    made = certainty_for_possibility(source, target, lang, fact) if not fuzzy else None
    # (an interface string's "may be" said as a fact or a duty is :func:`interface_modality`'s one finding)
    if made is None or any(made[1] and (_names(f, made[1]) or f.fragment and made[1] in f.fragment)
                           or _names(f, made[0]) for f in findings):
        return
    if not made[1]:  # the possibility left out: the interface's message (fix9ac)
        if findings:
            return  # (a possibility lost with a clause, an alternative, a word changed: that finding's)
        message = _say(ui_lang, _("the English says what may be ('{text}'), the translation states it as a fact: a "
                                  "possibility made certain?"), text=made[0])
        add("terminology", ERROR, message, made[0], "source")
        return
    message = _say(ui_lang, _("the English says it is only possible ('{english}'), the translation that it is "
                              "certain ('{found}'): a possibility made a certainty?"), english=made[0], found=made[1])
    add("terminology", ERROR, message, made[1], "both")


def _time_limit(source: str, target: str, lang: str, ui_lang: str, add, findings: list[Finding], fuzzy: bool) -> None:
    """A time limit of the English widened or dropped in the translation (:func:`conditions.time_limit_widened`;
    fix9kd, tester t9av v011, v224): one error, unless a finding above names its words; a limit dropped is not said
    where a finding above already says a part of the text missing (its clause, its law reference).  A "before" the
    English does not say (:func:`opposites.before_added`: "when" made "before", tester t9be be-condzh03) is one error
    too."""
    from helper.catalog.checks.conditions import time_limit_widened
    from helper.catalog.checks.opposites import before_limit_changed

    changed = (time_limit_widened(source, target, lang) or before_limit_changed(source, target, lang)) \
        if not fuzzy else None
    if changed is None:
        # a "before" the English does not say ("when" made "before": 以 IMP 或 VP 计分前, tester t9be be-condzh03, 04,
        # 08, 11): the rule applies at another time
        from helper.catalog.checks.opposites import before_added

        added = before_added(source, target, lang) if not fuzzy else None
        if added is not None and not any(_names(f, added[1]) or f.fragment and added[1] in f.fragment
                                          for f in findings):
            message = _say(ui_lang, _("the English says '{english}', the translation '{found}' (before): the rule "
                                      "applies at another time?"), english=added[0], found=added[1])
            add("terminology", ERROR, message, added[1], "both")
        return
    english, found = changed
    if found:
        if any(_names(f, found) or f.fragment and (found in f.fragment or f.fragment in found) for f in findings):
            return
        message = _say(ui_lang, _("the English says '{english}', the translation '{found}': a limit loosened or "
                                  "reversed, the rule widened?"), english=english, found=found)
        add("terminology", ERROR, message, found, "both")
    elif not any(f.check in ("sentences", "law-reference") or _names(f, english, whole=True) for f in findings):
        message = _say(ui_lang, _("the English's time limit '{english}' is missing in the translation: the rule "
                                  "applies at any time?"), english=english)
        add("terminology", ERROR, message, english, "source")


def _member_before_or(source: str, finding: Finding, ui_lang: str) -> bool:
    """Whether ``finding`` says an alternative of the English ``source`` missing that is the member right before an
    "or" ("zh" of "zh or el", "csv" of "csv or json": :func:`alternatives.dropped_member_spelled`; fjaw)."""
    if finding.check != "sentences" or finding.side != "source" or not finding.fragment:
        return False
    if finding.message != _say(ui_lang, _ALTERNATIVE_MISSING, text=_short(finding.fragment)):
        return False
    return re.search(rf"(?<![\w-]){re.escape(finding.fragment)}\s*,?\s*or\b", source, re.IGNORECASE) is not None


def _names(finding: Finding, word: str, whole: bool = False) -> bool:
    """Whether ``finding`` names ``word``: its fragment or a text its message quotes ('…', “…”, «…»), a few words
    (at most 40 characters: the words a finding is about, not a sentence it quotes), holds it as a word (fix9bs: "or"
    is no word of "a comparison or a bound reversed?", nor of "before"; και of a Greek parenthetical said to be one
    language's is not the και said for an "or").  ``whole``: anywhere in its message or fragment, as a word (an
    English word a finding quotes in a clause of the English: 86B3's condition lost names its "or")."""
    pattern = re.compile(r"(?<!\w)" + re.escape(word.casefold()) + r"(?!\w)") if word[-1:].isalnum() and not \
        _is_cjk(word[0]) else re.compile(re.escape(word.casefold()))
    quoted = [next(g for g in m.groups() if g is not None) for m in _QUOTED_WORDS.finditer(finding.message)]
    if whole:
        return bool(pattern.search((finding.message + " " + finding.fragment).casefold()))
    return any(pattern.search(text.casefold()) for text in [finding.fragment, *quoted] if len(text) <= 40)


def _choices(source: str, target: str, lang: str, ui_lang: str, add) -> None:
    """A choice or a pair of the English changed (:mod:`choices`, fix9bs): "not both" left out of the translation or
    said as "both" ("Give --top or --results, not both." as 请给出 --top 或 --results。 / 也可以同时给出, "και τα
    δύο"), one negation error naming what the translation says instead; two keys or placeholders joined by "and" said
    joined by "or" ("--ns-outcome and --ew-outcome" as "--ns-outcome 或 --ew-outcome"), one terminology error naming
    both texts' words.  ``source``, ``target``: the texts compared; ``add``: check_pair's."""
    not_both = not_both_changed(source, target, lang)
    for english, found in not_both:
        if found:
            message = _say(ui_lang, _("the English says '{english}', the translation '{found}': both allowed or asked "
                                      "where the English allows only one?"), english=english, found=found)
            add("negation", ERROR, message, found)
        else:
            message = _say(ui_lang, _("'{english}' of the English is missing in the translation: both now allowed?"),
                           english=english)
            add("negation", ERROR, message, english, "source")
    for english, found in and_made_or(source, target, lang):
        message = _say(ui_lang, _OPPOSITE_MESSAGES["and made or"], english=english, found=found)
        add("terminology", ERROR, message, found, "both")
    # "Ctrl+X or F10" as "Ctrl+X 和 F10" (fix9vd); not where "not both" is said changed: "Give --top or --results, not
    # both." as "Δώστε --top και --results." is that finding's (fix9cb)
    for english, found in or_made_and(source, target, lang) if not not_both else []:
        message = _say(ui_lang, _OPPOSITE_MESSAGES["or / and"], english=english, found=found)
        add("terminology", ERROR, message, found, "both")


def _only_of_missing_condition(source: str, english: str, gone: list[tuple[int, int]]) -> bool:
    """Whether each "only" of the English sentence ``english`` (in ``source``) opens an "only if" / "only when" whose
    condition is among the parts said to have no translation (``gone``: spans of ``source``): the condition's one
    finding says it (fixwc, tester t9bb con129)."""
    at = source.find(english)
    if at < 0:
        return False
    # (the condition's words may be blanked in ``source``: the "only" then stands before the span said missing)
    onlies = [at + m.end() for m in re.finditer(r"\bonly\b\s?", english, re.IGNORECASE)]
    return bool(onlies) and all(any(a <= after < b for a, b in gone) for after in onlies)


def _alternatives_dropped(ui_lang: str, count: int, text: str, found: int) -> str:
    """The message of an alternative dropped: the English's ``text`` names ``count`` alternatives, the translation
    ``found`` (:func:`alternatives.dropped_alternatives`, :func:`alternatives.dropped_either_or`,
    :func:`alternatives.dropped_last_alternative`, :func:`restrictions.dropped_bracketed_alternatives`)."""
    return _say(ui_lang, _("the English names {count} alternatives in '{text}', the translation {found}: an "
                           "alternative dropped?"), count=count, text=text, found=found)


def _reversed_meaning(ui_lang: str, english: str, found: str) -> str:
    """The message of a word said by its opposite (:func:`opposites.opposite_words`, a degree of blame reversed by its
    restatement, an answer label reversed: :func:`choices.answer_reversed`, "Yes: …" as "Όχι: …", t9az z496)."""
    return _say(ui_lang, _("the English says '{english}', the translation its opposite '{found}': the meaning "
                           "reversed?"), english=english, found=found)


_CANNOT_EN = re.compile(r"\b(?:cannot|can\s+not|can't|could\s+not|couldn't)\b", re.IGNORECASE)
"""The English's "cannot" (a "can" negated): said as "may" with no negation, its negation dropped is the one finding,
no statement made a "may" besides (tester t9bj bj-neg25)."""

_NOT_BOTH_SAID = re.compile(r"\b(?:not|never)\s+both\b", re.IGNORECASE)
"""The English's "not both" a negation finding names (:func:`_choices`): the "or" of its choice said as "and" is that
finding's (fix9cb)."""

_OPPOSITE_MESSAGES = {
    "or / and": _("the English says '{english}', the translation '{found}' ('and'): alternatives made all required, "
                  "the rule narrowed?"),
    # (fix9vd, tester t9ba alt10: 12C3's "the rectifications … and the provisions" as "ή τις διατάξεις"; the keys or
    # placeholders of :func:`_choices` too)
    "and made or": _("the English says '{english}', the translation '{found}': 'and' made 'or', only one of the two "
                     "asked?"),
    "without / with": _("the English says '{english}', the translation '{found}' ('with'): what the English excludes "
                        "now included?"),
    # (fix9ib, tester t9as: 86B1's two conditions joined by 或)
    "and / or": _("the English joins two conditions by '{english}', the translation by '{found}' ('or'): both "
                  "required made either one, the rule widened?"),
    "score computation": _("the English computes by '{english}', the translation by '{found}': another score "
                           "computed?"),
    "IMPs / matchpoints": _("the English says '{english}', the translation '{found}': another scoring unit, another "
                            "score?"),
    # (fix9gb, tester 9am: 86A's redeal as a cancel, 12C2(a)'s responsibility as damage)
    "redeal / cancel": _("the English says '{english}', the translation '{found}': another act or criterion, another "
                         "ruling?"),
    "responsibility / damage": _("the English says '{english}', the translation '{found}': another act or criterion, "
                                 "another ruling?"),
    # (fix9hd, tester 9ao: 12C2(a)'s "in pairs" as "στις ομάδες", 12C1(b)'s probable outcome as the best one)
    "pairs / teams": _("the English says '{english}', the translation '{found}': the rule or number given for another "
                       "form of contest?"),
    "probable / best": _("the English says '{english}', the translation '{found}': the likely outcome made the best or "
                         "worst one, another score?"),
    # (fix9ia, tester t9as EL41, ZL24, EL59: 12C1(c)'s "in a legal manner" as "με οποιαδήποτε μέσα", 以任何方式,
    # 12C1(b)'s "as nearly as possible" as "πιο ελεύθερα"): a limit loosened, no opposite said
    "legal / any means": _("the English says '{english}', the translation '{found}': a limit loosened or reversed, the "
                           "rule widened?"),
    # (fix9kd, tester t9av v026: 12A2's "normal play" as "οποιοδήποτε παίξιμο")
    "qualified / any": _("the English says '{english}', the translation '{found}': a limit loosened or reversed, the "
                         "rule widened?"),
    "closely / freely": _("the English says '{english}', the translation '{found}': a limit loosened or reversed, the "
                          "rule widened?"),
}
"""The words of a pair of :data:`opposites.OPPOSITES` said by the other side's, for the pairs whose other side is
no opposite but another relation (fix9bs): "or" as "and", "without" as "with"; the other pairs' message says the
meaning reversed."""
_OPPOSITE_MESSAGES["percentage / matchpoints"] = _OPPOSITE_MESSAGES["IMPs / matchpoints"]  # (fix9vd, t9ba sco54)
_OPPOSITE_MESSAGES["percentage / IMPs"] = _OPPOSITE_MESSAGES["IMPs / matchpoints"]  # (fixze, tester t9be scorzh11)

_QUANTIFIER_CHANGED = {
    "who": _("the English says '{english}', the translation '{found}': does the rule now concern other contestants?"),
    "board": _("the English says '{english}', the translation '{found}': does the rule now concern other boards?"),
    "score": _("the English says '{english}', the translation '{found}': another number of scores or results?"),
    "advantage": _("the English says '{english}', the translation '{found}': only part of the advantage taken away, "
                   "or another one?"),
    "": _("the English says '{english}', the translation '{found}': does the rule now concern others than the "
          "English names?"),
}
"""A quantifier of the English changed in the translation (:func:`_quantifiers`), by what its words count
(:func:`quantifiers.concerns`): contestants, boards, scores or results, an advantage, or the nouns just named."""

_NEITHER_MADE = {
    "added": _("the English says '{english}', the translation '{found}' (none of them): a negation added, "
               "'{english}' made 'neither'?"),
    "dropped": _("the English says '{english}' (none of them), the translation '{found}': the negation dropped, "
                 "'neither' made '{found}'?"),
}
"""A quantifier of the English made a "neither" in the translation, or a "neither" of the English made another
quantifier (:func:`quantifiers.neither_made`, fix9cb): a negation added or dropped with the quantifier."""

_DEGREE_CHANGED = _("the English says '{english}', the translation '{found}' ({degree}): another degree of fault, "
                    "another score?")
"""A degree of fault of the English said as another in the translation, the words of each named and the
translation's degree (fix9am); also where the English's degree is otherwise said missing or bound to another label
(fix9bo: "X replaced by Y", not "X missing").  Defined here, after :func:`_quantifiers`' own messages, where the
extraction first met it: ``catalog build`` keeps the catalogues' order."""


_NEGATING_DEGREE = re.compile(r"毫无|无|没有|不|καθόλου|κανέν|καμία|καμιά|δεν|μη", re.IGNORECASE)


def _english_has_condition(source: str, source_neg: str, sentence: str) -> bool:
    """Whether the English sentence ``sentence`` (as :func:`negation._sentence_pairs` gives it from ``source_neg``,
    the English read for negations) holds a condition word ("unless", "if", "when", "otherwise") in the English as
    written (``source``; the same length)."""
    from helper.catalog.checks.interface_modality import _CONDITION_EN

    at = source_neg.find(sentence)
    written = source[at:at + len(sentence)] if at >= 0 and len(source) == len(source_neg) else sentence
    return bool(_CONDITION_EN.search(written))


def _fallback_negated(english: str, target: str, lang: str) -> bool:
    """Whether the English ``english`` (a sentence the translation ``target`` is said to negate) has a fallback
    ("else", "otherwise": :data:`conditions._ELSE_EN`) the translation says as a negated condition (若未…则, 无法…时,
    "αν δεν", "όταν δεν"), no more of them than the English's fallbacks (fixza)."""
    from helper.catalog.checks.conditions import _ELSE_EN, _ELSE_NEGATED

    negated = _ELSE_NEGATED.get(lang)
    if negated is None:
        return False
    mine = len(_ELSE_EN.findall(english))
    return 0 < len(re.findall(negated, target, re.IGNORECASE)) <= mine


def _degree_negated(source: str, target: str, lang: str, english: str) -> bool:
    """Whether the English ``english`` (a sentence of the interface string ``source`` the translation ``target`` is
    said to negate) holds a degree of fault the translation says as another one with a negation word ("directly at
    fault" as 毫无过错 / καθόλου υπαίτιος, "in no way": :func:`interface_terms.changed_degrees`): that finding's
    word, no negation added (fixza)."""
    from helper.catalog.checks.interface_terms import changed_degrees

    return any(said in english and _NEGATING_DEGREE.search(found)
               for said, found, _degree in changed_degrees(source, target, lang))


def _interface_terms(source: str, target: str, lang: str, ui_lang: str, add, quantified: list[tuple[str, str]],
                     degrees: bool = True) -> bool:
    """A degree of fault or a count of an interface string said as another in its translation (:mod:`interface_terms`,
    fix9am, tester 9o): the dialogue choice "Partly at fault" as ``Έσφαλε σαφώς`` (directly: average minus for
    average, Law 12C2(a)), the option ``partly`` glossed ``直接过错``, "no entry is translated" as ``μία
    καταχώριση``.  Each is one error; two options glossed with each other's degree are one.  ``quantified``: the
    laws' quantifiers changed (:func:`quantifiers.changed_quantifiers` of ``source`` and ``target``, which
    :func:`_quantifiers` reports): a count among them is not reported again.  ``degrees``: false
    when the degrees were said otherwise (a label bound to another degree, :func:`_number_bindings`).  Returns
    whether a degree said as another was reported."""
    from helper.catalog.checks.interface_terms import OPTIONS, changed_counts, changed_degrees, misglossed_options

    changed = changed_degrees(source, target, lang) if degrees else []
    for english, found, degree in changed:
        message = _say(ui_lang, _DEGREE_CHANGED, english=english, found=found, degree=_say(ui_lang, degree))
        add("terminology", ERROR, message, found, "both")
    wrong = misglossed_options(source, target, lang)
    options = {option: degree for option, _gloss, degree in wrong}
    if len(wrong) == 2 and OPTIONS[wrong[0][0]] == options[wrong[1][0]] and OPTIONS[wrong[1][0]] == options[wrong[0][0]]:
        message = _say(ui_lang, _("the options '{first}' and '{second}' are glossed with each other's degree of fault "
                                  "in the translation: a Director who goes by the gloss enters the other one?"),
                       first=wrong[0][0], second=wrong[1][0])
        add("terminology", ERROR, message, f"{wrong[0][1]} / {wrong[1][1]}")
    else:
        for option, gloss, degree in wrong:
            message = _say(ui_lang, _("the option '{option}' is glossed '{gloss}' ({degree}) in the translation: a "
                                      "Director who goes by the gloss enters another degree of fault?"),
                           option=option, gloss=gloss, degree=_say(ui_lang, degree))
            add("terminology", ERROR, message, gloss)
    # a count the laws' quantifiers report too ("no two bridge scores" as 一个桥牌得分, "all boards" as μία τις
    # διανομές) is theirs: one defect, one finding (merge of fix9ag and fix9am)
    theirs = [found for _english, found in quantified]
    for english, found in changed_counts(source, target, lang):
        if any(found in other or other in found for other in theirs):
            continue
        message = _say(ui_lang, _("the English says '{english}', the translation '{found}': the message now speaks of "
                                  "another number of them?"), english=english, found=found)
        add("terminology", ERROR, message, found, "both")
    return bool(changed)


def _number_signs(src_nums, tgt_nums, source, target, lang, ui_lang, add) -> None:
    """The same numbers in the same order but with their signs in another order ("plus 3 IMPs or minus
    3 IMPs" as "minus 3 IMPs or plus 3 IMPs", Law 12C2(b)): an error, as swapped percentages are."""
    if [n.key for n in src_nums] != [n.key for n in tgt_nums]:
        return
    src = [_sign(source, n, "en") for n in src_nums]
    tgt = [_sign(target, n, lang if lang in _MINUS_BEFORE else "en") for n in tgt_nums]
    if src == tgt or "-" not in src + tgt:
        return
    if tgt.count("-") < src.count("-"):
        # fewer minus signs than the English, none moved to another number: a minus dropped ("+3 IMPs or -3 IMPs" as
        # +3 IMP和3 IMP), said so, not "plus and minus swapped" (fix9gb)
        dropped = [(s, t) for s, t, a, b in zip(src_nums, tgt_nums, src, tgt) if a == "-" and b != "-"]
        if dropped and all(b != "-" or a == "-" for a, b in zip(src, tgt)):
            english, found = dropped[0]
            message = _say(ui_lang, _("the English says {english}, the translation {found} without its minus sign: a "
                                      "negative score made positive?"), english=_written(source, english, "en"),
                           found=found.text)
            add("number", ERROR, message, found.text, "both")
            return
    shown = lambda signs, nums: ", ".join(("-" if sign == "-" else "+") + n.key for sign, n in zip(signs, nums))
    message = _say(ui_lang, _("signs of the numbers differ: {source} in the English, {target} in the translation: "
                              "plus and minus swapped?"), source=shown(src, src_nums), target=shown(tgt, tgt_nums))
    add("number", ERROR, message, " ".join(n.text for n in tgt_nums), "both")


_BOTH_SIGNS = re.compile(r"(?:±|\+/-|正负|正或负|συν\s+ή\s+μείον|συν/μείον)\s*$")


def _minus_dropped(src_nums, tgt_nums, source, target, lang, ui_lang, add) -> None:
    """A negative number of the English the translation says only without its minus sign, where it says the numbers
    another number of times ("+3 IMPs or -3 IMPs respectively" as 均为3 IMP / "3 IMPs", Law 12C2(b); fix9fg, tester 9am
    #372): the average minus made a plus score, an error naming the English's number as written.  The same numbers
    as often, their signs in another order, are :func:`_number_signs`'."""
    if [n.key for n in src_nums] == [n.key for n in tgt_nums]:
        return
    tgt_lang = lang if lang in _MINUS_BEFORE else "en"
    theirs = Counter(n.key for n in tgt_nums if _sign(target, n, tgt_lang) == "-"
                     or _BOTH_SIGNS.search(target[max(0, n.start - 6):n.start]))  # ±3, 正负3: both signs
    mine = Counter(n.key for n in src_nums if _sign(source, n, "en") == "-")
    for number in src_nums:
        if _sign(source, number, "en") == "-" and theirs[number.key] < mine[number.key]:
            english = _written(source, number, "en")
            found = next((n.text for n in tgt_nums if n.key == number.key), number.key)
            message = _say(ui_lang, _("the English says {english}, the translation {found} without its minus sign: a "
                                      "negative score made positive?"), english=english, found=found)
            add("number", ERROR, message, found, "both")
            return


def _list_item(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a whole item of a list of ``text`` parted by commas (``,``, ``，``, ``、``):
    "matchpoints" of "Pairs, matchpoints" (fjag)."""
    before = re.search(r"(?:^|[,，、])\s*\Z", text[:start])
    after = re.match(r"\s*(?:[,，、]|\Z)", text[end:])
    return bool(before and after) and bool(re.search(r"[,，、]", text))


def _whole_key_name(word: str) -> bool:
    """Whether ``word`` is one key name of two or more letters (:func:`keys.key_names`: PgUp, Enter, Esc, Tab, F1):
    in an interface string it is a key, which the keys check compares with the English's (``("PgDn", "PgUp")``), not
    English left untranslated (fix9qa, tester t9ay EM-126 / ZM-121: "PgDn" as "PgUp" was also said a Latin word)."""
    names = key_names(word)
    return len(word) > 1 and len(names) == 1 and names[0][1:] == (0, len(word))


def _structure(source: str, target: str, target_cmp: str, lang: str, domain: str, ui_lang: str, add,
               sides_swapped: bool, aligned, damaged: Iterable[tuple[int, int]] = (),
               translated: list[Sentence] | None = None, mojibake: list[tuple[int, int]] | None = None,
               said_labels: set[str] | frozenset[str] = frozenset()) -> None:
    """Sentences, untranslated English runs, placeholders by position and line breaks.

    ``target_cmp`` is the translation with national notes and damaged words
    blanked: sentences and English runs are looked for there; ``sides_swapped``: the offending and
    non-offending sides are swapped (one finding already): sentences as many as in the English are not
    said to be unaligned because of it; ``aligned``: :func:`structure.alignment` of ``source``'s and ``target_cmp``'s
    sentences (with substitutions), as check_pair computed it; ``damaged``: the spans of ``target`` damaged by a
    wrong encoding or a lost character, blanked for the untranslated-run check (their "X" filling is no Latin
    word); ``translated``: the translation's sentences as ``aligned`` read them (English left inside one joined to
    it, :func:`structure.english_joined`), else :func:`structure.sentences` of ``target_cmp``; ``mojibake``: the
    words of ``target`` damaged by a wrong encoding (:func:`single.damaged_word_spans`, as check_pair found them;
    None: found here); ``said_labels``: the side labels (NS, EW; NOS, OS) whose swap a terminology finding said."""
    latin = _spans_without(target_cmp, list(damaged)) if damaged else target_cmp
    runs, words = _english_left(source, latin, domain, lang)
    left = [(a, b) for a, b in runs] + [(a, b) for a, b, in_english in words if in_english]
    src_sentences = sentences(source, "en")
    tgt_sentences = sentences(target_cmp, lang) if translated is None else translated
    # aligned even when the counts agree: a dropped sentence hidden by an added one is still named
    lost, extra = aligned.lost, aligned.extra
    if (lost or extra) and len(src_sentences) == len(tgt_sentences) and len(lost) == len(extra) and all(
            any(s.start <= a < s.end for a, _b in left) for s in extra):
        # the same number of sentences, each unmatched one holding English left untranslated: the
        # English words made it unlike its partner; that is the one finding (below), not a sentence
        lost, extra = [], []
    if sides_swapped and len(src_sentences) == len(tgt_sentences):
        lost, extra = [], []  # 违规方 made 非违规方 is the sentences' only difference: the one finding says it
    if _question_mark_lost(src_sentences, target_cmp, lang, lost, extra, aligned):
        # a question joined to its neighbour (or ended with a full stop, fix9w): its question mark lost, said by
        # _lost_end_marks (fix9r)
        lost, extra = [], []
    if lost and len(lost) == len(extra) and len(src_sentences) == len(tgt_sentences):
        # as many sentences on each side, one of each unpaired: "3 in the English, 3 in the translation" then one
        # untranslated reads as a contradiction; one finding says which two do not pair (fix9cg, tester 9ag
        # X-zh-m-ok-27), on the English sentence (its fragment) with the translation's quoted
        for sentence, other in zip(lost, extra):
            carried = _carried(sentence.text, domain == "messages")
            if carried:
                message = _say(ui_lang, _("{count} sentences in each text, but one does not pair: the English '{text}' "
                                          "(it carries {carried}) seems to have no translation, and the "
                                          "translation's '{other}' is not in the English: a sentence replaced?"),
                               count=len(src_sentences), text=_short(sentence.text), carried=carried,
                               other=_short(other.text))
            else:
                message = _say(ui_lang, _("{count} sentences in each text, but one does not pair: the English '{text}' "
                                          "seems to have no translation, and the translation's '{other}' is not in "
                                          "the English: a sentence replaced?"),
                               count=len(src_sentences), text=_short(sentence.text), other=_short(other.text))
            add("sentences", ERROR, message, sentence.text, "source")
        lost, extra = [], []
    if lost and lang in ("zh", "el") and len(src_sentences) == len(tgt_sentences) + 1:
        # an English sentence said after a semicolon that ends the part of the one before it, whose clause after its own
        # semicolon is dropped: that clause is the one finding (:func:`_dropped_clauses`), the sentence is there
        # ("helper: internal error ({kind}: {detail}); nothing was changed. Please report it." as helper：内部错误
        # （{kind}：{detail}）；请报告此问题。; tester t9bu bu-sen04, fizr)
        parts = _joined_parts(src_sentences, tgt_sentences, lang)
        split = next((k for k, (a, b) in enumerate(zip(parts, tgt_sentences)) if a != b), None)
        if split is not None and any(src_sentences[split].start <= a < src_sentences[split].end
                                     for a, _b in _dropped_clauses(source, target_cmp, lang, domain)):
            lost = [s for s in lost if s is not src_sentences[split + 1]]
    if lost or extra:
        for sentence in lost:
            carried = _carried(sentence.text, domain == "messages")
            if carried:  # what the reviewer must find again: the sentence's numbers, references and terms
                message = _say(ui_lang, _("{source} in the English, {target} in the translation; this English "
                                          "sentence seems to have no translation: '{text}'; it carries {carried}"),
                               source=len(src_sentences), target=len(tgt_sentences), text=_short(sentence.text),
                               carried=carried)
            else:
                message = _say(ui_lang, _("{source} in the English, {target} in the translation; this "
                                          "English sentence seems to have no translation: '{text}'"),
                               source=len(src_sentences), target=len(tgt_sentences), text=_short(sentence.text))
            add("sentences", ERROR, message, sentence.text, "source")
        for sentence in extra:
            message = _say(ui_lang, _("{source} in the English, {target} in the translation; this "
                                      "sentence of the translation is not in the English: '{text}'"),
                           source=len(src_sentences), target=len(tgt_sentences), text=_short(sentence.text))
            add("sentences", ERROR, message, sentence.text)
    # a clause appended after the last bracket of a sentence whose English ends there (86B2(c)'s "[see Law 12C2]." as
    # "[参见第12条C款2项]，并对双方各处以程序性罚分。": fix9mc, tester t9aw zh_laws117), each sentence paired
    # (and an interface sentence's: "No result can be obtained (cards mixed, board not played)" as "无法得出结果（牌张混乱、
    # 这副牌未打），该副牌作废", tester t9bg bg-sen14, fixzm)
    if not aligned.lost and not aligned.extra and lang in ("zh", "el"):
        # (not the English parenthetical's own last item said after a bracket closed too early, "（其程序性罚分，第90条A款），
        # 为之后回答" for "(its procedural penalty, Law 90A, answered later)": the brackets check's one finding,
        # closing_moved_out; tester t9bh bh-brk06, fixzn)
        moved_out = closing_moved_out(source, target, lang)
        for sentence, clause in clause_added_at_end(aligned, lang):
            if moved_out and (moved_out in clause or clause in moved_out):
                continue
            message = _say(ui_lang, _("the translation goes on after the bracket where the English sentence ends: "
                                      "'{text}' is not in the English: a clause added?"), text=_short(clause))
            add("sentences", ERROR, message, clause)
    # and an interface sentence's last "and" clause dropped or added ("Ruling {id} is recorded and stays in the
    # record." as "第 {id} 号裁决已记录。", "The board is cancelled." as "该副牌取消，并重新发牌。": tester t9bf sen04,
    # sen10; fixzh)
    if not aligned.lost and not aligned.extra and lang in ("zh", "el") and domain == "messages":
        from helper.catalog.checks.structure import clauses_joined_changed

        dropped, added = clauses_joined_changed(aligned, lang)
        # (and a last relative clause dropped, "…, which completes it." as "…记录为第 {new} 号裁决。": tester t9bh bh-sen11,
        # bh-sen23, fixzo)
        from helper.catalog.checks.structure import relative_dropped

        dropped += [clause for clause in relative_dropped(aligned, lang, negation_count) if clause not in dropped]
        for clause in dropped:
            add("sentences", ERROR, _say(ui_lang, _("the clause '{text}' of the English is missing in the translation"),
                                         text=_short(clause)), clause, "source")
        for clause in added:
            # (said as the older rule says a clause added at a sentence's end: one defect, one wording; fix9ve)
            add("sentences", ERROR, _say(ui_lang, _("the translation adds '{text}' at the end of a sentence, which the "
                                                    "English does not say: a clause added, a rule of its own?"),
                                         text=_short(clause)), clause)
    # an English sentence translated by its bracket alone ("The full top is computed from it (Enter to skip: …)" as
    # "(Enter για παράλειψη: …)": tester t9bg bg-sen11, fixzm): the words before the bracket have no translation
    if not aligned.lost and not aligned.extra and lang in ("zh", "el"):
        from helper.catalog.checks.structure import bracket_only

        for text in bracket_only(aligned):
            add("sentences", ERROR, _say(ui_lang, _("this part of the English seems to have no translation: '{text}'"),
                                         text=_short(text)), text, "source")
    whole = whole_entry_left(source, target, lang) if domain == "messages" else None
    if whole is not None and (not left or any(
            not any(a <= start and end <= b for a, b in left) and _list_item(target, start, end)
            for start, end in whole_entry_words(source, target, lang))):
        # "print JSON" as "print JSON": the whole entry is the one finding (tester t9be untrel12), where no run of its
        # words is ("Law text" as itself names "Law" already), or where the runs leave some of its ordinary words
        # as an item of a list ("Pairs, matchpoints" left whole: not "Pairs" and the term for matchpoint missing;
        # tester t9bx bx-unt06, bx-unt16, fjag)
        left, words = [whole], []
    # English runs and words with nothing Chinese or Greek between them are one stretch of English (a sentence
    # left whole, cut at its parentheses or citations): one finding (fix9j)
    for start, end in _merge_latin(target, left):
        single = any((start, end) == (a, b) for a, b, in_english in words if in_english)
        message = _say(ui_lang, _("English left untranslated in the translation: '{text}'"),
                       text=target[start:end] if single else _short(target[start:end]))
        add("untranslated-run", ERROR, message, target[start:end])
    for start, end, in_english in words:
        if not in_english and domain == "messages" and _whole_key_name(target[start:end]):
            continue  # a key name ("PgUp" for "PgDn") is no untranslated word: the keys check says it (fix9qa, t9ay EM-126)
        if not in_english:
            message = _say(ui_lang, _("a word in Latin script that is not in the English: '{text}'"),
                           text=target[start:end])
            add("untranslated-run", WARNING, message, target[start:end])
    by_label, order = placeholder_swaps(source, target, lang, bound_before)
    if len(by_label) == 1 and {by_label[0][1], by_label[0][2]} <= said_labels:
        pass  # the side label before it swapped: the terminology finding above says it (fixye, sid21)
    elif len(by_label) == 1:
        field, expected, found = by_label[0]
        message = _say(ui_lang, _("placeholder {field} follows {expected} in the English but {found} in the "
                                  "translation: placeholders swapped?"), field=field, expected=_say(ui_lang, expected),
                       found=_say(ui_lang, found))
        add("placeholder-order", ERROR, message, field)
    elif by_label:  # two labels swapped (东西 {ns} - 南北 {ew}): one defect, one finding (fix9i)
        from helper.i18n import join_clauses

        details = join_clauses((_say(ui_lang, _("{field} after {expected} in the English, after {found} in the "
                                                  "translation"), field=field, expected=_say(ui_lang, expected),
                                     found=_say(ui_lang, found)) for field, expected, found in by_label), ui_lang)
        message = _say(ui_lang, _("labels or placeholders swapped: {details}"), details=details)
        add("placeholder-order", ERROR, message, " ".join(field for field, _e, _f in by_label))
    # a label of one placeholder at another (于, which says a date, at {reviewer}; 定约 in the clause of {given}): the
    # two took each other's values, wherever the sentence puts them: an error naming both (fix9bl); and each
    # placeholder in its place, the words that say what they are moved (最新：{count}，共 {latest} 项, fix9y): the
    # Director reads a wrong statement (a count called the latest), an error as two labels swapped (fix9ah); one
    # reading of the labels, placeholder_roles.bindings (fix9bt)
    bound = [] if by_label else binding_verdict(source, target, lang)[1]
    for word, field, other, english in bound:
        add("placeholder-order", ERROR, _label_moved(ui_lang, word, field, other, english), f"{field} {other}")
    if bound:
        order = None
    swapped = parallel_swaps(order) if order is not None and not by_label else []
    # two that stand to one comparison word alike ("at least {low} … at least {high}"): neither made the bound, the
    # English's order the only witness: the warning below, not an error (fix9aa)
    swapped = [(a, b) for a, b in swapped if not same_comparison(source, target, lang, a, b)]
    if swapped and passive_made_active(source, target, lang):
        swapped = []  # a passive made active, its agent kept with its placeholder: no swap (fixzy)
    if order is not None and not by_label and not swapped:
        # each in the other's clause ({law83}/{law92} of the appeal notice): the other value in each place (fix9t)
        for a, b in clause_swaps(source, target, lang):
            message = _say(ui_lang, _("placeholders {first} and {second} swapped: each stands in the other's clause "
                                      "in the translation"), first=a, second=b)
            add("placeholder-order", ERROR, message, f"{b} {a}")
            order = None
    for a, b in swapped:  # {plus}/{minus} swapped gives the other value in each place: an error, as {ns}/{ew}
        message = _say(ui_lang, _("placeholders {first} and {second} swapped: {first} comes first in the English, "
                                  "{second} in the translation"), first=a, second=b)
        add("placeholder-order", ERROR, message, f"{b} {a}")
    if order is not None and not swapped and stated_from_the_other_side(source, target, lang):
        order = None  # the comparison stated from the other side: its placeholders change sides with it (fix9t)
    if order is not None and not swapped and passive_made_active(source, target, lang):
        order = None  # a passive made active, its agent "by {by}" kept with {by} (tester t9bk bk-rw22, fixzy)
    if order is not None and not swapped and any(
            re.search(r"\}\s*$", target[max(0, a - 3):a]) or re.match(r"^\s*\{", target[b:b + 3])
            for a, b in mojibake or ()):
        order = None  # the word that tells which is which garbled next to a placeholder: the encoding error says it
    if order is not None and not swapped:
        message = _say(ui_lang, _("placeholders in another order: {source} in the English, {target} in the "
                                  "translation; no word next to them tells which is which: check they are not "
                                  "swapped"),
                       source=" ".join(order[0]), target=" ".join(order[1]))
        add("placeholder-order", WARNING, message, " ".join(order[1]))
    for message, values, fragment in _newline_faults(source, target):
        add("newlines", ERROR, _say(ui_lang, message, **values), fragment, "both")
    for message, values, fragment in _control_faults(source, target, mojibake):
        add("escapes", ERROR, _say(ui_lang, message, **values), fragment)


def _condition_replaced(aligned, translated: list, conditions: list[tuple[int, int]], source_en: str, lang: str,
                        findings: list, ui_lang: str | None):
    """``aligned`` without each added sentence that stands next to the translation of an English sentence whose
    condition (``conditions``: ``(start, end)`` spans of ``source_en`` said missing) the translation lacks, that
    condition's finding (in ``findings``) made one naming the added sentence as said in the condition's place (and
    the sentences so named, returned second: what they carry is that finding's, :func:`check_pair`'s ``all_added``): zh
    12A3 "如果对违规的纠正有误，裁判可判给调整分。" as "裁判可判给调整分。双方各得60%。" is one defect, the condition
    replaced, not a condition missing and a sentence added (fix9na)."""
    place = {sentence: k for k, sentence in enumerate(translated)}
    extra, replacing = list(aligned.extra), []
    for english, translation in aligned.pairs:
        if len(english) != 1 or len(translation) != 1 or translation[0] not in place:
            continue
        for a, b in conditions:
            if not english[0].start <= a < english[0].end:
                continue
            # (not one opening with a linking word, 此外, Επίσης: it adds to what is said, its own finding, and the
            # condition's, 86B3's second part replaced by "此外，裁判应当记录其理由…", test_check_fix9ad)
            near = [x for x in extra if x in place and abs(place[x] - place[translation[0]]) == 1
                    and link_kind(x.text, lang) is None]
            text = source_en[a:b].strip()
            index = next((k for k, f in enumerate(findings) if f.check == "sentences" and f.fragment == text
                          and f.side == "source"), None)
            if not near or index is None:
                continue
            other = near[0]
            extra.remove(other)
            replacing.append(other)
            message = _say(ui_lang, _("the condition '{text}' of the English is missing in the translation, and "
                                      "'{other}', not in the English, is said in its place: the condition "
                                      "replaced?"), text=_short(text), other=_short(other.text))
            findings[index] = replace(findings[index], message=message)
            break
    return type(aligned)(aligned.lost, extra, aligned.pairs), replacing
