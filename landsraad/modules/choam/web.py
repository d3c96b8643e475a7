"""CHOAM (seed 002, MÓDULO DE LA CHOAM) in the browser (`Module.interfaces["web"]`: the hooks
landsraad/interfaces/parts.py names): its browser files (`BROWSER`: static/contracts.js, contracts.css
beside this file), loaded by the pages of CHOAM games only, and the words they print (the contracts
face up with the bank, those set aside for Shaddam, the contracts each player holds and completed)."""

from __future__ import annotations

from landsraad.i18n import N_

# the face-up contracts above the Imperium Row in the market, each player's contracts in the players
# panel (static/ beside this file, served and loaded only in its games: interfaces/web/browser.py)
BROWSER: tuple[str, ...] = ("contracts.js", "contracts.css")

PAGE_TEXTS: tuple[str, ...] = (
    N_("CHOAM contracts (bank {n})"), N_("{contract} — set aside for Shaddam"), N_("{name} ({reward})"),
    N_("contracts held: {contracts}"), N_("contracts completed: {contracts}"),
)
# (its plural words, "{n} contract held" and "{n} contract completed", are in the core's PAGE_PLURALS:
# a web part has no plural list of its own yet)
