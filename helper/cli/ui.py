"""``helper`` with no command: the Director's screen."""

from __future__ import annotations

import os
import sys

from helper.cli.common import CliError, settings_from, is_utf8
from helper.i18n import get_translator


def cmd_ui(args, lang: str) -> None:
    _ = get_translator(lang).gettext
    if not (is_utf8(sys.stdout) and sys.stdout.isatty() and sys.stdin.isatty()):
        if not is_utf8(sys.stdout):
            raise CliError(_("The terminal's encoding is {encoding}; the helper's screen needs UTF-8: set a UTF-8 locale (export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.").format(
                encoding=sys.stdout.encoding))
        raise CliError(_("The helper's screen needs a terminal; for scripts use: helper rule, helper score, helper laws."))
    settings = settings_from(args, lang)
    from helper.rulings import RulingStore, StoreError
    from helper.tui.app import run

    # A record that cannot be opened is said on the screen (and again here
    # once the screen is gone), never only before the screen covers it.
    store = store_error = None
    try:
        # Each Director's ruling in progress is their own: by name when
        # HELPER_DIRECTOR gives one (or the details form, F4), else by login session.
        store = RulingStore.open(director=os.environ.get("HELPER_DIRECTOR") or None)
    except StoreError as exc:
        store_error = exc
    try:
        problem = run(lang=lang, settings=settings, plain=args.plain, store=store, store_error=store_error)
    finally:
        if store is not None:
            store.close()
    if problem:
        print(f"helper: {problem}", file=sys.stderr)
