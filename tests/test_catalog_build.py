"""helper.catalog.build: the catalogues are deterministic, merge reviewer work and are current.

Every build runs on a temporary copy of the checkout (helper/, laws_text/,
locales/, pyproject.toml), never on the repository itself.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import polib
import pytest
import yaml

REPO = Path(__file__).resolve().parent.parent
from helper.catalog.build import (
    CatalogError,
    build_all,
    catalog_stats,
    compile_check,
    is_python_format,
)
from tests.support import copy_checkout

LAWS_EL = Path("locales/el/LC_MESSAGES/laws.po")
LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")
MESSAGES = {"zh": Path("locales/zh_Hans/LC_MESSAGES/messages.po"),
            "el": Path("locales/el/LC_MESSAGES/messages.po")}


def _snapshot(root: Path) -> dict[str, bytes]:
    locales = root / "locales"
    return {p.relative_to(locales).as_posix(): p.read_bytes()
            for p in sorted(locales.rglob("*")) if p.is_file() and p.suffix in (".po", ".pot")}


def _entry(root: Path, relative: Path, context: str) -> polib.POEntry:
    entries = [e for e in polib.pofile(str(root / relative)) if e.msgctxt == context]
    assert len(entries) == 1, context
    return entries[0]


def _paragraph(name: str, pid: str) -> dict:
    data = yaml.safe_load((REPO / "laws_text" / name).read_text(encoding="utf-8"))
    return next(p for p in data["paragraphs"] if p["id"] == pid)


def _pair(pid: str) -> dict:
    data = yaml.safe_load((REPO / "laws_text" / "sentence_pairs.yaml").read_text(encoding="utf-8"))
    return next(p for p in data["pairs"] if p["id"] == pid)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """A copy of the checkout with the catalogues built once."""
    root = copy_checkout(tmp_path_factory.mktemp("checkout"))
    build_all(root)
    return root


@pytest.fixture
def checkout(built: Path, tmp_path: Path) -> Path:
    """A private copy of the built checkout, for tests that edit files."""
    shutil.copytree(built, tmp_path / "co")
    return tmp_path / "co"


# ---------------------------------------------------------------- determinism

def test_second_build_writes_identical_bytes(checkout: Path):
    before = _snapshot(checkout)
    assert set(before) == {"laws.pot", "messages.pot", "el/LC_MESSAGES/laws.po",
                           "el/LC_MESSAGES/messages.po", "zh_Hans/LC_MESSAGES/laws.po",
                           "zh_Hans/LC_MESSAGES/messages.po"}
    lines = build_all(checkout)
    assert _snapshot(checkout) == before
    assert all(line.endswith("(unchanged)") for line in lines), lines


def test_committed_locales_are_up_to_date(built: Path):
    """Rebuilding from the repository's own sources changes nothing in its locales/."""
    repo = _snapshot(REPO)
    rebuilt = _snapshot(built)
    stale = sorted(name for name in rebuilt if repo.get(name) != rebuilt[name])
    assert not stale, f"locales/ is stale, run `helper catalog build`: {stale}"


def test_not_a_checkout_is_a_clear_error(tmp_path: Path):
    with pytest.raises(CatalogError, match="not a source checkout"):
        build_all(tmp_path)


# ---------------------------------------------------------------- laws

def test_pot_has_each_paragraph_with_context_and_provenance(built: Path):
    entry = _entry(built, Path("locales/laws.pot"), "2017|12C2(a)")
    source = _paragraph("law12_2017.yaml", "12C2(a)")["texts"]["en"]
    assert entry.msgid == source["text"]
    assert source["source"] in entry.comment and f"line {source['lines'][0]}" in entry.comment
    pot = polib.pofile(str(built / "locales/laws.pot"))
    contexts = [e.msgctxt for e in pot]
    assert contexts.index("2017|12A") < contexts.index("2017|12C4") < contexts.index("2017|86A")
    title = _entry(built, Path("locales/laws.pot"), "2017|86B1|title")
    assert title.msgid == "Single Result Obtained"
    assert "title: Single Result Obtained" in _entry(built, Path("locales/laws.pot"), "2017|86B1").comment


