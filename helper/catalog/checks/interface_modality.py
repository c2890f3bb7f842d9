"""What an interface string allows or says may be, against its translation (fix9ac, fresh tester 9m; issue 9 §2).

The laws' modality (:mod:`modality`, :func:`negation.changed_obligations`) applied to the interface strings, with
the bar the shipped catalogues set (no finding on them): "may" and "can" allow or say what is possible, "must" and
"shall" oblige.  An interface string words its "may" freely (a label, a question: :func:`negation.dropped_qualifiers`
leaves them), so these changes only are found:

- ``"weakened"`` (fix9ar, fresh tester 9q): the English obliges ("must be a whole number: {value}") and its
  translation allows (``可以是整数``, ``μπορεί να είναι ακέραιος``) with no word of duty nor negation left (``δεν
  μπορεί να είναι κάτω από {low}`` for "must be at least {low}" still obliges): a requirement made an
  option (the laws' is :func:`negation.changed_obligations`'); so is one that only recommends (``最好不少于``,
  "καλύτερα να είναι": :data:`_RECOMMENDS`, tester t9az z434);
- ``"must"``: the English allows or says what is possible ("The players may appeal this ruling") and its
  translation obliges (``必须``, ``须``, ``应``, ``务必``; ``πρέπει``, ``οφείλει``, ``υποχρεούται``) with no word
  of permission or possibility left (``可``, ``能``, ``可能``; ``μπορ-``, ``ίσως``, ``επιτρέπεται``): the players
  told they must appeal;
- ``"fact"``: the English says what may have happened or may be ("an infraction may have damaged the
  non-offending side", "it might be", "could have") and its translation has no modal nor any word of possibility:
  ``违规使非违规方受到了损害``, ``μια παράβαση ζημίωσε``: the damage stated as established.
- ``"forbids"`` (t9ba may42, may43): the English says a thing is not required ("the scores need not balance") and
  its translation forbids it (``不得平衡``, "δεν πρέπει να είναι") with no word of "need not" left (无须, 不必, "δεν
  χρειάζεται").

- ``"allowed"`` (fixzc, tester t9be modazh01, 04, 05, 07, 11, 12): the English states what is ("the first reads
  '{repaired}'", "the appeal is against ruling {by}") or what is due with no modal ("due", "required") and its
  translation allows (原文可为, 申诉可针对, 可打的次数, 两者都可满足): a statement or a duty made a "may"
  (:func:`_allowed_for_statement`);
- ``"stated"`` (fiya, tester t9bl bl-mod23): the same in a sentence with a condition, the main clause's statement
  ("stays there for Enter only if …") made a "may" ("μπορεί να μείνει εκεί … μόνο αν …"), the condition kept
  (:func:`_allowed_beside_condition`);
- ``"instructed"`` (fjad, tester t9bw bw-mod17): the English instructs ("…, give that player his own percentage
  instead") and its translation says what the Director may do ("μπορείτε να δώσετε", 可改按…给分): an instruction
  made an option, the "allowed" message (:func:`_instruction_allowed`; an instruction that offers a way, "see",
  "go back or start over", "press n to propose", may be said with a "may");
- ``"must"`` also where the English grants leave by a verb ("Law {law} allows it") and the translation requires
  ({law}要求如此, "το απαιτεί ο Νόμος {law}": :func:`_permission_required`; fiya, tester t9bl bl-mod11, bl-mod26);
- ``"unable"`` (fixzc, tester t9be modael08, 13, 16): the English says what a thing cannot do ("cannot be read",
  "cannot show") and its translation forbids it ("δεν πρέπει να διαβαστεί", 不得显示): an inability made a
  prohibition; a constraint on a value ("cannot be below 0" as "δεν πρέπει να είναι κάτω από 0") is none
  (:func:`_inability_forbidden`).

A prohibition the English says with no modal ("not allowed with argument %s", "not permitted", "forbidden") whose
translation allows (``可以``/``允许``, ``επιτρέπεται``) with no negation is :func:`forbidden_allowed`'s (fix9an,
tester 9o; a negated modal, "must not", "cannot", "may not", is :func:`negation.interface_negations`'); so is
"with" said as "without" or back (:func:`with_without`: δεν επιτρέπεται χωρίς το όρισμα %s).

Sentences are paired as the negation checks pair them (:func:`negation._sentence_pairs`); Greek is compared
accent-free (:func:`modality._fold_same_length`).
"""

from __future__ import annotations

import re

from helper.catalog.checks.modality import _CONDITION as _CONDITION_SAID
from helper.catalog.checks.modality import _NEED_NOT, _fold_same_length
from helper.catalog.checks.negation import _sentence_pairs
from helper.catalog.checks.negation_words import WORDS as NEGATION_WORDS

_ALLOWS_EN = re.compile(r"\b(?:may|might|can|could)\b(?!\s+(?:not|never)\b)", re.IGNORECASE)
_OBLIGES_EN = re.compile(r"\b(?:shall|must|should|need|needs|has\s+to|have\s+to|required?)\b", re.IGNORECASE)
_POSSIBLY_EN = re.compile(r"\b(?:may|might)\s+(?:have\s+\w+|be\s+(?:\w+ly\s+)?\w+)\b|\bcould\s+have\s+\w+",
                          re.IGNORECASE)
""""may have damaged", "might be", "could have been" (not "could be obtained", a past "can"): what is possible, not what is allowed (a passive "may be
played" too: a translation keeps it with 可 / μπορεί, which :data:`_MODAL` counts)."""

_PERMIT_VERB_EN = re.compile(r"\b(?:permit|permits|permitted|allow|allows|allowed)\b", re.IGNORECASE)
"""An English verb that permits ("If time permits"): its translation (如时间允许, "Αν το επιτρέπει ο χρόνος") holds a
word of :data:`_MODAL` that renders that verb, no modal of the rule; as many of them are left out (fix9bb, tester 9x:
"a substitute board may be played" made 必须改打 / "πρέπει να παιχτεί" beside "If time permits" was no finding)."""

_PERMIT_VERB = {
    "zh": re.compile(r"允许"),
    "el": re.compile(r"(?<!\w)επιτρεπ\w*"),
}
"""The words of :data:`_MODAL` that render the English's verb that permits (如时间允许, "Αν το επιτρέπει ο χρόνος"):
only these are left out for it.  "If time permits" worded with no such verb ("Αν υπάρχει χρόνος", 如有时间) leaves
the sentence's "may" (μπορεί, 可以) counted (fix9br, tester 9z G8: "Αν υπάρχει χρόνος, μπορεί αντί γι' αυτό να
παιχτεί" was said stated as a fact)."""

_DUTY = {
    "zh": re.compile(r"必须|务必|(?<![无不必])须(?!知)|(?<![相对適适供答反理])应(?![用该答对])|一定要|"
                     # 应 + 对 X + a verb: "shall, towards X, do" (应对本裁决提出申诉, tester t9bd mod29), not 应对
                     # "cope with" (应对此情况)
                     r"(?<![相对適适供答反理])应(?=对[^，。；：,;:！？!?]{1,12}?(?:提出|作出|做出|进行|予以|给予|采取|"
                     r"负责|执行|处以|施以|判给|申诉|上诉))"),
    "el": re.compile(r"(?<!\w)(?:πρεπει|οφειλ\w*|υποχρεου\w*|υποχρεωνεται|υποχρεωτικ\w*)(?!\w)"),
}
"""A word of duty (not 应用 "apply", 相应 "corresponding", nor 应该, which also says what is likely: 应该是 "is
probably")."""

_MODAL = {
    "zh": re.compile(r"(?<![不许认])可(?!比)|能|也许|或许|得以|允许|恐怕|或会|无法"),
    "el": re.compile(r"(?<!\w)(?:μπορ\w*|ισωσ|ενδεχ\w*|πιθαν\w*|δυνατ\w*|δυνα(?:ται|νται)|επιτρεπ\w*|"
                     r"δικαιουνται|δικαιουται)(?!\w)"),
}
"""A word of permission or possibility (可, 能, 可能, 也许; μπορεί, ίσως, ενδέχεται, πιθανόν, επιτρέπεται)."""

