"""Tester t9bb's conditions and who inputs (issue 9 §2, fixwc), each a kind: the input, other defects of the kind
(one finding each) and correct rewordings (none), in both languages.

The vocabulary the rules read (:mod:`helper.catalog.checks.condition_words`, by the grammar of each language):

- conditional conjunctions ("if", "when"): 如果, 如, 若, 倘若, 假如, 假若, 要是, 一旦, 只要, 当…时, …时, 在…时, 于…时,
  (在)…情况下, 的话, 万一, 倘使, 一经; αν, εάν, όταν, εφόσον, όποτε, κάθε φορά που, μόλις ("as soon as", opening a
  clause: new here; not "μόλις 5 λεπτά", "has just").
- exceptive conjunctions ("unless", "otherwise"): 除非 (not 消除 + 非违规方), 否则, 除…外 / 以外; εκτός αν / εάν / όταν /
  εφόσον / και αν, παρά μόνο (αν), αλλιώς, διαφορετικά (除非…，否则 one).  An "if" said with one of these (and no
  other condition left for it) is a condition made an exception, the rule now applying in the cases it did not,
  unless the negations of the two clauses differ by one ("if no other table played it" as 除非有其他牌桌打过).
- concessive conjunctions ("even if", "although"): 即使, 即便, 哪怕, 纵使, 纵然, 就算, 尽管, 虽然, 虽, 固然; ακόμη/ακόμα
  κι αν, έστω κι αν, παρόλο που, αν και (not "αν και οι δύο", "if both"), παρότι, μολονότι, καίτοι, παρά το ότι.  An
  "if", "when" or a clause-opening "where" said with one: a condition made a concession (the rule applies always).
- causal conjunctions ("because", "since"): 由于, 因为, 鉴于, 既然; επειδή, αφού, διότι, καθώς, δεδομένου ότι (Greek's
  wherever they stand; αφού counted against the English's "after" only as far as the English has one).
- actors (the family "who" of the glossary): 裁判, 牌手, 主办单位, 主管单位, 同伴, 违规方 / 非违规方 (a side);
  Διαιτητής, παίκτης, Διοργανωτής Αγώνων, Ρυθμιστική Αρχή, συμπαίκτης, υπαίτιος / αναίτιος άξονας.  The Laws' "he",
  "his", "him" is the Director; an interface string's "you" is its user, a Director.

1. A condition made an exception (:func:`conditions.reversed_conditions`, kind "exception"): el 12C3 "if of the
   opinion that he is in no way to blame" as "εκτός αν, κατά τη γνώμη του, …" (t9bb con125); 若 as 除非, "if it
   exists" as "εκτός εάν υπάρχει".  One negation error naming the English condition and the translation's "unless";
   no limit nor negation added besides.
2. A condition made a concession said with "although" (kind "concession", now with :data:`condition_words` "although"
   words and a clause-opening "where"): el 86B1 "when the Director awards" as "αν και ο Διαιτητής επιδικάζει" (con126),
   el "where a player in no way at fault" as "αν και παίκτης …" (con490); 当 as 虽然; "If" as "Μολονότι".  One
   negation error; no condition said missing besides.
3. A condition made a cause (:func:`conditions.condition_made_cause`): "(Enter επειδή δεν την έπαιξε άλλο τραπέζι)";
   12C1(a) "When after an irregularity" as "Καθώς, έπειτα από …" (its "after" said έπειτα, not by the αφού).
4. An "only if" condition dropped whole (con129): the condition's one finding, its "only" not a restriction dropped
   besides.
5. A sentence translated without its condition, its "he does so" said with the condition's terms (con475 zh 12C1(a)
   裁判就判给裁定调整分。): the condition's one finding, not also "one sentence does not pair"
   (:func:`structure.without_condition`).
6. A part of a condition dropped, its ability kept (con481 el 12C1(a) "Όταν ο Διαιτητής μπορεί να επιδικάσει …"): one
   finding naming the part before the "and" ("after an irregularity the Director is empowered …", its "after" left
   out where the translation says it: t9ba con26 发生违规后，如果裁判能够…), not "and is able to award …" said missing
   (:func:`conditions._conjuncts_missing`).
7. A member said in the place of the Director the English names by a pronoun (:func:`who._pronoun_said_as_other`):
   zh 12A "or on his own initiative" as 或由牌手主动 (who430); "If you can assign" as 如牌手能给出 (who440), "Αν ο παίκτης
   μπορεί να επιδικάσει".  One terminology error naming the member and the Director (or the English's "you").  The
   Director named as the user (el "Ο Διαιτητής συμπληρώνει την απόφαση {id}", who628: decided no defect, the user is
   the Director) or said for "you" (如裁判能给出) is none.
"""

