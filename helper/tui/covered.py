"""The main screen's compositor: a widget wholly hidden behind others is not drawn (issue 10, §2).

Textual's compositor draws every widget that overlaps the part of the screen to update, back
to front, and keeps for each cell the front one's: a container wholly covered by its children
is drawn line by line (its background, border and padding through its styles cache) and all of
it thrown away. ``#main`` (the transcript and the law panel, which fill it) was drawn whole for
each answer that changed its height - most answers: 15 lines of an 80x24 screen, about 3 of the
48 million instructions of an answer, by callgrind (session 14).

:class:`CoveredCompositor` hands the compositor, for such a widget, blank lines of its size
instead (one blank strip, repeated): every cell of them is taken by a widget in front, so the
screen drawn is the same, cell for cell. Textual also drew, for every update, each widget whose
clip overlaps the part updated even when none of its own cells is in it (every child of the
screen: the title, #main, the footer for a key typed on the answer line); such a widget is not
drawn (its cells are not written: the update writes only the regions that changed). Only widgets drawn by Textual's own
``Widget.render_lines`` are left out this way (a widget that overrides it may do work there,
as ``OptionList`` counts its lines). A widget is left out only when every row of it is covered
from its left edge to its right by widgets in front of it (their regions within their clips).
The widget's own styles cache keeps those lines to be drawn when they are next uncovered.

Relies on Textual's ``Compositor._get_renders`` (tests/test_answer_screens.py checks that it is
the one this module was written against, and that the screens drawn are the same).
"""

from __future__ import annotations

from textual._compositor import Compositor
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

_render_lines = Widget.render_lines


def _covered(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether the cells ``start`` to ``end`` (exclusive) of one row are all inside ``spans``
    (``(start, end)`` pairs of the widgets in front)."""
    for left, right in sorted(spans):
        if left > start:
            return False
        if right > start:
            start = right
            if start >= end:
                return True
    return start >= end


class CoveredCompositor(Compositor):
    """Textual's compositor, less the drawing of widgets wholly covered by others (see the module)."""

    def _get_renders(self, crop: Region | None = None):
        """As ``Compositor._get_renders`` (Textual 8.2.8): the widgets overlapping ``crop``, front
        to back, each with its region, clip and drawn lines; a widget wholly covered by those in
        front of it, and drawn by ``Widget.render_lines``, with blank lines instead.

        Yields:
            (region, clip, lines) per widget.
        """
        visible_widgets = self.visible_widgets
        if crop:
            crop_overlaps = crop.overlaps
            widget_regions = [(widget, region, clip) for widget, (region, clip) in visible_widgets.items()
                              if crop_overlaps(clip)]
        else:
            widget_regions = [(widget, region, clip) for widget, (region, clip) in visible_widgets.items()]

        intersection = Region.intersection
        contains_region = Region.contains_region
        rows: dict[int, list[tuple[int, int]]] = {}  # per screen row, the spans drawn by widgets in front
        for widget, region, clip in widget_regions:
            shown = intersection(region, clip)
            x, y, width, height = shown
            if not (width and height):
                continue
            left, right = x, x + width
            textuals = type(widget).render_lines is _render_lines
            if textuals and all(_covered(rows.get(row, ()), left, right) for row in range(y, y + height)):
                if crop and not crop.overlaps(shown):
                    continue
                if contains_region(clip, region):
                    lines = [Strip.blank(region.width, widget.visual_style.rich_style)] * region.height
                else:
                    lines = [Strip.blank(width, widget.visual_style.rich_style)] * height
                yield region, clip, lines
                continue
            for row in range(y, y + height):
                rows.setdefault(row, []).append((left, right))
            if textuals and crop and not crop.overlaps(shown):
                continue  # within its clip, which overlaps, but none of its own cells is updated
            if contains_region(clip, region):
                yield region, clip, widget.render_lines(Region(0, 0, region.width, region.height))
            else:
                yield region, clip, widget.render_lines(Region(x - region.x, y - region.y, width, height))