_MUST_EN = re.compile(r"(?<!['‘\"“])\b(?:must|shall|has\s+to|have\s+to|(?<!\bno\s)(?<!\bif\s)(?<!\bthe\s)needs?"
                      r"(?!\s+(?:no|be)\b)(?=\s))\b(?!['’\"”])"
                      r"(?!\s+(?:not|never)\b)", re.IGNORECASE)
"""A duty of the English ("must be a whole number", "This question needs an answer": t9ba may44, said 可以回答; "A
split score needs both --ns-outcome and --ew-outcome": tester t9bg bg-mod09, said 可以同时给出; not "must not", a
prohibition, :func:`negation.interface_negations`'; not "needs no look", "if need be", "the need"; not a quoted word,
named, not used: "obliges ('shall', 'must')")."""
_NEED_EN = re.compile(r"\bneeds?\b", re.IGNORECASE)
_NEED = {
    "zh": re.compile(r"需要?|要求|必要"),
    "el": re.compile(r"(?<!\w)(?:χρειαζ\w*|απαιτ\w*|αναγκ\w*)(?!\w)"),
}
"""A word of need (需要, 要求, 必要; χρειάζεται, απαιτείται, αναγκαίο; Greek folded): the English's "needs" kept, as a word
of :data:`_DUTY` keeps its "must"."""
_GOES_WITH_EN = re.compile(r"(?<!['‘\"“])\b(?:goes|go)\s+(?:only\s+)?with\b", re.IGNORECASE)
"""A requirement of the English said with no modal: "--other-table goes with --assigned-result" (the one needs the
other); a translation that only allows it (``可与 --assigned-result 一起使用``) weakens it as "must" made "may" does
(fix9qa, tester t9ay ZM-026: 须与 as 可与)."""

_PERMIT_NEGATED = {
    "zh": re.compile(r"(?:不|没|无|未|禁止|勿|莫|非|别)[^\s，。；：,;:]{0,1}$"),
    "el": re.compile(r"(?<!\w)(?:δεν|δε|μην?|οχι|ουτε)\s+(?:[^\W\d_]+\s+)?$"),
}
"""A negation just before a word that allows, which it negates (``不能低于``, ``不可以``, ``δεν μπορεί``): "cannot be below
{low}" for "must be at least {low}" is a duty still.  A negation elsewhere (``可以大于 0 且不超过 25`` for "must be
above 0 and at most 25") leaves the permission standing (fix9qa, tester t9ay ZM-027: 必须大于 as 可以大于)."""

_PERMITS = {
    "zh": re.compile(r"可以(?!预[期见料计])|(?<![不许认])可(?![比能见读靠用以预])|允许|准许|能够(?!预[期见料计])|得以"),
    "el": re.compile(r"(?<!\w)(?:μπορ\w*|επιτρεπ\w*|δικαιουν?ται)(?!\w)"),
}
"""A word that allows, not one that says what is possible (可以, 允许, 能够; μπορεί, επιτρέπεται): "must" said as "may"
(fix9ar).  Not 可以预期 / 能够预见 ("it can be expected", "foreseeable": a possibility, fix9fb)."""

_RECOMMENDS = {
    "zh": re.compile(r"最好|宜(?!人)|建议|不妨|尽量|尽可能|推荐|应该"),
    "el": re.compile(r"(?<!\w)(?:καλυτερα|καλο\s+θα\s+ηταν|θα\s+ηταν\s+καλο|καλο\s+ειναι|ειναι\s+καλο|"
                     r"συνισταται|συνιστουμε|προτιμοτερο|προτιμαται|ιδανικα|θα\s+(?:επρεπε|ηταν\s+σωστο))(?!\w)"),
}
"""A word that recommends (最好, 宜, 建议, 尽量, 应该 "should"; καλύτερα, "καλό θα ήταν", "καλό είναι" "it is good to",
συνιστάται, προτιμότερο): "must be at least" said as 最好不少于 ("preferably at least") leaves the Director free as "may"
does (tester t9az z434), and so does "must be more than twice" said as 应该大于 or "must be above" as "καλό είναι να
είναι πάνω από" (tester t9bg bg-mod18, bg-mod21): the rule weakened.  Its negation (最好不少于) is the recommended
thing's, no duty kept.  (Read only where the English obliges: 应该 is not in :data:`_DUTY`, which would also read
it as "is probably".)  So does "θα έπρεπε" ("should", "ought to") for "must" ("must be from {low} to {high}" as "θα
έπρεπε να είναι από …": fixzq, tester t9bh bh-mod12), unless the English's duty is itself a "would"
(:data:`_WOULD_DUTY_EN`: "would have to be redealt" as "θα έπρεπε να ανακατευτεί", the shipped catalogue)."""

_SHALL_FOR_MUST = {"zh": re.compile(r"(?<![相对適适供答反理呼顺])应当(?![前初今年日天场面])|理应|理当")}
"""The Chinese "shall" (应当, 理应, 理当): said for the English's "must" with no word of "must" left
(:data:`_MUST_KEPT`), a duty weakened - the Laws' own scale (their Introduction) has "must" the strongest word, "shall"
below it, "should" weaker still (tester t9cb cb-mod08: "the side must be ns or ew" as 方位应当是 ns 或 ew; 应该 is
:data:`_RECOMMENDS`').  Only for an English "must" with no "shall" nor "should" beside it; a bare 应 for "must" (the
shipped catalogues' 应两者都有 for "both must, or neither") is none.  (This reverses fixzk's judgement of t9bi bi-mod25,
t9bl bl-mod12: 应当 for "must" was taken then as the duty kept.)"""
_MUST_KEPT = {"zh": re.compile(r"必须|务必|必需|(?<![无不必毋])须(?![知与])|一定要|得要")}
"""The Chinese words of "must" (必须, 务必, 须, 一定要): one kept beside a 应当, the English's "must" is said."""
_MUST_ONLY_EN = re.compile(r"\bmust\b", re.IGNORECASE)
_SHALL_EN = re.compile(r"\b(?:shall|should|ought)\b", re.IGNORECASE)

_WOULD_DUTY_EN = re.compile(r"\b(?:would|should|might|could)\s+(?:(?:then|also|still)\s+)?(?:have\s+to|need\s+to|"
                            r"be\s+(?:required|obliged)\s+to)\b", re.IGNORECASE)
"""A duty the English says in the conditional ("the board would have to be redealt"): the Greek "θα έπρεπε" is its own
wording, no "must" made "should"."""
_WOULD_DUTY = {"el": re.compile(r"(?<!\w)θα\s+επρεπε(?!\w)")}
"""The Greek conditional of duty ("θα έπρεπε"), :data:`_WOULD_DUTY_EN`'s rendering: no recommendation there."""

_PERMITTING_EN = re.compile(r"(?<![{\w])(?<!\bnot\s)(?<!n[’']t\s)(?<!\bnever\s)(?<!\bno\s)(?:permits|allows|lets)"
                            r"\b(?!\s+(?:for|of)\b)", re.IGNORECASE)
