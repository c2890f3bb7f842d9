"""What the review screen shows and saves (no Textual here).

Each 2017 law paragraph with its English, its Greek and Chinese entries
(status, the older text a fuzzy entry came from, the checks' findings), the
1997 Chinese paragraphs that correspond to it through the concordance, and
the reviewer's note and "reviewed" mark.

The note and the mark are translator comments of the ``laws.po`` entry
(``# reviewed: 2026-11-29`` and ``# note: ...`` lines), which
``helper catalog build`` keeps; other translator comments are left alone.
Saving rewrites the file with the build's own writer, atomically.
"""

from __future__ import annotations

import difflib
import functools
import os
import re
import tempfile
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

REVIEWED = "reviewed: "
NOTE = "note: "


@dataclass
class LangView:
    """One language's entry for a paragraph.

    ``status``: ``translated``, ``fuzzy`` (an older text awaiting review) or
    ``missing``; ``previous``: the English the fuzzy text was translated from
    (``#| msgid``), if known; ``origin``: the build's comment naming where the
    text comes from; ``reviewed``: the date of the reviewer's mark or None;
    ``note``: the reviewer's note; ``findings``: the checks' findings
    (accepted ones carry their baseline reason in ``accepted``).
    """

    lang: str
    text: str
    status: str
    previous: str | None
    origin: str
    reviewed: str | None
    note: str
    findings: list = field(default_factory=list)
    source: str | None = None
    """The source document the text is (``laws_text/sources/<file>, line N``) when the text is an
    official one the build takes from it (Greek; Chinese of an exact sentence pair): not edited here."""
    loaded: tuple = ()
    """The entry as read (msgstr or plural forms, flags, translator comment): a save refuses when the file
    no longer holds it (:class:`StaleEntry`); ``()``: not in the file (an entry of the template the
    catalogue lacks, as in a new, header-only one): a save adds it."""


@dataclass
class SavedEntry:
    """What :func:`save_review` wrote: ``entry``, the polib entry as it now is in the file, and
    ``nplurals``, the catalogue's number of plural forms or None when its header gives none (for
    :func:`saved_view`)."""

    entry: object
    nplurals: int | None


class StaleEntry(RuntimeError):
    """The entry changed on disk since it was loaded (another review screen or an editor saved it):
    nothing was saved."""



def source_document(entry, lang: str) -> str | None:
    """Where an official text of ``entry`` (a laws-domain polib entry of ``lang``) comes from, else None.

    Greek: the build writes the official Greek (``#. el: laws_text/sources/<file>, line N``).
    Chinese: an exact sentence pair's Chinese (not fuzzy, English identical to 2017, not a reviewer's).
    Returns the file and line(s) as the build's comment names them.
    """
    comment = entry.comment or ""
    if not entry.msgstr or entry.fuzzy:
        return None
    if lang == "zh" and ("English identical to 2017" not in comment or "reviewer's" in comment):
        return None
    for line in comment.splitlines():
        if line.startswith(f"{'el' if lang == 'el' else 'zh source'}: laws_text/sources/"):
            return line.split(": ", 1)[1]
    return None


def _official_source(generated, lang: str) -> str | None:
    """Where the official text of an entry comes from (``generated``: the entry as the build makes it
    from the sources, ``build.official_entries``; None when the entry has no official text)."""
    return None if generated is None else source_document(generated, lang)


def _loaded(entry) -> tuple:
    return (entry.msgstr, tuple(sorted(entry.msgstr_plural.items())), tuple(entry.flags), entry.tcomment or "")


@dataclass
class ReviewEntry:
    """A 2017 paragraph (or a paragraph's title) under review.

    ``msgctxt``: ``2017|12C2(a)`` or ``2017|86B1|title``; ``id``: the
    paragraph id (``12C2(a)``); ``title``: True for a title entry;
    ``english``: the msgid; ``langs``: by language code; ``older``: the 1997
    Chinese paragraphs corresponding to it, as (1997 id, confidence, text).
    """

    msgctxt: str
    id: str
    title: bool
    english: str
    langs: dict[str, LangView]
    older: list[tuple[str, str, str]]
    domain: str = "laws"
    """``laws`` or ``messages``; for ``messages`` ``msgctxt`` is the entry's key
    (:func:`entry_key`: ``context\x04msgid``, or the msgid) and ``id`` the msgid."""

    def matches(self, lang: str, needle: str, folded: bool = False) -> bool:
        """True when ``needle`` occurs in the English or in ``lang``'s translation, case- and
        accent-insensitively, final sigma as sigma (``μεσο ορο`` finds ``μέσο όρο``, as a Greek
        reviewer types without accents). ``folded``: ``needle`` is :func:`search_fold`'s already (a
        search over many entries folds it once: a pasted text of 2,400 characters folded again for each
        of 1,300 interface strings took a second, issue 9 §3); the entries' texts are folded once each
        (:func:`_folded`)."""
        if not folded:
            needle = search_fold(needle)
        view = self.langs.get(lang)
        return needle in _folded(self.english) or bool(view and needle in _folded(view.text))

    def open_findings(self, lang: str) -> int:
        """How many of ``lang``'s findings the baseline does not accept (counted whether or not the
        entry is approved: an approval does not make a finding go away)."""
        view = self.langs.get(lang)
        return sum(1 for f in view.findings if f.accepted is None) if view else 0

    def needs_look(self, lang: str) -> bool:
        """True when the review screen's f, ] and [ stop at ``lang``'s entry: it is to look at
        (:meth:`problems`) or has open findings, approved or not."""
        return self.problems(lang) or self.open_findings(lang) > 0

    def problems(self, lang: str) -> bool:
        """True when ``lang``'s entry needs a look: not marked reviewed, and not
        translated, fuzzy, or with a finding not accepted by the baseline."""
        view = self.langs.get(lang)
        if view is None or view.reviewed:  # a reviewer has looked at it
            return False
        return view.status != "translated" or any(f.accepted is None for f in view.findings)


