"""The record's problems in words, in the Director's language.

:class:`helper.rulings.StoreError` carries a reason code; the command line and
the screen both word it with :func:`reason_text`, so that a read-only data
directory is never reported as something else (issue C5).
"""

from __future__ import annotations

from helper.i18n import N_, get_translator


REASON_TEXTS = {
    "permission": N_("permission denied"),
    "readonly": N_("the record or its directory is read-only"),
    "full": N_("the disk is full"),
    "locked": N_("the record is locked by another program"),
    "damaged": N_("the file is not a ruling record (damaged, or another kind of file)"),
    "notdir": N_("the data directory is a file, not a directory"),
}
"""The wording of each :data:`helper.rulings.REASONS` code (``other``: the system's own message)."""


LANGUAGE_NAMES_IN = {
    "en": {"en": "English", "zh": "Chinese", "el": "Greek"},
    "zh": {"en": "英文", "zh": "中文", "el": "希腊文"},
    "el": {"en": "Αγγλικά", "zh": "Κινεζικά", "el": "Ελληνικά"},
}
"""The names of the three languages in each of them (reader's language -> language -> name;
Greek in the form that follows ``στα``). A table rather than Babel's ``Locale.get_display_name``,
whose import is too slow for the start."""


def sentences(first: str, second: str) -> str:
    """Two sentences one after the other: a space between them, none after a full-width stop
    (Chinese "。": "已从……接管。其未完成的裁决……", issue 8, fresh tester 8f)."""
    return f"{first}{second}" if first.endswith(("。", "！", "？", "）")) else f"{first} {second}"


def language_name(code: str, lang: str) -> str:
    """The name of the language ``code`` (``en``, ``zh``, ``el``) in the reader's language ``lang``;
    an unknown code is given as it is."""
    return LANGUAGE_NAMES_IN.get(lang, LANGUAGE_NAMES_IN["en"]).get(code, code)


def reason_text(exc, lang: str) -> str:
    """Why the record cannot be used (``exc``: a :class:`helper.rulings.StoreError`), in ``lang``."""
    message = REASON_TEXTS.get(getattr(exc, "reason", "other"))
    if message is None:
        cause = exc.__cause__ or exc.__context__
        if isinstance(cause, OSError):  # by its errno, in lang: not the system's English (issue 10)
            from helper.catalog.review import os_reason

            return os_reason(cause, lang)
        return str(exc)
    return get_translator(lang).gettext(message)


def open_error(exc, lang: str) -> str:
    """The record cannot be opened: the rulings made in this window are not recorded (one line, in ``lang``)."""
    _ = get_translator(lang).gettext
    return _("The ruling record cannot be opened ({path}: {reason}): the rulings made in this window are not "
             "recorded.").format(path=exc.path, reason=reason_text(exc, lang))


def write_error(exc, lang: str) -> str:
    """A write to the record failed (one line, in ``lang``)."""
    _ = get_translator(lang).gettext
    return _("The ruling record cannot be written ({path}: {reason}); the ruling itself is not affected.").format(
        path=exc.path, reason=reason_text(exc, lang))


def read_error(exc, lang: str) -> str:
    """The record cannot be read (``rulings list``/``export``; one line, in ``lang``)."""
    _ = get_translator(lang).gettext
    return _("The ruling record cannot be read ({path}: {reason}).").format(path=exc.path,
                                                                           reason=reason_text(exc, lang))


DETAIL_NAMES = {
    "event": N_("event"), "session": N_("session"), "round": N_("round"), "board": N_("board"),
    "table": N_("table"), "ns": N_("NS contestant"), "ew": N_("EW contestant"), "ns_names": N_("NS names"),
    "ew_names": N_("EW names"), "director": N_("Director"),
}
"""The name of each :data:`helper.rulings.DETAIL_FIELDS` field, to be translated."""


def detail_error_text(exc, lang: str) -> str:
    """What is wrong with a ruling detail (a :class:`helper.rulings.DetailError`), one line in ``lang``."""
    from helper.rulings import BIDI_CONTROLS, DETAIL_FIELDS, DETAIL_MAX

    _ = get_translator(lang).gettext
    name = _(DETAIL_NAMES[exc.field]) if exc.field in DETAIL_NAMES else exc.field
    if exc.code == "unknown":
        return _("Unknown ruling detail {name}; the details are: {names}").format(
            name=exc.field, names=", ".join(DETAIL_FIELDS))
    if exc.code == "board":
        value = str(exc.value)
        value = value if len(value) <= 60 else value[:57] + "…"  # a 4,400-digit paste is not echoed whole
        return _("The board number must be a whole number from 1 to 999: {value}").format(value=value)
    if exc.code == "length":
        return _("Too long: the {name} field has more than {count} characters.").format(name=name, count=DETAIL_MAX)
    if exc.code == "bidi":  # U+202E and the like reorder what is shown (issue 10)
        return _("The {name} field holds an invisible text-direction character ({code}); remove it.").format(
            name=name, code=next((f"U+{ord(c):04X}" for c in str(exc.value) if c in BIDI_CONTROLS), "?"))
    return _("The {name} field holds a control character; type it on one line.").format(name=name)


