"""helper: a bridge tournament director's assistant for adjusted scores.

The package is split by concern (see README): ``laws`` (law paragraph data and
citations), ``i18n`` (language choice, catalogues, number formatting),
``catalog`` (building and checking gettext catalogues), ``scoring`` (Laws 12,
77, 78, 86), ``dialogue`` (the question graph and its engine), ``rulings``
(the ruling record), ``tui`` (the Textual app) and ``cli``.
"""

__version__ = "0.1.0"