def search_fold(text: str) -> str:
    """``text`` for the review screen's search: case folded, accents dropped (NFD without combining
    marks), Greek final sigma as sigma, full-width forms as ASCII (NFKC)."""
    import unicodedata

    decomposed = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", text).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ς", "σ")


@functools.lru_cache(maxsize=8192)
def _folded(text: str) -> str:
    """:func:`search_fold` of an entry's text, kept: each search looks at every entry's texts again, and they
    change only when saved (a new text, folded once)."""
    return search_fold(text)


def _tcomment_parts(tcomment: str) -> tuple[str | None, str, list[str]]:
    reviewed, notes, other = None, [], []
    for line in (tcomment or "").splitlines():
        if line.startswith(REVIEWED):
            reviewed = line[len(REVIEWED):].strip()
        elif line.startswith(NOTE):
            notes.append(line[len(NOTE):])
        else:
            other.append(line)
    return reviewed, "\n".join(notes), other


def entry_key(entry) -> str:
    """The key of a ``.po`` entry in the review: ``context\x04msgid`` (gettext's form) or the msgid."""
    return f"{entry.msgctxt}\x04{entry.msgid}" if entry.msgctxt else entry.msgid


def _status(entry) -> str:
    if entry.fuzzy:
        return "fuzzy"
    return "translated" if entry.msgstr else "missing"


def catalogue_faults(root: Path | None, langs: tuple[str, ...], domain: str, *, header_only_ok: bool = False) -> dict:
    """The catalogues of ``domain`` that cannot be read exactly (not UTF-8, a syntax fault) or are empty (no entry:
    its ``detail`` is :data:`helper.i18n.EMPTY_CATALOGUE`).  ``header_only_ok``: a catalogue with a header
    and no entry yet (a new ``msginit`` catalogue) is no fault: the review screen lists the template's
    entries as untranslated and saves into it (issue 9).

    Returns:
        ``{lang: helper.i18n.po.UnreadableCatalogue}`` (its ``path`` and ``problem`` name the file and
        line); a missing file is no fault here.
    """
    from helper.catalog.build import catalog_path
    from helper.catalog.checks import _data_root
    from helper.i18n.po import UnreadableCatalogue, read_strict

    base = _data_root(root)
    faults = {}
    for lang in langs:
        path = catalog_path(base, lang, domain)
        if path.is_file():
            try:
                po = read_strict(path)
            except UnreadableCatalogue as exc:
                faults[lang] = exc
            else:
                if not any(e.msgid and not e.obsolete for e in po) and not (header_only_ok and po.metadata):
                    from helper.i18n import EMPTY_CATALOGUE

                    faults[lang] = UnreadableCatalogue(path, None, EMPTY_CATALOGUE)
    return faults


def empty_catalogues(root: Path | None, langs: tuple[str, ...], domains: tuple[str, ...]) -> list[tuple[str, str, Path,
                                                                                                       str]]:
    """The catalogues with nothing to review (fix9j): ``"empty"`` (no entry: header only or an empty file) or
    ``"untranslated"`` (entries, every msgstr empty).  Unreadable catalogues are :func:`catalogue_faults`'.

    Returns:
        ``[(lang, domain, path, state), ...]`` in the order of ``domains`` then ``langs``.
    """
    import polib

    from helper.catalog.build import catalog_path
    from helper.catalog.checks import _data_root
    from helper.i18n import EMPTY_CATALOGUE

    base = _data_root(root)
    found = []
    for domain in domains:
        faults = catalogue_faults(root, langs, domain)
        for lang in langs:
            path = catalog_path(base, lang, domain)
            fault = faults.get(lang)
            if fault is not None:
                if fault.problem is None and fault.detail == EMPTY_CATALOGUE:
                    found.append((lang, domain, path, "empty"))
                continue
            if not path.is_file():
                continue
            try:
                entries = [e for e in polib.pofile(str(path)) if e.msgid and not e.obsolete]
            except (OSError, ValueError):
                continue
            if entries and not any(e.msgstr or any(e.msgstr_plural.values()) for e in entries):
                found.append((lang, domain, path, "untranslated"))
    return found


def load_review(root: Path | None = None, langs: tuple[str, ...] = ("el", "zh"), ui_lang: str = "en",
                domain: str = "laws", memo: dict | None = None) -> list[ReviewEntry]:
    """Every entry of ``domain`` with its translations, findings and (laws) concordance.

    Args:
        root: the checkout or installed data root (default: the running one).
        langs: the translation languages to load.
        ui_lang: the reviewer's language, for the findings' messages.
        domain: ``laws`` (each 2017 paragraph and title) or ``messages``
            (the interface strings; a plural entry shows its forms one a line).
        memo: the findings of entries already checked (``check_catalogues``' memo): only the
            entries not in it are checked, and added to it; None: all are checked.

    Raises:
        OSError, ValueError: a catalogue cannot be read.
    """
    if domain == "messages":
        return _load_messages(root, langs, ui_lang, memo)
    import polib

    from helper.catalog.build import WRAP_WIDTH, catalog_path, official_entries
    from helper.catalog.checks import _data_root, apply_baseline, check_catalogues
    from helper.laws import LawBook

    base = _data_root(root)
    findings = check_catalogues(base, langs, ("laws",), ui_lang=ui_lang, pairs=False, laws_1997=False, memo=memo)
    new, accepted = apply_baseline(findings)
    by_key: dict[tuple[str, str], list] = {}
    for finding in [*new, *accepted]:
        by_key.setdefault((finding.lang, finding.paragraph), []).append(finding)
    po = {lang: {e.msgctxt: e for e in polib.pofile(str(catalog_path(base, lang, "laws")), wrapwidth=WRAP_WIDTH)
                 if e.msgid and not e.obsolete} for lang in langs}
    book = LawBook.load()
    # official texts from the sources, not from the catalogue's comments (a hand edit may change those)
    official = official_entries(base)
    entries = []
    for template in polib.pofile(str(catalog_path(base, None, "laws")), wrapwidth=WRAP_WIDTH):
        parts = template.msgctxt.split("|")
        views = {}
        for lang in langs:
            entry = po[lang].get(template.msgctxt)
            views[lang] = _view(lang, entry or _from_template(template, None), by_key.get((lang, template.msgctxt), []),
                                source=_official_source(official.get(lang, {}).get(template.msgctxt), lang),
                                absent=entry is None)
        older = [(p.id, row.confidence, p.texts["zh"].text) for p, row in book.older_for(parts[1])]
        entries.append(ReviewEntry(template.msgctxt, parts[1], len(parts) > 2, template.msgid, views, older))
    return entries


