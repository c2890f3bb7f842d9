"""Law-aware translation checks for the law texts and the interface catalogues.

Generic PO tools do not know law numbering (12C1(c) is 12Γ1(γ) in Greek and
第12条C款 ... in Chinese), Greek decimal commas, full-width brackets and digits,
nor text present in one language only.  These checks do.

``check_pair(source_en, target, lang, paragraph, domain)`` compares an English
text with its translation; ``check_single(text, lang, paragraph, domain)``
looks at one text alone (garbled characters, brackets, doubled characters,
misspelt terms); ``check_catalogues()`` runs both over every text the project
holds: the ``laws`` and ``messages`` catalogues of each language, the
English-Chinese sentence pairs of ``laws_text/`` (domain ``"pairs"``) and the
1997 Chinese paragraphs (domain ``"laws-1997"``).

Check ids (``Finding.check``), stable for baselines and scripts (all of them, in
report order, are ``common.CHECKS``): ``catalogue`` (an official text edited in the
``.po``, an empty catalogue), ``law-reference``, ``number``, ``brackets``, ``markers``,
``encoding``, ``one-language``, ``terminology``, ``script`` (letters of another
script: full-width Latin, kana, Cyrillic or Latin look-alikes, traditional
characters), ``doubled``, ``untranslated``, ``fuzzy``,
``plural-forms`` (a plural entry whose forms do not match ``nplurals``),
``sentences`` (a sentence dropped or added), ``untranslated-run`` (English
left inside a Chinese or Greek text), ``negation`` (a negation of an English
sentence missing in its translation, law texts only: :mod:`negation`), ``placeholder-order`` (``{ns}`` and
``{ew}`` swapped), ``keys`` (a key name of an interface string changed, missing, added or
swapped with another's action: :mod:`keys`), ``options`` (a command-line option such as
``--nos`` changed, missing, added, or one of its listed values dropped or added),
``placeholders`` (a placeholder dropped, renamed, translated or unbraced, so that the
helper shows the English instead), ``newlines`` (a ``\n`` lost or added), and, from translate-toolkit's ``StandardChecker`` when it is installed,
``printf``, ``python-brace-format`` and ``escapes`` (its ``doublewords``
supplies the Latin/Greek half of ``doubled``).  translate-toolkit is imported
lazily; without it those three checks are skipped and ``doubled`` uses a
built-in word test.

Law-aware kinds inside those ids (issue 9 §2, second round): opposite labels
(average plus/minus, non-offending/offending) in another order than the English
(``terminology``, :mod:`polarity`); a prohibition weakened to a permission (可不
for "shall not"), an added "usually" (συνήθως) or an added "two" (δύο), and a
Greek article that does not agree with ``οποίος`` (``terminology`` / ``number``,
:mod:`modality`); a single English word in a Chinese or Greek law text, or a Latin
word not in the English (``untranslated-run``); Greek read as cp1253
(``encoding``); relative citations (上文C1(d), "C2 below") resolved in their
law paragraph before references are compared; and an official Greek text edited
in the ``.po`` (``catalogue``: the next build restores the source's text).

Third round (fix9e): the Chinese citation forms 上文/上述/下文/下述/前款/本款/本条 + a section or
item, bare section ids (不同于B2的规定) and coordinated items (上述(a)项和(b)项) and the Greek
ανωτέρω/κατωτέρω/εδάφιο/του παρόντος Νόμου parse to the English's references; an English word left
in a law text is an error whatever its case (``Director``), neighbouring words one finding
(:mod:`untranslated`); who is at fault (in no way / directly) qualifies percentages; an official
Chinese text (an exact sentence pair) edited in the ``.po`` is a ``catalogue`` error too; a finding
that is a consequence of another at the same place (a term missing because it was left in English or
damaged by a wrong encoding, a sentence unmatched because of English left in it) is not repeated.
Sentences are aligned by length, anchors (numbers, references, labels, terms,
placeholders) and place, with linear work (a band around the diagonal).

Fourth round (fix9g, fresh tester 9b): what each number goes with is read clause by clause
(:mod:`meaning`: its bound, at least / at most, and its labels, degrees of fault included), not by
position, so a bound flipped or a degree of fault changed is found and the cases of 12C2(a) in
another order are not; "only" and "may" of the English dropped (:func:`negation.dropped_qualifiers`);
sentences joined at a semicolon pair with both halves, key names and a sentence's shape (a question,
a colon) are alignment anchors; 四成 / σαράντα τοις εκατό are percentages; "board(s)" is no
parenthetical; placeholders of opposite meaning swapped ({plus}/{minus}) are an error.

Fifth round (fix9i, fresh tester 9c): a negation the English does not have (:func:`negation.added_negations`);
a comparison reversed, "other" dropped and a number's bound dropped (:mod:`comparison`); 比赛分 for IMPs compared per
occurrence; labels reordered with their placeholders, Chinese-numeral citations, a dropped sentence's references and
two labels swapped beside unmoved placeholders are no extra finding; an empty catalogue is one finding.

A finding's ``message`` is worded in the reviewer's language (``ui_lang``)
through the interface catalogue; every other field is language-independent,
so a baseline (``helper/catalog/baseline.yaml``, see ``apply_baseline``)
matches whatever language the report is read in.

Severities: ``error`` for what is wrong in any reading (a reference or number
that differs, an unpaired bracket, damaged characters, a misspelt term, a
one-language note); ``warning`` for what needs a human look (a term not
found, an untranslated or fuzzy entry, tokenisation spacing).  Comparisons
against a fuzzy entry (an older edition's text, never shown as a
translation by gettext) are warnings.

The checks live in one module per family: ``common`` (ids, ``Finding``,
wording, normalisation), ``references``, ``numbers``, ``brackets``,
``encoding``, ``terminology``, ``toolkit``, ``single`` (one text), ``pair``
(English against translation), ``catalogues`` (the real files) and
``baseline``.  Every public name is importable from here.
"""

