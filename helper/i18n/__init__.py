"""Language choice, interface catalogues and number formatting.

Three interface languages: ``en`` (English, the msgids), ``zh`` (simplified
Chinese, catalogue directory ``zh_Hans``) and ``el`` (Greek).

Catalogues are read straight from the ``.po`` files with Babel, so there is no
compile step and no compiled file that could go stale; each read is keyed on
the file's modification time and size.

Numbers are formatted by the CLDR rules of the chosen language (Greek uses a
decimal comma: ``12,5%``), exactly as Babel formats them; the few symbols are
kept here so that Babel and its locale data are not loaded at start-up
(tests/test_i18n_numbers.py compares the two).
"""

from __future__ import annotations

import os
import re
import unicodedata
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction
    from pathlib import Path
    from typing import Iterable, Mapping

    Number = int | float | Fraction | Decimal
# decimal and fractions are imported by the functions that format and read numbers:
# ``helper score contract`` needs neither (start-up time).

from helper.frozen import Frozen
from helper.paths import locales_root as locales_dir  # as text: pathlib is imported only to read a catalogue

LANGS: tuple[str, ...] = ("en", "zh", "el")
"""The interface languages, in the order the language switch cycles through."""

CATALOG_DIRS: dict[str, str] = {"en": "en", "zh": "zh_Hans", "el": "el"}
"""The directory under ``locales/`` that holds each language's catalogues."""

BABEL_LOCALES: dict[str, str] = {"en": "en", "zh": "zh_Hans_CN", "el": "el_GR"}
"""The Babel/CLDR locale used to format numbers in each language."""

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "zh": "中文", "el": "Ελληνικά"}
"""Each language's name in itself (never translated)."""

DOMAIN = "messages"



def N_(message: str) -> str:
    """Mark a string for extraction (``helper catalog build``) without translating it here:
    it is translated where it is shown."""
    return message

def join_clauses(parts: Iterable[str], lang: str) -> str:
    """``parts`` (clauses of one message: a finding's details, the marks and note of a line of
    ``catalog report``) joined as ``lang`` writes a semicolon between clauses: ``a; b`` in English,
    ``a；b`` in Chinese, ``a· b`` in Greek (the ano teleia: an ASCII ``;`` is the Greek question mark;
    issue 9, fresh tester 9g). ``lang``: ``en``, ``zh`` or ``el``. Returns ``""`` for no parts; never
    raises (a broken translation of the joint gives the English one)."""
    # TRANSLATORS: two clauses of one message joined by the language's semicolon: the details of a finding
    # of `catalog check`, or a reviewed entry's mark, "fuzzy again" and note in `catalog report`.
    joint = N_("{first}; {second}")
    translated = get_translator(lang).gettext(joint)
    text = ""
    for index, part in enumerate(parts):
        if not index:
            text = part
            continue
        try:
            text = translated.format(first=text, second=part)
        except (KeyError, IndexError, ValueError):
            text = joint.format(first=text, second=part)
    return text


def language_name(code: str, ui_lang: str) -> str:
    """The name of language ``code`` in ``ui_lang`` (``中文`` is "Chinese" to an English reader)."""
    _ = get_translator(ui_lang).gettext
    return {"en": _("English"), "zh": _("Chinese"), "el": _("Greek")}[code]


class UnknownLanguage(ValueError):
    """A language code that is none of English, Chinese or Greek. ``code`` holds it."""

    def __init__(self, code: str):
        super().__init__(f"unknown language: {code!r} (use en, zh or el)")
        self.code = code


def normalize_lang(code: str) -> str:
    """Map a language or locale code to ``en``, ``zh`` or ``el``.

    Accepts ISO codes with territory, script, encoding and modifier in either
    POSIX or BCP 47 form: ``zh``, ``zh_CN``, ``zh_SG``, ``zh_Hans``,
    ``zh-Hans-CN``, ``zh_CN.UTF-8``, ``el``, ``el_GR.UTF-8``, ``en_US`` ...
    (``LANG=zh_CN.UTF-8`` does not find a ``zh_Hans`` catalogue through
    gettext, so the mapping is explicit here.)

    Raises:
        UnknownLanguage: for anything else (including ``C`` and ``POSIX``).
    """
    base = code.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    primary = base.split("_")[0]
    if primary in ("en", "zh", "el"):
        return primary
    if primary in ("english",):
        return "en"
    raise UnknownLanguage(code)