def review_digest(root: Path | None, domain: str, langs: tuple[str, ...] = ("el", "zh")) -> str:
    """A digest of the content of every file :func:`load_review` of ``domain`` reads: ``langs``' catalogues
    and the template, the baseline of accepted defects and (laws) ``laws_text/``: two readings with the same
    digest give the same entries and findings (the review screen keeps its last reading by it, issue 9). A
    missing or unreadable file counts as such, never raises."""
    import hashlib

    from helper.catalog.build import catalog_path
    from helper.catalog.checks import BASELINE_PATH, _data_root

    base = _data_root(root)
    files = [catalog_path(base, lang, domain) for lang in langs] + [catalog_path(base, None, domain), BASELINE_PATH]
    if domain == "laws":
        files += sorted(p for p in (base / "laws_text").rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in files:
        try:
            data = path.read_bytes()
        except OSError as exc:
            data = f"<{type(exc).__name__}>".encode()
        digest.update(str(path).encode() + b"\0" + hashlib.sha256(data).digest())
    return digest.hexdigest()


def _from_template(template, nplurals: int | None):
    """A new, untranslated catalogue entry for the template's (``.pot``) entry ``template``: its context,
    English, comments and places, no translation (a plural entry: ``nplurals`` empty forms, 2 when the
    header gives none)."""
    import polib

    entry = polib.POEntry(msgctxt=template.msgctxt, msgid=template.msgid, msgid_plural=template.msgid_plural,
                          msgstr="", comment=template.comment, occurrences=list(template.occurrences),
                          flags=[f for f in template.flags if f != "fuzzy"])
    if template.msgid_plural:
        entry.msgstr_plural = {i: "" for i in range(nplurals or 2)}
    return entry


def _view(lang: str, entry, findings: list, source: str | None = None, absent: bool = False) -> LangView:
    """``lang``'s :class:`LangView` of a polib ``entry`` with its ``findings`` (a plural entry: its forms
    one a line, translated when every form is); ``absent``: the entry is the template's, not yet in the
    catalogue (a new, header-only one): saving adds it (:func:`save_review`)."""
    reviewed, note, _other = _tcomment_parts(entry.tcomment)
    if entry.msgid_plural:
        text = "\n".join(entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural))
        status = "fuzzy" if entry.fuzzy else ("translated" if all(entry.msgstr_plural.values()) else "missing")
    else:
        text, status = entry.msgstr, _status(entry)
    return LangView(lang, text, status, entry.previous_msgid, entry.comment or "", reviewed, note, findings,
                    source=source, loaded=() if absent else _loaded(entry))


def saved_view(lang: str, saved: "SavedEntry", root: Path | None = None, ui_lang: str = "en",
               domain: str = "laws") -> LangView:
    """The review screen's view of the entry :func:`save_review` has just written (``saved``), its findings
    checked again as ``catalog check`` gives them (:func:`helper.catalog.checks.catalogues.check_entry`,
    the baseline applied): only this entry is checked, not the whole catalogue (issue 9: a save in the
    interface strings re-checked 2,284 texts, 8-10 s on a loaded machine).

    Args:
        lang: ``el`` or ``zh``; saved: what :func:`save_review` returned; root: the checkout;
        ui_lang: the findings' language; domain: ``laws`` or ``messages``.

    Returns:
        the entry's :class:`LangView` (laws: with the source document of an official text).
    """
    from helper.catalog.checks import _data_root, apply_baseline
    from helper.catalog.checks.catalogues import check_entry

    entry = saved.entry
    official = None
    if domain == "laws":
        from helper.catalog.build import official_entries

        base = _data_root(root)
        try:
            official = official_entries(base).get(lang, {}).get(entry.msgctxt) if (base / "laws_text").is_dir() \
                else None
        except Exception:  # an unreadable laws_text is the build's and the loader's to report
            official = None
    new, accepted = apply_baseline(check_entry(entry, lang, domain, ui_lang=ui_lang, nplurals=saved.nplurals,
                                               official=official.msgstr if official is not None else None))
    return _view(lang, entry, [*new, *accepted], source=_official_source(official, lang))


def findings_after_approval(lang: str, msgctxt: str, root: Path | None = None, ui_lang: str = "en",
                            domain: str = "laws") -> list:
    """The checks' findings on one entry as they will be once it is approved (its fuzzy flag cleared).

    While an entry is fuzzy the comparisons are warnings (an older text awaiting review); approval
    clears the flag and ``catalog check`` then reports them as errors, so the review screen asks
    about these before approving (issue 9). Accepting the fuzzy candidate (``u``) and marking a
    fuzzy entry reviewed (``r``) clear the flag alike.

    Args:
        lang: ``el`` or ``zh``; msgctxt: the entry (as :func:`save_review`); root: the checkout;
        ui_lang: the language of the findings' messages; domain: ``laws`` or ``messages``.

    Returns:
        the findings (:class:`helper.catalog.checks.Finding`), those the baseline accepts with
        their ``accepted`` reason; an empty list when the file has no such entry.

    Raises:
        OSError, ValueError: the catalogue cannot be read.
    """
    return findings_after(lang, msgctxt, root, ui_lang, domain, fuzzy=False)


