"""Meaning checks a fresh tester (9e) found blind, each kept as a kind (fix9l, issue 9 §2).

Each defect (or correct variant) is planted in a real text: the Chinese written from the 2017 English
(``tests/test_catalog_fix9e.py``'s ``ZH_2017``) or the tester's own Chinese of the same law, and the interface
strings of copies of the shipped ``messages.po``; the exact new findings are asserted against those of the clean
text.

1  Law 86A "shall not exercise" made 可以/应/可 where "without that board" is 不计该副牌: the 不 of 不计 is no
   negation of the modal.
2  Law 12C3 "both members of the offending side" as 非违规方的两名成员 (the translation names the sides once more
   than the English).
3  Law 12C1(e) "it might have hoped to recover" as 它本不可希望…挽回: a modal negated the English does not negate.
4  Interface strings: a negation dropped ("need not balance" without δεν / 无) or added (违规者不受罚).
5  Interface strings: the offending and non-offending sides swapped, North-South for East-West.
6  Interface strings: an English word left in the prose ("仅用于南北的 outcome", "哪一方是 non-offending？").
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks import check_catalogues, check_pair
from tests.support import edit_findings, law_texts

NEGATION_DROPPED = ("a negation of the English (not, no, unless) is missing in the translation of '{}': a "
                    "prohibition made a permission, or a condition reversed?")
NEGATION_ADDED = ("the translation negates '{}' where the English does not: a permission or a duty made a "
                  "prohibition, or a condition reversed?")
SIDES = "'{found}' where the English says '{english}': the offending and non-offending sides swapped?"
DIRECTIONS = "'{found}' where the English says '{english}': North-South and East-West swapped?"


def _short(text: str) -> str:
    """The English sentence as a finding's message quotes it: its first 59 characters and an ellipsis."""
    return text if len(text) <= 60 else text[:59] + "…"


# 1  Law 86A: 不计 ("without") is no negation of "shall not"

def test_without_written_bu_ji_is_no_finding_and_keeps_no_shall_not_alive():
    english, clean = law_texts("zh", "86A")
    bu_ji = clean.replace("除去该副牌后的", "不计该副牌时的")
    assert bu_ji != clean
    findings = lambda text: [(f.check, f.message) for f in check_pair(english, text, "zh", "2017|86A", "laws")]
    assert findings(bu_ji) == findings(clean)
    sentence = "The Director shall not exercise his Law 6 authority to order one board redealt when the final " \
               "result of a match without that board could be known to a contestant."
    for permission in ("可以", "应", "可"):
        new = [(check, message) for check, message in findings(bu_ji.replace("不得", permission))
               if (check, message) not in findings(bu_ji)]
        assert new == [("negation", NEGATION_DROPPED.format(_short(sentence)))], permission


@pytest.mark.parametrize("compound", ["不论", "不管", "不仅", "不同"])
def test_a_compound_with_bu_stands_in_for_no_dropped_negation(compound):
    """不论/不管 (whatever), 不仅 (not only), 不同 (different) beside a 不得 made 可以: still the negation missing."""
    english, clean = law_texts("zh", "86A")
    text = clean.replace("裁判不得", f"{compound}如何，裁判可以")
    assert [(f.check, f.severity) for f in check_pair(english, text, "zh", "2017|86A", "laws")
            if f.check == "negation"] == [("negation", "error")]


# 2  Law 12C3: the sides swapped where the translation names them once more than the English

TESTER_12C3 = ("在个人赛中，即使只有违规方的一名成员可能对违规负有责任，裁判也要对违规方的两名成员同等地执行本规则中的纠正"
               "以及要求判给调整分的规定。但如果裁判认为违规者的同伴完全没有过错，则不得对其处以程序性罚分。")


def test_12c3_both_members_of_the_non_offending_side_is_sides_swapped():
    english, _clean = law_texts("zh", "12C3")

    def swapped(text):
        return [f.message for f in check_pair(english, text, "zh", "2017|12C3", "laws") if "swapped" in f.message]

    assert swapped(TESTER_12C3) == []
    assert swapped(TESTER_12C3.replace("裁判也要对违规方", "裁判也要对非违规方")) == [
        SIDES.format(found="非违规方", english="offending side")]
    assert edit_findings("zh", "12C3", "对违规方两名成员", "对非违规方两名成员") == [
        ("terminology", "error", SIDES.format(found="非违规方", english="offending side"))]


