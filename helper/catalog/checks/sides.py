"""The contestants' sides named by what they did or did not do, for the checks that read sides (negation,
polarity, pair): below all three, so that none imports another for them."""

from __future__ import annotations

import unicodedata


def _folded(pattern: str) -> str:
    """A Greek ``pattern`` folded as the text it is matched on (:func:`modality._fold_same_length`): accents off and
    final ς as σ, so that "της" matches the folded "τησ" (fix9be: the patterns' "της" never matched).  Case is kept
    (escapes such as ``\\S`` stay as written); the patterns are lower case."""
    stripped = "".join(c for c in unicodedata.normalize("NFD", pattern) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", stripped).replace("ς", "σ")

# A side named by what it did not do: Greek "ο άξονας που δεν παρέβη" ("the side that did not infringe"), Chinese
# 未违规方 / 没有违规的一方, the non-offending side; without the negation ("που παρέβη", 违规的一方) the offending one.
# Its negation is part of the name, no negation of the rule: a translation that names the other side so is a sides
# swap (pair.swapped_side, one finding), not a negation added (fix9o).  Greek on folded text (accents off, lower case).
# ... or by what it did said of it, the side first (fresh tester 9k): "Which side is non-offending?" as 哪一方没有违规？ /
# 哪一方未违规？ / "Ποια πλευρά δεν παρέβη;" / "Ποιος άξονας δεν παρέβη;" names the non-offending side, no negation
# added; 哪一方违规？ / "Ποια πλευρά παρέβη;" names the offending one (a sides swap)
_ZH_SIDE_SAYS = r"(?:一方|哪方|方|参赛者|搭档|牌手)(?:是|都|也)?"
_EL_SIDE_SAYS = r"(?<!\w)(?:πλευρ\w*|αξον\w*|ζευγαρ\w*|ζευγ\w*)\s+"
# ... or by its having no fault or responsibility (fix9ay): the innocent side of Law 12B1 as 没有过错的一方 / 无责任的一方 /
# 无过错方, "ο άξονας που δεν ευθύνεται" / "που δεν έφταιξε" / "που δεν είναι υπαίτιος" / "ο άξονας μη υπαίτιος" /
# "χωρίς υπαιτιότητα": the negation is the name's, no negation of the rule.  Only so, as a name: "ο ένας άξονας δεν
# έσφαλε" says something of one side ("neither side was at fault" made one side: a quantifier changed).  Not a
# degree of fault (δεν έσφαλε κατά κανένα τρόπο, 毫无过错: "in no way at fault", compared as a degree; "που δεν έσφαλε",
# Law 12C2(a)'s own verb of the degrees, is the degree's label with its κατά κανένα τρόπο dropped), nor 不负责任 (the
# adjective "irresponsible"), nor what is said of one after "is" (12C3 "if of the opinion that he is in no way to blame" as
# "αν κρίνει ότι είναι χωρίς καμία ευθύνη": a degree of fault, fix9bb)
_ZH_NO_FAULT = r"(?:没有?|无|并无)(?:过错|过失|责任)"
_EL_NOT_AT_FAULT = (r"(?:(?:ειναι|ηταν)\s+υπαιτι\w*|ευθυν(?:εται|ονται|οταν|οντανε)|φταιει|φταινε|φταιγ\w*|"
                    r"εφταιξ\w*|(?:φερει|φερουν|εχει|εχουν)\s+(?:καμια\s+)?ευθυνη)(?!\w)")
# ... or by its fault: 有过错的一方, 过错方 (not 没有过错的一方, 无过错方, nor a degree's 部分过错: fix9pa, tester t9ax
# zh_laws074 无辜的一方 made 有过错的一方); also the offending side's label (polarity)
ZH_AT_FAULT = (r"(?<![没无非])有过错的?(?:一方|方(?!面|法|式|向|案))|"
               r"(?<![没无非有分接全])过错(?:的一方|方(?!面|法|式|向|案))")
SIDE_NAMES = {
    # (... or "is not offending" of a side, "κανένας άξονας δεν είναι υπαίτιος": no side is offending, fix9by)
    "el": tuple(map(_folded, (_EL_SIDE_SAYS + r"(?:δεν|δε)\s+(?:παρεβ\w*|(?:ειναι|ηταν)\s+(?:ο\s+|η\s+)?υπαιτι\w*)|"
           r"(?<!\w)(?:που|(?:ο|η|το|οι|τα|του|της|των)\s+οποι\w*)\s+(?:δεν|δε)\s+"
           r"(?:παρεβ\w*|παραβι\w*|(?:διεπραξ|εκαν|υπεπεσ)\w*\s+(?:την\s+|στην\s+)?παραβασ\w*|"
           + _EL_NOT_AT_FAULT + r")|(?<!\w)μη\s+(?:υπαιτι|υπευθυν)\w*|"
           r"(?<!ειναι\s)(?<!ηταν\s)(?<!\w)χωρισ\s+(?:καμια\s+)?(?:υπαιτιοτητα|ευθυνη)(?!\w)",
           _EL_SIDE_SAYS + r"παρεβ\w*|"
           r"(?<!\w)(?:που|(?:ο|η|το|οι|τα|του|της|των)\s+οποι\w*)\s+"
           r"(?:παρεβ\w*|παραβι\w*|(?:διεπραξ|εκαν|υπεπεσ)\w*\s+(?:την\s+|στην\s+)?παραβασ\w*)"))),
    # "an innocent side" (Law 12B1): 无辜的一方, 无过错(的)一方, 清白的一方 (fix9av, tester 9s); any side named as having
    # no fault or responsibility, 没有过错的一方, 无责任的一方, 无过错方 (fix9ay: its 没有/无 is part of the name)
    # (... or "is not the offending side", 双方都不是违规方, 没有一方是违规方: no side is offending, fix9by)
    "zh": (r"(?:未|没有?|无)违规(?:的)?(?:方|一方|参赛者|者|搭档|牌手)|" + _ZH_SIDE_SAYS + r"(?:没有?|未|并未)违规|"
           + _ZH_SIDE_SAYS + r"(?:不是|并非|不为)违规(?:方|一方|的一方)?|"
           r"(?:没有|无)(?:任何)?一方(?:是|为)违规(?:方|的一方)?|"
           r"(?:无辜|清白)的?一方|" + _ZH_NO_FAULT + r"的?(?:一方|方(?!面|法|式|向|案))",
           r"(?<!没有)(?<![非未没无])违规(?:方|一方|参赛者|者|搭档|的一方|的参赛者|的牌手)|"
           + ZH_AT_FAULT + "|"
           + _ZH_SIDE_SAYS + r"违规(?![的方者])"),
}

# A side named generally, no particular one (fix9ao, fresh tester 9r): Law 12B2 "advantageous to either side"
# (对任何一方有利, ευνοϊκή για οποιονδήποτε άξονα), "both sides", "any side", "a side", "neither side", "the sides",
# "one side" (86B1).  Said as a particular side (非违规方, ο μη υπαίτιος άξονας, NS, declarer's side) the rule
# concerns that side only: pair.particular_for_general.  Greek on folded text (accents off, lower case, final ς as σ).
_EL_SIDE = r"(?:αξον|πλευρ)\w*"
GENERAL_SIDES = {
    # ... and each contestant, whom Law 12C4 gives the average ("each contestant’s score …, the average of them is
    # assigned to each": 给每一比赛方, "σε κάθε άξονα"; as 给非违规方 the beneficiary narrowed: fix9hh, tester t9aq
    # zh-l-D-34)
    "en": (r"\b(?:either|both|any|neither|each|one)\s+(?:of\s+the\s+(?:two\s+)?)?sides?\b|\ba\s+side\b|"
           r"\bthe\s+(?:two\s+)?sides\b|\beach\s+contestant\b|\bto\s+each(?=\s*[.,;])"),
    "zh": (r"任何一方|任一方|任意一方|双方|两方|各方|每一方|每方|其中一方|一方或另一方|"
           r"(?:每一?个?|各)(?:比赛|参赛)(?:方|者|队)"),
    "el": _folded(r"(?<!\w)(?:οποι\w*δηποτε|καποι\w*|καθε|καν\w*|εναν?|ενοσ|μια|μιασ|αμφοτερ\w*)\s+"
           r"(?:απο\s+(?:τουσ|τισ)\s+δυο\s+)?" + _EL_SIDE + r"|(?<!\w)καθε\s+αγωνιζομεν\w*"
           + r"|(?<!\w)(?:(?:και\s+)?(?:οι|τουσ|των|στουσ|τισ|στισ)\s+)?δυο\s+" + _EL_SIDE
           + r"|(?<!\w)(?:οι|τουσ|των|στουσ)\s+αξον(?:εσ|ων)(?!\w)"),
}
# A particular side beside the offending / non-offending one (pair._SIDES) and North-South / East-West
# (pair._DIRECTIONS): declarer's side and the defenders
PARTICULAR_SIDES = {
    "en": r"\bdeclar(?:er'?s|ing)\s+side\b|\bdefending\s+side\b|\bdefenders\b",
    "zh": r"庄家方|庄家一方|定约方|防守方|防守一方",
    "el": _folded(r"(?<!\w)" + _EL_SIDE + r"\s+(?:του\s+)?εκτελεστ\w*|(?<!\w)(?:αμυνομεν|αμυνο)\w*"),
}