def findings_after(lang: str, msgctxt: str, root: Path | None = None, ui_lang: str = "en",
                   domain: str = "laws", *, text: str | None = None, fuzzy: bool | None = None) -> list:
    """The checks' findings on one entry as they will be after an action of the review screen
    (issue 9: every action that changes an entry asks before it creates an error finding).

    Args:
        lang, msgctxt, root, ui_lang, domain: as :func:`findings_after_approval`.
        text: the translation the entry will have (a plural entry: its forms one a line, as the
            editor gives it; normalised to NFC as :func:`save_review` saves it); None: its text now.
        fuzzy: whether it will still be fuzzy (False: the flag cleared, by an approval or ``u``);
            None: as it is now (a saved text keeps the flag).

    Returns:
        the findings as ``catalog check`` will report them once saved (new ones first, then those
        the baseline accepts, with their ``accepted`` reason); [] when the file has no such entry.

    Raises:
        OSError, ValueError: the catalogue cannot be read.
    """
    from helper.catalog.build import catalog_path
    from helper.catalog.checks import _data_root, apply_baseline
    from helper.catalog.checks.catalogues import BASELINE_REASON, QUOTED_DEFECT_CHECKS
    from helper.catalog.checks.pair import check_pair

    po = _read_po(catalog_path(_data_root(root), lang, domain))
    if domain == "laws":
        entry = next((e for e in po if e.msgctxt == msgctxt), None)
    else:
        entry = next((e for e in po if entry_key(e) == msgctxt and not e.obsolete), None)
    if entry is None:
        return []
    paragraph = entry.msgctxt if domain == "laws" else entry.msgid
    comment = "\n".join(c for c in (entry.comment, entry.tcomment) if c)
    targets = [entry.msgstr_plural[k] for k in sorted(entry.msgstr_plural)] if entry.msgid_plural else [entry.msgstr]
    if text is not None:
        import unicodedata

        text = unicodedata.normalize("NFC", text.strip("\n"))
        targets = text.split("\n") if entry.msgid_plural else [text]
    if fuzzy is None:
        fuzzy = "fuzzy" in entry.flags
    sources = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
    quotes_defects = domain == "messages" and BASELINE_REASON in (entry.comment or "")
    findings = []
    for index, target in enumerate(targets):  # as check_catalogues does, the fuzzy flag as it will be
        found = check_pair(sources[min(index, len(sources) - 1)], target, lang, paragraph or "", domain,
                           fuzzy=fuzzy, comment=comment, ui_lang=ui_lang,
                           flags=[f for f in entry.flags if f != "fuzzy"] + (["fuzzy"] if fuzzy else []),
                           previous=entry.previous_msgid_plural if index and entry.msgid_plural else entry.previous_msgid)
        findings.extend(f for f in found if not (quotes_defects and f.check in QUOTED_DEFECT_CHECKS))
    new, accepted = apply_baseline(findings)
    return [*new, *accepted]


def forms_wanted(lang: str, msgctxt: str, root: Path | None = None, domain: str = "messages", *,
                 text: str) -> int | None:
    """The number of plural forms ``lang``'s catalogue needs when ``text`` (a plural entry's forms one a line, as
    the editor gives it) has another number of them, so that :func:`save_review` would refuse it; None when the
    text has the right number, or the entry is not a plural one (or not in the file). The review's editor says it
    at the first F2, not after an error about the extra line's placeholders (issue 9 §3, tester 9an).

    Raises:
        OSError, ValueError: the catalogue cannot be read.
    """
    import unicodedata

    from helper.catalog.build import catalog_path
    from helper.catalog.checks import _data_root

    po = _read_po(catalog_path(_data_root(root), lang, domain))
    entry = next((e for e in po if (e.msgctxt if domain == "laws" else entry_key(e)) == msgctxt
                  and not e.obsolete), None)
    if entry is None or not entry.msgid_plural:
        return None
    wanted = _nplurals(po)
    forms = unicodedata.normalize("NFC", text.strip("\n")).split("\n")  # as save_review counts them
    return wanted if len(forms) != wanted else None


def os_reason(exc: OSError, lang: str) -> str:
    """The cause of ``exc`` (an ``OSError``) in words, in ``lang``: permission denied, read-only file
    system, disk full, no such file or directory ... rather than the system's English ``[Errno 1]
    Operation not permitted`` (issue 9); any other cause with an error number is "system error
    EXYZ" (its name), without one the exception's own words."""
    import errno

    from helper.i18n import N_, get_translator

    causes = {errno.EACCES: N_("permission denied"), errno.EPERM: N_("permission denied"),
              errno.EROFS: N_("read-only file system"), errno.ENOSPC: N_("the disk is full"),
              errno.EDQUOT: N_("the disk is full"), errno.ENOENT: N_("no such file or directory"),
              errno.EISDIR: N_("it is a directory, not a file"),
              errno.ENOTDIR: N_("a part of the path is a file, not a directory"),
              errno.ENAMETOOLONG: N_("the file name is too long"), errno.EIO: N_("input/output error"),
              errno.EBADF: N_("it is closed"), errno.EFBIG: N_("the file is too large"),
              errno.ELOOP: N_("too many symbolic links"), errno.EEXIST: N_("it already exists"),
              errno.ENXIO: N_("no such device"), errno.ENODEV: N_("no such device")}
    if isinstance(exc, ReadOnlyCatalogue):  # the mode bits say read-only (chmod 444), whoever runs the helper
        _ = get_translator(lang).gettext
        return _("its folder is read-only") if exc.folder else _("the file is read-only")
    code = getattr(exc, "errno", None)
    cause = causes.get(code)
    if cause:
        return get_translator(lang).gettext(cause)
    if code in errno.errorcode:  # the system's English words are not shown: its error's name, in our words
        return get_translator(lang).gettext("system error {code}").format(code=errno.errorcode[code])
    return getattr(exc, "strerror", None) or str(exc)


def os_error_text(exc: OSError, lang: str) -> str:
    """Why a file could not be read or written (``exc``, an ``OSError``), in ``lang``: ``file: cause``
    (:func:`os_reason`), or the cause alone when the error names no file."""
    from helper.i18n import get_translator

    name = getattr(exc, "filename", None)
    reason = os_reason(exc, lang)
    return get_translator(lang).gettext("{file}: {reason}").format(file=name, reason=reason) if name else reason


