"""Who acts or decides, swapped (issue 9 §2, session 26; a kind of tester 9aj's): the Director, the Regulating
Authority, the Tournament Organizer, a player, a captain, a committee, one named in another's place.

"The Director may not award …" as 选手不得…, "The Regulating Authority may provide …" as 主办单位可以…: someone else
acts or decides, and the ruling with it. Today a missing-term warning like a paraphrase; now one error naming what
stands in the term's place. Correct texts stay clean: the term kept, and a player named where the English names one.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test


def acts(found: str, other: str, term: str, expected: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' ('{other}') where the term for '{term}' is expected ('{expected}'): "
                                     "someone else acts or decides?")]


test_who_acts_swapped_in_a_law = edits_test([
    ("zh", "12B2", "裁判不得", "选手不得", acts("选手", "player", "Director", "裁判")),
    ("zh", "12B2", "裁判不得", "队长不得", acts("队长", "captain", "Director", "裁判")),
    ("zh", "12A3", "裁判可判给", "委员会可判给", acts("委员会", "committee", "Director", "裁判")),
    ("zh", "86B3", "主管单位可以", "主办单位可以",
     acts("主办单位", "Tournament Organizer", "Regulating Authority", "主管单位 / 主管机构")),
    ("el", "12B2", "Ο Διαιτητής", "Ο παίκτης", acts("παίκτης", "player", "Director", "Διαιτητής")),
    ("el", "12A3", "Ο Διαιτητής", "Η επιτροπή", acts("επιτροπή", "committee", "Director", "Διαιτητής")),
    ("el", "86B3", "Η Ρυθμιστική Αρχή", "Ο Διοργανωτής Αγώνων",
     acts("Διοργανωτής Αγώνων", "Tournament Organizer", "Regulating Authority", "Ρυθμιστική Αρχή")),
    # another of the family left in English where the official Greek 12C2(b) names the Director for the Tournament
    # Organizer: the English left is the one finding, not also the Organizer's term missing (test_catalog_mutations)
    ("el", "12C2(b)", "ο Διαιτητής μπορεί να ρυθμίζει", "ο Director μπορεί να ρυθμίζει",
     [("untranslated-run", "error", "English left untranslated in the translation: 'Director'")]),
    # correct rewordings: the term kept in another form, or said twice
    ("zh", "86B3", "主管单位可以", "主管机构可以"),
    ("zh", "12B2", "裁判不得", "裁判员不得"),
], doc="A person or body in the place of the Director or the Regulating Authority is one error naming it.")

test_players_named_where_the_english_names_them = findings_test([
    ("the NS players' names", "南北牌手姓名", "zh"),
    ("the NS players' names", "τα ονόματα των παικτών ΒΝ", "el"),
    ("the Director's name", "裁判姓名", "zh"),
    ("a note on the appeal (e.g. the committee's reasons)", "关于申诉的备注（例如申诉委员会的理由）", "zh"),
    # the Director's name as the players' names: someone else
    ("the Director's name", "牌手姓名", "zh", acts("牌手", "player", "Director", "裁判")),
    ("the Director's name", "το όνομα του παίκτη", "el", acts("παίκτη", "player", "Director", "Διαιτητής")),
], doc="A player, a captain or a committee named as the English names them is no finding.")