def appeal_text(appeal, lang: str, scoring: str | None, halves: str = "away", top=None,
                shown_on: int | None = None) -> str:
    """One appeal outcome (a :class:`helper.rulings.Appeal`, Laws 92, 93) as one line in ``lang``:
    its number among its ruling's outcomes ("Appeal 2"; "Appeal 1 of ruling 3" when shown on
    ruling ``shown_on``, another record, which follows ruling 3 and carries it forward), the
    date (UTC), upheld / withdrawn / changed with the new scores in their unit (percent,
    matchpoints, IMPs), and the note. ``scoring``: the ruling's (unused: the unit is recorded).
    ``top``: the board's top in matchpoints (a Fraction, text or None), known for a ruling at
    matchpoints: new scores in percent are then also shown in matchpoints (``60% = 14.4 MP``,
    Law 78A: percent x top / 100), and new scores in matchpoints also in percent
    (``75% = 18 MP``: matchpoints x 100 / top). ``halves`` (the ruling's ``score_halves`` setting): an exact
    half of a changed score shown to two decimals goes as :func:`helper.scoring.defaults.towards`
    says (60.125% -> 60.12% towards the average). Counts with a unit take the plural forms of
    ``lang`` (``1 IMP``, Greek ``1 βαθμός αγώνα``)."""
    from fractions import Fraction

    from helper.scoring.defaults import towards
    from helper.i18n import format_number, format_percent, format_signed

    translator = get_translator(lang)
    _ = translator.gettext
    ngettext = translator.ngettext
    number = getattr(appeal, "number", 0) or 1
    if shown_on is not None and appeal.ruling != shown_on:
        # TRANSLATORS: an appeal outcome carried forward to the record that follows ruling {id}.
        label = _("Appeal {number} of ruling {id}").format(number=number, id=appeal.ruling)
    else:
        label = _("Appeal {number}").format(number=number)
    if appeal.outcome == "upheld":
        # TRANSLATORS: {appeal} is "Appeal 2" or "Appeal 1 of ruling 3".
        text = _("{appeal} ({date}): the ruling is upheld.")
    elif appeal.outcome == "withdrawn":
        text = _("{appeal} ({date}): withdrawn.")
    else:
        unit = (appeal.score or {}).get("unit")
        try:
            top = None if top is None else Fraction(top)
        except (TypeError, ValueError, ZeroDivisionError):
            top = None
        values = {}
        for side in ("ns", "ew"):
            value = Fraction((appeal.score or {}).get(side, "0"))
            percent = format_percent(value, lang, towards=towards(halves, "percent")) if unit == "percent" else None
            if unit == "matchpoints" and top:
                # Both, as for percent (a fresh tester, issue 8): 18 MP of a top of 24 = 75% (Law 78A).
                percent = format_percent(value * 100 / top, lang, towards=towards(halves, "percent"))
            if unit in ("percent", "matchpoints") and top:
                points = value * top / 100 if unit == "percent" else value
                values[side] = ngettext("{percent} = {matchpoints} MP", "{percent} = {matchpoints} MP",
                                        1 if points == 1 else 2).format(
                    percent=percent, matchpoints=format_number(points, lang, towards=towards(halves, "matchpoints", top)))
            elif unit == "percent":
                values[side] = percent
            elif unit == "matchpoints":
                values[side] = ngettext("{value} MP", "{value} MP", 1 if value == 1 else 2).format(
                    value=format_number(value, lang, towards=towards(halves, "matchpoints", top)))
            else:
                values[side] = ngettext("{imps} IMP", "{imps} IMPs", 1 if abs(value) == 1 else 2).format(
                    imps=format_signed(value, lang, towards=towards(halves, "imps")))
        text = _("{appeal} ({date}): the ruling is changed: NS {ns}, EW {ew}.").replace(
            "{ns}", values["ns"]).replace("{ew}", values["ew"])
    text = text.replace("{date}", appeal.created[:16].replace("T", " ")).replace("{appeal}", label)
    if appeal.note:
        # A note recorded before control characters were refused is shown escaped (\u001b),
        # never raw, in every output: list, show, CSV, the sheet (issue 8).
        text = sentences(text, appeal.note.translate(
            {code: f"\\u{code:04x}" for code in (*range(0x00, 0x20), *range(0x7F, 0xA0))}))
    return text


