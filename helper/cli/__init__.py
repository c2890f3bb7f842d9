"""The command line: ``helper`` starts the UI; subcommands serve scripts, scorers and tests.

    helper [--lang L] [--settings FILE]
    helper laws show ID [--edition 2017|1997] [--json]
    helper laws search QUERY [--limit N] [--json]
    helper score artificial --scoring mp|imps --ns F --ew F [--top MP]
                            [--ns-session PCT] [--ew-session PCT]
                            [--individual] [--director-error] [--board-in-session N] [--json]
    helper score teams --ns F --ew F [--assigned IMPS] [--json]        (Law 86B2)
    helper score knockout --ns IMPS --ew IMPS [--json]                 (Law 12C4)
    helper score fouled --group S,S,.. --group S,.. --expected N [--json]  (Law 87B)
    helper rule --answers FILE [--json] | helper rule --questions
    helper catalog build

Every message is in the chosen language (``--lang``, else the environment,
else English), argparse's own included. Bad input exits with code 2 and a
one-line message, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from typing import Sequence

from helper.cli.common import (_LANG_IN_USE, CliError, EscapingStream, GuardedStream, HelperParser, OutputFailed,
                               PreParser, can_show, decode_argv, escape_controls, is_utf8, message_lang, path_arg,
                               use_ascii_forms)
from helper.i18n import (LANGS, LANGUAGE_NAMES, UnknownLanguage, asks_traditional_chinese, get_translator, negotiate,
                         normalize_lang)


GROUPS: dict[str, tuple[str, ...]] = {"laws": ("laws",), "score": ("score",), "rule": ("rule",),
                                      "rulings": ("rulings",), "catalog": ("catalog", "review")}
"""Each command group's module (``helper/cli/<group>.py``, in the order of the help) and the commands it adds."""


def _group(name: str):
    # A command group's module is imported when its command is used (start-up time; by __import__,
    # without importing importlib).
    module = f"helper.cli.{name}"
    __import__(module)
    return sys.modules[module]


def _groups_for(argv: Sequence[str] | None) -> tuple[str, ...]:
    """The command groups the parser needs for ``argv``: only the named command's
    when it is plainly there (``score imps 420``, ``--plain laws show 12C1``),
    none when there is no command at all (``helper``, ``helper --plain``: the
    screen), else all (``--help``, a mistyped command, anything unusual): the
    parse and every message are the same either way, the unused groups are not built."""
    if argv is not None:
        for token in argv:
            if token.startswith("-"):
                if token != "--plain":
                    break
                continue
            for group, commands in GROUPS.items():
                if token in commands:
                    return (group,)
            break
        else:
            return ()
    return tuple(GROUPS)


SUBCOMMANDS: dict[str, tuple[str, ...]] = {
    "score": ("artificial", "fouled", "teams", "knockout", "contract", "imps", "matchpoints", "weighted", "penalty"),
    "laws": ("show", "search")}
"""The command groups whose ``add_parsers`` take ``only``, the one sub-command to build, and their sub-commands
(tests/test_cli_imports.py checks them against the parsers)."""


def _subcommand_for(argv: Sequence[str]) -> str | None:
    """The sub-command named right after the command (``imps`` of ``score imps 420``), when it is
    one of the group's :data:`SUBCOMMANDS`; None (all are built) for anything else: ``score --help``,
    ``score`` alone, an option or a mistyped name next (argparse lists every sub-command, as before)."""
    index = next(i for i, token in enumerate(argv) if token != "--plain")
    if index + 1 < len(argv) and argv[index + 1] in SUBCOMMANDS.get(argv[index], ()):
        return argv[index + 1]
    return None


