"""Running the checks over the real catalogues; faults of a catalogue file as a whole."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from helper.catalog.checks.common import ERROR, Finding, _, _say
from helper.catalog.checks.pair import check_pair
from helper.catalog.checks.single import check_single


def check_catalogues(root: Path | str | None = None, langs: Iterable[str] = ("el", "zh"),
                     domains: Iterable[str] = ("laws", "messages"), *, ui_lang: str = "en",
                     pairs: bool | None = None, laws_1997: bool | None = None) -> list[Finding]:
    """Run every check over the real texts.

    ``root``: the checkout (default: the running checkout or installed data).
    For each language in ``langs`` and domain in ``domains``: every entry of
    its ``.po`` (laws: paragraph = msgctxt; messages: paragraph = msgid).  When
    ``"zh"`` is in ``langs`` and ``pairs`` / ``laws_1997`` are true (default:
    when ``"laws"`` is in ``domains``), also the
    sentence pairs of ``laws_text/`` (domain ``"pairs"``, paragraph ``"pair
    S4"``) and the 1997 Chinese paragraphs and their titles (domain
    ``"laws-1997"``, paragraph ``"1997|81A"``, ``"1997|81A|title"``).
    A missing catalogue file is skipped.
    """
    import polib

    from helper.catalog.build import catalog_path

    base = _data_root(root)
    findings: list[Finding] = []
    langs, domains = tuple(langs), tuple(domains)
    pairs = "laws" in domains if pairs is None else pairs
    laws_1997 = "laws" in domains if laws_1997 is None else laws_1997
    for lang in langs:
        for domain in domains:
            path = catalog_path(base, lang, domain)
            problems = catalogue_problems(path, catalog_path(base, None, domain), domain, ui_lang)
            findings.extend(Finding(lang, f"{domain}.po", "catalogue", ERROR, message, fragment, domain)
                            for message, fragment in problems)
            if problems:
                continue
            for entry in polib.pofile(str(path)):
                if entry.obsolete or not entry.msgid:
                    continue
                paragraph = entry.msgctxt if domain == "laws" else entry.msgid
                comment = "\n".join(c for c in (entry.comment, entry.tcomment) if c)
                targets = ([entry.msgstr_plural[k] for k in sorted(entry.msgstr_plural)]
                           if entry.msgid_plural else [entry.msgstr])
                sources = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
                for index, target in enumerate(targets):
                    source = sources[min(index, len(sources) - 1)]
                    findings.extend(check_pair(source, target, lang, paragraph or "", domain,
                                               fuzzy=entry.fuzzy, comment=comment, ui_lang=ui_lang,
                                               flags=entry.flags))
    if "zh" in langs and (pairs or laws_1997):
        from helper.laws.loader import read_book
        from helper.laws.model import LawBook

        book = LawBook(**read_book(base / "laws_text")) if root is not None else LawBook.load()
        if pairs:
            for pair in book.pairs:
                findings.extend(check_pair(pair.en.text, pair.zh.text, "zh", f"pair {pair.id}", "pairs",
                                           ui_lang=ui_lang))
        if laws_1997:
            for paragraph in book.paragraphs("1997"):
                for key, texts in (("", paragraph.texts), ("|title", paragraph.headings)):
                    if "zh" in texts:
                        findings.extend(check_single(texts["zh"].text, "zh", f"1997|{paragraph.id}{key}",
                                                     "laws-1997", ui_lang=ui_lang))
    return findings


def _data_root(root: Path | str | None) -> Path:
    # The reviewer's checkout when there is one (see helper.paths.repo_root),
    # else the installed data.
    if root is not None:
        return Path(root)
    from helper.paths import locales_dir, repo_root

    return repo_root() or locales_dir().parent


def catalogue_problems(path: Path, template: Path, domain: str, ui_lang: str = "en") -> list[tuple[str, str]]:
    """Faults of a catalogue file as a whole: missing, not a valid PO file (the
    first syntax error, as Babel's strict reader finds it), or entries of the
    template missing or written twice. Returns (message, fragment) pairs."""
    import polib
    from babel.messages.pofile import PoFileError, read_po

    if not path.is_file():
        return [(_say(ui_lang, _("the catalogue file is missing: {file}"), file=path.name), str(path))]
    try:
        with path.open("rb") as handle:
            read_po(handle, abort_invalid=True)
        entries = [e for e in polib.pofile(str(path)) if not e.obsolete and e.msgid]
    except (OSError, PoFileError, ValueError, UnicodeDecodeError) as exc:
        return [(_say(ui_lang, _("not a valid PO file: {reason}"), reason=exc), str(path))]
    if not template.is_file():
        return []
    keys = [(e.msgctxt, e.msgid) for e in entries]
    expected = {(e.msgctxt, e.msgid) for e in polib.pofile(str(template)) if not e.obsolete and e.msgid}
    problems = []
    for context, msgid in sorted(expected - set(keys), key=str):
        name = context if domain == "laws" else msgid
        problems.append((_say(ui_lang, _("entry missing from the catalogue: {entry}"), entry=name), name))
    for key in sorted({k for k in keys if keys.count(k) > 1}, key=str):
        name = key[0] if domain == "laws" else key[1]
        problems.append((_say(ui_lang, _("entry written twice: {entry}"), entry=name), name))
    return problems
