"""The law finder (issue 11): quality on Directors' own questions, citations,
folding, typo tolerance, rebuilding, and ``helper laws search``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from helper.cli import main
from helper.laws.search import LawIndex, Missing, bigrams, cited, excerpt_of, fold, greek_stem, missing, missing_message
from helper.laws import LawBook
from helper.paths import laws_text_dir, locales_dir

QUESTIONS = yaml.safe_load((Path(__file__).parent / "data" / "search_questions.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    return LawIndex(tmp_path_factory.mktemp("index") / "law_index.sqlite3")


def keys(hits) -> list[str]:
    return [f"{h.edition}|{h.id}" for h in hits]


# ---------------------------------------------------------------- quality

def test_question_set_has_twenty_per_language_in_the_directors_words():
    assert {lang: len(qs) >= 20 for lang, qs in QUESTIONS["questions"].items()} == {"en": True, "zh": True, "el": True}
    book = LawBook.load()
    for qs in QUESTIONS["questions"].values():
        for question in qs:
            for key in [question["want"], *question.get("also", [])]:
                edition, pid = key.split("|")
                book.get(pid, edition)  # every expected paragraph exists
                # Not the paragraph's own wording: the question is no substring of its text.
                for text in book.get(pid, edition).texts.values():
                    assert question["q"] not in text.text


def test_ninety_percent_of_directors_questions_find_the_paragraph_in_the_top_three(index):
    found, missed = 0, []
    questions = [(lang, q) for lang, qs in QUESTIONS["questions"].items() for q in qs]
    for lang, question in questions:
        good = {question["want"], *question.get("also", [])}
        if good & set(keys(index.search(question["q"], lang, 3))):
            found += 1
        else:
            missed.append((lang, question["q"]))
    assert len(questions) >= 60
    assert found / len(questions) >= 0.9, missed


@pytest.mark.parametrize("case", QUESTIONS["citations"], ids=lambda c: c["q"])
def test_every_citation_form_finds_its_paragraph_first(index, case):
    first = index.search(case["q"], "en", 5)[0]
    assert f"{first.edition}|{first.id}" == case["want"]
    assert first.cited


def test_a_divided_section_cited_gives_its_paragraphs_in_order(index):
    assert keys(index.search("第12条C款1项(e)", "zh", 3)) == ["2017|12C1(e)", "2017|12C1(e)(i)", "2017|12C1(e)(ii)"]
    assert keys(index.search("Νόμος 86Β2", "el", 4)) == ["2017|86B2", "2017|86B2(a)", "2017|86B2(b)", "2017|86B2(c)"]


def test_a_number_alone_is_no_citation():
    book = LawBook.load()
    assert cited("3 IMPs", book) == []
    assert cited("12 boards at 60%", book) == []
    assert cited("12cases", book) == []
    # "8" is not the beginning of 86A.
    assert [(e, i) for e, i, _ in cited("Law 8", book)] == []
    assert [(e, i) for e, i, _ in cited("law 86A", book)] == [("2017", "86A"), ("1997", "86A")]


# ---------------------------------------------------------------- languages

def test_folding_drops_accents_and_final_sigma():
    assert fold("Ζημιάς") == "ζημιασ"
    assert fold("ΖΗΜΙΆΣ") == "ζημιασ"
    assert greek_stem("ζημιασ") == "ζημι"
    assert greek_stem("ζημια") == "ζημι"
    assert fold("Ｌａｗ") == "law"  # full-width letters


def test_greek_is_accent_and_case_insensitive(index):
    plain = keys(index.search("ζημιας", "el", 5))
    assert plain == keys(index.search("ΖΗΜΙΆΣ", "el", 5)) == keys(index.search("ζημιά", "el", 5))
    assert "2017|12B1" in plain[:3]


def test_chinese_needs_no_spaces():
    assert bigrams("错牌计分") == ["错牌", "牌计", "计分"]
    assert bigrams("错") == ["错"]
    assert bigrams("牌的分") == []  # pairs with 的 say nothing


def test_chinese_finds_english_only_2017_paragraphs_through_catalogue_and_concordance(tmp_path):
    # Without the Directors' thesaurus: only the laws, catalogues, concordance, glossary.
    empty = tmp_path / "terms.yaml"
    empty.write_text("paragraphs: {}\n", encoding="utf-8")
    bare = LawIndex(tmp_path / "bare.sqlite3", terms_path=empty)
    # 12A2 is in English and Greek only; its Chinese is the catalogue's (from pair S5).
    assert LawBook.load().get("12A2").texts.keys() == {"en", "el"}
    assert keys(bare.search("不能正常继续进行", "zh", 1)) == ["2017|12A2"]
    # 12C2(b) has no Chinese; the concordance maps 1997 86A (3IMP) to it.
    assert "2017|12C2(b)" in keys(bare.search("平均正分 3IMP", "zh", 3))
    # The glossary: 平均正分 is "average plus", in 12C2(a)'s English only.
    assert "2017|12C2(a)" in keys(bare.search("平均正分", "zh", 3))


def test_a_typo_still_finds_the_paragraph(index):
    assert "2017|12C2(b)" in keys(index.search("averge plus imps", "en", 3))
    assert "2017|12C1(e)" in keys(index.search("gambeling action", "en", 3))
    assert "2017|12C4" in keys(index.search("knokout", "en", 3))


def test_excerpt_highlights_the_matched_words(index):
    hit = index.search("gambling", "en", 1)[0]
    assert hit.id == "12C1(e)"
    assert [hit.excerpt[s:e] for s, e in hit.spans] == ["gambling"]
    hit = index.search("ζημιας", "el", 1)[0]
    assert all(fold(hit.excerpt[s:e]).startswith("ζημι") for s, e in hit.spans) and hit.spans


def test_excerpt_is_one_line_cut_around_the_match():
    text = "word " * 30 + "target " + "word " * 30
    start = text.index("target")
    line, spans = excerpt_of(text, [(start, start + 6)], width=40)
    assert len(line) == 40 and line.startswith("…") and line.endswith("…")
    assert [line[s:e] for s, e in spans] == ["target"]
    # Chinese takes two columns a character: 20 characters in 40 columns.
    line, _ = excerpt_of("错" * 50, [], width=40)
    assert len(line) == 20


# ---------------------------------------------------------------- the index file

def test_index_is_rebuilt_only_when_its_sources_change(tmp_path):
    book_dir = tmp_path / "laws_text"
    locales = tmp_path / "locales"
    shutil.copytree(laws_text_dir(), book_dir, ignore=shutil.ignore_patterns("sources"))
    shutil.copytree(locales_dir(), locales)
    path = tmp_path / "data" / "law_index.sqlite3"
    assert LawIndex(path, book_dir=book_dir, locales=locales).rebuilt
    again = LawIndex(path, book_dir=book_dir, locales=locales)
    assert not again.rebuilt and again.where == str(path)
    concordance = book_dir / "concordance.yaml"
    concordance.touch()  # a new time, the same content
    assert not LawIndex(path, book_dir=book_dir, locales=locales).rebuilt
    po = locales / "zh_Hans" / "LC_MESSAGES" / "laws.po"
    po.write_text(po.read_text(encoding="utf-8") + "\n# reviewed\n", encoding="utf-8")
    assert LawIndex(path, book_dir=book_dir, locales=locales).rebuilt


def test_unwritable_index_place_builds_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    index = LawIndex(blocker / "law_index.sqlite3")
    assert index.where == "memory"
    assert keys(index.search("12C4", "en", 1)) == ["2017|12C4"]


# ---------------------------------------------------------------- command line

def test_cli_search_prints_citation_edition_and_excerpt(capsys):
    assert main(["--lang", "el", "laws", "search", "12C4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "1. Νόμος 12Γ4  (Κανονισμοί 2017)"
    assert out[1].startswith("   Όταν ο Διαιτητής")


def test_cli_search_json(capsys):
    assert main(["laws", "search", "wrong", "pockets", "--limit", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"query", "lang", "results", "not_held", "notes"}
    assert (data["query"], data["lang"], data["not_held"], data["notes"]) == ("wrong pockets", "en", [], [])
    results = data["results"]
    assert len(results) == 3
    assert "1997|87A" in [f"{d['edition']}|{d['id']}" for d in results]
    assert set(results[0]) == {"id", "edition", "citation", "cited", "score", "excerpt", "excerpt_lang", "spans"}


@pytest.mark.parametrize("argv", [["laws", "search", " "], ["laws", "search", "x", "--limit", "0"],
                                  ["laws", "search", "x", "--limit", "many"]])
def test_cli_search_bad_input_exits_2(argv, capsys):
    with pytest.raises(SystemExit) if "many" in argv else _nothing():
        code = main(argv)
        assert code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip()


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_without_fts5_only_citations_are_found_and_that_is_said(monkeypatch, tmp_path, capsys):
    # An SQLite built without FTS5 (some distributions' Python): simulated by the availability check.
    import helper.laws.search as search

    monkeypatch.setattr(search, "fts5_available", lambda: False)
    monkeypatch.setattr(search, "_INDEXES", {})
    index = LawIndex(tmp_path / "law_index.sqlite3")
    assert not index.words_searchable and index.where == "none"
    assert keys(index.search("12Γ4", "el", 3)) == ["2017|12C4"]
    assert index.search("wrong pockets", "en", 3) == []
    assert not (tmp_path / "law_index.sqlite3").exists()
    assert main(["laws", "search", "86A", "wrong", "pockets"]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[0] == "1. Law 86A  (2017 Laws)"
    assert captured.err.strip() == "This Python's SQLite has no full-text search (FTS5): only paragraph ids are found."


# ---------------------------------------------------------------- ids that do not exist (issue 11)

def test_a_cited_id_that_does_not_exist_is_named_with_what_is_near():
    book = LawBook.load()
    # Law 12C has four numbered paragraphs (12C1-12C4, laws_text/law12_2017.yaml): 12C9 is none of them.
    assert missing("12C9", book) == [Missing("12C9", "12C9", (0, 4), (("2017", "12C1"), ("2017", "12C2"),
                                                                   ("2017", "12C3"), ("2017", "12C4")))]
    assert missing("第12条C款9项", book)[0].id == "12C9"
    # Law 12 has sections A, B and C.
    assert missing("12D cards", book) == [Missing("12D", "12D", (0, 3), (("2017", "12A"), ("2017", "12B"),
                                                                       ("2017", "12C")))]
    # The 1997 Law 81C has eleven items.
    assert [pid for _, pid in missing("1997:81C12", book)[0].near] == [f"81C{n}" for n in range(1, 12)]
    # Law 50 is in neither edition held; Law 99 is no law at all.
    assert missing("Law 50", book) == [Missing("Law 50", "50", (0, 6), ())]
    assert missing("law 99 please", book) == [Missing("law 99", None, (0, 6), ())]
    # Held ids, divided sections and plain numbers are not missing; nor bids such as 2c or 4d.
    assert missing("12C 12C4 第十二条 3 IMPs 1997:82C", book) == []
    assert missing("he opened 2c and I bid 4d", book) == []
    assert missing("第五十条", book) == [Missing("第五十条", "50", (0, 4), ())]


def test_missing_messages_in_three_languages():
    book = LawBook.load()
    item = missing("12C9", book)[0]
    assert missing_message(item, "en") == "Law 12C9 is not in the 2017 Laws: near it are 12C1, 12C2, 12C3, 12C4."
    assert missing_message(item, "el") == (
        "Ο Νόμος 12Γ9 δεν υπάρχει στους Κανονισμούς 2017: κοντά του είναι οι 12Γ1, 12Γ2, 12Γ3, 12Γ4.")
    assert missing_message(item, "zh") == (
        "2017 年规则中没有第12条C款9项：相近的是第12条C款1项、第12条C款2项、第12条C款3项、第12条C款4项。")
    assert missing_message(missing("Law 50", book)[0], "en") == (
        "Law 50 is not in the Laws held here (2017 Laws 12 and 86, 1997 Chinese Laws 81-91).")
    assert missing_message(missing("law 99", book)[0], "en") == (
        "law 99 is not a law paragraph: the Laws are numbered 1 to 93.")


def test_cli_search_for_an_id_that_does_not_exist_says_so(capsys):
    assert main(["laws", "search", "12C9"]) == 0
    assert capsys.readouterr().out == "Law 12C9 is not in the 2017 Laws: near it are 12C1, 12C2, 12C3, 12C4.\n"
    assert main(["--lang", "zh", "laws", "search", "第十二条", "--limit", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [out[0], out[2]] == ["1. 第12条A款  (2017 年规则)", "2. 第12条A款1项  (2017 年规则)"]
    # --json: the note is in the JSON (a script reads one object), nothing on stderr (issue 11, session 9).
    assert main(["laws", "search", "12C9", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {
        "query": "12C9", "lang": "en", "results": [],
        "not_held": [{"text": "12C9", "id": "12C9", "near": [{"edition": "2017", "id": f"12C{n}"} for n in range(1, 5)]}],
        "notes": ["Law 12C9 is not in the 2017 Laws: near it are 12C1, 12C2, 12C3, 12C4."]}
    assert captured.err == ""
    # Law 99 is no law at all: no id, nothing near.
    assert main(["laws", "search", "law 99", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["not_held"] == [{"text": "law 99", "id": None, "near": []}]
    assert data["notes"] == ["law 99 is not a law paragraph: the Laws are numbered 1 to 93."]


# ---------------------------------------------------------------- an independent question set

INDEPENDENT = yaml.safe_load(
    (Path(__file__).parent / "data" / "search_questions_independent.yaml").read_text(encoding="utf-8"))


def test_the_independent_question_set_keeps_the_top_three_rate_it_was_written_with(index):
    """Written without the index's thesaurus (session 8): 49 of 60 (82%) had the paragraph in the top
    three then (README "Find the law"); the index is not tuned to it, this guards against a fall."""
    book = LawBook.load()
    found, missed = {}, []
    for lang, questions in INDEPENDENT["questions"].items():
        assert len(questions) == 20
        found[lang] = 0
        for question in questions:
            good = {question["want"], *question.get("also", [])}
            for key in good:
                edition, pid = key.split("|")
                assert book.get(pid, edition).texts  # every expected paragraph exists, with text
            if good & set(keys(index.search(question["q"], lang, 3))):
                found[lang] += 1
            else:
                missed.append((lang, question["q"]))
    assert sum(found.values()) >= 49, (found, missed)


# ---------------------------------------------------------------- citation forms (issue 11, session 9)

def test_a_bare_law_number_gives_its_first_paragraph_then_the_others_in_order(index):
    # laws_text/law12_2017.yaml: 12A, 12A1, 12A2, 12A3, 12B1, ...; Law 12 is not in the 1997 text held.
    assert keys(index.search("12", "en", 5)) == ["2017|12A", "2017|12A1", "2017|12A2", "2017|12A3", "2017|12B1"]
    # Law 86 in both editions: the 2017 paragraphs (86A, 86B1, 86B2, 86B2(a)-(c), 86B3), then the 1997 ones.
    assert keys(index.search("86", "en", 9)) == [
        "2017|86A", "2017|86B1", "2017|86B2", "2017|86B2(a)", "2017|86B2(b)", "2017|86B2(c)", "2017|86B3",
        "1997|86A", "1997|86B"]
    # Law 81 only in the 1997 Chinese Laws (81A, then 81B1: 81B is a heading without text).
    assert keys(index.search("81", "zh", 2)) == ["1997|81A", "1997|81B1"]
    assert all(hit.cited for hit in index.search("81", "zh", 2))


def test_a_law_not_held_is_said_the_same_way_in_every_form():
    book = LawBook.load()
    said = [missing_message(missing(q, book)[0], "en") for q in ("13A", "Law 13A", "Νόμος 13Α", "１３Ａ")]
    assert said == ["Law 13A is not in the Laws held here (2017 Laws 12 and 86, 1997 Chinese Laws 81-91)."] * 4
    said = [missing_message(missing(q, book)[0], "zh") for q in ("13", "第十三条", "law 13")]
    assert said == ["此处所收规则中没有第13条（2017 年规则第12条和第86条，1997 年中文规则第81条-91条）。"] * 3
    # A bid is still no law: nothing said of "2c" or "4d".
    assert missing("2c", book) == [] and missing("I bid 4d", book) == []


# ---------------------------------------------------------------- words that missed (issue 11, session 9)

@pytest.mark.parametrize("query, lang", [("no result could be obtained", "en"), ("δεν υπάρχει αποτέλεσμα", "el"),
                                         ("δεν μπορεί να επιτευχθεί αποτέλεσμα", "el"), ("无法得到结果", "zh")])
def test_no_result_finds_12A2_and_12C2a_in_the_top_three(index, query, lang):
    # 12C2(a): "When owing to an irregularity no result can be obtained ..."; 12A2: an artificial adjusted
    # score "if no rectification can be made that will permit normal play of the board (see C2 below)".
    top = keys(index.search(query, lang, 3))
    assert "2017|12C2(a)" in top and "2017|12A2" in top, top


@pytest.mark.parametrize("query, lang", [("partly responsible", "en"), ("部分责任", "zh"), ("μερική ευθύνη", "el")])
def test_partly_responsible_finds_12C2a_first(index, query, lang):
    # 12C2(a): "average (50% in pairs) to a contestant only partly at fault" (Greek "έσφαλε μερικώς").
    assert keys(index.search(query, lang, 1)) == ["2017|12C2(a)"]


def test_a_concept_is_indexed_where_its_words_are_written_not_where_a_negation_is_missing():
    from helper.laws.search import TERMS_PATH, concept_forms

    concepts = yaml.safe_load(TERMS_PATH.read_text(encoding="utf-8"))["concepts"]
    forms = concept_forms(concepts, ["When owing to an irregularity no result can be obtained [see also C1(d)]"])
    assert {"无法得到结果", "δεν υπάρχει αποτέλεσμα", "no result"} <= set(forms)
    # 86B1's heading "Single Result Obtained" has the words without the "no": no mark of the concept.
    assert concept_forms(concepts, ["Single Result Obtained"]) == []
    # Greek marks are matched folded (accents, case): "ΈΣΦΑΛΕ ΜΕΡΙΚΏΣ" is 12C2(a)'s "έσφαλε μερικώς".
    assert "部分责任" in concept_forms(concepts, ["ΈΣΦΑΛΕ ΜΕΡΙΚΏΣ"])
    # A short form marks nothing: "no result" alone is in many texts.
    assert concept_forms(concepts, ["no result"]) == []


def test_two_words_side_by_side_rank_above_the_same_words_apart(index):
    # "result obtained": 12C2(a) has "no result can be obtained" (stop words aside, side by side);
    # without the pair the long paragraph ranked below 86B2's "results have been obtained".
    expression, _words, _grams = index._match_expression("no result could be obtained")
    assert '"result obtained"' in expression and '"no result"' in expression


def test_cli_search_refuses_a_query_over_200_characters_without_echoing_it(capsys):
    from helper.laws.search import MAX_QUERY

    assert MAX_QUERY == 200
    assert main(["laws", "search", "x" * 100_000]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "helper: The search is 100000 characters long; it takes at most 200: shorten it.\n"
    # 200 characters exactly are taken (the boundary): 12C4 and then 197 spaces and x.
    assert main(["laws", "search", "12C4" + " " * 195 + "x", "--limit", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "1. Law 12C4  (2017 Laws)"
    assert main(["laws", "search", "12C4" + " " * 196 + "x"]) == 2


def test_the_engine_reads_only_the_first_200_characters(index):
    # Past the cap a citation is not read: 12C4 at character 201 is not cited.
    assert keys(index.search("x" * 200 + " 12C4", "en", 1)) != ["2017|12C4"]
    assert keys(index.search("x" * 195 + " 12C4", "en", 1)) == ["2017|12C4"]


@pytest.mark.parametrize("typed, first_line", [("12C2(b", "Law 12C2(b)"), ("12Γ1(έ)", "Law 12C1(e)"),
                                                ("１２Ｃ２（ｂ）", "Law 12C2(b)"), ("12 C 2 b", "Law 12C2(b)")])
def test_laws_show_reads_the_forms_the_finder_reads(capsys, typed, first_line):
    assert main(["laws", "show", typed]) == 0
    assert capsys.readouterr().out.splitlines()[0] == first_line