"""The English's verb that grants leave in the present, not negated ("Law {law} allows it", "the Regulating Authority
permits it"): not "does not allow", nor "allows for" (provides for), nor a placeholder's name ({allowed})."""
_REQUIRES = {
    # 要求, 规定必须, 必须, 务必, 须, 强制, 责成 (not 不要求, 无须 / 不须: a "need not", which keeps the leave)
    "zh": re.compile(r"(?<![不无非未])(?:要求|强制|责成|必须|务必|(?<![无不必毋])须(?![知与]))"),
    # απαιτεί, απαιτείται, επιβάλλει, υποχρεώνει, πρέπει, οφείλει (folded; not negated: "δεν απαιτεί")
    "el": re.compile(r"(?<!\w)(?<!δεν\s)(?<!δε\s)(?:απαιτ\w*|επιβαλλ\w*|επιβαλ\w*|υποχρεων\w*|υποχρεου\w*|πρεπει|"
                     r"οφειλ(?:ει|ουν))(?!\w)"),
}
"""A word that requires (要求, 必须; απαιτεί, επιβάλλει, υποχρεώνει, πρέπει; Greek folded), not negated: said for the
English's "allows" (:data:`_PERMITTING_EN`) with no word of leave left, a permission made a duty (fiya, tester t9bl
bl-mod11, bl-mod26: "Law {law} allows it" as {law}要求如此, "το απαιτεί ο Νόμος {law}")."""
_LEAVE = {
    "zh": re.compile(r"允许|准许|容许|许可|(?<![不许认即])可(?!能)|能够|得以"),
    "el": re.compile(r"(?<!\w)(?:επιτρεπ\w*|μπορ\w*|δικαιου\w*|ελευθερ\w*)(?!\w)"),
}
"""A word of leave of a translation (允许, 准许, 可; επιτρέπει, μπορεί; Greek folded): the English's "allows" kept."""


def _permission_required(english: str, text: str, lang: str) -> str | None:
    """The English sentence's words from its verb that grants leave ("allows it": :data:`_PERMITTING_EN`) when the
    English obliges nowhere and its translation ``text`` (Greek folded) requires (:data:`_REQUIRES`: 要求, 必须;
    απαιτεί, πρέπει) with no word of leave left (:data:`_LEAVE`): what a law allows said as what it requires (fiya,
    tester t9bl bl-mod11, bl-mod26); else None."""
    permit = _PERMITTING_EN.search(english)
    if permit is None or _OBLIGES_EN.search(english) or _DUTY_SAID_EN.search(english) \
            or _FORBIDDEN_EN.search(english):
        return None
    if _REQUIRES[lang].search(text) and not _LEAVE[lang].search(text):
        return _words(english, permit.start())
    return None


_DUTY_ADDED = {
    "zh": re.compile(r"必须|务必|必需|(?<![无不必])须(?![知与])|一定要|得要|有义务"),
    "el": re.compile(r"(?<!\w)(?:πρεπει|οφειλ(?:ει|ουν|ετε)|υποχρεου(?:ται|νται|στε)|υποχρεωτικ\w*)(?!\w)"),
}
"""A word of duty a statement of the English does not license (必须, 务必, 须; πρέπει, οφείλει, υποχρεούται): not 应, which
also renders "due", "expected", "is to" (这副牌应打的次数, 审校者应替换整个条目: the shipped catalogues)."""
_DUTY_SAID_EN = re.compile(r"\b(?:needed|necessary|mandatory|compulsory|obligatory|essential|due|expected|"
                           r"requires?|requiring|obliged?|obliges)\b", re.IGNORECASE)
"""A duty the English says with no modal ("declarer (needed unless the contract names it)" as 否则必须给出)."""
_INSTRUCTS_EN = re.compile(
    r"(?:^|[:;.(]\s*|,\s+|\b(?:then|and|or|please)\s+)(?:please\s+)?(?:press|type|enter|give|use|set|choose|pick|write|"
    r"fix|close|run|answer|add|name|leave|see|read|try|check|select|correct|shorten|keep|go|start|open|save|drop|quit|"
    r"remove|delete|rebuild|build|replace|review|accept|edit|take|put|make|ask|say|wait|note|mark|record|confirm|"
    r"apply|restart|rerun|install|update|call|tell|state|decide|award|assign|enforce|cancel)\b(?!\s+[a-z]+s\b)",
    re.IGNORECASE)
"""An English instruction (an imperative at a clause's start: "Give at least one --outcome", "close it (Esc), then
build again"; not "Enter saves it", a key named, its verb after it): a translation may say it as a duty (须至少给出)."""

_NEED_NOT_EN = re.compile(r"\bneed\s+not\b|\bneedn[’']t\b|\bdo(?:es)?\s+not\s+(?:need|have)\s+to\b|"
                          r"\b(?:is|are)\s+not\s+(?:required|needed|necessary)\b", re.IGNORECASE)
"""The English says a thing is not required ("the scores need not balance"): the Director left free."""
_FORBIDS_EN = re.compile(r"\bforbid\w*|\bprohibit\w*|\b(?:must|shall|may)\s+not\b|\bcannot\b|\bnot\s+(?:allowed|"
                         r"permitted)\b", re.IGNORECASE)
_FORBIDS = {
    "zh": re.compile(r"不得|不可(?!能)|不能|不应|不准|不许|禁止|切勿|严禁"),
    "el": re.compile(r"(?<!\w)(?:(?:δεν|μην?)\s+(?:πρεπει|επιτρεπεται|μπορ\w*)|απαγορευ\w*)(?!\w)"),
}
"""A word that forbids (不得, 不能, 禁止; "δεν πρέπει", "δεν επιτρέπεται", απαγορεύεται): said for "need not" (无须, 不必,
"δεν χρειάζεται": :data:`modality._NEED_NOT`) it makes a thing allowed a thing forbidden (t9ba may42, may43)."""

_CONTRAST_EN = re.compile(r"[,;]\s*(?:and\s+|but\s+)?not\b", re.IGNORECASE)
"""A contrast of the English ("between 1 and 100, not {limit}"): its translation's "not" (όχι, 而不是) is the contrast's."""
_CONTRAST = {lang: re.compile(words["contrast"]) for lang, words in NEGATION_WORDS.items()}


_INABILITY_EN = re.compile(
    r"\b(?:cannot|can[’']t|could\s+not|couldn[’']t|unable\s+to)\s+(?:(?!be\b|have\b)[a-z]+\b|be\s+(?:\w+ly\s+)?"
    r"(?!(?:used|combined|given|mixed|set|chosen|changed|edited)\b)(?:[a-z]+(?:ed|en|wn)|read|found|made|put|run|"
    r"kept|sent|built|held|shut|done)\b(?![^,;:.()]*\bwith\b))", re.IGNORECASE)
"""What a thing or a person is unable to do: "cannot show", "the catalogue cannot be read", "could not write" (not
"cannot be below 0", "cannot have been due fewer times", a constraint on a value, nor "cannot be used with --top", a
rule of the options: a translation may word those as a prohibition, "δεν πρέπει να είναι κάτω από 0", tester t9be
modael07, modael14)."""
_OTHER_FORBIDS_EN = re.compile(r"\bforbid\w*|\bprohibit\w*|\b(?:must|shall|may|should)\s+(?:not|never)\b|"
                               r"\b(?:mustn|shan)[’']t\b|\bnot\s+(?:allowed|permitted)\b|\bdo\s+not\b|\bdon[’']t\b|"
                               r"\bnever\b", re.IGNORECASE)
"""A prohibition of the English's besides its "cannot": the translation's prohibition may be that one's."""
_PROHIBITS = {
    "zh": re.compile(r"不得|不应|不准|不许|禁止|切勿|严禁|不要|请勿"),
    "el": re.compile(r"(?<!\w)(?:(?:δεν|δε)\s+(?:θα\s+)?(?:πρεπει|επιτρεπεται|επιτρεπονται)|απαγορευ\w*)(?!\w)"),
}
"""A word that forbids, which says no inability (不得, 禁止, 不要; "δεν πρέπει", "δεν επιτρέπεται", απαγορεύεται;
Greek folded): not 不能, 不可, which say both."""
_ABLE = {
    "zh": re.compile(r"能|无法|没法|办法|不可|失败|未能"),
    "el": re.compile(r"(?<!\w)(?:μπορ\w*|δυνατ\w*|αδυνατ\w*|αδυναμ\w*|ικαν\w*|αποτυγχ\w*|απετυχ\w*)(?!\w)"),
}
"""A word of ability or of its lack (能, 无法, 失败; μπορεί, δυνατό, αδύνατο, απέτυχε; Greek folded): the inability said."""


