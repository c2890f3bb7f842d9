"""``helper catalog ...`` and ``helper review``: the translation catalogues and their review screen."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from helper.cli.common import CliError, is_utf8, message_lang, print_json, target_langs, ui_language, write_text
from helper.i18n import get_translator


def add_parsers(commands, lang: str) -> None:
    """The ``catalog`` and ``review`` commands."""
    _ = get_translator(lang).gettext
    catalog = commands.add_parser("catalog", help=_("build, check and report on the translation catalogues"))
    catalog_commands = catalog.add_subparsers(dest="catalog_command", metavar="ACTION", required=True)
    catalog_commands.add_parser("build", help=_("regenerate locales/ from laws_text/ and the interface strings"))
    check = catalog_commands.add_parser("check", help=_("law-aware checks of the translations (exit 1 on new errors)"))
    # --lang is taken before the command (helper.cli), anywhere on the line: listed here for --help only
    check.add_argument("--lang", metavar="{zh,el}", dest="checked_lang_help", default=argparse.SUPPRESS,
                       help=_("only this language's catalogues: zh or el (default: both); the messages' language "
                              "too, unless --ui-lang"))
    check.add_argument("--domain", choices=("laws", "messages"), help=_("only this catalogue (default: both)"))
    check.add_argument("--all", action="store_true", help=_("also list the accepted known defects of the sources"))
    check.add_argument("--ui-lang", help=_("language of the messages (default: the checked language)"))
    check.add_argument("--json", action="store_true", help=_("print JSON"))
    stats = catalog_commands.add_parser("stats", help=_("translated, fuzzy and missing entries per language and law"))
    stats.add_argument("--ui-lang", help=_("language of the table (default: from the environment)"))
    stats.add_argument("--json", action="store_true", help=_("print JSON"))
    report = catalog_commands.add_parser("report", help=_("write a Markdown review report for one language"))
    report.add_argument("--lang", metavar="{zh,el}", dest="reported_lang_help", default=argparse.SUPPRESS,
                        help=_("the reported language: zh or el (the report's language too, unless --ui-lang)"))
    report.add_argument("--output", type=Path, help=_("the file to write (default: print it)"))
    report.add_argument("--ui-lang", help=_("language of the report (default: the checked language)"))
    report.add_argument("--force", action="store_true", help=_("replace the file if it exists (its mode is kept)"))

    review = commands.add_parser("review", help=_("the review screen: law paragraphs side by side with their checks"))
    # --lang is taken before the command (helper.cli), anywhere on the line: listed here for --help only
    # Without --lang: the screen's language from the environment (helper.i18n.negotiate), and the reviewed
    # language Chinese when that is Chinese, else Greek (ReviewScreen.target; issue 9 §3, tester 9an: under
    # LANG=C it opened the Greek, and the help did not say why; fix9he, tester 9ap: the help put LANGUAGE first,
    # though LANGUAGE is ignored under a C or POSIX locale, as gettext does: negotiate's rule, said as it is).
    review.add_argument("--lang", metavar="{zh,el}", dest="reviewed_lang_help", default=argparse.SUPPRESS,
                        help=_("the reviewed language: zh or el (the screen's language too, unless --ui-lang). "
                               "Default: zh when the interface language is Chinese, else el (l switches "
                               "language on the screen); the interface language is taken from the environment: "
                               "the locale is the first of LC_ALL, LC_MESSAGES and LANG that is "
                               "set; C or POSIX means English (LANGUAGE is then ignored); otherwise LANGUAGE is "
                               "tried first, then the locale"))
    review.add_argument("--ui-lang", help=_("language of the screen (default: the language given with --lang, "
                                            "else the interface language from the environment)"))
    review.add_argument("--reviewer", help=_("the name recorded with an approval (default: $HELPER_REVIEWER, "
                                             "else the login name)"))
    review.add_argument("--domain", choices=("laws", "messages"), default="laws",
                        help=_("start on the law paragraphs (laws) or the interface strings (messages)"))


def cmd_catalog(args, lang: str) -> int:
    # every message of the command in one language: the messages' language (--ui-lang) when it is given
    ui = ui_language(args, getattr(args, "target", None) or lang) if args.catalog_command != "build" else lang
    _ = get_translator(ui).gettext
    if ui != lang:
        from helper.cli import _warn_damaged_catalogue, _warn_rejected_translations

        _warn_damaged_catalogue(ui)  # helper.cli said it for --lang; here for the messages' language
        _warn_rejected_translations(ui)
    try:
        return _catalog(args, lang)
    except (OSError, ValueError) as exc:  # a catalogue damaged by hand, an unreadable file
        from helper.catalog.review import os_error_text

        from helper.catalog.build import SYNTAX_FAULTS
        from helper.i18n.po import UnreadableCatalogue

        reason = os_error_text(exc, ui) if isinstance(exc, OSError) else exc  # in words, in ui (issue 9)
        problem = exc.problem if isinstance(exc, UnreadableCatalogue) else None
        if problem is not None and problem.code in SYNTAX_FAULTS:  # the fault in words too, in one language
            reason = f"{exc.path}, {_(SYNTAX_FAULTS[problem.code]).format(line=problem.line)} ({problem.detail.strip()})"
        raise CliError(_("A catalogue cannot be read: {reason}").format(reason=reason)) from None


def _catalog(args, lang: str) -> int:
    import dataclasses

    _ = get_translator(lang).gettext
    if args.catalog_command == "build":
        from helper.catalog.build import (CatalogError, ReviewOpen, build_all, checkout_root, installed_copy_differs,
                                          sources_changed)

        try:
            root = checkout_root()
            for line in build_all(root, lang=lang):
                print(line)
        except ReviewOpen as exc:  # a reviewer's screen is open (maybe saving): never build under it
            raise CliError(_("A review screen is open on the catalogues in {path}: close it (Esc), then build "
                             "again. Nothing was written.").format(path=exc.locales)) from None
        except CatalogError as exc:
            raise CliError(exc.text(lang)) from None
        changed = sources_changed(root)
        if changed:  # a source edited after the paragraphs were made: not in what was just built (issue 9)
            print(get_translator(lang).ngettext(
                "Note: the source document {files} changed since the paragraphs were made from it: the "
                "catalogues do not have the change. Run python laws_text/build_paragraphs.py, then helper "
                "catalog build.",
                "Note: the source documents {files} changed since the paragraphs were made from them: the "
                "catalogues do not have the change. Run python laws_text/build_paragraphs.py, then helper "
                "catalog build.", len(changed)).format(
                files=", ".join(f"laws_text/sources/{name}" for name in changed)))
        own = installed_copy_differs(root)
        if own is not None:  # the texts just built are not those this (installed) program shows (issue 9)
            print(_("Note: this helper is an installed copy; its screens show its own catalogues ({own}), "
                    "which differ from those just built: to see your changes there, run python -m helper "
                    "in {root}, or install it with pip install -e {root}.").format(own=own, root=root))
        return 0
    if args.catalog_command == "stats":
        from helper.catalog.report import full_stats, stats_table

        _say_empty_catalogues(("el", "zh"), ("laws", "messages"), lang, ui_language(args, lang))

        stats = full_stats()
        if args.json:
            print_json(stats)
        else:
            print(stats_table(stats, ui_language(args, lang)))
        return 0
    targets = target_langs(args, lang)
    ui = ui_language(args, args.target or lang)
    _ = get_translator(ui).gettext
    if args.catalog_command == "report":
        from helper.catalog.report import report_markdown

        if len(targets) != 1:
            raise CliError(_("A report is for one language: add --lang el or --lang zh."))
        _say_empty_catalogues(targets, ("laws", "messages"), lang, ui)
        text = report_markdown(targets[0], ui_lang=ui)
        if args.output is None:
            print(text)
        else:
            write_text(args.output, text, lang, force=args.force)
            # In the report's language when this output can show it, else in the messages' (issue 10)
            said = message_lang(ui, sys.stdout) if ui != lang else lang
            print(get_translator(said).gettext("Report written to {file}").format(file=args.output))
        return 0
    from helper.catalog.checks import apply_baseline, check_catalogues, errors
    from helper.catalog.review import check_label, finding_line

    domains = (args.domain,) if args.domain else ("laws", "messages")
    catalogues = _say_catalogue_dir(targets[0], ui)
    _say_empty_catalogues(targets, domains, lang, ui)
    findings = check_catalogues(None, targets, domains, ui_lang=ui, pairs=args.domain != "messages",
                                laws_1997=args.domain != "messages")
    new, accepted = apply_baseline(findings)
    shown = new + (accepted if args.all else [])
    if args.json:
        from helper.catalog.review import review_marks

        print_json({"findings": [{k: v for k, v in dataclasses.asdict(f).items() if k != "text_key"} for f in shown], "new": len(new), "accepted": len(accepted),
                     "errors": len(errors(new)), "reviews": review_marks(None, targets, domains),
                     "catalogues": str(catalogues)})
    else:
        severity = {"error": _("error"), "warning": _("warning")}
        for f in shown:
            mark = severity.get(f.severity, f.severity) if f.accepted is None else _("accepted")
            print(f"{f.lang}  {f.paragraph}  " + finding_line(mark, check_label(f.check, ui), f.message, ui))
            if f.fragment:
                print(f"      {f.fragment}")
            if f.accepted:  # the baseline's reason, in the reviewer's language
                from helper.catalog.checks import reason_text

                print("      " + _("Accepted: {reason}").format(reason=reason_text(f.accepted, ui)))
        print(findings_summary(len(new), len(errors(new)), len(accepted), ui))
    return 1 if errors(new) else 0


def _say_catalogue_dir(target: str, ui: str):
    """The ``locales`` directory ``catalog check`` reads (:func:`helper.catalog.checks.catalogues.catalogue_dir`),
    said on stderr in ``ui`` when it is not the running checkout's: an installed copy reads the checkout of the
    current directory, or outside any checkout its own catalogues, as the review screen says (README "For
    translation reviewers"; fix9ad, tester 9l: a check run outside a clone checked the installed copy silently).
    ``target``: a checked language (where the review screen would save it tells which case it is)."""
    from helper.catalog.checks.catalogues import catalogue_dir
    from helper.catalog.review import save_location

    _ = get_translator(ui).gettext
    directory = catalogue_dir()
    how = save_location(None, target, "laws")[1]
    if how == "none":
        print("helper: " + _("checks the installed copy's own catalogues in {dir}: the current directory is in no "
                             "checkout").format(dir=directory), file=sys.stderr)
    elif how == "current":
        print("helper: " + _("checks the catalogues in {dir}, of the checkout of the current directory (only the "
                             "program is an installed copy)").format(dir=directory), file=sys.stderr)
    return directory


def _say_empty_catalogues(targets: tuple[str, ...], domains: tuple[str, ...], lang: str, ui: str) -> None:
    """Say on stderr, in ``ui``, each catalogue of ``targets`` x ``domains`` with nothing to review: empty (no
    entry) or with no entry translated (fix9j: ``catalog check``/``stats``/``report`` said nothing), once each.
    An empty interface catalogue of the language shown is already said (helper.cli: English is shown)."""
    from helper.catalog.review import empty_catalogues

    _ = get_translator(ui).gettext
    for target, domain, path, state in empty_catalogues(None, targets, domains):
        if state == "empty" and domain == "messages" and target in (lang, ui) and get_translator(target).damaged:
            continue
        text = (_("the catalogue is empty: {file}") if state == "empty"
                else _("no entry is translated: {file}")).format(file=path)
        print("helper: " + text, file=sys.stderr)


def findings_summary(new: int, n_errors: int, accepted: int, lang: str) -> str:
    """The last line of ``catalog check``: each count in its plural form, in ``lang``.

    ``1 finding (1 error) to look at; 0 accepted known defects of the sources.``
    """
    ngettext = get_translator(lang).ngettext
    return get_translator(lang).gettext("{findings} ({errors}) to look at; {accepted}.").format(
        findings=ngettext("{count} finding", "{count} findings", new).format(count=new),
        errors=ngettext("{count} error", "{count} errors", n_errors).format(count=n_errors),
        accepted=ngettext("{count} accepted known defect of the sources",
                          "{count} accepted known defects of the sources", accepted).format(count=accepted))


def cmd_review(args, lang: str) -> None:
    _ = get_translator(lang).gettext
    if args.reviewer is not None and not args.reviewer.strip():
        # A blank name would record approvals by nobody ("Approved by     and saved"; issue 9, tester t9ar): refused
        # before the screen opens (exit 2); leaving --reviewer out uses $HELPER_REVIEWER, else the login name.
        raise CliError(_("--reviewer is empty: give the name recorded with an approval, or run without "
                         "--reviewer to use $HELPER_REVIEWER or the login name."))
    targets = target_langs(args, lang)
    ui = ui_language(args, args.target or lang)
    if not (is_utf8(sys.stdout) and sys.stdout.isatty() and sys.stdin.isatty()):
        raise CliError(_("The helper's screen needs a terminal; for scripts use: helper rule, helper score, helper laws."))
    import os

    from helper.cli.ui import screen_glyphs
    from helper.tui.glyphs import review_refused, shown_languages

    # GNU screen that miscounts Chinese or Greek (issue 10, fix10i): a language it cannot show is
    # neither reviewed nor the screen's; none left is refused with the fix (exit 2), saying no review opens.
    glyphs = screen_glyphs(os.environ)
    if not shown_languages(glyphs, targets):
        raise CliError(review_refused(glyphs, lang, targets, os.environ))
    ui = ui if ui in shown_languages(glyphs, (ui,)) else "en"
    from helper.tui.review import ReviewApp

    app = ReviewApp(ui_lang=ui, target=targets[0] if len(targets) == 1 else None, reviewer=args.reviewer,
                    domain=args.domain, glyphs=glyphs)
    app.run(mouse=False)
    if app.return_code and app.return_code > 128:  # ended by SIGHUP: the terminal may be gone
        from helper.tui.app import _leave_quietly

        _leave_quietly()
