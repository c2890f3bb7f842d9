"""The record's problems in words, in the Director's language.

:class:`helper.rulings.StoreError` carries a reason code; the command line and
the screen both word it with :func:`reason_text`, so that a read-only data
directory is never reported as something else (issue C5).
"""

from __future__ import annotations

from helper.i18n import get_translator


def N_(message: str) -> str:
    """Mark a string for extraction without translating it here."""
    return message


REASON_TEXTS = {
    "permission": N_("permission denied"),
    "readonly": N_("the record or its directory is read-only"),
    "full": N_("the disk is full"),
    "locked": N_("the record is locked by another program"),
    "damaged": N_("the file is not a ruling record (damaged, or another kind of file)"),
    "notdir": N_("the data directory is a file, not a directory"),
}
"""The wording of each :data:`helper.rulings.REASONS` code (``other``: the system's own message)."""


def reason_text(exc, lang: str) -> str:
    """Why the record cannot be used (``exc``: a :class:`helper.rulings.StoreError`), in ``lang``."""
    message = REASON_TEXTS.get(getattr(exc, "reason", "other"))
    if message is None:
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