def _inability_forbidden(english: str, translation: str, lang: str) -> str | None:
    """The English sentence's words of an inability ("cannot be read", "cannot show": :data:`_INABILITY_EN`) when its
    translation forbids (:data:`_PROHIBITS`: "δεν πρέπει να διαβαστεί", 不得显示) with no word of ability left
    (:data:`_ABLE`): what a thing cannot do made what it must not (fixzc, tester t9be modael08, modael13, modael16:
    "The {language} catalogue cannot be read exactly" as "δεν πρέπει να διαβαστεί", "this terminal cannot show some
    of this text" as "δεν πρέπει να εμφανίσει").  A constraint on a value ("cannot be below 0" as "δεν πρέπει να
    είναι κάτω από 0") is none, nor a sentence forbidding besides (:data:`_OTHER_FORBIDS_EN`); else None."""
    unable = _INABILITY_EN.search(english)
    if unable is None or _OTHER_FORBIDS_EN.search(english):
        return None
    text = translation if lang == "zh" else _fold_same_length(translation)
    if _PROHIBITS[lang].search(text) and not _ABLE[lang].search(text):
        return _words(english, unable.start(), 4)
    return None


_ALLOWED_SAID = {
    # (not 即可, "it suffices"; 可以预期 / 可预见, a possibility; 可能, 可见, 可读, 可用, 可靠, 可比: words of their own)
    "zh": re.compile(r"可以(?!预[期见料计])|(?<![不许认即])可(?![比能见读靠用以预])|允许|准许|能够(?!预[期见料计])"),
    "el": _PERMITS["el"],
}
"""A word that allows (:data:`_PERMITS`), 即可 ("it suffices": 满足其一即可) left out."""
_LEAVE_EN = re.compile(r"\b(?:may|might|can|could|cannot|able|allow\w*|permit\w*|possibl\w*|option\w*|either|free|"
                       r"choose|choices?|chosen|pick|want|wish|whether|available|enabl\w*|lets?|unless|if|when|otherwise|"
                       r"or|to|press|key|keys|goes|go|opens?|shows?|lists?|leads?|changes?|corrects?|[a-z]+[ai]ble|at\s+most|up\s+to|"
                       r"takes?|accepts?|holds?|limit\w*|maximum|minimum)\b|can[’']t|"
                       r"\^[A-Z]|\bF\d+\b|"
                       # a key the subject of a verb: "n adds a note", "Enter saves it" (tester t9bh bh-rew24)
                       r"(?:(?<![\w'’{}./\\%-])(?![ai]\s)[a-z]|\b(?:Enter|Esc|Escape|Tab|Space|Backspace))"
                       r"\s+[a-z]{2,}s\b", re.IGNORECASE)
"""What in an English statement a translation's "may" may render: a modal, a leave or a choice, a condition, a word
of ability ("usable" as 可以使用的, t9be negazh18's own word), a limit ("it takes at most {most}" as "επιτρέπονται
έως {most}", test_check_fix9p), an infinitive of purpose ("a candidate to accept", 可采用的候选), a key or a command that does something (^P goes back as
^P 可退回, "F2 changes it" as F2 可切换, "helper rulings list shows them" as 可列出; a key named by its letter or name,
the subject of a verb: "n adds a note" as 按 n 可添加备注, Chinese's usual key hint: fixzq, tester t9bh bh-rew24)."""


_REQUIRED_EN = re.compile(r"\brequired\b", re.IGNORECASE)
_CONDITION_EN = re.compile(r"\b(?:unless|if|when|otherwise|expected)\b", re.IGNORECASE)
"""A condition or an expectation of the English: a translation's "may" may say its other case ("needed unless the
contract names it" as 定约中已写明时可省略)."""


def _said_short(text: str, match: re.Match, lang: str) -> str:
    """The translation's word that allows and what follows it: in Chinese up to two more characters of a word (可为,
    可打的, 可满足), in Greek up to four words."""
    if lang != "zh":
        return _words_at(text, match)
    return match.group() + re.match(r"[\u4e00-\u9fff]{0,2}", text[match.end():]).group()


def _allowed_for_statement(english: str, text: str, lang: str) -> re.Match | None:
    """The translation's word that allows where an English sentence with no "may" states what is or what is due
    (fixzc, tester t9be modazh01, 04, 05, 07, 11, 12), or None:

    - the English says a duty with no modal (:data:`_DUTY_SAID_EN`: "the board cannot have been due fewer times" as
      这副牌可打的次数, "both required" as 两者都可满足) and the translation allows (:data:`_ALLOWED_SAID`), not negated,
      with no word of duty left: the rule weakened;
    - the English states with no word a "may" could render (:data:`_LEAVE_EN`: "the first reads '{repaired}'", "the
      typo 'X' for 'Y'", "the appeal is against ruling {by}") and the translation allows, not negated (原文可为, 可为 'Y',
      申诉可针对, t9be modazh11): a statement made a possibility or an option (no such sentence of the shipped
      catalogues has one: a key or a command that does something, ^P 可退回, is said with a word of :data:`_LEAVE_EN`).

    ``text``: the translation (Greek folded)."""
    if _DUTY[lang].search(text) or _NEED_NOT_EN.search(english):
        return None
    if (_DUTY_SAID_EN.search(english) or _REQUIRED_EN.search(english)) and not _CONDITION_EN.search(english) \
            and not _PERMIT_VERB_EN.search(english) and not re.search(r"\b(?:option\w*|choose|choice|free)\b", english,
                                                                      re.IGNORECASE):
        allowed = [m for m in _ALLOWED_SAID[lang].finditer(text) if not _PERMIT_NEGATED[lang].search(text, 0, m.start())]
        if allowed:
            return allowed[0]
    # (nor where the English says a condition: "needed unless the contract names it" as 可省略, "may be left out",
    # is the condition's one finding, test_check_fix9ra)
    if not _LEAVE_EN.search(english) and not _OBLIGES_EN.search(english) and not _CONDITION_EN.search(english):
        return next((m for m in _ALLOWED_SAID[lang].finditer(text)
                     if not _PERMIT_NEGATED[lang].search(text, 0, m.start())), None)
    return None


_OFFERED_EN = re.compile(r"(?:please\s+)?(?:see|read|try|go|open|press|type|enter|choose|pick|select|wait|quit|close|"
                         r"check|start|restart|return|scroll|move|browse|find|search|look)\b", re.IGNORECASE)
"""An English instruction that offers the reader a way ("see Law 12", "start the ruling there", "read it here"): a
translation says it as what the reader may do (可参见, 并可从该处开始裁决, "μπορείτε να δείτε"), no rule weakened."""
_ALTERNATIVE = {"zh": re.compile(r"或|也可|还可"), "el": re.compile(r"(?<!\w)(?:η|ειτε)(?!\w)")}
"""A word of alternatives in a translation's clause (或, 也可; ή, είτε; Greek folded): "go back or start over" as
可返回或重新开始, one of two ways offered."""
_CHOICE_EN = re.compile(r"\b(?:option\w*|free(?:ly)?|either|want|wish|prefer|like|choice|discretion)\b", re.IGNORECASE)
"""A choice the English leaves ("if you wish, give …", "optionally"): a translation's "may" renders it."""
_BRACKETED = re.compile(r"\([^()]*\)|（[^（）]*）|\[[^\[\]]*\]")
_MARK = re.compile(r"[,;:.，；：。、·\u0387]")
_BOUND_AFTER = {"zh": re.compile(r"\s*\S{0,3}?(?:最多|至多|不超过|以内|之内|上限)"),
                "el": re.compile(r"\s*(?:[^\W\d_]+\s+)?(?:εω[σς]|μεχρι|το\s+πολυ|ω[σς])(?![^\W\d_])")}