def test_greek_is_the_official_text(built: Path):
    entry = _entry(built, LAWS_EL, "2017|12C2(a)")
    assert entry.msgstr == _paragraph("law12_2017.yaml", "12C2(a)")["texts"]["el"]["text"]
    assert not entry.fuzzy
    po = polib.pofile(str(built / LAWS_EL))
    assert po.metadata["Language"] == "el" and "Plural-Forms" in po.metadata
    assert "UTF-8" in po.metadata["Content-Type"] and not po.metadata_is_fuzzy


def test_chinese_exact_pair_is_a_translation(built: Path):
    entry = _entry(built, LAWS_ZH, "2017|12C4")
    assert entry.msgstr == _pair("S7")["zh"]["text"]
    assert not entry.fuzzy
    assert "sentence pair S7 (older edition, English identical to 2017)" in entry.comment
    assert "86B" in entry.comment  # the other candidate is named too
    assert polib.pofile(str(built / LAWS_ZH)).metadata["Language"] == "zh_Hans"


def test_chinese_from_1997_is_fuzzy_and_says_so(built: Path):
    entry = _entry(built, LAWS_ZH, "2017|12C2(b)")
    assert entry.fuzzy
    assert entry.msgstr == _paragraph("laws_1997_zh.yaml", "86A")["texts"]["zh"]["text"]
    assert "1997" in entry.comment and "86A" in entry.comment


def test_chinese_priority_and_near_pairs(built: Path):
    near = _entry(built, LAWS_ZH, "2017|12A1")
    assert near.fuzzy and near.msgstr == _pair("S6")["zh"]["text"]
    assert near.previous_msgid == _pair("S6")["en"]["text"]
    # concordance 'certain' (1997 89) beats the near pair S8, which is listed
    individual = _entry(built, LAWS_ZH, "2017|12C3")
    assert individual.fuzzy and "1997 Law 89" in individual.comment and "S8" in individual.comment
    assert "probable" in _entry(built, LAWS_ZH, "2017|12C2(c)").comment


def test_chinese_without_source_is_untranslated(built: Path):
    entry = _entry(built, LAWS_ZH, "2017|12C2(a)")
    assert entry.msgstr == "" and not entry.fuzzy


def test_reviewer_comments_and_previous_msgid_survive(checkout: Path):
    for relative in (LAWS_EL, LAWS_ZH):
        po = polib.pofile(str(checkout / relative), wrapwidth=0)
        for entry in po:
            if entry.msgctxt == "2017|12C2(a)":
                entry.tcomment = "checked against the printed book\nsecond line"
        po.save()
    previous = _entry(checkout, LAWS_ZH, "2017|12A1").previous_msgid
    assert previous

    build_all(checkout)
    for relative in (LAWS_EL, LAWS_ZH):
        kept = _entry(checkout, relative, "2017|12C2(a)")
        assert kept.tcomment == "checked against the printed book\nsecond line"
    assert _entry(checkout, LAWS_ZH, "2017|12A1").previous_msgid == previous
    before = _snapshot(checkout)
    build_all(checkout)
    assert _snapshot(checkout) == before


def test_approved_chinese_translation_survives(checkout: Path):
    po = polib.pofile(str(checkout / LAWS_ZH), wrapwidth=0)
    for entry in po:
        if entry.msgctxt == "2017|12C2(b)":
            entry.flags.remove("fuzzy")
            entry.previous_msgid = None
    po.save()
    build_all(checkout)
    assert not _entry(checkout, LAWS_ZH, "2017|12C2(b)").fuzzy