def negotiate(cli_lang: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """Choose the interface language.

    Args:
        cli_lang: the ``--lang`` value, if given; it must be a known language.
        environ: the environment (default ``os.environ``): the locale is the
            first set of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; ``C``/``POSIX``
            means English; otherwise ``LANGUAGE`` (a colon-separated list) is
            tried first, then the locale, as gettext does.

    Returns:
        ``"en"``, ``"zh"`` or ``"el"``; English when nothing else matches
        (``LANG=C`` included).

    Raises:
        UnknownLanguage: when ``cli_lang`` is given and unknown.
    """
    if cli_lang:
        return normalize_lang(cli_lang)
    env = os.environ if environ is None else environ
    # As gettext does: the locale is the first of LC_ALL, LC_MESSAGES, LANG that
    # is set; LANGUAGE (a list of preferences) is honoured unless that locale
    # is C/POSIX, which means English whatever else is set.
    locale = next((env[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v)), "")
    if locale.split(".")[0] in ("C", "POSIX"):
        return "en"
    for part in [*env.get("LANGUAGE", "").split(":"), locale]:
        if not part:
            continue
        try:
            return normalize_lang(part)
        except UnknownLanguage:
            continue
    return "en"


_TRADITIONAL = ("zh_tw", "zh_hk", "zh_mo", "zh_hant")


def asks_traditional_chinese(cli_lang: str | None = None, environ: Mapping[str, str] | None = None) -> bool:
    """Whether the Chinese that :func:`negotiate` chose was asked for in
    Traditional script (``zh_TW``, ``zh_HK``, ``zh_MO``, ``zh-Hant``): the
    helper has Simplified Chinese only, and says so (issue 10).

    Same arguments as :func:`negotiate`; False when it did not choose Chinese.
    """
    def traditional(code: str) -> bool:
        base = code.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
        return any(base == t or base.startswith(t + "_") for t in _TRADITIONAL)

    if cli_lang:
        return normalize_lang(cli_lang) == "zh" and traditional(cli_lang)
    env = os.environ if environ is None else environ
    locale = next((env[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v)), "")
    if locale.split(".")[0] in ("C", "POSIX"):
        return False
    for part in [*env.get("LANGUAGE", "").split(":"), locale]:
        try:
            if part and normalize_lang(part):
                return normalize_lang(part) == "zh" and traditional(part)
        except UnknownLanguage:
            continue
    return False


class Translator(Frozen):
    """Interface strings of one language (immutable).

    ``gettext(msgid)`` returns the translation, or the msgid itself when the
    catalogue has none (untranslated or fuzzy entries are never shown).

    A plain class, not a dataclass: importing :mod:`dataclasses` (and
    :mod:`inspect` with it) was a tenth of ``helper score``'s start-up.
    """

    __slots__ = ("lang", "messages", "damaged", "problem", "rejected")

    lang: str
    messages: Mapping[str | tuple[str, str], str]
    """The translations by msgid, ``(msgctxt, msgid)`` or ``(msgid, msgid_plural)`` (a tuple of forms
    for the latter): a dict, or from the start-up cache a :class:`helper.cache.Table` (only ``get``:
    each read when first asked for)."""
    damaged: bool
    """True when the catalogue exists but cannot be read (English is shown)."""
    problem: str
    """Why a damaged catalogue cannot be read, in English (``"line 6: unterminated
    string"``); empty otherwise."""
    rejected: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]
    """``(msgid, reason, unknown, missing)`` of translations not used because their placeholders
    do not fit the English (``reason``: see :func:`placeholder_problem`; ``unknown``, ``missing``:
    the fields named, see :func:`placeholder_fields`): English is shown. Said by the commands in
    the messages' language (:func:`rejected_note`)."""

    _defaults = {"damaged": False, "problem": "", "rejected": ()}

    def gettext(self, message: str) -> str:
        """Translate ``message`` (an English msgid)."""
        return self.messages.get(message) or message

    def pgettext(self, context: str, message: str) -> str:
        """Translate ``message`` in ``context`` (msgctxt)."""
        return self.messages.get((context, message)) or message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """Translate a message with a plural form (these languages use at most two)."""
        forms = self.messages.get((singular, plural))
        if forms:
            return forms[0] if (n == 1 or len(forms) == 1) else forms[1]
        return singular if n == 1 else plural