"""A bound right after a translation's word that allows ("επιτρέπονται έως {most}", 允许最多 {most}): the English's
"at most" said as what is allowed, no instruction made a "may" (:func:`_instruction_allowed`; test_check_fix9p).
Greek folded (final ς as σ)."""
_NEAR = 0.35
"""How near (as shares of the texts, :func:`modality._clause_middle`) a translation's "may" must lie to the English's
instruction to be taken for it (:func:`_instruction_allowed`)."""


def _instruction_allowed(english: str, text: str, lang: str) -> re.Match | None:
    """The translation's word that allows where the English sentence instructs ("…, give that player his own
    percentage instead": an imperative at a clause's start, :data:`_INSTRUCTS_EN`) and allows nowhere: "μπορείτε να
    δώσετε", 可改按…给分 - an instruction made an option, as "must" made "may" is (tester t9bw bw-mod17).  The English
    instruction counts when its clause (to its mark, outside brackets) has no word a "may" may render
    (:data:`_LEAVE_EN`: "press n to propose", "choose"), is not one of alternatives ("go back or start over", "read it
    here, or Escape to return") and offers no way to the reader (:data:`_OFFERED_EN`: "see Law 12" as 可参见); the
    translation's word that allows (:data:`_ALLOWED_SAID`), not negated, outside its brackets and its conditions
    (:data:`modality._CONDITION`), in a clause with no alternative (:data:`_ALTERNATIVE`) and near the instruction's
    place (:data:`_NEAR`).  Nothing where the English obliges, allows, permits, says a duty or forbids anywhere, nor
    where the translation has a word of duty.  ``text``: the translation (Greek folded); the match's offsets are
    ``text``'s.  None if none."""
    from helper.catalog.checks.modality import _clause_middle

    if lang not in _CONDITION_SAID or _OBLIGES_EN.search(english) or _PERMIT_VERB_EN.search(english) \
            or _NEED_NOT_EN.search(english) or _DUTY_SAID_EN.search(english) or _FORBIDS_EN.search(english) \
            or _CHOICE_EN.search(english) or _DUTY[lang].search(text):
        return None
    bare = _BRACKETED.sub(lambda m: " " * len(m.group()), english)
    places = []
    for match in _INSTRUCTS_EN.finditer(bare):
        verb = match.start() + re.search(r"[A-Za-z]+$", match.group()).start()
        if _OFFERED_EN.match(bare, verb) or re.match(r"[\s,;:.(]*(?:or|either)\b", bare[match.start():], re.IGNORECASE):
            continue
        end = next((mark.start() for mark in re.finditer(r"[,;:.()]", bare[verb:])), len(bare) - verb) + verb
        if _LEAVE_EN.search(bare, verb, end) or re.match(r"[,;]\s*(?:or|either)\b", bare[end:], re.IGNORECASE):
            continue
        places.append(_clause_middle(english, verb))
    if not places:
        return None
    said = _BRACKETED.sub(lambda m: " " * len(m.group()), text)
    said = _CONDITION_SAID[lang].sub(lambda m: " " * len(m.group()), said)
    for found in _ALLOWED_SAID[lang].finditer(said):
        if _PERMIT_NEGATED[lang].search(said, 0, found.start()) or _BOUND_AFTER[lang].match(said, found.end()):
            continue  # (a bound allowed, "επιτρέπονται έως {most}" for "it takes at most {most}": no instruction's)
        start = max((mark.end() for mark in _MARK.finditer(said, 0, found.start())), default=0)
        end = next((mark.start() for mark in _MARK.finditer(said, found.end())), len(said))
        if _ALTERNATIVE[lang].search(said, start, end):
            continue
        if min(abs(_clause_middle(text, found.start()) - place) for place in places) <= _NEAR:
            return found
    return None


_IF_EN = re.compile(r"\b(?:only\s+)?(?:if|when|whenever)\b[^,;:.()]*", re.IGNORECASE)
"""An English condition ("only if that ruling is still at the question"), to the end of its clause."""
_CLAUSE_CUT = {"en": re.compile(r";"), "zh": re.compile(r"[；;]"), "el": re.compile(r"[·\u0387;]")}


_OMIT_EN = re.compile(r"\s*(?:please\s+)?(?:leave\s+(?:\S+\s+)?out|omit|skip)\b", re.IGNORECASE)
"""An English instruction to leave a thing out ("Leave out --nos when …"): that it is not needed, which a "may"
renders ("--nos 可以省略")."""


def _allowed_beside_condition(english: str, text: str, lang: str) -> re.Match | None:
    """The translation's word that allows in the main clause of an English statement with a condition: "The answer
    kept on the line stays there for Enter only if that ruling is still at the question …; otherwise …" as "… μπορεί
    να μείνει εκεί για το Enter μόνο αν …" ("may stay"; fiya, tester t9bl bl-mod23): a statement made a permission.
    Each text parted into clauses at its semicolons (as many on each side), their conditions (:data:`_IF_EN`; the
    translation's: :data:`modality._CONDITION`) left out; a clause whose English rest has no word a "may" may render
    (:data:`_LEAVE_EN`), no duty, no "unless" nor "otherwise" (whose other case a "may" may say: "needed unless the
    contract names it" as 可省略), and whose translated rest allows, not negated (:data:`_ALLOWED_SAID`).  ``text``:
    the translation (Greek folded); the match's offsets are ``text``'s.  None if no such clause."""
    if not _IF_EN.search(english) or lang not in _CONDITION_SAID or _DUTY[lang].search(text) \
            or _NEED_NOT_EN.search(english):
        return None
    mine = _CLAUSE_CUT["en"].split(english)
    cuts = [0] + [m.end() for m in _CLAUSE_CUT[lang].finditer(text)] + [len(text) + 1]
    if len(mine) != len(cuts) - 1:
        return None
    for clause, start, end in zip(mine, cuts, cuts[1:]):
        if re.search(r"\b(?:unless|otherwise|else|except)\b", clause, re.IGNORECASE) or _OBLIGES_EN.search(clause) \
                or _DUTY_SAID_EN.search(clause) or _OMIT_EN.match(clause):
            # (an instruction to leave a thing out, "Leave out --nos when …" as 可以省略, says it is not needed: a
            # "may" renders it, test_check_fix9fb)
            continue
        rest = _IF_EN.sub(lambda m: " " * len(m.group()), clause)
        if not _IF_EN.search(clause) or _LEAVE_EN.search(rest):
            continue
        said = text[:end]
        said = said[:start] + _CONDITION_SAID[lang].sub(lambda m: " " * len(m.group()), said[start:])
        found = next((m for m in _ALLOWED_SAID[lang].finditer(said, start)
                      if not _PERMIT_NEGATED[lang].search(said, 0, m.start())), None)
        if found is not None:
            return found
    return None


def _words(text: str, at: int, count: int = 5) -> str:
    """The word at ``at`` and up to ``count`` - 1 after it, as written, up to a bracket or a placeholder."""
    words = []
    for word in text[at:].split()[:count]:
        if word[:1] in "({[":
            break
        words.append(word)
    return " ".join(words).rstrip(".,;:")