def build_parser(lang: str, argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser, its help in ``lang``: each command group adds its own (helper/cli/*.py).

    ``argv`` (the arguments to be parsed, without ``--lang``/``--settings``):
    when given, only the command groups it needs are built (see
    :func:`_groups_for`); None builds every command.
    """
    _ = get_translator(lang).gettext
    HelperParser.building = True
    try:
        parser = HelperParser(prog="helper", description=_(
            "A tournament director's helper for adjusted scores (Laws 12 and 86)."))
        parser.add_argument("--lang", help=_("interface language: en, zh or el (default: from the environment)"))
        parser.add_argument("--settings", type=path_arg, help=_("regulation settings file (TOML)"))
        parser.add_argument("--plain", action="store_true", help=_("ASCII borders, for terminals that draw box characters badly"))
        commands = parser.add_subparsers(dest="command", metavar="COMMAND")
        groups = _groups_for(argv)
        for group in groups:
            if group in SUBCOMMANDS:  # only the sub-command named, when one is (start-up time)
                _group(group).add_parsers(commands, lang, only=_subcommand_for(argv) if len(groups) == 1 else None)
            else:
                _group(group).add_parsers(commands, lang)
    finally:
        HelperParser.building = False
    return parser


# ---------------------------------------------------------------- entry point

def _localize_argparse(lang: str) -> None:
    translator = get_translator(lang)
    argparse._ = translator.gettext  # type: ignore[attr-defined]
    argparse.ngettext = translator.ngettext  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 ok, 2 bad input).

    A standard output or error that is closed (``>&-``) or fails to write
    (``>/dev/full``) is a short message on the other one and exit code 2.

    ``argv`` None: the program itself (the ``helper`` script, ``python -m helper``), the
    arguments from ``sys.argv``. Then a ``helper score ...`` command, its output written
    and flushed, and ``helper review`` once its screen has quit, end the process at once with
    their exit code (:func:`_exit_at_once`) instead of returning: a caller with ``argv`` (a
    test, a script of the user's) always gets the code back.
    """
    real = sys.stdout, sys.stderr
    _LANG_IN_USE.clear()
    _DONE.clear()
    if sys.stdout is None or sys.stderr is None:
        return _stream_closed(real)
    sys.stdout, sys.stderr = GuardedStream(real[0], "stdout"), GuardedStream(real[1], "stderr")
    try:
        code = _main(argv, real)
    except OutputFailed as exc:
        return _output_failed(exc, real)
    finally:
        sys.stdout, sys.stderr = real
    if argv is None and _DONE in (["score"], ["review"]) and sys.gettrace() is None and sys.getprofile() is None:
        _exit_at_once(code)  # not under a tracer or profiler (coverage, cProfile): they write at exit
    return code


_DONE: list[str] = []
"""The command group whose command has run (``score``), set when it returned (see :func:`main`)."""


def _exit_at_once(code: int) -> None:
    """End the process with ``code`` without the interpreter's finalization (tearing down every
    module and object: a sixth of ``helper score``'s start to exit, issue 10; ~0.4 s of the
    0.7 s from quitting ``helper review`` to the shell's prompt, the law paragraphs and their
    findings torn down, issue 9 §3), once standard output and error are flushed. Neither
    command has anything else to finish: no ``atexit`` handler, no file left open for writing
    (the start-up cache's entries are written and renamed before; the review saves each
    entry, a recovery file, before its screen ends and releases its lock as it closes), no
    thread but the review's reading of the catalogues, whose result nobody waits for any more
    (:meth:`helper.tui.review.ReviewScreen._load_waiting`; its checks' process is stopped as
    the screen closes). When a flush fails (a closed pipe), nothing is done: the
    interpreter's own exit follows, as before."""
    import os

    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    os._exit(code)


def _environment_lang(stream) -> str:
    if _LANG_IN_USE:
        return message_lang(_LANG_IN_USE[0], stream)
    try:
        return message_lang(negotiate(None), stream)
    except (UnknownLanguage, ValueError, LookupError):
        return "en"


def _stream_closed(real) -> int:
    """The standard output or error is closed (``>&-``): say so on the other, do nothing, exit 2."""
    out, err = real
    other = err if out is None else out
    if other is not None:
        _ = get_translator(_environment_lang(other)).gettext
        _say_last(_("helper: the standard output is closed; nothing was done.") if out is None
                  else _("helper: the standard error is closed; nothing was done."), other)
    return 2


def _say_last(message: str, stream) -> None:
    """Print ``message`` on ``stream``, the standard stream that still works, as the
    last word of a run; a failure there too is left unsaid (there is nowhere to say it)."""
    try:
        print(message, file=stream)
        stream.flush()
    except (OSError, ValueError):
        pass


def _output_failed(exc: OutputFailed, real) -> int:
    """Writing to a standard stream failed (``/dev/full``): say so on the other one, exit 2.
    The failing stream is pointed at the null device, so that Python's own flush at exit
    does not report it again."""
    import os

    failing, other = (real[0], real[1]) if exc.stream == "stdout" else (real[1], real[0])
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, failing.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):  # no file descriptor (captured output)
        pass
    from helper.catalog.review import os_reason

    lang = _environment_lang(other)
    _ = get_translator(lang).gettext
    message = (_("helper: cannot write to the standard output: {reason}.") if exc.stream == "stdout"
               else _("helper: cannot write to the standard error: {reason}.")).format(
        reason=os_reason(exc.error, lang))
    _say_last(message, other)
    return 2


def _main(argv: Sequence[str] | None, real) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # Arguments typed in UTF-8 under an ASCII locale (LC_ALL=C PYTHONUTF8=0) are read as UTF-8.
    argv, unreadable = decode_argv(argv)
    # --lang and --settings are accepted anywhere on the line (before or after
    # the command), so they are taken out first.
    # Its messages are argparse's English, as before any catalogue is chosen
    # (and without gettext's search of the system's catalogues).
    _localize_argparse("en")
    HelperParser.building = True
    try:
        pre = PreParser(add_help=False, allow_abbrev=False)
        pre.add_argument("--lang")
        pre.add_argument("--settings")  # a Path below, once known not to be empty ("" is ".")
    finally:
        HelperParser.building = False
    known, rest = pre.parse_known_args(argv)
    if known.lang is not None and not known.lang.strip():  # --lang= : not silently the environment's
        _ = get_translator(message_lang(negotiate(None), sys.stderr)).gettext
        print(_("helper: --lang needs a language: one of {langs}").format(langs=", ".join(LANGS)), file=sys.stderr)
        return 2
    if known.settings is not None and not str(known.settings).strip():  # --settings= : not ". is a directory"
        _ = get_translator(message_lang(negotiate(None), sys.stderr)).gettext
        print(_("helper: --settings needs a file name"), file=sys.stderr)
        return 2
    if known.settings is not None:
        known.settings = path_arg(known.settings)
    sheet_langs, known.lang = _sheet_langs(known.lang)
    try:
        lang = negotiate(known.lang)
    except UnknownLanguage as exc:
        lang = message_lang(negotiate(None), sys.stderr)
        _ = get_translator(lang).gettext
        print(_("helper: unknown language {code}; use one of: {langs}").format(code=escape_controls(exc.code), langs=", ".join(LANGS)),
              file=sys.stderr)
        return 2
    asked = lang
    screen = not _groups_for(rest)  # no command: the Director's screen
    # Notes for the user of the screen are said on the screen (helper/cli/ui.py), not on
    # standard error before it covers them (issue 10: seen only after quitting).
    startup_notes: list[str] = []
    # Every message printed without the screen (errors too) is in a language the output can show,
    # else in English with ASCII stand-ins (issue 10: a Greek message under LC_ALL=C was garbled).
    if not (can_show(lang, sys.stdout.encoding) and can_show(lang, sys.stderr.encoding)):
        note = _cannot_show(lang, sys.stdout.encoding if not can_show(lang, sys.stdout.encoding)
                            else sys.stderr.encoding, sys.stderr.encoding)
        if screen:
            startup_notes.append(note)  # on the screen if it starts (else only its own refusal is said)
        elif not _content_in_lang(rest, known.lang, sheet_langs):
            print(note, file=sys.stderr)
        # else: the catalogue or the sheets are in the language asked, English is not used
        # for them; the one warning is that of the output (_unencodable).
        lang = "en"
    use_ascii_forms(*(stream for stream in (sys.stdout, sys.stderr) if not is_utf8(stream)))
    seen_glyphs = None  # (mode, language asked): GNU screen asked once, for the screen (helper/cli/ui.py)
    if screen and lang != "en" and sys.stdout.isatty():
        import os

        from helper.cli.ui import screen_glyphs
        from helper.tui.glyphs import shown_languages

        seen_glyphs = (screen_glyphs(os.environ), lang)
        if lang not in shown_languages(seen_glyphs[0], (lang,)):
            # The screen will be English (GNU screen would show this language as ??): so are the notes
            # said on it below (fix10i: a Traditional Chinese note reached it in Chinese).
            lang = "en"
    # A text command on the terminal (the screen warns itself); laws show --output writes the language
    # asked to its file whatever the terminal shows (the way the screen's law panel offers, fix10i).
    # The review screen says it itself (helper/cli/catalog.py: cmd_review).
    if _groups_for(rest) and lang != "en" and sys.stdout.isatty() and not _to_file(rest) and rest[0] != "review":
        from helper.cli.ui import garbling_screen_note  # only then (start-up time)

        note = garbling_screen_note(lang)
        if note:  # GNU screen without UTF-8 shows Chinese and Greek garbled: English, said in ASCII
            print(note, file=sys.stderr)
            lang = "en"
    if asked == "zh" == lang and asks_traditional_chinese(known.lang):
        _ = get_translator(lang).gettext
        note = _("helper: there is no Traditional Chinese interface; Simplified Chinese is used.")
        if screen:
            startup_notes.append(note)
        else:
            print(note, file=sys.stderr)
    if unreadable:
        _ = get_translator(lang).gettext
        note = _("helper: an argument is neither UTF-8 nor text in this locale's encoding ({encoding}); it is used "
                 "as given (a file name still opens). Set a UTF-8 locale (export LANG=C.UTF-8).").format(
            encoding=sys.getfilesystemencoding())
        if screen:
            startup_notes.append(note)
        else:
            print(note, file=sys.stderr)
    _LANG_IN_USE[:] = [lang]
    damaged = _damaged_catalogue_note(lang, _ui_lang_given(rest))
    if damaged and screen:
        startup_notes.append(damaged)
    elif damaged:
        print(damaged, file=sys.stderr)
    _warn_rejected_translations(lang, _ui_lang_given(rest))
    _localize_argparse(lang)
    streams = sys.stdout, sys.stderr
    # Control characters are escaped in everything printed (argparse's
    # messages echo what was typed); the screens escape their own text.
    hide = screen_filter(rest, lang, streams[1])
    sys.stdout, sys.stderr = EscapingStream(sys.stdout, _unencodable(streams[1], lang, rest), hide), \
        EscapingStream(sys.stderr, rewrite=hide)
    try:
        args = build_parser(lang, rest).parse_args(rest)
        args.startup_notes = startup_notes
        args.seen_glyphs = seen_glyphs
        if args.command in (None, "review"):
            sys.stdout, sys.stderr = real  # the screens write to the terminal themselves
        return _dispatch(args, known, lang, sheet_langs)
    finally:
        sys.stdout, sys.stderr = streams


def _cannot_show(lang: str, encoding: str | None, stderr_encoding: str | None) -> str:
    """Why the text commands fall back to English on this terminal: in ``lang`` when the
    standard error can carry it (a Greek ISO-8859-7 terminal cannot show Chinese), else
    in English."""
    from helper.i18n import language_name

    for shown in (lang, "en"):
        _ = get_translator(shown).gettext
        message = _("helper: this terminal's encoding ({encoding}) cannot show {language}: English is used. For "
                    "it, set a UTF-8 locale (export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.").format(
            encoding=encoding, language=language_name(lang, shown))
        try:
            message.encode(stderr_encoding or "ascii")
        except (UnicodeEncodeError, LookupError):
            continue
        return message
    return message


def screen_filter(rest: list[str], lang: str, stderr, environ=None):
    """For a text command printing to a GNU screen or a tmux client that cannot show Chinese or Greek
    (:func:`helper.cli.ui.screen_glyphs`: ``screen -U`` with ``LANG=C`` shows Chinese as ``??``
    pairs, a tmux client that is not UTF-8 as ``__``): the rewriting of what it prints
    (:func:`helper.tui.glyphs.hide_scripts`: "(in Chinese: not shown on this terminal)" in ``lang``),
    which says once on ``stderr`` how to read it; None elsewhere (not a terminal, neither in screen
    nor in tmux). The terminal is asked about (once) only when text beyond ASCII is printed: a
    command printing ASCII asks nothing of screen or tmux. Issue 10, fix10i: a name recorded in
    Chinese reached that terminal as ``??``; issue 9, fix9au: inside tmux as ``__``."""
    import os

    environ = os.environ if environ is None else environ
    term = environ.get("TERM", "")
    if not _groups_for(rest) or not (environ.get("STY") or environ.get("TMUX") or term.startswith("screen")):
        return None
    if not sys.stdout.isatty():
        return None
    from helper.tui.glyphs import hidden_script, hide_scripts

    said: list[bool] = []
    modes: list[str | None] = []

    def rewrite(text: str) -> str:
        if text.isascii():
            return text
        if not modes:
            from helper.cli.ui import screen_glyphs

            modes.append(screen_glyphs(environ))
        mode = modes[0]
        if hidden_script(text, mode) is None:
            return text
        if not said:
            said.append(True)
            _ = get_translator(lang).gettext
            if mode == "tmux":
                from helper.tui.glyphs import tmux_attach

                stderr.write(_("helper: this terminal (a tmux client without UTF-8) cannot show some of this "
                               "text: it is left out and said so. To read it, write it to a file (--output FILE, or "
                               "> FILE), or detach tmux and attach with: {command}").format(
                    command=tmux_attach(environ)) + "\n")
            else:
                stderr.write(_("helper: this terminal (GNU screen) cannot show some of this text: it is left out and "
                               "said so. To read it, write it to a file (--output FILE, or > FILE), or start GNU "
                               "screen with: LANG=C.UTF-8 screen -U") + "\n")
            stderr.flush()
        return hide_scripts(text, mode, lang)

    return rewrite


def _to_file(rest: list[str]) -> bool:
    """Whether the command is ``laws show ... --output FILE`` (its text goes to a UTF-8 file)."""
    return rest[:2] == ["laws", "show"] and any(arg == "--output" or arg.startswith("--output=") for arg in rest)


def _content_in_lang(rest: list[str], asked: str | None, sheet_langs) -> bool:
    """Whether ``--lang`` names the language of the command's content, not only of its
    messages: the catalogue of ``catalog report``/``check`` and ``review``, the sheets of
    ``rulings show``/``export --lang zh,el``. Falling back to English does not change it."""
    if sheet_langs:
        return True
    if not asked or not rest:
        return False
    return rest[0] == "review" or (rest[0] == "catalog" and len(rest) > 1 and rest[1] in ("report", "check"))


def _unencodable(stderr, lang: str, rest: list[str]):
    """What to say, once, when the output cannot carry some of the text
    (``LC_ALL=C``: catalogue Chinese became ``?????``, issue 10): it is written
    as Unicode escapes (nothing lost), and how to get the text itself."""
    def warn() -> None:
        _ = get_translator(lang).gettext
        message = _("helper: this output's encoding ({encoding}) cannot carry some of the text; each character it "
                    "lacks is written as its Unicode escape (\\u4e2d), nothing is lost. Set a UTF-8 locale "
                    "(export LANG=C.UTF-8)").format(encoding=sys.stdout.encoding)
        if rest[:2] == ["catalog", "report"]:
            message += _(", or write the report with --output FILE (always UTF-8)")
        elif rest[:2] == ["catalog", "check"] and "--ui-lang" not in rest:
            message += _(", or give --ui-lang en for the messages in English")
        print(message + ".", file=stderr)
        stderr.flush()

    return warn


def _dispatch(args, known, lang: str, sheet_langs: tuple[str, ...] | None = None) -> int:
    args.settings = known.settings
    args.lang_given = bool(known.lang)  # an explicit --lang wins over a resumed ruling's language (helper/cli/ui.py)
    args.target = known.lang and _catalog_lang(known.lang)
    args.sheet_langs = sheet_langs
    # The language of what laws show --output writes: the one asked, even where this terminal
    # cannot show it and the messages fall back to English (issue 10, fix10i).
    args.content_lang = negotiate(known.lang) if known.lang else lang
    group, name = {"score": ("score", "cmd_score"), "rule": ("rule", "cmd_rule"), "catalog": ("catalog", "cmd_catalog"),
                   "rulings": ("rulings", "cmd_rulings"), "review": ("catalog", "cmd_review"), "laws": ("laws", "cmd_laws"),
                   None: ("ui", "cmd_ui")}[args.command]
    return _run(getattr(_group(group), name), args, lang)


def _run(handler, args, lang: str) -> int:
    try:
        code = handler(args, lang)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        _DONE[:] = [args.command]
    except CliError as exc:
        if isinstance(exc.__context__, BrokenPipeError):  # a command that words OSErrors itself
            return _closed_pipe()
        print(f"helper: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return _closed_pipe()
    except OutputFailed:
        raise  # main() says so on the other stream
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a defect: say so plainly, never a traceback on screen
        _ = get_translator(lang).gettext
        print(_("helper: internal error ({kind}: {detail}); nothing was changed. Please report it.").format(
            kind=type(exc).__name__, detail=exc), file=sys.stderr)
        return 1
    return code or 0


def _damaged_catalogue_note(lang: str, ui: str | None = None) -> str | None:
    """The note that ``lang``'s interface catalogue is unreadable; None when it is read.

    ``ui``: the language the command's messages are in (``--ui-lang`` of ``catalog``/``review``;
    default ``lang``).  When that is another language whose catalogue is read, the note is in it
    and says that the ``lang`` interface falls back to English (fresh tester 9b: an English note
    saying "English is shown" under ``--ui-lang zh`` was untrue); else it is in English (the
    language's own catalogue is what cannot be read) and says English is shown, the language
    named in English too ("the Greek interface catalogue").
    Said on standard error, or on the screen when the screen starts (issue 10)."""
    translator = get_translator(lang)
    if translator.damaged:
        from helper.i18n import problem_words
        from helper.rulings.messages import LANGUAGE_NAMES_IN  # only then: start-up imports stay few

        if ui and ui not in (lang, "en") and not get_translator(ui).damaged:
            _ = get_translator(ui).gettext
            return _("helper: the interface catalogue of {language} cannot be read ({problem}): that interface "
                     "is shown in English. `helper catalog check` lists the faults.").format(
                language=LANGUAGE_NAMES_IN.get(ui, LANGUAGE_NAMES_IN["en"]).get(lang, lang),
                problem=problem_words(translator.problem, ui))
        return (f"helper: the {LANGUAGE_NAMES_IN['en'].get(lang, LANGUAGE_NAMES.get(lang, lang))} interface "
                f"catalogue cannot be read ({translator.problem}): English is shown. "
                "`helper catalog check` lists the faults.")
    return None


def _warn_damaged_catalogue(lang: str, ui: str | None = None) -> None:
    """Say :func:`_damaged_catalogue_note` on stderr (nothing when the catalogue is read)."""
    note = _damaged_catalogue_note(lang, ui)
    if note is not None:
        print(note, file=sys.stderr)


def _warn_rejected_translations(lang: str, ui: str | None = None) -> None:
    """Say on stderr each translation of ``lang``'s interface catalogue that is not used (its placeholders
    do not fit the English: :attr:`helper.i18n.Translator.rejected`), naming its placeholders, in the
    messages' language (``ui``, default ``lang``; English when that catalogue cannot be read): tester 9ap,
    "not used (unknown)" said in English for a Greek {cuont} standing for {count}. Before the screen
    starts too, as the warning was (the screens show the English of such a string)."""
    translator = get_translator(lang)
    if not translator.rejected:
        return
    from helper.i18n import catalog_path, rejected_note

    words = ui if ui and not get_translator(ui).damaged else lang
    for rejected in translator.rejected:
        print(rejected_note(catalog_path(lang), rejected, words), file=sys.stderr)


def _ui_lang_given(rest: list[str]) -> str | None:
    """The language of ``--ui-lang`` (``catalog``/``review``) among the arguments, when one is
    given and known; else None."""
    for i, arg in enumerate(rest):
        value = rest[i + 1] if arg == "--ui-lang" and i + 1 < len(rest) else \
            arg.partition("=")[2] if arg.startswith("--ui-lang=") else None
        if value:
            try:
                return normalize_lang(value)
            except UnknownLanguage:
                return None
    return None


def _sheet_langs(value: str | None) -> tuple[tuple[str, ...] | None, str | None]:
    # --lang en,zh (rulings show / export): the languages of a ruling sheet,
    # the first also the interface language. An unknown one is left for
    # negotiate() to refuse with its message.
    if not value or "," not in value:
        return None, value
    codes = [code.strip() for code in value.split(",") if code.strip()]
    if not codes:
        return None, value
    langs = []
    for code in codes:
        try:
            langs.append(normalize_lang(code))
        except UnknownLanguage:
            return None, code
    return tuple(dict.fromkeys(langs)), langs[0]


def _closed_pipe() -> int:
    """A reader that stopped early (``helper ... | head -1``): stop quietly, exit 0.

    Standard output is pointed at the null device so that Python's own flush
    at exit does not report the closed pipe either.
    """
    import os

    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):  # no file descriptor (captured output): nothing to flush
        pass
    return 0


def _catalog_lang(code: str) -> str:
    # For catalog and review commands --lang also names the catalogue: el or zh.
    try:
        return normalize_lang(code)
    except UnknownLanguage:
        return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