from __future__ import annotations

from pathlib import Path

import polib
import pytest

from tests.support import findings, shipped_message

REPO = Path(__file__).resolve().parent.parent


def shipped_law(lang: str, paragraph: str) -> tuple[str, str]:
    """The English and the shipped ``lang`` translation of Law ``paragraph`` of 2017 (laws.po)."""
    folder = "zh_Hans" if lang == "zh" else lang
    [entry] = [e for e in polib.pofile(str(REPO / "locales" / folder / "LC_MESSAGES" / "laws.po"))
               if e.msgctxt == f"2017|{paragraph}" and not e.obsolete]
    return entry.msgid, entry.msgstr


def edited(where: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``where`` (a law
    paragraph as "law:12C3", else an interface string's English)."""
    paragraph = where[4:] if where.startswith("law:") else None
    english, text = shipped_law(lang, paragraph) if paragraph else (where, shipped_message(lang, where))
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang, paragraph)}
    return [f for f in findings(english, text.replace(old, new, 1), lang, paragraph) if (f[0], f[2]) not in before]


def one(found: list[tuple[str, str, str]], check: str, *words: str) -> None:
    """``found`` is one error of ``check`` whose message holds each of ``words``."""
    assert len(found) == 1, found
    assert found[0][:2] == (check, "error"), found
    assert all(word in found[0][2] for word in words), found


OTHER_EN = "The other results of the version played at this table, as NS scores (Enter if no other table played it)"
REPLACE_EN = "replace the file if it exists (its mode is kept)"
ASSIGN_EN = ("If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average "
             "plus)")
PLAYER_EN = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of "
             "the session, or one directly at fault less than 40%, give that player his own percentage instead (Law "
             "{law}).")
ANSWER_EN = ("The answer kept on the line ({answer}) stays there for Enter only if that ruling is still at the question "
             "it was typed at; otherwise the screen says it was not given.")
COMPLETES_EN = ("Completes ruling {id}: the questions after its score (procedural penalty, Law 90A) answered after ruling "
                "{id} had an appeal outcome or a correction.")


@pytest.mark.parametrize("where, lang, old, new, words", [
    ("law:12C3", "el", ", αν, κατά", ", εκτός αν, κατά", ("'if'", "εκτός αν", "exception")),  # t9bb con125
    ("law:12C3", "el", ", αν, κατά", ", εκτός εάν, κατά", ("'if'", "εκτός εάν", "exception")),
    ("law:12A2", "zh", "当一副", "除非一副", ("'if'", "除非", "exception")),
    (OTHER_EN, "zh", "若没有", "除非没有", ("'if'", "除非", "exception")),
    (REPLACE_EN, "el", "αν υπάρχει", "εκτός εάν υπάρχει", ("'if'", "εκτός εάν", "exception")),
    (ASSIGN_EN, "el", "Αν μπορείτε", "Εκτός αν μπορείτε", ("'If'", "Εκτός αν", "exception")),
])
def test_condition_made_exception(where, lang, old, new, words):
    one(edited(where, lang, old, new), "negation", *words)