def interface_modality(source: str, target: str, lang: str) -> list[tuple[str, str, str]]:
    """The English sentences of an interface string whose "may" its translation made a duty or a fact, or whose
    "must" it made a "may".

    ``source``: the English; ``target``: its Chinese (``zh``) or Greek (``el``) translation.  Returns ``(kind,
    english_sentence, words)``: ``kind`` ``"weakened"``, ``"must"``, ``"fact"`` (see the module's docstring) or
    ``"forbids"`` ("need not" said as a prohibition, :data:`_FORBIDS`) or ``"unable"`` (an inability said as a
    prohibition, :func:`_inability_forbidden`) or ``"allowed"`` / ``"stated"`` (a statement made a "may", the latter
    beside a condition: :func:`_allowed_beside_condition`, tester t9bl bl-mod23) or ``"instructed"`` (an instruction
    made a "may": :func:`_instruction_allowed`, tester t9bw bw-mod17) or ``"obliged"`` (a statement of the English,
    no instruction, made a duty: :data:`_DUTY_ADDED`, t9bb may095),
    ``words`` the English modal and the words after it ("may appeal this ruling", "must be a whole number"); for
    ``"obliged"`` the translation's word of duty and the words after it (须按 F4 再次显示).
    ``[]`` for another language."""
    if lang not in _DUTY:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        if (unable := _inability_forbidden(english, translation, lang)) is not None:
            found.append(("unable", english, unable))  # "cannot be read" as "δεν πρέπει να διαβαστεί" (fixzc)
            continue
        allows = _ALLOWS_EN.search(english)
        text = translation if lang == "zh" else _fold_same_length(translation)
        if (free := _NEED_NOT_EN.search(english)) is not None:
            # "need not balance" as 不得平衡 / "δεν πρέπει να είναι": what is not required made forbidden (not where the
            # English forbids something too: "… need not … ; a reviewer's translation must forbid")
            if _FORBIDS[lang].search(text) and not _NEED_NOT[lang].search(text) and not _FORBIDS_EN.search(english):
                found.append(("forbids", english, _words(english, free.start())))
            continue
        if allows is None and (duty := _MUST_EN.search(english) or _GOES_WITH_EN.search(english)) is not None:
            # "cannot be below {low}" (δεν μπορεί να είναι κάτω από) for "must be at least {low}" is a duty still
            # (a contrast of the English's own, "…, not {limit}", as "όχι {limit}" / 而不是 {limit}, negates no duty:
            # fix9by, tester 9ad "--limit must be between 1 and 100, not {limit}" as "μπορεί να είναι …, όχι {limit}");
            # only a negation of the word that allows keeps it (:data:`_PERMIT_NEGATED`; fix9qa)
            said = _CONTRAST[lang].sub(lambda m: "_" * len(m.group()), text) if _CONTRAST_EN.search(english) else text
            allowed = [m for m in _PERMITS[lang].finditer(said) if not _PERMIT_NEGATED[lang].search(said, 0, m.start())]
            # (the English's "needs" kept by a word of need, 需要, χρειάζεται: tester t9bg bg-mod09)
            needed = _NEED_EN.fullmatch(duty.group()) is not None and _NEED[lang].search(text) is not None
            recommends = [m for m in _RECOMMENDS[lang].finditer(said)
                          if not (_WOULD_DUTY_EN.search(english) and lang in _WOULD_DUTY
                                  and _WOULD_DUTY[lang].fullmatch(m.group()))]
            if (allowed or recommends) and not _DUTY[lang].search(text) and not needed:
                found.append(("weakened", english, _words(english, duty.start())))
            elif lang in _SHALL_FOR_MUST and (must := _MUST_ONLY_EN.search(english)) is not None \
                    and not _SHALL_EN.search(english) and (shall := _SHALL_FOR_MUST[lang].search(said)) is not None \
                    and not _MUST_KEPT[lang].search(text) and not needed:
                # "must" said 应当 ("shall"): the duty kept, weaker (tester t9cb cb-mod08)
                found.append(("shall", english, (_words(english, must.start()), shall.group())))
            continue
        if allows is None and (required := _permission_required(english, text, lang)) is not None:
            found.append(("must", english, required))  # "Law {law} allows it" as {law}要求如此 (fiya, t9bl bl-mod11)
            continue
        if allows is None:
            # a duty the English does not state ("F4 shows it again" as 须按 F4 再次显示, t9bb may095): not where the
            # English instructs (an imperative: "Give at least one", 须至少给出一个) nor says what is due or expected
            duty = _DUTY_ADDED[lang].search(text)
            if duty is not None and not _OBLIGES_EN.search(english) and not _DUTY_SAID_EN.search(english) \
                    and not _GOES_WITH_EN.search(english) and not _INSTRUCTS_EN.search(english) \
                    and not _FORBIDS_EN.search(english):  # ("cannot be below 0" as "πρέπει να είναι θετική")
                found.append(("obliged", english, _said(translation, duty, lang)))
            elif (allowed := _instruction_allowed(english, text, lang)) is not None:
                # an instruction made "you may" ("give that player …" as "μπορείτε να δώσετε": tester t9bw bw-mod17),
                # its own kind: not left to a condition's finding, the condition kept
                found.append(("instructed", english, _said_short(translation, allowed, lang)))
            elif (allowed := _allowed_for_statement(english, text, lang)) is not None:
                found.append(("allowed", english, _said_short(translation, allowed, lang)))
            elif (allowed := _allowed_beside_condition(english, text, lang)) is not None:
                # (its own kind: the "allowed" of a sentence with a condition is left to the condition's finding by
                # the caller; here the condition is kept and the main clause made a "may": fiya, t9bl bl-mod23)
                found.append(("stated", english, _said_short(translation, allowed, lang)))
            continue
        if _OBLIGES_EN.search(english):
            continue
        modals = [m.group() for m in _MODAL[lang].finditer(text)]
        rendering = min(len(_PERMIT_VERB_EN.findall(english)),
                        len([word for word in modals if _PERMIT_VERB[lang].match(word)]))
        if len(modals) > rendering:
            continue  # a permission or a possibility kept (besides the words that render "permits": 允许, επιτρέπει)
        if _DUTY[lang].search(text):
            found.append(("must", english, _words(english, allows.start())))
        elif (possibly := _POSSIBLY_EN.search(english)) is not None:
            found.append(("fact", english, _words(english, possibly.start())))
    return found


_FORBIDDEN_EN = re.compile(r"\b(?:not|never)\s+(?:allowed|permitted|authori[sz]ed)\b|\b(?:forbidden|prohibited|disallowed)\b",
                           re.IGNORECASE)
"""A prohibition without a modal: "not allowed with argument %s", "never permitted", "forbidden"."""
_ALLOWED = {
    "zh": re.compile(r"可以(?!预[期见料计])|允许|准许|容许|(?<![不许认])可(?!比|以?预[期见料计])|能(?!力|够?预[期见料计])"),
    "el": re.compile(r"(?<!\w)(?:επιτρεπ\w*|μπορ\w*|ενδεικνυ\w*)(?!\w)"),
}
"""A word that allows (可以, 允许, 可, 能; επιτρέπεται, μπορεί)."""
_NEGATED = {
    "zh": re.compile(r"不|没|无|未|禁止|勿|莫|非|别"),
    "el": re.compile(r"(?<!\w)(?:δεν|δε|μην?|οχι|ουτε|απαγορευ\w*|χωρισ)(?!\w)"),
}
"""Any word of negation or prohibition (不得, 不允许, 禁止; δεν επιτρέπεται, απαγορεύεται): what keeps the prohibition.
χωρίς ("without") counts here: "with" made "without" is :func:`with_without`'s finding."""


def forbidden_allowed(source: str, target: str, lang: str) -> list[str]:
    """The English sentences of an interface string that forbid without a modal ("not allowed with argument %s")
    whose translation allows and negates nothing (可以与参数 %s 同时使用, 允许…, επιτρέπεται μαζί με …): a prohibition
    made a permission.  ``source``: the English; ``target``: its ``zh`` or ``el`` translation; ``[]`` for another
    language.  Sentences are paired as :func:`negation._sentence_pairs` pairs them."""
    if lang not in _ALLOWED:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        text = translation if lang == "zh" else _fold_same_length(translation)
        if _FORBIDDEN_EN.search(english) and _ALLOWED[lang].search(text) and not _NEGATED[lang].search(text):
            found.append(english)
    return found


# ---------------------------------------------------------------- with / without (fix9an, tester 9o)