# 3  Law 12C1(e): "it might have hoped" negated

TESTER_12C1E = ("如果在违规之后，非违规方因极其严重的错误（与犯规无关）或因赌博性的行动而造成自身的损害，而该行动如果失败，"
                "它本可希望通过纠正来挽回，那么：")


def test_12c1e_a_modal_negated_that_the_english_does_not_negate_is_found():
    english, _clean = law_texts("zh", "12C1(e)")

    def negations(text):
        return [f.message for f in check_pair(english, text, "zh", "2017|12C1(e)", "laws") if f.check == "negation"]

    assert negations(TESTER_12C1E) == []
    assert negations(TESTER_12C1E.replace("它本可希望", "它本不可希望")) == [NEGATION_ADDED.format(_short(english))]


def test_12c1e_ii_does_not_receive_as_bu_neng_is_no_negation_added():
    """"does not receive relief" worded 不能…得到补偿: the English negates too."""
    english, _clean = law_texts("zh", "12C1(e)(ii)")
    text = "非违规方不能就其自己造成的那部分损害得到补偿。"  # the tester's wording
    assert [f for f in check_pair(english, text, "zh", "2017|12C1(e)(ii)", "laws") if f.check == "negation"] == []


# 4-6  interface strings, planted in copies of the shipped catalogues

SCORES = "The Director's error: both sides are treated as non-offending (Law 82C); the scores need not balance."
PLAYER = "Which player? In an individual each player is a contestant: only the offender is penalised."
WHICH = "Which side is non-offending?"
CONTESTANT = "the offending contestant"
DAMAGE = "the non-offending side, for the damage test"
OUTCOME = "an outcome for NS only (Law 12C1(e))"
SCORE = "{score}: NS {ns}, EW {ew}"

# (msgid, translation planted, (check, message) expected; None: no finding)
PLANTED = {
    "el": [
        (SCORES, "Σφάλμα του Διαιτητή: και οι δύο άξονες θεωρούνται αναίτιοι (Νόμος 82Γ)· οι βαθμολογίες χρειάζεται "
                 "να είναι συμπληρωματικές.", ("negation", NEGATION_DROPPED.format("the scores need not balance."))),
        (PLAYER, "Ποιος παίκτης; Σε ατομικό αγώνα κάθε παίκτης είναι αγωνιζόμενος: τιμωρείται μόνο ο μη παραβάτης.",
         ("terminology", SIDES.format(found="μη παραβάτης", english="offender"))),
        (WHICH, "Ποιος άξονας είναι ο παραβάτης;", ("terminology", SIDES.format(found="παραβάτης",
                                                                               english="non-offending"))),
        (CONTESTANT, "ο αναίτιος αγωνιζόμενος", ("terminology", SIDES.format(found="αναίτιος", english="offending"))),
        (DAMAGE, "ο υπαίτιος άξονας, για τον έλεγχο ζημιάς",
         ("terminology", SIDES.format(found="υπαίτιος", english="non-offending side"))),
        (OUTCOME, "αποτέλεσμα μόνο για ΑΔ (Νόμος 12Γ1(ε))", ("terminology", DIRECTIONS.format(found="ΑΔ",
                                                                                             english="NS"))),
        (SCORE, "{score}: ΑΔ {ew}, ΒΝ {ns}", None),  # both pairs reordered, each with its score
    ],
    "zh": [
        (SCORES, "裁判的错误：双方均视为非违规方（第82条C款）；双方得分须平衡。",
         ("negation", NEGATION_DROPPED.format("the scores need not balance."))),
        (PLAYER, "哪位牌手？个人赛中每位牌手都是参赛者：违规者不受罚。",
         ("negation", NEGATION_ADDED.format(_short(PLAYER.split("? ")[1])))),
        (WHICH, "哪一方是违规方？", ("terminology", SIDES.format(found="违规方", english="non-offending"))),
        (CONTESTANT, "非违规的参赛者", ("terminology", SIDES.format(found="非违规", english="offending"))),
        (DAMAGE, "违规的一方，用于判断损害", ("terminology", SIDES.format(found="违规的一方",
                                                                      english="non-offending side"))),
        (OUTCOME, "仅用于东西的结果（第12条C款1项(e)）", ("terminology", DIRECTIONS.format(found="东西", english="NS"))),
        (SCORE, "{score}：东西 {ew}，南北 {ns}", None),
    ],
}
# English left in an interface string's prose (another entry each time: one defect per entry)
ENGLISH_LEFT = {
    "el": [(OUTCOME, "outcome μόνο για ΒΝ (Νόμος 12Γ1(ε))", "outcome")],
    "zh": [(OUTCOME, "仅用于南北的 outcome（第12条C款1项(e)）", "outcome"), (WHICH, "哪一方是 non-offending？", "non-offending")],
}