def finding_line(label: str, check: str, message: str, lang: str) -> str:
    """One finding as the review screen and ``catalog check`` show it, in ``lang``:
    ``[warning] terminology: ...`` / ``[警告] 术语：...`` (the colon as the language writes it)."""
    from helper.i18n import get_translator

    # TRANSLATORS: a finding of the catalogue checks: its severity, the check's name and its message.
    return get_translator(lang).gettext("[{label}] {check}: {message}").format(label=label, check=check,
                                                                              message=message)


def check_label(check: str, lang: str) -> str:
    """The name of a check (a finding's ``check`` id) in ``lang``; an unknown id is shown as it is."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    return {
        "brackets": _("brackets"),
        "catalogue": _("catalogue"),
        "doubled": _("doubled word"),
        "encoding": _("encoding"),
        "markers": _("footnote markers"),
        "fuzzy": _("fuzzy"),
        "law-reference": _("law reference"),
        "number": _("number"),
        "one-language": _("one language only"),
        "placeholders": _("placeholders"),
        "terminology": _("terminology"),
        "negation": _("negation"),
        # TRANSLATORS: the check for letters of another writing system (Japanese kana, Cyrillic look-alikes,
        # traditional characters in Simplified Chinese, a Latin letter inside a Greek word).
        "script": _("writing system"),
        "untranslated": _("untranslated"),
        "sentences": _("sentences"),
        "placeholder-order": _("placeholder order"),
        "keys": _("key names"),
        "options": _("command options"),
        "untranslated-run": _("untranslated English"),
        "newlines": _("line breaks"),
        "plural-forms": _("plural forms"),
        "python-brace-format": _("brace placeholders"),
        "printf": _("%-placeholders"),
        "escapes": _("escapes"),
    }.get(check, check)


def split_mark(mark: str | None) -> tuple[str | None, str | None]:
    """``"2026-12-01 by Name"`` -> ``("2026-12-01", "Name")``; ``"2026-12-01"`` -> ``("2026-12-01", None)``."""
    if not mark:
        return None, None
    day, _sep, name = mark.partition(" by ")
    return day.strip(), (name.strip() or None)


def review_marks(root: Path | None = None, langs=("el", "zh"), domains=("laws", "messages")) -> list[dict]:
    """The reviewers' marks and notes saved in the catalogues, for ``catalog check --json`` and ``report``.

    Returns:
        one dict per entry with a mark or a note, in file order: ``lang``,
        ``domain``, ``entry`` (laws: the msgctxt ``2017|12C2(a)``; messages: the
        msgid), ``reviewed`` (ISO date or None), ``reviewer`` (name or None),
        ``note`` (text, may be empty), ``fuzzy`` (bool).

    Raises:
        OSError, ValueError: a catalogue cannot be read.
    """
    import polib

    from helper.catalog.build import WRAP_WIDTH, catalog_path
    from helper.catalog.checks import _data_root

    base = _data_root(root)
    marks = []
    for lang in langs:
        for domain in domains:
            path = catalog_path(base, lang, domain)
            if not path.is_file():
                continue
            for entry in polib.pofile(str(path), wrapwidth=WRAP_WIDTH):
                if entry.obsolete:
                    continue
                mark, note, _other = _tcomment_parts(entry.tcomment)
                if not (mark or note):
                    continue
                day, name = split_mark(mark)
                marks.append({"lang": lang, "domain": domain,
                              "entry": entry.msgctxt if domain == "laws" else entry.msgid,
                              "reviewed": day, "reviewer": name, "note": note, "fuzzy": entry.fuzzy})
    return marks


def _load_messages(root: Path | None, langs: tuple[str, ...], ui_lang: str, memo: dict | None = None
                   ) -> list[ReviewEntry]:
    """The interface strings (``messages`` domain) as review entries (``memo``: as :func:`load_review`)."""
    import polib

    from helper.catalog.build import WRAP_WIDTH, catalog_path
    from helper.catalog.checks import _data_root, apply_baseline, check_catalogues
    from helper.i18n.po import nplurals

    base = _data_root(root)
    findings = check_catalogues(base, langs, ("messages",), ui_lang=ui_lang, pairs=False, laws_1997=False,
                                memo=memo)
    new, accepted = apply_baseline(findings)
    by_key: dict[tuple[str, str], list] = {}
    for finding in [*new, *accepted]:
        by_key.setdefault((finding.lang, finding.paragraph), []).append(finding)
    files = {lang: polib.pofile(str(catalog_path(base, lang, "messages")), wrapwidth=WRAP_WIDTH) for lang in langs}
    po = {lang: {entry_key(e): e for e in files[lang] if e.msgid and not e.obsolete} for lang in langs}
    entries = []
    for template in polib.pofile(str(catalog_path(base, None, "messages")), wrapwidth=WRAP_WIDTH):
        key = entry_key(template)
        english = template.msgid + (f"\n{template.msgid_plural}" if template.msgid_plural else "")
        views = {}
        for lang in langs:
            entry = po[lang].get(key)
            views[lang] = _view(lang, entry or _from_template(template, nplurals(files[lang].metadata)),
                                by_key.get((lang, template.msgid), []), absent=entry is None)
        entries.append(ReviewEntry(key, template.msgid, False, english, views, [], domain="messages"))
    return entries


def save_review(lang: str, msgctxt: str, *, note: str | None = None, reviewed: bool | None = None,
                root: Path | None = None, today: date | None = None, text: str | None = None,
                accept: bool = False, reviewer: str | None = None, domain: str = "laws",
                expected: tuple | None = None) -> SavedEntry:
    """Save a reviewer's work on one entry of ``lang``'s ``<domain>.po``.

    Args:
        lang: ``el`` or ``zh``.
        msgctxt: the entry (laws: ``2017|12C2(a)``; messages: :func:`entry_key`).
        note: the new note (empty string removes it); None leaves it.
        reviewed: True approves the entry: it is marked reviewed today (by
            ``reviewer`` when given: ``# reviewed: 2026-12-01 by Name``) and its
            fuzzy flag and previous English are cleared; False removes the
            mark; None leaves it.
        text: the new translation (msgstr; a plural entry: its forms one a
            line); None leaves it. A changed text drops an earlier mark.
        accept: True accepts a fuzzy candidate as it is (clears the fuzzy flag
            and the previous English; no mark).
        root: the checkout (default: the running one; an installed copy has
            no catalogues to edit).
        domain: ``laws`` or ``messages``.
        expected: the entry as it was loaded (:attr:`LangView.loaded`); when the file no longer
            holds it (saved meanwhile by another review screen or an editor), nothing is saved.

    The file is read again just before the write, under a lock, and written
    atomically (a temporary file renamed over it), so a catalogue rebuilt in the
    meantime is not overwritten with old contents, and a rebuild afterwards
    keeps the edit (``catalog build`` keeps msgstr, flags and translator comments).

    Returns:
        the entry as saved (:class:`SavedEntry`; :func:`saved_view` checks it again).

    Raises:
        helper.catalog.build.CatalogError: not a checkout.
        KeyError: no such entry.
        ValueError: a plural text with the wrong number of forms.
        helper.i18n.po.UnreadableCatalogue: the file has a syntax fault or is not UTF-8: it is
            not rewritten (what polib would read of it is not the file).
        StaleEntry: the entry differs from ``expected``.
        OSError: the file cannot be written (the old file is left intact).
    """

    from helper.catalog.build import WRAP_WIDTH, _po_bytes, catalog_path, checkout_root

    path = catalog_path(checkout_root(root), lang, domain)
    from helper.catalog.locks import catalog_lock

    with catalog_lock(path):
        po = _read_po(path)
        _READ.pop(str(path), None)  # changed below: read again unless written
        if domain == "laws":
            entry = next((e for e in po if e.msgctxt == msgctxt), None)
        else:
            entry = next((e for e in po if entry_key(e) == msgctxt and not e.obsolete), None)
        if entry is None and expected is not None and tuple(expected) == ():  # shown as the template's
            entry = _template_entry(catalog_path(checkout_root(root), None, domain), po, msgctxt, domain)
        elif entry is None:
            raise KeyError(msgctxt)
        elif expected is not None and _loaded(entry) != tuple(expected):
            raise StaleEntry(msgctxt)  # (expected ``()``: shown as not in the file, it is there now)
        before = entry.__unicode__(wrapwidth=WRAP_WIDTH)
        old_text = (entry.msgstr, dict(entry.msgstr_plural))
        _apply(entry, po, note=note, reviewed=reviewed, today=today, text=text, accept=accept, reviewer=reviewer)
        if domain == "laws":
            entry.comment = _reviewer_kept_note(entry, lang, changed=(entry.msgstr, entry.msgstr_plural) != old_text)
        data = None
        if domain != "laws":  # written by Babel: change this entry's lines only, as the build writes them
            data = _replace_entry(path.read_bytes().decode("utf-8-sig"), before,
                                  entry.__unicode__(wrapwidth=WRAP_WIDTH))
        _atomic_write(path, data.encode("utf-8") if data is not None else _po_bytes(po))
        _READ[str(path)] = (_file_stamp(path), po)  # what the file now holds: the next save need not parse it
    from helper.i18n.po import nplurals

    return SavedEntry(entry, nplurals(po.metadata))


def _template_entry(template_path: Path, po, msgctxt: str, domain: str):
    """The template's (``template_path``) entry ``msgctxt`` added, untranslated, to the catalogue ``po``,
    which lacks it (a new, header-only catalogue): it is translated on the review screen (issue 9).

    Raises:
        KeyError: the template has no such entry; OSError, ValueError: the template cannot be read.
    """
    import polib

    from helper.catalog.build import WRAP_WIDTH
    from helper.i18n.po import nplurals

    template = polib.pofile(str(template_path), wrapwidth=WRAP_WIDTH)
    found = next((e for e in template if (e.msgctxt if domain == "laws" else entry_key(e)) == msgctxt
                  and not e.obsolete), None)
    if found is None:
        raise KeyError(msgctxt)
    entry = _from_template(found, nplurals(po.metadata))
    po.append(entry)
    return entry


_READ: dict[str, tuple[tuple, object]] = {}
"""The last catalogue read or written by :func:`_read_po`/:func:`save_review`, by path: (stamp, POFile)."""


def _file_stamp(path: Path) -> tuple:
    from helper.catalog.locks import file_stamp

    return file_stamp(path)


def _read_po(path: Path):
    """The catalogue at ``path`` read strictly (:func:`helper.i18n.po.read_strict`, the build's wrap width),
    or the copy read or written last when the file is unchanged since (same modification time, size, inode and
    content: :func:`helper.catalog.locks.file_stamp`): a save in the interface strings parsed its 200 kB file twice
    more (the F2 check, the save).
    The copy is shared: callers that change it take it out of the cache first (as :func:`save_review`).

    Raises:
        helper.i18n.po.UnreadableCatalogue: a syntax fault or not UTF-8; OSError: it cannot be read.
    """
    from helper.catalog.build import WRAP_WIDTH
    from helper.i18n.po import read_strict

    stamp = _file_stamp(path)
    cached = _READ.get(str(path))
    if cached is not None and cached[0] == stamp:
        return cached[1]
    po = read_strict(path, wrapwidth=WRAP_WIDTH)
    _READ.clear()  # one catalogue kept: the one being reviewed
    _READ[str(path)] = (stamp, po)
    return po


def _replace_entry(text: str, before: str, after: str) -> str | None:
    """``text`` (a messages catalogue as ``catalog build`` writes it) with the entry polib renders as
    ``before`` replaced by ``after``, its ``#:`` lines kept as they were (polib wraps and orders them
    otherwise), so a save followed by a build gives no unrelated diff. None when the entry is not found
    exactly once."""
    def body(lines: list[str]) -> list[str]:
        return [line for line in lines if line and not line.startswith("#")]

    wanted = body(before.split("\n"))
    blocks = text.split("\n\n")
    found = [i for i, block in enumerate(blocks) if i and body(block.split("\n")) == wanted]
    if len(found) != 1 or not wanted:
        return None
    old = blocks[found[0]]
    tail = old[len(old.rstrip("\n")):]
    locations = [line for line in old.split("\n") if line.startswith("#:")]
    lines = [line for line in after.rstrip("\n").split("\n") if not line.startswith("#:")]
    at = max((i + 1 for i, line in enumerate(lines) if line.startswith(("# ", "#.")) or line == "#"), default=0)
    blocks[found[0]] = "\n".join(lines[:at] + locations + lines[at:]) + tail
    return "\n\n".join(blocks)


def _apply(entry, po, *, note, reviewed, today, text, accept, reviewer) -> None:
    import unicodedata

    old_reviewed, old_note, other = _tcomment_parts(entry.tcomment)
    mark = old_reviewed
    if text is not None:
        text = unicodedata.normalize("NFC", text.strip("\n"))
        if entry.msgid_plural:
            forms = text.split("\n")
            nplurals = _nplurals(po)
            if len(forms) != nplurals:
                raise ValueError(nplurals)
            new = {i: form for i, form in enumerate(forms)}
            if new != entry.msgstr_plural:
                entry.msgstr_plural = new
                mark = None
        elif text != entry.msgstr:
            entry.msgstr = text
            mark = None  # a changed text needs approving again
    if accept or reviewed is True:
        if "fuzzy" in entry.flags:
            entry.flags.remove("fuzzy")
        entry.previous_msgid = entry.previous_msgid_plural = entry.previous_msgctxt = None
        # The build's note that it kept the reviewer's translation as fuzzy no longer holds: it says what the
        # next build says of an approved reviewer's translation (tester 9y: the fuzzy note stayed after approval).
        entry.comment = _without_fuzzy_note(entry.comment)
    if reviewed is True:
        mark = (today or date.today()).isoformat() + (f" by {reviewer.strip()}" if reviewer and reviewer.strip() else "")
    elif reviewed is False:
        mark = None
    note_text = old_note if note is None else note.strip()
    lines = list(other)
    if mark:
        lines.append(REVIEWED + mark)
    lines.extend(NOTE + line for line in note_text.splitlines() if line.strip())
    entry.tcomment = "\n".join(lines)


def _reviewer_kept_note(entry, lang: str, *, changed: bool) -> str:
    """The ``#.`` lines of the law entry ``entry`` of ``lang`` (``zh``/``el``) after a save, with the line
    ``catalog build`` writes for a reviewer's translation (:func:`helper.catalog.build.merge_reviewed`:
    :data:`~helper.catalog.build.REVIEWER_KEPT`, or :data:`~helper.catalog.build.REVIEWER_KEPT_FUZZY` while it
    is fuzzy) where the next build would write it, so a save followed by a build changes nothing (reviewer
    walkthrough, session 46: the build after a screen save added the line).

    The translation is a reviewer's when this save ``changed`` its text or the build already said so; an
    empty translation has no such line (the build writes none). A candidate accepted as it is stays the
    build's own text: no line."""
    from helper.catalog.build import REVIEWER_KEPT, REVIEWER_KEPT_FUZZY

    kept = REVIEWER_KEPT.replace("zh:", f"{lang}:")
    kept_fuzzy = REVIEWER_KEPT_FUZZY.format(lang=lang)
    lines = (entry.comment or "").splitlines()
    reviewers = changed or kept in lines or kept_fuzzy in lines
    lines = [line for line in lines if line not in (kept, kept_fuzzy)]
    if reviewers and (entry.msgstr or any(entry.msgstr_plural.values())):
        lines.append(kept_fuzzy if "fuzzy" in entry.flags else kept)
    return "\n".join(lines)