def catalog_path(lang: str, domain: str = DOMAIN) -> Path:
    """Return the ``.po`` file of ``domain`` for ``lang`` under ``locales/``."""
    from pathlib import Path

    return Path(locales_dir(), CATALOG_DIRS[lang], "LC_MESSAGES", f"{domain}.po")


_cache: dict[str, tuple[tuple[int, int], Translator]] = {}
"""Each catalogue file read (its path as text): its (mtime in ns, size) and Translator."""

_paths: dict[tuple[object, str], str] = {}
"""The catalogue file of (locales directory, language), as text: built once (start-up and answer time)."""


def get_translator(lang: str) -> Translator:
    """Return the :class:`Translator` for ``lang`` (``en``, ``zh`` or ``el``).

    The ``.po`` file is parsed on first use and re-read whenever it
    changes on disk (its modification time or size), so a stale catalogue is
    never shown (the review screen saves into it while the helper runs). A
    missing catalogue gives English (the msgids). A call that finds the file
    unchanged costs one ``os.stat``: the screen asks for its translator some
    seventy times per answer.
    """
    root = locales_dir()
    path = _paths.get((root, lang))
    if path is None:
        path = _paths[(root, lang)] = os.path.join(root, CATALOG_DIRS[lang], "LC_MESSAGES", f"{DOMAIN}.po")
    try:
        stat = os.stat(path)
        stamp = (stat.st_mtime_ns, stat.st_size)
    except OSError:
        return Translator(lang, {})
    cached = _cache.get(path)
    if cached and cached[0] == stamp:
        return cached[1]
    messages, problem, rejected = _read_catalogue(lang, path)
    translator = Translator(lang, messages or {}, damaged=messages is None, problem=problem, rejected=rejected)
    if messages is None:
        import logging  # only when there is something to say (start-up time)

        # said once, by the caller, in the user's words (helper.cli on stderr, the screens' status line)
        logging.getLogger(__name__).info("%s cannot be read (%s); English is shown", path, problem)
    # A translation not used (its placeholders do not fit the English) is said by the caller too, in the
    # messages' language, naming the placeholders (helper.cli: rejected_note; tester 9ap: "(unknown)" was
    # said, in English, for a Greek {cuont} standing for {count}).
    _cache[path] = (stamp, translator)
    return translator


def translations(msgids: tuple[str, ...], langs: tuple[str, ...] = LANGS) -> dict[str, tuple[str, ...]]:
    """``msgids`` (English interface strings) as ``get_translator(lang).gettext`` gives them in
    each of ``langs``: ``{lang: (text, ...)}``, in the order of ``msgids``.

    For a screen that needs a few strings in every language (the footer fits its labels in all
    three: :func:`helper.tui.app.footer_keys`): a catalogue not read yet is not read whole; the
    strings are kept in the start-up cache (:mod:`helper.cache`) while the catalogue file and the
    code that reads it are unchanged (start-up time and memory at the first frame, issue 10).
    A catalogue already read (the language on screen) is used as it is."""
    import zlib

    from helper import cache

    found: dict[str, tuple[str, ...]] = {}
    for lang in langs:
        path = _paths.get((locales_dir(), lang))
        if lang == "en" or (path is not None and path in _cache):
            found[lang] = tuple(get_translator(lang).gettext(msgid) for msgid in msgids)
            continue
        path = os.path.join(locales_dir(), CATALOG_DIRS[lang], "LC_MESSAGES", f"{DOMAIN}.po")
        name = f"strings-{lang}-{zlib.crc32(repr((path, msgids)).encode()):08x}"

        def build(lang=lang):
            gettext = get_translator(lang).gettext
            return tuple(gettext(msgid) for msgid in msgids)

        here = os.path.dirname(os.path.abspath(__file__))
        found[lang] = cache.cached(name, [path, os.path.join(here, "__init__.py"), os.path.join(here, "po.py")], build,
                                   plain=True)  # plain strings: marshal, read faster than a pickle
    return found


