"""The CHOAM module (seed 002 MÓDULO DE LA CHOAM) in the browser (`Module.interfaces["web"]`: the
hooks landsraad/interfaces/parts.py names): the page's words of the contracts block (the shared
static/js/panels.js draws it from the view's `contracts`: the face-up contracts, the bank, those
set aside for Shaddam Corrino IV), translated with the pages' own (interfaces/web/page_texts.py)."""

from __future__ import annotations

from landsraad.i18n import N_

PAGE_TEXTS: tuple[str, ...] = (N_("CHOAM contracts (bank {n})"), N_("{contract} — set aside for Shaddam"))