def _without_fuzzy_note(comment: str | None) -> str:
    """``comment`` (an entry's ``#.`` lines) with the build's line saying it kept a reviewer's translation as fuzzy
    (:data:`helper.catalog.build.REVIEWER_KEPT_FUZZY`, ``<lang>: ...``) replaced by the line it writes for a
    reviewer's translation kept as it is (:data:`~helper.catalog.build.REVIEWER_KEPT`); other lines as they are."""
    from helper.catalog.build import REVIEWER_KEPT, REVIEWER_KEPT_FUZZY

    fuzzy_note = REVIEWER_KEPT_FUZZY.split(": ", 1)[1]
    kept = REVIEWER_KEPT.split(": ", 1)[1]
    lines = []
    for line in (comment or "").splitlines():
        lang, _sep, rest = line.partition(": ")
        line = f"{lang}: {kept}" if rest == fuzzy_note else line
        if line not in lines or rest != kept:  # the line once
            lines.append(line)
    return "\n".join(lines)


def _nplurals(po) -> int:
    match = re.search(r"nplurals\s*=\s*(\d+)", po.metadata.get("Plural-Forms", ""))
    return int(match.group(1)) if match else 2


def review_lock(root: Path | None = None, wait: float = 5.0) -> int | None:
    """Mark a review screen open on the checkout ``root`` (default: the running one):
    a shared lock (flock) on its ``locales/`` directory, held until :func:`release_review_lock`.

    Several review screens may be open at once; ``catalog build``
    (:func:`helper.catalog.locks.build_lock`)
    refuses while any is. Returns the lock's file descriptor, or None when there is
    nothing to lock (an installed copy, no ``locales/``, no flock) or a build holds
    the directory for more than ``wait`` seconds (the screen then works without the mark).
    """
    try:
        import fcntl
    except ImportError:
        return None
    from helper.catalog.build import CatalogError, checkout_root

    try:
        locales = checkout_root(root) / "locales"
        fd = os.open(locales, os.O_RDONLY)
    except (CatalogError, OSError):
        return None
    from helper.catalog.locks import flock_within

    if flock_within(fd, fcntl.LOCK_SH, wait):
        return fd
    os.close(fd)
    return None