def test_removed_paragraph_is_dropped(checkout: Path):
    po = polib.pofile(str(checkout / LAWS_EL), wrapwidth=0)
    po.append(polib.POEntry(msgctxt="2017|99Z", msgid="gone", msgstr="x"))
    po.save()
    build_all(checkout)
    assert not [e for e in polib.pofile(str(checkout / LAWS_EL)) if e.msgctxt == "2017|99Z"]


# ---------------------------------------------------------------- messages

def test_messages_pot_has_graph_and_code_strings(built: Path):
    pot = polib.pofile(str(built / "locales/messages.pot"))
    graph = pot.find("What happened on this board?")
    assert graph is not None
    # Locations name the file only: line numbers would change with every code edit.
    assert [path for path, line in graph.occurrences] == ["helper/dialogue/graph.yaml"]
    assert all(not line for _, line in graph.occurrences)
    # The YAML extractor itself reports each string's line.
    from helper.catalog.extract import extract_graph

    graph_path = built / "helper/dialogue/graph.yaml"
    with graph_path.open("rb") as handle:
        found = {message: lineno for lineno, _f, message, _c in extract_graph(handle, None, [], {})}
    graph_lines = graph_path.read_text(encoding="utf-8").splitlines()
    assert "What happened on this board?" in graph_lines[found["What happened on this board?"] - 1]
    code = pot.find("{laws}: NS {ns}, EW {ew}")
    assert code is not None and code.occurrences[0][0] == "helper/dialogue/render.py"
    assert any("TRANSLATORS:" in e.comment for e in pot)
    assert "POT-Creation-Date" not in pot.metadata or pot.metadata["POT-Creation-Date"].startswith("2017-01-01")
    assert not any(key == "Generated-By" for key in pot.metadata)


def test_messages_po_compile_without_errors(built: Path):
    for lang, relative in MESSAGES.items():
        assert compile_check(built / relative, lang) == []
        po = polib.pofile(str(built / relative))
        assert not po.metadata_is_fuzzy


def test_translations_kept_and_percent_flag_right(checkout: Path):
    """A translation of a "60% of" string compiles; a real %s string keeps its flag."""
    relative = MESSAGES["el"]
    po = polib.pofile(str(checkout / relative), wrapwidth=0)
    po.append(polib.POEntry(msgid="at least 60% of the matchpoints", msgstr="τουλάχιστον 60% των βαθμών",
                            flags=["python-format"]))
    for entry in po:
        if entry.msgid == "unrecognized arguments: %s":
            entry.msgstr = "μη αναγνωρισμένα ορίσματα: %s"
    po.save()
    assert compile_check(checkout / relative, "el") == []
    build_all(checkout)
    rebuilt = polib.pofile(str(checkout / relative))
    kept = rebuilt.find("unrecognized arguments: %s")
    assert kept.msgstr == "μη αναγνωρισμένα ορίσματα: %s" and "python-format" in kept.flags
    assert compile_check(checkout / relative, "el") == []


@pytest.mark.parametrize("msgid, expected", [
    ("at least 60% of the", False), ("50% in pairs", False), ("%s", True),
    ("%(prog)s: error: %(message)s\n", True), ("100%%", False), ("%(a)s at 50%", False),
])
def test_is_python_format(msgid: str, expected: bool):
    assert is_python_format(msgid) is expected


# ---------------------------------------------------------------- statistics

def test_catalog_stats(built: Path):
    stats = catalog_stats(built)
    assert set(stats) == {"zh", "el"}
    assert stats["el"]["laws"]["fuzzy"] == stats["el"]["laws"]["untranslated"] == 0
    zh = stats["zh"]["laws"]
    assert zh["translated"] >= 2 and zh["fuzzy"] >= 5
    total = len(polib.pofile(str(built / "locales/laws.pot")))
    assert sum(zh.values()) == total == sum(stats["el"]["laws"].values())


# ---------------------------------------------------------------- interface translations