@pytest.mark.parametrize("where, lang, old, new, words", [
    ("law:86B1", "el", "όταν ο Διαιτητής", "αν και ο Διαιτητής", ("'when'", "αν και", "concession")),  # con126
    (PLAYER_EN, "el", "όταν παίκτης", "αν και παίκτης", ("'where'", "αν και", "concession")),  # con490
    (PLAYER_EN, "el", "όταν παίκτης", "μολονότι παίκτης", ("'where'", "μολονότι", "concession")),
    ("law:12C1(d)", "el", "Αν οι πιθανότητες", "Μολονότι οι πιθανότητες", ("'If'", "Μολονότι", "concession")),
    (ASSIGN_EN, "el", "Αν μπορείτε", "Παρότι μπορείτε", ("'If'", "Παρότι", "concession")),
    ("law:12A2", "zh", "当一副", "虽然一副", ("'if'", "虽然", "concession")),
    (OTHER_EN, "zh", "若没有", "虽然没有", ("'if'", "虽然", "concession")),
])
def test_condition_made_although(where, lang, old, new, words):
    one(edited(where, lang, old, new), "negation", *words)


@pytest.mark.parametrize("where, lang, old, new, words", [
    (OTHER_EN, "el", "Enter αν δεν", "Enter επειδή δεν", ("'if'", "επειδή", "cause")),
    ("law:12C1(a)", "el", "Όταν, έπειτα", "Καθώς, έπειτα", ("'When'", "Καθώς", "cause")),
    ("law:12C1(d)", "el", "Αν οι πιθανότητες", "Επειδή οι πιθανότητες", ("'If'", "Επειδή", "cause")),
    (OTHER_EN, "zh", "若没有", "由于没有", ("'if'", "由于", "cause")),
])
def test_condition_made_cause(where, lang, old, new, words):
    one(edited(where, lang, old, new), "sentences", *words)


@pytest.mark.parametrize("where, lang, old, new", [
    # the same condition said with another conditional conjunction: no finding
    ("law:12C3", "el", ", αν, κατά", ", εάν, κατά"),
    ("law:86B1", "el", "όταν ο Διαιτητής", "εφόσον ο Διαιτητής"),
    (PLAYER_EN, "el", "όταν παίκτης", "εάν παίκτης"),
    (PLAYER_EN, "el", "όταν παίκτης", "εφόσον παίκτης"),
    (OTHER_EN, "zh", "若没有", "如果没有"),
    (OTHER_EN, "zh", "若没有", "假如没有"),
    (OTHER_EN, "el", "Enter αν δεν", "Enter εάν δεν"),
    ("law:12A2", "zh", "当一副", "如果一副"),
    ("law:12C1(d)", "el", "Αν οι πιθανότητες", "Εάν οι πιθανότητες"),
    (ASSIGN_EN, "el", "Αν μπορείτε", "Εφόσον μπορείτε"),
    (ASSIGN_EN, "zh", "如能", "如果能"),
    # the English's "otherwise" said διαφορετικά for αλλιώς
    (ANSWER_EN, "el", "αλλιώς", "διαφορετικά"),
    # "if no other table played it" as "unless another table played it": the condition kept (its negation said by
    # the "unless"); 86B3 "in the absence of a relevant regulation" as 但除非有相关规程，否则 is tests/test_check_fix9na.py's
    (OTHER_EN, "zh", "若没有", "除非有"),
    (OTHER_EN, "el", "Enter αν δεν την έπαιξε", "Enter εκτός αν την έπαιξε"),
])
def test_condition_reworded(where, lang, old, new):
    assert edited(where, lang, old, new) == []


def test_only_if_dropped_one_finding():
    # t9bb con129: the "only if" clause dropped; its "only" is the condition's finding, no restriction dropped too
    found = findings(ANSWER_EN, "答案行上保留的答案（{answer}）留在行上供按 Enter 给出；否则屏幕会说明它未被给出。", "zh")
    one(found, "sentences", "if that ruling is still at the question", "missing")
    found = edited(ANSWER_EN, "el", " μόνο αν εκείνη η απόφαση βρίσκεται ακόμη στην ερώτηση όπου πληκτρολογήθηκε", "")
    one(found, "sentences", "if that ruling is still at the question", "missing")