_WITH = {
    # "with" (not "with no", which is "without"); "without"
    "en": (re.compile(r"\bwith\b(?!\s+(?:no|neither)\b)", re.IGNORECASE),
           re.compile(r"\bwithout\b|\bwith\s+(?:no|neither)\b", re.IGNORECASE)),
    # 与…同时, 和, 同, 带, 连同, 加上, 配合; 不带, 不含, 没(有)带, 未带, 缺少 (not a bare 没有: "were not saved" is
    # 没有保存); Greek on folded text: με, μαζί με; χωρίς, άνευ
    # (and an option "used": "With --director-error (Law 82C) …" as 使用 --director-error…时, made 不使用 / 未使用 /
    # 没有使用 / 无需使用 --director-error: the option's condition reversed; tester t9bz bz-con16, fjaq - only before an
    # option, 使用 being "use" elsewhere)
    "zh": (re.compile(r"(?<![不没未])(?:与|和|同(?!意|样|一)|跟|带(?!来)|连同|加上|配合|附带|含有?)"
                      r"|(?<![不没有未需须必])使用(?=\s*--?[A-Za-z])"),
           re.compile(r"不(?:带|含|附带?|加)|没有?(?:带|附带?)|未(?:带|附带?|加)|缺少|缺乏"
                      r"|(?:不|未|没有?|无需|无须|不必|不需要?)使用(?=\s*--?[A-Za-z])")),
    "el": (re.compile(r"(?<!\w)με(?!\w)"), re.compile(r"(?<!\w)(?:χωρισ|ανευ|διχωσ)(?!\w)")),
}
"""The words of "with" and of "without" per language (Greek folded: accents off, final sigma as σ)."""
_INSTRUMENTAL = {
    "el": re.compile(r"(?<!\w)(?:(?:συμφωνα|συμφωνωσ|αναλογα|σχετικα|συγκριτικα|σε\s+σχεση)\s+με"
                     r"|με(?=\s+(?:(?:το|τη|την|τα|τον|τισ|τουσ|του|τησ)\s+)?(?:πληκτρ\w*|συνδυασμ\w*|εντολ\w*|"
                     r"κανονισμ\w*|νομ(?:ο|ου|οι|ουσ)(?!\w)|βαση|τροπο\w*|χρηση|βοηθεια|"
                     r"f\d+|enter|esc|tab|ctrl|alt|shift|pgup|pgdn|home|end|backspace|delete|space|\^\S|[↑↓←→])))",
                     re.IGNORECASE),
}
"""A Greek με that is no "with" (fix9as): "by", "by means of" a key, a command, a regulation or a law (με το F2, με
το πλήκτρο Enter, με κανονισμό), and σύμφωνα με ("according to"); :func:`with_without` counts the other με only."""

_EN_NOT_WITH = re.compile(r"\b(?:not|never|cannot|\w+n't)\b[^,.;:()]*$", re.IGNORECASE)
"""An English negation earlier in the clause before a "with" ("a string is not closed with a quote"): the clause says
what lacks the with's noun."""
_ZH_LACK = re.compile(r"缺少|缺乏")
"""Chinese words of lack: they say "not ... with" (缺少结尾的引号, "is not closed with a quote") in one word."""
_ZH_WITHOUT_SAID = re.compile(r"放弃|丢弃|舍弃|撤销|取消|除去|除了|去掉|排除|不计")
"""Chinese that renders "without" with no negation ("closes without saving" as 放弃修改并关闭; "without this board" as
除去这副牌)."""
_EMPTY_WITH = {
    # "with the field empty", "with an empty reason"; not "with a blank" (a space)
    "en": re.compile(r"\s+(?:(?:the|an?|its|their|this|that|your)\s+)?"
                     r"(?:(?:(?!(?:the|an?|its|their|this|that|your)\b)[\w-]+\s+){1,2}?(?:empty|blank|unset|unfilled)\b"
                     r"|(?:empty|blank)\s+(?!(?:and|or|but|to|for|with)\b)[a-z])", re.IGNORECASE),
    "el": re.compile(r"\s+(?:(?:[^\W\d_]+\s+){1,3}?(?:κεν|ασυμπληρωτ)\w*|(?:κενη|κενεσ|ασυμπληρωτ\w*)(?!\w))"),
}
"""What follows a "with" that says an absence: "with the field empty" is "without anything in the field" (fix9cc,
fix9bs's LEFT): the English's such "with" counts as a "without", and so does a Greek με so followed (με το πεδίο κενό),
so that χωρίς να γράψετε (without writing) or χωρίς αιτιολογία renders it and με κενή αιτιολογία does too; not με κενό
alone ("with a space")."""
_LEFT_EMPTY = {"el": re.compile(r"\s+(?:να\s+)?(?:αφησ|αφην|αφηνοντασ)\w*\s+(?:[^\W\d_]+\s+){0,3}?"
                                r"(?:κεν|ασυμπληρωτ)\w*")}
"""A Greek χωρίς before a verb of leaving empty ("χωρίς να αφήσετε το πεδίο κενό", without leaving it empty): a
"with" something written (fix9cc), the opposite of "with the field empty"."""
_WITHOUT_DOING = re.compile(r"\bwithout\s+\w+ing\b", re.IGNORECASE)
"""The English "without" of an action ("closes without saving")."""
_ZH_JOINED = re.compile(r"[^，。；：、·;:,\s]*(?:并|时|且|后|同时|然后|而|再(?![按次]))[^，。；：、·;:,\s]*")
"""A Chinese clause joining two actions (关闭并保存, 关闭时保存, 保存而退出, 保存再退出): what says "with" where the English
says "without"."""


def _words_at(text: str, match: re.Match, count: int = 4) -> str:
    """The matched word and up to ``count`` - 1 words after it, as written ("with argument %s"), to the end of its
    clause ("without a negation", not "without a negation: the"; "με αποθήκευση", not "με αποθήκευση· με το")."""
    words = []
    for word in text[match.start():].split()[:count]:
        words.append(word.rstrip(".,;:。，；：·\u0387"))  # the Greek upper stop (·) ends a clause too
        if words[-1] != word:
            break
    return " ".join(words)


def _said(text: str, match: re.Match, lang: str) -> str:
    """The translation's words from ``match``: four words, or in Chinese up to ten characters of its clause."""
    if lang != "zh":
        return _words_at(text, match)
    # (an option or a word in Latin letters it reaches into, whole: "不使用 --director-error", not "不使用 --dire")
    return re.match(r"[^，。；：、,;:（）()]{1,10}(?:(?<=[A-Za-z0-9_-])[A-Za-z0-9_-]+)?", text[match.start():]).group().strip()