def _messages(lang_dir: str):
    from babel.messages.pofile import read_po

    with (REPO / "locales" / lang_dir / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        return [m for m in read_po(handle) if m.id]


@pytest.mark.parametrize("lang_dir", ["zh_Hans", "el"])
def test_every_interface_string_is_translated(lang_dir):
    messages = _messages(lang_dir)
    assert messages
    assert [m.id for m in messages if not m.string or m.fuzzy] == []


@pytest.mark.parametrize("lang_dir", ["zh_Hans", "el"])
def test_translations_keep_every_placeholder(lang_dir):
    """A dropped or renamed {placeholder} or %(name)s would crash or lose a number."""
    import re

    pattern = re.compile(r"\{[a-z_]*\}|%\([a-z_]+\)[sr]|%s")
    for message in _messages(lang_dir):
        sources = message.id if isinstance(message.id, tuple) else (message.id,)
        targets = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = sorted(pattern.findall(sources[-1]))
        for target in targets:
            assert sorted(pattern.findall(target)) == expected, message.id


@pytest.mark.parametrize("lang_dir, terms", [
    ("zh_Hans", ["平均正分", "平均负分", "非违规方", "比赛分", "裁定调整分"]),
    ("el", ["μέσος όρος συν", "μέσος όρος μείον", "αναίτιο", "βαθμοί αγώνα", "κατ' εκτίμηση"]),
])
def test_translations_use_the_domain_terms(lang_dir, terms):
    text = "\n".join("\n".join(m.string) if isinstance(m.string, tuple) else m.string for m in _messages(lang_dir))
    for term in terms:
        assert term in text


# ---------------------------------------------------------------- nothing lost (issue 9 §1)

def _set_english(root: Path, pid: str, old: str, new: str) -> None:
    path = root / "laws_text" / "law12_2017.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _approve(root: Path, context: str, msgstr: str, tcomment: str) -> str:
    po = polib.pofile(str(root / LAWS_ZH), wrapwidth=0)
    [entry] = [e for e in po if e.msgctxt == context]
    entry.msgstr, entry.tcomment = msgstr, tcomment
    if "fuzzy" in entry.flags:
        entry.flags.remove("fuzzy")
    entry.previous_msgid = None
    po.save()
    return entry.msgid


ZH_12C2A = "当由于违规而无法取得结果时，裁判给予人为调整分。"


def test_changed_english_keeps_the_approved_chinese_as_fuzzy_with_previous(checkout: Path):
    english = _approve(checkout, "2017|12C2(a)", ZH_12C2A, "reviewed: 2026-11-29\nnote: checked twice")
    _set_english(checkout, "12C2(a)", "the Director awards an artificial", "the Director shall award an artificial")
    build_all(checkout)
    entry = _entry(checkout, LAWS_ZH, "2017|12C2(a)")
    assert "shall award" in entry.msgid
    assert entry.msgstr == ZH_12C2A and entry.fuzzy
    assert entry.previous_msgid == english and entry.previous_msgctxt == "2017|12C2(a)"
    assert entry.tcomment == "note: checked twice"  # the reviewed mark is gone: review it again
    raw = (checkout / LAWS_ZH).read_text(encoding="utf-8")
    assert '#| msgctxt "2017|12C2(a)"\n#| msgid "When owing to an irregularity' in raw
    before = _snapshot(checkout)
    build_all(checkout)
    assert _snapshot(checkout) == before


def test_a_reviewers_unapproved_edit_of_a_fuzzy_entry_survives(checkout: Path):
    po = polib.pofile(str(checkout / LAWS_ZH), wrapwidth=0)
    [entry] = [e for e in po if e.msgctxt == "2017|12C2(b)"]
    assert entry.fuzzy
    previous = entry.previous_msgid
    entry.msgstr = "审阅者的译文"
    po.save()
    build_all(checkout)
    kept = _entry(checkout, LAWS_ZH, "2017|12C2(b)")
    assert kept.msgstr == "审阅者的译文" and kept.fuzzy and kept.previous_msgid == previous


def _retitle_string(root: Path, old: str, new: str) -> None:
    path = root / "helper/dialogue/graph.yaml"
    text = path.read_text(encoding="utf-8")
    assert f'"{old}"' in text
    path.write_text(text.replace(f'"{old}"', f'"{new}"'), encoding="utf-8")


def test_changed_interface_english_keeps_translations_as_fuzzy(checkout: Path):
    po = polib.pofile(str(checkout / MESSAGES["el"]), wrapwidth=0)
    entry = po.find("What happened on this board?")
    greek = entry.msgstr
    entry.tcomment = "reviewed: 2026-11-30\nnote: Greek board term"
    po.save()
    zh = polib.pofile(str(checkout / MESSAGES["zh"])).find("What happened on this board?").msgstr
    _retitle_string(checkout, "What happened on this board?", "What happened at this board?")
    build_all(checkout)
    for lang, expected in (("el", greek), ("zh", zh)):
        raw = (checkout / MESSAGES[lang]).read_text(encoding="utf-8")
        assert '#| msgid "What happened on this board?"\nmsgid "What happened at this board?"' in raw
        assert "# | msgid" not in raw and "#~ msgid \"What happened on this board?\"" not in raw
        entry = polib.pofile(str(checkout / MESSAGES[lang])).find("What happened at this board?")
        assert entry.msgstr == expected and entry.fuzzy
        assert entry.previous_msgid == "What happened on this board?"
    assert polib.pofile(str(checkout / MESSAGES["el"])).find(
        "What happened at this board?").tcomment == "note: Greek board term"
    before = _snapshot(checkout)
    build_all(checkout)
    assert _snapshot(checkout) == before


def test_interface_fuzzy_matching_respects_msgctxt(tmp_path: Path):
    from babel.messages.catalog import Catalog

    from helper.catalog.build import messages_bytes, update_messages

    path = tmp_path / "messages.po"
    path.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                    '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
                    'msgctxt "board"\nmsgid "Score of the board"\nmsgstr "Αποτέλεσμα της διανομής"\n\n'
                    'msgctxt "session"\nmsgid "Score of the session"\nmsgstr "Αποτέλεσμα του γύρου"\n',
                    encoding="utf-8")
    template = Catalog(locale="el")
    template.add("Score of the boards", locations=[("helper/x.py", 1)], context="board")
    template.add("Score of a session", locations=[("helper/x.py", 2)], context="other")
    catalog, previous, obsolete = update_messages(template, path, "el")
    text = messages_bytes(catalog, previous, obsolete).decode("utf-8")
    assert ('#, fuzzy\n#| msgctxt "board"\n#| msgid "Score of the board"\nmsgctxt "board"\n'
            'msgid "Score of the boards"\nmsgstr "Αποτέλεσμα της διανομής"\n') in text
    # another msgctxt is never a fuzzy match: untranslated, and the old entry is kept as obsolete
    assert 'msgctxt "other"\nmsgid "Score of a session"\nmsgstr ""\n' in text
    assert '#~ msgctxt "session"\n#~ msgid "Score of the session"\n#~ msgstr "Αποτέλεσμα του γύρου"' in text