def _read_catalogue(lang: str, path: str) -> tuple[Mapping | None, str, tuple[tuple[str, str], ...]]:
    """``(messages, problem, rejected)`` of the catalogue at ``path`` (text; see :func:`_read_messages`),
    kept in the start-up cache (:func:`helper.cache.cached_table`) while the file and the modules that
    read it are unchanged. From the cache, ``messages`` is a :class:`helper.cache.Table`: each
    translation is read from the entry when first asked for (the screen's first frame uses about twenty
    of the 1,147 strings: the catalogue held whole was 0.3-0.4 MiB of its memory; issue 10). Neither
    :mod:`pathlib`, :mod:`pickle` nor :mod:`zlib` is imported (``helper score`` in Chinese or Greek,
    start-up time: issue 10)."""
    from helper import cache

    def parse():
        messages, problem = _read_messages(path)
        rejected = tuple(messages.pop(_REJECTED, ())) if messages else ()
        return (messages is None, problem, rejected), messages

    # The path's hash in the name keeps apart the catalogues of two copies of the helper sharing one cache
    # directory (the entry's key, the files' paths and times, decides whether it is used).
    name = f"{DOMAIN}-{lang}-{cache.text_hash(os.path.realpath(path)):08x}"
    # The modules that read a catalogue are part of the key (po.py by name: importing it compiles its patterns).
    here = os.path.dirname(os.path.abspath(__file__))
    (damaged, problem, rejected), messages = cache.cached_table(
        name, [path, os.path.join(here, "__init__.py"), os.path.join(here, "po.py")], parse)
    return (None if damaged else messages), problem, rejected


def _read_messages(path: Path | str) -> tuple[dict | None, str]:
    """The translations of a ``.po`` file and, when it cannot be read, why.

    Returns ``(messages, "")``, or ``(None, reason)`` when the file cannot be
    read (English is shown; the reason, in English, names the line).  A
    damaged catalogue must never stop a Director: the interface falls back
    to English, the screen and every command say so, and ``helper catalog
    check`` reports the file.

    The syntax is checked strictly (:mod:`helper.i18n.po`: an unterminated
    string is a fault, which polib and Babel let pass); the entries are then
    read with polib, which accepts obsolete entries (``#~ msgid``, ``#~|
    msgid``) as msgmerge writes them: they are never used.  Fuzzy entries
    are not used, nor a msgstr of blank space only ("\\n") or a plural entry with a
    blank form (English is shown for it); a plural entry whose forms do not match the header's
    ``nplurals`` is not used (English is shown for it) and the rest is.
    """

    from helper.i18n.po import nplurals, plural_ok, pofile, syntax_problems

    try:
        with open(path, "rb") as handle:
            text = handle.read().decode("utf-8-sig")
    except OSError as exc:
        return None, str(exc)
    except UnicodeDecodeError as exc:
        return None, f"not UTF-8 ({exc.reason} at byte {exc.start})"
    problems = syntax_problems(text)
    if problems:
        first = problems[0]
        return None, f"line {first.line}: {_PROBLEM_WORDS.get(first.code, first.code)}: {first.detail.strip()}"
    try:
        catalog = pofile(text, wrapwidth=0)
    except (OSError, ValueError) as exc:
        return None, str(exc)
    if not any(entry.msgid and not entry.obsolete for entry in catalog):
        # an empty (or header-only) catalogue: one fault, said as such (fix9i), not every string "missing"
        return None, EMPTY_CATALOGUE
    expected = nplurals(catalog.metadata)
    messages: dict = {}
    rejected: list[tuple[str, str]] = []
    for entry in catalog:
        if not entry.msgid or entry.fuzzy or entry.obsolete:
            continue
        if entry.msgid_plural:
            if not plural_ok(entry, expected):
                continue  # reported by helper catalog check
            # every form or none: a blank form (empty, or blank space only, "\n") leaves the entry untranslated,
            # English for every count, never the other number's form ("1 αποφάσεις"; tester 9al)
            forms = tuple(unicodedata.normalize("NFC", entry.msgstr_plural[k]) for k in sorted(entry.msgstr_plural))
            if not all(form.strip() for form in forms):
                forms = ()
            problem, form = next(filter(lambda found: found[0], (
                (placeholder_problem(entry.msgid, form, entry.msgid_plural), form) for form in forms)), (None, ""))
            if problem:
                rejected.append((entry.msgid, problem,
                                 *placeholder_fields(entry.msgid, form, entry.msgid_plural)))
            elif forms:
                messages[(entry.msgid, entry.msgid_plural)] = forms
        elif entry.msgstr.strip():  # a msgstr of blank space only ("\n") is untranslated: English, not a blank line
            text = unicodedata.normalize("NFC", entry.msgstr)
            problem = placeholder_problem(entry.msgid, text)
            if problem:
                rejected.append((entry.msgid, problem, *placeholder_fields(entry.msgid, text)))
                continue
            key = (entry.msgctxt, entry.msgid) if entry.msgctxt else entry.msgid
            messages[key] = text
    if rejected:
        messages[_REJECTED] = rejected
    return messages, ""