def release_review_lock(fd: int | None) -> None:
    """Release a lock taken by :func:`review_lock` (None: nothing to do)."""
    if fd is not None:
        try:
            os.close(fd)  # closing releases the lock
        except OSError:
            pass


def save_location(root: Path | None, lang: str, domain: str, *, package: Path | None = None,
                  cwd: Path | None = None) -> tuple[Path | None, str]:
    """Where the review screen saves ``lang``'s ``domain`` catalogue, and why there.

    ``package``: the running ``helper`` package's directory (default: this one);
    ``cwd``: the current directory (default: ``Path.cwd()``); both as
    :func:`helper.paths.repo_root` uses them.

    Returns ``(path, how)``: ``how`` is ``"checkout"`` (the checkout the helper runs
    from, or ``root`` when given), ``"current"`` (this helper is an installed copy:
    the checkout containing the current directory) or ``"none"`` (an installed copy
    outside any checkout: nothing can be saved; the path is None).
    """
    from helper import paths
    from helper.catalog.build import catalog_path

    if root is not None:
        return catalog_path(Path(root), lang, domain), "checkout"
    package = Path(package or Path(paths.__file__).resolve().parent)
    if paths._is_checkout(package.parent):
        return catalog_path(package.parent, lang, domain), "checkout"
    here = Path(cwd or Path.cwd())
    for candidate in (here, *here.parents):
        if paths._is_checkout(candidate):
            return catalog_path(candidate, lang, domain), "current"
    return None, "none"


