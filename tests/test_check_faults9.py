"""The translation checks' faults a fresh reviewer found (issue 9 §2, second round).

Each fault is planted in a copy of a real catalogue entry (the official Greek of Law 12, or a
Chinese translation written here from the English) and the exact finding is asserted; the clean
real entries give none of these findings.
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks import check_pair
from tests.support import REPO


def _entry(lang: str, context: str) -> polib.POEntry:
    folder = "el" if lang == "el" else "zh_Hans"
    [entry] = [e for e in polib.pofile(str(REPO / f"locales/{folder}/LC_MESSAGES/laws.po")) if e.msgctxt == context]
    return entry


def _swap(text: str, a: str, b: str) -> str:
    assert a in text and b in text
    return text.replace(a, "\0").replace(b, a).replace("\0", b)


# The official Greek 12C2(b) names the Director where the English names the Tournament Organizer: a defect of the
# source, accepted in helper/catalog/baseline.yaml (an error since session 26's "who" family), not these tests' subject.
OFFICIAL_12C2B = ("'Διαιτητής' ('Director') where the term for 'Tournament Organizer' is expected ('Διοργανωτής "
                  "Αγώνων'): someone else acts or decides?")


def _found(en: str, target: str, lang: str, context: str, check: str | None = None):
    return [f for f in check_pair(en, target, lang, context, "laws") if (check is None or f.check == check)
            and not (context == "2017|12C2(b)" and f.message == OFFICIAL_12C2B)]


# A Chinese 12C2(a) written here from the English (the project has no official Chinese 2017 text).
ZH_12C2A = ("当由于违规而无法得到结果时〔另见第12条C款1项(d)〕，裁判根据对违规的责任判给人为调整分："
            "直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分的40%），仅部分有过错的参赛者得平均分"
            "（双人赛中为50%），完全无过错的参赛者得平均正分（双人赛中至少为60%）。")


# ---------------------------------------------------------------- 1. labels swapped

@pytest.mark.parametrize("lang, context, a, b, english, translation", [
    ("el", "2017|12C2(a)", "μέσο όρο μείον", "μέσο όρο συν", "average minus, average plus",
     "average plus, average minus"),
    ("el", "2017|12C2(b)", "μέσου όρου συν", "του μέσου όρου μείον", "average plus, average minus",
     "average minus, average plus"),
    ("el", "2017|12C2(c)", "αναίτιο", "υπαίτιο", "non-offending, offending", "offending, non-offending"),
    ("zh", "2017|12C2(a)", "平均负分", "平均正分", "average minus, average plus", "average plus, average minus"),
])
def test_swapped_labels_are_found(lang, context, a, b, english, translation):
    """Law 12C2(a): average minus to the contestant at fault, average plus to one in no way at fault;
    the labels swapped give the one at fault average plus though every number stays."""
    entry = _entry("el", context)
    clean = entry.msgstr if lang == "el" else ZH_12C2A
    assert [f for f in _found(entry.msgid, clean, lang, context, "terminology") if f.severity == "error"] == []
    found = [f for f in _found(entry.msgid, _swap(clean, a, b), lang, context, "terminology") if f.severity == "error"]
    assert [(f.severity, f.message) for f in found] == [
        ("error", f"labels in another order: {english} in the English, {translation} in the translation: "
                  "swapped, so that each goes to the other contestant?")]


@pytest.mark.parametrize("context, expected", [
    ("2017|12C2(a)", "40% goes with 'average minus' in the English but with 'average plus' in the translation: "
                     "40% and 60% swapped?"),
    ("2017|12C2(c)", "60% goes with 'non-offending' in the English but with 'offending' in the translation: "
                     "60% and 40% swapped?"),
])
def test_swapped_percentages_are_said_in_a_reviewers_words(context, expected):
    entry = _entry("el", context)
    found = _found(entry.msgid, _swap(entry.msgstr, "60%", "40%"), "el", context, "number")
    assert [f.message for f in found] == [expected]


# ---------------------------------------------------------------- 3. relative citations

@pytest.mark.parametrize("cited", ["〔另见第12条C款1项(d)〕", "〔见上文C1(d)〕", "〔另见本条C款1项(d)〕"])
def test_relative_and_absolute_citations_of_the_same_paragraph_agree(cited):
    en = _entry("el", "2017|12C2(a)").msgid
    text = ZH_12C2A.replace("〔另见第12条C款1项(d)〕", cited)
    assert _found(en, text, "zh", "2017|12C2(a)") == []
    wrong = _found(en, text.replace("(d)", "(c)"), "zh", "2017|12C2(a)", "law-reference")
    assert [(f.severity, f.side) for f in wrong] == [("error", "both")]


def test_a_bare_sub_paragraph_is_a_sibling():
    """12C2(b) "(d) hereunder" is 12C2(d): the Chinese 第12条C款2项(d) cites the same paragraph."""
    en = _entry("el", "2017|12C2(b)").msgid
    zh = ("当裁判选择在IMP赛中判给平均正分或平均负分的人为调整分时，该分分别为正3 IMP或负3 IMP。"
          "经主管单位批准，比赛主办机构可按第78条D款、第86条B款3项及第12条C款2项(d)的规定予以变更。")
    assert _found(en, zh, "zh", "2017|12C2(b)", "law-reference") == []


# ---------------------------------------------------------------- 4. mojibake reported as mojibake

def test_chinese_read_as_latin1_is_one_encoding_finding_and_nothing_else():
    en = _entry("el", "2017|12C2(a)").msgid
    damaged = ZH_12C2A.encode("utf-8").decode("latin-1")
    found = _found(en, damaged, "zh", "2017|12C2(a)")
    assert [(f.check, f.severity, f.side) for f in found] == [("encoding", "error", "target")]
    assert "(UTF-8 read as Latin-1 or cp1252)" in found[0].message


def test_greek_read_as_cp1253_is_one_encoding_finding_and_nothing_else():
    entry = _entry("el", "2017|12C2(a)")
    damaged = entry.msgstr.encode("utf-8").decode("cp1253", errors="replace")
    found = _found(entry.msgid, damaged, "el", "2017|12C2(a)")
    assert [(f.check, f.severity) for f in found] == [("encoding", "error")]
    assert found[0].message.startswith("mojibake 'Ξ")
    assert found[0].message.endswith("(Greek UTF-8 read as cp1253 or ISO-8859-7) in the translation")
    one_word = entry.msgstr.replace("Διαιτητής", "Διαιτητής".encode("utf-8").decode("cp1253"))
    found = _found(entry.msgid, one_word, "el", "2017|12C2(a)")
    assert [(f.check, f.fragment) for f in found] == [("encoding", "Ξ”ΞΉΞ±ΞΉΟ„Ξ·Ο„Ξ®Ο‚")]


def test_terminology_message_shows_the_term_not_its_pattern():
    found = _found("The offending side is awarded the score.", "Ο αγωνιζόμενος λαμβάνει τη βαθμολογία.", "el",
                   "2017|12C1(e)(i)", "terminology")
    # (η υπαίτια πλευρά accepted since fix9rb: the glossary's forms as written, none a pattern)
    assert [f.message for f in found] == ["the term for 'offending side' ('υπαίτιος άξονας / άξονας που παρέβη / "
                                         "πλευρά που παρέβη / υπαίτια πλευρά') is not in the translation"]


# ---------------------------------------------------------------- 2 and 5. the sentence really missing

EN_12B1_FIRST = ("The objective of score adjustment is to redress damage to a non-offending side and to take away "
                 "any advantage gained by an offending side through its infraction.")
EN_12B1_SECOND = ("Damage exists when, because of an infraction, an innocent side obtains a table result less "
                  "favourable than would have been the expectation had the infraction not occurred.")
ZH_12B1 = ("调整分的目的是弥补非违规方所受的损害，并取消违规方因违规而获得的任何利益。"
           "当由于违规，无辜的一方得到的桌上结果不如违规未发生时所能预期的结果有利时，即存在损害。")


@pytest.mark.parametrize("lang, keep, missing", [
    ("el", 0, EN_12B1_SECOND), ("el", 1, EN_12B1_FIRST), ("zh", 0, EN_12B1_SECOND), ("zh", 1, EN_12B1_FIRST),
])
def test_the_sentence_really_dropped_is_named(lang, keep, missing):
    entry = _entry("el", "2017|12B1")
    assert entry.msgid == EN_12B1_FIRST + " " + EN_12B1_SECOND
    clean = entry.msgstr if lang == "el" else ZH_12B1
    assert _found(entry.msgid, clean, lang, "2017|12B1", "sentences") == []
    parts = clean.split(". ", 1) if lang == "el" else clean.split("。", 1)
    kept = parts[keep] if lang == "zh" or keep else parts[0] + "."
    found = _found(entry.msgid, kept, lang, "2017|12B1", "sentences")
    assert [(f.severity, f.side, f.fragment) for f in found] == [("error", "source", missing)]
    assert found[0].message.startswith("2 in the English, 1 in the translation; this English sentence "
                                       "seems to have no translation: '" + missing[:20])


def test_a_dropped_sentence_is_seen_when_junk_is_appended():
    """Two sentences in both texts, but the second English one is not translated: the appended
    sentence (from another paragraph) is named as not in the English, the dropped one as missing."""
    entry = _entry("el", "2017|12B1")
    junk = _entry("el", "2017|12C1(d)").msgstr
    text = entry.msgstr.split(". ", 1)[0] + ". " + junk
    found = _found(entry.msgid, text, "el", "2017|12B1", "sentences")
    # one finding naming both, as many sentences on each side (fix9cg: "2 in the English, 2 in the translation"
    # then one untranslated read as a contradiction)
    assert [(f.side, f.fragment) for f in found] == [("source", EN_12B1_SECOND)]
    assert found[0].message.startswith("2 sentences in each text, but one does not pair: the English '")
    assert junk[:20] in found[0].message


# ---------------------------------------------------------------- 5. one English word left

@pytest.mark.parametrize("lang, target, word, severity", [
    ("el", "Αν οι πιθανότητες είναι πολλές ή όχι προφανείς, ο Διαιτητής μπορεί να επιδικάσει μια τεχνητή "
           "επανορθωτική βαθμολογία σε κάθε contestant (βλέπε παράγραφο Γ2 παρακάτω).", "contestant", "error"),
    ("el", "Αν οι πιθανότητες είναι πολλές ή όχι προφανείς, ο FIRSTREVIEWER μπορεί να επιδικάσει μια τεχνητή "
           "επανορθωτική βαθμολογία (βλέπε παράγραφο Γ2 παρακάτω).", "FIRSTREVIEWER", "warning"),
])
def test_a_single_english_word_is_found(lang, target, word, severity):
    entry = _entry("el", "2017|12C1(d)")
    assert _found(entry.msgid, entry.msgstr, "el", "2017|12C1(d)", "untranslated-run") == []
    found = _found(entry.msgid + " A contestant.", target, lang, "2017|12C1(d)", "untranslated-run")
    assert [(f.severity, f.fragment) for f in found] == [(severity, word)]


def test_single_english_words_in_the_chinese_and_in_interface_strings():
    en = _entry("el", "2017|12C2(a)").msgid
    found = _found(en, ZH_12C2A.replace("直接有过错的参赛者", "直接有过错的contestant"), "zh", "2017|12C2(a)",
                   "untranslated-run")
    assert [(f.severity, f.message) for f in found] == [
        ("error", "English left untranslated in the translation: 'contestant'")]
    # interface strings keep option values and names (none, partly, direct; Butler); IMPs anywhere
    assert [f for f in check_pair("{side}: none, partly or direct (Butler IMPs)", "{side}：none（无过错）、partly"
                                  "（部分过错）或 direct（直接过错）（Butler IMP）", "zh", "x", "messages")
            if f.check == "untranslated-run"] == []
    found = [f for f in check_pair("reviewed {date} by {reviewer}", "{reviewer} 于 {date} FIRSTREVIEWER 审校",
                                   "zh", "x", "messages") if f.check == "untranslated-run"]
    assert [(f.severity, f.message) for f in found] == [
        ("warning", "a word in Latin script that is not in the English: 'FIRSTREVIEWER'")]


# ---------------------------------------------------------------- 6. real source differences

def test_modality_hedges_counts_and_agreement():
    en_12c3 = _entry("el", "2017|12C3").msgid
    zh = _entry("zh", "2017|12C3").msgstr
    found = [f for f in _found(en_12c3, zh, "zh", "2017|12C3", "terminology") if "permission" in f.message]
    assert [(f.severity, f.fragment, f.message) for f in found] == [
        ("error", "可不", "'可不' (may ... not: a permission) where the English forbids ('shall not', 'must not'): "
                         "the rule weakened?")]
    assert [f for f in _found(en_12c3, zh.replace("可不", "不得"), "zh", "2017|12C3") if "permission" in f.message] == []
    entry = _entry("el", "2017|12C2(b)")
    hedges = [f for f in _found(entry.msgid, entry.msgstr, "el", "2017|12C2(b)", "terminology") if "usually" in f.message]
    assert [(f.severity, f.fragment) for f in hedges] == [("warning", "συνήθως")]
    assert [f for f in _found(entry.msgid, entry.msgstr.replace("συνήθως ", ""), "el", "2017|12C2(b)")
            if "usually" in f.message] == []
    entry = _entry("el", "2017|86B3")
    found = [(f.check, f.severity, f.fragment) for f in _found(entry.msgid, entry.msgstr, "el", "2017|86B3")
             if f.fragment in ("δύο", "τις οποίος")]
    assert found == [("terminology", "error", "τις οποίος"), ("number", "warning", "δύο")]
    fixed = entry.msgstr.replace("τις οποίος", "τις οποίες")
    assert [f for f in _found(entry.msgid, fixed, "el", "2017|86B3") if f.fragment == "τις οποίες"] == []
    # "both" in the English is two: 12C3's "και στα δύο μέλη" is no finding
    assert [f for f in _found(en_12c3, _entry("el", "2017|12C3").msgstr, "el", "2017|12C3") if f.fragment == "δύο"] == []


@pytest.mark.parametrize("context", ["2017|12C1(b)", "2017|12C1(e)(i)"])
def test_irregularity_for_infraction_is_a_confusion_the_baseline_explains(context):
    """domain.md's terms table: infraction is παράβαση, irregularity ανωμαλία; the official Greek of these
    two paragraphs says ανωμαλία for "infraction": found, and accepted with its reason."""
    from helper.catalog.checks import apply_baseline

    entry = _entry("el", context)
    found = [f for f in _found(entry.msgid, entry.msgstr, "el", context, "terminology") if f.severity == "error"]
    assert [(f.fragment, f.message) for f in found] == [
        ("ανωμαλία", "'ανωμαλία' where the term for 'infraction' is expected ('παράβαση')")]
    new, accepted = apply_baseline(found)
    assert new == [] and "Official text, kept as published." in accepted[0].accepted
    assert [f for f in _found(entry.msgid, entry.msgstr.replace("ανωμαλία", "παράβαση"), "el", context, "terminology")
            if "infraction" in f.message] == []


# ---------------------------------------------------------------- 7. an edited official text

def test_an_edited_official_text_is_found_before_a_build(tmp_path):
    import shutil

    from helper.catalog.checks import check_catalogues

    shutil.copytree(REPO / "locales", tmp_path / "locales")
    shutil.copytree(REPO / "laws_text", tmp_path / "laws_text")
    path = tmp_path / "locales/el/LC_MESSAGES/laws.po"
    assert [f for f in check_catalogues(tmp_path, langs=("el",), domains=("laws",), pairs=False,
                                        laws_1997=False) if f.check == "catalogue"] == []
    po = polib.pofile(str(path), wrapwidth=0)
    [entry] = [e for e in po if e.msgctxt == "2017|86B3"]
    entry.msgstr = entry.msgstr.replace("τις οποίος", "τις οποίες")
    po.save(str(path))
    found = [f for f in check_catalogues(tmp_path, langs=("el",), domains=("laws",), pairs=False, laws_1997=False)
             if f.check == "catalogue"]
    assert [(f.paragraph, f.severity, f.fragment, f.message) for f in found] == [
        ("2017|86B3", "error", "τις οποίος / τις οποίες",
         "the official Greek text was edited here ('τις οποίος' in the source document, 'τις οποίες' in the "
         "catalogue); the next build restores the source document's text")]


# ---------------------------------------------------------------- 1. every shipped text that has both labels

def _label_swaps():
    """(lang, domain, paragraph, English, translation with the first two opposite labels of a pair swapped)
    for every shipped Greek law text and interface string that holds both labels of a pair."""
    from helper.catalog.checks.polarity import polar_labels

    cases = []
    for lang, relative, domain in (("el", "el/LC_MESSAGES/laws.po", "laws"),
                                   ("el", "el/LC_MESSAGES/messages.po", "messages"),
                                   ("zh", "zh_Hans/LC_MESSAGES/messages.po", "messages")):
        for entry in polib.pofile(str(REPO / "locales" / relative)):
            if not entry.msgstr or entry.fuzzy or entry.obsolete:
                continue
            source, target = polar_labels(entry.msgid, "en"), polar_labels(entry.msgstr, lang)
            for pair in dict.fromkeys(p.pair for p in source):
                order_s = [p.label for p in source if p.pair == pair]
                first = {}
                for p in target:
                    if p.pair == pair:
                        first.setdefault(p.label, p)
                if len(set(order_s)) < 2 or sorted(order_s) != sorted(p.label for p in target if p.pair == pair):
                    continue
                a, b = sorted(first.values(), key=lambda p: p.start)[:2]  # the first two (12C2(a) has three)
                text = entry.msgstr
                swapped = (text[:a.start] + text[b.start:b.end] + text[a.end:b.start] + text[a.start:a.end]
                           + text[b.end:])
                cases.append((lang, domain, entry.msgctxt or entry.msgid, entry.msgid, entry.msgstr, swapped))
    return cases


def test_every_shipped_text_with_both_labels_is_found_when_they_are_swapped():
    cases = _label_swaps()
    assert len(cases) >= 7  # 12B1, 12C2(a), (b), (c), 12C3 ... and two interface strings
    for lang, domain, paragraph, english, clean, swapped in cases:
        assert swapped != clean
        before = [f for f in check_pair(english, clean, lang, paragraph, domain) if "labels in another order" in f.message]
        # (an interface string's labels swapped, their placeholders unmoved, is one placeholder-order finding: fix9i)
        after = [f for f in check_pair(english, swapped, lang, paragraph, domain) if "labels in another order" in f.message
                 or (domain == "messages" and f.check == "placeholder-order")]
        assert before == [] and [f.severity for f in after] == ["error"], (paragraph, swapped)


@pytest.mark.parametrize("key, paragraph, expected", [
    ("§C1(d)", "2017|12C2(a)", "12C1(d)"),   # "see also C1(d)" in Law 12
    ("§(d)", "2017|12C2(b)", "12C2(d)"),     # "(d) hereunder": a sibling of 12C2(b)
    ("§B2", "2017|86B3", "86B2"),            # "prescribed in B2"
    ("12C1(c)", "2017|86B1", "12C1(c)"),     # absolute: as it is
    ("§C1(d)", "2: two per score beaten", "§C1(d)"),  # an interface string is no law paragraph
])
def test_relative_references_resolve_in_their_paragraph(key, paragraph, expected):
    from helper.catalog.checks import resolve_ref

    assert resolve_ref(key, paragraph) == expected


def test_swapped_labels_in_the_reviewers_language():
    entry = _entry("el", "2017|12C2(a)")
    swapped = _swap(entry.msgstr, "μέσο όρο μείον", "μέσο όρο συν")
    messages = {ui: [f.message for f in check_pair(entry.msgid, swapped, "el", "2017|12C2(a)", "laws", ui_lang=ui)
                     if f.check == "terminology" and f.severity == "error"] for ui in ("zh", "el")}
    assert messages == {
        "zh": ["标签顺序不同：英文中为 平均负分、平均正分，译文中为 平均正分、平均负分：是否对调了，以致各自给了另一个参赛者？"],
        "el": ["ετικέτες σε άλλη σειρά: μέσος όρος μείον, μέσος όρος συν στο αγγλικό, μέσος όρος συν, μέσος όρος "
               "μείον στη μετάφραση: μήπως αντιμετατέθηκαν, ώστε η καθεμία να πηγαίνει στον άλλο αγωνιζόμενο;"]}


def test_dropped_sentences_are_named_and_seen_behind_appended_junk_across_the_shipped_catalogues():
    """Every shipped translation of two or more sentences (as many as its English) loses one sentence,
    once alone and once with a sentence of another entry appended: the English sentence lost must be
    the one named (at least 95%) and, behind the junk, still named (at least 75%: with equal counts and
    no shared number, reference, label, term or placeholder only the lengths tell, see
    structure._SKIP).  The clean texts give no sentence finding.  Three samples of 30 interface strings (with
    one, the rate hung on which entries a new message shifted into it: 28 of 38 for one seed, 33-35 for others;
    session 38)."""
    import random
    import re

    from helper.catalog.checks.structure import sentences

    named = seen = total = 0
    for seed in (20261201, 1, 2):
        rng = random.Random(seed)
        for lang, relative, domain in (("el", "el/LC_MESSAGES/laws.po", "laws"),
                                       ("zh", "zh_Hans/LC_MESSAGES/messages.po", "messages")):
            entries = [e for e in polib.pofile(str(REPO / "locales" / relative))
                       if e.msgstr and not e.fuzzy and not e.obsolete and not e.msgid_plural]
            others = [s.text for e in entries for s in sentences(e.msgstr, lang)
                      if len(s.text) > 8 and re.search(r"[.!?。！？]$", s.text)]
            eligible = [e for e in entries if len(sentences(e.msgid, "en")) >= 2
                        and len(sentences(e.msgid, "en")) == len(sentences(e.msgstr, lang))]
            for entry in rng.sample(eligible, min(30, len(eligible))):
                where = entry.msgctxt or entry.msgid
                english, target = sentences(entry.msgid, "en"), sentences(entry.msgstr, lang)
                assert [f for f in check_pair(entry.msgid, entry.msgstr, lang, where, domain) if f.check == "sentences"
                        and f.accepted is None and "Discard" not in f.fragment] == []
                k = rng.randrange(len(target))
                text = (entry.msgstr[:target[k].start] + entry.msgstr[target[k].end:]).strip()
                junk = text + ("" if lang == "zh" else " ") + rng.choice(others)
                lost = [f.fragment for f in check_pair(entry.msgid, text, lang, where, domain)
                        if f.check == "sentences" and f.side == "source"]
                hidden = [f.fragment for f in check_pair(entry.msgid, junk, lang, where, domain)
                          if f.check == "sentences" and f.side == "source"]
                total += 1
                named += lost == [english[k].text]
                seen += english[k].text in hidden
    assert total >= 3 * 35  # 8 Greek law texts, 30 interface strings, three times
    print(f"named {named}/{total}, seen behind junk {seen}/{total}")
    assert named / total >= 0.95, (named, total)
    assert seen / total >= 0.75, (seen, total)