EMPTY_CATALOGUE = "the catalogue is empty"
"""The :attr:`Translator.problem` of a catalogue with no entry (empty or header only)."""


def problem_words(problem: str, ui: str) -> str:
    """A catalogue's :attr:`Translator.problem` (English, as :func:`_read_messages` words it) in the words of
    the interface language ``ui`` ("line 1063: a string with no closing quote", "not UTF-8", "the catalogue is
    empty"); the parser's own detail is left out (fresh tester 9c: "unterminated string" in a Chinese note)."""
    import re

    _ = get_translator(ui).gettext
    if problem == EMPTY_CATALOGUE:
        return _("the catalogue is empty")
    if problem.startswith("not UTF-8"):
        return _("not UTF-8")
    match = re.match(r"line (\d+): ([^:]+)", problem)
    if match:
        kinds = {"unterminated string": _("a string with no closing quote"),
                 "unescaped quote or bad escape in a string": _("an unescaped quote or a bad escape in a string"),
                 "not a PO line": _("a line that is no PO line"),
                 "keyword out of order": _("keywords out of order")}
        return _("line {line}: {fault}").format(line=match.group(1), fault=kinds.get(match.group(2), match.group(2)))
    return problem


_PROBLEM_WORDS = {"unterminated": "unterminated string", "string": "unescaped quote or bad escape in a string",
                  "line": "not a PO line", "order": "keyword out of order"}


_REJECTED = object()  # key under which _read_messages hands over the rejected translations

# A pattern, not a compiled one: re compiles (and keeps) it when a catalogue is first parsed, not at every
# start (start-up time of ``helper score``, issue 10).
_PERCENT_PATTERN = r"(?a)%(?:\([^)]*\))?[#0+-]*\d*(?:\.\d+)?[sdrifgexXca]|%%"


def _brace_fields(text: str) -> list[tuple[str, str | None, str | None]]:
    """The ``(name, conversion, format_spec)`` of each ``{...}`` field (string.Formatter's reading).

    Raises:
        ValueError: unbalanced or malformed braces.
    """
    import string

    return [(name, conversion, spec) for _literal, name, spec, conversion in string.Formatter().parse(text)
            if name is not None]


def placeholder_problem(msgid: str, translation: str, msgid_plural: str | None = None) -> str | None:
    """Why ``translation`` cannot safely stand for ``msgid``, or None when it can.

    The interface formats messages with ``str.format`` (``{name}`` fields) and,
    for argparse's own messages, ``%`` (``%(name)s``, ``%s``). A translation
    is used only when formatting it can neither fail nor reach anything the
    English does not:

    - ``braces``: its braces do not parse (``{ew``, a lone ``}``);
    - ``unknown``: a field the English does not have, with the same conversion
      and format spec - a misspelt name (``{eww}``), attribute or index access
      (``{ns.__class__}``, ``{0[1]}``), a positional ``{}``, a new format spec;
    - ``missing``: a field of the English left out (its value would be lost);
      not checked for a plural message, whose forms may leave out the count
      ("one ruling" for ``{count} ruling``);
    - ``percent``: its ``%`` placeholders differ from the English's or do not
      format (only when the English has ``%`` placeholders).

    Args:
        msgid: the English message (the template that is trusted).
        translation: one translated form.
        msgid_plural: the English plural form, for a plural message.

    Returns:
        ``"braces"``, ``"unknown"``, ``"missing"``, ``"percent"`` or None.
    """
    sources = [msgid] + ([msgid_plural] if msgid_plural else [])
    try:
        source_fields = [_brace_fields(source) for source in sources]
    except ValueError:
        source_fields = None  # the English is no brace template: it is never str.format-ted
    if source_fields is not None:
        try:
            fields = _brace_fields(translation)
        except ValueError:
            return "braces"
        allowed = {field for forms in source_fields for field in forms}
        if any(field not in allowed for field in fields):
            return "unknown"
        # A plural form may leave out the count ("one ruling"): only singular messages must keep all.
        if msgid_plural is None and not {name for name, _c, _s in source_fields[0]} <= {name for name, _c, _s in fields}:
            return "missing"
    source_percent = [m for m in re.findall(_PERCENT_PATTERN, msgid) if m != "%%"]
    if source_percent:
        target_percent = [m for m in re.findall(_PERCENT_PATTERN, translation) if m != "%%"]
        if sorted(source_percent) != sorted(target_percent):
            return "percent"
        names = {m[2:m.index(")")] for m in source_percent if m.startswith("%(")}
        try:
            translation % ({name: 0 for name in names} if names else tuple(0 for _m in source_percent))
        except (TypeError, ValueError, KeyError):
            return "percent"
    return None


