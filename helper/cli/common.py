"""What the command groups share: errors, argument types, settings, output and safe file writing."""

from __future__ import annotations

import argparse
import errno
import sys
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from fractions import Fraction
    from pathlib import Path
    from typing import Any

from helper.i18n import LANGS, N_, UnknownLanguage, get_translator, negotiate


def path_arg(value: str) -> Path:
    """A file name argument as a :class:`pathlib.Path` (``type=`` of an option): pathlib is
    imported when one is given, not by every command (start-up time)."""
    from pathlib import Path

    return Path(value)


class _Unbuilt:
    """A sub-command's parser that is not built: its arguments are dropped (see :class:`OnlyCommand`)."""

    def add_argument(self, *args, **kwargs) -> None:
        return None

    def add_mutually_exclusive_group(self, *args, **kwargs) -> _Unbuilt:
        return self

    add_argument_group = add_mutually_exclusive_group


class OnlyCommand:
    """A command group's sub-commands (argparse's ``add_subparsers`` result) of which only
    ``only`` is built (``score imps 420`` builds ``imps``, not the group's 74 options;
    start-up time); ``only`` None builds them all (``score --help``, a mistyped name:
    every sub-command is listed, as before). The parse and its messages are the same:
    argparse parses with the named sub-command's parser alone.

    ``add_parser(name, **kwargs)`` returns the real parser, or a stand-in that drops its arguments."""

    def __init__(self, commands, only: str | None) -> None:
        self.commands, self.only = commands, only

    def add_parser(self, name: str, **kwargs):
        if self.only is None or self.only == name:
            return self.commands.add_parser(name, **kwargs)
        return _Unbuilt()


ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
)


class HelperParser(argparse.ArgumentParser):
    """argparse with one change: a value that begins with ``-`` and a digit,
    a decimal point or a comma is a value, not an option (issue 10); so is
    any text that begins with a single ``-`` (``--note -x``) other than ``-h``.

    A traveller often starts with a minus score, so ``--field -100,-100,50``
    and ``--ns -3.5`` must read as values without the ``--field=`` form.
    argparse's own rule takes only a plain negative number (``-100``) as a
    value. No option of the helper looks like ``-1``.
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        import re

        self._negative_number_matcher = re.compile(r"^-[\d.,]")

    building = False
    """True while :func:`helper.cli.build_parser` adds the commands (see :meth:`_get_formatter`)."""

    def _get_formatter(self):
        # While the parser is built, argparse makes a help formatter for every
        # argument only to check its metavar (and one per sub-command list for
        # its prog): the terminal's width is not asked for those (a tenth of
        # ``helper score``'s start-up). Help and error messages get the real width.
        if HelperParser.building:
            return self.formatter_class(prog=self.prog, width=80)
        return super()._get_formatter()

    def _parse_optional(self, arg_string):
        # A text that begins with one "-" (``--note -x``, ``--ns-names -Wang``, ``--director -Anna``)
        # is a value, not an unknown option (issue 10: "expected one argument"). The helper's only
        # one-dash option is -h; a mistyped "--option" still reads as an option.
        if arg_string.startswith("-") and not arg_string.startswith("--") and len(arg_string) > 1 \
                and arg_string not in self._option_string_actions:
            return None
        return super()._parse_optional(arg_string)

    def _get_values(self, action, arg_strings):
        # argparse drops a "--" even when it is the value given with "=":
        # ``--board-in-session=--`` then reached the command as a list (an
        # internal error). Such a value is checked like any other and refused.
        if arg_strings == ["--"] and action.nargs in (None, "?"):
            return self._get_value(action, "--")
        return super()._get_values(action, arg_strings)


class PreParser(argparse.ArgumentParser):
    """argparse's own parser (``--lang`` and ``--settings``, taken out first), built
    like :class:`HelperParser` without asking the terminal's width."""

    def _get_formatter(self):
        if HelperParser.building:
            return self.formatter_class(prog=self.prog, width=80)
        return super()._get_formatter()


_BIDI = (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))
"""The text-direction (bidi) controls, as ``helper.rulings.BIDI_CONTROLS`` (not imported: start-up time)."""
_CONTROL = {code: f"\\u{code:04x}" for code in (*range(0x00, 0x20), *range(0x7F, 0xA0), *_BIDI)
            if chr(code) not in "\n\t"}
"""Every C0 and C1 control character and DEL, but newline and tab, and every bidi control (U+202E
reorders what the terminal shows, issue 10), as its visible ``\\u001b`` escape."""