from __future__ import annotations

from helper.catalog.checks.common import (  # noqa: F401
    ERROR,
    WARNING,
    BASELINE_PATH,
    CHECKS,
    Finding,
    GLOSSARY_PATH,
    _,
    _FULLWIDTH,
    _context,
    _fold,
    _in_word,
    _is_cjk,
    _repair_tokens,
    _say,
    _spans_without,
    _where,
    halfwidth,
)
from helper.catalog.checks.references import (  # noqa: F401
    Ref,
    _ABS_BARE_RE,
    _ABS_WORD_RE,
    _B,
    _GREEK_SECTION,
    _GREEK_SUB,
    _ID,
    _LIST_SEP,
    _REL,
    _REL_EL_RE,
    _REL_EN_RE,
    _REL_SEE_RE,
    _REL_ZH_RE,
    _ROMAN,
    _SEC,
    _SUB,
    _ZH_RE,
    _abs_key,
    _rel_key,
    extract_refs,
)
from helper.catalog.checks.numbers import (  # noqa: F401
    Num,
    _PLACEHOLDER_RE,
    _ZH_DIGITS,
    _ZH_NUM,
    _ZH_UNITS,
    _num_key,
    extract_numbers,
    zh_numeral,
)
from helper.catalog.checks.brackets import (  # noqa: F401
    BracketProblem,
    Parenthetical,
    _CLOSE,
    _KIND,
    _OPEN,
    bracket_kinds,
    bracket_problems,
    parentheticals,
)
from helper.catalog.checks.encoding import (  # noqa: F401
    _MARKER_RE,
    _MOJIBAKE_RE,
    _TOKEN_DAMAGE,
    _TOKEN_KINDS,
    _question_marks,
    markers,
)
from helper.catalog.checks.terminology import (  # noqa: F401
    Term,
    _GREEK_ENDINGS,
    _en_pattern,
    _form_pattern,
    _load_glossary,
    _stem,
    _term_text,
    load_glossary,
)
from helper.catalog.checks.toolkit import (  # noqa: F401
    _TT_UNAVAILABLE,
    _tt_checker,
    _tt_checkers,
    _tt_run,
    toolkit_available,
)
from helper.catalog.checks.single import (  # noqa: F401
    _LEGIT_DOUBLES,
    _WORD_RE,
    _ZH_DOUBLED_RE,
    _doubled_words,
    check_single,
    damaged_word_spans,
)
from helper.catalog.checks.pair import (  # noqa: F401
    _NATIONAL_RE,
    _one_language,
    _origin,
    _same_family,
    _short,
    _substantive,
    check_pair,
)
from helper.catalog.checks.structure import (  # noqa: F401
    align_sentences,
    doubled_zh_words,
    english_runs,
    mojibake_words,
    placeholder_swaps,
    sentences,
)
from helper.catalog.checks.polarity import polar_labels, swapped_pairs  # noqa: F401
from helper.catalog.checks.modality import (  # noqa: F401
    added_counts,
    added_hedges,
    article_disagreements,
    weakened_prohibitions,
)
from helper.catalog.checks.references import resolve_ref  # noqa: F401
from helper.catalog.checks.structure import cp1253_words, latin_words  # noqa: F401
from helper.catalog.checks.catalogues import (  # noqa: F401
    _data_root,
    catalogue_problems,
    check_catalogues,
)
from helper.catalog.checks.baseline import (  # noqa: F401
    BaselineEntry,
    apply_baseline,
    errors,
    load_baseline,
    reason_text,
    unused_baseline,
)

