"""The contestants' sides named by what they did or did not do, for the checks that read sides (negation,
polarity, pair): below all three, so that none imports another for them."""

from __future__ import annotations

# A side named by what it did not do: Greek "ο άξονας που δεν παρέβη" ("the side that did not infringe"), Chinese
# 未违规方 / 没有违规的一方, the non-offending side; without the negation ("που παρέβη", 违规的一方) the offending one.
# Its negation is part of the name, no negation of the rule: a translation that names the other side so is a sides
# swap (pair.swapped_side, one finding), not a negation added (fix9o).  Greek on folded text (accents off, lower case).
# ... or by what it did said of it, the side first (fresh tester 9k): "Which side is non-offending?" as 哪一方没有违规？ /
# 哪一方未违规？ / "Ποια πλευρά δεν παρέβη;" / "Ποιος άξονας δεν παρέβη;" names the non-offending side, no negation
# added; 哪一方违规？ / "Ποια πλευρά παρέβη;" names the offending one (a sides swap)
_ZH_SIDE_SAYS = r"(?:一方|哪方|方|参赛者|搭档|牌手)(?:是|都|也)?"
_EL_SIDE_SAYS = r"(?<!\w)(?:πλευρ\w*|αξον\w*|ζευγαρ\w*|ζευγ\w*)\s+"
SIDE_NAMES = {
    "el": (_EL_SIDE_SAYS + r"(?:δεν|δε)\s+παρεβ\w*|"
           r"(?<!\w)(?:που|(?:ο|η|το|οι|τα|του|της|των)\s+οποι\w*)\s+(?:δεν|δε)\s+"
           r"(?:παρεβ\w*|παραβι\w*|(?:διεπραξ|εκαν|υπεπεσ)\w*\s+(?:την\s+|στην\s+)?παραβασ\w*)",
           _EL_SIDE_SAYS + r"παρεβ\w*|"
           r"(?<!\w)(?:που|(?:ο|η|το|οι|τα|του|της|των)\s+οποι\w*)\s+"
           r"(?:παρεβ\w*|παραβι\w*|(?:διεπραξ|εκαν|υπεπεσ)\w*\s+(?:την\s+|στην\s+)?παραβασ\w*)"),
    "zh": (r"(?:未|没有?|无)违规(?:的)?(?:方|一方|参赛者|者|搭档|牌手)|" + _ZH_SIDE_SAYS + r"(?:没有?|未|并未)违规",
           r"(?<!没有)(?<![非未没无])违规(?:方|一方|参赛者|者|搭档|的一方|的参赛者|的牌手)|"
           + _ZH_SIDE_SAYS + r"违规(?![的方者])"),
}