def with_without(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """``(english_words, translation_words)`` where an interface string's translation says "without" for the
    English's "with" or "with" for its "without" ("not allowed with argument %s" as ``δεν επιτρέπεται χωρίς το
    όρισμα %s``, ``不允许不带参数 %s``): an option's condition reversed.  A sentence is found when it has more words of
    the one side and fewer of the other than its English (Greek με is also "by": a με added alone is none, and a με of a
    key, a command or a regulation, ``_INSTRUMENTAL``, is not counted, so χωρίς added against the English's "with" is
    found though the translation says "by F2" with με, fix9as; a Chinese word of lack, 缺少, with no other negation
    renders an English "with" negated in its clause, "not closed with a quote", and is no reversal, fix9ba).
    ``source``: the English; ``target``: its ``zh`` or ``el`` translation; ``[]`` for another language; sentences
    paired as :func:`negation._sentence_pairs` pairs them (a polarity pair as :mod:`polarity`'s labels, in
    interface strings)."""
    if lang not in ("zh", "el"):
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        text = _fold_same_length(translation) if lang == "el" else translation
        with_en, without_en = (list(p.finditer(english)) for p in _WITH["en"])
        with_t, without_t = (list(p.finditer(text)) for p in _WITH[lang])
        if lang in _INSTRUMENTAL:  # με το F2 ("by"), σύμφωνα με: no "with" (fix9as)
            instrumental = [m.end() for m in _INSTRUMENTAL[lang].finditer(text)]
            with_t = [m for m in with_t if m.end() not in instrumental]
        # "with the field empty" says an absence: a "without", and so does με το πεδίο κενό; "χωρίς να αφήσετε κενό"
        # (without leaving it empty) a "with" (fix9cc)
        empty = lambda matches, pattern, text: [m for m in matches if pattern.match(text, m.end())]
        turned = empty(with_en, _EMPTY_WITH["en"], english)
        with_en = [m for m in with_en if m not in turned]
        without_en = sorted(without_en + turned, key=lambda m: m.start())
        if lang in _EMPTY_WITH:
            turned = empty(with_t, _EMPTY_WITH[lang], text)
            kept = empty(without_t, _LEFT_EMPTY[lang], text)
            with_t, without_t = (sorted([m for m in with_t if m not in turned] + kept, key=lambda m: m.start()),
                                 sorted([m for m in without_t if m not in kept] + turned, key=lambda m: m.start()))
        # the translation's word nearest the place of the English's (as shares of the texts): the one reversed where
        # the translation has more than one ("χωρίς αποθήκευση … χωρίς τις σημειώσεις" for "without saving … with the
        # notes")
        if lang == "zh" and with_en and not _NEGATED["zh"].search(_ZH_LACK.sub("", translation)):
            # a word of lack with no other negation says the English's "not ... with" whole ("not closed with a
            # quote" as 缺少结尾的引号: fix9ba, tester 9x): each such pair is no reversal; "不带" or a 缺少 beside
            # another negation (不允许缺少参数 for "not allowed with argument") still is
            negated = [m for m in with_en if _EN_NOT_WITH.search(english[:m.start()])]
            lack = [m for m in without_t if _ZH_LACK.fullmatch(m.group())]
            pairs = min(len(negated), len(lack))
            with_en = [m for m in with_en if m not in negated[:pairs]]
            without_t = [m for m in without_t if m not in lack[:pairs]]
        nearest = lambda mine, theirs: min(theirs, key=lambda m: abs(m.start() / max(len(text), 1)
                                                                     - mine.start() / max(len(english), 1)))
        if with_en and len(without_t) > len(without_en) and len(with_t) < len(with_en):
            found.append((_words_at(english, with_en[0]), _said(translation, nearest(with_en[0], without_t), lang)))
        elif without_en and len(with_t) > len(with_en) and len(without_t) < len(without_en):
            found.append((_words_at(english, without_en[0]), _said(translation, nearest(without_en[0], with_t), lang)))
        elif without_en and lang == "zh" and len(without_t) < len(without_en) and _WITHOUT_DOING.search(english):
            # Chinese says "without saving" with a negation (不保存, 无需保存, 而不保存): none at all, nor 放弃, where the
            # English says "without" is the action joined (关闭并保存, 关闭时保存: fix9aw, fresh tester 9s)
            # (a negation elsewhere, "was not saved" as 尚未保存, leaves the "without" unsaid: as many negations as the
            # English's and its "without"s are needed; t9bb neg111 "quits without saving" as 保存而退出 beside 尚未保存)
            from helper.catalog.checks.negation import _EN, _NEG, _count, _not_a_negation_blanked

            joined = [m for m in _ZH_JOINED.finditer(translation) if not _NEG["zh"].search(m.group())]
            negations = _count(_NEG["zh"], _not_a_negation_blanked(translation, translation, "zh"), "zh")
            if joined and negations < _count(_EN, english, "en") + len(without_en) \
                    and not _ZH_WITHOUT_SAID.search(translation):
                found.append((_words_at(english, without_en[0]), joined[-1].group()))
    return found


_NEED_AT = {
    "zh": re.compile(r"(?<![如若无不否毋何])(?:需要|需|要求|必须|务必|必需)"),
    "el": re.compile(r"(?<!\w)(?:χρειαζ\w*|απαιτ\w*|πρεπει|οφειλ(?:ει|ουν|ετε))(?!\w)"),
}
"""A word of need or duty of a translation (Greek folded) that says the English's "needs" / "must" (需要, 必须;
χρειάζεται, απαιτεί, πρέπει): not 如需 / 无需 / 不需要 ("if needed", "no need")."""
_JOINED_AND = {
    "zh": re.compile(r"并且|而且|同时|以及|和|与|及|(?<![并而暂况尚姑])且|并(?=[须需要必])"),
    "el": re.compile(r"(?<!\w)(?:και|κι)(?!\w)"),
}
"""What joins a second thing needed, or a second duty, to the first (并且, 和, 且; "και")."""
_CLAUSE_STOP = {"zh": re.compile(r"[，,；;：:。.！!？?]"), "el": re.compile(r"[,;·:.!?]")}
_GOES_ON = {"zh": re.compile(r"[，,]\s*(?:并且|而且|同时|并|且|还)"), "el": re.compile(r",\s*(?:και|κι)(?!\w)")}
"""A comma whose next clause is joined by "and" to the one before it: that clause goes on with the first's."""
_EN_JOINED = re.compile(r"\b(?:and|or|plus|as well as|together with)\b", re.IGNORECASE)
_EN_RELATIVE = re.compile(r"\b(?:that|which|who|whose|where)\b", re.IGNORECASE)


def need_joined_added(source: str, target: str, lang: str) -> list[tuple[str, str]]:
    """What an interface translation joins by "and" to the one thing the English sentence needs or must do, which
    the English does not say: "The helper's screen needs a terminal; …" as "本程序的界面需要终端，并且必须以管理员身份运行；…"
    (tester t9bh bh-sen05) or as "… χρειάζεται τερματικό και σύνδεση στο διαδίκτυο· …" (tester t9bh bh-sen24, fixzo):
    a need or a duty of the translator's own, a clause added.  In each sentence pair (:func:`negation._sentence_pairs`)
    the English has one word of duty or need (:data:`_MUST_EN`) whose clause (to its comma, outside brackets) joins
    nothing (:data:`_EN_JOINED`); the translation's first word of need or duty (:data:`_NEED_AT`) has a clause (to its
    mark, on past a comma whose next clause opens with "and": :data:`_GOES_ON`) that joins something by "and"
    (:data:`_JOINED_AND`).  ``[(the English sentence, what the last "and" joins)]``; ``[]`` for another language."""
    if lang not in _NEED_AT:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        bare_en = re.sub(r"\([^()]*\)|\[[^\[\]]*\]", lambda m: " " * len(m.group()), english)
        duties = list(_MUST_EN.finditer(bare_en))
        if len(duties) != 1:
            continue
        stop = re.compile(r"[,;:.!?]").search(bare_en, duties[0].end())
        if _EN_JOINED.search(bare_en, duties[0].end(), stop.start() if stop else len(bare_en)) or _EN_RELATIVE.search(
                bare_en, duties[0].end(), stop.start() if stop else len(bare_en)):
            continue  # (the English's own second thing, or a relative clause: "percentages above 0 that add up to")
        text = _fold_same_length(translation) if lang == "el" else translation
        text = re.sub(r"\([^()]*\)|（[^（）]*）|\[[^\[\]]*\]", lambda m: " " * len(m.group()), text)
        need = _NEED_AT[lang].search(text)
        if need is None:
            continue
        end = need.end()
        while True:
            mark = _CLAUSE_STOP[lang].search(text, end)
            if mark is None:
                end = len(text)
                break
            goes_on = _GOES_ON[lang].match(text, mark.start())
            if goes_on is None:
                end = mark.start()
                break
            end = goes_on.end()
        joins = list(_JOINED_AND[lang].finditer(text, need.end(), end))
        if not joins:
            continue
        clause = translation[joins[-1].end():end].strip()
        if len(clause) < 2 or any(w.casefold() in english.casefold()
                                  for w in re.findall(r"[A-Za-z{][\w{}-]+|\d+", clause)):
            continue  # (a word or number of the English's own, "需要 --ns 和 --ew", 合计为100: its rendering)
        found.append((english, clause))
    return found