def placeholder_fields(msgid: str, translation: str, msgid_plural: str | None = None
                       ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(unknown, missing)``: the ``{...}`` fields of ``translation`` the English does not have, as written
    (``{cuont}``, ``{ns.__class__}``, ``{}``, ``{ew!r}``), and the English's fields it leaves out (``{count}``;
    none for a plural message, whose forms may leave out the count), each once, in order; ``((), ())`` when
    either text's braces do not parse. The fields :func:`placeholder_problem` judges, named (tester 9ap)."""
    sources = [msgid] + ([msgid_plural] if msgid_plural else [])
    try:
        source_fields = [_brace_fields(source) for source in sources]
        fields = _brace_fields(translation)
    except ValueError:
        return (), ()

    def written(name: str, conversion: str | None, spec: str | None) -> str:
        return "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"

    allowed = {field for forms in source_fields for field in forms}
    unknown = tuple(dict.fromkeys(written(*field) for field in fields if field not in allowed))
    missing = ()
    if msgid_plural is None:
        names = {name for name, _c, _s in fields}
        missing = tuple(dict.fromkeys("{" + name + "}" for name, _c, _s in source_fields[0] if name not in names))
    return unknown, missing


def rejected_note(path: str | os.PathLike, rejected: tuple, ui: str) -> str:
    """The note that a translation in the catalogue at ``path`` is not used (one of
    :attr:`Translator.rejected`), in the words of ``ui``: the placeholders named ("the placeholder the
    English does not have: {cuont}; a placeholder of the English is missing: {count}"), not the code
    ("unknown": tester 9ap)."""
    msgid, reason, unknown, missing = rejected
    _ = get_translator(ui).gettext
    if reason == "braces":
        reasons = [_("its braces do not pair")]
    elif reason == "percent":
        reasons = [_("its % placeholders differ from the English")]
    else:
        reasons = []
        if unknown:
            reasons.append(_("a placeholder the English does not have: {names}").format(names=", ".join(unknown)))
        if missing:
            reasons.append(_("a placeholder of the English is missing: {names}").format(names=", ".join(missing)))
    said = reasons[0] if reasons else reason
    for more in reasons[1:]:
        said = _("{first}; {second}").format(first=said, second=more)  # the language's own ';' (Greek ·)
    return _("{file}: the translation of '{msgid}' is not used ({reason}); English is shown.").format(
        file=os.fspath(path), msgid=msgid, reason=said)


# ---------------------------------------------------------------- numbers

def _decimal(value: Number) -> Decimal:
    from decimal import Decimal
    from fractions import Fraction

    if isinstance(value, Fraction):
        return Decimal(value.numerator) / Decimal(value.denominator)
    return Decimal(str(value))


def format_number(value: Number, lang: str, decimals: int = 2, towards: Number | None = None) -> str:
    """Format a number for ``lang`` with at most ``decimals`` decimals, trailing zeros dropped.

    ``format_number(Fraction(78, 5), "el") == "15,6"``. Display rounding only:
    the value itself is never changed (the Laws set no rounding).

    An exact half of the last decimal shown (3.125 at two decimals) is shown
    away from zero (3.13; -3.125 -> -3.13), the default ``[scoring]
    score_halves = "away"``; with ``towards`` (the average the figure is
    scored around, ``score_halves = "towards_average"``: 0 for IMPs, half
    the top for matchpoints) it is shown towards it: 3.125 MP with a top of
    12 -> 3.13, 8.875 MP -> 8.87; -0.125 IMPs -> -0.12 at two decimals. A
    value exactly at the average and halfway (never with a whole-number
    top) goes up, as :func:`helper.scoring.rounded` rounds it.
    """
    from decimal import ROUND_HALF_UP, Decimal, localcontext
    from fractions import Fraction

    # Babel rounds in the current decimal context (28 digits): a number of 29
    # or more digits raised InvalidOperation or lost its last digits (issue 10).
    # Give it room: the whole part's digits and the decimals shown, and more.
    try:
        whole = abs(int(value)) if isinstance(value, (int, Fraction)) else abs(int(Decimal(str(value))))
    except (ArithmeticError, ValueError):  # infinity or NaN: Babel words them itself
        whole = 0
    with localcontext() as context:
        context.prec = max(context.prec, len(str(whole)) + decimals + 4)
        # An exact half is shown away from zero (3.125 -> 3.13, -3.125 -> -3.13), as the
        # default score_halves = "away" of the settings rounds; the decimal context's
        # half-to-even (Babel's default) showed -3.12 (issue 8).
        context.rounding = ROUND_HALF_UP
        return _cldr_format(_decimal(value), lang, decimals,
                            towards=None if towards is None else _decimal(towards))