def link_lines(record, lang: str) -> list[str]:
    """How ``record`` (a :class:`helper.rulings.Record`) is linked to other records, in
    ``lang``, each line truthful about why (:data:`helper.rulings.LINKS`): "Corrects ruling 3
    (changed after Back)." only when it was; a procedural penalty (Law 90A) answered after an
    appeal outcome says so; a record made before the reason was kept names no reason. Used by
    ``rulings list``/``show``, the ruling sheet and the screen (issue 8, a fresh tester)."""
    _ = get_translator(lang).gettext
    lines = []
    if record.corrects is not None:
        text = {
            "back": _("Corrects ruling {id} (changed after Back)."),
            "penalty": _("Completes ruling {id}: the questions after its score (procedural penalty, Law 90A) "
                         "answered after ruling {id} had an appeal outcome or a correction."),
            "changed": _("Corrects ruling {id}, which another helper had changed meanwhile."),
            "given": _("Corrects ruling {id} (as the Director gave it: rule --corrects)."),
        }.get(record.link, _("Corrects ruling {id}."))
        lines.append(text.format(id=record.corrects))
    if record.corrected_by is not None:
        text = {
            "back": _("Corrected by ruling {id} (changed after Back)."),
            "penalty": _("Completed by ruling {id} (its procedural penalty, Law 90A, answered later)."),
            "changed": _("Corrected by ruling {id} (recorded again after another helper's change)."),
        }.get(record.corrected_link, _("Corrected by ruling {id}."))
        lines.append(text.format(id=record.corrected_by))
    carried = sorted({a.ruling for a in getattr(record, "appeals", ()) if a.ruling != record.id})
    for earlier in carried:
        # The committee's decision follows the ruling in force (issue 8, a fresh tester): a record
        # that corrects or completes an appealed one carries its outcomes forward.
        lines.append(_("The appeal outcomes of ruling {id} stand for this ruling, which follows it "
                       "(Laws 92, 93).").format(id=earlier))
    return lines


def clock(iso: str | None) -> str:
    """The time of day ``HH:MM`` of an ISO 8601 UTC time (``2026-12-01T11:37:42+00:00`` ->
    ``11:37``): the one formatting of a ruling's times on the screen, always worded with
    "(UTC)" beside it (issue 8: one ruling's start read 11:38 in one dialog, 11:39 in another).
    ``"?"`` when unknown."""
    return iso[11:16] if isinstance(iso, str) and len(iso) >= 16 else "?"


def stamp(iso: str | None) -> str:
    """Date and time ``YYYY-MM-DD HH:MM`` of an ISO 8601 UTC time (``rulings show``, the
    sheet), worded with "(UTC)" beside it; ``"?"`` when unknown."""
    return iso[:16].replace("T", " ") if isinstance(iso, str) and len(iso) >= 16 else "?"