__all__ = [
    "polar_labels",
    "swapped_pairs",
    "added_counts",
    "added_hedges",
    "article_disagreements",
    "weakened_prohibitions",
    "resolve_ref",
    "cp1253_words",
    "latin_words",
    "align_sentences",
    "doubled_zh_words",
    "english_runs",
    "mojibake_words",
    "placeholder_swaps",
    "sentences",
    "damaged_word_spans",
    "ERROR",
    "WARNING",
    "BASELINE_PATH",
    "CHECKS",
    "Finding",
    "GLOSSARY_PATH",
    "_",
    "_FULLWIDTH",
    "_context",
    "_fold",
    "_in_word",
    "_is_cjk",
    "_repair_tokens",
    "_say",
    "_spans_without",
    "_where",
    "halfwidth",
    "Ref",
    "_ABS_BARE_RE",
    "_ABS_WORD_RE",
    "_B",
    "_GREEK_SECTION",
    "_GREEK_SUB",
    "_ID",
    "_LIST_SEP",
    "_REL",
    "_REL_EL_RE",
    "_REL_EN_RE",
    "_REL_SEE_RE",
    "_REL_ZH_RE",
    "_ROMAN",
    "_SEC",
    "_SUB",
    "_ZH_RE",
    "_abs_key",
    "_rel_key",
    "extract_refs",
    "Num",
    "_PLACEHOLDER_RE",
    "_ZH_DIGITS",
    "_ZH_NUM",
    "_ZH_UNITS",
    "_num_key",
    "extract_numbers",
    "zh_numeral",
    "BracketProblem",
    "Parenthetical",
    "_CLOSE",
    "_KIND",
    "_OPEN",
    "bracket_kinds",
    "bracket_problems",
    "parentheticals",
    "_MARKER_RE",
    "_MOJIBAKE_RE",
    "_TOKEN_DAMAGE",
    "_TOKEN_KINDS",
    "_question_marks",
    "markers",
    "Term",
    "_GREEK_ENDINGS",
    "_en_pattern",
    "_form_pattern",
    "_load_glossary",
    "_stem",
    "_term_text",
    "load_glossary",
    "_TT_UNAVAILABLE",
    "_tt_checker",
    "_tt_checkers",
    "_tt_run",
    "toolkit_available",
    "_LEGIT_DOUBLES",
    "_WORD_RE",
    "_ZH_DOUBLED_RE",
    "_doubled_words",
    "check_single",
    "_NATIONAL_RE",
    "_one_language",
    "_origin",
    "_same_family",
    "_short",
    "_substantive",
    "check_pair",
    "_data_root",
    "catalogue_problems",
    "check_catalogues",
    "BaselineEntry",
    "apply_baseline",
    "errors",
    "load_baseline",
    "reason_text",
    "unused_baseline",
]