CONDITION_12C1A = "When after an irregularity the Director is empowered by the…"


@pytest.mark.parametrize("text, lang, words", [
    # t9bb con475: the sentence without its When-condition, "he does so" said 裁判就判给裁定调整分
    ("裁判就判给裁定调整分。这样的分数取代实际打牌所得的分数。", "zh", (CONDITION_12C1A, "unconditional")),
    ("裁判即判给裁定调整分。此类分数取代实际打牌所得的分数。", "zh", (CONDITION_12C1A, "unconditional")),
    # t9bb con481: "after an irregularity" and "is empowered by these laws to adjust a score" dropped, "is able to
    # award" kept as μπορεί: one finding, not "and is able to award …" said missing too
    ("Όταν ο Διαιτητής μπορεί να επιδικάσει μια κατ’ εκτίμηση επανορθωτική βαθμολογία, το κάνει. Αυτή η βαθμολογία "
     "αντικαθιστά το αποτέλεσμα που υπήρξε στη διανομή.", "el", ("after an irregularity the Director is empowered",
                                                                 "more cases")),
    # t9ba con26: "is empowered by these laws" dropped, "after" (发生违规后) and "able" (能够) kept: that part named
    ("发生违规后，如果裁判能够判给裁定调整分，则裁判应判给裁定调整分。该分数取代实际打牌所得的分数。", "zh",
     ("'the Director is empowered by these laws to adjust a score'", "more cases")),
])
def test_condition_of_12C1a_dropped(text, lang, words):
    english, _text = shipped_law("el", "12C1(a)")
    one(findings(english, text, lang, "12C1(a)"), "sentences", *words)


ZH_12A = "应某一牌手在第92条B款规定的期限内提出的申请，或由{who}主动，裁判可以在本规则授权时判给调整分（队式赛参见第86条B款）。包括："


@pytest.mark.parametrize("where, lang, old, new, words", [
    (ASSIGN_EN, "zh", "如能", "如牌手能", ("'牌手'", "'you'")),  # t9bb who440
    (ASSIGN_EN, "el", "Αν μπορείτε", "Αν ο παίκτης μπορεί", ("'παίκτης'", "'you'")),
    (ASSIGN_EN, "zh", "如能", "如主办单位能", ("'主办单位'", "'you'")),
    ("law:12A", "el", "ή με δική του πρωτοβουλία", "ή με πρωτοβουλία του παίκτη", ("'παίκτη'", "'Director'")),
])
def test_who_for_pronoun(where, lang, old, new, words):
    one(edited(where, lang, old, new), "terminology", *words)


def test_who_for_his_zh_12A():
    # t9bb who430: "or on his own initiative the Director" as 或由牌手主动 (the zh 12A entry is the official text's)
    english, _text = shipped_law("el", "12A")
    assert findings(english, ZH_12A.format(who="裁判"), "zh", "12A") == []
    one(findings(english, ZH_12A.format(who="牌手"), "zh", "12A"), "terminology", "'牌手'", "'Director'")


@pytest.mark.parametrize("where, lang, old, new", [
    (ASSIGN_EN, "zh", "如能", "如裁判能"),  # "you" said as the Director, the user
    (ASSIGN_EN, "el", "Αν μπορείτε", "Αν ο Διαιτητής μπορεί"),
    # t9bb who628 (decided no defect): the Director named as the one who completes the ruling
    (COMPLETES_EN, "el", "Συμπληρώνει", "Ο Διαιτητής συμπληρώνει"),
])
def test_director_for_you_no_finding(where, lang, old, new):
    assert edited(where, lang, old, new) == []