def take_over_notice(lang: str, *, back: bool, pid: int | None, responds: bool, kind: str,
                     begun: str = "", record_id: int | None = None, recorded: str = "",
                     mine: int | None = None, here: bool = False, ended: bool = False,
                     theirs: bool = False) -> str:
    """What a take-over did, the same words whichever way it came (the start-up question,
    Ctrl+O, the automatic take-over of a helper that no longer responds, a take-back), for each
    state of the other helper's ruling in progress (issue 8, a fresh tester).

    ``back``: this helper takes back a ruling another took from it; ``pid``: the other
    helper's process (None: it has ended); ``responds``: it was live (taken on the
    Director's word) rather than stopped or gone; ``ended`` (with ``responds`` False): its process
    no longer exists or it let the ruling go as it ended (Ctrl+X, killed), said "has ended" -
    "no longer responds" is only for a process still there that sent no heartbeat (stopped,
    hung; issue 8, fresh tester 8e). ``kind``:
    ``progress`` - its ruling in progress resumes here (``begun``: when it began);
    ``another`` - (back only) it had started another ruling, which resumes here (``mine``:
    the record this helper's ruling was finished as there, else None);
    ``recorded`` - nothing in progress, its last ruling ``record_id`` is shown as recorded
    (``begun``/``recorded``: when it began and was recorded; ``mine``: not None when that is
    not the ruling taken from here);
    ``new`` - nothing in progress and nothing to show: a new ruling begins (``mine``: the
    record this helper's ruling was finished as, if it was);
    ``kept`` - nothing in progress there: the answers on this screen are saved from now on.
    ``here`` (back only, with ``recorded``, ``another`` and ``new``): the ruling taken from here
    was recorded by this helper itself and the other left that record as it was - it only
    showed it - so the notice never says the other helper finished it (issue 8, a fresh tester).
    ``theirs``: the record shows that the ruling named (``record_id`` with ``recorded``, ``mine``
    with ``another`` and ``new``) was recorded by the helper named (``pid``, or the one that had
    it): only then is it credited to that helper ("It finished this ruling", "its last"); otherwise
    the notice says less ("This ruling is finished", "this Director's last ruling") - fresh tester
    8g F3: a process that never ruled was said to have finished ruling 6.
    Times are ISO 8601 UTC, shown with :func:`clock`. Returns one or two sentences in ``lang``."""
    _ = get_translator(lang).gettext
    if pid is None:
        who = (_("Taken back: the helper that had it has ended.") if back else
               _("Taken over: the helper that had it has ended."))
    elif back:
        who = (_("Taken back from process {pid}.") if responds else
               _("Taken back from process {pid}, which has ended.") if ended else
               _("Taken back from process {pid}, which no longer responds.")).format(pid=pid)
    else:
        who = (_("Taken over from process {pid}.") if responds else
               _("Taken over from process {pid}, which has ended.") if ended else
               _("Taken over from process {pid}, which no longer responds.")).format(pid=pid)
    start, at = clock(begun), clock(recorded)
    if kind == "progress":
        # "Its": of the process named, or (no process) of the helper that had it - in Greek
        # "της" (η διεργασία) or "του" (το παράθυρο): a context each (fresh tester 8f).
        what = (_("Its ruling in progress, started at {time} (UTC), resumes here.") if pid is not None else
                get_translator(lang).pgettext("of the helper that had it", "Its ruling in progress, started at "
                                              "{time} (UTC), resumes here.")).format(time=start)
    elif kind == "another" and back and here and mine is not None:
        what = _("This ruling is as recorded here, ruling {id}; it started another at {time} (UTC): that one "
                 "resumes here.").format(id=mine, time=start)
    elif kind == "recorded" and back and here and mine is None:
        what = _("It did not change this ruling: ruling {id}, recorded here at {at} (UTC), is shown as recorded. "
                 "^P back corrects it; ^N starts a new ruling.").format(id=record_id, at=at)
    elif kind == "new" and back and here and mine is not None:
        what = _("This ruling is as recorded here, ruling {id}; it then started over: a new ruling begins "
                 "here.").format(id=mine)
    elif kind == "another" and mine is not None and not theirs:
        what = _("This ruling was finished as ruling {id}; another, started at {time} (UTC), resumes here.").format(
            id=mine, time=start)
    elif kind == "another":
        what = (_("It finished this ruling as ruling {id} and started another at {time} (UTC): that one resumes "
                  "here.").format(id=mine, time=start) if mine is not None else
                _("It cleared this ruling and started another at {time} (UTC): that one resumes here.").format(
                    time=start))
    elif kind == "recorded" and not theirs:
        what = (_("This ruling is finished: ruling {id}, started at {time}, recorded at {at} (UTC), is shown as "
                  "recorded. ^P back corrects it; ^N starts a new ruling.") if back and mine is None else
                _("It has no ruling in progress; this Director's last ruling, ruling {id}, started at {time}, "
                  "recorded at {at} (UTC), is shown as recorded. ^P back corrects it; ^N starts a new ruling.")).format(
            id=record_id, time=start, at=at)
    elif kind == "recorded":
        what = (_("It finished this ruling: ruling {id}, started at {time}, recorded at {at} (UTC), is shown as "
                  "recorded. ^P back corrects it; ^N starts a new ruling.") if back and mine is None else
                _("It has no ruling in progress; its last, ruling {id}, started at {time}, recorded at {at} (UTC), "
                  "is shown as recorded. ^P back corrects it; ^N starts a new ruling.")).format(
            id=record_id, time=start, at=at)
    elif kind == "new" and back and mine is not None and not theirs:
        what = _("This ruling was finished as ruling {id}, and nothing is in progress now: a new ruling begins "
                 "here.").format(id=mine)
    elif kind == "new":
        what = (_("It finished this ruling as ruling {id}, then started over: a new ruling begins here.").format(
            id=mine) if back and mine is not None else
                # Not "it cleared this ruling": the other may have cleared nothing (it held the
                # ruling but had no answer saved, or this screen's answers were never saved;
                # issue 8, 8c): what is true is that it has none in progress and recorded none.
                _("It has no ruling in progress and recorded none from this one: a new ruling begins here.")
                if back else
                _("It had no ruling in progress: a new ruling begins here."))
    else:
        what = _("It had no ruling in progress: the answers on this screen are saved from now on.")
    return sentences(who, what)