def _plant(root, lang: str, texts: dict) -> None:
    path = root / "locales" / ("zh_Hans" if lang == "zh" else "el") / "LC_MESSAGES" / "messages.po"
    po = polib.pofile(str(path), wrapwidth=0)
    for entry in po:
        if entry.msgid in texts:
            entry.msgstr = texts[entry.msgid]
    po.save(str(path))


def _by_entry(root, lang: str) -> dict:
    found = {}
    for f in check_catalogues(root, langs=(lang,), domains=("messages",)):
        found.setdefault(f.paragraph, set()).add((f.check, f.severity, f.message))
    return found


@pytest.fixture(scope="module")
def clean_messages(tmp_path_factory):
    """The findings of the shipped interface catalogues, by language and entry (a private copy is checked)."""
    from tests.support import copy_checkout

    root = copy_checkout(tmp_path_factory.mktemp("clean") / "checkout")
    return {lang: _by_entry(root, lang) for lang in ("el", "zh")}


@pytest.mark.parametrize("lang", ["el", "zh"])
def test_interface_negations_sides_and_directions_are_found_at_their_entry(lang, clean_messages, tmp_path):
    from tests.support import copy_checkout

    root = copy_checkout(tmp_path / "checkout")
    _plant(root, lang, {msgid: text for msgid, text, _expected in PLANTED[lang]})
    after = _by_entry(root, lang)
    before = clean_messages[lang]
    for msgid, text, expected in PLANTED[lang]:
        new = sorted(after.get(msgid, set()) - before.get(msgid, set()))
        assert new == ([] if expected is None else [(expected[0], "error", expected[1])]), (msgid, text)
    touched = {msgid for msgid, _t, _e in PLANTED[lang]}
    assert {k: v - before.get(k, set()) for k, v in after.items()
            if k not in touched and v - before.get(k, set())} == {}


@pytest.mark.parametrize("lang", ["el", "zh"])
def test_an_english_word_left_in_an_interface_string_is_found(lang, clean_messages, tmp_path):
    from tests.support import copy_checkout

    root = copy_checkout(tmp_path / "checkout")
    _plant(root, lang, {msgid: text for msgid, text, _word in ENGLISH_LEFT[lang]})
    after = _by_entry(root, lang)
    for msgid, text, word in ENGLISH_LEFT[lang]:
        assert sorted(after.get(msgid, set()) - clean_messages[lang].get(msgid, set())) == [
            ("untranslated-run", "error", f"English left untranslated in the translation: '{word}'")], text


@pytest.mark.parametrize("lang", ["el", "zh"])
def test_the_shipped_interface_catalogues_give_none_of_these_findings(lang, clean_messages):
    """Legitimate Latin in the shipped translations (option values glossed, `text、md 或 html`, GNU screen, [adjusted],
    `το πλήρες top`, `export LANG=C.UTF-8`) and their free wording of negations (保留不变, δεν διαβάζεται) are no
    finding."""
    ours = [(entry, finding) for entry, found in clean_messages[lang].items() for finding in found
            if finding[0] in ("negation", "untranslated-run") or "swapped?" in finding[2]]
    assert ours == []


@pytest.mark.parametrize("lang, text", [
    ("zh", "局况：none（双方无局）、ns、ew 或 both（双方有局）"),
    ("el", "ευθύνη ΒΝ: none (δεν έσφαλε), partly (έσφαλε μερικώς) ή direct (έσφαλε σαφώς)"),
])
def test_option_values_glossed_in_an_interface_string_are_no_finding(lang, text):
    source = "vulnerability: none, ns, ew or both" if lang == "zh" else "NS responsibility: none, partly or direct"
    assert [f for f in check_pair(source, text, lang, source, "messages") if f.check == "untranslated-run"] == []