class ReadOnlyCatalogue(PermissionError):
    """The catalogue file (or its folder) is read-only: not saved (:func:`_atomic_write`). ``filename`` is the
    catalogue; ``folder``: its folder is the read-only one."""

    def __init__(self, path: Path, folder: bool = False) -> None:
        import errno

        super().__init__(errno.EACCES, "read-only", str(path))
        self.folder = folder


def read_only(path: Path) -> ReadOnlyCatalogue | None:
    """Why ``path`` (a catalogue) must not be written, or None: the file has no write bit for anyone (chmod 444:
    read-only even for root, who may write through the mode bits; issue 9, tester t9ar: the rename replaced a
    ``-r--r--r--`` laws.po and the screen said saved), or the process may not write it or its folder
    (``os.access``; a new file needs the folder only)."""
    import stat

    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        mode = None
    if mode is not None and (not mode & 0o222 or not os.access(path, os.W_OK)):
        return ReadOnlyCatalogue(path)
    folder = path.parent
    try:
        folder_mode = stat.S_IMODE(os.stat(folder).st_mode)
    except FileNotFoundError:
        return None  # the write reports the missing folder
    if not folder_mode & 0o222 or not os.access(folder, os.W_OK | os.X_OK):
        return ReadOnlyCatalogue(path, folder=True)
    return None


def _atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (a temporary file, then a rename), keeping its mode
    (a temporary file is made 0600: a catalogue must stay readable as it was). A read-only catalogue or folder
    (:func:`read_only`) raises :class:`ReadOnlyCatalogue`, nothing written; an error of the write or the
    rename names the catalogue, not the temporary file (issue 9, tester t9ar: "未保存：…/.laws.po.2hihm1a4.tmp：权限不足")."""
    import stat

    refusal = read_only(path)
    if refusal is not None:
        raise refusal
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        umask = os.umask(0o022)
        os.umask(umask)
        mode = 0o666 & ~umask
    temp = None
    try:
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
        os.replace(temp, path)
    except OSError as exc:
        if exc.filename == str(path) and exc.filename2 is None:
            raise
        raise type(exc)(exc.errno, exc.strerror, str(path)) from exc  # the catalogue named, not the temporary file
    finally:
        if temp is not None and os.path.exists(temp):
            os.unlink(temp)


_TOKENS = re.compile(r"\s+|[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]|[^\s\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]+")


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """A word-level difference (a Chinese character counts as a word).

    Returns:
        ``(tag, text)`` pieces in order: ``equal``, ``delete`` (only in
        ``old``) or ``insert`` (only in ``new``).
    """
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    pieces: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("equal", "delete"):
            pieces.append((tag, "".join(a[i1:i2])))
        elif tag == "insert":
            pieces.append((tag, "".join(b[j1:j2])))
        else:
            pieces.append(("delete", "".join(a[i1:i2])))
            pieces.append(("insert", "".join(b[j1:j2])))
    return _spaces_outside(pieces)


def _spaces_outside(pieces: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``pieces`` of :func:`word_diff` with the white space that begins or ends every changed piece of a run of them
    (a deletion, an insertion, or both in a row) outside them, as text both have (issue 9 §3, tester 9an: the
    space was inside the marker, "{+… contestant +}when"). A space only one side has stays inside: it changed."""
    out: list[tuple[str, str]] = []

    def equal(text: str) -> None:
        if not text:
            return
        if out and out[-1][0] == "equal":
            out[-1] = ("equal", out[-1][1] + text)
        else:
            out.append(("equal", text))

    index = 0
    while index < len(pieces):
        if pieces[index][0] == "equal":
            equal(pieces[index][1])
            index += 1
            continue
        end = index
        while end < len(pieces) and pieces[end][0] != "equal":
            end += 1
        run = [piece for piece in pieces[index:end] if piece[1]]
        lead = min((len(text) - len(text.lstrip()) for _tag, text in run), default=0)
        trail = min((len(text) - len(text.rstrip()) for _tag, text in run), default=0)
        leads = {text[:lead] for _tag, text in run}
        trails = {text[len(text) - trail:] for _tag, text in run}
        lead = lead if len(leads) == 1 else 0  # the same white space on every side, else it changed
        trail = trail if len(trails) == 1 else 0
        if run and all(len(text) > lead + trail for _tag, text in run):
            equal(run[0][1][:lead])
            out.extend((tag, text[lead:len(text) - trail]) for tag, text in run)
            equal(run[0][1][len(run[0][1]) - trail:])
        else:
            out.extend(run)
        index = end
    return out