def escape_controls(text: str) -> str:
    """``text`` with control characters made visible: ``"a\\x1b]0;x\\x07"`` -> ``"a\\u001b]0;x\\u0007"``.

    Text from an answers file, a recorded ruling or a catalogue can hold
    escape sequences that set the terminal's title or clear the screen
    (issue 10); the command line never prints them raw. Newlines and tabs
    stay. The escape is JSON's own, so JSON output stays valid JSON.
    """
    return text.translate(_CONTROL)


class EscapingStream:
    """A text stream that writes through :func:`escape_controls`; everything
    else (``encoding``, ``flush``, ``fileno``, ...) is the wrapped stream's."""

    def __init__(self, stream, on_unencodable=None, rewrite=None) -> None:
        self._stream = stream
        self._on_unencodable = on_unencodable  # called once, when text the stream's encoding lacks is written
        self._rewrite = rewrite  # what the terminal cannot show, said instead (GNU screen: helper.cli.screen_filter)

    def write(self, text: str) -> int:
        text = escape_controls(text)
        if self._rewrite is not None:
            text = self._rewrite(text)
        if self._on_unencodable is not None:
            try:  # an ellipsis or an arrow has its ASCII stand-in (use_ascii_forms): not worth a warning
                text.translate(_ASCII_TABLE).encode(self._stream.encoding or "ascii")
            except UnicodeEncodeError:
                warn, self._on_unencodable = self._on_unencodable, None
                warn()
            except LookupError:
                pass
        self._stream.write(text)
        return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self._stream.flush()

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


class OutputFailed(Exception):
    """Writing to the standard output or error failed (``/dev/full``: disk full,
    an I/O error): ``stream`` is ``stdout`` or ``stderr``, ``error`` the OSError.
    Not an OSError itself, so that a command's own handling of file errors
    does not word it as a file it could not write. A closed pipe stays a
    BrokenPipeError (the reader stopped early: a quiet stop, exit 0)."""

    def __init__(self, stream: str, error: OSError):
        super().__init__(stream, error)
        self.stream = stream
        self.error = error


class GuardedStream:
    """A standard stream whose failures to write raise :class:`OutputFailed`
    (``stream``: its name); everything else is the wrapped stream's."""

    def __init__(self, stream, name: str) -> None:
        self._stream = stream
        self._name = name

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputFailed(self._name, exc) from None

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputFailed(self._name, exc) from None

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


class CliError(Exception):
    """A user error already worded in the chosen language; exit code 2."""


# ---------------------------------------------------------------- argument types

def number_type(lang: str, low: float | None, high: float | None, *, positive: bool = False,
                 integer: bool = False):
    _ = get_translator(lang).gettext

    def convert(text: str) -> Fraction:
        from fractions import Fraction  # when a number is given (start-up time)

        from helper.i18n import parse_number
        from helper.numbers import NumberError

        try:
            value = Fraction(parse_number(text, lang))
        except NumberError as exc:
            if exc.code in ("digit", "length", "comma", "space"):  # "❶", "²", 31 digits, 60,5 in English, 13 14: say why
                from helper.dialogue.render import scoring_error_text
                from helper.scoring.errors import ScoringError

                raise argparse.ArgumentTypeError(scoring_error_text(
                    ScoringError(exc.code, "", text), lang, field="")) from None
            raise argparse.ArgumentTypeError(_("not a number: {value}").format(value=text)) from None
        if integer and value.denominator != 1:
            raise argparse.ArgumentTypeError(_("must be a whole number: {value}").format(value=text))
        if positive and value <= 0:
            raise argparse.ArgumentTypeError(_("must be greater than 0: {value}").format(value=text))
        if (low is not None and value < low) or (high is not None and value > high):
            if low is None:
                message = _("must be at most {high}: {value}")
            elif high is None:
                message = _("must be at least {low}: {value}")
            else:
                message = _("must be from {low} to {high}: {value}")
            raise argparse.ArgumentTypeError(message.format(low=low, high=high, value=text))
        return value

    return convert


def cut(value: object, limit: int = 60) -> str:
    """``value`` as text, cut to ``limit`` characters with ``…`` when longer: an error never
    echoes a 4,400-digit paste whole (as :func:`helper.dialogue.render.scoring_error_text`)."""
    text = str(value)
    return text if len(text) <= limit else text[:limit - 3] + "…"