def test_a_removed_string_is_kept_obsolete_and_comes_back(checkout: Path):
    _retitle_string(checkout, "What happened on this board?", "Which of these describes what happened?")
    build_all(checkout)
    raw = (checkout / MESSAGES["el"]).read_text(encoding="utf-8")
    assert '#~ msgid "What happened on this board?"' in raw
    before = _snapshot(checkout)
    build_all(checkout)
    assert _snapshot(checkout) == before
    _retitle_string(checkout, "Which of these describes what happened?", "What happened on this board?")
    build_all(checkout)
    entry = polib.pofile(str(checkout / MESSAGES["el"])).find("What happened on this board?")
    assert entry.msgstr and not entry.fuzzy and not entry.obsolete
    assert '#~ msgid "What happened on this board?"' not in (checkout / MESSAGES["el"]).read_text(encoding="utf-8")


def test_a_file_with_a_syntax_fault_is_not_rebuilt(checkout: Path):
    path = checkout / MESSAGES["el"]
    text = path.read_text(encoding="utf-8")
    broken = text.replace('msgstr "Τι συνέβη σε αυτή τη διανομή;"', 'msgstr "Τι συνέβη σε αυτή τη διανομή;', 1)
    assert broken != text
    path.write_text(broken, encoding="utf-8")
    line = broken[:broken.index('msgstr "Τι συνέβη σε αυτή τη διανομή;')].count("\n") + 1
    with pytest.raises(CatalogError, match=rf"line {line}: unterminated"):
        build_all(checkout)
    assert path.read_text(encoding="utf-8") == broken