def format_signed(value: Number, lang: str, decimals: int = 2, towards: Number | None = None) -> str:
    """Format a number with an explicit sign (``+3``, ``-1.5``, ``0``): IMPs and NS scores.
    ``towards``: as :func:`format_number` (0 for IMPs under ``score_halves = "towards_average"``)."""
    text = format_number(value, lang, decimals, towards)
    return "+" + text if _decimal(value) > 0 else text


def format_percent(percent: Number, lang: str, decimals: int = 2, towards: Number | None = None) -> str:
    """Format a percentage given on the 0-100 scale: ``format_percent(62.5, "el") == "62,5%"``.

    An exact half of the last decimal shown goes away from zero (60.125 ->
    60.13%), or, with ``towards`` (on the 0-100 scale: 50 for a side's
    score under ``score_halves = "towards_average"``), towards it: 60.125 ->
    60.12%, 39.875 -> 39.88%, so that NS and EW shown still add up to 100%.
    """
    from decimal import ROUND_HALF_UP, localcontext

    with localcontext() as context:
        context.rounding = ROUND_HALF_UP  # an exact half away from zero, as format_number
        return _cldr_format(_decimal(percent) / 100, lang, decimals, scale=2, suffix=PERCENT_SIGN,
                            towards=None if towards is None else _decimal(towards))


NUMBER_SYMBOLS: dict[str, tuple[str, str]] = {"en": (".", ","), "zh": (".", ","), "el": (",", ".")}
"""Each language's CLDR decimal and group symbols (Latin digits) in the Babel
locale of :data:`BABEL_LOCALES`; the minus sign is ``-`` and the percent sign
``%`` in all three. tests/test_i18n_numbers.py checks them against Babel."""

PERCENT_SIGN = "%"


def _cldr_format(value: Decimal, lang: str, decimals: int, scale: int = 0, suffix: str = "",
                 towards: Decimal | None = None) -> str:
    """``value`` as Babel's ``format_decimal``/``format_percent`` write it with the
    CLDR pattern ``#,##0.##`` (``decimals`` optional decimals; ``scale`` 2 and
    ``suffix`` ``%`` for ``#,##0.##%``) in ``lang``'s locale: the same steps,
    without importing Babel and loading its locale data (a third of ``helper
    score``'s start-up). Rounding is the current decimal context's (the
    callers set half away from zero) unless ``towards`` (on the scale shown, after
    ``scale``) is given: an exact half then goes to the neighbour nearer it (see
    :func:`format_number`). A negative value that rounds to zero keeps its sign
    (``-0``), as in Babel. tests/test_i18n_numbers.py compares the two."""
    from decimal import ROUND_HALF_DOWN, ROUND_HALF_UP, Decimal

    decimal_symbol, group_symbol = NUMBER_SYMBOLS[lang]
    value = value.scaleb(scale)
    sign = "-" if value.is_signed() else ""
    if value.is_infinite():
        return sign + "\u221e" + suffix
    step = Decimal(10) ** -decimals
    shown = value.quantize(step)
    if towards is not None and value.is_finite():
        away, near = value.quantize(step, rounding=ROUND_HALF_UP), value.quantize(step, rounding=ROUND_HALF_DOWN)
        if away != near:  # an exact half: the neighbour nearer the average, the higher when as near
            shown = min((away, near), key=lambda q: (abs(q - towards), -q))
    value = abs(shown)
    whole, _, fraction = f"{value:f}".partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    number = group_symbol.join([whole, *groups])
    fraction = fraction.rstrip("0")
    if fraction:
        number += decimal_symbol + fraction
    return sign + number + suffix


DECIMAL_SEPARATOR = {"en": ".", "zh": ".", "el": ","}
"""The decimal separator each language writes (Greek: ``15,6``)."""