def whole_number(text: str) -> int:
    """A whole number as :func:`helper.numbers.parse_int` reads it (``٢`` is refused, not 2).

    Raises:
        argparse.ArgumentTypeError: the reason (a digit the helper does not read, more than
            30 digits ...) or argparse's own "invalid int value", the value cut (:func:`cut`).
    """
    from helper.numbers import NumberError, parse_int

    try:
        return parse_int(text)
    except NumberError as exc:
        if exc.code in ("digit", "length", "comma", "space"):
            from helper.dialogue.render import scoring_error_text
            from helper.scoring.errors import ScoringError

            lang = _message_lang_now()
            raise argparse.ArgumentTypeError(scoring_error_text(ScoringError(exc.code, "", text), lang,
                                                                field="")) from None
        raise argparse.ArgumentTypeError(argparse._("invalid %(type)s value: %(value)r") % {  # type: ignore[attr-defined]
            "type": "int", "value": cut(text)}) from None


_LANG_IN_USE: list[str] = []
"""The language of this run's messages once chosen (:func:`helper.cli.main`): for argparse's
type errors and a failing stream's message."""


def _message_lang_now() -> str:
    """The language argparse's messages are in now (:func:`helper.cli._localize_argparse`)."""
    return _LANG_IN_USE[0] if _LANG_IN_USE else "en"

whole_number.__name__ = "int"  # argparse names the type in its message: "invalid int value"

FAULTS = ("none", "partly", "direct")


# ---------------------------------------------------------------- output

def add_detail_options(group, _, director_help: str) -> None:
    """Add the ruling details' options (``--event`` ... ``--director``, the fields of
    :data:`helper.rulings.DETAIL_FIELDS` but the Director's, each a string) to the
    argparse ``group``; ``_`` is the command line's gettext, ``director_help`` the
    help of ``--director`` (its default differs between ``rule`` and ``rulings details``)."""
    group.add_argument("--event", help=_("the event"))
    group.add_argument("--session", help=_("the session"))
    group.add_argument("--round", help=_("the round"))
    group.add_argument("--board", help=_("the board number"))
    group.add_argument("--table", help=_("the table"))
    group.add_argument("--ns", help=_("the NS contestant's number (pair or team)"))
    group.add_argument("--ew", help=_("the EW contestant's number (pair or team)"))
    group.add_argument("--ns-names", help=_("the NS players' names"))
    group.add_argument("--ew-names", help=_("the EW players' names"))
    group.add_argument("--director", help=director_help)