def test_a_law_catalogue_with_a_syntax_fault_is_not_rebuilt(checkout: Path):
    path = checkout / LAWS_ZH
    text = path.read_text(encoding="utf-8")
    start = text.index('msgstr "', text.index('msgctxt "2017|12C2(b)"'))
    end = text.index("\n", start)
    broken = text[:end - 1] + text[end:]
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"laws.po, line {text[:start].count(chr(10)) + 1}: unterminated"):
        build_all(checkout)
    assert path.read_text(encoding="utf-8") == broken


def test_obsolete_entries_written_by_msgmerge_compile_and_rebuild(checkout: Path):
    path = checkout / MESSAGES["el"]
    with path.open("a", encoding="utf-8") as handle:
        handle.write('\n#, fuzzy\n#~| msgid "Old question"\n#~ msgid "Old question?"\n#~ msgstr "Παλιά ερώτηση;"\n')
    assert compile_check(path, "el") == []
    build_all(checkout)
    assert '#~ msgid "Old question?"\n#~ msgstr "Παλιά ερώτηση;"' in path.read_text(encoding="utf-8")
    assert compile_check(path, "el") == []
    before = _snapshot(checkout)
    build_all(checkout)
    assert _snapshot(checkout) == before


def test_junk_previous_comments_of_older_builds_are_cleaned(checkout: Path):
    path = checkout / MESSAGES["zh"]
    text = path.read_text(encoding="utf-8")
    old = 'msgid "What happened on this board?"\n'
    assert text.count(old) == 1
    path.write_text(text.replace(old, '# | msgid "What happened on the board?"\n# note: keep me\n' + old),
                    encoding="utf-8")
    build_all(checkout)
    rebuilt = path.read_text(encoding="utf-8")
    assert "# | msgid" not in rebuilt
    assert polib.pofile(str(path)).find("What happened on this board?").tcomment == "note: keep me"


def test_a_changed_plural_string_keeps_both_forms_as_fuzzy(tmp_path: Path):
    from babel.messages.catalog import Catalog

    from helper.catalog.build import messages_bytes, update_messages

    path = tmp_path / "messages.po"
    path.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                    '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
                    '# reviewed: 2026-11-29\nmsgid "{count} ruling written"\nmsgid_plural "{count} rulings written"\n'
                    'msgstr[0] "{count} απόφαση γράφτηκε"\nmsgstr[1] "{count} αποφάσεις γράφτηκαν"\n',
                    encoding="utf-8")
    template = Catalog(locale="el")
    template.add(("{count} ruling recorded", "{count} rulings recorded"), locations=[("helper/x.py", 1)])
    catalog, previous, obsolete = update_messages(template, path, "el")
    text = messages_bytes(catalog, previous, obsolete).decode("utf-8")
    assert ('#, fuzzy, python-brace-format\n#| msgid "{count} ruling written"\n#| msgid_plural "{count} rulings written"\n'
            'msgid "{count} ruling recorded"\nmsgid_plural "{count} rulings recorded"\n'
            'msgstr[0] "{count} απόφαση γράφτηκε"\nmsgstr[1] "{count} αποφάσεις γράφτηκαν"\n') in text
    assert "reviewed" not in text and "#~" not in text