def parse_number(text: str, lang: str) -> Decimal:
    """Parse a number typed by a user in ``lang``.

    Accepts ASCII or full-width digits, a leading ``+``/``-``, a trailing
    ``%``, and separators as the language writes them: ``1,000.5`` in English
    and Chinese, ``1.000,5`` in Greek. Spaces around the number are ignored;
    a space (any whitespace, also a no-break or narrow space) inside it is
    refused (``space``): ``13 14`` is not 1314 and ``1 3`` is not 13 (issue 7). A lone separator of the other kind is
    read as a decimal point in Greek unless it groups thousands exactly
    (``15.6`` in Greek is 15.6, ``1.000`` is 1000); in English and Chinese a
    comma only groups thousands (``1,000`` is 1000) and ``60,5`` is refused
    (``comma``), never read as 60.5.
    Returns an exact Decimal.

    Digits are read as :mod:`helper.numbers` says: only ``0``-``9`` and
    ``０``-``９``; at most 30 digits in all.

    Raises:
        helper.numbers.NumberError: (a ValueError) ``digit`` for a character
            that looks like a digit but is not one of those (``❶``, ``²``,
            ``٣``), ``length`` for more than 30 digits, ``space`` for a space
            inside the number (``13 14``), ``comma`` for a comma
            used as a decimal point where the language groups thousands with it
            (``60,5`` in English or Chinese), ``number`` when the
            text is not a number (or its separators are not consistent,
            e.g. ``1,2,3``).
    """
    from decimal import Decimal

    from helper.numbers import MAX_DIGITS, NumberError, fold_digits

    folded = fold_digits(text)  # NumberError("digit") before NFKC can make "²" a 2
    cleaned = unicodedata.normalize("NFKC", folded).strip().replace("−", "-")
    if cleaned.endswith("%"):
        cleaned = cleaned[:-1].strip()
    if cleaned[:1] in "+-" and cleaned[1:2].isspace():
        cleaned = cleaned[0] + cleaned[1:].lstrip()  # "- 50": a sign set apart is still the number's sign
    if any(c.isspace() for c in cleaned) and any(c.isdigit() for c in cleaned):
        # "13 14", "1 3", "2 50": never joined into 1314, 13, 250 (issue 7). A space
        # is no thousands separator here: grouping is the language's own (1,314 / 1.314).
        raise NumberError("space", text)
    if not cleaned or not all(c in "0123456789.,+-" for c in cleaned):
        raise NumberError("number", text)
    if sum(c.isdigit() for c in cleaned) > MAX_DIGITS:
        raise NumberError("length", text)
    decimal = DECIMAL_SEPARATOR.get(lang, ".")
    if decimal == "." and "," in cleaned and "." not in cleaned and not re.fullmatch(r"[+-]?\d{1,3}(?:,\d{3})+", cleaned):
        raise NumberError("comma", text)  # 60,5 in English: the comma groups thousands, it is no decimal point
    try:
        cleaned = _normalise_separators(cleaned, decimal, text)
        value = Decimal(cleaned)
    except (ValueError, ArithmeticError) as exc:
        raise NumberError("number", text) from exc
    if not value.is_finite():
        raise NumberError("number", text)
    return value


def _normalise_separators(number: str, decimal: str, original: str) -> str:
    """Rewrite ``number`` with ``.`` as the decimal point and no grouping."""
    import re

    group = "," if decimal == "." else "."
    has_dot, has_comma = "." in number, "," in number
    if has_dot and has_comma:
        # Both: the last one is the decimal separator, the other groups thousands.
        dec = "." if number.rfind(".") > number.rfind(",") else ","
        grp = "," if dec == "." else "."
        if not re.match(rf"^[+-]?\d{{1,3}}(?:{re.escape(grp)}\d{{3}})+{re.escape(dec)}\d+$", number):
            raise ValueError(original)
        return number.replace(grp, "").replace(dec, ".")
    sep = "." if has_dot else "," if has_comma else None
    if sep is None:
        return number
    if number.count(sep) > 1:
        # Only grouping can repeat: 1,000,000 (or 1.000.000 in Greek).
        if sep == group and re.match(rf"^[+-]?\d{{1,3}}(?:{re.escape(sep)}\d{{3}})+$", number):
            return number.replace(sep, "")
        raise ValueError(original)
    if sep == group and re.match(rf"^[+-]?\d{{1,3}}{re.escape(sep)}\d{{3}}$", number):
        return number.replace(sep, "")  # 1,000 in English, 1.000 in Greek
    return number.replace(sep, ".")