def num(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def print_json(data: Any) -> None:
    """Print ``data`` as JSON; on an output whose encoding cannot carry its text
    (``LC_ALL=C``), with JSON's ``\\uXXXX`` escapes: valid JSON, nothing lost (issue 10)."""
    import json

    text = json.dumps(data, ensure_ascii=False, indent=2)
    try:
        text.encode(getattr(sys.stdout, "encoding", None) or "ascii")
    except UnicodeEncodeError:
        text = json.dumps(data, ensure_ascii=True, indent=2)
    except LookupError:
        pass
    print(text)


def settings_from(args, lang: str):
    from helper.scoring.settings import SettingsError, load_settings

    _ = get_translator(lang).gettext
    try:
        _check_settings_path(args.settings, _)
    except OSError as exc:  # a file name too long, a loop of symbolic links ...: in our words (issue 10)
        from helper.catalog.review import os_reason

        raise CliError(_("Settings file not usable: {detail}").format(detail=_("Cannot read {file}: {reason}").format(
            file=args.settings, reason=os_reason(exc, lang)))) from None
    try:
        return load_settings(args.settings)
    except SettingsError as exc:
        raise CliError(_("Settings file not usable: {detail}").format(detail=settings_error_text(exc, lang))) from None


def _check_settings_path(path: Path | None, _) -> None:
    """Refuse a ``--settings`` path that is not a regular file (CliError); OSError from the checks."""
    if path is not None and path.is_dir():
        raise CliError(_("Settings file not usable: {detail}").format(detail=_("{file} is a directory").format(
            file=path)))
    if path is not None and path.exists() and not path.is_file():
        raise CliError(_("Settings file not usable: {detail}").format(detail=_("Cannot read {file}: {reason}").format(
            file=path, reason=_("not a regular file"))))  # a FIFO or a device is never opened
    if path is not None and not path.is_file():
        raise CliError(_("Settings file not found: {file}").format(file=path))


def settings_error_text(exc, lang: str) -> str:
    """A :class:`helper.scoring.settings.SettingsError` in ``lang``: its template translated and
    filled, an OSError worded by its errno, a refused file (FIFO, too large) said so - never the
    system's or a parser's English (issue 10)."""
    from helper.catalog.review import os_reason
    from helper.files import FileRefused

    _ = get_translator(lang).gettext
    cause = exc.__cause__
    if isinstance(cause, FileRefused):
        reason = (_("not a regular file") if cause.code == "not_regular"
                  else _("larger than {size} KiB").format(size=cause.limit // 1024))
        return _("Cannot read {file}: {reason}").format(file=cause.path, reason=reason)
    if isinstance(cause, OSError):
        return _("Cannot read {file}: {reason}").format(file=exc.params.get("file", exc.value),
                                                        reason=os_reason(cause, lang))
    template = getattr(exc, "template", None)
    if template:
        params = {k: v for k, v in exc.params.items()}
        try:
            return _(template).format(**params)
        except (KeyError, IndexError, ValueError):  # a damaged translation: the English message
            return str(exc)
    return str(exc)


def target_langs(args, lang: str) -> tuple[str, ...]:
    """The catalogue languages named by --lang (el or zh), else both."""
    _ = get_translator(lang).gettext
    if args.target is None:
        return ("el", "zh")
    if args.target not in ("el", "zh"):
        raise CliError(_("Catalogues exist for el and zh only, not {lang}.").format(lang=args.target))
    return (args.target,)


def ui_language(args, fallback: str) -> str:
    _ = get_translator(fallback).gettext
    try:
        return negotiate(args.ui_lang) if getattr(args, "ui_lang", None) else fallback
    except UnknownLanguage as exc:
        raise CliError(_("unknown language {code}; use one of: {langs}").format(
            code=exc.code, langs=", ".join(LANGS))) from None


def can_show(lang: str, encoding: str | None) -> bool:
    """Whether text in ``lang`` (its sides' names, say) can be written in ``encoding``."""
    sample = {"en": "NS", "zh": "南北东西", "el": "ΒΝ ΑΔ Νόμος"}[lang]
    try:
        sample.encode(encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


ASCII_FORMS = {"…": "...", "‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "−": "-", "→": "->",
               "←": "<-", "↑": "Up", "↓": "Down", "×": "x", "·": "-", "\u00a0": " ", "½": "1/2", "≤": "<=",
               "≥": ">=", "≠": "!=", "±": "+/-"}
"""ASCII stand-ins for the few non-ASCII characters of the English messages (an ellipsis, the
arrow keys, a typographic quote), written where the output's encoding cannot carry them."""


_ASCII_TABLE = str.maketrans(ASCII_FORMS)


def _escape_char(char: str) -> str:
    """One character an output cannot carry: :data:`ASCII_FORMS`'s stand-in (English punctuation),
    else its Unicode escape (``\\u4e2d``: the text is kept, never a ``?`` in place of data, issue 10);
    a lone surrogate (an argument's byte that was not text) is ``?``."""
    if char in ASCII_FORMS:
        return ASCII_FORMS[char]
    code = ord(char)
    if 0xD800 <= code <= 0xDFFF:
        return "?"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def _ascii_forms(error: UnicodeEncodeError):
    """The codec error handler ``helper-ascii``: :func:`_escape_char` for each character."""
    return "".join(_escape_char(char) for char in error.object[error.start:error.end]), error.end


def use_ascii_forms(*streams) -> None:
    """Write through ``streams`` (text streams whose encoding is not UTF-8) with the
    ``helper-ascii`` error handler: English messages stay readable ("..." for "…",
    "Up" for "↑", never a ``\u2026`` escape) and other text the encoding lacks is
    written as Unicode escapes (``\u4e2d``: nothing lost) - never a mojibake, never a
    ``?`` in place of data, never an encoding error (issue 10)."""
    import codecs

    try:
        codecs.lookup_error("helper-ascii")
    except LookupError:
        codecs.register_error("helper-ascii", _ascii_forms)
    for stream in streams:
        try:
            stream.reconfigure(errors="helper-ascii")
        except (AttributeError, ValueError, OSError):  # not a reconfigurable text stream
            pass


def message_lang(lang: str, *streams) -> str:
    """The language to write a message in: ``lang`` when every one of ``streams`` can carry
    its text (:func:`can_show`), else English (issue 10: a Greek message on an ASCII
    terminal, or inside a GNU screen without UTF-8, was garbled)."""
    if lang != "en" and any(not can_show(lang, getattr(stream, "encoding", None)) for stream in streams):
        return "en"
    return lang


def decode_argv(argv: list[str]) -> tuple[list[str], list[str]]:
    """The arguments as the Director typed them, whatever the locale.

    Python decodes the command line with the locale's encoding; under
    ``LC_ALL=C PYTHONUTF8=0`` that is ASCII, and ``12Γ2(β)`` or ``第十二条``
    typed on a UTF-8 terminal arrive as undecodable bytes (``12\\udcce\\udc93...``,
    shown as ``12??2(??)``: a wrong answer, issue 10). Each argument that is
    not plain ASCII is taken back to its bytes (``os.fsencode``) and read as
    UTF-8 when it is valid UTF-8; otherwise it stays as given (a file name in
    another encoding still opens).

    Returns:
        (the arguments, those that are still not readable text: neither UTF-8
        nor the locale's encoding), the second for a warning.
    """
    import os

    decoded, unreadable = [], []
    for arg in argv:
        if arg.isascii():
            decoded.append(arg)
            continue
        try:
            raw = os.fsencode(arg)
        except (UnicodeError, TypeError):
            decoded.append(arg)
            continue
        try:
            decoded.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            decoded.append(arg)
            if any("\udc80" <= char <= "\udcff" for char in arg):
                unreadable.append(arg)
    return decoded, unreadable


def is_utf8(stream) -> bool:
    import codecs

    try:
        return codecs.lookup(stream.encoding or "ascii").name == "utf-8"
    except LookupError:
        return False


def write_text(path: Path, content: str, lang: str, force: bool = False) -> None:
    """Write ``content`` to the regular file ``path``, atomically: a temporary
    file in the same directory, then a rename; ``-`` writes to standard output.

    Only regular files are written: a directory, symbolic link, device, FIFO
    or socket is refused (CliError), so is an existing file unless ``force``;
    a replaced file keeps its mode, a new one gets the usual mode (0666 less
    the umask). Nothing is left behind on failure.
    """
    import os
    import stat
    import tempfile

    _ = get_translator(lang).gettext
    if str(path) == "-":
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is not None and not sys.stdout.isatty():
            # Data to a pipe or file: UTF-8 bytes whatever the locale says
            # (PYTHONIOENCODING=ascii turned names into '?').
            sys.stdout.flush()
            try:
                buffer.write(content.encode("utf-8"))
                buffer.flush()
            except BrokenPipeError:
                raise
            except OSError as exc:  # /dev/full: the standard output failed, not a file of ours
                raise OutputFailed("stdout", exc) from None
        else:
            sys.stdout.write(content)
        return

    from helper.catalog.review import os_reason as _os_reason  # the cause in words, in lang (issue 9)

    def refuse(reason: str) -> CliError:
        return CliError(_("Cannot write {file}: {reason}").format(file=path, reason=reason))

    def check() -> int | None:
        """The mode of the existing regular file, None when there is none; refuses the rest."""
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise refuse(_os_reason(exc, lang)) from None
        if stat.S_ISDIR(info.st_mode):
            raise refuse(_("it is a directory"))
        if stat.S_ISLNK(info.st_mode):
            raise refuse(_("it is a symbolic link; give the file it points to"))
        if not stat.S_ISREG(info.st_mode):
            raise refuse(_("it is not a regular file (a device, FIFO or socket)"))
        if not force:
            raise refuse(_("it already exists; add --force to replace it"))
        return stat.S_IMODE(info.st_mode)

    mode = check()
    if mode is None:
        umask = os.umask(0o022)
        os.umask(umask)
        mode = 0o666 & ~umask
    temp = None
    try:
        fd, temp = tempfile.mkstemp(dir=path.absolute().parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(content)
            handle.flush()
            if hasattr(os, "fchmod"):  # POSIX; elsewhere the file keeps the usual mode
                os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        if force:
            check()  # still a regular file (or gone): replace it
            os.replace(temp, path)
        else:
            # No clobbering, even of a file made meanwhile: link fails when the name exists.
            try:
                os.link(temp, path)
            except FileExistsError:
                check()
                raise
            except OSError as exc:
                if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
                    raise
                check()  # a file system without hard links
                os.replace(temp, path)
            else:
                os.unlink(temp)
        temp = None
    except OSError as exc:
        raise refuse(_os_reason(exc, lang)) from None
    finally:
        if temp and os.path.exists(temp):
            os.unlink(temp)
